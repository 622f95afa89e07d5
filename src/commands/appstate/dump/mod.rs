//! `backup`'s own parts: what it reads into the document (`gather`) and how the document is
//! written, the licenses and users streamed (`write`).

pub(super) mod gather;
pub(super) mod write;
