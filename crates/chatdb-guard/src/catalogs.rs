//! Recognizing references that reach outside the user's tables: system
//! catalogs and (DuckDB) names that its replacement scans would read as
//! files or URLs.

use chatdb_core::Dialect;

/// True when a relation named by `parts` (catalog/schema/table, any case)
/// is a system catalog of `dialect`.
pub fn is_system_catalog(dialect: Dialect, parts: &[String]) -> bool {
    let lower: Vec<String> = parts.iter().map(|p| p.to_ascii_lowercase()).collect();
    let Some(name) = lower.last() else {
        return false;
    };
    let qualifiers = &lower[..lower.len() - 1];
    let qualified_by = |schemas: &[&str]| qualifiers.iter().any(|q| schemas.contains(&q.as_str()));
    match dialect {
        // pg_catalog is on every search path, so unqualified pg_* names count.
        Dialect::Postgres => {
            qualified_by(&["pg_catalog", "information_schema", "pg_toast"])
                || name.starts_with("pg_")
        }
        Dialect::MySql => {
            qualified_by(&["mysql", "information_schema", "performance_schema", "sys"])
        }
        // `pragma_*` are SQLite's table-valued pragmas (catalog and settings).
        Dialect::Sqlite => {
            name.starts_with("sqlite_") || name.starts_with("pragma_") || qualified_by(&["temp"])
        }
        Dialect::DuckDb => {
            qualified_by(&["information_schema", "pg_catalog", "system", "temp"])
                || name.starts_with("duckdb_")
                || name.starts_with("sqlite_")
                || name.starts_with("pg_")
        }
    }
}

/// File extensions DuckDB's replacement scans turn into file reads.
const FILE_SUFFIXES: &[&str] = &[
    ".csv", ".tsv", ".txt", ".parquet", ".json", ".jsonl", ".ndjson", ".gz", ".zst", ".xlsx",
    ".arrow", ".avro", ".db", ".duckdb", ".sqlite",
];

/// True when a single identifier looks like a path or URL rather than a
/// table name.
pub fn looks_like_file(ident: &str) -> bool {
    let lower = ident.to_ascii_lowercase();
    lower.contains('/')
        || lower.contains('\\')
        || lower.contains("://")
        || lower.contains('*')
        || FILE_SUFFIXES.iter().any(|s| lower.ends_with(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(parts: &[&str]) -> Vec<String> {
        parts.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn recognizes_catalogs_per_dialect() {
        assert!(is_system_catalog(Dialect::Postgres, &p(&["pg_shadow"])));
        assert!(is_system_catalog(
            Dialect::Postgres,
            &p(&["PG_CATALOG", "pg_class"])
        ));
        assert!(is_system_catalog(
            Dialect::Postgres,
            &p(&["information_schema", "tables"])
        ));
        assert!(!is_system_catalog(
            Dialect::Postgres,
            &p(&["public", "orders"])
        ));
        assert!(is_system_catalog(Dialect::MySql, &p(&["mysql", "user"])));
        assert!(!is_system_catalog(Dialect::MySql, &p(&["user"])));
        assert!(is_system_catalog(Dialect::Sqlite, &p(&["sqlite_master"])));
        assert!(is_system_catalog(
            Dialect::Sqlite,
            &p(&["pragma_database_list"])
        ));
        assert!(is_system_catalog(Dialect::DuckDb, &p(&["duckdb_settings"])));
        assert!(!is_system_catalog(Dialect::DuckDb, &p(&["main", "orders"])));
    }

    #[test]
    fn recognizes_file_like_names() {
        for f in [
            "data.csv",
            "/etc/passwd",
            "s3://bucket/x",
            "https://x.org/a.parquet",
            "*.json",
            "C:\\x",
        ] {
            assert!(looks_like_file(f), "{f}");
        }
        assert!(!looks_like_file("orders"));
        assert!(!looks_like_file("运动员"));
    }
}
