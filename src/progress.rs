//! Progress bars on stderr, only when a person is watching (stderr is a terminal).

use std::io::IsTerminal;

use indicatif::{ProgressBar, ProgressStyle};

/// A bar for `len` items, or a hidden one in scripts.
pub fn bar(len: u64, label: &str) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(len);
    if let Ok(style) =
        ProgressStyle::with_template("{prefix} [{bar:30}] {pos}/{len} ({per_sec}, eta {eta})")
    {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_prefix(label.to_string());
    bar
}
