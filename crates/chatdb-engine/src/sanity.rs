//! Execution sanity checks: what a result says about the reading that
//! produced it. A superlative or top-N that finds no row, or an aggregate
//! over nothing (every value NULL), is not what the question asked for —
//! when the profiles show that each condition of the reading holds for
//! some row, the way the conditions or the join were put together most
//! likely matched nothing it should have. The flow lowers the confidence
//! of such an answer below the threshold (the engine then abstains, or a
//! model takes over) and says why.

use chatdb_core::profile::TableProfile;
use chatdb_core::Value;
use chatdb_intent::intent::{ColumnRef, Filter, FilterOp, Intent, Literal};

/// Why a result does not fit the reading, if it doesn't. Nothing found
/// is a fact to report when the data may simply hold nothing of the kind,
/// so a result is called implausible only when the profiles say each
/// condition of the reading holds for some row on its own — a stored value
/// named, a bound inside the column's range — and the reading is not
/// limited to a period (which the data may not cover): then it is the way
/// the conditions or the join were put together that found nothing.
pub fn implausible(
    intent: &Intent,
    rows: &[Vec<Value>],
    cut_short: bool,
    profiles: &[TableProfile],
) -> Option<Implausible> {
    if cut_short && unlabelled_numbers(intent, rows, profiles) {
        return Some(Implausible::UnlabelledNumbers);
    }
    let found = if intent.order.is_some() && intent.limit.is_some() && rows.is_empty() {
        Implausible::NoRowRanked
    } else if !intent.measures.is_empty()
        && intent.dimensions.is_empty()
        && intent.grain.is_none()
        && intent.set_operation.is_none()
        && rows.len() == 1
        && rows[0].iter().all(|v| matches!(v, Value::Null))
    {
        Implausible::NullAggregate
    } else {
        return None;
    };
    let unknown = intent.time_range.is_some()
        || !intent.subquery_filters.is_empty()
        || !intent.having.is_empty()
        || intent.any_filter;
    let each_holds = intent.filters.iter().all(|f| holds_somewhere(f, profiles));
    (!unknown && each_holds).then_some(found)
}

/// A listing of numbers or dates alone — no aggregate, no group, no order,
/// no text, no column that identifies its row — that is too long to
/// show: nothing tells one value from another, so no one asks for it
/// ("去年的退款金额" means a total, not a thousand amounts). A short listing
/// is a fine answer ("the prices of the red products").
fn unlabelled_numbers(intent: &Intent, rows: &[Vec<Value>], profiles: &[TableProfile]) -> bool {
    // (Dates alone are no better: 最新注册的客户 is not every sign-up date.)
    let numbers = rows
        .first()
        .is_some_and(|row| !row.is_empty() && !row.iter().any(|v| matches!(v, Value::Text(_))));
    let identifies = |c: &ColumnRef| {
        profiles
            .iter()
            .find(|p| p.table == c.table)
            .is_none_or(|p| {
                p.column(&c.column)
                    .is_none_or(|col| col.distinct_count >= p.row_count)
            })
    };
    numbers
        && intent.measures.is_empty()
        && intent.dimensions.is_empty()
        && intent.order.is_none()
        && !intent.projections.is_empty()
        && !intent.projections.iter().any(identifies)
}

