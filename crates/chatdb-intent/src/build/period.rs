//! Period comparisons (同比 / 环比 / QoQ / 比上月): each measure of the
//! asked-for period beside the period it is compared with, with the
//! absolute and the percentage change.
//!
//! Two shapes, both written from intents the plain builder compiles:
//! - a range (今年, 上个月) without a grain: the range and the range it is
//!   compared with are built as two grouped queries and joined on their
//!   dimensions (`LEFT JOIN`: a group with no rows before has no change);
//! - a grain (每月, by quarter): the series is built over the range widened
//!   by one comparison step, each row takes its previous value with `LAG`
//!   (环比: the previous period; 同比: the same period of the year before,
//!   partitioned by the label's within-year part), and the rows before the
//!   range are dropped again. Periods missing from the data are skipped, so
//!   a gap compares with the last period that has rows.

use super::suffix::{CHANGE, CHANGE_PCT, PREVIOUS};
use super::{build, substitute, BuildContext, BuildError, BuiltSql};
use crate::intent::{Comparison, Grain, Intent, Literal};
use chatdb_core::Dialect;
use chrono::{Datelike, Days, Months, NaiveDate};

/// Compiles an intent with a period comparison.
pub(super) fn build_comparison(
    intent: &Intent,
    comparison: Comparison,
    cx: &BuildContext<'_>,
) -> Result<BuiltSql, BuildError> {
    if intent.measures.is_empty() {
        return Err(BuildError::Unsupported(
            "a period comparison without a measure",
        ));
    }
    // (A limit only on groups ranked by their change: 增长最快的3个大区.)
    if intent.calculation.is_some()
        || intent.set_operation.is_some()
        || intent.limit.is_some() && !intent.ranked_by_change()
    {
        return Err(BuildError::Unsupported(
            "a period comparison with a limit, a share or a set operation",
        ));
    }
    if intent.grain.is_some_and(Grain::is_cyclic) {
        return Err(BuildError::Unsupported(
            "a period comparison by day of the week or hour of the day",
        ));
    }
    if !intent.group_keys.is_empty() {
        // Rows are matched with their previous period by name.
        return Err(BuildError::Unsupported(
            "a period comparison of groups whose names repeat",
        ));
    }
    let mut base = intent.clone();
    base.comparison = None;
    match intent.grain {
        Some(g) => series(base, comparison, g, cx),
        None => ranges(base, comparison, cx),
    }
}

/// The range one comparison step earlier: a year for 同比. For 环比, a
/// range cut short at today goes back by the whole `period` it was cut
/// from (本周 so far → the same days of last week); whole months go back
/// by their number (上个月 → the month before, a quarter → the quarter
/// before); a period to date (本月至今) goes back by the calendar period it
/// lies in, so the same days are compared; any other range by its number
/// of days (近7天 → the 7 days before).
fn previous(
    start: NaiveDate,
    end: NaiveDate,
    c: Comparison,
    period: Option<(NaiveDate, NaiveDate)>,
) -> Option<(NaiveDate, NaiveDate)> {
    let back_months = |m: u32| {
        let m = Months::new(m);
        Some((start.checked_sub_months(m)?, end.checked_sub_months(m)?))
    };
    if c == Comparison::YearOverYear {
        return back_months(12);
    }
    if let Some((ps, pe)) = period {
        if ps.day() == 1 && pe.day() == 1 {
            return back_months(months_between(ps, pe)?);
        }
        let days = Days::new(u64::try_from((pe - ps).num_days()).ok()?);
        return Some((start.checked_sub_days(days)?, end.checked_sub_days(days)?));
    }
    if start.day() == 1 {
        if end.day() == 1 {
            return back_months(months_between(start, end)?);
        }
        // To date: the month, quarter or year that holds the range.
        for (months, aligned) in [
            (1, true),
            (3, start.month() % 3 == 1),
            (12, start.month() == 1),
        ] {
            if aligned && end <= start.checked_add_months(Months::new(months))? {
                return back_months(months);
            }
        }
    }
    let days = Days::new(u64::try_from((end - start).num_days()).ok()?);
    Some((start.checked_sub_days(days)?, end.checked_sub_days(days)?))
}

/// Calendar months from `start`'s month to `end`'s (`None` backwards).
fn months_between(start: NaiveDate, end: NaiveDate) -> Option<u32> {
    let months = (end.year() - start.year()) * 12 + end.month() as i32 - start.month() as i32;
    u32::try_from(months).ok()
}

