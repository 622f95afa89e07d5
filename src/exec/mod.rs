//! The generic executor: any catalogue operation from its parsed arguments to rendered output.

pub mod bulk;
pub mod facts;
pub mod hooks;
pub mod items;
pub mod near;
pub mod read;
pub mod render;
pub mod resume;
pub mod safety;
pub mod shown;

use std::io::IsTerminal;
use std::time::Duration;

use anyhow::Context as _;
use licensectl_catalogue::{units, Answer, CreateCaps, Hook, Kind, Op};
use serde_json::{json, Value};

use crate::answer::Reply;
use crate::config::mask;
use crate::context::Context;
use crate::error::Failure;
use crate::invocation::Invocation;
use crate::output::Audience;
use crate::params::{self, Raw};
use crate::prompt;

/// Secrets of a command: `--X-stdin`, else a no-echo prompt on a terminal (never argv).
pub fn secrets(cx: &Context, inv: &Invocation) -> Result<Vec<(&'static str, Raw)>, Failure> {
    let op = inv.op;
    let mut out = Vec::new();
    for p in op.params.iter().filter(|p| p.kind == Kind::Secret) {
        let value = if inv.stdin_secrets.contains(&p.name) {
            Some(prompt::stdin_line(p.flag)?)
        } else if p.required && cx.interactive() && !cx.global.dry_run {
            Some(prompt::secret(&format!("{} ({})", p.help, op.command))?)
        } else if p.required && !cx.global.dry_run {
            return Err(Failure::Usage(format!(
                "`{}` needs a {}: pass --{}-stdin (secrets are never taken from the command line)",
                op.command, p.flag, p.flag
            )));
        } else if p
            .asked
            .is_some_and(|a| a.unless.is_none_or(|other| !inv.has(other)))
            && cx.interactive()
            && !cx.global.dry_run
        {
            // On a terminal an optional secret is asked for too; empty leaves it unset.
            Some(prompt::secret_optional(&format!(
                "{} ({}; empty for none)",
                p.help, op.command
            ))?)
            .filter(|v| !v.is_empty())
        } else {
            None
        };
        if let Some(v) = value {
            out.push((p.name, Raw::Text(v)));
        }
    }
    Ok(out)
}

/// The query of one run: the command line's values and secrets, through the codec.
pub fn gather(cx: &Context, inv: &Invocation) -> Result<Vec<(String, String)>, Failure> {
    let mut given = inv.given.clone();
    given.extend(secrets(cx, inv)?);
    params::query(inv.op, &given, &|s| cx.settings.get(s).map(str::to_string))
}

/// Runs one operation end to end.
pub async fn run(cx: &mut Context, inv: &Invocation) -> anyhow::Result<()> {
    let op = inv.op;
    if let Some(bulk) = &inv.bulk {
        return crate::exec::bulk::run(cx, inv, bulk).await;
    }
    let params = gather(cx, inv)?;
    match op.hook {
        Hook::ChunkedCreate => {
            cx.prepare().await?;
            crate::exec::safety::confirm(cx, op, &params).await?;
            return create_chunked(cx, op, params).await;
        }
        Hook::PollApproval if inv.wait => {
            cx.prepare().await?;
            crate::exec::safety::confirm(cx, op, &params).await?;
            let value = poll(cx, op, &params, &inv.interval)
                .await
                .with_context(|| op.command.to_string())?;
            let Some(value) = value else {
                return Ok(());
            };
            let value = record(cx, op, &params, value, inv.filters.quiet).await?;
            return crate::exec::render::value(cx, op, value);
        }
        _ => {}
    }
    cx.prepare().await.with_context(|| op.command.to_string())?;
    let done = operate(cx, op, params, inv.filters.quiet, Gate::Ask).await?;
    let Some(done) = done else {
        return Ok(());
    };
    match done {
        Done::Record(value) => crate::exec::render::value(cx, op, value),
        Done::List(reply) if inv.filters.needs_key_ends(op.resource) => {
            let mut filters = inv.filters.clone();
            filters.ends = Some(crate::exec::hooks::key_ends(cx, &reply).await?);
            crate::exec::render::list(cx, op, &reply, &filters)
        }
        Done::List(reply) => crate::exec::render::list(cx, op, &reply, &inv.filters),
        Done::File(value) => write_file(&value, inv.output_file.as_deref()),
    }
}

/// What one operation gave: a record, a list answer (its rows parsed only as shown), or a
/// file's bytes (`Hook::FileBytes`).
pub enum Done {
    Record(Value),
    List(Reply),
    File(Value),
}

