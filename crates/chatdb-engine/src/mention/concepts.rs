//! Business concepts named where no name says them: revenue, spend, pay,
//! order value, prices and kinds, users, births, the time an event
//! takes, money said by its verb.

use super::*;

/// Words for what a business takes in (`Lexicon::name_the_revenue`):
/// said of the price of one sale, its total (`parse::aggregate`).
pub(crate) const REVENUE_EN: &[&str] = &[
    "revenue", "income", "takings", "turnover", "earnings", "sales",
];
/// 营收, 收入 … in Chinese; 票房 is box-office takings, what tickets took in;
/// 流水 a shop's turnover, the day's or the month's takings.
pub(crate) const REVENUE_ZH: &[&str] = &[
    "营收",
    "收入",
    "营业额",
    "流水",
    "营业收入",
    "总收入",
    "销售额",
    "票房",
    // (What deals closed at: GMV, the 成交金额 of a booking.)
    "成交额",
    "成交金额",
];

/// Words for what buyers spend — and sellers earn.
pub(crate) const SPENDING: &[&str] = &[
    "spend",
    "spent",
    "spends",
    "spending",
    "earn",
    "earned",
    "earns",
    // (钱's English: "makes the most money".)
    "money",
    "消费",
    "消费额",
    "消费金额",
    "消费总额",
    // (What a seller achieves: 业绩, its sales.)
    "业绩",
];

/// A currency unit: 元, 块, 美元, yuan, USD….
pub(crate) fn is_currency(unit: &str) -> bool {
    chatdb_knowledge::attribute::is_money(unit)
}

/// Nouns of the money rows bring or cost (stemmed): sales, revenue,
/// turnover, income, earnings, spending, expenses — and the sums of money
/// handed over: payments, refunds, donations.
/// 客单价: what an order brings on average, said of the orders' money.
pub(crate) const ORDER_VALUE_ZH: &[&str] = &["客单价", "平均客单价"];

pub(crate) const MONEY_NOUNS: &[&str] = &[
    "sale", "revenu", "turnov", "incom", "earn", "spend", "expens", "payment", "refund", "donat",
];

