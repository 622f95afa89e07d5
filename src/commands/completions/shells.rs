//! What a completion hands each shell: a candidate the shell inserts as one literal word, never
//! as syntax. A customer chooses their own username (`y$(touch ~/PWNED)`, a vertical tab, an
//! ESC), and bash inserts `COMPREPLY` entries as they are typed: so bash gets each candidate
//! backslash-quoted, PowerShell single-quoted (zsh's compadd and fish quote for themselves); a candidate
//! holding a character no shell can show safely (a control character, the separator the shells'
//! scripts split on, a bidirectional override) is left out for every shell. The bash
//! registration is ours (clap's splits the answer with an unquoted `$(…)`, which also expands
//! globs): it splits on the separator alone.

use std::borrow::Cow;

use clap_complete::Shell;

/// The shell of the script that called back, noted before clap's engine runs (it removes
/// `LICENSECTL_COMPLETE=SHELL` from the environment before the completers are called).
static CALLING: std::sync::OnceLock<Option<Shell>> = std::sync::OnceLock::new();

/// Notes the calling shell from `var`; returns it.
pub fn note_calling(var: &str) -> Option<Shell> {
    *CALLING.get_or_init(|| std::env::var(var).ok().and_then(|n| named(&n)))
}

/// The shell of the script that called back (`None` outside a completion).
pub fn calling() -> Option<Shell> {
    CALLING.get().copied().flatten()
}

fn named(name: &str) -> Option<Shell> {
    match name {
        "bash" => Some(Shell::Bash),
        "zsh" => Some(Shell::Zsh),
        "fish" => Some(Shell::Fish),
        "powershell" | "pwsh" => Some(Shell::PowerShell),
        "elvish" => Some(Shell::Elvish),
        _ => None,
    }
}

/// Whether `name` may be offered at all: no character a terminal could obey or a shell's
/// script splits on (newline, tab, the vertical tab bash's script uses), not empty, and not
/// starting with `-` (a customer named `--base-url=http://…` would become a flag of the command
/// line it completes).
pub fn offerable(name: &str) -> bool {
    !name.is_empty() && !name.starts_with('-') && !name.chars().any(crate::escape::is_hostile)
}

/// Characters every shell takes literally in an unquoted word.
fn plain(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || matches!(c, '_' | '-' | '.' | '/' | ',' | '+' | '=' | ':' | '@' | '%')
        || (!c.is_ascii() && !crate::escape::is_hostile(c))
}

/// `name` as `shell` should insert it: one word, taken literally.
pub fn quote(name: &str, shell: Option<Shell>) -> Cow<'_, str> {
    match shell {
        Some(Shell::Bash) => {
            if name.chars().all(plain) && !name.starts_with('~') {
                return Cow::Borrowed(name);
            }
            let mut out = String::with_capacity(name.len() + 8);
            for c in name.chars() {
                if !plain(c) {
                    out.push('\\');
                }
                out.push(c);
            }
            Cow::Owned(out)
        }
        // zsh: clap escapes `_describe`'s colon, and compadd quotes what it inserts.
        Some(Shell::PowerShell) if !name.chars().all(plain) => {
            Cow::Owned(format!("'{}'", name.replace('\'', "''")))
        }
        _ => Cow::Borrowed(name),
    }
}

/// The word being completed as the shell passed it, its quoting undone (bash and zsh pass the
/// typed text: `y\$(` or `'y$(`), so it can be compared with the names themselves.
pub fn unquote(word: &str, shell: Option<Shell>) -> Cow<'_, str> {
    if !matches!(shell, Some(Shell::Bash | Shell::Zsh | Shell::PowerShell))
        || !word.contains(['\\', '\'', '"'])
    {
        return Cow::Borrowed(word);
    }
    let mut out = String::with_capacity(word.len());
    let mut quote: Option<char> = None;
    let mut chars = word.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (None, '\'' | '"') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None | Some('"'), '\\') => {
                if let Some(n) = chars.next() {
                    out.push(n);
                }
            }
            (_, c) => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// The bash registration: clap's protocol (`_CLAP_IFS`, `_CLAP_COMPLETE_INDEX`, …), but the
