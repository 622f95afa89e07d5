//! Seller operations of the `whitelists` group (api-catalogue §2).

use crate::Op;

pub const OPS: &[Op] = &[];
