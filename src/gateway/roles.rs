//! Roles as data: which catalogue operations a personal token's role may call, with limits on
//! their parameters, read from TOML (the built-in roles are TOML too, `BUILT_IN`). "Reads" are
//! the catalogue's operations whose effect is `Read`, never a list of type names kept here.

use std::collections::BTreeMap;

use licensectl_catalogue::shows::{self, Shows};
use licensectl_catalogue::{units, Api, Effect, Kind, Op};
use serde::Deserialize;

/// The built-in roles; a roles file adds roles and replaces these by name (docs/gateway.md).
pub const BUILT_IN: &str = r#"
# Reads only; secret fields (password hashes, the app secret, TOTP secrets) are stripped.
[roles.viewer]
allow = ["reads"]

# Reads, and the support desk's changes: reset a HWID, ban or unban a user or license, set a
# license's note, extend a user by at most 7 days (never every user at once), add a HWID.
[roles.support]
allow = ["reads", "resetuser", "banuser", "unbanuser", "ban", "unban", "setnote", "extend", "addhwiduser"]
[roles.support.limits.extend]
expiry = "7d"

# Everything, secrets included; still a personal token, and still in the audit.
[roles.admin]
allow = ["*"]
secrets = true
mass = true
"#;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    roles: BTreeMap<String, RoleFile>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RoleFile {
    allow: Vec<String>,
    /// Sees the fields the catalogue declares secret.
    #[serde(default)]
    secrets: bool,
    /// May run an operation in its mass form (`users extend all`).
    #[serde(default)]
    mass: bool,
    /// type → parameter → the largest value (a duration such as "7d", or a number).
    #[serde(default)]
    limits: BTreeMap<String, BTreeMap<String, toml::Value>>,
}

/// What a role may call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Role {
    pub name: String,
    reads: bool,
    everything: bool,
    types: Vec<&'static str>,
    pub secrets: bool,
    mass: bool,
    limits: Vec<Limit>,
}

/// The largest value one parameter of one operation may take, in seconds for a duration.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Limit {
    ty: &'static str,
    param: &'static str,
    max: u128,
    shown: String,
}

/// Every role, by name.
#[derive(Debug, Clone)]
pub struct Roles(BTreeMap<String, Role>);

/// Why a request is outside its role: one sentence naming the role and the operation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal(pub String);

impl Roles {
    /// The built-in roles, then `file`'s text (its roles replace built-in ones of their name).
    pub fn load(file: Option<(&str, &str)>) -> Result<Roles, String> {
        let mut roles = BTreeMap::new();
        for (origin, text) in std::iter::once(("the built-in roles", BUILT_IN)).chain(file) {
            let parsed: File = toml::from_str(text).map_err(|e| format!("{origin}: {e}"))?;
            for (name, r) in parsed.roles {
                let role = Role::from_file(&name, r).map_err(|e| format!("{origin}: {e}"))?;
                roles.insert(name, role);
            }
        }
        Ok(Roles(roles))
    }

    pub fn get(&self, name: &str) -> Option<&Role> {
        self.0.get(name)
    }

    pub fn names(&self) -> Vec<&str> {
        self.0.keys().map(String::as_str).collect()
    }

    /// What a caller of each role will meet that the role's author may not have meant: a change
    /// the role allows whose read-back (`shows.rs`, the read the CLI sends after it) the role
    /// refuses, so every such change is reported "not verified" (exit 0, a note) instead of
    /// shown. One line a change, for `gateway serve` and `token create` to say.
    pub fn warnings(&self) -> Vec<String> {
        let mut out = Vec::new();
        for role in self.0.values() {
            for ty in &role.types {
                let Some(op) = seller_op(ty) else { continue };
                let Some(Shows::Read(rb)) = shows::of(op) else {
                    continue;
                };
                let Some(read) = rb.op() else { continue };
                if role.check(read, &[]).is_err() {
                    out.push(format!(
                        "role `{}` may run `{}` but not `{}` ({}), the read that shows it: those changes will be reported not verified (add \"{}\" or \"reads\" to its allow)",
                        role.name, op.ty, read.command, read.ty, read.ty
                    ));
                }
            }
        }
        out
    }
}

