//! The one way compound commands read (`backup`, `restore`, `report`, `watch`, `export`,
//! `plan`, `apply`, `lookup`, and the hooks beside an operation): a read declared in the
//! catalogue (`desk::Read`) sent through `Context::send` (`Service::send`), a refusal taken as
//! the read declares it (`desk::Absent`); then the answer kept as its text (`answer`, `rows`),
//! or the record with its post-send hooks as for any operation (`record`, on `exec::finish`).
//! Where the service saying no is none, any other failure (the network, a bad answer) stands.

use licensectl_catalogue::desk::{Absent, Read};
use licensectl_catalogue::{desk, find, Api, Op};
use serde_json::{Map, Value};
use std::sync::Arc;

use crate::answer::{text, Reply};
use crate::context::Context;
use crate::error::Failure;
use crate::exec::Done;

pub type Row = Map<String, Value>;

/// The catalogue's seller read of this `type`.
pub fn seller(ty: &str) -> anyhow::Result<&'static Op> {
    find(Api::Seller, ty).ok_or_else(|| anyhow::anyhow!("catalogue has no seller {ty}"))
}

/// A read whose type this server lacks (logs on the 2022 server): `None`, as nothing to read.
pub fn missing_is_none<T>(read: anyhow::Result<Option<T>>) -> anyhow::Result<Option<T>> {
    match read {
        Err(e) if crate::service::generation::is_missing_type(&e) => Ok(None),
        other => other,
    }
}

/// Whether a refusal of the seller read `ty` is one of the answers the catalogue declares as
/// "not there" (`desk::not_found_answers`), exactly: a message that merely contains "not found"
/// is not one.
pub fn is_not_found(ty: &str, e: &anyhow::Error) -> bool {
    let Some(Failure::Service(m)) = e.downcast_ref::<Failure>() else {
        return false;
    };
    let m = m.trim();
    desk::not_found_answers(ty)
        .iter()
        .any(|a| match a.strip_suffix('*') {
            Some(head) => m.starts_with(head),
            None => *a == m,
        })
}

/// Whether a refusal reads like "not found" (`Key Not Found`, `No users found`, "doesn't
/// exist"): a heuristic, for a hint (`near`) and a read-back (`shown`). It never decides that a
/// record is gone: a failure that merely mentions "not found" would (`is_not_found` does that,
/// from the catalogue's declared answers).
pub fn says_not_found(e: &anyhow::Error) -> bool {
    let Some(Failure::Service(m)) = e.downcast_ref::<Failure>() else {
        return false;
    };
    let m = m.to_lowercase();
    // "No Subscriptions Found": the 2022 server's empty `usersub`.
    (m.starts_with("no ") && m.contains("found"))
        || [
            "not found",
            "doesn't exist",
            "does not exist",
            "no longer exists",
        ]
        .iter()
        .any(|s| m.contains(s))
}

/// A read of `ty` whose declared "not found" refusal (`is_not_found`) is `None`; any other
/// refusal stands.
pub fn not_found_is_none<T>(
    ty: &str,
    read: anyhow::Result<Option<T>>,
) -> anyhow::Result<Option<T>> {
    match read {
        Err(e) if is_not_found(ty, &e) => Ok(None),
        other => other,
    }
}

/// The operation a declared read sends.
pub fn op_of(read: &Read) -> anyhow::Result<&'static Op> {
    read.op()
        .ok_or_else(|| anyhow::anyhow!("catalogue has no seller {}", read.ty))
}

/// A declared read sent (`Context::send`), a refusal taken as the read declares.
async fn send(
    cx: &Context,
    read: &Read,
    params: &[(String, String)],
) -> anyhow::Result<Option<Reply>> {
    let sent = cx.send(op_of(read)?, params).await;
    match read.absent {
        Absent::NotFound => not_found_is_none(read.ty, sent),
        Absent::Never => sent,
    }
}

/// A declared read's answer as the service sent it, kept as its text: a list's rows are parsed
/// one at a time as they are walked (`Reply::items`), so a list of 466,000 keys is held as its
/// text, never as a tree of values; a list has no post-send hook (`exec::finish` hands it on
/// as it came). A record read this way is the one the service stores, without its command's
/// completion (`record` runs it): for a command that keeps what the service stores (`backup`)
/// or needs one field of it (`watch`'s key status). `None`: nothing there (as declared), or a
/// dry run.
pub async fn answer(
    cx: &Context,
    read: &Read,
    params: &[(String, String)],
) -> anyhow::Result<Option<Reply>> {
    send(cx, read, params).await
}

