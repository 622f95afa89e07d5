//! The app-state family: `backup`, `restore`, `export`, `plan` and `apply` move an app's records
//! between the service and a file. Each command is a thin file here; what they share is in
//! `shared/` (the backup document as the catalogue declares it, reading the target, steps and
//! the one place their writes are sent); what only one command needs is in its own folder
//! (`dump/` for backup, `restoring/` for restore, `appcode/` for the app file of export, plan
//! and apply). Imports point one way: the commands -> their folders -> `shared/`.

pub mod appcode;
pub mod apply;
pub mod backup;
mod dump;
pub mod export;
pub mod plan;
pub mod restore;
mod restoring;
pub(crate) mod shared;
