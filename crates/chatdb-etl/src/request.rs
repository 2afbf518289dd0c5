//! The Analyst's reading of a request's sink: where the result goes (the
//! target table, as an identifier or in words such as 销售汇总表), how it
//! is written (overwrite, append, incremental, merge), and the rest of the
//! request — what to compute, which the question pipeline reads.
//!
//! The patterns are facts about how people ask for a table in Chinese and
//! English: a verb of writing or creating (写入/存到/生成/建…, "into",
//! "create", "save as") followed by a table name, or "named"/"叫" before
//! it. Nothing here names a benchmark's table or value.

use regex::Regex;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// How the target is written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "mode", rename_all = "snake_case")]
pub enum WriteMode {
    /// Replace the whole table (the default).
    Overwrite,
    /// Add the rows to what is there.
    Append,
    /// Replace the rows of the periods (values of `column`) being loaded.
    Incremental { column: Option<String> },
    /// Replace the rows whose key is being loaded (upsert).
    Merge { key: Vec<String> },
}

impl WriteMode {
    /// True when the request said how to write, rather than taking the
    /// default.
    pub fn name(&self) -> &'static str {
        match self {
            WriteMode::Overwrite => "overwrite",
            WriteMode::Append => "append",
            WriteMode::Incremental { .. } => "incremental",
            WriteMode::Merge { .. } => "merge",
        }
    }
}

/// What the request says about its sink.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Sink {
    /// The target as an identifier, when the request gave one.
    pub table: Option<String>,
    /// The target in words (`销售汇总表`, "sales summary"), when it was
    /// named so rather than by an identifier.
    pub label: Option<String>,
    pub write_mode: WriteMode,
    /// True when the request said the write mode itself.
    pub mode_stated: bool,
    /// True when the request asks for a star schema: a fact table and the
    /// dimension tables it references ([`crate::star`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub star: bool,
    /// The request without the sink: what to compute.
    pub rest: String,
    /// Tables the request says to join (把订单表和用户表 JOIN, "join orders
    /// and customers"), as written.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub joins: Vec<String>,
}

const IDENT: &str = r"[`\x22\[]?([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?)[`\x22\]]?";

