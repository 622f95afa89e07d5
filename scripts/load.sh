#!/usr/bin/env bash
# The sandbox under load (tests/cli/load/database.rs): 32 concurrent HTTP writers against a database file,
# then kill -9 mid-load and reopen. Prints the figures; takes a minute or two.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --release --test cli load -- --ignored --nocapture --test-threads=1
