//! Lists on stdout: rows parsed one at a time from the answer's text as they are written; tables
//! measured in one pass and streamed in tabled's `psql` style.

use std::borrow::Cow;
use std::io::Write;

use licensectl_catalogue::fields::{Keep, Meaning, Resource, Tone};
use serde_json::Value;

use super::{terminal_width, Format, Output, Row};
use crate::output::row::{self as rows, Item, RowJson, RowsJson, Shape};

impl Output {
    /// Rows of a resource licensectl makes itself (`config list`, `doctor`, `ops list`, …),
    /// rendered by the same code as a service's list, from the same kind of text: shaped by
    /// the field model, its columns in a table, every field in machine formats.
    pub fn rows(&self, res: &'static Resource, rows: &[Row]) -> std::io::Result<()> {
        let columns: Vec<&str> = if self.shows_columns() {
            res.columns().map(|f| f.name).collect()
        } else {
            Vec::new()
        };
        self.rows_of(&columns, Some(res), rows)
    }

    /// Rows already shaped by the model (a `--from-file` job's: its resource plus `item`, `ok`,
    /// `error`), every field a column.
    pub fn shaped_rows(&self, rows: &[Row]) -> std::io::Result<()> {
        self.rows_of(&[], None, rows)
    }

    fn rows_of(
        &self,
        columns: &[&str],
        resource: Option<&'static Resource>,
        rows: &[Row],
    ) -> std::io::Result<()> {
        let text = serde_json::to_string(rows)?;
        let raws = rows::array(&text)?;
        let items: Vec<Item> = raws
            .into_iter()
            .map(|raw| Item {
                raw: raw.get(),
                kind: None,
            })
            .collect();
        let shape = Shape {
            resource,
            first_col: resource.and_then(|r| r.id()).map_or("value", |f| f.name),
            show_secrets: self.show_secrets,
            complete: false,
        };
        self.items(columns, &shape, &items)
    }

    /// List rows, parsed one at a time as they are written to stdout.
    pub fn items(&self, columns: &[&str], shape: &Shape, items: &[Item]) -> std::io::Result<()> {
        let out = super::stdout();
        self.items_to(out, columns, shape, items)
    }

    /// `items`, written to `out` (the fuzz target renders into memory); secrets redacted.
    pub fn items_to(
        &self,
        out: impl Write,
        columns: &[&str],
        shape: &Shape,
        items: &[Item],
    ) -> std::io::Result<()> {
        self.items_fitted(out, columns, shape, items, terminal_width())
    }

    /// `items_to`, a table fitted to `max` columns when given.
    pub(crate) fn items_fitted(
        &self,
        out: impl Write,
        columns: &[&str],
        shape: &Shape,
        items: &[Item],
        max: Option<usize>,
    ) -> std::io::Result<()> {
        let cols: Vec<String> = if columns.is_empty() {
            every_field(shape, items)
        } else {
            columns.iter().map(|c| c.to_string()).collect()
        };
        let json = matches!(self.format, Format::Json | Format::Jsonl);
        let mut out = crate::redact::Lines::new(out, !self.show_secrets)
            .guarded(json)
            .coloured(self.colour);
        match self.format {
            // Selected or filtered: the whole list is one value for `--json FIELDS` / `--jq`.
            Format::Json | Format::Jsonl if self.select.is_some() => {
                drop(out);
                let all = serde_json::to_value(RowsJson { items, shape })?;
                match (self.format, all) {
                    (Format::Jsonl, Value::Array(rows)) => {
                        for row in rows {
                            self.json(&row)?;
                        }
                    }
                    (_, all) => self.json(&all)?,
                }
                return Ok(());
            }
            Format::Json if self.colour => {
                let mut ser =
                    serde_json::Serializer::with_formatter(&mut out, super::colour::Json::new());
                serde::Serialize::serialize(&RowsJson { items, shape }, &mut ser)?;
                out.write_all(b"\n")?;
            }
            // serde_json writes a few bytes at a time (a quote, a key, an indent): gathered here
            // first, the redactor's line writer sees 64 KiB at a time, not millions of calls.
            Format::Json => {
                let mut out = std::io::BufWriter::with_capacity(1 << 16, &mut out);
                serde_json::to_writer_pretty(&mut out, &RowsJson { items, shape })?;
                out.write_all(b"\n")?;
                out.flush()?;
            }
            Format::Jsonl => {
                let mut out = std::io::BufWriter::with_capacity(1 << 16, &mut out);
                let (mut plan, mut bufs) = (None, rows::RowBufs::default());
                for item in items {
                    let row = shape.fields_in(item, &mut plan, &mut bufs);
                    serde_json::to_writer(&mut out, &RowJson(row))?;
                    out.write_all(b"\n")?;
                }
                out.flush()?;
            }
            // No rows and no columns: nothing at all (an empty record would print `""`).
            Format::Csv | Format::Tsv if cols.is_empty() => {}
            Format::Csv | Format::Tsv => self.write_csv(&mut out, &cols, shape, items)?,
            Format::Table => {
                let mut table = self.measure(&cols, shape, items);
                let shown = fit_to_terminal(&cols, shape, &mut table.widths, max);
                table.write(&mut out, &shown)?;
            }
        }
        out.flush()
    }

