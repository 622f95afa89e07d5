//! The support desk's practice customers: fixed names, keys and states (banned, paused, expired,
//! HWID-locked, two users on one HWID, muted), so the README's tickets run as written.
//!
//! Times are relative to the seeding `now`. Seeding twice adds them once.

use anyhow::Result;
use rusqlite::{params, Connection};

const DAY: i64 = 86_400;
const HOUR: i64 = 3_600;

/// One practice customer.
struct Customer {
    user: &'static str,
    hwid: Option<&'static str>,
    ip: &'static str,
    created_days_ago: i64,
    last_login_ago: i64,
    ban: Option<&'static str>,
    key: &'static str,
    /// Subscription the key granted, and its level.
    sub: (&'static str, &'static str),
    duration_days: i64,
    used_days_ago: i64,
    note: Option<&'static str>,
    /// Seconds left, frozen (`users pause`), instead of an expiry.
    paused_left: Option<i64>,
}

const SHARED_HWID: &str = "S-1-5-21-2857031946-1199435001-3922151007-1001";

const CUSTOMERS: &[Customer] = &[
    // Ticket 1: "my key doesn't work" — it ran out ten days ago.
    Customer {
        user: "dana",
        hwid: Some("S-1-5-21-1004336348-1177238915-682003330-1012"),
        ip: "203.0.113.14",
        created_days_ago: 45,
        last_login_ago: 10 * DAY + 2 * HOUR,
        ban: None,
        key: "DANA7Q-K2XDP9-M4TRVB-3N8WZC-5L1HJF-6G0SYE",
        sub: ("basic", "1"),
        duration_days: 30,
        used_days_ago: 40,
        note: Some("order #51734"),
        paused_left: None,
    },
    // Ticket 2: a new PC — the old HWID is locked in; the log shows the refusals.
    Customer {
        user: "erik",
        hwid: Some("S-1-5-21-3623811015-3361044348-30300820-1013"),
        ip: "198.51.100.23",
        created_days_ago: 80,
        last_login_ago: 3 * DAY,
        ban: None,
        key: "ERIK4M-3W8RTQ-N7XK2P-9VB5LC-H1JD6F-0GSYA2",
        sub: ("pro", "2"),
        duration_days: 90,
        used_days_ago: 20,
        note: Some("reseller: acme"),
        paused_left: None,
    },
    // Ticket 3: wants more time — two days left.
    Customer {
        user: "fiona",
        hwid: Some("S-1-5-21-2402985113-1584934003-1930281024-1008"),
        ip: "203.0.113.77",
        created_days_ago: 30,
        last_login_ago: 5 * HOUR,
        ban: None,
        key: "FIONA3-P8QW2E-R5TY7U-I9OP1A-S4DF6G-H2JK0L",
        sub: ("basic", "1"),
        duration_days: 30,
        used_days_ago: 28,
        note: None,
        paused_left: None,
    },
    // Ticket 4: banned by mistake — the ban also blacklisted the HWID and IP.
    Customer {
        user: "hana",
        hwid: Some("S-1-5-21-1846305220-2471539063-405298855-1004"),
        ip: "198.51.100.61",
        created_days_ago: 60,
        last_login_ago: 2 * DAY,
        ban: Some("chargeback (the bank reversed it by mistake)"),
        key: "HANA8Z-X3C5VB-N7M1QW-E9R2TY-U4I6OP-A8S0DF",
        sub: ("pro", "2"),
        duration_days: 90,
        used_days_ago: 15,
        note: Some("order #52210"),
        paused_left: None,
    },
    // Ticket 5: "which key did I buy?" — found by name, HWID or IP.
    Customer {
        user: "ivan",
        hwid: Some("S-1-5-21-4150295714-2043982871-1175031482-1001"),
        ip: "203.0.113.105",
        created_days_ago: 120,
        last_login_ago: HOUR,
        ban: None,
        key: "IVAN2K-L9M3N5-B7V1C4-X6Z8Q0-W2E4R6-T8Y0U1",
        sub: ("ultimate", "3"),
        duration_days: 365,
        used_days_ago: 100,
        note: Some("order #48213"),
        paused_left: None,
    },
    // Paused: twelve days frozen.
    Customer {
        user: "gus",
        hwid: Some("S-1-5-21-1318442290-3080162214-2209104478-1001"),
        ip: "198.51.100.88",
        created_days_ago: 50,
        last_login_ago: 9 * DAY,
        ban: None,
        key: "GUS5H7-J9K1L3-Z5X7C9-V1B3N5-M7Q9W1-E3R5T7",
        sub: ("pro", "2"),
        duration_days: 30,
        used_days_ago: 18,
        note: None,
        paused_left: Some(12 * DAY),
    },
    // Two users on one HWID (a shared or resold PC).
    Customer {
        user: "jack",
        hwid: Some(SHARED_HWID),
        ip: "203.0.113.201",
        created_days_ago: 70,
        last_login_ago: DAY,
        ban: None,
        key: "JACK9P-O8I7U6-Y5T4R3-E2W1Q0-A9S8D7-F6G5H4",
        sub: ("basic", "1"),
        duration_days: 90,
        used_days_ago: 60,
        note: None,
        paused_left: None,
    },
    Customer {
        user: "jill",
        hwid: Some(SHARED_HWID),
        ip: "203.0.113.202",
        created_days_ago: 6,
        last_login_ago: 4 * HOUR,
        ban: None,
        key: "JILL1A-2S3D4F-5G6H7J-8K9L0Z-1X2C3V-4B5N6M",
        sub: ("basic", "1"),
        duration_days: 30,
        used_days_ago: 6,
        note: None,
        paused_left: None,
    },
    // Muted in chat for three more days; never locked to a PC.
    Customer {
        user: "kim",
        hwid: None,
        ip: "198.51.100.140",
        created_days_ago: 25,
        last_login_ago: 6 * HOUR,
        ban: None,
        key: "KIM7Y6-T5R4E3-W2Q1A0-S9D8F7-G6H5J4-K3L2Z1",
        sub: ("pro", "2"),
        duration_days: 30,
        used_days_ago: 10,
        note: None,
        paused_left: None,
    },
];

