//! Load and scale: the sandbox under concurrent writers and kill -9 (ignored; scripts/load.sh),
//! and scripting at scale (bulk input, list filters, rate limits, retries).

mod database;
pub(crate) mod loadkit;
pub(crate) mod memory;
mod requests;
mod scale;
