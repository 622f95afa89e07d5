//! The shape of a catalogue entry: an operation, its API and answer, and its const builders.
//! Parameters are in `param.rs`, the executor's per-operation rules in `rules.rs`.

use crate::effect::{Blast, Effect, MassWhen};
use crate::generations::{Differences, Generation};
use crate::param::{Mask, Param};
use crate::rules::{Echo, Hook, NotFailure};
use crate::schema::Resource;

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
    /// Client only: `success:true` answers with these messages that are failures
    /// (api-catalogue §9): a script must see them fail.
    pub false_successes: &'static [&'static str],
    /// Read back and print the resulting expiry after success.
    pub echo: Option<Echo>,
    /// Does nothing without at least one of its optional parameters (`blacklists create`,
    /// `app update`): refused before sending when none is given.
    pub needs_one: bool,
    /// Seller only: the oldest server generation that knows this type.
    pub since: Generation,
    /// Seller only: the licensectl command to use instead on a server without this type.
    pub instead: Option<&'static str>,
    /// Seller only: how the operation differs on each generation, one entry per generation that
    /// differs (on `Current`, only its known bugs; docs/generations.md).
    pub differs: &'static [Differences],
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
            false_successes: &[],
            echo: None,
            needs_one: false,
            since: Generation::Open2022,
            instead: None,
            differs: &[],
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
    pub const fn false_successes(self, false_successes: &'static [&'static str]) -> Op {
        Op {
            false_successes,
            ..self
        }
    }
    /// Whether a `success:true` answer with this message is a failure of the command.
    pub fn is_false_success(&self, message: &str) -> bool {
        self.false_successes.contains(&message)
    }
    pub const fn hook(self, hook: Hook) -> Op {
        Op { hook, ..self }
    }
    /// Reads back the resulting expiry (`Echo`); an action's record is then a `CHANGE`.
    pub const fn echoes_expiry(self, echo: Echo) -> Op {
        let resource = match self.resource {
            Some(r) => Some(r),
            None => Some(&crate::resources::CHANGE),
        };
        Op {
            echo: Some(echo),
            resource,
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
    /// How the operation differs on each generation, one entry per generation.
    pub const fn differs(self, differs: &'static [Differences]) -> Op {
        Op { differs, ..self }
    }
    /// The licensectl command that does the job on a server without this type.
    pub const fn instead(self, command: &'static str) -> Op {
        Op {
            instead: Some(command),
            ..self
        }
    }
    /// Whether a server of `generation` sends answer field `path` (`list.field` for rows).
    pub fn sends_on(&self, generation: Generation, path: &str) -> bool {
        !self.on(generation).lacks.contains(&path)
    }
    /// How the operation differs on `generation` (no difference: `Differences::on(generation)`).
    pub fn on(&self, generation: Generation) -> Differences {
        self.differs
            .iter()
            .find(|d| d.generation == generation)
            .copied()
            .unwrap_or(Differences::on(generation))
    }
    /// The parameters (of those given) a server of `generation` ignores: those refused, then
    /// those warned about.
    pub fn dropped_on<'a>(
        &self,
        generation: Generation,
        given: impl IntoIterator<Item = &'a str>,
    ) -> (Vec<&'static str>, Vec<&'static str>) {
        let on = self.on(generation);
        let given: Vec<&str> = given.into_iter().collect();
        let of = |list: &[&'static str]| -> Vec<&'static str> {
            list.iter().copied().filter(|p| given.contains(p)).collect()
        };
        (of(on.drops), of(on.warns))
    }
    /// The `type` to send to a server of `generation`; `None` when it has no such type.
    pub fn type_on(&self, generation: Generation) -> Option<&'static str> {
        match self.on(generation).ty {
            Some(t) => Some(t),
            None if generation >= self.since => Some(self.ty),
            None => None,
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
    /// Its key pattern parameter, if it has one.
    pub fn mask(&self) -> Option<(&'static Param, Mask)> {
        self.params.iter().find_map(|p| Some((p, p.mask?)))
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
    /// Client only: it opens a session rather than sending one. It sends no session id, on
    /// API 1.2 it sends a fresh `enckey` (kept with the session id), and its answer is signed
    /// with the app secret alone. Declared by its hook, which keeps the session it opens.
    pub fn opens_session(&self) -> bool {
        self.hook == Hook::SaveSession
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
