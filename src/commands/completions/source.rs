//! Where completed names come from: the embedded sandbox's database (read directly, bounded by
//! the typed prefix), or one seller read of the service, cached for a moment per app — keyed by
//! the profile, the base URL and the app (its name, owner id and seller key, hashed: the cache
//! never holds a secret), so another app on the same service is never offered this one's names.

use std::path::PathBuf;

use licensectl_catalogue::{find, Api, Objects};
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::config::{file, Flags};
use crate::env::Env;

/// At most this many names are offered (a shell asks before listing more than a screenful).
pub const MOST: usize = 1000;
/// How long a list read from the service is reused.
const TTL_SECS: i64 = 30;

/// The app the typed words and the environment choose.
pub enum Target {
    /// The embedded sandbox's database.
    Embedded(PathBuf),
    /// A service, and the cache key of its app.
    Service(String),
}

/// Resolves the target from the config file, the environment and the typed flags, without
/// reading the OS keyring (a keystroke does not unlock it); `None` when nothing is configured
/// in a way completion can use.
pub fn target(env: &Env, flags: &Flags) -> Option<Target> {
    let path = file::path(env).ok()?;
    let (cfg, _) = file::load(&path).ok()?;
    let settings = crate::config::resolve_with(&cfg, env, flags, &Default::default()).ok()?;
    if settings.embedded {
        return Some(Target::Embedded(
            file::data_dir(env).ok()?.join("sandbox.db"),
        ));
    }
    let mut h = Sha256::new();
    for part in [
        settings.profile.as_str(),
        settings.get("base_url").unwrap_or(""),
        settings.get("app_name").unwrap_or(""),
        settings.get("ownerid").unwrap_or(""),
        settings.get("seller_key").unwrap_or(""),
    ] {
        h.update(part.as_bytes());
        h.update([0]);
    }
    Some(Target::Service(hex::encode(&h.finalize()[..16])))
}

/// Reads the list from the service: one request, no retry, no prompt. Only rows of the list's
/// own shape are names: an object's id field holding a string, or (usernames only: the older
/// servers' answer) a bare string; anything else in the list (`5`, a bare string among keys)
/// is not offered.
///
/// Every name is written to the cache under `key` as it is read; only those beginning with
/// `prefix` are kept in memory and returned.
pub fn fetch(
    env: Env,
    flags: Flags,
    names: Objects,
    key: &str,
    prefix: &str,
) -> Option<Vec<String>> {
    let op = find(Api::Seller, names.list())?;
    let mut global = crate::options::Options {
        profile: flags.profile,
        settings: flags.values,
        ..Default::default()
    };
    global.settings.insert("retries", "0".into());
    global.settings.insert("timeout", "2".into());
    let mut cx = crate::context::Context::new(global, env.clone()).ok()?;
    if cx.settings.embedded {
        return None;
    }
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .ok()?;
    let reply = rt.block_on(async {
        cx.prepare().await.ok()?;
        cx.send(op, &[]).await.ok()?
    })?;
    let field = op.id_field();
    let mut cache = Store::open(&env, key);
    let mut out = Vec::new();
    // Row by row from the answer's text: the whole list is never held, as values or names.
    reply.each_item(&mut |raw| {
        let name = match serde_json::from_str::<Value>(raw.get()) {
            Ok(Value::Object(mut row)) => match row.remove(field) {
                Some(Value::String(s)) => s,
                _ => return,
            },
            Ok(Value::String(s)) if names == Objects::Users => s,
            _ => return,
        };
        if let Some(c) = cache.as_mut() {
            c.add(&name);
        }
        if name.starts_with(prefix) && out.len() < MOST {
            out.push(name);
        }
    });
    if let Some(c) = cache {
        c.finish();
    }
    Some(out)
}

/// The cache directory: in the data directory, its owner's only.
fn dir(env: &Env) -> Option<PathBuf> {
    Some(file::data_dir(env).ok()?.join("completion-cache"))
}

