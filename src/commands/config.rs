//! `licensectl config …`: create, inspect, choose and remove profiles.

use anyhow::Result;
use clap::{Args, Subcommand};
use licensectl_catalogue::Op;
use serde_json::{json, Map, Value};

use crate::cli::Global;
use crate::config::{self, file, mask, ConfigFile, Flags, Profile, Source, FIELDS};
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;
use crate::prompt;

/// The service's key check (api-catalogue §2.13); not a command of its own.
pub const SETSELLER: Op = Op::seller("setseller", "config init", "Check a seller key");

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
    /// On a terminal it asks for what is missing; elsewhere give flags and --seller-key-stdin.
    /// The base URL comes from --base-url [default: https://keyauth.win].
    ///
    /// Example: echo "$KEY" | licensectl --base-url https://keyauth.win config init prod --seller-key-stdin
    Init {
        /// Profile name
        #[arg(default_value = "default")]
        name: String,
        /// Application name (client API)
        #[arg(long, value_name = "NAME")]
        app_name: Option<String>,
        /// Owner id (client API)
        #[arg(long, value_name = "ID")]
        ownerid: Option<String>,
        /// Read the seller key from the first line of stdin
        #[arg(long)]
        seller_key_stdin: bool,
        /// Save without checking the key against the service
        #[arg(long)]
        no_check: bool,
        /// Make it the default profile
        #[arg(long)]
        default: bool,
    },
    /// List profiles (secrets masked)
    ///
    /// Example: licensectl config list
    List,
    /// Show the settings in effect and where each value came from
    ///
    /// Example: LICENSECTL_PROFILE=prod licensectl config show
    Show,
    /// Make a profile the default
    ///
    /// Example: licensectl config use prod
    Use { name: String },
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
    /// Remove a profile
    ///
    /// Example: licensectl config remove old --yes
    Remove { name: String },
    /// Print the config file's path
    ///
    /// Example: licensectl config path
    Path,
}

fn load(env: &Env) -> Result<(std::path::PathBuf, ConfigFile), Failure> {
    let path = file::path(env)?;
    let (cfg, _) = file::load(&path)?;
    Ok((path, cfg))
}

