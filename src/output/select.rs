//! Selecting and shaping JSON output as gh does: `--json FIELDS` keeps the named fields of the
//! field model (checked before anything is sent), `--jq EXPR` runs a jq filter in process (jaq).

use licensectl_catalogue::{Answer, Op};
use serde_json::{Map, Value};

use crate::error::Failure;

/// What `--json FIELDS` and `--jq EXPR` asked for (one per invocation).
#[derive(Debug, Default)]
pub struct Select {
    /// Only these fields, in this order (absent ones are `null`, so the shape is stable).
    pub fields: Vec<String>,
    pub jq: Option<String>,
}

impl Select {
    /// `None` when neither was asked for; leaked once so `Output` stays `Copy`.
    pub fn of(json: Option<&str>, jq: Option<&str>) -> Option<&'static Select> {
        let fields = json.map(split).unwrap_or_default();
        if fields.is_empty() && jq.is_none() {
            return None;
        }
        Some(Box::leak(Box::new(Select {
            fields,
            jq: jq.map(str::to_string),
        })))
    }

    /// `v` with only the selected fields: of the object, or of each object of an array.
    pub fn project(&self, v: &Value) -> Value {
        if self.fields.is_empty() {
            return v.clone();
        }
        let one = |m: &Map<String, Value>| {
            let picked: Map<String, Value> = self
                .fields
                .iter()
                .map(|f| (f.clone(), m.get(f).cloned().unwrap_or(Value::Null)))
                .collect();
            Value::Object(picked)
        };
        match v {
            Value::Object(m) => one(m),
            Value::Array(rows) => Value::Array(
                rows.iter()
                    .map(|r| r.as_object().map_or_else(|| r.clone(), one))
                    .collect(),
            ),
            other => other.clone(),
        }
    }

    /// The text to print for `v`: its projection, through the jq filter when there is one
    /// (strings raw, like `gh --jq` and `jq -r`; other values as JSON, pretty at a terminal).
    pub fn render(&self, v: &Value, compact: bool) -> Result<String, Failure> {
        let mut out = String::new();
        self.render_each(v, compact, false, &mut |text| {
            out.push_str(text);
            Ok(())
        })
        .map_err(|e| match e.into_inner().map(|b| b.downcast::<Failure>()) {
            Some(Ok(f)) => *f,
            _ => Failure::Usage("--jq: the output could not be written".into()),
        })?;
        Ok(out)
    }

    /// `render`, each output handed to `write` as the filter produces it (`repeat(1)` prints
    /// until its step budget is spent, not never). `paint`: JSON values (not `--jq`'s raw
    /// strings) painted as jq paints them, like any pretty JSON for people (`colour::Json`).
    pub fn render_each(
        &self,
        v: &Value,
        compact: bool,
        paint: bool,
        write: &mut dyn FnMut(&str) -> std::io::Result<()>,
    ) -> std::io::Result<()> {
        let v = self.project(v);
        let painted = |v: &Value| {
            let mut bytes = Vec::new();
            let mut ser =
                serde_json::Serializer::with_formatter(&mut bytes, super::colour::Json::new());
            let _ = serde::Serialize::serialize(v, &mut ser);
            String::from_utf8_lossy(&bytes).into_owned()
        };
        let Some(expr) = &self.jq else {
            let text = if compact {
                serde_json::to_string(&v).unwrap_or_default()
            } else if paint {
                painted(&v)
            } else {
                serde_json::to_string_pretty(&v).unwrap_or_default()
            };
            return write(&format!("{text}\n"));
        };
        let tty = std::io::IsTerminal::is_terminal(&std::io::stdout());
        // A failed write (a closed pipe) is kept as it is: it ends the command quietly.
        let mut failed_write = None;
        let mut each = |result: Value| {
            let mut out = match result {
                // Raw at a terminal, but the service's escape sequences are shown, not obeyed;
                // tabs and line breaks stay (`@tsv` reads as columns, as `jq -r` prints it).
                Value::String(s) if tty => super::escape_text(&s).into_owned(),
                Value::String(s) => s,
                other if paint && !compact => painted(&other),
                other if tty => serde_json::to_string_pretty(&other).unwrap_or_default(),
                other => other.to_string(),
            };
            out.push('\n');
            write(&out).map_err(|e| {
                failed_write = Some(e);
                Failure::Usage("--jq: the output could not be written".into())
            })
        };
        let ran = limited::run(expr, &v, &mut each);
        match (failed_write, ran) {
            (Some(e), _) => Err(e),
            (None, Err(f)) => Err(std::io::Error::other(f)),
            (None, Ok(())) => Ok(()),
        }
    }
}

