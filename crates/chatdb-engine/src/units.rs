//! Units of measure: the words a question says a number in (分钟, km) and
//! the words ending a column's name that say what it is kept in
//! (`duration_sec`, `weight_kg`), each with what it measures and its size,
//! so a number said in one can be turned into the other.

/// What a unit measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnitKind {
    Time,
    Weight,
    Distance,
}

/// The unit a question's word says (分钟, minutes, 小时, kg, 公里 …): what
/// it measures and its size in the kind's smallest unit here (seconds,
/// grams, metres).
pub fn unit_of_word(word: &str) -> Option<(UnitKind, f64)> {
    Some(match word {
        "秒" | "秒钟" | "second" | "seconds" | "sec" | "secs" => (UnitKind::Time, 1.0),
        "分钟" | "minute" | "minut" | "minutes" | "min" | "mins" => (UnitKind::Time, 60.0),
        "小时" | "hour" | "hours" | "hr" | "hrs" => (UnitKind::Time, 3600.0),
        "克" | "gram" | "grams" => (UnitKind::Weight, 1.0),
        "公斤" | "千克" | "kg" | "kilo" | "kilogram" | "kilograms" => {
            (UnitKind::Weight, 1000.0)
        }
        "米" | "meter" | "meters" | "metre" | "metres" => (UnitKind::Distance, 1.0),
        "公里" | "千米" | "km" | "kilometer" | "kilometers" | "kilometre" | "kilometres" => {
            (UnitKind::Distance, 1000.0)
        }
        _ => return None,
    })
}

/// The unit a column's last name word says it is kept in (`sec` of
/// `duration_sec`, `kg` of `weight_kg`); not the one-letter `m`, `g` or
/// `h`, which say too many things.
pub fn unit_kept(word: &str) -> Option<(UnitKind, f64)> {
    Some(match word {
        "sec" | "secs" | "second" | "seconds" => (UnitKind::Time, 1.0),
        "min" | "mins" | "minute" | "minutes" => (UnitKind::Time, 60.0),
        "hour" | "hours" | "hr" | "hrs" => (UnitKind::Time, 3600.0),
        "gram" | "grams" => (UnitKind::Weight, 1.0),
        "kg" | "kgs" | "kilo" | "kilos" | "kilograms" => (UnitKind::Weight, 1000.0),
        "meters" | "metres" => (UnitKind::Distance, 1.0),
        "km" | "kilometers" | "kilometres" => (UnitKind::Distance, 1000.0),
        _ => return None,
    })
}

/// The unit a column's name words (lower-cased) say it is kept in: its
/// last word's, one of two or more (`duration_sec`; `sec` alone is no
/// quantity's name).
pub fn unit_kept_by(words: &[String]) -> Option<(UnitKind, f64)> {
    let [_, .., last] = words else {
        return None;
    };
    unit_kept(last)
}

/// Whether a column's name says it keeps a span of time in a unit (its
/// last word `sec`, `minutes`, `hours` …, one of two or more words; `min`
/// only after `duration`, since `temp_min` is a minimum).
pub fn kept_in_a_unit_of_time(words: &[String]) -> bool {
    let minimum = words
        .last()
        .is_some_and(|w| matches!(w.as_str(), "min" | "mins"))
        && !words.iter().any(|w| w == "duration");
    unit_kept_by(words).is_some_and(|(kind, _)| kind == UnitKind::Time) && !minimum
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_units_said_and_kept_share_a_size() {
        assert_eq!(unit_of_word("分钟"), unit_kept("min"));
        assert_eq!(unit_of_word("小时"), unit_kept("hours"));
        assert_ne!(
            unit_of_word("公里").map(|u| u.0),
            unit_kept("sec").map(|u| u.0)
        );
        let words = |n: &str| n.split('_').map(str::to_string).collect::<Vec<_>>();
        assert!(kept_in_a_unit_of_time(&words("duration_min")));
        assert!(kept_in_a_unit_of_time(&words("call_seconds")));
        assert!(!kept_in_a_unit_of_time(&words("temp_min")));
        assert!(!kept_in_a_unit_of_time(&words("weight_kg")));
    }
}
