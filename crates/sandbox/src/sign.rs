//! Signatures on client answers: Ed25519 over timestamp + body (1.3), HMAC-SHA256 (1.2).

use hmac::{Hmac, Mac};
use ring::signature::{Ed25519KeyPair, KeyPair};
use sha2::Sha256;

fn key_pair(seed: &[u8; 32]) -> Ed25519KeyPair {
    Ed25519KeyPair::from_seed_unchecked(seed).expect("any 32 bytes are an Ed25519 seed")
}

/// `x-signature-ed25519` for `body` sent at `timestamp`.
pub fn ed25519(seed: &[u8; 32], timestamp: i64, body: &[u8]) -> String {
    let mut msg = timestamp.to_string().into_bytes();
    msg.extend_from_slice(body);
    hex::encode(key_pair(seed).sign(&msg))
}

/// The hex public key clients verify 1.3 answers with.
pub fn public_key(seed: &[u8; 32]) -> String {
    hex::encode(key_pair(seed).public_key())
}

/// The 1.2 `signature` header: lowercase hex HMAC-SHA256 of the body.
pub fn hmac_hex(key: &str, body: &[u8]) -> String {
    let mut mac =
        Hmac::<Sha256>::new_from_slice(key.as_bytes()).expect("HMAC takes any key length");
    mac.update(body);
    hex::encode(mac.finalize().into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ring::signature::{UnparsedPublicKey, ED25519};

    #[test]
    fn ed25519_signs_timestamp_then_body() {
        let seed = [7u8; 32];
        let sig = hex::decode(ed25519(&seed, 1700000000, b"{}")).unwrap();
        let pk = hex::decode(public_key(&seed)).unwrap();
        let pk = UnparsedPublicKey::new(&ED25519, &pk);
        assert!(pk.verify(b"1700000000{}", &sig).is_ok());
        assert!(pk.verify(b"1700000001{}", &sig).is_err());
    }

    /// RFC 8032 §7.1, test 1: the same key and signature as any Ed25519 implementation.
    #[test]
    fn ed25519_matches_rfc_8032() {
        let seed: [u8; 32] =
            hex::decode("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
                .unwrap()
                .try_into()
                .unwrap();
        assert_eq!(
            public_key(&seed),
            "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
        );
        assert_eq!(
            hex::encode(key_pair(&seed).sign(b"")),
            "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155\
             5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
        );
    }

    #[test]
    fn hmac_is_hex_sha256() {
        assert_eq!(hmac_hex("k", b"").len(), 64);
        assert_ne!(hmac_hex("k", b"a"), hmac_hex("k", b"b"));
    }
}
