//! A person is named by both names: where a table keeps a first and a last
//! name (Fname and LName, first_name and last_name), "who" and the rows
//! listed by name give both, first then last — the one a table's label
//! happens to be is half a name. And a person kept as the doer of a
//! table's rows (interviews.interviewer) is who "who" asks about them.

use super::*;

/// How a column holding a first (given) name is called, lower-cased.
const FIRST_NAMES: &[&str] = &["fname", "first_name", "firstname", "given_name"];
/// How a column holding a last (family) name is called, lower-cased.
const LAST_NAMES: &[&str] = &["lname", "last_name", "lastname", "surname", "family_name"];

/// A table's first- and last-name columns, when it has one of each.
fn first_and_last(table: &Table) -> Option<(String, String)> {
    let find = |names: &[&str]| {
        let mut found = table
            .columns
            .iter()
            .filter(|c| names.contains(&c.name.to_lowercase().as_str()));
        match (found.next(), found.next()) {
            (Some(c), None) => Some(c.name.clone()),
            _ => None,
        }
    };
    Some((find(FIRST_NAMES)?, find(LAST_NAMES)?))
}

/// Words that name one of the two names on its own ("last name", 姓).
const ONE_NAME_WORDS: &[&str] = &["first", "last", "given", "family", "surname", "姓", "名字"];

impl Parser<'_, '_> {
    /// The label projected for a person's table stands for the rows' name;
    /// the other half of the name is listed beside it. Not when a question
    /// asks for one name by its own words ("the last name of …").
    pub(super) fn a_person_by_both_names(&mut self) {
        let labels: Vec<ColumnRef> = self
            .intent
            .projections
            .iter()
            .filter(|p| self.is_label(p))
            .cloned()
            .collect();
        for p in &labels {
            let Some((first, last)) = self.table(&p.table).and_then(first_and_last) else {
                continue;
            };
            if p.column != first && p.column != last {
                continue;
            }
            // (The word may be a token of its own before the name: "last"
            // is also an ordering word.)
            let said_itself = self.slots.iter().enumerate().any(|(k, s)| {
                let before = s
                    .tokens
                    .start
                    .checked_sub(1)
                    .map(|b| self.q.tokens[b].norm.as_str())
                    .unwrap_or_default();
                s.item == Item::Mention(Target::Column(p.clone()))
                    && ONE_NAME_WORDS
                        .iter()
                        .any(|w| self.raw(k).contains(w) || before == *w)
            });
            let first_ref = ColumnRef::new(&p.table, &first);
            let last_ref = ColumnRef::new(&p.table, &last);
            if said_itself
                || self.intent.projections.contains(&first_ref)
                    && self.intent.projections.contains(&last_ref)
            {
                continue;
            }
            let Some(at) = self.intent.projections.iter().position(|x| x == p) else {
                continue;
            };
            self.intent
                .projections
                .splice(at..=at, [first_ref, last_ref]);
        }
    }
}

