//! What a schema name says: the morphology of English and Chinese table
//! and column names (heads, participles, generic endings, agent nouns,
//! event verbs) that the lexicon's naming rules read.

use super::*;

/// Characters that make a verb into who does it (制造商, 生产者, 销售员,
/// 设计师, 制造厂): a name found inside a word ending in one is the
/// verb's, not the word's.
pub(crate) const AGENT_SUFFIXES: &str = "商者员师厂";

/// Question words that are never read as a schema name on their own
/// (stemmed): aggregations and superlatives.
pub(super) const RESERVED: &[&str] = &[
    "average", "avg", "count", "number", "total", "sum", "max", "maximum", "min", "minimum",
    "highest", "lowest", "most", "least", "mean", "median", "largest", "smallest",
];

/// What a table's rows are called: its English nouns (`store` of
/// `stores`, of 'Retail stores', of the synonym `shop`) and the last
/// characters of its Chinese names (店 of 门店).
pub(super) struct TableNouns {
    english: Vec<String>,
    han_endings: Vec<char>,
}

impl TableNouns {
    pub(super) fn of(
        table: &chatdb_core::Table,
        spec: Option<&chatdb_knowledge::semantic::TableSpec>,
    ) -> Self {
        let mut names: Vec<&str> = vec![table.name.as_str()];
        names.extend(table.comment.iter().flat_map(|c| comment_parts(c)));
        if let Some(spec) = spec {
            names.extend(spec.display_name.iter().map(String::as_str));
            names.extend(spec.synonyms.iter().map(String::as_str));
        }
        let mut english = Vec::new();
        let mut han_endings = Vec::new();
        for name in names {
            if name
                .chars()
                .all(|c| c.is_ascii_alphabetic() || c == '_' || c == ' ')
            {
                // The head noun: the last word of 'Retail stores', `order_items`.
                let head = name.split_whitespace().last().unwrap_or_default();
                if let Some(last) = split_identifier(head).into_iter().last() {
                    let last = last.to_lowercase();
                    if last.len() >= 3 && !english.contains(&last) {
                        english.push(last);
                    }
                }
            } else if name.chars().count() >= 2 && name.chars().all(is_han) {
                if let Some(c) = name.chars().last() {
                    if !han_endings.contains(&c) {
                        han_endings.push(c);
                    }
                }
            }
        }
        TableNouns {
            english,
            han_endings,
        }
    }

    /// English phrases naming the stored Chinese value `value` of this
    /// table: a word the dictionary translates as the value — or as the
    /// value less the table's own ending (社区 of 社区店, a 门店) — said
    /// before one of the table's nouns ("flagship stores", "diamond
    /// members"). Said alone, such a word keeps its other senses ("a
    /// common mistake"), so it names the value only next to the noun.
    pub(super) fn english_phrases_for(&self, value: &str) -> Vec<String> {
        let value = value.trim();
        let chars: Vec<char> = value.chars().collect();
        if self.english.is_empty()
            || !(2..=4).contains(&chars.len())
            || !chars.iter().all(|c| is_han(*c))
        {
            return Vec::new();
        }
        let mut forms = vec![value.to_string()];
        if chars.len() >= 3 && chars.last().is_some_and(|c| self.han_endings.contains(c)) {
            forms.push(chars[..chars.len() - 1].iter().collect());
        }
        let reserved = |w: &str| RESERVED.iter().any(|r| stem(r) == stem(w));
        let words: BTreeSet<&str> = forms
            .iter()
            .flat_map(|f| chatdb_knowledge::bilingual::english_words(f))
            .copied()
            .filter(|w| w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
            .filter(|w| !is_stopword(w) && !reserved(w))
            .collect();
        words
            .iter()
            .take(6)
            .flat_map(|w| self.english.iter().map(move |n| format!("{w} {n}")))
            .collect()
    }
}

/// The event a Chinese time column is named after: 成立时间 → 成立,
/// 上线日期 → 上线.
pub(super) fn chinese_event_stem(name: &str) -> Option<&str> {
    han_stem(name, &["时间", "日期", "年份", "年代"])
}

/// The event a count is named after: 卖出 of 卖出件数, 下单 of 下单次数.
pub(super) fn chinese_count_stem(name: &str) -> Option<&str> {
    han_stem(name, &["件数", "数量", "次数", "个数"])
}

/// A metric's name and its synonyms.
pub(super) fn metric_names(
    m: &chatdb_knowledge::semantic::Metric,
) -> impl Iterator<Item = &String> {
    std::iter::once(&m.name).chain(&m.synonyms)
}

/// Whether a Chinese noun names a document — 订单, 工单, 运单, 账单, 保单:
/// a word ending in 单 (a form, a slip). Documents are counted (一张, 一笔),
/// never measured: 订单量 and 订单数量 are how many orders there are,
/// whatever quantity each keeps.
pub(crate) fn names_a_document(zh: &str) -> bool {
    zh.chars().count() >= 2 && zh.ends_with('单') && zh.chars().all(is_han)
}

/// What a Chinese name says before one of `suffixes`: two or more Chinese
/// characters.
pub(super) fn han_stem<'a>(name: &'a str, suffixes: &[&str]) -> Option<&'a str> {
    suffixes.iter().find_map(|suffix| {
        let stem = name.strip_suffix(suffix)?;
        (stem.chars().count() >= 2 && stem.chars().all(is_han)).then_some(stem)
    })
}

