//! The app's configuration records written as an app file (TOML, docs/app-as-code.md): what
//! `export` prints.

use toml::Value as T;

use licensectl_catalogue::kinds::{FieldMap, Form};

use super::model::{Kind, Rec};
use super::schema::{self, FORMAT, VERSION};

/// How many records `render` writes besides the settings (a key held twice is written once).
pub fn records_written(recs: &[Rec]) -> usize {
    Kind::all()
        .iter()
        .filter(|k| !k.is_single())
        .map(|k| once_per_key(recs, *k).len())
        .sum()
}

fn quote(s: &str) -> String {
    T::String(s.to_string()).to_string()
}

/// `WEBHOOK_AB12_URL`: an environment variable name made of a record's key.
fn env_name(parts: &[&str]) -> String {
    parts
        .join("_")
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect()
}

/// One field's TOML text: numbers and booleans bare, strings quoted.
fn literal(f: &FieldMap, text: &str) -> String {
    let bare = matches!(f.form, Form::Flag | Form::Number)
        && (text == "true" || text == "false" || text.parse::<i64>().is_ok());
    if bare {
        text.to_string()
    } else {
        quote(text)
    }
}

/// The `[settings]` table: the settings that can be applied, secrets as environment references.
fn settings(body: &mut String, s: &Rec, warn: &mut Vec<String>) {
    body.push_str("\n[settings]\n");
    for f in schema::settings() {
        let Some(v) = s.fields.get(f.file) else {
            continue;
        };
        let switch = schema::switch(&f);
        // The service ignores "" and "0": such a setting cannot be applied, so it is left out.
        if !switch && (v.text.is_empty() || v.text == "0") {
            continue;
        }
        let value = if switch {
            v.text.clone()
        } else if f.form == Form::Secret {
            let name = env_name(&[f.file]);
            warn.push(format!(
                "settings.{} is a secret: the file refers to it as ${{env:{name}}}",
                f.file
            ));
            quote(&format!("${{env:{name}}}"))
        } else {
            quote(&v.text)
        };
        body.push_str(&format!("{} = {value}\n", f.file));
    }
}

/// A key's record as written: the first listed, how many the server holds, and whether the
/// others' fields differ from it.
struct Once<'a> {
    rec: &'a Rec,
    n: usize,
    differ: bool,
}

/// The records of `kind`, one per key, in the order listed (linear: a map, never a scan).
fn once_per_key(recs: &[Rec], kind: Kind) -> Vec<Once<'_>> {
    let mut at: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    let mut out: Vec<Once> = Vec::new();
    for r in recs.iter().filter(|r| r.kind == kind) {
        match at.get(r.key.as_str()) {
            Some(&i) => {
                out[i].n += 1;
                out[i].differ |= out[i].rec.fields != r.fields;
            }
            None => {
                at.insert(&r.key, out.len());
                out.push(Once {
                    rec: r,
                    n: 1,
                    differ: false,
                });
            }
        }
    }
    out
}

/// A key the server holds `n` times is written once (the app file names a record by its key,
/// and the service changes and deletes by key: every copy at once): a comment in the file and a
/// note say so, and whether the copies differ.
fn copies(body: &mut String, once: &Once, warn: &mut Vec<String>) {
    let Once { rec: r, n, differ } = *once;
    if n < 2 {
        return;
    }
    let tail = if differ {
        "; the copies differ: the file holds the first one's fields, and `plan` shows the change that makes them all so"
    } else {
        ""
    };
    warn.push(format!(
        "{}: the server holds {n} copies; the file declares it once, for all of them (the service changes and deletes them together, by key){tail}",
        r.label()
    ));
    // Quoted on one line (`{:?}` escapes every control character): a key is what a customer
    // typed (a HWID), never raw text in a comment.
    let named = match r.key.split_once(' ') {
        Some((ty, v)) if r.kind == Kind::Blacklist => format!("{ty} {v:?}"),
        _ => format!("{:?}", r.key),
    };
    body.push_str(&format!(
        "# The server holds {n} copies of {} {named}: declared once, for all of them{tail}.\n",
        r.kind.noun()
    ));
}