/// A whole list read beside records (the hooks' ban, variables and twins of a 2022 user): at
/// most once while nothing is changed (`service::lists`), so a `--from-file` job or a poll reads
/// each list once, whatever its number of rows.
pub async fn whole_list(cx: &Context, read: &Read) -> anyhow::Result<Option<Arc<Reply>>> {
    let absent_is_none = matches!(read.absent, Absent::NotFound);
    let cell = cx.service()?.lists().cell(read.ty, absent_is_none);
    cell.get_or_try_init(|| async { anyhow::Ok(answer(cx, read, &[]).await?.map(Arc::new)) })
        .await
        .cloned()
}

/// A declared list read's rows, each a record of the operation's resource (`answer::values`).
pub async fn rows(
    cx: &Context,
    read: &Read,
    params: &[(String, String)],
) -> anyhow::Result<Option<Vec<Row>>> {
    let op = op_of(read)?;
    Ok(answer(cx, read, params)
        .await?
        .map(|reply| crate::answer::values(op, &reply.into_value())))
}

/// A declared read's record as the command of its operation prints it: its post-send hooks run
/// (`exec::record`; `users info`'s every subscription and ban, `licenses info`'s computed
/// fields), exactly as for that command. `None`: nothing there (as declared), or a dry run.
pub async fn record(
    cx: &Context,
    read: &Read,
    params: &[(String, String)],
) -> anyhow::Result<Option<Value>> {
    let Some(reply) = send(cx, read, params).await? else {
        return Ok(None);
    };
    Ok(Some(
        match crate::exec::finish(cx, op_of(read)?, params, reply, true).await? {
            Done::Record(v) | Done::File(v) => v,
            Done::List(reply) => reply.into_value(),
        },
    ))
}

/// A user's ban as the users list says it (`fetchallusers`, walked one row at a time): the
/// 2022 server's `userdata` carries no ban, its list does. `None`: not in the list; else the
/// reason, or null when not banned.
pub async fn listed_ban(cx: &Context, user: &str) -> anyhow::Result<Option<Value>> {
    // Only "no users found" is none: a passing refusal must not read as "not banned".
    let users = desk::USERS.absent_as(Absent::NotFound);
    let op = op_of(&users)?;
    let Some(all) = whole_list(cx, &users).await? else {
        return Ok(None);
    };
    Ok(all
        .items()
        .iter()
        .filter_map(|item| crate::answer::value_of(op, item))
        .find(|u| text(u, "username") == user)
        .map(|u| match text(&u, "banned") {
            b if b.is_empty() => Value::Null,
            b => Value::String(b),
        }))
}

/// `record` (a user's `userdata`) with its `banned` filled from the users list when the
/// service left it out (the 2022 server): a ban is read the same way on every server.
pub async fn with_ban(cx: &Context, user: &str, record: &mut Row) -> anyhow::Result<()> {
    if record.contains_key("banned") {
        return Ok(());
    }
    let ban = listed_ban(cx, user).await?.unwrap_or(Value::Null);
    record.insert("banned".into(), ban);
    Ok(())
}

/// `record` (a user's `userdata`) with its variables (`uservars`) read from the list of every
/// user variable when the service left them out (the 2022 server): only this user's rows.
pub async fn with_vars(cx: &Context, user: &str, record: &mut Row) -> anyhow::Result<()> {
    if record.contains_key("uservars") {
        return Ok(());
    }
    // Only "no user variables found" is none: a passing refusal must not read as "none".
    let vars = desk::USER_VARS.absent_as(Absent::NotFound);
    let op = op_of(&vars)?;
    let vars: Vec<Value> = match whole_list(cx, &vars).await? {
        Some(all) => all
            .items()
            .iter()
            .filter_map(|item| crate::answer::value_of(op, item))
            .filter(|v| text(v, "user") == user)
            .map(Value::Object)
            .collect(),
        None => Vec::new(),
    };
    record.insert("uservars".into(), Value::Array(vars));
    Ok(())
}

