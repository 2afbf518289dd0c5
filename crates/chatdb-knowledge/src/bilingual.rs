//! Chinese words for English schema names, so a Chinese question can name
//! an English table or column (歌手 → `singer`, 发行年份 → `release_year`);
//! and the romanized spelling of Chinese names, so an English question can
//! name a stored Chinese value (Shanghai → 上海).
//!
//! The word list ships with the crate (`data/zh_en.tsv`, derived from
//! CC-CEDICT under CC BY-SA 4.0; see `data/README.md`): no network, loaded
//! once on first use.

use crate::text::split_identifier;
use std::collections::HashMap;
use std::sync::OnceLock;

static WORDS: &str = include_str!("../data/zh_en.tsv");
static COMMON: &str = include_str!("../data/zh_en_common.tsv");
static KINDS: &str = include_str!("../data/zh_en_kinds.tsv");
static PHRASES: &str = include_str!("../data/zh_en_phrases.tsv");
static ONE_CHARACTER: &str = include_str!("../data/zh_en_one.tsv");

type WordIndex = HashMap<&'static str, Vec<&'static str>>;

/// One `english<TAB>chinese,chinese…` list, read into an index.
fn read_list(text: &'static str) -> WordIndex {
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once('\t'))
        .map(|(en, zh)| (en, zh.split(',').filter(|w| !w.is_empty()).collect()))
        .collect()
}

/// The dictionary's words, each English word's everyday business words
/// (`data/zh_en_common.tsv`: 工资 for `salary`) first.
fn index() -> &'static WordIndex {
    static INDEX: OnceLock<WordIndex> = OnceLock::new();
    INDEX.get_or_init(|| common_first(read_list(WORDS), read_list(COMMON)))
}

/// `index` with each English name's everyday words of `common` before its
/// other words.
fn common_first(mut index: WordIndex, common: WordIndex) -> WordIndex {
    for (en, everyday) in common {
        let words = index.entry(en).or_default();
        words.retain(|w| !everyday.contains(w));
        words.splice(0..0, everyday);
    }
    index
}

fn phrase_index() -> &'static WordIndex {
    static INDEX: OnceLock<WordIndex> = OnceLock::new();
    // (Everyday names of two words, `list_price` 标价, come first.)
    INDEX.get_or_init(|| {
        let two_words = read_list(COMMON)
            .into_iter()
            .filter(|(en, _)| en.contains(' '))
            .collect();
        common_first(read_list(PHRASES), two_words)
    })
}

/// The particles that make a phrasal verb of a verb: pick up, check out,
/// log in.
const PARTICLES: &[&str] = &["up", "out", "off", "in", "down", "back"];

/// Chinese words for a name of two English words said as one (`unit_price`
/// → 单价, `sales_volume` → 销量), from the dictionary's glosses of two
/// words; the last word may be a plural, the first a participle before
/// its particle (`picked_up`, "pick up").
pub fn phrase_words(first: &str, second: &str) -> Vec<&'static str> {
    // (`unit_prc`, `ord_amt`: an abbreviation is its word.)
    let spelled =
        |w: &str| crate::text::spelled_word(w).map_or_else(|| w.to_lowercase(), str::to_string);
    let first = spelled(first);
    let mut words: Vec<&'static str> = Vec::new();
    let mut push = |phrase: String| {
        for w in phrase_index().get(phrase.as_str()).into_iter().flatten() {
            if !words.contains(w) {
                words.push(w);
            }
        }
    };
    for form in crate::text::singular_forms(&spelled(second)) {
        push(format!("{first} {form}"));
    }
    // (`picked_up` is "pick up" done: a participle and its particle are
    // the verb's phrase.)
    if PARTICLES.contains(&second) {
        for verb in crate::text::verb_forms(&first) {
            push(format!("{verb} {second}"));
        }
    }
    words
}

