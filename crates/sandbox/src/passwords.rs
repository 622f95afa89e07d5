//! Password hashing and checking done before a request's transaction, off the database thread.
//!
//! Argon2 takes ~30 ms a hash by design. Inside the transaction every other request waited behind
//! it (~31 logins/s and a stalled sandbox under load, docs/performance.md). Here the stored hash is
//! read, released, checked on a blocking thread, and the handler re-checks inside the transaction
//! that the hash is still the one checked (`Ctx::verify_password`). The hashing runs on a bounded
//! pool (`hash`); when its queue is full the request is answered busy (`Prework::busy`).

use std::sync::Arc;

use rusqlite::OptionalExtension;
use subtle::ConstantTimeEq;

use crate::handler::{Prework, Query};
use crate::pool::Busy;
use crate::shared::{Family, Shared};

/// What a request type does with a password.
struct Job {
    /// The parameter holding the password.
    password: &'static str,
    /// The parameter naming the user whose stored hash it is checked against, if any.
    user: Option<&'static str>,
    /// Whether a new user is created with it when that user does not exist.
    creates: bool,
}

fn job(family: Family, ty: &str) -> Option<Job> {
    let (password, user, creates) = match (family, ty) {
        (Family::Seller, "adduser" | "activate" | "addAccount") => ("pass", None, true),
        (Family::Seller, "resetpw") => ("passwd", None, true),
        (Family::Seller, _) => return None,
        (_, "register") => ("pass", None, true),
        (_, "login") => ("pass", Some("username"), false),
        // A license login is a user named after the key, the key its password.
        (_, "license") => ("key", Some("key"), true),
        _ => return None,
    };
    Some(Job {
        password,
        user,
        creates,
    })
}

/// Only requests for this sandbox's application get work done for them.
fn for_this_app(shared: &Shared, family: Family, q: &Query) -> bool {
    let creds = &shared.creds;
    match family {
        Family::Seller => bool::from(
            q.str("sellerkey")
                .as_bytes()
                .ct_eq(creds.seller_key.as_bytes()),
        ),
        _ => {
            bool::from(q.str("ownerid").as_bytes().ct_eq(creds.ownerid.as_bytes()))
                && q.str("name") == creds.name
        }
    }
}

/// The user's stored hash: `None` when there is no such user, `Some(None)` when it has no password.
fn stored(shared: &Shared, user: &str) -> Option<Option<String>> {
    let db = shared.db.lock().ok()?;
    db.query_row(
        "SELECT password FROM users WHERE username = ?1 ORDER BY id LIMIT 1",
        [user],
        |r| r.get::<_, Option<String>>(0),
    )
    .optional()
    .ok()
    .flatten()
}

/// The Argon2 work a request will need, done now; nothing when it needs none.
pub(crate) async fn prework(shared: &Arc<Shared>, family: Family, q: &Query) -> Prework {
    let mut pre = Prework::default();
    let Some(job) = job(family, q.str("type")) else {
        return pre;
    };
    let Some(password) = q.get(job.password).filter(|p| !p.is_empty()) else {
        return pre;
    };
    if !for_this_app(shared, family, q) {
        return pre;
    }
    let password = password.to_string();
    let existing = match job.user.and_then(|u| q.get(u)) {
        Some(user) => {
            let (s, user) = (shared.clone(), user.to_string());
            shared.worker.run(move || stored(&s, &user)).await.flatten()
        }
        None => None,
    };
    let fuzzing = shared.mode.fuzzing;
    // On the hashing pool (`hash`): a full queue is the busy answer, nothing done.
    match existing {
        Some(Some(hash)) => {
            match crate::hash::verify_queued(password.clone(), hash.clone()).await {
                Ok(ok) => pre.checked = Some((password, hash, ok)),
                Err(Busy) => pre.busy = true,
            }
        }
        // A user without a password gets this one at its first login.
        Some(None) => hashed(&mut pre, password, fuzzing).await,
        None if job.creates => hashed(&mut pre, password, fuzzing).await,
        None => {}
    }
    pre
}

async fn hashed(pre: &mut Prework, password: String, fuzzing: bool) {
    match crate::hash::hash_queued(password.clone(), fuzzing).await {
        Ok(fresh) => *pre.hashed.borrow_mut() = fresh.ok().map(|h| (password, h)),
        Err(Busy) => pre.busy = true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    fn shared() -> Arc<Shared> {
        let db = crate::store::open(None).unwrap();
        let creds = crate::store::app_creds(&db, Some("t")).unwrap();
        let hash = crate::hash::hash_password("pw").unwrap();
        db.execute(
            "INSERT INTO users (username, password, owner, createdate, lastlogin) VALUES ('ann', ?1, 'x', 0, 0), ('bo', NULL, 'x', 0, 0)",
            [hash],
        )
        .unwrap();
        Arc::new(Shared {
            db: Mutex::new(db),
            readers: None,
            creds,
            clock: Arc::new(crate::clock::Moved::new(
                crate::clock::Clock::manual(0),
                Default::default(),
            )),
            service_limits: false,
            base_url: String::new(),
            worker: crate::worker::Worker::spawn().unwrap(),
            mode: Default::default(),
            allow_private_fetch: false,
            throttle: Default::default(),
            faults: Default::default(),
            controls: true,
            snapshots: None,
            gate: Default::default(),
        })
    }

    fn login(s: &Shared, user: &str, pass: &str) -> String {
        format!(
            "type=login&name={}&ownerid={}&username={user}&pass={pass}",
            s.creds.name, s.creds.ownerid
        )
    }

    async fn run(s: &Arc<Shared>, family: Family, raw: &str) -> Prework {
        prework(s, family, &Query::parse(raw)).await
    }

    #[tokio::test]
    async fn logins_are_checked_and_new_passwords_hashed_before_the_transaction() {
        let s = shared();
        let pre = run(&s, Family::Client13, &login(&s, "ann", "pw")).await;
        assert!(matches!(pre.checked, Some((_, _, true))));
        let pre = run(&s, Family::Client13, &login(&s, "ann", "nope")).await;
        assert!(matches!(pre.checked, Some((_, _, false))));
        // No password yet: the login will set this one.
        let pre = run(&s, Family::Client13, &login(&s, "bo", "pw")).await;
        assert!(pre.checked.is_none() && pre.hashed.borrow().is_some());
        // An unknown user needs no work; nor does another application's request.
        let pre = run(&s, Family::Client13, &login(&s, "zed", "pw")).await;
        assert!(pre.checked.is_none() && pre.hashed.borrow().is_none());
        let foreign = "type=login&name=other&ownerid=x&username=ann&pass=pw";
        assert!(run(&s, Family::Client13, foreign).await.checked.is_none());
        let raw = format!("type=adduser&sellerkey={}&pass=pw", s.creds.seller_key);
        assert!(run(&s, Family::Seller, &raw)
            .await
            .hashed
            .borrow()
            .is_some());
        let raw = "type=adduser&sellerkey=wrong&pass=pw";
        assert!(run(&s, Family::Seller, raw).await.hashed.borrow().is_none());
    }
}
