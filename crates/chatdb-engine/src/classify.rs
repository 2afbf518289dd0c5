//! The request classifier (seeds 002 and 003): what kind of help a message
//! asks for, by rules in Chinese and English. It never fails: empty input is
//! `trivial` with a warning, anything unrecognised is a `data_query`.

use chatdb_core::RequestType;
use regex::Regex;
use std::sync::OnceLock;

/// A classification and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Classification {
    pub request_type: RequestType,
    /// Set for input the classifier had to guess about (empty input).
    pub warning: Option<String>,
    /// Set when the quick path can answer without data: `time`, `arithmetic`
    /// or `unit_conversion`.
    pub quick_path: Option<&'static str>,
}

/// Seed 003's consultation patterns, plus a few of the same kind.
pub const CONSULTATION_KEYWORDS: &[&str] = &[
    "建议",
    "分析方向",
    "可以做什么分析",
    "分析思路",
    "怎么分析",
    "如何分析",
    "分析维度",
    "有什么洞察",
    "suggest",
    "recommendation",
    "what analysis",
    "how to analyze",
    "how should i analyze",
];

/// Seed 003's multi-step patterns.
pub const MULTI_STEP_KEYWORDS: &[&str] = &[
    "全面分析",
    "深入分析",
    "综合分析",
    "多维度分析",
    "详细分析",
    "complete analysis",
    "comprehensive analysis",
    "in-depth analysis",
    "full analysis",
];

const VISUALIZATION_KEYWORDS: &[&str] = &[
    "图表",
    "柱状图",
    "折线图",
    "饼图",
    "趋势图",
    "散点图",
    "画图",
    "画出",
    "画一个",
    "可视化",
    "chart",
    "plot",
    "graph",
    "visualize",
    "visualise",
    "histogram",
];

const WEB_SEARCH_KEYWORDS: &[&str] = &[
    "新闻",
    "上网搜",
    "网上搜",
    "搜索一下",
    "百度",
    "谷歌",
    "search the web",
    "google",
    "news about",
    "latest news",
    "search online",
];

fn chitchat_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(
            r"^\s*(你好|您好|嗨|哈喽|早上好|晚上好|下午好|谢谢|多谢|感谢|再见|拜拜|你是谁|你叫什么|你能做什么|hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you|bye|goodbye|who are you|what can you do)(\s|[!！。.?？,，~]|呀|啊|了|你|您|啦)*$",
        )
        .expect("chitchat regex")
    })
}

/// The whole message asks the time or date ("现在几点了", "今天星期几",
/// "what time is it?") — not a question about data that says 几点 or
/// 星期几 (每个星期几的订单数, 几点下单的人最多).
fn time_query_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(
            r"^\s*(请问)?\s*(现在|当前|今天|今日)?(是)?(几点|几点钟|什么时间|几号|星期几|周几|礼拜几|什么日期|什么日子|哪天|日期)(了|呢|啊|呀|是什么|是多少)?[\s?？!！。.]*$|^\s*(what time is it|what('s| is) (the )?(time|date)( today| now)?|what day is (it|today)|(what('s| is) )?today's date)[\s?!.]*$",
        )
        .expect("time regex")
    })
}

fn arithmetic_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"^\s*(计算|算一下|算算|请计算|calculate|compute|what is|what's)?\s*[-+(]*\s*\d+(\.\d+)?\s*([-+*/×÷^%]\s*[(]*\s*\d+(\.\d+)?\s*[)]*\s*)+(等于多少|是多少|=|\?|？)?\s*$")
            .expect("arithmetic regex")
    })
}

fn unit_conversion_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(
            r"\d+(\.\d+)?\s*(公里|千米|米|英里|公斤|千克|斤|磅|摄氏度|华氏度|km|kg|miles?|lbs?|pounds?|meters?|feet|foot|celsius|fahrenheit)\s*(等于|是|换算成|转换成|合|to|in|into)\s*(多少)?\s*(公里|千米|米|英里|公斤|千克|斤|磅|摄氏度|华氏度|km|kg|miles?|lbs?|pounds?|meters?|feet|celsius|fahrenheit)",
        )
        .expect("unit regex")
    })
}

