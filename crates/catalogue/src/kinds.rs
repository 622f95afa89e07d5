//! The configuration record kinds (subscriptions, variables, webhooks, buttons, chat channels,
//! mutes, blacklist entries, the settings), each declared once: the operations that list, create,
//! change and delete its records, the field that names a record, and which listed field feeds
//! which parameter. `backup`, `restore`, `export`, `plan` and `apply` all read this table, so a
//! rename or a cut the service makes is written down in one place.
//!
//! Whitelisted IPs are not a kind here: the seller API cannot list them, so nothing could read
//! them back (backup records them as unavailable, the app file refuses them).

use crate::app::SETTINGS_FIELDS;
use crate::values::Check;
use crate::{find, Api, Kind, Op};

/// How a listed value is read, and how it is written back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// Text, sent as listed.
    Text,
    /// A whole number the service lists as a number or a numeric string.
    Number,
    /// Yes or no, listed as a boolean, `1`/`0` or `"true"`/`"false"`; sent as its parameter's
    /// kind takes it.
    Flag,
    /// A time (Unix seconds) recreated as the seconds left until it (a mute's end); a record
    /// whose time has passed is not recreated.
    Until,
    /// A secret: compared, never written to a file.
    Secret,
}

/// One field of a kind: the listed row's field, the app file's key, and the parameter each
/// operation takes it as (`None`: that operation does not take it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FieldMap {
    /// The field of the list operation's rows (or of `getsettings`' record).
    pub row: &'static str,
    /// The app file's key (docs/app-as-code.md).
    pub file: &'static str,
    pub form: Form,
    /// The value an app file may leave out.
    pub default: Option<&'static str>,
    /// This field names the record (one per kind, except blacklists and the settings).
    pub id: bool,
    pub create: Option<&'static str>,
    pub edit: Option<&'static str>,
    pub delete: Option<&'static str>,
    /// The service lists only this many leading characters of the value (a webhook's URL):
    /// a longer value cannot be read back, nor a change after them seen.
    pub listed_chars: Option<usize>,
    /// What the backup document's value must hold, where it is not what its form says
    /// (`document::Section::fields`).
    pub check: Option<Check>,
}

impl FieldMap {
    const fn new(row: &'static str, file: &'static str, form: Form) -> FieldMap {
        FieldMap {
            row,
            file,
            form,
            default: None,
            id: false,
            create: None,
            edit: None,
            delete: None,
            listed_chars: None,
            check: None,
        }
    }
    /// What the backup document's value must hold (restore's check of a document).
    const fn check(self, check: Check) -> FieldMap {
        FieldMap {
            check: Some(check),
            ..self
        }
    }
    /// The field that names the record.
    const fn id(self) -> FieldMap {
        FieldMap { id: true, ..self }
    }
    const fn create(self, param: &'static str) -> FieldMap {
        FieldMap {
            create: Some(param),
            ..self
        }
    }
    const fn edit(self, param: &'static str) -> FieldMap {
        FieldMap {
            edit: Some(param),
            ..self
        }
    }
    const fn delete(self, param: &'static str) -> FieldMap {
        FieldMap {
            delete: Some(param),
            ..self
        }
    }
    const fn default(self, value: &'static str) -> FieldMap {
        FieldMap {
            default: Some(value),
            ..self
        }
    }
    const fn listed_chars(self, n: usize) -> FieldMap {
        FieldMap {
            listed_chars: Some(n),
            ..self
        }
    }
}

/// How a kind's records are named. The service changes and deletes by this name, so every
/// record of it at once: where it stores two of one name (a blacklist entry added twice), no
/// request reaches one alone (export and plan treat them as one record: docs/app-as-code.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Identity {
    /// By the field marked `id`.
    Field,
    /// By the row's `type` and the value in the field that type names (a blacklist entry:
    /// `ip 198.51.100.7`). Created with the parameter of that name; deleted with the value as
    /// `value` and the type as `type`.
    Typed {
        value: &'static str,
        ty: &'static str,
    },
    /// There is one record (the settings).
    Single,
}

