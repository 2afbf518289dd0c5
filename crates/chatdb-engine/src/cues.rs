//! Cue words: the language of questions, not of any schema — aggregations
//! (多少/平均/how many/total), grouping (按/各/每/per/for each), comparisons
//! (大于/at least), ordering, top-N, negation, distinct — in Chinese and
//! English. Matched on tokens that no schema mention took.

use crate::question::{Question, TokenKind};
use chatdb_knowledge::text::stem;
use std::collections::BTreeSet;
use std::ops::Range;
use std::sync::OnceLock;

/// What a cue says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CueKind {
    Count,
    Distinct,
    Sum,
    Avg,
    /// median, 中位数.
    Median,
    Max,
    Min,
    Group,
    OrderBy,
    Desc,
    Asc,
    Top,
    Negation,
    Gt,
    Ge,
    Lt,
    Le,
    Between,
    /// "equal to", 等于.
    EqualTo,
    /// "which", "who", 哪个: the question asks for entities.
    Which,
    /// "how many"/"多少" that may be a count or a plain amount.
    HowMuch,
    /// "or" between alternatives.
    Or,
    /// "the most common X", 最常见的X: the value that occurs most often.
    MostCommon,
    /// "the least common X": the value that occurs least often.
    LeastCommon,
    /// Words that carry no meaning for the query.
    Filler,
}

impl CueKind {
    /// A comparison: greater, less, between, equal to.
    pub fn compares(self) -> bool {
        matches!(
            self,
            CueKind::Gt
                | CueKind::Ge
                | CueKind::Lt
                | CueKind::Le
                | CueKind::Between
                | CueKind::EqualTo
        )
    }

    /// The aggregate an aggregation cue asks for (多少/how many count).
    pub fn aggregation(self) -> Option<crate::intent::Aggregation> {
        use crate::intent::Aggregation;
        Some(match self {
            CueKind::Count | CueKind::HowMuch => Aggregation::Count,
            CueKind::Sum => Aggregation::Sum,
            CueKind::Avg => Aggregation::Avg,
            CueKind::Median => Aggregation::Median,
            CueKind::Max => Aggregation::Max,
            CueKind::Min => Aggregation::Min,
            _ => return None,
        })
    }
}

/// A cue found in a question.
#[derive(Debug, Clone, PartialEq)]
pub struct Cue {
    pub kind: CueKind,
    pub tokens: Range<usize>,
}

struct CuePhrase {
    words: Vec<String>,
    han: bool,
    kind: CueKind,
}