/// Whether `operate` asks before a change that asks first (one command), or was asked once for
/// the whole job already (`--from-file`: `safety::confirm_items`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Gate {
    Ask,
    Asked,
}

/// The one pipeline of an operation, on a prepared context, whichever road calls it (a single
/// command, each `--from-file` row): the pre-send hooks, the question a change asks first, the
/// one `Service::send`, the post-send hooks, and the record (`record`). `None`: `--dry-run`.
pub async fn operate(
    cx: &Context,
    op: &Op,
    mut params: Vec<(String, String)>,
    quiet: bool,
    gate: Gate,
) -> anyhow::Result<Option<Done>> {
    pre_send(cx, op, &mut params).await?;
    if gate == Gate::Ask {
        crate::exec::safety::confirm(cx, op, &params).await?;
    }
    let sent = match cx.send(op, &params).await {
        Ok(sent) => sent,
        // A value the service did not find, among the app's few objects of its kind: their
        // names and the nearest are said (on either road, so a row says what the command does).
        Err(e) => {
            let e = e.context(op.command.to_string());
            return Err(crate::exec::near::explain(cx, op, &params, e).await);
        }
    };
    let Some(reply) = sent else {
        return Ok(None);
    };
    if !op.is_read() {
        // A change is done when the service shows it, not when it says so.
        let said = crate::answer::text(reply.fields(), "message");
        if op.not_failure(&said).is_none() {
            crate::exec::shown::check(cx, op, &params, &said).await?;
        }
    }
    finish(cx, op, &params, reply, quiet).await.map(Some)
}

/// What follows the send, for `operate` and every declared read (`exec::read`): a file's bytes,
/// a list kept as its answer's text, or the record with its post-send hooks (`record`).
pub async fn finish(
    cx: &Context,
    op: &Op,
    params: &[(String, String)],
    reply: Reply,
    quiet: bool,
) -> anyhow::Result<Done> {
    // A session an answer opens or closes is kept by `Service::send` itself.
    if op.hook == Hook::FileBytes {
        return Ok(Done::File(reply.into_value()));
    }
    if matches!(op.answer, Answer::List(_) | Answer::Lists(_)) {
        return Ok(Done::List(reply));
    }
    let value = record(cx, op, params, reply.into_value(), quiet).await?;
    Ok(Done::Record(value))
}

/// The hooks that run before the request: the user's only subscription (`Hook::OnlySub`), the
/// refusal of a second user of a name (`Hook::NoTwinUser`).
async fn pre_send(cx: &Context, op: &Op, params: &mut Vec<(String, String)>) -> anyhow::Result<()> {
    match op.hook {
        Hook::OnlySub => crate::exec::hooks::only_sub(cx, op, params).await,
        // Its error names the command: a pre-check's failure is the command's (`users create: …`).
        Hook::NoTwinUser => crate::exec::hooks::refuse_twin(cx, params)
            .await
            .with_context(|| op.command.to_string()),
        _ => Ok(()),
    }
}

/// The one record an answer makes, whether one command or a `--from-file` item printed it:
/// identified by the request, a live session id masked, the fields its hook fills filled, and
/// the read-back of a change (`Op::echo`; `-q` skips it) merged in as fields.
pub async fn record(
    cx: &Context,
    op: &Op,
    params: &[(String, String)],
    value: Value,
    quiet: bool,
) -> anyhow::Result<Value> {
    let mut value = crate::exec::render::identify(op, value, params);
    if let (true, Answer::Record, Some(res), Value::Object(m)) = (
        crate::output::shape::completes(op),
        op.answer,
        op.resource,
        &mut value,
    ) {
        // A read's record is its resource's: the answer's envelope (`message`: "Subscription
        // count found successfully") is not part of it unless the resource declares it.
        for f in licensectl_catalogue::resources::ENVELOPE.fields {
            if res.field(f.name).is_none() {
                m.shift_remove(f.name);
            }
        }
    }
    if !cx.global.show_secrets {
        if let Some(Value::String(sid)) = value.get_mut("sessionid") {
            *sid = mask(sid);
        }
    }
    match op.hook {
        Hook::LicenseUser => crate::exec::hooks::license_info(cx, params, &mut value).await?,
        Hook::AllSubs => crate::exec::hooks::all_subs(cx, params, &mut value).await?,
        _ => {}
    }
    if let (Some(echo), false) = (op.echo, quiet) {
        let read = crate::exec::hooks::read_back(cx, echo, params).await;
        // A nested record (`activate`'s `info`) is the one the read-back belongs to.
        let target = match op.answer {
            Answer::Nested(key) if value.get(key).is_some_and(Value::is_object) => {
                value.get_mut(key)
            }
            _ => Some(&mut value),
        };
        if let (Some(fields), Some(Value::Object(m))) = (read, target) {
            for (k, v) in fields {
                // The answer's own fields stand (`activate`'s user record); the read-back adds.
                if m.get(&k).is_none_or(Value::is_null) {
                    m.insert(k, v);
                }
            }
        }
    }
    Ok(value)
}

