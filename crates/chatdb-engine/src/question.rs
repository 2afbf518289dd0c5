//! A question as tokens with byte spans: words (lower-cased, English
//! stemmed, Chinese segmented by jieba), numbers, quoted strings and
//! punctuation. Every later stage points back into the question by span, so
//! coverage (how much of the question was understood) can be measured.

use chatdb_knowledge::text::{jieba, stem};
use regex::Regex;
use std::ops::Range;
use std::sync::OnceLock;

/// What a token is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenKind {
    Word,
    Number,
    /// Text in quotes: a literal value.
    Quoted,
    Punct,
}

/// One token.
#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    pub kind: TokenKind,
    /// Normalized form: lower-cased and stemmed for English words; the
    /// number's text; the quoted text without quotes.
    pub norm: String,
    /// Byte span in [`Question::lower`].
    pub span: Range<usize>,
}

/// A tokenized question.
#[derive(Debug, Clone)]
pub struct Question {
    pub text: String,
    /// Lower-cased text; spans index into it.
    pub lower: String,
    pub tokens: Vec<Token>,
    /// True when the question is (mostly) Chinese.
    pub chinese: bool,
}

fn pieces_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(
            r#""[^"]+"|“[^”]+”|‘[^’]+’|「[^」]+」|(?:^|\s)'[^']+'|\d+(?:\.\d+)?%?|[a-z_][a-z0-9_]*n['’]t\b|[a-z_][a-z0-9_]*(?:'s)?|[\p{Han}]+|[^\s]"#,
        )
        .expect("token regex")
    })
}

pub use chatdb_knowledge::text::is_han;

/// True when a text is (mostly) Chinese: what language to answer in.
pub fn is_chinese(text: &str) -> bool {
    let han = text.chars().filter(|c| is_han(*c)).count();
    let ascii_letters = text.chars().filter(|c| c.is_ascii_alphabetic()).count();
    han * 3 >= ascii_letters.max(1)
}

/// The part of speech jieba's dictionary tags `word` with, when it keeps
/// `word` whole.
fn tag_alone(word: &str) -> Option<String> {
    match jieba().tag(word, false).as_slice() {
        [t] if t.word == word => Some(t.tag.to_string()),
        _ => None,
    }
}

/// Whether an English word is a past participle: "created", "resolved",
/// and the irregular ones ("sold", "paid", "built").
pub(crate) fn is_past_participle(word: &str) -> bool {
    chatdb_knowledge::text::verb_of_irregular_participle(word).is_some()
        || word.len() > 4 && word.ends_with("ed")
}

/// The token after a verb at `k`, past one aspect particle (修了几次,
/// 发过货: 了 says it is done, 过 that it happened).
pub(crate) fn after_the_aspect(q: &Question, k: usize) -> usize {
    match q.tokens.get(k + 1) {
        Some(t) if matches!(t.norm.as_str(), "了" | "过") => k + 2,
        _ => k + 1,
    }
}

/// Whether jieba's dictionary counts `word` rarely: the forms it lists
/// for cutting (借过, 交过 — a verb and its aspect particle, counted 3),
/// not a word people say as one (通过, 经过, 罢了 count thousands).
fn listed_only_as_a_form(word: &str) -> bool {
    const RARE: usize = 100;
    // (`suggest_freq` is at least the word's count — and no more than a
    // few where its characters alone are rare together.)
    jieba().suggest_freq(word) < RARE
}

/// Whether jieba's dictionary tags `word`, on its own, a verb (卖, 买, 占).
pub(crate) fn is_verb(word: &str) -> bool {
    tag_alone(word).is_some_and(|t| t == "v")
}

/// Whether a Chinese verb says a planned event did not happen as planned —
/// called off, missed, turned down, put off or handed back (取消, 缺席,
/// 拒绝, 推迟, 退; 退 with what is handed back or given up: 退货, 退款,
/// 退订, 退掉) —: said of
/// events, it picks some of them (the cancelled ones), never all, so it is
/// never a mere "it was done".
pub(crate) fn says_it_fell_through(word: &str) -> bool {
    const FELL_THROUGH: &[&str] = &[
        "取消", "退", "缺席", "缺勤", "爽约", "失约", "放弃", "拒绝", "推迟", "延期", "改期",
        "撤销", "作废", "失败", "错过",
    ];
    FELL_THROUGH.contains(&word) || word.starts_with('退') && word.chars().count() == 2
}

/// Whether jieba's dictionary tags `word`, on its own, a noun (店, 书).
pub(crate) fn is_noun(word: &str) -> bool {
    tag_alone(word).is_some_and(|t| t.starts_with('n'))
}

/// The ways a verb's action goes said after it (搬出去, 寄回来, 送过去):
/// out, in, back, over, up, down — directional complements.
const DIRECTIONAL_COMPLEMENTS: &[&str] = &[
    "出去", "出来", "进去", "进来", "回去", "回来", "过去", "过来", "上去", "上来", "下去", "下来",
];

/// Whether jieba's dictionary tags `word` a morpheme (车, tagged `zg`):
/// a character mostly said inside words, which alone may be their noun.
pub(crate) fn is_morpheme(word: &str) -> bool {
    tag_alone(word).is_some_and(|t| t.ends_with('g'))
}

