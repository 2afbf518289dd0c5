//! The SQL guard: nothing but a safe read leaves ChatDB.
//!
//! Every statement ChatDB runs — from the rule engine, a model or a user —
//! passes through [`Guard::check`]:
//!
//! 1. **parse** in the source's dialect (`parse`); unparseable SQL is
//!    rejected, never passed through;
//! 2. **read-only policy** (`policy`): exactly one query, every node of an
//!    allow-listed kind, every function on the dialect's allow-list
//!    (`functions`), no files, URLs or system catalogs (`catalogs`);
//! 3. **access policy** (`access`): denied tables and columns rejected,
//!    row filters applied by rewriting every reference;
//! 4. **schema validation** (`validate`), when a schema is given: unknown
//!    tables and columns with the closest names, aggregates over the wrong
//!    type;
//! 5. **lints** (`lint`) as warnings, and **rewrites** (`rewrite`): a LIMIT
//!    for exploratory queries, pretty text for display.
//!
//! Invariant: the guard decides on the parsed statement, never on keywords
//! in the text, and the connection's own read-only mode stays on as a
//! second, independent defence.

pub mod access;
pub mod catalogs;
pub mod compose;
pub mod error;
pub mod functions;
pub mod lint;
pub mod parse;
pub mod policy;
pub mod rewrite;
pub mod scope;
pub mod ties;
pub mod validate;
pub mod write;

pub use access::{AccessPolicy, TableAccess};
pub use compose::{with_steps, Composed, NamedStep};
pub use error::{ErrorKind, GuardError, Location};
pub use lint::{LintOptions, Warning};
pub use policy::ReadOnlyOptions;
pub use ties::tie_count;
pub use validate::{usage, Usage};
pub use write::{check_write, WriteChecked, WriteOp};

use chatdb_core::{Dialect, Schema};
use serde::Serialize;

/// How the guard is configured for one data source and user.
#[derive(Debug, Clone, Default)]
pub struct GuardConfig {
    pub read_only: ReadOnlyOptions,
    pub access: Option<AccessPolicy>,
    /// Add `LIMIT n` to queries without one (for exploratory questions).
    pub default_limit: Option<u64>,
    pub lint: LintOptions,
}

/// A statement that passed the guard — the only thing a connector runs.
///
/// Its fields are private and it has no public constructor: outside this
/// crate a `Checked` comes from [`Guard::check`] (and a write to an ETL
/// workflow's declared target is a [`WriteChecked`] from [`check_write`]), so the
/// compiler, not a convention, keeps unchecked SQL away from databases.
/// It serializes (for output) but never deserializes.
#[derive(Debug, Clone, Serialize)]
pub struct Checked {
    sql: String,
    pretty: String,
    warnings: Vec<Warning>,
    rewrites: Vec<String>,
}

impl Checked {
    /// The SQL to execute: the statement after access-policy and LIMIT rewrites.
    pub fn sql(&self) -> &str {
        &self.sql
    }

    /// The same statement laid out for people.
    pub fn pretty(&self) -> &str {
        &self.pretty
    }

    /// Lint findings; they never block execution.
    pub fn warnings(&self) -> &[Warning] {
        &self.warnings
    }

    /// What the guard changed, in words (empty when nothing).
    pub fn rewrites(&self) -> &[String] {
        &self.rewrites
    }

    /// Wraps SQL without checking it — only with the `unguarded` feature,
    /// which only test code enables (tests of the database-level defence
    /// must send what the guard would refuse).
    #[cfg(feature = "unguarded")]
    pub fn unguarded(sql: &str) -> Checked {
        Checked {
            sql: sql.to_string(),
            pretty: sql.to_string(),
            warnings: Vec::new(),
            rewrites: Vec::new(),
        }
    }
}

/// The guard for one dialect, configuration and (optionally) schema.
#[derive(Debug, Clone)]
pub struct Guard<'a> {
    dialect: Dialect,
    config: &'a GuardConfig,
    schema: Option<&'a Schema>,
}

impl<'a> Guard<'a> {
    /// A guard without schema validation.
    pub fn new(dialect: Dialect, config: &'a GuardConfig) -> Self {
        Guard {
            dialect,
            config,
            schema: None,
        }
    }

    /// Also validates table and column names against `schema`.
    pub fn with_schema(mut self, schema: &'a Schema) -> Self {
        self.schema = Some(schema);
        self
    }

    /// Checks `sql`; on success returns the SQL to execute.
    pub fn check(&self, sql: &str) -> Result<Checked, GuardError> {
        let statements = parse::parse(sql, self.dialect)?;
        policy::check_read_only(sql, &statements, self.dialect, &self.config.read_only)?;
        let mut statement = statements.into_iter().next().ok_or_else(|| {
            GuardError::new(ErrorKind::StatementCount, "there is no statement to run")
        })?;
        if let Some(schema) = self.schema {
            validate::validate(&statement, schema, self.dialect)?;
        }
        let warnings = lint::lint(&statement, &self.config.lint);
        let mut rewrites = Vec::new();
        if let Some(policy) = &self.config.access {
            let before = statement.to_string();
            access::enforce(&mut statement, policy, self.dialect, self.schema)?;
            if statement.to_string() != before {
                rewrites
                    .push("applied the access policy's row filters and column limits".to_string());
            }
        }
        // The bundled DuckDB has no ICU: the clock is read here instead.
        if self.dialect == Dialect::DuckDb
            && rewrite::fix_clock(&mut statement, chrono::Local::now().naive_local())
        {
            rewrites.push("read the clock (CURRENT_DATE, now() …) as a literal".to_string());
        }
        if let Some(n) = self.config.default_limit {
            if rewrite::add_limit(&mut statement, n) {
                rewrites.push(format!("added LIMIT {n}"));
            }
        }
        let sql = statement.to_string();
        // What runs must be what was checked: the printed statement has to
        // parse back to itself. (sqlparser prints `- +x` as `-+x`, which
        // PostgreSQL's tokenizer reads as one operator; found by fuzzing.)
        let round_trip = parse::first_statement(&sql, self.dialect).map(|s| s.to_string());
        if round_trip.as_deref() != Some(sql.as_str()) {
            return Err(GuardError::new(
                ErrorKind::ForbiddenConstruct,
                "the statement does not print back unambiguously; write it with explicit spaces or parentheses",
            ));
        }
        Ok(Checked {
            sql,
            pretty: rewrite::pretty(&statement),
            warnings,
            rewrites,
        })
    }
}

/// Checks `sql` with the default configuration: the read-only policy only.
pub fn check(sql: &str, dialect: Dialect) -> Result<Checked, GuardError> {
    Guard::new(dialect, &GuardConfig::default()).check(sql)
}
