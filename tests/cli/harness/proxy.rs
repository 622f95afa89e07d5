//! A proxy on loopback in front of a sandbox: it passes each request through, or serves the next
//! N requests (of one `type`, or any) a fault, as a CDN or a failing service would. Tests switch
//! faults on with `fail_next` only, so they can move onto the sandbox's own fault controls
//! (`sandbox faults add 502 --next 2`, issue #30) by changing that one function.

use std::collections::VecDeque;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

/// How long a fault may wait to be served before the test fails (a bound, not a wait).
const PATIENCE: Duration = Duration::from_secs(60);

/// What a faulted request gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// A CDN's `502 Bad Gateway` HTML page.
    Html502,
    /// `500 Internal Server Error`, a plain-text body.
    Status500,
    /// `{"success":false,"message":"Service temporarily unavailable"}` (HTTP 200).
    Unavailable,
    /// HTTP 200 with JSON cut short.
    Malformed,
    /// The request is read and the connection closed without an answer.
    Drop,
    /// The request is read and never answered (until the client gives up).
    Hang,
}

#[derive(Default)]
struct State {
    /// Faults still to serve: (fault, how many more, only requests of this `type`).
    pending: VecDeque<(Fault, usize, Option<String>)>,
    /// Requests passed through to the sandbox.
    passed: usize,
}

#[derive(Clone)]
pub struct Proxy {
    pub base_url: String,
    state: Arc<(Mutex<State>, Condvar)>,
}

impl Proxy {
    /// A proxy forwarding to `target` (`http://127.0.0.1:PORT`).
    pub fn start(target: &str) -> Proxy {
        let upstream = target.trim_start_matches("http://").to_string();
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let base_url = format!("http://{}", listener.local_addr().unwrap());
        let state: Arc<(Mutex<State>, Condvar)> = Arc::default();
        let shared = state.clone();
        std::thread::spawn(move || {
            for s in listener.incoming() {
                let Ok(s) = s else { continue };
                let (upstream, shared) = (upstream.clone(), shared.clone());
                std::thread::spawn(move || serve(s, &upstream, &shared));
            }
        });
        Proxy { base_url, state }
    }

    /// The next `n` requests of `ty` (any type: `None`) get `fault`.
    pub fn fail_next(&self, fault: Fault, n: usize, ty: Option<&str>) {
        let (lock, cv) = &*self.state;
        let mut s = lock.lock().unwrap();
        s.pending.push_back((fault, n, ty.map(str::to_string)));
        cv.notify_all();
    }

    /// Waits until every fault asked for has been served.
    #[track_caller]
    pub fn wait_served(&self) {
        self.wait("the faults served", |s| s.pending.is_empty());
    }

    /// Waits until `n` more requests than now have passed through.
    #[track_caller]
    pub fn wait_passed(&self, n: usize) {
        let from = self.state.0.lock().unwrap().passed;
        self.wait("requests passed through", |s| s.passed >= from + n);
    }

    #[track_caller]
    fn wait(&self, what: &str, done: impl Fn(&State) -> bool) {
        let (lock, cv) = &*self.state;
        let mut s = lock.lock().unwrap();
        while !done(&s) {
            let (next, timeout) = cv.wait_timeout(s, PATIENCE).unwrap();
            assert!(
                !timeout.timed_out() || done(&next),
                "never happened: {what}"
            );
            s = next;
        }
    }
}

/// The request's head (a GET has no body).
fn head(s: &mut TcpStream) -> Option<String> {
    let mut buf = Vec::new();
    let mut byte = [0u8; 1];
    while !buf.ends_with(b"\r\n\r\n") {
        match s.read(&mut byte) {
            Ok(1) => buf.push(byte[0]),
            _ => return None,
        }
    }
    Some(String::from_utf8_lossy(&buf).into_owned())
}

fn answer(status: &str, kind: &str, body: &str) -> String {
    format!(
        "HTTP/1.1 {status}\r\ncontent-type: {kind}\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    )
}

fn serve(mut s: TcpStream, upstream: &str, shared: &(Mutex<State>, Condvar)) {
    let Some(head) = head(&mut s) else { return };
    let target = head.split(' ').nth(1).unwrap_or("/").to_string();
    let ty = target
        .split(['?', '&'])
        .find_map(|p| p.strip_prefix("type="))
        .map(str::to_string);
    let fault = {
        let (lock, cv) = shared;
        let mut st = lock.lock().unwrap();
        let i = st
            .pending
            .iter()
            .position(|(_, _, only)| only.is_none() || *only == ty);
        let fault = i.map(|i| {
            let f = st.pending[i].0;
            st.pending[i].1 -= 1;
            if st.pending[i].1 == 0 {
                st.pending.remove(i);
            }
            f
        });
        if fault.is_none() {
            st.passed += 1;
        }
        cv.notify_all();
        fault
    };
    let reply = match fault {
        None => {
            let Ok(mut up) = TcpStream::connect(upstream) else {
                return;
            };
            let ask = format!("GET {target} HTTP/1.1\r\nhost: {upstream}\r\nconnection: close\r\n\r\n");
            let mut got = Vec::new();
            if up.write_all(ask.as_bytes()).is_err() || up.read_to_end(&mut got).is_err() {
                return;
            }
            // Never a kept connection: each request is its own, so a fault hits exactly one.
            let Some(at) = got.windows(2).position(|w| w == b"\r\n") else {
                return;
            };
            let mut out = got[..at + 2].to_vec();
            out.extend_from_slice(b"connection: close\r\n");
            out.extend(
                String::from_utf8_lossy(&got[at + 2..])
                    .split_inclusive("\r\n")
                    .take_while(|l| *l != "\r\n")
                    .filter(|l| !l.to_ascii_lowercase().starts_with("connection:"))
                    .flat_map(|l| l.as_bytes().to_vec()),
            );
            let body_at = got
                .windows(4)
                .position(|w| w == b"\r\n\r\n")
                .map_or(got.len(), |p| p + 2);
            out.extend_from_slice(&got[body_at..]);
            out
        }
        Some(Fault::Html502) => answer(
            "502 Bad Gateway",
            "text/html",
            "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>cloudflare</body></html>",
        )
        .into_bytes(),
        Some(Fault::Status500) => {
            answer("500 Internal Server Error", "text/plain", "Internal Server Error").into_bytes()
        }
        Some(Fault::Unavailable) => answer(
            "200 OK",
            "application/json",
            r#"{"success":false,"message":"Service temporarily unavailable"}"#,
        )
        .into_bytes(),
        Some(Fault::Malformed) => {
            answer("200 OK", "application/json", r#"{"success":true,"mess"#).into_bytes()
        }
        Some(Fault::Drop) => return,
        Some(Fault::Hang) => {
            // Held until the client gives up and closes its end.
            let _ = s.read_to_end(&mut Vec::new());
            return;
        }
    };
    let _ = s.write_all(&reply);
}
