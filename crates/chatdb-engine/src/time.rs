//! Time expressions in questions: ranges relative to today (今年, 去年,
//! 上个月, 近7天, last month, since 2020, 年初至今/YTD…), calendar ranges
//! (2023年, 第一季度, Q1 2024), grains (按月, monthly) and period comparisons
//! (同比, 环比, QoQ, 比上月, and the growth words said with them).

use crate::intent::{Comparison, Grain, TimeRange};
use chrono::{Datelike, Days, Months, NaiveDate};
use regex::Regex;
use std::ops::Range;
use std::sync::OnceLock;

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

/// The year of a date written out, 2025- / 2025年 (group: year).
const DATE_YEAR: &str = r"((?:19|20)\d\d)(?:[-/.]|\s*年\s*)";

/// The month and day of a date written out, 3-5 / 3月5日 (groups: month,
/// day).
const DATE_MONTH_DAY: &str = r"(\d{1,2})(?:[-/.]|\s*月\s*)(\d{1,2})(?:\s*[日号])?";

/// A date written out with its year: 2025-03-05, 2025/3/5, 2025.3.5,
/// 2025年3月5日 (groups: year, month, day).
fn date_pattern() -> String {
    format!("{DATE_YEAR}{DATE_MONTH_DAY}")
}

/// The date whose year, month and day are the groups from `at` on.
fn date_at(c: &regex::Captures<'_>, at: usize) -> Option<NaiveDate> {
    let text = |k: usize| c.get(at + k).map(|m| m.as_str());
    ymd(
        text(0)?.parse().ok()?,
        text(1)?.parse().ok()?,
        text(2)?.parse().ok()?,
    )
}

/// Month names, in English, in order.
const MONTH_NAMES: [&str; 12] = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

/// The quarters said in English, in order: "the first quarter".
const QUARTER_ORDINALS: [&str; 4] = ["first", "second", "third", "fourth"];

/// The quarter (1–4) an English ordinal says.
fn quarter_said(ordinal: &str) -> Option<u32> {
    QUARTER_ORDINALS
        .iter()
        .position(|o| *o == ordinal)
        .map(|i| i as u32 + 1)
}

fn ymd(y: i32, m: u32, d: u32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(y, m, d)
}

fn month_start(d: NaiveDate) -> NaiveDate {
    d.with_day(1).unwrap_or(d)
}

fn quarter_range(year: i32, q: u32) -> Option<(NaiveDate, NaiveDate)> {
    if !(1..=4).contains(&q) {
        return None;
    }
    let start = ymd(year, (q - 1) * 3 + 1, 1)?;
    Some((start, start.checked_add_months(Months::new(3))?))
}

fn year_range(year: i32) -> Option<(NaiveDate, NaiveDate)> {
    Some((ymd(year, 1, 1)?, ymd(year + 1, 1, 1)?))
}

/// `d` moved back by `n` of a unit of time said in either language (天/日/
/// day, 周/星期/week, 个月/月/month, 个季度/季度/quarter — three months —,
/// 年/year); `None` for any other word.
pub fn back_by(d: NaiveDate, n: u32, unit: &str) -> Option<NaiveDate> {
    match unit {
        "天" | "日" | "day" | "days" => d.checked_sub_days(Days::new(u64::from(n))),
        "周" | "星期" | "week" | "weeks" => d.checked_sub_days(Days::new(7 * u64::from(n))),
        "个月" | "月" | "month" | "months" => d.checked_sub_months(Months::new(n)),
        "个季度" | "季度" | "quarter" | "quarters" => d.checked_sub_months(Months::new(3 * n)),
        "年" | "year" | "years" => d.checked_sub_months(Months::new(12 * n)),
        _ => None,
    }
}

fn chinese_number(s: &str) -> Option<u32> {
    if let Ok(n) = s.parse() {
        return Some(n);
    }
    let digit = |c: char| "零一二三四五六七八九".chars().position(|d| d == c);
    match s.chars().collect::<Vec<_>>().as_slice() {
        [c] if *c == '十' => Some(10),
        [c] if *c == '两' => Some(2),
        [c] => digit(*c).map(|d| d as u32),
        ['十', c] => digit(*c).map(|d| 10 + d as u32),
        [a, '十'] => digit(*a).map(|d| d as u32 * 10),
        [a, '十', b] => Some(digit(*a)? as u32 * 10 + digit(*b)? as u32),
        _ => None,
    }
}

struct Rule {
    re: Regex,
    /// Builds the range from the captures and today.
    range: fn(&regex::Captures, NaiveDate) -> Option<(NaiveDate, NaiveDate)>,
}

