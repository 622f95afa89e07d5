//! Every resource the service answers with, and every field of each, declared once.

use crate::rules::Hook;
use crate::schema::{f, Keep, Meaning::*, Resource, Role, Tone};
use crate::Unit;

/// License statuses as the service writes them.
pub const LICENSE_STATUS: &[&str] = &["Not Used", "Used", "Banned"];

/// The envelope of every answer: what it says besides its data.
pub static ENVELOPE: Resource = Resource {
    name: "envelope",
    fields: &[
        f("success", Flag, "Success"),
        f("message", Text, "Message").cut(),
        f("nonce", Text, "Nonce"),
        f("ownerid", Text, "Owner id"),
    ],
};

pub static LICENSE: Resource = Resource {
    name: "license",
    fields: &[
        f("key", Id, "Key").col(),
        f("status", Enum(LICENSE_STATUS), "Status").col().tones(&[
            ("Not Used", Tone::Good),
            ("Used", Tone::Warn),
            ("Banned", Tone::Bad),
        ]),
        f("level", Level, "Level").col(),
        f("expires", Duration(Unit::Seconds), "Length")
            .col()
            .aka(&["duration"])
            .role(Role::Ends),
        f("note", Text, "Note").cut().col(),
        f("usedby", Text, "Used by").col(),
        f("usedon", Time, "Used on").col().role(Role::Starts),
        f("gendate", Time, "Created")
            .col()
            .aka(&["creationdate"])
            .role(Role::Created),
        f("genby", Text, "Created by")
            .aka(&["createdby"])
            .role(Role::Creator),
        f("banned", Text, "Banned").cut(),
        // The 2022 server's keys carry it; `licenses info` fills in its user's. The list reads
        // no user, so it is not offered there (`--json key,hwid` would be null on every row).
        f("hwid", Text, "HWID").filled_by(Hook::LicenseUser),
        f("id", Number, "Row"),
        f("app", Secret, "App secret"),
        // Filled by `licenses info` and `lookup` (docs/support.md): when the key's time ends (a
        // used key: the subscription it granted, else used on + length), what is left of it,
        // and its user's ban (its user's HWID goes in `hwid`).
        f("expiry", Time, "Expires").filled_by(Hook::LicenseUser),
        f("timeleft", Duration(Unit::Seconds), "Time left").filled_by(Hook::LicenseUser),
        f("user_banned", Text, "User's ban reason")
            .cut()
            .filled_by(Hook::LicenseUser),
        // `lookup`'s: where `expiry` comes from.
        f(
            "expiry_from",
            Enum(&["subscription", "computed", "paused", "unused"]),
            "Expiry from",
        )
        .filled_by(Hook::LicenseUser),
    ],
};

/// What `licenses create` answers: the keys it made (each a license's `key`), never a license's
/// record.
pub static CREATED_KEYS: Resource = Resource {
    name: "created licenses",
    fields: &[
        f("keys", Ids, "Keys").filled_by(Hook::ChunkedCreate),
        // One key made: the service answers it alone, as `key` (licensectl prints it in `keys`).
        f("key", Text, "Key"),
    ],
};

/// What a change that moves time reads back (`Op::echo`): the resulting expiry as fields of the
/// change's one record, never a row of its own.
pub static CHANGE: Resource = Resource {
    name: "change",
    fields: &[
        f("success", Flag, "Success"),
        f("message", Text, "Message").cut(),
        f("user", Text, "User"),
        f("subscription", Text, "Subscription"),
        f("key", Text, "Key"),
        f("expires", Duration(Unit::Seconds), "Length"),
        f("expiry", Time, "Expires"),
        // Each running subscription the change touched (`expiry` is the one ending first).
        f("subscriptions", List(&USER_SUB), "Subscriptions"),
        f("unused", Count, "Unused licenses"),
        f("shortest", Duration(Unit::Seconds), "Shortest length"),
        f("longest", Duration(Unit::Seconds), "Longest length"),
    ],
};

