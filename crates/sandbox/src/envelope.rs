//! Client API 1.0's envelope: names in hex, every other field and the answer AES-256-CBC encrypted.
//!
//! As the service and its 1.0 SDKs do it: the AES key is the ASCII text of the first 32 hex digits
//! of SHA-256 of the key text (the app secret for `init`, the session's `enckey` after it), the IV
//! the ASCII text of the first 16 hex digits of SHA-256 of the request's `init_iv`; PKCS#7 padding;
//! ciphertext in lowercase hex. `type`, `name`, `ownerid` and `sessionid` are plain hex; `init_iv`,
//! `hash`, `reason` and `newUsername` are sent as they are.

use aes::cipher::{block_padding::Pkcs7, BlockDecryptMut, BlockEncryptMut, KeyIvInit};
use sha2::{Digest, Sha256};
use std::sync::Arc;

use crate::shared::Shared;

type Encryptor = cbc::Encryptor<aes::Aes256>;
type Decryptor = cbc::Decryptor<aes::Aes256>;

/// Fields the SDKs hex-encode instead of encrypting.
const HEX: &[&str] = &["type", "name", "ownerid", "sessionid"];
/// What a non-hex `name` or `ownerid` reads as: not empty, not 10 characters, no app's name.
const UNDECODED: &str = "\0";
/// Fields the service reads as they are.
const PLAIN: &[&str] = &["init_iv", "hash", "reason", "newUsername"];

fn key_and_iv(key: &str, init_iv: &str) -> ([u8; 32], [u8; 16]) {
    let k = hex::encode(Sha256::digest(key.as_bytes()));
    let iv = hex::encode(Sha256::digest(init_iv.as_bytes()));
    let mut key_bytes = [0u8; 32];
    let mut iv_bytes = [0u8; 16];
    key_bytes.copy_from_slice(&k.as_bytes()[..32]);
    iv_bytes.copy_from_slice(&iv.as_bytes()[..16]);
    (key_bytes, iv_bytes)
}

/// `plain` encrypted with `key` and `init_iv`, as lowercase hex.
pub fn encrypt(plain: &[u8], key: &str, init_iv: &str) -> String {
    let (k, iv) = key_and_iv(key, init_iv);
    let sealed = Encryptor::new(&k.into(), &iv.into()).encrypt_padded_vec_mut::<Pkcs7>(plain);
    hex::encode(sealed)
}

/// The plain bytes of a hex ciphertext; `None` when it is not hex or does not decrypt (the service
/// then reads the field as absent).
pub fn decrypt(hex_text: &str, key: &str, init_iv: &str) -> Option<Vec<u8>> {
    let sealed = hex::decode(hex_text.trim()).ok()?;
    let (k, iv) = key_and_iv(key, init_iv);
    Decryptor::new(&k.into(), &iv.into())
        .decrypt_padded_vec_mut::<Pkcs7>(&sealed)
        .ok()
}

/// The key text of a session's stored `enckey` (stored as `<enckey>-<secret>`, the 1.2 form).
pub fn session_key(stored: Option<&str>, secret: &str) -> String {
    let stored = stored.unwrap_or("");
    stored
        .strip_suffix(secret)
        .and_then(|s| s.strip_suffix('-'))
        .unwrap_or(stored)
        .to_string()
}

/// The fields of a 1.0 request in plain text, as a query string for `Query::parse`. `key_of`
/// gives a session's stored `enckey` (`None`: no live session, whose fields stay unreadable).
pub fn open(raw: &str, secret: &str, key_of: impl FnOnce(&str) -> Option<String>) -> String {
    let pairs: Vec<(String, String)> = url::form_urlencoded::parse(raw.as_bytes())
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    let unhex = |v: &str| {
        hex::decode(v.trim())
            .ok()
            .and_then(|b| String::from_utf8(b).ok())
    };
    let field = |name: &str| pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v);
    let ty = field("type").and_then(|v| unhex(v)).unwrap_or_default();
    let init_iv = field("init_iv").cloned().unwrap_or_default();
    let key = if ty == "init" {
        Some(secret.to_string())
    } else {
        let sid = field("sessionid")
            .and_then(|v| unhex(v))
            .unwrap_or_default();
        key_of(&sid).map(|stored| session_key(Some(&stored), secret))
    };
    let mut out = url::form_urlencoded::Serializer::new(String::new());
    for (k, v) in &pairs {
        let plain = if HEX.contains(&k.as_str()) {
            // The service checks `name` and `ownerid` as sent (not empty), then decodes them:
            // `hex2bin` of a non-hex value is `false`, an ownerid of length 0 and a name no app
            // has. `UNDECODED` stands for it (no name or ownerid contains a NUL).
            unhex(v).or_else(|| {
                (matches!(k.as_str(), "name" | "ownerid") && !v.trim().is_empty())
                    .then(|| UNDECODED.to_string())
            })
        } else if PLAIN.contains(&k.as_str()) {
            Some(v.clone())
        } else {
            key.as_deref()
                .and_then(|key| decrypt(v, key, &init_iv))
                .and_then(|b| String::from_utf8(b).ok())
        };
        if let Some(p) = plain {
            out.append_pair(k, &p);
        }
    }
    out.finish()
}

