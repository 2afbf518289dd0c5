//! Parsing SQL text in a dialect, with errors that say where.

use crate::error::{ErrorKind, GuardError, Location};
use chatdb_core::Dialect;
use sqlparser::ast::Statement;
use sqlparser::dialect::{
    Dialect as ParserDialect, DuckDbDialect, MySqlDialect, PostgreSqlDialect, SQLiteDialect,
};
use sqlparser::parser::{Parser, ParserError};

/// sqlparser's dialect for ours.
pub fn parser_dialect(dialect: Dialect) -> Box<dyn ParserDialect> {
    match dialect {
        Dialect::DuckDb => Box::new(DuckDbDialect {}),
        Dialect::Sqlite => Box::new(SQLiteDialect {}),
        Dialect::Postgres => Box::new(PostgreSqlDialect {}),
        Dialect::MySql => Box::new(MySqlDialect {}),
    }
}

/// Nesting deeper than this is rejected rather than risking the stack.
const MAX_DEPTH: usize = 200;

/// Parses `sql` into statements.
pub fn parse(sql: &str, dialect: Dialect) -> Result<Vec<Statement>, GuardError> {
    let d = parser_dialect(dialect);
    Parser::new(d.as_ref())
        .with_recursion_limit(MAX_DEPTH)
        .try_with_sql(sql)
        .and_then(|mut p| p.parse_statements())
        .map_err(syntax_error)
}

/// The first statement of `sql`, when it parses (what a rewrite of one
/// query works on).
pub fn first_statement(sql: &str, dialect: Dialect) -> Option<Statement> {
    parse(sql, dialect).ok()?.into_iter().next()
}

fn syntax_error(e: ParserError) -> GuardError {
    let text = match &e {
        ParserError::TokenizerError(s) | ParserError::ParserError(s) => s.clone(),
        ParserError::RecursionLimitExceeded => "the statement is nested too deeply".to_string(),
    };
    // sqlparser appends " at Line: L, Column: C"; lift it into a location.
    let (message, location) = match text.rfind(" at Line: ") {
        Some(i) => {
            let tail = &text[i + " at Line: ".len()..];
            let mut parts = tail.split(", Column: ");
            let line = parts.next().and_then(|l| l.trim().parse().ok());
            let column = parts.next().and_then(|c| c.trim().parse().ok());
            let loc = line
                .zip(column)
                .map(|(line, column)| Location { line, column });
            (text[..i].to_string(), loc)
        }
        None => (text, None),
    };
    GuardError::new(ErrorKind::SyntaxError, format!("syntax error: {message}")).at(location)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn syntax_errors_carry_their_position() {
        let e = parse("SELECT a FROM t WHERE AND b", Dialect::Postgres).expect_err("misplaced AND");
        assert_eq!(e.kind, ErrorKind::SyntaxError);
        assert_eq!(e.location.map(|l| l.line), Some(1));
        assert!(!e.message.contains(" at Line: "), "{}", e.message);
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let sql = format!("SELECT {}1{}", "(".repeat(5000), ")".repeat(5000));
        assert!(parse(&sql, Dialect::DuckDb).is_err());
    }
}