pub static USER_SUB: Resource = Resource {
    name: "user subscription",
    fields: &[
        f("subscription", Id, "Subscription").col(),
        f("expiry", Expiry, "Expires").col().role(Role::Ends),
        // Its expiry cell says `paused (12d left)`: a narrow table leaves this column out first.
        f("paused", Flag, "Paused").col().keep(Keep::Detail),
        f("key", Text, "Key").col(),
        f("level", Level, "Level"),
        f("timeleft", Duration(Unit::Seconds), "Time left"),
        f("user", Text, "User"),
        f("id", Number, "Row"),
        f("app", Secret, "App secret"),
    ],
};

pub static USER_VAR: Resource = Resource {
    name: "user variable",
    fields: &[
        f("user", Text, "User").col(),
        f("name", Id, "Name").col(),
        // `getvar` answers the value as `response`.
        f("data", Text, "Data").cut().col().aka(&["response"]),
        f("readOnly", Flag, "Read only"),
    ],
};

pub static USER: Resource = Resource {
    name: "user",
    fields: &[
        f("username", Id, "Username").col(),
        f("hwid", Text, "HWID").col(),
        f("ip", Text, "IP").col(),
        f("createdate", Time, "Created").col().role(Role::Created),
        f("lastlogin", Time, "Last login").col(),
        f("banned", Text, "Banned").cut().col().role(Role::Bans),
        f("cooldown", Time, "HWID reset cooldown until"),
        f("owner", Text, "Created by").role(Role::Creator),
        f("2fa", Flag, "2FA"),
        // Only the one user's record (`userdata`) has them, not the list (`fetchallusers`).
        f("subscriptions", List(&USER_SUB), "Subscriptions").answered_by(&["userdata"]),
        f("uservars", List(&USER_VAR), "Variables").answered_by(&["userdata"]),
        f("id", Number, "Row"),
        f("email", Secret, "Email hash"),
        f("password", Secret, "Password hash"),
        f("token", Secret, "Loader token"),
        f("googleAuthCode", Secret, "TOTP secret"),
        f("app", Secret, "App secret"),
    ],
};

/// A row of `users names`.
pub static USERNAME: Resource = Resource {
    name: "username",
    fields: &[f("username", Id, "Username").col()],
};

pub static SUB: Resource = Resource {
    name: "subscription",
    fields: &[
        f("name", Id, "Name").col(),
        f("level", Level, "Level").col(),
    ],
};

/// `subs count`: how many users run a subscription now, not a subscription's record.
pub static SUB_COUNT: Resource = Resource {
    name: "subscription count",
    fields: &[
        f("name", Id, "Subscription").col(),
        f("count", Count, "Active users").col(),
    ],
};

pub static VAR: Resource = Resource {
    name: "variable",
    fields: &[
        f("varid", Id, "Name").col(),
        // `retrvvar` answers the value as its `message`.
        f("msg", Text, "Data").cut().col().aka(&["message"]),
        f("authed", Flag, "Login required").col(),
    ],
};

pub static FILE: Resource = Resource {
    name: "file",
    fields: &[
        f("id", Id, "Id").col(),
        f("url", Text, "URL").col(),
        f("name", Text, "Name"),
        f("size", Number, "Size (bytes)"),
        f("authed", Flag, "Login required"),
    ],
};

pub static WEBHOOK: Resource = Resource {
    name: "webhook",
    fields: &[
        f("webid", Id, "Id").col(),
        f("short_baselink", Text, "URL (start)").col(),
        f("useragent", Text, "User agent").cut().col(),
        f("authed", Flag, "Login required").col(),
        f("app", Secret, "App secret"),
    ],
};

pub static CHAT: Resource = Resource {
    name: "chat channel",
    fields: &[
        f("name", Id, "Name").col(),
        f("delay", Duration(Unit::Seconds), "Delay").col(),
    ],
};

