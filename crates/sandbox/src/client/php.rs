//! Where the 2024 server's PHP dies before answering (`--bugs`; keyauth `api/1.2/index.php`
//! at 704ec0b): every value it reads goes through `sanitize()`, whose `trim()` throws on an array
//! (`name[]=…`), and its exception handler answers HTTP 500 with the error's text. It reads the
//! session id first, then (after the session check, and the `validated` check where the type
//! makes it first) its parameters in this order, each before the checks that use it.

use serde_json::json;

use crate::handler::{Ctx, Query, Reply};

/// The parameters each type reads after the session id, in the PHP's order, and whether it
/// checks that the session is logged in before reading them.
const READS: &[(&str, &[&str], bool)] = &[
    (
        "register",
        &["username", "key", "pass", "email", "hwid"],
        false,
    ),
    ("upgrade", &["username", "key"], false),
    ("login", &["username", "hwid", "pass", "token"], false),
    ("license", &["key", "hwid"], false),
    ("forgot", &["username", "email"], false),
    ("setvar", &["var", "data"], true),
    ("getvar", &["var"], true),
    ("var", &["varid"], false),
    ("checkblacklist", &["hwid"], false),
    ("chatget", &["channel"], true),
    ("chatsend", &["channel", "message"], true),
    // `params` and `conttype` are read after the webhook's checks (`relay`).
    ("webhook", &["webid"], false),
    ("file", &["fileid"], false),
    ("ban", &["reason", "hwid"], true),
    ("changeUsername", &["newUsername"], true),
];

/// The parameters a type checks against 70 characters right after reading them (`register`,
/// `license`): a long one is answered before the next parameter is read.
const CHECKED_AT_70: &[(&str, &[&str])] =
    &[("register", &["username", "key"]), ("license", &["key"])];

/// The longest HWID the server's `users.hwid` (a varchar(2000) in strict mode) stores.
pub const HWID_COLUMN: usize = 2000;

/// With `--bugs`, a sign-up whose HWID its `users` row cannot hold: the server has marked
/// the key used and added its subscriptions before the `INSERT` of the user dies.
pub fn user_insert_dies(
    cx: &Ctx,
    key: &crate::rules::Key,
    user: &str,
) -> anyhow::Result<Option<Reply>> {
    if !cx.mode.bugs || cx.q.str("hwid").chars().count() <= HWID_COLUMN {
        return Ok(None);
    }
    crate::rules::redeem(cx.db, key, user, cx.now, true)?;
    Ok(Some(died("Data too long for column 'hwid' at row 1")))
}

/// PHP's exception handler: HTTP 500, `Error: ` and the message, unsigned.
pub fn died(message: &str) -> Reply {
    Reply::json(
        500,
        json!({"success": false, "message": format!("Error: {message}")}),
    )
    .sent_as_is()
}

/// `trim()` (inside `sanitize()`) given an array.
pub fn trim_died() -> Reply {
    died("trim(): Argument #1 ($string) must be of type string, array given")
}

/// Whether `name` was sent as an array.
pub fn array(q: &Query, name: &str) -> bool {
    q.arrays.iter().any(|a| a == name)
}

/// Before the session is looked up: an array session id dies (`init` reads none).
pub fn before_session(q: &Query, ty: &str) -> Option<Reply> {
    (ty != "init" && array(q, "sessionid")).then(trim_died)
}

