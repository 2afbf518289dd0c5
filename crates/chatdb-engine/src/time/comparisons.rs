//! Periods set against each other: the comparisons named (同比, 环比,
//! QoQ, 比上月), a second period said beside the range (去年比前年,
//! "2025 vs 2024"), growth asked of one whole period, and the words of
//! the change asked (增长率, growth, 多多少).

use super::calendar::{whole_months, year_range};
use super::ranges::{period_at, rules};
use super::Reading;
use crate::intent::{Comparison, Grain, TimeRange};
use chrono::{Datelike, NaiveDate};
use regex::Regex;
use std::ops::Range;
use std::sync::OnceLock;

impl Reading<'_> {
    /// The comparison a question names (同比, 比上月, "vs last year"), its
    /// words blanked out of the rest with the change words said with it;
    /// 去年同期 with nothing set against it is left to be the range.
    pub(super) fn comparison_named(&mut self) {
        let question = self.question;
        for (re, cmp, grain) in comparison_rules() {
            if let Some(m) = re.find(question) {
                if is_same_period_alone(question, m.range()) {
                    continue;
                }
                self.out.comparison = Some(*cmp);
                self.out.spans.push(m.range());
                self.blank(m.range());
                self.comparison_grain = *grain;
                self.out.spans.extend(change_spans(question));
                break;
            }
        }
    }

    /// 去年的销售额比前年多多少, "revenue in 2025 compared to 2024": a
    /// second period said after 比 / compared to / vs / than, the one right
    /// before the range and as long, is what the range is compared with
    /// (said in time order, 2024年和2025年…对比, 上月和本月…对比, the later
    /// is compared with the earlier).
    pub(super) fn earlier_period_set_against(&mut self) {
        if self.out.comparison.is_some() {
            return;
        }
        let (Some(r), Some(span)) = (self.out.range.as_ref(), self.range_span.as_ref()) else {
            return;
        };
        let compared = earlier_period_compared(&self.rest, span.end, r, self.today)
            .or_else(|| earlier_period_said_before(&self.rest, span.start, r, self.today));
        let Some(compared) = compared else {
            return;
        };
        self.out.comparison = Some(compared.comparison);
        if let Some((start, end, at)) = compared.later {
            // The later period is the one compared with the first.
            let label = self.question.get(at).unwrap_or_default().trim().to_string();
            if let Some(range) = self.out.range.as_mut() {
                range.start = Some(start);
                range.end = Some(end);
                range.label = label;
            }
        }
        for earlier in compared.spans {
            self.out.spans.push(earlier.clone());
            self.blank(earlier);
        }
        self.out.spans.extend(change_spans(self.question));
    }

    /// 今年销售额增长最快的大区, "which region grew the most this year":
    /// growth said of one whole calendar period, with nothing to grow from,
    /// is from the period before as long — a year's from the year before.
    pub(super) fn growth_of_a_whole_period(&mut self) {
        if self.out.comparison.is_some() {
            return;
        }
        let whole = self
            .out
            .range
            .as_ref()
            .and_then(|r| Length::of(r.start?, r.end?))
            .filter(|l| matches!(l, Length::Months(_)));
        if let Some(whole) = whole.filter(|_| growth_asked(&self.rest)) {
            self.out.comparison = Some(whole.comparison());
            self.out.spans.extend(change_spans(self.question));
        }
    }

    /// "monthly revenue growth", 每月销售额增长率: a change asked of a
    /// series with no comparison named is each period's against the one
    /// before.
    pub(super) fn change_of_a_series(&mut self) {
        if self.out.comparison.is_some() || self.out.grain.is_none() {
            return;
        }
        let changes: Vec<_> = change_words()
            .find_iter(self.question)
            .map(|m| m.range())
            .collect();
        if !changes.is_empty() {
            self.out.comparison = Some(Comparison::PeriodOverPeriod);
            self.out.spans.extend(changes);
        }
    }
}

