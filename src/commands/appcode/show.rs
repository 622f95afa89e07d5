//! A plan shown: lines for people (`+ create`, `~ change` old → new, …) and the plan as data.

use serde_json::{json, Value};

use licensectl_catalogue::fields::Tone;

use super::model::Val;
use super::plan::{Action, Plan};
use crate::output::colour;

impl Plan {
    pub fn summary(&self) -> String {
        if self.changes.is_empty() {
            return "No changes: the app matches the file.".into();
        }
        format!(
            "Plan: {} to create, {} to change, {} to replace (delete + create), {} to delete.",
            self.count(Action::Create),
            self.count(Action::Change),
            self.count(Action::Replace),
            self.count(Action::Delete)
        )
    }

    /// The plan for people, one line per record and one per field; with `paint`, each record's
    /// `+ create`, `~ change`, `-/+ replace`, `- delete` in its colour.
    pub fn lines(&self, paint: bool) -> Vec<String> {
        let mut out = Vec::new();
        for c in &self.changes {
            let why = match (c.action, c.copies) {
                (Action::Replace, n) if n > 1 => {
                    format!(" (cannot be changed in place: deletes all {n} copies, creates one)")
                }
                (Action::Replace, _) => " (cannot be changed in place: delete + create)".into(),
                (Action::Delete, n) if n > 1 => {
                    format!(" (all {n} copies: the service deletes by key)")
                }
                (Action::Change, n) if n > 1 => {
                    format!(" (all {n} copies: the service changes by key)")
                }
                _ => String::new(),
            };
            let tone = match c.action {
                Action::Create => Tone::Good,
                Action::Change => Tone::Warn,
                Action::Replace | Action::Delete => Tone::Bad,
            };
            let what = format!("{} {}", c.action.sign(), c.action.word());
            out.push(format!(
                "{} {}{why}",
                colour::painted(paint, Some(tone), &what),
                c.rec.label()
            ));
            for d in &c.fields {
                let line = match (&d.old, &d.new) {
                    (None, Some(n)) => format!("    {}: {}", d.field, n.shown()),
                    (Some(o), None) => format!("    {}: {}", d.field, o.shown()),
                    (Some(o), Some(n)) => format!("    {}: {} → {}", d.field, o.shown(), n.shown()),
                    (None, None) => continue,
                };
                out.push(line);
            }
        }
        if !self.left.is_empty() {
            out.push(format!(
                "Left alone ({} not declared in the file):",
                self.left.len()
            ));
            for (r, prunable, copies) in &self.left {
                let (n, how) = match (*copies, *prunable) {
                    (1, true) => (String::new(), "; --prune deletes it"),
                    (1, false) => (String::new(), ""),
                    (n, p) => (
                        format!(" ({n} copies)"),
                        if p { "; --prune deletes them all" } else { "" },
                    ),
                };
                out.push(format!("    {}{n}{how}", r.label()));
            }
        }
        for n in &self.notes {
            out.push(format!("Note: {n}"));
        }
        out.push(self.summary());
        out
    }

    /// The plan as data (`-o json`); secrets and `${env:…}` values are shown by name only.
    pub fn json(&self) -> Value {
        let val = |v: &Option<Val>| match v {
            None => Value::Null,
            Some(v) if v.secret || v.env.is_some() => json!(v.shown()),
            Some(v) => json!(v.text),
        };
        let changes: Vec<Value> = self
            .changes
            .iter()
            .map(|c| {
                let fields: Vec<Value> = c
                    .fields
                    .iter()
                    .map(|d| json!({"field": d.field, "old": val(&d.old), "new": val(&d.new)}))
                    .collect();
                json!({
                    "action": c.action.word(),
                    "kind": c.rec.kind.section(),
                    "key": c.rec.key,
                    "fields": fields,
                    "requests": c.calls.iter().map(|k| k.op.command).collect::<Vec<_>>(),
                    "copies": c.copies,
                })
            })
            .collect();
        let left: Vec<Value> = self
            .left
            .iter()
            .map(|(r, p, n)| {
                json!({"kind": r.kind.section(), "key": r.key, "prunable": p, "copies": n})
            })
            .collect();
        json!({
            "changes": changes,
            "left_alone": left,
            "notes": self.notes,
            "summary": {
                "create": self.count(Action::Create),
                "change": self.count(Action::Change),
                "replace": self.count(Action::Replace),
                "delete": self.count(Action::Delete),
                "left_alone": self.left.len(),
            },
        })
    }
}
