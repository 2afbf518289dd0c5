//! Whether a question asks for one row per group — "revenue per region",
//! "orders by store type", 按城市统计, 各渠道的订单数, 每个城市的门店数量 — as
//! facts about how English and Chinese ask for breakdowns. A reading with
//! neither measures nor grouping (a plain row listing) can't be its
//! answer: the ETL Analyst refuses it. (Lowering the parser's confidence
//! with it was measured and not kept: on DuSQL/Spider it turned more right
//! answers into abstentions than wrong ones — "每城市平均" is a rate, not a
//! breakdown.)

use regex::Regex;
use std::sync::OnceLock;

struct Cues {
    /// Always ask for groups: per, for each, grouped/broken down by,
    /// 按 (not 按…排序), 各.
    strong: Regex,
    /// "by X" after a word that is not a participle (directed by, sorted
    /// by are not groupings).
    by: Regex,
    /// Ask for groups when a quantity is asked: each, every, 每.
    weak: Regex,
    quantity: Regex,
    /// 按…排序/降序: an ordering, not a grouping.
    ordering: Regex,
    /// Detail rows are asked for.
    detail: Regex,
}

fn cues() -> Option<&'static Cues> {
    static CUES: OnceLock<Option<Cues>> = OnceLock::new();
    CUES.get_or_init(|| {
        Some(Cues {
            strong: Regex::new(r"(?i)\bper\b|\bfor each\b|\b(?:grouped|broken down|split)\s+by\b|按|各").ok()?,
            by: Regex::new(r"(?i)\b([a-z]+)\s+by\b").ok()?,
            weak: Regex::new(r"(?i)\b(?:each|every)\b|每").ok()?,
            quantity: Regex::new(r"(?i)\b(?:count|number of|how many|total|sum|average|avg|mean)\b|数量|多少|几个|总数|平均|合计|汇总").ok()?,
            ordering: Regex::new(r"按[^，,。；;]{0,12}?(?:排序|排列|降序|升序|顺序|倒序|倒着|逆序|正序|从高到低|从低到高|从大到小|从小到大|由高到低|由低到高|由大到小|由小到大)").ok()?,
            detail: Regex::new(r"(?i)明细|清单|列表|宽表|\b(?:detail|details|list|listing)\b").ok()?,
        })
    })
    .as_ref()
}

/// True when the question asks for one row per group of something.
pub fn asks_for_groups(question: &str) -> bool {
    let Some(c) = cues() else { return false };
    let text = c.ordering.replace_all(question, "");
    if c.detail.is_match(&text) {
        return false;
    }
    let by = c.by.captures_iter(&text).any(|m| {
        let before = m.get(1).map_or("", |w| w.as_str()).to_lowercase();
        !(before.ends_with("ed")
            || before.ends_with("en")
            || before.ends_with("wn")
            || matches!(
                before.as_str(),
                "sort"
                    | "order"
                    | "rank"
                    | "made"
                    | "held"
                    | "led"
                    | "won"
                    | "sold"
                    | "run"
                    | "built"
                    | "bought"
                    | "paid"
                    | "sent"
                    | "taught"
                    | "written"
                    | "followed"
                    | "done"
                    | "hit"
            ))
    });
    c.strong.is_match(&text) || by || (c.weak.is_match(&text) && c.quantity.is_match(&text))
}

#[cfg(test)]
mod tests {
    use super::asks_for_groups;

    #[test]
    fn breakdowns_are_told_from_listings() {
        for q in [
            "revenue per region",
            "orders by store type",
            "Total sales by channel",
            "按城市统计门店",
            "各渠道的订单数",
            "每个城市的门店数量",
            "the number of stores in each city",
            "average age for each country",
        ] {
            assert!(asks_for_groups(q), "{q}");
        }
        for q in [
            "the name and city of each customer",
            "每个客户的姓名和城市",
            "stores sorted by city",
            "cartoons directed by Ben Jones",
            "songs written by Adele",
            "按年龄从高到低排列给出学生姓名",
            "按首播时间倒序，给出节目名称",
            "每个城市的门店明细",
            "What is the name of each singer?",
        ] {
            assert!(!asks_for_groups(q), "{q}");
        }
    }
}
