//! Parsing `--db` values into a [`DataSource`], and printing them without
//! secrets.

use crate::error::ConnectError;
use chatdb_core::Dialect;
use std::fmt;
use std::path::{Path, PathBuf};

/// Where the data lives, as named by the user.
#[derive(Clone, PartialEq, Eq)]
pub enum DataSource {
    /// A DuckDB file, or an in-memory database when `path` is `None`.
    DuckDb { path: Option<PathBuf> },
    /// A SQLite file.
    Sqlite { path: PathBuf },
    /// A PostgreSQL connection URL (`postgres://…`).
    Postgres { url: String },
    /// A MySQL or MariaDB connection URL (`mysql://…`).
    MySql { url: String },
}

impl DataSource {
    /// Parses a file path, `duckdb:`/`sqlite:` URL, `postgres://` or
    /// `mysql://` URL. Files are not created: a path that doesn't exist is an
    /// error here for SQLite and DuckDB alike.
    pub fn parse(input: &str) -> Result<DataSource, ConnectError> {
        let s = input.trim();
        let invalid = |reason: &str| ConnectError::InvalidSource {
            input: redact_url(s),
            reason: reason.to_string(),
        };
        if s.is_empty() {
            return Err(invalid("it is empty"));
        }
        let lower = s.to_ascii_lowercase();
        if lower.starts_with("postgres://") || lower.starts_with("postgresql://") {
            return Ok(DataSource::Postgres { url: s.to_string() });
        }
        if lower.starts_with("mysql://") || lower.starts_with("mariadb://") {
            let rest = &s[s.find("://").map_or(0, |i| i + 3)..];
            return Ok(DataSource::MySql {
                url: format!("mysql://{rest}"),
            });
        }
        if let Some(rest) = strip_scheme(s, "duckdb") {
            if rest.is_empty() || rest == ":memory:" {
                return Ok(DataSource::DuckDb { path: None });
            }
            return existing_file(rest, s).map(|p| DataSource::DuckDb { path: Some(p) });
        }
        if let Some(rest) = strip_scheme(s, "sqlite") {
            let rest = rest.split('?').next().unwrap_or(rest);
            return existing_file(rest, s).map(|path| DataSource::Sqlite { path });
        }
        if lower.contains("://") {
            return Err(invalid(
                "unknown scheme (use a file path, duckdb:, sqlite:, postgres:// or mysql://)",
            ));
        }
        let path = existing_file(s, s)?;
        match sniff_file_kind(&path) {
            Some(Dialect::Sqlite) => Ok(DataSource::Sqlite { path }),
            Some(Dialect::DuckDb) => Ok(DataSource::DuckDb { path: Some(path) }),
            _ => match extension(&path).as_deref() {
                Some("duckdb" | "ddb") => Ok(DataSource::DuckDb { path: Some(path) }),
                Some("sqlite" | "sqlite3" | "db" | "db3") => Ok(DataSource::Sqlite { path }),
                _ => Err(invalid(
                    "not a DuckDB or SQLite file (expected .duckdb, .sqlite or .db)",
                )),
            },
        }
    }

    /// The SQL dialect spoken by this source.
    pub fn dialect(&self) -> Dialect {
        match self {
            DataSource::DuckDb { .. } => Dialect::DuckDb,
            DataSource::Sqlite { .. } => Dialect::Sqlite,
            DataSource::Postgres { .. } => Dialect::Postgres,
            DataSource::MySql { .. } => Dialect::MySql,
        }
    }

    /// This server source with a password set (taken from the environment
    /// by the caller, so configuration files hold none). Files take none.
    pub fn with_password(self, password: &str) -> Result<DataSource, ConnectError> {
        let set = |url: &str| -> Result<String, ConnectError> {
            let invalid = |reason: &str| ConnectError::InvalidSource {
                input: redact_url(url),
                reason: reason.to_string(),
            };
            let mut parsed = url::Url::parse(url).map_err(|e| invalid(&e.to_string()))?;
            parsed
                .set_password(Some(password))
                .map_err(|_| invalid("this URL can't carry a password"))?;
            Ok(parsed.to_string())
        };
        match self {
            DataSource::Postgres { url } => Ok(DataSource::Postgres { url: set(&url)? }),
            DataSource::MySql { url } => Ok(DataSource::MySql { url: set(&url)? }),
            file => Err(ConnectError::InvalidSource {
                input: file.to_string(),
                reason: "a file source takes no password".into(),
            }),
        }
    }

    /// A stable identifier for the source (used to name its catalog and
    /// index files): the redacted description, so two users of the same
    /// database share it and no secret is written to disk.
    pub fn id(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for DataSource {
    /// The source with any password replaced by `***`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DataSource::DuckDb { path: None } => f.write_str("duckdb::memory:"),
            DataSource::DuckDb { path: Some(p) } => write!(f, "duckdb:{}", p.display()),
            DataSource::Sqlite { path } => write!(f, "sqlite:{}", path.display()),
            DataSource::Postgres { url } | DataSource::MySql { url } => {
                f.write_str(&redact_url(url))
            }
        }
    }
}