fn kinds_index() -> &'static WordIndex {
    static INDEX: OnceLock<WordIndex> = OnceLock::new();
    INDEX.get_or_init(|| read_list(KINDS))
}

/// An English word looked up in `index`, as the singular of a plural
/// (`singers`, `countries`) and as the verb of a participle (`cancelled`,
/// `completed`): the word's own entries first, then its singular's —
/// `documents` is 公事 in the dictionary, and 文档 as a document's plural —,
/// then its verb's (a status 'cancelled' is 取消).
fn lookup(index: &'static WordIndex, english: &str) -> Vec<&'static str> {
    let lower = english.to_lowercase();
    let forms = crate::text::singular_forms(&lower)
        .into_iter()
        .chain(crate::text::verb_forms(&lower));
    let mut words = words_of_forms(index, forms);
    // A noun made of its verb with -ment, -al, -ing or -ation that the
    // dictionary lacks is said by the verb's words, or by its participle's where the
    // dictionary glosses only that: an enrollment is 报名 (enroll), a
    // shipment 运送 (ship), a renewal 续订 (renew), a vaccination 接种
    // (vaccinated).
    // (Only then: a department is not "to depart", a signal not "to sign".)
    if words.is_empty() {
        let verbs = crate::text::singular_forms(&lower)
            .into_iter()
            .flat_map(|f| verbs_of_a_noun_of_action(&f));
        for verb in verbs {
            let participle = match verb.strip_suffix('e') {
                Some(_) => format!("{verb}d"),
                None => format!("{verb}ed"),
            };
            // (Still empty here: the loop stops at the first verb found.)
            words = words_of_forms(index, [verb, participle]);
            // (The most literal verb that is one: a vaccination is
            // vaccinated, not a vaccine.)
            if !words.is_empty() {
                break;
            }
        }
    }
    words
}

/// The verbs a noun of action may be made of: `enrollment` → enroll,
/// `picking` → pick, `renewal` → renew, `arrival` → arriv, arrive, `referral` → refer,
/// `vaccination` → vaccinate, `reservation` → reserve, `consultation` →
/// consult; the most literal first.
fn verbs_of_a_noun_of_action(noun: &str) -> Vec<String> {
    let mut verbs = Vec::new();
    let mut push = |verb: String| {
        if verb.len() >= 3 && !verbs.contains(&verb) {
            verbs.push(verb);
        }
    };
    for suffix in ["ment", "al"] {
        if let Some(stem) = noun.strip_suffix(suffix) {
            crate::text::spellings_of_a_cut_verb(stem)
                .into_iter()
                .for_each(&mut push);
        }
    }
    // (-ing, a gerund: the act of its verb — a picking is picked, a
    // shipping shipped.)
    if let Some(stem) = noun.strip_suffix("ing").filter(|s| s.len() >= 3) {
        crate::text::spellings_of_a_cut_verb(stem)
            .into_iter()
            .for_each(&mut push);
    }
    // (-ation: the verb in -ate, or the verb itself with or without its e;
    // a stem of fewer than four letters is no verb's — station, nation.)
    if let Some(stem) = noun.strip_suffix("ation").filter(|s| s.len() >= 4) {
        push(format!("{stem}ate"));
        crate::text::spellings_of_a_cut_verb(stem)
            .into_iter()
            .for_each(&mut push);
    }
    verbs
}

/// The dictionary's commonest Chinese words for an English word (its own
/// entries, then its singular's and its verb's; no pinyin guess): two
/// English words sharing one are said alike — `nation` and `country`
/// (国家), `gender` and `sex` (性别), `pay` and `salary` (工资).
pub fn commonest_words(english: &str) -> Vec<&'static str> {
    const COMMONEST: usize = 3;
    let lower = english.to_lowercase();
    let mut words: Vec<&'static str> = Vec::new();
    let forms = crate::text::singular_forms(&lower)
        .into_iter()
        .chain(crate::text::verb_forms(&lower));
    for form in forms {
        for w in index()
            .get(form.as_str())
            .into_iter()
            .flatten()
            .take(COMMONEST)
        {
            if !words.contains(w) {
                words.push(w);
            }
        }
    }
    words
}

