//! The plan: what the file declares against what the service has, as ordered changes, each with
//! the requests that make it.

use licensectl_catalogue::Op;

use std::collections::hash_map::{Entry, HashMap};

#[cfg(test)]
use super::model::Desired;
use super::model::{Kind, Rec, Val};
use super::want::Want;
use crate::commands::appstate::shared::records;
use crate::commands::appstate::shared::steps::Call;

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
    /// The server does not show this field (a 2022 variable's `authed`): it is set without
    /// being known to differ, and cannot be read back.
    pub unread: bool,
}

/// One change, held as little as it can be (a plan of 200,000 changes): where its records are in
/// the plan; its record, fields and requests are made again from them when shown or sent
/// (`Plan::rec`, `Plan::fields`, `Plan::calls`).
pub struct Change {
    pub action: Action,
    pub kind: Kind,
    /// A create, change or replace: the declared record's position in `Plan::want`; a delete:
    /// the record's in `Plan::gone`.
    at: u32,
    /// A change or replace: the service's copy it was compared with, in `Plan::held`.
    held: u32,
    /// How many records of this key the server holds (more than one: the service changes and
    /// deletes them together, by key).
    pub copies: usize,
    /// Every field it sets is one the server does not show: it is not known to differ.
    pub unchecked: bool,
}

impl Change {
    /// Creating the file's record `at` of `kind`.
    fn create(kind: Kind, at: usize) -> Change {
        Change {
            action: Action::Create,
            kind,
            at: at as u32,
            held: 0,
            copies: 0,
            unchecked: false,
        }
    }
}

