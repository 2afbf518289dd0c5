//! Aggregations: counts, sums, averages, minimums and maximums of what the
//! cue governs, and metrics of the semantic layer.

use super::*;
use crate::intent::Calculation;

mod cue;

impl Parser<'_, '_> {
    /// 总人口 / 平均年龄 as one jieba word: the total (average) of the column
    /// inside it — a fact of Chinese word-building, whatever the column is
    /// called. (When jieba cuts 平均 off, the cue takes it instead.)
    pub(super) fn aggregates_glued_to_columns(&mut self) {
        for j in 0..self.slots.len() {
            let Some(Target::Column(c)) = self.target(j).cloned() else {
                continue;
            };
            if self.slots[j].used
                || !self.q.chinese && !self.takings_of_a_price(j)
                || !self.is_numeric(&c)
            {
                continue;
            }
            let Some(aggregation) = self.glued_aggregation(j) else {
                continue;
            };
            let m = self.push_measure(Measure {
                aggregation,
                target: MeasureTarget::Column { column: c },
            });
            self.slots[j].used = true;
            // "total revenue", 总收入: a total said before a word that is
            // one already says it once more.
            if aggregation == Aggregation::Sum {
                if let Some(k) = self.prev_meaningful(j) {
                    if self.cue_at(k) == Some(CueKind::Sum) && !self.slots[k].used {
                        self.slots[k].used = true;
                    }
                }
            }
            // 平均年龄最大: a superlative right after ranks by this measure.
            if let Some(k) = self.next_meaningful(j, 2) {
                if let Some(kind @ (CueKind::Max | CueKind::Min)) = self.cue_at(k) {
                    if !self.slots[k].used {
                        self.order_by_measure(m, kind == CueKind::Max);
                        self.intent.limit.get_or_insert(1);
                        self.slots[k].used = true;
                    }
                }
            }
        }
    }

    /// "the average area of stores": what an average or a total governs is
    /// a number. A word naming a table and a number column (area: the
    /// sales regions, and the stores' floor area) said within three words
    /// after it, before any number or metric, is the column.
    pub(super) fn amounts_governed_by_an_aggregate(&mut self) {
        for i in 0..self.slots.len() {
            if !matches!(self.cue_at(i), Some(CueKind::Avg | CueKind::Sum)) {
                continue;
            }
            let following: Vec<usize> = (i + 1..self.slots.len())
                .filter(|j| !self.is_filler(*j))
                .take_while(|j| !self.clause_break_between(i, *j))
                .take(3)
                .collect();
            for j in following {
                let number = |p: &Self, t: &Target| matches!(t, Target::Column(c) if p.is_numeric(c) && !p.is_key(c));
                match self.target(j) {
                    Some(Target::Table(_)) => {
                        let column = self.slots[j].alts.iter().find(|t| number(self, t)).cloned();
                        if let Some(t) = column {
                            self.slots[j].item = Item::Mention(t);
                            break;
                        }
                    }
                    Some(Target::Value { .. }) => {}
                    _ => break,
                }
            }
        }
    }

    /// Whether the layer's metric `id` is a total or a count (SUM, COUNT).
    pub(super) fn metric_is_a_total(&self, id: &str) -> bool {
        self.cx
            .semantic
            .and_then(|s| s.metric(id))
            .and_then(|m| m.expression.as_deref())
            .is_some_and(chatdb_knowledge::semantic::adds_up)
    }

    /// The aggregation a column mention carries in its own word: 总人口 is
    /// a total, 平均年龄 an average (unless the column itself is named so);
    /// so is 总 before the measure word ending it (销售总额, 采购总量).
    pub(super) fn glued_aggregation(&self, j: usize) -> Option<Aggregation> {
        let Some(Target::Column(c)) = self.target(j) else {
            return None;
        };
        let raw = self.raw(j);
        let total_of_measure =
            ["总额", "总金额", "总量"].iter().any(|t| raw.ends_with(t)) && !c.column.contains('总');
        if raw.starts_with('总') && !c.column.starts_with('总')
            || total_of_measure
            || self.takings_of_a_price(j)
        {
            Some(Aggregation::Sum)
        } else if raw.starts_with("平均") && !c.column.starts_with("平均")
            || crate::mention::ORDER_VALUE_ZH
                .iter()
                .any(|w| raw.ends_with(w))
        {
            Some(Aggregation::Avg)
        } else {
            None
        }
    }

    /// 票房, "revenue" said of tickets.price (`derived::price_of_one_sale`,
    /// the only way a word of takings names a price), and what is spent or
    /// achieved (业绩 of a seller): the takings of rows of one sale each
    /// are their prices added up.
    pub(super) fn takings_of_a_price(&self, j: usize) -> bool {
        let Some(Target::Column(c)) = self.target(j) else {
            return false;
        };
        let raw = self.raw(j);
        super::calculation::is_per_unit(c)
            && (crate::mention::REVENUE_ZH.contains(&raw)
                || crate::mention::REVENUE_EN.contains(&raw)
                || crate::mention::SPENDING.contains(&raw))
    }

    /// The one Chinese character a count at slot `i` counts in: after
    /// 多少/几 in its cue (多少单), or the word right after it (几 家).
    fn noun_of_count(&self, i: usize) -> Option<char> {
        let raw = self.raw(i);
        let in_cue = raw
            .strip_prefix("多少")
            .or_else(|| raw.strip_prefix('几'))
            .filter(|rest| rest.chars().count() == 1);
        let after = self.slots[i].tokens.end;
        let word = match in_cue {
            Some(rest) => rest,
            None if !self.slots.iter().any(|s| s.tokens.contains(&after)) => {
                self.q.tokens.get(after)?.norm.as_str()
            }
            None => return None,
        };
        let mut chars = word.chars();
        match (chars.next(), chars.next()) {
            (Some(head), None) if crate::question::is_han(head) => Some(head),
            _ => None,
        }
    }

    /// 下了多少单, 有几家店: the noun of a count — the one character after
    /// 多少/几 in its cue, or the word right after it — that ends exactly
    /// one table's two-character Chinese name (订单, 门店): the name said by
    /// its head. Measure words that count anything (个, 家, 人 …) are not
    /// such a noun.
    fn table_abbreviated_in(&self, i: usize) -> Option<String> {
        self.table_abbreviated_by(self.noun_of_count(i)?)
    }

    /// The table a count's noun `head` abbreviates, unless it is a measure
    /// word that counts anything (个, 家, 人 …).
    pub(super) fn table_abbreviated_by(&self, head: char) -> Option<String> {
        if crate::cues::MEASURE_WORDS.contains(head) {
            return None;
        }
        self.table_said_by_its_head(head)
    }