/// The column of `table` naming who does its rows: a text column named by
/// the agent noun of the rows' noun (interviews.interviewer,
/// reviews.reviewer, inspections.inspector).
fn doer_column(table: &Table) -> Option<&chatdb_core::Column> {
    use chatdb_knowledge::text::{name_words, stem};
    let noun = name_words(&table.name).pop()?;
    let mut doers = table.columns.iter().filter(|c| {
        let name = c.name.to_lowercase();
        c.logical_type == LogicalType::Text
            && ["er", "or", "r"].iter().any(|suffix| {
                name.strip_suffix(suffix)
                    .is_some_and(|verb| verb.len() >= 3 && stem(verb) == noun)
            })
    });
    match (doers.next(), doers.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

impl Parser<'_, '_> {
    /// The name of the one table of people (`Lexicon::people`) that
    /// `rows` refer to.
    fn the_people_the_rows_refer_to(&self, rows: &str) -> Option<ColumnRef> {
        let people = self.lexicon.people()?;
        let t = self.table(rows)?;
        if people == rows || !super::refers(t, people) {
            return None;
        }
        let label = self.table(people)?.label_column()?;
        Some(ColumnRef::new(people, label))
    }

    /// "headcount by department", 各部门的编制人数: a headcount is the
    /// number of people — the rows of the one table of people
    /// (`Lexicon::people`) counted, where no column is named so.
    pub(super) fn headcount_counts_the_people(&mut self) {
        let Some(people) = self.lexicon.people().map(str::to_string) else {
            return;
        };
        let Some(k) = (0..self.q.tokens.len())
            .find(|k| self.q.tokens[*k].norm == "headcount" && self.slot_of_token(*k).is_none())
        else {
            return;
        };
        self.push_measure(Measure {
            aggregation: Aggregation::Count,
            target: MeasureTarget::Rows { table: people },
        });
        self.understood_tokens.push(k);
    }

    /// "who did the most interviews", "who did the fewest reviews": who
    /// is most or least among rows that keep their doer as text (an
    /// interviewer's name) is that doer — the rows counted per doer.
    pub(super) fn who_did_the_most(&mut self) {
        if self.q.chinese || self.intent.order.is_some() {
            return;
        }
        let Some(w) = (0..self.slots.len())
            .find(|&k| self.cue_at(k) == Some(CueKind::Which) && self.raw(k) == "who")
        else {
            return;
        };
        let Some(s) = (w + 1..self.slots.len().min(w + 4))
            .find(|&k| matches!(self.cue_at(k), Some(CueKind::Max | CueKind::Min)))
        else {
            return;
        };
        let descending = match self.raw(s) {
            "most" => true,
            "least" | "fewest" => false,
            _ => return,
        };
        if self.who_has_the_most_of_an_amount(w, s, descending) {
            return;
        }
        // (Past a kind of the rows said before them: "the most sick leave".)
        let Some(r) = (s + 1..self.slots.len().min(s + 4))
            .filter(|&k| !self.is_filler(k))
            .find(|&k| !matches!(self.target(k), Some(Target::Value { .. })))
        else {
            return;
        };
        // (The rows' noun may also read as their doer's: "reviews" of
        // reviewer.)
        let slot = &self.slots[r];
        let Some(rows) = std::iter::once(&slot.item)
            .filter_map(|i| match i {
                Item::Mention(t) => Some(t),
                _ => None,
            })
            .chain(slot.alts.iter())
            .find_map(|t| match t {
                Target::Table(t) => Some(t.clone()),
                _ => None,
            })
        else {
            return;
        };
        // (Else the one table of people the rows refer to: "who took the
        // most sick leave" — the employees, by their leave requests.)
        let Some(doer) = self
            .table(&rows)
            .and_then(doer_column)
            .map(|c| ColumnRef::new(&rows, &c.name))
            .or_else(|| self.the_people_the_rows_refer_to(&rows))
        else {
            return;
        };
        // ("who took …": the verb between who and the superlative.)
        let verb = self.slots[w].tokens.end..self.slots[s].tokens.start;
        if verb
            .clone()
            .any(|k| self.slot_of_token(k).is_some_and(|j| !self.is_filler(j)))
        {
            return;
        }
        for k in verb {
            if self.slot_of_token(k).is_none() {
                self.understood_tokens.push(k);
            }
        }
        self.intent.dimensions.push(doer);
        self.slots[r].item = Item::Mention(Target::Table(rows.clone()));
        self.rank_by_row_count(rows, descending);
        for k in [w, s, r] {
            self.slots[k].used = true;
        }
    }

    /// "who has the most kills", "who spent the most", "who won the
    /// least": who is most or least in an amount kept on rows referring
    /// to the one table of people (a player's match results, purchases) —
    /// said after the superlative or as the verb before it — is that
    /// person, ranked by the amount's total per person (by the number of
    /// their rows where a yes/no column holds). Whether it was so read.
    fn who_has_the_most_of_an_amount(&mut self, w: usize, s: usize, descending: bool) -> bool {
        let said = |p: &Self, k: usize| {
            let (amount, rows) = p.target(k).and_then(|t| p.amount_of(t))?;
            Some((k, amount, rows))
        };
        let between: Vec<usize> = (w + 1..s).filter(|&k| !self.is_filler(k)).collect();
        let after = (s + 1..self.slots.len()).find(|&k| !self.is_filler(k));
        let last = |a: usize| (a + 1..self.slots.len()).all(|k| self.is_filler(k));
        let found = match (between.as_slice(), after) {
            ([v], None) => said(self, *v),
            ([], Some(a)) if last(a) => said(self, a),
            // ("who books the most hours": the verb naming the rows whose
            // amount follows.)
            ([v], Some(a)) if last(a) => {
                said(self, a).filter(|(_, _, rows)| self.table_named_at(*v) == Some(rows.as_str()))
            }
            _ => None,
        };
        let Some((k, amount, table)) = found else {
            return false;
        };
        let state = match &amount {
            MeasureTarget::Column { column } => {
                let state = self.says_yes_or_no(column);
                if !state && !self.adds_up(column) && !self.takings_of_a_price(k) {
                    return false;
                }
                state.then(|| column.clone())
            }
            _ => None,
        };
        let Some(person) = self.the_people_the_rows_refer_to(&table) else {
            return false;
        };
        self.intent.dimensions.push(person);
        if let Some(column) = state {
            self.rows_in_state(k, column, None);
            self.rank_by_row_count(table, descending);
        } else {
            let index = self.push_measure(Measure {
                aggregation: Aggregation::Sum,
                target: amount,
            });
            self.order_by_measure(index, descending);
            self.intent.limit.get_or_insert(1);
        }
        for j in [w, s, k].into_iter().chain(between) {
            self.slots[j].used = true;
        }
        true
    }

    /// "biggest spender", "top 5 spenders": who spends is a buyer — the
    /// one table of people the rows taking money in refer to (a player's
    /// purchases) —, and the biggest or top of them rank by the money's
    /// total per person: the one biggest, all of them ranked for "top
    /// spenders" (as "top customers by revenue" are), N for "top N".
    pub(super) fn spenders_ranked(&mut self) {
        if self.q.chinese || self.intent.order.is_some() {
            return;
        }
        // (The word as said: "spenders" are ranked all, "spender" is one.)
        let Some((k, plural)) = (0..self.q.tokens.len()).find_map(|k| {
            let said = self.q.lower.get(self.q.tokens[k].span.clone())?;
            let plural = match said {
                "spender" => false,
                "spenders" => true,
                _ => return None,
            };
            self.slot_of_token(k).is_none().then_some((k, plural))
        }) else {
            return;
        };
        let Some((money, table)) = self.lexicon.spending().and_then(|t| self.amount_of(t)) else {
            return;
        };
        let Some(person) = self.the_people_the_rows_refer_to(&table) else {
            return;
        };
        // (The word names the people, ranked or not.)
        let at = self.read_as(k..k + 1, Target::Table(person.table.clone()));
        // The superlative (or top) right before, and top N's whole number —
        // all read before the ranking is made.
        let Some(s) = self.prev_meaningful(at).filter(|&s| !self.slots[s].used) else {
            return;
        };
        let (descending, number) = match (self.cue_at(s), self.raw(s)) {
            (Some(CueKind::Max), "biggest" | "largest" | "best") => (true, None),
            (Some(CueKind::Min), "smallest") => (false, None),
            (Some(CueKind::Top), "top") => (true, None),
            (Some(_), _) => return,
            (None, _) => match (&self.slots[s].item, self.prev_meaningful(s)) {
                (Item::Number(n), Some(t))
                    if self.cue_at(t) == Some(CueKind::Top) && *n >= 1.0 && n.fract() == 0.0 =>
                {
                    (true, Some((*n as u64, t)))
                }
                _ => return,
            },
        };
        let index = self.push_measure(Measure {
            aggregation: Aggregation::Sum,
            target: money,
        });
        self.intent.dimensions.push(person);
        self.order_by_measure(index, descending);
        match number {
            Some((n, t)) => {
                self.intent.limit = Some(n);
                self.slots[t].used = true;
            }
            None if !plural => self.intent.limit = Some(1),
            None => {}
        }
        for j in [s, at] {
            self.slots[j].used = true;
        }
    }

    /// An amount a mention names — a number column (not a key) or a
    /// metric of the layer — as a measure's target, and the table of its
    /// rows.
    pub(super) fn amount_of(&self, target: &Target) -> Option<(MeasureTarget, String)> {
        match target {
            Target::Column(c) if self.is_numeric(c) && !self.is_key(c) => {
                Some((MeasureTarget::Column { column: c.clone() }, c.table.clone()))
            }
            Target::Metric(id) => {
                let table = self.metric_table(id)?.to_string();
                Some((MeasureTarget::Metric { id: id.clone() }, table))
            }
            _ => None,
        }
    }
}
