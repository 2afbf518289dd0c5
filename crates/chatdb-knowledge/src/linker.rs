//! The schema linker (seed 004's Selector): from a question, find the
//! tables, columns, values and metrics it needs, connect them with joins,
//! and return the pruned schema a model or the rule engine works from.
//!
//! Recall comes first: a missing column makes an answer wrong, an extra one
//! only costs tokens. So the linker keeps every table whose evidence is
//! within reach of the best one, every key needed to join them, and all
//! columns of narrow tables.

use crate::graph::{JoinEdge, JoinGraph};
use crate::index::{Hit, IndexError, ItemKind, SchemaIndex};
use crate::render::{count_tokens, render, Detail, Selection};
use crate::semantic::SemanticLayer;
use crate::text::{name_words, split_identifier, words};
use chatdb_core::profile::TableProfile;
use chatdb_core::Schema;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// Tunables; the defaults favour recall.
#[derive(Debug, Clone)]
pub struct LinkOptions {
    /// How many index hits to consider.
    pub hits: usize,
    /// Tables scoring at least this fraction of the best one are kept.
    pub table_ratio: f32,
    /// Kept tables scoring below this fraction of the best one are
    /// rendered by column names only (their join keys in full): they are
    /// there for recall, and cost little.
    pub strong_ratio: f32,
    /// At most this many tables are kept before join paths are added.
    pub max_tables: usize,
    /// Tables with at most this many columns are rendered in full.
    pub narrow_table: usize,
    /// Columns scoring at least this fraction of their table's best column
    /// are rendered in full; the kept tables' other columns are listed by
    /// name only.
    pub column_ratio: f32,
    /// Longest join path considered, in hops.
    pub max_hops: usize,
    /// Tables with more columns than this (a warehouse's wide tables) name
    /// only the columns with evidence besides those rendered in full, and
    /// say how many others there are: naming hundreds of columns would
    /// take most of the prompt.
    pub wide_table: usize,
}

impl Default for LinkOptions {
    fn default() -> Self {
        LinkOptions {
            hits: 80,
            table_ratio: 0.35,
            strong_ratio: 0.8,
            max_tables: 5,
            narrow_table: 0,
            column_ratio: 0.6,
            max_hops: 4,
            wide_table: 40,
        }
    }
}

/// A table in the pruned schema.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LinkedTable {
    pub name: String,
    pub score: f32,
    /// Why it is here: `matched`, `related` (a weaker match, named only),
    /// `join path` or `fallback`.
    pub reason: &'static str,
    /// Columns kept, in the table's order.
    pub columns: Vec<String>,
    /// Those of `columns` rendered in full (type, keys, comment, samples):
    /// the ones with evidence, the keys and the label; the others are
    /// named only.
    pub detailed: Vec<String>,
}

/// A cell value the question mentions.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ValueMatch {
    pub table: String,
    pub column: String,
    pub value: String,
    /// True when the value's text appears verbatim in the question.
    pub exact: bool,
}

/// What a question needs from the schema.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LinkedSchema {
    pub tables: Vec<LinkedTable>,
    pub joins: Vec<JoinEdge>,
    pub values: Vec<ValueMatch>,
    /// Ids of semantic-layer metrics the question names.
    pub metrics: Vec<String>,
    /// The pruned schema rendered for a prompt.
    pub prompt: String,
    pub prompt_tokens: usize,
    pub full_schema_tokens: usize,
}

impl LinkedSchema {
    /// `table.column` for every kept column.
    pub fn qualified_columns(&self) -> Vec<String> {
        self.tables
            .iter()
            .flat_map(|t| t.columns.iter().map(move |c| format!("{}.{c}", t.name)))
            .collect()
    }
}

impl Serialize for JoinEdge {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("JoinEdge", 2)?;
        let side = |t: &str, cs: &[String]| {
            cs.iter()
                .map(|c| format!("{t}.{c}"))
                .collect::<Vec<_>>()
                .join(",")
        };
        st.serialize_field("left", &side(&self.left, &self.left_columns))?;
        st.serialize_field("right", &side(&self.right, &self.right_columns))?;
        st.end()
    }
}