    /// 今年卖出去多少单: the count at slot `i` has a noun of its own naming a
    /// table (单 of 订单), and metric `id` is not counted in it (销量 is in 件).
    fn counts_a_table_not_the_metric(&self, i: usize, id: &str) -> bool {
        let Some(noun) = self.noun_of_count(i) else {
            return false;
        };
        let unit = self
            .cx
            .semantic
            .and_then(|s| s.metric(id))
            .and_then(|m| m.unit.as_deref());
        self.table_abbreviated_by(noun).is_some() && !unit.is_some_and(|u| u.chars().eq([noun]))
    }

    /// The one table whose two-character Chinese name ends in `head` (单 of
    /// 订单, 店 of 门店): the noun said by its head. With none, 单 is still
    /// 订单's head: the business's orders, as 订单 is where no table is
    /// called so (每单, 多少单 of a water round's deliveries).
    pub(super) fn table_said_by_its_head(&self, head: char) -> Option<String> {
        let mut tables = self.cx.schema.tables.iter().filter(|t| {
            self.two_character_names(t)
                .iter()
                .any(|name| name.ends_with(head))
        });
        match (tables.next(), tables.next()) {
            (Some(t), None) => Some(t.name.clone()),
            (None, _) if head == '单' => self.lexicon.orders().map(str::to_string),
            _ => None,
        }
    }

    /// Whether the value at slot `j` names rows of `table`: said with the
    /// table's noun after it or within its phrase ("flagship stores",
    /// "diamond members"), or, in Chinese, ending in the last character of
    /// the table's two-character name (旗舰店 of 门店).
    fn value_names_rows(&self, j: usize, table: &str) -> bool {
        if self
            .next_meaningful(j, 1)
            .is_some_and(|k| self.names_rows_of(k, table))
        {
            return true;
        }
        let Some(Target::Value { value, .. }) = self.target(j) else {
            return false;
        };
        // ("diamond members": an English phrase for a stored Chinese value
        // is its word before one of the table's nouns, `mention`.)
        if !self.q.chinese
            && self.slots[j].tokens.len() >= 2
            && value.chars().all(crate::question::is_han)
        {
            return true;
        }
        let Some(t) = self.table(table) else {
            return false;
        };
        let last = value.chars().last();
        value.chars().count() > 2
            && self
                .two_character_names(t)
                .iter()
                .any(|name| name.chars().last() == last)
    }

    /// A table's Chinese names of two characters (订单, 门店), from the
    /// semantic layer's synonyms and its comment: a noun said by its head.
    fn two_character_names(&self, t: &chatdb_core::Table) -> Vec<String> {
        let spec = self.cx.semantic.and_then(|s| s.tables.get(&t.name));
        let comment = t
            .comment
            .iter()
            .flat_map(|c| crate::mention::comment_parts(c));
        // (An English name's own Chinese, from the dictionary: 订单 of
        // `orders` — the commonest first.)
        let translated = if t.name.chars().any(crate::question::is_han) {
            Vec::new()
        } else {
            crate::mention::rows_in_chinese(t)
                .into_iter()
                .take(2)
                .collect()
        };
        spec.into_iter()
            .flat_map(|s| s.synonyms.iter().map(String::as_str))
            .chain(comment)
            .map(str::trim)
            .map(str::to_string)
            .chain(translated)
            .filter(|name| name.chars().count() == 2 && name.chars().all(crate::question::is_han))
            .collect()
    }

    /// The one table whose values are said before slot `i` in its clause,
    /// with nothing else named there: the rows those values pick out.
    fn table_of_values_before(&self, i: usize) -> Option<String> {
        let only_values = (0..i)
            .filter(|k| !self.clause_break_between(*k, i))
            .all(|k| matches!(self.target(k), None | Some(Target::Value { .. })));
        only_values
            .then(|| self.table_of_states_before(i))
            .flatten()
    }

    /// The one table whose values are said before slot `i` in its clause,
    /// whatever else is named there (每个班组完成了多少单: the moves, of
    /// 已完成).
    fn table_of_states_before(&self, i: usize) -> Option<String> {
        let tables: BTreeSet<&str> = (0..i)
            .filter(|k| !self.clause_break_between(*k, i))
            .filter_map(|k| match self.target(k) {
                Some(Target::Value { column, .. }) => Some(column.table.as_str()),
                _ => None,
            })
            .collect();
        match tables.len() {
            1 => tables.first().map(|t| t.to_string()),
            _ => None,
        }
    }

    /// "which city has the biggest store", 门店最大: a size word at `i` said
    /// of the rows named at `j` is not how many there are. It is the rows'
    /// own number said right after them (最大的门店面积), or — of rows that
    /// keep one amount, an order's — that amount ("the biggest orders");
    /// else of which column is not said. True when the size word is read.
    fn size_of_rows(&mut self, i: usize, j: usize, agg: Aggregation, largest: bool) -> bool {
        let Some(table) = self.table_named_at(j).map(str::to_string) else {
            return false;
        };
        // ("the biggest sponsor" of ad reads whose sponsors repeat: a name
        // many rows share says no one row — its size is not theirs.)
        if matches!(self.target(j), Some(Target::Column(c)) if self.names_kinds(c)) {
            self.notes.push(format!("{}: of what size", self.raw(i)));
            self.slots[i].used = true;
            return true;
        }
        let attribute = self
            .next_meaningful(j, 1)
            .and_then(|k| match self.target(k) {
                Some(Target::Column(c)) if c.table == table && self.is_numeric(c) => {
                    Some((k, c.clone()))
                }
                _ => None,
            });
        // "the 3 largest stores by floor area": the size is the number
        // named after "by".
        let by_attribute = self.next_meaningful(j, 1).and_then(|b| {
            if self.cue_at(b) != Some(CueKind::Group) || self.raw(b) != "by" {
                return None;
            }
            let k = self.next_meaningful(b, 1)?;
            match self.target(k) {
                Some(Target::Column(c)) if c.table == table && self.is_numeric(c) => {
                    Some((b, k, c.clone()))
                }
                _ => None,
            }
        });
        if let Some((k, c)) = attribute {
            self.push_measure(Measure {
                aggregation: agg,
                target: MeasureTarget::Column { column: c },
            });
            self.slots[k].used = true;
        } else if let Some((b, k, c)) = by_attribute {
            self.intent.order = Some(Order {
                key: OrderKey::Column { column: c },
                descending: largest,
            });
            // (How many — "the 3 largest" — is `top_n`'s, read before.)
            self.intent.limit.get_or_insert(1);
            self.slots[b].used = true;
            self.slots[k].used = true;
        } else {
            let amount = self
                .only_amount_of(&table)
                .or_else(|| self.only_size_of(&table))
                .filter(|_| !self.has_cue(CueKind::Which) && self.intent.dimensions.is_empty());
            match amount {
                Some(c) => {
                    self.intent.order = Some(Order {
                        key: OrderKey::Column { column: c },
                        descending: largest,
                    });
                    self.intent.limit.get_or_insert(1);
                }
                None => self.notes.push(format!("{}: of what size", self.raw(i))),
            }
        }
        self.slots[i].used = true;
        true
    }

