//! What a statement does, said as the cue words a question uses for it:
//! `count` for COUNT, `max` for MAX or for the rows ordered down and cut
//! (ORDER BY … DESC LIMIT), `group` for GROUP BY, `mostcommon` for groups
//! ordered down by their count and cut … — the names of
//! `chatdb_engine::parse::Sketch::cues`. Another wording of a case's
//! question is checked against it: a cue the case's wording lacks is
//! another request unless the case's SQL does it, and a cue of the case's
//! wording its SQL does not do was never part of the request.

use chatdb_core::Dialect;
use sqlparser::ast::{
    DuplicateTreatment, Expr, Function, FunctionArguments, GroupByExpr, OrderByKind, OrderBySort,
    Query, SelectItem, SetExpr, Statement, Visit, Visitor,
};
use std::collections::BTreeSet;
use std::ops::ControlFlow;

/// What a statement does, in cue words.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SqlCues {
    /// Every cue it does.
    pub does: BTreeSet<&'static str>,
    /// The aggregate functions it calls (COUNT, SUM, MAX …): with two or
    /// more, a set of cues does not say which column each is said of.
    pub aggregates: BTreeSet<&'static str>,
    /// The columns the outermost SELECT shows as they are (lower-case,
    /// without their table): what the request returns.
    pub shown: BTreeSet<String>,
}

/// The cues `sql` does, or `None` when it cannot be read.
pub fn cues_of(sql: &str, dialect: Dialect) -> Option<SqlCues> {
    let Statement::Query(q) = chatdb_guard::parse::first_statement(sql, dialect)? else {
        return None;
    };
    let mut cues = Cues(SqlCues::default());
    if let SetExpr::Select(sel) = q.body.as_ref() {
        for item in &sel.projection {
            let expr = match item {
                SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } => e,
                _ => continue,
            };
            let column = match expr {
                Expr::Identifier(id) => Some(&id.value),
                Expr::CompoundIdentifier(ids) => ids.last().map(|id| &id.value),
                _ => None,
            };
            cues.0.shown.extend(column.map(|c| c.to_lowercase()));
        }
    }
    let _ = Visit::visit(q.as_ref(), &mut cues);
    Some(cues.0)
}

/// Cues one says along with another: the most common X is the group of
/// X counted most (`mostcommon` says `group`, `count` and `max`; the least
/// common `min`), and grouped values are distinct.
pub fn implied(cues: &BTreeSet<String>) -> BTreeSet<String> {
    let mut all = cues.clone();
    for (common, superlative) in [("mostcommon", "max"), ("leastcommon", "min")] {
        if all.contains(common) {
            all.insert("group".into());
            all.insert("count".into());
            all.insert(superlative.into());
        }
    }
    if all.contains("group") {
        all.insert("distinct".into());
    }
    all
}

struct Cues(SqlCues);

/// The aggregate a function call is, as its cue (`count` for COUNT or
/// `main.count`).
fn aggregate_cue(f: &Function) -> Option<&'static str> {
    let name = f.name.to_string().to_lowercase();
    Some(match name.rsplit('.').next().unwrap_or(&name) {
        "count" => "count",
        "sum" => "sum",
        "avg" => "avg",
        "max" => "max",
        "min" => "min",
        "median" => "median",
        _ => return None,
    })
}

fn counts(e: &Expr) -> bool {
    let mut found = false;
    let _ = sqlparser::ast::visit_expressions(e, |x| {
        if let Expr::Function(f) = x {
            found |= aggregate_cue(f) == Some("count");
        }
        ControlFlow::<()>::Continue(())
    });
    found
}

impl Visitor for Cues {
    type Break = ();

    fn pre_visit_expr(&mut self, e: &Expr) -> ControlFlow<()> {
        if let Expr::Function(f) = e {
            if let Some(cue) = aggregate_cue(f) {
                self.0.does.insert(cue);
                self.0.aggregates.insert(cue);
            }
            if let FunctionArguments::List(list) = &f.args {
                if matches!(list.duplicate_treatment, Some(DuplicateTreatment::Distinct)) {
                    self.0.does.insert("distinct");
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn pre_visit_query(&mut self, q: &Query) -> ControlFlow<()> {
        if let SetExpr::Select(sel) = q.body.as_ref() {
            if sel.distinct.is_some() {
                self.0.does.insert("distinct");
            }
            let grouped = match &sel.group_by {
                GroupByExpr::Expressions(es, _) => !es.is_empty(),
                GroupByExpr::All(_) => true,
            };
            if grouped {
                self.0.does.insert("group");
                self.0.does.insert("distinct");
            }
        }
        let limited = q.limit_clause.is_some();
        if limited {
            self.0.does.insert("top");
        }
        if let Some(OrderByKind::Expressions(keys)) = q.order_by.as_ref().map(|o| &o.kind) {
            for key in keys {
                self.0.does.insert("orderby");
                let down = matches!(key.options.sort, Some(OrderBySort::Desc));
                self.0.does.insert(if down { "desc" } else { "asc" });
                if limited {
                    self.0.does.insert(if down { "max" } else { "min" });
                    if counts(&key.expr) {
                        self.0
                            .does
                            .insert(if down { "mostcommon" } else { "leastcommon" });
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cues(sql: &str) -> Vec<&'static str> {
        cues_of(sql, Dialect::Sqlite)
            .expect("reads")
            .does
            .into_iter()
            .collect()
    }

    #[test]
    fn what_a_statement_does_in_cue_words() {
        assert_eq!(cues("SELECT COUNT(*) FROM customers"), ["count"]);
        assert_eq!(
            cues("SELECT name FROM customers ORDER BY joined DESC LIMIT 1"),
            ["desc", "max", "orderby", "top"]
        );
        assert_eq!(
            cues("SELECT name FROM customers ORDER BY joined"),
            ["asc", "orderby"]
        );
        assert_eq!(
            cues("SELECT origin FROM shipments GROUP BY origin ORDER BY COUNT(*) DESC LIMIT 1"),
            [
                "count",
                "desc",
                "distinct",
                "group",
                "max",
                "mostcommon",
                "orderby",
                "top"
            ]
        );
        assert_eq!(
            cues("SELECT COUNT(DISTINCT city) FROM customers WHERE spent > (SELECT AVG(spent) FROM customers)"),
            ["avg", "count", "distinct"]
        );
        assert!(cues_of("not sql", Dialect::Sqlite).is_none());
        let shown = cues_of(
            "SELECT W.WarehouseName, COUNT(*) FROM warehouses AS W JOIN shipments AS S ON W.id = S.origin WHERE S.id IN (SELECT id FROM parcels) GROUP BY W.id",
            Dialect::Sqlite,
        );
        assert_eq!(
            shown.expect("reads").shown.into_iter().collect::<Vec<_>>(),
            ["warehousename"]
        );
        let two = cues_of(
            "SELECT city, MAX(stores), SUM(sold) FROM s GROUP BY city",
            Dialect::Sqlite,
        );
        assert_eq!(two.expect("reads").aggregates.len(), 2);
    }

    #[test]
    fn the_most_common_is_counted_groups() {
        let said: BTreeSet<String> = ["mostcommon".to_string()].into();
        let all = implied(&said);
        assert!(["group", "count", "distinct", "max", "mostcommon"]
            .iter()
            .all(|c| all.contains(*c)));
    }
}
