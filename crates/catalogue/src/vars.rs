//! Seller operations on global application variables (api-catalogue §2.5).

use crate::resources as r;
use crate::{Behaviour, Differences, Generation, Kind, NotFailure, Objects, Op, Outcomes, Param};

const NAME: Param = Param::pos("name", "name", "Variable name").max(49);
/// A variable that exists: completion offers the app's.
const VAR: Param = NAME.completes(Objects::Vars);
const DATA: Param = Param::req("data", "data", Kind::Text, "Value of the variable").max(1000);

pub const OPS: &[Op] = &[
    Op::seller("addvar", "vars create", "Create a global variable")
        .differs(&[Differences::on(Generation::Open2022)
            .needs(&[("authed", 500)])
            .words(&[(
                "Varialbe name already exists!",
                "Variable name already exists!",
            )])
            .reads(&["authed", "data", "name"])
            .does(Behaviour::AddVar)])
        .example("vars create motd --data 'Servers restart at 04:00 UTC' --no-authed")
        .params(&[
            NAME,
            DATA,
            Param::opt(
                "authed",
                "authed",
                Kind::Switch(Some(true)),
                "Only logged-in users may read it [default: --authed]",
            ),
        ]),
    Op::seller(
        "editvar",
        "vars edit",
        "Change the value of a global variable",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .reads(&["data", "varid"])
        .does(Behaviour::EditVar)])
    .example("vars edit motd --data 'Maintenance tonight'")
    .params(&[
        Param::pos("varid", "name", "Variable name")
            .completes(Objects::Vars)
            .max(49),
        DATA,
    ]),
    Op::seller(
        "retrvvar",
        "vars get",
        "Show the value of a global variable",
    )
    .read()
    .example("vars get motd")
    .of(&r::VAR)
    .params(&[VAR.is_field("varid")])
    // The 2022 server answered the value alone (keyauth-transcripts.md #120).
    .differs(&[Differences::on(Generation::Open2022)
        .json(Outcomes::Successes)
        .lacks(&["authed"])
        .reads(&["name"])
        .does(Behaviour::VarLookedUp)])
    .record(),
    Op::seller("delvar", "vars delete", "Delete a global variable")
        .differs(&[Differences::on(Generation::Open2022)
            .reads(&["name"])
            .does(Behaviour::VarLookedUp)])
        .example("vars delete motd --yes")
        .params(&[VAR])
        .destructive(),
    Op::seller(
        "delallvars",
        "vars delete-all",
        "Delete every global variable",
    )
    .example("vars delete-all --yes")
    .mass("fetchallvars")
    // The service's answer when there was nothing to delete (keyauth-transcripts: "none left").
    .not_failures(&[NotFailure::NothingToDo("Failed to delete all variables!")]),
    Op::seller("fetchallvars", "vars list", "List global variables")
        .example("vars list")
        // keyauth-transcripts.md #119: `varid` and `msg` only.
        .differs(&[Differences::on(Generation::Open2022)
            .json(Outcomes::All)
            .words(&[("No variables found", "No variables Found")])
            .lacks(&["vars.authed"])])
        .list("vars", &r::VAR),
];
