//! The one integration-test binary: the real `licensectl` against a sandbox on loopback.

mod faultserver;
mod harness;

mod catalogue_coverage;
mod client;
mod client_basics;
mod client_data;
mod client_more;
mod client_smoke;
mod client_verify;
mod config;
mod foundation;
mod tamper;
