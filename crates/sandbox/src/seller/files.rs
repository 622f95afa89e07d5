//! Seller `files` handlers: files the client API serves (api-catalogue §2.6).

use rand::Rng;
use rusqlite::params;
use serde_json::json;

use crate::fetch;
use crate::reply::{fail, ok, ok_with, Ctx, Handled, Handler};

pub const HANDLERS: &[(&str, Handler)] = &[("upload", upload), ("delfile", delfile)];

const MAX_SIZE: usize = 75 * 1024 * 1024;

fn upload(cx: &mut Ctx) -> Handled {
    let url = cx.q.str("url");
    let Ok(parsed) = url::Url::parse(url) else {
        return Ok(fail("URL is invalid"));
    };
    if !matches!(parsed.scheme(), "http" | "https") {
        return Ok(fail(
            "URL can't be a local path! Must be a remote URL accessible by the open internet",
        ));
    }
    if parsed
        .host_str()
        .is_some_and(|h| h.contains("discordapp") || h.contains("discord.com"))
    {
        return Ok(fail("Discord's developers made files expire after 24 hours, use catbox.moe or pages.dev instead!"));
    }
    // The sandbox downloads the file (loopback allowed) and keeps the bytes to serve them.
    let bytes = match fetch::get(url, MAX_SIZE) {
        Ok((200, bytes)) => bytes,
        Ok(_) | Err(_) => return Ok(fail("URL is invalid")),
    };
    if bytes.len() > MAX_SIZE {
        return Ok(fail("File size limit is 75 MB."));
    }
    let name = parsed
        .path_segments()
        .and_then(|s| s.last())
        .filter(|s| !s.is_empty())
        .unwrap_or("file")
        .to_string();
    let id = loop {
        let id = format!("{:06}", rand::thread_rng().gen_range(0..1_000_000));
        if cx
            .db
            .query_row("SELECT 1 FROM files WHERE id = ?1", [&id], |_| Ok(()))
            .is_err()
        {
            break id;
        }
    };
    cx.db.execute(
        "INSERT INTO files (id, name, url, size, uploaddate, authed, content) VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6)",
        params![id, name, url, human_size(bytes.len()), cx.now, bytes],
    )?;
    Ok(ok_with(
        &format!("File ID {id} Uploaded Successfully"),
        json!({"id": id}),
    ))
}

pub fn human_size(n: usize) -> String {
    match n {
        n if n >= 1 << 20 => format!("{:.1} MB", n as f64 / (1 << 20) as f64),
        n if n >= 1 << 10 => format!("{:.1} KB", n as f64 / (1 << 10) as f64),
        n => format!("{n} B"),
    }
}

fn delfile(cx: &mut Ctx) -> Handled {
    let f = cx.q.str("fileid");
    let n = cx
        .db
        .execute("DELETE FROM files WHERE id = ?1 OR name = ?1", [f])?;
    Ok(if n > 0 {
        ok("Successfully deleted files!")
    } else {
        fail("Failed to delete all files!")
    })
}