/// Chinese words of the English words said alike with `english` (sharing
/// one of their [`commonest_words`]) that are not `english`'s own: 饮品, a
/// "beverage", for `drinks` (both 饮料). Looser than [`chinese_words`]: a
/// guess, for words nothing else names.
pub fn words_said_alike(english: &str) -> Vec<&'static str> {
    static SAID_BY: OnceLock<HashMap<&'static str, Vec<&'static str>>> = OnceLock::new();
    // (Each Chinese word, and the English words it is one of the
    // commonest words of.)
    let said_by = SAID_BY.get_or_init(|| {
        let mut said_by: HashMap<&'static str, Vec<&'static str>> = HashMap::new();
        for (en, zh) in index() {
            for w in zh.iter().take(3) {
                said_by.entry(w).or_default().push(en);
            }
        }
        said_by
    });
    let own = chinese_words(english);
    let forms: Vec<String> = crate::text::singular_forms(&english.to_lowercase());
    let mut alike: Vec<&'static str> = commonest_words(english)
        .into_iter()
        .flat_map(|w| said_by.get(w).into_iter().flatten().copied())
        .filter(|en| !forms.iter().any(|f| f == en))
        .collect();
    alike.sort_unstable();
    alike.dedup();
    let mut words: Vec<&'static str> = Vec::new();
    for w in alike.into_iter().flat_map(|en| index()[en].iter().copied()) {
        if !own.contains(&w) && !words.contains(&w) {
            words.push(w);
        }
    }
    words
}

/// Whether `word` is an English word the dictionary knows (as itself, a
/// plural's singular or a participle's verb): a word it does not know
/// may be a misspelling.
pub fn is_english_word(word: &str) -> bool {
    !lookup(index(), word).is_empty()
}

/// Chinese words for one English word, the most common first; a plural
/// (`singers`, `countries`) also has its singular's, and an agent noun its
/// verb's with an agent ending ([`agent_nouns`]); an abbreviation of one
/// word (`cust`, `prod`) has that word's first. A word English does not
/// have that is pinyin (`cangku`, `mingcheng`) names the words it spells
/// ([`crate::pinyin::spelled_words`]).
pub fn chinese_words(english: &str) -> Vec<&'static str> {
    let mut words = lookup(index(), english);
    for w in agent_nouns(english) {
        if !words.contains(&w) {
            words.push(w);
        }
    }
    // (`cust`, `prod`: an abbreviation of one word is that word's, first —
    // in a name, prod is a product before it is a poke.)
    if let Some(spelled) = crate::text::spelled_word(english) {
        let mut spelled = lookup(index(), spelled);
        for w in words {
            if !spelled.contains(&w) {
                spelled.push(w);
            }
        }
        words = spelled;
    }
    if words.is_empty() {
        words = crate::pinyin::spelled_words(english);
    }
    words
}