/// One kind of configuration record.
#[derive(Debug, Clone, Copy)]
pub struct RecordKind {
    /// What one record is called, for people.
    pub noun: &'static str,
    /// The backup document's key and the app file's section.
    pub section: &'static str,
    /// The seller `type` that reads the records.
    pub list: &'static str,
    /// The answer's list of rows (`None`: the answer is one record).
    pub list_field: Option<&'static str>,
    pub create: Option<&'static str>,
    pub edit: Option<&'static str>,
    pub delete: Option<&'static str>,
    pub identity: Identity,
    /// Kept in the app file (`export`, `plan`, `apply`); every kind is in the backup document.
    pub in_app_file: bool,
    /// In the order the create operation takes them; the settings' are derived (`field_map`).
    fields: &'static [FieldMap],
}

use Form::*;

const fn field(row: &'static str, file: &'static str, form: Form) -> FieldMap {
    FieldMap::new(row, file, form)
}

/// The first 21 characters: all of a webhook's URL the service lists (`short_baselink`).
pub const WEBHOOK_URL_LISTED: usize = 21;

pub static SUBSCRIPTIONS: RecordKind = RecordKind {
    noun: "subscription",
    section: "subscriptions",
    list: "fetchallsubs",
    list_field: Some("subs"),
    create: Some("addsub"),
    edit: Some("editsub"),
    delete: Some("delappsub"),
    in_app_file: true,
    identity: Identity::Field,
    fields: &[
        field("name", "name", Text)
            .id()
            .create("name")
            .edit("sub")
            .delete("name")
            .check(Check::Name),
        field("level", "level", Number)
            .create("level")
            .edit("level")
            .check(Check::Text),
    ],
};

pub static VARS: RecordKind = RecordKind {
    noun: "variable",
    section: "vars",
    list: "fetchallvars",
    list_field: Some("vars"),
    create: Some("addvar"),
    edit: Some("editvar"),
    delete: Some("delvar"),
    in_app_file: true,
    identity: Identity::Field,
    fields: &[
        field("varid", "name", Text)
            .id()
            .create("name")
            .edit("varid")
            .delete("name")
            .check(Check::Name),
        field("msg", "data", Text).create("data").edit("data"),
        // `editvar` cannot change it: a variable whose `authed` changes is replaced.
        field("authed", "authed", Flag)
            .create("authed")
            .default("true"),
    ],
};

pub static WEBHOOKS: RecordKind = RecordKind {
    noun: "webhook",
    section: "webhooks",
    list: "fetchallwebhooks",
    list_field: Some("webhooks"),
    create: Some("addwebhook"),
    // No edit operation: a changed webhook is replaced.
    edit: None,
    delete: Some("delwebhook"),
    in_app_file: true,
    identity: Identity::Field,
    fields: &[
        field("short_baselink", "url", Text)
            .create("baseurl")
            .listed_chars(WEBHOOK_URL_LISTED),
        field("useragent", "user_agent", Text)
            .create("ua")
            .default("KeyAuth"),
        field("authed", "authed", Flag)
            .create("authed")
            .default("true"),
        field("webid", "id", Text)
            .id()
            .create("webid")
            .delete("webid"),
    ],
};

pub static BUTTONS: RecordKind = RecordKind {
    noun: "button",
    section: "buttons",
    list: "fetchallbuttons",
    list_field: Some("buttons"),
    create: Some("addbutton"),
    edit: None,
    delete: Some("delbutton"),
    in_app_file: true,
    identity: Identity::Field,
    fields: &[
        field("value", "value", Text)
            .id()
            .create("value")
            .delete("value"),
        field("text", "text", Text).create("text"),
    ],
};

pub static CHATS: RecordKind = RecordKind {
    noun: "chat channel",
    section: "chats",
    list: "fetchallchats",
    list_field: Some("chats"),
    create: Some("addchannel"),
    edit: Some("editchan"),
    delete: Some("delchannel"),
    in_app_file: true,
    identity: Identity::Field,
    fields: &[
        field("name", "name", Text)
            .id()
            .create("name")
            .edit("name")
            .delete("name")
            .check(Check::Name),
        // Listed and created in seconds, edited in minutes (the parameters' kinds say so).
        field("delay", "delay", Number)
            .create("delay")
            .edit("delay")
            .check(Check::Int(0, i64::MAX)),
    ],
};

