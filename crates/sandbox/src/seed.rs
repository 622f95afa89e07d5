//! Bulk seeding of a sandbox database with generated, realistic data (demos and benchmarks).
//!
//! Everything goes in one transaction through prepared statements, so 100,000 licenses take well
//! under a second in a release build. Seeded users have a NULL password (the first login sets it):
//! hashing 100,000 passwords with argon2 would take minutes.

use anyhow::{Context, Result};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rusqlite::{params, Connection};
use std::path::Path;
use std::time::{Duration, Instant};

use crate::store;

/// How much to generate.
#[derive(Debug, Clone)]
pub struct SeedCounts {
    pub licenses: usize,
    pub users: usize,
    /// Subscriptions (definitions), spread over levels 1–3; at least one per level is always made.
    pub subs: usize,
    /// Global application variables.
    pub vars: usize,
    /// The support desk's practice customers (`seed_desk`), added once.
    pub customers: bool,
}

impl Default for SeedCounts {
    fn default() -> SeedCounts {
        SeedCounts {
            licenses: 1000,
            users: 100,
            subs: 3,
            vars: 5,
            customers: true,
        }
    }
}

/// What was written.
#[derive(Debug, Clone, serde::Serialize)]
pub struct SeedReport {
    pub licenses: usize,
    pub unused: usize,
    pub used: usize,
    pub banned: usize,
    pub users: usize,
    pub subscriptions: usize,
    pub user_subs: usize,
    pub vars: usize,
    /// Practice customers added (each with a used key; two spare keys besides).
    pub customers: usize,
    #[serde(skip)]
    pub elapsed: Duration,
    /// Permissions found looser than they should be, and tightened (for the caller to print).
    #[serde(skip)]
    pub warnings: Vec<String>,
}

const DAY: i64 = 86_400;
const DURATIONS: &[i64] = &[1, 7, 30, 30, 30, 90, 365];
const NAMES: &[&str] = &[
    "alex", "sam", "jordan", "taylor", "morgan", "casey", "riley", "jamie", "quinn", "drew",
    "robin", "kai", "noah", "mia", "leo", "zoe", "max", "ava", "eli", "ivy",
];
const NOTES: &[&str] = &[
    "order #",
    "reseller: acme",
    "reseller: nightowl",
    "giveaway",
    "refunded once",
    "support ticket ",
    "beta tester",
];
/// Who makes keys: mostly the seller's API, then three resellers and the dashboard.
const CREATORS: &[&str] = &[
    "SellerAPI",
    "SellerAPI",
    "SellerAPI",
    "SellerAPI",
    "SellerAPI",
    "acme",
    "acme",
    "nightowl",
    "pixelshop",
    "admin",
];
/// Keys, users, logins and so expiries spread over these last days.
const SPREAD_DAYS: i64 = 90;
/// How busy each weekday is (Monday first): sales peak at the weekend.
const WEEK: [f64; 7] = [0.8, 0.7, 0.7, 0.8, 1.0, 1.0, 0.9];

/// A time in the last `days` days, weekdays weighted by `WEEK` and the recent weeks a little
/// busier (a growing app).
fn when(rng: &mut StdRng, now: i64, days: i64) -> i64 {
    loop {
        let t = now - rng.gen_range(0..days * DAY);
        // 1970-01-01 was a Thursday: day 0 is weekday 3 (Monday 0).
        let weekday = ((t.div_euclid(DAY) + 3) % 7) as usize;
        let growth = 1.0 - 0.3 * ((now - t) as f64 / (days * DAY) as f64);
        if rng.gen_bool((WEEK[weekday] * growth).clamp(0.0, 1.0)) {
            return t;
        }
    }
}

const TIERS: &[&str] = &["basic", "pro", "ultimate"];
const BAN_REASONS: &[&str] = &["chargeback", "key sharing", "cracking attempt", "abuse"];
const KEYCHARS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// Adds generated data to the database at `db_path` (created when missing), as of `now`.
///
/// Mix: ~70% of keys Not Used, ~25% Used (each by a seeded user, with the subscription the key
/// granted), ~5% Banned. Every user has at least one subscription; some have expired. Keys,
/// users, redemptions and last logins fall over the last 90 days on a weekly rhythm (busier at
/// the weekend); keys are made by the seller's API, three resellers and the dashboard (`genby`).
pub fn seed(db_path: &Path, counts: &SeedCounts, now: i64) -> Result<SeedReport> {
    seed_rng(db_path, counts, now, StdRng::from_entropy())
}

