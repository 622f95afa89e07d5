//! `licensectl completions SHELL` and the completion engine behind it: the scripts call back
//! into licensectl (`LICENSECTL_COMPLETE=SHELL licensectl -- WORDS`, clap_complete's dynamic
//! engine), which completes the command tree, the values of enum flags, profile names, and the
//! app's own objects — usernames, license keys (from a 4-character prefix), subscription names,
//! variable, file, webhook and channel ids — read from the service and cached for a short time
//! (docs/completion.md). A slow or unreachable service completes nothing and says nothing.

use std::ffi::OsStr;
use std::time::Duration;

use anyhow::Result;
use clap::Args;
use clap_complete::engine::{ArgValueCompleter, CompletionCandidate};
use clap_complete::env::EnvCompleter;
use clap_complete::Shell;
use licensectl_catalogue::{Objects, Param};

use crate::config::{file, Flags};
use crate::env::Env;

mod shells;
mod source;

/// The variable the scripts set when they call back.
pub const VAR: &str = "LICENSECTL_COMPLETE";
/// The longest a completion waits for the service, unless `LICENSECTL_COMPLETE_WAIT_MS` says
/// otherwise (a slow link, a large app).
fn wait() -> Duration {
    let ms = std::env::var("LICENSECTL_COMPLETE_WAIT_MS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1500);
    Duration::from_millis(ms)
}
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
    use clap_complete::env::{Elvish, Fish, Powershell, Zsh};
    if shell == Shell::Bash {
        return shells::BASH.as_bytes().to_vec();
    }
    let completer: &dyn EnvCompleter = match shell {
        Shell::Zsh => &Zsh,
        Shell::Fish => &Fish,
        Shell::PowerShell => &Powershell,
        Shell::Elvish => &Elvish,
        _ => &Zsh,
    };
    let mut out = Vec::new();
    completer
        .write_registration(VAR, "licensectl", "licensectl", "licensectl", &mut out)
        .expect("writing to memory");
    if shell == Shell::Zsh {
        return zsh_first_tab(out);
    }
    out
}

/// clap's zsh registration only registers (`compdef`): installed as `_licensectl` on `$fpath`
/// (as the README says), compinit autoloads the file on the first TAB and runs its body, which
/// registered the completer and completed nothing, so only the second TAB worked. Autoloaded,
/// it now completes at once; sourced, it registers as before.
fn zsh_first_tab(script: Vec<u8>) -> Vec<u8> {
    let text = String::from_utf8_lossy(&script);
    let register = "compdef _clap_dynamic_completer_licensectl licensectl";
    let both = "if [[ ${funcstack[1]} == _licensectl ]]; then\n    \
                # Autoloaded from $fpath by the first TAB: complete now too.\n    \
                _clap_dynamic_completer_licensectl \"$@\"\nelse\n    \
                compdef _clap_dynamic_completer_licensectl licensectl\nfi";
    debug_assert!(
        text.contains(register),
        "clap's zsh script changed:\n{text}"
    );
    text.replacen(register, both, 1).into_bytes()
}

pub fn run(cmd: Cmd) -> Result<()> {
    use std::io::Write;
    let mut stdout = crate::output::stdout();
    stdout.write_all(&script(cmd.shell))?;
    stdout.flush()?;
    Ok(())
}

/// Notes the calling shell before clap's engine runs (the engine removes the variable before
/// the completers are called); a bash registration asked of the environment
/// (`source <(LICENSECTL_COMPLETE=bash licensectl)`) is answered with ours, as `completions bash`
/// prints it, and exits.
pub fn before_engine() {
    if shells::note_calling(VAR) == Some(Shell::Bash) && !std::env::args_os().any(|a| a == "--") {
        use std::io::Write;
        let _ = std::io::stdout().write_all(shells::BASH.as_bytes());
        std::process::exit(0);
    }
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
        remote(objects, current)
    }))
}

/// A customer as `lookup` and `watch` take one: usernames, and keys from four typed characters.
pub fn term(current: &OsStr) -> Vec<CompletionCandidate> {
    let mut out = remote(Objects::Users, current);
    out.extend(remote(Objects::Keys, current));
    out
}

/// Profile names from the config file.
pub fn profiles(current: &OsStr) -> Vec<CompletionCandidate> {
    let env = Env::from_process();
    let Ok(path) = file::path(&env) else {
        return Vec::new();
    };
    let Ok((cfg, _)) = file::load(&path) else {
        return Vec::new();
    };
    offer(cfg.profiles.keys().map(String::as_str), current)
}

/// The candidates among `names` for the word being completed: those that begin with it, that
/// can be shown safely, each quoted for the calling shell (`shells`).
fn offer<'a>(names: impl Iterator<Item = &'a str>, current: &OsStr) -> Vec<CompletionCandidate> {
    let shell = shells::calling();
    let current = current.to_string_lossy();
    let typed = shells::unquote(&current, shell);
    names
        .filter(|n| n.starts_with(typed.as_ref()) && shells::offerable(n))
        .take(source::MOST)
        .map(|n| CompletionCandidate::new(shells::quote(n, shell).into_owned()))
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

fn remote(names: Objects, current: &OsStr) -> Vec<CompletionCandidate> {
    let typed = shells::unquote(&current.to_string_lossy(), shells::calling()).into_owned();
    if typed.chars().count() < min_prefix(names) {
        return Vec::new();
    }
    let env = Env::from_process();
    let flags = typed_flags();
    let values = match source::target(&env, &flags) {
        None => None,
        // The embedded sandbox: its database, read directly (no server for a keystroke).
        Some(source::Target::Embedded(db)) => {
            licensectl_sandbox::complete::names(&db, names, &typed, source::MOST).ok()
        }
        Some(source::Target::Service(key)) => {
            let key = format!("{names:?} {key}");
            source::cached(&env, &key, &typed).or_else(|| {
                // Its own thread: the request is bounded by `wait()` whatever the service does.
                let (tx, rx) = std::sync::mpsc::channel();
                let (env2, flags2, typed2) = (env.clone(), flags.clone(), typed.clone());
                std::thread::spawn(move || {
                    let _ = tx.send(source::fetch(env2, flags2, names, &key, &typed2));
                });
                rx.recv_timeout(wait()).ok().flatten()
            })
        }
    };
    offer(
        values.unwrap_or_default().iter().map(String::as_str),
        current,
    )
}
