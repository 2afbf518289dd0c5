//! Statements that read earlier statements by name: a decomposed
//! question's steps (`step1`, `step2` …) composed into one query, each step
//! it reads — directly or through another step — as a CTE before its own.
//! The composed query is what the guard checks and the database runs, so a
//! step is never trusted for having run on its own.

use crate::parse::parse;
use crate::scope::relation_refs;
use crate::GuardError;
use chatdb_core::Dialect;
use sqlparser::ast::helpers::attached_token::AttachedToken;
use sqlparser::ast::{Cte, Ident, Query, Statement, TableAlias, With};
use sqlparser::tokenizer::Span;

/// A named statement a later one may read as a table.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct NamedStep {
    pub name: String,
    /// Its statement; `None` when it did not run (reading it is an error).
    pub sql: Option<String>,
}

/// A statement with the steps it reads.
#[derive(Debug, Clone, PartialEq)]
pub struct Composed {
    /// The statement to check and run: `sql` itself when it reads no step.
    pub sql: String,
    /// The steps it reads, directly or through each other, in step order.
    pub reads: Vec<String>,
}

/// The unqualified relation names `statement` reads that are not its own
/// CTEs, lower-cased.
fn outside_names(statement: &Statement) -> Vec<String> {
    relation_refs(statement)
        .into_iter()
        .filter(|r| !r.is_cte && r.parts.len() == 1)
        .map(|r| r.parts[0].to_lowercase())
        .collect()
}

/// The one query of `sql`, when it is one.
fn query_of(sql: &str, dialect: Dialect) -> Result<Option<Query>, GuardError> {
    let mut statements = parse(sql, dialect)?;
    if statements.len() != 1 {
        return Ok(None);
    }
    match statements.remove(0) {
        Statement::Query(q) => Ok(Some(*q)),
        _ => Ok(None),
    }
}

/// `sql` with the `steps` it reads prepended as CTEs. `steps` are in order;
/// a step may read only the steps before it. A name the statement defines
/// as a CTE of its own, or qualifies with a schema, is not a step. A
/// statement that does not parse, or is not one query, comes back as it is
/// (the guard then says what is wrong with it); a step that does not parse
/// is an error, and so is reading a step that did not run.
pub fn with_steps(
    sql: &str,
    dialect: Dialect,
    steps: &[NamedStep],
) -> Result<Composed, GuardError> {
    let unchanged = || Composed {
        sql: sql.to_string(),
        reads: Vec::new(),
    };
    if steps.is_empty() {
        return Ok(unchanged());
    }
    let Ok(Some(mut query)) = query_of(sql, dialect) else {
        return Ok(unchanged());
    };
    let position = |name: &str| steps.iter().position(|s| s.name.eq_ignore_ascii_case(name));
    // Which steps are read: the statement's own references, then each read
    // step's references to the steps before it (latest first, so one pass
    // down the list finds them all).
    let mut read = vec![false; steps.len()];
    let mut bodies: Vec<Option<Query>> = vec![None; steps.len()];
    for name in outside_names(&Statement::Query(Box::new(query.clone()))) {
        if let Some(i) = position(&name) {
            read[i] = true;
        }
    }
    for i in (0..steps.len()).rev() {
        if !read[i] {
            continue;
        }
        let Some(sql) = &steps[i].sql else {
            return Err(GuardError::new(
                crate::ErrorKind::UnknownTable,
                format!("{} is a step that did not run", steps[i].name),
            ));
        };
        let Some(body) = query_of(sql, dialect)? else {
            return Err(GuardError::new(
                crate::ErrorKind::NotAQuery,
                format!("step {} is not one query", steps[i].name),
            ));
        };
        for name in outside_names(&Statement::Query(Box::new(body.clone()))) {
            if let Some(j) = position(&name).filter(|&j| j < i) {
                read[j] = true;
            }
        }
        bodies[i] = Some(body);
    }
    if !read.contains(&true) {
        return Ok(unchanged());
    }
    let ctes: Vec<Cte> = steps
        .iter()
        .zip(bodies)
        .filter_map(|(step, body)| body.map(|b| cte(&step.name, b)))
        .collect();
    match &mut query.with {
        Some(with) => {
            let own = std::mem::take(&mut with.cte_tables);
            with.cte_tables = ctes.into_iter().chain(own).collect();
        }
        None => {
            query.with = Some(With {
                with_token: AttachedToken::empty(),
                recursive: false,
                cte_tables: ctes,
            });
        }
    }
    Ok(Composed {
        sql: Statement::Query(Box::new(query)).to_string(),
        reads: steps
            .iter()
            .zip(&read)
            .filter(|(_, &r)| r)
            .map(|(s, _)| s.name.clone())
            .collect(),
    })
}

