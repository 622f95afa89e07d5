//! Whole lists read beside records — by the hooks that complete a record the 2022 server's
//! `userdata` leaves short (its ban from `fetchallusers`, its variables from `fetchalluservars`,
//! its twins from `fetchallusernames`) — kept for the invocation, so a `--from-file` job reads
//! each list once, not once a row (issue 40: 200 rows were 600 whole-list reads). Any change
//! sent forgets them (the next read is fresh), and `watch` forgets them at each poll.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::OnceCell;

use crate::answer::Reply;

/// One list's answer, read once (`None`: the service has none, as the read declares).
pub type Cell = Arc<OnceCell<Option<Arc<Reply>>>>;

/// The lists read so far, by `type` and whether a "not found" refusal is none.
#[derive(Default)]
pub struct Lists(Mutex<HashMap<(&'static str, bool), Cell>>);

impl Lists {
    /// The cell of this list, new when it was not read since the last change.
    pub fn cell(&self, ty: &'static str, absent_is_none: bool) -> Cell {
        match self.0.lock() {
            Ok(mut lists) => lists.entry((ty, absent_is_none)).or_default().clone(),
            // A poisoned map caches nothing: each read is sent.
            Err(_) => Cell::default(),
        }
    }

    /// Forgets every list: after a change, and between `watch`'s polls. A read under way keeps
    /// its own cell (no longer in the map), so nothing read before is handed out after.
    pub fn forget(&self) {
        if let Ok(mut lists) = self.0.lock() {
            lists.clear();
        }
    }
}
