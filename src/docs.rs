//! Generated artefacts: the command reference, man pages and completion files, all from the tree.
//!
//! They are committed; a test fails when they are stale. Regenerate with
//! `UPDATE_GENERATED=1 cargo test --lib generated`.

use clap::Command;
use clap_complete::Shell;

use crate::cli::tree;
use crate::commands::completions;

/// Every command with its full path, depth first.
fn walk(cmd: &Command, path: Vec<String>, out: &mut Vec<(Vec<String>, Command)>) {
    out.push((path.clone(), cmd.clone()));
    for sub in cmd.get_subcommands() {
        if sub.get_name() == "help" {
            continue;
        }
        let mut p = path.clone();
        p.push(sub.get_name().to_string());
        walk(sub, p, out);
    }
}

fn commands() -> Vec<(Vec<String>, Command)> {
    let mut root = tree::command().term_width(100);
    root.build();
    let mut out = Vec::new();
    walk(&root, vec!["licensectl".into()], &mut out);
    out
}

/// `docs/commands.md`: every command's help text.
pub fn markdown() -> String {
    let mut md = String::from(
        "# Command reference\n\nGenerated from the command tree (`src/docs.rs`); do not edit by hand.\n",
    );
    for (path, mut cmd) in commands() {
        let depth = path.len().min(3);
        md.push_str(&format!(
            "\n{} `{}`\n\n```text\n",
            "#".repeat(depth + 1),
            path.join(" ")
        ));
        let help = cmd.render_long_help().to_string();
        md.push_str(help.trim_end());
        md.push_str("\n```\n");
    }
    md
}

/// One man page per command: `(file name, roff)`.
pub fn man_pages() -> Vec<(String, Vec<u8>)> {
    commands()
        .into_iter()
        .map(|(path, cmd)| {
            let name = path.join("-");
            let cmd = cmd.name(name.clone()).bin_name(path.join(" "));
            let mut roff = Vec::new();
            clap_mangen::Man::new(cmd)
                .render(&mut roff)
                .expect("rendering to memory");
            (
                format!("{name}.1"),
                examples_verbatim(&String::from_utf8_lossy(&roff)),
            )
        })
        .collect()
}

/// A man page that never hyphenates (`.nh`: `bob@exam‐ple.com` is not an address) and
/// prints each example as written (`.nf`), never filled or broken.
fn examples_verbatim(roff: &str) -> Vec<u8> {
    let mut out = String::with_capacity(roff.len() + 16);
    let mut verbatim = false;
    for line in roff.lines() {
        if verbatim && (line.is_empty() || line.starts_with('.')) {
            out.push_str(".fi\n");
            verbatim = false;
        }
        if line.starts_with("Example") && line.ends_with(':') {
            out.push_str(".nf\n");
            verbatim = true;
        }
        out.push_str(line);
        out.push('\n');
        if line.starts_with(".TH ") {
            out.push_str(".nh\n");
        }
    }
    if verbatim {
        out.push_str(".fi\n");
    }
    out.into_bytes()
}

/// The completion files: `(file name, script)`.
pub fn completion_files() -> Vec<(&'static str, Vec<u8>)> {
    [
        (Shell::Bash, "licensectl.bash"),
        (Shell::Zsh, "_licensectl"),
        (Shell::Fish, "licensectl.fish"),
        (Shell::PowerShell, "_licensectl.ps1"),
        (Shell::Elvish, "licensectl.elv"),
    ]
    .into_iter()
    .map(|(shell, file)| (file, completions::script(shell)))
    .collect()
}

