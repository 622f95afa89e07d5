//! `--help`: exit codes and command groups.

use crate::harness::Sandbox;

/// `--version` and `-V`: the name and version on stdout, exit 0 — printed from the tree a
/// command is parsed with, without building the one people read (issue 40).
#[test]
fn version_is_one_line_on_stdout() {
    let sb = Sandbox::start();
    for flag in ["--version", "-V"] {
        let r = sb.run(&[flag]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert_eq!(
            r.stdout,
            format!("licensectl {}\n", env!("CARGO_PKG_VERSION")),
            "{flag}"
        );
        assert_eq!(r.stderr, "", "{flag}");
    }
}

#[test]
fn help_lists_exit_codes_and_groups() {
    let sb = Sandbox::start();
    let help = sb.ok(&["--help"]);
    for needle in [
        "Exit codes:",
        "7  rate limited",
        "licenses",
        "client",
        "sandbox",
    ] {
        assert!(help.contains(needle), "--help lacks {needle}");
    }
    let info = sb.ok(&["licenses", "info", "--help"]);
    assert!(
        info.contains("Example:\n  licensectl licenses info"),
        "{info}"
    );
    let create = sb.ok(&["licenses", "create", "--help"]);
    assert!(create.contains("sent in days"), "{create}");
}
