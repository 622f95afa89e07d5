//! Checking client API answers: Ed25519 over timestamp + body (1.3), HMAC-SHA256 (1.2).

use hmac::{Hmac, Mac};
use reqwest::header::HeaderMap;
use ring::signature::{UnparsedPublicKey, ED25519};
use sha2::Sha256;

use crate::error::Failure;

/// How old a 1.3 signature may be (the SDKs' window), and how far ahead of us.
pub const MAX_AGE: i64 = 20;
pub const MAX_AHEAD: i64 = 5;

fn header<'a>(h: &'a HeaderMap, name: &str) -> Option<&'a str> {
    h.get(name).and_then(|v| v.to_str().ok())
}

fn bad(why: &str) -> Failure {
    Failure::Answer(format!(
        "{why}; the answer cannot be trusted (check public_key / app_secret, or --no-verify)"
    ))
}

/// Verifies a 1.3 answer signed with `public_key_hex`, at local time `now`.
pub fn ed25519(
    public_key_hex: &str,
    headers: &HeaderMap,
    body: &[u8],
    now: i64,
) -> Result<(), Failure> {
    let key_bytes: [u8; 32] = hex::decode(public_key_hex.trim())
        .ok()
        .and_then(|b| b.try_into().ok())
        .ok_or_else(|| {
            Failure::Config(format!(
                "public_key {public_key_hex:?} is not 64 hex characters"
            ))
        })?;
    // ring reads the key when it verifies: 32 bytes that are no point on the curve verify
    // nothing, so such a key is told as a signature that does not match.
    let key = UnparsedPublicKey::new(&ED25519, key_bytes);
    let sig =
        header(headers, "x-signature-ed25519").ok_or_else(|| bad("the answer is not signed"))?;
    let ts = header(headers, "x-signature-timestamp")
        .ok_or_else(|| bad("the answer's signature has no timestamp"))?;
    let when: i64 = ts
        .trim()
        .parse()
        .map_err(|_| bad("the signature timestamp is not a number"))?;
    if now - when > MAX_AGE || when - now > MAX_AHEAD {
        return Err(bad(&format!(
            "the signature is stale ({}s off; the window is {MAX_AGE}s)",
            now - when
        )));
    }
    let sig = hex::decode(sig.trim())
        .ok()
        .filter(|b| b.len() == 64)
        .ok_or_else(|| bad("the signature is malformed"))?;
    let mut msg = ts.trim().as_bytes().to_vec();
    msg.extend_from_slice(body);
    key.verify(&msg, &sig)
        .map_err(|_| bad("the signature does not match the answer"))
}

/// Verifies a 1.2 answer's `signature` header: HMAC-SHA256 of the body with `key`.
pub fn hmac(key: &str, headers: &HeaderMap, body: &[u8]) -> Result<(), Failure> {
    let sig = header(headers, "signature").ok_or_else(|| bad("the answer is not signed"))?;
    let sig = hex::decode(sig.trim()).map_err(|_| bad("the answer is not signed"))?;
    let mut mac =
        Hmac::<Sha256>::new_from_slice(key.as_bytes()).map_err(|_| bad("bad HMAC key"))?;
    mac.update(body);
    mac.verify_slice(&sig)
        .map_err(|_| bad("the signature does not match the answer"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ring::signature::{Ed25519KeyPair, KeyPair};

    fn signed(seed: [u8; 32], ts: i64, body: &[u8]) -> (String, HeaderMap) {
        let key = Ed25519KeyPair::from_seed_unchecked(&seed).unwrap();
        let mut msg = ts.to_string().into_bytes();
        msg.extend_from_slice(body);
        let mut h = HeaderMap::new();
        h.insert(
            "x-signature-ed25519",
            hex::encode(key.sign(&msg)).parse().unwrap(),
        );
        h.insert("x-signature-timestamp", ts.to_string().parse().unwrap());
        (hex::encode(key.public_key()), h)
    }

    #[test]
    fn good_tampered_stale_and_missing() {
        let (pk, h) = signed([3; 32], 1000, b"{\"success\":true}");
        assert!(ed25519(&pk, &h, b"{\"success\":true}", 1005).is_ok());
        assert_eq!(
            ed25519(&pk, &h, b"{\"success\":false}", 1005)
                .unwrap_err()
                .code(),
            6
        );
        let stale = ed25519(&pk, &h, b"{\"success\":true}", 1021).unwrap_err();
        assert!(stale.to_string().contains("stale"), "{stale}");
        assert!(ed25519(&pk, &HeaderMap::new(), b"{}", 1000)
            .unwrap_err()
            .to_string()
            .contains("not signed"));
        let (other, _) = signed([4; 32], 1000, b"");
        assert!(ed25519(&other, &h, b"{\"success\":true}", 1000).is_err());
    }

    #[test]
    fn hmac_checks_the_body() {
        let mut mac = Hmac::<Sha256>::new_from_slice(b"k-secret").unwrap();
        mac.update(b"body");
        let mut h = HeaderMap::new();
        h.insert(
            "signature",
            hex::encode(mac.finalize().into_bytes()).parse().unwrap(),
        );
        assert!(hmac("k-secret", &h, b"body").is_ok());
        assert!(hmac("k-secret", &h, b"bodx").is_err());
        assert!(hmac("other", &h, b"body").is_err());
    }
}
