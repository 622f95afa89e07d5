//! The command tree: the derive-built top level plus one subcommand per catalogue operation.

use clap::{Arg, ArgAction, Command, CommandFactory};
use licensectl_catalogue::{units, Answer, Api, Effect, Hook, Kind, Op, Param, GROUPS};

use crate::cli::Cli;

/// The whole `licensectl` command.
pub fn command() -> Command {
    let mut cmd = Cli::command()
        .arg_required_else_help(true)
        .after_help(format!(
            "{}\n\n{}\n\nExample:\n  licensectl licenses create --amount 3 --expiry 30d",
            crate::cli::AFTER_HELP,
            crate::error::EXIT_CODES
        ));
    for (group, about, ops) in GROUPS {
        let mut g = Command::new(*group)
            .about(*about)
            .subcommand_required(true)
            .arg_required_else_help(true);
        for op in *ops {
            let verbs: Vec<&str> = op.verbs().collect();
            g = insert(g, &verbs, op);
        }
        for mount in crate::commands::MOUNTED
            .iter()
            .filter(|m| m.group == *group)
        {
            g = g.subcommand((mount.command)());
        }
        cmd = cmd.subcommand(g);
    }
    // Profile names complete from the config file (the value of a global flag).
    cmd = cmd.mut_arg("profile", |a| {
        a.add(clap_complete::engine::ArgValueCompleter::new(
            crate::commands::completions::profiles,
        ))
    });
    crate::examples::lay_out(cmd)
}

/// The command as people meet it: a command's `--help` shows its own options in full and the
/// global ones as one short block (as gh's INHERITED FLAGS); `licensectl help globals` and the
/// top-level help list them in full. Completions, man pages and docs use `command()`, every
/// option in place.
pub fn for_people() -> Command {
    let mut cmd = command();
    let globals: Vec<clap::Arg> = cmd
        .get_arguments()
        .filter(|a| a.is_global_set())
        .cloned()
        .collect();
    let names: Vec<String> = globals
        .iter()
        .map(|a| {
            let long = a.get_long().map(|l| format!("--{l}")).unwrap_or_default();
            match a.get_short() {
                Some(s) => format!("-{s}/{long}"),
                None => long,
            }
        })
        .collect();
    let mut block = String::from("Global options (each explained: licensectl help globals):\n");
    crate::output::wrap_into(&mut block, "  ", &names.join(", "), 2, 78);
    let hidden: Vec<clap::Arg> = globals.iter().cloned().map(|a| a.hide(true)).collect();
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for n in subs {
        cmd = cmd.mut_subcommand(n, |c| inherited(c, &hidden, block.trim_end()));
    }
    // The top level too names them in the block (its page stays within 60 lines at 80
    // columns); `help globals` shows each in full, one line where it fits: no long help.
    for a in &globals {
        cmd = cmd.mut_arg(a.get_id().clone(), |a| a.hide(true));
    }
    if let Some(after) = cmd.get_after_help().map(|a| a.to_string()) {
        cmd = cmd.after_help(format!("{after}\n\n{}", block.trim_end()));
    }
    let cmd = compact(cmd);
    let shown: Vec<clap::Arg> = globals
        .into_iter()
        .map(|a| a.hide(false).global(false))
        .collect();
    cmd.subcommand(
        Command::new("globals")
            .about(
                "The options every command takes, before or after the command's name (a \
                 setting's flag overrides the profile and the environment)",
            )
            .args(shown)
            .hide(true)
            .arg_required_else_help(true),
    )
}

/// Under the one-line about: the rest of a long about, in help people read as a short one.
const COMPACT: &str =
    "{about-with-newline}\n{before-help}{usage-heading} {usage}\n\n{all-args}{after-help}";

/// `c` and its subcommands with `--help` in clap's short layout (an option and its help on one
/// line where they fit) wherever no option has a long help of its own: a long about alone made
/// clap put every option on two lines and more, and pages of 80 lines (`app update`). The long
/// about's text is all there, under the one-line about. People's help only: docs and man pages
/// render `command()` as before.
fn compact(mut c: Command) -> Command {
    let long_args = c.get_arguments().any(|a| {
        !a.is_hide_set()
            && (a.get_long_help().is_some()
                || (!a.is_hide_possible_values_set()
                    && a.get_possible_values()
                        .iter()
                        .any(|v| v.get_help().is_some())))
    });
    let about = c.get_about().map(|a| a.to_string());
    let long = c.get_long_about().map(|a| a.to_string());
    if let (false, Some(about), Some(long)) = (long_args, about, long) {
        let rest = long
            .strip_prefix(about.as_str())
            .map(|r| r.trim_start_matches('\n').to_string());
        if let Some(rest) = rest {
            c = c.long_about(None::<&str>).help_template(COMPACT);
            if !rest.is_empty() {
                c = c.before_help(rest);
            }
        }
    }
    let subs: Vec<String> = c
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for n in subs {
        c = c.mut_subcommand(n, compact);
    }
    c
}

