//! Rankings of groups: "top 3 products by revenue" (the products ranked by
//! their total revenue), and the same within each value of another group
//! ("… in each region", 每个地区销售额最高的3个商品): the top rows per group.

use super::*;
use crate::intent::Calculation;

/// How the values of a column of many rows per entity rank the entities
/// when no aggregate is said: a per-unit value (a rating, a price, a rate)
/// by its average — adding ratings up means nothing —, an amount by its
/// total ("the highest rated hotel", "top 3 stores by revenue").
fn per_entity(c: &ColumnRef) -> Aggregation {
    if calculation::is_per_unit(c) {
        Aggregation::Avg
    } else {
        Aggregation::Sum
    }
}

impl Parser<'_, '_> {
    /// "which kind of work is most expensive on average": a superlative of
    /// one row said "on average" ranks the kinds asked for by the average
    /// of their rows — the kind, not the kind of the one dearest row. Read
    /// when one column of the rows is asked for and one row is picked by
    /// another, a number of the same table.
    pub(super) fn superlative_on_average(&mut self) {
        let Some(k) = (0..self.slots.len()).find(|&k| {
            self.cue_at(k) == Some(CueKind::Avg)
                && !self.slots[k].used
                && self.slots[k]
                    .tokens
                    .start
                    .checked_sub(1)
                    .is_some_and(|b| &self.q.lower[self.q.tokens[b].span.clone()] == "on")
        }) else {
            return;
        };
        let i = &self.intent;
        let Some(Order {
            key: OrderKey::Column { column },
            descending,
        }) = i.order.clone()
        else {
            return;
        };
        let [kind] = i.projections.as_slice() else {
            return;
        };
        if i.limit != Some(1)
            || !i.measures.is_empty()
            || !i.dimensions.is_empty()
            || kind.table != column.table
            || *kind == column
            || self.is_numeric(kind)
            || !self.is_numeric(&column)
        {
            return;
        }
        let kind = kind.clone();
        self.intent.projections.clear();
        self.intent.dimensions.push(kind);
        let m = self.push_measure(Measure {
            aggregation: Aggregation::Avg,
            target: MeasureTarget::Column { column },
        });
        self.order_by_measure(m, descending);
        self.slots[k].used = true;
        if let Some(on) = self.slots[k].tokens.start.checked_sub(1) {
            self.understand_token(on);
        }
    }

    /// 最贵的房间在哪个酒店: a superlative said first, its rows, then 在 and
    /// which of another table's rows, asks where the one row is — not
    /// which of them ranks first by an aggregate of their rows. Read as
    /// such a ranking, it is doubted. (销售额最高的客户是谁 ranks the
    /// customers: the amount is said before the superlative.)
    pub(super) fn a_located_superlative_row_is_no_ranking(&mut self) {
        if !self.q.chinese || self.intent.measures.is_empty() || self.intent.dimensions.is_empty() {
            return;
        }
        let located = (0..self.slots.len()).any(|i| {
            let said_first = (0..i).all(|k| !matches!(self.slots[k].item, Item::Mention(_)));
            if !matches!(self.cue_at(i), Some(CueKind::Max | CueKind::Min)) || !said_first {
                return false;
            }
            let Some(rows) = self
                .next_meaningful(i, 1)
                .filter(|j| self.table_named_at(*j).is_some())
            else {
                return false;
            };
            let after = self.slots[rows].tokens.end;
            let at = self.q.tokens.get(after).is_some_and(|t| t.norm == "在");
            at && self
                .slot_of_token(after + 1)
                .is_some_and(|w| self.cue_at(w) == Some(CueKind::Which))
        });
        if located {
            self.notes.push(
                "a superlative row located in another table's rows: not a ranking of them".into(),
            );
        }
    }