fn rules() -> &'static [Rule] {
    static RULES: OnceLock<Vec<Rule>> = OnceLock::new();
    RULES.get_or_init(|| {
        let r = |p: &str| Regex::new(p).expect("time rule regex");
        const N: &str = r"(\d+|[一二两三四五六七八九十]+)";
        // Up to now: 以来, 至今, 到目前为止, 截至目前, 迄今 (so far).
        const SO_FAR: &str = r"(?:以来|至今|到目前为止|到现在为止|到现在|截至目前|截止目前|迄今为止|迄今)";
        vec![
            // 2025-01-01 到 2025-03-31 / between 2025-01-01 and 2025-03-31 /
            // 2025年1月1日至3月31日: the days from one date through another.
            Rule {
                // (The end's year may go unsaid: …至3月31日.)
                re: r(&format!(r"(?:\bbetween\s+|\bfrom\s+|从\s*)?{}\s*(?:到|至|~|～|\band\b|\bto\b|\bthrough\b|\buntil\b|\btill\b|–|—|\s-\s)\s*(?:{DATE_YEAR})?{DATE_MONTH_DAY}", date_pattern())),
                range: |c, _| {
                    let start = date_at(c, 1)?;
                    let year = match c.get(4) {
                        Some(y) => y.as_str().parse().ok()?,
                        None => start.year(),
                    };
                    let last = ymd(year, c[5].parse().ok()?, c[6].parse().ok()?)?;
                    // ("between" the later and the earlier: the same days.)
                    let (first, last) = (start.min(last), start.max(last));
                    Some((first, last.checked_add_days(Days::new(1))?))
                },
            },
            // 2025-03-05 / 2025/3/5 / 2025年3月5日: that day (after / before
            // / since it: the open side read after the rules).
            Rule {
                re: r(&date_pattern()),
                range: |c, _| {
                    let d = date_at(c, 1)?;
                    Some((d, d.checked_add_days(Days::new(1))?))
                },
            },
            // march 2025 / mar 2025 / 2025-03: a month of a year.
            Rule {
                re: r(r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+((?:19|20)\d\d)\b|((?:19|20)\d\d)[-/](\d{1,2})(?:[^-/.\d]|$)"),
                range: |c, _| {
                    let (year, month) = match (c.get(1), c.get(2)) {
                        (Some(name), Some(y)) => {
                            let name = &name.as_str()[..3];
                            let m = MONTH_NAMES.iter().position(|n| n.starts_with(name))? as u32 + 1;
                            (y.as_str().parse().ok()?, m)
                        }
                        _ => (c[3].parse().ok()?, c[4].parse().ok()?),
                    };
                    let s = ymd(year, month, 1)?;
                    Some((s, s.checked_add_months(Months::new(1))?))
                },
            },
            // 去年双十一 / 2024年元旦 / christmas: a day of the year known by
            // its name (a fixed date: 双十一 is 11 November, the shopping
            // festival). Without a year, the latest one up to today.
            Rule {
                re: r(r"(?:(今年|去年|前年)|((?:19|20)\d\d)\s*年)?\s*的?\s*(双十一|双11|双十二|双12|元旦|情人节|圣诞节|平安夜|\bchristmas eve\b|\bchristmas(?: day)?\b|\bnew year'?s day\b|\bvalentine'?s day\b)(?:,?\s*(?:of\s+|in\s+)?((?:19|20)\d\d)\b)?"),
                range: |c, today| {
                    let (month, day) = match &c[3] {
                        "双十一" | "双11" => (11, 11),
                        "双十二" | "双12" => (12, 12),
                        "元旦" | "new year's day" | "new years day" => (1, 1),
                        "情人节" | "valentine's day" | "valentines day" => (2, 14),
                        "平安夜" | "christmas eve" => (12, 24),
                        _ => (12, 25),
                    };
                    let year = match (c.get(1).map(|m| m.as_str()), c.get(2).or(c.get(4))) {
                        (Some("今年"), _) => today.year(),
                        (Some("去年"), _) => today.year() - 1,
                        (Some(_), _) => today.year() - 2,
                        (None, Some(y)) => y.as_str().parse().ok()?,
                        (None, None) if ymd(today.year(), month, day)? <= today => today.year(),
                        (None, None) => today.year() - 1,
                    };
                    let d = ymd(year, month, day)?;
                    Some((d, d.checked_add_days(Days::new(1))?))
                },
            },
            // 上半年 / 去年下半年 / first half of 2025 / h2 last year: half a
            // year (January–June, July–December), of this year unless said.
            Rule {
                re: r(r"(?:(今年|去年|前年)|((?:19|20)\d\d)\s*年)?\s*的?\s*([上下])半年|\b(?:(first|second) half|h([12]))(?:\s+(?:of\s+)?(?:(this year)|(last year)|((?:19|20)\d\d)\b))?"),
                range: |c, today| {
                    let first = matches!(c.get(3).or(c.get(4)).or(c.get(5)).map(|m| m.as_str()), Some("上" | "first" | "1"));
                    let year = match (c.get(1).map(|m| m.as_str()), c.get(2).or(c.get(8))) {
                        (Some("去年"), _) => today.year() - 1,
                        (Some("前年"), _) => today.year() - 2,
                        (_, Some(y)) => y.as_str().parse().ok()?,
                        _ if c.get(7).is_some() => today.year() - 1,
                        _ => today.year(),
                    };
                    let start = ymd(year, if first { 1 } else { 7 }, 1)?;
                    Some((start, start.checked_add_months(Months::new(6))?))
                },
            },
            // 去年第四季度 / 今年Q1 / 去年3月: a quarter or month of a year
            // said relative to this one.
            Rule {
                re: r(&format!(r"(今年|去年|前年|明年)\s*的?\s*(?:第?\s*{N}\s*季度|q([1-4])\b|{N}\s*月份?)")),
                range: |c, today| {
                    let offset = match &c[1] {
                        "今年" => 0,
                        "去年" => -1,
                        "前年" => -2,
                        _ => 1,
                    };
                    let y = today.year() + offset;
                    if let Some(m) = c.get(4) {
                        let s = ymd(y, chinese_number(m.as_str())?, 1)?;
                        return Some((s, s.checked_add_months(Months::new(1))?));
                    }
                    let q = c.get(2).and_then(|m| chinese_number(m.as_str())).or_else(|| c.get(3)?.as_str().parse().ok())?;
                    quarter_range(y, q)
                },
            },
            // "december last year", "Q1 of this year", "the first quarter
            // of last year", "last year's March": the same in English.
            Rule {
                re: r(&{
                    let part = |i: u8| {
                        let months = MONTH_NAMES.join("|");
                        format!(r"(?:(?P<month{i}>{months})|q(?P<quarter{i}>[1-4])|(?P<ordinal{i}>{ordinals})\s+quarter)", ordinals = QUARTER_ORDINALS.join("|"))
                    };
                    format!(r"\b{}\s+(?:of\s+)?(?P<year1>this|last|next)\s+year\b|\b(?P<year2>this|last|next)\s+year'?s\s+{}\b", part(1), part(2))
                }),
                range: |c, today| {
                    let either = |name: &str| c.name(&format!("{name}1")).or(c.name(&format!("{name}2")));
                    let y = today.year()
                        + match either("year")?.as_str() {
                            "this" => 0,
                            "last" => -1,
                            _ => 1,
                        };
                    if let Some(name) = either("month") {
                        let m = MONTH_NAMES.iter().position(|n| *n == name.as_str())? as u32 + 1;
                        let s = ymd(y, m, 1)?;
                        return Some((s, s.checked_add_months(Months::new(1))?));
                    }
                    let q = match either("quarter") {
                        Some(q) => q.as_str().parse().ok()?,
                        None => quarter_said(either("ordinal")?.as_str())?,
                    };
                    quarter_range(y, q)
                },
            },
            // 2023年第一季度 / 2023年Q1 / q1 2023
            Rule {
                re: r(&format!(r"((?:19|20)\d\d)\s*年?\s*(?:第?\s*{N}\s*季度|q([1-4]))")),
                range: |c, _| {
                    let y = c[1].parse().ok()?;
                    let q = c.get(2).and_then(|m| chinese_number(m.as_str())).or_else(|| c.get(3)?.as_str().parse().ok())?;
                    quarter_range(y, q)
                },
            },
            Rule {
                re: r(r"\bq([1-4])\s*(?:of\s*)?((?:19|20)\d\d)\b"),
                range: |c, _| quarter_range(c[2].parse().ok()?, c[1].parse().ok()?),
            },
            // 2023年3月 / march 2023
            Rule {
                re: r(r"((?:19|20)\d\d)\s*年\s*(\d{1,2}|[一二三四五六七八九十]+)\s*月"),
                range: |c, _| {
                    let s = ymd(c[1].parse().ok()?, chinese_number(&c[2])?, 1)?;
                    Some((s, s.checked_add_months(Months::new(1))?))
                },
            },
            // since 2020 / 2020年以来 / 自2020年起
            Rule {
                re: r(r"(?:since|from)\s+((?:19|20)\d\d)\b|自?((?:19|20)\d\d)\s*年?(?:以来|起|至今)"),
                range: |c, today| {
                    let y = c.get(1).or_else(|| c.get(2))?.as_str().parse().ok()?;
                    Some((ymd(y, 1, 1)?, today.checked_add_days(Days::new(1))?))
                },
            },
            // 2023年 / in 2023
            Rule {
                re: r(r"((?:19|20)\d\d)\s*年|\b(?:in|during|for)\s+((?:19|20)\d\d)\b"),
                range: |c, _| year_range(c.get(1).or_else(|| c.get(2))?.as_str().parse().ok()?),
            },
            // 第一季度 / 一季度 / first quarter (this year). 一季度 without
            // 第 only where it begins a phrase: 每一季度 is each quarter,
            // 上一季度 the last one.
            Rule {
                re: r(&format!(r"第\s*([一二三四1-4])\s*季度|(?:^|[\s，,、的在和与及])([一二三四])季度|\b({})\s+quarter\b", QUARTER_ORDINALS.join("|"))),
                range: |c, today| {
                    let q = match c.get(1).or(c.get(2)) {
                        Some(m) => chinese_number(m.as_str())?,
                        None => quarter_said(&c[3])?,
                    };
                    quarter_range(today.year(), q)
                },
            },
            // 近7天 / 最近3个月 / 过去两周 / 最近两个季度 / last 7 days / past
            // 3 months / last 2 quarters
            Rule {
                re: r(&format!(r"(?:近|最近|过去|前)\s*{N}\s*(天|日|周|星期|个月|月|个季度|季度|年)|\b(?:last|past|previous)\s+(\d+)\s+(days?|weeks?|months?|quarters?|years?)\b")),
                range: |c, today| {
                    let (n, unit) = match c.get(1) {
                        Some(m) => (chinese_number(m.as_str())?, c.get(2)?.as_str()),
                        None => (c[3].parse().ok()?, c.get(4)?.as_str()),
                    };
                    let end = today.checked_add_days(Days::new(1))?;
                    Some((back_by(end, n, unit)?, end))
                },
            },
            // Period to date: from the period's first day through today.
            Rule {
                re: r(&format!(r"年初至今|(?:今年|本年度?)\s*{SO_FAR}|\byear[- ]to[- ]date\b|\bytd\b|\bso far this year\b|\bthis year so far\b")),
                range: |_, t| Some((ymd(t.year(), 1, 1)?, t.checked_add_days(Days::new(1))?)),
            },
            Rule {
                re: r(&format!(r"季初至今|(?:本季度?|这个季度)\s*{SO_FAR}|\bquarter[- ]to[- ]date\b|\bqtd\b|\bso far this quarter\b|\bthis quarter so far\b")),
                range: |_, t| Some((quarter_range(t.year(), (t.month() - 1) / 3 + 1)?.0, t.checked_add_days(Days::new(1))?)),
            },
            Rule {
                re: r(&format!(r"月初至今|(?:本月|这个月)\s*{SO_FAR}|\bmonth[- ]to[- ]date\b|\bmtd\b|\bso far this month\b|\bthis month so far\b")),
                range: |_, t| Some((month_start(t), t.checked_add_days(Days::new(1))?)),
            },
            Rule {
                re: r(r"今年|本年|\bthis year\b|\bcurrent year\b"),
                range: |_, t| year_range(t.year()),
            },
            // 去年同期 said alone: this year so far, a year earlier.
            Rule {
                re: r(r"去年同期|\b(?:the )?same period (?:of |in )?last year\b"),
                range: |_, t| {
                    let ago = |d: NaiveDate| d.checked_sub_months(Months::new(12));
                    Some((ago(ymd(t.year(), 1, 1)?)?, ago(t.checked_add_days(Days::new(1))?)?))
                },
            },
            Rule {
                re: r(r"去年|上一年|\blast year\b|\bprevious year\b"),
                range: |_, t| year_range(t.year() - 1),
            },
            Rule {
                re: r(r"前年"),
                range: |_, t| year_range(t.year() - 2),
            },
            Rule {
                re: r(r"本月|这个月|当月|\bthis month\b"),
                range: |_, t| {
                    let s = month_start(t);
                    Some((s, s.checked_add_months(Months::new(1))?))
                },
            },
            Rule {
                re: r(r"上一?个月|上月|\blast month\b|\bprevious month\b"),
                range: |_, t| {
                    let s = month_start(t).checked_sub_months(Months::new(1))?;
                    Some((s, month_start(t)))
                },
            },
            // (Periods ahead: "leases ending next month", 下个月到期的合同 —
            // days a date column may keep before they come.)
            Rule {
                re: r(r"下一?个月|下月|\bnext month\b"),
                range: |_, t| {
                    let s = month_start(t).checked_add_months(Months::new(1))?;
                    Some((s, s.checked_add_months(Months::new(1))?))
                },
            },
            Rule {
                re: r(r"明年|下一年|\bnext year\b"),
                range: |_, t| year_range(t.year() + 1),
            },
            Rule {
                re: r(r"本季度|这个季度|\bthis quarter\b"),
                range: |_, t| quarter_range(t.year(), (t.month() - 1) / 3 + 1),
            },
            Rule {
                re: r(r"上一?个?季度|\blast quarter\b"),
                range: |_, t| {
                    let s = quarter_range(t.year(), (t.month() - 1) / 3 + 1)?.0;
                    Some((s.checked_sub_months(Months::new(3))?, s))
                },
            },
            Rule {
                re: r(r"本周|这周|\bthis week\b"),
                range: |_, t| {
                    let s = t.checked_sub_days(Days::new(t.weekday().num_days_from_monday() as u64))?;
                    Some((s, s.checked_add_days(Days::new(7))?))
                },
            },
            Rule {
                re: r(r"上一?周|上一?个?星期|\blast week\b"),
                range: |_, t| {
                    let s = t.checked_sub_days(Days::new(t.weekday().num_days_from_monday() as u64))?;
                    Some((s.checked_sub_days(Days::new(7))?, s))
                },
            },
            Rule {
                re: r(r"下一?周|下一?个?星期|\bnext week\b"),
                range: |_, t| {
                    let s = t.checked_sub_days(Days::new(t.weekday().num_days_from_monday() as u64))?;
                    let s = s.checked_add_days(Days::new(7))?;
                    Some((s, s.checked_add_days(Days::new(7))?))
                },
            },
            Rule {
                re: r(r"明天|明日|\btomorrow\b"),
                range: |_, t| {
                    let s = t.checked_add_days(Days::new(1))?;
                    Some((s, s.checked_add_days(Days::new(1))?))
                },
            },
            Rule {
                re: r(r"昨天|昨日|\byesterday\b"),
                range: |_, t| Some((t.checked_sub_days(Days::new(1))?, t)),
            },
            Rule {
                re: r(r"今天|今日|\btoday\b"),
                range: |_, t| Some((t, t.checked_add_days(Days::new(1))?)),
            },
            // 3月 / in March / Q3 said with no year: the last one begun up
            // to today — this year's, or last year's when it is still ahead.
            Rule {
                re: r(&format!(r"(?:^|[^\d年]){N}\s*月份?|\b(?:in\s+)?(january|february|march|april|june|july|august|september|october|november|december)\b|\bin\s+(may)\b|\bq([1-4])\b")),
                range: |c, today| {
                    let (start, len) = if let Some(q) = c.get(4) {
                        let q: u32 = q.as_str().parse().ok()?;
                        (ymd(today.year(), (q - 1) * 3 + 1, 1)?, 3)
                    } else {
                        let month = match c.get(1) {
                            Some(m) => chinese_number(m.as_str())?,
                            None => {
                                let name = c.get(2).or(c.get(3))?.as_str();
                                MONTH_NAMES.iter().position(|n| *n == name)? as u32 + 1
                            }
                        };
                        (ymd(today.year(), month, 1)?, 1)
                    };
                    let start = if start <= today {
                        start
                    } else {
                        start.checked_sub_months(Months::new(12))?
                    };
                    Some((start, start.checked_add_months(Months::new(len))?))
                },
            },
        ]
    })
}

