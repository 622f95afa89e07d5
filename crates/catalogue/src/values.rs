//! The words the backup document's fields are declared in — what a value must hold (`Check`),
//! the parameter that makes it, how restore's read-back compares it — shared by the
//! configuration kinds (`kinds`) and the document (`document`), which both declare fields with
//! them. A leaf: it names no other module.

/// What a value of the document must hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// A string (or null / absent: "none").
    Text,
    /// A non-empty string.
    Name,
    /// An integer (or a string of one) in this range, or absent.
    Int(i64, i64),
    /// An integer (or a string of one) in this range, always present.
    Needed(i64, i64),
    /// A boolean, 0/1, or a string of one; or absent.
    Flag,
    /// A list of objects, each with these fields.
    Rows(&'static [Field]),
}

/// How restore's read-back compares a field with the target's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compare {
    /// As text (null and absent are empty).
    Text,
    /// A length in seconds.
    Seconds,
    /// Banned or not (the field says `Banned`).
    Banned,
    /// Rows of `{name, data}`: each of the backup's on the target, with its data.
    Vars,
}

/// A field restore's read-back compares: the target's field, what it is called for people, how.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Compared {
    pub theirs: &'static str,
    pub what: &'static str,
    pub how: Compare,
}

/// One field of a document record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    pub name: &'static str,
    pub check: Check,
    /// The parameter of the operation that makes the record (a license's `add`) it is sent as.
    pub create: Option<&'static str>,
    /// Proved by restore's read-back.
    pub compared: Option<Compared>,
}

impl Field {
    pub const fn new(name: &'static str, check: Check) -> Field {
        Field {
            name,
            check,
            create: None,
            compared: None,
        }
    }
    pub const fn create(self, param: &'static str) -> Field {
        Field {
            create: Some(param),
            ..self
        }
    }
    pub const fn compared(self, theirs: &'static str, what: &'static str, how: Compare) -> Field {
        Field {
            compared: Some(Compared { theirs, what, how }),
            ..self
        }
    }
}
