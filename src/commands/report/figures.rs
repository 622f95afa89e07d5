//! The report's numbers, computed from compact rows of the service's lists: pure, unit-tested.
//!
//! Days are UTC days. A key's term ends at `usedon + expires` (the service lists no user's
//! subscriptions in bulk: extensions made later are not seen; docs/report.md).

use std::collections::{BTreeMap, HashMap};

use serde_json::{json, Map, Value};

pub const DAY: i64 = 86_400;

/// A license, as much of it as the report needs.
#[derive(Debug, Clone, Default)]
pub struct Key {
    pub status: Status,
    pub level: i64,
    pub gendate: i64,
    pub genby: String,
    pub usedon: Option<i64>,
    pub usedby: Option<String>,
    pub expires: i64,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Status {
    #[default]
    Unused,
    Used,
    Banned,
}

/// A user, as much of it as the report needs.
#[derive(Debug, Clone, Default)]
pub struct User {
    pub name: String,
    pub created: i64,
    pub last_login: Option<i64>,
    pub banned: bool,
}

/// The period reported on: `[since, until)`, `days` UTC days from `since` (a day boundary).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub since: i64,
    pub until: i64,
    pub days: usize,
}

impl Period {
    /// The `days` UTC days ending with the one `until` falls in (`until` itself excluded).
    pub fn ending(until: i64, days: usize) -> Period {
        let days = days.max(1);
        let last_day = (until - 1).div_euclid(DAY) * DAY;
        Period {
            since: last_day - (days as i64 - 1) * DAY,
            until,
            days,
        }
    }

    /// From `since` (rounded down to its day) to `until`.
    pub fn between(since: i64, until: i64) -> Period {
        let since = since.div_euclid(DAY) * DAY;
        let until = until.max(since + 1);
        let days = ((until - since + DAY - 1) / DAY) as usize;
        Period { since, until, days }
    }

    /// The period of the same number of days just before this one.
    pub fn previous(&self) -> Period {
        let since = self.since - self.days as i64 * DAY;
        Period {
            since,
            until: self.since,
            days: self.days,
        }
    }

    /// The day `t` falls in, when inside the period.
    pub fn day(&self, t: i64) -> Option<usize> {
        (t >= self.since && t < self.until).then(|| ((t - self.since) / DAY) as usize)
    }

    pub fn contains(&self, t: i64) -> bool {
        t >= self.since && t < self.until
    }
}

/// One day's counts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DayCounts {
    pub keys_created: u64,
    pub keys_redeemed: u64,
    pub new_users: u64,
    pub last_logins: u64,
    pub expired: u64,
    /// Per creator: (created, redeemed).
    pub by_creator: BTreeMap<String, (u64, u64)>,
}

/// Everything the report shows.
#[derive(Debug, Clone)]
pub struct Report {
    pub period: Period,
    pub previous: Period,
    pub days: Vec<DayCounts>,
    pub previous_days: Vec<DayCounts>,
    pub figures: Vec<Figure>,
    /// Creator -> (created, redeemed, previous created, previous redeemed).
    pub creators: BTreeMap<String, [u64; 4]>,
    pub renewals: Vec<Renewal>,
    /// Level -> (unused, used, banned).
    pub mix: BTreeMap<i64, [u64; 3]>,
    pub warnings: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Figure {
    pub id: &'static str,
    pub title: &'static str,
    pub value: Option<u64>,
    pub previous: Option<u64>,
    pub note: Option<&'static str>,
}

impl Figure {
    /// The figure as people read it, on the page and in the HTML alike: this period, the
    /// previous one (`—` where unknown), and the change or the note that stands for it.
    pub fn shown(&self) -> (String, String, String) {
        let cell = |v: Option<u64>| v.map_or("—".to_string(), |v| v.to_string());
        let note = match (self.value, self.previous, self.note) {
            (_, _, Some(n)) => n.to_string(),
            (Some(v), Some(p), None) => change(v, p),
            _ => "now".into(),
        };
        (cell(self.value), cell(self.previous), note)
    }