/// `key, status` → `["key", "status"]`.
pub fn split(text: &str) -> Vec<String> {
    text.split(',')
        .map(str::trim)
        .filter(|f| !f.is_empty())
        .map(str::to_string)
        .collect()
}

/// The fields a `--from-file` row has before its record's.
pub const BULK_FIELDS: [&str; 3] = ["item", "ok", "error"];

/// The fields `op`'s output fills, so the ones `--json` accepts: its resource's (secrets
/// included, they need `--show-secrets`) but those licensectl fills only where the operation's
/// hook reads them, `kind` of merged lists, and an action's `message`/`success`.
pub fn fields_of(op: &Op) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = Vec::new();
    if matches!(op.answer, Answer::Lists(_)) {
        names.push("kind");
    }
    if let Some(r) = op.resource {
        names.extend(
            r.fields
                .iter()
                .filter(|f| f.filled_in(op.ty, op.hook))
                .map(|f| f.name),
        );
    }
    // A read's record is its resource's alone (`shape::completes`): no envelope.
    let record = crate::output::shape::completes(op);
    if matches!(op.answer, Answer::Action | Answer::Empty | Answer::Record) && !record {
        for f in ["success", "message"] {
            if !names.contains(&f) {
                names.push(f);
            }
        }
    }
    names
}

/// Checks `--json FIELDS` against the field model before anything is sent (exit 2 naming the
/// valid fields).
pub fn check(op: &Op, json: Option<&str>, show_secrets: bool, bulk: bool) -> Result<(), Failure> {
    let asked = json.map(split).unwrap_or_default();
    if asked.is_empty() {
        return Ok(());
    }
    let mut valid = fields_of(op);
    if bulk {
        valid.splice(0..0, BULK_FIELDS);
    }
    for f in &asked {
        if !valid.contains(&f.as_str()) {
            return Err(Failure::Usage(format!(
                "--json: `{}` has no field {f:?}; its fields: {}",
                op.command,
                valid.join(", ")
            )));
        }
        let secret = op
            .resource
            .and_then(|r| r.field(f))
            .is_some_and(|d| d.is_secret());
        if secret && !show_secrets {
            return Err(Failure::Usage(format!(
                "--json: {f} is a secret, left out unless you add --show-secrets"
            )));
        }
    }
    Ok(())
}

/// The help's list of `--json` fields, wrapped by hand so clap never breaks a name.
pub fn help(op: &Op) -> Option<String> {
    let names = fields_of(op);
    if names.is_empty() {
        return None;
    }
    let mut text = String::from("JSON fields (--json FIELDS):");
    let mut line = String::from(" ");
    for (i, n) in names.iter().enumerate() {
        let sep = if i + 1 < names.len() { "," } else { "" };
        if line.len() + n.len() + 2 > crate::examples::WIDTH {
            text.push('\n');
            text.push_str(line.trim_end());
            line = String::from(" ");
        }
        line.push(' ');
        line.push_str(n);
        line.push_str(sep);
    }
    text.push('\n');
    text.push_str(line.trim_end());
    Some(text)
}

