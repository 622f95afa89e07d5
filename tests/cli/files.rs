//! Seller `files`: uploads, info, edits and deletes.

use crate::harness::faultserver::{http, serve, Fault};
use crate::harness::Sandbox;
use serde_json::json;

#[test]
fn files_upload_info_edit_delete() {
    let sb = Sandbox::start();
    let origin = serve(Fault::Raw(http("200 OK", &[], b"bytes")));
    let url = format!("{origin}/dl/loader.exe");
    let v = sb.json(&["files", "upload", &url]);
    let id = v["id"].as_str().unwrap().to_string();
    assert_eq!(id.len(), 6, "{v}");
    assert_eq!(v["message"], format!("File ID {id} Uploaded Successfully"));
    let file = sb.json(&["files", "info", &id]);
    assert_eq!(
        file,
        json!({"id": id, "url": url, "name": "loader.exe", "size": "5 B", "authed": true})
    );
    let list = sb.json(&["files", "list"]);
    assert_eq!(
        (list[0]["id"].as_str(), list[0]["url"].as_str()),
        (Some(id.as_str()), Some(url.as_str()))
    );
    let err = sb.fails(1, &["files", "info", "000000"]);
    assert!(err.contains("No file Found with ID: 000000"), "{err}");
    let gone = serve(Fault::Raw(http("404 Not Found", &[], b"no")));
    let err = sb.fails(1, &["files", "upload", &format!("{gone}/x.bin")]);
    assert!(err.contains("URL is invalid"), "{err}");

    // edit re-downloads: a bigger file under a new name, no login needed.
    let bigger = serve(Fault::Raw(http("200 OK", &[], &[b'x'; 2048])));
    let url2 = format!("{bigger}/loader-v2.exe");
    let v = sb.json(&["files", "edit", &id, "--url", &url2, "--no-authed"]);
    assert_eq!(v["message"], "Successfully updated file");
    let file = sb.json(&["files", "info", &id]);
    assert_eq!(
        (
            file["name"].as_str(),
            file["size"].as_str(),
            file["authed"].as_bool()
        ),
        (Some("loader-v2.exe"), Some("2.0 KB"), Some(false))
    );
    let err = sb.fails(
        1,
        &[
            "files",
            "edit",
            &id,
            "--url",
            &format!("{gone}/y"),
            "--authed",
        ],
    );
    assert!(
        err.contains("Failed to fetch file. HTTP Status: 404"),
        "{err}"
    );
    assert_eq!(
        sb.json(&["files", "info", &id])["authed"],
        false,
        "a failed edit changes nothing"
    );

    assert!(sb.fails(2, &["files", "delete", &id]).contains("--yes"));
    assert_eq!(
        sb.json(&["files", "delete", &id, "--yes"])["message"],
        "Successfully deleted files!"
    );
    assert!(sb
        .fails(1, &["files", "info", &id])
        .contains("No file Found"));
    assert!(sb
        .fails(1, &["files", "delete", &id, "--yes"])
        .contains("Failed to delete"));
    sb.json(&["files", "upload", &url]);
    sb.json(&["files", "upload", &url]);
    assert!(sb.fails(2, &["files", "delete-all"]).contains("--yes"));
    assert_eq!(sb.json(&["files", "list"]).as_array().unwrap().len(), 2);
    assert_eq!(
        sb.json(&["files", "delete-all", "--yes"])["message"],
        "Successfully deleted all files!"
    );
    assert_eq!(sb.json(&["files", "list"]), json!([]));
    assert!(sb
        .fails(0, &["files", "delete-all", "--yes"])
        .contains("Failed to delete all files!"));
}