/// The verb an English time column is named after: launch_date →
/// launch, created_at → create (stemmed), opened_on → open, founded_year →
/// found; booked_for → book (a participle before "for" names the day
/// something is set for: scheduled_for, reserved_for).
pub(crate) fn english_event_verb(words: &[String]) -> Option<String> {
    let [verb, time] = words else {
        return None;
    };
    let time_word = matches!(
        time.as_str(),
        "date" | "time" | "at" | "on" | "day" | "dt" | "year"
    ) || time == "for" && verb.ends_with("ed");
    (time_word && verb.len() >= 3 && verb.chars().all(|c| c.is_ascii_lowercase()))
        .then(|| stem(verb))
}

/// The participle an English time column is named by, and its verb:
/// sold_on → (sold, sold), cancelled_at → (cancelled, cancel).
pub(crate) fn english_event_participle(name: &str) -> Option<(String, String)> {
    let spelled: Vec<String> = split_identifier(name)
        .iter()
        .map(|w| w.to_lowercase())
        .collect();
    let verb = english_event_verb(&spelled)?;
    Some((spelled.into_iter().next()?, verb))
}

/// The participle a reference is named by — assigned_to → assigned,
/// approved_by → approved: who or what the row was given to or done by,
/// left empty until it is.
pub(crate) fn reference_participle(name: &str) -> Option<String> {
    let words: Vec<String> = split_identifier(name)
        .iter()
        .map(|w| w.to_lowercase())
        .collect();
    match words.as_slice() {
        [done, by]
            if matches!(by.as_str(), "to" | "by") && done.len() > 4 && done.ends_with("ed") =>
        {
            Some(done.clone())
        }
        _ => None,
    }
}

/// A column's names besides its own: the semantic layer's synonyms and
/// the parts of a bilingual comment ('开业日期 / Opening date').
pub(crate) fn other_names(
    col: &chatdb_core::Column,
    spec: Option<&chatdb_knowledge::semantic::TableSpec>,
) -> Vec<String> {
    let synonyms = spec
        .and_then(|s| s.columns.get(&col.name))
        .map(|cs| cs.synonyms.clone())
        .unwrap_or_default();
    let comment = col
        .comment
        .iter()
        .flat_map(|c| comment_parts(c))
        .map(str::to_string);
    synonyms.into_iter().chain(comment).collect()
}

/// The word for a state's end, said of a yes/no column's Chinese name:
/// what is 在售 ("on sale") has 停售 ("stopped selling"), what is 上架
/// ("on the shelf") has 下架 ("taken off"). A name asked as a question
/// (是否在售) is the state after 是否.
pub(crate) fn ended_state(name: &str) -> Option<String> {
    let state = asked_state(name).unwrap_or(name.trim());
    if state.chars().count() < 2 || !state.chars().all(is_han) {
        return None;
    }
    if let Some(rest) = state.strip_prefix('在') {
        return Some(format!("停{rest}"));
    }
    state.strip_prefix('上').map(|rest| format!("下{rest}"))
}