pub async fn run(cmd: Cmd, global: Global, env: Env) -> Result<()> {
    match cmd.action {
        Action::Path => {
            let cx = Context::new(global, env)?;
            cx.out.line(&cx.config_path.display().to_string())?;
        }
        Action::List => {
            let cx = Context::new(global, env)?;
            let (_, cfg) = load(&cx.env)?;
            let rows: Vec<Map<String, Value>> = cfg
                .profiles
                .iter()
                .map(|(name, p)| {
                    let mut m = Map::new();
                    m.insert("profile".into(), json!(name));
                    m.insert(
                        "default".into(),
                        json!(cfg.default_profile.as_deref() == Some(name)),
                    );
                    m.insert(
                        "base_url".into(),
                        json!(p.base_url.clone().unwrap_or_default()),
                    );
                    m.insert(
                        "seller_key".into(),
                        json!(p.seller_key.as_deref().map(mask).unwrap_or_default()),
                    );
                    m.insert(
                        "app_name".into(),
                        json!(p.app_name.clone().unwrap_or_default()),
                    );
                    m.insert(
                        "ownerid".into(),
                        json!(p.ownerid.clone().unwrap_or_default()),
                    );
                    m
                })
                .collect();
            let out = crate::output::Output {
                show_secrets: true,
                ..cx.out
            };
            out.list(
                &[
                    "profile",
                    "default",
                    "base_url",
                    "seller_key",
                    "app_name",
                    "ownerid",
                ],
                &rows,
            )?;
        }
        Action::Show => {
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
            for (field, _, secret) in FIELDS {
                let (value, source) = match cx.settings.values.get(field) {
                    Some(s) => (
                        if *secret {
                            mask(&s.value)
                        } else {
                            s.value.clone()
                        },
                        s.source.to_string(),
                    ),
                    None if cx.settings.embedded => (String::new(), Source::Sandbox.to_string()),
                    None => (String::new(), "unset".into()),
                };
                let mut m = Map::new();
                m.insert("field".into(), json!(field));
                m.insert("value".into(), json!(value));
                m.insert("source".into(), json!(source));
                rows.push(m);
            }
            let out = crate::output::Output {
                show_secrets: true,
                ..cx.out
            };
            out.list(&["field", "value", "source"], &rows)?;
        }
        Action::Use { name } => {
            let (path, mut cfg) = load(&env)?;
            if !cfg.profiles.contains_key(&name) {
                return Err(unknown(&name, &cfg).into());
            }
            cfg.default_profile = Some(name.clone());
            file::save(&path, &cfg)?;
            crate::say!("licensectl: default profile is now {name}");
        }
        Action::Remove { name } => {
            let cx = Context::new(global, env)?;
            let (path, mut cfg) = load(&cx.env)?;
            if !cfg.profiles.contains_key(&name) {
                return Err(unknown(&name, &cfg).into());
            }
            prompt::confirm(
                cx.interactive(),
                cx.global.yes,
                &format!("this removes profile {name} and its keys"),
                "config remove",
            )?;
            cfg.profiles.remove(&name);
            if cfg.default_profile.as_deref() == Some(name.as_str()) {
                cfg.default_profile = None;
            }
            file::save(&path, &cfg)?;
            crate::say!("licensectl: removed profile {name}");
        }
        Action::Set {
            field,
            value,
            stdin,
        } => {
            let (path, mut cfg) = load(&env)?;
            let name = global
                .profile
                .clone()
                .or_else(|| env.get("LICENSECTL_PROFILE").map(str::to_string));
            let name = name
                .or(cfg.default_profile.clone())
                .unwrap_or_else(|| "default".into());
            let value = match (value, stdin) {
                (Some(_), _) if config::is_secret(&field) => {
                    return Err(Failure::Usage(format!(
                        "{field} is a secret: pass it with --stdin, never on the command line"
                    ))
                    .into())
                }
                (Some(v), false) => v,
                (None, true) => prompt::stdin_line(&field)?,
                _ => return Err(Failure::Usage("give a VALUE or --stdin".into()).into()),
            };
            let profile = cfg.profiles.entry(name.clone()).or_default();
            if !profile.set(&field, Some(value)) {
                let known: Vec<&str> = FIELDS.iter().map(|f| f.0).collect();
                return Err(Failure::Usage(format!(
                    "unknown field {field:?}; fields: {}",
                    known.join(", ")
                ))
                .into());
            }
            file::save(&path, &cfg)?;
            crate::say!("licensectl: set {field} in profile {name}");
        }
        Action::Init {
            name,
            app_name,
            ownerid,
            seller_key_stdin,
            no_check,
            default,
        } => {
            let url = global.base_url.clone();
            init(
                global,
                env,
                name,
                url,
                app_name,
                ownerid,
                seller_key_stdin,
                no_check,
                default,
            )
            .await?;
        }
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

#[allow(clippy::too_many_arguments)]
async fn init(
    global: Global,
    env: Env,
    name: String,
    url: Option<String>,
    app_name: Option<String>,
    ownerid: Option<String>,
    seller_key_stdin: bool,
    no_check: bool,
    default: bool,
) -> Result<()> {
    let (path, mut cfg) = load(&env)?;
    let interactive = Context::new(global.clone(), env.clone())?.interactive();
    let ask = |what: &str,
               given: Option<String>,
               fallback: Option<&str>|
     -> Result<Option<String>, Failure> {
        if given.is_some() || !interactive {
            return Ok(given.or(fallback.map(str::to_string)));
        }
        let mut input = dialoguer::Input::<String>::new()
            .with_prompt(what)
            .allow_empty(true);
        if let Some(f) = fallback {
            input = input.default(f.to_string());
        }
        let v = input
            .interact_text()
            .map_err(|e| Failure::Usage(format!("cannot ask: {e}")))?;
        Ok(Some(v).filter(|v| !v.is_empty()))
    };
    let old = cfg.profiles.get(&name).cloned().unwrap_or_default();
    let base_url = ask(
        "Base URL",
        url,
        old.base_url.as_deref().or(Some(config::SERVICE_BASE_URL)),
    )?;
    let seller_key = if seller_key_stdin {
        prompt::stdin_line("seller key")?
    } else if interactive {
        prompt::secret("Seller key")?
    } else if let Some(k) = old.seller_key.clone() {
        k
    } else {
        return Err(Failure::Usage("no terminal to ask on: pass --seller-key-stdin (the key is never taken as a flag value)".into()).into());
    };
    let app_name = ask(
        "App name (client API, optional)",
        app_name,
        old.app_name.as_deref(),
    )?;
    let ownerid = ask(
        "Owner id (client API, optional)",
        ownerid,
        old.ownerid.as_deref(),
    )?;
    let profile = Profile {
        base_url,
        seller_key: Some(seller_key),
        app_name,
        ownerid,
        ..old
    };
    if !no_check {
        let mut check = ConfigFile::default();
        check.profiles.insert(name.clone(), profile.clone());
        let flags = Flags {
            profile: Some(name.clone()),
            ..Default::default()
        };
        // Only the new profile counts for the check: no env overrides of the key or URL.
        let settings = config::resolve(&check, &Env::default(), &flags)?;
        let mut cx = Context::new(global, env)?;
        cx.settings = settings;
        cx.call(&SETSELLER, &[])
            .await
            .map_err(|e| e.context("checking the seller key"))?;
        crate::say!(
            "licensectl: seller key accepted by {}",
            profile.base_url.as_deref().unwrap_or("")
        );
    }
    cfg.profiles.insert(name.clone(), profile);
    if default || cfg.default_profile.is_none() {
        cfg.default_profile = Some(name.clone());
    }
    file::save(&path, &cfg)?;
    crate::say!(
        "licensectl: saved profile {name} in {} (mode 0600)",
        path.display()
    );
    Ok(())
}
