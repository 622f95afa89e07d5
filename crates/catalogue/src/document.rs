//! The backup document, declared once: its top-level sections in the order `backup` writes them,
//! what each holds, when `restore` makes its records, and the fields of those records. The
//! licenses, the users (with their subscriptions and variables) and the files are declared here,
//! field by field; a configuration kind's section takes its fields from the kind (`kinds`), so
//! each field is written down in one place.
//!
//! Derived from it: `backup`'s top-level fields (`backup --json`), restore's check of a whole
//! document before anything is sent (each value of its declared kind, a path named when not),
//! the order of restore's phases, the parameters a license is made with, what a license made by
//! an earlier run is recognised by, and the fields restore's read-back compares.
//!
//! Adding a license field that backup and restore keep: its row in `LICENSE` (`.create(param)`
//! when `add` takes it, `.compared(…)` when the read-back should prove it), the resource's field
//! (`resources::LICENSE`) and the sandbox's column. Nothing in `src/` names it.

use crate::kinds::{self, Form, Identity, RecordKind};

/// The document's `format` and `version`: a document of another is refused whole.
pub const FORMAT: &str = "licensectl-backup";
pub const VERSION: i64 = 1;

pub use crate::values::{Check, Compare, Compared, Field};

/// Any integer.
const ANY: Check = Check::Int(i64::MIN, i64::MAX);

/// A license's fields (`fetchallkeys`' rows). `add` makes one from those with a parameter: the
/// key as its mask, the length in days (the document has seconds), the level, note and creator.
pub mod license {
    use super::{Check, Compare, Field};
    pub const KEY: Field = Field::new("key", Check::Name).create("mask");
    /// Any length the service stores and `licenses create` makes: 0 days (`--expiry 0d`) up to
    /// 2^63 seconds (`--expiry 106751991167300d`). A narrower range refused, whole, the backup
    /// of an app holding one such key, which `backup` had written with exit 0.
    pub const EXPIRES: Field = Field::new("expires", Check::Needed(0, i64::MAX))
        .create("expiry")
        .compared("expires", "expires", Compare::Seconds);
    pub const LEVEL: Field =
        Field::new("level", Check::Text)
            .create("level")
            .compared("level", "level", Compare::Text);
    pub const NOTE: Field =
        Field::new("note", Check::Text)
            .create("note")
            .compared("note", "note", Compare::Text);
    pub const GENBY: Field = Field::new("genby", Check::Text).create("owner");
    pub const USEDBY: Field = Field::new("usedby", Check::Text);
    pub const STATUS: Field =
        Field::new("status", Check::Text).compared("status", "status", Compare::Banned);
    /// The ban's reason.
    pub const BANNED: Field = Field::new("banned", Check::Text);
}

pub const LICENSE: &[Field] = &[
    license::KEY,
    license::EXPIRES,
    license::LEVEL,
    license::NOTE,
    license::GENBY,
    license::USEDBY,
    license::STATUS,
    license::BANNED,
];

/// A user's fields, with their subscriptions and variables as nested rows. The account is made
/// with one subscription (`adduser`); the HWID, cooldown and ban are set on it afterwards.
pub mod user {
    use super::{Check, Compare, Field, ANY};
    pub const USERNAME: Field = Field::new("username", Check::Name);
    pub const HWID: Field = Field::new("hwid", Check::Text).compared("hwid", "HWID", Compare::Text);
    pub const BANNED: Field =
        Field::new("banned", Check::Text).compared("banned", "ban", Compare::Text);
    pub const COOLDOWN: Field = Field::new("cooldown", Check::Int(0, i64::MAX));
    /// Each compared by its end (`restore`'s read-back matches them by name).
    pub const SUBSCRIPTIONS: Field =
        Field::new("subscriptions", Check::Rows(super::USER_SUBSCRIPTION));
    pub const VARS: Field = Field::new("vars", Check::Rows(super::USER_VAR)).compared(
        "uservars",
        "variables",
        Compare::Vars,
    );

