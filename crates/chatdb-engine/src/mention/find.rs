//! Finding a question's mentions: the lexicon's phrases matched against
//! its tokens, longest first, without overlaps.

use super::*;

/// Words for "each" that 人 may follow as a person (每个人, 各人).
pub(crate) const PER_PERSON: &[&str] = &["每个", "每", "各", "每一个", "每位", "各个"];

/// Whether token `k` is 人 said as a person: right after "each" (每个 |
/// 人), or after 的, which makes what comes before say which people
/// (年龄最大的人, 去过北京的人) — not the unit of 25000人.
pub(crate) fn person_said(q: &Question, k: usize) -> bool {
    q.tokens.get(k).is_some_and(|t| t.norm == "人")
        && k.checked_sub(1).is_some_and(|b| {
            let before = q.tokens[b].norm.as_str();
            PER_PERSON.contains(&before) || before == "的"
        })
}

/// Whether `said` (a question's stemmed word) is one letter off `word` (a
/// name's stemmed word; both of four letters or more): one letter added,
/// dropped, changed, or two swapped — an optimal-string-alignment
/// distance of one, as `chatdb_learn::paraphrase` reads near words.
pub(super) fn misspelling_of(said: &str, word: &str) -> bool {
    said.chars().count().min(word.chars().count()) >= 4 && strsim::osa_distance(said, word) == 1
}

/// One character names something only as a word of its own (省, not the
/// 省 of 省份) — or glued by jieba to a particle after it (省有, 省的).
/// `r` holds the tokens the character at byte `start` falls in.
pub(super) fn stands_alone(q: &Question, r: &Range<usize>, start: usize, needle: &str) -> bool {
    let end = start + needle.len();
    let whole = r.clone().all(|k| {
        let span = &q.tokens[k].span;
        span.start >= start && span.end <= end
    });
    let glued = r.len() == 1 && {
        let t = &q.tokens[r.start];
        let rest = q.lower.get(end..t.span.end).unwrap_or("");
        t.span.start == start && rest.chars().count() == 1 && "有的时且在中是".contains(rest)
    };
    // (60分: a character right after a number is its unit, no name.)
    let unit = r.start.checked_sub(1).is_some_and(|b| {
        let t = &q.tokens[b];
        t.kind == TokenKind::Number && t.span.end == start
    });
    (whole || glued) && !unit
}

