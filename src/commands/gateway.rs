//! `licensectl gateway …`: serve the seller API to personal tokens with roles, and customers'
//! own HWID resets (src/gateway/, docs/gateway.md); make and revoke tokens; read the audit.

use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::{Args, Subcommand};
use serde_json::{json, Map, Value};

use crate::config::file;
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;
use crate::gateway::roles::Roles;
use crate::gateway::store::{Store, AUDIT_ROWS};
use crate::options::Options;
use licensectl_catalogue::resources as r;

/// Let staff and customers act on the app without the seller key
#[derive(Debug, Args)]
pub struct Cmd {
    #[command(subcommand)]
    pub action: Action,
}

#[derive(Debug, Subcommand)]
pub enum Action {
    /// Serve the seller API to personal tokens, and customers' HWID resets at /self/
    ///
    /// Holds the profile's seller key (the embedded sandbox when nothing is configured); callers
    /// use a token from `gateway token create` as their seller key. Loopback only unless
    /// --listen names another address, which needs --tls-cert/--tls-key, or
    /// --allow-insecure-http behind a TLS reverse proxy.
    ///
    /// Example: licensectl gateway serve --port 8780
    Serve(ServeArgs),
    /// Create, list and revoke personal tokens
    Token {
        #[command(subcommand)]
        action: TokenAction,
    },
    /// Show the audit: every request, allowed or refused, from staff and customers
    ///
    /// Example: licensectl gateway audit --since 1d --who ann
    Audit(AuditArgs),
}

/// Where the gateway's store is (shared by serve, token and audit).
#[derive(Debug, Args)]
pub struct StoreArg {
    /// The gateway's store (tokens and audit) [default: gateway.db in the data dir]
    #[arg(long, value_name = "FILE")]
    db: Option<PathBuf>,
}

/// The roles (serve and token create).
#[derive(Debug, Args)]
pub struct RolesArg {
    /// Roles file (TOML) [default: gateway-roles.toml beside the store, if there is one]
    #[arg(long, value_name = "FILE")]
    roles: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address to listen on; anything but loopback needs TLS or --allow-insecure-http
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1")]
    listen: IpAddr,
    /// Port to listen on [default: any free port]
    #[arg(long, default_value_t = 0, hide_default_value = true)]
    port: u16,
    /// TLS certificate chain (PEM)
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    tls_cert: Option<PathBuf>,
    /// TLS private key (PEM)
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    tls_key: Option<PathBuf>,
    /// HWID reset cooldown instead of the app's setting, e.g. 7d
    #[arg(long, value_name = "DURATION", value_parser = duration)]
    reset_cooldown: Option<u64>,
    /// Audit rows kept (the oldest go first)
    #[arg(long, value_name = "N", default_value_t = AUDIT_ROWS)]
    audit_rows: u64,
    /// A reverse proxy's address, whose X-Forwarded-For names the caller (repeatable)
    ///
    /// From these peers only, the nearest X-Forwarded-For entry that is no trusted proxy is the
    /// caller, in the throttles and the audit; from others the header is ignored.
    #[arg(long = "trusted-proxy", value_name = "ADDR")]
    trusted_proxies: Vec<IpAddr>,
    #[command(flatten)]
    store: StoreArg,
    #[command(flatten)]
    roles: RolesArg,
}

#[derive(Debug, Subcommand)]
pub enum TokenAction {
    /// Create a personal token; it is printed once, and only its hash is kept
    ///
    /// Example: licensectl gateway token create ann --role support --expires 90d
    Create {
        /// A name for the person or bot it is for
        #[arg(value_parser = token_name)]
        name: String,
        /// Its role: viewer, support, admin, or one of the roles file
        #[arg(long, value_name = "ROLE")]
        role: String,
        /// Refused from this long after now on, e.g. 90d [default: never]
        #[arg(long, value_name = "DURATION", value_parser = duration)]
        expires: Option<u64>,
        #[command(flatten)]
        store: StoreArg,
        #[command(flatten)]
        roles: RolesArg,
    },
    /// List the tokens (never their values)
    ///
    /// Example: licensectl gateway token list
    List {
        #[command(flatten)]
        store: StoreArg,
    },
    /// Revoke a token: refused from its next request on
    ///
    /// Example: licensectl gateway token revoke ann
    Revoke {
        name: String,
        #[command(flatten)]
        store: StoreArg,
    },
}

