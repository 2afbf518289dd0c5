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

mod build;
mod concepts;
mod find;
mod guess;
mod names;
mod phrases;
#[cfg(test)]
mod tests;

pub(crate) use concepts::*;
pub(crate) use find::*;
pub(crate) use names::*;
use phrases::*;

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
    /// Not right after a number: "how many minutes" names `duration_min`,
    /// while "10 minutes" is the number's unit.
    NotAfterANumber,
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
/// an event's date, whose participle the gerund rule tells apart); and the
/// Chinese words English tables' rows are called by.
struct SchemaNames {
    table_heads: Vec<(String, String)>,
    one_word_columns: BTreeSet<String>,
    rows_zh: BTreeSet<String>,
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
        let rows_zh = schema
            .tables
            .iter()
            .filter(|t| !t.name.chars().any(is_han))
            .flat_map(rows_in_chinese)
            .collect();
        SchemaNames {
            table_heads,
            one_word_columns,
            rows_zh,
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
            Said::NotAfterANumber => !k.checked_sub(1).is_some_and(|b| {
                let before = &q.tokens[b];
                before.kind == TokenKind::Number || crate::parse::is_numeral(&before.norm)
            }),
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
    /// Each table in scope and a table in scope it refers to by a foreign
    /// key (a loan and its book): what a verb's rows are done to.
    refers: Vec<(Target, Target)>,
    /// The one table in scope whose rows are dated and keep money taken in
    /// (a fee, an amount paid), if one is: the business's orders, what 订单
    /// names where no table is called so (the moves of a removals firm).
    orders: Option<Target>,
    /// The one table in scope of charges — named a bill, invoice, fee,
    /// charge or statement (`bills`, `fee_payments`) and keeping money —,
    /// if one is: what a fee no name says (电费, 学费) names.
    charges: Option<Target>,
    /// Each table of records of a thing (`egg_records`) whose rows keep how
    /// many of it there were in a number column named by the thing
    /// (`eggs`), and that column: what a word guessed for the table by
    /// the thing's name counts.
    counted_in_a_column: Vec<(Target, Target)>,
    /// The verb of paying or taking money that starts a money column's
    /// Chinese word (赔 of 赔偿金), and the column: 赔钱, 赔了多少钱.
    money_by_verb: Vec<(char, Target)>,
    /// Each verb character of the Chinese words for what happened when a
    /// date or year column says (造 and 建 of 建造 for `built_year`), and
    /// the column: 2010年以后造的船.
    time_by_verb: Vec<(char, Target)>,
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

impl Lexicon {
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

    /// The business's orders: the one dated table in scope taking money
    /// in, if one is (what 订单 names where no table is called so).
    pub fn orders(&self) -> Option<&str> {
        self.orders.as_ref().and_then(Target::table)
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
        // ("fails" of the opposite state "failed": an English word in
        // another inflection.)
        let stemmed = chatdb_knowledge::text::stem(&word.to_lowercase());
        self.negated_states.contains(word)
            || self.negated_states.iter().any(|s| {
                s.chars().all(is_han) && word.ends_with(s.as_str())
                    || s.is_ascii() && chatdb_knowledge::text::stem(s) == stemmed
            })
    }
}
