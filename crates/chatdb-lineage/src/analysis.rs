//! A workflow analysed against a schema: models ordered by dependency,
//! cycles found, every model's target columns traced to their origins, and
//! the catalog extended with the tables the models produce.

use crate::column::{merge_origins, OutputColumn, Transform};
use crate::query::{self, Catalog, QueryLineage};
use crate::statement::body;
use crate::workflow::Workflow;
use chatdb_core::{Column, LogicalType, Schema, Table, TableKind};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// What the analysis found out about one model.
#[derive(Debug, Clone, Default, Serialize)]
pub struct ModelAnalysis {
    pub name: String,
    /// Models this one reads, by name.
    pub depends_on: Vec<String>,
    /// Source tables read (canonical names).
    pub sources: Vec<String>,
    /// Relations read that are neither a model nor a table of the schema
    /// (only when a schema was given).
    pub unknown: Vec<String>,
    /// The target's columns and where they come from.
    pub columns: Vec<OutputColumn>,
    /// Lineage of each filling statement's query, by statement index.
    #[serde(skip)]
    pub queries: Vec<(usize, QueryLineage)>,
}

impl ModelAnalysis {
    /// Every influence of the model's queries.
    pub fn influences(&self) -> impl Iterator<Item = &crate::column::Influence> {
        self.queries.iter().flat_map(|(_, q)| q.influences.iter())
    }
}

/// A workflow's analysis.
#[derive(Debug, Clone, Serialize)]
pub struct Analysis {
    /// Model indexes in dependency order (members of cycles last).
    pub order: Vec<usize>,
    /// Each cycle's models, in dependency order.
    pub cycles: Vec<Vec<String>>,
    /// By the index of the model in the workflow.
    pub models: Vec<ModelAnalysis>,
    /// The source schema plus a table per model target.
    #[serde(skip)]
    pub catalog: Schema,
}

/// `main.t` and `public.t` are `t`: default schemas are optional in names.
pub fn relation_key(name: &str) -> String {
    let n = crate::norm(name);
    for prefix in ["main.", "public.", "dbo."] {
        if let Some(rest) = n.strip_prefix(prefix) {
            return rest.to_string();
        }
    }
    n
}

impl Analysis {
    /// Analyses `workflow`; without a schema, source columns are known only
    /// from how the SQL names them.
    pub fn new(workflow: &Workflow, schema: Option<&Schema>) -> Analysis {
        let empty = Schema {
            dialect: workflow.dialect,
            tables: Vec::new(),
        };
        let schema = schema.unwrap_or(&empty);
        let index: BTreeMap<String, usize> = workflow
            .models
            .iter()
            .enumerate()
            .filter(|(_, m)| m.produces())
            .map(|(i, m)| (relation_key(&m.name), i))
            .collect();
        let deps: Vec<Vec<usize>> = workflow
            .models
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let mut d: Vec<usize> = m
                    .reads()
                    .iter()
                    .chain(m.refs.iter())
                    .filter_map(|r| index.get(&relation_key(r)).copied())
                    .filter(|&j| j != i)
                    .collect();
                d.sort_unstable();
                d.dedup();
                d
            })
            .collect();
        let (order, cyclic) = topological(&deps);
        let cycles = cycles(&deps, &cyclic)
            .into_iter()
            .map(|c| {
                c.into_iter()
                    .map(|i| workflow.models[i].name.clone())
                    .collect()
            })
            .collect();

        let mut catalog = schema.clone();
        let mut models: Vec<ModelAnalysis> = vec![ModelAnalysis::default(); workflow.models.len()];
        for &i in &order {
            let m = &workflow.models[i];
            let mut a = ModelAnalysis {
                name: m.name.clone(),
                depends_on: deps[i]
                    .iter()
                    .map(|&j| workflow.models[j].name.clone())
                    .collect(),
                ..ModelAnalysis::default()
            };
            let lookup = Lookup {
                catalog: &catalog,
                models: &index,
            };
            let mut sources = BTreeSet::new();
            let mut unknown = BTreeSet::new();
            for r in m.reads() {
                if index.contains_key(&relation_key(&r)) {
                    continue;
                }
                let parts: Vec<String> = r.split('.').map(str::to_string).collect();
                match chatdb_guard::validate::lookup_table(schema, &parts) {
                    Some(t) => {
                        sources.insert(t.qualified_name());
                    }
                    None if schema.tables.is_empty() => {
                        sources.insert(r.clone());
                    }
                    None => {
                        unknown.insert(r.clone());
                    }
                }
            }
            a.sources = sources.into_iter().collect();
            a.unknown = unknown.into_iter().collect();
            let declared = m
                .statements
                .iter()
                .find_map(|s| {
                    (!s.effects.declared_columns.is_empty())
                        .then(|| s.effects.declared_columns.clone())
                })
                .or_else(|| {
                    let parts: Vec<String> = m.name.split('.').map(str::to_string).collect();
                    chatdb_guard::validate::lookup_table(schema, &parts)
                        .map(|t| t.columns.iter().map(|c| c.name.clone()).collect())
                })
                .unwrap_or_default();
            for (si, s) in m.statements.iter().enumerate() {
                let fills = matches!(s.ast, sqlparser::ast::Statement::Query(_))
                    || s.effects
                        .writes
                        .iter()
                        .any(|w| w.table == m.name && w.kind.fills());
                let Some(q) = body(&s.ast).filter(|_| fills) else {
                    continue;
                };
                let lineage = query::lineage(q, &lookup);
                let names: Vec<String> = if !s.effects.insert_columns.is_empty() {
                    s.effects.insert_columns.clone()
                } else if !declared.is_empty() {
                    declared.clone()
                } else {
                    Vec::new()
                };
                for (k, col) in lineage.columns.iter().enumerate() {
                    let name = names.get(k).cloned().unwrap_or_else(|| col.name.clone());
                    match a
                        .columns
                        .iter_mut()
                        .find(|c| c.name.eq_ignore_ascii_case(&name))
                    {
                        Some(c) => merge_origins(&mut c.origins, col.origins.clone()),
                        None => a.columns.push(OutputColumn {
                            name,
                            origins: col.origins.clone(),
                        }),
                    }
                }
                a.queries.push((si, lineage));
            }
            if a.columns.is_empty() {
                a.columns = declared
                    .iter()
                    .map(|n| OutputColumn {
                        name: n.clone(),
                        origins: Vec::new(),
                    })
                    .collect();
            }
            catalog
                .tables
                .retain(|t| relation_key(&t.qualified_name()) != relation_key(&m.name));
            catalog
                .tables
                .push(output_table(m.name.as_str(), &a.columns, &catalog));
            models[i] = a;
        }
        Analysis {
            order,
            cycles,
            models,
            catalog,
        }
    }

    /// The analysis of a model by name.
    pub fn model(&self, name: &str) -> Option<&ModelAnalysis> {
        let key = relation_key(name);
        self.models.iter().find(|m| relation_key(&m.name) == key)
    }
}

