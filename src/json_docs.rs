//! The JSON shape of every resource, from the field model: `docs/json.md` and `ops list -o json`.

use licensectl_catalogue::fields::{Meaning, Resource};
use licensectl_catalogue::resources::ALL;
use serde_json::{json, Value};

/// One resource's fields as `ops list -o json` lists them.
pub fn shape(res: &Resource) -> Value {
    let fields: Vec<Value> = res
        .fields
        .iter()
        .map(|f| {
            let mut v = json!({
                "name": f.name,
                "type": f.meaning.json_type(),
                "title": f.title,
                "column": f.column,
            });
            if !f.aliases.is_empty() {
                v["service_names"] = json!(f.aliases);
            }
            if let Meaning::Enum(values) = f.meaning {
                v["values"] = json!(values);
            }
            if let Meaning::List(r) | Meaning::Record(r) = f.meaning {
                v["resource"] = json!(r.name);
            }
            v
        })
        .collect();
    json!({"resource": res.name, "fields": fields})
}

/// `docs/json.md`.
pub fn markdown() -> String {
    let mut out = String::from(
        "# JSON shapes\n\n\
         Generated from the field model in `crates/catalogue/src/resources.rs` \
         (`UPDATE_GENERATED=1 cargo test --lib generated`); a change of shape is a diff here.\n\n\
         `-o json`, `-o jsonl`, CSV and TSV print each resource with these names, whichever \
         command prints it (a license from `licenses info` and from `licenses list` has the \
         same fields). Times are Unix seconds and durations, counts and other numbers are \
         integers even where the service writes strings; flags are booleans; an empty time is \
         `null`. Secrets appear only with `--show-secrets`. Fields the service adds that are not \
         declared pass through unchanged. `licensectl api` prints the service's raw answer.\n\n\
         A license from `licenses info`, from its `--from-file` rows and from `lookup` is one \
         record: every field `licenses list` prints (`id` is null where `info` does not answer \
         it, `banned` null when the key is not banned) and the fields computed by one function \
         (`expiry`, `timeleft`, `expiry_from`, `hwid`, `user_banned`): a paused subscription gives \
         `expiry_from: paused`, a null `expiry` and the seconds it keeps in `timeleft`; an \
         extended one its running end. `users info`'s user carries every field `users list` \
         prints (`owner`, `2fa`, `id` null: `userdata` does not answer them), `banned` on every \
         server (the 2022 server's `userdata` lacks it: it is read from its users list), and one \
         row per subscription row (a running row the list also has is not repeated).\n\n\
         A read prints a resource's record with every field below, whichever command it is and \
         whatever the server (secrets aside): `null` where the command could not know it \
         (`licenses list` reads no user, so a license's `expiry`, `timeleft`, `expiry_from`, \
         `hwid`, `user_banned` are null there; the 2022 server sends no variable's `authed`, no \
         user's `2fa`). A command that prints something else declares a resource of its own \
         (`subs count`: a subscription count). A read's record carries no envelope (`success`, \
         `message`) unless its resource declares it; an action's answer is its outcome \
         (`envelope`, `change`, `client data`: printed as it came).\n",
    );
    out.push_str(SHAPE_CHANGES);
    for res in ALL {
        out.push_str(&format!("\n## {}\n\n", res.name));
        let users: Vec<&str> = licensectl_catalogue::all()
            .filter(|op| op.resource.is_some_and(|r| r == *res))
            .map(|op| op.command)
            .collect();
        if !users.is_empty() {
            out.push_str(&format!("Printed by: `{}`\n\n", users.join("`, `")));
        }
        out.push_str("| field | type | shown as | service also calls it |\n|---|---|---|---|\n");
        for f in res.fields {
            let ty = match f.meaning {
                Meaning::Enum(values) => format!("string: {}", values.join(" / ")),
                Meaning::List(r) => format!("array of {}", r.name),
                Meaning::Record(r) => format!("object: {}", r.name),
                m => m.json_type().to_string(),
            };
            let col = if f.column { " (column)" } else { "" };
            out.push_str(&format!(
                "| `{}` | {ty} | {}{col} | {} |\n",
                f.name,
                f.title,
                f.aliases.join(", ")
            ));
        }
        if res.name == "license" {
            out.push_str(BAN_REASON);
        }
    }
    out
}

/// Shapes that changed on purpose, newest first (the lead lists them in the closing note).
const SHAPE_CHANGES: &str = "\n## Shape changes\n\n\
     Issue 28, one record per resource (every read prints its resource's every field):\n\n\
     - `licenses list`: each row adds `hwid`, `expiry`, `timeleft`, `user_banned`, \
     `expiry_from` (null: the list reads no user; `licenses info` and `lookup` fill them).\n\
     - `licenses note KEY`: a license record (`key`, `note`, the rest null), was `{key, note}`.\n\
     - `licenses of-user USER`: a license record (`key`, `usedby` USER, the rest null), was \
     `{key}`.\n\
     - `licenses create`: prints `created licenses` (`keys`); `keys` is no longer a license \
     field (the JSON printed is unchanged).\n\
     - `vars get NAME`: the variable's record `{varid, msg, authed}` as `vars list` prints it, \
     was `{authed, message}` (the value was in `message`).\n\
     - The 2022 server's lists: a field it does not send is null, was absent (`vars list`'s \
     `authed`, `files list`'s `name`, `size`, `authed`, `blacklists list`'s `region`, \
     `country`, `asn`).\n\
     - `users get-var USER --var NAME`: the user variable's record `{user, name, data, \
     readOnly}` as `users vars` prints it, was `{response, message}`.\n\
     - `users vars`: `readOnly` null where the service does not say; the `response` field is \
     gone (it is `data`, the name `getvar` answers it under).\n\
     - `users list`: each row adds `subscriptions`, `uservars` (null: the list reads neither); \
     on the 2022 server `2fa` null, was absent.\n\
     - `users info USER`: each of its `subscriptions` is a `users subs` row (adds `user`, its \
     row `id`, `level`, `timeleft`), each of its `uservars` a `users vars` row (adds `user`, \
     `readOnly`); a read's nested records carry every field of their resource.\n\
     - `users subs USER`: each row adds `level`, `timeleft` (null: `usersub` does not answer \
     them).\n\
     - `accounts list`: every row has `balance`, `key_levels`, `permissions` (null where the \
     service does not send them: a reseller's permissions, a manager's balance and key levels).\n\
     - `subs count NAME`: prints a `subscription count` `{name, count}`, was `{name, count, \
     message}`; `count` is no longer a subscription field.\n\
     - `app settings`: no `message`; `pausedmsg`, `expiredmsg` and the 2022 server's \
     `dayresellerproductid`, `weekresellerproductid`, `monthresellerproductid`, \
     `liferesellerproductid` always present (null where the server does not send them).\n\
     - Table and CSV of a read's record: no `message` line or column (`subs count`, `app \
     settings`, `vars get`, `users get-var`); CSV and TSV of a read's record have every field as \
     a column, a table shows what the answer carried.\n";

/// Where a license's `banned` comes from (issue 31): the one field no single request reads.
const BAN_REASON: &str = "\n`banned` (a banned key's reason) is in the key list only: the \
     service's `info` does not carry it and no request reads one key's row. `licenses list` has it \
     for every key. `licenses info` and `lookup` read it only when asked for by name (`--json \
     key,status,banned`: one read of the whole list per invocation, whatever the number of keys, \
     on an app of 466,011 keys a 129 MiB download); otherwise, and always in a `--from-file` \
     job (which sends per item no more than the single command), it is `null` (a job asked for it \
     by name says so once on stderr).\n";