/// An English yes/no state said negated by a prefix: inactive, unpaid,
/// non-active. Which prefix a word takes is not regular, so each is
/// formed (a form nobody says is never matched).
pub(crate) fn negated_english_states(name: &str) -> Vec<String> {
    let lower = name.trim().to_lowercase();
    let state = lower
        .strip_prefix("is_")
        .or_else(|| lower.strip_prefix("is "))
        .unwrap_or(&lower);
    if state.len() < 4 || !state.chars().all(|c| c.is_ascii_lowercase()) {
        return Vec::new();
    }
    ["in", "un", "non", "non-"]
        .iter()
        .map(|prefix| format!("{prefix}{state}"))
        .collect()
}

/// The word for the opposite of the state a yes/no column is named by,
/// where English says it by another word, not a prefix (present, absent;
/// open, closed; online, offline).
pub(super) fn opposite_state(name: &str) -> Option<&'static str> {
    const OPPOSITES: &[(&str, &str)] = &[
        ("present", "absent"),
        ("open", "closed"),
        ("online", "offline"),
        ("alive", "dead"),
        ("visible", "hidden"),
        ("passed", "failed"),
    ];
    let lower = name.trim().to_lowercase();
    let state = lower.strip_prefix("is_").unwrap_or(&lower);
    OPPOSITES
        .iter()
        .find(|(on, _)| *on == state)
        .map(|(_, off)| *off)
}

/// The state a yes/no name asks about: 上线 of 是否上线.
pub(super) fn asked_state(name: &str) -> Option<&str> {
    name.trim().strip_prefix("是否")
}

/// The parts of a bilingual comment, '开业日期 / Opening date'.
pub(crate) fn comment_parts(comment: &str) -> impl Iterator<Item = &str> {
    comment.split(" / ").map(str::trim)
}

/// The Chinese words (the three commonest) of the verb an English time
/// column is named by after its participle — `finished_at` (finish),
/// `picked_up_on` (the phrase "pick up").
pub(super) fn chinese_verbs_of_an_event(words: &[String]) -> Vec<&'static str> {
    use chatdb_knowledge::bilingual::{chinese_words, phrase_words};
    let when = |w: &str| matches!(w, "at" | "on" | "date" | "time");
    let said = match words {
        [participle, time] if when(time) && crate::question::is_past_participle(participle) => {
            chinese_words(participle)
        }
        [participle, particle, time]
            if when(time) && crate::question::is_past_participle(participle) =>
        {
            phrase_words(participle, particle)
        }
        _ => return Vec::new(),
    };
    said.into_iter().take(3).collect()
}

/// A verb and its particle written as one word — signup, checkout,
/// payoff — split in two (`sign`, `up`).
pub(super) fn phrasal_compound(word: &str) -> Option<(&str, &str)> {
    ["up", "out", "off"].iter().find_map(|particle| {
        let verb = word.strip_suffix(particle)?;
        (verb.len() >= 3 && verb.chars().all(|c| c.is_ascii_lowercase()))
            .then_some((verb, *particle))
    })
}

/// 已退款 is also said 退款 (退款订单): a state written with the
/// perfective 已 ("already") names the same rows without it.
pub(super) fn perfective_bare(value: &str) -> Option<&str> {
    let bare = value.strip_prefix('已')?;
    (bare.chars().count() >= 2 && bare.chars().all(is_han)).then_some(bare)
}

/// The other English words of a state stored as `value`: work that is
/// 'done' is "completed", "finished" (and the other way round).
pub(super) fn state_said_otherwise(value: &str) -> &'static [&'static str] {
    const ENDED: &[&str] = &["done", "completed", "finished", "complete"];
    let lower = value.trim().to_lowercase();
    if ENDED.contains(&lower.as_str()) {
        ENDED
    } else {
        &[]
    }
}

/// Whether `name` says the verb `verb`: spelled in it, or in its written
/// form — the everyday 卖 (sell) is 销 / 售 in names (销售额), 买 (buy) is 购
/// (购买金额).
pub(crate) fn said_by(name: &str, verb: &str) -> bool {
    if name.contains(verb) {
        return true;
    }
    // (English names say it too: "units sold", "sales".)
    let written: &[&str] = match verb {
        "卖" => &["销", "售", "sold", "sell", "sale"],
        "买" => &["购"],
        _ => &[],
    };
    let name = name.to_lowercase();
    written.iter().any(|w| name.contains(w))
}

