//! `licensectl config init`: the seller key checked first, then what a client profile needs.

use anyhow::Result;
use licensectl_catalogue::app::KEY_CHECK;

use crate::config::{self, file, ConfigFile, Flags, Profile};
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;
use crate::options::Options;
use crate::prompt;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Profile name, e.g. prod (asked for on a terminal when not given)
    #[arg(value_name = "NAME", value_parser = profile_name_parser())]
    given_name: Option<String>,
    /// The profile's name: given, or asked for (`run`).
    #[arg(skip)]
    name: String,
    /// Application name (client API)
    #[arg(long, value_name = "NAME")]
    app_name: Option<String>,
    /// Owner id (client API)
    #[arg(long, value_name = "ID")]
    ownerid: Option<String>,
    /// Client API version the app speaks: 1.3 (Ed25519-signed) or 1.2 (HMAC, needs the app secret)
    #[arg(long, value_name = "VERSION", value_parser = ["1.3", "1.2"])]
    client_api: Option<String>,
    /// Ed25519 public key (hex) that signs client API 1.3 answers [default: keyauth.win's, for keyauth.win]
    #[arg(long, value_name = "HEX")]
    public_key: Option<String>,
    /// Read the seller key from the first line of stdin
    #[arg(long)]
    seller_key_stdin: bool,
    /// Save without checking the seller key, app name, owner id and public key against the service
    #[arg(long)]
    no_check: bool,
    /// Make it the default profile (without it, a terminal is asked when none is the default)
    #[arg(long)]
    default: bool,
}

/// Creates or updates the profile `args.name`.
pub async fn run(global: Options, env: Env, mut args: Args) -> Result<()> {
    let path = file::path(&env)?;
    let (mut cfg, _) = file::load(&path)?;
    // Not `Context::new`: the profile being written may not resolve yet (or may clash with the
    // environment, which init never reads but for the base URL).
    let interactive = prompt::interactive();
    args.name = match args.given_name.take() {
        Some(name) => name,
        None => ask_name(interactive)?,
    };
    let old = cfg.profiles.get(&args.name).cloned().unwrap_or_default();
    // The base URL is the one thing needed before the key can be checked.
    let given_url = global
        .settings
        .get("base_url")
        .cloned()
        .or_else(|| env.get("LICENSECTL_BASE_URL").map(str::to_string));
    let base_url = ask(
        interactive,
        "Base URL",
        given_url,
        old.raw("base_url").or(Some(config::SERVICE_BASE_URL)),
    )?;
    // Re-run off a terminal, a key kept in the OS keyring stands as the file's would.
    let kept = old
        .in_keyring()
        .contains("seller_key")
        .then(|| config::secrets::get(&env, &path, &args.name, "seller_key"))
        .and_then(Result::ok)
        .flatten();
    let mut profile = old.clone();
    profile.set("base_url", base_url.clone());
    seller_key_checked(&global, &env, &args, (&old, kept), &mut profile).await?;
    let known = base_url.as_deref().is_some_and(is_the_service);
    client_profile(&global, &env, &args, (&old, known), &mut profile).await?;
    // The secrets go to the OS keyring where one runs, else stay in the file.
    let placed = super::place_secrets(&env, &path, &args.name, &mut profile);
    let (made_default, before) = save(&path, &mut cfg, &args, profile, interactive)?;
    crate::say!(
        "licensectl: saved profile {} in {} (mode 0600)",
        args.name,
        path.display()
    );
    for (field, place) in placed {
        crate::say!("licensectl: {field} is kept in {place}");
    }
    say_default(&args.name, made_default, before);
    Ok(())
}

/// The client API's part of the profile: app name, owner id (kept without an app name), the
/// API version and how its answers are checked, then checked with the service.
async fn client_profile(
    global: &Options,
    env: &Env,
    args: &Args,
    (old, known): (&Profile, bool),
    profile: &mut Profile,
) -> Result<()> {
    let interactive = prompt::interactive();
    let app_name = ask(
        interactive,
        "App name (client API; empty for none)",
        args.app_name.clone(),
        old.raw("app_name"),
    )?;
    let named = app_name.is_some();
    profile.set("app_name", app_name);
    if !named {
        let ownerid = args.ownerid.clone();
        profile.set(
            "ownerid",
            ownerid.or(old.raw("ownerid").map(str::to_string)),
        );
        return Ok(());
    }
    let ownerid = ask(
        interactive,
        "Owner id (client API)",
        args.ownerid.clone(),
        old.raw("ownerid"),
    )?;
    profile.set("ownerid", ownerid);
    let api = ask(
        interactive,
        "Client API version (1.3 or 1.2)",
        args.client_api.clone(),
        old.raw("client_api").or(Some("1.3")),
    )?;
    let public_key = args.public_key.clone();
    signing(interactive, api.clone(), public_key, known, old, profile)?;
    client_checked(global, env, args, (old, api), profile).await
}

