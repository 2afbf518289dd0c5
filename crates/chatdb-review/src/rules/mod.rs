//! The reviewer's rules as named objects, one module per review dimension
//! (seed 000 §5.5). A rule reads the [`Context`] and reports findings;
//! rules never fail and never touch a database.

use crate::context::Context;
use crate::finding::Finding;

pub mod completeness;
pub mod correctness;
pub mod performance;
pub mod practice;
pub mod security;

/// One review rule.
pub trait Rule: Sync {
    /// `family/name`, as findings report it.
    fn id(&self) -> &'static str;
    /// What the rule checks, for `--list-rules` and documentation.
    fn describe(&self) -> &'static str;
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>);
}

/// Every rule, by family.
pub fn all() -> Vec<&'static dyn Rule> {
    vec![
        &completeness::MissingTarget,
        &completeness::OrphanModel,
        &correctness::ReadProblems,
        &correctness::Cycle,
        &correctness::UnknownTable,
        &correctness::UnknownColumn,
        &correctness::JoinTypeMismatch,
        &correctness::Grain,
        &correctness::FanOut,
        &performance::CartesianJoin,
        &performance::UnfilteredLargeJoin,
        &performance::MissingPartitionFilter,
        &performance::NonSargable,
        &security::SensitiveUnmasked,
        &security::WriteOutsideTargets,
        &security::DestructiveStatement,
        &practice::NonIdempotentInsert,
        &practice::HardCodedDate,
        &practice::SelectStar,
        &practice::LayerNaming,
    ]
}

/// The SELECTs of every statement of every model that fills a target,
/// with the model, the statement's first line and the catalog.
pub(crate) fn for_each_select<'a>(
    cx: &Context<'a>,
    mut f: impl FnMut(&'a chatdb_lineage::Model, usize, &crate::selects::SelectView<'a>),
) {
    for (model, _) in cx.models() {
        for s in &model.statements {
            if let Some(q) = chatdb_lineage::statement::body(&s.ast) {
                for view in crate::selects::selects(q, &cx.analysis.catalog) {
                    f(model, s.line, &view);
                }
            }
        }
    }
}

/// The file line of something at `offset_line` (1-based, 0 unknown) of a
/// statement starting at `statement_line`.
pub(crate) fn file_line(statement_line: usize, offset_line: usize) -> usize {
    if offset_line == 0 {
        statement_line
    } else {
        statement_line + offset_line - 1
    }
}
