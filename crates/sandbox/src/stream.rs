//! Seller list answers sent as their rows are read (issue 40): on a file sandbox's read path a
//! list is written by its handler (`handler::streamed_list`) on a list thread, and once its text
//! passes [`CHUNK`] each chunk goes to the connection through a channel of [`DEPTH`] chunks,
//! the thread waiting while the client reads. The answer is never held whole: 100,000 variables
//! or 200,000 blacklist entries cost the sandbox a few chunks, not the answer (and a tree of
//! values) several times over. A list smaller than a chunk is answered whole, as before.
//!
//! Only where the bytes are the answer as written: seller lists of the current generation. A signed
//! (client 1.2, 1.3) or sealed (1.0) answer needs its whole text, and the 2022 generation rewrites
//! its answers; those are built whole as before (their lists are small: a user's, the chat's).
//! A leaf: it names no other module.

use std::cell::RefCell;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::body::Bytes;
use tokio::sync::{mpsc, oneshot};

/// The text written before the first chunk is sent, and the size of each chunk after it.
pub const CHUNK: usize = 256 * 1024;
/// Chunks written ahead of the client.
const DEPTH: usize = 4;

type Chunk = Result<Bytes, std::io::Error>;

/// Where the list written on this thread goes, once it is large: `started` hands the HTTP side
/// the body when the first chunk is ready; `tx` feeds it from then on.
struct Sink {
    started: Option<oneshot::Sender<Body>>,
    tx: Option<mpsc::Sender<Chunk>>,
}

thread_local! {
    static SINK: RefCell<Option<Sink>> = const { RefCell::new(None) };
}

/// A list's body as it is written: what `started` hands the HTTP side.
pub struct Body(mpsc::Receiver<Chunk>);

impl hyper::body::Body for Body {
    type Data = Bytes;
    type Error = std::io::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<hyper::body::Frame<Bytes>, std::io::Error>>> {
        self.0
            .poll_recv(cx)
            .map(|c| c.map(|c| c.map(hyper::body::Frame::data)))
    }
}

/// Runs `f` (a list read) with a sink on this thread: a list written in it that grows past a
/// chunk is sent through `started`'s body instead of being answered by `f`'s result. `f` must
/// not unwind (the caller catches panics inside it).
pub fn with_sink<T>(started: oneshot::Sender<Body>, f: impl FnOnce() -> T) -> T {
    SINK.with_borrow_mut(|s| {
        *s = Some(Sink {
            started: Some(started),
            tx: None,
        })
    });
    let out = f();
    // Dropping the sender ends the body.
    SINK.with_borrow_mut(|s| *s = None);
    out
}

/// Whether a list written on this thread can be sent as it is written.
pub fn active() -> bool {
    SINK.with_borrow(|s| s.is_some())
}

/// Sends `bytes` (the list's text so far) to the connection, starting the answer the first
/// time; waits while the client is [`DEPTH`] chunks behind. `Ok(false)`: no sink here (the
/// caller keeps the text). An error: the client went away (the read is abandoned).
pub fn send(bytes: Vec<u8>) -> std::io::Result<bool> {
    SINK.with_borrow_mut(|s| {
        let Some(sink) = s.as_mut() else {
            return Ok(false);
        };
        let tx = match &sink.tx {
            Some(tx) => tx.clone(),
            None => {
                let (tx, rx) = mpsc::channel(DEPTH);
                let started = sink.started.take().ok_or_else(gone)?;
                started.send(Body(rx)).map_err(|_| gone())?;
                sink.tx = Some(tx.clone());
                tx
            }
        };
        tx.blocking_send(Ok(Bytes::from(bytes)))
            .map_err(|_| gone())?;
        Ok(true)
    })
}

fn gone() -> std::io::Error {
    std::io::Error::other("the client went away")
}

/// Ends a list already being sent with an error: the connection is closed mid-answer, so the
/// client sees a cut answer, never a complete-looking one.
pub fn fail(e: &anyhow::Error) {
    let tx = SINK.with_borrow(|s| s.as_ref().and_then(|s| s.tx.clone()));
    if let Some(tx) = tx {
        let _ = tx.blocking_send(Err(std::io::Error::other(format!("{e:#}"))));
    }
}

/// Whether the list on this thread started being sent (its answer is the stream's).
pub fn started() -> bool {
    SINK.with_borrow(|s| s.as_ref().is_some_and(|s| s.tx.is_some()))
}
