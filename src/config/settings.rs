//! The settings table: every setting a profile, the environment or a flag can give, declared once
//! (name, help, secret, target, default, flag, check), and the per-setting knowledge read from it —
//! the config file's profile fields, the `LICENSECTL_<NAME>` variables, the global flags that set a
//! setting, what `config set` accepts, and how a value is shown (`config show`, `config list`,
//! `doctor`: secrets masked).
//!
//! Invariant: a setting exists exactly when it has a row here. Nothing else lists settings, so
//! adding one is one row (plus the code that reads its value through `Settings::get`).

use std::sync::OnceLock;

use super::values::{check_client_api, check_color, check_rate_limit, check_time_zone, mask};
use super::values::{parse_retries, parse_timeout};

/// KeyAuth's published Ed25519 key for client API 1.3 answers (api-catalogue §4.4).
pub const SERVICE_PUBLIC_KEY: &str =
    "5586b4bc69c7a4b487e4563a4cd96afd39140f919bd31cea7d1c6a1e8439422b";
/// The hosted service. Not a row's default: with nothing configured the embedded sandbox runs
/// instead (`config::resolve` applies it).
pub const SERVICE_BASE_URL: &str = "https://keyauth.win";

/// One setting.
#[derive(Debug, Clone, Copy)]
pub struct Def {
    /// The profile field, the name `config set` takes, and (upper-cased) its variable's tail.
    pub name: &'static str,
    /// What it is; also its flag's help.
    pub help: &'static str,
    /// Masked wherever shown, given to the redactor, refused on the command line by `config set`.
    pub secret: bool,
    /// Names the app: a profile chosen explicitly wins over the environment for these.
    pub target: bool,
    /// The value when no source gives one.
    pub default: Option<&'static str>,
    /// The global flag that sets it, if any.
    pub flag: Option<Flag>,
    /// Accepts a value or says what is expected: a flag's parser (exit 2), `config set`'s check,
    /// and the reader's check of a profile or environment value (exit 3).
    pub check: fn(&str) -> Result<(), String>,
}

/// A global flag that sets a setting.
#[derive(Debug, Clone, Copy)]
pub enum Flag {
    /// `--long VALUE`, described by the setting's help.
    Value {
        long: &'static str,
        value_name: &'static str,
    },
    /// `--long` alone sets the value `sets`; `help` says what that means.
    Switch {
        long: &'static str,
        sets: &'static str,
        help: &'static str,
    },
}

fn any(_: &str) -> Result<(), String> {
    Ok(())
}

const fn row(name: &'static str, help: &'static str) -> Def {
    Def {
        name,
        help,
        secret: false,
        target: false,
        default: None,
        flag: None,
        check: any,
    }
}

/// Every setting, in the order `config show`, `doctor`, the config file and `--help` list them.
pub const SETTINGS: &[Def] = &[
    Def {
        target: true,
        flag: Some(Flag::Value {
            long: "base-url",
            value_name: "URL",
        }),
        ..row("base_url", "Service base URL")
    },
    Def {
        secret: true,
        target: true,
        ..row("seller_key", "Seller key (32 characters)")
    },
    Def {
        target: true,
        ..row("app_name", "Application name (client API)")
    },
    Def {
        target: true,
        ..row("ownerid", "Owner id (client API, 10 characters)")
    },
    Def {
        default: Some("1.0"),
        ..row("app_version", "Application version sent by client init")
    },
    Def {
        default: Some("1.3"),
        check: check_client_api,
        ..row("client_api", "Client API version: 1.3 or 1.2")
    },
    Def {
        target: true,
        default: Some(SERVICE_PUBLIC_KEY),
        ..row(
            "public_key",
            "Ed25519 key that signs client API 1.3 answers (hex)",
        )
    },
    Def {
        secret: true,
        target: true,
        ..row(
            "app_secret",
            "Application secret (client API 1.2 signatures)",
        )
    },
    Def {
        default: Some("30s"),
        flag: Some(Flag::Value {
            long: "timeout",
            value_name: "SECONDS",
        }),
        check: |t| parse_timeout(t).map(drop),
        ..row(
            "timeout",
            "Request timeout in seconds, or a duration such as 2m",
        )
    },
    // No default: 120/60s against a real service, none against a local one (`Context::prepare`).
    Def {
        flag: Some(Flag::Value {
            long: "rate-limit",
            value_name: "N/WINDOW",
        }),
        check: check_rate_limit,
        ..row(
            "rate_limit",
            "Client-side seller rate limit, e.g. 120/60s or off",
        )
    },
    Def {
        default: Some("3"),
        flag: Some(Flag::Value {
            long: "retries",
            value_name: "N",
        }),
        check: |t| parse_retries(t).map(drop),
        ..row(
            "retries",
            "Retries for reads, unsent requests and rate limits",
        )
    },
    row(
        "audit_log",
        "File that every change sent is appended to, one JSON line each",
    ),
    Def {
        default: Some("utc"),
        flag: Some(Flag::Switch {
            long: "local",
            sets: "local",
            help: "Show times in tables in the local time zone instead of UTC",
        }),
        check: check_time_zone,
        ..row("time_zone", "Times in tables: utc or local")
    },
    // `auto`: colour on a terminal unless NO_COLOR is set; machine formats never (docs/colour.md).
    Def {
        default: Some("auto"),
        flag: Some(Flag::Value {
            long: "color",
            value_name: "WHEN",
        }),
        check: check_color,
        ..row("color", "Colour for people: auto, always or never")
    },
];

