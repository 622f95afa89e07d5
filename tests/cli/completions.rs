//! Completion through bash's own machinery: the generated script sourced in a clean bash, the
//! function it registered called with COMP_WORDS/COMP_CWORD as bash sets them, COMPREPLY read
//! back — against a seeded sandbox.

use crate::harness::Sandbox;

/// What bash offers for the last word of `words` (`""` for a word not begun).
fn offers(sb: &Sandbox, words: &[&str], extra: &[(&str, &str)]) -> Vec<String> {
    let bin = assert_cmd::cargo::cargo_bin("licensectl");
    let script = sb.home.path().join("licensectl.bash");
    let gen = sb.run(&["completions", "bash"]);
    assert_eq!(gen.code, 0, "{}", gen.stderr);
    std::fs::write(&script, &gen.stdout).unwrap();
    let quoted: Vec<String> = words
        .iter()
        .map(|w| shlex::try_quote(w).unwrap().into_owned())
        .collect();
    let line = words.join(" ");
    let test = format!(
        r#"
source "$SCRIPT"
fn=$(complete -p licensectl | sed -E 's/.* -F ([^ ]+) .*/\1/')
COMP_WORDS=({words})
COMP_CWORD=$(( ${{#COMP_WORDS[@]}} - 1 ))
COMP_LINE={line}
COMP_POINT=${{#COMP_LINE}}
COMP_TYPE=9
"$fn" licensectl "${{COMP_WORDS[COMP_CWORD]}}" "${{COMP_WORDS[COMP_CWORD-1]}}"
printf '%s\n' "${{COMPREPLY[@]}}"
"#,
        words = quoted.join(" "),
        line = shlex::try_quote(&line).unwrap(),
    );
    let path = format!(
        "{}:{}",
        bin.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut c = std::process::Command::new("bash");
    c.args(["--norc", "--noprofile", "-c", &test])
        .env_clear()
        .env("PATH", path)
        .env("HOME", sb.home.path())
        .env("SCRIPT", &script)
        .env("LICENSECTL_CONFIG", sb.config_path())
        .env("LICENSECTL_DATA_DIR", sb.data_dir())
        .env("LICENSECTL_BASE_URL", &sb.info.base_url)
        .env("LICENSECTL_SELLER_KEY", &sb.info.seller_key);
    for (k, v) in extra {
        c.env(k, v);
    }
    let out = c.output().expect("bash runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.trim().is_empty(),
        "completion wrote to the terminal: {stderr}"
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn usernames_keys_subs_and_enums_complete_from_the_app() {
    let sb = Sandbox::start_seeded();
    let got = offers(&sb, &["licensectl", "users", "info", "ha"], &[]);
    assert_eq!(got, ["hana"]);
    // Every USER argument: another command's.
    let got = offers(&sb, &["licensectl", "users", "ban", "da"], &[]);
    assert!(got.contains(&"dana".to_string()), "{got:?}");
    // Keys only from four typed characters.
    let keys = sb.json(&["licenses", "list"]);
    let key = keys[0]["key"].as_str().unwrap().to_string();
    let got = offers(&sb, &["licensectl", "licenses", "info", &key[..3]], &[]);
    assert!(got.is_empty(), "{got:?}");
    let got = offers(&sb, &["licensectl", "licenses", "info", &key[..6]], &[]);
    assert!(got.contains(&key), "{key} not in {got:?}");
    // --sub: the app's subscription names.
    let subs = sb.json(&["subs", "list"]);
    let sub = subs[0]["name"].as_str().unwrap().to_string();
    let got = offers(
        &sb,
        &["licensectl", "users", "create", "x", "--sub", ""],
        &[],
    );
    assert!(got.contains(&sub), "{sub} not in {got:?}");
    // A flag with declared values offers them.
    let enums = licensectl_catalogue::all()
        .flat_map(|op| op.params.iter().map(move |p| (op, p)))
        .find(|(_, p)| !p.choices.is_empty() && !p.positional)
        .expect("a parameter with choices");
    let (op, p) = enums;
    let mut words = vec!["licensectl"];
    words.extend(op.command.split(' '));
    let flag = format!("--{}", p.flag);
    words.push(&flag);
    words.push("");
    let got = offers(&sb, &words, &[]);
    assert_eq!(got, p.choices, "{}", op.command);
}

#[test]
fn profiles_complete_and_a_dead_service_completes_nothing_quietly() {
    let sb = Sandbox::start_seeded();
    std::fs::create_dir_all(sb.config_path().parent().unwrap()).unwrap();
    std::fs::write(
        sb.config_path(),
        "[profiles.other]\nbase_url = \"http://127.0.0.1:1\"\n[profiles.prod]\nbase_url = \"http://127.0.0.1:1\"\n",
    )
    .unwrap();
    let got = offers(&sb, &["licensectl", "--profile", "ot"], &[]);
    assert_eq!(got, ["other"]);
    let got = offers(&sb, &["licensectl", "users", "info", "--profile", "p"], &[]);
    assert_eq!(got, ["prod"]);
    // Nothing listens there: no candidates, nothing on the terminal (`offers` checks stderr).
    let started = std::time::Instant::now();
    let got = offers(
        &sb,
        &["licensectl", "users", "info", "ha"],
        &[("LICENSECTL_BASE_URL", "http://127.0.0.1:1")],
    );
    assert!(got.is_empty(), "{got:?}");
    assert!(started.elapsed().as_secs() < 5);
}

#[test]
fn the_list_is_cached_privately_for_a_moment() {
    let sb = Sandbox::start_seeded();
    assert_eq!(
        offers(&sb, &["licensectl", "users", "info", "ha"], &[]),
        ["hana"]
    );
    let cache = sb.data_dir().join("completion-cache.json");
    assert_eq!(crate::harness::mode(&cache), 0o600);
    // A second completion is answered from the cache: the service changed, the offer did not.
    sb.ok(&["users", "delete", "hana", "--yes"]);
    assert_eq!(
        offers(&sb, &["licensectl", "users", "info", "ha"], &[]),
        ["hana"]
    );
}
