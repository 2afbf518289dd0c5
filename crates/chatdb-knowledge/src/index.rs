//! The retrieval index over everything a question can mention: tables,
//! columns, their descriptions and synonyms, metric names, dimensions and
//! categorical cell values. BM25 (tantivy) over jieba-segmented, stemmed
//! words, plus character n-grams for typos and partial names.
//!
//! Persisted per data source; when the schema changes only the documents of
//! tables whose own fingerprint changed are replaced.

use crate::semantic::SemanticLayer;
use crate::text::{char_ngrams, closed_compound, name_words, words};
use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType, Schema, Value};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use tantivy::collector::TopDocs;
use tantivy::query::{BooleanQuery, BoostQuery, Occur, Query, TermQuery};
use tantivy::schema::{
    Field, IndexRecordOption, TextFieldIndexing, TextOptions, Value as _, STORED, STRING,
};
use tantivy::{doc, Index, IndexReader, TantivyDocument, Term};

/// What an indexed item is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ItemKind {
    Table,
    Column,
    Metric,
    Dimension,
    Value,
}

impl ItemKind {
    fn code(self) -> &'static str {
        match self {
            ItemKind::Table => "table",
            ItemKind::Column => "column",
            ItemKind::Metric => "metric",
            ItemKind::Dimension => "dimension",
            ItemKind::Value => "value",
        }
    }

    fn from_code(s: &str) -> Option<ItemKind> {
        Some(match s {
            "table" => ItemKind::Table,
            "column" => ItemKind::Column,
            "metric" => ItemKind::Metric,
            "dimension" => ItemKind::Dimension,
            "value" => ItemKind::Value,
            _ => return None,
        })
    }
}

/// One searchable thing.
#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    pub kind: ItemKind,
    /// The table it belongs to (qualified name); metrics without a table use "".
    pub table: String,
    /// The column, for columns, values and dimensions.
    pub column: Option<String>,
    /// Metric or dimension id, or the cell value's text.
    pub key: String,
    /// Words it is known by.
    pub words: Vec<String>,
    /// Character n-grams of its names.
    pub grams: Vec<String>,
    /// Chinese words its English (or pinyin) name is said by.
    pub chinese: Vec<String>,
}

/// A search result.
#[derive(Debug, Clone, PartialEq)]
pub struct Hit {
    pub kind: ItemKind,
    pub table: String,
    pub column: Option<String>,
    pub key: String,
    pub score: f32,
    /// Matched only by character n-grams of words the index doesn't know
    /// (a typo, a partial name — or a chance overlap, "count" in "coupon").
    pub through_grams: bool,
}

/// How much a Chinese word of an English name weighs against a word of
/// the name itself: a name is said in several Chinese words, which share
/// its field's length (BM25 scores each lower than the one English word).
const CHINESE_BOOST: f32 = 2.0;

/// The file processes lock while they bring a persisted index up to date.
const LOCK_FILE: &str = "chatdb.lock";

/// How many categorical values per column are indexed (the profiler keeps
/// as many of each column's most frequent values).
pub const MAX_VALUES_PER_COLUMN: usize = 200;

/// Everything searchable in a data source.
pub fn items(
    schema: &Schema,
    profiles: &[TableProfile],
    semantic: Option<&SemanticLayer>,
) -> Vec<Item> {
    let mut out = Vec::new();
    for table in &schema.tables {
        out.extend(table_items(
            table,
            profiles.iter().find(|p| p.table == table.qualified_name()),
            semantic,
        ));
    }
    out.extend(semantic_items(semantic));
    out
}

fn push_text(
    words_out: &mut Vec<String>,
    grams_out: &mut Vec<String>,
    text: &str,
    with_grams: bool,
) {
    words_out.extend(words(text));
    if with_grams {
        grams_out.extend(char_ngrams(text));
    }
}

/// The Chinese words a name in English (or pinyin) is said by — 歌手 for
/// `singer`, 发行 and 年份 for `Song_release_year` —, so a Chinese question
/// finds the English schema it is about. (Their own field: English
/// questions and Chinese names are scored as before.)
fn said_in_chinese(name: &str) -> Vec<String> {
    const NAMES: usize = 4;
    let mut out: Vec<String> = Vec::new();
    for zh in crate::bilingual::chinese_names(name, NAMES) {
        for w in words(&zh) {
            if !out.contains(&w) {
                out.push(w);
            }
        }
    }
    out
}