    /// How the change reads at a glance: good when it went the way an owner hopes (more keys,
    /// users, logins; fewer expiries and bans), bad the other way; none when it did not move or
    /// there is nothing to compare.
    pub fn tone(&self) -> Option<licensectl_catalogue::fields::Tone> {
        use licensectl_catalogue::fields::Tone;
        let (Some(v), Some(p), None) = (self.value, self.previous, self.note) else {
            return None;
        };
        let up_is_bad = WORSE_WHEN_UP.contains(&self.id);
        match v.cmp(&p) {
            std::cmp::Ordering::Equal => None,
            std::cmp::Ordering::Greater if up_is_bad => Some(Tone::Bad),
            std::cmp::Ordering::Greater => Some(Tone::Good),
            std::cmp::Ordering::Less if up_is_bad => Some(Tone::Good),
            std::cmp::Ordering::Less => Some(Tone::Bad),
        }
    }
}

/// The figures an owner wants lower: their rise is coloured as bad news.
const WORSE_WHEN_UP: &[&str] = &["expired", "churned", "banned_keys", "banned_users", "bans"];

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Renewal {
    pub subscription: String,
    pub level: i64,
    pub due_7d: u64,
    pub due_30d: u64,
    pub churned: u64,
    pub previous_churned: u64,
}

fn series(p: &Period, keys: &[Key], users: &[User], now: i64) -> Vec<DayCounts> {
    let mut days = vec![DayCounts::default(); p.days];
    for k in keys {
        if let Some(d) = p.day(k.gendate) {
            days[d].keys_created += 1;
            days[d].by_creator.entry(k.genby.clone()).or_default().0 += 1;
        }
        if let Some(on) = k.usedon.filter(|t| *t > 0) {
            if let Some(d) = p.day(on) {
                days[d].keys_redeemed += 1;
                days[d].by_creator.entry(k.genby.clone()).or_default().1 += 1;
            }
            let end = licensectl_catalogue::units::term_end(on, k.expires);
            if end <= now {
                if let Some(d) = p.day(end) {
                    days[d].expired += 1;
                }
            }
        }
    }
    for u in users {
        if let Some(d) = p.day(u.created) {
            days[d].new_users += 1;
        }
        if let Some(d) = u.last_login.and_then(|t| p.day(t)) {
            days[d].last_logins += 1;
        }
    }
    days
}

/// Per (user, level): the latest end of a term among keys redeemed before `asof`.
fn latest_ends(keys: &[Key], asof: i64) -> HashMap<(&str, i64), i64> {
    let mut out: HashMap<(&str, i64), i64> = HashMap::new();
    for k in keys {
        let (Some(on), Some(user)) = (k.usedon.filter(|t| *t > 0), k.usedby.as_deref()) else {
            continue;
        };
        if on >= asof || user.is_empty() {
            continue;
        }
        let end = licensectl_catalogue::units::term_end(on, k.expires);
        let e = out.entry((user, k.level)).or_insert(end);
        *e = (*e).max(end);
    }
    out
}

/// The most key creators (`genby`) the report lists, overall and per day: the service may hold
/// keys from any number of resellers, and a list of every one per day grows without bound.
pub const CREATORS_LISTED: usize = 50;

/// Keeps the `CREATORS_LISTED` creators with the most keys created (then redeemed) in the
/// period, in `creators` and in each day's `by_creator`; returns how many were left out.
fn cap_creators(
    creators: &mut BTreeMap<String, [u64; 4]>,
    days: &mut [DayCounts],
    previous_days: &mut [DayCounts],
) -> usize {
    if creators.len() <= CREATORS_LISTED {
        return 0;
    }
    let mut ranked: Vec<(&String, &[u64; 4])> = creators.iter().collect();
    ranked.sort_by(|a, b| (b.1[0], b.1[1], b.1[2], b.1[3]).cmp(&(a.1[0], a.1[1], a.1[2], a.1[3])));
    let kept: std::collections::HashSet<String> = ranked
        .into_iter()
        .take(CREATORS_LISTED)
        .map(|(c, _)| c.clone())
        .collect();
    let left_out = creators.len() - kept.len();
    creators.retain(|c, _| kept.contains(c));
    for d in days.iter_mut().chain(previous_days.iter_mut()) {
        d.by_creator.retain(|c, _| kept.contains(c));
    }
    left_out
}

/// Builds the report. `subs` names each level's subscriptions (`fetchallsubs`).
pub fn build(
    period: Period,
    keys: &[Key],
    users: &[User],
    subs: &[(String, i64)],
    now: i64,
) -> Report {
    let previous = period.previous();
    let mut days = series(&period, keys, users, now);
    let mut previous_days = series(&previous, keys, users, now);
    let renewals = renewals((&period, &previous), keys, subs, now);
    let mix = license_mix(keys);
    let mut creators = creators(&days, &previous_days);
    let left_out = cap_creators(&mut creators, &mut days, &mut previous_days);
    let counted = Counted {
        days: &days,
        previous_days: &previous_days,
        due: renewals.due,
        churn: renewals.churn,
        banned_keys: mix.values().map(|m| m[2]).sum(),
        banned_users: users.iter().filter(|u| u.banned).count() as u64,
    };
    let figures = figures(&counted);
    Report {
        period,
        previous,
        days,
        previous_days,
        figures,
        creators,
        renewals: renewals.levels.into_values().collect(),
        mix,
        warnings: warnings(left_out, &period, now),
    }
}

/// What the figures are read from.
struct Counted<'a> {
    days: &'a [DayCounts],
    previous_days: &'a [DayCounts],
    /// Due in 7 days, due in 30 days, then the same for the previous period.
    due: [u64; 4],
    /// Terms ended and not renewed: this period, the previous one.
    churn: [u64; 2],
    banned_keys: u64,
    banned_users: u64,
}

