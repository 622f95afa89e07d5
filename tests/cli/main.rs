//! The one integration-test binary: the real `licensectl` against a sandbox on loopback.

mod admin;
mod app_accounts;
mod catalogue_coverage;
mod client;
mod client_basics;
mod client_data;
mod client_more;
mod client_smoke;
mod client_verify;
mod config;
mod faults;
mod faultserver;
mod foundation;
mod harness;
mod licenses;
mod licenses_bulk;
mod resources;
mod resources_hooks;
mod sandbox_cmd;
mod scale;
mod snapshots;
mod tamper;
mod user_subs;
mod user_vars;
mod users;
