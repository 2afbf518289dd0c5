//! Derived columns: a value computed from other columns of the same row
//! that a question names as one thing. 枪支总数 / "total medals" is the sum
//! of the parts a table keeps apart (民用枪支数 + 军用枪支数); 人口密度 /
//! "population density" is an amount over an area column; 每个城市平均服务
//! 用户 / "users per city" is an amount over the column counting that unit
//! (服务用户数量 / 覆盖城市数).
//!
//! Here the engine finds which derived values a table offers and what they
//! are called; how one travels through the intent and becomes SQL is
//! `chatdb_intent::derived`.

use crate::mention::{is_time_name, starts_like_a_number};
use crate::question::is_han;
use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{Column, ColumnRef, LogicalType, Schema, Table, Value};
pub use chatdb_intent::derived::{Age, Arithmetic, Computed, Derived, Elapsed, SpanUnit};
use chatdb_knowledge::text::{name_words, split_identifier, stem};

/// True when a column holds numbers: a number column — unless every
/// profiled value is text that doesn't start like a number (SQLite keeps
/// codes such as 'item_product_4_16' in NUMERIC columns; amounts written as
/// text, '1000万', are numbers) — or a text column whose profiled values
/// are all numbers (SQLite files and CSV imports keep `Horsepower` as TEXT).
pub fn holds_numbers(column: &Column, profile: Option<&ColumnProfile>) -> bool {
    let Some(profile) = profile else {
        return column.logical_type.is_numeric();
    };
    if column.logical_type == LogicalType::Text {
        let texts: Vec<&str> = profile
            .top_values
            .iter()
            .filter_map(|(v, _)| match v {
                Value::Text(s) => Some(s.trim()),
                _ => None,
            })
            .filter(|s| !s.is_empty() && !s.eq_ignore_ascii_case("null"))
            .collect();
        return texts.len() >= 2 && texts.iter().all(|s| s.parse::<f64>().is_ok());
    }
    let codes = profile.top_values.len() >= 2
        && profile.top_values.iter().all(|(v, _)| match v {
            Value::Text(s) => !starts_like_a_number(s),
            _ => false,
        });
    column.logical_type.is_numeric() && !codes
}

/// True when a column holds amounts: numbers (see [`holds_numbers`]) in a
/// column that is not a key, a time or a yes/no flag.
pub fn holds_amounts(table: &Table, column: &Column, profile: Option<&ColumnProfile>) -> bool {
    !table.is_key(&column.name)
        && !is_time_name(&column.name)
        // (`lanes.lane_no` calls each lane by its number: no amount.)
        && !chatdb_core::schema::numbers_its_table(&column.name, &table.name)
        && holds_numbers(column, profile)
        && !says_yes_or_no(column, profile)
}

/// Whether `column` of `table` refers to rows of that same table
/// (`manager_id` of employees, `parent_id`): a self-reference.
pub fn refers_to_its_own_table(table: &Table, column: &str) -> bool {
    table.foreign_keys.iter().any(|f| {
        matches!(f.columns.as_slice(), [c] if c == column)
            && f.ref_table
                .rsplit('.')
                .next()
                .is_some_and(|r| r.eq_ignore_ascii_case(&table.name))
    })
}

/// Whether a column says yes or no: a boolean, or a whole number whose
/// profiled values are 0 and 1 (a flag as SQLite and MySQL keep one:
/// `paid`, `is_active`).
pub fn says_yes_or_no(column: &Column, profile: Option<&ColumnProfile>) -> bool {
    match column.logical_type {
        LogicalType::Boolean => true,
        LogicalType::Integer => profile.is_some_and(|p| {
            p.distinct_count == 2
                && p.known_values().next().is_some()
                && p.known_values().all(|v| matches!(v, Value::Int(0 | 1)))
        }),
        _ => false,
    }
}

/// The plural noun a yes/no column named by one participle is counted by
/// — its verb's ("wins" of `won`, "clicks" of `clicked`, "opens" of
/// `opened`) —, the times it held.
pub fn times_a_state_held(name: &str) -> Option<String> {
    let said = name.to_lowercase();
    if !crate::question::is_past_participle(&said) {
        return None;
    }
    let verb = chatdb_knowledge::text::verb_of_irregular_participle(&said)
        .map(str::to_string)
        .or_else(|| said.strip_suffix("ed").map(str::to_string))?;
    (verb.len() >= 3).then(|| format!("{verb}s"))
}

/// What an amount column keeps that adds up over its rows — what was paid
/// or sold —, by the words of its name: money or a quantity of things.
/// A price, a rate, an age or a balance is neither.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// amount, revenue, sales, takings; 金额, 销售额, 营业额.
    Money,
    /// quantity, qty; 数量, 件数, 销量.
    Quantity,
}

/// (Takings and proceeds: the money a business took in, as revenue.)
const MONEY_WORDS: &[&str] = &[
    "amount",
    "revenue",
    "sales",
    "takings",
    "proceeds",
    "金额",
    "销售额",
    "营业额",
];
const QUANTITY_WORDS: &[&str] = &["quantity", "qty", "数量", "件数", "销量"];

