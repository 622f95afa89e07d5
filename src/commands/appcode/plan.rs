//! The plan: what the file declares against what the service has, as ordered changes, each with
//! the requests that make it.

use serde_json::{json, Value};

use super::model::{short, Desired, Kind, Rec, Val, SHORT_LINK};
use super::schema;
use crate::commands::restore_plan::{op, Call};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Create,
    Change,
    /// Delete + create: the seller API cannot change this field in place.
    Replace,
    Delete,
}

impl Action {
    pub fn word(self) -> &'static str {
        match self {
            Action::Create => "create",
            Action::Change => "change",
            Action::Replace => "replace",
            Action::Delete => "delete",
        }
    }
    fn sign(self) -> &'static str {
        match self {
            Action::Create => "+",
            Action::Change => "~",
            Action::Replace => "-/+",
            Action::Delete => "-",
        }
    }
}

pub struct FieldDiff {
    pub field: &'static str,
    pub old: Option<Val>,
    pub new: Option<Val>,
}

pub struct Change {
    pub action: Action,
    pub rec: Rec,
    pub fields: Vec<FieldDiff>,
    pub(crate) calls: Vec<Call>,
}

#[derive(Default)]
pub struct Plan {
    pub changes: Vec<Change>,
    /// Records the file does not declare, and whether `--prune` would delete them.
    pub left: Vec<(Rec, bool)>,
    pub notes: Vec<String>,
}

fn call(ty: &str, params: &[(&str, &str)]) -> Call {
    Call {
        op: op(ty),
        params: params
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        optional: false,
    }
}

fn one_zero(v: &str) -> &'static str {
    if v == "true" {
        "1"
    } else {
        "0"
    }
}

fn create_calls(r: &Rec) -> Vec<Call> {
    let t = |f| r.text(f);
    vec![match r.kind {
        Kind::Subscription => call("addsub", &[("name", &r.key), ("level", t("level"))]),
        Kind::Var => call(
            "addvar",
            &[
                ("name", &r.key),
                ("data", t("data")),
                ("authed", one_zero(t("authed"))),
            ],
        ),
        Kind::Webhook => call(
            "addwebhook",
            &[
                ("baseurl", t("url")),
                ("ua", t("user_agent")),
                ("authed", one_zero(t("authed"))),
                ("webid", &r.key),
            ],
        ),
        Kind::Button => call("addbutton", &[("value", &r.key), ("text", t("text"))]),
        Kind::Chat => call("addchannel", &[("name", &r.key), ("delay", t("delay"))]),
        Kind::Blacklist => {
            let (ty, v) = r.key.split_once(' ').unwrap_or((&r.key, ""));
            call("black", &[(ty, v)])
        }
        Kind::Settings => return Vec::new(),
    }]
}

fn delete_calls(r: &Rec) -> Vec<Call> {
    vec![match r.kind {
        Kind::Subscription => call("delappsub", &[("name", &r.key)]),
        Kind::Var => call("delvar", &[("name", &r.key)]),
        Kind::Webhook => call("delwebhook", &[("webid", &r.key)]),
        Kind::Button => call("delbutton", &[("value", &r.key)]),
        Kind::Chat => call("delchannel", &[("name", &r.key)]),
        Kind::Blacklist => {
            let (ty, v) = r.key.split_once(' ').unwrap_or((&r.key, ""));
            call("delblack", &[("data", v), ("blacktype", ty)])
        }
        Kind::Settings => return Vec::new(),
    }]
}

/// Whether the service's value is the declared one (a webhook's URL is listed cut at 21 characters).
fn same(kind: Kind, field: &str, want: &Val, have: &Val) -> bool {
    if kind == Kind::Webhook && field == "url" {
        return short(&want.text) == have.text;
    }
    want.text == have.text
}