/// True when the text contains any of the keywords (case-insensitive).
fn contains_any(lower: &str, keywords: &[&str]) -> bool {
    keywords.iter().any(|k| lower.contains(k))
}

/// Classifies a request. Total: every input gets one of the defined types.
pub fn classify(text: &str) -> Classification {
    let lower = text.trim().to_lowercase();
    let plain = |request_type| Classification {
        request_type,
        warning: None,
        quick_path: None,
    };
    if lower.is_empty() {
        return Classification {
            request_type: RequestType::Trivial,
            warning: Some("empty request".into()),
            quick_path: None,
        };
    }
    if contains_any(&lower, CONSULTATION_KEYWORDS) {
        return plain(RequestType::Consultation);
    }
    if time_query_re().is_match(&lower) {
        return Classification {
            request_type: RequestType::Trivial,
            warning: None,
            quick_path: Some("time"),
        };
    }
    if arithmetic_re().is_match(&lower) {
        return Classification {
            request_type: RequestType::Simple,
            warning: None,
            quick_path: Some("arithmetic"),
        };
    }
    if unit_conversion_re().is_match(&lower) {
        return Classification {
            request_type: RequestType::Simple,
            warning: None,
            quick_path: Some("unit_conversion"),
        };
    }
    if chitchat_re().is_match(&lower) {
        return plain(RequestType::Chitchat);
    }
    if contains_any(&lower, MULTI_STEP_KEYWORDS) {
        return plain(RequestType::MultiStepAnalysis);
    }
    if contains_any(&lower, VISUALIZATION_KEYWORDS) {
        return plain(RequestType::Visualization);
    }
    if contains_any(&lower, WEB_SEARCH_KEYWORDS) {
        return plain(RequestType::WebSearch);
    }
    plain(RequestType::DataQuery)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn examples_in_both_languages() {
        let t = |s| classify(s).request_type;
        assert_eq!(t("每个地区去年的销售额是多少？"), RequestType::DataQuery);
        assert_eq!(t("How many singers are there?"), RequestType::DataQuery);
        assert_eq!(t("你好"), RequestType::Chitchat);
        assert_eq!(t("Hello!"), RequestType::Chitchat);
        assert_eq!(t("对销售数据有什么分析建议？"), RequestType::Consultation);
        assert_eq!(
            t("What analysis could I do on this data?"),
            RequestType::Consultation
        );
        assert_eq!(
            t("对各地区销售做一个全面分析"),
            RequestType::MultiStepAnalysis
        );
        assert_eq!(t("画一个各品类销售额的柱状图"), RequestType::Visualization);
        assert_eq!(t("plot monthly revenue"), RequestType::Visualization);
        assert_eq!(t("现在几点了"), RequestType::Trivial);
        assert_eq!(t("what time is it?"), RequestType::Trivial);
        assert_eq!(t("今天星期几？"), RequestType::Trivial);
        assert_eq!(t("今天几号"), RequestType::Trivial);
        assert_eq!(t("what's the date today?"), RequestType::Trivial);
        assert_eq!(t("计算 12*7"), RequestType::Simple);
        assert_eq!(t("100公里等于多少英里"), RequestType::Simple);
        assert_eq!(t("搜索一下最新的新闻"), RequestType::WebSearch);
    }

    /// 几点, 星期几 inside a question about data are part of it: the
    /// message is not asking what time it is.
    #[test]
    fn time_words_in_a_data_question_are_not_a_time_query() {
        for q in [
            "每个星期几的订单数",
            "周几的销售额最高",
            "几点下单的人最多",
            "哪天的订单最多",
            "what time of day do most orders come in",
        ] {
            let c = classify(q);
            assert_eq!(c.request_type, RequestType::DataQuery, "{q}");
            assert_eq!(c.quick_path, None, "{q}");
        }
    }

    #[test]
    fn empty_is_trivial_with_a_warning() {
        let c = classify("   ");
        assert_eq!(c.request_type, RequestType::Trivial);
        assert!(c.warning.is_some());
    }
}