/// True when a column's name says it holds a time: 上线时间, 成立日期,
/// `year`, `founded_date`.
pub fn is_time_name(name: &str) -> bool {
    chinese_event_stem(name).is_some()
        || ["时间", "日期", "年份"].contains(&name)
        || name_words(name)
            .iter()
            .any(|w| matches!(w.as_str(), "year" | "date" | "time"))
}

/// Words a Chinese column name may carry that a question leaves out: a
/// count's unit (建交国家数量 → 建交国家, 伤亡人数 → 伤亡), a name's (系列名 → 系列) and
/// belonging (所属省份 → 省份).
/// (Longest first: 个数 before 数.)
pub(super) const CHINESE_COUNT_SUFFIXES: &[&str] =
    &["数量", "个数", "总数", "次数", "人数", "名称", "数", "名"];
pub(super) const CHINESE_BELONGING_PREFIXES: &[&str] = &["所属", "隶属", "所在"];

/// The shorter name a Chinese column is asked by, when it starts with a
/// word of belonging or ends with a count's unit, and what is left still
/// says something (two characters or more). Worked on the text, not on
/// jieba's words, which cut 服务用户数量 and 服务用户总数 differently.
pub(super) fn chinese_short_name(name: &str) -> Option<String> {
    if name.chars().count() < 3 || !name.chars().all(is_han) {
        return None;
    }
    let mut rest = name;
    if let Some(r) = CHINESE_BELONGING_PREFIXES
        .iter()
        .find_map(|p| rest.strip_prefix(p))
    {
        rest = r;
    }
    if let Some(r) = CHINESE_COUNT_SUFFIXES
        .iter()
        .find_map(|s| rest.strip_suffix(s))
    {
        rest = r;
    }
    // (所属省 and 所属洲 are asked as 省 and 洲: one character after a
    // word of belonging still says something.)
    let belonging =
        rest.len() < name.len() && rest.chars().count() == 1 && name.chars().count() == 3;
    (rest.len() < name.len() && rest.chars().count() >= 2 || belonging).then(|| rest.to_string())
}

/// Words of Chinese names and the everyday words a question says instead
/// (牌子 for 品牌, 软件 for app).
pub(super) const CHINESE_WORD_VARIANTS: &[(&str, &str)] = &[("品牌", "牌子"), ("app", "软件")];

/// Last words of table names that say nothing about the rows (stemmed).
pub(super) const GENERIC_TABLE_SUFFIXES: &[&str] = &[
    "data", "info", "detail", "list", "record", "tabl", "header",
    // maintenance_requests, leave_requests: the thing asked for names them.
    "request",
];

/// Last words of column names that keep a place (stemmed as name words
/// are): `destination_city`, `home_country`, `departure_airport`.
pub(super) const PLACE_KINDS: &[&str] = &["city", "country", "airport", "port", "station", "state"];

/// Last words of column names that say how a thing is kept — as a code, a
/// number or a count of it (stemmed): `city_code`, `dept_no`,
/// `country_id`, `student_count`.
pub(super) const CODE_SUFFIXES: &[&str] = &["code", "no", "num", "id", "count"];

/// Whether a column is the name of another thing than its table's rows:
/// `customer_name` of a sale (its customer's), `Song_Name` of a singer —
/// not `customer_name` of customers, nor a person's `first_name`. An email
/// names its holder as a name does: `backer_email` of a pledge is its
/// backer's.
pub(crate) fn name_of_another_thing(column: &str, table: &str) -> bool {
    let words = name_words(column);
    let table_noun = name_words(table).last().cloned();
    match words.as_slice() {
        [said, last] => {
            matches!(last.as_str(), "name" | "email")
                && !NAME_PARTS.iter().any(|p| stem(p) == *said)
                && Some(said) != table_noun.as_ref()
        }
        _ => false,
    }
}

