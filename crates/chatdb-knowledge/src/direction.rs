//! Which way a relation goes: the words a question says it with ("flights
//! from Beijing", "arriving trains", 从北京出发, 飞往东京) and the names of the
//! keys that keep each end of a journey or a transfer (`origin`,
//! `destination`, `from_account`, `receiver_id`, 出发站). Rows that reach
//! another table by two keys — a flight's two airports, a payment's two
//! accounts — are told apart by them.

/// The end of a relation a word says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Way {
    /// Where it starts: from, departing, 出发.
    From,
    /// Where it ends: to, arriving, 到达.
    To,
}

/// Words that say where a relation starts (raw or stemmed): from,
/// departing, 从, 出发, 发出 …
const FROM: &[&str] = &[
    "from",
    "depart",
    "departs",
    "departing",
    "departed",
    "departure",
    "departures",
    "leav",
    "leave",
    "leaves",
    "leaving",
    // (A journey's start is where it is from: "trips per start station".)
    "start",
    "starts",
    "started",
    "starting",
    "从",
    "来自",
    "出发",
    "起飞",
    "始发",
    "发出",
    "寄出",
    "发自",
    // (搬出去, 寄出来: out of a place.)
    "出去",
    "出来",
    "起点",
];

/// Words that say where it ends: to, arriving, 到达, 发往 …
const TO: &[&str] = &[
    "to",
    "into",
    "toward",
    "towards",
    "arriv",
    "arrive",
    "arrives",
    "arriving",
    "arrived",
    "arrival",
    "arrivals",
    "destin",
    "destination",
    "destinations",
    // (A flight lands where it arrives.)
    "land",
    "lands",
    "landing",
    "landed",
    "降落",
    "落地",
    // (… and its end where it is to: "trips that end at Riverside".)
    "end",
    "ends",
    "ended",
    "ending",
    "到",
    "往",
    "去",
    "飞往",
    "前往",
    "到达",
    "抵达",
    "发往",
    "寄往",
    "运往",
    "送往",
    // (搬进来, 运进去: into a place.)
    "进来",
    "进去",
    "终点",
];

/// The way a question's word says (raw or stemmed): the prepositions,
/// the verbs and nouns of leaving and arriving, in both languages.
pub fn said_by(word: &str) -> Option<Way> {
    if FROM.contains(&word) {
        Some(Way::From)
    } else if TO.contains(&word) {
        Some(Way::To)
    } else {
        None
    }
}

/// The Chinese words of a way, looked for inside unsegmented text.
pub fn chinese_words() -> impl Iterator<Item = &'static str> {
    FROM.iter().chain(TO).copied().filter(|w| !w.is_ascii())
}

/// The end a key column's name says it keeps: `origin`,
/// `source_airport`, `from_account`, `sender_id`, 出发站 — or
/// `destination`, `dest_airport`, `to_account`, `receiver_id`,
/// `target_language`, 到达站.
pub fn kept_by(name: &str) -> Option<Way> {
    let words: Vec<String> = crate::text::split_identifier(name)
        .into_iter()
        .map(|w| w.to_lowercase())
        .collect();
    let from = |w: &str| {
        matches!(
            w,
            "origin"
                | "source"
                | "src"
                | "from"
                | "departure"
                | "depart"
                | "sender"
                | "payer"
                | "start"
                | "begin"
        ) || ["出发", "始发", "起点", "起飞"]
            .iter()
            .any(|z| w.contains(z))
    };
    let to = |w: &str| {
        matches!(
            w,
            "destination"
                | "dest"
                | "dst"
                | "to"
                | "arrival"
                | "arrive"
                | "receiver"
                | "recipient"
                | "payee"
                | "target"
                | "end"
                | "finish"
        ) || ["到达", "目的", "终点", "抵达"]
            .iter()
            .any(|z| w.contains(z))
    };
    let froms = words.iter().any(|w| from(w));
    let tos = words.iter().any(|w| to(w));
    match (froms, tos) {
        (true, false) => Some(Way::From),
        (false, true) => Some(Way::To),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_names_say_the_end_they_keep() {
        assert_eq!(kept_by("origin"), Some(Way::From));
        assert_eq!(kept_by("SourceAirport"), Some(Way::From));
        assert_eq!(kept_by("dest_airport"), Some(Way::To));
        assert_eq!(kept_by("receiver_id"), Some(Way::To));
        assert_eq!(kept_by("target_language"), Some(Way::To));
        assert_eq!(kept_by("出发站"), Some(Way::From));
        assert_eq!(kept_by("start_station_id"), Some(Way::From));
        assert_eq!(kept_by("end_station_id"), Some(Way::To));
        assert_eq!(kept_by("airline_id"), None);
    }

    #[test]
    fn words_say_a_way_in_both_languages() {
        assert_eq!(said_by("departing"), Some(Way::From));
        assert_eq!(said_by("出发"), Some(Way::From));
        assert_eq!(said_by("arrive"), Some(Way::To));
        assert_eq!(said_by("飞往"), Some(Way::To));
        // (A flight lands where it arrives.)
        assert_eq!(said_by("landing"), Some(Way::To));
        assert_eq!(said_by("降落"), Some(Way::To));
        assert_eq!(said_by("flight"), None);
        assert!(chinese_words().any(|w| w == "发往") && chinese_words().all(|w| !w.is_ascii()));
    }
}
