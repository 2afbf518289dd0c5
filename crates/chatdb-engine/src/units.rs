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
    Volume,
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
        "吨" | "tonne" | "tonnes" | "ton" | "tons" => (UnitKind::Weight, 1_000_000.0),
        "磅" | "lb" | "lbs" | "pound" | "pounds" => (UnitKind::Weight, 453.6),
        "毫米" | "mm" | "millimetre" | "millimetres" | "millimeter" | "millimeters" => {
            (UnitKind::Distance, 0.001)
        }
        "厘米" | "cm" | "centimetre" | "centimetres" | "centimeter" | "centimeters" => {
            (UnitKind::Distance, 0.01)
        }
        "米" | "meter" | "meters" | "metre" | "metres" => (UnitKind::Distance, 1.0),
        "公里" | "千米" | "km" | "kilometer" | "kilometers" | "kilometre" | "kilometres" => {
            (UnitKind::Distance, 1000.0)
        }
        "毫升" | "ml" | "millilitre" | "millilitres" | "milliliter" | "milliliters" => {
            (UnitKind::Volume, 1.0)
        }
        "升" | "公升" | "liter" | "liters" | "litre" | "litres" => (UnitKind::Volume, 1000.0),
        "立方米" | "立方" | "m3" | "cbm" => (UnitKind::Volume, 1_000_000.0),
        _ => return None,
    })
}

/// The units of time a rate is said per: the English unit, the
/// adjectives a name says it with (`nightly_rate`, `hourly_wage`) and the
/// Chinese words for one of it (每晚, 每小时).
pub const PER_UNIT_OF_TIME: &[(&str, &[&str], &[&str])] = &[
    ("night", &["nightly"], &["晚", "夜"]),
    ("day", &["daily"], &["天", "日"]),
    ("hour", &["hourly"], &["小时"]),
    ("week", &["weekly"], &["周", "星期"]),
    ("month", &["monthly"], &["月"]),
    ("year", &["yearly", "annual"], &["年"]),
];

/// Whether a column is named by a unit of time alone, counted (`nights`,
/// `days`, `hours`): time spent in those units.
pub fn counts_units_of_time(column: &str) -> bool {
    match chatdb_knowledge::text::split_identifier(column).as_slice() {
        [one] => chatdb_knowledge::text::singular_forms(one)
            .iter()
            .any(|s| PER_UNIT_OF_TIME.iter().any(|(unit, _, _)| unit == s)),
        _ => false,
    }
}

/// Units a thing is measured and sold by, as a name spells them after
/// "per" (`price_per_kg`, `cost_per_km`), and the Chinese for one of it
/// (每公斤, 每公里).
const PER_UNIT_OF_MEASURE: &[(&[&str], &[&str])] = &[
    (&["kg", "kilo", "kilogram"], &["公斤", "千克"]),
    (&["gram", "g"], &["克"]),
    (&["km", "kilometer", "kilometre"], &["公里", "千米"]),
    (&["meter", "metre", "m"], &["米"]),
    (&["liter", "litre", "l"], &["升"]),
    (&["sqm", "m2"], &["平米", "平方米"]),
    (&["ton", "tonne"], &["吨"]),
];

/// The unit a column's name (its lower-cased words) says it is a rate per
/// (`hourly_rate`, `price_per_night`, `price_per_kg`): the Chinese words
/// for one of it (of [`PER_UNIT_OF_TIME`] or [`PER_UNIT_OF_MEASURE`]),
/// and the name's other words.
pub fn rate_named_by(words: &[String]) -> Option<(&'static [&'static str], Vec<&str>)> {
    rate_per_unit_of_time(words).or_else(|| {
        words.windows(2).enumerate().find_map(|(k, p)| {
            let (_, chinese) = PER_UNIT_OF_MEASURE
                .iter()
                .find(|(en, _)| p[0] == "per" && en.contains(&p[1].as_str()))?;
            Some((*chinese, words_but(words, &[k, k + 1])))
        })
    })
}