impl Flow {
    /// The flow a name's words (or a synonym's text) say, if any.
    pub fn of_words(words: &[String]) -> Option<Flow> {
        // (Name words come stemmed: revenue → revenu.)
        let said = |list: &[&str]| words.iter().any(|w| list.iter().any(|f| stem(f) == *w));
        if said(MONEY_WORDS) {
            Some(Flow::Money)
        } else if said(QUANTITY_WORDS) {
            Some(Flow::Quantity)
        } else {
            None
        }
    }

    /// The flow a column's name says, in its own words or in the Chinese
    /// words it is read as (`jine`, pinyin for 金额).
    pub fn of_name(name: &str) -> Option<Flow> {
        Flow::of_words(&name_words(name)).or_else(|| {
            chatdb_knowledge::bilingual::chinese_names(name, 6)
                .iter()
                .find_map(|zh| Flow::of_text(zh))
        })
    }

    /// The flow a free text says (a synonym, 订单金额): it contains one of
    /// the words.
    pub fn of_text(text: &str) -> Option<Flow> {
        if MONEY_WORDS.iter().any(|f| text.contains(f)) {
            Some(Flow::Money)
        } else if QUANTITY_WORDS.iter().any(|f| text.contains(f)) {
            Some(Flow::Quantity)
        } else {
            None
        }
    }

    /// The one amount column of `table` keeping this flow, if exactly one
    /// does (sales.amount; not where an order keeps its net and its gross
    /// amount).
    pub fn only_column<'t>(
        self,
        table: &'t Table,
        profiles: &[TableProfile],
    ) -> Option<&'t Column> {
        let mut of_flow = amount_columns(table, profiles)
            .into_iter()
            .filter(|c| Flow::of_name(&c.name) == Some(self));
        match (of_flow.next(), of_flow.next()) {
            (Some(c), None) => Some(c),
            _ => None,
        }
    }
}

/// Money that adds up over rows besides what sales bring: what was spent,
/// charged, earned or set aside (cost, budget, expenses). A price, a rate
/// or a balance is a level, not a flow, and is not here.
const SPENT_WORDS: &[&str] = &[
    "cost",
    "spend",
    "spending",
    "expense",
    "expenditure",
    "fee",
    "payment",
    "income",
    "profit",
    "budget",
    "turnover",
];
/// The same in Chinese, said at the end of a name (广告花费, 预算); 费 alone
/// ends a fee's name (运费, 学费), never a rate's (费率).
const SPENT_ZH: &[&str] = &[
    "花费", "费用", "成本", "支出", "收入", "利润", "预算", "营收", "消费",
];

/// Whether a column's name says it keeps money spent, charged or earned
/// (`ad_spend`, `shipping_cost`, `budget`, 运费, 预算; `feiyong` read in
/// pinyin), or a total (`total_price`, 总价): amounts whose total over rows
/// means something, as sales do.
pub fn names_money_spent(name: &str) -> bool {
    let words = name_words(name);
    let said = |w: &String| SPENT_WORDS.iter().any(|s| stem(s) == *w);
    let zh = |text: &str| {
        SPENT_ZH.iter().any(|s| text.ends_with(s))
            || (text.ends_with('费') && !text.ends_with("费率"))
    };
    let total = words.first().is_some_and(|w| w == "total") && words.len() > 1
        || name.starts_with('总') && name.chars().count() > 1;
    words.last().is_some_and(said)
        || total
        || name.chars().any(is_han) && zh(name)
        || chatdb_knowledge::bilingual::chinese_names(name, 6)
            .iter()
            .any(|n| zh(n))
}

/// Whether a column's name says it keeps time spent, in a unit of time
/// (`hours`, `minutes`, `duration_minutes`; 工时, 时长, 分钟): a duration adds
/// up over rows as an amount does (the hours logged in a month), whatever
/// its number type. An age or a year is a level and is not one.
pub fn names_time_spent(name: &str) -> bool {
    // (Not "min" alone: `temp_min` is a minimum, `delay_min` minutes.)
    const UNITS: &[&str] = &["hour", "minute", "second", "duration"];
    const ZH: &[&str] = &["工时", "时长", "小时", "分钟", "秒数", "时间长度"];
    let zh = |text: &str| ZH.iter().any(|s| text.ends_with(s));
    let words = split_identifier(name);
    words.last().is_some_and(|w| {
        chatdb_knowledge::text::singular_forms(w)
            .iter()
            .any(|s| UNITS.contains(&s.as_str()))
    }) || crate::units::kept_in_a_unit_of_time(&words)
        || name.chars().any(is_han) && zh(name)
}

/// Whether a column's name says a unit of energy (`kwh`, `output_mwh`,
/// `kwh_used`): energy made or used adds up over rows and over time, as
/// an amount does.
pub fn names_energy(name: &str) -> bool {
    split_identifier(name)
        .iter()
        .any(|w| matches!(w.to_lowercase().as_str(), "kwh" | "mwh"))
}

/// Whether a column's name says what was used up (`water_usage`,
/// `fuel_consumption`, `units_used`; 用量, 耗量): what is consumed adds up
/// over rows and over time, as an amount does.
pub fn names_consumption(name: &str) -> bool {
    let words: Vec<String> = split_identifier(name)
        .iter()
        .map(|w| w.to_lowercase())
        .collect();
    // (The participle last — `units_used`, not the date `used_on`.)
    let participle = words
        .last()
        .is_some_and(|w| matches!(w.as_str(), "used" | "consumed"));
    let noun = words
        .iter()
        .any(|w| matches!(w.as_str(), "usage" | "consumption"));
    words.len() > 1 && (participle || noun) || name.ends_with("用量") || name.ends_with("耗量")
}

