//! `--help`: exit codes and command groups.

use crate::harness::Sandbox;

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
