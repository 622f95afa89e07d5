//! Who the caller is behind a reverse proxy: the connection's peer, unless that peer is a
//! `--trusted-proxy`, whose `X-Forwarded-For` then names the caller. Only the entries the
//! trusted proxies added are believed: read from the right, the first that is not a trusted
//! proxy; an entry that is no address stops the walk at the last proxy's own address, so a caller
//! can never choose the address its throttle and audit row are counted under.

use std::net::IpAddr;

use axum::http::header::GetAll;
use axum::http::HeaderValue;

/// The entries read from the right at most: past this many hops the caller is the nearest proxy
/// (a longer chain is a forged one, and the walk stays bounded).
pub const MAX_HOPS: usize = 16;

/// The caller's address: `peer` itself unless it is one of `proxies`.
pub fn caller(peer: IpAddr, proxies: &[IpAddr], headers: GetAll<'_, HeaderValue>) -> IpAddr {
    let peer = peer.to_canonical();
    if !proxies.contains(&peer) {
        return peer;
    }
    // Several headers are one list, in order (RFC 9110, 5.3): the last one's last entry is the
    // nearest proxy's addition.
    let values: Vec<&HeaderValue> = headers.iter().collect();
    let entries = values
        .iter()
        .rev()
        .flat_map(|v| v.as_bytes().rsplit(|b| *b == b','))
        .take(MAX_HOPS);
    let mut nearest = peer;
    for entry in entries {
        let Some(ip) = std::str::from_utf8(entry)
            .ok()
            .and_then(|s| s.trim().parse::<IpAddr>().ok())
            .map(|ip| ip.to_canonical())
        else {
            return nearest;
        };
        if !proxies.contains(&ip) {
            return ip;
        }
        nearest = ip;
    }
    nearest
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderMap;

    fn seen(peer: &str, proxies: &[&str], values: &[&str]) -> String {
        let mut h = HeaderMap::new();
        for v in values {
            h.append("x-forwarded-for", HeaderValue::from_str(v).unwrap());
        }
        let proxies: Vec<IpAddr> = proxies.iter().map(|p| p.parse().unwrap()).collect();
        caller(
            peer.parse().unwrap(),
            &proxies,
            h.get_all("x-forwarded-for"),
        )
        .to_string()
    }

    #[test]
    fn an_untrusted_peer_is_the_caller_whatever_it_forwards() {
        assert_eq!(seen("192.0.2.1", &[], &["203.0.113.7"]), "192.0.2.1");
        assert_eq!(
            seen("192.0.2.1", &["127.0.0.1"], &["203.0.113.7"]),
            "192.0.2.1"
        );
    }

    #[test]
    fn behind_a_trusted_proxy_the_nearest_untrusted_entry_is_the_caller() {
        let p = ["127.0.0.1", "10.0.0.2"];
        assert_eq!(seen("127.0.0.1", &p, &["203.0.113.7"]), "203.0.113.7");
        // A caller's own forged entries stand left of the proxy's addition.
        assert_eq!(
            seen("127.0.0.1", &p, &["198.51.100.1, 203.0.113.7"]),
            "203.0.113.7"
        );
        // Two trusted proxies in a row; two headers are one list.
        assert_eq!(
            seen("127.0.0.1", &p, &["203.0.113.7, 10.0.0.2"]),
            "203.0.113.7"
        );
        assert_eq!(
            seen("127.0.0.1", &p, &["198.51.100.1", "203.0.113.7"]),
            "203.0.113.7"
        );
        assert_eq!(
            seen("::ffff:127.0.0.1", &p, &["::ffff:203.0.113.7"]),
            "203.0.113.7"
        );
        assert_eq!(seen("127.0.0.1", &p, &["2001:db8::1"]), "2001:db8::1");
    }

    #[test]
    fn what_is_no_address_leaves_the_nearest_proxy_as_the_caller() {
        let p = ["127.0.0.1", "10.0.0.2"];
        for v in [
            "",
            "unknown",
            "203.0.113.7:4711",
            "[2001:db8::1]",
            "999.1.1.1",
        ] {
            assert_eq!(seen("127.0.0.1", &p, &[v]), "127.0.0.1", "{v:?}");
        }
        assert_eq!(
            seen("127.0.0.1", &p, &["203.0.113.7, garbage, 10.0.0.2"]),
            "10.0.0.2"
        );
        assert_eq!(seen("127.0.0.1", &p, &[]), "127.0.0.1");
        // A chain longer than any real one: bounded, and the nearest proxy stands for it.
        let long = vec!["10.0.0.2"; MAX_HOPS + 4].join(", ");
        assert_eq!(
            seen("127.0.0.1", &p, &[&format!("203.0.113.7, {long}")]),
            "10.0.0.2"
        );
    }
}