pub static MUTE: Resource = Resource {
    name: "chat mute",
    fields: &[
        f("user", Id, "User").col(),
        f("time", Time, "Muted until").col().role(Role::Ends),
    ],
};

pub static SESSION: Resource = Resource {
    name: "session",
    fields: &[
        f("id", Id, "Session id").col().masked(),
        f("credential", Text, "User").col(),
        f("expiry", Time, "Expires").col().role(Role::Ends),
        f("validated", Flag, "Logged in").col(),
        f("ip", Text, "IP").col(),
    ],
};

/// Blacklist entry types.
pub const BLACK_TYPES: &[&str] = &["ip", "hwid", "region", "country", "asn"];

pub static BLACKLIST: Resource = Resource {
    name: "blacklist entry",
    fields: &[
        f("type", Enum(BLACK_TYPES), "Type").col(),
        f("ip", Text, "IP").col(),
        f("hwid", Text, "HWID").col(),
        f("region", Text, "Region").col(),
        f("country", Text, "Country").col(),
        f("asn", Text, "ASN").col(),
    ],
};

pub static LOG: Resource = Resource {
    name: "log",
    fields: &[
        f("id", Id, "Id").col(),
        f("logdate", Time, "When").col().role(Role::Created),
        f("logdata", Text, "Message").cut().col(),
        f("credential", Text, "User").col(),
        f("pcuser", Text, "PC user").cut().col(),
        f("logapp", Secret, "App secret"),
    ],
};

pub static BUTTON: Resource = Resource {
    name: "button",
    fields: &[
        f("text", Text, "Label").cut().col(),
        f("value", Id, "Value").col(),
    ],
};

pub static SETTINGS: Resource = Resource {
    name: "app settings",
    fields: &[
        f("enabled", Flag, "Enabled"),
        f("hwid-lock", Flag, "HWID lock"),
        f("version", Text, "Version"),
        f("download", Text, "Download link"),
        f("webdownload", Text, "Web download link"),
        f("webhook", Text, "Discord webhook"),
        f("resellerstore", Text, "Reseller store"),
        f("disabledmsg", Text, "App disabled message"),
        f("usernametakenmsg", Text, "Username taken message"),
        f("licenseinvalidmsg", Text, "License invalid message"),
        f("keytakenmsg", Text, "Key used message"),
        f("nosubmsg", Text, "No subscription message"),
        f("userinvalidmsg", Text, "User invalid message"),
        f("passinvalidmsg", Text, "Password invalid message"),
        f("hwidmismatchmsg", Text, "HWID mismatch message"),
        f("noactivesubmsg", Text, "No active subscription message"),
        f("blackedmsg", Text, "Blacklisted message"),
        f("pausedmsg", Text, "Paused message"),
        f("expiredmsg", Text, "Expired message"),
        f("sellixsecret", Secret, "Sellix secret"),
        // The 2022 server's (keyauth-transcripts.md #48): its reseller store's products.
        f("dayresellerproductid", Text, "Reseller day product"),
        f("weekresellerproductid", Text, "Reseller week product"),
        f("monthresellerproductid", Text, "Reseller month product"),
        f("liferesellerproductid", Text, "Reseller lifetime product"),
        f("cooldown", Duration(Unit::Seconds), "HWID reset cooldown"),
    ],
};

pub static APP_DETAILS: Resource = Resource {
    name: "app details",
    fields: &[
        f("name", Id, "Name"),
        f("ownerid", Text, "Owner id"),
        f("version", Text, "Version"),
        f("secret", Secret, "App secret"),
    ],
};

pub static STATS: Resource = Resource {
    name: "app stats",
    fields: &[
        f("unused", Count, "Unused keys"),
        f("used", Count, "Used keys"),
        f("paused", Count, "Paused keys"),
        f("banned", Count, "Banned keys"),
        f("totalkeys", Count, "Keys"),
        f("webhooks", Count, "Webhooks"),
        f("files", Count, "Files"),
        f("vars", Count, "Variables"),
        f("resellers", Count, "Resellers"),
        f("managers", Count, "Managers"),
        f("totalaccs", Count, "Accounts"),
    ],
};

