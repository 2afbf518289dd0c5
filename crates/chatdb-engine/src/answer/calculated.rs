//! Answers for period comparisons, shares, top rows per group and averages
//! over groups, whose results carry other columns than a plain aggregate.

use super::{format_value, group_name};
use crate::intent::{Calculation, Grain, Intent};
use chatdb_core::{ResultSet, Value};
use chatdb_intent::build::suffix;
use chrono::NaiveDate;

/// A comparison's answer: the measure now, before, and the change — for
/// the one row of a range, or the latest period of a series.
pub(super) fn comparison(
    chinese: bool,
    intent: &Intent,
    labels: &[String],
    result: &ResultSet,
    today: NaiveDate,
) -> Option<String> {
    intent.comparison?;
    // Each measure is followed by its previous value, change and change %.
    let first = result.columns.len().checked_sub(labels.len())?;
    // Groups ranked by their change (同比增长最快的大区): the first row is
    // the one asked for, named by its group.
    let ranked = intent.ranked_by_change();
    // A series whose range was cut at today (今年每个季度的销售额同比), or
    // whose last period holds today (每个月的销售额环比), ends in a period
    // still under way, set against a whole one: the latest whole period is
    // the one described, the current one said to be open.
    let open = (intent.grain.is_some() && first > 0 && result.rows.len() >= 2)
        .then(|| {
            let cut = intent
                .time_range
                .as_ref()
                .is_some_and(|t| t.period.is_some());
            (cut || super::period_under_way(intent, result, today).is_some())
                .then(|| result.rows.last())
                .flatten()
        })
        .flatten()
        .filter(|_| !ranked);
    let row = if ranked {
        result.rows.first()?
    } else if open.is_some() {
        result.rows.get(result.rows.len() - 2)?
    } else {
        result.rows.last()?
    };
    let open = open.and_then(|r| r.first()).map(format_value);
    let group = (ranked && first > 0).then(|| group_name(&result.columns, &row[..first], chinese));
    let label = labels.first()?;
    let (now, before, pct) = (row.get(first)?, row.get(first + 1)?, row.get(first + 3)?);
    let period = (first > 0 && intent.grain.is_some())
        .then(|| row.first().map(format_value))
        .flatten();
    let groups = result.rows.len();
    let pct = match pct {
        Value::Null => None,
        v => v.as_f64(),
    };
    Some(if chinese {
        let change = pct.map_or("无可比数据".to_string(), |p| {
            format!("{}{:.1}%", if p >= 0.0 { "增长" } else { "下降" }, p.abs())
        });
        match (period, groups) {
            _ if group.is_some() => format!(
                "{}{}：{label} {}，对比期 {}，{change}。",
                if groups > 1 {
                    format!("共 {groups} 组，排在最前的是 ")
                } else {
                    String::new()
                },
                group.unwrap_or_default(),
                format_value(now),
                format_value(before)
            ),
            (Some(p), _) => format!(
                "共 {groups} 个时间段。最近{}的 {p}：{label} {}，上期 {}，{change}。{}",
                if open.is_some() { "一个完整" } else { "" },
                format_value(now),
                format_value(before),
                open.as_ref()
                    .map_or(String::new(), |o| format!("{o} 尚未结束，只计到今天。"))
            ),
            (None, 1) => format!(
                "{label} {}，对比期 {}，{change}。",
                format_value(now),
                format_value(before)
            ),
            (None, n) => format!("共 {n} 组，每组给出本期、对比期与变化。"),
        }
    } else {
        let change = pct.map_or("no earlier figure to compare".to_string(), |p| {
            format!("{}{:.1}%", if p >= 0.0 { "up " } else { "down " }, p.abs())
        });
        match (period, groups) {
            _ if group.is_some() => format!(
                "{}{}: {label} {} against {} in the earlier period, {change}.",
                if groups > 1 {
                    format!("{groups} groups; first, ")
                } else {
                    String::new()
                },
                group.unwrap_or_default(),
                format_value(now),
                format_value(before)
            ),
            (Some(p), _) => format!(
                "{groups} periods. Latest{}, {p}: {label} {} against {} before, {change}.{}",
                if open.is_some() { " whole one" } else { "" },
                format_value(now),
                format_value(before),
                open.as_ref().map_or(String::new(), |o| format!(
                    " {o} is still under way (counted to today)."
                ))
            ),
            (None, 1) => format!(
                "{label} {} against {} in the earlier period, {change}.",
                format_value(now),
                format_value(before)
            ),
            (None, n) => {
                format!("{n} groups, each with this period, the earlier one and the change.")
            }
        }
    })
}

