//! Seller operations on the application itself: settings, details, stats, pause, hashes (api-catalogue §2.13).

use crate::resources as r;
use crate::{Behaviour, Bug, Differences, Generation, Kind, Op, Outcomes, Param};

const fn msg(name: &'static str, flag: &'static str, help: &'static str) -> Param {
    Param::opt(name, flag, Kind::Text, help)
}

pub const OPS: &[Op] = &[
    Op::seller(
        "getsettings",
        "app settings",
        "Show the application's settings and custom messages",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .sends(&[
            ("pausedmsg", "blackedmsg"),
            ("expiredmsg", "pausedmsg"),
            ("dayresellerproductid", "sellixsecret"),
            ("weekresellerproductid", "dayresellerproductid"),
            ("monthresellerproductid", "weekresellerproductid"),
            ("liferesellerproductid", "monthresellerproductid"),
        ])
        .bugs(&[Bug::TrueUnbroken])])
    .read()
    .example("app settings -o json")
    .of(&r::SETTINGS)
    .record(),
    Op::seller(
        "updatesettings",
        "app update",
        "Change application settings (only the options given are changed)",
    )
    .differs(&[
        Differences::on(Generation::Open2022)
            .does(Behaviour::UpdateSettings)
            .bugs(&[Bug::DownloadBlanksVersion]),
        Differences::on(Generation::Current).bugs(&[Bug::DownloadBlanksVersion]),
    ])
    .example("app update --app-version 1.2 --download https://example.com/app.exe --no-hwid-lock")
    .params(&[
        Param::opt(
            "enabled",
            "enabled",
            Kind::SwitchWord,
            "Whether the application accepts client requests",
        ),
        Param::opt(
            "hwidcheck",
            "hwid-lock",
            Kind::SwitchWord,
            "Lock users to the HWID they first logged in with",
        ),
        Param::opt(
            "ver",
            "app-version",
            Kind::Text,
            "Version the client must send at init",
        )
        .max(5),
        Param::opt(
            "download",
            "download",
            Kind::Text,
            "Download URL offered to outdated clients",
        ),
        Param::opt(
            "webhook",
            "webhook",
            Kind::Text,
            "Discord webhook URL for events",
        ),
        Param::opt(
            "resellerstore",
            "reseller-store",
            Kind::Text,
            "Reseller store URL",
        ),
        msg(
            "appdisabled",
            "disabled-msg",
            "Message when the app is disabled",
        ),
        msg(
            "usernametaken",
            "username-taken-msg",
            "Message when a username is taken",
        ),
        msg(
            "keynotfound",
            "key-not-found-msg",
            "Message for an invalid license key",
        ),
        msg("keyused", "key-used-msg", "Message for a used license key"),
        msg(
            "nosublevel",
            "no-sub-level-msg",
            "Message when no subscription has the key's level",
        ),
        msg(
            "usernamenotfound",
            "username-not-found-msg",
            "Message for an unknown username",
        ),
        msg(
            "passmismatch",
            "pass-mismatch-msg",
            "Message for a wrong password",
        ),
        msg(
            "hwidmismatch",
            "hwid-mismatch-msg",
            "Message for a HWID mismatch",
        ),
        msg(
            "noactivesubs",
            "no-active-subs-msg",
            "Message when the user has no active subscription",
        ),
        msg(
            "hwidblacked",
            "hwid-blacked-msg",
            "Message for a blacklisted HWID or IP",
        ),
        Param::opt(
            "sellixsecret",
            "sellix-secret",
            Kind::Secret,
            "Sellix webhook secret for reseller top-ups",
        ),
    ])
    .needs_one(),
    Op::seller(
        "appdetails",
        "app details",
        "Show the application's name, owner id, secret and version",
    )
    .since(Generation::Current)
    .instead("app settings")
    .read()
    .example("app details")
    .of(&r::APP_DETAILS)
    .nested("appdetails"),
    Op::seller(
        "stats",
        "app stats",
        "Count keys by status, webhooks, files, variables and accounts",
    )
    .differs(&[Differences::on(Generation::Open2022).json(Outcomes::All)])
    .read()
    .example("app stats")
    .of(&r::STATS)
    .record(),
    Op::seller(
        "pauseapp",
        "app pause",
        "Pause the application and freeze every active subscription",
    )
    .differs(&[Differences::on(Generation::Open2022).words(&[
        (
            "Paused application and any active subscriptions!",
            "Subscription paused application",
        ),
        (
            "Successfully paused application",
            "Subscription paused application",
        ),
    ])])
    .example("app pause --yes")
    .destructive(),
    Op::seller(
        "unpauseapp",
        "app unpause",
        "Unpause the application; frozen subscriptions resume their remaining time",
    )
    .differs(&[Differences::on(Generation::Open2022).words(&[
        (
            "Unpaused application and any paused subscriptions!",
            "Subscription unpaused application",
        ),
        (
            "Successfully unpaused application",
            "Subscription unpaused application",
        ),
    ])])
    .example("app unpause"),
    Op::seller(
        "addhash",
        "app add-hash",
        "Accept another program hash (MD5 of the client binary)",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .words(&[("Successfully added hash!", "Added hash successfully")])
        .reads(&["hash"])
        .does(Behaviour::AddHash)])
    .example("app add-hash 9e107d9d372bb6826bd81d3542a419d6")
    .params(&[Param::pos("hash", "hash", "MD5 of the client binary")]),
    Op::seller(
        "resethash",
        "app reset-hash",
        "Forget every accepted program hash",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .words(&[("Successfully reset hash!", "Reset hash successfully!")])])
    .example("app reset-hash --yes")
    .destructive(),
];

/// The service's seller-key check (api-catalogue §2.13), sent by `config init` and `doctor`; not a
/// command of its own, so not in `OPS`.
pub const KEY_CHECK: Op = Op::seller("setseller", "config init", "Check a seller key").read();

/// The member a licensectl gateway adds to the key check's answer when the key was one of its
/// personal tokens: `{"token": NAME, "role": ROLE}` (docs/gateway.md), which `doctor` shows.
pub const KEY_CHECK_GATEWAY: &str = "gateway";

/// `getsettings` fields and the settings they show, in the service's order (api-catalogue §2.13).
/// Those whose setting is also an `updatesettings` parameter can be written back.
pub const SETTINGS_FIELDS: &[(&str, &str)] = &[
    ("version", "ver"),
    ("download", "download"),
    ("webdownload", "webdownload"),
    ("webhook", "webhook"),
    ("resellerstore", "resellerstore"),
    ("disabledmsg", "appdisabled"),
    ("usernametakenmsg", "usernametaken"),
    ("licenseinvalidmsg", "keynotfound"),
    ("keytakenmsg", "keyused"),
    ("nosubmsg", "nosublevel"),
    ("userinvalidmsg", "usernamenotfound"),
    ("passinvalidmsg", "passmismatch"),
    ("hwidmismatchmsg", "hwidmismatch"),
    ("noactivesubmsg", "noactivesubs"),
    ("blackedmsg", "hwidblacked"),
    ("sellixsecret", "sellixsecret"),
    ("cooldown", "cooldown"),
];
