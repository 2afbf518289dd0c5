//! Mentions: the places where a question names a table, a column, a metric
//! or a stored value. A lexicon of phrases is built from the schema, the
//! semantic layer and the profiled values of the tables in scope; the
//! question is matched against it, longest phrase first.

use crate::derived::Flow;
use crate::intent::ColumnRef;
use crate::question::{is_han, Question, TokenKind};
use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType, Schema, Table, Value};
use chatdb_knowledge::semantic::leading_aggregate;
use chatdb_knowledge::text::{is_stopword, name_words, split_identifier, stem};
use chatdb_knowledge::SemanticLayer;
use std::collections::BTreeSet;
use std::ops::Range;

/// What a phrase refers to.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    Table(String),
    Column(ColumnRef),
    /// A stored value of a column (the text as stored).
    Value {
        column: ColumnRef,
        value: String,
    },
    Metric(String),
}

impl Target {
    /// The table a target belongs to (metrics: none).
    pub fn table(&self) -> Option<&str> {
        match self {
            Target::Table(t) => Some(t),
            Target::Column(c) | Target::Value { column: c, .. } => Some(&c.table),
            Target::Metric(_) => None,
        }
    }
}

/// A place in the question and everything it may refer to.
#[derive(Debug, Clone, PartialEq)]
pub struct Mention {
    /// Token indices.
    pub tokens: Range<usize>,
    /// Candidates, best first.
    pub targets: Vec<Target>,
    /// How strongly each candidate's phrase names it (higher: a full name
    /// rather than its head word), in `targets` order.
    pub weights: Vec<u8>,
    /// True when only a weak phrase matched (the head word of a longer name).
    pub weak: bool,
    /// True when no phrase matched and the word was linked by a guess: as a
    /// kind of a table's noun (宠物 to `Pets`) or by its head character
    /// alone (游客 to `visitor`, whose words include 访客).
    pub guessed: bool,
    /// True when the guess is a kind of the table's noun said with a word
    /// before its head (电动车, an electric one of the vehicles, whose
    /// words include 代步车): a part of the rows, not all of them.
    pub a_kind: bool,
}

#[derive(Debug, Clone)]
struct Phrase {
    /// Normalized words (English) or the lower-cased text (Chinese).
    words: Vec<String>,
    han: bool,
    target: Target,
    /// Preference among equally long matches (higher wins).
    weight: u8,
    /// Which spellings of its (stemmed) words the question may use.
    said: Said,
}

/// How a one-word English phrase may be spelled in the question, where
/// its stem stands for words of more than one class.
#[derive(Debug, Clone, Default, PartialEq)]
enum Said {
    /// Any word of the stem.
    #[default]
    Any,
    /// Only as these nouns: the head of `job_openings` is "opening" or
    /// "openings", not the verb "open".
    AsNoun(Vec<String>),
    /// Not as a gerund (`-ing`, `-ings`) unless a time word follows: the
    /// participle of `opened_on` is "opened" or "opening date", while
    /// "openings" are things.
    NotAsGerund,
    /// Only as a participle (or before a time word): `ordered_on` of
    /// `purchase_orders` is "ordered", while "order" and "orders" are
    /// the rows the table is named by.
    AsParticiple,
    /// Only as the noun of a verb of requests: its plural ("shows"), or
    /// the word after a determiner or "per" ("per show", "which show") —
    /// never the bare verb that asks ("show me …").
    AsRequestNoun,
}

/// Money taken kept twice, at two grains: a header's total and its lines'
/// amounts (`orders.total_amount` and `order_items.amount`, the lines
/// referring to their order). Either is the revenue; what a question
/// groups by says which reaches it (a store's orders, a product's lines).
/// The header's first.
fn header_and_lines(schema: &Schema, a: &ColumnRef, b: &ColumnRef) -> Option<Vec<ColumnRef>> {
    // (Rows of one table referring to the other's: one foreign-key step.)
    let refers = |from: &ColumnRef, to: &ColumnRef| schema.reaches(&from.table, &to.table, 1);
    match (refers(b, a), refers(a, b)) {
        (true, false) => Some(vec![a.clone(), b.clone()]),
        (false, true) => Some(vec![b.clone(), a.clone()]),
        _ => None,
    }
}

/// The names a table's head noun must not share, read once per schema:
/// each table's last name word, and the words naming a column alone (but
/// an event's date, whose participle the gerund rule tells apart).
struct SchemaNames {
    table_heads: Vec<(String, String)>,
    one_word_columns: BTreeSet<String>,
}

impl SchemaNames {
    fn of(schema: &Schema) -> SchemaNames {
        let table_heads = schema
            .tables
            .iter()
            .filter_map(|t| Some((t.name.clone(), name_words(&t.name).pop()?)))
            .collect();
        let one_word_columns = schema
            .tables
            .iter()
            .flat_map(|t| &t.columns)
            .filter(|c| {
                !(c.logical_type.is_temporal() && english_event_participle(&c.name).is_some())
            })
            .filter_map(|c| match name_words(&c.name).as_slice() {
                [one] => Some(one.clone()),
                _ => None,
            })
            .collect();
        SchemaNames {
            table_heads,
            one_word_columns,
        }
    }
}

/// Where a column name's head word is — the noun the name is said by
/// alone — and whether a past participle ends a number's name.
struct NameHead {
    /// The head's index in the name's words.
    at: usize,
    /// A number's name ends in a past participle (`amount_paid`,
    /// `seconds_played`).
    participle: bool,
    /// …after a noun that is no unit, which is then the head: amount_paid
    /// is an amount, where seconds_played is said by "played".
    noun_before_participle: bool,
}

impl NameHead {
    /// The head of a name of `words` (stemmed) and `lower` (as spelled):
    /// the word before "per" (price_per_bottle is a price: what follows is
    /// the unit it is kept per), else the noun before a participle ending
    /// a number's name (a participle says what was done to it:
    /// hours_worked, units_sold), else the last word.
    fn of(words: &[String], lower: &[String], numeric: bool) -> NameHead {
        let participle = numeric
            && lower.len() == words.len()
            && lower
                .last()
                .is_some_and(|w| crate::question::is_past_participle(w));
        let noun_before_participle = participle
            && lower
                .len()
                .checked_sub(2)
                .is_some_and(|k| crate::units::unit_kept(&lower[k]).is_none());
        let at = match words.iter().position(|w| w == "per") {
            Some(p) if p > 0 => p - 1,
            _ if noun_before_participle => words.len().saturating_sub(2),
            _ => words.len().saturating_sub(1),
        };
        NameHead {
            at,
            participle,
            noun_before_participle,
        }
    }
}

impl Phrase {
    /// Whether token `k` of `q` is spelled as this phrase may be said.
    fn said_so(&self, q: &Question, k: usize) -> bool {
        let spelled = q.lower.get(q.tokens[k].span.clone()).unwrap_or_default();
        let time_after = || {
            q.tokens
                .get(k + 1)
                .is_some_and(|t| ["date", "day", "time"].iter().any(|w| stem(w) == t.norm))
        };
        match &self.said {
            Said::Any => true,
            Said::AsNoun(forms) => forms.iter().any(|f| f == spelled),
            Said::NotAsGerund => {
                !(spelled.ends_with("ing") || spelled.ends_with("ings")) || time_after()
            }
            Said::AsParticiple => crate::question::is_past_participle(spelled) || time_after(),
            Said::AsRequestNoun => {
                const BEFORE_A_NOUN: &[&str] = &[
                    "per", "each", "every", "a", "an", "the", "this", "that", "which", "one",
                    "its", "their", "our",
                ];
                let after_a_determiner = k
                    .checked_sub(1)
                    .and_then(|b| q.lower.get(q.tokens[b].span.clone()))
                    .is_some_and(|w| BEFORE_A_NOUN.contains(&w));
                spelled.ends_with('s') || after_a_determiner
            }
        }
    }

    /// The phrase's weight where token `k` of `q` says it. A stored value
    /// reached only through the stem of a participle ("opened" for the
    /// status 'open') is not what the participle says when something else
    /// is said by it — the day `opened_at` keeps: "customers who never
    /// opened a ticket" opened none, whatever their status. Such a value
    /// ranks below every other reading of the word.
    fn weight_as_spelled(&self, q: &Question, k: usize) -> u8 {
        let Target::Value { value, .. } = &self.target else {
            return self.weight;
        };
        let spelled = q.lower.get(q.tokens[k].span.clone()).unwrap_or_default();
        let participle = self.words.len() == 1 && crate::question::is_past_participle(spelled);
        if participle && !value.trim().eq_ignore_ascii_case(spelled) {
            self.weight.min(2)
        } else {
            self.weight
        }
    }
}

/// Every phrase the tables in scope are known by.
#[derive(Debug, Clone, Default)]
pub struct Lexicon {
    phrases: Vec<Phrase>,
    /// Words that name a yes/no column by the state's opposite (停售 for
    /// 在售, 下架 for 上架): where it does not hold.
    negated_states: BTreeSet<String>,
    /// The last character of each Chinese word an English table's name is
    /// translated by, and the table: a Chinese compound ends in its head
    /// (游客 and 访客 are both 客, visitors) — with the word it ends.
    heads: Vec<(char, Target, String)>,
    /// The first character of each two-character Chinese table word that
    /// is a collective noun of it (车 of 车辆, 菜 of 菜品), and the table:
    /// what a lone noun also names.
    collective_heads: Vec<(char, Target)>,
    /// The first character of every other two-character Chinese table
    /// word (课 of 课程): what a lone noun names when nothing above does.
    first_heads: Vec<(char, Target)>,
    /// Chinese words for a kind of what an English table's (or number
    /// column's) noun names (宠物 for `Pets`, 车型 for `model_list`, 车费
    /// for `fare`), and the table or column.
    kinds: Vec<(&'static str, Target)>,
    /// Chinese words of the English words said alike with an English
    /// table's noun (饮品, a "beverage", for `drinks`), and the table.
    alike: Vec<(&'static str, Target)>,
    /// The one table in scope whose rows are people (it keeps a gender, a
    /// birth date, a person's name), if exactly one is: who 人 names.
    people: Option<Target>,
    /// The stored names (label column values the profile saw) of each
    /// table in scope that has a label and a profile.
    names_of_rows: Vec<(Target, Vec<String>)>,
    /// The tables in scope that keep what kind each row is (a column named
    /// …type, …category, …kind): a modifier on their noun may say a kind.
    kept_in_kinds: Vec<Target>,
    /// The tables in scope whose rows are dated: events, which a verb may
    /// name (修 of 修理, the repairs).
    dated: Vec<Target>,
    /// The one table in scope whose rows are dated and keep money taken in
    /// (a fee, an amount paid), if one is: the business's orders, what 订单
    /// names where no table is called so (the moves of a removals firm).
    orders: Option<Target>,
    /// The verb of paying or taking money that starts a money column's
    /// Chinese word (赔 of 赔偿金), and the column: 赔钱, 赔了多少钱.
    money_by_verb: Vec<(char, Target)>,
}

/// The one target a list gives, when it gives one (each said once or
/// more in a row).
fn the_one<'t>(found: impl Iterator<Item = &'t Target>) -> Option<&'t Target> {
    let mut found: Vec<&Target> = found.collect();
    found.dedup();
    match found.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// Words for "each" that 人 may follow as a person (每个人, 各人).
pub(crate) const PER_PERSON: &[&str] = &["每个", "每", "各", "每一个", "每位", "各个"];

/// Whether token `k` is 人 said as a person: right after "each" (每个 |
/// 人), or after 的, which makes what comes before say which people
/// (年龄最大的人, 去过北京的人) — not the unit of 25000人.
pub(crate) fn person_said(q: &Question, k: usize) -> bool {
    q.tokens.get(k).is_some_and(|t| t.norm == "人")
        && k.checked_sub(1).is_some_and(|b| {
            let before = q.tokens[b].norm.as_str();
            PER_PERSON.contains(&before) || before == "的"
        })
}

/// Characters that make a verb into who does it (制造商, 生产者, 销售员,
/// 设计师, 制造厂): a name found inside a word ending in one is the
/// verb's, not the word's.
const AGENT_SUFFIXES: &str = "商者员师厂";

/// Words for what a business takes in (`Lexicon::name_the_revenue`):
/// said of the price of one sale, its total (`parse::aggregate`).
pub(crate) const REVENUE_EN: &[&str] = &[
    "revenue", "income", "takings", "turnover", "earnings", "sales",
];
/// 营收, 收入 … in Chinese; 票房 is box-office takings, what tickets took in.
pub(crate) const REVENUE_ZH: &[&str] = &[
    "营收",
    "收入",
    "营业额",
    "营业收入",
    "总收入",
    "销售额",
    "票房",
    // (What deals closed at: GMV, the 成交金额 of a booking.)
    "成交额",
    "成交金额",
];

/// Question words that are never read as a schema name on their own
/// (stemmed): aggregations and superlatives.
const RESERVED: &[&str] = &[
    "average", "avg", "count", "number", "total", "sum", "max", "maximum", "min", "minimum",
    "highest", "lowest", "most", "least", "mean", "median", "largest", "smallest",
];

/// What a table's rows are called: its English nouns (`store` of
/// `stores`, of 'Retail stores', of the synonym `shop`) and the last
/// characters of its Chinese names (店 of 门店).
struct TableNouns {
    english: Vec<String>,
    han_endings: Vec<char>,
}

impl TableNouns {
    fn of(
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
    fn english_phrases_for(&self, value: &str) -> Vec<String> {
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
fn chinese_event_stem(name: &str) -> Option<&str> {
    han_stem(name, &["时间", "日期", "年份", "年代"])
}

/// The event a count is named after: 卖出 of 卖出件数, 下单 of 下单次数.
fn chinese_count_stem(name: &str) -> Option<&str> {
    han_stem(name, &["件数", "数量", "次数", "个数"])
}

/// A metric's name and its synonyms.
fn metric_names(m: &chatdb_knowledge::semantic::Metric) -> impl Iterator<Item = &String> {
    std::iter::once(&m.name).chain(&m.synonyms)
}

/// What a Chinese name says before one of `suffixes`: two or more Chinese
/// characters.
fn han_stem<'a>(name: &'a str, suffixes: &[&str]) -> Option<&'a str> {
    suffixes.iter().find_map(|suffix| {
        let stem = name.strip_suffix(suffix)?;
        (stem.chars().count() >= 2 && stem.chars().all(is_han)).then_some(stem)
    })
}

/// The verb an English time column is named after: launch_date →
/// launch, created_at → create (stemmed), opened_on → open, founded_year →
/// found.
pub(crate) fn english_event_verb(words: &[String]) -> Option<String> {
    let [verb, time] = words else {
        return None;
    };
    let time_word = matches!(
        time.as_str(),
        "date" | "time" | "at" | "on" | "day" | "dt" | "year"
    );
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
fn opposite_state(name: &str) -> Option<&'static str> {
    const OPPOSITES: &[(&str, &str)] = &[
        ("present", "absent"),
        ("open", "closed"),
        ("online", "offline"),
        ("alive", "dead"),
        ("visible", "hidden"),
    ];
    let lower = name.trim().to_lowercase();
    let state = lower.strip_prefix("is_").unwrap_or(&lower);
    OPPOSITES
        .iter()
        .find(|(on, _)| *on == state)
        .map(|(_, off)| *off)
}

/// The state a yes/no name asks about: 上线 of 是否上线.
fn asked_state(name: &str) -> Option<&str> {
    name.trim().strip_prefix("是否")
}

/// The parts of a bilingual comment, '开业日期 / Opening date'.
pub(crate) fn comment_parts(comment: &str) -> impl Iterator<Item = &str> {
    comment.split(" / ").map(str::trim)
}

/// The Chinese words (the three commonest) of the verb an English time
/// column is named by after its participle — `finished_at` (finish),
/// `picked_up_on` (the phrase "pick up").
fn chinese_verbs_of_an_event(words: &[String]) -> Vec<&'static str> {
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
fn phrasal_compound(word: &str) -> Option<(&str, &str)> {
    ["up", "out", "off"].iter().find_map(|particle| {
        let verb = word.strip_suffix(particle)?;
        (verb.len() >= 3 && verb.chars().all(|c| c.is_ascii_lowercase()))
            .then_some((verb, *particle))
    })
}

/// What is not online is said offline (线下), whatever the data calls it.
const OFFLINE: [&str; 3] = ["offline", "线下", "离线"];

/// Of a column's two values, the one that is not online (线上) — the
/// value "offline" (线下) names when the data calls it otherwise ('store',
/// 门店). Each value comes with the names it is stored and shown by.
fn offline_value<'a>(values: &[(&'a str, Vec<&str>)]) -> Option<&'a str> {
    let online = |names: &[&str]| {
        names
            .iter()
            .any(|n| matches!(n.trim().to_lowercase().as_str(), "online" | "线上" | "在线"))
    };
    let offline = |names: &[&str]| {
        names
            .iter()
            .any(|n| OFFLINE.contains(&n.trim().to_lowercase().as_str()))
    };
    match values {
        [(a, an), (b, bn)] if !offline(an) && !offline(bn) => match (online(an), online(bn)) {
            (true, false) => Some(b),
            (false, true) => Some(a),
            _ => None,
        },
        _ => None,
    }
}

/// How the two sexes are stored (男/女, M/F, male/female) and said
/// (女性客户, 男士, "female students", "men"): male first, then female.
const SEXES: [(&[&str], &[&str]); 2] = [
    (
        &["男", "m", "male", "man"],
        &[
            "男",
            "男性",
            "男士",
            "男生",
            "男的",
            "男孩",
            "男孩子",
            "男童",
            "male",
            "males",
            "men",
            "man",
            "boy",
            "boys",
        ],
    ),
    (
        &["女", "f", "female", "woman"],
        &[
            "女",
            "女性",
            "女士",
            "女生",
            "女的",
            "女孩",
            "女孩子",
            "女童",
            "female",
            "females",
            "women",
            "woman",
            "girl",
            "girls",
        ],
    ),
];

