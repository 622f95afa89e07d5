//! The family's shared layer: the backup document (`document`: its sections and the records'
//! fields as `licensectl_catalogue::document` declares them, checked whole; `stream`: read one
//! record at a time), reading the target (`target`), configuration records as values and
//! requests (`records`), steps of requests (`steps`), sending them (`send`, with the `journal`
//! a resumed run reads). Nothing here imports a command.

pub(crate) mod document;
pub(crate) mod journal;
pub(crate) mod records;
pub(crate) mod send;
pub(crate) mod steps;
pub(crate) mod stream;
pub(crate) mod target;
