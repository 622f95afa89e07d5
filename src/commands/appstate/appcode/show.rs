//! A plan shown: lines for people (`+ create`, `~ change` old → new, …) and the plan as data.

use std::borrow::Cow;

use serde::ser::{SerializeStruct, Serializer};
use serde::Serialize;

use licensectl_catalogue::fields::Tone;

use super::diff::{Action, FieldDiff, Plan};
use super::model::Val;
use crate::output::colour;

impl Plan {
    /// The plan's last line. "Matches" only when every declared field was compared: a field
    /// the server does not show is never claimed to match.
    pub fn summary(&self) -> String {
        if self.changes.is_empty() {
            if self.unchecked() {
                return "No changes found, but some fields could not be compared (see the notes): the app may differ from the file.".into();
            }
            return "No changes: the app matches the file.".into();
        }
        let unchecked = match self.unchecked_changes() {
            0 => String::new(),
            n => format!(
                " {n} of them only set fields this server does not show (not known to differ)."
            ),
        };
        format!(
            "Plan: {} to create, {} to change, {} to replace (delete + create), {} to delete.{unchecked}",
            self.count(Action::Create),
            self.count(Action::Change),
            self.count(Action::Replace),
            self.count(Action::Delete)
        )
    }

    /// The plan for people, one line per record and one per field, each given to `out` as it is
    /// made (a plan of 200,000 changes is never also its text); with `paint`, each record's
    /// `+ create`, `~ change`, `-/+ replace`, `- delete` in its colour.
    pub fn each_line(
        &self,
        paint: bool,
        out: &mut dyn FnMut(&str) -> std::io::Result<()>,
    ) -> std::io::Result<()> {
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
            out(&format!(
                "{} {}{why}",
                colour::painted(paint, Some(tone), &what),
                self.label(c)
            ))?;
            for d in &self.fields(c) {
                let line = match (&d.old, &d.new) {
                    (None, Some(n)) if d.unread => format!(
                        "    {}: (not shown by this server) → {}",
                        d.field,
                        n.shown()
                    ),
                    (None, Some(n)) => format!("    {}: {}", d.field, n.shown()),
                    (Some(o), None) => format!("    {}: {}", d.field, o.shown()),
                    (Some(o), Some(n)) => format!("    {}: {} → {}", d.field, o.shown(), n.shown()),
                    (None, None) => continue,
                };
                out(&line)?;
            }
        }
        if !self.left.is_empty() {
            out(&format!(
                "Left alone ({} not declared in the file):",
                self.left.len()
            ))?;
            for (r, prunable, copies) in &self.left {
                let (n, how) = match (*copies, *prunable) {
                    (1, true) => (String::new(), "; --prune deletes it"),
                    (1, false) => (String::new(), ""),
                    (n, p) => (
                        format!(" ({n} copies)"),
                        if p { "; --prune deletes them all" } else { "" },
                    ),
                };
                out(&format!("    {}{n}{how}", r.label()))?;
            }
        }
        for n in &self.notes {
            out(&format!("Note: {n}"))?;
        }
        out(&self.summary())
    }

    /// The plan as data (`-o json`); secrets and `${env:…}` values are shown by name only.
    /// Serialized straight from the plan (a plan of 200,000 changes is never also a tree of
    /// values), with the keys in the order they have always had.
    pub fn json(&self) -> PlanJson<'_> {
        PlanJson(self)
    }
}

/// `Plan::json`: `{changes, left_alone, notes, summary}`.
pub struct PlanJson<'p>(&'p Plan);

/// A field's value as the plan shows it: `null`, the name of its secret or environment
/// variable, or its text.
fn shown(v: &Option<Val>) -> Option<Cow<'_, str>> {
    match v {
        None => None,
        Some(v) if v.secret || v.env.is_some() => Some(Cow::Owned(v.shown())),
        Some(v) => Some(Cow::Borrowed(v.text.as_str())),
    }
}

/// A sequence serialized from an iterator as it is walked.
struct Each<F>(F);

impl<F, I> Serialize for Each<F>
where
    F: Fn() -> I,
    I: Iterator,
    I::Item: Serialize,
{
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq((self.0)())
    }
}

impl Serialize for PlanJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let plan = self.0;
        // Each change made whole as it is reached, and dropped once written.
        let changes = Each(|| {
            plan.changes.iter().map(|c| ChangeJson {
                action: c.action.word(),
                key: plan.rec(c).key,
                kind: c.kind.section(),
                fields: plan.fields(c),
                requests: plan.calls(c).iter().map(|k| k.op.command).collect(),
                copies: c.copies,
            })
        });
        let left = Each(|| {
            plan.left.iter().map(|(r, p, n)| LeftJson {
                kind: r.kind.section(),
                key: &r.key,
                prunable: *p,
                copies: *n,
            })
        });
        let mut m = s.serialize_struct("Plan", 4)?;
        m.serialize_field("changes", &changes)?;
        m.serialize_field("left_alone", &left)?;
        m.serialize_field("notes", &plan.notes)?;
        m.serialize_field(
            "summary",
            &SummaryJson {
                create: plan.count(Action::Create),
                change: plan.count(Action::Change),
                replace: plan.count(Action::Replace),
                delete: plan.count(Action::Delete),
                left_alone: plan.left.len(),
                unchecked: plan.unchecked(),
            },
        )?;
        m.end()
    }
}

/// `{action, kind, key, fields, requests, copies}`.
struct ChangeJson {
    action: &'static str,
    kind: &'static str,
    key: String,
    fields: Vec<FieldDiff>,
    requests: Vec<&'static str>,
    copies: usize,
}

impl Serialize for ChangeJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let fields = Each(|| {
            self.fields.iter().map(|d| FieldJson {
                field: d.field,
                old: shown(&d.old),
                new: shown(&d.new),
                unread: d.unread,
            })
        });
        let mut m = s.serialize_struct("ChangeJson", 6)?;
        m.serialize_field("action", self.action)?;
        m.serialize_field("kind", self.kind)?;
        m.serialize_field("key", &self.key)?;
        m.serialize_field("fields", &fields)?;
        m.serialize_field("requests", &self.requests)?;
        m.serialize_field("copies", &self.copies)?;
        m.end()
    }
}

#[derive(Serialize)]
struct FieldJson<'a> {
    field: &'static str,
    old: Option<Cow<'a, str>>,
    new: Option<Cow<'a, str>>,
    /// Only where true: the server does not show the field (`old` is then unknown, not empty).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    unread: bool,
}

#[derive(Serialize)]
struct LeftJson<'a> {
    kind: &'static str,
    key: &'a str,
    prunable: bool,
    copies: usize,
}

#[derive(Serialize)]
struct SummaryJson {
    create: usize,
    change: usize,
    replace: usize,
    delete: usize,
    left_alone: usize,
    /// Only where true: some declared field could not be compared (`plan --exit-code` exits 8).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    unchecked: bool,
}