const TABLE: &[(CueKind, &[&str])] = &[
    (
        CueKind::Count,
        &[
            "how many",
            "number of",
            "count",
            "total number of",
            "多少个",
            "几个",
            "多少家",
            "多少名",
            "多少位",
            "多少种",
            "多少条",
            "多少所",
            "多少人",
            "多少次",
            "多少笔",
            "多少单",
            "个数",
            "数量",
            "数目",
            "总数",
            "几家",
            "几所",
            "几名",
            "几位",
            "几种",
            "几款",
            "几条",
            "几部",
            "几支",
            "几届",
            // (几 with the classifiers 多少 takes above: 下了几单, 来过几次.)
            "几单",
            "几笔",
            "几次",
            // (趟 and 回 count times as 次 does: 跑了几趟, 来过几回; 场
            // counts showings, matches, sessions: 排了多少场, 主持了几场.)
            "多少趟",
            "几趟",
            "多少回",
            "几回",
            "多少场",
            "几场",
            "几人",
            "多少部",
            "多少款",
            "多少支",
            "多少届",
            "多少座",
            "几座",
            "多少季",
            "几季",
        ],
    ),
    (CueKind::HowMuch, &["多少", "几", "how much"]),
    (
        CueKind::Distinct,
        &[
            "different",
            "distinct",
            "unique",
            "不同的",
            "不同",
            "不重复",
        ],
    ),
    (
        CueKind::Sum,
        &[
            "total",
            "sum",
            "in total",
            "combined",
            "altogether",
            "总和",
            "总计",
            "合计",
            "总共",
            "一共",
            "总额",
            "总值",
            "之和",
            "加起来",
            "总",
            "累计",
            // 汇总: to total up (按月汇总销售额 = monthly totals).
            "汇总",
        ],
    ),
    (
        CueKind::Avg,
        &["average", "mean", "avg", "平均", "平均值", "均值"],
    ),
    (CueKind::Median, &["median", "中位数", "中位值", "中值"]),
    (
        CueKind::Max,
        &[
            "oldest",
            "maximum",
            "max",
            "highest",
            "largest",
            "biggest",
            "greatest",
            "most",
            // ("repaired most often": the greatest number of times.)
            "most often",
            "most frequently",
            "tallest",
            "longest",
            "farthest",
            "furthest",
            "heaviest",
            // Said with "most": "the most expensive product" is the priciest.
            "most expensive",
            "最高",
            "最大",
            "最多",
            "最长",
            "最远",
            "最贵",
            "最重",
            "最晚",
            "latest",
            // ("last order date": what time words leave of "last" — last
            // year, the last 7 days are read first — is the latest.)
            "last",
            // The latest of a date: 最近开业的门店, "the most recent order"
            // (最近 with a length of time, 最近30天, is a period, read first).
            "最近",
            // (最后一次下单: the last time something happened is its
            // latest date.)
            "最后一次",
            "最新",
            "newest",
            "most recent",
            "most recently",
            "最好",
            "最老",
            "最年长",
            // (年龄最大: the greatest age is the oldest.)
            "年龄最大",
            "年纪最大",
            "岁数最大",
        ],
    ),
    (
        CueKind::Min,
        &[
            "youngest",
            "shortest",
            "lightest",
            "cheapest",
            "least expensive",
            "minimum",
            "min",
            "lowest",
            "smallest",
            "least",
            "least often",
            "least frequently",
            "fewest",
            "最低",
            "最小",
            "最少",
            "最短",
            "最便宜",
            "最轻",
            "最年轻",
            "最年幼",
            "年龄最小",
            "年纪最小",
            "岁数最小",
            "最早",
            // (第一次下单, 首次购买: the first time something happened is
            // its earliest date.)
            "第一次",
            "首次",
            "earliest",
            "最差",
        ],
    ),
    (
        CueKind::Group,
        &[
            "each",
            "every",
            "per",
            "for each",
            "for every",
            "in each",
            "by",
            "各",
            "各个",
            "每个",
            "每",
            "每一个",
            "每一家",
            "每一部",
            "每一位",
            "每一座",
            "每种",
            "每家",
            "每位",
            "每类",
            "各类",
            "每一种",
            "按",
            "按照",
            "根据",
            "分别",
            "各自",
        ],
    ),
    (
        CueKind::OrderBy,
        &[
            "order by",
            "ordered by",
            "sorted by",
            "sort by",
            "order of",
            "arranged by",
            "sorted",
            "ordered",
            "ranked by",
            "in order of",
            "排序",
            "排列",
            "排名",
        ],
    ),
    (
        CueKind::Desc,
        &[
            "descending",
            "descending order",
            "desc",
            "decreasing",
            "from highest to lowest",
            "from largest to smallest",
            "from high to low",
            "from the oldest to the youngest",
            "from oldest to youngest",
            "from the largest to the smallest",
            "from the most to the least",
            "降序",
            "从高到低",
            "从大到小",
            "由高到低",
            "由大到小",
            "从多到少",
            "由多到少",
            "从长到短",
            "由长到短",
            "从晚到早",
            "由晚到早",
            "从新到旧",
            "由新到旧",
            "倒序",
            "逆序",
            "倒着",
        ],
    ),
    (
        CueKind::Asc,
        &[
            "ascending",
            "ascending order",
            "asc",
            "increasing",
            "from lowest to highest",
            "from smallest to largest",
            "from low to high",
            "from the youngest to the oldest",
            "from youngest to oldest",
            "from the smallest to the largest",
            "from the least to the most",
            "alphabetical",
            "alphabetically",
            "in alphabetical order",
            "升序",
            "从低到高",
            "从小到大",
            "由低到高",
            "由小到大",
            "从少到多",
            "由少到多",
            "从短到长",
            "由短到长",
            "从早到晚",
            "由早到晚",
            "从旧到新",
            "由旧到新",
        ],
    ),
    // ("bottom 5": the top N from the other end.)
    (CueKind::Top, &["top", "first", "bottom", "前"]),
    (
        CueKind::Negation,
        &[
            "not",
            "no",
            "without",
            "except",
            "excluding",
            "other than",
            "不是",
            "没有",
            // (没 alone is 没有 said colloquially: 今年没下单的客户.)
            "没",
            // (未, "not yet", written: 未完工, 未支付.)
            "未",
            "不等于",
            "从未",
            // 从来没有 / 从没 / 从来不: "never".
            "从来没有",
            "从来没",
            "从没有",
            "从没",
            "从来不",
            "never",
            // (Nobody: a negative pronoun says no row of the verb's at
            // all — "lifts nobody has ridden".)
            "nobody",
            "不在",
            "不含",
            "不包括",
            "除了",
            "以外",
            "之外",
            "非",
            "不",
        ],
    ),
    (
        CueKind::Gt,
        &[
            "more than",
            "greater than",
            "larger than",
            "higher than",
            "bigger than",
            "over",
            "above",
            "exceeding",
            "exceeds",
            // "a greater weight than 10": the comparative, its column, then than.
            "greater",
            "larger",
            "higher",
            "older than",
            "taller than",
            "heavier than",
            "longer than",
            "after",
            "大于",
            "超过",
            "超",
            "不止",
            "高于",
            "多于",
            "以上",
            "晚于",
            "之后",
            "以后",
        ],
    ),
    (
        CueKind::Ge,
        &[
            "at least",
            "no less than",
            "not less than",
            "or more",
            "or after",
            "or later",
            "大于等于",
            "大于或等于",
            "高于或等于",
            "greater than or equal to",
            "不少于",
            "不低于",
            "至少",
            "不小于",
            "不早于",
            "及以上",
            "及其之后",
            "及之后",
            "及以后",
        ],
    ),
    (
        CueKind::Lt,
        &[
            "less than",
            "fewer than",
            "lower than",
            "smaller than",
            "below",
            "under",
            "younger than",
            "shorter than",
            "lighter than",
            "cheaper than",
            "smaller",
            "lower",
            "before",
            "小于",
            "低于",
            "少于",
            "不足",
            "以下",
            "早于",
            "不到",
            "未满",
            "之前",
            "以前",
        ],
    ),
    (
        CueKind::Le,
        &[
            "at most",
            "no more than",
            "not more than",
            "or less",
            "or before",
            "or earlier",
            "小于等于",
            "小于或等于",
            "低于或等于",
            "less than or equal to",
            "不超过",
            "不超",
            "未超过",
            "没超过",
            "没有超过",
            "不大于",
            "不高于",
            "至多",
            "不多于",
            "不晚于",
            "及以下",
            "及其之前",
            "及之前",
            "及以前",
        ],
    ),
    (CueKind::Between, &["between", "介于", "之间"]),
    (
        CueKind::MostCommon,
        &[
            "most common",
            "most frequent",
            "most popular",
            "most used",
            "used most",
            "used the most",
            "最常见",
            "最普遍",
            "最常用",
            "最受欢迎",
            "最热门",
            // The busiest doctor, store or airport: the one most rows
            // (appointments, orders, flights) are of.
            "busiest",
            "最忙",
            "最繁忙",
            // "used the most", after its noun: 哪个支付方式用得最多.
            "用得最多",
            "用的最多",
            "使用最多",
            "使用得最多",
        ],
    ),
    (
        CueKind::LeastCommon,
        &[
            "least common",
            "least frequent",
            "least popular",
            "least used",
            "used least",
            "最少见",
            "最少用",
            "最不受欢迎",
            "least busy",
            "quietest",
            "最清闲",
            "用得最少",
            "用的最少",
            "使用最少",
            "使用得最少",
        ],
    ),
    (
        CueKind::EqualTo,
        &["equal to", "equals", "等于", "刚好", "正好", "恰好"],
    ),
    (
        CueKind::Which,
        &[
            "which",
            "who",
            "whose",
            "哪个",
            "哪些",
            "哪家",
            "哪位",
            "哪所",
            // (哪 with the classifier of what is asked: 哪只 of animals,
            // 哪辆 of vehicles, 哪本 of books.)
            "哪只",
            "哪头",
            "哪条",
            "哪辆",
            "哪台",
            "哪部",
            "哪本",
            "哪张",
            "哪间",
            "哪场",
            "哪款",
            "哪件",
            "哪名",
            "哪一个",
            // 哪几家, 哪几个: "which ones" — not how many (几家, said
            // whole, so as to come before it).
            "哪几个",
            "哪几家",
            "哪几位",
            "哪几名",
            "哪几所",
            "哪几种",
            "哪几款",
            "哪几条",
            "哪几部",
            "哪几支",
            "哪几届",
            "哪几",
            "哪",
            "谁",
        ],
    ),
    (CueKind::Or, &["or", "either", "或", "或者", "还是"]),
    (
        CueKind::Filler,
        &[
            // "across all shows", "playing some cartoon", "the smallest
            // amount of horsepower", "the letter 'w'", "how many times".
            "across",
            "some",
            "amount of",
            "letter",
            "times",
            // "not a single car maker".
            "single",
            // "total revenue so far", "top customers by lifetime spend",
            // 迄今为止: over all the data kept — no range (a period's "so
            // far", "this year so far", is read as one first).
            "so far",
            "overall",
            "lifetime",
            "迄今为止",
            "迄今",
            "至今",
            "到目前为止",
            "到现在为止",
            "有史以来",
            "the",
            "a",
            "an",
            "of",
            "is",
            "are",
            "was",
            "were",
            "be",
            "been",
            "what",
            "show",
            "list",
            "give",
            "me",
            "find",
            "return",
            "display",
            "tell",
            "all",
            "do",
            "does",
            "did",
            "we",
            "there",
            "in",
            "for",
            "with",
            "that",
            "have",
            "has",
            "had",
            "please",
            "i",
            "you",
            // The askers' own: the data is theirs ("our revenue", "my
            // stores"); the possessive names nothing in it. And "get" asks
            // or receives: "get the names", "orders did we get".
            "our",
            "ours",
            "my",
            "your",
            "get",
            "got",
            "can",
            "could",
            "and",
            "their",
            "its",
            "it",
            "as",
            "at",
            "from",
            "to",
            "on",
            "record",
            "records",
            // (维修记录, 借阅记录: the records of a thing are its rows.)
            "记录",
            "info",
            "information",
            "detail",
            "details",
            "respectively",
            "any",
            // Nouns of any thing, which name nothing of their own: 小米的东西
            // (Xiaomi's goods), "bought something".
            "东西",
            "something",
            "anything",
            "stuff",
            // Verbs that relate two things the question names; the join
            // between them says it already.
            "use",
            "own",
            "play",
            "belong",
            // ("which supplier provides the most plants", "how many herbs
            // do we carry": supplying, providing and a shop's carrying.)
            "provide",
            "supply",
            "carry",
            // Verbs that say an event took place: "held", "occurred in 2014".
            "held",
            "exist",
            "made",
            // Verbs of earning: what "each store made / earned / generated"
            // is, the amount the question names says ("how much revenue
            // did each category make", "which channel brings in the most
            // revenue").
            "make",
            "earn",
            "generate",
            "bring",
            "brought",
            "create",
            "design",
            "affiliate",
            "along with",
            "as well as",
            "include",
            "titled",
            "named",
            "called",
            "ever",
            "happen",
            "occur",
            // ("which country do most guests come from": where one comes
            // from is the place the row keeps; "from" says the rest.)
            "come",
            "came",
            // 包含 / 管辖 / 开发 / 建立 / 举办: the join between the two
            // things named says it already.
            // 贡献 / 带来 / 产生: verbs of earning, as "generate" (每个客户
            // 贡献多少销售额).
            "贡献",
            "带来",
            "产生",
            // (行驶距离, 行驶里程: a vehicle's distance is what it travels.)
            "行驶",
            "包含",
            "包括",
            "管辖",
            "开发",
            "建立",
            "举办",
            // (办了多少场婚礼: 办 is 举办 said short; 负责: a planner in
            // charge of the weddings that refer to them.)
            "办",
            "负责",
            "contain",
            "involve",
            "teach",
            "taught",
            "produce",
            "attend",
            "participate",
            "perform",
            "enroll",
            "register",
            "corresponding",
            "also",
            // "still unresolved", 仍未解决, "not delivered yet": a state
            // that goes on is the state.
            "still",
            "yet",
            "仍",
            "仍然",
            "依然",
            // (已经取消的订阅: so is one reached.)
            "已经",
            "已",
            "those",
            "these",
            "this",
            "them",
            "they",
            "whom",
            "when",
            "where",
            "value",
            "values",
            "s",
            "ha",
            "wa",
            "doe",
            "us",
            "than",
            "的",
            // (演得最多, 卖得最好: alone, 得 links a verb to what is said
            // of how it went.)
            "得",
            "是",
            "了",
            "实际",
            "来",
            "出身",
            "当",
            "当是",
            "占",
            "所占",
            "售卖",
            "开设",
            "拍",
            // (收到多少条评价: receiving them is their being there.)
            "收到",
            "评价",
            "出名",
            "吗",
            "呢",
            "有",
            "和",
            "与",
            "及",
            "在",
            "请",
            "给出",
            "属于",
            "所属",
            "这些",
            "那些",
            "及其",
            "拥有",
            "年",
            "列出",
            "查询",
            "告诉",
            "我",
            "我们",
            // 公司一共有多少员工: the company the data is of, where no table
            // or column is named so (a name wins over a filler).
            "公司",
            "我司",
            "本公司",
            "全公司",
            "都",
            // 还 (still, yet: 还没有订单; also: 还有) says nothing of the data.
            "还",
            "把",
            "被",
            "一下",
            "如果",
            "他",
            "她",
            "受",
            "归",
            "由",
            "找到",
            "介绍",
            // Units written after a number: 19岁, 3000元.
            "岁",
            "元",
            "块",
            "时",
            "起来",
            "这是",
            "的话",
            "那么",
            "这个",
            "它",
            "什么",
            "显示",
            "找出",
            "返回",
            "对应",
            "其",
            "所有",
            "全部",
            "情况",
            "信息",
            "共",
            "为",
            "个",
            "名",
            "位",
            "家",
            "条",
            "所",
            "种",
            "帮",
            // Asking for it: 帮忙查下, 麻烦查询, 查一下.
            "帮忙",
            "麻烦",
            "查",
            "查下",
            "查查",
            "查看",
            "看看",
            "看",
            "统计",
            "计算",
            "是多少",
            "怎么样",
            "如何",
            "分别是",
            "以及",
            "并",
            "并且",
            "且",
            "而且",
            "同时",
            "给",
            "出",
            "那",
            "这",
            "些",
            "它们",
            "他们",
            "其中",
            "里",
            "中",
            "上",
            "的话",
            "下",
            "哪里",
            "时候",
            "吧",
            "啊",
            "呀",
            "知道",
            "想",
            "要",
            "需要",
            "看一下",
            "一个",
            // "此类夏季奥运会": the rows the condition before picked.
            "此类",
            "该类",
            "这类",
            // Units after a number: 25000人, 40次.
            "人",
            "次",
            // Verbs that relate what the question names: 效力的球队, 做过都城.
            "满足",
            "共有",
            "叫",
            "效力",
            "做过",
            "生产",
        ],
    ),
];

