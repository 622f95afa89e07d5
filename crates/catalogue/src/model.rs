//! The shape of a catalogue entry: operations, parameters, answers, and const builders.

use crate::effect::{Blast, Effect, MassWhen};
use crate::fields::Resource;

/// The two API families of the service.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Api {
    /// `/api/seller/`, authenticated by the seller key.
    Seller,
    /// `/api/1.3/` (or `/api/1.2/`), authenticated by app name, ownerid and session id.
    Client,
}

impl Api {
    pub const fn as_str(self) -> &'static str {
        match self {
            Api::Seller => "seller",
            Api::Client => "client",
        }
    }
}

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
}

/// What a successful answer carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// `{success, message}` plus extra fields.
    Action,
    /// The answer's own fields are the record.
    Record,
    /// The record is the object under this key.
    Nested(&'static str),
    /// Rows under this key.
    List(&'static str),
    /// Rows under several keys, merged; each row gains a `kind` field naming its key.
    Lists(&'static [&'static str]),
    /// An empty body is the success answer (client `log`).
    Empty,
}

/// Behaviour around the plain request that the executor supplies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hook {
    None,
    /// `add`: split `amount` into chunks of the service cap; report every key as `keys`.
    ChunkedCreate,
    /// Client `init`: keep the session id in the profile's state.
    SaveSession,
    /// Client `logout` / `changeUsername`: forget the kept session id.
    ForgetSession,
    /// Client `magicLinkCheck`: `--wait` polls until approved or expired.
    PollApproval,
    /// Client `file`: decode the hex `contents` into bytes.
    FileBytes,
    /// Seller `extend`: without `--sub`, the user's only subscription (read with `usersub`).
    OnlySub,
    /// Seller `info` of a used key: tables add its user's HWID, ban and expiry (`desk::LICENSE_USER`).
    LicenseUser,
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

/// One service operation.
#[derive(Debug, Clone, Copy)]
pub struct Op {
    pub api: Api,
    /// The `type` query value.
    pub ty: &'static str,
    /// Command path after `licensectl`, words separated by one space.
    pub command: &'static str,
    /// One-line help.
    pub about: &'static str,
    /// One example invocation (without the leading `licensectl`).
    pub example: &'static str,
    pub params: &'static [Param],
    pub answer: Answer,
    /// What it does to the app's data: retried, asks first, how a confirmation counts.
    pub effect: Effect,
    /// A parameter value that makes it a mass operation (`users extend all`).
    pub mass_when: Option<MassWhen>,
    /// What the answer's record or rows are (their fields, declared once in `resources`).
    pub resource: Option<&'static Resource>,
    /// Client only: needs an initialised session.
    pub session: bool,
    /// Client 1.3 only: the service does not sign this answer.
    pub unsigned: bool,
    /// Seller only: absent from the newest server source (names used by the official bots).
    pub unverified: bool,
    pub hook: Hook,
    /// `success:false` answers that are not failures (exit 0).
    pub not_failures: &'static [NotFailure],
    /// Read back and print the resulting expiry after success.
    pub echo: Option<Echo>,
    /// Does nothing without at least one of its optional parameters (`blacklists create`,
    /// `app update`): refused before sending when none is given.
    pub needs_one: bool,
    /// Seller only: the oldest server generation that knows this type.
    pub since: Generation,
    /// Seller only: the type's name on the 2022 open-source server, where it differs.
    pub older_ty: Option<&'static str>,
    /// Seller only: the licensectl command to use instead on a server without this type.
    pub instead: Option<&'static str>,
}

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
    /// The name `doctor`, the cache and `sandbox start --flavor` use.
    pub const fn name(self) -> &'static str {
        match self {
            Generation::Open2022 => "2022",
            Generation::Current => "current",
        }
    }
    pub fn parse(name: &str) -> Option<Generation> {
        Generation::ALL.into_iter().find(|g| g.name() == name)
    }
}

