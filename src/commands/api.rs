//! `licensectl api seller|client TYPE [key=value…]`: send any operation and print the raw answer.

use anyhow::{Context as _, Result};
use clap::{Args, ValueEnum};
use licensectl_catalogue::{find, Api, Op};
use serde_json::Value;

use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;
use crate::options::Options;
use crate::prompt;

/// Send any operation, even one licensectl does not know; raw answer
///
/// The answer body is printed exactly as the service sent it, except that an answer holding
/// secrets (the app secret, password hashes) loses those fields unless --show-secrets; the exit
/// code follows the same rules as every other command. Seller requests
/// carry the seller key; client requests the app name, ownerid and the session `client init`
/// kept, and client answers are verified. Values are URL-encoded; a value `@-` is read from the
/// first line of stdin (for passwords).
///
/// Example: echo "$PASSWORD" | licensectl api client login username=alice pass=@-
#[derive(Debug, Args)]
pub struct Cmd {
    /// Which API to call
    #[arg(value_enum)]
    pub api: Family,
    /// The operation's `type` value, e.g. fetchallkeys
    #[arg(value_name = "TYPE")]
    pub ty: String,
    /// Query parameters; a value of @- is read from stdin
    #[arg(value_name = "KEY=VALUE")]
    pub params: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Family {
    /// The seller API (/api/seller/)
    Seller,
    /// The client API (/api/1.3/ or /api/1.2/)
    Client,
}

/// Parameters licensectl adds itself; giving them again would send them twice.
fn reserved(api: Api) -> &'static [&'static str] {
    match api {
        Api::Seller => &["type", "sellerkey"],
        Api::Client => &["type", "name", "ownerid", "sessionid"],
    }
}

/// `key=value` words as query pairs; `key=@-` takes the value from stdin (once).
fn parse(words: &[String], api: Api) -> Result<Vec<(String, String)>, Failure> {
    let mut stdin_used = false;
    let mut out = Vec::new();
    for w in words {
        let Some((k, v)) = w.split_once('=').filter(|(k, _)| !k.is_empty()) else {
            return Err(Failure::Usage(format!("parameter {w:?} is not KEY=VALUE")));
        };
        if reserved(api).contains(&k) {
            let hint = if k == "sessionid" {
                " (use --session ID)"
            } else {
                ""
            };
            return Err(Failure::Usage(format!(
                "`{k}` is added by licensectl; do not give it{hint}"
            )));
        }
        let v = if v == "@-" {
            if stdin_used {
                return Err(Failure::Usage(
                    "only one parameter can read its value from stdin".into(),
                ));
            }
            stdin_used = true;
            prompt::stdin_line(k)?
        } else {
            v.to_string()
        };
        out.push((k.to_string(), v));
    }
    Ok(out)
}

/// The body as it came; one holding secrets other commands hide (the operation's field
/// model says which) loses them and has live credentials masked (compact JSON) unless
/// --show-secrets.
fn print_body(cx: &Context, op: &Op, body: &[u8]) -> Result<()> {
    let parsed = serde_json::from_slice::<Value>(body).ok();
    if let (Some(mut v), true) = (parsed.clone(), cx.out.select.is_some()) {
        // `--jq` on the answer as the plain output shows it: secrets dropped and live
        // credentials (session ids) masked by the operation's field model, unless --show-secrets.
        let how = crate::output::shape::Shaping {
            show_secrets: cx.global.show_secrets,
            normalise: false,
        };
        crate::output::shape::shape(&mut v, op.resource, how, &mut Vec::new());
        cx.out.json(&v)?;
        return Ok(());
    }
    match parsed {
        Some(mut v) if !cx.global.show_secrets => {
            let mut found = Vec::new();
            let how = crate::output::shape::Shaping {
                show_secrets: false,
                normalise: false,
            };
            crate::output::shape::shape(&mut v, op.resource, how, &mut found);
            if found.is_empty() {
                cx.out.bytes(body)?;
            } else {
                cx.out.bytes(&serde_json::to_vec(&v)?)?;
                crate::say!(
                    "licensectl: removed secret fields from the answer ({}); --show-secrets prints it as sent",
                    found.join(", ")
                );
            }
        }
        _ => cx.out.bytes(body)?,
    }
    Ok(())
}

pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    let api = match cmd.api {
        Family::Seller => Api::Seller,
        Family::Client => Api::Client,
    };
    let params = parse(&cmd.params, api)?;
    // An operation the catalogue does not know is sent as is and read as a record.
    let found = find(api, &cmd.ty);
    let known = found.is_some();
    let op: &'static Op = match found {
        Some(op) => op,
        None => {
            let ty: &'static str = Box::leak(cmd.ty.clone().into_boxed_str());
            let unknown = match api {
                Api::Seller => Op::seller(ty, "api seller", ""),
                Api::Client => Op::client(ty, "api client", ""),
            };
            Box::leak(Box::new(unknown.record()))
        }
    };
    // A known operation's values are checked as its flags are (`userToo=false` is sent as 0).
    let params = crate::params::wire(op, &params)?;
    let mut cx = Context::new(global, env)?;
    cx.keep_last = true;
    let result = cx.call(op, &params).await;
    let mut text_answer = false;
    if let Some(resp) = cx.take_last_response() {
        print_body(&cx, op, &resp.body)?;
        // Asked for `format=text`, or a type the catalogue declares no answer for (the 2022
        // server's `check` answers a bare role, `keydata` `[]` for no key): a body that is not a
        // JSON object is the answer as sent, not a bad one.
        let asked_text = params.iter().any(|(k, v)| k == "format" && v == "text");
        text_answer = (asked_text || !known)
            && resp.status < 400
            && !resp.body.is_empty()
            && !matches!(
                serde_json::from_slice::<Value>(&resp.body),
                Ok(Value::Object(_))
            );
    }
    let result = match result {
        Err(e)
            if text_answer && matches!(e.downcast_ref::<Failure>(), Some(Failure::Answer(_))) =>
        {
            return Ok(())
        }
        other => other,
    };
    let what = format!("api {} {}", api.as_str(), cmd.ty);
    // The session it opens or closes is kept by `Service::send`.
    result.with_context(|| what.clone())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_are_key_value_and_reserved_names_refused() {
        let words = |w: &[&str]| w.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let p = parse(&words(&["key=a=b", "note="]), Api::Seller).unwrap();
        assert_eq!(p[0], ("key".into(), "a=b".into()));
        assert_eq!(p[1], ("note".into(), String::new()));
        assert_eq!(
            parse(&words(&["novalue"]), Api::Seller).unwrap_err().code(),
            2
        );
        assert_eq!(
            parse(&words(&["sellerkey=x"]), Api::Seller)
                .unwrap_err()
                .code(),
            2
        );
        assert!(parse(&words(&["sellerkey=x"]), Api::Client).is_ok());
    }
}
