//! Client sessions kept between invocations, per profile and service, in a private file.

use rand::distributions::Alphanumeric;
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::config::file::write_private;
use crate::error::Failure;

#[derive(Debug, Default, Serialize, Deserialize)]
struct Saved {
    #[serde(default)]
    sessions: BTreeMap<String, Session>,
    /// The server generation found per profile and service (`service/generation.rs`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    generations: BTreeMap<String, String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Session {
    sessionid: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    enckey: Option<String>,
}

pub struct State {
    path: PathBuf,
    saved: Saved,
}

/// Where client sessions are kept for this profile and service.
pub fn key(settings: &crate::config::Settings) -> String {
    // The embedded sandbox listens on a new port each run; its sessions are keyed by name.
    let service = if settings.embedded {
        "embedded"
    } else {
        settings.get("base_url").unwrap_or("")
    };
    format!("{}@{service}", settings.profile)
}

pub fn random_token(len: usize) -> String {
    rand::thread_rng()
        .sample_iter(&Alphanumeric)
        .take(len)
        .map(char::from)
        .collect()
}

impl State {
    pub fn load(dir: &Path) -> Result<State, Failure> {
        let path = dir.join("state.json");
        let saved = match std::fs::read_to_string(&path) {
            Ok(t) => serde_json::from_str(&t).unwrap_or_default(),
            Err(_) => Saved::default(),
        };
        Ok(State { path, saved })
    }

    pub fn session(&self, key: &str) -> Option<(String, Option<String>)> {
        self.saved
            .sessions
            .get(key)
            .map(|s| (s.sessionid.clone(), s.enckey.clone()))
    }

    pub fn save_session(
        &mut self,
        key: &str,
        sessionid: &str,
        enckey: Option<&str>,
    ) -> Result<(), Failure> {
        let enckey = enckey
            .map(str::to_string)
            .or_else(|| self.session(key).and_then(|(_, e)| e));
        self.saved.sessions.insert(
            key.to_string(),
            Session {
                sessionid: sessionid.to_string(),
                enckey,
            },
        );
        self.write()
    }

    pub fn generation(&self, key: &str) -> Option<&str> {
        self.saved.generations.get(key).map(String::as_str)
    }

    pub fn save_generation(&mut self, key: &str, name: &str) -> Result<(), Failure> {
        if self.generation(key) == Some(name) {
            return Ok(());
        }
        self.saved
            .generations
            .insert(key.to_string(), name.to_string());
        self.write()
    }

    pub fn forget_session(&mut self, key: &str) -> Result<(), Failure> {
        self.saved.sessions.remove(key);
        self.write()
    }

    fn write(&self) -> Result<(), Failure> {
        let fail = |e: String| {
            Failure::Config(format!(
                "cannot save client session in {}: {e}",
                self.path.display()
            ))
        };
        if let Some(dir) = self.path.parent() {
            crate::config::file::create_private_dir(dir).map_err(|e| fail(e.to_string()))?;
        }
        let text = serde_json::to_string_pretty(&self.saved).map_err(|e| fail(e.to_string()))?;
        write_private(&self.path, text.as_bytes()).map_err(|e| fail(format!("{e:#}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sessions_round_trip_per_key() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = State::load(dir.path()).unwrap();
        s.save_session("a@x", "S1", Some("E")).unwrap();
        s.save_session("b@x", "S2", None).unwrap();
        let s = State::load(dir.path()).unwrap();
        assert_eq!(s.session("a@x"), Some(("S1".into(), Some("E".into()))));
        assert_eq!(s.session("b@x"), Some(("S2".into(), None)));
        let mut s = s;
        s.forget_session("a@x").unwrap();
        assert_eq!(State::load(dir.path()).unwrap().session("a@x"), None);
    }
}
