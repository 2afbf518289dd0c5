//! Grouping: 每个地区 / for each country, the entities a question asks
//! about per group, and the groups a condition on a count implies.

use super::*;
use crate::derived::names_people;

impl Parser<'_, '_> {
    /// 每种包厢, 哪种包厢, 多少种包厢: "kind" (种) said before a table's
    /// noun is its rows' type where the table keeps one in a column named
    /// as that noun's type (rooms.room_type, machines.machine_type) — the
    /// slot names that column; otherwise (每种商品, a product of its own)
    /// the rows themselves.
    pub(super) fn kinds_of_the_rows_said(&mut self) {
        if !self.q.chinese {
            return;
        }
        for j in 0..self.slots.len() {
            let Some(Target::Table(table)) = self.target(j).cloned() else {
                continue;
            };
            let said_kind = self.slots[j]
                .tokens
                .start
                .checked_sub(1)
                .is_some_and(|k| self.q.tokens[k].norm.ends_with('种'));
            if !said_kind {
                continue;
            }
            let Some(t) = self.table(&table) else {
                continue;
            };
            let noun = chatdb_knowledge::text::name_words(&t.name).last().cloned();
            let mut kinds = t.columns.iter().filter(|c| {
                let words = chatdb_knowledge::text::name_words(&c.name);
                c.logical_type == LogicalType::Text
                    && crate::mention::names_a_kind(&c.name)
                    && matches!(words.as_slice(), [own, _] if Some(own) == noun.as_ref())
            });
            if let (Some(kind), None) = (kinds.next(), kinds.next()) {
                let kind = ColumnRef::new(&table, &kind.name);
                self.slots[j].item = Item::Mention(Target::Column(kind));
                self.slots[j].alts.clear();
            }
        }
    }

    /// 会员等级分布, 客户的城市分布, "the distribution of member levels":
    /// how a table's rows spread over the values of a column that labels
    /// them — a count per value. Only with nothing measured or grouped
    /// yet, and never over a number column (a histogram is not a count
    /// per value).
    pub(super) fn distributions(&mut self) {
        let Some(t) = self
            .q
            .tokens
            .iter()
            .position(|t| matches!(t.norm.as_str(), "分布" | "distribut"))
        else {
            return;
        };
        // "the distribution of customers by city": already a count per
        // group.
        let counted = matches!(
            self.intent.measures.as_slice(),
            [Measure {
                aggregation: Aggregation::Count,
                ..
            }]
        );
        if counted && !self.intent.dimensions.is_empty() {
            self.understood_tokens.push(t);
            return;
        }
        if !self.intent.measures.is_empty() || !self.intent.dimensions.is_empty() {
            return;
        }
        // The column said right before (Chinese) or after it ("of").
        let j = if self.q.chinese {
            (0..self.slots.len())
                .rev()
                .find(|j| self.slots[*j].tokens.end <= t && !self.is_filler(*j))
                .filter(|j| self.slots[*j].tokens.end + 1 >= t)
        } else {
            (0..self.slots.len())
                .find(|j| self.slots[*j].tokens.start > t && !self.is_filler(*j))
                .filter(|j| self.slots[*j].tokens.start <= t + 2)
        };
        let Some(j) = j.filter(|j| !self.slots[*j].used) else {
            return;
        };
        let Some(Target::Column(c)) = self.target(j).cloned() else {
            return;
        };
        if self.is_numeric(&c) || self.column_type(&c).is_temporal() {
            return;
        }
        self.slots[j].used = true;
        self.understood_tokens.push(t);
        self.intent.dimensions.push(c.clone());
        self.push_measure(Measure {
            aggregation: Aggregation::Count,
            target: MeasureTarget::Rows { table: c.table },
        });
    }