/// After the session check: the first parameter the type reads that is an array dies, unless the
/// type refuses a session that is not logged in first (its handler answers that).
pub fn after_session(cx: &Ctx, ty: &str) -> Option<Reply> {
    let (_, reads, validated_first) = READS.iter().find(|(t, _, _)| *t == ty)?;
    let logged_in = cx.session.as_ref().is_some_and(|s| s.validated);
    if *validated_first && !logged_in {
        return None;
    }
    let checked: &[&str] = CHECKED_AT_70
        .iter()
        .find(|(t, _)| *t == ty)
        .map_or(&[], |(_, c)| c);
    for p in *reads {
        if array(cx.q, p) {
            return Some(trim_died());
        }
        if checked.contains(p) && cx.q.str(p).chars().count() > 70 {
            return None;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::client::fixtures::{call, user};
    use crate::testkit::{json, outcome, Kit};

    fn buggy() -> Kit {
        let mut kit = Kit::new();
        kit.mode.bugs = true;
        kit
    }

    #[test]
    fn an_array_dies_where_the_php_reads_it_and_only_with_the_bugs() {
        let trim = "Error: trim(): Argument #1 ($string) must be of type string, array given";
        let kit = buggy();
        let sid = kit.init();
        // The session id is read first, before the session is looked up.
        let r = kit.client(&[
            ("type", "check"),
            ("sessionid[]", "1"),
            ("sessionid[]", "2"),
        ]);
        assert_eq!((r.status, outcome(&r)), (500, (false, trim.into())));
        assert!(r.unsigned, "the exception handler signs nothing");
        // After the session check: no session is still "Session not found".
        let r = kit.client(&[
            ("type", "login"),
            ("sessionid", "nope"),
            ("username[]", "a"),
        ]);
        assert_eq!(r.status, 200);
        let r = call(&kit, &sid, &[("type", "login"), ("pass[]", "a")]);
        assert_eq!((r.status, outcome(&r).1.as_str()), (500, trim));
        // A type that checks the login first answers that before it reads its parameters.
        let r = call(&kit, &sid, &[("type", "setvar"), ("var[]", "a")]);
        assert_eq!((r.status, outcome(&r).0), (200, false));
        // `init`: `strlen()` of an array `enckey`, `trim()` of an array `ver`.
        let r = kit.client(&[("type", "init"), ("enckey[]", "a")]);
        assert!(outcome(&r).1.starts_with("Error: strlen(): Argument #1"));
        let r = kit.client(&[("type", "init"), ("ver[]", "a")]);
        assert_eq!((r.status, outcome(&r).1.as_str()), (500, trim));
        // Without the bugs: answered.
        let kit = Kit::new();
        let sid = kit.init();
        let r = call(&kit, &sid, &[("type", "login"), ("pass[]", "a")]);
        assert_eq!(r.status, 200);
    }

    #[test]
    fn init_compares_the_version_only_when_one_is_sent_and_links_the_panel() {
        let kit = Kit::new();
        let r = kit.client(&[("type", "init")]);
        assert_eq!(outcome(&r), (true, "Initialized".into()));
        let panel = format!("https://keyauth.cc/panel/owner/{}/", kit.app.name);
        assert_eq!(json(&r)["appinfo"]["customerPanelLink"], panel.as_str());
        crate::store::set_dashboard(&kit.db, "owner", "testseller").unwrap();
        let r = kit.client(&[("type", "init"), ("ver", "1.0")]);
        let panel = format!("https://keyauth.cc/panel/testseller/{}/", kit.app.name);
        assert_eq!(json(&r)["appinfo"]["customerPanelLink"], panel.as_str());
        let r = kit.client(&[("type", "init"), ("ver", "2.0")]);
        assert_eq!(outcome(&r), (false, "invalidver".into()));
    }

    #[test]
    fn sign_ups_without_a_name_are_too_short_and_an_empty_rename_dies_with_the_bugs() {
        let kit = buggy();
        let sid = kit.init();
        let short = (false, "Username too short, try longer one.".to_string());
        assert_eq!(
            outcome(&call(&kit, &sid, &[("type", "register"), ("key", "K")])),
            short
        );
        let r = call(&kit, &sid, &[("type", "license"), ("hwid", "HWID-1")]);
        assert_eq!(outcome(&r), short);
        let alice = user(&kit, "alice");
        let r = call(&kit, &alice, &[("type", "changeUsername")]);
        assert_eq!(
            (r.status, outcome(&r).1.as_str()),
            (500, "Error: Column 'username' cannot be null")
        );
    }

    #[test]
    fn log_answers_empty_and_stores_nothing_without_a_session() {
        let kit = Kit::new();
        let r = kit.client(&[("type", "log"), ("sessionid", "nope"), ("message", "m")]);
        assert!(matches!(&r.body, crate::handler::Body::Text(t) if t.is_empty()));
        let n: i64 = kit
            .db
            .query_row("SELECT COUNT(*) FROM logs", [], |r| r.get(0))
            .unwrap();
        assert_eq!(n, 0);
    }

    #[test]
    fn a_taken_over_session_is_logged_out_but_still_online_and_a_logout_ends_reuse() {
        let kit = buggy();
        crate::store::set_dashboard(&kit.db, "sessionReuse", "1").unwrap();
        let sid = user(&kit, "alice");
        let again = kit.init();
        assert_eq!(again, sid, "the IP's session is reused");
        let r = call(&kit, &sid, &[("type", "check")]);
        assert_eq!(outcome(&r).1, "Session is not validated");
        // The server's table still holds it logged in: the online list shows it.
        let r = call(&kit, &sid, &[("type", "fetchOnline")]);
        assert_eq!(outcome(&r).1, "Successfully fetched online users.");
        call(&kit, &sid, &[("type", "logout")]);
        assert_ne!(kit.init(), sid, "a logged-out session is not reused");
    }

    #[test]
    fn with_the_bugs_the_online_list_is_served_stale() {
        let mut kit = buggy();
        let anon = kit.init();
        let none = (false, "No online users found!".to_string());
        assert_eq!(
            outcome(&call(&kit, &anon, &[("type", "fetchOnline")])),
            none
        );
        user(&kit, "bob");
        assert_eq!(
            outcome(&call(&kit, &anon, &[("type", "fetchOnline")])),
            none
        );
        kit.now += 301;
        let anon = kit.init();
        let r = call(&kit, &anon, &[("type", "fetchOnline")]);
        assert_eq!(outcome(&r).1, "Successfully fetched online users.");
    }
}
