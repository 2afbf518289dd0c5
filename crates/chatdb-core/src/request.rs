//! Request types (seed 003): what kind of help a message asks for. The
//! classifier that assigns them lives in the engine; the schema manager and
//! the planner act on them.

use serde::{Deserialize, Serialize};

/// The kind of a user request.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RequestType {
    /// Needs no tool at all (greetings aside: "what time is it").
    Trivial,
    /// One tool call.
    Simple,
    DataQuery,
    Visualization,
    Calculation,
    WebSearch,
    /// Asks for analysis ideas, not numbers.
    Consultation,
    MultiStepAnalysis,
    /// Small talk; answered directly.
    Chitchat,
}

impl RequestType {
    /// Every request type.
    pub const ALL: [RequestType; 9] = [
        RequestType::Trivial,
        RequestType::Simple,
        RequestType::DataQuery,
        RequestType::Visualization,
        RequestType::Calculation,
        RequestType::WebSearch,
        RequestType::Consultation,
        RequestType::MultiStepAnalysis,
        RequestType::Chitchat,
    ];
}
