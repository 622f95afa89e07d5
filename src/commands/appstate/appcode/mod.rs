//! `licensectl export`, `plan` and `apply`: the app's configuration as a TOML file under version
//! control, compared with and applied to the service (docs/app-as-code.md).

mod arrays;
mod chunks;
pub mod diff;
mod have;
pub mod model;
pub mod outcome;
pub mod read;
pub mod render;
pub mod schema;
mod show;
pub mod want;

use anyhow::{Context as _, Result};

use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;

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
        crate::input::read_to_string(from, crate::input::SPOOL_MAX)
            .map_err(|e| Failure::Usage(format!("cannot read {name}: {e}")))
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
pub async fn plan_of(cx: &mut Context, file: &str, prune: bool) -> Result<diff::Plan> {
    let want = load(file, &cx.env)?;
    let mut compare = diff::Compare::new(want);
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
    diff::check(&p)?;
    notes.append(&mut p.notes);
    p.notes = notes;
    Ok(p)
}

/// Prints a plan: text lines, or the plan as JSON with `-o json`.
pub fn show(cx: &Context, p: &diff::Plan) -> Result<()> {
    if cx.out.is_json() {
        cx.out.json_of(&p.json())?;
    } else {
        p.each_line(cx.out.colour, &mut |l| cx.out.line(l))?;
    }
    Ok(())
}