/// The items of one table: the table itself, its columns and their values.
pub fn table_items(
    table: &chatdb_core::Table,
    profile: Option<&TableProfile>,
    semantic: Option<&SemanticLayer>,
) -> Vec<Item> {
    let name = table.qualified_name();
    let spec = semantic.and_then(|s| s.table_spec(table));
    let mut out = Vec::new();
    let mut w = name_words(&table.name);
    w.extend(closed_compound(&w));
    let mut g = char_ngrams(&table.name);
    if let Some(c) = &table.comment {
        push_text(&mut w, &mut g, c, false);
    }
    if let Some(spec) = spec {
        for text in spec.display_name.iter().chain(spec.description.iter()) {
            push_text(&mut w, &mut g, text, false);
        }
        for s in &spec.synonyms {
            push_text(&mut w, &mut g, s, true);
        }
    }
    out.push(Item {
        kind: ItemKind::Table,
        table: name.clone(),
        column: None,
        key: String::new(),
        words: w,
        grams: g,
        chinese: said_in_chinese(&table.name),
    });
    for col in &table.columns {
        let mut w = name_words(&col.name);
        w.extend(closed_compound(&w));
        let mut g = char_ngrams(&col.name);
        if let Some(c) = &col.comment {
            push_text(&mut w, &mut g, c, false);
        }
        let cspec = spec.and_then(|s| s.columns.get(&col.name));
        if let Some(cs) = cspec {
            if let Some(d) = &cs.description {
                push_text(&mut w, &mut g, d, false);
            }
            for s in &cs.synonyms {
                push_text(&mut w, &mut g, s, true);
            }
        }
        out.push(Item {
            kind: ItemKind::Column,
            table: name.clone(),
            column: Some(col.name.clone()),
            key: String::new(),
            words: w,
            grams: g,
            chinese: said_in_chinese(&col.name),
        });

        // Values: the profile's frequent values, and the labels of a value dictionary.
        let mut values: Vec<String> = Vec::new();
        if let Some(p) = profile.and_then(|p| p.column(&col.name)) {
            if matches!(p.logical_type, LogicalType::Text) {
                values.extend(p.top_values.iter().filter_map(|(v, _)| match v {
                    Value::Text(s) if !s.trim().is_empty() && s.chars().count() <= 80 => {
                        Some(s.clone())
                    }
                    _ => None,
                }));
            }
        }
        if let Some(cs) = cspec {
            for (code, label) in &cs.values {
                values.push(code.clone());
                values.push(label.clone());
            }
        }
        let mut seen = BTreeSet::new();
        for v in values
            .into_iter()
            .filter(|v| seen.insert(v.clone()))
            .take(MAX_VALUES_PER_COLUMN)
        {
            let mut w = words(&v);
            if w.is_empty() {
                w = name_words(&v);
            }
            let g = char_ngrams(&v);
            out.push(Item {
                kind: ItemKind::Value,
                table: name.clone(),
                column: Some(col.name.clone()),
                key: v,
                words: w,
                grams: g,
                chinese: Vec::new(),
            });
        }
    }
    out
}

/// Metrics and dimensions of the semantic layer.
fn semantic_items(semantic: Option<&SemanticLayer>) -> Vec<Item> {
    let Some(s) = semantic else { return Vec::new() };
    let mut out = Vec::new();
    for m in &s.metrics {
        let mut w = words(&m.name);
        let mut g = char_ngrams(&m.name);
        for syn in &m.synonyms {
            push_text(&mut w, &mut g, syn, true);
        }
        if let Some(d) = &m.description {
            push_text(&mut w, &mut g, d, false);
        }
        out.push(Item {
            kind: ItemKind::Metric,
            table: m.table.clone().unwrap_or_default(),
            column: None,
            key: m.id.clone(),
            words: w,
            grams: g,
            chinese: Vec::new(),
        });
    }
    for d in &s.dimensions {
        let mut w = words(&d.name);
        let mut g = char_ngrams(&d.name);
        for syn in &d.synonyms {
            push_text(&mut w, &mut g, syn, true);
        }
        let (table, column) = d
            .column
            .rsplit_once('.')
            .map_or((String::new(), d.column.clone()), |(t, c)| {
                (t.to_string(), c.to_string())
            });
        out.push(Item {
            kind: ItemKind::Dimension,
            table,
            column: Some(column),
            key: d.id.clone(),
            words: w,
            grams: g,
            chinese: Vec::new(),
        });
    }
    out
}

