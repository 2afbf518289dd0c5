//! Adding phrases to the lexicon: a name, its words and its heads, and
//! stored values with their other spellings (offline, the sexes).

use super::*;

/// What is not online is said offline (线下), whatever the data calls it.
pub(super) const OFFLINE: [&str; 3] = ["offline", "线下", "离线"];

/// Of a column's two values, the one that is not online (线上) — the
/// value "offline" (线下) names when the data calls it otherwise ('store',
/// 门店). Each value comes with the names it is stored and shown by.
pub(super) fn offline_value<'a>(values: &[(&'a str, Vec<&str>)]) -> Option<&'a str> {
    let online = |names: &[&str]| {
        names
            .iter()
            .any(|n| matches!(n.trim().to_lowercase().as_str(), "online" | "线上" | "在线"))
    };
    let offline = |names: &[&str]| {
        names
            .iter()
            .any(|n| OFFLINE.contains(&n.trim().to_lowercase().as_str()))
    };
    match values {
        [(a, an), (b, bn)] if !offline(an) && !offline(bn) => match (online(an), online(bn)) {
            (true, false) => Some(b),
            (false, true) => Some(a),
            _ => None,
        },
        _ => None,
    }
}

/// How the two sexes are stored (男/女, M/F, male/female) and said
/// (女性客户, 男士, "female students", "men"): male first, then female.
pub(super) const SEXES: [(&[&str], &[&str]); 2] = [
    (
        &["男", "m", "male", "man", "雄", "公"],
        &[
            "男",
            // (Of animals: 雄性企鹅.)
            "雄",
            "雄性",
            "男性",
            "男士",
            "男生",
            "男的",
            "男孩",
            "男孩子",
            "男童",
            "male",
            "males",
            "men",
            "man",
            "boy",
            "boys",
        ],
    ),
    (
        &["女", "f", "female", "woman", "雌", "母"],
        &[
            "女",
            "雌",
            "雌性",
            "女性",
            "女士",
            "女生",
            "女的",
            "女孩",
            "女孩子",
            "女童",
            "female",
            "females",
            "women",
            "woman",
            "girl",
            "girls",
        ],
    ),
];

