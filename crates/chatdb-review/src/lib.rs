//! The workflow reviewer and tester (seed 000 §5.5–5.6).
//!
//! [`review`] runs every [`rules::Rule`] over a workflow's
//! [`Context`] — its models, their lineage, the source's schema and
//! semantic layer — and returns findings, each with a rule id, a family
//! (completeness, correctness, performance, security, best practice), a
//! severity, a location and a fix hint. [`tester`] adds the dynamic half:
//! the models run in a sandbox ([`chatdb_connect::sandbox`]) in
//! dependency order and generated data-quality tests are checked there.
//!
//! Invariant: reviewing never writes anything; testing writes only inside
//! a sandbox that is discarded, so the source stays as it was.

pub mod context;
pub mod finding;
pub mod report;
pub mod rules;
pub mod selects;
pub mod tester;

pub use context::{Context, ReviewOptions};
pub use finding::{Family, Finding, Severity};
pub use report::Report;

/// Every rule's findings, most severe first, then by file and line.
pub fn review(cx: &Context<'_>) -> Vec<Finding> {
    let mut out = Vec::new();
    for rule in rules::all() {
        rule.check(cx, &mut out);
    }
    out.sort_by(|a, b| {
        b.severity
            .cmp(&a.severity)
            .then_with(|| a.file.cmp(&b.file))
            .then_with(|| a.line.cmp(&b.line))
            .then_with(|| a.rule.cmp(b.rule))
    });
    out.dedup();
    out
}
