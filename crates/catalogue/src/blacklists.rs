//! Seller operations of the `blacklists` group (api-catalogue §2).

use crate::Op;

pub const OPS: &[Op] = &[];
