//! The Planner's skill (seed 001's intent types): basic, trend, dimension or
//! complex. It decides how a model is asked for SQL when the rule engine
//! can't answer: complex questions are decomposed into sub-questions first
//! (MAC-SQL's Decomposer), the others go straight to the generator.

use crate::intent::Intent;
use serde::{Deserialize, Serialize};

/// What kind of analysis a question needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Skill {
    /// One value or a plain listing.
    Basic,
    /// Values over time (a grain or a period comparison).
    Trend,
    /// Values broken down by one or more dimensions.
    Dimension,
    /// Nested conditions, set operations, several joined tables or several
    /// clauses: worth decomposing.
    Complex,
}

/// Phrases that signal nesting or set operations. Lower-case; English
/// phrases match on word boundaries, Chinese ones anywhere.
const COMPLEX_PHRASES: &[&str] = &[
    "both",
    "but not",
    "and also",
    "except",
    "either",
    "neither",
    "intersect",
    "union",
    "than the average",
    "than average",
    "than any",
    "than all",
    "than every",
    "at least one",
    "more than one",
    "for each",
    "for every",
    "who have not",
    "that have not",
    "which have not",
    "never",
    "as well as",
    "同时",
    "并且",
    "而且",
    "既",
    "但不",
    "但没有",
    "却没有",
    "高于平均",
    "低于平均",
    "超过平均",
    "以上的平均",
    "从未",
    "从来没有",
    "都有",
    "或者",
    "其中",
    "分别",
];

impl Skill {
    /// The skill of a question, from its words, what the rule engine made
    /// of it (possibly partial) and how many tables the linker kept.
    pub fn of(question: &str, intent: Option<&Intent>, linked_tables: usize) -> Skill {
        let lower = question.to_lowercase();
        let phrase = COMPLEX_PHRASES.iter().any(|p| contains_phrase(&lower, p));
        let nested = intent.is_some_and(|i| !i.subquery_filters.is_empty() || !i.having.is_empty());
        // Several question clauses ("…, and what is …?", "…？…？").
        let clauses = lower.matches(['?', '？']).count() > 1
            || lower.contains(", and ")
            || lower.contains("，并")
            || lower.contains("，以及");
        if phrase || nested || clauses || linked_tables >= 4 {
            return Skill::Complex;
        }
        match intent {
            Some(i) if i.grain.is_some() || i.comparison.is_some() => Skill::Trend,
            Some(i) if !i.dimensions.is_empty() => Skill::Dimension,
            _ => Skill::Basic,
        }
    }

    /// The skill's name in traces.
    pub fn name(self) -> &'static str {
        match self {
            Skill::Basic => "basic",
            Skill::Trend => "trend",
            Skill::Dimension => "dimension",
            Skill::Complex => "complex",
        }
    }
}

/// True when `phrase` occurs in `text`: anywhere for Chinese, between word
/// boundaries for English.
fn contains_phrase(text: &str, phrase: &str) -> bool {
    if !phrase.is_ascii() {
        return text.contains(phrase);
    }
    let boundary = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric());
    text.match_indices(phrase).any(|(i, _)| {
        boundary(text[..i].chars().next_back()) && boundary(text[i + phrase.len()..].chars().next())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::intent::{ColumnRef, Grain};

    #[test]
    fn skills_from_words_intents_and_tables() {
        assert_eq!(
            Skill::of("Which students are enrolled in both courses?", None, 2),
            Skill::Complex
        );
        assert_eq!(
            Skill::of("哪些客户同时购买了手机和电脑？", None, 2),
            Skill::Complex
        );
        assert_eq!(
            Skill::of("How many singers are there?", None, 1),
            Skill::Basic
        );
        // "bothersome" is not "both".
        assert_eq!(Skill::of("List bothersome tickets", None, 1), Skill::Basic);
        assert_eq!(Skill::of("List the orders", None, 4), Skill::Complex);
        let trend = Intent {
            grain: Some(Grain::Month),
            ..Intent::default()
        };
        assert_eq!(Skill::of("按月的销售额", Some(&trend), 1), Skill::Trend);
        let by_region = Intent {
            dimensions: vec![ColumnRef::new("r", "name")],
            ..Intent::default()
        };
        assert_eq!(
            Skill::of("每个地区的销售额", Some(&by_region), 2),
            Skill::Dimension
        );
    }
}
