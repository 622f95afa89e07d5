//! Server generations and how an operation differs on each: the declarations the CLI reads to
//! send to an older server (its type names, the parameters it ignores, the fields it lacks) and
//! the sandbox reads to answer as one (its words, its answers' shapes, its known bugs, what its
//! code did with a request, the types only it had). A third generation is a `Generation`
//! variant, its `Server` entry, and one more `Differences` entry in the operations that differ
//! there (docs/generations.md, CONTRIBUTING.md).

/// A seller-API generation. The 2022 open-source KeyAuth server lacks 30 of the newest types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Generation {
    /// The last public open-source seller API (KeyAuth-Source-Code, August 2022).
    Open2022,
    /// The hosted service and its current source.
    Current,
}

impl Generation {
    pub const ALL: [Generation; 2] = [Generation::Open2022, Generation::Current];
    /// The name `doctor`, the cache and `sandbox start --generation` use.
    pub const fn name(self) -> &'static str {
        match self {
            Generation::Open2022 => "2022",
            Generation::Current => "current",
        }
    }
    pub fn parse(name: &str) -> Option<Generation> {
        Generation::ALL.into_iter().find(|g| g.name() == name)
    }
    /// What the generation's server does as a whole, beside its operations' `Differences`: a
    /// third generation is one more `Server` entry and its arm here.
    pub const fn server(self) -> &'static Server {
        match self {
            Generation::Open2022 => &OPEN_2022,
            Generation::Current => &CURRENT,
        }
    }
    /// Whether `adduser` of an existing name stores a second user of it (`Server::twin_users`).
    pub const fn stores_twin_users(self) -> bool {
        self.server().twin_users
    }
}

/// A generation's server as a whole: its web server, its seller API's own checks, the seller
/// types it answered that are no operation of the catalogue. Each operation's differences are its
/// `Differences`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Server {
    /// `adduser` of an existing name stores a second user of it (and its subscription): the 2022
    /// server does (keyauth-differences.md R21); the current one answers `Username already
    /// exists!`. Such twins are read and changed by name, together.
    pub twin_users: bool,
    /// It serves the client API 1.3 (`/api/1.3/`); without, its web server answers a 404 page.
    pub client_13: bool,
    /// Its client API 1.0-1.2 answers carry `Access-Control-Allow-Origin: *`
    /// (keyauth-transcripts.md #21, #208, #209).
    pub client_cors: bool,
    /// Its web server's longest seller request line (path and query, bytes): a longer one gets
    /// its 414 page before the API sees it.
    pub uri_max: Option<usize>,
    /// It throttles a seller key guessed wrong; without, with its bugs, every guess is answered.
    pub throttles_wrong_keys: bool,
    /// Its seller API's `sanitize()`, with its bugs: HTML tags stripped from every parameter, and
    /// each operation's `Differences::twice` and `ones`.
    pub sanitizes_seller: bool,
    /// The seller types it answered that are no operation of the catalogue.
    pub extra: &'static [Extra],
}

/// A seller type a generation answered that no catalogue operation is: the bots' key check,
/// and types since dropped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Extra {
    /// The `type` query value.
    pub ty: &'static str,
    pub answer: ExtraAnswer,
    /// The parameters its code reads through `trim()` (an array dies, with its bugs).
    pub reads: &'static [&'static str],
}

/// What a generation answers to one of its [`Extra`] types.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExtraAnswer {
    /// `Seller Key Successfully Found` (the key was checked before any type).
    KeyCheck,
    /// `Endpoint Deprecated, …`: keys as users, gone before 2022 (`reset`, `addhwid`).
    Deprecated,
    /// A key's database row, as `info` answers it now (`keydata`).
    KeyRow,
    /// The bare role of the account named `username` (`check`).
    Role,
}

/// The key check every generation answers (`config init`, `doctor`).
const KEY_CHECK_ANSWERED: Extra = Extra {
    ty: crate::app::KEY_CHECK.ty,
    answer: ExtraAnswer::KeyCheck,
    reads: &[],
};

/// `reset`, a stub every generation still answers.
const RESET_DEPRECATED: Extra = Extra {
    ty: "reset",
    answer: ExtraAnswer::Deprecated,
    reads: &[],
};

/// The current service (api-catalogue §1.3).
const CURRENT: Server = Server {
    twin_users: false,
    client_13: true,
    client_cors: true,
    uri_max: None,
    throttles_wrong_keys: true,
    sanitizes_seller: false,
    extra: &[KEY_CHECK_ANSWERED, RESET_DEPRECATED],
};

