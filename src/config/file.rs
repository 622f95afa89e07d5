//! The TOML config file: where it lives, reading it with precise errors, writing it 0600.

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::env::Env;
use crate::error::Failure;

/// One named profile. Unknown fields are refused so a typo is caught with its line.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Profile {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub base_url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seller_key: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub app_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ownerid: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub app_version: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub client_api: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub public_key: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub app_secret: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub timeout: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retries: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub audit_log: Option<String>,
    pub time_zone: Option<String>,
}

impl Profile {
    pub fn get(&self, field: &str) -> Option<&str> {
        let v = match field {
            "base_url" => &self.base_url,
            "seller_key" => &self.seller_key,
            "app_name" => &self.app_name,
            "ownerid" => &self.ownerid,
            "app_version" => &self.app_version,
            "client_api" => &self.client_api,
            "public_key" => &self.public_key,
            "app_secret" => &self.app_secret,
            "rate_limit" => &self.rate_limit,
            "timeout" => &self.timeout,
            "retries" => &self.retries,
            "audit_log" => &self.audit_log,
            "time_zone" => &self.time_zone,
            _ => return None,
        };
        v.as_deref().filter(|s| !s.is_empty())
    }
    pub fn set(&mut self, field: &str, value: Option<String>) -> bool {
        let slot = match field {
            "base_url" => &mut self.base_url,
            "seller_key" => &mut self.seller_key,
            "app_name" => &mut self.app_name,
            "ownerid" => &mut self.ownerid,
            "app_version" => &mut self.app_version,
            "client_api" => &mut self.client_api,
            "public_key" => &mut self.public_key,
            "app_secret" => &mut self.app_secret,
            "rate_limit" => &mut self.rate_limit,
            "timeout" => &mut self.timeout,
            "retries" => &mut self.retries,
            "audit_log" => &mut self.audit_log,
            "time_zone" => &mut self.time_zone,
            _ => return false,
        };
        *slot = value;
        true
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
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let tmp = dir.join(format!(".config.toml.{}", std::process::id()));
    write_private(&tmp, text.as_bytes())?;
    std::fs::rename(&tmp, path).with_context(|| format!("writing {}", path.display()))?;
    Ok(())
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
    fn saved_file_is_private() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("sub/config.toml");
        let mut cfg = ConfigFile::default();
        cfg.profiles.insert(
            "a".into(),
            Profile {
                seller_key: Some("s".into()),
                ..Default::default()
            },
        );
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
}
