//! Test fixtures: the same small schema created in each of the four
//! databases through a writable admin connection, then read back through
//! ChatDB's read-only connectors.

#![allow(dead_code)]

use chatdb_connect::{Connector, DataSource};
use std::path::Path;

/// PostgreSQL admin URL for tests (`CHATDB_TEST_PG_URL`).
pub fn pg_url(database: &str) -> String {
    let base = std::env::var("CHATDB_TEST_PG_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into());
    replace_database(&base, database)
}

/// MySQL/MariaDB admin URL for tests (`CHATDB_TEST_MYSQL_URL`).
pub fn mysql_url(database: &str) -> String {
    let base = std::env::var("CHATDB_TEST_MYSQL_URL")
        .unwrap_or_else(|_| "mysql://root@127.0.0.1:3306/test".into());
    replace_database(&base, database)
}

fn replace_database(url: &str, database: &str) -> String {
    let (head, query) = match url.split_once('?') {
        Some((h, q)) => (h, format!("?{q}")),
        None => (url, String::new()),
    };
    let scheme_end = head.find("://").map_or(0, |i| i + 3);
    let host_end = head[scheme_end..]
        .find('/')
        .map_or(head.len(), |i| scheme_end + i);
    format!("{}/{database}{query}", &head[..host_end])
}

pub const SQL_DDL_COMMON: &str = "
CREATE TABLE region (
    id INTEGER PRIMARY KEY,
    name VARCHAR(50) NOT NULL
);
CREATE TABLE sale (
    id INTEGER PRIMARY KEY,
    region_id INTEGER NOT NULL REFERENCES region(id),
    amount DECIMAL(12,2),
    sold_on DATE,
    note VARCHAR(100)
);
CREATE TABLE sale_line (
    sale_id INTEGER NOT NULL,
    line_no INTEGER NOT NULL,
    qty INTEGER,
    PRIMARY KEY (sale_id, line_no),
    FOREIGN KEY (sale_id) REFERENCES sale(id)
);
CREATE VIEW big_sale AS SELECT id, amount FROM sale WHERE amount > 100;
INSERT INTO region VALUES (1, '华东'), (2, 'North');
INSERT INTO sale VALUES (1, 1, 120.50, '2024-01-02', NULL), (2, 2, 80.00, '2024-02-03', 'ok'), (3, 1, NULL, NULL, 'pending');
INSERT INTO sale_line VALUES (1, 1, 3), (1, 2, 1), (2, 1, 5);
";

/// Comments, in the syntax of databases that have `COMMENT ON`.
pub const COMMENT_ON: &str = "
COMMENT ON TABLE sale IS '销售 / sales';
COMMENT ON COLUMN sale.amount IS '金额 / amount';
";

/// Creates the fixture in a fresh DuckDB file and returns its path.
pub fn duckdb_fixture(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("fixture.duckdb");
    let conn = duckdb::Connection::open(&path).expect("create duckdb file");
    conn.execute_batch(SQL_DDL_COMMON).expect("duckdb fixture");
    conn.execute_batch(COMMENT_ON).expect("duckdb comments");
    drop(conn);
    path
}

/// Creates the fixture in a fresh SQLite file and returns its path.
pub fn sqlite_fixture(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("fixture.sqlite");
    let conn = rusqlite::Connection::open(&path).expect("create sqlite file");
    conn.execute_batch(SQL_DDL_COMMON).expect("sqlite fixture");
    drop(conn);
    path
}

/// Creates (or recreates) database `name` on the PostgreSQL server with the
/// fixture, and returns its URL.
pub async fn postgres_fixture(name: &str) -> String {
    let (admin, conn) = tokio_postgres::connect(&pg_url("test"), tokio_postgres::NoTls)
        .await
        .expect("PostgreSQL must be running (see .ci/run)");
    tokio::spawn(conn);
    admin
        .batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        .await
        .expect("drop test database");
    // CREATE DATABASE can't share a (implicit) transaction with another statement.
    admin
        .batch_execute(&format!("CREATE DATABASE {name}"))
        .await
        .expect("create test database");
    let url = pg_url(name);
    let (db, conn) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
        .await
        .expect("connect to test database");
    tokio::spawn(conn);
    db.batch_execute(SQL_DDL_COMMON)
        .await
        .expect("postgres fixture");
    db.batch_execute(COMMENT_ON)
        .await
        .expect("postgres comments");
    url
}

/// Creates (or recreates) database `name` on the MySQL/MariaDB server with
/// the fixture, and returns its URL.
pub async fn mysql_fixture(name: &str) -> String {
    use mysql_async::prelude::Queryable;
    let mut admin =
        mysql_async::Conn::new(mysql_async::Opts::from_url(&mysql_url("test")).expect("url"))
            .await
            .expect("MariaDB must be running (see .ci/run)");
    admin
        .query_drop(format!(
            "DROP DATABASE IF EXISTS {name}; CREATE DATABASE {name} CHARACTER SET utf8mb4"
        ))
        .await
        .expect("create test database");
    let url = mysql_url(name);
    let mut db = mysql_async::Conn::new(mysql_async::Opts::from_url(&url).expect("url"))
        .await
        .expect("connect");
    // MySQL ignores inline REFERENCES on a column: declare keys as constraints.
    let ddl = SQL_DDL_COMMON
        .replace(
            "region_id INTEGER NOT NULL REFERENCES region(id),",
            "region_id INTEGER NOT NULL,",
        )
        .replace(
            "    note VARCHAR(100)\n);",
            "    note VARCHAR(100),\n    FOREIGN KEY (region_id) REFERENCES region(id)\n) COMMENT '销售 / sales';",
        )
        .replace("amount DECIMAL(12,2),", "amount DECIMAL(12,2) COMMENT '金额 / amount',");
    db.query_drop(ddl).await.expect("mysql fixture");
    db.disconnect().await.expect("disconnect");
    admin.disconnect().await.expect("disconnect");
    url
}

/// Opens ChatDB's read-only connector for a URL or path.
pub async fn open(source: &str) -> Box<dyn Connector> {
    chatdb_connect::open(&DataSource::parse(source).expect("valid source"))
        .await
        .expect("connector opens")
}
