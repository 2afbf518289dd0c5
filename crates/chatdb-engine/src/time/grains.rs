//! The series a question asks for: a grain said (按月, monthly, 每周, by
//! quarter — also a period listed last, 按渠道和月份), a period picked
//! (哪个月, "which quarter", 最多的三天), a trend (趋势, over time) and
//! the grain a comparison names.

use super::calendar::month_start;
use super::Reading;
use crate::intent::{Grain, TimeRange};
use chrono::{Datelike, Days, Months};
use regex::Regex;
use std::cell::OnceCell;
use std::ops::Range;
use std::sync::OnceLock;

impl Reading<'_> {
    /// The grain said: a period listed last first (its span is the period
    /// word alone), then the grain rules; a word must end where a word ends
    /// (按年 in 按年龄 is none), a kind of day is not one (每周末 says the
    /// weekend) nor is a number per period ("vans over 80 per day": a
    /// rate). Else each kind of day's series (每个周末: weekly).
    pub(super) fn grain_said(&mut self) {
        let question = self.question;
        let overlaps_days = |m: &regex::Match| {
            self.day_span
                .as_ref()
                .is_some_and(|d| m.start() < d.end && d.start < m.end())
        };
        let a_rate = |m: &regex::Match| {
            m.as_str().starts_with(|c: char| c.is_ascii_alphabetic())
                && question[..m.start()]
                    .trim_end()
                    .ends_with(|c: char| c.is_ascii_digit())
        };
        // (The question's words, cut once when a match must be checked.)
        let words = OnceCell::new();
        let found = listed_grain_rules()
            .iter()
            .chain(grain_rules())
            .find_map(|(re, grain)| {
                re.captures_iter(question)
                    .filter_map(|c| period_span(&c))
                    .find(|m| {
                        ends_a_word(question, m.end(), &words) && !overlaps_days(m) && !a_rate(m)
                    })
                    .map(|m| (m.range(), *grain))
            });
        if let Some((span, grain)) = found {
            self.out.grain = Some(grain);
            self.out.spans.push(span.clone());
            self.out.grain_span = Some(span);
        }
        if self.out.grain.is_none() {
            self.out.grain = self.each_day_kind;
        }
    }

    /// A period asked for as the thing picked, when no grain is said (哪个月,
    /// "which quarter"; 最多的三天 names the period word alone, its number
    /// staying the top-N's; not 哪年级, 年龄, 年纪, 年代).
    pub(super) fn period_picked(&mut self) {
        if self.out.grain.is_some() {
            return;
        }
        let question = self.question;
        let found = period_asked_rules().iter().find_map(|(re, grain)| {
            re.captures(question)
                .and_then(|c| period_span(&c))
                .filter(|m| !question[m.end()..].starts_with(['级', '龄', '纪', '代']))
                .map(|m| (m.range(), *grain))
        });
        if let Some((span, grain)) = found {
            self.out.grain = Some(grain);
            self.out.picks_a_period = true;
            self.out.picked = Some(span.clone());
            self.out.spans.push(span);
        }
    }

    /// "revenue qoq": the comparison's period is the grain of the series;
    /// with a range (本月比上月) the range is compared as a whole. ("month
    /// over month revenue this year": a range longer than the period the
    /// comparison names is a series of those periods, each against the one
    /// before — not the year against the year before.)
    pub(super) fn grain_of_the_comparison(&mut self) {
        let longer_than = |r: &TimeRange, g: Grain| {
            let longest = match g {
                Grain::Day => 1,
                Grain::Week => 7,
                Grain::Month => 31,
                Grain::Quarter => 92,
                _ => 366,
            };
            r.start
                .zip(r.end)
                .is_some_and(|(s, e)| (e - s).num_days() > longest)
        };
        let range = self.out.range.as_ref();
        if self.out.grain.is_none()
            && (range.is_none()
                || self
                    .comparison_grain
                    .is_some_and(|g| range.is_some_and(|r| longer_than(r, g))))
        {
            self.out.grain = self.comparison_grain;
        }
    }

    /// 销售趋势, "the trend of orders": a series over time — by day over a
    /// range of a month or less, else by month.
    pub(super) fn trend(&mut self) {
        let trends: Vec<_> = trend_words()
            .find_iter(self.question)
            .map(|m| m.range())
            .collect();
        if trends.is_empty() {
            return;
        }
        if self.out.grain.is_none() {
            let short = self
                .out
                .range
                .as_ref()
                .and_then(|r| Some((r.end? - r.start?).num_days() <= 31))
                .unwrap_or(false);
            self.out.grain = Some(if short { Grain::Day } else { Grain::Month });
        }
        self.out.spans.extend(trends);
    }

    /// "revenue by month for the last 6 months", 近3个月每月的订单数: a range
    /// rolled back from today in the unit of the series it is grouped by
    /// begins on a day inside that unit; its first bucket would hold a few
    /// days (May 30–31) set beside whole months. The range starts on the next
    /// boundary instead — the N periods up to the current one.
    pub(super) fn whole_periods_of_a_rolling_range(&mut self) {
        let today = self.today;
        let (Some(grain), Some(r)) = (self.out.grain, self.out.range.as_mut()) else {
            return;
        };
        let (Some(start), Some(end)) = (r.start, r.end) else {
            return;
        };
        if Some(end) != today.succ_opt() || !r.days.is_empty() {
            return;
        }
        let label = r.label.to_lowercase();
        let said = |words: &[&str]| words.iter().any(|w| label.contains(w));
        let rolling = said(&["近", "最近", "过去", "last", "past", "previous"]);
        let aligned = match grain {
            Grain::Month if rolling && said(&["月", "month"]) && start.day() != 1 => {
                start.checked_add_months(Months::new(1)).map(month_start)
            }
            Grain::Week if rolling && said(&["周", "星期", "week"]) => {
                let into = start.weekday().num_days_from_monday();
                (into != 0)
                    .then(|| start.checked_add_days(Days::new(u64::from(7 - into))))
                    .flatten()
            }
            _ => None,
        };
        if let Some(a) = aligned.filter(|a| *a < end) {
            r.start = Some(a);
        }
    }
}