    /// 成交价最高的车是什么牌子, 成交价最高的车的品牌: rows ranked by an
    /// amount of their own rows (a car by its sales) and shown by their
    /// key — they have no name — show what is asked of them after their
    /// noun (是什么 X, 的 X): a text column of theirs, still grouped by
    /// the key.
    pub(super) fn an_attribute_of_the_ranked_rows(&mut self) {
        let i = &self.intent;
        let ranked = matches!(
            i.order.as_ref().map(|o| &o.key),
            Some(OrderKey::Measure { .. })
        ) && i.limit.is_some();
        let [key] = i.dimensions.as_slice() else {
            return;
        };
        if !ranked || !i.projections.is_empty() || !self.is_key(key) {
            return;
        }
        let key = key.clone();
        let Some(rows) = (0..self.slots.len())
            .rev()
            .find(|j| self.table_named_at(*j) == Some(key.table.as_str()) && self.slots[*j].used)
        else {
            return;
        };
        let asked: Vec<usize> = (rows + 1..self.slots.len())
            .filter(|j| !self.slots[*j].used)
            .collect();
        let [j] = asked.as_slice() else {
            return;
        };
        let Some(Target::Column(c)) = self.target(*j).cloned() else {
            return;
        };
        if c.table != key.table || self.is_numeric(&c) || self.is_key(&c) {
            return;
        }
        self.slots[*j].used = true;
        self.intent.dimensions = vec![c];
        self.intent.group_keys.push(key);
    }

    /// [`per_entity`] of column `c` said at slot `j`, except that the
    /// price of one sale said as takings or spending ("top players by
    /// spending", "by revenue") is each entity's total: what they spent.
    pub(super) fn per_entity_said(&self, j: usize, c: &ColumnRef) -> Aggregation {
        if self.takings_of_a_price(j) {
            Aggregation::Sum
        } else {
            per_entity(c)
        }
    }

    /// "top 3 products by revenue": after a numbered top-N and the entity
    /// ranked, "by" an amount says what ranks it — not a grouping. An
    /// amount of another table is totalled per entity ("by line revenue",
    /// "by total revenue"); the entity's own column orders its rows.
    pub(super) fn top_n_by_amount(&mut self) {
        if self.q.chinese {
            self.top_n_by_amount_zh();
            return;
        }
        if self.intent.limit.is_none() {
            return;
        }
        let n = self.slots.len();
        for i in 0..n {
            if self.cue_at(i) != Some(CueKind::Top) || !self.slots[i].used {
                continue;
            }
            if self.picks_a_period && self.periods_ranked_by_amount(i) {
                return;
            }
            let Some(e) = self.mention_after(i, &[], 3) else {
                continue;
            };
            let Some(entity) = self.target(e).and_then(|t| match t {
                Target::Table(_) | Target::Column(_) => self.dimension_of(t),
                _ => None,
            }) else {
                continue;
            };
            let Some(mut b) = self.next_meaningful(e, 1) else {
                continue;
            };
            // ("top 2 stores in each region by revenue": the groups the
            // top N is taken in, said before "by", are read as groups.)
            if self.cue_at(b) == Some(CueKind::Group) && self.raw(b) != "by" {
                let past_group = self
                    .next_meaningful(b, 1)
                    .filter(|g| {
                        matches!(self.target(*g), Some(Target::Table(_) | Target::Column(_)))
                    })
                    .and_then(|g| self.next_meaningful(g, 1));
                if let Some(by) = past_group {
                    b = by;
                }
            }
            if self.cue_at(b) != Some(CueKind::Group) || self.raw(b) != "by" {
                continue;
            }
            // "by total revenue": the aggregate said before the amount.
            let said = self
                .next_meaningful(b, 1)
                .filter(|k| !self.slots[*k].used)
                .and_then(|k| Some((k, self.cue_at(k)?.aggregation()?)));
            let Some(m) = self.mention_after(said.map_or(b, |(k, _)| k), &[], 1) else {
                continue;
            };
            // ("bottom 5 products by revenue": the smallest first.)
            let descending = self.raw(i) != "bottom";
            // ("top 3 countries by number of guests": a category of the
            // rows counted, not their name, groups them.)
            let other_rows = |t: &str| {
                t != entity.table
                    || matches!(self.target(e), Some(Target::Column(_)))
                        && !self.names_the_rows(&entity)
            };
            let aggregation = said.map_or(Aggregation::Sum, |(_, a)| a);
            let measure = match self.target(m) {
                Some(Target::Metric(id)) => Some(Measure {
                    aggregation,
                    target: MeasureTarget::Metric { id: id.clone() },
                }),
                Some(Target::Column(c)) if self.is_numeric(c) && !self.is_key(c) => {
                    if c.table == entity.table && said.is_none() {
                        // "top 3 singers by net worth": the rows' own value.
                        self.intent.order = Some(Order {
                            key: OrderKey::Column { column: c.clone() },
                            descending,
                        });
                        None
                    } else {
                        Some(Measure {
                            aggregation: said
                                .map_or_else(|| self.per_entity_said(m, c), |(_, a)| a),
                            target: MeasureTarget::Column { column: c.clone() },
                        })
                    }
                }
                // "by number of tickets": how many rows of another table
                // each has.
                Some(Target::Table(t)) if aggregation == Aggregation::Count && other_rows(t) => {
                    Some(Measure {
                        aggregation,
                        target: MeasureTarget::Rows { table: t.clone() },
                    })
                }
                // "top 5 artists by plays": rows said bare, which keep no
                // money a total could mean, are counted too.
                Some(Target::Table(t))
                    if said.is_none() && other_rows(t) && self.money_named_by_rows(t).is_none() =>
                {
                    Some(Measure {
                        aggregation: Aggregation::Count,
                        target: MeasureTarget::Rows { table: t.clone() },
                    })
                }
                // "by total invoiced", "by total sales": the money rows
                // named by it bring (`flows`).
                Some(Target::Table(t)) if aggregation == Aggregation::Sum && *t != entity.table => {
                    let Some(column) = self.money_named_by_rows(t) else {
                        continue;
                    };
                    Some(Measure {
                        aggregation,
                        target: MeasureTarget::Column { column },
                    })
                }
                _ => continue,
            };
            if let Some(measure) = measure {
                let index = self.push_measure(measure);
                self.intent.order = Some(Order {
                    key: OrderKey::Measure { index },
                    descending,
                });
                if !self.intent.dimensions.contains(&entity) {
                    self.intent.dimensions.push(entity);
                }
            }
            for k in [Some(e), Some(b), Some(m), said.map(|(k, _)| k)]
                .into_iter()
                .flatten()
            {
                self.slots[k].used = true;
            }
            return;
        }
    }

