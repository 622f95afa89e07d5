//! licensectl: administer a KeyAuth-compatible licensing service, or run a local sandbox of it.

fn main() {
    std::process::exit(licensectl::main_entry());
}
