//! Clarification (seed 002's AmbiguityChecker and ClarificationAgent): after
//! parsing, find what the question leaves open that changes the answer,
//! and ask with concrete options instead of guessing. Each option carries
//! the intent it stands for, so resuming is choosing one.

use chatdb_intent::intent::{Aggregation, Intent, Measure, MeasureTarget};
use chatdb_knowledge::SemanticLayer;
use serde::{Deserialize, Serialize};

/// A question to put to the user, and what each answer means.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Pending {
    /// The question that was asked of ChatDB.
    pub original: String,
    /// The question ChatDB asks back.
    pub question: String,
    pub options: Vec<String>,
    /// `intents[i]` is what `options[i]` means.
    pub intents: Vec<Intent>,
}

/// Words that already say "the overall weighted score".
const OVERALL: &[&str] = &[
    "综合",
    "总分",
    "整体",
    "加权",
    "总体",
    "overall",
    "weighted",
    "total score",
];
/// Words that already say "each sub-metric".
const BREAKDOWN: &[&str] = &[
    "明细",
    "子指标",
    "细分",
    "各项",
    "分项",
    "下级",
    "breakdown",
    "details",
    "each sub",
    "sub-metric",
];

/// Checks a parsed intent for ambiguity that matters. Today: a metric that
/// is a parent in the metric tree, with no word saying whether the user
/// wants the weighted score or each child (seed 002's 基础设施 example).
pub fn check(
    question: &str,
    intent: &Intent,
    semantic: Option<&SemanticLayer>,
    chinese: bool,
) -> Option<Pending> {
    let sem = semantic?;
    let lower = question.to_lowercase();
    if OVERALL.iter().chain(BREAKDOWN).any(|w| lower.contains(w)) {
        return None;
    }
    for (i, m) in intent.measures.iter().enumerate() {
        let MeasureTarget::Metric { id } = &m.target else {
            continue;
        };
        let Some(metric) = sem.metric(id) else {
            continue;
        };
        let children = sem.children(id);
        if metric.expression.is_some() || children.is_empty() {
            continue;
        }
        let names: Vec<String> = children.iter().map(|c| c.name.clone()).collect();
        let overall = intent.clone();
        let mut breakdown = intent.clone();
        breakdown.measures.remove(i);
        for (k, c) in children.iter().enumerate() {
            breakdown.measures.insert(
                i + k,
                Measure {
                    aggregation: Aggregation::Sum,
                    target: MeasureTarget::Metric { id: c.id.clone() },
                },
            );
        }
        breakdown.order = None;
        let (q, o1, o2) = if chinese {
            (
                format!(
                    "「{}」是一个综合指标，由{}组成。你想看按权重汇总的综合评分，还是各子指标的明细？",
                    metric.name,
                    names.join("、")
                ),
                "综合评分".to_string(),
                format!("各子指标明细（{}）", names.join("、")),
            )
        } else {
            (
                format!(
                    "\"{}\" combines {}. Do you want the overall weighted score, or each sub-metric?",
                    metric.name,
                    names.join(", ")
                ),
                "overall weighted score".to_string(),
                format!("each sub-metric ({})", names.join(", ")),
            )
        };
        return Some(Pending {
            original: question.to_string(),
            question: q,
            options: vec![o1, o2],
            intents: vec![overall, breakdown],
        });
    }
    None
}

/// Which option an answer picks: its number (1-based), or the option whose
/// text it matches best; `None` when it matches none.
pub fn choose(pending: &Pending, answer: &str) -> Option<usize> {
    let a = answer.trim().to_lowercase();
    if let Ok(n) = a.trim_end_matches(['.', '、', ')']).parse::<usize>() {
        return (1..=pending.options.len()).contains(&n).then(|| n - 1);
    }
    if let Some(i) = pending.options.iter().position(|o| o.to_lowercase() == a) {
        return Some(i);
    }
    if OVERALL.iter().any(|w| a.contains(w)) {
        return Some(0);
    }
    if BREAKDOWN.iter().any(|w| a.contains(w)) || a.contains("each") || a.contains("各") {
        return Some(1);
    }
    pending
        .options
        .iter()
        .position(|o| o.to_lowercase().contains(&a) || a.contains(&o.to_lowercase()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pending() -> Pending {
        Pending {
            original: "q".into(),
            question: "?".into(),
            options: vec!["综合评分".into(), "各子指标明细（网络、终端）".into()],
            intents: vec![Intent::default(), Intent::default()],
        }
    }

    #[test]
    fn answers_pick_options_by_number_or_words() {
        let p = pending();
        assert_eq!(choose(&p, "综合评分"), Some(0));
        assert_eq!(choose(&p, "1"), Some(0));
        assert_eq!(choose(&p, "2"), Some(1));
        assert_eq!(choose(&p, "看明细"), Some(1));
        assert_eq!(choose(&p, "overall"), Some(0));
        assert_eq!(choose(&p, "3"), None);
        assert_eq!(choose(&p, "随便"), None);
    }
}
