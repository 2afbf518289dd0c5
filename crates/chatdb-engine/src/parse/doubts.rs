//! Doubts about a finished reading. A doubt is a named check of the intent
//! against what the question says — a superlative with nothing ranked, a
//! key added up, groups asked for and left out — that, when it holds,
//! notes why the reading may not be what was asked. Any note halves the
//! coverage (`coverage.rs`) and is reported with the words left unplaced,
//! so a doubted reading is not given at high confidence.
//!
//! The checks in [`DOUBTS`] only read the parser; the two that also set a
//! signal for the calibration (a top N with nothing ordered, rows listed
//! by their key alone) run first ([`Parser::doubt_the_reading`]). Each
//! check's doc comment gives the wrong reading it was written against.

use super::*;

/// A named check of a finished reading and the note it raises.
struct Doubt {
    /// What the check looks for, for traces.
    name: &'static str,
    /// The note the reading gets when the doubt holds.
    raised: fn(&Parser<'_, '_>) -> Option<String>,
}

/// `Some(note)` when `holds`.
fn note(holds: bool, note: &str) -> Option<String> {
    holds.then(|| note.to_string())
}

/// The read-only doubts, in the order their notes are reported.
const DOUBTS: &[Doubt] = &[
    Doubt {
        name: "new without a period",
        raised: |p| note(p.new_without_a_period(), "新 (new) without a period"),
    },
    Doubt {
        name: "superlative inside an aggregate",
        raised: |p| {
            note(
                p.superlative_inside_an_aggregate(),
                "a superlative inside an aggregate",
            )
        },
    },
    Doubt {
        name: "ranking of one aggregate row",
        raised: |p| {
            note(
                p.ranks_one_aggregate_row(),
                "a ranking of one aggregate row (nothing grouped to rank)",
            )
        },
    },
    Doubt {
        name: "count word totalled",
        raised: |p| {
            note(
                p.count_word_column_totalled(),
                "a column named 数量 is totalled, but 数量 may be how many rows there are",
            )
        },
    },
    Doubt {
        name: "weighed rows ranked by their count",
        raised: |p| {
            p.weighed_rows_ranked_by_count()
                .map(|t| format!("the most {t}, or the most weight or volume they keep"))
        },
    },
    Doubt {
        name: "who answered by no one",
        raised: |p| {
            note(
                p.who_answered_by_no_one(),
                "who asks for someone, but no name is shown",
            )
        },
    },
    Doubt {
        name: "yes/no values counted",
        raised: |p| {
            note(
                p.counts_the_values_of_a_flag(),
                "the distinct values of a yes/no column are counted",
            )
        },
    },
    Doubt {
        name: "each group's own row counted",
        raised: |p| {
            note(
                p.counts_each_groups_own_row(),
                "each group is one row of the table counted (a count of 1 each)",
            )
        },
    },
    Doubt {
        name: "attribute superlative ranks a count",
        raised: |p| {
            note(
                p.attribute_superlative_ranks_a_count(),
                "a superlative of an attribute (a price, an age) ranks by a count",
            )
        },
    },
    Doubt {
        name: "level totalled over periods",
        raised: |p| {
            p.level_totalled_over_periods().map(|c| {
                format!(
                    "a total per period of {}, which does not add up over time",
                    c.column
                )
            })
        },
    },
    Doubt {
        name: "many rows listed per group",
        raised: |p| {
            note(
                p.lists_many_rows_per_group(),
                "groups are asked, but a column of rows many to each group is listed, not measured",
            )
        },
    },
    Doubt {
        name: "levels listed by shared groups",
        raised: |p| {
            note(
                p.levels_listed_by_shared_groups(),
                "groups are asked, but a value that does not add up is listed row by row",
            )
        },
    },
    Doubt {
        name: "key added up",
        raised: |p| note(p.adds_up_a_key(), "a key column is added up or averaged"),
    },
    Doubt {
        name: "groups left out of a listing",
        raised: |p| {
            note(
                p.listing_leaves_its_groups_out(),
                "groups are asked, but nothing is measured and the listing leaves them out",
            )
        },
    },
    Doubt {
        name: "table named but left out",
        raised: |p| {
            p.table_named_but_left_out()
                .map(|t| format!("{t} is named, but the reading leaves it out"))
        },
    },
    Doubt {
        name: "counts of different rows",
        raised: |p| {
            note(
                p.conditions_on_counts_of_different_rows(),
                "conditions on counts of different rows",
            )
        },
    },
    Doubt {
        name: "order by a column the groups don't have",
        raised: |p| {
            note(
                p.orders_by_a_column_the_groups_lack(),
                "an order by a column the groups don't have",
            )
        },
    },
    Doubt {
        name: "ids asked, none returned",
        raised: |p| {
            note(
                p.ids_asked_but_not_returned(),
                "ids are asked for, but the reading returns none",
            )
        },
    },
    Doubt {
        name: "each group asked, first few kept",
        raised: |p| {
            note(
                p.keeps_the_first_few_of_each_group(),
                "each group is asked for, but the reading keeps only the first few",
            )
        },
    },
    Doubt {
        name: "each group asked, only related kept",
        raised: |p| {
            note(
                p.keeps_only_groups_with_related_rows(),
                "each group is asked for, but the reading only keeps those with related rows",
            )
        },
    },
    Doubt {
        name: "only the values named listed",
        raised: |p| {
            note(
                p.lists_only_the_values_named(),
                "the rows listed show only the values the question names",
            )
        },
    },
    Doubt {
        name: "a value kept and excluded",
        raised: |p| {
            note(
                p.a_value_kept_and_excluded(),
                "one value is both required and excluded",
            )
        },
    },
    Doubt {
        name: "groups without read as rows not",
        raised: |p| {
            note(
                p.groups_without_read_as_rows_not(),
                "groups having none of some rows are asked for, but the reading lists rows that differ",
            )
        },
    },
    Doubt {
        name: "negated on rows each has many of",
        raised: |p| {
            note(
                p.negated_on_rows_each_has_many_of(),
                "a negated condition on rows each answer has many of reads 'has one that is not', not 'has none'",
            )
        },
    },
    Doubt {
        name: "names asked, numbers returned",
        raised: |p| {
            note(
                p.names_asked_but_only_numbers_returned(),
                "names are asked for, but the reading returns only numbers",
            )
        },
    },
    Doubt {
        name: "a value the column does not hold",
        raised: |p| {
            p.value_the_column_does_not_hold()
                .map(|v| format!("'{v}' is not a value of the column it is compared with"))
        },
    },
    Doubt {
        name: "ordered by one of several unsaid",
        raised: |p| {
            p.orders_by_one_of_several_unsaid()
                .map(|(a, b)| format!("ordered by {a}, but {b} is named the same way"))
        },
    },
    Doubt {
        name: "a value counted as other rows",
        raised: |p| {
            p.value_counted_as_rows_of_another_table().map(|(v, rows)| {
                format!("'{v}' is counted as {rows} rows, but '{v}' may be the things themselves")
            })
        },
    },
    Doubt {
        name: "contradictory conditions",
        raised: |p| {
            note(
                contradictory(&p.intent.filters),
                "conditions on one column that can't both hold",
            )
        },
    },
];

