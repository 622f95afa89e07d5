//! What shows a change's effect (issue 38, "verified effects"): for every change operation, the
//! read whose answer shows that the service made it, or why no read can. The servers in this
//! field answer "success" for changes they did not make (`edit` of a key that does not exist,
//! the 2022 server's `addhwiduser` and `editvar` of a row that is not there), so a change is done
//! when the service shows it, not when it says so: the executor sends the declared read after a
//! success answer, and a read that contradicts it is exit 1 naming both (`exec::shown`).
//!
//! The hosted service caches reads (api-catalogue §1.5: lists 30 minutes, single records with
//! no expiry, purged by some changes only). A cached read can still show a target that is not
//! there (a cache holds what exists, never a "not found"), so the target's presence is always
//! checked; what the change did to it is checked only where the read is not cached or the change
//! purges it (`ReadBack::cached`), and otherwise reported as not verified, never as a failure.

use crate::{find, Api, Op};

/// How a change's effect is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shows {
    /// Read back after a success answer.
    Read(ReadBack),
    /// No read shows it: why (said in docs/safety.md).
    Nothing(&'static str),
    /// It makes its target, and no read shows that: why.
    NothingMade(&'static str),
}

impl Shows {
    /// Whether the change makes its target (a create): it is never "a target that does not
    /// exist".
    pub const fn makes(self) -> bool {
        match self {
            Shows::Read(rb) => rb.makes,
            Shows::NothingMade(_) => true,
            Shows::Nothing(_) => false,
        }
    }
}

/// A read sent after the change, and what its answer must show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReadBack {
    /// The seller read sent (a `type` of the catalogue).
    pub read: &'static str,
    /// Its parameters, each taken from one of the change's: (the read's name, the change's).
    pub args: &'static [(&'static str, &'static str)],
    /// What the answer must show; a check naming a parameter the request lacks is skipped.
    pub expect: &'static [Expect],
    /// The hosted service caches this read and the change does not purge it: there, only
    /// `Present` is checked, the rest said to be not verified (exit 0).
    pub cached: bool,
    /// The change makes its target (a create): it is never "a target that does not exist".
    pub makes: bool,
}

/// What a read-back must show. Fields are the read's answer fields, by the resource's name or
/// the service's; parameters are the change's, as sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    /// The record is there (the read does not answer "not found").
    Present,
    /// The record is gone: the read answers "not found".
    Gone,
    /// The record's field equals the parameter.
    Equals(&'static str, &'static str),
    /// The record's field is this text.
    Is(&'static str, &'static str),
    /// The record's field is not this text.
    IsNot(&'static str, &'static str),
    /// The record's field is empty (or null).
    Blank(&'static str),
    /// The list has a row whose field equals the parameter.
    Listed(&'static str, &'static str),
    /// The list has no row whose field equals the parameter.
    Unlisted(&'static str, &'static str),
    /// The list has no row whose field, named by the first parameter's value, equals the second
    /// parameter (`delblack`: `blacktype=hwid`, `data=…`).
    UnlistedAt(&'static str, &'static str),
    /// The list has no rows.
    Empty,
    /// The list has no row whose field is this text.
    NoneWith(&'static str, &'static str),
}

impl Expect {
    /// Whether the check reads a list's rows (else one record).
    pub const fn of_list(self) -> bool {
        matches!(
            self,
            Expect::Listed(..)
                | Expect::Unlisted(..)
                | Expect::UnlistedAt(..)
                | Expect::Empty
                | Expect::NoneWith(..)
        )
    }
    /// The change's parameters the check compares with.
    pub fn params(self) -> Vec<&'static str> {
        match self {
            Expect::Equals(_, p) | Expect::Listed(_, p) | Expect::Unlisted(_, p) => vec![p],
            Expect::UnlistedAt(a, b) => vec![a, b],
            _ => vec![],
        }
    }
}

impl ReadBack {
    /// The read's operation.
    pub fn op(&self) -> Option<&'static Op> {
        find(Api::Seller, self.read)
    }
    /// Whether its answer is a list (checked once per job in a `--from-file` run).
    pub fn of_list(&self) -> bool {
        self.expect.iter().any(|e| e.of_list())
    }
}

