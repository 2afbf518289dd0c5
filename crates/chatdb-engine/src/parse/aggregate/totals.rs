//! Totals and amounts asked without an aggregate cue placing them: "how
//! much" given a number, tables listed with their measures, metrics nobody
//! claimed, totals a table keeps in a column, a total said last, a table's
//! total rows, mass nouns measured by their amount, spans averaged.

use super::*;

impl Parser<'_, '_> {
    /// "the number of cartoons directed by each director": a count of the
    /// distinct values of the column the groups are made by is 1 in every
    /// group; what is counted is the group's rows.
    pub(in crate::parse) fn counts_of_the_grouped_column(&mut self) {
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
    pub(in crate::parse) fn how_much_gets_a_number(&mut self) {
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
        if self.how_much_of_the_listed_rows() {
            return;
        }
        for k in 0..self.slots.len() {
            if self.cue_at(k) == Some(CueKind::HowMuch) {
                self.slots[k].used = false;
            }
        }
    }

    /// "how much was paid by card": English "how much" asked of rows only
    /// listed by their own key and label (no column of theirs named but
    /// those a filter fixes) asks an amount of them — their money, else
    /// their one amount that adds up ([`Self::rows_said_as_their_money`]),
    /// as it does of rows counted in a period. "how much did Ana pay",
    /// "how much has each member paid": of rows that keep no money, said
    /// with a verb of paying or earning, it is the money of the one dated
    /// table of rows referring to them — what they paid, row by row. Each
    /// group of those is kept. Whether it was so read.
    fn how_much_of_the_listed_rows(&mut self) -> bool {
        let i = &self.intent;
        if !(0..self.slots.len()).any(|k| self.asks_an_amount_in_english(k))
            || !self.lists_its_groups_only()
            || !i.having.is_empty()
            || i.contrast.is_some()
        {
            return false;
        }
        let Some(table) = i.projections.first().map(|c| c.table.clone()) else {
            return false;
        };
        // (A column a filter fixes — `paid_by` said by "paid … by card" —
        // asks nothing more.)
        let fixed = |c: &ColumnRef| self.intent.filters.iter().any(|f| f.column == *c);
        let own_names = i
            .projections
            .iter()
            .chain(&i.dimensions)
            .all(|c| c.table == table && (self.is_key(c) || self.is_label(c) || fixed(c)));
        let named = (0..self.slots.len()).any(|j| {
            matches!(self.target(j), Some(Target::Column(c))
                if self.intent.projections.contains(c) && !fixed(c))
        });
        if !own_names || named {
            return false;
        }
        let own = self
            .money_of(&table)
            .or_else(|| self.the_one_amount_that_adds_up(&table));
        let money = match own {
            Some(c) if self.intent.dimensions.is_empty() => c,
            Some(_) => return false,
            None => {
                let Some((verb, c)) = self.money_paid_by_their_rows(&table) else {
                    return false;
                };
                self.understood_tokens.push(verb);
                c
            }
        };
        self.total_instead_of_the_list(money);
        self.how_much_answered();
        true
    }

    /// The token of a verb of paying or earning nothing placed
    /// ([`super::super::flows::says_money_changing_hands`]) and the money of the one
    /// dated table referring directly to `table` that keeps money (its
    /// money, else the one column of money taken in): what
    /// the rows of `table` paid or earned, row by row.
    fn money_paid_by_their_rows(&self, table: &str) -> Option<(usize, ColumnRef)> {
        let verb = (0..self.q.tokens.len()).find(|&k| {
            self.slot_of_token(k).is_none()
                && !self.understood_tokens.contains(&k)
                && super::super::flows::says_money_changing_hands(&self.q.tokens[k].norm)
        })?;
        let mut paying = self.cx.schema.tables.iter().filter_map(|t| {
            let name = t.qualified_name();
            (name != table
                && super::super::refers(t, table)
                && crate::derived::is_dated(self.cx.schema, t))
            .then(|| self.money_of(&name).or_else(|| self.money_taken_by(&name)))
            .flatten()
        });
        match (paying.next(), paying.next()) {
            (Some(c), None) => Some((verb, c)),
            _ => None,
        }
    }

    /// "revenue and orders by month", 销售额和订单: a table named in a list
    /// of measures (joined by and/和/与/及 or a comma), beside a metric on
    /// its own rows, counts those rows — another measure, not the table the
    /// metric is on said again.
    pub(in crate::parse) fn tables_listed_with_measures(&mut self) {
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
    pub(super) fn total_said_with_its_metric(&self, i: usize) -> Option<usize> {
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
    pub(in crate::parse) fn unclaimed_metrics(&mut self) {
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

    /// 哪个城市拥有的洗衣机品牌门店总数最少: the total of what a table's
    /// rows already count (门店 of 洗衣机品牌门店 is counted in its column
    /// 门店数量) is the sum of that column, not a count of rows — said as
    /// 门店总数 or 总洗衣机品牌门店; 门店平均 (with a 平均 nobody placed) is
    /// its average.
    pub(in crate::parse) fn totals_kept_in_a_column(&mut self) {
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

    /// "how many teachers in total", "revenue last year altogether": a
    /// total said last, after the one count or total the question asks,
    /// only says again that one number is asked.
    pub(in crate::parse) fn total_said_last(&mut self) {
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
    pub(in crate::parse) fn total_rows_of_a_table(&mut self) {
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
    pub(in crate::parse) fn mass_nouns_measured_by_their_amount(&mut self) {
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
    pub(in crate::parse) fn spans_said_by_their_participle_are_averaged(&mut self) {
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
    pub(super) fn amount_of_a_mass_noun(&self, j: usize, table: &str) -> Option<ColumnRef> {
        let t = self.table(table)?;
        let plural = |w: &str| w.len() > 3 && w.ends_with('s') && !w.ends_with("ss");
        let named = chatdb_knowledge::text::split_identifier(&t.name).pop()?;
        if plural(self.raw(j)) || plural(&named) {
            return None;
        }
        let mut numbers = t
            .columns
            .iter()
            .filter(|c| c.logical_type.is_numeric() && !t.is_key(&c.name));
        match (numbers.next(), numbers.next()) {
            (Some(c), None) => Some(ColumnRef::new(table, &c.name)),
            _ => None,
        }
    }
}