/// True when a whole token is a superlative (最新, 最早): a schema
/// phrase must not start inside it (新上市 in 最新上市 leaves 最 alone).
pub fn is_superlative_word(token: &str) -> bool {
    phrases()
        .iter()
        .any(|p| p.han && matches!(p.kind, CueKind::Max | CueKind::Min) && p.words[0] == token)
}

fn phrases() -> &'static [CuePhrase] {
    static P: OnceLock<Vec<CuePhrase>> = OnceLock::new();
    P.get_or_init(|| {
        let mut out = Vec::new();
        for (kind, list) in TABLE {
            for p in *list {
                let han = p.chars().any(crate::question::is_han);
                let words = if han {
                    vec![p.to_string()]
                } else {
                    p.split_whitespace().map(stem).collect()
                };
                out.push(CuePhrase {
                    words,
                    han,
                    kind: *kind,
                });
            }
        }
        // Longest first, so "how many" beats "how much" and 大于等于 beats 大于.
        out.sort_by_key(|p| {
            std::cmp::Reverse(
                p.words.iter().map(|w| w.chars().count()).sum::<usize>() + p.words.len(),
            )
        });
        out
    })
}

/// Whether `text` is one of the count cues' phrases (多少单, 几家, "number
/// of").
pub fn is_count_phrase(text: &str) -> bool {
    TABLE
        .iter()
        .any(|(kind, list)| *kind == CueKind::Count && list.contains(&text))
}