/// Whether the profiles show a row the condition holds for.
fn holds_somewhere(filter: &Filter, profiles: &[TableProfile]) -> bool {
    let Some(profile) = profiles
        .iter()
        .find(|p| p.table == filter.column.table)
        .and_then(|p| p.column(&filter.column.column))
    else {
        return false;
    };
    let stored = |l: &Literal| {
        let text = match l {
            Literal::Text(t) => t.clone(),
            Literal::Int(i) => i.to_string(),
            Literal::Float(f) => f.to_string(),
            Literal::Bool(b) => b.to_string(),
        };
        let same = |v: &Value| v.to_string().trim().eq_ignore_ascii_case(text.trim());
        profile.known_values().any(same)
    };
    let number = |l: &Literal| match l {
        Literal::Int(i) => Some(*i as f64),
        Literal::Float(f) => Some(*f),
        Literal::Text(t) => t.trim().parse().ok(),
        Literal::Bool(_) => None,
    };
    let (min, max) = (profile.min.as_f64(), profile.max.as_f64());
    let bound = filter.values.first().and_then(number);
    match (filter.op, bound, min, max) {
        (FilterOp::Eq | FilterOp::In, ..) => filter.values.iter().any(stored),
        (FilterOp::Gt, Some(b), _, Some(max)) => max > b,
        (FilterOp::Ge, Some(b), _, Some(max)) => max >= b,
        (FilterOp::Lt, Some(b), Some(min), _) => min < b,
        (FilterOp::Le, Some(b), Some(min), _) => min <= b,
        _ => false,
    }
}

/// A result that does not fit what was asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Implausible {
    /// The best / top N of something, and no row at all.
    NoRowRanked,
    /// A total, average, minimum or maximum of nothing.
    NullAggregate,
    /// More numbers than can be shown, with nothing to tell them apart.
    UnlabelledNumbers,
}