/// [`open`] with the session's key read on a read-only connection (`readers`), else on the
/// database thread.
pub(crate) async fn open_request(shared: &Arc<Shared>, raw: String) -> String {
    let read = shared.readers.as_ref().map(|readers| {
        readers.read(|db| {
            open(&raw, &shared.creds.secret, |sid| {
                stored_key(db, sid, shared.clock.now())
            })
        })
    });
    if let Some(crate::readers::Read::Done(opened)) = read {
        return opened;
    }
    let s = shared.clone();
    let opened = shared
        .worker
        .run(move || {
            let db = s.db.lock().ok();
            open(&raw, &s.creds.secret, |sid| {
                stored_key(db.as_ref()?, sid, s.clock.now())
            })
        })
        .await;
    opened.unwrap_or_default()
}

/// The key of a live session (`""` when it has none).
fn stored_key(db: &rusqlite::Connection, sid: &str, now: i64) -> Option<String> {
    db.query_row(
        "SELECT COALESCE(enckey, '') FROM sessions WHERE id = ?1 AND expiry > ?2",
        rusqlite::params![sid, now],
        |r| r.get(0),
    )
    .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    // keyauth-transcripts.md #209, recorded from the open-source server: app secret, init_iv, the
    // encrypted `ver` and `enckey` fields, and the encrypted answer with its plain text.
    const SECRET: &str = "0ccb3ea75e30301db8d995139d2bc7953f6d23e69f9e4c8470cdb8dd10ea34af";
    const IV: &str = "abcdef0123456789";
    const VER: &str = "6127425c317c9fbdfbe7d70c054b843d";
    const ANSWER: &str = "b6cdc45df9cdae7542ed73c103c47b5336f5cbd1d91696e6d971d0eb4ceb8feb2ac72e07a54e5afa2d1e35ed7eb1d4d62e9f52f0bdc8a77cb22bbb7c2667d92aeb01f0a4f012d1ec2588b0e62e01e60c6f41d6945c27bc013b51074a1b9177dcd75fe8b9ff18bf71039333ac3918cae5792e84ed09a39d1aeffbf280e810260ee229ed779b31928939fb43ccef8a6fc1793d5b06cabfe846e702a03f8942f5f1655c783e177ed3d5e8d35e632ab44d6451dcda49a93fdb246fd48136cc4c9ff564fbdedf736aad640794911009785f7b2742d51d5fcdc5e9f60d9906d84173817038cb5eb9b388bbeb87081aa3579d658e00de56e8a116c75e462cc539ef17981b9f090437540699e327bd6b76ee97da8e672abde4511b662eaa74f2fcf6c935297ba66b22e3ec9a772c77255b4c97b04fc02b034ba8e3c83a0c3067e5f8bf29416a300e05268cbbd98ebd1d2f0dc1fb24ad1855a908e793a8a7f681faf5dc1de0e2292b75f1bc1aa7bb9d80b09764ca";
    const PLAIN_ANSWER: &str = r#"{"success":true,"message":"Initialized","sessionid":"GwKzmWf5R3","appinfo":{"numUsers":"N\/A - Use fetchStats() function in latest example","numOnlineUsers":"N\/A - Use fetchStats() function in latest example","numKeys":"N\/A - Use fetchStats() function in latest example","version":"1.0","customerPanelLink":"https:\/\/keyauth.cc\/panel\/testseller\/TestApp\/"}}"#;

    #[test]
    fn matches_the_recorded_service_byte_for_byte() {
        assert_eq!(encrypt(PLAIN_ANSWER.as_bytes(), SECRET, IV), ANSWER);
        assert_eq!(
            decrypt(ANSWER, SECRET, IV).unwrap(),
            PLAIN_ANSWER.as_bytes()
        );
        assert_eq!(decrypt(VER, SECRET, IV).unwrap(), b"1.0");
        assert_eq!(encrypt(b"1.0", SECRET, IV), VER);
        assert_eq!(decrypt(VER, "another key", IV), None);
        assert_eq!(decrypt("not hex", SECRET, IV), None);
    }

    #[test]
    fn open_reads_hex_names_and_encrypted_fields() {
        let raw = format!(
            "type=696e6974&name=54657374417070&ownerid=316b446549516d62766b&ver={VER}&init_iv={IV}&hash=abc&junk=zz"
        );
        let q = crate::handler::Query::parse(&open(&raw, SECRET, |_| unreachable!()));
        assert_eq!(
            (q.str("type"), q.str("name"), q.str("ownerid")),
            ("init", "TestApp", "1kDeIQmbvk")
        );
        assert_eq!((q.str("ver"), q.str("hash")), ("1.0", "abc"));
        assert_eq!(q.get("junk"), None, "undecryptable fields are absent");

        let user = encrypt(b"alice", "sessionkey", "iv2");
        let raw = format!(
            "type={}&sessionid={}&username={user}&init_iv=iv2",
            hex::encode("login"),
            hex::encode("S1")
        );
        let stored = format!("sessionkey-{SECRET}");
        let q = crate::handler::Query::parse(&open(&raw, SECRET, |sid| {
            assert_eq!(sid, "S1");
            Some(stored.clone())
        }));
        assert_eq!((q.str("sessionid"), q.str("username")), ("S1", "alice"));
        let q = crate::handler::Query::parse(&open(&raw, SECRET, |_| None));
        assert_eq!(q.get("username"), None, "no session, no key");
    }
}
