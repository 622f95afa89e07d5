//! The operation catalogue: every service operation declared once, as flat data.
//!
//! Each API group has one file holding a `pub const OPS: &[Op]`. The CLI's command tree,
//! its request executor, `licensectl ops list`, the generated docs and the sandbox's
//! dispatch all read these tables; nothing here does IO.

mod effect;
mod generations;
mod model;
mod param;
mod rules;
mod schema;

pub mod accounts;
pub mod app;
pub mod attacks;
pub mod blacklists;
pub mod buttons;
pub mod chats;
pub mod client;
pub mod desk;
pub mod document;
pub mod fields;
pub mod files;
pub mod kinds;
pub mod licenses;
pub mod logs;
pub mod resources;
pub mod sessions;
pub mod shows;
pub mod subs;
pub mod units;
pub mod users;
pub mod values;
pub mod vars;
pub mod webhooks;
pub mod whitelists;

pub use effect::*;
pub use generations::*;
pub use model::*;
pub use param::*;
pub use rules::*;

/// Every group's table, in the order the command tree lists them.
pub const GROUPS: &[(&str, &str, &[Op])] = &[
    (
        "licenses",
        "Create, inspect, ban and delete license keys",
        licenses::OPS,
    ),
    (
        "users",
        "Manage end users, their HWIDs, subscriptions and variables",
        users::OPS,
    ),
    (
        "subs",
        "Define subscriptions (levels a key grants)",
        subs::OPS,
    ),
    ("vars", "Global application variables", vars::OPS),
    (
        "files",
        "Files the client API serves to logged-in users",
        files::OPS,
    ),
    (
        "webhooks",
        "Server-side relayed requests the client calls by id",
        webhooks::OPS,
    ),
    ("chats", "Chat channels and mutes", chats::OPS),
    ("sessions", "Client sessions", sessions::OPS),
    (
        "blacklists",
        "Blocked IPs, HWIDs, regions, countries and ASNs",
        blacklists::OPS,
    ),
    (
        "whitelists",
        "IPs allowed past the VPN block",
        whitelists::OPS,
    ),
    ("logs", "Logs sent by the client API", logs::OPS),
    ("buttons", "Web-loader buttons", buttons::OPS),
    (
        "app",
        "Application settings, stats, hashes and pause",
        app::OPS,
    ),
    ("accounts", "Reseller and manager accounts", accounts::OPS),
    (
        "client",
        "The client API, as your application calls it",
        client::OPS,
    ),
];

/// All operations of both API families.
pub fn all() -> impl Iterator<Item = &'static Op> {
    GROUPS.iter().flat_map(|(_, _, ops)| ops.iter())
}

/// The operation with this API family and `type`.
pub fn find(api: Api, ty: &str) -> Option<&'static Op> {
    all().find(|op| op.api == api && op.ty == ty)
}