/// Whether a column's name says it keeps money taken in — what was paid
/// for what the row records: an amount or revenue ([`Flow::Money`]), a
/// total price (`total_price`, 总价), a fare or fee, a payment, a fine or
/// a toll (what the payer owes for a row). Money spent (a cost, a budget)
/// is not taken in.
pub fn names_money_taken(name: &str) -> bool {
    const TAKEN: &[&str] = &["fare", "fee", "payment", "paid", "fine", "toll"];
    let words = name_words(name);
    let last = words.last().map(String::as_str);
    let total_price = words.first().is_some_and(|w| w == "total") && last == Some("price");
    Flow::of_name(name) == Some(Flow::Money)
        || last.is_some_and(|w| TAKEN.iter().any(|t| stem(t) == w))
        || total_price
        || name.ends_with("总价")
}

/// Whether a column keeps money taken in: its name says so
/// ([`names_money_taken`]), or it is a row's total in fractional numbers
/// (`total`, `order_total`, `grand_total` kept as REAL or DECIMAL — what
/// an order or an invoice came to; a whole-number `total` may count
/// points or goals).
pub fn keeps_money_taken(column: &Column) -> bool {
    let last_is_total = name_words(&column.name)
        .last()
        .is_some_and(|w| w == "total");
    names_money_taken(&column.name)
        || last_is_total
            && matches!(
                column.logical_type,
                LogicalType::Float | LogicalType::Decimal
            )
}

/// The amount columns of `table` keeping money taken in
/// ([`keeps_money_taken`]), or else the price of one sale
/// ([`price_of_one_sale`]).
pub fn money_taken_columns<'t>(
    schema: &Schema,
    table: &'t Table,
    profiles: &[TableProfile],
) -> Vec<&'t Column> {
    let taken: Vec<&Column> = amount_columns(table, profiles)
        .into_iter()
        .filter(|c| keeps_money_taken(c))
        .collect();
    if taken.is_empty() {
        return price_of_one_sale(schema, table).into_iter().collect();
    }
    taken
}

/// "goals this year" of goals that keep no date: a row that keeps no date
/// of its own happened when the row it belongs to did — the match a goal
/// was scored in, the order a line is part of. The one table it refers to
/// that keeps an event's date; none when several do. Never a person's
/// ([`names_people`]): a person's dates — born, joined, hired — are their
/// own, and what they do (a goal's scorer, a volunteer's shift) is not
/// dated by them.
pub fn date_of_the_row_it_belongs_to(schema: &Schema, table: &str) -> Option<ColumnRef> {
    let tb = schema.table(table)?;
    if keeps_a_date(tb) {
        return None;
    }
    let mut dated = tb.foreign_keys.iter().filter_map(|fk| {
        let parent = schema.table(&fk.ref_table).filter(|p| !names_people(p))?;
        let mut dates = parent
            .columns
            .iter()
            .filter(|c| c.logical_type.is_temporal() && !is_birth_date(c));
        let first = dates.next()?;
        dates
            .next()
            .is_none()
            .then(|| ColumnRef::new(&parent.name, &first.name))
    });
    let one = dated.next()?;
    dated.all(|c| c == one).then_some(one)
}

/// The one number of `table` kept in a unit of weight or volume
/// (`weight_kg`, `fresh_kg`, `litres`), when exactly one is, and it keeps
/// no quantity of things ([`Flow::Quantity`]): what its rows weigh or
/// hold — not a rate (`price_per_kg`).
pub fn the_one_weighed_amount<'t>(
    table: &'t Table,
    profiles: &[TableProfile],
) -> Option<&'t Column> {
    if Flow::Quantity.only_column(table, profiles).is_some() {
        return None;
    }
    let mut kept = table.columns.iter().filter(|c| {
        c.logical_type.is_numeric()
            && !table.is_key(&c.name)
            && matches!(
                crate::units::unit_kept_by(&split_identifier(&c.name)),
                Some((
                    crate::units::UnitKind::Weight | crate::units::UnitKind::Volume,
                    _
                ))
            )
    });
    match (kept.next(), kept.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

/// Whether `table` is a catalogue: rows with a name, dated by nothing —
/// neither a date of their own nor the row they belong to's (courses
/// with a fee, products with a price): what a thing costs, not what was
/// taken.
pub fn is_catalogue(schema: &Schema, table: &Table) -> bool {
    table.label_column().is_some() && !is_dated(schema, table)
}

/// Whether `table` keeps a date or time of its own (a column of one).
pub fn keeps_a_date(table: &Table) -> bool {
    table.columns.iter().any(|c| c.logical_type.is_temporal())
}

/// Whether `table`'s rows are dated: by a date of their own, or by the row
/// they belong to ([`date_of_the_row_it_belongs_to`]: tickets of a boat's
/// departure).
pub fn is_dated(schema: &Schema, table: &Table) -> bool {
    keeps_a_date(table) || date_of_the_row_it_belongs_to(schema, &table.qualified_name()).is_some()
}

/// tickets.price beside `sold_at`: the one price of rows dated by their
/// sale (a date named sold, paid, purchased or bought), with no quantity
/// beside it, is what each sale took in — one thing sold a row. So is the
/// price of rows that are unnamed dated events of other tables' things
/// (tickets of an exhibition with a `visit_date`: a foreign key, a date,
/// no name or title): such a row is a sale, not a thing on offer — dated
/// by its own date or by the row it belongs to ([`is_dated`]: tickets of
/// a boat's departure). (A price in a catalogue — named rows,
/// or no date — is what a thing costs, and a price beside a quantity is
/// per unit.)
pub fn price_of_one_sale<'t>(schema: &Schema, table: &'t Table) -> Option<&'t Column> {
    let an_unnamed_event = !table.foreign_keys.is_empty()
        && is_dated(schema, table)
        && !table
            .columns
            .iter()
            .any(|c| chatdb_core::schema::named_like_a_name(&c.name));
    if !(dated_by_a_sale(table) || an_unnamed_event) {
        return None;
    }
    let counted = table
        .columns
        .iter()
        .any(|c| Flow::of_name(&c.name) == Some(Flow::Quantity));
    if counted {
        return None;
    }
    let mut prices = table.columns.iter().filter(|c| {
        c.logical_type.is_numeric() && !table.is_key(&c.name) && names_a_price(&c.name)
    });
    match (prices.next(), prices.next()) {
        (Some(price), None) => Some(price),
        _ => None,
    }
}

