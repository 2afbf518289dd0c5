//! What ChatDB knows about a data source, and how it finds the few tables,
//! columns, values and metrics a question needs.
//!
//! - `semantic`: the optional semantic-layer YAML (synonyms, metrics, join
//!   hints…), validated on load;
//! - `text`: words from names and questions (jieba, stemming, n-grams);
//! - `attribute`: attributes words imply (older → age, a year number → year);
//! - `pinyin`: Chinese words for names written in pinyin (`cangku` → 仓库);
//! - `index`: the BM25 retrieval index over schema items and values;
//! - `graph`: the join graph and the joins connecting a set of tables;
//! - `render`: schema text for prompts and its token count;
//! - `manager`: basic/detailed schema text with a TTL cache (seed 003);
//! - `linker`: question → pruned schema (seed 004's Selector);
//! - `budget`: the pruned schema shrunk to a prompt's token budget.

pub mod attribute;
pub mod bilingual;
pub mod budget;
pub mod direction;
pub mod graph;
pub mod index;
pub mod linker;
pub mod manager;
pub mod pinyin;
pub mod render;
pub mod semantic;
pub mod starter;
pub mod text;

pub use budget::Fitted;
pub use index::{Item, ItemKind, SchemaIndex};
pub use linker::{LinkOptions, LinkedSchema, LinkedTable, Linker};
pub use manager::{level_for, SchemaLevel, SchemaManager};
pub use semantic::{SemanticError, SemanticLayer};