/// The verb (stemmed) a table's noun is made of with -al — `rentals` of
/// rent, `arrivals` of arrive, `renewals` of renew —, when the noun's stem
/// is not the verb's already.
pub(super) fn verb_of_al_noun(table: &str) -> Option<String> {
    let last = split_identifier(table).pop()?.to_lowercase();
    let noun = chatdb_knowledge::text::singular_forms(&last)
        .into_iter()
        .find(|f| f.ends_with("al"))?;
    let verb = noun.strip_suffix("al")?;
    (verb.len() >= 3 && stem(verb) != stem(&noun)).then(|| stem(verb))
}

/// The Chinese verbs (as jieba tags them, the dictionary's order) of the
/// verb an English table's noun is made of with -ance or -al —
/// `performances` of perform (演, 演出), `arrivals` of arrive (到达) —:
/// its rows are said by that verb.
pub(super) fn chinese_verbs_of_its_noun(table: &str) -> Vec<String> {
    let Some(last) = split_identifier(table).pop().map(|w| w.to_lowercase()) else {
        return Vec::new();
    };
    let base = chatdb_knowledge::text::singular_forms(&last)
        .into_iter()
        .find_map(|noun| {
            let verb = noun
                .strip_suffix("ance")
                .or_else(|| noun.strip_suffix("al"))?;
            (verb.len() >= 3).then(|| verb.to_string())
        });
    let mut out: Vec<String> = Vec::new();
    for verb in base
        .iter()
        .flat_map(|b| chatdb_knowledge::text::spellings_of_a_cut_verb(b))
    {
        for zh in chatdb_knowledge::bilingual::chinese_words(&verb) {
            if crate::question::is_verb(zh) && !out.iter().any(|o| o == zh) {
                out.push(zh.to_string());
            }
        }
    }
    out
}

/// The Chinese verbs (as jieba tags them) for the verb whose gerund
/// begins a name of two words or more (`parking_sessions` → 停车, 停放;
/// `shopping_trips` → shop's verbs).
pub(super) fn gerund_said_in_chinese(name: &str) -> Vec<String> {
    let words = split_identifier(name);
    let Some(gerund) = words
        .first()
        .filter(|_| words.len() >= 2)
        .filter(|w| w.len() >= 6)
    else {
        return Vec::new();
    };
    let Some(base) = gerund.strip_suffix("ing") else {
        return Vec::new();
    };
    // (park-ing, charg-ing of charge, shopp-ing of shop.)
    let mut out: Vec<String> = Vec::new();
    for verb in chatdb_knowledge::text::spellings_of_a_cut_verb(base) {
        for zh in chatdb_knowledge::bilingual::chinese_words(&verb) {
            if crate::question::is_verb(zh) && !out.iter().any(|o| o == zh) {
                out.push(zh.to_string());
            }
        }
    }
    out
}

/// Words a column's name ends with when it says what kind its rows are
/// (`leave_type`, `category`, `genre`).
pub(crate) const KIND_WORDS: &[&str] = &["type", "category", "kind", "class", "genre"];

/// Whether a column's name ends in one of [`KIND_WORDS`].
pub(crate) fn names_a_kind(column: &str) -> bool {
    split_identifier(column)
        .last()
        .is_some_and(|w| KIND_WORDS.contains(&w.as_str()))
}

/// The verbs (stemmed) a table's noun may be made of with -ion:
/// `prescriptions` of prescribe, `donations` of donate, `reservations` of
/// reserve, `inspections` of inspect, `conversions` of convert. Each is a guess at the verb's
/// spelling; only one a question says is ever matched.
pub(crate) fn verbs_of_ion_noun(table: &str) -> Vec<String> {
    let Some(last) = split_identifier(table).pop().map(|w| w.to_lowercase()) else {
        return Vec::new();
    };
    let Some(noun) = chatdb_knowledge::text::singular_forms(&last)
        .into_iter()
        .find(|f| f.ends_with("ion"))
    else {
        return Vec::new();
    };
    let bases: Vec<String> = if let Some(base) = noun.strip_suffix("scription") {
        vec![format!("{base}scribe")]
    } else if let Some(base) = noun
        .strip_suffix("ssion")
        .or_else(|| noun.strip_suffix("sion"))
    {
        // (conversion of convert, admission of admit.)
        vec![format!("{base}t"), format!("{base}d"), format!("{base}de")]
    } else if let Some(base) = noun.strip_suffix("ation") {
        vec![format!("{base}ate"), format!("{base}e"), base.to_string()]
    } else if let Some(base) = noun.strip_suffix("ion") {
        vec![base.to_string(), format!("{base}e")]
    } else {
        Vec::new()
    };
    let mut verbs: Vec<String> = Vec::new();
    for b in bases.iter().filter(|b| b.len() >= 4) {
        let v = stem(b);
        if v.len() >= 4 && v != stem(&noun) && !verbs.contains(&v) {
            verbs.push(v);
        }
    }
    verbs
}

