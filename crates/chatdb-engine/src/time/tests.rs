use super::calendar::{quarter_range, ymd};
use super::*;
use chrono::{Datelike, Months};

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
    // A word ends where the question's words do: 每个 | 月 | 销量, though
    // jieba alone glues 月销量 ("monthly sales volume").
    assert_eq!(find("每个月销量", today()).grain, Some(Grain::Month));
    assert_eq!(find("每个月销量是多少", today()).grain, Some(Grain::Month));
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
