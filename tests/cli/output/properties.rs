//! Properties walked from the catalogue and the seeded app on both sandbox generations, so a new
//! operation or practice customer is covered with no new test code: for every operation with a
//! positional, `CMD ARG` and `CMD --from-file` give the same record (less `item`, `ok`,
//! `error`) or the same failure, and the same effect on the service; for every practice
//! customer, `lookup`'s license is `licenses info`'s; for every resource, every read that prints
//! it prints one key set (its own seeded sandbox per generation, where it may create what the seed
//! lacks). One seeded pair of sandboxes per generation:
//! the single forms run in one, the `--from-file` forms in the other, in the same order, and the
//! two apps are compared at the end (`backup`).

use licensectl_catalogue::fields::{Meaning, Resource};
use licensectl_catalogue::{Answer, Api, Effect, Generation, Hook, Kind, Op, Param};
use serde_json::{Map, Value};

use crate::harness::Sandbox;

/// Operations left out, and why.
const SKIPPED: &[(&str, &str)] = &[
    // The client's own session: a `--from-file` row opens none of its own.
    (
        "client ",
        "client commands run in the session `client init` keeps (client/*.rs)",
    ),
    ("files upload", "fetches a URL (files.rs covers both forms)"),
];

/// The operations with a positional, reads first, then changes, then the irreversible ones:
/// each in the catalogue's order.
fn positional_ops() -> Vec<&'static Op> {
    let rank = |op: &Op| match op.effect {
        Effect::Read => 0,
        e if e.asks_first() => 2,
        _ => 1,
    };
    let mut ops: Vec<&'static Op> = licensectl_catalogue::all()
        .filter(|op| op.positional().is_some())
        .filter(|op| !SKIPPED.iter().any(|(s, _)| op.command.starts_with(s)))
        .collect();
    ops.sort_by_key(|op| rank(op));
    ops
}

/// The objects each kind's list named last (read again after a change that may remove them).
type Targets = std::collections::HashMap<String, Option<String>>;

/// The value an operation's positional names: an object of the app the parameter completes
/// (the first `-q` prints of its list, the same in both seeded apps), else the example's own.
fn target(sb: &Sandbox, op: &Op, example: Option<&str>, known: &mut Targets) -> Option<String> {
    let Some(objects) = op.positional().and_then(|p| p.completes) else {
        return example.map(str::to_string);
    };
    let first = known.entry(format!("{objects:?}")).or_insert_with(|| {
        let list = licensectl_catalogue::find(Api::Seller, objects.list())?;
        let words: Vec<&str> = list.command.split(' ').collect();
        let r = sb.run(&[&words[..], &["-q"]].concat());
        r.stdout.lines().find(|l| !l.is_empty()).map(str::to_string)
    });
    let value = first.clone().or_else(|| example.map(str::to_string));
    if !op.is_read() {
        known.remove(&format!("{objects:?}"));
    }
    value
}

/// The example's arguments after the command, without its positional value (returned apart).
/// A value a pre-send hook finds itself is left out (`Hook::OnlySub`: `--sub`), so that both
/// roads run the hook.
fn example_rest(op: &Op) -> (Option<String>, Vec<String>) {
    let words = shlex::split(op.example).unwrap_or_default();
    let n = op.command.split(' ').count();
    let mut rest: Vec<String> = words.into_iter().skip(n).collect();
    let value = match rest.first() {
        Some(w) if !w.starts_with('-') => Some(rest.remove(0)),
        _ => None,
    };
    if op.hook == Hook::OnlySub {
        if let Some(at) = rest.iter().position(|w| w == "--sub") {
            rest.drain(at..(at + 2).min(rest.len()));
        }
    }
    (value, rest)
}

/// A record without what only one form has: the envelope's `success` (a row's `ok`) and the
/// row's own `item`, `ok`, `error`.
fn record(mut v: Value) -> Value {
    if let Value::Object(m) = &mut v {
        for k in ["success", "item", "ok", "error"] {
            m.shift_remove(k);
        }
    }
    v
}