/// True when a Chinese word is one of the cue words (多少, 平均, 最高 …,
/// fillers included): the language of questions, never a schema name.
pub fn is_cue_word(word: &str) -> bool {
    phrases().iter().any(|p| p.han && p.words[0] == word)
}

/// True when a Chinese word is a cue word that asks something (多少, 平均,
/// 最高 …), not a filler: a filler verb may also be a noun a schema is
/// named by (评价, to rate, and the reviews), and the name then wins.
pub fn is_asking_word(word: &str) -> bool {
    phrases()
        .iter()
        .any(|p| p.han && p.words[0] == word && p.kind != CueKind::Filler)
}

/// Finds cues on tokens not in `taken`; returns them in question order.
pub fn find(q: &Question, taken: &BTreeSet<usize>) -> Vec<Cue> {
    let mut used: BTreeSet<usize> = taken.clone();
    let mut out = Vec::new();
    for p in phrases() {
        if p.han {
            let needle = p.words[0].as_str();
            let mut from = 0;
            while let Some(pos) = q.lower[from..].find(needle) {
                let start = from + pos;
                from = start + needle.len();
                let r = q.tokens_in(&(start..start + needle.len()));
                // The cue must cover whole tokens, except single-character
                // cues inside a longer token (各地区, 每月) which split it.
                let whole = r.clone().all(|i| {
                    let t = &q.tokens[i].span;
                    t.start >= start && t.end <= start + needle.len()
                });
                let prefix_of_token = r.len() == 1 && q.tokens[r.start].span.start == start;
                // 哪门, 哪辆: jieba keeps "which" with its classifier; the
                // token is the which-cue whole, as 哪家 and 哪位 are.
                let which_one = prefix_of_token
                    && p.kind == CueKind::Which
                    && q.lower
                        .get(start + needle.len()..q.tokens[r.start].span.end)
                        .is_some_and(is_classifier);
                // 降序 inside jieba's 降|序列: a cue of two or more characters
                // that starts a token may end inside another.
                // (Not a count ending inside a verb jieba glued to what it
                // counts: 多少人 of 多少 | 人选 | 课 — 选 chooses, and a count
                // claiming it would hide the verb. A negation after it is
                // read apart: 多少 | 单没 | 完工.)
                let rest = r
                    .clone()
                    .last()
                    .and_then(|k| q.lower.get(start + needle.len()..q.tokens[k].span.end))
                    .unwrap_or_default();
                let hides_a_verb = p.kind == CueKind::Count
                    && !rest.is_empty()
                    && !rest.starts_with(['没', '不', '未'])
                    && (crate::question::is_verb(rest) || crate::question::is_morpheme(rest));
                let aligned = r.len() > 1
                    && q.tokens[r.start].span.start == start
                    && needle.chars().count() >= 2
                    && !hides_a_verb;
                // (每个人, 年龄最大的人: 人 after "each" or 的 is a person,
                // never the unit of 25000人 — what names no one is left
                // unplaced.)
                let person_said =
                    needle == "人" && r.len() == 1 && crate::mention::person_said(q, r.start);
                if r.is_empty()
                    || person_said
                    || r.clone().any(|i| used.contains(&i))
                    || !(whole || aligned || which_one || prefix_of_token && is_prefix_cue(p.kind))
                {
                    continue;
                }
                used.extend(r.clone());
                out.push(Cue {
                    kind: p.kind,
                    tokens: r,
                });
            }
        } else {
            let n = p.words.len();
            if n > q.tokens.len() {
                continue;
            }
            for i in 0..=q.tokens.len() - n {
                if (i..i + n).any(|k| used.contains(&k)) {
                    continue;
                }
                // ("last name": a person's name, not the latest.)
                let a_name_after =
                    p.words == ["last"] && q.tokens.get(i + 1).is_some_and(|t| t.norm == "name");
                // ("sessions that lasted over 5 hours": the verb "to last"
                // says how long, which the duration said with it names — an
                // inflected verb is never the adjective, the latest.)
                if p.words == ["last"] && lasts_as_a_verb(q, i) {
                    if used.insert(i) {
                        out.push(Cue {
                            kind: CueKind::Filler,
                            tokens: i..i + 1,
                        });
                    }
                    continue;
                }
                // ("more than a single performance": the number one.)
                // ("on time", "in time": the singular says when, not how
                // many times.)
                let time_said_once = p.words == ["time"]
                    && q.lower.get(q.tokens[i].span.clone()) == Some("time")
                    && i.checked_sub(1)
                        .is_some_and(|b| matches!(q.tokens[b].norm.as_str(), "on" | "in"));
                let not_filler_here = p.kind == CueKind::Filler
                    && (inflected_imperative(q, i, &p.words)
                        || one_said_after_a_comparison(&q.tokens, i)
                        || time_said_once);
                if (0..n).all(|k| {
                    q.tokens[i + k].kind == TokenKind::Word && q.tokens[i + k].norm == p.words[k]
                }) && !not_filler_here
                    && !a_name_after
                {
                    used.extend(i..i + n);
                    out.push(Cue {
                        kind: p.kind,
                        tokens: i..i + n,
                    });
                }
            }
        }
    }
    // (一节课平均多久, 平均一辆车多少钱: 一 and a classifier beginning
    // the question, or after 平均, is the article "a" — elsewhere it may
    // be a count: 只来过一次, 买过一件.)
    for (i, t) in q.tokens.iter().enumerate() {
        let generic = i.checked_sub(1).is_none_or(|b| q.tokens[b].norm == "平均");
        if generic && !used.contains(&i) && is_an_article(&t.norm) {
            out.push(Cue {
                kind: CueKind::Filler,
                tokens: i..i + 1,
            });
        }
    }
    out.sort_by_key(|c| c.tokens.start);
    out
}

