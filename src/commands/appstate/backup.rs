//! `licensectl backup [FILE]`: the whole application as one JSON document, read with the seller API.

use std::io::Write;

use anyhow::Result;
use clap::Args;
use licensectl_catalogue::kinds::SUBSCRIPTIONS;
use serde_json::Value;

use super::dump::gather::document;
use super::dump::write::{write, Spool};
pub use super::shared::document::SECTIONS;
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;
use crate::options::Options;

/// Save the whole app as one JSON document (licenses, users, …)
///
/// Reads licenses, users with their subscriptions and variables, subscriptions, global
/// variables, files, webhooks, buttons, chat channels and mutes, blacklists, settings and
/// reseller/manager accounts. Secrets (app secret, hashes, tokens, the Sellix secret) are left out; whitelisted IPs
/// cannot be listed through the seller API and are recorded as unavailable. FILE is created
/// with mode 0600 (the document holds HWIDs, IPs and user data); without FILE, or with `-`,
/// the document goes to stdout. `licensectl restore FILE` recreates it in an empty application.
///
/// Example: licensectl backup app-backup.json
#[derive(Debug, Args)]
pub struct Cmd {
    /// File to write [default: stdout]
    #[arg(value_name = "FILE")]
    pub file: Option<String>,
}

fn count(doc: &Value, key: &str) -> usize {
    doc.get(key).and_then(Value::as_array).map_or(0, Vec::len)
}

pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    let mut cx = Context::new(global, env)?;
    let to_file = cmd.file.as_deref().is_some_and(|f| f != "-");
    if cx.out.select.is_some() && to_file {
        return Err(Failure::Usage(
            "--json and --jq shape what backup prints; `backup FILE` writes the whole document: leave out FILE to filter it".into(),
        )
        .into());
    }
    // The users are spooled beside FILE (the disk the backup goes to), else (no FILE, or a
    // directory that cannot hold it: `save` names it after the reads) in the temporary directory.
    let beside = cmd.file.as_deref().filter(|_| to_file).map(|path| {
        let dir = std::path::Path::new(path).parent();
        let dir = dir.filter(|d| !d.as_os_str().is_empty());
        Spool::new(dir.unwrap_or(std::path::Path::new(".")))
    });
    let spool = match beside {
        Some(Ok(spool)) => spool,
        _ => {
            let dir = std::env::temp_dir();
            Spool::new(&dir).map_err(|e| {
                anyhow::anyhow!(
                    "backup: cannot make a temporary file in {} for the users: {e} (TMPDIR chooses another directory)",
                    dir.display()
                )
            })?
        }
    };
    let (doc, parts) = document(&mut cx, spool).await?;
    if cx.global.dry_run {
        return Ok(());
    }
    let users = parts.users.len();
    if cx.out.select.is_some() {
        // Filtered: the document is put together in memory, then selected like any answer.
        let mut text = Vec::new();
        write(&mut text, &doc, parts)?;
        let v: Value = serde_json::from_slice(&text)?;
        cx.out.json(&v)?;
        return Ok(());
    }
    match cmd.file.as_deref() {
        None | Some("-") => {
            let stdout = crate::output::stdout();
            // Guarded: the document is JSON, so a customer's ESC or U+202E goes out as JSON's
            // `\u202e` (the same values), never raw to a terminal.
            let mut out = crate::redact::Lines::new(stdout, !cx.out.show_secrets).guarded(true);
            write(&mut out, &doc, parts)?;
            out.flush()?;
        }
        Some(path) => {
            let path = std::path::Path::new(path);
            let n = crate::output::file::save(path, "the backup", |out| write(out, &doc, parts))?;
            crate::say!(
                "licensectl: wrote the backup ({n} licenses, {users} users, {} subscriptions) to {}{}",
                count(&doc, SUBSCRIPTIONS.section),
                path.display(),
                crate::output::file::private_note(path)
            );
        }
    }
    Ok(())
}
