//! A parameter of an operation: how it is taken on the command line and sent, and its const builders.

/// The unit a duration parameter is sent in (api-catalogue §6.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Seconds,
    Minutes,
    Days,
}

/// How a parameter is taken on the command line and written to the query string.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Free text, sent as given.
    Text,
    /// A whole number.
    Int,
    /// A decimal number.
    Number,
    /// `--x` / `--no-x`, sent as `1` / `0`; the `Option` is the default when neither is given.
    Switch(Option<bool>),
    /// `--x` / `--no-x`, sent as `true` / `false`; sent only when given.
    SwitchWord,
    /// A human duration (`90s`, `12h`, `30d`, `2w`), sent in this unit.
    Duration(Unit),
    /// A secret (password): read from a no-echo prompt or `--<flag>-stdin`, never from argv.
    Secret,
    /// Several values, sent joined by `", "` (the service's list separator).
    List,
}

/// A key pattern: each `*` becomes a random character (docs/masks.md). The 2022 server reads X
/// and x as the random places instead, so the executor sends it in the syntax of the server's
/// generation, and a `*` in it is what makes the generation worth finding out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mask {
    /// The operation's parameter choosing the random characters' case (`3`: lower case).
    pub charset: &'static str,
}

/// The app's objects a parameter names, whose values the service can list: shell completion
/// offers them (docs/completion.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Objects {
    /// An app user's username (never a seller account's: those are not listed).
    Users,
    /// A license key.
    Keys,
    /// A subscription's name.
    Subs,
    /// A global variable's name.
    Vars,
    /// A file's id.
    Files,
    /// A webhook's id.
    Webhooks,
    /// A chat channel's name.
    Channels,
    /// A web-loader button's value.
    Buttons,
}

impl Objects {
    pub const ALL: &'static [Objects] = &[
        Objects::Users,
        Objects::Keys,
        Objects::Subs,
        Objects::Vars,
        Objects::Files,
        Objects::Webhooks,
        Objects::Channels,
        Objects::Buttons,
    ];
    /// Whether an app has few enough of them to list in an error (its subscriptions, variables,
    /// files…), not its users or keys (tens of thousands: never read for a hint).
    pub const fn few(self) -> bool {
        !matches!(self, Objects::Users | Objects::Keys)
    }
    /// What one of them is called, for people.
    pub const fn noun(self) -> (&'static str, &'static str) {
        match self {
            Objects::Users => ("user", "users"),
            Objects::Keys => ("license", "licenses"),
            Objects::Subs => ("subscription", "subscriptions"),
            Objects::Vars => ("variable", "variables"),
            Objects::Files => ("file", "files"),
            Objects::Webhooks => ("webhook", "webhooks"),
            Objects::Channels => ("chat channel", "chat channels"),
            Objects::Buttons => ("button", "buttons"),
        }
    }
    /// The seller operation (`type`) that lists them; its id field holds the values.
    pub const fn list(self) -> &'static str {
        match self {
            Objects::Users => "fetchallusernames",
            Objects::Keys => "fetchallkeys",
            Objects::Subs => "fetchallsubs",
            Objects::Vars => "fetchallvars",
            Objects::Files => "fetchallfiles",
            Objects::Webhooks => "fetchallwebhooks",
            Objects::Channels => "fetchallchats",
            Objects::Buttons => "fetchallbuttons",
        }
    }
}

/// One query parameter of an operation.
#[derive(Debug, Clone, Copy)]
pub struct Param {
    /// Name in the query string.
    pub name: &'static str,
    /// Long flag (kebab case) or, when positional, the value name in lower case.
    pub flag: &'static str,
    pub kind: Kind,
    pub required: bool,
    /// The identifying value (key, username, name) is positional.
    pub positional: bool,
    pub help: &'static str,
    /// The service's length limit, checked before sending.
    pub max_len: Option<usize>,
    /// A profile setting that supplies the value when the flag is absent.
    pub setting: Option<&'static str>,
    /// The only values the service accepts (compared in any case, sent as listed); empty: any.
    pub choices: &'static [&'static str],
    /// It is a key pattern, sent in the syntax of the server's generation.
    pub mask: Option<Mask>,
    /// An optional secret asked for (without echo) on a terminal all the same, unless this
    /// other parameter is given (a password, unless a token stands in for it).
    pub asked: Option<Asked>,
    /// The app's objects it names, offered by shell completion.
    pub completes: Option<Objects>,
    /// The field of the printed record its value is, where the answer leaves it out
    /// (`users get-var`'s `--var` is the variable's `name`): the record carries it all the same.
    pub field: Option<&'static str>,
}

/// See `Param::asked`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Asked {
    pub unless: Option<&'static str>,
}

impl Param {
    const fn new(name: &'static str, flag: &'static str, kind: Kind, help: &'static str) -> Param {
        Param {
            name,
            flag,
            kind,
            required: false,
            positional: false,
            help,
            max_len: None,
            setting: None,
            choices: &[],
            mask: None,
            asked: None,
            completes: None,
            field: None,
        }
    }
    /// An optional flag.
    pub const fn opt(
        name: &'static str,
        flag: &'static str,
        kind: Kind,
        help: &'static str,
    ) -> Param {
        Param::new(name, flag, kind, help)
    }
    /// A required flag.
    pub const fn req(
        name: &'static str,
        flag: &'static str,
        kind: Kind,
        help: &'static str,
    ) -> Param {
        Param {
            required: true,
            ..Param::new(name, flag, kind, help)
        }
    }
    /// The required identifying value, taken positionally.
    pub const fn pos(name: &'static str, value_name: &'static str, help: &'static str) -> Param {
        Param {
            required: true,
            positional: true,
            ..Param::new(name, value_name, Kind::Text, help)
        }
    }
    /// An optional positional value.
    pub const fn pos_opt(
        name: &'static str,
        value_name: &'static str,
        help: &'static str,
    ) -> Param {
        Param {
            positional: true,
            ..Param::new(name, value_name, Kind::Text, help)
        }
    }
    /// Names one of the app's objects (a username, a key, …): shell completion offers them.
    pub const fn completes(self, objects: Objects) -> Param {
        Param {
            completes: Some(objects),
            ..self
        }
    }
    /// Its value is the printed record's field `name` (see `Param::field`).
    pub const fn is_field(self, name: &'static str) -> Param {
        Param {
            field: Some(name),
            ..self
        }
    }
    pub const fn max(self, len: usize) -> Param {
        Param {
            max_len: Some(len),
            ..self
        }
    }
    pub const fn choices(self, choices: &'static [&'static str]) -> Param {
        Param { choices, ..self }
    }
    pub const fn setting(self, setting: &'static str) -> Param {
        Param {
            setting: Some(setting),
            ..self
        }
    }
    /// A key pattern whose random characters' case the parameter `charset` chooses.
    /// An optional secret asked for on a terminal (`Param::asked`), unless `unless` is given.
    pub const fn asked(self, unless: Option<&'static str>) -> Param {
        Param {
            asked: Some(Asked { unless }),
            ..self
        }
    }
    pub const fn mask(self, charset: &'static str) -> Param {
        Param {
            mask: Some(Mask { charset }),
            ..self
        }
    }
    /// How `ops list` and the docs name it: `KEY` for a positional, `--note` for a flag.
    pub fn display_flag(&self) -> String {
        if self.positional {
            self.flag.to_uppercase()
        } else {
            format!("--{}", self.flag)
        }
    }
}