#[derive(Debug, Args)]
pub struct AuditArgs {
    /// Only rows since TIME (2027-01-01, RFC 3339, unix seconds) or this long ago (1d, 12h)
    #[arg(long, value_name = "WHEN")]
    since: Option<String>,
    /// Only this token's rows (its name), or a customer's ("customer NAME")
    #[arg(long, value_name = "NAME")]
    who: Option<String>,
    /// At most this many rows (the newest)
    #[arg(long, value_name = "N", default_value_t = 1000)]
    limit: u64,
    #[command(flatten)]
    store: StoreArg,
}

fn duration(s: &str) -> Result<u64, String> {
    licensectl_catalogue::units::parse_duration(s)
}

fn token_name(s: &str) -> Result<String, String> {
    let ok = !s.is_empty()
        && s.len() <= 64
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.@".contains(c));
    ok.then(|| s.to_string())
        .ok_or_else(|| "a token's name is 1-64 letters, digits, '-', '_', '.' or '@'".into())
}

pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    match cmd.action {
        Action::Serve(a) => serve(a, global, env).await,
        Action::Token { action } => token(action, global, env),
        Action::Audit(a) => audit(a, global, env),
    }
}

fn db_path(s: &StoreArg, env: &Env) -> Result<PathBuf, Failure> {
    match &s.db {
        Some(p) => Ok(p.clone()),
        None => Ok(file::data_dir(env)?.join("gateway.db")),
    }
}

/// The largest roles file read: 1 MiB, far past any team's roles (a few KiB).
const ROLES_MAX: u64 = 1 << 20;

/// The built-in roles and the roles file: `--roles`, else `gateway-roles.toml` beside the store.
fn roles(arg: &RolesArg, db: &Path) -> Result<Roles, Failure> {
    let path = match &arg.roles {
        Some(p) => Some(p.clone()),
        None => Some(db.with_file_name("gateway-roles.toml")).filter(|p| p.exists()),
    };
    let text = match &path {
        Some(p) => Some(crate::input::read_small(p, ROLES_MAX, "the roles file")?),
        None => None,
    };
    let shown = path.as_ref().map(|p| p.display().to_string());
    Roles::load(shown.as_deref().zip(text.as_deref())).map_err(Failure::Config)
}

fn open(db: &Path) -> Result<Store, Failure> {
    let (store, warnings) = Store::open(db, AUDIT_ROWS)?;
    for w in warnings {
        crate::say!("licensectl: warning: {w}");
    }
    Ok(store)
}

async fn serve(a: ServeArgs, global: Options, env: Env) -> Result<()> {
    let db = db_path(&a.store, &env)?;
    let roles = roles(&a.roles, &db)?;
    for w in roles.warnings() {
        crate::say!("licensectl: warning: {w}");
    }
    let tls = match (&a.tls_cert, &a.tls_key) {
        (Some(c), Some(k)) => Some(crate::gateway::Tls::load(c, k)?),
        _ => None,
    };
    if !a.listen.is_loopback() && tls.is_none() && !global.allow_insecure_http {
        return Err(Failure::Usage(format!(
            "--listen {} is reachable from the network: give --tls-cert and --tls-key, or --allow-insecure-http behind a TLS reverse proxy (docs/gateway.md)",
            a.listen
        ))
        .into());
    }
    let names = roles.names().join(", ");
    let cx = Context::new(global.clone(), env.clone())?;
    let out = cx.out;
    let opts = crate::gateway::Options {
        listen: SocketAddr::new(a.listen, a.port),
        tls,
        db: db.clone(),
        roles,
        reset_cooldown: a.reset_cooldown,
        audit_rows: a.audit_rows,
        trusted_proxies: a.trusted_proxies.iter().map(IpAddr::to_canonical).collect(),
    };
    let stopped = crate::commands::sandbox::stop_signal();
    let mut running = crate::gateway::start(cx, opts).await?;
    for w in &running.warnings {
        crate::say!("licensectl: warning: {w}");
    }
    let mut info = Map::new();
    info.insert("base_url".into(), json!(running.base_url));
    info.insert("db".into(), json!(db.display().to_string()));
    info.insert("roles".into(), json!(names));
    let first = crate::output::Output {
        format: out.format.one_line(),
        ..out
    };
    first.record_of(&info, Some(&r::GATEWAY_INFO))?;
    if !a.listen.is_loopback() {
        crate::say!(
            "licensectl: warning: the gateway listens on {}, reachable from the network",
            a.listen
        );
    }
    crate::say!(
        "licensectl: gateway serving at {} (customers: {}/self/); Ctrl-C to stop",
        running.base_url,
        running.base_url
    );
    let stop = tokio::select! {
        _ = stopped => true,
        _ = running.wait_ref() => false,
    };
    if stop {
        running.stop().await;
        crate::say!("licensectl: gateway stopped");
    }
    Ok(())
}

