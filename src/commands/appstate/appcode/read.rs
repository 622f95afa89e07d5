//! The app as the service has it, held whole for `export` (`plan` and `apply` walk the same
//! records one at a time: `have.rs`). A kind whose list the server lacks (webhooks on the 2022
//! server) is named, not fatal; a field the server does not send is left out (unknown), never
//! read as empty or false.

use anyhow::Result;

use super::model::{Kind, Rec};
use crate::context::Context;

/// The app's records, and the kinds this server cannot list (with the reason).
pub struct Actual {
    pub recs: Vec<Rec>,
    pub missing: Vec<(Kind, String)>,
}

impl Actual {
    /// One note per kind the server cannot list, naming what the user loses.
    pub fn notes(&self, what: &str) -> Vec<String> {
        self.missing
            .iter()
            .map(|(k, why)| format!("{} skipped: {why}; {what}", k.section()))
            .collect()
    }
}

/// Every configuration record of the app, held (`export`): `have::each`'s records, collected
/// (sends reads only, even under --dry-run).
pub async fn actual(cx: &mut Context) -> Result<Actual> {
    let mut recs = Vec::new();
    let missing = super::have::each(cx, &mut |rec| recs.push(rec)).await?;
    Ok(Actual { recs, missing })
}
