//! What compound commands read and send beside one operation, declared once as data: `lookup`'s
//! desk and the commands it suggests, a used key's user reads, `backup`, `restore`, `report`,
//! `watch`, `client smoke`, `app release`. Every entry names an operation of the catalogue; `exec::read` is
//! the one way the reads are read. (`export`, `plan` and `apply` read the configuration kinds'
//! lists, `kinds::ALL`, each as `Read::list_of` declares it.)

use crate::kinds::RecordKind;
use crate::{find, Api, Op};

/// What the service saying no to a read means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Absent {
    /// Nothing: every refusal fails the read.
    Never,
    /// Only a refusal saying the record is not there — one of the read's declared answers,
    /// `not_found_answers` — is nothing; any other ("Service temporarily unavailable") fails
    /// the read, never a deletion.
    NotFound,
}

/// One read of a compound command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Read {
    /// The section of the page or document (and of the JSON document) it feeds.
    pub section: &'static str,
    /// The seller `type` sent.
    pub ty: &'static str,
    /// What a refusal means.
    pub absent: Absent,
}

const fn read(section: &'static str, ty: &'static str) -> Read {
    Read {
        section,
        ty,
        absent: Absent::Never,
    }
}

/// The service's answers that say the record a read asks for is not there (or, for a list, that
/// it is empty), exactly as api-catalogue.md gives them ("user not found", "key not found",
/// "empty list"), both generations: only these are `Absent::NotFound`'s nothing. Any other
/// refusal — "Temporary failure: upstream not found, retry" — fails the read: it is never a
/// record gone (`watch` said a user `gone`, then `new user`).
pub fn not_found_answers(ty: &str) -> &'static [&'static str] {
    match ty {
        "userdata" => &["User not found", "User Not Found"],
        "verifyuser" => &["User Not Found", "User not found"],
        "info" => &["Key Not Found", "Key Not Found."],
        // The 2022 server's empty list (the current one answers success, `subs:"not_found"`).
        "usersub" => &["No Subscriptions Found", "No subscriptions found"],
        "fetchallusers" | "fetchallusernames" => &["No users found", "No Users Found"],
        "fetchalluservars" => &["No user variables Found", "No user variables found"],
        "fetchallkeys" => &["No keys found", "No License Keys Found"],
        // The reads changes are verified with (`shows`).
        "getvar" => &["Variable not found for user"],
        "retrvvar" => &["Variable not found"],
        // A trailing `*` stands for the rest of the answer (the ID asked for).
        "fetchfile" => &["No file Found with ID: *"],
        "fetchallsubs" => &["No subscriptions found", "No Subscriptions Found"],
        "fetchallvars" => &["No variables Found", "No variables found"],
        "fetchallfiles" => &["No files Found", "No files found"],
        "fetchallwebhooks" => &["No webhooks found"],
        "fetchallchats" => &["No chats found", "No chat channels found"],
        "fetchallmutes" => &["No mutes found"],
        "fetchallsessions" => &["No sessions found"],
        "fetchallblacks" => &["No blacklists found"],
        "fetchalllogs" => &["No logs found"],
        "fetchallbuttons" => &["No buttons found"],
        _ => &[],
    }
}

impl Read {
    /// The same read with another meaning of a refusal.
    pub const fn absent_as(self, absent: Absent) -> Read {
        Read { absent, ..self }
    }
    /// The list read of a configuration kind (`backup`, `restore`, `export`, `plan`, `apply`).
    pub const fn list_of(kind: &RecordKind) -> Read {
        read(kind.section, kind.list)
    }
    /// The list read of an app's objects a parameter names (`Param::completes`): read when the
    /// service says one given was not found, to name the app's and the nearest.
    pub const fn names_of(objects: crate::Objects) -> Read {
        read("names", objects.list())
    }
    /// The operation it sends (every one is a seller read of the catalogue: the unit test).
    pub fn op(&self) -> Option<&'static Op> {
        find(Api::Seller, self.ty)
    }
}

/// One request a compound command sends besides its reads: `restore`'s changes, the commands
/// `lookup` suggests next, the steps of `client smoke`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Send {
    pub api: Api,
    /// What it makes, changes or checks, for people.
    pub what: &'static str,
    /// The `type` sent.
    pub ty: &'static str,
}

const fn write(what: &'static str, ty: &'static str) -> Send {
    Send {
        api: Api::Seller,
        what,
        ty,
    }
}