    /// CSV or TSV: a header line of the columns, then one record per item.
    fn write_csv(
        &self,
        out: &mut impl Write,
        cols: &[String],
        shape: &Shape,
        items: &[Item],
    ) -> std::io::Result<()> {
        let tsv = self.format == Format::Tsv;
        let mut w = csv::WriterBuilder::new()
            .delimiter(if tsv { b'\t' } else { b',' })
            .from_writer(out);
        w.write_record(cols.iter().map(|c| super::clean_cell(c, tsv).into_owned()))
            .map_err(csv_io)?;
        let (mut plan, mut bufs) = (None, rows::RowBufs::default());
        let mut places = Places::default();
        let mut buf = String::new();
        for item in items {
            let row = shape.fields_in(item, &mut plan, &mut bufs);
            // Each cell written as it is cleaned (no `String` a cell), then the record's end.
            for j in places.of(&plan, row, cols) {
                let text = j.map_or("", |j| row[j].1.text_in(&mut buf));
                w.write_field(super::clean_cell(text, tsv).as_bytes())
                    .map_err(csv_io)?;
            }
            w.write_record(None::<&[u8]>).map_err(csv_io)?;
        }
        w.flush()
    }

    /// Formats every cell of a table and measures every column.
    fn measure(&self, cols: &[String], shape: &Shape, items: &[Item]) -> Measured {
        let meanings: Vec<Option<Meaning>> = cols.iter().map(|c| shape.meaning(c)).collect();
        let fields: Vec<_> = cols
            .iter()
            .map(|c| shape.resource.and_then(|r| r.field(c)))
            .collect();
        // Headers and cells are measured as shown: escaped as a cell is (line breaks as spaces,
        // a DEL as `\u{7f}`), redacted (the line writer's pass over them then changes nothing).
        let heads: Vec<String> = cols
            .iter()
            .map(|c| {
                let mut head = String::new();
                super::escape_into(&mut head, c);
                self.redact(&head).into_owned()
            })
            .collect();
        let mut widths: Vec<usize> = heads.iter().map(|c| width(c)).collect();
        let per = cols.len();
        let mut text = String::new();
        let mut ends = Vec::with_capacity(items.len() * per);
        let mut tones = Vec::new();
        let mut plan = None;
        let mut places = Places::default();
        let mut paused_at = Places::default();
        let paused_col = ["paused".to_string()];
        // The rows since the last look for secrets: where their text and their cells begin.
        let (mut chunk_text, mut chunk_ends) = (0, 0);
        let (mut bufs, mut buf) = (rows::RowBufs::default(), String::new());
        for (n, item) in items.iter().enumerate() {
            let row = shape.fields_in(item, &mut plan, &mut bufs);
            let paused = paused_at.of(&plan, row, &paused_col)[0];
            let paused = matches!(paused.map(|j| &row[j].1), Some(rows::Field::Bool(true)));
            for (i, j) in places.of(&plan, row, cols).iter().enumerate() {
                let raw = j.map_or("", |j| row[j].1.text_in(&mut buf));
                self.cell_into(&mut text, meanings[i], paused, raw);
                // Painted when written, after the cell is cut to its width.
                if self.colour {
                    tones.push(
                        fields[i].and_then(|f| super::colour::tone_of(f, raw, paused, self.now())),
                    );
                }
                ends.push(text.len());
            }
            if (n + 1) % REDACTED_TOGETHER == 0 || n + 1 == items.len() {
                self.redact_rows(&mut text, &mut ends[chunk_ends..], chunk_text, per);
                let mut start = chunk_text;
                for (k, &end) in ends[chunk_ends..].iter().enumerate() {
                    widths[k % per] = widths[k % per].max(width(&text[start..end]));
                    start = end;
                }
                (chunk_text, chunk_ends) = (text.len(), ends.len());
            }
        }
        Measured {
            heads,
            widths,
            text,
            ends,
            tones,
        }
    }
}