impl Parser<'_, '_> {
    /// Notes every doubt about the finished reading: first the two that
    /// also set a signal for the calibration, then [`DOUBTS`].
    pub(super) fn doubt_the_reading(&mut self) {
        self.rows_listed_by_their_key_alone();
        self.superlative_with_nothing_ranked();
        for d in DOUBTS {
            if let Some(note) = (d.raised)(self) {
                tracing::debug!(doubt = d.name, %note, "doubt");
                self.notes.push(note);
            }
        }
    }

    /// "what did we sell most last week": a superlative said and taken,
    /// yet nothing ranked or picked — no ordering, limit, extreme, HAVING,
    /// subquery or calculation — leaves the question's "which" unanswered
    /// (one total is no answer to it). So does a top N kept with nothing
    /// ordered.
    fn superlative_with_nothing_ranked(&mut self) {
        let said = self
            .slots
            .iter()
            .any(|s| s.used && matches!(s.item, Item::Cue(CueKind::Max | CueKind::Min)));
        let i = &self.intent;
        let extreme = i
            .measures
            .iter()
            .any(|m| matches!(m.aggregation, Aggregation::Max | Aggregation::Min));
        let ranked = i.order.is_some()
            || i.limit.is_some()
            || extreme
            || !i.having.is_empty()
            || !i.subquery_filters.is_empty()
            || i.calculation.is_some()
            || i.comparison.is_some();
        if said && !ranked {
            self.notes
                .push("a superlative is said, but nothing is ranked by it".into());
        }
        // "who are our top 3 customers" read as any 3 customers: top N
        // said, N rows kept, nothing ordered to say which are the top.
        let top = self.took_a_role(&Item::Cue(CueKind::Top));
        if top && i.limit.is_some() && i.order.is_none() && i.calculation.is_none() {
            self.notes
                .push("a top N is asked for, but nothing orders the rows".into());
            self.unranked_top = true;
        }
        // "bottom 5 …" read with the largest first.
        let bottom = (0..self.slots.len()).any(|k| {
            self.slots[k].used && self.cue_at(k) == Some(CueKind::Top) && self.raw(k) == "bottom"
        });
        if bottom && i.order.as_ref().is_none_or(|o| o.descending) {
            self.notes
                .push("the bottom N is asked for, but the largest come first".into());
        }
        // 下单最早的客户 ranked customers by how few orders they had: the
        // earliest, the latest are said of a date, never of a count.
        let of_a_date = (0..self.slots.len()).any(|k| {
            self.slots[k].used
                && matches!(self.slots[k].item, Item::Cue(CueKind::Max | CueKind::Min))
                && compare::is_date_superlative(self.raw(k))
        });
        let by_a_count = i.ranked_measure().is_some_and(|m| {
            matches!(
                m.aggregation,
                Aggregation::Count | Aggregation::CountDistinct
            )
        });
        if of_a_date && by_a_count {
            self.notes.push(
                "the earliest or latest is said of a date, but rows are ranked by a count".into(),
            );
        }
        // 注册最早的客户, "the last customer to sign up": the one row picked
        // by a date that many rows share (a dozen customers a day) is any
        // of those of that day, not the earliest — where its ties could not
        // be kept (listing.rs, `ties_of_a_shared_value`).
        if self.one_row_by_a_shared_value(false).is_some() {
            self.notes
                .push("the rows are picked by a date many of them share".into());
        }
    }