/// `docs/safety.md`: every operation's class, from the catalogue's `Effect`.
pub fn safety_table() -> String {
    use licensectl_catalogue::Effect;
    let mut out = String::from(
        "# What each operation does to your data\n\n\
Generated from the catalogue (`crates/catalogue/src/effect.rs`, `shows.rs`); do not edit.\n\n\
- **read**: changes nothing; retried after a network error or a 5xx.\n\
- **change**: changes one record and can be changed back; runs without asking.\n\
- **irreversible**: cannot be undone; asks on a terminal, needs `--yes` elsewhere.\n\
- **mass**: changes many records; asks on a terminal saying how many it hits (counted as the\n  \
last column says), needs `--yes` elsewhere.\n\n\
Every confirmation and every `--dry-run` names the target: app, profile and host. A bulk job\n\
(`--from-file`) of an operation that may ask asks once, with the number of items.\n\n\
## Verified effects\n\n\
A change is done when the service shows it, not when it says so: after a success answer,\n\
licensectl sends the read the last column names (`crates/catalogue/src/shows.rs`), and when that\n\
read contradicts the change (a key edited that `licenses info` does not find, a ban `info` does\n\
not show) the command ends with exit 1, naming what the service said and what it shows. One read\n\
per change; a `--from-file` job reads a list once, after its last item, and fails the items the\n\
list contradicts. The hosted service caches reads (lists 30 minutes, single records with no\n\
expiry, purged by some changes only): there a cached read checks only that the target is there\n\
(a cache never hides a record that exists), and what the change did is reported on stderr as\n\
\"not verified: the service caches that read\", exit 0 — never a false failure. The 2022\n\
open-source server and the sandbox (embedded, or on a loopback address) cache nothing, so\n\
everything is checked. `-q` does not skip the check; `--dry-run` sends nothing.\n\n\
| command | type | class | asks first | what a confirmation counts | what shows the change |\n|---|---|---|---|---|---|\n",
    );
    for op in licensectl_catalogue::all() {
        let (asks, counts) = match (op.effect, op.mass_when) {
            (Effect::Mass(b), _) => ("yes".to_string(), b.describe()),
            (Effect::Irreversible, Some(m)) => (
                "yes".to_string(),
                format!("with {} `{}`: {}", m.param, m.value, m.blast.describe()),
            ),
            (Effect::Irreversible, None) => ("yes".to_string(), String::new()),
            (_, Some(m)) => (
                format!("with {} `{}`", m.param, m.value),
                m.blast.describe(),
            ),
            _ => ("no".to_string(), String::new()),
        };
        let shown = licensectl_catalogue::shows::of(op)
            .map(|s| s.describe().replace('|', "\\|"))
            .unwrap_or_default();
        out.push_str(&format!(
            "| `{}` | `{}` | {} | {asks} | {counts} | {shown} |\n",
            op.command,
            op.ty,
            op.effect.name()
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn check(path: &Path, want: &[u8], stale: &mut Vec<String>) {
        if std::env::var_os("UPDATE_GENERATED").is_some() {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, want).unwrap();
        } else if std::fs::read(path).ok().as_deref() != Some(want) {
            stale.push(path.display().to_string());
        }
    }

    #[test]
    fn generated_files_are_current() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut stale = Vec::new();
        check(
            &root.join("docs/commands.md"),
            markdown().as_bytes(),
            &mut stale,
        );
        check(
            &root.join("docs/json.md"),
            crate::json_docs::markdown().as_bytes(),
            &mut stale,
        );
        check(
            &root.join("docs/safety.md"),
            safety_table().as_bytes(),
            &mut stale,
        );
        let pages = man_pages();
        for (name, roff) in &pages {
            check(&root.join("man").join(name), roff, &mut stale);
        }
        for (name, script) in completion_files() {
            check(&root.join("completions").join(name), &script, &mut stale);
        }
        // A removed command leaves no page behind.
        for entry in std::fs::read_dir(root.join("man"))
            .into_iter()
            .flatten()
            .flatten()
        {
            let name = entry.file_name().to_string_lossy().to_string();
            if !pages.iter().any(|(p, _)| *p == name) {
                if std::env::var_os("UPDATE_GENERATED").is_some() {
                    std::fs::remove_file(entry.path()).unwrap();
                } else {
                    stale.push(format!("man/{name} (no such command)"));
                }
            }
        }
        assert!(
            stale.is_empty(),
            "stale generated files (run UPDATE_GENERATED=1 cargo test --lib generated): {stale:#?}"
        );
    }

    #[test]
    fn every_command_is_documented() {
        let md = markdown();
        for op in licensectl_catalogue::all() {
            assert!(
                md.contains(&format!("`licensectl {}`", op.command)),
                "{} missing from docs",
                op.command
            );
        }
    }

    #[test]
    fn every_help_page_fits_60_lines_at_80_columns() {
        // Each command's `--help` as people get it (globals in one short block), rendered by
        // clap's own parse of `licensectl … --help` at 80 columns.
        let root = tree::for_people().term_width(80);
        let mut built = root.clone();
        built.build();
        let mut all = Vec::new();
        walk(&built, vec!["licensectl".into()], &mut all);
        let mut pages = 0;
        let mut long = Vec::new();
        for (path, _) in all {
            let mut argv = path.clone();
            argv.push("--help".into());
            let Err(e) = root.clone().try_get_matches_from(&argv) else {
                panic!("{argv:?} printed no help");
            };
            let help = e.render().to_string();
            pages += 1;
            let n = help.trim_end().lines().count();
            if n > 60 {
                long.push(format!("{}: {n} lines", path.join(" ")));
            }
        }
        assert!(pages > 150, "{pages}");
        assert!(
            long.is_empty(),
            "help pages over 60 lines at 80 columns: {long:#?}"
        );
    }

    #[test]
    fn no_example_is_wrapped_or_hyphenated_at_80_columns() {
        let at = |width: usize| {
            let mut root = tree::command().term_width(width);
            root.build();
            let mut all = Vec::new();
            walk(&root, vec!["licensectl".into()], &mut all);
            all.into_iter()
                .map(|(path, mut cmd)| (path, cmd.render_long_help().to_string()))
                .collect::<Vec<_>>()
        };
        let (narrow, wide) = (at(80), at(1000));
        let mut count = 0;
        for ((path, help), (_, wide_help)) in narrow.iter().zip(&wide) {
            let examples = crate::examples::of_help(help);
            assert_eq!(
                examples,
                crate::examples::of_help(wide_help),
                "{}: an example changed at 80 columns",
                path.join(" ")
            );
            count += examples.len();
            for ex in &examples {
                assert!(ex.contains("licensectl "), "{ex}");
            }
            let mut in_example = false;
            for line in help.lines() {
                if line.starts_with("Example") && line.ends_with(':') {
                    in_example = true;
                } else if in_example && line.starts_with("  ") {
                    let w = line.chars().count();
                    assert!(w <= crate::examples::WIDTH, "{w} columns: {line}");
                } else {
                    in_example = false;
                }
            }
        }
        assert!(count > 150, "every command has an example: {count}");
        for (name, roff) in man_pages() {
            let roff = String::from_utf8(roff).unwrap();
            assert!(roff.contains("\n.nh\n"), "{name} may hyphenate");
            let mut verbatim = false;
            let mut examples = 0;
            for line in roff.lines() {
                match line {
                    ".nf" => verbatim = true,
                    ".fi" => verbatim = false,
                    l if l.starts_with("Example") => {
                        assert!(verbatim, "{name}: an example filled");
                        examples += 1;
                    }
                    l if verbatim => {
                        let plain = l
                            .replace("\\\\", "\\")
                            .replace("\\-", "-")
                            .replace("\\*(Aq", "'");
                        let w = plain.chars().count();
                        assert!(w <= crate::examples::WIDTH, "{name}: {w}: {plain}");
                    }
                    _ => {}
                }
            }
            assert!(examples > 0 || !roff.contains("Example"), "{name}");
        }
    }
}