    /// The one column of `table` holding an amount that adds up (an order's
    /// total), if there is exactly one.
    fn only_amount_of(&self, table: &str) -> Option<ColumnRef> {
        let t = self.table(table)?;
        let mut amounts = t
            .columns
            .iter()
            .map(|c| ColumnRef::new(table, &c.name))
            .filter(|c| self.is_numeric(c) && !self.is_key(c) && self.adds_up(c));
        match (amounts.next(), amounts.next()) {
            (Some(c), None) => Some(c),
            _ => None,
        }
    }

    /// The one column of `table` saying how big each row is — a place's
    /// capacity, a size, an area, its seats (容量, 面积, 座位): "the biggest
    /// venue" holds the most.
    fn only_size_of(&self, table: &str) -> Option<ColumnRef> {
        const SIZE_WORDS: &[&str] = &["capacity", "size", "area", "seats", "容量", "面积", "座位"];
        let t = self.table(table)?;
        let mut sizes = t
            .columns
            .iter()
            .filter(|c| {
                let words = chatdb_knowledge::text::name_words(&c.name);
                // (area_sqm by its words, 建筑面积 by its characters; not
                // area_code.)
                let coded = words
                    .iter()
                    .any(|w| matches!(w.as_str(), "code" | "id" | "no"));
                !coded
                    && SIZE_WORDS.iter().any(|s| {
                        if s.is_ascii() {
                            let s = chatdb_knowledge::text::stem(s);
                            words.contains(&s)
                        } else {
                            c.name.contains(s)
                        }
                    })
            })
            .map(|c| ColumnRef::new(table, &c.name))
            .filter(|c| self.is_numeric(c) && !self.is_key(c));
        match (sizes.next(), sizes.next()) {
            (Some(c), None) => Some(c),
            _ => None,
        }
    }

    /// The column asked for right after which / 哪个 when it is a category
    /// the rows of `c`'s table share (district, type — not their name, a
    /// number or a date), and its slot. (Said before the superlative and
    /// with no top-N of rows: 前10届…在哪个城市 asks the rows' city.)
    fn asked_category(&self, c: &ColumnRef) -> Option<(usize, ColumnRef)> {
        let which = (0..self.slots.len()).find(|k| self.cue_at(*k) == Some(CueKind::Which))?;
        let j = self.next_meaningful(which, 1)?;
        self.category_at(j, c)
    }

    /// The column at slot `j` when it is a category the rows of `c`'s table
    /// share — theirs, or of the rows each of them belongs to (哪个城市的营
    /// 业额最高: the city of an order's store) —, and the slot.
    fn category_at(&self, j: usize, c: &ColumnRef) -> Option<(usize, ColumnRef)> {
        match self.target(j) {
            Some(Target::Column(g))
                if self.cx.schema.reaches(&c.table, &g.table, 3)
                    && g != c
                    && !self.is_label(g)
                    && !self.is_numeric(g)
                    && !self.column_type(g).is_temporal() =>
            {
                Some((j, g.clone()))
            }
            _ => None,
        }
    }

    /// 老师最少的区县: a category of `c`'s table said last, right after the
    /// superlative at `i` and its 的, and its slot.
    fn category_said_after(&self, i: usize, c: &ColumnRef) -> Option<(usize, ColumnRef)> {
        if !self.q.chinese {
            return None;
        }
        let j = self.next_meaningful(i, 1)?;
        let de = self.slots[i].tokens.end;
        let said_with_de = self.q.tokens.get(de).is_some_and(|t| t.norm == "的")
            && self.slots[j].tokens.start == de + 1;
        if !said_with_de || self.next_meaningful(j, 1).is_some() {
            return None;
        }
        self.category_at(j, c)
    }

    /// For a count at `i` followed by a clause 有…的 whose first mention is
    /// `j`: the rows named right after that clause's 的.
    fn head_of_a_having_clause(&self, i: usize, j: usize) -> Option<usize> {
        let tokens = &self.q.tokens;
        let mut k = self.slots[i].tokens.end;
        if tokens
            .get(k)
            .is_some_and(|t| super::compare::is_unit(&t.norm))
        {
            k += 1;
        }
        if !tokens
            .get(k)
            .is_some_and(|t| matches!(t.norm.as_str(), "有" | "没有"))
        {
            return None;
        }
        let de = (self.slots[j].tokens.end..tokens.len())
            .take_while(|t| tokens[*t].kind != TokenKind::Punct)
            .find(|t| tokens[*t].norm == "的")?;
        let head = self.slot_of_token(de + 1)?;
        (head > j && self.table_named_at(head).is_some()).then_some(head)
    }

    /// 最大的一笔订单: after the superlative at `i` (past 的), 一 with a
    /// classifier, then a table's name — one row of it.
    /// The date column of the rows named after the superlative at `i` that
    /// the question says after them (最早的保单是哪天开始的: `start_date`).
    fn date_said_after_the_row(&self, i: usize) -> Option<ColumnRef> {
        let row = self.next_past_top_n(i, &[])?;
        let table = self.table_named_at(row)?;
        (row + 1..self.slots.len()).find_map(|k| self.date_of(k, table))
    }

    /// The date column of `table` the mention at `k` names, if it names one.
    fn date_of(&self, k: usize, table: &str) -> Option<ColumnRef> {
        match self.target(k) {
            Some(Target::Column(c)) if c.table == table && self.column_type(c).is_temporal() => {
                Some(c.clone())
            }
            _ => None,
        }
    }

    /// The date of the one row the superlative at `i` picks (金额最大的一笔
    /// 理赔: the claim's own date, or the one said after it), when a number
    /// column of that row's table is said right before the superlative to
    /// rank it.
    fn date_of_the_one_row(&self, i: usize) -> Option<ColumnRef> {
        let ranked = self.prev_meaningful(i)?;
        let Some(Target::Column(amount)) = self.target(ranked) else {
            return None;
        };
        let row = self.mention_after(i, &[], 3)?;
        let t = &amount.table;
        if !self.names_rows_of(row, t) || !self.is_numeric(amount) || self.is_key(amount) {
            return None;
        }
        // (哪天开始的: a date of the row said after it, else its own date.)
        let said = (row + 1..self.slots.len()).find_map(|k| self.date_of(k, t));
        said.or_else(|| self.own_date_column(t))
    }