impl Op {
    const fn new(api: Api, ty: &'static str, command: &'static str, about: &'static str) -> Op {
        Op {
            api,
            ty,
            command,
            about,
            example: "",
            params: &[],
            answer: Answer::Action,
            effect: Effect::Change,
            mass_when: None,
            resource: None,
            session: false,
            unsigned: false,
            unverified: false,
            hook: Hook::None,
            not_failures: &[],
            echo: None,
            needs_one: false,
            since: Generation::Open2022,
            older_ty: None,
            instead: None,
        }
    }
    pub const fn seller(ty: &'static str, command: &'static str, about: &'static str) -> Op {
        Op::new(Api::Seller, ty, command, about)
    }
    pub const fn client(ty: &'static str, command: &'static str, about: &'static str) -> Op {
        Op::new(Api::Client, ty, command, about)
    }
    pub const fn example(self, example: &'static str) -> Op {
        Op { example, ..self }
    }
    pub const fn params(self, params: &'static [Param]) -> Op {
        Op { params, ..self }
    }
    pub const fn record(self) -> Op {
        Op {
            answer: Answer::Record,
            ..self
        }
    }
    pub const fn nested(self, key: &'static str) -> Op {
        Op {
            answer: Answer::Nested(key),
            ..self
        }
    }
    /// Rows of `resource` under `key`.
    pub const fn list(self, key: &'static str, resource: &'static Resource) -> Op {
        Op {
            answer: Answer::List(key),
            effect: Effect::Read,
            resource: Some(resource),
            ..self
        }
    }
    /// Rows of `resource` under several keys.
    pub const fn lists(self, keys: &'static [&'static str], resource: &'static Resource) -> Op {
        Op {
            answer: Answer::Lists(keys),
            effect: Effect::Read,
            resource: Some(resource),
            ..self
        }
    }
    /// The answer's record (or an action's extra fields) is a `resource`.
    pub const fn of(self, resource: &'static Resource) -> Op {
        Op {
            resource: Some(resource),
            ..self
        }
    }
    pub const fn empty(self) -> Op {
        Op {
            answer: Answer::Empty,
            ..self
        }
    }
    /// Changes nothing: safe to retry.
    pub const fn read(self) -> Op {
        Op {
            effect: Effect::Read,
            ..self
        }
    }
    /// Cannot be undone: asks first.
    pub const fn destructive(self) -> Op {
        Op {
            effect: Effect::Irreversible,
            ..self
        }
    }
    /// Changes every row of a list: asks first, counting them.
    pub const fn mass(self, list_type: &'static str) -> Op {
        Op {
            effect: Effect::Mass(Blast::Rows(list_type)),
            ..self
        }
    }
    /// Changes many records, counted by `blast`: asks first.
    pub const fn mass_by(self, blast: Blast) -> Op {
        Op {
            effect: Effect::Mass(blast),
            ..self
        }
    }
    /// `param = value` makes it a mass operation counted by `blast`.
    pub const fn mass_when(self, param: &'static str, value: &'static str, blast: Blast) -> Op {
        Op {
            mass_when: Some(MassWhen {
                param,
                value,
                blast,
            }),
            ..self
        }
    }
    pub const fn session(self) -> Op {
        Op {
            session: true,
            ..self
        }
    }
    pub const fn unsigned(self) -> Op {
        Op {
            unsigned: true,
            ..self
        }
    }
    pub const fn unverified(self) -> Op {
        Op {
            unverified: true,
            ..self
        }
    }
    pub const fn not_failures(self, not_failures: &'static [NotFailure]) -> Op {
        Op {
            not_failures,
            ..self
        }
    }
    /// How a `success:false` answer with this message ends, when it is not a failure.
    pub fn not_failure(&self, message: &str) -> Option<NotFailure> {
        self.not_failures
            .iter()
            .copied()
            .find(|n| n.message() == message)
    }
    pub const fn hook(self, hook: Hook) -> Op {
        Op { hook, ..self }
    }
    pub const fn echoes_expiry(self, echo: Echo) -> Op {
        Op {
            echo: Some(echo),
            ..self
        }
    }
    pub const fn needs_one(self) -> Op {
        Op {
            needs_one: true,
            ..self
        }
    }
    /// Only servers of `generation` and newer know this type.
    pub const fn since(self, since: Generation) -> Op {
        Op { since, ..self }
    }
    /// The type is called `ty` on the 2022 server (same parameters).
    pub const fn older_type(self, ty: &'static str) -> Op {
        Op {
            older_ty: Some(ty),
            ..self
        }
    }
    /// The licensectl command that does the job on a server without this type.
    pub const fn instead(self, command: &'static str) -> Op {
        Op {
            instead: Some(command),
            ..self
        }
    }
    /// The `type` to send to a server of `generation`; `None` when it has no such type.
    pub fn type_on(&self, generation: Generation) -> Option<&'static str> {
        match (generation, self.older_ty) {
            (Generation::Open2022, Some(t)) => Some(t),
            _ if generation >= self.since => Some(self.ty),
            _ => None,
        }
    }

    /// The first word of the command path.
    pub fn group(&self) -> &'static str {
        self.command.split(' ').next().unwrap_or(self.command)
    }
    /// The words of the command path after the group.
    pub fn verbs(&self) -> impl Iterator<Item = &'static str> {
        self.command.split(' ').skip(1)
    }
    pub fn positional(&self) -> Option<&'static Param> {
        self.params.iter().find(|p| p.positional)
    }
    pub fn param(&self, name: &str) -> Option<&'static Param> {
        self.params.iter().find(|p| p.name == name)
    }
    /// Default table columns of its rows or record.
    pub fn columns(&self) -> Vec<&'static str> {
        let mut cols: Vec<&'static str> = self
            .resource
            .map(|r| r.columns().map(|f| f.name).collect())
            .unwrap_or_default();
        if let Answer::Lists(_) = self.answer {
            if !cols.contains(&"kind") {
                cols.insert(0, "kind");
            }
        }
        cols
    }
    /// The field each row is addressed by (`-q` prints it).
    pub fn id_field(&self) -> &'static str {
        self.resource
            .and_then(|r| r.id())
            .map_or("value", |f| f.name)
    }
    /// Whether sending it twice is harmless.
    pub fn is_read(&self) -> bool {
        self.effect == Effect::Read
    }
    /// The effect of one invocation with these query parameters (`users extend all` is mass).
    pub fn effect_for(&self, params: &[(String, String)]) -> Effect {
        match self.mass_when {
            Some(m) if params.iter().any(|(k, v)| k == m.param && v == m.value) => {
                Effect::Mass(m.blast)
            }
            _ => self.effect,
        }
    }
    /// Whether some invocation of it asks first.
    pub fn may_ask(&self) -> bool {
        self.effect.asks_first() || self.mass_when.is_some()
    }
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
    /// How `ops list` and the docs name it: `KEY` for a positional, `--note` for a flag.
    pub fn display_flag(&self) -> String {
        if self.positional {
            self.flag.to_uppercase()
        } else {
            format!("--{}", self.flag)
        }
    }
}
