//! Client API operations (api-catalogue §4.5; interface document for the email and magic-link types).

use crate::{Hook, Kind, Op, Param};

const USERNAME: Param = Param::req("username", "username", Kind::Text, "Username").max(70);
const PASS: Param = Param::req("pass", "password", Kind::Secret, "Password");
const HWID: Param = Param::opt("hwid", "hwid", Kind::Text, "Hardware id of this machine");
const EMAIL: Param = Param::req("email", "email", Kind::Text, "Email address");

pub const OPS: &[Op] = &[
    Op::client(
        "init",
        "client init",
        "Start a session; later client commands of this profile reuse it",
    )
    .example("client init")
    .params(&[
        Param::opt(
            "ver",
            "app-version",
            Kind::Text,
            "Application version [default: profile app_version, else 1.0]",
        )
        .setting("app_version"),
        Param::opt(
            "hash",
            "hash",
            Kind::Text,
            "MD5 of the client binary, when the app checks hashes",
        ),
    ])
    .hook(Hook::SaveSession),
    Op::client(
        "register",
        "client register",
        "Register a user with a license key",
    )
    .example("client register --username alice --key ABCDEF-GHIJKL --password-stdin")
    .params(&[
        USERNAME,
        PASS,
        Param::req("key", "key", Kind::Text, "License key to redeem").max(70),
        Param::opt(
            "email",
            "email",
            Kind::Text,
            "Email address (for password resets)",
        ),
        HWID,
    ])
    .record(),
    Op::client(
        "loginEmail",
        "client login-email",
        "Log in with an email address and password",
    )
    .example("client login-email --email alice@example.com --hwid S-1-5-21 --password-stdin")
    .params(&[
        EMAIL,
        PASS,
        HWID,
        Param::opt("code", "code", Kind::Text, "Two-factor code, when enabled"),
    ])
    .record(),
    Op::client(
        "magicLinkSend",
        "client magic-link send",
        "Email a single-use login link (valid 15 minutes)",
    )
    .example("client magic-link send --email alice@example.com --hwid S-1-5-21")
    .params(&[EMAIL, HWID]),
    Op::client(
        "magicLinkCheck",
        "client magic-link check",
        "Check whether the emailed login link was approved",
    )
    .example("client magic-link check --wait")
    .record()
    .hook(Hook::PollApproval),
    Op::client(
        "upgrade",
        "client upgrade",
        "Give a user the subscription of a license key",
    )
    .example("client upgrade --username alice --key ABCDEF-GHIJKL")
    .params(&[
        USERNAME,
        Param::req("key", "key", Kind::Text, "License key to redeem").max(70),
    ]),
    Op::client(
        "webhook",
        "client webhook",
        "Relay a request through a webhook the seller defined",
    )
    .example("client webhook AbCdEf1234 --params '?q=1' --content-type application/json")
    .params(&[
        Param::pos("webid", "webid", "Webhook id"),
        Param::opt(
            "params",
            "params",
            Kind::Text,
            "Appended to the webhook's base URL",
        ),
        Param::opt("body", "body", Kind::Text, "Body of the relayed request"),
        Param::opt(
            "conttype",
            "content-type",
            Kind::Text,
            "Content type of the relayed request",
        ),
    ]),
];
