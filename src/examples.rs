//! Examples in `--help`, `docs/commands.md` and the man pages, laid out so they are never
//! wrapped or hyphenated at 80 columns: shell lines joined by ` \`, each at most `WIDTH`.

use clap::Command;

/// The widest example line: a man page indents its text 7 columns, and 7 + 72 < 80.
pub const WIDTH: usize = 72;

/// `example` (one shell command line) as indented lines of at most `WIDTH` columns, broken
/// only between words outside quotes, every line but the last ending in ` \`.
pub fn lines(example: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut line = String::from("  ");
    for word in units(example) {
        let fresh = line.trim().is_empty();
        if !fresh && line.chars().count() + 1 + word.chars().count() + 2 > WIDTH {
            line.push_str(" \\");
            out.push(std::mem::replace(&mut line, String::from("    ")));
        } else if !fresh {
            line.push(' ');
        }
        line.push_str(&word);
    }
    out.push(line);
    out
}

/// `Example:` and its lines (a heading such as `Example (after …):` is kept).
pub fn block(heading: &str, example: &str) -> String {
    let mut text = format!("{heading}\n");
    text.push_str(&lines(example).join("\n"));
    text
}

/// Words kept together on a line: a flag with its value, a command with its arguments.
fn units(line: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for w in words(line) {
        match out.last_mut() {
            Some(u) if !w.starts_with('-') && w != "|" && w != ">" => {
                u.push(' ');
                u.push_str(&w);
            }
            _ => out.push(w),
        }
    }
    // A unit too long for a line of its own gives way to its words.
    out.into_iter()
        .flat_map(|u| {
            if u.chars().count() + 6 > WIDTH {
                words(&u)
            } else {
                vec![u]
            }
        })
        .collect()
}

/// The shell words of a line, quotes kept (`'1|2'` stays one word).
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quote: Option<char> = None;
    for c in line.chars() {
        match (quote, c) {
            (None, ' ') => {
                if !word.is_empty() {
                    out.push(std::mem::take(&mut word));
                }
                continue;
            }
            (None, '\'' | '"') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            _ => {}
        }
        word.push(c);
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

/// A help text as plain text. `StyledStr`'s `Display` strips escape sequences one character at a
/// time, which in a debug build was a third of every start-up (the tests start thousands); a text
/// without an escape (every one of ours) is copied as it is, the same text.
pub fn plain(s: &clap::builder::StyledStr) -> String {
    let raw = s.ansi().to_string();
    if raw.contains('\x1b') {
        s.to_string()
    } else {
        raw
    }
}

/// Every command of the tree with its examples laid out: an `Example: …` paragraph of a
/// hand-written command's doc comment moves to the end of its help, as the catalogue's are.
pub fn lay_out(mut cmd: Command) -> Command {
    let long = cmd.get_long_about().map(plain);
    if let Some(long) = long {
        let (paras, examples): (Vec<&str>, Vec<&str>) = long
            .split("\n\n")
            .partition(|p| !(p.starts_with("Example") && p.contains(": ")));
        if !examples.is_empty() {
            let mut after = cmd
                .get_after_long_help()
                .or(cmd.get_after_help())
                .map(|s| format!("{}\n\n", plain(s)))
                .unwrap_or_default();
            let blocks: Vec<String> = examples
                .iter()
                .map(|p| {
                    let (heading, ex) = p.split_once(": ").unwrap_or((p, ""));
                    block(&format!("{heading}:"), &ex.replace('\n', " "))
                })
                .collect();
            after.push_str(&blocks.join("\n\n"));
            let rest = paras.join("\n\n");
            // Nothing but the one-line about left: no long help, so `--help` lays the options
            // out one per line where they fit (a long help puts each on two and more).
            let only_about = cmd.get_about().is_some_and(|a| a.to_string() == rest);
            cmd = if only_about {
                cmd.long_about(None::<&str>)
            } else {
                cmd.long_about(rest)
            }
            .after_help(after);
        }
    }
    if let Some(after) = cmd.get_after_help().map(plain) {
        let mut laid = after.clone();
        for ex in of_help(&after) {
            let one = format!("  {ex}\n");
            if ex.chars().count() + 2 > WIDTH && laid.contains(&one) {
                laid = laid.replace(&one, &format!("{}\n", lines(&ex).join("\n")));
            } else if laid.ends_with(&one[..one.len() - 1]) && ex.chars().count() + 2 > WIDTH {
                let cut = laid.len() - (one.len() - 1);
                laid = format!("{}{}", &laid[..cut], lines(&ex).join("\n"));
            }
        }
        if laid != after {
            cmd = cmd.after_help(laid);
        }
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for n in names {
        cmd = cmd.mut_subcommand(n, lay_out);
    }
    cmd
}

/// The examples in a command's help text, each as one line (continuations joined).
pub fn of_help(help: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut lines = help.lines().peekable();
    while let Some(l) = lines.next() {
        if !(l.starts_with("Example") && l.ends_with(':')) {
            continue;
        }
        let mut ex = String::new();
        while let Some(next) = lines.peek() {
            if !next.starts_with("  ") {
                break;
            }
            let part = next.trim();
            let (part, more) = match part.strip_suffix(" \\") {
                Some(p) => (p, true),
                None => (part, false),
            };
            if !ex.is_empty() {
                ex.push(' ');
            }
            ex.push_str(part);
            lines.next();
            if !more {
                break;
            }
        }
        out.push(ex);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_examples_break_between_words_outside_quotes() {
        let ex = "licensectl accounts create bob --role Reseller --email bob@example.com --keylevels '1|2 3' --password-stdin";
        let ls = lines(ex);
        assert!(ls.len() > 1, "{ls:?}");
        assert!(ls.iter().all(|l| l.chars().count() <= WIDTH), "{ls:?}");
        assert!(ls.iter().any(|l| l.contains("'1|2 3'")), "{ls:?}");
        let help = format!("Example:\n{}\n\nmore", ls.join("\n"));
        assert_eq!(of_help(&help), [ex]);
        assert_eq!(
            lines("licensectl config path"),
            ["  licensectl config path"]
        );
    }
}
