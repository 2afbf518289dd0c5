//! Chinese words for names written in pinyin, as many Chinese companies
//! name tables and columns (`cangku`, `shangpin_mingcheng`, `xiaoshou_dan`):
//! a Chinese question says 仓库, 商品名称, 销售.
//!
//! A spelling names the words of two to four characters it is the toneless
//! pinyin of (`data/pinyin_zh.tsv`, from jieba's dictionary read by
//! pypinyin; see `data/README.md`), the most common first — homophones
//! included (`danjia` is 担架 and 单价): a question names one of them, and
//! the others are words a question about that column does not say.

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, OnceLock};

static SPELLINGS: &str = include_str!("../data/pinyin_zh.tsv");

/// Words per spelling kept for a name made of several (the commonest).
const PER_PIECE: usize = 2;

fn index() -> &'static HashMap<&'static str, Vec<&'static str>> {
    static INDEX: OnceLock<HashMap<&'static str, Vec<&'static str>>> = OnceLock::new();
    INDEX.get_or_init(|| {
        SPELLINGS
            .lines()
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| l.split_once('\t'))
            .map(|(py, zh)| (py, zh.split(',').filter(|w| !w.is_empty()).collect()))
            .collect()
    })
}

/// Whether `word` is one Mandarin syllable in toneless pinyin (`dan`,
/// `zhuang`): every reading of a Chinese character, read off the `pinyin`
/// crate's table once.
pub fn is_syllable(word: &str) -> bool {
    static SYLLABLES: OnceLock<HashSet<String>> = OnceLock::new();
    SYLLABLES
        .get_or_init(|| {
            use pinyin::ToPinyinMulti;
            let mut all = HashSet::new();
            for c in ('\u{4e00}'..='\u{9fff}').filter_map(|c| c.to_pinyin_multi()) {
                for p in c {
                    all.insert(p.plain().replace('ü', "v"));
                }
            }
            all
        })
        .contains(&word.to_lowercase())
}

/// The Chinese words `word` spells in pinyin (`cangku` → 仓库; `mingcheng`
/// → 名称, 名城), the most common first; a word run together from up to
/// three such spellings (`cangkumingcheng`) is their words in order, the
/// fewest pieces first. Empty when it spells none (English words, codes,
/// a single syllable).
pub fn spelled_words(word: &str) -> Vec<&'static str> {
    static JOINED: OnceLock<Mutex<HashMap<String, Vec<&'static str>>>> = OnceLock::new();
    let lower = word.to_lowercase();
    if lower.len() < 4 || !lower.chars().all(|c| c.is_ascii_lowercase()) {
        return Vec::new();
    }
    let index = index();
    if let Some(words) = index.get(lower.as_str()) {
        return words.clone();
    }
    let joined = JOINED.get_or_init(|| Mutex::new(HashMap::new()));
    let mut joined = joined
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    joined
        .entry(lower)
        .or_insert_with_key(|lower| {
            // (Each run-together word is composed once and kept for the
            // process, as the dictionary's words are.)
            let names = (2..=3)
                .find_map(|pieces| split_into(lower, pieces, index))
                .map(|split| {
                    split.iter().fold(vec![String::new()], |names, piece| {
                        names
                            .iter()
                            .flat_map(|prefix| {
                                index[piece]
                                    .iter()
                                    .take(PER_PIECE)
                                    .map(move |w| format!("{prefix}{w}"))
                            })
                            .collect()
                    })
                })
                .unwrap_or_default();
            names
                .into_iter()
                .map(|n| &*Box::leak(n.into_boxed_str()))
                .collect()
        })
        .clone()
}

/// `text` cut into exactly `pieces` spellings the index holds, the longest
/// first piece first.
fn split_into<'t>(
    text: &'t str,
    pieces: usize,
    index: &HashMap<&'static str, Vec<&'static str>>,
) -> Option<Vec<&'t str>> {
    if pieces == 1 {
        return index.contains_key(text).then(|| vec![text]);
    }
    (4..text.len()).rev().find_map(|cut| {
        let head = &text[..cut];
        if !index.contains_key(head) {
            return None;
        }
        let mut rest = split_into(&text[cut..], pieces - 1, index)?;
        rest.insert(0, head);
        Some(rest)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pinyin_name_spells_its_chinese_words() {
        assert_eq!(spelled_words("cangku").first(), Some(&"仓库"));
        assert!(spelled_words("mingcheng").contains(&"名称"));
        // Homophones are all kept: the question says which.
        let danjia = spelled_words("danjia");
        assert!(danjia.contains(&"单价") && danjia.contains(&"担架"));
        // Run together, in pieces.
        assert!(spelled_words("cangkumingcheng").contains(&"仓库名称"));
        assert!(spelled_words("GongYingShang").contains(&"供应商"));
        // ü is written v or u.
        assert!(spelled_words("lvse").contains(&"绿色"));
        assert!(spelled_words("luse").contains(&"绿色"));
        // Not pinyin, or one syllable only.
        assert!(spelled_words("amount").is_empty());
        assert!(spelled_words("dan").is_empty());
        assert!(spelled_words("order_id").is_empty());
    }

    #[test]
    fn syllables_are_mandarin_readings() {
        assert!(is_syllable("dan"));
        assert!(is_syllable("zhuang"));
        assert!(is_syllable("lv"));
        assert!(!is_syllable("id"));
        assert!(!is_syllable("data"));
    }
}
