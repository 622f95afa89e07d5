//! Seller operations on web-loader buttons (api-catalogue §2.12).

use crate::resources as r;
use crate::{Differences, Generation, Kind, Objects, Op, Outcomes, Param};

pub const OPS: &[Op] = &[
    Op::seller("addbutton", "buttons create", "Add a web-loader button")
        .since(Generation::Current)
        .example("buttons create --value launch --text 'Launch game'")
        .params(&[
            Param::req(
                "value",
                "value",
                Kind::Text,
                "Value sent to the loader (unique, no spaces)",
            )
            .max(99),
            Param::req("text", "text", Kind::Text, "Label shown on the button").max(99),
        ]),
    Op::seller("delbutton", "buttons delete", "Delete a web-loader button")
        .since(Generation::Current)
        .example("buttons delete launch --yes")
        .params(&[Param::pos("value", "value", "Value of the button").completes(Objects::Buttons)])
        .destructive(),
    Op::seller(
        "delallbuttons",
        "buttons delete-all",
        "Delete every web-loader button",
    )
    .since(Generation::Current)
    .example("buttons delete-all --yes")
    .mass("fetchallbuttons")
    .unverified(),
    Op::seller("fetchallbuttons", "buttons list", "List web-loader buttons")
        .differs(&[Differences::on(Generation::Open2022).json(Outcomes::All)])
        .example("buttons list")
        .list("buttons", &r::BUTTON),
];