/// Chinese agent nouns for an English one made from a verb with -r, -er or
/// -or (maker, manufacturer, supplier, owner): Chinese makes them from the
/// verb with 商 (a business that does it: 制造商, 供应商) or 者 (one who
/// does: 拥有者, 使用者) — those of the verb's three commonest words that
/// jieba knows as words. Below the dictionary's own words.
pub fn agent_nouns(english: &str) -> Vec<&'static str> {
    static AGENTS: OnceLock<HashMap<String, Vec<&'static str>>> = OnceLock::new();
    let lower = english.to_lowercase();
    let singular = crate::text::singular_forms(&lower)
        .into_iter()
        .find(|w| w.ends_with('r'))
        .unwrap_or(lower);
    let verbs: Vec<String> = [
        singular.strip_suffix('r'),
        singular.strip_suffix("er"),
        singular.strip_suffix("or"),
        // supplier → supply, carrier → carry.
        singular
            .strip_suffix("ier")
            .map(|v| v.to_string() + "y")
            .as_deref(),
    ]
    .into_iter()
    .flatten()
    .filter(|v| v.len() >= 3)
    .map(str::to_string)
    .collect();
    if verbs.is_empty() {
        return Vec::new();
    }
    let cache = AGENTS.get_or_init(|| {
        let mut nouns: HashMap<String, Vec<&'static str>> = HashMap::new();
        // (Each distinct word leaked once, for a 'static list like the
        // dictionary's: 制造商 is make's and manufacture's.)
        let mut leaked: HashMap<String, &'static str> = HashMap::new();
        let jieba = crate::text::jieba();
        for (verb, words) in index() {
            for w in words.iter().take(3).filter(|w| w.chars().count() == 2) {
                for suffix in ["商", "者"] {
                    let noun = format!("{w}{suffix}");
                    if jieba.has_word(&noun) {
                        let noun = *leaked
                            .entry(noun)
                            .or_insert_with_key(|n| Box::leak(n.clone().into_boxed_str()));
                        nouns.entry(verb.to_string()).or_default().push(noun);
                    }
                }
            }
        }
        nouns
    });
    let mut out: Vec<&'static str> = Vec::new();
    for v in &verbs {
        for n in cache.get(v.as_str()).into_iter().flatten() {
            if !out.contains(n) {
                out.push(n);
            }
        }
    }
    out
}

/// Chinese words for a kind of the thing an English noun names (宠物, a
/// "house pet", for `pet`; 车型, a "vehicle model", for `model`), the most
/// common first — from `data/zh_en_kinds.tsv`. Looser than
/// [`chinese_words`]: a guess, for words nothing else names.
pub fn kinds_of(english: &str) -> Vec<&'static str> {
    lookup(kinds_index(), english)
}

/// Chinese nouns of one character for an English noun (牛 for `cow`, 车
/// for `vehicle`), a plural's for its singular too — from
/// `data/zh_en_one.tsv`: countable nouns the dictionary gives a
/// classifier. A lone character has other senses: a guess, for the head
/// of a table's words.
pub fn one_character_nouns(english: &str) -> Vec<&'static str> {
    static INDEX: OnceLock<WordIndex> = OnceLock::new();
    let index = INDEX.get_or_init(|| read_list(ONE_CHARACTER));
    // (The noun's own forms only: a shipment is no 船.)
    words_of_forms(index, crate::text::singular_forms(&english.to_lowercase()))
}

/// The words `index` gives any of `forms`, in order, each once.
fn words_of_forms(
    index: &'static WordIndex,
    forms: impl IntoIterator<Item = String>,
) -> Vec<&'static str> {
    let mut words: Vec<&'static str> = Vec::new();
    for form in forms {
        for w in index.get(form.as_str()).into_iter().flatten() {
            if !words.contains(w) {
                words.push(w);
            }
        }
    }
    words
}

/// English words whose dictionary sense is exactly `chinese` (旗舰店 →
/// `flagship`, 钻石 → `diamond`), the reverse of [`chinese_words`]; empty
/// for a word the list does not hold.
pub fn english_words(chinese: &str) -> &'static [&'static str] {
    static REVERSE: OnceLock<HashMap<&'static str, Vec<&'static str>>> = OnceLock::new();
    REVERSE
        .get_or_init(|| {
            let mut reverse: HashMap<&'static str, Vec<&'static str>> = HashMap::new();
            for (en, zh) in index() {
                for w in zh {
                    reverse.entry(w).or_default().push(en);
                }
            }
            for words in reverse.values_mut() {
                words.sort_unstable();
            }
            reverse
        })
        .get(chinese)
        .map_or(&[], Vec::as_slice)
}