/// Checks a jq expression (the `--jq` value parser): exit 2 before anything is sent.
pub fn compile(expr: &str) -> Result<(), String> {
    filter(expr)
        .map(|_| ())
        .map_err(|e| e.message().to_string())
}

/// jq's `@csv` and `@tsv`, which jaq leaves out (`@json`, `@sh`, `@text`, `@html`, `@uri`
/// and `@base64` it has): a row (an array) of strings, numbers, booleans and nulls as one CSV
/// or TSV line, as jq writes it (CSV strings quoted, `"` doubled; TSV's `\`, tab, line feed and
/// carriage return as `\\`, `\t`, `\n`, `\r`; null empty). Anything else is an error, as in jq.
const FORMATS: &str = r#"
def licensectl_row(cell):
  if type != "array" then error("\(type) (\(tojson)) cannot be csv/tsv-formatted, only an array can be")
  else map(
    if type == "string" then cell
    elif type == "number" or type == "boolean" then tojson
    elif type == "null" then ""
    else error("\(type) (\(tojson)) is not valid in a csv row") end)
  end;
def @csv: licensectl_row("\"" + (split("\"") | join("\"\"")) + "\"") | join(",");
def @tsv: licensectl_row(split("\\") | join("\\\\") | split("\t") | join("\\t")
  | split("\n") | join("\\n") | split("\r") | join("\\r")) | join("\t");
"#;

type Filter = jaq_core::Filter<jaq_core::data::JustLut<jaq_json::Val>>;

fn filter(expr: &str) -> Result<Filter, Failure> {
    use jaq_core::load::{Arena, File, Loader};

    let defs = jaq_core::defs()
        .chain(jaq_std::defs())
        .chain(jaq_json::defs())
        .chain(jaq_core::load::parse(FORMATS, |p| p.defs()).unwrap_or_default());
    let funs = jaq_core::funs()
        .chain(jaq_std::funs())
        .chain(jaq_json::funs());
    let loader = Loader::new(defs);
    let arena = Arena::default();
    let program = File {
        code: expr,
        path: (),
    };
    let bad = || Failure::Usage(format!("--jq: {expr:?} is not a valid jq filter"));
    let modules = loader.load(&arena, program).map_err(|_| bad())?;
    jaq_core::Compiler::default()
        .with_funs(funs)
        .compile(modules)
        .map_err(|_| bad())
}

/// Runs the jq filter `expr` on `input`: every output value, or the first error.
pub fn jq(expr: &str, input: &Value) -> Result<Vec<Value>, Failure> {
    let mut out = Vec::new();
    jq_each(expr, input, &mut |v| {
        out.push(v);
        Ok(())
    })?;
    Ok(out)
}

/// Runs the jq filter `expr` on `input` in this process, handing each output to `each` as it is
/// produced. `halt`/`halt_error` end the filter with an error (exit 2): a filter never chooses
/// licensectl's exit code (jaq's own helper would exit the process with it).
pub fn jq_each(
    expr: &str,
    input: &Value,
    each: &mut dyn FnMut(Value) -> Result<(), Failure>,
) -> Result<(), Failure> {
    use jaq_core::{Ctx, Vars};

    let filter = filter(expr)?;
    let text = serde_json::to_vec(input).unwrap_or_default();
    let input = jaq_json::read::parse_single(&text)
        .map_err(|e| Failure::Usage(format!("--jq: input: {e}")))?;
    let ctx = Ctx::<jaq_core::data::JustLut<jaq_json::Val>>::new(&filter.lut, Vars::new([]));
    for r in filter.id.run((ctx, input)) {
        let v = r.map_err(|exn| match exn.get_err() {
            Ok(e) => Failure::Usage(format!("--jq {expr:?}: {e}")),
            Err(halt) => Failure::Usage(format!(
                "--jq {expr:?}: the filter halted{}; a filter does not choose licensectl's exit code",
                halt.get_halt()
                    .map(|code| format!(" with exit code {code}"))
                    .unwrap_or_default()
            )),
        })?;
        let v: Value = serde_json::from_str(&v.to_string())
            .map_err(|e| Failure::Usage(format!("--jq: result is not JSON: {e}")))?;
        each(v)?;
    }
    Ok(())
}

