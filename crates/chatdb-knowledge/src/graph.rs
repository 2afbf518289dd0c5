//! The join graph: tables connected by foreign keys and join hints, and the
//! smallest set of joins that connects the tables a question needs.

use crate::semantic::SemanticLayer;
use chatdb_core::Schema;
use std::collections::{BTreeSet, BinaryHeap, HashMap};

/// One way to join two tables: `left.left_columns = right.right_columns`.
#[derive(Debug, Clone, PartialEq)]
pub struct JoinEdge {
    pub left: String,
    pub left_columns: Vec<String>,
    pub right: String,
    pub right_columns: Vec<String>,
    /// Lower is preferred (hints marked preferred cost less).
    pub cost: u32,
}

/// Tables as nodes, declared and hinted keys as edges (both directions).
#[derive(Debug, Clone, Default)]
pub struct JoinGraph {
    edges: HashMap<String, Vec<JoinEdge>>,
}

const FK_COST: u32 = 10;
const PREFERRED_COST: u32 = 6;
/// Keys inferred from names cost more than declared ones.
const INFERRED_COST: u32 = 14;

impl JoinGraph {
    /// The graph of a schema plus the semantic layer's join hints.
    pub fn new(schema: &Schema, semantic: Option<&SemanticLayer>) -> JoinGraph {
        let mut g = JoinGraph::default();
        for t in &schema.tables {
            for fk in &t.foreign_keys {
                if schema.table(&fk.ref_table).is_some() {
                    g.add(JoinEdge {
                        left: t.qualified_name(),
                        left_columns: fk.columns.clone(),
                        right: fk.ref_table.clone(),
                        right_columns: fk.ref_columns.clone(),
                        cost: FK_COST,
                    });
                }
            }
        }
        g.infer_from_names(schema);
        for h in semantic
            .map(|s| s.join_hints.as_slice())
            .unwrap_or_default()
        {
            let (Some((lt, lc)), Some((rt, rc))) =
                (h.left.rsplit_once('.'), h.right.rsplit_once('.'))
            else {
                continue;
            };
            let cost = if h.preferred { PREFERRED_COST } else { FK_COST };
            // A hint about a declared key only changes its cost.
            g.remove(lt, rt, lc, rc);
            g.add(JoinEdge {
                left: lt.into(),
                left_columns: vec![lc.into()],
                right: rt.into(),
                right_columns: vec![rc.into()],
                cost,
            });
        }
        g
    }

    /// Keys nobody declared, read from names: a column named after another
    /// table (`flights.Airline` → `airlines`, `orders.customer_id` →
    /// `customers`) refers to that table's single-column primary key, when
    /// the two tables are not joined by a declared key already.
    fn infer_from_names(&mut self, schema: &Schema) {
        use crate::text::name_words;
        // Tables by the words of their name, with their single-column key
        // (one pass: catalogs have thousands of tables).
        let mut by_words: HashMap<Vec<String>, (String, String)> = HashMap::new();
        for r in &schema.tables {
            if let [pk] = r.primary_key.as_slice() {
                by_words
                    .entry(name_words(&r.name))
                    .or_insert_with(|| (r.qualified_name(), pk.clone()));
            }
        }
        for t in &schema.tables {
            let left = t.qualified_name();
            let own_key = |c: &str| t.primary_key.len() == 1 && t.primary_key[0] == c;
            let mut inferred: Vec<JoinEdge> = Vec::new();
            for c in t.columns.iter().filter(|c| !own_key(&c.name)) {
                let mut words = name_words(&c.name);
                // `customer_id` names customers as `customer` does.
                if words.len() > 1 && words.last().is_some_and(|w| w == "id") {
                    words.pop();
                }
                let Some((right, pk)) = by_words.get(&words) else {
                    continue;
                };
                let seen = inferred.iter().any(|e| e.right == *right);
                if *right != left && !seen && !self.connected(&left, right) {
                    inferred.push(JoinEdge {
                        left: left.clone(),
                        left_columns: vec![c.name.clone()],
                        right: right.clone(),
                        right_columns: vec![pk.clone()],
                        cost: INFERRED_COST,
                    });
                }
            }
            for e in inferred {
                self.add(e);
            }
        }
    }

    /// True when an edge joins the two tables directly.
    fn connected(&self, a: &str, b: &str) -> bool {
        self.edges
            .get(a)
            .is_some_and(|es| es.iter().any(|e| e.right == b))
    }

    fn add(&mut self, e: JoinEdge) {
        let reversed = JoinEdge {
            left: e.right.clone(),
            left_columns: e.right_columns.clone(),
            right: e.left.clone(),
            right_columns: e.left_columns.clone(),
            cost: e.cost,
        };
        self.edges.entry(e.left.clone()).or_default().push(e);
        self.edges
            .entry(reversed.left.clone())
            .or_default()
            .push(reversed);
    }

