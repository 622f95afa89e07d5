//! The settings resolver: for every row of the settings table (`settings.rs`), defaults < file
//! profile < `LICENSECTL_*` environment < flags, each value remembering where it came from; a
//! profile chosen explicitly names the app, and the environment may not contradict it.

pub mod file;
pub mod secrets;
pub mod settings;
mod values;

use std::collections::BTreeMap;
use std::fmt;

use crate::env::Env;
use crate::error::Failure;
pub use file::{ConfigFile, Profile};
pub use settings::{Def, Flag, SERVICE_BASE_URL, SERVICE_PUBLIC_KEY, SETTINGS};
pub use values::{mask, parse_rate_limit, parse_retries, parse_timeout};

pub fn is_secret(field: &str) -> bool {
    settings::def(field).is_some_and(|d| d.secret)
}

/// Where a setting's value came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    Default,
    File(String),
    Env(String),
    Flag(String),
    Sandbox,
    /// The OS keyring, for this profile (`secrets`).
    Keyring(String),
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Default => write!(f, "default"),
            Source::File(p) => write!(f, "profile {p}"),
            Source::Env(v) => write!(f, "env {v}"),
            Source::Flag(n) => write!(f, "flag {n}"),
            Source::Sandbox => write!(f, "embedded sandbox"),
            Source::Keyring(p) => write!(f, "keyring, profile {p}"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setting {
    pub value: String,
    pub source: Source,
}

/// The values the settings' flags gave, by setting name (a switch's value is the one it sets).
pub type FlagValues = BTreeMap<&'static str, String>;

/// Values given on the command line.
#[derive(Debug, Clone, Default)]
pub struct Flags {
    pub profile: Option<String>,
    pub values: FlagValues,
}

/// What the OS keyring gave for the chosen profile (read at the edge, `secrets::read_for`): a
/// value per secret it holds, or why one the file says is there could not be read.
#[derive(Debug, Clone, Default)]
pub struct Kept {
    pub values: BTreeMap<&'static str, String>,
    pub errors: BTreeMap<&'static str, String>,
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
    /// Secrets the profile keeps in the OS keyring that could not be read, and why.
    pub unread: BTreeMap<&'static str, String>,
}

impl Settings {
    pub fn get(&self, field: &str) -> Option<&str> {
        self.values.get(field).map(|s| s.value.as_str())
    }
    /// A value the command cannot do without.
    pub fn require(&self, field: &str) -> Result<&str, Failure> {
        self.get(field).ok_or_else(|| {
            if let Some(why) = self.unread.get(field) {
                let var = settings::def(field).map(Def::env).unwrap_or_default();
                return Failure::Config(format!(
                    "{field} of profile {} is kept in the OS keyring: {why}; or set {var}",
                    self.profile
                ));
            }
            let how = if field == "seller_key" {
                "run `licensectl config init`, or set LICENSECTL_SELLER_KEY".to_string()
            } else {
                let var = settings::def(field).map(Def::env).unwrap_or_default();
                format!("set `{field}` in profile {} or {var}", self.profile)
            };
            Failure::Config(format!("no {field} configured: {how}"))
        })
    }
    /// A value the command cannot do without, parsed; a bad one is a config error (exit 3).
    pub fn parsed<T>(
        &self,
        field: &str,
        parse: fn(&str) -> Result<T, String>,
    ) -> Result<T, Failure> {
        parse(self.require(field)?).map_err(Failure::Config)
    }
    /// Checks a value by its row's check (a flag's was checked when parsed).
    pub fn check(&self, field: &str) -> Result<(), Failure> {
        match (settings::def(field), self.get(field)) {
            (Some(def), Some(v)) => (def.check)(v).map_err(Failure::Config),
            _ => Ok(()),
        }
    }
    pub fn set(&mut self, field: &'static str, value: String, source: Source) {
        if is_secret(field) {
            crate::redact::add(&value);
        }
        self.values.insert(field, Setting { value, source });
    }
}

/// A profile name: 1–64 letters, digits, `-`, `_` or `.`, not starting with `.` or `-` (it names
/// a TOML table and appears in paths, messages and the audit log: never `../x`, `a/b` or a line
/// break).
pub fn profile_name(name: &str) -> Result<(), String> {
    const MAX: usize = 64;
    let ok_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.');
    if name.is_empty() {
        return Err("a profile name cannot be empty".into());
    }
    if name.chars().count() > MAX {
        return Err(format!("a profile name has at most {MAX} characters"));
    }
    if !name.chars().all(ok_char) || name.starts_with(['.', '-']) {
        return Err(format!(
            "profile name {:?} is not valid: use letters, digits, '-', '_' and '.', not first '.' or '-'",
            crate::escape::escape_value(name)
        ));
    }
    Ok(())
}

/// Resolves every field for this invocation, with no keyring values.
pub fn resolve(cfg: &ConfigFile, env: &Env, flags: &Flags) -> Result<Settings, Failure> {
    resolve_with(cfg, env, flags, &Kept::default())
}

/// Resolves every field; `kept` holds what the OS keyring gave for the chosen profile, which
/// stands where the file's value would (the file never holds both).
pub fn resolve_with(
    cfg: &ConfigFile,
    env: &Env,
    flags: &Flags,
    kept: &Kept,
) -> Result<Settings, Failure> {
    let (profile, profile_source) = profile_choice(cfg, env, flags);
    let embedded_chosen = profile == EMBEDDED && matches!(profile_source, Source::File(_));
    if !embedded_chosen {
        profile_name(&profile)
            .map_err(|e| Failure::Config(format!("{e} (from {profile_source})")))?;
    }
    let chosen = cfg.profiles.get(&profile).filter(|_| !embedded_chosen);
    if chosen.is_none() && profile_source != Source::Default && !embedded_chosen {
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
        no_clash(prof, kept, &profile, &profile_source, env, flags)?;
    }
    let rule = if chosen.is_none() {
        "no profile: flags, then LICENSECTL_* environment, then defaults".to_string()
    } else if explicit {
        format!("profile '{profile}' chosen by {profile_source}: it names the app; the environment only fills fields it leaves unset, and may not contradict it")
    } else {
        format!("profile '{profile}' by default: flags, then LICENSECTL_* environment, then the profile")
    };
    let mut values = BTreeMap::new();
    for def in SETTINGS {
        let kept = kept.values.get(def.name).filter(|_| chosen.is_some());
        if let Some(s) = layered(def, flags, env, prof, kept, &profile) {
            if def.secret {
                crate::redact::add(&s.value);
            }
            values.insert(def.name, s);
        }
    }
    let embedded =
        chosen.is_none() && !values.contains_key("base_url") && !values.contains_key("seller_key");
    let unread = kept
        .errors
        .iter()
        .filter(|(f, _)| !values.contains_key(*f))
        .map(|(f, e)| (*f, e.clone()))
        .collect();
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
        unread,
    })
}