/// Everything the linker consults about one data source.
pub struct Linker<'a> {
    schema: &'a Schema,
    profiles: &'a [TableProfile],
    semantic: Option<&'a SemanticLayer>,
    index: &'a SchemaIndex,
    graph: JoinGraph,
    full_schema_tokens: usize,
    options: LinkOptions,
}

impl<'a> Linker<'a> {
    /// A linker over a schema, its profiles, semantic layer and index.
    pub fn new(
        schema: &'a Schema,
        profiles: &'a [TableProfile],
        semantic: Option<&'a SemanticLayer>,
        index: &'a SchemaIndex,
    ) -> Linker<'a> {
        let full = render(
            schema,
            &Selection::all(schema),
            profiles,
            semantic,
            Detail::Detailed,
        );
        Linker {
            schema,
            profiles,
            semantic,
            index,
            graph: JoinGraph::new(schema, semantic),
            full_schema_tokens: count_tokens(&full),
            options: LinkOptions::default(),
        }
    }

    pub(crate) fn schema(&self) -> &'a Schema {
        self.schema
    }

    pub(crate) fn profiles(&self) -> &'a [TableProfile] {
        self.profiles
    }

    pub(crate) fn semantic(&self) -> Option<&'a SemanticLayer> {
        self.semantic
    }

    /// Replaces the tunables.
    pub fn with_options(mut self, options: LinkOptions) -> Self {
        self.options = options;
        self
    }

    /// The join graph the linker uses.
    pub fn graph(&self) -> &JoinGraph {
        &self.graph
    }

    /// Links a question.
    pub fn link(&self, question: &str) -> Result<LinkedSchema, IndexError> {
        let question_words = words(question);
        let hits = self.index.search(&question_words, self.options.hits)?;
        let question_lower = question.to_lowercase();
        let asked: BTreeSet<String> = question_words.into_iter().collect();
        let mut evidence: BTreeMap<String, Evidence> = BTreeMap::new();

        let mut table_score: BTreeMap<String, f32> = BTreeMap::new();
        let mut column_score: BTreeMap<(String, String), f32> = BTreeMap::new();
        let mut values = Vec::new();
        let mut metrics = Vec::new();
        let bump = |m: &mut BTreeMap<String, f32>, k: &str, s: f32| {
            let e = m.entry(k.to_string()).or_insert(0.0);
            *e = e.max(s);
        };
        for Hit {
            kind,
            table,
            column,
            key,
            score,
            through_grams,
        } in &hits
        {
            let s = *score;
            evidence.entry(table.clone()).or_default().add(
                named_words(*kind, table, column.as_deref(), key),
                s,
                &asked,
                *through_grams,
            );
            match kind {
                ItemKind::Table => bump(&mut table_score, table, s),
                ItemKind::Column => {
                    if let Some(c) = column {
                        let e = column_score
                            .entry((table.clone(), c.clone()))
                            .or_insert(0.0);
                        *e = e.max(s);
                        bump(&mut table_score, table, s * 0.9);
                    }
                }
                ItemKind::Value => {
                    let Some(c) = column else { continue };
                    let exact = !key.is_empty() && question_lower.contains(&key.to_lowercase());
                    // A value spelled out in the question is strong evidence.
                    let s = if exact { s * 1.5 } else { s * 0.6 };
                    let e = column_score
                        .entry((table.clone(), c.clone()))
                        .or_insert(0.0);
                    *e = e.max(s);
                    bump(&mut table_score, table, s * 0.9);
                    if exact || values.len() < 5 {
                        values.push(ValueMatch {
                            table: table.clone(),
                            column: c.clone(),
                            value: key.clone(),
                            exact,
                        });
                    }
                }
                ItemKind::Metric => {
                    metrics.push(key.clone());
                    if let Some(m) = self.semantic.and_then(|sem| sem.metric(key)) {
                        for (t, c) in metric_columns(m, self.schema) {
                            bump(&mut table_score, &t, s);
                            if let Some(c) = c {
                                let e = column_score.entry((t, c)).or_insert(0.0);
                                *e = e.max(s);
                            }
                        }
                    }
                }
                ItemKind::Dimension => {
                    if let Some(c) = column {
                        bump(&mut table_score, table, s);
                        let e = column_score
                            .entry((table.clone(), c.clone()))
                            .or_insert(0.0);
                        *e = e.max(s);
                    }
                }
            }
        }
        // Only tables that exist (metrics may name stale ones).
        table_score.retain(|t, _| self.schema.table(t).is_some());
        values.retain(|v| v.exact || table_score.contains_key(&v.table));

        // Choose tables: everything near the best, in score order.
        let mut ranked: Vec<(String, f32)> = table_score.into_iter().collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        let best = ranked.first().map_or(0.0, |r| r.1);
        let candidates: Vec<(String, f32)> = ranked
            .iter()
            .filter(|(_, s)| *s >= best * self.options.table_ratio)
            .take(self.options.max_tables * 3)
            .cloned()
            .collect();
        let joinable = self.joinable_group(&candidates);
        let mut chosen: Vec<(String, f32, &'static str)> = candidates
            .iter()
            .filter(|(t, s)| joinable.contains(t) || *s >= best * self.options.strong_ratio)
            .take(self.options.max_tables)
            .map(|(t, s)| {
                let strong = *s >= best * self.options.strong_ratio;
                (t.clone(), *s, if strong { "matched" } else { "related" })
            })
            .collect();
        if chosen.is_empty() {
            // Nothing matched: the most connected table is the best guess.
            if let Some(t) = self
                .schema
                .tables
                .iter()
                .max_by_key(|t| self.graph.neighbours(&t.qualified_name()).len())
            {
                chosen.push((t.qualified_name(), 0.0, "fallback"));
            }
        }
        // A weaker table whose every matched word a stronger one already
        // explains ("name" in a second table, "singer" in singer_in_concert)
        // adds nothing; it comes back if a join path needs it.
        let mut explained: BTreeSet<String> = BTreeSet::new();
        let mut first = true;
        chosen.retain(|(t, _, _)| {
            let keep = first
                || evidence.get(t).is_none_or(|e| {
                    e.opaque || named_outright(t, &asked) || !e.words.is_subset(&explained)
                });
            if let Some(e) = evidence.get(t) {
                explained.extend(e.words.iter().cloned());
            }
            first = false;
            keep
        });
        let names: Vec<String> = chosen.iter().map(|c| c.0.clone()).collect();
        let (joins, via) = self.graph.connect(&names, self.options.max_hops);
        chosen.extend(via.into_iter().map(|t| (t, 0.0, "join path")));

        // Words the question says, for the weaker evidence wide tables are
        // named by (`weakly_named`).
        let said = SaidWords::of(question);
        // Columns the question names by an attribute ("older" → age, a year
        // number → year): evidence the index cannot see.
        let implied = crate::attribute::implied_by(question);
        let implied_column = |c: &chatdb_core::Column| {
            implied
                .iter()
                .any(|a| crate::attribute::names_column(a, &c.name, c.comment.as_deref()))
        };

        // Choose columns per table.
        let mut tables = Vec::new();
        for (name, score, reason) in &chosen {
            let Some(table) = self.schema.table(name) else {
                continue;
            };
            let mut keep: BTreeSet<String> = BTreeSet::new();
            let strong = *reason != "related";
            if strong {
                keep.extend(table.primary_key.iter().cloned());
            }
            for e in &joins {
                if e.left == *name {
                    keep.extend(e.left_columns.iter().cloned());
                }
                if e.right == *name {
                    keep.extend(e.right_columns.iter().cloned());
                }
            }
            let scores: Vec<(&String, f32)> = column_score
                .iter()
                .filter(|((t, _), _)| strong && t == name)
                .map(|((_, c), s)| (c, *s))
                .collect();
            let best_col = scores.iter().map(|(_, s)| *s).fold(0.0, f32::max);
            keep.extend(
                scores
                    .iter()
                    .filter(|(_, s)| *s >= best_col * self.options.column_ratio)
                    .map(|(c, _)| (*c).clone()),
            );
            let implied_here: BTreeSet<&str> = table
                .columns
                .iter()
                .filter(|c| implied_column(c))
                .map(|c| c.name.as_str())
                .collect();
            if strong {
                keep.extend(implied_here.iter().map(|c| c.to_string()));
            }
            // The label column (what rows are called: a name or title) is
            // what questions ask for without naming it.
            if let Some(label) = table.label_column().filter(|_| strong) {
                keep.insert(label.to_string());
            }
            let all = table.columns.len() <= self.options.narrow_table;
            let detailed: Vec<String> = table
                .columns
                .iter()
                .filter(|c| all || keep.iter().any(|k| k.eq_ignore_ascii_case(&c.name)))
                .map(|c| c.name.clone())
                .collect();
            let wide = table.columns.len() > self.options.wide_table;
            let columns: Vec<String> = table
                .columns
                .iter()
                .filter(|c| {
                    !wide
                        || detailed.contains(&c.name)
                        || implied_here.contains(c.name.as_str())
                        || column_score.contains_key(&(name.clone(), c.name.clone()))
                        // (A word of its name said in the question: the
                        // index's hits may not reach every column of a wide
                        // catalog.)
                        || crate::text::name_words(&c.name)
                            .iter()
                            .any(|w| asked.contains(w))
                        || weakly_named(&c.name, &said)
                })
                .map(|c| c.name.clone())
                .collect();
            tables.push(LinkedTable {
                name: name.clone(),
                score: *score,
                reason,
                columns,
                detailed,
            });
        }
        // Keep the schema's table order: prompts read better that way.
        let order: Vec<String> = self
            .schema
            .tables
            .iter()
            .map(|t| t.qualified_name())
            .collect();
        tables.sort_by_key(|t| {
            order
                .iter()
                .position(|o| *o == t.name)
                .unwrap_or(usize::MAX)
        });
        metrics.sort();
        metrics.dedup();

        let mut linked = LinkedSchema {
            prompt_tokens: 0,
            prompt: String::new(),
            full_schema_tokens: self.full_schema_tokens,
            tables,
            joins,
            values,
            metrics,
        };
        linked.prompt = render(
            self.schema,
            &linked.selection(),
            self.profiles,
            self.semantic,
            Detail::Detailed,
        );
        linked.prompt_tokens = count_tokens(&linked.prompt);
        Ok(linked)
    }
}

