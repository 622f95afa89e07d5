//! Seller operations on end users and their variables (api-catalogue §2.2–2.3).

use crate::resources as r;
use crate::{
    Behaviour, Blast, Bug, Differences, Echo, Generation, Hook, Kind, NotFailure, Objects, Op,
    Outcomes, Param, Quirk, Text, Unit,
};

const USER: Param = Param::pos("user", "user", "The username")
    .completes(Objects::Users)
    .max(70);
/// `extend`, `subtract` and `setvar` also take the word `all`.
const USER_OR_ALL: Param = Param::pos("user", "user", "The username, or `all` for every user")
    .completes(Objects::Users)
    .max(70);
const SUB: Param = Param::req("sub", "sub", Kind::Text, "Subscription name")
    .completes(Objects::Subs)
    .max(49);
/// `extend`'s: without it, the user's only subscription.
const SUB_OR_ONLY: Param = Param::opt(
    "sub",
    "sub",
    Kind::Text,
    "Subscription name [default: the user's only subscription]",
)
.completes(Objects::Subs)
.max(49);
/// Read back after a change to one user's subscription.
const ECHO_SUB: Echo = Echo::UserSubs {
    user: "user",
    sub: Some("sub"),
};
const VAR: Param = Param::req("var", "var", Kind::Text, "Variable name").max(99);