/// The grains said of a series: 按月, monthly, 每周, by quarter ….
fn grain_rules() -> &'static [(Regex, Grain)] {
    static RULES: OnceLock<Vec<(Regex, Grain)>> = OnceLock::new();
    RULES.get_or_init(|| {
        let r = |p: &str| Regex::new(p).expect("grain regex");
        vec![
            // (Before the periods: 每周几 is no weekly series, "by day of
            // week" no daily one.)
            (r(r"(?:每个?|各个?|按|分)\s*(?:星期|周|礼拜)几|按星期|\b(?:by|per|each|every) (?:day of (?:the )?week|weekday)\b"), Grain::Weekday),
            (r(r"(?:每个?|各个?|按|分)\s*(?:小时|时段)|\bhourly\b|\b(?:by|per|each|every) hour(?: of (?:the )?day)?\b"), Grain::Hour),
            (r(r"按\s*季度?|每一?个?季度|各个?季度?|分季度|逐季|季度(?:趋势|变化|走势)|\bquarterly\b|\b(?:by|per|each) quarter\b"), Grain::Quarter),
            (r(r"按\s*月(?:份|度)?|每一?个?月|各个?月(?:份|度)?|分月|逐月|月度|月均|\bmonthly\b|\b(?:by|per|each) month\b"), Grain::Month),
            (r(r"按\s*周|每一?周|各周|逐周|周均|\bweekly\b|\b(?:by|per|each) week\b"), Grain::Week),
            (r(r"按\s*(?:天|日)|每一?天|每日|各天|逐日|日均|\bdaily\b|\b(?:by|per|each) day\b"), Grain::Day),
            (r(r"按\s*年(?:份|度)?|每一?年|各个?年(?:份|度)|逐年|年度(?:趋势|变化)|年均|\byearly\b|\bannual(?:ly)?\b|\b(?:by|per|each) year\b"), Grain::Year),
        ]
    })
}

/// The part of a rule's match that says the period: its `period` group
/// (按渠道和月份, 最多的三天: the period word alone), else all of it.
fn period_span<'h>(c: &regex::Captures<'h>) -> Option<regex::Match<'h>> {
    c.name("period").or_else(|| c.get(0))
}

/// A period named last in a list of groupings — 按渠道和月份, "by channel
/// and month": the period word alone is the grain's (group `period`).
fn listed_grain_rules() -> &'static [(Regex, Grain)] {
    static RULES: OnceLock<Vec<(Regex, Grain)>> = OnceLock::new();
    RULES.get_or_init(|| {
        let listed = |period: &str| {
            Regex::new(&format!(
                r"(?:按[^，,。？?！!；;]{{1,12}}?(?:和|及|与|、)\s*|\b(?:by|per) [a-z_ ]{{1,30}}? and )(?P<period>{period})"
            ))
            .expect("listed grain regex")
        };
        vec![
            (listed(r"季度|quarter\b"), Grain::Quarter),
            (listed(r"月份|月度|month\b"), Grain::Month),
            (listed(r"年份|年度|year\b"), Grain::Year),
        ]
    })
}