/// The top rows per group: how many groups and how many rows each.
pub(super) fn top_per_group(chinese: bool, intent: &Intent, result: &ResultSet) -> Option<String> {
    let Some(Calculation::TopPerGroup { n, .. }) = &intent.calculation else {
        return None;
    };
    let mut groups: Vec<&Value> = result.rows.iter().filter_map(|r| r.first()).collect();
    groups.dedup();
    let (g, rows) = (groups.len(), result.rows.len());
    // (Cut at the row cap, the groups shown are only the first ones.)
    Some(match (chinese, result.truncated) {
        (true, false) => format!("共 {g} 组，每组按排序取前 {n} 名，共 {rows} 行。"),
        (true, true) => format!(
            "每组按排序取前 {n} 名；结果超过 {rows} 行，只给出前 {rows} 行（前 {g} 组）；可以加上筛选条件缩小范围。"
        ),
        (false, false) => format!("{g} groups, the top {n} of each by the ranking: {rows} rows."),
        (false, true) => format!(
            "The top {n} of each group by the ranking: more than {rows} rows, the first {rows} shown (the first {g} groups). Add a filter to narrow them."
        ),
    })
}

/// A share: the group with the largest share of the total.
pub(super) fn share(
    chinese: bool,
    intent: &Intent,
    labels: &[String],
    result: &ResultSet,
) -> Option<String> {
    if intent.calculation != Some(Calculation::Share) {
        return None;
    }
    // Each measure, then each measure's share.
    let first = result.columns.len().checked_sub(labels.len())?;
    let shares = first + labels.len() / 2;
    let top = result.rows.iter().max_by(|a, b| {
        let v = |r: &Vec<Value>| r.get(shares).and_then(Value::as_f64).unwrap_or(f64::MIN);
        v(a).total_cmp(&v(b))
    })?;
    let name = group_name(&result.columns, &top[..first], chinese);
    let pct = top.get(shares)?.as_f64()?;
    let label = labels.first()?;
    Some(if chinese {
        format!(
            "共 {} 组，{}的{}占比最高，为 {pct:.1}%。",
            result.rows.len(),
            name,
            label
        )
    } else {
        format!(
            "{} groups; {} has the largest share of {label}: {pct:.1}%.",
            result.rows.len(),
            name
        )
    })
}

/// A part's share: the part, the whole and the percentage — of the one
/// row, or the group where the part weighs most.
pub(super) fn part_share(
    chinese: bool,
    intent: &Intent,
    labels: &[String],
    result: &ResultSet,
) -> Option<String> {
    let Some(Calculation::PartShare { part }) = &intent.calculation else {
        return None;
    };
    // Each measure, its part and its share (one measure is read).
    let first = result.columns.len().checked_sub(labels.len())?;
    let label = labels.first()?;
    let condition: Vec<String> = part
        .iter()
        .map(|f| {
            let values: Vec<String> = f
                .values
                .iter()
                .map(|v| match v {
                    crate::intent::Literal::Int(n) => n.to_string(),
                    crate::intent::Literal::Float(x) => x.to_string(),
                    crate::intent::Literal::Bool(b) => b.to_string(),
                    crate::intent::Literal::Text(t) => t.clone(),
                })
                .collect();
            // (A test with no value — is set, is empty — ends with it.)
            format!(
                "{} {} {}",
                f.column.column,
                op_word(f.op),
                values.join(", ")
            )
            .trim_end()
            .to_string()
        })
        .collect();
    let condition = condition.join(" & ");
    let share = |r: &Vec<Value>| r.get(first + 2).and_then(Value::as_f64);
    // (Ranked lowest first — the lowest rate asked for — the lowest.)
    let lowest = intent.order.as_ref().is_some_and(|o| !o.descending);
    let by_share = |a: &&Vec<Value>, b: &&Vec<Value>| {
        share(a)
            .unwrap_or(f64::MIN)
            .total_cmp(&share(b).unwrap_or(f64::MIN))
    };
    let row = if lowest {
        result.rows.iter().min_by(by_share)?
    } else {
        result.rows.iter().max_by(by_share)?
    };
    let (zh_most, en_most) = if lowest {
        ("最低", "lowest")
    } else {
        ("最高", "highest")
    };
    let (whole, part_value) = (row.get(first)?, row.get(first + 1)?);
    let pct = share(row).map_or("—".to_string(), |p| format!("{p:.1}%"));
    let group = group_name(&result.columns, &row[..first], chinese);
    Some(match (chinese, first) {
        (true, 0) => format!(
            "{label}共 {}，其中 {condition} 的部分为 {}，占 {pct}。",
            format_value(whole),
            format_value(part_value)
        ),
        (false, 0) => format!(
            "{label}: {} in all, {} where {condition}: {pct}.",
            format_value(whole),
            format_value(part_value)
        ),
        (true, _) => format!(
            "共 {} 组，{condition} 占比{zh_most}的是 {}：{pct}（{} / {}）。",
            result.rows.len(),
            group,
            format_value(part_value),
            format_value(whole)
        ),
        (false, _) => format!(
            "{} groups; the share where {condition} is {en_most} for {}: {pct} ({} of {}).",
            result.rows.len(),
            group,
            format_value(part_value),
            format_value(whole)
        ),
    })
}

