//! Seller operations on the logs the client API's `log` stores (api-catalogue §2.11).

use crate::resources as r;
use crate::{Generation, Op};

pub const OPS: &[Op] = &[
    Op::seller(
        "fetchalllogs",
        "logs list",
        "List logs sent by the application",
    )
    .since(Generation::Current)
    .example("logs list -o csv > logs.csv")
    .list("logs", &r::LOG),
    Op::seller("dellogs", "logs delete-all", "Delete every log")
        .since(Generation::Current)
        .example("logs delete-all --yes")
        .mass("fetchalllogs"),
];
