//! The semantic parser (seeds 001 and 002): question + schema → structured
//! intent, by rules. It works in three passes over the question:
//!
//! 1. spans: time expressions, schema mentions (longest phrase first), cue
//!    words and numbers;
//! 2. roles: each cue claims the mentions and numbers it governs (a group
//!    cue its dimension, an aggregation its target, a comparison its column
//!    and number, a negation its value…);
//! 3. coverage: the share of the question's content words that ended up
//!    with a role, with the shape of the reading, gives the confidence
//!    (`crate::calibration`). Words nobody understood are reported.

use crate::calc;
use crate::cues::{self, Cue, CueKind};
use crate::derived::{Computed, Derived};
use crate::intent::{
    Aggregation, ColumnRef, Filter, FilterOp, Intent, Literal, Measure, MeasureFilter,
    MeasureTarget, Order, OrderKey,
};
use crate::mention::{Lexicon, Mention, Target};
use crate::question::{Question, TokenKind};
use crate::time;
use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{LogicalType, Schema, Table};
use chatdb_knowledge::SemanticLayer;
use chrono::NaiveDate;
use serde::Serialize;
use std::collections::BTreeSet;

mod aggregate;
mod apart;
mod calculation;
mod compare;
mod contrast;
mod coverage;
mod dates;
mod deadlines;
mod directions;
mod doubts;
mod flows;
mod generations;
mod grouping;
mod listing;
mod missing;
mod numbered;
mod ordering;
mod persons;
mod ranking;
mod rates;
mod related;
mod reworded;
mod short_paid;
mod sketch;
mod slots;
mod spans;
mod units;
mod values;

pub use dates::time_column_for;
pub use sketch::Sketch;
pub(crate) use slots::is_numeral;

/// What the parser works with.
pub struct ParseContext<'a> {
    pub schema: &'a Schema,
    pub profiles: &'a [TableProfile],
    pub semantic: Option<&'a SemanticLayer>,
    /// Tables in scope, best first (the linker's choice); empty = all.
    pub tables: Vec<String>,
    pub today: NaiveDate,
}

/// The parser's result.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
pub struct Parsed {
    pub intent: Intent,
    /// The estimated chance that this reading is right (0–1), from
    /// `signals` and the intent (`crate::calibration`).
    pub confidence: f32,
    /// What was understood, for the user.
    pub understood: Vec<String>,
    /// Words that could not be placed.
    pub unplaced: Vec<String>,
    /// How the question was read, besides the intent: what the confidence
    /// is estimated from.
    #[serde(default)]
    pub signals: crate::calibration::Signals,
    /// What the first pass found, before roles: what another wording of
    /// the question is recognised by (for a set operation, the whole
    /// question's). Empty for follow-ups, which are not a request alone.
    #[serde(default, skip_serializing_if = "Sketch::is_empty")]
    pub sketch: Sketch,
    /// Values the reading had to pick a column for, among columns of other
    /// tables that hold them too, with neither table named: what to ask.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub open_values: Vec<OpenValue>,
}

/// 上海的销售额: a value that columns of two tables hold (the customers'
/// city and the stores'), where the question names neither table — which
/// rows it picks changes the answer, and only the user knows.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
pub struct OpenValue {
    /// The value, as the reading's column stores it.
    pub value: String,
    /// The column the reading took, and the value as stored there.
    pub chosen: (ColumnRef, String),
    /// Columns of other tables that hold the value too, each with the
    /// value as stored there ('Volvo' in one, 'volvo' in another).
    pub others: Vec<(ColumnRef, String)>,
}

/// One element of the question in order.
#[derive(Debug, Clone, PartialEq)]
enum Item {
    Mention(Target),
    /// Quoted text no stored value matched.
    Quoted(String),
    Cue(CueKind),
    Number(f64),
}

#[derive(Debug, Clone)]
struct Slot {
    item: Item,
    /// Other readings of a mention.
    alts: Vec<Target>,
    tokens: std::ops::Range<usize>,
    used: bool,
}

/// Tables with this many or fewer are all in the lexicon; larger schemas
/// use the linker's tables.
const SMALL_SCHEMA: usize = 40;

/// Whether `t` has a foreign key to table `to` (names compared as SQLite
/// does, whatever their case).
fn refers(t: &Table, to: &str) -> bool {
    t.foreign_keys
        .iter()
        .any(|f| f.ref_table.eq_ignore_ascii_case(to))
}

/// Whether `t` has a foreign key of one column to table `to` whose column
/// `key` accepts (`start_station_id` of a trip's start).
fn refers_by(t: &Table, to: &str, key: impl Fn(&str) -> bool) -> bool {
    t.foreign_keys.iter().any(|f| {
        f.ref_table.eq_ignore_ascii_case(to) && matches!(f.columns.as_slice(), [c] if key(c))
    })
}