/// The profile in use and what chose it: `--profile`, LICENSECTL_PROFILE, the file's default,
/// else `default`.
pub fn profile_choice(cfg: &ConfigFile, env: &Env, flags: &Flags) -> (String, Source) {
    if let Some(p) = &flags.profile {
        (p.clone(), Source::Flag("--profile".into()))
    } else if let Some(p) = env.get("LICENSECTL_PROFILE") {
        (p.to_string(), Source::Env("LICENSECTL_PROFILE".into()))
    } else if cfg.default_profile.as_deref() == Some(EMBEDDED) {
        // `config use --embedded`: no profile, not even one named `default`.
        (EMBEDDED.to_string(), Source::File("default_profile".into()))
    } else if let Some(p) = &cfg.default_profile {
        (p.clone(), Source::File("default_profile".into()))
    } else {
        ("default".to_string(), Source::Default)
    }
}

/// `default_profile` when `config use --embedded` chose no profile: commands without
/// `--profile` use the embedded sandbox (or what flags and the environment name). Never a
/// profile's name (names do not start with `(`).
pub const EMBEDDED: &str = "(embedded sandbox)";

/// The profile commands use when neither `--profile` nor LICENSECTL_PROFILE chooses: the file's
/// default, else one named `default`; `None` for the embedded sandbox.
pub fn file_default(cfg: &ConfigFile) -> Option<&str> {
    match cfg.default_profile.as_deref() {
        Some(EMBEDDED) => None,
        Some(p) => Some(p),
        None => cfg.profiles.contains_key("default").then_some("default"),
    }
}

