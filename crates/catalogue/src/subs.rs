//! Seller operations on subscription definitions (api-catalogue §2.4).

use crate::resources as r;
use crate::{Behaviour, Blast, Differences, Generation, Kind, Objects, Op, Outcomes, Param};

const NAME: Param = Param::pos("name", "name", "Subscription name").max(49);
/// An existing subscription's name, as `delappsub` and `countsubs` take it.
const EXISTING: Param = NAME.completes(Objects::Subs);
const SUBSCRIPTION: Param = Param::pos("subscription", "name", "Subscription name")
    .completes(Objects::Subs)
    .max(49);

pub const OPS: &[Op] = &[
    Op::seller(
        "addsub",
        "subs create",
        "Create a subscription that keys of a level grant",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .reads(&["level", "name"])
        .does(Behaviour::AddSubscription)])
    .example("subs create premium --level 2")
    .params(&[
        NAME,
        Param::req(
            "level",
            "level",
            Kind::Int,
            "Level (a number, at most 12 digits)",
        )
        .max(12),
    ]),
    Op::seller("fetchallsubs", "subs list", "List subscriptions")
        .differs(&[Differences::on(Generation::Open2022)
            .json(Outcomes::All)
            .does(Behaviour::FetchAllSubscriptions)])
        .example("subs list")
        .list("subs", &r::SUB),
    Op::seller("editsub", "subs edit", "Change the level of a subscription")
        .differs(&[Differences::on(Generation::Open2022)
            .reads(&["level", "sub"])
            .does(Behaviour::EditSubscription)])
        .example("subs edit premium --level 3")
        .params(&[
            Param::pos("sub", "name", "Subscription name").completes(Objects::Subs),
            Param::req("level", "level", Kind::Text, "New level").max(12),
        ]),
    Op::seller(
        "delappsub",
        "subs delete",
        "Delete a subscription definition (users keep the time already granted)",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .reads(&["name"])
        .does(Behaviour::DeleteSubscription)])
    .example("subs delete premium --yes")
    .params(&[EXISTING])
    .destructive(),
    Op::seller(
        "countsubs",
        "subs count",
        "Count the active user subscriptions of a subscription",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .json(Outcomes::Successes)
        .misses(200, "You haven't created a subscription with that name")
        .reads(&["name"])
        .does(Behaviour::CountSubscription)])
    .read()
    .example("subs count premium")
    .of(&r::SUB_COUNT)
    .params(&[EXISTING])
    .record(),
    Op::seller(
        "pausesub",
        "subs pause",
        "Freeze every active user subscription of this name",
    )
    .since(Generation::Current)
    .example("subs pause premium --yes")
    .params(&[SUBSCRIPTION])
    .mass_by(Blast::Described(
        "every user's active subscription of that name",
    )),
    Op::seller(
        "unpausesub",
        "subs unpause",
        "Resume the paused user subscriptions of this name",
    )
    .since(Generation::Current)
    .example("subs unpause premium")
    .params(&[SUBSCRIPTION]),
];