fn patterns() -> &'static [Regex] {
    static P: OnceLock<Vec<Regex>> = OnceLock::new();
    P.get_or_init(|| {
        let verbs_zh = "写入到|写入至|写入|写到|写成|存入|存到|存至|存为|存成|保存到|保存至|保存为|保存成|插入到|插入|落到|落地到|落地为|落地成|落表到|输出到|输出至|输出为|输出成|导入到|导入|加载到|放到|放入|汇总到|汇总至|生成|建成|做成|创建|新建|建立|建|形成|放在|放进|存在|存放到|存放在|写在|保存在|落在";
        let sources = [
            // 写入 dws_sales / 生成一张名为 dws_sales 的表 / 存到表 dws_sales 里
            format!(r"(?:{verbs_zh})\s*(?:一张|一个|一份)?\s*(?:新的|新)?\s*(?:名为|名叫|叫做|叫|命名为)?\s*(?:表|目标表|结果表)?\s*{IDENT}\s*(?:这张|这个)?\s*(?:的)?\s*(?:表)?\s*(?:里面|之中|中|里|内)?"),
            // 写入销售汇总表 / 生成一张月度销售表
            format!(r"(?:{verbs_zh})\s*(?:一张|一个|一份)?\s*(?:新的|新)?\s*(?:名为|名叫|叫做|叫|命名为)?\s*([\p{{Han}}A-Za-z0-9_]{{1,20}}表)\s*(?:里面|之中|中|里|内)?"),
            // into (a new) table (named) X / to table X / as table X
            format!(r"(?i)\b(?:into|to|as|in)\s+(?:a\s+|the\s+)?(?:new\s+)?(?:target\s+)?table\s+(?:named\s+|called\s+)?{IDENT}"),
            // create (a new) table (named) X / build a table called X
            format!(r"(?i)\b(?:create|build|make|materiali[sz]e|produce|populate|fill|refresh|load)\s+(?:a\s+|the\s+)?(?:new\s+)?(?:summary\s+|target\s+|result\s+|output\s+)?table\s+(?:named\s+|called\s+)?{IDENT}"),
            // populate X with … / fill X with …
            format!(r"(?i)\b(?:populate|fill)\s+{IDENT}\s+with\b"),
            // a table named X / table called X
            format!(r"(?i)\btable\s+(?:named|called)\s+{IDENT}"),
            // save/write/store/load/insert (it|the result) into|to|as X
            format!(r"(?i)\b(?:save|saved|write|written|store|stored|load|loaded|insert|inserted|put|persist|persisted|append|appended|upsert|upserted|merge|merged)\s+(?:it|this|that|them|these|the\s+results?|the\s+rows|the\s+output|everything)?\s*(?:in|into|to|as)\s+{IDENT}"),
            // 目标表：X / 结果表为 X / 表名叫 X
            format!(r"(?:目标表|结果表|输出表|表名)\s*(?:名)?\s*(?:为|是|叫|：|:)?\s*{IDENT}"),
            // target table: X / output table is X / table name = X
            format!(r"(?i)\b(?:(?:target|output|result|destination)\s+table(?:\s+name)?|table\s+name)\s*(?:is|=|:)?\s*{IDENT}"),
            // … into the X table
            format!(r"(?i)\binto\s+(?:the\s+|a\s+)?(?:new\s+)?{IDENT}\s+table\b"),
            // … into X (at the end)
            format!(r"(?i)\binto\s+(?:the\s+|a\s+)?(?:new\s+)?(?:table\s+)?{IDENT}\s*[.。!]?\s*$"),
            // … to/as x_y (at the end; an identifier with an underscore,
            // so "year to date" is not a table)
            r"(?i)\b(?:to|as|in)\s+(?:the\s+|a\s+)?(?:new\s+)?(?:table\s+)?[`\x22\[]?([A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?)[`\x22\]]?\s*[.。!]?\s*$".to_string(),
        ];
        sources
            .iter()
            .filter_map(|s| Regex::new(s).ok())
            .collect()
    })
}

