//! Parsers and display of single setting values: timeouts, retry counts, rate limits, time zones,
//! client API versions, masked secrets. The settings table (`settings.rs`) points at these.

/// A request timeout in seconds: a plain number means seconds (as curl, wget and ssh take it);
/// a duration with a unit (`30s`, `2m`) is taken as well.
pub fn parse_timeout(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let secs = if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
        t.parse::<u64>()
            .map_err(|_| format!("timeout {t:?} is too large"))?
    } else {
        licensectl_catalogue::units::parse_duration(t)
            .map_err(|_| format!("timeout {t:?}: expected seconds (5) or a duration (30s, 2m)"))?
    };
    if secs == 0 {
        return Err(format!("timeout {t:?} must be at least 1 second"));
    }
    Ok(secs)
}

/// A retry count.
pub fn parse_retries(text: &str) -> Result<u32, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("retries {text:?} is not a whole number from 0 to 4294967295"))
}

/// A seller rate limit: `120/60s`, `10/1s`; `off` (or `0`) is `None`, no limit. Returns the
/// requests allowed and the window in seconds.
pub fn parse_rate_limit(text: &str) -> Result<Option<(usize, u64)>, String> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("off") || t == "0" {
        return Ok(None);
    }
    let bad = || format!("rate limit {t:?}: expected N/WINDOW such as 120/60s, or off");
    let (n, w) = t.split_once('/').ok_or_else(bad)?;
    let requests: usize = n.trim().parse().map_err(|_| bad())?;
    let secs = licensectl_catalogue::units::parse_duration(w).map_err(|_| bad())?;
    if requests == 0 || secs == 0 {
        return Err(bad());
    }
    Ok(Some((requests, secs)))
}

pub fn check_rate_limit(text: &str) -> Result<(), String> {
    parse_rate_limit(text).map(drop)
}

/// Tables show UTC or local time.
pub fn check_time_zone(text: &str) -> Result<(), String> {
    if text.eq_ignore_ascii_case("utc") || text.eq_ignore_ascii_case("local") {
        Ok(())
    } else {
        Err(format!("time_zone {text:?} is neither utc nor local"))
    }
}

/// When output is coloured: `auto` (on a terminal, unless `NO_COLOR`), `always`, `never`.
pub fn check_color(text: &str) -> Result<(), String> {
    if ["auto", "always", "never"]
        .iter()
        .any(|w| w.eq_ignore_ascii_case(text))
    {
        Ok(())
    } else {
        Err(format!("color {text:?} is not auto, always or never"))
    }
}

/// The client API versions spoken: 1.3 (Ed25519) and 1.2 (HMAC).
pub fn check_client_api(text: &str) -> Result<(), String> {
    match text {
        "1.3" | "1.2" => Ok(()),
        _ => Err(format!("client_api {text:?} is not 1.3 or 1.2")),
    }
}

/// `ab12…` — enough to tell keys apart, never enough to use one.
pub fn mask(secret: &str) -> String {
    let head: String = secret.chars().take(4).collect();
    format!("{head}…")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timeouts_take_plain_seconds_or_durations() {
        assert_eq!(parse_timeout("5"), Ok(5));
        assert_eq!(parse_timeout("2m"), Ok(120));
        assert!(parse_timeout("abc").is_err());
        assert!(parse_timeout("0").is_err());
        assert!(parse_timeout("").is_err());
    }

    #[test]
    fn masks_secrets() {
        assert_eq!(mask("ab12cd34ef"), "ab12…");
    }
}
