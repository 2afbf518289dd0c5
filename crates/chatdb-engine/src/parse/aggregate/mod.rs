//! Aggregations: counts, sums, averages, minimums and maximums of what the
//! cue governs, and metrics of the semantic layer. This file reads
//! aggregates glued to a column (总人口) and what an average or total
//! governs; `cue` places each aggregate cue, helped by `tables` (which
//! table a count names), `counts` (rankings by a count of rows) and
//! `measured` (what an aggregate measures when its word names no column);
//! `totals` reads totals asked without a cue placing them.

use super::*;
use crate::intent::Calculation;

mod counts;
mod cue;
mod measured;
mod tables;
mod totals;

impl Parser<'_, '_> {
    /// 总人口 / 平均年龄 as one jieba word: the total (average) of the column
    /// inside it — a fact of Chinese word-building, whatever the column is
    /// called. (When jieba cuts 平均 off, the cue takes it instead.)
    pub(super) fn aggregates_glued_to_columns(&mut self) {
        for j in 0..self.slots.len() {
            let Some(Target::Column(c)) = self.target(j).cloned() else {
                continue;
            };
            if self.slots[j].used
                || !self.q.chinese && !self.takings_of_a_price(j)
                || !self.is_numeric(&c)
            {
                continue;
            }
            let Some(aggregation) = self.glued_aggregation(j) else {
                continue;
            };
            // "total revenue", 总收入: a total said before a word that is
            // one already says it once more — also before the rows' noun
            // qualifying it ("total walk revenue").
            let qualifier = self
                .prev_meaningful(j)
                .filter(|q| self.column_qualified_by(*q) == Some(j));
            let before = match qualifier {
                Some(q) => self.prev_meaningful(q),
                None => self.prev_meaningful(j),
            };
            let m = self.push_measure(Measure {
                aggregation,
                target: MeasureTarget::Column { column: c },
            });
            self.slots[j].used = true;
            if aggregation == Aggregation::Sum {
                if let Some(k) = before {
                    if self.cue_at(k) == Some(CueKind::Sum) && !self.slots[k].used {
                        self.slots[k].used = true;
                    }
                }
            }
            // 平均年龄最大: a superlative right after ranks by this measure
            // ("made the most money": in English, right before it).
            let beside = if self.q.chinese {
                self.next_meaningful(j, 2)
            } else {
                self.prev_meaningful(j)
            };
            if let Some(k) = beside {
                if let Some(kind @ (CueKind::Max | CueKind::Min)) = self.cue_at(k) {
                    if !self.slots[k].used {
                        self.order_by_measure(m, kind == CueKind::Max);
                        self.intent.limit.get_or_insert(1);
                        self.slots[k].used = true;
                    }
                }
            }
        }
    }

    /// "the average area of stores": what an average or a total governs is
    /// a number. A word naming a table and a number column (area: the
    /// sales regions, and the stores' floor area) said within three words
    /// after it, before any number or metric, is the column.
    pub(super) fn amounts_governed_by_an_aggregate(&mut self) {
        for i in 0..self.slots.len() {
            if !matches!(self.cue_at(i), Some(CueKind::Avg | CueKind::Sum)) {
                continue;
            }
            let following: Vec<usize> = (i + 1..self.slots.len())
                .filter(|j| !self.is_filler(*j))
                .take_while(|j| !self.clause_break_between(i, *j))
                .take(3)
                .collect();
            for j in following {
                let number = |p: &Self, t: &Target| matches!(t, Target::Column(c) if p.is_numeric(c) && !p.is_key(c));
                match self.target(j) {
                    Some(Target::Table(_)) => {
                        let column = self.slots[j].alts.iter().find(|t| number(self, t)).cloned();
                        if let Some(t) = column {
                            self.slots[j].item = Item::Mention(t);
                            break;
                        }
                    }
                    Some(Target::Value { .. }) => {}
                    _ => break,
                }
            }
        }
    }

