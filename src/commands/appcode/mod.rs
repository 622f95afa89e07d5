//! `licensectl export`, `plan` and `apply`: the app's configuration as a TOML file under version
//! control, compared with and applied to the service (docs/app-as-code.md).

pub mod apply;
mod arrays;
mod chunks;
pub mod export;
mod have;
pub mod model;
pub mod plan;
mod read;
pub mod schema;
mod show;
pub mod want;

use anyhow::{Context as _, Result};
use clap::Args;

use crate::context::Context;
use crate::env::Env;
use crate::error::{Failure, Quiet};
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
pub struct PlanCmd {
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

/// Loads and checks a file (`-` for stdin), into the compact form `plan` compares (the text is
/// dropped once read: the service's list is read after it). A regular file laid out as
/// `export` writes it is read as it is indexed (`schema::read_file`); stdin, a pipe, and any
/// file that needs it are read whole first.
pub fn load(file: &str, env: &Env) -> Result<want::Want> {
    let want = read_want(file, env)?;
    if want.too_big() {
        return Err(Failure::Usage(format!(
            "{file}: too large: its records of one kind pass 4 GiB; split it"
        ))
        .into());
    }
    Ok(want)
}

fn read_want(file: &str, env: &Env) -> Result<want::Want> {
    let path = std::path::Path::new(file);
    if file != "-" && std::fs::metadata(path).is_ok_and(|m| m.is_file()) {
        if let Some(want) = schema::read_file(path, file, env) {
            return Ok(want);
        }
    }
    // Bounded whatever it is (`input::Text`): `/dev/zero` ends at its first byte, a stream at
    // 4 GiB, past which an app file is refused anyway.
    let bounded = |from: &mut dyn std::io::Read, name: &str| {
        let mut s = String::new();
        std::io::Read::read_to_string(
            &mut crate::input::Text::new(from, crate::input::SPOOL_MAX),
            &mut s,
        )
        .map_err(|e| Failure::Usage(format!("cannot read {name}: {e}")))?;
        Ok::<_, Failure>(s)
    };
    let text = if file == "-" {
        bounded(&mut std::io::stdin().lock(), "the app file from stdin")?
    } else {
        let mut f = std::fs::File::open(file)
            .map_err(|e| Failure::Usage(format!("cannot read {file}: {e}")))?;
        if f.metadata().is_ok_and(|m| m.is_dir()) {
            return Err(Failure::Usage(format!("cannot read {file}: it is a directory")).into());
        }
        bounded(&mut f, file)?
    };
    Ok(schema::read(&text, file, env)?)
}

/// The plan of FILE against the app: the file indexed, then each record the service lists
/// compared with it as it is read (neither side held as a tree of values).
pub async fn plan_of(cx: &mut Context, file: &str, prune: bool) -> Result<plan::Plan> {
    let want = load(file, &cx.env)?;
    let mut compare = plan::Compare::new(want);
    let missing = have::each(cx, &mut |rec| compare.have(rec))
        .await
        .context("reading the app")?;
    // What the server cannot show is neither planned nor pruned: one note per kind.
    let mut notes = Vec::new();
    for (kind, why) in &missing {
        let n = compare.want().len(*kind);
        notes.push(format!(
            "{} skipped: {why}; the file's {n} {} record(s) are not compared or applied",
            kind.section(),
            kind.noun()
        ));
    }
    let mut p = compare.finish(prune, &missing);
    plan::check(&p)?;
    notes.append(&mut p.notes);
    p.notes = notes;
    Ok(p)
}

/// Prints a plan: text lines, or the plan as JSON with `-o json`.
pub fn show(cx: &Context, p: &plan::Plan) -> Result<()> {
    if cx.out.is_json() {
        cx.out.json_of(&p.json())?;
    } else {
        p.each_line(cx.out.colour, &mut |l| cx.out.line(l))?;
    }
    Ok(())
}

/// `plan --exit-code`'s exit when nothing is known to differ but some declared fields could not
/// be compared (the server does not show them): neither "matches" (0) nor "changes" (1), and none
/// of the error codes (README, Exit codes).
pub const UNCHECKED: i32 = 8;

/// The top-level fields of a plan as JSON (`plan -o json`, `apply -o json`).
pub const PLAN_FIELDS: &[&str] = &["changes", "left_alone", "notes", "summary"];

pub async fn run_plan(cmd: PlanCmd, global: Options, env: Env) -> Result<()> {
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
