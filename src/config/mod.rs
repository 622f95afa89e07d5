//! The settings resolver: defaults < file profile < `LICENSECTL_*` environment < flags, each value
//! remembering where it came from.

pub mod file;
mod values;

use std::collections::BTreeMap;
use std::fmt;

use crate::env::Env;
use crate::error::Failure;
pub use file::{ConfigFile, Profile};
pub use values::{mask, parse_rate_limit, parse_retries, parse_timeout};

/// KeyAuth's published Ed25519 key for client API 1.3 answers (api-catalogue §4.4).
pub const SERVICE_PUBLIC_KEY: &str =
    "5586b4bc69c7a4b487e4563a4cd96afd39140f919bd31cea7d1c6a1e8439422b";
pub const SERVICE_BASE_URL: &str = "https://keyauth.win";

/// Every profile field: name, meaning, secret.
pub const FIELDS: &[(&str, &str, bool)] = &[
    ("base_url", "Service base URL", false),
    ("seller_key", "Seller key (32 characters)", true),
    ("app_name", "Application name (client API)", false),
    ("ownerid", "Owner id (client API, 10 characters)", false),
    (
        "app_version",
        "Application version sent by client init",
        false,
    ),
    ("client_api", "Client API version: 1.3 or 1.2", false),
    (
        "public_key",
        "Ed25519 key that signs client API 1.3 answers (hex)",
        false,
    ),
    (
        "app_secret",
        "Application secret (client API 1.2 signatures)",
        true,
    ),
    (
        "rate_limit",
        "Seller requests allowed, e.g. 120/60s or off",
        false,
    ),
    ("timeout", "Request timeout, e.g. 30s", false),
    (
        "retries",
        "Retries for reads, unsent requests and rate limits",
        false,
    ),
    (
        "audit_log",
        "File that every change sent is appended to, one JSON line each",
        false,
    ),
    ("time_zone", "Times in tables: utc or local", false),
];

/// The fields that say which app a command acts on: with a profile chosen explicitly, the
/// environment may fill these where the profile leaves them unset, never contradict them.
pub const TARGET_FIELDS: &[&str] = &[
    "base_url",
    "seller_key",
    "app_name",
    "ownerid",
    "public_key",
    "app_secret",
];

pub fn is_secret(field: &str) -> bool {
    FIELDS.iter().any(|(f, _, s)| *f == field && *s)
}

/// `LICENSECTL_BASE_URL` for `base_url`.
pub fn env_name(field: &str) -> String {
    format!("LICENSECTL_{}", field.to_uppercase())
}

/// Where a setting's value came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    Default,
    File(String),
    Env(String),
    Flag(String),
    Sandbox,
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Default => write!(f, "default"),
            Source::File(p) => write!(f, "profile {p}"),
            Source::Env(v) => write!(f, "env {v}"),
            Source::Flag(n) => write!(f, "flag {n}"),
            Source::Sandbox => write!(f, "embedded sandbox"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setting {
    pub value: String,
    pub source: Source,
}

/// Values given on the command line.
#[derive(Debug, Clone, Default)]
pub struct Flags {
    pub profile: Option<String>,
    pub base_url: Option<String>,
    pub timeout: Option<String>,
    pub rate_limit: Option<String>,
    pub retries: Option<String>,
    pub time_zone: Option<String>,
}

/// The resolved settings of one invocation.
#[derive(Debug, Clone)]
pub struct Settings {
    pub profile: String,
    pub profile_source: Source,
    pub values: BTreeMap<&'static str, Setting>,
    /// No profile, no base URL, no seller key anywhere: run against the embedded sandbox.
    pub embedded: bool,
    /// The profile exists in the config file (not only its default name).
    pub profile_found: bool,
    /// Which rule decided the target, as `config show` states it.
    pub rule: String,
}

impl Settings {
    pub fn get(&self, field: &str) -> Option<&str> {
        self.values.get(field).map(|s| s.value.as_str())
    }
    /// A value the command cannot do without.
    pub fn require(&self, field: &str) -> Result<&str, Failure> {
        self.get(field).ok_or_else(|| {
            let how = if field == "seller_key" {
                "run `licensectl config init`, or set LICENSECTL_SELLER_KEY".to_string()
            } else {
                format!(
                    "set `{field}` in profile {} or {}",
                    self.profile,
                    env_name(field)
                )
            };
            Failure::Config(format!("no {field} configured: {how}"))
        })
    }
    pub fn set(&mut self, field: &'static str, value: String, source: Source) {
        if is_secret(field) {
            crate::redact::add(&value);
        }
        self.values.insert(field, Setting { value, source });
    }
}

fn defaults(field: &str) -> Option<&'static str> {
    match field {
        "client_api" => Some("1.3"),
        "app_version" => Some("1.0"),
        "public_key" => Some(SERVICE_PUBLIC_KEY),
        "timeout" => Some("30s"),
        "time_zone" => Some("utc"),
        _ => None,
    }
}

