//! The guard against corpora: hundreds of unsafe statements that must all be
//! rejected, and every gold query of the benchmarks, which must all pass.

use chatdb_core::Dialect;
use chatdb_guard::{check, ErrorKind};
use std::path::PathBuf;

/// Parses `corpus/unsafe.sql` into (dialects, statement) entries.
fn hand_written() -> Vec<(Vec<Dialect>, String)> {
    let text = include_str!("corpus/unsafe.sql");
    let mut entries: Vec<(Vec<Dialect>, String)> = Vec::new();
    for line in text.lines() {
        if let Some(tag) = line.strip_prefix('@') {
            let dialects = if tag.trim() == "all" {
                Dialect::ALL.to_vec()
            } else {
                tag.split(',')
                    .map(|d| d.trim().parse().expect("dialect name"))
                    .collect()
            };
            entries.push((dialects, String::new()));
        } else if let Some((_, sql)) = entries.last_mut() {
            if !sql.is_empty() {
                sql.push('\n');
            }
            sql.push_str(line);
        }
    }
    entries
}

/// Forbidden calls per dialect, to be placed in every position of a query.
fn forbidden_calls(d: Dialect) -> Vec<&'static str> {
    let mut calls = vec!["evil_func(1)"];
    calls.extend(match d {
        Dialect::DuckDb => vec![
            "read_csv('x.csv')",
            "read_parquet('x.parquet')",
            "read_text('/etc/passwd')",
            "read_blob('x')",
            "glob('*')",
            "query_table('t')",
            "read_json_auto('x.json')",
        ],
        Dialect::Sqlite => vec![
            "load_extension('x.so')",
            "readfile('/etc/passwd')",
            "writefile('x', 'y')",
        ],
        Dialect::Postgres => vec![
            "pg_read_file('/etc/passwd')",
            "pg_ls_dir('.')",
            "lo_import('/etc/passwd')",
            "dblink('h', 'q')",
            "pg_sleep(1)",
            "set_config('a', 'b', false)",
            "nextval('s')",
            "pg_read_binary_file('x')",
        ],
        Dialect::MySql => vec![
            "LOAD_FILE('/etc/passwd')",
            "SLEEP(1)",
            "BENCHMARK(1000, MD5('x'))",
            "GET_LOCK('x', 1)",
        ],
    });
    calls
}

const POSITIONS: &[&str] = &[
    "SELECT {f}",
    "SELECT * FROM t WHERE x = {f}",
    "SELECT * FROM t WHERE x IN (SELECT {f})",
    "SELECT (SELECT {f})",
    "WITH c AS (SELECT {f} AS v) SELECT v FROM c",
    "SELECT * FROM t JOIN u ON t.id = u.id AND {f} IS NOT NULL",
    "SELECT x FROM t ORDER BY {f}",
    "SELECT x, count(*) FROM t GROUP BY x HAVING count(*) > {f}",
    "SELECT CASE WHEN x > 0 THEN {f} ELSE 0 END FROM t",
    "SELECT coalesce(x, {f}) FROM t",
    "SELECT 1 UNION ALL SELECT {f}",
    "SELECT * FROM (SELECT * FROM (SELECT {f} AS v) a) b",
    "SELECT * FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.id = t.id AND {f} IS NULL)",
    "SELECT lower(upper({f}))",
    "/* comment */ SELECT\n\t{f} -- trailing",
];

#[test]
fn every_unsafe_statement_is_rejected() {
    let mut cases: Vec<(Dialect, String)> = Vec::new();
    for (dialects, sql) in hand_written() {
        for d in dialects {
            cases.push((d, sql.clone()));
        }
    }
    for d in Dialect::ALL {
        for f in forbidden_calls(d) {
            for p in POSITIONS {
                cases.push((d, p.replace("{f}", f)));
            }
        }
    }
    assert!(
        cases.len() >= 300,
        "the corpus has {} statements",
        cases.len()
    );
    let mut accepted = Vec::new();
    for (d, sql) in &cases {
        if let Ok(ok) = check(sql, *d) {
            accepted.push(format!("[{d}] {sql}  =>  {}", ok.sql()));
        }
    }
    assert!(
        accepted.is_empty(),
        "{} of {} unsafe statements were accepted:\n{}",
        accepted.len(),
        cases.len(),
        accepted.join("\n")
    );
    eprintln!("{} unsafe statements rejected", cases.len());
}