/// The user's subscription rows (`usersub`), only theirs (the service may answer from a cache).
pub async fn subs_of(cx: &Context, user: &str) -> anyhow::Result<Option<Vec<Map<String, Value>>>> {
    let op = op_of(&desk::USER_SUBS)?;
    let Some(v) = get(cx, op, &[("user".into(), user.into())]).await? else {
        return Ok(None);
    };
    let rows = crate::answer::values(op, &v);
    Ok(Some(
        rows.into_iter()
            .filter(|r| r.get("user").is_none_or(|u| u.as_str() == Some(user)))
            .collect(),
    ))
}

/// One read through the prepared context (hooks run after the command's own request).
pub async fn get(
    cx: &Context,
    op: &Op,
    params: &[(String, String)],
) -> anyhow::Result<Option<Value>> {
    Ok(cx
        .send(op, params)
        .await?
        .map(crate::answer::Reply::into_value))
}

/// The user's running subscriptions (`userdata`, which the service does not cache, unlike
/// `usersub`, whose answer may predate the change being echoed).
pub async fn running_subs(
    cx: &Context,
    user: &str,
) -> anyhow::Result<Option<Vec<Map<String, Value>>>> {
    let op = op_of(&desk::USER)?;
    let Some(v) = get(cx, op, &[("user".into(), user.into())]).await? else {
        return Ok(None);
    };
    Ok(Some(
        v.get("subscriptions")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|r| r.as_object().cloned())
            .collect(),
    ))
}

/// What is read of one user beside a command (`desk::PER_USER`): their record and their
/// subscription rows.
#[derive(Debug, Default)]
pub struct UserReads {
    /// `userdata`, its ban filled where the server leaves it out (`with_ban`); `None`: the
    /// service no longer knows the user.
    pub record: Option<Row>,
    /// `usersub`'s rows completed from the record (`facts::user_sub_rows`).
    pub subs: Vec<Row>,
    /// Rows had to be added: the service's cached list was stale.
    pub stale: bool,
}

/// A user's reads, at once, as `lookup` makes them (one license record from the same facts as
/// `licenses info`'s, `key_user_reads`). `listed`: the user's row of a users list already read
/// (`lookup`'s), which a 2022 record's ban is taken from instead of reading the list again.
pub async fn user_reads(
    cx: &Context,
    user: &str,
    listed: Option<&Row>,
) -> anyhow::Result<UserReads> {
    let params = [("user".to_string(), user.to_string())];
    let reads = desk::PER_USER.iter().map(|r| async {
        let op = op_of(r)?;
        let v = answer(cx, r, &params).await?.map(Reply::into_value);
        anyhow::Ok((r.section, op, v))
    });
    let mut rows = Vec::new();
    let mut record = None;
    for read in futures::future::join_all(reads).await {
        match read? {
            ("subscriptions", op, Some(v)) => rows = crate::answer::values(op, &v),
            ("user", _, Some(Value::Object(u))) => record = Some(u),
            _ => {}
        }
    }
    completed(cx, user, listed, record, rows).await
}

/// The reads of a used key's user (`licenses info`, its `--from-file` rows): the record first
/// (`userdata`), then the subscription list (`usersub`) only when the record does not show the
/// key's subscription running — `userdata` lists each running subscription with its key and
/// expiry, which is all the key's record takes from them; a paused or ended one is only in the
/// list (issue 40: a used key cost three requests, now two). The same `UserReads` facts as
/// `user_reads` for that key.
pub async fn key_user_reads(cx: &Context, user: &str, key: &str) -> anyhow::Result<UserReads> {
    let params = [("user".to_string(), user.to_string())];
    let read_of = |section: &str| desk::PER_USER.iter().find(|r| r.section == section);
    let (Some(user_read), Some(subs_read)) = (read_of("user"), read_of("subscriptions")) else {
        return user_reads(cx, user, None).await;
    };
    let record = match answer(cx, user_read, &params).await?.map(Reply::into_value) {
        Some(Value::Object(u)) => Some(u),
        _ => None,
    };
    let shown = !key.is_empty()
        && record
            .as_ref()
            .and_then(|r| r.get("subscriptions"))
            .and_then(Value::as_array)
            .is_some_and(|subs| {
                subs.iter()
                    .filter_map(Value::as_object)
                    .any(|s| text(s, "key") == key)
            });
    let rows = if shown {
        Vec::new()
    } else {
        let op = op_of(subs_read)?;
        match answer(cx, subs_read, &params).await?.map(Reply::into_value) {
            Some(v) => crate::answer::values(op, &v),
            None => Vec::new(),
        }
    };
    let mut reads = completed(cx, user, None, record, rows).await?;
    // The running rows are the record's own here, not added to a stale list.
    reads.stale &= !shown;
    Ok(reads)
}