    /// 新开业的门店: "newly" opened says a recent period it does not name,
    /// when the reading has none (每年新注册的客户: new in each period of a
    /// grain).
    fn new_without_a_period(&self) -> bool {
        let new_event = (0..self.slots.len()).any(|k| {
            matches!(self.target(k), Some(Target::Column(c)) if self.column_type(c).is_temporal())
                && self.raw(k).starts_with('新')
        });
        let per_period = self.intent.grain.is_some_and(|g| !g.is_cyclic());
        new_event && self.intent.time_range.is_none() && !per_period
    }

    /// A measure, no groups and no grain, ordered by a column: the
    /// superlative was read inside the aggregate, which has one row.
    fn superlative_inside_an_aggregate(&self) -> bool {
        !self.intent.measures.is_empty()
            && self.intent.dimensions.is_empty()
            && matches!(
                self.intent.order.as_ref().map(|o| &o.key),
                Some(OrderKey::Column { .. })
            )
            && self.intent.grain.is_none()
    }

    /// "customer with the highest average order amount" read without its
    /// groups: an aggregate over no groups is one row, which no
    /// superlative can rank.
    fn ranks_one_aggregate_row(&self) -> bool {
        !self.intent.measures.is_empty()
            && self.intent.dimensions.is_empty()
            && self.intent.group_keys.is_empty()
            && self.intent.grain.is_none()
            && self.intent.set_operation.is_none()
            && matches!(
                self.intent.order.as_ref().map(|o| &o.key),
                Some(OrderKey::Measure { .. } | OrderKey::Aggregate { .. })
            )
    }

    /// 这个月产奶最多的牛 ranked the cows by how many milkings they had
    /// (0.88): of rows that keep one weight or volume and no quantity
    /// ([`crate::derived::the_one_weighed_amount`]), Chinese says "the
    /// most" of the times and of the litres alike. A ranking by their
    /// count of rows of an act named by its gerund (milkings, pickings),
    /// with no count word said (次数, 次, 笔, 趟), is doubted; the table's
    /// rows, named.
    fn weighed_rows_ranked_by_count(&self) -> Option<String> {
        const COUNT_WORDS: &[&str] = &["次", "笔", "趟", "回", "个数", "数量"];
        if !self.q.chinese || COUNT_WORDS.iter().any(|w| self.q.lower.contains(w)) {
            return None;
        }
        let counted = |m: &Measure| match (&m.aggregation, &m.target) {
            (Aggregation::Count, MeasureTarget::Rows { table }) => Some(table.clone()),
            _ => None,
        };
        let table = match self.intent.order.as_ref().map(|o| &o.key)? {
            OrderKey::Measure { index } => counted(self.intent.measures.get(*index)?),
            OrderKey::Aggregate { measure } => counted(measure),
            _ => None,
        }?;
        // (The rows of an act named by its gerund — milkings, pickings —
        // not things: 包裹最多 counts parcels.)
        let an_act = chatdb_knowledge::text::split_identifier(&table)
            .last()
            .is_some_and(|w| w.ends_with("ing") || w.ends_with("ings"));
        if !an_act {
            return None;
        }
        self.table(&table)
            .and_then(|t| crate::derived::the_one_weighed_amount(t, self.cx.profiles))
            .map(|_| table)
    }

    /// "how many attendees checked in" counted the distinct values of the
    /// checked_in flag (0.94): a yes/no column has two, which is never
    /// what a count asks — the rows where it holds are.
    fn counts_the_values_of_a_flag(&self) -> bool {
        self.intent.measures.iter().any(|m| {
            m.aggregation == Aggregation::CountDistinct
                && matches!(&m.target, MeasureTarget::Column { column } if self.says_yes_or_no(column))
        })
    }

    /// Nothing measured, grouped by, ordered or calculated: the reading
    /// lists rows.
    fn listed_only(&self) -> bool {
        self.intent.measures.is_empty()
            && self.intent.having.is_empty()
            && self.intent.order.is_none()
            && self.intent.calculation.is_none()
    }