pub static ACCOUNT: Resource = Resource {
    name: "account",
    fields: &[
        f("kind", Enum(&["reseller", "manager"]), "Kind").col(),
        f("username", Id, "Username").col(),
        f("balance", Text, "Balance").col(),
        f("key_levels", Text, "Key levels").col(),
        f("permissions", Number, "Permissions").col(),
    ],
};

pub static BALANCE: Resource = Resource {
    name: "reseller balance",
    fields: &[
        f("day", Count, "Day keys"),
        f("week", Count, "Week keys"),
        f("month", Count, "Month keys"),
        f("three_month", Count, "Three-month keys"),
        f("six_month", Count, "Six-month keys"),
        f("lifetime", Count, "Lifetime keys"),
        f("year", Count, "Year keys"),
        f("total_keys", Count, "Keys"),
    ],
};

pub static UPLOAD: Resource = Resource {
    name: "upload",
    fields: &[f("id", Id, "File id")],
};

pub static OUTBOX: Resource = Resource {
    name: "sandbox mail",
    fields: &[
        f("id", Id, "Id").col(),
        f("to", Text, "To").col(),
        f("subject", Text, "Subject").cut().col(),
        f("link", Text, "Link").col(),
        f("sent", Time, "Sent"),
        f("body", Text, "Body").cut(),
    ],
};

// Resources only the client API answers with. In this file with the others, not a file of their
// own: the client user's subscriptions are `USER_SUB`, and `ALL` lists them all, so a separate file
// and this one would each have to name the other.

pub static APPINFO: Resource = Resource {
    name: "app info",
    fields: &[
        f("numUsers", Text, "Users"),
        f("numOnlineUsers", Text, "Online users"),
        f("numKeys", Text, "Keys"),
        f("version", Text, "Version"),
        f("customerPanelLink", Text, "Customer panel"),
    ],
};

pub static CLIENT_INIT: Resource = Resource {
    name: "client session",
    fields: &[
        f("sessionid", Id, "Session id").masked(),
        f("newSession", Flag, "New session"),
        f("appinfo", Record(&APPINFO), "App"),
        f("download", Text, "Download link"),
    ],
};

/// The user object of client `login`, `register`, `license`, and seller `activate`.
pub static CLIENT_USER: Resource = Resource {
    name: "client user",
    fields: &[
        f("username", Id, "Username"),
        f("subscriptions", List(&USER_SUB), "Subscriptions"),
        f("ip", Text, "IP"),
        f("hwid", Text, "HWID"),
        f("createdate", Time, "Created"),
        f("lastlogin", Time, "Last login"),
        // `licenses activate`'s read-back (`Echo::UserSubs`): what now runs, and until when.
        f("subscription", Text, "Subscription"),
        f("expiry", Time, "Expires"),
    ],
};

pub static ONLINE: Resource = Resource {
    name: "online user",
    fields: &[f("credential", Id, "User").col()],
};

pub static CHAT_MESSAGE: Resource = Resource {
    name: "chat message",
    fields: &[
        f("author", Text, "Author").cut().col(),
        f("message", Text, "Message").cut().col(),
        f("timestamp", Time, "Sent").col(),
    ],
};

pub static TWO_FA: Resource = Resource {
    name: "2fa secret",
    fields: &[
        // Shown: giving them to the user is what `client 2fa-enable` is for.
        f("secret_code", Text, "Secret"),
        f("QRCode", Text, "QR code link"),
    ],
};

/// What client answers carry besides a record: a variable's data, a relayed body, a file.
pub static CLIENT_DATA: Resource = Resource {
    name: "client data",
    fields: &[
        f("response", Text, "Response").cut(),
        f("contents", Text, "Contents (hex)"),
        f("2fa", Record(&TWO_FA), "2FA"),
        f("role", Text, "Role"),
    ],
};

