//! Hand-written commands (one file each) and the dispatch from parsed arguments to a command.

pub mod api;
pub mod appcode;
pub mod backup;
mod backup_write;
pub mod completions;
pub mod config;
pub mod doctor;
pub mod lookup;
pub mod ops;
mod records;
pub mod restore;
mod restore_check;
mod restore_plan;
mod restore_users;
mod restore_validate;
pub mod sandbox;
pub mod smoke;

use anyhow::Result;
use clap::ArgMatches;

use crate::cli::{Builtin, Cli};
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;

pub async fn dispatch(cli: Cli, matches: &ArgMatches, env: Env) -> Result<()> {
    if let Some(b) = cli.builtin {
        if cli.global.json.as_deref().is_some_and(|f| !f.is_empty()) {
            return Err(Failure::Usage(
                "--json FIELDS selects fields of the service's commands; here use --json, or --jq to shape it"
                    .into(),
            )
            .into());
        }
        return match b {
            Builtin::Config(c) => config::run(c, cli.global, env).await,
            Builtin::Sandbox(c) => sandbox::run(c, cli.global, env).await,
            Builtin::Ops(c) => ops::run(c, cli.global, env),
            Builtin::Completions(c) => completions::run(c),
            Builtin::Backup(c) => backup::run(c, cli.global, env).await,
            Builtin::Restore(c) => restore::run(c, cli.global, env).await,
            Builtin::Api(c) => api::run(c, cli.global, env).await,
            Builtin::Doctor(c) => doctor::run(c, cli.global, env).await,
            Builtin::Export(c) => appcode::export::run(c, cli.global, env).await,
            Builtin::Plan(c) => appcode::run_plan(c, cli.global, env).await,
            Builtin::Apply(c) => appcode::apply::run(c, cli.global, env).await,
            Builtin::Lookup(c) => lookup::run(c, cli.global, env).await,
        };
    }
    let mut path = Vec::new();
    let mut m = matches;
    while let Some((name, inner)) = m.subcommand() {
        path.push(name);
        m = inner;
    }
    if path == ["client", "smoke"] {
        let args = smoke::args(m)?;
        let mut cx = Context::new(cli.global, env)?;
        return smoke::run(&mut cx, args).await;
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
