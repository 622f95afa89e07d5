//! The app-as-code file (docs/app-as-code.md): TOML read into records, with `${env:NAME}`
//! secrets resolved through the injected environment, and every mistake named with its place.

use std::collections::BTreeSet;

use licensectl_catalogue::kinds::{self, FieldMap, Form};
use toml::{Table, Value as T};

use super::model::{Desired, Kind, Rec, Val};
use crate::env::Env;
use crate::error::Failure;

pub const FORMAT: &str = "licensectl-app";
pub const VERSION: i64 = 1;

/// The settings the file may declare: every `app update` option, keyed by its flag (the
/// catalogue's settings field map).
pub fn settings() -> Vec<FieldMap> {
    kinds::SETTINGS.field_map()
}

/// A setting that is a switch (`true`/`false`) rather than text.
pub fn switch(f: &FieldMap) -> bool {
    f.form == Form::Flag
}

/// How a field's value is written in the file.
#[derive(Clone, Copy, PartialEq)]
enum Ty {
    Str,
    Bool,
    Int,
}

/// The record fields of a kind: (file key, type, default). The first is the key.
fn spec(kind: Kind) -> Vec<(&'static str, Ty, Option<&'static str>)> {
    let t = kind.table();
    t.id_field()
        .into_iter()
        .chain(t.data_fields())
        .filter(|_| kind != Kind::Settings)
        .map(|f| {
            let ty = match f.form {
                Form::Flag => Ty::Bool,
                Form::Number | Form::Until => Ty::Int,
                Form::Text | Form::Secret => Ty::Str,
            };
            (f.file, ty, f.default)
        })
        .collect()
}

/// The file's name for a kind's identifying field (`name`, `id`, `value`).
pub fn key_field(kind: Kind) -> &'static str {
    spec(kind).first().map_or("", |(f, _, _)| *f)
}

/// The blacklist types, from the catalogue's `black` parameters.
pub fn blacklist_types() -> Vec<&'static str> {
    kinds::BLACKLISTS.types()
}

fn usage(file: &str, msg: String) -> Failure {
    Failure::Usage(format!("{file}: {msg}"))
}

/// A string value, `${env:NAME}` resolved.
fn string(v: &T, at: &str, file: &str, env: &Env, secret: bool) -> Result<Val, Failure> {
    let T::String(s) = v else {
        return Err(usage(file, format!("{at} must be a string")));
    };
    match s.strip_prefix("${env:").and_then(|r| r.strip_suffix('}')) {
        Some(name) => {
            let value = env.get(name).ok_or_else(|| {
                Failure::Config(format!(
                    "{file}: {at} refers to ${{env:{name}}}, but {name} is not set"
                ))
            })?;
            Ok(Val {
                text: value.to_string(),
                env: Some(name.to_string()),
                secret: true,
            })
        }
        None if secret => Err(usage(
            file,
            format!(
                "{at} is a secret: write it as \"${{env:NAME}}\" and set NAME in the environment"
            ),
        )),
        None => Ok(Val::plain(s.clone())),
    }
}

fn value(v: &T, ty: Ty, at: &str, file: &str, env: &Env) -> Result<Val, Failure> {
    match (ty, v) {
        (Ty::Bool, T::Boolean(b)) => Ok(Val::plain(b.to_string())),
        (Ty::Bool, _) => Err(usage(file, format!("{at} must be true or false"))),
        (Ty::Int, T::Integer(i)) if *i >= 0 => Ok(Val::plain(i.to_string())),
        (Ty::Int, _) => Err(usage(file, format!("{at} must be a whole number"))),
        (Ty::Str, v) => string(v, at, file, env, false),
    }
}

