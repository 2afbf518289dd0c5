//! SQL dialects ChatDB reads and writes.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A database's SQL dialect. Decides identifier quoting and, later, how the
/// guard parses and the builder prints statements.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dialect {
    DuckDb,
    Sqlite,
    Postgres,
    MySql,
}

impl Dialect {
    /// All dialects, in a stable order.
    pub const ALL: [Dialect; 4] = [
        Dialect::DuckDb,
        Dialect::Sqlite,
        Dialect::Postgres,
        Dialect::MySql,
    ];

    /// The canonical lowercase name (`duckdb`, `sqlite`, `postgres`, `mysql`).
    pub fn name(self) -> &'static str {
        match self {
            Dialect::DuckDb => "duckdb",
            Dialect::Sqlite => "sqlite",
            Dialect::Postgres => "postgres",
            Dialect::MySql => "mysql",
        }
    }

    /// Quotes an identifier so that any name, including reserved words,
    /// mixed case and non-ASCII names, is read back exactly.
    pub fn quote_ident(self, ident: &str) -> String {
        match self {
            Dialect::MySql => format!("`{}`", ident.replace('`', "``")),
            _ => format!("\"{}\"", ident.replace('"', "\"\"")),
        }
    }

    /// Quotes a possibly schema-qualified name (`schema.table`) part by part.
    pub fn quote_qualified(self, schema: Option<&str>, name: &str) -> String {
        match schema {
            Some(s) => format!("{}.{}", self.quote_ident(s), self.quote_ident(name)),
            None => self.quote_ident(name),
        }
    }
}

impl fmt::Display for Dialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Error for an unknown dialect name.
#[derive(Debug, thiserror::Error)]
#[error("unknown SQL dialect `{0}` (expected duckdb, sqlite, postgres or mysql)")]
pub struct UnknownDialect(pub String);

impl FromStr for Dialect {
    type Err = UnknownDialect;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "duckdb" => Ok(Dialect::DuckDb),
            "sqlite" | "sqlite3" => Ok(Dialect::Sqlite),
            "postgres" | "postgresql" | "pg" => Ok(Dialect::Postgres),
            "mysql" | "mariadb" => Ok(Dialect::MySql),
            other => Err(UnknownDialect(other.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting_escapes_the_quote_character() {
        assert_eq!(Dialect::Postgres.quote_ident("a\"b"), "\"a\"\"b\"");
        assert_eq!(Dialect::MySql.quote_ident("a`b"), "`a``b`");
        assert_eq!(Dialect::DuckDb.quote_ident("地区"), "\"地区\"");
        assert_eq!(
            Dialect::Postgres.quote_qualified(Some("sales"), "Orders"),
            "\"sales\".\"Orders\""
        );
    }

    #[test]
    fn names_round_trip() {
        for d in Dialect::ALL {
            assert_eq!(d.name().parse::<Dialect>().ok(), Some(d));
        }
        assert!("oracle".parse::<Dialect>().is_err());
    }
}
