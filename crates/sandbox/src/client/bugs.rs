//! The 2024 client API's known bugs, answered only with `sandbox start --bugs`
//! (docs/sandbox-client.md, "The service's bugs"): the default sandbox does what the service means.

use crate::client::require_user;
use crate::handler::{fail, ok, Ctx, Reply};

/// The buggy answer to a client `ty`, or `None` where the service has no bug to reproduce.
pub fn answer(cx: &mut Ctx, ty: &str) -> anyhow::Result<Option<Reply>> {
    Ok(match ty {
        // The service tests a variable its `ban` branch never sets: it answers failure, and the
        // user measured afterwards still logs in.
        "ban" => Some(match require_user(cx) {
            Ok(_) if cx.q.str("reason").chars().count() > 99 => {
                fail("Reason must be 99 characters or less")
            }
            Ok(_) => fail("Failed to ban user."),
            Err(reply) => reply,
        }),
        // The secret handed out by `2faenable` is never found again: the code that would
        // complete it always meets an expired 2FA session (success:true, as the service sends).
        "2faenable" if cx.q.get("code").is_some() => Some(match require_user(cx) {
            Ok(_) => ok("2fa session has expired"),
            Err(reply) => reply,
        }),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use crate::client::fixtures::{call, on, user};
    use crate::testkit::{json, outcome, Kit};
    use crate::totp::code;

    fn buggy() -> Kit {
        let mut kit = Kit::new();
        kit.mode.bugs = true;
        kit
    }

    #[test]
    fn ban_answers_failure_and_the_user_still_logs_in() {
        let kit = buggy();
        let sid = user(&kit, "alice");
        let r = on(&kit, &sid, &[("type", "ban")]);
        assert_eq!(r, (false, "Failed to ban user.".into()));
        let sid = kit.init();
        let login = call(
            &kit,
            &sid,
            &[
                ("type", "login"),
                ("username", "alice"),
                ("pass", "pw"),
                ("hwid", "HWID-alice"),
            ],
        );
        assert!(outcome(&login).0, "{:?}", outcome(&login));
    }

    #[test]
    fn twofa_cannot_be_completed() {
        let kit = buggy();
        let sid = user(&kit, "alice");
        let r = call(&kit, &sid, &[("type", "2faenable")]);
        let secret = json(&r)["2fa"]["secret_code"].as_str().unwrap().to_string();
        let good = code(&secret, kit.now).unwrap();
        let r = on(&kit, &sid, &[("type", "2faenable"), ("code", &good)]);
        assert_eq!(r, (true, "2fa session has expired".into()));
        let on_: i64 = kit
            .db
            .query_row(
                "SELECT twofa FROM users WHERE username = 'alice'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(on_, 0);
    }
}
