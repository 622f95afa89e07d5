//! The app-as-code model: records of each kind with their fields, as both the file and the
//! service give them, so one diff serves both.

use licensectl_catalogue::kinds::{self, RecordKind};

/// A kind of configuration record the app file holds: the catalogue's (`kinds::ALL`, those
/// `in_app_file`), in its order, the order `apply` creates them (subscriptions first: nothing
/// refers to a record of a later kind). A kind the catalogue adds is one here with no line
/// changed; the names below are for the code that treats one kind apart.
#[derive(Clone, Copy)]
pub struct Kind(&'static RecordKind);

#[allow(non_upper_case_globals)]
impl Kind {
    pub const Subscription: Kind = Kind(&kinds::SUBSCRIPTIONS);
    pub const Var: Kind = Kind(&kinds::VARS);
    pub const Webhook: Kind = Kind(&kinds::WEBHOOKS);
    pub const Button: Kind = Kind(&kinds::BUTTONS);
    pub const Chat: Kind = Kind(&kinds::CHATS);
    pub const Blacklist: Kind = Kind(&kinds::BLACKLISTS);
    pub const Settings: Kind = Kind(&kinds::SETTINGS);
}

/// The app file's kinds, in order.
static ALL: std::sync::LazyLock<Vec<Kind>> = std::sync::LazyLock::new(|| {
    kinds::ALL
        .iter()
        .filter(|k| k.in_app_file)
        .map(|k| Kind(k))
        .collect()
});

impl Kind {
    /// Every kind, in order.
    pub fn all() -> &'static [Kind] {
        &ALL
    }
    /// How many there are (the length of a table per kind).
    pub fn count() -> usize {
        ALL.len()
    }
    /// Its place in `all` (a table per kind is indexed by it).
    pub fn index(self) -> usize {
        ALL.iter().position(|k| *k == self).unwrap_or(0)
    }
    /// The catalogue's declaration of the kind: its operations and field map.
    pub fn table(self) -> &'static RecordKind {
        self.0
    }
    /// The file's top-level key.
    pub fn section(self) -> &'static str {
        self.table().section
    }
    /// What one record is called, for people.
    pub fn noun(self) -> &'static str {
        self.table().noun
    }
    /// The one record of its kind (the settings: a table of the file, not an array).
    pub fn is_single(self) -> bool {
        self.table().identity == kinds::Identity::Single
    }
    /// Named by a type and a value (a blacklist entry: the file lists them by type).
    pub fn is_typed(self) -> bool {
        matches!(self.table().identity, kinds::Identity::Typed { .. })
    }
}

impl PartialEq for Kind {
    fn eq(&self, other: &Kind) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl Eq for Kind {}

impl std::hash::Hash for Kind {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.0.section.hash(h);
    }
}

impl PartialOrd for Kind {
    fn partial_cmp(&self, other: &Kind) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Kind {
    fn cmp(&self, other: &Kind) -> std::cmp::Ordering {
        self.index().cmp(&other.index())
    }
}

impl std::fmt::Debug for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(self.0.section)
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
            None => crate::output::escape_value(&format!("{:?}", self.text)).into_owned(),
        }
    }
}

/// A record's fields by name, in the order of their names: a map as small as its few entries
/// (a `BTreeMap` node is most of a kilobyte; a plan of 200,000 changes holds 200,000 of these).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Fields(Vec<(&'static str, Val)>);

impl Fields {
    /// Sets a field, returning the value it replaces.
    pub fn insert(&mut self, name: &'static str, v: Val) -> Option<Val> {
        match self.0.binary_search_by(|(n, _)| (*n).cmp(name)) {
            Ok(at) => Some(std::mem::replace(&mut self.0[at].1, v)),
            Err(at) => {
                self.0.insert(at, (name, v));
                None
            }
        }
    }
    pub fn get(&self, name: &str) -> Option<&Val> {
        let at = self.0.binary_search_by(|(n, _)| (*n).cmp(name)).ok()?;
        Some(&self.0[at].1)
    }
    pub fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// The fields in the order of their names.
    pub fn iter(&self) -> impl Iterator<Item = (&&'static str, &Val)> {
        self.0.iter().map(|(n, v)| (n, v))
    }
    pub fn keys(&self) -> impl Iterator<Item = &&'static str> {
        self.0.iter().map(|(n, _)| n)
    }
}

impl<'a> IntoIterator for &'a Fields {
    type Item = (&'a &'static str, &'a Val);
    type IntoIter = std::iter::Map<
        std::slice::Iter<'a, (&'static str, Val)>,
        fn(&'a (&'static str, Val)) -> (&'a &'static str, &'a Val),
    >;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter().map(|(n, v)| (n, v))
    }
}

/// One record: its kind, its identifying key, and the fields the file can declare.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rec {
    pub kind: Kind,
    pub key: String,
    pub fields: Fields,
}

impl Rec {
    pub fn new(kind: Kind, key: impl Into<String>) -> Rec {
        Rec {
            kind,
            key: key.into(),
            fields: Fields::default(),
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
        // A name the service holds may be a customer's (a chat, a variable): shown escaped.
        format!(
            "{} {}",
            self.kind.noun(),
            crate::output::escape_value(&self.key)
        )
    }
}

/// What a file declares: its records, and which kinds it declares at all (only those are pruned).
#[derive(Debug, Clone, Default)]
pub struct Desired {
    pub records: Vec<Rec>,
    pub declared: Vec<Kind>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The app file's kinds are the catalogue's, in its order (the order `apply` makes them),
    /// but for the mutes (a moment's state, not configuration: backup and restore carry them).
    #[test]
    fn the_kinds_are_the_catalogue_s_in_its_order() {
        let ours: Vec<&str> = Kind::all().iter().map(|k| k.section()).collect();
        assert_eq!(
            ours,
            [
                "subscriptions",
                "vars",
                "webhooks",
                "buttons",
                "chats",
                "blacklists",
                "settings"
            ]
        );
        assert!(Kind::Settings.is_single() && Kind::Blacklist.is_typed());
        let named = [
            Kind::Subscription,
            Kind::Var,
            Kind::Webhook,
            Kind::Button,
            Kind::Chat,
        ];
        assert!(named.iter().all(|k| Kind::all().contains(k)));
    }
}
