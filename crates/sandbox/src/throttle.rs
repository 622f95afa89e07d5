//! Wrong seller keys, counted per source address: past `LIMIT` in a minute, every seller request
//! from that address is refused (429) until the minute is over — the right key too, or guessing
//! would go on. In memory and bounded: at most `MAX_ADDRESSES` addresses (IPv6 by /64, the block
//! one host usually holds); when the table is full of live entries, new addresses share one count.
//!
//! The table is public and keyed by anything (`Throttle<K>`): the gateway (src/gateway/) counts
//! wrong tokens per address and wrong customer credentials per address and per user with it.

use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;
use std::sync::Mutex;

use subtle::ConstantTimeEq;

use crate::handler::{fail_status, Query, Reply};
use crate::store::AppCreds;

/// Wrong keys an address may send per window.
pub const LIMIT: u32 = 20;
/// Seconds a window lasts, from the first wrong key.
pub const WINDOW: i64 = 60;
pub const MAX_ADDRESSES: usize = 4096;

pub const THROTTLED: &str = "Too many wrong seller keys from this address. Try again in 1 minute.";

#[derive(Default, Clone, Copy)]
struct Window {
    start: i64,
    wrong: u32,
}

impl Window {
    fn live(&self, now: i64) -> bool {
        now - self.start < WINDOW
    }
}

/// Wrong attempts counted per key (an address by default), at most `limit` a window.
pub struct Throttle<K = IpAddr> {
    table: Mutex<Table<K>>,
    limit: u32,
}

impl<K> Default for Throttle<K> {
    fn default() -> Throttle<K> {
        Throttle::with_limit(LIMIT)
    }
}

struct Table<K> {
    by_addr: HashMap<K, Window>,
    overflow: Window,
}

/// The address an entry is kept under: IPv4 as is (IPv4-mapped IPv6 too), IPv6 by its /64.
pub fn bucket(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6((u128::from(v6) & !((1u128 << 64) - 1)).into()),
        },
        v4 => v4,
    }
}

impl Throttle<IpAddr> {
    /// Counts a wrong key from `ip` (when `right_key` is false) and tells whether the request may
    /// go on: no more than `LIMIT` wrong keys from the address in the current window.
    pub fn admit(&self, ip: IpAddr, now: i64, right_key: bool) -> bool {
        self.admit_key(bucket(ip), now, right_key)
    }
}

impl<K> Throttle<K> {
    /// A table allowing `limit` wrong attempts a key per window.
    pub fn with_limit(limit: u32) -> Throttle<K> {
        Throttle {
            table: Mutex::new(Table {
                by_addr: HashMap::new(),
                overflow: Window::default(),
            }),
            limit,
        }
    }
}

impl<K: Hash + Eq> Throttle<K> {
    /// `admit` for any key: counts a wrong attempt under `key` (when `right_key` is false) and
    /// tells whether the request may go on; with `right_key` it only asks, counting nothing.
    pub fn admit_key(&self, key: K, now: i64, right_key: bool) -> bool {
        let Ok(mut t) = self.table.lock() else {
            return true;
        };
        let table = &mut *t;
        if !table.by_addr.contains_key(&key) {
            if right_key {
                return true;
            }
            if table.by_addr.len() >= MAX_ADDRESSES {
                table.by_addr.retain(|_, w| w.live(now));
            }
        }
        let w = if table.by_addr.len() < MAX_ADDRESSES || table.by_addr.contains_key(&key) {
            table.by_addr.entry(key).or_default()
        } else {
            &mut table.overflow
        };
        if !w.live(now) {
            *w = Window {
                start: now,
                wrong: 0,
            };
        }
        if !right_key {
            w.wrong = w.wrong.saturating_add(1);
        }
        w.wrong <= self.limit
    }

    #[cfg(test)]
    fn tracked(&self) -> usize {
        self.table.lock().unwrap().by_addr.len()
    }
}

/// The seller API's answer before any work when `ip` has sent too many wrong keys.
pub(crate) fn gate(
    t: &Throttle,
    creds: &AppCreds,
    q: &Query,
    ip: IpAddr,
    now: i64,
) -> Option<Reply> {
    let right: bool = q
        .str("sellerkey")
        .as_bytes()
        .ct_eq(creds.seller_key.as_bytes())
        .into();
    (!t.admit(ip, now, right)).then(|| fail_status(429, THROTTLED))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn an_address_past_the_limit_waits_out_the_window() {
        let t = Throttle::default();
        let (a, b) = (ip("198.51.100.1"), ip("198.51.100.2"));
        for _ in 0..LIMIT {
            assert!(t.admit(a, 1000, false));
        }
        assert!(!t.admit(a, 1000, false), "one wrong key too many");
        assert!(!t.admit(a, 1030, true), "the right key waits too");
        assert!(t.admit(b, 1030, false), "another address is not held up");
        assert!(t.admit(a, 1000 + WINDOW, true), "the next window is open");
        assert!(t.admit(a, 1000 + WINDOW, false));
    }

    #[test]
    fn the_right_key_is_never_counted_and_ipv6_is_counted_by_its_64() {
        let t = Throttle::default();
        for _ in 0..1000 {
            assert!(t.admit(ip("198.51.100.1"), 5, true));
        }
        assert_eq!(t.tracked(), 0, "right keys leave no state");
        for i in 0..=LIMIT {
            let host = ip(&format!("2001:db8:1:2::{i:x}"));
            assert_eq!(t.admit(host, 5, false), i < LIMIT, "{host}");
        }
        assert_eq!(t.tracked(), 1);
    }

    #[test]
    fn state_is_bounded_however_many_addresses_guess() {
        let t = Throttle::default();
        let many = |start: u32, now: i64| {
            for n in start..start + 2 * MAX_ADDRESSES as u32 {
                t.admit(IpAddr::V4(n.into()), now, false);
            }
        };
        many(0x0a00_0000, 10);
        assert_eq!(t.tracked(), MAX_ADDRESSES);
        // The overflow's addresses share one count, so they are throttled together.
        assert!(!t.admit(ip("203.0.113.250"), 10, false));
        // Expired entries make room again.
        many(0x0b00_0000, 10 + WINDOW);
        assert_eq!(t.tracked(), MAX_ADDRESSES);
        assert!(t.admit(ip("10.0.0.1"), 10 + 2 * WINDOW, false));
    }
}
