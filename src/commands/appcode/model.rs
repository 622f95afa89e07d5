//! The app-as-code model: records of each kind with their fields, as both the file and the
//! service give them, so one diff serves both.

use std::collections::BTreeMap;

/// The kinds of configuration record, in the order `apply` creates them (subscriptions first:
/// nothing refers to a record of a later kind).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    Subscription,
    Var,
    Webhook,
    Button,
    Chat,
    Blacklist,
    Settings,
}

impl Kind {
    pub const ALL: [Kind; 7] = [
        Kind::Subscription,
        Kind::Var,
        Kind::Webhook,
        Kind::Button,
        Kind::Chat,
        Kind::Blacklist,
        Kind::Settings,
    ];
    /// The file's top-level key.
    pub fn section(self) -> &'static str {
        match self {
            Kind::Subscription => "subscriptions",
            Kind::Var => "vars",
            Kind::Webhook => "webhooks",
            Kind::Button => "buttons",
            Kind::Chat => "chats",
            Kind::Blacklist => "blacklists",
            Kind::Settings => "settings",
        }
    }
    /// What one record is called, for people.
    pub fn noun(self) -> &'static str {
        match self {
            Kind::Subscription => "subscription",
            Kind::Var => "variable",
            Kind::Webhook => "webhook",
            Kind::Button => "button",
            Kind::Chat => "chat channel",
            Kind::Blacklist => "blacklist entry",
            Kind::Settings => "settings",
        }
    }
}

/// One field value; one that came from `${env:NAME}`, or is a secret, is never shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Val {
    pub text: String,
    pub env: Option<String>,
    pub secret: bool,
}

impl Val {
    pub fn plain(text: impl Into<String>) -> Val {
        Val {
            text: text.into(),
            env: None,
            secret: false,
        }
    }
    pub fn secret(text: impl Into<String>) -> Val {
        Val {
            secret: true,
            ..Val::plain(text)
        }
    }
    /// How plans show it: quoted text, `${env:NAME}`, or `(secret)`.
    pub fn shown(&self) -> String {
        match &self.env {
            Some(name) => format!("${{env:{name}}}"),
            None if self.secret => "(secret)".into(),
            None => format!("{:?}", self.text),
        }
    }
}

/// One record: its kind, its identifying key, and the fields the file can declare.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rec {
    pub kind: Kind,
    pub key: String,
    pub fields: BTreeMap<&'static str, Val>,
}

impl Rec {
    pub fn new(kind: Kind, key: impl Into<String>) -> Rec {
        Rec {
            kind,
            key: key.into(),
            fields: BTreeMap::new(),
        }
    }
    pub fn with(mut self, field: &'static str, v: Val) -> Rec {
        self.fields.insert(field, v);
        self
    }
    pub fn text(&self, field: &str) -> &str {
        self.fields.get(field).map_or("", |v| v.text.as_str())
    }
    /// `subscription premium`, `blacklist entry ip 198.51.100.7`.
    pub fn label(&self) -> String {
        if self.kind == Kind::Settings {
            return "settings".into();
        }
        format!("{} {}", self.kind.noun(), self.key)
    }
}

/// What a file declares: its records, and which kinds it declares at all (only those are pruned).
#[derive(Debug, Clone, Default)]
pub struct Desired {
    pub records: Vec<Rec>,
    pub declared: Vec<Kind>,
}

/// The first 21 characters: all of a webhook's URL the service lists (`short_baselink`).
pub const SHORT_LINK: usize = 21;

pub fn short(url: &str) -> String {
    url.chars().take(SHORT_LINK).collect()
}