    /// Whether the layer's metric `id` is a total or a count (SUM, COUNT).
    pub(super) fn metric_is_a_total(&self, id: &str) -> bool {
        self.cx
            .semantic
            .and_then(|s| s.metric(id))
            .and_then(|m| m.expression.as_deref())
            .is_some_and(chatdb_knowledge::semantic::adds_up)
    }

    /// The aggregation a column mention carries in its own word: 总人口 is
    /// a total, 平均年龄 an average (unless the column itself is named so);
    /// so is 总 before the measure word ending it (销售总额, 采购总量).
    pub(super) fn glued_aggregation(&self, j: usize) -> Option<Aggregation> {
        let Some(Target::Column(c)) = self.target(j) else {
            return None;
        };
        let raw = self.raw(j);
        let total_of_measure =
            ["总额", "总金额", "总量"].iter().any(|t| raw.ends_with(t)) && !c.column.contains('总');
        if raw.starts_with('总') && !c.column.starts_with('总')
            || total_of_measure
            || self.takings_of_a_price(j)
        {
            Some(Aggregation::Sum)
        } else if raw.starts_with("平均") && !c.column.starts_with("平均")
            || crate::mention::ORDER_VALUE_ZH
                .iter()
                .any(|w| raw.ends_with(w))
        {
            Some(Aggregation::Avg)
        } else {
            None
        }
    }

    /// 票房, "revenue" said of tickets.price (`derived::price_of_one_sale`,
    /// the only way a word of takings names a price), and what is spent or
    /// achieved (业绩 of a seller): the takings of rows of one sale each
    /// are their prices added up.
    pub(super) fn takings_of_a_price(&self, j: usize) -> bool {
        let Some(Target::Column(c)) = self.target(j) else {
            return false;
        };
        let raw = self.raw(j);
        super::calculation::is_per_unit(c)
            && (crate::mention::REVENUE_ZH.contains(&raw)
                || crate::mention::REVENUE_EN.contains(&raw)
                || crate::mention::SPENDING.contains(&raw))
    }
}

/// biggest, largest, 最大 …: a size, said of one thing — not "the most".
fn is_size_word(cue: &str) -> bool {
    matches!(
        cue,
        "biggest" | "largest" | "smallest" | "big" | "large" | "small" | "最大" | "最小"
    )
}

/// highest, lowest, tallest, 最高 …: said of one thing, how high it
/// stands (superlatives only — "tall players" are not the tallest one).
fn is_height_word(cue: &str) -> bool {
    matches!(cue, "highest" | "lowest" | "tallest" | "最高" | "最低")
}

/// Whether a superlative's word says how much — most, least, fewest,
/// 最多, 最少 — which never says how late: it ranks an amount or a
/// count, not a date.
pub(super) fn says_how_much(cue: &str) -> bool {
    matches!(cue, "most" | "least" | "fewest" | "最多" | "最少")
}

/// Whether a column's name is a flag of being or having a noun: is, has
/// or with and at least one more word (IsManager, is_vip, has_pet,
/// with_vehicle).
pub(super) fn is_flag_of_a_noun(column: &str) -> bool {
    flag_word(column).is_some_and(|w| chatdb_knowledge::text::is_flag_word(&w))
}

/// Whether a column's name is a flag of having a noun: has or with and at
/// least one more word (has_pet, with_vehicle).
pub(super) fn is_flag_of_having(column: &str) -> bool {
    flag_word(column).is_some_and(|w| w != "is" && chatdb_knowledge::text::is_flag_word(&w))
}

/// The first word of a name of two words or more, lower-cased: where a
/// flag says what it is of (is, has, with).
fn flag_word(column: &str) -> Option<String> {
    match chatdb_knowledge::text::split_identifier(column).as_slice() {
        [first, _, ..] => Some(first.to_lowercase()),
        _ => None,
    }
}
