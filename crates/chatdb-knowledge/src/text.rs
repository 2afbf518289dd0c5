//! Turning names and questions into comparable words, in Chinese and
//! English: identifiers split at underscores and case changes, Chinese
//! segmented with jieba, English reduced to word stems, question filler
//! dropped.

use jieba_rs::Jieba;
use std::sync::OnceLock;

/// Days known by their name that jieba's dictionary lacks or splits
/// (今年双十一卖了 would be 双十 | 一卖): kept whole.
const NAMED_DAYS: &[&str] = &["双十一", "双十二"];

/// The shared jieba segmenter (its dictionary loads once, ~100 ms).
pub fn jieba() -> &'static Jieba {
    static JIEBA: OnceLock<Jieba> = OnceLock::new();
    JIEBA.get_or_init(|| {
        let mut jieba = Jieba::new();
        for day in NAMED_DAYS {
            jieba.add_word(day, None, None);
        }
        jieba
    })
}

/// Whether a name's first word makes it a flag of being or having what
/// the rest names (is_member, has_pet, with_vehicle): is, has or with.
pub fn is_flag_word(word: &str) -> bool {
    matches!(word.to_lowercase().as_str(), "is" | "has" | "with")
}

/// Splits an identifier into lower-case words: `customerID` → customer id,
/// `order_items` → order items, `Stu_ID2` → stu id 2, `area_m2` → area m2.
/// Non-ASCII runs are kept whole (jieba segments them later).
pub fn split_identifier(name: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = name.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let prev = i.checked_sub(1).map(|j| chars[j]);
        let next = chars.get(i + 1).copied();
        let boundary = match prev {
            None => false,
            Some(p) => {
                (p.is_ascii_lowercase() && c.is_ascii_uppercase())
                    || (p.is_ascii_uppercase()
                        && c.is_ascii_uppercase()
                        && next.is_some_and(|n| n.is_ascii_lowercase()))
                    || (p.is_ascii_alphabetic() && c.is_ascii_digit())
                    || (p.is_ascii_digit() && c.is_ascii_alphabetic())
                    || (p.is_ascii() != c.is_ascii())
            }
        };
        if !c.is_alphanumeric() {
            if !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
            continue;
        }
        if boundary && !current.is_empty() {
            words.push(std::mem::take(&mut current));
        }
        current.extend(c.to_lowercase());
    }
    if !current.is_empty() {
        words.push(current);
    }
    // (`area_m2`, `volume_m3`: square and cubic metres are one unit, not
    // "m" and a number.)
    if let [.., m, power] = words.as_slice() {
        if m == "m" && matches!(power.as_str(), "2" | "3") {
            let unit = format!("m{power}");
            words.truncate(words.len() - 2);
            words.push(unit);
        }
    }
    words
}

/// Words that carry no meaning for linking: question scaffolding in both
/// languages. Kept short on purpose: a real column might be called `name`.
const STOPWORDS: &[&str] = &[
    "a", "an", "the", "of", "in", "on", "for", "to", "and", "or", "is", "are", "was", "were", "be",
    "by", "with", "what", "which", "who", "whom", "whose", "how", "many", "much", "do", "does",
    "did", "show", "list", "give", "me", "find", "tell", "all", "that", "this", "these", "those",
    "there", "their", "its", "it", "as", "at", "from", "each", "every", "than", "please", "get",
    "i", "we", "you", "have", "has", "had", "not", "no", "any", "?", "的", "是", "了", "吗", "呢",
    "有", "和", "与", "及", "或", "在", "请", "给出", "列出", "哪些", "什么", "多少", "几", "个",
    "都", "把", "被", "一下", "查询", "告诉", "我", "我们", "哪个", "哪", "为", "对", "中", "按照",
    "这些", "那些", "以及", "其",
];

/// True for CJK ideographs.
pub fn is_han(c: char) -> bool {
    matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3400}'..='\u{4dbf}')
}

/// True for filler words.
pub fn is_stopword(w: &str) -> bool {
    STOPWORDS.contains(&w)
}