/// The values of a column that stores sex: exactly one value stored as
/// each sex's name or code, among at most four (an 'unknown' may be
/// there too), each paired with the words that say it.
fn sex_values<'a>(values: &[(&'a str, Vec<&str>)]) -> Vec<(&'a str, &'static [&'static str])> {
    if values.len() > 4 {
        return Vec::new();
    }
    let mut found = Vec::new();
    for (stored, said) in SEXES {
        let mut matching = values.iter().filter(|(_, names)| {
            names
                .iter()
                .any(|n| stored.contains(&n.trim().to_lowercase().as_str()))
        });
        match (matching.next(), matching.next()) {
            (Some((value, _)), None) => found.push((*value, said)),
            _ => return Vec::new(),
        }
    }
    found
}

/// 已退款 is also said 退款 (退款订单): a state written with the
/// perfective 已 ("already") names the same rows without it.
fn perfective_bare(value: &str) -> Option<&str> {
    let bare = value.strip_prefix('已')?;
    (bare.chars().count() >= 2 && bare.chars().all(is_han)).then_some(bare)
}

/// Words for what buyers spend — and sellers earn.
pub(crate) const SPENDING: &[&str] = &[
    "spend",
    "spent",
    "spends",
    "spending",
    "earn",
    "earned",
    "earns",
    // (钱's English: "makes the most money".)
    "money",
    "消费",
    "消费额",
    "消费金额",
    "消费总额",
    // (What a seller achieves: 业绩, its sales.)
    "业绩",
];

/// A currency unit: 元, 块, 美元, yuan, USD….
pub(crate) fn is_currency(unit: &str) -> bool {
    chatdb_knowledge::attribute::is_money(unit)
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
const CHINESE_COUNT_SUFFIXES: &[&str] =
    &["数量", "个数", "总数", "次数", "人数", "名称", "数", "名"];
const CHINESE_BELONGING_PREFIXES: &[&str] = &["所属", "隶属", "所在"];

/// The shorter name a Chinese column is asked by, when it starts with a
/// word of belonging or ends with a count's unit, and what is left still
/// says something (two characters or more). Worked on the text, not on
/// jieba's words, which cut 服务用户数量 and 服务用户总数 differently.
fn chinese_short_name(name: &str) -> Option<String> {
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
const CHINESE_WORD_VARIANTS: &[(&str, &str)] = &[("品牌", "牌子"), ("app", "软件")];

/// Last words of table names that say nothing about the rows (stemmed).
const GENERIC_TABLE_SUFFIXES: &[&str] = &[
    "data", "info", "detail", "list", "record", "tabl", "header",
    // maintenance_requests, leave_requests: the thing asked for names them.
    "request",
];

/// Last words of column names that keep a place (stemmed as name words
/// are): `destination_city`, `home_country`, `departure_airport`.
const PLACE_KINDS: &[&str] = &["city", "country", "airport", "port", "station", "state"];

/// Last words of column names that say how a thing is kept — as a code, a
/// number or a count of it (stemmed): `city_code`, `dept_no`,
/// `country_id`, `student_count`.
const CODE_SUFFIXES: &[&str] = &["code", "no", "num", "id", "count"];

/// Whether a column is the name of another thing than its table's rows:
/// `customer_name` of a sale (its customer's), `Song_Name` of a singer —
/// not `customer_name` of customers, nor a person's `first_name`.
pub(crate) fn name_of_another_thing(column: &str, table: &str) -> bool {
    let words = name_words(column);
    let table_noun = name_words(table).last().cloned();
    match words.as_slice() {
        [said, last] => {
            last == "name"
                && !NAME_PARTS.iter().any(|p| stem(p) == *said)
                && Some(said) != table_noun.as_ref()
        }
        _ => false,
    }
}

/// The verb (stemmed) a table's noun is made of with -al — `rentals` of
/// rent, `arrivals` of arrive, `renewals` of renew —, when the noun's stem
/// is not the verb's already.
fn verb_of_al_noun(table: &str) -> Option<String> {
    let last = split_identifier(table).pop()?.to_lowercase();
    let noun = chatdb_knowledge::text::singular_forms(&last)
        .into_iter()
        .find(|f| f.ends_with("al"))?;
    let verb = noun.strip_suffix("al")?;
    (verb.len() >= 3 && stem(verb) != stem(&noun)).then(|| stem(verb))
}

/// The Chinese verbs (as jieba tags them) for the verb whose gerund
/// begins a name of two words or more (`parking_sessions` → 停车, 停放;
/// `shopping_trips` → shop's verbs).
fn gerund_said_in_chinese(name: &str) -> Vec<String> {
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

/// Nouns of the money rows bring or cost (stemmed): sales, revenue,
/// turnover, income, earnings, spending, expenses — and the sums of money
/// handed over: payments, refunds, donations.
/// 客单价: what an order brings on average, said of the orders' money.
pub(crate) const ORDER_VALUE_ZH: &[&str] = &["客单价", "平均客单价"];

pub(crate) const MONEY_NOUNS: &[&str] = &[
    "sale", "revenu", "turnov", "incom", "earn", "spend", "expens", "payment", "refund", "donat",
];

/// Words before `name` in a column name that say which of a person's
/// names it is (`first_name`, `full_name`), not what is named.
const NAME_PARTS: &[&str] = &[
    "first", "last", "middle", "given", "family", "full", "nick", "display", "short", "long",
];

/// First words of table names that say what kind of table it is, not
/// what its rows are (stemmed): reference, lookup, dimension, fact tables.
const GENERIC_TABLE_PREFIXES: &[&str] = &["ref", "tbl", "lkp", "lookup", "dim", "fact"];

/// True when stored text starts like an amount ('1000万', '19岁', '-3'),
/// not like a name or a code ('item_product_4_16').
pub(crate) fn starts_like_a_number(s: &str) -> bool {
    s.trim_start()
        .starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '.')
}

/// Values shorter than this (in characters) are not matched: too common.
const MIN_VALUE_CHARS: usize = 2;

fn phrase_words(text: &str) -> Option<(Vec<String>, bool)> {
    let lower = text.trim().to_lowercase();
    if lower.is_empty() {
        return None;
    }
    if lower.chars().any(is_han) {
        // Chinese phrases match as text; identifiers inside are left alone.
        let compact: String = lower.chars().filter(|c| !c.is_whitespace()).collect();
        return Some((vec![compact], true));
    }
    let words: Vec<String> = lower
        .split(|c: char| !(c.is_alphanumeric()))
        .filter(|w| !w.is_empty())
        .flat_map(split_identifier)
        .map(|w| stem(&w))
        .collect();
    // (Words all of questions are no name, but a stored value of two or
    // more may be one: `Lexicon::add_words` decides.)
    if words.is_empty() || words.len() == 1 && is_stopword(&words[0]) {
        return None;
    }
    Some((words, false))
}

impl Lexicon {
    /// The lexicon of the given tables (all of the schema when `tables` is
    /// empty), with their semantic-layer names and profiled values (an age
    /// is reckoned in `this_year`).
    pub fn build(
        schema: &Schema,
        profiles: &[TableProfile],
        semantic: Option<&SemanticLayer>,
        tables: &[String],
        this_year: i32,
    ) -> Lexicon {
        let mut lex = Lexicon::default();
        let in_scope = |t: &str| tables.is_empty() || tables.iter().any(|x| x == t);
        // The Chinese words of the head word of each multi-word English
        // column name, and the column (型号 of meter_model).
        // (With the Chinese words of its table's rows, which may say it
        // before: 会员类型 of members.membership_type.)
        let mut chinese_heads: Vec<(String, Target, Vec<String>)> = Vec::new();
        let schema_names = SchemaNames::of(schema);
        // (Whether some column is named a rating: then `stars` is not one.)
        let a_rating_named = schema.tables.iter().any(|t| {
            t.columns
                .iter()
                .any(|c| name_words(&c.name).contains(&stem("rating")))
        });
        for table in &schema.tables {
            let tname = table.qualified_name();
            if !in_scope(&tname) {
                continue;
            }
            let spec = semantic.and_then(|s| s.table_spec(table));
            let ttarget = Target::Table(tname.clone());
            lex.add(&table.name.replace('_', " "), ttarget.clone(), 3);
            let table_words = name_words(&table.name);
            lex.add_words(table_words.clone(), ttarget.clone(), 3);
            // `shows`, `lists`: a table named by a noun whose verb is the
            // language of requests ("show me …") is named by its plural —
            // "the most shows" — or after a determiner ("per show"), never
            // by the bare verb.
            if let [noun] = table_words.as_slice() {
                if is_stopword(noun) && noun.chars().all(|c| c.is_ascii_alphabetic()) {
                    lex.phrases.push(Phrase {
                        words: vec![noun.clone()],
                        han: false,
                        target: ttarget.clone(),
                        weight: 3,
                        said: Said::AsRequestNoun,
                    });
                }
            }
            // 打车APP名称, "continent name": the table's label column, and
            // "continent id" its key, whatever they are called (Continent,
            // ContId).
            let han = table.name.chars().any(is_han);
            if let Some(label) = table.label_column() {
                let target = Target::Column(ColumnRef::new(&tname, label));
                if han {
                    for suffix in ["名", "名称", "的名称", "的名字"] {
                        lex.add(&format!("{}{suffix}", table.name), target.clone(), 5);
                    }
                } else {
                    lex.add_words(
                        [table_words.clone(), vec!["name".into()]].concat(),
                        target,
                        5,
                    );
                }
            }
            // 书 of 图书, 店 of 门店: a Chinese table name's last character
            // is its head, by which a lone noun character names it (as an
            // English name's Chinese words' heads do, below).
            if han {
                lex.add_heads(&table.name, &ttarget);
            }
            // 歌手 for `singer`: an English name said in Chinese, below its
            // own names (a dictionary word has other senses); 歌手名字 its
            // label.
            if !han {
                let label = table.label_column();
                // (Not a word ending in 额, an amount — 油的销售额 of
                // `fuel_sales`: the sales' money, not their rows.)
                for zh in english_in_chinese(&table.name, 18)
                    .into_iter()
                    .chain(
                        generic_free(&table.name)
                            .filter(|_| !nouns_its_parent(schema, table))
                            .into_iter()
                            .flat_map(|n| english_in_chinese(&n, 18)),
                    )
                    .filter(|zh| !zh.ends_with('额'))
                {
                    lex.add(&zh, ttarget.clone(), 2);
                    lex.add_heads(&zh, &ttarget);
                    if let Some(label) = label {
                        let target = Target::Column(ColumnRef::new(&tname, label));
                        for suffix in ["名", "名字", "名称", "的名字", "的名称"] {
                            lex.add(&format!("{zh}{suffix}"), target.clone(), 2);
                        }
                    }
                }
                // (A name that is one noun, without a generic ending:
                // model_list is "model"; Has_Pet is not "pet", the pets are.)
                let noun = generic_free(&table.name).unwrap_or_else(|| table.name.clone());
                if let [one] = split_identifier(&noun).as_slice() {
                    for zh in chatdb_knowledge::bilingual::kinds_of(one) {
                        lex.kinds.push((zh, ttarget.clone()));
                    }
                    for zh in chatdb_knowledge::bilingual::words_said_alike(one) {
                        lex.alike.push((zh, ttarget.clone()));
                    }
                }
            }
            // 停车 for `parking_sessions`: a name begun by a gerund keeps
            // that verb's events, said in Chinese by the verb — above a
            // table whose noun the dictionary also glosses so (`car_parks`).
            if !han {
                for zh in gerund_said_in_chinese(&table.name) {
                    lex.add(&zh, ttarget.clone(), 3);
                }
            }
            if let (false, [key]) = (han, table.primary_key.as_slice()) {
                let target = Target::Column(ColumnRef::new(&tname, key));
                lex.add_words([table_words.clone(), vec!["id".into()]].concat(), target, 5);
            }
            // "cars never rented", "the most rented model": a noun made of
            // its verb with -al (rental, arrival, renewal) has its rows
            // named by the verb, as orders by "ordered".
            if let Some(verb) = (!han).then(|| verb_of_al_noun(&table.name)).flatten() {
                lex.add_words(vec![verb], ttarget.clone(), 2);
            }
            // "the most prescribed drug", "plans subscribed to": so is a
            // noun made with -ion (prescription, subscription, donation,
            // inspection) — where no table is that verb's noun already.
            if !han {
                for verb in verbs_of_ion_noun(&table.name) {
                    let taken = schema.tables.iter().any(|t| {
                        split_identifier(&t.name)
                            .last()
                            .is_some_and(|w| stem(&w.to_lowercase()) == verb)
                    });
                    if !taken {
                        lex.add_words(vec![verb], ttarget.clone(), 2);
                    }
                }
            }
            // "openings" of job_openings, "items" of order_items: the head
            // noun of a compound names it alone — as that noun, not
            // another word of its stem ("open").
            if !han {
                lex.add_head_noun(&schema_names, table, &table_words, &ttarget);
                lex.name_the_time_an_event_takes(table, &table_words);
                lex.name_rows_by_what_is_sized(&schema_names, table, &ttarget);
            }
            // cars_data, car_info, model_list: the noun alone names the table;
            // so does it in Ref_Template_Types, tbl_orders, dim_customer.
            if let Some((last, noun)) = table_words.split_last() {
                if !noun.is_empty()
                    && GENERIC_TABLE_SUFFIXES.contains(&last.as_str())
                    && !nouns_its_parent(schema, table)
                {
                    lex.add_words(noun.to_vec(), ttarget.clone(), 2);
                }
            }
            if let Some((first, noun)) = table_words.split_first() {
                if !noun.is_empty() && GENERIC_TABLE_PREFIXES.contains(&first.as_str()) {
                    lex.add_words(noun.to_vec(), ttarget.clone(), 3);
                }
            }
            if let Some(spec) = spec {
                for s in spec.display_name.iter().chain(spec.synonyms.iter()) {
                    lex.add(s, ttarget.clone(), 3);
                    // 门店名称, 门店的名称: a Chinese name of the table with
                    // 名称 is its label, as for a table named in Chinese.
                    if let (Some(label), true) = (table.label_column(), s.chars().all(is_han)) {
                        let target = Target::Column(ColumnRef::new(&tname, label));
                        for suffix in ["名称", "的名称", "的名字"] {
                            lex.add(&format!("{s}{suffix}"), target.clone(), 3);
                        }
                    }
                }
            }
            if let Some(c) = &table.comment {
                if c.chars().count() <= 12 {
                    lex.add(c, ttarget.clone(), 1);
                }
            }
            let profile = profiles.iter().find(|p| p.table == tname);
            let nouns = TableNouns::of(table, spec);
            // The Chinese words an English table's rows are called by (销售,
            // 采购 of `sales`, `purchases`), for the compounds below.
            let table_zh = if han {
                Vec::new()
            } else {
                rows_in_chinese(table)
            };
            for col in &table.columns {
                // (The name's words, lower-cased by split_identifier, read
                // once for every rule below; its last word, and whether it
                // is a unit: duration_minutes.)
                let lower_words = split_identifier(&col.name);
                let last_word = lower_words.last().cloned().unwrap_or_default();
                let ends_in_unit = chatdb_knowledge::text::is_unit_word(&last_word)
                    || crate::units::m_is_metres(&lower_words)
                    || crate::units::min_is_minutes(
                        &lower_words,
                        table.columns.iter().map(|c| c.name.as_str()),
                    );
                let cref = ColumnRef::new(&tname, &col.name);
                let ctarget = Target::Column(cref.clone());
                lex.add(&col.name.replace('_', " "), ctarget.clone(), 4);
                let words = name_words(&col.name);
                lex.add_words(words.clone(), ctarget.clone(), 4);
                // ("energy generated" of `kwh`: a column named by its unit
                // of energy alone is said by what that unit measures.)
                if col.logical_type.is_numeric()
                    && lower_words.len() == 1
                    && crate::derived::names_energy(&col.name)
                {
                    lex.add_words(vec![stem("energy")], ctarget.clone(), 2);
                    lex.add("电量", ctarget.clone(), 2);
                }
                // "the most valuable artwork" of insured_value: a number is
                // said by the adjective of its noun in -able.
                if !han && col.logical_type.is_numeric() && !table.is_key(&col.name) {
                    // (Unless the stemmer takes it to the noun: amountable.)
                    let adjective = chatdb_knowledge::text::adjective_of_a_noun(&last_word)
                        .map(|a| stem(&a))
                        .filter(|a| *a != stem(&last_word));
                    if let Some(adjective) = adjective {
                        lex.add_words(vec![adjective], ctarget.clone(), 2);
                    }
                }
                // (车费 and 票价 are kinds of a fare, 售价 of a price: a
                // number column named by one noun is guessed by its kinds,
                // as a table is.)
                // (And by one noun after the word saying which: 配送费 of
                // `delivery_fee`, a kind of fee.)
                let noun = match lower_words.as_slice() {
                    [one] => Some(one),
                    [_, noun] if !ends_in_unit => Some(noun),
                    _ => None,
                };
                if let Some(noun) = noun {
                    if !han && col.logical_type.is_numeric() && !table.is_key(&col.name) {
                        for zh in chatdb_knowledge::bilingual::kinds_of(noun) {
                            lex.kinds.push((zh, ctarget.clone()));
                        }
                    }
                }
                // "and how old are they": "how old" asks the value an age
                // column keeps (age, pet_age), as "what age" does.
                if words.last().is_some_and(|w| *w == stem("age")) && col.logical_type.is_numeric()
                {
                    lex.phrases.push(Phrase {
                        words: vec![stem("how"), stem("old")],
                        han: false,
                        target: ctarget.clone(),
                        weight: 2,
                        said: Said::Any,
                    });
                }
                // "phone number", 电话号码: a column naming a line one
                // reaches by its number (phone, mobile, fax) is also said
                // with "number".
                const DIALLED: &[&str] = &["phone", "telephone", "mobile", "fax", "cellphone"];
                let dialled = words
                    .last()
                    .is_some_and(|w| DIALLED.iter().any(|d| stem(d) == *w));
                if !han && dialled && !table.is_key(&col.name) && !col.logical_type.is_numeric() {
                    lex.add_words(
                        [words.clone(), vec![stem("number")]].concat(),
                        ctarget.clone(),
                        4,
                    );
                    for zh in english_in_chinese(&last_word, 6) {
                        lex.add(&format!("{zh}号码"), ctarget.clone(), 3);
                    }
                }
                // "average track length", "how long are the calls": time
                // spent, kept in a unit of time (duration_sec, minutes), is
                // asked as a length.
                if col.logical_type.is_numeric()
                    && !table.is_key(&col.name)
                    && (crate::units::kept_in_a_unit_of_time(&lower_words)
                        || crate::derived::names_time_spent(&col.name))
                    && !words.contains(&stem("length"))
                {
                    lex.add_words(vec![stem("length")], ctarget.clone(), 1);
                    lex.phrases.push(Phrase {
                        words: vec![stem("how"), stem("long")],
                        han: false,
                        target: ctarget.clone(),
                        weight: 2,
                        said: Said::Any,
                    });
                }
                // 延误时间, 延误时长 of delay_min: the Chinese of what lasts
                // and "time" — one phrase, over the delayed flights' status
                // and a date called a time. (Of a name of one word and a
                // unit of time, min included.)
                // ("reading time", "time spent reading" of seconds_read,
                // the unit first: what is done in that time is the other
                // word, its gerund's stem said with "time".)
                let of_time = |unit: &str| {
                    crate::units::unit_kept(unit)
                        .is_some_and(|(kind, _)| kind == crate::units::UnitKind::Time)
                };
                let what_lasts = match lower_words.as_slice() {
                    [what, unit] if of_time(unit) => Some(what),
                    [unit, what] if of_time(unit) && !of_time(what) => Some(what),
                    _ => None,
                };
                if let Some(what) = what_lasts
                    .filter(|_| !han && col.logical_type.is_numeric() && !table.is_key(&col.name))
                {
                    for zh in english_in_chinese(what, 6) {
                        for said in [format!("{zh}时间"), format!("{zh}时长")] {
                            lex.add(&said, ctarget.clone(), 3);
                        }
                    }
                    let (what, time) = (stem(what), stem("time"));
                    lex.add_words(vec![what.clone(), time.clone()], ctarget.clone(), 3);
                    lex.add_words(vec![time, stem("spent"), what], ctarget.clone(), 3);
                }
                // "1 star reviews": a rating is counted in stars; and stars
                // are a rating ("average rating", "highest rated" of a
                // `stars` column, 评分) where no column is named a rating.
                if col.logical_type.is_numeric() && !table.is_key(&col.name) {
                    if words.iter().any(|w| *w == stem("rating")) {
                        lex.add_words(vec![stem("star")], ctarget.clone(), 2);
                    }
                    if words.last().is_some_and(|w| *w == stem("stars")) && !a_rating_named {
                        lex.add_words(vec![stem("rating")], ctarget.clone(), 2);
                        for zh in english_in_chinese("rating", 6) {
                            lex.add(&zh, ctarget.clone(), 2);
                        }
                    }
                }
                // "the most cited paper": a count named by the noun a verb
                // makes with -ion (citations, nominations, donations) is
                // said by that verb, as views by "viewed".
                if !han && crate::derived::names_things_counted(col) {
                    for verb in verbs_of_ion_noun(&col.name) {
                        lex.add_words(vec![verb], ctarget.clone(), 2);
                    }
                }
                // signup_date is asked as "signed up": a verb and its
                // particle written as one word are said as two.
                for (verb, particle) in words.iter().filter_map(|w| phrasal_compound(w)) {
                    lex.add_words(vec![stem(verb), particle.to_string()], ctarget.clone(), 2);
                }
                // "unsold properties" of sold_on, "unpaid" of paid_at: the
                // participle naming an event's date, said undone (read as
                // no date yet, `parse::missing`).
                if let Some((participle, _)) = english_event_participle(&col.name)
                    .filter(|(p, _)| col.logical_type.is_temporal() && !p.starts_with("un"))
                {
                    lex.add_words(vec![stem(&format!("un{participle}"))], ctarget.clone(), 2);
                }
                // "bought" of purchased_on, "purchased" of bought_at:
                // buying and purchasing are one act.
                if let Some((participle, _)) =
                    english_event_participle(&col.name).filter(|_| col.logical_type.is_temporal())
                {
                    let other = match participle.as_str() {
                        "purchased" => Some("bought"),
                        "bought" => Some("purchased"),
                        _ => None,
                    };
                    if let Some(other) = other {
                        lex.add_words(vec![stem(other)], ctarget.clone(), 2);
                    }
                }
                // "openings" are things, not the day opened_on keeps: a
                // date named by a participle is not said by the gerund of
                // its verb, unless a time word follows ("opening date").
                if let Some((_, verb)) = english_event_participle(&col.name)
                    .filter(|(p, _)| col.logical_type.is_temporal() && !p.ends_with("ing"))
                {
                    // (Where the verb is also the rows' own noun, only its
                    // participle: `rows_verb_said_as_a_participle`.)
                    for p in lex.phrases.iter_mut() {
                        if p.target == ctarget && p.words == [verb.clone()] {
                            p.said = Said::NotAsGerund;
                        }
                    }
                    lex.add_words(vec![verb, stem("date")], ctarget.clone(), 4);
                }
                // "singer name" for singer.name.
                // The head word of a multi-word name ("age" of pet_age), weakly.
                // "the ids of students": a key's head word is its table's id.
                let own_key = table.primary_key.len() == 1 && table.primary_key[0] == col.name;
                let NameHead {
                    at: head_at,
                    participle,
                    noun_before_participle,
                } = NameHead::of(&words, &lower_words, col.logical_type.is_numeric());
                let head = words.get(head_at);
                let head_spelled = lower_words
                    .get(head_at)
                    .filter(|_| lower_words.len() == words.len())
                    .unwrap_or(&last_word);
                if words.len() > 1 {
                    if let Some(head) = head {
                        // (Three letters, or two Chinese characters: 数 of
                        // 覆盖城市数 names nothing.)
                        let long_enough = if head.is_ascii() {
                            head.len() > 2
                        } else {
                            head.chars().count() >= 2
                        };
                        if (long_enough || own_key && head == "id") && !is_stopword(head) {
                            lex.add_words(vec![head.clone()], ctarget.clone(), 1);
                            // (And its Chinese, 型号 of meter_model, kept
                            // below where one column in scope has it — not
                            // a unit's: 分钟 of duration_minutes is said of
                            // a number.)
                            if head.is_ascii() && head.len() > 2 && !own_key && !ends_in_unit {
                                // (And qty_planned's 计划: the participle's
                                // Chinese says it too — unless its verb names
                                // rows, 播放 of seconds_played the plays.)
                                let verb_names_rows = || {
                                    schema_names
                                        .table_heads
                                        .iter()
                                        .any(|(_, h)| words.last() == Some(h))
                                };
                                let noun =
                                    (!participle || noun_before_participle).then_some(head_spelled);
                                let verb = (participle && !verb_names_rows()).then_some(&last_word);
                                for said in noun.into_iter().chain(verb) {
                                    for zh in english_in_chinese(said, 6) {
                                        chinese_heads.push((zh, ctarget.clone(), table_zh.clone()));
                                    }
                                }
                            }
                        }
                    }
                }
                // "top destinations" of destination_city, "origin" of
                // origin_country: a kind of place ending a name of two words
                // says how the place is kept; its first word names the
                // place's role alone, weakly.
                if let [role, place] = words.as_slice() {
                    let a_place = PLACE_KINDS.iter().any(|k| stem(k) == *place);
                    if a_place && role.is_ascii() && role.len() > 3 && !is_stopword(role) {
                        lex.add_words(vec![role.clone()], ctarget.clone(), 1);
                    }
                }
                // city_code is asked as "city" (城市), dept_no as "dept",
                // student_count as "students": a code or count ending a name
                // says how the thing is kept, not what it is (and so does
                // "number of" starting one: Num_of_Staff). (Not a key, nor a
                // noun that names a table: customer_id names a customer, a
                // row of customers.)
                // (Read on the identifier's own words: `of` is a stopword
                // that name_words drops.)
                let counted_after = match lower_words.as_slice() {
                    [num, of, rest @ ..]
                        if matches!(num.as_str(), "num" | "number") && of == "of" =>
                    {
                        Some(rest.iter().map(|w| stem(w)).collect::<Vec<_>>())
                    }
                    _ => None,
                };
                if let Some(rest) = counted_after.filter(|r| !r.is_empty()) {
                    if !table.is_key(&col.name) && rest.iter().all(|w| w.is_ascii()) {
                        // (员工人数, 员工数 for Num_of_Staff, as in English.)
                        for zh in english_in_chinese(&rest.join("_"), 18) {
                            for counted in ["人数", "数量", "数"] {
                                lex.add(&format!("{zh}{counted}"), ctarget.clone(), 3);
                            }
                            lex.add(&zh, ctarget.clone(), 2);
                        }
                        lex.add_words(rest, ctarget.clone(), 2);
                    }
                }
                // Directed_by is asked as "director" (导演): the one who did
                // what a participle and "by" name is its agent noun, the
                // verb with -or or -er (directed → director, produced →
                // producer; irregular ones such as written are not formed).
                if let [done, by] = lower_words.as_slice() {
                    if by == "by" && done.len() > 4 && done.ends_with("ed") {
                        let verb = &done[..done.len() - 2];
                        let verb_e = &done[..done.len() - 1];
                        for agent in [format!("{verb}or"), format!("{verb_e}r")] {
                            lex.add_words(vec![stem(&agent)], ctarget.clone(), 2);
                            for zh in english_in_chinese(&agent, 18) {
                                lex.add(&zh, ctarget.clone(), 2);
                            }
                        }
                    }
                }
                if let [said @ .., last] = words.as_slice() {
                    let names_a_table = || {
                        schema.tables.iter().any(|t| {
                            let tw = name_words(&t.name);
                            tw == said
                                || generic_free(&t.name).is_some_and(|n| name_words(&n) == said)
                        })
                    };
                    // (`customer_name` is asked as "customer", 客户, where
                    // no table keeps the customers: "sales by customer".)
                    let names_what_it_says = name_of_another_thing(&col.name, &table.name);
                    // (stock_qty is asked as "stock": a quantity ending a
                    // name says how much of the thing is kept.)
                    let a_quantity = col.logical_type.is_numeric()
                        && crate::derived::Flow::of_words(std::slice::from_ref(last))
                            == Some(crate::derived::Flow::Quantity);
                    if !said.is_empty()
                        && (CODE_SUFFIXES.contains(&last.as_str())
                            || names_what_it_says
                            || a_quantity)
                        && !table.is_key(&col.name)
                        && said.iter().all(|w| w.is_ascii())
                        && !names_a_table()
                    {
                        lex.add_words(said.to_vec(), ctarget.clone(), 2);
                        for zh in english_in_chinese(&all_but_last_word(&col.name), 18) {
                            lex.add(&zh, ctarget.clone(), 2);
                        }
                    }
                }
                // "unresolved" for resolved_at: the event a nullable date
                // records, said undone (`parse::missing` reads it as not
                // yet happened).
                if let (true, true, Some(done)) = (
                    col.logical_type.is_temporal(),
                    col.nullable,
                    split_identifier(&col.name)
                        .first()
                        .map(|w| w.to_lowercase())
                        .filter(|w| w.ends_with("ed") && w.len() > 4),
                ) {
                    lex.add_words(vec![stem(&format!("un{done}"))], ctarget.clone(), 2);
                }
                // 今年入职的员工 for hire_date, 开始 for start_date: the
                // event a date column records is said in Chinese by its
                // verb alone, as "hired this year" is in English.
                // (Not where the word names a table — order_date: 订单 is
                // the orders, not their date.)
                // (signed_up_on: 注册, the Chinese of its phrasal verb,
                // written closed — `signup`.)
                if let [done, particle, last] = lower_words.as_slice() {
                    if col.logical_type.is_temporal()
                        && matches!(particle.as_str(), "up" | "out" | "off")
                        && matches!(last.as_str(), "date" | "time" | "on" | "at" | "dt")
                    {
                        for verb in chatdb_knowledge::text::verb_forms(done) {
                            for zh in english_in_chinese(&format!("{verb}{particle}"), 6) {
                                lex.add(&zh, ctarget.clone(), 2);
                            }
                        }
                    }
                }
                if let [said, last] = lower_words.as_slice() {
                    // (ord_dt: an abbreviation is its word, `order`.)
                    let event = &name_words(said).pop().unwrap_or_else(|| stem(said));
                    let a_table = schema.tables.iter().any(|t| {
                        name_words(&t.name).contains(event)
                            || generic_free(&t.name).is_some_and(|n| name_words(&n).contains(event))
                    });
                    // ("hires per year", "new hires", "signups this month":
                    // the plural noun of the event a table's one date
                    // records names its rows, each row one such event.)
                    let one_date = table
                        .columns
                        .iter()
                        .filter(|c| c.logical_type.is_temporal())
                        .count()
                        == 1;
                    if col.logical_type.is_temporal()
                        && one_date
                        && matches!(last.as_str(), "date" | "on" | "at" | "dt")
                        && said.chars().all(|c| c.is_ascii_lowercase())
                        && !said.ends_with("ed")
                        && !a_table
                    {
                        let forms = vec![format!("{said}s"), format!("{said}es")];
                        lex.phrases.push(Phrase {
                            words: vec![stem(said)],
                            han: false,
                            target: ttarget.clone(),
                            weight: 3,
                            said: Said::AsNoun(forms),
                        });
                    }
                    if col.logical_type.is_temporal()
                        && matches!(last.as_str(), "date" | "time" | "on" | "at" | "dt")
                        && event.is_ascii()
                        && !a_table
                    {
                        // (resolved_at: 解决, the verb of the participle;
                        // sold_at: 卖, of sell.)
                        let verb = chatdb_knowledge::text::verb_of_irregular_participle(said);
                        for zh in english_in_chinese(said, 6)
                            .into_iter()
                            .chain(verb.into_iter().flat_map(|v| english_in_chinese(v, 6)))
                        {
                            lex.add(&zh, ctarget.clone(), 2);
                        }
                    }
                }
                // area_sqm is asked as "area", weight_kg as "weight", 延误 of
                // delay_min: a unit of measure ending a name is not said.
                if let [said @ .., _] = words.as_slice() {
                    if !said.is_empty() && ends_in_unit {
                        lex.add_words(said.to_vec(), ctarget.clone(), 3);
                        if !han && !table.is_key(&col.name) {
                            for zh in english_in_chinese(&all_but_last_word(&col.name), 6) {
                                lex.add(&zh, ctarget.clone(), 2);
                            }
                        }
                    }
                }
                // Cartoon.Channel refers to TV_Channel: a reference named by
                // the last words of the table it refers to says what those
                // rows are called — "channels", 频道 are TV channels (and a
                // question naming the cartoons still takes the column).
                // (accounts.sales_rep_id refers to employees: "sales rep"
                // names the employees in that role.)
                if let Some((referred, said)) =
                    referred_by_its_noun(schema, table, &col.name, &words)
                        .or_else(|| named_by_its_role(schema, table, &col.name, &words))
                        .filter(|(referred, _)| in_scope(referred))
                {
                    let target = Target::Table(referred);
                    for zh in english_in_chinese(&said.join("_"), 18) {
                        lex.add(&zh, target.clone(), 2);
                    }
                    lex.add_words(said, target, 3);
                }
                // template_type_code is asked as "type code".
                if words.len() >= 3 && words.iter().all(|w| w.is_ascii()) {
                    lex.add_words(words[words.len() - 2..].to_vec(), ctarget.clone(), 2);
                }
                // 建交国家数量 is asked as 建交国家, 所属省份 as 省份.
                // (Not when the short name is a table's: 门店名称 → 门店.)
                if let Some(short) = chinese_short_name(&col.name)
                    .filter(|s| !schema.tables.iter().any(|t| t.name == *s))
                {
                    // 建交国家数量 is also 建交国家数.
                    if col.name.ends_with("数量") {
                        lex.add(&format!("{short}数"), ctarget.clone(), 3);
                    }
                    lex.add(&short, ctarget.clone(), 2);
                    // 省份 is also said 省.
                    if let Some(one) = short.strip_suffix('份').filter(|o| o.chars().count() == 1)
                    {
                        if !is_time_name(&col.name) {
                            lex.add(one, ctarget.clone(), 2);
                        }
                    }
                }
                // 场上位置 is also said 场上的位置, asked as 场上什么位置 /
                // 隶属什么机构, and 出品公司 is also 公司出品.
                if let [a, b] = words.as_slice() {
                    let han = |w: &String| w.chars().count() >= 2 && w.chars().all(is_han);
                    if han(a) && han(b) {
                        for joined in [
                            format!("{a}的{b}"),
                            format!("{a}什么{b}"),
                            format!("{a}是什么{b}"),
                        ] {
                            lex.add(&joined, ctarget.clone(), 4);
                        }
                        lex.add(&format!("{b}{a}"), ctarget.clone(), 2);
                    }
                }
                // launch_date is said "launched", created_at "created": an
                // event's time is named by its verb, weakly — unless the
                // verb is the table's own noun (order_date of orders) or
                // another column starts with it.
                if let Some(verb) = english_event_verb(&words) {
                    let own_noun = table_words.iter().any(|w| stem(w) == verb);
                    let shared = table.columns.iter().any(|o| {
                        o.name != col.name
                            && name_words(&o.name).first().is_some_and(|w| stem(w) == verb)
                    });
                    // (founded_year, a year kept as a number, is said
                    // "founded" too.)
                    let year = words.last().is_some_and(|w| w == "year")
                        && matches!(col.logical_type, LogicalType::Integer);
                    if (col.logical_type.is_temporal() || year) && !own_noun && !shared {
                        lex.add_words(vec![verb], ctarget.clone(), 1);
                        // (And in Chinese: 建成 of built_year, as 成立 of
                        // founded — a date's own name says it already.)
                        if year {
                            let spelled = split_identifier(&col.name)
                                .first()
                                .map(|w| w.to_lowercase())
                                .unwrap_or_default();
                            for zh in chatdb_knowledge::bilingual::chinese_words(&spelled)
                                .into_iter()
                                .take(3)
                            {
                                lex.add(zh, ctarget.clone(), 1);
                            }
                        }
                    }
                }
                // 取走 of picked_up_at, 完成 of finished_at: an event's time
                // is said in Chinese by its verb too, weakly — the verb's
                // three commonest words, none a word of the table's rows
                // (订单 of ordered_at is the orders themselves).
                if col.logical_type.is_temporal() && !han {
                    for zh in chinese_verbs_of_an_event(&lower_words)
                        .into_iter()
                        .filter(|zh| !table_zh.iter().any(|t| t == zh))
                    {
                        lex.add(zh, ctarget.clone(), 1);
                    }
                }
                // 成立时间 is said 成立 ("founded before 1935") — unless
                // another column starts the same way (出品时间, 出品公司).
                if let Some(stem) = chinese_event_stem(&col.name) {
                    let shared = table
                        .columns
                        .iter()
                        .any(|o| o.name != col.name && o.name.starts_with(stem));
                    if !shared {
                        lex.add(stem, ctarget.clone(), 1);
                    }
                    // 开播的时间 for 开播时间.
                    let suffix = &col.name[stem.len()..];
                    lex.add(&format!("{stem}的{suffix}"), ctarget.clone(), 4);
                }
                // 年龄 for `age`, 歌曲名称 for `song_name`.
                for zh in english_in_chinese(&col.name, 18) {
                    lex.add(&zh, ctarget.clone(), 2);
                    // 点击量, 访问次数: a column counting things (`clicks`)
                    // is said by their word with 量 (how much of it) or
                    // 次数 (how many times).
                    if crate::derived::names_things_counted(col) {
                        lex.add(&format!("{zh}量"), ctarget.clone(), 2);
                        lex.add(&format!("{zh}次数"), ctarget.clone(), 2);
                    }
                }
                // 运费 for `freight_charge`, 学费 for `tuition_fee`: a
                // Chinese word ending in 费 already says the fee, so the
                // first word's says a column named as its charge, fee or cost.
                if let [first, fee] = split_identifier(&col.name).as_slice() {
                    let said = stem(&fee.to_lowercase());
                    let a_fee = ["charge", "fee", "cost"].iter().any(|w| stem(w) == said);
                    if a_fee {
                        for zh in english_in_chinese(first, 6)
                            .into_iter()
                            .filter(|zh| zh.ends_with('费') && zh.chars().count() >= 2)
                        {
                            lex.add(&zh, ctarget.clone(), 2);
                        }
                    }
                }
                // 每小时收费 for `hourly_rate`, 每晚房价 for
                // `price_per_night`: a rate is said as what is paid after
                // "each" and its unit of time (not a series by the hour).
                if let Some((units, rest)) = crate::units::rate_named_by(&lower_words)
                    .filter(|_| !han && col.logical_type.is_numeric() && !table.is_key(&col.name))
                {
                    let mut paid: Vec<String> = ["price", "fee", "cost", "rent"]
                        .iter()
                        .flat_map(|w| chatdb_knowledge::bilingual::chinese_words(w))
                        .map(str::to_string)
                        .collect();
                    if !rest.is_empty() {
                        paid.extend(english_in_chinese(&rest.join("_"), 6));
                    }
                    for unit in units {
                        for each in ["每", "每个", "每一"] {
                            for said in &paid {
                                lex.add(&format!("{each}{unit}{said}"), ctarget.clone(), 3);
                            }
                        }
                    }
                }
                // 房间数 for `room_count` (座位数 for `zuowei_shu`, its
                // pinyin): a column named as a count of a noun is that
                // noun's Chinese with 数 or 数量.
                let spelled = &lower_words;
                let is_count_word = |w: &String| {
                    matches!(
                        w.to_lowercase().as_str(),
                        "count" | "num" | "number" | "cnt" | "shu"
                    )
                };
                if spelled.len() >= 2 && spelled.iter().any(is_count_word) {
                    let noun: Vec<&str> = spelled
                        .iter()
                        .filter(|w| !is_count_word(w) && !w.eq_ignore_ascii_case("of"))
                        .map(String::as_str)
                        .collect();
                    for zh in english_in_chinese(&noun.join("_"), 6) {
                        lex.add(&format!("{zh}数"), ctarget.clone(), 3);
                        lex.add(&format!("{zh}数量"), ctarget.clone(), 3);
                    }
                }
                // 采购金额, 仓库的名称: a column said after the Chinese word
                // for its table's rows, as "purchase amount" is in English
                // (the table's words and the column's, above; 数量 too,
                // which alone is left to the cues as a count).
                // (A column's first word weighs most: 采购数量 is the
                // quantity's before the amount's, whose third word it is.)
                // (Not a word of questions, as `Average` is 平均 — but an
                // amount's 数量 or 金额 is the column's own noun.)
                // (Nor a flow's word for a column of the other flow:
                // 账单数量 is how many bills, not their `amount` of money,
                // though the dictionary glosses "amount" 数量 too.)
                let own_flow = Flow::of_name(&col.name);
                for (rank, cz) in chatdb_knowledge::bilingual::chinese_names(&col.name, 6)
                    .into_iter()
                    .filter(|zh| match Flow::of_text(zh) {
                        Some(said) => own_flow.is_none_or(|own| own == said),
                        None => !crate::cues::is_cue_word(zh) && !is_stopword(zh),
                    })
                    .enumerate()
                {
                    let weight = if rank == 0 { 3 } else { 2 };
                    for tz in table_zh.iter().filter(|tz| !cz.starts_with(tz.as_str())) {
                        lex.add(&format!("{tz}{cz}"), ctarget.clone(), weight);
                        lex.add(&format!("{tz}的{cz}"), ctarget.clone(), weight);
                    }
                }
                lex.name_money_by_its_verb(col, &ctarget);
                // 年份 is "year" (the dictionary glosses it otherwise): 年份
                // for `Year`, 发行年份 for `Song_release_year`.
                if let Some((_, said)) = words.split_last().filter(|(l, _)| *l == "year") {
                    if said.is_empty() {
                        lex.add("年份", ctarget.clone(), 2);
                    } else if said.iter().all(|w| w.is_ascii()) {
                        let noun = all_but_last_word(&col.name);
                        // (and by the word before "year" alone: 发行年份 for
                        // Song_release_year, as people say it)
                        let event = noun
                            .rsplit_once('_')
                            .map(|(_, e)| english_in_chinese(e, 6))
                            .unwrap_or_default();
                        for zh in english_in_chinese(&noun, 18).into_iter().chain(event) {
                            lex.add(&format!("{zh}年份"), ctarget.clone(), 2);
                            lex.add(&format!("{zh}年"), ctarget.clone(), 2);
                        }
                    }
                }
                // 姓名 is a person's name: `name` or `full_name` of the
                // table said (the dictionary glosses it "full name" only).
                let lower = col.name.to_lowercase();
                if matches!(lower.as_str(), "name" | "full_name" | "fullname") {
                    lex.add("姓名", ctarget.clone(), 2);
                }
                // ("accounts created" is the accounts that were, not their
                // created_at: a date named by a participle is no noun the
                // table's can qualify.)
                let participle = col.logical_type.is_temporal()
                    && split_identifier(&col.name)
                        .first()
                        .is_some_and(|w| crate::question::is_past_participle(&w.to_lowercase()));
                if !participle {
                    let mut qualified = table_words.clone();
                    qualified.extend(words);
                    lex.add_words(qualified, ctarget.clone(), 5);
                }
                let cspec = spec.and_then(|s| s.columns.get(&col.name));
                if let Some(cs) = cspec {
                    for s in cs.synonyms.iter().chain(cs.description.iter()) {
                        lex.add(s, ctarget.clone(), 4);
                    }
                    for (stored, shown) in &cs.values {
                        let v = Target::Value {
                            column: cref.clone(),
                            value: stored.clone(),
                        };
                        lex.add(shown, v.clone(), 6);
                        if let Some(bare) = perfective_bare(shown) {
                            lex.add(bare, v.clone(), 5);
                        }
                        lex.add(stored, v, 6);
                    }
                    let named: Vec<(&str, Vec<&str>)> = cs
                        .values
                        .iter()
                        .map(|(stored, shown)| {
                            (stored.as_str(), vec![stored.as_str(), shown.as_str()])
                        })
                        .collect();
                    if let Some(other) = offline_value(&named) {
                        lex.add_offline(&cref, other);
                    }
                    lex.add_sexes(&cref, &named);
                }
                // 停售的商品: a yes/no column's state said ended.
                let column_profile = profile.and_then(|p| p.column(&col.name));
                if crate::derived::says_yes_or_no(col, column_profile) {
                    let names = other_names(col, spec);
                    let description = cspec.and_then(|c| c.description.clone());
                    for name in names.iter().chain(description.iter()) {
                        // (是否上线 asks whether it is 上线.)
                        if let Some(state) = asked_state(name) {
                            lex.add(state, ctarget.clone(), 2);
                        }
                        if let Some(ended) = ended_state(name) {
                            lex.add(&ended, ctarget.clone(), 4);
                            lex.negated_states.insert(ended);
                        }
                    }
                    // (inactive, of is_active or of a synonym 'active'.)
                    let english = names.iter().chain([&col.name]);
                    for negated in english.flat_map(|n| negated_english_states(n)) {
                        lex.add(&negated, ctarget.clone(), 4);
                        lex.negated_states.insert(negated);
                    }
                    // (absent of `present`, and in Chinese 缺席, 缺勤: a
                    // state's opposite word is where it does not hold.)
                    if let Some(opposite) = opposite_state(&col.name) {
                        let said = std::iter::once(opposite)
                            .chain(chatdb_knowledge::bilingual::chinese_words(opposite));
                        for word in said {
                            if !lex.names(word) {
                                lex.add(word, ctarget.clone(), 4);
                                lex.negated_states.insert(word.to_string());
                            }
                        }
                    }
                }
                // 注册日期 is said 注册 (今年注册的客户), as a column name's
                // event is — unless another column's other name starts the
                // same way.
                let names = other_names(col, spec);
                for stem in names.iter().filter_map(|n| chinese_event_stem(n)) {
                    let shared = table.columns.iter().any(|o| {
                        o.name != col.name
                            && other_names(o, spec).iter().any(|x| x.starts_with(stem))
                    });
                    if !shared {
                        lex.add(stem, ctarget.clone(), 1);
                        // 今年新注册的客户 ("newly": kept only with a period).
                        lex.add(&format!("新{stem}"), ctarget.clone(), 1);
                    }
                }
                if let Some(c) = &col.comment {
                    // 所在区县 is asked as 区县, as a name is (below) — not
                    // a key's or a reference's (所属订单 of an order_id
                    // names the orders, another table), nor a table's name.
                    let refers = table.is_key(&col.name)
                        || table
                            .foreign_keys
                            .iter()
                            .any(|fk| fk.columns.contains(&col.name));
                    let a_tables_name = |s: &String| {
                        schema.tables.iter().any(|t| {
                            t.name == *s
                                || t.comment
                                    .as_deref()
                                    .is_some_and(|c| comment_parts(c).any(|p| p.trim() == s))
                        })
                    };
                    // A bilingual comment ('开业日期 / Opening date') is
                    // read part by part.
                    for part in comment_parts(c) {
                        if part.chars().count() <= 12 {
                            lex.add(part, ctarget.clone(), 2);
                        }
                        if let Some(short) =
                            chinese_short_name(part.trim()).filter(|s| !refers && !a_tables_name(s))
                        {
                            lex.add(&short, ctarget.clone(), 2);
                        }
                    }
                }
                // Stored text, whatever the declared type: SQLite keeps
                // 'item_product_4_16' in a NUMERIC column (amounts written as
                // text, '1000万' or '19岁', are numbers, not names).
                let text_column = col.logical_type == LogicalType::Text;
                if let Some(cp) = profile.and_then(|p| p.column(&col.name)) {
                    for (v, _) in &cp.top_values {
                        if let Value::Text(s) = v {
                            // (猫, 狗 of a species: a stored noun of one
                            // character is said as a word of its own.)
                            let one_noun = s.chars().count() == 1
                                && s.chars().all(is_han)
                                && crate::question::is_noun(s);
                            if (text_column || !starts_like_a_number(s))
                                && (s.chars().count() >= MIN_VALUE_CHARS || one_noun)
                                && s.chars().count() <= 60
                            {
                                let value = Target::Value {
                                    column: cref.clone(),
                                    value: s.clone(),
                                };
                                // A code ('item_product_4_16') is one word
                                // of a question, as it is stored.
                                let code = s.trim();
                                if code.contains('_') && !code.chars().any(char::is_whitespace) {
                                    lex.add_words(
                                        vec![stem(&code.to_lowercase())],
                                        value.clone(),
                                        6,
                                    );
                                }
                                if let Some(bare) = perfective_bare(s) {
                                    lex.add(bare, value.clone(), 5);
                                }
                                // ('pickup' is "picked up": a verb and its
                                // particle stored as one word are said as two.)
                                if let Some((verb, particle)) = phrasal_compound(s) {
                                    lex.add_words(
                                        vec![stem(verb), particle.to_string()],
                                        value.clone(),
                                        4,
                                    );
                                }
                                // "stores in Shanghai": 上海 as English spells it.
                                for spelled in chatdb_knowledge::bilingual::romanized(s) {
                                    lex.add(&spelled, value.clone(), 5);
                                }
                                // "flagship stores": 旗舰店 as English says
                                // it, before a noun naming its table.
                                for phrase in nouns.english_phrases_for(s) {
                                    lex.add(&phrase, value.clone(), 5);
                                }
                                // 法国歌手: 'France' as Chinese says it (a
                                // dictionary word, below the value itself).
                                if s.is_ascii() {
                                    let lower = s.trim().to_lowercase();
                                    let participle = lower.chars().all(|c| c.is_ascii_lowercase())
                                        && crate::question::is_past_participle(&lower);
                                    for zh in english_in_chinese(s, 6) {
                                        // (北京 for 'Beijing', glossed 北京市:
                                        // a place is named without its
                                        // administrative 市 or 省.)
                                        if let Some(place) = zh
                                            .strip_suffix(['市', '省'])
                                            .filter(|p| p.chars().count() >= 2)
                                        {
                                            lex.add(place, value.clone(), 4);
                                        }
                                        lex.add(&zh, value.clone(), 4);
                                        // 已取消 for 'cancelled': a state
                                        // a verb ended in is said with 已.
                                        if participle {
                                            lex.add(&format!("已{zh}"), value.clone(), 4);
                                        }
                                    }
                                }
                                // 小家电类商品: "of the 小家电 kind", the
                                // value with 类 after it.
                                if s.chars().all(is_han) && !s.ends_with('类') {
                                    lex.add(&format!("{s}类"), value.clone(), 6);
                                }
                                lex.add(s, value, 6);
                            }
                        }
                    }
                    let texts: Vec<(&str, Vec<&str>)> = cp
                        .top_values
                        .iter()
                        .filter_map(|(v, _)| match v {
                            Value::Text(s) => Some((s.as_str(), vec![s.as_str()])),
                            _ => None,
                        })
                        .collect();
                    let other = offline_value(&texts).filter(|_| cp.distinct_count == 2);
                    if cspec.is_none_or(|c| c.values.is_empty()) {
                        if let Some(other) = other {
                            lex.add_offline(&cref, other);
                        }
                        if cp.distinct_count <= 4 {
                            lex.add_sexes(&cref, &texts);
                        }
                    }
                }
            }
            // "total sales": rows named by a noun of money are also the
            // money they bring, the one column keeping it — another reading
            // of the word, below the rows (an aggregate takes the amount;
            // `parse::flows` the rest).
            // ("order value", "average deal value": the value of a row of
            // money-keeping rows is that money too, whatever their noun.)
            if let (Some(noun), Some(c)) =
                (table_words.last(), Flow::Money.only_column(table, profiles))
            {
                let target = Target::Column(ColumnRef::new(&tname, &c.name));
                if MONEY_NOUNS.contains(&noun.as_str()) {
                    lex.add_words(vec![noun.clone()], target.clone(), 2);
                }
                lex.add_words(vec![noun.clone(), stem("value")], target.clone(), 3);
                // ("invoice totals by month": so is its total, where no
                // column is named so.)
                let has_total = table
                    .columns
                    .iter()
                    .any(|c| name_words(&c.name).contains(&stem("total")));
                if !has_total {
                    lex.add_words(vec![noun.clone(), stem("total")], target, 3);
                }
            }
            // 销售额, 采购总额, 销量: Chinese says what rows amount to with
            // 额 (a sum of money) or 量 (a quantity) after their word — the
            // one column of the table keeping that.
            for (flow, endings) in [
                (Flow::Money, &["额", "总额", "金额", "总金额"][..]),
                (Flow::Quantity, &["量", "总量"][..]),
            ] {
                let Some(c) = flow.only_column(table, profiles) else {
                    continue;
                };
                let target = Target::Column(ColumnRef::new(&tname, &c.name));
                for tz in table_zh.iter().filter(|tz| !tz.ends_with(['额', '量'])) {
                    for ending in endings {
                        lex.add(&format!("{tz}{ending}"), target.clone(), 3);
                    }
                }
                // (销量, "sales volume": the quantity said as one word.)
                if let (Flow::Quantity, Some(noun)) = (flow, split_identifier(&table.name).last()) {
                    for zh in chatdb_knowledge::bilingual::phrase_words(noun, "volume") {
                        lex.add(zh, target.clone(), 3);
                    }
                    lex.add_words(vec![stem(noun), stem("volume")], target.clone(), 4);
                }
            }
            // (qty_sold, units_sold: the quantity sold is 销量, "sales
            // volume", whatever else the table counts — qty_baked beside.)
            let sold_words = [stem("sold"), stem("sale"), stem("sales")];
            for c in &table.columns {
                let words = name_words(&c.name);
                let sold = words.iter().any(|w| sold_words.contains(w));
                if sold && Flow::of_name(&c.name) == Some(Flow::Quantity) {
                    let target = Target::Column(ColumnRef::new(&tname, &c.name));
                    for zh in ["销量", "销售量", "卖出数量"] {
                        lex.add(zh, target.clone(), 4);
                    }
                }
            }
            // 枪支总数, 人口密度: values computed from a row's columns.
            let amounts = crate::derived::amount_columns(table, profiles);
            let named = crate::derived::sums_of_parts(table, &amounts)
                .into_iter()
                .chain(crate::derived::densities(&amounts))
                .chain(crate::derived::line_amounts(&amounts));
            for n in named {
                let target = Target::Column(n.derived.column_ref(&tname));
                for phrase in &n.phrases {
                    lex.add(phrase, target.clone(), 5);
                }
                // (处方金额: what a line comes to, said after its table's
                // Chinese word, as a column is.)
                if n.derived.op == chatdb_intent::derived::Arithmetic::Product {
                    for tz in &table_zh {
                        lex.add(&format!("{tz}金额"), target.clone(), 5);
                        lex.add(&format!("{tz}的金额"), target.clone(), 5);
                    }
                }
            }
            // 年龄 of a table that keeps a birth year: this year less it.
            if let Some(age) = crate::derived::age(table, this_year, |c| other_names(c, spec)) {
                let target = Target::Column(age.column_ref(&tname));
                for phrase in crate::derived::AGE_PHRASES {
                    lex.add(phrase, target.clone(), 5);
                }
            }
        }
        if let Some(sem) = semantic {
            for m in &sem.metrics {
                let t = Target::Metric(m.id.clone());
                lex.add(&m.name, t.clone(), 7);
                // An id names what the metric measures in words joined by
                // `_` (sales_amount: "sales amount"), as a column's name
                // does; a one-word id may be an abbreviation, not a word.
                if m.id.contains('_') {
                    lex.add(&m.id.replace('_', " "), t.clone(), 7);
                }
                for s in &m.synonyms {
                    lex.add(s, t.clone(), 7);
                }
                // 卖出件数 is said 卖出 (没有卖出过的商品): a count named by
                // its event and a count noun names the event — unless
                // another metric's name starts the same way (销售 of
                // 销售数量 is also 销售额's) or the word names something
                // already (订单 of 订单数量 is the orders).
                for stem in metric_names(m).filter_map(|n| chinese_count_stem(n)) {
                    let shared = sem
                        .metrics
                        .iter()
                        .any(|o| o.id != m.id && metric_names(o).any(|x| x.starts_with(stem)));
                    if !shared && !lex.names(stem) {
                        lex.add(stem, t.clone(), 1);
                    }
                }
            }
            // What buyers spend is what was sold, counted in money: spend
            // (spent, spending), 消费 and what sellers earn name the one
            // total in a currency whose names say selling (销售额, sales).
            let mut sales = sem.metrics.iter().filter(|m| {
                m.unit.as_deref().is_some_and(is_currency)
                    && m.expression
                        .as_deref()
                        .and_then(leading_aggregate)
                        .as_deref()
                        == Some("SUM")
                    && std::iter::once(&m.name)
                        .chain(&m.synonyms)
                        .any(|n| said_by(n, "卖"))
            });
            if let (Some(m), None) = (sales.next(), sales.next()) {
                let t = Target::Metric(m.id.clone());
                for word in SPENDING {
                    lex.add(word, t.clone(), 6);
                }
            }
            for d in &sem.dimensions {
                if let Some((t, c)) = d.column.rsplit_once('.') {
                    if in_scope(t) {
                        let target = Target::Column(ColumnRef::new(t, c));
                        lex.add(&d.name, target.clone(), 5);
                        for s in &d.synonyms {
                            lex.add(s, target.clone(), 5);
                        }
                    }
                }
            }
        }
        // A head word's Chinese names its column, weakly, as the English
        // word does — where one column in scope has it: BaseSalary's and
        // GrossPay's 工资 names neither.
        for (zh, target, rows) in &chinese_heads {
            if chinese_heads.iter().all(|(w, t, _)| w != zh || t == target) {
                lex.add(zh, target.clone(), 1);
                for tz in rows {
                    lex.add(&format!("{tz}{zh}"), target.clone(), 2);
                    lex.add(&format!("{tz}的{zh}"), target.clone(), 2);
                }
            }
        }
        lex.name_the_revenue(schema, profiles, &in_scope);
        lex.name_states_by_their_verbs_noun(schema, profiles, &in_scope);
        lex.name_the_pay(schema, &in_scope);
        lex.name_the_spend(schema, profiles, &in_scope);
        lex.name_the_order_value(schema, profiles, &in_scope);
        lex.name_prices_and_types(schema, &in_scope);
        lex.name_kinds_by_their_noun(schema, &schema_names, &in_scope);
        let scoped: Vec<&Table> = schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()))
            .collect();
        lex.people = crate::derived::the_people_table(&scoped)
            .map(|one| Target::Table(one.qualified_name()));
        lex.names_of_rows = scoped
            .iter()
            .filter_map(|t| {
                let label = t.label_column()?;
                let profile = profiles.iter().find(|p| p.table == t.qualified_name())?;
                let names = profile
                    .column(label)?
                    .known_values()
                    .filter_map(|v| match v {
                        Value::Text(s) => Some(s.to_lowercase()),
                        _ => None,
                    })
                    .collect();
                Some((Target::Table(t.qualified_name()), names))
            })
            .collect();
        lex.kept_in_kinds = scoped
            .iter()
            .filter(|t| t.columns.iter().any(|c| names_a_kind(&c.name)))
            .map(|t| Target::Table(t.qualified_name()))
            .collect();
        let dated: Vec<&&Table> = scoped
            .iter()
            .filter(|t| t.columns.iter().any(|c| c.logical_type.is_temporal()))
            .collect();
        let mut selling = dated
            .iter()
            .filter(|t| t.columns.iter().any(crate::derived::keeps_money_taken));
        lex.orders = match (selling.next(), selling.next()) {
            (Some(one), None) => Some(Target::Table(one.qualified_name())),
            _ => None,
        };
        lex.dated = dated
            .iter()
            .map(|t| Target::Table(t.qualified_name()))
            .collect();
        lex.name_the_users(schema, &in_scope);
        lex.name_the_birth_dates(schema, &in_scope);
        lex.rows_verb_said_as_a_participle(schema, &in_scope);
        lex
    }

    /// seconds_played of plays, ordered_at of orders: a column naming the
    /// rows' own verb by its participle is said by the participle only
    /// (or before a time word) — "plays", "the biggest order" are rows.
    fn rows_verb_said_as_a_participle(&mut self, schema: &Schema, in_scope: &dyn Fn(&str) -> bool) {
        for table in schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()))
        {
            let Some(noun) = name_words(&table.name).pop() else {
                continue;
            };
            for col in &table.columns {
                let participle_of_rows = split_identifier(&col.name).iter().any(|w| {
                    let w = w.to_lowercase();
                    crate::question::is_past_participle(&w) && stem(&w) == noun
                });
                if !participle_of_rows {
                    continue;
                }
                let target = Target::Column(ColumnRef::new(table.qualified_name(), &col.name));
                for p in self.phrases.iter_mut() {
                    if p.target == target
                        && p.words == [noun.clone()]
                        && matches!(p.said, Said::Any | Said::NotAsGerund)
                    {
                        p.said = Said::AsParticiple;
                    }
                }
            }
        }
    }

    /// "patients born before 1950": "born" is the participle of no name
    /// word — a person's birth is kept as birth_date, dob, date_of_birth —
    /// and names each table's one date of birth, where no name says it.
    fn name_the_birth_dates(&mut self, schema: &Schema, in_scope: &dyn Fn(&str) -> bool) {
        if self.names("born") {
            return;
        }
        for table in schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()))
        {
            let mut births = table
                .columns
                .iter()
                .filter(|c| crate::derived::is_birth_date(c));
            if let (Some(c), None) = (births.next(), births.next()) {
                let target = Target::Column(ColumnRef::new(table.qualified_name(), &c.name));
                self.add_words(vec![stem("born")], target, 2);
            }
        }
    }

    /// "free users", 免费用户: where no name says "user", the one table
    /// whose rows have a username (listeners, members) keeps the users.
    fn name_the_users(&mut self, schema: &Schema, in_scope: &dyn Fn(&str) -> bool) {
        let mut with_username = schema.tables.iter().filter(|t| {
            t.columns.iter().any(|c| {
                matches!(
                    c.name.to_lowercase().replace(['_', ' '], "").as_str(),
                    "username" | "userlogin" | "login"
                )
            })
        });
        let (Some(table), None) = (with_username.next(), with_username.next()) else {
            return;
        };
        if !in_scope(&table.qualified_name()) || self.names("user") || self.names("用户") {
            return;
        }
        let target = Target::Table(table.qualified_name());
        self.add_words(vec![stem("user")], target.clone(), 1);
        self.add("用户", target, 1);
    }

    /// The characters by which a lone noun names `target`, a table said by
    /// the Chinese `word`: the compound's last (书 of 图书, 店 of 门店), and
    /// its first as [`collective_head`] ranks it.
    fn add_heads(&mut self, word: &str, target: &Target) {
        if let Some(head) = word.chars().last().filter(|_| word.chars().count() >= 2) {
            self.heads.push((head, target.clone(), word.to_string()));
        }
        if let Some((head, collective)) = collective_head(word) {
            let heads = if collective {
                &mut self.collective_heads
            } else {
                &mut self.first_heads
            };
            heads.push((head, target.clone()));
        }
    }

    /// "wins", "clicks", "opens": a yes/no column named by one participle
    /// (`won`, `clicked`, `opened`) is also said by its verb used as a
    /// plural noun — the times it held ("the most wins" counts the rows
    /// where `won` holds, `parse::aggregate`).
    fn name_states_by_their_verbs_noun(
        &mut self,
        schema: &Schema,
        profiles: &[TableProfile],
        in_scope: &dyn Fn(&str) -> bool,
    ) {
        for table in schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()))
        {
            let profile = profiles.iter().find(|p| p.table == table.qualified_name());
            for col in &table.columns {
                let profile = profile.and_then(|p| p.column(&col.name));
                if !crate::derived::says_yes_or_no(col, profile) {
                    continue;
                }
                let Some(noun) = crate::derived::times_a_state_held(&col.name) else {
                    continue;
                };
                self.phrases.push(Phrase {
                    words: vec![stem(&noun)],
                    han: false,
                    target: Target::Column(ColumnRef::new(table.qualified_name(), &col.name)),
                    weight: 3,
                    said: Said::AsNoun(vec![noun]),
                });
            }
        }
    }

    /// 客单价, the money a customer's order brings on average: the one
    /// money column of the one table of orders (rows called orders,
    /// transactions, purchases, bills or receipts), where the schema does
    /// not name the word otherwise (averaged: `parse::aggregate`).
    fn name_the_order_value(
        &mut self,
        schema: &Schema,
        profiles: &[TableProfile],
        in_scope: &dyn Fn(&str) -> bool,
    ) {
        const ORDERS: &[&str] = &["order", "transaction", "purchase", "bill", "receipt"];
        let mut found = schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()))
            .filter(|t| {
                name_words(&t.name)
                    .last()
                    .is_some_and(|w| ORDERS.iter().any(|o| stem(o) == *w))
            })
            .filter_map(|t| {
                // (Its money, or its one amount when no other is kept: an
                // order's `total`.)
                let amounts = crate::derived::amount_columns(t, profiles);
                let only_amount = match amounts.as_slice() {
                    [one] if Flow::of_name(&one.name) != Some(Flow::Quantity) => Some(*one),
                    _ => None,
                };
                Flow::Money
                    .only_column(t, profiles)
                    .or(only_amount)
                    .map(|c| ColumnRef::new(t.qualified_name(), &c.name))
            });
        if let (Some(column), None) = (found.next(), found.next()) {
            self.name_where_unnamed(ORDER_VALUE_ZH.iter(), &Target::Column(column));
        }
    }

    /// "total spend", "monthly spend", 采购支出: where the schema keeps no
    /// money taken in (no buyer's spend that is the seller's revenue), what
    /// a business spends is the one column of the schema keeping money
    /// paid out — a cost, an expense (`purchase_orders.total_cost`) —,
    /// when exactly one does; below any name the schema gives those words.
    fn name_the_spend(
        &mut self,
        schema: &Schema,
        profiles: &[TableProfile],
        in_scope: &dyn Fn(&str) -> bool,
    ) {
        const SPEND: &[&str] = &["spend", "spending", "spent", "expenditure", "outlay"];
        const SPEND_ZH: &[&str] = &["支出", "花费", "开支", "花销"];
        const PAID_OUT: &[&str] = &["cost", "spend", "spending", "expense", "expenditure"];
        let takes_money = schema
            .tables
            .iter()
            .any(|t| !crate::derived::money_taken_columns(t, profiles).is_empty());
        if takes_money {
            return;
        }
        // (Of dated rows — spending happens on a day; a catalogue's
        // unit_cost is what a thing costs, not money paid.)
        let dated =
            |t: &&chatdb_core::Table| t.columns.iter().any(|c| c.logical_type.is_temporal());
        let mut spent = schema.tables.iter().filter(dated).flat_map(|t| {
            crate::derived::amount_columns(t, profiles)
                .into_iter()
                .filter(|c| {
                    name_words(&c.name)
                        .last()
                        .is_some_and(|w| PAID_OUT.iter().any(|p| stem(p) == *w))
                })
                .map(move |c| ColumnRef::new(t.qualified_name(), &c.name))
        });
        let (Some(column), None) = (spent.next(), spent.next()) else {
            return;
        };
        if !in_scope(&column.table) {
            return;
        }
        let target = Target::Column(column);
        self.name_where_unnamed(SPEND.iter().chain(SPEND_ZH), &target);
    }

    /// Each of `words` (English, stemmed; or Chinese) names `target`,
    /// weakly, where nothing of the schema is named so.
    fn name_where_unnamed<'w>(
        &mut self,
        words: impl IntoIterator<Item = &'w &'w str>,
        target: &Target,
    ) {
        self.name_where_unnamed_as_all(words, std::slice::from_ref(target));
    }

    /// Each of `words` names every one of `targets` alike, weakly, where
    /// nothing of the schema is named so: the question's other words
    /// choose among them (`parse::slots`).
    fn name_where_unnamed_as_all<'w>(
        &mut self,
        words: impl IntoIterator<Item = &'w &'w str>,
        targets: &[Target],
    ) {
        for w in words {
            if self.names(w) {
                continue;
            }
            for target in targets {
                if w.is_ascii() {
                    self.add_words(vec![stem(w)], target.clone(), 2);
                } else {
                    self.add(w, target.clone(), 2);
                }
            }
        }
    }

    /// "who earns the most", "the highest paid employee", "total payroll":
    /// what a person earns, is paid, or a payroll adds up, is the one
    /// column of the schema named as pay (a salary, wage, pay,
    /// compensation), when exactly one is — where those words name
    /// nothing else.
    fn name_the_pay(&mut self, schema: &Schema, in_scope: &dyn Fn(&str) -> bool) {
        // (Stemmed, as names and questions are: salary is salaries too,
        // earn is earns, earned, earning.)
        const PAY: &[&str] = &["salary", "wage", "pay", "compensation"];
        const SAID: &[&str] = &["pay", "payroll", "wage", "salary"];
        // (What someone earns or is paid may also be the money rows take
        // in — "which store earns the most": both readings, the table the
        // question is about tells them apart.)
        const EARNED: &[&str] = &["earn", "paid"];
        let mut pay = schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()))
            .flat_map(|t| {
                t.columns
                    .iter()
                    .filter(|c| c.logical_type.is_numeric())
                    .filter(|c| {
                        name_words(&c.name)
                            .last()
                            .is_some_and(|w| PAY.iter().any(|p| stem(p) == *w))
                    })
                    .map(move |c| ColumnRef::new(t.qualified_name(), &c.name))
            });
        let (Some(column), None) = (pay.next(), pay.next()) else {
            return;
        };
        let target = Target::Column(column);
        self.name_where_unnamed(SAID, &target);
        for w in EARNED {
            let words = vec![stem(w)];
            let known = self
                .phrases
                .iter()
                .any(|p| p.words == words && p.target == target);
            if !known {
                self.add_words(words, target.clone(), 2);
            }
        }
    }

    /// "total revenue", 课程收入: a business's revenue, income or takings
    /// (营收, 收入, 营业额), where nothing is named so, is the money its
    /// rows take in — the one column of the schema keeping that (an amount
    /// paid, a total price, a fare), when exactly one does; below any name
    /// the schema gives those words. What buyers spend (消费) names it too.
    fn name_the_revenue(
        &mut self,
        schema: &Schema,
        profiles: &[TableProfile],
        in_scope: &dyn Fn(&str) -> bool,
    ) {
        // (Each with whether its name or a sale date says it is money
        // taken; a price of unnamed dated events only may be what a pass
        // or a ticket sold for, which gives way to a fee or an amount.)
        let taken: Vec<(ColumnRef, bool)> = schema
            .tables
            .iter()
            .flat_map(|t| {
                let dated_by_a_sale = crate::derived::dated_by_a_sale(t);
                crate::derived::money_taken_columns(t, profiles)
                    .into_iter()
                    .map(move |c| {
                        let said_so = dated_by_a_sale || crate::derived::keeps_money_taken(c);
                        (ColumnRef::new(t.qualified_name(), &c.name), said_so)
                    })
            })
            .collect();
        let said_so: Vec<&ColumnRef> = taken.iter().filter(|(_, s)| *s).map(|(c, _)| c).collect();
        let columns = match (taken.as_slice(), said_so.as_slice()) {
            ([(only, _)], _) => vec![only.clone()],
            (_, [only]) => vec![(*only).clone()],
            (_, [a, b]) => match header_and_lines(schema, a, b) {
                Some(both) => both,
                None => return,
            },
            _ => return,
        };
        if !columns.iter().all(|c| in_scope(&c.table)) {
            return;
        }
        for column in &columns {
            self.name_the_value_of_its_rows(schema, column);
        }
        let targets: Vec<Target> = columns.into_iter().map(Target::Column).collect();
        // (票房 is also the dictionary's word for a stored 'box office',
        // the counter: a word of takings says the money over a value it
        // translates.)
        for w in REVENUE_ZH {
            if self.names(w) && self.names_only_values_translated(w) {
                for target in &targets {
                    self.add(w, target.clone(), 5);
                }
            }
        }
        // What buyers spend is that money too, seen from the buyer's side
        // (消费最多的客人, "guests who spent the most").
        self.name_where_unnamed_as_all(
            REVENUE_EN.iter().chain(REVENUE_ZH).chain(SPENDING),
            &targets,
        );
    }

    /// "average order value", 订单金额: the value or amount of one of the
    /// rows whose `column` keeps the money they take in is that money.
    fn name_the_value_of_its_rows(&mut self, schema: &Schema, column: &ColumnRef) {
        if let Some(table) = schema
            .tables
            .iter()
            .find(|t| t.qualified_name() == column.table)
        {
            // (And its amount: "booking amount", 订单金额 of a total_price.)
            for noun in ["value", "amount"] {
                let mut words = name_words(&table.name);
                words.push(stem(noun));
                if !self.phrases.iter().any(|p| p.words == words) {
                    self.add_words(words, Target::Column(column.clone()), 3);
                }
            }
            if !table.name.chars().any(is_han) {
                for zh in rows_in_chinese(table) {
                    let said_so = [
                        format!("{zh}金额"),
                        format!("{zh}的金额"),
                        format!("{zh}总金额"),
                        format!("{zh}的总金额"),
                    ];
                    for said in said_so {
                        if !self.names(&said) {
                            self.add(&said, Target::Column(column.clone()), 3);
                        }
                    }
                }
            }
        }
    }

    /// 房价 of rooms, 票价 of tickets, 房型 and 车型: Chinese names a thing's
    /// price (价) or its type (型) by the first character of its noun and
    /// that character — the one column an English table keeps it in (a
    /// price, rate, fee, fare, cost or rent; a type, model or kind), where
    /// the compound is a word.
    fn name_prices_and_types(&mut self, schema: &Schema, in_scope: &dyn Fn(&str) -> bool) {
        const KEPT: &[(char, &[&str], bool)] = &[
            (
                '价',
                &["price", "rate", "fee", "fare", "cost", "rent"],
                true,
            ),
            ('型', &["type", "model", "kind"], false),
        ];
        for table in schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()))
        {
            if table.name.chars().any(is_han) {
                continue;
            }
            let mut chinese: Option<Vec<String>> = None;
            for (head, names, numeric) in KEPT {
                let mut kept = table.columns.iter().filter(|c| {
                    c.logical_type.is_numeric() == *numeric
                        && !table.is_key(&c.name)
                        && split_identifier(&c.name)
                            .iter()
                            .any(|w| names.contains(&w.to_lowercase().as_str()))
                });
                let (Some(column), None) = (kept.next(), kept.next()) else {
                    continue;
                };
                let target = Target::Column(ColumnRef::new(table.qualified_name(), &column.name));
                for zh in chinese.get_or_insert_with(|| rows_in_chinese(table)).iter() {
                    let Some(first) = zh.chars().next() else {
                        continue;
                    };
                    let word = format!("{first}{head}");
                    if chatdb_knowledge::text::jieba().has_word(&word) && !self.names(&word) {
                        self.add(&word, target.clone(), 2);
                    }
                }
            }
        }
    }

    /// "orders by service", 每种服务的订单量 of `service_type`: a text column
    /// named by a noun and a word of kind keeps the kinds of that noun,
    /// so the noun alone names it (weakly) — where no table is named by
    /// the noun, no column by it alone, and no other kind column by it.
    fn name_kinds_by_their_noun(
        &mut self,
        schema: &Schema,
        names: &SchemaNames,
        in_scope: &dyn Fn(&str) -> bool,
    ) {
        let kind_of = |c: &chatdb_core::Column| match split_identifier(&c.name).as_slice() {
            [noun, kind] if KIND_WORDS.contains(&kind.as_str()) && noun.len() > 3 => {
                Some(noun.clone())
            }
            _ => None,
        };
        let kinds: Vec<(String, Target)> = schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()) && !t.name.chars().any(is_han))
            .flat_map(|t| {
                t.columns
                    .iter()
                    .filter(|c| c.logical_type == LogicalType::Text && !t.is_key(&c.name))
                    .filter_map(move |c| {
                        let target = Target::Column(ColumnRef::new(t.qualified_name(), &c.name));
                        Some((kind_of(c)?, target))
                    })
            })
            .collect();
        for (noun, target) in &kinds {
            let said = stem(noun);
            let named_otherwise = names.table_heads.iter().any(|(_, h)| *h == said)
                || names.one_word_columns.contains(&said)
                || kinds.iter().any(|(n, t)| n == noun && t != target);
            if named_otherwise || is_stopword(&said) {
                continue;
            }
            self.add_words(vec![said], target.clone(), 1);
            for zh in english_in_chinese(noun, 6) {
                if !self.names(&zh) {
                    self.add(&zh, target.clone(), 1);
                }
            }
        }
    }

    /// Whether every phrase `text` is names a stored value by a
    /// dictionary translation (weight 4 or less), none a table or column.
    fn names_only_values_translated(&self, text: &str) -> bool {
        phrase_words(text).is_some_and(|(words, _)| {
            self.phrases
                .iter()
                .filter(|p| p.words == words)
                .all(|p| matches!(p.target, Target::Value { .. }) && p.weight <= 4)
        })
    }

    /// Whether a Chinese phrase of the lexicon longer than `span` is
    /// said over it in `lower` (每小时收费 over 每小时).
    pub fn han_phrase_over(&self, lower: &str, span: &Range<usize>) -> bool {
        self.phrases.iter().any(|p| {
            let needle = p.words[0].as_str();
            p.han
                && needle.len() > span.len()
                && lower
                    .match_indices(needle)
                    .any(|(at, _)| at <= span.start && span.end <= at + needle.len())
        })
    }

    /// Whether some phrase is exactly `text`.
    fn names(&self, text: &str) -> bool {
        phrase_words(text).is_some_and(|(words, _)| self.phrases.iter().any(|p| p.words == words))
    }

    fn add(&mut self, text: &str, target: Target, weight: u8) {
        // ('sev1', 'A320', 'P2': a stored code of letters then digits is
        // one word in a question, as it is written.)
        let code = text.trim().to_lowercase();
        let letters = code.trim_end_matches(|c: char| c.is_ascii_digit());
        let a_code = matches!(target, Target::Value { .. })
            && code.len() > letters.len()
            && !letters.is_empty()
            && code.chars().all(|c| c.is_ascii_alphanumeric())
            && letters.chars().all(|c| c.is_ascii_alphabetic());
        if a_code {
            self.phrases.push(Phrase {
                words: vec![stem(&code)],
                han: false,
                target: target.clone(),
                weight,
                said: Said::Any,
            });
        }
        if let Some((words, han)) = phrase_words(text) {
            if han {
                // 洗衣机牌子 for 洗衣机品牌, 打车软件 for 打车APP.
                for (word, said) in CHINESE_WORD_VARIANTS {
                    if let Some(variant) = words[0]
                        .contains(word)
                        .then(|| words[0].replace(word, said))
                    {
                        self.phrases.push(Phrase {
                            words: vec![variant],
                            han,
                            target: target.clone(),
                            weight,
                            said: Said::Any,
                        });
                    }
                }
                // 销售总额 for 销售额, 订单总数 for 订单数: 总 ("total") said
                // before the head of a metric's amount or count (a
                // column's 总 is its sum, read as an aggregation).
                let name = &words[0];
                let chars: Vec<char> = name.chars().collect();
                if matches!(target, Target::Metric(_))
                    && words.len() == 1
                    && chars.len() >= 3
                    && !name.contains('总')
                    && matches!(chars.last(), Some('额' | '数' | '量'))
                {
                    let head = chars.len() - 1;
                    let variant: String = chars[..head]
                        .iter()
                        .chain(['总'].iter())
                        .chain(chars[head..].iter())
                        .collect();
                    self.phrases.push(Phrase {
                        words: vec![variant],
                        han,
                        target: target.clone(),
                        weight,
                        said: Said::Any,
                    });
                }
                self.phrases.push(Phrase {
                    words,
                    han,
                    target,
                    weight,
                    said: Said::Any,
                });
            } else {
                self.add_words(words, target, weight);
            }
        }
    }

    /// offline / 线下 / 离线 name `value` of `column` (see [`offline_value`]).
    fn add_offline(&mut self, column: &ColumnRef, value: &str) {
        let v = Target::Value {
            column: column.clone(),
            value: value.to_string(),
        };
        for word in OFFLINE {
            self.add(word, v.clone(), 5);
        }
    }

    /// 男性 / female … name the values of a column that stores sex (see
    /// [`sex_values`]), and 男女 ("men and women") the column itself
    /// (男女客户各有多少, 男女比例).
    fn add_sexes(&mut self, column: &ColumnRef, values: &[(&str, Vec<&str>)]) {
        let sexes = sex_values(values);
        if !sexes.is_empty() {
            self.add("男女", Target::Column(column.clone()), 5);
        }
        for (value, words) in sexes {
            let v = Target::Value {
                column: column.clone(),
                value: value.to_string(),
            };
            for word in words {
                self.add(word, v.clone(), 5);
            }
        }
    }

    /// The head noun of an English table named by a compound (`job_openings`,
    /// `order_items`), weakly, spelled as that noun — where no other
    /// table's name ends in it and no column but an event's date (whose
    /// participle the gerund rule tells apart) is named by it alone.
    fn add_head_noun(
        &mut self,
        names: &SchemaNames,
        table: &Table,
        words: &[String],
        target: &Target,
    ) {
        let (Some(head), true) = (words.last(), words.len() >= 2) else {
            return;
        };
        let Some(spelled) = split_identifier(&table.name)
            .pop()
            .map(|w| w.to_lowercase())
        else {
            return;
        };
        // (Nor a word of kind — "each type" of Ref_Template_Types may be
        // any type column's — nor a status.)
        if head.len() <= 3
            || !head.is_ascii()
            || is_stopword(head)
            || GENERIC_TABLE_SUFFIXES.contains(&head.as_str())
            || KIND_WORDS
                .iter()
                .chain(&["status"])
                .any(|k| stem(k) == *head)
        {
            return;
        }
        let other_table = names
            .table_heads
            .iter()
            .any(|(t, h)| *t != table.name && h == head);
        if other_table || names.one_word_columns.contains(head) {
            return;
        }
        let mut forms = chatdb_knowledge::text::singular_forms(&spelled);
        forms.extend([format!("{spelled}s"), format!("{spelled}es")]);
        self.phrases.push(Phrase {
            words: vec![head.clone()],
            han: false,
            target: target.clone(),
            weight: 2,
            said: Said::AsNoun(forms),
        });
    }

    /// "average wash time" of washes.duration_min, 洗车时长: an event's
    /// time, said by the rows' noun, is how long it lasts — the table's one
    /// column keeping the span of one event
    /// ([`crate::units::names_a_span_of_one_event`]), not the day it took
    /// place (washed_on, said by "wash" alone).
    fn name_the_time_an_event_takes(&mut self, table: &Table, table_words: &[String]) {
        let Some(noun) = table_words.last() else {
            return;
        };
        let mut spans = table.columns.iter().filter(|c| {
            c.logical_type.is_numeric()
                && !table.is_key(&c.name)
                && crate::units::names_a_span_of_one_event(&split_identifier(&c.name))
        });
        let (Some(span), None) = (spans.next(), spans.next()) else {
            return;
        };
        let target = Target::Column(ColumnRef::new(table.qualified_name(), &span.name));
        self.add_words(vec![noun.clone(), stem("time")], target.clone(), 3);
        for zh in rows_in_chinese(table) {
            self.add(&format!("{zh}时长"), target.clone(), 3);
        }
    }

    /// 赔钱 of `compensation` (赔偿金), 收钱 of `fee` (收费), 罚钱 of
    /// `fine` (罚款): money is said by the verb of paying or taking it and
    /// 钱 — the verb that starts the Chinese word of a number column kept
    /// in money (taken in or spent); below a word of its own.
    fn name_money_by_its_verb(&mut self, col: &chatdb_core::Column, target: &Target) {
        // (Not 费 of 费用, nor 金 of 金额: a word of money itself.)
        const MONEY_WORDS: &str = "费金款钱资薪";
        let kept_in_money =
            crate::derived::keeps_money_taken(col) || crate::derived::names_money_spent(&col.name);
        if !col.logical_type.is_numeric() || !kept_in_money {
            return;
        }
        let names = chatdb_knowledge::bilingual::chinese_names(&col.name, 6);
        for zh in names.iter().filter(|zh| zh.chars().count() >= 2) {
            let Some(verb) = zh.chars().next().filter(|c| !MONEY_WORDS.contains(*c)) else {
                continue;
            };
            self.add(&format!("{verb}钱"), target.clone(), 2);
            self.money_by_verb.push((verb, target.clone()));
        }
    }

    /// The one money column the verb `verb` pays or takes (赔 of 赔偿金:
    /// 赔了多少钱), if exactly one is.
    pub fn money_by_verb(&self, verb: &str) -> Option<ColumnRef> {
        let mut verb_chars = verb.chars();
        let (Some(v), None) = (verb_chars.next(), verb_chars.next()) else {
            return None;
        };
        let paid = self.money_by_verb.iter().filter(|(c, _)| *c == v);
        match the_one(paid.map(|(_, t)| t)) {
            Some(Target::Column(c)) => Some(c.clone()),
            _ => None,
        }
    }

    /// "how many groups escaped" of bookings with a `group_size`, "parties"
    /// of reservations with a `party_size`: a column keeping the size of a
    /// noun says each row is one such — the noun names the rows, weakly,
    /// where no table is called so.
    fn name_rows_by_what_is_sized(&mut self, names: &SchemaNames, table: &Table, target: &Target) {
        let sized: Vec<String> = table
            .columns
            .iter()
            .filter(|c| c.logical_type.is_numeric())
            .filter_map(|c| match name_words(&c.name).as_slice() {
                [noun, size] if *size == stem("size") => Some(noun.clone()),
                _ => None,
            })
            .collect();
        for noun in sized {
            let a_table_of_its_own = names.table_heads.iter().any(|(_, h)| *h == noun);
            if !a_table_of_its_own {
                self.add_words(vec![noun], target.clone(), 1);
            }
        }
    }

    fn add_words(&mut self, words: Vec<String>, target: Target, weight: u8) {
        // (A stored value of two words or more is a name, though each of
        // them is a word of questions: 'no-show'.)
        let stored = words.len() > 1 && matches!(target, Target::Value { .. });
        if words.is_empty() || !stored && words.iter().all(|w| is_stopword(w)) {
            return;
        }
        // Words that are the language of questions, not names: a column
        // called `average` or `highest` is found by its other words only.
        if words.len() == 1
            && !matches!(target, Target::Value { .. })
            && RESERVED.iter().any(|r| stem(r) == words[0])
        {
            return;
        }
        // `pet type` is also asked as "type of pet" — but "number of
        // flights" is a count, not `flight_no`.
        let reserved = |w: &str| RESERVED.iter().any(|r| stem(r) == w);
        if words.len() == 2 && matches!(target, Target::Column(_)) && !reserved(&words[1]) {
            // … and "the id of the pet".
            for middle in [&["of"][..], &["of", "the"][..]] {
                let mut phrase = vec![words[1].clone()];
                phrase.extend(middle.iter().map(|w| w.to_string()));
                phrase.push(words[0].clone());
                self.phrases.push(Phrase {
                    words: phrase,
                    han: false,
                    target: target.clone(),
                    weight,
                    said: Said::Any,
                });
            }
        }
        // `check_ins` is also written closed, as one word ("checkins",
        // "signups", "workorders"): English compounds are written open,
        // hyphenated or closed.
        let closed = chatdb_knowledge::text::closed_compound(&words)
            .filter(|_| matches!(target, Target::Table(_) | Target::Column(_)));
        if let Some(closed) = closed {
            self.phrases.push(Phrase {
                words: vec![closed],
                han: false,
                target: target.clone(),
                weight,
                said: Said::Any,
            });
        }
        self.phrases.push(Phrase {
            words,
            han: false,
            target,
            weight,
            said: Said::Any,
        });
    }

    /// Chinese words of two or three characters nothing else placed that
    /// name a kind of one English table's noun (宠物, a "house pet", for
    /// `Pets`), else whose last character — the compound's head — ends the
    /// Chinese words of one English table and no other: 游客 for `visitor`
    /// (访客), 场馆 for `stadium` (体育馆). Not cue words or stopwords; a
    /// guess the parse counts as one.
    fn guessed_links(&self, q: &Question, taken: &[bool]) -> Vec<Mention> {
        // The one table whose Chinese words end in `head`, the compound's head.
        let by_head = |head: char| {
            the_one(
                self.heads
                    .iter()
                    .filter(|(c, _, _)| *c == head)
                    .map(|(_, t, _)| t),
            )
        };
        let mut out = Vec::new();
        let mut verbs_guessed: Vec<usize> = Vec::new();
        for (k, t) in q.tokens.iter().enumerate() {
            let word = t.norm.as_str();
            // 每个人的工时, 各人的任务数, 时薪最高的人: 人 after "each" or
            // 的 is a person, one
            // row of the schema's one table of people (not the unit of
            // 25000人, nor 多少人, which counts); "how many people work in
            // Sales": people, persons are that table's rows too. With no
            // one table of people, nobody's.
            let english = matches!(word, "people" | "peopl" | "person" | "persons");
            if (english || word == "人") && !taken[k] {
                if let Some(people) = self
                    .people
                    .as_ref()
                    .filter(|_| english || person_said(q, k))
                {
                    out.push(guessed_at(k, people.clone(), 1));
                }
                continue;
            }
            // 取消的订单, 每个月的订单量: 订单 not taken by a table of its
            // own is the business's orders — its one dated table of rows
            // that take money in.
            if word == "订单" && !taken[k] {
                if let Some(orders) = &self.orders {
                    out.push(guessed_at(k, orders.clone(), 1));
                }
                continue;
            }
            // (Not 新品, "new products": 新 says which ones, and no head
            // guess may drop it; nor 每单, 各店: "each one", which the
            // grouping reads.)
            if taken[k]
                || t.kind != TokenKind::Word
                || !(1..=3).contains(&word.chars().count())
                || !word.chars().all(is_han)
                || word.starts_with(['新', '每', '各'])
                || crate::cues::is_cue_word(word)
                || is_stopword(word)
            {
                continue;
            }
            let Some(head) = word.chars().last() else {
                continue;
            };
            // 深圳有几家店: a character said on its own, a noun, is named
            // by its head alone (店 of 门店) — unless it counts (个, 家, 件
            // …; and whatever follows a number or 多少: 下了多少单).
            if word.chars().count() == 1 {
                let counted = k.checked_sub(1).is_some_and(|b| {
                    let before = &q.tokens[b];
                    before.kind == TokenKind::Number
                        || matches!(before.norm.as_str(), "多少" | "几")
                        || crate::parse::is_numeral(&before.norm)
                });
                // (客户数: 数 right after a word is "the number of" it,
                // never a noun — not 读数's head, a reading.)
                let number_of = word == "数"
                    && k.checked_sub(1)
                        .is_some_and(|b| q.tokens[b].kind == TokenKind::Word);
                // (Or the first of a collective noun, 菜 of 菜品, and then
                // of any word of two, 课 of 课程.)
                let first_of = |collective: bool| {
                    let heads = if collective {
                        &self.collective_heads
                    } else {
                        &self.first_heads
                    };
                    the_one(heads.iter().filter(|(c, _)| *c == head).map(|(_, t)| t))
                };
                // (车 of 车辆 is a noun, which jieba tags a morpheme: a
                // noun and its classifier make the collective noun; and so
                // is 车 of 自行车 and 单车 when it ends one table's words —
                // not 员 of 投递员, a suffix that makes the noun.)
                let a_noun = crate::question::is_noun(word)
                    || crate::question::is_morpheme(word)
                        && (first_of(true).is_some()
                            || by_head(head).is_some() && !AGENT_SUFFIXES.contains(head));
                if a_noun && !crate::cues::is_classifier(word) && !counted && !number_of {
                    let found = by_head(head)
                        .or_else(|| first_of(true))
                        .or_else(|| first_of(false));
                    if let Some(table) = found {
                        out.push(guessed_at(k, table.clone(), 1));
                    }
                } else if crate::question::is_verb(word) && !counted {
                    // 修了几次车, 修过的车: a verb that starts one dated
                    // table's two-character words (修 of 修理, the repairs)
                    // names the rows it makes — unless a word right after
                    // it (its aspect aside) is named already.
                    let object = crate::question::after_the_aspect(q, k);
                    let object_named = taken.get(object).copied().unwrap_or(false);
                    let rows = first_of(false).filter(|t| self.dated.contains(t));
                    if let Some(table) = rows.filter(|_| !object_named) {
                        out.push(guessed_at(k, table.clone(), 1));
                        verbs_guessed.push(k);
                    }
                }
                continue;
            }
            // 饮料类, 服装类: "the category of" a word — a stored name that
            // holds it (食品饮料, 服装鞋帽) when exactly one does; never
            // the category table with the word dropped.
            if let Some(kind) = word.strip_suffix('类').filter(|k| k.chars().count() >= 2) {
                if let Some(value) = self.the_value_holding(kind) {
                    out.push(guessed_at(k, value, 1));
                }
                continue;
            }
            // 上海的部门: a stored value spelled in English or pinyin
            // ('Shanghai') is named in Chinese by the characters that read
            // so — when exactly one stored value does.
            if let Some(value) = self.the_value_spelled_as(word) {
                out.push(guessed_at(k, value, 4));
                continue;
            }
            // 饮品 of `drinks`: a word of an English word said alike with
            // the one table's noun ("beverage", "drink": 饮料) names it.
            if let Some(table) = the_one(
                self.alike
                    .iter()
                    .filter(|(zh, _)| *zh == word)
                    .map(|(_, t)| t),
            ) {
                out.push(guessed_at(k, table.clone(), 1));
                continue;
            }
            let mut kinds = self.kinds.iter().filter(|(zh, _)| *zh == word).peekable();
            let a_kind = kinds.peek().is_some();
            let mut headed_column = None;
            let table = if a_kind {
                the_one(kinds.map(|(_, t)| t))
            } else {
                by_head(head).or_else(|| {
                    headed_column = (word.chars().count() >= 2)
                        .then(|| self.the_column_headed(head))
                        .flatten();
                    headed_column
                })
            };
            if let Some(table) = table {
                let mut m = guessed_at(k, table.clone(), 1);
                // (A word before the head of one of the table's own words
                // says which of them: 电动 of 电动车; one character before
                // it is rather part of the noun: 处方.)
                // (几辆车: a count of the noun said in one word is no kind.)
                let a_count = word.starts_with('几') || word.starts_with("多少");
                // (轿车, a "limousine", of a fleet whose vehicles are of
                // types: two characters say which kind too, where the rows
                // are kept in kinds and the dictionary glosses the word as
                // none of the table's own — 商品 and 产品 are both "goods",
                // 站点 a "website", a site.)
                let first = word.chars().next().map(String::from).unwrap_or_default();
                let two_of_kinds = word.chars().count() == 2
                    && !a_kind
                    && !crate::cues::is_classifier(&first)
                    && self.kept_in_kinds.contains(table)
                    && self.says_which_of(word, head, table)
                    && self.glossed_apart(word, table);
                // (加油站 of `stations` whose every stored name ends so —
                // 中山路加油站 —: the names say what all the rows are.)
                let all_named_so = self.every_name_says(table, word);
                // (配送费 of the one fee kept, `delivery_fee`: where the
                // column's own name says which fee, the word before the
                // head says it too.)
                let named_which = headed_column.is_some_and(
                    |t| matches!(t, Target::Column(c) if split_identifier(&c.column).len() >= 2),
                );
                m.a_kind = (word.chars().count() >= 3 || two_of_kinds)
                    && !a_count
                    && !all_named_so
                    && !named_which
                    && if a_kind {
                        // (A dictionary's kind of a table's noun in three
                        // characters or more is a noun and what kind:
                        // 处方药, a "prescription drug", is not every drug —
                        // where the rows are kept in kinds, a category or a
                        // type, or their stored names say the kind of some;
                        // 发型师, a "hair stylist", of stylists kept in no
                        // kinds is every stylist the data knows.)
                        (self.kept_in_kinds.contains(table) || self.some_name_says(table, word))
                            && (matches!(table, Target::Table(_))
                                || self.heads.iter().any(|(c, t, _)| {
                                    *c == head && t == table && !word.starts_with(*c)
                                }))
                    } else {
                        self.says_which_of(word, head, table)
                    };
                out.push(m);
            }
        }
        // (没发过货: the object 过货 names the shipments itself — the verb
        // guessed for them is that same mention said twice.)
        let twice = |m: &Mention| {
            out.iter()
                .filter(|o| o.targets.first() == m.targets.first())
                .count()
                > 1
        };
        let verbs_said_twice: Vec<usize> = verbs_guessed
            .iter()
            .copied()
            .filter(|&k| out.iter().any(|m| m.tokens.start == k && twice(m)))
            .collect();
        out.retain(|m| !verbs_said_twice.contains(&m.tokens.start));
        out
    }

    /// The one number column whose kinds of its noun mostly end in `head`
    /// (学费, 运费, 手续费 of `fee`; 售价, 单价 of `price`): a Chinese
    /// compound is what its last character is, so 停车费 is a fee. Not a
    /// head that counts (数, 量, 次: 订单量 is how many orders).
    fn the_column_headed(&self, head: char) -> Option<&Target> {
        if "数量次个".contains(head) {
            return None;
        }
        // (Each column's kinds, and how many of them end in `head`.)
        let mut counted: Vec<(&Target, usize, usize)> = Vec::new();
        for (word, target) in self
            .kinds
            .iter()
            .filter(|(_, t)| matches!(t, Target::Column(_)))
        {
            let ends = usize::from(word.ends_with(head));
            match counted.iter_mut().find(|(t, _, _)| *t == target) {
                Some((_, all, ending)) => {
                    *all += 1;
                    *ending += ends;
                }
                None => counted.push((target, 1, ends)),
            }
        }
        let mut headed = counted
            .into_iter()
            .filter(|(_, all, ending)| *all >= 3 && ending * 2 >= *all)
            .map(|(t, _, _)| t);
        match (headed.next(), headed.next()) {
            (Some(one), None) => Some(one),
            _ => None,
        }
    }

    /// The tokens saying the stored number `p` (a value all digits) at
    /// token `i`: a number right after its column's last name word, or
    /// before 号 (the token of 号 with it).
    fn number_said_as_value(&self, q: &Question, i: usize, p: &Phrase) -> Option<Range<usize>> {
        let Target::Value { column, .. } = &p.target else {
            return None;
        };
        let t = &q.tokens[i];
        if t.kind != TokenKind::Number
            || t.norm != p.words[0]
            || !p.words[0].chars().all(|c| c.is_ascii_digit())
        {
            return None;
        }
        // (Of a column of codes, where some stored values are words — not
        // a column of numbers kept as text: "year 2014" compares years.)
        let codes = self.phrases.iter().any(|o| {
            matches!(&o.target, Target::Value { column: c, value }
                if c == column && value.chars().any(|ch| ch.is_alphabetic()))
        });
        if !codes {
            return None;
        }
        if q.tokens.get(i + 1).is_some_and(|n| n.norm == "号") {
            return Some(i..i + 2);
        }
        let named = split_identifier(&column.column).last().map(|w| stem(w))?;
        i.checked_sub(1)
            .filter(|&b| q.tokens[b].norm == named)
            .map(|_| i..i + 1)
    }

    /// Whether some stored name of `table`'s rows the profile saw holds
    /// `word` (江北加油站 beside 湖滨充电站): the names say which kind a row
    /// is.
    fn some_name_says(&self, table: &Target, word: &str) -> bool {
        self.stored_names_of(table)
            .is_some_and(|names| names.iter().any(|n| n.contains(word)))
    }

    /// The stored names of `table`'s rows the profile saw (its label
    /// column's values), if it saw any.
    fn stored_names_of(&self, table: &Target) -> Option<&[String]> {
        self.names_of_rows
            .iter()
            .find(|(t, _)| t == table)
            .map(|(_, names)| names.as_slice())
    }

    /// Whether every stored name of `table`'s rows the profile saw (its
    /// label column's values, five or more) holds `word`.
    fn every_name_says(&self, table: &Target, word: &str) -> bool {
        self.stored_names_of(table)
            .is_some_and(|names| names.len() >= 5 && names.iter().all(|n| n.contains(word)))
    }

    /// Whether the dictionary glosses `word` (a Chinese word guessed to
    /// name `table`) and as nothing the table is: no gloss is the table's
    /// noun or ends in it, nor shared with a Chinese word of the table's.
    fn glossed_apart(&self, word: &str, table: &Target) -> bool {
        use chatdb_knowledge::bilingual::english_words;
        let glosses = english_words(word);
        let Target::Table(name) = table else {
            return false;
        };
        let noun = split_identifier(name)
            .last()
            .map(|w| stem(w))
            .unwrap_or_default();
        let names_the_noun = |gloss: &str| {
            gloss
                .split_whitespace()
                .last()
                .is_some_and(|w| stem(w) == noun || w.to_lowercase().ends_with(noun.as_str()))
        };
        let own: BTreeSet<&str> = self
            .heads
            .iter()
            .filter(|(_, t, _)| t == table)
            .flat_map(|(_, _, w)| english_words(w).iter().copied())
            .collect();
        !glosses.is_empty() && !glosses.iter().any(|g| names_the_noun(g) || own.contains(g))
    }

    /// Whether `word`, a compound of three characters or more guessed to
    /// name `table` by its `head` alone, says which of the table's rows
    /// rather than another word for them: what comes before its head
    /// shares no character with what comes before the head of any of the
    /// table's own words ending in it. 电动车 of `bikes` (自行车, 单车):
    /// electric ones; but 体育场 of a table said 体育馆 is that noun.
    fn says_which_of(&self, word: &str, head: char, table: &Target) -> bool {
        let before_head = |w: &str| -> Vec<char> {
            let cs: Vec<char> = w.chars().collect();
            cs[..cs.len().saturating_sub(1)].to_vec()
        };
        let modifier = before_head(word);
        self.heads
            .iter()
            .filter(|(c, t, _)| *c == head && t == table)
            .all(|(_, _, own)| !before_head(own).iter().any(|c| modifier.contains(c)))
    }

    /// 快递员 split by jieba into 快递 and 员: an agent suffix right after a
    /// word naming a table completes the noun of its rows when the table's
    /// own Chinese words end in it (投递员 for `couriers`) — it is who does
    /// the thing, and no other mention's.
    fn agent_suffix_joined(&self, q: &Question, mentions: &mut [Mention]) {
        let starts: BTreeSet<usize> = mentions.iter().map(|m| m.tokens.start).collect();
        for m in mentions.iter_mut() {
            let k = m.tokens.end;
            let Some(suffix) = q.tokens.get(k).and_then(|t| {
                let mut cs = t.norm.chars();
                match (cs.next(), cs.next()) {
                    (Some(c), None) if AGENT_SUFFIXES.contains(c) => Some(c),
                    _ => None,
                }
            }) else {
                continue;
            };
            let own = |t: &Target| {
                matches!(t, Target::Table(_))
                    && self.heads.iter().any(|(c, x, _)| *c == suffix && x == t)
            };
            if !starts.contains(&k) && m.targets.first().is_some_and(own) {
                m.tokens = m.tokens.start..k + 1;
            }
        }
    }

    /// The one stored value (of one column) spelled as `chinese` reads
    /// (上海 → 'Shanghai', 'shanghai'), as English and pinyin write places
    /// and names.
    fn the_value_spelled_as(&self, chinese: &str) -> Option<Target> {
        let spellings = chatdb_knowledge::bilingual::romanized(chinese);
        if spellings.is_empty() {
            return None;
        }
        let mut found = self.phrases.iter().filter(|p| {
            !p.han
                && matches!(&p.target, Target::Value { value, .. }
                    if value.is_ascii()
                        && spellings.iter().any(|s| value.replace([' ', '-'], "").eq_ignore_ascii_case(s)))
        });
        let first = found.next()?;
        found
            .all(|p| p.target == first.target)
            .then(|| first.target.clone())
    }

    /// The one stored value whose Chinese name holds `part` (食品饮料 for
    /// 饮料), if exactly one does among the names that weigh most (the
    /// stored text itself, above a dictionary's words for an English
    /// value: 饮料 for 'Food & Beverage').
    fn the_value_holding(&self, part: &str) -> Option<Target> {
        let holding = || {
            self.phrases.iter().filter(|p| {
                p.han && matches!(p.target, Target::Value { .. }) && p.words[0].contains(part)
            })
        };
        let best = holding().map(|p| p.weight).max()?;
        let mut found = holding().filter(|p| p.weight == best).map(|p| &p.target);
        let first = found.next()?;
        found.all(|t| t == first).then(|| first.clone())
    }

    /// What the word "spend" names — the money buyers spend (a column or
    /// a metric) — when it names one thing.
    pub fn spending(&self) -> Option<&Target> {
        let spend = vec![stem("spend")];
        let mut found = self
            .phrases
            .iter()
            .filter(|p| p.words == spend)
            .map(|p| &p.target);
        let first = found.next()?;
        found.all(|t| t == first).then_some(first)
    }

    /// The schema's one table of people in scope, if one is
    /// (`derived::the_people_table`).
    pub fn people(&self) -> Option<&str> {
        self.people.as_ref().and_then(Target::table)
    }

    /// Whether some Chinese name of a stored value of `table` holds `part`
    /// (退 of 退款, a status 'refunded' of the orders).
    pub fn a_value_of_holds(&self, table: &str, part: &str) -> bool {
        self.phrases.iter().any(|p| {
            p.han
                && matches!(&p.target, Target::Value { column, .. } if column.table == table)
                && p.words[0].contains(part)
        })
    }

    /// True when `word` names a yes/no column by its state's end (停售) —
    /// also in Chinese with an aspect word before it that jieba glued on
    /// (已下架, 被下架).
    pub fn says_ended(&self, word: &str) -> bool {
        let word = word.trim();
        self.negated_states.contains(word)
            || self
                .negated_states
                .iter()
                .any(|s| s.chars().all(is_han) && word.ends_with(s.as_str()))
    }

    /// Finds mentions, longest first, without overlaps. Tokens in `skip`
    /// (already understood as something else, e.g. time) are not matched.
    pub fn find(&self, q: &Question, skip: &BTreeSet<usize>) -> Vec<Mention> {
        // English words no dictionary knows (nor the schema, nor numbers):
        // possible misspellings of a name's word.
        let unknown: Vec<bool> = q
            .tokens
            .iter()
            .map(|t| {
                let said = q.lower.get(t.span.clone()).unwrap_or_default();
                t.kind == TokenKind::Word
                    && said.len() >= 5
                    && said.chars().all(|c| c.is_ascii_lowercase())
                    && !is_stopword(&t.norm)
                    && !chatdb_knowledge::bilingual::is_english_word(said)
                    && !self
                        .phrases
                        .iter()
                        .any(|p| !p.han && p.words.contains(&t.norm))
            })
            .collect();
        // (token range, byte length, weight, target, what it drops)
        // (Tokens, length said, weight, target, a kind's word dropped,
        // read through a misspelling.)
        let mut found: Vec<(Range<usize>, usize, u8, Target, bool, bool)> = Vec::new();
        for p in &self.phrases {
            if p.han {
                let needle = &p.words[0];
                let mut from = 0;
                while let Some(pos) = q.lower[from..].find(needle.as_str()) {
                    let start = from + pos;
                    let r = q.tokens_in(&(start..start + needle.len()));
                    // (Not from inside a superlative: 新上市 of 最新上市.)
                    let inside_superlative = r.clone().next().is_some_and(|k| {
                        let t = &q.tokens[k];
                        t.span.start < start
                            && crate::cues::is_superlative_word(&q.lower[t.span.clone()])
                    });
                    // (Not a verb inside its agent noun: 制造 of 制造商, the
                    // maker, is not what is made.)
                    // (What jieba's word holds after the name.)
                    let rest = r
                        .clone()
                        .last()
                        .and_then(|k| q.lower.get(start + needle.len()..q.tokens[k].span.end))
                        .unwrap_or_default();
                    let agent = {
                        let mut rest = rest.chars();
                        matches!((rest.next(), rest.next()), (Some(c), None) if AGENT_SUFFIXES.contains(c))
                    };
                    // (Nor a value inside its bands: 年龄段, 价格段 are
                    // ranges of ages and prices, which no column keeps.)
                    // (Nor a table's rows inside an amount: 油的销售 of
                    // `fuel_sales` inside 汽油的销售额 — 额 says their money.)
                    let bands =
                        rest == "段" || rest == "额" && matches!(p.target, Target::Table(_));
                    // (在职员工: a word jieba keeps before a table's name
                    // inside one of its words says which of its rows —
                    // unless it names something itself, as 洗衣机 of
                    // 洗衣机品牌 does.)
                    let before = r
                        .clone()
                        .next()
                        .and_then(|k| q.lower.get(q.tokens[k].span.start..start))
                        .unwrap_or_default();
                    let drops_a_word = matches!(p.target, Target::Table(_))
                        && rest.is_empty()
                        && before.chars().count() >= 2
                        && chatdb_knowledge::text::jieba().has_word(before)
                        && !crate::cues::is_cue_word(before)
                        && !is_stopword(before)
                        && !self.names(before);
                    // (数学老师工资: a phrase begun inside jieba's word, past
                    // a part naming something itself — 数学, a subject —
                    // and going on past it, leaves that word whole: the
                    // math teachers' salary, not the salary.)
                    let splits_a_named_word = r.len() > 1
                        && !matches!(p.target, Target::Table(_))
                        && before.chars().count() >= 2
                        && self.names(before);
                    // (停车费: a name inside jieba's word before one more
                    // character, the head of a number column's kinds, is
                    // what that head names — a parking fee is a fee.)
                    let headed = {
                        let mut cs = rest.chars();
                        match (cs.next(), cs.next()) {
                            (Some(c), None) if before.is_empty() && r.len() == 1 => {
                                self.the_column_headed(c)
                            }
                            _ => None,
                        }
                    };
                    if let Some(column) = headed {
                        found.push((
                            r,
                            needle.len() + rest.len(),
                            2,
                            column.clone(),
                            false,
                            false,
                        ));
                    } else if !r.is_empty()
                        && !inside_superlative
                        && !agent
                        && !bands
                        && !splits_a_named_word
                        && (needle.chars().count() > 1 || stands_alone(q, &r, start, needle))
                    {
                        found.push((
                            r,
                            needle.len(),
                            p.weight,
                            p.target.clone(),
                            drops_a_word,
                            false,
                        ));
                    }
                    from = start + needle.len();
                }
            } else {
                let n = p.words.len();
                if n == 0 || n > q.tokens.len() {
                    continue;
                }
                for i in 0..=q.tokens.len() - n {
                    let mut misspelt = false;
                    let matches = (0..n).all(|k| {
                        let t = &q.tokens[i + k];
                        let exact = matches!(t.kind, TokenKind::Word | TokenKind::Quoted)
                            && t.norm == p.words[k]
                            && !crate::cues::is_bare_request_verb(q, i + k)
                            || t.kind == TokenKind::Quoted
                                && n == 1
                                && phrase_words(&t.norm).is_some_and(|(w, _)| w == p.words);
                        // ("average horsepowr", "total distnce": a word no
                        // dictionary knows, one letter off a name's word.)
                        // (Not of a state's opposite word: "absences" is
                        // no misspelt "absent".)
                        let typo = !exact
                            && !matches!(p.target, Target::Value { .. })
                            && !self.negated_states.contains(&p.words[k])
                            && unknown[i + k]
                            && misspelling_of(&q.tokens[i + k].norm, &p.words[k]);
                        misspelt |= typo;
                        exact || typo
                    });
                    if matches && n == 1 && !misspelt && !p.said_so(q, i) {
                        continue;
                    }
                    // ("grade 95", 95号汽油, "route 66": a stored value that
                    // is a number, said as that number right after its
                    // column's name or with 号 after it.)
                    if !matches && n == 1 {
                        if let Some(r) = self.number_said_as_value(q, i, p) {
                            found.push((
                                r,
                                p.words[0].len(),
                                p.weight,
                                p.target.clone(),
                                false,
                                false,
                            ));
                        }
                        continue;
                    }
                    if matches {
                        let len = p.words.iter().map(String::len).sum::<usize>() + n - 1;
                        let weight = p.weight_as_spelled(q, i);
                        // (Below any reading of the word as written, and a
                        // guess.)
                        let weight = if misspelt { weight.min(2) } else { weight };
                        found.push((i..i + n, len, weight, p.target.clone(), false, misspelt));
                    }
                }
            }
        }
        // Longest first, then by weight; ties on the same span are kept as
        // alternative targets.
        found.sort_by(|a, b| {
            b.1.cmp(&a.1)
                .then(b.2.cmp(&a.2))
                .then(a.0.start.cmp(&b.0.start))
                .then(a.3.cmp(&b.3))
        });
        let mut taken = vec![false; q.tokens.len()];
        for i in skip {
            if let Some(t) = taken.get_mut(*i) {
                *t = true;
            }
        }
        let mut mentions: Vec<(Mention, usize, u8)> = Vec::new();
        for (range, len, weight, target, drops_a_word, misspelt) in found {
            if let Some((m, first_len, _)) = mentions.iter_mut().find(|(m, _, _)| m.tokens == range)
            {
                // Only an equally long phrase is another reading: 节目 inside
                // the token 综艺节目 is not one of the table 综艺节目.
                if len == *first_len && !m.targets.contains(&target) {
                    m.targets.push(target);
                    m.weights.push(weight);
                }
                continue;
            }
            if range.clone().any(|i| taken[i]) {
                continue;
            }
            for i in range.clone() {
                taken[i] = true;
            }
            mentions.push((
                Mention {
                    tokens: range,
                    targets: vec![target],
                    weights: vec![weight],
                    weak: weight <= 1,
                    guessed: misspelt,
                    a_kind: drops_a_word,
                },
                len,
                weight,
            ));
        }
        let mut out: Vec<Mention> = mentions.into_iter().map(|(m, _, _)| m).collect();
        out.extend(self.guessed_links(q, &taken));
        out.sort_by_key(|m| m.tokens.start);
        self.agent_suffix_joined(q, &mut out);
        // 夏季奥运会数量: a count word right after a table counts its rows;
        // it is not the head word of a column named …数量 (unless a column
        // is named so: 参赛国家数量 for 参赛的国家数量).
        let text = |m: &Mention| -> String {
            q.tokens[m.tokens.clone()]
                .iter()
                .map(|t| t.norm.as_str())
                .collect()
        };
        let counts_a_table = |k: usize| {
            let m = &out[k];
            let count = text(m);
            // (A bare 数量 that could be any of several columns is a count
            // word too: 并且数量不大于5个的城市.)
            let after_a_conjunction = m.tokens.start.checked_sub(1).is_none_or(|b| {
                let t = &q.tokens[b];
                t.kind == TokenKind::Punct
                    || matches!(
                        t.norm.as_str(),
                        "并且" | "且" | "而且" | "和" | "或" | "或者"
                    )
            });
            let bare = m.targets.len() > 1 && after_a_conjunction;
            // The table right before it, unless a column is named so.
            let table_before = k.checked_sub(1).and_then(|p| {
                let table = format!("{}{count}", text(&out[p]));
                let named = self
                    .phrases
                    .iter()
                    .any(|ph| ph.han && ph.words[0].ends_with(&table));
                let table = out[p].targets.iter().find_map(|t| match t {
                    Target::Table(t) => Some(t.as_str()),
                    _ => None,
                });
                table.filter(|_| out[p].tokens.end == m.tokens.start && !named)
            });
            // 门店数量 where 数量 is another table's column (order lines'
            // quantity): the stores are counted, not that column.
            let elsewhere = table_before
                .is_some_and(|t| m.targets.iter().all(|x| x.table().is_some_and(|o| o != t)));
            matches!(count.as_str(), "数量" | "个数" | "数目")
                && (m.weak && (bare || table_before.is_some()) || elsewhere)
        };
        let counts: Vec<bool> = (0..out.len()).map(counts_a_table).collect();
        out.into_iter()
            .zip(counts)
            .filter_map(|(m, counts)| (!counts).then_some(m))
            .collect()
    }
}