/// The cache directory when it is a real directory of this user's: never one reached through a
/// symlink (a TAB once cleared every old file of the directory a `completion-cache` link named).
fn own_dir(dir: PathBuf) -> Option<PathBuf> {
    let meta = std::fs::symlink_metadata(&dir).ok()?;
    if !meta.is_dir() {
        return None;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        // SAFETY: geteuid has no preconditions and cannot fail.
        if meta.uid() != unsafe { libc::geteuid() } {
            return None;
        }
    }
    Some(dir)
}

/// Whether a directory entry is one of the cache's own files (`short`'s names, or one being
/// written), as a regular file: nothing else in the directory is ever removed.
fn is_cache_file(e: &std::fs::DirEntry) -> bool {
    let name = e.file_name();
    let Some(name) = name.to_str() else {
        return false;
    };
    let stem = name
        .strip_prefix('.')
        .and_then(|n| n.strip_suffix(".new"))
        .unwrap_or(name);
    let own_name = stem
        .strip_suffix(".names")
        .is_some_and(|h| h.len() == 24 && h.bytes().all(|b| b.is_ascii_hexdigit()));
    own_name && e.file_type().is_ok_and(|t| t.is_file())
}

/// Opens a cache file for reading, never through a symlink.
fn open_nofollow(path: &std::path::Path) -> Option<std::fs::File> {
    let mut opts = std::fs::OpenOptions::new();
    opts.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.custom_flags(libc::O_NOFOLLOW);
    }
    opts.open(path).ok()
}

/// The names beginning with `prefix` cached under `key` less than `TTL_SECS` ago, read line by
/// line (a cache of 300,000 names is never held whole).
pub fn cached(env: &Env, key: &str, prefix: &str) -> Option<Vec<String>> {
    use std::io::BufRead;
    let path = own_dir(dir(env)?)?.join(short(key));
    let mut lines = std::io::BufReader::new(open_nofollow(&path)?).lines();
    let at: i64 = lines.next()?.ok()?.strip_prefix(MARK)?.parse().ok()?;
    if !(0..TTL_SECS).contains(&(chrono::Utc::now().timestamp() - at)) {
        return None;
    }
    let mut out = Vec::new();
    for line in lines {
        let line = line.ok()?;
        if line.starts_with(prefix) && out.len() < MOST {
            out.push(line);
        }
    }
    Some(out)
}

/// The first line of a cache file: when it was read.
const MARK: &str = "licensectl completion cache, read at ";

/// A cache file being written under `key` (0600, in a 0700 directory), a name a line: only
/// names a shell can be offered (no line breaks) are kept; renamed into place when whole.
/// Stale entries are removed when a new one is started.
struct Store {
    out: std::io::BufWriter<std::fs::File>,
    tmp: PathBuf,
    path: PathBuf,
    ok: bool,
}

impl Store {
    fn open(env: &Env, key: &str) -> Option<Store> {
        use std::io::Write;
        let dir = dir(env)?;
        file::create_private_dir(&dir).ok()?;
        let dir = own_dir(dir)?;
        for e in std::fs::read_dir(&dir).ok()?.flatten() {
            if !is_cache_file(&e) {
                continue;
            }
            let old = e
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|age| age.as_secs() as i64 >= TTL_SECS);
            if old {
                let _ = std::fs::remove_file(e.path());
            }
        }
        let path = dir.join(short(key));
        let tmp = dir.join(format!(".{}.new", short(key)));
        let _ = std::fs::remove_file(&tmp);
        let f = crate::exec::resume::create_private(&tmp).ok()?;
        let mut out = std::io::BufWriter::new(f);
        let ok = writeln!(out, "{MARK}{}", chrono::Utc::now().timestamp()).is_ok();
        Some(Store { out, tmp, path, ok })
    }

    fn add(&mut self, name: &str) {
        use std::io::Write;
        if self.ok && super::shells::offerable(name) {
            self.ok = writeln!(self.out, "{name}").is_ok();
        }
    }

    fn finish(mut self) {
        use std::io::Write;
        if self.ok && self.out.flush().is_ok() {
            let _ = std::fs::rename(&self.tmp, &self.path);
        } else {
            let _ = std::fs::remove_file(&self.tmp);
        }
    }
}

/// A file name for `key` (its kind of objects and app hash).
fn short(key: &str) -> String {
    format!(
        "{}.names",
        hex::encode(&Sha256::digest(key.as_bytes())[..12])
    )
}
