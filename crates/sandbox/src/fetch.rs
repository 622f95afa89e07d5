//! Outgoing HTTP from handlers (file uploads, webhook relays), run from the database thread.

use anyhow::Result;
use std::time::Duration;

/// A relayed request's answer: status and body bytes (at most `max` + 1 bytes read).
pub fn send(
    mode: crate::mode::Mode,
    method: &str,
    url: &str,
    body: Option<&str>,
    content_type: Option<&str>,
    ua: &str,
    max: usize,
) -> Result<(u16, Vec<u8>)> {
    if mode.fuzzing {
        anyhow::bail!("no outgoing requests while fuzzing");
    }
    let handle = tokio::runtime::Handle::try_current()?;
    handle.block_on(async {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(20))
            .redirect(reqwest::redirect::Policy::none())
            .user_agent(ua)
            .build()?;
        let mut req = client.request(method.parse()?, url);
        if let Some(b) = body {
            req = req.body(b.to_string());
        }
        if let Some(ct) = content_type {
            req = req.header("content-type", ct);
        }
        let mut resp = req.send().await?;
        let status = resp.status().as_u16();
        let mut out = Vec::new();
        while let Some(chunk) = resp.chunk().await? {
            out.extend_from_slice(&chunk);
            if out.len() > max {
                break;
            }
        }
        Ok((status, out))
    })
}

pub fn get(mode: crate::mode::Mode, url: &str, max: usize) -> Result<(u16, Vec<u8>)> {
    send(mode, "GET", url, None, None, "KeyAuth", max)
}
