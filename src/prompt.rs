//! Questions to the person at the terminal (on stderr): confirmations and secrets.

use std::io::{BufRead, IsTerminal};

use crate::error::Failure;

/// Whether a person is there to answer: stdin and stderr are terminals.
pub fn interactive() -> bool {
    std::io::stdin().is_terminal() && std::io::stderr().is_terminal()
}

/// Asks yes/no on a terminal; refuses without one unless `--yes`.
pub fn confirm(interactive: bool, yes: bool, what: &str, command: &str) -> Result<(), Failure> {
    if yes {
        return Ok(());
    }
    if !interactive {
        let what = what.strip_prefix("This will").map_or_else(
            || format!("`{command}` asks first ({what})"),
            |rest| format!("this would{rest}"),
        );
        return Err(Failure::Usage(format!(
            "{what}; no terminal to ask on, so pass --yes to confirm"
        )));
    }
    let ok = dialoguer::Confirm::new()
        .with_prompt(format!("{what}. Continue?"))
        .default(false)
        .interact()
        .map_err(|e| Failure::Usage(format!("cannot ask for confirmation: {e}")))?;
    if ok {
        Ok(())
    } else {
        Err(Failure::Usage("cancelled".into()))
    }
}

/// The first line of stdin, without its line ending. When stdin is a terminal a person is
/// typing: they are asked, without echo, instead of left facing a silent cursor.
pub fn stdin_line(what: &str) -> Result<String, Failure> {
    if std::io::stdin().is_terminal() {
        let v = secret(&format!("{} (not shown)", capitalised(what)))?;
        if v.is_empty() {
            return Err(Failure::Usage(format!("no {what} given")));
        }
        return Ok(v);
    }
    let mut line = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut line)
        .map_err(|e| Failure::Usage(format!("cannot read the {what} from stdin: {e}")))?;
    let line = line.trim_end_matches(['\r', '\n']).to_string();
    if line.is_empty() {
        return Err(Failure::Usage(format!("no {what} on stdin")));
    }
    Ok(line)
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// A secret from a no-echo prompt.
pub fn secret(what: &str) -> Result<String, Failure> {
    dialoguer::Password::new()
        .with_prompt(what)
        .interact()
        .map_err(|e| Failure::Usage(format!("cannot read the {what}: {e}")))
}

/// A secret from a no-echo prompt that may be left empty.
pub fn secret_optional(what: &str) -> Result<String, Failure> {
    dialoguer::Password::new()
        .with_prompt(what)
        .allow_empty_password(true)
        .interact()
        .map_err(|e| Failure::Usage(format!("cannot read the {what}: {e}")))
}