    /// "top 5 days by revenue": the periods a top-N picks (the period word
    /// read by the time rules) are ranked by the amount said after "by" —
    /// each period's total, the largest first.
    fn periods_ranked_by_amount(&mut self, top: usize) -> bool {
        let Some(b) = self
            .next_past_top_n(top, &[])
            .filter(|b| self.cue_at(*b) == Some(CueKind::Group) && self.raw(*b) == "by")
        else {
            return false;
        };
        let said = self
            .next_meaningful(b, 1)
            .filter(|k| !self.slots[*k].used)
            .and_then(|k| Some((k, self.cue_at(k)?.aggregation()?)));
        let Some(m) = self.next_meaningful(said.map_or(b, |(k, _)| k), 1) else {
            return false;
        };
        let aggregation = said.map_or(Aggregation::Sum, |(_, a)| a);
        let target = match self.target(m) {
            Some(Target::Metric(id)) => MeasureTarget::Metric { id: id.clone() },
            Some(Target::Column(c)) if self.is_numeric(c) && !self.is_key(c) => {
                MeasureTarget::Column { column: c.clone() }
            }
            // ("by orders": how many of them.)
            Some(Target::Table(t)) if said.is_none() => MeasureTarget::Rows { table: t.clone() },
            _ => return false,
        };
        let aggregation = match target {
            MeasureTarget::Rows { .. } => Aggregation::Count,
            _ => aggregation,
        };
        // The one amount ranked (it may be measured already, as a metric
        // named is).
        let measure = match self.intent.measures.iter().find(|x| x.target == target) {
            Some(m) => m.clone(),
            None => Measure {
                aggregation,
                target,
            },
        };
        self.intent.measures = vec![measure];
        // ("by orders" is no grouping by each order.)
        let dimensions = std::mem::take(&mut self.intent.dimensions);
        self.intent.dimensions = dimensions.into_iter().filter(|d| !self.is_key(d)).collect();
        self.order_by_measure(0, true);
        for k in [Some(b), Some(m), said.map(|(k, _)| k)]
            .into_iter()
            .flatten()
        {
            self.slots[k].used = true;
        }
        true
    }