/// A period asked for as the thing picked — 哪个月, "which quarter", 销售额
///最高的月份: each period is a group, of which one is picked.
fn period_asked_rules() -> &'static [(Regex, Grain)] {
    static RULES: OnceLock<Vec<(Regex, Grain)>> = OnceLock::new();
    RULES.get_or_init(|| {
        let r = |p: &str| Regex::new(p).expect("period regex");
        let end = r"(?:\s*[？?。]?\s*$)";
        vec![
            // (Before the day: "which day of the week" is a weekday.)
            (
                r(r"(?:星期|周|礼拜)几|\b(?:what|which) (?:day of (?:the )?week|weekday)\b"),
                Grain::Weekday,
            ),
            (
                r(r"几点|哪一?个?(?:小时|时段)|\b(?:what|which) hour\b|\bwhat time of (?:the )?day\b"),
                Grain::Hour,
            ),
            (
                r(&format!(r"哪一?个季度|\bwhich quarter\b|的季度{end}")),
                Grain::Quarter,
            ),
            (
                r(&format!(
                    r"哪一?个月|\bwhich month\b|的月份{end}|的一个月{end}"
                )),
                Grain::Month,
            ),
            (
                r(&format!(
                    r"哪一?周|\bwhich week\b|的一周{end}|的一个星期{end}"
                )),
                Grain::Week,
            ),
            (
                // (什么时候, 何时, a question's "when": the day something
                // happened, asked; so is its time or date said last,
                // 最近一笔交易的时间.)
                r(&format!(
                    r"哪一?天|\b(?:which|what) (?:day|date)\b|的一天{end}|的那一?天{end}|的(?:时间|日期){end}|什么时候|何时|^\s*when\b"
                )),
                Grain::Day,
            ),
            // 订单数最多的三天, 销售额最高的3个月: a superlative's top N of
            // periods.
            (
                r(r"最\p{Han}{1,2}的(?:\d+|[一二两三四五六七八九十]+)(?P<period>天|日)"),
                Grain::Day,
            ),
            (
                r(r"最\p{Han}{1,2}的(?:\d+|[一二两三四五六七八九十]+)个?(?P<period>月)"),
                Grain::Month,
            ),
            (
                r(r"最\p{Han}{1,2}的(?:\d+|[一二两三四五六七八九十]+)个?(?P<period>星期|周)"),
                Grain::Week,
            ),
            // (Not 哪年级, 哪年龄段; the parser drops it where the years are
            // a column of their own and there are no dates.)
            (
                r(&format!(r"哪一?年|\bwhich year\b|的年份{end}|的一年{end}")),
                Grain::Year,
            ),
        ]
        .into_iter()
        // "the day with the most orders", "top 5 days by revenue", "which
        // 3 months had the highest sales": periods ranked, in English.
        .chain(
            [
                ("day", Grain::Day),
                ("week", Grain::Week),
                ("month", Grain::Month),
                ("year", Grain::Year),
            ]
            .into_iter()
            .flat_map(|(word, grain)| {
                let superlative = r"(?:most|highest|fewest|lowest|least|best|worst)";
                [
                    format!(r"\b(?P<period>{word})s? with the {superlative}\b"),
                    format!(r"\btop \d+ (?P<period>{word})s\b"),
                    format!(r"\bwhich \d+ (?P<period>{word})s\b"),
                ]
                .map(|p| (r(&p), grain))
            }),
        )
        .collect()
    })
}

/// True when byte `end` of `text` ends a word: not inside a Chinese word as
/// the question's words are cut (年 of 年龄, 日 of 日期). `words` keeps
/// their spans once cut.
fn ends_a_word(text: &str, end: usize, words: &OnceCell<Vec<Range<usize>>>) -> bool {
    let ends_han = text[..end]
        .chars()
        .next_back()
        .is_some_and(chatdb_knowledge::text::is_han);
    if !ends_han || end == text.len() {
        return true;
    }
    // (Cut as the question is, not as jieba alone cuts it: 每个 | 月 | 销量,
    // where jieba glues 月销量.)
    words
        .get_or_init(|| {
            crate::question::Question::new(text)
                .tokens
                .into_iter()
                .map(|t| t.span)
                .collect()
        })
        .iter()
        .find(|w| w.end >= end)
        .is_none_or(|w| w.start >= end || w.end == end)
}

/// Words asking for a series over time (趋势, 走势, trend, over time).
fn trend_words() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"趋势|走势|\btrends?\b|\bover time\b").expect("trend words regex")
    })
}