#[path = "select_limited.rs"]
pub mod limited;

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn jq_filters_and_bad_expressions() {
        let v = json!([{"key": "A", "level": 1}, {"key": "B", "level": 2}]);
        assert_eq!(jq(".[].key", &v).unwrap(), vec![json!("A"), json!("B")]);
        assert_eq!(
            jq("map(select(.level > 1)) | length", &v).unwrap(),
            vec![json!(1)]
        );
        assert!(compile(".[] | select(").is_err());
        assert!(compile("nosuchfunction").is_err());
        assert!(
            compile("repeat(.)").is_ok(),
            "compiled, never run on a guess"
        );
        assert!(jq(".[]", &json!(1)).is_err(), "a runtime error");
    }

    #[test]
    fn formats_as_in_jq() {
        let row = json!(["a,b", "say \"hi\"", 3, true, null, "t\tn\nb\\"]);
        let one = |f: &str| jq(f, &row).unwrap().remove(0);
        assert_eq!(
            one("@csv"),
            json!("\"a,b\",\"say \"\"hi\"\"\",3,true,,\"t\tn\nb\\\"")
        );
        assert_eq!(
            one("@tsv"),
            json!("a,b\tsay \"hi\"\t3\ttrue\t\tt\\tn\\nb\\\\")
        );
        assert_eq!(one("@json"), json!(row.to_string()));
        assert_eq!(
            jq("@sh", &json!(["it's", 2])).unwrap(),
            vec![json!("'it'\\''s' 2")]
        );
        assert_eq!(
            jq(r#"@csv "row: \(.)""#, &json!(["x"])).unwrap(),
            vec![json!("row: \"x\"")]
        );
        assert!(jq("@csv", &json!({"a": 1})).is_err(), "only an array");
        assert!(jq("@tsv", &json!([[1]])).is_err(), "only scalars in a row");
    }

    #[test]
    fn projection_keeps_the_order_asked_and_a_stable_shape() {
        let s = Select {
            fields: vec!["level".into(), "key".into()],
            jq: None,
        };
        let v = json!([{"key": "A", "level": 1, "note": "x"}, {"key": "B"}]);
        assert_eq!(
            s.render(&v, true).unwrap(),
            "[{\"level\":1,\"key\":\"A\"},{\"level\":null,\"key\":\"B\"}]\n"
        );
    }

    #[test]
    fn fields_come_from_the_model() {
        let op = licensectl_catalogue::by_command(&["licenses", "list"]).unwrap();
        assert!(check(op, Some("key,status"), false, false).is_ok());
        let err = check(op, Some("key,bogus"), false, false).unwrap_err();
        assert!(err.message().contains("gendate"), "{}", err.message());
        assert!(check(op, Some("app"), false, false).is_err(), "a secret");
        assert!(
            check(op, Some("expiry"), false, false).is_err(),
            "the list does not read what info fills"
        );
        assert!(check(op, Some("item,ok,key"), false, true).is_ok());
        assert!(
            check(op, Some("key,hwid"), false, false).is_err(),
            "the list reads no user: it never fills the HWID"
        );
        let users = licensectl_catalogue::by_command(&["users", "list"]).unwrap();
        assert!(check(users, Some("username,subscriptions"), false, false).is_err());
        let info = licensectl_catalogue::by_command(&["licenses", "info"]).unwrap();
        assert!(check(info, Some("key,expiry,hwid,user_banned"), false, false).is_ok());
        let help = help(op).unwrap();
        assert!(help.lines().all(|l| l.len() <= 80), "{help}");
        assert!(help.contains("gendate"));
    }
}