const fn client(what: &'static str, ty: &'static str) -> Send {
    Send {
        api: Api::Client,
        what,
        ty,
    }
}

impl Send {
    /// The operation it sends (every one is an operation of the catalogue: the unit test).
    pub fn op(&self) -> Option<&'static Op> {
        find(self.api, self.ty)
    }
}

/// Every license (`fetchallkeys`): read as the answer's text and walked one row at a time.
pub const KEYS: Read = read("licenses", "fetchallkeys");
/// The users list (the service stops at 520 rows; `USERNAMES` is complete).
pub const USERS: Read = read("users", "fetchallusers");
/// Every user's name.
pub const USERNAMES: Read = read("users", "fetchallusernames");
/// Every user's variables.
pub const USER_VARS: Read = read("vars", "fetchalluservars");
/// The subscriptions list (also `kinds::SUBSCRIPTIONS`' list).
pub const SUBS: Read = read("subscriptions", "fetchallsubs");
/// A user's subscription rows (`user=NAME`).
pub const USER_SUBS: Read = read("subscriptions", "usersub");
/// A user's record (`user=NAME`).
pub const USER: Read = read("user", "userdata");
/// One key's record (`key=KEY`).
pub const LICENSE: Read = read("license", "info");
/// The app's logs.
pub const LOGS: Read = read("logs", "fetchalllogs");
/// The app's open sessions.
pub const SESSIONS: Read = read("sessions", "fetchallsessions");
/// The blacklist (also `kinds::BLACKLISTS`' list).
pub const BLACKS: Read = read("blacklists", "fetchallblacks");
/// The files list.
pub const FILES: Read = read("files", "fetchallfiles");
/// One file's full record (`id=ID`).
pub const FILE: Read = read("files", "fetchfile");
/// The app's details.
pub const APP: Read = read("app", "appdetails");
/// The resellers and managers.
pub const TEAM: Read = read("accounts", "fetchteam");
/// Whether a user of a name exists (`user=NAME`): the 2022 twin pre-check of `users create`.
pub const USER_EXISTS: Read = read("user", "verifyuser").absent_as(Absent::NotFound);

/// `lookup`: sent first, concurrently: the lists TERM is matched against and the customer's
/// surroundings.
pub const FIND: &[Read] = &[
    KEYS,
    USERS,
    BLACKS,
    SESSIONS,
    LOGS,
    read("mutes", "fetchallmutes"),
];

/// Sent for the chosen user, concurrently (by `lookup`, and by `licenses info` for a used key's
/// user, whose license record is computed from them: `exec::facts`): every subscription (paused
/// and expired ones too, which `userdata` leaves out) and the user's record with its variables.
/// A "not found" refusal is a user the service no longer knows (any other fails the read: a
/// passing refusal is never a user gone).
pub const PER_USER: &[Read] = &[
    USER_SUBS.absent_as(Absent::NotFound),
    USER.absent_as(Absent::NotFound),
];

/// `backup`'s reads besides the configuration kinds' lists (`kinds::ALL`): every refusal fails
/// the backup (a backup that silently lacks a section is worse than none).
pub const BACKUP: &[Read] = &[
    APP, KEYS, USERS, USERNAMES, USER_VARS, USER, USER_SUBS, FILES, FILE, TEAM,
];

/// `restore`'s reads of the target: whether it is empty, what it has (besides the kinds'
/// lists, its subscriptions among them); the read-back compares each user's subscriptions,
/// HWID, ban (the users list; past its 520 rows the user's record) and variables.
pub const RESTORE: &[Read] = &[
    KEYS, USERNAMES, SUBS, USER_SUBS, USERS, USER, USER_VARS, LICENSE,
];

/// `report`'s reads, at once.
pub const REPORT: &[Read] = &[KEYS, USERS, SUBS];

/// `watch`: the customer's record (through `users info`'s hooks: every subscription, the ban)
/// and key, where only "not found" is a record gone; the logs; with `--all` the sessions too.
pub const WATCH_USER: Read = USER.absent_as(Absent::NotFound);
pub const WATCH_LICENSE: Read = LICENSE.absent_as(Absent::NotFound);
pub const WATCH: &[Read] = &[WATCH_USER, WATCH_LICENSE, LOGS, SESSIONS];

/// `restore`'s changes besides the configuration kinds' (`kinds::ALL`).
pub mod restore {
    use super::{write, Send};