    pub(super) fn one_row_named_after(&self, i: usize) -> bool {
        const CLASSIFIERS: &[char] = &[
            '笔', '个', '家', '位', '名', '件', '单', '张', '条', '款', '台', '次',
        ];
        let tokens = &self.q.tokens;
        let mut k = self.slots[i].tokens.end;
        if tokens.get(k).is_some_and(|t| t.norm == "的") {
            k += 1;
        }
        let one: Vec<char> = tokens
            .get(k)
            .map(|t| t.norm.chars().collect())
            .unwrap_or_default();
        let next = match one.as_slice() {
            ['一', c] if CLASSIFIERS.contains(c) => k + 1,
            ['一'] => match tokens
                .get(k + 1)
                .map(|t| t.norm.chars().collect::<Vec<_>>())
            {
                Some(c) if c.len() == 1 && CLASSIFIERS.contains(&c[0]) => k + 2,
                _ => return false,
            },
            _ => return false,
        };
        self.slot_of_token(next)
            .is_some_and(|j| matches!(self.target(j), Some(Target::Table(_))))
    }

    /// The one table every value in the clause of slot `i` (before and
    /// after it) can be a column of, when the clause names nothing else.
    fn table_of_values_around(&self, i: usize) -> Option<String> {
        let mut common: Option<BTreeSet<String>> = None;
        let clause = (0..self.slots.len())
            .filter(|k| *k != i && !self.clause_break_between((*k).min(i), (*k).max(i)));
        for k in clause {
            let Some(t) = self.target(k) else {
                continue;
            };
            let Target::Value { .. } = t else {
                return None;
            };
            let tables: BTreeSet<String> = std::iter::once(t)
                .chain(&self.slots[k].alts)
                .filter_map(|t| match t {
                    Target::Value { column, .. } => Some(column.table.clone()),
                    _ => None,
                })
                .collect();
            common = Some(match common {
                None => tables,
                Some(c) => c.intersection(&tables).cloned().collect(),
            });
        }
        let mut common = common?;
        match common.len() {
            1 => common.pop_first(),
            _ => None,
        }
    }

    /// 电视剧最多的出品公司 / 比赛记录最少的球队: a table right before 最多
    /// or 最少 and a column of it (not a number) right after: the values of
    /// the column ranked by how many rows have them.
    fn ranks_rows_by_count(&mut self, i: usize) -> bool {
        let Some(mut t) = self.prev_meaningful(i) else {
            return false;
        };
        // 比赛记录的数量最少的球队: a count word between says the same (and
        // the count it made of the table's rows becomes the ranking).
        let count_word = (self.cue_at(t) == Some(CueKind::Count)
            && super::compare::is_count_word(self.raw(t))
            && self.intent.order.is_none())
        .then_some(t);
        if let Some(k) = count_word {
            match self.prev_meaningful(k) {
                Some(p) => t = p,
                None => return false,
            }
        }
        // (综艺节目 may have been read as its name column: its rows still.)
        let table = match (self.rows_named_by(t), self.target(t)) {
            (Some(table), _) => table,
            // 一带一路线路最少的是哪个国家: the rows named by a text column
            // of the table (each row is one 线路 of a 国家).
            (None, Some(Target::Column(c)))
                if self.q.chinese
                    && !self.is_numeric(c)
                    && !crate::mention::is_time_name(&c.column)
                    && !self.column_type(c).is_temporal() =>
            {
                c.table.clone()
            }
            _ => return false,
        };
        // (最多的3个城市: the top-N number between is taken already; 最少的
        // 是哪个国家: the question word too.)
        let Some(c) = self.next_past_top_n(i, &[CueKind::Which]) else {
            return false;
        };
        let Some(Target::Column(column)) = self.target(c).cloned() else {
            return false;
        };
        // (…最多的2个出品公司，包含哪些电视剧 asks for the rows themselves.)
        // (…，比赛记录的出场次数的总和 names it again only to qualify a
        // column of it.)
        let named_again = (c + 1..self.slots.len()).any(|k| {
            matches!(self.target(k), Some(Target::Table(x)) if *x == table)
                && !self.next_meaningful(k, 1).is_some_and(
                    |n| matches!(self.target(n), Some(Target::Column(col)) if col.table == table),
                )
        });
        let counted = |p: &Self| {
            p.intent.measures.iter().position(|m| {
                m.aggregation == Aggregation::Count
                    && m.target
                        == MeasureTarget::Rows {
                            table: table.clone(),
                        }
            })
        };
        let recount = count_word
            .filter(|k| self.slots[*k].used)
            .map(|_| counted(self));
        if recount == Some(None) {
            return false;
        }
        if (self.slots[t].used && recount.is_none())
            || self.slots[c].used
            || named_again
            || t == c
            || self.target(t) == Some(&Target::Column(column.clone()))
            || column.table != table
            // (A year is a period's label, not an amount: 音乐会最多的年份.)
            || self.is_numeric(&column) && !crate::mention::is_time_name(&column.column)
            || self.clause_break_between(t, c)
        {
            return false;
        }
        if let Some(Some(m)) = recount {
            self.intent.measures.remove(m);
        }
        self.rank_values_by_row_count(column, i);
        for k in [t, c].into_iter().chain(count_word) {
            self.slots[k].used = true;
        }
        // (…是哪个国家: the question word asked for the ranked values.)
        for k in i + 1..c {
            if self.cue_at(k) == Some(CueKind::Which) {
                self.slots[k].used = true;
            }
        }
        true
    }

    /// Groups by `column` and ranks its values by how many rows have them,
    /// most first when the superlative at slot `i` is 最多 (the entities are
    /// asked for, not their counts).
    fn rank_values_by_row_count(&mut self, column: ColumnRef, i: usize) {
        self.rank_by_row_count(column.table.clone(), self.cue_at(i) == Some(CueKind::Max));
        if !self.intent.dimensions.contains(&column) {
            self.intent.dimensions.push(column);
        }
        self.slots[i].used = true;
    }