    /// "the highest revenue store", "the 3 best-selling products", 最畅销的
    /// 3个商品: a superlative, the amount said right after it, then the rows
    /// ranked — each row's total of the amount, the first (or first N).
    /// Chinese closes the amount with 的. An amount of the rows' own table
    /// is left to the plain superlative ("the most expensive product").
    pub(super) fn ranked_by_the_amount_before_them(&mut self) {
        let zh = self.q.chinese;
        for s in 0..self.slots.len() {
            let descending = match self.cue_at(s) {
                Some(CueKind::Max) => true,
                Some(CueKind::Min) => false,
                _ => continue,
            };
            if self.slots[s].used {
                continue;
            }
            let Some(m) = self.next_meaningful(s, 1).filter(|m| !self.slots[*m].used) else {
                continue;
            };
            let de_after = self.de_after(m);
            if zh && !de_after {
                continue;
            }
            let Some(mut e) = self.next_meaningful(m, 1) else {
                continue;
            };
            // (最畅销的3个商品: the number between is the top-N's.)
            let mut number = None;
            if let Item::Number(v) = self.slots[e].item {
                if !self.slots[e].used && v >= 1.0 && v.fract() == 0.0 && v <= 1000.0 {
                    number = Some((e, v as u64));
                    match self.next_meaningful(e, 1) {
                        Some(k) => e = k,
                        None => continue,
                    }
                }
            }
            // ("store" is also a channel's value: the table it names.)
            let rows = match self.target(e) {
                Some(Target::Value { .. }) => self.slots[e]
                    .alts
                    .iter()
                    .find(|t| matches!(t, Target::Table(_)))
                    .cloned(),
                t => t.cloned(),
            };
            // (The highest revenue city: a text column's values too — the
            // noun said last is what is ranked.)
            let Some(entity) = rows.as_ref().and_then(|t| match t {
                Target::Table(_) => self.dimension_of(t),
                Target::Column(c)
                    if self.column_type(c) == LogicalType::Text && !self.is_key(c) =>
                {
                    Some(c.clone())
                }
                _ => None,
            }) else {
                continue;
            };
            let target = match self.target(m) {
                Some(Target::Metric(id)) => MeasureTarget::Metric { id: id.clone() },
                Some(Target::Column(c))
                    if self.is_numeric(c) && !self.is_key(c) && c.table != entity.table =>
                {
                    MeasureTarget::Column { column: c.clone() }
                }
                _ => continue,
            };
            let aggregation = match &target {
                MeasureTarget::Column { column } => self.per_entity_said(m, column),
                _ => Aggregation::Sum,
            };
            let index = self.push_measure(Measure {
                aggregation,
                target,
            });
            self.intent.order = Some(Order {
                key: OrderKey::Measure { index },
                descending,
            });
            match number {
                Some((_, v)) => self.intent.limit = Some(v),
                None => {
                    self.intent.limit.get_or_insert(1);
                }
            }
            if !self.intent.dimensions.contains(&entity) {
                self.intent.dimensions.push(entity);
            }
            if let Some(t) = rows {
                self.slots[e].item = Item::Mention(t);
            }
            for k in [Some(s), Some(m), Some(e), number.map(|(k, _)| k)]
                .into_iter()
                .flatten()
            {
                self.slots[k].used = true;
            }
            return;
        }
    }

    /// The aggregate a word said right after an amount column at the slot
    /// before it gives it: 总额, 总和, 总量 (a total), 平均值, 均值 (an
    /// average) — Chinese says them after what they aggregate.
    fn postposed_aggregation(&self, k: usize) -> Option<Aggregation> {
        let aggregation = match self.raw(k) {
            "总额" | "总和" | "总量" | "总计" => Aggregation::Sum,
            "平均值" | "均值" => Aggregation::Avg,
            _ => return None,
        };
        let before = self.prev_meaningful(k)?;
        let adjacent = self.slots[before].tokens.end == self.slots[k].tokens.start;
        let amount = matches!(self.target(before), Some(Target::Column(c))
            if self.is_numeric(c) && !self.is_key(c));
        (self.q.chinese && adjacent && amount && !self.slots[before].used).then_some(aggregation)
    }

