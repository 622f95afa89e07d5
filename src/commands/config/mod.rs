//! `licensectl config …`: create, inspect, choose and remove profiles.

use anyhow::Result;
use clap::{Args, Subcommand};
use serde_json::{json, Map, Value};

use crate::config::secrets::{self, IN_FILE, IN_KEYRING};
use crate::config::{file, settings, ConfigFile, Profile, Source, SETTINGS};
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;
use crate::options::Options;
use crate::prompt;
use licensectl_catalogue::resources;

mod init;

/// Manage profiles: base URL, seller key and app credentials
#[derive(Debug, Args)]
pub struct Cmd {
    #[command(subcommand)]
    pub action: Action,
}

#[derive(Debug, Subcommand)]
pub enum Action {
    /// Create or update a profile, checking the seller key against the service
    ///
    /// The base URL comes from --base-url or LICENSECTL_BASE_URL [default: https://keyauth.win].
    /// The seller key is checked first; then, on a terminal, it asks for what the client API
    /// needs: app name, owner id, and the public key (1.3) or app secret (1.2), and, when no
    /// profile is the default yet, whether this one becomes it. Elsewhere give flags,
    /// --seller-key-stdin and --default.
    ///
    /// Example: echo "$KEY" | licensectl --base-url https://keyauth.win config init prod --seller-key-stdin
    Init(init::Args),
    /// List profiles (secrets masked)
    ///
    /// Example: licensectl config list
    List,
    /// Show the settings in effect and where each value came from
    ///
    /// Example: LICENSECTL_PROFILE=prod licensectl config show
    Show,
    /// Make a profile the default, or go back to the embedded sandbox (--embedded)
    ///
    /// Commands without --profile (or LICENSECTL_PROFILE) act on the default profile's app.
    /// With --embedded none is the default, not even one named `default`: they act on the
    /// embedded sandbox again (or on what flags and the environment name).
    ///
    /// Example: licensectl config use prod
    Use {
        /// Profile to make the default
        #[arg(required_unless_present = "embedded", conflicts_with = "embedded")]
        name: Option<String>,
        /// No profile is the default: back to the embedded sandbox
        #[arg(long)]
        embedded: bool,
    },
    /// Set one field of a profile (secrets only through --stdin)
    ///
    /// Example: licensectl config set app_version 2.1 --profile prod
    Set {
        /// Field name (see `config show`)
        field: String,
        /// New value; omit with --stdin
        value: Option<String>,
        /// Read the value from the first line of stdin
        #[arg(long)]
        stdin: bool,
    },
    /// Remove a profile (and its secrets in the OS keyring)
    ///
    /// Example: licensectl config remove old --yes
    Remove { name: String },
    /// Move secrets from the config file into the OS keyring
    ///
    /// Every profile's seller key and app secret still in the config file go to the OS keyring
    /// (Secret Service, Keychain or Credential Manager) and leave the file; fails with exit 3 when
    /// no keyring answers. Nothing is moved twice: run it again at any time.
    ///
    /// Example: licensectl config migrate-secrets
    MigrateSecrets,
    /// Print the config file's path
    ///
    /// Example: licensectl config path
    Path,
}

/// The settings `config list` shows per profile: those that say which app it is, short enough
/// for one line (secrets masked).
const LISTED: [&str; 4] = ["base_url", "seller_key", "app_name", "ownerid"];

fn load(env: &Env) -> Result<(std::path::PathBuf, ConfigFile), Failure> {
    let path = file::path(env)?;
    let (cfg, _) = file::load(&path)?;
    Ok((path, cfg))
}

/// Runs one `config` action.
pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    match cmd.action {
        Action::Path => {
            let cx = Context::new(global, env)?;
            cx.out.line(&cx.config_path.display().to_string())?;
        }
        Action::List => list(global, env)?,
        Action::Show => show(global, env)?,
        Action::Use { name, embedded } => use_profile(&env, name.as_deref().filter(|_| !embedded))?,
        Action::Remove { name } => remove(global, env, &name)?,
        Action::Set {
            field,
            value,
            stdin,
        } => set(&global, &env, &field, value, stdin)?,
        Action::MigrateSecrets => migrate(&env)?,
        Action::Init(args) => init::run(global, env, args).await?,
    }
    Ok(())
}

