//! The field model's types: what a field of a resource means (`Meaning`, `Role`), a field
//! (`Field`) and a resource (`Resource`). A leaf: `resources.rs` declares every resource in these
//! terms, and `fields.rs` re-exports them as the crate's public face of the model.

use crate::Unit;

/// What a field's value means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Meaning {
    /// Unix seconds; 0 or absent means never.
    Time,
    /// Unix seconds, or the seconds left while the row's `paused` field is set (a paused
    /// subscription keeps its remaining time, not a date).
    Expiry,
    /// A length of time in this unit.
    Duration(Unit),
    /// How many of something.
    Count,
    /// Any other number (a row number, a size in bytes, a bit mask).
    Number,
    /// A subscription level.
    Level,
    /// One of these values (any case).
    Enum(&'static [&'static str]),
    /// The value rows are addressed by (`-q` prints it, commands take it back).
    Id,
    /// Free text.
    Text,
    /// Yes or no (`1`/`0`, `true`/`false`).
    Flag,
    /// A secret (hash, TOTP secret, app secret): dropped unless `--show-secrets`.
    Secret,
    /// A list of identifiers (strings).
    Ids,
    /// A nested list of another resource's rows.
    List(&'static Resource),
    /// A nested record of another resource.
    Record(&'static Resource),
}

impl Meaning {
    /// Whether JSON output writes the value as an integer.
    pub fn is_integer(self) -> bool {
        matches!(
            self,
            Meaning::Time
                | Meaning::Expiry
                | Meaning::Duration(_)
                | Meaning::Count
                | Meaning::Number
                | Meaning::Level
        )
    }
    /// The JSON type of the normalised value, for `docs/json.md` and `ops list -o json`.
    pub fn json_type(self) -> &'static str {
        match self {
            Meaning::Time => "integer (Unix seconds; 0 = never)",
            Meaning::Expiry => "integer (Unix seconds; seconds left when paused)",
            Meaning::Duration(Unit::Seconds) => "integer (seconds)",
            Meaning::Duration(Unit::Minutes) => "integer (minutes)",
            Meaning::Duration(Unit::Days) => "integer (days)",
            Meaning::Count | Meaning::Number => "integer",
            Meaning::Level => "integer (level)",
            Meaning::Enum(_) => "string (enum)",
            Meaning::Id => "string (identifier)",
            Meaning::Text => "string",
            Meaning::Flag => "boolean",
            Meaning::Secret => "string (secret; only with --show-secrets)",
            Meaning::Ids => "array of strings",
            Meaning::List(_) => "array of objects",
            Meaning::Record(_) => "object",
        }
    }
}

/// What a field does for list filters (`--created-after`, `--expiring-within`, `--status`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    None,
    /// When the row was created.
    Created,
    /// When the row ends: a time, or a length counted from the `Starts` field.
    Ends,
    /// When the length of an `Ends` duration started counting (a license's redemption).
    Starts,
    /// Non-empty means the row is banned (`--status Banned` / `Active`).
    Bans,
    /// Who made the row: the seller's API, a reseller or a dashboard user (`--created-by`).
    Creator,
}

/// How a value reads at a glance, for people (a table or record at a colour terminal): a key
/// free to use, a check passed; a key taken; a ban, a failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    Good,
    Warn,
    Bad,
}

/// How long a field's column stays in a table too wide for the terminal: columns are left out
/// from the lowest rank up (rightmost first within a rank), the identifier never. Declared on
/// each field (`Field::keep`); `Field::new` derives it from the meaning (text is `Ident`), `cut`
/// lowers free text to `Free`, an ending or a ban (`role`) raises it to `State`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Keep {
    /// Free text a reader can look up elsewhere (a note, a message): left out first.
    Free,
    /// Other facts: times, counts, lengths without a role.
    Detail,
    /// Names and addresses beside the row's own identifier (a user, an IP, a HWID, a URL): what
    /// support reads out and looks up next.
    Ident,
    /// The row's state: a status, a level, a length or expiry, a flag, a ban.
    State,
    /// The value rows are addressed by: never left out.
    Id,
}

