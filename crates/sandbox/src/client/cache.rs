//! The 2024 server's Redis entries that outlive what they were made from, kept in the sandbox's
//! database on the sandbox's clock: the session an IP was last given (`KeyAuthSessionDupe`, for
//! `--set sessionReuse=1`), and, with `--bugs`, the answers it serves stale (the online
//! list for 30 minutes, the stats for an hour; docs/sandbox.md).

use rusqlite::{params, OptionalExtension};

use crate::handler::Ctx;

/// The live entry `key`.
pub fn get(cx: &Ctx, key: &str) -> rusqlite::Result<Option<String>> {
    cx.db
        .query_row(
            "SELECT value FROM client_cache WHERE key = ?1 AND until > ?2",
            params![key, cx.now],
            |r| r.get(0),
        )
        .optional()
}

/// Keeps `value` as `key` for `seconds`.
pub fn put(cx: &Ctx, key: &str, value: &str, seconds: i64) -> rusqlite::Result<()> {
    cx.db.execute(
        "INSERT OR REPLACE INTO client_cache (key, value, until) VALUES (?1, ?2, ?3)",
        params![key, value, cx.now + seconds],
    )?;
    Ok(())
}