/// Whether a table keeps the date of its rows' sale: a date named sold,
/// paid, purchased or bought (`sold_at`) — the strongest sign that each
/// row is a sale.
pub fn dated_by_a_sale(table: &Table) -> bool {
    table
        .columns
        .iter()
        .any(|c| c.logical_type.is_temporal() && dates_a_sale(&c.name))
}

/// Whether a date column's name is a sale's participle: sold, paid,
/// purchased or bought (`sold_at`, `paid_on`).
pub fn dates_a_sale(name: &str) -> bool {
    const SALE_VERBS: &[&str] = &["sold", "paid", "purchased", "bought"];
    crate::mention::english_event_participle(name)
        .is_some_and(|(p, _)| SALE_VERBS.contains(&p.as_str()))
}

/// Whether the date column `date` says when the event a number `amount`
/// is named after happened: `sold_on` of a `sale_price` (sale is the noun
/// of sell), `paid_on` of a `payment_amount`, `refunded_at` of a
/// `refund_amount`, `shipped_on` of a `shipping_cost` — the participle's
/// verb is the noun's, the noun being the first of two words or more.
pub fn dates_the_event_of(date: &str, amount: &str) -> bool {
    use chatdb_knowledge::text::{verb_forms, verbs_a_form_of};
    let Some((said, _)) = crate::mention::english_event_participle(date) else {
        return false;
    };
    let words = split_identifier(amount);
    let [event, _, ..] = words.as_slice() else {
        return false;
    };
    let event = event.to_lowercase();
    let verbs = verbs_a_form_of(&said);
    // (The verb a noun of an event is made from: payment, rental,
    // delivery, shipping — and sale, the noun of sell.)
    let mut of_the_noun = verb_forms(&event);
    of_the_noun.push(event.clone());
    for ending in ["ment", "al", "y"] {
        if let Some(verb) = event.strip_suffix(ending).filter(|v| v.len() >= 3) {
            of_the_noun.push(verb.to_string());
        }
    }
    if event == "sale" {
        of_the_noun.push("sell".to_string());
    }
    verbs.iter().any(|v| of_the_noun.contains(v))
}

/// Whether a column's name ends in a word for what one thing costs —
/// "price", "fare" (the price of a journey) or "fee" (of a service) —, or
/// in one and the currency it is kept in (`price_usd`).
pub fn names_a_price(name: &str) -> bool {
    let mut words = split_identifier(name);
    if words.len() > 1
        && words
            .last()
            .is_some_and(|w| chatdb_knowledge::attribute::is_money(w))
    {
        words.pop();
    }
    words
        .last()
        .is_some_and(|w| matches!(w.as_str(), "price" | "fare" | "fee"))
}

/// Whether a whole-number column's name says it counts things: its last
/// word a plural noun (`clicks`, `impressions`, `conversions`, `visits` —
/// how many of them a row saw), or that noun and what was done to them
/// (`items_picked`, `units_sold`), or, in Chinese, a verb with 量 (点击量,
/// 曝光量, 访问量: how often it was done). Counts add up over rows.
pub fn names_things_counted(column: &Column) -> bool {
    if column.logical_type != LogicalType::Integer {
        return false;
    }
    let name = column.name.as_str();
    if let Some(verb) = name.strip_suffix('量').filter(|v| v.chars().count() >= 2) {
        return crate::question::is_verb(verb);
    }
    let mut words = split_identifier(name);
    // (items_picked, units_sold, calls_made: the things counted, then
    // what was done to them.)
    if let [_, done] = words.as_slice() {
        if crate::question::is_past_participle(done) {
            words.pop();
        }
    }
    let Some(last) = words.pop() else {
        return false;
    };
    let plural = last.len() > 3
        && last.ends_with('s')
        && !["ss", "us", "is", "ys"].iter().any(|e| last.ends_with(e));
    // (Words for a level on a scale — stars, grades, scores — are plural
    // too, and a level does not add up.)
    const LEVELS: &[&str] = &[
        "star", "grade", "score", "rating", "level", "rank", "year", "age",
    ];
    let singulars: Vec<String> = chatdb_knowledge::text::singular_forms(&last)
        .into_iter()
        .skip(1)
        .collect();
    plural
        && !singulars.iter().any(|s| LEVELS.contains(&s.as_str()))
        && singulars
            .iter()
            .any(|s| !chatdb_knowledge::bilingual::chinese_words(s).is_empty())
}