/// The comparisons named, each with the grain its period says, if any.
fn comparison_rules() -> &'static [(Regex, Comparison, Option<Grain>)] {
    static RULES: OnceLock<Vec<(Regex, Comparison, Option<Grain>)>> = OnceLock::new();
    RULES.get_or_init(|| {
        let r = |p: &str| Regex::new(p).expect("comparison regex");
        use Comparison::{PeriodOverPeriod as Pop, YearOverYear as Yoy};
        vec![
            // 同比 / 去年同期: against the same period a year earlier.
            (r(r"同比|(?:比|较|相比|对比|与)?去年同期(?:相比)?|\byear[- ]over[- ]year\b|\byoy\b|\b(?:compared (?:with|to)|vs\.?|versus) (?:the same period )?(?:of )?last year\b|\b(?:with|to|against) last year's\b"), Yoy, None),
            // The period named says the grain: quarter over quarter, 比上月.
            // (Also said with the earlier period named after "vs" or before
            // 比: "this month vs last month", 和上个月比; or as the one before
            // the period named: 比前一个月, "vs the month before".)
            (r(r"\bquarter[- ]over[- ]quarter\b|\bqoq\b|(?:比|较|相比|对比)\s*(?:上个?|[前上]一个?)季度|(?:和|跟|与|同)\s*(?:上个?|[前上]一个?)季度(?:相比|比较|对比|比)|\b(?:compared (?:with|to)|vs\.?|versus) (?:the )?(?:(?:last|previous|prior) quarter|quarter before)\b|\b(?:with|to|against) (?:the )?(?:last|previous|prior) quarter's\b"), Pop, Some(Grain::Quarter)),
            (r(r"\bmonth[- ]over[- ]month\b|\bmom\b|(?:比|较|相比|对比)\s*(?:上个?|[前上]一个?)月|(?:和|跟|与|同)\s*(?:上个?|[前上]一个?)月(?:相比|比较|对比|比)|\b(?:compared (?:with|to)|vs\.?|versus) (?:the )?(?:(?:last|previous|prior) month|month before)\b|\b(?:with|to|against) (?:the )?(?:last|previous|prior) month's\b"), Pop, Some(Grain::Month)),
            (r(r"\bweek[- ]over[- ]week\b|\bwow\b|(?:比|较|相比|对比)\s*(?:上周|[前上]一周)|(?:和|跟|与|同)\s*(?:上周|[前上]一周)(?:相比|比较|对比|比)|\b(?:compared (?:with|to)|vs\.?|versus) (?:the )?(?:(?:last|previous|prior) week|week before)\b|\b(?:with|to|against) (?:the )?(?:last|previous|prior) week's\b"), Pop, Some(Grain::Week)),
            (r(r"\bday[- ]over[- ]day\b|(?:比|较|相比|对比)\s*(?:昨天|前一天)|(?:和|跟|与|同)\s*(?:昨天|前一天)(?:相比|比较|对比|比)|\b(?:compared (?:with|to)|vs\.?|versus) (?:yesterday|the day before)\b"), Pop, Some(Grain::Day)),
            // 环比: against the period just before, of the same length.
            (r(r"环比|\bperiod[- ]over[- ]period\b"), Pop, None),
        ]
    })
}

/// Words that say what a comparison reports (增长率, growth, change): part
/// of the comparison when one is asked for, not words about the data.
fn change_words() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(&format!(r"增长率|{}|变化|变动|(?:百分比|\bpercent(?:age)?\b)?(?:\bgrowth(?: rates?)?\b|\bchanges?\b|\bincreases?\b|\bdecreases?\b|\bgrew\b)|\bcompare\b", chinese_change_words()))
            .expect("change words regex")
    })
}

/// The Chinese words that say only a change (cues.rs), as alternatives of a
/// regex: 增长|增幅|…|下滑.
fn chinese_change_words() -> String {
    crate::cues::RISE_ZH
        .iter()
        .chain(crate::cues::FALL_ZH)
        .copied()
        .collect::<Vec<_>>()
        .join("|")
}

/// Whether `text` ranks by growth or asks how much it was (增长最快,
/// 增幅最大, 下降最多, 增长了多少, "grew the most", "fastest growth").
fn growth_asked(text: &str) -> bool {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(&format!(r"(?:{})了?(?:最快|最多|最大|最高|最慢|最少|最小|最低|多少)|\b(?:grew|grown|increased|declined|dropped|fell)\s+(?:the\s+)?(?:most|fastest|least|slowest)\b|\b(?:fastest|highest|biggest|largest|lowest|slowest)\s+growth\b", chinese_change_words()))
            .expect("growth regex")
    })
    .is_match(text)
}

/// Where a comparison's change is said: its words (增长, growth …) and
/// the 多 / 少 of 多多少 / 少多少 ("by how much more / less"), the 多少
/// left to ask the amount.
fn change_spans(text: &str) -> Vec<Range<usize>> {
    static BY_HOW_MUCH: OnceLock<Regex> = OnceLock::new();
    let by_how_much =
        BY_HOW_MUCH.get_or_init(|| Regex::new(r"([多少])了?多少").expect("by how much regex"));
    change_words()
        .find_iter(text)
        .map(|c| c.range())
        .chain(
            by_how_much
                .captures_iter(text)
                .filter_map(|c| c.get(1).map(|m| m.range())),
        )
        .collect()
}