    /// 各门店类型的数量 listed every order line's quantity beside its
    /// store's type (0.90): with groups asked and nothing measured, a
    /// column of rows that are many to each group's row (order lines of a
    /// store) is not said per group — it was to be measured.
    /// (每个作者有哪些书: rows asked for by 哪些 or "which", listed beside
    /// their groups' names, are what is asked.)
    fn lists_many_rows_per_group(&self) -> bool {
        let groups_listed = self
            .intent
            .dimensions
            .iter()
            .all(|d| self.intent.projections.contains(d));
        self.listed_only()
            && !self.intent.dimensions.is_empty()
            && self.intent.projections.iter().any(|p| {
                self.intent
                    .dimensions
                    .iter()
                    .all(|d| p.table != d.table && self.cx.schema.reaches(&p.table, &d.table, 3))
                    && !(groups_listed && self.rows_asked_which(&p.table))
            })
    }

    /// "sales last month" totalled the sales' ids (0.96): a key names
    /// rows, and names do not add up or average.
    fn adds_up_a_key(&self) -> bool {
        self.intent.measures.iter().any(|m| {
            matches!(m.aggregation, Aggregation::Sum | Aggregation::Avg)
                && matches!(&m.target, MeasureTarget::Column { column } if self.is_key(column))
        })
    }

    /// "litres brewed per brewer" listed each batch's litres and day
    /// (0.91): groups asked where nothing is measured and other columns
    /// are listed are not in the answer at all — the listing has no place
    /// for them. (Rows said by their table's noun — "the age of every
    /// teacher", grouped by their name or key — or by a name of their own
    /// are one row to each group: the listing is per group.)
    fn listing_leaves_its_groups_out(&self) -> bool {
        self.listed_only()
            && !self.intent.projections.is_empty()
            && self.intent.dimensions.iter().any(|d| {
                !self.intent.projections.contains(d)
                    && self.column_said(d)
                    && !self.own_unique_label(d)
                    && !self.is_key(d)
            })
    }

    /// "makers that produce at least 2 models and make more than 3 cars":
    /// two counts of different rows can't share one join.
    fn conditions_on_counts_of_different_rows(&self) -> bool {
        let counted: BTreeSet<String> = self.counted_in_having().into_iter().collect();
        counted.len() > 1
    }

    /// 哪个公司的品牌最多 read as "ordered by 市场份额": grouped rows have no
    /// one value of a column they are not grouped by. (按每城市平均服务的用户由少到多给出各打车APP:
    /// with nothing aggregated, "each app" lists the rows, which have the
    /// column.)
    fn orders_by_a_column_the_groups_lack(&self) -> bool {
        let grouped = !self.intent.measures.is_empty() || !self.intent.having.is_empty();
        matches!(self.intent.order.as_ref().map(|o| &o.key),
            Some(OrderKey::Column { column })
                if grouped && self.intent.grain.is_none() && !self.intent.dimensions.contains(column))
    }

    /// "the most expensive item" of items keeping an `asking_price` and a
    /// `sale_price`: the rows are ordered by a column the question does not
    /// name, chosen by the word its name ends in (a price), where another
    /// number column of the table ends in that word too — which one is
    /// meant is a guess.
    fn orders_by_one_of_several_unsaid(&self) -> Option<(String, String)> {
        let Some(OrderKey::Column { column }) = self.intent.order.as_ref().map(|o| &o.key) else {
            return None;
        };
        let said = self.slots.iter().any(|s| match &s.item {
            Item::Mention(t) => std::iter::once(t)
                .chain(s.alts.iter())
                .any(|t| *t == Target::Column(column.clone())),
            _ => false,
        });
        // (A series is ordered by its periods; a date by its own rule.)
        if said || self.intent.grain.is_some() || self.column_type(column).is_temporal() {
            return None;
        }
        let table = self.table(&column.table)?;
        // (A column the reading computes, an age from a birth year, is
        // none of the table's.)
        table.columns.iter().find(|c| c.name == column.column)?;
        let other = self.named_alike(column).into_iter().find(|c| {
            table
                .column(&c.column)
                .is_some_and(|c| c.logical_type.is_numeric())
        })?;
        Some((column.column.clone(), other.column))
    }

