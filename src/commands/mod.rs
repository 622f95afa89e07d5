//! Hand-written commands (one file each) and the dispatch from parsed arguments to a command.

pub mod api;
pub mod appstate;
pub mod completions;
pub mod config;
pub mod doctor;
pub mod gateway;
pub mod lookup;
pub mod ops;
pub mod release;
pub mod report;
pub mod sandbox;
pub mod sandbox_controls;
pub mod smoke;
pub mod watch;

use anyhow::Result;
use clap::ArgMatches;

use crate::context::Context;
use crate::env::Env;
use crate::options::Options;

/// A hand-written command mounted inside a catalogue group (`client smoke`): where, its clap
/// definition, and how it runs from its parsed arguments.
pub struct Mount {
    /// The catalogue group it joins.
    pub group: &'static str,
    pub command: fn() -> clap::Command,
    pub run: fn(&ArgMatches, Options, Env) -> futures::future::BoxFuture<'static, Result<()>>,
}

impl Mount {
    /// Its name under the group.
    pub fn name(&self) -> String {
        (self.command)().get_name().to_string()
    }
}

/// Every mounted command; the tree adds each to its group and the dispatch runs it by path.
pub const MOUNTED: &[Mount] = &[
    Mount {
        group: "client",
        command: smoke::command,
        run: |m, opts, env| {
            let args = smoke::args(m);
            Box::pin(async move {
                let args = args?;
                let mut cx = Context::new(opts, env)?;
                smoke::run(&mut cx, args).await
            })
        },
    },
    Mount {
        group: "app",
        command: release::command,
        run: |m, opts, env| {
            let args = release::args(m);
            Box::pin(async move {
                let args = args?;
                let mut cx = Context::new(opts, env)?;
                release::run(&mut cx, args).await
            })
        },
    },
];