/// `licenses create --amount N`: chunks of at most 100, every key reported, nothing lost on failure.
async fn create_chunked(
    cx: &mut Context,
    op: &'static Op,
    params: Vec<(String, String)>,
) -> anyhow::Result<()> {
    let caps = op
        .hook
        .create_caps()
        .ok_or_else(|| anyhow::anyhow!("{} is no chunked create", op.command))?;
    let amount = checked_amount(cx, &caps, &params).await?;
    let chunk_cap = caps.chunk;
    cx.prepare().await?;
    // A signal stops after the chunk under way (a second one at once): every key made is shown.
    let stop = crate::signals::Stop::watch();
    let mut keys: Vec<Value> = Vec::new();
    let mut left = amount;
    while left > 0 && !stop.asked() {
        let chunk = left.min(chunk_cap);
        let mut p: Vec<(String, String)> = params
            .iter()
            .filter(|(k, _)| k != "amount")
            .cloned()
            .collect();
        p.push(("amount".into(), chunk.to_string()));
        let sent = tokio::select! {
            biased;
            _ = stop.abort() => break,
            r = cx.send(op, &p) => r.map(|r| r.map(Reply::into_value)),
        };
        match sent {
            Ok(None) => {}
            Ok(Some(v)) => match crate::answer::created_keys(&v) {
                Ok(ks) if ks.len() as i64 != chunk => {
                    // A short (or long) answer: the keys that came back are shown, and the
                    // count is said, never taken for the amount asked.
                    let got = ks.len();
                    keys.extend(ks);
                    render_keys(cx, &keys)?;
                    return Err(Failure::Answer(format!(
                        "{}: asked for {chunk} licenses, the service answered with {got} key{} (listed above; {} made in all): check with licensectl licenses list before making more",
                        op.command,
                        if got == 1 { "" } else { "s" },
                        keys.len()
                    ))
                    .into());
                }
                Ok(ks) => keys.extend(ks),
                Err(e) => {
                    if !keys.is_empty() {
                        render_keys(cx, &keys)?;
                    }
                    return Err(anyhow::Error::new(e));
                }
            },
            Err(e) => {
                if !keys.is_empty() {
                    render_keys(cx, &keys)?;
                    crate::say!("licensectl: created {} of {amount} licenses before the failure (listed above)", keys.len());
                }
                return Err(e.context(op.command));
            }
        }
        left -= chunk;
    }
    if cx.global.dry_run {
        return Ok(());
    }
    render_keys(cx, &keys)?;
    if stop.signalled() {
        return Err(interrupted(&keys, amount));
    }
    Ok(())
}

/// A create stopped by a signal: printed is not kept (a scrolled-away terminal, a closed
/// pipe), so the keys go to a 0600 file too, and the message says how to make the rest.
fn interrupted(keys: &[Value], amount: i64) -> anyhow::Error {
    let lines: Vec<String> = keys.iter().map(|k| crate::output::raw(Some(k))).collect();
    let saved = match crate::exec::resume::recover(&lines) {
        Ok(path) => format!("also saved in {}", path.display()),
        Err(e) => format!("they could not also be saved: {e}"),
    };
    let rest = amount - keys.len() as i64;
    Failure::Interrupted(format!(
        "interrupted: created {} of {amount} licenses (listed above); {saved}; the same command with --amount {rest} makes the rest",
        keys.len()
    ))
    .into()
}