/// The output names of a grouped query's dimensions; two with one name
/// could not be told apart once joined.
fn dimension_names(intent: &Intent, cx: &BuildContext<'_>) -> Result<Vec<String>, BuildError> {
    let mut names: Vec<String> = Vec::new();
    for d in &intent.dimensions {
        let name = cx
            .schema
            .table(&d.table)
            .and_then(|t| t.column(&d.column))
            .map(|c| c.name.clone())
            .ok_or_else(|| BuildError::Unknown(format!("{}.{}", d.table, d.column)))?;
        if names.contains(&name) {
            return Err(BuildError::Unsupported(
                "a period comparison over two dimensions with one name",
            ));
        }
        names.push(name);
    }
    Ok(names)
}

/// The percentage change of `cur` against `prev` (SQL expressions); NULL
/// where there is nothing before.
fn change_pct(cur: &str, prev: &str) -> String {
    format!("100.0 * ({cur} - {prev}) / NULLIF({prev}, 0)")
}

/// The change columns for a measure `cur` against `prev` (SQL expressions).
fn changes(q: impl Fn(&str) -> String, label: &str, cur: &str, prev: &str) -> Vec<String> {
    vec![
        format!("{prev} AS {}", q(&format!("{label}{PREVIOUS}"))),
        format!("{cur} - {prev} AS {}", q(&format!("{label}{CHANGE}"))),
        format!(
            "{} AS {}",
            change_pct(cur, prev),
            q(&format!("{label}{CHANGE_PCT}"))
        ),
    ]
}

/// The labels of the result's measures: each measure, then its previous
/// value and changes.
fn labels(measures: &[String]) -> Vec<String> {
    measures
        .iter()
        .flat_map(|l| {
            [
                l.clone(),
                format!("{l}{PREVIOUS}"),
                format!("{l}{CHANGE}"),
                format!("{l}{CHANGE_PCT}"),
            ]
        })
        .collect()
}

/// A range against the range before it: two grouped queries, joined.
fn ranges(
    base: Intent,
    comparison: Comparison,
    cx: &BuildContext<'_>,
) -> Result<BuiltSql, BuildError> {
    let range = base
        .time_range
        .as_ref()
        .filter(|r| r.column.is_some())
        .ok_or(BuildError::Unsupported(
            "a period comparison without a period or a date column",
        ))?;
    let (start, end) = range.start.zip(range.end).ok_or(BuildError::Unsupported(
        "a period comparison over an open-ended range",
    ))?;
    let (ps, pe) = previous(start, end, comparison, range.period).ok_or(
        BuildError::Unsupported("a period comparison before the calendar's start"),
    )?;
    let mut current = base.clone();
    current.order = None;
    current.limit = None;
    let mut before = current.clone();
    if let Some(r) = before.time_range.as_mut() {
        r.start = Some(ps);
        r.end = Some(pe);
    }
    let (c, p) = (build(&current, cx)?, build(&before, cx)?);
    let q = |s: &str| cx.dialect.quote_ident(s);
    let dims = dimension_names(&base, cx)?;
    let mut select: Vec<String> = dims.iter().map(|d| format!("c.{}", q(d))).collect();
    for l in &c.measure_labels {
        let (cur, prev) = (format!("c.{}", q(l)), format!("p.{}", q(l)));
        select.push(format!("{cur} AS {}", q(l)));
        select.extend(changes(q, l, &cur, &prev));
    }
    let from = if dims.is_empty() {
        format!("({}) AS c CROSS JOIN ({}) AS p", c.sql, p.sql)
    } else {
        let on: Vec<String> = dims
            .iter()
            .map(|d| format!("c.{0} = p.{0}", q(d)))
            .collect();
        format!(
            "({}) AS c LEFT JOIN ({}) AS p ON {}",
            c.sql,
            p.sql,
            on.join(" AND ")
        )
    };
    let mut sql = format!("SELECT {} FROM {from}", select.join(", "));
    let label = |index: usize| {
        c.measure_labels
            .get(index)
            .ok_or(BuildError::Unsupported("ordering by a missing measure"))
    };
    let direction = |descending: bool| if descending { " DESC" } else { "" };
    match &base.order {
        // "今年各地区销售额同比，按销售额排序": the current value orders.
        Some(crate::intent::Order {
            key: crate::intent::OrderKey::Measure { index },
            descending,
        }) => {
            sql.push_str(&format!(
                " ORDER BY c.{}{}",
                q(label(*index)?),
                direction(*descending)
            ));
        }
        // 同比增长最快的大区: the percentage change orders, groups with
        // nothing to compare with (no change) last.
        Some(crate::intent::Order {
            key: crate::intent::OrderKey::Change { index },
            descending,
        }) => {
            if dims.is_empty() {
                return Err(BuildError::Unsupported(
                    "ranking by a change with nothing grouped",
                ));
            }
            let l = label(*index)?;
            let (cur, prev) = (format!("c.{}", q(l)), format!("p.{}", q(l)));
            let pct = change_pct(&cur, &prev);
            sql.push_str(&format!(
                " ORDER BY CASE WHEN {pct} IS NULL THEN 1 ELSE 0 END, {pct}{}",
                direction(*descending)
            ));
            if let Some(n) = base.limit {
                sql.push_str(&format!(" LIMIT {n}"));
            }
        }
        _ if !dims.is_empty() => {
            let keys: Vec<String> = dims.iter().map(|d| format!("c.{}", q(d))).collect();
            sql.push_str(&format!(" ORDER BY {}", keys.join(", ")));
        }
        _ => {}
    }
    Ok(BuiltSql {
        sql: substitute(&sql, cx.dialect, &[])?,
        measure_labels: labels(&c.measure_labels),
    })
}

