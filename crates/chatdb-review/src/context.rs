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

    /// Column sets known to identify a row of the table: its primary key,
    /// unique rules of the semantic layer, a target's declared key.
    pub fn unique_keys(&self, table: &str) -> Vec<BTreeSet<String>> {
        let key = relation_key(table);
        let mut out = Vec::new();
        if let Some(t) = self.source_table(table) {
            if !t.primary_key.is_empty() {
                out.push(t.primary_key.iter().map(|c| c.to_lowercase()).collect());
            }
        }
        if let Some(layer) = self.semantic {
            for (name, spec) in &layer.tables {
                if relation_key(name) != key {
                    continue;
                }
                if !spec.quality.unique_key.is_empty() {
                    out.push(
                        spec.quality
                            .unique_key
                            .iter()
                            .map(|c| c.to_lowercase())
                            .collect(),
                    );
                }
                for (c, cs) in &spec.columns {
                    if cs.quality.contains(&ColumnRule::Unique) {
                        out.push(BTreeSet::from([c.to_lowercase()]));
                    }
                }
            }
        }
        for (name, t) in &self.workflow.targets {
            if relation_key(name) == key && !t.unique_key.is_empty() {
                out.push(t.unique_key.iter().map(|c| c.to_lowercase()).collect());
            }
            if relation_key(name) == key {
                for (c, rules) in &t.columns {
                    if rules.contains(&ColumnRule::Unique) {
                        out.push(BTreeSet::from([c.to_lowercase()]));
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
                        .any(|(c, cs)| cs.sensitive && c.eq_ignore_ascii_case(&column.column))
            })
        });
        let listed = self.workflow.settings.sensitive.iter().any(|s| {
            s.rsplit_once('.').is_some_and(|(t, c)| {
                relation_key(t) == table && c.eq_ignore_ascii_case(&column.column)
            })
        });
        marked || listed || sensitive_name(&column.column)
    }

    /// The partition column of a partitioned source table.
    pub fn partition_column(&self, table: &str) -> Option<String> {
        let key = relation_key(table);
        let from_yaml = self
            .workflow
            .settings
            .partitioned
            .iter()
            .find(|(t, _)| relation_key(t) == key)
            .map(|(_, c)| c.clone());
        from_yaml.or_else(|| {
            self.semantic.and_then(|l| {
                l.tables
                    .iter()
                    .find(|(t, _)| relation_key(t) == key)
                    .and_then(|(_, s)| s.partition_column.clone())
            })
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