/// Whether a stored text value says a question's `word` (as normalized):
/// holds it, for Chinese (香菇 says 菇); has it among its stemmed words, for
/// English ('tiger shrimp' says "shrimp", 'booked' says "book").
fn stored_text_says(value: &str, word: &str) -> bool {
    if word.chars().all(crate::question::is_han) {
        value.contains(word)
    } else {
        chatdb_knowledge::text::words(value)
            .iter()
            .any(|w| w.to_lowercase() == word)
    }
}

/// The label column of a table: what its rows are called (a name or title).
pub fn label_column(table: &Table) -> Option<String> {
    table.label_column().map(str::to_string)
}

struct Parser<'a, 'c> {
    cx: &'a ParseContext<'c>,
    q: Question,
    slots: Vec<Slot>,
    intent: Intent,
    guesses: usize,
    notes: Vec<String>,
    /// A top N is asked with nothing to rank the rows by ("top 10
    /// customers"): the user can say by what.
    unranked_top: bool,
    /// The label a listing that named nothing to show was given, when it
    /// repeats among the rows (they are told apart by their key beside it).
    default_label: Option<ColumnRef>,
    /// Rows listed by their key alone, their label fixed by a filter: the
    /// user can say whether to list or count them.
    rows_or_count: bool,
    /// 卖了多少 with no unit, where the verb's measures have several: the
    /// user can say which.
    unsaid_unit: Option<crate::calibration::UnsaidUnit>,
    /// A superlative waiting for its measure ("sold the most"): descending
    /// or not, and its slot.
    pending_superlative: Option<(bool, usize)>,
    /// An ordering direction with no column named yet (descending or not).
    pending_order: Option<bool>,
    /// A ranking by an amount, ordered once the measure is known
    /// (descending or not).
    pending_ranking: Option<bool>,
    /// Words understood outside any slot ("weighing" in "weighing more
    /// than 3000", a year that became a filter on a year column).
    understood_tokens: Vec<usize>,
    /// Dimensions said with each/every/每个/各 (not "by"/按): the groups a
    /// ranking can be within.
    each_groups: Vec<ColumnRef>,
    /// Tokens of the question's time expressions (a range, a grain).
    time_tokens: BTreeSet<usize>,
    /// A period is asked for as the thing picked (哪个月): a superlative
    /// picks one of the grain's groups.
    picks_a_period: bool,
    /// The question asks for a period or day (哪天, "when"), as said — it
    /// stays true after a construct has taken `picks_a_period` up.
    period_asked: bool,
    /// The calculation words (shares, running totals, averages per unit),
    /// worked out after the roles.
    calcs: calc::CalcMentions,
    /// The phrases the schema is known by.
    lexicon: Lexicon,
    /// Conditions the rows of a table must meet where a negated measure
    /// named them (没有销量: only completed orders' lines are sold), for
    /// the related-rows subquery.
    row_conditions: Vec<(String, Vec<Filter>)>,
}

/// Parses a question into an intent.
pub fn parse(question: &str, cx: &ParseContext<'_>) -> Parsed {
    let scope: Vec<String> = if cx.schema.tables.len() <= SMALL_SCHEMA {
        Vec::new()
    } else {
        cx.tables.clone()
    };
    let lexicon = Lexicon::build(
        cx.schema,
        cx.profiles,
        cx.semantic,
        &scope,
        chrono::Datelike::year(&cx.today),
    );
    read(question, cx, &scope, lexicon)
}