    /// 各部门的人数: 人数, the number of people, said of groups with nothing
    /// else counted, counts the people in each — the rows of the grouped
    /// attribute's own table (employees by their department), or, of
    /// groups that are a table's rows (departments), the rows of the one
    /// table that refers to it (its doctors).
    ///
    /// So does 多少人 / 几个人 after groups that are a table's rows (每个部门有
    /// 多少人), read first as a count of those rows — one per group.
    pub(super) fn people_counted_per_group(&mut self) {
        // (A word nothing placed — the layer's measure counted in 人 takes
        // it first.)
        let said = |k: usize| {
            let t = &self.q.tokens;
            t[k].norm == "人数"
                && self.slot_of_token(k).is_none()
                && !self.understood_tokens.contains(&k)
        };
        let how_many_people = |k: usize| {
            let t = &self.q.tokens;
            t[k].norm == "人"
                && k.checked_sub(1)
                    .is_some_and(|b| matches!(t[b].norm.as_str(), "多少" | "几个" | "几"))
        };
        let Some((k, asked)) = (0..self.q.tokens.len()).find_map(|k| {
            if how_many_people(k) {
                Some((k, true))
            } else {
                said(k).then_some((k, false))
            }
        }) else {
            return;
        };
        let [d] = self.intent.dimensions.as_slice() else {
            return;
        };
        let counts_the_groups = matches!(
            self.intent.measures.as_slice(),
            [Measure { aggregation: Aggregation::Count, target: MeasureTarget::Rows { table } }]
                if *table == d.table
        );
        if asked && !(counts_the_groups && self.names_the_rows(d)) {
            return;
        }
        if !asked && !self.intent.measures.is_empty() {
            return;
        }
        let table = if self.names_the_rows(d) {
            let referring: Vec<&Table> = self
                .cx
                .schema
                .tables
                .iter()
                .filter(|t| refers(t, &d.table))
                .collect();
            match referring.as_slice() {
                // (多少人 of groups of people — each kind of member card —
                // is never a count of what refers to them.)
                [one]
                    if !asked
                        || names_people(one) && !self.table(&d.table).is_some_and(names_people) =>
                {
                    one.qualified_name()
                }
                _ => return,
            }
        } else {
            d.table.clone()
        };
        self.intent.projections.clear();
        // (多少人 replaces the count of the groups' own rows.)
        self.intent.measures.clear();
        self.push_measure(Measure {
            aggregation: Aggregation::Count,
            target: MeasureTarget::Rows { table },
        });
        self.understood_tokens.push(k);
    }

