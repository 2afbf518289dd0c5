//! The answer generator (seed 002's ResponseGenerator): a short answer in
//! the question's language from the result — a single value, the top item
//! of a ranking, the direction of a trend, or how many rows were found.

use crate::intent::{Grain, Intent, OrderKey};
use chatdb_core::{Dialect, LogicalType, ResultColumn, ResultSet, Value};
use chatdb_intent::build::period_label;
use chrono::NaiveDate;

mod calculated;

/// A group's name in a sentence: its grouping columns' values, joined by
/// " / " (华东 / online), a day of the week or an hour by its name.
pub(crate) fn group_name(columns: &[ResultColumn], values: &[Value], chinese: bool) -> String {
    values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            columns
                .get(i)
                .and_then(|c| cyclic_name(&c.name, v, chinese))
                .unwrap_or_else(|| format_value(v))
        })
        .collect::<Vec<_>>()
        .join(" / ")
}

/// A day of the week or an hour of the day as people say it — 周三 /
/// Wednesday, 9点 / 9:00 — in the builder's `weekday` and `hour` columns.
fn cyclic_name(column: &str, v: &Value, chinese: bool) -> Option<String> {
    let Value::Int(n) = v else {
        return None;
    };
    if column == Grain::Weekday.name() {
        const ZH: [&str; 7] = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"];
        const EN: [&str; 7] = [
            "Monday",
            "Tuesday",
            "Wednesday",
            "Thursday",
            "Friday",
            "Saturday",
            "Sunday",
        ];
        let i = usize::try_from(*n).ok()?.checked_sub(1)?;
        let names = if chinese { ZH } else { EN };
        return names.get(i).map(|d| d.to_string());
    }
    (column == Grain::Hour.name() && (0..24).contains(n)).then(|| {
        if chinese {
            format!("{n}点")
        } else {
            format!("{n}:00")
        }
    })
}

/// Whether `v` is a day or a time — kept as one, or as text spelling one
/// (SQLite's `MAX(sold_at)`): the latest of such values, not the highest.
fn is_a_date(v: &Value) -> bool {
    match v {
        Value::Date(_) | Value::Timestamp(_) | Value::TimestampTz(_) => true,
        Value::Text(s) => [LogicalType::Date, LogicalType::Timestamp]
            .into_iter()
            .any(|ty| !matches!(Value::parse_text(s, ty), Value::Text(_))),
        _ => false,
    }
}

/// Formats a value for a sentence: integers with separators, decimals to
/// two places.
pub fn format_value(v: &Value) -> String {
    match v {
        Value::Null => "NULL".into(),
        Value::Int(i) => group_digits(&i.to_string()),
        Value::Float(_) | Value::Decimal(_) => {
            let f = v.as_f64().unwrap_or(0.0);
            if f.fract() == 0.0 && f.abs() < 1e15 {
                group_digits(&format!("{f:.0}"))
            } else {
                let s = format!("{f:.2}");
                let (int, frac) = s.split_once('.').unwrap_or((&s, ""));
                format!("{}.{frac}", group_digits(int))
            }
        }
        Value::Text(s) => s.clone(),
        other => serde_json::to_value(other)
            .ok()
            .and_then(|j| j.as_str().map(str::to_string))
            .unwrap_or_else(|| format!("{other:?}")),
    }
}

fn group_digits(s: &str) -> String {
    let (sign, digits) = s.strip_prefix('-').map_or(("", s), |d| ("-", d));
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    format!("{sign}{out}")
}

/// A one-paragraph answer.
/// The label of a series' last period when that period holds `today`:
/// still under way, its figure counted only up to today (a series by month
/// asked on the 3rd ends in a month three days old).
pub(crate) fn period_under_way(
    intent: &Intent,
    result: &ResultSet,
    today: NaiveDate,
) -> Option<String> {
    let grain = intent.grain.filter(|g| !g.is_cyclic())?;
    let label = result.rows.last()?.first().map(format_value)?;
    // (Each dialect labels weeks its own way; the others agree.)
    [
        Dialect::Sqlite,
        Dialect::DuckDb,
        Dialect::Postgres,
        Dialect::MySql,
    ]
    .into_iter()
    .any(|d| period_label(today, grain, d).as_deref() == Some(label.as_str()))
    .then_some(label)
}