/// Reads a question with the schema's lexicon (tables out of `scope`, when
/// it is not empty, are not read).
fn read(question: &str, cx: &ParseContext<'_>, scope: &[String], lexicon: Lexicon) -> Parsed {
    let q = Question::new(question);
    if let Some(times) = reworded::times_in_one_word(&q) {
        return read(&times, cx, scope, lexicon);
    }
    if let Some(superlative) = reworded::bare_comparative_as_superlative(&q) {
        return read(&superlative, cx, scope, lexicon);
    }
    // 1. Spans.
    // Time words only mean something where there are dates (or years:
    // "concerts in 2014" over a `year` column).
    let in_scope = cx
        .schema
        .tables
        .iter()
        .filter(|t| scope.is_empty() || scope.contains(&t.qualified_name()));
    let columns = || in_scope.clone().flat_map(|t| t.columns.iter());
    let has_calendar_dates = columns().any(|c| c.logical_type.is_temporal());
    let has_years = || {
        columns().any(|c| {
            chatdb_knowledge::text::name_words(&c.name)
                .iter()
                .any(|w| w == "year")
        })
    };
    let times = if has_calendar_dates {
        time::find(&q.lower, cx.today)
    } else if has_years() {
        time::find(&q.lower, cx.today).without_picked_year()
    } else {
        time::TimeMentions::default()
    };
    // ("total monthly rent": the words of a `monthly_rent` column; 每小时
    // 收费, a Chinese name of `hourly_rate`; "the annual plan", a value of
    // `plan`.)
    let times = times.without_grain_held_by(|span| {
        columns().any(|c| dates::name_said_over(&q.lower, &c.name, span))
            || lexicon.han_phrase_over(&q.lower, span)
            || lexicon.value_before_its_column(&q.lower, span)
    });
    let mut time_tokens = BTreeSet::new();
    for span in &times.spans {
        time_tokens.extend(q.tokens_in(span));
    }
    let mentions = lexicon.find(&q, &time_tokens);
    tracing::trace!(?mentions, "mentions found");
    let mut taken = time_tokens.clone();
    for m in &mentions {
        taken.extend(m.tokens.clone());
    }
    // 占比 / share of: claimed unless a schema name holds the words.
    let calcs = calc::find(&q.lower);
    let share_tokens: BTreeSet<usize> = calcs
        .share
        .as_ref()
        .map(|span| q.tokens_in(span).collect())
        .filter(|t: &BTreeSet<usize>| t.is_disjoint(&taken))
        .unwrap_or_default();
    taken.extend(share_tokens.iter().copied());
    let cue_list = cues::find(&q, &taken);
    if let Some(which) = reworded::noun_phrase_as_which(&q, &mentions, &cue_list) {
        return read(&which, cx, scope, lexicon);
    }
    for c in &cue_list {
        taken.extend(c.tokens.clone());
    }
    let mut p = Parser {
        cx,
        slots: Vec::new(),
        intent: Intent::default(),
        guesses: 0,
        notes: Vec::new(),
        unranked_top: false,
        default_label: None,
        rows_or_count: false,
        unsaid_unit: None,
        pending_superlative: None,
        pending_order: None,
        pending_ranking: None,
        understood_tokens: Vec::new(),
        time_tokens: time_tokens.clone(),
        calcs: calcs.clone(),
        picks_a_period: times.picks_a_period,
        period_asked: times.picks_a_period,
        each_groups: Vec::new(),
        lexicon,
        row_conditions: Vec::new(),
        q,
    };
    p.collect_slots(&mentions, &cue_list, &taken);
    p.event_verbs_name_their_rows();
    p.reference_verbs_name_their_rows();
    let sketch = p.sketch(&times, &taken);
    // `RUST_LOG=chatdb_engine=trace` shows what each word was read as.
    tracing::trace!(slots = ?p.slots, "slots before the roles");
    p.assign_roles();
    tracing::trace!(intent = ?p.intent, slots = ?p.slots, "after the roles");
    p.events_counted_not_their_days();
    p.people_counted_not_their_events();
    p.apply_time(times, &time_tokens);
    // (After the period: "monthly sales" counts the sales per month first.)
    p.rows_said_as_their_money();
    // (The roles may have settled a calculation word: 平均每所学校 of the
    // rows themselves is a plain average.)
    let calcs = p.calcs.clone();
    p.apply_calculation(&calcs, &share_tokens);
    // (After the period is known: a period the subquery can't see keeps
    // the doubt.)
    p.ties_of_a_shared_value();
    p.rows_of_a_period_counted();
    let parsed = p.finish(&time_tokens, sketch);
    // `RUST_LOG=chatdb_engine=debug` shows the intent behind every parse.
    tracing::debug!(
        intent = %serde_json::to_string(&parsed.intent).unwrap_or_default(),
        confidence = parsed.confidence,
        "parsed"
    );
    parsed
}

impl Parser<'_, '_> {
    fn table(&self, name: &str) -> Option<&Table> {
        self.cx.schema.table(name)
    }

    fn column_type(&self, c: &ColumnRef) -> LogicalType {
        let Some(table) = self.table(&c.table) else {
            return LogicalType::Other;
        };
        match table.column(&c.column) {
            Some(col) => col.logical_type,
            None if self.is_derived(c) => LogicalType::Float,
            None => LogicalType::Other,
        }
    }

    /// Whether `c` is a value computed from its row (枪支总数: 民用枪支数 +
    /// 军用枪支数; an age from a birth year).
    fn is_derived(&self, c: &ColumnRef) -> bool {
        self.table(&c.table)
            .is_some_and(|table| Computed::parse(&c.column, table).is_some())
    }