const fn rb(read: &'static str, args: &'static [(&'static str, &'static str)]) -> ReadBack {
    ReadBack {
        read,
        args,
        expect: &[Expect::Present],
        cached: false,
        makes: false,
    }
}

impl ReadBack {
    const fn expect(self, expect: &'static [Expect]) -> ReadBack {
        ReadBack { expect, ..self }
    }
    const fn cached(self) -> ReadBack {
        ReadBack {
            cached: true,
            ..self
        }
    }
    const fn makes(self) -> ReadBack {
        ReadBack {
            makes: true,
            ..self
        }
    }
    const fn shows(self) -> Shows {
        Shows::Read(self)
    }
}

use Expect::*;

const KEY: &[(&str, &str)] = &[("key", "key")];
const USER: &[(&str, &str)] = &[("user", "user")];
const NONE: &[(&str, &str)] = &[];

/// The client API acts as the app's end user, whose session reads nothing of the seller's.
const CLIENT: &str = "a client request acts for the app's end user, whose session cannot read the seller's records; its own answer (signed on 1.3) is what the app sees, and `licensectl users info` shows the rest";
/// A mass change: reading every row back would double the largest transfers.
const MASS: &str = "a change to every matching row: `list` shows what is left, and reading every row back would double the largest transfers the service has";

