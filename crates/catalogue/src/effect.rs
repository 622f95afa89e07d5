//! What an operation does to the app's data: whether it is retried, whether it asks first, and
//! how its confirmation counts the records it hits (docs/safety.md lists every operation).

/// The class of an operation, declared once per operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// Changes nothing: safe to send twice (retried after a network error or a 5xx).
    Read,
    /// Changes one record and can be changed back: runs without asking.
    Change,
    /// Cannot be undone (a delete, a ban that blacklists, time taken away): asks first.
    Irreversible,
    /// Changes many records at once: asks first, saying how many it hits.
    Mass(Blast),
}

/// How a confirmation counts the records a mass operation hits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Blast {
    /// Every row of this list operation.
    Rows(&'static str),
    /// The rows of this list operation whose `field` equals `value`.
    RowsWhere {
        list: &'static str,
        field: &'static str,
        value: &'static str,
    },
    /// Users with no running subscription: the rows of the list `users`, then one read of
    /// `subs` (a user's subscriptions, the user in `user`) per user.
    ExpiredUsers {
        users: &'static str,
        subs: &'static str,
    },
    /// Not countable with the seller API: the confirmation says what it hits in these words.
    Described(&'static str),
}

impl Blast {
    /// The list operation read to count.
    pub const fn list(self) -> Option<&'static str> {
        match self {
            Blast::Rows(list) | Blast::RowsWhere { list, .. } => Some(list),
            Blast::ExpiredUsers { users, .. } => Some(users),
            Blast::Described(_) => None,
        }
    }

    /// What is counted, for docs/safety.md.
    pub fn describe(self) -> String {
        match self {
            Blast::Rows(list) => format!("every row of `{list}`"),
            Blast::RowsWhere { list, field, value } => {
                format!("rows of `{list}` with {field} = {value}")
            }
            Blast::ExpiredUsers { users, subs } => {
                format!("users of `{users}` without a running subscription (`{subs}` each)")
            }
            Blast::Described(what) => format!("not counted: {what}"),
        }
    }
}

/// A parameter value that turns an operation into a mass one (`users extend all`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MassWhen {
    pub param: &'static str,
    pub value: &'static str,
    pub blast: Blast,
}

impl Effect {
    pub const fn name(self) -> &'static str {
        match self {
            Effect::Read => "read",
            Effect::Change => "change",
            Effect::Irreversible => "irreversible",
            Effect::Mass(_) => "mass",
        }
    }
    /// Whether it asks on a terminal and needs `--yes` elsewhere.
    pub const fn asks_first(self) -> bool {
        matches!(self, Effect::Irreversible | Effect::Mass(_))
    }
}
