//! `restore`'s own parts: its phases in dependency order (`phases`), the steps made from the
//! document's records (`plan`, and `users` for a user's), running and reporting them (`run`),
//! and the read-back that proves the result (`check`).

pub(super) mod check;
pub(super) mod phases;
pub(super) mod plan;
pub(super) mod run;
pub(super) mod users;