/// Every change operation's read-back, by API and type (the unit test: exactly the change
/// operations, each once, each read a seller read taking those parameters).
pub static SHOWN: &[(Api, &str, Shows)] = &[
    // Licenses: `info` by key. It is cached with no expiry, and `ban`/`unban` do not purge it.
    (
        Api::Seller,
        "add",
        Shows::NothingMade("the keys it makes are in its own answer, each read by `licenses info KEY`"),
    ),
    (Api::Seller, "addtime", Shows::Nothing(MASS)),
    (Api::Seller, "del", rb("info", KEY).expect(&[Gone]).shows()),
    (
        Api::Seller,
        "delmultiple",
        Shows::Nothing("its one parameter holds several keys; `licenses info` reads each"),
    ),
    (Api::Seller, "delunused", rb("fetchallkeys", NONE).expect(&[NoneWith("status", "Not Used")]).cached().shows()),
    (Api::Seller, "delused", rb("fetchallkeys", NONE).expect(&[NoneWith("status", "Used")]).cached().shows()),
    (Api::Seller, "delalllicenses", rb("fetchallkeys", NONE).expect(&[Empty]).cached().shows()),
    (Api::Seller, "ban", rb("info", KEY).expect(&[Present, Is("status", "Banned")]).cached().shows()),
    (Api::Seller, "unban", rb("info", KEY).expect(&[Present, IsNot("status", "Banned")]).cached().shows()),
    (Api::Seller, "setnote", rb("info", KEY).expect(&[Present, Equals("note", "note")]).cached().shows()),
    (Api::Seller, "edit", rb("info", KEY).expect(&[Present, Equals("expires", "expiry")]).cached().shows()),
    (Api::Seller, "assignkey", rb("info", KEY).shows()),
    (Api::Seller, "activate", rb("userdata", USER).shows()),
    // Users: `userdata` by name (not cached by the service).
    (Api::Seller, "adduser", rb("userdata", USER).makes().shows()),
    (Api::Seller, "deluser", rb("userdata", USER).expect(&[Gone]).shows()),
    (Api::Seller, "delexpusers", Shows::Nothing(MASS)),
    (Api::Seller, "delallusers", rb("fetchallusers", NONE).expect(&[Empty]).cached().shows()),
    (Api::Seller, "resetuser", rb("userdata", USER).expect(&[Present, Blank("hwid")]).shows()),
    (Api::Seller, "resetalluser", Shows::Nothing(MASS)),
    (Api::Seller, "resetpw", rb("userdata", USER).shows()),
    (Api::Seller, "editemail", rb("userdata", USER).shows()),
    (Api::Seller, "editusername", rb("userdata", &[("user", "newUsername")]).shows()),
    (Api::Seller, "addhwiduser", rb("userdata", USER).shows()),
    (Api::Seller, "setcooldown", rb("userdata", USER).shows()),
    (Api::Seller, "banuser", rb("userdata", USER).shows()),
    (Api::Seller, "unbanuser", rb("userdata", USER).shows()),
    (Api::Seller, "pauseuser", rb("userdata", &[("user", "username")]).shows()),
    (Api::Seller, "unpauseuser", rb("userdata", &[("user", "username")]).shows()),
    (Api::Seller, "extend", rb("userdata", USER).shows()),
    (Api::Seller, "subtract", rb("userdata", USER).shows()),
    (Api::Seller, "delsub", rb("userdata", USER).shows()),
    (
        Api::Seller,
        "setvar",
        rb("getvar", &[("user", "user"), ("var", "var")]).expect(&[Present, Equals("data", "data")]).cached().shows(),
    ),
    (
        Api::Seller,
        "deluservar",
        rb("getvar", &[("user", "user"), ("var", "var")]).expect(&[Gone]).cached().shows(),
    ),
    (Api::Seller, "massUserVarDelete", rb("fetchalluservars", NONE).expect(&[Unlisted("name", "name")]).cached().shows()),
    // Subscriptions: the list.
    (Api::Seller, "addsub", rb("fetchallsubs", NONE).expect(&[Listed("name", "name")]).makes().cached().shows()),
    (Api::Seller, "editsub", rb("fetchallsubs", NONE).expect(&[Listed("name", "sub")]).cached().shows()),
    (Api::Seller, "delappsub", rb("fetchallsubs", NONE).expect(&[Unlisted("name", "name")]).cached().shows()),
    (Api::Seller, "pausesub", rb("fetchallsubs", NONE).expect(&[Listed("name", "subscription")]).cached().shows()),
    (Api::Seller, "unpausesub", rb("fetchallsubs", NONE).expect(&[Listed("name", "subscription")]).cached().shows()),
    // Variables: `retrvvar` by name (cached with no expiry).
    (Api::Seller, "addvar", rb("retrvvar", &[("name", "name")]).makes().shows()),
    (
        Api::Seller,
        "editvar",
        rb("retrvvar", &[("name", "varid")]).expect(&[Present, Equals("msg", "data")]).cached().shows(),
    ),
    (Api::Seller, "delvar", rb("retrvvar", &[("name", "name")]).expect(&[Gone]).cached().shows()),
    (Api::Seller, "delallvars", rb("fetchallvars", NONE).expect(&[Empty]).cached().shows()),
    // Files.
    (Api::Seller, "upload", rb("fetchallfiles", NONE).expect(&[Listed("url", "url")]).makes().cached().shows()),
    (Api::Seller, "editfile", rb("fetchfile", &[("id", "id")]).shows()),
    (Api::Seller, "delfile", rb("fetchfile", &[("id", "fileid")]).expect(&[Gone]).cached().shows()),
    (Api::Seller, "delallfiles", rb("fetchallfiles", NONE).expect(&[Empty]).cached().shows()),
    // Webhooks.
    (Api::Seller, "addwebhook", rb("fetchallwebhooks", NONE).expect(&[Listed("webid", "webid")]).makes().cached().shows()),
    (Api::Seller, "delallwebhooks", rb("fetchallwebhooks", NONE).expect(&[Empty]).cached().shows()),
    (Api::Seller, "delwebhook", rb("fetchallwebhooks", NONE).expect(&[Unlisted("webid", "webid")]).cached().shows()),
    // Chats.
    (Api::Seller, "addchannel", rb("fetchallchats", NONE).expect(&[Listed("name", "name")]).makes().cached().shows()),
    (Api::Seller, "editchan", rb("fetchallchats", NONE).expect(&[Listed("name", "name")]).cached().shows()),
    (Api::Seller, "delchannel", rb("fetchallchats", NONE).expect(&[Unlisted("name", "name")]).cached().shows()),
    (Api::Seller, "clearchannel", rb("fetchallchats", NONE).expect(&[Listed("name", "name")]).cached().shows()),
    (Api::Seller, "muteuser", rb("fetchallmutes", NONE).expect(&[Listed("user", "user")]).cached().shows()),
    (Api::Seller, "unmuteuser", rb("fetchallmutes", NONE).expect(&[Unlisted("user", "user")]).cached().shows()),
    // Sessions.
    (Api::Seller, "kill", rb("fetchallsessions", NONE).expect(&[Unlisted("id", "sessid")]).cached().shows()),
    (Api::Seller, "killall", rb("fetchallsessions", NONE).expect(&[Empty]).cached().shows()),
    // Blacklists and whitelists.
    (
        Api::Seller,
        "black",
        rb("fetchallblacks", NONE)
            .expect(&[
                Listed("ip", "ip"),
                Listed("hwid", "hwid"),
                Listed("region", "region"),
                Listed("country", "country"),
                Listed("asn", "asn"),
            ])
            .makes()
            .cached()
            .shows(),
    ),
    (Api::Seller, "delblack", rb("fetchallblacks", NONE).expect(&[UnlistedAt("blacktype", "data")]).cached().shows()),
    (Api::Seller, "delblacks", rb("fetchallblacks", NONE).expect(&[Empty]).cached().shows()),
    (Api::Seller, "addWhite", Shows::NothingMade("the seller API has no read of the whitelist")),
    (Api::Seller, "delWhite", Shows::Nothing("the seller API has no read of the whitelist")),
    (Api::Seller, "delallwhites", Shows::Nothing("the seller API has no read of the whitelist")),
    // Logs and buttons.
    (Api::Seller, "dellogs", rb("fetchalllogs", NONE).expect(&[Empty]).cached().shows()),
    (Api::Seller, "addbutton", rb("fetchallbuttons", NONE).expect(&[Listed("value", "value")]).makes().cached().shows()),
    (Api::Seller, "delbutton", rb("fetchallbuttons", NONE).expect(&[Unlisted("value", "value")]).cached().shows()),
    (Api::Seller, "delallbuttons", rb("fetchallbuttons", NONE).expect(&[Empty]).cached().shows()),
    // The app.
    (
        Api::Seller,
        "updatesettings",
        rb("getsettings", NONE).expect(&[Equals("version", "ver"), Equals("download", "download")]).cached().shows(),
    ),
    (Api::Seller, "pauseapp", Shows::Nothing("the seller API shows no app's pause")),
    (Api::Seller, "unpauseapp", Shows::Nothing("the seller API shows no app's pause")),
    (
        Api::Seller,
        "addhash",
        Shows::NothingMade("the seller API has no read of the accepted hashes; a client `init` with that hash shows it"),
    ),
    (
        Api::Seller,
        "resethash",
        Shows::Nothing("the seller API has no read of the accepted hashes; a client `init` shows it"),
    ),
    // Accounts.
    (Api::Seller, "addAccount", rb("fetchteam", NONE).expect(&[Listed("username", "user")]).makes().cached().shows()),
    (Api::Seller, "deleteAccount", rb("fetchteam", NONE).expect(&[Unlisted("username", "user")]).cached().shows()),
    (Api::Seller, "setbalance", rb("fetchteam", NONE).expect(&[Listed("username", "username")]).cached().shows()),
    // The client API.
    (Api::Client, "init", Shows::Nothing(CLIENT)),
    (Api::Client, "register", Shows::Nothing(CLIENT)),
    (Api::Client, "loginEmail", Shows::Nothing(CLIENT)),
    (Api::Client, "magicLinkSend", Shows::Nothing(CLIENT)),
    (Api::Client, "upgrade", Shows::Nothing(CLIENT)),
    (Api::Client, "webhook", Shows::Nothing(CLIENT)),
    (Api::Client, "login", Shows::Nothing(CLIENT)),
    (Api::Client, "license", Shows::Nothing(CLIENT)),
    (Api::Client, "forgot", Shows::Nothing(CLIENT)),
    (Api::Client, "setvar", Shows::Nothing(CLIENT)),
    (Api::Client, "chatsend", Shows::Nothing(CLIENT)),
    (Api::Client, "log", Shows::Nothing(CLIENT)),
    (Api::Client, "file", Shows::Nothing(CLIENT)),
    (Api::Client, "ban", Shows::Nothing(CLIENT)),
    (Api::Client, "changeUsername", Shows::Nothing(CLIENT)),
    (Api::Client, "logout", Shows::Nothing(CLIENT)),
    (Api::Client, "2faenable", Shows::Nothing(CLIENT)),
    (Api::Client, "2fadisable", Shows::Nothing(CLIENT)),
    (Api::Client, "emailOtpSend", Shows::Nothing(CLIENT)),
    (Api::Client, "emailOtpVerify", Shows::Nothing(CLIENT)),
];

