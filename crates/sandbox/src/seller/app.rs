//! Seller `app` handlers (api-catalogue §2).

use crate::reply::Handler;

pub const HANDLERS: &[(&str, Handler)] = &[];
