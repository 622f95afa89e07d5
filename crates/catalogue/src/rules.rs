//! Per-operation rules the executor honours around the plain request: hooks, expiry echoes,
//! answers that are not failures, and the server generation that knows a type.

/// Behaviour around the plain request that the executor supplies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hook {
    None,
    /// `add`: split `amount` into chunks of the service cap; report every key as `keys`.
    ChunkedCreate,
    /// Client `init`: opens the session every other client request sends, and keeps its id in
    /// the profile's state (`Op::opens_session`).
    SaveSession,
    /// Client `logout` / `changeUsername`: forget the kept session id.
    ForgetSession,
    /// Client `magicLinkCheck`: `--wait` polls until approved or expired.
    PollApproval,
    /// Client `file`: decode the hex `contents` into bytes.
    FileBytes,
    /// Seller `extend`: without `--sub`, the user's only subscription (read with `usersub`).
    OnlySub,
    /// Seller `userdata`: its `subscriptions` gain the paused and expired ones (`usersub`; the
    /// service lists only running ones there), each with its state.
    AllSubs,
    /// Seller `info` of a used key: tables add its user's HWID, ban and expiry (`desk::PER_USER`).
    LicenseUser,
    /// Seller `adduser`: on a server that stores a second user of a name it has
    /// (`Generation::stores_twin_users`), an existing name is refused before sending (`verifyuser`).
    NoTwinUser,
}

/// The longest request URL licensectl sends, in bytes: every parameter rides in the query
/// string, and the service answers behind a CDN that refuses a longer URL (Cloudflare's limit
/// is 16 KB: `414 URI Too Long`); HTTP clients cannot send one past 64 KiB at all. A value that
/// would make a request longer is refused before sending (exit 2 naming the parameter).
pub const MAX_URL_BYTES: usize = 16 * 1024;

/// `Hook::ChunkedCreate`'s limits (api-catalogue): keys per request, keys per 24 hours through
/// the seller API, and the longest mask (key) the service stores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CreateCaps {
    pub chunk: i64,
    pub per_day: i64,
    pub max_mask: usize,
}

impl Hook {
    /// The caps of a chunked create.
    pub const fn create_caps(self) -> Option<CreateCaps> {
        match self {
            Hook::ChunkedCreate => Some(CreateCaps {
                chunk: 100,
                per_day: 5000,
                max_mask: 70,
            }),
            _ => None,
        }
    }
}

/// What a command that changes time reads back afterwards, to print the resulting absolute
/// expiry (`-q` skips it). Names are the operation's parameter names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Echo {
    /// The running subscriptions (`userdata`) of the user in `user`; only `sub`'s when given.
    UserSubs {
        user: &'static str,
        sub: Option<&'static str>,
    },
    /// The license in `key` (`info`): its duration, and its user's expiry (`userdata`) when used.
    License { key: &'static str },
    /// Every unused license (`fetchallkeys`): the durations they now last.
    UnusedLicenses,
}

/// A `success:false` answer that is not a failure of the command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotFailure {
    /// The answer to the question asked (a clean `client check-blacklist`): printed, exit 0.
    Answer(&'static str),
    /// Nothing to do (`users delete-expired` with none expired): a note on stderr, exit 0.
    NothingToDo(&'static str),
}

impl NotFailure {
    pub fn message(self) -> &'static str {
        match self {
            NotFailure::Answer(m) | NotFailure::NothingToDo(m) => m,
        }
    }
}
