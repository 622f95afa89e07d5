//! The one place a format becomes a decision. Commands ask questions ("is this for people?",
//! "is this JSON?") or match on an `Audience`; only this file matches on `Format`, each match
//! without a catch-all arm, so a new format does not compile until every decision is made here.

use super::{Format, Output};

/// Who reads what a command prints, as the chosen format says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audience {
    /// A table, a record, a page: people at a terminal (`-o table`, the default there).
    People,
    /// One JSON document, or JSON lines (`-o json`, `-o jsonl`, `--json`, `--jq`).
    Json,
    /// CSV or TSV asked for (`-o csv`, `-o tsv`): a header, then rows.
    Rows,
    /// TSV nobody asked for (stdout is a pipe): an action's message and created keys stay bare
    /// lines for `$(…)` and `xargs`; lists are rows.
    Piped,
}

impl Format {
    /// The format a command prints in: `-o` as given, JSON for `--json`/`--jq` (JSON lines when
    /// `-o jsonl` too), else a table on a terminal and TSV through a pipe.
    pub fn chosen(asked: Option<Format>, json: bool, terminal: bool) -> Format {
        match (asked, json) {
            (Some(Format::Jsonl), _) => Format::Jsonl,
            (Some(Format::Table | Format::Json | Format::Csv | Format::Tsv) | None, true) => {
                Format::Json
            }
            (Some(f @ (Format::Table | Format::Json | Format::Csv | Format::Tsv)), false) => f,
            (None, false) if terminal => Format::Table,
            (None, false) => Format::Tsv,
        }
    }

    /// Whether it is JSON (one document or lines): what `--json` and `--jq` shape.
    pub fn is_json(self) -> bool {
        match self {
            Format::Json | Format::Jsonl => true,
            Format::Table | Format::Csv | Format::Tsv => false,
        }
    }

    /// The format for one line a program reads before anything else (the sandbox's credentials):
    /// JSON as one compact line, the others as they are.
    pub fn one_line(self) -> Format {
        match self {
            Format::Json | Format::Jsonl => Format::Jsonl,
            Format::Table => Format::Table,
            Format::Csv => Format::Csv,
            Format::Tsv => Format::Tsv,
        }
    }
}

impl Output {
    /// Who reads it.
    pub fn audience(&self) -> Audience {
        match self.format {
            Format::Table => Audience::People,
            Format::Json | Format::Jsonl => Audience::Json,
            Format::Csv | Format::Tsv if self.asked => Audience::Rows,
            Format::Csv | Format::Tsv => Audience::Piped,
        }
    }

    /// A table, a record or a page for people.
    pub fn for_people(&self) -> bool {
        self.audience() == Audience::People
    }

    /// JSON, one document or lines.
    pub fn is_json(&self) -> bool {
        self.format.is_json()
    }

    /// JSON lines: a long job prints each row as it is done, not one array at the end.
    pub fn streams_rows(&self) -> bool {
        match self.format {
            Format::Jsonl => true,
            Format::Table | Format::Json | Format::Csv | Format::Tsv => false,
        }
    }

    /// Rows of a declared resource for a script instead of lines for people: a format asked for
    /// other than a table, or `--json`/`--jq` (`restore`'s report of its steps).
    pub fn rows_for_scripts(&self) -> bool {
        self.select.is_some()
            || match self.audience() {
                Audience::Json | Audience::Rows => true,
                Audience::People | Audience::Piped => false,
            }
    }

    /// The columns a list shows: a table's declared columns; every field in other formats.
    pub(super) fn shows_columns(&self) -> bool {
        self.for_people()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chosen_format_follows_the_flags_then_the_terminal() {
        use Format::*;
        assert_eq!(Format::chosen(None, false, true), Table);
        assert_eq!(Format::chosen(None, false, false), Tsv);
        assert_eq!(Format::chosen(Some(Csv), false, true), Csv);
        assert_eq!(Format::chosen(None, true, true), Json);
        assert_eq!(Format::chosen(Some(Table), true, false), Json);
        assert_eq!(Format::chosen(Some(Jsonl), true, false), Jsonl);
        assert_eq!(Format::chosen(Some(Jsonl), false, true), Jsonl);
    }
}