/// The file's text for these records; `warn` gets what the reader must know.
pub fn render(app: &str, recs: &[Rec], warn: &mut Vec<String>) -> String {
    let mut head = format!(
        "# The configuration of app {app}, written by `licensectl export`.\n# Schema: docs/app-as-code.md. Check with `licensectl plan FILE`, apply with `licensectl apply FILE`.\nformat = {}\nversion = {VERSION}\n",
        quote(FORMAT)
    );
    let mut body = String::new();
    if let Some(s) = recs.iter().find(|r| r.kind == Kind::Settings) {
        settings(&mut body, s, warn);
    }
    for kind in [
        Kind::Subscription,
        Kind::Var,
        Kind::Webhook,
        Kind::Button,
        Kind::Chat,
    ] {
        let section = kind.section();
        let of = once_per_key(recs, kind);
        if of.is_empty() {
            // Declared empty: `apply --prune` keeps it empty.
            head.push_str(&format!("{section} = []\n"));
            continue;
        }
        let key = schema::key_field(kind);
        for once in of {
            let r = once.rec;
            body.push('\n');
            copies(&mut body, &once, warn);
            body.push_str(&format!("[[{section}]]\n{key} = {}\n", quote(&r.key)));
            for f in kind.table().data_fields() {
                if !r.fields.contains_key(f.file) {
                    // Not shown by this server (a 2022 variable's `authed`): left out, so the
                    // file's default applies (members-only where it is a flag: fail closed).
                    warn.push(format!(
                        "{} {}: the server does not show `{}`; the file leaves it out{}",
                        kind.noun(),
                        r.key,
                        f.file,
                        f.default
                            .map(|d| format!(" (the default: {d})"))
                            .unwrap_or_default()
                    ));
                    continue;
                }
                let text = r.text(f.file);
                let value = match f.listed_chars {
                    // Listed cut: the file cannot hold what the service did not say.
                    Some(n) if text.chars().count() >= n => {
                        let name = env_name(&[kind.noun(), &r.key, f.file]);
                        warn.push(format!(
                            "{} {}: the service lists only the first {n} characters of its URL ({text}…); the file refers to it as ${{env:{name}}}: set it, or write the URL in the file",
                            kind.noun(),
                            r.key
                        ));
                        quote(&format!("${{env:{name}}}"))
                    }
                    _ => literal(&f, text),
                };
                body.push_str(&format!("{} = {value}\n", f.file));
            }
        }
    }
    body.push_str("\n[blacklists]\n");
    let entries = once_per_key(recs, Kind::Blacklist);
    for ty in schema::blacklist_types() {
        let mut values = Vec::new();
        for once in &entries {
            let key = &once.rec.key;
            let Some(v) = key.strip_prefix(ty).and_then(|k| k.strip_prefix(' ')) else {
                continue;
            };
            copies(&mut body, once, warn);
            values.push(quote(v));
        }
        if !values.is_empty() {
            body.push_str(&format!("{ty} = [{}]\n", values.join(", ")));
        }
    }
    head + &body
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::appstate::appcode::model::Val;

    /// A key the server holds twice is written once, with a comment the parser reads past (a
    /// customer's HWID quoted in it, never raw), and the copies that differ are named.
    #[test]
    fn a_key_held_twice_is_written_once_with_a_comment_and_the_file_parses() {
        let sub =
            |level: &str| Rec::new(Kind::Subscription, "gold").with("level", Val::plain(level));
        let hwid = "HW\n[settings]\nx";
        let recs = vec![
            sub("1"),
            sub("2"),
            Rec::new(Kind::Blacklist, format!("hwid {hwid}")),
            Rec::new(Kind::Blacklist, format!("hwid {hwid}")),
        ];
        let mut warn = Vec::new();
        let text = render("app", &recs, &mut warn);
        assert_eq!(text.matches("[[subscriptions]]").count(), 1, "{text}");
        assert!(
            text.contains("# The server holds 2 copies of subscription \"gold\": declared once, for all of them; the copies differ"),
            "{text}"
        );
        assert!(
            text.contains(
                "# The server holds 2 copies of blacklist entry hwid \"HW\\n[settings]\\nx\""
            ),
            "{text}"
        );
        assert_eq!(warn.len(), 2, "{warn:?}");
        assert!(warn[0].contains("the copies differ"), "{warn:?}");
        let parsed = schema::parse(&text, "app.toml", &crate::env::Env::default()).unwrap();
        let mut keys: Vec<&str> = parsed.records.iter().map(|r| r.key.as_str()).collect();
        keys.sort_unstable();
        assert_eq!(keys, ["gold", &format!("hwid {hwid}")]);
    }
}
