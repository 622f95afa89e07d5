//! `licensectl completions SHELL` and the completion engine behind it: the scripts call back
//! into licensectl (`LICENSECTL_COMPLETE=SHELL licensectl -- WORDS`, clap_complete's dynamic
//! engine), which completes the command tree, the values of enum flags, profile names, and the
//! app's own objects — usernames, license keys (from a 4-character prefix), subscription names,
//! variable, file, webhook and channel ids — read from the service and cached for a short time
//! (docs/completion.md). A slow or unreachable service completes nothing and says nothing.

use std::ffi::OsStr;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::Result;
use clap::Args;
use clap_complete::engine::{ArgValueCompleter, CompletionCandidate};
use clap_complete::env::EnvCompleter;
use clap_complete::Shell;
use licensectl_catalogue::{find, Api, Objects, Param};
use serde_json::Value;

use crate::config::{file, Flags};
use crate::env::Env;

/// The variable the scripts set when they call back.
pub const VAR: &str = "LICENSECTL_COMPLETE";
/// The longest a completion waits for the service.
const WAIT: Duration = Duration::from_millis(1500);
/// How long a list read from the service is reused.
const TTL_SECS: i64 = 30;
/// Keys are completed only from this many typed characters: an app has many, and a key is
/// not a thing to list to whoever sits at the terminal.
const KEY_PREFIX: usize = 4;

/// Print a shell completion script
///
/// The script completes commands and flags, and calls back into licensectl for the app's
/// usernames, keys (from 4 typed characters), subscriptions, ids and profile names.
///
/// Example: licensectl completions bash > ~/.local/share/bash-completion/completions/licensectl
#[derive(Debug, Args)]
pub struct Cmd {
    /// bash, zsh, fish, powershell or elvish
    pub shell: Shell,
}

/// The completion script for `shell`: a registration that calls `licensectl` back.
pub fn script(shell: Shell) -> Vec<u8> {
    use clap_complete::env::{Bash, Elvish, Fish, Powershell, Zsh};
    let completer: &dyn EnvCompleter = match shell {
        Shell::Bash => &Bash,
        Shell::Zsh => &Zsh,
        Shell::Fish => &Fish,
        Shell::PowerShell => &Powershell,
        Shell::Elvish => &Elvish,
        _ => &Bash,
    };
    let mut out = Vec::new();
    completer
        .write_registration(VAR, "licensectl", "licensectl", "licensectl", &mut out)
        .expect("writing to memory");
    out
}

pub fn run(cmd: Cmd) -> Result<()> {
    use std::io::Write;
    let mut stdout = crate::output::stdout();
    stdout.write_all(&script(cmd.shell))?;
    stdout.flush()?;
    Ok(())
}

/// Which of the app's objects are completed only from a typed prefix: an app has many keys,
/// and a key is not a thing to list to whoever sits at the terminal.
fn min_prefix(objects: Objects) -> usize {
    match objects {
        Objects::Keys => KEY_PREFIX,
        _ => 0,
    }
}

/// The completer of a catalogue parameter: its declared choices, or the app's objects it names
/// (`Param::completes`).
pub fn completer(p: &'static Param) -> Option<ArgValueCompleter> {
    if !p.choices.is_empty() {
        let choices = p.choices;
        return Some(ArgValueCompleter::new(move |current: &OsStr| {
            let current = current.to_string_lossy();
            choices
                .iter()
                .filter(|c| c.to_lowercase().starts_with(&current.to_lowercase()))
                .map(CompletionCandidate::new)
                .collect::<Vec<_>>()
        }));
    }
    let objects = p.completes?;
    Some(ArgValueCompleter::new(move |current: &OsStr| {
        remote(objects, &current.to_string_lossy())
    }))
}

/// Profile names from the config file.
pub fn profiles(current: &OsStr) -> Vec<CompletionCandidate> {
    let current = current.to_string_lossy();
    let env = Env::from_process();
    let Ok(path) = file::path(&env) else {
        return Vec::new();
    };
    let Ok((cfg, _)) = file::load(&path) else {
        return Vec::new();
    };
    cfg.profiles
        .keys()
        .filter(|p| p.starts_with(current.as_ref()))
        .map(CompletionCandidate::new)
        .collect()
}

