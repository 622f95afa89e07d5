//! `licensectl lookup TERM`: everything about one customer in one command, for the support desk.
//!
//! The reads are declared in `licensectl_catalogue::desk`: the `FIND` lists go out at once, then
//! the chosen user's `PER_USER` reads at once; all through `Context::send`, so the client-side rate
//! limiter and retries apply as for any command.

mod doc;
mod find;
pub(crate) mod next;
pub(crate) mod page;
mod rows;

use std::collections::HashMap;

use anyhow::{Context as _, Result};
use clap::Args;
use licensectl_catalogue::desk;
use serde_json::{json, Map, Value};

use crate::answer::Reply;
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;
use crate::exec::read;
use crate::options::Options;

pub use find::{hits, Hit};
pub use rows::{Lists, Row, Rows};

/// One customer whole: licenses, user, subscriptions, bans, logs
///
/// TERM is a license key (or a prefix of at least 4 characters), a username, a HWID or an IP;
/// it is compared with every key, username, HWID and IP the service lists. One match shows the
/// customer's page, ending with the commands that fit (reset HWID, extend, unban, unpause);
/// several are listed, or picked from on a terminal. Nothing found exits 1.
///
/// Example (after `licensectl sandbox seed`): licensectl lookup dana
#[derive(Debug, Args)]
pub struct Cmd {
    /// License key or prefix, username, HWID or IP
    #[arg(value_name = "TERM", add = clap_complete::engine::ArgValueCompleter::new(crate::commands::completions::term))]
    pub term: String,
}

/// Sends `reads` at once (`read::answer`); a refusal means what each declares (`desk::PER_USER`'s
/// user: one the service no longer knows). Answers keep their text (lists are walked row by
/// row, `rows::Streamed`).
async fn read_all(
    cx: &Context,
    reads: &[desk::Read],
    params: &[(String, String)],
) -> Result<Vec<Option<Reply>>> {
    let calls = reads.iter().map(|r| async move {
        match read::answer(cx, r, params).await {
            Ok(v) => Ok(v),
            // A server without the type (logs on the 2022 server): that part is left out.
            Err(e) if crate::service::generation::is_missing_type(&e) => {
                crate::say!(
                    "licensectl: note: {} skipped: {}; the page shows none",
                    r.section,
                    crate::error::report(&e).1
                );
                Ok(None)
            }
            Err(e) => {
                let command = read::op_of(r)?.command;
                Err(e.context(format!("lookup: {command}")))
            }
        }
    });
    futures::future::join_all(calls).await.into_iter().collect()
}

/// The top-level fields of the lookup document (`--json FIELDS` takes these).
pub const SECTIONS: &[&str] = &[
    "term",
    "matched_by",
    "licenses",
    "user",
    "subscriptions",
    "blacklists",
    "sessions",
    "variables",
    "logs",
    "next",
    "warnings",
    "matches",
];

pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    let mut cx = Context::new(global, env)?;
    match customer(&mut cx, &cmd.term).await? {
        Some((_, document)) => page::show(&cx, document),
        None => Ok(()),
    }
}

pub use page::show;

/// The customer TERM names and their document (`None`: a dry run, or several matches listed
/// and none picked). `watch` starts from it.
pub async fn customer(cx: &mut Context, term: &str) -> Result<Option<(Hit, Map<String, Value>)>> {
    let term = term.trim().to_string();
    if term.is_empty() {
        return Err(
            Failure::Usage("TERM is empty: give a key, username, HWID or IP".into()).into(),
        );
    }
    cx.prepare().await?;
    let answers = read_all(cx, desk::FIND, &[]).await?;
    if cx.global.dry_run {
        return Ok(None);
    }
    // The answers' texts stay here while the lists are searched and the page is built.
    let mut lists: Lists = HashMap::new();
    for (read, answer) in desk::FIND.iter().zip(&answers) {
        let op = read::op_of(read)?;
        lists.insert(
            read.section,
            Box::new(rows::Streamed::new(op, answer.as_ref())),
        );
    }
    let keys = rows::list(&lists, "licenses");
    let users = rows::list(&lists, "users");
    let mut found = hits(&term, keys, users);
    if found.is_empty() && users.count() >= 520 {
        // The service lists at most 520 users: ask for TERM as a username directly.
        if user_record(cx, &term).await?.is_some() {
            found.push(Hit {
                key: None,
                user: Some(term.clone()),
                by: "username",
            });
        }
    }
    if found.len() > find::CAP {
        found.truncate(find::CAP);
        crate::say!(
            "licensectl: more than {} customers match {:?}; the first {} are listed: narrow TERM (a longer key prefix, or a whole key, username, HWID or IP)",
            find::CAP,
            crate::output::escape_value(&term),
            find::CAP
        );
    }
    let hit = match found.len() {
        0 => return Err(nothing(&term, &lists)),
        1 => found.remove(0),
        _ => match pick(cx, &term, &found)? {
            Some(i) => found.remove(i),
            None => return Ok(None),
        },
    };
    // The user's reads are `licenses info`'s (`exec::read::user_reads`): one license record.
    let reads = match &hit.user {
        Some(u) => {
            let listed = rows::list(&lists, "users")
                .each()
                .find(|r| crate::answer::text(r, "username") == *u)
                .map(std::borrow::Cow::into_owned);
            let mut reads = crate::exec::read::user_reads(cx, u, listed.as_ref())
                .await
                .context("lookup")?;
            // The 2022 server's record carries no variables; its list of them does.
            if let Some(record) = reads.record.as_mut() {
                crate::exec::read::with_vars(cx, u, record).await?;
            }
            reads
        }
        None => Default::default(),
    };
    let document = doc::build(&term, &hit, &lists, &reads, cx.out.now());
    Ok(Some((hit, document)))
}

