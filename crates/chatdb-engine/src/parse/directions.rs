//! The key a direction says: "flights from Beijing", 从北京出发的航班, "how
//! many flights depart from each airport" — rows that reach another table
//! by two keys (a flight's `origin` and `destination` airports, a
//! transfer's two accounts) are related by the key whose name keeps the
//! end the question's words say ([`chatdb_knowledge::direction`]), or
//! whose own word the question says ("as white" of `white_id`).

use super::Parser;
use crate::intent::ColumnRef;
use crate::mention::Target;
use chatdb_knowledge::direction::{self, Way};

impl Parser<'_, '_> {
    /// Where exactly one way is said (from, or to — not both: "from Beijing
    /// to Tokyo" relates the same table twice, which one join cannot say),
    /// each pair of tables the reading uses that is related by two or
    /// more keys is joined by the one key whose name says that way; the
    /// words saying it are understood.
    pub(super) fn the_key_a_direction_says(&mut self) {
        let said = self.ways_said();
        self.the_column_a_direction_says(&said);
        let Some(&(_, way)) = said.first() else {
            return;
        };
        if said.iter().any(|(_, w)| *w != way) {
            return;
        }
        let mut via: Vec<ColumnRef> = Vec::new();
        for (referring, _, keys) in self.tables_related_by_several_keys() {
            let mut of_way = keys.iter().filter(|c| direction::kept_by(c) == Some(way));
            if let (Some(c), None) = (of_way.next(), of_way.next()) {
                via.push(ColumnRef::new(&referring, c.as_str()));
            }
        }
        if via.is_empty() {
            return;
        }
        self.intent.join_via.extend(via);
        self.understand_ways(&said);
    }

    /// "games Magnus Berg played as white": rows that reach another table
    /// by two or more keys (a game's `white_id` and `black_id` players) are
    /// related by the one key whose own word — its name without "id" and
    /// the referred table's noun — the question says and nothing else
    /// placed; that word (and an "as" before it) is understood.
    pub(super) fn the_key_its_role_word_says(&mut self) {
        let unplaced: Vec<usize> = (0..self.q.tokens.len())
            .filter(|k| self.slot_of_token(*k).is_none() && !self.understood_tokens.contains(k))
            .collect();
        let mut via: Vec<ColumnRef> = Vec::new();
        let mut understood: Vec<usize> = Vec::new();
        for (referring, referred, keys) in self.tables_related_by_several_keys() {
            let referred_words = chatdb_knowledge::text::name_words(&referred);
            let said_of = |key: &String| -> Vec<usize> {
                let own: Vec<String> = chatdb_knowledge::text::name_words(key)
                    .into_iter()
                    .filter(|w| w != "id" && !referred_words.contains(w))
                    .collect();
                match own.as_slice() {
                    [word] => unplaced
                        .iter()
                        .copied()
                        .filter(|k| self.q.tokens[*k].norm == *word)
                        .collect(),
                    _ => Vec::new(),
                }
            };
            let mut said = keys
                .iter()
                .map(|c| (c, said_of(c)))
                .filter(|(_, at)| !at.is_empty());
            if let (Some((c, at)), None) = (said.next(), said.next()) {
                via.push(ColumnRef::new(&referring, c.as_str()));
                for k in at {
                    understood.push(k);
                    if k > 0 && self.q.tokens[k - 1].norm == "as" {
                        understood.push(k - 1);
                    }
                }
            }
        }
        self.intent.join_via.extend(via);
        self.understood_tokens.extend(understood);
    }

    /// Each pair of the reading's tables where the first reaches the
    /// second by two or more one-column keys: (referring, referred, keys).
    fn tables_related_by_several_keys(&self) -> Vec<(String, String, Vec<String>)> {
        let tables: Vec<String> = self
            .intent_tables()
            .into_iter()
            .map(str::to_string)
            .collect();
        let mut pairs = Vec::new();
        for referring in &tables {
            let Some(t) = self.table(referring) else {
                continue;
            };
            for referred in tables.iter().filter(|r| *r != referring) {
                let keys: Vec<String> = t
                    .foreign_keys
                    .iter()
                    .filter(|fk| &fk.ref_table == referred && fk.columns.len() == 1)
                    .map(|fk| fk.columns[0].clone())
                    .collect();
                if keys.len() >= 2 {
                    pairs.push((referring.clone(), referred.clone(), keys));
                }
            }
        }
        pairs
    }