/// The requests that change `have` into `want` in place, or `None` when it must be replaced.
fn edit_calls(want: &Rec, diffs: &[FieldDiff]) -> Option<Vec<Call>> {
    let changed = |f: &str| diffs.iter().any(|d| d.field == f);
    match want.kind {
        Kind::Subscription => Some(vec![call(
            "editsub",
            &[("sub", &want.key), ("level", want.text("level"))],
        )]),
        Kind::Var if !changed("authed") => Some(vec![call(
            "editvar",
            &[("varid", &want.key), ("data", want.text("data"))],
        )]),
        Kind::Chat => {
            // `editchan` takes minutes (decimals allowed; the service rounds seconds back).
            let secs: f64 = want.text("delay").parse().unwrap_or(0.0);
            let minutes = (secs / 60.0).to_string();
            Some(vec![call(
                "editchan",
                &[("name", &want.key), ("delay", &minutes)],
            )])
        }
        Kind::Settings => {
            let all = schema::settings();
            let params: Vec<(&str, &str)> = diffs
                .iter()
                .filter_map(|d| {
                    let s = all.iter().find(|s| s.key == d.field)?;
                    Some((s.param, d.new.as_ref()?.text.as_str()))
                })
                .collect();
            Some(vec![call("updatesettings", &params)])
        }
        _ => None,
    }
}

/// Compares the file with the service.
pub fn build(want: &Desired, have: &[Rec], prune: bool) -> Plan {
    let mut plan = Plan::default();
    let mut kept = Vec::new();
    for w in &want.records {
        let Some(h) = have.iter().find(|h| h.kind == w.kind && h.key == w.key) else {
            let fields = w
                .fields
                .iter()
                .map(|(f, v)| FieldDiff {
                    field: f,
                    old: None,
                    new: Some(v.clone()),
                })
                .collect();
            plan.changes.push(Change {
                action: Action::Create,
                rec: w.clone(),
                fields,
                calls: create_calls(w),
            });
            continue;
        };
        kept.push(h);
        if w.kind == Kind::Webhook && w.text("url").chars().count() > SHORT_LINK {
            plan.notes.push(format!(
                "{}: the service lists only the first {SHORT_LINK} characters of a webhook's URL; a change after them cannot be seen",
                w.label()
            ));
        }
        let fields: Vec<FieldDiff> = w
            .fields
            .iter()
            .filter_map(|(f, v)| {
                let old = h.fields.get(f);
                match old {
                    Some(o) if same(w.kind, f, v, o) => None,
                    _ => Some(FieldDiff {
                        field: f,
                        old: old.cloned(),
                        new: Some(v.clone()),
                    }),
                }
            })
            .collect();
        if fields.is_empty() {
            continue;
        }
        let (action, calls) = match edit_calls(w, &fields) {
            Some(calls) => (Action::Change, calls),
            None => {
                let mut calls = delete_calls(h);
                calls.extend(create_calls(w));
                (Action::Replace, calls)
            }
        };
        plan.changes.push(Change {
            action,
            rec: w.clone(),
            fields,
            calls,
        });
    }
    let mut deletes = Vec::new();
    for h in have.iter().filter(|h| h.kind != Kind::Settings) {
        if kept.iter().any(|k| std::ptr::eq(*k, h)) {
            continue;
        }
        let declared = want.declared.contains(&h.kind);
        if prune && declared {
            let fields = h
                .fields
                .iter()
                .map(|(f, v)| FieldDiff {
                    field: f,
                    old: Some(v.clone()),
                    new: None,
                })
                .collect();
            deletes.push(Change {
                action: Action::Delete,
                rec: h.clone(),
                fields,
                calls: delete_calls(h),
            });
        } else {
            plan.left.push((h.clone(), declared));
        }
    }
    // Creations in dependency order; deletions after them, dependants first.
    plan.changes.sort_by_key(|c| c.rec.kind);
    deletes.sort_by_key(|c| std::cmp::Reverse(c.rec.kind));
    plan.changes.extend(deletes);
    plan
}

impl Plan {
    pub fn count(&self, a: Action) -> usize {
        self.changes.iter().filter(|c| c.action == a).count()
    }

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

    /// The plan for people, one line per record and one per field.
    pub fn lines(&self) -> Vec<String> {
        let mut out = Vec::new();
        for c in &self.changes {
            let why = match c.action {
                Action::Replace => " (cannot be changed in place: delete + create)",
                _ => "",
            };
            out.push(format!(
                "{} {} {}{why}",
                c.action.sign(),
                c.action.word(),
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
            for (r, prunable) in &self.left {
                let how = if *prunable {
                    "; --prune deletes it"
                } else {
                    ""
                };
                out.push(format!("    {}{how}", r.label()));
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
                })
            })
            .collect();
        let left: Vec<Value> = self
            .left
            .iter()
            .map(|(r, p)| json!({"kind": r.kind.section(), "key": r.key, "prunable": p}))
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
