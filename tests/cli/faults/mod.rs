//! Faults: a misbehaving network or server (the fault matrix), signals, hostile answers and
//! inputs, tampering, the hardened sandbox, and the CLI's edges.

mod destroyed;
mod edges;
mod escaping;
mod exit_classes;
mod hardening;
pub(crate) mod hostile;
mod hostile_matrix;
mod hostile_shapes;
mod inputs;
mod jq_limits;
mod limits;
mod local_db;
mod matrix;
mod names;
mod result_files;
mod signals;
mod spooled;
mod watch_faults;
