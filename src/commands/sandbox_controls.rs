//! `licensectl sandbox clock …` and `sandbox faults …`: the sandbox's controls, sent to its
//! `/sandbox/` endpoints (a running sandbox's, or the embedded one's, which keeps them in its
//! database for the next command).

use anyhow::Result;
use clap::Subcommand;
use licensectl_catalogue::resources::{SANDBOX_CLOCK, SANDBOX_FAULT, SANDBOX_SNAPSHOT};
use licensectl_catalogue::Op;
use serde_json::Value;

use crate::context::Context;
use crate::error::Failure;
use crate::service::http;

#[derive(Debug, Subcommand)]
pub enum ClockAction {
    /// Show the sandbox's time (the default)
    Show,
    /// Set the time: 2027-01-01T00:00Z, 2027-01-01 or unix seconds (@1800000000)
    ///
    /// A frozen clock stays frozen at the new time; otherwise time flows on from it. Back to
    /// real time: `sandbox clock reset`.
    ///
    /// Example: licensectl sandbox clock set 2027-01-01T00:00Z
    Set {
        #[arg(value_name = "TIME")]
        time: String,
    },
    /// Move the time by a duration (90s, 15m, 12h, 30d, 2w, 1y; -2h moves it back)
    ///
    /// Example: licensectl sandbox clock advance 30d
    Advance {
        #[arg(value_name = "DURATION", allow_hyphen_values = true)]
        by: String,
    },
    /// Stop the clock where it stands
    Freeze,
    /// Let real time flow again, from where the clock stands
    Resume,
    /// Back to real time: no offset, not frozen
    ///
    /// Example: licensectl sandbox clock reset
    Reset,
}

#[derive(Debug, Subcommand)]
pub enum FaultsAction {
    /// Switch a fault on (docs/sandbox.md: what each kind does)
    ///
    /// KIND: latency (ARG: 300ms, or a range 100ms-2s), a status 500-599 (a proxy's HTML error
    /// page), unavailable, malformed, drop, hang or ratelimit. Without --next or --share it
    /// applies to every request it matches.
    ///
    /// Example: licensectl sandbox faults add latency 300ms --share 0.2 --api client
    Add {
        #[arg(value_name = "KIND")]
        kind: String,
        /// latency's duration or range
        #[arg(value_name = "ARG")]
        arg: Option<String>,
        /// Only the next N matching requests
        #[arg(long, value_name = "N", conflicts_with = "share")]
        next: Option<u64>,
        /// This share of matching requests (0 < F <= 1)
        #[arg(long, value_name = "F")]
        share: Option<f64>,
        /// Only this API's requests
        #[arg(long, value_parser = ["seller", "client"])]
        api: Option<String>,
        /// Only this operation's requests, its type as the service spells it (login,
        /// fetchallkeys, loginEmail; licensectl ops): one no request of the API carries is refused
        #[arg(long = "type", value_name = "OP")]
        ty: Option<String>,
    },
    /// List the faults switched on with their hits (the default); warns of one that has let
    /// 20 requests pass without a match
    List,
    /// Switch every fault off (hanging requests are let go)
    Clear,
}

#[derive(Debug, Subcommand)]
pub enum SnapshotAction {
    /// Save the sandbox's whole state as NAME (replacing a snapshot of that name)
    ///
    /// Example: licensectl sandbox snapshot save fixtures
    Save {
        #[arg(value_name = "NAME")]
        name: String,
    },
    /// Replace the sandbox's whole state with snapshot NAME, at once
    ///
    /// Every record, the clock and the faults become the snapshot's; a request sees all of the
    /// old state or all of the new. A running sandbox loads only its own app's snapshots.
    ///
    /// Example: licensectl sandbox snapshot load fixtures
    Load {
        #[arg(value_name = "NAME")]
        name: String,
    },
    /// List the snapshots (the default)
    List,
    /// Delete snapshot NAME (asks on a terminal; --yes elsewhere)
    ///
    /// Example: licensectl sandbox snapshot delete fixtures --yes
    Delete {
        #[arg(value_name = "NAME")]
        name: String,
    },
}