    /// "trips per start station", "trips that started at Riverside": a word
    /// naming an event's date (`started_at`) said right before the table
    /// (or a stored name of it) that the event's rows reach by a key named
    /// with that word (`start_station_id`) says which key — the key's
    /// role, not the date. Its slot goes; a way it says is read with the
    /// others ([`Self::the_key_a_direction_says`]).
    pub(super) fn a_keys_role_is_no_date(&mut self) {
        for k in (0..self.slots.len()).rev() {
            let Some(Target::Column(c)) = self.target(k) else {
                continue;
            };
            if !self.column_type(c).is_temporal() {
                continue;
            }
            let Some(j) = self.next_meaningful(k, 1) else {
                continue;
            };
            let reached = match self.target(j) {
                Some(Target::Table(t)) => t.clone(),
                Some(Target::Value { column, .. }) => column.table.clone(),
                _ => continue,
            };
            let said = chatdb_knowledge::text::stem(&self.raw(k).to_lowercase());
            let keyed = self.table(&c.table).is_some_and(|t| {
                super::refers_by(t, &reached, |key| {
                    chatdb_knowledge::text::split_identifier(key)
                        .first()
                        .is_some_and(|w| chatdb_knowledge::text::stem(&w.to_lowercase()) == said)
                })
            });
            if keyed {
                self.slots.remove(k);
            }
        }
    }

    /// The tokens saying a way, and the way each says.
    pub(super) fn ways_said(&self) -> Vec<(usize, Way)> {
        (0..self.q.tokens.len())
            .filter_map(|k| {
                let t = &self.q.tokens[k];
                let raw = self.q.lower.get(t.span.clone()).unwrap_or("");
                direction::said_by(raw)
                    .or_else(|| direction::said_by(&t.norm))
                    .map(|w| (k, w))
            })
            .collect()
    }

    /// The one way the question says, if it says one (from, or to).
    pub(super) fn the_way_said(&self) -> Option<Way> {
        let said = self.ways_said();
        let &(_, way) = said.first()?;
        said.iter().all(|(_, w)| *w == way).then_some(way)
    }

    fn understand_ways(&mut self, said: &[(usize, Way)]) {
        for &(k, _) in said {
            match self.slot_of_token(k) {
                Some(s) if !self.slots[s].used => self.slots[s].used = true,
                Some(_) => {}
                None => self.understood_tokens.push(k),
            }
        }
    }

    /// "上个月深圳发出的运单", "shipments to Shenzhen": a value kept both in
    /// a column whose name says where the rows start (`origin_city`) and
    /// in one saying where they end (`destination_city`) is the value of
    /// the column of the one way said. Said no way, or both, which column
    /// it is is not known: a note says so.
    fn the_column_a_direction_says(&mut self, said: &[(usize, Way)]) {
        let way = match said.first() {
            Some(&(_, w)) if said.iter().all(|(_, v)| *v == w) => Some(w),
            _ => None,
        };
        for i in 0..self.slots.len() {
            if let Some(way) = way {
                self.the_value_of_the_way_said(i, way, said);
            }
            let Some(Target::Value { column, value }) = self.target(i).cloned() else {
                continue;
            };
            let Some(kept) = direction::kept_by(&column.column) else {
                continue;
            };
            let other = self.slots[i].alts.iter().find_map(|a| match a {
                Target::Value {
                    column: c,
                    value: v,
                } if c.table == column.table
                    && *v == value
                    && direction::kept_by(&c.column).is_some_and(|w| w != kept) =>
                {
                    Some(c.clone())
                }
                _ => None,
            });
            let Some(other) = other else {
                continue;
            };
            // ("a flight with source airport AHD": a column named says
            // which, whatever the way.)
            let named = (0..self.slots.len()).any(|k| {
                matches!(self.target(k), Some(Target::Column(c)) if *c == column || *c == other)
            });
            if named {
                continue;
            }
            let Some(way) = way else {
                self.notes.push(format!(
                    "{value} is kept both in {} and in {}: which way is not said",
                    column.column, other.column
                ));
                continue;
            };
            if way != kept {
                self.value_kept_in(i, &column, other, value);
            }
            self.understand_ways(said);
        }
    }

    /// "jobs translated into German": a value said with one way, where
    /// one reading of it is kept in a column whose name says that way
    /// (`target_language`) and the one taken is kept in a column that
    /// says none (a translator's `native_language`), is that column's —
    /// and the words saying the way are understood where the value's
    /// column says it.
    fn the_value_of_the_way_said(&mut self, i: usize, way: Way, said: &[(usize, Way)]) {
        let Some(Target::Value { column, value }) = self.target(i).cloned() else {
            return;
        };
        match direction::kept_by(&column.column) {
            Some(kept) if kept == way => {
                self.understand_ways(said);
                return;
            }
            Some(_) => return,
            None => {}
        }
        let mut of_the_way = self.slots[i].alts.iter().filter_map(|a| match a {
            Target::Value {
                column: c,
                value: v,
            } if *v == value && direction::kept_by(&c.column) == Some(way) => Some(c.clone()),
            _ => None,
        });
        let (Some(other), None) = (of_the_way.next(), of_the_way.next()) else {
            return;
        };
        self.value_kept_in(i, &column, other, value);
        self.understand_ways(said);
    }

    /// The value at slot `i`, read in `column`, is `other`'s: the slot and
    /// any filter already on `column` move to it.
    fn value_kept_in(&mut self, i: usize, column: &ColumnRef, other: ColumnRef, value: String) {
        for f in &mut self.intent.filters {
            if f.column == *column {
                f.column = other.clone();
            }
        }
        self.slots[i].item = super::Item::Mention(Target::Value {
            column: other,
            value,
        });
    }
}