/// Chinese names for an English identifier: each word's translations
/// joined in order (`song_name` → 歌曲名称, 歌曲名字, …) — every one of the
/// last word's (the head noun: `TV_Channel` is 电视频道 though 频道 is
/// channel's fifth sense), the three most common of the others — at most
/// `limit`. Empty when the name is not English or some word has no
/// translation (a code or abbreviation). A name in pinyin is read the same
/// way (`kehu_mingcheng` → 客户名称); a lone syllable ending it after words
/// in pinyin (`xiaoshou_dan`, 销售单) is a generic ending only its
/// character could tell (whatever English glosses `dan` as), and the rest
/// names it alone (销售).
pub fn chinese_names(identifier: &str, limit: usize) -> Vec<String> {
    chinese_names_joined(identifier, limit, "")
}

/// [`chinese_names`] with `joiner` between the words' translations
/// (`pet_type` with 的: 宠物的类型).
pub fn chinese_names_joined(identifier: &str, limit: usize, joiner: &str) -> Vec<String> {
    // (distance_km is 距离, area_sqm 面积, capacity_m3 容量: a unit ending
    // a name is not said — m3 is split in two as a word.)
    let identifier = match identifier.rsplit_once('_') {
        Some((rest, unit)) if !rest.is_empty() && crate::text::is_unit_word(unit) => rest,
        _ => identifier,
    };
    let words = split_identifier(identifier);
    let words = match words.split_last() {
        Some((unit, rest)) if !rest.is_empty() && crate::text::is_unit_word(unit) => rest.to_vec(),
        _ => words,
    };
    // (is_member is 会员, has_pet 宠物, with_vehicle 车辆: a flag of being
    // or having a thing is said by the thing, as in English.)
    let words = match words.split_first() {
        Some((flag, rest)) if !rest.is_empty() && crate::text::is_flag_word(flag) => rest.to_vec(),
        _ => words,
    };
    if words.is_empty()
        || words.len() > 3
        || !words
            .iter()
            .all(|w| w.chars().all(|c| c.is_ascii_alphabetic()))
    {
        return Vec::new();
    }
    let in_pinyin = |w: &String| lookup(index(), w).is_empty() && !chinese_words(w).is_empty();
    let words: &[String] = match words.split_last() {
        Some((last, rest))
            if !rest.is_empty()
                && crate::pinyin::is_syllable(last)
                && rest.iter().all(in_pinyin) =>
        {
            rest
        }
        _ => &words,
    };
    // (A name of two words the dictionary glosses as one comes first:
    // `unit_price` is 单价 before 单位价格.)
    let whole: Vec<String> = match words {
        [a, b] if joiner.is_empty() => phrase_words(a, b).iter().map(|w| w.to_string()).collect(),
        _ => Vec::new(),
    };
    let mut names = vec![String::new()];
    for (i, w) in words.iter().enumerate() {
        let per_word = if i + 1 == words.len() { usize::MAX } else { 3 };
        let options = chinese_words(w);
        if options.is_empty() {
            names.clear();
            break;
        }
        names = names
            .iter()
            .flat_map(|prefix| {
                let joiner = if prefix.is_empty() { "" } else { joiner };
                options
                    .iter()
                    .take(per_word)
                    .map(move |zh| format!("{prefix}{joiner}{zh}"))
            })
            .take(limit)
            .collect();
    }
    let mut all = whole;
    for n in names {
        if !all.contains(&n) {
            all.push(n);
        }
    }
    all.truncate(limit);
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_countable_noun_of_one_character_is_its_nouns_own() {
        assert_eq!(one_character_nouns("cows"), vec!["牛"]);
        assert_eq!(one_character_nouns("vehicles"), vec!["车"]);
        assert!(one_character_nouns("drug").contains(&"药"));
        // (Not a verb's: a shipment is no 船, a ship.)
        assert!(one_character_nouns("shipments").is_empty());
    }

    #[test]
    fn a_noun_made_of_its_verb_is_said_by_the_verb_only_when_unknown() {
        assert!(chinese_words("enrollments").contains(&"报名"));
        assert!(!chinese_words("departments").contains(&"出发"));
        assert!(chinese_words("rentals").contains(&"租借"));
        assert!(chinese_words("renewals").contains(&"续订"));
        assert!(!chinese_words("signals").contains(&"签署"));
        // (The dictionary glosses "vaccinated" 接种, and has no "vaccination".)
        assert!(chinese_words("vaccinations").contains(&"接种"));
        assert!(chinese_words("inoculations").contains(&"接种"));
        assert!(!chinese_words("vaccinations").contains(&"疫苗"));
    }

    #[test]
    fn a_word_of_a_word_said_alike_is_a_guess() {
        assert!(words_said_alike("drinks").contains(&"饮品"));
        assert!(!words_said_alike("drinks").contains(&"饮料"));
        assert!(!words_said_alike("drinks").contains(&"门店"));
    }

    #[test]
    fn words_said_alike_share_a_common_chinese_word() {
        let shared = |a: &str, b: &str| {
            let theirs = commonest_words(b);
            commonest_words(a).iter().any(|w| theirs.contains(w))
        };
        assert!(shared("nation", "country"));
        assert!(shared("gender", "sex"));
        assert!(shared("nations", "Country"));
        assert!(!shared("singer", "country"));
        assert!(!shared("name", "age"));
        // No guess from pinyin: a word the dictionary lacks says nothing.
        assert!(commonest_words("fname").is_empty());
    }

    #[test]
    fn a_unit_ending_a_name_is_not_said() {
        // square metres, the Chinese 亩, minutes: the quantity is named.
        for name in ["area_sqm", "area_mu"] {
            assert!(
                chinese_names(name, 10).iter().any(|w| w == "面积"),
                "{name}"
            );
        }
        assert!(chinese_names("duration_minutes", 10)
            .iter()
            .any(|w| w == "时长"));
        // A participle in -wn is its verb's: sown_on is when it was sown.
        assert!(chinese_words("sown").contains(&"播种"));
    }

    #[test]
    fn kinds_of_a_noun_are_the_words_glossed_as_a_kind_of_it() {
        assert!(kinds_of("pets").contains(&"宠物"));
        assert!(kinds_of("model").contains(&"车型"));
        assert!(kinds_of("zzz").is_empty());
    }

    #[test]
    fn english_words_and_names_have_chinese_words() {
        assert!(chinese_words("singer").contains(&"歌手"));
        assert!(chinese_words("Singers").contains(&"歌手"));
        assert!(chinese_words("countries").contains(&"国家"));
        assert!(chinese_words("capacity").contains(&"容量"));
        let names = chinese_names("Song_Name", 8);
        assert!(names.contains(&"歌曲名称".to_string()), "{names:?}");
        assert!(chinese_names("stadium", 8).contains(&"体育场".to_string()));
        assert!(chinese_names("TV_Channel", 18).contains(&"电视频道".to_string()));
        // Codes and Chinese names have none.
        assert!(chinese_names("ID2", 8).is_empty());
        assert!(chinese_names("门店", 8).is_empty());
        assert!(chinese_words("xqz").is_empty());
        // A plural the dictionary glosses on its own keeps its singular's
        // words too (documents: 公事, and a document's 文档).
        let documents = chinese_words("documents");
        assert!(documents.contains(&"公事") && documents.contains(&"文档"));
        // An agent noun has its verb's with 商 or 者: a maker is 制造商, a
        // supplier 供应商, an owner 拥有者 … but a number is no one.
        assert!(chinese_words("makers").contains(&"制造商"));
        assert!(chinese_words("supplier").contains(&"供应商"));
        assert!(chinese_words("manufacturers").contains(&"制造商"));
        assert!(agent_nouns("number").is_empty());
        assert!(agent_nouns("price").is_empty());
        assert!(english_words("旗舰店").contains(&"flagship"));
        // Everyday business words come first: 工资 is a salary.
        assert_eq!(chinese_words("salary").first(), Some(&"工资"));
        assert!(chinese_names("hire_date", 18).contains(&"入职日期".to_string()));
        assert!(english_words("订单").contains(&"order"));
        assert!(english_words("钻石").contains(&"diamond"));
        assert!(english_words("门店旗舰").is_empty());
        // A name of two words the dictionary says as one word comes first.
        assert_eq!(
            chinese_names("unit_price", 8).first().map(String::as_str),
            Some("单价")
        );
        assert!(chinese_names("sales_volume", 8).contains(&"销量".to_string()));
        assert!(chinese_names("unit_prices", 8).contains(&"单价".to_string()));
        // A participle has its verb's words: a 'cancelled' status is 取消.
        assert!(chinese_words("cancelled").contains(&"取消"));
        assert!(chinese_words("completed").contains(&"完成"));
        assert!(chinese_words("approved").contains(&"批准"));
        // "to be overdue" is overdue; "to make an appointment" says it.
        assert!(chinese_words("overdue").contains(&"逾期"));
        assert!(chinese_words("appointment").contains(&"预约"));
    }

    #[test]
    fn names_in_pinyin_are_named_by_the_words_they_spell() {
        assert!(chinese_names("cangku", 8).contains(&"仓库".to_string()));
        assert!(chinese_names("kehu_mingcheng", 8).contains(&"客户名称".to_string()));
        assert!(chinese_names("shangpinMingcheng", 8).contains(&"商品名称".to_string()));
        // 销售单: the lone syllable after words in pinyin is left to the
        // rest, which names the table alone.
        assert!(chinese_names("xiaoshou_dan", 8).contains(&"销售".to_string()));
        // English first: `name` is never 那么, `age` never 阿哥.
        assert!(!chinese_words("name").contains(&"那么"));
        assert!(!chinese_words("age").contains(&"阿哥"));
        // (Even one the dictionary glosses in English: dan is also a
        // martial art's rank.) After English words it stays English.
        assert!(!chinese_names("order_dan", 8).contains(&"订单".to_string()));
    }
}

