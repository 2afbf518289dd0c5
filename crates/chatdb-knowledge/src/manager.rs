//! The schema manager (seed 003): schema text at two levels — basic (table
//! names and descriptions) and detailed (columns, types, keys, comments,
//! samples) — cached per data source and level for a TTL, invalidated when
//! the structure changes.

use chatdb_core::RequestType;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How much schema a request gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SchemaLevel {
    Basic,
    Detailed,
}

/// Seed 003's mapping: requests that need numbers get the detailed schema,
/// everything else the basic one.
pub fn level_for(request: RequestType) -> SchemaLevel {
    match request {
        RequestType::DataQuery | RequestType::Visualization | RequestType::MultiStepAnalysis => {
            SchemaLevel::Detailed
        }
        RequestType::Trivial
        | RequestType::Simple
        | RequestType::Consultation
        | RequestType::Calculation
        | RequestType::WebSearch
        | RequestType::Chitchat => SchemaLevel::Basic,
    }
}

/// Where schema text comes from: one call fetches the given level, for the
/// given tables (all when `None`), and says the structure's fingerprint.
pub trait SchemaSource {
    type Error;
    fn fetch(&self, level: SchemaLevel, tables: Option<&[String]>) -> Result<Fetched, Self::Error>;
}

/// What a fetch returns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fetched {
    pub content: String,
    pub fingerprint: String,
}

/// A cached schema text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cached {
    pub content: String,
    /// True when served from the cache.
    pub hit: bool,
}

type Key = (String, SchemaLevel, Option<Vec<String>>);

struct Entry {
    content: String,
    fingerprint: String,
    at: Instant,
}

/// Schema text per (source, level, tables), kept for a TTL.
pub struct SchemaManager {
    ttl: Duration,
    cache: Mutex<HashMap<Key, Entry>>,
    now: Box<dyn Fn() -> Instant + Send + Sync>,
}

/// The default time to keep schema text: 30 minutes.
pub const DEFAULT_TTL: Duration = Duration::from_secs(30 * 60);

impl Default for SchemaManager {
    fn default() -> Self {
        SchemaManager::new(DEFAULT_TTL)
    }
}

impl SchemaManager {
    /// A manager keeping entries for `ttl`.
    pub fn new(ttl: Duration) -> Self {
        SchemaManager {
            ttl,
            cache: Mutex::new(HashMap::new()),
            now: Box::new(Instant::now),
        }
    }

    /// A manager with its own clock (for tests of expiry).
    pub fn with_clock(ttl: Duration, now: impl Fn() -> Instant + Send + Sync + 'static) -> Self {
        SchemaManager {
            ttl,
            cache: Mutex::new(HashMap::new()),
            now: Box::new(now),
        }
    }

    /// Schema text of `source` at `level` for `tables` (all when `None`):
    /// from the cache while fresh, otherwise with exactly one fetch.
    pub fn get<S: SchemaSource>(
        &self,
        source_id: &str,
        level: SchemaLevel,
        tables: Option<&[String]>,
        source: &S,
    ) -> Result<Cached, S::Error> {
        let key: Key = (
            source_id.to_string(),
            level,
            tables.map(|t| {
                let mut v = t.to_vec();
                v.sort();
                v
            }),
        );
        let now = (self.now)();
        if let Some(e) = self.lock().get(&key) {
            if now.duration_since(e.at) < self.ttl {
                tracing::info!(
                    source = source_id,
                    ?level,
                    "[Using cached schema] cache hit"
                );
                return Ok(Cached {
                    content: e.content.clone(),
                    hit: true,
                });
            }
        }
        let fetched = source.fetch(level, tables)?;
        tracing::debug!(source = source_id, ?level, "schema cache miss: fetched");
        self.lock().insert(
            key,
            Entry {
                content: fetched.content.clone(),
                fingerprint: fetched.fingerprint,
                at: now,
            },
        );
        Ok(Cached {
            content: fetched.content,
            hit: false,
        })
    }

    /// Forgets everything cached for a source.
    pub fn invalidate(&self, source_id: &str) {
        self.lock().retain(|k, _| k.0 != source_id);
    }

    /// Forgets a source's entries cached under another structure than
    /// `fingerprint`; returns how many were dropped.
    pub fn invalidate_if_changed(&self, source_id: &str, fingerprint: &str) -> usize {
        let mut cache = self.lock();
        let before = cache.len();
        cache.retain(|k, e| k.0 != source_id || e.fingerprint == fingerprint);
        before - cache.len()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Key, Entry>> {
        // A panic while holding the lock can only leave a complete map behind.
        self.cache.lock().unwrap_or_else(|p| p.into_inner())
    }
}