/// The words of `words` but those at `said`.
fn words_but<'w>(words: &'w [String], said: &[usize]) -> Vec<&'w str> {
    words
        .iter()
        .enumerate()
        .filter(|(k, _)| !said.contains(k))
        .map(|(_, w)| w.as_str())
        .collect()
}

fn rate_per_unit_of_time(words: &[String]) -> Option<(&'static [&'static str], Vec<&str>)> {
    PER_UNIT_OF_TIME
        .iter()
        .find_map(|(unit, adjectives, chinese)| {
            let adjective = words.iter().position(|w| adjectives.contains(&w.as_str()));
            let per = words
                .windows(2)
                .position(|p| p[0] == "per" && p[1] == *unit);
            let said: Vec<usize> = match (adjective, per) {
                (Some(k), _) => vec![k],
                (None, Some(k)) => vec![k, k + 1],
                _ => return None,
            };
            Some((*chinese, words_but(words, &said)))
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
        "lb" | "lbs" | "pounds" => (UnitKind::Weight, 453.6),
        "tonne" | "tonnes" | "tons" => (UnitKind::Weight, 1_000_000.0),
        "mm" | "millimetres" | "millimeters" => (UnitKind::Distance, 0.001),
        "cm" | "centimetres" | "centimeters" => (UnitKind::Distance, 0.01),
        "meters" | "metres" => (UnitKind::Distance, 1.0),
        "km" | "kilometers" | "kilometres" => (UnitKind::Distance, 1000.0),
        "mi" | "miles" => (UnitKind::Distance, 1609.3),
        "ml" => (UnitKind::Volume, 1.0),
        "liter" | "liters" | "litre" | "litres" | "ltr" => (UnitKind::Volume, 1000.0),
        "m3" | "cbm" => (UnitKind::Volume, 1_000_000.0),
        _ => return None,
    })
}

/// The words an abbreviated unit ending a column's name is said by in
/// full (`duration_min`: "minutes"; `distance_km`: "kilometres"), in the
/// plural a count of it takes; none for a unit spelled out already.
pub fn spelled_out(abbreviation: &str) -> &'static [&'static str] {
    match abbreviation {
        "sec" | "secs" => &["seconds"],
        "min" | "mins" => &["minutes"],
        "hr" | "hrs" => &["hours"],
        "kg" | "kgs" => &["kilograms", "kilos"],
        "km" => &["kilometres", "kilometers"],
        "ml" => &["millilitres", "milliliters"],
        "ltr" => &["litres", "liters"],
        _ => &[],
    }
}

/// The unit a column's name words (lower-cased) say it is kept in: its
/// last word's, one of two or more (`duration_sec`; `sec` alone is no
/// quantity's name) — or its first, before the participle of what was
/// done for that long or that far (`seconds_played`, `km_driven`). None
/// for a rate: the unit after "per" is what it is a price of
/// (`price_per_kg` keeps no kilograms).
pub fn unit_kept_by(words: &[String]) -> Option<(UnitKind, f64)> {
    if words.iter().any(|w| w == "per") {
        return None;
    }
    // (`usage_m3`: cubic metres, whose 3 the name's words split off.)
    if let [_, .., m, three] = words {
        if m == "m" && three == "3" {
            return unit_kept("m3");
        }
    }
    match words {
        [first, done] if crate::question::is_past_participle(done) => unit_kept(first),
        [_, .., last] => unit_kept(last),
        // (`liters`, `kg` alone: a volume or a weight is named by its unit,
        // spelled out or by an abbreviation that is nothing else — not
        // `min`, `m` or `h`.)
        [only]
            if matches!(
                only.as_str(),
                "liters" | "litres" | "kg" | "kilograms" | "tonnes" | "kwh"
            ) =>
        {
            unit_kept(only)
        }
        _ => None,
    }
}

/// The unit a column named `name` is kept in ([`unit_kept_by`] of its
/// words).
pub fn unit_kept_by_name(name: &str) -> Option<(UnitKind, f64)> {
    unit_kept_by(&chatdb_knowledge::text::split_identifier(name))
}

