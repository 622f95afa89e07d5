//! Server generations: which seller types the profile's server knows (found once, cached per
//! profile and service, refreshed by `doctor`), the names and mask syntax it takes, the error for
//! a type it lacks, the seller key's form, and the hint for a server without client API 1.3.

use std::collections::BTreeMap;
use std::sync::Mutex;

use licensectl_catalogue::{find, Api, Generation, Mask, Op};

use super::{http, sessions, Service};
use crate::answer::Reply;
use crate::error::Failure;

/// Every seller key the service issues is this long (api-catalogue §1.3).
pub const KEY_LEN: usize = 32;

/// What the service answers for a type it does not know.
const NO_SUCH_TYPE: &str = "Type doesn't exist";

/// The start of the error for a type the server lacks (backup and restore look for it).
use crate::error::NO_TYPE as MISSING;

/// Refuses a seller key that cannot be one, before anything is sent.
pub fn check_key_form(key: &str) -> Result<(), Failure> {
    let n = key.chars().count();
    if n == KEY_LEN {
        return Ok(());
    }
    Err(Failure::Auth(format!(
        "a seller key is {KEY_LEN} characters; this one has {n}: copy it again from the dashboard's seller settings (licensectl config set seller_key --stdin)"
    )))
}

/// What this process has read from (or written to) the state file, by state key: a bulk run
/// sends thousands of requests and reads the file once.
static SEEN: Mutex<BTreeMap<String, Option<Generation>>> = Mutex::new(BTreeMap::new());

/// The generation cached for this profile and service, if any.
pub fn cached(s: &Service) -> Option<Generation> {
    let key = sessions::key(&s.settings);
    if let Some(seen) = SEEN.lock().ok().and_then(|m| m.get(&key).copied()) {
        return seen;
    }
    let g = s
        .state()
        .ok()
        .and_then(|s| s.generation(&key).and_then(Generation::parse));
    if let Ok(mut m) = SEEN.lock() {
        m.insert(key, g);
    }
    g
}

fn remember(s: &Service, g: Generation) {
    let key = sessions::key(&s.settings);
    if let Ok(mut m) = SEEN.lock() {
        m.insert(key.clone(), Some(g));
    }
    if let Ok(mut state) = s.state() {
        // A cache: failing to write it only costs a probe next time.
        let _ = state.save_generation(&key, g.name());
    }
}

/// Whether an error is the service's answer to an unknown type.
fn no_such_type(e: &anyhow::Error) -> bool {
    matches!(e.downcast_ref::<Failure>(), Some(Failure::Service(m)) if m == NO_SUCH_TYPE)
}

/// Whether an error is `missing`'s: the server lacks the type.
pub fn is_missing_type(e: &anyhow::Error) -> bool {
    e.chain().any(|c| is_missing_message(&c.to_string()))
}

/// Whether a message is `missing`'s.
pub fn is_missing_message(m: &str) -> bool {
    m.starts_with(MISSING)
}

/// The error for a type the server lacks, naming a licensectl alternative where there is one.
pub fn missing(op: &Op, known: Option<Generation>) -> Failure {
    let why = match known {
        Some(Generation::Open2022) => {
            "an older KeyAuth server: the 2022 open-source seller API has no such type"
        }
        _ => "an older KeyAuth server, or one without this type",
    };
    let instead = match op.instead {
        Some(cmd) => format!("; use `licensectl {cmd}` instead"),
        None => String::new(),
    };
    Failure::Service(format!("{MISSING}{}` ({why}){instead}", op.ty))
}

/// Finds the server's generation with one harmless read the 2022 server lacks (`appdetails`),
/// and caches it. Under --dry-run nothing is sent: the cache, else the newest.
pub async fn detect(s: &Service) -> anyhow::Result<Generation> {
    if s.opts.dry_run {
        return Ok(cached(s).unwrap_or(Generation::Current));
    }
    let probe = find(Api::Seller, "appdetails").expect("the catalogue has appdetails");
    let g = match s.send_typed(probe, probe.ty, &[]).await {
        Ok(_) => Generation::Current,
        Err(e) if no_such_type(&e) => Generation::Open2022,
        Err(e) => return Err(e),
    };
    remember(s, g);
    Ok(g)
}

