//! Which addresses the sandbox's outgoing requests may reach: public unicast ones only.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// Why `ip` is not a public unicast address (loopback, private, link-local, unspecified or another
/// special-purpose range of the IANA registries), or `None` when it is one.
pub fn special(ip: IpAddr) -> Option<&'static str> {
    match ip {
        IpAddr::V4(v4) => special_v4(v4),
        IpAddr::V6(v6) => special_v6(v6),
    }
}

fn special_v4(ip: Ipv4Addr) -> Option<&'static str> {
    let [a, b, c, _] = ip.octets();
    Some(match (a, b, c) {
        (0, _, _) => "an unspecified address",
        (127, _, _) => "a loopback address",
        (10, _, _) | (192, 168, _) => "a private address",
        (172, 16..=31, _) => "a private address",
        (100, 64..=127, _) => "a shared (carrier-grade NAT) address",
        (169, 254, _) => "a link-local address",
        (192, 0, 0) => "an IETF protocol address",
        (192, 0, 2) | (198, 51, 100) | (203, 0, 113) => "a documentation address",
        (192, 88, 99) => "a 6to4 relay address",
        (198, 18..=19, _) => "a benchmarking address",
        (224..=239, _, _) => "a multicast address",
        (240..=255, _, _) => "a reserved address",
        _ => return None,
    })
}

fn special_v6(ip: Ipv6Addr) -> Option<&'static str> {
    if ip.is_unspecified() {
        return Some("an unspecified address");
    }
    if ip.is_loopback() {
        return Some("a loopback address");
    }
    let s = ip.segments();
    // Addresses that carry an IPv4 address are judged by it: IPv4-mapped, NAT64, 6to4.
    let embedded = |hi: u16, lo: u16| Ipv4Addr::from((u32::from(hi) << 16) | u32::from(lo));
    match s {
        [0, 0, 0, 0, 0, 0xffff, hi, lo] => special_v4(embedded(hi, lo)),
        [0, 0, 0, 0, 0, 0, _, _] => Some("a deprecated IPv4-compatible address"),
        [0x64, 0xff9b, 0, 0, 0, 0, hi, lo] => special_v4(embedded(hi, lo)),
        [0x64, 0xff9b, 1, ..] => Some("a private address"),
        [0x100, 0, 0, 0, ..] => Some("a discard address"),
        [0x2001, 0xdb8, ..] => Some("a documentation address"),
        [0x2001, b, ..] if b < 0x200 => Some("an IETF protocol address"),
        [0x2002, hi, lo, ..] => special_v4(embedded(hi, lo)),
        [a, ..] if a & 0xfff0 == 0x3ff0 => Some("a documentation address"),
        [a, ..] if a & 0xfe00 == 0xfc00 => Some("a private address"),
        [a, ..] if a & 0xffc0 == 0xfe80 => Some("a link-local address"),
        [a, ..] if a & 0xffc0 == 0xfec0 => Some("a private (site-local) address"),
        [a, ..] if a & 0xff00 == 0xff00 => Some("a multicast address"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::special;

    #[test]
    fn only_public_unicast_addresses_pass() {
        for public in [
            "8.8.8.8",
            "93.184.216.34",
            "172.32.0.1",
            "100.128.0.1",
            "2606:4700::1111",
            "::ffff:8.8.8.8",
            "2002:808:808::1",
        ] {
            assert_eq!(special(public.parse().unwrap()), None, "{public}");
        }
        for (refused, why) in [
            ("127.0.0.1", "loopback"),
            ("127.255.0.9", "loopback"),
            ("0.0.0.0", "unspecified"),
            ("10.1.2.3", "private"),
            ("172.16.0.1", "private"),
            ("172.31.255.255", "private"),
            ("192.168.1.1", "private"),
            ("100.64.0.1", "carrier-grade"),
            ("169.254.169.254", "link-local"),
            ("192.0.0.8", "IETF"),
            ("192.0.2.1", "documentation"),
            ("198.18.0.1", "benchmarking"),
            ("224.0.0.1", "multicast"),
            ("255.255.255.255", "reserved"),
            ("::1", "loopback"),
            ("::", "unspecified"),
            ("::ffff:127.0.0.1", "loopback"),
            ("::ffff:169.254.169.254", "link-local"),
            ("::127.0.0.1", "IPv4-compatible"),
            ("64:ff9b::a00:1", "private"),
            ("2002:7f00:1::1", "loopback"),
            ("2001::1", "IETF"),
            ("2001:db8::1", "documentation"),
            ("fd00::1", "private"),
            ("fe80::1", "link-local"),
            ("fec0::1", "site-local"),
            ("ff02::1", "multicast"),
        ] {
            let got = special(refused.parse().unwrap());
            assert!(got.is_some_and(|g| g.contains(why)), "{refused}: {got:?}");
        }
    }
}