/// Where each of some columns is in a shaped row, worked out once for the rows of one plan:
/// rows shaped by one plan have the same names in the same places (`Plan::serial`).
#[derive(Default)]
struct Places {
    serial: Option<u64>,
    at: Vec<Option<usize>>,
}

impl Places {
    /// The place of each of `cols` in `row` (shaped by `plan`), `None` where it has none: the
    /// first field of that name, as `rows::get` finds it.
    fn of(
        &mut self,
        plan: &Option<rows::Plan>,
        row: &rows::Fields,
        cols: &[String],
    ) -> &[Option<usize>] {
        let serial = plan.as_ref().map(rows::Plan::serial);
        if serial.is_none() || serial != self.serial {
            self.at = cols
                .iter()
                .map(|c| row.iter().position(|(k, _)| k == c))
                .collect();
            self.serial = serial;
        }
        &self.at
    }
}

/// Rows of a table looked at together for secrets (`redact_rows`).
const REDACTED_TOGETHER: usize = 64;

impl Output {
    /// Redacts the cells of a table's last rows (`text` from `from`, their ends `ends`, `per`
    /// a row) as shown, each cell alone. Rows whose cells together hold no secret and no URL
    /// (so no userinfo) have no cell that does: the rows are looked at together first, then
    /// each row, and only a row where that finds something has each of its cells redacted.
    fn redact_rows(&self, text: &mut String, ends: &mut [usize], from: usize, per: usize) {
        let rows = &text[from..];
        let clean = || matches!(self.redact(rows), Cow::Borrowed(_)) && !rows.contains("://");
        if per == 0 || self.show_secrets || clean() {
            return;
        }
        let cells = text.split_off(from);
        let mut start = 0;
        for row in ends.chunks_mut(per) {
            let end = row[per - 1] - from;
            let base = text.len();
            if let Cow::Owned(_) = self.redact(&cells[start..end]) {
                for end in row.iter_mut() {
                    text.push_str(&self.redact(&cells[start..*end - from]));
                    start = *end - from;
                    *end = text.len();
                }
            } else {
                text.push_str(&cells[start..end]);
                for end in row.iter_mut() {
                    *end = base + (*end - from - start);
                }
                start = end;
            }
        }
    }
}

/// Every field any item has, in the order they first appear: the columns of a list without
/// declared ones.
fn every_field(shape: &Shape, items: &[Item]) -> Vec<String> {
    let mut seen: Vec<String> = Vec::new();
    let mut plan = None;
    for item in items {
        for (k, _) in shape.fields_planned(item, &mut plan) {
            if !seen.iter().any(|s| *s == k) {
                seen.push(k.into_owned());
            }
        }
    }
    seen
}

