//! A case: a question and the SQL that answers it on one source, where it
//! came from, and what people said of it since.

use serde::{Deserialize, Serialize};
use serde_json::Value as Json;

/// Where a case came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// An answer someone approved (👍).
    Feedback,
    /// SQL someone corrected (✏️).
    Correction,
    /// A pair imported from a file (golden SQL, training pairs).
    Import,
}

impl Origin {
    pub fn name(self) -> &'static str {
        match self {
            Origin::Feedback => "feedback",
            Origin::Correction => "correction",
            Origin::Import => "import",
        }
    }

    /// The votes a new case starts with: an approval is one vote; a
    /// correction, written by hand for this question, counts as two.
    pub fn prior_votes(self) -> u32 {
        match self {
            Origin::Correction => 2,
            Origin::Feedback | Origin::Import => 1,
        }
    }
}

impl std::str::FromStr for Origin {
    type Err = String;
    fn from_str(s: &str) -> Result<Origin, String> {
        match s {
            "feedback" => Ok(Origin::Feedback),
            "correction" => Ok(Origin::Correction),
            "import" => Ok(Origin::Import),
            other => Err(format!("unknown case origin {other:?}")),
        }
    }
}

/// A question → SQL pair on one source.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Case {
    pub id: String,
    /// The data source (its redacted id).
    pub source: String,
    /// The question's signature key (see `signature`).
    pub signature: String,
    pub question: String,
    /// The question's literals, in signature order, for substitution.
    pub literals: Vec<Json>,
    pub sql: String,
    /// Tables and columns the SQL reads (`table.column`).
    pub tables: Vec<String>,
    pub columns: Vec<String>,
    pub origin: Origin,
    pub up: u32,
    pub down: u32,
    pub use_count: u64,
    /// Uses where the rule engine alone would not have answered.
    pub rescues: u64,
    /// Seconds since the Unix epoch.
    pub last_used: Option<i64>,
    pub created: i64,
    /// Its SQL no longer passes the guard against the source's schema.
    pub stale: bool,
    /// The schema's fingerprint when the case was last checked against it.
    #[serde(default)]
    pub schema: String,
}

/// Reuse needs at least this much trust.
pub const TRUST_THRESHOLD: f64 = 0.6;

impl Case {
    /// The posterior mean of a Beta(1, 1) prior updated with the votes.
    pub fn trust(&self) -> f64 {
        (f64::from(self.up) + 1.0) / (f64::from(self.up) + f64::from(self.down) + 2.0)
    }

    /// Whether the case may answer a question by itself.
    pub fn trusted(&self) -> bool {
        !self.stale && self.trust() >= TRUST_THRESHOLD
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(origin: Origin, up: u32, down: u32) -> Case {
        Case {
            id: "c".into(),
            source: "s".into(),
            signature: "k".into(),
            question: "q".into(),
            literals: vec![],
            sql: "SELECT 1".into(),
            tables: vec![],
            columns: vec![],
            origin,
            up,
            down,
            use_count: 0,
            rescues: 0,
            last_used: None,
            created: 0,
            stale: false,
            schema: String::new(),
        }
    }

    #[test]
    fn trust_follows_the_votes() {
        let approved = case(Origin::Feedback, Origin::Feedback.prior_votes(), 0);
        assert!(approved.trusted(), "{}", approved.trust());
        let disputed = case(Origin::Feedback, 1, 1);
        assert!(!disputed.trusted(), "one vote each way is not enough");
        let corrected = case(Origin::Correction, Origin::Correction.prior_votes(), 1);
        assert!(corrected.trusted(), "a correction outweighs one down vote");
        let mut stale = case(Origin::Import, 5, 0);
        stale.stale = true;
        assert!(!stale.trusted());
    }
}
