//! Completion through the shells' own machinery, against a seeded sandbox: bash (the generated
//! script sourced in a clean bash, the function it registered called with COMP_WORDS/COMP_CWORD
//! as bash sets them, COMPREPLY read back), zsh (compinit, the function `compdef` registered called
//! with `words`/`CURRENT`, what it hands `_describe` read back) and fish (`complete -C`, fish's
//! own completion of a command line). zsh and fish are installed from the distribution's packages
//! where missing, and their tests skipped with a message where they cannot be.

use crate::harness::bounded::Bounded;
use std::sync::OnceLock;

use crate::harness::faultserver::{http, serve, Fault};
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
    let out = c.bounded_output();
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
    let cache = sb.data_dir().join("completion-cache");
    assert_eq!(crate::harness::mode(&cache), 0o700);
    for e in std::fs::read_dir(&cache).unwrap() {
        assert_eq!(crate::harness::mode(&e.unwrap().path()), 0o600);
    }
    // A second completion is answered from the cache: the service changed, the offer did not.
    sb.ok(&["users", "delete", "hana", "--yes"]);
    assert_eq!(
        offers(&sb, &["licensectl", "users", "info", "ha"], &[]),
        ["hana"]
    );
}

/// A `completion-cache` that is a symlink to another directory: one TAB deleted every file
/// older than 30 s there. The cache never follows a symlink (nothing cached, nothing removed),
/// and in its own directory removes only its own files.
#[test]
fn the_cache_never_follows_a_symlink_and_removes_only_its_own_files() {
    let sb = Sandbox::start_seeded();
    let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    let aged = |p: &std::path::Path| {
        std::fs::write(p, "keep me").unwrap();
        let f = std::fs::File::options().write(true).open(p).unwrap();
        f.set_modified(old).unwrap();
    };
    let victim = sb.home.path().join("victim");
    std::fs::create_dir_all(&victim).unwrap();
    aged(&victim.join("thesis.txt"));
    std::fs::create_dir_all(sb.data_dir()).unwrap();
    let cache = sb.data_dir().join("completion-cache");
    std::os::unix::fs::symlink(&victim, &cache).unwrap();
    assert_eq!(
        offers(&sb, &["licensectl", "users", "info", "ha"], &[]),
        ["hana"],
        "completes, uncached"
    );
    assert!(
        victim.join("thesis.txt").exists(),
        "a file of the linked directory was removed"
    );
    assert_eq!(
        std::fs::read_dir(&victim).unwrap().count(),
        1,
        "nothing cached there"
    );
    // Its own directory: an old file that is not the cache's stays.
    std::fs::remove_file(&cache).unwrap();
    std::fs::create_dir(&cache).unwrap();
    aged(&cache.join("notes.txt"));
    assert_eq!(
        offers(&sb, &["licensectl", "users", "info", "ha"], &[]),
        ["hana"]
    );
    assert!(
        cache.join("notes.txt").exists(),
        "a file not the cache's was removed"
    );
}

/// A variable, a webhook, a channel and a file in the app; their ids.
fn seed_ids(sb: &Sandbox) -> (String, String, String) {
    sb.ok(&["vars", "create", "motd", "--data", "hello"]);
    sb.ok(&["webhooks", "create", "--url", "https://example.com/h"]);
    sb.ok(&["chats", "create", "general", "--delay", "5s"]);
    let files = serve(Fault::Raw(http("200 OK", &[], b"payload")));
    let file = sb.json(&["files", "upload", &format!("{files}/a.bin")])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let hooks = sb.json(&["webhooks", "list"]);
    let hook = hooks[0]["webid"].as_str().unwrap().to_string();
    (file, hook, "general".into())
}