/// Resolves every field for this invocation.
pub fn resolve(cfg: &ConfigFile, env: &Env, flags: &Flags) -> Result<Settings, Failure> {
    let (profile, profile_source) = if let Some(p) = &flags.profile {
        (p.clone(), Source::Flag("--profile".into()))
    } else if let Some(p) = env.get("LICENSECTL_PROFILE") {
        (p.to_string(), Source::Env("LICENSECTL_PROFILE".into()))
    } else if let Some(p) = &cfg.default_profile {
        (p.clone(), Source::File("default_profile".into()))
    } else {
        ("default".to_string(), Source::Default)
    };
    let chosen = cfg.profiles.get(&profile);
    if chosen.is_none() && profile_source != Source::Default {
        let known: Vec<&str> = cfg.profiles.keys().map(String::as_str).collect();
        let known = if known.is_empty() {
            "none yet (licensectl config init)".to_string()
        } else {
            known.join(", ")
        };
        return Err(Failure::Config(format!(
            "unknown profile '{profile}' (from {profile_source}); known profiles: {known}"
        )));
    }
    let empty = Profile::default();
    let prof = chosen.unwrap_or(&empty);
    // `--profile` or LICENSECTL_PROFILE is a choice of app: another app's credentials in the
    // environment must not silently win over it.
    let explicit = matches!(profile_source, Source::Flag(_) | Source::Env(_));
    if explicit {
        let clashes: Vec<String> = TARGET_FIELDS
            .iter()
            // A flag beats both, so it settles that field.
            .filter(|field| !(**field == "base_url" && flags.base_url.is_some()))
            .filter_map(|field| {
                let var = env_name(field);
                let (mine, theirs) = (prof.get(field)?, env.get(&var)?);
                (mine != theirs).then_some(var)
            })
            .collect();
        if !clashes.is_empty() {
            return Err(Failure::Config(format!(
                "profile '{profile}' (chosen by {profile_source}) and the environment ({}) name different apps; unset {} to use the profile, or drop the profile choice to use the environment",
                clashes.join(", "),
                if clashes.len() == 1 { "it" } else { "them" },
            )));
        }
    }
    let rule = if chosen.is_none() {
        "no profile: flags, then LICENSECTL_* environment, then defaults".to_string()
    } else if explicit {
        format!("profile '{profile}' chosen by {profile_source}: it names the app; the environment only fills fields it leaves unset, and may not contradict it")
    } else {
        format!("profile '{profile}' by default: flags, then LICENSECTL_* environment, then the profile")
    };
    let mut values = BTreeMap::new();
    for (field, _, _) in FIELDS {
        let flag = match *field {
            "base_url" => flags.base_url.as_ref().map(|v| (v, "--base-url")),
            "timeout" => flags.timeout.as_ref().map(|v| (v, "--timeout")),
            "rate_limit" => flags.rate_limit.as_ref().map(|v| (v, "--rate-limit")),
            "retries" => flags.retries.as_ref().map(|v| (v, "--retries")),
            "time_zone" => flags.time_zone.as_ref().map(|v| (v, "--local")),
            _ => None,
        };
        let var = env_name(field);
        let setting = if let Some((v, name)) = flag {
            Some(Setting {
                value: v.clone(),
                source: Source::Flag(name.into()),
            })
        } else if let Some(v) = env.get(&var) {
            Some(Setting {
                value: v.to_string(),
                source: Source::Env(var),
            })
        } else if let Some(v) = prof.get(field) {
            Some(Setting {
                value: v.to_string(),
                source: Source::File(profile.clone()),
            })
        } else {
            defaults(field).map(|v| Setting {
                value: v.to_string(),
                source: Source::Default,
            })
        };
        if let Some(s) = setting {
            if is_secret(field) {
                crate::redact::add(&s.value);
            }
            values.insert(*field, s);
        }
    }
    let embedded =
        chosen.is_none() && !values.contains_key("base_url") && !values.contains_key("seller_key");
    if !embedded && !values.contains_key("base_url") {
        values.insert(
            "base_url",
            Setting {
                value: SERVICE_BASE_URL.into(),
                source: Source::Default,
            },
        );
    }
    Ok(Settings {
        profile,
        profile_source,
        values,
        embedded,
        profile_found: chosen.is_some(),
        rule,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg() -> ConfigFile {
        file::parse(
            "default_profile = \"prod\"\n[profiles.prod]\nbase_url = \"https://file\"\nseller_key = \"filekey\"\n[profiles.stage]\nbase_url = \"https://stage\"\n",
            std::path::Path::new("c.toml"),
        )
        .unwrap()
    }

    #[test]
    fn precedence_flag_env_file_default() {
        let env = Env::from_pairs(&[
            ("LICENSECTL_SELLER_KEY", "envkey"),
            ("LICENSECTL_TIMEOUT", "5s"),
        ]);
        let flags = Flags {
            base_url: Some("https://flag".into()),
            ..Default::default()
        };
        let s = resolve(&cfg(), &env, &flags).unwrap();
        assert_eq!(
            s.values["base_url"],
            Setting {
                value: "https://flag".into(),
                source: Source::Flag("--base-url".into())
            }
        );
        assert_eq!(
            s.values["seller_key"].source,
            Source::Env("LICENSECTL_SELLER_KEY".into())
        );
        assert_eq!(s.get("timeout"), Some("5s"));
        assert_eq!(s.values["client_api"].source, Source::Default);
        assert_eq!(s.profile, "prod");
        assert!(!s.embedded);
    }

    #[test]
    fn profile_from_env_beats_file_default() {
        let env = Env::from_pairs(&[("LICENSECTL_PROFILE", "stage")]);
        let s = resolve(&cfg(), &env, &Flags::default()).unwrap();
        assert_eq!(s.get("base_url"), Some("https://stage"));
        assert_eq!(s.values["base_url"].source, Source::File("stage".into()));
    }

    #[test]
    fn unknown_profile_lists_known_ones() {
        let flags = Flags {
            profile: Some("nope".into()),
            ..Default::default()
        };
        let err = resolve(&cfg(), &Env::default(), &flags).unwrap_err();
        assert_eq!(err.code(), 3);
        assert!(
            err.to_string().contains("known profiles: prod, stage"),
            "{err}"
        );
    }

    #[test]
    fn nothing_configured_means_embedded() {
        let s = resolve(&ConfigFile::default(), &Env::default(), &Flags::default()).unwrap();
        assert!(s.embedded);
        assert_eq!(s.get("base_url"), None);
        let env = Env::from_pairs(&[("LICENSECTL_SELLER_KEY", "k")]);
        let s = resolve(&ConfigFile::default(), &env, &Flags::default()).unwrap();
        assert!(!s.embedded);
        assert_eq!(s.get("base_url"), Some(SERVICE_BASE_URL));
    }

    #[test]
    fn explicit_profile_refuses_another_apps_environment() {
        let env = Env::from_pairs(&[("LICENSECTL_SELLER_KEY", "otherkey")]);
        let flags = Flags {
            profile: Some("prod".into()),
            ..Default::default()
        };
        let err = resolve(&cfg(), &env, &flags).unwrap_err();
        assert_eq!(err.code(), 3);
        assert!(err.to_string().contains("LICENSECTL_SELLER_KEY"), "{err}");
        // The same value is no contradiction; a field the profile leaves unset is filled.
        let env = Env::from_pairs(&[
            ("LICENSECTL_SELLER_KEY", "filekey"),
            ("LICENSECTL_APP_NAME", "envapp"),
        ]);
        let s = resolve(&cfg(), &env, &flags).unwrap();
        assert_eq!(s.get("app_name"), Some("envapp"));
        assert!(s.rule.contains("chosen by flag --profile"), "{}", s.rule);
        // Without an explicit choice the environment overrides the default profile, as before.
        let env = Env::from_pairs(&[("LICENSECTL_SELLER_KEY", "otherkey")]);
        let s = resolve(&cfg(), &env, &Flags::default()).unwrap();
        assert_eq!(s.get("seller_key"), Some("otherkey"));
    }
}