impl Lexicon {
    /// seconds_played of plays, ordered_at of orders: a column naming the
    /// rows' own verb by its participle is said by the participle only
    /// (or before a time word) — "plays", "the biggest order" are rows.
    pub(super) fn rows_verb_said_as_a_participle(
        &mut self,
        schema: &Schema,
        in_scope: &dyn Fn(&str) -> bool,
    ) {
        for table in schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()))
        {
            let Some(noun) = name_words(&table.name).pop() else {
                continue;
            };
            for col in &table.columns {
                let participle_of_rows = split_identifier(&col.name).iter().any(|w| {
                    let w = w.to_lowercase();
                    crate::question::is_past_participle(&w) && stem(&w) == noun
                });
                if !participle_of_rows {
                    continue;
                }
                let target = Target::Column(ColumnRef::new(table.qualified_name(), &col.name));
                for p in self.phrases.iter_mut() {
                    if p.target == target
                        && p.words == [noun.clone()]
                        && matches!(p.said, Said::Any | Said::NotAsGerund)
                    {
                        p.said = Said::AsParticiple;
                    }
                }
            }
        }
    }

    /// "patients born before 1950": "born" is the participle of no name
    /// word — a person's birth is kept as birth_date, dob, date_of_birth —
    /// and names each table's one date of birth, where no name says it.
    pub(super) fn name_the_birth_dates(
        &mut self,
        schema: &Schema,
        in_scope: &dyn Fn(&str) -> bool,
    ) {
        if self.names("born") {
            return;
        }
        for table in schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()))
        {
            let mut births = table
                .columns
                .iter()
                .filter(|c| crate::derived::is_birth_date(c));
            if let (Some(c), None) = (births.next(), births.next()) {
                let target = Target::Column(ColumnRef::new(table.qualified_name(), &c.name));
                self.add_words(vec![stem("born")], target, 2);
            }
        }
    }

    /// "free users", 免费用户: where no name says "user", the one table
    /// whose rows have a username (listeners, members) keeps the users.
    pub(super) fn name_the_users(&mut self, schema: &Schema, in_scope: &dyn Fn(&str) -> bool) {
        let mut with_username = schema.tables.iter().filter(|t| {
            t.columns.iter().any(|c| {
                matches!(
                    c.name.to_lowercase().replace(['_', ' '], "").as_str(),
                    "username" | "userlogin" | "login"
                )
            })
        });
        let (Some(table), None) = (with_username.next(), with_username.next()) else {
            return;
        };
        if !in_scope(&table.qualified_name()) || self.names("user") || self.names("用户") {
            return;
        }
        let target = Target::Table(table.qualified_name());
        self.add_words(vec![stem("user")], target.clone(), 1);
        self.add("用户", target, 1);
    }

    /// "wins", "clicks", "opens": a yes/no column named by one participle
    /// (`won`, `clicked`, `opened`) is also said by its verb used as a
    /// plural noun — the times it held ("the most wins" counts the rows
    /// where `won` holds, `parse::aggregate`).
    pub(super) fn name_states_by_their_verbs_noun(
        &mut self,
        schema: &Schema,
        profiles: &[TableProfile],
        in_scope: &dyn Fn(&str) -> bool,
    ) {
        for table in schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()))
        {
            let profile = profiles.iter().find(|p| p.table == table.qualified_name());
            for col in &table.columns {
                let profile = profile.and_then(|p| p.column(&col.name));
                if !crate::derived::says_yes_or_no(col, profile) {
                    continue;
                }
                let Some(noun) = crate::derived::times_a_state_held(&col.name) else {
                    continue;
                };
                self.phrases.push(Phrase {
                    words: vec![stem(&noun)],
                    han: false,
                    target: Target::Column(ColumnRef::new(table.qualified_name(), &col.name)),
                    weight: 3,
                    said: Said::AsNoun(vec![noun]),
                });
            }
        }
    }

    /// 客单价, the money a customer's order brings on average: the one
    /// money column of the one table of orders (rows called orders,
    /// transactions, purchases, bills or receipts), where the schema does
    /// not name the word otherwise (averaged: `parse::aggregate`).
    pub(super) fn name_the_order_value(
        &mut self,
        schema: &Schema,
        profiles: &[TableProfile],
        in_scope: &dyn Fn(&str) -> bool,
    ) {
        const ORDERS: &[&str] = &["order", "transaction", "purchase", "bill", "receipt"];
        let mut found = schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()))
            .filter(|t| {
                name_words(&t.name)
                    .last()
                    .is_some_and(|w| ORDERS.iter().any(|o| stem(o) == *w))
            })
            .filter_map(|t| {
                // (Its money, or its one amount when no other is kept: an
                // order's `total`.)
                let amounts = crate::derived::amount_columns(t, profiles);
                let only_amount = match amounts.as_slice() {
                    [one] if Flow::of_name(&one.name) != Some(Flow::Quantity) => Some(*one),
                    _ => None,
                };
                Flow::Money
                    .only_column(t, profiles)
                    .or(only_amount)
                    .map(|c| ColumnRef::new(t.qualified_name(), &c.name))
            });
        // (One concept: where the schema or its layer names one of its
        // words — a metric 客单价 —, 平均客单价 is that one said with 平均.)
        let named = ORDER_VALUE_ZH.iter().any(|w| self.names(w));
        if let (Some(column), None, false) = (found.next(), found.next(), named) {
            self.name_where_unnamed(ORDER_VALUE_ZH.iter(), &Target::Column(column));
        }
    }

    /// "total spend", "monthly spend", 采购支出: where the schema keeps no
    /// money taken in (no buyer's spend that is the seller's revenue), what
    /// a business spends is the one column of the schema keeping money
    /// paid out — a cost, an expense (`purchase_orders.total_cost`) —,
    /// when exactly one does; below any name the schema gives those words.
    pub(super) fn name_the_spend(
        &mut self,
        schema: &Schema,
        profiles: &[TableProfile],
        in_scope: &dyn Fn(&str) -> bool,
    ) {
        const SPEND: &[&str] = &["spend", "spending", "spent", "expenditure", "outlay"];
        const SPEND_ZH: &[&str] = &["支出", "花费", "开支", "花销"];
        const PAID_OUT: &[&str] = &["cost", "spend", "spending", "expense", "expenditure"];
        let takes_money = schema
            .tables
            .iter()
            .any(|t| !crate::derived::money_taken_columns(schema, t, profiles).is_empty());
        if takes_money {
            return;
        }
        // (Of dated rows — spending happens on a day; a catalogue's
        // unit_cost is what a thing costs, not money paid.)
        let dated = |t: &&chatdb_core::Table| crate::derived::keeps_a_date(t);
        let mut spent = schema.tables.iter().filter(dated).flat_map(|t| {
            crate::derived::amount_columns(t, profiles)
                .into_iter()
                .filter(|c| {
                    name_words(&c.name)
                        .last()
                        .is_some_and(|w| PAID_OUT.iter().any(|p| stem(p) == *w))
                })
                .map(move |c| ColumnRef::new(t.qualified_name(), &c.name))
        });
        let (Some(column), None) = (spent.next(), spent.next()) else {
            return;
        };
        if !in_scope(&column.table) {
            return;
        }
        let target = Target::Column(column);
        self.name_where_unnamed(SPEND.iter().chain(SPEND_ZH), &target);
    }

    /// Each of `words` (English, stemmed; or Chinese) names `target`,
    /// weakly, where nothing of the schema is named so.
    pub(super) fn name_where_unnamed<'w>(
        &mut self,
        words: impl IntoIterator<Item = &'w &'w str>,
        target: &Target,
    ) {
        self.name_where_unnamed_as_all(words, std::slice::from_ref(target));
    }

    /// Each of `words` names every one of `targets` alike, weakly, where
    /// nothing of the schema is named so: the question's other words
    /// choose among them (`parse::slots`).
    pub(super) fn name_where_unnamed_as_all<'w>(
        &mut self,
        words: impl IntoIterator<Item = &'w &'w str>,
        targets: &[Target],
    ) {
        for w in words {
            if self.names(w) {
                continue;
            }
            for target in targets {
                if w.is_ascii() {
                    self.add_words(vec![stem(w)], target.clone(), 2);
                } else {
                    self.add(w, target.clone(), 2);
                }
            }
        }
    }

    /// "who earns the most", "the highest paid employee", "total payroll":
    /// what a person earns, is paid, or a payroll adds up, is the one
    /// column of the schema named as pay (a salary, wage, pay,
    /// compensation), when exactly one is — where those words name
    /// nothing else.
    pub(super) fn name_the_pay(&mut self, schema: &Schema, in_scope: &dyn Fn(&str) -> bool) {
        // (Stemmed, as names and questions are: salary is salaries too,
        // earn is earns, earned, earning.)
        const PAY: &[&str] = &["salary", "wage", "pay", "compensation"];
        const SAID: &[&str] = &["pay", "payroll", "wage", "salary"];
        // (What someone earns or is paid may also be the money rows take
        // in — "which store earns the most": both readings, the table the
        // question is about tells them apart.)
        const EARNED: &[&str] = &["earn", "paid"];
        let mut pay = schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()))
            .flat_map(|t| {
                t.columns
                    .iter()
                    .filter(|c| c.logical_type.is_numeric())
                    .filter(|c| {
                        name_words(&c.name)
                            .last()
                            .is_some_and(|w| PAY.iter().any(|p| stem(p) == *w))
                    })
                    .map(move |c| ColumnRef::new(t.qualified_name(), &c.name))
            });
        let (Some(column), None) = (pay.next(), pay.next()) else {
            return;
        };
        let target = Target::Column(column);
        self.name_where_unnamed(SAID, &target);
        for w in EARNED {
            let words = vec![stem(w)];
            let known = self
                .phrases
                .iter()
                .any(|p| p.words == words && p.target == target);
            if !known {
                self.add_words(words, target.clone(), 2);
            }
        }
    }

    /// 产量, 产奶量: what is produced is weighed or measured out — 产量
    /// (output) is the one weight or volume kept by dated rows
    /// ([`crate::derived::the_one_weighed_amount`]: hauls' tonnes,
    /// milkings' litres), where exactly one table keeps one; and 产 and a
    /// character of the rows' Chinese words with 量 (产奶量 of 挤奶) is
    /// that output too.
    pub(super) fn name_the_output(
        &mut self,
        schema: &Schema,
        profiles: &[TableProfile],
        in_scope: &dyn Fn(&str) -> bool,
    ) {
        let weighed: Vec<(&Table, ColumnRef)> = schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()))
            .filter(|t| {
                crate::derived::keeps_a_date(t)
                    || crate::derived::date_of_the_row_it_belongs_to(schema, &t.qualified_name())
                        .is_some()
            })
            .filter_map(|t| {
                crate::derived::the_one_weighed_amount(t, profiles)
                    .map(|c| (t, ColumnRef::new(t.qualified_name(), &c.name)))
            })
            .collect();
        let [(table, output)] = weighed.as_slice() else {
            return;
        };
        let target = Target::Column(output.clone());
        self.add("产量", target.clone(), 2);
        let mut said: Vec<char> = Vec::new();
        for zh in super::names::rows_in_chinese(table) {
            for ch in zh.chars().filter(|c| is_han(*c) && *c != '量') {
                if !said.contains(&ch) {
                    said.push(ch);
                    self.add(&format!("产{ch}量"), target.clone(), 2);
                }
            }
        }
    }

    /// "total revenue", 课程收入: a business's revenue, income or takings
    /// (营收, 收入, 营业额), where nothing is named so, is the money its
    /// rows take in — the one column of the schema keeping that (an amount
    /// paid, a total price, a fare), when exactly one does; below any name
    /// the schema gives those words. What buyers spend (消费) names it too.
    pub(super) fn name_the_revenue(
        &mut self,
        schema: &Schema,
        profiles: &[TableProfile],
        in_scope: &dyn Fn(&str) -> bool,
    ) {
        // (Each with whether its name or a sale date says it is money
        // taken; a price of unnamed dated events only may be what a pass
        // or a ticket sold for, which gives way to a fee or an amount.)
        let taken: Vec<(ColumnRef, bool)> = schema
            .tables
            .iter()
            .flat_map(|t| {
                let dated_by_a_sale = crate::derived::dated_by_a_sale(t);
                crate::derived::money_taken_columns(schema, t, profiles)
                    .into_iter()
                    .map(move |c| {
                        let said_so = dated_by_a_sale || crate::derived::keeps_money_taken(c);
                        (ColumnRef::new(t.qualified_name(), &c.name), said_so)
                    })
            })
            .collect();
        // (A fee on rows of a catalogue — named, undated, not even by the
        // row they belong to: a course's fee — is what one costs, below
        // money kept on dated rows: what each enrolment paid.)
        let catalogue = |c: &ColumnRef| {
            schema
                .table(&c.table)
                .is_some_and(|t| crate::derived::is_catalogue(schema, t))
        };
        let taken: Vec<(ColumnRef, bool)> = if taken.iter().any(|(c, _)| !catalogue(c)) {
            taken.into_iter().filter(|(c, _)| !catalogue(c)).collect()
        } else {
            taken
        };
        let said_so: Vec<&ColumnRef> = taken.iter().filter(|(_, s)| *s).map(|(c, _)| c).collect();
        let columns = match (taken.as_slice(), said_so.as_slice()) {
            ([(only, _)], _) => vec![only.clone()],
            (_, [only]) => vec![(*only).clone()],
            (_, [a, b]) => match header_and_lines(schema, a, b) {
                Some(both) => both,
                None => return,
            },
            _ => return,
        };
        if !columns.iter().all(|c| in_scope(&c.table)) {
            return;
        }
        for column in &columns {
            self.name_the_value_of_its_rows(schema, column);
        }
        let targets: Vec<Target> = columns.into_iter().map(Target::Column).collect();
        // (票房 is also the dictionary's word for a stored 'box office',
        // the counter: a word of takings says the money over a value it
        // translates.)
        for w in REVENUE_ZH {
            if self.names(w) && self.names_only_values_translated(w) {
                for target in &targets {
                    self.add(w, target.clone(), 5);
                }
            }
        }
        // What buyers spend is that money too, seen from the buyer's side
        // (消费最多的客人, "guests who spent the most").
        self.name_where_unnamed_as_all(
            REVENUE_EN.iter().chain(REVENUE_ZH).chain(SPENDING),
            &targets,
        );
    }

    /// "average order value", 订单金额: the value or amount of one of the
    /// rows whose `column` keeps the money they take in is that money.
    pub(super) fn name_the_value_of_its_rows(&mut self, schema: &Schema, column: &ColumnRef) {
        if let Some(table) = schema
            .tables
            .iter()
            .find(|t| t.qualified_name() == column.table)
        {
            // (And its amount: "booking amount", 订单金额 of a total_price.)
            for noun in ["value", "amount"] {
                let mut words = name_words(&table.name);
                words.push(stem(noun));
                if !self.phrases.iter().any(|p| p.words == words) {
                    self.add_words(words, Target::Column(column.clone()), 3);
                }
            }
            if !table.name.chars().any(is_han) {
                for zh in rows_in_chinese(table) {
                    let said_so = [
                        format!("{zh}金额"),
                        format!("{zh}的金额"),
                        format!("{zh}总金额"),
                        format!("{zh}的总金额"),
                    ];
                    for said in said_so {
                        if !self.names(&said) {
                            self.add(&said, Target::Column(column.clone()), 3);
                        }
                    }
                }
            }
        }
    }

    /// 房价 of rooms, 票价 of tickets, 房型 and 车型: Chinese names a thing's
    /// price (价) or its type (型) by the first character of its noun and
    /// that character — the one column an English table keeps it in (a
    /// price, rate, fee, fare, cost or rent; a type, model or kind), where
    /// the compound is a word.
    pub(super) fn name_prices_and_types(
        &mut self,
        schema: &Schema,
        in_scope: &dyn Fn(&str) -> bool,
    ) {
        const KEPT: &[(char, &[&str], bool)] = &[
            (
                '价',
                &["price", "rate", "fee", "fare", "cost", "rent"],
                true,
            ),
            ('型', &["type", "model", "kind"], false),
        ];
        for table in schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()))
        {
            if table.name.chars().any(is_han) {
                continue;
            }
            let mut chinese: Option<Vec<String>> = None;
            for (head, names, numeric) in KEPT {
                let mut kept = table.columns.iter().filter(|c| {
                    c.logical_type.is_numeric() == *numeric
                        && !table.is_key(&c.name)
                        && split_identifier(&c.name)
                            .iter()
                            .any(|w| names.contains(&w.to_lowercase().as_str()))
                });
                let (Some(column), None) = (kept.next(), kept.next()) else {
                    continue;
                };
                let target = Target::Column(ColumnRef::new(table.qualified_name(), &column.name));
                for zh in chinese.get_or_insert_with(|| rows_in_chinese(table)).iter() {
                    let Some(first) = zh.chars().next() else {
                        continue;
                    };
                    let word = format!("{first}{head}");
                    if chatdb_knowledge::text::jieba().has_word(&word) && !self.names(&word) {
                        self.add(&word, target.clone(), 2);
                    }
                }
            }
        }
    }

    /// "orders by service", 每种服务的订单量 of `service_type`: a text column
    /// named by a noun and a word of kind keeps the kinds of that noun,
    /// so the noun alone names it (weakly) — where no table is named by
    /// the noun, no column by it alone, and no other kind column by it.
    pub(super) fn name_kinds_by_their_noun(
        &mut self,
        schema: &Schema,
        names: &SchemaNames,
        in_scope: &dyn Fn(&str) -> bool,
    ) {
        let kind_of = |c: &chatdb_core::Column| match split_identifier(&c.name).as_slice() {
            [noun, kind] if KIND_WORDS.contains(&kind.as_str()) && noun.len() > 3 => {
                Some(noun.clone())
            }
            _ => None,
        };
        let kinds: Vec<(String, Target)> = schema
            .tables
            .iter()
            .filter(|t| in_scope(&t.qualified_name()) && !t.name.chars().any(is_han))
            .flat_map(|t| {
                t.columns
                    .iter()
                    .filter(|c| c.logical_type == LogicalType::Text && !t.is_key(&c.name))
                    .filter_map(move |c| {
                        let target = Target::Column(ColumnRef::new(t.qualified_name(), &c.name));
                        Some((kind_of(c)?, target))
                    })
            })
            .collect();
        // "kind of work", "sort of work" of `work_type`: type, kind and sort
        // are one word of kind said three ways.
        const ONE_KIND: [&str; 3] = ["type", "kind", "sort"];
        for (noun, target) in &kinds {
            let Target::Column(c) = target else {
                continue;
            };
            let own = split_identifier(&c.column).last().map(|w| w.to_lowercase());
            if !ONE_KIND.iter().any(|k| Some(*k) == own.as_deref()) {
                continue;
            }
            for other in ONE_KIND.iter().filter(|k| Some(**k) != own.as_deref()) {
                let words = vec![stem(noun), stem(other)];
                if !self.phrases.iter().any(|p| p.words == words) {
                    self.add_words(words, target.clone(), 2);
                }
            }
        }
        for (noun, target) in &kinds {
            let said = stem(noun);
            let named_otherwise = names.table_heads.iter().any(|(_, h)| *h == said)
                || names.one_word_columns.contains(&said)
                || kinds.iter().any(|(n, t)| n == noun && t != target);
            if named_otherwise || is_stopword(&said) {
                continue;
            }
            self.add_words(vec![said], target.clone(), 1);
            for zh in english_in_chinese(noun, 6) {
                if !self.names(&zh) {
                    self.add(&zh, target.clone(), 1);
                }
            }
        }
    }

    /// The head noun of an English table named by a compound (`job_openings`,
    /// `order_items`), weakly, spelled as that noun — where no other
    /// table's name ends in it and no column but an event's date (whose
    /// participle the gerund rule tells apart) is named by it alone.
    pub(super) fn add_head_noun(
        &mut self,
        names: &SchemaNames,
        table: &Table,
        words: &[String],
        target: &Target,
    ) {
        let (Some(head), true) = (words.last(), words.len() >= 2) else {
            return;
        };
        let Some(spelled) = split_identifier(&table.name)
            .pop()
            .map(|w| w.to_lowercase())
        else {
            return;
        };
        // (Nor a word of kind — "each type" of Ref_Template_Types may be
        // any type column's — nor a status; a word of three letters is a
        // noun as well: the jobs of print_jobs.)
        if head.len() < 3
            || !head.is_ascii()
            || is_stopword(head)
            || GENERIC_TABLE_SUFFIXES.contains(&head.as_str())
            || KIND_WORDS
                .iter()
                .chain(&["status"])
                .any(|k| stem(k) == *head)
        {
            return;
        }
        let other_table = names
            .table_heads
            .iter()
            .any(|(t, h)| *t != table.name && h == head);
        if other_table || names.one_word_columns.contains(head) {
            return;
        }
        let mut forms = chatdb_knowledge::text::singular_forms(&spelled);
        forms.extend([format!("{spelled}s"), format!("{spelled}es")]);
        self.phrases.push(Phrase {
            words: vec![head.clone()],
            han: false,
            target: target.clone(),
            weight: 2,
            said: Said::AsNoun(forms),
        });
    }

    /// "average wash time" of washes.duration_min, 洗车时长: an event's
    /// time, said by the rows' noun, is how long it lasts — the table's one
    /// column keeping the span of one event
    /// ([`crate::units::names_a_span_of_one_event`]), not the day it took
    /// place (washed_on, said by "wash" alone).
    pub(super) fn name_the_time_an_event_takes(&mut self, table: &Table, table_words: &[String]) {
        let Some(noun) = table_words.last() else {
            return;
        };
        let mut spans = table.columns.iter().filter(|c| {
            c.logical_type.is_numeric()
                && !table.is_key(&c.name)
                && crate::units::names_a_span_of_one_event(&split_identifier(&c.name))
        });
        let (Some(span), None) = (spans.next(), spans.next()) else {
            return;
        };
        let target = Target::Column(ColumnRef::new(table.qualified_name(), &span.name));
        self.add_words(vec![noun.clone(), stem("time")], target.clone(), 3);
        for zh in rows_in_chinese(table) {
            self.add(&format!("{zh}时长"), target.clone(), 3);
        }
    }

    /// 赔钱 of `compensation` (赔偿金), 收钱 of `fee` (收费), 罚钱 of
    /// `fine` (罚款): money is said by the verb of paying or taking it and
    /// 钱 — the verb that starts the Chinese word of a number column kept
    /// in money (taken in or spent); below a word of its own.
    pub(super) fn name_money_by_its_verb(&mut self, col: &chatdb_core::Column, target: &Target) {
        // (Not 费 of 费用, nor 金 of 金额: a word of money itself.)
        const MONEY_WORDS: &str = "费金款钱资薪";
        let kept_in_money =
            crate::derived::keeps_money_taken(col) || crate::derived::names_money_spent(&col.name);
        if !col.logical_type.is_numeric() || !kept_in_money {
            return;
        }
        let names = chatdb_knowledge::bilingual::chinese_names(&col.name, 6);
        for zh in names.iter().filter(|zh| zh.chars().count() >= 2) {
            let Some(verb) = zh.chars().next().filter(|c| !MONEY_WORDS.contains(*c)) else {
                continue;
            };
            self.add(&format!("{verb}钱"), target.clone(), 2);
            self.money_by_verb.push((verb, target.clone()));
        }
    }

    /// 造 of `built_year` (建造), 买 of `purchased_on` (购买): a date or a
    /// year named by what happened then — one word before the time word
    /// (built, joined, purchase, hire) — is said by each character of that
    /// word's two-character Chinese words that is a verb on its own. (Every
    /// such column is listed, so that a verb two of them share — 买 of
    /// `purchase_year` and of `purchased_on` — names neither.)
    pub(super) fn name_time_by_its_verbs(&mut self, col: &chatdb_core::Column, target: &Target) {
        const TIME_WORDS: &[&str] = &["year", "date", "on", "at", "time", "day"];
        let words: Vec<String> = split_identifier(&col.name)
            .iter()
            .map(|w| w.to_lowercase())
            .collect();
        let [event, last] = words.as_slice() else {
            return;
        };
        let a_time =
            col.logical_type.is_temporal() || last == "year" && col.logical_type.is_numeric();
        if !a_time || !TIME_WORDS.contains(&last.as_str()) {
            return;
        }
        for zh in chatdb_knowledge::bilingual::chinese_names(event, 6) {
            if zh.chars().count() != 2 {
                continue;
            }
            for c in zh.chars() {
                if crate::question::is_verb(c.encode_utf8(&mut [0; 4]))
                    && !self.time_by_verb.contains(&(c, target.clone()))
                {
                    self.time_by_verb.push((c, target.clone()));
                }
            }
        }
    }

    /// The one date or year column the one-character verb `verb` says
    /// happened then (造 of 建造, `built_year`), if exactly one is.
    pub(super) fn time_by_verb(&self, verb: &str) -> Option<&Target> {
        the_one_said_by(&self.time_by_verb, verb)
    }

    /// The one money column the verb `verb` pays or takes (赔 of 赔偿金:
    /// 赔了多少钱), if exactly one is.
    pub fn money_by_verb(&self, verb: &str) -> Option<ColumnRef> {
        match the_one_said_by(&self.money_by_verb, verb) {
            Some(Target::Column(c)) => Some(c.clone()),
            _ => None,
        }
    }

    /// "how many groups escaped" of bookings with a `group_size`, "parties"
    /// of reservations with a `party_size`: a column keeping the size of a
    /// noun says each row is one such — the noun names the rows, weakly,
    /// where no table is called so.
    pub(super) fn name_rows_by_what_is_sized(
        &mut self,
        names: &SchemaNames,
        table: &Table,
        target: &Target,
    ) {
        let sized: Vec<String> = table
            .columns
            .iter()
            .filter(|c| c.logical_type.is_numeric())
            .filter_map(|c| match name_words(&c.name).as_slice() {
                [noun, size] if *size == stem("size") => Some(noun.clone()),
                _ => None,
            })
            .collect();
        for noun in sized {
            let a_table_of_its_own = names.table_heads.iter().any(|(_, h)| *h == noun);
            if !a_table_of_its_own {
                self.add_words(vec![noun], target.clone(), 1);
            }
        }
    }
}

/// The one target `by_verb` lists for the one-character verb `verb` (a
/// verb character and what it says), if exactly one is.
fn the_one_said_by<'t>(by_verb: &'t [(char, Target)], verb: &str) -> Option<&'t Target> {
    let mut verb_chars = verb.chars();
    let (Some(v), None) = (verb_chars.next(), verb_chars.next()) else {
        return None;
    };
    the_one(by_verb.iter().filter(|(c, _)| *c == v).map(|(_, t)| t))
}