/// How an English text spells a short Chinese name: its pinyin without
/// tones, run together (上海 → `shanghai`, 北京市 → `beijing`, as place
/// names are romanized); every reading of a character with several
/// (重庆 → `chongqing` among them). Names of two to four characters only
/// (an administrative 市/省 dropped); at most eight spellings.
pub fn romanized(name: &str) -> Vec<String> {
    use pinyin::ToPinyinMulti;
    let name = name.trim();
    let name = name
        .strip_suffix('市')
        .or_else(|| name.strip_suffix('省'))
        .filter(|n| n.chars().count() >= 2)
        .unwrap_or(name);
    let count = name.chars().count();
    if !(2..=4).contains(&count) {
        return Vec::new();
    }
    let mut spellings = vec![String::new()];
    for readings in name.to_pinyin_multi() {
        let Some(readings) = readings else {
            return Vec::new(); // not a Chinese character
        };
        let options: Vec<&str> = readings.into_iter().map(|p| p.plain()).collect();
        spellings = spellings
            .iter()
            .flat_map(|s| options.iter().map(move |o| format!("{s}{o}")))
            .take(8)
            .collect();
    }
    spellings.sort();
    spellings.dedup();
    spellings
}

#[cfg(test)]
mod romanized_tests {
    use super::romanized;

    #[test]
    fn place_names_are_spelled_in_pinyin() {
        assert_eq!(romanized("上海"), ["shanghai"]);
        assert!(romanized("北京市").contains(&"beijing".to_string()));
        assert!(romanized("重庆").contains(&"chongqing".to_string()));
        assert!(romanized("上").is_empty());
        assert!(romanized("Apple").is_empty());
        assert!(romanized("中华人民共和国").is_empty());
    }
}
