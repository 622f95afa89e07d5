//! The output contract across commands: the field model, `--json`/`--jq` shaping, formats,
//! snapshots of what people see, and every documented example.

mod colour;
pub(crate) mod examples;
mod fields;
mod formats;
mod one_road;
mod properties;
mod screens;
mod shaping;
mod snapshots;
