//! The lineage of a whole workflow as a graph: column edges (source column
//! → target column, with the model that computes it), table edges, and
//! influences per target; walked upstream or downstream to a depth.

use crate::analysis::{relation_key, Analysis};
use crate::column::{ColumnRef, Influence, Transform};
use crate::workflow::Workflow;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// One column computed from another by a model.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Edge {
    pub from: ColumnRef,
    pub to: ColumnRef,
    pub transform: Transform,
    pub model: String,
}

/// Which way to walk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Towards the sources a table or column is computed from.
    Upstream,
    /// Towards what is computed from it.
    Downstream,
}

/// One step of a walk: `from` feeds `to`, `depth` steps away from the start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    pub depth: usize,
    pub from: String,
    pub to: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub transform: Option<Transform>,
    pub model: String,
}

/// A workflow's lineage.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct LineageGraph {
    pub edges: Vec<Edge>,
    /// (source table, target table, model).
    pub tables: BTreeSet<(String, String, String)>,
    /// Columns deciding a target's rows, by target.
    pub influences: BTreeMap<String, Vec<Influence>>,
}

impl LineageGraph {
    /// The graph of an analysed workflow.
    pub fn new(workflow: &Workflow, analysis: &Analysis) -> LineageGraph {
        let mut g = LineageGraph::default();
        for (m, a) in workflow.models.iter().zip(&analysis.models) {
            let target = relation_key(&m.name);
            for read in a.sources.iter().chain(a.depends_on.iter()) {
                g.tables
                    .insert((relation_key(read), target.clone(), m.name.clone()));
            }
            for c in &a.columns {
                for o in &c.origins {
                    let mut from = o.column.clone();
                    from.table = relation_key(&from.table);
                    g.edges.push(Edge {
                        from,
                        to: ColumnRef::new(&target, &c.name),
                        transform: o.transform,
                        model: m.name.clone(),
                    });
                }
            }
            let mut infl: Vec<Influence> = a.influences().cloned().collect();
            for i in &mut infl {
                i.column.table = relation_key(&i.column.table);
            }
            infl.sort();
            infl.dedup();
            if !infl.is_empty() {
                g.influences.insert(target, infl);
            }
        }
        g.edges.sort();
        g.edges.dedup();
        g
    }

    /// True when the graph mentions the table.
    pub fn knows(&self, table: &str) -> bool {
        let t = relation_key(table);
        self.tables.iter().any(|(a, b, _)| *a == t || *b == t)
    }

    /// Walks from `table` (or one of its columns) in `direction`, at most
    /// `depth` steps; each edge is reported once, nearest first.
    pub fn walk(
        &self,
        table: &str,
        column: Option<&str>,
        direction: Direction,
        depth: usize,
    ) -> Vec<Step> {
        let table = relation_key(table);
        let mut out = Vec::new();
        match column {
            None => {
                let mut frontier: BTreeSet<String> = BTreeSet::from([table]);
                let mut seen = BTreeSet::new();
                for d in 1..=depth {
                    let mut next = BTreeSet::new();
                    for (from, to, model) in &self.tables {
                        let (near, far) = match direction {
                            Direction::Upstream => (to, from),
                            Direction::Downstream => (from, to),
                        };
                        if frontier.contains(near) && seen.insert((from.clone(), to.clone())) {
                            out.push(Step {
                                depth: d,
                                from: from.clone(),
                                to: to.clone(),
                                transform: None,
                                model: model.clone(),
                            });
                            next.insert(far.clone());
                        }
                    }
                    if next.is_empty() {
                        break;
                    }
                    frontier = next;
                }
            }
            Some(col) => {
                let start = ColumnRef::new(table, col.to_lowercase());
                let mut frontier: BTreeSet<ColumnRef> = BTreeSet::from([start]);
                let mut seen = BTreeSet::new();
                for d in 1..=depth {
                    let mut next = BTreeSet::new();
                    for e in &self.edges {
                        let (near, far) = match direction {
                            Direction::Upstream => (&e.to, &e.from),
                            Direction::Downstream => (&e.from, &e.to),
                        };
                        let near_l = ColumnRef::new(&near.table, near.column.to_lowercase());
                        if frontier.contains(&near_l) && seen.insert(e.clone()) {
                            out.push(Step {
                                depth: d,
                                from: e.from.to_string(),
                                to: e.to.to_string(),
                                transform: Some(e.transform),
                                model: e.model.clone(),
                            });
                            next.insert(ColumnRef::new(&far.table, far.column.to_lowercase()));
                        }
                    }
                    if next.is_empty() {
                        break;
                    }
                    frontier = next;
                }
            }
        }
        out
    }
}
