//! Seller operations on global application variables (api-catalogue §2.5).

use crate::Op;

pub const OPS: &[Op] = &[];