/// Whether a Chinese word is 一 and a classifier (一节, 一辆, 一家) — before
/// a noun, said of any one of it, the article "a" (一节课, a lesson).
pub fn is_an_article(word: &str) -> bool {
    word.strip_prefix('一')
        .is_some_and(|rest| !rest.is_empty() && is_classifier(rest))
}

/// Whether token `i` is an inflected form of the verb "to last" (lasted,
/// lasts, lasting), which its stem shares with the adjective.
fn lasts_as_a_verb(q: &Question, i: usize) -> bool {
    q.tokens.get(i).is_some_and(|t| {
        q.lower
            .get(t.span.clone())
            .is_some_and(|raw| matches!(raw, "lasted" | "lasts" | "lasting"))
    })
}

/// Whether token `i` is "single" of "than a single", or the article of "than
/// an hour": the number one after a comparison, as "more than one" says it.
/// (Elsewhere "a single" is a filler — "not a single car maker" — or a
/// kind: single rooms.)
pub(crate) fn one_said_after_a_comparison(tokens: &[crate::question::Token], i: usize) -> bool {
    let norm = |k: usize| tokens.get(k).map(|t| t.norm.as_str());
    let single = i >= 2
        && norm(i) == Some(chatdb_knowledge::text::stem("single").as_str())
        && norm(i - 1) == Some("a")
        && norm(i - 2) == Some("than");
    // ("longer than an hour", "over a kilometre": the article before a
    // unit after a comparison is one of it.)
    let one_unit = i >= 1
        && matches!(norm(i), Some("a" | "an"))
        && matches!(norm(i - 1), Some("than" | "over" | "under"))
        && norm(i + 1).is_some_and(|u| crate::units::unit_of_word(u).is_some());
    single || one_unit
}

