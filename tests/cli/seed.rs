//! `sandbox seed`: bulk-generated data lands where the embedded default reads it, consistently.

use crate::harness::Sandbox;
use serde_json::Value;

#[test]
fn seeded_database_serves_the_embedded_default() {
    let sb = Sandbox::start();
    let seeded = sb.home.path().join("seeded");
    let db = seeded.join("s.db");
    let summary = sb.run_with(
        &mut sb.bare(),
        &[
            "sandbox",
            "seed",
            "--db",
            db.to_str().unwrap(),
            "--licenses",
            "500",
            "--users",
            "50",
            "--no-customers",
            "-o",
            "json",
        ],
        None,
    );
    assert_eq!(summary.code, 0, "{}", summary.stderr);
    let s = summary.json();
    assert_eq!(s["licenses"], 500);
    assert_eq!(s["users"], 50);
    let parts = ["unused", "used", "banned"].map(|k| s[k].as_u64().unwrap());
    assert_eq!(parts.iter().sum::<u64>(), 500, "{s}");
    assert!(s["elapsed_ms"].is_u64(), "{s}");

    // The embedded default reads `<data dir>/sandbox.db`.
    let data = sb.home.path().join("data-seeded");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::copy(&db, data.join("sandbox.db")).unwrap();
    let embedded = |args: &[&str]| -> Value {
        let mut c = sb.bare();
        c.env("LICENSECTL_DATA_DIR", &data);
        let r = sb.run_with(&mut c, args, None);
        assert_eq!(r.code, 0, "`{}`: {}", args.join(" "), r.stderr);
        r.json()
    };
    let rows = embedded(&["licenses", "list", "-o", "json"]);
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 500);
    let count = |status: &str| rows.iter().filter(|r| r["status"] == status).count() as u64;
    assert_eq!(
        [count("Not Used"), count("Used"), count("Banned")],
        parts,
        "the list agrees with the summary"
    );

    // A used key's user exists and holds a subscription; a banned key reads as banned.
    let used = rows.iter().find(|r| r["status"] == "Used").unwrap();
    let user = used["usedby"].as_str().unwrap();
    let info = embedded(&["users", "info", user, "-o", "json"]);
    assert_eq!(info["username"], user, "{info}");
    let banned = rows.iter().find(|r| r["status"] == "Banned").unwrap();
    let key = banned["key"].as_str().unwrap();
    assert_eq!(
        embedded(&["licenses", "info", key, "-o", "json"])["status"],
        "Banned"
    );
}

#[test]
fn seed_defaults_to_the_data_dir_and_reports_bad_paths() {
    let sb = Sandbox::start();
    let r = sb.run_with(
        &mut sb.bare(),
        &["sandbox", "seed", "--licenses", "20", "--users", "5"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("elapsed_ms"),
        "a table summary: {}",
        r.stdout
    );
    assert!(sb.data_dir().join("sandbox.db").exists());
    let list = sb.run_with(&mut sb.bare(), &["licenses", "list", "-o", "json"], None);
    assert_eq!(list.code, 0, "{}", list.stderr);
    // The generated 20, and the desk's practice customers' 9 keys and 2 spare ones.
    assert_eq!(list.json().as_array().unwrap().len(), 20 + 11);
    // Seeding again adds the practice customers no second time.
    let again = sb.run_with(
        &mut sb.bare(),
        &[
            "sandbox",
            "seed",
            "--licenses",
            "1",
            "--users",
            "0",
            "-o",
            "json",
        ],
        None,
    );
    assert_eq!(again.json()["customers"], 0, "{}", again.stdout);
    let list = sb.run_with(&mut sb.bare(), &["licenses", "list", "-o", "json"], None);
    assert_eq!(list.json().as_array().unwrap().len(), 20 + 11 + 1);

    // A database path under a regular file cannot be created.
    let file = sb.home.path().join("plain-file");
    std::fs::write(&file, "x").unwrap();
    let bad = file.join("s.db");
    let r = sb.run_with(
        &mut sb.bare(),
        &["sandbox", "seed", "--db", bad.to_str().unwrap()],
        None,
    );
    r.expect_failure(3, "cannot seed");
}
