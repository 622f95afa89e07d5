//! Time as the sandbox sees it: the system clock, or a manual one that tests move.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

/// Unix seconds now.
#[derive(Clone)]
pub enum Clock {
    System,
    Manual(Arc<AtomicI64>),
}

impl Clock {
    /// A clock that stands still at `unix` until moved.
    pub fn manual(unix: i64) -> Clock {
        Clock::Manual(Arc::new(AtomicI64::new(unix)))
    }
    pub fn now(&self) -> i64 {
        match self {
            Clock::System => chrono::Utc::now().timestamp(),
            Clock::Manual(t) => t.load(Ordering::SeqCst),
        }
    }
    /// Moves a manual clock forward; the system clock ignores it.
    pub fn advance(&self, seconds: i64) {
        if let Clock::Manual(t) = self {
            t.fetch_add(seconds, Ordering::SeqCst);
        }
    }
}
