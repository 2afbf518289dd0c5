//! The semantic parser (seeds 001 and 002): question + schema → structured
//! intent, by rules. It works in three passes over the question:
//!
//! 1. spans: time expressions, schema mentions (longest phrase first), cue
//!    words and numbers;
//! 2. roles: each cue claims the mentions and numbers it governs (a group
//!    cue its dimension, an aggregation its target, a comparison its column
//!    and number, a negation its value…);
//! 3. coverage: the share of the question's content words that ended up
//!    with a role is the confidence. Words nobody understood are reported.

use crate::cues::{self, Cue, CueKind};
use crate::intent::{
    Aggregation, ColumnRef, Filter, FilterOp, Intent, Literal, Measure, MeasureFilter,
    MeasureTarget, Order, OrderKey,
};
use crate::mention::{Lexicon, Mention, Target};
use crate::question::{Question, TokenKind};
use crate::time;
use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType, Schema, Table};
use chatdb_knowledge::SemanticLayer;
use chrono::NaiveDate;
use serde::Serialize;
use std::collections::BTreeSet;

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
    /// Share of the question's content words that were understood (0–1),
    /// lowered for guesses.
    pub confidence: f32,
    /// What was understood, for the user.
    pub understood: Vec<String>,
    /// Words that could not be placed.
    pub unplaced: Vec<String>,
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

fn chinese_numeral(word: &str) -> Option<f64> {
    let digits: String = word
        .chars()
        .take_while(|c| "零一二两三四五六七八九十百".contains(*c))
        .collect();
    if digits.is_empty() {
        return None;
    }
    let d = |c: char| {
        "零一二三四五六七八九"
            .chars()
            .position(|x| x == c)
            .map(|p| p as f64)
            .or((c == '两').then_some(2.0))
    };
    let cs: Vec<char> = digits.chars().collect();
    let mut total = 0.0;
    let mut current = 0.0;
    for c in cs {
        match c {
            '十' => {
                total += if current == 0.0 { 10.0 } else { current * 10.0 };
                current = 0.0;
            }
            '百' => {
                total += current * 100.0;
                current = 0.0;
            }
            _ => current = d(c)?,
        }
    }
    Some(total + current)
}

