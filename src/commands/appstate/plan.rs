//! `licensectl plan FILE`: what `apply` would change in the app, compared record by record
//! (`appcode`).

use anyhow::Result;
use clap::Args;

use super::appcode::{plan_of, show};
use crate::context::Context;
use crate::env::Env;
use crate::error::Quiet;
use crate::options::Options;

/// Show what `apply` would change in the app
///
/// Reads the app and compares it with FILE: each record to create, to change (old → new, field
/// by field), to replace (delete + create, where the seller API cannot change a field in place)
/// and, with --prune, to delete; and the records left alone because FILE does not declare them.
/// Sends only reads. A field this server does not show (a 2022 variable's `authed`) is named in
/// a note, never said to match; the plan sets it as FILE says where the service can. With
/// --exit-code, exits 1 when there is something to change (as `git diff --exit-code`), 8 when
/// nothing is known to differ but some fields could not be compared; errors keep their own codes.
///
/// Example: licensectl plan app.toml --exit-code
#[derive(Debug, Args)]
pub struct Cmd {
    /// The app file (`-` for stdin)
    #[arg(value_name = "FILE")]
    pub file: String,
    /// Also plan deleting the records of declared kinds that FILE does not list
    #[arg(long)]
    pub prune: bool,
    /// Exit 1 when there are changes, 8 when some fields could not be compared, 0 when neither
    #[arg(long)]
    pub exit_code: bool,
}

/// `plan --exit-code`'s exit when nothing is known to differ but some declared fields could not
/// be compared (the server does not show them): neither "matches" (0) nor "changes" (1), and none
/// of the error codes (README, Exit codes).
pub const UNCHECKED: i32 = 8;

/// The top-level fields of a plan as JSON (`plan -o json`, `apply -o json`).
pub const PLAN_FIELDS: &[&str] = &["changes", "left_alone", "notes", "summary"];

pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    let mut cx = Context::new(global, env)?;
    let p = plan_of(&mut cx, &cmd.file, cmd.prune).await?;
    show(&cx, &p)?;
    if cmd.exit_code && p.known_changes() > 0 {
        return Err(Quiet(1).into());
    }
    if cmd.exit_code && p.unchecked() {
        return Err(Quiet(UNCHECKED).into());
    }
    Ok(())
}
