//! Links guessed where no phrase matched: a Chinese word linked by a kind
//! of a table's noun or by its head character, and the lookups those
//! guesses read.

use super::*;

/// A guessed link of the one token `k` to `target`.
pub(super) fn guessed_at(k: usize, target: Target, weight: u8) -> Mention {
    Mention {
        tokens: k..k + 1,
        targets: vec![target],
        weights: vec![weight],
        weak: false,
        guessed: true,
        a_kind: false,
    }
}

impl Lexicon {
    /// Chinese words of two or three characters nothing else placed that
    /// name a kind of one English table's noun (宠物, a "house pet", for
    /// `Pets`), else whose last character — the compound's head — ends the
    /// Chinese words of one English table and no other: 游客 for `visitor`
    /// (访客), 场馆 for `stadium` (体育馆). Not cue words or stopwords; a
    /// guess the parse counts as one.
    pub(super) fn guessed_links(&self, q: &Question, taken: &[bool]) -> Vec<Mention> {
        // The one table whose Chinese words end in `head`, the compound's head.
        // (蛋 of 鸡蛋 for `egg_records`: the eggs are counted in `eggs`.)
        let by_head = |head: char| {
            the_one(
                self.heads
                    .iter()
                    .filter(|(c, _, _)| *c == head)
                    .map(|(_, t, _)| t),
            )
            .map(|t| self.count_column_of(t).unwrap_or(t))
        };
        let mut out = Vec::new();
        let mut verbs_guessed: Vec<usize> = Vec::new();
        for (k, t) in q.tokens.iter().enumerate() {
            let word = t.norm.as_str();
            // (立方米, a cubic metre, is a kind of "meter" to the
            // dictionary: a unit of measure is said of a number, never
            // a table's rows.)
            if crate::units::unit_of_word(word).is_some() {
                continue;
            }
            // 每个人的工时, 各人的任务数, 时薪最高的人: 人 after "each" or
            // 的 is a person, one
            // row of the schema's one table of people (not the unit of
            // 25000人, nor 多少人, which counts); "how many people work in
            // Sales": people, persons are that table's rows too. With no
            // one table of people, nobody's.
            let english = matches!(word, "people" | "peopl" | "person" | "persons");
            if (english || word == "人") && !taken[k] {
                if let Some(people) = self
                    .people
                    .as_ref()
                    .filter(|_| english || person_said(q, k))
                {
                    out.push(guessed_at(k, people.clone(), 1));
                }
                continue;
            }
            // 取消的订单, 每个月的订单量: 订单 not taken by a table of its
            // own is the business's orders — its one dated table of rows
            // that take money in; and so is 单 said as a noun after 的
            // (做的单, 接的单: short for 订单, 工单).
            let a_noun_after_de =
                word == "单" && k.checked_sub(1).is_some_and(|b| q.tokens[b].norm == "的");
            if (word == "订单" || a_noun_after_de) && !taken[k] {
                if let Some(orders) = &self.orders {
                    out.push(guessed_at(k, orders.clone(), 1));
                }
                continue;
            }
            if !taken[k]
                && t.kind == TokenKind::Word
                && word.chars().all(|c| c.is_ascii_lowercase())
            {
                if let Some(table) = self.english_compound_of_a_table(word) {
                    out.push(guessed_at(k, table.clone(), 1));
                }
                continue;
            }
            // (Not 新品, "new products": 新 says which ones, and no head
            // guess may drop it; nor 每单, 各店: "each one", which the
            // grouping reads; nor 退租, 退房: 退 undoes the verb after it —
            // the lease ended, not the leases.)
            if taken[k]
                || t.kind != TokenKind::Word
                || !(1..=3).contains(&word.chars().count())
                || !word.chars().all(is_han)
                || word.starts_with(['新', '每', '各', '退'])
                || crate::cues::is_cue_word(word)
                || is_stopword(word)
            {
                continue;
            }
            let Some(head) = phrases::compound_head(word) else {
                continue;
            };
            // 深圳有几家店: a character said on its own, a noun, is named
            // by its head alone (店 of 门店) — unless it counts (个, 家, 件
            // …; and whatever follows a number or 多少: 下了多少单).
            if word.chars().count() == 1 {
                let counted = k.checked_sub(1).is_some_and(|b| {
                    let before = &q.tokens[b];
                    before.kind == TokenKind::Number
                        || matches!(before.norm.as_str(), "多少" | "几")
                        || crate::parse::is_numeral(&before.norm)
                });
                // (客户数: 数 right after a word is "the number of" it,
                // never a noun — not 读数's head, a reading.)
                let number_of = word == "数"
                    && k.checked_sub(1)
                        .is_some_and(|b| q.tokens[b].kind == TokenKind::Word);
                // (Or the first of a collective noun, 菜 of 菜品, and then
                // of any word of two, 课 of 课程.)
                let first_of = |collective: bool| {
                    let heads = if collective {
                        &self.collective_heads
                    } else {
                        &self.first_heads
                    };
                    the_one(heads.iter().filter(|(c, _)| *c == head).map(|(_, t)| t))
                };
                // (车 of 车辆 is a noun, which jieba tags a morpheme: a
                // noun and its classifier make the collective noun; and so
                // is 车 of 自行车 and 单车 when it ends one table's words —
                // not 员 of 投递员, a suffix that makes the noun.)
                let a_noun = crate::question::is_noun(word)
                    || crate::question::is_morpheme(word)
                        && (first_of(true).is_some()
                            || by_head(head).is_some() && !AGENT_SUFFIXES.contains(head));
                // (有多少户, 3号楼有几户: right after 多少 or 几, a character
                // that is no everyday classifier and heads the words of one
                // table — 户 of 住户 — is that table's rows, counted; where
                // a cue reads the pair whole, 多少单, the cue does. After a
                // number it is mostly a unit: 60分, 3吨.)
                let before = k.checked_sub(1).map(|b| q.tokens[b].norm.as_str());
                let counts_its_rows = matches!(before, Some("多少" | "几"))
                    && !crate::cues::is_classifier(word)
                    && !crate::cues::MEASURE_WORDS.contains(head)
                    && !before.is_some_and(|b| crate::cues::is_count_phrase(&format!("{b}{word}")));
                if let Some(table) = counts_its_rows.then(|| by_head(head)).flatten() {
                    out.push(guessed_at(k, table.clone(), 1));
                } else if a_noun && !crate::cues::is_classifier(word) && !counted && !number_of {
                    // (Not 鸡 of 鸡蛋, the eggs: a chicken's.)
                    let found = by_head(head).or_else(|| first_of(true)).or_else(|| {
                        first_of(false).filter(|t| !self.only_modifies_the_head(head, t))
                    });
                    if let Some(table) = found {
                        out.push(guessed_at(k, table.clone(), 1));
                    }
                } else if crate::question::is_verb(word) && !counted {
                    // 修了几次车, 修过的车: a verb that starts one dated
                    // table's two-character words (修 of 修理, the repairs)
                    // names the rows it makes — unless a word right after
                    // it (its aspect aside) is named already.
                    let object = crate::question::after_the_aspect(q, k);
                    let object_named = taken.get(object).copied().unwrap_or(false);
                    // (采了多少公斤: an amount asked in a unit after it is
                    // what was done — the amount kept in that unit, not a
                    // count of the verb's rows.)
                    let amount_asked = q.tokens.get(object).is_some_and(|t| t.norm == "多少")
                        && q.tokens
                            .get(object + 1)
                            .is_some_and(|t| crate::units::unit_of_word(&t.norm).is_some());
                    // (付 of 付款, whose 款 is also a classifier: a verb
                    // starts its compound with an object either way.)
                    let rows = first_of(false)
                        .or_else(|| first_of(true))
                        .filter(|t| self.dated.contains(t));
                    // (2010年以后造的船, 去年买的车: a verb before 的 says
                    // what the noun after it had done, when — the one date
                    // or year column named by that doing.)
                    let before_de = q.tokens.get(object).is_some_and(|t| t.norm == "的");
                    if let Some(table) = rows.filter(|_| !object_named && !amount_asked) {
                        out.push(guessed_at(k, table.clone(), 1));
                        verbs_guessed.push(k);
                    } else if let Some(time) = self.time_by_verb(word).filter(|_| before_de) {
                        out.push(guessed_at(k, time.clone(), 1));
                    }
                }
                continue;
            }
            if let Some(rows) = self
                .verb_with_its_object(word)
                .or_else(|| self.verbs_of_one_table(word))
            {
                out.push(guessed_at(k, rows.clone(), 1));
                continue;
            }
            // 饮料类, 服装类: "the category of" a word — a stored name that
            // holds it (食品饮料, 服装鞋帽) when exactly one does; never
            // the category table with the word dropped.
            if let Some(kind) = word.strip_suffix('类').filter(|k| k.chars().count() >= 2) {
                if let Some(value) = self.the_value_holding(kind) {
                    out.push(guessed_at(k, value, 1));
                }
                continue;
            }
            // 上海的部门: a stored value spelled in English or pinyin
            // ('Shanghai') is named in Chinese by the characters that read
            // so — when exactly one stored value does.
            if let Some(value) = self.the_value_spelled_as(word) {
                out.push(guessed_at(k, value, 4));
                continue;
            }
            // 饮品 of `drinks`: a word of an English word said alike with
            // the one table's noun ("beverage", "drink": 饮料) names it.
            if let Some(table) = the_one(
                self.alike
                    .iter()
                    .filter(|(zh, _)| *zh == word)
                    .map(|(_, t)| t),
            ) {
                out.push(guessed_at(k, table.clone(), 1));
                continue;
            }
            let mut kinds = self.kinds.iter().filter(|(zh, _)| *zh == word).peekable();
            let a_kind = kinds.peek().is_some();
            let mut headed_column = None;
            let table = if a_kind {
                the_one(kinds.map(|(_, t)| t))
            } else {
                by_head(head).or_else(|| {
                    headed_column = (word.chars().count() >= 2)
                        .then(|| self.the_column_headed(head))
                        .flatten();
                    headed_column
                })
            };
            if let Some(table) = table {
                let mut m = guessed_at(k, table.clone(), 1);
                // (A word before the head of one of the table's own words
                // says which of them: 电动 of 电动车; one character before
                // it is rather part of the noun: 处方.)
                // (几辆车: a count of the noun said in one word is no kind.)
                let a_count = word.starts_with('几') || word.starts_with("多少");
                // (轿车, a "limousine", of a fleet whose vehicles are of
                // types: two characters say which kind too, where the rows
                // are kept in kinds and the dictionary glosses the word as
                // none of the table's own — 商品 and 产品 are both "goods",
                // 站点 a "website", a site.)
                let first = word.chars().next().map(String::from).unwrap_or_default();
                let two_of_kinds = word.chars().count() == 2
                    && !a_kind
                    && !crate::cues::is_classifier(&first)
                    && self.kept_in_kinds.contains(table)
                    && self.says_which_of(word, head, table)
                    && self.glossed_apart(word, table);
                // (加油站 of `stations` whose every stored name ends so —
                // 中山路加油站 —: the names say what all the rows are.)
                let all_named_so = self.every_name_says(table, word);
                // (配送费 of the one fee kept, `delivery_fee`: where the
                // column's own name says which fee, the word before the
                // head says it too.)
                let named_which = headed_column.is_some_and(
                    |t| matches!(t, Target::Column(c) if split_identifier(&c.column).len() >= 2),
                );
                m.a_kind = (word.chars().count() >= 3 || two_of_kinds)
                    && !a_count
                    && !all_named_so
                    && !named_which
                    && !self.said_of_its_own_rows(word, table)
                    && if a_kind {
                        // (A dictionary's kind of a table's noun in three
                        // characters or more is a noun and what kind:
                        // 处方药, a "prescription drug", is not every drug —
                        // where the rows are kept in kinds, a category or a
                        // type, or their stored names say the kind of some;
                        // 发型师, a "hair stylist", of stylists kept in no
                        // kinds is every stylist the data knows.)
                        (self.kept_in_kinds.contains(table) || self.some_name_says(table, word))
                            && (matches!(table, Target::Table(_))
                                || self.heads.iter().any(|(c, t, _)| {
                                    *c == head && t == table && !word.starts_with(*c)
                                }))
                    } else {
                        self.says_which_of(word, head, table)
                    };
                out.push(m);
            } else if word.chars().count() == 2 && head == '费' && !crate::question::is_verb(word)
            {
                // 电费, 学费: a fee nothing names, no kind of a noun nor a
                // column's (not the verb 缴费), is money charged — the rows
                // of the schema's one table of charges (its bills, its fee
                // payments); never a shop's orders (运费 is no order's
                // total).
                if let Some(charges) = &self.charges {
                    out.push(guessed_at(k, charges.clone(), 1));
                }
            }
        }
        // (没发过货: the object 过货 names the shipments itself — the verb
        // guessed for them is that same mention said twice.)
        let twice = |m: &Mention| {
            out.iter()
                .filter(|o| o.targets.first() == m.targets.first())
                .count()
                > 1
        };
        let verbs_said_twice: Vec<usize> = verbs_guessed
            .iter()
            .copied()
            .filter(|&k| out.iter().any(|m| m.tokens.start == k && twice(m)))
            .collect();
        out.retain(|m| !verbs_said_twice.contains(&m.tokens.start));
        out
    }