/// The columns of `table` that hold amounts, given the source's profiles.
pub fn amount_columns<'t>(table: &'t Table, profiles: &[TableProfile]) -> Vec<&'t Column> {
    let name = table.qualified_name();
    let profile = profiles.iter().find(|p| p.table == name);
    table
        .columns
        .iter()
        .filter(|c| holds_amounts(table, c, profile.and_then(|p| p.column(&c.name))))
        .collect()
}

/// Words before a shared head that say how a value is aggregated or
/// measured, not which part it is (平均售价 is no part of 售价).
const NOT_A_PART: &[&str] = &[
    "平均", "最高", "最低", "最大", "最小", "总", "每", "的", "avg", "average", "mean", "min",
    "max", "total", "sum", "per", "num", "number", "count", "median",
];

/// A derived column and the phrases a question names it by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    pub derived: Derived,
    pub phrases: Vec<String>,
}

/// Sums of parts: two or more amount columns whose names end in the same
/// noun after a short word naming the part (民用枪支数 and 军用枪支数 →
/// 枪支数; gold_medals and silver_medals → medals), when no column is
/// called by that noun alone. Named 枪支总数, 总枪支数, 所有枪支数, 枪支
/// (Chinese) or "total medals" (English).
pub fn sums_of_parts(table: &Table, amounts: &[&Column]) -> Vec<Named> {
    let mut out: Vec<Named> = Vec::new();
    // Chinese names: a shared suffix of two or more characters after a part
    // word of one to four characters.
    let han: Vec<&&Column> = amounts
        .iter()
        .filter(|c| c.name.chars().all(is_han))
        .collect();
    // (Each name is cut into words once.)
    let words: Vec<(&str, Vec<String>)> = han
        .iter()
        .map(|c| (c.name.as_str(), name_words(&c.name)))
        .collect();
    let mut heads: Vec<String> = Vec::new();
    for (k, a) in words.iter().enumerate() {
        for b in &words[k + 1..] {
            let head = common_last_words(a, b);
            if head.chars().count() >= 2 && !heads.contains(&head) {
                heads.push(head);
            }
        }
    }
    for head in heads {
        if table.columns.iter().any(|c| c.name == head) {
            continue;
        }
        let parts: Vec<String> = han
            .iter()
            .filter(|c| {
                c.name
                    .strip_suffix(head.as_str())
                    .is_some_and(|p| is_part_word(p) && p.chars().count() <= 4)
            })
            .map(|c| c.name.clone())
            .collect();
        if parts.len() < 2 {
            continue;
        }
        // A longer shared head already made this sum (枪支数 before 数).
        if out.iter().any(|n| n.derived.operands == parts) {
            continue;
        }
        // The head must still name a thing without its count word (枪支数:
        // 枪支); 次数 alone (出场次数, 首发次数) is no whole.
        let short = ["数量", "个数", "总数", "次数", "人数", "数"]
            .iter()
            .find_map(|s| head.strip_suffix(s));
        let mut bases = vec![head.clone()];
        match short {
            Some(s) if s.chars().count() >= 2 => bases.push(s.to_string()),
            Some(_) => continue,
            None => {}
        }
        let mut phrases = Vec::new();
        for b in &bases {
            phrases.extend([
                b.clone(),
                format!("{b}总数"),
                format!("{b}总量"),
                format!("总{b}"),
                format!("所有{b}"),
                format!("全部{b}"),
            ]);
        }
        out.push(Named {
            derived: Derived {
                op: Arithmetic::Sum,
                operands: parts,
            },
            phrases,
        });
    }
    // English names: the same last word after one part word.
    let ascii: Vec<(&&Column, Vec<String>)> = amounts
        .iter()
        .filter(|c| c.name.is_ascii())
        .map(|c| (c, name_words(&c.name)))
        .filter(|(_, w)| w.len() == 2)
        .collect();
    let mut seen: Vec<String> = Vec::new();
    for (column, words) in &ascii {
        let head = &words[1];
        if seen.contains(head) || head.len() < 3 {
            continue;
        }
        seen.push(head.clone());
        let said = split_identifier(&column.name)
            .last()
            .map(|w| w.to_lowercase())
            .unwrap_or_default();
        let parts: Vec<String> = ascii
            .iter()
            .filter(|(_, w)| w[1] == *head && is_part_word(&w[0]))
            .map(|(c, _)| c.name.clone())
            .collect();
        let named_alone = table
            .columns
            .iter()
            .any(|c| name_words(&c.name) == [head.clone()]);
        if parts.len() >= 2 && !named_alone {
            out.push(Named {
                derived: Derived {
                    op: Arithmetic::Sum,
                    operands: parts,
                },
                phrases: vec![format!("total {said}"), format!("{said} in total")],
            });
        }
    }
    out
}

