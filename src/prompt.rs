//! Questions to the person at the terminal (on stderr): confirmations and secrets.

use std::io::{BufRead, IsTerminal};

use crate::error::Failure;

/// Whether a person is there to answer: stdin and stderr are terminals.
pub fn interactive() -> bool {
    std::io::stdin().is_terminal() && std::io::stderr().is_terminal()
}

/// Asks yes/no on a terminal; refuses without one unless `--yes`. The question is drawn once,
/// wrapped to the terminal's width, above a short `Continue?` line (the only line the answer
/// redraws: a wrapped prompt redrawn by the line editor came out twice). A "no" ends the
/// command with exit 2 and `cancelled by you`, not as an error.
pub fn confirm(interactive: bool, yes: bool, what: &str, command: &str) -> anyhow::Result<()> {
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
        ))
        .into());
    }
    let width =
        terminal_size::terminal_size_of(std::io::stderr()).map_or(80, |(w, _)| w.0 as usize);
    let mut question = String::new();
    crate::output::wrap_into(&mut question, "", &format!("{what}."), 0, width);
    crate::say!("{}", question.trim_end());
    let ok = dialoguer::Confirm::new()
        .with_prompt("Continue?")
        .default(false)
        .interact()
        .map_err(|e| Failure::Usage(format!("cannot ask for confirmation: {e}")))?;
    if ok {
        Ok(())
    } else {
        crate::say!("licensectl: cancelled by you");
        Err(crate::error::Quiet(2).into())
    }
}

/// The first line of stdin, without its line ending. When stdin is a terminal a person is
/// typing: they are asked, without echo, instead of left facing a silent cursor.
pub fn stdin_line(what: &str) -> Result<String, Failure> {
    if std::io::stdin().is_terminal() {
        return secret(&format!("{} (not shown)", capitalised(what)));
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
    let v = secret_optional(what)?;
    if v.is_empty() {
        return Err(Failure::Usage(format!("no {what} given")));
    }
    Ok(v)
}

/// A secret from a no-echo prompt that may be left empty.
pub fn secret_optional(what: &str) -> Result<String, Failure> {
    hidden_line(what).map_err(|e| Failure::Usage(format!("cannot read the {what}: {e}")))
}

/// A line typed at the terminal without echo. Echo goes off *before* the prompt is shown, so
/// what is typed once the prompt is there is never echoed, nor discarded by a flushing mode
/// change (dialoguer's order, prompt first, lost or showed keys typed quickly).
#[cfg(unix)]
fn hidden_line(what: &str) -> std::io::Result<String> {
    use std::io::Write;
    use std::os::fd::AsRawFd;
    let stdin = std::io::stdin();
    let fd = stdin.as_raw_fd();
    // SAFETY: termios is plain data; tcgetattr fills it and reports failure by its return value.
    let mut term: libc::termios = unsafe { std::mem::zeroed() };
    if unsafe { libc::tcgetattr(fd, &mut term) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    let saved = term;
    term.c_lflag &= !libc::ECHO;
    term.c_lflag |= libc::ECHONL;
    // SAFETY: fd is stdin and `term` a valid termios read from it.
    if unsafe { libc::tcsetattr(fd, libc::TCSANOW, &term) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    let mut err = std::io::stderr().lock();
    let _ = write!(err, "{what}: ");
    let _ = err.flush();
    let mut line = String::new();
    let read = stdin.lock().read_line(&mut line);
    // SAFETY: restores the settings read above.
    unsafe { libc::tcsetattr(fd, libc::TCSANOW, &saved) };
    read?;
    Ok(line.trim_end_matches(['\r', '\n']).to_string())
}

#[cfg(not(unix))]
fn hidden_line(what: &str) -> std::io::Result<String> {
    dialoguer::Password::new()
        .with_prompt(what)
        .allow_empty_password(true)
        .interact()
}
