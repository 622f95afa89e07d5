//! Bounded pools of threads for the sandbox's slow work (password hashing, list reads): at most
//! `threads` threads, started when work comes and none is idle, and at most `queue` jobs waiting
//! for one; a job beyond that is refused (the caller answers "busy").
//!
//! A leaf: it names no other module. Tokio's blocking pool grew to one thread per concurrent
//! request (512 at most), and each thread that had hashed a password kept its Argon2 memory:
//! a burst of 64 logins took the sandbox past 3.8 GiB (issue 40, docs/performance.md).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};

type Job = Box<dyn FnOnce() + Send>;

/// The pool is full: `queue` jobs already wait for a thread. Nothing was done.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Busy;

pub struct Pool {
    name: &'static str,
    threads: usize,
    tx: SyncSender<Job>,
    rx: Arc<Mutex<Receiver<Job>>>,
    /// Threads started, and threads waiting for a job.
    started: AtomicUsize,
    idle: Arc<AtomicUsize>,
    spawning: Mutex<()>,
}

impl Pool {
    /// A pool of at most `threads` threads (at least one) and `queue` waiting jobs.
    pub fn new(name: &'static str, threads: usize, queue: usize) -> Pool {
        let (tx, rx) = sync_channel(queue.max(1));
        Pool {
            name,
            threads: threads.max(1),
            tx,
            rx: Arc::new(Mutex::new(rx)),
            started: AtomicUsize::new(0),
            idle: Arc::new(AtomicUsize::new(0)),
            spawning: Mutex::new(()),
        }
    }

    /// The machine's cores (what the pools are sized from), 1 when unknown.
    pub fn cores() -> usize {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    }

    /// The number of threads started so far (never more than the bound).
    #[cfg(test)]
    pub fn started(&self) -> usize {
        self.started.load(Ordering::SeqCst)
    }

    /// Queues `f`; refused when the queue is full.
    pub fn submit(&self, f: impl FnOnce() + Send + 'static) -> Result<(), Busy> {
        match self.tx.try_send(Box::new(f)) {
            Ok(()) => {
                self.grow();
                Ok(())
            }
            Err(TrySendError::Full(_)) => {
                // Every thread may not have been started yet (a burst before the first ran).
                self.grow();
                Err(Busy)
            }
            Err(TrySendError::Disconnected(_)) => Err(Busy),
        }
    }

    /// Runs `f` on the pool and waits (asynchronously) for its result; `Err(Busy)` when the queue
    /// is full (or `f` panicked: no result).
    pub async fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Busy> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        self.submit(move || {
            let _ = tx.send(f());
        })?;
        rx.await.map_err(|_| Busy)
    }

    /// Runs `f` on the pool and blocks this thread until it is done, waiting for room in the
    /// queue rather than being refused (for the few threads that call it synchronously: the
    /// database thread, tests). `None` when `f` panicked.
    pub fn run_blocking<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Option<T> {
        let (tx, rx) = std::sync::mpsc::channel();
        let job: Job = Box::new(move || {
            let _ = tx.send(f());
        });
        self.tx.send(job).ok()?;
        self.grow();
        rx.recv().ok()
    }

    /// Starts a thread when no thread is idle and the bound allows one more.
    fn grow(&self) {
        if self.idle.load(Ordering::SeqCst) > 0
            || self.started.load(Ordering::SeqCst) >= self.threads
        {
            return;
        }
        let Ok(_one_at_a_time) = self.spawning.lock() else {
            return;
        };
        if self.started.load(Ordering::SeqCst) >= self.threads {
            return;
        }
        let (rx, idle) = (self.rx.clone(), self.idle.clone());
        let spawned = std::thread::Builder::new()
            .name(format!("sandbox-{}", self.name))
            .spawn(move || serve(&rx, &idle));
        if spawned.is_ok() {
            self.started.fetch_add(1, Ordering::SeqCst);
        }
    }
}

/// A pool thread: takes jobs until the pool is dropped. A panicking job fails its own caller
/// (its result channel is dropped), not the thread.
fn serve(rx: &Mutex<Receiver<Job>>, idle: &AtomicUsize) {
    loop {
        idle.fetch_add(1, Ordering::SeqCst);
        let job = rx.lock().ok().and_then(|rx| rx.recv().ok());
        idle.fetch_sub(1, Ordering::SeqCst);
        let Some(job) = job else { return };
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Barrier;

    #[test]
    fn threads_stay_within_the_bound_and_a_full_queue_is_refused() {
        let pool = Pool::new("test", 2, 3);
        // Two jobs hold both threads until released.
        let gate = Arc::new(Barrier::new(3));
        let started = Arc::new(Barrier::new(3));
        for _ in 0..2 {
            let (g, s) = (gate.clone(), started.clone());
            pool.submit(move || {
                s.wait();
                g.wait();
            })
            .unwrap();
        }
        started.wait();
        // Three more wait in the queue; the sixth is refused.
        let done = Arc::new(AtomicUsize::new(0));
        for _ in 0..3 {
            let d = done.clone();
            pool.submit(move || {
                d.fetch_add(1, Ordering::SeqCst);
            })
            .unwrap();
        }
        assert_eq!(pool.submit(|| {}), Err(Busy));
        assert_eq!(pool.started(), 2, "no thread beyond the bound");
        gate.wait();
        // The queued ones all ran (a blocking run goes behind them).
        pool.run_blocking(|| ()).unwrap();
        while done.load(Ordering::SeqCst) < 3 {
            std::thread::yield_now();
        }
        assert_eq!(pool.started(), 2);
    }

    #[test]
    fn a_panicking_job_fails_alone() {
        let pool = Pool::new("test", 1, 4);
        assert_eq!(pool.run_blocking(|| -> u8 { panic!("job bug") }), None);
        assert_eq!(pool.run_blocking(|| 7), Some(7));
    }
}
