//! The sandbox's controls as users drive them (issue #30): its clock (`sandbox clock`), its
//! faults (`sandbox faults`), and who may use them — each observed through `licensectl` and
//! through a raw HTTP client.

mod clock_rules;
mod controls;
mod fault_checks;
mod fault_kinds;
mod service_clock;
mod snapshots;

use crate::harness::Sandbox;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

/// An answer read off the socket.
#[derive(Debug)]
pub struct Raw {
    pub status: u16,
    /// The status line and headers, lower-cased.
    pub head: String,
    pub body: String,
}

/// How a raw request ended without an answer.
#[derive(Debug, PartialEq)]
pub enum NoAnswer {
    /// The connection was closed (or reset) before a byte of answer.
    Closed,
    /// Nothing came within the read timeout.
    Silent,
}

/// `GET path` on the sandbox over a plain socket, waiting at most `wait` for the answer.
pub fn raw_get(sb: &Sandbox, path: &str, wait: Duration) -> Result<Raw, NoAnswer> {
    let addr = sb.info.base_url.trim_start_matches("http://").to_string();
    let mut s = TcpStream::connect(&addr).unwrap();
    s.set_read_timeout(Some(wait)).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut buf = Vec::new();
    match s.read_to_end(&mut buf) {
        Ok(_) if buf.is_empty() => return Err(NoAnswer::Closed),
        Ok(_) => {}
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
            ) =>
        {
            return Err(NoAnswer::Silent)
        }
        Err(_) if buf.is_empty() => return Err(NoAnswer::Closed),
        Err(e) => panic!("reading the answer: {e}"),
    }
    let text = String::from_utf8_lossy(&buf).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").expect("a head and a body");
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    Ok(Raw {
        status,
        head: head.to_lowercase(),
        body: body.to_string(),
    })
}

/// `GET` with a short wait, expecting an answer.
pub fn raw(sb: &Sandbox, path: &str) -> Raw {
    raw_get(sb, path, Duration::from_secs(10)).expect("an answer")
}

/// The seller API path of `query` (the seller key added).
pub fn seller_path(sb: &Sandbox, query: &str) -> String {
    format!("/api/seller/?sellerkey={}&{query}", sb.info.seller_key)
}

/// The client API 1.3 path of `init` for this app.
pub fn client_init_path(sb: &Sandbox) -> String {
    format!(
        "/api/1.3/?type=init&ver=1.0&name={}&ownerid={}",
        sb.info.app_name, sb.info.ownerid
    )
}
