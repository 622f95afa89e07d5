//! What `licensectl lookup` reads to answer a customer, declared once as data.
//!
//! The `find` reads run at once, before the customer is known; the `per_user` reads run at once
//! for the chosen user (with `user=NAME`). Every entry names a seller read of the catalogue.

/// One read of `lookup`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Read {
    /// The section of the page (and of the JSON document) it feeds.
    pub section: &'static str,
    /// The seller `type` sent.
    pub ty: &'static str,
}

/// Sent first, concurrently: the lists TERM is matched against and the customer's surroundings.
pub const FIND: &[Read] = &[
    Read {
        section: "licenses",
        ty: "fetchallkeys",
    },
    Read {
        section: "users",
        ty: "fetchallusers",
    },
    Read {
        section: "blacklists",
        ty: "fetchallblacks",
    },
    Read {
        section: "sessions",
        ty: "fetchallsessions",
    },
    Read {
        section: "logs",
        ty: "fetchalllogs",
    },
    Read {
        section: "mutes",
        ty: "fetchallmutes",
    },
];

/// Sent for the chosen user, concurrently (and by `licenses info` for a used key's user, whose
/// license record is computed from them: `exec::facts`): every subscription (paused and expired ones too,
/// which `userdata` leaves out) and the user's record with its variables.
pub const PER_USER: &[Read] = &[
    Read {
        section: "subscriptions",
        ty: "usersub",
    },
    Read {
        section: "user",
        ty: "userdata",
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{find, Api};

    #[test]
    fn every_read_is_a_seller_read_of_the_catalogue() {
        for r in FIND.iter().chain(PER_USER) {
            let op = find(Api::Seller, r.ty).unwrap_or_else(|| panic!("{} unknown", r.ty));
            assert!(op.is_read(), "{} changes data", r.ty);
        }
        for r in PER_USER {
            assert!(
                find(Api::Seller, r.ty).unwrap().param("user").is_some(),
                "{} takes no user",
                r.ty
            );
        }
    }

    #[test]
    fn read_backs_name_parameters_their_operations_take() {
        use crate::{all, Echo, Hook};
        let mut echoing = 0;
        for op in all() {
            match op.echo {
                Some(Echo::UserSubs { user, sub }) => {
                    assert!(op.param(user).is_some(), "{}: no {user}", op.command);
                    if let Some(sub) = sub {
                        assert!(op.param(sub).is_some(), "{}: no {sub}", op.command);
                    }
                }
                Some(Echo::License { key }) => {
                    assert!(op.param(key).is_some(), "{}: no {key}", op.command)
                }
                Some(Echo::UnusedLicenses) | None => {}
            }
            echoing += usize::from(op.echo.is_some());
            if op.hook == Hook::OnlySub {
                let sub = op.param("sub").expect("OnlySub needs a sub parameter");
                assert!(!sub.required, "{}: --sub must be optional", op.command);
            }
        }
        assert_eq!(
            echoing, 6,
            "create, extend, subtract, add-time, edit, activate"
        );
    }
}