    pub const ADD_USER: Send = write("a user", "adduser");
    pub const DELETE_SUB: Send = write("a user's placeholder subscription", "delsub");
    pub const PAUSE_USER: Send = write("a user's paused subscriptions", "pauseuser");
    pub const ADD_HWID: Send = write("a user's HWID", "addhwiduser");
    pub const COOLDOWN: Send = write("a user's HWID cooldown", "setcooldown");
    pub const BAN_USER: Send = write("a user's ban", "banuser");
    pub const EXTEND: Send = write("a user's subscription", "extend");
    pub const SUBTRACT: Send = write("a user's subscription ending in the past", "subtract");
    pub const ADD_LICENSE: Send = write("a license", "add");
    pub const NOTE: Send = write("a license's note", "setnote");
    pub const BAN_LICENSE: Send = write("a license's ban", "ban");
    pub const EDIT_LICENSE: Send = write("a license's time while it is assigned", "edit");
    pub const ASSIGN: Send = write("a license's user", "assignkey");
    pub const EDIT_SUB: Send = write("a subscription's level", "editsub");
    pub const USER_VAR: Send = write("a user's variable", "setvar");
    pub const UPLOAD: Send = write("a file", "upload");
    pub const EDIT_FILE: Send = write("a file's visibility", "editfile");

    /// Every one, for the catalogue's test.
    pub const ALL: &[Send] = &[
        ADD_USER,
        DELETE_SUB,
        PAUSE_USER,
        ADD_HWID,
        COOLDOWN,
        BAN_USER,
        EXTEND,
        SUBTRACT,
        ADD_LICENSE,
        NOTE,
        BAN_LICENSE,
        EDIT_LICENSE,
        ASSIGN,
        EDIT_SUB,
        USER_VAR,
        UPLOAD,
        EDIT_FILE,
    ];
}

/// The commands `lookup` suggests next, by what the customer's state calls for.
pub mod next {
    use super::{write, Send};

    pub const UNBAN: Send = write("a banned license", "unban");
    pub const UNBAN_USER: Send = write("a banned user", "unbanuser");
    pub const UNPAUSE_USER: Send = write("a paused user", "unpauseuser");
    pub const EXTEND: Send = write("a user out of time", "extend");
    pub const RESET_HWID: Send = write("a user's HWID", "resetuser");
    pub const UNMUTE_USER: Send = write("a muted user", "unmuteuser");
    pub const UNBLACKLIST: Send = write("a blacklisted HWID or IP", "delblack");

    /// Every one, for the catalogue's test.
    pub const ALL: &[Send] = &[
        UNBAN,
        UNBAN_USER,
        UNPAUSE_USER,
        EXTEND,
        RESET_HWID,
        UNMUTE_USER,
        UNBLACKLIST,
    ];
}

/// `client smoke`'s steps, in order: a session opened, a login (or a license), a check, a
/// variable (when asked), the session closed. `doctor` and `config init` ask `INIT` too.
pub mod smoke {
    use super::{client, Send};

    pub const INIT: Send = client("a session", "init");
    pub const LOGIN: Send = client("a login", "login");
    pub const LICENSE: Send = client("a license login", "license");
    pub const CHECK: Send = client("the session", "check");
    pub const VAR: Send = client("a variable", "var");
    pub const LOGOUT: Send = client("the session's end", "logout");

    /// Every one, for the catalogue's test.
    pub const ALL: &[Send] = &[INIT, LOGIN, LICENSE, CHECK, VAR, LOGOUT];
}

/// `app release`'s requests, in order, confirmed once: the older builds' hashes forgotten (only
/// with `--replace-hashes`), the build's hash accepted, the version (and download link) set; then
/// the check that a client of the build starts (`init` with its version and hash), whose session
/// is closed again.
pub mod release {
    use super::{client, write, Send};

    pub const RESET_HASHES: Send = write("the older builds' hashes", "resethash");
    pub const ADD_HASH: Send = write("the build's hash", "addhash");
    pub const VERSION: Send = write("the version and download link", "updatesettings");
    pub const INIT: Send = client("a client of the build", "init");
    pub const LOGOUT: Send = client("the check's session", "logout");

    /// The changes, for the catalogue's test.
    pub const CHANGES: &[Send] = &[RESET_HASHES, ADD_HASH, VERSION];
    /// The check.
    pub const CHECK: &[Send] = &[INIT, LOGOUT];
}