/// The row of a setting.
pub fn def(name: &str) -> Option<&'static Def> {
    SETTINGS.iter().find(|d| d.name == name)
}

/// Every setting's name, in table order (serde's list of expected fields).
pub fn names() -> &'static [&'static str] {
    static NAMES: OnceLock<Vec<&'static str>> = OnceLock::new();
    NAMES.get_or_init(|| SETTINGS.iter().map(|d| d.name).collect())
}

/// A setting named by the user (`config set`), or what the names are.
pub fn named(name: &str) -> Result<&'static Def, String> {
    def(name).ok_or_else(|| format!("unknown field {name:?}; fields: {}", names().join(", ")))
}

impl Def {
    /// `LICENSECTL_BASE_URL` for `base_url`.
    pub fn env(&self) -> String {
        format!("LICENSECTL_{}", self.name.to_uppercase())
    }

    /// The value as `config show`, `config list` and `doctor` print it: secrets masked.
    pub fn shown(&self, value: &str) -> String {
        if self.secret {
            mask(value)
        } else {
            value.to_string()
        }
    }

    /// The flag's help: the setting's, with where else it comes from and its default.
    pub fn flag_help(&self) -> Option<String> {
        let text = match self.flag? {
            Flag::Value { .. } => self.help,
            Flag::Switch { help, .. } => help,
        };
        let mut out = format!("{text} [env: {}]", self.env());
        match (self.flag?, self.default) {
            (Flag::Switch { .. }, _) => out.push_str(&format!(" [profile: {}]", self.name)),
            (Flag::Value { .. }, Some(d)) => out.push_str(&format!(" [default: {d}]")),
            (Flag::Value { .. }, None) => {}
        }
        Some(out)
    }
}

impl Flag {
    pub fn long(&self) -> &'static str {
        match self {
            Flag::Value { long, .. } | Flag::Switch { long, .. } => long,
        }
    }

    /// `--base-url`, as a value's source names it.
    pub fn shown(&self) -> String {
        format!("--{}", self.long())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Variables licensectl reads that are not settings: no setting's variable may take one.
    const OTHER_VARIABLES: &[&str] = &[
        "LICENSECTL_PROFILE",
        "LICENSECTL_CONFIG",
        "LICENSECTL_DATA_DIR",
        "LICENSECTL_SESSION",
        "LICENSECTL_NOW",
        "LICENSECTL_MAX_BODY",
        "LICENSECTL_KEYRING",
        "LICENSECTL_COMPLETE",
        "LICENSECTL_COMPLETE_WAIT_MS",
    ];

    #[test]
    fn every_name_variable_and_flag_is_declared_once() {
        let names: BTreeSet<_> = SETTINGS.iter().map(|d| d.name).collect();
        assert_eq!(names.len(), SETTINGS.len(), "a setting named twice");
        let vars: BTreeSet<_> = SETTINGS.iter().map(Def::env).collect();
        assert_eq!(vars.len(), SETTINGS.len(), "a variable named twice");
        for v in OTHER_VARIABLES {
            assert!(!vars.contains(*v), "{v} is not a setting's");
        }
        let flags: Vec<_> = SETTINGS.iter().filter_map(|d| d.flag).collect();
        let longs: BTreeSet<_> = flags.iter().map(Flag::long).collect();
        assert_eq!(longs.len(), flags.len(), "a flag named twice");
        // Each flag is on the command line exactly once, global, saying its variable.
        let cmd = crate::cli::tree::command();
        for d in SETTINGS {
            let Some(flag) = d.flag else { continue };
            let args: Vec<_> = cmd
                .get_arguments()
                .filter(|a| a.get_long() == Some(flag.long()))
                .collect();
            assert_eq!(args.len(), 1, "{}", flag.long());
            assert!(args[0].is_global_set(), "{}", flag.long());
            let help = args[0].get_help().unwrap().to_string();
            assert!(help.contains(&d.env()), "{help}");
        }
    }

    #[test]
    fn every_default_and_switch_value_passes_its_check() {
        for d in SETTINGS {
            if let Some(v) = d.default {
                assert_eq!((d.check)(v), Ok(()), "{}", d.name);
            }
            if let Some(Flag::Switch { sets, .. }) = d.flag {
                assert_eq!((d.check)(sets), Ok(()), "{}", d.name);
            }
        }
    }

    #[test]
    fn every_secret_is_masked_and_nothing_else() {
        let value = "abcdefghijklmnopqrstuvwxyz012345";
        for d in SETTINGS {
            let shown = d.shown(value);
            if d.secret {
                assert!(!shown.contains(value) && shown.len() < 10, "{}", d.name);
            } else {
                assert_eq!(shown, value, "{}", d.name);
            }
        }
        // Secrets are never a flag's value: argv is visible to other users.
        assert!(SETTINGS.iter().all(|d| !(d.secret && d.flag.is_some())));
    }

    #[test]
    fn unknown_names_list_the_known_ones() {
        assert_eq!(named("timeout").unwrap().name, "timeout");
        let e = named("sellerkey").unwrap_err();
        assert!(e.contains("seller_key") && e.contains("time_zone"), "{e}");
        assert_eq!(names().len(), SETTINGS.len());
    }
}
