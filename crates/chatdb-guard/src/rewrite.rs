//! Rewrites that make a safe query a considerate one: a LIMIT on
//! exploratory queries, and pretty-printing for display.

use sqlparser::ast::{Expr, LimitClause, Statement, Value};

/// Adds `LIMIT n` to a query that has no LIMIT or FETCH of its own.
/// Returns true when it changed the statement.
pub fn add_limit(statement: &mut Statement, n: u64) -> bool {
    let Statement::Query(query) = statement else {
        return false;
    };
    if query.limit_clause.is_some() || query.fetch.is_some() {
        return false;
    }
    query.limit_clause = Some(LimitClause::LimitOffset {
        limit: Some(Expr::value(Value::Number(n.to_string(), false))),
        offset: None,
        limit_by: vec![],
    });
    true
}

/// The statement laid out over several indented lines, for people.
pub fn pretty(statement: &Statement) -> String {
    format!("{statement:#}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse;
    use chatdb_core::Dialect;

    #[test]
    fn limits_only_queries_without_one() {
        let mut s = parse("SELECT a FROM t", Dialect::Postgres)
            .expect("parses")
            .remove(0);
        assert!(add_limit(&mut s, 100));
        assert_eq!(s.to_string(), "SELECT a FROM t LIMIT 100");
        let mut s = parse("SELECT a FROM t LIMIT 5", Dialect::Postgres)
            .expect("parses")
            .remove(0);
        assert!(!add_limit(&mut s, 100));
        assert_eq!(s.to_string(), "SELECT a FROM t LIMIT 5");
    }

    #[test]
    fn pretty_printing_spreads_clauses_over_lines() {
        let s = parse("SELECT a, b FROM t WHERE a > 1 ORDER BY b", Dialect::DuckDb)
            .expect("parses")
            .remove(0);
        let p = pretty(&s);
        assert!(p.lines().count() > 1, "{p}");
        // Pretty text is the same statement.
        let again = parse(&p, Dialect::DuckDb).expect("reparses").remove(0);
        assert_eq!(again.to_string(), s.to_string());
    }
}
