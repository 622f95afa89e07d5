//! Seller operations on files (api-catalogue §2.6).

use crate::resources as r;
use crate::{Differences, Generation, Kind, NotFailure, Objects, Op, Outcomes, Param};

const ID: Param = Param::pos("id", "id", "File id (6 digits)").completes(Objects::Files);

pub const OPS: &[Op] = &[
    Op::seller(
        "upload",
        "files upload",
        "Register a file by the URL the service downloads it from",
    )
    .example("files upload https://example.com/loader.exe")
    .of(&r::UPLOAD)
    // The 2022 server named the new id only in its message (keyauth-transcripts.md #156).
    .differs(&[Differences::on(Generation::Open2022)
        .lacks(&["id"])
        .reads(&["url"])])
    .params(&[Param::pos("url", "url", "Public URL of the file").max(2048)]),
    Op::seller(
        "fetchfile",
        "files info",
        "Show one file: URL, name, size and access",
    )
    .since(Generation::Current)
    .instead("files list")
    .read()
    .example("files info 123456")
    .of(&r::FILE)
    .params(&[ID])
    .nested("file"),
    Op::seller(
        "editfile",
        "files edit",
        "Point a file at a new URL (downloaded again) and set who may fetch it",
    )
    .since(Generation::Current)
    .instead("files delete, then files upload")
    .example("files edit 123456 --url https://example.com/loader-v2.exe --authed")
    .params(&[
        ID,
        Param::req(
            "url",
            "url",
            Kind::Text,
            "Public URL of the new file (must answer 200)",
        )
        .max(2048),
        Param::req(
            "authed",
            "authed",
            Kind::Switch(None),
            "Only logged-in users may download it",
        ),
    ]),
    Op::seller("delfile", "files delete", "Delete a file by id or name")
        .differs(&[Differences::on(Generation::Open2022)
            .words(&[(
                "Successfully deleted files!",
                "Successfully deleted all files!",
            )])
            .reads(&["fileid"])])
        .example("files delete 123456 --yes")
        .params(&[
            Param::pos_opt("fileid", "fileid", "File id or file name").completes(Objects::Files)
        ])
        .needs_one()
        .destructive(),
    Op::seller("delallfiles", "files delete-all", "Delete every file")
        .example("files delete-all --yes")
        .mass("fetchallfiles")
        // The service's answer when there was nothing to delete (keyauth-transcripts: "none left").
        .not_failures(&[NotFailure::NothingToDo("Failed to delete all files!")]),
    Op::seller("fetchallfiles", "files list", "List files")
        .example("files list")
        // keyauth-transcripts.md #158: `id` and `url` only.
        .differs(&[Differences::on(Generation::Open2022)
            .json(Outcomes::All)
            .words(&[("No files found", "No files Found")])
            .lacks(&["files.name", "files.size", "files.authed"])])
        .list("files", &r::FILE),
];