/// What answers carry besides a record: the envelope, a change's read-back, the client's data.
/// An answer of one is printed as it came; every other resource is a record, printed by a read
/// with every field it declares (docs/json.md).
pub static NOT_RECORDS: &[&Resource] = &[&ENVELOPE, &CHANGE, &CLIENT_DATA];

/// Whether `res` is a record (not one of `NOT_RECORDS`).
pub fn is_record(res: &Resource) -> bool {
    !NOT_RECORDS.contains(&res)
}

/// Every resource, for lookups by name and the generated docs.
pub static ALL: &[&Resource] = &[
    &ENVELOPE,
    &CHANGE,
    &LICENSE,
    &CREATED_KEYS,
    &USER,
    &USER_SUB,
    &USERNAME,
    &USER_VAR,
    &SUB,
    &SUB_COUNT,
    &VAR,
    &FILE,
    &WEBHOOK,
    &CHAT,
    &MUTE,
    &SESSION,
    &BLACKLIST,
    &LOG,
    &BUTTON,
    &SETTINGS,
    &APP_DETAILS,
    &STATS,
    &ACCOUNT,
    &BALANCE,
    &UPLOAD,
    &OUTBOX,
    &APPINFO,
    &CLIENT_INIT,
    &CLIENT_USER,
    &ONLINE,
    &CHAT_MESSAGE,
    &TWO_FA,
    &CLIENT_DATA,
    &PROFILE,
    &SETTING,
    &OPERATION,
    &OP_PARAM,
    &ANSWER_SHAPE,
    &FIELD_SHAPE,
    &MATCH,
    &CHECK,
    &SMOKE_STEP,
    &APP_RELEASE,
    &SANDBOX_INFO,
    &SANDBOX_CLOCK,
    &SANDBOX_FAULT,
    &SANDBOX_SNAPSHOT,
    &SEED_REPORT,
    &RESTORE_STEP,
    &REPORT,
    &REPORT_DAY,
    &REPORT_SELLER_DAY,
    &REPORT_FIGURE,
    &REPORT_SELLER,
    &REPORT_RENEWAL,
    &REPORT_MIX,
    &WATCH_EVENT,
    &GATEWAY_INFO,
    &GATEWAY_TOKEN,
    &GATEWAY_AUDIT,
];

/// `restore`: one record of the backup, and what became of it (or, `--dry-run`, would).
pub static RESTORE_STEP: Resource = Resource {
    name: "restore step",
    fields: &[
        f("step", Text, "Step").cut().col(),
        f(
            "state",
            Enum(&[
                "would create",
                "cannot",
                "will differ",
                "restored",
                "not restored",
                "already restored",
                "not done",
                "target differs",
                "would change",
            ]),
            "State",
        )
        .col()
        .tones(&[
            ("would create", Tone::Good),
            ("restored", Tone::Good),
            ("will differ", Tone::Warn),
            ("target differs", Tone::Warn),
            ("cannot", Tone::Bad),
            ("not restored", Tone::Bad),
        ]),
        f("why", Text, "Why").cut().col(),
    ],
};

// What licensectl itself prints besides the service's answers: every row of every command is a
// record of a declared resource (docs/json.md), shaped and escaped by the same code.

/// `config list`: one profile.
pub static PROFILE: Resource = Resource {
    name: "profile",
    fields: &[
        f("profile", Id, "Profile").col(),
        f("default", Flag, "Default").col(),
        f("base_url", Text, "Base URL").col(),
        f("seller_key", Text, "Seller key").col().masked(),
        f("app_name", Text, "App name").col(),
        f("ownerid", Text, "Owner id").col(),
    ],
};

/// `config show`: one setting, its value (secrets masked) and where it came from.
pub static SETTING: Resource = Resource {
    name: "setting",
    fields: &[
        f("field", Id, "Field").col(),
        // At 80 columns a long value (the public key, the rule) is cut, never the column that
        // says where each value came from, which is what `config show` is for (-o json has
        // every value whole).
        f("value", Text, "Value").cut().keep(Keep::Ident).col(),
        f("source", Text, "Source").cut().keep(Keep::State).col(),
    ],
};

