//! The commands that fit a customer's state, named from the catalogue, quoted for the shell.

use licensectl_catalogue::desk::{next, Send};
use serde_json::{Map, Value};

/// A word as the shell reads it: quoted unless plainly safe.
pub fn shell(word: &str) -> String {
    let safe = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.@:/+=,".contains(c));
    if safe {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// `--flag VALUE`, as `--flag=VALUE` when VALUE (shell-quoted) starts with `-`: the parser would
/// take it for another flag.
fn flag(name: &str, value: &str) -> Vec<String> {
    let value = shell(value);
    if value.starts_with('-') {
        vec![format!("{name}={value}")]
    } else {
        vec![name.to_string(), value]
    }
}

/// `licensectl <command of this seller type> <value> <flags>`: command names come from the
/// catalogue; `value` shell-quoted. A value starting with `-` (a customer named
/// `--base-url=https://…`, a HWID `--from-file=-`) comes after the flags and `--`, so the command
/// line names it instead of being parsed as the flag it spells (quoting alone does not do that).
fn cmd(send: &Send, value: &str, flags: &[String]) -> String {
    let command = send.op().map_or(send.ty, |op| op.command);
    let value = shell(value);
    let mut line = format!("licensectl {command}");
    let dashed = value.starts_with('-');
    if !dashed {
        line.push(' ');
        line.push_str(&value);
    }
    for a in flags {
        line.push(' ');
        line.push_str(a);
    }
    if dashed {
        line.push_str(" -- ");
        line.push_str(&value);
    }
    line
}

/// The `extend` for user `u` that fits their subscriptions: plain for one, naming the likely one
/// for several.
fn extend(u: &str, subs: &[Value]) -> Option<String> {
    let mut names: Vec<&str> = subs
        .iter()
        .filter_map(|s| s["subscription"].as_str())
        .collect();
    names.sort();
    names.dedup();
    match names.as_slice() {
        [] => None,
        [_] => Some(cmd(&next::EXTEND, u, &["--expiry".into(), "30d".into()])),
        several => {
            // The one running out first (or already out) is the likely one.
            let soonest = subs
                .iter()
                .filter(|s| s["paused"] != true)
                .min_by_key(|s| s["timeleft"].as_i64().unwrap_or(i64::MAX))
                .and_then(|s| s["subscription"].as_str())
                .unwrap_or(several[0]);
            let mut flags = flag("--sub", soonest);
            flags.extend(["--expiry".into(), "30d".into()]);
            Some(cmd(&next::EXTEND, u, &flags))
        }
    }
}

/// The commands that fit the customer's state, most likely fix first.
pub fn next(doc: &Map<String, Value>, now: i64) -> Vec<String> {
    let mut out = Vec::new();
    let empty = Vec::new();
    let licenses = doc["licenses"].as_array().unwrap_or(&empty);
    let subs = doc["subscriptions"].as_array().unwrap_or(&empty);
    let user = &doc["user"];
    for l in licenses.iter().filter(|l| l["status"] == "Banned") {
        out.push(cmd(&next::UNBAN, l["key"].as_str().unwrap_or(""), &[]));
    }
    let Some(name) = user["username"].as_str() else {
        return out;
    };
    let u = name;
    if user["banned"].is_string() {
        out.push(cmd(&next::UNBAN_USER, u, &[]));
    }
    if user["paused"] == true {
        out.push(cmd(&next::UNPAUSE_USER, u, &[]));
    }
    let extend = extend(u, subs);
    let running = subs
        .iter()
        .any(|s| s["paused"] == true || s["timeleft"].as_i64().unwrap_or(0) > 0);
    // Out of time is the likelier fix than the PC when nothing runs.
    if !running {
        out.extend(extend.clone());
    }
    if !user["hwid"].is_null() {
        out.push(cmd(&next::RESET_HWID, u, &[]));
    }
    if running {
        out.extend(extend);
    }
    if user["muted_until"].as_i64().is_some_and(|t| t > now) {
        out.push(cmd(&next::UNMUTE_USER, u, &[]));
    }
    if !user["banned"].is_string() {
        for b in doc["blacklists"].as_array().unwrap_or(&empty) {
            let (value, ty) = if let Some(h) = b["hwid"].as_str() {
                (h, "hwid")
            } else if let Some(i) = b["ip"].as_str() {
                (i, "ip")
            } else {
                continue;
            };
            out.push(cmd(
                &next::UNBLACKLIST,
                value,
                &["--type".into(), ty.into(), "--yes".into()],
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn words_are_quoted_only_when_the_shell_needs_it() {
        assert_eq!(shell("alice"), "alice");
        assert_eq!(shell("S-1-5-21-1"), "S-1-5-21-1");
        assert_eq!(shell("bob smith"), "'bob smith'");
        assert_eq!(shell("it's"), r"'it'\''s'");
    }

    #[test]
    fn a_value_starting_with_a_dash_comes_after_the_flags_and_a_double_dash() {
        let doc = json!({
            "licenses": [],
            "user": {"username": "--base-url=https://evil.example", "hwid": null, "banned": "x",
                     "paused": false, "muted_until": null},
            "subscriptions": [
                {"subscription": "-pro", "paused": false, "timeleft": -10},
                {"subscription": "basic", "paused": false, "timeleft": 10},
            ],
        });
        assert_eq!(
            next(doc.as_object().unwrap(), 0),
            [
                "licensectl users unban -- --base-url=https://evil.example",
                "licensectl users extend --sub=-pro --expiry 30d -- --base-url=https://evil.example",
            ]
        );
    }

    #[test]
    fn out_of_time_comes_before_the_pc() {
        let doc = json!({
            "licenses": [{"key": "K1", "status": "Banned"}],
            "user": {"username": "dana", "hwid": "PC", "banned": "chargeback", "paused": false, "muted_until": null},
            "subscriptions": [{"subscription": "basic", "paused": false, "timeleft": -10}],
            "blacklists": [{"type": "hwid", "hwid": "PC", "ip": null}],
        });
        let next = next(doc.as_object().unwrap(), 0);
        assert_eq!(
            next,
            [
                "licensectl licenses unban K1",
                "licensectl users unban dana",
                "licensectl users extend dana --expiry 30d",
                "licensectl users reset-hwid dana",
            ],
            "a banned user's blacklist goes with the unban"
        );
    }
}