/// The open-source server at cec90ea behind its nginx (keyauth-transcripts.md #15, #49, #57).
const OPEN_2022: Server = Server {
    twin_users: true,
    client_13: false,
    client_cors: false,
    // nginx's 8 KiB request-line buffer, less `GET ` and ` HTTP/1.1\r\n`.
    uri_max: Some(8177),
    throttles_wrong_keys: false,
    sanitizes_seller: true,
    extra: &[
        KEY_CHECK_ANSWERED,
        RESET_DEPRECATED,
        Extra {
            ty: "addhwid",
            answer: ExtraAnswer::Deprecated,
            reads: &[],
        },
        Extra {
            ty: "keydata",
            answer: ExtraAnswer::KeyRow,
            reads: &[],
        },
        Extra {
            ty: "check",
            answer: ExtraAnswer::Role,
            reads: &["username"],
        },
    ],
};

/// How one operation differs on one server generation from what the service means: a third
/// generation is one more entry in an operation's `differs`, not a new field. The first four the
/// CLI reads too; the rest describe the answers as that generation wrote them and what its code
/// did with a request, which the sandbox imitates. The current generation's entry, where there
/// is one, holds only its bugs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Differences {
    pub generation: Generation,
    /// The type's name there, where it differs.
    pub ty: Option<&'static str>,
    /// Parameters it accepts and ignores where they are the point of the request: refused
    /// before sending.
    pub drops: &'static [&'static str],
    /// Parameters it ignores while the rest of the request does its job (a key's note): warned
    /// before sending.
    pub warns: &'static [&'static str],
    /// Answer fields it does not send (`list.field` for a field of a list's rows): unknown
    /// there, never read as empty or false.
    pub lacks: &'static [&'static str],
    /// Its words for the answers whose message changed since (message now, message then).
    pub words: &'static [(&'static str, &'static str)],
    /// Answer fields it sent that the current service does not, each with the field it followed
    /// (`list.field` for a field of a list's rows).
    pub sends: &'static [(&'static str, &'static str)],
    /// Its answer (status, message) where the current service answers a success that found
    /// nothing (a list's `not_found` marker, a count of a name that names nothing).
    pub misses: Option<(u16, &'static str)>,
    /// Which answers it wrote as JSON whatever `format` asked.
    pub json: Outcomes,
    /// How it answered `format=text` where that differs.
    pub text: Text,
    /// A list (`list.field`) whose rows it sent as the field's bare value.
    pub bare: Option<&'static str>,
    /// Parameters without which its server died before answering: an empty body with this
    /// status.
    pub needs: &'static [(&'static str, u16)],
    /// Parameters that had to be numbers (a missing one too): otherwise an empty body with
    /// this status.
    pub numbers: &'static [(&'static str, u16)],
    /// Its known bugs in this operation (the sandbox's `--bugs`).
    pub bugs: &'static [Bug],
    /// With its bugs: the parameters its code reads through `trim()` or arithmetic (an array
    /// there dies).
    pub reads: &'static [&'static str],
    /// With its bugs: parameters its helpers `sanitize()` again (one level of escapes kept).
    pub twice: &'static [&'static str],
    /// With its bugs: parameters made 1 when they are no number.
    pub ones: &'static [&'static str],
    /// With its bugs: a parameter checked to be a number before anything else: when it is none,
    /// it answers as without them.
    pub number_first: Option<&'static str>,
    /// With its bugs: what its code does before (or instead of) answering as without them.
    pub behaviour: Option<Behaviour>,
    /// How it answers differently with or without its bugs, where the answer's shape does not
    /// say it.
    pub quirks: &'static [Quirk],
}

/// Which of an operation's answers a generation wrote as JSON whatever `format` asked (its PHP
/// wrote them with `die(json_encode(…))`, not through its `format`-aware helpers).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcomes {
    None,
    All,
    Successes,
    Failures,
}

/// How a generation answered `format=text`, where not as the current service does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Text {
    AsNow,
    /// The list `list.field` as one line per row, its last character lost with the bugs
    /// (`substr(…, 0, -2)` of a `\n`-terminated list).
    Lines(&'static str),
    /// A text answer always with HTTP 200, whatever the JSON answer's status.
    AlwaysOk,
}

