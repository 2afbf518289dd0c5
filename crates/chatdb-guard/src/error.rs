//! Structured guard errors: what kind, a message a person can read, where,
//! and for unknown names the closest existing ones. The kinds line up with
//! the error types the repair loop acts on (seed 001).

use serde::Serialize;
use std::fmt;

/// Why a statement was rejected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ErrorKind {
    /// The text doesn't parse in the dialect.
    SyntaxError,
    /// More than one statement, or none.
    StatementCount,
    /// A statement other than a query (DDL, DML, SET, COPY, …).
    NotAQuery,
    /// A construct that writes or locks inside a query (`SELECT … INTO`,
    /// `FOR UPDATE`, DML in a CTE, variable assignment…).
    ForbiddenConstruct,
    /// A function that isn't on the read-only allow-list.
    ForbiddenFunction,
    /// A file/URL reference, system catalog or table-valued function that
    /// reaches outside the user's data.
    ForbiddenSource,
    /// The access policy denies this table or column.
    AccessDenied,
    /// A table the schema doesn't have.
    UnknownTable,
    /// A column no table in scope has.
    UnknownColumn,
    /// An operation on values of the wrong type (SUM over text, …).
    TypeMismatch,
}

impl ErrorKind {
    /// True for the kinds that a repair loop can fix by rewriting the SQL
    /// (as opposed to safety rejections, which must not be worked around).
    pub fn is_repairable(self) -> bool {
        matches!(
            self,
            ErrorKind::SyntaxError
                | ErrorKind::UnknownTable
                | ErrorKind::UnknownColumn
                | ErrorKind::TypeMismatch
        )
    }
}

/// A 1-based line and column in the SQL text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Location {
    pub line: u64,
    pub column: u64,
}

impl Location {
    /// A location from sqlparser's, when it carries one (0 means unknown).
    pub fn from_parser(loc: sqlparser::tokenizer::Location) -> Option<Location> {
        (loc.line > 0).then_some(Location {
            line: loc.line,
            column: loc.column,
        })
    }
}

/// A rejected statement.
#[derive(Debug, Clone, PartialEq, Serialize, thiserror::Error)]
pub struct GuardError {
    pub kind: ErrorKind,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<Location>,
    /// For unknown names: existing names that are close, best first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub suggestions: Vec<String>,
}

impl GuardError {
    pub(crate) fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        GuardError {
            kind,
            message: message.into(),
            location: None,
            suggestions: Vec::new(),
        }
    }

    pub(crate) fn at(mut self, location: Option<Location>) -> Self {
        self.location = location;
        self
    }

    pub(crate) fn suggesting(mut self, suggestions: Vec<String>) -> Self {
        self.suggestions = suggestions;
        self
    }
}

impl fmt::Display for GuardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message)?;
        if let Some(l) = self.location {
            write!(f, " (line {}, column {})", l.line, l.column)?;
        }
        if !self.suggestions.is_empty() {
            write!(f, "; did you mean {}?", self.suggestions.join(", "))?;
        }
        Ok(())
    }
}
