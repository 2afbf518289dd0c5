//! Rows paid short: "bills not paid in full", "partially paid invoices",
//! 没交全的账单, 未付清的订单 — rows of a table keeping an amount due and an
//! amount paid (`crate::derived::due_and_paid`) whose amount paid is below
//! the amount due.

use super::*;

/// Chinese words of a payment not made in full (交/付/缴 not 全/清, 少交).
const SHORT_ZH: &[&str] = &[
    "没交全",
    "未交全",
    "没付全",
    "未付全",
    "没缴全",
    "未缴全",
    "没交清",
    "未交清",
    "没付清",
    "未付清",
    "没缴清",
    "未缴清",
    "没结清",
    "未结清",
    "少交",
    "少付",
    "少缴",
];

/// English phrases of it, as the question's tokens read (stemmed).
const SHORT_EN: &[&[&str]] = &[
    &["not", "paid", "in", "full"],
    &["not", "fully", "paid"],
    &["partially", "paid"],
    &["partly", "paid"],
    &["underpaid"],
];

impl Parser<'_, '_> {
    /// Reads a phrase of [`SHORT_ZH`] or [`SHORT_EN`], of a table the
    /// question names with one amount due and one paid, as the amount paid
    /// below the amount due.
    pub(super) fn rows_paid_short(&mut self) {
        let norms: Vec<String> = self.q.tokens.iter().map(|t| t.norm.clone()).collect();
        let said = (0..norms.len()).find_map(|k| {
            // (jieba may cut 未付清 as 未|付清.)
            for n in 1..=2 {
                let joined = norms.get(k..k + n).map(|w| w.concat());
                if joined.is_some_and(|j| SHORT_ZH.contains(&j.as_str())) {
                    return Some(k..k + n);
                }
            }
            SHORT_EN.iter().find_map(|phrase| {
                let words: Vec<String> = phrase
                    .iter()
                    .map(|w| chatdb_knowledge::text::stem(w))
                    .collect();
                (norms.get(k..k + words.len()) == Some(&words[..])).then(|| k..k + words.len())
            })
        });
        let Some(tokens) = said else {
            return;
        };
        let found = self.tables_mentioned().into_iter().find_map(|t| {
            let table = self.table(&t)?;
            let amounts = crate::derived::amount_columns(table, self.cx.profiles);
            let (due, paid) = crate::derived::due_and_paid(&amounts)?;
            Some((
                ColumnRef::new(&t, &due.name),
                ColumnRef::new(&t, &paid.name),
            ))
        });
        let Some((due, paid)) = found else {
            return;
        };
        for k in tokens {
            self.understand_token(k);
        }
        self.intent
            .column_comparisons
            .push(crate::intent::ColumnComparison {
                left: paid,
                op: FilterOp::Lt,
                right: due,
            });
    }
}
