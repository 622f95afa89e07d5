//! The accept loop: axum's router over hyper's HTTP/1, one task per connection, with what
//! `axum::serve` lacks — a handler can have its connection closed without an answer (the `drop`
//! and `hang` faults), and stopping ends hanging requests instead of waiting for them.
//!
//! Public for the gateway (src/gateway/), which serves its own router on it (`serve_with`): with
//! a deadline for a request's head (slow clients), and its connections wrapped in TLS. `Local`
//! calls a router in the caller's task, with no connection: the embedded sandbox's road.

use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper::service::Service as _;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, Notify};

/// In every request's extensions: closes the request's connection, unanswered.
#[derive(Clone)]
pub struct Hangup(Arc<Notify>);

impl Hangup {
    pub fn now(&self) {
        self.0.notify_one();
    }
}

/// A sandbox's router called in-process (`Running::local`): each request is handed to it as
/// hyper would hand it over a connection (the peer's address and a `Hangup` in its extensions),
/// in the caller's task — no socket, no HTTP parsing, no thread hand-off. A fault that closes
/// the connection (`drop`, `hang` once released) ends the call with `Closed`, as a client sees
/// its connection close unanswered.
#[derive(Clone)]
pub struct Local {
    router: Router,
    /// The sandbox's listening address: the requests it serves are the ones sent there.
    pub addr: SocketAddr,
}

/// The request's connection was closed with no answer (the `drop` and `hang` faults).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Closed;

impl Local {
    pub(crate) fn new(router: Router, addr: SocketAddr) -> Local {
        Local { router, addr }
    }

    /// Serves one request as a connection from loopback would have it served.
    pub async fn call(
        &self,
        mut req: axum::http::Request<axum::body::Body>,
    ) -> Result<axum::response::Response, Closed> {
        let hangup = Hangup(Arc::new(Notify::new()));
        req.extensions_mut()
            .insert(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 0))));
        req.extensions_mut().insert(hangup.clone());
        let svc = TowerToHyperService::new(self.router.clone());
        tokio::select! {
            answered = svc.call(req) => Ok(match answered {
                Ok(r) => r,
                Err(never) => match never {},
            }),
            _ = hangup.0.notified() => Err(Closed),
        }
    }
}

/// A connection's byte stream: the TCP stream itself, or what a wrapper made of it (TLS).
pub trait Conn: AsyncRead + AsyncWrite + Unpin + Send + 'static {}
impl<T: AsyncRead + AsyncWrite + Unpin + Send + 'static> Conn for T {}

/// Turns an accepted stream into the one HTTP is read from (a TLS handshake); an error drops it.
pub type Wrap = Arc<
    dyn Fn(
            TcpStream,
        )
            -> Pin<Box<dyn std::future::Future<Output = std::io::Result<Box<dyn Conn>>> + Send>>
        + Send
        + Sync,
>;

/// How `serve_with` treats connections beyond what `serve` does.
#[derive(Clone, Default)]
pub struct Serving {
    /// A request's head must arrive within this (a slow client holds a connection no longer);
    /// the wrapper's handshake too.
    pub head_timeout: Option<Duration>,
    /// Applied to each accepted stream, in the connection's own task.
    pub wrap: Option<Wrap>,
}

/// Serves `router` on `listener` until `stop` resolves; then stops accepting, lets the
/// connections finish their requests, and returns.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    stop: impl std::future::Future<Output = ()>,
) {
    serve_with(listener, router, stop, Serving::default()).await
}

/// `serve`, with the deadlines and the stream wrapper of `how`.
pub async fn serve_with(
    listener: TcpListener,
    router: Router,
    stop: impl std::future::Future<Output = ()>,
    how: Serving,
) {
    let (closing_tx, closing) = watch::channel(false);
    let (done_tx, done) = watch::channel(());
    tokio::pin!(stop);
    loop {
        let (stream, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                // A connection that failed before it was accepted (reset, out of descriptors):
                // the next one may do.
                Err(_) => {
                    tokio::task::yield_now().await;
                    continue;
                }
            },
            _ = &mut stop => break,
        };
        let _ = stream.set_nodelay(true);
        let hangup = Hangup(Arc::new(Notify::new()));
        let svc = connection_service(router.clone(), remote, hangup.clone());
        let mut closing = closing.clone();
        let done = done.clone();
        let how = how.clone();
        tokio::spawn(async move {
            let io: Box<dyn Conn> = match &how.wrap {
                None => Box::new(stream),
                Some(wrap) => {
                    let limit = how.head_timeout.unwrap_or(Duration::from_secs(30));
                    match tokio::time::timeout(limit, wrap(stream)).await {
                        Ok(Ok(io)) => io,
                        _ => return drop(done),
                    }
                }
            };
            let mut builder = hyper::server::conn::http1::Builder::new();
            if let Some(limit) = how.head_timeout {
                builder
                    .timer(hyper_util::rt::TokioTimer::new())
                    .header_read_timeout(limit);
            }
            let conn = builder.serve_connection(TokioIo::new(io), svc);
            tokio::pin!(conn);
            let mut graceful = false;
            loop {
                tokio::select! {
                    _ = conn.as_mut() => break,
                    // Dropping the connection closes the socket with no answer sent.
                    _ = hangup.0.notified() => break,
                    changed = closing.changed(), if !graceful => {
                        graceful = true;
                        if changed.is_ok() {
                            conn.as_mut().graceful_shutdown();
                        }
                    }
                }
            }
            drop(done);
        });
    }
    drop(listener);
    let _ = closing_tx.send(true);
    drop(done);
    // Every connection task holds a receiver: closed when the last one ends.
    done_tx.closed().await;
}

/// The router as a hyper service for one connection: each request carries the peer's address
/// (`ConnectInfo`) and the connection's `Hangup`.
fn connection_service(
    router: Router,
    remote: SocketAddr,
    hangup: Hangup,
) -> impl hyper::service::Service<
    hyper::Request<Incoming>,
    Response = axum::response::Response,
    Error = std::convert::Infallible,
    Future = impl std::future::Future<
        Output = Result<axum::response::Response, std::convert::Infallible>,
    > + Send,
> + Send
       + 'static {
    let inner = TowerToHyperService::new(router);
    hyper::service::service_fn(move |mut req: hyper::Request<Incoming>| {
        req.extensions_mut().insert(ConnectInfo(remote));
        req.extensions_mut().insert(hangup.clone());
        inner.call(req)
    })
}
