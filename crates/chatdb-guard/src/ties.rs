//! Ties at the top of a one-row pick. `ORDER BY e DESC LIMIT 1` returns
//! one of the rows that share the top value of `e` — which one is up to
//! the database. [`tie_count`] writes the query that counts those rows, so
//! an answer can say it shows one of several (the query it checks is left
//! as it is: what was asked is still one row).

use crate::parse::first_statement;
use chatdb_core::Dialect;
use sqlparser::ast::{
    Expr, Ident, LimitClause, OrderByKind, Query, SelectItem, SetExpr, Statement, Value,
};

/// The alias of the ranking value in the counting query.
const TIE_VALUE: &str = "tie_value";

/// For a query that picks one row by one ordering (`… ORDER BY e LIMIT 1`,
/// no set operation, no DISTINCT, no OFFSET), a query counting the rows
/// whose `e` equals the picked row's; `None` for any other statement.
/// The counting query still goes through the guard before it runs.
pub fn tie_count(sql: &str, dialect: Dialect) -> Option<String> {
    let Statement::Query(query) = first_statement(sql, dialect)? else {
        return None;
    };
    let limit_one = matches!(
        &query.limit_clause,
        Some(LimitClause::LimitOffset { limit: Some(Expr::Value(v)), offset: None, limit_by })
            if limit_by.is_empty() && v.value == Value::Number("1".into(), false)
    );
    let key = match query.order_by.as_ref().map(|o| &o.kind) {
        Some(OrderByKind::Expressions(exprs)) if exprs.len() == 1 => exprs[0].expr.clone(),
        _ => return None,
    };
    let SetExpr::Select(select) = query.body.as_ref() else {
        return None;
    };
    if !limit_one || query.fetch.is_some() || select.distinct.is_some() {
        return None;
    }
    let with_projection = |item: SelectItem, keep_order: bool| -> Option<Query> {
        let mut q = (*query).clone();
        let SetExpr::Select(s) = q.body.as_mut() else {
            return None;
        };
        s.projection = vec![item];
        if !keep_order {
            q.order_by = None;
            q.limit_clause = None;
        }
        Some(q)
    };
    let top = with_projection(SelectItem::UnnamedExpr(key.clone()), true)?;
    let every = with_projection(
        SelectItem::ExprWithAlias {
            expr: key,
            alias: Ident::new(TIE_VALUE),
        },
        false,
    )?;
    Some(format!(
        "SELECT COUNT(*) FROM ({every}) AS ranked_values WHERE {TIE_VALUE} = ({top})"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pick_by_an_aggregate_counts_the_groups_sharing_its_value() {
        let sql = "SELECT c.name FROM customers c JOIN orders o ON o.customer_id = c.id \
                   GROUP BY c.name, c.id ORDER BY COUNT(*) DESC LIMIT 1";
        let got = tie_count(sql, Dialect::Sqlite).expect("a pick");
        assert_eq!(
            got,
            "SELECT COUNT(*) FROM (SELECT COUNT(*) AS tie_value FROM customers c \
             JOIN orders o ON o.customer_id = c.id GROUP BY c.name, c.id) AS ranked_values \
             WHERE tie_value = (SELECT COUNT(*) FROM customers c JOIN orders o \
             ON o.customer_id = c.id GROUP BY c.name, c.id ORDER BY COUNT(*) DESC LIMIT 1)"
        );
    }

    #[test]
    fn only_a_one_row_pick_by_one_ordering_has_ties_to_count() {
        for sql in [
            "SELECT name FROM t ORDER BY a DESC LIMIT 3",
            "SELECT name FROM t ORDER BY a, b LIMIT 1",
            "SELECT name FROM t LIMIT 1",
            "SELECT DISTINCT name FROM t ORDER BY a LIMIT 1",
            "SELECT name FROM t ORDER BY a LIMIT 1 OFFSET 1",
            "SELECT name FROM t UNION SELECT name FROM u ORDER BY name LIMIT 1",
            "SELECT COUNT(*) FROM t",
        ] {
            assert_eq!(tie_count(sql, Dialect::Sqlite), None, "{sql}");
        }
    }
}
