//! `licensectl app release VERSION --file BUILD`: a build released in one confirmed change — its
//! MD5 computed (streamed), accepted as a program hash, the version (and download link) set —
//! then checked: a client `init` with that version and hash must start. The requests are
//! `desk::release`'s, each sent through the one pipeline (`Context::call`).

use std::io::Read;
use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::{ArgMatches, Args as _, FromArgMatches};
use licensectl_catalogue::desk::{release, Send};
use licensectl_catalogue::resources::APP_RELEASE;
use md5::{Digest, Md5};
use serde_json::{json, Map};

use crate::context::Context;
use crate::error::{report, Failure};
use crate::params::Raw;

/// Release a build: accept its hash and set the version, in one confirmed change
///
/// Computes the MD5 of BUILD (read as a stream, whatever its size; a pipe works too), then, after
/// one confirmation (asked on a terminal; --yes elsewhere): forgets the older builds' hashes (only
/// with --replace-hashes), accepts the build's hash (type=addhash) and sets the version and
/// download link (type=updatesettings). Then checks that a client of this build starts (client
/// init with VERSION and the hash) and says so; exit 1 when it does not. --dry-run prints the
/// requests it would send.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Example:\n  licensectl app release 1.3 --file dist/app.exe --download https://example.com/app-1.3.exe --yes"
)]
pub struct Args {
    /// The version clients of this build send at init
    #[arg(value_name = "VERSION")]
    pub version: String,
    /// The build (the client program) whose MD5 clients send as their hash
    #[arg(long, value_name = "BUILD", value_hint = clap::ValueHint::FilePath)]
    pub file: PathBuf,
    /// Download URL offered to clients of older versions
    #[arg(long, value_name = "URL")]
    pub download: Option<String>,
    /// Forget the older builds' hashes first, so only this build starts
    #[arg(long)]
    pub replace_hashes: bool,
}

/// The `release` subcommand, for the generated `app` group.
pub fn command() -> clap::Command {
    Args::augment_args(clap::Command::new("release"))
}

/// The typed arguments, read at the command-line edge.
pub fn args(m: &ArgMatches) -> Result<Args, Failure> {
    Args::from_arg_matches(m).map_err(|e| Failure::Usage(e.to_string()))
}

/// The MD5 (lowercase hex) and size of the build at `path`, read in chunks: a regular file or a
/// stream (a FIFO, `<(…)`); a directory, a device or an empty file is no build (exit 2).
pub fn build_md5(path: &Path) -> Result<(String, u64), Failure> {
    let shown = path.display();
    let usage = |why: String| Failure::Usage(format!("--file {shown}: {why}"));
    let meta = std::fs::metadata(path).map_err(|e| usage(format!("cannot read it ({e})")))?;
    let ft = meta.file_type();
    #[cfg(unix)]
    let stream = std::os::unix::fs::FileTypeExt::is_fifo(&ft);
    #[cfg(not(unix))]
    let stream = false;
    if !ft.is_file() && !stream {
        let what = if ft.is_dir() {
            "a directory"
        } else {
            "a device or other special file"
        };
        return Err(usage(format!(
            "is {what}, not a build (give the client program's file, or a pipe)"
        )));
    }
    let mut file = std::fs::File::open(path).map_err(|e| usage(format!("cannot open it ({e})")))?;
    let mut hasher = Md5::new();
    let mut buf = vec![0u8; 1 << 16];
    let mut total = 0u64;
    loop {
        let n = match file.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(usage(format!("cannot read it ({e})"))),
        };
        hasher.update(&buf[..n]);
        total += n as u64;
    }
    if total == 0 {
        return Err(usage("is empty, not a build".into()));
    }
    Ok((hex::encode(hasher.finalize()), total))
}

/// The query of one of `desk::release`'s requests, through the catalogue's codec (a version too
/// long for the service is refused here, as `app update --app-version` refuses it).
fn query(cx: &Context, send: &Send, given: &[(&str, &str)]) -> Result<Vec<(String, String)>> {
    let op = send.op().expect("app release sends catalogue operations");
    let given: Vec<(&str, Raw)> = given
        .iter()
        .map(|(k, v)| (*k, Raw::Text(v.to_string())))
        .collect();
    Ok(crate::params::query(op, &given, &|s| {
        cx.settings.get(s).map(str::to_string)
    })?)
}