    fn remove(&mut self, a: &str, b: &str, ac: &str, bc: &str) {
        let same = |e: &JoinEdge, x: &str, y: &str, xc: &str, yc: &str| {
            e.left == x && e.right == y && e.left_columns == [xc] && e.right_columns == [yc]
        };
        for list in self.edges.values_mut() {
            list.retain(|e| !same(e, a, b, ac, bc) && !same(e, b, a, bc, ac));
        }
    }

    /// Edges leaving a table.
    pub fn neighbours(&self, table: &str) -> &[JoinEdge] {
        self.edges.get(table).map_or(&[], Vec::as_slice)
    }

    /// The cheapest path of joins from `from` to any table in `targets`.
    fn path_to_set(
        &self,
        from: &str,
        targets: &BTreeSet<String>,
        max_hops: usize,
    ) -> Option<Vec<JoinEdge>> {
        // Dijkstra over (cost, hops); stops at the first target reached.
        let mut best: HashMap<String, u32> = HashMap::new();
        let mut prev: HashMap<String, JoinEdge> = HashMap::new();
        let mut heap = BinaryHeap::new();
        heap.push(std::cmp::Reverse((0u32, 0usize, from.to_string())));
        best.insert(from.to_string(), 0);
        while let Some(std::cmp::Reverse((cost, hops, node))) = heap.pop() {
            if targets.contains(&node) {
                let mut path = Vec::new();
                let mut cur = node;
                while let Some(e) = prev.get(&cur) {
                    path.push(e.clone());
                    cur = e.left.clone();
                }
                path.reverse();
                return Some(path);
            }
            if hops >= max_hops || best.get(&node).is_some_and(|b| *b < cost) {
                continue;
            }
            for e in self.neighbours(&node) {
                let c = cost + e.cost;
                if best.get(&e.right).is_none_or(|b| c < *b) {
                    best.insert(e.right.clone(), c);
                    prev.insert(e.right.clone(), e.clone());
                    heap.push(std::cmp::Reverse((c, hops + 1, e.right.clone())));
                }
            }
        }
        None
    }

    /// Joins connecting `tables` (in priority order): a greedy Steiner tree
    /// that grows from the first table by the cheapest path to the tree.
    /// Returns the edges and any intermediate tables they pass through;
    /// tables that can't be reached within `max_hops` stay unconnected.
    pub fn connect(&self, tables: &[String], max_hops: usize) -> (Vec<JoinEdge>, Vec<String>) {
        let Some(first) = tables.first() else {
            return (Vec::new(), Vec::new());
        };
        let mut tree: BTreeSet<String> = BTreeSet::from([first.clone()]);
        let mut edges = Vec::new();
        let mut added = Vec::new();
        for t in &tables[1..] {
            if tree.contains(t) {
                continue;
            }
            if let Some(path) = self.path_to_set(t, &tree, max_hops) {
                for e in path {
                    for n in [&e.left, &e.right] {
                        if tree.insert(n.clone()) && !tables.contains(n) {
                            added.push(n.clone());
                        }
                    }
                    edges.push(e);
                }
            }
            tree.insert(t.clone());
        }
        (edges, added)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chatdb_core::{Column, Dialect, LogicalType, Table, TableKind};

    fn table(name: &str, columns: &[&str], pk: &[&str]) -> Table {
        Table {
            schema: None,
            name: name.into(),
            kind: TableKind::Table,
            comment: None,
            columns: columns
                .iter()
                .map(|c| Column {
                    name: c.to_string(),
                    db_type: "INTEGER".into(),
                    logical_type: LogicalType::Integer,
                    nullable: true,
                    comment: None,
                })
                .collect(),
            primary_key: pk.iter().map(|c| c.to_string()).collect(),
            foreign_keys: Vec::new(),
        }
    }

    #[test]
    fn undeclared_keys_are_read_from_names() {
        let schema = Schema {
            dialect: Dialect::Sqlite,
            tables: vec![
                table("airlines", &["uid", "Airline"], &["uid"]),
                table(
                    "flights",
                    &["Airline", "FlightNo"],
                    &["Airline", "FlightNo"],
                ),
                table("customers", &["customer_id", "name"], &["customer_id"]),
                table("orders", &["order_id", "customer_id"], &["order_id"]),
            ],
        };
        let g = JoinGraph::new(&schema, None);
        let (joins, _) = g.connect(&["flights".into(), "airlines".into()], 2);
        assert_eq!(joins.len(), 1, "{joins:?}");
        let e = &joins[0];
        let sides = [
            (e.left.as_str(), e.left_columns.clone()),
            (e.right.as_str(), e.right_columns.clone()),
        ];
        assert!(
            sides.contains(&("flights", vec!["Airline".to_string()])),
            "{e:?}"
        );
        assert!(
            sides.contains(&("airlines", vec!["uid".to_string()])),
            "{e:?}"
        );
        let (joins, _) = g.connect(&["orders".into(), "customers".into()], 2);
        assert_eq!(joins.len(), 1, "customer_id names customers: {joins:?}");
        assert_eq!(joins[0].cost, INFERRED_COST);
        // Nothing names airlines in customers: no edge is made up.
        assert!(!g.connected("customers", "airlines"));
    }
}