#[test]
fn variable_file_webhook_and_channel_ids_complete_in_bash() {
    let sb = Sandbox::start();
    let (file, hook, channel) = seed_ids(&sb);
    let got = offers(&sb, &["licensectl", "vars", "edit", "mo"], &[]);
    assert_eq!(got, ["motd"]);
    // A word not begun: the values, then the flags.
    let got = offers(&sb, &["licensectl", "vars", "delete", ""], &[]);
    assert_eq!(got.first().map(String::as_str), Some("motd"), "{got:?}");
    let got = offers(&sb, &["licensectl", "files", "info", &file[..2]], &[]);
    assert_eq!(got, std::slice::from_ref(&file));
    let got = offers(&sb, &["licensectl", "files", "delete", ""], &[]);
    assert!(got.contains(&file), "{file} not in {got:?}");
    let got = offers(&sb, &["licensectl", "webhooks", "delete", ""], &[]);
    assert_eq!(got.first(), Some(&hook), "{got:?}");
    let got = offers(&sb, &["licensectl", "chats", "clear", "gen"], &[]);
    assert_eq!(got, std::slice::from_ref(&channel));
    let got = offers(&sb, &["licensectl", "client", "chat-get", ""], &[]);
    assert_eq!(got.first(), Some(&channel), "{got:?}");
    // A new name is not completed with the existing ones.
    let got = offers(&sb, &["licensectl", "vars", "create", "mo"], &[]);
    assert!(got.is_empty(), "{got:?}");
}