impl Implausible {
    /// The reason, for the user.
    pub fn reason(self, chinese: bool) -> &'static str {
        match (self, chinese) {
            (Implausible::NoRowRanked, false) => {
                "The question asks for the top of a ranking, but my reading found no row at all, although each of its conditions holds for some rows. Either my reading combines them wrongly, or there really are none — so I won't answer from it."
            }
            (Implausible::NoRowRanked, true) => {
                "问题要的是排名靠前的结果，但按我的理解一行都没查到，而其中每个条件单独都有数据满足。可能是我把条件组合错了，也可能确实没有——所以不据此回答。"
            }
            (Implausible::NullAggregate, false) => {
                "My reading aggregates no rows at all, although each of its conditions holds for some rows. Either my reading combines them wrongly, or there really are none — so I won't answer from it."
            }
            (Implausible::NullAggregate, true) => {
                "按我的理解，汇总的是零行数据，而其中每个条件单独都有数据满足。可能是我把条件组合错了，也可能确实没有——所以不据此回答。"
            }
            (Implausible::UnlabelledNumbers, false) => {
                "My reading lists more numbers or dates than can be shown, with nothing to tell them apart — a total or a ranking was more likely meant, so I won't answer from it. Say which (total, average, the largest …)."
            }
            (Implausible::UnlabelledNumbers, true) => {
                "按我的理解，结果是一长串无法区分的数值或日期，多到显示不完——问的更可能是合计或排名，所以不据此回答。请说明要合计、平均还是最大的几个。"
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chatdb_core::profile::ColumnProfile;
    use chatdb_intent::intent::{Aggregation, Measure, MeasureTarget, Order, OrderKey};

    fn profiles() -> Vec<TableProfile> {
        vec![TableProfile::new(
            "orders",
            3,
            vec![
                ColumnProfile::of_range("amount", 1.0, 10.0),
                ColumnProfile::of_values("region", &["North", "South"]),
            ],
        )]
    }

    fn filter(column: &str, op: FilterOp, value: Literal) -> Filter {
        Filter {
            column: ColumnRef::new("orders", column),
            op,
            values: vec![value],
        }
    }

    fn total(filters: Vec<Filter>) -> Intent {
        Intent {
            measures: vec![Measure {
                aggregation: Aggregation::Sum,
                target: MeasureTarget::Column {
                    column: ColumnRef::new("orders", "amount"),
                },
            }],
            filters,
            ..Intent::default()
        }
    }

    fn top(filters: Vec<Filter>) -> Intent {
        Intent {
            order: Some(Order {
                key: OrderKey::Column {
                    column: ColumnRef::new("orders", "amount"),
                },
                descending: true,
            }),
            limit: Some(1),
            filters,
            ..Intent::default()
        }
    }

    #[test]
    fn nothing_found_where_each_condition_holds_somewhere_does_not_fit() {
        let p = profiles();
        let north = || filter("region", FilterOp::Eq, Literal::Text("North".into()));
        let over_5 = || filter("amount", FilterOp::Gt, Literal::Int(5));
        assert_eq!(
            implausible(&top(vec![north(), over_5()]), &[], false, &p),
            Some(Implausible::NoRowRanked)
        );
        assert_eq!(
            implausible(&total(vec![north()]), &[vec![Value::Null]], false, &p),
            Some(Implausible::NullAggregate)
        );
        // With rows, or a value, nothing to say.
        assert_eq!(
            implausible(&top(vec![north()]), &[vec![Value::Int(3)]], false, &p),
            None
        );
        assert_eq!(
            implausible(&total(vec![north()]), &[vec![Value::Int(0)]], false, &p),
            None
        );
        // A plain listing with no row is a fine answer ("no such orders").
        assert_eq!(implausible(&Intent::default(), &[], false, &p), None);
    }

    #[test]
    fn nothing_found_that_the_data_explains_is_an_answer() {
        let p = profiles();
        // No order is over 100, none is in the West: the data holds none.
        let over_100 = filter("amount", FilterOp::Gt, Literal::Int(100));
        assert_eq!(
            implausible(&top(vec![over_100.clone()]), &[], false, &p),
            None
        );
        assert_eq!(
            implausible(&total(vec![over_100]), &[vec![Value::Null]], false, &p),
            None
        );
        let west = filter("region", FilterOp::Eq, Literal::Text("West".into()));
        assert_eq!(implausible(&top(vec![west]), &[], false, &p), None);
        // Without profiles nothing is known.
        let north = filter("region", FilterOp::Eq, Literal::Text("North".into()));
        assert_eq!(implausible(&top(vec![north]), &[], false, &[]), None);
        // A period with no data is an answer.
        let in_2010 = Intent {
            time_range: Some(chatdb_intent::intent::TimeRange {
                column: None,
                start: chrono::NaiveDate::from_ymd_opt(2010, 1, 1),
                end: chrono::NaiveDate::from_ymd_opt(2011, 1, 1),
                label: "2010".into(),
                period: None,
                days: Vec::new(),
            }),
            ..total(vec![])
        };
        assert_eq!(implausible(&in_2010, &[vec![Value::Null]], false, &p), None);
        // Per group, a NULL is one group's value, not the whole answer's.
        let per_region = Intent {
            dimensions: vec![ColumnRef::new("orders", "region")],
            ..total(vec![])
        };
        assert_eq!(
            implausible(
                &per_region,
                &[vec![Value::Text("x".into()), Value::Null]],
                false,
                &p
            ),
            None
        );
    }

    #[test]
    fn a_long_listing_of_bare_numbers_does_not_fit() {
        let p = profiles();
        let amounts = Intent {
            projections: vec![ColumnRef::new("orders", "amount")],
            ..Intent::default()
        };
        let rows = vec![vec![Value::Float(2.5)], vec![Value::Float(7.0)]];
        assert_eq!(
            implausible(&amounts, &rows, true, &p),
            Some(Implausible::UnlabelledNumbers)
        );
        // Shown in full, it is an answer.
        assert_eq!(implausible(&amounts, &rows, false, &p), None);
        // With a label beside the numbers, or ranked, it is an answer too.
        let labelled = vec![vec![Value::Text("North".into()), Value::Float(2.5)]];
        assert_eq!(implausible(&amounts, &labelled, true, &p), None);
        let ranked = Intent {
            order: top(vec![]).order,
            ..amounts.clone()
        };
        assert_eq!(implausible(&ranked, &rows, true, &p), None);
        // A column with a value per row identifies its rows (a key).
        let keyed = vec![TableProfile::new(
            "orders",
            2,
            vec![ColumnProfile {
                distinct_count: 2,
                ..ColumnProfile::of_range("amount", 1.0, 10.0)
            }],
        )];
        assert_eq!(implausible(&amounts, &rows, true, &keyed), None);
    }
}
