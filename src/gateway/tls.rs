//! TLS for a gateway listening beyond loopback (`--tls-cert`, `--tls-key`): rustls with the ring
//! provider, both already built for reqwest. The handshake runs in the connection's own task,
//! within the slow-client deadline (`licensectl_sandbox::serve::Serving`).

use std::path::Path;
use std::sync::Arc;

use licensectl_sandbox::serve::{Conn, Wrap};
use tokio_rustls::rustls;
use tokio_rustls::rustls::pki_types::pem::PemObject;
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};

use crate::error::Failure;

/// The largest certificate chain or key file read: 1 MiB.
const PEM_MAX: u64 = 1 << 20;

#[derive(Clone)]
pub struct Tls(tokio_rustls::TlsAcceptor);

impl Tls {
    /// The certificate chain and key, PEM files.
    pub fn load(cert: &Path, key: &Path) -> Result<Tls, Failure> {
        let bad = |what: &Path, e: &dyn std::fmt::Display| {
            Failure::Config(format!("{}: {e}", what.display()))
        };
        // Read bounded (`input::read_small`): a chain is a few KiB; `/dev/zero` ends at once.
        let cert_pem = crate::input::read_small(cert, PEM_MAX, "the certificate")?;
        let key_pem = crate::input::read_small(key, PEM_MAX, "the key")?;
        let certs = CertificateDer::pem_slice_iter(cert_pem.as_bytes())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| bad(cert, &e))?;
        if certs.is_empty() {
            return Err(bad(cert, &"no certificate in the file"));
        }
        let private =
            PrivateKeyDer::from_pem_slice(key_pem.as_bytes()).map_err(|e| bad(key, &e))?;
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let config = rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(|e| bad(cert, &e))?
            .with_no_client_auth()
            .with_single_cert(certs, private)
            .map_err(|e| bad(key, &e))?;
        Ok(Tls(tokio_rustls::TlsAcceptor::from(Arc::new(config))))
    }

    /// The accept loop's wrapper: each stream's handshake.
    pub fn wrap(self) -> Wrap {
        Arc::new(move |stream| {
            let acceptor = self.0.clone();
            Box::pin(async move {
                let tls = acceptor.accept(stream).await?;
                Ok(Box::new(tls) as Box<dyn Conn>)
            })
        })
    }
}
