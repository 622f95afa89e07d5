//! Seller operations on the IP whitelist that bypasses the VPN block (api-catalogue §2.10, §2.17).

use crate::{Generation, Op, Param};

const IP: Param = Param::pos("ip", "ip", "The IP address").max(49);

pub const OPS: &[Op] = &[
    Op::seller(
        "addWhite",
        "whitelists create",
        "Let an IP past the VPN block",
    )
    .since(Generation::Current)
    .example("whitelists create 198.51.100.23")
    .params(&[IP]),
    Op::seller(
        "delWhite",
        "whitelists delete",
        "Remove an IP from the whitelist",
    )
    .since(Generation::Current)
    .example("whitelists delete 198.51.100.23 --yes")
    .params(&[IP])
    .destructive(),
    Op::seller(
        "delallwhites",
        "whitelists delete-all",
        "Remove every IP from the whitelist",
    )
    .since(Generation::Current)
    .example("whitelists delete-all --yes")
    .destructive()
    .unverified(),
];
