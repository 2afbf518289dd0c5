//! Everything a rule may consult about the workflow under review: the
//! workflow, its analysis, the source's schema and semantic layer, row
//! counts, and the answers to questions several rules ask (is this a
//! target? is this column sensitive? what makes this table's rows unique?).

use crate::finding::{Family, Finding, Severity};
use chatdb_core::{Schema, Table};
use chatdb_knowledge::semantic::ColumnRule;
use chatdb_knowledge::SemanticLayer;
use chatdb_lineage::analysis::relation_key;
use chatdb_lineage::{Analysis, ColumnRef, Model, Workflow};
use std::collections::{BTreeMap, BTreeSet};

/// Settings of a review.
#[derive(Debug, Clone)]
pub struct ReviewOptions {
    /// A table with at least this many rows is large.
    pub large_rows: u64,
}

impl Default for ReviewOptions {
    fn default() -> Self {
        ReviewOptions {
            large_rows: 1_000_000,
        }
    }
}

/// The workflow under review and what is known around it.
pub struct Context<'a> {
    pub workflow: &'a Workflow,
    pub analysis: &'a Analysis,
    /// The source's schema, when a database was given.
    pub schema: Option<&'a Schema>,
    pub semantic: Option<&'a SemanticLayer>,
    /// Rows per source table (relation keys), when known.
    pub row_counts: BTreeMap<String, u64>,
    pub options: ReviewOptions,
}

impl<'a> Context<'a> {
    /// A finding about a model at a line of its file.
    pub fn at(
        &self,
        rule: &'static str,
        severity: Severity,
        model: Option<&Model>,
        line: usize,
        message: String,
        hint: &str,
    ) -> Finding {
        Finding {
            rule,
            family: family_of(rule),
            severity,
            model: model.map(|m| m.name.clone()),
            file: model.map(|m| m.file.clone()),
            line,
            message,
            hint: hint.to_string(),
        }
    }

    /// Models with their analyses, in dependency order.
    pub fn models(
        &self,
    ) -> impl Iterator<Item = (&'a Model, &'a chatdb_lineage::ModelAnalysis)> + '_ {
        self.analysis
            .order
            .iter()
            .map(|&i| (&self.workflow.models[i], &self.analysis.models[i]))
    }

    /// True when the workflow creates or fills the table.
    pub fn produced(&self, table: &str) -> bool {
        let key = relation_key(table);
        self.workflow
            .models
            .iter()
            .any(|m| relation_key(&m.name) == key && m.produces())
    }

    /// True when `workflow.yml` declares the table a target.
    pub fn declared(&self, table: &str) -> bool {
        let key = relation_key(table);
        self.workflow.targets.keys().any(|t| relation_key(t) == key)
    }

    /// A table of the source schema.
    pub fn source_table(&self, name: &str) -> Option<&'a Table> {
        let parts: Vec<String> = name.split('.').map(str::to_string).collect();
        self.schema
            .and_then(|s| chatdb_guard::validate::lookup_table(s, &parts))
    }

    /// A table of the source or a model's target.
    pub fn table(&self, name: &str) -> Option<&'a Table> {
        let parts: Vec<String> = name.split('.').map(str::to_string).collect();
        chatdb_guard::validate::lookup_table(&self.analysis.catalog, &parts)
    }

    /// Column sets known to identify a row of the table: its primary key in
    /// the source, unique column rules, and the keys declared for it
    /// ([`Context::declared_keys`]).
    pub fn unique_keys(&self, table: &str) -> Vec<BTreeSet<String>> {
        let key = relation_key(table);
        let mut out: Vec<BTreeSet<String>> = Vec::new();
        if let Some(t) = self.source_table(table) {
            if !t.primary_key.is_empty() {
                out.push(t.primary_key.iter().map(|c| c.to_lowercase()).collect());
            }
        }
        out.extend(
            self.declared_keys(table)
                .into_iter()
                .map(|k| k.into_iter().collect()),
        );
        let unique_rule = |c: &String, rules: &[ColumnRule]| {
            rules
                .contains(&ColumnRule::Unique)
                .then(|| BTreeSet::from([c.to_lowercase()]))
        };
        if let Some(layer) = self.semantic {
            for (_, spec) in layer.tables.iter().filter(|(n, _)| relation_key(n) == key) {
                out.extend(
                    spec.columns
                        .iter()
                        .filter_map(|(c, cs)| unique_rule(c, &cs.quality)),
                );
            }
        }
        for (_, t) in self
            .workflow
            .targets
            .iter()
            .filter(|(n, _)| relation_key(n) == key)
        {
            out.extend(
                t.columns
                    .iter()
                    .filter_map(|(c, rules)| unique_rule(c, rules)),
            );
        }
        out
    }

    /// The unique keys declared for a table, in column order, lower-cased:
    /// `unique_key` in `workflow.yml` or the semantic layer, and PRIMARY
    /// KEY / UNIQUE constraints in the DDL of the model that creates it.
    pub fn declared_keys(&self, table: &str) -> Vec<Vec<String>> {
        let key = relation_key(table);
        let lower = |k: &[String]| k.iter().map(|c| c.to_lowercase()).collect::<Vec<_>>();
        let mut out: Vec<Vec<String>> = Vec::new();
        let mut add = |k: Vec<String>| {
            if !k.is_empty() && !out.contains(&k) {
                out.push(k);
            }
        };
        for (_, t) in self
            .workflow
            .targets
            .iter()
            .filter(|(n, _)| relation_key(n) == key)
        {
            add(lower(&t.unique_key));
        }
        if let Some(layer) = self.semantic {
            for (_, spec) in layer.tables.iter().filter(|(n, _)| relation_key(n) == key) {
                add(lower(&spec.quality.unique_key));
            }
        }
        for m in self
            .workflow
            .models
            .iter()
            .filter(|m| relation_key(&m.name) == key)
        {
            for s in &m.statements {
                if s.effects
                    .writes
                    .iter()
                    .any(|w| relation_key(&w.table) == key)
                {
                    for k in &s.effects.declared_keys {
                        add(k.clone());
                    }
                }
            }
        }
        out
    }

    /// True when the column holds personal or secret data: marked so in the
    /// semantic layer or `workflow.yml`, or named like such data.
    pub fn sensitive(&self, column: &ColumnRef) -> bool {
        let table = relation_key(&column.table);
        let marked = self.semantic.is_some_and(|l| {
            l.tables.iter().any(|(t, spec)| {
                relation_key(t) == table
                    && spec
                        .columns
                        .iter()
                        .any(|(c, cs)| cs.is_sensitive() && c.eq_ignore_ascii_case(&column.column))
            })
        });
        let listed = self.workflow.settings.sensitive.iter().any(|s| {
            s.rsplit_once('.').is_some_and(|(t, c)| {
                relation_key(t) == table && c.eq_ignore_ascii_case(&column.column)
            })
        });
        marked || listed || sensitive_name(&column.column)
    }

    /// The partition column of a source table: declared (`workflow.yml`'s
    /// `partitioned`, the semantic layer's `partition_column`) or, failing
    /// that, a column named by the warehouse convention for partitions
    /// (Hive, MaxCompute, Spark: `dt`, `ds`, `pt`, `p_date`, …).
    pub fn partition_column(&self, table: &str) -> Option<Partition> {
        let key = relation_key(table);
        let from_yaml = self
            .workflow
            .settings
            .partitioned
            .iter()
            .find(|(t, _)| relation_key(t) == key)
            .map(|(_, c)| c.clone());
        let declared = from_yaml.or_else(|| {
            self.semantic.and_then(|l| {
                l.tables
                    .iter()
                    .find(|(t, _)| relation_key(t) == key)
                    .and_then(|(_, s)| s.partition_column.clone())
            })
        });
        if let Some(column) = declared {
            return Some(Partition {
                column,
                declared: true,
            });
        }
        if self.workflow.model(table).is_some() {
            return None;
        }
        self.source_table(table)?
            .columns
            .iter()
            .find(|c| partition_name(&c.name))
            .map(|c| Partition {
                column: c.name.clone(),
                declared: false,
            })
    }

    /// True when the table is known to be large.
    pub fn large(&self, table: &str) -> bool {
        let key = relation_key(table);
        self.workflow
            .settings
            .large_tables
            .iter()
            .any(|t| relation_key(t) == key)
            || self
                .row_counts
                .get(&key)
                .is_some_and(|&n| n >= self.options.large_rows)
    }
}