/// jieba's words of `text`, except where it cut a one-character word off
/// a noun to make a word of "the number" (工|单数, since 单数 is
/// "singular"): the noun is whole and the count word stands alone — 工单|数,
/// as in 订单|数 — for 数 and 量 alike.
fn resegmented_counts(text: &str) -> Vec<&str> {
    // (jieba's words cover `text` end to end: each a byte range of it.)
    let mut ranges: Vec<std::ops::Range<usize>> = Vec::new();
    for piece in jieba().cut(text, true) {
        let start = ranges.last().map_or(0, |r| r.end);
        // 有几|户, 几|台: "how many" and the noun or classifier counted,
        // which jieba keeps as one numeral (几户, tagged m) — unless a cue
        // reads the pair whole (几个, 几家), it says a number (几十), a time
        // or an age (几号, 几天, 几岁: when, how long), or a degree (几成,
        // 几倍, 几分, 几多, 几大).
        let how_many_of = piece.word.strip_prefix('几').is_some_and(|x| {
            x.chars().count() == 1
                && !"十百千万亿兆天年月日号周点时分秒岁夜成倍多大几".contains(x)
                && !crate::cues::is_cue_word(piece.word)
                && tag_alone(piece.word).as_deref() == Some("m")
        });
        if how_many_of {
            ranges.push(start..start + '几'.len_utf8());
            ranges.push(start + '几'.len_utf8()..start + piece.word.len());
            continue;
        }
        ranges.push(start..start + piece.word.len());
    }
    for i in 1..ranges.len() {
        let (before, word) = (&text[ranges[i - 1].clone()], &text[ranges[i].clone()]);
        // 九年|级: a school grade is a numeral and 年级 (grade), not so
        // many years.
        let numeral_years = before.strip_suffix('年').is_some_and(|n| {
            !n.is_empty() && n.chars().all(|c| "一二三四五六七八九十".contains(c))
        });
        if numeral_years && word.starts_with('级') {
            ranges[i - 1].end -= '年'.len_utf8();
            ranges[i].start = ranges[i - 1].end;
            continue;
        }
        // 每|类图书, 每|类|商品: "each kind of" is 每类 (每种) whatever
        // jieba glues the classifier to.
        if before == "每" && word.starts_with(['类', '种']) {
            ranges[i - 1].end += '类'.len_utf8();
            ranges[i].start = ranges[i - 1].end;
            continue;
        }
        let mut chars = word.chars();
        if let (Some(first), Some('数' | '量'), None) = (chars.next(), chars.next(), chars.next())
        {
            let one_han = before.chars().count() == 1 && before.chars().all(is_han);
            if one_han && is_a_thing(&format!("{before}{first}")) {
                // (The noun takes the count word's first character.)
                ranges[i - 1].end += first.len_utf8();
                ranges[i].start = ranges[i - 1].end;
            }
        }
    }
    ranges
        .into_iter()
        .filter(|r| !r.is_empty())
        .map(|r| &text[r])
        .collect()
}

/// Whether `word` names a thing: a noun to jieba, or a word the bilingual
/// dictionary gives English for (工单, which jieba does not know).
fn is_a_thing(word: &str) -> bool {
    is_noun(word) || !chatdb_knowledge::bilingual::english_words(word).is_empty()
}

fn day_hao_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"(月\s*\d{1,2})号").expect("day regex"))
}

