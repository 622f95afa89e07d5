//! Seller `whitelists` handlers: IPs let past the VPN block (api-catalogue §2.10, §2.17).

use crate::handler::{fail, ok, Ctx, Handled, Handler};

pub const HANDLERS: &[(&str, Handler)] = &[
    ("addWhite", add_white),
    ("delWhite", del_white),
    ("delallwhites", delallwhites),
];

fn add_white(cx: &mut Ctx) -> Handled {
    // The sandbox keeps each IP once; a repeat is the service's failure answer.
    let n = cx.db.execute(
        "INSERT OR IGNORE INTO whitelist (ip) SELECT ?1 WHERE ?1 IS NOT NULL",
        [cx.q.get("ip")],
    )?;
    Ok(if n > 0 {
        ok("Successfully added whitelist!")
    } else {
        fail("Failed to add whitelist!")
    })
}

fn del_white(cx: &mut Ctx) -> Handled {
    let n = cx
        .db
        .execute("DELETE FROM whitelist WHERE ip = ?1", [cx.q.str("ip")])?;
    Ok(if n > 0 {
        ok("Successfully deleted whitelist!")
    } else {
        fail("Failed to delete whitelist!")
    })
}

fn delallwhites(cx: &mut Ctx) -> Handled {
    Ok(if cx.db.execute("DELETE FROM whitelist", [])? > 0 {
        ok("Successfully deleted all whitelists!")
    } else {
        fail("Failed to delete all whitelists!")
    })
}

#[cfg(test)]
mod tests {
    use crate::testkit::{outcome, Kit};

    fn listed(kit: &Kit, ip: &str) -> bool {
        kit.db
            .query_row("SELECT COUNT(*) FROM whitelist WHERE ip = ?1", [ip], |r| {
                r.get::<_, i64>(0)
            })
            .unwrap()
            > 0
    }

    #[test]
    fn add_and_delete_one() {
        let kit = Kit::new();
        let r = kit.seller(&[("type", "addWhite"), ("ip", "198.51.100.23")]);
        assert_eq!(outcome(&r), (true, "Successfully added whitelist!".into()));
        assert!(listed(&kit, "198.51.100.23"));
        let r = kit.seller(&[("type", "addWhite"), ("ip", "198.51.100.23")]);
        assert_eq!(outcome(&r), (false, "Failed to add whitelist!".into()));
        let r = kit.seller(&[("type", "addWhite")]);
        assert_eq!(outcome(&r), (false, "Failed to add whitelist!".into()));

        let r = kit.seller(&[("type", "delWhite"), ("ip", "198.51.100.23")]);
        assert_eq!(
            outcome(&r),
            (true, "Successfully deleted whitelist!".into())
        );
        assert!(!listed(&kit, "198.51.100.23"));
        let r = kit.seller(&[("type", "delWhite"), ("ip", "198.51.100.23")]);
        assert_eq!(outcome(&r), (false, "Failed to delete whitelist!".into()));
    }

    #[test]
    fn delete_all() {
        let kit = Kit::new();
        let r = kit.seller(&[("type", "delallwhites")]);
        assert_eq!(
            outcome(&r),
            (false, "Failed to delete all whitelists!".into())
        );
        kit.seller(&[("type", "addWhite"), ("ip", "198.51.100.23")]);
        kit.seller(&[("type", "addWhite"), ("ip", "2001:db8::1")]);
        let r = kit.seller(&[("type", "delallwhites")]);
        assert_eq!(
            outcome(&r),
            (true, "Successfully deleted all whitelists!".into())
        );
        assert!(!listed(&kit, "2001:db8::1"));
        let r = kit.seller(&[("type", "delWhite"), ("ip", "198.51.100.23")]);
        assert!(!outcome(&r).0);
    }
}
