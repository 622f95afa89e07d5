//! The list renderer (`Output::items_to`) on any JSON array of rows, in every format, with the
//! columns picked or discovered: never a panic; a table is one line per row, every line as wide as
//! the rule under the header; JSON and JSON lines parse back to as many rows; CSV and TSV read back
//! as one record per row plus the header, each as wide as the header; and nothing a terminal could
//! obey (control characters, escape sequences, bidi overrides, line separators) comes out raw.
#![no_main]

use libfuzzer_sys::fuzz_target;
use licensectl::output::row::{self as rows, Item, Shape};
use licensectl::output::{Format, Output};
use serde_json::value::RawValue;

const FORMATS: [Format; 5] = [
    Format::Table,
    Format::Json,
    Format::Jsonl,
    Format::Csv,
    Format::Tsv,
];
const COLUMNS: [&str; 6] = ["key", "expires", "note", "password", "usedon", "duration"];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let Ok(raws) = rows::array(text) else {
        return;
    };
    let items: Vec<Item> = raws
        .into_iter()
        .map(|raw| Item {
            raw: raw.get(),
            kind: None,
        })
        .collect();
    let out = Output {
        format: FORMATS[pick as usize % FORMATS.len()],
        show_secrets: pick & 0x10 != 0,
        real_now: 1_800_000_000,
        asked: true,
        local: pick & 0x80 != 0,
        select: None,
        colour: pick & 0x08 != 0,
    };
    let columns: &[&str] = if pick & 0x20 != 0 { &COLUMNS } else { &[] };
    let shape = Shape {
        resource: licensectl_catalogue::all()
            .nth(pick as usize >> 6)
            .and_then(|op| op.resource),
        first_col: "value",
        show_secrets: out.show_secrets,
        complete: pick & 0x40 != 0,
    };
    let mut bytes = Vec::new();
    out.items_to(&mut bytes, columns, &shape, &items)
        .expect("rendering into memory cannot fail");
    let rendered = String::from_utf8(bytes).expect("the renderer writes UTF-8");
    // Nothing a terminal could obey comes out raw (issue 21): the one escaper saw every value.
    // (licensectl's own colour, SGR sequences, is taken out first.)
    let plain = strip_sgr(&rendered);
    if let Some(c) = plain.chars().find(|c| {
        (*c != '\n' && *c != '\t' && licensectl::output::is_hostile(*c))
            && !(out.format == Format::Csv && *c == '\r')
    }) {
        panic!("{c:?} came out raw:\n{rendered:?}");
    }
    let rendered = plain;
    match out.format {
        Format::Table => {
            let lines: Vec<&str> = rendered.split('\n').collect();
            assert_eq!(lines.last(), Some(&""), "a table ends with a newline");
            let lines = &lines[..lines.len() - 1];
            // Rows without a single field have no cells: an empty header and rule, no row lines.
            if lines[0].is_empty() {
                return;
            }
            assert_eq!(
                lines.len(),
                items.len() + 2,
                "one line per row:\n{rendered}"
            );
            let width = tabled::grid::util::string::get_line_width(lines[1]);
            for line in lines {
                assert_eq!(
                    tabled::grid::util::string::get_line_width(line),
                    width,
                    "ragged table:\n{rendered}"
                );
            }
        }
        // Read back as raw values: numbers pass through as the service wrote them, and JSON puts
        // no bound on them (`1e999` is valid JSON that serde_json's `Value` refuses).
        Format::Json => {
            let v: Vec<Box<RawValue>> =
                serde_json::from_str(&rendered).expect("JSON output parses");
            assert_eq!(v.len(), items.len());
        }
        Format::Jsonl => {
            let n = rendered
                .lines()
                .map(|l| serde_json::from_str::<Box<RawValue>>(l).expect("a JSON line parses"))
                .filter(|v| v.get().starts_with('{'))
                .count();
            assert_eq!(n, items.len());
        }
        Format::Csv | Format::Tsv => {
            let mut r = csv::ReaderBuilder::new()
                .delimiter(if out.format == Format::Csv {
                    b','
                } else {
                    b'\t'
                })
                .has_headers(false)
                .from_reader(rendered.as_bytes());
            let records: Vec<csv::StringRecord> = r
                .records()
                .collect::<Result<_, _>>()
                .expect("the delimited output reads back");
            // With no columns at all every line is empty, and a reader skips empty lines.
            if !records.is_empty() {
                assert_eq!(records.len(), items.len() + 1, "{rendered:?}");
            }
        }
    }
});

/// `text` without SGR sequences (`ESC [ digits ; m`).
fn strip_sgr(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find('\u{1b}') {
        out.push_str(&rest[..i]);
        let tail = &rest[i + 1..];
        let n = tail.strip_prefix('[').and_then(|t| {
            let n = t.find(|c: char| !(c.is_ascii_digit() || c == ';'))?;
            t[n..].starts_with('m').then_some(n + 2)
        });
        match n {
            Some(n) => rest = &tail[n..],
            None => {
                out.push('\u{1b}');
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}