pub const OPS: &[Op] = &[
    Op::seller(
        "adduser",
        "users create",
        "Create a user with a subscription",
    )
    .differs(&[
        Differences::on(Generation::Open2022)
            .reads(&["expiry", "pass", "sub"])
            .twice(&["user"])
            .number_first("expiry")
            .does(Behaviour::AddUser)
            .quirks(&[Quirk::SubscriptionBeforeName])
            .bugs(&[Bug::TwinUsers, Bug::AnyUserName]),
        Differences::on(Generation::Current).bugs(&[Bug::TwinUsers]),
    ])
    .example("users create alice --sub default --expiry 30d --password-stdin")
    .params(&[
        Param::pos("user", "user", "Username"),
        SUB,
        Param::req(
            "expiry",
            "expiry",
            Kind::Duration(Unit::Days),
            "How long the subscription lasts (sent in days)",
        ),
        Param::opt(
            "pass",
            "password",
            Kind::Secret,
            "Password (without one, the first login sets it)",
        )
        .asked(None),
    ])
    .echoes_expiry(ECHO_SUB)
    .hook(Hook::NoTwinUser),
    Op::seller(
        "deluser",
        "users delete",
        "Delete a user with their subscriptions, variables and sessions",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .twice(&["user"])
        .does(Behaviour::UserLookedUp)])
    .example("users delete alice --yes")
    .params(&[USER])
    .destructive(),
    Op::seller(
        "delexpusers",
        "users delete-expired",
        "Delete every user without an active subscription",
    )
    .differs(&[Differences::on(Generation::Open2022).does(Behaviour::DeleteExpiredUsers)])
    .example("users delete-expired --yes")
    .mass_by(Blast::ExpiredUsers {
        users: "fetchallusernames",
        subs: "usersub",
    })
    .not_failures(&[
        NotFailure::NothingToDo("No users are expired!"),
        NotFailure::NothingToDo("You have no users!"),
    ]),
    Op::seller("delallusers", "users delete-all", "Delete every user")
        .differs(&[
            Differences::on(Generation::Open2022).bugs(&[Bug::KeepsUserVars]),
            Differences::on(Generation::Current).bugs(&[Bug::KeepsUserVars]),
        ])
        .example("users delete-all --yes")
        .mass("fetchallusernames")
        // The service's answer when there was nothing to delete (keyauth-transcripts: "none left").
        .not_failures(&[NotFailure::NothingToDo("Failed to delete all users!")]),
    Op::seller("verifyuser", "users verify", "Check that a user exists")
        .differs(&[Differences::on(Generation::Open2022).does(Behaviour::UserLookedUp)])
        .read()
        .example("users verify alice")
        .params(&[USER]),
    Op::seller(
        "userdata",
        "users info",
        "Show one user: active subscriptions, variables, HWID, IP, dates, ban",
    )
    .read()
    .example("users info alice")
    // keyauth-transcripts.md #75: no key per subscription, no variables, no ban.
    .differs(&[Differences::on(Generation::Open2022)
        .json(Outcomes::Successes)
        .sends(&[("subscriptions.timeleft", "expiry")])
        .lacks(&["subscriptions.key", "uservars", "banned"])
        .does(Behaviour::UserLookedUp)])
    .of(&r::USER)
    .params(&[USER.is_field("username")])
    .record()
    .hook(Hook::AllSubs),
    Op::seller(
        "fetchallusers",
        "users list",
        "List users (the service returns at most 520)",
    )
    .example("users list -o csv > users.csv")
    // The 2022 rows had no e-mail or 2FA columns (keyauth-transcripts.md #6).
    .differs(&[Differences::on(Generation::Open2022)
        .json(Outcomes::All)
        .sends(&[("users.password", "username")])
        .words(&[("No users found", "No Users Found")])
        .lacks(&["users.email", "users.2fa"])])
    .list("users", &r::USER),
    Op::seller("fetchallusernames", "users names", "List every username")
        .differs(&[Differences::on(Generation::Open2022)
            .json(Outcomes::Failures)
            .text(Text::Lines("usernames.username"))
            .bare("usernames.username")])
        .example("users names")
        .list("usernames", &r::USERNAME),
    Op::seller("resetuser", "users reset-hwid", "Clear a user's HWID lock")
        .differs(&[Differences::on(Generation::Open2022)
            .twice(&["user"])
            .does(Behaviour::ResetUser)])
        .example("users reset-hwid alice")
        .params(&[USER]),
    Op::seller(
        "resetalluser",
        "users reset-hwid-all",
        "Clear the HWID lock of every user",
    )
    .differs(&[Differences::on(Generation::Open2022).does(Behaviour::ResetAllUsers)])
    .example("users reset-hwid-all --yes")
    .mass("fetchallusernames"),
    Op::seller(
        "resetpw",
        "users set-password",
        "Set or clear a user's password",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .reads(&["passwd"])
        .does(Behaviour::ResetPassword)])
    .example("users set-password alice --password-stdin")
    .params(&[
        USER,
        Param::opt(
            "passwd",
            "password",
            Kind::Secret,
            "New password (without one, the next login sets it)",
        )
        .asked(None),
    ]),
    Op::seller(
        "editemail",
        "users set-email",
        "Change a user's email address",
    )
    .since(Generation::Current)
    .example("users set-email alice --email alice@example.com")
    .params(&[
        USER,
        Param::req("email", "email", Kind::Text, "New email address"),
    ]),
    Op::seller(
        "editusername",
        "users rename",
        "Rename a user everywhere (subscriptions, variables, keys, chat)",
    )
    .since(Generation::Current)
    .example("users rename alice --new-username alice2")
    .params(&[
        Param::pos("currentUsername", "user", "The current username")
            .completes(Objects::Users)
            .max(70),
        Param::req(
            "newUsername",
            "new-username",
            Kind::Text,
            "The new username",
        )
        .max(70),
        Param::opt(
            "sessionID",
            "kill-session",
            Kind::Text,
            "Session id of the user to end",
        ),
    ]),
    Op::seller(
        "addhwiduser",
        "users add-hwid",
        "Append a HWID to a user's allowed HWIDs",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .reads(&["hwid"])
        .does(Behaviour::AddHwid)])
    .example("users add-hwid alice --hwid S-1-5-21-3623811015")
    .params(&[
        USER,
        Param::req("hwid", "hwid", Kind::Text, "HWID to append").max(2000),
    ]),
    Op::seller(
        "setcooldown",
        "users set-cooldown",
        "Set when the user may next reset their own HWID",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .reads(&["cooldown"])
        .does(Behaviour::SetCooldown)])
    .example("users set-cooldown alice --cooldown 1767225600")
    .params(&[
        USER,
        Param::req(
            "cooldown",
            "cooldown",
            Kind::Int,
            "Unix time (seconds) before which no self-service HWID reset; stored as given",
        ),
    ]),
    Op::seller(
        "banuser",
        "users ban",
        "Ban a user and blacklist their HWID and IP",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .reads(&["reason"])
        .twice(&["user"])
        .does(Behaviour::BanUser)])
    .example("users ban alice --reason chargeback --yes")
    .params(&[
        USER,
        Param::req("reason", "reason", Kind::Text, "Reason shown to the user").max(99),
    ])
    .destructive(),
    Op::seller(
        "unbanuser",
        "users unban",
        "Lift a user ban and their HWID and IP blacklist",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .twice(&["user"])
        .does(Behaviour::UnbanUser)])
    .example("users unban alice")
    .params(&[USER]),
    Op::seller(
        "pauseuser",
        "users pause",
        "Freeze a user's active subscriptions",
    )
    .since(Generation::Current)
    .example("users pause alice")
    .params(&[Param::pos("username", "username", "The username")
        .completes(Objects::Users)
        .max(70)]),
    Op::seller(
        "unpauseuser",
        "users unpause",
        "Resume a user's frozen subscriptions",
    )
    .since(Generation::Current)
    .example("users unpause alice")
    .params(&[Param::pos("username", "username", "The username")
        .completes(Objects::Users)
        .max(70)]),
    Op::seller(
        "extend",
        "users extend",
        "Add time to a user's subscription (their only one without --sub), or grant it",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .words(&[("Failed to extend user(s)", "Failed to extend user(s)!")])
        .reads(&["expiry", "pass", "sub"])
        .twice(&["user"])
        .number_first("expiry")
        .does(Behaviour::ExtendUser)])
    .example("users extend all --sub default --expiry 7d --active-only --yes")
    .mass_when("user", "all", Blast::Rows("fetchallusernames"))
    .params(&[
        USER_OR_ALL,
        SUB_OR_ONLY,
        Param::req(
            "expiry",
            "expiry",
            Kind::Duration(Unit::Days),
            "Time to add (sent in days)",
        ),
        Param::opt(
            "activeOnly",
            "active-only",
            Kind::Switch(None),
            "With `all`: only users who already have that subscription",
        ),
    ])
    .hook(Hook::OnlySub)
    .echoes_expiry(ECHO_SUB),
    Op::seller(
        "subtract",
        "users subtract",
        "Take time off a user's subscription (their only one without --sub)",
    )
    .since(Generation::Current)
    .example("users subtract alice --sub default --time 1d --yes")
    .destructive()
    .mass_when("user", "all", Blast::Rows("fetchallusernames"))
    .params(&[
        USER_OR_ALL,
        SUB_OR_ONLY,
        Param::req(
            "seconds",
            "time",
            Kind::Duration(Unit::Seconds),
            "Time to take off (sent in seconds)",
        ),
    ])
    .hook(Hook::OnlySub)
    .echoes_expiry(ECHO_SUB),
    Op::seller(
        "delsub",
        "users delete-sub",
        "Remove a subscription from a user",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .reads(&["sub"])
        .twice(&["user"])
        .does(Behaviour::DeleteUserSubscription)])
    .example("users delete-sub alice --sub default --yes")
    .params(&[USER, SUB])
    .destructive(),
    Op::seller("usersub", "users subs", "List a user's subscriptions")
        .differs(&[Differences::on(Generation::Open2022)
            .json(Outcomes::Failures)
            .misses(406, "No Subscriptions Found")
            .words(&[("No subscriptions found", "No Subscriptions Found")])
            .does(Behaviour::UserLookedUp)])
        .read()
        .example("users subs alice")
        .params(&[USER])
        .list("subs", &r::USER_SUB),
    Op::seller(
        "setvar",
        "users set-var",
        "Set a variable on a user (or on every user)",
    )
    .example("users set-var alice --var tier --data gold --read-only")
    .differs(&[Differences::on(Generation::Open2022)
        .drops(&["readOnly"])
        .reads(&["data", "var"])
        .twice(&["user"])
        .does(Behaviour::SetUserVar)])
    .mass_when("user", "all", Blast::Rows("fetchallusernames"))
    .params(&[
        USER_OR_ALL,
        VAR,
        Param::req("data", "data", Kind::Text, "Value").max(500),
        Param::opt(
            "readOnly",
            "read-only",
            Kind::Switch(None),
            "The client API may read but not change it",
        ),
    ]),
    Op::seller("getvar", "users get-var", "Show one variable of a user")
        .differs(&[Differences::on(Generation::Open2022)
            .reads(&["var"])
            .does(Behaviour::UserVarLookedUp)])
        .read()
        .example("users get-var alice --var tier")
        .of(&r::USER_VAR)
        .params(&[USER.is_field("user"), VAR.is_field("name")])
        .record(),
    Op::seller(
        "deluservar",
        "users delete-var",
        "Delete one variable of a user",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .words(&[
            ("Failed to delete variable", "Failed to delete variable!"),
            (
                "Successfully deleted variable",
                "Successfully deleted variable!",
            ),
        ])
        .reads(&["var"])
        .twice(&["user"])
        .does(Behaviour::UserVarLookedUp)])
    .example("users delete-var alice --var tier --yes")
    .params(&[USER, VAR])
    .destructive(),
    Op::seller(
        "massUserVarDelete",
        "users purge-var",
        "Delete a variable from every user",
    )
    .since(Generation::Current)
    .example("users purge-var tier --yes")
    .params(&[Param::pos("name", "name", "Variable name").max(99)])
    .destructive(),
    Op::seller("fetchalluservars", "users vars", "List every user variable")
        .differs(&[Differences::on(Generation::Open2022).json(Outcomes::All)])
        .example("users vars")
        .list("vars", &r::USER_VAR),
];