/// The single form and the `--from-file` form of `op`, compared; a difference is described.
fn compare(
    single: &Sandbox,
    bulk: &Sandbox,
    op: &Op,
    dir: &std::path::Path,
    known: &mut Targets,
) -> Option<String> {
    let (example, rest) = example_rest(op);
    let value = target(single, op, example.as_deref(), known)?;
    let cmd: Vec<String> = op.command.split(' ').map(str::to_string).collect();
    let stdin = rest
        .iter()
        .any(|a| a.ends_with("-stdin"))
        .then_some("prop-pass-1\n");
    let mut one = cmd.clone();
    one.push(value.clone());
    one.extend(rest.iter().cloned());
    let file = dir.join(format!("{}.txt", op.ty));
    std::fs::write(&file, format!("{value}\n")).unwrap();
    let mut many = cmd;
    many.extend(rest.iter().cloned());
    many.extend(["--from-file".into(), file.display().to_string()]);
    for args in [&mut one, &mut many] {
        args.extend(["-o".into(), "json".into()]);
        if !args.iter().any(|a| a == "--yes") {
            args.push("--yes".into());
        }
    }
    let run = |sb: &Sandbox, args: &[String]| {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        sb.run_with(&mut sb.cmd(), &args, stdin)
    };
    let (a, b) = (run(single, &one), run(bulk, &many));
    let rows: Value = serde_json::from_str(&b.stdout).unwrap_or(Value::Null);
    let Some(row) = rows
        .get(0)
        .filter(|_| rows.as_array().map(Vec::len) == Some(1))
    else {
        return Some(format!(
            "{}: not one row: {}{}",
            op.command, b.stdout, b.stderr
        ));
    };
    let ok = row["ok"] == true;
    match (a.code, ok) {
        (0, true) => {
            let rec: Value = serde_json::from_str(&a.stdout).unwrap_or(Value::Null);
            // A list's rows are the row's list (a row is one object).
            let row = match op.answer {
                Answer::List(key) => row[key].clone(),
                _ => record(row.clone()),
            };
            let rec = record(rec);
            (rec != row).then(|| format!("{}: {rec}\n  row {row}", op.command))
        }
        (code, false) if code != 0 => {
            let err = row["error"].as_str().unwrap_or_default();
            (!a.stderr.contains(err)).then(|| {
                format!(
                    "{}: the single form said {:?}, the row {err:?}",
                    op.command, a.stderr
                )
            })
        }
        (code, _) => Some(format!(
            "{}: the single form exited {code} ({}), the row is {row}",
            op.command,
            a.stderr.trim()
        )),
    }
}

/// The app as `backup` reads it, for comparing effects (less its owner id: each sandbox its own).
fn app(sb: &Sandbox) -> Value {
    let r = sb.run(&["backup", "-o", "json"]);
    let mut v: Value =
        serde_json::from_str(&r.stdout).unwrap_or_else(|e| panic!("{e}: {}{}", r.stdout, r.stderr));
    v["app"]["ownerid"] = Value::Null;
    v
}

/// Where two documents differ: each path with both values.
fn differences(a: &Value, b: &Value, at: &str, out: &mut Vec<String>) {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for k in x.keys().chain(y.keys().filter(|k| !x.contains_key(*k))) {
                let (va, vb) = (
                    &x.get(k).cloned().unwrap_or_default(),
                    &y.get(k).cloned().unwrap_or_default(),
                );
                differences(va, vb, &format!("{at}.{k}"), out);
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            for (i, (va, vb)) in x.iter().zip(y).enumerate() {
                differences(va, vb, &format!("{at}[{i}]"), out);
            }
        }
        _ if a != b => out.push(format!("{at}: {a} / {b}")),
        _ => {}
    }
}

fn single_and_bulk_agree_on(generation: &str) {
    let (single, bulk) = (
        Sandbox::seeded_generation(generation),
        Sandbox::seeded_generation(generation),
    );
    let dir = tempfile::tempdir().unwrap();
    let mut differ = Vec::new();
    lookup_license_is_licenses_info_license(&single);
    // The same change in the other app: the two stay alike.
    bulk.json(&["users", "extend", "dana", "--expiry", "30d"]);
    let mut compared = 0;
    let mut known = Targets::new();
    for op in positional_ops() {
        compared += 1;
        differ.extend(compare(&single, &bulk, op, dir.path(), &mut known));
    }
    assert!(compared > 50, "{compared}");
    assert!(
        differ.is_empty(),
        "{generation}: {} of {compared} operations differ by road:\n{}",
        differ.len(),
        differ.join("\n")
    );
    let mut effect = Vec::new();
    differences(&app(&single), &app(&bulk), "", &mut effect);
    assert!(
        effect.is_empty(),
        "{generation}: the effects differ:\n{}",
        effect.join("\n")
    );
}