/// `c` and its subcommands with the global options hidden (a hidden copy of each, which the
/// top-level one does not replace) and named in one short block after the help.
fn inherited(mut c: Command, hidden: &[clap::Arg], block: &str) -> Command {
    for a in hidden {
        if !c.get_arguments().any(|x| x.get_id() == a.get_id()) {
            c = c.arg(a.clone());
        }
    }
    let after = match c.get_after_help() {
        Some(a) => format!("{}\n\n{block}", crate::examples::plain(a)),
        None => block.to_string(),
    };
    c = c.after_help(after);
    let subs: Vec<String> = c
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for n in subs {
        c = c.mut_subcommand(n, |s| inherited(s, hidden, block));
    }
    c
}

fn insert(parent: Command, verbs: &[&str], op: &'static Op) -> Command {
    match verbs {
        [] => parent,
        [leaf_name] => parent.subcommand(leaf(leaf_name, op)),
        [first, rest @ ..] => {
            let parent = if parent.find_subcommand(first).is_none() {
                parent.subcommand(
                    Command::new(first.to_string())
                        .subcommand_required(true)
                        .arg_required_else_help(true),
                )
            } else {
                parent
            };
            parent.mut_subcommand(first, |c| insert(c, rest, op))
        }
    }
}

fn long_about(op: &Op) -> String {
    let api = match op.api {
        Api::Seller => "seller API",
        Api::Client => "client API",
    };
    let mut text = format!("{}\n\nSends type={} to the {api}.", op.about, op.ty);
    match (op.effect, op.mass_when) {
        (Effect::Mass(_), _) => text.push_str(
            " Changes many records: asks for confirmation on a terminal (counting them); elsewhere needs --yes.",
        ),
        (Effect::Irreversible, _) => text.push_str(
            " Cannot be undone: asks for confirmation on a terminal; elsewhere needs --yes.",
        ),
        (_, Some(m)) => text.push_str(&format!(
            " With {} `{}` it changes many records: asks for confirmation on a terminal; elsewhere needs --yes.",
            m.param, m.value
        )),
        _ => {}
    }
    if op.unverified {
        text.push_str(
            " Not in the newest server source: the service may answer \"Type doesn't exist\".",
        );
    }
    text
}

/// The example, then the fields `--json` takes.
fn after_help(op: &Op) -> String {
    let mut text = crate::examples::block("Example:", &format!("licensectl {}", op.example));
    if let Some(fields) = crate::output::select::help(op) {
        text.push_str("\n\n");
        text.push_str(&fields);
    }
    text
}

/// The bulk input flags of an operation on one identified item: `--from-file` and its company.
fn bulk_args() -> Vec<Arg> {
    vec![
        Arg::new("from-file")
            .long("from-file")
            .help_heading("Bulk input")
            .value_name("FILE")
            .help("Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array"),
        Arg::new("jobs")
            .help_heading("Bulk input")
            .short('j')
            .long("jobs")
            .value_name("N")
            .default_value("4")
            .value_parser(clap::value_parser!(usize))
            .help("With --from-file: requests under way at once"),
        Arg::new("continue-on-error")
            .help_heading("Bulk input")
            .long("continue-on-error")
            .action(ArgAction::SetTrue)
            .help("With --from-file: go on after a failed item"),
        Arg::new("resume")
            .help_heading("Bulk input")
            .long("resume")
            .value_name("FILE")
            .help("With --from-file: write the items not done to FILE, to rerun with --from-file FILE"),
    ]
}

/// The command of one operation: its parameters, then the flags its kind of answer and hook take.
fn leaf(name: &str, op: &'static Op) -> Command {
    let mut c = Command::new(name.to_string())
        .about(op.about)
        .long_about(long_about(op))
        .after_help(after_help(op));
    for p in op.params {
        for a in args(p, op.positional().is_some()) {
            c = c.arg(a);
        }
    }
    if matches!(op.answer, Answer::List(_) | Answer::Lists(_)) {
        c = c.args(crate::output::filters::args(op));
    }
    if op.positional().is_some() {
        c = c.args(bulk_args());
    }
    if op.echo.is_some() {
        c = c.arg(
            Arg::new("quiet")
                .short('q')
                .long("quiet")
                .action(ArgAction::SetTrue)
                .help("Don't read back and print the resulting expiry"),
        );
    }
    match op.hook {
        Hook::PollApproval => {
            c = c
                .arg(
                    Arg::new("wait")
                        .long("wait")
                        .action(ArgAction::SetTrue)
                        .help("Poll until approved, used or expired"),
                )
                .arg(
                    Arg::new("interval")
                        .long("interval")
                        .value_name("DURATION")
                        .default_value("2s")
                        .help("Time between polls"),
                );
        }
        Hook::FileBytes => {
            c = c.arg(
                Arg::new("output-file")
                    .long("output-file")
                    .value_name("PATH")
                    .help("Write the file here [default: stdout when piped]"),
            );
        }
        _ => {}
    }
    c
}