/// `word` and the singulars it may be the plural of, most literal first:
/// `countries` → country, `boxes` → box, `singers` → singer (and the
/// letter-stripped forms beside them, `countrie`, `boxe`: a caller looks
/// them up, it does not trust them).
pub fn singular_forms(word: &str) -> Vec<String> {
    let mut forms = vec![word.to_string()];
    if let Some(stem) = word.strip_suffix("ies") {
        forms.push(format!("{stem}y"));
    }
    if let Some(stem) = word.strip_suffix("es") {
        forms.push(stem.to_string());
    }
    if let Some(stem) = word.strip_suffix('s') {
        forms.push(stem.to_string());
    }
    // Irregular plurals, also ending compounds: salespeople → salesperson,
    // chairmen → chairman, children → child.
    for (plural, singular) in [("people", "person"), ("men", "man"), ("children", "child")] {
        if let Some(stem) = word.strip_suffix(plural) {
            forms.push(format!("{stem}{singular}"));
        }
    }
    forms
}

/// Irregular English past participles and their verbs (sold → sell).
const IRREGULAR_PARTICIPLES: &[(&str, &str)] = &[
    ("sold", "sell"),
    ("bought", "buy"),
    ("made", "make"),
    ("built", "build"),
    ("paid", "pay"),
    ("spent", "spend"),
    ("won", "win"),
    ("lost", "lose"),
    ("held", "hold"),
    ("given", "give"),
    ("taken", "take"),
    ("sent", "send"),
    ("kept", "keep"),
    ("seen", "see"),
    ("written", "write"),
    ("grown", "grow"),
    ("driven", "drive"),
    ("flown", "fly"),
    ("brought", "bring"),
    ("done", "do"),
    ("found", "find"),
    ("taught", "teach"),
    ("caught", "catch"),
    ("told", "tell"),
    ("met", "meet"),
];

/// The verb of an irregular past participle (`sold` → sell, `paid` →
/// pay), whose stem is not the verb's; None for a regular one.
pub fn verb_of_irregular_participle(word: &str) -> Option<&'static str> {
    IRREGULAR_PARTICIPLES
        .iter()
        .find(|(p, _)| *p == word)
        .map(|(_, v)| *v)
}

/// The spellings of a verb an ending was cut from, as cut first: `rent`
/// (of rental), `arriv` and `arrive` (of arrival), `shopp` and `shop` (of
/// shopping — a doubled last consonant undone). Letter-stripped forms a
/// caller looks up and does not trust.
pub fn spellings_of_a_cut_verb(stem: &str) -> Vec<String> {
    let mut spellings = vec![stem.to_string(), format!("{stem}e")];
    let b = stem.as_bytes();
    if b.len() >= 2 && b[b.len() - 1] == b[b.len() - 2] {
        spellings.push(stem[..stem.len() - 1].to_string());
    }
    spellings
}

/// The adjective English makes of a noun with -able, as a thing that has
/// much of it is said to be: `valuable` of value, `profitable` of profit,
/// `fashionable` of fashion (a final e dropped). (-ful needs none: the
/// stemmer takes "powerful" to "power" already.) Nouns of three letters or
/// fewer make none here.
pub fn adjective_of_a_noun(noun: &str) -> Option<String> {
    if noun.len() <= 3 || !noun.bytes().all(|b| b.is_ascii_lowercase()) {
        return None;
    }
    Some(format!("{}able", noun.strip_suffix('e').unwrap_or(noun)))
}

/// The verbs a past participle or a gerund may be formed from, most
/// literal first: `cancelled` → cancel, `completed` → complete (and
/// `complet`), `applied` → apply, `shipping` → ship. Like
/// [`singular_forms`], letter-stripped forms a caller looks up and does not
/// trust; stems shorter than three letters are left out.
pub fn verb_forms(word: &str) -> Vec<String> {
    let mut forms = Vec::new();
    let mut push = |f: String| {
        if f.len() >= 3 && !forms.contains(&f) {
            forms.push(f);
        }
    };
    if let Some(stem) = word.strip_suffix("ied") {
        push(format!("{stem}y"));
    }
    // (A participle in -wn is its verb with n: sown, grown, shown.)
    if word.ends_with("wn") {
        push(word[..word.len() - 1].to_string());
    }
    for ending in ["ed", "ing"] {
        if let Some(stem) = word.strip_suffix(ending) {
            push(format!("{stem}e"));
            push(stem.to_string());
            // (A doubled last consonant: cancelled, shipped.)
            let b = stem.as_bytes();
            if b.len() >= 2 && b[b.len() - 1] == b[b.len() - 2] {
                push(stem[..stem.len() - 1].to_string());
            }
        }
    }
    forms
}

