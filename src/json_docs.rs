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
         row per subscription row (a running row the list also has is not repeated).\n",
    );
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

/// Where a license's `banned` comes from (issue 31): the one field no single request reads.
const BAN_REASON: &str = "\n`banned` (a banned key's reason) is in the key list only: the \
     service's `info` does not carry it and no request reads one key's row. `licenses list` has it \
     for every key. `licenses info` and `lookup` read it only when asked for by name (`--json \
     key,status,banned`: one read of the whole list per invocation, whatever the number of keys, \
     on an app of 466,011 keys a 129 MiB download); otherwise, and always in a `--from-file` \
     job (which sends per item no more than the single command), it is `null`.\n";
