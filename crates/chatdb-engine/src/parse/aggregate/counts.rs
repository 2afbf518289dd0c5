//! Rankings by a count of rows: rows ranked by how many rows refer to
//! them, values by the rows holding them, the entities asked for by their
//! count, the best row in each group, and a count averaged per row.

use super::*;

impl Parser<'_, '_> {
    /// 电视剧最多的出品公司 / 比赛记录最少的球队: a table right before 最多
    /// or 最少 and a column of it (not a number) right after: the values of
    /// the column ranked by how many rows have them.
    pub(super) fn ranks_rows_by_count(&mut self, i: usize) -> bool {
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
    pub(super) fn rank_values_by_row_count(&mut self, column: ColumnRef, i: usize) {
        self.rank_by_row_count(column.table.clone(), self.cue_at(i) == Some(CueKind::Max));
        if !self.intent.dimensions.contains(&column) {
            self.intent.dimensions.push(column);
        }
        self.slots[i].used = true;
    }

    /// 哪3个城市的最多 / 哪个城市的打车软件开通的最少: a superlative that ends
    /// its clause with nothing to measure ranks the entities asked for (the
    /// column after 哪) by how many rows have them.
    pub(super) fn ranks_asked_entities_by_count(&mut self, i: usize) -> bool {
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

    /// "The most expensive product in each category", "the youngest pet of
    /// every type": a superlative of the rows' own attribute `c`, said of
    /// their table, within each value of a grouping (their own column, or
    /// another table's), is
    /// the top row of each group (ranked by `c`), not the group's extreme
    /// alone. The rows are named right after slot `i`. Sets the reading and
    /// returns true when it applies.
    pub(super) fn best_row_in_each_group(
        &mut self,
        i: usize,
        c: &ColumnRef,
        descending: bool,
    ) -> bool {
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
    pub(super) fn count_averaged(&mut self, i: usize, j: usize) -> bool {
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
}