/// Whether `shell` runs here: installed from the distribution's packages when missing (once per
/// test run, both shells in one `apt-get`), else the test is skipped with a message.
fn have(shell: &str) -> bool {
    static TRIED: OnceLock<()> = OnceLock::new();
    let runs = || {
        std::process::Command::new(shell)
            .args(["-c", "exit 0"])
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if runs() {
        return true;
    }
    TRIED.get_or_init(|| {
        let install = || {
            std::process::Command::new("apt-get")
                .args([
                    "install",
                    "-y",
                    "-q",
                    "--no-install-recommends",
                    "zsh",
                    "fish",
                ])
                .env("DEBIAN_FRONTEND", "noninteractive")
                .output()
                .is_ok_and(|o| o.status.success())
        };
        if !install() {
            let _ = std::process::Command::new("apt-get")
                .args(["update", "-q"])
                .output();
            install();
        }
    });
    if runs() {
        return true;
    }
    eprintln!("SKIPPED: {shell} is not installed and apt-get could not install it");
    false
}

/// The environment a completing shell runs licensectl in.
fn shell_cmd(sb: &Sandbox, shell: &str, args: &[&str]) -> std::process::Command {
    let bin = assert_cmd::cargo::cargo_bin("licensectl");
    let path = format!(
        "{}:{}",
        bin.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut c = std::process::Command::new(shell);
    c.args(args)
        .env_clear()
        .env("PATH", path)
        .env("HOME", sb.home.path())
        .env("LICENSECTL_CONFIG", sb.config_path())
        .env("LICENSECTL_DATA_DIR", sb.data_dir())
        .env("LICENSECTL_BASE_URL", &sb.info.base_url)
        .env("LICENSECTL_SELLER_KEY", &sb.info.seller_key);
    c
}

/// The script `licensectl completions SHELL` prints, written to the home directory.
fn script_of(sb: &Sandbox, shell: &str) -> std::path::PathBuf {
    let gen = sb.run(&["completions", shell]);
    assert_eq!(gen.code, 0, "{}", gen.stderr);
    let path = sb.home.path().join(format!("licensectl.{shell}"));
    std::fs::write(&path, &gen.stdout).unwrap();
    path
}

/// Lines of a shell's answer, each cut at `sep` (a value's description), stderr empty.
fn answer(out: std::process::Output, sep: char) -> Vec<String> {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.trim().is_empty(),
        "completion wrote to the terminal: {stderr}"
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.is_empty())
        .map(|l| value_before(l, sep))
        .collect()
}

/// `line` up to the first `sep` not escaped with a backslash (zsh's `value\:with colon:help`).
fn value_before(line: &str, sep: char) -> String {
    let mut escaped = false;
    for (i, c) in line.char_indices() {
        if c == sep && !escaped {
            return line[..i].to_string();
        }
        escaped = c == '\\' && !escaped;
    }
    line.to_string()
}

/// What zsh offers for the last word of `words`: compinit, the script sourced, the function
/// `compdef` registered for licensectl called with `words` and `CURRENT` as zsh sets them.
fn zsh_offers(sb: &Sandbox, words: &[&str]) -> Vec<String> {
    let script = script_of(sb, "zsh");
    let quoted: Vec<String> = words
        .iter()
        .map(|w| shlex::try_quote(w).unwrap().into_owned())
        .collect();
    let test = format!(
        r#"
autoload -U compinit && compinit -u -D
source "$SCRIPT"
fn=$_comps[licensectl]
[[ -n $fn ]] || {{ print -u2 "no completion registered"; exit 1 }}
_describe() {{ local arr=${{@[-1]}}; print -rl -- ${{(P)arr}} }}
words=({words})
CURRENT=${{#words}}
"$fn"
"#,
        words = quoted.join(" "),
    );
    let out = shell_cmd(sb, "zsh", &["-f", "-c", &test])
        .env("SCRIPT", &script)
        .bounded_output();
    answer(out, ':')
}

/// What fish offers for `line`: the script sourced, fish's own `complete -C`.
fn fish_offers(sb: &Sandbox, line: &str) -> Vec<String> {
    let script = script_of(sb, "fish");
    let test = format!(
        "source $SCRIPT; complete -C{}",
        shlex::try_quote(line).unwrap()
    );
    let out = shell_cmd(sb, "fish", &["--no-config", "-c", &test])
        .env("SCRIPT", &script)
        .bounded_output();
    answer(out, '\t')
}

#[test]
fn zsh_completes_the_app_through_its_completion_system() {
    if !have("zsh") {
        return;
    }
    let sb = Sandbox::start_seeded();
    assert_eq!(
        zsh_offers(&sb, &["licensectl", "users", "info", "ha"]),
        ["hana"]
    );
    let keys = sb.json(&["licenses", "list"]);
    let key = keys[0]["key"].as_str().unwrap().to_string();
    let got = zsh_offers(&sb, &["licensectl", "licenses", "info", &key[..6]]);
    assert!(got.contains(&key), "{key} not in {got:?}");
    let got = zsh_offers(&sb, &["licensectl", "completions", "fi"]);
    assert_eq!(got, ["fish"]);
}

#[test]
fn fish_completes_the_app_through_complete_c() {
    if !have("fish") {
        return;
    }
    let sb = Sandbox::start_seeded();
    assert_eq!(fish_offers(&sb, "licensectl users info ha"), ["hana"]);
    let subs = sb.json(&["subs", "list"]);
    let sub = subs[0]["name"].as_str().unwrap().to_string();
    let got = fish_offers(&sb, "licensectl users create x --sub ");
    assert!(got.contains(&sub), "{sub} not in {got:?}");
    std::fs::create_dir_all(sb.config_path().parent().unwrap()).unwrap();
    std::fs::write(
        sb.config_path(),
        "[profiles.other]\nbase_url = \"http://127.0.0.1:1\"\n",
    )
    .unwrap();
    assert_eq!(fish_offers(&sb, "licensectl --profile ot"), ["other"]);
}

/// Usernames a customer can register, as an attacker would choose them.
const HOSTILE_SAFE: &[&str] = &[
    "y$(touch PWNED1)",
    "semi;touch PWNED2",
    "back`touch PWNED3`",
    "star*",
    "quote'\"x",
    "Ωmega",
    "col:on",
    "~tilde",
    "sp ace",
];
/// Names no shell can be handed safely: left out of every completion.
const HOSTILE_LEFT_OUT: &[&str] = &[
    "vt\u{b}--base-url=http://127.0.0.9:1",
    "esc\u{1b}]0;title\u{7}",
    "nl\nadmin",
    "rlo\u{202e}x",
    "--base-url=http://127.0.0.9:1",
];

/// None of `HOSTILE_LEFT_OUT` (nor a piece of one) is among the candidates.
fn assert_left_out(got: &[String], shell: &str) {
    for g in got {
        assert!(
            !g.contains("127.0.0.9")
                && !g.chars().any(|c| c.is_control() || c == '\u{202e}')
                && !["vt", "esc", "nl", "rlo"].iter().any(|p| g.starts_with(p)),
            "{shell} offered {g:?}"
        );
    }
}

/// A sandbox whose users include every hostile name above.
fn hostile_users() -> Sandbox {
    let sb = Sandbox::start();
    for name in HOSTILE_SAFE.iter().chain(HOSTILE_LEFT_OUT) {
        let r = sb.run_stdin(
            &[
                "users",
                "create",
                "--sub",
                "default",
                "--expiry",
                "1d",
                "--password-stdin",
                "--",
                name,
            ],
            "pw\n",
        );
        assert_eq!(r.code, 0, "{name:?}: {}", r.stderr);
    }
    sb
}

/// What bash inserts for each candidate it is offered for `users info ''`, as the words the
/// shell then parses from it (`eval set -- CANDIDATE`), in a directory holding files a glob
/// would match; and whether anything ran.
#[test]
fn hostile_usernames_complete_as_one_literal_word_in_bash() {
    let sb = hostile_users();
    let dir = sb.home.path().join("cwd");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("starZ"), "").unwrap();
    let bin = assert_cmd::cargo::cargo_bin("licensectl");
    let script = script_of(&sb, "bash");
    let test = bash_line(&["licensectl", "users", "info", ""], EVAL_EACH);
    let out = shell_cmd(&sb, "bash", &["--norc", "--noprofile", "-c", &test])
        .current_dir(&dir)
        .env("SCRIPT", &script)
        .bounded_output();
    let _ = bin;
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let got: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .split('\u{1e}')
        .filter(|s| !s.is_empty())
        .map(|s| {
            let (n, w) = s.split_once('\u{1f}').unwrap();
            assert_eq!(n, "1", "a candidate became {n} words: {w:?}");
            w.to_string()
        })
        .collect();
    for name in HOSTILE_SAFE {
        assert!(
            got.iter().any(|g| g == name),
            "{name:?} not offered as itself: {got:?}"
        );
    }
    assert_left_out(&got, "bash");
    for planted in ["PWNED1", "PWNED2", "PWNED3"] {
        assert!(
            !dir.join(planted).exists() && !sb.home.path().join(planted).exists(),
            "{planted} ran"
        );
    }
    // Completing from a typed prefix with bash's own quoting.
    let got = offers(&sb, &["licensectl", "users", "info", r"y\$"], &[]);
    assert_eq!(got, [r"y\$\(touch\ PWNED1\)"]);
}

#[test]
fn hostile_usernames_in_zsh_and_fish_are_the_names_themselves() {
    let sb = hostile_users();
    let expect = |got: Vec<String>, shell: &str| {
        for name in HOSTILE_SAFE {
            assert!(
                got.iter().any(|g| g == name),
                "{shell}: {name:?} not in {got:?}"
            );
        }
        assert_left_out(&got, shell);
        assert!(!sb.home.path().join("PWNED1").exists());
    };
    if have("zsh") {
        let got = zsh_offers(&sb, &["licensectl", "users", "info", ""]);
        // `_describe` takes `value:description`: the value's colon arrives escaped.
        let got = got.into_iter().map(|g| g.replace("\\:", ":")).collect();
        expect(got, "zsh");
    }
    if have("fish") {
        expect(fish_offers(&sb, "licensectl users info "), "fish");
    }
}

/// A bash program: the sourced script's function called as bash calls it for `words` (the last
/// being completed), then `then` run on `COMPREPLY`.
fn bash_line(words: &[&str], then: &str) -> String {
    let quoted: Vec<String> = words
        .iter()
        .map(|w| shlex::try_quote(w).unwrap().into_owned())
        .collect();
    format!(
        r#"
source "$SCRIPT"
COMP_WORDS=({words})
COMP_CWORD=$(( ${{#COMP_WORDS[@]}} - 1 ))
COMP_LINE="${{COMP_WORDS[*]}}"
COMP_POINT=${{#COMP_LINE}}
COMP_TYPE=9
_clap_complete_licensectl licensectl "${{COMP_WORDS[COMP_CWORD]}}" "${{COMP_WORDS[COMP_CWORD-1]}}"
{then}
"#,
        words = quoted.join(" "),
    )
}

/// Each candidate parsed as bash parses the line it is put in: its word count and first word.
const EVAL_EACH: &str = r#"for c in "${COMPREPLY[@]}"; do
    eval "set -- $c"
    printf '%s\037%s\036' "$#" "$1"
done"#;

/// bash's candidates for `words`, in an environment of its own (`env`; none of the sandbox's).
fn bash_offers_in(sb: &Sandbox, words: &[&str], env: &[(&str, &str)]) -> Vec<String> {
    let script = script_of(sb, "bash");
    let test = bash_line(words, r#"printf '%s\n' "${COMPREPLY[@]}""#);
    let mut c = shell_cmd(sb, "bash", &["--norc", "--noprofile", "-c", &test]);
    c.env_remove("LICENSECTL_BASE_URL")
        .env_remove("LICENSECTL_SELLER_KEY")
        .env("SCRIPT", &script)
        .envs(env.iter().copied());
    answer(c.bounded_output(), '\n')
        .into_iter()
        .filter(|l| !l.starts_with('-'))
        .collect()
}

/// The embedded sandbox completes from its database, without starting a server, and `lookup`,
/// `watch`, `subs delete` and `buttons delete` complete too (issue 32).
#[test]
fn the_embedded_sandbox_completes_and_so_do_lookup_watch_and_subs_delete() {
    let sb = Sandbox::start();
    // The embedded sandbox of this home: no base URL, no key.
    let embedded = |args: &[&str]| {
        let mut c = sb.bare();
        c.args(args).write_stdin("pw-long-enough\n");
        let out = c.bounded_output();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    embedded(&["subs", "create", "gold", "--level", "2"]);
    embedded(&[
        "users",
        "create",
        "hana",
        "--sub",
        "gold",
        "--expiry",
        "1d",
        "--password-stdin",
    ]);
    embedded(&["buttons", "create", "--value", "launch", "--text", "Launch"]);
    let key = embedded(&["licenses", "create", "--expiry", "1d"])
        .trim()
        .to_string();
    assert_eq!(
        bash_offers_in(&sb, &["licensectl", "users", "info", "ha"], &[]),
        ["hana"]
    );
    assert_eq!(
        bash_offers_in(&sb, &["licensectl", "lookup", "ha"], &[]),
        ["hana"]
    );
    assert_eq!(
        bash_offers_in(&sb, &["licensectl", "watch", "ha"], &[]),
        ["hana"]
    );
    assert_eq!(
        bash_offers_in(&sb, &["licensectl", "lookup", &key[..5]], &[]),
        std::slice::from_ref(&key)
    );
    assert!(bash_offers_in(&sb, &["licensectl", "lookup", &key[..3]], &[]).is_empty());
    assert_eq!(
        bash_offers_in(&sb, &["licensectl", "subs", "delete", "go"], &[]),
        ["gold"]
    );
    assert_eq!(
        bash_offers_in(&sb, &["licensectl", "buttons", "delete", "la"], &[]),
        ["launch"]
    );
    // A completion never starts (nor creates) anything: a fresh home completes nothing.
    let fresh = tempfile::tempdir().unwrap();
    let data = fresh.path().join("data");
    let got = bash_offers_in(
        &sb,
        &["licensectl", "users", "info", ""],
        &[("LICENSECTL_DATA_DIR", data.to_str().unwrap())],
    );
    assert!(got.is_empty(), "{got:?}");
    assert!(!data.join("sandbox.db").exists());
}

/// Only rows of the list's own shape are offered: a key that is a number, a row without the
/// id field, or a list holding non-rows (`5`, a bare string among keys: refused whole) offers
/// nothing of them.
#[test]
fn only_rows_of_the_right_type_are_offered() {
    let sb = Sandbox::start();
    let serve = |body: &'static str| {
        let base =
            crate::faults::hostile::echo(move |_| crate::faults::hostile::response("200 OK", body));
        format!("http://{base}")
    };
    let url = serve(
        r#"{"success":true,"message":"ok","keys":[{"key":"GOOD-KEY-0001"},{"key":7},{"note":"GOOD-NOTE"}]}"#,
    );
    let got = offers(
        &sb,
        &["licensectl", "licenses", "info", "GOOD"],
        &[("LICENSECTL_BASE_URL", &url)],
    );
    assert_eq!(got, ["GOOD-KEY-0001"]);
    let url = serve(
        r#"{"success":true,"message":"ok","keys":[5,"BARE-STRING-KEY",{"key":"BARE-KEY-0002"}]}"#,
    );
    let got = offers(
        &sb,
        &["licensectl", "licenses", "info", "BARE"],
        &[("LICENSECTL_BASE_URL", &url)],
    );
    assert!(got.is_empty(), "{got:?}");
}

/// Two apps on one service (the hosted service has one URL for every app): the second is
/// never offered the first's usernames from the cache.
#[test]
fn the_cache_is_per_app_not_per_url() {
    let sb = Sandbox::start();
    let base = crate::faults::hostile::echo(|head| {
        let who = if head.contains("sellerkey=a") {
            "alice-of-a"
        } else {
            "bob-of-b"
        };
        crate::faults::hostile::response(
            "200 OK",
            &format!(r#"{{"success":true,"message":"ok","usernames":["{who}"]}}"#),
        )
    });
    let url = format!("http://{base}");
    let key_a = format!("a{}", "0".repeat(31));
    let key_b = format!("b{}", "0".repeat(31));
    let a = offers(
        &sb,
        &["licensectl", "users", "info", ""],
        &[
            ("LICENSECTL_BASE_URL", &url),
            ("LICENSECTL_SELLER_KEY", &key_a),
        ],
    );
    assert!(a.contains(&"alice-of-a".to_string()), "{a:?}");
    let b = offers(
        &sb,
        &["licensectl", "users", "info", ""],
        &[
            ("LICENSECTL_BASE_URL", &url),
            ("LICENSECTL_SELLER_KEY", &key_b),
        ],
    );
    assert!(
        b.contains(&"bob-of-b".to_string()) && !b.contains(&"alice-of-a".to_string()),
        "{b:?}"
    );
    // Nothing secret in the cache: the key is hashed into the file's name.
    for e in std::fs::read_dir(sb.data_dir().join("completion-cache")).unwrap() {
        let e = e.unwrap();
        assert_eq!(crate::harness::mode(&e.path()), 0o600);
        let text = std::fs::read_to_string(e.path()).unwrap();
        assert!(!text.contains(&key_a) && !e.file_name().to_string_lossy().contains("a000"));
    }
}

/// One TAB against an app of 300,000 users stays under 64 MiB (peak resident set of the
/// completing process, from the kernel's accounting of that one child).
#[test]
fn one_tab_against_300000_names_stays_under_64_mib() {
    let sb = Sandbox::start();
    let mut body = String::from(r#"{"success":true,"message":"ok","usernames":["#);
    for i in 0..300_000 {
        if i > 0 {
            body.push(',');
        }
        body.push_str(&format!("\"customer-{i:07}\""));
    }
    body.push_str("]}");
    let page = crate::faults::hostile::response("200 OK", &body);
    let base = crate::faults::hostile::echo(move |_| page.clone());
    let bin = assert_cmd::cargo::cargo_bin("licensectl");
    // The peak is read by a small parent of licensectl's own (python's getrusage of its
    // children): a child of this large test process would inherit its high-water mark.
    let measure = "import resource, subprocess, sys\n\
        r = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE)\n\
        sys.stderr.write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))\n\
        sys.stdout.buffer.write(r.stdout)\n";
    let out = std::process::Command::new("python3")
        .args(["-c", measure])
        .arg(bin)
        .args(["--", "licensectl", "users", "info", "customer-00000"])
        .env_clear()
        .env("HOME", sb.home.path())
        .env("LICENSECTL_CONFIG", sb.config_path())
        .env("LICENSECTL_DATA_DIR", sb.data_dir())
        .env("LICENSECTL_BASE_URL", format!("http://{base}"))
        .env("LICENSECTL_SELLER_KEY", &sb.info.seller_key)
        .env("LICENSECTL_COMPLETE", "bash")
        .env("_CLAP_IFS", "\u{b}")
        .env("_CLAP_COMPLETE_INDEX", "3")
        // A loaded test machine parses 5 MB slowly in a debug build: the bound is not the point.
        .env("LICENSECTL_COMPLETE_WAIT_MS", "20000")
        .bounded_output();
    let text = String::from_utf8_lossy(&out.stdout);
    let kib: f64 = String::from_utf8_lossy(&out.stderr)
        .trim()
        .parse()
        .expect("a peak");
    let offered = text
        .split('\u{b}')
        .filter(|c| c.starts_with("customer-"))
        .count();
    assert_eq!(offered, 100, "{:.200}", text);
    let peak_mib = kib / 1024.0;
    assert!(peak_mib < 64.0, "one TAB held {peak_mib:.1} MiB");
}

/// Every parameter that completes (`Param::completes`), generated from the catalogue, against
/// the hostile app (`sandbox seed --hostile`): in bash each candidate, parsed as the shell parses
/// the line it is put in, is one literal word naming an existing object, nothing runs and no
/// glob expands; no candidate holds a control character or the separator, or begins with `-`.
/// zsh and fish, slower to start, take every third parameter (rotating by catalogue position)
/// and are checked for the same names.
#[test]
fn every_completing_parameter_meets_hostile_names_in_every_shell() {
    let sb = Sandbox::start_hostile();
    let dir = sb.home.path().join("cwd");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("h4Z"), "").unwrap();
    let script = script_of(&sb, "bash");
    let mut n = 0;
    for op in licensectl_catalogue::all() {
        for p in op.params.iter().filter(|p| p.completes.is_some()) {
            let kind = p.completes.unwrap();
            let prefix = if kind == licensectl_catalogue::Objects::Keys {
                "HOST"
            } else {
                ""
            };
            let mut words: Vec<String> = vec!["licensectl".into()];
            words.extend(op.command.split(' ').map(str::to_string));
            if !p.positional {
                words.push(format!("--{}", p.flag));
            }
            words.push(prefix.into());
            let w: Vec<&str> = words.iter().map(String::as_str).collect();
            let test = bash_line(&w, EVAL_EACH);
            let out = shell_cmd(&sb, "bash", &["--norc", "--noprofile", "-c", &test])
                .current_dir(&dir)
                .env("SCRIPT", &script)
                .bounded_output();
            let what = format!("bash: {}", words.join(" "));
            assert!(
                out.stderr.is_empty(),
                "{what}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            let got: Vec<String> = String::from_utf8_lossy(&out.stdout)
                .split('\u{1e}')
                .filter(|s| !s.is_empty())
                .map(|s| {
                    let (count, w) = s.split_once('\u{1f}').unwrap();
                    assert_eq!(
                        count, "1",
                        "{what}: a candidate became {count} words: {w:?}"
                    );
                    w.to_string()
                })
                .filter(|w| !w.starts_with("--"))
                .collect();
            assert!(!got.is_empty(), "{what}: nothing offered");
            assert_left_out(&got, &what);
            assert!(
                !dir.join("PWNED").exists() && !sb.home.path().join("PWNED").exists(),
                "{what}: ran"
            );
            if n % 3 == 0 {
                let line = format!("{} ", words[..words.len() - 1].join(" "));
                for (shell, offered) in [
                    (
                        "zsh",
                        have("zsh").then(|| {
                            let w: Vec<&str> = words.iter().map(String::as_str).collect();
                            zsh_offers(&sb, &w)
                        }),
                    ),
                    (
                        "fish",
                        have("fish").then(|| fish_offers(&sb, &format!("{line}{prefix}"))),
                    ),
                ] {
                    let Some(offered) = offered else { continue };
                    let names: Vec<String> = offered
                        .into_iter()
                        .filter(|w| !w.starts_with("--"))
                        .collect();
                    assert_left_out(&names, shell);
                    for g in &got {
                        assert!(
                            names.contains(g),
                            "{shell}: {} offers not {g:?}: {names:?}",
                            words.join(" ")
                        );
                    }
                }
            }
            n += 1;
        }
    }
    assert!(n >= 25, "{n} completing parameters");
}

/// Installed as the README says (`_licensectl` on `$fpath`), the first TAB in a new zsh
/// completes: compinit autoloads the file then, and its body only registered the completer, so
/// the first TAB offered nothing and the second worked.
#[test]
fn zsh_completes_on_the_first_tab_from_fpath() {
    if !have("zsh") {
        return;
    }
    let sb = Sandbox::start_seeded();
    let script = script_of(&sb, "zsh");
    let dir = sb.home.path().join("zfunc");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(&script, dir.join("_licensectl")).unwrap();
    let test = r#"
fpath=("$ZFUNC" $fpath)
autoload -U compinit && compinit -u -D
fn=$_comps[licensectl]
[[ $fn == _licensectl ]] || { print -u2 "not autoloaded from fpath: $fn"; exit 1 }
_describe() { local arr=${@[-1]}; print -rl -- ${(P)arr} }
words=(licensectl users info ha)
CURRENT=4
"$fn"
"#;
    let out = shell_cmd(&sb, "zsh", &["-f", "-c", test])
        .env("ZFUNC", &dir)
        .output()
        .expect("zsh runs");
    assert_eq!(answer(out, ':'), ["hana"], "the first TAB");
    // Sourced (`source <(licensectl completions zsh)`), it registers as before.
    assert_eq!(
        zsh_offers(&sb, &["licensectl", "users", "info", "ha"]),
        ["hana"]
    );
}