impl fmt::Debug for DataSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DataSource({self})")
    }
}

/// Replaces the password of a `scheme://user:password@host` URL, and any
/// `password=` query parameter, with `***`.
pub fn redact_url(url: &str) -> String {
    let mut out = url.to_string();
    if let Some(scheme_end) = out.find("://") {
        let auth_start = scheme_end + 3;
        let auth_end = out[auth_start..]
            .find(['/', '?'])
            .map_or(out.len(), |i| auth_start + i);
        if let Some(at) = out[auth_start..auth_end].rfind('@') {
            let userinfo = &out[auth_start..auth_start + at];
            if let Some(colon) = userinfo.find(':') {
                let pw_start = auth_start + colon + 1;
                out.replace_range(pw_start..auth_start + at, "***");
            }
        }
    }
    if let Some(q) = out.find('?') {
        let (head, query) = out.split_at(q + 1);
        let redacted: Vec<String> = query
            .split('&')
            .map(|kv| match kv.split_once('=') {
                Some((k, _)) if k.eq_ignore_ascii_case("password") => format!("{k}=***"),
                _ => kv.to_string(),
            })
            .collect();
        out = format!("{head}{}", redacted.join("&"));
    }
    out
}

fn strip_scheme<'a>(s: &'a str, scheme: &str) -> Option<&'a str> {
    let head = s.get(..scheme.len() + 1)?;
    if !head.eq_ignore_ascii_case(&format!("{scheme}:")) {
        return None;
    }
    let rest = &s[scheme.len() + 1..];
    // `duckdb:///abs/path` and `duckdb://rel` both name files.
    Some(rest.strip_prefix("//").unwrap_or(rest))
}

fn existing_file(path: &str, input: &str) -> Result<PathBuf, ConnectError> {
    let p = PathBuf::from(path);
    if p.is_file() {
        Ok(p)
    } else {
        Err(ConnectError::InvalidSource {
            input: redact_url(input),
            reason: if p.exists() {
                "it is not a file".into()
            } else {
                format!("no such file `{}`", p.display())
            },
        })
    }
}

fn extension(path: &Path) -> Option<String> {
    path.extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
}

/// Recognizes SQLite and DuckDB files by their magic bytes.
fn sniff_file_kind(path: &Path) -> Option<Dialect> {
    use std::io::Read;
    let mut head = [0u8; 16];
    let mut f = std::fs::File::open(path).ok()?;
    let n = f.read(&mut head).ok()?;
    if n >= 16 && &head[..16] == b"SQLite format 3\0" {
        return Some(Dialect::Sqlite);
    }
    if n >= 12 && &head[8..12] == b"DUCK" {
        return Some(Dialect::DuckDb);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_pick_their_dialect() {
        let pg = DataSource::parse("postgres://u:secret@localhost:5432/db").expect("parses");
        assert_eq!(pg.dialect(), Dialect::Postgres);
        assert_eq!(pg.to_string(), "postgres://u:***@localhost:5432/db");
        let my = DataSource::parse("mariadb://root@127.0.0.1/test").expect("parses");
        assert_eq!(
            my,
            DataSource::MySql {
                url: "mysql://root@127.0.0.1/test".into()
            }
        );
        assert_eq!(
            DataSource::parse("duckdb::memory:").expect("parses"),
            DataSource::DuckDb { path: None }
        );
    }

    #[test]
    fn redaction_covers_userinfo_and_query_parameters() {
        assert_eq!(redact_url("mysql://a:p%40ss@h/db"), "mysql://a:***@h/db");
        assert_eq!(
            redact_url("postgres://h/db?user=a&password=x"),
            "postgres://h/db?user=a&password=***"
        );
        assert_eq!(redact_url("postgres://a@h/db"), "postgres://a@h/db");
        assert_eq!(redact_url("postgres://a:b@c@h/db"), "postgres://a:***@h/db");
    }

    #[test]
    fn files_are_never_created_and_are_sniffed() {
        let dir = tempfile::tempdir().expect("tempdir");
        let missing = dir.path().join("nope.duckdb");
        let err = DataSource::parse(missing.to_str().expect("utf8")).expect_err("missing file");
        assert!(err.to_string().contains("no such file"), "{err}");
        assert!(!missing.exists());

        let sqlite = dir.path().join("data.bin");
        rusqlite::Connection::open(&sqlite)
            .and_then(|c| c.execute_batch("create table t(x int)"))
            .expect("sqlite file");
        let src = DataSource::parse(sqlite.to_str().expect("utf8")).expect("parses");
        assert_eq!(src.dialect(), Dialect::Sqlite);
        let url = format!("sqlite://{}", sqlite.display());
        assert_eq!(
            DataSource::parse(&url).expect("parses").dialect(),
            Dialect::Sqlite
        );

        let err = DataSource::parse("oracle://x").expect_err("unknown scheme");
        assert!(err.to_string().contains("unknown scheme"));
    }
}