impl Linker<'_> {
    /// The candidates a query could use together: the group of tables in
    /// one schema (namespace) or joined to it by keys (within `max_hops`)
    /// whose scores add up to the most. In a catalog of many subjects, a
    /// table of another schema that no join path connects to that group is
    /// another reading of the question, not part of this one. (Within one
    /// schema, queries also combine tables that share values but no key.)
    fn joinable_group(&self, candidates: &[(String, f32)]) -> BTreeSet<String> {
        // Each candidate's schema, looked up once.
        let namespace: BTreeMap<&str, Option<&str>> = candidates
            .iter()
            .map(|(t, _)| {
                let space = self.schema.table(t).and_then(|t| t.schema.as_deref());
                (t.as_str(), space)
            })
            .collect();
        // Tables within `max_hops` joins of each candidate, when the
        // candidates span several schemas (one walk each).
        let spaces: BTreeSet<Option<&str>> = namespace.values().copied().collect();
        let reach: BTreeMap<&str, BTreeSet<String>> = if spaces.len() > 1 {
            candidates
                .iter()
                .map(|(t, _)| (t.as_str(), self.within_hops(t)))
                .collect()
        } else {
            BTreeMap::new()
        };
        let joins = |a: &str, b: &str| {
            a == b
                || namespace.get(a) == namespace.get(b)
                || reach.get(a).is_some_and(|r| r.contains(b))
        };
        let groups: Vec<(f32, BTreeSet<String>)> = candidates
            .iter()
            .map(|(anchor, _)| {
                let members: Vec<&(String, f32)> = candidates
                    .iter()
                    .filter(|(t, _)| joins(anchor, t))
                    .collect();
                (
                    members.iter().map(|(_, s)| *s).sum(),
                    members.iter().map(|(t, _)| t.clone()).collect(),
                )
            })
            .collect();
        groups
            .into_iter()
            .reduce(|a, b| if b.0 > a.0 { b } else { a })
            .map(|(_, g)| g)
            .unwrap_or_default()
    }

    /// The tables reachable from `table` by at most `max_hops` joins.
    fn within_hops(&self, table: &str) -> BTreeSet<String> {
        let mut seen = BTreeSet::from([table.to_string()]);
        let mut frontier = vec![table.to_string()];
        for _ in 0..self.options.max_hops {
            let mut next = Vec::new();
            for t in &frontier {
                for e in self.graph.neighbours(t) {
                    if seen.insert(e.right.clone()) {
                        next.push(e.right.clone());
                    }
                }
            }
            frontier = next;
        }
        seen
    }
}

