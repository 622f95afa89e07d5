//! Environment variables as an injectable map: the process's in `main`, a literal one in tests.

use std::collections::HashMap;

#[derive(Debug, Clone, Default)]
pub struct Env(HashMap<String, String>);

impl Env {
    pub fn from_process() -> Env {
        Env(std::env::vars_os()
            .filter_map(|(k, v)| Some((k.into_string().ok()?, v.into_string().ok()?)))
            .collect())
    }
    #[cfg(test)]
    pub fn from_pairs(pairs: &[(&str, &str)]) -> Env {
        Env(pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect())
    }
    /// Unix time now, or `LICENSECTL_NOW` (the clock, injected: reproducible output in tests).
    pub fn now(&self) -> i64 {
        self.get("LICENSECTL_NOW")
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| chrono::Utc::now().timestamp())
    }
    /// A variable's value; set-but-empty counts as unset.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .get(name)
            .map(String::as_str)
            .filter(|v| !v.is_empty())
    }
}
