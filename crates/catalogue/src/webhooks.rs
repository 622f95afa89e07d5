//! Seller operations on webhook definitions (api-catalogue §2.7).

use crate::resources as r;
use crate::{Behaviour, Bug, Differences, Generation, Kind, Objects, Op, Param};

pub const OPS: &[Op] = &[
    Op::seller(
        "addwebhook",
        "webhooks create",
        "Define a URL the client API relays requests to",
    )
    .differs(&[
        Differences::on(Generation::Open2022)
            .reads(&["authed", "baseurl", "ua"])
            .number_first("authed")
            .does(Behaviour::AddWebhook)
            .bugs(&[Bug::RandomWebhookId]),
        Differences::on(Generation::Current).bugs(&[Bug::RandomWebhookId]),
    ])
    .example("webhooks create --url https://api.example.com/hook --no-authed")
    .params(&[
        Param::req(
            "baseurl",
            "url",
            Kind::Text,
            "Base URL the relayed request goes to",
        ),
        Param::opt(
            "ua",
            "user-agent",
            Kind::Text,
            "User agent sent [default: KeyAuth]",
        ),
        Param::req(
            "authed",
            "authed",
            Kind::Switch(Some(true)),
            "Only logged-in users may call it [default: --authed]",
        ),
        Param::opt(
            "webid",
            "webid",
            Kind::Text,
            "Id to give it [default: random]",
        )
        .completes(Objects::Webhooks),
    ]),
    Op::seller(
        "delallwebhooks",
        "webhooks delete-all",
        "Delete every webhook",
    )
    .since(Generation::Current)
    .example("webhooks delete-all --yes")
    .mass("fetchallwebhooks"),
    Op::seller("fetchallwebhooks", "webhooks list", "List webhooks")
        .since(Generation::Current)
        .example("webhooks list")
        .list("webhooks", &r::WEBHOOK),
    Op::seller("delwebhook", "webhooks delete", "Delete one webhook")
        .since(Generation::Current)
        .example("webhooks delete aB3dE5gH7j --yes")
        .params(&[Param::pos("webid", "webid", "Webhook id")
            .completes(Objects::Webhooks)
            .max(60)])
        .destructive()
        .unverified(),
];