/// A model's target as a table of the catalog, typed from its origins.
fn output_table(name: &str, columns: &[OutputColumn], catalog: &Schema) -> Table {
    let (schema, table) = match name.rsplit_once('.') {
        Some((s, t)) => (Some(s.to_string()), t.to_string()),
        None => (None, name.to_string()),
    };
    let cols = columns
        .iter()
        .map(|c| {
            let logical = match c.origins.as_slice() {
                [o] if o.transform == Transform::Identity => catalog
                    .table(&o.column.table)
                    .and_then(|t| t.column(&o.column.column))
                    .map_or(LogicalType::Other, |col| col.logical_type),
                _ if c.origins.iter().any(|o| o.functions.contains("count")) => {
                    LogicalType::Integer
                }
                _ => LogicalType::Other,
            };
            Column {
                name: c.name.clone(),
                db_type: String::new(),
                logical_type: logical,
                nullable: true,
                comment: None,
            }
        })
        .collect();
    Table {
        schema,
        name: table,
        kind: TableKind::Table,
        comment: None,
        columns: cols,
        primary_key: Vec::new(),
        foreign_keys: Vec::new(),
    }
}

/// The catalog a model's queries see: the schema plus the targets of the
/// models analysed before it.
struct Lookup<'a> {
    catalog: &'a Schema,
    models: &'a BTreeMap<String, usize>,
}

impl Catalog for Lookup<'_> {
    fn relation(&self, parts: &[String]) -> Option<(String, Vec<String>)> {
        let joined = parts.join(".");
        let table = chatdb_guard::validate::lookup_table(self.catalog, parts)?;
        let name = if self.models.contains_key(&relation_key(&joined)) {
            relation_key(&joined)
        } else {
            table.qualified_name()
        };
        Some((name, table.columns.iter().map(|c| c.name.clone()).collect()))
    }
}

/// Kahn's algorithm, ties broken by position; returns the order and the
/// nodes left on cycles (appended to the order in position order).
fn topological(deps: &[Vec<usize>]) -> (Vec<usize>, Vec<usize>) {
    let n = deps.len();
    let mut indegree: Vec<usize> = deps.iter().map(Vec::len).collect();
    let mut done = vec![false; n];
    let mut order = Vec::with_capacity(n);
    while let Some(next) = (0..n).find(|&i| !done[i] && indegree[i] == 0) {
        done[next] = true;
        order.push(next);
        for (i, d) in deps.iter().enumerate() {
            if d.contains(&next) {
                indegree[i] -= 1;
            }
        }
    }
    let cyclic: Vec<usize> = (0..n).filter(|&i| !done[i]).collect();
    order.extend(cyclic.iter().copied());
    (order, cyclic)
}

/// The cycles among `nodes`: strongly connected groups of two or more, or
/// a node depending on itself.
fn cycles(deps: &[Vec<usize>], nodes: &[usize]) -> Vec<Vec<usize>> {
    let reach = |from: usize| -> BTreeSet<usize> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from];
        while let Some(x) = stack.pop() {
            for &d in &deps[x] {
                if seen.insert(d) {
                    stack.push(d);
                }
            }
        }
        seen
    };
    let mut out: Vec<Vec<usize>> = Vec::new();
    let mut placed = BTreeSet::new();
    for &a in nodes {
        if placed.contains(&a) {
            continue;
        }
        let from_a = reach(a);
        if !from_a.contains(&a) {
            continue;
        }
        let group: Vec<usize> = nodes
            .iter()
            .copied()
            .filter(|&b| b == a || (from_a.contains(&b) && reach(b).contains(&a)))
            .collect();
        placed.extend(group.iter().copied());
        out.push(group);
    }
    out
}