    /// A number column — or a text column whose profiled values are all
    /// numbers (SQLite files and CSV imports keep `Horsepower` as TEXT) —
    /// or a value computed from such columns.
    fn is_numeric(&self, c: &ColumnRef) -> bool {
        if self.is_derived(c) {
            return true;
        }
        self.table(&c.table)
            .and_then(|t| t.column(&c.column))
            .is_some_and(|col| crate::derived::holds_numbers(col, self.column_profile(c)))
    }

    /// The tables the question names as their rows (a mention of the
    /// table itself).
    fn tables_mentioned(&self) -> BTreeSet<String> {
        self.slots
            .iter()
            .filter_map(|s| match &s.item {
                Item::Mention(Target::Table(t)) => Some(t.clone()),
                _ => None,
            })
            .collect()
    }

    /// The profile of a column, when the source was profiled.
    fn column_profile(&self, c: &ColumnRef) -> Option<&ColumnProfile> {
        self.cx
            .profiles
            .iter()
            .find(|p| p.table == c.table)
            .and_then(|p| p.column(&c.column))
    }

    /// True when `c` is its table's label column (what its rows are called).
    fn is_label(&self, c: &ColumnRef) -> bool {
        self.table(&c.table).and_then(label_column).as_deref() == Some(c.column.as_str())
    }

    fn is_key(&self, c: &ColumnRef) -> bool {
        self.table(&c.table).is_some_and(|t| t.is_key(&c.column))
    }

    /// The other columns of `c`'s table, keys aside, whose names end in
    /// the word `c`'s does: named the same way (`sale_price` beside
    /// `asking_price`).
    fn named_alike(&self, c: &ColumnRef) -> Vec<ColumnRef> {
        let last = |name: &str| chatdb_knowledge::text::name_words(name).pop();
        let (Some(table), Some(word)) = (self.table(&c.table), last(&c.column)) else {
            return Vec::new();
        };
        table
            .columns
            .iter()
            .filter(|o| o.name != c.column && !table.is_key(&o.name))
            .filter(|o| last(&o.name).as_ref() == Some(&word))
            .map(|o| ColumnRef::new(&c.table, &o.name))
            .collect()
    }

    /// True when the number column `c` holds a count of things (a
    /// school's `student_count`, `Num_of_Staff`, 覆盖城市数, a comment
    /// 在校学生数, an ad's `clicks`, 点击量): "how many students" is its
    /// total, and a count adds up over rows. (分数, 指数, 系数 … end in 数
    /// but count nothing.)
    fn holds_a_count(&self, c: &ColumnRef) -> bool {
        const NOT_COUNTS: &str = "分指系函参倍岁位";
        let counts = |text: &str| {
            ["数", "数量", "人数", "个数"].iter().any(|s| {
                text.strip_suffix(s)
                    .and_then(|before| before.chars().last())
                    .is_some_and(|ch| !NOT_COUNTS.contains(ch))
            })
        };
        let Some(col) = self.table(&c.table).and_then(|t| t.column(&c.column)) else {
            return false;
        };
        let english = chatdb_knowledge::text::name_words(&c.column)
            .iter()
            .any(|w| matches!(w.as_str(), "count" | "num" | "number"));
        self.is_numeric(c)
            && !self.is_key(c)
            && (english
                || crate::derived::names_things_counted(col)
                || counts(&c.column)
                || col.comment.as_deref().is_some_and(|m| {
                    crate::mention::comment_parts(m).any(|part| counts(part.trim()))
                }))
    }

    fn prev_meaningful(&self, i: usize) -> Option<usize> {
        (0..i).rev().find(|j| !self.is_filler(*j))
    }

    fn cue_at(&self, i: usize) -> Option<CueKind> {
        match self.slots.get(i)?.item {
            Item::Cue(k) => Some(k),
            _ => None,
        }
    }

    fn is_filler(&self, i: usize) -> bool {
        matches!(self.cue_at(i), Some(CueKind::Filler))
    }

    /// The next slot after `i` that is not filler, within `window` slots.
    fn next_meaningful(&self, i: usize, window: usize) -> Option<usize> {
        (i + 1..self.slots.len())
            .filter(|j| !self.is_filler(*j))
            .take(window)
            .next()
    }

    /// The next slot after `i` that is neither filler, nor a top-N's number
    /// or its 前 (最多的3个城市, 最多的前5所学校), nor a cue of the given kinds.
    fn next_past_top_n(&self, i: usize, skip: &[CueKind]) -> Option<usize> {
        (i + 1..self.slots.len()).find(|k| {
            let top_n = self.slots[*k].used
                && matches!(
                    self.slots[*k].item,
                    Item::Number(_) | Item::Cue(CueKind::Top)
                );
            let skipped = self.cue_at(*k).is_some_and(|c| skip.contains(&c));
            !(self.is_filler(*k) || top_n || skipped)
        })
    }

