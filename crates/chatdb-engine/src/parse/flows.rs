//! Amounts said by the rows that keep them: "total sales", 销售额 and
//! 采购量 name a table's one money or quantity column (the lexicon reads
//! them so, `mention`); here the roles that reading needs where rows
//! named by a noun of money are measured, or other rows are ranked by an
//! amount they keep or compared by its total.

use super::*;

/// English verbs of money changing hands: paying, spending, earning.
const FLOW_VERBS: &[&str] = &[
    "pay", "paid", "pays", "spend", "spent", "spends", "earn", "earned", "earns",
];

/// Whether a question's word (`norm`, stemmed) is one of [`FLOW_VERBS`].
pub(super) fn says_money_changing_hands(norm: &str) -> bool {
    FLOW_VERBS
        .iter()
        .any(|v| chatdb_knowledge::text::stem(v) == norm)
}

/// The last word of `table`'s name, lower-cased: the noun its rows are
/// said by (`pledges` of `crowd.pledges`, `harvests` of `farm_harvests`).
fn rows_noun(table: &str) -> String {
    table
        .rsplit(['_', '.'])
        .next()
        .unwrap_or(table)
        .to_lowercase()
}

/// Whether `word` is the English past participle of the verb `table`'s
/// name says its rows by ("pledged" of `pledges`, "booked" of
/// `bookings`).
fn participle_of_the_rows(word: &str, table: &str) -> bool {
    word.len() > 4
        && word.ends_with("ed")
        && chatdb_knowledge::text::stem(word) == chatdb_knowledge::text::stem(&rows_noun(table))
}

/// 充值, 付款, 缴费, 捐款, 水费: a Chinese word of two characters ending in
/// a word of money — a verb and its object, or the noun it makes — names
/// rows of money paid, as "payments" does.
pub(super) fn says_money_by_its_object(word: &str) -> bool {
    word.chars().count() == 2 && word.ends_with(['款', '费', '钱', '值'])
}