#[cfg(test)]
mod tests {

    #[test]
    fn every_read_that_may_be_absent_declares_its_not_found_answers() {
        let reads = [
            USER_EXISTS,
            WATCH_USER,
            WATCH_LICENSE,
            USERS,
            USER_VARS,
            USERNAMES,
            KEYS,
            USER_SUBS,
        ];
        for r in reads.iter().chain(PER_USER) {
            assert!(
                !not_found_answers(r.ty).is_empty(),
                "{}: no not-found answers",
                r.ty
            );
        }
        assert!(not_found_answers("stats").is_empty());
    }

    use super::*;

    #[test]
    fn every_read_is_a_seller_read_of_the_catalogue() {
        let kinds = crate::kinds::ALL.iter().map(|k| Read::list_of(k));
        let all: Vec<Read> = [FIND, PER_USER, BACKUP, RESTORE, REPORT, WATCH]
            .concat()
            .into_iter()
            .chain(kinds)
            .collect();
        for r in &all {
            let op = find(Api::Seller, r.ty).unwrap_or_else(|| panic!("{} unknown", r.ty));
            assert!(op.is_read(), "{} changes data", r.ty);
        }
        // The parameters the commands send with them.
        let takes = |r: &Read, p: &str| find(Api::Seller, r.ty).unwrap().param(p).is_some();
        for r in [&USER_EXISTS, &LICENSE] {
            let op = find(Api::Seller, r.ty).unwrap_or_else(|| panic!("{} unknown", r.ty));
            assert!(op.is_read(), "{} changes data", r.ty);
        }
        for r in PER_USER
            .iter()
            .chain([&USER, &USER_SUBS, &WATCH_USER, &USER_EXISTS])
        {
            assert!(takes(r, "user"), "{} takes no user", r.ty);
        }
        assert!(takes(&LICENSE, "key") && takes(&WATCH_LICENSE, "key"));
        assert!(takes(&FILE, "id"));
        for r in [
            KEYS, USERS, USERNAMES, USER_VARS, SUBS, LOGS, SESSIONS, BLACKS, FILES, TEAM,
        ] {
            let op = find(Api::Seller, r.ty).unwrap();
            assert!(
                op.params.iter().all(|p| !p.required),
                "{} needs a parameter",
                r.ty
            );
        }
    }

    #[test]
    fn every_send_is_an_operation_of_the_catalogue() {
        for w in restore::ALL.iter().chain(next::ALL).chain(release::CHANGES) {
            assert_eq!(w.api, Api::Seller);
            let op = w.op().unwrap_or_else(|| panic!("{} unknown", w.ty));
            assert!(!op.is_read(), "{} reads only", w.ty);
        }
        for s in smoke::ALL.iter().chain(release::CHECK) {
            assert_eq!(s.api, Api::Client);
            assert!(s.op().is_some(), "{} unknown", s.ty);
        }
        // The parameters `app release` sends with them.
        let takes = |s: &Send, p: &str| s.op().unwrap().param(p).is_some();
        assert!(takes(&release::ADD_HASH, "hash") && takes(&release::INIT, "hash"));
        assert!(takes(&release::VERSION, "ver") && takes(&release::VERSION, "download"));
        assert!(takes(&release::INIT, "ver"));
    }

    #[test]
    fn read_backs_name_parameters_their_operations_take() {
        use crate::{all, Echo, Hook};
        let mut echoing = 0;
        for op in all() {
            match op.echo {
                Some(Echo::UserSubs { user, sub }) => {
                    assert!(op.param(user).is_some(), "{}: no {user}", op.command);
                    if let Some(sub) = sub {
                        assert!(op.param(sub).is_some(), "{}: no {sub}", op.command);
                    }
                }
                Some(Echo::License { key }) => {
                    assert!(op.param(key).is_some(), "{}: no {key}", op.command)
                }
                Some(Echo::UnusedLicenses) | None => {}
            }
            echoing += usize::from(op.echo.is_some());
            if op.hook == Hook::OnlySub {
                let sub = op.param("sub").expect("OnlySub needs a sub parameter");
                assert!(!sub.required, "{}: --sub must be optional", op.command);
            }
        }
        assert_eq!(
            echoing, 6,
            "create, extend, subtract, add-time, edit, activate"
        );
    }
}