/// Refuses a chosen profile that the environment's app settings contradict.
fn no_clash(
    prof: &Profile,
    kept: &Kept,
    profile: &str,
    profile_source: &Source,
    env: &Env,
    flags: &Flags,
) -> Result<(), Failure> {
    let clashes: Vec<String> = SETTINGS
        .iter()
        .filter(|def| def.target)
        // A flag beats both, so it settles that field.
        .filter(|def| !flags.values.contains_key(def.name))
        .filter_map(|def| {
            let var = def.env();
            let mine = prof
                .get(def.name)
                .or(kept.values.get(def.name).map(String::as_str));
            let (mine, theirs) = (mine?, env.get(&var)?);
            (mine != theirs).then_some(var)
        })
        .collect();
    if clashes.is_empty() {
        return Ok(());
    }
    Err(Failure::Config(format!(
        "profile '{profile}' (chosen by {profile_source}) and the environment ({}) name different apps; unset {} to use the profile, or drop the profile choice to use the environment",
        clashes.join(", "),
        if clashes.len() == 1 { "it" } else { "them" },
    )))
}

/// One field's value from the first layer that has it: flag, environment, profile (its file,
/// else the OS keyring's value `kept`), default.
fn layered(
    def: &Def,
    flags: &Flags,
    env: &Env,
    prof: &Profile,
    kept: Option<&String>,
    profile: &str,
) -> Option<Setting> {
    let flag = flags.values.get(def.name).zip(def.flag);
    let var = def.env();
    if let Some((v, flag)) = flag {
        Some(Setting {
            value: v.clone(),
            source: Source::Flag(flag.shown()),
        })
    } else if let Some(v) = env.get(&var) {
        Some(Setting {
            value: v.to_string(),
            source: Source::Env(var),
        })
    } else if let Some(v) = prof.get(def.name) {
        Some(Setting {
            value: v.to_string(),
            source: Source::File(profile.to_string()),
        })
    } else if let Some(v) = kept {
        Some(Setting {
            value: v.clone(),
            source: Source::Keyring(profile.to_string()),
        })
    } else {
        def.default.map(|v| Setting {
            value: v.to_string(),
            source: Source::Default,
        })
    }
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
            values: [("base_url", "https://flag".to_string())].into(),
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
    fn use_embedded_passes_over_a_profile_named_default() {
        let mut cfg = ConfigFile::default();
        cfg.profiles.insert("default".into(), {
            let mut p = Profile::default();
            p.set("base_url", Some("https://x".into()));
            p
        });
        assert_eq!(file_default(&cfg), Some("default"));
        assert!(
            !resolve(&cfg, &Env::default(), &Flags::default())
                .unwrap()
                .embedded
        );
        cfg.default_profile = Some(EMBEDDED.into());
        assert_eq!(file_default(&cfg), None);
        assert!(
            resolve(&cfg, &Env::default(), &Flags::default())
                .unwrap()
                .embedded
        );
        // A profile chosen outright still counts; the marker is no name to choose.
        let flags = Flags {
            profile: Some("default".into()),
            ..Default::default()
        };
        assert!(!resolve(&cfg, &Env::default(), &flags).unwrap().embedded);
        let env = Env::from_pairs(&[("LICENSECTL_PROFILE", EMBEDDED)]);
        assert!(resolve(&cfg, &env, &Flags::default()).is_err());
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

    #[test]
    fn keyring_values_stand_where_the_files_would_and_below_env() {
        let mut file = cfg();
        file.profiles
            .get_mut("prod")
            .unwrap()
            .keep_in_keyring("seller_key");
        let mut kept = Kept::default();
        kept.values.insert("seller_key", "ringkey".into());
        let s = resolve_with(&file, &Env::default(), &Flags::default(), &kept).unwrap();
        assert_eq!(s.get("seller_key"), Some("ringkey"));
        assert_eq!(
            s.values["seller_key"].source,
            Source::Keyring("prod".into())
        );
        let env = Env::from_pairs(&[("LICENSECTL_SELLER_KEY", "envkey")]);
        let s = resolve_with(&file, &env, &Flags::default(), &kept).unwrap();
        assert_eq!(s.get("seller_key"), Some("envkey"));
        // With --profile, another key in the environment contradicts the keyring's.
        let flags = Flags {
            profile: Some("prod".into()),
            ..Default::default()
        };
        assert!(resolve_with(&file, &env, &flags, &kept).is_err());
        // A keyring that cannot be read says so when the key is needed.
        let mut kept = Kept::default();
        kept.errors.insert("seller_key", "no answer".into());
        let s = resolve_with(&file, &Env::default(), &Flags::default(), &kept).unwrap();
        let e = s.require("seller_key").unwrap_err();
        assert!(e.to_string().contains("OS keyring: no answer"), "{e}");
        assert_eq!(e.code(), 3);
    }

    /// Every setting, every source: the highest present wins and is named as the source.
    #[test]
    fn precedence_per_source_for_every_setting() {
        for def in SETTINGS {
            let var = def.env();
            let mut file = ConfigFile {
                default_profile: Some("p".into()),
                ..Default::default()
            };
            let mut prof = Profile::default();
            prof.set(def.name, Some("from-profile".into()));
            file.profiles.insert("p".into(), prof);
            let env = Env::from_pairs(&[(var.as_str(), "from-env")]);
            let mut flags = Flags::default();
            flags.values.insert(def.name, "from-flag".into());
            let s = resolve(&file, &env, &flags).unwrap();
            let got = &s.values[def.name];
            match def.flag {
                Some(f) => assert_eq!(got.source, Source::Flag(f.shown()), "{}", def.name),
                None => assert_eq!(got.source, Source::Env(var.clone()), "{}", def.name),
            }
            let s = resolve(&file, &env, &Flags::default()).unwrap();
            assert_eq!(s.values[def.name].value, "from-env", "{}", def.name);
            let s = resolve(&file, &Env::default(), &Flags::default()).unwrap();
            assert_eq!(
                s.values[def.name].source,
                Source::File("p".into()),
                "{}",
                def.name
            );
            let s = resolve(&ConfigFile::default(), &Env::default(), &Flags::default()).unwrap();
            let default = s
                .values
                .get(def.name)
                .map(|v| (v.value.as_str(), &v.source));
            assert_eq!(
                default,
                def.default.map(|d| (d, &Source::Default)),
                "{}",
                def.name
            );
        }
    }

    /// With `--profile`, an app-naming setting from the environment that differs is refused; any
    /// other setting from the environment still overrides the profile.
    #[test]
    fn explicit_profile_names_the_app_for_every_target_setting() {
        for def in SETTINGS {
            let var = def.env();
            let mut file = ConfigFile::default();
            let mut prof = Profile::default();
            prof.set(def.name, Some("from-profile".into()));
            file.profiles.insert("p".into(), prof);
            let env = Env::from_pairs(&[(var.as_str(), "from-env")]);
            let flags = Flags {
                profile: Some("p".into()),
                ..Default::default()
            };
            match resolve(&file, &env, &flags) {
                Err(e) => assert!(def.target && e.to_string().contains(&var), "{e}"),
                Ok(s) => {
                    assert!(!def.target, "{} contradicted the profile", def.name);
                    assert_eq!(s.values[def.name].value, "from-env");
                }
            }
        }
    }
}