/// A table's partition column and whether it was declared or guessed
/// from its name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Partition {
    pub column: String,
    pub declared: bool,
}

/// Column names warehouses give the partition column by convention: the
/// load date of Hive/Spark/MaxCompute tables (`dt`, `ds`, `pt`,
/// `p_date`, `partition_date` …).
pub fn partition_name(column: &str) -> bool {
    matches!(
        column.to_ascii_lowercase().as_str(),
        "dt" | "ds"
            | "pt"
            | "p_date"
            | "pdate"
            | "part_date"
            | "partition_date"
            | "partition_dt"
            | "p_dt"
    )
}

/// The family a rule id names (`family/name`).
pub fn family_of(rule: &str) -> Family {
    match rule.split('/').next() {
        Some("completeness") => Family::Completeness,
        Some("performance") => Family::Performance,
        Some("security") => Family::Security,
        Some("best-practice") => Family::BestPractice,
        _ => Family::Correctness,
    }
}

/// Column names that, by the conventions schemas follow, hold personal or
/// secret data: phone numbers, e-mail, ID and passport numbers, bank
/// cards, passwords — in English (as words of a snake_case or camelCase
/// name) or Chinese.
pub fn sensitive_name(column: &str) -> bool {
    const CHINESE: &[&str] = &["身份证", "手机", "电话", "邮箱", "银行卡", "密码", "护照"];
    if CHINESE.iter().any(|w| column.contains(w)) {
        return true;
    }
    let words = words(column);
    let has = |w: &str| words.iter().any(|x| x == w);
    let pair = |a: &str, b: &str| words.windows(2).any(|p| p[0] == a && p[1] == b);
    [
        "phone",
        "mobile",
        "telephone",
        "cellphone",
        "email",
        "ssn",
        "passport",
        "password",
        "passwd",
        "idcard",
    ]
    .iter()
    .any(|w| has(w))
        || pair("id", "card")
        || pair("credit", "card")
        || pair("card", "number")
        || pair("bank", "account")
        || pair("social", "security")
        || pair("e", "mail")
}

/// The words of an identifier: split at `_`, `-`, digits and camelCase.
fn words(name: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut prev_lower = false;
    for ch in name.chars() {
        if !ch.is_ascii_alphabetic() {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            prev_lower = false;
            continue;
        }
        if ch.is_ascii_uppercase() && prev_lower && !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
        }
        prev_lower = ch.is_ascii_lowercase();
        cur.push(ch.to_ascii_lowercase());
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sensitive_names_follow_naming_conventions() {
        for yes in [
            "phone_number",
            "customerEmail",
            "id_card_no",
            "身份证号",
            "cell_phone",
            "e_mail",
            "CreditCardNumber",
        ] {
            assert!(sensitive_name(yes), "{yes}");
        }
        for no in [
            "order_id",
            "customer_name",
            "shipping_fee",
            "telephoned_at_count_x",
            "card_type",
            "mailbox_size",
        ] {
            assert!(!sensitive_name(no), "{no}");
        }
    }
}
