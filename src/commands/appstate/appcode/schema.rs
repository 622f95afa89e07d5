//! The app-as-code file (docs/app-as-code.md): TOML read into records, with `${env:NAME}`
//! secrets resolved through the injected environment, and every mistake named with its place.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use licensectl_catalogue::kinds::{self, FieldMap, Form};
use toml::{Table, Value as T};

use super::model::{Desired, Kind, Rec, Val};
use super::want::Want;
use super::{arrays, chunks};
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

/// The `(file key, type, default)` of each field of a kind (`spec`).
type Spec = [(&'static str, Ty, Option<&'static str>)];

/// One table of a kind's array (`at`: `vars[3]`), checked and read into a record.
fn record(
    kind: Kind,
    spec: &Spec,
    item: &T,
    at: &str,
    file: &str,
    env: &Env,
) -> Result<Rec, Failure> {
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
    Ok(rec)
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
        let rec = record(kind, &spec, item, &at, file, env)?;
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

/// Reads a file's text into the records it declares, compactly (`Want`): record by record
/// (`streamed`) when the file is laid out as `export` writes it; otherwise, and to name a
/// mistake, the whole document at once (`parse`), so every message is the one it always was.
pub fn read(text: &str, file: &str, env: &Env) -> Result<Want, Failure> {
    match streamed(text, file, env, Want::default()) {
        Some(want) => Ok(want),
        None => parse(text, file, env).map(Want::from),
    }
}

/// `read` of a file on disk, its `[blacklists]` arrays read string by string as the file is
/// read (`arrays::take`), the rest as `read` reads it: the file's text is never held beside its
/// records. `None` where `read` must read the whole text (to read or name what is there).
pub fn read_file(path: &Path, file: &str, env: &Env) -> Option<Want> {
    let f = std::fs::File::open(path).ok()?;
    let types = blacklist_types();
    let mut want = Want::default();
    let rest = arrays::take(f, &mut |ty, token| {
        blacklist_string(ty, token, &types, &mut want, file, env).is_some()
    })?;
    streamed(&rest, file, env, want)
}

/// The file read one chunk (`chunks::split`) at a time into `want`; `None` at anything out of
/// the ordinary — a mistake, a header that is not a plain name, a section opened twice, a key
/// declared twice — for `parse` to read or name.
fn streamed(text: &str, file: &str, env: &Env, mut want: Want) -> Option<Want> {
    let mut chunks = chunks::split(text);
    let root: Table = chunks.next()??.body.parse().ok()?;
    head(&root, file).ok()?;
    let mut seen = BTreeSet::new();
    // Sections opened by a header, and how many tables each array has had.
    let mut opened: BTreeMap<&str, usize> = BTreeMap::new();
    for (key, v) in &root {
        if key != "format" && key != "version" {
            let kind = section(key, file).ok()?;
            seen.insert(kind);
            for r in section_records(kind, v, file, env).ok()? {
                want.push(r);
            }
        }
    }
    let specs: Vec<_> = Kind::all().iter().map(|k| spec(*k)).collect();
    for chunk in chunks {
        let chunk = chunk?;
        let h = chunk.header?;
        let kind = section(h.name, file).ok()?;
        let table = kind.is_single() || kind.is_typed();
        // A key of the root, a table opened twice, `[vars]` or `[[settings]]`: for `parse`.
        if root.contains_key(h.name) || h.array == table {
            return None;
        }
        let n = opened.entry(h.name).or_default();
        if table && *n > 0 {
            return None;
        }
        seen.insert(kind);
        if kind == Kind::Blacklist {
            if let Some(arrays) = chunks::string_arrays(chunk.body) {
                blacklist_arrays(arrays, &mut want, file, env)?;
                *n += 1;
                continue;
            }
        }
        let body = T::Table(chunk.body.parse().ok()?);
        if table {
            for r in section_records(kind, &body, file, env).ok()? {
                want.push(r);
            }
        } else {
            let at = format!("{}[{n}]", h.name);
            want.push(record(kind, &specs[kind.index()], &body, &at, file, env).ok()?);
        }
        *n += 1;
    }
    want.declared = seen.into_iter().collect();
    want.index().then_some(want)
}

/// The `[blacklists]` table as `export` writes it (`type = [strings]` lines: `arrays`), read
/// string by string into `want` in the order `blacklists` reads the table (by type name, then
/// as listed; an entry listed twice is kept once by `Want::index`); `None` at anything else.
fn blacklist_arrays(
    mut arrays: Vec<(&str, &str)>,
    want: &mut Want,
    file: &str,
    env: &Env,
) -> Option<()> {
    let types = blacklist_types();
    arrays.sort_by_key(|(ty, _)| *ty);
    if arrays.windows(2).any(|w| w[0].0 == w[1].0) {
        return None;
    }
    for (ty, text) in arrays {
        // An unknown type, even with no strings, is for `parse` to name.
        types.iter().find(|t| **t == ty)?;
        chunks::each_string(text, &mut |token| {
            blacklist_string(ty, token, &types, want, file, env)
        })?;
    }
    Some(())
}

/// One string of a `[blacklists]` array of type `ty`, as written (quotes included), into `want`.
fn blacklist_string(
    ty: &str,
    token: &str,
    types: &[&str],
    want: &mut Want,
    file: &str,
    env: &Env,
) -> Option<()> {
    let ty = types.iter().find(|t| **t == ty)?;
    let doc: Table = format!("v = {token}").parse().ok()?;
    let v = string(doc.get("v")?, "blacklists", file, env, false).ok()?;
    want.push(Rec::new(Kind::Blacklist, format!("{ty} {}", v.text)));
    Some(())
}

/// `format` and `version`: a licensectl app file of the version this licensectl reads.
fn head(doc: &Table, file: &str) -> Result<(), Failure> {
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
    Ok(())
}

/// The kind a top-level key declares.
fn section(key: &str, file: &str) -> Result<Kind, Failure> {
    match key {
        "whitelists" => Err(usage(file, "`whitelists` cannot be declared: the seller API cannot list whitelisted IPs, so apply could not tell what exists (use `licensectl whitelists create`)".into())),
        k => Kind::all().iter().copied().find(|kind| kind.section() == k).ok_or_else(|| {
            usage(file, format!("unknown section `{k}` (see docs/app-as-code.md)"))
        }),
    }
}

/// The records of one section's value.
fn section_records(kind: Kind, v: &T, file: &str, env: &Env) -> Result<Vec<Rec>, Failure> {
    if kind.is_single() {
        Ok(vec![settings_rec(v, file, env)?])
    } else if kind.is_typed() {
        blacklists(v, file, env)
    } else {
        records(kind, v, file, env)
    }
}

/// Reads a file's text, as one document, into the records it declares.
pub fn parse(text: &str, file: &str, env: &Env) -> Result<Desired, Failure> {
    let doc: Table = text
        .parse()
        .map_err(|e: toml::de::Error| usage(file, format!("not valid TOML: {e}")))?;
    head(&doc, file)?;
    let mut out = Desired::default();
    let mut seen = BTreeSet::new();
    for (key, v) in &doc {
        if key == "format" || key == "version" {
            continue;
        }
        let kind = section(key, file)?;
        seen.insert(kind);
        out.records.extend(section_records(kind, v, file, env)?);
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
        let secret = s.fields.get("sellix-secret").unwrap();
        assert_eq!(secret.text, "s3cret");
        assert_eq!(secret.shown(), "${env:SELLIX}");
        let v = d.records.iter().find(|r| r.kind == Kind::Var).unwrap();
        assert_eq!(v.text("authed"), "true");
        assert!(d.records.iter().any(|r| r.key == "ip 198.51.100.7"));
    }

    /// Every record of a `Want`, by kind in section order, with the declared kinds.
    fn all(w: &Want) -> (Vec<Rec>, Vec<Kind>) {
        let recs = Want::section_order()
            .into_iter()
            .flat_map(|k| (0..w.len(k)).map(move |i| (k, i)))
            .map(|(k, i)| w.get(k, i))
            .collect();
        (recs, w.declared.clone())
    }

    /// A file laid out as `export` writes it, with strings that hold headers, comments and
    /// brackets, is read chunk by chunk into exactly the records the whole document gives.
    #[test]
    fn the_file_read_record_by_record_is_the_whole_document() {
        let text = r#"# written by hand
format = "licensectl-app" # the format
version = 1
webhooks = []
chats = [{ name = "inline", delay = 5 }]

[settings]
hwid-lock = true
sellix-secret = "${env:SELLIX}"

[[subscriptions]]
name = "premium"
level = 2

[[vars]] # the first
name = "motd"
data = """
[[vars]]
name = "not a record" # nor a comment
"""

[[ vars ]]
name = 'b'
data = '''[settings]'''
authed = false

[blacklists]
ip = [
  "198.51.100.7", # a comment [x]
  "198.51.100.7",
]
hwid = ["[[vars]]"]

[[buttons]]
value = "go"
text = "Go \" [now]"
"#;
        let env = env();
        let streamed = streamed(text, "f", &env, Want::default()).expect("read chunk by chunk");
        let whole = Want::from(parse(text, "f", &env).unwrap());
        assert_eq!(all(&streamed), all(&whole));
        // From disk: arrays out of name order are left to the whole text; in order, each
        // string is read as the file is read, with the same records.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("app.toml");
        std::fs::write(&path, text).unwrap();
        assert!(read_file(&path, "f", &env).is_none(), "ip before hwid");
        let ip = "ip = [\n  \"198.51.100.7\", # a comment [x]\n  \"198.51.100.7\",\n]\n";
        let hwid = "hwid = [\"[[vars]]\"]\n";
        let sorted = text.replace(&format!("{ip}{hwid}"), &format!("{hwid}{ip}"));
        assert_ne!(sorted, text);
        std::fs::write(&path, &sorted).unwrap();
        let from_disk = read_file(&path, "f", &env).expect("read as the file is read");
        assert_eq!(all(&from_disk), all(&whole));
        let (recs, _) = all(&streamed);
        assert!(recs
            .iter()
            .any(|r| r.key == "motd" && r.text("data").contains("not a record")));
        assert!(recs.iter().any(|r| r.key == "hwid [[vars]]"));
        assert_eq!(recs.len(), 8, "{recs:?}");
    }

    /// A file that is not laid out plainly, or holds a mistake, is read whole: every message
    /// is the one the whole document gives, naming its line.
    #[test]
    fn a_mistake_is_named_as_the_whole_document_names_it() {
        let head = "format = \"licensectl-app\"\nversion = 1\n";
        let many: String = (0..500)
            .map(|i| format!("[[vars]]\nname = \"v{i}\"\ndata = \"x\"\n"))
            .collect();
        for (tail, want) in [
            (
                "[[vars]]\nname = \"v7\"\ndata = \"y\"\n",
                "vars[500]: variable \"v7\" is declared twice",
            ),
            ("[[vars]]\nname = \"z\"\ndata = \n", "line 1505"),
            (
                "[[vars]]\nname = \"z\"\ncolour = 1\n",
                "vars[500]: unknown field `colour`",
            ),
            ("[settings]\n[settings]\n", "line 1504"),
            ("[vars.x]\n", "vars[499]: unknown field `x`"),
            (
                "[[whitelists]]\nip = \"x\"\n",
                "`whitelists` cannot be declared",
            ),
        ] {
            let text = format!("{head}{many}{tail}");
            assert!(
                streamed(&text, "f", &env(), Want::default()).is_none(),
                "{tail}"
            );
            let got = read(&text, "f", &env()).err().unwrap().to_string();
            let whole = parse(&text, "f", &env()).unwrap_err().to_string();
            assert_eq!(got, whole);
            assert!(got.contains(want), "{tail}: {got}");
        }
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