    /// One of a user's subscriptions: its name, the key that granted it, when it ends (a paused
    /// one: the time it has left), paused or not.
    pub const SUBSCRIPTION: Field = Field::new("subscription", Check::Text);
    pub const KEY: Field = Field::new("key", Check::Text);
    pub const EXPIRY: Field = Field::new("expiry", ANY);
    pub const PAUSED: Field = Field::new("paused", Check::Flag);

    /// One of a user's variables.
    pub const VAR_NAME: Field = Field::new("name", Check::Name);
    pub const VAR_DATA: Field = Field::new("data", Check::Text);
}

pub const USER: &[Field] = &[
    user::USERNAME,
    user::HWID,
    user::BANNED,
    user::COOLDOWN,
    user::SUBSCRIPTIONS,
    user::VARS,
];
pub const USER_SUBSCRIPTION: &[Field] =
    &[user::SUBSCRIPTION, user::KEY, user::EXPIRY, user::PAUSED];
pub const USER_VAR: &[Field] = &[user::VAR_NAME, user::VAR_DATA];

/// A file's fields (uploaded again from its URL; members-only unless `authed` says otherwise).
pub mod file {
    use super::{Check, Field};
    pub const URL: Field = Field::new("url", Check::Text);
    pub const NAME: Field = Field::new("name", Check::Text);
    pub const AUTHED: Field = Field::new("authed", Check::Flag);
}

pub const FILE: &[Field] = &[file::URL, file::NAME, file::AUTHED];

/// The lists of the `accounts` section (not restored: making an account needs its password).
pub const ACCOUNT_LISTS: [&str; 2] = ["resellers", "managers"];

/// What a top-level field holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holds {
    /// `format` and `version` (checked first) and `created`.
    Stamp,
    /// One object (`app`, `settings`, `accounts`).
    Object,
    /// A list of records of these fields.
    Rows(&'static [Field]),
    /// A list of records of the configuration kind of this section's name (its fields: `kinds`).
    Kind,
    /// What the seller API cannot give (whitelisted IPs): a note, never read back.
    Unavailable,
}

/// When `restore` makes a section's records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Restored {
    Never,
    /// First: licenses and users name subscriptions.
    First,
    /// In a phase of its own, in document order (the licenses, then the users they are assigned
    /// to); walked again with the `Later` sections for what hangs on both (a license's ban
    /// after its user has it, a user's variables).
    Own,
    /// After the users, in document order.
    Later,
    /// Last (the settings: a change of them must not stop the records before).
    Last,
}

/// One top-level field of the document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Section {
    pub name: &'static str,
    pub holds: Holds,
    pub restored: Restored,
}

const fn section(name: &'static str, holds: Holds, restored: Restored) -> Section {
    Section {
        name,
        holds,
        restored,
    }
}

use Holds::*;
use Restored::*;

pub const LICENSES: Section = section("licenses", Rows(LICENSE), Own);
pub const USERS: Section = section("users", Rows(USER), Own);
pub const FILES: Section = section("files", Rows(FILE), Later);
pub const SETTINGS: Section = section("settings", Object, Last);
pub const ACCOUNTS: Section = section("accounts", Object, Never);

/// Every top-level field, in the order `backup` writes them.
pub const SECTIONS: [Section; 17] = [
    section("format", Stamp, Never),
    section("version", Stamp, Never),
    section("created", Stamp, Never),
    section("app", Object, Never),
    section("subscriptions", Kind, First),
    LICENSES,
    USERS,
    section("vars", Kind, Later),
    FILES,
    section("webhooks", Kind, Later),
    section("buttons", Kind, Later),
    section("chats", Kind, Later),
    section("mutes", Kind, Later),
    section("blacklists", Kind, Later),
    section("whitelists", Unavailable, Never),
    SETTINGS,
    ACCOUNTS,
];

/// The top-level fields' names, in order (`backup --json FIELDS` takes these).
pub const NAMES: [&str; SECTIONS.len()] = {
    let mut names = [""; SECTIONS.len()];
    let mut i = 0;
    while i < SECTIONS.len() {
        names[i] = SECTIONS[i].name;
        i += 1;
    }
    names
};

/// The section of this name.
pub fn section_of(name: &str) -> Option<&'static Section> {
    SECTIONS.iter().find(|s| s.name == name)
}

