//! Attributes a question names without naming a column: "older than 30"
//! compares ages, "the tallest" ranks by height, 最贵 is about a price,
//! and a year said as a number (1970, 2014年) is about a year. Facts about
//! the languages, shared by the rule engine (which column a comparison is
//! on) and the linker (which columns of a wide table a prompt names).

use crate::text::name_words;

/// Words that say which attribute is meant, and that attribute (an English
/// name word, stemmed as column name words are, or the Chinese part of a
/// column's name): "older than 30" compares ages, "the tallest" ranks by
/// height, "weighing more than 3500" compares weights, 最贵 is a price.
const IMPLIED: &[(&str, &str)] = &[
    ("older", "age"),
    ("younger", "age"),
    ("oldest", "age"),
    ("youngest", "age"),
    ("aged", "age"),
    ("taller", "height"),
    ("shorter", "height"),
    ("tallest", "height"),
    ("shortest", "height"),
    ("longest", "length"),
    ("farthest", "distance"),
    ("furthest", "distance"),
    ("heavier", "weight"),
    ("lighter", "weight"),
    ("heaviest", "weight"),
    ("lightest", "weight"),
    ("weigh", "weight"),
    ("weighing", "weight"),
    ("weighed", "weight"),
    ("weighs", "weight"),
    ("cheaper", "price"),
    ("cheapest", "price"),
    ("pricier", "price"),
    ("priciest", "price"),
    ("cost", "price"),
    ("costs", "price"),
    ("costing", "price"),
    // ("10 minutes late": by how much is a delay.)
    ("late", "delay"),
    ("最老", "年龄"),
    ("最年长", "年龄"),
    ("最年轻", "年龄"),
    ("最年幼", "年龄"),
    ("年龄最大", "年龄"),
    ("年纪最大", "年龄"),
    ("岁数最大", "年龄"),
    ("年龄最小", "年龄"),
    ("年纪最小", "年龄"),
    ("岁数最小", "年龄"),
    ("岁", "年龄"),
    ("最贵", "价"),
    ("最便宜", "价"),
    ("最长", "长度"),
    ("最远", "距离"),
    ("最短", "长度"),
    ("最重", "重量"),
    ("最轻", "重量"),
];

/// Words that point to an attribute without asking to compare or rank by
/// it — evidence for naming a column, not a reading: "how old", "3 years
/// old" are about an age, 多少钱 / 贵了多少 / 便宜 a price, a density
/// (人口密度, "population density") is an amount over an area.
const SAID_IN_PASSING: &[(&str, &str)] = &[
    ("old", "age"),
    ("density", "area"),
    ("贵", "价"),
    ("便宜", "价"),
    ("多少钱", "价"),
    ("密度", "面积"),
];

/// Whether `unit` says a sum of money (元, 万元, 块, yuan, RMB, $ …): a
/// number in it is an amount ("orders over 10000 yuan", 超过1万元的订单).
pub fn is_money(unit: &str) -> bool {
    let unit = unit.trim().to_lowercase();
    unit.ends_with('元')
        || matches!(
            unit.as_str(),
            "块" | "块钱"
                | "人民币"
                | "yuan"
                | "rmb"
                | "cny"
                | "usd"
                | "eur"
                | "dollar"
                | "dollars"
                | "euro"
                | "euros"
                | "$"
                | "¥"
                | "€"
        )
}

/// The attribute a word (or a cue of a few words) is about: [`IMPLIED`],
/// "most expensive" a price, and a sum of money an amount.
pub fn implied_attribute(cue: &str) -> Option<&'static str> {
    let mut words = cue.split_whitespace();
    let first = words.next().unwrap_or("");
    if matches!(
        (first, words.next()),
        ("most" | "least" | "more" | "less", Some("expensive"))
    ) {
        return Some("price");
    }
    IMPLIED
        .iter()
        .find(|(w, _)| *w == first)
        .map(|(_, a)| *a)
        .or_else(|| is_money(first).then_some("amount"))
}

/// The attributes the words of `question` imply, and `year` when it says
/// a year as a number (1800–2100): what its columns may be named by.
pub fn implied_by(question: &str) -> Vec<&'static str> {
    let lower = question.to_lowercase();
    let mut found: Vec<&'static str> = Vec::new();
    let mut add = |a: Option<&'static str>| {
        if let Some(a) = a.filter(|a| !found.contains(a)) {
            found.push(a);
        }
    };
    let a_year =
        |s: &str| s.len() == 4 && s.parse::<u32>().is_ok_and(|y| (1800..=2100).contains(&y));
    let in_passing = |w: &str| {
        SAID_IN_PASSING
            .iter()
            .find(|(said, _)| *said == w)
            .map(|(_, a)| *a)
    };
    for word in lower.split(|c: char| !c.is_ascii_alphanumeric()) {
        add(if a_year(word) {
            Some("year")
        } else {
            implied_attribute(word).or_else(|| in_passing(word))
        });
    }
    // Chinese is not split into words: look for the words in it, and for
    // a year said with 年 (2014年).
    let chinese = IMPLIED
        .iter()
        .chain(SAID_IN_PASSING)
        .filter(|(w, _)| !w.is_ascii());
    for (word, attribute) in chinese {
        add(lower.contains(word).then_some(*attribute));
    }
    add(lower.contains('元').then_some("amount"));
    let year_said = lower
        .char_indices()
        .any(|(i, c)| c == '年' && i >= 4 && lower.get(i - 4..i).is_some_and(a_year));
    add(year_said.then_some("year"));
    found
}

/// Whether `column` (its name, or its comment) is named by `attribute`:
/// `Age` and `pet_age` by age, 年龄 (and `Age`, whose Chinese it is) by
/// 年龄, 售价 by 价.
pub fn names_column(attribute: &str, column: &str, comment: Option<&str>) -> bool {
    if attribute.is_ascii() {
        name_words(column).iter().any(|w| w == attribute)
    } else {
        column.contains(attribute)
            || comment.is_some_and(|c| c.contains(attribute))
            || crate::bilingual::chinese_names(column, 18)
                .iter()
                .any(|zh| zh == attribute)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_a_question_implies() {
        assert_eq!(implied_by("Which singers are older than 30?"), vec!["age"]);
        assert_eq!(implied_by("How many cars were made in 1980?"), vec!["year"]);
        assert_eq!(implied_by("2014年以后的音乐会"), vec!["year"]);
        assert_eq!(implied_by("最贵的商品"), vec!["价"]);
        assert_eq!(implied_by("orders over 10000 yuan"), vec!["amount"]);
        assert!(implied_by("How many singers are there?").is_empty());
        // A number that is no year says nothing.
        assert!(implied_by("stadiums with capacity over 5000").is_empty());
        // Said in passing: an age, a price, a density's area.
        assert_eq!(implied_by("a cat that is 3 years old"), vec!["age"]);
        assert_eq!(implied_by("这台洗衣机卖多少钱"), vec!["价"]);
        assert_eq!(implied_by("给出各城市的人口密度"), vec!["面积"]);
        // Not a reading: the comparisons' attribute is asked as before.
        assert_eq!(implied_attribute("old"), None);
    }

    #[test]
    fn columns_an_attribute_names() {
        assert!(names_column("age", "pet_age", None));
        assert!(names_column("year", "Song_release_year", None));
        assert!(!names_column("age", "Page_count", None));
        assert!(names_column("价", "unit_price", Some("标价（元）")));
        assert!(names_column("年龄", "Age", None));
    }
}