/// The cached generation, else the one `detect` finds: once, though a `--from-file` job asks
/// from every request under way at the same moment (the rest wait for the first probe).
pub async fn of(s: &Service) -> anyhow::Result<Generation> {
    static PROBING: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());
    if let Some(g) = cached(s) {
        return Ok(g);
    }
    let _one = PROBING.lock().await;
    match cached(s) {
        Some(g) => Ok(g),
        None => detect(s).await,
    }
}

/// Whether a mask (licensectl's mask language, docs/masks.md) makes random keys on `g`.
pub fn mask_is_random(mask: &str, g: Generation) -> bool {
    match g {
        Generation::Open2022 => mask.contains(['*', 'X', 'x']),
        Generation::Current => mask.contains('*'),
    }
}

/// A mask as the server of generation `g` reads it: on the 2022 server `*` becomes `X` (upper
/// case and digits) or, with `character` 3, `x` (lower case and digits).
pub fn mask_for(mask: &str, character: Option<&str>, g: Generation) -> Result<String, Failure> {
    if g == Generation::Current || !mask.contains('*') {
        return Ok(mask.to_string());
    }
    if mask.contains(['X', 'x']) {
        return Err(Failure::Usage(format!(
            "--mask {mask:?} mixes * with X or x; this server (2022 generation) reads X and x as random characters too, so they cannot be literal: write random places as * only, or as X/x only"
        )));
    }
    let random = if character == Some("3") { "x" } else { "X" };
    Ok(mask.replace('*', random))
}

/// `Service::send`: a seller request with the type name and mask syntax of the server's
/// generation, a missing type named as such; a client request on a server without API 1.3 hints
/// at `client_api = "1.2"`.
pub async fn send(
    s: &Service,
    op: &Op,
    params: &[(String, String)],
) -> anyhow::Result<Option<Reply>> {
    if op.api == Api::Client {
        return match s.send_typed(op, op.ty, params).await {
            Err(e) if not_found(&e) && client_version(s) == "1.3" => Err(client_hint(s, e).await),
            other => other,
        };
    }
    check_key_form(s.settings.require("seller_key")?)?;
    let known = cached(s);
    let mask = op
        .mask()
        .and_then(|(p, _)| params.iter().find(|(k, _)| k == p.name));
    // What the generation changes must be known before sending: a mask's syntax, a parameter
    // the 2022 server ignores.
    let older = op.on(Generation::Open2022);
    let ignorable = older
        .drops
        .iter()
        .chain(older.warns)
        .any(|p| params.iter().any(|(k, v)| k == p && !v.is_empty()));
    let g = match (known, mask) {
        (Some(g), _) => g,
        (None, Some((_, m))) if m.contains(['*', 'X', 'x']) => of(s).await?,
        (None, _) if ignorable => of(s).await?,
        (None, _) => Generation::Current,
    };
    let Some(ty) = op.type_on(g) else {
        return Err(missing(op, Some(g)).into());
    };
    check_dropped(op, params, g)?;
    let params = adapt(op, params, g)?;
    match s.send_typed(op, ty, &params).await {
        Err(e) if no_such_type(&e) && known.is_none() && op.since > Generation::Open2022 => {
            remember(s, Generation::Open2022);
            Err(missing(op, Some(Generation::Open2022)).into())
        }
        Err(e) if no_such_type(&e) && known.is_none() && older.ty.is_some() => {
            remember(s, Generation::Open2022);
            let ty = op.type_on(Generation::Open2022).unwrap_or(op.ty);
            s.send_typed(op, ty, &params).await
        }
        // A type outside the catalogue (`licensectl api seller TYPE`) keeps the service's words.
        Err(e) if no_such_type(&e) && find(Api::Seller, op.ty).is_some() => {
            Err(missing(op, known).into())
        }
        other => other,
    }
}