    /// The next unused mention after `i`, skipping filler and the given cue
    /// kinds, within `window` other slots.
    fn mention_after(&self, i: usize, skip: &[CueKind], window: usize) -> Option<usize> {
        self.nearest_mention(i + 1..self.slots.len(), skip, window)
    }

    /// The nearest unused mention before `i`, as [`Self::mention_after`].
    fn mention_before(&self, i: usize, skip: &[CueKind], window: usize) -> Option<usize> {
        self.nearest_mention((0..i).rev(), skip, window)
    }

    /// The first unused mention among the slots `order` visits.
    fn nearest_mention(
        &self,
        order: impl Iterator<Item = usize>,
        skip: &[CueKind],
        window: usize,
    ) -> Option<usize> {
        let mut seen = 0;
        for j in order {
            match &self.slots[j].item {
                Item::Mention(_) if !self.slots[j].used => return Some(j),
                Item::Mention(_) => {}
                Item::Cue(k) if *k == CueKind::Filler || skip.contains(k) => continue,
                _ => {}
            }
            seen += 1;
            if seen >= window {
                break;
            }
        }
        None
    }

    fn target(&self, i: usize) -> Option<&Target> {
        match &self.slots.get(i)?.item {
            Item::Mention(t) => Some(t),
            _ => None,
        }
    }

    /// Whether a mention of the question is column `c` itself.
    fn column_said(&self, c: &ColumnRef) -> bool {
        self.slots
            .iter()
            .any(|s| s.item == Item::Mention(Target::Column(c.clone())))
    }

    fn has_cue(&self, kind: CueKind) -> bool {
        self.slots.iter().any(|s| s.item == Item::Cue(kind))
    }

    /// The dimension a table or column mention stands for.
    /// Whether table `from` has a foreign key to table `to`.
    fn references(&self, from: &str, to: &str) -> bool {
        self.table(from).is_some_and(|t| refers(t, to))
    }

    /// Whether either of tables `a` and `b` has a foreign key to the other.
    fn one_refers_to_the_other(&self, a: &str, b: &str) -> bool {
        self.references(a, b) || self.references(b, a)
    }

    /// The one table other than `a` and `b` whose keys refer to both (an
    /// order line names its product and its order; Has_Pet links students
    /// and pets). One pass over the tables' own keys.
    fn bridge_between(&self, a: &str, b: &str) -> Option<String> {
        let mut bridges = self
            .cx
            .schema
            .tables
            .iter()
            .filter(|t| refers(t, a) && refers(t, b))
            .map(|t| t.qualified_name())
            .filter(|t| t != a && t != b);
        match (bridges.next(), bridges.next()) {
            (Some(bridge), None) => Some(bridge),
            _ => None,
        }
    }

    /// The table whose rows the mention at `j` names: the table itself, or
    /// the label column its rows are called by (门店 for the stores and
    /// their name).
    fn table_named_at(&self, j: usize) -> Option<&str> {
        match self.target(j)? {
            Target::Table(t) => Some(t),
            Target::Column(c) if self.is_label(c) => Some(&c.table),
            _ => None,
        }
    }

    /// Whether a join hint the semantic layer prefers has `table` on one
    /// side (`table.column`, the table possibly schema-qualified).
    fn on_a_preferred_join(&self, table: &str) -> bool {
        self.cx.semantic.is_some_and(|layer| {
            layer.join_hints.iter().any(|h| {
                h.preferred
                    && [&h.left, &h.right]
                        .iter()
                        .any(|side| side.rsplit_once('.').is_some_and(|(x, _)| x == table))
            })
        })
    }

    /// The table whose rows the mention at `j` names: its table, or — read
    /// as a column (播放 as `seconds_played`, 综艺节目 as its name) — that
    /// column's table when the word may name the table too.
    fn rows_named_by(&self, j: usize) -> Option<String> {
        match self.target(j)? {
            Target::Table(t) => Some(t.clone()),
            Target::Column(c) => {
                let rows = Target::Table(c.table.clone());
                self.slots[j].alts.contains(&rows).then(|| c.table.clone())
            }
            _ => None,
        }
    }

    /// Whether the mention at `j` names the rows of `table`, in its chosen
    /// reading or another one.
    fn names_rows_of(&self, j: usize, table: &str) -> bool {
        self.table_named_at(j) == Some(table)
            || self.slots[j]
                .alts
                .contains(&Target::Table(table.to_string()))
    }

