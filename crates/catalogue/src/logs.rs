//! Seller operations of the `logs` group (api-catalogue §2).

use crate::Op;

pub const OPS: &[Op] = &[];
