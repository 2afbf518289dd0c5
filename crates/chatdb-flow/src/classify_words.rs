//! Words that shape a request but name no data (全面分析, in-depth analysis…).

use chatdb_engine::classify::MULTI_STEP_KEYWORDS;

/// Fillers around a request for an analysis.
const FILLERS: &[&str] = &[
    "帮我",
    "请",
    "做一个",
    "做个",
    "做一下",
    "进行",
    "一个",
    "please",
    "do a",
    "give me a",
    "run a",
];

/// The question without multi-step keywords and their fillers.
pub fn strip_multi_step_words(question: &str) -> String {
    let mut q = question.to_string();
    for k in MULTI_STEP_KEYWORDS.iter().chain(FILLERS) {
        // Case-insensitive for the English ones.
        loop {
            let lower = q.to_lowercase();
            let Some(pos) = lower.find(k) else { break };
            if !q.is_char_boundary(pos) || !q.is_char_boundary(pos + k.len()) {
                break;
            }
            q.replace_range(pos..pos + k.len(), " ");
        }
    }
    let q = q.split_whitespace().collect::<Vec<_>>().join(" ");
    // A leading 对 ("对各地区销售…") only introduces the topic.
    q.trim_start_matches('对').trim().to_string()
}

#[cfg(test)]
mod tests {
    #[test]
    fn strips_the_analysis_words() {
        assert_eq!(
            super::strip_multi_step_words("对各地区销售额做一个全面分析"),
            "各地区销售额"
        );
        assert_eq!(
            super::strip_multi_step_words("Please do a comprehensive analysis of sales by region"),
            "of sales by region"
        );
    }
}