/// The operation at this command path (words after `licensectl`).
pub fn by_command(path: &[&str]) -> Option<&'static Op> {
    all().find(|op| op.command.split(' ').eq(path.iter().copied()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// A parameter that is a field of the printed record (`Param::field`) names one its
    /// operation's resource declares, on a read that prints the record.
    #[test]
    fn parameters_name_fields_of_their_record() {
        let mut named = 0;
        for op in all() {
            for p in op.params.iter().filter(|p| p.field.is_some()) {
                let field = p.field.unwrap();
                let res = op
                    .resource
                    .unwrap_or_else(|| panic!("{}: no resource", op.command));
                assert!(res.field(field).is_some(), "{}: {field}", op.command);
                assert!(
                    op.is_read() && op.answer == Answer::Record,
                    "{}",
                    op.command
                );
                named += 1;
            }
        }
        assert!(named >= 5, "{named}");
    }

    /// A record resource is one no answer carries besides a record (`resources::NOT_RECORDS`):
    /// `subs count` prints a count of its own, `licenses create` the keys it made.
    #[test]
    fn counts_and_created_keys_are_resources_of_their_own() {
        let of = |c: &[&str]| by_command(c).unwrap().resource.unwrap().name;
        assert_eq!(of(&["subs", "count"]), "subscription count");
        assert_eq!(of(&["licenses", "create"]), "created licenses");
        assert!(crate::resources::SUB.field("count").is_none());
        assert!(crate::resources::LICENSE.field("keys").is_none());
        assert!(!crate::resources::is_record(&crate::resources::CHANGE));
        assert!(crate::resources::is_record(&crate::resources::LICENSE));
    }

    #[test]
    fn the_2022_server_lacks_the_issues_thirty_types_and_calls_setbalance_balance() {
        let missing: HashSet<&str> = all()
            .filter(|op| op.api == Api::Seller && op.type_on(Generation::Open2022).is_none())
            .map(|op| op.ty)
            .collect();
        let listed = "fetchnote delmultiple assignkey editemail editusername pauseuser unpauseuser subtract massUserVarDelete pausesub unpausesub fetchfile editfile delallwebhooks fetchallwebhooks delwebhook addWhite delWhite delallwhites fetchalllogs dellogs addbutton delbutton delallbuttons appdetails addAccount deleteAccount getbalance fetchteam";
        assert_eq!(missing, listed.split(' ').collect());
        let setbalance = find(Api::Seller, "setbalance").unwrap();
        assert_eq!(setbalance.type_on(Generation::Open2022), Some("balance"));
        assert_eq!(setbalance.type_on(Generation::Current), Some("setbalance"));
    }

    #[test]
    fn types_and_commands_are_unique() {
        let mut types = HashSet::new();
        let mut commands = HashSet::new();
        for op in all() {
            assert!(types.insert((op.api, op.ty)), "duplicate type {}", op.ty);
            assert!(
                commands.insert(op.command),
                "duplicate command {}",
                op.command
            );
        }
    }

    #[test]
    fn commands_start_with_their_group() {
        for (group, _, ops) in GROUPS {
            for op in *ops {
                assert_eq!(op.group(), *group, "{} is filed under {group}", op.command);
            }
        }
    }

    #[test]
    fn at_most_one_positional_and_it_comes_first_among_required() {
        for op in all() {
            let pos = op.params.iter().filter(|p| p.positional).count();
            assert!(pos <= 1, "{} has {pos} positionals", op.command);
            for p in op.params {
                assert!(
                    !p.flag.contains('_'),
                    "{}: flag {} is not kebab case",
                    op.command,
                    p.flag
                );
            }
        }
    }

    #[test]
    fn list_answers_name_their_columns() {
        for op in all() {
            if let Answer::List(_) | Answer::Lists(_) = op.answer {
                assert!(
                    !op.columns().is_empty(),
                    "{} lists without columns",
                    op.command
                );
            }
        }
    }

    #[test]
    fn reads_are_known() {
        assert!(find(Api::Seller, "info").unwrap().is_read());
        assert!(find(Api::Seller, "fetchallkeys").unwrap().is_read());
        assert!(!find(Api::Seller, "add").unwrap().is_read());
        assert!(!find(Api::Seller, "del").unwrap().is_read());
        // The reads the service's retry rule depends on (api-catalogue §6), declared per operation.
        for ty in [
            "verify",
            "fetchnote",
            "getkey",
            "verifyuser",
            "userdata",
            "usersub",
            "getvar",
            "retrvvar",
            "countsubs",
            "fetchfile",
            "getsettings",
            "appdetails",
            "stats",
            "getbalance",
        ] {
            assert!(find(Api::Seller, ty).unwrap().is_read(), "{ty}");
        }
        for ty in [
            "check",
            "var",
            "fetchOnline",
            "fetchStats",
            "chatget",
            "checkblacklist",
            "magicLinkCheck",
        ] {
            assert!(find(Api::Client, ty).unwrap().is_read(), "{ty}");
        }
        for op in all() {
            let counted = match op.effect_for(&[("user".into(), "all".into())]) {
                Effect::Mass(b) => b.list(),
                _ => None,
            };
            if let Some(name) = counted {
                let list =
                    find(op.api, name).unwrap_or_else(|| panic!("{}: no {name}", op.command));
                assert!(list.is_read(), "{} counts with a non-list", op.command);
            }
        }
    }

    #[test]
    fn false_successes_are_client_answers_and_never_not_failures() {
        // The service flags these `success:true` only on the client API (api-catalogue §9).
        let flagged: Vec<&str> = all()
            .filter(|op| !op.false_successes.is_empty())
            .map(|op| op.ty)
            .collect();
        assert_eq!(flagged, ["setvar", "2faenable", "2fadisable"]);
        for op in all().filter(|op| !op.false_successes.is_empty()) {
            assert_eq!(op.api, Api::Client, "{}", op.command);
            for m in op.false_successes {
                assert!(op.not_failure(m).is_none(), "{}: {m} both ways", op.command);
            }
        }
        let setvar = find(Api::Client, "setvar").unwrap();
        assert!(setvar.is_false_success("No variable data provided"));
        assert!(!find(Api::Seller, "setvar")
            .unwrap()
            .is_false_success("No variable data provided"));
    }

    #[test]
    fn only_client_init_opens_a_session_and_session_hooks_are_client_ops() {
        let opening: Vec<&str> = all()
            .filter(|op| op.opens_session())
            .map(|op| op.ty)
            .collect();
        assert_eq!(opening, ["init"]);
        for op in all() {
            if matches!(op.hook, Hook::SaveSession | Hook::ForgetSession) || op.session {
                assert_eq!(op.api, Api::Client, "{}", op.command);
            }
            // The request that opens a session cannot need one.
            assert!(!(op.opens_session() && op.session), "{}", op.command);
        }
    }

    #[test]
    fn every_mask_is_a_seller_create_parameter_with_its_charset_beside_it() {
        let masked: Vec<&str> = all()
            .filter(|op| op.mask().is_some())
            .map(|op| op.ty)
            .collect();
        assert_eq!(masked, ["add"]);
        for op in all() {
            let masks = op.params.iter().filter(|p| p.mask.is_some()).count();
            assert!(masks <= 1, "{} has {masks} masks", op.command);
            let Some((p, mask)) = op.mask() else { continue };
            // Only seller types are adapted to the server's generation.
            assert_eq!(op.api, Api::Seller, "{}", op.command);
            assert_eq!(op.hook, Hook::ChunkedCreate, "{}", op.command);
            assert!(
                op.param(mask.charset).is_some(),
                "{}: no {}",
                op.command,
                mask.charset
            );
            assert_eq!(p.kind, Kind::Text, "{}", op.command);
        }
    }

    #[test]
    fn expired_users_are_counted_with_declared_reads_of_one_user_each() {
        let mut counted = 0;
        for op in all() {
            let Effect::Mass(Blast::ExpiredUsers { users, subs }) = op.effect else {
                continue;
            };
            counted += 1;
            let users = find(op.api, users).unwrap_or_else(|| panic!("{}: no {users}", op.command));
            let subs = find(op.api, subs).unwrap_or_else(|| panic!("{}: no {subs}", op.command));
            assert!(users.is_read() && subs.is_read(), "{}", op.command);
            // One request per user: the user goes in `user`, the subscriptions come as rows.
            assert!(matches!(subs.answer, Answer::List(_)), "{}", subs.command);
            assert_eq!(subs.positional().map(|p| p.name), Some("user"));
        }
        assert_eq!(counted, 1);
    }

    #[test]
    fn completed_objects_are_declared_and_listed_by_a_seller_read() {
        for o in Objects::ALL {
            let list = find(Api::Seller, o.list()).unwrap_or_else(|| panic!("{o:?}: no list"));
            assert!(list.is_read(), "{o:?}");
            assert!(!list.id_field().is_empty(), "{o:?}");
        }
        assert_eq!(Objects::Subs.list(), kinds::SUBSCRIPTIONS.list);
        assert_eq!(Objects::Vars.list(), kinds::VARS.list);
        let completes = |command: &str, flag: &str| {
            let op = all().find(|o| o.command == command).unwrap();
            op.params.iter().find(|p| p.flag == flag).unwrap().completes
        };
        // Every app user a command takes, whatever the service calls the parameter.
        assert_eq!(completes("users info", "user"), Some(Objects::Users));
        assert_eq!(completes("users rename", "user"), Some(Objects::Users));
        assert_eq!(completes("users pause", "username"), Some(Objects::Users));
        assert_eq!(completes("licenses assign", "user"), Some(Objects::Users));
        assert_eq!(completes("users extend", "sub"), Some(Objects::Subs));
        assert_eq!(completes("licenses info", "key"), Some(Objects::Keys));
        assert_eq!(completes("vars edit", "name"), Some(Objects::Vars));
        assert_eq!(completes("files delete", "fileid"), Some(Objects::Files));
        assert_eq!(completes("files info", "id"), Some(Objects::Files));
        assert_eq!(completes("vars delete", "name"), Some(Objects::Vars));
        assert_eq!(completes("chats clear", "name"), Some(Objects::Channels));
        assert_eq!(completes("vars create", "name"), None);
        assert_eq!(completes("chats create", "name"), None);
        assert_eq!(
            completes("client chat-get", "channel"),
            Some(Objects::Channels)
        );
        // Not an app user's name, a new one, or a user's own variable: nothing to offer.
        assert_eq!(completes("accounts delete", "user"), None);
        assert_eq!(completes("users create", "user"), None);
        assert_eq!(completes("users set-var", "var"), None);
        // Every positional USER of the users group completes usernames.
        for op in all().filter(|o| o.command.starts_with("users ")) {
            if let Some(p) = op.positional().filter(|p| p.flag == "user") {
                if op.command != "users create" {
                    assert_eq!(p.completes, Some(Objects::Users), "{}", op.command);
                }
            }
        }
    }

    #[test]
    fn find_by_type_and_command() {
        let op = find(Api::Seller, "info").unwrap();
        assert_eq!(op.command, "licenses info");
        assert_eq!(by_command(&["licenses", "info"]).unwrap().ty, "info");
    }

    #[test]
    fn what_the_2022_server_drops_and_lacks_is_declared_on_real_parameters_and_fields() {
        for op in all().filter(|op| op.api == Api::Seller) {
            for (i, older) in op.differs.iter().enumerate() {
                let g = older.generation;
                let once = op.differs[..i].iter().all(|d| d.generation != g);
                assert!(once, "{}: two entries for {g:?}", op.ty);
                // The current service differs from what it means only by its bugs.
                let only_bugs = *older == Differences::on(g).bugs(older.bugs);
                assert!(
                    g < Generation::Current || only_bugs,
                    "{}: differs from itself",
                    op.ty
                );
                // What the sandbox imitates is declared where the generation knows the type.
                let imitated = *older
                    != Differences {
                        ty: older.ty,
                        drops: older.drops,
                        warns: older.warns,
                        lacks: older.lacks,
                        words: older.words,
                        ..Differences::on(g)
                    };
                assert!(
                    !imitated || op.type_on(g).is_some(),
                    "{}: declares the answers of a type {g:?} lacks",
                    op.ty
                );
                for (p, _) in older.needs.iter().chain(older.numbers) {
                    assert!(op.param(p).is_some(), "{}: no parameter {p}", op.ty);
                }
            }
            let older = op.on(Generation::Open2022);
            for (now, then) in older.words {
                assert!(!now.is_empty() && now != then, "{}: words {now:?}", op.ty);
            }
            for p in older.drops.iter().chain(older.warns) {
                assert!(op.param(p).is_some(), "{}: no parameter {p}", op.ty);
            }
            for path in older.lacks {
                let resource = op
                    .resource
                    .unwrap_or_else(|| panic!("{}: no resource", op.ty));
                let (list, field) = path.split_once('.').unwrap_or(("", path));
                let field_of = if list.is_empty() {
                    resource.field(field)
                } else {
                    resource.field(field).or_else(|| {
                        resource.field(list).and_then(|l| match l.meaning {
                            crate::schema::Meaning::List(r) => r.field(field),
                            _ => None,
                        })
                    })
                };
                assert!(field_of.is_some(), "{}: no field {path}", op.ty);
            }
        }
        let add = find(Api::Seller, "add").unwrap();
        let none: Vec<&str> = Vec::new();
        assert_eq!(
            add.dropped_on(Generation::Open2022, ["note", "expiry"]),
            (none.clone(), vec!["note"])
        );
        assert_eq!(
            add.dropped_on(Generation::Current, ["note"]),
            (none.clone(), none)
        );
    }

    #[test]
    fn a_change_whose_parameters_are_all_optional_needs_one_of_them() {
        let loose: Vec<&str> = all()
            .filter(|op| op.api == Api::Seller && !op.is_read() && !op.needs_one)
            .filter(|op| !op.params.is_empty() && op.params.iter().all(|p| !p.required))
            .map(|op| op.ty)
            .collect();
        assert!(loose.is_empty(), "{loose:?}");
    }
}