/// What a question says, read for evidence too weak to rank tables by
/// but enough to name a wide table's column in a prompt.
struct SaidWords {
    /// The commonest Chinese words of its English words (`nation` → 国家).
    glosses: BTreeSet<&'static str>,
    /// Its Chinese words (jieba's), unstemmed.
    han: Vec<String>,
}

impl SaidWords {
    fn of(question: &str) -> SaidWords {
        let lower = question.to_lowercase();
        let glosses = lower
            .split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| w.len() > 2 && !crate::text::is_stopword(w))
            .flat_map(crate::bilingual::commonest_words)
            .collect();
        let han = crate::text::jieba()
            .cut(&lower, true)
            .into_iter()
            .map(|p| p.word.to_string())
            .filter(|w| w.chars().all(crate::text::is_han) && !crate::text::is_stopword(w))
            .collect();
        SaidWords { glosses, han }
    }
}

/// Whether a column is named by weak evidence — worth its name in a
/// prompt, where a wide table names only columns with evidence: a name
/// column (a table may have several: 中文名, 英文名); an English word of its
/// name said alike as a question word (`Country` for "nation", `Sex` for
/// "gender": they share a common Chinese word); a Chinese name holding a
/// question word of two characters or more, or a word of the name
/// beginning with a one-character question word (所属省份 for 省, 城区面积
/// for 面积) — an English name by the Chinese it is said in (年龄 for
/// `Age`).
fn weakly_named(column: &str, said: &SaidWords) -> bool {
    // (中文名, 系列名: X名 is X's name.)
    let han = column.chars().any(crate::text::is_han);
    if chatdb_core::schema::named_like_a_name(column) || han && column.ends_with('名') {
        return true;
    }
    let alike = split_identifier(column)
        .iter()
        .flat_map(|w| crate::bilingual::commonest_words(w))
        .any(|zh| said.glosses.contains(zh));
    if alike {
        return true;
    }
    if said.han.is_empty() {
        return false;
    }
    // (An English name, by the Chinese it is said in: 年龄 for `Age`.)
    let names: Vec<String> = if han {
        vec![column.to_string()]
    } else {
        crate::bilingual::chinese_names(column, 4)
    };
    let parts: Vec<String> = names
        .iter()
        .flat_map(|n| {
            crate::text::jieba()
                .cut(n, true)
                .into_iter()
                .map(|p| p.word.to_string())
        })
        .collect();
    said.han.iter().any(|w| {
        let n = w.chars().count();
        // (Either inside the other: 年龄 in 平均年龄, as jieba keeps it.)
        n >= 2
            && names.iter().any(|name| {
                name.contains(w.as_str()) || name.chars().count() >= 2 && w.contains(name.as_str())
            })
            || n == 1
                && parts
                    .iter()
                    .any(|p| p.chars().count() > 1 && p.starts_with(w.as_str()))
    })
}