fn token(action: TokenAction, global: Options, env: Env) -> Result<()> {
    let cx = Context::new(global, env.clone())?;
    match action {
        TokenAction::Create {
            name,
            role,
            expires,
            store,
            roles: roles_arg,
        } => {
            let db = db_path(&store, &env)?;
            let roles = roles(&roles_arg, &db)?;
            if roles.get(&role).is_none() {
                return Err(Failure::Usage(format!(
                    "no role {role:?}; the roles: {}",
                    roles.names().join(", ")
                ))
                .into());
            }
            let own = format!("role `{role}` ");
            for w in roles.warnings().iter().filter(|w| w.starts_with(&own)) {
                crate::say!("licensectl: warning: {w}");
            }
            let now = env.now();
            let expires = expires.map(|secs| now.saturating_add_unsigned(secs));
            let token = open(&db)?.create_token(&name, &role, now, expires)?;
            let mut m = Map::new();
            m.insert("name".into(), json!(name));
            m.insert("role".into(), json!(role));
            m.insert("created".into(), json!(now));
            m.insert("expires".into(), json!(expires));
            m.insert("token".into(), json!(token));
            // The one time it is shown: never masked, in any format.
            let out = crate::output::Output {
                show_secrets: true,
                ..cx.out
            };
            out.record_of(&m, Some(&r::GATEWAY_TOKEN))?;
            crate::say!(
                "licensectl: the token is shown this once; give it to {name} to use as their seller key (licensectl config init NAME --base-url URL --seller-key-stdin)"
            );
            Ok(())
        }
        TokenAction::List { store } => {
            let rows: Vec<Map<String, Value>> = open(&db_path(&store, &env)?)?
                .tokens()?
                .into_iter()
                .map(|t| {
                    let mut m = Map::new();
                    m.insert("name".into(), json!(t.name));
                    m.insert("role".into(), json!(t.role));
                    m.insert("created".into(), json!(t.created));
                    m.insert("expires".into(), json!(t.expires));
                    m.insert("revoked".into(), json!(t.revoked));
                    m.insert("last_used".into(), json!(t.last_used));
                    m
                })
                .collect();
            cx.out.rows(&r::GATEWAY_TOKEN, &rows)?;
            Ok(())
        }
        TokenAction::Revoke { name, store } => {
            if !open(&db_path(&store, &env)?)?.revoke(&name, env.now())? {
                // Exit 1 in the gateway's own words: the service was not asked.
                anyhow::bail!(
                    "no live token named {name:?} in the gateway's store (licensectl gateway token list)"
                );
            }
            crate::say!("licensectl: token {name} revoked: refused from its next request on");
            Ok(())
        }
    }
}

fn audit(a: AuditArgs, global: Options, env: Env) -> Result<()> {
    let cx = Context::new(global, env.clone())?;
    let since = match &a.since {
        None => None,
        Some(s) => Some(match licensectl_catalogue::units::parse_duration(s) {
            Ok(ago) => env.now().saturating_sub(ago as i64),
            Err(_) => licensectl_sandbox::parse_time(s)
                .map_err(|e| Failure::Usage(format!("--since: {e}; or a duration such as 1d")))?,
        }),
    };
    let store = open(&db_path(&a.store, &env)?)?;
    let mut rows = store.read_audit(since, a.who.as_deref(), a.limit)?;
    for row in &mut rows {
        // One column of text for a table; JSON keeps it an object too (the same text).
        if let Some(p) = row.get("params").filter(|p| !p.is_string()) {
            let text = p.to_string();
            row.insert("params".into(), Value::String(text));
        }
    }
    cx.out.rows(&r::GATEWAY_AUDIT, &rows)?;
    Ok(())
}
