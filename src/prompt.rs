//! Questions to the person at the terminal (on stderr): confirmations and secrets.

use std::io::BufRead;

use crate::error::Failure;

/// Asks yes/no on a terminal; refuses without one unless `--yes`.
pub fn confirm(interactive: bool, yes: bool, what: &str, command: &str) -> Result<(), Failure> {
    if yes {
        return Ok(());
    }
    if !interactive {
        return Err(Failure::Usage(format!(
            "`{command}` is destructive ({what}); not on a terminal, so pass --yes to confirm"
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

/// The first line of stdin, without its line ending.
pub fn stdin_line(what: &str) -> Result<String, Failure> {
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
