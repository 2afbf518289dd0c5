//! What an aggregate measures when its word names no column: the size or
//! amount of a table's rows, a category or date said after it, the head of
//! a HAVING clause, a date standing for an age, a column qualified by the
//! words before it.

use super::*;

impl Parser<'_, '_> {
    /// "which city has the biggest store", 门店最大: a size word at `i` said
    /// of the rows named at `j` is not how many there are. It is the rows'
    /// own number said right after them (最大的门店面积), or — of rows that
    /// keep one amount, an order's — that amount ("the biggest orders");
    /// else of which column is not said. True when the size word is read.
    /// `asked`: the rows are those the question asks for ("which
    /// greenhouse is the largest"), not rows another thing is picked by
    /// ("which city has the biggest store").
    pub(super) fn size_of_rows(
        &mut self,
        i: usize,
        j: usize,
        agg: Aggregation,
        largest: bool,
        asked: bool,
    ) -> bool {
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
            // (How many — "the 3 largest" — is `top_n`'s, read before.)
            self.rank_by_column(c, largest);
            self.slots[b].used = true;
            self.slots[k].used = true;
        } else {
            let amount = self
                .only_amount_of(&table)
                .or_else(|| self.only_size_of(&table))
                .filter(|_| {
                    (asked || !self.has_cue(CueKind::Which)) && self.intent.dimensions.is_empty()
                });
            match amount {
                Some(c) => {
                    self.rank_by_column(c, largest);
                }
                None => self.notes.push(format!("{}: of what size", self.raw(i))),
            }
        }
        self.slots[i].used = true;
        true
    }

    /// "the highest station", 最高的山: a height word said right before
    /// rows that keep one height (an elevation, an altitude) orders them
    /// by it. False, placing nothing, when the rows keep no such column
    /// or several.
    pub(super) fn height_of_rows(&mut self, i: usize, j: usize, highest: bool) -> bool {
        const HEIGHT_WORDS: &[&str] = &["height", "elevation", "altitude", "高度", "海拔"];
        let Some(table) = self.table_named_at(j).map(str::to_string) else {
            return false;
        };
        let Some(c) = self.only_column_named(&table, HEIGHT_WORDS) else {
            return false;
        };
        self.rank_by_column(c, highest);
        self.slots[i].used = true;
        true
    }

    /// The one column of `table` holding an amount that adds up (an order's
    /// total), if there is exactly one.
    pub(super) fn only_amount_of(&self, table: &str) -> Option<ColumnRef> {
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
    pub(super) fn only_size_of(&self, table: &str) -> Option<ColumnRef> {
        const SIZE_WORDS: &[&str] = &["capacity", "size", "area", "seats", "容量", "面积", "座位"];
        self.only_column_named(table, SIZE_WORDS)
    }

    /// The one number of `table` whose name holds one of `said` (English
    /// words by their stem, Chinese by their characters), if there is
    /// exactly one.
    fn only_column_named(&self, table: &str, said: &[&str]) -> Option<ColumnRef> {
        let t = self.table(table)?;
        let mut found = t
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
                    && said.iter().any(|s| {
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
        match (found.next(), found.next()) {
            (Some(c), None) => Some(c),
            _ => None,
        }
    }

    /// The column asked for right after which / 哪个 when it is a category
    /// the rows of `c`'s table share (district, type — not their name, a
    /// number or a date), and its slot. (Said before the superlative and
    /// with no top-N of rows: 前10届…在哪个城市 asks the rows' city.)
    pub(super) fn asked_category(&self, c: &ColumnRef) -> Option<(usize, ColumnRef)> {
        let which = (0..self.slots.len()).find(|k| self.cue_at(*k) == Some(CueKind::Which))?;
        let j = self.next_meaningful(which, 1)?;
        self.category_at(j, c)
    }

    /// The column at slot `j` when it is a category the rows of `c`'s table
    /// share — theirs, or of the rows each of them belongs to (哪个城市的营
    /// 业额最高: the city of an order's store) —, and the slot.
    pub(super) fn category_at(&self, j: usize, c: &ColumnRef) -> Option<(usize, ColumnRef)> {
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
    pub(super) fn category_said_after(
        &self,
        i: usize,
        c: &ColumnRef,
    ) -> Option<(usize, ColumnRef)> {
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
    pub(super) fn head_of_a_having_clause(&self, i: usize, j: usize) -> Option<usize> {
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
    pub(super) fn date_said_after_the_row(&self, i: usize) -> Option<ColumnRef> {
        let row = self.next_past_top_n(i, &[])?;
        let table = self.table_named_at(row)?;
        (row + 1..self.slots.len()).find_map(|k| self.date_of(k, table))
    }

    /// The date column of `table` the mention at `k` names, if it names one.
    pub(super) fn date_of(&self, k: usize, table: &str) -> Option<ColumnRef> {
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
    pub(super) fn date_of_the_one_row(&self, i: usize) -> Option<ColumnRef> {
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

    pub(in crate::parse) fn one_row_named_after(&self, i: usize) -> bool {
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
        // (一次入库, 一笔取消的订单: rows said by a value of theirs too.)
        self.slot_of_token(next).is_some_and(|j| {
            matches!(
                self.target(j),
                Some(Target::Table(_) | Target::Value { .. })
            )
        })
    }

    /// "the oldest store", "the youngest company": an age superlative of
    /// rows that keep no age nor birth year — their own date (opened,
    /// founded), the earliest being the oldest.
    pub(super) fn date_standing_for_an_age(&self, i: usize) -> Option<ColumnRef> {
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

    /// The column a table mention at `j` qualifies: in English, a table's
    /// noun right before one of its own columns — or of a table whose rows
    /// refer to it — names that column (order amount, product price, room
    /// revenue), with no word between them.
    pub(super) fn column_qualified_by(&self, j: usize) -> Option<usize> {
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

    /// True when slot `j` names a number column.
    pub(super) fn numeric_column_at(&self, j: Option<usize>) -> bool {
        j.is_some_and(|j| matches!(self.target(j), Some(Target::Column(c)) if self.is_numeric(c)))
    }

    /// The question's text after slot `j`.
    pub(super) fn text_after(&self, j: usize) -> &str {
        let end = self.slots[j].tokens.end;
        &self.q.lower[self.q.tokens[end - 1].span.end..]
    }

    /// The measure an aggregation cue right after slot `i` made ("highest
    /// *total* amount"): the one measure with its aggregation over a
    /// column, when there is exactly one.
    /// (English word order: Chinese says the aggregate first, 总金额最高,
    /// and a superlative before a comma is not said of what follows it.)
    pub(super) fn aggregate_right_after(&self, i: usize) -> Option<usize> {
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