#[test]
fn a_positional_and_its_from_file_row_agree_on_the_current_server() {
    single_and_bulk_agree_on("current");
}

#[test]
fn a_positional_and_its_from_file_row_agree_on_the_2022_server() {
    single_and_bulk_agree_on("2022");
}

/// The seeded practice customers (`sandbox seed`, docs/support.md).
const PRACTICE: &[&str] = &[
    "dana", "erik", "fiona", "hana", "ivan", "gus", "jack", "jill", "kim",
];

/// `lookup`'s license is `licenses info`'s license: the same keys, the same values (one function
/// computes expiry, time left, where it comes from, the user's HWID and ban), for every practice
/// customer; `id` is the list's, which `info` does not answer (null there). Dana's expired
/// subscription is extended first: both read the running row beside the key's.
fn lookup_license_is_licenses_info_license(sb: &Sandbox) {
    sb.json(&["users", "extend", "dana", "--expiry", "30d"]);
    for who in PRACTICE {
        let looked = sb.json(&["lookup", who]);
        let licenses = looked["licenses"].as_array().unwrap();
        assert!(!licenses.is_empty(), "{who}: {looked}");
        for l in licenses {
            let key = l["key"].as_str().unwrap();
            let info = sb.json(&["licenses", "info", key]);
            let keys = |v: &Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
            assert_eq!(keys(&info), keys(l), "{who}: one key set");
            for (field, v) in info.as_object().unwrap() {
                if field != "id" {
                    assert_eq!(&l[field], v, "{who}: {field}: lookup {l} / info {info}");
                }
            }
            match *who {
                "gus" => assert_eq!(info["expiry_from"], "paused", "{info}"),
                "dana" => {
                    assert_eq!(info["expiry_from"], "subscription", "{info}");
                    let left = info["timeleft"].as_i64().unwrap();
                    assert!(left > 29 * 86_400, "extended, not 0s: {info}");
                }
                _ => {}
            }
        }
    }
    // The page shows the license's level (a number).
    let page = sb.ok(&["lookup", "dana", "-o", "table"]);
    let level = page.lines().find(|l| l.trim_start().starts_with("level"));
    assert!(
        level.is_some_and(|l| l.trim_end().ends_with(" 1")),
        "{page}"
    );
}

/// The reads that print records or rows of a resource (their answer is the record: one, nested,
/// or a list's rows; not what an answer carries besides one, `resources::NOT_RECORDS`) on a
/// server of `generation`; the client's in the session `client init` opened.
fn printers(generation: Generation) -> Vec<&'static Op> {
    licensectl_catalogue::all()
        .filter(|op| op.is_read())
        .filter(|op| {
            op.resource
                .is_some_and(licensectl_catalogue::resources::is_record)
        })
        .filter(|op| {
            matches!(
                op.answer,
                Answer::Record | Answer::Nested(_) | Answer::List(_) | Answer::Lists(_)
            )
        })
        .filter(|op| op.type_on(generation).is_some())
        .collect()
}

/// The field of its record a parameter's value is: declared (`Param::field`), or the identifier
/// a positional is named as.
fn field_of(op: &Op, p: &Param) -> Option<&'static str> {
    let id = op.resource.and_then(|r| r.id()).map(|f| f.name);
    p.field
        .or_else(|| (p.positional && Some(p.name) == id).then_some(p.name))
}

/// The rows `args` prints with `-o json` (a record is one row); `None` when it fails.
fn printed(sb: &Sandbox, args: &[String]) -> Option<Vec<Value>> {
    let mut args: Vec<&str> = args.iter().map(String::as_str).collect();
    args.extend(["-o", "json"]);
    let r = sb.run(&args);
    if r.code != 0 {
        return None;
    }
    match serde_json::from_str(&r.stdout).ok()? {
        Value::Array(rows) => Some(rows),
        one => Some(vec![one]),
    }
}