/// Words before `name` in a column name that say which of a person's
/// names it is (`first_name`, `full_name`), not what is named.
pub(super) const NAME_PARTS: &[&str] = &[
    "first", "last", "middle", "given", "family", "full", "nick", "display", "short", "long",
];

/// First words of table names that say what kind of table it is, not
/// what its rows are (stemmed): reference, lookup, dimension, fact tables.
pub(super) const GENERIC_TABLE_PREFIXES: &[&str] = &["ref", "tbl", "lkp", "lookup", "dim", "fact"];

/// True when stored text starts like an amount ('1000万', '19岁', '-3'),
/// not like a name or a code ('item_product_4_16').
pub(crate) fn starts_like_a_number(s: &str) -> bool {
    s.trim_start()
        .starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '.')
}

/// The table a one-column reference refers to, when the reference is
/// named by the last words of that table's name (`Channel` →
/// `TV_Channel`, `feature_id` → `Other_Available_Features`), and those
/// words; a trailing id or code is not said. Not when they are the whole
/// name: the table's own words name it already; nor when a column of that
/// table is named by them (`car_makers.Maker`): the word names that column.
pub(super) fn referred_by_its_noun(
    schema: &Schema,
    table: &Table,
    column: &str,
    words: &[String],
) -> Option<(String, Vec<String>)> {
    let fk = table
        .foreign_keys
        .iter()
        .find(|f| matches!(f.columns.as_slice(), [c] if c == column))?;
    let said: Vec<String> = match words.split_last() {
        Some((last, rest)) if CODE_SUFFIXES.contains(&last.as_str()) => rest.to_vec(),
        _ => words.to_vec(),
    };
    let referred = name_words(fk.ref_table.rsplit('.').next().unwrap_or(&fk.ref_table));
    let fits = !said.is_empty()
        && said.len() < referred.len()
        && referred.ends_with(&said)
        && said.iter().all(|w| w.is_ascii());
    let a_column_of_it = || {
        schema
            .table(&fk.ref_table)
            .is_some_and(|t| t.columns.iter().any(|c| name_words(&c.name) == said))
    };
    (fits && !a_column_of_it()).then(|| (fk.ref_table.clone(), said))
}

/// The table a one-column reference refers to, when the reference is
/// named by the role those rows play for its own rows — `sales_rep_id` of
/// accounts refers to employees: "sales rep" names the employees that are
/// an account's sales rep —, and those words (a trailing id or code is not
/// said). Only the one reference from its table to that one (two would
/// leave the role unsure), never its own table, and not when the words
/// name a table or a column of the referred table.
pub(super) fn named_by_its_role(
    schema: &Schema,
    table: &Table,
    column: &str,
    words: &[String],
) -> Option<(String, Vec<String>)> {
    let fk = table
        .foreign_keys
        .iter()
        .find(|f| matches!(f.columns.as_slice(), [c] if c == column))?;
    let referred = schema.table(&fk.ref_table)?;
    let to_referred = table
        .foreign_keys
        .iter()
        .filter(|f| f.ref_table.eq_ignore_ascii_case(&fk.ref_table))
        .count();
    if referred.name == table.name || to_referred != 1 {
        return None;
    }
    let said: Vec<String> = match words.split_last() {
        Some((last, rest)) if CODE_SUFFIXES.contains(&last.as_str()) => rest.to_vec(),
        _ => return None,
    };
    let names_a_table = schema.tables.iter().any(|t| {
        let tw = name_words(&t.name);
        tw == said
            || tw.ends_with(&said)
            || generic_free(&t.name).is_some_and(|n| name_words(&n) == said)
    });
    let a_column_of_it = referred.columns.iter().any(|c| name_words(&c.name) == said);
    let fits = !said.is_empty() && said.len() <= 2 && said.iter().all(|w| w.is_ascii());
    (fits && !names_a_table && !a_column_of_it).then(|| (fk.ref_table.clone(), said))
}

