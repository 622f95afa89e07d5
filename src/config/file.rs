//! The TOML config file: where it lives, reading it with precise errors, writing it 0600.

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use super::settings::{self, SETTINGS};
use crate::env::Env;
use crate::error::Failure;

/// One named profile: a value per setting of the table, kept as written. Its fields are the
/// table's names (`settings::SETTINGS`); any other is refused with its line, so a typo is caught.
/// The second part names the secrets kept in the OS keyring instead (`in_keyring = [...]` in the
/// file; `config::secrets`): only those are ever looked up there.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Profile(BTreeMap<&'static str, String>, BTreeSet<&'static str>);

/// The profile field listing the secrets kept in the OS keyring.
const IN_KEYRING: &str = "in_keyring";

impl Profile {
    /// A field's value; an empty one counts as unset.
    pub fn get(&self, field: &str) -> Option<&str> {
        self.raw(field).filter(|s| !s.is_empty())
    }
    /// A field's value as written, even empty.
    pub fn raw(&self, field: &str) -> Option<&str> {
        self.0.get(field).map(String::as_str)
    }
    /// Sets (`Some`) or clears (`None`) a field; `false` when the table has no such setting.
    pub fn set(&mut self, field: &str, value: Option<String>) -> bool {
        let Some(def) = settings::def(field) else {
            return false;
        };
        match value {
            Some(v) => {
                // A value written here is the one in force: the keyring's is no longer read.
                self.1.remove(def.name);
                self.0.insert(def.name, v)
            }
            None => self.0.remove(def.name),
        };
        true
    }
    /// The secrets this profile keeps in the OS keyring.
    pub fn in_keyring(&self) -> &BTreeSet<&'static str> {
        &self.1
    }
    /// Marks a secret as kept in the OS keyring and drops it from the file.
    pub fn keep_in_keyring(&mut self, field: &str) -> bool {
        let Some(def) = settings::def(field).filter(|d| d.secret) else {
            return false;
        };
        self.0.remove(def.name);
        self.1.insert(def.name);
        true
    }
    /// Forgets that a secret is in the keyring (it was moved back, or removed).
    pub fn forget_keyring(&mut self, field: &str) {
        self.1.retain(|f| *f != field);
    }
}

impl Serialize for Profile {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        // In the table's order, so the file reads as `config show` lists it.
        let mut m = s.serialize_map(Some(self.0.len() + usize::from(!self.1.is_empty())))?;
        for def in SETTINGS {
            if let Some(v) = self.0.get(def.name) {
                m.serialize_entry(def.name, v)?;
            }
        }
        if !self.1.is_empty() {
            // In the table's order too.
            let kept: Vec<&str> = SETTINGS
                .iter()
                .map(|d| d.name)
                .filter(|n| self.1.contains(n))
                .collect();
            m.serialize_entry(IN_KEYRING, &kept)?;
        }
        m.end()
    }
}

impl<'de> Deserialize<'de> for Profile {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Profile, D::Error> {
        struct Fields;
        impl<'de> serde::de::Visitor<'de> for Fields {
            type Value = Profile;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a profile's settings")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Profile, A::Error> {
                let mut p = Profile::default();
                while let Some(name) = map.next_key_seed(FieldName)? {
                    if name == IN_KEYRING {
                        let kept: Vec<String> = map.next_value()?;
                        for k in kept {
                            match settings::def(&k).filter(|d| d.secret) {
                                Some(d) => p.1.insert(d.name),
                                None => {
                                    return Err(serde::de::Error::custom(format!(
                                        "{IN_KEYRING}: {k:?} is not a secret setting"
                                    )))
                                }
                            };
                        }
                        continue;
                    }
                    let value: String = map.next_value()?;
                    if p.0.insert(name, value).is_some() {
                        return Err(serde::de::Error::duplicate_field(name));
                    }
                }
                Ok(p)
            }
        }
        d.deserialize_map(Fields)
    }
}

/// A profile's field name, checked against the table while it is read as the key: the error
/// then carries the key's position, hence its line.
struct FieldName;