/// Not in the app file (a mute is a moment's state, not configuration); backup and restore
/// carry it.
pub static MUTES: RecordKind = RecordKind {
    noun: "chat mute",
    section: "mutes",
    list: "fetchallmutes",
    list_field: Some("mutes"),
    create: Some("muteuser"),
    edit: None,
    delete: Some("unmuteuser"),
    in_app_file: false,
    identity: Identity::Field,
    fields: &[
        field("user", "user", Text)
            .id()
            .create("user")
            .delete("user")
            .check(Check::Name),
        field("time", "time", Until).create("time"),
    ],
};

pub static BLACKLISTS: RecordKind = RecordKind {
    noun: "blacklist entry",
    section: "blacklists",
    list: "fetchallblacks",
    list_field: Some("blacklists"),
    create: Some("black"),
    edit: None,
    delete: Some("delblack"),
    in_app_file: true,
    identity: Identity::Typed {
        value: "data",
        ty: "blacktype",
    },
    fields: &[],
};

pub static SETTINGS: RecordKind = RecordKind {
    noun: "settings",
    section: "settings",
    list: "getsettings",
    list_field: None,
    create: None,
    edit: Some("updatesettings"),
    delete: None,
    in_app_file: true,
    identity: Identity::Single,
    fields: &[],
};

/// The field of a typed kind's listed row (a blacklist entry) that names its type; the value is
/// in the field of that name (`{"type": "ip", "ip": "198.51.100.7"}`).
pub const TYPE_FIELD: &str = "type";

/// Every kind, in the order `apply` makes them (nothing refers to a record of a later kind).
pub static ALL: [&RecordKind; 8] = [
    &SUBSCRIPTIONS,
    &VARS,
    &WEBHOOKS,
    &BUTTONS,
    &CHATS,
    &MUTES,
    &BLACKLISTS,
    &SETTINGS,
];

fn seller(ty: &str) -> &'static Op {
    find(Api::Seller, ty).unwrap_or_else(|| panic!("catalogue has no seller type {ty}"))
}

impl RecordKind {
    pub fn list_op(&self) -> &'static Op {
        seller(self.list)
    }
    pub fn create_op(&self) -> Option<&'static Op> {
        self.create.map(seller)
    }
    pub fn edit_op(&self) -> Option<&'static Op> {
        self.edit.map(seller)
    }
    pub fn delete_op(&self) -> Option<&'static Op> {
        self.delete.map(seller)
    }
    /// The fields, the naming one among them. The settings' are those `updatesettings` takes
    /// that `getsettings` shows: each setting is declared once, as that parameter (its flag is
    /// the file's key) and in `SETTINGS_FIELDS`; the two switches come back as booleans named
    /// like their flags.
    pub fn field_map(&self) -> Vec<FieldMap> {
        if self.identity != Identity::Single {
            return self.fields.to_vec();
        }
        let Some(update) = self.edit_op() else {
            return Vec::new();
        };
        update
            .params
            .iter()
            .filter_map(|p| {
                let (row, form) = match p.kind {
                    Kind::SwitchWord => (p.flag, Flag),
                    Kind::Secret => (find_setting(p.name)?, Secret),
                    _ => (find_setting(p.name)?, Text),
                };
                Some(FieldMap {
                    edit: Some(p.name),
                    ..field(row, p.flag, form)
                })
            })
            .collect()
    }
    /// The field that names a record (kinds named by one field).
    pub fn id_field(&self) -> Option<FieldMap> {
        self.fields.iter().copied().find(|f| f.id)
    }
    /// The fields besides the naming one.
    pub fn data_fields(&self) -> Vec<FieldMap> {
        self.field_map().into_iter().filter(|f| !f.id).collect()
    }
    /// A blacklist's types: the parameters of its create operation.
    pub fn types(&self) -> Vec<&'static str> {
        match self.identity {
            Identity::Typed { .. } => self
                .create_op()
                .map(|op| op.params.iter().map(|p| p.name).collect())
                .unwrap_or_default(),
            _ => Vec::new(),
        }
    }
}