/// The `--amount` asked for, refused when the service would not make it: more than a day's cap,
/// or a mask longer than a key or one fixed key wanted several times.
async fn checked_amount(
    cx: &mut Context,
    caps: &CreateCaps,
    params: &[(String, String)],
) -> anyhow::Result<i64> {
    let amount: i64 = params
        .iter()
        .find(|(k, _)| k == "amount")
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or(1);
    if amount < 1 {
        return Err(Failure::Usage("--amount must be at least 1".into()).into());
    }
    let per_day = caps.per_day;
    if amount > per_day {
        return Err(Failure::Usage(format!(
            "--amount {amount} is more than the service creates in a day ({per_day} keys per 24 hours); create at most {per_day} now and the rest tomorrow"
        ))
        .into());
    }
    if let Some((_, mask)) = params.iter().find(|(k, _)| k == "mask") {
        if mask.chars().count() > caps.max_mask {
            return Err(Failure::Usage(format!(
                "--mask {mask:?} is longer than a key may be ({} characters)",
                caps.max_mask
            ))
            .into());
        }
        // X and x are random on the 2022 server: ask which one this is only when it matters.
        let random = mask.contains('*')
            || (amount > 1 && crate::service::generation::mask_is_random(mask, gen(cx).await?));
        if !random && amount > 1 {
            return Err(Failure::Usage(format!(
                "--mask {mask:?} has no * so it is one fixed key; use --amount 1, or * where random characters go"
            ))
            .into());
        }
    }
    Ok(amount)
}

/// The server's generation, for a mask without `*`.
async fn gen(cx: &mut Context) -> anyhow::Result<licensectl_catalogue::Generation> {
    cx.prepare().await?;
    crate::service::generation::of(cx.service()?).await
}

/// Prints the keys made; when stdout cannot take them they go to a recovery file, named.
fn render_keys(cx: &Context, keys: &[Value]) -> anyhow::Result<()> {
    let Err(e) = print_keys(cx, keys) else {
        return Ok(());
    };
    let lines: Vec<String> = keys.iter().map(|k| crate::output::raw(Some(k))).collect();
    match crate::exec::resume::recover(&lines) {
        Ok(path) => Err(Failure::Output(format!(
            "the keys could not be written ({e}); the {} keys made are in {}",
            keys.len(),
            path.display()
        ))
        .into()),
        Err(r) => Err(Failure::Output(format!(
            "the {} keys made could not be written ({e}) nor saved ({r})",
            keys.len()
        ))
        .into()),
    }
}

fn print_keys(cx: &Context, keys: &[Value]) -> std::io::Result<()> {
    let msg = format!(
        "Created {} license{}",
        keys.len(),
        if keys.len() == 1 { "" } else { "s" }
    );
    match cx.out.audience() {
        Audience::Json => cx
            .out
            .json(&json!({"success": true, "message": msg, "keys": keys}))?,
        Audience::Rows => {
            let rows: Vec<crate::output::Row> = keys
                .iter()
                .map(|k| crate::output::Row::from_iter([("key".to_string(), k.clone())]))
                .collect();
            cx.out
                .rows(&licensectl_catalogue::resources::LICENSE, &rows)?;
        }
        Audience::People | Audience::Piped => {
            let text: String = keys
                .iter()
                .map(|k| format!("{}\n", k.as_str().unwrap_or_default()))
                .collect();
            if !text.is_empty() {
                cx.out.bytes(text.as_bytes())?;
            }
            if std::io::stderr().is_terminal() {
                crate::say!("{msg}");
            }
        }
    }
    Ok(())
}

/// `client magic-link check --wait`: polls until the link is no longer pending.
async fn poll(
    cx: &mut Context,
    op: &Op,
    params: &[(String, String)],
    interval: &str,
) -> anyhow::Result<Option<Value>> {
    let secs =
        units::parse_duration(interval).map_err(|e| Failure::Usage(format!("--interval: {e}")))?;
    loop {
        match cx.call(op, params).await {
            Err(e) => match e.downcast_ref::<Failure>() {
                Some(Failure::Service(_)) if still_pending(&e) => {}
                _ => return Err(e),
            },
            other => return other,
        }
        tokio::time::sleep(Duration::from_secs(secs.max(1))).await;
    }
}

fn still_pending(e: &anyhow::Error) -> bool {
    e.to_string().contains("Waiting for the user to approve")
}

fn write_file(value: &Value, output_file: Option<&str>) -> anyhow::Result<()> {
    let hex_text = value.get("contents").and_then(Value::as_str).unwrap_or("");
    let bytes =
        hex::decode(hex_text).map_err(|_| Failure::Answer("file contents are not hex".into()))?;
    match output_file {
        Some(path) => {
            crate::output::file::save_bytes(std::path::Path::new(path), "the file", &bytes)?;
            crate::say!("licensectl: wrote {} bytes to {path}", bytes.len());
        }
        None if std::io::stdout().is_terminal() => {
            return Err(Failure::Usage(
                "refusing to write a file to the terminal: pass --output-file PATH or pipe it"
                    .into(),
            )
            .into())
        }
        None => {
            use std::io::Write;
            let mut out = crate::output::stdout();
            out.write_all(&bytes)?;
            out.flush()?;
        }
    }
    Ok(())
}
