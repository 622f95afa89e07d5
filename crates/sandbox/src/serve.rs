//! The accept loop: axum's router over hyper's HTTP/1, one task per connection, with what
//! `axum::serve` lacks — a handler can have its connection closed without an answer (the `drop`
//! and `hang` faults), and stopping ends hanging requests instead of waiting for them.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper::service::Service as _;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::{watch, Notify};

/// In every request's extensions: closes the request's connection, unanswered.
#[derive(Clone)]
pub struct Hangup(Arc<Notify>);

impl Hangup {
    pub fn now(&self) {
        self.0.notify_one();
    }
}

/// Serves `router` on `listener` until `stop` resolves; then stops accepting, lets the
/// connections finish their requests, and returns.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    stop: impl std::future::Future<Output = ()>,
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
        tokio::spawn(async move {
            let conn = hyper::server::conn::http1::Builder::new()
                .serve_connection(TokioIo::new(stream), svc);
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
