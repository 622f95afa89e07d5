//! The time this command reckons with: the service's clock when the service states one, else
//! licensectl's own (real time, or `LICENSECTL_NOW`). A sandbox states its clock on every answer
//! (`licensectl_sandbox::CLOCK_HEADER`; `service::http` notes each one, the embedded sandbox's is
//! noted when it starts); a real service states none. One per process, so every reading — time
//! left, expiries, `watch`, `report`, relative times in tables — is the same clock. Signatures are
//! checked against licensectl's own time, never this one.

use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};

static NOW: AtomicI64 = AtomicI64::new(0);
static OFFSET: AtomicI64 = AtomicI64::new(0);
static FROZEN: AtomicBool = AtomicBool::new(false);
static STATED: AtomicBool = AtomicBool::new(false);

/// Notes the clock an answer stated: its time, how far ahead of its real time (negative:
/// behind), frozen or not. The latest answer's is the command's now.
pub fn note(now: i64, offset: i64, frozen: bool) {
    NOW.store(now, Ordering::Relaxed);
    OFFSET.store(offset, Ordering::Relaxed);
    FROZEN.store(frozen, Ordering::Relaxed);
    STATED.store(true, Ordering::Relaxed);
}

/// The service's time: as the latest answer stated it, else licensectl's own, `own`.
pub fn service(own: i64) -> i64 {
    if STATED.load(Ordering::Relaxed) {
        NOW.load(Ordering::Relaxed)
    } else {
        own
    }
}

/// The sandbox's clock as last stated — `(now, offset, frozen)` — or `None` when no answer
/// stated one (a real service).
pub fn stated() -> Option<(i64, i64, bool)> {
    STATED.load(Ordering::Relaxed).then(|| {
        (
            NOW.load(Ordering::Relaxed),
            OFFSET.load(Ordering::Relaxed),
            FROZEN.load(Ordering::Relaxed),
        )
    })
}

/// `2027-01-01T00:00:00Z`: a unix time in words (the number itself past chrono's range).
pub fn instant(t: i64) -> String {
    chrono::DateTime::from_timestamp(t, 0).map_or_else(
        || t.to_string(),
        |t| t.format("%Y-%m-%dT%H:%M:%SZ").to_string(),
    )
}

/// `2027-01-01T00:00:00Z, 31 d ahead of real time, frozen`: a moved clock in words.
pub fn describe(now: i64, offset: i64, frozen: bool) -> String {
    let at = instant(now);
    let side = if offset >= 0 { "ahead of" } else { "behind" };
    let by = licensectl_catalogue::units::format_duration(offset.unsigned_abs());
    let frozen = if frozen { ", frozen" } else { "" };
    format!("{at}, {by} {side} real time{frozen}")
}
