//! SIGINT, SIGTERM and SIGHUP during a long job: the first asks it to stop starting work (what is
//! under way finishes and is recorded), the second to abort at once. The job decides what to record.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use tokio::sync::Notify;

/// The stop and abort requests of one job; dropping it stops watching.
#[derive(Clone)]
pub struct Stop {
    asked: Arc<AtomicBool>,
    signalled: Arc<AtomicBool>,
    aborted: Arc<AtomicBool>,
    abort: Arc<Notify>,
    watcher: Option<Arc<tokio::task::JoinHandle<()>>>,
}

impl Stop {
    /// A stop nobody signals but the job itself (`--continue-on-error` off, say).
    pub fn manual() -> Stop {
        Stop {
            asked: Arc::new(AtomicBool::new(false)),
            signalled: Arc::new(AtomicBool::new(false)),
            aborted: Arc::new(AtomicBool::new(false)),
            abort: Arc::new(Notify::new()),
            watcher: None,
        }
    }

    /// Watches the three signals for the rest of the job.
    pub fn watch() -> Stop {
        let mut stop = Stop::manual();
        let (asked, signalled, aborted, abort) = (
            stop.asked.clone(),
            stop.signalled.clone(),
            stop.aborted.clone(),
            stop.abort.clone(),
        );
        let mut signals = Signals::new();
        let task = tokio::spawn(async move {
            let mut n = 0;
            while signals.next().await {
                n += 1;
                signalled.store(true, Ordering::SeqCst);
                if n == 1 {
                    asked.store(true, Ordering::SeqCst);
                    crate::say!(
                        "licensectl: interrupted; finishing the requests under way (again to abort at once)"
                    );
                } else {
                    aborted.store(true, Ordering::SeqCst);
                    abort.notify_one();
                    crate::say!("licensectl: aborting");
                    break;
                }
            }
        });
        stop.watcher = Some(Arc::new(task));
        stop
    }

    /// Stops starting new work.
    pub fn ask(&self) {
        self.asked.store(true, Ordering::SeqCst);
    }
    pub fn asked(&self) -> bool {
        self.asked.load(Ordering::SeqCst)
    }
    /// Whether a signal (not the job) asked it to stop.
    pub fn signalled(&self) -> bool {
        self.signalled.load(Ordering::SeqCst)
    }
    pub fn aborted(&self) -> bool {
        self.aborted.load(Ordering::SeqCst)
    }
    /// Resolves on the second signal.
    pub async fn abort(&self) {
        if !self.aborted() {
            self.abort.notified().await;
        }
    }
}

impl Drop for Stop {
    fn drop(&mut self) {
        if let Some(w) = self.watcher.take() {
            if Arc::strong_count(&w) == 1 {
                w.abort();
            }
        }
    }
}

/// The three signals, registered once so none is missed between two waits.
struct Signals {
    #[cfg(unix)]
    streams: Option<[tokio::signal::unix::Signal; 3]>,
}

impl Signals {
    #[cfg(unix)]
    fn new() -> Signals {
        use tokio::signal::unix::{signal, SignalKind};
        let streams = match (
            signal(SignalKind::interrupt()),
            signal(SignalKind::terminate()),
            signal(SignalKind::hangup()),
        ) {
            (Ok(a), Ok(b), Ok(c)) => Some([a, b, c]),
            _ => None,
        };
        Signals { streams }
    }
    #[cfg(unix)]
    async fn next(&mut self) -> bool {
        let Some([int, term, hup]) = self.streams.as_mut() else {
            return false;
        };
        tokio::select! {
            _ = int.recv() => true,
            _ = term.recv() => true,
            _ = hup.recv() => true,
        }
    }
    #[cfg(not(unix))]
    fn new() -> Signals {
        Signals {}
    }
    #[cfg(not(unix))]
    async fn next(&mut self) -> bool {
        tokio::signal::ctrl_c().await.is_ok()
    }
}

/// Which signal ended a wait, as the exit code a shell gives a process it ended (128 + signal).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// SIGINT (Ctrl-C): 130.
    Interrupt,
    /// SIGTERM: 143.
    Terminate,
    /// SIGHUP: 129.
    Hangup,
}

impl Ended {
    /// The failure this ends the command with, saying what it was doing.
    pub fn failure(self, doing: &str) -> crate::error::Failure {
        use crate::error::Failure;
        match self {
            Ended::Interrupt => Failure::Interrupted(format!("interrupted {doing}")),
            Ended::Terminate => Failure::Signalled(143, format!("terminated {doing}")),
            Ended::Hangup => Failure::Signalled(129, format!("hung up {doing}")),
        }
    }
}

/// A wait that SIGINT, SIGTERM or SIGHUP ends (opening a FIFO with no writer yet): registered
/// before the wait begins, so a signal sent once the wait is under way is never missed.
pub struct Ending {
    #[cfg(unix)]
    streams: Option<[tokio::signal::unix::Signal; 3]>,
}

impl Ending {
    #[cfg(unix)]
    pub fn watch() -> Ending {
        Ending {
            streams: Signals::new().streams,
        }
    }
    #[cfg(not(unix))]
    pub fn watch() -> Ending {
        Ending {}
    }
    /// The first of the three signals; never, where they cannot be watched.
    #[cfg(unix)]
    pub async fn next(mut self) -> Ended {
        let Some([int, term, hup]) = self.streams.as_mut() else {
            return std::future::pending().await;
        };
        tokio::select! {
            _ = int.recv() => Ended::Interrupt,
            _ = term.recv() => Ended::Terminate,
            _ = hup.recv() => Ended::Hangup,
        }
    }
    #[cfg(not(unix))]
    pub async fn next(self) -> Ended {
        let _ = tokio::signal::ctrl_c().await;
        Ended::Interrupt
    }
}
