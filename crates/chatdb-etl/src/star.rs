//! The Analyst's star schema (seed 000's `star_schema` pattern): a select
//! part becomes a fact and the dimensions it references.
//!
//! Two facts about schemas decide what a dimension is, nothing about
//! words:
//! - a joined table that only *describes* the facts — its columns are
//!   grouped by or listed, never measured — and that is joined by its key
//!   is a dimension: the fact keeps the column it is joined by in place of
//!   the descriptive ones, and the dimension is the table's rows, one per
//!   key;
//! - a listed column that is a foreign key to another table's key names a
//!   dimension as it stands.
//!
//! The fact keeps the select part's joins, filters and measures; only
//! what it is grouped by changes (a dimension's key instead of its name,
//! which also keeps two members of one name apart).

use crate::intent::{DataTarget, Dimension};
use crate::request::WriteMode;
use chatdb_core::{Schema, Table};
use chatdb_guard::scope::{name_parts, visible_relations};
use sqlparser::ast::{
    Expr, GroupByExpr, Ident, JoinConstraint, JoinOperator, OrderBy, OrderByKind, Query, Select,
    SelectItem, SelectItemQualifiedWildcardKind, SetExpr, Statement,
};
use std::ops::ControlFlow;

/// A select part as a star: the fact's query and its dimensions.
#[derive(Debug, Clone, PartialEq)]
pub struct Star {
    pub fact_sql: String,
    pub dimensions: Vec<Dimension>,
}

/// A joined table that only describes the facts: its name in the query
/// (lower case), the key it is joined by, and the column the facts reach
/// it by (`o.store_id`).
struct Described {
    relation: String,
    key: String,
    fk: Vec<Ident>,
}

/// A relation of the select part: the name expressions use and its table.
struct Relation<'s> {
    name: String,
    table: &'s Table,
}

/// Reads `sql` as a fact with dimensions over `schema`; why not, when it
/// can't be (its shape, or no dimension found).
pub fn design(sql: &str, schema: &Schema) -> Result<Star, String> {
    let shape = |why: &str| format!("a star schema can't be drawn from the select part: {why}");
    let statement = chatdb_guard::parse::first_statement(sql, schema.dialect)
        .ok_or_else(|| shape("its SQL does not parse"))?;
    let Statement::Query(mut query) = statement else {
        return Err(shape("it is not a query"));
    };
    if query.with.is_some() {
        return Err(shape("it has a WITH clause"));
    }
    let SetExpr::Select(select) = query.body.as_mut() else {
        return Err(shape("it is not one SELECT"));
    };
    if select.from.len() != 1 {
        return Err(shape("it reads no table, or several without joins"));
    }
    let relations = relations(select, schema).ok_or_else(|| shape("it reads a subquery"))?;
    if let [_] = relations.as_slice() {
        if select.distinct.is_none() && !grouped_or_measured(select) {
            // The rows of one table: the fact is those rows, whole — its
            // keys are what the dimensions hang from.
            select.projection = vec![SelectItem::Wildcard(Default::default())];
        }
    }
    expand_wildcards(select, &relations, schema.dialect)
        .ok_or_else(|| shape("it selects * over several tables"))?;
    let bare = |s: &Select| {
        let outputs = chatdb_guard::scope::projection_names(&SetExpr::Select(Box::new(s.clone())));
        let found = sqlparser::ast::visit_expressions(s, |e| match e {
            Expr::Identifier(i) if !outputs.iter().any(|o| o.eq_ignore_ascii_case(&i.value)) => {
                ControlFlow::Break(())
            }
            _ => ControlFlow::Continue(()),
        });
        found.is_break()
    };
    if relations.len() > 1 && bare(select) {
        return Err(shape("a column is not named with its table"));
    }
    let measured = measured_relations(select);
    let described = described_relations(select);
    let joins = join_equalities(select);
    let mut replaced: Vec<Described> = Vec::new();
    let mut dimensions: Vec<Dimension> = Vec::new();
    for r in &relations {
        let lower = r.name.to_lowercase();
        if measured.contains(&lower) || !described.contains(&lower) {
            continue;
        }
        let by_key = joins.iter().find_map(|(a, b)| {
            let (mine, other) = if same(&a[0], &r.name) {
                (a, b)
            } else if same(&b[0], &r.name) {
                (b, a)
            } else {
                return None;
            };
            (!same(&other[0], &r.name) && is_key_of(schema, r.table, &mine[1].value))
                .then(|| (mine[1].value.clone(), other.clone()))
        });
        if let Some((key, fk)) = by_key {
            replaced.push(Described {
                relation: lower,
                key,
                fk,
            });
        }
    }
    if replaced.len() == relations.len() {
        // Every table describes: the last one reached is the facts'.
        replaced.pop();
    }
    if !replaced.is_empty() {
        replace_described(select, &replaced).map_err(|e| shape(&e))?;
        for d in &replaced {
            let Some(r) = relations.iter().find(|r| same_str(&r.name, &d.relation)) else {
                continue;
            };
            add(&mut dimensions, schema, r.table, &d.key, &d.fk[1].value);
        }
    }
    // Listed foreign keys of the facts' own tables.
    let facts: Vec<&Relation> = relations
        .iter()
        .filter(|r| !replaced.iter().any(|d| same_str(&r.name, &d.relation)))
        .collect();
    for item in &select.projection {
        let (expr, name) = match item {
            SelectItem::UnnamedExpr(e) => (e, None),
            SelectItem::ExprWithAlias { expr, alias } => (expr, Some(alias.value.clone())),
            _ => continue,
        };
        let (relation, column) = match expr {
            Expr::CompoundIdentifier(p) if p.len() == 2 => (
                facts.iter().find(|r| same(&p[0], &r.name)),
                p[1].value.clone(),
            ),
            Expr::Identifier(i) if facts.len() == 1 => (facts.first(), i.value.clone()),
            _ => continue,
        };
        let Some(relation) = relation else { continue };
        let Some(fk) = relation.table.foreign_keys.iter().find(|f| {
            f.columns.len() == 1 && f.ref_columns.len() == 1 && same_str(&f.columns[0], &column)
        }) else {
            continue;
        };
        let Some(to) = schema.table(&fk.ref_table) else {
            continue;
        };
        if same_str(&to.qualified_name(), &relation.table.qualified_name())
            || !is_key_of(schema, to, &fk.ref_columns[0])
        {
            continue;
        }
        add(
            &mut dimensions,
            schema,
            to,
            &fk.ref_columns[0],
            name.as_deref().unwrap_or(&column),
        );
    }
    if !replaced.is_empty() {
        drop_described_order(&mut query, &replaced).map_err(|e| shape(&e))?;
    }
    if dimensions.is_empty() {
        return Err(shape(
            "it describes its rows by no table it reaches by key (group by a table's name, or list a foreign key, to make it a dimension)",
        ));
    }
    Ok(Star {
        fact_sql: Statement::Query(query).to_string(),
        dimensions,
    })
}