/// `config list`: one row per profile, with the settings that say which app it is.
fn list(global: Options, env: Env) -> Result<()> {
    let cx = Context::new(global, env)?;
    let (_, cfg) = load(&cx.env)?;
    // The profile commands use without --profile: the file's default, or one named `default`.
    let default = crate::config::file_default(&cfg);
    let rows: Vec<Map<String, Value>> = cfg
        .profiles
        .iter()
        .map(|(name, p)| {
            let mut m = Map::new();
            m.insert("profile".into(), json!(name));
            m.insert("default".into(), json!(default == Some(name)));
            for field in LISTED {
                let def = settings::def(field).expect("a listed field is a setting");
                let value = p.raw(field).map(|v| def.shown(v)).or_else(|| {
                    p.in_keyring()
                        .contains(field)
                        .then(|| "(keyring)".to_string())
                });
                m.insert((*field).into(), json!(value.unwrap_or_default()));
            }
            m
        })
        .collect();
    // Secrets are masked above by the settings table (`Def::shown`).
    let out = crate::output::Output {
        show_secrets: true,
        ..cx.out
    };
    out.rows(&resources::PROFILE, &rows)?;
    if default.is_none() && !rows.is_empty() {
        crate::say!(
            "licensectl: no profile is the default: commands without --profile use the embedded sandbox (licensectl config use NAME)"
        );
    }
    Ok(())
}

/// `config show`: every setting in effect and where its value came from.
fn show(global: Options, env: Env) -> Result<()> {
    let cx = Context::new(global, env)?;
    let mut rows = Vec::new();
    let mut m = Map::new();
    m.insert("field".into(), json!("profile"));
    m.insert("value".into(), json!(cx.settings.profile));
    m.insert(
        "source".into(),
        json!(cx.settings.profile_source.to_string()),
    );
    rows.push(m);
    let mut m = Map::new();
    m.insert("field".into(), json!("rule"));
    m.insert("value".into(), json!(cx.settings.rule));
    m.insert("source".into(), json!("how the app was chosen"));
    rows.push(m);
    for def in SETTINGS {
        let (value, source) = match cx.settings.values.get(def.name) {
            // Where a secret lives: the file or the keyring (its source says which).
            Some(s) if def.secret && matches!(s.source, Source::File(_)) => {
                (def.shown(&s.value), format!("{} ({IN_FILE})", s.source))
            }
            Some(s) => (def.shown(&s.value), s.source.to_string()),
            None if cx.settings.unread.contains_key(def.name) => (
                String::new(),
                format!("{IN_KEYRING}, unreadable: {}", cx.settings.unread[def.name]),
            ),
            None if cx.settings.embedded => (String::new(), Source::Sandbox.to_string()),
            None => (String::new(), "unset".into()),
        };
        let mut m = Map::new();
        m.insert("field".into(), json!(def.name));
        m.insert("value".into(), json!(value));
        m.insert("source".into(), json!(source));
        rows.push(m);
    }
    // Values are masked above by the settings' own secret flags; the redactor must not
    // blank the seller key the line names.
    let out = crate::output::Output {
        show_secrets: true,
        ..cx.out
    };
    out.rows(&resources::SETTING, &rows)?;
    Ok(())
}

/// `config use`: makes a known profile the default, or (`None`, `--embedded`) none of them.
fn use_profile(env: &Env, name: Option<&str>) -> Result<()> {
    let (path, mut cfg) = load(env)?;
    let Some(name) = name else {
        cfg.default_profile = Some(crate::config::EMBEDDED.to_string());
        file::save(&path, &cfg)?;
        crate::say!(
            "licensectl: no profile is the default: commands without --profile use the embedded sandbox"
        );
        return Ok(());
    };
    if !cfg.profiles.contains_key(name) {
        return Err(unknown(name, &cfg).into());
    }
    cfg.default_profile = Some(name.to_string());
    file::save(&path, &cfg)?;
    crate::say!("licensectl: default profile is now {name}");
    Ok(())
}

/// `config remove`: removes a known profile, once confirmed, and the default if it was that.
fn remove(global: Options, env: Env, name: &str) -> Result<()> {
    let cx = Context::new(global, env)?;
    let (path, mut cfg) = load(&cx.env)?;
    if !cfg.profiles.contains_key(name) {
        return Err(unknown(name, &cfg).into());
    }
    prompt::confirm(
        cx.interactive(),
        cx.global.yes,
        &format!("this removes profile {name} and its keys"),
        "config remove",
    )?;
    if let Some(p) = cfg.profiles.remove(name) {
        for field in p.in_keyring() {
            if let Err(e) = secrets::delete(&cx.env, &path, name, field) {
                crate::say!("licensectl: warning: {field} stays in the OS keyring: {e}");
            }
        }
    }
    if cfg.default_profile.as_deref() == Some(name) {
        cfg.default_profile = None;
    }
    file::save(&path, &cfg)?;
    crate::say!("licensectl: removed profile {name}");
    Ok(())
}

