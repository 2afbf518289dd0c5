//! The catalog of a data source: its schema and column profiles, stored as
//! JSON in the data directory and reused while the schema is unchanged
//! (and the profiler that wrote it is the current one).

use crate::profiler::{profile, ProfileOptions, ProfileProgress};
use crate::ProfileError;
use chatdb_connect::Connector;
use chatdb_core::profile::Catalog;
use std::path::{Path, PathBuf};

/// Bumped when profiles start to keep something stored catalogs lack
/// (2: 200 top values per column instead of 10), so they are redone once.
pub const PROFILER_VERSION: u32 = 2;

/// Where catalogs live: one JSON file per source under a directory.
#[derive(Debug, Clone)]
pub struct CatalogStore {
    dir: PathBuf,
}

impl CatalogStore {
    /// A store under `dir` (created on first save).
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        CatalogStore { dir: dir.into() }
    }

    /// The file a source's catalog is kept in: a readable slug of the
    /// source plus a hash, so different sources never collide.
    pub fn path_for(&self, source_id: &str) -> PathBuf {
        use stable_hash::short_hash;
        let slug: String = source_id
            .chars()
            .rev()
            .take(40)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .map(|c| if c.is_alphanumeric() { c } else { '_' })
            .collect();
        self.dir
            .join(format!("{slug}-{}.catalog.json", short_hash(source_id)))
    }

    /// The stored catalog of a source, if any. A file that can't be read as
    /// a catalog (older format, damaged) counts as none and is replaced on
    /// the next save.
    pub fn load(&self, source_id: &str) -> Result<Option<Catalog>, ProfileError> {
        let path = self.path_for(source_id);
        match std::fs::read(&path) {
            Ok(bytes) => Ok(serde_json::from_slice(&bytes).ok()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(store_error("read", &path, e)),
        }
    }

    /// Saves atomically: a reader never sees a half-written file.
    pub fn save(&self, catalog: &Catalog) -> Result<(), ProfileError> {
        let path = self.path_for(&catalog.source);
        std::fs::create_dir_all(&self.dir)
            .map_err(|e| store_error("create the directory of", &path, e))?;
        let json =
            serde_json::to_vec_pretty(catalog).map_err(|e| store_error("encode", &path, e))?;
        let tmp = path.with_extension(format!("tmp{}", std::process::id()));
        std::fs::write(&tmp, json).map_err(|e| store_error("write", &tmp, e))?;
        std::fs::rename(&tmp, &path).map_err(|e| store_error("replace", &path, e))
    }

    /// The current catalog: introspects the source, reuses the stored
    /// profiles when the fingerprint matches, otherwise profiles and saves.
    pub async fn refresh(
        &self,
        connector: &dyn Connector,
        source_id: &str,
        options: &ProfileOptions,
        progress: &mut (dyn FnMut(ProfileProgress<'_>) + Send),
    ) -> Result<Catalog, ProfileError> {
        let schema = connector.introspect().await?;
        let fingerprint = schema.fingerprint();
        if let Some(mut stored) = self.load(source_id)? {
            if stored.fingerprint == fingerprint && stored.profiler_version >= PROFILER_VERSION {
                // Comments may have changed without changing the structure.
                stored.schema = schema;
                return Ok(stored);
            }
        }
        let tables = profile(connector, &schema, options, progress).await?;
        let catalog = Catalog {
            source: source_id.to_string(),
            fingerprint,
            profiler_version: PROFILER_VERSION,
            profiled_at: std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs()),
            schema,
            tables,
        };
        self.save(&catalog)?;
        Ok(catalog)
    }
}

fn store_error(action: &'static str, path: &Path, e: impl std::fmt::Display) -> ProfileError {
    ProfileError::Store {
        action,
        path: path.display().to_string(),
        cause: e.to_string(),
    }
}

mod stable_hash {
    /// First 12 hex digits of a stable hash (FNV-1a, 64-bit): stable across
    /// Rust versions and platforms, unlike `DefaultHasher`.
    pub fn short_hash(s: &str) -> String {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in s.bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
        format!("{h:016x}")[..12].to_string()
    }
}
