//! `licensectl watch TERM`: the customer's page (as `lookup` shows it), then each change as it
//! happens, one line with a time; `--all` follows the whole app's logs and sessions.
//!
//! Each poll reads only what the changes come from (the user's record and subscriptions, the
//! key's record, the logs; with `--all` the logs and sessions) through `Context::send`, so the
//! rate limiter applies. What a poll sees is compared with the last (`diff`, pure).

mod diff;

use std::time::Duration;

use anyhow::Result;
use clap::Args;
use licensectl_catalogue::desk::{self, Read};
use licensectl_catalogue::resources as r;
use serde_json::{json, Value};

use crate::answer::text;
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;
use crate::exec::read::{self, Row};
use crate::options::Options;
use crate::output::{escape_text, Audience};

pub use diff::{Event, Seen};

/// Follow one customer (or the app) live: logins, logs, bans, time
///
/// Shows the customer's page as `lookup TERM` does, then polls every --interval and prints each
/// change once, with its time: a login (the user's last login moved), a failed login (a log
/// line saying so), a new log line, a HWID or IP change, a ban or unban (of the user or the
/// key), a subscription granted, extended, expired, paused or unpaused. `--all` follows the
/// whole app's logs and sessions instead. `-o jsonl` prints each change as one JSON object.
/// Ctrl-C stops it (exit 0; SIGHUP: 130). A failed read (a lost connection, a 5xx page, a bad or
/// refused answer, a hang) is never shown as a change: it is said once on stderr and retried at
/// each interval, with "connected again" when a read succeeds.
///
/// Example (after `licensectl sandbox seed`): licensectl watch ivan --interval 5s
#[derive(Debug, Args)]
pub struct Cmd {
    /// License key or prefix, username, HWID or IP (as `lookup` takes it)
    #[arg(
        value_name = "TERM",
        add = clap_complete::engine::ArgValueCompleter::new(crate::commands::completions::term),
        required_unless_present = "all",
        conflicts_with = "all"
    )]
    pub term: Option<String>,
    /// Follow the whole app's logs and sessions instead of one customer
    #[arg(long)]
    pub all: bool,
    /// Time between polls (e.g. 500ms, 3s, 1m)
    #[arg(long, value_name = "DURATION", default_value = "3s", value_parser = interval)]
    pub interval: Duration,
}

/// The shortest interval: a poll is several requests.
const MIN_INTERVAL: Duration = Duration::from_millis(100);

fn interval(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let d = match t.strip_suffix("ms") {
        Some(ms) => Duration::from_millis(
            ms.trim()
                .parse()
                .map_err(|_| format!("invalid interval {text:?}"))?,
        ),
        None => Duration::from_secs(licensectl_catalogue::units::parse_duration(t)?),
    };
    if d < MIN_INTERVAL {
        return Err(format!("{text:?} is shorter than 100ms"));
    }
    Ok(d)
}

/// What a poll reads: in customer mode its user and key; always the logs.
struct Target {
    user: Option<String>,
    key: Option<String>,
}

/// A declared read's rows (`exec::read`); a server without the type (logs on the 2022 server)
/// has nothing of it to follow, every poll alike, so no change comes from it (as `lookup`
/// leaves that part out).
async fn rows(cx: &Context, r: &Read, params: &[(String, String)]) -> Result<Vec<Row>> {
    Ok(read::missing_is_none(read::rows(cx, r, params).await)?.unwrap_or_default())
}

/// One poll: what is there now. The user's record is `users info`'s (`read::record`: its
/// every subscription, paused and expired ones too, and its ban, which the 2022 server's
/// `userdata` leaves out); only a "not found" is a record gone (`desk::WATCH_USER`).
async fn poll(cx: &Context, t: &Target, all: bool) -> Result<Seen> {
    let mut seen = Seen::default();
    if all {
        let (logs, sessions) =
            futures::future::join(rows(cx, &desk::LOGS, &[]), rows(cx, &desk::SESSIONS, &[])).await;
        seen.logs = logs?;
        seen.sessions = sessions?;
        return Ok(seen);
    }
    let param = |name: &str, v: &Option<String>| {
        v.as_ref()
            .map(|v| vec![(name.to_string(), v.clone())])
            .unwrap_or_default()
    };
    let (user_p, key_p) = (param("user", &t.user), param("key", &t.key));
    let (record, key, logs) = futures::future::join3(
        async {
            match &t.user {
                Some(_) => read::record(cx, &desk::WATCH_USER, &user_p).await,
                None => Ok(None),
            }
        },
        async {
            match &t.key {
                // Its status is all a change is read from: the key as stored, without
                // `licenses info`'s computed fields (two more reads a poll).
                Some(_) => read::answer(cx, &desk::WATCH_LICENSE, &key_p)
                    .await
                    .map(|a| a.map(crate::answer::Reply::into_value)),
                None => Ok(None),
            }
        },
        async {
            match &t.user {
                Some(_) => rows(cx, &desk::LOGS, &[]).await,
                None => Ok(Vec::new()),
            }
        },
    )
    .await;
    let user = t.user.clone().unwrap_or_default();
    if let Some(Value::Object(mut record)) = record? {
        // Every subscription is a row of the user's (`diff` compares them by name and key).
        if let Some(Value::Array(subs)) = record.shift_remove("subscriptions") {
            seen.subs = subs
                .into_iter()
                .filter_map(|s| match s {
                    Value::Object(m) => Some(m),
                    _ => None,
                })
                .collect();
        }
        seen.user = Some(record);
    }
    seen.key = key?.and_then(|v| v.as_object().cloned());
    seen.logs = logs?
        .into_iter()
        .filter(|l| text(l, "credential") == user)
        .collect();
    Ok(seen)
}

