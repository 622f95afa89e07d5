//! Password hashing (Argon2): making a hash and checking a password against one. A leaf: it names
//! no other module, so the handler API, the rules and the pre-transaction work can all use it.

use anyhow::Result;
use argon2::password_hash::{rand_core::OsRng, Output, ParamsString, PasswordHash, SaltString};
use argon2::{Algorithm, Argon2, Block, Params, Version};
use std::cell::RefCell;
use std::sync::OnceLock;

use crate::pool::{Busy, Pool};

/// The password hasher's parameters: argon2's defaults (19 MiB, 2 passes), or its cheapest while
/// fuzzing (the cost is not what fuzzing looks at, and a hash records its parameters, so
/// verifying is unchanged).
fn params(fuzzing: bool) -> Params {
    if fuzzing {
        return Params::new(Params::MIN_M_COST, 1, 1, None).expect("valid argon2 parameters");
    }
    Params::default()
}

/// Every hash and check runs on this pool: one thread a core (at most 8), each keeping one
/// Argon2 memory (19 MiB) that it reuses for every hash, so the sandbox's hashing memory is
/// bounded by the pool, whatever the burst. Tokio's blocking pool, used before, grew a thread
/// per concurrent login and each kept its memory (issue 40: 3.8 GiB after 64 × 3 logins).
/// Requests beyond the threads queue; past [`QUEUE`] they are answered busy.
fn pool() -> &'static Pool {
    static POOL: OnceLock<Pool> = OnceLock::new();
    POOL.get_or_init(|| Pool::new("argon2", Pool::cores().min(8), QUEUE))
}

/// Hashes waiting for a thread before a request is refused: a few seconds of work on 2 cores
/// (~30 ms a hash), four times the 64 connections of the bench's login burst.
pub const QUEUE: usize = 256;

thread_local! {
    /// A pool thread's Argon2 memory, reused by each hash it makes.
    static MEMORY: RefCell<Vec<Block>> = const { RefCell::new(Vec::new()) };
}

/// Argon2 of `password` with `params`, in the calling thread's reused memory when the parameters
/// are ours (a stored hash naming more memory gets it for this hash only).
fn argon2_into(
    algorithm: Algorithm,
    version: Version,
    params: Params,
    password: &[u8],
    salt: &[u8],
    out: &mut [u8],
) -> argon2::Result<()> {
    let blocks = params.block_count();
    let argon = Argon2::new(algorithm, version, params);
    if blocks > Params::default().block_count() {
        return argon.hash_password_into(password, salt, out);
    }
    MEMORY.with_borrow_mut(|memory| {
        if memory.len() < blocks {
            memory.resize(blocks, Block::default());
        }
        argon.hash_password_into_with_memory(password, salt, out, &mut memory[..blocks])
    })
}

fn hash_now(password: &str, fuzzing: bool) -> Result<String> {
    let salt = SaltString::generate(&mut OsRng);
    let params = params(fuzzing);
    let mut raw = [0u8; 64];
    let decoded = salt
        .decode_b64(&mut raw)
        .map_err(|e| anyhow::anyhow!("hashing password: {e}"))?;
    let mut out = vec![0u8; params.output_len().unwrap_or(Params::DEFAULT_OUTPUT_LEN)];
    argon2_into(
        Algorithm::Argon2id,
        Version::V0x13,
        params.clone(),
        password.as_bytes(),
        decoded,
        &mut out,
    )
    .map_err(|e| anyhow::anyhow!("hashing password: {e}"))?;
    let hash = PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(&params)
            .map_err(|e| anyhow::anyhow!("hashing password: {e}"))?,
        salt: Some(salt.as_salt()),
        hash: Some(Output::new(&out).map_err(|e| anyhow::anyhow!("hashing password: {e}"))?),
    };
    Ok(hash.to_string())
}

fn verify_now(password: &str, hash: &str) -> bool {
    let Ok(h) = PasswordHash::new(hash) else {
        return false;
    };
    let (Some(salt), Some(expected)) = (h.salt, h.hash) else {
        return false;
    };
    let (Ok(algorithm), Ok(params)) = (Algorithm::try_from(h.algorithm), Params::try_from(&h))
    else {
        return false;
    };
    let version = match h.version.map(Version::try_from) {
        None => Version::default(),
        Some(Ok(v)) => v,
        Some(Err(_)) => return false,
    };
    let mut raw = [0u8; 64];
    let Ok(salt) = salt.decode_b64(&mut raw) else {
        return false;
    };
    let mut out = vec![0u8; expected.len()];
    if argon2_into(
        algorithm,
        version,
        params,
        password.as_bytes(),
        salt,
        &mut out,
    )
    .is_err()
    {
        return false;
    }
    // `Output`'s comparison is constant-time.
    Output::new(&out).is_ok_and(|computed| computed == expected)
}

#[cfg(test)]
pub fn hash_password(password: &str) -> Result<String> {
    hash_password_with(password, false)
}

/// `hash_password`, cheaply in a fuzzing sandbox (`Mode::fuzzing`). Blocks the calling thread
/// until the pool has made it (the database thread, as a fallback; tests).
pub fn hash_password_with(password: &str, fuzzing: bool) -> Result<String> {
    let password = password.to_string();
    pool()
        .run_blocking(move || hash_now(&password, fuzzing))
        .unwrap_or_else(|| {
            Err(anyhow::anyhow!(
                "hashing password: the hashing thread failed"
            ))
        })
}

/// Whether `password` is the one `hash` was made of; blocks as [`hash_password_with`] does.
pub fn verify_password(password: &str, hash: &str) -> bool {
    let (password, hash) = (password.to_string(), hash.to_string());
    pool()
        .run_blocking(move || verify_now(&password, &hash))
        .unwrap_or(false)
}

/// [`hash_password_with`] for a request: waits asynchronously, refused when the queue is full.
pub async fn hash_queued(password: String, fuzzing: bool) -> Result<Result<String>, Busy> {
    pool().run(move || hash_now(&password, fuzzing)).await
}

/// [`verify_password`] for a request: waits asynchronously, refused when the queue is full.
pub async fn verify_queued(password: String, hash: String) -> Result<bool, Busy> {
    pool().run(move || verify_now(&password, &hash)).await
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
        // The same PHC string argon2's own hasher makes and checks (its format, unchanged).
        use argon2::password_hash::{PasswordHasher, PasswordVerifier};
        let theirs = Argon2::default()
            .hash_password(b"hunter2", &SaltString::generate(&mut OsRng))
            .unwrap()
            .to_string();
        assert!(verify_password("hunter2", &theirs));
        assert_eq!(h.split('$').nth(3), theirs.split('$').nth(3), "parameters");
        let ours = PasswordHash::new(&h).unwrap();
        assert!(Argon2::default().verify_password(b"hunter2", &ours).is_ok());
        let cheap = hash_password_with("x", true).unwrap();
        assert!(verify_password("x", &cheap) && !verify_password("y", &cheap));
    }
}
