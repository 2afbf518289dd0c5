//! `chatdb etl` (seed 000's ETL multi-agent workflow): a data engineer's
//! request in words becomes a workflow they can commit. Each agent is a
//! named step with a rule strategy (no model needed):
//!
//! - [`knowledge`]: what the source knows that bears on the request —
//!   linked tables, joins, layers, quality rules, reference cases, gaps;
//! - [`request`]: the Analyst's reading of the sink — the target table, its
//!   write mode — and the rest of the request, the select part;
//! - [`analyst`]: the [`intent::UserIntent`], its select part answered by
//!   the question pipeline (`chatdb_flow`), asking back when the target is
//!   missing;
//! - [`architect`]: the [`plan::ArchitecturePlan`] (pattern, layer,
//!   models, risks), a summary over joins layered on a wide model
//!   ([`layering`]), a star schema's fact and dimensions ([`star`]);
//! - [`model`]: with a model configured, the Analyst's and Architect's
//!   structured readings, checked and merged into the rules';
//! - [`developer`]: each model's SQL in the source's dialect and write mode;
//! - [`checks`]: the Developer's statements checked by the write policy,
//!   reviewed and tested by `chatdb_review` (static rules, a sandbox run);
//! - [`repair`]: with a model, the Developer's repairs of a select part
//!   whose workflow failed those checks (its own tools only, bounded);
//! - [`project`]: the dbt project written to `--out`;
//! - [`apply`]: the writes, through the guard's write policy, to the
//!   declared targets only.
//!
//! The agents are nodes of one graph ([`agents`], over [`state::EtlState`])
//! on the driver every run shares (`chatdb_flow::graph`): timed, traced,
//! bounded, cancellable, and checkpointed when they wait on the user
//! ([`pending`]). [`run`] starts and resumes runs and returns the
//! [`record::EtlRecord`].

pub mod agents;
pub mod analyst;
pub mod apply;
pub mod architect;
pub mod checks;
pub mod developer;
pub mod intent;
pub mod knowledge;
pub mod layering;
pub mod model;
pub mod pending;
pub mod plan;
pub mod project;
pub mod record;
pub mod repair;
pub mod request;
pub mod run;
pub mod star;
pub mod state;

pub use record::{EtlRecord, EtlStatus};
pub use run::{Etl, EtlOptions};
pub use state::{Agent, EtlState};