impl Question {
    /// Tokenizes a question.
    pub fn new(text: &str) -> Question {
        // 10月1号 is the day 10月1日 (the same byte length, so spans hold).
        let lower = day_hao_re()
            .replace_all(&text.to_lowercase(), "${1}日")
            .into_owned();
        let mut tokens = Vec::new();
        for m in pieces_re().find_iter(&lower) {
            let s = m.as_str();
            let trimmed = s.trim_start();
            let start = m.start() + (s.len() - trimmed.len());
            let first = trimmed.chars().next().unwrap_or(' ');
            if matches!(first, '"' | '“' | '‘' | '「' | '\'') && trimmed.chars().count() > 2 {
                let inner: String = {
                    let mut cs = trimmed.chars();
                    cs.next();
                    cs.next_back();
                    cs.collect()
                };
                tokens.push(Token {
                    kind: TokenKind::Quoted,
                    norm: inner.trim().to_string(),
                    span: start..m.end(),
                });
            } else if first.is_ascii_digit() {
                tokens.push(Token {
                    kind: TokenKind::Number,
                    norm: trimmed.to_string(),
                    span: start..m.end(),
                });
            } else if is_han(first) {
                let mut offset = start;
                for mut word in resegmented_counts(trimmed) {
                    // 1日及之前: jieba glues the date unit after a number to
                    // the next word (日及); the unit stands alone.
                    let after_number = tokens.last().is_some_and(|t: &Token| {
                        t.kind == TokenKind::Number && t.span.end == offset
                    });
                    // 哪|道菜, 3|道菜: jieba may glue the classifier to the
                    // noun after it instead; it goes with 哪 (the which-cue
                    // 哪道, as jieba keeps 哪门) or stands alone.
                    let counted_by = tokens.last().is_some_and(|t: &Token| {
                        t.span.end == offset
                            && (t.kind == TokenKind::Number
                                || matches!(t.norm.as_str(), "哪" | "几" | "每" | "这" | "那"))
                    });
                    let classifier_glued =
                        word.char_indices()
                            .nth(1)
                            .map(|(cut, _)| cut)
                            .filter(|&cut| {
                                counted_by
                                    && crate::cues::is_classifier(&word[..cut])
                                    && is_a_thing(&word[cut..])
                            });
                    if let Some(cut) = classifier_glued {
                        let classifier = &word[..cut];
                        match tokens.last_mut() {
                            Some(which) if which.norm == "哪" => {
                                which.norm.push_str(classifier);
                                which.span.end += cut;
                            }
                            _ => tokens.push(Token {
                                kind: TokenKind::Word,
                                norm: classifier.to_string(),
                                span: offset..offset + cut,
                            }),
                        }
                        offset += cut;
                        word = &word[cut..];
                    }
                    // 这个|月销量, 每个|月销量: jieba glues the month after a
                    // determiner to the noun after it (月销量, "monthly sales
                    // volume"); the month is the determiner's — 这个 | 月 |
                    // 销量, as in 这个 | 月 | 收入 and 每个 | 月 | 的.
                    let period_glued =
                        word.char_indices()
                            .nth(1)
                            .map(|(cut, _)| cut)
                            .filter(|&cut| {
                                matches!(&word[..cut], "月" | "周")
                                    && is_a_thing(&word[cut..])
                                    && tokens.last().is_some_and(|t: &Token| {
                                        t.span.end == offset
                                            && matches!(
                                                t.norm.as_str(),
                                                "这个"
                                                    | "上个"
                                                    | "下个"
                                                    | "每个"
                                                    | "这"
                                                    | "上"
                                                    | "下"
                                                    | "每"
                                                    | "本"
                                            )
                                    })
                            });
                    if let Some(cut) = period_glued {
                        tokens.push(Token {
                            kind: TokenKind::Word,
                            norm: word[..cut].to_string(),
                            span: offset..offset + cut,
                        });
                        offset += cut;
                        word = &word[cut..];
                    }
                    // (What the word follows: 多少 or 几 asks a count.)
                    let after_how_many = tokens
                        .last()
                        .is_some_and(|t| matches!(t.norm.as_str(), "多少" | "几"));
                    let mut push = |w: &str, offset: &mut usize| {
                        tokens.push(Token {
                            kind: TokenKind::Word,
                            norm: w.to_string(),
                            span: *offset..*offset + w.len(),
                        });
                        *offset += w.len();
                    };
                    // (9年级 is grade 9: 年级 is a word of its own.)
                    if let Some(unit) = word.chars().next().filter(|c| {
                        after_number
                            && "年月日".contains(*c)
                            && word.chars().count() > 1
                            && !word.starts_with("年级")
                    }) {
                        let n = unit.len_utf8();
                        push(&word[..n], &mut offset);
                        word = &word[n..];
                    }
                    // 平均分, 最高分, 总分: jieba keeps an aggregate with 分
                    // (points, a score) as one word; the aggregate stands
                    // alone, as in 平均 | 分数.
                    if let Some(aggregate) = ["平均", "最高", "最低", "总"]
                        .into_iter()
                        .find(|a| word.strip_prefix(a) == Some("分"))
                    {
                        push(aggregate, &mut offset);
                        word = &word[aggregate.len()..];
                    }
                    // 各班: jieba keeps "each" with a noun of one character
                    // as one word; the noun stands alone (各 | 班), as a
                    // longer one does (各 | 班级). (Not a period nor a
                    // classifier: 各季, 各门. 每单 is per order, whole.)
                    if let Some(each) = ["各"].into_iter().find(|e| {
                        word.strip_prefix(e).is_some_and(|rest| {
                            rest.chars().count() == 1
                                && !"年月日天周季时".contains(rest)
                                && !crate::cues::is_classifier(rest)
                                && is_noun(rest)
                        })
                    }) {
                        push(each, &mut offset);
                        word = &word[each.len()..];
                    }
                    // 前五, 前十: jieba keeps "the first N" as one word; the
                    // number stands alone, as it does in 前5.
                    // (前十名: so does the rank word after it.)
                    if let Some(n) = word
                        .strip_prefix('前')
                        .map(|n| n.strip_suffix('名').unwrap_or(n))
                        .filter(|n| {
                            !n.is_empty()
                                && n.chars().all(|c| "一二两三四五六七八九十百".contains(c))
                        })
                    {
                        let cut = '前'.len_utf8();
                        push(&word[..cut], &mut offset);
                        word = &word[cut..];
                        if word.len() > n.len() {
                            push(&word[..n.len()], &mut offset);
                            word = &word[n.len()..];
                        }
                    }
                    // 各学段, 帮我查一下: jieba's guess at an unknown word
                    // may glue "each" (各, 每) to the noun after it, or 我
                    // (I, me) to the verb after it (我查); a word it does not
                    // know loses it (各种, 每天, 我们 are words and stay).
                    // (Each rule with the shortest word it cuts.) 各 before
                    // a verb is "each of them" (各卖了多少: each sold how
                    // much) — before a classifier (各届) it is a determiner.
                    // (各有 and 各是 stay whole, as jieba cuts them where it
                    // knows them.)
                    for (glued, shortest) in [(&['各', '每'][..], 3), (&['我'][..], 2)] {
                        let before_a_verb = |c: &char| {
                            let rest = &word[c.len_utf8()..];
                            *c == '各'
                                && word.chars().count() == 2
                                && !matches!(rest, "有" | "是")
                                && is_verb(rest)
                        };
                        if let Some(c) = word.chars().next().filter(|c| {
                            glued.contains(c)
                                && (word.chars().count() >= shortest || before_a_verb(c))
                                && !jieba().has_word(word)
                        }) {
                            let n = c.len_utf8();
                            push(&word[..n], &mut offset);
                            word = &word[n..];
                        }
                    }
                    // 每种卡有多少会员, 每栋楼有多少户: jieba's guess at a
                    // word it does not know may glue 有 ("has") to the noun
                    // of one character before it (卡有); the verb stands
                    // apart, as in 门店 | 有. (Words it knows — 没有, 所有,
                    // 只有, 共有 — stay whole.)
                    // (各有, 都有: after a word of "each" or "all" it is
                    // their cue, kept whole.)
                    let has_glued = word.chars().count() == 2
                        && word.ends_with('有')
                        && !jieba().has_word(word)
                        && word.chars().next().is_some_and(|c| {
                            let mut bytes = [0; 4];
                            let noun = c.encode_utf8(&mut bytes);
                            is_noun(noun) || is_morpheme(noun)
                        });
                    if has_glued {
                        let n = word.len() - '有'.len_utf8();
                        push(&word[..n], &mut offset);
                        word = &word[n..];
                    }
                    // 没写过, 没买: jieba keeps 没 ("not", 没有 said
                    // colloquially) with some verbs of one character as one
                    // word; the negation stands apart (没 | 写), as it does
                    // in 没 | 借 and 没有 | 写. (没有 itself stays whole.)
                    // So does the verb from its aspect particle where jieba
                    // keeps that too (没用过: 没 | 用 | 过). Before 过, which
                    // says it never happened, the one character is a verb
                    // whatever jieba tags it — 用 is a preposition too;
                    // alone or before 了 only a verb: 没钱了.
                    let negated_verb = word.strip_prefix('没').and_then(|rest| {
                        let (verb, aspect) = match rest.char_indices().nth(1) {
                            Some((cut, _)) => rest.split_at(cut),
                            None => (rest, ""),
                        };
                        let a_verb = match aspect {
                            "" | "了" => is_verb(verb),
                            "过" => verb.chars().all(is_han),
                            _ => false,
                        };
                        (verb.chars().count() == 1 && verb != "有" && a_verb).then_some(verb)
                    });
                    if let Some(verb) = negated_verb {
                        let n = '没'.len_utf8();
                        push(&word[..n], &mut offset);
                        word = &word[n..];
                        if word.len() > verb.len() {
                            push(verb, &mut offset);
                            word = &word[verb.len()..];
                        }
                    }
                    // 演了, 演过: jieba's guess at a word it does not know
                    // may glue a verb of one character to its aspect
                    // particle — and so does its dictionary with forms it
                    // lists only to cut them so (借过, 交过); the verb stands
                    // apart, as in 卖 | 了.
                    let aspect_glued = word.chars().count() == 2
                        && word.ends_with(['了', '过'])
                        && (!jieba().has_word(word) || listed_only_as_a_form(word));
                    if let Some(verb) = word
                        .chars()
                        .next()
                        .filter(|v| aspect_glued && is_verb(v.encode_utf8(&mut [0; 4])))
                    {
                        let n = verb.len_utf8();
                        push(&word[..n], &mut offset);
                        word = &word[n..];
                    }
                    // 女病人, 男演员: jieba keeps a person word with the
                    // sex said of it as one word; the sex stands apart (女 |
                    // 病人), as where jieba cuts it (女 | 员工). Only before
                    // a word of two characters or more that names a thing:
                    // 女儿, 女王, 男装, 女性 stay whole.
                    if let Some(c) = word.chars().next().filter(|c| matches!(c, '男' | '女')) {
                        let rest = &word[c.len_utf8()..];
                        if rest.chars().count() >= 2 && is_a_thing(rest) {
                            push(&word[..c.len_utf8()], &mut offset);
                            word = rest;
                        }
                    }
                    // 每家店, 每辆车: jieba keeps "each" and its classifier
                    // with a short noun after them as one word; the noun
                    // stands apart, as in 每家 | 门店. (Not a time —
                    // 每个月 is a grain — nor 每个人, "everyone".)
                    let each_classifier = word
                        .char_indices()
                        .nth(2)
                        .filter(|_| word.starts_with(['每', '各']))
                        .map(|(cut, _)| cut)
                        .filter(|&cut| {
                            let classifier = &word['每'.len_utf8()..cut];
                            let rest = &word[cut..];
                            crate::cues::is_classifier(classifier)
                                && !matches!(
                                    rest,
                                    "人" | "月"
                                        | "年"
                                        | "天"
                                        | "日"
                                        | "周"
                                        | "星期"
                                        | "季度"
                                        | "小时"
                                )
                        });
                    // 每个人, 各人: jieba keeps "each person" as one word;
                    // the person stands apart (每个 | 人), as 每个 | 员工 do.
                    let each_person = word
                        .strip_suffix('人')
                        .filter(|each| crate::mention::PER_PERSON.contains(each));
                    if let Some(each) = each_person {
                        push(each, &mut offset);
                        word = &word[each.len()..];
                    }
                    if let Some(cut) = each_classifier {
                        push(&word[..cut], &mut offset);
                        word = &word[cut..];
                    }
                    // 一节课, 一辆车: jieba keeps 一, a classifier and a
                    // short noun as one word; the noun stands apart, as in
                    // 一个 | 学生 (the article "a", `cues::is_an_article`) —
                    // unless jieba knows the three as a word other than a
                    // noun (一部分, a numeral: "a part").
                    let one_of_a_noun =
                        word.char_indices()
                            .nth(2)
                            .map(|(cut, _)| cut)
                            .filter(|&cut| {
                                crate::cues::is_an_article(&word[..cut])
                                    && is_a_thing(&word[cut..])
                                    && tag_alone(word).is_none_or(|t| t.starts_with('n'))
                            });
                    if let Some(cut) = one_of_a_noun {
                        push(&word[..cut], &mut offset);
                        word = &word[cut..];
                    }
                    // 几门课程, 几辆车: jieba keeps "how many" with its
                    // classifier as one word; 几 stands apart from it, as
                    // 多少 does from 门 in 多少门 (几个, 几家 … are cues whole).
                    if let Some(classifier) = word.strip_prefix('几').filter(|c| {
                        crate::cues::is_classifier(c) && !crate::cues::is_cue_word(word)
                    }) {
                        push(&word[..word.len() - classifier.len()], &mut offset);
                        word = classifier;
                    }
                    // (几道菜: and so does the noun after the classifier —
                    // 车 of 几辆车 too, which jieba tags a morpheme.)
                    let counted_noun = word
                        .strip_prefix('几')
                        .and_then(|rest| rest.char_indices().nth(1))
                        .map(|(cut, _)| cut + '几'.len_utf8())
                        .filter(|&cut| {
                            crate::cues::is_classifier(&word['几'.len_utf8()..cut])
                                && (is_noun(&word[cut..]) || is_morpheme(&word[cut..]))
                        });
                    if let Some(cut) = counted_noun {
                        let n = '几'.len_utf8();
                        push(&word[..n], &mut offset);
                        push(&word[n..cut], &mut offset);
                        word = &word[cut..];
                    }
                    // 多少本书: jieba keeps a classifier with a noun of one
                    // character as a word of its own (本书, "this book");
                    // after 多少 or 几 the classifier counts the noun, which
                    // stands apart (多少 | 本 | 书), as in 几本 | 书 — unless
                    // the two are a noun or a verb of their own (份额, a
                    // share; 名额; 条件).
                    let classified_noun =
                        word.char_indices()
                            .nth(1)
                            .map(|(cut, _)| cut)
                            .filter(|&cut| {
                                after_how_many
                                    && word.chars().count() == 2
                                    && !is_noun(word)
                                    && !is_verb(word)
                                    && crate::cues::is_classifier(&word[..cut])
                                    && (is_noun(&word[cut..]) || is_morpheme(&word[cut..]))
                            });
                    if let Some(cut) = classified_noun {
                        push(&word[..cut], &mut offset);
                        word = &word[cut..];
                    }
                    // 搬出去, 寄回来: jieba keeps a verb of one character
                    // with the way it goes (a directional complement) as one
                    // word; the verb stands apart from it, as in 搬 | 到.
                    // (Not 卖出去, "sold off", a word the parse reads whole:
                    // what was never sold off.)
                    let complement =
                        word.char_indices()
                            .nth(1)
                            .map(|(cut, _)| cut)
                            .filter(|&cut| {
                                DIRECTIONAL_COMPLEMENTS.contains(&&word[cut..])
                                    && is_verb(&word[..cut])
                                    && word != "卖出去"
                            });
                    if let Some(cut) = complement {
                        push(&word[..cut], &mut offset);
                        word = &word[cut..];
                    }
                    // 不止一次: jieba keeps a comparison with the number it
                    // compares to as one word; the comparison stands apart
                    // (不止 | 一次, "more than once"), as 超过 | 3次 does.
                    let compared = word
                        .char_indices()
                        .skip(2)
                        .find(|(_, c)| crate::parse::is_numeral(c.encode_utf8(&mut [0; 4])))
                        .map(|(cut, _)| cut)
                        .filter(|&cut| crate::cues::comparison_of(&word[..cut]).is_some());
                    if let Some(cut) = compared {
                        push(&word[..cut], &mut offset);
                        word = &word[cut..];
                    }
                    // 男女比例, 性别占比: jieba keeps a proportion with what
                    // it is of as one word; the share word stands alone. So
                    // does a total with what it adds up (工资总额).
                    if let Some(share) = ["比例", "比率", "占比", "比重", "总额"]
                        .into_iter()
                        .find(|s| word.ends_with(s) && word.len() > s.len())
                    {
                        let cut = word.len() - share.len();
                        push(&word[..cut], &mut offset);
                        word = &word[cut..];
                    }
                    // 五星级, 三居室: jieba keeps a number with the noun
                    // it gives the value of as one word; the number stands
                    // alone, as in 5星级. (Not 一, which is mostly "a":
                    // 一部分, 一系列; nor 百/千, which begin words: 百货.)
                    let numeral_len = word
                        .chars()
                        .take_while(|c| "二两三四五六七八九十".contains(*c))
                        .map(char::len_utf8)
                        .sum::<usize>();
                    // (三千块 is one number: the rest must not go on with
                    // a digit or a multiplier.)
                    let rest = &word[numeral_len..];
                    if numeral_len > 0
                        && !rest
                            .starts_with(|c: char| "零一二两三四五六七八九十百千万亿".contains(c))
                        && rest.chars().count() >= 2
                        && jieba().has_word(&word[numeral_len..])
                    {
                        push(&word[..numeral_len], &mut offset);
                        word = &word[numeral_len..];
                    }
                    // 三天, 两周: jieba glues a number to the day or week
                    // it counts; the number stands alone, as in 3天.
                    let counted_days = word.char_indices().last().filter(|(_, unit)| {
                        matches!(unit, '天' | '日' | '周')
                            && word.chars().count() >= 2
                            && word
                                .chars()
                                .rev()
                                .skip(1)
                                .all(|c| "一二两三四五六七八九十".contains(c))
                    });
                    if let Some((cut, _)) = counted_days {
                        push(&word[..cut], &mut offset);
                        word = &word[cut..];
                    }
                    // 订单数, 工单量: jieba may keep "the number of" with the
                    // noun it counts; the noun stands alone, as in 会员|数 (人数,
                    // 分数 are one character and a count word; 平均数 has no
                    // noun before it).
                    if let Some(noun) = word
                        .strip_suffix(['数', '量'])
                        .filter(|n| n.chars().count() >= 2 && !n.ends_with('数') && is_a_thing(n))
                    {
                        push(&word[..noun.len()], &mut offset);
                        word = &word[noun.len()..];
                    }
                    // 门店数最多: jieba glues "the number" to the
                    // superlative after it (数最多); each stands alone.
                    if word.starts_with("数最") {
                        let cut = "数".len();
                        push(&word[..cut], &mut offset);
                        word = &word[cut..];
                    }
                    push(word, &mut offset);
                }
            } else if first.is_ascii_alphabetic() || first == '_' {
                // haven't, didn't, can't: the verb, then "not" (the spans
                // split at the n).
                let negated = trimmed
                    .strip_suffix("n't")
                    .or_else(|| trimmed.strip_suffix("n’t"));
                if let Some(verb) = negated.filter(|v| !v.is_empty()) {
                    let full = match verb {
                        "ca" => "can",
                        "wo" => "will",
                        "sha" => "shall",
                        v => v,
                    };
                    let cut = start + verb.len();
                    tokens.push(Token {
                        kind: TokenKind::Word,
                        norm: stem(full),
                        span: start..cut,
                    });
                    tokens.push(Token {
                        kind: TokenKind::Word,
                        norm: "not".into(),
                        span: cut..m.end(),
                    });
                    continue;
                }
                let word = trimmed.strip_suffix("'s").unwrap_or(trimmed);
                // order_items, unit_price: a name typed as the schema spells
                // it is its words, as "order items" is. (Not a code with
                // numbers in it, item_4_16, which a stored value may be.)
                let parts = if word
                    .split('_')
                    .all(|p| p.chars().all(|c| c.is_ascii_alphabetic()))
                {
                    word.split('_').collect()
                } else {
                    vec![word]
                };
                let mut from = start;
                for part in parts {
                    if !part.is_empty() {
                        tokens.push(Token {
                            kind: TokenKind::Word,
                            norm: stem(part),
                            span: from..from + part.len(),
                        });
                    }
                    from += part.len() + 1;
                }
                if let Some(last) = tokens.last_mut().filter(|t| t.span.start >= start) {
                    last.span.end = m.end();
                }
            } else if trimmed == "-"
                && tokens
                    .last()
                    .is_some_and(|t| t.kind == TokenKind::Word && t.span.end == start)
                && lower[m.end()..].starts_with(|c: char| c.is_ascii_alphanumeric())
            {
                // check-ins, follow-up: a hyphen joins the words of one
                // compound, said as they are with a space between them —
                // and the letters and number of a code (VM-007), as its
                // stored value's words are.
            } else {
                tokens.push(Token {
                    kind: TokenKind::Punct,
                    norm: trimmed.to_string(),
                    span: start..m.end(),
                });
            }
        }
        // "blood type O-", "grade A+": a sign right after one or two
        // letters, ending the word, is part of it — a blood type or a
        // grade, as it is stored.
        let mut k = 1;
        while k < tokens.len() {
            let signed = tokens[k].kind == TokenKind::Punct
                && matches!(tokens[k].norm.as_str(), "+" | "-")
                && tokens[k - 1].kind == TokenKind::Word
                && tokens[k - 1].span.end == tokens[k].span.start
                && (1..=2).contains(&tokens[k - 1].span.len())
                && lower[tokens[k - 1].span.clone()]
                    .chars()
                    .all(|c| c.is_ascii_alphabetic())
                && !lower[tokens[k].span.end..]
                    .starts_with(|c: char| c.is_alphanumeric() || c == '+');
            if signed {
                let sign = tokens.remove(k);
                let word = &mut tokens[k - 1];
                word.norm = format!("{}{}", &lower[word.span.clone()], sign.norm);
                word.span.end = sign.span.end;
            } else {
                k += 1;
            }
        }
        // "the letter w": a letter named so is the text itself, as if
        // quoted ("the letter 'w'").
        for k in 1..tokens.len() {
            let named = tokens[k - 1].norm == "letter"
                && tokens[k].kind == TokenKind::Word
                && tokens[k].norm.chars().count() == 1
                && tokens[k].norm.chars().all(|c| c.is_ascii_alphabetic());
            if named {
                tokens[k].kind = TokenKind::Quoted;
            }
        }
        Question {
            text: text.to_string(),
            chinese: is_chinese(text),
            lower,
            tokens,
        }
    }