/// The sections restore walks after the users (`Own` and `Later`), in document order.
pub fn restored_later() -> Vec<&'static str> {
    SECTIONS
        .iter()
        .filter(|s| matches!(s.restored, Own | Later))
        .map(|s| s.name)
        .collect()
}

impl Section {
    /// The configuration kind whose records the section holds (the settings: its one record).
    pub fn kind(&self) -> Option<&'static RecordKind> {
        match self.holds {
            Kind | Object => kinds::ALL.iter().copied().find(|k| k.section == self.name),
            _ => None,
        }
    }

    /// What each of the section's records must hold (`Rows` and `Kind` sections): a kind's
    /// from its field map (`FieldMap::check`, else its form's), a typed kind's (a blacklist
    /// entry) its type (`kinds::TYPE_FIELD`), whose value restore checks in turn.
    pub fn fields(&self) -> Vec<(&'static str, Check)> {
        match self.holds {
            Rows(fields) => fields.iter().map(|f| (f.name, f.check)).collect(),
            Kind => {
                let Some(kind) = self.kind() else {
                    return Vec::new();
                };
                if let Identity::Typed { .. } = kind.identity {
                    return vec![(kinds::TYPE_FIELD, Check::Name)];
                }
                kind.field_map()
                    .iter()
                    .map(|f| (f.row, f.check.unwrap_or(form_check(f.form))))
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    /// A list of records (checked record by record).
    pub fn is_list(&self) -> bool {
        matches!(self.holds, Rows(_) | Kind)
    }
}

/// What a kind's field of this form holds in the document, unless its row says otherwise.
const fn form_check(form: Form) -> Check {
    match form {
        Form::Text | Form::Secret => Check::Text,
        Form::Number | Form::Until => ANY,
        Form::Flag => Check::Flag,
    }
}

/// The fields restore's read-back compares among `fields`.
pub fn compared(fields: &'static [Field]) -> impl Iterator<Item = (&'static Field, Compared)> {
    fields.iter().filter_map(|f| Some((f, f.compared?)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::resources;

    #[test]
    fn every_kind_has_one_section_and_every_kind_section_a_kind() {
        for k in kinds::ALL.iter() {
            let s = section_of(k.section).unwrap_or_else(|| panic!("{}: no section", k.noun));
            let holds = if k.identity == Identity::Single {
                Object
            } else {
                Kind
            };
            assert_eq!(s.holds, holds, "{}", k.noun);
            assert_eq!(s.kind().map(|k| k.section), Some(k.section));
        }
        for s in SECTIONS.iter().filter(|s| s.holds == Kind) {
            assert!(s.kind().is_some(), "{}: no kind", s.name);
            assert!(!s.fields().is_empty(), "{}: no fields", s.name);
        }
        let mut names: Vec<&str> = NAMES.to_vec();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), SECTIONS.len(), "a section named twice");
    }

    #[test]
    fn license_and_user_fields_are_their_resources_fields() {
        for f in LICENSE {
            assert!(
                resources::LICENSE.field(f.name).is_some(),
                "license {}",
                f.name
            );
        }
        let user = |name| resources::USER.field(name).is_some();
        for f in USER.iter().filter(|f| f.name != user::VARS.name) {
            assert!(user(f.name), "user {}", f.name);
        }
        assert!(user(user::VARS.compared.unwrap().theirs));
    }

    #[test]
    fn a_license_is_made_with_add_s_parameters() {
        let add = crate::desk::restore::ADD_LICENSE.op().expect("add");
        for f in LICENSE {
            if let Some(p) = f.create {
                assert!(add.param(p).is_some(), "add takes no {p} ({})", f.name);
            }
        }
    }

    #[test]
    fn restore_s_order_is_the_document_s() {
        assert_eq!(
            restored_later(),
            [
                "licenses",
                "users",
                "vars",
                "files",
                "webhooks",
                "buttons",
                "chats",
                "mutes",
                "blacklists"
            ]
        );
        let first: Vec<&str> = SECTIONS
            .iter()
            .filter(|s| s.restored == First)
            .map(|s| s.name)
            .collect();
        assert_eq!(first, ["subscriptions"]);
    }
}