/// Errors from the index.
#[derive(Debug, thiserror::Error)]
pub enum IndexError {
    #[error("search index error: {0}")]
    Tantivy(#[from] tantivy::TantivyError),
    #[error("search index at {path}: {cause}")]
    Io { path: String, cause: String },
}

struct Fields {
    kind: Field,
    table: Field,
    column: Field,
    key: Field,
    words: Field,
    grams: Field,
    chinese: Field,
}

/// A searchable index of items.
pub struct SchemaIndex {
    index: Index,
    reader: IndexReader,
    fields: Fields,
}

fn schema_and_fields() -> (tantivy::schema::Schema, Fields) {
    let mut b = tantivy::schema::Schema::builder();
    let text = TextOptions::default().set_indexing_options(
        TextFieldIndexing::default()
            .set_tokenizer("whitespace")
            .set_index_option(IndexRecordOption::WithFreqs),
    );
    let fields = Fields {
        kind: b.add_text_field("kind", STRING | STORED),
        table: b.add_text_field("table", STRING | STORED),
        column: b.add_text_field("column", STORED),
        key: b.add_text_field("key", STORED),
        words: b.add_text_field("words", text.clone()),
        grams: b.add_text_field("grams", text.clone()),
        chinese: b.add_text_field("chinese", text),
    };
    (b.build(), fields)
}

/// The index's record of what it holds: a fingerprint per table.
#[derive(Debug, Default, Serialize, Deserialize, PartialEq)]
struct Manifest {
    tables: BTreeMap<String, String>,
}

/// The stable fingerprint of a table's items.
fn fingerprint(items: &[&Item]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for it in items {
        for part in [
            it.kind.code(),
            &it.table,
            it.column.as_deref().unwrap_or(""),
            &it.key,
            &it.words.join(" "),
            &it.grams.join(" "),
            &it.chinese.join(" "),
        ] {
            for b in part.bytes().chain(std::iter::once(0xff)) {
                h ^= u64::from(b);
                h = h.wrapping_mul(0x0000_0100_0000_01b3);
            }
        }
    }
    format!("{h:016x}")
}

/// Items grouped by the table key they are stored under ("" for
/// table-independent metrics and dimensions).
fn group(items: &[Item]) -> BTreeMap<String, Vec<&Item>> {
    let mut g: BTreeMap<String, Vec<&Item>> = BTreeMap::new();
    for it in items {
        g.entry(it.table.clone()).or_default().push(it);
    }
    g
}

impl SchemaIndex {
    /// An index held in memory (benchmarks, tests, one-off runs).
    pub fn in_memory(items: &[Item]) -> Result<SchemaIndex, IndexError> {
        let (schema, fields) = schema_and_fields();
        let index = Index::create_in_ram(schema);
        let mut writer = index.writer_with_num_threads::<TantivyDocument>(1, 50_000_000)?;
        for it in items {
            writer.add_document(Self::document(&fields, it))?;
        }
        writer.commit()?;
        let reader = index.reader()?;
        Ok(SchemaIndex {
            index,
            reader,
            fields,
        })
    }

    /// Opens the index persisted in `dir` (under an exclusive file lock),
    /// bringing it up to date with
    /// `items`: documents of tables whose fingerprint changed (or that are
    /// gone) are replaced; unchanged tables are left alone. Returns the
    /// index and how many tables were (re)indexed.
    pub fn open_or_update(dir: &Path, items: &[Item]) -> Result<(SchemaIndex, usize), IndexError> {
        let io = |e: std::io::Error| IndexError::Io {
            path: dir.display().to_string(),
            cause: e.to_string(),
        };
        std::fs::create_dir_all(dir).map_err(io)?;
        // One process at a time brings the index up to date: a second `ask`
        // started while the first builds the index would otherwise find no
        // manifest yet and clear the directory under it.
        let lock = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(dir.join(LOCK_FILE))
            .map_err(io)?;
        lock.lock().map_err(io)?;
        let manifest_path = dir.join("chatdb-manifest.json");
        let (schema, fields) = schema_and_fields();
        let stored: Option<Manifest> = std::fs::read(&manifest_path)
            .ok()
            .and_then(|b| serde_json::from_slice(&b).ok());
        let opened = match &stored {
            Some(_) => Index::open_in_dir(dir)
                .ok()
                .filter(|i| i.schema() == schema),
            None => None,
        };
        let (index, old) = match opened {
            Some(i) => (i, stored.unwrap_or_default()),
            None => {
                // No usable index: start over in an empty directory.
                for entry in std::fs::read_dir(dir).map_err(io)?.flatten() {
                    if entry.file_name() != LOCK_FILE {
                        let _ = std::fs::remove_file(entry.path());
                    }
                }
                (Index::create_in_dir(dir, schema)?, Manifest::default())
            }
        };
        let groups = group(items);
        let new = Manifest {
            tables: groups
                .iter()
                .map(|(t, its)| (t.clone(), fingerprint(its)))
                .collect(),
        };
        let mut changed = 0;
        if new != old {
            let mut writer = index.writer_with_num_threads::<TantivyDocument>(1, 50_000_000)?;
            for (table, fp) in &old.tables {
                if new.tables.get(table) != Some(fp) {
                    writer.delete_term(Term::from_field_text(fields.table, table));
                }
            }
            for (table, its) in &groups {
                if old.tables.get(table) != new.tables.get(table) {
                    changed += 1;
                    for it in its {
                        writer.add_document(Self::document(&fields, it))?;
                    }
                }
            }
            writer.commit()?;
            let tmp = manifest_path.with_extension("json.tmp");
            let json = serde_json::to_vec(&new).map_err(|e| IndexError::Io {
                path: manifest_path.display().to_string(),
                cause: e.to_string(),
            })?;
            std::fs::write(&tmp, json).map_err(io)?;
            std::fs::rename(&tmp, &manifest_path).map_err(io)?;
        }
        let reader = index.reader()?;
        reader.reload()?;
        drop(lock);
        Ok((
            SchemaIndex {
                index,
                reader,
                fields,
            },
            changed,
        ))
    }

