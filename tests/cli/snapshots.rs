//! Snapshots of key outputs as people see them (help text is snapshotted in docs/commands.md).

use crate::harness::Sandbox;

#[test]
fn license_info_table_and_json() {
    let sb = Sandbox::start();
    sb.ok(&[
        "licenses",
        "create",
        "--mask",
        "TEST-KEY-0001",
        "--expiry",
        "30d",
        "--note",
        "snapshot",
        "--level",
        "2",
    ]);
    insta::assert_snapshot!(
        "licenses_info_table",
        sb.ok(&["licenses", "info", "TEST-KEY-0001", "-o", "table"])
    );
    insta::assert_snapshot!(
        "licenses_info_json",
        sb.ok(&["licenses", "info", "TEST-KEY-0001", "-o", "json"])
    );
    insta::assert_snapshot!(
        "licenses_list_csv",
        sb.ok(&["licenses", "list", "-o", "csv"])
    );
}

#[test]
fn mask_errors() {
    let sb = Sandbox::start();
    let e = sb.fails(
        2,
        &[
            "licenses", "create", "--mask", "FIXED", "--amount", "2", "--expiry", "1d",
        ],
    );
    insta::assert_snapshot!("mask_without_star", e);
}
