//! licensectl as a library: the CLI's modules, so the binary, the tests and the fuzz targets share them.
//!
//! `output/` is the one writer of stdout and `say!` (redacted, never panicking on a closed
//! stderr) the one writer of diagnostics: the print macros are denied.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod answer;
pub mod cli;
pub mod commands;
pub mod config;
pub mod context;
#[cfg(test)]
mod docs;
pub mod env;
pub mod error;
pub mod escape;
pub mod examples;
pub mod exec;
pub mod gateway;
pub mod input;
pub mod invocation;
pub mod json_docs;
pub mod options;
pub mod output;
pub mod params;
pub mod progress;
pub mod prompt;
pub mod redact;
pub mod service;
#[cfg(test)]
mod shape_tests;
pub mod signals;

use clap::FromArgMatches;

/// Runs the command line and returns the process exit code.
pub fn main_entry() -> i32 {
    // Before anything is opened: a result path naming a descriptor (`/dev/fd/3`) must name one
    // the shell gave, never one licensectl opened itself (output/file.rs).
    output::file::note_inherited_descriptors();
    // The `--jq` child (output/select_limited.rs): a filter run within limits, nothing else.
    if std::env::var_os(output::select::limited::CHILD).is_some() {
        return output::select::limited::child_main();
    }
    // A bug must still end in one line, not a backtrace (and never print arguments, which may be secrets).
    std::panic::set_hook(Box::new(|info| {
        let at = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        crate::say!("licensectl: internal error{at}; please report it");
    }));
    real_main()
}

/// `--json` takes an optional FIELDS: before the command's name it takes the name
/// (`licensectl --json licenses list` reads `licenses` as FIELDS). The usage error says so.
fn json_took_a_word(args: impl Iterator<Item = String>) -> Option<String> {
    let args: Vec<String> = args.collect();
    let at = args.iter().position(|a| a == "--json")?;
    let word = args.get(at + 1).filter(|w| !w.starts_with('-'))?;
    let cmd = cli::tree::command();
    cmd.find_subcommand(word)?;
    Some(format!(
        "licensectl: hint: --json took `{word}` as its FIELDS; put --json after the command \
         (licensectl {word} ... --json) or write --json= for no fields"
    ))
}

/// The command line, parsed first with the plain tree: the tree people read (every command's
/// page naming the global options, ~4 MB built at every start) is built only to show help or an
/// error. A version is the same line from either tree, printed without building the second
/// (issue 40: `--version` cost two trees, twice a command's start-up).
fn parse() -> Result<clap::ArgMatches, clap::Error> {
    cli::tree::command().try_get_matches().or_else(|e| {
        if e.kind() == clap::error::ErrorKind::DisplayVersion {
            Err(e)
        } else {
            let people = cli::tree::for_people();
            if !hostile_argv() {
                return people.try_get_matches();
            }
            // An argument a terminal could obey (or that breaks a line) is quoted by clap as
            // typed: the message comes from the same line with each argument escaped, and
            // without clap's colours (`print_parse_error`). Were the escaped line to parse, the
            // message is the first one's.
            let escaped = std::env::args_os()
                .map(|a| escape::escape_value(&a.to_string_lossy()).into_owned());
            let plain = people.clone().styles(clap::builder::Styles::plain());
            match plain.try_get_matches_from(escaped) {
                Err(e) => Err(e),
                Ok(_) => people.try_get_matches(),
            }
        }
    })
}

/// `users extend --user dana`: an unknown flag that names a positional argument of the command
/// (clap's own tip pointed at the nearest flag, `--base-url`). Says the value goes without a
/// flag, with the command as it should be written.
fn positional_as_flag(e: &clap::Error, args: &[String]) -> Option<String> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if e.kind() != ErrorKind::UnknownArgument {
        return None;
    }
    let Some(ContextValue::String(bad)) = e.get(ContextKind::InvalidArg) else {
        return None;
    };
    // Where it was given: `--user dana` or `--user=dana` (clap names the flag alone).
    let flag = bad.split_once('=').map_or(bad.as_str(), |(f, _)| f);
    let at = args
        .iter()
        .position(|a| a == flag || a.starts_with(&format!("{flag}=")))?;
    let inline = args[at].split_once('=').map(|(_, v)| v.to_string());
    let name = flag.strip_prefix("--")?.to_lowercase().replace('_', "-");
    let mut cmd = cli::tree::command();
    let mut path = vec!["licensectl".to_string()];
    for w in args {
        if let Some(sub) = cmd.find_subcommand(w) {
            path.push(w.clone());
            cmd = sub.clone();
        }
    }
    let pos = cmd.get_positionals().find(|a| {
        let id = a.get_id().as_str().to_lowercase().replace('_', "-");
        let shown = a
            .get_value_names()
            .and_then(|v| v.first())
            .map(|v| v.to_lowercase().replace('_', "-"));
        id == name || shown.as_deref() == Some(name.as_str())
    })?;
    let what = pos
        .get_value_names()
        .and_then(|v| v.first())
        .map(|v| v.to_string())
        .unwrap_or_else(|| pos.get_id().to_string().to_uppercase());
    // The command line as it should be: the value where the flag was, without the flag.
    let mut fixed: Vec<String> = args.to_vec();
    match inline {
        Some(v) => fixed[at] = v,
        None if args.get(at + 1).is_some_and(|v| !v.starts_with('-')) => {
            fixed.remove(at);
        }
        None => fixed[at] = what.clone(),
    }
    let shell = crate::commands::lookup::next::shell;
    let example = std::iter::once("licensectl".to_string())
        .chain(fixed.iter().map(|w| shell(w)))
        .collect::<Vec<_>>()
        .join(" ");
    Some(format!(
        "licensectl: error: {flag} is not a flag of `{}`: {what} is positional, given without a flag: {example}",
        path[1..].join(" ")
    ))
}