/// Nouns of what lasts: a `min` after one is minutes (`delay_min`,
/// `wait_min`, `runtime_min`), where after a level it is a minimum
/// (`temp_min`, `salary_min`).
const LASTING: &[&str] = &[
    "duration",
    "delay",
    "wait",
    "waiting",
    "runtime",
    "travel",
    "ride",
    "drive",
    "flight",
    "call",
    "session",
    "talk",
    "watch",
    "listen",
    "play",
    "screen",
    "dwell",
    "idle",
    "downtime",
    "uptime",
    "response",
    "resolution",
    "handle",
    "handling",
    "lead",
    "transit",
    "commute",
    "workout",
    "exercise",
    "sleep",
    "break",
    "overtime",
    "lateness",
    "late",
    "length",
    "time",
];

/// Whether a column's name says it keeps a span of time in a unit (its
/// last word `sec`, `minutes`, `hours` …, one of two or more words; `min`
/// only after a noun of what lasts, since `temp_min` is a minimum).
pub fn kept_in_a_unit_of_time(words: &[String]) -> bool {
    let minimum = words
        .last()
        .is_some_and(|w| matches!(w.as_str(), "min" | "mins"))
        && !words[..words.len().saturating_sub(1)]
            .iter()
            .any(|w| LASTING.contains(&w.as_str()));
    unit_kept_by(words).is_some_and(|(kind, _)| kind == UnitKind::Time) && !minimum
}

/// Whether a column's name (lower-cased words) says a span of one event,
/// by a noun of what lasts: `delay_min`, `wait_seconds`, `duration` — a
/// level of each row (the trip's delay), averaged per group and ranked by
/// its average, where time kept without such a noun (`hours`,
/// `minutes_worked`) is time spent that adds up.
pub fn names_a_span_of_one_event(words: &[String]) -> bool {
    let lasting =
        |w: &String| LASTING.contains(&w.as_str()) && !matches!(w.as_str(), "time" | "length");
    match words {
        [one] => lasting(one),
        [said @ .., _] => said.iter().any(lasting) && kept_in_a_unit_of_time(words),
        [] => false,
    }
}

/// Whether a column's name (lower-cased words) ends in a `min` that is
/// minutes: after a noun of what lasts ([`kept_in_a_unit_of_time`]), with
/// no `max` column of the same words beside it in its table
/// (`delay_min` alone is minutes; `delay_min` beside `delay_max` is the
/// least delay). `siblings` are the table's column names.
pub fn min_is_minutes<'a>(words: &[String], siblings: impl IntoIterator<Item = &'a str>) -> bool {
    let [said @ .., last] = words else {
        return false;
    };
    if !matches!(last.as_str(), "min" | "mins") || said.is_empty() {
        return false;
    }
    let max = format!("{}_max", said.join("_"));
    kept_in_a_unit_of_time(words) && !siblings.into_iter().any(|c| c.eq_ignore_ascii_case(&max))
}

/// Whether a column's name (lower-cased words) ends in an `m` that is
/// metres: right after a dimension (`length_m`, `max_length_m`,
/// `height_m`). A lone letter is no unit elsewhere.
pub fn m_is_metres(words: &[String]) -> bool {
    const DIMENSIONS: &[&str] = &[
        "length",
        "width",
        "height",
        "depth",
        "distance",
        "altitude",
        "elevation",
        "draft",
    ];
    matches!(words, [.., before, last] if last == "m" && DIMENSIONS.contains(&before.as_str()))
}

/// Whether a column's name (lower-cased words) ends in a `c` or an `f`
/// that is degrees Celsius or Fahrenheit: right after a temperature, or
/// after the extreme or mean of one (`temperature_c`, `max_temp_f`,
/// `temp_max_c`). A lone letter is no unit elsewhere.
pub fn letter_is_degrees(words: &[String]) -> bool {
    let temperature = |w: &str| matches!(w, "temperature" | "temp");
    match words {
        [.., before, last] if matches!(last.as_str(), "c" | "f") => {
            temperature(before)
                || (is_qualifier(before)
                    && words.len() >= 3
                    && temperature(&words[words.len() - 3]))
        }
        _ => false,
    }
}

