//! Another wording of a case's request. Two questions whose signatures
//! differ may still ask the same thing: the engine placed a word in one
//! and not in the other ("show" vs "list", 多少 vs 几). A case is taken for
//! such a question only when nothing tells them apart:
//! - the same values, and
//! - the same reading: measures, groups, filters, order, limit, time …
//!   all equal (a case with a group-by the new reading lacks is another
//!   request, even if the engine might have missed it), and
//! - as many negations in one as in the other (not, never, 没有, 不 …), and
//! - every word the engine could not place in one question appears in the
//!   other — so a word the engine doesn't understand ("lowest", "average"
//!   when unparsed) can never be what differs.
//!
//! What may differ is only words the engine read the same way in both or
//! could not place but that both questions contain — which is what tells a
//! paraphrase from the signature's exact match.

use crate::signature::masked_intent;
use chatdb_engine::Parsed;
use serde_json::Value as Json;
use std::collections::BTreeSet;

fn empty(v: &Json) -> bool {
    match v {
        Json::Null => true,
        Json::Bool(b) => !b,
        Json::Array(a) => a.is_empty(),
        Json::Object(o) => o.is_empty(),
        _ => false,
    }
}

fn words(text: &str) -> BTreeSet<String> {
    chatdb_knowledge::text::words(text)
        .into_iter()
        .map(|w| w.to_lowercase())
        .collect()
}

/// Words of `unplaced` (as the engine reported them) that `text` lacks.
fn missing_in(unplaced: &[String], text: &BTreeSet<String>) -> Vec<String> {
    unplaced
        .iter()
        .flat_map(|w| words(w))
        .filter(|w| !text.contains(w))
        .collect()
}

/// Negation flips what a question asks, and the word analysis drops most
/// of these as stop words: they are compared on the raw text.
fn negations(text: &str) -> usize {
    const EN: &[&str] = &[
        "not", "no", "never", "without", "none", "neither", "nor", "except",
    ];
    const ZH: &[&str] = &["没有", "不", "未", "无", "非", "除了", "除"];
    let lower = text.to_lowercase();
    let english = lower
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| EN.contains(w) || w.ends_with("n't"))
        .count();
    let chinese = ZH.iter().map(|w| lower.matches(w).count()).sum::<usize>();
    english + chinese
}

/// Whether `new` (the question `new_q`) asks what the case question
/// `case_q` (read as `case`) asked; `Err` says what differs.
pub fn same_request(new: &Parsed, new_q: &str, case: &Parsed, case_q: &str) -> Result<(), String> {
    let (a, mut la) = masked_intent(new);
    let (b, mut lb) = masked_intent(case);
    let key = |v: &Json| v.to_string();
    la.sort_by_key(key);
    lb.sort_by_key(key);
    if la != lb {
        return Err("the values differ".into());
    }
    if new.intent.is_empty() {
        return Err("nothing of the new question was understood".into());
    }
    let (Some(a), Some(b)) = (a.as_object(), b.as_object()) else {
        return Err("no intent".into());
    };
    for k in a.keys().chain(b.keys()) {
        let (va, vb) = (
            a.get(k).unwrap_or(&Json::Null),
            b.get(k).unwrap_or(&Json::Null),
        );
        if empty(va) && empty(vb) {
            continue;
        }
        if va != vb {
            return Err(format!("{k} differs"));
        }
    }
    if negations(new_q) != negations(case_q) {
        return Err("one question negates what the other does not".into());
    }
    let missing = missing_in(&new.unplaced, &words(case_q));
    if !missing.is_empty() {
        return Err(format!(
            "unplaced words not in the case: {}",
            missing.join(", ")
        ));
    }
    let missing = missing_in(&case.unplaced, &words(new_q));
    if !missing.is_empty() {
        return Err(format!(
            "the case's unplaced words are missing: {}",
            missing.join(", ")
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use chatdb_intent::intent::{
        Aggregation, ColumnRef, Filter, FilterOp, Intent, Literal, Measure, MeasureTarget, Order,
        OrderKey,
    };

    fn parsed(intent: Intent, unplaced: &[&str]) -> Parsed {
        Parsed {
            intent,
            confidence: 0.5,
            understood: Vec::new(),
            unplaced: unplaced.iter().map(|s| s.to_string()).collect(),
            signals: Default::default(),
        }
    }

    fn avg_age() -> Intent {
        Intent {
            measures: vec![Measure {
                aggregation: Aggregation::Avg,
                target: MeasureTarget::Column {
                    column: ColumnRef::new("singer", "age"),
                },
            }],
            ..Intent::default()
        }
    }

    #[test]
    fn a_paraphrase_is_the_same_request_and_a_near_duplicate_is_not() {
        let case = parsed(
            Intent {
                filters: vec![Filter {
                    column: ColumnRef::new("singer", "country"),
                    op: FilterOp::Eq,
                    values: vec![Literal::Text("France".into())],
                }],
                ..avg_age()
            },
            &[],
        );
        let case_q = "What is the average age of singers from France?";
        // The same reading in other words: taken.
        let mut para = avg_age();
        para.filters = case.intent.filters.clone();
        // A word the engine couldn't place, absent from the case: not taken.
        let new = parsed(para.clone(), &["weighted"]);
        assert!(same_request(
            &new,
            "weighted average age of singers from France",
            &case,
            case_q
        )
        .unwrap_err()
        .contains("weight"));
        let new = parsed(para, &[]);
        assert!(same_request(&new, "Average singer age for France?", &case, case_q).is_ok());
        // Another value: not taken.
        let mut other = case.intent.clone();
        other.filters[0].values = vec![Literal::Text("Spain".into())];
        assert!(
            same_request(&parsed(other, &[]), "average age from Spain", &case, case_q).is_err()
        );
        // Another aggregation: not taken.
        let mut max = case.intent.clone();
        max.measures[0].aggregation = Aggregation::Max;
        assert!(same_request(
            &parsed(max, &[]),
            "oldest singer from France",
            &case,
            case_q
        )
        .unwrap_err()
        .contains("measures"));
        // Less than the case (its filter missed): not taken.
        assert!(same_request(
            &parsed(avg_age(), &[]),
            "Average singer age?",
            &case,
            case_q
        )
        .is_err());
        // An order the case doesn't have: not taken.
        let mut ordered = case.intent.clone();
        ordered.order = Some(Order {
            key: OrderKey::Column {
                column: ColumnRef::new("singer", "age"),
            },
            descending: false,
        });
        assert!(same_request(&parsed(ordered, &[]), "youngest first", &case, case_q).is_err());
        // A negation the readings both missed still tells them apart.
        assert!(same_request(
            &parsed(case.intent.clone(), &[]),
            "singers not from France: average age",
            &case,
            case_q
        )
        .is_err());
        // A word the engine couldn't place in the case must be in the new one.
        let case2 = parsed(case.intent.clone(), &["lowest"]);
        assert!(same_request(
            &parsed(case.intent.clone(), &["highest"]),
            "highest age of singers from France",
            &case2,
            "lowest age of singers from France"
        )
        .is_err());
    }
}