/// One grain step back (环比) or a year back (同比).
fn step_back(d: NaiveDate, grain: Grain, c: Comparison) -> Option<NaiveDate> {
    match (c, grain) {
        (Comparison::YearOverYear, _) | (_, Grain::Year) => d.checked_sub_months(Months::new(12)),
        (_, Grain::Quarter) => d.checked_sub_months(Months::new(3)),
        (_, Grain::Month) => d.checked_sub_months(Months::new(1)),
        (_, Grain::Week) => d.checked_sub_days(Days::new(7)),
        (_, Grain::Day) => d.checked_sub_days(Days::new(1)),
        // (Never asked: comparisons refuse cyclic grains.)
        (_, Grain::Weekday | Grain::Hour) => None,
    }
}

/// The label the builder's grain expression gives the period holding `d`
/// (`2026-03`, `2026-Q1`, …), so rows can be compared with it as text.
pub fn period_label(d: NaiveDate, grain: Grain, dialect: Dialect) -> Option<String> {
    Some(match grain {
        Grain::Day => d.format("%Y-%m-%d").to_string(),
        Grain::Week if dialect == Dialect::Sqlite => d.format("%Y-W%W").to_string(),
        Grain::Week => d.format("%G-W%V").to_string(),
        Grain::Month => d.format("%Y-%m").to_string(),
        Grain::Quarter => format!("{}-Q{}", d.year(), (d.month() - 1) / 3 + 1),
        Grain::Year => d.format("%Y").to_string(),
        // (A day of the week or an hour is no period of its own.)
        Grain::Weekday | Grain::Hour => return None,
    })
}