/// Refuses a parameter generation `g` ignores where it is the request's point, and warns about
/// one it ignores while the rest works (docs/generations.md), before anything is sent.
fn check_dropped(op: &Op, params: &[(String, String)], g: Generation) -> Result<(), Failure> {
    let given = params
        .iter()
        .filter(|(_, v)| !v.is_empty())
        .map(|(k, _)| k.as_str());
    let (refused, warned) = op.dropped_on(g, given);
    let flag = |p: &str| {
        op.param(p)
            .map_or(p.to_string(), |p| format!("--{}", p.flag))
    };
    if let Some(p) = refused.first() {
        return Err(Failure::Usage(format!(
            "{} is ignored by this server (2022 generation): `{}` would answer success and do nothing with it; leave it out (docs/generations.md)",
            flag(p),
            op.ty
        )));
    }
    for p in warned {
        crate::say!(
            "licensectl: warning: this server (2022 generation) ignores {}: it is not stored (docs/generations.md)",
            flag(p)
        );
    }
    if g == Generation::Open2022 {
        if let Some((mask, _)) = op.mask() {
            let m = params
                .iter()
                .find(|(k, _)| k == mask.name)
                .map(|(_, v)| v.as_str());
            if let Some(m) = m.filter(|m| !m.contains('*') && m.contains(['X', 'x'])) {
                crate::say!(
                    "licensectl: warning: this server (2022 generation) reads X and x in a mask as random characters: the key will not be {m:?} as written"
                );
            }
        }
    }
    Ok(())
}

/// The parameters as generation `g` takes them (the mask's syntax).
fn adapt(
    op: &Op,
    params: &[(String, String)],
    g: Generation,
) -> Result<Vec<(String, String)>, Failure> {
    let Some((mask, Mask { charset })) = op.mask() else {
        return Ok(params.to_vec());
    };
    let character = params
        .iter()
        .find(|(k, _)| k == charset)
        .map(|(_, v)| v.as_str());
    params
        .iter()
        .map(|(k, v)| {
            let v = if k == mask.name {
                mask_for(v, character, g)?
            } else {
                v.clone()
            };
            Ok((k.clone(), v))
        })
        .collect()
}

fn client_version(s: &Service) -> &str {
    s.settings.get("client_api").unwrap_or("1.3")
}

/// An answer that says the path does not exist (HTTP 404, or a web server's HTML page); a 5xx
/// page (a proxy's 502) is a broken server, not a missing API.
fn not_found(e: &anyhow::Error) -> bool {
    matches!(e.downcast_ref::<Failure>(), Some(Failure::Answer(m))
        if m.contains("(HTTP 404)")
            || ((m.contains("<html") || m.contains("<!DOCTYPE")) && !m.contains("(HTTP 5")))
}

/// After a 404 at `/api/1.3/`: one request to `/api/1.2/`; if that path exists, say how to use it.
async fn client_hint(s: &Service, e: anyhow::Error) -> anyhow::Error {
    let url = http::request_url(s.base(), Api::Client, "1.2", &[]);
    match s.http.get(&url).await {
        Ok(resp) if resp.status != 404 => Failure::Config(format!(
            "this server has no client API 1.3 (HTTP 404 at /api/1.3/) but answers at /api/1.2/: set client_api = \"1.2\" in the profile (licensectl config set client_api 1.2 --profile {})",
            s.settings.profile
        ))
        .into(),
        _ => e,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_502_page_is_not_a_missing_client_api() {
        let page = |status: u16| {
            anyhow::Error::new(Failure::Answer(format!(
                "answer is not JSON (HTTP {status}): <html><body>Bad Gateway</body></html>"
            )))
        };
        assert!(!not_found(&page(502)));
        assert!(not_found(&page(404)));
        assert!(
            not_found(&page(200)),
            "a web server's page for a missing path"
        );
    }

    #[test]
    fn masks_mean_the_same_on_both_generations() {
        let old = Generation::Open2022;
        assert_eq!(mask_for("TEST-****", None, old).unwrap(), "TEST-XXXX");
        assert_eq!(mask_for("TEST-****", Some("3"), old).unwrap(), "TEST-xxxx");
        assert_eq!(
            mask_for("TEST-XXXX-xxxx", None, old).unwrap(),
            "TEST-XXXX-xxxx"
        );
        assert!(mask_for("X-**", None, old).is_err());
        assert_eq!(mask_for("X-**", None, Generation::Current).unwrap(), "X-**");
        assert!(mask_is_random("TEST-XXXX-xxxx", old));
        assert!(!mask_is_random("TEST-XXXX-xxxx", Generation::Current));
    }

    #[test]
    fn a_seller_key_has_32_characters() {
        assert!(check_key_form(&"a".repeat(32)).is_ok());
        let e = check_key_form("abc").unwrap_err();
        assert_eq!(e.code(), 4);
        assert!(e.message().starts_with("a seller key is 32 characters"));
    }
}