/// The plain tables of the FROM clause; `None` when one is not a table of
/// the schema (a subquery, a function, a CTE).
fn relations<'s>(select: &Select, schema: &'s Schema) -> Option<Vec<Relation<'s>>> {
    visible_relations(&select.from, &[])
        .into_iter()
        .map(|v| {
            let parts = v.table?;
            let table = chatdb_guard::validate::lookup_table(schema, &parts)?;
            Some(Relation {
                name: v.name,
                table,
            })
        })
        .collect()
}

/// `*` (over one table) and `t.*` become the table's columns, so that
/// each column can be read as a key or not.
fn expand_wildcards(
    select: &mut Select,
    relations: &[Relation],
    dialect: chatdb_core::Dialect,
) -> Option<()> {
    let quote = if dialect == chatdb_core::Dialect::MySql {
        '`'
    } else {
        '"'
    };
    let columns = |r: &Relation, qualified: bool| -> Vec<SelectItem> {
        r.table
            .columns
            .iter()
            .map(|c| {
                let col = if crate::request::plain_identifier(&c.name) {
                    Ident::new(c.name.clone())
                } else {
                    Ident::with_quote(quote, c.name.clone())
                };
                SelectItem::UnnamedExpr(if qualified {
                    Expr::CompoundIdentifier(vec![Ident::new(r.name.clone()), col])
                } else {
                    Expr::Identifier(col)
                })
            })
            .collect()
    };
    let mut items = Vec::new();
    for item in std::mem::take(&mut select.projection) {
        match &item {
            SelectItem::Wildcard(_) => {
                let [only] = relations else { return None };
                items.extend(columns(only, false));
            }
            SelectItem::QualifiedWildcard(SelectItemQualifiedWildcardKind::ObjectName(n), _) => {
                let parts = name_parts(n);
                let last = parts.last()?;
                let r = relations.iter().find(|r| same_str(&r.name, last))?;
                items.extend(columns(r, true));
            }
            _ => items.push(item),
        }
    }
    select.projection = items;
    Some(())
}