#[test]
fn rejections_say_why_and_where() {
    let e = check("SELECT 1; DROP TABLE t", Dialect::Postgres).expect_err("stacked");
    assert_eq!(e.kind, ErrorKind::StatementCount);
    assert_eq!(e.location.map(|l| (l.line, l.column)), Some((1, 11)));
    let e = check("DELETE FROM t", Dialect::Sqlite).expect_err("dml");
    assert_eq!(e.kind, ErrorKind::NotAQuery);
    assert!(e.message.contains("DELETE"), "{e}");
    let e = check(
        "WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d",
        Dialect::Postgres,
    )
    .expect_err("cte dml");
    assert_eq!(e.kind, ErrorKind::ForbiddenConstruct);
    assert!(e.message.contains("DELETE"), "{e}");
    let e =
        check("SELECT a FROM t WHERE b = pg_sleep(5)", Dialect::Postgres).expect_err("function");
    assert_eq!(e.kind, ErrorKind::ForbiddenFunction);
    assert!(e.message.contains("pg_sleep"), "{e}");
    assert_eq!(e.location.map(|l| l.column), Some(27));
    let e = check("SELECT * FROM 'x.csv'", Dialect::DuckDb).expect_err("file");
    assert_eq!(e.kind, ErrorKind::ForbiddenSource);
    let e = check("SELECT * FROM pg_shadow", Dialect::Postgres).expect_err("catalog");
    assert!(e.message.contains("system catalog"), "{e}");
    let e = check("SELECT * FROM t FOR UPDATE", Dialect::Postgres).expect_err("lock");
    assert!(e.message.contains("FOR UPDATE"), "{e}");
    let e = check("SELEC 1", Dialect::MySql).expect_err("syntax");
    assert_eq!(e.kind, ErrorKind::SyntaxError);
    assert!(!e.kind.is_repairable() || e.kind == ErrorKind::SyntaxError);
}

#[test]
fn ordinary_queries_pass_in_every_dialect() {
    let ok = [
        "SELECT 1",
        "SELECT a, b FROM t WHERE a > 1 ORDER BY b DESC LIMIT 10",
        "WITH x AS (SELECT a FROM t) SELECT count(*) FROM x",
        "SELECT region, sum(amount) FROM sales s JOIN regions r ON s.rid = r.id GROUP BY region HAVING sum(amount) > 100",
        "SELECT a FROM t UNION SELECT a FROM u EXCEPT SELECT a FROM v",
        "SELECT * FROM t WHERE a IN (SELECT a FROM u) AND NOT EXISTS (SELECT 1 FROM v WHERE v.a = t.a)",
        "SELECT a, rank() OVER (PARTITION BY b ORDER BY c) FROM t",
        "SELECT CASE WHEN a IS NULL THEN 'none' ELSE upper(a) END FROM t",
        "SELECT CAST(a AS INTEGER), coalesce(b, 0), round(avg(c), 2) FROM t GROUP BY 1, 2",
        "VALUES (1, 'a'), (2, 'b')",
        "SELECT a FROM t WHERE name LIKE '%东%'",
        "SELECT \"地区\", count(*) FROM \"订单\" GROUP BY \"地区\"",
    ];
    for d in Dialect::ALL {
        for sql in ok {
            let sql = if d == Dialect::MySql {
                sql.replace('"', "`")
            } else {
                sql.to_string()
            };
            if let Err(e) = check(&sql, d) {
                panic!("[{d}] {sql}: {e}");
            }
        }
    }
}

/// The shared benchmarks folder (beside the repository, or `CHATDB_BENCHMARKS`).
pub fn benchmarks() -> PathBuf {
    if let Ok(dir) = std::env::var("CHATDB_BENCHMARKS") {
        return PathBuf::from(dir);
    }
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest
        .ancestors()
        .map(|a| a.join("shared").join("benchmarks"))
        .chain(
            manifest
                .ancestors()
                .map(|a| a.join("..").join("shared").join("benchmarks")),
        )
        .find(|p| p.is_dir())
        .expect("../shared/benchmarks not found; set CHATDB_BENCHMARKS")
}

#[test]
fn every_benchmark_gold_query_is_accepted() {
    let mut total = 0;
    let mut rejected = Vec::new();
    for set in ["spider", "dusql"] {
        let path = benchmarks().join(set).join("dev.json");
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let items: Vec<serde_json::Value> = serde_json::from_str(&text).expect("dev.json");
        for item in items {
            let sql = item["query"].as_str().expect("query");
            total += 1;
            if let Err(e) = check(sql, Dialect::Sqlite) {
                rejected.push(format!("[{set}] {sql}: {e}"));
            }
        }
    }
    assert!(total > 1200, "only {total} gold queries found");
    assert!(
        rejected.is_empty(),
        "{} of {total} gold queries rejected:\n{}",
        rejected.len(),
        rejected.join("\n")
    );
    eprintln!("{total} gold queries accepted");
}
