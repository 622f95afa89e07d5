//! Seller operations on subscription definitions (api-catalogue §2.4).

use crate::{Kind, Op, Param};

pub const OPS: &[Op] = &[
    Op::seller(
        "addsub",
        "subs create",
        "Create a subscription that keys of a level grant",
    )
    .example("subs create premium --level 2")
    .params(&[
        Param::pos("name", "name", "Subscription name"),
        Param::req(
            "level",
            "level",
            Kind::Text,
            "Level (a number, at most 12 digits)",
        )
        .max(12),
    ]),
    Op::seller("fetchallsubs", "subs list", "List subscriptions")
        .example("subs list")
        .list("subs", &["name", "level"]),
    Op::seller("editsub", "subs edit", "Change the level of a subscription")
        .example("subs edit premium --level 3")
        .params(&[
            Param::pos("sub", "name", "Subscription name"),
            Param::req("level", "level", Kind::Text, "New level").max(12),
        ]),
];