/// The values of a column that stores sex: exactly one value stored as
/// each sex's name or code, among at most four (an 'unknown' may be
/// there too), each paired with the words that say it.
pub(super) fn sex_values<'a>(
    values: &[(&'a str, Vec<&str>)],
) -> Vec<(&'a str, &'static [&'static str])> {
    if values.len() > 4 {
        return Vec::new();
    }
    let mut found = Vec::new();
    for (stored, said) in SEXES {
        let mut matching = values.iter().filter(|(_, names)| {
            names
                .iter()
                .any(|n| stored.contains(&n.trim().to_lowercase().as_str()))
        });
        match (matching.next(), matching.next()) {
            (Some((value, _)), None) => found.push((*value, said)),
            _ => return Vec::new(),
        }
    }
    found
}

/// Values shorter than this (in characters) are not matched: too common.
pub(super) const MIN_VALUE_CHARS: usize = 2;

pub(super) fn phrase_words(text: &str) -> Option<(Vec<String>, bool)> {
    let lower = text.trim().to_lowercase();
    if lower.is_empty() {
        return None;
    }
    if lower.chars().any(is_han) {
        // Chinese phrases match as text; identifiers inside are left alone.
        let compact: String = lower.chars().filter(|c| !c.is_whitespace()).collect();
        return Some((vec![compact], true));
    }
    let words: Vec<String> = lower
        .split(|c: char| !(c.is_alphanumeric()))
        .filter(|w| !w.is_empty())
        .flat_map(split_identifier)
        .map(|w| stem(&w))
        .collect();
    // (Words all of questions are no name, but a stored value of two or
    // more may be one: `Lexicon::add_words` decides.)
    if words.is_empty() || words.len() == 1 && is_stopword(&words[0]) {
        return None;
    }
    Some((words, false))
}

/// The head of a Chinese compound a question says: its last character, or
/// the one before a noun suffix that only makes a noun of it and says
/// nothing of what it is (房 of 房子, 画 of 画儿). (The schema's own words
/// keep their last: 机 of 机子 would make 停机, downtime, the machines.)
pub(super) fn compound_head(word: &str) -> Option<char> {
    const NOUN_SUFFIXES: &[char] = &['子', '儿'];
    let chars: Vec<char> = word.chars().collect();
    match chars.as_slice() {
        [.., before, last] if NOUN_SUFFIXES.contains(last) => Some(*before),
        [.., last] => Some(*last),
        [] => None,
    }
}

/// The character a lone noun names a Chinese word of two by, besides its
/// last (the compound's head: 书 of 图书, 店 of 门店): the first — above
/// all where the second only makes a collective noun of it, a classifier
/// or 品, "item" (车 of 车辆, 菜 of 菜品, 药 of 药品), and else as the
/// weaker guess (课 of 课程). The flag says which.
pub(super) fn collective_head(word: &str) -> Option<(char, bool)> {
    let mut chars = word.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (Some(first), Some(second), None) => Some((
            first,
            second == '品' || crate::cues::is_classifier(&second.to_string()),
        )),
        _ => None,
    }
}

impl Lexicon {
    /// The characters by which a lone noun names `target`, a table said by
    /// the Chinese `word`: the compound's last (书 of 图书, 店 of 门店), and
    /// its first as [`collective_head`] ranks it.
    pub(super) fn add_heads(&mut self, word: &str, target: &Target) {
        if let Some(head) = word.chars().last().filter(|_| word.chars().count() >= 2) {
            self.heads.push((head, target.clone(), word.to_string()));
        }
        if let Some((head, collective)) = collective_head(word) {
            let heads = if collective {
                &mut self.collective_heads
            } else {
                &mut self.first_heads
            };
            heads.push((head, target.clone()));
        }
    }

    /// Whether every phrase `text` is names a stored value by a
    /// dictionary translation (weight 4 or less), none a table or column.
    pub(super) fn names_only_values_translated(&self, text: &str) -> bool {
        phrase_words(text).is_some_and(|(words, _)| {
            self.phrases
                .iter()
                .filter(|p| p.words == words)
                .all(|p| matches!(p.target, Target::Value { .. }) && p.weight <= 4)
        })
    }

    /// Whether the English words of `span` in `lower` are a value stored
    /// as such (not a translation) right before the name of its column:
    /// "the annual plan" of `plan` = 'annual', "monthly pass" of
    /// `pass` = 'monthly' — the column's value, not a period's grain.
    pub fn value_before_its_column(&self, lower: &str, span: &Range<usize>) -> bool {
        let (Some(said), Some(rest)) = (lower.get(span.clone()), lower.get(span.end..)) else {
            return false;
        };
        let Some((words, false)) = phrase_words(said) else {
            return false;
        };
        let Some(next) = rest
            .split(|c: char| !c.is_alphanumeric())
            .find(|w| !w.is_empty())
            .map(stem)
        else {
            return false;
        };
        self.phrases.iter().any(|p| {
            p.words == words
                && p.weight > 4
                && matches!(&p.target, Target::Value { column, .. }
                    if chatdb_knowledge::text::name_words(&column.column).contains(&next))
        })
    }

    /// Whether a Chinese phrase of the lexicon longer than `span` is
    /// said over it in `lower` (每小时收费 over 每小时).
    pub fn han_phrase_over(&self, lower: &str, span: &Range<usize>) -> bool {
        self.phrases.iter().any(|p| {
            let needle = p.words[0].as_str();
            p.han
                && needle.len() > span.len()
                && lower
                    .match_indices(needle)
                    .any(|(at, _)| at <= span.start && span.end <= at + needle.len())
        })
    }

    /// Whether some phrase is exactly `text`.
    pub(super) fn names(&self, text: &str) -> bool {
        phrase_words(text).is_some_and(|(words, _)| self.phrases.iter().any(|p| p.words == words))
    }

    pub(super) fn add(&mut self, text: &str, target: Target, weight: u8) {
        // ('sev1', 'A320', 'P2': a stored code of letters then digits is
        // one word in a question, as it is written.)
        let code = text.trim().to_lowercase();
        let letters = code.trim_end_matches(|c: char| c.is_ascii_digit());
        let a_code = matches!(target, Target::Value { .. })
            && code.len() > letters.len()
            && !letters.is_empty()
            && code.chars().all(|c| c.is_ascii_alphanumeric())
            && letters.chars().all(|c| c.is_ascii_alphabetic());
        // ('O-', 'AB+', 'A-': a blood type or a grade keeps its sign, as
        // a question's word does.)
        let signed = matches!(target, Target::Value { .. })
            && code.len() <= 3
            && code.ends_with(['+', '-'])
            && code[..code.len() - 1]
                .chars()
                .all(|c| c.is_ascii_alphabetic())
            && code.len() > 1;
        if signed {
            self.phrases.push(Phrase {
                words: vec![code.clone()],
                han: false,
                target: target.clone(),
                weight,
                said: Said::Any,
            });
            return;
        }
        if a_code {
            self.phrases.push(Phrase {
                words: vec![stem(&code)],
                han: false,
                target: target.clone(),
                weight,
                said: Said::Any,
            });
        }
        if let Some((words, han)) = phrase_words(text) {
            if han {
                // 洗衣机牌子 for 洗衣机品牌, 打车软件 for 打车APP.
                for (word, said) in CHINESE_WORD_VARIANTS {
                    if let Some(variant) = words[0]
                        .contains(word)
                        .then(|| words[0].replace(word, said))
                    {
                        self.phrases.push(Phrase {
                            words: vec![variant],
                            han,
                            target: target.clone(),
                            weight,
                            said: Said::Any,
                        });
                    }
                }
                // 销售总额 for 销售额, 订单总数 for 订单数: 总 ("total") said
                // before the head of a metric's amount or count (a
                // column's 总 is its sum, read as an aggregation).
                let name = &words[0];
                let chars: Vec<char> = name.chars().collect();
                if matches!(target, Target::Metric(_))
                    && words.len() == 1
                    && chars.len() >= 3
                    && !name.contains('总')
                    && matches!(chars.last(), Some('额' | '数' | '量'))
                {
                    let head = chars.len() - 1;
                    let variant: String = chars[..head]
                        .iter()
                        .chain(['总'].iter())
                        .chain(chars[head..].iter())
                        .collect();
                    self.phrases.push(Phrase {
                        words: vec![variant],
                        han,
                        target: target.clone(),
                        weight,
                        said: Said::Any,
                    });
                }
                self.phrases.push(Phrase {
                    words,
                    han,
                    target,
                    weight,
                    said: Said::Any,
                });
            } else {
                self.add_words(words, target, weight);
            }
        }
    }

    /// offline / 线下 / 离线 name `value` of `column` (see [`offline_value`]).
    pub(super) fn add_offline(&mut self, column: &ColumnRef, value: &str) {
        let v = Target::Value {
            column: column.clone(),
            value: value.to_string(),
        };
        for word in OFFLINE {
            self.add(word, v.clone(), 5);
        }
    }

    /// 男性 / female … name the values of a column that stores sex (see
    /// [`sex_values`]), and 男女 ("men and women") the column itself
    /// (男女客户各有多少, 男女比例).
    pub(super) fn add_sexes(&mut self, column: &ColumnRef, values: &[(&str, Vec<&str>)]) {
        let sexes = sex_values(values);
        if !sexes.is_empty() {
            self.add("男女", Target::Column(column.clone()), 5);
        }
        for (value, words) in sexes {
            let v = Target::Value {
                column: column.clone(),
                value: value.to_string(),
            };
            for word in words {
                self.add(word, v.clone(), 5);
            }
        }
    }

    pub(super) fn add_words(&mut self, words: Vec<String>, target: Target, weight: u8) {
        // (A stored value of two words or more is a name, though each of
        // them is a word of questions: 'no-show'.)
        let stored = words.len() > 1 && matches!(target, Target::Value { .. });
        if words.is_empty() || !stored && words.iter().all(|w| is_stopword(w)) {
            return;
        }
        // Words that are the language of questions, not names: a column
        // called `average` or `highest` is found by its other words only.
        if words.len() == 1
            && !matches!(target, Target::Value { .. })
            && RESERVED.iter().any(|r| stem(r) == words[0])
        {
            return;
        }
        // `pet type` is also asked as "type of pet" — but "number of
        // flights" is a count, not `flight_no`.
        let reserved = |w: &str| RESERVED.iter().any(|r| stem(r) == w);
        if words.len() == 2 && matches!(target, Target::Column(_)) && !reserved(&words[1]) {
            // … and "the id of the pet".
            for middle in [&["of"][..], &["of", "the"][..]] {
                let mut phrase = vec![words[1].clone()];
                phrase.extend(middle.iter().map(|w| w.to_string()));
                phrase.push(words[0].clone());
                self.phrases.push(Phrase {
                    words: phrase,
                    han: false,
                    target: target.clone(),
                    weight,
                    said: Said::Any,
                });
            }
        }
        // `check_ins` is also written closed, as one word ("checkins",
        // "signups", "workorders"): English compounds are written open,
        // hyphenated or closed. (A spelling the name is not written in,
        // below the one it is: "pickup" of the table `pickups` before
        // the column `picked_up_on`.)
        let closed = chatdb_knowledge::text::closed_compound(&words)
            .filter(|_| matches!(target, Target::Table(_) | Target::Column(_)));
        if let Some(closed) = closed {
            self.phrases.push(Phrase {
                words: vec![closed],
                han: false,
                target: target.clone(),
                weight: weight.saturating_sub(1).max(1),
                said: Said::Any,
            });
        }
        self.phrases.push(Phrase {
            words,
            han: false,
            target,
            weight,
            said: Said::Any,
        });
    }
}
