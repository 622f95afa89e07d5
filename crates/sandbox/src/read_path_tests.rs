//! The read path over HTTP (`readers`): a write the sandbox acknowledged is read back by the next
//! read, and reads are answered while another process holds the file's write lock.

use std::time::Duration;

use crate::{start, Options, Running};

/// One seller request with the sandbox's key (`hardening_tests::seller`).
async fn seller(running: &Running, pairs: &[(&str, &str)]) -> (u16, serde_json::Value) {
    let mut all = vec![("sellerkey", running.info.seller_key.as_str())];
    all.extend_from_slice(pairs);
    crate::hardening_tests::seller(running, &all).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_acknowledged_write_is_read_back_and_reads_go_on_while_the_file_is_locked() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("sandbox.db");
    let running = start(Options {
        db: Some(db.clone()),
        busy_timeout: Duration::from_millis(200),
        ..Default::default()
    })
    .await
    .unwrap();
    seller(
        &running,
        &[("type", "addsub"), ("name", "default"), ("level", "1")],
    )
    .await;
    let (_, added) = seller(&running, &[("type", "add"), ("expiry", "1")]).await;
    let key = added["key"].as_str().expect("a key").to_string();
    for i in 0..20 {
        let note = format!("n{i}");
        let (_, set) = seller(
            &running,
            &[("type", "setnote"), ("key", &key), ("note", &note)],
        )
        .await;
        assert_eq!(set["success"], true, "{set}");
        let (_, info) = seller(&running, &[("type", "info"), ("key", &key)]).await;
        assert_eq!(
            info["note"],
            note.as_str(),
            "the write just acknowledged: {info}"
        );
    }
    // Another process holds the write lock (a long `sandbox seed`): a read is answered from the
    // last commit; a write waits its busy timeout and is refused, nothing done.
    let holder = rusqlite::Connection::open(&db).unwrap();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let (status, info) = seller(&running, &[("type", "info"), ("key", &key)]).await;
    assert_eq!(
        (status, &info["note"]),
        (200, &serde_json::json!("n19")),
        "{info}"
    );
    let (status, set) = seller(
        &running,
        &[("type", "setnote"), ("key", &key), ("note", "x")],
    )
    .await;
    assert_eq!(status, 503, "{set}");
    holder.execute_batch("ROLLBACK").unwrap();
    let (_, info) = seller(&running, &[("type", "info"), ("key", &key)]).await;
    assert_eq!(info["note"], "n19", "the refused write did nothing: {info}");
    running.stop().await;
}