/// A generation's known bug in an operation's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bug {
    /// Always fails with this message (the 2022 `ban` wants `genby` to be the session's user,
    /// empty in the seller API).
    Fails(&'static str),
    /// This answer field (`record.field`) is sent as null: the PHP answered a variable it never
    /// set.
    Null(&'static str),
    /// `format=text`: the line of a `true` flag has no line break (PHP's `?:` binds before `.`).
    TrueUnbroken,
    /// `adduser` of a name it has stores a second user of it, with its subscription (R21).
    TwinUsers,
    /// `adduser` without a name stores a user named "", and takes `all` as a name.
    AnyUserName,
    /// `addwebhook` ignores `webid`: the webhook gets a random id, which the answer does not carry.
    RandomWebhookId,
    /// `updatesettings` of a `download` link also writes `ver`, blank when not sent.
    DownloadBlanksVersion,
    /// Region, country and ASN blacklist entries answer success and are never stored.
    RegionsUnstored,
    /// Deleting every user leaves their user variables behind.
    KeepsUserVars,
    /// A key made twice from a mask without random characters is stored twice (no unique index).
    DuplicateKeys,
}

/// What a generation's code did with a request of an operation, with its bugs, before (or
/// instead of) answering as without them: each a behaviour the sandbox imitates (an exhaustive
/// `match` there), shared by the operations whose code did the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Behaviour {
    /// `add`: the amount checked before the expiry is computed with, the mask before the level.
    AddLicenses,
    /// `addtime`: adding 0, or to no unused key, changes no row, so fails.
    AddTime,
    /// `edit`: any text as a key's duration, answered as done.
    EditLicense,
    /// `setnote`: the same note again changes no row, so fails.
    SetNote,
    /// `activate`: the user's rows written past the name and key checks.
    Activate,
    /// A user only looked up by `user`.
    UserLookedUp,
    /// `delsub`: the user and the subscription looked up.
    DeleteUserSubscription,
    /// `adduser`: the subscription looked up before the name.
    AddUser,
    /// `extend`: the subscription looked up before the name.
    ExtendUser,
    /// `resetpw`: fails where no row changes.
    ResetPassword,
    /// `addhwiduser`: the HWID appended, answered whether or not the user exists.
    AddHwid,
    /// `setcooldown`: the same cooldown again fails.
    SetCooldown,
    /// `resetuser`: a user without a HWID changes no row, so fails.
    ResetUser,
    /// `resetalluser`: fails when no user had a HWID.
    ResetAllUsers,
    /// `delexpusers`: the users without a subscription with time left.
    DeleteExpiredUsers,
    /// `banuser`: judged by the last query's changed rows.
    BanUser,
    /// `unbanuser`: fails for a user who was not banned.
    UnbanUser,
    /// `setvar`: a variable for any name, user or not.
    SetUserVar,
    /// A user's variable only looked up.
    UserVarLookedUp,
    /// `addsub`: any level, and a second subscription of a name.
    AddSubscription,
    /// `delappsub`: every subscription of the name.
    DeleteSubscription,
    /// `editsub`: every subscription of the name; the same level again fails.
    EditSubscription,
    /// `countsubs`: without a name, the subscription named "".
    CountSubscription,
    /// `fetchallsubs`: every row, a name's second subscriptions too.
    FetchAllSubscriptions,
    /// `addvar`: a name taken is checked before the values are written.
    AddVar,
    /// `editvar`: answered as done whatever the update did.
    EditVar,
    /// An app variable only looked up.
    VarLookedUp,
    /// `addchannel`: a second channel of a name breaks a unique key.
    AddChannel,
    /// A channel only looked up.
    ChannelLookedUp,
    /// `editchan`: its delay computed with, its name looked up.
    EditChannel,
    /// `muteuser`: a mute until a time that must fit an `int` column.
    MuteUser,
    /// `unmuteuser`: the user looked up among the mutes.
    UnmuteUser,
    /// `addwebhook`: any address.
    AddWebhook,
    /// `black`: any text as an address.
    AddBlacklist,
    /// `delblack`: an IP or HWID entry looked up.
    DeleteBlacklist,
    /// `kill`: the session looked up.
    KillSession,
    /// `updatesettings`: one write per setting given, in its order.
    UpdateSettings,
    /// `addhash`: appended to the app's hashes, answered as added either way.
    AddHash,
    /// `balance`: no account is ever found.
    SetBalance,
}