fn cte(name: &str, body: Query) -> Cte {
    Cte {
        alias: TableAlias {
            explicit: false,
            name: Ident::with_span(Span::empty(), name),
            columns: Vec::new(),
            at: None,
        },
        query: Box::new(body),
        from: None,
        materialized: None,
        closing_paren_token: AttachedToken::empty(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(list: &[(&str, &str)]) -> Vec<NamedStep> {
        list.iter()
            .map(|(n, s)| NamedStep {
                name: n.to_string(),
                sql: (!s.is_empty()).then(|| s.to_string()),
            })
            .collect()
    }

    #[test]
    fn a_statement_reading_no_step_is_left_as_written() {
        let s = steps(&[("step1", "SELECT id FROM t")]);
        let c = with_steps("select id from   t", Dialect::Sqlite, &s).unwrap();
        assert_eq!(c.sql, "select id from   t");
        assert!(c.reads.is_empty());
    }

    #[test]
    fn steps_read_directly_and_through_each_other_become_ctes_in_order() {
        let s = steps(&[
            ("step1", "SELECT id FROM t WHERE x > 1"),
            ("step2", "SELECT id FROM step1 WHERE id < 9"),
            ("step3", "SELECT id FROM u"),
        ]);
        let c = with_steps("SELECT COUNT(*) FROM Step2", Dialect::Sqlite, &s).unwrap();
        assert_eq!(c.reads, vec!["step1", "step2"]);
        assert_eq!(
            c.sql,
            "WITH step1 AS (SELECT id FROM t WHERE x > 1), step2 AS (SELECT id FROM step1 WHERE id < 9) SELECT COUNT(*) FROM Step2"
        );
        // The composed statement is one query the guard can read.
        assert_eq!(parse(&c.sql, Dialect::Sqlite).unwrap().len(), 1);
    }

    #[test]
    fn the_statements_own_ctes_come_after_the_steps_and_shadow_them() {
        let s = steps(&[("step1", "SELECT id FROM t"), ("step2", "SELECT id FROM u")]);
        let c = with_steps(
            "WITH step2 AS (SELECT 1 AS id), big AS (SELECT id FROM step1) SELECT * FROM big JOIN step2 USING (id)",
            Dialect::Postgres,
            &s,
        )
        .unwrap();
        assert_eq!(c.reads, vec!["step1"]);
        assert!(
            c.sql
                .starts_with("WITH step1 AS (SELECT id FROM t), step2 AS (SELECT 1 AS id), big AS"),
            "{}",
            c.sql
        );
    }

    #[test]
    fn a_later_step_is_not_read_by_an_earlier_one_and_other_statements_stay() {
        let s = steps(&[
            ("step1", "SELECT id FROM step2"),
            ("step2", "SELECT id FROM t"),
        ]);
        let c = with_steps("SELECT id FROM step1", Dialect::Sqlite, &s).unwrap();
        assert_eq!(c.reads, vec!["step1"]);
        let c = with_steps("DELETE FROM step1", Dialect::Sqlite, &s).unwrap();
        assert_eq!(c.sql, "DELETE FROM step1");
        let c = with_steps("SELEC nonsense", Dialect::Sqlite, &s).unwrap();
        assert_eq!(c.sql, "SELEC nonsense");
    }

    #[test]
    fn reading_a_step_that_did_not_run_is_an_unknown_table() {
        let s = steps(&[("step1", ""), ("step2", "SELECT id FROM t")]);
        let e = with_steps(
            "SELECT id FROM step2 JOIN step1 USING (id)",
            Dialect::Sqlite,
            &s,
        )
        .unwrap_err();
        assert_eq!(e.kind, crate::ErrorKind::UnknownTable);
        assert!(
            e.message.contains("step1 is a step that did not run"),
            "{e}"
        );
        assert!(with_steps("SELECT id FROM step2", Dialect::Sqlite, &s).is_ok());
    }
}
