//! The generic executor: any catalogue operation from its parsed arguments to rendered output.

use std::io::IsTerminal;
use std::time::Duration;

use anyhow::Context as _;
use clap::ArgMatches;
use licensectl_catalogue::{units, Answer, Hook, Kind, Op};
use serde_json::{json, Value};

use crate::config::mask;
use crate::context::Context;
use crate::error::Failure;
use crate::output::Format;
use crate::prompt;
use crate::rows::Reply;

/// Query parameters from the command line, converted and checked before anything is sent.
pub fn gather(cx: &Context, op: &Op, m: &ArgMatches) -> Result<Vec<(String, String)>, Failure> {
    let mut out = Vec::new();
    for p in op.params {
        let given = |id: &str| {
            m.try_get_one::<bool>(id)
                .ok()
                .flatten()
                .copied()
                .unwrap_or(false)
        };
        let value: Option<String> = match p.kind {
            Kind::Text => m.get_one::<String>(p.name).cloned(),
            Kind::Int => m.get_one::<i64>(p.name).map(i64::to_string),
            Kind::Number => m.get_one::<f64>(p.name).map(f64::to_string),
            Kind::List => m
                .get_many::<String>(p.name)
                .map(|v| v.map(String::as_str).collect::<Vec<_>>().join(", ")),
            Kind::Duration(unit) => match m.get_one::<String>(p.name) {
                Some(text) => Some(
                    units::convert(text, unit)
                        .map_err(|e| Failure::Usage(format!("--{}: {e}", p.flag)))?,
                ),
                None => None,
            },
            Kind::Switch(default) => {
                let no = format!("no-{}", p.flag);
                match (given(p.name), given(&no)) {
                    (true, _) => Some("1".into()),
                    (_, true) => Some("0".into()),
                    _ => default.map(|d| if d { "1" } else { "0" }.to_string()),
                }
            }
            Kind::SwitchWord => {
                let no = format!("no-{}", p.flag);
                match (given(p.name), given(&no)) {
                    (true, _) => Some("true".into()),
                    (_, true) => Some("false".into()),
                    _ => None,
                }
            }
            Kind::Secret => {
                if given(&format!("{}-stdin", p.flag)) {
                    Some(prompt::stdin_line(p.flag)?)
                } else if p.required && cx.interactive() && !cx.global.dry_run {
                    Some(prompt::secret(&format!("{} ({})", p.help, op.command))?)
                } else if p.required && !cx.global.dry_run {
                    return Err(Failure::Usage(format!(
                        "`{}` needs a {}: pass --{}-stdin (secrets are never taken from the command line)",
                        op.command, p.flag, p.flag
                    )));
                } else if p.name.starts_with("pass")
                    && cx.interactive()
                    && !cx.global.dry_run
                    && !given("token-stdin")
                {
                    // On a terminal an optional secret is asked for too; empty leaves it unset.
                    Some(prompt::secret_optional(&format!(
                        "{} ({}; empty for none)",
                        p.help, op.command
                    ))?)
                    .filter(|v| !v.is_empty())
                } else {
                    None
                }
            }
        };
        let value = value.or_else(|| {
            p.setting
                .and_then(|s| cx.settings.get(s))
                .map(str::to_string)
        });
        if let (None, true, Some(setting)) = (&value, p.required, p.setting) {
            return Err(Failure::Config(format!(
                "`{}` needs {}: pass it or set `{setting}` in the profile",
                op.command,
                p.display_flag()
            )));
        }
        if let (Some(v), Some(max)) = (&value, p.max_len) {
            let n = v.chars().count();
            if n > max {
                return Err(Failure::Usage(format!(
                    "{} is {n} characters; the service allows at most {max}",
                    p.display_flag()
                )));
            }
        }
        if let Some(v) = value {
            if p.kind == Kind::Secret {
                crate::redact::add(&v);
            }
            out.push((p.name.to_string(), v));
        }
    }
    Ok(out)
}