/// `ops list`: one operation of the catalogue.
pub static OPERATION: Resource = Resource {
    name: "operation",
    fields: &[
        f("api", Enum(&["seller", "client"]), "API").col(),
        f("type", Id, "Type").col(),
        f("command", Text, "Command").col(),
        f("class", Text, "Class"),
        f("destructive", Flag, "Destructive"),
        // A table shows the flags as typed (`--note NOTE`); JSON, each parameter.
        f("params", List(&OP_PARAM), "Parameters").col(),
        f("answer", Record(&ANSWER_SHAPE), "Answer"),
    ],
};

/// `ops list`: one parameter of an operation.
pub static OP_PARAM: Resource = Resource {
    name: "operation parameter",
    fields: &[
        f("name", Id, "Name").col(),
        f("flag", Text, "Flag").col(),
        f("required", Flag, "Required").col(),
    ],
};

/// `ops list`: the answer's resource and its fields, as `docs/json.md` lists them.
pub static ANSWER_SHAPE: Resource = Resource {
    name: "answer shape",
    fields: &[
        f("resource", Id, "Resource").col(),
        f("fields", List(&FIELD_SHAPE), "Fields").col(),
    ],
};

/// `ops list`: one field of the field model.
pub static FIELD_SHAPE: Resource = Resource {
    name: "field shape",
    fields: &[
        f("name", Id, "Name").col(),
        f("type", Text, "Type").col(),
        f("title", Text, "Title").col(),
        f("column", Flag, "Column").col(),
        f("service_names", Ids, "Service names"),
        f("values", Ids, "Values"),
        f("resource", Text, "Resource"),
    ],
};

/// `lookup TERM` with several customers matching: one of them.
pub static MATCH: Resource = Resource {
    name: "lookup match",
    fields: &[
        f("match", Text, "Matched by").col(),
        f("user", Id, "User").col(),
        f("key", Text, "Key").col(),
    ],
};

/// `doctor`: one check.
pub static CHECK: Resource = Resource {
    name: "check",
    fields: &[
        f("check", Id, "Check").col(),
        f("status", Enum(&["ok", "warn", "FAIL"]), "Status")
            .col()
            .tones(&[
                ("ok", Tone::Good),
                ("warn", Tone::Warn),
                ("FAIL", Tone::Bad),
            ]),
        f("detail", Text, "Detail").cut().col(),
    ],
};

/// `client smoke`: one step of the client flow.
pub static SMOKE_STEP: Resource = Resource {
    name: "smoke step",
    fields: &[
        f("step", Id, "Step").col(),
        f("ok", Flag, "Ok").col(),
        f("ms", Number, "Milliseconds").col(),
        f("exit_code", Number, "Exit code").col(),
        f("error", Text, "Error").cut().col(),
    ],
};

/// `app release`: the build released, and whether a client of it starts.
pub static APP_RELEASE: Resource = Resource {
    name: "release",
    fields: &[
        f("version", Text, "Version").col(),
        f("hash", Text, "Hash (MD5)").col(),
        f("download", Text, "Download").cut().col(),
        f("bytes", Count, "Bytes").col(),
        f("replaced_hashes", Flag, "Older hashes forgotten").col(),
        f("client_starts", Flag, "Client init ok").col(),
    ],
};

/// `sandbox start`: what a test needs to talk to the sandbox (its credentials, in full: the
/// line exists to hand them over).
pub static SANDBOX_INFO: Resource = Resource {
    name: "sandbox",
    fields: &[
        f("base_url", Text, "Base URL").col(),
        f("seller_key", Text, "Seller key").col(),
        f("app_name", Text, "App name").col(),
        f("ownerid", Text, "Owner id").col(),
        f("public_key", Text, "Public key").col(),
        f("app_secret", Text, "App secret").col(),
    ],
};

