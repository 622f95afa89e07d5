//! The top-level command line: global flags and the hand-written commands (derive); the
//! catalogue's groups are added by `tree`.

pub mod dispatch;
pub mod tree;

use clap::{Arg, ArgAction, Args, Parser, Subcommand};

use crate::commands;
use crate::config::{Flag, SETTINGS};
use crate::output::Format;

/// Said above the top-level example, after the exit-code table (`tree`), with no blank line
/// between, so the page stays within 60 lines.
pub const AFTER_HELP: &str =
    "Nothing configured? Commands use the embedded sandbox (see licensectl config).";

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
    /// Filter JSON output with a jq expression (strings print raw), such as '.[].key'
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
        value_name = "NAME",
        value_parser = checked(crate::config::profile_name)
    )]
    pub profile: Option<String>,
    /// The flags that set a setting, one per flagged row of the settings table.
    #[command(flatten)]
    pub settings: SettingFlags,
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

/// A flag value checked by its parser, kept as text.
fn checked<T>(
    parse: impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static,
) -> impl clap::builder::TypedValueParser<Value = String> {
    move |text: &str| parse(text).map(|_| text.to_string())
}

/// The settings' global flags, built from the table (`config::SETTINGS`): long name, value
/// name, help and parser are the row's. The value stays text: a bad value is a usage error (exit 2)
/// here, a config error (exit 3) in a profile or the environment, by the same check.
#[derive(Debug, Clone, Default)]
pub struct SettingFlags(pub crate::config::FlagValues);

/// The arg id clap's derive would give the flag (`base_url` for `--base-url`).
fn flag_id(flag: &Flag) -> String {
    flag.long().replace('-', "_")
}

impl clap::FromArgMatches for SettingFlags {
    fn from_arg_matches(m: &clap::ArgMatches) -> Result<Self, clap::Error> {
        let mut values = crate::config::FlagValues::new();
        for def in SETTINGS {
            let value = match def.flag {
                Some(f @ Flag::Value { .. }) => m.get_one::<String>(&flag_id(&f)).cloned(),
                Some(f @ Flag::Switch { sets, .. }) => {
                    m.get_flag(&flag_id(&f)).then(|| sets.to_string())
                }
                None => None,
            };
            if let Some(v) = value {
                values.insert(def.name, v);
            }
        }
        Ok(SettingFlags(values))
    }
    fn update_from_arg_matches(&mut self, m: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(m)?;
        Ok(())
    }
}

impl Args for SettingFlags {
    fn augment_args(mut cmd: clap::Command) -> clap::Command {
        for def in SETTINGS {
            let (Some(flag), Some(help)) = (def.flag, def.flag_help()) else {
                continue;
            };
            let arg = Arg::new(flag_id(&flag))
                .long(flag.long())
                .global(true)
                .help_heading("Global options")
                .help(help);
            cmd = cmd.arg(match flag {
                Flag::Value { value_name, .. } => {
                    arg.value_name(value_name).value_parser(checked(def.check))
                }
                Flag::Switch { .. } => arg.action(ArgAction::SetTrue),
            });
        }
        cmd
    }
    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_args(cmd)
    }
}

#[derive(Debug, Subcommand)]
pub enum Builtin {
    Config(commands::config::Cmd),
    Sandbox(commands::sandbox::Cmd),
    Gateway(commands::gateway::Cmd),
    Ops(commands::ops::Cmd),
    Completions(commands::completions::Cmd),
    Backup(commands::appstate::backup::Cmd),
    Restore(commands::appstate::restore::Cmd),
    Api(commands::api::Cmd),
    Doctor(commands::doctor::Cmd),
    Export(commands::appstate::export::Cmd),
    Plan(commands::appstate::plan::Cmd),
    Apply(commands::appstate::apply::Cmd),
    Lookup(commands::lookup::Cmd),
    Report(commands::report::Cmd),
    Watch(commands::watch::Cmd),
}

impl From<Global> for crate::options::Options {
    fn from(g: Global) -> crate::options::Options {
        crate::options::Options {
            output: g.output,
            json: g.json,
            jq: g.jq,
            profile: g.profile,
            settings: g.settings.0,
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
