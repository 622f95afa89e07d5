//! What the fields of the service's answers mean, for rendering: times, durations, secrets.

/// How a field of an answer is shown to people.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldKind {
    /// Unix seconds: shown as a date with relative time.
    Time,
    /// A length in seconds: shown as `30d`.
    Duration,
    /// Never shown in tables, dropped from JSON unless `--show-secrets`.
    Secret,
    Plain,
}

/// Fields holding Unix times, across every answer.
const TIMES: &[&str] = &[
    "usedon",
    "creationdate",
    "gendate",
    "createdate",
    "lastlogin",
    "expiry",
    "time",
    "timestamp",
    "logdate",
    "cooldown",
    "uploaddate",
];

/// Fields holding lengths of time in seconds.
const DURATIONS: &[&str] = &["duration", "expires", "timeleft"];

/// Secrets the service returns (api-catalogue §9): hashes, TOTP secrets, the app secret.
const SECRETS: &[&str] = &[
    "password",
    "googleAuthCode",
    "app",
    "logapp",
    "secret",
    "token",
    "email",
];

/// The kind of a field as it appears in a seller answer.
pub fn kind(field: &str) -> FieldKind {
    if SECRETS.contains(&field) {
        FieldKind::Secret
    } else if TIMES.contains(&field) {
        FieldKind::Time
    } else if DURATIONS.contains(&field) {
        FieldKind::Duration
    } else {
        FieldKind::Plain
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds() {
        assert_eq!(kind("usedon"), FieldKind::Time);
        assert_eq!(kind("duration"), FieldKind::Duration);
        assert_eq!(kind("password"), FieldKind::Secret);
        assert_eq!(kind("note"), FieldKind::Plain);
    }
}
