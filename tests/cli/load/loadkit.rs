//! A raw seller API client for the load tests (load/database.rs): no CLI in the way, every answer
//! that would be a fault (5xx, "database is locked", a refusal where success was due) recorded.

use serde_json::Value;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A seller API client that records every answer that would be a fault.
#[derive(Clone)]
pub struct Seller {
    http: reqwest::Client,
    url: String,
    key: String,
    pub faults: Arc<Mutex<Vec<String>>>,
    pub requests: Arc<AtomicUsize>,
}

impl Seller {
    pub fn new(base_url: &str, key: &str) -> Seller {
        Seller {
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(60))
                .pool_max_idle_per_host(64)
                .build()
                .unwrap(),
            url: format!("{base_url}/api/seller/"),
            key: key.to_string(),
            faults: Arc::default(),
            requests: Arc::default(),
        }
    }

    /// Sends one request; `None` when it got no answer (refused, reset). Records 5xx and lock errors.
    pub async fn send(&self, pairs: &[(&str, &str)]) -> Option<Value> {
        let mut q = vec![("sellerkey", self.key.as_str())];
        q.extend_from_slice(pairs);
        let resp = self.http.get(&self.url).query(&q).send().await.ok()?;
        let status = resp.status().as_u16();
        let text = resp.text().await.ok()?;
        self.requests.fetch_add(1, Ordering::Relaxed);
        if status >= 500 || text.contains("database is locked") {
            self.faults
                .lock()
                .unwrap()
                .push(format!("{pairs:?} → HTTP {status}: {text}"));
        }
        serde_json::from_str(&text).ok()
    }

    /// Sends and expects `success: true`; a refusal is a fault too.
    pub async fn must(&self, pairs: &[(&str, &str)]) -> Value {
        let v = self.send(pairs).await.unwrap_or(Value::Null);
        if v["success"] != true {
            self.faults
                .lock()
                .unwrap()
                .push(format!("{pairs:?} refused: {v}"));
        }
        v
    }

    pub fn faults(&self) -> Vec<String> {
        self.faults.lock().unwrap().clone()
    }

    /// The values of `field` in the list `fetch` answers (empty when the list is empty).
    pub async fn column(&self, fetch: &str, list: &str, field: &str) -> Vec<String> {
        let v = self.send(&[("type", fetch)]).await.expect("list answers");
        v[list]
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|r| r[field].as_str().unwrap().to_string())
                    .collect()
            })
            .unwrap_or_default()
    }
}
