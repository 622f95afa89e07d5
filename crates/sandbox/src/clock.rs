//! Time as the sandbox sees it: a base clock (the system's, or a manual one that tests move) and
//! the moves a user makes through the controls (`Moved`: set, advance, freeze, resume), kept in
//! the database so the embedded sandbox of the next command sees the same time.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};

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

/// How far the sandbox's time is from its base clock, and whether it stands still.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Steer {
    /// Seconds added to the base clock while time flows.
    pub offset: i64,
    /// The time the clock stands still at, when frozen.
    pub frozen: Option<i64>,
}

/// A move of the sandbox's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// To this unix time (frozen clocks stay frozen there).
    Set(i64),
    /// By this many seconds (negative: back).
    Advance(i64),
    Freeze,
    /// Real time flows again from where the clock stands.
    Resume,
    /// Back to real time: no offset, not frozen.
    Reset,
}

/// The sandbox's time: every rule that involves time reads it (`Shared::clock`).
pub struct Moved {
    base: Clock,
    steer: Mutex<Steer>,
}

impl Moved {
    pub fn new(base: Clock, steer: Steer) -> Moved {
        Moved {
            base,
            steer: Mutex::new(steer),
        }
    }
    pub fn now(&self) -> i64 {
        let s = self.steer();
        s.frozen
            .unwrap_or_else(|| self.base.now().saturating_add(s.offset))
    }
    pub fn steer(&self) -> Steer {
        self.steer.lock().map(|s| *s).unwrap_or_default()
    }
    /// Applies `m`; returns the new state (to keep in the database).
    pub fn apply(&self, m: Move) -> Steer {
        let Ok(mut s) = self.steer.lock() else {
            return Steer::default();
        };
        let base = self.base.now();
        let now = s.frozen.unwrap_or_else(|| base.saturating_add(s.offset));
        let to = |s: &mut Steer, t: i64| match s.frozen {
            Some(_) => s.frozen = Some(t),
            None => s.offset = t.saturating_sub(base),
        };
        match m {
            Move::Set(t) => to(&mut s, t),
            Move::Advance(d) => to(&mut s, now.saturating_add(d)),
            Move::Freeze => s.frozen = Some(now),
            Move::Resume => {
                s.offset = now.saturating_sub(base);
                s.frozen = None;
            }
            Move::Reset => *s = Steer::default(),
        }
        *s
    }
    /// Puts the clock at `at`, frozen there or flowing on from it (a snapshot's clock).
    pub fn set(&self, at: i64, frozen: bool) -> Steer {
        let Ok(mut s) = self.steer.lock() else {
            return Steer::default();
        };
        *s = if frozen {
            Steer {
                offset: 0,
                frozen: Some(at),
            }
        } else {
            Steer {
                offset: at.saturating_sub(self.base.now()),
                frozen: None,
            }
        };
        *s
    }
    /// The base clock (tests move a manual one).
    pub fn base(&self) -> &Clock {
        &self.base
    }
}

/// The header every sandbox answer states its clock in (`Stated`), so a client reckons times
/// (time left, expiries) by the sandbox's clock, not its own.
pub const CLOCK_HEADER: &str = "x-sandbox-clock";

/// The sandbox's clock as an answer states it: `now=1802678400; offset=2678400; frozen=0`.
/// The offset is from the sandbox's base clock (the host's real time), so a client adds it to its
/// own real time rather than trusting two hosts' clocks to agree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stated {
    pub now: i64,
    pub offset: i64,
    pub frozen: bool,
}

impl Stated {
    pub fn of(moved: &Moved) -> Stated {
        let now = moved.now();
        Stated {
            now,
            offset: now.saturating_sub(moved.base().now()),
            frozen: moved.steer().frozen.is_some(),
        }
    }
    /// The header's value.
    pub fn header(&self) -> String {
        format!(
            "now={}; offset={}; frozen={}",
            self.now,
            self.offset,
            u8::from(self.frozen)
        )
    }
    /// A header's value read back; `None` when it is not one.
    pub fn parse(text: &str) -> Option<Stated> {
        let (mut now, mut offset, mut frozen) = (None, None, None);
        for part in text.split(';') {
            let (k, v) = part.trim().split_once('=')?;
            match k {
                "now" => now = Some(v.parse().ok()?),
                "offset" => offset = Some(v.parse().ok()?),
                "frozen" => frozen = Some(v == "1"),
                _ => {}
            }
        }
        Some(Stated {
            now: now?,
            offset: offset?,
            frozen: frozen.unwrap_or(false),
        })
    }
    /// Moved from real time at all (an offset of a second is a request crossing a second).
    pub fn moved(&self) -> bool {
        self.frozen || self.offset.abs() > 1
    }
}

