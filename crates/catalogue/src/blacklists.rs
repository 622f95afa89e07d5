//! Seller operations on the blacklist of IPs, HWIDs, regions, countries and ASNs (api-catalogue §2.10).

use crate::resources as r;
use crate::{
    Behaviour, Bug, Differences, Generation, Kind, NotFailure, Op, Outcomes, Param, Quirk,
};

pub const OPS: &[Op] = &[
    Op::seller(
        "black",
        "blacklists create",
        "Blacklist an IP, HWID, region, country or ASN (one entry per value given)",
    )
    .example("blacklists create --ip 198.51.100.23 --hwid S-1-5-21-3623811015-3361044348")
    // The 2022 server answers success for these and stores nothing.
    .differs(&[
        Differences::on(Generation::Open2022)
            .drops(&["region", "country", "asn"])
            .reads(&["hwid", "ip"])
            .does(Behaviour::AddBlacklist)
            .quirks(&[Quirk::HwidBeforeIp])
            .bugs(&[Bug::RegionsUnstored]),
        Differences::on(Generation::Current).bugs(&[Bug::RegionsUnstored]),
    ])
    .params(&[
        Param::opt("ip", "ip", Kind::Text, "IP address to block").max(49),
        Param::opt("hwid", "hwid", Kind::Text, "Hardware id to block").max(500),
        Param::opt("region", "region", Kind::Text, "Region to block").max(100),
        Param::opt("country", "country", Kind::Text, "Country to block").max(60),
        Param::opt(
            "asn",
            "asn",
            Kind::Text,
            "Autonomous system number to block",
        )
        .max(60),
    ])
    .needs_one(),
    Op::seller(
        "delblack",
        "blacklists delete",
        "Remove one blacklist entry",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .reads(&["blacktype", "data"])
        .does(Behaviour::DeleteBlacklist)])
    .example("blacklists delete 198.51.100.23 --type ip --yes")
    .params(&[
        Param::pos("data", "data", "The blacklisted value"),
        Param::req(
            "blacktype",
            "type",
            Kind::Text,
            "What the value is: ip, hwid, region, country or asn",
        )
        .choices(&["ip", "hwid", "region", "country", "asn"]),
    ])
    .destructive(),
    Op::seller(
        "delblacks",
        "blacklists delete-all",
        "Remove every blacklist entry",
    )
    .example("blacklists delete-all --yes")
    .mass("fetchallblacks")
    // The service's answer when there was nothing to delete (keyauth-transcripts: "none left").
    .not_failures(&[NotFailure::NothingToDo("Failed to delete all blacklists!")]),
    Op::seller(
        "fetchallblacks",
        "blacklists list",
        "List blacklist entries",
    )
    .example("blacklists list")
    // The 2022 rows had no region, country or ASN columns (keyauth-transcripts.md #150).
    .differs(&[Differences::on(Generation::Open2022)
        .json(Outcomes::All)
        .lacks(&["blacklists.region", "blacklists.country", "blacklists.asn"])])
    .list("blacklists", &r::BLACKLIST),
];
