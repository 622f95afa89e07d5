//! The one thread that runs requests' transactions, fed by a queue.

use anyhow::{Context, Result};

type Job = Box<dyn FnOnce() + Send>;

/// The one thread that runs requests' transactions. SQLite serialises writers anyway; one thread
/// fed by a queue keeps working while requests wait, where a blocking-pool thread per request
/// (each parking on the connection's mutex) spent most of the CPU on futex wake-ups and context
/// switches (docs/performance.md).
pub struct Worker(std::sync::mpsc::Sender<Job>);

impl Worker {
    /// Starts the thread; call from within the runtime, whose context the thread enters (handlers
    /// make no outgoing requests here: `fetch` runs them between two passes, off this thread).
    pub fn spawn() -> Result<Worker> {
        let (tx, rx) = std::sync::mpsc::channel::<Job>();
        let runtime = tokio::runtime::Handle::try_current()
            .context("the sandbox's database thread needs a tokio runtime")?;
        std::thread::Builder::new()
            .name("sandbox-db".into())
            .spawn(move || {
                let _runtime = runtime.enter();
                // Ends when the server (the only sender) is dropped. A panicking handler fails
                // its own request (its reply channel is dropped), not the thread.
                for job in rx {
                    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
                }
            })
            .context("starting the database thread")?;
        Ok(Worker(tx))
    }

    /// Runs `f` on the database thread and waits (asynchronously) for its result.
    pub(crate) async fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Option<T> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        self.0
            .send(Box::new(move || {
                let _ = tx.send(f());
            }))
            .ok()?;
        rx.await.ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_database_thread_survives_a_panicking_request() {
        let w = Worker::spawn().unwrap();
        assert_eq!(w.run(|| 1 + 1).await, Some(2));
        let failed: Option<()> = w.run(|| panic!("handler bug")).await;
        assert_eq!(failed, None, "the panicking request gets no answer");
        assert_eq!(w.run(|| "still serving").await, Some("still serving"));
    }
}
