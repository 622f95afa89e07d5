//! The plan: what the file declares against what the service has, as ordered changes, each with
//! the requests that make it.

use licensectl_catalogue::Op;

use super::model::{Desired, Kind, Rec, Val};
use crate::commands::records;
use crate::commands::restore_plan::Call;

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
    pub(crate) fn sign(self) -> &'static str {
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

fn call(request: Option<(&'static Op, Vec<(String, String)>)>) -> Vec<Call> {
    request
        .map(|(op, params)| Call {
            op,
            params,
            optional: false,
        })
        .into_iter()
        .collect()
}

fn create_calls(r: &Rec) -> Vec<Call> {
    call(records::create(
        r.kind.table(),
        &r.key,
        |f| r.text(f.file).to_string(),
        0,
    ))
}

fn delete_calls(r: &Rec) -> Vec<Call> {
    call(records::delete(r.kind.table(), &r.key))
}

/// The longest a field's value can be listed (a webhook's URL is listed cut at 21 characters).
fn listed_chars(kind: Kind, field: &str) -> Option<usize> {
    let f = kind
        .table()
        .field_map()
        .into_iter()
        .find(|f| f.file == field);
    f?.listed_chars
}

/// Whether the service's value is the declared one, as far as the service lists it.
fn same(kind: Kind, field: &str, want: &Val, have: &Val) -> bool {
    match listed_chars(kind, field) {
        Some(n) => want.text.chars().take(n).eq(have.text.chars()),
        None => want.text == have.text,
    }
}

/// The requests that change `have` into `want` in place, or `None` when it must be replaced.
fn edit_calls(want: &Rec, diffs: &[FieldDiff]) -> Option<Vec<Call>> {
    let changed: Vec<(&str, &str)> = diffs
        .iter()
        .filter_map(|d| Some((d.field, d.new.as_ref()?.text.as_str())))
        .collect();
    let request = records::edit(want.kind.table(), &want.key, &changed)?;
    Some(call(Some(request)))
}

/// Compares the file with the service.
pub fn build(want: &Desired, have: &[Rec], prune: bool) -> Plan {
    let mut plan = Plan::default();
    // Indexed once: linear in the number of records (200,000 variables), never a scan per record.
    let mut index: std::collections::HashMap<(Kind, &str), usize> =
        std::collections::HashMap::with_capacity(have.len());
    for (i, h) in have.iter().enumerate().rev() {
        index.insert((h.kind, h.key.as_str()), i);
    }
    let mut kept = vec![false; have.len()];
    for w in &want.records {
        let Some(&i) = index.get(&(w.kind, w.key.as_str())) else {
            plan.changes.push(creation(w));
            continue;
        };
        kept[i] = true;
        plan.changes.extend(update(w, &have[i], &mut plan.notes));
    }
    let mut deletes = Vec::new();
    for (i, h) in have.iter().enumerate() {
        if h.kind == Kind::Settings || kept[i] {
            continue;
        }
        let declared = want.declared.contains(&h.kind);
        if prune && declared {
            deletes.push(deletion(h));
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

/// A declared record the service lacks: created with every field.
fn creation(w: &Rec) -> Change {
    let fields = w
        .fields
        .iter()
        .map(|(f, v)| FieldDiff {
            field: f,
            old: None,
            new: Some(v.clone()),
        })
        .collect();
    Change {
        action: Action::Create,
        rec: w.clone(),
        fields,
        calls: create_calls(w),
    }
}

/// A declared record the service has (`h`): changed in place or replaced where its fields
/// differ, nothing where they do not; `notes` says which differences cannot be seen.
fn update(w: &Rec, h: &Rec, notes: &mut Vec<String>) -> Option<Change> {
    for (f, v) in &w.fields {
        match listed_chars(w.kind, f) {
            Some(n) if v.text.chars().count() > n => notes.push(format!(
                "{}: the service lists only the first {n} characters of a {}'s URL; a change after them cannot be seen",
                w.label(),
                w.kind.noun()
            )),
            _ => {}
        }
    }
    let fields: Vec<FieldDiff> = w
        .fields
        .iter()
        .filter_map(|(f, v)| {
            let old = h.fields.get(f);
            match old {
                Some(o) if same(w.kind, f, v, o) => None,
                // The server does not show it (a 2022 variable's `authed`): never changed on a
                // guess.
                None => {
                    notes.push(format!(
                        "{}: the server does not show `{f}`; it is left as it is",
                        w.label()
                    ));
                    None
                }
                _ => Some(FieldDiff {
                    field: f,
                    old: old.cloned(),
                    new: Some(v.clone()),
                }),
            }
        })
        .collect();
    if fields.is_empty() {
        return None;
    }
    let (action, calls) = match edit_calls(w, &fields) {
        Some(calls) => (Action::Change, calls),
        None => {
            let mut calls = delete_calls(h);
            calls.extend(create_calls(w));
            (Action::Replace, calls)
        }
    };
    Some(Change {
        action,
        rec: w.clone(),
        fields,
        calls,
    })
}

/// A record on the service the file no longer declares, deleted under `--prune`.
fn deletion(h: &Rec) -> Change {
    let fields = h
        .fields
        .iter()
        .map(|(f, v)| FieldDiff {
            field: f,
            old: Some(v.clone()),
            new: None,
        })
        .collect();
    Change {
        action: Action::Delete,
        rec: h.clone(),
        fields,
        calls: delete_calls(h),
    }
}

impl Plan {
    pub fn count(&self, a: Action) -> usize {
        self.changes.iter().filter(|c| c.action == a).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn var(key: &str, data: &str, authed: &str) -> Rec {
        Rec::new(Kind::Var, key)
            .with("data", Val::plain(data))
            .with("authed", Val::plain(authed))
    }

    #[test]
    fn changes_in_place_replaces_what_cannot_be_and_prunes_only_declared_kinds() {
        let have = vec![
            var("motd", "a", "true"),
            var("flag", "x", "true"),
            var("old", "o", "true"),
            Rec::new(Kind::Button, "go").with("text", Val::plain("Go")),
            Rec::new(Kind::Webhook, "h").with("url", Val::plain("https://a.example/lon")),
        ];
        let want = Desired {
            records: vec![
                var("motd", "b", "true"),
                var("flag", "x", "false"),
                Rec::new(Kind::Webhook, "h")
                    .with("url", Val::plain("https://a.example/longer/path")),
                Rec::new(Kind::Subscription, "gold").with("level", Val::plain("1")),
            ],
            declared: vec![Kind::Subscription, Kind::Var, Kind::Webhook],
        };
        let p = build(&want, &have, true);
        let got: Vec<(Action, &str)> = p
            .changes
            .iter()
            .map(|c| (c.action, c.rec.key.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                (Action::Create, "gold"),
                (Action::Change, "motd"),
                (Action::Replace, "flag"),
                (Action::Delete, "old"),
            ]
        );
        assert_eq!(p.changes[1].calls[0].op.ty, "editvar");
        let replace: Vec<&str> = p.changes[2].calls.iter().map(|c| c.op.ty).collect();
        assert_eq!(replace, ["delvar", "addvar"]);
        assert_eq!(p.left.len(), 1, "the undeclared button is left alone");
        assert!(!p.left[0].1);
        assert_eq!(
            p.notes.len(),
            1,
            "the long webhook URL is checked to 21 characters only"
        );
        assert!(build(&want, &have, false)
            .changes
            .iter()
            .all(|c| c.action != Action::Delete));
    }

    /// 200,000 variables, all changed, against as many on the service, and as many left alone:
    /// the plan is linear (it took over 300 s when each record was looked up by a scan).
    #[test]
    fn a_plan_of_200000_variables_is_linear() {
        let n = 200_000;
        let have: Vec<Rec> = (0..2 * n)
            .map(|i| var(&format!("v{i}"), "old", "true"))
            .collect();
        let want = Desired {
            records: (0..n)
                .map(|i| var(&format!("v{i}"), "new", "true"))
                .collect(),
            declared: vec![Kind::Var],
        };
        let p = build(&want, &have, false);
        assert_eq!(p.count(Action::Change), n);
        assert_eq!(p.left.len(), n);
    }
}
