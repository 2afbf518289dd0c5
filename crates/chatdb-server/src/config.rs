//! `chatdb.yaml`: the data sources a server answers about, the bearer
//! tokens that may use them (with access policies), and its limits.
//! Secrets are never in the file in clear: a token is named by the
//! environment variable that holds it (or by its SHA-256), a database
//! password by the variable that holds it.
//!
//! ```yaml
//! sources:
//!   - id: demo                      # the demo warehouse (no `db`)
//!   - id: sales
//!     db: postgres://analyst@db.internal:5432/sales
//!     password_env: SALES_DB_PASSWORD
//!     semantic: /etc/chatdb/sales.semantic.yaml
//!     llm: openai:gpt-4o-mini
//! tokens:
//!   - name: alice
//!     token_env: CHATDB_TOKEN_ALICE
//!     sources: ["*"]
//!   - name: east-team
//!     token_sha256: 5e88…
//!     sources: [sales]
//!     access:
//!       sales:
//!         tables:
//!           orders: { row_filter: "region = 'east'", deny_columns: [customer_phone] }
//! limits:
//!   request_timeout_secs: 60
//!   max_concurrent: 64
//!   max_memory: 1GiB                # one query's memory (--max-memory)
//!   memory_budget: 4GiB             # shared by all queries running at once
//! ```

use chatdb_flow::SourceConfig;
use chatdb_guard::AccessPolicy;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

/// The whole configuration file.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServerConfig {
    /// Data sources, the first one the default. Empty: the demo warehouse.
    #[serde(default)]
    pub sources: Vec<SourceConfig>,
    /// Bearer tokens. Empty: no authentication (loopback only).
    #[serde(default)]
    pub tokens: Vec<TokenConfig>,
    #[serde(default)]
    pub limits: Limits,
}

/// One bearer token.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokenConfig {
    /// Who holds it (recorded with their feedback, shown in logs).
    pub name: String,
    /// The environment variable holding the token.
    #[serde(default)]
    pub token_env: Option<String>,
    /// The token's SHA-256, in hex (so the file holds no secret at all).
    #[serde(default)]
    pub token_sha256: Option<String>,
    /// Source ids it may use; `"*"` for all.
    pub sources: Vec<String>,
    /// Access policy per source id (row filters, denied tables/columns).
    #[serde(default)]
    pub access: BTreeMap<String, AccessPolicy>,
}

/// Bounds on requests.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Limits {
    /// A request (a whole run) is answered within this long.
    pub request_timeout_secs: f64,
    /// Requests larger than this are refused (413).
    pub max_body_bytes: usize,
    /// At most this many API requests at once; more get 503 + Retry-After.
    pub max_concurrent: usize,
    /// Rows a query may return.
    pub max_rows: usize,
    /// Time one query may take.
    pub query_timeout_secs: f64,
    /// On SIGTERM, runs under way get this long to finish before they are
    /// cancelled (and recorded as such).
    pub shutdown_grace_secs: f64,
    /// Memory one query may use (`512MiB`, `1GiB`); default: the
    /// workspace's (`--max-memory`, 1 GiB).
    pub max_memory: Option<String>,
    /// Memory all queries running at once share; a query that finds no
    /// room within `memory_wait_secs` gets 503 + Retry-After. Default: four
    /// queries' worth.
    pub memory_budget: Option<String>,
    pub memory_wait_secs: f64,
}

impl Limits {
    /// `max_memory` and `memory_budget` in bytes (checked by `check`).
    pub fn memory(&self, default_max: u64) -> Result<(u64, u64), String> {
        let size = |name: &str, v: &Option<String>| {
            v.as_deref()
                .map(chatdb_connect::parse_size)
                .transpose()
                .map_err(|e| format!("limits.{name}: {e}"))
        };
        let max = size("max_memory", &self.max_memory)?.unwrap_or(default_max);
        let budget = size("memory_budget", &self.memory_budget)?.unwrap_or(max.saturating_mul(4));
        if budget < max {
            return Err("limits.memory_budget must be at least limits.max_memory".into());
        }
        Ok((max, budget))
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            request_timeout_secs: 120.0,
            max_body_bytes: 256 * 1024,
            max_concurrent: 64,
            max_rows: 1000,
            query_timeout_secs: 30.0,
            shutdown_grace_secs: 20.0,
            max_memory: None,
            memory_budget: None,
            memory_wait_secs: 10.0,
        }
    }
}

/// A configuration that can't be used, said so at start-up.
#[derive(Debug, thiserror::Error)]
#[error("{file}: {message}")]
pub struct ConfigError {
    pub file: String,
    pub message: String,
}

impl ServerConfig {
    /// Reads and checks a configuration file.
    pub fn load(path: &Path) -> Result<ServerConfig, ConfigError> {
        let err = |message: String| ConfigError {
            file: path.display().to_string(),
            message,
        };
        let text = std::fs::read_to_string(path).map_err(|e| err(e.to_string()))?;
        let config: ServerConfig = serde_yaml::from_str(&text).map_err(|e| err(e.to_string()))?;
        config.check().map_err(err)?;
        Ok(config)
    }

    /// The configuration without a file: the demo warehouse, no tokens.
    pub fn demo() -> ServerConfig {
        ServerConfig::default()
    }