/// The verbs an English word may be a form of, as [`verb_forms`] and
/// [`verb_of_irregular_participle`] read it: the verbs of a participle or
/// gerund, the word itself, and an irregular participle's verb (`sold` →
/// sell, `paid` → pay).
pub fn verbs_a_form_of(word: &str) -> Vec<String> {
    let mut verbs = verb_forms(word);
    verbs.push(word.to_string());
    verbs.extend(verb_of_irregular_participle(word).map(str::to_string));
    verbs
}

/// English words reduced to their Snowball stem (`orders` → `order`,
/// `categories` → `categori`), so inflections match; other words pass through.
pub fn stem(word: &str) -> String {
    static STEMMER: OnceLock<rust_stemmers::Stemmer> = OnceLock::new();
    if word == "ids" {
        return "id".to_string();
    }
    if !word.is_ascii() || word.len() <= 3 {
        return word.to_string();
    }
    let stemmed = STEMMER
        .get_or_init(|| rust_stemmers::Stemmer::create(rust_stemmers::Algorithm::English))
        .stem(word)
        .into_owned();
    // `listings`, `a listing`: a noun in -ing whose verb is the language of
    // questions ("list", "show") keeps its -ing, so a table of listings is
    // not the request to list — not the auxiliaries (having, being, doing).
    let auxiliary = matches!(stemmed.as_str(), "have" | "be" | "do" | "get");
    if is_stopword(&stemmed) && !auxiliary {
        if let Some(noun) = word
            .strip_suffix("ings")
            .or_else(|| word.strip_suffix("ing"))
        {
            return format!("{noun}ing");
        }
    }
    stemmed
}

/// The words of free text (a question, a description): jieba segments,
/// lower-cased, filler dropped, English stemmed. Identifiers inside the
/// text (`order_date`) are split too.
pub fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for piece in jieba().cut(text, true) {
        for w in split_identifier(piece.word) {
            if !is_stopword(&w) {
                out.push(stem(&w));
            }
        }
    }
    out
}

/// Abbreviations common in column names, spelled out the way questions
/// say them (`Fname` → first name, `num_of_staff` → number of staff) —
/// also those of legacy and ERP naming standards (`cust_nm` → customer
/// name, `ord_dt` → order date, `unit_prc`, `status_cd`, `ord_hdr`).
fn spelled_out(word: &str) -> Option<&'static [&'static str]> {
    Some(match word {
        "cust" => &["customer"],
        "prod" => &["product"],
        "ord" => &["order"],
        "nm" => &["name"],
        "dt" => &["date"],
        "prc" => &["price"],
        "cd" => &["code"],
        "lvl" => &["level"],
        "hdr" => &["header"],
        "dtl" => &["detail"],
        "txn" => &["transaction"],
        "acct" => &["account"],
        "bal" => &["balance"],
        "cnt" => &["count"],
        "sal" => &["salary"],
        "ctry" => &["country"],
        "reg" => &["register"],
        "fname" => &["first", "name"],
        "lname" => &["last", "name"],
        "dob" => &["birth", "date"],
        "num" | "no" | "nbr" => &["number"],
        "qty" => &["quantity"],
        "amt" => &["amount"],
        "addr" => &["address"],
        "desc" => &["description"],
        "dept" => &["department"],
        "emp" => &["employee"],
        "stu" => &["student"],
        "prof" => &["professor"],
        "yr" => &["year"],
        "pct" => &["percent"],
        "mgr" => &["manager"],
        "tel" => &["telephone"],
        "temp" => &["temperature"],
        _ => return None,
    })
}

/// The one word an abbreviation spells out (`cust` → customer, `prc` →
/// price, any case), if it spells out one word.
pub fn spelled_word(word: &str) -> Option<&'static str> {
    match spelled_out(&word.to_lowercase()) {
        Some([one]) => Some(one),
        _ => None,
    }
}

/// The words of an identifier (`total_amount` → total amount).
pub fn name_words(name: &str) -> Vec<String> {
    // LName is one abbreviation, not L + Name.
    if let Some(words) = spelled_out(&name.to_lowercase()) {
        return words.iter().map(|w| stem(w)).collect();
    }
    split_identifier(name)
        .into_iter()
        .flat_map(|w| {
            if let Some(words) = spelled_out(&w) {
                words.iter().map(|s| s.to_string()).collect()
            } else if w.is_ascii() {
                vec![w]
            } else {
                jieba()
                    .cut(&w, true)
                    .into_iter()
                    .map(|t| t.word.to_string())
                    .collect()
            }
        })
        .filter(|w| !is_stopword(w))
        .map(|w| stem(&w))
        .collect()
}