    /// "greenhouse" of `houses`: an English word written as one that ends
    /// in one table's one-word noun, after a word of its own (green +
    /// house), is a compound whose head is that noun — a kind of its rows.
    /// Only where exactly one table's noun ends it, and the noun has four
    /// letters or more and the word before it three (not "ore" of "store").
    fn english_compound_of_a_table(&self, word: &str) -> Option<&Target> {
        the_one(self.phrases.iter().filter_map(|p| {
            let [noun] = p.words.as_slice() else {
                return None;
            };
            let before = word.strip_suffix(noun.as_str())?;
            let compound = !p.han
                && matches!(p.target, Target::Table(_))
                && noun.len() >= 4
                && before.len() >= 3
                && chatdb_knowledge::bilingual::is_english_word(before);
            compound.then_some(&p.target)
        }))
    }

    /// 借书最多的读者, 借出了多少本: a verb that starts one dated table's
    /// two-character words (借 of 借阅, the loans), said in one word with
    /// what it is done to — a noun naming a table those rows refer to (书,
    /// the books) — or with where its action goes (出, out; 回, back; 走,
    /// away; 到, reaching), names the rows it makes, as the verb alone does
    /// (借了几次). Not with a noun naming the table of people: 游客 and 租户
    /// are people, not visits or leases.
    fn verb_with_its_object(&self, word: &str) -> Option<&Target> {
        let mut chars = word.chars();
        let (Some(verb), Some(second), None) = (chars.next(), chars.next(), chars.next()) else {
            return None;
        };
        if !crate::question::is_verb(verb.encode_utf8(&mut [0; 4])) {
            return None;
        }
        let rows = the_one(
            self.first_heads
                .iter()
                .filter(|(c, _)| *c == verb)
                .map(|(_, t)| t),
        )
        .filter(|t| self.dated.contains(t))?;
        let goes = "出回走到".contains(second);
        let object = the_one(
            self.heads
                .iter()
                .filter(|(c, _, _)| *c == second)
                .map(|(_, t, _)| t),
        )
        .filter(|o| {
            Some(*o) != self.people.as_ref() && self.refers.contains(&(rows.clone(), (*o).clone()))
        });
        (goes || object.is_some()).then_some(rows)
    }

