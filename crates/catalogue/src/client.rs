//! Client API operations (api-catalogue §4.5; interface document for the email, one-time-password
//! and magic-link types). `.session()` marks types that need a logged-in (validated) session.

use crate::resources as r;
use crate::{Hook, Kind, NotFailure, Objects, Op, Param};

const USERNAME: Param = Param::req("username", "username", Kind::Text, "Username")
    .completes(Objects::Users)
    .max(70);
const PASS: Param = Param::req("pass", "password", Kind::Secret, "Password");
const HWID: Param = Param::opt("hwid", "hwid", Kind::Text, "Hardware id of this machine");
const EMAIL: Param = Param::req("email", "email", Kind::Text, "Email address");
const CODE: Param = Param::opt("code", "code", Kind::Text, "Two-factor code, when enabled");
const KEY: Param = Param::req("key", "key", Kind::Text, "License key to redeem")
    .completes(Objects::Keys)
    .max(70);

pub const OPS: &[Op] = &[
    Op::client(
        "init",
        "client init",
        "Start a session; later client commands of this profile reuse it",
    )
    .example("client init")
    .of(&r::CLIENT_INIT)
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
    .of(&r::CLIENT_USER)
    .params(&[
        USERNAME,
        PASS,
        KEY,
        Param::opt(
            "email",
            "email",
            Kind::Text,
            "Email address (for password resets)",
        ),
        HWID,
    ])
    .nested("info"),
    Op::client(
        "loginEmail",
        "client login-email",
        "Log in with an email address and password",
    )
    .example("client login-email --email alice@example.com --hwid S-1-5-21 --password-stdin")
    .of(&r::CLIENT_DATA)
    .params(&[
        EMAIL,
        PASS,
        HWID,
        CODE,
    ])
    .nested("info"),
    Op::client(
        "magicLinkSend",
        "client magic-link send",
        "Email a single-use login link (valid 15 minutes)",
    )
    .example("client magic-link send --email alice@example.com --hwid S-1-5-21")
    .of(&r::CLIENT_DATA)
    .params(&[EMAIL, HWID]),
    Op::client(
        "magicLinkCheck",
        "client magic-link check",
        "Check whether the emailed login link was approved",
    )
    .read()
    .example("client magic-link check --wait")
    .of(&r::CLIENT_DATA)
    .record()
    .hook(Hook::PollApproval),
    Op::client(
        "upgrade",
        "client upgrade",
        "Give a user the subscription of a license key",
    )
    .example("client upgrade --username alice --key ABCDEF-GHIJKL")
    .of(&r::CLIENT_DATA)
    .params(&[USERNAME, KEY]),
    Op::client(
        "webhook",
        "client webhook",
        "Relay a request through a webhook the seller defined",
    )
    .example("client webhook AbCdEf1234 --params '?q=1' --content-type application/json")
    .of(&r::CLIENT_DATA)
    .params(&[
        Param::pos("webid", "webid", "Webhook id").completes(Objects::Webhooks),
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
    Op::client(
        "login",
        "client login",
        "Log in with a username and password (or a web-loader token)",
    )
    .example("client login --username alice --hwid S-1-5-21-3623811015 --password-stdin")
    .of(&r::CLIENT_USER)
    .params(&[
        USERNAME,
        Param::opt("pass", "password", Kind::Secret, "Password (omit with --token-stdin)")
            .asked(Some("token")),
        Param::opt(
            "token",
            "token",
            Kind::Secret,
            "Web-loader token, sent instead of a password",
        ),
        HWID,
        CODE,
    ])
    .nested("info"),
    Op::client(
        "license",
        "client license",
        "Log in with a license key alone (registers it on first use)",
    )
    .example("client license ABCDEF-GHIJKL-MNOPQR --hwid S-1-5-21-3623811015")
    .of(&r::CLIENT_USER)
    .params(&[Param::pos("key", "key", "The license key").completes(Objects::Keys).max(70), HWID])
    .nested("info"),
    Op::client(
        "forgot",
        "client forgot",
        "Email a password-reset link to a user",
    )
    .example("client forgot --username alice --email alice@example.com")
    .of(&r::CLIENT_DATA)
    .params(&[
        USERNAME,
        Param::req("email", "email", Kind::Text, "Email address the user registered with"),
    ]),
    Op::client("fetchOnline", "client online", "List users with a logged-in session")
    .read()
        .example("client online")
        .list("users", &r::ONLINE),
    Op::client(
        "fetchStats",
        "client stats",
        "Show the application's user, session and key counts",
    )
    .read()
    .example("client stats")
    .of(&r::APPINFO)
    .nested("appinfo"),
    Op::client(
        "setvar",
        "client set-var",
        "Set a variable of the logged-in user",
    )
    .example("client set-var --var theme --data dark")
    .of(&r::CLIENT_DATA)
    .params(&[
        Param::req("var", "var", Kind::Text, "Variable name"),
        Param::req("data", "data", Kind::Text, "Value to store").max(500),
    ])
    .session()
    .false_successes(&[
        "No variable name provided",
        "No variable data provided",
        "Variable data must be 500 characters or less",
    ]),
    Op::client(
        "getvar",
        "client get-var",
        "Show a variable of the logged-in user",
    )
    .read()
    .example("client get-var --var theme")
    .of(&r::CLIENT_DATA)
    .params(&[Param::req("var", "var", Kind::Text, "Variable name")])
    .record()
    .session(),
    Op::client(
        "var",
        "client var",
        "Show a global variable (needs login when the variable is authed)",
    )
    .read()
    .example("client var motd")
    .of(&r::CLIENT_DATA)
    .params(&[Param::pos("varid", "varid", "Variable id").completes(Objects::Vars)]),
    Op::client(
        "checkblacklist",
        "client check-blacklist",
        "Check whether this IP or HWID is blacklisted",
    )
    .read()
    .example("client check-blacklist --hwid S-1-5-21-3623811015")
    .of(&r::CLIENT_DATA)
    .not_failures(&[NotFailure::Answer("Client is not blacklisted")])
    .params(&[HWID]),
    Op::client("chatget", "client chat-get", "Show the messages of a chat channel")
    .read()
        .example("client chat-get general")
        .params(&[Param::pos("channel", "channel", "Channel name").completes(Objects::Channels)])
        .list("messages", &r::CHAT_MESSAGE)
        .session(),
    Op::client("chatsend", "client chat-send", "Send a message to a chat channel")
        .example("client chat-send general --message 'hello all'")
    .of(&r::CLIENT_DATA)
        .params(&[
            Param::pos("channel", "channel", "Channel name").completes(Objects::Channels),
            Param::req("message", "message", Kind::Text, "The message").max(2000),
        ])
        .session(),
    Op::client("log", "client log", "Store a log line for the seller")
        .example("client log --message 'opened settings' --pcuser alice-pc")
    .of(&r::CLIENT_DATA)
        .params(&[
            Param::req("message", "message", Kind::Text, "Log text").max(275),
            Param::opt("pcuser", "pcuser", Kind::Text, "User name on the PC"),
        ])
        .empty()
        .unsigned(),
    Op::client("file", "client file", "Download a file the seller uploaded")
        .example("client file 123456 --output-file loader.dll")
    .of(&r::CLIENT_DATA)
        .params(&[Param::pos("fileid", "fileid", "File id").completes(Objects::Files)])
        .hook(Hook::FileBytes)
        .unsigned(),
    Op::client(
        "ban",
        "client ban",
        "Ban the logged-in user and blacklist this IP (and HWID)",
    )
    .example("client ban --reason 'debugger detected' --hwid S-1-5-21-3623811015 --yes")
    .of(&r::CLIENT_DATA)
    .params(&[
        Param::opt(
            "reason",
            "reason",
            Kind::Text,
            "Reason stored on the user [default: User banned from triggering ban function in the client]",
        )
        .max(99),
        Param::opt("hwid", "hwid", Kind::Text, "Hardware id to blacklist too"),
    ])
    .destructive()
    .session(),
    Op::client("check", "client check", "Check that the session is logged in")
    .read()
        .example("client check")
    .of(&r::CLIENT_DATA)
        .session(),
    Op::client(
        "changeUsername",
        "client change-username",
        "Rename the logged-in user (ends the session)",
    )
    .example("client change-username --new-username alice2")
    .of(&r::CLIENT_DATA)
    .params(&[Param::req("newUsername", "new-username", Kind::Text, "The new username").max(70)])
    .session()
    .hook(Hook::ForgetSession),
    Op::client("logout", "client logout", "End the session")
        .example("client logout")
    .of(&r::CLIENT_DATA)
        .hook(Hook::ForgetSession),
    Op::client(
        "2faenable",
        "client 2fa-enable",
        "Start two-factor setup (without --code) or finish it (with --code)",
    )
    .example("client 2fa-enable --code 123456")
    .of(&r::CLIENT_DATA)
    .params(&[Param::opt(
        "code",
        "code",
        Kind::Text,
        "Code from the authenticator app, within 5 minutes of the setup",
    )])
    .record()
    .session()
    .unsigned()
    .false_successes(&["2fa session has expired", "Invalid code please try again"]),
    Op::client("2fadisable", "client 2fa-disable", "Turn two-factor login off")
        .example("client 2fa-disable --code 123456")
    .of(&r::CLIENT_DATA)
        .params(&[Param::req("code", "code", Kind::Text, "Current two-factor code")])
        .session()
        .unsigned()
        .false_successes(&["Invalid code please try again"]),
    Op::client(
        "emailOtpSend",
        "client otp send",
        "Email a 6-digit one-time login code (valid 10 minutes)",
    )
    .example("client otp send --email alice@example.com")
    .of(&r::CLIENT_DATA)
    .params(&[EMAIL]),
    Op::client(
        "emailOtpVerify",
        "client otp verify",
        "Log in with the emailed one-time code",
    )
    .example("client otp verify --email alice@example.com --code 493027 --hwid S-1-5-21-3623811015")
    .of(&r::CLIENT_DATA)
    .params(&[
        EMAIL,
        Param::req("code", "code", Kind::Text, "The 6-digit code from the email"),
        HWID,
    ])
    .nested("info"),
];