/// The table a one-column reference refers to, when the reference is
/// named by the last words of that table's name (`Channel` →
/// `TV_Channel`, `feature_id` → `Other_Available_Features`), and those
/// words; a trailing id or code is not said. Not when they are the whole
/// name: the table's own words name it already; nor when a column of that
/// table is named by them (`car_makers.Maker`): the word names that column.
fn referred_by_its_noun(
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
fn named_by_its_role(
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

/// Whether `said` (a question's stemmed word) is one letter off `word` (a
/// name's stemmed word; both of four letters or more): one letter added,
/// dropped, changed, or two swapped — an optimal-string-alignment
/// distance of one, as `chatdb_learn::paraphrase` reads near words.
fn misspelling_of(said: &str, word: &str) -> bool {
    said.chars().count().min(word.chars().count()) >= 4 && strsim::osa_distance(said, word) == 1
}

/// One character names something only as a word of its own (省, not the
/// 省 of 省份) — or glued by jieba to a particle after it (省有, 省的).
/// `r` holds the tokens the character at byte `start` falls in.
fn stands_alone(q: &Question, r: &Range<usize>, start: usize, needle: &str) -> bool {
    let end = start + needle.len();
    let whole = r.clone().all(|k| {
        let span = &q.tokens[k].span;
        span.start >= start && span.end <= end
    });
    let glued = r.len() == 1 && {
        let t = &q.tokens[r.start];
        let rest = q.lower.get(end..t.span.end).unwrap_or("");
        t.span.start == start && rest.chars().count() == 1 && "有的时且在中是".contains(rest)
    };
    // (60分: a character right after a number is its unit, no name.)
    let unit = r.start.checked_sub(1).is_some_and(|b| {
        let t = &q.tokens[b];
        t.kind == TokenKind::Number && t.span.end == start
    });
    (whole || glued) && !unit
}

/// The character a lone noun names a Chinese word of two by, besides its
/// last (the compound's head: 书 of 图书, 店 of 门店): the first — above
/// all where the second only makes a collective noun of it, a classifier
/// or 品, "item" (车 of 车辆, 菜 of 菜品, 药 of 药品), and else as the
/// weaker guess (课 of 课程). The flag says which.
fn collective_head(word: &str) -> Option<(char, bool)> {
    let mut chars = word.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (Some(first), Some(second), None) => Some((
            first,
            second == '品' || crate::cues::is_classifier(&second.to_string()),
        )),
        _ => None,
    }
}

/// A guessed link of the one token `k` to `target`.
fn guessed_at(k: usize, target: Target, weight: u8) -> Mention {
    Mention {
        tokens: k..k + 1,
        targets: vec![target],
        weights: vec![weight],
        weak: false,
        guessed: true,
        a_kind: false,
    }
}

/// Chinese names for an English schema name, without the words questions
/// are made of: `amount` is also 多少 in the dictionary, which must stay
/// "how much". A name of two words is also said with 的 between them
/// (`pet_type`: 宠物类型 and 宠物的类型), as "type of pet" is in English.
fn english_in_chinese(name: &str, limit: usize) -> Vec<String> {
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
fn all_but_last_word(name: &str) -> String {
    let mut words = split_identifier(name);
    words.pop();
    words.join("_")
}

/// An English table name without its generic ending or prefix (`cars_data`
/// → `cars`, `tbl_orders` → `orders`): the noun that names it alone, as in
/// English questions.
fn generic_free(name: &str) -> Option<String> {
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
fn nouns_its_parent(schema: &Schema, table: &Table) -> bool {
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

#[cfg(test)]
mod tests {
    use super::*;
    use chatdb_core::{Column, Dialect, Table, TableKind};

    fn schema() -> Schema {
        let col = |n: &str, t: LogicalType| Column {
            name: n.into(),
            db_type: "x".into(),
            logical_type: t,
            nullable: true,
            comment: None,
        };
        Schema {
            dialect: Dialect::Sqlite,
            tables: vec![Table {
                schema: None,
                name: "singer".into(),
                kind: TableKind::Table,
                comment: None,
                columns: vec![
                    col("singer_id", LogicalType::Integer),
                    col("name", LogicalType::Text),
                    col("country", LogicalType::Text),
                    col("net_worth_millions", LogicalType::Float),
                ],
                primary_key: vec!["singer_id".into()],
                foreign_keys: vec![],
            }],
        }
    }

    #[test]
    fn longest_phrase_wins() {
        let s = schema();
        let lex = Lexicon::build(&s, &[], None, &[], 2026);
        let q = Question::new("What are the names of singers with net worth millions above 10?");
        let m = lex.find(&q, &BTreeSet::new());
        let targets: Vec<_> = m.iter().map(|m| m.targets[0].clone()).collect();
        // "names of singers" is read whole as singer.name.
        assert_eq!(m[0].tokens, 3..6, "{m:?}");
        assert!(targets.contains(&Target::Column(ColumnRef::new("singer", "name"))));
        assert!(targets.contains(&Target::Column(ColumnRef::new(
            "singer",
            "net_worth_millions"
        ))));
    }

    /// What the lexicon reads in `question` over `schema`: each match's
    /// text and its first target.
    fn read(schema: &Schema, question: &str) -> Vec<(String, Target)> {
        let lex = Lexicon::build(schema, &[], None, &[], 2026);
        let q = Question::new(question);
        lex.find(&q, &BTreeSet::new())
            .into_iter()
            .map(|m| {
                let text = q.tokens[m.tokens.clone()]
                    .iter()
                    .map(|t| q.lower[t.span.clone()].to_string())
                    .collect::<String>();
                (text, m.targets[0].clone())
            })
            .collect()
    }

    #[test]
    fn chinese_names_an_english_table_by_its_noun_and_a_column_with_de() {
        let mut s = schema();
        s.tables[0].columns.push(Column {
            name: "song_name".into(),
            db_type: "x".into(),
            logical_type: LogicalType::Text,
            nullable: true,
            comment: None,
        });
        s.tables.push(Table {
            schema: None,
            name: "cars_data".into(),
            kind: TableKind::Table,
            comment: None,
            columns: vec![Column {
                name: "horsepower".into(),
                db_type: "x".into(),
                logical_type: LogicalType::Integer,
                nullable: true,
                comment: None,
            }],
            primary_key: vec![],
            foreign_keys: vec![],
        });
        // 汽车 names `cars_data` (its generic ending dropped), as "cars" does.
        let found = read(&s, "汽车的平均马力");
        assert!(
            found.contains(&("汽车".to_string(), Target::Table("cars_data".into()))),
            "{found:?}"
        );
        // 歌曲的名称 is `song_name` said with 的, as "name of the song" is
        // (歌手的歌曲的名称 with the singer's word before it).
        let found = read(&s, "每个歌手的歌曲的名称");
        assert!(
            found
                .iter()
                .any(|(text, target)| text.ends_with("歌曲的名称")
                    && *target == Target::Column(ColumnRef::new("singer", "song_name"))),
            "{found:?}"
        );
        assert_eq!(generic_free("tbl_orders").as_deref(), Some("orders"));
        assert_eq!(generic_free("model_list").as_deref(), Some("model"));
        assert_eq!(generic_free("data"), None);
        assert_eq!(generic_free("singer"), None);
    }
}