/// The client profile checked with the service's `init` unless `--no-check`: on a terminal a
/// public key that does not verify is asked for again, keeping every other answer typed;
/// elsewhere it ends init (exit 6), nothing saved.
async fn client_checked(
    global: &Options,
    env: &Env,
    args: &Args,
    (old, api): (&Profile, Option<String>),
    profile: &mut Profile,
) -> Result<()> {
    let interactive = prompt::interactive();
    let mut attempt = 1;
    while !args.no_check && attempt <= KEY_TRIES {
        match check_client(global, env, &args.name, profile).await {
            Ok(()) => break,
            Err(e) if interactive && attempt < KEY_TRIES && unverified(&e, profile) => {
                let (_, why) = crate::error::report(&e);
                crate::say!("licensectl: {why}; enter the public key again (Ctrl-C to stop)");
                let mut forget = old.clone();
                forget.set("public_key", None);
                signing(true, api.clone(), None, false, &forget, profile)?;
                attempt += 1;
            }
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// Saves the profile, as the default one when asked to or wanted. Returns whether it is the
/// default and which one was before.
fn save(
    path: &std::path::Path,
    cfg: &mut ConfigFile,
    args: &Args,
    profile: Profile,
    interactive: bool,
) -> Result<(bool, Option<String>)> {
    // Which profile commands use without --profile, before this one is saved.
    let before = config::file_default(cfg).map(str::to_string);
    let make_default = args.default
        || before.as_deref() == Some(args.name.as_str())
        || (before.is_none() && wants_default(interactive, &args.name)?);
    cfg.profiles.insert(args.name.clone(), profile);
    if make_default {
        cfg.default_profile = Some(args.name.clone());
    } else if before.is_none() && args.name == "default" {
        // Named `default`, it would be used by its name: the sandbox stays, as answered.
        cfg.default_profile = Some(config::EMBEDDED.to_string());
    }
    file::save(path, cfg)?;
    Ok((make_default, before))
}

/// Which profile commands without --profile now act on, and how to use this one otherwise.
fn say_default(name: &str, made_default: bool, before: Option<String>) {
    match (made_default, before) {
        (true, Some(b)) if b == *name => {}
        (true, _) => crate::say!(
            "licensectl: {name} is the default profile: commands without --profile act on its app"
        ),
        (false, Some(b)) => crate::say!(
            "licensectl: the default profile is still {b}; use this one with --profile {name}, or make it the default: licensectl config use {name}"
        ),
        (false, None) => crate::say!(
            "licensectl: {name} is not the default: commands without --profile still use the embedded sandbox; use it with --profile {name}, or make it the default: licensectl config use {name}"
        ),
    }
}

/// Whether the first profile becomes the default: asked on a terminal (no by default: until
/// now commands act on the embedded sandbox); off one, only `--default` makes it so.
fn wants_default(interactive: bool, name: &str) -> Result<bool, Failure> {
    if !interactive {
        return Ok(false);
    }
    dialoguer::Confirm::new()
        .with_prompt(format!(
            "Make {name} the default profile (commands without --profile then act on its app, not the embedded sandbox)?"
        ))
        .default(false)
        .interact()
        .map_err(|e| Failure::Usage(format!("cannot ask: {e}")))
}

/// The profile's seller key, checked with the service unless `--no-check`: a mistyped key
/// asked for on a terminal is asked for again; elsewhere it ends init (exit 4). `kept`: the
/// profile as it was and its key in the OS keyring.
async fn seller_key_checked(
    global: &Options,
    env: &Env,
    args: &Args,
    (old, kept): (&Profile, Option<String>),
    profile: &mut Profile,
) -> Result<()> {
    let interactive = prompt::interactive();
    let asking = interactive && !args.seller_key_stdin;
    for attempt in 1.. {
        let key = seller_key(interactive, args.seller_key_stdin, old, kept.clone())?;
        profile.set("seller_key", Some(key));
        if args.no_check {
            break;
        }
        match check(global, env, &args.name, profile).await {
            Ok(()) => break,
            Err(e) if asking && attempt < SELLER_KEY_TRIES && refused(&e) => {
                let (_, why) = crate::error::report(&e);
                crate::say!("licensectl: {why}; enter the seller key again (Ctrl-C to stop)");
            }
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// How many times a terminal is asked for a seller key the service refuses.
const SELLER_KEY_TRIES: usize = 3;

/// The service refused the credentials (exit 4), as opposed to not answering.
fn refused(e: &anyhow::Error) -> bool {
    matches!(e.downcast_ref::<Failure>(), Some(Failure::Auth(_)))
}

/// The answer did not verify with the profile's 1.3 public key (exit 6).
fn unverified(e: &anyhow::Error, profile: &Profile) -> bool {
    profile.raw("client_api") != Some("1.2")
        && matches!(e.downcast_ref::<Failure>(), Some(Failure::Answer(_)))
}

/// The hosted service, whose public key licensectl knows (api-catalogue §4.4).
fn is_the_service(url: &str) -> bool {
    url.trim_end_matches('/')
        .eq_ignore_ascii_case(config::SERVICE_BASE_URL)
}

/// The seller key: from stdin when asked, else from the terminal, else the profile's own.
fn seller_key(
    interactive: bool,
    from_stdin: bool,
    old: &Profile,
    kept: Option<String>,
) -> Result<String> {
    Ok(if from_stdin {
        prompt::stdin_line("seller key")?
    } else if interactive {
        prompt::secret("Seller key")?
    } else if let Some(k) = old.raw("seller_key") {
        k.to_string()
    } else if let Some(k) = kept {
        k
    } else {
        return Err(Failure::Usage("no terminal to ask on: pass --seller-key-stdin (the key is never taken as a flag value)".into()).into());
    })
}

/// How the client API's answers are checked: the app secret for 1.2, the public key for 1.3.
fn signing(
    interactive: bool,
    api: Option<String>,
    public_key: Option<String>,
    known: bool,
    old: &Profile,
    profile: &mut Profile,
) -> Result<()> {
    match api.as_deref() {
        Some("1.2") => {
            profile.set("client_api", Some("1.2".into()));
            if interactive {
                let secret = prompt::secret_optional(
                    "App secret (client API 1.2 signatures; empty to keep)",
                )?;
                if !secret.is_empty() {
                    profile.set("app_secret", Some(secret));
                }
            }
        }
        Some("1.3") | None => {
            // 1.3 is the default: only a departure from it is written down.
            profile.set("client_api", api.filter(|a| a != "1.3"));
            // keyauth.win's key is offered for keyauth.win only: another service signs with its
            // own (the sandbox's is in `sandbox start -o json`). For another service a terminal
            // is asked until a key is typed: Enter never falls back to keyauth.win's key.
            let offered = old
                .raw("public_key")
                .or(known.then_some(config::SERVICE_PUBLIC_KEY));
            let what = "Public key (hex) signing 1.3 answers";
            let public_key = if interactive && public_key.is_none() && offered.is_none() {
                ask_until_given(what)?
            } else {
                ask(interactive, what, public_key, offered)?
            }
            // The service's own key is the default: no need to pin it in the file.
            .filter(|k| k != config::SERVICE_PUBLIC_KEY);
            profile.set("public_key", public_key);
        }
        Some(other) => {
            return Err(Failure::Usage(format!("client API {other:?}: expected 1.3 or 1.2")).into())
        }
    }
    Ok(())
}

/// Asked on a terminal until something is typed (a few times), with what to type; never a guess.
fn ask_until_given(what: &str) -> Result<Option<String>, Failure> {
    for _ in 0..KEY_TRIES {
        if let Some(v) = ask(true, what, None, None)? {
            return Ok(Some(v));
        }
        crate::say!(
            "licensectl: this service signs with its own key (64 hex characters: the sandbox's is \
             in `licensectl sandbox start -o json`, a server's in its dashboard); type it, or Ctrl-C"
        );
    }
    Err(Failure::Usage(
        "no public key given: pass --public-key HEX (keyauth.win's key is only for keyauth.win)"
            .to_string(),
    ))
}

/// How many times an empty public key is asked for again.
const KEY_TRIES: usize = 3;

/// A value from its flag, else asked on a terminal (empty for none), else the fallback.
fn ask(
    interactive: bool,
    what: &str,
    given: Option<String>,
    fallback: Option<&str>,
) -> Result<Option<String>, Failure> {
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
}

/// The settings of the new profile alone: no environment value of another app stands in.
fn only(name: &str, profile: &Profile) -> Result<config::Settings> {
    let mut only = ConfigFile::default();
    only.profiles.insert(name.to_string(), profile.clone());
    let flags = Flags {
        profile: Some(name.to_string()),
        ..Default::default()
    };
    Ok(config::resolve(&only, &Env::default(), &flags)?)
}

/// Sends the service's key check with only the new profile's URL and key: no environment
/// value of another app may stand in for them.
async fn check(global: &Options, env: &Env, name: &str, profile: &Profile) -> Result<()> {
    let settings = only(name, profile)?;
    let mut cx = Context::with_settings(global.clone(), env.clone(), settings, file::path(env)?);
    cx.call(&KEY_CHECK, &[])
        .await
        .map_err(|e| e.context("checking the seller key"))?;
    crate::say!(
        "licensectl: seller key accepted by {}",
        profile.raw("base_url").unwrap_or("")
    );
    Ok(())
}

/// Asks the client API's `init` with the new profile (nothing of the environment): a wrong app
/// name or owner id is refused by the service (exit 4), a public key that does not verify the
/// answer's signature by licensectl (exit 6), before anything is saved.
async fn check_client(global: &Options, env: &Env, name: &str, profile: &Profile) -> Result<()> {
    // 1.2 answers are checked with the app secret: without one there is nothing to prove.
    if profile.raw("client_api") == Some("1.2") && profile.raw("app_secret").is_none() {
        return Ok(());
    }
    let (Some(app), Some(owner)) = (profile.raw("app_name"), profile.raw("ownerid")) else {
        return Ok(());
    };
    let Some(init) = licensectl_catalogue::desk::smoke::INIT.op() else {
        return Ok(());
    };
    let settings = only(name, profile)?;
    let key = settings.get("public_key").unwrap_or_default().to_string();
    let mut params = Vec::new();
    if let Some(v) = settings.get("app_version") {
        params.push(("ver".to_string(), v.to_string()));
    }
    let mut cx = Context::with_settings(global.clone(), env.clone(), settings, file::path(env)?);
    match cx.call(init, &params).await {
        Ok(_) => {
            crate::say!("licensectl: app {app} (owner id {owner}) found; its init answer verified");
            Ok(())
        }
        Err(e) => Err(match e.downcast_ref::<Failure>() {
            Some(Failure::Answer(_)) if profile.raw("client_api") != Some("1.2") => {
                let short = key.get(..16).unwrap_or(&key);
                e.context(format!(
                    "the public key {short}… does not verify the service's init answer; nothing \
                     saved (pass the key this service signs with: --public-key HEX)"
                ))
            }
            Some(Failure::Answer(_)) => {
                e.context("the app secret does not verify the service's init answer; nothing saved")
            }
            _ => e.context(format!(
                "checking app name {app:?} and owner id {owner:?} (client init); nothing saved"
            )),
        }),
    }
}

/// The value parser of a profile name argument (`config init NAME`): checked, kept as text.
/// The profile's name when none was given: asked on a terminal (a profile silently called
/// `default` was then said not to be the default); elsewhere a usage error.
fn ask_name(interactive: bool) -> Result<String, Failure> {
    if !interactive {
        return Err(Failure::Usage(
            "config init: name the profile, e.g. licensectl config init prod (nothing can ask for it off a terminal)".into(),
        ));
    }
    dialoguer::Input::<String>::new()
        .with_prompt("Profile name (e.g. prod, staging)")
        .validate_with(|text: &String| crate::config::profile_name(text).map(|_| ()))
        .interact_text()
        .map_err(|e| Failure::Usage(format!("cannot ask: {e}")))
}

fn profile_name_parser() -> impl clap::builder::TypedValueParser<Value = String> {
    |text: &str| crate::config::profile_name(text).map(|_| text.to_string())
}