impl<'de> serde::de::DeserializeSeed<'de> for FieldName {
    type Value = &'static str;
    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<&'static str, D::Error> {
        let name = String::deserialize(d)?;
        if name == IN_KEYRING {
            return Ok(IN_KEYRING);
        }
        settings::def(&name)
            .map(|def| def.name)
            .ok_or_else(|| serde::de::Error::unknown_field(&name, settings::names()))
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConfigFile {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default_profile: Option<String>,
    #[serde(default)]
    pub profiles: BTreeMap<String, Profile>,
}

/// The config file's path: `LICENSECTL_CONFIG`, else the platform config dir.
pub fn path(env: &Env) -> Result<PathBuf, Failure> {
    if let Some(p) = env.get("LICENSECTL_CONFIG") {
        return Ok(PathBuf::from(p));
    }
    directories::ProjectDirs::from("", "", "licensectl")
        .map(|d| d.config_dir().join("config.toml"))
        .ok_or_else(|| {
            Failure::Config(
                "cannot find a home directory for the config file; set LICENSECTL_CONFIG".into(),
            )
        })
}

/// The data dir (embedded sandbox database, client session state): `LICENSECTL_DATA_DIR` or the platform's.
pub fn data_dir(env: &Env) -> Result<PathBuf, Failure> {
    if let Some(p) = env.get("LICENSECTL_DATA_DIR") {
        return Ok(PathBuf::from(p));
    }
    directories::ProjectDirs::from("", "", "licensectl")
        .map(|d| d.data_dir().to_path_buf())
        .ok_or_else(|| {
            Failure::Config("cannot find a home directory for data; set LICENSECTL_DATA_DIR".into())
        })
}

/// Where sandboxes keep their snapshots (`sandbox snapshot`): `snapshots/` in the data dir, made
/// 0700 by the sandbox.
pub fn snapshots_dir(env: &Env) -> Result<PathBuf, Failure> {
    Ok(data_dir(env)?.join("snapshots"))
}

/// Parses config text; errors name the file, line and field.
pub fn parse(text: &str, path: &Path) -> Result<ConfigFile, Failure> {
    toml::from_str(text).map_err(|e| {
        let at = e
            .span()
            .map(|s| {
                let line = text[..s.start.min(text.len())].matches('\n').count() + 1;
                format!(" line {line}:")
            })
            .unwrap_or_default();
        let why = e.message().trim().replace('\n', " ");
        Failure::Config(format!("config file {}{at} {why}", path.display()))
    })
}

/// Reads the file (a missing file is an empty config) and warns when others can read it.
pub fn load(path: &Path) -> Result<(ConfigFile, Option<String>), Failure> {
    // A FIFO or device there would hang the read or feed it endlessly: a config file is a file.
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        return Err(Failure::Config(format!(
            "cannot read config file {}: it is not a regular file",
            path.display()
        )));
    }
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Ok((ConfigFile::default(), None))
        }
        Err(e) => {
            return Err(Failure::Config(format!(
                "cannot read config file {}: {e}",
                path.display()
            )))
        }
    };
    Ok((parse(&text, path)?, mode_warning(path)))
}

#[cfg(unix)]
fn mode_warning(path: &Path) -> Option<String> {
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(path).ok()?.permissions().mode() & 0o777;
    (mode & 0o077 != 0).then(|| {
        format!(
            "warning: config file {} is readable by others (mode {mode:o}); it holds secrets: run chmod 600 {}",
            path.display(),
            path.display()
        )
    })
}
#[cfg(not(unix))]
fn mode_warning(_: &Path) -> Option<String> {
    None
}

/// Writes the file atomically with mode 0600.
pub fn save(path: &Path, cfg: &ConfigFile) -> Result<()> {
    let text = toml::to_string_pretty(cfg).context("serialising the config")?;
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    // A file that cannot be written is a config problem (exit 3), named with its reason.
    let config = |e: anyhow::Error| {
        anyhow::Error::new(crate::error::Failure::Config(format!(
            "cannot write the config file {}: {}",
            path.display(),
            e.root_cause()
        )))
    };
    create_private_dir(dir).map_err(|e| config(e.into()))?;
    // A config file kept elsewhere behind a symlink (a dotfiles checkout) is written where it
    // lives, the link kept; anything but a regular file is never replaced.
    let real = match std::fs::metadata(path) {
        Ok(m) if m.is_file() => std::fs::canonicalize(path).map_err(|e| config(e.into()))?,
        Ok(_) => return Err(config(anyhow::anyhow!("it is not a regular file"))),
        Err(_) => path.to_path_buf(),
    };
    let dir = real.parent().unwrap_or(dir);
    let tmp = dir.join(format!(".config.toml.{}", std::process::id()));
    write_private(&tmp, text.as_bytes()).map_err(config)?;
    if let Err(e) = std::fs::rename(&tmp, &real) {
        let _ = std::fs::remove_file(&tmp);
        return Err(config(e.into()));
    }
    Ok(())
}