/// The question words that led the index to a table./// The question words that led the index to a table.
#[derive(Debug, Default)]
struct Evidence {
    /// Question words found in the names of the table, its columns and values.
    words: BTreeSet<String>,
    /// Some strong hit matched through other text (a comment, synonym,
    /// metric or a typo's n-grams), which names alone can't account for.
    opaque: bool,
    /// The table's best hit score.
    best: Option<f32>,
}

impl Evidence {
    /// Adds a hit (hits come best first). A hit whose name shares no word
    /// with the question matched through other text; it counts as opaque
    /// when it is strong — weak ones are character n-grams of words the
    /// index doesn't know ("number" in "concert"), which explain nothing.
    /// A hit that came by n-grams alone explains something only when a
    /// question word is spelled nearly like one of the item's words (a typo,
    /// a partial name): "count" in "coupon" is a chance overlap.
    fn add(
        &mut self,
        item_words: Option<Vec<String>>,
        score: f32,
        asked: &BTreeSet<String>,
        through_grams: bool,
    ) {
        let best = *self.best.get_or_insert(score);
        let item_words = item_words.unwrap_or_default();
        let spelled_alike = || {
            asked
                .iter()
                .any(|w| item_words.iter().any(|i| spelled_nearly_alike(w, i)))
        };
        let matched: Vec<String> = item_words
            .iter()
            .filter(|w| asked.contains(*w))
            .cloned()
            .collect();
        if matched.is_empty() && score >= 0.5 * best && (!through_grams || spelled_alike()) {
            self.opaque = true;
        }
        self.words.extend(matched);
    }
}