    /// "how many labradors do we walk" counted as walks: the noun counted
    /// is a value of another table's column (a breed of the dogs), said
    /// right after "how many", while the rows counted are those referring
    /// to that table, many to each of its rows — whether the walks or the
    /// distinct dogs are meant is not in the schema ("how many emails did
    /// we send" counts sends).
    fn value_counted_as_rows_of_another_table(&self) -> Option<(String, String)> {
        if self.q.chinese {
            return None;
        }
        let counted = self.rows_counted_alone()?;
        (1..self.slots.len()).find_map(|k| {
            let Some(Target::Value { column, .. }) = self.target(k) else {
                return None;
            };
            let right_after_how_many = self.slots[k - 1].tokens.end == self.slots[k].tokens.start
                && self.cue_at(k - 1) == Some(CueKind::Count)
                && self.raw(k - 1) == "how many";
            // (Unless each of those things has one such row at most, by
            // the profile — "how many cats have been adopted": the
            // adoptions are as many as the cats adopted.)
            let references = self.table(counted).and_then(|t| {
                t.foreign_keys
                    .iter()
                    .find_map(|f| match f.columns.as_slice() {
                        [c] if f.ref_table.eq_ignore_ascii_case(&column.table) => Some(c.clone()),
                        _ => None,
                    })
            });
            let once_each = |fk: &String| {
                self.column_profile(&ColumnRef::new(counted, fk))
                    .is_some_and(|c| c.top_values.first().is_some_and(|(_, n)| *n == 1))
            };
            let many_each = references.is_some_and(|fk| !once_each(&fk));
            (right_after_how_many && many_each && column.table != *counted && self.slots[k].used)
                .then(|| (self.raw(k).to_string(), counted.clone()))
        })
    }

    /// 每个城市面积最大的门店 read as the one city with the largest: each
    /// group is asked for, yet the reading keeps the top few groups.
    fn keeps_the_first_few_of_each_group(&self) -> bool {
        self.intent.limit.is_some()
            && self.intent.calculation.is_none()
            && self
                .each_groups
                .iter()
                .any(|g| self.intent.dimensions.contains(g))
    }

    /// 每个司机的行程 read as the drivers that have trips (0.87): each of
    /// the groups is asked for, and the reading measures nothing per group
    /// — it only keeps the rows that have related ones.
    fn keeps_only_groups_with_related_rows(&self) -> bool {
        let each_said =
            (0..self.slots.len()).any(|k| self.cue_at(k) == Some(CueKind::Group) && !self.is_by(k));
        each_said
            && self.intent.measures.is_empty()
            && self.intent.grain.is_none()
            && self.intent.subquery_filters.iter().any(|f| {
                matches!(
                    f,
                    crate::intent::SubqueryFilter::Related { negated: false, .. }
                )
            })
    }

    /// Whether `d` is a text label of its table's own (no reference to
    /// another's rows) that each row has a value of its own of.
    fn own_unique_label(&self, d: &ColumnRef) -> bool {
        let referring = self
            .table(&d.table)
            .is_some_and(|t| t.foreign_keys.iter().any(|f| f.columns.contains(&d.column)));
        !referring && self.column_type(d) == LogicalType::Text && self.one_row_per_value(d)
    }

    /// Whether the one measure counts a table's rows in groups named by
    /// its own name or primary key — one row to each group.
    ///
    /// 每种会员卡有多少人 counted the members by their own names (0.94): a
    /// count of a table's rows in groups its own rows name counts nothing
    /// asked.
    fn counts_each_groups_own_row(&self) -> bool {
        let Some(table) = self.rows_counted_alone() else {
            return false;
        };
        // (A name or the primary key: a label that may be a category — a
        // platform, a channel —, or a reference, groups many rows.)
        // (Or a label each row has a value of its own of, by the profile:
        // films' unique titles.)
        let a_name = |d: &ColumnRef| {
            self.table(&d.table)
                .is_some_and(|t| t.primary_key == [d.column.clone()])
                || self.names_the_rows(d)
                    && (d.column.contains('名')
                        || chatdb_knowledge::text::name_words(&d.column)
                            .iter()
                            .any(|w| w == "name")
                        || self.own_unique_label(d))
        };
        !self.intent.dimensions.is_empty()
            && self
                .intent
                .dimensions
                .iter()
                .all(|d| d.table == *table && a_name(d))
    }

    /// Whether a measure totals a column whose whole name is a count word
    /// (数量, 个数, 数目) over groups of its own rows' attribute (每种订单状态
    /// of the orders) while no word of the question says a total (总, 合计,
    /// 一共, 加起来, 总和). (Entities ranked by the quantities of other rows
    /// — 数量最少的2个商品 — are ranked by their total.)
    ///
    /// 每种订单状态的数量 totalled the orders' 数量 column (0.94): a column
    /// named by a count word alone may as well be how many rows there are.
    fn count_word_column_totalled(&self) -> bool {
        const COUNT_NAMES: &[&str] = &["数量", "个数", "数目"];
        const TOTAL_WORDS: &[&str] = &["总", "合计", "一共", "加起来", "总和", "累计"];
        let dims = &self.intent.dimensions;
        let totalled = self.intent.measures.iter().any(|m| {
            m.aggregation == Aggregation::Sum
                && matches!(&m.target, MeasureTarget::Column { column }
                    if COUNT_NAMES.contains(&column.column.as_str())
                        && !dims.is_empty()
                        && dims.iter().all(|d| d.table == column.table))
        });
        totalled && !TOTAL_WORDS.iter().any(|w| self.q.lower.contains(w))
    }

