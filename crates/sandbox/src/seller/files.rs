//! Seller `files` handlers: files the client API serves (api-catalogue §2.6).

use rand::Rng;
use rusqlite::{params, OptionalExtension};
use serde_json::{json, Value};

use crate::fetch::{Fetched, Request};
use crate::handler::{fail, fail_status, ok, ok_with, Ctx, Handled, Handler};

pub const HANDLERS: &[(&str, Handler)] = &[
    ("upload", upload),
    ("fetchfile", fetchfile),
    ("editfile", editfile),
    ("delfile", delfile),
    ("delallfiles", delallfiles),
    ("fetchallfiles", fetchallfiles),
];

const MAX_SIZE: usize = 75 * 1024 * 1024;
const TOO_BIG: &str = "File size limit is 75 MB.";

/// The file name the service records: the last segment of the URL's path.
fn file_name(url: &url::Url) -> String {
    url.path_segments()
        .and_then(|mut s| s.next_back())
        .filter(|s| !s.is_empty())
        .unwrap_or("file")
        .to_string()
}

/// The service's answer to a local URL, with the sandbox's reason.
fn not_fetched(why: &str) -> String {
    format!(
        "URL can't be a local path! Must be a remote URL accessible by the open internet ({why})"
    )
}

fn upload(cx: &mut Ctx) -> Handled {
    let url = cx.q.str("url").to_string();
    let url = url.as_str();
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
    // The sandbox downloads the file and keeps the bytes to serve them.
    let bytes = match cx.fetch(Request::get(url, MAX_SIZE))? {
        Fetched::Answer(200, bytes) => bytes,
        Fetched::Refused(why) => return Ok(fail(&not_fetched(&why))),
        Fetched::Answer(..) | Fetched::Failed => return Ok(fail("URL is invalid")),
    };
    if bytes.len() > MAX_SIZE {
        return Ok(fail(TOO_BIG));
    }
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
        params![id, file_name(&parsed), url, human_size(bytes.len()), cx.now, bytes],
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

const FILE_COLUMNS: &str = "id, url, name, size, authed";

/// A file as `fetchfile` and `fetchallfiles` answer it (`FILE_COLUMNS`).
fn file_row(r: &rusqlite::Row) -> rusqlite::Result<Value> {
    Ok(json!({
        "id": r.get::<_, String>(0)?,
        "url": r.get::<_, String>(1)?,
        "name": r.get::<_, String>(2)?,
        "size": r.get::<_, String>(3)?,
        "authed": r.get::<_, i64>(4)?,
    }))
}

fn fetchfile(cx: &mut Ctx) -> Handled {
    let id = cx.q.str("id");
    let file = cx
        .db
        .query_row(
            &format!("SELECT {FILE_COLUMNS} FROM files WHERE id = ?1"),
            [id],
            file_row,
        )
        .optional()?;
    Ok(match file {
        Some(f) => ok_with("Successfully retrieved file", json!({ "file": f })),
        None => fail_status(406, &format!("No file Found with ID: {id}")),
    })
}

/// Downloads the new URL first (as the service does), then replaces name, size, URL and bytes.
fn editfile(cx: &mut Ctx) -> Handled {
    let url = cx.q.str("url").to_string();
    let url = url.as_str();
    // A URL that cannot be reached reports status 0, as curl does.
    let (status, bytes) = match cx.fetch(Request::get(url, MAX_SIZE))? {
        Fetched::Answer(status, bytes) => (status, bytes),
        Fetched::Refused(why) => return Ok(fail(&not_fetched(&why))),
        Fetched::Failed => (0, Vec::new()),
    };
    if status != 200 {
        return Ok(fail(&format!(
            "Failed to fetch file. HTTP Status: {status}"
        )));
    }
    if bytes.len() > MAX_SIZE {
        return Ok(fail(TOO_BIG));
    }
    let name = url::Url::parse(url)
        .map(|u| file_name(&u))
        .unwrap_or_else(|_| "file".into());
    let authed = cx.q.get("authed").map(|_| cx.q.flag("authed"));
    let n = cx.db.execute(
        "UPDATE files SET name = ?1, size = ?2, url = ?3, authed = COALESCE(?4, authed), content = ?5 WHERE id = ?6",
        params![name, human_size(bytes.len()), url, authed, bytes, cx.q.str("id")],
    )?;
    Ok(if n > 0 {
        ok("Successfully updated file")
    } else {
        fail("Failed to update file")
    })
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

fn delallfiles(cx: &mut Ctx) -> Handled {
    Ok(if cx.db.execute("DELETE FROM files", [])? > 0 {
        ok("Successfully deleted all files!")
    } else {
        fail("Failed to delete all files!")
    })
}

/// Rows carry `name`, `size` and `authed` beyond the service's `id` and `url`.
fn fetchallfiles(cx: &mut Ctx) -> Handled {
    let mut st = cx
        .db
        .prepare(&format!("SELECT {FILE_COLUMNS} FROM files ORDER BY pk"))?;
    let rows = st.query_map([], file_row)?;
    cx.list_rows(
        "Successfully retrieved files",
        "files",
        "No files Found",
        rows,
    )
}

#[cfg(test)]
mod tests {
    use std::io::{Read, Write};

    use crate::testkit::{json, outcome, Kit};

    /// Answers every request on a loopback port with `status` and `body`; returns the base URL.
    fn serve(status: u16, body: &'static [u8]) -> String {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(mut s) = stream else { break };
                let _ = s.read(&mut [0u8; 4096]);
                let head = format!(
                    "HTTP/1.1 {status} X\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
                    body.len()
                );
                let _ = s.write_all(head.as_bytes());
                let _ = s.write_all(body);
            }
        });
        format!("http://{addr}")
    }

    fn upload(kit: &Kit, url: &str) -> String {
        let r = kit.seller(&[("type", "upload"), ("url", url)]);
        assert!(outcome(&r).0, "{:?}", outcome(&r));
        json(&r)["id"].as_str().unwrap().to_string()
    }

    #[test]
    fn upload_then_info_and_list() {
        let base = serve(200, b"hello world");
        let kit = Kit::new();
        let r = kit.seller(&[("type", "fetchallfiles")]);
        assert_eq!((r.status, outcome(&r).1.as_str()), (406, "No files Found"));
        let id = upload(&kit, &format!("{base}/dl/loader.exe"));

        let r = kit.seller(&[("type", "fetchfile"), ("id", &id)]);
        assert_eq!(outcome(&r).1, "Successfully retrieved file");
        let f = &json(&r)["file"];
        assert_eq!(
            (f["id"].as_str(), f["name"].as_str()),
            (Some(id.as_str()), Some("loader.exe"))
        );
        assert_eq!(
            (f["size"].as_str(), f["authed"].as_i64()),
            (Some("11 B"), Some(1))
        );

        let r = kit.seller(&[("type", "fetchallfiles")]);
        assert_eq!(outcome(&r).1, "Successfully retrieved files");
        assert_eq!(json(&r)["files"][0]["url"], format!("{base}/dl/loader.exe"));

        let r = kit.seller(&[("type", "fetchfile"), ("id", "000000")]);
        assert_eq!(
            (r.status, outcome(&r).1.as_str()),
            (406, "No file Found with ID: 000000")
        );
    }

    #[test]
    fn editfile_downloads_the_new_url() {
        let old = serve(200, b"v1");
        let new = serve(200, b"version two");
        let gone = serve(404, b"missing");
        let kit = Kit::new();
        let id = upload(&kit, &format!("{old}/a.bin"));
        let edit = |url: &str, id: &str, authed: &str| {
            outcome(&kit.seller(&[
                ("type", "editfile"),
                ("id", id),
                ("url", url),
                ("authed", authed),
            ]))
        };

        assert_eq!(
            edit(&format!("{gone}/b.bin"), &id, "0"),
            (false, "Failed to fetch file. HTTP Status: 404".into())
        );
        assert_eq!(
            edit(&format!("{new}/b.bin"), "999999", "0"),
            (false, "Failed to update file".into())
        );
        assert_eq!(
            edit(&format!("{new}/b.bin"), &id, "0"),
            (true, "Successfully updated file".into())
        );
        let f = json(&kit.seller(&[("type", "fetchfile"), ("id", &id)]))["file"].clone();
        assert_eq!(
            (f["name"].as_str(), f["size"].as_str()),
            (Some("b.bin"), Some("11 B"))
        );
        assert_eq!(f["authed"], 0);
        let content: Vec<u8> = kit
            .db
            .query_row("SELECT content FROM files WHERE id = ?1", [&id], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(content, b"version two");
    }

    #[test]
    fn editfile_unreachable_url_reports_status_zero() {
        let kit = Kit::new();
        let r = kit.seller(&[
            ("type", "editfile"),
            ("id", "1"),
            ("url", "not a url"),
            ("authed", "1"),
        ]);
        assert_eq!(
            outcome(&r),
            (false, "Failed to fetch file. HTTP Status: 0".into())
        );
    }

    #[test]
    fn delete_one_and_all() {
        let base = serve(200, b"x");
        let kit = Kit::new();
        let a = upload(&kit, &format!("{base}/a"));
        upload(&kit, &format!("{base}/b"));
        upload(&kit, &format!("{base}/c"));
        let del = |f: &str| outcome(&kit.seller(&[("type", "delfile"), ("fileid", f)]));
        assert_eq!(del(&a), (true, "Successfully deleted files!".into()));
        assert_eq!(del(&a), (false, "Failed to delete all files!".into()));
        assert!(del("b").0, "a file can be deleted by name");
        let r = kit.seller(&[("type", "fetchallfiles")]);
        assert_eq!(json(&r)["files"].as_array().unwrap().len(), 1);

        let all = || outcome(&kit.seller(&[("type", "delallfiles")]));
        assert_eq!(all(), (true, "Successfully deleted all files!".into()));
        assert_eq!(all(), (false, "Failed to delete all files!".into()));
        assert_eq!(kit.seller(&[("type", "fetchallfiles")]).status, 406);
    }
}