impl Lexicon {
    /// Finds mentions, longest first, without overlaps. Tokens in `skip`
    /// (already understood as something else, e.g. time) are not matched.
    pub fn find(&self, q: &Question, skip: &BTreeSet<usize>) -> Vec<Mention> {
        // English words no dictionary knows (nor the schema, nor numbers):
        // possible misspellings of a name's word.
        let unknown: Vec<bool> = q
            .tokens
            .iter()
            .map(|t| {
                let said = q.lower.get(t.span.clone()).unwrap_or_default();
                t.kind == TokenKind::Word
                    && said.len() >= 5
                    && said.chars().all(|c| c.is_ascii_lowercase())
                    && !is_stopword(&t.norm)
                    && !chatdb_knowledge::bilingual::is_english_word(said)
                    && !self
                        .phrases
                        .iter()
                        .any(|p| !p.han && p.words.contains(&t.norm))
            })
            .collect();
        // (token range, byte length, weight, target, what it drops)
        // (Tokens, length said, weight, target, a kind's word dropped,
        // read through a misspelling.)
        let mut found: Vec<(Range<usize>, usize, u8, Target, bool, bool)> = Vec::new();
        for p in &self.phrases {
            if p.han {
                let needle = &p.words[0];
                let mut from = 0;
                while let Some(pos) = q.lower[from..].find(needle.as_str()) {
                    let start = from + pos;
                    let r = q.tokens_in(&(start..start + needle.len()));
                    // (Not from inside a superlative: 新上市 of 最新上市.)
                    let inside_superlative = r.clone().next().is_some_and(|k| {
                        let t = &q.tokens[k];
                        t.span.start < start
                            && crate::cues::is_superlative_word(&q.lower[t.span.clone()])
                    });
                    // (Not a verb inside its agent noun: 制造 of 制造商, the
                    // maker, is not what is made.)
                    // (What jieba's word holds after the name.)
                    let rest = r
                        .clone()
                        .last()
                        .and_then(|k| q.lower.get(start + needle.len()..q.tokens[k].span.end))
                        .unwrap_or_default();
                    let agent = {
                        let mut rest = rest.chars();
                        matches!((rest.next(), rest.next()), (Some(c), None) if AGENT_SUFFIXES.contains(c))
                    };
                    // (Nor a value inside its bands: 年龄段, 价格段 are
                    // ranges of ages and prices, which no column keeps.)
                    // (Nor a table's rows inside an amount: 油的销售 of
                    // `fuel_sales` inside 汽油的销售额 — 额 says their money.)
                    let bands =
                        rest == "段" || rest == "额" && matches!(p.target, Target::Table(_));
                    // (在职员工: a word jieba keeps before a table's name
                    // inside one of its words says which of its rows —
                    // unless it names something itself, as 洗衣机 of
                    // 洗衣机品牌 does.)
                    let before = r
                        .clone()
                        .next()
                        .and_then(|k| q.lower.get(q.tokens[k].span.start..start))
                        .unwrap_or_default();
                    let drops_a_word = matches!(p.target, Target::Table(_))
                        && rest.is_empty()
                        && before.chars().count() >= 2
                        && chatdb_knowledge::text::jieba().has_word(before)
                        && !crate::cues::is_cue_word(before)
                        && !is_stopword(before)
                        && !self.names(before);
                    // (数学老师工资: a phrase begun inside jieba's word, past
                    // a part naming something itself — 数学, a subject —
                    // and going on past it, leaves that word whole: the
                    // math teachers' salary, not the salary.)
                    let splits_a_named_word = r.len() > 1
                        && !matches!(p.target, Target::Table(_))
                        && before.chars().count() >= 2
                        && self.names(before);
                    // (停车费: a name inside jieba's word before one more
                    // character, the head of a number column's kinds, is
                    // what that head names — a parking fee is a fee.)
                    let headed = {
                        let mut cs = rest.chars();
                        match (cs.next(), cs.next()) {
                            (Some(c), None) if before.is_empty() && r.len() == 1 => {
                                self.the_column_headed(c)
                            }
                            _ => None,
                        }
                    };
                    if let Some(column) = headed {
                        found.push((
                            r,
                            needle.len() + rest.len(),
                            2,
                            column.clone(),
                            false,
                            false,
                        ));
                    } else if !r.is_empty()
                        && !inside_superlative
                        && !agent
                        && !bands
                        && !splits_a_named_word
                        && (needle.chars().count() > 1 || stands_alone(q, &r, start, needle))
                    {
                        found.push((
                            r,
                            needle.len(),
                            p.weight,
                            p.target.clone(),
                            drops_a_word,
                            false,
                        ));
                    }
                    from = start + needle.len();
                }
                // (用水量, 含糖量: a column's word of a verb and 量 — 用量,
                // usage; 含量, content — is said with the verb's object
                // between them: the water used is the usage.)
                for (r, len) in self.said_with_its_object(q, needle, &p.target) {
                    found.push((r, len, p.weight, p.target.clone(), false, false));
                }
            } else {
                let n = p.words.len();
                if n == 0 || n > q.tokens.len() {
                    continue;
                }
                for i in 0..=q.tokens.len() - n {
                    let mut misspelt = false;
                    let matches = (0..n).all(|k| {
                        let t = &q.tokens[i + k];
                        // (VM-007: a stored code's number after its letters.)
                        let code_number = t.kind == TokenKind::Number
                            && k > 0
                            && matches!(p.target, Target::Value { .. });
                        let exact = (matches!(t.kind, TokenKind::Word | TokenKind::Quoted)
                            || code_number)
                            && t.norm == p.words[k]
                            && !crate::cues::is_bare_request_verb(q, i + k)
                            || t.kind == TokenKind::Quoted
                                && n == 1
                                && phrase_words(&t.norm).is_some_and(|(w, _)| w == p.words);
                        // ("average horsepowr", "total distnce": a word no
                        // dictionary knows, one letter off a name's word.)
                        // (Not of a state's opposite word: "absences" is
                        // no misspelt "absent".)
                        let typo = !exact
                            && !matches!(p.target, Target::Value { .. })
                            && !self.negated_states.contains(&p.words[k])
                            && unknown[i + k]
                            && misspelling_of(&q.tokens[i + k].norm, &p.words[k]);
                        misspelt |= typo;
                        exact || typo
                    });
                    if matches && n == 1 && !misspelt && !p.said_so(q, i) {
                        continue;
                    }
                    // ("grade 95", 95号汽油, "route 66": a stored value that
                    // is a number, said as that number right after its
                    // column's name or with 号 after it.)
                    if !matches && n == 1 {
                        if let Some(r) = self.number_said_as_value(q, i, p) {
                            found.push((
                                r,
                                p.words[0].len(),
                                p.weight,
                                p.target.clone(),
                                false,
                                false,
                            ));
                        }
                        continue;
                    }
                    if matches {
                        let len = p.words.iter().map(String::len).sum::<usize>() + n - 1;
                        let weight = p.weight_as_spelled(q, i);
                        // (Below any reading of the word as written, and a
                        // guess.)
                        let weight = if misspelt { weight.min(2) } else { weight };
                        found.push((i..i + n, len, weight, p.target.clone(), false, misspelt));
                    }
                }
            }
        }
        // Longest first, then by weight; ties on the same span are kept as
        // alternative targets.
        found.sort_by(|a, b| {
            b.1.cmp(&a.1)
                .then(b.2.cmp(&a.2))
                .then(a.0.start.cmp(&b.0.start))
                .then(a.3.cmp(&b.3))
        });
        let mut taken = vec![false; q.tokens.len()];
        for i in skip {
            if let Some(t) = taken.get_mut(*i) {
                *t = true;
            }
        }
        let mut mentions: Vec<(Mention, usize, u8)> = Vec::new();
        for (range, len, weight, target, drops_a_word, misspelt) in found {
            if let Some((m, first_len, _)) = mentions.iter_mut().find(|(m, _, _)| m.tokens == range)
            {
                // Only an equally long phrase is another reading: 节目 inside
                // the token 综艺节目 is not one of the table 综艺节目.
                if len == *first_len && !m.targets.contains(&target) {
                    m.targets.push(target);
                    m.weights.push(weight);
                }
                continue;
            }
            if range.clone().any(|i| taken[i]) {
                continue;
            }
            for i in range.clone() {
                taken[i] = true;
            }
            mentions.push((
                Mention {
                    tokens: range,
                    targets: vec![target],
                    weights: vec![weight],
                    weak: weight <= 1,
                    guessed: misspelt,
                    a_kind: drops_a_word,
                },
                len,
                weight,
            ));
        }
        let mut out: Vec<Mention> = mentions.into_iter().map(|(m, _, _)| m).collect();
        out.extend(self.guessed_links(q, &taken));
        out.sort_by_key(|m| m.tokens.start);
        self.agent_suffix_joined(q, &mut out);
        // 夏季奥运会数量: a count word right after a table counts its rows;
        // it is not the head word of a column named …数量 (unless a column
        // is named so: 参赛国家数量 for 参赛的国家数量).
        let text = |m: &Mention| -> String {
            q.tokens[m.tokens.clone()]
                .iter()
                .map(|t| t.norm.as_str())
                .collect()
        };
        let counts_a_table = |k: usize| {
            let m = &out[k];
            let count = text(m);
            // (A bare 数量 that could be any of several columns is a count
            // word too: 并且数量不大于5个的城市.)
            let after_a_conjunction = m.tokens.start.checked_sub(1).is_none_or(|b| {
                let t = &q.tokens[b];
                t.kind == TokenKind::Punct
                    || matches!(
                        t.norm.as_str(),
                        "并且" | "且" | "而且" | "和" | "或" | "或者"
                    )
            });
            let bare = m.targets.len() > 1 && after_a_conjunction;
            // The table right before it, unless a column is named so.
            let table_before = k.checked_sub(1).and_then(|p| {
                let table = format!("{}{count}", text(&out[p]));
                let named = self
                    .phrases
                    .iter()
                    .any(|ph| ph.han && ph.words[0].ends_with(&table));
                let table = out[p].targets.iter().find_map(|t| match t {
                    Target::Table(t) => Some(t.as_str()),
                    _ => None,
                });
                table.filter(|_| out[p].tokens.end == m.tokens.start && !named)
            });
            // 门店数量 where 数量 is another table's column (order lines'
            // quantity): the stores are counted, not that column.
            let elsewhere = table_before
                .is_some_and(|t| m.targets.iter().all(|x| x.table().is_some_and(|o| o != t)));
            matches!(count.as_str(), "数量" | "个数" | "数目")
                && (m.weak && (bare || table_before.is_some()) || elsewhere)
        };
        let counts: Vec<bool> = (0..out.len()).map(counts_a_table).collect();
        out.into_iter()
            .zip(counts)
            .filter_map(|(m, counts)| (!counts).then_some(m))
            .collect()
    }

