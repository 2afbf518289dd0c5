//! The key a direction says: "flights from Beijing", 从北京出发的航班, "how
//! many flights depart from each airport" — rows that reach another table
//! by two keys (a flight's `origin` and `destination` airports, a
//! transfer's two accounts) are related by the key whose name keeps the
//! end the question's words say ([`chatdb_knowledge::direction`]).

use super::Parser;
use crate::intent::ColumnRef;
use chatdb_knowledge::direction::{self, Way};
use chatdb_knowledge::text::split_identifier;

impl Parser<'_, '_> {
    /// Where exactly one way is said (from, or to — not both: "from Beijing
    /// to Tokyo" relates the same table twice, which one join cannot say),
    /// each pair of tables the reading uses that is related by two or
    /// more keys is joined by the one key whose name says that way; the
    /// words saying it are understood.
    pub(super) fn the_key_a_direction_says(&mut self) {
        let said: Vec<(usize, Way)> = (0..self.q.tokens.len())
            .filter_map(|k| {
                let t = &self.q.tokens[k];
                let raw = self.q.lower.get(t.span.clone()).unwrap_or("");
                direction::said_by(raw)
                    .or_else(|| direction::said_by(&t.norm))
                    .map(|w| (k, w))
            })
            .collect();
        let Some(&(_, way)) = said.first() else {
            return;
        };
        if said.iter().any(|(_, w)| *w != way) {
            return;
        }
        let tables: Vec<String> = self
            .intent_tables()
            .into_iter()
            .map(str::to_string)
            .collect();
        let mut via: Vec<ColumnRef> = Vec::new();
        for referring in &tables {
            let Some(t) = self.table(referring) else {
                continue;
            };
            for referred in tables.iter().filter(|r| *r != referring) {
                let keys: Vec<&String> = t
                    .foreign_keys
                    .iter()
                    .filter(|fk| &fk.ref_table == referred && fk.columns.len() == 1)
                    .map(|fk| &fk.columns[0])
                    .collect();
                if keys.len() < 2 {
                    continue;
                }
                let words = |c: &str| -> Vec<String> {
                    split_identifier(c)
                        .into_iter()
                        .map(|w| w.to_lowercase())
                        .collect()
                };
                let mut of_way = keys
                    .iter()
                    .filter(|c| direction::kept_by(&words(c)) == Some(way));
                if let (Some(c), None) = (of_way.next(), of_way.next()) {
                    via.push(ColumnRef::new(referring, c.as_str()));
                }
            }
        }
        if via.is_empty() {
            return;
        }
        self.intent.join_via.extend(via);
        for (k, _) in said {
            match self.slot_of_token(k) {
                Some(s) if !self.slots[s].used => self.slots[s].used = true,
                Some(_) => {}
                None => self.understood_tokens.push(k),
            }
        }
    }
}