impl Keep {
    /// The rank a meaning gives a field before anything else is declared.
    pub const fn of(meaning: Meaning) -> Keep {
        match meaning {
            Meaning::Id => Keep::Id,
            Meaning::Enum(_) | Meaning::Level | Meaning::Expiry | Meaning::Flag => Keep::State,
            Meaning::Text => Keep::Ident,
            _ => Keep::Detail,
        }
    }
}

/// One field of a resource.
#[derive(Debug, Clone, Copy)]
pub struct Field {
    /// The name in normalised output.
    pub name: &'static str,
    pub meaning: Meaning,
    /// The name people read (table headers, record keys).
    pub title: &'static str,
    /// Shown as a column of the resource's default table.
    pub column: bool,
    /// Shown masked (`ab12…`) unless `--show-secrets`: a live credential that is also an id.
    pub masked: bool,
    /// Other names the service uses for this field in some answers (`info`'s `duration` is
    /// `fetchallkeys`' `expires`); output always uses `name`.
    pub aliases: &'static [&'static str],
    pub role: Role,
    /// Not in the service's answer: licensectl fills it with more reads, in every format,
    /// wherever the operation has this hook (`licenses info`'s expiry and its user's ban).
    /// `--json` offers it only there.
    pub filled_by: Option<crate::rules::Hook>,
    /// The operations (`type`) whose answers carry it, where only some of its resource's do
    /// (a user's subscriptions are in `userdata`, not in `fetchallusers`); empty: all of them.
    /// `--json` offers it only there.
    pub answered_by: &'static [&'static str],
    /// Free text (a note, a message) a narrow table may cut to fit; anything else (a key, a
    /// username, an IP, a HWID, a URL, a time) is shown whole or its column left out.
    pub cut: bool,
    /// How some of an enum field's values read at a glance (`Banned`: bad), compared in any
    /// case; the rest are plain. A ban (`Role::Bans`), an expired end and a paused expiry are
    /// toned by their role and meaning, without a declaration.
    pub tones: &'static [(&'static str, Tone)],
    /// How long its column stays in a narrow table (`Keep`).
    pub keep: Keep,
}

impl Field {
    pub const fn new(name: &'static str, meaning: Meaning, title: &'static str) -> Field {
        Field {
            name,
            meaning,
            title,
            column: false,
            masked: false,
            aliases: &[],
            role: Role::None,
            filled_by: None,
            answered_by: &[],
            cut: false,
            tones: &[],
            keep: Keep::of(meaning),
        }
    }
    /// Its column's rank in a narrow table (see `Keep`), declared outright.
    pub const fn keep(self, keep: Keep) -> Field {
        Field { keep, ..self }
    }
    /// How these values read at a glance (see `tones`).
    pub const fn tones(self, tones: &'static [(&'static str, Tone)]) -> Field {
        Field { tones, ..self }
    }
    /// The tone declared for this value, if any.
    pub fn tone_of(&self, value: &str) -> Option<Tone> {
        let value = value.trim();
        self.tones
            .iter()
            .find(|(v, _)| v.eq_ignore_ascii_case(value))
            .map(|(_, t)| *t)
    }
    /// Free text a narrow table may cut (see `cut`).
    pub const fn cut(self) -> Field {
        let keep = match self.keep {
            Keep::Detail | Keep::Ident => Keep::Free,
            k => k,
        };
        Field {
            cut: true,
            keep,
            ..self
        }
    }
    /// Filled by licensectl where an operation has `hook` (see `filled_by`).
    pub const fn filled_by(self, hook: crate::rules::Hook) -> Field {
        Field {
            filled_by: Some(hook),
            ..self
        }
    }
    /// Only these operations' answers carry it (see `answered_by`).
    pub const fn answered_by(self, types: &'static [&'static str]) -> Field {
        Field {
            answered_by: types,
            ..self
        }
    }
    /// Whether `op`'s output fills it: the service answers it there (`answered_by`), or
    /// licensectl fills it with the operation's hook (`filled_by`).
    pub fn filled_in(&self, ty: &str, hook: crate::rules::Hook) -> bool {
        self.filled_by.is_none_or(|h| h == hook)
            && (self.answered_by.is_empty() || self.answered_by.contains(&ty))
    }
    /// Its role; an ending or a ban is the row's state (`Keep::State`).
    pub const fn role(self, role: Role) -> Field {
        let keep = match (role, self.keep) {
            (_, Keep::Id) => Keep::Id,
            (Role::Ends | Role::Bans, _) => Keep::State,
            (_, k) => k,
        };
        Field { role, keep, ..self }
    }
    /// A default table column.
    pub const fn col(self) -> Field {
        Field {
            column: true,
            ..self
        }
    }
    pub const fn masked(self) -> Field {
        Field {
            masked: true,
            ..self
        }
    }
    pub const fn aka(self, aliases: &'static [&'static str]) -> Field {
        Field { aliases, ..self }
    }
    pub fn is_secret(&self) -> bool {
        self.meaning == Meaning::Secret
    }
    /// Whether a list's rows can be sorted by it: the service answers it (not filled in by a
    /// hook that lists do not run) and it is not a secret.
    pub fn sortable(&self) -> bool {
        !self.is_secret() && self.filled_by.is_none() && self.answered_by.is_empty()
    }
    /// The accepted values of an enum field.
    pub fn values(&self) -> &'static [&'static str] {
        match self.meaning {
            Meaning::Enum(v) => v,
            _ => &[],
        }
    }
}