/// A parameter's args, with the completer its declaration calls for (its choices, or the app's
/// objects it names: `commands::completions::completer`) on the one taking its value.
fn args(p: &'static Param, bulk: bool) -> Vec<Arg> {
    let mut args = bare_args(p, bulk);
    if let (Some(c), Some(first)) = (
        crate::commands::completions::completer(p),
        args.first_mut()
            .filter(|_| !matches!(p.kind, Kind::Switch(_) | Kind::SwitchWord | Kind::Secret)),
    ) {
        *first = first.clone().add(c);
    }
    args
}

fn bare_args(p: &'static Param, bulk: bool) -> Vec<Arg> {
    // A value the profile can supply is not required on the command line.
    let req = p.required && p.setting.is_none();
    let help = if p.required || p.positional {
        p.help.to_string()
    } else {
        format!("{} (optional)", p.help)
    };
    if p.positional {
        let arg = Arg::new(p.name)
            .value_name(p.flag.to_uppercase())
            .help(p.help);
        return vec![if req {
            arg.required_unless_present("from-file")
        } else {
            arg
        }];
    }
    // With --from-file, a file column may supply any parameter.
    let flag = || {
        let a = Arg::new(p.name).long(p.flag).help(help.clone());
        match (req, bulk) {
            (true, true) => a.required_unless_present("from-file"),
            (true, false) => a.required(true),
            _ => a,
        }
    };
    match p.kind {
        Kind::Text => vec![flag().value_name("TEXT")],
        // Numbers are checked by the codec (`params`), as file values are.
        Kind::Int => vec![flag().value_name("N")],
        Kind::Number => vec![flag().value_name("NUMBER")],
        Kind::List => vec![flag().value_name("A,B").value_delimiter(',').num_args(1..)],
        Kind::Duration(unit) => {
            vec![flag()
                .value_name("DURATION")
                .help(if p.help.contains("sent in") {
                    format!("{} — e.g. {}", p.help, units::examples(unit))
                } else {
                    format!(
                        "{} — e.g. {}; sent in {}",
                        p.help,
                        units::examples(unit),
                        unit.name()
                    )
                })]
        }
        Kind::Switch(_) | Kind::SwitchWord => {
            let no = format!("no-{}", p.flag);
            vec![
                Arg::new(p.name)
                    .long(p.flag)
                    .action(ArgAction::SetTrue)
                    .help(help.clone())
                    .overrides_with(no.clone()),
                Arg::new(no.clone())
                    .long(no)
                    .action(ArgAction::SetTrue)
                    .help(format!("The opposite of --{}", p.flag)),
            ]
        }
        Kind::Secret => vec![Arg::new(format!("{}-stdin", p.flag))
            .long(format!("{}-stdin", p.flag))
            .action(ArgAction::SetTrue)
            .help(format!(
                "Read the {} from the first line of stdin [default: prompt on a terminal]",
                p.flag
            ))],
    }
}

/// Answers a completion request when the scripts call back (and exits); returns otherwise.
pub fn complete_if_asked() {
    let var = crate::commands::completions::VAR;
    if std::env::var_os(var).is_none_or(|v| v.is_empty()) {
        return;
    }
    crate::redact::silence();
    crate::commands::completions::before_engine();
    clap_complete::CompleteEnv::with_factory(command)
        .var(var)
        .complete();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tree_is_valid_and_every_operation_has_a_command() {
        let cmd = command();
        cmd.clone().debug_assert();
        for op in licensectl_catalogue::all() {
            let mut c = &cmd;
            for word in op.command.split(' ') {
                c = c
                    .find_subcommand(word)
                    .unwrap_or_else(|| panic!("no command for {}", op.command));
            }
            let example = format!("licensectl {}", op.example);
            let words: Vec<String> = shlex::split(&example)
                .expect("examples are valid shell words")
                .into_iter()
                .take_while(|w| !matches!(w.as_str(), ">" | "|" | "<"))
                .collect();
            if let Err(e) = cmd.clone().try_get_matches_from(&words) {
                panic!(
                    "the example of {} does not parse: {example}\n{e}",
                    op.command
                );
            }
            for p in op.params {
                let id = if p.kind == Kind::Secret {
                    format!("{}-stdin", p.flag)
                } else {
                    p.name.to_string()
                };
                assert!(
                    c.get_arguments().any(|a| a.get_id() == id.as_str()),
                    "{}: no arg {id}",
                    op.command
                );
            }
        }
    }
}
