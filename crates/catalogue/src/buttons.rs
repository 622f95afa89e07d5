//! Seller operations on web-loader buttons (api-catalogue §2.12).

use crate::{Kind, Op, Param};

pub const OPS: &[Op] = &[
    Op::seller("addbutton", "buttons create", "Add a web-loader button")
        .example("buttons create --value launch --text 'Launch game'")
        .params(&[
            Param::req(
                "value",
                "value",
                Kind::Text,
                "Value sent to the loader (unique, no spaces)",
            ),
            Param::req("text", "text", Kind::Text, "Label shown on the button"),
        ]),
];