/// "Return the names …" asks; "orders that were returned" says what
/// happened to them. A verb that is filler as a request is filler only in
/// its bare (imperative) form.
fn inflected_imperative(q: &Question, i: usize, words: &[String]) -> bool {
    matches!(words, [w] if REQUEST_VERBS.contains(&w.as_str())) && !is_bare_request_verb(q, i)
}

/// Verbs that ask for a result when written bare ("Return the names …").
const REQUEST_VERBS: &[&str] = &["return"];

/// Whether token `i` is a request verb written bare — a request, never a
/// name ("returned" of `returned_on` is).
pub(crate) fn is_bare_request_verb(q: &Question, i: usize) -> bool {
    q.lower
        .get(q.tokens[i].span.clone())
        .is_some_and(|w| REQUEST_VERBS.contains(&w))
}

/// Superlatives of judgement — best, worst — that name a ranking but not
/// what ranks (最好的门店, "the best customers"), and whether the highest
/// come first.
const JUDGED_SUPERLATIVES: &[(&str, bool)] = &[
    ("best", true),
    ("worst", false),
    ("最好", true),
    ("最佳", true),
    ("最差", false),
];

/// For a superlative of judgement (best, 最差 …): whether the highest come
/// first; `None` for any other word.
pub fn judged_highest_first(word: &str) -> Option<bool> {
    JUDGED_SUPERLATIVES
        .iter()
        .find(|(w, _)| *w == word)
        .map(|(_, highest)| *highest)
}

