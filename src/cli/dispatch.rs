//! From parsed arguments to a command: the hand-written ones by their clap enum, the mounted
//! ones by their table (`commands::MOUNTED`), the catalogue's by path through the executor.
//! Commands get resolved `Options`, never the clap definition of the global flags.

use anyhow::Result;
use clap::ArgMatches;

use crate::cli::{Builtin, Cli, Global};
use crate::commands::{
    api,
    appstate::{apply, backup, export, plan, restore},
    completions, config, doctor, gateway, lookup, ops, report, sandbox, watch,
};
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;

/// What a hand-written command prints, for `--json` and `--jq`: records of a resource (their
/// fields are what `--json FIELDS` takes), a document (its top-level keys), or no JSON at all.
enum Prints {
    Rows(&'static licensectl_catalogue::fields::Resource),
    Document(&'static [&'static str]),
    NoJson(&'static str),
}

fn prints(b: &Builtin) -> Prints {
    use licensectl_catalogue::resources as r;
    match b {
        Builtin::Config(c) => match c.action {
            config::Action::List => Prints::Rows(&r::PROFILE),
            config::Action::Show => Prints::Rows(&r::SETTING),
            _ => Prints::NoJson("config changes profiles and prints no data"),
        },
        Builtin::Sandbox(c) => match c.action {
            sandbox::Action::Start { .. } => Prints::Rows(&r::SANDBOX_INFO),
            sandbox::Action::Outbox => Prints::Rows(&r::OUTBOX),
            sandbox::Action::Seed { .. } => Prints::Rows(&r::SEED_REPORT),
            sandbox::Action::Clock { .. } => Prints::Rows(&r::SANDBOX_CLOCK),
            sandbox::Action::Faults { .. } => Prints::Rows(&r::SANDBOX_FAULT),
            sandbox::Action::Snapshot { .. } => Prints::Rows(&r::SANDBOX_SNAPSHOT),
        },
        Builtin::Gateway(c) => match c.action {
            gateway::Action::Serve(_) => Prints::Rows(&r::GATEWAY_INFO),
            gateway::Action::Token { .. } => Prints::Rows(&r::GATEWAY_TOKEN),
            gateway::Action::Audit(_) => Prints::Rows(&r::GATEWAY_AUDIT),
        },
        Builtin::Ops(_) => Prints::Rows(&r::OPERATION),
        Builtin::Doctor(_) => Prints::Rows(&r::CHECK),
        Builtin::Completions(_) => Prints::NoJson("completions prints a shell script"),
        Builtin::Export(_) => Prints::NoJson("export writes a TOML app file"),
        Builtin::Restore(_) => Prints::Rows(&r::RESTORE_STEP),
        Builtin::Backup(_) => Prints::Document(backup::SECTIONS),
        Builtin::Lookup(_) => Prints::Document(lookup::SECTIONS),
        Builtin::Plan(_) | Builtin::Apply(_) => Prints::Document(plan::PLAN_FIELDS),
        Builtin::Api(_) => Prints::Document(&[]),
        Builtin::Report(_) => Prints::Rows(&r::REPORT),
        Builtin::Watch(_) => Prints::Rows(&r::WATCH_EVENT),
    }
}

/// `--json`/`--jq` on a hand-written command: checked against what it prints, before anything
/// runs (exit 2), never silently ignored.
fn check_select(global: &Global, b: &Builtin) -> Result<(), Failure> {
    let fields = crate::output::select::split(global.json.as_deref().unwrap_or(""));
    if global.json.is_none() && global.jq.is_none() {
        return Ok(());
    }
    let valid: Vec<&str> = match prints(b) {
        Prints::NoJson(why) => {
            return Err(Failure::Usage(format!(
                "{why}, not JSON: --json and --jq do not apply here"
            )))
        }
        Prints::Rows(res) => res.fields.iter().map(|f| f.name).collect(),
        Prints::Document(keys) => keys.to_vec(),
    };
    match fields.iter().find(|f| !valid.contains(&f.as_str())) {
        Some(f) if valid.is_empty() => Err(Failure::Usage(format!(
            "--json: this command prints the service's answer as it is; --json {f} cannot be checked: use --jq"
        ))),
        Some(f) => Err(Failure::Usage(format!(
            "--json: no field {f:?} here; its fields: {}",
            valid.join(", ")
        ))),
        None => Ok(()),
    }
}

pub async fn dispatch(cli: Cli, matches: &ArgMatches, env: Env) -> Result<()> {
    if let Some(b) = cli.builtin {
        check_select(&cli.global, &b)?;
        return match b {
            Builtin::Config(c) => config::run(c, cli.global.into(), env).await,
            Builtin::Sandbox(c) => sandbox::run(c, cli.global.into(), env).await,
            Builtin::Gateway(c) => gateway::run(c, cli.global.into(), env).await,
            Builtin::Ops(c) => ops::run(c, cli.global.into(), env),
            Builtin::Completions(c) => completions::run(c),
            Builtin::Backup(c) => backup::run(c, cli.global.into(), env).await,
            Builtin::Restore(c) => restore::run(c, cli.global.into(), env).await,
            Builtin::Api(c) => api::run(c, cli.global.into(), env).await,
            Builtin::Doctor(c) => doctor::run(c, cli.global.into(), env).await,
            Builtin::Export(c) => export::run(c, cli.global.into(), env).await,
            Builtin::Plan(c) => plan::run(c, cli.global.into(), env).await,
            Builtin::Apply(c) => apply::run(c, cli.global.into(), env).await,
            Builtin::Lookup(c) => lookup::run(c, cli.global.into(), env).await,
            Builtin::Report(c) => report::run(c, cli.global.into(), env).await,
            Builtin::Watch(c) => watch::run(c, cli.global.into(), env).await,
        };
    }
    let mut path = Vec::new();
    let mut m = matches;
    while let Some((name, inner)) = m.subcommand() {
        path.push(name);
        m = inner;
    }
    if let [group, name] = path[..] {
        if let Some(mount) = crate::commands::MOUNTED
            .iter()
            .find(|mt| mt.group == group && mt.name() == name)
        {
            return (mount.run)(m, cli.global.into(), env).await;
        }
    }
    let op = licensectl_catalogue::by_command(&path)
        .ok_or_else(|| Failure::Usage(format!("unknown command `{}`", path.join(" "))))?;
    let inv = crate::invocation::Invocation::from_matches(op, m);
    crate::output::select::check(
        op,
        cli.global.json.as_deref(),
        cli.global.show_secrets,
        inv.bulk.is_some(),
    )?;
    let mut cx = Context::new(cli.global, env)?;
    crate::exec::run(&mut cx, &inv).await
}
