//! `licensectl completions SHELL`: shell completion scripts generated from the command tree.

use anyhow::Result;
use clap::Args;
use clap_complete::Shell;

/// Print a shell completion script
///
/// Example: licensectl completions bash > ~/.local/share/bash-completion/completions/licensectl
#[derive(Debug, Args)]
pub struct Cmd {
    /// bash, zsh, fish, powershell or elvish
    pub shell: Shell,
}

/// The completion script for `shell`.
pub fn script(shell: Shell) -> Vec<u8> {
    let mut out = Vec::new();
    clap_complete::generate(
        shell,
        &mut crate::cli::tree::command(),
        "licensectl",
        &mut out,
    );
    out
}

pub fn run(cmd: Cmd) -> Result<()> {
    use std::io::Write;
    let mut stdout = crate::output::stdout();
    stdout.write_all(&script(cmd.shell))?;
    stdout.flush()?;
    Ok(())
}
