//! The days a question is about: a range said (今年, 上个月, 近7天, last
//! month, 2025年3月, since 2020 — the rules, most specific first), the
//! side of a period kept (2013年以后, "before march 2025"), kinds of day
//! (周末, weekdays) and what is still to come (upcoming, 未来).

use super::calendar::{
    back_by, chinese_number, date_at, date_pattern, month_start, quarter_range, quarter_said,
    year_range, ymd, DATE_MONTH_DAY, DATE_YEAR, MONTH_NAMES, QUARTER_ORDINALS,
};
use super::comparisons::bare_years_compared;
use super::Reading;
use crate::intent::Grain;
use chrono::{Datelike, Days, Months, NaiveDate};
use regex::Regex;
use std::ops::Range;
use std::sync::OnceLock;

impl Reading<'_> {
    /// The range the rest says: the first rule's period, opened on one side
    /// by a word after or before it (2013年以后, 上个月之前, "after
    /// 2025-06-01") or taken whole (去年全年); else two bare years set
    /// against each other, the first of them.
    pub(super) fn range_said(&mut self) {
        let rest = &self.rest;
        let mut said: Option<(Option<NaiveDate>, Option<NaiveDate>, Range<usize>)> = None;
        for rule in rules() {
            let Some(c) = rule.re.captures(rest) else {
                continue;
            };
            let Some((start, end)) = (rule.range)(&c, self.today) else {
                continue;
            };
            let m = c.get(0).expect("group 0 always exists");
            let mut span = m.range();
            let (mut start, mut end) = (Some(start), Some(end));
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
        let said = said.or_else(|| {
            bare_years_compared(rest, self.today)
                .map(|(start, end, span)| (Some(start), Some(end), span))
        });
        if let Some((start, end, span)) = said {
            let label = self.question[span.clone()].trim().to_string();
            self.set_range(start, end, label);
            self.out.spans.push(span.clone());
            self.range_span = Some(span);
        }
    }

    /// 周末的销售额, 去年工作日的订单数: the days kept, within the range if
    /// one is said (上周末: the week said is the range read, 上周); 每个周末
    /// asks for a weekly series on those days, 每个工作日 a daily one.
    pub(super) fn kind_of_day(&mut self) {
        let in_the_range = |m: &regex::Match| {
            self.range_span
                .as_ref()
                .is_some_and(|r| r.start <= m.start() && m.start() <= r.end)
        };
        let found = day_kinds().iter().find_map(|(re, days)| {
            re.find_iter(&self.rest)
                .find(|m| !one_particular_week(&self.rest, m.start()) || in_the_range(m))
                .map(|m| (m.range(), m.as_str().to_string(), *days))
        });
        let Some((span, said, days)) = found else {
            return;
        };
        let words = said.trim().to_string();
        match self.out.range.as_mut() {
            Some(r) => {
                r.days = days.to_vec();
                r.label = format!("{} {words}", r.label);
            }
            None => {
                self.set_range(None, None, words);
                if let Some(r) = self.out.range.as_mut() {
                    r.days = days.to_vec();
                }
            }
        }
        self.out.spans.push(span.clone());
        self.day_span = Some(span);
        if said.trim_start().starts_with(['每', '各']) {
            self.each_day_kind = Some(if days.contains(&6) {
                Grain::Week
            } else {
                Grain::Day
            });
        }
    }

    /// "upcoming appointments", 未来的航班: what is still to come, from
    /// today on, with no end — when no range is said.
    pub(super) fn what_is_still_to_come(&mut self) {
        if self.out.range.is_some() {
            return;
        }
        let Some((span, label)) = still_to_come()
            .find(&self.rest)
            .map(|m| (m.range(), m.as_str().trim().to_string()))
        else {
            return;
        };
        self.set_range(Some(self.today), None, label);
        self.out.spans.push(span);
    }
}

/// A rule of the ranges said: a pattern and how its captures and today
/// make the range's first day and the day after its last.
pub(super) struct Rule {
    pub(super) re: Regex,
    /// Builds the range from the captures and today.
    range: fn(&regex::Captures, NaiveDate) -> Option<(NaiveDate, NaiveDate)>,
}

/// The ranges said, most specific first: the first that matches wins.
pub(super) fn rules() -> &'static [Rule] {
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

/// A period said at the start of `said`: its first and end days and how
/// many bytes it takes ("in 2025 compared to 2024": a bare year too).
pub(super) fn period_at(said: &str, today: NaiveDate) -> Option<(NaiveDate, NaiveDate, usize)> {
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