/// A snapshot name as the sandbox takes it, checked before anything runs (exit 2). Not a clap
/// value parser: clap's error repeats the value raw (a line break in it would start a line of
/// its own); this one shows it escaped.
pub fn snapshot_name(name: &str) -> Result<(), Failure> {
    licensectl_sandbox::check_snapshot_name(name).map_err(Failure::Usage)
}

/// The spec `sandbox faults add` sends, checked here (exit 2) before anything is sent.
pub fn fault_spec(
    kind: &str,
    arg: Option<&str>,
    next: Option<u64>,
    share: Option<f64>,
    api: Option<&str>,
    ty: Option<&str>,
) -> Result<String, Failure> {
    let mut spec = kind.to_string();
    if let Some(a) = arg {
        spec = format!("{spec}:{a}");
    }
    for (name, value) in [
        ("next", next.map(|n| n.to_string())),
        ("share", share.map(|s| s.to_string())),
        ("api", api.map(str::to_string)),
        ("type", ty.map(str::to_string)),
    ] {
        if let Some(v) = value {
            if v.contains(',') {
                return Err(Failure::Usage(format!("--{name} {v:?}: no commas")));
            }
            spec.push_str(&format!(",{name}={v}"));
        }
    }
    licensectl_sandbox::Fault::parse(&spec)
        .map(|f| f.spec())
        .map_err(|e| Failure::Usage(format!("sandbox faults add: {e}")))
}

/// Sends one control request and returns its answer, or the failure it means: a wrong key is
/// exit 4 (as for any seller command), controls switched off exit 3, a refused value exit 2.
async fn control(cx: &mut Context, op: &Op, pairs: &[(&str, String)]) -> Result<Value> {
    cx.ensure_service().await?;
    let base = http::base(
        cx.settings.require("base_url")?,
        cx.global.allow_insecure_http,
    )?;
    let mut url = base
        .join(op.ty)
        .map_err(|e| Failure::Config(e.to_string()))?;
    url.query_pairs_mut()
        .append_pair("sellerkey", cx.settings.require("seller_key")?);
    for (k, v) in pairs {
        url.query_pairs_mut().append_pair(k, v);
    }
    let h = http::Http::new(std::time::Duration::from_secs(30))?;
    let resp = h.get(&url).await?;
    let message = || {
        serde_json::from_slice::<Value>(&resp.body)
            .ok()
            .and_then(|v| v["message"].as_str().map(str::to_string))
            .unwrap_or_default()
    };
    match resp.status {
        403 => return Err(Failure::Config(message()).into()),
        400 => return Err(Failure::Usage(message()).into()),
        _ => {}
    }
    crate::answer::classify(op, resp.status, &resp.body).map_err(|e| match e {
        Failure::Auth(_) | Failure::Service(_) => e.into(),
        e => anyhow::anyhow!("{e} (is the base URL a licensectl sandbox?)"),
    })
}

const CLOCK: Op = Op::seller("sandbox/clock", "sandbox clock", "");
const FAULTS: Op =
    Op::seller("sandbox/faults", "sandbox faults", "").list("faults", &SANDBOX_FAULT);

const SNAPSHOTS: Op =
    Op::seller("sandbox/snapshots", "sandbox snapshot", "").list("snapshots", &SANDBOX_SNAPSHOT);

/// `sandbox snapshot [ACTION]`.
pub async fn snapshot(cx: &mut Context, action: Option<SnapshotAction>) -> Result<()> {
    let (action, name) = match action.unwrap_or(SnapshotAction::List) {
        SnapshotAction::List => ("list", None),
        SnapshotAction::Save { name } => ("save", Some(name)),
        SnapshotAction::Load { name } => ("load", Some(name)),
        SnapshotAction::Delete { name } => ("delete", Some(name)),
    };
    if let Some(n) = &name {
        snapshot_name(n)?;
    }
    if action == "delete" {
        cx.ensure_service().await?;
        let what = format!(
            "This will delete snapshot {} of {}",
            name.as_deref().unwrap_or(""),
            cx.target()
        );
        crate::prompt::confirm(
            cx.interactive(),
            cx.global.yes,
            &what,
            "sandbox snapshot delete",
        )?;
    }
    let mut pairs = vec![("action", action.to_string())];
    if let Some(n) = &name {
        pairs.push(("name", n.clone()));
    }
    let v = control(cx, &SNAPSHOTS, &pairs).await?;
    let rows = crate::answer::values(&SNAPSHOTS, &v);
    let name = name.unwrap_or_default();
    match action {
        "load" => crate::say!(
            "licensectl: loaded snapshot {name}: the sandbox's records, clock and faults are the snapshot's"
        ),
        "delete" => crate::say!("licensectl: deleted snapshot {name}"),
        "save" if v["replaced"] == true => {
            crate::say!("licensectl: saved snapshot {name} (replacing the one of that name)")
        }
        _ => {}
    }
    if matches!(action, "list" | "save") {
        cx.out.rows(&SANDBOX_SNAPSHOT, &rows)?;
    }
    Ok(())
}