/// Whether most of `said`'s character n-grams are `name`'s: a typo
/// ("custmers", "customers") or a part of it ("county" of "count").
fn spelled_nearly_alike(said: &str, name: &str) -> bool {
    let grams = crate::text::char_ngrams(said);
    if grams.is_empty() {
        return false;
    }
    let theirs: BTreeSet<String> = crate::text::char_ngrams(name).into_iter().collect();
    let shared = grams.iter().filter(|g| theirs.contains(*g)).count();
    shared * 2 >= grams.len()
}

/// The words of a table's own name (without its schema).
fn table_words(table: &str) -> Vec<String> {
    name_words(table.rsplit('.').next().unwrap_or(table))
}

/// True when the question names the table itself (all its name words).
fn named_outright(table: &str, asked: &BTreeSet<String>) -> bool {
    let words = table_words(table);
    !words.is_empty() && words.iter().all(|w| asked.contains(w))
}

/// The words of the name a hit matched by: a table's, a column's or a
/// value's; `None` for metrics and dimensions (matched by their own text).
fn named_words(
    kind: ItemKind,
    table: &str,
    column: Option<&str>,
    key: &str,
) -> Option<Vec<String>> {
    match kind {
        ItemKind::Table => Some(table_words(table)),
        ItemKind::Column => column.map(name_words),
        ItemKind::Value => Some(words(key)),
        ItemKind::Metric | ItemKind::Dimension => None,
    }
}

/// The (table, column) pairs a metric's expression, filters and time column
/// name as `table.column`, plus its table.
fn metric_columns(m: &crate::semantic::Metric, schema: &Schema) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    if let Some(t) = &m.table {
        out.push((t.clone(), None));
    }
    let texts = m
        .expression
        .iter()
        .chain(m.filters.iter())
        .chain(m.time_column.iter());
    for text in texts {
        for (t, c) in crate::semantic::qualified_names(text) {
            if schema.table(t).is_some_and(|tb| tb.column(c).is_some()) {
                out.push((t.to_string(), Some(c.to_string())));
            }
        }
    }
    out
}