    /// 采收 of `harvests` (收获, 采集): a verb of two characters, each the
    /// first of one dated table's two-character words — two verbs of one
    /// doing side by side, as Chinese builds a verb of two (采 "pick" and
    /// 收 "gather") — names the rows that doing makes, as one of them
    /// alone does (采了几次). Not a verb said twice (查查, "have a look"),
    /// nor one the dictionary gives another sense (反复, "repeatedly", of
    /// 反思 and 复习, a review's words).
    fn verbs_of_one_table(&self, word: &str) -> Option<&Target> {
        let mut chars = word.chars();
        let (Some(first), Some(second), None) = (chars.next(), chars.next(), chars.next()) else {
            return None;
        };
        if first == second || !crate::question::is_verb(word) {
            return None;
        }
        let rows_begun_by = |c: char| {
            the_one(
                self.first_heads
                    .iter()
                    .chain(&self.collective_heads)
                    .filter(|(h, _)| *h == c)
                    .map(|(_, t)| t),
            )
            .filter(|t| self.dated.contains(t))
        };
        let rows = rows_begun_by(first)?;
        let glossed = chatdb_knowledge::bilingual::english_words(word);
        let its_sense = glossed.is_empty()
            || matches!(rows, Target::Table(t) if name_words(t).iter().any(|n| {
                glossed.iter().any(|e| stem(e) == stem(n))
            }));
        (its_sense && rows_begun_by(second)? == rows).then_some(rows)
    }