/// How a generation answers an operation differently, with or without its bugs, where the
/// answer's shape does not say it (the sandbox's handlers ask).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quirk {
    /// `add`'s masks: `X` (upper case and digits) and `x` (lower case and digits) are random, `*`
    /// is itself, and its default mask is of `X`s.
    MasksOfXs,
    /// `add` reads an e-commerce webhook's quantity as Sellix and Shoppy send it, not Sell.app.
    NoSellAppQuantity,
    /// `black` of a HWID and an IP stores the HWID first (keyauth-transcripts.md #150).
    HwidBeforeIp,
    /// `adduser` looks the subscription up before the name.
    SubscriptionBeforeName,
}

impl Differences {
    /// No difference on `generation` (the builders below add them).
    pub const fn on(generation: Generation) -> Differences {
        Differences {
            generation,
            ty: None,
            drops: &[],
            warns: &[],
            lacks: &[],
            words: &[],
            sends: &[],
            misses: None,
            json: Outcomes::None,
            text: Text::AsNow,
            bare: None,
            needs: &[],
            numbers: &[],
            bugs: &[],
            reads: &[],
            twice: &[],
            ones: &[],
            number_first: None,
            behaviour: None,
            quirks: &[],
        }
    }
    /// The type is called `ty` there (same parameters).
    pub const fn ty(self, ty: &'static str) -> Differences {
        Differences {
            ty: Some(ty),
            ..self
        }
    }
    pub const fn drops(self, drops: &'static [&'static str]) -> Differences {
        Differences { drops, ..self }
    }
    pub const fn warns(self, warns: &'static [&'static str]) -> Differences {
        Differences { warns, ..self }
    }
    pub const fn lacks(self, lacks: &'static [&'static str]) -> Differences {
        Differences { lacks, ..self }
    }
    pub const fn words(self, words: &'static [(&'static str, &'static str)]) -> Differences {
        Differences { words, ..self }
    }
    pub const fn sends(self, sends: &'static [(&'static str, &'static str)]) -> Differences {
        Differences { sends, ..self }
    }
    pub const fn misses(self, status: u16, message: &'static str) -> Differences {
        Differences {
            misses: Some((status, message)),
            ..self
        }
    }
    pub const fn json(self, json: Outcomes) -> Differences {
        Differences { json, ..self }
    }
    pub const fn text(self, text: Text) -> Differences {
        Differences { text, ..self }
    }
    pub const fn bare(self, path: &'static str) -> Differences {
        Differences {
            bare: Some(path),
            ..self
        }
    }
    pub const fn needs(self, needs: &'static [(&'static str, u16)]) -> Differences {
        Differences { needs, ..self }
    }
    pub const fn numbers(self, numbers: &'static [(&'static str, u16)]) -> Differences {
        Differences { numbers, ..self }
    }
    pub const fn bugs(self, bugs: &'static [Bug]) -> Differences {
        Differences { bugs, ..self }
    }
    pub const fn reads(self, reads: &'static [&'static str]) -> Differences {
        Differences { reads, ..self }
    }
    pub const fn twice(self, twice: &'static [&'static str]) -> Differences {
        Differences { twice, ..self }
    }
    pub const fn ones(self, ones: &'static [&'static str]) -> Differences {
        Differences { ones, ..self }
    }
    pub const fn number_first(self, param: &'static str) -> Differences {
        Differences {
            number_first: Some(param),
            ..self
        }
    }
    pub const fn does(self, behaviour: Behaviour) -> Differences {
        Differences {
            behaviour: Some(behaviour),
            ..self
        }
    }
    pub const fn quirks(self, quirks: &'static [Quirk]) -> Differences {
        Differences { quirks, ..self }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Api;

    /// A generation's extra types are answered where no operation is: none shadows one, none is
    /// listed twice, and every generation answers the key check `config init` and `doctor` send.
    #[test]
    fn extra_types_are_no_operation_there_each_once_with_the_key_check() {
        for g in Generation::ALL {
            let extra = g.server().extra;
            for (i, e) in extra.iter().enumerate() {
                let op =
                    crate::all().find(|op| op.api == Api::Seller && op.type_on(g) == Some(e.ty));
                assert!(op.is_none(), "{g:?}: {} is an operation there", e.ty);
                assert!(
                    extra[..i].iter().all(|x| x.ty != e.ty),
                    "{g:?}: {} twice",
                    e.ty
                );
            }
            let key_check = extra.iter().find(|e| e.ty == crate::app::KEY_CHECK.ty);
            assert_eq!(
                key_check.map(|e| e.answer),
                Some(ExtraAnswer::KeyCheck),
                "{g:?}"
            );
        }
    }
}