#[derive(Default)]
pub struct Plan {
    pub changes: Vec<Change>,
    /// Records the file does not declare (one per key), whether `--prune` would delete them, and
    /// how many records of that key the server holds.
    pub left: Vec<(Rec, bool, usize)>,
    pub notes: Vec<String>,
    /// The file's records.
    want: Want,
    /// The service's copies the changes and replaces were compared with, packed as the file's.
    held: Want,
    /// The records the plan deletes.
    gone: Vec<Rec>,
    /// Per kind and field the server does not show: how many declared records it was not
    /// compared on, and whether the plan sets it anyway (the create operation takes it).
    unread: Vec<(Kind, &'static str, usize, bool)>,
}

fn call(request: Option<(&'static Op, Vec<(String, String)>)>) -> Vec<Call> {
    request
        .map(|(op, params)| Call {
            op,
            params,
            optional: false,
            always: false,
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

/// Whether a plan can set the field at all (its kind's create or edit operation takes it): one
/// the server does not show is then set without being compared, never left on a guess.
fn settable(kind: Kind, field: &str) -> bool {
    kind.table()
        .field_map()
        .iter()
        .any(|f| f.file == field && (f.create.is_some() || f.edit.is_some()))
}

/// Whether the declared record sets a field the service's does not show.
fn unread(w: &Rec, h: &Rec) -> bool {
    w.fields.keys().any(|f| !h.fields.contains_key(f))
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

/// Every value a plan would send, checked against the catalogue's rules for its parameter (the
/// codec every command's values go through: kind, length, a blank name) before `plan` shows it
/// and before `apply` sends anything: a value the service would refuse fails the plan with exit
/// 2 naming the record, the parameter and the rule, instead of `apply` failing half-way.
pub fn check(plan: &Plan) -> Result<(), crate::error::Failure> {
    let mut wrong = Vec::new();
    for c in &plan.changes {
        for call in &plan.calls(c) {
            for (name, value) in &call.params {
                let Some(p) = call.op.param(name) else {
                    continue;
                };
                let raw = crate::params::Raw::Wire(value.clone());
                if let Err(why) = crate::params::encode(p, &raw) {
                    let why = crate::escape::shorten(&why, 60).into_owned();
                    wrong.push(format!(
                        "{} {}: {} {why}",
                        c.action.word(),
                        crate::escape::shorten(&plan.label(c), 60),
                        p.display_flag()
                    ));
                }
            }
        }
    }
    if wrong.is_empty() {
        return Ok(());
    }
    const SHOWN: usize = 10;
    let more = match wrong.len().checked_sub(SHOWN) {
        Some(n) if n > 0 => format!("; and {n} more"),
        _ => String::new(),
    };
    Err(crate::error::Failure::Usage(format!(
        "the file holds {} value(s) the service would refuse, so nothing is planned or sent: {}{more}",
        wrong.len(),
        wrong[..wrong.len().min(SHOWN)].join("; ")
    )))
}

/// Compares the file with the service's records in memory (tests; `Compare` is what `plan`
/// feeds row by row).
#[cfg(test)]
pub fn build(want: &Desired, have: &[Rec], prune: bool) -> Plan {
    let mut c = Compare::new(Want::from(want.clone()));
    for h in have {
        c.have(h.clone());
    }
    c.finish(prune, &[])
}

/// In `Compare::shown`: a copy that differs is held (the other bits: which of the file's fields,
/// by position, the first copy shows — all an unchanged record's plan needs: its notes).
const DIFFERS: u64 = 1 << 63;
/// In `Compare::shown`: a copy is held, at the position in `Compare::held` the low 32 bits give
/// (a record of more fields than a mask holds has no mask bits to keep).
const HELD: u64 = 1 << 62;

/// How many copies of each declared record of a kind the server lists: a bit per record for
/// the first, a count only for a key listed again (rare: a blacklist entry added twice), so
/// 200,000 records cost 25 KB here, not 800.
struct Copies {
    once: Vec<u64>,
    more: HashMap<u32, u32>,
}

impl Copies {
    fn new(len: usize) -> Copies {
        Copies {
            once: vec![0; len.div_ceil(64)],
            more: HashMap::new(),
        }
    }

    /// Counts one more copy of record `i`; the count so far.
    fn add(&mut self, i: usize) -> u32 {
        let (word, bit) = (i / 64, 1u64 << (i % 64));
        if self.once[word] & bit == 0 {
            self.once[word] |= bit;
            return 1;
        }
        let n = self.more.entry(i as u32).or_insert(1);
        *n += 1;
        *n
    }

    fn get(&self, i: usize) -> u32 {
        if self.once[i / 64] & (1 << (i % 64)) == 0 {
            return 0;
        }
        self.more.get(&(i as u32)).copied().unwrap_or(1)
    }
}

/// `Compare::shown` of a kind: held only once a record's is not 0 (a kind whose records have
/// no fields, blacklist entries, never needs it).
#[derive(Default)]
struct Masks(Vec<u64>);

impl Masks {
    fn get(&self, i: usize) -> u64 {
        self.0.get(i).copied().unwrap_or(0)
    }

    /// Sets record `i`'s (of `len` records of its kind).
    fn set(&mut self, i: usize, v: u64, len: usize) {
        if v == 0 && self.0.is_empty() {
            return;
        }
        if self.0.is_empty() {
            self.0 = vec![0; len];
        }
        self.0[i] = v;
    }
}

/// Compares the file (`Want`) with the service's records as they are listed, one at a time,
/// holding per declared record a count and a bit mask, the service's record itself only where it
/// differs, and the records the file does not declare (they are the plan's own rows). A key the
/// server holds more than once (a blacklist entry added twice) is one record of the plan: the
/// service changes and deletes by key, so every copy at once; each such key gets a note naming
/// the count.
pub struct Compare {
    want: Want,
    /// Per kind and declared record: how many copies the server lists.
    copies: Vec<Copies>,
    /// Per kind and declared record: which of its fields the first copy shows; or `HELD` and
    /// where the copy it is compared with is held, where the mask cannot stand for it: the first
    /// that differs (with `DIFFERS`), or the first, for a record of more fields than a mask holds.
    shown: Vec<Masks>,
    /// Those copies, packed as the file's records are, without their key (a plan of 200,000
    /// changes holds them all).
    held: Want,
    /// Undeclared keys, in the order listed: the first copy and how many there are.
    other: Vec<(Rec, usize)>,
    other_at: HashMap<(Kind, String), usize>,
}

impl Compare {
    pub fn new(want: Want) -> Compare {
        Compare {
            copies: Kind::all()
                .iter()
                .map(|k| Copies::new(want.len(*k)))
                .collect(),
            shown: Kind::all().iter().map(|_| Masks::default()).collect(),
            want,
            held: Want::default(),
            other: Vec::new(),
            other_at: HashMap::new(),
        }
    }

    /// The file's records.
    pub fn want(&self) -> &Want {
        &self.want
    }

    /// One record as the service lists it (in the order listed).
    pub fn have(&mut self, h: Rec) {
        let Some(i) = self.want.find(h.kind, &h.key) else {
            if h.kind != Kind::Settings {
                match self.other_at.entry((h.kind, h.key.clone())) {
                    Entry::Occupied(at) => self.other[*at.get()].1 += 1,
                    Entry::Vacant(at) => {
                        at.insert(self.other.len());
                        self.other.push((h, 1));
                    }
                }
            }
            return;
        };
        let k = h.kind.index();
        let n = self.copies[k].add(i);
        // Compared with the first copy that differs, if any: the file's record stands for them all.
        if self.shown[k].get(i) & DIFFERS != 0 {
            return;
        }
        let w = self.want.get(h.kind, i);
        let len = self.want.len(h.kind);
        // A field the server does not show is compared as "not known": the copy is held so the
        // plan can say so and set it.
        if differs(&w, &h) || unread(&w, &h) {
            let at = self.hold(h);
            self.shown[k].set(i, DIFFERS | at, len);
        } else if n == 1 {
            if w.fields.len() < 63 {
                let mask = w
                    .fields
                    .keys()
                    .enumerate()
                    .filter(|(_, f)| h.fields.contains_key(f))
                    .fold(0, |m, (n, _)| m | 1 << n);
                self.shown[k].set(i, mask, len);
            } else {
                let at = self.hold(h);
                self.shown[k].set(i, at, len);
            }
        }
    }

    /// Keeps the service's copy `h` (its key is the file's record's): `HELD` and where.
    fn hold(&mut self, mut h: Rec) -> u64 {
        let at = self.held.len(h.kind) as u64;
        h.key = String::new();
        self.held.push(h);
        HELD | at
    }

    /// The plan, once every record is listed; `missing`: kinds the server cannot list (neither
    /// planned nor pruned).
    pub fn finish(self, prune: bool, missing: &[(Kind, String)]) -> Plan {
        let lacks = |k: Kind| missing.iter().any(|(m, _)| *m == k);
        let mut plan = Plan::default();
        for kind in Want::section_order() {
            if lacks(kind) {
                continue;
            }
            let k = kind.index();
            for i in 0..self.want.len(kind) {
                let w = self.want.get(kind, i);
                let n = self.copies[k].get(i) as usize;
                if n == 0 {
                    plan.changes.push(Change::create(kind, i));
                    continue;
                }
                let shown = self.shown[k].get(i);
                let held = (shown & HELD != 0).then_some(shown as u32);
                let copy = held.map(|j| self.held.get(kind, j as usize));
                let h = match &copy {
                    Some(h) => Have::Copy(h),
                    None => Have::Same(shown),
                };
                let change =
                    update(&w, h, &mut plan.notes, &mut plan.unread).map(|(action, unchecked)| {
                        Change {
                            action,
                            kind,
                            at: i as u32,
                            held: held.unwrap_or(0),
                            copies: n,
                            unchecked,
                        }
                    });
                if n > 1 {
                    let tail = copies_tail(change.as_ref().map(|c| c.action));
                    plan.notes.push(copies_note(&w, n, tail));
                }
                plan.changes.extend(change);
            }
        }
        let mut deletes = Vec::new();
        for (h, n) in self.other {
            let declared = self.want.declared.contains(&h.kind) && !lacks(h.kind);
            if prune && declared {
                if n > 1 {
                    plan.notes.push(copies_note(
                        &h,
                        n,
                        "the service deletes them together, by key: deleting one alone is not possible",
                    ));
                }
                deletes.push(Change {
                    action: Action::Delete,
                    kind: h.kind,
                    at: plan.gone.len() as u32,
                    held: 0,
                    copies: n,
                    unchecked: false,
                });
                plan.gone.push(h);
            } else {
                plan.left.push((h, declared, n));
            }
        }
        // Creations in dependency order; deletions after them, dependants first.
        plan.changes.sort_by_key(|c| c.kind);
        deletes.sort_by_key(|c| std::cmp::Reverse(c.kind));
        plan.changes.extend(deletes);
        let unread = plan.unread.iter();
        (plan.notes).extend(unread.map(|(k, f, n, sets)| unread_note(*k, f, *n, *sets)));
        plan.want = self.want;
        plan.held = self.held;
        plan
    }
}

/// What becomes of a key the server holds several copies of, by the change planned for it.
fn copies_tail(action: Option<Action>) -> &'static str {
    match action {
        None => "the file's one record stands for them all (the service changes and deletes them together, by key)",
        Some(Action::Replace) => "replacing deletes them all (the service deletes by key) and creates one",
        Some(Action::Create | Action::Change | Action::Delete) => {
            "the service changes them together, by key"
        }
    }
}

/// `blacklist entry ip 198.51.100.7: the server holds 2 copies; …`.
fn copies_note(r: &Rec, n: usize, tail: &str) -> String {
    format!("{}: the server holds {n} copies; {tail}", r.label())
}

/// Whether the service's record differs from the declared one in a field it shows.
fn differs(w: &Rec, h: &Rec) -> bool {
    w.fields
        .iter()
        .any(|(f, v)| h.fields.get(f).is_some_and(|o| !same(w.kind, f, v, o)))
}

/// The service's record a declared one is compared with: held, or (no copy differs) which of
/// the declared record's fields, by position, it shows.
enum Have<'a> {
    Copy(&'a Rec),
    Same(u64),
}

/// `vars: this server does not show `authed`: …`, one per kind and field.
fn unread_note(kind: Kind, field: &str, n: usize, sets: bool) -> String {
    let what = if sets {
        "the plan sets it as the file says (apply cannot read it back)"
    } else {
        "it is left as it is"
    };
    format!(
        "{}: this server does not show `{field}`, so it could not be compared on {n} {}(s); {what}",
        kind.section(),
        kind.noun()
    )
}

/// Counts one declared record whose `field` the server does not show.
fn count_unread(
    unread: &mut Vec<(Kind, &'static str, usize, bool)>,
    kind: Kind,
    field: &'static str,
) {
    match unread.iter_mut().find(|u| u.0 == kind && u.1 == field) {
        Some(u) => u.2 += 1,
        None => unread.push((kind, field, 1, settable(kind, field))),
    }
}

/// A declared record the service has (`h`): changed in place or replaced where its fields
/// differ or cannot be read (`true`: only the latter), nothing where they do not; `notes` says
/// which differences cannot be seen, `unread` counts the fields the server does not show.
fn update(
    w: &Rec,
    h: Have<'_>,
    notes: &mut Vec<String>,
    unread: &mut Vec<(Kind, &'static str, usize, bool)>,
) -> Option<(Action, bool)> {
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
    let fields = diffs(w, &h, &mut |f| count_unread(unread, w.kind, f));
    if fields.is_empty() {
        return None;
    }
    let unchecked = fields.iter().all(|d| d.unread);
    match edit_calls(w, &fields) {
        Some(_) => Some((Action::Change, unchecked)),
        None => Some((Action::Replace, unchecked)),
    }
}

/// The fields of the declared record `w` whose value the service's (`h`) differs in, and those
/// it does not show that a plan can set (`FieldDiff::unread`); `unread` is told each field it
/// does not show.
fn diffs(w: &Rec, h: &Have<'_>, unread: &mut dyn FnMut(&'static str)) -> Vec<FieldDiff> {
    w.fields
        .iter()
        .enumerate()
        .filter_map(|(n, (f, v))| {
            let old = match h {
                Have::Copy(h) => h.fields.get(f),
                // Shown, and the same (no copy differs).
                Have::Same(shown) if shown & 1 << n != 0 => return None,
                Have::Same(_) => None,
            };
            match old {
                Some(o) if same(w.kind, f, v, o) => None,
                // The server does not show it (a 2022 variable's `authed`): never called the
                // same; set as the file says where the plan can set it (`addvar` takes it).
                None => {
                    unread(f);
                    settable(w.kind, f).then(|| FieldDiff {
                        field: f,
                        old: None,
                        new: Some(v.clone()),
                        unread: true,
                    })
                }
                _ => Some(FieldDiff {
                    field: f,
                    old: old.cloned(),
                    new: Some(v.clone()),
                    unread: false,
                }),
            }
        })
        .collect()
}

impl Plan {
    /// The change's record: the file's (created, changed, replaced) or the service's (deleted).
    pub fn rec(&self, c: &Change) -> Rec {
        match c.action {
            Action::Delete => self.gone[c.at as usize].clone(),
            _ => self.want.get(c.kind, c.at as usize),
        }
    }

    /// `subscription premium`: the change's record, for people.
    pub fn label(&self, c: &Change) -> String {
        self.rec(c).label()
    }

    /// The change's fields: every field of a record created or deleted, old and new value of
    /// each that a change or replace makes.
    pub fn fields(&self, c: &Change) -> Vec<FieldDiff> {
        let r = self.rec(c);
        match c.action {
            Action::Create => r
                .fields
                .iter()
                .map(|(f, v)| FieldDiff {
                    field: f,
                    old: None,
                    new: Some(v.clone()),
                    unread: false,
                })
                .collect(),
            Action::Delete => r
                .fields
                .iter()
                .map(|(f, v)| FieldDiff {
                    field: f,
                    old: Some(v.clone()),
                    new: None,
                    unread: false,
                })
                .collect(),
            Action::Change | Action::Replace => {
                let h = self.held.get(c.kind, c.held as usize);
                diffs(&r, &Have::Copy(&h), &mut |_| {})
            }
        }
    }

    /// The requests that make the change, in order.
    pub(crate) fn calls(&self, c: &Change) -> Vec<Call> {
        let r = self.rec(c);
        match c.action {
            Action::Create => create_calls(&r),
            Action::Delete => delete_calls(&r),
            Action::Change => edit_calls(&r, &self.fields(c)).unwrap_or_default(),
            Action::Replace => {
                let mut calls = delete_calls(&r);
                calls.extend(create_calls(&r));
                calls
            }
        }
    }

    pub fn count(&self, a: Action) -> usize {
        self.changes.iter().filter(|c| c.action == a).count()
    }
    /// The changes known to be needed (not only setting fields the server does not show).
    pub fn known_changes(&self) -> usize {
        self.changes.iter().filter(|c| !c.unchecked).count()
    }
    /// The changes that only set fields the server does not show.
    pub fn unchecked_changes(&self) -> usize {
        self.changes.len() - self.known_changes()
    }
    /// Whether some declared field could not be compared (the server does not show it).
    pub fn unchecked(&self) -> bool {
        !self.unread.is_empty()
    }
    /// How many records the plan deletes (a replace deletes too; a key held twice, both).
    pub fn records_deleted(&self) -> usize {
        self.changes
            .iter()
            .filter(|c| matches!(c.action, Action::Delete | Action::Replace))
            .map(|c| c.copies)
            .sum()
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
        let got: Vec<(Action, String)> =
            p.changes.iter().map(|c| (c.action, p.rec(c).key)).collect();
        assert_eq!(
            got,
            [
                (Action::Create, "gold".into()),
                (Action::Change, "motd".into()),
                (Action::Replace, "flag".into()),
                (Action::Delete, "old".into()),
            ]
        );
        assert_eq!(p.calls(&p.changes[1])[0].op.ty, "editvar");
        let replace: Vec<&str> = p.calls(&p.changes[2]).iter().map(|c| c.op.ty).collect();
        assert_eq!(replace, ["delvar", "addvar"]);
        assert_eq!(p.left.len(), 1, "the undeclared button is left alone");
        assert!(!p.left[0].1);
        assert_eq!(p.left[0].2, 1);
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

    /// A key the server holds twice (the service changes and deletes by key): one change or
    /// deletion for both copies, each with a note naming the count; a file that declares it
    /// keeps both from --prune.
    #[test]
    fn a_key_held_twice_is_one_record_of_the_plan_and_its_copies_are_named() {
        let sub = |name: &str, level: &str| {
            Rec::new(Kind::Subscription, name).with("level", Val::plain(level))
        };
        let have = vec![
            sub("gold", "1"),
            sub("gold", "2"),
            sub("same", "3"),
            sub("same", "3"),
            sub("old", "1"),
            sub("old", "1"),
        ];
        let want = Desired {
            records: vec![sub("gold", "1"), sub("same", "3")],
            declared: vec![Kind::Subscription],
        };
        let p = build(&want, &have, true);
        let got: Vec<(Action, String, usize)> = p
            .changes
            .iter()
            .map(|c| (c.action, p.rec(c).key, c.copies))
            .collect();
        assert_eq!(
            got,
            [
                (Action::Change, "gold".into(), 2),
                (Action::Delete, "old".into(), 2)
            ],
            "the copy at level 2 is changed; `same` matches in both copies"
        );
        assert_eq!(p.fields(&p.changes[0])[0].old, Some(Val::plain("2")));
        assert_eq!(p.records_deleted(), 2);
        assert_eq!(p.notes.len(), 3, "{:?}", p.notes);
        assert!(p.notes[0].starts_with(
            "subscription gold: the server holds 2 copies; the service changes them together"
        ));
        assert!(p.notes[1].contains(
            "same: the server holds 2 copies; the file's one record stands for them all"
        ));
        assert!(p.notes[2].contains("deleting one alone is not possible"));
        let kept = build(&want, &have, false);
        assert_eq!(kept.left.len(), 1, "one row for both copies of `old`");
        assert_eq!(kept.left[0].2, 2);

        // A webhook (no edit operation) held twice is replaced: both deleted, one created.
        let hook = |url: &str| Rec::new(Kind::Webhook, "h").with("url", Val::plain(url));
        let have = vec![hook("https://a.example/"), hook("https://b.example/")];
        let want = Desired {
            records: vec![hook("https://a.example/")],
            declared: vec![Kind::Webhook],
        };
        let p = build(&want, &have, true);
        assert_eq!(p.changes.len(), 1);
        assert_eq!(
            (p.changes[0].action, p.changes[0].copies),
            (Action::Replace, 2)
        );
        assert!(
            p.notes[0].contains("replacing deletes them all"),
            "{:?}",
            p.notes
        );
        assert_eq!(p.records_deleted(), 2);
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