/// "more than one pet", "at least two": small numbers as words.
fn english_numeral(word: &str) -> Option<f64> {
    const WORDS: &[&str] = &[
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS.iter().position(|w| *w == word).map(|n| n as f64)
}

fn multiplier(word: &str) -> Option<f64> {
    match word {
        "万" => Some(1e4),
        "亿" => Some(1e8),
        "千" => Some(1e3),
        "百万" => Some(1e6),
        "thousand" => Some(1e3),
        "million" => Some(1e6),
        "billion" => Some(1e9),
        _ => None,
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
    /// A superlative waiting for its measure ("sold the most").
    pending_superlative: Option<bool>,
    /// Words understood outside any slot ("weighing" in "weighing more
    /// than 3000", a year that became a filter on a year column).
    understood_tokens: Vec<usize>,
}

/// Parses a question into an intent.
pub fn parse(question: &str, cx: &ParseContext<'_>) -> Parsed {
    let q = Question::new(question);
    let scope: Vec<String> = if cx.schema.tables.len() <= SMALL_SCHEMA {
        Vec::new()
    } else {
        cx.tables.clone()
    };
    let lexicon = Lexicon::build(cx.schema, cx.profiles, cx.semantic, &scope);

    // 1. Spans.
    // Time words only mean something where there are dates.
    let has_dates = cx.schema.tables.iter().any(|t| {
        (scope.is_empty() || scope.contains(&t.qualified_name()))
            && t.columns.iter().any(|c| c.logical_type.is_temporal())
    });
    let times = if has_dates {
        time::find(&q.lower, cx.today)
    } else {
        time::TimeMentions::default()
    };
    let mut time_tokens = BTreeSet::new();
    for span in &times.spans {
        time_tokens.extend(q.tokens_in(span));
    }
    let mentions = lexicon.find(&q, &time_tokens);
    let mut taken = time_tokens.clone();
    for m in &mentions {
        taken.extend(m.tokens.clone());
    }
    let cue_list = cues::find(&q, &taken);
    for c in &cue_list {
        taken.extend(c.tokens.clone());
    }
    let mut p = Parser {
        cx,
        slots: Vec::new(),
        intent: Intent::default(),
        guesses: 0,
        notes: Vec::new(),
        pending_superlative: None,
        understood_tokens: Vec::new(),
        q,
    };
    p.collect_slots(&mentions, &cue_list, &taken);
    p.assign_roles();
    p.apply_time(times, &time_tokens);
    p.finish(&time_tokens)
}

impl Parser<'_, '_> {
    fn table(&self, name: &str) -> Option<&Table> {
        self.cx.schema.table(name)
    }

    fn column_type(&self, c: &ColumnRef) -> LogicalType {
        self.table(&c.table)
            .and_then(|t| t.column(&c.column))
            .map_or(LogicalType::Other, |c| c.logical_type)
    }

    fn is_numeric(&self, c: &ColumnRef) -> bool {
        self.column_type(c).is_numeric()
    }

    fn is_key(&self, c: &ColumnRef) -> bool {
        self.table(&c.table).is_some_and(|t| t.is_key(&c.column))
    }

    /// Slots in question order, with each mention resolved to one target.
    fn collect_slots(&mut self, mentions: &[Mention], cue_list: &[Cue], taken: &BTreeSet<usize>) {
        // Tables the question is certainly about.
        // (A weak match — only the head word of a longer name — is not certain.)
        let mut context: BTreeSet<String> = BTreeSet::new();
        for m in mentions.iter().filter(|m| !m.weak) {
            if m.targets.len() == 1 {
                if let Some(t) = m.targets[0].table() {
                    context.insert(t.to_string());
                }
            }
        }
        for m in mentions {
            if m.targets.len() > 1 {
                if let Some(t) = m.targets.iter().find_map(|t| match t {
                    Target::Table(t) => Some(t.clone()),
                    _ => None,
                }) {
                    context.insert(t);
                }
            }
        }
        for m in mentions {
            let target = self.choose(m, &context);
            self.slots.push(Slot {
                item: Item::Mention(target),
                alts: m.targets.clone(),
                tokens: m.tokens.clone(),
                used: false,
            });
        }
        for c in cue_list {
            self.slots.push(Slot {
                alts: Vec::new(),
                item: Item::Cue(c.kind),
                tokens: c.tokens.clone(),
                used: c.kind == CueKind::Filler,
            });
        }
        // Numbers nobody took, with 万/亿/thousand multipliers.
        let tokens = &self.q.tokens;
        let mut i = 0;
        while i < tokens.len() {
            let t = &tokens[i];
            let mut value = None;
            if !taken.contains(&i) {
                if t.kind == TokenKind::Number {
                    let text = t.norm.trim_end_matches('%');
                    value = text.parse::<f64>().ok().map(|v| {
                        if t.norm.ends_with('%') {
                            v / 100.0
                        } else {
                            v
                        }
                    });
                } else if t.kind == TokenKind::Word {
                    value = chinese_numeral(&t.norm)
                        .filter(|_| t.norm.chars().count() <= 3)
                        .or_else(|| english_numeral(&t.norm));
                }
            }
            if !taken.contains(&i) && t.kind == TokenKind::Quoted {
                self.slots.push(Slot {
                    alts: Vec::new(),
                    item: Item::Quoted(original_case(&self.q, t)),
                    tokens: i..i + 1,
                    used: false,
                });
            }
            if let Some(mut v) = value {
                let mut end = i + 1;
                if let Some(next) = tokens.get(i + 1) {
                    if let Some(m) = multiplier(&next.norm) {
                        v *= m;
                        end = i + 2;
                    }
                }
                self.slots.push(Slot {
                    alts: Vec::new(),
                    item: Item::Number(v),
                    tokens: i..end,
                    used: false,
                });
                i = end;
            } else {
                i += 1;
            }
        }
        self.slots.sort_by_key(|s| s.tokens.start);
        // "the city Anthony": a value found in several columns belongs to
        // the column named next to it.
        for i in 0..self.slots.len() {
            if !matches!(self.slots[i].item, Item::Mention(Target::Value { .. }))
                || self.slots[i].alts.len() < 2
            {
                continue;
            }
            let near = [self.prev_meaningful(i), self.next_meaningful(i, 1)];
            for j in near.into_iter().flatten() {
                // "the city Anthony": that column; "airport 'AKO'": a column
                // of that table.
                let fits = |column: &ColumnRef| match self.target(j) {
                    Some(Target::Column(c)) => column == c,
                    Some(Target::Table(t)) => column.table == *t,
                    _ => false,
                };
                if let Some(v) = self.slots[i]
                    .alts
                    .iter()
                    .find(|t| matches!(t, Target::Value { column, .. } if fits(column)))
                    .cloned()
                {
                    self.slots[i].item = Item::Mention(v);
                    break;
                }
            }
        }
    }

    fn prev_meaningful(&self, i: usize) -> Option<usize> {
        (0..i).rev().find(|j| !self.is_filler(*j))
    }

    /// Picks one target for a mention: metrics first, then a column or value
    /// of a table the question is about, then a table, then the first.
    fn choose(&mut self, m: &Mention, context: &BTreeSet<String>) -> Target {
        let t = self.choose_target(m, context);
        // "names" matching only the head word of another table's series_name
        // is a guess about a table the question never named.
        if m.weak && t.table().is_some_and(|x| !context.contains(x)) {
            self.notes
                .push(format!("only part of a name matched {}", describe(&t)));
        }
        t
    }

    fn choose_target(&mut self, m: &Mention, context: &BTreeSet<String>) -> Target {
        if m.targets.len() == 1 {
            return m.targets[0].clone();
        }
        if let Some(t) = m.targets.iter().find(|t| matches!(t, Target::Metric(_))) {
            return t.clone();
        }
        let in_context = |t: &&Target| {
            !matches!(t, Target::Table(_)) && t.table().is_some_and(|x| context.contains(x))
        };
        let contextual: Vec<&Target> = m.targets.iter().filter(in_context).collect();
        if contextual.len() == 1 {
            return contextual[0].clone();
        }
        if let Some(t) = m.targets.iter().find(|t| matches!(t, Target::Table(_))) {
            return t.clone();
        }
        // Prefer the linker's order among the remaining candidates.
        self.guesses += 1;
        let rank = |t: &Target| {
            t.table()
                .and_then(|x| self.cx.tables.iter().position(|y| y == x))
                .unwrap_or(usize::MAX)
        };
        let pool: Vec<&Target> = if contextual.is_empty() {
            m.targets.iter().collect()
        } else {
            contextual
        };
        pool.into_iter()
            .min_by_key(|t| rank(t))
            .cloned()
            .unwrap_or_else(|| m.targets[0].clone())
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

    fn has_cue(&self, kind: CueKind) -> bool {
        self.slots.iter().any(|s| s.item == Item::Cue(kind))
    }

    /// The dimension a table or column mention stands for.
    fn dimension_of(&self, t: &Target) -> Option<ColumnRef> {
        match t {
            Target::Table(name) => {
                let table = self.table(name)?;
                Some(ColumnRef::new(name, label_column(table)?))
            }
            Target::Column(c) => Some(c.clone()),
            _ => None,
        }
    }

    fn push_measure(&mut self, m: Measure) -> usize {
        if let Some(i) = self.intent.measures.iter().position(|x| *x == m) {
            return i;
        }
        self.intent.measures.push(m);
        self.intent.measures.len() - 1
    }

    fn assign_roles(&mut self) {
        let zh = self.q.chinese;
        let n = self.slots.len();

        // Ordering: 按年龄降序 / ordered by age desc.
        let mut descending = None;
        for i in 0..n {
            match self.cue_at(i) {
                Some(CueKind::Desc) => {
                    descending = Some(true);
                    self.slots[i].used = true;
                }
                Some(CueKind::Asc) => {
                    descending = Some(false);
                    self.slots[i].used = true;
                }
                _ => {}
            }
        }
        for i in 0..n {
            if self.cue_at(i) != Some(CueKind::OrderBy) {
                continue;
            }
            self.slots[i].used = true;
            self.order_by_column_near(i, 3, descending.unwrap_or(false));
            // 按 before an ordering is not a grouping.
            if let Some(g) = (0..i)
                .rev()
                .find(|k| self.cue_at(*k) == Some(CueKind::Group))
            {
                if i - g <= 3 {
                    self.slots[g].used = true;
                }
            }
        }
        if self.intent.order.is_none() && descending.is_some() {
            // 按年龄降序 without 排序.
            if let Some(i) =
                (0..n).find(|i| matches!(self.cue_at(*i), Some(CueKind::Desc | CueKind::Asc)))
            {
                if let Some(j) = self.order_by_column_near(i, 2, descending.unwrap_or(false)) {
                    if let Some(g) = (0..j)
                        .rev()
                        .find(|k| self.cue_at(*k) == Some(CueKind::Group))
                    {
                        self.slots[g].used = true;
                    }
                }
            }
        }

        // Top N: top 5 / 前5 / first 3; also "which 5 products", 人口最多的3个
        // and "the 3 oldest".
        for i in 0..n {
            let is_top = self.cue_at(i) == Some(CueKind::Top);
            let is_which = self.cue_at(i) == Some(CueKind::Which);
            let is_superlative = matches!(self.cue_at(i), Some(CueKind::Max | CueKind::Min));
            if !(is_top || is_which || is_superlative) {
                continue;
            }
            // 人口最多的3个城市 is a top 3; 最少50个 is "at least 50".
            let de_follows = || {
                let end = self.slots[i].tokens.end;
                self.q.tokens.get(end).is_some_and(|t| t.norm == "的")
            };
            let number = match (is_superlative, self.q.chinese) {
                (true, false) => self.prev_meaningful(i),
                (true, true) if !de_follows() => None,
                _ => self.next_meaningful(i, 1),
            };
            if let Some(j) = number.filter(|j| !self.slots[*j].used) {
                if let Item::Number(v) = self.slots[j].item {
                    if v >= 1.0 && v.fract() == 0.0 && v <= 1000.0 {
                        self.intent.limit = Some(v as u64);
                        self.slots[j].used = true;
                        if is_top {
                            self.slots[i].used = true;
                        }
                    }
                }
            }
        }

        // "the most common hometown": group by it, the largest group first.
        for i in 0..n {
            let descending = match self.cue_at(i) {
                Some(CueKind::MostCommon) => true,
                Some(CueKind::LeastCommon) => false,
                _ => continue,
            };
            let Some(j) = self.mention_after(i, &[], 2) else {
                continue;
            };
            let Some(target) = self.target(j).cloned() else {
                continue;
            };
            let Some(d) = self.dimension_of(&target) else {
                continue;
            };
            let Some(table) = target.table().map(str::to_string) else {
                continue;
            };
            self.slots[i].used = true;
            self.slots[j].used = true;
            if !self.intent.dimensions.contains(&d) {
                self.intent.dimensions.push(d);
            }
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

        // Grouping: 每个地区 / for each country / by category.
        for i in 0..n {
            if self.cue_at(i) != Some(CueKind::Group) || self.slots[i].used {
                continue;
            }
            if self.is_passive_by(i) {
                // "owned by students": not a grouping.
                self.slots[i].used = true;
                continue;
            }
            let Some(j) = self.mention_after(i, &[CueKind::Distinct], 2) else {
                continue;
            };
            // "by sales" after a top-N is an ordering, not a grouping.
            let t = self.target(j).cloned();
            match t {
                Some(Target::Metric(_)) => {}
                Some(ref t @ (Target::Table(_) | Target::Column(_))) => {
                    if let Some(d) = self.dimension_of(t) {
                        if !self.intent.dimensions.contains(&d) {
                            self.intent.dimensions.push(d);
                        }
                        self.slots[i].used = true;
                        self.slots[j].used = true;
                    }
                }
                _ => {}
            }
        }
        // 不同X with a measure: a grouping too.
        // (handled after measures below)

        // Comparisons with numbers: age > 30, 人口超过100万.
        for i in 0..n {
            let op = match self.cue_at(i) {
                Some(CueKind::Gt) => FilterOp::Gt,
                Some(CueKind::Ge) => FilterOp::Ge,
                Some(CueKind::Lt) => FilterOp::Lt,
                Some(CueKind::Le) => FilterOp::Le,
                Some(CueKind::Between) => FilterOp::Between,
                Some(CueKind::EqualTo) => FilterOp::Eq,
                // 市场份额不是2%: a negated number.
                Some(CueKind::Negation) if self.has_number_after(i) => FilterOp::NotEq,
                _ => continue,
            };
            // "above the average age" / 高于平均年龄: a comparison with an aggregate.
            if self.compare_to_aggregate(i, op) {
                continue;
            }
            // The number: after the cue, or before for 以上/以下/之间.
            let num_after = (i + 1..n)
                .take(3)
                .find(|j| matches!(self.slots[*j].item, Item::Number(_)) && !self.slots[*j].used);
            let num_before = (0..i)
                .rev()
                .take(2)
                .find(|j| matches!(self.slots[*j].item, Item::Number(_)) && !self.slots[*j].used);
            let mut numbers = Vec::new();
            if op == FilterOp::Between {
                let pool: Vec<usize> = (0..n)
                    .filter(|j| {
                        matches!(self.slots[*j].item, Item::Number(_)) && !self.slots[*j].used
                    })
                    .filter(|j| j.abs_diff(i) <= 4)
                    .take(2)
                    .collect();
                if pool.len() == 2 {
                    numbers = pool;
                }
            } else if let Some(j) = num_after.or(num_before) {
                numbers.push(j);
            }
            if numbers.is_empty() {
                continue;
            }
            let first_num = *numbers.iter().min().unwrap_or(&i);
            let anchor = i.min(first_num);
            // The column: a numeric column just before, else just after.
            let before = (0..anchor).rev().take(4).find(|j| {
                !self.slots[*j].used
                    && matches!(self.target(*j), Some(Target::Column(c)) if self.is_numeric(c))
            });
            let last_num = *numbers.iter().max().unwrap_or(&i);
            let after = (last_num.max(i) + 1..n).take(3).find(|j| {
                !self.slots[*j].used
                    && matches!(self.target(*j), Some(Target::Column(c)) if self.is_numeric(c))
            });
            let values: Vec<Literal> = numbers
                .iter()
                .filter_map(|j| match self.slots[*j].item {
                    Item::Number(v) => Some(number_literal(v)),
                    _ => None,
                })
                .collect();
            // "with more than 2 singers": a condition on a count.
            // The table must follow the number directly (a measure word
            // like 个 aside): in 超过100万的城市 the table is what is filtered.
            let counted = self
                .next_meaningful(last_num.max(i), 1)
                .filter(|j| {
                    matches!(self.target(*j), Some(Target::Table(_))) && !self.slots[*j].used
                })
                .filter(|j| {
                    let from = self.slots[last_num.max(i)].tokens.end;
                    let to = self.slots[*j].tokens.start;
                    self.q.tokens[from.min(to)..to]
                        .iter()
                        .all(|t| is_unit(&t.norm))
                });
            // 洗衣机品牌不少于2个: the table just before, counted in units.
            let after_num = self.slots[last_num.max(i)].tokens.end;
            let unit_after = self
                .q
                .tokens
                .get(after_num)
                .is_some_and(|t| is_unit(&t.norm));
            let counted = counted.or_else(|| {
                let plain = self.q.chinese && unit_after && before.is_none() && after.is_none();
                self.prev_meaningful(i).filter(|j| {
                    plain
                        && matches!(self.target(*j), Some(Target::Table(_)))
                        && !self.slots[*j].used
                })
            });
            if let Some(j) = counted {
                if let Some(Target::Table(t)) = self.target(j).cloned() {
                    self.intent.having.push(MeasureFilter {
                        measure: Measure {
                            aggregation: Aggregation::Count,
                            target: MeasureTarget::Rows { table: t },
                        },
                        op,
                        values,
                    });
                    self.slots[j].used = true;
                    self.slots[i].used = true;
                    for k in &numbers {
                        self.slots[*k].used = true;
                    }
                    continue;
                }
            }
            // The column: named next to the comparison, else implied by it
            // ("older than 30": the adjective names the attribute;
            // "weighing more than 3500": the verb before it does).
            let named = before.or(after).and_then(|j| match self.target(j) {
                Some(Target::Column(c)) => Some((Some(j), c.clone())),
                _ => None,
            });
            let verb = self.slots[i]
                .tokens
                .start
                .checked_sub(1)
                .filter(|k| implied_attribute(&self.q.tokens[*k].norm).is_some());
            let column = named.or_else(|| {
                implied_attribute(self.raw(i))
                    .or_else(|| verb.and_then(|k| implied_attribute(&self.q.tokens[k].norm)))
                    .and_then(|a| self.attribute_column(a, &[self.table_before(i)]))
                    .map(|c| (None, c))
            });
            if let Some((j, c)) = column {
                match j {
                    Some(j) => self.slots[j].used = true,
                    None => self.understood_tokens.extend(verb),
                }
                self.slots[i].used = true;
                for k in &numbers {
                    self.slots[*k].used = true;
                }
                self.intent.filters.push(Filter {
                    column: c,
                    op,
                    values,
                });
            }
        }

        // Aggregations.
        let superlative_context =
            self.has_cue(CueKind::Which) || !self.intent.dimensions.is_empty();
        // Counts and amounts first, superlatives last: "the most number of
        // concerts" counts concerts, then orders by that count.
        let rank = |k: Option<CueKind>| match k {
            Some(CueKind::Count | CueKind::HowMuch) => 0,
            Some(CueKind::Max | CueKind::Min) => 2,
            _ => 1,
        };
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|i| (rank(self.cue_at(*i)), *i));
        let mut agg_claimed: BTreeSet<usize> = BTreeSet::new();
        for i in order {
            let Some(kind) = self.cue_at(i) else { continue };
            if self.slots[i].used {
                continue;
            }
            let Some(agg) = kind.aggregation() else {
                continue;
            };
            let skip = [CueKind::Distinct, CueKind::Group];
            // "average, minimum and maximum age": a chain shares its target.
            let chain = [
                CueKind::Distinct,
                CueKind::Avg,
                CueKind::Sum,
                CueKind::Min,
                CueKind::Max,
                CueKind::Count,
            ];
            let shared = (i + 1..n)
                .filter(|j| !self.is_filler(*j))
                .take_while(|j| {
                    matches!(self.cue_at(*j), Some(k) if chain.contains(&k))
                        || self.target(*j).is_some()
                })
                .take(4)
                .find(|j| self.target(*j).is_some() && agg_claimed.contains(j));
            let after = shared.or_else(|| self.mention_after(i, &skip, 3));
            let before = self.mention_before(i, &skip, 2);
            let suffix_style = zh && self.cue_is_suffix(i);
            let candidates: Vec<usize> = if suffix_style {
                before.into_iter().chain(after).collect()
            } else {
                after.into_iter().chain(before).collect()
            };
            let distinct = (i.saturating_sub(2)..(i + 3).min(n))
                .any(|k| self.cue_at(k) == Some(CueKind::Distinct));
            let aggregate_word = matches!(
                self.raw(i),
                "maximum" | "minimum" | "max" | "min" | "最大值" | "最小值"
            );
            // 功能得分最少是多少: asks for the value, not for the row.
            let rest = &self.q.lower[self.q.tokens[self.slots[i].tokens.end - 1].span.end..];
            let asks_value = rest.trim_start_matches(['的', ' ']).starts_with("是多少")
                || rest.starts_with("多少");
            let superlative = matches!(kind, CueKind::Max | CueKind::Min)
                && !aggregate_word
                && !asks_value
                && (self.has_cue(CueKind::Which)
                    || superlative_context
                        && matches!(self.raw(i), "most" | "least" | "fewest" | "最多" | "最少")
                    || self.superlative_phrase(i));
            let mut placed = false;
            // 门店数量最多的城市: the superlative ranks by the count just
            // said; the table after it is what is ranked.
            if superlative && suffix_style {
                let counted = self.prev_meaningful(i).filter(|k| {
                    self.slots[*k].used
                        && matches!(self.cue_at(*k), Some(CueKind::Count | CueKind::HowMuch))
                });
                let measure = self
                    .intent
                    .measures
                    .iter()
                    .rposition(|m| m.aggregation == Aggregation::Count);
                if let (Some(_), Some(m)) = (counted, measure) {
                    self.order_by_measure(m, kind == CueKind::Max);
                    self.slots[i].used = true;
                    continue;
                }
            }
            // "the type and weight of the youngest pet": youngest is about
            // the age, whatever column stands next to it.
            let implied = self.implied_column(i);
            let candidates = if implied.is_some() {
                Vec::new()
            } else {
                candidates
            };
            for j in candidates {
                let Some(t) = self.target(j).cloned() else {
                    continue;
                };
                match (&t, agg) {
                    (Target::Metric(id), _) => {
                        let m = self.push_measure(Measure {
                            aggregation: Aggregation::Sum,
                            target: MeasureTarget::Metric { id: id.clone() },
                        });
                        if superlative {
                            self.order_by_measure(m, kind == CueKind::Max);
                        }
                        placed = true;
                    }
                    (Target::Table(tb), Aggregation::Count) => {
                        self.push_measure(Measure {
                            aggregation: Aggregation::Count,
                            target: MeasureTarget::Rows { table: tb.clone() },
                        });
                        placed = true;
                    }
                    (Target::Table(tb), Aggregation::Max | Aggregation::Min) if superlative => {
                        // "which country has the most singers"
                        let m = self.push_measure(Measure {
                            aggregation: Aggregation::Count,
                            target: MeasureTarget::Rows { table: tb.clone() },
                        });
                        self.order_by_measure(m, kind == CueKind::Max);
                        placed = true;
                    }
                    (Target::Column(c), Aggregation::Count) => {
                        if kind == CueKind::HowMuch && self.is_numeric(c) {
                            // 年龄是多少: the value itself.
                            continue;
                        }
                        if self.intent.dimensions.contains(c)
                            && self
                                .intent
                                .measures
                                .iter()
                                .any(|m| m.aggregation == Aggregation::Count)
                        {
                            // "list the continent name and the count": said already.
                            placed = true;
                            self.slots[i].used = true;
                            break;
                        }
                        if self.slots.iter().any(|s| matches!(&s.item, Item::Mention(Target::Value { column, .. }) if column == c)) {
                            continue;
                        }
                        let aggregation = if distinct || !self.is_key(c) {
                            Aggregation::CountDistinct
                        } else {
                            Aggregation::Count
                        };
                        self.push_measure(Measure {
                            aggregation,
                            target: MeasureTarget::Column { column: c.clone() },
                        });
                        placed = true;
                    }
                    (Target::Column(c), _) if self.is_numeric(c) => {
                        if superlative && self.intent.dimensions.is_empty() {
                            self.intent.order = Some(Order {
                                key: OrderKey::Column { column: c.clone() },
                                descending: kind == CueKind::Max,
                            });
                            self.intent.limit.get_or_insert(1);
                        } else {
                            let m = self.push_measure(Measure {
                                aggregation: agg,
                                target: MeasureTarget::Column { column: c.clone() },
                            });
                            if superlative {
                                self.order_by_measure(m, kind == CueKind::Max);
                            }
                        }
                        placed = true;
                    }
                    _ => continue,
                }
                if placed {
                    self.slots[j].used = true;
                    agg_claimed.insert(j);
                    break;
                }
            }
            if !placed {
                // The implied attribute of oldest/youngest is an age.
                if let Some(c) = implied.clone() {
                    if self.intent.dimensions.is_empty() && self.intent.measures.is_empty() {
                        self.intent.order = Some(Order {
                            key: OrderKey::Column { column: c },
                            descending: kind == CueKind::Max,
                        });
                        self.intent.limit.get_or_insert(1);
                    } else {
                        let m = self.push_measure(Measure {
                            aggregation: agg,
                            target: MeasureTarget::Column { column: c },
                        });
                        if superlative {
                            self.order_by_measure(m, kind == CueKind::Max);
                        }
                    }
                    placed = true;
                }
            }
            if !placed && matches!(kind, CueKind::Max | CueKind::Min) && superlative {
                // "sold the most": the superlative of a measure already there,
                // or of a count of rows per group.
                if !self.intent.measures.is_empty() || !self.intent.dimensions.is_empty() {
                    self.pending_superlative = Some(kind == CueKind::Max);
                    placed = true;
                }
            }
            if !placed
                && kind == CueKind::Sum
                && self
                    .intent
                    .measures
                    .iter()
                    .any(|m| m.aggregation == Aggregation::Count)
            {
                // 一共有多少个 / in total: the count is the total.
                placed = true;
            }
            if !placed && kind == CueKind::HowMuch {
                // A bare 多少 next to a measure-like word is just the question mark.
                placed = true;
            }
            if placed {
                self.slots[i].used = true;
                for k in i.saturating_sub(2)..(i + 3).min(n) {
                    if self.cue_at(k) == Some(CueKind::Distinct) {
                        self.slots[k].used = true;
                    }
                }
            }
        }

        // Metrics nobody claimed are measures too.
        for i in 0..n {
            if self.slots[i].used {
                continue;
            }
            if let Some(Target::Metric(id)) = self.target(i).cloned() {
                self.push_measure(Measure {
                    aggregation: Aggregation::Sum,
                    target: MeasureTarget::Metric { id },
                });
                self.slots[i].used = true;
            }
        }

        // Quoted text next to a text column: that column equals it.
        for i in 0..n {
            let Item::Quoted(text) = self.slots[i].item.clone() else {
                continue;
            };
            let near = [self.prev_meaningful(i), self.next_meaningful(i, 1)];
            for j in near.into_iter().flatten() {
                let column = match self.target(j).cloned() {
                    Some(Target::Column(c)) => Some(c),
                    // "airline 'JetBlue Airways'": the table's column that
                    // holds the text, when its profile shows it.
                    Some(Target::Table(t)) if self.column_holding(&t, &text).is_some() => {
                        self.column_holding(&t, &text)
                    }
                    _ => self.slots[j].alts.iter().find_map(|t| match t {
                        Target::Column(c) if self.column_type(c) == LogicalType::Text => {
                            Some(c.clone())
                        }
                        _ => None,
                    }),
                };
                if let Some(c) = column {
                    if self.column_type(&c) == LogicalType::Text {
                        self.slots[i].used = true;
                        self.slots[j].used = true;
                        self.intent.filters.push(Filter {
                            column: c,
                            op: FilterOp::Eq,
                            values: vec![Literal::Text(text.clone())],
                        });
                        break;
                    }
                }
            }
        }

        // Values: filters, with negation and IN for several of one column.
        for i in 0..n {
            let Some(Target::Value { column, value }) = self.target(i).cloned() else {
                continue;
            };
            let negated = (i.saturating_sub(3)..i)
                .any(|k| self.cue_at(k) == Some(CueKind::Negation) && !self.slots[k].used)
                || (i + 1..(i + 2).min(n)).any(|k| {
                    self.cue_at(k) == Some(CueKind::Negation)
                        && self.slots[k].tokens.start > 0
                        && zh_suffix_negation(&self.q, &self.slots[k])
                })
                || self.negated_inline(&value);
            if negated {
                for k in i.saturating_sub(3)..(i + 2).min(n) {
                    if self.cue_at(k) == Some(CueKind::Negation) {
                        self.slots[k].used = true;
                    }
                }
            }
            self.slots[i].used = true;
            // "隶属机构不为北京电视台": the column named before the value is the filter's.
            let before: Vec<usize> = (0..i)
                .rev()
                .filter(|j| !self.is_filler(*j) && self.cue_at(*j) != Some(CueKind::Negation))
                .take(2)
                .collect();
            for j in before.into_iter().chain(self.next_meaningful(i, 1)) {
                if matches!(self.target(j), Some(Target::Column(c)) if *c == column) {
                    self.slots[j].used = true;
                }
            }
            if let Some(prev) = self
                .intent
                .filters
                .iter()
                .position(|f| f.column == column && f.op == FilterOp::Eq)
            {
                let _ = prev;
                let between: Vec<&str> = self.q.tokens[..self.slots[i].tokens.start]
                    .iter()
                    .rev()
                    .take(2)
                    .map(|t| &self.q.lower[t.span.clone()])
                    .collect();
                if between.contains(&"and")
                    || between.contains(&"和")
                    || between.contains(&"并且")
                    || between.contains(&"both")
                {
                    self.notes
                        .push("two values of one column joined by and".into());
                }
            }
            let lit = Literal::Text(value);
            if let Some(f) = self.intent.filters.iter_mut().find(|f| {
                f.column == column
                    && matches!(
                        f.op,
                        FilterOp::Eq | FilterOp::In | FilterOp::NotEq | FilterOp::NotIn
                    )
                    && matches!(f.op, FilterOp::NotEq | FilterOp::NotIn) == negated
            }) {
                f.op = if negated {
                    FilterOp::NotIn
                } else {
                    FilterOp::In
                };
                f.values.push(lit);
                // "France or Netherlands": the or is understood.
                for k in i.saturating_sub(3)..i {
                    if self.cue_at(k) == Some(CueKind::Or) {
                        self.slots[k].used = true;
                    }
                }
            } else {
                self.intent.filters.push(Filter {
                    column,
                    op: if negated {
                        FilterOp::NotEq
                    } else {
                        FilterOp::Eq
                    },
                    values: vec![lit],
                });
            }
        }

        // "没有订单的客户" / "customers with no orders": rows without related rows.
        self.absence();
        // "students who have a pet": rows with related rows.
        self.existence();

        // Entities asked for: "which products", 哪个地区 → group by them
        // when there is a measure.
        if !self.intent.measures.is_empty() {
            for i in 0..n {
                if !matches!(self.cue_at(i), Some(CueKind::Which | CueKind::Distinct))
                    || self.slots[i].used
                {
                    continue;
                }
                let Some(j) = self.mention_after(i, &[], 2).or_else(|| {
                    if zh {
                        self.mention_before(i, &[], 1)
                    } else {
                        None
                    }
                }) else {
                    continue;
                };
                if let Some(t @ (Target::Table(_) | Target::Column(_))) = self.target(j).cloned() {
                    // Counting the table itself is not grouping by it.
                    let counted = self.intent.measures.iter().any(|m| matches!(&m.target, MeasureTarget::Rows { table } if Some(table.as_str()) == t.table() && matches!(t, Target::Table(_))));
                    if counted {
                        continue;
                    }
                    if let Some(d) = self.dimension_of(&t) {
                        if !self.intent.dimensions.contains(&d) {
                            self.intent.dimensions.push(d);
                        }
                        self.slots[i].used = true;
                        self.slots[j].used = true;
                    }
                }
            }
        }
        // "airlines that have at least 10 flights": grouped by the entity.
        if !self.intent.having.is_empty() && self.intent.dimensions.is_empty() {
            let counted: Vec<String> = self
                .intent
                .having
                .iter()
                .filter_map(|h| match &h.measure.target {
                    MeasureTarget::Rows { table } => Some(table.clone()),
                    _ => None,
                })
                .collect();
            // The entity: a table other than the counted one, or a text
            // column (哪些公司的洗衣机品牌不少于2个).
            let entity = (0..n).find(|j| match self.target(*j) {
                Some(Target::Table(t)) => !counted.contains(t),
                Some(Target::Column(c)) => {
                    !self.slots[*j].used && !self.is_numeric(c) && !self.is_key(c)
                }
                _ => false,
            });
            if let Some(j) = entity {
                if let Some(t) = self.target(j).cloned() {
                    let counts_entity = self.intent.measures.iter().any(|m| matches!(&m.target, MeasureTarget::Rows { table } if Some(table.as_str()) == t.table()));
                    if counts_entity {
                        self.notes
                            .push("counting groups that meet a condition".into());
                    } else if let Some(d) = self.dimension_of(&t) {
                        self.intent.dimensions.push(d);
                        self.slots[j].used = true;
                    }
                }
            }
        }
        if !self.intent.having.is_empty() && self.intent.dimensions.is_empty() {
            self.notes
                .push("a condition on groups that aren't named".into());
        }
        if let Some(desc) = self.pending_superlative.take() {
            if self.intent.measures.is_empty() {
                // "which X has the most Y-rows": count what is grouped.
                if let Some(t) = self.subject_table() {
                    let m = self.push_measure(Measure {
                        aggregation: Aggregation::Count,
                        target: MeasureTarget::Rows { table: t },
                    });
                    self.order_by_measure(m, desc);
                }
            } else {
                self.order_by_measure(0, desc);
            }
        }
        // "list the country and the number of channels" asks for the count;
        // "the most number of concerts" only ranks by it.
        // ("门店数量最多的城市" ranks by the count too.)
        let ranks = |p: &Self, k: Option<usize>| {
            k.is_some_and(|k| matches!(p.cue_at(k), Some(CueKind::Max | CueKind::Min)))
        };
        let counted_explicitly = (0..n).any(|k| {
            self.slots[k].used
                && self.slots[k].item == Item::Cue(CueKind::Count)
                && !ranks(self, self.prev_meaningful(k))
                && !(self.q.chinese && ranks(self, self.next_meaningful(k, 1)))
        });
        let ranked_entity = !counted_explicitly && self.columns_of_ranked_entity();
        if (self.has_cue(CueKind::Which) || ranked_entity)
            && !self.intent.dimensions.is_empty()
            && !counted_explicitly
        {
            if let Some(Order {
                key: OrderKey::Measure { index },
                descending,
            }) = self.intent.order.clone()
            {
                if matches!(
                    self.intent.measures.get(index).map(|m| &m.target),
                    Some(MeasureTarget::Rows { .. })
                ) {
                    let measure = self.intent.measures.remove(index);
                    self.intent.order = Some(Order {
                        key: OrderKey::Aggregate { measure },
                        descending,
                    });
                    if !self.has_cue(CueKind::OrderBy) {
                        self.intent.limit.get_or_insert(1);
                    }
                }
            }
        }
        if self
            .intent
            .order
            .as_ref()
            .is_some_and(|o| matches!(o.key, OrderKey::Measure { .. }))
            && self.intent.limit.is_none()
            && !self.has_cue(CueKind::OrderBy)
        {
            self.intent.limit = Some(1);
        }
        if self.intent.limit.is_some()
            && self.intent.order.is_none()
            && !self.intent.measures.is_empty()
            && !self.intent.dimensions.is_empty()
        {
            // "top 5 regions by sales": the largest first.
            self.intent.order = Some(Order {
                key: OrderKey::Measure { index: 0 },
                descending: true,
            });
        }

        // "哪些电视台…" / "which stadiums…": a listing names the entities.
        if self.intent.measures.is_empty() && self.intent.having.is_empty() {
            for i in 0..n {
                if self.cue_at(i) != Some(CueKind::Which) {
                    continue;
                }
                // "the years in which there were cars": a relative clause.
                let start = self.slots[i].tokens.start;
                let relative = start.checked_sub(1).is_some_and(|k| {
                    matches!(
                        self.q.tokens[k].norm.as_str(),
                        "in" | "of" | "for" | "from" | "by" | "on" | "at" | "to" | "with" | "dure"
                    )
                });
                if relative {
                    continue;
                }
                if let Some(j) = self.next_meaningful(i, 1).filter(|j| !self.slots[*j].used) {
                    if let Some(Target::Table(t)) = self.target(j).cloned() {
                        if let Some(label) = self.table(&t).and_then(label_column) {
                            let c = ColumnRef::new(&t, label);
                            if !self.intent.projections.contains(&c) {
                                self.intent.projections.insert(0, c);
                            }
                            self.slots[j].used = true;
                        }
                    }
                }
            }
        }
        // A question word with no grouping to do is just the question.
        for i in 0..n {
            if self.cue_at(i) == Some(CueKind::Which) {
                self.slots[i].used = true;
            }
        }

        // Distinct listing.
        if self.intent.measures.is_empty() {
            for i in 0..n {
                if self.cue_at(i) == Some(CueKind::Distinct) && !self.slots[i].used {
                    self.intent.distinct = true;
                    self.slots[i].used = true;
                }
            }
        }

        // What is left: columns to list, the subject table.
        let subject = self.subject_table();
        for i in 0..n {
            if self.slots[i].used {
                continue;
            }
            match self.target(i).cloned() {
                Some(Target::Column(c)) => {
                    if self.intent.measures.is_empty() {
                        let c = self.listed_instead_of_lacked(i, c);
                        if !self.intent.projections.contains(&c) {
                            self.intent.projections.push(c);
                        }
                        self.slots[i].used = true;
                    } else if self.intent.dimensions.contains(&c) {
                        self.slots[i].used = true;
                    }
                }
                // A table named as the subject is understood; one named
                // elsewhere joins in only through what it contributes.
                Some(Target::Table(t))
                    if Some(&t) == subject.as_ref()
                        || self.intent.columns().iter().any(|c| c.table == t)
                        || self.measures_touch(&t) =>
                {
                    self.slots[i].used = true;
                }
                _ => {}
            }
        }
        if self.intent.measures.is_empty() && self.intent.projections.is_empty() {
            if let Some(t) = subject {
                if let Some(label) = self.table(&t).and_then(label_column) {
                    self.intent.projections.push(ColumnRef::new(&t, label));
                    self.guesses += 1;
                }
            }
        }
        if self.intent.measures.is_empty() {
            // A numeric column with an order and limit 1 is an argmax:
            // it is ordered by, and the listing shows the label.
            if let Some(Order {
                key: OrderKey::Column { column },
                ..
            }) = &self.intent.order
            {
                if self.intent.projections.is_empty() {
                    if let Some(label) = self.table(&column.table).and_then(label_column) {
                        self.intent
                            .projections
                            .push(ColumnRef::new(&column.table, label));
                    }
                }
            }
        }
    }

    /// Orders by the column an ordering cue at `i` names — before it in
    /// Chinese (按年龄降序), after it in English (ordered by age) — and
    /// returns that mention's slot.
    fn order_by_column_near(&mut self, i: usize, window: usize, descending: bool) -> Option<usize> {
        let j = if self.q.chinese {
            self.mention_before(i, &[CueKind::Group], window)
                .or_else(|| self.mention_after(i, &[], 2))
        } else {
            self.mention_after(i, &[], window)
                .or_else(|| self.mention_before(i, &[CueKind::Group], 2))
        }?;
        let Some(Target::Column(c)) = self.target(j).cloned() else {
            return None;
        };
        self.slots[j].used = true;
        self.intent.order = Some(Order {
            key: OrderKey::Column { column: c },
            descending,
        });
        Some(j)
    }

    /// The column a superlative adjective at slot `i` is about ("the oldest
    /// pet": the pet's age), in the table after it, else before it.
    fn implied_column(&self, i: usize) -> Option<ColumnRef> {
        // Every reading of the table after it ("pet": Pets or Has_Pet).
        let mut tables: Vec<Option<String>> = self
            .mention_after(i, &[], 2)
            .map(|j| {
                self.target(j)
                    .into_iter()
                    .chain(self.slots[j].alts.iter())
                    .filter_map(|t| match t {
                        Target::Table(t) => Some(Some(t.clone())),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default();
        tables.push(self.table_before(i));
        implied_attribute(self.raw(i)).and_then(|a| self.attribute_column(a, &tables))
    }

    /// The table named last before slot `i` ("pets owned by students who
    /// are older than 20": students).
    fn table_before(&self, i: usize) -> Option<String> {
        (0..i).rev().find_map(|k| match self.target(k) {
            Some(Target::Table(t)) => Some(t.clone()),
            _ => None,
        })
    }

    /// A numeric column named by `attribute` (one of its name words) in the
    /// first of `tables` that has one, else in the subject table.
    fn attribute_column(&self, attribute: &str, tables: &[Option<String>]) -> Option<ColumnRef> {
        let subject = self.subject_table();
        tables
            .iter()
            .chain(std::iter::once(&subject))
            .flatten()
            .find_map(|t| self.column_named(t, attribute, LogicalType::is_numeric))
    }

    /// The first column of `table` with `word` among its name words and a
    /// type that `fits`.
    fn column_named(
        &self,
        table: &str,
        word: &str,
        fits: impl Fn(LogicalType) -> bool,
    ) -> Option<ColumnRef> {
        let c = self.table(table)?.columns.iter().find(|c| {
            fits(c.logical_type)
                && chatdb_knowledge::text::name_words(&c.name)
                    .iter()
                    .any(|w| w == word)
        })?;
        Some(ColumnRef::new(table, &c.name))
    }

    /// 非小前锋: jieba may glue the negation to the value (非小|前锋), so
    /// the text right before the value is checked too.
    fn negated_inline(&self, value: &str) -> bool {
        let v = value.to_lowercase();
        let Some(pos) = self.q.lower.find(v.trim()) else {
            return false;
        };
        let before = &self.q.lower[..pos];
        ["非", "不是", "不为", "不等于", "除了", "不属于"]
            .iter()
            .any(|n| before.trim_end().ends_with(n))
    }

    /// A comparison cue at `i` followed by an aggregate ("above the average
    /// age", 高于平均年龄) compares a column with its aggregate over the table.
    fn compare_to_aggregate(&mut self, i: usize, op: FilterOp) -> bool {
        if !matches!(
            op,
            FilterOp::Gt | FilterOp::Ge | FilterOp::Lt | FilterOp::Le | FilterOp::Eq
        ) {
            return false;
        }
        // "等于所有运动员的平均年龄": a table named in between is the scope.
        let Some(a) = (i + 1..self.slots.len())
            .filter(|j| !self.is_filler(*j) && !matches!(self.target(*j), Some(Target::Table(_))))
            .take(1)
            .next()
        else {
            return false;
        };
        if a > i + 3 {
            return false;
        }
        let between: Vec<usize> = (i + 1..a)
            .filter(|k| matches!(self.target(*k), Some(Target::Table(_))))
            .collect();
        let numeric_at = |p: &Self, j: usize| match p.target(j) {
            Some(Target::Column(c)) if p.is_numeric(c) && !p.slots[j].used => Some(c.clone()),
            _ => None,
        };
        // 平均年龄 as one jieba token: the column mention itself starts with 平均.
        let (aggregation, agg_slot, after) = match self.cue_at(a) {
            Some(CueKind::Avg) if !self.slots[a].used => {
                (Aggregation::Avg, Some(a), self.mention_after(a, &[], 2))
            }
            Some(CueKind::Max) if !self.slots[a].used && !self.has_number_after(a) => {
                (Aggregation::Max, Some(a), self.mention_after(a, &[], 2))
            }
            Some(CueKind::Min) if !self.slots[a].used && !self.has_number_after(a) => {
                (Aggregation::Min, Some(a), self.mention_after(a, &[], 2))
            }
            None if numeric_at(self, a).is_some()
                && (self.raw(a).starts_with("平均") || self.raw(a).starts_with("average")) =>
            {
                (Aggregation::Avg, None, Some(a))
            }
            _ => return false,
        };
        let before = (0..i)
            .rev()
            .take(4)
            .find(|j| numeric_at(self, *j).is_some());
        let after_col = after.and_then(|j| numeric_at(self, j).map(|c| (j, c)));
        // "older than average": the adjective names the column.
        let implied = || {
            implied_attribute(self.raw(i))
                .and_then(|a| self.attribute_column(a, &[self.table_before(i)]))
                .map(|c| (None, c))
        };
        let column = before
            .and_then(|j| numeric_at(self, j).map(|c| (Some(j), c)))
            .or_else(|| after_col.clone().map(|(j, c)| (Some(j), c)))
            .or_else(implied);
        let Some((j, column)) = column else {
            return false;
        };
        self.slots[i].used = true;
        if let Some(j) = j {
            self.slots[j].used = true;
        }
        for k in between {
            self.slots[k].used = true;
        }
        if let Some(a) = agg_slot {
            self.slots[a].used = true;
        }
        if let Some((k, c)) = after_col {
            if c == column {
                self.slots[k].used = true;
            }
        }
        self.intent
            .subquery_filters
            .push(crate::intent::SubqueryFilter::CompareToAggregate {
                column,
                op,
                aggregation,
            });
        true
    }

    fn has_number_after(&self, i: usize) -> bool {
        self.next_meaningful(i, 1)
            .is_some_and(|j| matches!(self.slots[j].item, Item::Number(_)))
    }

    /// An unclaimed negation before a table directly related to the
    /// subject: rows of the subject without related rows there.
    fn absence(&mut self) {
        let n = self.slots.len();
        for i in 0..n {
            if self.cue_at(i) != Some(CueKind::Negation) || self.slots[i].used {
                continue;
            }
            // "no programs hosted by Ann Lee": the column named next may be
            // the value filter's already.
            let next_column = || {
                (i + 1..n)
                    .find(|k| !self.is_filler(*k))
                    .filter(|k| matches!(self.target(*k), Some(Target::Column(_))))
            };
            let Some(j) = self.mention_after(i, &[], 3).or_else(next_column) else {
                continue;
            };
            if let Some((subject, other)) = self.related_subject(j) {
                self.slots[i].used = true;
                self.slots[j].used = true;
                self.relate(subject, other, true);
            }
        }
    }

    /// An unclaimed table right after "have"/"has"/"with", directly related
    /// to the subject: rows of the subject with related rows there (not
    /// the other table's rows listed beside them).
    fn existence(&mut self) {
        for j in 0..self.slots.len() {
            if self.slots[j].used || !matches!(self.target(j), Some(Target::Table(_))) {
                continue;
            }
            let start = self.slots[j].tokens.start;
            let before = self.q.tokens[..start]
                .iter()
                .rev()
                .map(|t| t.norm.as_str())
                .find(|w| !matches!(*w, "a" | "an" | "the" | "ani" | "any" | "some"));
            if !matches!(before, Some("have" | "ha" | "has" | "had" | "with")) {
                continue;
            }
            // Only when nothing more is said of the other table ("who have
            // concerts in 2014" needs its rows, not just their existence).
            let filler_token = |k: usize| {
                self.slots
                    .iter()
                    .any(|s| s.tokens.contains(&k) && s.item == Item::Cue(CueKind::Filler))
            };
            let last = (self.slots[j].tokens.end..self.q.tokens.len())
                .all(|k| self.q.tokens[k].kind == TokenKind::Punct || filler_token(k));
            if !last {
                continue;
            }
            if let Some((subject, other)) = self.related_subject(j) {
                self.slots[j].used = true;
                self.relate(subject, other, false);
            }
        }
    }

    /// Rows of `subject` with (or, `negated`, without) related rows in
    /// `other`. The other table is only a condition: none of its columns is
    /// listed.
    fn relate(&mut self, subject: String, other: String, negated: bool) {
        self.intent.projections.retain(|c| c.table != other);
        // "not playing any cartoons directed by Ben Jones": conditions on
        // the other table's rows belong inside the subquery.
        let (conditions, rest): (Vec<Filter>, Vec<Filter>) =
            std::mem::take(&mut self.intent.filters)
                .into_iter()
                .partition(|f| f.column.table == other);
        self.intent.filters = rest;
        self.intent
            .subquery_filters
            .push(crate::intent::SubqueryFilter::Related {
                table: subject,
                other,
                negated,
                conditions,
            });
    }

    /// For a table (or a column of it) mentioned at slot `j`: the subject it
    /// relates to by a
    /// foreign key (either way) — the first other table named, else the
    /// table of the first column named ("the names of stadiums without …").
    fn related_subject(&self, j: usize) -> Option<(String, String)> {
        let n = self.slots.len();
        // The other table, or the table of the column named ("no programs
        // hosted by …" names program.host).
        let other = match self.target(j) {
            Some(Target::Table(t)) => t.clone(),
            Some(Target::Column(c)) => c.table.clone(),
            _ => return None,
        };
        let subject = (0..n)
            .find_map(|k| match self.target(k) {
                Some(Target::Table(t)) if k != j && *t != other => Some(t.clone()),
                _ => None,
            })
            .or_else(|| {
                (0..n).find_map(|k| match self.target(k) {
                    Some(t @ (Target::Column(_) | Target::Value { .. })) if k != j => {
                        t.table().filter(|t| *t != other).map(str::to_string)
                    }
                    _ => None,
                })
            })?;
        let related = |a: &str, b: &str| {
            self.table(a).is_some_and(|t| {
                t.foreign_keys
                    .iter()
                    .any(|f| f.ref_table.eq_ignore_ascii_case(b))
            })
        };
        (related(&other, &subject) || related(&subject, &other)).then_some((subject, other))
    }

    /// The raw text of a slot.
    fn raw(&self, i: usize) -> &str {
        let t = &self.slots[i].tokens;
        match (
            self.q.tokens.get(t.start),
            self.q.tokens.get(t.end.saturating_sub(1)),
        ) {
            (Some(a), Some(b)) => &self.q.lower[a.span.start..b.span.end],
            _ => "",
        }
    }

    /// "owned by", "made by": `by` after a participle introduces an agent.
    fn is_passive_by(&self, i: usize) -> bool {
        if self.raw(i) != "by" {
            return false;
        }
        let start = self.slots[i].tokens.start;
        let Some(prev) = start.checked_sub(1).and_then(|k| self.q.tokens.get(k)) else {
            return false;
        };
        let w = &self.q.lower[prev.span.clone()];
        w.ends_with("ed")
            || matches!(
                w,
                "made"
                    | "sold"
                    | "held"
                    | "written"
                    | "taught"
                    | "done"
                    | "run"
                    | "won"
                    | "given"
                    | "built"
                    | "drawn"
                    | "known"
                    | "shown"
                    | "kept"
                    | "led"
                    | "paid"
                    | "directed"
                    | "sung"
                    | "produced"
            )
    }

    fn measures_touch(&self, table: &str) -> bool {
        self.intent.measures.iter().any(|m| match &m.target {
            MeasureTarget::Rows { table: t } => t == table,
            MeasureTarget::Column { column } => column.table == table,
            MeasureTarget::Metric { id } => {
                self.cx
                    .semantic
                    .and_then(|s| s.metric(id))
                    .and_then(|m| m.table.as_deref())
                    == Some(table)
            }
        })
    }

    /// Conditions on a table the subject's rows don't reach along foreign
    /// keys (one subject row, many such rows) that a plain filter would get
    /// wrong: "students who do not have a cat pet" means students without
    /// one, not students with a pet of another kind; "channels playing
    /// cartoons by A and cartoons by B" means both, not either.
    fn condition_on_many_related_rows(&self) -> Option<&'static str> {
        // What the rows are: the table of what is listed, else the subject.
        let listed = self
            .intent
            .projections
            .first()
            .or(self.intent.dimensions.first())
            .map(|c| c.table.clone());
        let subject = listed.or_else(|| self.subject_table())?;
        let many =
            |f: &Filter| f.column.table != subject && !self.reaches(&subject, &f.column.table, 3);
        let negated =
            |f: &Filter| matches!(f.op, FilterOp::NotEq | FilterOp::NotIn | FilterOp::NotLike);
        let both = |f: &Filter| f.op == FilterOp::In && !self.has_cue(CueKind::Or);
        let filters = &self.intent.filters;
        if filters.iter().any(|f| many(f) && negated(f)) {
            Some("a negated condition on related rows")
        } else if filters.iter().any(|f| many(f) && both(f)) {
            Some("values joined by 'and' on related rows (both, or either?)")
        } else {
            None
        }
    }

    /// True when `from` reaches `to` along foreign keys (many-to-one) in at
    /// most `hops` steps.
    fn reaches(&self, from: &str, to: &str, hops: usize) -> bool {
        if from.eq_ignore_ascii_case(to) {
            return true;
        }
        hops > 0
            && self.table(from).is_some_and(|t| {
                t.foreign_keys
                    .iter()
                    .any(|f| self.reaches(&f.ref_table, to, hops - 1))
            })
    }

    /// "the names of the stadiums without any concerts": a column read in a
    /// table the subject's rows must lack is the subject's own column of
    /// that name (another reading of the mention), else its label.
    fn listed_instead_of_lacked(&self, i: usize, c: ColumnRef) -> ColumnRef {
        let subject = self.intent.subquery_filters.iter().find_map(|f| match f {
            crate::intent::SubqueryFilter::Related {
                table,
                other,
                negated: true,
                ..
            } if *other == c.table => Some(table.clone()),
            _ => None,
        });
        let Some(subject) = subject else {
            return c;
        };
        let alt = self.slots[i].alts.iter().find_map(|t| match t {
            Target::Column(a) if a.table == subject => Some(a.clone()),
            _ => None,
        });
        alt.or_else(|| {
            let label = self.table(&subject).and_then(label_column)?;
            Some(ColumnRef::new(&subject, label))
        })
        .unwrap_or(c)
    }

    /// A text column of `table` whose profiled values include `text`
    /// (case and surrounding spaces aside).
    fn column_holding(&self, table: &str, text: &str) -> Option<ColumnRef> {
        let profile = self.cx.profiles.iter().find(|p| p.table == table)?;
        let wanted = text.trim().to_lowercase();
        profile.columns.iter().find_map(|c| {
            let holds = c
                .top_values
                .iter()
                .map(|(v, _)| v)
                .chain(c.samples.iter())
                .any(|v| matches!(v, chatdb_core::Value::Text(s) if s.trim().to_lowercase() == wanted));
            holds.then(|| ColumnRef::new(table, &c.column))
        })
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

    /// "the name and capacity of the stadium with the most concerts": a
    /// count of rows that orders the result, with nothing to group by yet, and
    /// columns of another table left over. Those columns are what is asked
    /// for, per entity: they become the grouping.
    fn columns_of_ranked_entity(&mut self) -> bool {
        if !self.intent.dimensions.is_empty() || !self.intent.projections.is_empty() {
            return false;
        }
        let counted = match (&self.intent.order, self.intent.measures.as_slice()) {
            (
                Some(Order {
                    key: OrderKey::Measure { index: 0 },
                    ..
                }),
                [Measure {
                    target: MeasureTarget::Rows { table },
                    ..
                }],
            ) => table.clone(),
            _ => return false,
        };
        let asked: Vec<(usize, ColumnRef)> = (0..self.slots.len())
            .filter(|j| !self.slots[*j].used)
            .filter_map(|j| match self.target(j) {
                Some(Target::Column(c)) if c.table != counted && !self.is_key(c) => {
                    Some((j, c.clone()))
                }
                _ => None,
            })
            .collect();
        let Some(entity) = asked.first().map(|(_, c)| c.table.clone()) else {
            return false;
        };
        if asked.iter().any(|(_, c)| c.table != entity) {
            return false;
        }
        for (j, c) in asked {
            self.slots[j].used = true;
            if !self.intent.dimensions.contains(&c) {
                self.intent.dimensions.push(c);
            }
        }
        true
    }

    fn order_by_measure(&mut self, index: usize, descending: bool) {
        self.intent.order = Some(Order {
            key: OrderKey::Measure { index },
            descending,
        });
    }

    /// Chinese cues written after what they apply to (年龄的平均值, 学生的数量).
    fn cue_is_suffix(&self, i: usize) -> bool {
        let text: String = self.slots[i]
            .tokens
            .clone()
            .map(|k| self.q.tokens[k].norm.clone())
            .collect();
        matches!(
            text.as_str(),
            "总和"
                | "平均值"
                | "均值"
                | "总数"
                | "数量"
                | "个数"
                | "数目"
                | "总计"
                | "合计"
                | "总额"
                | "多少"
        ) || [
            "最高",
            "最大",
            "最多",
            "最低",
            "最小",
            "最少",
            "最长",
            "最短",
            "最贵",
            "最便宜",
            "最早",
            "最晚",
        ]
        .iter()
        .any(|w| text.starts_with(w))
            && self
                .mention_after(i, &[], 1)
                .is_none_or(|j| matches!(self.target(j), Some(Target::Table(_))))
    }

    /// "with the highest X", "that has the most X", X最高的Y: a superlative
    /// picking rows, not an aggregate.
    fn superlative_phrase(&self, i: usize) -> bool {
        let start = self.slots[i].tokens.start;
        let before: Vec<&str> = self.q.tokens[start.saturating_sub(3)..start]
            .iter()
            .map(|t| t.norm.as_str())
            .collect();
        if before
            .iter()
            .any(|w| matches!(*w, "with" | "ha" | "has" | "have" | "had" | "by"))
        {
            return true;
        }
        // X最高的Y: the superlative is followed by 的 and a table.
        self.q.chinese
            && self
                .mention_after(i, &[], 1)
                .is_some_and(|j| matches!(self.target(j), Some(Target::Table(_))))
    }

    fn apply_time(&mut self, times: time::TimeMentions, time_tokens: &BTreeSet<usize>) {
        if times.range.is_none() && times.grain.is_none() && times.comparison.is_none() {
            return;
        }
        let column = self.time_column();
        match column {
            Some(c) => {
                if let Some(mut r) = times.range {
                    r.column = Some(c.clone());
                    self.intent.time_range = Some(r);
                }
                if times.grain.is_some() {
                    self.intent.grain = times.grain;
                }
                if let Some(cmp) = times.comparison {
                    self.intent.comparison = Some(cmp);
                    self.notes.push("period comparison".into());
                }
                // Time-grained results read in time order.
                if self.intent.grain.is_some() && self.intent.order.is_none() {
                    self.intent.order = Some(Order {
                        key: OrderKey::Column { column: c },
                        descending: false,
                    });
                }
            }
            None => {
                // "concerts in 2014" over a table that keeps a year column.
                let year = times.range.as_ref().and_then(calendar_year);
                let by_year = year.filter(|_| times.grain.is_none() && times.comparison.is_none());
                if let Some((y, c)) = by_year.and_then(|y| Some((y, self.year_column()?))) {
                    let value = if self.is_numeric(&c) {
                        Literal::Int(i64::from(y))
                    } else {
                        Literal::Text(y.to_string())
                    };
                    self.intent.filters.push(Filter {
                        column: c,
                        op: FilterOp::Eq,
                        values: vec![value],
                    });
                    self.understood_tokens.extend(time_tokens.iter().copied());
                    return;
                }
                let words: Vec<String> = time_tokens
                    .iter()
                    .map(|i| self.q.tokens[*i].norm.clone())
                    .collect();
                self.notes
                    .push(format!("no date column for {}", words.join(" ")));
            }
        }
    }

    /// A column of the subject table that holds a year (`year`, `Year_Opened`).
    fn year_column(&self) -> Option<ColumnRef> {
        let t = self.subject_table()?;
        self.column_named(&t, "year", |ty| !ty.is_temporal())
    }

    fn time_column(&self) -> Option<ColumnRef> {
        time_column_for(
            &self.intent,
            self.subject_table(),
            self.cx.schema,
            self.cx.semantic,
        )
    }

    fn finish(mut self, time_tokens: &BTreeSet<usize>) -> Parsed {
        // "…, and how many templates correspond to each?": a trailing "each"
        // refers back to the grouping already there.
        if !self.intent.dimensions.is_empty() {
            for i in 0..self.slots.len() {
                if self.cue_at(i) == Some(CueKind::Group)
                    && !self.slots[i].used
                    && self.mention_after(i, &[], 2).is_none()
                {
                    self.slots[i].used = true;
                }
            }
        }
        if !self.intent.measures.is_empty()
            && self.intent.dimensions.is_empty()
            && matches!(
                self.intent.order.as_ref().map(|o| &o.key),
                Some(OrderKey::Column { .. })
            )
            && self.intent.grain.is_none()
        {
            self.notes.push("a superlative inside an aggregate".into());
        }
        let mut covered: BTreeSet<usize> = BTreeSet::new();
        // Glossary terms (综合评分, GMV) describe metrics: with a metric in
        // the intent, naming them is understood.
        let has_metric = self
            .intent
            .measures
            .iter()
            .any(|m| matches!(m.target, MeasureTarget::Metric { .. }));
        if let (true, Some(sem)) = (has_metric, self.cx.semantic) {
            for g in &sem.glossary {
                let term = g.term.to_lowercase();
                if term.is_empty() {
                    continue;
                }
                if let Some(pos) = self.q.lower.find(&term) {
                    covered.extend(self.q.tokens_in(&(pos..pos + term.len())));
                }
            }
        }
        let time_ok = self.intent.time_range.is_some() || self.intent.grain.is_some();
        if time_ok {
            covered.extend(time_tokens.iter().copied());
        }
        covered.extend(self.understood_tokens.iter().copied());
        let mut understood = Vec::new();
        for s in &self.slots {
            if s.used {
                covered.extend(s.tokens.clone());
                if let Item::Mention(t) = &s.item {
                    understood.push(describe(t));
                }
            }
        }
        let content: Vec<usize> = (0..self.q.tokens.len())
            .filter(|i| {
                let t = &self.q.tokens[*i];
                t.kind != TokenKind::Punct
            })
            .collect();
        let unplaced: Vec<String> = content
            .iter()
            .filter(|i| !covered.contains(i))
            .map(|i| self.q.tokens[*i].norm.clone())
            .collect();
        let total = content.len().max(1) as f32;
        let mut confidence =
            (total - unplaced.len() as f32) / total * 0.8f32.powi(unplaced.len() as i32);
        confidence *= 0.93f32.powi(self.guesses as i32);
        if !self.notes.is_empty() {
            confidence *= 0.5;
        }
        if self.intent.is_empty() {
            confidence = 0.0;
        }
        let mut unplaced = unplaced;
        if let Some(note) = self.condition_on_many_related_rows() {
            confidence *= 0.5;
            unplaced.push(note.into());
        }
        unplaced.extend(self.notes);
        Parsed {
            intent: self.intent,
            confidence,
            understood,
            unplaced,
        }
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

/// 不 written after a value (北京以外, 除了北京之外) negates it.
fn zh_suffix_negation(q: &Question, slot: &Slot) -> bool {
    let text: String = slot
        .tokens
        .clone()
        .map(|k| q.tokens[k].norm.clone())
        .collect();
    matches!(text.as_str(), "以外" | "之外")
}

/// The attribute a comparative or superlative adjective is about: "older
/// than 30" compares ages, "the tallest" ranks by height. (Stemmed, as
/// column name words are.)
fn implied_attribute(cue: &str) -> Option<&'static str> {
    let word = cue.split_whitespace().next().unwrap_or("");
    Some(match word {
        "older" | "younger" | "oldest" | "youngest" => "age",
        "taller" | "shorter" | "tallest" | "shortest" => "height",
        "heavier" | "lighter" | "heaviest" | "lightest" => "weight",
        "cheaper" | "cheapest" | "pricier" | "priciest" => "price",
        // Verbs: "weighing more than 3500", "aged over 30".
        "weigh" | "weighing" | "weighed" | "weighs" => "weight",
        "aged" => "age",
        _ => return None,
    })
}

/// A Chinese measure word: 2个, 3家, 5名.
fn is_unit(word: &str) -> bool {
    matches!(
        word,
        "个" | "家" | "名" | "位" | "所" | "种" | "条" | "款" | "部"
    )
}

/// The year a range covers when it is exactly one calendar year.
fn calendar_year(r: &crate::intent::TimeRange) -> Option<i32> {
    use chrono::Datelike;
    let (start, end) = (r.start?, r.end?);
    let whole = start.ordinal() == 1 && end.ordinal() == 1 && end.year() == start.year() + 1;
    whole.then_some(start.year())
}

fn number_literal(v: f64) -> Literal {
    if v.fract() == 0.0 && v.abs() < 9e15 {
        Literal::Int(v as i64)
    } else {
        Literal::Float(v)
    }
}

fn describe(t: &Target) -> String {
    match t {
        Target::Table(t) => format!("table {t}"),
        Target::Column(c) => format!("column {}.{}", c.table, c.column),
        Target::Value { column, value } => format!("{}.{} = {value}", column.table, column.column),
        Target::Metric(m) => format!("metric {m}"),
    }
}

/// The date column time ranges of an intent apply to: its metric's, the
/// semantic layer's for the measured (or subject) table, else the first date
/// column there.
pub fn time_column_for(
    intent: &Intent,
    subject: Option<String>,
    schema: &Schema,
    semantic: Option<&SemanticLayer>,
) -> Option<ColumnRef> {
    for m in &intent.measures {
        if let MeasureTarget::Metric { id } = &m.target {
            if let Some((t, c)) = semantic
                .and_then(|s| s.metric(id))
                .and_then(|m| m.time_column.as_deref())
                .and_then(|tc| tc.rsplit_once('.'))
            {
                return Some(ColumnRef::new(t, c));
            }
        }
    }
    let mut tables: Vec<String> = Vec::new();
    for m in &intent.measures {
        match &m.target {
            MeasureTarget::Rows { table } => tables.push(table.clone()),
            MeasureTarget::Column { column } => tables.push(column.table.clone()),
            MeasureTarget::Metric { .. } => {}
        }
    }
    tables.extend(subject);
    for t in &tables {
        if let Some(tc) = semantic
            .and_then(|s| s.tables.get(t))
            .and_then(|s| s.time_column.clone())
        {
            return Some(ColumnRef::new(t, tc));
        }
        if let Some(c) = schema
            .table(t)
            .and_then(|tb| tb.columns.iter().find(|c| c.logical_type.is_temporal()))
        {
            return Some(ColumnRef::new(t, &c.name));
        }
    }
    None
}