    /// 哪3个城市的最多 / 哪个城市的打车软件开通的最少: a superlative that ends
    /// its clause with nothing to measure ranks the entities asked for (the
    /// column after 哪) by how many rows have them.
    fn ranks_asked_entities_by_count(&mut self, i: usize) -> bool {
        let end = self.slots[i].tokens.end;
        let ends_clause = self
            .q
            .tokens
            .get(end)
            .is_none_or(|t| t.kind == TokenKind::Punct);
        let after_de = self.slots[i]
            .tokens
            .start
            .checked_sub(1)
            .is_some_and(|k| self.q.tokens[k].norm == "的");
        if !ends_clause || !after_de {
            return false;
        }
        let Some(which) = (0..i)
            .rev()
            .find(|k| self.cue_at(*k) == Some(CueKind::Which) && !self.clause_break_between(*k, i))
        else {
            return false;
        };
        // Nothing between is a number to rank by.
        if (which + 1..i)
            .any(|k| matches!(self.target(k), Some(Target::Column(c)) if self.is_numeric(c)))
        {
            return false;
        }
        let Some((c, column)) = (which + 1..i).find_map(|k| match self.target(k) {
            Some(Target::Column(c)) if !self.slots[k].used => Some((k, c.clone())),
            _ => None,
        }) else {
            return false;
        };
        // The table's own name between says whose rows are counted.
        for k in which + 1..i {
            if matches!(self.target(k), Some(Target::Table(t)) if *t == column.table) {
                self.slots[k].used = true;
            }
        }
        self.rank_values_by_row_count(column, i);
        self.slots[c].used = true;
        self.slots[which].used = true;
        true
    }

    /// True when slot `j` names a number column.
    fn numeric_column_at(&self, j: Option<usize>) -> bool {
        j.is_some_and(|j| matches!(self.target(j), Some(Target::Column(c)) if self.is_numeric(c)))
    }

    /// The question's text after slot `j`.
    fn text_after(&self, j: usize) -> &str {
        let end = self.slots[j].tokens.end;
        &self.q.lower[self.q.tokens[end - 1].span.end..]
    }

    /// 今年入住了多少次, 去年注册了多少: a verb right before the count that
    /// names a date column (入住 of `check_in`, 注册 of `signed_up`) names
    /// the event its rows record — the count is of that column's table.
    fn rows_of_an_event_said_before(&self, i: usize) -> Option<String> {
        let k = self.prev_meaningful(i)?;
        let Some(Target::Column(c)) = self.target(k) else {
            return None;
        };
        let temporal = self.column_type(c).is_temporal();
        (temporal && crate::question::is_verb(self.raw(k))).then(|| c.table.clone())
    }

    /// 今年入职了多少人: a count said in persons (多少人, 几个人) that names
    /// no rows counts the schema's one table of people.
    fn people_counted_by(&self, i: usize) -> Option<String> {
        if !self.raw(i).ends_with('人') {
            return None;
        }
        self.lexicon.people().map(str::to_string)
    }

    /// Whether count cue `i` is a word for "the number" (数量, 数, 个数, or
    /// of happenings: 笔数, 次数) right after 的: 每种型号的数量.
    fn count_word_after_de(&self, i: usize) -> bool {
        (super::compare::is_count_word(self.raw(i)) || super::slots::counts_happenings(self.raw(i)))
            && self.slots[i]
                .tokens
                .start
                .checked_sub(1)
                .is_some_and(|b| self.q.tokens[b].norm == "的")
    }

    /// "the number of cartoons directed by each director": a count of the
    /// distinct values of the column the groups are made by is 1 in every
    /// group; what is counted is the group's rows.
    pub(super) fn counts_of_the_grouped_column(&mut self) {
        let dimensions = self.intent.dimensions.clone();
        for m in &mut self.intent.measures {
            let MeasureTarget::Column { column } = &m.target else {
                continue;
            };
            if matches!(
                m.aggregation,
                Aggregation::Count | Aggregation::CountDistinct
            ) && dimensions.contains(column)
            {
                m.target = MeasureTarget::Rows {
                    table: column.table.clone(),
                };
                m.aggregation = Aggregation::Count;
            }
        }
    }

    /// "How much did each store earn": how much / 多少 asks for a number.
    /// A reading that returns none — no measure, no numeric column, no
    /// condition on an amount, no difference or calculation, only rows'
    /// names — has not understood what was asked; the question mark it
    /// took as placed is not.
    pub(super) fn how_much_gets_a_number(&mut self) {
        let i = &self.intent;
        // (A key is no number anyone asks for.)
        let numbers = !i.measures.is_empty()
            || !i.having.is_empty()
            || i.contrast.is_some()
            || i.calculation.is_some()
            || i.set_operation.is_some()
            || i.projections
                .iter()
                .any(|c| self.is_numeric(c) && !self.is_key(c));
        if numbers {
            return;
        }
        // 分数低于60的有多少(个), 时长超过2小时的有几次: 有多少 / 有几…
        // ending a question of rows said only by what they are asks how
        // many there are.
        let last = self.q.tokens.len().checked_sub(1);
        let ends_how_many_there_are = (0..self.slots.len()).filter(|_| self.q.chinese).find(|&k| {
            let tokens = self.slots[k].tokens.clone();
            matches!(self.cue_at(k), Some(CueKind::HowMuch | CueKind::Count))
                && super::compare::asks_how_many(self.raw(k))
                && tokens
                    .start
                    .checked_sub(1)
                    .is_some_and(|b| self.q.tokens[b].norm == "有")
                && (tokens.end..self.q.tokens.len()).all(|t| {
                    let w = self.q.tokens[t].norm.as_str();
                    Some(t) == last
                        && (super::compare::is_unit(w) || matches!(w, "?" | "？" | "呢"))
                })
        });
        let table = match self.intent.projections.as_slice() {
            [c, ..] if self.intent.projections.iter().all(|p| p.table == c.table) => {
                Some(c.table.clone())
            }
            _ => None,
        };
        if let (Some(table), Some(k)) = (
            table.filter(|_| self.intent.dimensions.is_empty()),
            ends_how_many_there_are,
        ) {
            self.slots[k].used = true;
            self.intent.projections.clear();
            self.push_measure(Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows { table },
            });
            return;
        }
        for k in 0..self.slots.len() {
            if self.cue_at(k) == Some(CueKind::HowMuch) {
                self.slots[k].used = false;
            }
        }
    }

    /// "revenue and orders by month", 销售额和订单: a table named in a list
    /// of measures (joined by and/和/与/及 or a comma), beside a metric on
    /// its own rows, counts those rows — another measure, not the table the
    /// metric is on said again.
    pub(super) fn tables_listed_with_measures(&mut self) {
        for i in 0..self.slots.len() {
            if self.slots[i].used {
                continue;
            }
            let Some(Target::Table(table)) = self.target(i).cloned() else {
                continue;
            };
            // (Not rows that are themselves the groups.)
            let grouped = self.intent.dimensions.iter().any(|d| {
                d.table == table && (self.is_key(d) || self.is_label(d) && self.names_its_rows(d))
            });
            if grouped {
                continue;
            }
            let joined = |p: &Self, a: usize, b: usize| {
                let between = &p.q.tokens[p.slots[a].tokens.end..p.slots[b].tokens.start];
                matches!(between, [w] if matches!(w.norm.as_str(), "and" | "和" | "与" | "及" | "以及" | "," | "，" | "、"))
            };
            let beside = [
                self.prev_meaningful(i).filter(|p| joined(self, *p, i)),
                self.next_meaningful(i, 1).filter(|n| joined(self, i, *n)),
            ];
            let listed = beside.into_iter().flatten().any(|k| {
                matches!(self.target(k), Some(Target::Metric(id))
                    if self.slots[k].used && self.metric_table(id) == Some(table.as_str()))
            });
            if listed {
                // (The layer's own count of those rows, when it has one, so
                // the other metric's filters stay its own.)
                let counted = self.cx.semantic.and_then(|s| {
                    s.metrics.iter().find(|m| {
                        m.table.as_deref() == Some(table.as_str())
                            && m.filters.is_empty()
                            && m.expression.as_deref().is_some_and(|e| {
                                chatdb_knowledge::semantic::leading_aggregate(e).as_deref()
                                    == Some("COUNT")
                            })
                    })
                });
                let (aggregation, target) = match counted {
                    Some(m) => (Aggregation::Sum, MeasureTarget::Metric { id: m.id.clone() }),
                    None => (Aggregation::Count, MeasureTarget::Rows { table }),
                };
                self.push_measure(Measure {
                    aggregation,
                    target,
                });
                self.slots[i].used = true;
            }
        }
    }

    /// "total quantity sold", "units sold": a column right beside the
    /// metric at slot `i` that the metric adds up, already totalled, is
    /// the same amount said twice — the metric, with the filters that make
    /// it what was sold. The position of that column's total among the
    /// measures.
    fn total_said_with_its_metric(&self, i: usize) -> Option<usize> {
        let Some(Target::Metric(id)) = self.target(i) else {
            return None;
        };
        [self.prev_meaningful(i), self.next_meaningful(i, 1)]
            .into_iter()
            .flatten()
            .find_map(|j| match self.target(j) {
                Some(Target::Column(c)) if self.metric_totals(id, c) => {
                    self.intent.measures.iter().position(|m| {
                        m.aggregation == Aggregation::Sum
                            && matches!(&m.target, MeasureTarget::Column { column } if column == c)
                    })
                }
                _ => None,
            })
    }

    /// Metrics nobody claimed are measures too.
    pub(super) fn unclaimed_metrics(&mut self) {
        let n = self.slots.len();
        for i in 0..n {
            if self.slots[i].used {
                continue;
            }
            if let Some(Target::Metric(id)) = self.target(i).cloned() {
                let measure = Measure {
                    aggregation: Aggregation::Sum,
                    target: MeasureTarget::Metric { id },
                };
                match self.total_said_with_its_metric(i) {
                    Some(k) => self.intent.measures[k] = measure,
                    None => {
                        self.push_measure(measure);
                    }
                }
                self.slots[i].used = true;
            }
        }
    }
}

