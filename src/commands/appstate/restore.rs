//! `licensectl restore FILE`: recreate a `licensectl backup` document in an empty application,
//! reading the document as a stream (checked whole first, then restored one record at a time).

use std::cell::RefCell;

use anyhow::{Context as _, Result};
use clap::Args;

use super::restoring::phases::{begin, restore_all};
use super::restoring::run::{interrupted, report_dry, verify, Run};
use super::shared::document::check_document;
use super::shared::stream::Source;
use crate::context::Context;
use crate::env::Env;
use crate::options::Options;

/// Recreate a backup document in an empty application
///
/// Creates, in this order: subscriptions, licenses (the same keys, levels, notes and durations),
/// users with their subscriptions (used licenses are assigned to their user again; bans, pauses,
/// HWIDs and cooldowns are re-applied), user variables, global variables, files (downloaded again
/// from their URLs), webhooks, buttons, chat channels and mutes, blacklists and settings.
/// Records are matched by name, never by level: a key is assigned with the subscription the
/// backup says it granted, whatever the target already has at that level. The target's own
/// records that collide with the backup's (a subscription the backup lacks, a setting the seller
/// API cannot change) are listed before anything is sent.
/// Passwords cannot be restored: users set theirs at their first login. Not restored either:
/// emails (the service keeps only a hash), IPs and login dates, 2FA, read-only flags of user
/// variables, reseller and manager accounts (they need a password), whitelists.
/// The document is checked whole before anything is sent, then read again one record at a time
/// (memory stays flat whatever its size); licenses are sent --jobs at a time.
/// Refuses (exit 1) when the application already has licenses or users, unless --force.
/// Interrupted (Ctrl-C, SIGTERM), it finishes the requests under way, lists what was done and what
/// was not, and exits 130; the same command run again resumes: it skips what was restored (a
/// journal in the data directory records each record and each of its requests as it is done)
/// instead of making it twice, and finishes a record cut short (by a signal or a failed request)
/// from where it stopped; a license the service refuses as existing (made by a run killed
/// before its journal said so) is taken as restored when the target's has the backup's level,
/// duration and note, and refused naming what differs otherwise.
/// A value the backup does not give (a 2022 backup does not say which variables and files are
/// members-only) is restored fail closed and said on stderr (`licensectl: unknown: …`); the exit
/// is then 1 unless --accept-unknown. A record whose request would pass the service's URL limit
/// is refused, by --dry-run too.
/// Afterwards every license, user (with their HWID, ban and variables), subscription expiry and
/// subscription is read back and compared with the document; any difference is listed and the
/// exit is 1. With --dry-run, lists what it
/// would create, one line per record, and the differences the target's server generation will
/// cause (`will differ: …`), and changes nothing.
///
/// Example: licensectl --profile staging restore app-backup.json --dry-run
#[derive(Debug, Args)]
pub struct Cmd {
    /// The backup document (`-` for stdin)
    #[arg(value_name = "FILE")]
    pub file: String,
    /// Restore even when the application already has licenses or users
    #[arg(long)]
    pub force: bool,
    /// Licenses sent at once (within the rate limit)
    #[arg(short = 'j', long, value_name = "N", default_value_t = 8,
          value_parser = clap::value_parser!(u16).range(1..=64))]
    pub jobs: u16,
    /// Exit 0 even when records took a value the backup does not give (a 2022 backup's
    /// variables and files do not say whether they are members-only: restored members-only)
    #[arg(long)]
    pub accept_unknown: bool,
}

/// Runs blocking work (reading the whole document) off the async workers.
async fn blocking<T: Send + 'static>(f: impl FnOnce() -> Result<T> + Send + 'static) -> Result<T> {
    tokio::task::spawn_blocking(f)
        .await
        .context("restore: reading the document")?
}

pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    let source = Source::open(&cmd.file)?;
    let mut cx = Context::new(global, env)?;
    // Reads are sent even under --dry-run; what changes data is only listed.
    let dry = cx.global.dry_run;
    cx.global.dry_run = false;
    let digest = {
        let s = source.clone();
        blocking(move || s.digest()).await?
    };
    let mut journal = begin(&mut cx, cmd.force, &digest).await?;
    // The whole document checked before anything is sent: a half-valid backup restores nothing.
    let mut facts = {
        let s = source.clone();
        blocking(move || check_document(&s)).await?
    };
    if !dry {
        journal.begin(!cmd.force)?;
    }
    let extra = journal.started_empty;
    let mut run = Run::new(dry, cx.out, cx.global.verbose);
    let journal = RefCell::new(journal);
    let jobs = usize::from(cmd.jobs);
    let done = restore_all(&mut cx, &source, &mut facts, &mut run, &journal, jobs).await;
    let journal = journal.into_inner();
    if let Err(e) = done {
        if run.done > 0 {
            crate::say!("licensectl: {} record(s) were restored before this failure; the same command run again skips them, and finishes a record cut short from where it stopped", run.done);
        }
        return Err(e);
    }
    if dry {
        return report_dry(run);
    }
    if run.not_done > 0 {
        return interrupted(run, &journal);
    }
    journal.finish();
    verify(&mut cx, &source, &facts, run, extra, cmd.accept_unknown).await
}
