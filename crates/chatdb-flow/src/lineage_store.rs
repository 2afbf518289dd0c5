//! Lineage kept per data source (seed 000's `get_table_lineage`): every
//! workflow that `chatdb lineage --dir` or `chatdb review` analysed leaves
//! its graph here, so later questions — from the CLI or an MCP client —
//! can ask where a table's data comes from without the workflow at hand.

use crate::error::FlowError;
use chatdb_lineage::LineageGraph;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The lineage graphs of one source, by workflow directory.
pub struct LineageStore {
    path: PathBuf,
}

impl LineageStore {
    /// The store in `file` (JSON; created on first save).
    pub fn at(file: impl Into<PathBuf>) -> LineageStore {
        LineageStore { path: file.into() }
    }

    fn read(&self) -> Result<BTreeMap<String, LineageGraph>, FlowError> {
        match std::fs::read_to_string(&self.path) {
            Ok(text) => serde_json::from_str(&text).map_err(|e| FlowError::Io {
                path: self.path.display().to_string(),
                cause: e.to_string(),
            }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(BTreeMap::new()),
            Err(e) => Err(FlowError::Io {
                path: self.path.display().to_string(),
                cause: e.to_string(),
            }),
        }
    }

    /// Records a workflow's graph, replacing what the same workflow left.
    pub fn save(&self, workflow: &Path, graph: &LineageGraph) -> Result<(), FlowError> {
        let io = |e: std::io::Error| FlowError::Io {
            path: self.path.display().to_string(),
            cause: e.to_string(),
        };
        let mut all = self.read()?;
        let key = std::fs::canonicalize(workflow)
            .unwrap_or_else(|_| workflow.to_path_buf())
            .display()
            .to_string();
        all.insert(key, graph.clone());
        if let Some(dir) = self.path.parent() {
            std::fs::create_dir_all(dir).map_err(io)?;
        }
        let text = serde_json::to_string(&all).map_err(|e| FlowError::Io {
            path: self.path.display().to_string(),
            cause: e.to_string(),
        })?;
        let tmp = self.path.with_extension("json.tmp");
        std::fs::write(&tmp, text).map_err(io)?;
        std::fs::rename(&tmp, &self.path).map_err(io)
    }

    /// Every stored workflow's lineage as one graph.
    pub fn load(&self) -> Result<LineageGraph, FlowError> {
        let mut merged = LineageGraph::default();
        for g in self.read()?.into_values() {
            merged.edges.extend(g.edges);
            merged.tables.extend(g.tables);
            for (t, i) in g.influences {
                merged.influences.entry(t).or_default().extend(i);
            }
        }
        merged.edges.sort();
        merged.edges.dedup();
        Ok(merged)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chatdb_lineage::graph::Edge;
    use chatdb_lineage::{ColumnRef, Transform};

    #[test]
    fn graphs_are_kept_per_workflow_and_merged() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = LineageStore::at(dir.path().join("lineage/x.json"));
        assert!(store.load().expect("empty").edges.is_empty());
        let edge = |from: &str, to: &str| Edge {
            from: ColumnRef::new(from, "c"),
            to: ColumnRef::new(to, "c"),
            transform: Transform::Identity,
            model: to.into(),
        };
        let mut a = LineageGraph::default();
        a.edges.push(edge("s", "a"));
        store.save(Path::new("/w1"), &a).expect("save");
        let mut b = LineageGraph::default();
        b.edges.push(edge("a", "b"));
        store.save(Path::new("/w2"), &b).expect("save");
        assert_eq!(store.load().expect("load").edges.len(), 2);
        // Saving a workflow again replaces its earlier graph.
        store
            .save(Path::new("/w2"), &LineageGraph::default())
            .expect("save");
        assert_eq!(store.load().expect("load").edges.len(), 1);
    }
}