    /// Whether 的 is said right after slot `i` (门店的, 最高的).
    fn de_after(&self, i: usize) -> bool {
        self.q
            .tokens
            .get(self.slots[i].tokens.end)
            .is_some_and(|t| t.norm == "的")
    }

    /// Whether slot `i` is said right before slot `j`, nothing or 的
    /// between — as a modifier is before its noun (上海门店, 李宁的商品).
    fn modifies(&self, i: usize, j: usize) -> bool {
        let between = self
            .q
            .tokens
            .get(self.slots[i].tokens.end..self.slots[j].tokens.start);
        match between {
            Some([]) => true,
            Some([de]) => de.norm == "的",
            _ => false,
        }
    }

    /// What a table's rows are called: its label where the label names
    /// them, else its one-column key (the first text column of orders, its
    /// channel, repeats over thousands of orders; its id tells them apart).
    fn row_name(&self, name: &str) -> Option<ColumnRef> {
        let table = self.table(name)?;
        let label = ColumnRef::new(name, label_column(table)?);
        match table.primary_key.as_slice() {
            [key] if !self.names_its_rows(&label) => Some(ColumnRef::new(name, key)),
            _ => Some(label),
        }
    }

    fn dimension_of(&self, t: &Target) -> Option<ColumnRef> {
        match t {
            Target::Table(name) => self.row_name(name),
            Target::Column(c) => Some(c.clone()),
            _ => None,
        }
    }