/// A filter's comparison in words of the answer.
fn op_word(op: crate::intent::FilterOp) -> &'static str {
    use crate::intent::FilterOp;
    match op {
        FilterOp::In | FilterOp::Eq => "=",
        FilterOp::NotIn | FilterOp::NotEq => "≠",
        FilterOp::Like => "~",
        FilterOp::NotLike => "!~",
        FilterOp::IsNull => "is empty",
        FilterOp::IsNotNull => "is set",
        FilterOp::Between => "between",
        other => other.comparison_sql().unwrap_or("?"),
    }
}

/// An average over groups: the measure averaged, and what it is per.
pub(super) fn average_of_groups(
    chinese: bool,
    intent: &Intent,
    labels: &[String],
    result: &ResultSet,
) -> Option<String> {
    if intent.calculation != Some(Calculation::AverageOfGroups) {
        return None;
    }
    let label = labels.first()?;
    let label = label
        .strip_suffix(suffix::AVERAGE_PER_GROUP)
        .unwrap_or(label);
    let period = intent.grain.and_then(|g| {
        let zh = match g {
            Grain::Day => "天",
            Grain::Week => "周",
            Grain::Month => "月",
            Grain::Quarter => "季度",
            Grain::Year => "年",
            // (An average per weekday or hour is not said this way.)
            Grain::Weekday | Grain::Hour => return None,
        };
        Some((zh, g.name()))
    });
    // 每个门店平均每天的销售额: one average per group, the groups first.
    if let (Some((zh, en)), false) = (period, intent.dimensions.is_empty()) {
        let at = result.columns.len().checked_sub(labels.len())?;
        let best = result
            .rows
            .iter()
            .filter_map(|r| Some((r.get(at)?.as_f64()?, r)))
            .max_by(|a, b| a.0.total_cmp(&b.0))?;
        let group = group_name(&result.columns, &best.1[..at], chinese);
        let value = format_value(best.1.get(at)?);
        let n = result.rows.len();
        // (Of the rows shown only, when there were more.)
        return Some(match (chinese, result.truncated) {
            (true, false) => format!(
                "共 {n} 组；平均每{zh}的{label}最高的是 {group}，为 {value}（只计有数据的{zh}）。"
            ),
            (true, true) => format!(
                "结果超过 {n} 组，只给出前 {n} 组；其中平均每{zh}的{label}最高的是 {group}，为 {value}（只计有数据的{zh}）。"
            ),
            (false, false) => format!(
                "{n} groups; the highest average {label} per {en} is {group}'s, {value} (over the {en}s with any)."
            ),
            (false, true) => format!(
                "More than {n} groups, the first {n} shown; among them the highest average {label} per {en} is {group}'s, {value} (over the {en}s with any)."
            ),
        });
    }
    let value = format_value(result.rows.first()?.first()?);
    Some(match (period, intent.dimensions.first()) {
        (Some((zh, _)), _) if chinese => {
            format!("平均每{zh}的{label}为 {value}（只计有数据的{zh}）。")
        }
        (Some((_, en)), _) => {
            format!("The average {label} per {en} is {value} (over the {en}s with any).")
        }
        (None, Some(d)) if chinese => format!(
            "按 {} 分组，平均每组的{label}为 {value}（只计有数据的组）。",
            d.column
        ),
        (None, Some(d)) => format!(
            "The average {label} per {} is {value} (over the groups with any).",
            d.column
        ),
        (None, None) => return None,
    })
}