fn find_setting(param: &str) -> Option<&'static str> {
    SETTINGS_FIELDS
        .iter()
        .find(|(_, p)| *p == param)
        .map(|(field, _)| *field)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Answer;

    #[test]
    fn every_kinds_operations_exist_and_its_list_answers_rows_of_its_list_field() {
        for k in ALL.iter().copied() {
            let list = k.list_op();
            assert!(list.is_read(), "{}: {} is not a read", k.noun, k.list);
            match k.list_field {
                Some(key) => assert_eq!(list.answer, Answer::List(key), "{}", k.noun),
                None => assert!(list.resource.is_some(), "{}", k.noun),
            }
            for ty in [k.create, k.edit, k.delete].into_iter().flatten() {
                assert!(find(Api::Seller, ty).is_some(), "{}: no type {ty}", k.noun);
            }
            let same = ALL.iter().filter(|o| o.section == k.section).count();
            assert_eq!(same, 1, "{}: its section names another kind too", k.noun);
        }
    }

    #[test]
    fn every_mapped_parameter_exists_on_its_operation() {
        for k in ALL.iter().copied() {
            for f in k.field_map() {
                for (ty, param) in [(k.create, f.create), (k.edit, f.edit), (k.delete, f.delete)] {
                    let Some(param) = param else { continue };
                    let ty = ty.unwrap_or_else(|| {
                        panic!("{}.{} maps {param} of no operation", k.noun, f.row)
                    });
                    assert!(
                        seller(ty).param(param).is_some(),
                        "{}.{}: {ty} has no parameter {param}",
                        k.noun,
                        f.row
                    );
                }
            }
            if let Identity::Typed { value, ty } = k.identity {
                let delete = k.delete_op().unwrap();
                assert!(delete.param(value).is_some() && delete.param(ty).is_some());
                assert!(!k.types().is_empty());
            }
        }
    }

    #[test]
    fn every_mapped_field_exists_on_the_listed_resource() {
        for k in ALL.iter().copied() {
            let resource = k.list_op().resource.expect("a list names its resource");
            for f in k.field_map() {
                assert!(
                    resource.field(f.row).is_some(),
                    "{}: {} lists no field {}",
                    k.noun,
                    k.list,
                    f.row
                );
            }
            for ty in k.types() {
                assert!(resource.field(ty).is_some(), "{}: no field {ty}", k.noun);
            }
        }
    }

    #[test]
    fn kinds_named_by_a_field_have_exactly_one_and_every_operation_takes_it() {
        for k in ALL
            .iter()
            .copied()
            .filter(|k| k.identity == Identity::Field)
        {
            let ids: Vec<FieldMap> = k.fields.iter().copied().filter(|f| f.id).collect();
            assert_eq!(ids.len(), 1, "{}", k.noun);
            for (ty, param) in [
                (k.create, ids[0].create),
                (k.edit, ids[0].edit),
                (k.delete, ids[0].delete),
            ] {
                assert_eq!(ty.is_some(), param.is_some(), "{}: {ty:?}", k.noun);
            }
            let files: std::collections::HashSet<&str> = k.fields.iter().map(|f| f.file).collect();
            assert_eq!(files.len(), k.fields.len(), "{}: a file key twice", k.noun);
        }
    }

    #[test]
    fn the_settings_are_every_update_parameter_getsettings_shows() {
        let s = SETTINGS.field_map();
        assert_eq!(
            (s[0].row, s[0].file, s[0].form, s[0].edit),
            ("enabled", "enabled", Flag, Some("enabled"))
        );
        assert!(s
            .iter()
            .any(|f| f.row == "hwid-lock" && f.edit == Some("hwidcheck")));
        assert!(s
            .iter()
            .any(|f| f.row == "version" && f.file == "app-version"));
        assert!(s
            .iter()
            .any(|f| f.row == "sellixsecret" && f.form == Form::Secret));
        assert_eq!(
            WEBHOOKS
                .field_map()
                .iter()
                .find(|f| f.row == "short_baselink")
                .and_then(|f| f.listed_chars),
            Some(21)
        );
    }
}
