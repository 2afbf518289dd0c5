//! Property: no generated statement containing a forbidden construct is
//! ever allowed, whatever its casing, spacing, comments or position.

use chatdb_core::Dialect;
use chatdb_guard::check;
use chatdb_guard::functions::is_allowed_function;
use proptest::prelude::*;

fn dialect() -> impl Strategy<Value = Dialect> {
    prop_oneof![
        Just(Dialect::DuckDb),
        Just(Dialect::Sqlite),
        Just(Dialect::Postgres),
        Just(Dialect::MySql)
    ]
}

/// Randomly upper/lower-cases each ASCII letter outside string literals.
fn scramble_case(sql: &str, bits: &[bool]) -> String {
    let mut in_string = false;
    sql.chars()
        .enumerate()
        .map(|(i, c)| {
            if c == '\'' {
                in_string = !in_string;
            }
            if !in_string && c.is_ascii_alphabetic() && bits[i % bits.len()] {
                if c.is_ascii_lowercase() {
                    c.to_ascii_uppercase()
                } else {
                    c.to_ascii_lowercase()
                }
            } else {
                c
            }
        })
        .collect()
}

/// Random blanks and comments between tokens.
fn noise() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(" ".to_string()),
        Just("\n\t ".to_string()),
        Just(" /* ; DROP */ ".to_string()),
        Just(" -- x\n".to_string()),
        Just("  ".to_string()),
    ]
}

/// A forbidden piece: an unlisted function call, DML hidden in a CTE, a
/// stacked statement, a write-into or a locking clause.
#[derive(Debug, Clone)]
enum Forbidden {
    Call(String),
    CteDml(&'static str),
    Stacked(&'static str),
    Into,
    Lock,
}

fn forbidden() -> impl Strategy<Value = Forbidden> {
    // (Not a keyword either: `not(1)` is the operator NOT, no call at all.)
    let unlisted = "[a-z][a-z_]{2,14}".prop_filter("not an allowed function", |n| {
        Dialect::ALL
            .iter()
            .all(|d| !is_allowed_function(*d, n, &[]))
            && !sqlparser::keywords::ALL_KEYWORDS.contains(&n.to_uppercase().as_str())
    });
    let known = prop_oneof![
        Just("read_csv('x.csv')"),
        Just("pg_sleep(1)"),
        Just("load_extension('x')"),
        Just("sleep(1)"),
        Just("load_file('/etc/passwd')"),
        Just("pg_read_file('/etc/passwd')"),
        Just("readfile('x')"),
        Just("set_config('a','b',false)"),
        Just("nextval('s')"),
        Just("benchmark(10, 1)"),
        Just("dblink('a','b')"),
        Just("lo_import('x')"),
        Just("get_lock('a', 1)"),
        Just("query_table('t')"),
    ];
    prop_oneof![
        unlisted.prop_map(|n| Forbidden::Call(format!("{n}(1)"))),
        known.prop_map(|c| Forbidden::Call(c.to_string())),
        prop_oneof![
            Just("DELETE FROM t RETURNING *"),
            Just("UPDATE t SET a = 1 RETURNING *"),
            Just("INSERT INTO t VALUES (1) RETURNING *"),
        ]
        .prop_map(Forbidden::CteDml),
        prop_oneof![
            Just("DROP TABLE t"),
            Just("DELETE FROM t"),
            Just("UPDATE t SET a = 1"),
            Just("INSERT INTO t VALUES (1)"),
            Just("CREATE TABLE x (a INT)"),
            Just("ATTACH 'x' AS y"),
            Just("SET a = 1"),
            Just("COPY t TO 'x'"),
            Just("PRAGMA writable_schema = 1"),
            Just("COMMIT"),
            Just("GRANT ALL ON t TO u"),
        ]
        .prop_map(Forbidden::Stacked),
        Just(Forbidden::Into),
        Just(Forbidden::Lock),
    ]
}

const CALL_POSITIONS: &[&str] = &[
    "SELECT {f}",
    "SELECT a FROM t WHERE b = {f}",
    "SELECT a FROM t WHERE a IN (SELECT {f} FROM u)",
    "WITH c AS (SELECT {f} AS x) SELECT x FROM c",
    "SELECT a FROM t ORDER BY {f}",
    "SELECT a, count(*) FROM t GROUP BY a HAVING count(*) > {f}",
    "SELECT CASE WHEN a = 1 THEN {f} END FROM t",
    "SELECT 1 UNION SELECT {f}",
    "SELECT * FROM (SELECT {f} AS x) s",
    "SELECT a FROM t JOIN u ON t.a = u.a AND {f} > 0",
    "SELECT upper(lower(coalesce(a, {f}))) FROM t",
];

fn build(f: &Forbidden, position: usize, gap: &str) -> String {
    match f {
        Forbidden::Call(call) => CALL_POSITIONS[position % CALL_POSITIONS.len()]
            .replace("{f}", call)
            .replace(' ', gap),
        Forbidden::CteDml(dml) => format!("WITH{gap}d AS ({dml}){gap}SELECT * FROM d"),
        Forbidden::Stacked(s) => format!("SELECT 1;{gap}{s}"),
        Forbidden::Into => format!("SELECT a{gap}INTO{gap}x FROM t"),
        Forbidden::Lock => format!("SELECT a FROM t{gap}FOR UPDATE"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn no_statement_with_a_forbidden_construct_is_allowed(
        d in dialect(),
        f in forbidden(),
        position in 0usize..64,
        gap in noise(),
        bits in proptest::collection::vec(any::<bool>(), 1..16),
    ) {
        let sql = scramble_case(&build(&f, position, &gap), &bits);
        let result = check(&sql, d);
        prop_assert!(result.is_err(), "[{}] allowed: {}", d, sql);
    }
}

/// Inputs the fuzzer found: whatever the guard allows, its output SQL must
/// be allowed again (the executed text is the checked statement).
#[test]
fn fuzz_regressions_round_trip() {
    let inputs = [
        "SELECT \r\r\r-jw-\n\n\n\n\n-\n\n\n\u{b}\n\n+\n\n\u{b}\n\n\n\n\n\n\nS\n\n\n",
        "SELECT - - + 1",
        "SELECT a - -b, - +c FROM t",
    ];
    for sql in inputs {
        for d in chatdb_core::Dialect::ALL {
            if let Ok(checked) = chatdb_guard::check(sql, d) {
                let again = chatdb_guard::check(checked.sql(), d);
                assert!(
                    again.is_ok(),
                    "[{d}] {sql:?} → {:?}: {again:?}",
                    checked.sql()
                );
            }
        }
    }
}
