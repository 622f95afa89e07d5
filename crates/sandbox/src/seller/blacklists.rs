//! Seller `blacklists` handlers: blocked IPs, HWIDs, regions, countries and ASNs (api-catalogue §2.10).

use rusqlite::params;
use serde_json::json;

use crate::handler::{fail, ok, Ctx, Handled, Handler};

pub const HANDLERS: &[(&str, Handler)] = &[
    ("black", black),
    ("delblack", delblack),
    ("delblacks", delblacks),
    ("fetchallblacks", fetchallblacks),
];

/// Blacklist types; each stores its value in the column of the same name.
const TYPES: &[&str] = &["ip", "hwid", "region", "country", "asn"];

fn black(cx: &mut Ctx) -> Handled {
    // The 2022 server stored the HWID before the IP (keyauth-transcripts.md #150).
    let mut order = TYPES.to_vec();
    if super::differences(cx)
        .quirks
        .contains(&licensectl_catalogue::Quirk::HwidBeforeIp)
    {
        order.swap(0, 1);
    }
    for ty in order {
        if let Some(value) = cx.q.get(ty) {
            cx.db.execute(
                "INSERT INTO bans (type, ip, hwid, region, country, asn) VALUES (?1,
                    CASE ?1 WHEN 'ip' THEN ?2 END, CASE ?1 WHEN 'hwid' THEN ?2 END,
                    CASE ?1 WHEN 'region' THEN ?2 END, CASE ?1 WHEN 'country' THEN ?2 END,
                    CASE ?1 WHEN 'asn' THEN ?2 END)",
                params![ty, value],
            )?;
        }
    }
    // The service answers success even when no value was given.
    Ok(ok("Blacklist Addition Successful"))
}

fn delblack(cx: &mut Ctx) -> Handled {
    let ty = cx.q.str("blacktype");
    if !TYPES.contains(&ty) {
        return Ok(fail("Invalid blacklist type!"));
    }
    let n = cx.db.execute(
        "DELETE FROM bans WHERE type = ?1 AND ?2 = CASE ?1 WHEN 'ip' THEN ip WHEN 'hwid' THEN hwid
            WHEN 'region' THEN region WHEN 'country' THEN country ELSE asn END",
        params![ty, cx.q.get("data")],
    )?;
    Ok(if n > 0 {
        ok("Successfully deleted blacklist!")
    } else {
        fail("Failed to delete blacklist!")
    })
}

fn delblacks(cx: &mut Ctx) -> Handled {
    Ok(if cx.db.execute("DELETE FROM bans", [])? > 0 {
        ok("Successfully deleted all blacklists!")
    } else {
        fail("Failed to delete all blacklists!")
    })
}

fn fetchallblacks(cx: &mut Ctx) -> Handled {
    let mut st = cx
        .db
        .prepare("SELECT hwid, ip, type, region, country, asn FROM bans ORDER BY id")?;
    let rows = st.query_map([], |r| {
        let text = |i| r.get::<_, Option<String>>(i);
        Ok(json!({
            "hwid": text(0)?,
            "ip": text(1)?,
            "type": r.get::<_, String>(2)?,
            "region": text(3)?,
            "country": text(4)?,
            "asn": text(5)?,
        }))
    })?;
    cx.list_rows(
        "Successfully retrieved blacklists",
        "blacklists",
        "No blacklists found",
        rows,
    )
}

#[cfg(test)]
mod tests {
    use crate::rules::blacklisted;
    use crate::testkit::{json, outcome, Kit};

    #[test]
    fn create_list_and_delete_one() {
        let kit = Kit::new();
        let r = kit.seller(&[
            ("type", "black"),
            ("ip", "198.51.100.23"),
            ("hwid", "HW-1"),
            ("country", "XZ"),
        ]);
        assert_eq!(outcome(&r), (true, "Blacklist Addition Successful".into()));
        let rows = json(&kit.seller(&[("type", "fetchallblacks")]))["blacklists"].clone();
        assert_eq!(rows.as_array().unwrap().len(), 3);
        assert_eq!(rows[0]["type"], "ip");
        assert_eq!(rows[0]["ip"], "198.51.100.23");
        assert!(rows[0]["hwid"].is_null());
        assert_eq!(rows[1]["hwid"], "HW-1");
        assert_eq!(
            (&rows[2]["type"], &rows[2]["country"]),
            (&"country".into(), &"XZ".into())
        );
        assert!(blacklisted(&kit.db, "198.51.100.23", None).unwrap());
        assert!(blacklisted(&kit.db, "192.0.2.1", Some("HW-1")).unwrap());

        let r = kit.seller(&[
            ("type", "delblack"),
            ("data", "198.51.100.23"),
            ("blacktype", "ip"),
        ]);
        assert_eq!(
            outcome(&r),
            (true, "Successfully deleted blacklist!".into())
        );
        assert!(!blacklisted(&kit.db, "198.51.100.23", None).unwrap());
        // The HWID entry is untouched by deleting an IP.
        assert!(blacklisted(&kit.db, "192.0.2.1", Some("HW-1")).unwrap());
    }

    #[test]
    fn delete_failures() {
        let kit = Kit::new();
        kit.seller(&[("type", "black"), ("hwid", "HW-1")]);
        let r = kit.seller(&[("type", "delblack"), ("data", "HW-1"), ("blacktype", "mac")]);
        assert_eq!(outcome(&r), (false, "Invalid blacklist type!".into()));
        // The right value under the wrong type deletes nothing.
        let r = kit.seller(&[("type", "delblack"), ("data", "HW-1"), ("blacktype", "ip")]);
        assert_eq!(outcome(&r), (false, "Failed to delete blacklist!".into()));
        assert!(blacklisted(&kit.db, "192.0.2.1", Some("HW-1")).unwrap());
    }

    #[test]
    fn delete_all_and_empty_list() {
        let kit = Kit::new();
        let r = kit.seller(&[("type", "black")]);
        assert!(outcome(&r).0, "success even with no value");
        let r = kit.seller(&[("type", "fetchallblacks")]);
        assert_eq!(
            (r.status, outcome(&r).1.as_str()),
            (406, "No blacklists found")
        );
        let r = kit.seller(&[("type", "delblacks")]);
        assert_eq!(
            outcome(&r),
            (false, "Failed to delete all blacklists!".into())
        );
        kit.seller(&[
            ("type", "black"),
            ("ip", "198.51.100.23"),
            ("asn", "AS64500"),
        ]);
        let r = kit.seller(&[("type", "delblacks")]);
        assert_eq!(
            outcome(&r),
            (true, "Successfully deleted all blacklists!".into())
        );
        assert_eq!(kit.seller(&[("type", "fetchallblacks")]).status, 406);
        assert!(!blacklisted(&kit.db, "198.51.100.23", None).unwrap());
    }
}
