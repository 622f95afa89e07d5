//! Seller operations on the logs the client API's `log` stores (api-catalogue §2.11).

use crate::resources as r;
use crate::Op;

pub const OPS: &[Op] = &[
    Op::seller(
        "fetchalllogs",
        "logs list",
        "List logs sent by the application",
    )
    .example("logs list -o csv > logs.csv")
    .list("logs", &r::LOG),
    Op::seller("dellogs", "logs delete-all", "Delete every log")
        .example("logs delete-all --yes")
        .mass("fetchalllogs"),
];