/// Whether the SELECT groups or aggregates.
fn grouped_or_measured(select: &Select) -> bool {
    let grouped = crate::analyst::is_grouped(select);
    let measured = sqlparser::ast::visit_expressions(&select.projection, |e| {
        if is_measure(e) {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    grouped || measured.is_break()
}

/// An aggregate or a window function: what measures the facts.
fn is_measure(e: &Expr) -> bool {
    let Expr::Function(f) = e else {
        return false;
    };
    let name = name_parts(&f.name)
        .last()
        .map(|n| n.to_lowercase())
        .unwrap_or_default();
    f.over.is_some() || chatdb_lineage::query::AGGREGATES.contains(&name.as_str())
}

/// Relations (lower case) whose columns are measured: read inside an
/// aggregate or a window function.
fn measured_relations(select: &Select) -> Vec<String> {
    let mut out = Vec::new();
    let _ = sqlparser::ast::visit_expressions(select, |e| {
        if is_measure(e) {
            out.extend(qualifiers(e));
        }
        ControlFlow::<()>::Continue(())
    });
    out
}

/// Relations (lower case) whose columns are grouped by or listed.
fn described_relations(select: &Select) -> Vec<String> {
    let mut out = Vec::new();
    for item in &select.projection {
        if let SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } = item {
            out.extend(qualifiers(e));
        }
    }
    if let GroupByExpr::Expressions(exprs, _) = &select.group_by {
        for e in exprs {
            out.extend(qualifiers(e));
        }
    }
    out
}

/// The relation names (lower case) an expression's columns are qualified by.
fn qualifiers(e: &Expr) -> Vec<String> {
    let mut out = Vec::new();
    let _ = sqlparser::ast::visit_expressions(e, |x| {
        if let Expr::CompoundIdentifier(p) = x {
            if p.len() == 2 {
                out.push(p[0].value.to_lowercase());
            }
        }
        ControlFlow::<()>::Continue(())
    });
    out
}

/// The `a.x = b.y` equalities of the joins' ON conditions.
fn join_equalities(select: &Select) -> Vec<(Vec<Ident>, Vec<Ident>)> {
    let mut out = Vec::new();
    for join in select.from.iter().flat_map(|t| &t.joins) {
        let constraint = match &join.join_operator {
            JoinOperator::Join(c)
            | JoinOperator::Inner(c)
            | JoinOperator::Left(c)
            | JoinOperator::LeftOuter(c) => c,
            _ => continue,
        };
        if let JoinConstraint::On(on) = constraint {
            for (a, b) in chatdb_review::selects::equalities(on) {
                if let (Expr::CompoundIdentifier(a), Expr::CompoundIdentifier(b)) = (a, b) {
                    if a.len() == 2 && b.len() == 2 {
                        out.push((a.clone(), b.clone()));
                    }
                }
            }
        }
    }
    out
}

/// True when `column` identifies a row of `table`: its one-column primary
/// key, or the column a foreign key of the schema references.
fn is_key_of(schema: &Schema, table: &Table, column: &str) -> bool {
    if let [pk] = table.primary_key.as_slice() {
        return same_str(pk, column);
    }
    let name = table.qualified_name();
    schema.tables.iter().any(|t| {
        t.foreign_keys.iter().any(|f| {
            same_str(&f.ref_table, &name)
                && f.ref_columns.len() == 1
                && same_str(&f.ref_columns[0], column)
        })
    })
}

/// In the projection and GROUP BY, every expression that reads only a
/// described relation becomes the column the facts reach it by (named as
/// that column); repeats are dropped. Refused when such a relation is
/// read together with another in one expression, or in HAVING.
fn replace_described(select: &mut Select, replaced: &[Described]) -> Result<(), String> {
    let of = |e: &Expr| -> Result<Option<&Vec<Ident>>, String> {
        let qs = qualifiers(e);
        let hit: Vec<&Described> = replaced
            .iter()
            .filter(|d| qs.contains(&d.relation))
            .collect();
        match hit.as_slice() {
            [] => Ok(None),
            [d] if qs.iter().all(|q| *q == d.relation) => Ok(Some(&d.fk)),
            _ => Err(format!(
                "`{e}` reads a describing table together with another"
            )),
        }
    };
    if let Some(h) = &select.having {
        if of(h)?.is_some() {
            return Err("HAVING reads a describing table's column".into());
        }
    }
    let mut items: Vec<SelectItem> = Vec::new();
    for item in std::mem::take(&mut select.projection) {
        let new = match &item {
            SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } => {
                match of(e)? {
                    Some(fk) => SelectItem::ExprWithAlias {
                        expr: Expr::CompoundIdentifier(fk.clone()),
                        alias: fk[1].clone(),
                    },
                    None => item.clone(),
                }
            }
            _ => item.clone(),
        };
        let text = new.to_string();
        if !items.iter().any(|i| i.to_string() == text) {
            items.push(new);
        }
    }
    select.projection = items;
    if let GroupByExpr::Expressions(exprs, _) = &mut select.group_by {
        let mut out: Vec<Expr> = Vec::new();
        for e in std::mem::take(exprs) {
            let new = match of(&e)? {
                Some(fk) => Expr::CompoundIdentifier(fk.clone()),
                None => e,
            };
            if !out.contains(&new) {
                out.push(new);
            }
        }
        *exprs = out;
    }
    Ok(())
}

/// ORDER BY items reading a described relation order the facts by what
/// they no longer hold: dropped (a table's rows have no order), unless
/// they choose the rows a LIMIT keeps.
fn drop_described_order(query: &mut Query, replaced: &[Described]) -> Result<(), String> {
    let limited = query.limit_clause.is_some();
    let Some(OrderBy {
        kind: OrderByKind::Expressions(items),
        ..
    }) = &mut query.order_by
    else {
        return Ok(());
    };
    let reads = |e: &Expr| {
        let qs = qualifiers(e);
        replaced.iter().any(|d| qs.contains(&d.relation))
    };
    if items.iter().any(|i| reads(&i.expr)) {
        if limited {
            return Err(
                "the rows its LIMIT keeps are chosen by a describing table's column".into(),
            );
        }
        items.retain(|i| !reads(&i.expr));
        if items.is_empty() {
            query.order_by = None;
        }
    }
    Ok(())
}

/// The name of `table`'s dimension: `dim_<table>`.
pub fn dimension_name(table: &Table) -> String {
    format!("dim_{}", table.name.to_lowercase())
}

/// Adds the dimension of `table` (keyed by `key`) that the fact's
/// `fact_column` references, once per table.
fn add(out: &mut Vec<Dimension>, schema: &Schema, table: &Table, key: &str, fact_column: &str) {
    let source = table.qualified_name();
    if let Some(d) = out.iter_mut().find(|d| same_str(&d.table, &source)) {
        if !d.fact_columns.iter().any(|c| same_str(c, fact_column)) {
            d.fact_columns.push(fact_column.to_string());
        }
        return;
    }
    let name = dimension_name(table);
    let exists = schema.table(&name).is_some();
    let columns: Vec<String> = table
        .columns
        .iter()
        .map(|c| quoted(schema, &c.name))
        .collect();
    out.push(Dimension {
        target: DataTarget {
            name,
            label: None,
            grain: Vec::new(),
            keys: vec![key.to_string()],
            nullable_keys: Vec::new(),
            write_mode: WriteMode::Overwrite,
            exists,
        },
        table: source,
        key: key.to_string(),
        fact_columns: vec![fact_column.to_string()],
        select_sql: format!(
            "SELECT {} FROM {}",
            columns.join(", "),
            schema
                .dialect
                .quote_qualified(table.schema.as_deref(), &table.name)
        ),
    });
}

/// A column name as the dialect takes it: quoted only when it must be.
fn quoted(schema: &Schema, name: &str) -> String {
    if crate::request::plain_identifier(name) {
        name.to_string()
    } else {
        schema.dialect.quote_ident(name)
    }
}

fn same(a: &Ident, b: &str) -> bool {
    a.value.eq_ignore_ascii_case(b)
}

fn same_str(a: &str, b: &str) -> bool {
    a.eq_ignore_ascii_case(b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chatdb_core::{Dialect, LogicalType::*, Schema, Table};

    /// A clinic: visits reference patients and doctors; doctors a ward.
    fn clinic() -> Schema {
        Schema::new(
            Dialect::DuckDb,
            vec![
                Table::new("ward")
                    .with_key("ward_id", Integer)
                    .with_column("ward_name", Text),
                Table::new("doctor")
                    .with_key("doctor_id", Integer)
                    .with_column("doctor_name", Text)
                    .with_reference("ward_id", Integer, "ward", "ward_id"),
                Table::new("patient")
                    .with_key("patient_id", Integer)
                    .with_column("patient_name", Text)
                    .with_column("city", Text),
                Table::new("visit")
                    .with_key("visit_id", Integer)
                    .with_reference("patient_id", Integer, "patient", "patient_id")
                    .with_reference("doctor_id", Integer, "doctor", "doctor_id")
                    .with_column("visit_date", Date)
                    .with_column("fee", Float),
            ],
        )
    }

    fn squash(s: &str) -> String {
        s.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn a_grouped_table_joined_by_its_key_becomes_a_dimension() {
        let star = design(
            "SELECT d.doctor_name, SUM(v.fee) AS total_fee FROM visit AS v JOIN doctor AS d ON v.doctor_id = d.doctor_id GROUP BY d.doctor_name ORDER BY total_fee DESC",
            &clinic(),
        )
        .expect("a star");
        assert_eq!(
            squash(&star.fact_sql),
            "SELECT v.doctor_id AS doctor_id, SUM(v.fee) AS total_fee FROM visit AS v JOIN doctor AS d ON v.doctor_id = d.doctor_id GROUP BY v.doctor_id ORDER BY total_fee DESC"
        );
        let [d] = star.dimensions.as_slice() else {
            panic!("one dimension: {:?}", star.dimensions)
        };
        assert_eq!(d.target.name, "dim_doctor");
        assert_eq!(d.key, "doctor_id");
        assert_eq!(d.fact_columns, vec!["doctor_id"]);
        assert_eq!(
            d.select_sql,
            "SELECT doctor_id, doctor_name, ward_id FROM \"doctor\""
        );
    }

    #[test]
    fn two_columns_of_one_dimension_become_its_key_once() {
        let star = design(
            "SELECT p.patient_name, p.city, COUNT(*) AS visits FROM visit AS v JOIN patient AS p ON p.patient_id = v.patient_id GROUP BY p.patient_name, p.city",
            &clinic(),
        )
        .expect("a star");
        assert_eq!(
            squash(&star.fact_sql),
            "SELECT v.patient_id AS patient_id, COUNT(*) AS visits FROM visit AS v JOIN patient AS p ON p.patient_id = v.patient_id GROUP BY v.patient_id"
        );
    }

    #[test]
    fn a_dimension_reached_through_another_keeps_the_join() {
        // Fees by ward: the ward is reached through the doctor, whose
        // column the fact keeps.
        let star = design(
            "SELECT w.ward_name, SUM(v.fee) FROM visit AS v JOIN doctor AS d ON v.doctor_id = d.doctor_id JOIN ward AS w ON d.ward_id = w.ward_id GROUP BY w.ward_name",
            &clinic(),
        )
        .expect("a star");
        assert!(
            squash(&star.fact_sql).starts_with("SELECT d.ward_id AS ward_id, SUM(v.fee)"),
            "{}",
            star.fact_sql
        );
        assert_eq!(star.dimensions.len(), 1);
        assert_eq!(star.dimensions[0].target.name, "dim_ward");
    }

    #[test]
    fn listed_foreign_keys_name_dimensions_as_they_stand() {
        // The rows of one table are the facts whole, whatever was listed.
        let star =
            design("SELECT v.visit_id, v.visit_date FROM visit AS v", &clinic()).expect("a star");
        assert_eq!(
            squash(&star.fact_sql),
            "SELECT visit_id, patient_id, doctor_id, visit_date, fee FROM visit AS v"
        );
        let names: Vec<&str> = star
            .dimensions
            .iter()
            .map(|d| d.target.name.as_str())
            .collect();
        assert_eq!(names, vec!["dim_patient", "dim_doctor"]);
    }

    #[test]
    fn a_measured_table_is_not_a_dimension() {
        // The fee is measured on the visits; grouped by a visit column
        // only, nothing describes the facts.
        let err = design(
            "SELECT v.visit_date, SUM(v.fee) FROM visit AS v GROUP BY v.visit_date",
            &clinic(),
        )
        .expect_err("no dimension");
        assert!(err.contains("no table it reaches by key"), "{err}");
    }

    #[test]
    fn a_limit_chosen_by_a_dimensions_name_is_refused() {
        let err = design(
            "SELECT d.doctor_name, SUM(v.fee) AS fee FROM visit AS v JOIN doctor AS d ON v.doctor_id = d.doctor_id GROUP BY d.doctor_name ORDER BY d.doctor_name LIMIT 3",
            &clinic(),
        )
        .expect_err("refused");
        assert!(err.contains("LIMIT"), "{err}");
        // Without a LIMIT, the order by a name is dropped.
        let star = design(
            "SELECT d.doctor_name, SUM(v.fee) AS fee FROM visit AS v JOIN doctor AS d ON v.doctor_id = d.doctor_id GROUP BY d.doctor_name ORDER BY d.doctor_name",
            &clinic(),
        )
        .expect("a star");
        assert!(!star.fact_sql.contains("ORDER BY"), "{}", star.fact_sql);
    }
}
