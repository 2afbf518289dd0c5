//! Clarification (seed 002's AmbiguityChecker and ClarificationAgent): after
//! parsing, find what the question leaves open that changes the answer,
//! and ask with concrete options instead of guessing — today a parent
//! metric (weighted score or breakdown?), a value that columns of two
//! unnamed tables hold (whose city?) and a top N with nothing to rank by
//! (top 10 customers: by revenue, orders …?), and rows listed by nothing
//! but their ids (listed, or how many?). Each option carries the
//! intent it stands for, so resuming is choosing one.

use chatdb_engine::calibration::UnsaidUnit;
use chatdb_engine::{OpenValue, Parsed};
use chatdb_intent::intent::{Aggregation, ColumnRef, Intent, Measure, MeasureTarget};
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

/// Asks which column a value means when the reading had to pick among
/// columns of tables the question doesn't name (上海的销售额: the stores'
/// city or the customers'?). One option per column, the reading's first;
/// each option's intent filters (and groups) by its column.
pub fn check_values(
    question: &str,
    intent: &Intent,
    open: &[OpenValue],
    semantic: Option<&SemanticLayer>,
    chinese: bool,
) -> Option<Pending> {
    let o = open.first()?;
    let readings: Vec<&(ColumnRef, String)> = std::iter::once(&o.chosen).chain(&o.others).collect();
    let options: Vec<String> = readings
        .iter()
        .map(|(c, _)| column_title(c, semantic, chinese))
        .collect();
    let intents = readings
        .iter()
        .map(|reading| {
            let mut i = intent.clone();
            i.reread_value(&o.chosen, reading);
            i
        })
        .collect();
    let question_back = if chinese {
        format!("「{}」指的是哪一个？", o.value)
    } else {
        format!("Which {:?} do you mean?", o.value)
    };
    Some(Pending {
        original: question.to_string(),
        question: question_back,
        options,
        intents,
    })
}

/// How a question that ranks by nothing named is said ranked by a metric.
pub enum Unranked {
    /// A top N ("top 10 customers", 今年前十名客户): "… by 销售额",
    /// 按销售额排名，…; the reading keeps the same N.
    TopN(Option<u64>),
    /// A superlative of judgement, as the question says it (最好的门店,
    /// "the best store"): 销售额最高的门店, "the store with the highest
    /// 销售额"; `true` when the highest come first.
    Judged(String, bool),
    /// Growth ranked with no measure (今年哪个大区增长最快), the growth word
    /// as said: 今年哪个大区销售额增长最快, "… revenue grew the most".
    Growth(String),
}

impl Unranked {
    /// `question` ranked by `measure`.
    fn said_by(&self, question: &str, measure: &str, chinese: bool) -> String {
        let q = question
            .trim()
            .trim_end_matches(['?', '？', '.', '。', '!', '！']);
        match self {
            Unranked::TopN(_) if chinese => format!("按{measure}排名，{q}"),
            Unranked::TopN(_) => format!("{q} by {measure}"),
            Unranked::Judged(word, highest) if chinese => {
                let extreme = if *highest { "最高" } else { "最低" };
                q.replacen(word.as_str(), &format!("{measure}{extreme}"), 1)
            }
            Unranked::Judged(word, highest) => {
                let extreme = if *highest { "highest" } else { "lowest" };
                let said = format!("{word} ");
                let without = match q.to_lowercase().find(&said) {
                    Some(i) if q.is_char_boundary(i) && q.is_char_boundary(i + said.len()) => {
                        format!("{}{}", &q[..i], &q[i + said.len()..])
                    }
                    _ => q.to_string(),
                };
                format!("{without} with the {extreme} {measure}")
            }
            Unranked::Growth(word) => {
                let of = if chinese {
                    format!("{measure}{word}")
                } else {
                    format!("{measure} {word}")
                };
                q.replacen(word.as_str(), &of, 1)
            }
        }
    }

    fn keeps(&self, limit: Option<u64>) -> bool {
        match self {
            Unranked::TopN(n) => limit == *n,
            Unranked::Judged(..) | Unranked::Growth(_) => limit.is_some(),
        }
    }