/// answer is split on the separator alone, with no word splitting on anything else and no glob
/// expansion, so a candidate reaches `COMPREPLY` exactly as licensectl quoted it.
pub const BASH: &str = r#"
_clap_complete_licensectl() {
    local IFS=$'\013'
    local _CLAP_COMPLETE_INDEX=${COMP_CWORD}
    local _CLAP_COMPLETE_COMP_TYPE=${COMP_TYPE}
    if compopt +o nospace 2> /dev/null; then
        local _CLAP_COMPLETE_SPACE=false
    else
        local _CLAP_COMPLETE_SPACE=true
    fi
    local words=("${COMP_WORDS[@]}")
    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
        words[COMP_CWORD]="$2"
    fi
    local out
    out=$( \
        _CLAP_IFS="$IFS" \
        _CLAP_COMPLETE_INDEX="$_CLAP_COMPLETE_INDEX" \
        _CLAP_COMPLETE_COMP_TYPE="$_CLAP_COMPLETE_COMP_TYPE" \
        _CLAP_COMPLETE_SPACE="$_CLAP_COMPLETE_SPACE" \
        LICENSECTL_COMPLETE="bash" \
        "licensectl" -- "${words[@]}" \
    ) || { unset COMPREPLY; return; }
    # Candidates arrive quoted for bash; split on the separator only (quoted expansions: no
    # word splitting, no pathname expansion).
    COMPREPLY=()
    while [[ -n $out ]]; do
        COMPREPLY+=("${out%%"$IFS"*}")
        if [[ $out == *"$IFS"* ]]; then out=${out#*"$IFS"}; else out=; fi
    done
    if [[ $_CLAP_COMPLETE_SPACE == false ]] && [[ "${COMPREPLY-}" =~ [=/:]$ ]]; then
        compopt -o nospace
    fi
}
if [[ "${BASH_VERSINFO[0]}" -eq 4 && "${BASH_VERSINFO[1]}" -ge 4 || "${BASH_VERSINFO[0]}" -gt 4 ]]; then
    complete -o nospace -o bashdefault -o nosort -F _clap_complete_licensectl licensectl
else
    complete -o nospace -o bashdefault -F _clap_complete_licensectl licensectl
fi
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bash_gets_one_literal_word() {
        let b = Some(Shell::Bash);
        assert_eq!(quote("hana", b), "hana");
        assert_eq!(quote("Ωmega", b), "Ωmega");
        assert_eq!(quote("y$(touch ~/P)", b), r"y\$\(touch\ \~/P\)");
        assert_eq!(quote("a;b`c`*'\"", b), r#"a\;b\`c\`\*\'\""#);
        assert_eq!(quote("~root", b), r"\~root");
        assert_eq!(unquote(r"y\$\(", b), "y$(");
        assert_eq!(unquote("'y$(", b), "y$(");
        assert_eq!(unquote(r#""a\"b"#, b), "a\"b");
    }

    #[test]
    fn zsh_powershell_and_the_rest() {
        assert_eq!(quote("a:b", Some(Shell::Zsh)), "a:b");
        assert_eq!(quote("it's", Some(Shell::PowerShell)), "'it''s'");
        assert_eq!(quote("$(x)", Some(Shell::Fish)), "$(x)");
        for bad in [
            "a\nb",
            "a\u{b}b",
            "a\u{1b}[31m",
            "a\u{202e}b",
            "a\tb",
            "",
            "a\u{7}",
            "--base-url=x",
        ] {
            assert!(!offerable(bad), "{bad:?}");
        }
        assert!(offerable("y$(touch ~/P)"));
    }
}