impl Counted<'_> {
    /// A daily count summed over each period.
    fn per_day(&self, id: &'static str, title: &'static str, f: fn(&DayCounts) -> u64) -> Figure {
        let total = |ds: &[DayCounts]| ds.iter().map(f).sum::<u64>();
        compared(id, title, [total(self.days), total(self.previous_days)])
    }
}

/// A figure of this period beside the previous one's.
fn compared(id: &'static str, title: &'static str, [now, before]: [u64; 2]) -> Figure {
    Figure {
        id,
        title,
        value: Some(now),
        previous: Some(before),
        note: None,
    }
}

/// A figure the lists give only as it is now (what is banned now, not what was before).
fn now_only(id: &'static str, title: &'static str, now: u64) -> Figure {
    Figure {
        id,
        title,
        value: Some(now),
        previous: None,
        note: None,
    }
}

/// A figure owners ask for that the service keeps no record of: shown, and said so.
fn not_recorded(id: &'static str, title: &'static str) -> Figure {
    Figure {
        id,
        title,
        value: None,
        previous: None,
        note: Some("not recorded by the service"),
    }
}

/// The figures, in the order shown.
fn figures(c: &Counted) -> Vec<Figure> {
    vec![
        c.per_day("keys_created", "Keys created", |d| d.keys_created),
        c.per_day("keys_redeemed", "Keys redeemed", |d| d.keys_redeemed),
        c.per_day("new_users", "New users", |d| d.new_users),
        c.per_day("last_logins", "Users last seen", |d| d.last_logins),
        c.per_day("expired", "Subscriptions expired", |d| d.expired),
        compared("churned", "Expired, not renewed", c.churn),
        compared("due_7d", "Renewals due in 7 days", [c.due[0], c.due[2]]),
        compared("due_30d", "Renewals due in 30 days", [c.due[1], c.due[3]]),
        now_only("banned_keys", "Banned keys (now)", c.banned_keys),
        now_only("banned_users", "Banned users (now)", c.banned_users),
        not_recorded("bans", "Bans in the period"),
        not_recorded("hwid_resets", "HWID resets in the period"),
    ]
}

/// Each level's renewals, and the counts over all levels.
struct Renewals {
    levels: BTreeMap<i64, Renewal>,
    /// As `Counted::due` and `Counted::churn`.
    due: [u64; 4],
    churn: [u64; 2],
}

/// Renewals due from each period's end; churn: a term that ended in the period (and is over)
/// with no later one for the same user and level. Per level for this period (churn for both).
fn renewals(
    (period, previous): (&Period, &Period),
    keys: &[Key],
    subs: &[(String, i64)],
    now: i64,
) -> Renewals {
    let mut names: BTreeMap<i64, Vec<&str>> = BTreeMap::new();
    for (name, level) in subs {
        names.entry(*level).or_default().push(name);
    }
    let mut levels: BTreeMap<i64, Renewal> = BTreeMap::new();
    let mut due = [0u64; 4];
    let mut churn = [0u64; 2];
    for (p, slot) in [(period, 0usize), (previous, 1usize)] {
        for ((_, level), end) in latest_ends(keys, p.until) {
            let r = levels.entry(level).or_insert_with(|| Renewal {
                subscription: names
                    .get(&level)
                    .map(|n| n.join(", "))
                    .unwrap_or_else(|| format!("level {level}")),
                level,
                due_7d: 0,
                due_30d: 0,
                churned: 0,
                previous_churned: 0,
            });
            let from = p.until;
            if end >= from && end < from + 7 * DAY {
                due[slot * 2] += 1;
                if slot == 0 {
                    r.due_7d += 1;
                }
            }
            if end >= from && end < from + 30 * DAY {
                due[slot * 2 + 1] += 1;
                if slot == 0 {
                    r.due_30d += 1;
                }
            }
            if p.contains(end) && end <= now {
                churn[slot] += 1;
                if slot == 0 {
                    r.churned += 1;
                } else {
                    r.previous_churned += 1;
                }
            }
        }
    }
    Renewals { levels, due, churn }
}