/// A table's cells, formatted once into one buffer: the widths must be known before the first
/// line, and a grid of `String`s for 100,000 rows would cost ten times more.
struct Measured {
    heads: Vec<String>,
    widths: Vec<usize>,
    /// Every cell, row after row.
    text: String,
    /// Where each cell ends in `text`.
    ends: Vec<usize>,
    /// Each cell's tone when colour is on (else empty).
    tones: Vec<Option<Tone>>,
}

impl Measured {
    /// Writes the header, the rule and the rows, with only the `shown` columns.
    fn write(&self, out: &mut impl Write, shown: &[usize]) -> std::io::Result<()> {
        let shown_widths: Vec<usize> = shown.iter().map(|&i| self.widths[i]).collect();
        let header = shown.iter().map(|&i| self.heads[i].as_str());
        table_line(out, &shown_widths, header)?;
        out.write_all(table_rule(&shown_widths).as_bytes())?;
        let mut start = 0;
        let per = self.heads.len().max(1);
        // Lines gathered into one buffer and written 64 KiB at a time.
        let mut lines = String::new();
        let mut cells: Vec<&str> = Vec::with_capacity(per);
        for (r, row) in self.ends.chunks(per).enumerate() {
            cells.clear();
            cells.extend(row.iter().map(|&end| {
                let cell = &self.text[start..end];
                start = end;
                cell
            }));
            let tone = |i: usize| self.tones.get(r * per + i).copied().flatten();
            table_line_into(
                &mut lines,
                &shown_widths,
                shown.iter().map(|&i| (cells[i], tone(i))),
            );
            if lines.len() >= 1 << 16 {
                out.write_all(lines.as_bytes())?;
                lines.clear();
            }
        }
        out.write_all(lines.as_bytes())
    }
}

/// Fits a table to `max` columns when given: returns the columns shown and narrows their
/// `widths`.
fn fit_to_terminal(
    cols: &[String],
    shape: &Shape,
    widths: &mut [usize],
    max: Option<usize>,
) -> Vec<usize> {
    let mut shown: Vec<usize> = (0..cols.len()).collect();
    let Some(max) = max else {
        return shown;
    };
    // Identifiers, times and numbers stay whole (they are read out and copied into the next
    // command); only free text (`Field::cut`) is cut. While even cut ones cannot fit, columns
    // are left out (the row's identifier never); machine formats always have every value.
    let id = shape.resource.and_then(|r| r.id()).map(|f| f.name);
    let shrinkable: Vec<bool> = cols
        .iter()
        .map(|c| match shape.resource {
            Some(r) => r.field(c).is_some_and(|f| f.cut),
            None => true,
        })
        .collect();
    let least = |i: &usize| {
        if shrinkable[*i] {
            widths[*i].min(MIN)
        } else {
            widths[*i]
        }
    };
    let fits = |shown: &[usize]| shown.iter().map(|i| least(i) + 3).sum::<usize>() - 1 <= max;
    // What goes first is declared on each field (`Field::keep`): free text, then other details,
    // then the row's state (status, level, length, expiry, ban); the identifier never.
    // Rightmost first within a rank. Columns of no declared field are details.
    let rank = |i: usize| match shape.resource.and_then(|r| r.field(&cols[i])) {
        _ if Some(cols[i].as_str()) == id => Keep::Id,
        Some(f) => f.keep,
        None => Keep::Detail,
    };
    while shown.len() > 1 && !fits(&shown) {
        let drop = (0..shown.len())
            .filter(|&k| rank(shown[k]) < Keep::Id)
            .min_by_key(|&k| (rank(shown[k]), std::cmp::Reverse(k)));
        match drop {
            Some(k) => {
                shown.remove(k);
            }
            None => break,
        }
    }
    if shown.len() < cols.len() {
        crate::say!(
            "licensectl: {} of {} columns fit the terminal; -o csv shows all",
            shown.len(),
            cols.len()
        );
    }
    let mut w: Vec<usize> = shown.iter().map(|&i| widths[i]).collect();
    let s: Vec<bool> = shown.iter().map(|&i| shrinkable[i]).collect();
    fit(&mut w, &s, max);
    for (k, &i) in shown.iter().enumerate() {
        widths[i] = w[k];
    }
    shown
}

