//! Completeness: the workflow produces every target it promises, and
//! nothing it produces is left unused.

use super::Rule;
use crate::context::Context;
use crate::finding::{Finding, Severity};
use chatdb_lineage::analysis::relation_key;
use std::collections::BTreeSet;

/// A declared target that no model produces.
pub struct MissingTarget;

impl Rule for MissingTarget {
    fn id(&self) -> &'static str {
        "completeness/missing-target"
    }
    fn describe(&self) -> &'static str {
        "every target workflow.yml declares is produced by a model"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        if !cx.workflow.targets_declared {
            return;
        }
        for name in cx.workflow.targets.keys() {
            if !cx.produced(name) {
                out.push(cx.at(
                    self.id(),
                    Severity::Error,
                    None,
                    0,
                    format!("target `{name}` is declared but no model creates or fills it"),
                    "add a model that writes it, or remove it from workflow.yml",
                ));
            }
        }
    }
}

/// Intermediate layer prefixes: a model so named exists to be read.
const INTERMEDIATE: &[&str] = &["stg_", "int_", "tmp_", "ods_", "dwd_", "staging_", "temp_"];

/// A model whose output no target needs.
pub struct OrphanModel;

impl Rule for OrphanModel {
    fn id(&self) -> &'static str {
        "completeness/orphan-model"
    }
    fn describe(&self) -> &'static str {
        "every model feeds a declared target (or, undeclared, no intermediate model is left unread)"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        let models = &cx.workflow.models;
        if models.len() < 2 {
            return;
        }
        let read_by_someone: BTreeSet<String> = cx
            .analysis
            .models
            .iter()
            .flat_map(|a| a.depends_on.iter().map(|d| relation_key(d)))
            .collect();
        let needed: BTreeSet<String> = if cx.workflow.targets_declared {
            // Everything a declared target depends on, transitively.
            let mut needed: BTreeSet<String> = cx
                .workflow
                .targets
                .keys()
                .map(|t| relation_key(t))
                .collect();
            loop {
                let more: Vec<String> = cx
                    .analysis
                    .models
                    .iter()
                    .filter(|a| needed.contains(&relation_key(&a.name)))
                    .flat_map(|a| a.depends_on.iter().map(|d| relation_key(d)))
                    .filter(|d| !needed.contains(d))
                    .collect();
                if more.is_empty() {
                    break needed;
                }
                needed.extend(more);
            }
        } else {
            BTreeSet::new()
        };
        for m in models {
            let key = relation_key(&m.name);
            if m.filling().is_none() {
                continue;
            }
            let orphan = if cx.workflow.targets_declared {
                !needed.contains(&key)
            } else {
                let bare = key.rsplit('.').next().unwrap_or(&key);
                INTERMEDIATE.iter().any(|p| bare.starts_with(p)) && !read_by_someone.contains(&key)
            };
            if orphan {
                out.push(cx.at(
                    self.id(),
                    Severity::Warning,
                    Some(m),
                    m.line,
                    format!("model `{}` is produced but no target uses it", m.name),
                    "remove the model, or use it in the target it was meant for",
                ));
            }
        }
    }
}
