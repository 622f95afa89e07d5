//! How one sandbox behaves, injected into its shared state and every request's context: which
//! server generation it answers as (its flavour), and the shortcuts fuzzing takes.

pub use licensectl_catalogue::Generation;

/// A sandbox's behaviour; the default is the newest service, as `sandbox start` serves it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mode {
    /// The seller API generation answered: `Current`, or the 2022 open-source server.
    pub flavor: Generation,
    /// Reproduce the flavour's known bugs (the 2022 `ban`, `unban` and `del` that always fail).
    pub flavor_bugs: bool,
    /// Fuzzing: no outgoing requests, cheap password hashes.
    pub fuzzing: bool,
}

impl Default for Mode {
    fn default() -> Mode {
        Mode {
            flavor: Generation::Current,
            flavor_bugs: false,
            fuzzing: false,
        }
    }
}

impl Mode {
    /// The mode of a flavour, by the name `sandbox start --flavor` takes.
    pub fn flavor(name: &str, bugs: bool) -> Option<Mode> {
        Generation::parse(name).map(|flavor| Mode {
            flavor,
            flavor_bugs: bugs,
            fuzzing: false,
        })
    }
}

/// nginx's page for a path that does not exist, as the open-source server's host sends it.
pub const NOT_FOUND_PAGE: &str = "<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";
