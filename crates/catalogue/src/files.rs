//! Seller operations on files (api-catalogue §2.6).

use crate::{Op, Param};

pub const OPS: &[Op] = &[
    Op::seller(
        "upload",
        "files upload",
        "Register a file by the URL the service downloads it from",
    )
    .example("files upload https://example.com/loader.exe")
    .params(&[Param::pos("url", "url", "Public URL of the file")]),
    Op::seller("delfile", "files delete", "Delete a file by id or name")
        .example("files delete 123456 --yes")
        .params(&[Param::pos_opt("fileid", "fileid", "File id or file name")])
        .destructive(),
];
