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

/// The way a question's word says (raw or stemmed): the prepositions,
/// the verbs and nouns of leaving and arriving, in both languages.
pub fn said_by(word: &str) -> Option<Way> {
    match word {
        "from" | "depart" | "departs" | "departing" | "departed" | "departure" | "departures"
        | "leav" | "leave" | "leaves" | "leaving" | "从" | "来自" | "出发" | "起飞" | "始发"
        | "发出" | "寄出" | "发自" => Some(Way::From),
        "to" | "into" | "toward" | "towards" | "arriv" | "arrive" | "arrives" | "arriving"
        | "arrived" | "arrival" | "arrivals" | "destin" | "destination" | "destinations" | "到"
        | "往" | "去" | "飞往" | "前往" | "到达" | "抵达" | "发往" | "寄往" | "运往" | "送往" => {
            Some(Way::To)
        }
        _ => None,
    }
}

/// Chinese words of a way, looked for inside unsegmented text.
pub const CHINESE: &[&str] = &[
    "从", "到", "往", "去", "来自", "飞往", "前往", "出发", "起飞", "始发", "到达", "抵达", "发出",
    "寄出", "发自", "发往", "寄往", "运往", "送往",
];

/// The end a key column's name says it keeps (lower-cased name words):
/// `origin`, `source_airport`, `from_account`, `sender_id`, 出发站 — or
/// `destination`, `dest_airport`, `to_account`, `receiver_id`, 到达站.
pub fn kept_by(words: &[String]) -> Option<Way> {
    let from = |w: &str| {
        matches!(
            w,
            "origin" | "source" | "src" | "from" | "departure" | "depart" | "sender" | "payer"
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

    fn words(name: &str) -> Vec<String> {
        crate::text::split_identifier(name)
            .into_iter()
            .map(|w| w.to_lowercase())
            .collect()
    }

    #[test]
    fn key_names_say_the_end_they_keep() {
        assert_eq!(kept_by(&words("origin")), Some(Way::From));
        assert_eq!(kept_by(&words("SourceAirport")), Some(Way::From));
        assert_eq!(kept_by(&words("dest_airport")), Some(Way::To));
        assert_eq!(kept_by(&words("receiver_id")), Some(Way::To));
        assert_eq!(kept_by(&words("出发站")), Some(Way::From));
        assert_eq!(kept_by(&words("airline_id")), None);
    }

    #[test]
    fn words_say_a_way_in_both_languages() {
        assert_eq!(said_by("departing"), Some(Way::From));
        assert_eq!(said_by("出发"), Some(Way::From));
        assert_eq!(said_by("arrive"), Some(Way::To));
        assert_eq!(said_by("飞往"), Some(Way::To));
        assert_eq!(said_by("flight"), None);
    }
}