/// A kind of thing the service answers with (a license, a user, …) and its fields.
#[derive(Debug)]
pub struct Resource {
    pub name: &'static str,
    pub fields: &'static [Field],
}

/// Resources are told apart by name (names are unique; a test checks).
impl PartialEq for Resource {
    fn eq(&self, other: &Resource) -> bool {
        self.name == other.name
    }
}
impl Eq for Resource {}

impl Resource {
    /// The field with this name or alias.
    pub fn field(&self, name: &str) -> Option<&'static Field> {
        let fields: &'static [Field] = self.fields;
        fields
            .iter()
            .find(|f| f.name == name)
            .or_else(|| fields.iter().find(|f| f.aliases.contains(&name)))
    }
    /// The normalised name of a field the service wrote as `name`.
    pub fn canonical<'n>(&self, name: &'n str) -> &'n str {
        self.field(name).map_or(name, |f| f.name)
    }
    /// Default table columns, in order.
    pub fn columns(&self) -> impl Iterator<Item = &'static Field> + '_ {
        let fields: &'static [Field] = self.fields;
        fields.iter().filter(|f| f.column)
    }
    /// The field rows are addressed by.
    pub fn id(&self) -> Option<&'static Field> {
        let fields: &'static [Field] = self.fields;
        fields.iter().find(|f| f.meaning == Meaning::Id)
    }
    /// The field with this role.
    pub fn with_role(&self, role: Role) -> Option<&'static Field> {
        let fields: &'static [Field] = self.fields;
        fields.iter().find(|f| f.role == role)
    }
    /// The values `--status` accepts on these rows, and the field it reads.
    pub fn statuses(&self) -> Option<(&'static Field, &'static [&'static str])> {
        if let Some(f) = self.field("status").filter(|f| !f.values().is_empty()) {
            return Some((f, f.values()));
        }
        self.with_role(Role::Bans).map(|f| (f, BAN_STATUS))
    }
}

/// `--status` values of rows whose ban is a field of its own.
pub const BAN_STATUS: &[&str] = &["Active", "Banned"];

/// A field, as the resource declarations write it (`f("key", Id, "Key").col()`).
pub(crate) const fn f(name: &'static str, meaning: Meaning, title: &'static str) -> Field {
    Field::new(name, meaning, title)
}