/// The narrowest a column is cut to.
const MIN: usize = 8;

/// Narrows the widest shrinkable columns until a line (cells plus ` | ` separators) fits in
/// `max` columns, or every shrinkable column is down to 6.
fn fit(widths: &mut [usize], shrinkable: &[bool], max: usize) {
    let total = |w: &[usize]| w.iter().map(|x| x + 3).sum::<usize>().saturating_sub(1);
    while total(widths) > max {
        let widest = (0..widths.len())
            .filter(|&i| shrinkable[i] && widths[i] > MIN)
            .max_by_key(|&i| widths[i]);
        match widest {
            Some(i) => widths[i] -= 1,
            None => break,
        }
    }
    // Last resort: a value wider than the terminal in a column that cannot be left out (a
    // 5,000-character username) is cut too, with `…`: the screen stays readable, and the
    // machine formats have it whole.
    while total(widths) > max {
        match (0..widths.len())
            .filter(|&i| widths[i] > MIN)
            .max_by_key(|&i| widths[i])
        {
            Some(i) => widths[i] -= (total(widths) - max).min(widths[i] - MIN),
            None => break,
        }
    }
}

/// `cell` cut to `w` columns, ending in `…` when cut, and the width of what it gives.
fn truncated(cell: &str, w: usize) -> (std::borrow::Cow<'_, str>, usize) {
    let whole = width(cell);
    if whole <= w {
        return (std::borrow::Cow::Borrowed(cell), whole);
    }
    let mut out = String::new();
    for c in cell.chars() {
        if width(&out) + width(c.encode_utf8(&mut [0; 4])) + 1 > w {
            break;
        }
        out.push(c);
    }
    out.push('…');
    let shown = width(&out);
    (std::borrow::Cow::Owned(out), shown)
}

/// Display width of a table cell, as tabled measures it (its `get_line_width`: unicode-width's).
fn width(text: &str) -> usize {
    // Printable ASCII is a column a byte (most cells: keys, names, times), as unicode-width
    // measures it, without its table lookup per character.
    if text.bytes().all(|b| (0x20..0x7f).contains(&b)) {
        return text.len();
    }
    unicode_width::UnicodeWidthStr::width(text)
}

/// The line under a list table's header.
fn table_rule(widths: &[usize]) -> String {
    let parts: Vec<String> = widths.iter().map(|w| "-".repeat(w + 2)).collect();
    format!("{}\n", parts.join("+"))
}

/// One line of a list table in tabled's `psql` style; cells are one line each.
fn table_line<'c>(
    out: &mut impl Write,
    widths: &[usize],
    cells: impl Iterator<Item = &'c str>,
) -> std::io::Result<()> {
    table_line_toned(out, widths, cells.map(|c| (c, None)))
}

/// `table_line` with each cell painted in its tone, if any (after it is cut, before padding).
fn table_line_toned<'c>(
    out: &mut impl Write,
    widths: &[usize],
    cells: impl Iterator<Item = (&'c str, Option<Tone>)>,
) -> std::io::Result<()> {
    let mut line = String::new();
    table_line_into(&mut line, widths, cells);
    out.write_all(line.as_bytes())
}