/// A name of two English words written closed, as one word (`check_ins`
/// → "checkin", `sign_ups` → "signup"), stemmed, from its [`name_words`]: English
/// compounds are written open, hyphenated or closed. Only words of letters,
/// two or more each, six or more together.
pub fn closed_compound(words: &[String]) -> Option<String> {
    let closed = words.concat();
    let letters = |w: &String| w.len() >= 2 && w.chars().all(|c| c.is_ascii_alphabetic());
    // (Stemmed whole, as a question's word is: `check_ins` is "check",
    // "ins", and "checkins" is "checkin".)
    (words.len() == 2 && closed.len() >= 6 && words.iter().all(letters)).then(|| stem(&closed))
}

/// Character n-grams (n = 2 and 3) of lower-cased text without spaces and
/// punctuation: they match typos, partial names and unsegmented Chinese.
pub fn char_ngrams(text: &str) -> Vec<String> {
    let chars: Vec<char> = text
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric())
        .collect();
    let mut out = Vec::new();
    for n in [2, 3] {
        if chars.len() >= n {
            for w in chars.windows(n) {
                out.push(w.iter().collect());
            }
        }
    }
    // Single CJK characters carry meaning on their own (省, 洲, 价).
    out.extend(
        chars
            .iter()
            .filter(|c| !c.is_ascii())
            .map(|c| c.to_string()),
    );
    if chars.len() == 1 && chars[0].is_ascii() {
        out.push(chars.iter().collect());
    }
    out
}

/// Units of measure that end column names, spelled out (`duration_minutes`,
/// `length_meters`) or abbreviated ([`is_unit_abbreviation`]): what the
/// rest of the name measures is said without them. Any case.
pub fn is_unit_word(word: &str) -> bool {
    let word = word.to_lowercase();
    is_unit_abbreviation(&word)
        || matches!(
            word.as_str(),
            "seconds"
                | "minutes"
                | "hours"
                | "meters"
                | "metres"
                | "kilometers"
                | "kilometres"
                | "miles"
                | "liters"
                | "litres"
                | "milliliters"
                | "millilitres"
                | "gallons"
                | "grams"
                | "kilograms"
                | "tonnes"
                | "ounces"
                | "pounds"
                | "dollars"
                | "yuan"
                | "percent"
        )
}

/// Abbreviations of units of measure that end column names (`area_sqm`,
/// `weight_kg`, `price_usd`, `duration_secs`); single letters and words
/// that are also words of questions (min) are left out.
pub fn is_unit_abbreviation(word: &str) -> bool {
    matches!(
        word,
        "sqm"
            | "sqft"
            | "m2"
            | "m3"
            | "cbm"
            | "kg"
            | "kgs"
            | "lb"
            | "lbs"
            | "km"
            | "cm"
            | "mm"
            | "mi"
            | "usd"
            | "eur"
            | "cny"
            | "rmb"
            | "gbp"
            | "jpy"
            | "pct"
            | "sec"
            | "secs"
            | "ms"
            | "mins"
            | "hr"
            | "hrs"
            | "kwh"
            // (Volume: volume_ml, tank_ltr, bottle_oz.)
            | "ml"
            | "ltr"
            | "oz"
            | "gal"
            // (Power and energy: capacity_kw, output_mwh.)
            | "kw"
            | "mw"
            | "mwh"
            // (亩, the Chinese unit of land area: area_mu.)
            | "mu"
            | "mb"
            | "gb"
            // (Speed: wind_kmh, top_speed_mph.)
            | "kmh"
            | "kph"
            | "mph"
    )
}

