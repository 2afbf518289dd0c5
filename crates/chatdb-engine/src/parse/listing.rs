//! What is listed: the entities a "which" question names, distinct
//! listings, and the columns left over.

use super::*;

impl Parser<'_, '_> {
    /// "哪些电视台…" / "which stadiums…": a listing names the entities.
    pub(super) fn listed_entities(&mut self) {
        let n = self.slots.len();
        if self.intent.measures.is_empty() && self.intent.having.is_empty() {
            for i in 0..n {
                // (都是什么电视剧: 什么 before a table asks for its rows, as
                // 哪些 does.)
                let what_table = self.q.chinese
                    && self.raw(i) == "什么"
                    && self.next_meaningful(i, 1).is_some_and(|j| {
                        !self.slots[j].used && matches!(self.target(j), Some(Target::Table(_)))
                    });
                if self.cue_at(i) != Some(CueKind::Which) && !what_table {
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
                // "the makers who produced a car": who right after a noun
                // starts a relative clause about it.
                let after_noun = !self.q.chinese
                    && i.checked_sub(1)
                        .is_some_and(|k| self.target(k).is_some() && !self.is_filler(k));
                if relative || after_noun {
                    continue;
                }
                // 洗衣机型号有哪些: in Chinese the entity may come first.
                let next = self.next_meaningful(i, 1);
                let is_table = |p: &Self, j: usize| matches!(p.target(j), Some(Target::Table(_)));
                let after = next.filter(|j| !self.slots[*j].used && is_table(self, *j));
                let entity = after.or_else(|| {
                    let nothing_named_after = next.is_none_or(|j| {
                        self.target(j).is_none() || self.clause_break_between(i, j)
                    });
                    self.prev_meaningful(i)
                        .filter(|j| self.q.chinese && nothing_named_after && is_table(self, *j))
                });
                // 哪些篮球运动员场上位置不为…: the table named inside a
                // qualified column right after the question word is the entity.
                let qualified = next.filter(|j| {
                    self.q.chinese
                        && matches!(self.target(*j), Some(Target::Column(c))
                            if self.raw(*j).starts_with(&c.table.to_lowercase())
                                && self.raw(*j).len() > c.table.len())
                });
                if let Some(j) = entity.or(qualified) {
                    let table = match self.target(j) {
                        Some(Target::Table(t)) => Some(t.clone()),
                        Some(Target::Column(c)) => Some(c.table.clone()),
                        _ => None,
                    };
                    if let Some(t) = table {
                        if let Some(label) = self.table(&t).and_then(label_column) {
                            let c = ColumnRef::new(&t, label);
                            if !self.intent.projections.contains(&c) {
                                self.intent.projections.insert(0, c);
                            }
                            if entity.is_some() {
                                self.slots[j].used = true;
                            }
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
    }

    /// "手机数码品类有哪些品牌" / "which brands…" / "list all brands": the
    /// values of an attribute asked for themselves are the set of them — a
    /// brand is not named again for each of its products. Only when nothing
    /// listed names rows (a name column or a key: then the rows are listed)
    /// and nothing is measured; and only after 哪些 and "which", or when the
    /// rows holding the attribute are not named: "what are the ages of the
    /// singers" wants every singer's.
    pub(super) fn which_values_are_a_set(&mut self) {
        // (A superlative or a limit picks rows: "the weight of the youngest dog".)
        if !self.intent.measures.is_empty()
            || !self.intent.dimensions.is_empty()
            || self.intent.order.is_some()
            || self.intent.limit.is_some()
        {
            return;
        }
        // A name, a key or a reference to another table's rows names rows.
        // (A label that is a category — the orders' channel — names none.)
        let names_rows = |p: &Self, c: &ColumnRef| {
            p.table(&c.table).is_none() || p.is_key(c) || p.is_label(c) && p.names_its_rows(c)
        };
        if self.intent.projections.is_empty()
            || self.intent.projections.iter().any(|c| names_rows(self, c))
        {
            return;
        }
        // (订单的金额, "the amounts of the payments": an amount that adds up
        // is each row's own — two orders of 39.9 are two amounts, not one
        // value of a kind.)
        if self
            .intent
            .projections
            .iter()
            .all(|c| self.is_numeric(c) && self.adds_up(c))
        {
            return;
        }
        // "list all brands": the attribute is what the question names, not
        // the rows that hold it ("the brands of the products").
        let tables: BTreeSet<&str> = self
            .intent
            .projections
            .iter()
            .map(|c| c.table.as_str())
            .collect();
        // (store_type says "store" of itself: "what are the store types",
        // 门店类型有哪些.)
        let own_words: BTreeSet<String> = self
            .intent
            .projections
            .iter()
            .flat_map(|c| chatdb_knowledge::text::name_words(&c.column))
            .map(|w| chatdb_knowledge::text::stem(&w))
            .collect();
        let own_names: Vec<String> = self
            .intent
            .projections
            .iter()
            .flat_map(|c| {
                let spec = self
                    .cx
                    .semantic
                    .and_then(|s| s.tables.get(&c.table)?.columns.get(&c.column));
                std::iter::once(c.column.replace('_', " "))
                    .chain(
                        spec.into_iter()
                            .flat_map(|s| s.synonyms.iter().chain(&s.description).cloned()),
                    )
                    .map(|n| n.to_lowercase())
            })
            .collect();
        let rows_named = tables
            .iter()
            .any(|t| self.table_said(t, &own_words, &own_names))
            || self.slots.iter().any(|s| match &s.item {
                Item::Mention(Target::Table(t)) => tables.contains(t.as_str()),
                Item::Mention(Target::Column(c)) => {
                    tables.contains(c.table.as_str()) && self.is_label(c) && self.names_its_rows(c)
                }
                _ => false,
            });
        let asked = !rows_named
            || (0..self.slots.len()).any(|i| {
                self.which_ones_at(i)
                && self
                    .next_meaningful(i, 1)
                    .and_then(|j| self.target(j))
                    .is_some_and(
                        |t| matches!(t, Target::Column(c) if self.intent.projections.contains(c)),
                    )
            });
        if asked {
            self.intent.distinct = true;
        }
    }

    /// Whether the question says `table`'s name anywhere — also inside a
    /// column's mention ("the brands of the products") — by its own words
    /// (unless they are among `except`, words a listed column's name says
    /// of itself) or, in the semantic layer, its display name and synonyms
    /// (unless one of the names in `within` holds them: 门店 in 门店类型).
    fn table_said(&self, table: &str, except: &BTreeSet<String>, within: &[String]) -> bool {
        let words: Vec<String> = chatdb_knowledge::text::name_words(table)
            .iter()
            .map(|w| chatdb_knowledge::text::stem(w))
            .collect();
        let said_in_words = !words.is_empty()
            && !words.iter().all(|w| except.contains(w))
            && words
                .iter()
                .all(|w| self.q.tokens.iter().any(|t| t.norm == *w));
        let spec = self.cx.semantic.and_then(|s| s.tables.get(table));
        let text = self.q.text.to_lowercase();
        said_in_words
            || spec.is_some_and(|spec| {
                spec.display_name
                    .iter()
                    .chain(&spec.synonyms)
                    .map(|n| n.to_lowercase())
                    .filter(|n| !n.is_empty() && !within.iter().any(|w| w.contains(n.as_str())))
                    .any(|n| text.contains(&n))
            })
    }

    /// Whether slot `i` asks which ones, 哪些 or "which": what the rows
    /// (or values) are, a set.
    fn which_ones_at(&self, i: usize) -> bool {
        self.cue_at(i) == Some(CueKind::Which)
            && matches!(
                self.q.tokens[self.slots[i].tokens.start].norm.as_str(),
                "哪些" | "which"
            )
    }

    /// Whether the reading only lists rows: nothing measured, grouped,
    /// ranked, cut, compared or computed.
    fn is_a_plain_list(&self) -> bool {
        self.intent.dimensions.is_empty() && self.lists_its_groups_only()
    }

    /// Whether the reading only lists rows, grouped or not: nothing
    /// measured, ranked, cut, compared or computed.
    pub(super) fn lists_its_groups_only(&self) -> bool {
        let i = &self.intent;
        i.measures.is_empty()
            && i.order.is_none()
            && i.limit.is_none()
            && i.grain.is_none()
            && i.comparison.is_none()
            && i.set_operation.is_none()
            && i.calculation.is_none()
    }

    /// 王芳借过哪些书, "which books did Amy borrow": which rows, asked by a
    /// condition on a table reached only against the references — through
    /// rows that name them, many to each (a book's loans, and their
    /// readers) — are each named once, not once for every such row. Only
    /// after 哪些 or "which", which ask what the rows are (as
    /// [`Self::which_values_are_a_set`] reads them); "list the singers in
    /// concerts of 2014" lists a row for each. Only a plain list: nothing
    /// measured, grouped, ranked or cut.
    pub(super) fn rows_reached_through_their_references_listed_once(&mut self) {
        let which = (0..self.slots.len()).any(|i| self.which_ones_at(i));
        let plain = which && self.is_a_plain_list() && !self.intent.distinct;
        let listed: BTreeSet<&str> = self
            .intent
            .projections
            .iter()
            .map(|c| c.table.as_str())
            .collect();
        let [rows] = listed.into_iter().collect::<Vec<_>>()[..] else {
            return;
        };
        if !plain || self.table(rows).is_none() {
            return;
        }
        // (The tables each row refers to, and they to theirs: one row of
        // each at most — a book's author, the author's country.)
        let mut reached: BTreeSet<String> = BTreeSet::from([rows.to_string()]);
        let mut frontier = vec![rows.to_string()];
        while let Some(t) = frontier.pop() {
            for fk in self
                .table(&t)
                .map(|t| t.foreign_keys.as_slice())
                .unwrap_or(&[])
            {
                let to = self
                    .cx
                    .schema
                    .tables
                    .iter()
                    .map(|t| t.qualified_name())
                    .find(|n| n.eq_ignore_ascii_case(&fk.ref_table));
                if let Some(to) = to.filter(|to| reached.insert(to.clone())) {
                    frontier.push(to);
                }
            }
        }
        let mut conditions = self
            .intent
            .filters
            .iter()
            .map(|f| f.column.table.as_str())
            .chain(
                self.intent
                    .time_range
                    .as_ref()
                    .and_then(|r| r.column.as_ref())
                    .map(|c| c.table.as_str()),
            );
        if conditions.any(|t| !reached.contains(t)) {
            self.intent.distinct = true;
        }
    }

    /// Distinct listing.
    pub(super) fn distinct_listing(&mut self) {
        let n = self.slots.len();
        if self.intent.measures.is_empty() {
            for i in 0..n {
                if self.cue_at(i) == Some(CueKind::Distinct) && !self.slots[i].used {
                    self.intent.distinct = true;
                    self.slots[i].used = true;
                }
            }
        }
    }

    /// True when the slot is followed by 和/以及/及/与 and a column
    /// after it: one item of a list.
    fn listed_before_and(&self, i: usize) -> bool {
        // (…洗衣机型号，以及产品是什么类别: a comma may stand before it.)
        let end = self.slots[i].tokens.end;
        let next = (end..self.q.tokens.len()).find(|k| self.q.tokens[*k].kind != TokenKind::Punct);
        let and = next
            .is_some_and(|k| matches!(self.q.tokens[k].norm.as_str(), "和" | "以及" | "及" | "与"));
        and && (i + 1..self.slots.len()).any(|k| matches!(self.target(k), Some(Target::Column(_))))
    }

    /// Lists the names of `table`'s rows first, unless they are listed
    /// already; false when the table has no label column.
    fn list_names_first(&mut self, table: &str) -> bool {
        let Some(label) = self.table(table).and_then(label_column) else {
            return false;
        };
        let c = ColumnRef::new(table, label);
        if !self.intent.projections.contains(&c) {
            self.intent.projections.insert(0, c);
        }
        true
    }

    /// "beds per ward", "price per product": a column of the rows listed
    /// "per" their own table is said of each of them, named — the
    /// table's label before the column. (Only "per": "the age of each
    /// teacher" lists the ages, as Spider's golds do.)
    pub(super) fn listed_per_row_are_named(&mut self) {
        if self.q.chinese
            || !self.intent.measures.is_empty()
            || !self.intent.having.is_empty()
            || self.intent.grain.is_some()
            || self.intent.projections.is_empty()
        {
            return;
        }
        let Some(table) = (0..self.slots.len())
            .find_map(|i| {
                let per = self.cue_at(i) == Some(CueKind::Group) && self.raw(i) == "per";
                let j = self.next_meaningful(i, 1).filter(|_| per)?;
                // (The table itself, not a column standing for it: "amount
                // paid per method" groups by the method.)
                match self.target(j) {
                    Some(Target::Table(t)) => Some(t.clone()),
                    _ => None,
                }
            })
            .or_else(|| self.rows_listed_with_their_column())
        else {
            return;
        };
        let Some(label) = self
            .table(&table)
            .and_then(|t| t.label_column())
            .map(|l| ColumnRef::new(&table, l))
        else {
            return;
        };
        // (The rows, grouped by their own label, are those rows.)
        let grouped_by_it = match self.intent.dimensions.as_slice() {
            [] => true,
            [d] => *d == label,
            _ => false,
        };
        if grouped_by_it
            && self
                .intent
                .projections
                .iter()
                .all(|c| c.table == table && *c != label && !self.is_key(c))
        {
            self.intent.dimensions.clear();
            self.intent.projections.insert(0, label);
        }
    }

    /// "dentists and their specialities", "patients with their city": rows
    /// said with a column of theirs after "and their" / "with its" are
    /// listed too — by name, beside that column. Their table.
    fn rows_listed_with_their_column(&self) -> Option<String> {
        const THEIR: &[&str] = &[
            "and their",
            "and its",
            "with their",
            "with its",
            "along with their",
            "along with its",
        ];
        (0..self.slots.len()).find_map(|i| {
            let Some(Target::Table(t)) = self.target(i) else {
                return None;
            };
            let j = self.next_meaningful(i, 1)?;
            let from = self.q.tokens[self.slots[i].tokens.end - 1].span.end;
            let to = self.q.tokens[self.slots[j].tokens.start].span.start;
            let between = self
                .q
                .lower
                .get(from..to)?
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            let theirs = matches!(self.target(j), Some(Target::Column(c)) if c.table == *t);
            (theirs && THEIR.contains(&between.as_str())).then(|| t.clone())
        })
    }

    /// What is left: columns to list, the subject table.
    pub(super) fn projections(&mut self) {
        let n = self.slots.len();
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
                    } else if let Some(d) = self
                        .column_of_a_grouped_table(i)
                        .filter(|_| !self.q.chinese)
                    {
                        // "each car maker, along with its id and how many
                        // models": the id of the groups, listed beside them.
                        self.group_by_key(d);
                        self.slots[i].used = true;
                    } else if self.slots[i].alts.contains(&Target::Table(c.table.clone()))
                        && self.measures_touch(&c.table)
                    {
                        // 所有城市中，建交国家最多的有多少: 城市 names the table
                        // measured (and its column of the same name).
                        self.slots[i].used = true;
                    }
                }
                // 给出打车APP和平均每个城市服务用户数量: a table listed
                // before "and" stands for its rows' names.
                Some(Target::Table(t))
                    if self.intent.measures.is_empty()
                        && self.q.chinese
                        && self.listed_before_and(i) =>
                {
                    // (The slot is unused here: it stays so without a label.)
                    self.slots[i].used = self.list_names_first(&t);
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
        // 年龄不低于平均年龄的都有谁？在球场上的位置是什么？: 谁 asks for the
        // rows' names, listed before what else is asked of them.
        if self.q.chinese
            && self.q.lower.contains('谁')
            && self.intent.measures.is_empty()
            && !self.intent.projections.is_empty()
        {
            if let Some(t) = subject.as_deref() {
                self.list_names_first(t);
            }
        }
        // 最年轻的篮球运动员多少岁: 多少岁 asks for the age ranked by.
        if self.intent.measures.is_empty() && self.intent.projections.is_empty() {
            if let Some(Order {
                key: OrderKey::Column { column },
                ..
            }) = &self.intent.order
            {
                let how_old = (0..self.q.tokens.len())
                    .find(|k| matches!(self.q.tokens[*k].norm.as_str(), "多少岁" | "几岁"));
                if let Some(k) = how_old.filter(|_| column.column.contains("年龄")) {
                    self.intent.projections.push(column.clone());
                    self.understood_tokens.push(k);
                }
            }
        }
        if self.intent.measures.is_empty() && self.intent.projections.is_empty() {
            if let Some(t) = subject {
                if let Some(label) = self.table(&t).and_then(label_column) {
                    // "show me this week's orders": rows whose label repeats
                    // (the orders' channel) are told apart by their key.
                    let label = ColumnRef::new(&t, label);
                    let repeats = !self.names_its_rows(&label);
                    if repeats {
                        self.default_label = Some(label.clone());
                        if let Some(key) = self.key_of(&t) {
                            self.intent.projections.push(key);
                        }
                    }
                    self.intent.projections.push(label);
                    // 金额最大的10笔订单: rows told apart by their key show
                    // the value they are ranked by.
                    if let Some(Order {
                        key: OrderKey::Column { column },
                        ..
                    }) = &self.intent.order
                    {
                        if repeats && column.table == t && !self.intent.projections.contains(column)
                        {
                            self.intent.projections.push(column.clone());
                        }
                    }
                    self.guesses += 1;
                    // "Where is the youngest teacher from?" asks for a place
                    // no column was named for, not for the teacher's name.
                    if !self.q.chinese && self.q.lower.starts_with("where ") {
                        self.notes.push("asks where, but names no place".into());
                    }
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
                    if let Some(name) = self.row_name(&column.table) {
                        self.intent.projections.push(name);
                    }
                }
            }
        }
        if let (Some(descending), None) = (self.pending_order.take(), &self.intent.order) {
            if self.intent.measures.is_empty() {
                if let Some(c) = self.intent.projections.first().cloned() {
                    self.intent.order = Some(Order {
                        key: OrderKey::Column { column: c },
                        descending,
                    });
                }
            }
        }
    }

    /// "completed appointments last month": rows listed by their key beside
    /// a label the filters fix (status = completed) show nothing of the
    /// rows but their ids — as likely meant counted. A doubt, and what a
    /// clarification can ask (listed or how many?). Judged on the final
    /// reading: a later pass may have measured them (线上订单的占比).
    pub(super) fn rows_listed_by_their_key_alone(&mut self) {
        let Some(label) = &self.default_label else {
            return;
        };
        let fixed = self.pinned(label);
        // (金额最高的线上订单 shows the amount it ranks by, and is one row.)
        let key = self.key_of(&label.table);
        let key_and_label = self
            .intent
            .projections
            .iter()
            .all(|c| c == label || Some(c) == key.as_ref());
        if fixed
            && key_and_label
            && self.intent.measures.is_empty()
            && self.intent.dimensions.is_empty()
            && self.intent.order.is_none()
            && self.intent.limit.is_none()
            && self.intent.projections.contains(label)
            && !self.listing_asked()
        {
            self.notes
                .push("lists rows by their key alone: a filter fixes their label".into());
            self.rows_or_count = true;
        }
    }

    /// "applications last month", "tickets created this week": rows that
    /// have no name of their own (listed by their key beside a label that
    /// repeats, a stage or a subject), asked of a closed period with no word
    /// asking to list them, are the period's volume — counted. Named rows
    /// ("drivers hired this year", "properties sold last month") stay
    /// listed.
    pub(super) fn rows_of_a_period_counted(&mut self) {
        // (A closed period: "upcoming appointments", from today on, are
        // what is coming — listed.)
        let Some(table) = self
            .intent
            .time_range
            .as_ref()
            .filter(|r| r.start.is_some() && r.end.is_some())
            .and_then(|r| r.column.as_ref())
            .map(|c| c.table.clone())
        else {
            return;
        };
        // (Listed by a label that repeats, or by their key alone:
        // subscriptions, whose only name is their id.)
        let key = self.key_of(&table);
        // (Or by a kind their label keeps — defects by their defect_type.)
        let label = match (&self.default_label, self.intent.projections.as_slice()) {
            (Some(l), _) if l.table == table => Some(l.clone()),
            (None, [p]) if Some(p) == key.as_ref() => None,
            (None, [p]) if p.table == table && self.is_label(p) && self.names_kinds(p) => {
                Some(p.clone())
            }
            _ => return,
        };
        // (Not a column asked for: "the ids of the orders of 2009",
        // "defect types found last month".)
        let asked = (0..self.slots.len()).any(|j| {
            matches!(self.target(j), Some(Target::Column(c)) if self.intent.projections.contains(c))
        });
        let only_key_and_label = !asked
            && !self.intent.projections.is_empty()
            && self
                .intent
                .projections
                .iter()
                .all(|c| Some(c) == label.as_ref() || Some(c) == key.as_ref());
        let listing = self.is_a_plain_list();
        if !listing || !only_key_and_label || self.listing_asked() || self.has_cue(CueKind::Which) {
            return;
        }
        self.intent.projections.clear();
        self.intent.distinct = false;
        self.push_measure(Measure {
            aggregation: Aggregation::Count,
            target: MeasureTarget::Rows { table },
        });
        // ("sales last month": rows named by a noun of money are the money
        // they bring.)
        self.rows_said_as_their_money();
    }

    /// "rejections by department", "no-shows per doctor": rows said only
    /// by a value of theirs (a stage 'rejected') before the grouping, with
    /// nothing but the groups listed, are counted per group — as "orders
    /// by month" counts the rows of a table said so. The value's table.
    fn rows_said_by_their_value(&self) -> Option<String> {
        let dims = &self.intent.dimensions;
        let by = (0..self.slots.len()).find(|&i| self.cue_at(i) == Some(CueKind::Group))?;
        if self.intent.order.is_some()
            || self.intent.limit.is_some()
            || !self.intent.projections.iter().all(|p| dims.contains(p))
        {
            return None;
        }
        let mut said = (0..by).filter_map(|j| match &self.slots[j].item {
            Item::Mention(t) => Some(t),
            _ => None,
        });
        match (said.next(), said.next()) {
            (Some(Target::Value { column, .. }), None) if !dims.contains(column) => {
                Some(column.table.clone())
            }
            _ => None,
        }
    }

    /// Whether the question asks, in so many words, for the rows to be
    /// listed ("list the unpaid invoices", "show …", 列出, 哪些): not
    /// how many there are.
    fn listing_asked(&self) -> bool {
        const LIST: &[&str] = &[
            "list", "show", "display", "列出", "列举", "显示", "给出", "哪些",
        ];
        self.q.tokens.iter().any(|t| {
            self.q
                .lower
                .get(t.span.clone())
                .is_some_and(|w| LIST.contains(&w))
        })
    }

    /// Groups asked for with nothing measured. A listed number column
    /// named as a total (每个平台的总评分是多少: 总评分) is summed per group;
    /// a grouped column that is not what its table's rows are called
    /// (给出每一个综艺节目播出频道和所属系列: 播出频道) is listed rather than
    /// dropped, since only an aggregated intent keeps its groups.
    pub(super) fn groups_with_nothing_measured(&mut self) {
        if !self.intent.measures.is_empty()
            || !self.intent.having.is_empty()
            || self.intent.dimensions.is_empty()
            || self.intent.projections.is_empty()
            || self.intent.grain.is_some()
        {
            return;
        }
        let dims = self.intent.dimensions.clone();
        if let Some(table) = self.rows_said_by_their_value() {
            self.intent.projections.clear();
            self.push_measure(Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows { table },
            });
            return;
        }
        // "orders by payment method", "customers by city": a table named
        // (listed by its label) and grouped asks how many rows each group
        // has, as "orders by month" does over periods.
        // (Not a ranking of the groups, "which year has the most concerts",
        // whose count is the ordering's.)
        let ranked = self.intent.order.is_some() || self.intent.limit.is_some();
        // (Rows whose label repeats are listed by their key first.)
        let listed = match self.intent.projections.as_slice() {
            [k, p] if self.is_key(k) && k.table == p.table => std::slice::from_ref(p),
            all => all,
        };
        // (A label that repeats, as the orders' channel, does not name the
        // rows: "orders by channel" groups them by it all the same.)
        let named_table = match listed {
            [p] if !ranked
                && self.is_label(p)
                && (!dims.contains(p) || !self.names_its_rows(p)) =>
            {
                Some(p.table.clone())
            }
            _ => None,
        }
        .filter(|t| self.table_noun_read(t) && !self.rows_asked_which(t));
        if let Some(table) = named_table {
            self.intent.projections.clear();
            self.push_measure(Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows { table },
            });
            return;
        }
        // (各门店的订单金额: the groups may be rows the amounts' rows refer
        // to; where the join would repeat the amounts — orders by product
        // category — the builder refuses it rather than total them twice.)
        let totals =
            self.intent.projections.iter().all(|c| {
                self.is_numeric(c) && names_a_total(&c.column) && dims.iter().all(|d| d != c)
            });
        if totals {
            for c in std::mem::take(&mut self.intent.projections) {
                self.push_measure(Measure {
                    aggregation: Aggregation::Sum,
                    target: MeasureTarget::Column { column: c },
                });
            }
            return;
        }
        // 各区县的在校学生数, "students per district": rows grouped by an
        // attribute they share (not their own name or key) have one value
        // per group when it adds up — a count or an amount; a price or an
        // age stays listed row by row.
        // (Shares, running totals and rates are worked out after the
        // roles: their columns are not values per group.)
        let settled = !ranked
            && self.calcs.share.is_none()
            && self.calcs.running.is_none()
            && self.calcs.per_average.is_none()
            && self.intent.calculation.is_none()
            && self.intent.contrast.is_none()
            && self.pending_superlative.is_none()
            && self.pending_order.is_none()
            && self.pending_ranking.is_none();
        let shared_groups = settled
            && dims.iter().all(|d| {
                !self.names_the_rows(d)
                    && self.intent.projections.iter().all(|p| p.table == d.table)
            });
        // 各供应商的采购金额, "purchase amount by supplier": amounts of rows
        // that each refer to one row of the groups' table (a purchase to
        // its supplier) are totalled per group, as over periods. So are
        // they over groups joined some other way ("revenue by plan" of
        // invoices → accounts ← subscriptions → plans): the builder
        // refuses a join that would repeat them, which lists nothing the
        // question did not ask (each invoice's amount, the plans unsaid).
        let referred_groups = settled
            && dims.iter().all(|d| {
                self.intent
                    .projections
                    .iter()
                    .filter(|p| !dims.contains(p))
                    .all(|p| {
                        p.table != d.table
                            && self.cx.schema.join_hops(&p.table, &d.table, 3).is_some()
                    })
            });
        let values: Vec<ColumnRef> = self
            .intent
            .projections
            .iter()
            .filter(|p| !dims.contains(p))
            .cloned()
            .collect();
        let summed = !values.is_empty()
            && values
                .iter()
                .all(|c| self.is_numeric(c) && (self.holds_a_count(c) || self.adds_up(c)));
        if (shared_groups || referred_groups) && summed {
            self.intent.projections.clear();
            for column in values {
                self.push_measure(Measure {
                    aggregation: Aggregation::Sum,
                    target: MeasureTarget::Column { column },
                });
            }
            return;
        }
        // (每个客户买了哪些商品: the rows asked for are listed, once each,
        // beside the name of the group each belongs to.)
        let beside_rows_asked = |p: &Self, d: &ColumnRef| {
            p.intent
                .projections
                .iter()
                .any(|c| c.table != d.table && p.rows_asked_which(&c.table))
        };
        for d in dims.iter().rev() {
            let asked_beside = beside_rows_asked(self, d);
            if (!self.is_label(d) || asked_beside) && !self.intent.projections.contains(d) {
                self.intent.projections.insert(0, d.clone());
            }
            self.intent.distinct |= asked_beside;
        }
    }

    /// 上周的退款金额, "order amounts today": an amount said of a period,
    /// with no rows listed by name nor groups, is the period's total —
    /// when the semantic layer adds that column up in a metric, or its name
    /// says it adds up (it is an amount that sums, not a price or a rate).
    /// Listing each row's amount would answer a question nobody asked. So
    /// is, in Chinese (which says no plural), the amount of the rows of an
    /// entity picked on another table they belong to — 小家电商品的销量, the
    /// sales of that category's products — by its name alone.
    pub(super) fn amounts_of_a_period(&mut self) {
        let i = &self.intent;
        let picked_through_their_entity = self.q.chinese
            && !i.filters.is_empty()
            && i.projections.len() == 1
            && i.projections.iter().all(|c| {
                self.is_numeric(c)
                    && self.adds_up(c)
                    && i.filters.iter().all(|f| {
                        f.column.table != c.table
                            && self.cx.schema.reaches(&c.table, &f.column.table, 3)
                    })
            });
        // (儿童票的收入, "revenue from child tickets": so is money said by a
        // word of takings — a total by its nature — where the rows are
        // events, not things that keep a revenue of their own.)
        let takings = |c: &ColumnRef| self.takings_said_of_events(c);
        let said_as_takings = i.projections.len() == 1 && i.projections.iter().all(takings);
        // (销量是多少, 出库量, 领用数量: so is a quantity said with 量, the
        // amount the rows come to.)
        let said_as_their_amount =
            i.projections.len() == 1 && i.projections.iter().all(|c| self.said_as_an_amount(c));
        let said_as_takings = said_as_takings || said_as_their_amount;
        // (门票收入 listing the ticket type beside each sale's amount: takings
        // shown per row beside another column is no reading to trust.)
        if i.projections.len() > 1 && i.measures.is_empty() && i.dimensions.is_empty() {
            if let Some(c) = i.projections.iter().find(|c| takings(c)) {
                let note = format!(
                    "takings ({}) listed row by row beside other columns",
                    c.column
                );
                self.notes.push(note);
                return;
            }
        }
        // (The range itself is set after the roles, so a period said is
        // known by its words; with 每/each — 上个月每笔退款订单的金额 —
        // each row's amount is asked.)
        if self.time_tokens.is_empty() && !picked_through_their_entity && !said_as_takings
            || self.has_cue(CueKind::Group)
            || !i.measures.is_empty()
            || !i.dimensions.is_empty()
            || i.grain.is_some()
            || !i.having.is_empty()
            || i.order.is_some()
            || i.limit.is_some()
        {
            return;
        }
        let [c] = i.projections.as_slice() else {
            return;
        };
        // (Or whose name says it adds up — an amount of money or a
        // quantity —, as on a source without a layer.)
        let summed = self
            .cx
            .semantic
            .is_some_and(|s| s.metrics.iter().any(|m| self.metric_totals(&m.id, c)))
            || self.is_numeric(c) && self.adds_up(c);
        if !summed {
            return;
        }
        let column = c.clone();
        self.total_instead_of_the_list(column);
    }

    /// Whether the question says number column `c` with 量, in Chinese
    /// the amount rows come to (销量, 出库量, 领用数量), and it adds up.
    fn said_as_an_amount(&self, c: &ColumnRef) -> bool {
        self.q.chinese
            && self.is_numeric(c)
            && self.adds_up(c)
            && (0..self.slots.len()).any(|k| {
                matches!(self.target(k), Some(Target::Column(x)) if x == c)
                    && self.raw(k).ends_with('量')
            })
    }

    /// The listed `column` totalled instead: nothing listed, its sum
    /// measured.
    pub(super) fn total_instead_of_the_list(&mut self, column: ColumnRef) {
        self.intent.projections.clear();
        self.intent.distinct = false;
        self.push_measure(Measure {
            aggregation: Aggregation::Sum,
            target: MeasureTarget::Column { column },
        });
    }

    /// The reading of the mention at slot `i` that is a column of a table
    /// already grouped by (not yet a grouping itself).
    fn column_of_a_grouped_table(&self, i: usize) -> Option<ColumnRef> {
        // Tables whose rows are the groups (grouped by their label or key),
        // not tables grouped by one of their attributes.
        let grouped: Vec<&str> = self
            .intent
            .dimensions
            .iter()
            .filter(|d| self.is_key(d) || self.is_label(d))
            .map(|d| d.table.as_str())
            .collect();
        self.target(i)
            .into_iter()
            .chain(self.slots[i].alts.iter())
            .find_map(|t| match t {
                Target::Column(c)
                    if grouped.contains(&c.table.as_str())
                        && self.is_key(c)
                        && !self.intent.dimensions.contains(c) =>
                {
                    Some(c.clone())
                }
                _ => None,
            })
    }

    /// Adds the key `d` to the groups; it replaces its table's label when
    /// nobody named that label ("each student … and student id" groups by
    /// the id alone).
    fn group_by_key(&mut self, d: ColumnRef) {
        let implied_label = self
            .intent
            .dimensions
            .iter()
            .position(|x| x.table == d.table && self.is_label(x) && !self.column_said(x));
        match implied_label {
            Some(k) => self.intent.dimensions[k] = d,
            None => self.intent.dimensions.push(d),
        }
    }

    /// 注册最早的客户, 注册日期最晚的客户, 售价最贵的三个商品: rows asked for
    /// by their table's noun and picked by the extreme of one of their
    /// dates or amounts are named, not only given by that value (which
    /// stays beside the name). A period asked (最早的订单是哪天) is the date
    /// alone, and so is an amount asked (最年轻的球员多少岁).
    pub(super) fn rows_picked_by_a_date_are_named(&mut self) {
        let Some(Order {
            key: OrderKey::Column { column },
            ..
        }) = self.intent.order.clone()
        else {
            return;
        };
        // (距离最远的是哪一单, 时长最长的是哪个: "which one", said last with
        // nothing after it, asks for the row as its noun would.)
        let which_row = self.which_one_said_last();
        let asked = self.table_noun_read(&column.table) || which_row;
        if !self.q.chinese
            || self.picks_a_period
            || !asked
            || self.intent.limit.is_none()
            || !self.intent.measures.is_empty()
            || self.intent.projections != [column.clone()]
            || !(self.column_type(&column).is_temporal()
                || self.is_numeric(&column)
                    && !self.a_number_asked()
                    && (self.rows_said_after(&column) || which_row))
        {
            return;
        }
        if let Some(name) = self.row_name(&column.table).filter(|n| *n != column) {
            self.intent.projections.insert(0, name);
        }
    }

    /// Whether the question ends asking "which one" (是哪个, 是哪一单): a
    /// which cue with nothing named after it.
    fn which_one_said_last(&self) -> bool {
        (0..self.slots.len()).any(|w| {
            self.cue_at(w) == Some(CueKind::Which)
                && (w + 1..self.slots.len()).all(|k| self.target(k).is_none())
        })
    }

    /// Whether the rows of `column`'s table are named after the column (售价
    /// 最贵的三个商品: the goods are what is asked), not before it (最便宜的
    /// 打车方式对应的每公里价格: the price is).
    fn rows_said_after(&self, column: &ColumnRef) -> bool {
        let at = |t: &Target| {
            self.slots
                .iter()
                .position(|s| s.item == Item::Mention(t.clone()))
        };
        let rows = at(&Target::Table(column.table.clone()));
        let said = at(&Target::Column(column.clone()));
        matches!((said, rows), (Some(c), Some(r)) if c < r)
    }

    /// Whether the question asks for a number (多少, 几, how much / many /
    /// old): then the value ranked is what is asked.
    pub(super) fn a_number_asked(&self) -> bool {
        ["多少", "几", "how much", "how many", "how old"]
            .iter()
            .any(|w| self.q.lower.contains(w))
    }

    /// Whether `table`'s noun is said right after 哪些 or "which" (每个老师
    /// 有哪些课): the rows themselves are asked for, never how many.
    pub(super) fn rows_asked_which(&self, table: &str) -> bool {
        (0..self.slots.len()).any(|k| {
            let names_the_rows = match self.target(k) {
                Some(Target::Table(t)) => t == table,
                // ("which courses": the noun may be read as their name.)
                Some(Target::Column(c)) => c.table == table && self.is_label(c),
                _ => false,
            };
            names_the_rows
                && self
                    .prev_meaningful(k)
                    .is_some_and(|w| self.which_ones_at(w))
        })
    }

    /// Whether a mention read as `table` itself — its rows, by their noun —
    /// took a role.
    fn table_noun_read(&self, table: &str) -> bool {
        self.took_a_role(&Item::Mention(Target::Table(table.to_string())))
    }

    /// "the store that opened most recently", "the most recently opened
    /// store": the latest or earliest date said of rows asked for by their
    /// table's noun picks those rows — named, beside the date — unless the
    /// date itself is asked ("when did the last store open", 最早的订单是哪天).
    pub(super) fn rows_picked_by_their_latest_date(&mut self) {
        let [Measure {
            aggregation: aggregation @ (Aggregation::Max | Aggregation::Min),
            target: MeasureTarget::Column { column },
        }] = self.intent.measures.as_slice()
        else {
            return;
        };
        let (column, descending) = (column.clone(), *aggregation == Aggregation::Max);
        let alone = self.intent.over_all_rows();
        // (The noun may be read as the rows' name column: "store".)
        let name = self.row_name(&column.table).filter(|n| *n != column);
        let rows_asked = self.table_noun_read(&column.table)
            || name
                .as_ref()
                .is_some_and(|n| self.took_a_role(&Item::Mention(Target::Column(n.clone()))));
        if !alone || !rows_asked || self.period_asked || !self.column_type(&column).is_temporal() {
            return;
        }
        let Some(name) = name else {
            return;
        };
        self.intent.measures.clear();
        self.intent.projections = vec![name, column.clone()];
        self.intent.order = Some(Order {
            key: OrderKey::Column { column },
            descending,
        });
        self.intent.limit = Some(1);
    }

    /// The column and direction when one row is picked (LIMIT 1, no
    /// measures or groups) by the extreme of a calendar value that many of
    /// its rows share — at most one distinct value for every two rows: a
    /// sign-up day, an age by its birth year — or, with `numbers`, of any
    /// number so shared (a rent set in steps of 50: several properties
    /// share the highest). (Where the ties cannot be kept, only a shared
    /// calendar value is a doubt: a tie at a number's extreme is rarer.)
    pub(super) fn one_row_by_a_shared_value(&self, numbers: bool) -> Option<(ColumnRef, bool)> {
        let Some(Order {
            key: OrderKey::Column { column },
            descending,
        }) = &self.intent.order
        else {
            return None;
        };
        let calendar = match self
            .table(&column.table)
            .and_then(|t| crate::derived::Age::parse(&column.column, t))
        {
            Some(age) => Some(ColumnRef::new(column.table.clone(), age.birth_year)),
            None => (self.column_type(column).is_temporal()
                || numbers && self.is_numeric(column) && !self.is_key(column))
            .then(|| column.clone()),
        };
        let shared = self.intent.limit == Some(1)
            && self.intent.measures.is_empty()
            && self.intent.dimensions.is_empty()
            && calendar
                .and_then(|c| self.distinct_of_rows(&c))
                .is_some_and(|(distinct, rows)| distinct > 0 && distinct * 2 <= rows);
        shared.then(|| (column.clone(), *descending))
    }

    /// 注册最早的客户, "the last customer to sign up": the one row picked by
    /// a date that many rows share (a dozen customers a day) is every row
    /// of that day — `date = (SELECT MIN(date) …)` keeps the ties a
    /// LIMIT 1 would pick one of at random; so is the one picked by a
    /// number many rows share ("the most expensive property" of rents set
    /// in steps of 50). Only where everything listed
    /// and every condition is of the dated rows' own table, so the
    /// subquery sees the same rows; otherwise the doubt stays (coverage).
    pub(super) fn ties_of_a_shared_value(&mut self) {
        let Some((column, descending)) = self.one_row_by_a_shared_value(true) else {
            return;
        };
        let i = &self.intent;
        let own_rows_only = i.filters.iter().all(|f| f.column.table == column.table)
            && i.projections.iter().all(|p| p.table == column.table)
            && !i.any_filter
            && i.subquery_filters.is_empty()
            && i.having.is_empty()
            && i.time_range.is_none()
            && i.set_operation.is_none()
            && i.contrast.is_none()
            && i.calculation.is_none();
        if !own_rows_only {
            return;
        }
        let aggregation = if descending {
            Aggregation::Max
        } else {
            Aggregation::Min
        };
        self.intent.order = None;
        self.intent.limit = None;
        // ("how long was the longest walk": where only that value is asked,
        // the ties share it — the one extreme is the answer, not a row of
        // it for each.)
        if self.intent.projections == [column.clone()] {
            self.intent.projections.clear();
            self.intent.distinct = false;
            self.push_measure(Measure {
                aggregation,
                target: MeasureTarget::Column { column },
            });
            return;
        }
        let conditions = self.intent.filters.clone();
        self.intent
            .subquery_filters
            .push(crate::intent::SubqueryFilter::CompareToAggregate {
                column,
                op: FilterOp::Eq,
                aggregation,
                conditions,
            });
    }
}

/// True when a column's name says it holds a total (总评分, total_points).
fn names_a_total(name: &str) -> bool {
    name.starts_with('总')
        || chatdb_knowledge::text::name_words(name)
            .first()
            .is_some_and(|w| w == "total")
}
