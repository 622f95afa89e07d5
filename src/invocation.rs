//! The command-line edge: a catalogue command's `ArgMatches` turned once into a typed
//! `Invocation` (ripgrep's low → high args); nothing past this module sees clap.

use clap::ArgMatches;
use licensectl_catalogue::{Kind, Op};

use crate::output::filters::Filters;
use crate::params::Raw;

/// `--from-file` and its companions.
#[derive(Debug, Clone, PartialEq)]
pub struct Bulk {
    /// A path, or `-` for stdin.
    pub from_file: String,
    pub jobs: usize,
    pub keep_going: bool,
    pub resume: Option<String>,
}

/// One run of a catalogue operation, as the command line asked for it.
#[derive(Debug, Clone)]
pub struct Invocation {
    pub op: &'static Op,
    /// Parameters given on the command line, by query name, as typed (not yet encoded).
    pub given: Vec<(&'static str, Raw)>,
    /// Secret parameters to read from stdin (`--pass-stdin`), by query name.
    pub stdin_secrets: Vec<&'static str>,
    pub bulk: Option<Bulk>,
    /// `--wait` and `--interval` of a polling command.
    pub wait: bool,
    pub interval: String,
    /// `--output-file` of a command that downloads a file.
    pub output_file: Option<String>,
    /// List filters, sort, limit and `-q`.
    pub filters: Filters,
}

fn flag(m: &ArgMatches, id: &str) -> bool {
    m.try_get_one::<bool>(id)
        .ok()
        .flatten()
        .copied()
        .unwrap_or(false)
}

fn text(m: &ArgMatches, id: &str) -> Option<String> {
    m.try_get_one::<String>(id).ok().flatten().cloned()
}

impl Invocation {
    /// The typed form of a leaf command's matches (built by `tree`).
    pub fn from_matches(op: &'static Op, m: &ArgMatches) -> Invocation {
        let mut given = Vec::new();
        let mut stdin_secrets = Vec::new();
        for p in op.params {
            let raw = match p.kind {
                Kind::Switch(_) | Kind::SwitchWord => {
                    if flag(m, p.name) {
                        Some(Raw::Bool(true))
                    } else if flag(m, &format!("no-{}", p.flag)) {
                        Some(Raw::Bool(false))
                    } else {
                        None
                    }
                }
                Kind::List => m
                    .try_get_many::<String>(p.name)
                    .ok()
                    .flatten()
                    .map(|v| Raw::Many(v.cloned().collect())),
                Kind::Secret => {
                    if flag(m, &format!("{}-stdin", p.flag)) {
                        stdin_secrets.push(p.name);
                    }
                    None
                }
                _ => text(m, p.name).map(Raw::Text),
            };
            if let Some(raw) = raw {
                given.push((p.name, raw));
            }
        }
        let bulk = text(m, "from-file").map(|from_file| Bulk {
            from_file,
            jobs: m
                .try_get_one::<usize>("jobs")
                .ok()
                .flatten()
                .copied()
                .unwrap_or(4)
                .max(1),
            keep_going: flag(m, "continue-on-error"),
            resume: text(m, "resume"),
        });
        Invocation {
            op,
            given,
            stdin_secrets,
            bulk,
            wait: flag(m, "wait"),
            interval: text(m, "interval").unwrap_or_else(|| "2s".into()),
            output_file: text(m, "output-file"),
            filters: Filters::from_matches(m),
        }
    }

    /// Whether a parameter was given on the command line.
    pub fn has(&self, name: &str) -> bool {
        self.given.iter().any(|(k, _)| *k == name)
    }
}