    /// Indices of the tokens a byte span touches.
    pub fn tokens_in(&self, span: &Range<usize>) -> Range<usize> {
        let first = self
            .tokens
            .iter()
            .position(|t| t.span.end > span.start)
            .unwrap_or(self.tokens.len());
        let end = self
            .tokens
            .iter()
            .rposition(|t| t.span.start < span.end)
            .map_or(first, |i| i + 1);
        first..end.max(first)
    }
}

/// Whether `text` ends with the word `word`: an English word must not be
/// the tail of a longer one ("thereafter" does not end with "after");
/// Chinese has no spaces to tell, so a Chinese word only has to end it.
pub(crate) fn ends_with_word(text: &str, word: &str) -> bool {
    text.strip_suffix(word)
        .is_some_and(|rest| !word.is_ascii() || !rest.ends_with(|c: char| c.is_alphanumeric()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mixed_tokens() {
        let q = Question::new("How many singers are older than 30.5 from \"New York\"?");
        let kinds: Vec<_> = q.tokens.iter().map(|t| (t.kind, t.norm.as_str())).collect();
        assert!(kinds.contains(&(TokenKind::Word, "singer")));
        assert!(kinds.contains(&(TokenKind::Number, "30.5")));
        assert!(kinds.contains(&(TokenKind::Quoted, "new york")));
        assert!(!q.chinese);
    }

    #[test]
    fn a_contracted_not_is_the_verb_then_not() {
        let norms = |text: &str| -> Vec<(String, String)> {
            let q = Question::new(text);
            q.tokens
                .iter()
                .map(|t| (t.norm.clone(), q.lower[t.span.clone()].to_string()))
                .collect()
        };
        let t = norms("customers who haven't ordered");
        assert_eq!(t[2], ("have".into(), "have".into()), "{t:?}");
        assert_eq!(t[3], ("not".into(), "n't".into()), "{t:?}");
        for (text, verb) in [("didn't", "did"), ("can't", "can"), ("won’t", "will")] {
            let t = norms(text);
            assert_eq!(t.len(), 2, "{t:?}");
            assert_eq!((t[0].0.as_str(), t[1].0.as_str()), (verb, "not"), "{text}");
        }
        // A possessive and a quoted value are what they were.
        let t = norms("the store's 'n't' city");
        assert!(t.iter().any(|(n, _)| n == "store"), "{t:?}");
    }

    #[test]
    fn the_first_n_places_stand_apart() {
        let words: Vec<String> = Question::new("消费最多的前十名客户")
            .tokens
            .into_iter()
            .map(|t| t.norm)
            .collect();
        let at = words.iter().position(|w| w == "前").expect("前");
        assert_eq!(&words[at..at + 3], ["前", "十", "名"], "{words:?}");
    }

    #[test]
    fn a_share_word_stands_apart_from_what_it_is_of() {
        for (text, share) in [
            ("客户的男女比例", "比例"),
            ("男女比例", "比例"),
            ("每个部门的工资总额", "总额"),
        ] {
            let words: Vec<String> = Question::new(text)
                .tokens
                .into_iter()
                .map(|t| t.norm)
                .collect();
            assert_eq!(words.last().map(String::as_str), Some(share), "{words:?}");
        }
    }

    #[test]
    fn words_jieba_glued_to_an_unknown_word_stand_alone() {
        let words = |text: &str| -> Vec<String> {
            Question::new(text)
                .tokens
                .into_iter()
                .map(|t| t.norm)
                .collect()
        };
        let split = words("帮我查一下上个月的销售额");
        assert!(
            split.starts_with(&["帮".to_string(), "我".to_string(), "查".to_string()]),
            "{split:?}"
        );
        assert!(words("我们的订单").contains(&"我们".to_string()));
        // 有 ("has") glued to a noun of one character stands apart (卡有,
        // 楼有); words jieba knows keep it (所有, 没有).
        for (q, noun) in [("每种卡有多少会员", "卡"), ("每栋楼有多少户", "楼")] {
            let split = words(q);
            assert!(split.windows(2).any(|w| w == [noun, "有"]), "{split:?}");
        }
        assert!(words("所有的会员").contains(&"所有".to_string()));
        let split = words("各学段的平均教师数");
        assert_eq!(&split[..2], ["各", "学段"], "{split:?}");
        // A word jieba knows keeps its 各.
        assert!(words("各种商品").contains(&"各种".to_string()));
        // 各 before a verb jieba glued it to is "each" (each sold); before
        // a classifier it stays (各届: every session).
        let split = words("线上和门店各卖了多少");
        assert!(split.windows(2).any(|w| w == ["各", "卖"]), "{split:?}");
        assert!(!words("各届奥运会").contains(&"届".to_string()));
        // 几 with a classifier jieba glued to it stands apart (几门课程),
        // unless the two are a cue (几个, 几届).
        let split = words("一共有几门课程");
        assert!(split.windows(2).any(|w| w == ["几", "门"]), "{split:?}");
        assert!(words("有几个学生").contains(&"几个".to_string()));
        // … and so does the noun after it (几道菜), and the noun after each
        // and its classifier (每家店).
        let split = words("一共有几道菜");
        assert!(
            split.ends_with(&["几", "道", "菜"].map(String::from)),
            "{split:?}"
        );
        let split = words("哪道菜卖得最好");
        assert_eq!(&split[..2], ["哪道", "菜"], "{split:?}");
        for (q, first) in [
            ("女病人有多少", ["女", "病人"]),
            ("有多少男演员", ["男", "演员"]),
        ] {
            let split = words(q);
            assert!(split.windows(2).any(|w| w == first), "{q}: {split:?}");
        }
        for whole in ["女儿", "女王", "女性"] {
            assert!(words(whole).contains(&whole.to_string()), "{whole}");
        }
        let split = words("每家店的营业额");
        assert_eq!(&split[..2], ["每家", "店"], "{split:?}");
        // A verb and its aspect particle that jieba's dictionary lists only
        // to cut them so (借过) stand apart; a word people say (通过) stays.
        let split = words("王芳借过哪些书");
        assert!(split.windows(2).any(|w| w == ["借", "过"]), "{split:?}");
        assert!(words("通过审核的申请").contains(&"通过".to_string()));
        // The noun a classifier is glued to after 多少 stands apart …
        let split = words("这个月借出了多少本书");
        assert!(
            split.ends_with(&["多少", "本", "书"].map(String::from)),
            "{split:?}"
        );
        // (… but not a noun of its own: 份额, a share.)
        assert!(words("各城市一共占多少份额").contains(&"份额".to_string()));
        // … and a comparison from the number it compares to.
        let split = words("不止一次参观博物馆的游客");
        assert_eq!(&split[..2], ["不止", "一次"], "{split:?}");
        // The noun jieba glues "the number of" to stands alone.
        let split = words("去年的订单数");
        assert!(
            split.ends_with(&["订单".to_string(), "数".to_string()]),
            "{split:?}"
        );
        assert!(words("每个班的人数").contains(&"人数".to_string()));
        // … also where jieba cut the noun to make a word of 数 (工|单数,
        // 单数 being "singular"), and before 量 (工单量).
        let split = words("每个渠道的工单数");
        assert!(
            split.ends_with(&["工单", "数"].map(String::from)),
            "{split:?}"
        );
        // 每|类图书, 每|类|商品: "each kind of" stands whole.
        let split = words("每类图书的销售额");
        assert_eq!(&split[..2], ["每类", "图书"], "{split:?}");
        let split = words("每类商品的销量");
        assert_eq!(&split[..2], ["每类", "商品"], "{split:?}");
        // 几户: "how many" and the noun counted; not 几个 (a cue whole),
        // 几天 (how long) or 几号 (which day).
        assert_eq!(words("3号楼有几户")[3..], ["几", "户"]);
        assert!(words("有几个仓库").contains(&"几个".to_string()));
        assert!(words("最近几天").contains(&"几天".to_string()));
        assert!(words("几号发货").contains(&"几号".to_string()));
        let split = words("每个月的工单量");
        assert!(
            split.ends_with(&["工单", "量"].map(String::from)),
            "{split:?}"
        );
        // A number glued to the noun it gives the value of stands alone
        // (五星级), but not 一 (a: 一部分) nor 百 beginning a word (百货).
        let split = words("五星级酒店有哪些");
        assert_eq!(&split[..2], ["五", "星级"], "{split:?}");
        assert!(words("一部分客户").contains(&"一部分".to_string()));
        // The month after a determiner, glued to the noun after it, is the
        // determiner's.
        let split = words("这个月销量最高的商品");
        assert_eq!(&split[..3], ["这个", "月", "销量"], "{split:?}");
        // 一, a classifier and a noun glued together: the noun stands apart.
        let split = words("一节课平均多久");
        assert_eq!(&split[..2], ["一节", "课"], "{split:?}");
        assert!(words("百货商店").iter().any(|w| w.starts_with('百')));
        assert!(!words("卖价不到三千块的洗衣机").contains(&"三".to_string()));
        // A number glued to the days it counts stands alone.
        let days = words("订单数最多的三天");
        assert!(
            days.ends_with(&["三".to_string(), "天".to_string()]),
            "{days:?}"
        );
    }

    #[test]
    fn chinese_is_segmented() {
        let q = Question::new("每个地区去年的销售额是多少？");
        assert!(q.chinese);
        assert!(q.tokens.iter().any(|t| t.norm == "地区"));
        let span = q.lower.find("销售额").unwrap();
        let r = q.tokens_in(&(span..span + "销售额".len()));
        assert!(!r.is_empty());
    }

    #[test]
    fn day_written_with_hao_and_a_date_unit_glued_to_the_next_word() {
        let q = Question::new("销量前五的商品");
        let words: Vec<&str> = q.tokens.iter().map(|t| t.norm.as_str()).collect();
        assert_eq!(words, ["销量", "前", "五", "的", "商品"]);
        let q = Question::new("2014年10月1号及之前");
        let words: Vec<&str> = q.tokens.iter().map(|t| t.norm.as_str()).collect();
        assert_eq!(words, ["2014", "年", "10", "月", "1", "日", "及", "之前"]);
    }
}
