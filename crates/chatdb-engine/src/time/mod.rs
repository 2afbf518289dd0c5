//! Time expressions in questions: ranges relative to today (今年, 去年,
//! 上个月, 近7天, last month, since 2020, 年初至今/YTD…), calendar ranges
//! (2023年, 第一季度, Q1 2024), grains (按月, monthly) and period comparisons
//! (同比, 环比, QoQ, 比上月, and the growth words said with them).

//!
//! [`find`] reads a question in named steps over a [`Reading`], each kept
//! beside the rules it applies: `ranges` (the days said), `comparisons`
//! (periods set against each other and the change asked), `grains` (the
//! series and the period picked); `calendar` holds the date arithmetic
//! they share.

mod calendar;
mod comparisons;
mod grains;
mod ranges;
#[cfg(test)]
mod tests;

pub use calendar::back_by;

use crate::intent::{Comparison, Grain, TimeRange};
use chrono::NaiveDate;
use std::ops::Range;

/// What a question says about time, with the byte spans it came from.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TimeMentions {
    pub range: Option<TimeRange>,
    pub grain: Option<Grain>,
    pub comparison: Option<Comparison>,
    /// Byte spans (in the lower-cased question) the above came from.
    pub spans: Vec<Range<usize>>,
    /// The grain is a period asked for as the thing picked (哪个月, "which
    /// month"): one period is wanted, the best or worst by what is measured.
    pub picks_a_period: bool,
    /// The span of the period picked, when one is.
    picked: Option<Range<usize>>,
    /// The span of the period word the grain was read from (monthly, 按月),
    /// when a grain rule read it.
    grain_span: Option<Range<usize>>,
}

impl TimeMentions {
    /// Forgets a year asked for as the thing picked ("which year has the
    /// most concerts"): where years are a column of their own and there
    /// are no dates, the year is that column, not a period of dates.
    pub fn without_picked_year(mut self) -> Self {
        if self.picks_a_period && self.grain == Some(Grain::Year) {
            if let Some(span) = self.picked.take() {
                self.spans.retain(|s| *s != span);
            }
            self.grain = None;
            self.picks_a_period = false;
        }
        self
    }

    /// Forgets a grain whose word is part of a name `held` says the
    /// question names ("total monthly rent" of a `monthly_rent` column:
    /// the column's figures, not a series by month). Left as read when a
    /// comparison was read beside it, or the period is the thing picked.
    pub fn without_grain_held_by(mut self, held: impl Fn(&Range<usize>) -> bool) -> Self {
        let Some(span) = self.grain_span.clone() else {
            return self;
        };
        if self.comparison.is_none() && !self.picks_a_period && held(&span) {
            self.spans.retain(|s| *s != span);
            self.grain = None;
            self.grain_span = None;
        }
        self
    }
}

/// Finds time expressions in a lower-cased question: the comparison
/// first ("比上月" / "去年同期" name the period compared with, not the
/// range asked about, so ranges are looked for with its words blanked
/// out), then the range (the first range rule that matches wins; rules
/// are ordered from most to least specific), what it is set against, the
/// days kept, the grain or the period picked, and the change asked.
pub fn find(question_lower: &str, today: NaiveDate) -> TimeMentions {
    let mut reading = Reading {
        question: question_lower,
        today,
        rest: question_lower.to_string(),
        out: TimeMentions::default(),
        comparison_grain: None,
        range_span: None,
        day_span: None,
        each_day_kind: None,
    };
    reading.comparison_named();
    reading.range_said();
    reading.earlier_period_set_against();
    reading.growth_of_a_whole_period();
    reading.kind_of_day();
    reading.what_is_still_to_come();
    reading.grain_said();
    reading.period_picked();
    reading.grain_of_the_comparison();
    reading.trend();
    reading.change_of_a_series();
    reading.whole_periods_of_a_rolling_range();
    reading.out
}

/// A question being read for time: the question, what is left of it once
/// the words read are blanked out, what has been found, and where.
struct Reading<'q> {
    /// The lower-cased question.
    question: &'q str,
    today: NaiveDate,
    /// The question with the words of comparisons read blanked out.
    rest: String,
    out: TimeMentions,
    /// The grain a comparison names (quarter over quarter, 比上月).
    comparison_grain: Option<Grain>,
    /// Where the range was said.
    range_span: Option<Range<usize>>,
    /// Where a kind of day (周末, weekdays) was said.
    day_span: Option<Range<usize>>,
    /// The series "each" kind of day asks for (每个周末: weekly).
    each_day_kind: Option<Grain>,
}

impl Reading<'_> {
    /// Blanks out `span` of the rest: its words are read.
    fn blank(&mut self, span: Range<usize>) {
        self.rest
            .replace_range(span.clone(), &" ".repeat(span.len()));
    }

    /// Sets the range found, labelled with the words that said it.
    fn set_range(&mut self, start: Option<NaiveDate>, end: Option<NaiveDate>, label: String) {
        self.out.range = Some(TimeRange {
            column: None,
            start,
            end,
            label,
            period: None,
            days: Vec::new(),
        });
    }
}