/// The command line did not parse (or asked for help): said, with our hints; its exit code.
fn parse_failed(e: &clap::Error) -> i32 {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(said) = positional_as_flag(e, &args) {
        crate::say!("{said}");
        return 2;
    }
    print_parse_error(e);
    if e.use_stderr() {
        if let Some(hint) = json_took_a_word(args.into_iter()) {
            crate::say!("{hint}");
        }
    }
    if e.use_stderr() {
        2
    } else {
        0
    }
}

/// Whether an argument holds a character a terminal could obey (`escape::is_hostile`).
fn hostile_argv() -> bool {
    std::env::args_os().skip(1).any(|a| {
        let a = a.to_string_lossy();
        a.chars().any(escape::is_hostile) || a.chars().nth(redact::MESSAGE_CHARS).is_some()
    })
}

/// clap's message as clap prints it (its colours on a terminal), unless an argument holds a
/// character a terminal could obey (`--output $'\e]0;…\a'`, a right-to-left override): clap
/// writes a value as typed to a terminal (and strips escape sequences from a pipe, so the value
/// shows as `''`). Then the message (made from the escaped arguments, `parse`) is written
/// uncoloured, and any such character left is shown escaped. So is a message quoting an
/// argument longer than a service message may be (`redact::MESSAGE_CHARS`): each line is cut
/// there, as a service's words are, so a megabyte typed is not a megabyte said.
fn print_parse_error(e: &clap::Error) {
    if !hostile_argv() {
        let _ = e.print();
        return;
    }
    let mut out = String::new();
    for line in e.render().ansi().to_string().lines() {
        out.push_str(&escape::escape_value(&redact::cut(line)));
        out.push('\n');
    }
    let _ = if e.use_stderr() {
        std::io::Write::write_all(&mut std::io::stderr().lock(), out.as_bytes())
    } else {
        std::io::Write::write_all(&mut std::io::stdout().lock(), out.as_bytes())
    };
}

/// The exit code of a command's result, its error said on stderr as one line.
fn exit_code(result: anyhow::Result<()>) -> i32 {
    match result {
        Ok(()) => 0,
        Err(e) => {
            let (code, msg) = error::report(&e);
            if code != 0 && !msg.is_empty() {
                let label = if output::colour::stderr() {
                    "licensectl: \x1b[1;31merror\x1b[0m: "
                } else {
                    "licensectl: error: "
                };
                // The message may quote the service: its control characters are shown, never obeyed.
                redact::eprint_labelled(label, &msg);
            }
            code
        }
    }
}

fn real_main() -> i32 {
    // A completion request from the shell scripts is answered (and the process ends) here.
    cli::tree::complete_if_asked();
    let matches = match parse() {
        Ok(m) => m,
        Err(e) => return parse_failed(&e),
    };
    let mut ran = Vec::new();
    let mut m = &matches;
    while let Some((name, sub)) = m.subcommand() {
        ran.push(name);
        m = sub;
    }
    service::audit::ran(ran.join(" "));
    let cli = match cli::Cli::from_arg_matches(&matches) {
        Ok(c) => c,
        Err(e) => {
            print_parse_error(&e);
            return 2;
        }
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            crate::say!("licensectl: error: cannot start: {e}");
            return 1;
        }
    };
    let env = env::Env::from_process();
    // Secrets in the environment are known to the redactor even where a command does not use them.
    for def in config::SETTINGS.iter().filter(|d| d.secret) {
        if let Some(v) = env.get(&def.env()) {
            redact::add(v);
        }
    }
    // Diagnostics' colour by the flag or the environment until a profile is read (`Context`).
    let when = matches
        .get_one::<String>("color")
        .cloned()
        .or_else(|| env.get("LICENSECTL_COLOR").map(str::to_string));
    output::colour::set_stderr(output::color_stderr(when.as_deref(), &env));
    let result = runtime.block_on(cli::dispatch::dispatch(cli, &matches, env));
    // Don't wait for background tasks (an embedded sandbox) on the way out.
    runtime.shutdown_background();
    exit_code(result)
}
