//! Seller operations on client sessions (api-catalogue §2.9).

use crate::resources as r;
use crate::{Behaviour, Differences, Generation, NotFailure, Op, Outcomes, Param};

pub const OPS: &[Op] = &[
    Op::seller("kill", "sessions kill", "End one client session")
        .differs(&[Differences::on(Generation::Open2022)
            .reads(&["sessid"])
            .does(Behaviour::KillSession)])
        .example("sessions kill Xk3pQ9zT1a --yes")
        .params(&[Param::pos("sessid", "sessid", "The session id (see `sessions list`)").max(10)])
        .destructive(),
    Op::seller("killall", "sessions kill-all", "End every client session")
        .example("sessions kill-all --yes")
        .mass("fetchallsessions")
        // The service's answer when there was nothing to delete (keyauth-transcripts: "none left").
        .not_failures(&[NotFailure::NothingToDo("Failed to kill all sessions!")]),
    Op::seller(
        "fetchallsessions",
        "sessions list",
        "List client sessions: who is logged in, until when, from which IP",
    )
    .differs(&[Differences::on(Generation::Open2022).json(Outcomes::All)])
    .example("sessions list --show-secrets -o json")
    .list("sessions", &r::SESSION),
];