    /// Whether `intent` ranks by the metric `id` — by its growth for a
    /// growth asked.
    fn ranks_by(&self, intent: &Intent, id: &str) -> bool {
        let is_it = |m: &Measure| matches!(&m.target, MeasureTarget::Metric { id: i } if i == id);
        match self {
            Unranked::Growth(_) => {
                intent.ranked_by_change() && intent.measures.first().is_some_and(is_it)
            }
            _ => intent.ranked_measure().is_some_and(is_it),
        }
    }
}

/// Asks what to rank by when a question ranks by nothing named ("top 10
/// customers this year", 今年前十名客户, 最好的门店): one option per metric
/// of the semantic layer the question reads confidently when said ranked
/// by it (`Unranked::said_by`). Only metrics over a table `joins` reaches
/// are read (`read` gives only readings that build); a reading that does
/// not rank by that metric, or keeps another number of rows, is no option.
pub fn check_ranking(
    question: &str,
    unranked: &Unranked,
    semantic: Option<&SemanticLayer>,
    chinese: bool,
    threshold: f32,
    joins: impl Fn(&str) -> bool,
    read: impl Fn(&str) -> Option<Parsed>,
) -> Option<Pending> {
    let sem = semantic?;
    let mut options = Vec::new();
    let mut intents = Vec::new();
    let metrics = sem
        .metrics
        .iter()
        .filter(|m| m.expression.is_some() && m.table.as_deref().is_some_and(&joins));
    for metric in metrics {
        let ranked = unranked.said_by(question, &metric.name, chinese);
        let Some(parsed) = read(&ranked) else {
            continue;
        };
        let by_it = unranked.ranks_by(&parsed.intent, &metric.id);
        if parsed.confidence < threshold || !by_it || !unranked.keeps(parsed.intent.limit) {
            continue;
        }
        let english = metric
            .synonyms
            .iter()
            .find(|s| s.chars().all(|c| c.is_ascii_lowercase() || c == ' '));
        options.push(match english {
            Some(e) if !chinese => format!("{} ({e})", metric.name),
            _ => metric.name.clone(),
        });
        intents.push(parsed.intent);
    }
    if options.is_empty() {
        return None;
    }
    let question_back = match (unranked, chinese) {
        (Unranked::Growth(word), true) => {
            format!("哪个指标的{word}？可以看{}。", options.join("、"))
        }
        (Unranked::Growth(_), false) => format!("Growth of what? Of {}?", options.join(", or ")),
        (_, true) => format!("按什么排名？可以按{}。", options.join("、")),
        (_, false) => format!("Ranked by what? By {}?", options.join(", or ")),
    };
    Some(Pending {
        original: question.to_string(),
        question: question_back,
        options,
        intents,
    })
}

/// Asks which amount is meant when how much was sold is said with no unit
/// (今年卖了多少: 销售额 or 销量?): the question read again with each unit
/// said after 多少 (今年卖了多少钱, 今年卖了多少件); each confident reading
/// of its own measure is an option, named by that measure. Fewer than two
/// such readings ask nothing.
pub fn check_unit(
    question: &str,
    unit: &UnsaidUnit,
    semantic: Option<&SemanticLayer>,
    chinese: bool,
    threshold: f32,
    read: impl Fn(&str) -> Option<Parsed>,
) -> Option<Pending> {
    // (The offset is in the lower-cased question: the same bytes unless
    // lower-casing changed a length.)
    if question.to_lowercase().len() != question.len() || !question.is_char_boundary(unit.at) {
        return None;
    }
    let mut options: Vec<String> = Vec::new();
    let mut intents: Vec<Intent> = Vec::new();
    for said in &unit.units {
        let q = format!("{}{said}{}", &question[..unit.at], &question[unit.at..]);
        let Some(parsed) = read(&q) else {
            continue;
        };
        if parsed.confidence < threshold || intents.contains(&parsed.intent) {
            continue;
        }
        let Some(name) = parsed
            .intent
            .measures
            .first()
            .map(|m| measure_title(&m.target, semantic, chinese))
        else {
            continue;
        };
        options.push(name);
        intents.push(parsed.intent);
    }
    if options.len() < 2 {
        return None;
    }
    let question_back = if chinese {
        format!("想看的是{}？", options.join("还是"))
    } else {
        format!("Do you mean {}?", options.join(", or "))
    };
    Some(Pending {
        original: question.to_string(),
        question: question_back,
        options,
        intents,
    })
}

