//! The OS keyring, where secret settings (the table's `secret` rows) are kept when one runs: the
//! Secret Service on Linux, the Keychain on macOS, the Credential Manager on Windows. This is the
//! edge that talks to it; the resolver (`config::resolve_with`) only sees the values read here.
//!
//! Every call is bounded (`WAIT`): a keyring that hangs counts as none. Where none runs, or with
//! `LICENSECTL_KEYRING=off`, secrets stay in the 0600 config file, as before (docs/secrets.md).

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use super::file::ConfigFile;
use super::{profile_choice, Flags, Kept};
use crate::env::Env;

/// The longest a keyring call may take before it counts as unavailable.
const WAIT: Duration = Duration::from_secs(3);

/// Where a secret lives, as `config show`, `doctor` and `config init` say it.
pub const IN_KEYRING: &str = "the OS keyring";
pub const IN_FILE: &str = "the config file";

/// The keyring entry of one secret of one profile of one config file: a second config file
/// (LICENSECTL_CONFIG) with a profile of the same name is another app, so its path is part of the
/// name (a profile never reads another file's secret).
fn account(config: &Path, profile: &str, setting: &str) -> String {
    format!("{profile}/{setting} ({})", config.display())
}

const SERVICE: &str = "licensectl";

/// `false` when the user turned the keyring off (`LICENSECTL_KEYRING=off`).
pub fn wanted(env: &Env) -> bool {
    !env.get("LICENSECTL_KEYRING").is_some_and(|v| {
        matches!(
            v.to_ascii_lowercase().as_str(),
            "off" | "0" | "no" | "false"
        )
    })
}

/// Runs `f` on its own thread, giving up after `WAIT`: D-Bus calls block, and a keyring daemon
/// that never answers must not hold the command.
fn bounded<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, String> + Send + 'static,
) -> Result<T, String> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(WAIT)
        .unwrap_or_else(|_| Err(format!("no answer within {}s", WAIT.as_secs())))
}

#[cfg(any(target_os = "linux", target_os = "macos", windows))]
mod os {
    pub fn entry(account: &str) -> Result<keyring::Entry, String> {
        keyring::Entry::new(super::SERVICE, account).map_err(|e| e.to_string())
    }
    pub fn get(account: String) -> Result<Option<String>, String> {
        match entry(&account)?.get_password() {
            Ok(v) => Ok(Some(v)),
            Err(keyring::Error::NoEntry) => Ok(None),
            Err(e) => Err(e.to_string()),
        }
    }
    pub fn set(account: String, value: String) -> Result<(), String> {
        entry(&account)?
            .set_password(&value)
            .map_err(|e| e.to_string())
    }
    pub fn delete(account: String) -> Result<(), String> {
        match entry(&account)?.delete_credential() {
            Ok(()) | Err(keyring::Error::NoEntry) => Ok(()),
            Err(e) => Err(e.to_string()),
        }
    }
}

#[cfg(not(any(target_os = "linux", target_os = "macos", windows)))]
mod os {
    const NONE: &str = "no OS keyring on this platform";
    pub fn get(_: String) -> Result<Option<String>, String> {
        Err(NONE.into())
    }
    pub fn set(_: String, _: String) -> Result<(), String> {
        Err(NONE.into())
    }
    pub fn delete(_: String) -> Result<(), String> {
        Err(NONE.into())
    }
}

/// Reads a secret; `Ok(None)`: the keyring runs but holds no such entry.
pub fn get(
    env: &Env,
    config: &Path,
    profile: &str,
    setting: &str,
) -> Result<Option<String>, String> {
    if !wanted(env) {
        return Err("the keyring is turned off (LICENSECTL_KEYRING=off)".into());
    }
    let account = account(config, profile, setting);
    bounded(move || os::get(account))
}

/// Stores a secret; an error means no usable keyring (the caller keeps it in the file).
pub fn set(
    env: &Env,
    config: &Path,
    profile: &str,
    setting: &str,
    value: &str,
) -> Result<(), String> {
    if !wanted(env) {
        return Err("the keyring is turned off (LICENSECTL_KEYRING=off)".into());
    }
    let account = account(config, profile, setting);
    let value = value.to_string();
    // Read back: a keyring that takes a value but cannot give it back is no place for the key.
    let check = account.clone();
    let expected = value.clone();
    bounded(move || {
        os::set(account, value)?;
        match os::get(check)? {
            Some(v) if v == expected => Ok(()),
            _ => Err("the keyring did not give the value back".into()),
        }
    })
}

/// Removes a secret (no entry is no error).
pub fn delete(env: &Env, config: &Path, profile: &str, setting: &str) -> Result<(), String> {
    if !wanted(env) {
        return Ok(());
    }
    let account = account(config, profile, setting);
    bounded(move || os::delete(account))
}

/// The keyring values the chosen profile keeps there, for the resolver: only those the file marks
/// as kept in the keyring and no flag or variable gives (CI's variables never touch the keyring).
pub fn read_for(env: &Env, config: &Path, cfg: &ConfigFile, flags: &Flags) -> Kept {
    let mut kept = Kept::default();
    let (profile, _) = profile_choice(cfg, env, flags);
    let Some(prof) = cfg.profiles.get(&profile) else {
        return kept;
    };
    for &setting in prof.in_keyring() {
        let def = super::settings::def(setting).expect("a marked secret is a setting");
        if flags.values.contains_key(setting) || env.get(&def.env()).is_some() {
            continue;
        }
        match get(env, config, &profile, setting) {
            Ok(Some(v)) => {
                kept.values.insert(setting, v);
            }
            Ok(None) => {
                kept.errors.insert(
                    setting,
                    "the OS keyring holds no such entry (set it again with `licensectl config set`)"
                        .into(),
                );
            }
            Err(e) => {
                kept.errors
                    .insert(setting, format!("cannot read the OS keyring: {e}"));
            }
        }
    }
    kept
}

/// Whether a keyring answers here at all (`doctor`): a read of an entry that need not exist.
pub fn probe(env: &Env, config: &Path) -> Result<(), String> {
    get(env, config, "-", "probe").map(drop)
}

/// Where each secret of a profile lives, for the messages: `seller_key: the OS keyring`.
pub fn places(prof: &super::Profile) -> BTreeMap<&'static str, &'static str> {
    super::SETTINGS
        .iter()
        .filter(|d| d.secret)
        .filter_map(|d| {
            if prof.in_keyring().contains(&d.name) {
                Some((d.name, IN_KEYRING))
            } else {
                prof.get(d.name).map(|_| (d.name, IN_FILE))
            }
        })
        .collect()
}