/// `config set`: one checked field of the profile in use; secrets only from stdin.
fn set(global: &Options, env: &Env, field: &str, value: Option<String>, stdin: bool) -> Result<()> {
    let (path, mut cfg) = load(env)?;
    let name = global
        .profile
        .clone()
        .or_else(|| env.get("LICENSECTL_PROFILE").map(str::to_string));
    let name = name
        .or(cfg.default_profile.clone())
        .unwrap_or_else(|| "default".into());
    let def = settings::named(field).map_err(Failure::Usage)?;
    let value = match (value, stdin) {
        (Some(_), _) if def.secret => {
            return Err(Failure::Usage(format!(
                "{field} is a secret: pass it with --stdin, never on the command line"
            ))
            .into())
        }
        (Some(v), false) => v,
        (None, true) => prompt::stdin_line(field)?,
        _ => return Err(Failure::Usage("give a VALUE or --stdin".into()).into()),
    };
    // Refused now, not at the next command that reads it.
    (def.check)(&value).map_err(Failure::Usage)?;
    let profile = cfg.profiles.entry(name.clone()).or_default();
    if def.secret {
        let place = place_secret(env, &path, &name, profile, def.name, value);
        file::save(&path, &cfg)?;
        crate::say!("licensectl: set {field} in profile {name}, kept in {place}");
    } else {
        profile.set(def.name, Some(value));
        file::save(&path, &cfg)?;
        crate::say!("licensectl: set {field} in profile {name}");
    }
    Ok(())
}

fn unknown(name: &str, cfg: &ConfigFile) -> Failure {
    let known: Vec<&str> = cfg.profiles.keys().map(String::as_str).collect();
    Failure::Config(format!(
        "unknown profile '{name}'; known profiles: {}",
        if known.is_empty() {
            "none".into()
        } else {
            known.join(", ")
        }
    ))
}
/// Puts a secret in the OS keyring when one takes it, else in the profile (the 0600 file: the
/// default wherever no keyring runs, without a word more). Returns where it went.
pub(crate) fn place_secret(
    env: &Env,
    path: &std::path::Path,
    name: &str,
    profile: &mut Profile,
    field: &'static str,
    value: String,
) -> &'static str {
    match secrets::set(env, path, name, field, &value) {
        Ok(()) => {
            profile.keep_in_keyring(field);
            IN_KEYRING
        }
        Err(_) => {
            let stale = profile.in_keyring().contains(field);
            profile.set(field, Some(value));
            if stale {
                // The keyring that held it is gone or off: the file's value is the one in force.
                let _ = secrets::delete(env, path, name, field);
            }
            IN_FILE
        }
    }
}

/// Every secret of a profile that is in its file goes to the keyring when one takes it; the
/// places, for the message.
pub(crate) fn place_secrets(
    env: &Env,
    path: &std::path::Path,
    name: &str,
    profile: &mut Profile,
) -> Vec<(&'static str, &'static str)> {
    let mut placed = Vec::new();
    for def in SETTINGS.iter().filter(|d| d.secret) {
        if let Some(v) = profile.get(def.name).map(str::to_string) {
            placed.push((
                def.name,
                place_secret(env, path, name, profile, def.name, v),
            ));
        }
    }
    placed
}

/// `config migrate-secrets`.
fn migrate(env: &Env) -> Result<()> {
    let (path, mut cfg) = load(env)?;
    let mut moved = 0;
    for (name, profile) in cfg.profiles.iter_mut() {
        for def in SETTINGS.iter().filter(|d| d.secret) {
            let Some(value) = profile.get(def.name).map(str::to_string) else {
                continue;
            };
            if let Err(e) = secrets::set(env, &path, name, def.name, &value) {
                // What moved so far is recorded; the rest stays in the file, in force.
                let failure = Failure::Config(format!(
                    "no OS keyring to move secrets to ({e}); {} stays in {}",
                    def.name,
                    path.display()
                ));
                if moved > 0 {
                    file::save(&path, &cfg)?;
                }
                return Err(failure.into());
            }
            profile.keep_in_keyring(def.name);
            moved += 1;
            crate::say!(
                "licensectl: moved {} of profile {name} to {IN_KEYRING}",
                def.name
            );
        }
    }
    if moved > 0 {
        file::save(&path, &cfg)?;
    }
    crate::say!(
        "licensectl: {moved} secret{} moved; {} holds none",
        if moved == 1 { "" } else { "s" },
        path.display()
    );
    Ok(())
}