/// Level -> (unused, used, banned) keys now.
fn license_mix(keys: &[Key]) -> BTreeMap<i64, [u64; 3]> {
    let mut mix: BTreeMap<i64, [u64; 3]> = BTreeMap::new();
    for k in keys {
        let m = mix.entry(k.level).or_default();
        match k.status {
            Status::Unused => m[0] += 1,
            Status::Used => m[1] += 1,
            Status::Banned => m[2] += 1,
        }
    }
    mix
}

/// Creator -> (created, redeemed, previous created, previous redeemed).
fn creators(days: &[DayCounts], previous_days: &[DayCounts]) -> BTreeMap<String, [u64; 4]> {
    let mut creators: BTreeMap<String, [u64; 4]> = BTreeMap::new();
    for (ds, off) in [(days, 0), (previous_days, 2)] {
        for d in ds {
            for (c, (made, redeemed)) in &d.by_creator {
                let e = creators.entry(c.clone()).or_default();
                e[off] += made;
                e[off + 1] += redeemed;
            }
        }
    }
    creators
}

/// What the reader should know: creators left out, a period still to come.
fn warnings(left_out: usize, period: &Period, now: i64) -> Vec<String> {
    let mut warnings = Vec::new();
    if left_out > 0 {
        warnings.push(format!(
            "{left_out} more key creators are not listed: the report lists the {CREATORS_LISTED} that created and redeemed the most keys in the period; every total counts all keys"
        ));
    }
    if period.since > now {
        warnings.push(format!(
            "the period ({} to {}) is wholly in the future: nothing has happened in it yet, so its figures are 0",
            date(period.since),
            date(period.until - 1)
        ));
    }
    warnings
}

/// `YYYY-MM-DD` of a Unix time (UTC).
pub fn date(t: i64) -> String {
    chrono::DateTime::from_timestamp(t, 0)
        .map(|d| d.format("%Y-%m-%d").to_string())
        .unwrap_or_else(|| t.to_string())
}

/// The report as the document `resources::REPORT` declares.
pub fn document(r: &Report) -> Map<String, Value> {
    let several = r.creators.len() > 1;
    let days: Vec<Value> = r
        .days
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let start = r.period.since + i as i64 * DAY;
            let by: Vec<Value> = if several {
                d.by_creator
                    .iter()
                    .map(|(c, (m, u))| json!({"creator": c, "keys_created": m, "keys_redeemed": u}))
                    .collect()
            } else {
                Vec::new()
            };
            json!({
                "date": date(start),
                "start": start,
                "keys_created": d.keys_created,
                "keys_redeemed": d.keys_redeemed,
                "new_users": d.new_users,
                "last_logins": d.last_logins,
                "expired": d.expired,
                "by_creator": by,
            })
        })
        .collect();
    let figures: Vec<Value> = r
        .figures
        .iter()
        .map(|f| {
            json!({"figure": f.id, "title": f.title, "value": f.value, "previous": f.previous, "note": f.note})
        })
        .collect();
    let creators: Vec<Value> = r
        .creators
        .iter()
        .map(|(c, n)| {
            json!({"creator": c, "keys_created": n[0], "keys_redeemed": n[1], "previous_created": n[2], "previous_redeemed": n[3]})
        })
        .collect();
    let renewals: Vec<Value> = r
        .renewals
        .iter()
        .map(|x| {
            json!({"subscription": x.subscription, "level": x.level, "due_7d": x.due_7d, "due_30d": x.due_30d, "churned": x.churned, "previous_churned": x.previous_churned})
        })
        .collect();
    let mix: Vec<Value> = r
        .mix
        .iter()
        .map(|(l, n)| json!({"level": l, "unused": n[0], "used": n[1], "banned": n[2]}))
        .collect();
    let mut doc = Map::new();
    doc.insert("since".into(), json!(r.period.since));
    doc.insert("until".into(), json!(r.period.until));
    doc.insert("period_days".into(), json!(r.period.days));
    doc.insert("previous_since".into(), json!(r.previous.since));
    doc.insert("previous_until".into(), json!(r.previous.until));
    doc.insert("figures".into(), Value::Array(figures));
    doc.insert("days".into(), Value::Array(days));
    doc.insert("resellers".into(), Value::Array(creators));
    doc.insert("renewals".into(), Value::Array(renewals));
    doc.insert("mix".into(), Value::Array(mix));
    doc.insert("warnings".into(), json!(r.warnings));
    doc
}

