//! `licensectl export [FILE]`: the app's configuration as an app file, secrets left as `${env:…}`.

use anyhow::{Context as _, Result};
use clap::Args;

use super::appcode::read::actual;
use super::appcode::render::{records_written, render};
use crate::context::Context;
use crate::env::Env;
use crate::options::Options;

/// Write the app's configuration as TOML, for `plan` and `apply`
///
/// Writes subscriptions, global variables, webhooks, web-loader buttons, chat channels,
/// blacklists and the settings `app update` can set; not licenses, users, sessions or logs
/// (that is `licensectl backup`), nor whitelists (the seller API cannot list them). Secrets are
/// never written: the file refers to them as "${env:NAME}", read from the environment by
/// `apply`. Without FILE, or with `-`, the file goes to stdout.
///
/// Example: licensectl export app.toml
#[derive(Debug, Args)]
pub struct Cmd {
    /// File to write [default: stdout]
    #[arg(value_name = "FILE")]
    pub file: Option<String>,
}

pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    let mut cx = Context::new(global, env)?;
    let actual = actual(&mut cx).await.context("export")?;
    for n in actual.notes("the file leaves that section out") {
        crate::say!("licensectl: note: {n}");
    }
    let recs = actual.recs;
    let app = cx
        .settings
        .get("app_name")
        .unwrap_or("(unnamed)")
        .to_string();
    let mut warn = Vec::new();
    let text = render(&app, &recs, &mut warn);
    for w in &warn {
        crate::say!("licensectl: note: {w}");
    }
    crate::say!("licensectl: note: whitelists are not exported: the seller API cannot list them");
    match cmd.file.as_deref() {
        None | Some("-") => cx.out.bytes(text.as_bytes())?,
        Some(path) => {
            crate::output::file::save_bytes(
                std::path::Path::new(path),
                "the app file",
                text.as_bytes(),
            )?;
            let n = records_written(&recs);
            crate::say!("licensectl: wrote {n} records and the settings to {path}");
        }
    }
    Ok(())
}