    /// Consistency checks serde can't express.
    pub fn check(&self) -> Result<(), String> {
        let mut ids = std::collections::BTreeSet::new();
        for s in &self.sources {
            if s.id.trim().is_empty() || s.id.contains(['/', '?', '#', ' ']) {
                return Err(format!(
                    "source id {:?} must be non-empty, without spaces, '/', '?' or '#'",
                    s.id
                ));
            }
            if !ids.insert(s.id.as_str()) {
                return Err(format!("source id {:?} is used twice", s.id));
            }
            if let Some(db) = &s.db {
                if has_password(db) {
                    return Err(format!(
                        "source {:?}: the database URL holds a password; put it in an \
                         environment variable and name that in `password_env`",
                        s.id
                    ));
                }
            }
        }
        let mut names = std::collections::BTreeSet::new();
        for t in &self.tokens {
            if !names.insert(t.name.as_str()) {
                return Err(format!("token name {:?} is used twice", t.name));
            }
            match (&t.token_env, &t.token_sha256) {
                (Some(_), None) => {}
                (None, Some(h)) if h.len() == 64 && h.chars().all(|c| c.is_ascii_hexdigit()) => {}
                (None, Some(_)) => {
                    return Err(format!(
                        "token {:?}: token_sha256 must be 64 hex digits",
                        t.name
                    ))
                }
                _ => {
                    return Err(format!(
                        "token {:?}: give exactly one of token_env or token_sha256",
                        t.name
                    ))
                }
            }
            for id in t.sources.iter().chain(t.access.keys()) {
                if id != "*" && !self.source_ids().any(|s| s == id) {
                    return Err(format!("token {:?} names unknown source {id:?}", t.name));
                }
            }
        }
        let l = &self.limits;
        l.memory(chatdb_connect::DEFAULT_MAX_MEMORY)?;
        for (name, v) in [
            ("request_timeout_secs", l.request_timeout_secs),
            ("query_timeout_secs", l.query_timeout_secs),
            ("memory_wait_secs", l.memory_wait_secs),
        ] {
            if !(v.is_finite() && v > 0.0) {
                return Err(format!(
                    "limits.{name} must be a positive number of seconds"
                ));
            }
        }
        if !(l.shutdown_grace_secs.is_finite() && l.shutdown_grace_secs >= 0.0) {
            return Err("limits.shutdown_grace_secs must be zero or more seconds".into());
        }
        for (name, v) in [
            ("max_body_bytes", l.max_body_bytes),
            ("max_concurrent", l.max_concurrent),
            ("max_rows", l.max_rows),
        ] {
            if v == 0 {
                return Err(format!("limits.{name} must be at least 1"));
            }
        }
        Ok(())
    }

    /// The ids of the configured sources (`demo` when none are).
    pub fn source_ids(&self) -> impl Iterator<Item = &str> {
        let default: &[&str] = if self.sources.is_empty() {
            &["demo"]
        } else {
            &[]
        };
        self.sources
            .iter()
            .map(|s| s.id.as_str())
            .chain(default.iter().copied())
    }
}

/// True when a URL carries a password (`scheme://user:password@host`).
fn has_password(db: &str) -> bool {
    let Some((_, rest)) = db.split_once("://") else {
        return false;
    };
    let authority = rest.split(['/', '?']).next().unwrap_or("");
    authority
        .rsplit_once('@')
        .is_some_and(|(userinfo, _)| userinfo.contains(':'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(yaml: &str) -> Result<ServerConfig, String> {
        let c: ServerConfig = serde_yaml::from_str(yaml).map_err(|e| e.to_string())?;
        c.check()?;
        Ok(c)
    }

    #[test]
    fn a_full_configuration_reads() {
        let c = parse(
            r#"
sources:
  - id: demo
  - id: pg
    db: postgres://u@h:5432/x
    password_env: PW
tokens:
  - name: a
    token_env: TOK
    sources: ['*']
  - name: b
    token_sha256: '0000000000000000000000000000000000000000000000000000000000000000'
    sources: [pg]
    access:
      pg:
        tables:
          t: { row_filter: 'x = 1' }
limits:
  max_concurrent: 8
"#,
        )
        .expect("valid");
        assert_eq!(c.sources.len(), 2);
        assert_eq!(c.limits.max_concurrent, 8);
        assert_eq!(c.limits.max_rows, 1000, "unset limits keep their defaults");
        assert!(c.tokens[1].access["pg"].tables.contains_key("t"));
    }

    #[test]
    fn secrets_in_clear_and_mistakes_are_refused() {
        let e = parse("sources:\n  - id: pg\n    db: postgres://u:hunter2@h/x\n").unwrap_err();
        assert!(e.contains("password_env"), "{e}");
        assert!(!e.contains("hunter2"), "{e}");
        let e = parse("sources:\n  - id: a\n  - id: a\n").unwrap_err();
        assert!(e.contains("twice"), "{e}");
        let e = parse("tokens:\n  - name: a\n    sources: ['*']\n").unwrap_err();
        assert!(e.contains("exactly one"), "{e}");
        let e = parse("tokens:\n  - name: a\n    token_env: T\n    sources: [nope]\n").unwrap_err();
        assert!(e.contains("unknown source"), "{e}");
        let e = parse("limits:\n  max_concurrent: 0\n").unwrap_err();
        assert!(e.contains("max_concurrent"), "{e}");
        let e = parse("limits:\n  request_timeout_secs: -1\n").unwrap_err();
        assert!(e.contains("request_timeout_secs"), "{e}");
        let e = parse("sourcez: []\n").unwrap_err();
        assert!(e.contains("unknown field"), "{e}");
    }

    #[test]
    fn passwords_are_found_only_in_the_authority() {
        assert!(has_password("postgres://u:p@h/x"));
        assert!(has_password("mysql://root:@h/x"));
        assert!(!has_password("postgres://u@h/x?opt=a:b@c"));
        assert!(!has_password("/data/x.duckdb"));
    }
}