/// `seed` with a fixed random seed: the same keys, users and mix every time (snapshot tests).
pub fn seed_fixed(
    db_path: &Path,
    counts: &SeedCounts,
    now: i64,
    rng_seed: u64,
) -> Result<SeedReport> {
    seed_rng(db_path, counts, now, StdRng::seed_from_u64(rng_seed))
}

fn seed_rng(db_path: &Path, counts: &SeedCounts, now: i64, mut rng: StdRng) -> Result<SeedReport> {
    let started = Instant::now();
    let (mut conn, warnings) = store::open_private(Some(db_path))?;
    let _held = crate::inuse::hold(db_path);
    store::app_creds(&conn, None)?;
    // `now` is the caller's real time; a clock `sandbox clock` moved counts from where it stands.
    let steer = crate::controls::load_steer(store::get(&conn, crate::controls::CLOCK_KEY)?);
    let now = steer
        .frozen
        .unwrap_or_else(|| now.saturating_add(steer.offset));
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let mut report = fill_with(&tx, counts, now, &mut rng)?;
    tx.commit().context("committing the seeded data")?;
    report.elapsed = started.elapsed();
    report.warnings = warnings;
    Ok(report)
}

#[cfg(test)]
fn fill(db: &Connection, counts: &SeedCounts, now: i64) -> Result<SeedReport> {
    fill_with(db, counts, now, &mut StdRng::from_entropy())
}

fn fill_with(
    db: &Connection,
    counts: &SeedCounts,
    now: i64,
    rng: &mut StdRng,
) -> Result<SeedReport> {
    let mut report = SeedReport {
        licenses: counts.licenses,
        unused: 0,
        used: 0,
        banned: 0,
        users: counts.users,
        subscriptions: 0,
        user_subs: 0,
        vars: 0,
        customers: 0,
        elapsed: Duration::ZERO,
        warnings: Vec::new(),
    };
    // The steps draw from one generator in this order: a seed gives the same app every time.
    let by_level = add_subscriptions(db, counts, &mut report)?;
    let users = add_users(db, counts, now, rng)?;
    add_keys(db, counts, now, rng, &users, &by_level, &mut report)?;
    add_vars(db, counts, &mut report)?;
    if counts.customers {
        report.customers = crate::seed_desk::add(db, now)?;
    }
    Ok(report)
}

/// Subscriptions: one per level at least, then more spread round-robin over the levels; their
/// names by level.
fn add_subscriptions(
    db: &Connection,
    counts: &SeedCounts,
    report: &mut SeedReport,
) -> Result<[Vec<String>; 3]> {
    let mut by_level: [Vec<String>; 3] = Default::default();
    let mut add_sub =
        db.prepare("INSERT OR IGNORE INTO subscriptions (name, level) VALUES (?1, ?2)")?;
    for i in 0..counts.subs.max(3) {
        let level = i % 3;
        let name = match i / 3 {
            0 => TIERS[level].to_string(),
            n => format!("{}-{}", TIERS[level], n + 1),
        };
        report.subscriptions += add_sub.execute(params![name, (level + 1).to_string()])?;
        by_level[level].push(name);
    }
    Ok(by_level)
}

/// Users, with their creation time: names continue after any existing rows so seeding twice
/// adds rather than collides.
fn add_users(
    db: &Connection,
    counts: &SeedCounts,
    now: i64,
    rng: &mut StdRng,
) -> Result<Vec<(String, i64)>> {
    let first: i64 = db.query_row("SELECT COALESCE(MAX(id), 0) FROM users", [], |r| r.get(0))?;
    let mut add_user = db.prepare(
        "INSERT INTO users (username, password, hwid, ip, owner, createdate, lastlogin) VALUES (?1, NULL, ?2, ?3, 'SellerAPI', ?4, ?5)",
    )?;
    let mut users = Vec::with_capacity(counts.users);
    for i in 0..counts.users {
        let name = format!("{}{}", NAMES[i % NAMES.len()], first + 1 + i as i64);
        let created = when(rng, now, SPREAD_DAYS).min(now - 60);
        // Last seen: most users came back recently, some never after their first days.
        let last = if rng.gen_bool(0.7) {
            (now - rng.gen_range(0..14 * DAY)).max(created)
        } else {
            rng.gen_range(created..now)
        };
        let hwid = format!(
            "S-1-5-21-{}-{}-{}-{}",
            rng.gen_range(1_000_000_000u32..4_000_000_000),
            rng.gen_range(1_000_000_000u32..4_000_000_000),
            rng.gen_range(1_000_000_000u32..4_000_000_000),
            rng.gen_range(1000..2000)
        );
        let ip = format!(
            "{}.{}.{}.{}",
            rng.gen_range(11..223),
            rng.gen::<u8>(),
            rng.gen::<u8>(),
            rng.gen_range(1..255)
        );
        add_user.execute(params![name, hwid, ip, created, last])?;
        users.push((name, created));
    }
    Ok(users)
}

