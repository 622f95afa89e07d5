//! Seller operations on end users and their variables (api-catalogue §2.2–2.3).

use crate::{Kind, Op, Param, Unit};

pub const OPS: &[Op] = &[Op::seller(
    "adduser",
    "users create",
    "Create a user with a subscription",
)
.example("users create alice --sub default --expiry 30d --password-stdin")
.params(&[
    Param::pos("user", "user", "Username"),
    Param::req("sub", "sub", Kind::Text, "Subscription to grant"),
    Param::req(
        "expiry",
        "expiry",
        Kind::Duration(Unit::Days),
        "How long the subscription lasts (sent in days)",
    ),
    Param::opt(
        "pass",
        "password",
        Kind::Secret,
        "Password (without one, the first login sets it)",
    ),
])];