    /// The one number column whose kinds of its noun mostly end in `head`
    /// (学费, 运费, 手续费 of `fee`; 售价, 单价 of `price`): a Chinese
    /// compound is what its last character is, so 停车费 is a fee. Not a
    /// head that counts (数, 量, 次: 订单量 is how many orders).
    pub(super) fn the_column_headed(&self, head: char) -> Option<&Target> {
        if "数量次个".contains(head) {
            return None;
        }
        // (Each column's kinds, and how many of them end in `head`.)
        let mut counted: Vec<(&Target, usize, usize)> = Vec::new();
        for (word, target) in self
            .kinds
            .iter()
            .filter(|(_, t)| matches!(t, Target::Column(_)))
        {
            let ends = usize::from(word.ends_with(head));
            match counted.iter_mut().find(|(t, _, _)| *t == target) {
                Some((_, all, ending)) => {
                    *all += 1;
                    *ending += ends;
                }
                None => counted.push((target, 1, ends)),
            }
        }
        let mut headed = counted
            .into_iter()
            .filter(|(_, all, ending)| *all >= 3 && ending * 2 >= *all)
            .map(|(t, _, _)| t);
        match (headed.next(), headed.next()) {
            (Some(one), None) => Some(one),
            _ => None,
        }
    }

    /// The tokens saying the stored number `p` (a value all digits) at
    /// token `i`: a number right after its column's last name word, or
    /// before 号 (the token of 号 with it).
    pub(super) fn number_said_as_value(
        &self,
        q: &Question,
        i: usize,
        p: &Phrase,
    ) -> Option<Range<usize>> {
        let Target::Value { column, .. } = &p.target else {
            return None;
        };
        let t = &q.tokens[i];
        if t.kind != TokenKind::Number
            || t.norm != p.words[0]
            || !p.words[0].chars().all(|c| c.is_ascii_digit())
        {
            return None;
        }
        // (Of a column of codes, where some stored values are words — not
        // a column of numbers kept as text: "year 2014" compares years.)
        let codes = self.phrases.iter().any(|o| {
            matches!(&o.target, Target::Value { column: c, value }
                if c == column && value.chars().any(|ch| ch.is_alphabetic()))
        });
        if !codes {
            return None;
        }
        if q.tokens.get(i + 1).is_some_and(|n| n.norm == "号") {
            return Some(i..i + 2);
        }
        let named = split_identifier(&column.column).last().map(|w| stem(w))?;
        i.checked_sub(1)
            .filter(|&b| q.tokens[b].norm == named)
            .map(|_| i..i + 1)
    }

