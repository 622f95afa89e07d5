//! Raw query strings (one per line, `c|` for the client API) through the sandbox's parser and
//! dispatchers against an in-memory database: never a panic, an internal error or an HTTP 500.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        licensectl_sandbox::fuzzing::fuzz_request(text);
    }
});