pub async fn run(cx: &mut Context, args: Args) -> Result<()> {
    // Checked before the build is read: a usage error costs no read of a large file.
    let mut settings = vec![("ver", args.version.as_str())];
    if let Some(d) = &args.download {
        settings.push(("download", d.as_str()));
    }
    query(cx, &release::VERSION, &settings)?;
    let (hash, bytes) = build_md5(&args.file)?;
    let mut steps: Vec<(&Send, Vec<(String, String)>)> = Vec::new();
    if args.replace_hashes {
        steps.push((
            &release::RESET_HASHES,
            query(cx, &release::RESET_HASHES, &[])?,
        ));
    }
    steps.push((
        &release::ADD_HASH,
        query(cx, &release::ADD_HASH, &[("hash", &hash)])?,
    ));
    steps.push((&release::VERSION, query(cx, &release::VERSION, &settings)?));
    cx.prepare().await?;
    if !cx.global.dry_run {
        let what: Vec<&str> = steps.iter().map(|(s, _)| s.what).collect();
        let question = format!(
            "This will release version {} on {}: {} set (build hash {hash}, {bytes} bytes)",
            crate::escape::escape_value(&args.version),
            cx.target(),
            what.join(", then ")
        );
        crate::prompt::confirm(cx.interactive(), cx.global.yes, &question, "app release")?;
    }
    for (send, params) in &steps {
        let op = send.op().expect("a catalogue operation");
        cx.call(op, params)
            .await
            .map_err(|e| e.context(format!("app release: {}", send.what)))?;
    }
    if cx.global.dry_run {
        return Ok(());
    }
    let starts = check(cx, &args.version, &hash).await;
    let mut row = Map::new();
    for (k, v) in [
        ("version", json!(args.version)),
        ("hash", json!(hash)),
        ("download", json!(args.download)),
        ("bytes", json!(bytes)),
        ("replaced_hashes", json!(args.replace_hashes)),
        ("client_starts", json!(starts.is_ok())),
    ] {
        row.insert(k.to_string(), v);
    }
    cx.out.record_of(&row, Some(&APP_RELEASE))?;
    match starts {
        Ok(()) => {
            crate::say!(
                "licensectl: released {}: a client init with that version and hash succeeds",
                crate::escape::escape_value(&args.version)
            );
            Ok(())
        }
        Err(e) => {
            let (_, why) = report(&e);
            Err(Failure::Service(format!(
                "released {} (hash {hash}), but a client init with that version and hash fails: {why}",
                crate::escape::escape_value(&args.version)
            ))
            .into())
        }
    }
}

/// Whether a client of the build starts: `init` with its version and hash, then the session
/// closed again (a failure to close it is not the release's).
async fn check(cx: &mut Context, version: &str, hash: &str) -> Result<()> {
    let init = query(cx, &release::INIT, &[("ver", version), ("hash", hash)])?;
    let op = release::INIT.op().expect("a catalogue operation");
    cx.call(op, &init).await?;
    if let Some(logout) = release::LOGOUT.op() {
        let _ = cx.call(logout, &[]).await;
    }
    Ok(())
}

#[cfg(test)]
fn md5_of(bytes: &[u8]) -> String {
    hex::encode(Md5::digest(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_build_is_hashed_as_a_stream_and_a_directory_or_an_empty_file_is_no_build() {
        let dir = tempfile::tempdir().unwrap();
        let build = dir.path().join("app.exe");
        // Over several chunks.
        let content: Vec<u8> = (0..200_000u32).map(|i| (i % 251) as u8).collect();
        std::fs::write(&build, &content).unwrap();
        assert_eq!(
            build_md5(&build).unwrap(),
            (md5_of(&content), content.len() as u64)
        );
        let empty = dir.path().join("empty");
        std::fs::write(&empty, b"").unwrap();
        for bad in [dir.path(), empty.as_path(), Path::new("/no/such/build")] {
            assert!(matches!(build_md5(bad), Err(Failure::Usage(_))), "{bad:?}");
        }
        #[cfg(unix)]
        assert!(matches!(
            build_md5(Path::new("/dev/zero")),
            Err(Failure::Usage(m)) if m.contains("special file")
        ));
    }
}