fn records(kind: Kind, v: &T, file: &str, env: &Env) -> Result<Vec<Rec>, Failure> {
    let section = kind.section();
    let T::Array(items) = v else {
        return Err(usage(
            file,
            format!("`{section}` must be an array of tables ([[{section}]])"),
        ));
    };
    let spec = spec(kind);
    let mut out: Vec<Rec> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (i, item) in items.iter().enumerate() {
        let at = format!("{section}[{i}]");
        let T::Table(t) = item else {
            return Err(usage(file, format!("{at} must be a table")));
        };
        if let Some(k) = t.keys().find(|k| !spec.iter().any(|(f, _, _)| f == k)) {
            let known: Vec<&str> = spec.iter().map(|(f, _, _)| *f).collect();
            return Err(usage(
                file,
                format!("{at}: unknown field `{k}` (known: {})", known.join(", ")),
            ));
        }
        let mut rec = Rec::new(kind, "");
        for (n, (field, ty, default)) in spec.iter().enumerate() {
            let at = format!("{at}.{field}");
            let v = match (t.get(*field), default) {
                (Some(v), _) => value(v, *ty, &at, file, env)?,
                (None, Some(d)) => Val::plain(*d),
                (None, None) => return Err(usage(file, format!("{at} is missing"))),
            };
            if n == 0 {
                if v.env.is_some() || v.text.is_empty() {
                    return Err(usage(file, format!("{at} must be a plain, non-empty name")));
                }
                rec.key = v.text;
            } else {
                rec.fields.insert(field, v);
            }
        }
        // A set, not a scan of `out`: linear in the file (200,000 variables).
        if !seen.insert(rec.key.clone()) {
            return Err(usage(
                file,
                format!("{at}: {} {:?} is declared twice", kind.noun(), rec.key),
            ));
        }
        out.push(rec);
    }
    Ok(out)
}

fn blacklists(v: &T, file: &str, env: &Env) -> Result<Vec<Rec>, Failure> {
    let T::Table(t) = v else {
        return Err(usage(file, "`blacklists` must be a table".into()));
    };
    let types = blacklist_types();
    let mut out: Vec<Rec> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (ty, list) in t {
        let Some(ty) = types.iter().find(|k| **k == ty) else {
            return Err(usage(
                file,
                format!(
                    "blacklists: unknown type `{ty}` (known: {})",
                    types.join(", ")
                ),
            ));
        };
        let T::Array(items) = list else {
            return Err(usage(file, format!("blacklists.{ty} must be an array")));
        };
        for (i, item) in items.iter().enumerate() {
            let v = string(item, &format!("blacklists.{ty}[{i}]"), file, env, false)?;
            let key = format!("{ty} {}", v.text);
            if seen.insert(key.clone()) {
                out.push(Rec::new(Kind::Blacklist, key));
            }
        }
    }
    Ok(out)
}

fn settings_rec(v: &T, file: &str, env: &Env) -> Result<Rec, Failure> {
    let T::Table(t) = v else {
        return Err(usage(file, "`settings` must be a table".into()));
    };
    let all = settings();
    let mut rec = Rec::new(Kind::Settings, "");
    for (k, v) in t {
        let Some(s) = all.iter().find(|s| s.file == k) else {
            let known: Vec<&str> = all.iter().map(|s| s.file).collect();
            return Err(usage(
                file,
                format!(
                    "settings: unknown setting `{k}` (known: {})",
                    known.join(", ")
                ),
            ));
        };
        let at = format!("settings.{k}");
        let val = if switch(s) {
            value(v, Ty::Bool, &at, file, env)?
        } else {
            string(v, &at, file, env, s.form == Form::Secret)?
        };
        // The service treats "" and "0" as "leave alone": such a value could never be applied.
        if !switch(s) && (val.text.is_empty() || val.text == "0") {
            return Err(usage(
                file,
                format!("{at}: the service ignores an empty or \"0\" value, so it cannot be set; remove the line"),
            ));
        }
        rec.fields.insert(s.file, val);
    }
    Ok(rec)
}

