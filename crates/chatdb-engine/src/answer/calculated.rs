//! Answers for period comparisons, shares and top rows per group, whose
//! results carry more columns per measure than a plain aggregate.

use super::format_value;
use crate::intent::{Calculation, Intent};
use chatdb_core::{ResultSet, Value};

/// A comparison's answer: the measure now, before, and the change — for
/// the one row of a range, or the latest period of a series.
pub(super) fn comparison(
    chinese: bool,
    intent: &Intent,
    labels: &[String],
    result: &ResultSet,
) -> Option<String> {
    intent.comparison?;
    // Each measure is followed by its previous value, change and change %.
    let first = result.columns.len().checked_sub(labels.len())?;
    let row = result.rows.last()?;
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
            (Some(p), _) => format!(
                "共 {groups} 个时间段。最近的 {p}：{label} {}，上期 {}，{change}。",
                format_value(now),
                format_value(before)
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
            (Some(p), _) => format!(
                "{groups} periods. Latest, {p}: {label} {} against {} before, {change}.",
                format_value(now),
                format_value(before)
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
    Some(if chinese {
        format!("共 {g} 组，每组按排序取前 {n} 名，共 {rows} 行。")
    } else {
        format!("{g} groups, the top {n} of each by the ranking: {rows} rows.")
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
    let name: Vec<String> = top[..first].iter().map(format_value).collect();
    let pct = top.get(shares)?.as_f64()?;
    let label = labels.first()?;
    Some(if chinese {
        format!(
            "共 {} 组，{}的{}占比最高，为 {pct:.1}%。",
            result.rows.len(),
            name.join(" / "),
            label
        )
    } else {
        format!(
            "{} groups; {} has the largest share of {label}: {pct:.1}%.",
            result.rows.len(),
            name.join(" / ")
        )
    })
}
