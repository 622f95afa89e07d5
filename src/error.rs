//! The one typed error at the boundary: what failed, mapped to the documented exit codes.

use std::fmt;

/// A failure the user must see, with its exit code. Commands use anyhow and attach one of these.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// 1: the service answered and said no.
    Service(String),
    /// 2: bad command-line usage.
    Usage(String),
    /// 3: config file or profile problem.
    Config(String),
    /// 4: seller key invalid or not authorised.
    Auth(String),
    /// 5: network: refused, DNS, TLS, timeout.
    Network(String),
    /// 6: an answer that is not what the service sends, or cannot be verified.
    Answer(String),
    /// 7: rate limited or a busy sandbox (come back later), retry budget spent.
    RateLimited(String),
    /// 1: a result could not be written: a file asked for, or stdout after a change (recovery file).
    Output(String),
    /// 1: the service said success, but its read shows the change was not made (the message
    /// names both, the service's words escaped).
    NotShown(String),
    /// 130: stopped by a signal (SIGINT; a bulk job's second signal of any kind).
    Interrupted(String),
    /// 128 + the signal: ended by SIGTERM (143) or SIGHUP (129) while waiting for input.
    Signalled(i32, String),
}

impl Failure {
    pub fn code(&self) -> i32 {
        match self {
            Failure::Service(_) => 1,
            Failure::Usage(_) => 2,
            Failure::Config(_) => 3,
            Failure::Auth(_) => 4,
            Failure::Network(_) => 5,
            Failure::Answer(_) => 6,
            Failure::RateLimited(_) => 7,
            Failure::Output(_) | Failure::NotShown(_) => 1,
            Failure::Interrupted(_) => 130,
            Failure::Signalled(code, _) => *code,
        }
    }
    pub fn message(&self) -> &str {
        match self {
            Failure::Service(m)
            | Failure::Usage(m)
            | Failure::Config(m)
            | Failure::Auth(m)
            | Failure::Network(m)
            | Failure::Answer(m)
            | Failure::RateLimited(m)
            | Failure::Output(m)
            | Failure::NotShown(m)
            | Failure::Interrupted(m)
            | Failure::Signalled(_, m) => m,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for Failure {}

/// Ends the command with this exit code and no message (`plan --exit-code` with changes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quiet(pub i32);

impl fmt::Display for Quiet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "exit {}", self.0)
    }
}

impl std::error::Error for Quiet {}

/// The start of the error for a type the server lacks (`service::generation::missing`): licensectl's
/// own finding, often from the cached generation with nothing sent, so never "the service said".
pub const NO_TYPE: &str = "this server has no `";

/// The exit-code table, as `--help` and the README show it.
pub const EXIT_CODES: &str = "\
Exit codes:
  0  ok
  1  the service said no (or did not make what it said), or a result not written
  2  usage error
  3  config or profile problem
  4  seller key invalid or not authorised
  5  network error (refused, DNS, TLS, timeout)
  6  unexpected or unverifiable answer
  7  rate limited, or a busy sandbox: try later
  130  interrupted (143: SIGTERM in a wait for input); see the resume file";

/// The exit code and the one line to print for any error that reaches `main`.
pub fn report(err: &anyhow::Error) -> (i32, String) {
    if let Some(Quiet(code)) = err.downcast_ref::<Quiet>() {
        return (*code, String::new());
    }
    for cause in err.chain() {
        if let Some(io) = cause.downcast_ref::<std::io::Error>() {
            if io.kind() == std::io::ErrorKind::BrokenPipe {
                return (0, String::new());
            }
            // Output that failed for a reason of its own (a `--jq` filter's runtime error).
            if let Some(f) = io.get_ref().and_then(|e| e.downcast_ref::<Failure>()) {
                return (f.code(), f.message().to_string());
            }
        }
    }
    let Some(f) = err.downcast_ref::<Failure>() else {
        return (1, format!("{err:#}"));
    };
    // A service's message is cut: a 52 MB message must not become one stderr line.
    let what = match f {
        Failure::Service(m) if m.starts_with(NO_TYPE) => m.clone(),
        // The service's words stay on this line: a line break in them is shown (`\n`), so no
        // second line of the error is the service's.
        Failure::Service(m) => format!(
            "the service said: {}",
            crate::escape::escape_value(&crate::redact::cut(m))
        ),
        other => crate::redact::cut(other.message()).into_owned(),
    };
    let outer = err.to_string();
    if outer == f.message() {
        (f.code(), what)
    } else {
        (f.code(), format!("{outer}: {what}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_follow_the_table() {
        let all = [
            Failure::Service(String::new()),
            Failure::Usage(String::new()),
            Failure::Config(String::new()),
            Failure::Auth(String::new()),
            Failure::Network(String::new()),
            Failure::Answer(String::new()),
            Failure::RateLimited(String::new()),
        ];
        let codes: Vec<i32> = all.iter().map(Failure::code).collect();
        assert_eq!(codes, [1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(Failure::Interrupted(String::new()).code(), 130);
        for (i, line) in EXIT_CODES.lines().skip(2).take(7).enumerate() {
            assert!(
                line.trim_start().starts_with(&(i + 1).to_string()),
                "{line}"
            );
        }
    }

    #[test]
    fn report_finds_the_failure_in_a_chain() {
        let err = anyhow::Error::new(Failure::Auth("bad key".into())).context("licenses info");
        assert_eq!(report(&err), (4, "licenses info: bad key".into()));
        let err =
            anyhow::Error::new(Failure::Service("Key Not Found".into())).context("licenses info");
        assert_eq!(
            report(&err),
            (1, "licenses info: the service said: Key Not Found".into())
        );
        let pipe = anyhow::Error::new(std::io::Error::from(std::io::ErrorKind::BrokenPipe));
        assert_eq!(report(&pipe).0, 0);
    }
}
