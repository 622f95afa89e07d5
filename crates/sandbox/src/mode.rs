//! How one sandbox behaves, injected into its shared state and every request's context: which
//! server generation it answers as, and the shortcuts fuzzing takes.

pub use licensectl_catalogue::Generation;

/// A sandbox's behaviour; the default is the newest service, as `sandbox start` serves it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mode {
    /// The seller API generation answered: `Current`, or the 2022 open-source server.
    pub generation: Generation,
    /// Reproduce the service's known bugs (the 2022 `ban`, `unban` and `del` that always fail,
    /// the seller and client bugs of `seller::bugs` and `client::bugs`; docs/sandbox.md).
    pub bugs: bool,
    /// Fuzzing: no outgoing requests, cheap password hashes.
    pub fuzzing: bool,
    /// `Access-Control-Allow-Origin: *` on every answer (`sandbox start --cors`), for a web page
    /// calling the sandbox from a browser. Off: only where the recorded service sends it.
    pub cors: bool,
}

impl Default for Mode {
    fn default() -> Mode {
        Mode {
            generation: Generation::Current,
            bugs: false,
            fuzzing: false,
            cors: false,
        }
    }
}

/// The 2022 server's web server (nginx) on a request line longer than its 8 KiB buffer: a path
/// and query of more than the generation's `Server::uri_max` bytes.
pub const URI_TOO_LARGE_PAGE: &str = "<html>\r\n<head><title>414 Request-URI Too Large</title></head>\r\n<body>\r\n<center><h1>414 Request-URI Too Large</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";

impl Mode {
    /// Whether seller answers are reshaped after the handler writes them (a tree, never
    /// streamed): on every generation but the current one, whose handlers write the answer as
    /// sent; an older one's imitation reshapes it from its declared differences.
    pub fn reshapes(&self) -> bool {
        self.generation != Generation::Current
    }
    /// The mode of a generation, by the name `sandbox start --generation` takes.
    pub fn of(name: &str, bugs: bool) -> Option<Mode> {
        Generation::parse(name).map(|generation| Mode {
            generation,
            bugs,
            fuzzing: false,
            cors: false,
        })
    }
}

/// The header every API answer of a sandbox carries: its generation's name, and `; bugs` with
/// `--bugs`. `doctor` reads it to say what the sandbox it talks to promises.
pub const HEADER: &str = "x-licensectl-sandbox";

impl Mode {
    /// The value of [`HEADER`].
    pub fn header(&self) -> String {
        let bugs = if self.bugs { "; bugs" } else { "" };
        format!("{}{bugs}", self.generation.name())
    }
    /// What a sandbox answering as a 2022 server promises, from its [`HEADER`] (`None`: it answers
    /// as the current service, or is no sandbox). docs/sandbox.md, "The 2022 generation".
    pub fn promise(header: &str) -> Option<&'static str> {
        match header {
            "2022" => Some(
                "a 2022 sandbox without --bugs: the 2022 server's types, names, messages and answer shapes; where its PHP died (an empty HTTP 500) or stored duplicates and garbage, a refusal instead (about 70% identical to the server on random requests; docs/sandbox.md)",
            ),
            "2022; bugs" => Some(
                "a 2022 sandbox with --bugs: answers as the open-source 2022 server, its PHP's deaths and bugs included (99% identical on random requests; docs/sandbox.md)",
            ),
            _ => None,
        }
    }
}

/// nginx's page for a path that does not exist, as the open-source server's host sends it.
pub const NOT_FOUND_PAGE: &str = "<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";

impl Mode {
    /// Whether an answer on `client` (a client API path, `None` for the seller API) carries
    /// `Access-Control-Allow-Origin: *`: the 2024 server's client API 1.0-1.2 sends it
    /// (keyauth-transcripts.md #21, #208, #209); its seller API and the 2022 server never do
    /// (`Server::client_cors`).
    pub fn cors_for(&self, older_client_api: bool) -> bool {
        self.cors || (older_client_api && self.generation.server().client_cors)
    }
}