async fn user_record(cx: &Context, user: &str) -> Result<Option<Value>> {
    let read = desk::PER_USER.iter().find(|r| r.section == "user");
    let Some(read) = read else { return Ok(None) };
    let answers = read_all(
        cx,
        std::slice::from_ref(read),
        &[("user".into(), user.into())],
    )
    .await?;
    Ok(answers.into_iter().next().flatten().map(Reply::into_value))
}

/// Nothing matched: exit 1 saying what was searched (and a blacklist hit, which is no customer).
fn nothing(term: &str, lists: &Lists) -> anyhow::Error {
    let n = |s: &str| rows::list(lists, s).count();
    let black = rows::list(lists, "blacklists")
        .each()
        .any(|b| crate::answer::text(&b, "hwid") == term || crate::answer::text(&b, "ip") == term);
    let also = if black {
        "; it is on the blacklist (licensectl blacklists list)"
    } else {
        ""
    };
    anyhow::anyhow!(
        "nothing matches {term:?}: searched {} license keys (whole, as a prefix of {}+ characters, and in their notes) and {} users' names, HWIDs and IPs{also}",
        n("licenses"),
        find::MIN_PARTIAL,
        n("users")
    )
}

/// `text` in at most `width` columns, ending in `…` when cut.
fn cut(text: &str, width: usize) -> String {
    let w = unicode_width::UnicodeWidthStr::width;
    if w(text) <= width {
        return text.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let cw = w(c.encode_utf8(&mut [0; 4]));
        if used + cw + 1 > width {
            break;
        }
        used += cw;
        out.push(c);
    }
    out.push('…');
    out
}

/// Several matches: a fuzzy picker on a terminal; otherwise they are listed and none is chosen.
fn pick(cx: &Context, term: &str, found: &[Hit]) -> Result<Option<usize>> {
    if cx.out.for_people() && cx.interactive() {
        let (cols, rows) = terminal_size::terminal_size_of(std::io::stderr())
            .map_or((80, 24), |(w, h)| (usize::from(w.0), usize::from(h.0)));
        // Every row on one line: the picker prefixes 2 columns, and a row that wraps is
        // miscounted when it redraws (a copy of the list left in the scrollback per key press,
        // the cursor off the screen). The list pages within the screen, under its prompt.
        let fit = cols.saturating_sub(3).max(10);
        let labels: Vec<String> = found.iter().map(|h| cut(&h.label(), fit)).collect();
        let prompt = cut(
            &format!("{} customers match {term:?}; pick one", found.len()),
            cols.saturating_sub(24).max(10),
        );
        let chosen = dialoguer::FuzzySelect::new()
            .with_prompt(prompt)
            .items(&labels)
            .default(0)
            .max_length(rows.saturating_sub(3).max(1))
            .interact_opt()
            .map_err(|e| Failure::Usage(format!("no customer picked: {e}")))?;
        if chosen.is_none() {
            // Escape: nothing looked up, which a script or a person should not take for done.
            crate::say!(
                "licensectl: nothing chosen; {} customers match {term:?} (-o json lists them)",
                found.len()
            );
            return Err(crate::error::Quiet(1).into());
        }
        return Ok(chosen);
    }
    let rows: Vec<Row> = found
        .iter()
        .map(|h| {
            let mut r = Row::new();
            r.insert("match".into(), json!(h.by));
            r.insert("user".into(), json!(h.user));
            r.insert("key".into(), json!(h.key));
            r
        })
        .collect();
    if cx.out.is_json() {
        cx.out.json(&json!({"term": term, "matches": rows}))?;
    } else {
        crate::say!(
            "licensectl: {} customers match {term:?}; run lookup again with one of them",
            found.len()
        );
        cx.out
            .rows(&licensectl_catalogue::resources::MATCH, &rows)?;
    }
    Ok(None)
}
