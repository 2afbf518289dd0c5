//! Calculation words: a share of the total (占比, 比重, share of, percentage
//! of) and a running total (累计, cumulative, running total). What they
//! apply to is decided by the parser: a share needs groups, a running total
//! a time grain.

use regex::Regex;
use std::ops::Range;
use std::sync::OnceLock;

/// Calculation words found in a lower-cased question, with their byte spans.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CalcMentions {
    pub share: Option<Range<usize>>,
    pub running: Option<Range<usize>>,
}

fn share() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(
            r"所占(?:比例|比重|份额|百分比)|占比|占总\S{0,4}?的?(?:比例|比重|百分比)|比重|\b(?:share|percentage|percent|proportion) of (?:the )?(?:total|all|overall)\b|\bas a (?:share|percentage) of\b|\b(?:share|percentage|proportion) of\b",
        )
        .expect("share regex")
    })
}

fn running() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"累计|累积|\bcumulative\b|\brunning (?:total|sum)\b").expect("running regex")
    })
}

/// Finds calculation words.
pub fn find(question_lower: &str) -> CalcMentions {
    CalcMentions {
        share: share().find(question_lower).map(|m| m.range()),
        running: running().find(question_lower).map(|m| m.range()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_and_running_totals_in_both_languages() {
        for q in [
            "各地区销售额占比",
            "每个品类的销售额占总销售额的比例",
            "各渠道订单所占比例",
            "what share of revenue does each region have",
            "revenue by region as a percentage of total",
            "percentage of orders by channel",
        ] {
            assert!(find(&q.to_lowercase()).share.is_some(), "{q}");
        }
        for q in [
            "每月累计销售额",
            "cumulative revenue by month",
            "running total of orders per day",
        ] {
            assert!(find(q).running.is_some(), "{q}");
        }
        // A column called share, a percentage column's values.
        assert!(find("which record company has the largest share")
            .share
            .is_none());
        assert!(find("各地区销售额").share.is_none());
    }
}
