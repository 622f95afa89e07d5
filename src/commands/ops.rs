//! `licensectl ops list`: every operation the catalogue knows, with its command and parameters.

use anyhow::Result;
use clap::{Args, Subcommand};
use licensectl_catalogue::resources::OPERATION;
use serde_json::{json, Value};

use crate::context::Context;
use crate::env::Env;
use crate::options::Options;

/// Inspect the operation catalogue
#[derive(Debug, Args)]
pub struct Cmd {
    #[command(subcommand)]
    pub action: Action,
}

#[derive(Debug, Subcommand)]
pub enum Action {
    /// List every service operation with its command and parameters
    ///
    /// Example: licensectl ops list -o json
    List,
}

pub fn catalogue_json() -> Value {
    let ops: Vec<Value> = licensectl_catalogue::all()
        .map(|op| {
            let params: Vec<Value> = op
                .params
                .iter()
                .map(|p| json!({"name": p.name, "flag": p.display_flag(), "required": p.required}))
                .collect();
            json!({
                "api": op.api.as_str(),
                "type": op.ty,
                "command": op.command,
                "class": op.effect.name(),
                "destructive": op.may_ask(),
                "params": params,
                "answer": op.resource.map(crate::json_docs::shape),
            })
        })
        .collect();
    Value::Array(ops)
}

pub fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    let Action::List = cmd.action;
    let cx = Context::new(global, env)?;
    let all = catalogue_json();
    let rows: Vec<_> = all
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|v| v.as_object().cloned())
        .collect();
    if cx.out.for_people() {
        {
            // People read the parameters as the flags they type.
            let rows: Vec<_> = licensectl_catalogue::all()
                .zip(rows)
                .map(|(op, mut row)| {
                    let params: Vec<String> = op.params.iter().map(|p| p.display_flag()).collect();
                    row.insert("params".into(), Value::String(params.join(" ")));
                    row
                })
                .collect();
            cx.out.rows(&OPERATION, &rows)?;
        }
    } else {
        cx.out.rows(&OPERATION, &rows)?;
    }
    Ok(())
}
