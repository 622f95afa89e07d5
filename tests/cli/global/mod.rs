//! What every command shares: the app a command targets, confirmations and flag values, the
//! parameter codec for files and flags, and the audit trail.

mod audit;
mod codec;
mod files_states;
pub(crate) mod target;