impl Shows {
    /// For docs/safety.md: the read and what it must show, or why nothing can.
    pub fn describe(self) -> String {
        let rb = match self {
            Shows::Nothing(why) | Shows::NothingMade(why) => return format!("none: {why}"),
            Shows::Read(rb) => rb,
        };
        let read = rb.op().map_or(rb.read, |op| op.command);
        let what: Vec<String> = rb
            .expect
            .iter()
            .map(|e| match *e {
                Present => "the record is there".into(),
                Gone => "not found".into(),
                Equals(f, p) => format!("{f} = the {p} sent"),
                Is(f, v) => format!("{f} = {v}"),
                IsNot(f, v) => format!("{f} ≠ {v}"),
                Blank(f) => format!("{f} empty"),
                Listed(f, p) => format!("a row with {f} = the {p} sent"),
                Unlisted(f, p) => format!("no row with {f} = the {p} sent"),
                UnlistedAt(by, p) => format!("no row with the {by} field = the {p} sent"),
                Empty => "no rows".into(),
                NoneWith(f, v) => format!("no row with {f} = {v}"),
            })
            .collect();
        let cached = if rb.cached {
            " (cached by the hosted service: there only the target's presence is checked, the rest is reported not verified)"
        } else {
            ""
        };
        format!("`{read}`: {}{cached}", what.join("; "))
    }
}

