//! When a license's time ends, decided by one function for every road that shows or filters by
//! it: `licenses info`, its `--from-file` rows and `lookup` (`exec::facts`, from the key's user's
//! subscriptions) and `licenses list --expiring-within` (`output::filters`, from the row alone).

use licensectl_catalogue::units::{term_end, time_left};

/// A license's own term as its row has it: whether it is used, when, and for how long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Term {
    pub used: bool,
    pub on: Option<i64>,
    pub length: Option<i64>,
}

impl Term {
    /// From a license row's fields, each read by `field` as text (`None`: missing or null): used
    /// by `usedby`, on `usedon`, for `expires` (`duration`, as `info` answers it).
    pub fn of(field: impl Fn(&str) -> Option<String>) -> Term {
        let num = |name: &str| field(name).and_then(|t| t.trim().parse::<i64>().ok());
        Term {
            used: field("usedby").is_some_and(|u| !u.is_empty()),
            on: num("usedon"),
            length: num("expires").or_else(|| num("duration")),
        }
    }
}

/// What the subscription a used key granted says, as it runs now (`facts::effective`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Running {
    /// Paused, keeping these seconds (`None`: the row did not say).
    Paused(Option<i64>),
    /// Running until this time (extended or not).
    Ends(i64),
}

/// When a license ends, and where that comes from (`expiry_from`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// Its subscription is paused, keeping these seconds: it does not end.
    Paused(Option<i64>),
    /// Its subscription's end.
    Subscription(i64),
    /// Used on + length: no subscription of it was read (the list reads no user) or none is left.
    Computed(i64),
    /// Not used: its term has not started.
    Unused,
}

impl End {
    /// A key's end: its subscription's, where one was read; else its own term.
    pub fn of(term: Term, running: Option<Running>) -> End {
        match running {
            Some(Running::Paused(kept)) => End::Paused(kept.map(|k| k.max(0))),
            Some(Running::Ends(at)) => End::Subscription(at),
            None => match (term.on, term.length) {
                (Some(on), Some(length)) if term.used && on > 0 => {
                    End::Computed(term_end(on, length))
                }
                _ => End::Unused,
            },
        }
    }

    /// The time it ends (`expiry`), when it does.
    pub fn at(self) -> Option<i64> {
        match self {
            End::Subscription(at) | End::Computed(at) => Some(at),
            End::Paused(_) | End::Unused => None,
        }
    }

    /// The seconds left at `now` (`timeleft`): a paused subscription's kept time.
    pub fn left(self, now: i64) -> Option<i64> {
        match self {
            End::Paused(kept) => kept,
            other => other.at().map(|at| time_left(at, now)),
        }
    }

    /// Where it comes from (`expiry_from`).
    pub fn from(self) -> &'static str {
        match self {
            End::Paused(_) => "paused",
            End::Subscription(_) => "subscription",
            End::Computed(_) => "computed",
            End::Unused => "unused",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn term(usedby: &str, usedon: &str, expires: &str) -> Term {
        let row = [("usedby", usedby), ("usedon", usedon), ("expires", expires)];
        Term::of(|f| {
            row.iter()
                .find(|(k, _)| *k == f)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn a_subscription_read_decides_else_the_term_else_unused() {
        let used = term("eve", "100", "50");
        assert_eq!(End::of(used, None), End::Computed(150));
        assert_eq!(End::of(used, Some(Running::Ends(900))).at(), Some(900));
        let paused = End::of(used, Some(Running::Paused(Some(-3))));
        assert_eq!(
            (paused.at(), paused.left(0), paused.from()),
            (None, Some(0), "paused")
        );
        assert_eq!(End::of(term("", "100", "50"), None), End::Unused);
        assert_eq!(End::of(term("eve", "0", "50"), None), End::Unused);
        assert_eq!(
            End::of(term("eve", "1", &i64::MAX.to_string()), None).at(),
            Some(i64::MAX)
        );
    }
}
