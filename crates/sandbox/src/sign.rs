//! Signatures on client answers: Ed25519 over timestamp + body (1.3), HMAC-SHA256 (1.2).

use ed25519_dalek::{Signer, SigningKey};
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// `x-signature-ed25519` for `body` sent at `timestamp`.
pub fn ed25519(seed: &[u8; 32], timestamp: i64, body: &[u8]) -> String {
    let key = SigningKey::from_bytes(seed);
    let mut msg = timestamp.to_string().into_bytes();
    msg.extend_from_slice(body);
    hex::encode(key.sign(&msg).to_bytes())
}

/// The hex public key clients verify 1.3 answers with.
pub fn public_key(seed: &[u8; 32]) -> String {
    hex::encode(SigningKey::from_bytes(seed).verifying_key().to_bytes())
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
    use ed25519_dalek::{Signature, Verifier, VerifyingKey};

    #[test]
    fn ed25519_signs_timestamp_then_body() {
        let seed = [7u8; 32];
        let sig = ed25519(&seed, 1700000000, b"{}");
        let pk =
            VerifyingKey::from_bytes(&hex::decode(public_key(&seed)).unwrap().try_into().unwrap())
                .unwrap();
        let sig = Signature::from_slice(&hex::decode(sig).unwrap()).unwrap();
        assert!(pk.verify(b"1700000000{}", &sig).is_ok());
        assert!(pk.verify(b"1700000001{}", &sig).is_err());
    }

    #[test]
    fn hmac_is_hex_sha256() {
        assert_eq!(hmac_hex("k", b"").len(), 64);
        assert_ne!(hmac_hex("k", b"a"), hmac_hex("k", b"b"));
    }
}