/// The write modes, each a pattern whose optional `ctx` group is what
/// follows the mode word and stays in the select part.
///
/// 覆盖, 合并 and 增量 are also ordinary nouns and verbs of the select part
/// (门店覆盖情况 "store coverage", 合并统计 "counted together", 销售额的增量
/// "the increase in sales"): they say how to write only beside a verb of
/// writing or loading, with 方式/模式 ("as a mode"), before the table
/// they replace, or — 覆盖 and 合并 — closing a clause ("写入 t 表，覆盖").
fn mode_patterns() -> &'static [(Regex, &'static str)] {
    static P: OnceLock<Vec<(Regex, &'static str)>> = OnceLock::new();
    P.get_or_init(|| {
        const WRITE: &str = "写|插|更新|保存|存|导|落|加载|输出|放|生成|同步|抽取|汇总|计算|处理|地";
        // 以覆盖方式 / 合并模式: the whole phrase says the mode.
        let framed = |word: &str| format!(r"(?:以|用|采用|按照)?{word}(?:的)?(?:方式|模式|式)");
        let closing = format!(r"(?P<ctx>{WRITE}|到|进|入|至|原|旧|已有|目标|掉|\s*[，,。.;；:：)）]|\s*$)");
        let incremental = format!(r"(?i){}|增量(?P<ctx>{WRITE})|\bincremental(?:ly)?\b|\bdelta\b", framed("增量"));
        // 按月份合并 / "merge on month": the merge key is the grain.
        let merge = format!(r"(?i){}|(?:按[\p{{Han}}A-Za-z_]{{1,8}}?)?合并{closing}|\b(?:upsert|merge)(?:d)?(?:\s+(?:on|by)\s+[A-Za-z_][A-Za-z0-9_]*)?\b", framed("合并"));
        let append = r"(?i)追加|\bappend(?:ing|ed)?\b|\badd (?:the )?rows\b".to_string();
        let overwrite = format!(r"(?i){}|覆盖{closing}|全量|重建|\boverwrit(?:e|ing)\b|\breplac(?:e|ing)\b|\brebuild\b", framed("覆盖"));
        [
            (incremental, "incremental"),
            (merge, "merge"),
            (append, "append"),
            (overwrite, "overwrite"),
        ]
        .into_iter()
        .filter_map(|(p, m)| Regex::new(&p).ok().map(|r| (r, m)))
        .collect()
    })
}

/// Reads the sink of a request.
pub fn read(request: &str) -> Sink {
    let (star, fact, request) = star_words(request);
    let request = request.as_str();
    let mut table = fact;
    let mut label = None;
    let mut rest = request.to_string();
    for p in patterns() {
        if table.is_some() {
            break;
        }
        if let Some(c) = p.captures(request) {
            let (Some(all), Some(name)) = (c.get(0), c.get(1)) else {
                continue;
            };
            let name = name.as_str();
            if name.is_ascii() {
                table = Some(name.to_lowercase());
            } else {
                label = Some(name.to_string());
            }
            rest = format!("{}{}", &request[..all.start()], &request[all.end()..]);
            break;
        }
    }
    let mut write_mode = WriteMode::Overwrite;
    let mut mode_stated = false;
    for (p, mode) in mode_patterns() {
        if p.is_match(request) {
            mode_stated = true;
            write_mode = match *mode {
                "incremental" => WriteMode::Incremental { column: None },
                "merge" => WriteMode::Merge { key: Vec::new() },
                "append" => WriteMode::Append,
                _ => WriteMode::Overwrite,
            };
            rest = p.replace_all(&rest, "${ctx}").into_owned();
            break;
        }
    }
    Sink {
        table,
        label,
        write_mode,
        mode_stated,
        star,
        joins: joined(request),
        rest: tidy(&rest),
    }
}

/// Whether the request asks for a star schema, the fact table's name when
/// it gives one (事实表 fct_sales, "fact table fct_sales"), and the request
/// without those words — which say how to build, not what to compute.
fn star_words(request: &str) -> (bool, Option<String>, String) {
    static P: OnceLock<Option<(Regex, Regex, Regex)>> = OnceLock::new();
    let Some((fact, star, leftover)) = P
        .get_or_init(|| {
            let fact = Regex::new(&format!(
                r"(?i)(?:事实表|\bfact\s+table)\s*(?:名)?\s*(?:为|是|叫做|叫|名为|命名为|named|called|is|=|:|：)?\s*{IDENT}"
            ));
            let star = Regex::new(
                r"(?i)(?:(?:建成|做成|建立|构建|搭建|设计成|设计|生成|拆成|分成|建|做|按照|按|用|以)\s*(?:一个|一套)?\s*)?(?:(?:星型|星形)(?:模型|模式|结构|schema)?(?:的?(?:方式|形式))?|维度建模|维度模型|事实表?(?:和|与|加|及|\+)维度表?)|(?:\b(?:as|into|in)\s+)?(?:an?\s+)?\b(?:star[\s-]schema|dimensional\s+model)\b(?:\s+(?:of|for|over)\b)?|\bfacts?\s+(?:table\s+)?and\s+dimensions?(?:\s+tables?)?",
            );
            let leftover = Regex::new(r"(?i)事实表|维度表|\bfact\s+table\b|\bdimension\s+tables?\b");
            Some((fact.ok()?, star.ok()?, leftover.ok()?))
        })
        .as_ref()
    else {
        return (false, None, request.to_string());
    };
    let mut text = request.to_string();
    let mut name = None;
    if let Some(c) = fact.captures(&text) {
        if let (Some(all), Some(n)) = (c.get(0), c.get(1)) {
            name = Some(n.as_str().to_lowercase());
            text = format!("{}{}", &text[..all.start()], &text[all.end()..]);
        }
    }
    let asked = star.is_match(&text);
    if !asked && name.is_none() {
        return (false, None, request.to_string());
    }
    text = star.replace_all(&text, "").into_owned();
    text = leftover.replace_all(&text, "").into_owned();
    (true, name, text)
}

/// The tables a request says to join, as written.
fn joined(request: &str) -> Vec<String> {
    static JOIN: OnceLock<Option<Regex>> = OnceLock::new();
    let Some(re) = JOIN
        .get_or_init(|| {
            Regex::new(r"(?i)(?:把|将)?([\p{Han}A-Za-z0-9_]+?)(?:表)?(?:和|与|跟|同)([\p{Han}A-Za-z0-9_]+?)(?:表)?\s*(?:JOIN|关联|连接|联结|连表)|\bjoin(?:ing)?\s+([A-Za-z_][A-Za-z0-9_]*)\s+(?:and|with)\s+([A-Za-z_][A-Za-z0-9_]*)").ok()
        })
        .as_ref()
    else {
        return Vec::new();
    };
    re.captures(request)
        .map(|c| {
            c.iter()
                .skip(1)
                .flatten()
                .map(|m| m.as_str().to_string())
                .collect()
        })
        .unwrap_or_default()
}

/// The select part as a question: ETL framing words (把/将 … JOIN, "then",
/// trailing connectives and punctuation) dropped.
fn tidy(rest: &str) -> String {
    static FRAMING: OnceLock<Vec<Regex>> = OnceLock::new();
    let framing = FRAMING.get_or_init(|| {
        [
            // 把订单表和用户表 JOIN(起来)，… : the engine finds joins itself.
            r"(?:把|将)?[\p{Han}A-Za-z0-9_]+(?:表)?(?:和|与|跟|同)[\p{Han}A-Za-z0-9_]+(?:表)?\s*(?:JOIN|join|关联|连接|联结|连表)(?:起来)?",
            r"(?i)\bjoin(?:ing)?\s+[A-Za-z_][A-Za-z0-9_]*\s+(?:and|with)\s+[A-Za-z_][A-Za-z0-9_]*\s*(?:,|and then|then)?",
            r"(?:并且|然后|并|再|后|，\s*$|,\s*$)\s*$",
            r"(?:，|,)?\s*(?:的)?(?:结果|数据)\s*$",
            r"^\s*(?:，|,)?\s*(?:包含|包括|内容为|内容是|存放|记录|里面是)",
            r"(?i)(?:,|，)?\s*\b(?:and|then)\s*$",
            r"(?i)^\s*(?:with|holding|containing|that (?:has|holds|shows))\s+",
            // Imperatives of building, which say nothing about what to
            // compute: "Compute revenue per store", "Load …", 整理/提取…
            r"(?i)^\s*(?:please\s+)?(?:compute|calculate|load|summari[sz]e|aggregate|build|produce|generate|extract|collect|prepare|materiali[sz]e)\s+(?:the\s+)?",
            r"^\s*(?:请)?(?:整理|提取|抽取|加工|计算出?)\s*",
        ]
        .iter()
        .filter_map(|p| Regex::new(p).ok())
        .collect()
    });
    let mut s = rest.to_string();
    for r in framing {
        s = r.replace_all(&s, "").into_owned();
    }
    let s = s
        .trim_matches(|c: char| {
            c.is_whitespace()
                || matches!(c, ',' | '，' | '。' | '.' | ';' | '；' | '、' | ':' | '：')
        })
        .to_string();
    s.trim_start_matches(['把', '将']).trim().to_string()
}

/// Letters, digits and `_`, not starting with a digit: a name SQL takes
/// unquoted in every dialect ChatDB speaks.
pub fn plain_identifier(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// A table name a target may have: a plain identifier, optionally after
/// one `schema.` part.
pub fn is_identifier(name: &str) -> bool {
    let parts: Vec<&str> = name.split('.').collect();
    parts.len() <= 2 && parts.iter().all(|p| plain_identifier(p))
}

/// A table identifier for a target named in words: the layer prefix the
/// request's wording calls for and the names of the result's columns
/// (`dws_` + grain + measure), e.g. `dws_order_month_total_amount`.
pub fn identifier_for(layer: &str, columns: &[String]) -> String {
    let mut parts: Vec<String> = Vec::new();
    for c in columns {
        let slug: String = c
            .to_lowercase()
            .chars()
            .map(|ch| if ch.is_ascii_alphanumeric() { ch } else { '_' })
            .collect();
        let slug = slug
            .split('_')
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join("_");
        if !slug.is_empty() && !parts.contains(&slug) {
            parts.push(slug);
        }
    }
    let mut name = format!("{layer}_{}", parts.join("_"));
    if parts.is_empty() {
        name = format!("{layer}_result");
    }
    name.truncate(60);
    name.trim_end_matches('_').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn targets_named_by_identifier_or_in_words() {
        let s = read("把订单表和用户表 JOIN，按月汇总销售额，写入销售汇总表");
        assert_eq!(s.table, None);
        assert_eq!(s.label.as_deref(), Some("销售汇总表"));
        assert_eq!(s.rest, "按月汇总销售额");
        assert_eq!(s.joins, vec!["订单", "用户"]);
        assert_eq!(s.write_mode, WriteMode::Overwrite);
        let s = read("每个城市的客户数，存到 dws_city_customers 表");
        assert_eq!(s.table.as_deref(), Some("dws_city_customers"));
        assert_eq!(s.rest, "每个城市的客户数");
        let s = read("生成一张名为 ads_top_products 的表：销量前10的商品");
        assert_eq!(s.table.as_deref(), Some("ads_top_products"));
        assert_eq!(s.rest, "销量前10的商品");
        let s = read("Monthly revenue by region into a new table named dws_region_monthly");
        assert_eq!(s.table.as_deref(), Some("dws_region_monthly"));
        assert_eq!(s.rest, "Monthly revenue by region");
        let s = read("Create a table called mart_store_orders with the number of orders per store");
        assert_eq!(s.table.as_deref(), Some("mart_store_orders"));
        assert_eq!(s.rest, "the number of orders per store");
        let s = read("Append today's orders per channel to table dws_channel_daily");
        assert_eq!(s.table.as_deref(), Some("dws_channel_daily"));
        assert_eq!(s.write_mode, WriteMode::Append);
        let s = read("按月汇总销售额，按月份合并写入 dws_sales_monthly");
        assert_eq!(s.write_mode, WriteMode::Merge { key: Vec::new() });
        assert_eq!(s.rest, "按月汇总销售额");
        let s = read("按天增量汇总订单金额，写入 dws_daily_sales");
        assert!(matches!(s.write_mode, WriteMode::Incremental { .. }));
        assert_eq!(s.table.as_deref(), Some("dws_daily_sales"));
    }

    #[test]
    fn star_schemas_asked_for_and_their_fact_tables() {
        let s = read("按门店和月份汇总销售额，建成星型模型，事实表叫 fct_store_sales");
        assert!(s.star);
        assert_eq!(s.table.as_deref(), Some("fct_store_sales"));
        assert_eq!(s.rest, "按门店和月份汇总销售额");
        let s = read("Revenue per product and customer as a star schema into fct_revenue");
        assert!(s.star);
        assert_eq!(s.table.as_deref(), Some("fct_revenue"));
        assert_eq!(s.rest, "Revenue per product and customer");
        let s = read("Build a star schema of orders into fct_orders");
        assert!(s.star);
        assert_eq!(s.rest, "orders");
        let s = read("把订单明细做成事实表和维度表，写入 fct_order_lines");
        assert!(s.star);
        assert_eq!(s.table.as_deref(), Some("fct_order_lines"));
        assert_eq!(s.rest, "订单明细");
        // A fact table that is a source, not asked for.
        let s = read("把订单事实表和客户表 JOIN，按月汇总销售额，写入 dws_sales");
        assert!(!s.star);
        assert_eq!(s.table.as_deref(), Some("dws_sales"));
    }

    #[test]
    fn more_ways_of_naming_the_target() {
        for (request, table, rest) in [
            (
                "Create a summary table `sales_by_region` with total revenue per region",
                "sales_by_region",
                "total revenue per region",
            ),
            (
                "Build table monthly_orders: number of orders per month",
                "monthly_orders",
                "number of orders per month",
            ),
            (
                "统计每个城市的门店数量，结果保存为表 city_store_count",
                "city_store_count",
                "统计每个城市的门店数量",
            ),
            (
                "生成表 t_city，包含每个城市的门店数",
                "t_city",
                "每个城市的门店数",
            ),
            (
                "将每个品类的销售额汇总到 category_sales 表中",
                "category_sales",
                "每个品类的销售额",
            ),
            (
                "Count orders per city into city_orders",
                "city_orders",
                "Count orders per city",
            ),
            (
                "Average price per brand, saved to brand_prices.",
                "brand_prices",
                "Average price per brand",
            ),
            (
                "Populate store_kpis with revenue per store",
                "store_kpis",
                "revenue per store",
            ),
        ] {
            let s = read(request);
            assert_eq!(s.table.as_deref(), Some(table), "{request}");
            assert_eq!(s.rest, rest, "{request}");
        }
        for (request, table) in [
            (
                "Load revenue per region into the region_revenue table",
                "region_revenue",
            ),
            (
                "Revenue per store; target table: store_revenue",
                "store_revenue",
            ),
            (
                "Compute revenue per store and store the result in store_rev",
                "store_rev",
            ),
            ("每个城市的门店数，结果放在 city_stores 里", "city_stores"),
            (
                "统计每个品牌的商品数，目标表：brand_products",
                "brand_products",
            ),
            (
                "Orders per month. Output table is monthly_orders.",
                "monthly_orders",
            ),
        ] {
            assert_eq!(read(request).table.as_deref(), Some(table), "{request}");
        }
        assert_eq!(
            read("Load revenue per region into the region_revenue table").rest,
            "revenue per region"
        );
        assert_eq!(
            read("Summarize sales by channel into channel_sales").rest,
            "sales by channel"
        );
        assert_eq!(read("revenue year to date").table, None);
        assert_eq!(read("orders from 2020 to 2021").table, None);
    }

    #[test]
    fn mode_words_used_as_ordinary_words_are_not_modes() {
        let s = read("每个大区的门店覆盖情况，写入 dws_region_coverage");
        assert!(!s.mode_stated);
        assert_eq!(s.rest, "每个大区的门店覆盖情况");
        let s = read("把线上和门店订单合并统计每月销售额，写入 dws_monthly");
        assert!(!s.mode_stated);
        assert_eq!(s.rest, "线上和门店订单合并统计每月销售额");
        let s = read("每月销售额的增量，存到 dws_growth 表");
        assert!(!s.mode_stated);
        let s = read("每个大区的销售额，覆盖写入 dws_region_sales 表");
        assert_eq!((s.mode_stated, s.write_mode), (true, WriteMode::Overwrite));
        assert_eq!(s.rest, "每个大区的销售额");
        let s = read("每个大区的销售额写入 dws_region_sales 表，覆盖");
        assert_eq!((s.mode_stated, s.rest.as_str()), (true, "每个大区的销售额"));
        let s = read("每个城市的订单数，以合并方式写入 dws_city_orders");
        assert_eq!(s.write_mode, WriteMode::Merge { key: Vec::new() });
        assert_eq!(s.rest, "每个城市的订单数");
    }

    #[test]
    fn no_sink_is_none() {
        let s = read("上个月销售额是多少？");
        assert_eq!((s.table, s.label), (None, None));
        let s = read("how many orders per store");
        assert_eq!(s.table, None);
    }

    #[test]
    fn identifiers_for_targets_named_in_words() {
        assert_eq!(
            identifier_for("dws", &["month".into(), "SUM(total_amount)".into()]),
            "dws_month_sum_total_amount"
        );
        assert_eq!(identifier_for("ads", &[]), "ads_result");
    }
}
