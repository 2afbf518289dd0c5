//! The time a row took: "average resolution time", "lead time per
//! supplier", 平均处理时长, "how long does a repair take". Rows that keep the
//! day they began and the day they ended (opened_at and solved_at, ordered_on
//! and received_on) took the time between the two; a word of such a time
//! that names no column of theirs is that time
//! (`chatdb_intent::derived::Elapsed`), in days unless hours or minutes
//! are said.

use super::*;
use crate::derived::{Elapsed, SpanUnit};

/// Words of a time taken, as the question's tokens read (English stemmed):
/// the whole phrase must be said, and name nothing else.
const SPAN_PHRASES: &[&[&str]] = &[
    &["lead", "time"],
    &["resolution", "time"],
    &["turnaround", "time"],
    &["cycle", "time"],
    &["how", "long"],
    &["duration"],
    &["时长"],
    &["耗时"],
    &["用时"],
    &["多久"],
    &["多长时间"],
];

/// Verbs of planning: their dates are days set ahead (expected_on,
/// due_date), not days something happened to the row.
const PLANNED: &[&str] = &[
    "expected",
    "due",
    "scheduled",
    "planned",
    "promised",
    "estimated",
];

impl Parser<'_, '_> {
    /// Reads a word of a time taken, said of rows that keep the day they
    /// began and the day they ended, as the time between the two.
    pub(super) fn time_rows_took(&mut self) {
        let Some(tokens) = self.span_phrase() else {
            return;
        };
        // (Nothing of the schema said by those words: "delivery time" of a
        // delivery_time column is that column.)
        let named = tokens.clone().any(|k| {
            self.slot_of_token(k).is_some_and(|s| match self.target(s) {
                Some(Target::Column(c)) => !self.column_type(c).is_temporal(),
                Some(Target::Metric(_)) => true,
                _ => false,
            })
        });
        if named {
            return;
        }
        let Some(table) = self.table_whose_rows_took_time() else {
            self.time_kept_in_a_unit(tokens);
            return;
        };
        let Some((from, to)) = self.life_span(&table) else {
            return;
        };
        let unit = [SpanUnit::Hours, SpanUnit::Minutes]
            .into_iter()
            .find(|u| (0..self.q.tokens.len()).any(|k| self.says_unit(k, *u)))
            .unwrap_or(SpanUnit::Days);
        let elapsed = Elapsed {
            from: from.column,
            to: to.column,
            unit,
        };
        // (The rows' own noun right before it is part of it: 维修时长,
        // "ticket resolution time".)
        let tokens = match self.slot_of_token(tokens.start.wrapping_sub(1)) {
            Some(b) if self.target(b) == Some(&Target::Table(table.clone())) => {
                self.slots[b].tokens.start..tokens.end
            }
            _ => tokens,
        };
        // (The phrase's words read as one: slots inside it go.)
        self.slots
            .retain(|s| !(s.tokens.start >= tokens.start && s.tokens.end <= tokens.end));
        self.read_as(tokens, Target::Column(elapsed.column_ref(&table)));
        // (The unit said: "in hours", 多少小时.)
        for k in 0..self.q.tokens.len() {
            if self.slot_of_token(k).is_none() && self.says_unit(k, unit) {
                self.understood_tokens.push(k);
            }
        }
    }

    /// 平均每节课多长时间, "how long is a lesson": where no rows keep the
    /// day they began and ended, a time taken is the one number column
    /// kept in a unit of time (`minutes`, `duration_min`) of the first
    /// table named that has one, else of the one table that does — when no
    /// other unit of time is said.
    fn time_kept_in_a_unit(&mut self, tokens: std::ops::Range<usize>) {
        let kept = |p: &Self, table: &str| -> Option<ColumnRef> {
            let t = p.table(table)?;
            let mut timed = t.columns.iter().filter(|c| {
                c.logical_type.is_numeric() && !t.is_key(&c.name) && kept_in_time(&c.name)
            });
            match (timed.next(), timed.next()) {
                (Some(c), None) => Some(ColumnRef::new(table, &c.name)),
                _ => None,
            }
        };
        let named = self.slots.iter().find_map(|s| match &s.item {
            Item::Mention(t) => t.table().and_then(|table| kept(self, table)),
            _ => None,
        });
        let column = named.or_else(|| {
            let mut all = self
                .cx
                .schema
                .tables
                .iter()
                .filter_map(|t| kept(self, &t.name));
            match (all.next(), all.next()) {
                (Some(c), None) => Some(c),
                _ => None,
            }
        });
        let Some(column) = column else {
            return;
        };
        let own_unit = chatdb_knowledge::text::split_identifier(&column.column)
            .last()
            .and_then(|w| crate::units::unit_of_word(w));
        let other_unit_said = (0..self.q.tokens.len()).any(|k| {
            self.slot_of_token(k).is_none()
                && crate::units::unit_of_word(&self.q.tokens[k].norm)
                    .is_some_and(|u| u.0 == crate::units::UnitKind::Time && Some(u) != own_unit)
        });
        if other_unit_said {
            return;
        }
        self.slots
            .retain(|s| !(s.tokens.start >= tokens.start && s.tokens.end <= tokens.end));
        self.read_as(tokens, Target::Column(column));
    }

    /// Whether token `k` is a word of `unit`.
    fn says_unit(&self, k: usize, unit: SpanUnit) -> bool {
        let words: &[&str] = match unit {
            SpanUnit::Hours => &["hours", "hour", "小时", "钟头"],
            SpanUnit::Minutes => &["minutes", "minute", "mins", "分钟"],
            SpanUnit::Days => &["days", "day", "天"],
        };
        let norm = self.q.tokens[k].norm.as_str();
        words
            .iter()
            .any(|w| norm == *w || w.is_ascii() && norm == chatdb_knowledge::text::stem(w))
    }

