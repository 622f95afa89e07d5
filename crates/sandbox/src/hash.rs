//! Password hashing (Argon2): making a hash and checking a password against one. A leaf: it names
//! no other module, so the handler API, the rules and the pre-transaction work can all use it.

use anyhow::Result;
use argon2::password_hash::{
    rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString,
};
use argon2::Argon2;

/// The password hasher: argon2's defaults, or its cheapest parameters while fuzzing (the cost is
/// not what fuzzing looks at, and a hash records its parameters, so verifying is unchanged).
fn hasher(fuzzing: bool) -> Argon2<'static> {
    if fuzzing {
        let cheap = argon2::Params::new(argon2::Params::MIN_M_COST, 1, 1, None)
            .expect("valid argon2 parameters");
        return Argon2::new(argon2::Algorithm::Argon2id, argon2::Version::V0x13, cheap);
    }
    Argon2::default()
}

pub fn hash_password(password: &str) -> Result<String> {
    hash_password_with(password, false)
}

/// `hash_password`, cheaply in a fuzzing sandbox (`Mode::fuzzing`).
pub fn hash_password_with(password: &str, fuzzing: bool) -> Result<String> {
    let salt = SaltString::generate(&mut OsRng);
    hasher(fuzzing)
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| anyhow::anyhow!("hashing password: {e}"))
}

pub fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|h| {
        Argon2::default()
            .verify_password(password.as_bytes(), &h)
            .is_ok()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_are_hashed_and_verified() {
        let h = hash_password("hunter2").unwrap();
        assert!(!h.contains("hunter2"));
        assert!(verify_password("hunter2", &h));
        assert!(!verify_password("hunter3", &h));
    }
}