    /// Whether some stored name of `table`'s rows the profile saw holds
    /// `word` (江北加油站 beside 湖滨充电站): the names say which kind a row
    /// is.
    pub(super) fn some_name_says(&self, table: &Target, word: &str) -> bool {
        self.stored_names_of(table)
            .is_some_and(|names| names.iter().any(|n| n.contains(word)))
    }

    /// The stored names of `table`'s rows the profile saw (its label
    /// column's values), if it saw any.
    pub(super) fn stored_names_of(&self, table: &Target) -> Option<&[String]> {
        self.names_of_rows
            .iter()
            .find(|(t, _)| t == table)
            .map(|(_, names)| names.as_slice())
    }

    /// Whether every stored name of `table`'s rows the profile saw (its
    /// label column's values, five or more) holds `word`.
    pub(super) fn every_name_says(&self, table: &Target, word: &str) -> bool {
        self.stored_names_of(table)
            .is_some_and(|names| names.len() >= 5 && names.iter().all(|n| n.contains(word)))
    }

    /// The column counting the things `table` keeps records of, if it has
    /// one (`eggs` of `egg_records`).
    fn count_column_of(&self, table: &Target) -> Option<&Target> {
        self.counted_in_a_column
            .iter()
            .find(|(t, _)| t == table)
            .map(|(_, c)| c)
    }

