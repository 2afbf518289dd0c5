//! Cases like a question, for a model's few-shot examples: ranked by the
//! overlap of their words (the same analysis as the schema index: jieba
//! for Chinese, stems for English, stop words dropped).

use crate::case::Case;
use std::collections::BTreeSet;

/// The `k` cases most like `question` (Jaccard overlap of their words),
/// best first; cases sharing no word are left out.
pub fn most_similar<'c>(question: &str, cases: &'c [Case], k: usize) -> Vec<&'c Case> {
    let words: BTreeSet<String> = chatdb_knowledge::text::words(question)
        .into_iter()
        .collect();
    if words.is_empty() {
        return Vec::new();
    }
    let mut scored: Vec<(f64, &Case)> = cases
        .iter()
        .filter(|c| !c.stale)
        .filter_map(|c| {
            let theirs: BTreeSet<String> = chatdb_knowledge::text::words(&c.question)
                .into_iter()
                .collect();
            let shared = words.intersection(&theirs).count();
            (shared > 0).then(|| {
                let union = words.union(&theirs).count().max(1);
                (shared as f64 / union as f64, c)
            })
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.into_iter().take(k).map(|(_, c)| c).collect()
}

/// Of the `k` cases most like `question`, the trusted ones (a model's
/// examples, an ETL request's reference SQL).
pub fn most_similar_trusted<'c>(question: &str, cases: &'c [Case], k: usize) -> Vec<&'c Case> {
    most_similar(question, cases, k)
        .into_iter()
        .filter(|c| c.trusted())
        .collect()
}