    /// Where the question says `needle`, a column's Chinese word of one verb
    /// and 量 (用量, 含量), with one Han character — the verb's object —
    /// between the two (用水量, 含糖量): the tokens and the length said —
    /// an object the schema names nothing by. None for any other word.
    fn said_with_its_object(
        &self,
        q: &Question,
        needle: &str,
        target: &Target,
    ) -> Vec<(Range<usize>, usize)> {
        let verb = match needle.strip_suffix('量') {
            Some(v) if v.chars().count() == 1 && matches!(target, Target::Column(_)) => v,
            _ => return Vec::new(),
        };
        q.lower
            .match_indices(verb)
            .filter_map(|(start, _)| {
                let mut after = q.lower[start + verb.len()..].chars();
                let (Some(object), Some('量')) = (after.next(), after.next()) else {
                    return None;
                };
                // (Not an object the schema names itself: 产蛋量 of egg
                // records is their eggs, not some other column's 产量.)
                let named = self.names(&object.to_string())
                    || self.heads.iter().any(|(c, _, _)| *c == object);
                if !is_han(object) || object == '量' || named {
                    return None;
                }
                let end = start + verb.len() + object.len_utf8() + '量'.len_utf8();
                let r = q.tokens_in(&(start..end));
                (!r.is_empty()).then_some((r, end - start))
            })
            .collect()
    }
}