/// Runs one operation end to end.
pub async fn run(cx: &mut Context, op: &'static Op, m: &ArgMatches) -> anyhow::Result<()> {
    if m.try_get_one::<String>("from-file")
        .ok()
        .flatten()
        .is_some()
    {
        return crate::bulk::run(cx, op, m).await;
    }
    let mut params = gather(cx, op, m)?;
    if op.hook == Hook::OnlySub {
        crate::commands::echo::only_sub(cx, &mut params).await?;
    }
    crate::safety::confirm(cx, op, &params).await?;
    let result = match op.hook {
        Hook::ChunkedCreate => return create_chunked(cx, op, params).await,
        Hook::PollApproval if m.get_flag("wait") => poll(cx, op, &params, m)
            .await
            .map(|v| v.map(Reply::from_value)),
        _ => cx.call_reply(op, &params).await,
    };
    let Some(reply) = result.with_context(|| op.command.to_string())? else {
        return Ok(());
    };
    match op.hook {
        Hook::SaveSession => {
            if let Some(sid) = reply.fields().get("sessionid").and_then(Value::as_str) {
                let key = cx.state_key();
                cx.state()?.save_session(&key, sid, None)?;
            }
        }
        Hook::ForgetSession => {
            let key = cx.state_key();
            cx.state()?.forget_session(&key)?;
        }
        Hook::FileBytes => return write_file(&reply.into_value(), m),
        _ => {}
    }
    if matches!(op.answer, Answer::List(_) | Answer::Lists(_)) {
        return crate::render::list(cx, op, &reply, m);
    }
    let mut value = reply.into_value();
    if !cx.global.show_secrets {
        if let Some(Value::String(sid)) = value.get_mut("sessionid") {
            *sid = mask(sid);
        }
    }
    let mut value = crate::render::identify(op, value, &params);
    if op.hook == Hook::LicenseUser {
        crate::commands::echo::license_info(cx, &params, &mut value).await?;
    }
    let quiet = m.try_get_one::<bool>("quiet").ok().flatten() == Some(&true);
    let read = match op.echo {
        Some(echo) if !quiet => crate::commands::echo::read_back(cx, echo, &params).await,
        _ => None,
    };
    crate::commands::echo::merge(cx, &mut value, &read);
    crate::render::value(cx, op, value)?;
    crate::commands::echo::print(cx, &read)?;
    Ok(())
}

/// `licenses create --amount N`: chunks of at most 100, every key reported, nothing lost on failure.
async fn create_chunked(
    cx: &mut Context,
    op: &'static Op,
    params: Vec<(String, String)>,
) -> anyhow::Result<()> {
    const CAP: i64 = 100;
    let amount: i64 = params
        .iter()
        .find(|(k, _)| k == "amount")
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or(1);
    if amount < 1 {
        return Err(Failure::Usage("--amount must be at least 1".into()).into());
    }
    // The service creates at most 5000 keys per 24 hours through the seller API (api-catalogue).
    const PER_DAY: i64 = 5000;
    if amount > PER_DAY {
        return Err(Failure::Usage(format!(
            "--amount {amount} is more than the service creates in a day ({PER_DAY} keys per 24 hours); create at most {PER_DAY} now and the rest tomorrow"
        ))
        .into());
    }
    if let Some((_, mask)) = params.iter().find(|(k, _)| k == "mask") {
        if mask.chars().count() > 70 {
            return Err(Failure::Usage(format!(
                "--mask {mask:?} is longer than a key may be (70 characters)"
            ))
            .into());
        }
        if !mask.contains('*') && amount > 1 {
            return Err(Failure::Usage(format!(
                "--mask {mask:?} has no * so it is one fixed key; use --amount 1, or * where random characters go"
            ))
            .into());
        }
    }
    let mut keys: Vec<Value> = Vec::new();
    let mut left = amount;
    while left > 0 {
        let chunk = left.min(CAP);
        let mut p: Vec<(String, String)> = params
            .iter()
            .filter(|(k, _)| k != "amount")
            .cloned()
            .collect();
        p.push(("amount".into(), chunk.to_string()));
        match cx.call(op, &p).await {
            Ok(None) => {}
            Ok(Some(v)) => match crate::answer::created_keys(&v) {
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
                    eprintln!("licensectl: created {} of {amount} licenses before the failure (listed above)", keys.len());
                }
                return Err(e.context(op.command));
            }
        }
        left -= chunk;
    }
    if cx.global.dry_run {
        return Ok(());
    }
    render_keys(cx, &keys)
}

fn render_keys(cx: &Context, keys: &[Value]) -> anyhow::Result<()> {
    let msg = format!(
        "Created {} license{}",
        keys.len(),
        if keys.len() == 1 { "" } else { "s" }
    );
    match cx.out.format {
        Format::Json | Format::Jsonl => cx
            .out
            .json(&json!({"success": true, "message": msg, "keys": keys}))?,
        Format::Csv | Format::Tsv if cx.out.asked => {
            let rows = keys
                .iter()
                .map(|k| vec![crate::output::raw(Some(k))])
                .collect();
            cx.out.table(&["key".to_string()], rows)?;
        }
        _ => {
            for k in keys {
                cx.out.line(k.as_str().unwrap_or_default())?;
            }
            if std::io::stderr().is_terminal() {
                eprintln!("{msg}");
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
    m: &ArgMatches,
) -> anyhow::Result<Option<Value>> {
    let interval = m
        .get_one::<String>("interval")
        .map(String::as_str)
        .unwrap_or("2s");
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

fn write_file(value: &Value, m: &ArgMatches) -> anyhow::Result<()> {
    let hex_text = value.get("contents").and_then(Value::as_str).unwrap_or("");
    let bytes =
        hex::decode(hex_text).map_err(|_| Failure::Answer("file contents are not hex".into()))?;
    match m.get_one::<String>("output-file") {
        Some(path) => {
            std::fs::write(path, &bytes).with_context(|| format!("writing {path}"))?;
            eprintln!("licensectl: wrote {} bytes to {path}", bytes.len());
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
            let mut out = std::io::stdout().lock();
            out.write_all(&bytes)?;
            out.flush()?;
        }
    }
    Ok(())
}
