//! Names that become files, attacked by construction: every argument `attacks::NAMED_FILES`
//! declares (a sandbox snapshot's name) is given every `attacks::PATH_TRICKS` name, every hostile
//! value that argv can hold and one past every limit. Each is refused with exit 2 and one clean
//! line, before anything is written: no file appears anywhere under the home. A test also fails
//! when a declaration names an argument the command tree does not have.

use licensectl_catalogue::attacks::{long_value, HOSTILE, NAMED_FILES, PATH_TRICKS};

use crate::harness::Sandbox;

/// The argument `id` of the command at `path` (words after `licensectl`).
fn arg_of(path: &str, id: &str) -> Option<clap::Arg> {
    let mut cmd = licensectl::cli::tree::command();
    for word in path.split(' ') {
        cmd = cmd.find_subcommand(word)?.clone();
    }
    let found = cmd.get_arguments().find(|a| a.get_id() == id).cloned();
    found
}

/// Every file under `dir`.
fn files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, out);
        } else {
            out.push(p);
        }
    }
}

#[test]
fn names_that_become_files_are_refused_before_anything_is_written() {
    let sb = Sandbox::start();
    let mut names: Vec<String> = PATH_TRICKS.iter().map(|s| s.to_string()).collect();
    names.extend(
        HOSTILE
            .iter()
            .filter(|h| !h.contains('\0'))
            .map(|h| h.to_string()),
    );
    names.push(long_value());
    let mut before = Vec::new();
    files(sb.home.path(), &mut before);
    let mut runs = 0;
    for (path, id) in NAMED_FILES {
        let arg = arg_of(path, id).unwrap_or_else(|| {
            panic!("NAMED_FILES names `{path}` {id}, which the command tree does not have")
        });
        for name in &names {
            let mut words: Vec<String> = path.split(' ').map(str::to_string).collect();
            if *path == "sandbox start" {
                words.push("--memory".into());
            }
            match arg.get_long() {
                Some(long) if !arg.is_positional() => words.push(format!("--{long}={name}")),
                _ => {
                    words.push("--".into());
                    words.push(name.clone());
                }
            }
            let args: Vec<&str> = words.iter().map(String::as_str).collect();
            let r = sb.run(&args);
            runs += 1;
            let what = format!("`licensectl {path}` {id}={name:.40?}");
            assert_eq!(r.code, 2, "{what}: {}", r.stderr);
            let said: Vec<&str> = r.stderr.lines().filter(|l| !l.trim().is_empty()).collect();
            assert!(
                said.first().is_some_and(|l| l.contains("snapshot name")),
                "{what}: {}",
                r.stderr
            );
            if let Some(c) = r
                .stderr
                .chars()
                .find(|c| licensectl::escape::is_hostile(*c) && *c != '\n')
            {
                panic!("{what}: stderr has {c:?} raw");
            }
        }
    }
    let mut after = Vec::new();
    files(sb.home.path(), &mut after);
    assert_eq!(before, after, "a refused name wrote a file");
    assert!(!std::path::Path::new("/tmp/escaped.snapshot").exists());
    assert!(runs >= NAMED_FILES.len() * PATH_TRICKS.len());
}