/// What shows `op`'s effect; `None` for a read (and, the unit test says, for nothing else).
pub fn of(op: &Op) -> Option<Shows> {
    SHOWN
        .iter()
        .find(|(api, ty, _)| *api == op.api && *ty == op.ty)
        .map(|(_, _, s)| *s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::all;

    #[test]
    fn every_change_declares_what_shows_it_once_and_nothing_else_does() {
        for op in all() {
            let n = SHOWN
                .iter()
                .filter(|(api, ty, _)| *api == op.api && *ty == op.ty)
                .count();
            let want = usize::from(!op.is_read());
            assert_eq!(n, want, "{} ({}): declared {n} times", op.command, op.ty);
        }
        for (api, ty, _) in SHOWN {
            assert!(find(*api, ty).is_some(), "{ty} is no operation");
        }
    }

    #[test]
    fn every_read_back_is_a_seller_read_given_parameters_the_change_has() {
        for (api, ty, shows) in SHOWN {
            let change = find(*api, ty).unwrap();
            let Shows::Read(rb) = shows else { continue };
            let read = rb
                .op()
                .unwrap_or_else(|| panic!("{ty}: no seller read {}", rb.read));
            assert!(read.is_read(), "{ty}: {} is no read", rb.read);
            for (theirs, ours) in rb.args {
                assert!(
                    read.param(theirs).is_some(),
                    "{ty}: {} takes no {theirs}",
                    rb.read
                );
                assert!(change.param(ours).is_some(), "{ty} takes no {ours}");
            }
            for p in rb.expect.iter().flat_map(|e| e.params()) {
                assert!(change.param(p).is_some(), "{ty} takes no {p}");
            }
            // A read that can answer "not there" says how (`desk::not_found_answers`): else a
            // record gone, or an empty list, would read as a failed read-back, not verified.
            let always_answers = ["getsettings", "fetchteam"];
            assert!(
                always_answers.contains(&rb.read)
                    || !crate::desk::not_found_answers(rb.read).is_empty(),
                "{ty}: {} declares no not-found answers",
                rb.read
            );
            let lists = rb.expect.iter().filter(|e| e.of_list()).count();
            assert!(
                lists == 0 || lists == rb.expect.len(),
                "{ty}: a record and a list"
            );
            assert!(!(rb.of_list() && !rb.args.is_empty() && rb.read.starts_with("fetchall")));
        }
    }
}
