//! The one integration-test binary: the real `licensectl` against a sandbox on loopback.

// The fuzz targets compiled in tools.rs say `use libfuzzer_sys::fuzz_target;`: this crate.
extern crate self as libfuzzer_sys;

mod accounts;
mod api;
mod app;
mod app_release;
mod backup;
mod blacklists;
mod buttons;
mod chats;
mod client;
mod completions;
mod config;
mod doctor;
mod export_plan_apply;
mod faults;
mod files;
mod global;
mod harness;
mod help;
mod licenses;
mod load;
mod logs;
mod lookup;
mod ops;
mod output;
mod report;
mod restore;
mod sandbox;
mod scenarios;
mod sessions;
mod simulations;
mod subs;
mod tools;
mod users;
mod vars;
mod watch;
mod webhooks;
mod whitelists;