    /// 销售额最高的5个门店: an amount, its superlative, the number (the
    /// top-N read it) and the entity ranked. An amount of another table
    /// (a metric, or a number column there) is totalled per entity, and
    /// another table named there (订单最多的客户) has its rows counted; the
    /// entity's own column is left to the plain ranking.
    fn top_n_by_amount_zh(&mut self) {
        let n = self.slots.len();
        for s in 0..n {
            // (销量前五的商品, 销售额排名前十的门店: the first N, by it.)
            let top = self.cue_at(s) == Some(CueKind::Top);
            let descending = match self.cue_at(s) {
                Some(CueKind::Max | CueKind::Top) => true,
                Some(CueKind::Min) => false,
                _ => continue,
            };
            let ranked_by = self
                .prev_meaningful(s)
                .filter(|r| top && self.cue_at(*r) == Some(CueKind::OrderBy));
            let Some(mut m) = self
                .prev_meaningful(ranked_by.unwrap_or(s))
                .filter(|m| !self.slots[*m].used)
            else {
                continue;
            };
            // 保费总额最高的客户, 金额总和最大的: a total said after the
            // amount (Chinese puts 总额, 总和 there too) is how it is
            // aggregated per entity.
            let postposed = self
                .postposed_aggregation(m)
                .and_then(|a| Some((m, a, self.prev_meaningful(m)?)));
            if let Some((_, _, amount)) = postposed {
                m = amount;
            }
            // The number after the superlative is the top-N's, then the entity
            // — or, with nothing named after it, the entity said before the
            // amount (门店销售额排名前五, 商品销量前十).
            // (门店按销售额排名前五: 按 said between.)
            let named_after = self.mention_after(s, &[], 3);
            let by = self
                .prev_meaningful(m)
                .filter(|b| self.raw(*b) == "按" && named_after.is_none());
            let entity_before = || {
                self.prev_meaningful(by.unwrap_or(m))
                    .filter(|e| !self.slots[*e].used)
            };
            let Some(e) = named_after.or_else(entity_before) else {
                continue;
            };
            let number_between = (s + 1..if e > s { e } else { n })
                .any(|k| self.slots[k].used && matches!(self.slots[k].item, Item::Number(_)));
            // (门店 names the stores and their name column alike.)
            // (销量最高的3个品牌: a category column's values are ranked too.)
            let Some(entity) = self.target(e).and_then(|t| match t {
                Target::Table(_) => self.dimension_of(t),
                Target::Column(c) if self.is_label(c) => Some(c.clone()),
                Target::Column(c) if self.holds_a_category(c) => Some(c.clone()),
                _ => None,
            }) else {
                continue;
            };
            // 平均价格最高的品类: an aggregate said before the amount (or
            // in its word) is how it is aggregated per entity (a total by
            // default).
            let said = self
                .prev_meaningful(m)
                .filter(|a| !self.slots[*a].used)
                .and_then(|a| Some((a, self.cue_at(a)?.aggregation()?)))
                .or(postposed.map(|(a, agg, _)| (a, agg)));
            let glued = self.glued_aggregation(m);
            let aggregate_said = said.is_some() || glued.is_some();
            let aggregation = said.map(|(_, a)| a).or(glued).unwrap_or(Aggregation::Sum);
            let mut state_counted = None;
            let measure = match self.target(m) {
                Some(Target::Metric(id)) => Measure {
                    aggregation,
                    target: MeasureTarget::Metric { id: id.clone() },
                },
                // (平均单价最高的品牌: a column of the entity's own table
                // when an aggregate is said and the entity is a category.)
                // (折扣率最高的订单: a per-unit value — a rate, a price — has
                // no total; without an aggregate said, no ranking.)
                Some(Target::Column(c))
                    if self.is_numeric(c)
                        && !self.is_key(c)
                        && (aggregate_said
                            || !calculation::is_per_unit(c)
                            || c.table != entity.table && !self.ranks_by_size(s))
                        && (c.table != entity.table
                            || aggregate_said && !self.is_label(&entity)) =>
                {
                    Measure {
                        aggregation: if aggregate_said {
                            aggregation
                        } else {
                            self.per_entity_said(m, c)
                        },
                        target: MeasureTarget::Column { column: c.clone() },
                    }
                }
                // 订单最多的客户: another table's rows, counted per entity —
                // rows that reach it by their own keys (an order has its
                // customer), not through a table that repeats them
                // (客户最多的门店 would count orders, not customers). The
                // rows may be named by their label column (商品最少的品类:
                // 商品 is also the products' name).
                // 退款最多的门店: a state said for the rows in it (the
                // refunded orders), counted per entity as their noun is.
                // (取消率最高: not with a word between, a rate of it.)
                Some(Target::Value { column, value })
                    if !aggregate_said
                        && self.slots[m].tokens.end == self.slots[s].tokens.start
                        && column.table != entity.table
                        && self.names_kinds(column)
                        && self.cx.schema.reaches(&column.table, &entity.table, 3) =>
                {
                    state_counted = Some(Filter {
                        column: column.clone(),
                        op: FilterOp::Eq,
                        values: vec![Literal::Text(value.clone())],
                    });
                    Measure {
                        aggregation: Aggregation::Count,
                        target: MeasureTarget::Rows {
                            table: column.table.clone(),
                        },
                    }
                }
                _ => match self.table_named_at(m) {
                    Some(t)
                        if !aggregate_said
                            && t != entity.table
                            && self.cx.schema.reaches(t, &entity.table, 3) =>
                    {
                        Measure {
                            aggregation: Aggregation::Count,
                            target: MeasureTarget::Rows {
                                table: t.to_string(),
                            },
                        }
                    }
                    _ => continue,
                },
            };
            // 销售额最高的品类: with no number, 的 right after the
            // superlative and the entity next, the one at the top.
            let de_then_entity = || self.de_after(s) && self.next_meaningful(s, 1) == Some(e);
            if number_between {
                if self.intent.limit.is_none() {
                    continue;
                }
            } else if top {
                continue;
            } else if de_then_entity() {
                self.intent.limit.get_or_insert(1);
            } else {
                continue;
            }
            let index = self.push_measure(measure);
            if let Some(f) = state_counted.filter(|f| !self.intent.filters.contains(f)) {
                self.intent.filters.push(f);
            }
            self.intent.order = Some(Order {
                key: OrderKey::Measure { index },
                descending,
            });
            if !self.intent.dimensions.contains(&entity) {
                self.intent.dimensions.push(entity);
            }
            for k in [m, s, e]
                .into_iter()
                .chain(said.map(|(a, _)| a))
                .chain(ranked_by)
                .chain(by)
            {
                self.slots[k].used = true;
            }
            return;
        }
    }

