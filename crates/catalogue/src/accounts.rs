//! Seller operations on the reseller and manager accounts of the application (api-catalogue §2.14, §2.17).

use crate::resources as r;
use crate::{Behaviour, Differences, Generation, Kind, Op, Param};

const fn bucket(name: &'static str, flag: &'static str, help: &'static str) -> Param {
    Param::opt(name, flag, Kind::Int, help)
}

pub const OPS: &[Op] = &[
    Op::seller(
        "addAccount",
        "accounts create",
        "Create a reseller or manager account",
    )
    .since(Generation::Current)
    .example("accounts create bob --role Reseller --email bob@example.com --keylevels '1|2' --password-stdin")
    .params(&[
        Param::pos("user", "user", "Username of the account").max(65),
        Param::req("role", "role", Kind::Text, "Manager or Reseller"),
        Param::req("email", "email", Kind::Text, "Email address of the account"),
        Param::req("pass", "password", Kind::Secret, "Password of the account"),
        Param::opt(
            "keylevels",
            "keylevels",
            Kind::Text,
            "Key levels a reseller may create, separated by | [default: N/A = all]",
        )
        .max(49),
        Param::opt(
            "perms",
            "perms",
            Kind::Int,
            "Manager page bits: licenses 1, users 2, subs 4, chats 8, sessions 16, webhooks 32, files 64, vars 128, logs 256, blacklists 512, settings 1024 [default: 2047]",
        ),
    ]),
    Op::seller("deleteAccount", "accounts delete", "Delete a reseller or manager account")
        .since(Generation::Current)
        .example("accounts delete bob --yes")
        .params(&[Param::pos("user", "user", "Username of the account")])
        .destructive(),
    Op::seller(
        "setbalance",
        "accounts add-balance",
        "Add keys to a reseller's balance (per duration bucket)",
    )
    .differs(&[Differences::on(Generation::Open2022).ty("balance").drops(&["year"]).reads(&["username"]).does(Behaviour::SetBalance)])
    .example("accounts add-balance bob --month 10 --lifetime 2")
    .params(&[
        Param::pos("username", "username", "Username of the reseller"),
        bucket("day", "day", "1-day keys to add"),
        bucket("week", "week", "1-week keys to add"),
        bucket("month", "month", "1-month keys to add"),
        bucket("threemonth", "three-month", "3-month keys to add"),
        bucket("sixmonth", "six-month", "6-month keys to add"),
        bucket("lifetime", "lifetime", "Lifetime keys to add"),
        bucket("year", "year", "1-year keys to add"),
    ]),
    Op::seller("getbalance", "accounts balance", "Show a reseller's key balance")
    .since(Generation::Current)
    .read()
        .example("accounts balance bob")
    .of(&r::BALANCE)
        .params(&[
            Param::pos("username", "username", "Username of the reseller"),
            Param::req(
                "appname",
                "app-name",
                Kind::Text,
                "Name of the application the account belongs to [default: the profile's app]",
            )
            .setting("app_name"),
        ])
        .nested("balance"),
    Op::seller("fetchteam", "accounts list", "List reseller and manager accounts")
        .since(Generation::Current)
        .example("accounts list")
        .lists(&["resellers", "managers"], &r::ACCOUNT)
        .unverified(),
];
