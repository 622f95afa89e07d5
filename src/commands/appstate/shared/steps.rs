//! Steps: a record to make, for people, and the service requests that make it, in order (restore's plan; the app file's changes are sent as the same calls).

use licensectl_catalogue::desk::Send;
use licensectl_catalogue::{Generation, Op};
use serde_json::Value;

/// A query value that is filled in from the previous call's answer (a new file id).
pub(crate) const FROM_ANSWER: &str = "\u{0}id";

/// One request of a step; an optional one only warns when the service refuses it; one sent
/// `always` is sent even after a needed one before it was refused (it undoes a temporary change).
pub(crate) struct Call {
    pub(crate) op: &'static Op,
    pub(crate) params: Vec<(String, String)>,
    pub(crate) optional: bool,
    pub(crate) always: bool,
}

/// One record to create: what it is, for people, and the requests that create it, in order.
pub(crate) struct Step {
    pub(crate) line: String,
    pub(crate) calls: Vec<Call>,
    /// Why it cannot be created (the record is reported, nothing is sent).
    pub(crate) refused: Option<String>,
    /// What the target's generation will make of it otherwise (`--dry-run` says it).
    pub(crate) differs: Option<String>,
    /// It changes a subscription's level for a while (parks it): no other step runs meanwhile.
    pub(crate) exclusive: bool,
    /// Values the backup does not give, taken on a guess (fail closed): a real run says each,
    /// and exits 1 unless --accept-unknown.
    pub(crate) unknown: Vec<String>,
    /// How to tell, when its first request is refused, that the record is already there as the
    /// backup has it (a run killed after the service made it, before the journal said so).
    pub(crate) exists: Option<Exists>,
}

/// A record judged by its content: the read that shows it, and each field the first request
/// sets, as (its parameter, the read's field, the backup's value). A field whose parameter that
/// request does not send (a 2022 `add` drops the note) is not compared.
pub(crate) struct Exists {
    pub(crate) read: &'static licensectl_catalogue::desk::Read,
    pub(crate) params: Vec<(String, String)>,
    pub(crate) fields: Vec<(&'static str, &'static str, String)>,
}

impl Step {
    pub(crate) fn new(line: String) -> Step {
        Step {
            line,
            calls: Vec::new(),
            refused: None,
            differs: None,
            exclusive: false,
            unknown: Vec::new(),
            exists: None,
        }
    }
    /// A value the backup does not give, taken on a guess: the line says it (the dry run and
    /// the real run alike), and the real run counts it (`unknown`).
    pub(crate) fn guess(&mut self, what: String) {
        self.line.push_str(&format!(" ({what})"));
        self.unknown.push(what);
    }
    /// One of `restore`'s declared changes (`desk::restore`).
    pub(crate) fn call(&mut self, w: &Send, params: &[(&str, &str)]) {
        match w.op() {
            Some(op) => self.send(op, params),
            None => {
                let no = format!("the catalogue has no seller {}", w.ty);
                self.refused.get_or_insert(no);
            }
        }
    }
    pub(crate) fn send(&mut self, op: &'static Op, params: &[(&str, &str)]) {
        // Values from the document go through the codec as flags do; one that would not encode
        // refuses the step before anything of it is sent (the answer placeholder passes).
        let mut checked = Vec::new();
        for (k, v) in params.iter().filter(|(_, v)| !v.is_empty()) {
            let pair = vec![(k.to_string(), v.to_string())];
            if *v == FROM_ANSWER {
                checked.extend(pair);
                continue;
            }
            match crate::params::wire(op, &pair) {
                Ok(q) => checked.extend(q),
                Err(e) => {
                    self.refused.get_or_insert(e.to_string());
                    checked.extend(pair);
                }
            }
        }
        let params = checked;
        self.calls.push(Call {
            op,
            params,
            optional: false,
            always: false,
        });
    }
    pub(crate) fn always(&mut self, w: &Send, params: &[(&str, &str)]) {
        self.call(w, params);
        if let Some(c) = self.calls.last_mut() {
            c.always = true;
        }
    }
    pub(crate) fn optional(&mut self, w: &Send, params: &[(&str, &str)]) {
        self.call(w, params);
        if let Some(c) = self.calls.last_mut() {
            c.optional = true;
        }
    }
}

pub(crate) fn text<'a>(row: &'a Value, field: &str) -> &'a str {
    row.get(field).and_then(Value::as_str).unwrap_or("")
}

/// A field the service sends as a number or a numeric string.
pub(crate) fn int(row: &Value, field: &str) -> Option<i64> {
    match row.get(field)? {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

pub(crate) fn array<'a>(doc: &'a Value, key: &str) -> &'a [Value] {
    doc.get(key)
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice)
}

/// Seconds as the days the service takes: whole when exact, else the decimal form (the service
/// multiplies by 86400 and rounds, which gives the seconds back exactly).
pub(crate) fn days(secs: i64) -> String {
    if secs % 86_400 == 0 {
        (secs / 86_400).to_string()
    } else {
        (secs as f64 / 86_400.0).to_string()
    }
}

pub(crate) fn flag(row: &Value, field: &str) -> &'static str {
    let on = match row.get(field) {
        Some(Value::Bool(b)) => *b,
        _ => int(row, field).unwrap_or(0) != 0,
    };
    if on {
        "1"
    } else {
        "0"
    }
}

/// A value from the document inside a step's line: shown escaped (a newline in a name stays on
/// the line), by the one escaper.
pub(crate) fn esc(s: &str) -> std::borrow::Cow<'_, str> {
    crate::escape::escape_value(s)
}

/// A step line as a message shows it: a 100,000-character name is named, not echoed.
pub(crate) fn said(line: &str) -> std::borrow::Cow<'_, str> {
    crate::escape::shorten(line, 100)
}

/// Marks the steps that need a type the target lacks (optional calls of such types are dropped).
pub(crate) fn fit(steps: &mut [Step], g: Generation) {
    for step in steps {
        step.calls
            .retain(|c| !(c.optional && c.op.type_on(g).is_none()));
        if step.refused.is_some() {
            continue;
        }
        if let Some(c) = step.calls.iter().find(|c| c.op.type_on(g).is_none()) {
            step.refused = Some(format!(
                "this server ({} generation) has no `{}`",
                g.name(),
                c.op.ty
            ));
            continue;
        }
        // A parameter it drops while the rest works (a license's note or owner): `--dry-run`
        // predicts the loss; sending it would only warn, per record, about a flag nobody typed.
        for c in &mut step.calls {
            let (_, warned) = c.op.dropped_on(g, c.params.iter().map(|(k, _)| k.as_str()));
            c.params.retain(|(k, _)| !warned.contains(&k.as_str()));
        }
        // A parameter it would ignore while answering success (a country blacklist entry).
        for c in &step.calls {
            let given = c.params.iter().map(|(k, _)| k.as_str());
            if let Some(p) = c.op.dropped_on(g, given).0.first() {
                step.refused = Some(format!(
                    "this server ({} generation) ignores `{p}` of `{}`: it would store nothing",
                    g.name(),
                    c.op.ty
                ));
                break;
            }
        }
    }
}
