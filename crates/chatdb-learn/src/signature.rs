//! A question's signature: the rule engine's structured intent with the
//! literal values masked (filter values, compared sides, LIMIT), the
//! words it could not place, and whether it is a follow-up. The literals
//! are kept in order, so a case's SQL can take another question's values.

use chatdb_engine::Parsed;
use serde::{Deserialize, Serialize};
use serde_json::Value as Json;
use sha2::{Digest, Sha256};

/// Bump when what goes into a signature changes: stored cases with an
/// older version simply never match (and are re-signed on import).
pub const SIGNATURE_VERSION: u32 = 1;

/// What a question asks.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Signature {
    /// A stable hash of the masked reading.
    pub key: String,
    /// The question's literal values, in the order the intent holds them.
    pub literals: Vec<Json>,
    /// How much of the question the engine understood (0–1).
    pub understood: f32,
}

/// Keys under which the intent holds user literals.
const LITERAL_KEYS: &[&str] = &["values", "sides", "limit"];

/// A parsed question's intent as JSON with its literals masked, and the
/// literals in order.
pub fn masked_intent(parsed: &Parsed) -> (Json, Vec<Json>) {
    let mut intent = serde_json::to_value(&parsed.intent).unwrap_or(Json::Null);
    let mut literals = Vec::new();
    mask(&mut intent, false, &mut literals);
    (intent, literals)
}

/// The signature of a parsed question.
pub fn signature(parsed: &Parsed) -> Signature {
    let (intent, literals) = masked_intent(parsed);
    let mut unplaced: Vec<String> = parsed
        .unplaced
        .iter()
        .map(|w| w.trim().to_lowercase())
        .filter(|w| !w.is_empty())
        .collect();
    unplaced.sort();
    unplaced.dedup();
    let text = serde_json::json!({
        "v": SIGNATURE_VERSION,
        "intent": intent,
        "unplaced": unplaced,
    })
    .to_string();
    let digest = Sha256::digest(text.as_bytes());
    Signature {
        key: digest[..16].iter().map(|b| format!("{b:02x}")).collect(),
        literals,
        understood: parsed.signals.coverage,
    }
}

/// Replaces every literal leaf (a string or number under a literal key)
/// with a placeholder, collecting it in order. Object keys are visited in
/// serde_json's sorted order, so the order is stable.
fn mask(v: &mut Json, in_literal: bool, out: &mut Vec<Json>) {
    match v {
        Json::Object(map) => {
            for (k, child) in map.iter_mut() {
                let literal = in_literal || LITERAL_KEYS.contains(&k.as_str());
                mask(child, literal, out);
            }
        }
        Json::Array(items) => {
            for child in items {
                mask(child, in_literal, out);
            }
        }
        Json::String(_) | Json::Number(_) if in_literal => {
            out.push(std::mem::replace(v, Json::String("<literal>".into())));
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chatdb_intent::intent::{ColumnRef, Filter, FilterOp, Intent, Literal};

    fn parsed(value: &str, limit: Option<u64>, unplaced: &[&str]) -> Parsed {
        let intent = Intent {
            filters: vec![Filter {
                column: ColumnRef::new("regions", "region_name"),
                op: FilterOp::Eq,
                values: vec![Literal::Text(value.into())],
            }],
            limit,
            ..Intent::default()
        };
        Parsed {
            intent,
            confidence: 1.0,
            understood: Vec::new(),
            unplaced: unplaced.iter().map(|s| s.to_string()).collect(),
            signals: Default::default(),
            sketch: Default::default(),
            open_values: Vec::new(),
        }
    }

    #[test]
    fn values_are_masked_and_kept_in_order() {
        let a = signature(&parsed("华东", Some(5), &[]));
        let b = signature(&parsed("华北", Some(10), &[]));
        assert_eq!(a.key, b.key, "the same template with other values");
        assert_eq!(a.literals.len(), 2);
        assert!(a.literals.contains(&Json::from("华东")) && a.literals.contains(&Json::from(5)));
        assert!(b.literals.contains(&Json::from("华北")));
    }

    #[test]
    fn unplaced_words_and_structure_tell_requests_apart() {
        let base = signature(&parsed("华东", None, &[]));
        assert_ne!(base.key, signature(&parsed("华东", None, &["线上"])).key);
        assert_eq!(
            signature(&parsed("华东", None, &["Online", "online "])).key,
            signature(&parsed("华东", None, &["online"])).key
        );
        let mut other = parsed("华东", None, &[]);
        other.intent.filters[0].op = FilterOp::NotEq;
        assert_ne!(
            base.key,
            signature(&other).key,
            "negation is another request"
        );
    }
}