/// Whether a name's word says which of a measure's values it keeps — its
/// extreme or its mean (`temp_max`, `price_min`, `speed_avg`), which
/// English says before the measure ("max temperature").
pub fn is_qualifier(word: &str) -> bool {
    matches!(
        word,
        "max" | "min" | "maximum" | "minimum" | "avg" | "average" | "mean" | "high" | "low"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_unit_before_a_participle_is_what_the_column_is_kept_in() {
        let words = |n: &str| chatdb_knowledge::text::split_identifier(n);
        assert_eq!(unit_kept_by(&words("seconds_played")), unit_kept("seconds"));
        assert_eq!(unit_kept_by(&words("km_driven")), unit_kept("km"));
        assert!(kept_in_a_unit_of_time(&words("hours_worked")));
        assert_eq!(unit_kept_by(&words("amount_paid")), None);
        assert_eq!(unit_kept_by(&words("units_sold")), None);
        // (A rate per kilogram keeps no kilograms.)
        assert_eq!(unit_kept_by(&words("price_per_kg")), None);
    }

    #[test]
    fn cubic_metres_end_a_name_split_from_their_3() {
        let words = |n: &str| chatdb_knowledge::text::split_identifier(n);
        assert_eq!(unit_kept_by(&words("usage_m3")), unit_kept("m3"));
        assert_eq!(unit_kept_by(&words("gas_cbm")), unit_kept("m3"));
        assert_eq!(unit_of_word("立方米"), unit_kept("m3"));
        // (A name ending in a bare 3 keeps no unit.)
        assert_eq!(unit_kept_by(&words("zone_3")), None);
    }

    #[test]
    fn time_counted_in_its_units_is_named_by_the_unit_alone() {
        assert!(counts_units_of_time("nights"));
        assert!(counts_units_of_time("days"));
        assert!(!counts_units_of_time("nightly_rate"));
        assert!(!counts_units_of_time("people"));
    }

    #[test]
    fn m_after_a_dimension_is_metres() {
        let words = |n: &str| chatdb_knowledge::text::split_identifier(n);
        assert!(m_is_metres(&words("length_m")));
        assert!(m_is_metres(&words("max_length_m")));
        assert!(!m_is_metres(&words("size_m")));
        assert!(!m_is_metres(&words("m")));
        assert!(letter_is_degrees(&words("temperature_c")));
        assert!(letter_is_degrees(&words("max_temp_f")));
        assert!(letter_is_degrees(&words("temp_max_c")));
        assert!(!letter_is_degrees(&words("max_c")));
        assert!(!letter_is_degrees(&words("vitamin_c")));
    }

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
        assert!(kept_in_a_unit_of_time(&words("delay_min")));
        assert!(!kept_in_a_unit_of_time(&words("salary_min")));
    }

    #[test]
    fn a_min_after_what_lasts_is_minutes_unless_a_max_pairs_it() {
        let words = |n: &str| n.split('_').map(str::to_string).collect::<Vec<_>>();
        assert!(min_is_minutes(
            &words("delay_min"),
            ["trip_id", "delay_min"]
        ));
        assert!(!min_is_minutes(
            &words("delay_min"),
            ["delay_min", "delay_max"]
        ));
        assert!(!min_is_minutes(&words("temp_min"), ["temp_min"]));
        assert!(!min_is_minutes(&words("duration_sec"), ["duration_sec"]));
    }

    #[test]
    fn a_delay_is_each_events_and_hours_are_time_spent() {
        let words = |n: &str| n.split('_').map(str::to_string).collect::<Vec<_>>();
        assert!(names_a_span_of_one_event(&words("delay_min")));
        assert!(names_a_span_of_one_event(&words("wait_seconds")));
        assert!(names_a_span_of_one_event(&words("duration")));
        assert!(!names_a_span_of_one_event(&words("hours")));
        assert!(!names_a_span_of_one_event(&words("hours_worked")));
        assert!(!names_a_span_of_one_event(&words("temp_min")));
    }
}