/// A license key's text, six groups of six, into `key`.
fn random_key(rng: &mut StdRng, key: &mut String) {
    key.clear();
    for g in 0..6 {
        if g > 0 {
            key.push('-');
        }
        key.extend((0..6).map(|_| *KEYCHARS.choose(rng).unwrap_or(&b'0') as char));
    }
}

/// A note on four keys in ten, some numbered (`order #4711`).
fn random_note(rng: &mut StdRng) -> Option<String> {
    rng.gen_bool(0.4).then(|| {
        let n = NOTES.choose(rng).unwrap_or(&"");
        if n.ends_with(' ') || n.ends_with('#') {
            format!("{n}{}", rng.gen_range(1000..99_999))
        } else {
            n.to_string()
        }
    })
}

/// Keys: Used ones go round-robin to the users, so each user gets at least one when there are
/// more used keys than users; with no users there can be no Used keys. Users no key reached
/// were given a subscription by the seller (as `adduser` does).
fn add_keys(
    db: &Connection,
    counts: &SeedCounts,
    now: i64,
    rng: &mut StdRng,
    users: &[(String, i64)],
    by_level: &[Vec<String>; 3],
    report: &mut SeedReport,
) -> Result<()> {
    let mut add_key = db.prepare(
        "INSERT INTO keys (key, note, expires, status, level, genby, gendate, usedon, usedby, banned) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
    )?;
    let mut add_user_sub = db.prepare(
        "INSERT INTO subs (user, subscription, expiry, key, paused) VALUES (?1, ?2, ?3, ?4, 0)",
    )?;
    let mut has_sub = vec![false; users.len()];
    let mut key = String::with_capacity(41);
    for _ in 0..counts.licenses {
        random_key(rng, &mut key);
        let level = rng.gen_range(0..3);
        let expires = DURATIONS.choose(rng).unwrap_or(&30) * DAY;
        let gendate = when(rng, now, SPREAD_DAYS);
        let genby = CREATORS[rng.gen_range(0..CREATORS.len())];
        let note = random_note(rng);
        let roll = rng.gen_range(0..100);
        let (status, usedon, usedby, banned) = if roll < 5 {
            report.banned += 1;
            let reason = BAN_REASONS.choose(rng).unwrap_or(&"abuse");
            ("Banned", None, None, Some(*reason))
        } else if roll < 30 && !users.is_empty() {
            let u = report.used % users.len();
            let (user, created) = &users[u];
            // Redeemed a few days after it was made (or the user arrived), on the week's rhythm.
            let from = gendate.max(*created);
            let usedon = (from + rng.gen_range(0..7 * DAY)).min(now);
            let sub = by_level[level].choose(rng).context("no subscription")?;
            add_user_sub.execute(params![user, sub, usedon + expires, key])?;
            has_sub[u] = true;
            report.used += 1;
            report.user_subs += 1;
            ("Used", Some(usedon), Some(user.as_str()), None)
        } else {
            report.unused += 1;
            ("Not Used", None, None, None)
        };
        let level = (level + 1).to_string();
        add_key.execute(params![
            key, note, expires, status, level, genby, gendate, usedon, usedby, banned
        ])?;
    }
    for ((user, created), had) in users.iter().zip(&has_sub) {
        if !had {
            let sub = by_level[0].choose(rng).context("no subscription")?;
            let days = DURATIONS.choose(rng).unwrap_or(&30);
            add_user_sub.execute(params![user, sub, created + days * DAY, None::<String>])?;
            report.user_subs += 1;
        }
    }
    Ok(())
}

