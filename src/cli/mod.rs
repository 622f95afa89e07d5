//! The top-level command line: global flags and the hand-written commands (derive); the
//! catalogue's groups are added by `tree`.

pub mod tree;

use clap::{Args, Parser, Subcommand};

use crate::commands;
use crate::output::Format;

/// The text after the top-level options; `tree` appends the exit-code table.
pub const AFTER_HELP: &str = "\
Configuration: profiles in the config file (licensectl config path), overridden by
LICENSECTL_<FIELD> environment variables (LICENSECTL_BASE_URL, LICENSECTL_SELLER_KEY,
LICENSECTL_APP_NAME, LICENSECTL_OWNERID, ...) and flags. With nothing configured,
commands run against the embedded sandbox.";

/// Administer a KeyAuth-compatible licensing service from the terminal.
#[derive(Debug, Parser)]
#[command(name = "licensectl", version)]
pub struct Cli {
    #[command(flatten)]
    pub global: Global,
    #[command(subcommand)]
    pub builtin: Option<Builtin>,
}

#[derive(Debug, Clone, Args)]
pub struct Global {
    /// Output format [default: table on a terminal, tsv otherwise]
    #[arg(
        short = 'o',
        long,
        global = true,
        help_heading = "Global options",
        value_enum,
        value_name = "FORMAT"
    )]
    pub output: Option<Format>,
    /// JSON output; with FIELDS (comma-separated, listed in each command's help) only those
    #[arg(
        long,
        global = true,
        help_heading = "Global options",
        value_name = "FIELDS",
        num_args = 0..=1,
        default_missing_value = ""
    )]
    pub json: Option<String>,
    /// Filter JSON output with a jq expression; strings print raw (e.g. --jq '.[].key')
    #[arg(
        long,
        global = true,
        help_heading = "Global options",
        value_name = "EXPR",
        value_parser = checked(crate::output::select::compile)
    )]
    pub jq: Option<String>,
    /// Profile to use [env: LICENSECTL_PROFILE]
    #[arg(
        long,
        global = true,
        help_heading = "Global options",
        value_name = "NAME"
    )]
    pub profile: Option<String>,
    /// Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]
    #[arg(
        long,
        global = true,
        help_heading = "Global options",
        value_name = "URL"
    )]
    pub base_url: Option<String>,
    /// Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT]
    #[arg(
        long,
        global = true,
        help_heading = "Global options",
        value_name = "SECONDS",
        value_parser = checked(crate::config::parse_timeout)
    )]
    pub timeout: Option<String>,
    /// Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]
    #[arg(
        long,
        global = true,
        help_heading = "Global options",
        value_name = "N/WINDOW",
        value_parser = checked(|t| crate::service::limiter::parse(t).map_err(|e| e.message().to_string()))
    )]
    pub rate_limit: Option<String>,
    /// Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]
    #[arg(
        long,
        global = true,
        help_heading = "Global options",
        value_name = "N",
        value_parser = checked(crate::config::parse_retries)
    )]
    pub retries: Option<String>,
    /// Show times in tables in the local time zone instead of UTC [profile: time_zone]
    #[arg(long, global = true, help_heading = "Global options")]
    pub local: bool,
    /// Answer yes to confirmations (needed for destructive commands off a terminal)
    #[arg(short = 'y', long, global = true, help_heading = "Global options")]
    pub yes: bool,
    /// Print the request that would be sent (secrets redacted) and send nothing
    #[arg(long, global = true, help_heading = "Global options")]
    pub dry_run: bool,
    /// Show requests and timings on stderr (secrets redacted)
    #[arg(short = 'v', long, global = true, help_heading = "Global options")]
    pub verbose: bool,
    /// Include secrets the service returns (password hashes, app secret, session ids)
    #[arg(long, global = true, help_heading = "Global options")]
    pub show_secrets: bool,
    /// Client API: do not verify answer signatures
    #[arg(long, global = true, help_heading = "Global options")]
    pub no_verify: bool,
    /// Client API: read the session id to use (not the one `client init` kept) from stdin's first line [env: LICENSECTL_SESSION]
    #[arg(long, global = true, help_heading = "Global options")]
    pub session_stdin: bool,
    /// Allow plain http to a non-loopback host (sends the seller key unencrypted)
    #[arg(long, global = true, help_heading = "Global options")]
    pub allow_insecure_http: bool,
}

/// A flag value checked by the parser the resolver uses, kept as text: a bad value is a usage
/// error (exit 2) on the command line, a config error (exit 3) in a profile or the environment.
fn checked<T>(
    parse: impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static,
) -> impl clap::builder::TypedValueParser<Value = String> {
    move |text: &str| parse(text).map(|_| text.to_string())
}

#[derive(Debug, Subcommand)]
pub enum Builtin {
    Config(commands::config::Cmd),
    Sandbox(commands::sandbox::Cmd),
    Ops(commands::ops::Cmd),
    Completions(commands::completions::Cmd),
    Backup(commands::backup::Cmd),
    Restore(commands::restore::Cmd),
    Api(commands::api::Cmd),
    Doctor(commands::doctor::Cmd),
    Export(commands::appcode::export::Cmd),
    Plan(commands::appcode::PlanCmd),
    Apply(commands::appcode::apply::Cmd),
    Lookup(commands::lookup::Cmd),
}

impl From<Global> for crate::options::Options {
    fn from(g: Global) -> crate::options::Options {
        crate::options::Options {
            output: g.output,
            json: g.json,
            jq: g.jq,
            profile: g.profile,
            base_url: g.base_url,
            timeout: g.timeout,
            rate_limit: g.rate_limit,
            retries: g.retries,
            local: g.local,
            yes: g.yes,
            dry_run: g.dry_run,
            verbose: g.verbose,
            show_secrets: g.show_secrets,
            no_verify: g.no_verify,
            session: None,
            session_stdin: g.session_stdin,
            allow_insecure_http: g.allow_insecure_http,
        }
    }
}

impl From<&Global> for crate::options::Options {
    fn from(g: &Global) -> crate::options::Options {
        g.clone().into()
    }
}