/// Rows listed by their key alone, their label fixed by a filter
/// ("completed appointments last month": ids beside a status that is the
/// same on every row): listed, or how many? The first option is the
/// listing as read, the second the same rows counted.
pub fn check_rows_or_count(
    question: &str,
    intent: &Intent,
    semantic: Option<&SemanticLayer>,
    chinese: bool,
) -> Option<Pending> {
    let table = intent.projections.first()?.table.clone();
    // (As the semantic layer names the table in the question's language,
    // when it does.)
    let in_language = |name: &&String| name.chars().any(chatdb_knowledge::text::is_han) == chinese;
    let said = semantic
        .and_then(|s| s.tables.get(&table))
        .and_then(|t| {
            t.display_name
                .iter()
                .chain(&t.synonyms)
                .find(in_language)
                .cloned()
        })
        .unwrap_or_else(|| table.clone());
    let counted = Intent {
        projections: Vec::new(),
        order: None,
        limit: None,
        distinct: false,
        measures: vec![Measure {
            aggregation: Aggregation::Count,
            target: MeasureTarget::Rows {
                table: table.clone(),
            },
        }],
        ..intent.clone()
    };
    let (question_back, list, count) = if chinese {
        (
            format!("要列出这些{said}记录，还是看一共有多少条？"),
            "列出来",
            "有多少条",
        )
    } else {
        (
            format!("Do you want these {said} rows listed, or how many there are?"),
            "list them",
            "how many",
        )
    };
    Some(Pending {
        original: question.to_string(),
        question: question_back,
        options: vec![list.to_string(), count.to_string()],
        intents: vec![intent.clone(), counted],
    })
}

/// A measure as the user knows it: a metric by its name, a column by its
/// title.
fn measure_title(
    target: &MeasureTarget,
    semantic: Option<&SemanticLayer>,
    chinese: bool,
) -> String {
    match target {
        MeasureTarget::Metric { id } => semantic
            .and_then(|s| s.metric(id))
            .map_or_else(|| id.clone(), |m| m.name.clone()),
        MeasureTarget::Column { column } => column_title(column, semantic, chinese),
        MeasureTarget::Rows { table } => table.clone(),
    }
}

/// A column as the user knows it: its description in the semantic layer,
/// else its table's display name (or first synonym) and the column's first
/// synonym, always with `table.column`; without a layer, `table.column`.
fn column_title(c: &ColumnRef, semantic: Option<&SemanticLayer>, chinese: bool) -> String {
    let qualified = format!("{}.{}", c.table, c.column);
    let table = semantic.and_then(|s| s.tables.get(&c.table));
    let spec = table.and_then(|t| t.columns.get(&c.column));
    let said = match (spec.and_then(|s| s.description.clone()), table) {
        (Some(description), _) => description,
        (None, Some(t)) => {
            let Some(table_name) = t
                .display_name
                .clone()
                .or_else(|| t.synonyms.first().cloned())
            else {
                return qualified;
            };
            let column_name = spec
                .and_then(|s| s.synonyms.first().cloned())
                .unwrap_or_else(|| c.column.clone());
            if chinese {
                format!("{table_name}的{column_name}")
            } else {
                format!("{table_name} {column_name}")
            }
        }
        (None, None) => return qualified,
    };
    if chinese {
        format!("{said}（{qualified}）")
    } else {
        format!("{said} ({qualified})")
    }
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
    fn a_question_unranked_is_said_ranked_by_a_measure() {
        let top = Unranked::TopN(Some(10));
        assert_eq!(
            top.said_by("今年前十名客户？", "销售额", true),
            "按销售额排名，今年前十名客户"
        );
        assert_eq!(
            top.said_by("top 10 customers this year?", "revenue", false),
            "top 10 customers this year by revenue"
        );
        let best = Unranked::Judged("最好".into(), true);
        assert_eq!(
            best.said_by("最好的门店是哪家", "销售额", true),
            "销售额最高的门店是哪家"
        );
        let worst = Unranked::Judged("worst".into(), false);
        assert_eq!(
            worst.said_by("Which is the Worst store?", "revenue", false),
            "Which is the store with the lowest revenue"
        );
        // A top N keeps its N; a best or worst is one row or a few.
        assert!(top.keeps(Some(10)) && !top.keeps(Some(1)) && !top.keeps(None));
        assert!(best.keeps(Some(1)) && !best.keeps(None));
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