/// `+12%`, `-3%`, `new`, or empty when nothing changed.
pub fn change(value: u64, previous: u64) -> String {
    match (value, previous) {
        (v, p) if v == p => "same".into(),
        (_, 0) => "new".into(),
        (v, p) => {
            let pct = (v as f64 - p as f64) * 100.0 / p as f64;
            format!("{:+.0}%", pct)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000; // 2027-01-15 08:00 UTC

    fn key(gendate: i64, used: Option<(i64, &str)>, expires: i64, genby: &str) -> Key {
        Key {
            status: if used.is_some() {
                Status::Used
            } else {
                Status::Unused
            },
            level: 1,
            gendate,
            genby: genby.into(),
            usedon: used.map(|u| u.0),
            usedby: used.map(|u| u.1.to_string()),
            expires,
        }
    }

    #[test]
    fn periods_are_whole_utc_days_ending_today() {
        let p = Period::ending(NOW, 30);
        assert_eq!(p.since % DAY, 0);
        assert_eq!(p.day(NOW - 1), Some(29));
        assert_eq!(p.day(p.since), Some(0));
        assert_eq!(p.day(p.since - 1), None);
        let q = p.previous();
        assert_eq!((q.until, q.since), (p.since, p.since - 30 * DAY));
        let b = Period::between(p.since + 5, p.since + 2 * DAY);
        assert_eq!((b.since, b.days), (p.since, 2));
    }

    #[test]
    fn counts_fall_on_their_days_and_the_previous_period() {
        let p = Period::ending(NOW, 7);
        let keys = vec![
            key(NOW - 10, Some((NOW - 5, "ann")), 30 * DAY, "SellerAPI"),
            key(NOW - 10, None, 30 * DAY, "acme"),
            key(NOW - 9 * DAY, None, DAY, "acme"),
            // Ended 3 days ago and not renewed: churn. Redeemed in the previous period.
            key(
                NOW - 20 * DAY,
                Some((NOW - 10 * DAY, "bob")),
                7 * DAY,
                "acme",
            ),
            // Ends in 5 days: due.
            key(
                NOW - 40 * DAY,
                Some((NOW - 25 * DAY, "cy")),
                30 * DAY,
                "acme",
            ),
        ];
        let users = vec![User {
            name: "ann".into(),
            created: NOW - 2 * DAY,
            last_login: Some(NOW - 60),
            banned: true,
        }];
        let r = build(p, &keys, &users, &[("basic".into(), 1)], NOW);
        assert_eq!(r.days[6].keys_created, 2);
        assert_eq!(r.days[6].keys_redeemed, 1);
        assert_eq!(r.days[6].last_logins, 1);
        assert_eq!(r.days.iter().map(|d| d.new_users).sum::<u64>(), 1);
        let f = |id: &str| r.figures.iter().find(|f| f.id == id).unwrap().clone();
        assert_eq!(
            (f("keys_created").value, f("keys_created").previous),
            (Some(2), Some(1))
        );
        assert_eq!(f("keys_redeemed").previous, Some(1));
        assert_eq!(f("churned").value, Some(1));
        assert_eq!(f("due_7d").value, Some(1));
        assert_eq!(f("banned_users").value, Some(1));
        assert_eq!(f("bans").value, None);
        assert_eq!(r.renewals[0].subscription, "basic");
        assert_eq!(r.creators["acme"][0], 1);
        assert_eq!(r.creators["acme"][2], 1);
        let doc = document(&r);
        assert_eq!(doc["days"].as_array().unwrap().len(), 7);
        assert_eq!(doc["days"][6]["date"], date(NOW));
    }

    #[test]
    fn a_renewed_term_is_no_churn() {
        let p = Period::ending(NOW, 30);
        let keys = vec![
            key(NOW - 50 * DAY, Some((NOW - 40 * DAY, "ann")), 30 * DAY, "x"),
            key(NOW - 50 * DAY, Some((NOW - 11 * DAY, "ann")), 30 * DAY, "x"),
        ];
        let r = build(p, &keys, &[], &[], NOW);
        assert_eq!(
            r.figures.iter().find(|f| f.id == "churned").unwrap().value,
            Some(0)
        );
        assert_eq!(
            r.days.iter().map(|d| d.expired).sum::<u64>(),
            1,
            "the first term still ended"
        );
    }
}
