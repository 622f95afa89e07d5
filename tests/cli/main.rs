//! The one integration-test binary: the real `licensectl` against a sandbox on loopback.

mod faults;
mod faultserver;
mod harness;

mod catalogue_coverage;
mod client_basics;
mod config;
mod foundation;
mod load;
mod scale;
