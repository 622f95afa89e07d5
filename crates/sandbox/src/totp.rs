//! Time-based one-time passwords for the client's two-factor types (RFC 6238, SHA-1, 6 digits, 30 s).

use totp_rs::{Algorithm, Secret, TOTP};

fn totp(secret_b32: &str) -> Option<TOTP> {
    let bytes = Secret::Encoded(secret_b32.to_string()).to_bytes().ok()?;
    Some(TOTP::new_unchecked(Algorithm::SHA1, 6, 1, 30, bytes))
}

/// A new random base32 secret: 20 bytes from the thread's CSPRNG, as totp-rs's `gen_secret`
/// makes them (that feature pulled a second rand, rand 0.9, into the build).
pub fn new_secret() -> String {
    use rand::Rng;
    let mut bytes = [0u8; 20];
    rand::thread_rng().fill(&mut bytes[..]);
    Secret::Raw(bytes.to_vec()).to_encoded().to_string()
}

/// Whether `code` is valid at `now` (one step of skew either way).
pub fn verify(secret_b32: &str, code: &str, now: i64) -> bool {
    totp(secret_b32).is_some_and(|t| t.check(code, now.max(0) as u64))
}

/// The code at `now`, as an authenticator app would show it.
pub fn code(secret_b32: &str, now: i64) -> Option<String> {
    totp(secret_b32).map(|t| t.generate(now.max(0) as u64))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_verify_only_near_their_time() {
        let s = new_secret();
        let c = code(&s, 1_000_000).unwrap();
        assert!(verify(&s, &c, 1_000_000));
        assert!(verify(&s, &c, 1_000_020));
        assert!(!verify(&s, &c, 1_000_300));
    }
}