    fn document(f: &Fields, it: &Item) -> TantivyDocument {
        doc!(
            f.kind => it.kind.code(),
            f.table => it.table.as_str(),
            f.column => it.column.as_deref().unwrap_or(""),
            f.key => it.key.as_str(),
            f.words => it.words.join(" "),
            f.grams => it.grams.join(" "),
            f.chinese => it.chinese.join(" "),
        )
    }

    /// Number of indexed items.
    pub fn len(&self) -> u64 {
        self.reader.searcher().num_docs()
    }

    /// True when nothing is indexed.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The best `limit` items for a question's words. Words the index knows
    /// are matched whole; the others (typos, partial names, Chinese
    /// segmented differently) are matched by their character n-grams, which
    /// count for less.
    pub fn search(&self, question_words: &[String], limit: usize) -> Result<Vec<Hit>, IndexError> {
        let searcher = self.reader.searcher();
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        let mut word_clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        let mut seen = BTreeSet::new();
        for w in question_words {
            if !seen.insert(w.clone()) {
                continue;
            }
            let term = Term::from_field_text(self.fields.words, w);
            if searcher.doc_freq(&term)? > 0 {
                clauses.push((
                    Occur::Should,
                    Box::new(TermQuery::new(term.clone(), IndexRecordOption::WithFreqs)),
                ));
                word_clauses.push((
                    Occur::Should,
                    Box::new(TermQuery::new(term, IndexRecordOption::Basic)),
                ));
                continue;
            }
            // A word the schema's own names, comments and synonyms lack may
            // be the dictionary's Chinese for an English name: matched
            // whole, as a word of the name is. (The owner's words first:
            // 地区 a layer gives `regions` is not `district`'s too.)
            let chinese = Term::from_field_text(self.fields.chinese, w);
            if searcher.doc_freq(&chinese)? > 0 {
                let q = TermQuery::new(chinese.clone(), IndexRecordOption::WithFreqs);
                clauses.push((
                    Occur::Should,
                    Box::new(BoostQuery::new(Box::new(q), CHINESE_BOOST)),
                ));
                word_clauses.push((
                    Occur::Should,
                    Box::new(TermQuery::new(chinese, IndexRecordOption::Basic)),
                ));
                continue;
            }
            for g in char_ngrams(w) {
                if seen.insert(format!("\u{1}{g}")) {
                    let q = TermQuery::new(
                        Term::from_field_text(self.fields.grams, &g),
                        IndexRecordOption::WithFreqs,
                    );
                    clauses.push((Occur::Should, Box::new(BoostQuery::new(Box::new(q), 0.3))));
                }
            }
        }
        if clauses.is_empty() {
            return Ok(Vec::new());
        }
        let top = searcher.search(
            &BooleanQuery::new(clauses),
            &TopDocs::with_limit(limit).order_by_score(),
        )?;
        // The items some whole word matched; the rest came by n-grams alone.
        let by_words: BTreeSet<(u32, u32)> = if word_clauses.is_empty() {
            BTreeSet::new()
        } else {
            searcher
                .search(
                    &BooleanQuery::new(word_clauses),
                    &tantivy::collector::DocSetCollector,
                )?
                .into_iter()
                .map(|a| (a.segment_ord, a.doc_id))
                .collect()
        };
        let mut hits = Vec::with_capacity(top.len());
        for (score, addr) in top {
            let d: TantivyDocument = searcher.doc(addr)?;
            let text = |f: Field| {
                d.get_first(f)
                    .and_then(|v| v.as_str())
                    .unwrap_or("")
                    .to_string()
            };
            let Some(kind) = ItemKind::from_code(&text(self.fields.kind)) else {
                continue;
            };
            let column = text(self.fields.column);
            hits.push(Hit {
                kind,
                table: text(self.fields.table),
                column: (!column.is_empty()).then_some(column),
                key: text(self.fields.key),
                score,
                through_grams: !by_words.contains(&(addr.segment_ord, addr.doc_id)),
            });
        }
        Ok(hits)
    }

    /// The underlying tantivy index (for diagnostics).
    pub fn tantivy(&self) -> &Index {
        &self.index
    }
}