    /// A column a measure totals per period of a series (a grain) over its
    /// own rows' date, when it does not add up over time ([`Self::adds_up`]:
    /// a salary, a price, a balance, not an amount paid or a quantity).
    ///
    /// 每个月的工资总额 totalled the employees' salaries by the month they
    /// were hired (0.94): a level adds up over rows, not over time.
    fn level_totalled_over_periods(&self) -> Option<ColumnRef> {
        self.intent.grain?;
        let dated = self.time_column()?;
        self.intent.measures.iter().find_map(|m| match &m.target {
            MeasureTarget::Column { column }
                if m.aggregation == Aggregation::Sum
                    && column.table == dated.table
                    && !self.adds_up(column)
                    && !self.is_price_of_one_sale(column) =>
            {
                Some(column.clone())
            }
            _ => None,
        })
    }

    /// Whether the reading ranks by a count of rows while a superlative
    /// of the question says the attribute it ranks by (最贵, "oldest",
    /// "most expensive").
    ///
    /// 最贵的房间在哪个酒店 ranked the hotels by their number of rooms (0.85):
    /// a superlative that says its attribute ranks by it, never by a count.
    fn attribute_superlative_ranks_a_count(&self) -> bool {
        let counts_rows = |m: &Measure| {
            m.aggregation == Aggregation::Count && matches!(m.target, MeasureTarget::Rows { .. })
        };
        let by_count = match self.intent.order.as_ref().map(|o| &o.key) {
            Some(OrderKey::Aggregate { measure }) => counts_rows(measure),
            Some(OrderKey::Measure { index }) => {
                self.intent.measures.get(*index).is_some_and(counts_rows)
            }
            _ => false,
        };
        by_count
            && (0..self.slots.len()).any(|k| {
                matches!(self.cue_at(k), Some(CueKind::Max | CueKind::Min))
                    && chatdb_knowledge::attribute::implied_attribute(self.raw(k)).is_some()
            })
    }

    /// Whether a listing with groups said ("by", 每) lists, beside groups
    /// by an attribute its rows share (not their name or key), a number of
    /// theirs that does not add up.
    ///
    /// "stars by owner" listed every site's stars beside its owner (0.92):
    /// each group would be one figure, and which one (an average, the
    /// highest) is not said.
    fn levels_listed_by_shared_groups(&self) -> bool {
        if !self.listed_only() || !self.has_cue(CueKind::Group) {
            return false;
        }
        let dims = &self.intent.dimensions;
        let values: Vec<&ColumnRef> = self
            .intent
            .projections
            .iter()
            .filter(|p| !dims.contains(p))
            .collect();
        !dims.is_empty()
            && dims.iter().all(|d| !self.names_the_rows(d))
            && !values.is_empty()
            && values.iter().all(|v| {
                dims.iter().all(|d| d.table == v.table)
                    && self.is_numeric(v)
                    && !self.is_key(v)
                    && !self.adds_up(v)
            })
    }

    /// A listing — nothing measured or grouped — each of whose columns an
    /// equality filter pins to one value.
    ///
    /// "managers in the sales department" read as the departments' names
    /// where the name is 'Sales': a listing of nothing but the values the
    /// question itself names tells nothing.
    fn lists_only_the_values_named(&self) -> bool {
        self.intent.measures.is_empty()
            && self.intent.dimensions.is_empty()
            && !self.intent.projections.is_empty()
            && self.intent.projections.iter().all(|c| self.pinned(c))
    }

    /// Whether one set of conditions — the reading's, or those on a
    /// subquery's rows — both requires and excludes the same value of one
    /// column (`c = v AND c <> v`).
    ///
    /// "all stores except stores having an order" read with the value
    /// 'store' both kept and excluded: no row can pass.
    fn a_value_kept_and_excluded(&self) -> bool {
        let contradicts = |filters: &[Filter]| {
            filters.iter().any(|a| {
                a.op == FilterOp::Eq
                    && filters.iter().any(|b| {
                        b.op == FilterOp::NotEq && b.column == a.column && b.values == a.values
                    })
            })
        };
        contradicts(&self.intent.filters)
            || self.intent.subquery_filters.iter().any(|f| match f {
                crate::intent::SubqueryFilter::Related { conditions, .. } => {
                    contradicts(conditions)
                }
                _ => false,
            })
    }

    /// A table named after "by" and taken by some construct, which the
    /// intent never reads (no column, count, metric, condition or ranking
    /// of it): "sold by category" read as a passive, the categories lost.
    /// Only for readings whose tables can all be seen here: not through
    /// subqueries or set operations.
    ///
    /// "total quantity sold by product category" lost its categories.
    fn table_named_but_left_out(&self) -> Option<String> {
        let i = &self.intent;
        if !i.subquery_filters.is_empty() || i.set_operation.is_some() {
            return None;
        }
        let mut read: BTreeSet<String> = self
            .intent_tables()
            .into_iter()
            .map(str::to_string)
            .collect();
        // A metric reads its own table (and its filters' joins, which a
        // table named for them would show as a column or a value).
        for m in &i.measures {
            if let MeasureTarget::Metric { id } = &m.target {
                read.insert(self.metric_table(id)?.to_string());
            }
        }
        // (Only a table said after "by": a table's word inside a longer
        // name, or one that qualifies a column, is taken without being read.)
        (1..self.slots.len()).find_map(|j| match self.target(j) {
            Some(Target::Table(t))
                if self.slots[j].used
                    && !read.contains(t)
                    && self.prev_meaningful(j).is_some_and(|i| self.raw(i) == "by") =>
            {
                Some(t.clone())
            }
            _ => None,
        })
    }