    /// The tokens of the first phrase of [`SPAN_PHRASES`] the question says
    /// — in Chinese with the verb said right before it, which no name took
    /// (处理时长, 维修用时: the time the handling took).
    fn span_phrase(&self) -> Option<std::ops::Range<usize>> {
        let found = self.span_phrase_alone()?;
        let verb_before = found.start.checked_sub(1).filter(|&b| {
            let w = self.q.tokens[b].norm.as_str();
            w.chars().all(crate::question::is_han)
                && crate::question::is_verb(w)
                && self.slot_of_token(b).is_none()
        });
        Some(verb_before.map_or(found.clone(), |b| b..found.end))
    }

    fn span_phrase_alone(&self) -> Option<std::ops::Range<usize>> {
        let norms: Vec<&str> = self.q.tokens.iter().map(|t| t.norm.as_str()).collect();
        let listed = SPAN_PHRASES.iter().find_map(|phrase| {
            // (Chinese by its characters: jieba may cut 维修时长 as 维修|时|长.)
            if let [zh] = phrase {
                if !zh.is_ascii() {
                    let at = self.q.lower.find(zh)?;
                    let tokens: Vec<usize> = self.q.tokens_in(&(at..at + zh.len())).collect();
                    return Some(*tokens.first()?..*tokens.last()? + 1);
                }
            }
            let words: Vec<String> = phrase
                .iter()
                .map(|w| {
                    if w.is_ascii() {
                        chatdb_knowledge::text::stem(w)
                    } else {
                        w.to_string()
                    }
                })
                .collect();
            (0..norms.len().saturating_sub(words.len() - 1))
                .find(|&i| words.iter().enumerate().all(|(k, w)| norms[i + k] == w))
                .map(|i| i..i + words.len())
        });
        // ("average time to resolve", "mean time to resolution", "time to
        // ship": the time before what is done, said after "time to" — or
        // after its unit and "to": "average days to close".)
        listed.or_else(|| {
            (0..norms.len().saturating_sub(2)).find_map(|i| {
                let done = &self.q.tokens[i + 2];
                let time = norms[i] == "time"
                    || [SpanUnit::Days, SpanUnit::Hours, SpanUnit::Minutes]
                        .into_iter()
                        .any(|u| self.says_unit(i, u));
                (time
                    && norms[i + 1] == "to"
                    && done.kind == crate::question::TokenKind::Word
                    && done.norm.is_ascii())
                .then_some(i..i + 3)
            })
        })
    }

    /// The rows whose time is asked: the first table the question names,
    /// or whose column it names, that keeps a life span; else the one
    /// table referring to a named one that does ("lead time per supplier":
    /// the suppliers' purchase orders); else the one table of the schema
    /// that does.
    fn table_whose_rows_took_time(&self) -> Option<String> {
        let named: Vec<String> = self
            .slots
            .iter()
            .filter_map(|s| match &s.item {
                Item::Mention(t) => t.table().map(str::to_string),
                _ => None,
            })
            .collect();
        if let Some(t) = named.iter().find(|t| self.life_span(t).is_some()) {
            return Some(t.clone());
        }
        let one = |candidates: Vec<String>| match candidates.as_slice() {
            [t] => Some(t.clone()),
            _ => None,
        };
        let spanned: Vec<String> = self
            .cx
            .schema
            .tables
            .iter()
            .filter(|t| self.life_span(&t.name).is_some())
            .map(|t| t.name.clone())
            .collect();
        let referring: Vec<String> = spanned
            .iter()
            .filter(|t| {
                self.table(t)
                    .is_some_and(|tb| named.iter().any(|n| super::refers(tb, n)))
            })
            .cloned()
            .collect();
        one(referring).or_else(|| one(spanned))
    }

    /// The day rows of `table` began and the day they ended: its one date
    /// of an ending (`dates::dates_an_ending`) — or, with none, its one
    /// date that may be left empty — and its one other date that is
    /// neither planned ahead nor a birth date.
    pub(super) fn life_span(&self, table: &str) -> Option<(ColumnRef, ColumnRef)> {
        let t = self.table(table)?;
        let dates: Vec<&chatdb_core::Column> = t
            .columns
            .iter()
            .filter(|c| c.logical_type.is_temporal() && !crate::derived::is_birth_date(c))
            .filter(|c| !planned_ahead(&c.name))
            .collect();
        let ending = super::dates::ending_dates(&dates);
        let (ends, begins): (Vec<_>, Vec<_>) = dates
            .into_iter()
            .partition(|c| ending.iter().any(|e| e.name == c.name));
        match (begins.as_slice(), ends.as_slice()) {
            ([b], [e]) => Some((
                ColumnRef::new(table, &b.name),
                ColumnRef::new(table, &e.name),
            )),
            _ => None,
        }
    }
}

/// Whether a date's name says it was set ahead — its first word a verb of
/// planning (`expected_on`, `planned_out`, `due_date`).
pub(super) fn planned_ahead(name: &str) -> bool {
    let first = chatdb_knowledge::text::name_words(name)
        .into_iter()
        .next()
        .unwrap_or_default();
    PLANNED
        .iter()
        .any(|p| chatdb_knowledge::text::stem(p) == first)
}

/// Whether a column's name says it keeps a time taken, as a number: its
/// last word a unit of time (`minutes`, `duration_min`, `hours`) or
/// "duration" (时长).
fn kept_in_time(name: &str) -> bool {
    let words = chatdb_knowledge::text::split_identifier(name);
    words.last().is_some_and(|w| {
        w == "duration"
            || crate::units::unit_of_word(w)
                .is_some_and(|(kind, _)| kind == crate::units::UnitKind::Time)
    }) || name.ends_with("时长")
}
