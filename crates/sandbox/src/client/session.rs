//! Client session types: `init` (and later check, logout).

use rusqlite::params;
use serde_json::json;

use crate::reply::{fail, ok_with, Ctx, Handled, Handler};
use crate::store::{self, random_string};

pub const HANDLERS: &[(&str, Handler)] = &[("init", init)];

fn init(cx: &mut Ctx) -> Handled {
    let enckey = cx.q.get("enckey");
    if enckey.is_some_and(|k| k.len() > 35) {
        return Ok(fail(
            "Encryption key too long, must be 35 characters or less",
        ));
    }
    if store::setting(cx.db, "enabled")? == "0" {
        return Ok(fail(&store::setting(cx.db, "appdisabled")?));
    }
    if store::setting(cx.db, "paused")? == "1" {
        return Ok(fail(&store::setting(cx.db, "pausedApp")?));
    }
    let ver = store::setting(cx.db, "ver")?;
    if cx.q.get("ver") != Some(ver.as_str()) {
        let download = store::setting(cx.db, "download")?;
        return Ok(crate::reply::Reply::json(
            200,
            json!({"success": false, "message": "invalidver", "download": download}),
        ));
    }
    let lifetime: i64 = store::setting(cx.db, "session")?.parse().unwrap_or(21_600);
    let id = random_string(10);
    let stored_key = enckey.map(|k| format!("{k}-{}", cx.app.secret));
    cx.db.execute(
        "INSERT INTO sessions (id, credential, expiry, created_at, enckey, validated, ip) VALUES (?1, NULL, ?2, ?3, ?4, 0, ?5)",
        params![id, cx.now + lifetime, cx.now, stored_key, cx.ip],
    )?;
    let placeholder = "N/A - Use fetchStats() function in latest example";
    Ok(ok_with(
        "Initialized",
        json!({
            "sessionid": id,
            "appinfo": {
                "numUsers": placeholder,
                "numOnlineUsers": placeholder,
                "numKeys": placeholder,
                "version": ver,
                "customerPanelLink": "",
            },
            "newSession": true,
        }),
    ))
}