impl Role {
    fn from_file(name: &str, r: RoleFile) -> Result<Role, String> {
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            return Err(format!(
                "role {name:?}: a name is letters, digits and dashes"
            ));
        }
        let mut role = Role {
            name: name.to_string(),
            reads: false,
            everything: false,
            types: Vec::new(),
            secrets: r.secrets,
            mass: r.mass,
            limits: Vec::new(),
        };
        for a in &r.allow {
            match a.as_str() {
                "reads" => role.reads = true,
                "*" => role.everything = true,
                ty => role.types.push(
                    seller_op(ty)
                        .ok_or_else(|| format!("role {name}: no seller operation `{ty}`"))?
                        .ty,
                ),
            }
        }
        for (ty, params) in r.limits {
            let op =
                seller_op(&ty).ok_or_else(|| format!("role {name}: no seller operation `{ty}`"))?;
            for (param, value) in params {
                role.limits.push(limit(name, op, &param, &value)?);
            }
        }
        Ok(role)
    }

    /// Whether `op` with these (checked) parameters is inside the role: the operation is allowed,
    /// its mass form only with `mass`, and every limited parameter at most its limit.
    pub fn check(&self, op: &Op, params: &[(String, String)]) -> Result<(), Refusal> {
        let refuse = |why: String| {
            Err(Refusal(format!(
                "role `{}` may not run `{}` ({}){why}",
                self.name, op.command, op.ty
            )))
        };
        // The key check asks only whether the caller's own token is good: every role may.
        let key_check = op.api == Api::Seller && op.ty == licensectl_catalogue::app::KEY_CHECK.ty;
        let allowed = key_check
            || self.everything
            || (self.reads && op.is_read())
            || self.types.contains(&op.ty);
        if !allowed {
            return refuse(String::new());
        }
        if matches!(op.effect_for(params), Effect::Mass(_)) && !op.is_read() && !self.mass {
            return refuse(" on every record at once".into());
        }
        for l in self.limits.iter().filter(|l| l.ty == op.ty) {
            let Some((_, v)) = params.iter().find(|(k, _)| k == l.param) else {
                continue;
            };
            let within = wire_value(op, l.param, v).is_some_and(|n| n <= l.max);
            if !within {
                return refuse(format!(" with {} {v:?}: at most {}", l.param, l.shown));
            }
        }
        Ok(())
    }
}

fn seller_op(ty: &str) -> Option<&'static Op> {
    licensectl_catalogue::find(Api::Seller, ty)
}

/// A limit read from the file, checked against the parameter the catalogue declares.
fn limit(role: &str, op: &Op, param: &str, value: &toml::Value) -> Result<Limit, String> {
    let p = op
        .param(param)
        .ok_or_else(|| format!("role {role}: `{}` has no parameter `{param}`", op.ty))?;
    let bad = || {
        format!(
            "role {role}: the limit on {}.{param} is not a {}",
            op.ty,
            expects(p.kind)
        )
    };
    let max = match (p.kind, value) {
        (Kind::Duration(_), toml::Value::String(s)) => units::parse_duration(s)
            .map_err(|e| format!("role {role}: {}.{param}: {e}", op.ty))?
            as u128,
        (Kind::Int | Kind::Number, toml::Value::Integer(n)) if *n >= 0 => *n as u128,
        _ => return Err(bad()),
    };
    Ok(Limit {
        ty: op.ty,
        param: p.name,
        max,
        shown: match value {
            toml::Value::String(s) => s.clone(),
            v => v.to_string(),
        },
    })
}

fn expects(kind: Kind) -> &'static str {
    match kind {
        Kind::Duration(_) => "duration such as \"7d\"",
        Kind::Int | Kind::Number => "whole number",
        _ => "duration or number (only those parameters take limits)",
    }
}