/// A series by grain, each period beside its previous one.
fn series(
    mut base: Intent,
    comparison: Comparison,
    grain: Grain,
    cx: &BuildContext<'_>,
) -> Result<BuiltSql, BuildError> {
    if !matches!(
        base.order,
        None | Some(crate::intent::Order {
            key: crate::intent::OrderKey::Column { .. },
            ..
        })
    ) {
        return Err(BuildError::Unsupported(
            "a period comparison series ordered by a measure",
        ));
    }
    // The first period of the range needs the one before it.
    let first = base.time_range.as_mut().and_then(|r| {
        let s = r.start?;
        r.start = Some(step_back(s, grain, comparison)?);
        Some(s)
    });
    let b = build(&base, cx)?;
    let q = |s: &str| cx.dialect.quote_ident(s);
    let period = format!("s.{}", q(grain.name()));
    let dims = dimension_names(&base, cx)?;
    let mut partition: Vec<String> = dims.iter().map(|d| format!("s.{}", q(d))).collect();
    if comparison == Comparison::YearOverYear && grain != Grain::Year {
        // 2026-03 against 2025-03: the part of the label after the year.
        partition.push(format!("SUBSTR({period}, 5)"));
    }
    let over = format!(
        "OVER ({}ORDER BY {period})",
        if partition.is_empty() {
            String::new()
        } else {
            format!("PARTITION BY {} ", partition.join(", "))
        }
    );
    let mut select = vec![format!("s.*")];
    for l in &b.measure_labels {
        let cur = format!("s.{}", q(l));
        select.extend(changes(q, l, &cur, &format!("LAG({cur}) {over}")));
    }
    let mut sql = format!("SELECT {} FROM ({}) AS s", select.join(", "), b.sql);
    let mut literals = Vec::new();
    if let Some(first) = first {
        let label = period_label(first, grain, cx.dialect).ok_or(BuildError::Unsupported(
            "a period comparison by day of the week or hour of the day",
        ))?;
        literals.push(Literal::Text(label));
        sql = format!(
            "SELECT * FROM ({sql}) AS t WHERE t.{} >= {}0",
            q(grain.name()),
            super::PLACEHOLDER
        );
    }
    let mut keys = vec![format!("{}", q(grain.name()))];
    keys.extend(dims.iter().map(|d| q(d)));
    sql.push_str(&format!(" ORDER BY {}", keys.join(", ")));
    Ok(BuiltSql {
        sql: substitute(&sql, cx.dialect, &literals)?,
        measure_labels: labels(&b.measure_labels),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn the_range_compared_with() {
        let yoy = Comparison::YearOverYear;
        let pop = Comparison::PeriodOverPeriod;
        // 今年至今 against the same days last year.
        assert_eq!(
            previous(d(2026, 1, 1), d(2026, 11, 26), yoy, None),
            Some((d(2025, 1, 1), d(2025, 11, 26)))
        );
        // 上个月 against the month before; a quarter against the quarter before.
        assert_eq!(
            previous(d(2026, 10, 1), d(2026, 11, 1), pop, None),
            Some((d(2026, 9, 1), d(2026, 10, 1)))
        );
        assert_eq!(
            previous(d(2026, 7, 1), d(2026, 10, 1), pop, None),
            Some((d(2026, 4, 1), d(2026, 7, 1)))
        );
        // 近7天 against the 7 days before.
        assert_eq!(
            previous(d(2026, 11, 19), d(2026, 11, 26), pop, None),
            Some((d(2026, 11, 12), d(2026, 11, 19)))
        );
        // A period to date against the same days of the period before.
        assert_eq!(
            previous(d(2026, 11, 1), d(2026, 11, 26), pop, None),
            Some((d(2026, 10, 1), d(2026, 10, 26)))
        );
        assert_eq!(
            previous(d(2026, 10, 1), d(2026, 11, 26), pop, None),
            Some((d(2026, 7, 1), d(2026, 8, 26)))
        );
        assert_eq!(
            previous(d(2026, 1, 1), d(2026, 11, 26), pop, None),
            Some((d(2025, 1, 1), d(2025, 11, 26)))
        );
        // 本周 so far (Monday to Wednesday) against the same days of last
        // week, not the three days before; 本月 cut at today likewise.
        let this_week = Some((d(2026, 11, 23), d(2026, 11, 30)));
        assert_eq!(
            previous(d(2026, 11, 23), d(2026, 11, 26), pop, this_week),
            Some((d(2026, 11, 16), d(2026, 11, 19)))
        );
        let this_month = Some((d(2026, 11, 1), d(2026, 12, 1)));
        assert_eq!(
            previous(d(2026, 11, 1), d(2026, 11, 26), pop, this_month),
            Some((d(2026, 10, 1), d(2026, 10, 26)))
        );
    }

    #[test]
    fn labels_match_the_grain_expressions() {
        let day = d(2026, 3, 2);
        assert_eq!(
            period_label(day, Grain::Month, Dialect::DuckDb).as_deref(),
            Some("2026-03")
        );
        assert_eq!(
            period_label(day, Grain::Quarter, Dialect::MySql).as_deref(),
            Some("2026-Q1")
        );
        assert_eq!(
            period_label(day, Grain::Year, Dialect::Postgres).as_deref(),
            Some("2026")
        );
        assert_eq!(
            period_label(day, Grain::Week, Dialect::DuckDb).as_deref(),
            Some("2026-W10")
        );
        assert_eq!(
            period_label(day, Grain::Week, Dialect::Sqlite).as_deref(),
            Some("2026-W09")
        );
        assert_eq!(
            period_label(day, Grain::Day, Dialect::Sqlite).as_deref(),
            Some("2026-03-02")
        );
    }
}