impl Parser<'_, '_> {
    /// 哪个城市拥有的洗衣机品牌门店总数最少: the total of what a table's
    /// rows already count (门店 of 洗衣机品牌门店 is counted in its column
    /// 门店数量) is the sum of that column, not a count of rows — said as
    /// 门店总数 or 总洗衣机品牌门店; 门店平均 (with a 平均 nobody placed) is
    /// its average.
    pub(super) fn totals_kept_in_a_column(&mut self) {
        if !self.q.chinese {
            return;
        }
        let unplaced = |p: &Self, kind: CueKind, raw: Option<&str>| {
            (0..p.slots.len()).find(|k| {
                p.cue_at(*k) == Some(kind)
                    && !p.slots[*k].used
                    && raw.is_none_or(|r| p.raw(*k) == r)
            })
        };
        let avg_cue = unplaced(self, CueKind::Avg, None);
        let total_cue = unplaced(self, CueKind::Sum, Some("总"));
        // The aggregate a count of `table`'s rows stands for, if any.
        let kept = |p: &Self, table: &str| -> Option<(Aggregation, String)> {
            let t = p.table(table)?;
            t.columns.iter().find_map(|c| {
                let x = ["数量", "个数", "数"]
                    .iter()
                    .find_map(|s| c.name.strip_suffix(s))
                    .filter(|x| x.chars().count() >= 2 && table.ends_with(x))?;
                if t.is_key(&c.name) || !p.is_numeric(&ColumnRef::new(table, &c.name)) {
                    return None;
                }
                let q = &p.q.lower;
                let total_before =
                    total_cue.is_some() && q.contains(&format!("总{}", table.to_lowercase()));
                if q.contains(&format!("{x}总数")) || total_before {
                    Some((Aggregation::Sum, c.name.clone()))
                } else if avg_cue.is_some() && q.contains(&format!("{x}平均")) {
                    Some((Aggregation::Avg, c.name.clone()))
                } else {
                    None
                }
            })
        };
        let mut said = Vec::new();
        let mut replace = |p: &Self, m: &mut Measure| {
            let MeasureTarget::Rows { table } = &m.target else {
                return;
            };
            if m.aggregation != Aggregation::Count {
                return;
            }
            if let Some((aggregation, column)) = kept(p, table) {
                said.push(aggregation);
                *m = Measure {
                    aggregation,
                    target: MeasureTarget::Column {
                        column: ColumnRef::new(table, column),
                    },
                };
            }
        };
        let mut measures = std::mem::take(&mut self.intent.measures);
        let mut having = std::mem::take(&mut self.intent.having);
        let mut order = self.intent.order.take();
        measures.iter_mut().for_each(|m| replace(self, m));
        having
            .iter_mut()
            .for_each(|h| replace(self, &mut h.measure));
        if let Some(Order {
            key: OrderKey::Aggregate { measure },
            ..
        }) = &mut order
        {
            replace(self, measure);
        }
        self.intent.measures = measures;
        self.intent.having = having;
        self.intent.order = order;
        for (cue, aggregation) in [(avg_cue, Aggregation::Avg), (total_cue, Aggregation::Sum)] {
            if let Some(k) = cue.filter(|_| said.contains(&aggregation)) {
                self.slots[k].used = true;
            }
        }
    }