/// Densities: an amount over the table's one area column (常住人口 /
/// 城区面积 is 人口密度; population / area is "population density").
pub fn densities(amounts: &[&Column]) -> Vec<Named> {
    let is_area =
        |c: &Column| c.name.contains("面积") || name_words(&c.name).iter().any(|w| w == "area");
    let areas: Vec<&&Column> = amounts.iter().filter(|c| is_area(c)).collect();
    let [area] = areas.as_slice() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for c in amounts.iter().filter(|c| !is_area(c)) {
        let mut phrases = Vec::new();
        if c.name.chars().all(is_han) {
            // 常住人口密度 and 人口密度: every ending of two characters or more.
            let chars: Vec<char> = c.name.chars().collect();
            for start in 0..chars.len().saturating_sub(1) {
                let tail: String = chars[start..].iter().collect();
                phrases.push(format!("{tail}密度"));
            }
        } else if c.name.is_ascii() {
            phrases.push(format!("{} density", spelled(&c.name)));
        }
        if phrases.is_empty() {
            continue;
        }
        out.push(Named {
            derived: Derived {
                op: Arithmetic::Ratio,
                operands: vec![c.name.clone(), area.name.clone()],
            },
            phrases,
        });
    }
    out
}

/// What a line comes to, where a table keeps a quantity and a price per
/// unit but no amount of its own (a prescription's quantity and
/// unit_price): their product, named 金额 / "amount" (总金额, "total
/// amount" its sum through the aggregate words).
pub fn line_amounts(amounts: &[&Column]) -> Vec<Named> {
    let of = |flow| {
        let mut found = amounts
            .iter()
            .filter(move |c| Flow::of_name(&c.name) == Some(flow));
        match (found.next(), found.next()) {
            (Some(c), None) => Some(*c),
            _ => None,
        }
    };
    let unit_price = |c: &&&Column| {
        let words = name_words(&c.name);
        words.ends_with(&["unit".to_string(), "price".to_string()])
            || c.name.ends_with("单价")
            || chatdb_knowledge::bilingual::chinese_names(&c.name, 6)
                .iter()
                .any(|zh| zh == "单价")
    };
    let mut prices = amounts.iter().filter(unit_price);
    let (Some(quantity), None, Some(price), None) = (
        of(Flow::Quantity),
        of(Flow::Money),
        prices.next(),
        prices.next(),
    ) else {
        return Vec::new();
    };
    vec![Named {
        derived: Derived {
            op: Arithmetic::Product,
            operands: vec![quantity.name.clone(), price.name.clone()],
        },
        phrases: vec!["金额".into(), "amount".into()],
    }]
}

/// Chinese words of owing money (欠款 a debt, 欠费 a fee owed, 拖欠 to
/// be in arrears): what is owed, or rows not yet paid.
pub const OWING_ZH: &[&str] = &["欠款", "欠费", "拖欠"];

/// What is still owed on a row that keeps an amount due and an amount paid
/// (`amount_due`, `amount_paid`; 应收金额, 实收金额): the first less the
/// second, named by the words of owing (欠款, 未付金额, "amount owed",
/// "outstanding") — and "balance" where no column is named so.
pub fn balances_owed(table: &Table, amounts: &[&Column]) -> Vec<Named> {
    let Some((due, paid)) = due_and_paid(amounts) else {
        return Vec::new();
    };
    let mut phrases: Vec<String> = OWING_ZH
        .iter()
        .chain(&[
            "欠",
            "所欠",
            "未付金额",
            "未缴金额",
            "owed",
            "amount owed",
            "outstanding",
            "outstanding amount",
            "outstanding balance",
            "unpaid amount",
        ])
        .map(|p| p.to_string())
        .collect();
    let has_balance = table
        .columns
        .iter()
        .any(|c| name_words(&c.name).contains(&stem("balance")));
    if !has_balance {
        phrases.push("balance".into());
    }
    vec![Named {
        derived: Derived {
            op: Arithmetic::Difference,
            operands: vec![due.name.clone(), paid.name.clone()],
        },
        phrases,
    }]
}

/// A table's one amount due and one amount paid among its `amounts`
/// (`amount_due` and `amount_paid`; 应收金额 and 实收金额).
pub fn due_and_paid<'t>(amounts: &[&'t Column]) -> Option<(&'t Column, &'t Column)> {
    let the_one = |english: &str, chinese: &[&str]| {
        let mut found = amounts.iter().filter(|c| {
            name_words(&c.name).contains(&stem(english))
                || chinese.iter().any(|zh| c.name.contains(zh))
        });
        match (found.next(), found.next()) {
            (Some(c), None) => Some(*c),
            _ => None,
        }
    };
    let due = the_one("due", &["应收", "应付", "应缴", "应交"])?;
    let paid = the_one("paid", &["实收", "实付", "实缴", "已付", "已交"])?;
    (due.name != paid.name).then_some((due, paid))
}

