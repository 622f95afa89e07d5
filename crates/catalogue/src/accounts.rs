//! Seller operations of the `accounts` group (api-catalogue §2).

use crate::Op;

pub const OPS: &[Op] = &[];