/// Words for what is still to come: upcoming, in the future, 即将到来的.
fn still_to_come() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"\bupcoming\b|\b(?:in the )?future\b|\bstill to come\b|即将到来|未来")
            .expect("still-to-come regex")
    })
}

/// Kinds of day, said of no particular week: 周末 / 双休日 / weekends are
/// Saturday and Sunday, 工作日 / weekdays / working days Monday to Friday
/// (ISO day numbers). A particular weekend (上周末, this weekend) is a
/// date range, not read here.
fn day_kinds() -> &'static [(Regex, &'static [u8])] {
    static RULES: OnceLock<Vec<(Regex, &'static [u8])>> = OnceLock::new();
    RULES.get_or_init(|| {
        let r = |p: &str| Regex::new(p).expect("day kind regex");
        vec![
            (
                r(r"(?:每个?|各个?)?(?:周末|双休日)|\bweekends?\b"),
                &[6, 7][..],
            ),
            (
                r(r"(?:每个?|各个?)?工作日|\bweekdays?\b|\b(?:working|business) days?\b"),
                &[1, 2, 3, 4, 5][..],
            ),
        ]
    })
}

/// Whether the words before `at` single out one week (上周末, 这个周末,
/// "this weekend", "last weekend").
fn one_particular_week(text: &str, at: usize) -> bool {
    let before = text[..at].trim_end();
    [
        "上", "本", "这", "这个", "上个", "下", "下个", "今", "this", "last", "next",
    ]
    .iter()
    .any(|w| before.ends_with(w))
}

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

/// True when byte `end` of `text` ends a word: not inside a Chinese word as
/// jieba cuts it (年 of 年龄, 日 of 日期).
fn ends_a_word(text: &str, end: usize) -> bool {
    let ends_han = text[..end]
        .chars()
        .next_back()
        .is_some_and(chatdb_knowledge::text::is_han);
    if !ends_han || end == text.len() {
        return true;
    }
    let mut at = 0;
    for w in chatdb_knowledge::text::jieba().cut(text, true) {
        at += w.word.len();
        if at >= end {
            return at == end;
        }
    }
    true
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

/// How many whole months run from `s` to `e`, when both are the first of
/// a month.
fn whole_months(s: NaiveDate, e: NaiveDate) -> Option<i32> {
    (s.day() == 1 && e.day() == 1)
        .then(|| (e.year() - s.year()) * 12 + e.month() as i32 - s.month() as i32)
}

/// A period compared with the one before it as long: a year with the year
/// before (同比), anything shorter with the period before (环比).
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
fn bare_years_compared(
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

/// A period said at the start of `said`: its first and end days and how
/// many bytes it takes ("in 2025 compared to 2024": a bare year too).
fn period_at(said: &str, today: NaiveDate) -> Option<(NaiveDate, NaiveDate, usize)> {
    rules()
        .iter()
        .find_map(|rule| {
            let caps = rule.re.captures(said)?;
            let m = caps.get(0)?;
            if m.start() != 0 {
                return None;
            }
            let (s, e) = (rule.range)(&caps, today)?;
            Some((s, e, m.end()))
        })
        .or_else(|| {
            let digits: String = said.chars().take_while(char::is_ascii_digit).collect();
            let year: i32 = digits.parse().ok().filter(|_| digits.len() == 4)?;
            let (s, e) = year_range(year)?;
            Some((s, e, digits.len()))
        })
}

/// Finds time expressions in a lower-cased question. The first range rule
/// that matches wins (rules are ordered from most to least specific).
/// Which side of a period a comparison word after it keeps.
#[derive(Debug, Clone, Copy)]
enum OpenSide {
    /// 以后, 之后, 后: from the period's end on.
    After,
    /// 及之后, 及以后: from the period's start on.
    FromIt,
    /// 以前, 之前, 前: until the period's start.
    Before,
    /// 及之前, 及以前: until the period's end.
    ThroughIt,
}

impl OpenSide {
    /// The open range this side keeps of the period `start..end`.
    fn of(
        self,
        start: Option<NaiveDate>,
        end: Option<NaiveDate>,
    ) -> (Option<NaiveDate>, Option<NaiveDate>) {
        match self {
            OpenSide::After => (end, None),
            OpenSide::FromIt => (start, None),
            OpenSide::Before => (None, start),
            OpenSide::ThroughIt => (None, end),
        }
    }
}

/// A Chinese comparison word of time right after a period (2013年以后,
/// 2024年3月及之前, 2008年前): which side it keeps and how many bytes it
/// takes. A bare 前/后 followed by a number or 半 begins another phrase
/// (2024年前三个月 is the first three months of 2024, not before it).
fn open_side(after: &str) -> Option<(OpenSide, usize)> {
    use crate::cues::{comparison_of, CueKind, TIME_AFTER_IT};
    let trimmed = after.trim_start();
    let skipped = after.len() - trimmed.len();
    let word = TIME_AFTER_IT
        .iter()
        .chain(&["后", "前", "起", "以来", "开始"])
        .filter(|w| trimmed.starts_with(**w))
        .max_by_key(|w| w.len())?;
    let side = match (*word, comparison_of(word)) {
        // (自2025-10-01起: from that day on.)
        ("起" | "以来" | "开始", _) | (_, Some(CueKind::Ge)) => OpenSide::FromIt,
        (_, Some(CueKind::Le)) => OpenSide::ThroughIt,
        ("后", _) | (_, Some(CueKind::Gt)) => OpenSide::After,
        ("前", _) | (_, Some(CueKind::Lt)) => OpenSide::Before,
        _ => return None,
    };
    let next = trimmed[word.len()..].chars().next();
    // 2023年开始的项目: 开始 before 的 is what the rows did in the period
    // (the projects that began in 2023), not the time from it on — that
    // needs 从 or 自 before the period (从2023年开始的订单).
    if *word == "开始" && next == Some('的') {
        return None;
    }
    let begins_another = word.chars().count() == 1
        && next.is_some_and(|c| c.is_ascii_digit() || "一二两三四五六七八九十半期面".contains(c));
    (!begins_another).then_some((side, skipped + word.len()))
}

/// A word said right before a period that opens it on one side: "after
/// 2025-06-01", "since march 2025", "before 2025-01-01", "until …", 自
/// (from), 早于 (earlier than), 晚于 (later than), 截至 (up to).
fn open_side_before(before: &str) -> Option<(OpenSide, usize)> {
    const WORDS: &[(&str, OpenSide)] = &[
        ("after", OpenSide::After),
        ("later than", OpenSide::After),
        ("晚于", OpenSide::After),
        ("since", OpenSide::FromIt),
        ("starting", OpenSide::FromIt),
        ("starting from", OpenSide::FromIt),
        ("自", OpenSide::FromIt),
        ("从", OpenSide::FromIt),
        ("before", OpenSide::Before),
        ("earlier than", OpenSide::Before),
        ("早于", OpenSide::Before),
        ("until", OpenSide::ThroughIt),
        ("till", OpenSide::ThroughIt),
        ("up to", OpenSide::ThroughIt),
        ("截至", OpenSide::ThroughIt),
        ("截止", OpenSide::ThroughIt),
    ];
    let trimmed = before.trim_end();
    let (word, side) = WORDS
        .iter()
        .filter(|(w, _)| crate::question::ends_with_word(trimmed, w))
        .max_by_key(|(w, _)| w.len())?;
    Some((*side, before.len() - trimmed.len() + word.len()))
}

pub fn find(question_lower: &str, today: NaiveDate) -> TimeMentions {
    let mut out = TimeMentions::default();
    // The comparison first: "比上月" / "去年同期" name the period compared
    // with, which is not the range asked about, so ranges are looked for
    // with the comparison's words blanked out.
    let mut rest = question_lower.to_string();
    let mut comparison_grain = None;
    for (re, cmp, grain) in comparison_rules() {
        if let Some(m) = re.find(question_lower) {
            if is_same_period_alone(question_lower, m.range()) {
                continue;
            }
            out.comparison = Some(*cmp);
            out.spans.push(m.range());
            rest.replace_range(m.range(), &" ".repeat(m.len()));
            comparison_grain = *grain;
            out.spans.extend(change_spans(question_lower));
            break;
        }
    }
    let mut said: Option<(Option<NaiveDate>, Option<NaiveDate>, Range<usize>)> = None;
    for rule in rules() {
        if let Some(c) = rule.re.captures(&rest) {
            if let Some((start, end)) = (rule.range)(&c, today) {
                let m = c.get(0).expect("group 0 always exists");
                let mut span = m.range();
                let (mut start, mut end) = (Some(start), Some(end));
                // 2013年以后, 上个月之前: the time after or before the period
                // ("after 2025-06-01": said before it).
                if let Some((side, len)) = open_side(&rest[span.end..]) {
                    (start, end) = side.of(start, end);
                    span.end += len;
                    // (自2025-10-01起: 自 said too.)
                    if let Some((OpenSide::FromIt, len)) = open_side_before(&rest[..span.start]) {
                        span.start -= len;
                    }
                } else if let Some((side, len)) = open_side_before(&rest[..span.start]) {
                    (start, end) = side.of(start, end);
                    span.start -= len;
                    // (从2023年开始的订单: 开始 said too.)
                    if matches!(side, OpenSide::FromIt) && rest[span.end..].starts_with("开始") {
                        span.end += "开始".len();
                    }
                } else if let Some(whole) = ["全年", "整年", "一整年", "全月", "整月", "整个月"]
                    .iter()
                    .find(|w| rest[span.end..].starts_with(*w))
                {
                    // 去年全年, 上个月整月: the whole of the period said, no
                    // other period.
                    span.end += whole.len();
                }
                said = Some((start, end, span));
                break;
            }
        }
    }
    // (No rule's period: two bare years set against each other.)
    let said = said.or_else(|| {
        bare_years_compared(&rest, today).map(|(start, end, span)| (Some(start), Some(end), span))
    });
    let mut range_span: Option<Range<usize>> = None;
    if let Some((start, end, span)) = said {
        out.range = Some(TimeRange {
            column: None,
            start,
            end,
            label: question_lower[span.clone()].trim().to_string(),
            period: None,
            days: Vec::new(),
        });
        out.spans.push(span.clone());
        range_span = Some(span);
    }
    // 去年的销售额比前年多多少, "revenue in 2025 compared to 2024": a
    // second period said after 比 / compared to / vs / than, the one right
    // before the first and as long, is what the first is compared with
    // (said in time order, 2024年和2025年…对比, 上月和本月…对比, the later
    // is compared with the earlier).
    if out.comparison.is_none() {
        if let (Some(r), Some(span)) = (out.range.as_ref(), range_span.as_ref()) {
            let compared = earlier_period_compared(&rest, span.end, r, today)
                .or_else(|| earlier_period_said_before(&rest, span.start, r, today));
            if let Some(compared) = compared {
                out.comparison = Some(compared.comparison);
                if let Some((start, end, at)) = compared.later {
                    // The later period is the one compared with the first.
                    let label = question_lower
                        .get(at)
                        .unwrap_or_default()
                        .trim()
                        .to_string();
                    if let Some(range) = out.range.as_mut() {
                        range.start = Some(start);
                        range.end = Some(end);
                        range.label = label;
                    }
                }
                for earlier in compared.spans {
                    out.spans.push(earlier.clone());
                    rest.replace_range(earlier.clone(), &" ".repeat(earlier.len()));
                }
                out.spans.extend(change_spans(question_lower));
            }
        }
    }
    // 今年销售额增长最快的大区, "which region grew the most this year":
    // growth said of one whole calendar period, with nothing to grow from,
    // is from the period before as long — a year's from the year before.
    if out.comparison.is_none() {
        let whole = out
            .range
            .as_ref()
            .and_then(|r| Length::of(r.start?, r.end?))
            .filter(|l| matches!(l, Length::Months(_)));
        if let Some(whole) = whole.filter(|_| growth_asked(&rest)) {
            out.comparison = Some(whole.comparison());
            out.spans.extend(change_spans(question_lower));
        }
    }
    // 周末的销售额, 去年工作日的订单数: the days kept, within the range if
    // one is said. (上周末: the week said is the range read, 上周.)
    let mut day_span = None;
    let mut each_day_kind = None;
    let in_the_range = |m: &regex::Match| {
        range_span
            .as_ref()
            .is_some_and(|r| r.start <= m.start() && m.start() <= r.end)
    };
    for (re, days) in day_kinds() {
        let Some(m) = re
            .find_iter(&rest)
            .find(|m| !one_particular_week(&rest, m.start()) || in_the_range(m))
        else {
            continue;
        };
        let said = m.as_str().trim().to_string();
        match out.range.as_mut() {
            Some(r) => {
                r.days = days.to_vec();
                r.label = format!("{} {said}", r.label);
            }
            None => {
                out.range = Some(TimeRange {
                    column: None,
                    start: None,
                    end: None,
                    label: said,
                    period: None,
                    days: days.to_vec(),
                })
            }
        }
        out.spans.push(m.range());
        day_span = Some(m.range());
        // 每个周末的订单数: each weekend's, a weekly series on those days;
        // 每个工作日: each working day's, a daily one.
        if m.as_str().trim_start().starts_with(['每', '各']) {
            each_day_kind = Some(if days.contains(&6) {
                Grain::Week
            } else {
                Grain::Day
            });
        }
        break;
    }
    // "upcoming appointments", 未来的航班: what is still to come, from
    // today on, with no end.
    if out.range.is_none() {
        if let Some(m) = still_to_come().find(&rest) {
            out.range = Some(TimeRange {
                column: None,
                start: Some(today),
                end: None,
                label: m.as_str().trim().to_string(),
                period: None,
                days: Vec::new(),
            });
            out.spans.push(m.range());
        }
    }
    let overlaps_days = |m: &regex::Match| {
        day_span
            .as_ref()
            .is_some_and(|d| m.start() < d.end && d.start < m.end())
    };
    // ("vans over 80 per day": a number per a period is a rate, no series.)
    let a_rate = |m: &regex::Match| {
        m.as_str().starts_with(|c: char| c.is_ascii_alphabetic())
            && question_lower[..m.start()]
                .trim_end()
                .ends_with(|c: char| c.is_ascii_digit())
    };
    // (A period listed last first; its span is the period word alone.)
    for (re, grain) in listed_grain_rules().iter().chain(grain_rules()) {
        // 按年 in 按年龄 is no grain: it must end where a word ends.
        // (每周末 is no weekly grain: it says the weekend.)
        if let Some(m) = re
            .captures_iter(question_lower)
            .filter_map(|c| period_span(&c))
            .find(|m| ends_a_word(question_lower, m.end()) && !overlaps_days(m) && !a_rate(m))
        {
            out.grain = Some(*grain);
            out.spans.push(m.range());
            out.grain_span = Some(m.range());
            break;
        }
    }
    if out.grain.is_none() {
        out.grain = each_day_kind;
    }
    if out.grain.is_none() {
        for (re, grain) in period_asked_rules() {
            // (A rule may name the period word alone: the number of 最多的
            // 三天 stays the top-N's.)
            if let Some(m) = re
                .captures(question_lower)
                .and_then(|c| period_span(&c))
                .filter(|m| !question_lower[m.end()..].starts_with(['级', '龄', '纪', '代']))
            {
                out.grain = Some(*grain);
                out.picks_a_period = true;
                out.picked = Some(m.range());
                out.spans.push(m.range());
                break;
            }
        }
    }
    // "revenue qoq": the comparison's period is the grain of the series;
    // with a range (本月比上月) the range is compared as a whole.
    // ("month over month revenue this year": a range longer than the
    // period the comparison names is a series of those periods, each
    // against the one before — not the year against the year before.)
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
    if out.grain.is_none()
        && (out.range.is_none()
            || comparison_grain
                .is_some_and(|g| out.range.as_ref().is_some_and(|r| longer_than(r, g))))
    {
        out.grain = comparison_grain;
    }
    // 销售趋势, "the trend of orders": a series over time — by day over a
    // range of a month or less, else by month.
    let trends: Vec<_> = trend_words()
        .find_iter(question_lower)
        .map(|m| m.range())
        .collect();
    if !trends.is_empty() {
        if out.grain.is_none() {
            let short = out
                .range
                .as_ref()
                .and_then(|r| Some((r.end? - r.start?).num_days() <= 31))
                .unwrap_or(false);
            out.grain = Some(if short { Grain::Day } else { Grain::Month });
        }
        out.spans.extend(trends);
    }
    // "monthly revenue growth", 每月销售额增长率: a change asked of a series
    // with no comparison named is each period's against the one before.
    if out.comparison.is_none() && out.grain.is_some() {
        let changes: Vec<_> = change_words()
            .find_iter(question_lower)
            .map(|m| m.range())
            .collect();
        if !changes.is_empty() {
            out.comparison = Some(Comparison::PeriodOverPeriod);
            out.spans.extend(changes);
        }
    }
    whole_periods_of_a_rolling_range(&mut out, today);
    out
}

/// "revenue by month for the last 6 months", 近3个月每月的订单数: a range
/// rolled back from today in the unit of the series it is grouped by
/// begins on a day inside that unit; its first bucket would hold a few
/// days (May 30–31) set beside whole months. The range starts on the next
/// boundary instead — the N periods up to the current one.
fn whole_periods_of_a_rolling_range(out: &mut TimeMentions, today: NaiveDate) {
    let (Some(grain), Some(r)) = (out.grain, out.range.as_mut()) else {
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

/// Words asking for a series over time (趋势, 走势, trend, over time).
fn trend_words() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"趋势|走势|\btrends?\b|\bover time\b").expect("trend words regex")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 21).unwrap()
    }

    fn range(q: &str) -> (NaiveDate, NaiveDate) {
        let t = find(&q.to_lowercase(), today()).range.expect(q);
        (t.start.unwrap(), t.end.unwrap())
    }

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    /// A number of quarters back is three months each, through today.
    #[test]
    fn the_last_quarters_are_three_months_each() {
        let six = (d(2026, 5, 22), d(2026, 11, 22));
        for q in ["最近两个季度的销售额", "sales in the last 2 quarters"] {
            assert_eq!(range(q), six, "{q}");
        }
        assert_eq!(range("近一个季度的订单"), (d(2026, 8, 22), d(2026, 11, 22)));
        // Near miss: "last quarter" alone is the calendar quarter before.
        assert_eq!(range("last quarter sales"), (d(2026, 7, 1), d(2026, 10, 1)));
    }

    /// Dates written out: one day, the days from one through another, a
    /// month of a year, and a side of one said before or after it.
    #[test]
    fn dates_written_out() {
        let q1 = (d(2025, 1, 1), d(2025, 4, 1));
        for q in [
            "orders between 2025-01-01 and 2025-03-31",
            "orders from 2025/1/1 to 2025/3/31",
            "2025年1月1日到3月31日的销售额",
            "2025-01-01至2025-03-31的订单",
        ] {
            assert_eq!(range(q), q1, "{q}");
        }
        for q in [
            "2025-03-05的订单数",
            "orders on 2025/3/5",
            "2025年3月5日的订单",
        ] {
            assert_eq!(range(q), (d(2025, 3, 5), d(2025, 3, 6)), "{q}");
        }
        for q in [
            "how many orders in March 2025",
            "revenue in mar 2025",
            "2025-03的销售额",
        ] {
            assert_eq!(range(q), (d(2025, 3, 1), d(2025, 4, 1)), "{q}");
        }
        let open = |q: &str| {
            let r = find(q, today()).range.expect(q);
            (r.start, r.end)
        };
        assert_eq!(open("orders after 2025-06-01"), (Some(d(2025, 6, 2)), None));
        assert_eq!(open("orders since 2025-06-01"), (Some(d(2025, 6, 1)), None));
        assert_eq!(open("自2025-06-01起的销售额"), (Some(d(2025, 6, 1)), None));
        assert_eq!(
            open("revenue before march 2025"),
            (None, Some(d(2025, 3, 1)))
        );
        // Between the later and the earlier: the same days.
        assert_eq!(range("orders between 2025-03-31 and 2025-01-01"), q1);
    }

    /// A month or quarter said of this, last or next year in English, as
    /// 去年12月 and 今年第一季度 are in Chinese.
    #[test]
    fn english_month_or_quarter_of_a_relative_year() {
        let y = today().year();
        let month = |y: i32, m: u32| (d(y, m, 1), d(y, m, 1) + Months::new(1));
        assert_eq!(range("revenue in december last year"), month(y - 1, 12));
        assert_eq!(range("last year's march revenue"), month(y - 1, 3));
        assert_eq!(range("orders in may of this year"), month(y, 5));
        let quarter = |y: i32, q: u32| quarter_range(y, q).expect("a quarter");
        assert_eq!(range("orders in Q1 of this year"), quarter(y, 1));
        assert_eq!(
            range("sales in the first quarter of last year"),
            quarter(y - 1, 1)
        );
        assert_eq!(range("this year's q3 orders"), quarter(y, 3));
    }

    #[test]
    fn trends_are_series_and_their_growth_a_comparison() {
        // A trend is a series: by month, or by day over a short range.
        assert_eq!(find("订单数的走势", today()).grain, Some(Grain::Month));
        assert_eq!(find("近7天的销售额趋势", today()).grain, Some(Grain::Day));
        assert_eq!(
            find("the trend of orders", today()).grain,
            Some(Grain::Month)
        );
        assert_eq!(find("orders over time", today()).grain, Some(Grain::Month));
        assert_eq!(find("trendsetters", today()).grain, None);
        assert_eq!(
            find("revenue trend by quarter", today()).grain,
            Some(Grain::Quarter)
        );
        // Growth of a series is each period against the one before…
        let t = find("monthly revenue growth this year", today());
        assert_eq!(
            (t.grain, t.comparison),
            (Some(Grain::Month), Some(Comparison::PeriodOverPeriod))
        );
        assert_eq!(
            find("每月销售额增长率", today()).comparison,
            Some(Comparison::PeriodOverPeriod)
        );
        // …but growth with no series asks no comparison, and 同比 stays 同比.
        assert_eq!(find("销售额增长了多少", today()).comparison, None);
        assert_eq!(
            find("每月销售额同比增长", today()).comparison,
            Some(Comparison::YearOverYear)
        );
    }

    #[test]
    fn a_month_or_quarter_said_without_a_year_is_the_last_one_begun() {
        // Today is 2026-11-21: March and Q3 are this year's, December is
        // still ahead, so last year's.
        assert_eq!(
            range("3月的销售额"),
            (ymd(2026, 3, 1).unwrap(), ymd(2026, 4, 1).unwrap())
        );
        assert_eq!(range("sales in March"), range("3月的销售额"));
        assert_eq!(
            range("how many orders in may"),
            (ymd(2026, 5, 1).unwrap(), ymd(2026, 6, 1).unwrap())
        );
        assert_eq!(
            range("12月的订单数"),
            (ymd(2025, 12, 1).unwrap(), ymd(2026, 1, 1).unwrap())
        );
        assert_eq!(
            range("total sales in Q3"),
            (ymd(2026, 7, 1).unwrap(), ymd(2026, 10, 1).unwrap())
        );
        // A year said still wins; a span of months is no month.
        assert_eq!(
            range("2024年3月"),
            (ymd(2024, 3, 1).unwrap(), ymd(2024, 4, 1).unwrap())
        );
        assert_eq!(
            range("近3个月"),
            (ymd(2026, 8, 22).unwrap(), ymd(2026, 11, 22).unwrap())
        );
        assert!(find("每月的销售额", today()).range.is_none());
    }

    #[test]
    fn a_comparison_named_by_a_shorter_period_than_the_range_is_a_series() {
        // "month over month … this year": each month against the one
        // before, not the year against last year.
        let t = find("month over month revenue growth this year", today());
        assert_eq!(
            (t.grain, t.comparison),
            (Some(Grain::Month), Some(Comparison::PeriodOverPeriod))
        );
        // A range of one such period is compared as a whole.
        let t = find("revenue this month vs last month", today());
        assert_eq!(
            (t.grain, t.comparison),
            (None, Some(Comparison::PeriodOverPeriod))
        );
    }

    #[test]
    fn a_rolling_range_grouped_by_its_own_unit_starts_on_a_whole_period() {
        // Today is 2026-11-21: the last 6 months by month are June to
        // November, not May 22 on.
        assert_eq!(
            range("revenue by month for the last 6 months"),
            (d(2026, 6, 1), d(2026, 11, 22))
        );
        assert_eq!(
            range("近3个月每月的订单数"),
            (d(2026, 9, 1), d(2026, 11, 22))
        );
        // 2026-11-21 is a Saturday: the last 4 weeks by week start on a
        // Monday.
        assert_eq!(
            range("最近4周每周的销售额"),
            (d(2026, 10, 26), d(2026, 11, 22))
        );
        // Not grouped by that unit, the range stays as said.
        assert_eq!(range("近3个月的销售额"), (d(2026, 8, 22), d(2026, 11, 22)));
        assert_eq!(
            range("近30天每周的订单数"),
            (d(2026, 10, 23), d(2026, 11, 22))
        );
    }

    #[test]
    fn the_whole_of_a_period_said_is_that_period() {
        assert_eq!(range("去年全年营收"), range("去年营收"));
        assert_eq!(range("2025年全年的订单数"), range("2025年的订单数"));
        assert_eq!(range("上个月整月的销售额"), range("上个月的销售额"));
    }

    #[test]
    fn relative_ranges_in_both_languages() {
        assert_eq!(
            range("去年的销售额"),
            (ymd(2025, 1, 1).unwrap(), ymd(2026, 1, 1).unwrap())
        );
        assert_eq!(range("sales last year"), range("去年的销售额"));
        assert_eq!(
            range("今年"),
            (ymd(2026, 1, 1).unwrap(), ymd(2027, 1, 1).unwrap())
        );
        assert_eq!(
            range("上个月"),
            (ymd(2026, 10, 1).unwrap(), ymd(2026, 11, 1).unwrap())
        );
        assert_eq!(
            range("Which products sold most last month?"),
            range("上个月")
        );
        assert_eq!(
            range("近7天"),
            (ymd(2026, 11, 15).unwrap(), ymd(2026, 11, 22).unwrap())
        );
        assert_eq!(range("in the last 7 days"), range("近7天"));
        assert_eq!(
            range("最近三个月"),
            (ymd(2026, 8, 22).unwrap(), ymd(2026, 11, 22).unwrap())
        );
    }

    #[test]
    fn days_known_by_name_are_their_dates() {
        let day = |y, m, d| (ymd(y, m, d).unwrap(), ymd(y, m, d + 1).unwrap());
        assert_eq!(range("去年双十一的销售额"), day(2025, 11, 11));
        assert_eq!(range("双11当天的订单数"), day(2026, 11, 11));
        // Not yet this year: the last one.
        assert_eq!(range("双十二的销售额"), day(2025, 12, 12));
        assert_eq!(range("2024年元旦的订单数"), day(2024, 1, 1));
        assert_eq!(range("orders on christmas day 2024"), day(2024, 12, 25));
        assert_eq!(range("orders on christmas"), day(2025, 12, 25));
        assert_eq!(range("revenue on valentine's day"), day(2026, 2, 14));
    }

    #[test]
    fn halves_of_a_year() {
        let half = |y, m| {
            (
                ymd(y, m, 1).unwrap(),
                ymd(y, m, 1)
                    .unwrap()
                    .checked_add_months(Months::new(6))
                    .unwrap(),
            )
        };
        assert_eq!(range("今年上半年的订单数"), half(2026, 1));
        assert_eq!(range("去年下半年的销售额"), half(2025, 7));
        assert_eq!(range("2024年上半年"), half(2024, 1));
        assert_eq!(range("revenue in the first half of 2024"), half(2024, 1));
        assert_eq!(
            range("orders in the second half of last year"),
            half(2025, 7)
        );
        assert_eq!(range("h1 sales"), half(2026, 1));
    }

    #[test]
    fn periods_ahead() {
        // 2026-11-21 is a Saturday.
        assert_eq!(range("下个月到期的合同"), (d(2026, 12, 1), d(2027, 1, 1)));
        assert_eq!(range("leases ending next month"), range("下月"));
        assert_eq!(
            range("contracts due next week"),
            (d(2026, 11, 23), d(2026, 11, 30))
        );
        assert_eq!(range("下周"), range("下个星期"));
        assert_eq!(range("明天到期的订单"), (d(2026, 11, 22), d(2026, 11, 23)));
        assert_eq!(range("renewals next year"), (d(2027, 1, 1), d(2028, 1, 1)));
    }

    #[test]
    fn calendar_ranges() {
        assert_eq!(
            range("2023年的订单"),
            (ymd(2023, 1, 1).unwrap(), ymd(2024, 1, 1).unwrap())
        );
        assert_eq!(range("orders in 2023"), range("2023年"));
        assert_eq!(
            range("2024年第一季度"),
            (ymd(2024, 1, 1).unwrap(), ymd(2024, 4, 1).unwrap())
        );
        assert_eq!(
            range("Q2 2024"),
            (ymd(2024, 4, 1).unwrap(), ymd(2024, 7, 1).unwrap())
        );
        assert_eq!(
            range("第三季度"),
            (ymd(2026, 7, 1).unwrap(), ymd(2026, 10, 1).unwrap())
        );
        // 一季度 is said without 第 as often as with it.
        assert_eq!(range("一季度的销售额"), range("第一季度"));
        assert_eq!(range("华东的三季度销售额"), range("第三季度"));
        assert_eq!(
            range("今年一季度"),
            (ymd(2026, 1, 1).unwrap(), ymd(2026, 4, 1).unwrap())
        );
        assert_eq!(range("2024年二季度"), range("2024年第二季度"));
        // 每一季度 is each quarter, 上一季度 the last one: never the first.
        let each = find("每一季度的销售额", today());
        assert!(each.range.is_none());
        assert_eq!(each.grain, Some(Grain::Quarter));
        assert_eq!(find("每一个月的订单数", today()).grain, Some(Grain::Month));
        assert_eq!(range("上一季度的销售额"), range("上季度"));
        assert_eq!(range("上一个月"), range("上个月"));
        assert_eq!(range("上一周"), range("上周"));
        assert_eq!(
            range("2024年3月"),
            (ymd(2024, 3, 1).unwrap(), ymd(2024, 4, 1).unwrap())
        );
        // A quarter or month of last year is last year's, not this year's.
        assert_eq!(
            range("去年第四季度"),
            (ymd(2025, 10, 1).unwrap(), ymd(2026, 1, 1).unwrap())
        );
        assert_eq!(
            range("去年的q1"),
            (ymd(2025, 1, 1).unwrap(), ymd(2025, 4, 1).unwrap())
        );
        assert_eq!(
            range("前年12月"),
            (ymd(2024, 12, 1).unwrap(), ymd(2025, 1, 1).unwrap())
        );
        assert_eq!(
            range("今年3月份"),
            (ymd(2026, 3, 1).unwrap(), ymd(2026, 4, 1).unwrap())
        );
        assert_eq!(
            range("since 2020"),
            (ymd(2020, 1, 1).unwrap(), ymd(2026, 11, 22).unwrap())
        );
    }

    #[test]
    fn the_time_before_or_after_a_period() {
        let bounds = |q: &str| {
            let r = find(q, today()).range.expect("a range");
            (r.start, r.end)
        };
        let jan = |y| ymd(y, 1, 1);
        assert_eq!(bounds("2013年以后的订单"), (jan(2014), None));
        assert_eq!(bounds("2013年后开业的门店"), (jan(2014), None));
        assert_eq!(bounds("2019年开始，每年的订单"), (jan(2019), None));
        assert_eq!(bounds("从2019年开始的订单"), (jan(2019), None));
        // (What began in the year, not the time from it on.)
        assert_eq!(bounds("2019年开始的项目"), (jan(2019), jan(2020)));
        assert_eq!(bounds("2014年及之后的订单"), (jan(2014), None));
        assert_eq!(bounds("2009年之前开放的博物馆"), (None, jan(2009)));
        assert_eq!(bounds("2008年前或者更早"), (None, jan(2008)));
        assert_eq!(bounds("2020年及以前"), (None, jan(2021)));
        assert_eq!(bounds("2024年3月之后的订单"), (ymd(2024, 4, 1), None));
        assert_eq!(bounds("上个月之前注册的客户"), (None, ymd(2026, 10, 1)));
        // 前 before a number begins another phrase (the first months of
        // 2024), not the time before it.
        let (start, end) = bounds("2024年前三个月的订单");
        assert_eq!(start, jan(2024));
        assert!(end.is_some());
    }

    /// 去年比前年, 2025年比2024年, "in 2025 compared to 2024": a period
    /// set against the one right before it and as long is a comparison of
    /// the first; one not right before it (2025 against 2023) is not.
    #[test]
    fn a_period_against_the_one_before_it() {
        for (q, cmp, year) in [
            ("去年的销售额比前年多多少", Comparison::YearOverYear, 2025),
            (
                "2025年的销售额比2024年增长了多少",
                Comparison::YearOverYear,
                2025,
            ),
            (
                "revenue in 2025 compared to 2024",
                Comparison::YearOverYear,
                2025,
            ),
            (
                "how many more orders in 2025 than in 2024",
                Comparison::YearOverYear,
                2025,
            ),
            // The period compared with said between 和/与 and 相比.
            (
                "各品类今年的销售额和去年相比",
                Comparison::YearOverYear,
                2026,
            ),
            ("本月订单数与上月对比", Comparison::PeriodOverPeriod, 2026),
            ("本月和上月的订单数对比", Comparison::PeriodOverPeriod, 2026),
        ] {
            let t = find(q, today());
            assert_eq!(t.comparison, Some(cmp), "{q}");
            assert_eq!(
                t.range.and_then(|r| r.start).map(|d| d.year()),
                Some(year),
                "{q}"
            );
        }
        assert_eq!(
            find("revenue in 2025 compared to 2023", today()).comparison,
            None
        );
        assert_eq!(find("2025年的订单比2023年多多少", today()).comparison, None);
        // 和 joining two things is no comparison.
        assert_eq!(find("今年的订单数和销售额", today()).comparison, None);
    }

    /// The day of the week and the hour of the day: a series over them
    /// (每个星期几, "by day of week", 每个小时), or the one picked (周几,
    /// 几点, "which day of the week", "what hour") — not the daily or weekly
    /// series their words contain.
    #[test]
    fn days_of_the_week_and_hours_of_the_day() {
        for (q, g, picked) in [
            ("每个星期几的订单数", Grain::Weekday, false),
            ("按星期几统计销售额", Grain::Weekday, false),
            ("orders by day of week", Grain::Weekday, false),
            ("周几的销售额最高", Grain::Weekday, true),
            (
                "which day of the week has the most orders",
                Grain::Weekday,
                true,
            ),
            ("每个小时的订单数", Grain::Hour, false),
            ("hourly orders", Grain::Hour, false),
            ("几点下单的人最多", Grain::Hour, true),
            (
                "what hour of the day has the most orders",
                Grain::Hour,
                true,
            ),
        ] {
            let t = find(q, today());
            assert_eq!((t.grain, t.picks_a_period), (Some(g), picked), "{q}");
        }
        assert_eq!(find("每周的订单数", today()).grain, Some(Grain::Week));
        assert_eq!(
            find("which day had the most orders", today()).grain,
            Some(Grain::Day)
        );
    }

    /// 最高的一天, 的一个月, 的年份, 哪一年: one period picked out of a
    /// series — not a total with a LIMIT.
    #[test]
    fn a_period_picked_by_its_name() {
        for (q, g) in [
            ("今年销售额最高的一天", Grain::Day),
            ("销售额最高的一个月", Grain::Month),
            ("去年订单最少的一周", Grain::Week),
            ("订单最多的年份", Grain::Year),
            ("哪一年的销售额最高", Grain::Year),
            ("which year had the most orders", Grain::Year),
            // What is asked when, is the day.
            ("最近一次下单是什么时候", Grain::Day),
            ("最早的订单是何时", Grain::Day),
            ("when was the latest order", Grain::Day),
        ] {
            let t = find(q, today());
            assert_eq!((t.grain, t.picks_a_period), (Some(g), true), "{q}");
        }
        // "when" inside a sentence joins clauses; it asks nothing.
        assert!(!find("list the orders when the status is cancelled", today()).picks_a_period);
        // Not a school grade, nor an age.
        assert!(!find("哪年级的学生最多", today()).picks_a_period);
        // Where years are a column of their own, the year is that column.
        let years = find("which year has the most concerts", today()).without_picked_year();
        assert_eq!((years.grain, years.picks_a_period), (None, false));
        assert!(years.spans.is_empty());
    }

    #[test]
    fn two_periods_compared_in_time_order_compare_the_later() {
        let year = |y: i32| (ymd(y, 1, 1), ymd(y + 1, 1, 1));
        for q in [
            "2024年和2025年的销售额对比",
            "2025年和2024年的销售额对比",
            "compare revenue in 2024 and 2025",
            "revenue in 2024 vs 2025",
            "revenue in 2025 compared to 2024",
        ] {
            let t = find(q, today());
            let r = t.range.unwrap_or_else(|| panic!("no range: {q}"));
            assert_eq!((r.start, r.end), year(2025), "{q}");
            assert_eq!(t.comparison, Some(Comparison::YearOverYear), "{q}");
        }
        // The earlier period said first, the later one found as the range.
        for q in ["上月和本月的订单数对比", "上个月和这个月的订单数对比"] {
            let t = find(q, today());
            let r = t.range.unwrap_or_else(|| panic!("no range: {q}"));
            assert_eq!(r.start, ymd(2026, 11, 1), "{q}");
            assert_eq!(t.comparison, Some(Comparison::PeriodOverPeriod), "{q}");
        }
        // Weeks and days as well as months: periods as many days long.
        for (q, start) in [
            ("本周和上周的订单数对比", ymd(2026, 11, 16)),
            ("上周和本周的订单数对比", ymd(2026, 11, 16)),
            ("昨天和今天的订单数对比", Some(today())),
            ("今天和昨天的订单数对比", Some(today())),
            ("本月和上月的订单数对比", ymd(2026, 11, 1)),
            ("compare orders this week and last week", ymd(2026, 11, 16)),
        ] {
            let t = find(q, today());
            let r = t.range.unwrap_or_else(|| panic!("no range: {q}"));
            assert_eq!(r.start, start, "{q}");
            assert_eq!(t.comparison, Some(Comparison::PeriodOverPeriod), "{q}");
        }
        // A week is not set against a month.
        assert_eq!(find("本周和上个月的订单数对比", today()).comparison, None);
        // Not adjacent, or nothing compares: no comparison.
        assert_eq!(
            find("compare revenue of 2023 and 2025", today()).comparison,
            None
        );
        assert_eq!(find("revenue of 2024 and 2025", today()).comparison, None);
    }

    #[test]
    fn grains_and_comparisons() {
        assert_eq!(find("按月统计销售额", today()).grain, Some(Grain::Month));
        assert_eq!(find("monthly revenue", today()).grain, Some(Grain::Month));
        assert_eq!(find("每季度", today()).grain, Some(Grain::Quarter));
        // 各 before a unit of time is "each" of them, as 每 is.
        assert_eq!(
            find("去年各季度的订单数", today()).grain,
            Some(Grain::Quarter)
        );
        assert_eq!(
            find("2025年各月的订单数", today()).grain,
            Some(Grain::Month)
        );
        assert_eq!(find("各年度的销售额", today()).grain, Some(Grain::Year));
        assert_eq!(find("各年级的学生数", today()).grain, None);
        assert_eq!(find("按年统计", today()).grain, Some(Grain::Year));
        assert_eq!(find("按年龄降序列出歌手", today()).grain, None);
        // The period asked for as the thing picked: each one is a group.
        assert_eq!(
            find("去年哪个月的销售额最高", today()).grain,
            Some(Grain::Month)
        );
        assert_eq!(
            find("销售额最高的月份？", today()).grain,
            Some(Grain::Month)
        );
        assert_eq!(
            find("which quarter had the most orders", today()).grain,
            Some(Grain::Quarter)
        );
        assert_eq!(find("1月份的销售额", today()).grain, None);
        assert_eq!(
            find("销售额同比", today()).comparison,
            Some(Comparison::YearOverYear)
        );
        assert_eq!(
            find("环比增长", today()).comparison,
            Some(Comparison::PeriodOverPeriod)
        );
        let ytd = find("revenue ytd", today());
        assert_eq!(ytd.comparison, None, "year to date is a range");
        assert_eq!(
            range("今年以来的销售额"),
            (ymd(2026, 1, 1).unwrap(), ymd(2026, 11, 22).unwrap())
        );
        assert_eq!(range("revenue ytd"), range("今年以来的销售额"));
        assert_eq!(
            range("本月至今"),
            (ymd(2026, 11, 1).unwrap(), ymd(2026, 11, 22).unwrap())
        );
        assert_eq!(
            range("quarter to date"),
            (ymd(2026, 10, 1).unwrap(), ymd(2026, 11, 22).unwrap())
        );
        // "So far", said in other words, is the same period to date.
        for q in [
            "本月到目前为止卖了多少件",
            "这个月截至目前的销售额",
            "revenue so far this month",
        ] {
            assert_eq!(range(q), range("本月至今"), "{q}");
        }
        for q in ["今年到现在的订单数", "orders this year so far"] {
            assert_eq!(range(q), range("今年以来的销售额"), "{q}");
        }
        let qoq = find("revenue qoq", today());
        assert_eq!(qoq.comparison, Some(Comparison::PeriodOverPeriod));
        assert_eq!(qoq.grain, Some(Grain::Quarter));
        // The previous period named by the comparison is not the range.
        let mom = find("本月销售额比上月增长了多少", today());
        assert_eq!(mom.comparison, Some(Comparison::PeriodOverPeriod));
        assert_eq!(mom.range.unwrap().label, "本月");
        assert_eq!(mom.grain, None);
        let same = find("本月销售额与去年同期相比", today());
        assert_eq!(same.comparison, Some(Comparison::YearOverYear));
        assert_eq!(same.range.unwrap().label, "本月");
        // 去年同期 alone is a period: this year so far, a year back.
        for alone in ["去年同期的销售额", "sales in the same period last year"] {
            let t = find(alone, today());
            assert_eq!(t.comparison, None, "{alone}");
            assert_eq!(
                range(alone),
                (ymd(2025, 1, 1).unwrap(), ymd(2025, 11, 22).unwrap())
            );
        }
        // … but not with a change asked, or another period to set it against.
        for compared in ["去年同期的销售额增长了多少", "今年和去年同期的销售额"]
        {
            assert_eq!(
                find(compared, today()).comparison,
                Some(Comparison::YearOverYear),
                "{compared}"
            );
        }
        // Growth words belong to the comparison they come with …
        let yoy = find("今年销售额同比增长多少", today());
        assert_eq!(yoy.comparison, Some(Comparison::YearOverYear));
        assert_eq!(yoy.spans.len(), 3);
        // … and alone are no comparison.
        assert_eq!(find("population growth", today()).comparison, None);
        assert_eq!(
            find("revenue compared to last year", today()).comparison,
            Some(Comparison::YearOverYear)
        );
        // "compare … with last year's": the possessive names last year's
        // figure, compared with; "compare" is the comparison's word.
        let said = "compare this year's revenue with last year's";
        let found = find(said, today());
        assert_eq!(found.comparison, Some(Comparison::YearOverYear));
        assert!(found.spans.iter().any(|s| &said[s.clone()] == "compare"));
        assert_eq!(found.range.map(|r| r.label), Some("this year".to_string()));
        // The earlier period named after "vs" or before 比 is the one
        // just before.
        for q in [
            "sales this month vs last month",
            "revenue this quarter compared to the previous quarter",
            "这个月的销售额和上个月比怎么样",
            "本周订单数跟上周比",
            "今天的订单数和昨天相比",
            "上个月的销售额比前一个月增长了多少",
            "last month's revenue compared to the month before",
            "上季度的订单数和前一个季度比",
            "compare this month's orders to last month's",
            "this week's revenue against last week's",
        ] {
            let found = find(q, today());
            assert_eq!(found.comparison, Some(Comparison::PeriodOverPeriod), "{q}");
        }
        // (A series by month of last quarter is no comparison.)
        assert_eq!(find("上个月和上周的订单", today()).comparison, None);
    }

    #[test]
    fn kinds_of_day_keep_their_days_of_the_week() {
        let days = |q: &str| find(q, today()).range.map(|r| (r.start, r.days));
        assert_eq!(days("周末的销售额"), Some((None, vec![6, 7])));
        assert_eq!(
            days("how many orders on weekends"),
            Some((None, vec![6, 7]))
        );
        assert_eq!(days("weekday revenue"), Some((None, vec![1, 2, 3, 4, 5])));
        // Within a range said with them.
        let (start, kept) = days("去年工作日的订单数").expect("a range");
        assert_eq!(start, NaiveDate::from_ymd_opt(2025, 1, 1));
        assert_eq!(kept, vec![1, 2, 3, 4, 5]);
        // 上周末 is last week's Saturday and Sunday.
        let (start, kept) = days("上周末的销售额").expect("a range");
        assert_eq!(start, NaiveDate::from_ymd_opt(2026, 11, 9));
        assert_eq!(kept, vec![6, 7]);
        // 每个周末 is each weekend's: a weekly series on weekends (每周 is
        // not read apart from it); "this weekend" is no kind of day.
        let each = find("每个周末的订单数", today());
        assert_eq!(each.grain, Some(Grain::Week));
        assert_eq!(each.range.map(|r| r.days), Some(vec![6, 7]));
        assert_eq!(find("每周末的订单数", today()).grain, Some(Grain::Week));
        assert_eq!(find("每个工作日的订单数", today()).grain, Some(Grain::Day));
        assert!(find("orders this weekend", today()).range.is_none());
    }

    #[test]
    fn plain_numbers_are_not_time() {
        assert!(find("singers older than 30", today()).range.is_none());
        assert!(find("more than 2000 students", today()).range.is_none());
        // Two numbers set against each other are years only as years.
        assert!(find("products 1001 vs 1002", today()).range.is_none());
        assert!(find("2024 and 2025 students", today()).range.is_none());
    }

    #[test]
    fn growth_of_one_whole_period_is_from_the_period_before() {
        for (q, cmp) in [
            ("今年销售额增长最快的大区", Comparison::YearOverYear),
            ("上个月订单数下降最多的门店", Comparison::PeriodOverPeriod),
            ("2025年销售额增长了多少", Comparison::YearOverYear),
            (
                "which store's revenue grew the most last year",
                Comparison::YearOverYear,
            ),
            // Every word that says only a change (cues.rs), rise or fall.
            ("今年销售额上涨了多少", Comparison::YearOverYear),
            ("去年哪个门店的销售额下跌最多", Comparison::YearOverYear),
            ("上个月订单数下滑最多的大区", Comparison::PeriodOverPeriod),
            ("今年哪个品类的增速最快", Comparison::YearOverYear),
        ] {
            assert_eq!(find(q, today()).comparison, Some(cmp), "{q}");
        }
        // 增加 is also "to add": 今年增加了多少客户 counts the new ones.
        assert_eq!(find("今年增加了多少客户", today()).comparison, None);
        // Growth with no period, or over days that are no calendar period,
        // or a period without growth, compares nothing.
        for q in [
            "销售额增长最快的大区",
            "最近30天销售额增长最快的门店",
            "今年销售额最高的大区",
        ] {
            assert_eq!(find(q, today()).comparison, None, "{q}");
        }
    }

    #[test]
    fn bare_years_set_against_each_other_are_compared() {
        for (q, year) in [
            ("revenue 2024 vs 2025", 2025),
            ("sales 2025 compared to 2024", 2025),
            ("compare revenue of 2024 and 2025", 2025),
        ] {
            let t = find(q, today());
            let r = t.range.unwrap_or_else(|| panic!("{q}: no range"));
            assert_eq!(r.start, NaiveDate::from_ymd_opt(year, 1, 1), "{q}");
            assert_eq!(t.comparison, Some(Comparison::YearOverYear), "{q}");
        }
    }
}