/// The invocations that may make `op` print something, best first: each parameter naming a
/// field of its resource taken from a row of the resource's own list that has them all (`users
/// get-var`'s user and variable: a user's variable that exists), the others as its example gives
/// them (less its output format); else its positional each of the app's objects it names in
/// turn, else the example's (`seeded`: false, the seeded app may have no such object).
fn invocations(
    sb: &Sandbox,
    op: &Op,
    lists: &[(&'static Op, Vec<Value>)],
    seeded: &mut bool,
) -> Vec<Vec<String>> {
    let words: Vec<String> = op.command.split(' ').map(str::to_string).collect();
    let (example, words_after) = example_rest(op);
    // The example's own parameters only (not its `-o csv > keys.csv`).
    let mut rest = Vec::new();
    let mut given = words_after.into_iter();
    while let Some(w) = given.next() {
        let param = op.params.iter().find(|p| w == format!("--{}", p.flag));
        if let Some(p) = param {
            rest.push(w);
            if !matches!(p.kind, Kind::Switch(_) | Kind::SwitchWord) {
                rest.extend(given.next());
            }
        }
    }
    *seeded = true;
    let mapped: Vec<(&Param, &str)> = op
        .params
        .iter()
        .filter_map(|p| Some((p, field_of(op, p)?)))
        .collect();
    let own = lists
        .iter()
        .filter(|(l, _)| l.resource == op.resource && l.command != op.command)
        .flat_map(|(_, rows)| rows);
    let mut out = Vec::new();
    if !mapped.is_empty() {
        let complete = own.filter(|r| mapped.iter().all(|(_, f)| r[*f].is_string()));
        for row in complete.take(3) {
            let (mut args, mut rest, mut value) = (words.clone(), rest.clone(), None);
            for (p, f) in &mapped {
                let v = row[*f].as_str().unwrap_or_default().to_string();
                if p.positional {
                    value = Some(v);
                    continue;
                }
                let flag = format!("--{}", p.flag);
                match rest.iter().position(|w| *w == flag) {
                    Some(at) if at + 1 < rest.len() => rest[at + 1] = v,
                    _ => rest.extend([flag, v]),
                }
            }
            args.extend(value);
            args.extend(rest);
            out.push(args);
        }
    }
    if !out.is_empty() {
        return out;
    }
    let Some(p) = op.positional() else {
        return vec![[words, rest].concat()];
    };
    let values: Vec<String> = match p.completes {
        Some(objects) => {
            let list = licensectl_catalogue::find(Api::Seller, objects.list()).unwrap();
            let q: Vec<&str> = list.command.split(' ').chain(["-q"]).collect();
            let r = sb.run(&q);
            r.stdout.lines().take(20).map(str::to_string).collect()
        }
        None => {
            *seeded = false;
            example.into_iter().collect()
        }
    };
    values
        .into_iter()
        .map(|v| [words.clone(), vec![v], rest.clone()].concat())
        .collect()
}

/// For every resource, every read that prints records or rows of it (generated from the
/// catalogue) prints one key set: its resource's declared fields, secrets aside (and a merged
/// list's `kind`), null where the command could not know; the same in every row. A command that
/// prints something else (a count) declares a resource of its own. On `generation`'s server.
type Keys = std::collections::BTreeSet<String>;

/// Each record of `res` in `rows` (and each record nested in them: `users info`'s
/// subscriptions) against its resource's declared fields, secrets aside, plus `extra`: each
/// difference described in `differ`, each key set kept in `seen` with the command that printed it.
fn check_keys(
    res: &'static Resource,
    extra: &[&str],
    rows: &[&Map<String, Value>],
    by: &str,
    differ: &mut Vec<String>,
    seen: &mut Vec<(&'static str, String, Keys)>,
) {
    let mut declared: Keys = res
        .fields
        .iter()
        .filter(|f| !f.is_secret())
        .map(|f| f.name.to_string())
        .collect();
    declared.extend(extra.iter().map(|k| k.to_string()));
    for row in rows {
        let keys: Keys = row.keys().cloned().collect();
        if keys != declared {
            differ.push(format!(
                "{by} ({}): lacks {:?}, adds {:?}",
                res.name,
                declared.difference(&keys).collect::<Vec<_>>(),
                keys.difference(&declared).collect::<Vec<_>>()
            ));
            return;
        }
    }
    if let Some(row) = rows.first() {
        seen.push((res.name, by.to_string(), row.keys().cloned().collect()));
    }
    for f in res.fields {
        let inner: Vec<&Map<String, Value>> = rows
            .iter()
            .flat_map(|r| match (f.meaning, r.get(f.name)) {
                (Meaning::List(_), Some(Value::Array(a))) => a.iter().collect(),
                (Meaning::Record(_), Some(v)) => vec![v],
                _ => Vec::new(),
            })
            .filter_map(Value::as_object)
            .collect();
        if let Meaning::List(of) | Meaning::Record(of) = f.meaning {
            let by = format!("{by} .{}", f.name);
            check_keys(of, &[], &inner, &by, differ, seen);
        }
    }
}

fn every_command_prints_a_resource_with_one_key_set(generation: Generation) {
    let sb = &Sandbox::seeded_generation(generation.name());
    // A logged-in client session for the client's reads (the 2022 server speaks API 1.2).
    if generation == Generation::Open2022 {
        sb.ok(&["config", "set", "client_api", "1.2", "--profile", "default"]);
    }
    sb.register("prop", "prop-pass-1");
    let ops = printers(generation);
    // The lists without parameters first: their rows give the others' arguments. A list the
    // seeded app has no rows of gets one from its group's `create` example (a webhook, a
    // channel, a button, a reseller).
    let lists: Vec<(&'static Op, Vec<Value>)> = ops
        .iter()
        .filter(|op| matches!(op.answer, Answer::List(_) | Answer::Lists(_)))
        .filter(|op| !op.params.iter().any(|p| p.required))
        .map(|op| {
            let words: Vec<String> = op.command.split(' ').map(str::to_string).collect();
            let mut rows = printed(sb, &words).unwrap_or_else(|| panic!("{} fails", op.command));
            let create = format!("{} create", op.group());
            let maker = licensectl_catalogue::all().find(|o| o.command == create);
            if let (true, Some(maker)) = (rows.is_empty(), maker) {
                let mut args = shlex::split(maker.example).unwrap_or_default();
                args.push("--yes".into());
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                let stdin = args.iter().any(|a| a.ends_with("-stdin"));
                sb.run_with(&mut sb.cmd(), &args, stdin.then_some("prop-pass-1\n"));
                rows = printed(sb, &words).unwrap_or_default();
            }
            (*op, rows)
        })
        .collect();
    let mut differ = Vec::new();
    let mut seen: Vec<(&'static str, String, Keys)> = Vec::new();
    for op in &ops {
        let res = op.resource.unwrap();
        let kind: &[&str] = match op.answer {
            Answer::Lists(_) => &["kind"],
            _ => &[],
        };
        let mut seeded = true;
        let mut ran = false;
        let rows = invocations(sb, op, &lists, &mut seeded)
            .into_iter()
            .filter_map(|args| printed(sb, &args))
            .inspect(|_| ran = true)
            .find(|rows| !rows.is_empty());
        let Some(rows) = rows else {
            // Nothing of it in the seeded app (no file, no session, no reseller): nothing to
            // compare. A list that runs prints its (no) rows; one record of a seeded object is
            // found.
            let empty = lists
                .iter()
                .any(|(l, r)| l.resource == op.resource && r.is_empty());
            let list = matches!(op.answer, Answer::List(_) | Answer::Lists(_));
            if seeded && !empty && !(list && ran) {
                differ.push(format!(
                    "{}: printed no record of the seeded app",
                    op.command
                ));
            }
            continue;
        };
        let rows: Vec<&Map<String, Value>> = rows.iter().filter_map(Value::as_object).collect();
        check_keys(res, kind, &rows, op.command, &mut differ, &mut seen);
    }
    // One key set per resource, whichever command printed it.
    for (res, command, keys) in &seen {
        if let Some((_, first, other)) = seen.iter().find(|(r, _, _)| r == res) {
            if other != keys {
                differ.push(format!("{res}: `{command}` and `{first}` print other keys"));
            }
        }
    }
    assert!(
        differ.is_empty(),
        "{generation:?}: {} commands print another key set:\n{}",
        differ.len(),
        differ.join("\n")
    );
    // What the seeded app lets it compare (licenses, users, variables, subscriptions, the
    // client's online users and app info, …: 22 records of 16 resources on the 2022 server,
    // 29 of 22 on the current one; no file: an upload fetches a URL).
    let resources: Keys = seen.iter().map(|(r, _, _)| r.to_string()).collect();
    assert!(
        resources.len() >= 16 && seen.len() >= 22,
        "{generation:?}: {} commands of {} resources",
        seen.len(),
        resources.len()
    );
}

#[test]
fn every_command_that_prints_a_resource_prints_one_key_set_on_the_current_server() {
    every_command_prints_a_resource_with_one_key_set(Generation::Current);
}

#[test]
fn every_command_that_prints_a_resource_prints_one_key_set_on_the_2022_server() {
    every_command_prints_a_resource_with_one_key_set(Generation::Open2022);
}