    /// "the oldest store", "the youngest company": an age superlative of
    /// rows that keep no age nor birth year — their own date (opened,
    /// founded), the earliest being the oldest.
    fn date_standing_for_an_age(&self, i: usize) -> Option<ColumnRef> {
        if !matches!(
            super::compare::implied_attribute(self.raw(i)),
            Some("age" | "年龄")
        ) {
            return None;
        }
        let rows = self
            .next_past_top_n(i, &[])
            .and_then(|j| match self.target(j) {
                Some(Target::Table(t)) => Some(t.clone()),
                Some(Target::Column(c)) if self.is_label(c) => Some(c.table.clone()),
                // ("the oldest cat": a kind of the rows, said as their noun.)
                Some(Target::Value { column, .. }) => Some(column.table.clone()),
                _ => None,
            })?;
        // (A person's age is from their birth, never from another date
        // they keep: the oldest teacher is not the longest hired.)
        if let Some(people) = self
            .table(&rows)
            .filter(|t| crate::derived::keeps_people(t))
        {
            let mut born = people
                .columns
                .iter()
                .filter(|c| crate::derived::is_birth_date(c));
            return match (born.next(), born.next()) {
                (Some(c), None) => Some(ColumnRef::new(&rows, &c.name)),
                _ => None,
            };
        }
        // (Or the year they began: a school's founded_year.)
        self.own_date_column(&rows).or_else(|| {
            self.year_column_of(Some(rows.clone()))
                .filter(|y| y.table == rows)
        })
    }

    /// "The most expensive product in each category", "the youngest pet of
    /// every type": a superlative of the rows' own attribute `c`, said of
    /// their table, within each value of a grouping (their own column, or
    /// another table's), is
    /// the top row of each group (ranked by `c`), not the group's extreme
    /// alone. The rows are named right after slot `i`. Sets the reading and
    /// returns true when it applies.
    fn best_row_in_each_group(&mut self, i: usize, c: &ColumnRef, descending: bool) -> bool {
        let [partition] = self.intent.dimensions.as_slice() else {
            return false;
        };
        if !self.intent.measures.is_empty()
            || self.intent.calculation.is_some()
            || !self.each_groups.contains(partition)
        {
            return false;
        }
        let partition = partition.clone();
        // (The entity named as its table or by its name column.)
        let Some(entity) = self
            .mention_after(i, &[], 2)
            .filter(|j| match self.target(*j) {
                Some(Target::Table(t)) => *t == c.table,
                Some(Target::Column(x)) => x.table == c.table && self.is_label(x),
                _ => false,
            })
        else {
            return false;
        };
        let Some(label) = self.table(&c.table).and_then(label_column) else {
            return false;
        };
        // (Orders have no name: their first text column, a channel, does
        // not say which order; their key does.)
        let label = ColumnRef::new(&c.table, label);
        let label = if self.names_its_rows(&label) {
            label
        } else {
            self.key_of(&c.table).unwrap_or(label)
        };
        self.slots[entity].used = true;
        // Rows, not groups: the group's value is listed beside each.
        self.intent.dimensions.clear();
        for p in [partition.clone(), label, c.clone()] {
            if !self.intent.projections.contains(&p) {
                self.intent.projections.push(p);
            }
        }
        // (每家门店最近一笔订单: the orders of one day are told apart by
        // the time the same event was stamped.)
        let key = self.stamp_of_the_same_event(c).unwrap_or_else(|| c.clone());
        self.intent.order = Some(Order {
            key: OrderKey::Column { column: key },
            descending,
        });
        self.intent.limit = None;
        self.intent.calculation = Some(Calculation::TopPerGroup { partition, n: 1 });
        true
    }

    /// 平均每单送几桶: the count column at slot `j`, asked by the how-many
    /// cue at `i`, averaged by an unused 平均 before them in the clause —
    /// the rows said by their verb between (送, the deliveries) are the
    /// column's own. Pushes the average and reports whether it did.
    fn count_averaged(&mut self, i: usize, j: usize) -> bool {
        let Some(Target::Column(column)) = self.target(j).cloned() else {
            return false;
        };
        let Some(a) = (0..i).rev().find(|a| {
            self.cue_at(*a) == Some(CueKind::Avg)
                && !self.slots[*a].used
                && !self.clause_break_between(*a, i)
        }) else {
            return false;
        };
        self.push_measure(Measure {
            aggregation: Aggregation::Avg,
            target: MeasureTarget::Column {
                column: column.clone(),
            },
        });
        for k in [a, i, j] {
            self.slots[k].used = true;
        }
        for k in a + 1..i {
            if self.table_named_at(k) == Some(column.table.as_str()) {
                self.slots[k].used = true;
            }
        }
        true
    }

    /// The column a table mention at `j` qualifies: in English, a table's
    /// noun right before one of its own columns — or of a table whose rows
    /// refer to it — names that column (order amount, product price, room
    /// revenue), with no word between them.
    fn column_qualified_by(&self, j: usize) -> Option<usize> {
        if self.q.chinese || self.slots[j].used {
            return None;
        }
        // ("the average product price": the products read as their name
        // column qualify the price the same way; "total room revenue": so
        // do the rooms the stays paid for refer to.)
        let table = self.table_named_at(j)?;
        let k = j + 1;
        let next = self.slots.get(k)?;
        let adjacent = next.tokens.start == self.slots[j].tokens.end;
        // ("the number of accounts created last year": a date named by its
        // event's verb after the noun says which rows, it is not measured.)
        let by_its_verb = |c: &ColumnRef| {
            let said = self.raw(k).to_lowercase();
            self.column_type(c).is_temporal()
                && !["date", "time", "day", "year"]
                    .iter()
                    .any(|w| said.contains(w))
        };
        match self.target(k) {
            Some(Target::Column(c))
                if adjacent
                    && !next.used
                    && (c.table.eq_ignore_ascii_case(table)
                        || self.references(&c.table, table))
                    && !by_its_verb(c) =>
            {
                Some(k)
            }
            _ => None,
        }
    }

    /// "how many teachers in total", "revenue last year altogether": a
    /// total said last, after the one count or total the question asks,
    /// only says again that one number is asked.
    pub(super) fn total_said_last(&mut self) {
        let Some(last) = (0..self.slots.len()).rev().find(|k| !self.is_filler(*k)) else {
            return;
        };
        let one_total = matches!(
            self.intent.measures.as_slice(),
            [m] if matches!(m.aggregation, Aggregation::Count | Aggregation::Sum)
        );
        if self.cue_at(last) == Some(CueKind::Sum)
            && !self.slots[last].used
            && !self.q.chinese
            && one_total
            && self.intent.dimensions.is_empty()
            && self.intent.grain.is_none()
        {
            self.slots[last].used = true;
        }
    }