    /// 人最多的部门, 人数最少的班级, 哪个部门人最多: 人 (人数), people, said
    /// right before a superlative and the rows ranked ranks those rows by how many people
    /// they have — the rows of the one table of people that refers to them
    /// (the department's employees), counted per row.
    pub(super) fn ranked_by_their_people(&mut self) {
        if !self.q.chinese || self.intent.order.is_some() {
            return;
        }
        for s in 0..self.slots.len() {
            let descending = match self.cue_at(s) {
                Some(CueKind::Max) => true,
                Some(CueKind::Min) => false,
                _ => continue,
            };
            let start = self.slots[s].tokens.start;
            let Some(k) = start.checked_sub(1) else {
                continue;
            };
            // (人 alone is a filler, as in 3人.)
            let people = matches!(self.q.tokens[k].norm.as_str(), "人" | "人数")
                && self.slot_of_token(k).is_none_or(|j| self.is_filler(j));
            let de_after = self.de_after(s);
            if self.slots[s].used || !people {
                continue;
            }
            // (哪个部门人最多: or the rows said right before 人 (的), the
            // superlative ending the question.)
            let e = if de_after {
                self.next_meaningful(s, 1)
            } else if self.next_meaningful(s, 1).is_none() {
                let de = k
                    .checked_sub(1)
                    .is_some_and(|b| self.q.tokens[b].norm == "的");
                k.checked_sub(1 + usize::from(de))
                    .and_then(|b| self.slot_of_token(b))
            } else {
                None
            };
            let Some(e) = e else {
                continue;
            };
            let Some(rows) = self.table_named_at(e).map(str::to_string) else {
                continue;
            };
            if self.table(&rows).is_some_and(names_people) {
                continue;
            }
            let referring: Vec<&Table> = self
                .cx
                .schema
                .tables
                .iter()
                .filter(|t| refers(t, &rows) && names_people(t))
                .collect();
            let [person] = referring.as_slice() else {
                continue;
            };
            let person = person.qualified_name();
            let Some(entity) = self.dimension_of(&Target::Table(rows)) else {
                continue;
            };
            let index = self.push_measure(Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows { table: person },
            });
            self.intent.order = Some(Order {
                key: OrderKey::Measure { index },
                descending,
            });
            self.intent.limit.get_or_insert(1);
            if !self.intent.dimensions.contains(&entity) {
                self.intent.dimensions.push(entity);
            }
            self.slots[s].used = true;
            self.slots[e].used = true;
            self.understood_tokens.push(k);
            return;
        }
    }

    /// Grouping: 每个地区 / for each country / by category.
    pub(super) fn grouping(&mut self) {
        let n = self.slots.len();
        for i in 0..n {
            if self.cue_at(i) != Some(CueKind::Group) || self.slots[i].used {
                continue;
            }
            if self.is_passive_by(i) {
                // "owned by students": not a grouping.
                self.slots[i].used = true;
                continue;
            }
            // 各公司分别开发了几款打车APP: 分别/各自 ("respectively") refer
            // back to the grouping already said; what follows is measured.
            // So do 各有/各是 before how many (各大区各有多少门店).
            let respectively = matches!(self.raw(i), "分别" | "各自" | "各有" | "各是");
            if respectively
                && (0..i).any(|k| self.cue_at(k) == Some(CueKind::Group) && !self.is_passive_by(k))
            {
                self.slots[i].used = true;
                continue;
            }
            // 销售额前三的门店分别在哪个城市: "respectively" before a which
            // asks something of each row picked (its city), not per city.
            if respectively
                && (i + 1..n)
                    .take(3)
                    .any(|k| self.cue_at(k) == Some(CueKind::Which))
            {
                self.slots[i].used = true;
                continue;
            }
            let Some(j) = self.mention_after(i, &[CueKind::Distinct], 2) else {
                self.each_of_what_was_said(i);
                continue;
            };
            let j = self.kind_said_after_its_table(j);
            // "top accounts by total invoiced", "by average rating": by
            // an aggregate is what ranks or orders, never a group.
            // ("by number of cylinders" of a Cylinders column is that
            // column: a count word before rows only counts them.)
            let rows = matches!(self.target(j), Some(Target::Table(_)));
            let by_an_aggregate = self.is_by(i)
                && (i + 1..j).any(|k| match self.cue_at(k) {
                    Some(CueKind::Count) => rows,
                    Some(
                        CueKind::Sum | CueKind::Avg | CueKind::Median | CueKind::Max | CueKind::Min,
                    ) => true,
                    _ => false,
                });
            if by_an_aggregate {
                continue;
            }
            // 平均每单多少件商品: 每 says its unit right after it — 每单 is
            // per order (单 of 订单), and 商品 further on is what is
            // counted, not what it is per.
            // (每单金额: a column of the orders themselves is each one's
            // own, no grouping.)
            let own_column = |table: &str| self.target(j).and_then(|t| t.table()) == Some(table);
            // (各类假期: each category of the rows is their kind.)
            let each_kind = matches!(self.raw(i), "各类" | "每类");
            if let Some(table) = self.table_said_right_after(i).filter(|t| !own_column(t)) {
                let kind = self.kind_column(&table).filter(|_| each_kind);
                if let Some(d) = kind.or_else(|| self.grouping_by(&Target::Table(table))) {
                    // (每类商品, 类 naming `product_categories`: the rows
                    // said next are those the kinds are of.)
                    let kinds_of =
                        |rows: &str| each_kind && self.kind_column(rows).as_ref() == Some(&d);
                    let of_the_rows = match self.target(j) {
                        Some(Target::Table(t)) => kinds_of(t),
                        Some(Target::Column(c)) => self.is_label(c) && kinds_of(&c.table),
                        _ => false,
                    };
                    if of_the_rows {
                        self.slots[j].used = true;
                    }
                    self.each_groups.push(d.clone());
                    if !self.intent.dimensions.contains(&d) {
                        self.intent.dimensions.push(d);
                    }
                    self.slots[i].used = true;
                }
                continue;
            }
            let t = self.target(j).cloned();
            // "by sales" after a top-N is an ordering, not a grouping.
            match t {
                Some(Target::Metric(_)) => {}
                Some(ref t @ (Target::Table(_) | Target::Column(_))) => {
                    // (Also of rows said by their label: 每类物品 of a
                    // pawnshop's `item`.)
                    let dimension = match t {
                        Target::Table(name) if each_kind => self.kind_column(name),
                        Target::Column(c) if each_kind && self.is_label(c) => {
                            self.kind_column(&c.table)
                        }
                        _ => self.grouping_by(t),
                    };
                    if let Some(d) = dimension {
                        if !self.is_by(i) {
                            self.each_groups.push(d.clone());
                        }
                        if !self.intent.dimensions.contains(&d) {
                            self.intent.dimensions.push(d);
                        }
                        self.slots[i].used = true;
                        self.slots[j].used = true;
                        self.groupings_joined_by_and(j);
                    }
                }
                _ => {}
            }
        }
        // 不同X with a measure: a grouping too.
        // (handled after measures below)
    }

    /// 各种支付方式的笔数, 每种订单状态: Chinese says a column after its
    /// table's noun (支付 | 方式, "payment method"), one compound: where
    /// the table at slot `j` is followed right away by a text column of
    /// its own that is no name, that column is what is said — the noun
    /// only qualifies it. Gives the slot to read.
    fn kind_said_after_its_table(&mut self, j: usize) -> usize {
        let Some(Target::Table(table)) = self.target(j).cloned() else {
            return j;
        };
        let k = j + 1;
        let compound = self.q.chinese
            && self
                .slots
                .get(k)
                .is_some_and(|next| next.tokens.start == self.slots[j].tokens.end && !next.used)
            && matches!(self.target(k), Some(Target::Column(c))
                if c.table == table && self.text_not_a_name(c))
            // (电视台隶属的机构: a clause with 的 is what each row has, no
            // compound.)
            && self.q.tokens[self.slots[k].tokens.clone()]
                .iter()
                .all(|t| t.norm != "的");
        if !compound {
            return j;
        }
        self.slots[j].used = true;
        k
    }

    /// The one column that says what kind a table's rows are (`leave_type`,
    /// `category`, `kind`, `class`, `genre` — a text column, neither a key
    /// nor a name), when it has exactly one; with none, the name of the
    /// kind they refer to, when they refer to exactly one table of kinds
    /// (每类商品 of products referring to `product_categories`).
    pub(super) fn kind_column(&self, table: &str) -> Option<ColumnRef> {
        let t = self.table(table)?;
        let mut kinds = t.columns.iter().filter(|c| {
            self.text_not_a_name(&ColumnRef::new(table, &c.name))
                && crate::mention::names_a_kind(&c.name)
        });
        match (kinds.next(), kinds.next()) {
            (Some(c), None) => Some(ColumnRef::new(table, &c.name)),
            (None, _) => self.kind_referred_to(t),
            _ => None,
        }
    }

    /// The label of the one table of kinds (named by a kind word in the
    /// plural: `categories`, `product_types`) that `t` refers to.
    fn kind_referred_to(&self, t: &chatdb_core::Table) -> Option<ColumnRef> {
        let of_kinds = |name: &str| {
            chatdb_knowledge::text::split_identifier(name)
                .last()
                .is_some_and(|w| {
                    chatdb_knowledge::text::singular_forms(w)
                        .iter()
                        .any(|s| crate::mention::KIND_WORDS.contains(&s.as_str()))
                })
        };
        let mut kinds = t.foreign_keys.iter().filter(|f| of_kinds(&f.ref_table));
        let (Some(f), None) = (kinds.next(), kinds.next()) else {
            return None;
        };
        let label = self.table(&f.ref_table).and_then(label_column)?;
        Some(ColumnRef::new(&f.ref_table, label))
    }

    /// What grouping by a table or column `t` groups by: its dimension —
    /// for a table whose rows have no name ("per order": their first text
    /// column, a channel, is no grouping of orders), its key.
    pub(super) fn grouping_by(&self, t: &Target) -> Option<ColumnRef> {
        let d = self.dimension_of(t)?;
        Some(match t {
            Target::Table(name) if !self.names_its_rows(&d) => self.key_of(name).unwrap_or(d),
            _ => d,
        })
    }

    /// 每单: the table a one-character noun right after 每 abbreviates by
    /// its head (单 of 订单) — in the cue at `i` (每单 is one word) or the
    /// word after it, when that is no mention of its own nor a time word.
    fn table_said_right_after(&self, i: usize) -> Option<String> {
        if !self.q.chinese {
            return None;
        }
        let mut glued = self.raw(i).strip_prefix('每')?.chars();
        let head = match (glued.next(), glued.next()) {
            (Some(head), None) => head,
            (None, _) => {
                let k = self.slots[i].tokens.end;
                let mut chars = self.q.tokens.get(k)?.norm.chars();
                let free = self.slot_of_token(k).is_none() && !self.time_tokens.contains(&k);
                match (chars.next(), chars.next()) {
                    (Some(head), None) if free => head,
                    _ => return None,
                }
            }
            _ => return None,
        };
        if !crate::question::is_han(head) {
            return None;
        }
        self.table_abbreviated_by(head)
    }

    /// 男女客户各有多少, 金卡和钻石会员各有多少人: 各 ("each") after what
    /// is split — a column, or values of one column, then perhaps the
    /// table they are of — and before how many: a count per value.
    fn each_of_what_was_said(&mut self, i: usize) {
        // (各有 and 各是 are one word to jieba.)
        if !self.q.chinese || !matches!(self.raw(i), "各" | "各有" | "各是") {
            return;
        }
        let asks_how_many = self
            .next_meaningful(i, 2)
            .is_some_and(|j| matches!(self.cue_at(j), Some(CueKind::Count | CueKind::HowMuch)));
        if !asks_how_many {
            return;
        }
        let mut split: Option<ColumnRef> = None;
        for k in (0..i).rev().take(6) {
            match self.target(k) {
                Some(Target::Table(_)) if split.is_none() => continue,
                Some(Target::Column(c)) if split.is_none() => {
                    let categorical = !self.is_numeric(c)
                        && !self.is_key(c)
                        && !self.column_type(c).is_temporal();
                    if categorical {
                        split = Some(c.clone());
                    }
                    break;
                }
                Some(Target::Value { column, .. }) => match &split {
                    None => split = Some(column.clone()),
                    Some(c) if c == column => {}
                    Some(_) => return,
                },
                _ if self.is_filler(k) => continue,
                _ => break,
            }
        }
        let Some(d) = split else {
            return;
        };
        if !self.intent.dimensions.contains(&d) {
            self.intent.dimensions.push(d);
        }
        self.slots[i].used = true;
    }

    /// A table's key, when it is one column.
    pub(super) fn key_of(&self, table: &str) -> Option<ColumnRef> {
        match self.table(table)?.primary_key.as_slice() {
            [key] => Some(ColumnRef::new(table, key)),
            _ => None,
        }
    }

    /// Whether a text column other than its table's label holds a
    /// category its rows share (the stores' city): not named like a name
    /// or a key, and by the profile some value repeats. Unlike a label, it
    /// need not repeat much — 25 cities over 42 stores are still cities.
    pub(super) fn holds_a_category(&self, d: &ColumnRef) -> bool {
        self.text_not_a_name(d)
            && !self.is_label(d)
            && self
                .distinct_of_rows(d)
                .is_some_and(|(distinct, rows)| distinct < rows)
    }

    /// A text column not named like a name, nor a key.
    fn text_not_a_name(&self, d: &ColumnRef) -> bool {
        self.column_type(d) == LogicalType::Text
            && !chatdb_core::schema::named_like_a_name(&d.column)
            && !self.is_key(d)
    }

    /// How many distinct values `d` has and how many rows its table has,
    /// by the profile.
    pub(super) fn distinct_of_rows(&self, d: &ColumnRef) -> Option<(u64, u64)> {
        self.cx
            .profiles
            .iter()
            .find(|p| p.table == d.table)
            .and_then(|p| Some((p.column(&d.column)?.distinct_count, p.row_count)))
    }

    /// Whether a text column's values are kinds of rows (a channel, a
    /// result, a type) rather than the rows' own names: not named like a
    /// name or a key, and by the profile each value is shared by two rows
    /// or more on average — even when it is the table's label.
    pub(super) fn names_kinds(&self, d: &ColumnRef) -> bool {
        self.text_not_a_name(d)
            && self
                .distinct_of_rows(d)
                .is_some_and(|(distinct, rows)| distinct > 0 && distinct * 2 <= rows)
    }

    /// Whether every row of `d`'s table has a value of `d` of its own (its
    /// key; or by a profile of the whole table, no nulls and as many
    /// distinct values as rows — counted exactly, or estimated and the most
    /// frequent value seen once): each value is as common as any other.
    pub(super) fn one_row_per_value(&self, d: &ColumnRef) -> bool {
        if self.is_key(d) {
            return true;
        }
        let Some(profile) = self.cx.profiles.iter().find(|p| p.table == d.table) else {
            return false;
        };
        profile.row_count > 1
            && !profile.sampled
            && profile.column(&d.column).is_some_and(|c| {
                let exact = !c.distinct_approximate;
                let most_seen_once = c.top_values.first().is_some_and(|(_, n)| *n == 1);
                // (An estimate is a sketch's, within a few percent: DuckDB's
                // put 101 on 102 unique product names. Its most frequent
                // value seen once, counted exactly, settles it.)
                let as_many = if exact {
                    c.distinct_count >= profile.row_count
                } else {
                    c.distinct_count * 10 >= profile.row_count * 9
                };
                c.null_fraction == 0.0 && as_many && (exact || most_seen_once)
            })
    }

    /// Whether `c` tells its table's rows apart — its key, or a label that
    /// names them — rather than being an attribute rows share.
    pub(super) fn names_the_rows(&self, c: &ColumnRef) -> bool {
        self.is_key(c) || self.is_label(c) && self.names_its_rows(c)
    }

    /// Whether a table's label column `d` names its rows: named like a
    /// name, or (by the profile) nearly one value per row — not a category
    /// that a few values repeat over many rows. (The name of another thing
    /// is such a category when it repeats: a sale's `customer_name`, eight
    /// names over thousands of sales, names the customers, not the sales;
    /// a customer's own name may repeat and still names customers.)
    pub(super) fn names_its_rows(&self, d: &ColumnRef) -> bool {
        let table_name = d.table.rsplit('.').next().unwrap_or(&d.table);
        if self.is_key(d)
            || chatdb_core::schema::named_like_a_name(&d.column)
                && !crate::mention::name_of_another_thing(&d.column, table_name)
        {
            return true;
        }
        let Some(profile) = self.cx.profiles.iter().find(|p| p.table == d.table) else {
            return true;
        };
        profile
            .column(&d.column)
            .is_none_or(|c| c.distinct_count.saturating_mul(2) >= profile.row_count)
    }

    /// "average quantity per order line", "average price per product": an
    /// average of a table's column per row of that same table (grouped by
    /// its own key or name) would average one value per group; "per line"
    /// says what one value is, and the average is over all of them (other
    /// groupings stay: "average students per school by type").
    pub(super) fn averages_per_own_row(&mut self) {
        let [m] = self.intent.measures.as_slice() else {
            return;
        };
        let table = match (m.aggregation, &m.target) {
            (Aggregation::Avg, MeasureTarget::Column { column }) => column.table.clone(),
            // (An average metric — 客单价 — per order is the same.)
            (_, MeasureTarget::Metric { id }) if !self.metric_is_a_total(id) => {
                match self.metric_table(id) {
                    Some(t) => t.to_string(),
                    None => return,
                }
            }
            _ => return,
        };
        let Some(own_key) = self.key_of(&table) else {
            return;
        };
        if self.intent.order.is_some() {
            return;
        }
        // (每个学段平均每所学校有多少学生: the type stays a grouping; the
        // schools — by key or by a label named as a name — are what is
        // averaged over. A label like Pets' PetType may be a category.)
        // (每种套餐的平均价格: Chinese saying each row first, with 的,
        // before the average asks it of each row — the grouping stays.)
        // (The average's cue, or the column 平均价格 glues it to.)
        let averaged = match &m.target {
            MeasureTarget::Column { column } => Some(Target::Column(column.clone())),
            _ => None,
        };
        let avg_at = (0..self.slots.len()).find(|k| {
            self.cue_at(*k) == Some(CueKind::Avg)
                || averaged.is_some() && self.target(*k) == averaged.as_ref()
        });
        let each_said_first = |p: &Self, d: &ColumnRef| {
            p.q.chinese
                && p.each_groups.contains(d)
                && avg_at.is_some_and(|a| {
                    (0..a).any(|j| {
                        p.table_named_at(j) == Some(d.table.as_str())
                            && p.de_after(j)
                            && p.next_meaningful(j, 1) == Some(a)
                    })
                })
        };
        let own_rows = |p: &Self, d: &ColumnRef| {
            (*d == own_key
                || d.table == table
                    && p.is_label(d)
                    && chatdb_core::schema::named_like_a_name(&d.column))
                && !each_said_first(p, d)
        };
        let before = self.intent.dimensions.len();
        let kept: Vec<ColumnRef> = self
            .intent
            .dimensions
            .iter()
            .filter(|d| !own_rows(self, d))
            .cloned()
            .collect();
        if kept.len() < before {
            self.intent.dimensions = kept;
            self.intent.group_keys.retain(|k| *k != own_key);
            // (平均每所学校: the unit averaged over is the rows themselves —
            // a plain average, not one of totals per remaining group.)
            self.calcs.per_average = None;
        }
    }

    /// "by region and channel", 按大区和渠道: the grouping at `j` goes on to
    /// what "and" (和, 及, a comma) joins to it, one after another.
    fn groupings_joined_by_and(&mut self, mut j: usize) {
        loop {
            let Some(k) = self.next_meaningful(j, 1).filter(|k| !self.slots[*k].used) else {
                return;
            };
            let between = &self.q.tokens[self.slots[j].tokens.end..self.slots[k].tokens.start];
            let joined = !between.is_empty()
                && between.iter().all(|t| {
                    matches!(
                        t.norm.as_str(),
                        "and" | "," | "，" | "、" | "和" | "及" | "与"
                    )
                });
            if !joined {
                return;
            }
            let Some(d) = self
                .target(k)
                .filter(|t| matches!(t, Target::Table(_) | Target::Column(_)))
                .and_then(|t| self.dimension_of(t))
            else {
                return;
            };
            if !self.intent.dimensions.contains(&d) {
                self.intent.dimensions.push(d);
            }
            self.slots[k].used = true;
            j = k;
        }
    }

    /// Entities asked for: "which products", 哪个地区 → group by them when there is a measure.
    pub(super) fn entities_asked_for(&mut self) {
        let zh = self.q.chinese;
        let n = self.slots.len();
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
                // "customers who ordered": "who" is never a determiner; the
                // table's noun right after it is the clause's verb.
                if self.raw(i) == "who"
                    && j == i + 1
                    && matches!(self.target(j), Some(Target::Table(_)))
                {
                    continue;
                }
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
    }

    /// "airlines that have at least 10 flights": grouped by the entity.
    pub(super) fn groups_of_a_count_condition(&mut self) {
        let n = self.slots.len();
        if !self.intent.having.is_empty() && self.intent.dimensions.is_empty() {
            self.values_counted_are_groups();
        }
        if !self.intent.having.is_empty() && self.intent.dimensions.is_empty() {
            let counted = self.counted_in_having();
            // The entity: a table other than the counted one, or a text
            // column (哪些公司的洗衣机品牌不少于2个), or ids ("document ids
            // with at least two paragraphs") — not the counted rows' own key,
            // which would count one row per group.
            let own_key = |p: &Self, c: &ColumnRef| {
                counted.contains(&c.table)
                    && p.table(&c.table)
                        .is_some_and(|t| t.primary_key.len() == 1 && t.primary_key[0] == c.column)
            };
            let entity = (0..n).find(|j| match self.target(*j) {
                Some(Target::Table(t)) => !counted.contains(t),
                Some(Target::Column(c)) => {
                    !self.slots[*j].used
                        && (!self.is_numeric(c) || self.is_key(c))
                        && !own_key(self, c)
                }
                _ => false,
            });
            if let Some(j) = entity {
                if let Some(t) = self.target(j).cloned() {
                    let counts_entity = self.intent.measures.iter().any(|m| matches!(&m.target, MeasureTarget::Rows { table } if Some(table.as_str()) == t.table()));
                    if counts_entity {
                        if !self.count_of_rows_with_a_count(j) {
                            self.notes
                                .push("counting groups that meet a condition".into());
                        }
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
    }

    /// The one group a count condition is on, shown by what the question
    /// asks of it: "the founding years of orchestras with more than one
    /// performance" lists each such orchestra's year — grouped by the
    /// orchestra (its key), not by the year, nor shown by its name.
    pub(super) fn asked_of_each_group(&mut self) {
        let [d] = self.intent.dimensions.as_slice() else {
            return;
        };
        // (Only a group shown by its name, as its table's word gives it —
        // not a column asked for itself, "the codes of types …".)
        let named = self.row_name(&d.table).as_ref() == Some(d) && !self.is_key(d);
        let asked = named
            && !self.intent.having.is_empty()
            && self.intent.measures.is_empty()
            && !self.intent.projections.is_empty()
            && self
                .intent
                .projections
                .iter()
                .all(|p| p.table == d.table && p != d && !self.is_key(p));
        let key = match self.table(&d.table).map(|t| t.primary_key.as_slice()) {
            Some([key]) if asked => ColumnRef::new(&d.table, key),
            _ => return,
        };
        self.intent.dimensions = std::mem::take(&mut self.intent.projections);
        if !self.intent.group_keys.contains(&key) {
            self.intent.group_keys.push(key);
        }
    }

    /// "how many cities have more than 3 stores", 有多少个城市的门店超过3家:
    /// the distinct values counted are the groups the condition is on —
    /// how many groups meet it, not how many values there are.
    fn values_counted_are_groups(&mut self) {
        let [Measure {
            aggregation: Aggregation::CountDistinct,
            target: MeasureTarget::Column { column },
        }] = self.intent.measures.as_slice()
        else {
            return;
        };
        if self.is_numeric(column)
            || self.intent.calculation.is_some()
            || self.intent.limit.is_some()
            || self.intent.order.is_some()
            || self.has_cue(CueKind::Which)
        {
            return;
        }
        // The values are what "how many" asks about: the count said right
        // before them, or (城市有多少个) right after.
        let counted = |p: &Self, k: Option<usize>| {
            k.is_some_and(|k| matches!(p.cue_at(k), Some(CueKind::Count | CueKind::HowMuch)))
        };
        let asked = (0..self.slots.len()).any(|j| {
            matches!(self.target(j), Some(Target::Column(c)) if c == column)
                && (counted(self, self.prev_meaningful(j))
                    || counted(self, self.next_meaningful(j, 1)))
        });
        if !asked {
            return;
        }
        let group = column.clone();
        // (Each group's count is what the condition is on.)
        let Some(compared) = self.intent.having.first().map(|h| h.measure.clone()) else {
            return;
        };
        self.intent.measures = vec![compared];
        self.intent.dimensions.push(group);
        self.intent.calculation = Some(crate::intent::Calculation::CountGroups);
    }

    /// "how many customers have more than 10 orders", 下单超过10次的客户有多少:
    /// the entity's rows counted, each kept when its related rows number
    /// so many — a condition on each row, not a HAVING on the count.
    fn count_of_rows_with_a_count(&mut self, j: usize) -> bool {
        let Some(Target::Table(subject)) = self.target(j).cloned() else {
            return false;
        };
        let [h] = self.intent.having.as_slice() else {
            return false;
        };
        let (MeasureTarget::Rows { table: other }, [value]) =
            (&h.measure.target, h.values.as_slice())
        else {
            return false;
        };
        if !self.references(other, &subject) || *other == subject {
            return false;
        }
        let filter = crate::intent::SubqueryFilter::RelatedCount {
            table: subject,
            other: other.clone(),
            op: h.op,
            value: value.clone(),
        };
        self.intent.having.clear();
        self.intent.subquery_filters.push(filter);
        self.slots[j].used = true;
        true
    }

    /// "the name and capacity of the stadium with the most concerts": a
    /// count of rows that orders the result, with nothing to group by yet, and
    /// columns of another table left over. Those columns are what is asked
    /// for, per entity: they become the grouping.
    pub(super) fn columns_of_ranked_entity(&mut self) -> bool {
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
            return self.ranked_entity_named_before_with(&counted);
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

    /// "the store with the most orders": with nothing else asked, the
    /// rows named right before "with" — another table, which the counted
    /// rows reach by their keys — are what is ranked, by their label; "the
    /// city with the most stores": a column of the counted rows named there
    /// is what they are grouped by.
    fn ranked_entity_named_before_with(&mut self, counted: &str) -> bool {
        if self.q.chinese {
            return false;
        }
        let entity = (0..self.slots.len()).find_map(|j| {
            let with_next = self
                .q
                .tokens
                .get(self.slots[j].tokens.end)
                .is_some_and(|t| t.norm == "with");
            if !with_next || self.slots[j].used {
                return None;
            }
            match self.target(j)? {
                Target::Table(t) if t != counted => Some((j, Target::Table(t.clone()))),
                Target::Column(c) if c.table == counted && !self.is_key(c) => {
                    Some((j, Target::Column(c.clone())))
                }
                _ => None,
            }
        });
        let Some((j, target)) = entity else {
            return false;
        };
        let label = match target {
            Target::Table(table) if self.cx.schema.reaches(counted, &table, 3) => {
                self.dimension_of(&Target::Table(table))
            }
            Target::Column(c) => Some(c),
            _ => None,
        };
        let Some(label) = label else {
            return false;
        };
        self.slots[j].used = true;
        self.intent.dimensions.push(label);
        true
    }

    /// A grouped name (a label named like a name, of a table other tables
    /// refer to) that the profile shows is not unique stands for the rows
    /// it names: they are grouped by their key as well, so two customers
    /// called 张伟 stay two groups — whether the aggregate is selected,
    /// ranks the groups ("which customer has the largest average order
    /// amount") or filters them. The groups a top per group is taken
    /// within are named the same way ("the last order of each customer":
    /// one per customer, not one per name).
    pub(super) fn names_that_are_not_unique(&mut self) {
        let ranked_by_aggregate = matches!(
            self.intent.order.as_ref().map(|o| &o.key),
            Some(OrderKey::Aggregate { .. })
        );
        let partition = match &self.intent.calculation {
            Some(crate::intent::Calculation::TopPerGroup { partition, .. }) => {
                Some(partition.clone())
            }
            _ => None,
        };
        if self.intent.measures.is_empty()
            && !ranked_by_aggregate
            && self.intent.having.is_empty()
            && partition.is_none()
        {
            return;
        }
        let grouped: Vec<ColumnRef> = self
            .intent
            .dimensions
            .iter()
            .cloned()
            .chain(partition)
            .collect();
        for d in grouped {
            let Some(table) = self.table(&d.table) else {
                continue;
            };
            let [key] = table.primary_key.as_slice() else {
                continue;
            };
            let key = ColumnRef::new(&d.table, key);
            if !self.is_label(&d)
                || !chatdb_core::schema::named_like_a_name(&d.column)
                || self.intent.dimensions.contains(&key)
            {
                continue;
            }
            let Some(profile) = self.cx.profiles.iter().find(|p| p.table == d.table) else {
                continue;
            };
            // (A most frequent value seen more than once is proof; an exact
            // distinct count below the rows too.)
            let repeated = profile.column(&d.column).is_some_and(|c| {
                c.top_values.first().is_some_and(|(_, n)| *n > 1)
                    || !profile.sampled
                        && !c.distinct_approximate
                        && c.null_fraction == 0.0
                        && c.distinct_count < profile.row_count
            });
            // Rows of an entity table (other tables refer to its key) are
            // the things named; a name copied into a fact table is not.
            let entity = self.cx.schema.tables.iter().any(|t| {
                t.foreign_keys
                    .iter()
                    .any(|f| f.ref_table == d.table || f.ref_table == table.name)
            });
            let repeated = repeated && entity;
            if repeated && !self.intent.group_keys.contains(&key) {
                self.intent.group_keys.push(key);
            }
        }
    }
}