/// `2027-01-15 08:00:05` (UTC, or local with `--local`).
fn stamp(cx: &Context, t: i64) -> String {
    let Some(at) = chrono::DateTime::from_timestamp(t, 0) else {
        return t.to_string();
    };
    if cx.out.local {
        at.with_timezone(&chrono::Local)
            .format("%Y-%m-%d %H:%M:%S")
            .to_string()
    } else {
        at.format("%Y-%m-%d %H:%M:%S").to_string()
    }
}

/// One event; `header`: the first of a CSV or TSV stream, which names the columns once.
fn print(cx: &Context, e: &Event, header: bool) -> Result<()> {
    let record = json!({
        "time": e.time,
        "event": e.event,
        "user": e.user,
        "key": e.key,
        "detail": e.detail,
    });
    let Value::Object(record) = record else {
        return Ok(());
    };
    match cx.out.audience() {
        Audience::People => {
            let who = match (&e.user, &e.key) {
                (Some(u), _) => escape_text(u).into_owned(),
                (None, Some(k)) => format!("key {}", escape_text(k)),
                (None, None) => String::new(),
            };
            cx.out.line(&format!(
                "{}  {:<12} {who}  {}",
                stamp(cx, e.time),
                e.event,
                escape_text(&e.detail)
            ))?
        }
        Audience::Json | Audience::Rows | Audience::Piped => {
            cx.out
                .record_headed(&record, Some(&r::WATCH_EVENT), header)?
        }
    }
    Ok(())
}

/// Resolves on Ctrl-C or SIGTERM (the watch is over: exit 0) or SIGHUP (the terminal went away:
/// exit 130, as bulk commands do), registered before the first poll so none is missed.
struct Interrupt {
    #[cfg(unix)]
    int: tokio::signal::unix::Signal,
    #[cfg(unix)]
    term: tokio::signal::unix::Signal,
    #[cfg(unix)]
    hup: tokio::signal::unix::Signal,
}

impl Interrupt {
    fn new() -> Result<Interrupt> {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            Ok(Interrupt {
                int: signal(SignalKind::interrupt())?,
                term: signal(SignalKind::terminate())?,
                hup: signal(SignalKind::hangup())?,
            })
        }
        #[cfg(not(unix))]
        Ok(Interrupt {})
    }
    async fn wait(&mut self) -> Result<()> {
        #[cfg(unix)]
        tokio::select! {
            _ = self.int.recv() => Ok(()),
            _ = self.term.recv() => Ok(()),
            _ = self.hup.recv() => Err(Failure::Interrupted(
                "watch: hung up (SIGHUP); stopped".into(),
            )
            .into()),
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
            Ok(())
        }
    }
}

/// Who is watched: the customer TERM names (their page printed first, as `lookup` shows it), or
/// the whole app with `--all`; and the line that says so. `None`: no customer was chosen.
async fn target(cx: &mut Context, cmd: &Cmd) -> Result<Option<(Target, String)>> {
    let Some(term) = cmd.term.as_ref().filter(|_| !cmd.all) else {
        cx.prepare().await?;
        let watching = format!(
            "licensectl: watching the app's logs and sessions every {}; Ctrl-C to stop",
            humantime(cmd.interval)
        );
        let all = Target {
            user: None,
            key: None,
        };
        return Ok(Some((all, watching)));
    };
    let Some((hit, doc)) = crate::commands::lookup::customer(cx, term).await? else {
        return Ok(None);
    };
    if cx.out.for_people() {
        crate::commands::lookup::show(cx, doc)?;
        cx.out.line("")?;
    }
    let what = hit.user.clone().or(hit.key.clone()).unwrap_or_default();
    let watching = format!(
        "licensectl: watching {} every {}; Ctrl-C to stop",
        escape_text(&what),
        humantime(cmd.interval)
    );
    let target = Target {
        user: hit.user,
        key: hit.key,
    };
    Ok(Some((target, watching)))
}

pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    let mut cx = Context::new(global, env)?;
    let mut stop = Interrupt::new()?;
    let Some((target, watching)) = target(&mut cx, &cmd).await? else {
        return Ok(());
    };
    if cx.global.dry_run {
        crate::say!("{watching}");
        return Ok(());
    }
    // Said once the first poll is in: every change made after this line is reported (a change
    // made while the first poll was under way would be its starting state, never an event).
    let mut watching = Some(watching);
    // A poll that fails is retried at the next interval, not within it: the failure is said once.
    cx.set_retries(0);
    let mut last: Option<Seen> = None;
    let mut lost = false;
    let mut header = true;
    loop {
        let own = cx.env.now();
        // Each poll reads the whole lists its record needs once (the 2022 server's ban,
        // variables, twins) and reuses them within it; the next poll reads them afresh.
        if let Ok(service) = cx.service() {
            service.lists().forget();
        }
        let polled = tokio::select! {
            s = stop.wait() => return s,
            p = poll(&cx, &target, cmd.all) => p,
        };
        // The service's time when the poll began: the poll's answers state the clock a sandbox
        // runs on (`sandbox clock` may move it between polls), so expiries are judged by it.
        let now = crate::output::now::service(own);
        match polled {
            Ok(seen) => {
                // The first read after failed ones is the start of the watch, said as such.
                if std::mem::take(&mut lost) && watching.is_none() {
                    crate::say!("licensectl: connected again");
                }
                if let Some(prev) = &last {
                    for e in diff::changes(
                        prev,
                        &seen,
                        target.user.as_deref(),
                        target.key.as_deref(),
                        now,
                    ) {
                        print(&cx, &e, header)?;
                        header = false;
                    }
                }
                last = Some(seen.with_time(now));
                if let Some(line) = watching.take() {
                    crate::say!("{line}");
                }
            }
            // A failed read is no change: the poll is dropped whole and the next one is
            // compared with the last that succeeded, so nothing is invented or replayed.
            Err(e) if is_transient(&e) => {
                if !lost {
                    crate::say!(
                        "licensectl: cannot read the service ({}); no change is shown until a read succeeds; retrying every {}",
                        crate::error::report(&e).1,
                        humantime(cmd.interval)
                    );
                    lost = true;
                }
            }
            Err(e) => return Err(e),
        }
        tokio::select! {
            s = stop.wait() => return s,
            _ = tokio::time::sleep(cmd.interval) => {}
        }
    }
}

/// A failure that may pass (a lost connection, a proxy's 5xx page, a malformed or refused answer,
/// a rate limit): retried at the next poll. A rejected key or a bad setting ends the watch.
fn is_transient(e: &anyhow::Error) -> bool {
    matches!(
        e.downcast_ref::<Failure>(),
        Some(
            Failure::Network(_)
                | Failure::RateLimited(_)
                | Failure::Answer(_)
                | Failure::Service(_)
        )
    )
}

fn humantime(d: Duration) -> String {
    if d.subsec_millis() != 0 || d.as_secs() == 0 {
        format!("{}ms", d.as_millis())
    } else {
        licensectl_catalogue::units::format_duration(d.as_secs())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intervals_take_milliseconds_and_durations() {
        assert_eq!(interval("250ms"), Ok(Duration::from_millis(250)));
        assert_eq!(interval("3s"), Ok(Duration::from_secs(3)));
        assert_eq!(interval("1m"), Ok(Duration::from_secs(60)));
        assert!(interval("10ms").is_err());
        assert!(interval("soon").is_err());
    }

    #[test]
    fn only_a_not_found_is_a_record_gone() {
        let no = |m: &str| anyhow::Error::from(Failure::Service(m.into()));
        assert!(read::is_not_found("userdata", &no("User not found")));
        assert!(read::is_not_found("info", &no("Key Not Found.")));
        assert!(!read::is_not_found(
            "userdata",
            &no("Service temporarily unavailable")
        ));
        // Only the declared answers: a failure that merely says "not found" is no user gone.
        let blip = no("Temporary failure: upstream not found, retry");
        assert!(!read::is_not_found("userdata", &blip));
        assert!(
            !read::is_not_found("userdata", &no("Key Not Found")),
            "another read's"
        );
        let broken = anyhow::Error::from(Failure::Answer("HTTP 502".into()));
        assert!(!read::is_not_found("userdata", &broken));
        assert!(is_transient(&broken));
        assert!(!is_transient(&anyhow::Error::from(Failure::Auth(
            "no".into()
        ))));
    }
}