/// The answer in words to `result`, read as `intent` asked it on `today`.
pub fn summarize(
    chinese: bool,
    intent: &Intent,
    measure_labels: &[String],
    result: &ResultSet,
    today: NaiveDate,
) -> String {
    // (A count of rows is labelled "count" by the builder: 数量 in Chinese.)
    let measure_labels: &[String] = &measure_labels
        .iter()
        .map(|l| match l.as_str() {
            "count" if chinese => "数量".to_string(),
            _ => l.clone(),
        })
        .collect::<Vec<_>>();
    let rows = &result.rows;
    if rows.is_empty() {
        return if chinese {
            "没有找到符合条件的数据。".into()
        } else {
            "No rows matched the question.".into()
        };
    }
    if let Some(text) = calculated::comparison(chinese, intent, measure_labels, result, today)
        .or_else(|| calculated::share(chinese, intent, measure_labels, result))
        .or_else(|| calculated::part_share(chinese, intent, measure_labels, result))
        .or_else(|| calculated::top_per_group(chinese, intent, result))
        .or_else(|| calculated::average_of_groups(chinese, intent, measure_labels, result))
    {
        return text;
    }
    let label = measure_labels.first().cloned().unwrap_or_default();
    let measure_col = result.columns.len().saturating_sub(measure_labels.len());
    // More rows than the answer holds: the rows shown are not all of them,
    // so neither their count nor their top one is the answer's.
    let ranked_by_measure = matches!(
        intent.order.as_ref().map(|o| &o.key),
        Some(OrderKey::Measure { .. })
    );
    if result.truncated && !ranked_by_measure {
        let n = rows.len();
        if measure_labels.is_empty() {
            return if chinese {
                format!("结果超过 {n} 行，只给出前 {n} 行；可以加上筛选条件缩小范围。")
            } else {
                format!("More than {n} rows; the first {n} are shown. Add a filter to narrow them.")
            };
        }
        return if chinese {
            format!(
                "结果超过 {} 行，只给出前 {} 行；未按数值排序，不据此指出最高的一组。可以加上排序或筛选条件。",
                rows.len(),
                rows.len()
            )
        } else {
            format!(
                "More than {} rows; the first {} are shown. They are not ranked, so none is named the top; add a ranking or a filter.",
                rows.len(),
                rows.len()
            )
        };
    }
    // A single value.
    if let Some(v) = result.scalar() {
        return if chinese {
            format!(
                "{}为 {}。",
                if label.is_empty() {
                    "结果".into()
                } else {
                    label
                },
                format_value(v)
            )
        } else {
            format!(
                "The {} is {}.",
                if label.is_empty() {
                    "result".into()
                } else {
                    label
                },
                format_value(v)
            )
        };
    }
    // A trend over time (not over the days of a week or the hours of a
    // day: those are groups, the top one named below).
    if intent.grain.is_some_and(|g| !g.is_cyclic()) && !measure_labels.is_empty() && rows.len() >= 2
    {
        // (A last period still under way is not the trend's end: the
        // latest whole one is, when there are two whole ones before it.)
        let open = period_under_way(intent, result, today).filter(|_| rows.len() >= 3);
        let first = &rows[0];
        let last = &rows[rows.len() - 1 - usize::from(open.is_some())];
        if let (Some(a), Some(b)) = (
            first.get(measure_col).and_then(Value::as_f64),
            last.get(measure_col).and_then(Value::as_f64),
        ) {
            let period = |r: &Vec<Value>| r.first().map(format_value).unwrap_or_default();
            let change = if a != 0.0 {
                (b - a) / a.abs() * 100.0
            } else {
                0.0
            };
            // (The open period and its figure so far.)
            let open = open.map(|o| {
                let so_far = rows[rows.len() - 1].get(measure_col).map(format_value);
                (o, so_far.unwrap_or_default())
            });
            let open_zh = open.as_ref().map_or(String::new(), |(o, so_far)| {
                format!("{o} 尚未结束，只计到今天（{so_far}）。")
            });
            let open_en = open.as_ref().map_or(String::new(), |(o, so_far)| {
                format!(" {o} is still under way (counted to today: {so_far}).")
            });
            return if chinese {
                format!(
                    "共 {} 个时间段。{}从 {}（{}）{}到 {}（{}），变化 {:+.1}%。{open_zh}",
                    rows.len(),
                    label,
                    format_value(&first[measure_col]),
                    period(first),
                    if b >= a { "上升" } else { "下降" },
                    format_value(&last[measure_col]),
                    period(last),
                    change
                )
            } else {
                format!(
                    "{} periods. {} went {} from {} ({}) to {} ({}), {:+.1}%.{open_en}",
                    rows.len(),
                    label,
                    if b >= a { "up" } else { "down" },
                    format_value(&first[measure_col]),
                    period(first),
                    format_value(&last[measure_col]),
                    period(last),
                    change
                )
            };
        }
    }
    // A ranking by a measure: name the top item.
    if !measure_labels.is_empty() && measure_col > 0 {
        // (A date measured — each group's first or last order — is the
        // latest or earliest, not the highest; groups all on one value
        // have no top one.)
        let dated = rows
            .iter()
            .any(|r| r.get(measure_col).is_some_and(is_a_date));
        let (high_zh, low_zh, high_en, low_en) = if dated {
            ("最晚", "最早", "latest", "earliest")
        } else {
            ("最高", "最低", "highest", "lowest")
        };
        let same = rows.len() > 1
            && !ranked_by_measure
            && rows
                .iter()
                .all(|r| r.get(measure_col) == rows[0].get(measure_col));
        if same {
            let value = format_value(&rows[0][measure_col]);
            return if chinese {
                format!("共 {} 组结果，各组的{label}都是 {value}。", rows.len())
            } else {
                format!("{} groups, all with {label} {value}.", rows.len())
            };
        }
        let (top_row, word_zh, word_en) = if ranked_by_measure {
            let desc = intent.order.as_ref().is_some_and(|o| o.descending);
            (
                &rows[0],
                if desc { high_zh } else { low_zh },
                if desc { high_en } else { low_en },
            )
        } else {
            let best = rows
                .iter()
                .max_by(|a, b| {
                    let (x, y) = (a.get(measure_col), b.get(measure_col));
                    x.unwrap_or(&Value::Null)
                        .cmp_loose(y.unwrap_or(&Value::Null))
                })
                .unwrap_or(&rows[0]);
            (best, high_zh, high_en)
        };
        let name = group_name(&result.columns, &top_row[..measure_col], chinese);
        let value = format_value(&top_row[measure_col]);
        // (Groups tied for the top are counted, one named for them.)
        let tied = rows
            .iter()
            .filter(|r| r.get(measure_col) == top_row.get(measure_col))
            .count();
        if !ranked_by_measure && tied > 1 {
            return if chinese {
                format!(
                    "共 {} 组结果，其中 {tied} 组的{label}并列{word_zh}，为 {value}（如 {name}）。",
                    rows.len()
                )
            } else {
                format!(
                    "{} groups; {tied} share the {word_en} {label}: {value} (e.g. {name}).",
                    rows.len()
                )
            };
        }
        // (One group — the top one asked for — is named without a count.)
        return match (chinese, rows.len()) {
            (true, 1) => format!("{name}的{label}{word_zh}，为 {value}。"),
            (true, n) => format!(
                "共 {n} 组结果，{}的{}{}，为 {}。",
                name, label, word_zh, value
            ),
            (false, 1) => format!("{name} has the {word_en} {label}: {value}."),
            (false, n) => format!("{n} groups; {name} has the {word_en} {label}: {value}."),
        };
    }
    if chinese {
        format!(
            "共找到 {} 条结果{}。",
            rows.len(),
            if result.truncated {
                "（只显示了一部分）"
            } else {
                ""
            }
        )
    } else {
        format!(
            "Found {} rows{}.",
            rows.len(),
            if result.truncated {
                " (only some are shown)"
            } else {
                ""
            }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chatdb_core::{LogicalType, ResultColumn};

    /// The day the tests' questions are asked (their series end before it
    /// unless a test says otherwise).
    fn asked_on() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 28).unwrap_or_default()
    }

    fn rs(cols: &[&str], rows: Vec<Vec<Value>>) -> ResultSet {
        ResultSet {
            columns: cols
                .iter()
                .map(|c| ResultColumn {
                    name: c.to_string(),
                    db_type: "x".into(),
                    logical_type: LogicalType::Other,
                })
                .collect(),
            rows,
            truncated: false,
            elapsed_ms: 0,
            note: None,
        }
    }

    #[test]
    fn single_values_in_both_languages() {
        let r = rs(&["count"], vec![vec![Value::Int(1234567)]]);
        let labels = vec!["count".to_string()];
        assert_eq!(
            summarize(false, &Intent::default(), &labels, &r, asked_on()),
            "The count is 1,234,567."
        );
        assert_eq!(
            summarize(true, &Intent::default(), &labels, &r, asked_on()),
            "数量为 1,234,567。"
        );
    }

    #[test]
    fn groups_name_the_top_item() {
        let r = rs(
            &["region", "销售额"],
            vec![
                vec![Value::Text("华东".into()), Value::Decimal("100.50".into())],
                vec![Value::Text("华北".into()), Value::Decimal("300.00".into())],
            ],
        );
        let s = summarize(true, &Intent::default(), &["销售额".into()], &r, asked_on());
        assert!(s.contains("华北") && s.contains("300"), "{s}");
    }

    #[test]
    fn dates_measured_are_the_latest_and_ties_are_counted() {
        let day = |d: u32| Value::Date(chrono::NaiveDate::from_ymd_opt(2026, 11, d).unwrap());
        let text = |s: &str| Value::Text(s.into());
        let labels = vec!["last_order".to_string()];
        // The latest date, not the highest.
        let r = rs(
            &["store", "last_order"],
            vec![
                vec![text("A"), day(3)],
                vec![text("B"), day(9)],
                vec![text("C"), day(5)],
            ],
        );
        let s = summarize(false, &Intent::default(), &labels, &r, asked_on());
        assert_eq!(s, "3 groups; B has the latest last_order: 2026-11-09.");
        // Several groups on the top value: counted, one named for them.
        let r = rs(
            &["store", "last_order"],
            vec![
                vec![text("A"), day(9)],
                vec![text("B"), day(9)],
                vec![text("C"), day(5)],
            ],
        );
        let s = summarize(true, &Intent::default(), &labels, &r, asked_on());
        assert!(s.contains("其中 2 组的last_order并列最晚"), "{s}");
        // All on one value: no top group.
        let r = rs(
            &["store", "first_order"],
            vec![vec![text("A"), day(1)], vec![text("B"), day(1)]],
        );
        let s = summarize(
            false,
            &Intent::default(),
            &["first_order".into()],
            &r,
            asked_on(),
        );
        assert_eq!(s, "2 groups, all with first_order 2026-11-01.");
        // Times kept as text (SQLite's MAX of a DATETIME column): the
        // latest, compared as times, not as numbers none of them is.
        let r = rs(
            &["client", "last_txn"],
            vec![
                vec![text("A"), text("2026-11-18 06:28:00")],
                vec![text("B"), text("2026-12-04 23:55:00")],
                vec![text("C"), text("2026-12-01 08:00:00")],
            ],
        );
        let s = summarize(
            false,
            &Intent::default(),
            &["last_txn".into()],
            &r,
            asked_on(),
        );
        assert_eq!(
            s,
            "3 groups; B has the latest last_txn: 2026-12-04 23:55:00."
        );
    }

    #[test]
    fn days_of_the_week_and_hours_are_groups_named_as_people_say_them() {
        // Not a trend from Monday to Sunday: the top day, by its name.
        let r = rs(
            &["weekday", "订单数"],
            vec![
                vec![Value::Int(1), Value::Int(10)],
                vec![Value::Int(3), Value::Int(30)],
                vec![Value::Int(7), Value::Int(20)],
            ],
        );
        let weekly = Intent {
            grain: Some(Grain::Weekday),
            ..Intent::default()
        };
        let s = summarize(true, &weekly, &["订单数".into()], &r, asked_on());
        assert!(s.contains("周三的订单数最高") && !s.contains("上升"), "{s}");
        let s = summarize(false, &weekly, &["orders".into()], &r, asked_on());
        assert!(s.contains("Wednesday has the highest"), "{s}");
        let r = rs(
            &["hour", "count"],
            vec![
                vec![Value::Int(9), Value::Int(5)],
                vec![Value::Int(21), Value::Int(2)],
            ],
        );
        let hourly = Intent {
            grain: Some(Grain::Hour),
            ..Intent::default()
        };
        let s = summarize(true, &hourly, &["订单数".into()], &r, asked_on());
        assert!(s.contains("9点的订单数最高"), "{s}");
    }

    #[test]
    fn the_top_per_group_cut_short_counts_only_the_groups_shown() {
        let mut r = rs(
            &["customer", "order_date"],
            vec![
                vec![Value::Text("徐静".into()), Value::Text("2026-11-01".into())],
                vec![Value::Text("王芳".into()), Value::Text("2026-10-02".into())],
            ],
        );
        let per_customer = Intent {
            calculation: Some(crate::intent::Calculation::TopPerGroup {
                partition: crate::intent::ColumnRef::new("customers", "customer_name"),
                n: 1,
            }),
            ..Default::default()
        };
        let s = summarize(false, &per_customer, &[], &r, asked_on());
        assert_eq!(s, "2 groups, the top 1 of each by the ranking: 2 rows.");
        r.truncated = true;
        let s = summarize(false, &per_customer, &[], &r, asked_on());
        assert!(
            s.contains("more than 2 rows") && s.contains("the first 2 groups"),
            "{s}"
        );
        let s = summarize(true, &per_customer, &[], &r, asked_on());
        assert!(s.contains("超过 2 行") && s.contains("前 2 组"), "{s}");
    }

    #[test]
    fn a_cut_short_result_names_no_top_item() {
        let mut r = rs(
            &["customer", "orders"],
            vec![
                vec![Value::Text("徐静".into()), Value::Int(28)],
                vec![Value::Text("王芳".into()), Value::Int(3)],
            ],
        );
        r.truncated = true;
        let s = summarize(true, &Intent::default(), &["orders".into()], &r, asked_on());
        assert!(s.contains("超过 2 行") && !s.contains("徐静"), "{s}");
        // Ranked by the measure, the first rows are the top ones.
        let ranked = Intent {
            order: Some(crate::intent::Order {
                key: OrderKey::Measure { index: 0 },
                descending: true,
            }),
            ..Default::default()
        };
        let s = summarize(false, &ranked, &["orders".into()], &r, asked_on());
        assert!(s.contains("徐静"), "{s}");
    }

    #[test]
    fn a_parts_share_says_the_part_the_whole_and_the_percentage() {
        let intent = Intent {
            calculation: Some(crate::intent::Calculation::PartShare {
                part: vec![crate::intent::Filter {
                    column: chatdb_core::ColumnRef::new("orders", "channel"),
                    op: crate::intent::FilterOp::Eq,
                    values: vec![crate::intent::Literal::Text("online".into())],
                }],
            }),
            ..Default::default()
        };
        let labels: Vec<String> = ["销售额", "销售额_part", "销售额_share_pct"]
            .map(String::from)
            .to_vec();
        let r = rs(
            &["销售额", "销售额_part", "销售额_share_pct"],
            vec![vec![Value::Int(400), Value::Int(100), Value::Float(25.0)]],
        );
        let s = summarize(true, &intent, &labels, &r, asked_on());
        assert_eq!(
            s,
            "销售额共 400，其中 channel = online 的部分为 100，占 25.0%。"
        );
    }

    #[test]
    fn empty_results_say_so() {
        let r = rs(&["a"], vec![]);
        assert!(summarize(false, &Intent::default(), &[], &r, asked_on()).starts_with("No rows"));
    }

    #[test]
    fn a_comparison_says_now_before_and_the_change() {
        let intent = Intent {
            comparison: Some(crate::intent::Comparison::YearOverYear),
            ..Default::default()
        };
        let labels: Vec<String> = ["销售额", "p", "c", "pct"].map(String::from).to_vec();
        let r = rs(
            &["销售额", "p", "c", "pct"],
            vec![vec![
                Value::Int(120),
                Value::Int(100),
                Value::Int(20),
                Value::Float(20.0),
            ]],
        );
        assert_eq!(
            summarize(true, &intent, &labels, &r, asked_on()),
            "销售额 120，对比期 100，增长20.0%。"
        );
        let r = rs(
            &["销售额", "p", "c", "pct"],
            vec![vec![Value::Int(80), Value::Null, Value::Null, Value::Null]],
        );
        assert!(summarize(false, &intent, &labels, &r, asked_on()).contains("no earlier figure"));
    }

    #[test]
    fn a_series_cut_at_today_describes_its_last_whole_period() {
        // 今年每个月的销售额环比 in November: November is under way, so
        // October against September is the change described.
        let day = |m| chrono::NaiveDate::from_ymd_opt(2026, m, 1);
        let intent = Intent {
            comparison: Some(crate::intent::Comparison::PeriodOverPeriod),
            grain: Some(Grain::Month),
            time_range: Some(crate::intent::TimeRange {
                column: None,
                start: day(1),
                end: chrono::NaiveDate::from_ymd_opt(2026, 11, 28),
                label: "今年 (to date)".into(),
                period: day(1).zip(chrono::NaiveDate::from_ymd_opt(2027, 1, 1)),
                days: Vec::new(),
            }),
            ..Default::default()
        };
        let labels: Vec<String> = ["销售额", "p", "c", "pct"].map(String::from).to_vec();
        let row = |m: &str, v: i64, p: i64| {
            vec![
                Value::Text(m.into()),
                Value::Int(v),
                Value::Int(p),
                Value::Int(v - p),
                Value::Float(100.0 * (v - p) as f64 / p as f64),
            ]
        };
        let r = rs(
            &["month", "销售额", "p", "c", "pct"],
            vec![
                row("2026-09", 100, 90),
                row("2026-10", 110, 100),
                row("2026-11", 40, 110),
            ],
        );
        let s = summarize(true, &intent, &labels, &r, asked_on());
        assert!(
            s.contains("2026-10：销售额 110，上期 100，增长10.0%")
                && s.contains("2026-11 尚未结束"),
            "{s}"
        );
        // 每个月的销售额环比, no range said: November holds today all the
        // same.
        let unranged = Intent {
            time_range: None,
            ..intent
        };
        let s = summarize(true, &unranged, &labels, &r, asked_on());
        assert!(
            s.contains("2026-10：销售额 110") && s.contains("2026-11 尚未结束"),
            "{s}"
        );
    }

    #[test]
    fn a_trend_ending_in_the_month_of_today_ends_at_the_last_whole_month() {
        // "revenue by month" on 28 November: November's figure is 28 days
        // of takings, no fall to report.
        let monthly = Intent {
            grain: Some(Grain::Month),
            ..Default::default()
        };
        let month = |m: &str, v: i64| vec![Value::Text(m.into()), Value::Int(v)];
        let r = rs(
            &["month", "revenue"],
            vec![
                month("2026-08", 100),
                month("2026-09", 110),
                month("2026-10", 130),
                month("2026-11", 12),
            ],
        );
        let s = summarize(false, &monthly, &["revenue".into()], &r, asked_on());
        assert!(
            s.contains("from 100 (2026-08) to 130 (2026-10), +30.0%")
                && s.contains("2026-11 is still under way (counted to today: 12)"),
            "{s}"
        );
        let s = summarize(true, &monthly, &["销售额".into()], &r, asked_on());
        assert!(
            s.contains("上升到 130（2026-10）") && s.contains("2026-11 尚未结束"),
            "{s}"
        );
        // The same series read in December ends in a whole month.
        let december = NaiveDate::from_ymd_opt(2026, 12, 2).unwrap_or_default();
        let s = summarize(false, &monthly, &["revenue".into()], &r, december);
        assert!(
            s.contains("down from 100 (2026-08) to 12 (2026-11)") && !s.contains("under way"),
            "{s}"
        );
        // Two periods, one of them open: nothing whole to compare, the two
        // are described as they are.
        let r = rs(
            &["month", "revenue"],
            vec![month("2026-10", 130), month("2026-11", 12)],
        );
        let s = summarize(false, &monthly, &["revenue".into()], &r, asked_on());
        assert!(s.contains("to 12 (2026-11)"), "{s}");
        // A quarter holding today is open too.
        let quarterly = Intent {
            grain: Some(Grain::Quarter),
            ..Default::default()
        };
        let r = rs(
            &["quarter", "revenue"],
            vec![
                month("2026-Q2", 90),
                month("2026-Q3", 100),
                month("2026-Q4", 70),
            ],
        );
        let s = summarize(false, &quarterly, &["revenue".into()], &r, asked_on());
        assert!(s.contains("2026-Q4 is still under way"), "{s}");
    }
}