/// Creates `dir` and its missing parents 0700 whatever the umask (`create_dir_all` would make
/// them 0777 under umask 000); existing directories are left as they are.
pub fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    let mut b = std::fs::DirBuilder::new();
    b.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut b, 0o700);
    b.create(dir)
}

/// Creates (or truncates) a file readable only by its owner.
pub fn write_private(path: &Path, bytes: &[u8]) -> Result<()> {
    use std::io::Write;
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(0o600);
    }
    let mut f = opts
        .open(path)
        .with_context(|| format!("writing {}", path.display()))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        f.set_permissions(std::fs::Permissions::from_mode(0o600))?;
    }
    f.write_all(bytes)
        .with_context(|| format!("writing {}", path.display()))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_profiles() {
        let cfg = parse(
            "default_profile = \"prod\"\n[profiles.prod]\nbase_url = \"https://x\"\nseller_key = \"k\"\n",
            Path::new("c.toml"),
        )
        .unwrap();
        assert_eq!(cfg.default_profile.as_deref(), Some("prod"));
        assert_eq!(cfg.profiles["prod"].get("base_url"), Some("https://x"));
    }

    #[test]
    fn unknown_field_names_file_line_and_field() {
        let err = parse(
            "[profiles.prod]\nbase_url = \"x\"\nseler_key = \"k\"\n",
            Path::new("/etc/c.toml"),
        )
        .unwrap_err();
        let msg = err.to_string();
        assert!(msg.contains("/etc/c.toml line 3"), "{msg}");
        assert!(msg.contains("seler_key"), "{msg}");
        assert_eq!(err.code(), 3);
    }

    #[test]
    fn every_setting_is_a_profile_field_and_round_trips_in_table_order() {
        let mut p = Profile::default();
        for (i, def) in SETTINGS.iter().enumerate() {
            assert!(p.set(def.name, Some(format!("v{i}"))), "{}", def.name);
        }
        assert!(!p.set("nope", Some("x".into())));
        let mut cfg = ConfigFile::default();
        cfg.profiles.insert("all".into(), p);
        let text = toml::to_string_pretty(&cfg).unwrap();
        let at: Vec<usize> = SETTINGS
            .iter()
            .map(|d| text.find(&format!("{} = ", d.name)).unwrap())
            .collect();
        assert!(at.windows(2).all(|w| w[0] < w[1]), "{text}");
        assert_eq!(parse(&text, Path::new("c.toml")).unwrap(), cfg);
        // A value is text, as every source gives it.
        assert!(parse("[profiles.p]\nretries = 3\n", Path::new("c.toml")).is_err());
    }

    #[test]
    fn saved_file_is_private() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("sub/config.toml");
        let mut cfg = ConfigFile::default();
        let mut a = Profile::default();
        a.set("seller_key", Some("s".into()));
        cfg.profiles.insert("a".into(), a);
        save(&p, &cfg).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(
                std::fs::metadata(&p).unwrap().permissions().mode() & 0o777,
                0o600
            );
        }
        assert_eq!(load(&p).unwrap().0, cfg);
    }

    #[test]
    fn secrets_in_the_keyring_are_named_not_written() {
        let mut p = Profile::default();
        p.set("seller_key", Some("s".into()));
        p.set("base_url", Some("https://x".into()));
        assert!(p.keep_in_keyring("seller_key"));
        assert!(!p.keep_in_keyring("base_url"), "not a secret");
        assert_eq!(p.get("seller_key"), None);
        let mut cfg = ConfigFile::default();
        cfg.profiles.insert("a".into(), p.clone());
        let text = toml::to_string_pretty(&cfg).unwrap();
        assert!(text.contains("in_keyring = [\"seller_key\"]"), "{text}");
        assert!(!text.contains("\"s\""), "{text}");
        assert_eq!(parse(&text, Path::new("c.toml")).unwrap(), cfg);
        // Written back to the file, the value is the one in force again.
        p.set("seller_key", Some("t".into()));
        assert!(p.in_keyring().is_empty());
        let err = parse(
            "[profiles.a]\nin_keyring = [\"base_url\"]\n",
            Path::new("c.toml"),
        );
        assert!(err.unwrap_err().to_string().contains("not a secret"));
    }
}