/// The age a table's rows have, in the year `year`, when the table keeps a
/// birth year (birth_year, year_of_birth, year_born; a column named or
/// described 出生年份) and no age of its own: age = `year` − birth year.
pub fn age(table: &Table, year: i32, other_names: impl Fn(&Column) -> Vec<String>) -> Option<Age> {
    let has_age = table
        .columns
        .iter()
        .any(|c| name_words(&c.name).iter().any(|w| w == "age") || c.name.contains("年龄"));
    if has_age {
        return None;
    }
    birth_year(table, other_names).map(|c| Age {
        year,
        birth_year: c.name.clone(),
    })
}

/// A table's one column keeping the year its rows were born, as a number
/// (birth_year, year_of_birth, year_born; named or described 出生年份).
pub fn birth_year(table: &Table, other_names: impl Fn(&Column) -> Vec<String>) -> Option<&Column> {
    let born = |c: &Column| {
        let words = name_words(&c.name);
        let english =
            words.iter().any(|w| w == "birth" || w == "born") && words.iter().any(|w| w == "year");
        let chinese = std::iter::once(c.name.clone())
            .chain(other_names(c))
            .any(|n| n.contains("出生年"));
        c.logical_type.is_numeric() && (english || chinese)
    };
    let mut years = table.columns.iter().filter(|c| born(c));
    match (years.next(), years.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

/// Whether a date column keeps the day its row's person was born
/// (birth_date, dob, date_of_birth, born_on, 出生日期, 生日): an attribute of
/// the person, never when the row came to be.
pub fn is_birth_date(column: &Column) -> bool {
    let name = column.name.to_lowercase().replace(['_', ' ', '-'], "");
    column.logical_type.is_temporal()
        && (["birth", "born", "出生", "生日"]
            .iter()
            .any(|w| name.contains(w))
            || name == "dob")
}

/// What an age is called.
pub const AGE_PHRASES: &[&str] = &["age", "年龄", "岁数"];

/// Whether an English name word says "the number of".
fn is_count_word(word: &str) -> bool {
    matches!(word, "num" | "number" | "count")
}

/// An amount column named as the count of `unit` with the count's word
/// after it (teacher_count for "teacher"), which `count_of` does not
/// take: "students per teacher" is a rate over it, never a grouping by
/// it.
pub fn count_named_after<'t>(amounts: &[&'t Column], unit: &str) -> Option<&'t Column> {
    let stemmed = stem(&unit.trim().to_lowercase());
    amounts.iter().copied().find(|c| {
        matches!(name_words(&c.name).as_slice(), [u, count] if is_count_word(count) && *u == stemmed)
    })
}

/// The amount column that counts `unit` (覆盖城市数 counts 城市;
/// num_cities counts "city"): its name is the unit followed by a count's
/// word, or (English) a count's word followed by the unit.
pub fn count_of<'t>(amounts: &[&'t Column], unit: &str) -> Option<&'t Column> {
    let unit = unit.trim();
    if unit.is_empty() {
        return None;
    }
    let han = unit.chars().all(is_han);
    let stemmed = stem(&unit.to_lowercase());
    let found: Vec<&&Column> = amounts
        .iter()
        .filter(|c| {
            if han {
                unit.chars().count() >= 2
                    && ["数量", "个数", "数"]
                        .iter()
                        .any(|s| c.name.ends_with(&format!("{unit}{s}")))
            } else {
                let w = name_words(&c.name);
                matches!(w.as_slice(), [count, u] if is_count_word(count) && *u == stemmed)
            }
        })
        .collect();
    match found.as_slice() {
        [one] => Some(one),
        _ => None,
    }
}

/// A name as words a question uses: `population`, `num cities`.
fn spelled(name: &str) -> String {
    split_identifier(name)
        .iter()
        .map(|w| w.to_lowercase())
        .collect::<Vec<_>>()
        .join(" ")
}

fn is_part_word(p: &str) -> bool {
    !p.is_empty() && !NOT_A_PART.iter().any(|w| p.contains(w))
}

/// The words two names end with (民用枪支数 and 军用枪支数: 枪支数, not
/// 用枪支数), joined.
fn common_last_words((a, wa): &(&str, Vec<String>), (b, wb): &(&str, Vec<String>)) -> String {
    let mut rev: Vec<&String> = wa
        .iter()
        .rev()
        .zip(wb.iter().rev())
        .take_while(|(x, y)| x == y)
        .map(|(x, _)| x)
        .collect();
    rev.reverse();
    let head: String = rev.into_iter().map(String::as_str).collect();
    if a.ends_with(&head) && b.ends_with(&head) {
        head
    } else {
        String::new()
    }
}

/// Whether a table's rows are people: it keeps what only people have — a
/// gender, an age, a birth date or a person's name (姓名, full_name).
pub(crate) fn keeps_people(table: &Table) -> bool {
    table.columns.iter().any(|c| {
        matches!(
            c.name.to_lowercase().replace(['_', ' '], "").as_str(),
            "gender"
                | "sex"
                | "age"
                | "birthday"
                | "birthdate"
                | "dob"
                | "dateofbirth"
                | "firstname"
                | "fname"
                | "fullname"
                | "lastname"
                | "lname"
                | "性别"
                | "年龄"
                | "姓名"
                | "出生日期"
                | "生日"
        )
    })
}

