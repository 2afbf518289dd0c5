//! Putting a new question's values into a case's SQL. The case question's
//! literals and the new question's pair up by position (their signatures
//! are equal, so the masked readings line up); every literal node of the
//! parsed SQL equal to an old value becomes the new one. A value that
//! changed but can't be found in the SQL makes the case unusable for this
//! question — never a guess.

use chatdb_core::Dialect;
use serde_json::Value as Json;
use sqlparser::ast::{Expr, Value, ValueWithSpan, VisitMut, VisitorMut};
use sqlparser::parser::Parser;
use std::ops::ControlFlow;

/// Why a case's SQL can't take the new values.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SubstituteError {
    #[error("the case has {case} values and the question {question}")]
    Mismatch { case: usize, question: usize },
    #[error("the case's SQL does not contain its value {0}")]
    NotInSql(String),
    #[error("the case's SQL does not parse: {0}")]
    Parse(String),
}

/// `sql` with each changed literal of `case_literals` replaced by the one
/// at the same position in `new_literals`.
pub fn substitute(
    sql: &str,
    dialect: Dialect,
    case_literals: &[Json],
    new_literals: &[Json],
) -> Result<String, SubstituteError> {
    if case_literals.len() != new_literals.len() {
        return Err(SubstituteError::Mismatch {
            case: case_literals.len(),
            question: new_literals.len(),
        });
    }
    let pairs: Vec<(&Json, &Json)> = case_literals
        .iter()
        .zip(new_literals)
        .filter(|(a, b)| a != b)
        .collect();
    if pairs.is_empty() {
        return Ok(sql.to_string());
    }
    let parser_dialect = chatdb_guard::parse::parser_dialect(dialect);
    let mut statements = Parser::parse_sql(parser_dialect.as_ref(), sql)
        .map_err(|e| SubstituteError::Parse(e.to_string()))?;
    let mut replacer = Replacer {
        pairs: &pairs,
        found: vec![false; pairs.len()],
    };
    for s in &mut statements {
        let _ = VisitMut::visit(s, &mut replacer);
    }
    if let Some(i) = replacer.found.iter().position(|f| !f) {
        return Err(SubstituteError::NotInSql(pairs[i].0.to_string()));
    }
    Ok(statements
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("; "))
}

struct Replacer<'a> {
    pairs: &'a [(&'a Json, &'a Json)],
    found: Vec<bool>,
}

impl Replacer<'_> {
    /// The replacement for a SQL literal, if it is one of the old values.
    fn replacement(&mut self, v: &Value) -> Option<Value> {
        for (i, (old, new)) in self.pairs.iter().enumerate() {
            if matches_literal(v, old) {
                self.found[i] = true;
                return Some(to_sql_value(v, new));
            }
        }
        None
    }
}

impl VisitorMut for Replacer<'_> {
    type Break = ();

    fn post_visit_expr(&mut self, expr: &mut Expr) -> ControlFlow<()> {
        if let Expr::Value(ValueWithSpan { value, .. }) = expr {
            if let Some(new) = self.replacement(value) {
                *value = new;
            }
        }
        ControlFlow::Continue(())
    }
}

fn matches_literal(v: &Value, lit: &Json) -> bool {
    match (v, lit) {
        (Value::SingleQuotedString(s) | Value::DoubleQuotedString(s), Json::String(l)) => s == l,
        (Value::Number(n, _), Json::Number(l)) => {
            n == &l.to_string() || n.parse::<f64>().ok() == l.as_f64()
        }
        (Value::Number(n, _), Json::String(l)) => n == l,
        (Value::SingleQuotedString(s), Json::Number(l)) => s == &l.to_string(),
        _ => false,
    }
}

/// The new literal in the form the old one had (a quoted string stays
/// quoted even if the value looks like a number).
fn to_sql_value(old: &Value, new: &Json) -> Value {
    let text = match new {
        Json::String(s) => s.clone(),
        other => other.to_string(),
    };
    match old {
        Value::Number(..) if text.parse::<f64>().is_ok() => Value::Number(text, false),
        Value::DoubleQuotedString(_) => Value::DoubleQuotedString(text),
        _ => Value::SingleQuotedString(text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn changed_values_replace_their_literals() {
        let sql = "SELECT SUM(amount) FROM orders JOIN regions USING (region_id) WHERE region_name = '华东' ORDER BY 1 DESC LIMIT 5";
        let out = substitute(
            sql,
            Dialect::DuckDb,
            &[json!("华东"), json!(5)],
            &[json!("华北"), json!(10)],
        )
        .expect("substituted");
        assert!(out.contains("'华北'") && !out.contains("华东"), "{out}");
        assert!(out.ends_with("LIMIT 10"), "{out}");
    }

    #[test]
    fn unchanged_values_leave_the_sql_alone_and_missing_ones_refuse() {
        let sql = "SELECT * FROM t WHERE a = 'x'";
        assert_eq!(
            substitute(sql, Dialect::Sqlite, &[json!("x")], &[json!("x")]).unwrap(),
            sql
        );
        assert_eq!(
            substitute(sql, Dialect::Sqlite, &[json!("y")], &[json!("z")]),
            Err(SubstituteError::NotInSql("\"y\"".into()))
        );
        assert!(matches!(
            substitute(sql, Dialect::Sqlite, &[json!("x")], &[]),
            Err(SubstituteError::Mismatch { .. })
        ));
    }

    #[test]
    fn a_user_value_stays_a_literal() {
        let out = substitute(
            "SELECT * FROM t WHERE name = 'Ann'",
            Dialect::Postgres,
            &[json!("Ann")],
            &[json!("O'Brien'; DROP TABLE t; --")],
        )
        .expect("substituted");
        assert_eq!(
            out,
            "SELECT * FROM t WHERE name = 'O''Brien''; DROP TABLE t; --'"
        );
    }
}
