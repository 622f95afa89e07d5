//! Seller operations of the `sessions` group (api-catalogue §2).

use crate::Op;

pub const OPS: &[Op] = &[];
