//! A deliberately misbehaving HTTP server on loopback, for what the sandbox's own faults
//! (`sandbox faults add`) cannot play: answers of the wrong shape, stalls and resets mid-body,
//! a 429 with `Retry-After`, and the origins and targets the sandbox fetches.

use std::io::{Read, Write};
use std::net::TcpListener;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// How the server treats every connection.
#[derive(Clone)]
pub enum Fault {
    /// Answers these raw bytes (status line, headers and body) and closes.
    Raw(Vec<u8>),
    /// Sends these bytes, then holds the connection open without another byte.
    Stall(Vec<u8>),
    /// Sends these bytes, then resets the connection.
    Reset(Vec<u8>),
}

/// Serves `fault` on 127.0.0.1:0 from a background thread; returns its base URL.
pub fn serve(fault: Fault) -> String {
    serve_counted(fault).0
}

/// `serve`, plus the number of requests read so far.
pub fn serve_counted(fault: Fault) -> (String, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    let count = Arc::new(AtomicUsize::new(0));
    let counter = count.clone();
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in listener.incoming().take(64) {
            let Ok(mut s) = stream else { continue };
            let _ = s.set_read_timeout(Some(Duration::from_secs(5)));
            let mut buf = [0u8; 4096];
            let _ = s.read(&mut buf);
            counter.fetch_add(1, Ordering::SeqCst);
            match &fault {
                Fault::Raw(bytes) => {
                    let _ = s.write_all(bytes);
                }
                Fault::Stall(bytes) => {
                    let _ = s.write_all(bytes);
                    held.push(s);
                }
                Fault::Reset(bytes) => {
                    let _ = s.write_all(bytes);
                    // Linger 0 makes the close send RST instead of FIN.
                    let _ = socket2::SockRef::from(&s).set_linger(Some(Duration::ZERO));
                    drop(s);
                }
            }
        }
    });
    (format!("http://{addr}"), count)
}

/// A complete HTTP/1.1 answer with this status line, extra headers and body.
pub fn http(status: &str, headers: &[(&str, &str)], body: &[u8]) -> Vec<u8> {
    let mut out = format!(
        "HTTP/1.1 {status}\r\ncontent-length: {}\r\nconnection: close\r\n",
        body.len()
    );
    for (k, v) in headers {
        out.push_str(&format!("{k}: {v}\r\n"));
    }
    out.push_str("\r\n");
    let mut bytes = out.into_bytes();
    bytes.extend_from_slice(body);
    bytes
}
