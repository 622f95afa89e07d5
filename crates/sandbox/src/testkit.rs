//! Test helpers: run seller and client requests against an in-memory database at a fixed time.

use rusqlite::Connection;
use serde_json::Value;

use crate::handler::{Ctx, Query, Reply};
use crate::store::{self, AppCreds};

/// An in-memory sandbox whose clock tests move by hand.
pub struct Kit {
    pub db: Connection,
    pub app: AppCreds,
    pub now: i64,
    pub ip: String,
    /// The sandbox's behaviour (`mode.bugs` for the service's bugs).
    pub mode: crate::mode::Mode,
}

impl Kit {
    pub fn new() -> Kit {
        let db = store::open(None).unwrap();
        let app = store::app_creds(&db, Some("kit")).unwrap();
        Kit {
            db,
            app,
            now: 1_800_000_000,
            ip: "203.0.113.7".into(),
            mode: Default::default(),
        }
    }

    /// A request context over this kit's database, at its time and address.
    pub fn ctx<'a>(&'a self, q: &'a Query) -> Ctx<'a> {
        Ctx {
            db: &self.db,
            q,
            now: self.now,
            ip: &self.ip,
            app: &self.app,
            session: None,
            pre: Default::default(),
            mode: self.mode,
        }
    }

    pub fn query(pairs: &[(&str, &str)]) -> Query {
        let raw = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(pairs)
            .finish();
        Query::parse(&raw)
    }

    /// A seller request with the right seller key; `pairs` starts with ("type", …).
    pub fn seller(&self, pairs: &[(&str, &str)]) -> Reply {
        let mut all = vec![("sellerkey", self.app.seller_key.as_str())];
        all.extend_from_slice(pairs);
        self.passes(&Kit::query(&all), crate::seller::dispatch)
    }

    /// A client request with the right app name and ownerid; add ("sessionid", …) after init.
    pub fn client(&self, pairs: &[(&str, &str)]) -> Reply {
        let mut all = vec![
            ("name", self.app.name.as_str()),
            ("ownerid", self.app.ownerid.as_str()),
        ];
        all.extend_from_slice(pairs);
        self.passes(&Kit::query(&all), crate::client::dispatch)
    }

    /// Dispatches `q` as the server does: a handler that needs an outgoing request gets it made
    /// (loopback allowed, as the handler tests serve on it) and runs again.
    fn passes(&self, q: &Query, dispatch: fn(&mut Ctx, bool) -> crate::handler::Handled) -> Reply {
        let mut cx = self.ctx(q);
        loop {
            // A savepoint stands for the server's transaction, rolled back before the fetch.
            self.db.execute_batch("SAVEPOINT pass").unwrap();
            match dispatch(&mut cx, false).map_err(|e| e.downcast::<crate::fetch::NeedFetch>()) {
                Ok(reply) => {
                    self.db.execute_batch("RELEASE pass").unwrap();
                    return reply;
                }
                Err(Ok(crate::fetch::NeedFetch(req))) => {
                    self.db
                        .execute_batch("ROLLBACK TO pass; RELEASE pass")
                        .unwrap();
                    let answer = crate::fetch::perform_blocking(&req, true);
                    cx = self.ctx(q);
                    cx.pre.fetched = Some((req, answer));
                }
                Err(Err(e)) => panic!("internal error: {e:#}"),
            }
        }
    }

    /// `client init` and return the new session id.
    pub fn init(&self) -> String {
        let r = self.client(&[("type", "init"), ("ver", "1.0")]);
        json(&r)["sessionid"].as_str().unwrap().to_string()
    }
}

/// The JSON body of a reply (panics on a text body).
pub fn json(r: &Reply) -> std::borrow::Cow<'_, Value> {
    r.value()
        .unwrap_or_else(|| panic!("expected JSON, got {:?}", r.body))
}