/// `sandbox clock`: the sandbox's time, and how far the controls moved it from the real one.
pub static SANDBOX_CLOCK: Resource = Resource {
    name: "sandbox clock",
    fields: &[
        f("now", Time, "Now").col(),
        f("time", Text, "Time (UTC)").col(),
        f("frozen", Flag, "Frozen").col(),
        f("offset", Number, "Offset (s)").col(),
    ],
};

/// `sandbox faults`: one fault switched on, and the requests it applies to.
pub static SANDBOX_FAULT: Resource = Resource {
    name: "sandbox fault",
    fields: &[
        f("id", Id, "Id").col(),
        f("kind", Text, "Kind").col(),
        f("arg", Text, "Argument").col(),
        f("api", Text, "API").col(),
        f("type", Text, "Type").col(),
        f("next", Count, "Next").col(),
        f("share", Number, "Share").col(),
        f("hits", Count, "Hits").col(),
        // Requests that passed without matching it, counted until its first hit
        // (`sandbox faults` warns at 20: docs/sandbox.md).
        f("missed", Count, "Missed"),
        f("spec", Text, "Spec"),
    ],
};

/// `sandbox snapshot`: one snapshot of the sandbox's whole state.
pub static SANDBOX_SNAPSHOT: Resource = Resource {
    name: "sandbox snapshot",
    fields: &[
        f("name", Text, "Name").col(),
        f("saved", Time, "Saved").col(),
        f("bytes", Count, "Bytes").col(),
    ],
};

/// `sandbox seed`: what was added.
pub static SEED_REPORT: Resource = Resource {
    name: "seed report",
    fields: &[
        f("licenses", Count, "Licenses").col(),
        f("unused", Count, "Unused").col(),
        f("used", Count, "Used").col(),
        f("banned", Count, "Banned").col(),
        f("users", Count, "Users").col(),
        f("subscriptions", Count, "Subscriptions").col(),
        f("user_subs", Count, "User subscriptions").col(),
        f("vars", Count, "Variables").col(),
        f("customers", Count, "Practice customers").col(),
        f("elapsed_ms", Number, "Milliseconds").col(),
    ],
};

/// `report`: the business over a period (docs/report.md), as one document; `-o csv`/`tsv` print
/// its `days`.
pub static REPORT: Resource = Resource {
    name: "report",
    fields: &[
        f("since", Time, "From"),
        f("until", Time, "Until"),
        f("period_days", Count, "Days"),
        f("previous_since", Time, "Previous period from"),
        f("previous_until", Time, "Previous period until"),
        f("figures", List(&REPORT_FIGURE), "Figures"),
        f("days", List(&REPORT_DAY), "Days"),
        f("resellers", List(&REPORT_SELLER), "Resellers"),
        f(
            "renewals",
            List(&REPORT_RENEWAL),
            "Renewals by subscription",
        ),
        f("mix", List(&REPORT_MIX), "License mix now"),
        f("warnings", Ids, "Warnings"),
    ],
};

/// `report`: one UTC day of the period.
pub static REPORT_DAY: Resource = Resource {
    name: "report day",
    fields: &[
        f("date", Id, "Date").col(),
        f("start", Time, "Starts"),
        f("keys_created", Count, "Keys created").col(),
        f("keys_redeemed", Count, "Keys redeemed").col(),
        f("new_users", Count, "New users").col(),
        f("last_logins", Count, "Last logins").col(),
        f("expired", Count, "Subscriptions expired").col(),
        // Only when more than one creator made keys (resellers, the seller, the dashboard).
        f("by_creator", List(&REPORT_SELLER_DAY), "By creator"),
    ],
};

/// `report`: one creator's (`genby`) keys on one day.
pub static REPORT_SELLER_DAY: Resource = Resource {
    name: "report creator day",
    fields: &[
        f("creator", Id, "Created by").col(),
        f("keys_created", Count, "Keys created").col(),
        f("keys_redeemed", Count, "Keys redeemed").col(),
    ],
};