/// 去年同期的销售额: "the same period last year" with nothing set against
/// it — no connective (比, 与 …), no other period, no change asked — is
/// the period itself, not a comparison.
fn is_same_period_alone(question: &str, span: Range<usize>) -> bool {
    if &question[span.clone()] != "去年同期" || change_words().is_match(question) {
        return false;
    }
    let mut rest = question.to_string();
    rest.replace_range(span.clone(), &" ".repeat(span.len()));
    !rules().iter().any(|rule| rule.re.is_match(&rest))
}

/// How long a period set beside another is: whole months (a month, a
/// quarter, a year), else days (a week, a day).
#[derive(Debug, Clone, Copy, PartialEq)]
enum Length {
    Months(i32),
    Days(i64),
}

impl Length {
    fn of(s: NaiveDate, e: NaiveDate) -> Option<Length> {
        match whole_months(s, e) {
            Some(m) if m > 0 => Some(Length::Months(m)),
            _ => {
                let days = (e - s).num_days();
                (days > 0).then_some(Length::Days(days))
            }
        }
    }

    /// Periods this long compared: a year with the year before (同比),
    /// else the period before (环比).
    fn comparison(self) -> Comparison {
        match self {
            Length::Months(12) => Comparison::YearOverYear,
            Length::Months(_) | Length::Days(_) => Comparison::PeriodOverPeriod,
        }
    }
}

/// Chinese words joining two periods set side by side (和去年, 上月和本月).
const JOINING_ZH: &str = "和|与|跟|同";
/// Chinese words saying two things are compared (和去年相比, …对比).
const COMPARING_ZH: &str = "相比|相较|比较|对比|比起来";
/// The English stem of compare, comparing, comparison.
const COMPARING_EN: &str = r"\bcompar";

/// A second period set against the range: the comparison, the spans of
/// the second period with its connective (and of the comparing word when
/// it comes later), and — when the second period is the later one — that
/// period and where it was said: it is the one compared with the range.
struct Compared {
    comparison: Comparison,
    spans: Vec<Range<usize>>,
    later: Option<(NaiveDate, NaiveDate, Range<usize>)>,
}

/// After byte `from` of `text`, a connective of comparison (比, 相比,
/// 对比, compared to/with, vs, versus, than; "and" in a question that
/// compares) followed by a period as many whole months long that ends
/// where `range` starts — or starts where it ends (2024年和2025年的销售额对比:
/// the later one is compared with the earlier): the comparison it makes —
/// a year with the year before (同比), else the period before (环比).
fn earlier_period_compared(
    text: &str,
    from: usize,
    range: &TimeRange,
    today: NaiveDate,
) -> Option<Compared> {
    static RE: OnceLock<Regex> = OnceLock::new();
    let connective = RE.get_or_init(|| {
        Regex::new(r"比|相比于?|对比|\bcompared (?:with|to)\b|\bvs\.?|\bversus\b|\bthan(?: in)?\b")
            .expect("connective regex")
    });
    // 和去年相比, 与上月对比: the period said between 和/与/跟 and the word
    // that compares.
    static AROUND: OnceLock<(Regex, Regex)> = OnceLock::new();
    let (before, after_it) = AROUND.get_or_init(|| {
        (
            Regex::new(JOINING_ZH).expect("connective regex"),
            Regex::new(COMPARING_ZH).expect("connective regex"),
        )
    });
    let (start, end) = (range.start?, range.end?);
    let tail = text.get(from..)?;
    // The period said at byte `at` (spaces skipped): its days and where it
    // ends.
    let period_after = |at: usize| {
        let said = text.get(at..)?;
        let lead = said.len() - said.trim_start().len();
        let (s, e, len) = period_at(said.trim_start(), today)?;
        Some((s, e, at + lead + len))
    };
    // Where the second period is said: right after its connective.
    let mut said_at: Option<Range<usize>> = None;
    let around = before.find_iter(tail).find_map(|c| {
        let (s, e, period_end) = period_after(from + c.end())?;
        said_at = Some(from + c.end()..period_end);
        let closing = after_it.find(text.get(period_end..)?)?;
        let adjacent = text[period_end..][..closing.start()].trim().is_empty();
        let said = from + c.start()..period_end;
        let word = period_end + closing.start()..period_end + closing.end();
        let spans = if adjacent {
            let whole = said.start..word.end;
            vec![whole]
        } else {
            vec![said, word]
        };
        Some((s, e, spans))
    });
    let (earlier_start, earlier_end, span) = match around {
        Some(found) => found,
        None => {
            // "compare revenue of 2024 and 2025": "and" joins the periods
            // compared when the question says it compares.
            static AND: OnceLock<(Regex, Regex)> = OnceLock::new();
            let (and, compares) = AND.get_or_init(|| {
                (
                    Regex::new(r"\band\b").expect("and regex"),
                    Regex::new(COMPARING_EN).expect("compare regex"),
                )
            });
            let c = connective
                .find(tail)
                .or_else(|| compares.is_match(text).then(|| and.find(tail)).flatten())?;
            let (s, e, period_end) = period_after(from + c.end())?;
            said_at = Some(from + c.end()..period_end);
            let span = from + c.start()..period_end;
            (s, e, vec![span])
        }
    };
    let length = Length::of(earlier_start, earlier_end)?;
    // (A range running past today, 今年, is as long as its calendar period.)
    let later = earlier_start == end && earlier_end > end;
    if !(earlier_end == start || later) || Some(length) != Length::of(start, end) {
        return None;
    }
    Some(Compared {
        comparison: length.comparison(),
        spans: span,
        later: match said_at {
            Some(at) if later => Some((earlier_start, earlier_end, at)),
            _ => None,
        },
    })
}