/// Variables: three an app would use, then numbered settings; every third one public.
fn add_vars(db: &Connection, counts: &SeedCounts, report: &mut SeedReport) -> Result<()> {
    let mut add_var =
        db.prepare("INSERT OR IGNORE INTO vars (varid, msg, authed) VALUES (?1, ?2, ?3)")?;
    for i in 0..counts.vars {
        let (name, msg) = match i {
            0 => ("latest_version".to_string(), "1.4.2".to_string()),
            1 => (
                "download_url".into(),
                "https://example.com/app/latest.zip".into(),
            ),
            2 => ("motd".into(), "Welcome back! Servers are up.".into()),
            n => (format!("setting_{n}"), format!("value {n}")),
        };
        report.vars += add_var.execute(params![name, msg, i % 3 != 2])?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_the_counts_consistently() {
        let dir = std::env::temp_dir().join(format!("seed-test-{}", std::process::id()));
        let path = dir.join("s.db");
        let _ = std::fs::remove_file(&path);
        let counts = SeedCounts {
            licenses: 2000,
            users: 200,
            subs: 5,
            vars: 4,
            customers: false,
        };
        let r = seed(&path, &counts, 1_800_000_000).unwrap();
        assert_eq!(r.unused + r.used + r.banned, 2000);
        assert!((300..700).contains(&r.used), "used {}", r.used);
        assert!((40..200).contains(&r.banned), "banned {}", r.banned);
        assert_eq!((r.subscriptions, r.vars), (5, 4));

        let db = store::open(Some(&path)).unwrap();
        let n = |sql: &str| -> i64 { db.query_row(sql, [], |r| r.get(0)).unwrap() };
        assert_eq!(n("SELECT COUNT(*) FROM keys"), 2000);
        assert_eq!(n("SELECT COUNT(*) FROM users"), 200);
        assert_eq!(
            n("SELECT COUNT(*) FROM keys WHERE status = 'Used'"),
            r.used as i64
        );
        // Every Used key names an existing user and granted a subscription of its level.
        assert_eq!(
            n("SELECT COUNT(*) FROM keys k WHERE k.status = 'Used' AND NOT EXISTS (SELECT 1 FROM users u WHERE u.username = k.usedby)"),
            0
        );
        assert_eq!(
            n("SELECT COUNT(*) FROM keys k WHERE k.status = 'Used' AND NOT EXISTS (SELECT 1 FROM subs s JOIN subscriptions d ON d.name = s.subscription WHERE s.key = k.key AND s.user = k.usedby AND d.level = k.level)"),
            0
        );
        assert_eq!(
            n("SELECT COUNT(*) FROM keys WHERE status != 'Used' AND usedby IS NOT NULL"),
            0
        );
        assert_eq!(
            n("SELECT COUNT(*) FROM keys WHERE status = 'Banned' AND banned IS NULL"),
            0
        );
        assert_eq!(n("SELECT COUNT(*) FROM users u WHERE NOT EXISTS (SELECT 1 FROM subs s WHERE s.user = u.username)"), 0);
        assert_eq!(n("SELECT COUNT(*) FROM users WHERE password IS NOT NULL OR hwid IS NULL OR ip IS NULL"), 0);
        assert_eq!(n("SELECT COUNT(DISTINCT level) FROM subscriptions"), 3);
        assert_eq!(n("SELECT COUNT(DISTINCT key) FROM keys"), 2000);

        // Seeding again adds users under new names instead of colliding.
        let again = SeedCounts {
            licenses: 10,
            users: 10,
            subs: 3,
            vars: 0,
            customers: false,
        };
        seed(&path, &again, 1_800_000_000).unwrap();
        assert_eq!(n("SELECT COUNT(*) FROM users"), 210);
        assert_eq!(n("SELECT COUNT(*) FROM keys"), 2010);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn no_users_means_no_used_keys() {
        let db = store::open(None).unwrap();
        let counts = SeedCounts {
            licenses: 300,
            users: 0,
            subs: 3,
            vars: 0,
            customers: false,
        };
        let r = fill(&db, &counts, 1_800_000_000).unwrap();
        assert_eq!(r.used, 0);
        assert_eq!(r.unused + r.banned, 300);
        let used: i64 = db
            .query_row("SELECT COUNT(*) FROM keys WHERE status = 'Used'", [], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(used, 0);
    }
}