/// `sandbox clock [ACTION]`.
pub async fn clock(cx: &mut Context, action: Option<ClockAction>) -> Result<()> {
    let pairs: Vec<(&str, String)> = match action.unwrap_or(ClockAction::Show) {
        ClockAction::Show => vec![],
        ClockAction::Set { time } if time.trim().eq_ignore_ascii_case("now") => {
            return Err(Failure::Usage(
                "sandbox clock set now: the clock's \"now\" is what it moves; `sandbox clock reset` returns it to real time".into(),
            )
            .into())
        }
        ClockAction::Set { time } => {
            let at = licensectl_sandbox::parse_time(&time).map_err(Failure::Usage)?;
            vec![("action", "set".into()), ("at", at.to_string())]
        }
        ClockAction::Advance { by } => {
            let (sign, rest) = match by.trim().strip_prefix('-') {
                Some(r) => ("-", r),
                None => ("", by.trim().trim_start_matches('+')),
            };
            let secs = licensectl_catalogue::units::parse_duration(rest)
                .map_err(|e| Failure::Usage(format!("sandbox clock advance: {e}")))?;
            vec![
                ("action", "advance".into()),
                ("by", format!("{sign}{secs}s")),
            ]
        }
        ClockAction::Freeze => vec![("action", "freeze".into())],
        ClockAction::Resume => vec![("action", "resume".into())],
        ClockAction::Reset => vec![("action", "reset".into())],
    };
    let v = control(cx, &CLOCK, &pairs).await?;
    let mut row = serde_json::Map::new();
    for f in SANDBOX_CLOCK.fields {
        row.insert(f.name.to_string(), v[f.name].clone());
    }
    cx.out.record_of(&row, Some(&SANDBOX_CLOCK))?;
    Ok(())
}

/// `sandbox faults [ACTION]`.
pub async fn faults(cx: &mut Context, action: Option<FaultsAction>) -> Result<()> {
    let pairs: Vec<(&str, String)> = match action.unwrap_or(FaultsAction::List) {
        FaultsAction::List => vec![],
        FaultsAction::Clear => vec![("action", "clear".into())],
        FaultsAction::Add {
            kind,
            arg,
            next,
            share,
            api,
            ty,
        } => {
            let spec = fault_spec(
                &kind,
                arg.as_deref(),
                next,
                share,
                api.as_deref(),
                ty.as_deref(),
            )?;
            vec![("action", "add".into()), ("spec", spec)]
        }
    };
    let clearing = pairs.first().is_some_and(|(_, a)| a == "clear");
    let v = control(cx, &FAULTS, &pairs).await?;
    if clearing {
        let n = v["cleared"].as_u64().unwrap_or(0);
        crate::say!("licensectl: {n} fault(s) switched off");
        return Ok(());
    }
    let rows = crate::answer::values(&FAULTS, &v);
    for r in rows.iter().filter(|r| r["waiting"] == true) {
        let spec = crate::escape::escape_value(r["spec"].as_str().unwrap_or(""));
        crate::say!(
            "licensectl: warning: fault {} ({spec}) has let {} requests pass without a match and never fired: is its --api/--type what the app sends? (licensectl ops)",
            r["id"],
            r["missed"]
        );
    }
    cx.out.rows(&SANDBOX_FAULT, &rows)?;
    Ok(())
}
