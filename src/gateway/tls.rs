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

#[derive(Clone)]
pub struct Tls(tokio_rustls::TlsAcceptor);

impl Tls {
    /// The certificate chain and key, PEM files.
    pub fn load(cert: &Path, key: &Path) -> Result<Tls, Failure> {
        let bad = |what: &Path, e: &dyn std::fmt::Display| {
            Failure::Config(format!("{}: {e}", what.display()))
        };
        let certs = CertificateDer::pem_file_iter(cert)
            .map_err(|e| bad(cert, &e))?
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| bad(cert, &e))?;
        if certs.is_empty() {
            return Err(bad(cert, &"no certificate in the file"));
        }
        let private = PrivateKeyDer::from_pem_file(key).map_err(|e| bad(key, &e))?;
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
