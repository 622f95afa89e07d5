//! Seller operations on chat channels and mutes (api-catalogue §2.8).

use crate::{Kind, Op, Param, Unit};

pub const OPS: &[Op] = &[
    Op::seller("fetchallmutes", "chats mutes", "List muted chat users")
        .example("chats mutes")
        .list("mutes", &["user", "time"]),
    Op::seller(
        "muteuser",
        "chats mute",
        "Mute a user in every chat channel",
    )
    .example("chats mute alice --duration 1h")
    .params(&[
        Param::pos("user", "user", "Username"),
        Param::req(
            "time",
            "duration",
            Kind::Duration(Unit::Seconds),
            "How long (sent in seconds)",
        ),
    ]),
];
