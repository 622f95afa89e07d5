//! The hardened sandbox over HTTP: a hanging remote holds up only its own request, and wrong
//! seller keys are throttled per address.

use std::io::{Read, Write};
use std::sync::mpsc;
use std::time::Duration;

use crate::{start, Options, Running};

/// One seller request over HTTP (the pairs name the key): its status and JSON body.
pub(crate) async fn seller(running: &Running, pairs: &[(&str, &str)]) -> (u16, serde_json::Value) {
    let url = format!("{}/api/seller/", running.info.base_url);
    let r = reqwest::Client::new()
        .get(url)
        .query(pairs)
        .timeout(Duration::from_secs(60))
        .send()
        .await
        .expect("the sandbox answers");
    let status = r.status().as_u16();
    let body = r.bytes().await.unwrap_or_default();
    (status, serde_json::from_slice(&body).unwrap_or_default())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hanging_remote_holds_up_only_its_own_request() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("sandbox.db");
    let running = start(Options {
        db: Some(db.clone()),
        allow_private_fetch: true,
        ..Default::default()
    })
    .await
    .unwrap();
    // A remote that accepts the download, then answers only when told to.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let remote = listener.local_addr().unwrap();
    let (accepted, on_accept) = mpsc::channel();
    let (release, on_release) = mpsc::channel::<()>();
    std::thread::spawn(move || {
        let (mut conn, _) = listener.accept().unwrap();
        let _ = conn.read(&mut [0u8; 4096]);
        accepted.send(()).unwrap();
        on_release.recv().unwrap();
        let _ = conn
            .write_all(b"HTTP/1.1 200 OK\r\ncontent-length: 4\r\nconnection: close\r\n\r\nbits");
    });
    let key = running.info.seller_key.clone();
    let url = format!("http://{remote}/slow.bin");
    let upload = {
        let (base, key, url) = (running.info.base_url.clone(), key.clone(), url.clone());
        tokio::spawn(async move {
            reqwest::Client::new()
                .get(format!("{base}/api/seller/"))
                .query(&[
                    ("sellerkey", key.as_str()),
                    ("type", "upload"),
                    ("url", &url),
                ])
                .send()
                .await
                .unwrap()
                .bytes()
                .await
                .unwrap()
        })
    };
    tokio::task::spawn_blocking(move || on_accept.recv_timeout(Duration::from_secs(60)))
        .await
        .unwrap()
        .expect("the upload reached the remote");

    // The upload is waiting on its remote; the sandbox answers others meanwhile …
    let (status, v) = seller(&running, &[("sellerkey", &key), ("type", "fetchallfiles")]).await;
    assert_eq!(
        (status, v["message"].as_str()),
        (406, Some("No files Found"))
    );
    let (_, v) = seller(
        &running,
        &[
            ("sellerkey", &key),
            ("type", "addsub"),
            ("name", "d"),
            ("level", "1"),
        ],
    )
    .await;
    assert_eq!(v["success"], true, "{v}");
    // … and another process sharing the file can write at once ("database is locked" before).
    let other = rusqlite::Connection::open(&db).unwrap();
    other.busy_timeout(Duration::ZERO).unwrap();
    other
        .execute_batch("BEGIN IMMEDIATE; INSERT INTO settings (k, v) VALUES ('probe', '1'); COMMIT")
        .expect("no write lock is held during the fetch");

    release.send(()).unwrap();
    let v: serde_json::Value = serde_json::from_slice(&upload.await.unwrap()).unwrap();
    assert_eq!(v["success"], true, "{v}");
    let id = v["id"].as_str().unwrap().to_string();
    let (_, v) = seller(
        &running,
        &[("sellerkey", &key), ("type", "fetchfile"), ("id", &id)],
    )
    .await;
    assert_eq!(v["file"]["size"], "4 B", "{v}");
    running.stop().await;
}

#[tokio::test]
async fn private_addresses_are_refused_unless_allowed() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let url = format!("http://{}/x.bin", listener.local_addr().unwrap());
    let running = start(Options::default()).await.unwrap();
    let key = running.info.seller_key.clone();
    let (_, v) = seller(
        &running,
        &[("sellerkey", &key), ("type", "upload"), ("url", &url)],
    )
    .await;
    assert_eq!(v["success"], false);
    let msg = v["message"].as_str().unwrap();
    assert!(msg.contains("127.0.0.1 is a loopback address"), "{msg}");
    assert!(msg.contains("--allow-private-fetch"), "{msg}");
    assert!(
        listener.accept().is_err(),
        "nothing connected to the loopback service"
    );
    running.stop().await;
}

#[tokio::test]
async fn wrong_seller_keys_are_throttled_per_address() {
    let clock = crate::Clock::manual(1_800_000_000);
    let running = start(Options {
        clock: clock.clone(),
        ..Default::default()
    })
    .await
    .unwrap();
    let key = running.info.seller_key.clone();
    let wrong = "x".repeat(32);
    for _ in 0..crate::throttle::LIMIT {
        let (status, _) = seller(&running, &[("sellerkey", &wrong), ("type", "info")]).await;
        assert_eq!(status, 404);
    }
    let (status, v) = seller(&running, &[("sellerkey", &wrong), ("type", "info")]).await;
    assert_eq!(
        (status, v["message"].as_str()),
        (429, Some(crate::throttle::THROTTLED))
    );
    let (status, _) = seller(&running, &[("sellerkey", &key), ("type", "setseller")]).await;
    assert_eq!(status, 429, "the address waits, whatever key it sends");
    let outbox = format!("{}/sandbox/outbox?sellerkey={key}", running.info.base_url);
    let r = reqwest::get(outbox).await.unwrap();
    assert_eq!(
        r.status().as_u16(),
        429,
        "the outbox is behind the same gate"
    );
    clock.advance(crate::throttle::WINDOW);
    let (status, v) = seller(&running, &[("sellerkey", &key), ("type", "setseller")]).await;
    assert_eq!(
        (status, v["success"].as_bool()),
        (200, Some(true)),
        "a minute later"
    );
    running.stop().await;
}