/// Whether a column keeps what a person is in its row — a role, a
/// position, a job (`role`, `staff_role`, `position`, 角色, 岗位, 职位):
/// its values (driver, 收银员) are nouns of people.
pub(crate) fn keeps_a_role(column: &Column) -> bool {
    const ROLE_WORDS: &[&str] = &["role", "position", "job", "occupation", "profession"];
    const ROLE_ZH: &[&str] = &["角色", "岗位", "职位", "职务", "工种"];
    name_words(&column.name)
        .last()
        .is_some_and(|w| ROLE_WORDS.iter().any(|r| stem(r) == *w))
        || ROLE_ZH.iter().any(|r| column.name.ends_with(r))
}

/// Whether a table's rows are people: it keeps what only people have
/// ([`keeps_people`]), or its Chinese name is a noun of persons — ending
/// in 人, 员, 生, 者, 客, 户, 师 or 工 (学生 of `students`, 客户, 员工, 患者).
pub(crate) fn names_people(table: &Table) -> bool {
    const PERSON_ENDINGS: &[char] = &['人', '员', '生', '者', '客', '户', '师', '工'];
    keeps_people(table)
        || crate::mention::rows_in_chinese(table)
            .first()
            .and_then(|zh| zh.chars().last())
            .is_some_and(|c| PERSON_ENDINGS.contains(&c))
}

/// The one table of `tables` whose rows are people — who "people", 人 and
/// "who" name when no table is said: the one that keeps what only people
/// have ([`keeps_people`]), else, when none does, the one named as persons
/// ([`names_people`]: `employees`, 员工). None when two could be.
pub(crate) fn the_people_table<'t>(tables: &[&'t Table]) -> Option<&'t Table> {
    let keeping: Vec<&Table> = tables.iter().copied().filter(|t| keeps_people(t)).collect();
    let found = if keeping.is_empty() {
        tables.iter().copied().filter(|t| names_people(t)).collect()
    } else {
        keeping
    };
    match found.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chatdb_core::TableKind;

    fn table(cols: &[(&str, LogicalType)]) -> Table {
        Table {
            schema: None,
            name: "t".into(),
            kind: TableKind::Table,
            comment: None,
            columns: cols
                .iter()
                .map(|(n, t)| Column {
                    name: (*n).into(),
                    db_type: "x".into(),
                    logical_type: *t,
                    nullable: true,
                    comment: None,
                })
                .collect(),
            primary_key: vec![],
            foreign_keys: vec![],
        }
    }

    #[test]
    fn what_was_used_up_is_named_so() {
        assert!(names_consumption("water_usage"));
        assert!(names_consumption("fuel_consumption"));
        assert!(names_consumption("units_used"));
        assert!(names_consumption("月用量"));
        // (Alone, `usage` may be a kind of use; `used_on` is a date.)
        assert!(!names_consumption("usage"));
        assert!(!names_consumption("is_reusable"));
        assert!(!names_consumption("used_on"));
    }

    #[test]
    fn parts_sum_but_rates_and_averages_are_not_parts() {
        use LogicalType::{Integer, Text};
        let t = table(&[
            ("名称", Text),
            ("民用枪支数", Integer),
            ("军用枪支数", Integer),
            ("每100人持有的民用枪支数", Integer),
            ("平均售价", Integer),
            ("售价", Integer),
        ]);
        let amounts: Vec<&Column> = t.columns.iter().skip(1).collect();
        let sums = sums_of_parts(&t, &amounts);
        assert_eq!(sums.len(), 1, "{sums:?}");
        assert_eq!(sums[0].derived.name(), "民用枪支数 + 军用枪支数");
        assert!(sums[0].phrases.contains(&"枪支总数".to_string()));
        assert!(sums[0].phrases.contains(&"枪支".to_string()));
        let back = Derived::parse("民用枪支数 + 军用枪支数", &t).expect("parses");
        assert_eq!(back, sums[0].derived);
        assert_eq!(Derived::parse("民用枪支数 + 不存在", &t), None);
        assert_eq!(Derived::parse("售价", &t), None);
    }

    #[test]
    fn english_parts_density_and_count_columns() {
        use LogicalType::{Float, Integer};
        let t = table(&[
            ("gold_medals", Integer),
            ("silver_medals", Integer),
            ("max_medals", Integer),
            ("population", Integer),
            ("area", Float),
            ("num_cities", Integer),
        ]);
        let amounts: Vec<&Column> = t.columns.iter().collect();
        let sums = sums_of_parts(&t, &amounts);
        assert_eq!(sums.len(), 1);
        assert_eq!(sums[0].derived.operands, ["gold_medals", "silver_medals"]);
        let d = densities(&amounts);
        let pop = d
            .iter()
            .find(|n| n.derived.operands[0] == "population")
            .expect("population density");
        assert_eq!(pop.phrases, ["population density"]);
        assert_eq!(pop.derived.name(), "population / area");
        assert_eq!(
            count_of(&amounts, "city").map(|c| c.name.as_str()),
            Some("num_cities")
        );
        let sql = pop.derived.sql(|c| format!("\"t\".\"{c}\""));
        assert_eq!(sql, "(\"t\".\"population\" / \"t\".\"area\")");
    }
}