/// Parses a time as `sandbox clock set` and `sandbox start --clock` take it: `2027-01-01`,
/// `2027-01-01T00:00Z`, `2027-01-01T00:00:00+02:00` (RFC 3339, seconds optional, `Z` or an
/// offset; none means UTC), or unix seconds (`@1800000000` or `1800000000`).
pub fn parse_time(text: &str) -> Result<i64, String> {
    let s = text.trim();
    let bad = || {
        format!(
            "invalid time {text:?}: expected 2027-01-01T00:00Z (RFC 3339, seconds and zone optional), 2027-01-01 or unix seconds"
        )
    };
    let digits = s.strip_prefix('@').unwrap_or(s);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        return digits.parse().map_err(|_| bad());
    }
    if let Ok(d) = chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d") {
        return Ok(d.and_time(chrono::NaiveTime::MIN).and_utc().timestamp());
    }
    let (date_time, zone) = split_zone(s);
    let local = [
        "%Y-%m-%dT%H:%M:%S",
        "%Y-%m-%dT%H:%M",
        "%Y-%m-%d %H:%M:%S",
        "%Y-%m-%d %H:%M",
    ]
    .iter()
    .find_map(|f| chrono::NaiveDateTime::parse_from_str(date_time, f).ok())
    .ok_or_else(bad)?;
    Ok(local.and_utc().timestamp() - zone.ok_or_else(bad)?)
}

/// The date and time, and the zone's offset east of UTC in seconds (`None`: unreadable).
fn split_zone(s: &str) -> (&str, Option<i64>) {
    if let Some(rest) = s.strip_suffix(['Z', 'z']) {
        return (rest, Some(0));
    }
    // An offset `+HH:MM` or `-HH:MM` after the time (a date's own dashes come before the `T`).
    let Some(t) = s.find(['T', ' ']) else {
        return (s, Some(0));
    };
    match s[t..].rfind(['+', '-']).map(|i| i + t) {
        Some(i) => {
            let (hh, mm) = s[i + 1..].split_once(':').unwrap_or((&s[i + 1..], "0"));
            let secs = match (hh.parse::<i64>(), mm.parse::<i64>()) {
                (Ok(h), Ok(m)) if h <= 23 && m <= 59 => Some(h * 3600 + m * 60),
                _ => None,
            };
            let sign = if s.as_bytes()[i] == b'-' { -1 } else { 1 };
            (&s[..i], secs.map(|x| sign * x))
        }
        None => (s, Some(0)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_freeze_and_resume_from_the_moved_point() {
        let base = Clock::manual(1000);
        let m = Moved::new(base.clone(), Steer::default());
        m.apply(Move::Advance(500));
        assert_eq!(m.now(), 1500);
        base.advance(10);
        assert_eq!(m.now(), 1510, "time flows");
        m.apply(Move::Freeze);
        base.advance(10);
        assert_eq!(m.now(), 1510, "frozen");
        m.apply(Move::Set(5000));
        assert_eq!(m.now(), 5000, "a set keeps it frozen");
        m.apply(Move::Resume);
        base.advance(7);
        assert_eq!(m.now(), 5007, "flows again from the moved point");
        let kept = m.steer();
        let again = Moved::new(base.clone(), kept);
        assert_eq!(again.now(), 5007, "the state is all a new sandbox needs");
        m.apply(Move::Freeze);
        m.apply(Move::Reset);
        base.advance(3);
        assert_eq!(m.now(), base.now(), "reset: real time, flowing");
        assert_eq!(m.steer(), Steer::default());
    }

    #[test]
    fn the_stated_clock_reads_back() {
        let base = Clock::manual(1000);
        let m = Moved::new(base, Steer::default());
        assert!(!Stated::of(&m).moved());
        m.apply(Move::Advance(86_400));
        m.apply(Move::Freeze);
        let s = Stated::of(&m);
        assert_eq!(s.header(), "now=87400; offset=86400; frozen=1");
        assert_eq!(Stated::parse(&s.header()), Some(s));
        assert!(s.moved());
        for bad in ["", "now=1", "now=x; offset=2", "garbage"] {
            assert_eq!(Stated::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn times_parse_in_the_forms_the_help_names() {
        let jan = 1_798_761_600; // 2027-01-01T00:00:00Z
        for t in [
            "2027-01-01T00:00Z",
            "2027-01-01T00:00:00Z",
            "2027-01-01",
            "2027-01-01T02:00+02:00",
            "2026-12-31T19:00:00-05:00",
            "@1798761600",
            "1798761600",
        ] {
            assert_eq!(parse_time(t), Ok(jan), "{t}");
        }
        for t in [
            "",
            "tomorrow",
            "2027-13-01",
            "2027-01-01T00:00+99:00",
            "@-5",
        ] {
            assert!(parse_time(t).is_err(), "{t}");
        }
    }
}
