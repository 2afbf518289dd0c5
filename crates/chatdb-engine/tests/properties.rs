//! Seed 003's classifier properties 1, 4 and 5.

use chatdb_core::RequestType;
use chatdb_engine::classify::{classify, CONSULTATION_KEYWORDS};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Property 1: every request gets one of the defined types, never a panic.
    #[test]
    fn classification_is_total(text in any::<String>()) {
        let c = classify(&text);
        prop_assert!(RequestType::ALL.contains(&c.request_type));
        if text.trim().is_empty() {
            prop_assert_eq!(c.request_type, RequestType::Trivial);
            prop_assert!(c.warning.is_some());
        }
    }

    /// Property 4: quick-path requests (time, arithmetic, unit conversions)
    /// are trivial or simple.
    #[test]
    fn quick_path_requests_are_trivial_or_simple(
        kind in 0..3usize,
        a in 0u32..100_000,
        b in 1u32..1000,
        op in prop::sample::select(vec!["+", "-", "*", "/", "×", "÷"]),
        prefix in prop::sample::select(vec!["", "计算 ", "算一下", "what is ", "calculate "]),
        time_q in prop::sample::select(vec!["现在几点", "现在几点了？", "今天是几号", "今天星期几", "what time is it?", "What's the date today", "what day is it"]),
        unit in prop::sample::select(vec![("公里", "英里"), ("km", "miles"), ("公斤", "磅"), ("celsius", "fahrenheit")]),
    ) {
        let text = match kind {
            0 => time_q.to_string(),
            1 => format!("{prefix}{a} {op} {b}"),
            _ => format!("{a}{} 等于多少{}", unit.0, unit.1),
        };
        let t = classify(&text).request_type;
        prop_assert!(matches!(t, RequestType::Trivial | RequestType::Simple), "{text:?} → {t:?}");
    }

    /// Property 5: any request containing a consultation keyword is a consultation.
    #[test]
    fn consultation_keywords_win(
        before in "[a-z 一-龥]{0,20}",
        after in "[a-z 一-龥？?]{0,20}",
        k in prop::sample::select(CONSULTATION_KEYWORDS.to_vec()),
    ) {
        let text = format!("{before}{k}{after}");
        prop_assert_eq!(classify(&text).request_type, RequestType::Consultation, "{}", text);
    }
}
