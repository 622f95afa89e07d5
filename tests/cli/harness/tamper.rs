//! A tampering proxy on loopback: forwards each request to the sandbox and alters the answer.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// What the proxy does to each answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tamper {
    /// Passes the answer through unchanged.
    Nothing,
    /// Toggles the case of one letter of the `message` (the body stays valid JSON).
    FlipBody,
    /// Replaces the signature header (Ed25519 or HMAC) with another well-formed signature.
    ForgeSignature,
    /// Removes the signature headers.
    DropSignature,
    /// Answers a request of one of these `type`s with the service's success, without passing it
    /// on: a server that says yes to a change and does not keep it.
    Swallow(&'static [&'static str]),
    /// Answers a request of one of these `type`s with the service's refusal (`success:false`)
    /// carrying this message, without passing it on: a passing failure of the service.
    Refuse(&'static [&'static str], &'static str),
}

pub struct Proxy {
    pub url: String,
    mode: Arc<Mutex<Tamper>>,
}

impl Proxy {
    /// Proxies to `target` (an `http://host:port` base URL) from a new loopback port.
    pub fn start(target: &str, mode: Tamper) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let target = target.trim_start_matches("http://").to_string();
        let mode = Arc::new(Mutex::new(mode));
        let shared = mode.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(client) = stream else { continue };
                let (target, mode) = (target.clone(), *shared.lock().unwrap());
                std::thread::spawn(move || forward(client, &target, mode));
            }
        });
        Proxy { url, mode }
    }

    pub fn set(&self, mode: Tamper) {
        *self.mode.lock().unwrap() = mode;
    }
}

/// Reads up to the end of the request head (the CLI sends GETs without a body).
fn read_head(s: &mut TcpStream) -> Vec<u8> {
    let mut head = Vec::new();
    let mut buf = [0u8; 4096];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        match s.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => head.extend_from_slice(&buf[..n]),
        }
    }
    head
}

fn forward(mut client: TcpStream, target: &str, mode: Tamper) {
    let _ = client.set_read_timeout(Some(Duration::from_secs(10)));
    let head = read_head(&mut client);
    let text = String::from_utf8_lossy(&head);
    let Some(target_path) = text.lines().next().and_then(|l| l.split(' ').nth(1)) else {
        return;
    };
    let answered = match mode {
        Tamper::Swallow(types) => Some((
            types,
            r#"{"success":true,"message":"Successfully done"}"#.to_string(),
        )),
        Tamper::Refuse(types, message) => Some((
            types,
            serde_json::json!({"success": false, "message": message}).to_string(),
        )),
        _ => None,
    };
    if let Some((types, body)) = answered {
        let ty = target_path
            .split(['?', '&'])
            .find_map(|p| p.strip_prefix("type="));
        if ty.is_some_and(|t| types.contains(&t)) {
            let _ = write!(
                client,
                "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                body.len()
            );
            return;
        }
    }
    let mut upstream = TcpStream::connect(target).unwrap();
    write!(
        upstream,
        "GET {target_path} HTTP/1.1\r\nhost: {target}\r\nconnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = Vec::new();
    upstream.read_to_end(&mut answer).unwrap();
    let split = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("an HTTP answer");
    let head = String::from_utf8_lossy(&answer[..split]).into_owned();
    let mut body = answer[split + 4..].to_vec();
    let mut lines = head.split("\r\n");
    let status = lines.next().unwrap_or("HTTP/1.1 200 OK").to_string();
    let mut headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .filter(|(k, _)| k != "content-length" && k != "connection")
        .collect();
    match mode {
        Tamper::Nothing => {}
        Tamper::FlipBody => flip_message_letter(&mut body),
        Tamper::ForgeSignature => {
            for (k, v) in &mut headers {
                if k == "x-signature-ed25519" || k == "signature" {
                    // Another signature of the right length: its first hex digit changed.
                    let first = if v.starts_with('0') { "1" } else { "0" };
                    *v = format!("{first}{}", &v[1..]);
                }
            }
        }
        Tamper::DropSignature => {
            headers.retain(|(k, _)| k != "x-signature-ed25519" && k != "signature")
        }
        Tamper::Swallow(_) | Tamper::Refuse(..) => {}
    }
    let mut out = format!(
        "{status}\r\ncontent-length: {}\r\nconnection: close\r\n",
        body.len()
    );
    for (k, v) in headers {
        out.push_str(&format!("{k}: {v}\r\n"));
    }
    out.push_str("\r\n");
    let mut bytes = out.into_bytes();
    bytes.extend_from_slice(&body);
    let _ = client.write_all(&bytes);
}

/// Toggles the case of the first letter of `"message":"…"`, else of the first letter anywhere.
fn flip_message_letter(body: &mut [u8]) {
    let from = body
        .windows(11)
        .position(|w| w == b"\"message\":\"")
        .map_or(0, |i| i + 11);
    if let Some(i) = (from..body.len()).find(|&i| body[i].is_ascii_alphabetic()) {
        body[i] ^= 0x20;
    }
}