    /// Whether `first`, the first character of a two-character word of
    /// `table`, only says whose or which kind of thing the word's head is
    /// (鸡 of 鸡蛋, a chicken's egg): the head ends words for kinds of the
    /// table's noun (荷包蛋, 皮蛋) and `first` ends none — where 课 ends 选修课,
    /// so 课 of 课程 is the course itself.
    fn only_modifies_the_head(&self, first: char, table: &Target) -> bool {
        let kinds: Vec<&str> = self
            .kinds
            .iter()
            .filter(|(_, t)| t == table)
            .map(|(zh, _)| *zh)
            .collect();
        let ends_a_kind = |c: char| kinds.iter().any(|k| k.ends_with(c));
        let mut heads_after_first = self.heads.iter().filter_map(|(head, t, word)| {
            let mut chars = word.chars();
            (t == table && chars.next() == Some(first) && chars.count() == 1).then_some(*head)
        });
        !ends_a_kind(first) && heads_after_first.any(ends_a_kind)
    }

    /// Whether the dictionary glosses `word` (a Chinese word guessed to
    /// name `table`) and as nothing the table is: no gloss is the table's
    /// noun or ends in it, nor shared with a Chinese word of the table's.
    pub(super) fn glossed_apart(&self, word: &str, table: &Target) -> bool {
        use chatdb_knowledge::bilingual::english_words;
        let glosses = english_words(word);
        let Target::Table(name) = table else {
            return false;
        };
        let noun = split_identifier(name)
            .last()
            .map(|w| stem(w))
            .unwrap_or_default();
        let names_the_noun = |gloss: &str| {
            gloss
                .split_whitespace()
                .last()
                .is_some_and(|w| stem(w) == noun || w.to_lowercase().ends_with(noun.as_str()))
        };
        let own: BTreeSet<&str> = self
            .heads
            .iter()
            .filter(|(_, t, _)| t == table)
            .flat_map(|(_, _, w)| english_words(w).iter().copied())
            .collect();
        !glosses.is_empty() && !glosses.iter().any(|g| names_the_noun(g) || own.contains(g))
    }

