//! Seller operations of the `app` group (api-catalogue §2).

use crate::Op;

pub const OPS: &[Op] = &[];
