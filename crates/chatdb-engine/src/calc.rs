//! Calculation words: a share of the total (占比, 比重, share of, percentage
//! of), a running total (累计, cumulative, running total) and an average
//! per unit (平均每天, 日均, "average daily", "average … per store"). What
//! they apply to is decided by the parser: a share needs groups, a running
//! total a time grain, an average per unit one grouping of totals.

use regex::Regex;
use std::ops::Range;
use std::sync::OnceLock;

/// Calculation words found in a lower-cased question, with their byte spans.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CalcMentions {
    pub share: Option<Range<usize>>,
    pub running: Option<Range<usize>>,
    /// The average word of an average per unit (the unit is the grouping).
    pub per_average: Option<Range<usize>>,
    /// Whether that unit is a period (平均每天, 日均, "per month", "daily").
    pub per_period: bool,
}

fn share() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(
            r"所占(?:比例|比重|份额|百分比)|占比|占总\S{0,4}?的?(?:比例|比重|百分比)|比重|比例|\b(?:share|percentage|percent|proportion) of (?:the )?(?:total|all|overall)\b|\bas a (?:share|percentage) of\b|\b(?:share|percentage|proportion) of\b|\bwhat percent of\b",
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

/// A unit of time after 每 (每天, 每个月, 每季度).
const ZH_PERIOD: &str = "(?:天|日|周|个?月|个?季度|年)";
/// A period said as an adjective (daily, monthly …).
const EN_PERIODIC: &str = "(?:daily|weekly|monthly|quarterly|yearly|annual)";

/// An average said together with the unit it is per: 平均每 (平均每天,
/// 平均每家门店), 每天平均 (time units only: 每个门店平均 may be each store's
/// average — but not of a count asked after it, 每个客户平均有多少订单: a
/// count is no average within one group; 每个区的平均 is each one's own),
/// 日均/月均/周均/年均, "average daily", "daily average", "on average".
/// The span is the average word.
fn per_average() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(&format!(
            r"(平均)每|[日月周年]均|每{ZH_PERIOD}(平均)|每[个家位名种]?[\p{{Han}}--的]{{1,4}}?(平均)(?:有|要)?(?:多少|几)|\b(average|avg|mean) {EN_PERIODIC}\b|\b{EN_PERIODIC} (average|avg|mean)\b|\bon (average)\b",
        ))
        .expect("per-average regex")
    })
}

/// The unit of an average said as a period: 平均每天, 日均, 每月平均,
/// "daily", "per month".
fn period_unit() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(&format!(
            r"平均每{ZH_PERIOD}|[日月周年]均|每{ZH_PERIOD}平均|\b{EN_PERIODIC}\b|\bper (?:day|week|month|quarter|year)\b",
        ))
        .expect("period-unit regex")
    })
}

/// "average revenue per store": an average word with "per" after it.
fn average_then_per(question_lower: &str) -> Option<Range<usize>> {
    static AVG: OnceLock<Regex> = OnceLock::new();
    static PER: OnceLock<Regex> = OnceLock::new();
    let avg = AVG.get_or_init(|| Regex::new(r"\b(?:average|avg|mean)\b").expect("average regex"));
    let per = PER.get_or_init(|| Regex::new(r"\bper\b").expect("per regex"));
    let a = avg.find(question_lower)?;
    per.is_match(&question_lower[a.end()..]).then(|| a.range())
}

/// Finds calculation words.
pub fn find(question_lower: &str) -> CalcMentions {
    let per_average = per_average()
        .captures(question_lower)
        .and_then(|c| {
            (1..c.len())
                .chain([0])
                .find_map(|i| c.get(i))
                .map(|m| m.range())
        })
        .or_else(|| average_then_per(question_lower));
    CalcMentions {
        share: share().find(question_lower).map(|m| m.range()),
        running: running().find(question_lower).map(|m| m.range()),
        per_period: per_average.is_some() && period_unit().is_match(question_lower),
        per_average,
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
            "what percent of customers are female",
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

    #[test]
    fn averages_per_unit_and_their_average_word() {
        for (q, word) in [
            ("平均每天卖多少钱", "平均"),
            ("平均每家门店的销售额", "平均"),
            ("每天平均有多少订单", "平均"),
            ("近30天的日均订单数", "日均"),
            ("average daily revenue this month", "average"),
            ("what is our daily average of orders", "average"),
            ("how many orders per day on average", "average"),
            ("average revenue per store", "average"),
            // A count asked after it: no average within one group.
            ("每个客户平均有多少订单", "平均"),
            ("每家门店平均有几个店员", "平均"),
        ] {
            let found = find(q).per_average.unwrap_or_else(|| panic!("{q}"));
            assert_eq!(&q[found], word, "{q}");
        }
        assert!(find("每个门店平均每天的销售额").per_period);
        assert!(find("average daily revenue by store").per_period);
        assert!(!find("平均每家门店的销售额").per_period);
        // An average with no unit, or each group's own average.
        for q in [
            "平均年龄",
            "每个门店平均卖多少钱",
            "每个区的平均有多少学生",
            "average revenue by store",
            "人均消费",
        ] {
            assert!(find(q).per_average.is_none(), "{q}");
        }
    }
}
