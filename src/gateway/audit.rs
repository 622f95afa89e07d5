//! The audit written off the request path: a request hands its row to a bounded queue and
//! answers; one thread writes what is queued, the rows of a few milliseconds a transaction. A
//! clean stop writes every queued row before the gateway exits (`Writer::finish`); what a crash
//! can lose is in docs/gateway.md ("The audit").

use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::mpsc;

use super::store::{Entry, Store};

/// Rows waiting to be written, at most: past it, a request waits for room (never drops its
/// row). A few thousand requests' worth: a second or more of the gateway at full speed.
pub const QUEUE: usize = 4096;
/// Rows a transaction, at most.
const BATCH: usize = 512;
/// How long the writer gathers rows after the first of a batch arrives: the requests of those
/// milliseconds share one commit and one wake-up of the writer (each had its own: a third of a
/// refused request's CPU). What a crash can lose grows by as much.
const GATHER: Duration = Duration::from_millis(10);

/// The queue and the thread writing it.
pub struct Writer {
    tx: Mutex<Option<mpsc::Sender<Entry>>>,
    thread: Mutex<Option<std::thread::JoinHandle<()>>>,
}

impl Writer {
    /// Starts the thread writing into `store`.
    pub fn start(store: Arc<Store>) -> std::io::Result<Writer> {
        let (tx, mut rx) = mpsc::channel::<Entry>(QUEUE);
        let thread = std::thread::Builder::new()
            .name("gateway-audit".into())
            .spawn(move || {
                let mut rows = Vec::with_capacity(BATCH);
                // Ends when every sender is gone (`finish`) and the queue is empty.
                while let Some(first) = rx.blocking_recv() {
                    rows.push(first);
                    // Not a wait for another thread: rows sent meanwhile wake no one.
                    std::thread::sleep(GATHER);
                    while rows.len() < BATCH {
                        match rx.try_recv() {
                            Ok(e) => rows.push(e),
                            Err(_) => break,
                        }
                    }
                    if let Err(e) = store.audit_batch(&rows) {
                        crate::say!(
                            "licensectl: gateway: {} audit row(s) were not written: {e}",
                            rows.len()
                        );
                    }
                    rows.clear();
                }
            })?;
        Ok(Writer {
            tx: Mutex::new(Some(tx)),
            thread: Mutex::new(Some(thread)),
        })
    }

    /// Queues a row; waits only while the queue is full.
    pub async fn send(&self, e: Entry) {
        let tx = self.tx.lock().unwrap_or_else(|p| p.into_inner()).clone();
        match tx {
            Some(tx) => {
                if tx.send(e).await.is_err() {
                    crate::say!(
                        "licensectl: gateway: the audit writer stopped; a row was not written"
                    );
                }
            }
            None => crate::say!("licensectl: gateway: stopping; an audit row came too late"),
        }
    }

    /// Closes the queue and waits until every row in it is written.
    pub async fn finish(&self) {
        self.tx.lock().unwrap_or_else(|p| p.into_inner()).take();
        let thread = self.thread.lock().unwrap_or_else(|p| p.into_inner()).take();
        if let Some(t) = thread {
            let _ = tokio::task::spawn_blocking(move || t.join()).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn every_queued_row_is_written_by_a_clean_stop() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.db");
        let (store, _) = Store::open(&path, 100_000).unwrap();
        let store = Arc::new(store);
        let w = Writer::start(store.clone()).unwrap();
        for i in 0..(QUEUE as i64 + 1000) {
            let e = Entry {
                at: i,
                who: "ann".into(),
                params: "{}".into(),
                ..Default::default()
            };
            w.send(e).await;
        }
        w.finish().await;
        let rows = store.read_audit(None, Some("ann"), 100_000).unwrap();
        assert_eq!(rows.len(), QUEUE + 1000);
        assert_eq!(rows.last().unwrap()["time"], QUEUE as i64 + 999, "in order");
    }
}