/// The values of the words typed so far that choose the app: `--profile`, `--base-url`.
fn typed_flags() -> Flags {
    let args: Vec<String> = std::env::args().collect();
    let words = args
        .iter()
        .position(|a| a == "--")
        .map_or(&args[..], |i| &args[i + 1..]);
    let mut flags = Flags::default();
    for (i, w) in words.iter().enumerate() {
        let (name, inline) = match w.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (w.as_str(), None),
        };
        let value = || inline.clone().or_else(|| words.get(i + 1).cloned());
        match name {
            "--profile" => flags.profile = value(),
            "--base-url" => {
                if let Some(v) = value() {
                    flags.values.insert("base_url", v);
                }
            }
            _ => {}
        }
    }
    flags
}

fn remote(names: Objects, current: &str) -> Vec<CompletionCandidate> {
    if current.chars().count() < min_prefix(names) {
        return Vec::new();
    }
    let env = Env::from_process();
    let flags = typed_flags();
    let values = cached(&env, &flags, names).or_else(|| {
        // Its own thread: the request is bounded by WAIT whatever the service does.
        let (tx, rx) = std::sync::mpsc::channel();
        let (env2, flags2) = (env.clone(), flags.clone());
        std::thread::spawn(move || {
            let _ = tx.send(fetch(env2, flags2, names));
        });
        let values = rx.recv_timeout(WAIT).ok().flatten()?;
        store(&env, &flags, names, &values);
        Some(values)
    });
    values
        .unwrap_or_default()
        .into_iter()
        .filter(|v| v.starts_with(current))
        .map(CompletionCandidate::new)
        .collect()
}

/// Reads the list from the service: one request, no retry, no prompt, never the embedded
/// sandbox (it would start a server for a keystroke).
fn fetch(env: Env, flags: Flags, names: Objects) -> Option<Vec<String>> {
    let op = find(Api::Seller, names.list())?;
    let mut global = crate::options::Options {
        profile: flags.profile,
        settings: flags.values,
        ..Default::default()
    };
    global.settings.insert("retries", "0".into());
    global.settings.insert("timeout", "2".into());
    let mut cx = crate::context::Context::new(global, env).ok()?;
    if cx.settings.embedded {
        return None;
    }
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .ok()?;
    let answer = rt.block_on(cx.call(op, &[])).ok()??;
    let field = op.id_field();
    Some(
        crate::answer::values(op, &answer)
            .iter()
            .filter_map(|row| match row.get(field)? {
                Value::String(s) => Some(s.clone()),
                Value::Number(n) => Some(n.to_string()),
                _ => None,
            })
            .collect(),
    )
}

/// The cache file: in the data directory, readable by its owner only.
fn cache_path(env: &Env) -> Option<PathBuf> {
    Some(file::data_dir(env).ok()?.join("completion-cache.json"))
}

/// What the cache is keyed by: the app the typed words and the environment choose.
fn cache_key(env: &Env, flags: &Flags, names: Objects) -> String {
    let profile = flags
        .profile
        .clone()
        .or_else(|| env.get("LICENSECTL_PROFILE").map(str::to_string))
        .unwrap_or_default();
    let url = flags
        .values
        .get("base_url")
        .cloned()
        .or_else(|| env.get("LICENSECTL_BASE_URL").map(str::to_string))
        .unwrap_or_default();
    format!("{names:?} {profile} {url}")
}

fn cached(env: &Env, flags: &Flags, names: Objects) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(cache_path(env)?).ok()?;
    let all: Value = serde_json::from_str(&text).ok()?;
    let entry = all.get(cache_key(env, flags, names))?;
    let at = entry.get("at")?.as_i64()?;
    let now = chrono::Utc::now().timestamp();
    if !(0..TTL_SECS).contains(&(now - at)) {
        return None;
    }
    serde_json::from_value(entry.get("values")?.clone()).ok()
}

fn store(env: &Env, flags: &Flags, names: Objects, values: &[String]) {
    let Some(path) = cache_path(env) else { return };
    let now = chrono::Utc::now().timestamp();
    let mut all = std::fs::read_to_string(&path)
        .ok()
        .and_then(|t| serde_json::from_str::<Value>(&t).ok())
        .and_then(|v| match v {
            Value::Object(m) => Some(m),
            _ => None,
        })
        .unwrap_or_default();
    // Stale entries go: the file stays as small as the lists in use.
    all.retain(|_, e| {
        e.get("at")
            .and_then(Value::as_i64)
            .is_some_and(|at| now - at < TTL_SECS)
    });
    all.insert(
        cache_key(env, flags, names),
        serde_json::json!({"at": now, "values": values}),
    );
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let _ = file::write_private(&path, Value::Object(all).to_string().as_bytes());
}