/// A key nobody redeemed yet, and a banned one nobody can.
const SPARE_KEYS: &[(&str, &str, &str, Option<&str>)] = &[
    (
        "SPARE1-Q2W3E4-R5T6Y7-U8I9O0-P1A2S3-D4F5G6",
        "Not Used",
        "order #52391",
        None,
    ),
    (
        "BANNED-9Z8X7C-6V5B4N-3M2L1K-0J9H8G-7F6D5S",
        "Banned",
        "leaked on a forum",
        Some("key sharing"),
    ),
];

/// Adds the practice customers; returns how many users were added (0 when already there).
pub fn add(db: &Connection, now: i64) -> Result<usize> {
    let there: i64 = db.query_row(
        "SELECT COUNT(*) FROM users WHERE username = ?1",
        [CUSTOMERS[0].user],
        |r| r.get(0),
    )?;
    if there > 0 {
        return Ok(0);
    }
    for (sub, level) in [("basic", "1"), ("pro", "2"), ("ultimate", "3")] {
        db.execute(
            "INSERT OR IGNORE INTO subscriptions (name, level) VALUES (?1, ?2)",
            params![sub, level],
        )?;
    }
    for c in CUSTOMERS {
        let created = now - c.created_days_ago * DAY;
        db.execute(
            "INSERT INTO users (username, password, hwid, ip, owner, createdate, lastlogin, banned) VALUES (?1, NULL, ?2, ?3, 'SellerAPI', ?4, ?5, ?6)",
            params![c.user, c.hwid, c.ip, created, now - c.last_login_ago, c.ban],
        )?;
        let used = now - c.used_days_ago * DAY;
        let duration = c.duration_days * DAY;
        db.execute(
            "INSERT INTO keys (key, note, expires, status, level, genby, gendate, usedon, usedby) VALUES (?1, ?2, ?3, 'Used', ?4, 'SellerAPI', ?5, ?6, ?7)",
            params![c.key, c.note, duration, c.sub.1, used - DAY, used, c.user],
        )?;
        let (expiry, paused) = match c.paused_left {
            Some(left) => (left, 1),
            None => (used + duration, 0),
        };
        db.execute(
            "INSERT INTO subs (user, subscription, expiry, key, paused) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![c.user, c.sub.0, expiry, c.key, paused],
        )?;
        if c.ban.is_some() {
            if let Some(h) = c.hwid {
                db.execute("INSERT INTO bans (hwid, type) VALUES (?1, 'hwid')", [h])?;
            }
            db.execute("INSERT INTO bans (ip, type) VALUES (?1, 'ip')", [c.ip])?;
        }
    }
    for (key, status, note, ban) in SPARE_KEYS {
        db.execute(
            "INSERT INTO keys (key, note, expires, status, level, genby, gendate, banned) VALUES (?1, ?2, ?3, ?4, '1', 'SellerAPI', ?5, ?6)",
            params![key, note, 30 * DAY, status, now - 3 * DAY, ban],
        )?;
    }
    db.execute(
        "INSERT INTO uservars (name, data, user) VALUES ('tier', 'gold', 'fiona')",
        [],
    )?;
    db.execute(
        "INSERT INTO chatmutes (user, time) VALUES ('kim', ?1)",
        [now + 3 * DAY],
    )?;
    for (ago, text) in [
        (3 * DAY, "login ok"),
        (2 * HOUR, "login refused: HWID doesn't match"),
        (HOUR, "login refused: HWID doesn't match"),
    ] {
        db.execute(
            "INSERT INTO logs (logdate, logdata, credential, pcuser) VALUES (?1, ?2, 'erik', 'ERIK-NEW-PC')",
            params![now - ago, text],
        )?;
    }
    db.execute(
        "INSERT INTO sessions (id, credential, expiry, created_at, validated, ip) VALUES (?1, 'ivan', ?2, ?3, 1, '203.0.113.105')",
        params![format!("{:032x}", rand::random::<u128>()), now + HOUR, now - HOUR],
    )?;
    Ok(CUSTOMERS.len())
}