    /// "total orders", "total customers last month": "total" said right
    /// before a table's noun, with nothing in the question a total could be
    /// of (no number column, no metric), is how many rows there are.
    pub(super) fn total_rows_of_a_table(&mut self) {
        if self.q.chinese || !self.intent.measures.is_empty() {
            return;
        }
        let Some(i) = (0..self.slots.len()).find(|i| {
            self.cue_at(*i) == Some(CueKind::Sum) && !self.slots[*i].used && self.raw(*i) == "total"
        }) else {
            return;
        };
        let Some(j) = self
            .next_meaningful(i, 1)
            .filter(|j| *j == i + 1 && !self.clause_break_between(i, *j))
        else {
            return;
        };
        let Some(Target::Table(table)) = self.target(j).cloned() else {
            return;
        };
        let something_to_add_up = (0..self.slots.len()).any(|k| match self.target(k) {
            Some(Target::Metric(_)) => true,
            Some(Target::Column(c)) => self.is_numeric(c) && !self.is_key(c),
            _ => false,
        });
        if something_to_add_up {
            return;
        }
        let target = match self.amount_of_a_mass_noun(j, &table) {
            Some(column) => MeasureTarget::Column { column },
            None => MeasureTarget::Rows { table },
        };
        let aggregation = match target {
            MeasureTarget::Column { .. } => Aggregation::Sum,
            _ => Aggregation::Count,
        };
        self.push_measure(Measure {
            aggregation,
            target,
        });
        self.slots[i].used = true;
        self.slots[j].used = true;
    }

    /// "which warehouse holds the most stock", "how much stock": rows
    /// counted of a table named by a mass noun (`amount_of_a_mass_noun`)
    /// are its amount added up — stock is not counted in rows.
    pub(super) fn mass_nouns_measured_by_their_amount(&mut self) {
        // ("our sale count": a count said is a count of rows.)
        if self.q.chinese || self.has_cue(CueKind::Count) {
            return;
        }
        let amount = |p: &Self, table: &str| {
            (0..p.slots.len()).find_map(|j| match p.target(j) {
                Some(Target::Table(t)) if t == table => p.amount_of_a_mass_noun(j, table),
                _ => None,
            })
        };
        let swap = |p: &Self, m: &Measure| match &m.target {
            MeasureTarget::Rows { table } if m.aggregation == Aggregation::Count => {
                amount(p, table).map(|column| Measure {
                    aggregation: Aggregation::Sum,
                    target: MeasureTarget::Column { column },
                })
            }
            _ => None,
        };
        let measures: Vec<Option<Measure>> =
            self.intent.measures.iter().map(|m| swap(self, m)).collect();
        for (m, new) in self.intent.measures.iter_mut().zip(measures) {
            if let Some(new) = new {
                *m = new;
            }
        }
        let ordered = match self.intent.order.as_ref().map(|o| &o.key) {
            Some(OrderKey::Aggregate { measure }) => swap(self, measure),
            _ => None,
        };
        if let (Some(new), Some(o)) = (ordered, self.intent.order.as_mut()) {
            o.key = OrderKey::Aggregate { measure: new };
        }
    }

    /// "the most delayed courier": a span of each event (a delay,
    /// `calculation::is_span_of_one_event`) said by its participle says
    /// what each event is like — its average per group, not its total
    /// ("the most delay", "total delay" stay totals).
    pub(super) fn spans_said_by_their_participle_are_averaged(&mut self) {
        if self.q.chinese || self.has_cue(CueKind::Sum) {
            return;
        }
        let participle_of = |p: &Self, column: &ColumnRef| {
            (0..p.slots.len()).any(|k| {
                matches!(p.target(k), Some(Target::Column(c)) if c == column)
                    && p.raw(k).ends_with("ed")
            })
        };
        let averaged: Vec<bool> = self
            .intent
            .measures
            .iter()
            .map(|m| match &m.target {
                MeasureTarget::Column { column } => {
                    m.aggregation == Aggregation::Sum
                        && super::calculation::is_span_of_one_event(column)
                        && participle_of(self, column)
                }
                _ => false,
            })
            .collect();
        for (m, avg) in self.intent.measures.iter_mut().zip(averaged) {
            if avg {
                m.aggregation = Aggregation::Avg;
            }
        }
    }

    /// "total stock" of a table `stock` (on_hand): a count noun after
    /// "total" is plural ("total orders"); a table named in the singular
    /// and said so at slot `j` is a mass noun, and its total is its one
    /// number column's (neither key nor reference), when it has one.
    fn amount_of_a_mass_noun(&self, j: usize, table: &str) -> Option<ColumnRef> {
        let t = self.table(table)?;
        let plural = |w: &str| w.len() > 3 && w.ends_with('s') && !w.ends_with("ss");
        let named = chatdb_knowledge::text::split_identifier(&t.name).pop()?;
        if plural(self.raw(j)) || plural(&named) {
            return None;
        }
        let mut numbers = t.columns.iter().filter(|c| {
            c.logical_type.is_numeric()
                && !t.is_key(&c.name)
                && !t.foreign_keys.iter().any(|f| f.columns.contains(&c.name))
        });
        match (numbers.next(), numbers.next()) {
            (Some(c), None) => Some(ColumnRef::new(table, &c.name)),
            _ => None,
        }
    }

    /// The measure an aggregation cue right after slot `i` made ("highest
    /// *total* amount"): the one measure with its aggregation over a
    /// column, when there is exactly one.
    /// (English word order: Chinese says the aggregate first, 总金额最高,
    /// and a superlative before a comma is not said of what follows it.)
    fn aggregate_right_after(&self, i: usize) -> Option<usize> {
        if self.q.chinese {
            return None;
        }
        let next = self
            .next_meaningful(i, 1)
            .filter(|j| !self.clause_break_between(i, *j))?;
        let agg = match self.cue_at(next)? {
            CueKind::Sum => Aggregation::Sum,
            CueKind::Avg => Aggregation::Avg,
            _ => return None,
        };
        if !self.slots[next].used {
            return None;
        }
        let mut found = self.intent.measures.iter().enumerate().filter(|(_, m)| {
            m.aggregation == agg && matches!(m.target, MeasureTarget::Column { .. })
        });
        match (found.next(), found.next()) {
            (Some((index, _)), None) => Some(index),
            _ => None,
        }
    }
}

/// biggest, largest, 最大 …: a size, said of one thing — not "the most".
fn is_size_word(cue: &str) -> bool {
    matches!(
        cue,
        "biggest" | "largest" | "smallest" | "big" | "large" | "small" | "最大" | "最小"
    )
}

/// Whether a column's name is a flag of being or having a noun: is/has
/// and at least one more word (IsManager, is_vip, has_pet).
pub(super) fn is_flag_of_a_noun(column: &str) -> bool {
    matches!(
        chatdb_knowledge::text::split_identifier(column).as_slice(),
        [first, _, ..] if matches!(first.to_lowercase().as_str(), "is" | "has")
    )
}