/// `report`: one figure over the period, and the same over the period before it (`null`
/// where the service keeps nothing to count it from: `note` says why).
pub static REPORT_FIGURE: Resource = Resource {
    name: "report figure",
    fields: &[
        f("figure", Id, "Figure").col(),
        f("title", Text, "Title"),
        f("value", Count, "This period").col(),
        f("previous", Count, "Previous period").col(),
        f("note", Text, "Note").col(),
    ],
};

/// `report`: one creator's (`genby`) keys over the period.
pub static REPORT_SELLER: Resource = Resource {
    name: "report creator",
    fields: &[
        f("creator", Id, "Created by").col(),
        f("keys_created", Count, "Keys created").col(),
        f("keys_redeemed", Count, "Keys redeemed").col(),
        f("previous_created", Count, "Created, previous period").col(),
        f("previous_redeemed", Count, "Redeemed, previous period").col(),
    ],
};

/// `report`: the renewals due and the churn of one subscription level.
pub static REPORT_RENEWAL: Resource = Resource {
    name: "report renewal",
    fields: &[
        f("subscription", Id, "Subscription").col(),
        f("level", Level, "Level").col(),
        f("due_7d", Count, "Due in 7 days").col(),
        f("due_30d", Count, "Due in 30 days").col(),
        f("churned", Count, "Expired, not renewed").col(),
        f("previous_churned", Count, "Previous period").col(),
    ],
};

/// `report`: the licenses of one level by status, now.
pub static REPORT_MIX: Resource = Resource {
    name: "report mix",
    fields: &[
        f("level", Level, "Level").col(),
        f("unused", Count, "Unused").col(),
        f("used", Count, "Used").col(),
        f("banned", Count, "Banned").col(),
    ],
};

/// What `watch` reports.
pub const WATCH_EVENTS: &[&str] = &[
    "login",
    "failed login",
    "log",
    "session",
    "hwid",
    "ip",
    "ban",
    "unban",
    "extended",
    "expired",
    "paused",
    "unpaused",
    "license",
    "new user",
    "gone",
];

/// `watch`: one change seen (`-o jsonl`: one per line).
pub static WATCH_EVENT: Resource = Resource {
    name: "watch event",
    fields: &[
        f("time", Time, "When").col(),
        f("event", Enum(WATCH_EVENTS), "Event").col(),
        f("user", Text, "User").col(),
        f("key", Text, "Key").col(),
        f("detail", Text, "Detail").col(),
    ],
};

/// `gateway serve`: where it serves, its store, its roles (the first line it prints).
pub static GATEWAY_INFO: Resource = Resource {
    name: "gateway",
    fields: &[
        f("base_url", Text, "Base URL").col(),
        f("db", Text, "Store").col(),
        f("roles", Text, "Roles").col(),
    ],
};

/// `gateway token …`: a personal token (its value only once, from `token create`).
pub static GATEWAY_TOKEN: Resource = Resource {
    name: "gateway token",
    fields: &[
        f("name", Id, "Name").col(),
        f("role", Text, "Role").col(),
        f("created", Time, "Created").col(),
        f("expires", Time, "Expires").col(),
        f("revoked", Time, "Revoked").col(),
        f("last_used", Time, "Last used").col(),
        f("token", Text, "Token (shown once)").col(),
    ],
};

/// `gateway audit`: one request to the gateway, allowed or refused.
pub static GATEWAY_AUDIT: Resource = Resource {
    name: "gateway audit row",
    fields: &[
        f("time", Time, "Time").col(),
        f("who", Text, "Who").cut().col(),
        f("role", Text, "Role").col(),
        f("address", Text, "Address").col(),
        f("operation", Text, "Operation").col(),
        f("target", Text, "Target").cut().col(),
        f("params", Text, "Parameters").cut().col(),
        f("outcome", Text, "Outcome").cut().col(),
    ],
};
