//! Tests of outgoing requests: URL building, address checks, pinning, redirects.

use super::*;
use std::io::{Read, Write};
use std::net::TcpListener;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// A loopback server answering every connection with `answer`; returns its address and a count
/// of the connections it accepted.
fn serve(answer: &'static str) -> (SocketAddr, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    let seen = Arc::new(AtomicUsize::new(0));
    let count = seen.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut s) = stream else { break };
            count.fetch_add(1, Ordering::SeqCst);
            let _ = s.read(&mut [0u8; 4096]);
            let _ = s.write_all(answer.as_bytes());
        }
    });
    (addr, seen)
}

const PONG: &str = "HTTP/1.1 200 OK\r\ncontent-length: 4\r\nconnection: close\r\n\r\npong";

#[test]
fn params_are_appended_as_path_and_query_never_as_text() {
    let at = |base: &str, params: &str| relay_url(base, params).map(|u| u.to_string());
    // The textual join made this `http://api.example.com@127.0.0.1:9/admin`: a loopback host.
    let u = relay_url("http://api.example.com", "@127.0.0.1:9/admin").unwrap();
    assert_eq!(u.host_str(), Some("api.example.com"));
    assert_eq!(u.path(), "/@127.0.0.1:9/admin");
    assert_eq!(
        at("http://h.example/hook", "?q=1").unwrap(),
        "http://h.example/hook?q=1"
    );
    assert_eq!(
        at("http://h.example/api/?key=k", "users/1?x=y#frag").unwrap(),
        "http://h.example/api/users/1?key=k&x=y"
    );
    assert_eq!(
        at("https://h.example/a", "").unwrap(),
        "https://h.example/a"
    );
    for hostile in [
        "//evil.example/x",
        "\\\\evil.example/x",
        ":81/x",
        ".evil.example",
    ] {
        let u = relay_url("http://h.example/", hostile).unwrap();
        assert_eq!(
            (u.host_str(), u.port()),
            (Some("h.example"), None),
            "{hostile}"
        );
    }
    for climbing in ["/../admin", "/%2e%2e/admin", "/x/../../admin"] {
        assert!(
            relay_url("http://h.example/hook", climbing).is_err(),
            "{climbing}"
        );
    }
    assert!(relay_url("not a url", "?x").is_err());
}

fn refused(url: &str) -> String {
    match perform_blocking(&Request::get(url, 100), false) {
        Fetched::Refused(why) => why,
        other => panic!("{url}: {other:?}"),
    }
}

#[test]
fn private_and_special_addresses_schemes_and_credentials_are_refused() {
    let (addr, seen) = serve(PONG);
    let port = addr.port();
    for url in [
        format!("http://127.0.0.1:{port}/x"),
        format!("http://localhost:{port}/x"),
        format!("http://[::1]:{port}/x"),
        format!("http://[::ffff:127.0.0.1]:{port}/x"),
        format!("http://0x7f000001:{port}/x"),
        format!("http://2130706433:{port}/x"),
        format!("http://0.0.0.0:{port}/x"),
        "http://169.254.169.254/latest/meta-data/".into(),
        "http://10.0.0.1/".into(),
    ] {
        let why = refused(&url);
        assert!(why.contains("--allow-private-fetch"), "{url}: {why}");
    }
    assert!(
        refused(&format!("http://127.0.0.1:{port}/")).contains("127.0.0.1 is a loopback address")
    );
    assert!(refused(&format!("http://localhost:{port}/")).contains("localhost resolves to"));
    assert!(refused("file:///etc/passwd").contains("only http and https"));
    assert!(refused("ftp://example.com/x").contains("only http and https"));
    // Credentials are refused even where private addresses are allowed.
    let creds = Request::get(&format!("http://u:p@127.0.0.1:{port}/x"), 100);
    assert!(
        matches!(perform_blocking(&creds, true), Fetched::Refused(w) if w.contains("credentials"))
    );
    assert_eq!(
        seen.load(Ordering::SeqCst),
        0,
        "no refused URL was connected to"
    );
    // Allowed, the same loopback server answers.
    let ok = Request::get(&format!("http://127.0.0.1:{port}/x"), 100);
    assert_eq!(
        perform_blocking(&ok, true),
        Fetched::Answer(200, b"pong".to_vec())
    );
}

#[tokio::test]
async fn the_connection_goes_to_the_address_checked() {
    let (addr, _) = serve(PONG);
    // A name no DNS knows: an answer proves the client used the checked address, not a lookup
    // of its own (which a rebinding name could answer with another address).
    let req = Request::get(&format!("http://rebind.invalid:{}/x", addr.port()), 100);
    let got = perform_via(&req, true, |host, port| async move {
        assert_eq!((host.as_str(), port), ("rebind.invalid", addr.port()));
        Ok(vec![addr])
    })
    .await;
    assert_eq!(got, Fetched::Answer(200, b"pong".to_vec()));
    // A name with a public and a loopback address is refused by default.
    let public: SocketAddr = "93.184.216.34:80".parse().unwrap();
    let got = perform_via(&req, false, |_, _| async move { Ok(vec![public, addr]) }).await;
    assert!(
        matches!(&got, Fetched::Refused(w) if w.contains("resolves to 127.0.0.1, a loopback address")),
        "{got:?}"
    );
}

#[test]
fn redirects_are_answers_never_followed() {
    let (target, seen) = serve(PONG);
    let answer: &'static str = Box::leak(
        format!(
            "HTTP/1.1 302 Found\r\nlocation: http://{target}/admin\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
        )
        .into_boxed_str(),
    );
    let (hop, _) = serve(answer);
    let got = perform_blocking(&Request::get(&format!("http://{hop}/x"), 100), true);
    assert_eq!(got, Fetched::Answer(302, Vec::new()));
    assert_eq!(
        seen.load(Ordering::SeqCst),
        0,
        "the redirect was not followed"
    );
}