    /// Whether the question asks for ids (id, ids, 编号, ID) — not as a
    /// condition ("the student with id 5") — and the reading returns no
    /// column that identifies rows.
    ///
    /// "show ids for all templates used by more than one document" read as
    /// the templates' details.
    fn ids_asked_but_not_returned(&self) -> bool {
        let said: Vec<usize> = (0..self.q.tokens.len())
            .filter(|k| matches!(self.q.tokens[*k].norm.as_str(), "id" | "编号"))
            .collect();
        if said.is_empty()
            || self
                .intent
                .measures
                .iter()
                .any(|m| m.aggregation == Aggregation::Count)
                && self.intent.dimensions.is_empty()
        {
            return false;
        }
        // A key, a reference to another table's key, or a column named so.
        let identifies = |c: &ColumnRef| {
            let name = c.column.to_lowercase();
            name.ends_with("id")
                || name.contains("id_")
                || name.contains("编号")
                || self.table(&c.table).is_some_and(|t| {
                    t.is_key(&c.column)
                        || t.foreign_keys
                            .iter()
                            .any(|fk| fk.columns.contains(&c.column))
                })
        };
        if self.intent.filters.iter().any(|f| identifies(&f.column)) {
            return false;
        }
        let returned = self.returned_columns();
        // "company id", 公司id: the id of a column said with it (or inside
        // its name), returned.
        let named_and_returned = said.iter().any(|k| {
            self.slots.iter().any(|slot| {
                (slot.tokens.contains(k) || slot.tokens.end == *k)
                    && matches!(&slot.item, Item::Mention(Target::Column(c)) if returned.contains(c))
            })
        });
        !returned.is_empty() && !named_and_returned && !returned.iter().any(identifies)
    }

    /// "who" asked (the question's first word, or 谁) and answered by no
    /// text — dates, numbers or keys alone: no one is shown. (A "who"
    /// later in a question is a relative pronoun: "the id of the employee
    /// who …" asks for the id.)
    ///
    /// "who booked the most hours this year" read as the day of the
    /// longest booking (the date `booked_for` said by its verb); "who
    /// worked the most hours" of shifts that name no one, as a shift's id.
    fn who_answered_by_no_one(&self) -> bool {
        let who = (0..self.slots.len()).any(|k| {
            self.cue_at(k) == Some(CueKind::Which)
                && (self.raw(k) == "谁" || self.raw(k) == "who" && self.slots[k].tokens.start == 0)
        });
        let returned = self.returned_columns();
        who && self.intent.measures.is_empty()
            && !returned.is_empty()
            && !returned
                .iter()
                .any(|c| self.column_type(c) == chatdb_core::LogicalType::Text && !self.is_key(c))
    }

    /// The columns a reading returns as its rows' identity: grouped rows
    /// return their groups only, else what is listed.
    fn returned_columns(&self) -> &[ColumnRef] {
        if self.intent.dimensions.is_empty() {
            &self.intent.projections
        } else {
            &self.intent.dimensions
        }
    }

    /// A `<>`/`NOT IN` condition on a table whose rows the returned rows
    /// each have many of — it references the returned table, or a table in
    /// between references both — so the condition holds of one related row,
    /// not of all of them.
    ///
    /// "students who do not have a cat" read as students with a pet that
    /// is not a cat: a student with a cat and a dog passes.
    fn negated_on_rows_each_has_many_of(&self) -> bool {
        let returned = self.returned_columns();
        // (A reference returned stands for the table it references: the
        // StuID of Has_Pet is a student.)
        let Some(entity) = returned.first().map(|c| {
            self.table(&c.table)
                .and_then(|t| {
                    t.foreign_keys
                        .iter()
                        .find(|fk| fk.columns == [c.column.clone()])
                })
                .map_or(c.table.as_str(), |fk| fk.ref_table.as_str())
        }) else {
            return false;
        };
        let many = |other: &str| {
            self.references(other, entity)
                || self.cx.schema.tables.iter().any(|b| {
                    let b = b.qualified_name();
                    b != entity
                        && b != other
                        && self.references(&b, entity)
                        && self.references(&b, other)
                })
        };
        self.intent.filters.iter().any(|f| {
            matches!(f.op, FilterOp::NotEq | FilterOp::NotIn)
                && f.column.table != entity
                && many(&f.column.table)
        })
    }