/// Reads a file's text into the records it declares.
pub fn parse(text: &str, file: &str, env: &Env) -> Result<Desired, Failure> {
    let doc: Table = text
        .parse()
        .map_err(|e: toml::de::Error| usage(file, format!("not valid TOML: {e}")))?;
    match doc.get("format").and_then(T::as_str) {
        Some(FORMAT) => {}
        _ => {
            return Err(usage(
                file,
                format!("not a licensectl app file (it needs format = \"{FORMAT}\")"),
            ))
        }
    }
    match doc.get("version").and_then(T::as_integer) {
        Some(VERSION) => {}
        Some(v) => {
            return Err(usage(
                file,
                format!("version {v} is not one this licensectl reads: it reads version {VERSION}"),
            ))
        }
        None => {
            return Err(usage(
                file,
                format!("no version: the file needs version = {VERSION}"),
            ))
        }
    }
    let mut out = Desired::default();
    let mut seen = BTreeSet::new();
    for (key, v) in &doc {
        let kind = match key.as_str() {
            "format" | "version" => continue,
            "whitelists" => return Err(usage(file, "`whitelists` cannot be declared: the seller API cannot list whitelisted IPs, so apply could not tell what exists (use `licensectl whitelists create`)".into())),
            k => Kind::ALL.into_iter().find(|kind| kind.section() == k).ok_or_else(|| {
                usage(file, format!("unknown section `{k}` (see docs/app-as-code.md)"))
            })?,
        };
        seen.insert(kind);
        match kind {
            Kind::Settings => out.records.push(settings_rec(v, file, env)?),
            Kind::Blacklist => out.records.extend(blacklists(v, file, env)?),
            k => out.records.extend(records(k, v, file, env)?),
        }
    }
    out.declared = seen.into_iter().collect();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env() -> Env {
        Env::from_pairs(&[("SELLIX", "s3cret")])
    }

    #[test]
    fn reads_records_and_env_secrets() {
        let text = r#"
format = "licensectl-app"
version = 1
[settings]
hwid-lock = false
sellix-secret = "${env:SELLIX}"
[[subscriptions]]
name = "premium"
level = 2
[[vars]]
name = "motd"
data = "hi"
[blacklists]
ip = ["198.51.100.7"]
"#;
        let d = parse(text, "app.toml", &env()).unwrap();
        assert_eq!(
            d.declared,
            [
                Kind::Subscription,
                Kind::Var,
                Kind::Blacklist,
                Kind::Settings
            ]
        );
        let s = d.records.iter().find(|r| r.kind == Kind::Settings).unwrap();
        assert_eq!(s.fields["sellix-secret"].text, "s3cret");
        assert_eq!(s.fields["sellix-secret"].shown(), "${env:SELLIX}");
        let v = d.records.iter().find(|r| r.kind == Kind::Var).unwrap();
        assert_eq!(v.text("authed"), "true");
        assert!(d.records.iter().any(|r| r.key == "ip 198.51.100.7"));
    }

    #[test]
    fn an_unknown_version_is_a_sentence() {
        for (text, want) in [
            (
                "format = \"licensectl-app\"\nversion = 2\n",
                "version 2 is not one this licensectl reads: it reads version 1",
            ),
            (
                "format = \"licensectl-app\"\n",
                "no version: the file needs version = 1",
            ),
        ] {
            let e = parse(text, "f", &env()).unwrap_err();
            let msg = e.to_string();
            assert!(msg.contains(want) && !msg.contains("Some("), "{msg}");
        }
    }

    #[test]
    fn refuses_plain_secrets_unset_env_and_unknown_fields() {
        let head = "format = \"licensectl-app\"\nversion = 1\n";
        let e = parse(
            &format!("{head}[settings]\nsellix-secret = \"x\"\n"),
            "f",
            &env(),
        );
        assert!(e.unwrap_err().to_string().contains("is a secret"));
        let e = parse(
            &format!("{head}[settings]\nsellix-secret = \"${{env:NOPE}}\"\n"),
            "f",
            &env(),
        );
        assert_eq!(e.unwrap_err().code(), 3);
        let e = parse(
            &format!("{head}[[vars]]\nname = \"a\"\ndata = \"b\"\ncolour = 1\n"),
            "f",
            &env(),
        );
        assert!(e
            .unwrap_err()
            .to_string()
            .contains("unknown field `colour`"));
        let e = parse(&format!("{head}[settings]\ndownload = \"\"\n"), "f", &env());
        assert!(e.unwrap_err().to_string().contains("cannot be set"));
        let e = parse("format = \"x\"\n", "f", &env());
        assert_eq!(e.unwrap_err().code(), 2);
    }
}
