//! `licensectl client smoke`: init → login → check → variable → logout, one timed line per step, for CI.

use std::time::Instant;

use anyhow::Result;
use clap::{ArgMatches, Args as _, FromArgMatches};
use licensectl_catalogue::desk::{smoke, Send};
use licensectl_catalogue::resources::SMOKE_STEP;
use licensectl_catalogue::Api;
use serde_json::{json, Map, Value};

use crate::context::Context;
use crate::error::{report, Failure};
use crate::prompt;

/// A fixed hardware id for smoke runs, so every run logs in from the same "machine".
pub const TEST_HWID: &str = "LICENSECTL-SMOKE-TEST-01";

/// Run the client flow once against the profile and report each step (made for CI)
///
/// Runs init, then login (--username with --password-stdin) or license login (--key), check,
/// a global variable read (only with --var) and logout. Prints one row per step with its time
/// (-o jsonl: one JSON line as each step ends; -o json: one array at the end) and stops at the
/// first failure, exiting with that step's exit code.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Example:\n  echo \"$PASSWORD\" | licensectl client smoke --username ci-bot --password-stdin --var motd"
)]
pub struct Args {
    /// Log in with this username (the password comes from --password-stdin)
    #[arg(
        long,
        value_name = "USER",
        requires = "password_stdin",
        conflicts_with = "key",
        required_unless_present = "key"
    )]
    pub username: Option<String>,
    /// Read the password from the first line of stdin
    #[arg(long)]
    pub password_stdin: bool,
    /// Log in with this license key instead (type=license; registers it on first use)
    #[arg(long, value_name = "KEY")]
    pub key: Option<String>,
    /// Hardware id to log in with
    #[arg(long, value_name = "HWID", default_value = TEST_HWID)]
    pub hwid: String,
    /// Also read this global variable (type=var); the step is skipped without it
    #[arg(long, value_name = "NAME")]
    pub var: Option<String>,
}

/// The `smoke` subcommand, for the generated `client` group.
pub fn command() -> clap::Command {
    Args::augment_args(clap::Command::new("smoke"))
}

/// One step: the client type it sends (also its name in the report) and its parameters.
struct Step {
    ty: &'static str,
    params: Vec<(String, String)>,
}

fn step(send: &Send, params: &[(&str, &str)]) -> Step {
    Step {
        ty: send.ty,
        params: params
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    }
}

/// The typed arguments, read at the command-line edge.
pub fn args(m: &ArgMatches) -> Result<Args, Failure> {
    Args::from_arg_matches(m).map_err(|e| Failure::Usage(e.to_string()))
}

pub async fn run(cx: &mut Context, args: Args) -> Result<()> {
    if cx.global.session.is_some() || cx.global.dry_run {
        return Err(Failure::Usage(
            "client smoke starts its own session and sends real requests: drop --session-stdin / LICENSECTL_SESSION / --dry-run"
                .into(),
        )
        .into());
    }
    let app_version = cx.settings.get("app_version").map(str::to_string);
    let mut steps = vec![match &app_version {
        Some(v) => step(&smoke::INIT, &[("ver", v)]),
        None => step(&smoke::INIT, &[]),
    }];
    match (&args.username, &args.key) {
        (Some(user), _) => {
            let pass = prompt::stdin_line("password")?;
            steps.push(step(
                &smoke::LOGIN,
                &[("username", user), ("pass", &pass), ("hwid", &args.hwid)],
            ));
        }
        (None, Some(key)) => {
            steps.push(step(&smoke::LICENSE, &[("key", key), ("hwid", &args.hwid)]))
        }
        (None, None) => {
            return Err(
                Failure::Usage("pass --username (with --password-stdin) or --key".into()).into(),
            )
        }
    }
    steps.push(step(&smoke::CHECK, &[]));
    if let Some(var) = &args.var {
        steps.push(step(&smoke::VAR, &[("varid", var)]));
    }
    steps.push(step(&smoke::LOGOUT, &[]));

    let mut rows = Rows {
        stream: cx.out.streams_rows(),
        done: Vec::new(),
    };
    for s in &steps {
        let op =
            licensectl_catalogue::find(Api::Client, s.ty).expect("smoke steps are catalogue types");
        let started = Instant::now();
        let result = cx.call(op, &s.params).await;
        let ms = started.elapsed().as_millis();
        match result {
            // The session each step opens or closes is kept by `Service::send`.
            Ok(_) => rows.push(cx, step_row(s.ty, ms, None))?,
            Err(e) => {
                let (code, text) = report(&e);
                let why = e
                    .downcast_ref::<Failure>()
                    .map(|f| f.message().to_string())
                    .unwrap_or(text);
                rows.push(cx, step_row(s.ty, ms, Some((code, &why))))?;
                rows.finish(cx)?;
                return Err(e.context(format!("client smoke: {}", s.ty)));
            }
        }
    }
    rows.finish(cx)
}

/// The steps' rows (`resources::SMOKE_STEP`): streamed as JSON lines, else printed together.
struct Rows {
    stream: bool,
    done: Vec<Map<String, Value>>,
}

impl Rows {
    fn push(&mut self, cx: &Context, row: Map<String, Value>) -> Result<()> {
        if self.stream {
            cx.out.rows(&SMOKE_STEP, std::slice::from_ref(&row))?;
        } else {
            self.done.push(row);
        }
        Ok(())
    }
    fn finish(&mut self, cx: &Context) -> Result<()> {
        if !self.stream {
            cx.out.rows(&SMOKE_STEP, &std::mem::take(&mut self.done))?;
        }
        Ok(())
    }
}

/// One step's record: its name, whether it worked, how long it took, and why not.
fn step_row(name: &str, ms: u128, failed: Option<(i32, &str)>) -> Map<String, Value> {
    let v = json!({
        "step": name,
        "ok": failed.is_none(),
        "ms": ms,
        "exit_code": failed.map(|f| f.0),
        "error": failed.map(|f| f.1),
    });
    v.as_object().cloned().unwrap_or_default()
}