    /// A `<>` on a column of the table whose category column is returned
    /// (the cities of stores), when the question says "have none"
    /// (没有, 无, without, no) rather than "is not" (不是, not).
    ///
    /// 哪些城市没有旗舰店 read as the cities of the stores that are not
    /// flagships: 没有 ("have none") is said of groups, not of rows.
    fn groups_without_read_as_rows_not(&self) -> bool {
        let have_none = self.q.tokens.iter().any(|t| {
            matches!(
                t.norm.as_str(),
                "没有" | "没" | "无" | "without" | "no" | "none"
            )
        });
        if !have_none {
            return false;
        }
        let returned = self.returned_columns();
        self.intent.filters.iter().any(|f| {
            matches!(f.op, FilterOp::NotEq | FilterOp::NotIn)
                && !returned.is_empty()
                && returned.iter().all(|c| {
                    c.table == f.column.table
                        && c.column != f.column.column
                        && !self.is_key(c)
                        && !(self.is_label(c) && self.names_its_rows(c))
                })
        })
    }

    /// A text value an equality (or IN) compares a column with that the
    /// column does not hold — where its profile is exact and saw all of
    /// its distinct values — while another column does.
    ///
    /// 'the episode for the TV series named "Sky Radio"' read as an
    /// episode called so.
    fn value_the_column_does_not_hold(&self) -> Option<String> {
        self.intent
            .filters
            .iter()
            .filter(|f| matches!(f.op, FilterOp::Eq | FilterOp::In))
            .find_map(|f| {
                let known = self.column_profile(&f.column)?.every_text_value()?;
                f.values.iter().find_map(|v| match v {
                    Literal::Text(t)
                        if !known.contains(t.as_str()) && self.held_elsewhere(t, &f.column) =>
                    {
                        Some(t.clone())
                    }
                    _ => None,
                })
            })
    }

    /// Whether another profiled column holds the text `value` (values
    /// that are nowhere are simply not in the data: no rows is the answer).
    fn held_elsewhere(&self, value: &str, column: &ColumnRef) -> bool {
        self.cx.profiles.iter().any(|p| {
            p.columns.iter().any(|c| {
                !(p.table == column.table && c.column == column.column)
                    && c.known_values()
                        .any(|v| matches!(v, chatdb_core::Value::Text(t) if t == value))
            })
        })
    }

    /// Names asked for (name, names, 名称, 名字, 姓名) while every column the
    /// reading returns holds numbers — unless a name is what the rows are
    /// picked by ("the age of the student whose name is …").
    ///
    /// "Which country has the most car makers? List the country name."
    /// read as the makers' country codes.
    fn names_asked_but_only_numbers_returned(&self) -> bool {
        let said = self.q.tokens.iter().any(|t| {
            matches!(
                &self.q.lower[t.span.clone()],
                "name" | "names" | "名称" | "名字" | "姓名"
            )
        });
        if !said
            || self.intent.filters.iter().any(|f| {
                chatdb_core::schema::named_like_a_name(&f.column.column)
                    || !self.is_numeric(&f.column)
            })
        {
            return false;
        }
        let returned = self.returned_columns();
        !returned.is_empty() && returned.iter().all(|c| self.is_numeric(c))
    }
}

/// True when two filters on one column exclude each other (age < 30 and
/// age > 40, country = 'France' and country = 'Spain').
fn contradictory(filters: &[Filter]) -> bool {
    let number = |l: &Literal| match l {
        Literal::Int(v) => Some(*v as f64),
        Literal::Float(v) => Some(*v),
        Literal::Text(_) | Literal::Bool(_) => None,
    };
    filters.iter().enumerate().any(|(k, a)| {
        filters[k + 1..].iter().any(|b| {
            if a.column != b.column || a.values.len() != 1 || b.values.len() != 1 {
                return false;
            }
            let (x, y) = (&a.values[0], &b.values[0]);
            // An upper bound below a lower bound (equal only when both are
            // strict or one is).
            let apart = |hi: f64, lo: f64, both_inclusive: bool| {
                hi < lo || hi == lo && !both_inclusive
            };
            match (a.op, b.op) {
                (FilterOp::Eq, FilterOp::Eq) => x != y,
                (FilterOp::Lt | FilterOp::Le, FilterOp::Gt | FilterOp::Ge) => {
                    let inclusive = a.op == FilterOp::Le && b.op == FilterOp::Ge;
                    matches!((number(x), number(y)), (Some(hi), Some(lo)) if apart(hi, lo, inclusive))
                }
                (FilterOp::Gt | FilterOp::Ge, FilterOp::Lt | FilterOp::Le) => {
                    let inclusive = a.op == FilterOp::Ge && b.op == FilterOp::Le;
                    matches!((number(x), number(y)), (Some(lo), Some(hi)) if apart(hi, lo, inclusive))
                }
                _ => false,
            }
        })
    })
}