/// Classifiers of particular goods — 台 (machines), 部 (phones), 双
/// (shoes), 瓶, 盒, 支, 只, 套, 箱, 袋, 包, 条 …, and the containers goods
/// come in (桶, 杯, 壶, 碗, 筐, 篮, 捆: 多少桶水): what they count is items,
/// which the generic classifier 件 counts too.
pub const GOODS_CLASSIFIERS: &[&str] = &[
    "台", "部", "双", "瓶", "盒", "支", "只", "套", "箱", "袋", "包", "条", "副", "把", "本", "罐",
    "桶", "杯", "壶", "碗", "筐", "篮", "捆",
];

/// Classifiers that count single things that are not goods — events
/// (场), vehicles (辆), aircraft (架), ships (艘), songs (首), rooms (间),
/// buildings (栋), courses (门), issues (期), seasons (届, 季), animals
/// (头, 匹), dishes and questions (道), lessons (节, 堂), cases (例: 多少例
/// 阳性) … A number with one is a count (超过1场, `compare::is_unit`).
pub const THING_CLASSIFIERS: &[&str] = &[
    "场", "辆", "架", "艘", "首", "间", "栋", "幢", "门", "篇", "期", "集", "届", "季", "头", "匹",
    "棵", "道", "节", "堂", "例",
];

/// Classifiers that count happenings, not things (几次, 跑了几趟, 来过几回,
/// 排了多少场): each time one row of the table recording them.
pub const TIMES_CLASSIFIERS: [char; 4] = ['次', '趟', '回', '场'];

/// Everyday classifiers (个, 家, 位, 件 …), each one character: what
/// follows a number or 几, never a noun of its own.
pub const MEASURE_WORDS: &str = "个家人位名次趟回件种条项笔只台辆本份张元块所部款支届";

/// Whether `word` is a classifier (门, 辆, 台, 个 …).
pub fn is_classifier(word: &str) -> bool {
    GOODS_CLASSIFIERS.contains(&word)
        || THING_CLASSIFIERS.contains(&word)
        || word.chars().count() == 1 && MEASURE_WORDS.contains(word)
}

/// Chinese words that say a rise of an amount and nothing else (增长,
/// 增速, 上涨 …): a comparison reports it, a ranking ranks by it.
pub const RISE_ZH: &[&str] = &["增长", "增幅", "增速", "涨幅", "上涨"];

/// Chinese words that say a fall of an amount and nothing else (下降,
/// 下滑, 跌幅 …).
pub const FALL_ZH: &[&str] = &["下降", "下跌", "下滑", "跌幅", "降幅"];