/// A parameter's value as sent (a plain decimal in the operation's unit) in seconds for a
/// duration, as is for a number; `None` when it is not exactly that (refused, never guessed).
fn wire_value(op: &Op, param: &str, v: &str) -> Option<u128> {
    let p = op.param(param)?;
    if v.is_empty() || v.len() > 24 || !v.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return None;
    }
    match p.kind {
        Kind::Duration(unit) => {
            let letter = match unit {
                licensectl_catalogue::Unit::Seconds => "s",
                licensectl_catalogue::Unit::Minutes => "m",
                licensectl_catalogue::Unit::Days => "d",
            };
            units::parse_duration(&format!("{v}{letter}"))
                .ok()
                .map(u128::from)
        }
        _ => v.parse().ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn op(ty: &str) -> &'static Op {
        seller_op(ty).unwrap()
    }

    fn pairs(p: &[(&str, &str)]) -> Vec<(String, String)> {
        p.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn viewer_reads_what_the_catalogue_says_is_a_read_and_nothing_else() {
        let roles = Roles::load(None).unwrap();
        let viewer = roles.get("viewer").unwrap();
        for o in licensectl_catalogue::all().filter(|o| o.api == Api::Seller) {
            assert_eq!(viewer.check(o, &[]).is_ok(), o.is_read(), "{}", o.ty);
        }
        let e = viewer.check(op("delalllicenses"), &[]).unwrap_err();
        assert!(
            e.0.contains("role `viewer`") && e.0.contains("licenses delete-all"),
            "{e:?}"
        );
        assert!(!viewer.secrets && roles.get("admin").unwrap().secrets);
    }

    #[test]
    fn support_extends_by_seven_days_at_most_and_never_everyone() {
        let roles = Roles::load(None).unwrap();
        let support = roles.get("support").unwrap();
        let extend = op("extend");
        let with = |e: &str| {
            support.check(
                extend,
                &pairs(&[("user", "ann"), ("sub", "default"), ("expiry", e)]),
            )
        };
        assert!(with("7").is_ok());
        assert!(with("6.5").is_ok());
        // 7 days and 1 second, in days: refused (not a whole second either way it is read).
        assert!(with("7.000011574").is_err());
        assert!(with("7.00002").is_err());
        assert!(with("8").is_err());
        for hostile in ["7d", "-1", "1e9", " 7", "0x7", "", "7.0.0", "7\n"] {
            assert!(with(hostile).is_err(), "{hostile:?}");
        }
        let all = pairs(&[("user", "all"), ("sub", "default"), ("expiry", "1")]);
        let e = support.check(extend, &all).unwrap_err();
        assert!(e.0.contains("every record"), "{e:?}");
        assert!(roles.get("admin").unwrap().check(extend, &all).is_ok());
        assert!(support
            .check(op("resetuser"), &pairs(&[("user", "ann")]))
            .is_ok());
        assert!(support
            .check(op("deluser"), &pairs(&[("user", "ann")]))
            .is_err());
    }

    fn noter_check(op: &Op) -> bool {
        let roles = Roles::load(Some(("f", "[roles.noter]\nallow = [\"setnote\"]"))).unwrap();
        roles.get("noter").unwrap().check(op, &[]).is_ok()
    }

    #[test]
    fn a_roles_file_adds_and_replaces_roles_and_is_checked() {
        let file = "[roles.viewer]\nallow = [\"info\"]\n[roles.billing]\nallow = [\"reads\", \"add\"]\n[roles.billing.limits.add]\nexpiry = \"30d\"\n";
        let roles = Roles::load(Some(("roles.toml", file))).unwrap();
        assert!(roles
            .get("viewer")
            .unwrap()
            .check(op("fetchallkeys"), &[])
            .is_err());
        assert!(roles
            .get("billing")
            .unwrap()
            .check(op("add"), &pairs(&[("expiry", "30")]))
            .is_ok());
        assert!(roles
            .get("billing")
            .unwrap()
            .check(op("add"), &pairs(&[("expiry", "31")]))
            .is_err());
        // The key check (`config init`, `doctor`) is every role's, a read or not.
        let key_check = &licensectl_catalogue::app::KEY_CHECK;
        assert!(noter_check(key_check));
        // Built in, every change's read is allowed; a role of changes alone is warned of.
        assert_eq!(Roles::load(None).unwrap().warnings(), Vec::<String>::new());
        let noter = Roles::load(Some(("f", "[roles.noter]\nallow = [\"setnote\"]"))).unwrap();
        let w = noter.warnings();
        assert_eq!(w.len(), 1, "{w:?}");
        assert!(
            w[0].contains("`setnote` but not `licenses info` (info)"),
            "{w:?}"
        );
        for bad in [
            "[roles.x]\nallow = [\"nosuchtype\"]",
            "[roles.x]\nallow = []\n[roles.x.limits.extend]\nnosuch = \"1d\"",
            "[roles.x]\nallow = []\n[roles.x.limits.extend]\nexpiry = \"soon\"",
            "[roles.x]\nallow = []\nsecret = true",
            "[roles.\"a b\"]\nallow = []",
        ] {
            assert!(Roles::load(Some(("f", bad))).is_err(), "{bad}");
        }
    }
}