/// Whether a unit abbreviation ending a column's name is one of speed
/// (`wind_kmh`): the column is a speed, asked as one ("wind speed").
pub fn is_unit_of_speed(word: &str) -> bool {
    matches!(word, "kmh" | "kph" | "mph")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adjectives_are_made_of_nouns_with_able() {
        assert_eq!(adjective_of_a_noun("value").as_deref(), Some("valuable"));
        assert_eq!(adjective_of_a_noun("profit").as_deref(), Some("profitable"));
        assert_eq!(adjective_of_a_noun("age"), None);
        assert_eq!(adjective_of_a_noun("金额"), None);
        // (-ful is the stemmer's: "powerful" is "power".)
        assert_eq!(stem("powerful"), stem("power"));
    }

    #[test]
    fn nouns_in_ing_of_request_verbs_keep_their_ing() {
        assert_eq!(stem("listings"), "listing");
        assert_eq!(stem("showings"), "showing");
        assert_eq!(stem("list"), "list");
        // (auxiliaries and other verbs stem as before)
        assert_eq!(stem("having"), "have");
        assert_eq!(stem("orders"), "order");
        assert_eq!(stem("bookings"), "book");
    }

    #[test]
    fn a_name_of_two_words_is_also_written_closed() {
        let closed = |name: &str| closed_compound(&name_words(name));
        assert_eq!(
            closed("check_ins").as_deref(),
            Some(stem("checkins").as_str())
        );
        assert_eq!(
            closed("sign_ups").as_deref(),
            Some(stem("signups").as_str())
        );
        // (Too short to be told from other words, or not two words.)
        assert_eq!(closed("pet_id"), None);
        assert_eq!(closed("order_item_count"), None);
        assert_eq!(closed("city"), None);
    }

    #[test]
    fn a_plural_is_looked_up_as_its_singulars() {
        assert_eq!(
            singular_forms("countries"),
            ["countries", "country", "countri", "countrie"]
        );
        assert!(singular_forms("boxes").contains(&"box".to_string()));
        assert!(singular_forms("singers").contains(&"singer".to_string()));
        assert!(singular_forms("salespeople").contains(&"salesperson".to_string()));
        assert!(singular_forms("chairmen").contains(&"chairman".to_string()));
        assert_eq!(singular_forms("data"), ["data"]);
    }

    #[test]
    fn a_participle_is_looked_up_as_its_verb() {
        assert!(verb_forms("cancelled").contains(&"cancel".to_string()));
        assert!(verb_forms("completed").contains(&"complete".to_string()));
        assert!(verb_forms("applied").contains(&"apply".to_string()));
        assert!(verb_forms("shipping").contains(&"ship".to_string()));
        assert!(verb_forms("opened").contains(&"open".to_string()));
        assert!(verb_forms("sown").contains(&"sow".to_string()));
        assert!(verb_forms("grown").contains(&"grow".to_string()));
        // Not a participle: nothing, or stems too short to look up.
        assert!(verb_forms("amount").is_empty());
        assert!(verb_forms("red").is_empty());
    }

    #[test]
    fn identifiers_split_at_case_and_underscores() {
        assert_eq!(split_identifier("customerID"), ["customer", "id"]);
        assert_eq!(split_identifier("order_items"), ["order", "items"]);
        assert_eq!(split_identifier("Stu_ID2"), ["stu", "id", "2"]);
        assert_eq!(split_identifier("area_m2"), ["area", "m2"]);
        assert_eq!(split_identifier("HTTPServer"), ["http", "server"]);
        assert_eq!(split_identifier("人口数量"), ["人口数量"]);
        assert_eq!(split_identifier("名称id"), ["名称", "id"]);
    }

    #[test]
    fn days_known_by_name_stay_whole() {
        let w = words("今年双十一卖了多少件");
        assert!(w.contains(&"双十一".to_string()), "{w:?}");
    }

    #[test]
    fn abbreviations_in_names_are_spelled_out() {
        assert_eq!(name_words("Fname"), ["first", "name"]);
        assert_eq!(name_words("Num_of_Staff"), ["number", "staff"]);
        assert_eq!(name_words("StuID"), ["student", "id"]);
        // Camel case would cut LName into L + Name.
        assert_eq!(name_words("LName"), ["last", "name"]);
        // Legacy and ERP abbreviations.
        assert_eq!(name_words("cust_nm"), ["custom", "name"]);
        assert_eq!(name_words("unit_prc"), ["unit", "price"]);
        assert_eq!(spelled_word("Cust"), Some("customer"));
        assert_eq!(spelled_word("fname"), None);
    }

    #[test]
    fn questions_become_stemmed_content_words() {
        assert_eq!(words("How many orders are there?"), ["order"]);
        let zh = words("每个地区去年的销售额是多少？");
        assert!(zh.contains(&"地区".to_string()), "{zh:?}");
        assert!(zh.iter().any(|w| w.contains("销售")), "{zh:?}");
        assert!(!zh.contains(&"的".to_string()));
        assert_eq!(stem("categories"), stem("category"));
        assert_eq!(stem("orders"), "order");
    }

    #[test]
    fn ngrams_cover_short_and_long_text() {
        assert_eq!(char_ngrams("ab"), ["ab"]);
        assert!(char_ngrams("地区名称").contains(&"地区".to_string()));
        assert_eq!(char_ngrams("x"), ["x"]);
        assert!(char_ngrams("所属洲").contains(&"洲".to_string()));
    }
}