/// A kit with subscription `default` and users `alice` (30 days) and `bob` (1 day).
pub fn with_users() -> Kit {
    let kit = Kit::new();
    kit.seller(&[("type", "addsub"), ("name", "default"), ("level", "1")]);
    for (user, days) in [("alice", "30"), ("bob", "1")] {
        let r = kit.seller(&[
            ("type", "adduser"),
            ("user", user),
            ("sub", "default"),
            ("expiry", days),
            ("pass", "pw"),
        ]);
        assert_eq!(outcome(&r), (true, "Successfully created user!".into()));
    }
    kit
}

/// `success` and `message` of a reply.
pub fn outcome(r: &Reply) -> (bool, String) {
    let v = json(r);
    (
        v["success"] == Value::Bool(true),
        v["message"].as_str().unwrap_or("").to_string(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seller_key_and_type_checks() {
        let kit = Kit::new();
        let q = Kit::query(&[("sellerkey", "short"), ("type", "info")]);
        let mut cx = kit.ctx(&q);
        let (ok, msg) = outcome(&crate::seller::dispatch(&mut cx, false).unwrap());
        assert!(!ok && msg.starts_with("Seller key should be 32"));
        let wrong = "x".repeat(32);
        let q = Kit::query(&[("sellerkey", &wrong), ("type", "info")]);
        let mut cx = kit.ctx(&q);
        let r = crate::seller::dispatch(&mut cx, false).unwrap();
        assert_eq!(
            (r.status, outcome(&r).1.as_str()),
            (404, "No application found")
        );
        assert_eq!(
            outcome(&kit.seller(&[("type", "nope")])).1,
            "Type doesn't exist"
        );
    }

    #[test]
    fn license_lifecycle() {
        let kit = Kit::new();
        kit.seller(&[("type", "addsub"), ("name", "default"), ("level", "1")]);
        let r = kit.seller(&[("type", "add"), ("expiry", "30"), ("amount", "3")]);
        assert_eq!(r.status, 302);
        let key = json(&r)["keys"][0].as_str().unwrap().to_string();
        let info = kit.seller(&[("type", "info"), ("key", &key)]);
        assert_eq!(json(&info)["status"], "Not Used");
        assert_eq!(json(&info)["duration"], "2592000");
        kit.seller(&[("type", "ban"), ("key", &key), ("reason", "fraud")]);
        assert_eq!(
            json(&kit.seller(&[("type", "info"), ("key", &key)]))["status"],
            "Banned"
        );
        let empty = kit.seller(&[("type", "fetchallmutes")]);
        assert_eq!(
            (empty.status, outcome(&empty).1.as_str()),
            (406, "No mutes found")
        );
    }

    #[test]
    fn client_register_then_magic_link() {
        let kit = Kit::new();
        kit.seller(&[("type", "addsub"), ("name", "default"), ("level", "1")]);
        let key = json(&kit.seller(&[("type", "add"), ("expiry", "1")]))["key"]
            .as_str()
            .unwrap()
            .to_string();
        let sid = kit.init();
        let r = kit.client(&[
            ("type", "register"),
            ("sessionid", &sid),
            ("username", "bob"),
            ("pass", "pw"),
            ("key", &key),
            ("email", "bob@example.com"),
        ]);
        assert!(outcome(&r).0, "{:?}", outcome(&r));
        let sid2 = kit.init();
        let sent = kit.client(&[
            ("type", "magicLinkSend"),
            ("sessionid", &sid2),
            ("email", "bob@example.com"),
        ]);
        assert!(outcome(&sent).0);
        let token: String = kit
            .db
            .query_row("SELECT token FROM magic_links", [], |r| r.get(0))
            .unwrap();
        let check = |kit: &Kit| {
            json(&kit.client(&[("type", "magicLinkCheck"), ("sessionid", &sid2)]))["status"].clone()
        };
        assert_eq!(check(&kit), "pending");
        crate::client::approve_magic(&kit.db, &token, kit.now).unwrap();
        assert_eq!(check(&kit), "approved");
        assert_eq!(check(&kit), "used");
    }
}
