//! The audit trail: one JSON line per request that changes the service, appended with a single
//! `write(2)` to a file opened `O_APPEND` (created 0600), so parallel runs never interleave lines.

use std::io::Write;
use std::path::{Path, PathBuf};

use licensectl_catalogue::{Kind, Op};
use serde_json::{json, Map, Value};

use crate::answer::Reply;
use crate::error::Failure;

pub struct Audit {
    path: PathBuf,
    /// Opened at the first change (`ensure`): reads and dry runs never need the log.
    file: std::sync::OnceLock<std::fs::File>,
}

/// Who and where, the same for every line of one invocation.
pub struct Who<'a> {
    pub time: i64,
    /// The profile as resolved: `(environment)` when no profile exists.
    pub profile: &'a str,
    /// Host and port (`keyauth.win:443`): two sandboxes on one host are told apart.
    pub host: Option<String>,
    pub app: Option<&'a str>,
}

/// The command the person ran (`apply`, `vars edit`), set once at start: an `apply` that
/// edits a variable is told from a hand edit of it (the line's `command` is the operation's).
static RAN: std::sync::OnceLock<String> = std::sync::OnceLock::new();

/// Records the command line's command (its subcommand names) for the audit lines.
pub fn ran(command: String) {
    let _ = RAN.set(command);
}

impl Audit {
    /// The log at `path`, not opened yet: reads and dry runs never touch it.
    pub fn open(path: &str) -> Result<Audit, Failure> {
        Ok(Audit {
            path: Path::new(path).to_path_buf(),
            file: std::sync::OnceLock::new(),
        })
    }

    /// Opens (creating 0600) the log; done before the first change is sent, so a bad path
    /// changes nothing. An existing log others can read is tightened to 0600, with a warning.
    pub fn ensure(&self) -> Result<(), Failure> {
        if self.file.get().is_some() {
            return Ok(());
        }
        let path = self.path.display();
        let mut o = std::fs::OpenOptions::new();
        o.append(true).create(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut o, 0o600);
        let file = o.open(&self.path).map_err(|e| {
            Failure::Config(format!("cannot open the audit log {path} (audit_log): {e}"))
        })?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = file.metadata().map(|m| m.permissions().mode() & 0o777);
            if let Ok(mode) = mode.as_ref().copied() {
                if mode & 0o077 != 0 {
                    match file.set_permissions(std::fs::Permissions::from_mode(0o600)) {
                        Ok(()) => crate::say!(
                            "licensectl: warning: the audit log {path} was readable by others ({mode:o}); it is now 0600"
                        ),
                        Err(e) => crate::say!(
                            "licensectl: warning: the audit log {path} is readable by others ({mode:o}) and could not be made 0600: {e}"
                        ),
                    }
                }
            }
        }
        let _ = self.file.set(file);
        Ok(())
    }

    /// Appends one request's line; a failure to write is said on stderr (the change is made).
    pub fn note(
        &self,
        who: &Who,
        op: &Op,
        params: &[(String, String)],
        result: &anyhow::Result<Option<Reply>>,
    ) {
        let mut text = line(who, op, params, result).to_string();
        text.push('\n');
        // One write of the whole line: with O_APPEND the kernel places it atomically at the end.
        let written = match self.file.get() {
            Some(mut f) => f.write(text.as_bytes()),
            None => Err(std::io::Error::other("not open")),
        };
        if !matches!(written, Ok(n) if n == text.len()) {
            crate::say!(
                "licensectl: warning: could not append to the audit log {}: {}",
                self.path.display(),
                written
                    .err()
                    .map_or("short write".into(), |e| e.to_string())
            );
        }
    }
}

/// A parameter is redacted when the catalogue marks it secret or it is a credential by name.
fn secret(op: &Op, name: &str) -> bool {
    crate::service::http::SECRET_PARAMS.contains(&name)
        || op.param(name).is_some_and(|p| p.kind == Kind::Secret)
}

pub fn line(
    who: &Who,
    op: &Op,
    params: &[(String, String)],
    result: &anyhow::Result<Option<Reply>>,
) -> Value {
    let shown: Map<String, Value> = params
        .iter()
        .map(|(k, v)| {
            let v = if secret(op, k) {
                "***".to_string()
            } else {
                v.clone()
            };
            (k.clone(), Value::String(v))
        })
        .collect();
    let mut out = json!({
        "time": chrono::DateTime::from_timestamp(who.time, 0).map(|t| t.to_rfc3339()),
        "profile": who.profile,
        "host": who.host,
        "app": who.app,
        "ran": RAN.get().map(String::as_str).unwrap_or(op.command),
        "command": op.command,
        "type": op.ty,
        "params": shown,
    });
    match result {
        Ok(reply) => {
            out["result"] = json!("ok");
            if let Some(m) = reply.as_ref().and_then(|r| r.fields().get("message")) {
                out["message"] = m.clone();
            }
        }
        Err(e) => {
            let (code, msg) = crate::error::report(e);
            out["result"] = json!("error");
            out["message"] = json!(msg);
            out["exit_code"] = json!(code);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_redacts_every_secret_parameter_and_carries_the_failure() {
        let who = Who {
            time: 0,
            profile: "prod",
            host: Some("keyauth.win:443".into()),
            app: None,
        };
        let op = licensectl_catalogue::find(licensectl_catalogue::Api::Seller, "updatesettings")
            .unwrap();
        let params = vec![
            ("sellixsecret".to_string(), "whsec_x".to_string()),
            ("ver".to_string(), "1.2".to_string()),
        ];
        let err: anyhow::Result<Option<Reply>> =
            Err(Failure::Service("Settings Update Failed".into()).into());
        let l = line(&who, op, &params, &err);
        assert_eq!(l["params"]["sellixsecret"], "***");
        assert_eq!(l["params"]["ver"], "1.2");
        assert_eq!(l["host"], "keyauth.win:443");
        assert_eq!(l["command"], "app update");
        assert_eq!(
            l["ran"], "app update",
            "no command line recorded: the operation's"
        );
        assert_eq!(l["time"], "1970-01-01T00:00:00+00:00");
        assert_eq!(l["result"], "error");
        assert_eq!(l["exit_code"], 1);
        assert_eq!(l["message"], "the service said: Settings Update Failed");
        let adduser =
            licensectl_catalogue::find(licensectl_catalogue::Api::Seller, "adduser").unwrap();
        let p = vec![("pass".to_string(), "hunter2".to_string())];
        let l = line(&who, adduser, &p, &Ok(None));
        assert_eq!(l["params"]["pass"], "***");
        assert_eq!(l["result"], "ok");
    }
}