/// Words of a rise as the tokenizer leaves them (English stemmed): the
/// Chinese ones, 增加 — which is also "to add" (增加了多少客户 counts new
/// ones), so a ranking reads it but a comparison is not asked by it — and
/// grew, growth, increase …
const RISE_OTHERS: &[&str] = &["增加", "grew", "grow", "growth", "increas", "rose", "rise"];

/// Words of a fall beside the Chinese ones: 减少 (also "to remove"),
/// declined, fell …
const FALL_OTHERS: &[&str] = &["减少", "declin", "drop", "fell", "fall"];

/// Whether a token says a rise (增长, 增加, grew …).
pub fn is_rise_word(word: &str) -> bool {
    RISE_ZH.contains(&word) || RISE_OTHERS.contains(&word)
}

/// Whether a token says a fall (下降, 减少, declined …).
pub fn is_fall_word(word: &str) -> bool {
    FALL_ZH.contains(&word) || FALL_OTHERS.contains(&word)
}

/// Whether a token says growth or a fall.
pub fn is_growth_word(word: &str) -> bool {
    is_rise_word(word) || is_fall_word(word)
}

/// Chinese comparison words of time, written after the year or period
/// they compare with (2014年之前, 1935年及其之后).
pub const TIME_AFTER_IT: &[&str] = &[
    "之前",
    "之后",
    "以前",
    "以后",
    "及其之后",
    "及之后",
    "及以后",
    "及其之前",
    "及之前",
    "及以前",
];

/// Chinese comparison words written after their number: 100个以上,
/// 2014年之前, 1935年及其之后.
pub fn is_postfix_comparison(text: &str) -> bool {
    matches!(text, "以上" | "以下" | "及以上" | "及以下") || TIME_AFTER_IT.contains(&text)
}

/// Comparison words that are about time: with a year number they compare
/// a year ("concerts after 2013", 2013年以后的音乐会, 2014年及之前).
pub fn is_time_comparison(text: &str) -> bool {
    matches!(
        text,
        "after"
            | "before"
            | "since"
            | "or after"
            | "or later"
            | "or before"
            | "or earlier"
            | "早于"
            | "晚于"
            | "不早于"
            | "不晚于"
    ) || TIME_AFTER_IT.contains(&text)
}

/// The comparison a cue word makes (之后: greater, 及之前: at most).
pub fn comparison_of(word: &str) -> Option<CueKind> {
    TABLE
        .iter()
        .find(|(kind, words)| kind.compares() && words.contains(&word))
        .map(|(kind, _)| *kind)
}

/// Cues that may be the first character(s) of a longer Chinese token
/// (各地区 → 各 + 地区, 前5 → 前 + 5, 平均分 → 平均 + 分).
fn is_prefix_cue(kind: CueKind) -> bool {
    matches!(
        kind,
        CueKind::Group
            | CueKind::Top
            | CueKind::Avg
            | CueKind::Sum
            | CueKind::Max
            | CueKind::Min
            | CueKind::Negation
            | CueKind::Count
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<CueKind> {
        let q = Question::new(text);
        find(&q, &BTreeSet::new())
            .into_iter()
            .filter(|c| c.kind != CueKind::Filler)
            .map(|c| c.kind)
            .collect()
    }

    #[test]
    fn which_and_how_many_are_whole_words() {
        // What the confidence's "which asked" and "how many asked" read.
        assert!(kinds("江苏有多少个城市").contains(&CueKind::Count));
        assert!(!kinds("江苏有多少个城市").contains(&CueKind::Which));
        assert!(kinds("which stadium has the most concerts?").contains(&CueKind::Which));
        assert!(!kinds("whichever").contains(&CueKind::Which));
    }

    #[test]
    fn english_cues() {
        assert_eq!(
            kinds("How many singers are older than 30?"),
            vec![CueKind::Count, CueKind::Gt]
        );
        assert_eq!(
            kinds("average age for each country"),
            vec![CueKind::Avg, CueKind::Group]
        );
        assert_eq!(
            kinds("sorted by age in descending order"),
            vec![CueKind::OrderBy, CueKind::Desc]
        );
        assert_eq!(kinds("at least 3"), vec![CueKind::Ge]);
    }

    #[test]
    fn chinese_cues() {
        assert!(kinds("每个地区的平均年龄").contains(&CueKind::Group));
        assert!(kinds("每个地区的平均年龄").contains(&CueKind::Avg));
        assert!(kinds("人口大于等于100的城市").contains(&CueKind::Ge));
        assert!(kinds("有多少个学校").contains(&CueKind::Count));
        assert!(kinds("按年龄降序排列").contains(&CueKind::Desc));
    }
}