    /// "top 3 products by revenue in each region", 每个地区销售额最高的3个
    /// 商品: a ranking of grouped rows (a limit over an ordering by an
    /// aggregate) with a second grouping said with each/每个/各 ranks
    /// within that grouping's values.
    pub(super) fn top_per_group(&mut self) {
        let ranked_by_aggregate = matches!(
            self.intent.order.as_ref().map(|o| &o.key),
            Some(OrderKey::Measure { .. } | OrderKey::Aggregate { .. })
        );
        let (Some(n), true, 2) = (
            self.intent.limit,
            ranked_by_aggregate,
            self.intent.dimensions.len(),
        ) else {
            return;
        };
        if self.intent.calculation.is_some()
            || self.intent.comparison.is_some()
            || self.intent.grain.is_some()
        {
            return;
        }
        let Some(partition) = self
            .each_groups
            .iter()
            .find(|g| self.intent.dimensions.contains(g))
            .cloned()
        else {
            return;
        };
        self.intent.dimensions.retain(|d| *d != partition);
        // 每个城市销售额最高的门店: the rows' own name within a column of
        // theirs is an entity within a group.
        let entity = &self.intent.dimensions[0];
        let named_rows = self.is_label(entity) && self.names_its_rows(entity);
        if entity.table == partition.table && !named_rows {
            // Two columns of one table: not an entity within a group.
            self.intent.dimensions.push(partition);
            return;
        }
        self.intent.dimensions.insert(0, partition.clone());
        self.intent.limit = None;
        self.intent.calculation = Some(Calculation::TopPerGroup { partition, n });
    }
}