    /// Whether `word`, a compound of three characters or more guessed to
    /// name `table` by its `head` alone, says which of the table's rows
    /// rather than another word for them: what comes before its head
    /// shares no character with what comes before the head of any of the
    /// table's own words ending in it. 电动车 of `bikes` (自行车, 单车):
    /// electric ones; but 体育场 of a table said 体育馆 is that noun.
    pub(super) fn says_which_of(&self, word: &str, head: char, table: &Target) -> bool {
        let before_head = |w: &str| -> Vec<char> {
            let cs: Vec<char> = w.chars().collect();
            cs[..cs.len().saturating_sub(1)].to_vec()
        };
        let modifier = before_head(word);
        self.heads
            .iter()
            .filter(|(c, t, _)| *c == head && t == table)
            .all(|(_, _, own)| !before_head(own).iter().any(|c| modifier.contains(c)))
    }

    /// 快递员 split by jieba into 快递 and 员: an agent suffix right after a
    /// word naming a table completes the noun of its rows when the table's
    /// own Chinese words end in it (投递员 for `couriers`) — it is who does
    /// the thing, and no other mention's.
    pub(super) fn agent_suffix_joined(&self, q: &Question, mentions: &mut [Mention]) {
        let starts: BTreeSet<usize> = mentions.iter().map(|m| m.tokens.start).collect();
        for m in mentions.iter_mut() {
            let k = m.tokens.end;
            let Some(suffix) = q.tokens.get(k).and_then(|t| {
                let mut cs = t.norm.chars();
                match (cs.next(), cs.next()) {
                    (Some(c), None) if AGENT_SUFFIXES.contains(c) => Some(c),
                    _ => None,
                }
            }) else {
                continue;
            };
            let own = |t: &Target| {
                matches!(t, Target::Table(_))
                    && self.heads.iter().any(|(c, x, _)| *c == suffix && x == t)
            };
            if !starts.contains(&k) && m.targets.first().is_some_and(own) {
                m.tokens = m.tokens.start..k + 1;
            }
        }
    }

    /// 课时费 of `lessons.fee`: the word before a column's head begins with
    /// a word of the column's own table (课 of 课时, the lessons) — it says
    /// whose the column is, as 的 would (课时的费用), not which kind of it.
    pub(super) fn said_of_its_own_rows(&self, word: &str, column: &Target) -> bool {
        let Target::Column(c) = column else {
            return false;
        };
        let modifier = &word[..word.char_indices().last().map_or(0, |(head, _)| head)];
        let own = Target::Table(c.table.clone());
        !modifier.is_empty()
            && self.phrases.iter().any(|p| {
                p.han
                    && p.target == own
                    && p.words
                        .first()
                        .is_some_and(|w| modifier.starts_with(w.as_str()))
            })
    }

    /// The one stored value (of one column) spelled as `chinese` reads
    /// (上海 → 'Shanghai', 'shanghai'), as English and pinyin write places
    /// and names.
    pub(super) fn the_value_spelled_as(&self, chinese: &str) -> Option<Target> {
        let spellings = chatdb_knowledge::bilingual::romanized(chinese);
        if spellings.is_empty() {
            return None;
        }
        let mut found = self.phrases.iter().filter(|p| {
            !p.han
                && matches!(&p.target, Target::Value { value, .. }
                    if value.is_ascii()
                        && spellings.iter().any(|s| value.replace([' ', '-'], "").eq_ignore_ascii_case(s)))
        });
        let first = found.next()?;
        found
            .all(|p| p.target == first.target)
            .then(|| first.target.clone())
    }

    /// The one stored value whose Chinese name holds `part` (食品饮料 for
    /// 饮料), if exactly one does among the names that weigh most (the
    /// stored text itself, above a dictionary's words for an English
    /// value: 饮料 for 'Food & Beverage').
    pub(super) fn the_value_holding(&self, part: &str) -> Option<Target> {
        let holding = || {
            self.phrases.iter().filter(|p| {
                p.han && matches!(p.target, Target::Value { .. }) && p.words[0].contains(part)
            })
        };
        let best = holding().map(|p| p.weight).max()?;
        let mut found = holding().filter(|p| p.weight == best).map(|p| &p.target);
        let first = found.next()?;
        found.all(|t| t == first).then(|| first.clone())
    }
}
