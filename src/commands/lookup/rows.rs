//! The lists a lookup searches, walked one row at a time: a list answer keeps its text and each
//! pass parses its rows as it reaches them, so a lookup on 466,000 keys holds the answer's text
//! and one row, not 466,000 parsed rows (2.2 GB before; see docs/performance.md).

use std::borrow::Cow;
use std::collections::HashMap;

use licensectl_catalogue::Op;
use serde_json::{Map, Value};

use crate::answer::Reply;
use crate::output::row::Item;

pub type Row = Map<String, Value>;

/// The `FIND` lists, by section.
pub type Lists<'a> = HashMap<&'static str, Box<dyn Rows + 'a>>;

/// A section's list; no rows when it was not read.
pub fn list<'l>(lists: &'l Lists, section: &str) -> &'l dyn Rows {
    const NONE: &[Row; 0] = &[];
    lists.get(section).map_or(NONE, |l| &**l)
}

/// Rows that can be walked from the start as often as a search needs (a few passes, each linear).
pub trait Rows {
    /// Every row, in the service's order; a streamed list parses each as it is reached.
    fn each(&self) -> Box<dyn Iterator<Item = Cow<'_, Row>> + '_>;
    /// How many rows there are, without parsing them.
    fn count(&self) -> usize;
}

impl Rows for [Row] {
    fn each(&self) -> Box<dyn Iterator<Item = Cow<'_, Row>> + '_> {
        Box::new(self.iter().map(Cow::Borrowed))
    }
    fn count(&self) -> usize {
        self.len()
    }
}

impl Rows for Vec<Row> {
    fn each(&self) -> Box<dyn Iterator<Item = Cow<'_, Row>> + '_> {
        self.as_slice().each()
    }
    fn count(&self) -> usize {
        self.len()
    }
}

impl<const N: usize> Rows for [Row; N] {
    fn each(&self) -> Box<dyn Iterator<Item = Cow<'_, Row>> + '_> {
        self.as_slice().each()
    }
    fn count(&self) -> usize {
        N
    }
}

/// A list answer's rows, left as its text (`Reply::items`) and parsed one at a time per pass
/// (`answer::value_of`, the rows `answer::values` would make).
pub struct Streamed<'a> {
    op: &'static Op,
    items: Vec<Item<'a>>,
}

impl<'a> Streamed<'a> {
    /// The rows of `reply` (none when there is no answer: a dry run, a type the server lacks).
    pub fn new(op: &'static Op, reply: Option<&'a Reply>) -> Streamed<'a> {
        Streamed {
            op,
            items: reply.map(Reply::items).unwrap_or_default(),
        }
    }
}

impl Rows for Streamed<'_> {
    fn each(&self) -> Box<dyn Iterator<Item = Cow<'_, Row>> + '_> {
        Box::new(
            self.items
                .iter()
                .filter_map(|i| crate::answer::value_of(self.op, i).map(Cow::Owned)),
        )
    }
    fn count(&self) -> usize {
        self.items.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use licensectl_catalogue::{find, Api};

    #[test]
    fn a_streamed_list_gives_the_rows_values_gives() {
        let op = find(Api::Seller, "fetchallkeys").unwrap();
        let body = br#"{"success":true,"keys":[{"key":"A","usedby":"ann"},"B",{"key":"C\/D"}]}"#;
        let reply = Reply::new(body.to_vec(), crate::answer::read(op, 200, body).unwrap());
        let rows = Streamed::new(op, Some(&reply));
        assert_eq!(rows.count(), 3);
        let walked: Vec<Row> = rows.each().map(Cow::into_owned).collect();
        let whole = crate::answer::values(op, &serde_json::from_slice(body).unwrap());
        assert_eq!(walked, whole);
        assert_eq!(rows.each().count(), 3, "walked again from the start");
        assert_eq!(Streamed::new(op, None).count(), 0);
    }
}
