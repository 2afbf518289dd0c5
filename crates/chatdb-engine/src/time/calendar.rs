//! Date arithmetic the time rules share: dates written out, month and
//! quarter names, calendar periods, moving back by a unit of time, and
//! numbers said in Chinese.

use chrono::{Datelike, Days, Months, NaiveDate};

/// The year of a date written out, 2025- / 2025年 (group: year).
pub(super) const DATE_YEAR: &str = r"((?:19|20)\d\d)(?:[-/.]|\s*年\s*)";

/// The month and day of a date written out, 3-5 / 3月5日 (groups: month,
/// day).
pub(super) const DATE_MONTH_DAY: &str = r"(\d{1,2})(?:[-/.]|\s*月\s*)(\d{1,2})(?:\s*[日号])?";

/// A date written out with its year: 2025-03-05, 2025/3/5, 2025.3.5,
/// 2025年3月5日 (groups: year, month, day).
pub(super) fn date_pattern() -> String {
    format!("{DATE_YEAR}{DATE_MONTH_DAY}")
}

/// The date whose year, month and day are the groups from `at` on.
pub(super) fn date_at(c: &regex::Captures<'_>, at: usize) -> Option<NaiveDate> {
    let text = |k: usize| c.get(at + k).map(|m| m.as_str());
    ymd(
        text(0)?.parse().ok()?,
        text(1)?.parse().ok()?,
        text(2)?.parse().ok()?,
    )
}

/// Month names, in English, in order.
pub(super) const MONTH_NAMES: [&str; 12] = [
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
pub(super) const QUARTER_ORDINALS: [&str; 4] = ["first", "second", "third", "fourth"];

/// The quarter (1–4) an English ordinal says.
pub(super) fn quarter_said(ordinal: &str) -> Option<u32> {
    QUARTER_ORDINALS
        .iter()
        .position(|o| *o == ordinal)
        .map(|i| i as u32 + 1)
}

/// The date of a year, month and day, if there is one.
pub(super) fn ymd(y: i32, m: u32, d: u32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(y, m, d)
}

/// The first day of the month of `d`.
pub(super) fn month_start(d: NaiveDate) -> NaiveDate {
    d.with_day(1).unwrap_or(d)
}

/// The first day of quarter `q` (1–4) of `year` and the day after its last.
pub(super) fn quarter_range(year: i32, q: u32) -> Option<(NaiveDate, NaiveDate)> {
    if !(1..=4).contains(&q) {
        return None;
    }
    let start = ymd(year, (q - 1) * 3 + 1, 1)?;
    Some((start, start.checked_add_months(Months::new(3))?))
}

/// The first day of `year` and the first of the next.
pub(super) fn year_range(year: i32) -> Option<(NaiveDate, NaiveDate)> {
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

/// A number written in digits or in Chinese up to 99 (三, 十二, 两).
pub(super) fn chinese_number(s: &str) -> Option<u32> {
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

/// How many whole months run from `s` to `e`, when both are the first of
/// a month.
pub(super) fn whole_months(s: NaiveDate, e: NaiveDate) -> Option<i32> {
    (s.day() == 1 && e.day() == 1)
        .then(|| (e.year() - s.year()) * 12 + e.month() as i32 - s.month() as i32)
}