/// The role a reference to its own table names its rows in
/// (`manager_id` of employees: "manager"; `parent_id`: "parent"), said by
/// its words before the id — one or two English words naming no table.
pub(crate) fn role_of_a_self_reference(
    schema: &Schema,
    table: &Table,
    column: &str,
    words: &[String],
) -> Option<Vec<String>> {
    if !crate::derived::refers_to_its_own_table(table, column) {
        return None;
    }
    let said = match words.split_last() {
        Some((last, rest)) if CODE_SUFFIXES.contains(&last.as_str()) => rest.to_vec(),
        _ => return None,
    };
    let names_a_table = schema
        .tables
        .iter()
        .any(|t| name_words(&t.name).ends_with(&said));
    let fits = !said.is_empty() && said.len() <= 2 && said.iter().all(|w| w.is_ascii());
    (fits && !names_a_table).then_some(said)
}

/// Chinese names for an English schema name, without the words questions
/// are made of: `amount` is also 多少 in the dictionary, which must stay
/// "how much". A name of two words is also said with 的 between them
/// (`pet_type`: 宠物类型 and 宠物的类型), as "type of pet" is in English.
pub(super) fn english_in_chinese(name: &str, limit: usize) -> Vec<String> {
    use chatdb_knowledge::bilingual::{chinese_names, chinese_names_joined};
    let mut names = chinese_names(name, limit);
    if split_identifier(name).len() == 2 {
        names.extend(chinese_names_joined(name, limit, "的"));
    }
    names
        .into_iter()
        .filter(|zh| !crate::cues::is_asking_word(zh) && !is_stopword(zh))
        .collect()
}

/// The Chinese words an English table's rows are called by: its name's
/// (`sales` → 销售), or its noun's without a generic ending (`cars_data` →
/// 汽车), two characters or more, the commonest six.
pub(crate) fn rows_in_chinese(table: &Table) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let names = english_in_chinese(&table.name, 6).into_iter().chain(
        generic_free(&table.name)
            .into_iter()
            .flat_map(|n| english_in_chinese(&n, 6)),
    );
    for zh in names {
        if zh.chars().count() >= 2 && !words.contains(&zh) {
            words.push(zh);
        }
    }
    words.truncate(6);
    words
}

/// An identifier without its last word, its words joined by `_`
/// (`Song_release_year` → `Song_release`, `city_code` → `city`).
pub(super) fn all_but_last_word(name: &str) -> String {
    let mut words = split_identifier(name);
    words.pop();
    words.join("_")
}

/// An English table name without its generic ending or prefix (`cars_data`
/// → `cars`, `tbl_orders` → `orders`): the noun that names it alone, as in
/// English questions.
pub(super) fn generic_free(name: &str) -> Option<String> {
    let words = chatdb_knowledge::text::split_identifier(name);
    let (last, rest) = words.split_last()?;
    // (ord_hdr: an abbreviated ending is its word's.)
    let last = chatdb_knowledge::text::spelled_word(last).unwrap_or(last.as_str());
    if !rest.is_empty() && GENERIC_TABLE_SUFFIXES.contains(&stem(last).as_str()) {
        return Some(rest.join("_"));
    }
    let (first, rest) = words.split_first()?;
    (!rest.is_empty() && GENERIC_TABLE_PREFIXES.contains(&stem(first).as_str()))
        .then(|| rest.join("_"))
}

/// Whether `table`'s noun without its generic ending also names a table it
/// refers to (ord_dtl and ord_hdr, order_detail and order_header): the
/// lines of an order are not what "orders" names — their header is.
pub(super) fn nouns_its_parent(schema: &Schema, table: &Table) -> bool {
    let Some(noun) = generic_free(&table.name) else {
        return false;
    };
    let noun = name_words(&noun);
    table.foreign_keys.iter().any(|fk| {
        schema
            .tables
            .iter()
            .filter(|t| t.name.eq_ignore_ascii_case(&fk.ref_table) && t.name != table.name)
            .any(|parent| {
                let own = name_words(&parent.name);
                own == noun || generic_free(&parent.name).is_some_and(|n| name_words(&n) == noun)
            })
    })
}
