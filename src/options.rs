//! The global options of one invocation as plain data: what the command line said, past the
//! clap edge (`cli::Global` is its definition there, and turns into this).

use crate::output::Format;

#[derive(Debug, Clone, Default)]
pub struct Options {
    pub output: Option<Format>,
    /// `--json [FIELDS]`: `Some("")` without fields.
    pub json: Option<String>,
    /// `--jq EXPR` (already checked to compile).
    pub jq: Option<String>,
    pub profile: Option<String>,
    /// What the settings' flags gave (`--base-url`, `--timeout`, `--local`, …), by setting name.
    pub settings: crate::config::FlagValues,
    pub yes: bool,
    pub dry_run: bool,
    pub verbose: bool,
    pub show_secrets: bool,
    pub no_verify: bool,
    /// The session id of `--session-stdin` or `LICENSECTL_SESSION` (read by `Context::new`).
    pub session: Option<String>,
    pub session_stdin: bool,
    pub allow_insecure_http: bool,
}