impl Parser<'_, '_> {
    /// "sales by warehouse", "monthly sales", "which warehouse has the most
    /// sales": rows named by a noun of money (sales, revenue) and counted
    /// by no count word are the money they bring — the total of the one
    /// column keeping it —, not how many there are. ("how many sales",
    /// "more than two sales" and "singers who have sales" are the rows.)
    ///
    /// So are rows asked "how much" of ("how much was paid", "how much did
    /// we harvest"): English asks an amount with "how much", never how
    /// many rows there are — their money, else their one amount that adds
    /// up (the kilograms of a harvest); rows that keep no one amount are
    /// noted, not counted silently. And so are rows named by their noun in
    /// the singular where the table's name is plural ("harvest by crop",
    /// "monthly harvest"): a countable noun said bare and singular is its
    /// mass — what was harvested —, where the rows keep one amount that
    /// adds up ("customer by city", with none, stays a count).
    pub(super) fn rows_said_as_their_money(&mut self) {
        if self.has_cue(CueKind::Count) {
            return;
        }
        let how_much = (0..self.slots.len()).any(|i| self.asks_an_amount_in_english(i));
        for k in 0..self.intent.measures.len() {
            let Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows { table },
            } = &self.intent.measures[k]
            else {
                continue;
            };
            let amount = || {
                self.money_of(table)
                    .or_else(|| self.the_one_amount_that_adds_up(table))
            };
            let column = match self.money_named_by_rows(table) {
                Some(c) => Some(c),
                None if how_much => amount(),
                // (A singular noun of rows that keep no amount is their
                // count, said loosely.)
                None if self.rows_said_in_the_singular(table) => {
                    let Some(c) = amount() else { continue };
                    Some(c)
                }
                None => continue,
            };
            let Some(column) = column else {
                self.notes.push(format!(
                    "\"how much\" is asked of {table}, which keep no one amount"
                ));
                continue;
            };
            self.intent.measures[k] = Measure {
                aggregation: Aggregation::Sum,
                target: MeasureTarget::Column { column },
            };
            self.how_much_answered();
            // ("total pledged": a total not yet placed is the sum now
            // measured.)
            for i in 0..self.slots.len() {
                if self.cue_at(i) == Some(CueKind::Sum) && !self.slots[i].used {
                    self.slots[i].used = true;
                }
            }
        }
    }

    /// English "how much" is answered by the amount now measured.
    pub(super) fn how_much_answered(&mut self) {
        for i in 0..self.slots.len() {
            if self.asks_an_amount_in_english(i) {
                self.slots[i].used = true;
            }
        }
    }

    /// The one money column of `table` when the question names its rows by
    /// a noun of money (`sales`), or by the participle of a verb whose
    /// object is money ("total invoiced" of `invoices`: what was invoiced),
    /// or, where a total is asked, by the participle of the verb their own
    /// name says ("total pledged" of `pledges`: what was pledged). Said
    /// so, the participle names the act, not the date a column named after
    /// it keeps (`pledged_on`).
    pub(super) fn money_named_by_rows(&self, table: &str) -> Option<ColumnRef> {
        const MONEY_PARTICIPLES: &[&str] = &[
            "invoiced", "billed", "charged", "refunded", "donated", "paid", "spent", "earned",
        ];
        // (The rows' own participle only where an amount is asked: "which
        // customer ordered the most" may count the orders.)
        let participle = |j: usize| {
            MONEY_PARTICIPLES.contains(&self.raw(j))
                || self.has_cue(CueKind::Sum) && participle_of_the_rows(self.raw(j), table)
        };
        let named = self.slots.iter().enumerate().any(|(j, s)| match &s.item {
            Item::Mention(Target::Table(t)) if t == table => {
                self.said_by_a_money_noun(&s.tokens)
                    || s.tokens.len() == 1 && participle(j)
                    || s.tokens.len() == 1 && says_money_by_its_object(self.raw(j))
            }
            Item::Mention(Target::Column(c)) if c.table == table => {
                s.tokens.len() == 1
                    && participle(j)
                    && self.column_type(c).is_temporal()
                    && s.alts.contains(&Target::Table(table.to_string()))
            }
            _ => false,
        });
        if !named {
            return None;
        }
        self.money_of(table)
    }

    /// Whether column `c` keeps money, taken in or paid out
    /// ([`crate::derived::keeps_money_taken`],
    /// [`crate::derived::names_money_spent`]).
    pub(super) fn keeps_money(&self, c: &ColumnRef) -> bool {
        crate::derived::names_money_spent(&c.column)
            || self
                .table(&c.table)
                .and_then(|t| t.column(&c.column))
                .is_some_and(crate::derived::keeps_money_taken)
    }

    /// The one column of `table` that adds up over its rows
    /// ([`Self::adds_up`]: a quantity, a weight in kilograms, hours), if
    /// exactly one does.
    pub(super) fn the_one_amount_that_adds_up(&self, table: &str) -> Option<ColumnRef> {
        let t = self.table(table)?;
        let mut adding = t
            .columns
            .iter()
            .map(|c| ColumnRef::new(table, &c.name))
            .filter(|c| self.is_numeric(c) && self.adds_up(c));
        match (adding.next(), adding.next()) {
            (Some(c), None) => Some(c),
            _ => None,
        }
    }

    /// Whether the question names `table`'s rows by one English noun in the
    /// singular while the table's name says them in the plural (harvest of
    /// `harvests`), with no article or number before it.
    pub(super) fn rows_said_in_the_singular(&self, table: &str) -> bool {
        if self.q.chinese {
            return false;
        }
        let plural = rows_noun(table);
        self.slots.iter().enumerate().any(|(j, s)| {
            let raw = self.raw(j).to_lowercase();
            let singular_of = |p: &str| {
                p == format!("{raw}s")
                    || p == format!("{raw}es")
                    || raw
                        .strip_suffix('y')
                        .is_some_and(|stem| p == format!("{stem}ies"))
            };
            let determined = s.tokens.start > 0
                && matches!(
                    self.q.tokens[s.tokens.start - 1].norm.as_str(),
                    "a" | "an" | "one" | "each" | "every" | "per" | "that" | "this"
                );
            matches!(&s.item, Item::Mention(Target::Table(t)) if t == table)
                && s.tokens.len() == 1
                && singular_of(&plural)
                && !determined
        })
    }

    /// The one column of `table` keeping the money its rows bring.
    pub(super) fn money_of(&self, table: &str) -> Option<ColumnRef> {
        let t = self.table(table)?;
        let c = crate::derived::Flow::Money.only_column(t, self.cx.profiles)?;
        Some(ColumnRef::new(table, &c.name))
    }

    /// Whether slot `i` is English "how much", which asks an amount —
    /// never how many rows or dates there are.
    pub(super) fn asks_an_amount_in_english(&self, i: usize) -> bool {
        self.cue_at(i) == Some(CueKind::HowMuch) && self.raw(i) == "how much"
    }

    /// Whether mention `m` reads column `c` as the money its table's rows
    /// bring, said by their noun of money ("sales" for `sales.amount`).
    pub(super) fn money_named_by_noun(&self, m: &Mention, c: &ColumnRef) -> bool {
        self.said_by_a_money_noun(&m.tokens)
            && self.table(&c.table).is_some_and(|t| {
                crate::derived::Flow::Money
                    .only_column(t, self.cx.profiles)
                    .is_some_and(|col| col.name == c.column)
            })
    }

    /// Whether the tokens are one noun of money (sales, revenue …).
    fn said_by_a_money_noun(&self, tokens: &std::ops::Range<usize>) -> bool {
        tokens.len() == 1
            && crate::mention::MONEY_NOUNS.contains(&self.q.tokens[tokens.start].norm.as_str())
    }

    /// Whether slot `s` is a superlative of size — "the largest", 最大 —,
    /// which picks one row's amount ("the largest sale", 折扣最大的订单),
    /// not what the rows add up or average to.
    pub(super) fn ranks_by_size(&self, s: usize) -> bool {
        matches!(self.slots[s].item, Item::Cue(CueKind::Max | CueKind::Min))
            && self.slots[s].tokens.clone().any(|k| {
                matches!(
                    self.q.tokens[k].norm.as_str(),
                    "largest" | "biggest" | "smallest" | "最大" | "最小" | "larg" | "big"
                )
            })
    }

    /// "which warehouse has the most sales", 销售额最高的仓库: rows ranked
    /// by an amount kept on other rows, many to each of them (a warehouse's
    /// sales), are ranked by their total of it — each has many, not one —,
    /// and by a per-unit value there ("the lowest rated hotel") by its
    /// average.
    /// (Not by its size — "the largest sale", 最大的一笔 — which is one
    /// row's amount.)
    pub(super) fn ranked_by_the_amount_of_their_rows(&mut self) {
        let Some((column, descending)) = self.ordered_by_a_column() else {
            return;
        };
        let i = &self.intent;
        if !i.measures.is_empty()
            || !i.dimensions.is_empty()
            || i.grain.is_some()
            || !i.having.is_empty()
            || !self.is_numeric(&column)
        {
            return;
        }
        // ("the player with the most wins": a yes/no column by the number
        // of their rows where it holds; a per-unit value — a rating, a
        // price — by its average: "the lowest rated hotel" has the lowest
        // average rating.)
        let state = self.says_yes_or_no(&column);
        let aggregation = if state {
            None
        } else if self.adds_up(&column) {
            Some(Aggregation::Sum)
        } else if super::calculation::is_per_unit(&column) {
            Some(Aggregation::Avg)
        } else {
            return;
        };
        let [listed] = i.projections.as_slice() else {
            return;
        };
        // (销量最高的镜框: where nothing names the rows but a value of
        // another table said last, their head noun, the rows listed by
        // default are the ordered column's own; that value's rows are
        // ranked.)
        let by_a_value = (listed.table == column.table)
            .then(|| self.rows_a_value_heads())
            .flatten();
        let ranked = by_a_value.as_ref().unwrap_or(listed);
        if ranked.table == column.table
            || !self.cx.schema.reaches(&column.table, &ranked.table, 3)
            || !self.names_the_rows(ranked)
        {
            return;
        }
        if !state && (0..self.slots.len()).any(|s| self.ranks_by_size(s)) {
            return;
        }
        let ranked = ranked.clone();
        self.intent.projections.clear();
        self.intent.dimensions.push(ranked);
        match aggregation {
            Some(aggregation) => {
                let m = self.push_measure(Measure {
                    aggregation,
                    target: MeasureTarget::Column { column },
                });
                self.order_by_measure(m, descending);
            }
            None => {
                let table = column.table.clone();
                let filter = self.in_state(column, true);
                self.intent.filters.push(filter);
                self.rank_by_row_count(table, descending);
            }
        }
    }

    /// "stores with revenue over 2 million", 销售额超过200万的门店: takings
    /// (revenue, sales, 销售额, 营业额) compared, of rows named that many of
    /// the amount's rows belong to, are each one's total — what a store
    /// took in over its orders —, not one order's amount.
    pub(super) fn takings_compared_per_entity(&mut self) {
        let i = &self.intent;
        if !i.measures.is_empty() || !i.dimensions.is_empty() || !i.having.is_empty() {
            return;
        }
        let [listed] = i.projections.as_slice() else {
            return;
        };
        let compared: Vec<usize> = (0..i.filters.len())
            .filter(|k| {
                let f = &i.filters[*k];
                matches!(
                    f.op,
                    FilterOp::Gt | FilterOp::Ge | FilterOp::Lt | FilterOp::Le | FilterOp::Between
                ) && f.column.table != listed.table
                    && self.said_as_takings(&f.column)
                    && self.cx.schema.reaches(&f.column.table, &listed.table, 3)
            })
            .collect();
        let [k] = compared[..] else {
            return;
        };
        if !self.names_the_rows(listed) {
            return;
        }
        let listed = listed.clone();
        let Filter { column, op, values } = self.intent.filters.remove(k);
        let measure = Measure {
            aggregation: Aggregation::Sum,
            target: MeasureTarget::Column { column },
        };
        self.intent.projections.clear();
        self.intent.dimensions.push(listed);
        // (Shown beside each row too: the amount the condition is on.)
        self.push_measure(measure.clone());
        self.intent.having.push(MeasureFilter {
            measure,
            op,
            values,
        });
    }

    /// "how much did Mia spend", "how much has she paid" (of an
    /// `amount_paid`): "how much" with a verb of money changing hands
    /// (spend, pay, earn) asks the total that changed hands over every row,
    /// not each row's amount — the one money column said by that verb, only
    /// listed, is summed.
    pub(super) fn money_said_by_a_flow_verb(&mut self) {
        let i = &self.intent;
        if !i.measures.is_empty() || !i.dimensions.is_empty() || i.calculation.is_some() {
            return;
        }
        let [column] = i.projections.as_slice() else {
            return;
        };
        let asked = (0..self.slots.len()).any(|k| self.asks_an_amount_in_english(k));
        let said_by_the_verb = self.slots.iter().any(|s| {
            matches!(&s.item, Item::Mention(Target::Column(x)) if x == column)
                && s.tokens.len() == 1
                && says_money_changing_hands(&self.q.tokens[s.tokens.start].norm)
        });
        if !asked || !said_by_the_verb || !self.is_numeric(column) {
            return;
        }
        let column = column.clone();
        self.total_instead_of_the_list(column);
    }

    /// Whether number column `c` of rows that are events (dated) is said by
    /// a word of takings its name does not spell — 收入 of `amount`, not
    /// the `revenue` a manufacturer keeps nor a store's 营业额.
    pub(super) fn takings_said_of_events(&self, c: &ColumnRef) -> bool {
        let spelled = |w: &str| {
            let w = chatdb_knowledge::text::stem(w);
            chatdb_knowledge::text::name_words(&c.column).contains(&w)
        };
        self.said_as_takings(c)
            && !crate::mention::REVENUE_EN.iter().any(|w| spelled(w))
            && !crate::mention::REVENUE_ZH
                .iter()
                .any(|w| c.column.contains(w))
            && self
                .table(&c.table)
                .is_some_and(|t| crate::derived::is_dated(self.cx.schema, t))
    }

    /// Whether the question says number column `c` by a word of takings
    /// (revenue, sales, turnover, 销售额, 营业额): what rows take in, a
    /// total by its nature.
    fn said_as_takings(&self, c: &ColumnRef) -> bool {
        self.slots.iter().any(|s| {
            matches!(&s.item, Item::Mention(Target::Column(x)) if x == c)
                && s.tokens.clone().any(|k| {
                    let word = self.q.tokens[k].norm.as_str();
                    crate::mention::REVENUE_EN
                        .iter()
                        .any(|w| chatdb_knowledge::text::stem(w) == word)
                        || crate::mention::REVENUE_ZH.contains(&word)
                })
        })
    }

    /// 销量最高的镜框: a stored value said last in a Chinese question, right
    /// after 的 — the head of the noun phrase, as a table's noun would be —
    /// names the rows of its table (the products of that category); their
    /// name column, where it names them.
    fn rows_a_value_heads(&self) -> Option<ColumnRef> {
        if !self.q.chinese {
            return None;
        }
        let j = (0..self.slots.len()).rev().find(|j| !self.is_filler(*j))?;
        let Some(Target::Value { column, .. }) = self.target(j) else {
            return None;
        };
        let after_de = self.slots[j]
            .tokens
            .start
            .checked_sub(1)
            .is_some_and(|k| self.q.tokens[k].norm == "的");
        let rows = self.row_name(&column.table)?;
        (after_de && rows.column != column.column && self.names_the_rows(&rows)).then_some(rows)
    }
}
