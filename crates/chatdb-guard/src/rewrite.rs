//! Rewrites that make a safe query a considerate one: a LIMIT on
//! exploratory queries, the clock as literals where the engine can't read
//! it, and pretty-printing for display.

use chrono::NaiveDateTime;
use sqlparser::ast::{
    DataType, Expr, FunctionArguments, LimitClause, Statement, Value, VisitMut, VisitorMut,
};
use std::ops::ControlFlow;

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

/// Functions that read the clock: the date ones and the timestamp ones.
const DATE_FUNCTIONS: &[&str] = &["current_date", "today"];
const TIMESTAMP_FUNCTIONS: &[&str] = &[
    "now",
    "current_timestamp",
    "get_current_timestamp",
    "transaction_timestamp",
    "localtimestamp",
];

/// Replaces calls that read the clock (`CURRENT_DATE`, `today()`,
/// `now()`, `CURRENT_TIMESTAMP` …) with `DATE '…'` / `TIMESTAMP '…'`
/// literals of `now`. The bundled DuckDB is built without the ICU
/// extension, which these functions need; the literal is what they would
/// return, so relative-date SQL people and models write runs offline.
/// Returns true when it changed the statement.
pub fn fix_clock(statement: &mut Statement, now: NaiveDateTime) -> bool {
    let mut fixer = ClockFixer {
        now,
        changed: false,
    };
    let _ = VisitMut::visit(statement, &mut fixer);
    fixer.changed
}

struct ClockFixer {
    now: NaiveDateTime,
    changed: bool,
}

impl VisitorMut for ClockFixer {
    type Break = ();

    fn post_visit_expr(&mut self, expr: &mut Expr) -> ControlFlow<()> {
        let Expr::Function(f) = expr else {
            return ControlFlow::Continue(());
        };
        let no_args = match &f.args {
            FunctionArguments::None => true,
            FunctionArguments::List(l) => l.args.is_empty(),
            FunctionArguments::Subquery(_) => false,
        };
        let name = f.name.to_string().to_ascii_lowercase();
        if !no_args || f.over.is_some() {
            return ControlFlow::Continue(());
        }
        let (data_type, value) = if DATE_FUNCTIONS.contains(&name.as_str()) {
            (DataType::Date, self.now.format("%Y-%m-%d").to_string())
        } else if TIMESTAMP_FUNCTIONS.contains(&name.as_str()) {
            (
                DataType::Timestamp(None, sqlparser::ast::TimezoneInfo::None),
                self.now.format("%Y-%m-%d %H:%M:%S").to_string(),
            )
        } else {
            return ControlFlow::Continue(());
        };
        *expr = Expr::TypedString(sqlparser::ast::TypedString {
            data_type,
            value: Value::SingleQuotedString(value).into(),
            uses_odbc_syntax: false,
        });
        self.changed = true;
        ControlFlow::Continue(())
    }
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
    fn the_clock_becomes_literals() {
        let now = chrono::NaiveDate::from_ymd_opt(2026, 11, 25)
            .and_then(|d| d.and_hms_opt(8, 30, 0))
            .expect("a time");
        let fixed = |sql: &str| {
            let mut s = parse(sql, Dialect::DuckDb).expect("parses").remove(0);
            let changed = fix_clock(&mut s, now);
            (changed, s.to_string())
        };
        assert_eq!(
            fixed("SELECT current_date, date_trunc('month', CURRENT_DATE) FROM t"),
            (
                true,
                "SELECT DATE '2026-11-25', date_trunc('month', DATE '2026-11-25') FROM t".into()
            )
        );
        assert_eq!(
            fixed("SELECT year(now()) WHERE d > today() - INTERVAL 7 DAY"),
            (
                true,
                "SELECT year(TIMESTAMP '2026-11-25 08:30:00') WHERE d > DATE '2026-11-25' - INTERVAL 7 DAY".into()
            )
        );
        assert_eq!(
            fixed("SELECT current_timestamp"),
            (true, "SELECT TIMESTAMP '2026-11-25 08:30:00'".into())
        );
        // A column named like a function, and a function with arguments,
        // stay.
        assert!(!fixed("SELECT now FROM t").0);
        assert!(!fixed("SELECT date_trunc('day', d) FROM t").0);
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