/// `UserReads` of a record and the listed rows: the record's ban filled (from `listed`, else
/// the users list where the server leaves it out), the rows completed from the record.
async fn completed(
    cx: &Context,
    user: &str,
    listed: Option<&Row>,
    mut record: Option<Row>,
    rows: Vec<Row>,
) -> anyhow::Result<UserReads> {
    match (record.as_mut(), listed) {
        (Some(r), Some(l)) if !r.contains_key("banned") => {
            let ban = Some(text(l, "banned")).filter(|b| !b.is_empty());
            r.insert("banned".into(), ban.map_or(Value::Null, Value::String));
        }
        (Some(r), _) => with_ban(cx, user, r).await?,
        _ => {}
    }
    let (subs, stale) = crate::exec::facts::user_sub_rows(user, rows, record.as_ref());
    Ok(UserReads {
        record,
        subs,
        stale,
    })
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// The string literals of Rust source, outside comments and `#[cfg(test)]` items.
    fn literals(src: &str) -> Vec<String> {
        let b = src.as_bytes();
        let (mut i, mut depth, mut out) = (0, 0usize, Vec::new());
        let (mut test_item, mut skipping) = (false, None::<usize>);
        while i < b.len() {
            let rest = &src[i..];
            if rest.starts_with("//") {
                i += rest.find('\n').unwrap_or(rest.len());
            } else if rest.starts_with("/*") {
                i += rest.find("*/").map_or(rest.len(), |e| e + 2);
            } else if rest.starts_with("#[cfg(test)]") {
                test_item = true;
                i += "#[cfg(test)]".len();
            } else if let Some((start, hashes)) = raw_string(src, i) {
                let open = start + hashes + 1;
                let close = format!("\"{}", "#".repeat(hashes));
                let len = rest[open..].find(&close).unwrap_or(rest.len() - open);
                if skipping.is_none() {
                    out.push(rest[open..open + len].to_string());
                }
                i += open + len + close.len();
            } else if b[i] == b'"' {
                let (mut text, mut escaped, mut end) = (String::new(), false, rest.len());
                for (at, c) in rest.char_indices().skip(1) {
                    if c == '"' && !escaped {
                        end = at + 1;
                        break;
                    }
                    escaped = c == '\\' && !escaped;
                    text.push(c);
                }
                if skipping.is_none() {
                    out.push(text);
                }
                i += end;
            } else if b[i] == b'\'' {
                // A char literal ('x', '…', '\n', '\''), else a lifetime ('a).
                let c = rest[1..].chars().next().map_or(0, char::len_utf8);
                i += match b.get(i + 1) {
                    Some(b'\\') => rest[2..].find('\'').map_or(1, |e| e + 3),
                    _ if rest[1 + c..].starts_with('\'') => 2 + c,
                    _ => 1 + c,
                };
            } else {
                match b[i] {
                    b'{' => {
                        if test_item && skipping.is_none() {
                            skipping = Some(depth);
                        }
                        test_item = false;
                        depth += 1;
                    }
                    b'}' => {
                        depth = depth.saturating_sub(1);
                        if skipping == Some(depth) {
                            skipping = None;
                        }
                    }
                    b';' => test_item = false,
                    _ => {}
                }
                i += rest.chars().next().map_or(1, char::len_utf8);
            }
        }
        out
    }

    /// A raw string (`r"…"`, `r#"…"#`, `br"…"`) at `i`: where its `r` is after `i`, and how
    /// many `#` it has (`r#type`, an identifier, is none).
    fn raw_string(src: &str, i: usize) -> Option<(usize, usize)> {
        let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
        if i > 0 && ident(src.as_bytes()[i - 1]) {
            return None;
        }
        let rest = &src[i..];
        let start = usize::from(rest.starts_with("br")) + 1;
        if !rest[start - 1..].starts_with('r') {
            return None;
        }
        let hashes = rest[start..].bytes().take_while(|c| *c == b'#').count();
        rest[start + hashes..]
            .starts_with('"')
            .then_some((start, hashes))
    }

    fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                rust_files(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs")
                && !path.to_string_lossy().ends_with("_tests.rs")
            {
                out.push(path);
            }
        }
    }

    #[test]
    fn literals_are_found_outside_comments_and_tests() {
        let src = r##"let a = "fetchallkeys"; // "userdata"
            let c = '"'; let d = '\''; let é = '…'; fn f<'a>(x: &'a str) {}
            let e = r#"usersub "x""#; let r#type = 1; let library = br"k";
            #[cfg(test)]
            mod tests { fn g() { let h = "info"; { "init" }; } }
            let i = "ban";"##;
        assert_eq!(
            literals(src),
            ["fetchallkeys", "usersub \"x\"", "k", "ban"].map(String::from)
        );
    }

    /// Each compound command reads what its declaration in `desk` lists, nothing else by name.
    #[test]
    fn each_command_reads_what_desk_declares_for_it() {
        use licensectl_catalogue::desk::*;
        let named = [
            ("KEYS", KEYS),
            ("USERS", USERS),
            ("USERNAMES", USERNAMES),
            ("USER_VARS", USER_VARS),
            ("SUBS", SUBS),
            ("USER_SUBS", USER_SUBS),
            ("USER", USER),
            ("LICENSE", LICENSE),
            ("LOGS", LOGS),
            ("SESSIONS", SESSIONS),
            ("BLACKS", BLACKS),
            ("FILES", FILES),
            ("FILE", FILE),
            ("APP", APP),
            ("TEAM", TEAM),
            ("WATCH_USER", WATCH_USER),
            ("WATCH_LICENSE", WATCH_LICENSE),
        ];
        let commands: [(&[&str], &[Read]); 4] = [
            (
                &["appstate/dump/gather.rs", "appstate/dump/write.rs"],
                BACKUP,
            ),
            (
                &[
                    "appstate/restoring/phases.rs",
                    "appstate/restoring/check.rs",
                    "appstate/restoring/plan.rs",
                ],
                RESTORE,
            ),
            (&["report/mod.rs"], REPORT),
            (&["watch/mod.rs"], WATCH),
        ];
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/commands");
        for (files, declared) in commands {
            let mut used = 0;
            for f in files {
                let src = std::fs::read_to_string(dir.join(f)).unwrap();
                for (at, _) in src.match_indices("desk::") {
                    let name: String = src[at + 6..]
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    let Some((_, read)) = named.iter().find(|(n, _)| *n == name) else {
                        continue;
                    };
                    assert!(
                        declared.contains(read),
                        "{f} reads desk::{name}, undeclared"
                    );
                    used += 1;
                }
            }
            assert!(used > 0, "{files:?} read through desk");
        }
    }

    /// Compound commands name what they read and send through the catalogue (`desk`, `kinds`),
    /// never by a `type` string of their own (issue 28: there were 90). What is left are words
    /// that are no type where they stand (watch's event names, a parameter, a JSON key).
    #[test]
    fn commands_name_few_catalogue_types_as_strings() {
        let types: std::collections::HashSet<&str> =
            licensectl_catalogue::all().map(|op| op.ty).collect();
        let mut files = Vec::new();
        rust_files(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/commands"),
            &mut files,
        );
        assert!(files.len() > 20, "src/commands read");
        let mut named = Vec::new();
        for path in files {
            let src = std::fs::read_to_string(&path).unwrap();
            for l in literals(&src) {
                if types.contains(l.as_str()) {
                    named.push(format!("{}: {l:?}", path.display()));
                }
            }
        }
        assert!(
            named.len() < 20,
            "{} string literals name a catalogue type in src/commands (declare them in desk):\n{}",
            named.len(),
            named.join("\n")
        );
        // The hooks beside an operation read only what desk declares: none by name.
        let hooks = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/exec/hooks.rs");
        let src = std::fs::read_to_string(hooks).unwrap();
        let named: Vec<String> = literals(&src)
            .into_iter()
            .filter(|l| types.contains(l.as_str()))
            .collect();
        assert!(
            named.is_empty(),
            "hooks.rs names {named:?}: declare them in desk"
        );
    }
}