/// 上月和本月的订单数对比: the earlier period said first, joined to the
/// range by 和 / 与 / 跟 / 同 / "and", in a question with a word that
/// compares (对比, 相比, 比较, compare): the comparison, with the spans of
/// that period and its connective and of the comparing word.
fn earlier_period_said_before(
    text: &str,
    range_at: usize,
    range: &TimeRange,
    today: NaiveDate,
) -> Option<Compared> {
    static RE: OnceLock<(Regex, Regex)> = OnceLock::new();
    let (joined, compares) = RE.get_or_init(|| {
        (
            Regex::new(&format!(r"(?:{JOINING_ZH}|\band)\s*$")).expect("connective regex"),
            Regex::new(&format!("{COMPARING_ZH}|{COMPARING_EN}")).expect("compare regex"),
        )
    });
    let before = text.get(..range_at)?;
    let conn = joined.find(before)?;
    let word = compares.find(text)?;
    let period_end = before[..conn.start()].trim_end().len();
    let (start, end) = (range.start?, range.end?);
    let (first_start, first_end, at) = before[..period_end]
        .char_indices()
        .map(|(i, _)| i)
        .find_map(|i| {
            let (s, e, len) = period_at(&before[i..period_end], today)?;
            (i + len == period_end).then_some((s, e, i))
        })?;
    let length = Length::of(first_start, first_end)?;
    // (今天和昨天: the first said may be the later one — then it is the one
    // compared with the range found.)
    let later = first_start == end;
    if !(first_end == start || later) || Some(length) != Length::of(start, end) {
        return None;
    }
    Some(Compared {
        comparison: length.comparison(),
        spans: vec![at..conn.end(), word.range()],
        later: later.then_some((first_start, first_end, at..period_end)),
    })
}

/// "revenue 2024 vs 2025", "sales 2025 compared to 2024", "compare
/// revenue of 2024 and 2025": a bare number is a year only where two
/// years are set against each other (vs, versus, compared to/with; "and"
/// in a question that compares) — both in 1900 up to next year. The first
/// one's days and where it is said, as the range the second is compared
/// with (`earlier_period_compared` reads the second).
pub(super) fn bare_years_compared(
    text: &str,
    today: NaiveDate,
) -> Option<(NaiveDate, NaiveDate, Range<usize>)> {
    static RE: OnceLock<(Regex, Regex)> = OnceLock::new();
    let (pair, compares) = RE.get_or_init(|| {
        (
            Regex::new(r"\b(\d{4})\s*(vs\.?|versus|compared (?:with|to)|and)\s*(\d{4})\b")
                .expect("years regex"),
            Regex::new(COMPARING_EN).expect("compare regex"),
        )
    });
    let caps = pair.captures(text)?;
    if &caps[2] == "and" && !compares.is_match(text) {
        return None;
    }
    let plausible = |y: &str| {
        y.parse::<i32>()
            .ok()
            .filter(|y| (1900..=today.year() + 1).contains(y))
    };
    let first = plausible(&caps[1])?;
    plausible(&caps[3])?;
    let (start, end) = year_range(first)?;
    Some((start, end, caps.get(1)?.range()))
}
