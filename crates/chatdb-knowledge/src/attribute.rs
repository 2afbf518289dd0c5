//! Attributes a question names without naming a column: "older than 30"
//! compares ages, "the tallest" ranks by height, 最贵 is about a price,
//! and a year said as a number (1970, 2014年) is about a year. Facts about
//! the languages, shared by the rule engine (which column a comparison is
//! on) and the linker (which columns of a wide table a prompt names).

use crate::text::name_words;

/// The attribute a comparative or superlative adjective is about: "older
/// than 30" compares ages, "the tallest" ranks by height. (Stemmed, as
/// column name words are.)
pub fn implied_attribute(cue: &str) -> Option<&'static str> {
    let mut words = cue.split_whitespace();
    let first = words.next().unwrap_or("");
    // "most expensive", "less expensive": the adjective says the attribute.
    let word = match (first, words.next()) {
        ("most" | "least" | "more" | "less", Some("expensive")) => "pricier",
        _ => first,
    };
    Some(match word {
        "older" | "younger" | "oldest" | "youngest" => "age",
        "taller" | "shorter" | "tallest" | "shortest" => "height",
        "heavier" | "lighter" | "heaviest" | "lightest" => "weight",
        "cheaper" | "cheapest" | "pricier" | "priciest" => "price",
        // Verbs: "weighing more than 3500", "aged over 30", "products that
        // cost less than 100".
        "weigh" | "weighing" | "weighed" | "weighs" => "weight",
        "cost" | "costs" | "costing" => "price",
        "aged" => "age",
        // 最老的运动员 / 最年轻的: an age; 最贵 / 最便宜: a price (售价, 价格).
        "最老" | "最年长" | "最年轻" | "最年幼" | "岁" => "年龄",
        "最贵" | "最便宜" => "价",
        // "orders over 10000 yuan", 超过1万元的订单: a sum of money is an
        // amount.
        "元" | "万元" | "块" | "块钱" | "yuan" | "rmb" | "dollars" => "amount",
        _ => return None,
    })
}

/// The attributes the words of `question` imply, and `year` when it says
/// a year as a number (1800–2100): what its columns may be named by.
pub fn implied_by(question: &str) -> Vec<&'static str> {
    let lower = question.to_lowercase();
    let mut found: Vec<&'static str> = Vec::new();
    for word in lower.split(|c: char| !c.is_alphanumeric()) {
        let year = word.len() == 4
            && word
                .parse::<u32>()
                .is_ok_and(|y| (1800..=2100).contains(&y));
        let a = if year {
            Some("year")
        } else {
            implied_attribute(word)
        };
        found.extend(a.filter(|a| !found.contains(a)));
    }
    // Chinese runs are not split into words: look for the words in them.
    for chinese in ["最老", "最年长", "最年轻", "最年幼", "岁", "最贵", "最便宜"] {
        let a = lower
            .contains(chinese)
            .then(|| implied_attribute(chinese))
            .flatten();
        found.extend(a.filter(|a| !found.contains(a)));
    }
    if lower.contains('年') && !found.contains(&"year") {
        let year_said = lower.char_indices().any(|(i, c)| {
            c == '年'
                && i >= 4
                && lower[..i]
                    .get(i - 4..)
                    .and_then(|y| y.parse::<u32>().ok())
                    .is_some_and(|y| (1800..=2100).contains(&y))
        });
        if year_said {
            found.push("year");
        }
    }
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