    /// The table whose rows the reading's one measure counts, when its
    /// one measure is a count of rows.
    fn rows_counted_alone(&self) -> Option<&String> {
        match self.intent.measures.as_slice() {
            [Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows { table },
            }] => Some(table),
            _ => None,
        }
    }

    /// The tables whose rows the intent's HAVING conditions count.
    fn counted_in_having(&self) -> Vec<String> {
        self.intent
            .having
            .iter()
            .filter_map(|h| match &h.measure.target {
                MeasureTarget::Rows { table } => Some(table.clone()),
                _ => None,
            })
            .collect()
    }

    /// True when the intent already counts something.
    fn counts_rows(&self) -> bool {
        self.intent
            .measures
            .iter()
            .any(|m| m.aggregation == Aggregation::Count)
    }

    /// Whether a slot holding `item` (a cue, a mention) took a role.
    fn took_a_role(&self, item: &Item) -> bool {
        self.slots.iter().any(|s| s.used && s.item == *item)
    }

    /// The slot holding token `k`, if any.
    fn slot_of_token(&self, k: usize) -> Option<usize> {
        self.slots.iter().position(|s| s.tokens.contains(&k))
    }

    /// Whether slot `k` is "by" (按, 按照, 根据): a group cue naming what
    /// rows are grouped or ordered by, not "each" of them.
    fn is_by(&self, k: usize) -> bool {
        matches!(self.raw(k), "by" | "按" | "按照" | "根据")
    }

    /// Token `k` understood: its slot used, or the token itself when no
    /// slot holds it.
    fn understand_token(&mut self, k: usize) {
        match self.slot_of_token(k) {
            Some(s) => self.slots[s].used = true,
            None => self.understood_tokens.push(k),
        }
    }

    /// Reads the words at `tokens` as `target`: the slot holding their first
    /// word takes that reading, else a new slot does. Returns the slot.
    fn read_as(&mut self, tokens: std::ops::Range<usize>, target: Target) -> usize {
        let start = tokens.start;
        if let Some(s) = self.slot_of_token(start) {
            self.slots[s].item = Item::Mention(target);
            self.slots[s].alts.clear();
            return s;
        }
        self.slots.push(Slot {
            item: Item::Mention(target),
            alts: Vec::new(),
            tokens,
            used: false,
        });
        self.slots.sort_by_key(|s| s.tokens.start);
        self.slots
            .iter()
            .position(|s| s.tokens.start == start)
            .unwrap_or(self.slots.len() - 1)
    }

    /// Orders the rows by `column` (greatest first when `descending`), the
    /// top one unless a limit is set.
    fn rank_by_column(&mut self, column: ColumnRef, descending: bool) {
        self.intent.order = Some(Order {
            key: OrderKey::Column { column },
            descending,
        });
        self.intent.limit.get_or_insert(1);
    }

    /// Orders the groups by how many rows of `table` each has (most first
    /// when `descending`), the top one unless a limit is set.
    fn rank_by_row_count(&mut self, table: String, descending: bool) {
        self.intent.order = Some(Order {
            key: OrderKey::Aggregate {
                measure: Measure {
                    aggregation: Aggregation::Count,
                    target: MeasureTarget::Rows { table },
                },
            },
            descending,
        });
        self.intent.limit.get_or_insert(1);
    }

    fn push_measure(&mut self, m: Measure) -> usize {
        if let Some(i) = self.intent.measures.iter().position(|x| *x == m) {
            return i;
        }
        self.intent.measures.push(m);
        self.intent.measures.len() - 1
    }

    /// Pass 2: each cue claims the mentions and numbers it governs, one
    /// construct at a time; the order matters (a comparison takes its
    /// number before an aggregation could, values are filters last).
    fn assign_roles(&mut self) {
        self.units_counted_are_an_amount();
        self.a_keys_role_is_no_date();
        self.rows_named_by_their_number();
        self.kinds_of_the_rows_said();
        self.time_rows_took();
        self.participle_beside_its_period();
        // (Before a verb of paying is read as a date kept or not.)
        self.rows_paid_short();
        self.missing_values();
        self.roles_left_empty();
        self.events_not_yet_happened();
        self.open_until_ended();
        self.overdue_rows();
        self.late_rows();
        self.free_costs_nothing();
        self.dates_said_as_their_rows_verb();
        self.negated_measure_names_its_rows();
        self.negated_selling_names_its_rows();
        self.doers_said_by_what_they_do();
        self.negated_use_names_the_rows_of_use();
        self.amounts_governed_by_an_aggregate();
        self.names_said_apart();
        self.lately_is_no_superlative();
        self.most_of_an_event_is_how_often();
        self.rate_word_is_no_column();
        self.sales_volume_is_the_quantity_sold();
        self.superlatives_of_selling();
        self.rates();
        self.contrast();
        self.headcount_counts_the_people();
        self.ranked_by_their_people();
        self.who_did_the_most();
        self.done_the_most_times();
        self.spenders_ranked();
        self.ordering();
        self.top_n();
        self.top_n_by_amount();
        self.ranked_by_the_amount_before_them();
        self.most_done_to();
        self.most_common();
        self.price_asked_in_money();
        self.grouping();
        self.generations();
        self.a_range_said_with_to();
        self.comparisons();
        // (在售商品有多少个: before a count takes the adjective for what it counts.)
        self.yes_no_adjectives();
        self.exact_counts();
        self.numbers_before_their_column();
        self.rows_counted_by_their_verb();
        self.measures_named_by_their_unit();
        self.how_many_were_sold();
        self.aggregates_glued_to_columns();
        self.aggregations();
        self.total_said_last();
        self.total_rows_of_a_table();
        self.unclaimed_metrics();
        self.tables_listed_with_measures();
        self.order_by_the_ranked_measure();
        self.distributions();
        self.quoted_text();
        self.value_filters();
        self.come_from_a_value();
        self.absence();
        self.existence();
        self.alternatives();
        self.entities_asked_for();
        self.groups_of_a_count_condition();
        self.resolve_pending_superlative();
        self.ranking_by_a_count();
        self.listed_entities();
        self.distinct_listing();
        self.projections();
        self.superlative_on_average();
        self.listed_per_row_are_named();
        self.asked_of_each_group();
        self.which_values_are_a_set();
        self.rows_reached_through_their_references_listed_once();
        self.people_counted_per_group();
        self.groups_with_nothing_measured();
        self.ranking_amount_not_asked();
        self.totals_kept_in_a_column();
        self.top_per_group();
        self.averages_per_own_row();
        self.an_attribute_of_the_ranked_rows();
        self.names_that_are_not_unique();
        self.rows_made();
        self.kinds_ranked_by_their_total();
        self.kinds_ranked_by_a_state();
        self.ranked_by_the_total_of_the_column();
        self.ranked_by_the_amount_of_their_rows();
        self.takings_compared_per_entity();
        self.money_said_by_a_flow_verb();
        self.opposite_state_counts_its_rows();
        self.amounts_of_a_period();
        self.how_much_gets_a_number();
        self.counts_of_the_grouped_column();
        self.counted_in_transactions();
        self.kinds_of_the_goods_counted();
        self.money_verbs_before_their_amount();
        self.rows_picked_by_a_date_are_named();
        self.rows_picked_by_their_latest_date();
        self.the_key_a_direction_says();
        self.the_key_its_role_word_says();
        self.verb_relating_two_tables();
        self.english_verb_relating_named_things();
        self.classifier_after_how_many();
        self.times_a_named_thing_was_done();
        self.times_counted_are_the_verbs_rows();
        self.mass_nouns_measured_by_their_amount();
        self.spans_said_by_their_participle_are_averaged();
        self.a_located_superlative_row_is_no_ranking();
    }

    /// The table named last before slot `i` ("pets owned by students who
    /// are older than 20": students).
    fn table_before(&self, i: usize) -> Option<String> {
        (0..i).rev().find_map(|k| match self.target(k) {
            Some(Target::Table(t)) => Some(t.clone()),
            _ => None,
        })
    }

    /// The raw text of a slot.
    /// True when a punctuation mark separates slots `i` and `j` (i < j):
    /// they are in different clauses.
    fn clause_break_between(&self, i: usize, j: usize) -> bool {
        let (from, to) = (self.slots[i].tokens.end, self.slots[j].tokens.start);
        self.q.tokens[from.min(to)..to]
            .iter()
            .any(|t| t.kind == TokenKind::Punct)
    }

    fn raw(&self, i: usize) -> &str {
        self.byte_span(i).map_or("", |span| &self.q.lower[span])
    }

    /// Where the words of slot `i` stand in the question, in bytes.
    fn byte_span(&self, i: usize) -> Option<std::ops::Range<usize>> {
        let t = &self.slots[i].tokens;
        match (
            self.q.tokens.get(t.start),
            self.q.tokens.get(t.end.saturating_sub(1)),
        ) {
            (Some(a), Some(b)) => Some(a.span.start..b.span.end),
            _ => None,
        }
    }

    /// The table the question is mainly about: the first table mentioned,
    /// else the table of the first column mentioned.
    fn subject_table(&self) -> Option<String> {
        // "customers without orders" is about customers.
        if let Some(t) = self.intent.subquery_filters.iter().find_map(|f| match f {
            crate::intent::SubqueryFilter::Related { table, .. } => Some(table.clone()),
            _ => None,
        }) {
            return Some(t);
        }
        if let Some(t) = self.kind_said_as_the_rows() {
            return Some(t);
        }
        self.slots
            .iter()
            .find_map(|s| match &s.item {
                Item::Mention(Target::Table(t)) => Some(t.clone()),
                _ => None,
            })
            .or_else(|| {
                self.slots.iter().find_map(|s| match &s.item {
                    Item::Mention(t @ (Target::Column(_) | Target::Value { .. })) => {
                        t.table().map(str::to_string)
                    }
                    _ => None,
                })
            })
    }

    /// "cats owned by people in Leeds", "list the cats of owners in
    /// Leeds": a stored kind said in the plural (cats, of `species` =
    /// 'cat'), heading the question, is the rows asked for — its table's —
    /// though another table is named after it, in what qualifies them.
    /// Not a kind before its noun ("cat owners": the owners).
    fn kind_said_as_the_rows(&self) -> Option<String> {
        if self.q.chinese {
            return None;
        }
        let i = self
            .slots
            .iter()
            .position(|s| matches!(s.item, Item::Mention(_)))?;
        let Some(Target::Value { column, value }) = self.target(i) else {
            return None;
        };
        // (Heading the question, or only what asks to list before it. Or
        // counted — "how many ponies belong to people in York" — where the
        // only other rows named are those the kind's rows belong to: other
        // rows may be what is counted — "how many emails did we send"
        // counts the sends, rows of the email campaigns.)
        let heads = self.q.tokens[..self.slots[i].tokens.start].iter().all(|t| {
            matches!(
                t.norm.as_str(),
                "list" | "show" | "me" | "the" | "all" | "give" | "find" | "get" | "display"
            )
        });
        let counted = i
            .checked_sub(1)
            .is_some_and(|c| self.cue_at(c) == Some(CueKind::Count))
            && self.table(&column.table).is_some_and(|kind| {
                self.slots.iter().all(|s| match &s.item {
                    Item::Mention(Target::Table(t)) => refers(kind, t),
                    _ => true,
                })
            });
        if !heads && !counted {
            return None;
        }
        let said = self.raw(i);
        let plural = said != value.trim().to_lowercase() && slots::spells(said, value);
        let before_a_noun = self
            .slots
            .get(i + 1)
            .is_some_and(|s| matches!(s.item, Item::Mention(Target::Table(_))));
        (plural && !before_a_noun).then(|| column.table.clone())
    }
}

/// A token's text as the user wrote it.
fn original_case(q: &Question, t: &crate::question::Token) -> String {
    if q.text.len() == q.lower.len() {
        if let Some(s) = q.text.get(t.span.clone()) {
            return s
                .trim_matches(|c: char| "\"'“”‘’「」".contains(c) || c.is_whitespace())
                .to_string();
        }
    }
    t.norm.clone()
}

fn describe(t: &Target) -> String {
    match t {
        Target::Table(t) => format!("table {t}"),
        Target::Column(c) => format!("column {}.{}", c.table, c.column),
        Target::Value { column, value } => format!("{}.{} = {value}", column.table, column.column),
        Target::Metric(m) => format!("metric {m}"),
    }
}
