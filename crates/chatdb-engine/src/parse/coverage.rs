//! Pass 3: coverage. The share of the question's content words that ended
//! up with a role is the confidence; words nobody understood are reported.

use super::*;

impl Parser<'_, '_> {
    pub(super) fn finish(mut self, time_tokens: &BTreeSet<usize>) -> Parsed {
        // "…, and how many templates correspond to each?": a trailing "each"
        // refers back to the grouping already there.
        if !self.intent.dimensions.is_empty() {
            for i in 0..self.slots.len() {
                if self.cue_at(i) == Some(CueKind::Group)
                    && !self.slots[i].used
                    && self.mention_after(i, &[], 2).is_none()
                {
                    self.slots[i].used = true;
                }
            }
        }
        if !self.intent.measures.is_empty()
            && self.intent.dimensions.is_empty()
            && matches!(
                self.intent.order.as_ref().map(|o| &o.key),
                Some(OrderKey::Column { .. })
            )
            && self.intent.grain.is_none()
        {
            self.notes.push("a superlative inside an aggregate".into());
        }
        let mut covered: BTreeSet<usize> = BTreeSet::new();
        // Glossary terms (综合评分, GMV) describe metrics: with a metric in
        // the intent, naming them is understood.
        let has_metric = self
            .intent
            .measures
            .iter()
            .any(|m| matches!(m.target, MeasureTarget::Metric { .. }));
        if let (true, Some(sem)) = (has_metric, self.cx.semantic) {
            for g in &sem.glossary {
                let term = g.term.to_lowercase();
                if term.is_empty() {
                    continue;
                }
                if let Some(pos) = self.q.lower.find(&term) {
                    covered.extend(self.q.tokens_in(&(pos..pos + term.len())));
                }
            }
        }
        let time_ok = self.intent.time_range.is_some() || self.intent.grain.is_some();
        if time_ok {
            covered.extend(time_tokens.iter().copied());
        }
        covered.extend(self.understood_tokens.iter().copied());
        let mut understood = Vec::new();
        for s in &self.slots {
            if s.used {
                covered.extend(s.tokens.clone());
                if let Item::Mention(t) = &s.item {
                    understood.push(describe(t));
                }
            }
        }
        let content: Vec<usize> = (0..self.q.tokens.len())
            .filter(|i| {
                let t = &self.q.tokens[*i];
                t.kind != TokenKind::Punct
            })
            .collect();
        let unplaced: Vec<String> = content
            .iter()
            .filter(|i| !covered.contains(i))
            .map(|i| self.q.tokens[*i].norm.clone())
            .collect();
        let total = content.len().max(1) as f32;
        let mut confidence =
            (total - unplaced.len() as f32) / total * 0.8f32.powi(unplaced.len() as i32);
        confidence *= 0.93f32.powi(self.guesses as i32);
        if !self.notes.is_empty() {
            confidence *= 0.5;
        }
        if self.intent.is_empty() {
            confidence = 0.0;
        }
        let mut unplaced = unplaced;
        if let Some(note) = self.condition_on_many_related_rows() {
            confidence *= 0.5;
            unplaced.push(note.into());
        }
        unplaced.extend(self.notes);
        Parsed {
            intent: self.intent,
            confidence,
            understood,
            unplaced,
        }
    }
}
