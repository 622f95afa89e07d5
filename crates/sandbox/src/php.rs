//! JSON text as PHP's `json_encode` writes it (without flags): `/` as `\/`, every character
//! outside ASCII as `\uXXXX`. Both open-source servers answer so (the 2022 seller API, the 2024
//! client API 1.0–1.2), and so does the hosted service running the same PHP.

/// `text` (JSON from serde) as `json_encode` writes it; `slashes`: `/` escaped too (PHP's default,
/// off under `JSON_UNESCAPED_SLASHES`). A `/` or a character outside ASCII is only ever inside a
/// string in JSON text, so escaping every one is exact.
pub fn json_text(text: &str, slashes: bool) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '/' if slashes => out.push_str("\\/"),
            c if c.is_ascii() => out.push(c),
            c => {
                let mut units = [0u16; 2];
                for u in c.encode_utf16(&mut units) {
                    out.push_str(&format!("\\u{u:04x}"));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn slashes_and_non_ascii_are_escaped_as_php_does() {
        let text = r#"{"a":"https://x/é😀"}"#;
        assert_eq!(
            super::json_text(text, true),
            r#"{"a":"https:\/\/x\/\u00e9\ud83d\ude00"}"#
        );
        assert_eq!(
            super::json_text(text, false),
            r#"{"a":"https://x/\u00e9\ud83d\ude00"}"#
        );
    }
}