/// One line of a list table appended to `line`.
fn table_line_into<'c>(
    line: &mut String,
    widths: &[usize],
    cells: impl Iterator<Item = (&'c str, Option<Tone>)>,
) {
    for (i, ((cell, tone), w)) in cells.zip(widths).enumerate() {
        if i > 0 {
            line.push('|');
        }
        line.push(' ');
        let (cell, shown) = truncated(cell, *w);
        match tone {
            Some(t) if !cell.is_empty() => super::colour::paint(line, t, &cell),
            _ => line.push_str(&cell),
        }
        push_spaces(line, w.saturating_sub(shown) + 1);
    }
    line.push('\n');
}

/// `n` spaces appended to `line`, a slice at a time (not a `char` at a time).
fn push_spaces(line: &mut String, mut n: usize) {
    const SPACES: &str = "                                                                ";
    while n > 0 {
        let k = n.min(SPACES.len());
        line.push_str(&SPACES[..k]);
        n -= k;
    }
}

/// A CSV error as the IO error under it, so a closed pipe is still recognised as one.
fn csv_io(e: csv::Error) -> std::io::Error {
    match e.into_kind() {
        csv::ErrorKind::Io(io) => io,
        other => std::io::Error::other(format!("{other:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rows of a JSON array as `-o table` writes them, with no resource declared.
    fn table_of(text: &str) -> String {
        let raws = rows::array(text).unwrap();
        let items: Vec<Item> = raws
            .into_iter()
            .map(|raw| Item {
                raw: raw.get(),
                kind: None,
            })
            .collect();
        let out = Output {
            format: Format::Table,
            show_secrets: false,
            real_now: 0,
            asked: true,
            local: false,
            select: None,
            colour: false,
        };
        let shape = Shape {
            resource: None,
            first_col: "value",
            show_secrets: false,
            complete: false,
        };
        let mut bytes = Vec::new();
        out.items_to(&mut bytes, &[], &shape, &items).unwrap();
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn redacted_headers_and_cells_keep_the_table_straight() {
        // Found by the `table` fuzz target: a column named like a URL with userinfo was measured
        // before it was redacted, and the table came out ragged.
        // Then a column name with a line break (`{"i\n~": …}`) broke the header into two lines,
        // and one with a DEL (`kd\u007fi`) was measured before it was escaped (final-code run).
        let text = r#"[{"ex/p://u:pw@y": "1", "key": "a://b@c\nd", "i\n~": "2", "kd\u007fi": "3"}, {"key": "x"}]"#;
        let shown = table_of(text);
        assert!(!shown.contains("pw"), "{shown}");
        assert!(shown.contains("kd\\u{7f}i"), "{shown}");
        assert_eq!(shown.lines().count(), 4, "{shown}");
        let widths: Vec<usize> = shown.lines().map(width).collect();
        assert!(widths.iter().all(|w| *w == widths[0]), "{shown}");
    }

    /// A row is looked at whole for secrets first: a secret in one cell is masked there (and
    /// the table stays straight); one that only the cells side by side spell is no secret shown.
    #[test]
    fn a_rows_cells_are_redacted_each_alone() {
        crate::redact::add("span-Secret-42");
        let text = r#"[{"a": "span-Se", "b": "cret-42"}, {"a": "x span-Secret-42 y", "b": "z"}]"#;
        let shown = table_of(text);
        assert!(
            shown.contains(" span-Se ") && shown.contains(" cret-42 "),
            "{shown}"
        );
        assert!(
            shown.contains(" x *** y ") && !shown.contains("span-Secret"),
            "{shown}"
        );
        let widths: Vec<usize> = shown.lines().map(width).collect();
        assert!(widths.iter().all(|w| *w == widths[0]), "{shown}");
    }

    /// Rows are looked at for secrets `REDACTED_TOGETHER` at a time: a secret one row holds is
    /// masked wherever the row is, one only two rows side by side spell is not, and rows after
    /// a masked one keep their places.
    #[test]
    fn rows_looked_at_together_are_redacted_each_alone() {
        crate::redact::add("rows-Secret-77");
        let n = REDACTED_TOGETHER * 2 + 5;
        let rows: Vec<String> = (0..n)
            .map(|i| match i {
                i if i == REDACTED_TOGETHER - 1 => r#"{"a": "x", "b": "rows-Se"}"#.to_string(),
                i if i == REDACTED_TOGETHER => r#"{"a": "cret-77", "b": "y"}"#.to_string(),
                i if i == REDACTED_TOGETHER + 9 => {
                    r#"{"a": "in rows-Secret-77 it", "b": "http://u:pw@h/"}"#.to_string()
                }
                i => format!(r#"{{"a": "r{i}", "b": "c{i}"}}"#),
            })
            .collect();
        let shown = table_of(&format!("[{}]", rows.join(",")));
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(lines.len(), n + 2, "{shown}");
        assert!(
            lines[REDACTED_TOGETHER + 1].contains(" rows-Se "),
            "{shown}"
        );
        assert!(
            lines[REDACTED_TOGETHER + 2].contains(" cret-77 "),
            "{shown}"
        );
        let masked = lines[REDACTED_TOGETHER + 11];
        assert!(
            masked.contains(" in *** it ") && !masked.contains("pw@"),
            "{masked}"
        );
        assert!(
            lines[n + 1].starts_with(&format!(" r{} ", n - 1)),
            "{shown}"
        );
        let widths: Vec<usize> = lines.iter().map(|l| width(l)).collect();
        assert!(widths.iter().all(|w| *w == widths[0]), "{shown}");
    }

    #[test]
    fn wide_tables_fit_by_cutting_free_columns() {
        let mut widths = vec![41, 8, 30, 30];
        fit(&mut widths, &[false, true, true, true], 80);
        assert_eq!(widths[0], 41, "the identifier stays whole");
        assert!(
            widths.iter().map(|w| w + 3).sum::<usize>() - 1 <= 80,
            "{widths:?}"
        );
        assert_eq!(truncated("reseller: acme", 8).0, "reselle…");
        assert_eq!(truncated("short", 8), ("short".into(), 5));
    }
    #[test]
    fn narrow_license_tables_keep_key_status_level_and_length() {
        use licensectl_catalogue::resources::LICENSE;
        let cols: Vec<String> = LICENSE.columns().map(|f| f.name.to_string()).collect();
        let shape = Shape {
            resource: Some(&LICENSE),
            first_col: "key",
            show_secrets: false,
            complete: false,
        };
        // key, status, level, expires, note, usedby, usedon, gendate as a seeded list has them.
        let shown = |max: usize| {
            let mut widths = vec![41, 8, 5, 7, 30, 8, 30, 30];
            let kept = fit_to_terminal(&cols, &shape, &mut widths, Some(max));
            kept.iter().map(|&i| cols[i].as_str()).collect::<Vec<_>>()
        };
        assert_eq!(shown(80), ["key", "status", "level", "expires"]);
        assert_eq!(shown(100), ["key", "status", "level", "expires", "usedby"]);
        assert_eq!(shown(200).len(), 8);
    }

    use tabled::builder::Builder;
    use tabled::settings::Style;

    #[test]
    fn streamed_tables_look_like_tabled_ones() {
        let rows = [
            ["key", "note", "level"],
            ["AAA-BBB", "é日本", ""],
            ["x", "", "12"],
        ];
        let mut b = Builder::default();
        rows.iter().for_each(|r| b.push_record(r.map(String::from)));
        let mut t = b.build();
        t.with(Style::psql());
        let widths: Vec<usize> = (0..3)
            .map(|c| rows.iter().map(|r| width(r[c])).max().unwrap())
            .collect();
        let mut streamed = Vec::new();
        table_line(&mut streamed, &widths, rows[0].into_iter()).unwrap();
        streamed.extend(table_rule(&widths).bytes());
        for r in &rows[1..] {
            table_line(&mut streamed, &widths, r.iter().copied()).unwrap();
        }
        assert_eq!(String::from_utf8(streamed).unwrap(), format!("{t}\n"));
    }
}
