//! Seller operations on license keys (api-catalogue §2.1).

use crate::resources as r;
use crate::{
    Behaviour, Blast, Bug, Differences, Echo, Generation, Hook, Kind, NotFailure, Objects, Op,
    Outcomes, Param, Quirk, Text, Unit,
};

const KEY: Param = Param::pos("key", "key", "The license key").completes(Objects::Keys);
const USER_TOO: Param = Param::opt(
    "userToo",
    "user-too",
    Kind::Switch(None),
    "Also act on the user who redeemed it",
);

pub const OPS: &[Op] = &[
    Op::seller(
        "info",
        "licenses info",
        "Show one license: status, level, duration, note and who used it",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .json(Outcomes::All)
        .sends(&[("hwid", "duration")])])
    .read()
    .example("licenses info ABCDEF-GHIJKL-MNOPQR")
    .of(&r::LICENSE)
    .params(&[KEY])
    .record()
    .hook(Hook::LicenseUser),
    Op::seller(
        "add",
        "licenses create",
        "Create license keys (any amount; sent in chunks of 100)",
    )
    .example("licenses create --amount 10 --expiry 30d --level 1 --note 'spring sale'")
    .differs(&[Differences::on(Generation::Open2022)
        .text(Text::AlwaysOk)
        .needs(&[("expiry", 406)])
        .warns(&["note", "owner"])
        .reads(&["amount", "expiry", "level", "mask"])
        .twice(&["mask"])
        .ones(&["level", "amount"])
        .does(Behaviour::AddLicenses)
        .quirks(&[Quirk::MasksOfXs, Quirk::NoSellAppQuantity])
        .bugs(&[Bug::DuplicateKeys])])
    .of(&r::CREATED_KEYS)
    .params(&[
        Param::req(
            "expiry",
            "expiry",
            Kind::Duration(Unit::Days),
            "How long a key lasts once redeemed (sent in days)",
        ),
        Param::opt(
            "amount",
            "amount",
            Kind::Int,
            "How many keys to create [default: 1]",
        ),
        Param::opt(
            "level",
            "level",
            Kind::Text,
            "Subscription level the keys grant [default: 1]",
        )
        .max(12),
        Param::opt(
            "mask",
            "mask",
            Kind::Text,
            "Key pattern; each * becomes a random character (docs/masks.md)",
        )
        .mask("character"),
        Param::opt(
            "character",
            "character",
            Kind::Int,
            "Charset for *: 1 mixed case, 2 upper, 3 lower",
        ),
        Param::opt("note", "note", Kind::Text, "Note stored on every key").max(69),
        Param::opt(
            "owner",
            "owner",
            Kind::Text,
            "Creator recorded on the keys [default: SellerAPI]",
        ),
    ])
    .hook(Hook::ChunkedCreate),
    Op::seller("fetchallkeys", "licenses list", "List every license key")
        .differs(&[Differences::on(Generation::Open2022)
            .json(Outcomes::Failures)
            .text(Text::Lines("keys.key"))
            .words(&[("No keys found", "No License Keys Found")])])
        .example("licenses list -o csv > keys.csv")
        .list("keys", &r::LICENSE),
    Op::seller(
        "verify",
        "licenses verify",
        "Check that a license key exists",
    )
    .read()
    .example("licenses verify ABCDEF-GHIJKL-MNOPQR")
    .params(&[KEY]),
    Op::seller(
        "addtime",
        "licenses add-time",
        "Add time to every unused license",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .reads(&["time"])
        .does(Behaviour::AddTime)])
    .example("licenses add-time --time 7d --yes")
    .mass_by(Blast::RowsWhere {
        list: "fetchallkeys",
        field: "status",
        value: "Not Used",
    })
    .params(&[Param::req(
        "time",
        "time",
        Kind::Duration(Unit::Days),
        "Time to add (sent in days)",
    )])
    .echoes_expiry(Echo::UnusedLicenses),
    Op::seller(
        "del",
        "licenses delete",
        "Delete one license (and its subscriptions)",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .bugs(&[Bug::Fails("Unhandled Error! Contact us if you need help")])])
    .example("licenses delete ABCDEF-GHIJKL-MNOPQR --user-too --yes")
    .params(&[KEY, USER_TOO])
    .destructive(),
    Op::seller(
        "delmultiple",
        "licenses delete-many",
        "Delete several licenses at once",
    )
    .since(Generation::Current)
    .instead("licenses delete (one key at a time)")
    .example("licenses delete-many --keys KEY1,KEY2 --yes")
    .params(&[
        Param::req("key", "keys", Kind::List, "Keys to delete, comma separated")
            .completes(Objects::Keys),
        USER_TOO,
    ])
    .destructive(),
    Op::seller(
        "delunused",
        "licenses delete-unused",
        "Delete every unused license",
    )
    .differs(&[Differences::on(Generation::Open2022).words(&[(
        "Successfully deleted all unused keys!",
        "Deleted All Unused Keys!",
    )])])
    .example("licenses delete-unused --yes")
    .not_failures(&[NotFailure::NothingToDo("Didn't find any unused keys!")])
    .mass_by(Blast::RowsWhere {
        list: "fetchallkeys",
        field: "status",
        value: "Not Used",
    }),
    Op::seller(
        "delused",
        "licenses delete-used",
        "Delete every used license",
    )
    .differs(&[Differences::on(Generation::Open2022).words(&[(
        "Successfully deleted all used keys!",
        "Deleted All Used Keys!",
    )])])
    .example("licenses delete-used --yes")
    .not_failures(&[NotFailure::NothingToDo("Didn't find any used keys!")])
    .mass_by(Blast::RowsWhere {
        list: "fetchallkeys",
        field: "status",
        value: "Used",
    }),
    Op::seller(
        "delalllicenses",
        "licenses delete-all",
        "Delete every license",
    )
    .differs(&[
        Differences::on(Generation::Open2022).words(&[("Deleted all keys!", "Deleted All Keys!")])
    ])
    .example("licenses delete-all --yes")
    .not_failures(&[NotFailure::NothingToDo("Didn't find any keys!")])
    .mass("fetchallkeys"),
    Op::seller(
        "ban",
        "licenses ban",
        "Ban a license (and optionally its user)",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .bugs(&[Bug::Fails("Failed to ban license!")])
        .reads(&["reason"])])
    .example("licenses ban ABCDEF-GHIJKL-MNOPQR --reason chargeback --yes")
    .params(&[
        KEY,
        Param::opt("reason", "reason", Kind::Text, "Reason shown to the user").max(99),
        USER_TOO,
    ])
    .destructive(),
    Op::seller("unban", "licenses unban", "Lift a license ban")
        .differs(&[Differences::on(Generation::Open2022)
            .bugs(&[Bug::Fails("Unhandled Error! Contact us if you need help")])])
        .example("licenses unban ABCDEF-GHIJKL-MNOPQR")
        .params(&[KEY]),
    Op::seller("setnote", "licenses set-note", "Set the note on a license")
        .differs(&[Differences::on(Generation::Open2022)
            .reads(&["note"])
            .does(Behaviour::SetNote)])
        .example("licenses set-note ABCDEF-GHIJKL-MNOPQR --note 'reseller: bob'")
        .params(&[
            KEY,
            Param::req("note", "note", Kind::Text, "The note").max(69),
        ]),
    Op::seller("fetchnote", "licenses note", "Show the note on a license")
        .since(Generation::Current)
        .instead("licenses info")
        .read()
        .example("licenses note ABCDEF-GHIJKL-MNOPQR")
        .of(&r::LICENSE)
        .params(&[KEY])
        .record(),
    Op::seller(
        "edit",
        "licenses edit",
        "Change how long an unused license lasts once redeemed",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .reads(&["expiry"])
        .does(Behaviour::EditLicense)])
    .example("licenses edit ABCDEF-GHIJKL-MNOPQR --expiry 60d")
    .params(&[
        KEY,
        Param::req(
            "expiry",
            "expiry",
            Kind::Duration(Unit::Seconds),
            "New duration (sent in seconds)",
        ),
    ])
    .echoes_expiry(Echo::License { key: "key" }),
    Op::seller(
        "getkey",
        "licenses of-user",
        "Show the license a user redeemed",
    )
    .differs(&[Differences::on(Generation::Open2022).json(Outcomes::Successes)])
    .read()
    .example("licenses of-user alice")
    .of(&r::LICENSE)
    .params(&[Param::pos("user", "user", "The username")
        .completes(Objects::Users)
        .is_field("usedby")])
    .record(),
    Op::seller(
        "assignkey",
        "licenses assign",
        "Redeem a license for an existing user",
    )
    .since(Generation::Current)
    .example("licenses assign ABCDEF-GHIJKL-MNOPQR --user alice")
    .params(&[
        KEY,
        Param::req(
            "user",
            "user",
            Kind::Text,
            "The user who gets the subscription",
        )
        .completes(Objects::Users),
    ]),
    Op::seller(
        "activate",
        "licenses activate",
        "Create a user from a license",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .json(Outcomes::All)
        .bugs(&[Bug::Null("info.ip")])
        .reads(&["hwid", "pass"])
        .does(Behaviour::Activate)])
    .example("licenses activate ABCDEF-GHIJKL-MNOPQR --user alice --password-stdin")
    .of(&r::CLIENT_USER)
    .params(&[
        KEY,
        Param::req("user", "user", Kind::Text, "Username to create"),
        Param::req("pass", "password", Kind::Secret, "Password of the new user"),
        Param::opt(
            "hwid",
            "hwid",
            Kind::Text,
            "Hardware id to lock the user to",
        ),
    ])
    .record()
    .echoes_expiry(Echo::UserSubs {
        user: "user",
        sub: None,
    }),
];
