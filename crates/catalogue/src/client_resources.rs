//! Resources only the client API answers with (declared like those of `resources`).

use crate::fields::{Meaning::*, Resource};
use crate::resources::{f, USER_SUB};

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
        f("author", Text, "Author").col(),
        f("message", Text, "Message").col(),
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
        f("response", Text, "Response"),
        f("contents", Text, "Contents (hex)"),
        f("2fa", Record(&TWO_FA), "2FA"),
        f("role", Text, "Role"),
    ],
};
