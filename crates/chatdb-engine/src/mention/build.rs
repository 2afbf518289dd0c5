//! Building the lexicon of a schema: every table's and column's names,
//! the semantic layer's, and the profiled values.

use super::*;
use chatdb_core::Column;

/// What every naming rule of one build reads: the schema, its profiles and
/// semantic layer, the tables in scope, and what is read once per schema.
struct Scope<'a> {
    schema: &'a Schema,
    profiles: &'a [TableProfile],
    semantic: Option<&'a SemanticLayer>,
    /// The tables in scope (all of the schema when empty).
    tables: &'a [String],
    /// The year an age is reckoned in.
    this_year: i32,
    names: SchemaNames,
    /// Whether some column is named a rating: then `stars` is not one.
    a_rating_named: bool,
}

impl Scope<'_> {
    fn in_scope(&self, table: &str) -> bool {
        self.tables.is_empty() || self.tables.iter().any(|x| x == table)
    }
}

/// One table in scope, as every rule naming it or its columns reads it.
struct TableScope<'a> {
    table: &'a Table,
    /// Its qualified name.
    name: String,
    target: Target,
    /// Its name's words.
    words: Vec<String>,
    /// Whether it is named in Chinese.
    han: bool,
    spec: Option<&'a chatdb_knowledge::semantic::TableSpec>,
    profile: Option<&'a TableProfile>,
    nouns: TableNouns,
    /// The Chinese words an English table's rows are called by (销售, 采购
    /// of `sales`, `purchases`), for the compounds its columns make.
    rows_zh: Vec<String>,
}

impl<'a> TableScope<'a> {
    fn of(s: &Scope<'a>, table: &'a Table) -> TableScope<'a> {
        let name = table.qualified_name();
        let spec = s.semantic.and_then(|sem| sem.table_spec(table));
        let han = table.name.chars().any(is_han);
        TableScope {
            table,
            target: Target::Table(name.clone()),
            words: name_words(&table.name),
            han,
            spec,
            profile: s.profiles.iter().find(|p| p.table == name),
            nouns: TableNouns::of(table, spec),
            rows_zh: if han {
                Vec::new()
            } else {
                rows_in_chinese(table)
            },
            name,
        }
    }
}

/// One column's name, read once for every rule naming it: its words, also
/// lower-cased as spelled (split_identifier), its last word and whether
/// that is a unit (duration_minutes).
struct ColumnWords<'a> {
    col: &'a Column,
    cref: ColumnRef,
    target: Target,
    words: Vec<String>,
    lower_words: Vec<String>,
    last_word: String,
    ends_in_unit: bool,
}

impl<'a> ColumnWords<'a> {
    fn of(t: &TableScope, col: &'a Column) -> ColumnWords<'a> {
        let lower_words = split_identifier(&col.name);
        let last_word = lower_words.last().cloned().unwrap_or_default();
        let ends_in_unit = chatdb_knowledge::text::is_unit_word(&last_word)
            || crate::units::m_is_metres(&lower_words)
            || crate::units::letter_is_degrees(&lower_words)
            || crate::units::min_is_minutes(
                &lower_words,
                t.table.columns.iter().map(|c| c.name.as_str()),
            );
        let cref = ColumnRef::new(&t.name, &col.name);
        ColumnWords {
            col,
            target: Target::Column(cref.clone()),
            cref,
            words: name_words(&col.name),
            lower_words,
            last_word,
            ends_in_unit,
        }
    }
}

impl Lexicon {
    /// The lexicon of the given tables (all of the schema when `tables` is
    /// empty), with their semantic-layer names and profiled values (an age
    /// is reckoned in `this_year`).
    pub fn build(
        schema: &Schema,
        profiles: &[TableProfile],
        semantic: Option<&SemanticLayer>,
        tables: &[String],
        this_year: i32,
    ) -> Lexicon {
        let s = Scope {
            schema,
            profiles,
            semantic,
            tables,
            this_year,
            names: SchemaNames::of(schema),
            a_rating_named: schema.tables.iter().any(|t| {
                t.columns
                    .iter()
                    .any(|c| name_words(&c.name).contains(&stem("rating")))
            }),
        };
        let mut lex = Lexicon::default();
        // The Chinese words of the head word of each multi-word English
        // column name, and the column (型号 of meter_model).
        // (With the Chinese words of its table's rows, which may say it
        // before: 会员类型 of members.membership_type.)
        let mut chinese_heads: Vec<(String, Target, Vec<String>)> = Vec::new();
        for table in &schema.tables {
            if !s.in_scope(&table.qualified_name()) {
                continue;
            }
            let t = TableScope::of(&s, table);
            lex.name_the_table(&s, &t);
            lex.name_by_the_head_of_its_names(&t);
            lex.name_the_goods_sold(&t);
            for col in &table.columns {
                let c = ColumnWords::of(&t, col);
                lex.add(&col.name.replace('_', " "), c.target.clone(), 4);
                lex.add_words(c.words.clone(), c.target.clone(), 4);
                lex.name_by_what_is_measured(&s, &t, &c);
                lex.name_by_the_participle(&c);
                lex.name_owing_by_the_day_paid(&s, &t, &c);
                lex.name_by_the_head(&s, &t, &c, &mut chinese_heads);
                lex.name_by_shorter_forms(&s, &c);
                lex.name_by_another_kind_word(&t, &c);
                lex.name_by_the_event(&s, &t, &c);
                lex.name_in_chinese(&t, &c);
                lex.name_by_the_semantic_layer(&t, &c);
                lex.name_by_the_state_and_comment(&s, &t, &c);
                lex.name_by_the_stored_values(&t, &c);
            }
            lex.name_what_rows_amount_to(&s, &t);
        }
        lex.name_by_the_semantic_metrics(&s);
        lex.name_by_the_chinese_heads(&chinese_heads);
        let in_scope = |t: &str| s.in_scope(t);
        lex.name_the_revenue(schema, profiles, &in_scope);
        lex.name_the_output(schema, profiles, &in_scope);
        lex.name_states_by_their_verbs_noun(schema, profiles, &in_scope);
        lex.name_the_pay(schema, &in_scope);
        lex.name_the_spend(schema, profiles, &in_scope);
        lex.name_the_order_value(schema, profiles, &in_scope);
        lex.name_prices_and_types(schema, &in_scope);
        lex.name_kinds_by_their_noun(schema, &s.names, &in_scope);
        lex.note_what_the_tables_are(&s);
        lex.name_the_users(schema, &in_scope);
        lex.name_the_birth_dates(schema, &in_scope);
        lex.rows_verb_said_as_a_participle(schema, &in_scope);
        lex
    }

    /// What the tables in scope are: the one keeping people, the stored
    /// names of each, those keeping kinds, the dated ones, the one of orders.
    fn note_what_the_tables_are(&mut self, s: &Scope) {
        let scoped: Vec<&Table> = s
            .schema
            .tables
            .iter()
            .filter(|t| s.in_scope(&t.qualified_name()))
            .collect();
        self.people = crate::derived::the_people_table(&scoped)
            .map(|one| Target::Table(one.qualified_name()));
        self.names_of_rows = scoped
            .iter()
            .filter_map(|t| {
                let label = t.label_column()?;
                let profile = s.profiles.iter().find(|p| p.table == t.qualified_name())?;
                let names = profile
                    .column(label)?
                    .known_values()
                    .filter_map(|v| match v {
                        Value::Text(v) => Some(v.to_lowercase()),
                        _ => None,
                    })
                    .collect();
                Some((Target::Table(t.qualified_name()), names))
            })
            .collect();
        self.kept_in_kinds = scoped
            .iter()
            .filter(|t| t.columns.iter().any(|c| names_a_kind(&c.name)))
            .map(|t| Target::Table(t.qualified_name()))
            .collect();
        let dated: Vec<&&Table> = scoped
            .iter()
            .filter(|t| crate::derived::keeps_a_date(t))
            .collect();
        // (Else the one whose rows are each a sale at a price: the jobs of
        // a moving company, with the price each was done for.)
        let taking: Vec<&&Table> = dated
            .iter()
            .copied()
            .filter(|t| t.columns.iter().any(crate::derived::keeps_money_taken))
            .collect();
        let selling = if taking.is_empty() {
            dated
                .iter()
                .copied()
                .filter(|t| crate::derived::price_of_one_sale(s.schema, t).is_some())
                .collect()
        } else {
            taking
        };
        self.orders = match selling.as_slice() {
            [one] => Some(Target::Table(one.qualified_name())),
            _ => None,
        };
        let charge_nouns: Vec<String> = ["bill", "invoice", "fee", "charge", "statement"]
            .iter()
            .map(|n| stem(n))
            .collect();
        let mut charges = scoped.iter().filter(|t| {
            name_words(&t.name).iter().any(|w| charge_nouns.contains(w))
                && t.columns.iter().any(crate::derived::keeps_money_taken)
        });
        self.charges = match (charges.next(), charges.next()) {
            (Some(one), None) => Some(Target::Table(one.qualified_name())),
            _ => None,
        };
        self.dated = dated
            .iter()
            .map(|t| Target::Table(t.qualified_name()))
            .collect();
        self.refers = scoped
            .iter()
            .flat_map(|t| {
                t.foreign_keys.iter().filter_map(|fk| {
                    let to = scoped
                        .iter()
                        .find(|o| o.qualified_name().eq_ignore_ascii_case(&fk.ref_table))?;
                    Some((
                        Target::Table(t.qualified_name()),
                        Target::Table(to.qualified_name()),
                    ))
                })
            })
            .collect();
    }

    /// A table's own names: its name and words, its label's and key's, its
    /// Chinese words, its nouns and verbs, its semantic names and comment.
    fn name_the_table(&mut self, s: &Scope, t: &TableScope) {
        let schema = s.schema;
        let schema_names = &s.names;
        let table = t.table;
        let tname = t.name.clone();
        let ttarget = &t.target;
        let table_words = &t.words;
        let han = t.han;
        let spec = t.spec;
        self.add(&table.name.replace('_', " "), ttarget.clone(), 3);
        self.add_words(table_words.clone(), ttarget.clone(), 3);
        // `shows`, `lists`: a table named by a noun whose verb is the
        // language of requests ("show me …") is named by its plural —
        // "the most shows" — or after a determiner ("per show"), never
        // by the bare verb.
        if let [noun] = table_words.as_slice() {
            if is_stopword(noun) && noun.chars().all(|c| c.is_ascii_alphabetic()) {
                self.phrases.push(Phrase {
                    words: vec![noun.clone()],
                    han: false,
                    target: ttarget.clone(),
                    weight: 3,
                    said: Said::AsRequestNoun,
                });
            }
        }
        // 打车APP名称, "continent name": the table's label column, and
        // "continent id" its key, whatever they are called (Continent,
        // ContId).
        if let Some(label) = table.label_column() {
            let target = Target::Column(ColumnRef::new(&tname, label));
            if han {
                for suffix in ["名", "名称", "的名称", "的名字"] {
                    self.add(&format!("{}{suffix}", table.name), target.clone(), 5);
                }
            } else {
                self.add_words(
                    [table_words.clone(), vec!["name".into()]].concat(),
                    target,
                    5,
                );
            }
        }
        // 书 of 图书, 店 of 门店: a Chinese table name's last character
        // is its head, by which a lone noun character names it (as an
        // English name's Chinese words' heads do, below).
        if han {
            self.add_heads(&table.name, ttarget);
        }
        // 歌手 for `singer`: an English name said in Chinese, below its
        // own names (a dictionary word has other senses); 歌手名字 its
        // label.
        if !han {
            let label = table.label_column();
            // (Not a word ending in 额, an amount — 油的销售额 of
            // `fuel_sales`: the sales' money, not their rows.)
            for zh in english_in_chinese(&table.name, 18)
                .into_iter()
                .chain(
                    generic_free(&table.name)
                        .filter(|_| !nouns_its_parent(schema, table))
                        .into_iter()
                        .flat_map(|n| english_in_chinese(&n, 18)),
                )
                .filter(|zh| !zh.ends_with('额'))
            {
                self.add(&zh, ttarget.clone(), 2);
                self.add_heads(&zh, ttarget);
                if let Some(label) = label {
                    let target = Target::Column(ColumnRef::new(&tname, label));
                    for suffix in ["名", "名字", "名称", "的名字", "的名称"] {
                        self.add(&format!("{zh}{suffix}"), target.clone(), 2);
                    }
                }
            }
            // (A name that is one noun, without a generic ending:
            // model_list is "model"; Has_Pet is not "pet", the pets are.)
            let noun = generic_free(&table.name).unwrap_or_else(|| table.name.clone());
            if let [one] = split_identifier(&noun).as_slice() {
                for zh in chatdb_knowledge::bilingual::kinds_of(one) {
                    self.kinds.push((zh, ttarget.clone()));
                }
                for zh in chatdb_knowledge::bilingual::words_said_alike(one) {
                    self.alike.push((zh, ttarget.clone()));
                }
                // (牛 of `cows`, a countable noun of one character the
                // words of two or more lack: a head a lone noun names.)
                for zh in chatdb_knowledge::bilingual::one_character_nouns(one) {
                    if let Some(head) = zh.chars().next() {
                        self.heads.push((head, ttarget.clone(), zh.to_string()));
                    }
                }
            }
        }
        // 蛋 of `egg_records` keeping `eggs`: the records are of the eggs
        // their column counts.
        if let Some(noun) = generic_free(&table.name).filter(|_| !han) {
            let counts_it = table.columns.iter().find(|c| {
                c.logical_type.is_numeric()
                    && !table.is_key(&c.name)
                    && matches!(split_identifier(&c.name).as_slice(), [one] if stem(one) == stem(&noun))
            });
            if let Some(c) = counts_it {
                let column = Target::Column(ColumnRef::new(&tname, &c.name));
                self.counted_in_a_column.push((ttarget.clone(), column));
            }
        }
        // 停车 for `parking_sessions`: a name begun by a gerund keeps
        // that verb's events, said in Chinese by the verb — above a
        // table whose noun the dictionary also glosses so (`car_parks`).
        if !han {
            for zh in gerund_said_in_chinese(&table.name) {
                self.add(&zh, ttarget.clone(), 3);
            }
            // 今年演了多少场 of `performances`: so are rows named by a
            // noun made of a verb.
            for zh in chinese_verbs_of_its_noun(&table.name) {
                self.add(&zh, ttarget.clone(), 2);
            }
        }
        if let (false, [key]) = (han, table.primary_key.as_slice()) {
            let target = Target::Column(ColumnRef::new(&tname, key));
            self.add_words([table_words.clone(), vec!["id".into()]].concat(), target, 5);
        }
        // "cars never rented", "the most rented model": a noun made of
        // its verb with -al (rental, arrival, renewal) has its rows
        // named by the verb, as orders by "ordered".
        if let Some(verb) = (!han).then(|| verb_of_al_noun(&table.name)).flatten() {
            self.add_words(vec![verb], ttarget.clone(), 2);
        }
        // "the most prescribed drug", "plans subscribed to": so is a
        // noun made with -ion (prescription, subscription, donation,
        // inspection) — where no table is that verb's noun already.
        if !han {
            for verb in verbs_of_ion_noun(&table.name) {
                let taken = schema.tables.iter().any(|t| {
                    split_identifier(&t.name)
                        .last()
                        .is_some_and(|w| stem(&w.to_lowercase()) == verb)
                });
                if !taken {
                    self.add_words(vec![verb], ttarget.clone(), 2);
                }
            }
        }
        // "openings" of job_openings, "items" of order_items: the head
        // noun of a compound names it alone — as that noun, not
        // another word of its stem ("open").
        if !han {
            self.add_head_noun(schema_names, table, table_words, ttarget);
            self.name_the_time_an_event_takes(table, table_words);
            self.name_rows_by_what_is_sized(schema_names, table, ttarget);
        }
        // cars_data, car_info, model_list: the noun alone names the table;
        // so does it in Ref_Template_Types, tbl_orders, dim_customer.
        if let Some((last, noun)) = table_words.split_last() {
            if !noun.is_empty()
                && GENERIC_TABLE_SUFFIXES.contains(&last.as_str())
                && !nouns_its_parent(schema, table)
            {
                self.add_words(noun.to_vec(), ttarget.clone(), 2);
            }
            // ("requests per month" of repair_requests: a suffix that is
            // a noun of things kept — not of the table itself, data or
            // a list — still names the one table it ends.)
            let things_kept = matches!(last.as_str(), "request" | "record");
            let the_one = schema_names
                .table_heads
                .iter()
                .filter(|(_, h)| h == last)
                .count()
                == 1;
            if !noun.is_empty() && things_kept && the_one {
                self.add_words(vec![last.clone()], ttarget.clone(), 2);
            }
        }
        if let Some((first, noun)) = table_words.split_first() {
            if !noun.is_empty() && GENERIC_TABLE_PREFIXES.contains(&first.as_str()) {
                self.add_words(noun.to_vec(), ttarget.clone(), 3);
            }
        }
        if let Some(spec) = spec {
            for s in spec.display_name.iter().chain(spec.synonyms.iter()) {
                self.add(s, ttarget.clone(), 3);
                // 门店名称, 门店的名称: a Chinese name of the table with
                // 名称 is its label, as for a table named in Chinese.
                if let (Some(label), true) = (table.label_column(), s.chars().all(is_han)) {
                    let target = Target::Column(ColumnRef::new(&tname, label));
                    for suffix in ["名称", "的名称", "的名字"] {
                        self.add(&format!("{s}{suffix}"), target.clone(), 3);
                    }
                }
            }
        }
        if let Some(c) = &table.comment {
            if c.chars().count() <= 12 {
                self.add(c, ttarget.clone(), 1);
            }
        }
    }

    /// A column named by what it measures: its unit, a kind of its noun, an
    /// age, a phone line, time lasting, stars, things counted.
    fn name_by_what_is_measured(&mut self, s: &Scope, t: &TableScope, c: &ColumnWords) {
        let a_rating_named = s.a_rating_named;
        let table = t.table;
        let han = t.han;
        let col = c.col;
        let ctarget = &c.target;
        let words = &c.words;
        let lower_words = &c.lower_words;
        let last_word = &c.last_word;
        let ends_in_unit = c.ends_in_unit;
        // ("energy generated" of `kwh`: a column named by its unit
        // of energy alone is said by what that unit measures.)
        if col.logical_type.is_numeric()
            && lower_words.len() == 1
            && crate::derived::names_energy(&col.name)
        {
            self.add_words(vec![stem("energy")], ctarget.clone(), 2);
            self.add("电量", ctarget.clone(), 2);
        }
        // (用量 of `kwh_used`, `water_usage`: what was used up is its
        // usage — and energy used 用电量, the electricity used.)
        if col.logical_type.is_numeric() && crate::derived::names_consumption(&col.name) {
            self.add("用量", ctarget.clone(), 2);
            if crate::derived::names_energy(&col.name) {
                self.add("用电量", ctarget.clone(), 2);
                self.add("耗电量", ctarget.clone(), 2);
            }
        }
        // "the most valuable artwork" of insured_value: a number is
        // said by the adjective of its noun in -able.
        if !han && col.logical_type.is_numeric() && !table.is_key(&col.name) {
            // (Unless the stemmer takes it to the noun: amountable.)
            let adjective = chatdb_knowledge::text::adjective_of_a_noun(last_word)
                .map(|a| stem(&a))
                .filter(|a| *a != stem(last_word));
            if let Some(adjective) = adjective {
                self.add_words(vec![adjective], ctarget.clone(), 2);
            }
        }
        // "total sales" of an item's `sale_price`, "refunds by month" of a
        // `refund_amount`: a number named by a noun of money flowing and
        // what one of them came to (its price, amount, value or total) is
        // said by that noun alone, as rows of money are (`sales`).
        if let [flow, what] = lower_words.as_slice() {
            let came_to = ["price", "amount", "value", "total"].contains(&what.as_str());
            if !han
                && came_to
                && col.logical_type.is_numeric()
                && !table.is_key(&col.name)
                && MONEY_NOUNS.contains(&stem(flow).as_str())
            {
                self.add_words(vec![stem(flow)], ctarget.clone(), 2);
            }
        }
        // 每种卡 of `card_type`: a text column naming the kind of one
        // noun is said by that noun's Chinese of one character, as a
        // table named by the noun is — a guess. (Not where a table is
        // named by the noun: 车 of `cars` beside their `car_class`.)
        if let [noun, kind] = lower_words.as_slice() {
            let a_kind = ["type", "kind", "category", "class", "tier"].contains(&kind.as_str());
            let a_table = s
                .names
                .table_heads
                .iter()
                .any(|(_, head)| *head == stem(noun));
            if !han && a_kind && !a_table && col.logical_type == LogicalType::Text {
                for zh in chatdb_knowledge::bilingual::one_character_nouns(noun) {
                    if let Some(head) = zh.chars().next() {
                        self.heads.push((head, ctarget.clone(), zh.to_string()));
                    }
                }
            }
        }
        // (车费 and 票价 are kinds of a fare, 售价 of a price: a
        // number column named by one noun is guessed by its kinds,
        // as a table is.)
        // (And by one noun after the word saying which: 配送费 of
        // `delivery_fee`, a kind of fee; and by one noun before the unit
        // it is kept in: 体重, a kind of weight, of `weight_kg`.)
        let noun = match lower_words.as_slice() {
            [one] => Some(one),
            [noun, _] if ends_in_unit => Some(noun),
            [_, noun] => Some(noun),
            _ => None,
        };
        if let Some(noun) = noun {
            if !han && col.logical_type.is_numeric() && !table.is_key(&col.name) {
                for zh in chatdb_knowledge::bilingual::kinds_of(noun) {
                    self.kinds.push((zh, ctarget.clone()));
                }
            }
        }
        // "and how old are they": "how old" asks the value an age
        // column keeps (age, pet_age), as "what age" does.
        if words.last().is_some_and(|w| *w == stem("age")) && col.logical_type.is_numeric() {
            self.phrases.push(Phrase {
                words: vec![stem("how"), stem("old")],
                han: false,
                target: ctarget.clone(),
                weight: 2,
                said: Said::Any,
            });
        }
        // "phone number", 电话号码: a column naming a line one
        // reaches by its number (phone, mobile, fax) is also said
        // with "number".
        const DIALLED: &[&str] = &["phone", "telephone", "mobile", "fax", "cellphone"];
        let dialled = words
            .last()
            .is_some_and(|w| DIALLED.iter().any(|d| stem(d) == *w));
        if !han && dialled && !table.is_key(&col.name) && !col.logical_type.is_numeric() {
            self.add_words(
                [words.clone(), vec![stem("number")]].concat(),
                ctarget.clone(),
                4,
            );
            for zh in english_in_chinese(last_word, 6) {
                self.add(&format!("{zh}号码"), ctarget.clone(), 3);
            }
        }
        // "average track length", "how long are the calls", 时长: time
        // spent, kept in a unit of time (duration_sec, minutes), is
        // asked as a length, a duration.
        if col.logical_type.is_numeric()
            && !table.is_key(&col.name)
            && (crate::units::kept_in_a_unit_of_time(lower_words)
                || crate::derived::names_time_spent(&col.name))
            && !words.contains(&stem("length"))
        {
            self.add_words(vec![stem("length")], ctarget.clone(), 1);
            self.add("时长", ctarget.clone(), 1);
            self.phrases.push(Phrase {
                words: vec![stem("how"), stem("long")],
                han: false,
                target: ctarget.clone(),
                weight: 2,
                said: Said::Any,
            });
        }
        // 延误时间, 延误时长 of delay_min: the Chinese of what lasts
        // and "time" — one phrase, over the delayed flights' status
        // and a date called a time. (Of a name of one word and a
        // unit of time, min included.)
        // ("reading time", "time spent reading" of seconds_read,
        // the unit first: what is done in that time is the other
        // word, its gerund's stem said with "time".)
        let of_time = |unit: &str| {
            crate::units::unit_kept(unit)
                .is_some_and(|(kind, _)| kind == crate::units::UnitKind::Time)
        };
        let what_lasts = match lower_words.as_slice() {
            [what, unit] if of_time(unit) => Some(what),
            [unit, what] if of_time(unit) && !of_time(what) => Some(what),
            _ => None,
        };
        if let Some(what) =
            what_lasts.filter(|_| !han && col.logical_type.is_numeric() && !table.is_key(&col.name))
        {
            for zh in english_in_chinese(what, 6) {
                for said in [format!("{zh}时间"), format!("{zh}时长")] {
                    self.add(&said, ctarget.clone(), 3);
                }
            }
            let (what, time) = (stem(what), stem("time"));
            self.add_words(vec![what.clone(), time.clone()], ctarget.clone(), 3);
            self.add_words(vec![time, stem("spent"), what], ctarget.clone(), 3);
        }
        // "how many minutes did they play" of duration_min: a unit its
        // name abbreviates is said in full — where no other number of the
        // table is kept in that unit.
        let unit = lower_words.last().filter(|_| {
            !han && lower_words.len() >= 2
                && col.logical_type.is_numeric()
                && !table.is_key(&col.name)
        });
        if let Some(unit) = unit {
            let alone = !table.columns.iter().any(|o| {
                o.name != col.name
                    && o.logical_type.is_numeric()
                    && split_identifier(&o.name)
                        .last()
                        .map(|w| w.to_lowercase())
                        .as_deref()
                        == Some(unit.as_str())
            });
            for said in crate::units::spelled_out(unit).iter().filter(|_| alone) {
                self.phrases.push(Phrase {
                    words: vec![stem(said)],
                    han: false,
                    target: ctarget.clone(),
                    weight: 1,
                    said: Said::NotAfterANumber,
                });
            }
        }
        // "how many kg" of `weight_kg`: the unit a number is kept in, said
        // by its abbreviation, names it — where no other number of the
        // table is kept in that unit (not right after a number: "500 kg"
        // is a value's unit). (Not 多少公斤 in Chinese: 平均每次加油多少升
        // then lost its average, and a verb before it — 回收了多少公斤 —
        // was read as another amount; `coverage.rs` covers the unit asked
        // of an amount measured.)
        // (`price_per_kg` is a rate, kept in no unit.)
        if col.logical_type.is_numeric() && !table.is_key(&col.name) {
            let kept = crate::units::unit_kept_by(lower_words);
            let alone = kept.is_some()
                && !table.columns.iter().any(|o| {
                    o.name != col.name
                        && o.logical_type.is_numeric()
                        && crate::units::unit_kept_by(&split_identifier(&o.name)) == kept
                });
            let abbreviation = lower_words
                .last()
                .map(|w| stem(w))
                .filter(|w| alone && crate::units::unit_of_word(w) == kept);
            if let Some(word) = abbreviation {
                self.phrases.push(Phrase {
                    words: vec![word],
                    han: false,
                    target: ctarget.clone(),
                    weight: 2,
                    said: Said::NotAfterANumber,
                });
            }
        }
        // "1 star reviews": a rating is counted in stars; and stars
        // are a rating ("average rating", "highest rated" of a
        // `stars` column, 评分) where no column is named a rating.
        if col.logical_type.is_numeric() && !table.is_key(&col.name) {
            if words.iter().any(|w| *w == stem("rating")) {
                self.add_words(vec![stem("star")], ctarget.clone(), 2);
            }
            if words.last().is_some_and(|w| *w == stem("stars")) && !a_rating_named {
                self.add_words(vec![stem("rating")], ctarget.clone(), 2);
                for zh in english_in_chinese("rating", 6) {
                    self.add(&zh, ctarget.clone(), 2);
                }
            }
        }
        // "the most cited paper": a count named by the noun a verb
        // makes with -ion (citations, nominations, donations) is
        // said by that verb, as views by "viewed".
        if !han && crate::derived::names_things_counted(col) {
            for verb in verbs_of_ion_noun(&col.name) {
                self.add_words(vec![verb], ctarget.clone(), 2);
            }
        }
    }

    /// A column said by its participle: a phrasal verb, undone, a synonym,
    /// the things a gerund names.
    fn name_by_the_participle(&mut self, c: &ColumnWords) {
        let col = c.col;
        let ctarget = &c.target;
        let words = &c.words;
        // signup_date is asked as "signed up": a verb and its
        // particle written as one word are said as two.
        for (verb, particle) in words.iter().filter_map(|w| phrasal_compound(w)) {
            self.add_words(vec![stem(verb), particle.to_string()], ctarget.clone(), 2);
        }
        // "unsold properties" of sold_on, "unpaid" of paid_at: the
        // participle naming an event's date, said undone (read as
        // no date yet, `parse::missing`); "unassigned devices" of
        // assigned_to: so is a nullable reference's (no one yet).
        let dated = english_event_participle(&col.name)
            .map(|(p, _)| p)
            .filter(|_| col.logical_type.is_temporal());
        let given = reference_participle(&col.name).filter(|_| col.nullable);
        if let Some(participle) = dated.or(given).filter(|p| !p.starts_with("un")) {
            self.add_words(vec![stem(&format!("un{participle}"))], ctarget.clone(), 2);
        }
        // "bought" of purchased_on, "purchased" of bought_at:
        // buying and purchasing are one act.
        if let Some((participle, _)) =
            english_event_participle(&col.name).filter(|_| col.logical_type.is_temporal())
        {
            let other = match participle.as_str() {
                "purchased" => Some("bought"),
                "bought" => Some("purchased"),
                _ => None,
            };
            if let Some(other) = other {
                self.add_words(vec![stem(other)], ctarget.clone(), 2);
            }
        }
        // "openings" are things, not the day opened_on keeps: a
        // date named by a participle is not said by the gerund of
        // its verb, unless a time word follows ("opening date").
        if let Some((_, verb)) = english_event_participle(&col.name)
            .filter(|(p, _)| col.logical_type.is_temporal() && !p.ends_with("ing"))
        {
            // (Where the verb is also the rows' own noun, only its
            // participle: `rows_verb_said_as_a_participle`.)
            for p in self.phrases.iter_mut() {
                if p.target == *ctarget && p.words == [verb.clone()] {
                    p.said = Said::NotAsGerund;
                }
            }
            self.add_words(vec![verb, stem("date")], ctarget.clone(), 4);
        }
    }

    /// 欠费的账单, 拖欠的发票: of rows keeping the day they were paid
    /// (`paid_on`, that may be empty) and no amount paid beside an amount
    /// due (where what is owed is their difference,
    /// `derived::balances_owed`), owing is not paid yet — the day paid
    /// said undone (`parse::missing`).
    fn name_owing_by_the_day_paid(&mut self, s: &Scope, t: &TableScope, c: &ColumnWords) {
        let paid = english_event_participle(&c.col.name).is_some_and(|(p, _)| p == "paid");
        if !paid || !c.col.logical_type.is_temporal() || !c.col.nullable {
            return;
        }
        let amounts = crate::derived::amount_columns(t.table, s.profiles);
        if crate::derived::due_and_paid(&amounts).is_some() {
            return;
        }
        for owing in crate::derived::OWING_ZH {
            if !self.names(owing) {
                self.add(owing, c.target.clone(), 2);
            }
        }
    }

    /// A column said by its head word or by the parts of its name: a role,
    /// a code, an agent, a reference to another table.
    fn name_by_the_head(
        &mut self,
        s: &Scope,
        t: &TableScope,
        c: &ColumnWords,
        chinese_heads: &mut Vec<(String, Target, Vec<String>)>,
    ) {
        let schema = s.schema;
        let schema_names = &s.names;
        let table = t.table;
        let ttarget = &t.target;
        let han = t.han;
        let table_zh = &t.rows_zh;
        let col = c.col;
        let ctarget = &c.target;
        let words = &c.words;
        let lower_words = &c.lower_words;
        let last_word = &c.last_word;
        let ends_in_unit = c.ends_in_unit;
        // "singer name" for singer.name.
        // The head word of a multi-word name ("age" of pet_age), weakly.
        // "the ids of students": a key's head word is its table's id.
        let own_key = table.primary_key.len() == 1 && table.primary_key[0] == col.name;
        let NameHead {
            at: head_at,
            participle,
            noun_before_participle,
        } = NameHead::of(words, lower_words, col.logical_type.is_numeric());
        let head = words.get(head_at);
        let head_spelled = lower_words
            .get(head_at)
            .filter(|_| lower_words.len() == words.len())
            .unwrap_or(last_word);
        if words.len() > 1 {
            if let Some(head) = head {
                // (Three letters, or two Chinese characters: 数 of
                // 覆盖城市数 names nothing.)
                let long_enough = if head.is_ascii() {
                    head.len() > 2
                } else {
                    head.chars().count() >= 2
                };
                if (long_enough || own_key && head == "id") && !is_stopword(head) {
                    self.add_words(vec![head.clone()], ctarget.clone(), 1);
                    // (And its Chinese, 型号 of meter_model, kept
                    // below where one column in scope has it — not
                    // a unit's: 分钟 of duration_minutes is said of
                    // a number.)
                    if head.is_ascii() && head.len() > 2 && !own_key && !ends_in_unit {
                        // (And qty_planned's 计划: the participle's
                        // Chinese says it too — unless its verb names
                        // rows, 播放 of seconds_played the plays.)
                        let verb_names_rows = || {
                            schema_names
                                .table_heads
                                .iter()
                                .any(|(_, h)| words.last() == Some(h))
                        };
                        let noun = (!participle || noun_before_participle).then_some(head_spelled);
                        let verb = (participle && !verb_names_rows()).then_some(last_word);
                        for said in noun.into_iter().chain(verb) {
                            for zh in english_in_chinese(said, 6) {
                                chinese_heads.push((zh, ctarget.clone(), table_zh.clone()));
                            }
                        }
                    }
                }
            }
        }
        // "top destinations" of destination_city, "origin" of
        // origin_country: a kind of place ending a name of two words
        // says how the place is kept; its first word names the
        // place's role alone, weakly.
        if let [role, place] = words.as_slice() {
            let a_place = PLACE_KINDS.iter().any(|k| stem(k) == *place);
            if a_place && role.is_ascii() && role.len() > 3 && !is_stopword(role) {
                self.add_words(vec![role.clone()], ctarget.clone(), 1);
            }
        }
        // city_code is asked as "city" (城市), dept_no as "dept",
        // student_count as "students": a code or count ending a name
        // says how the thing is kept, not what it is (and so does
        // "number of" starting one: Num_of_Staff). (Not a key, nor a
        // noun that names a table: customer_id names a customer, a
        // row of customers.)
        // (Read on the identifier's own words: `of` is a stopword
        // that name_words drops.)
        let counted_after = match lower_words.as_slice() {
            [num, of, rest @ ..] if matches!(num.as_str(), "num" | "number") && of == "of" => {
                Some(rest.iter().map(|w| stem(w)).collect::<Vec<_>>())
            }
            _ => None,
        };
        if let Some(rest) = counted_after.filter(|r| !r.is_empty()) {
            if !table.is_key(&col.name) && rest.iter().all(|w| w.is_ascii()) {
                // (员工人数, 员工数 for Num_of_Staff, as in English.)
                for zh in english_in_chinese(&rest.join("_"), 18) {
                    for counted in ["人数", "数量", "数"] {
                        self.add(&format!("{zh}{counted}"), ctarget.clone(), 3);
                    }
                    self.add(&zh, ctarget.clone(), 2);
                }
                self.add_words(rest, ctarget.clone(), 2);
            }
        }
        // Directed_by is asked as "director" (导演): the one who did
        // what a participle and "by" name is its agent noun, the
        // verb with -or or -er (directed → director, produced →
        // producer; irregular ones such as written are not formed).
        if let [done, by] = lower_words.as_slice() {
            if by == "by" && done.len() > 4 && done.ends_with("ed") {
                let verb = &done[..done.len() - 2];
                let verb_e = &done[..done.len() - 1];
                for agent in [format!("{verb}or"), format!("{verb_e}r")] {
                    self.add_words(vec![stem(&agent)], ctarget.clone(), 2);
                    for zh in english_in_chinese(&agent, 18) {
                        self.add(&zh, ctarget.clone(), 2);
                    }
                }
            }
        }
        if let [said @ .., last] = words.as_slice() {
            let names_a_table = || {
                schema.tables.iter().any(|t| {
                    let tw = name_words(&t.name);
                    tw == said || generic_free(&t.name).is_some_and(|n| name_words(&n) == said)
                })
            };
            // (`customer_name` is asked as "customer", 客户, where
            // no table keeps the customers: "sales by customer".)
            let names_what_it_says = name_of_another_thing(&col.name, &table.name);
            // (stock_qty is asked as "stock": a quantity ending a
            // name says how much of the thing is kept.)
            let a_quantity = col.logical_type.is_numeric()
                && crate::derived::Flow::of_words(std::slice::from_ref(last))
                    == Some(crate::derived::Flow::Quantity);
            if !said.is_empty()
                && (CODE_SUFFIXES.contains(&last.as_str()) || names_what_it_says || a_quantity)
                && !table.is_key(&col.name)
                && said.iter().all(|w| w.is_ascii())
                && !names_a_table()
            {
                self.add_words(said.to_vec(), ctarget.clone(), 2);
                for zh in english_in_chinese(&all_but_last_word(&col.name), 18) {
                    self.add(&zh, ctarget.clone(), 2);
                }
            }
        }
        // "unresolved" for resolved_at: the event a nullable date
        // records, said undone (`parse::missing` reads it as not
        // yet happened).
        if let (true, true, Some(done)) = (
            col.logical_type.is_temporal(),
            col.nullable,
            split_identifier(&col.name)
                .first()
                .map(|w| w.to_lowercase())
                .filter(|w| w.ends_with("ed") && w.len() > 4),
        ) {
            self.add_words(vec![stem(&format!("un{done}"))], ctarget.clone(), 2);
        }
        // 今年入职的员工 for hire_date, 开始 for start_date: the
        // event a date column records is said in Chinese by its
        // verb alone, as "hired this year" is in English.
        // (Not where the word names a table — order_date: 订单 is
        // the orders, not their date.)
        // (signed_up_on: 注册, the Chinese of its phrasal verb,
        // written closed — `signup`.)
        if let [done, particle, last] = lower_words.as_slice() {
            if col.logical_type.is_temporal()
                && matches!(particle.as_str(), "up" | "out" | "off")
                && matches!(last.as_str(), "date" | "time" | "on" | "at" | "dt")
            {
                for verb in chatdb_knowledge::text::verb_forms(done) {
                    for zh in english_in_chinese(&format!("{verb}{particle}"), 6) {
                        self.add(&zh, ctarget.clone(), 2);
                    }
                }
            }
        }
        if let [said, last] = lower_words.as_slice() {
            // (ord_dt: an abbreviation is its word, `order`.)
            let event = &name_words(said).pop().unwrap_or_else(|| stem(said));
            let a_table = schema.tables.iter().any(|t| {
                name_words(&t.name).contains(event)
                    || generic_free(&t.name).is_some_and(|n| name_words(&n).contains(event))
            });
            // ("hires per year", "new hires", "signups this month":
            // the plural noun of the event a table's one date
            // records names its rows, each row one such event.)
            let one_date = table
                .columns
                .iter()
                .filter(|c| c.logical_type.is_temporal())
                .count()
                == 1;
            if col.logical_type.is_temporal()
                && one_date
                && matches!(last.as_str(), "date" | "on" | "at" | "dt")
                && said.chars().all(|c| c.is_ascii_lowercase())
                && !said.ends_with("ed")
                && !a_table
            {
                let forms = vec![format!("{said}s"), format!("{said}es")];
                self.phrases.push(Phrase {
                    words: vec![stem(said)],
                    han: false,
                    target: ttarget.clone(),
                    weight: 3,
                    said: Said::AsNoun(forms),
                });
            }
            if col.logical_type.is_temporal()
                && matches!(last.as_str(), "date" | "time" | "on" | "at" | "dt")
                && event.is_ascii()
                && !a_table
            {
                // (resolved_at: 解决, the verb of the participle;
                // sold_at: 卖, of sell.)
                // (Not a word naming the rows themselves: 发货 of
                // shipped_on is the shipments, whose date 哪天 asks; nor
                // one naming another table's: 游戏, a gloss of "play", of
                // played_on is the games played.)
                let verb = chatdb_knowledge::text::verb_of_irregular_participle(said);
                for zh in english_in_chinese(said, 6)
                    .into_iter()
                    .chain(verb.into_iter().flat_map(|v| english_in_chinese(v, 6)))
                    .filter(|zh| !table_zh.contains(zh) && !s.names.rows_zh.contains(zh))
                {
                    self.add(&zh, ctarget.clone(), 2);
                }
            }
        }
        // area_sqm is asked as "area", weight_kg as "weight", 延误 of
        // delay_min: a unit of measure ending a name is not said.
        if let [said @ .., _] = words.as_slice() {
            if !said.is_empty() && ends_in_unit {
                self.add_words(said.to_vec(), ctarget.clone(), 3);
                // ("wind speed" of wind_kmh: a unit of speed says the
                // number is a speed.)
                if lower_words
                    .last()
                    .is_some_and(|u| chatdb_knowledge::text::is_unit_of_speed(u))
                    && !said.contains(&stem("speed"))
                {
                    let speed = [said.to_vec(), vec![stem("speed")]].concat();
                    self.add_words(speed, ctarget.clone(), 3);
                }
                // ("max temperature" of temp_max_c: a name says which
                // value after the measure, English before it.)
                if let [measure @ .., which] = said {
                    if !measure.is_empty() && crate::units::is_qualifier(which) {
                        let english = [vec![which.clone()], measure.to_vec()].concat();
                        self.add_words(english, ctarget.clone(), 3);
                    }
                }
                if !han && !table.is_key(&col.name) {
                    for zh in english_in_chinese(&all_but_last_word(&col.name), 6) {
                        self.add(&zh, ctarget.clone(), 2);
                    }
                }
            }
        }
        // Cartoon.Channel refers to TV_Channel: a reference named by
        // the last words of the table it refers to says what those
        // rows are called — "channels", 频道 are TV channels (and a
        // question naming the cartoons still takes the column).
        // (accounts.sales_rep_id refers to employees: "sales rep"
        // names the employees in that role.)
        if let Some((referred, said)) = referred_by_its_noun(schema, table, &col.name, words)
            .or_else(|| named_by_its_role(schema, table, &col.name, words))
            .filter(|(referred, _)| s.in_scope(referred))
        {
            let target = Target::Table(referred);
            for zh in english_in_chinese(&said.join("_"), 18) {
                self.add(&zh, target.clone(), 2);
            }
            self.add_words(said, target, 3);
        }
        // template_type_code is asked as "type code".
        if words.len() >= 3 && words.iter().all(|w| w.is_ascii()) {
            self.add_words(words[words.len() - 2..].to_vec(), ctarget.clone(), 2);
        }
    }

    /// A column said by a shorter form of its Chinese name.
    fn name_by_shorter_forms(&mut self, s: &Scope, c: &ColumnWords) {
        let schema = s.schema;
        let col = c.col;
        let ctarget = &c.target;
        let words = &c.words;
        // 建交国家数量 is asked as 建交国家, 所属省份 as 省份.
        // (Not when the short name is a table's: 门店名称 → 门店.)
        if let Some(short) =
            chinese_short_name(&col.name).filter(|s| !schema.tables.iter().any(|t| t.name == *s))
        {
            // 建交国家数量 is also 建交国家数.
            if col.name.ends_with("数量") {
                self.add(&format!("{short}数"), ctarget.clone(), 3);
            }
            self.add(&short, ctarget.clone(), 2);
            // 省份 is also said 省.
            if let Some(one) = short.strip_suffix('份').filter(|o| o.chars().count() == 1) {
                if !is_time_name(&col.name) {
                    self.add(one, ctarget.clone(), 2);
                }
            }
        }
        // 场上位置 is also said 场上的位置, asked as 场上什么位置 /
        // 隶属什么机构, and 出品公司 is also 公司出品.
        if let [a, b] = words.as_slice() {
            let han = |w: &String| w.chars().count() >= 2 && w.chars().all(is_han);
            if han(a) && han(b) {
                for joined in [
                    format!("{a}的{b}"),
                    format!("{a}什么{b}"),
                    format!("{a}是什么{b}"),
                ] {
                    self.add(&joined, ctarget.clone(), 4);
                }
                self.add(&format!("{b}{a}"), ctarget.clone(), 2);
            }
        }
    }

    /// "vehicle type" of `vehicle_class`, "payment method" of `payment`:
    /// English names the kind of a thing by any of its words for a kind
    /// (type, kind, class, category, method, mode), and a text column
    /// named by the thing alone keeps such kinds.
    fn name_by_another_kind_word(&mut self, t: &TableScope, c: &ColumnWords) {
        const KIND_WORDS: &[&str] = &["type", "kind", "class", "category", "method", "mode"];
        if t.han || c.col.logical_type != LogicalType::Text || t.table.is_key(&c.col.name) {
            return;
        }
        let thing: &[String] = match c.words.as_slice() {
            [thing @ .., last]
                if !thing.is_empty() && KIND_WORDS.iter().any(|k| stem(k) == *last) =>
            {
                thing
            }
            [_] => c.words.as_slice(),
            _ => return,
        };
        for kind in KIND_WORDS {
            let said = [thing.to_vec(), vec![stem(kind)]].concat();
            if said != c.words {
                self.add_words(said, c.target.clone(), 2);
            }
        }
    }

    /// A column keeping when an event happened, said by the event's verb.
    fn name_by_the_event(&mut self, s: &Scope, t: &TableScope, c: &ColumnWords) {
        let table = t.table;
        let table_words = &t.words;
        let han = t.han;
        let table_zh = &t.rows_zh;
        let col = c.col;
        let ctarget = &c.target;
        let words = &c.words;
        let lower_words = &c.lower_words;
        // launch_date is said "launched", created_at "created": an
        // event's time is named by its verb, weakly — unless the
        // verb is the table's own noun (order_date of orders) or
        // another column starts with it.
        if let Some(verb) = english_event_verb(words) {
            let own_noun = table_words.iter().any(|w| stem(w) == verb);
            let shared = table.columns.iter().any(|o| {
                o.name != col.name && name_words(&o.name).first().is_some_and(|w| stem(w) == verb)
            });
            // (founded_year, a year kept as a number, is said
            // "founded" too.)
            let year = words.last().is_some_and(|w| w == "year")
                && matches!(col.logical_type, LogicalType::Integer);
            if (col.logical_type.is_temporal() || year) && !own_noun && !shared {
                self.add_words(vec![verb], ctarget.clone(), 1);
                // (And in Chinese: 建成 of built_year, as 成立 of
                // founded — a date's own name says it already.)
                if year {
                    let spelled = split_identifier(&col.name)
                        .first()
                        .map(|w| w.to_lowercase())
                        .unwrap_or_default();
                    for zh in chatdb_knowledge::bilingual::chinese_words(&spelled)
                        .into_iter()
                        .take(3)
                    {
                        self.add(zh, ctarget.clone(), 1);
                    }
                }
            }
        }
        // 取走 of picked_up_at, 完成 of finished_at: an event's time
        // is said in Chinese by its verb too, weakly — the verb's
        // three commonest words, none a word of the table's rows
        // (订单 of ordered_at is the orders themselves) nor of another
        // table's (游戏 of played_on is the games).
        if col.logical_type.is_temporal() && !han {
            for zh in chinese_verbs_of_an_event(lower_words)
                .into_iter()
                .filter(|zh| !table_zh.iter().any(|t| t == zh) && !s.names.rows_zh.contains(*zh))
            {
                self.add(zh, ctarget.clone(), 1);
            }
        }
        // 成立时间 is said 成立 ("founded before 1935") — unless
        // another column starts the same way (出品时间, 出品公司).
        if let Some(stem) = chinese_event_stem(&col.name) {
            let shared = table
                .columns
                .iter()
                .any(|o| o.name != col.name && o.name.starts_with(stem));
            if !shared {
                self.add(stem, ctarget.clone(), 1);
            }
            // 开播的时间 for 开播时间.
            let suffix = &col.name[stem.len()..];
            self.add(&format!("{stem}的{suffix}"), ctarget.clone(), 4);
        }
    }

    /// A column said in Chinese: its dictionary words, fees, rates, counts,
    /// the compounds its table's words make, years, a person's name.
    fn name_in_chinese(&mut self, t: &TableScope, c: &ColumnWords) {
        let table = t.table;
        let han = t.han;
        let table_zh = &t.rows_zh;
        let col = c.col;
        let ctarget = &c.target;
        let words = &c.words;
        let lower_words = &c.lower_words;
        // 年龄 for `age`, 歌曲名称 for `song_name`.
        for zh in english_in_chinese(&col.name, 18) {
            self.add(&zh, ctarget.clone(), 2);
            // 点击量, 访问次数: a column counting things (`clicks`)
            // is said by their word with 量 (how much of it) or
            // 次数 (how many times).
            if crate::derived::names_things_counted(col) {
                self.add(&format!("{zh}量"), ctarget.clone(), 2);
                self.add(&format!("{zh}次数"), ctarget.clone(), 2);
            }
        }
        // 运费 for `freight_charge`, 学费 for `tuition_fee`: a
        // Chinese word ending in 费 already says the fee, so the
        // first word's says a column named as its charge, fee or cost.
        // (And 借款 for `loan_amount`, 押金 for `deposit_amount`: a word
        // ending in 款, 金, 费, 资 or 税 is a sum of money already.)
        if let [first, fee] = split_identifier(&col.name).as_slice() {
            let said = stem(&fee.to_lowercase());
            let a_fee = ["charge", "fee", "cost"].iter().any(|w| stem(w) == said);
            let an_amount = said == stem("amount") || said == "amt";
            let money: &[char] = if a_fee {
                &['费']
            } else if an_amount {
                &['款', '金', '费', '资', '税']
            } else {
                &[]
            };
            if !money.is_empty() && (a_fee || col.logical_type.is_numeric()) {
                for zh in english_in_chinese(first, 6)
                    .into_iter()
                    .filter(|zh| zh.ends_with(money) && zh.chars().count() >= 2)
                {
                    self.add(&zh, ctarget.clone(), 2);
                }
            }
        }
        // 每小时收费 for `hourly_rate`, 每晚房价 for
        // `price_per_night`: a rate is said as what is paid after
        // "each" and its unit of time (not a series by the hour).
        if let Some((units, rest)) = crate::units::rate_named_by(lower_words)
            .filter(|_| !han && col.logical_type.is_numeric() && !table.is_key(&col.name))
        {
            let mut paid: Vec<String> = ["price", "fee", "cost", "rent"]
                .iter()
                .flat_map(|w| chatdb_knowledge::bilingual::chinese_words(w))
                .map(str::to_string)
                .collect();
            if !rest.is_empty() {
                paid.extend(english_in_chinese(&rest.join("_"), 6));
            }
            for unit in units {
                for each in ["每", "每个", "每一"] {
                    for said in &paid {
                        self.add(&format!("{each}{unit}{said}"), ctarget.clone(), 3);
                    }
                    // (平均每晚多少钱: how much money each unit of time costs.)
                    self.add(&format!("{each}{unit}多少钱"), ctarget.clone(), 3);
                }
            }
            // "price per night", "cost an hour" of `nightly_rate` or
            // `price_per_night`: what is paid said per its unit of time.
            if let Some((en, _, _)) = crate::units::PER_UNIT_OF_TIME
                .iter()
                .find(|(_, _, zh)| *zh == units)
            {
                for paid in ["price", "fee", "cost", "rate", "charge", "rent"] {
                    for per in ["per", "a", "an"] {
                        self.add(&format!("{paid} {per} {en}"), ctarget.clone(), 3);
                    }
                }
            }
            // 价格, 单价 for `price_per_kg`: the price of one unit is the
            // price said alone, and the unit price — where no other number
            // of the table is named by that noun (`price` beside it).
            if let [noun] = rest.as_slice() {
                let named_by_it = |o: &chatdb_core::Column| {
                    o.name != col.name
                        && o.logical_type.is_numeric()
                        && split_identifier(&o.name)
                            .iter()
                            .any(|w| w.eq_ignore_ascii_case(noun))
                };
                if ["price", "fee", "cost", "rent"].contains(noun)
                    && !table.columns.iter().any(named_by_it)
                {
                    let mut alone: Vec<&str> = chatdb_knowledge::bilingual::chinese_words(noun);
                    alone.extend(chatdb_knowledge::bilingual::phrase_words("unit", noun));
                    for said in alone {
                        self.add(said, ctarget.clone(), 2);
                    }
                }
            }
        }
        // 房间数 for `room_count` (座位数 for `zuowei_shu`, its
        // pinyin): a column named as a count of a noun is that
        // noun's Chinese with 数 or 数量.
        let spelled = &lower_words;
        let is_count_word = |w: &String| {
            matches!(
                w.to_lowercase().as_str(),
                "count" | "num" | "number" | "cnt" | "shu"
            )
        };
        if spelled.len() >= 2 && spelled.iter().any(is_count_word) {
            let noun: Vec<&str> = spelled
                .iter()
                .filter(|w| !is_count_word(w) && !w.eq_ignore_ascii_case("of"))
                .map(String::as_str)
                .collect();
            for zh in english_in_chinese(&noun.join("_"), 6) {
                self.add(&format!("{zh}数"), ctarget.clone(), 3);
                self.add(&format!("{zh}数量"), ctarget.clone(), 3);
            }
        }
        // 采购金额, 仓库的名称: a column said after the Chinese word
        // for its table's rows, as "purchase amount" is in English
        // (the table's words and the column's, above; 数量 too,
        // which alone is left to the cues as a count).
        // (A column's first word weighs most: 采购数量 is the
        // quantity's before the amount's, whose third word it is.)
        // (Not a word of questions, as `Average` is 平均 — but an
        // amount's 数量 or 金额 is the column's own noun.)
        // (Nor a flow's word for a column of the other flow:
        // 账单数量 is how many bills, not their `amount` of money,
        // though the dictionary glosses "amount" 数量 too.)
        let own_flow = Flow::of_name(&col.name);
        for (rank, cz) in chatdb_knowledge::bilingual::chinese_names(&col.name, 6)
            .into_iter()
            .filter(|zh| match Flow::of_text(zh) {
                Some(said) => own_flow.is_none_or(|own| own == said),
                None => !crate::cues::is_cue_word(zh) && !is_stopword(zh),
            })
            .enumerate()
        {
            let weight = if rank == 0 { 3 } else { 2 };
            // (订单数量 is how many orders: a document is counted.)
            let counted = |tz: &&String| cz == "数量" && super::names_a_document(tz);
            for tz in table_zh
                .iter()
                .filter(|tz| !cz.starts_with(tz.as_str()) && !counted(tz))
            {
                self.add(&format!("{tz}{cz}"), ctarget.clone(), weight);
                self.add(&format!("{tz}的{cz}"), ctarget.clone(), weight);
            }
        }
        self.name_money_by_its_verb(col, ctarget);
        self.name_time_by_its_verbs(col, ctarget);
        // 年份 is "year" (the dictionary glosses it otherwise): 年份
        // for `Year`, 发行年份 for `Song_release_year`.
        if let Some((_, said)) = words.split_last().filter(|(l, _)| *l == "year") {
            if said.is_empty() {
                self.add("年份", ctarget.clone(), 2);
            } else if said.iter().all(|w| w.is_ascii()) {
                let noun = all_but_last_word(&col.name);
                // (and by the word before "year" alone: 发行年份 for
                // Song_release_year, as people say it)
                let event = noun
                    .rsplit_once('_')
                    .map(|(_, e)| english_in_chinese(e, 6))
                    .unwrap_or_default();
                for zh in english_in_chinese(&noun, 18).into_iter().chain(event) {
                    self.add(&format!("{zh}年份"), ctarget.clone(), 2);
                    self.add(&format!("{zh}年"), ctarget.clone(), 2);
                }
            }
        }
        // 姓名 is a person's name: `name` or `full_name` of the
        // table said (the dictionary glosses it "full name" only).
        let lower = col.name.to_lowercase();
        if matches!(lower.as_str(), "name" | "full_name" | "fullname") {
            self.add("姓名", ctarget.clone(), 2);
        }
    }

    /// A column's names in the semantic layer (and a participle's noun).
    fn name_by_the_semantic_layer(&mut self, t: &TableScope, c: &ColumnWords) {
        let table_words = &t.words;
        let spec = t.spec;
        let col = c.col;
        let cref = &c.cref;
        let ctarget = &c.target;
        let words = &c.words;
        // ("accounts created" is the accounts that were, not their
        // created_at: a date named by a participle is no noun the
        // table's can qualify.)
        let participle = col.logical_type.is_temporal()
            && split_identifier(&col.name)
                .first()
                .is_some_and(|w| crate::question::is_past_participle(&w.to_lowercase()));
        if !participle {
            let mut qualified = table_words.clone();
            qualified.extend(words.iter().cloned());
            self.add_words(qualified, ctarget.clone(), 5);
        }
        let cspec = spec.and_then(|s| s.columns.get(&col.name));
        if let Some(cs) = cspec {
            for s in cs.synonyms.iter().chain(cs.description.iter()) {
                self.add(s, ctarget.clone(), 4);
            }
            for (stored, shown) in &cs.values {
                let v = Target::Value {
                    column: cref.clone(),
                    value: stored.clone(),
                };
                self.add(shown, v.clone(), 6);
                if let Some(bare) = perfective_bare(shown) {
                    self.add(bare, v.clone(), 5);
                }
                self.add(stored, v, 6);
            }
            let named: Vec<(&str, Vec<&str>)> = cs
                .values
                .iter()
                .map(|(stored, shown)| (stored.as_str(), vec![stored.as_str(), shown.as_str()]))
                .collect();
            if let Some(other) = offline_value(&named) {
                self.add_offline(cref, other);
            }
            self.add_sexes(cref, &named);
        }
    }

    /// A yes/no column by its states, an event by its Chinese stem, a column
    /// by its comment.
    fn name_by_the_state_and_comment(&mut self, s: &Scope, t: &TableScope, c: &ColumnWords) {
        let cspec = t.spec.and_then(|sp| sp.columns.get(&c.col.name));
        let schema = s.schema;
        let table = t.table;
        let spec = t.spec;
        let profile = t.profile;
        let col = c.col;
        let ctarget = &c.target;
        // 停售的商品: a yes/no column's state said ended.
        let column_profile = profile.and_then(|p| p.column(&col.name));
        if crate::derived::says_yes_or_no(col, column_profile) {
            let names = other_names(col, spec);
            let description = cspec.and_then(|c| c.description.clone());
            for name in names.iter().chain(description.iter()) {
                // (是否上线 asks whether it is 上线.)
                if let Some(state) = asked_state(name) {
                    self.add(state, ctarget.clone(), 2);
                }
                if let Some(ended) = ended_state(name) {
                    self.add(&ended, ctarget.clone(), 4);
                    self.negated_states.insert(ended);
                }
            }
            // (inactive, of is_active or of a synonym 'active'.)
            let english = names.iter().chain([&col.name]);
            for negated in english.flat_map(|n| negated_english_states(n)) {
                self.add(&negated, ctarget.clone(), 4);
                self.negated_states.insert(negated);
            }
            // (absent of `present`, and in Chinese 缺席, 缺勤: a
            // state's opposite word is where it does not hold.)
            if let Some(opposite) = opposite_state(&col.name) {
                let said = std::iter::once(opposite)
                    .chain(chatdb_knowledge::bilingual::chinese_words(opposite));
                for word in said {
                    if !self.names(word) {
                        self.add(word, ctarget.clone(), 4);
                        self.negated_states.insert(word.to_string());
                    }
                }
            }
        }
        // 注册日期 is said 注册 (今年注册的客户), as a column name's
        // event is — unless another column's other name starts the
        // same way.
        let names = other_names(col, spec);
        for stem in names.iter().filter_map(|n| chinese_event_stem(n)) {
            let shared = table.columns.iter().any(|o| {
                o.name != col.name && other_names(o, spec).iter().any(|x| x.starts_with(stem))
            });
            if !shared {
                self.add(stem, ctarget.clone(), 1);
                // 今年新注册的客户 ("newly": kept only with a period).
                self.add(&format!("新{stem}"), ctarget.clone(), 1);
            }
        }
        if let Some(c) = &col.comment {
            // 所在区县 is asked as 区县, as a name is (below) — not
            // a key's or a reference's (所属订单 of an order_id
            // names the orders, another table), nor a table's name.
            let refers = table.is_key(&col.name)
                || table
                    .foreign_keys
                    .iter()
                    .any(|fk| fk.columns.contains(&col.name));
            let a_tables_name = |s: &String| {
                schema.tables.iter().any(|t| {
                    t.name == *s
                        || t.comment
                            .as_deref()
                            .is_some_and(|c| comment_parts(c).any(|p| p.trim() == s))
                })
            };
            // A bilingual comment ('开业日期 / Opening date') is
            // read part by part.
            for part in comment_parts(c) {
                if part.chars().count() <= 12 {
                    self.add(part, ctarget.clone(), 2);
                }
                if let Some(short) =
                    chinese_short_name(part.trim()).filter(|s| !refers && !a_tables_name(s))
                {
                    self.add(&short, ctarget.clone(), 2);
                }
            }
        }
    }

    /// 大剧场, 中剧场, 小剧场: a Chinese name says last what its bearer
    /// is, so a noun (of two characters or more) that every stored name of
    /// a table ends with, after words of their own, is what its rows are
    /// called — the halls are 剧场, whatever the table's name says.
    fn name_by_the_head_of_its_names(&mut self, t: &TableScope) {
        let Some(label) = t.table.label_column() else {
            return;
        };
        let Some(cp) = t.profile.and_then(|p| p.column(label)) else {
            return;
        };
        let names: Vec<Vec<char>> = cp
            .top_values
            .iter()
            .filter_map(|(v, _)| match v {
                Value::Text(s) => Some(s.trim().chars().collect()),
                _ => None,
            })
            .collect();
        // (Every name seen, three or more. Not the names of kinds — 食品饮料,
        // 酒水饮料 of `product_categories` share 饮料 as kinds of the same
        // thing, and a category is no drink.)
        let of_kinds = split_identifier(&t.table.name).iter().any(|w| {
            crate::mention::KIND_WORDS
                .iter()
                .any(|k| stem(k) == stem(w))
        });
        if names.len() < 3 || names.len() as u64 != cp.distinct_count || of_kinds {
            return;
        }
        let shortest = names.iter().map(Vec::len).min().unwrap_or(0);
        let shared = (1..shortest)
            .take_while(|k| {
                let c = names[0][names[0].len() - k];
                is_han(c) && names.iter().all(|n| n[n.len() - k] == c)
            })
            .last()
            .unwrap_or(0);
        for len in 2..=shared {
            let head: String = names[0][names[0].len() - len..].iter().collect();
            if crate::question::is_noun(&head) {
                self.add(&head, t.target.clone(), 3);
            }
        }
    }

    /// "how many tickets were sold", 卖了多少张门票: a table of sales named
    /// by what they sell (`ticket_sales`) keeps in its one quantity how
    /// many of those were sold — the word of the goods names that
    /// quantity.
    fn name_the_goods_sold(&mut self, t: &TableScope) {
        let [goods @ .., head] = t.words.as_slice() else {
            return;
        };
        if goods.is_empty() || t.han || *head != stem("sales") {
            return;
        }
        let mut quantities = t.table.columns.iter().filter(|c| {
            c.logical_type == LogicalType::Integer
                && !t.table.is_key(&c.name)
                && crate::derived::Flow::of_name(&c.name) == Some(crate::derived::Flow::Quantity)
        });
        let (Some(quantity), None) = (quantities.next(), quantities.next()) else {
            return;
        };
        let target = Target::Column(ColumnRef::new(&t.name, &quantity.name));
        self.add_words(goods.to_vec(), target.clone(), 3);
        let spelled: Vec<String> = split_identifier(&t.table.name);
        if let [goods_spelled @ .., _] = spelled.as_slice() {
            for zh in english_in_chinese(&goods_spelled.join("_"), 6) {
                self.add(&zh, target.clone(), 3);
            }
        }
    }

    /// A column's stored values, as profiled, with their other spellings.
    fn name_by_the_stored_values(&mut self, t: &TableScope, c: &ColumnWords) {
        let cspec = t.spec.and_then(|sp| sp.columns.get(&c.col.name));
        let profile = t.profile;
        let nouns = &t.nouns;
        let col = c.col;
        let cref = &c.cref;
        // Stored text, whatever the declared type: SQLite keeps
        // 'item_product_4_16' in a NUMERIC column (amounts written as
        // text, '1000万' or '19岁', are numbers, not names).
        let text_column = col.logical_type == LogicalType::Text;
        if let Some(cp) = profile.and_then(|p| p.column(&col.name)) {
            for (v, _) in &cp.top_values {
                if let Value::Text(s) = v {
                    // (猫, 狗 of a species: a stored noun of one
                    // character is said as a word of its own.)
                    let one_noun = s.chars().count() == 1
                        && s.chars().all(is_han)
                        && crate::question::is_noun(s);
                    if (text_column || !starts_like_a_number(s))
                        && (s.chars().count() >= MIN_VALUE_CHARS || one_noun)
                        && s.chars().count() <= 60
                    {
                        let value = Target::Value {
                            column: cref.clone(),
                            value: s.clone(),
                        };
                        // A code ('item_product_4_16') is one word
                        // of a question, as it is stored.
                        let code = s.trim();
                        if code.contains('_') && !code.chars().any(char::is_whitespace) {
                            self.add_words(vec![stem(&code.to_lowercase())], value.clone(), 6);
                        }
                        if let Some(bare) = perfective_bare(s) {
                            self.add(bare, value.clone(), 5);
                        }
                        // ('done' is said "completed", 已完成: a state by
                        // its other words, below the value as stored and
                        // below a date the verb names — 本月完成的任务 are
                        // those whose completed_at is this month; only
                        // the perfective 已 says the state in Chinese.)
                        for other in state_said_otherwise(s)
                            .iter()
                            .filter(|o| !o.eq_ignore_ascii_case(s.trim()))
                        {
                            self.add_words(vec![stem(other)], value.clone(), 1);
                            for zh in english_in_chinese(other, 6) {
                                self.add(&format!("已{zh}"), value.clone(), 4);
                            }
                        }
                        // ('pickup' is "picked up": a verb and its
                        // particle stored as one word are said as two.)
                        if let Some((verb, particle)) = phrasal_compound(s) {
                            self.add_words(
                                vec![stem(verb), particle.to_string()],
                                value.clone(),
                                4,
                            );
                        }
                        // "stores in Shanghai": 上海 as English spells it.
                        for spelled in chatdb_knowledge::bilingual::romanized(s) {
                            self.add(&spelled, value.clone(), 5);
                        }
                        // "flagship stores": 旗舰店 as English says
                        // it, before a noun naming its table.
                        for phrase in nouns.english_phrases_for(s) {
                            self.add(&phrase, value.clone(), 5);
                        }
                        // 法国歌手: 'France' as Chinese says it (a
                        // dictionary word, below the value itself).
                        if s.is_ascii() {
                            let lower = s.trim().to_lowercase();
                            let participle = lower.chars().all(|c| c.is_ascii_lowercase())
                                && crate::question::is_past_participle(&lower);
                            for zh in english_in_chinese(s, 6) {
                                // (北京 for 'Beijing', glossed 北京市:
                                // a place is named without its
                                // administrative 市 or 省.)
                                if let Some(place) = zh
                                    .strip_suffix(['市', '省'])
                                    .filter(|p| p.chars().count() >= 2)
                                {
                                    self.add(place, value.clone(), 4);
                                }
                                self.add(&zh, value.clone(), 4);
                                // 已取消 for 'cancelled': a state
                                // a verb ended in is said with 已.
                                if participle {
                                    self.add(&format!("已{zh}"), value.clone(), 4);
                                }
                            }
                        }
                        // 小家电类商品: "of the 小家电 kind", the
                        // value with 类 after it.
                        if s.chars().all(is_han) && !s.ends_with('类') {
                            self.add(&format!("{s}类"), value.clone(), 6);
                        }
                        // ('bus' said "buses": a noun ending in s, x, z,
                        // ch or sh takes -es, which the stemmer does not
                        // always take off.)
                        if let Some(plural) = plural_in_es(s) {
                            self.add(&plural, value.clone(), 6);
                        }
                        // ('booked' of reservations with a `booked_for` no
                        // row leaves empty: every row was booked, so the
                        // word is the rows' verb — a date's — before it is
                        // one of their states.)
                        let weight = if done_by_every_row(t.table, profile, s) {
                            3
                        } else {
                            6
                        };
                        self.add(s, value, weight);
                    }
                }
            }
            let texts: Vec<(&str, Vec<&str>)> = cp
                .top_values
                .iter()
                .filter_map(|(v, _)| match v {
                    Value::Text(s) => Some((s.as_str(), vec![s.as_str()])),
                    _ => None,
                })
                .collect();
            let other = offline_value(&texts).filter(|_| cp.distinct_count == 2);
            if cspec.is_none_or(|c| c.values.is_empty()) {
                if let Some(other) = other {
                    self.add_offline(cref, other);
                }
                if cp.distinct_count <= 4 {
                    self.add_sexes(cref, &texts);
                }
            }
        }
    }

    /// What a table's rows amount to: money their noun names, 额 and 量 after
    /// their word, derived sums, densities and line amounts, an age.
    fn name_what_rows_amount_to(&mut self, s: &Scope, t: &TableScope) {
        let profiles = s.profiles;
        let this_year = s.this_year;
        let table = t.table;
        let tname = t.name.clone();
        let table_words = &t.words;
        let spec = t.spec;
        let table_zh = &t.rows_zh;
        // "total sales": rows named by a noun of money are also the
        // money they bring, the one column keeping it — another reading
        // of the word, below the rows (an aggregate takes the amount;
        // `parse::flows` the rest).
        // ("order value", "average deal value": the value of a row of
        // money-keeping rows is that money too, whatever their noun.)
        if let (Some(noun), Some(c)) =
            (table_words.last(), Flow::Money.only_column(table, profiles))
        {
            let target = Target::Column(ColumnRef::new(&tname, &c.name));
            if MONEY_NOUNS.contains(&noun.as_str()) {
                self.add_words(vec![noun.clone()], target.clone(), 2);
            }
            self.add_words(vec![noun.clone(), stem("value")], target.clone(), 3);
            // ("invoice totals by month": so is its total, where no
            // column is named so.)
            let has_total = table
                .columns
                .iter()
                .any(|c| name_words(&c.name).contains(&stem("total")));
            if !has_total {
                self.add_words(vec![noun.clone(), stem("total")], target, 3);
            }
        }
        // 租金 of rent_payments, 学费 of fee_payments: payments named for
        // what is paid keep that money — the words before "payments" name
        // the one column keeping it (in Chinese, by a word of money:
        // ending in 金, 费, 款, 税 or 资).
        if let ([paid @ .., last], Some(c)) = (
            table_words.as_slice(),
            Flow::Money.only_column(table, profiles),
        ) {
            if !paid.is_empty() && *last == stem("payment") {
                let target = Target::Column(ColumnRef::new(&tname, &c.name));
                self.add_words(paid.to_vec(), target.clone(), 3);
                for zh in english_in_chinese(&all_but_last_word(&table.name), 6)
                    .into_iter()
                    .filter(|zh| zh.ends_with(['金', '费', '款', '税', '资']))
                {
                    self.add(&zh, target.clone(), 3);
                }
            }
        }
        // 销售额, 采购总额, 销量: Chinese says what rows amount to with
        // 额 (a sum of money) or 量 (a quantity) after their word — the
        // one column of the table keeping that.
        for (flow, endings) in [
            (Flow::Money, &["额", "总额", "金额", "总金额"][..]),
            (Flow::Quantity, &["量", "总量"][..]),
        ] {
            let Some(c) = flow.only_column(table, profiles) else {
                continue;
            };
            let target = Target::Column(ColumnRef::new(&tname, &c.name));
            // (订单量 is how many orders, though each keeps a quantity: a
            // document is counted, never measured.)
            let measured = |tz: &&String| flow == Flow::Money || !super::names_a_document(tz);
            for tz in table_zh
                .iter()
                .filter(|tz| !tz.ends_with(['额', '量']) && measured(tz))
            {
                for ending in endings {
                    self.add(&format!("{tz}{ending}"), target.clone(), 3);
                }
            }
            // (销量, "sales volume": the quantity said as one word.)
            if let (Flow::Quantity, Some(noun)) = (flow, split_identifier(&table.name).last()) {
                for zh in chatdb_knowledge::bilingual::phrase_words(noun, "volume") {
                    self.add(zh, target.clone(), 3);
                }
                self.add_words(vec![stem(noun), stem("volume")], target.clone(), 4);
            }
        }
        // (qty_sold, units_sold: the quantity sold is 销量, "sales
        // volume", whatever else the table counts — qty_baked beside.)
        let sold_words = [stem("sold"), stem("sale"), stem("sales")];
        for c in &table.columns {
            let words = name_words(&c.name);
            let sold = words.iter().any(|w| sold_words.contains(w));
            if sold && Flow::of_name(&c.name) == Some(Flow::Quantity) {
                let target = Target::Column(ColumnRef::new(&tname, &c.name));
                for zh in ["销量", "销售量", "卖出数量"] {
                    self.add(zh, target.clone(), 4);
                }
            }
        }
        // 枪支总数, 人口密度: values computed from a row's columns.
        let amounts = crate::derived::amount_columns(table, profiles);
        let named = crate::derived::sums_of_parts(table, &amounts)
            .into_iter()
            .chain(crate::derived::densities(&amounts))
            .chain(crate::derived::line_amounts(&amounts))
            .chain(crate::derived::balances_owed(table, &amounts));
        for n in named {
            let target = Target::Column(n.derived.column_ref(&tname));
            for phrase in &n.phrases {
                self.add(phrase, target.clone(), 5);
            }
            // (处方金额: what a line comes to, said after its table's
            // Chinese word, as a column is.)
            if n.derived.op == chatdb_intent::derived::Arithmetic::Product {
                for tz in table_zh {
                    self.add(&format!("{tz}金额"), target.clone(), 5);
                    self.add(&format!("{tz}的金额"), target.clone(), 5);
                }
            }
        }
        // 年龄 of a table that keeps a birth year: this year less it.
        if let Some(age) = crate::derived::age(table, this_year, |c| other_names(c, spec)) {
            let target = Target::Column(age.column_ref(&tname));
            for phrase in crate::derived::AGE_PHRASES {
                self.add(phrase, target.clone(), 5);
            }
        }
    }

    /// The semantic layer's metrics and dimensions, and what spending names.
    fn name_by_the_semantic_metrics(&mut self, s: &Scope) {
        let semantic = s.semantic;
        if let Some(sem) = semantic {
            for m in &sem.metrics {
                let t = Target::Metric(m.id.clone());
                self.add(&m.name, t.clone(), 7);
                // An id names what the metric measures in words joined by
                // `_` (sales_amount: "sales amount"), as a column's name
                // does; a one-word id may be an abbreviation, not a word.
                if m.id.contains('_') {
                    self.add(&m.id.replace('_', " "), t.clone(), 7);
                }
                for s in &m.synonyms {
                    self.add(s, t.clone(), 7);
                }
                // 卖出件数 is said 卖出 (没有卖出过的商品): a count named by
                // its event and a count noun names the event — unless
                // another metric's name starts the same way (销售 of
                // 销售数量 is also 销售额's) or the word names something
                // already (订单 of 订单数量 is the orders).
                for stem in metric_names(m).filter_map(|n| chinese_count_stem(n)) {
                    let shared = sem
                        .metrics
                        .iter()
                        .any(|o| o.id != m.id && metric_names(o).any(|x| x.starts_with(stem)));
                    if !shared && !self.names(stem) {
                        self.add(stem, t.clone(), 1);
                    }
                }
            }
            // What buyers spend is what was sold, counted in money: spend
            // (spent, spending), 消费 and what sellers earn name the one
            // total in a currency whose names say selling (销售额, sales).
            let mut sales = sem.metrics.iter().filter(|m| {
                m.unit.as_deref().is_some_and(is_currency)
                    && m.expression
                        .as_deref()
                        .and_then(leading_aggregate)
                        .as_deref()
                        == Some("SUM")
                    && std::iter::once(&m.name)
                        .chain(&m.synonyms)
                        .any(|n| said_by(n, "卖"))
            });
            if let (Some(m), None) = (sales.next(), sales.next()) {
                let t = Target::Metric(m.id.clone());
                for word in SPENDING {
                    self.add(word, t.clone(), 6);
                }
            }
            for d in &sem.dimensions {
                if let Some((t, c)) = d.column.rsplit_once('.') {
                    if s.in_scope(t) {
                        let target = Target::Column(ColumnRef::new(t, c));
                        self.add(&d.name, target.clone(), 5);
                        for s in &d.synonyms {
                            self.add(s, target.clone(), 5);
                        }
                    }
                }
            }
        }
    }

    /// A head word's Chinese, where one column in scope has it.
    fn name_by_the_chinese_heads(&mut self, chinese_heads: &[(String, Target, Vec<String>)]) {
        // A head word's Chinese names its column, weakly, as the English
        // word does — where one column in scope has it: BaseSalary's and
        // GrossPay's 工资 names neither.
        for (zh, target, rows) in chinese_heads {
            if chinese_heads.iter().all(|(w, t, _)| w != zh || t == target) {
                self.add(zh, target.clone(), 1);
                for tz in rows {
                    self.add(&format!("{tz}{zh}"), target.clone(), 2);
                    self.add(&format!("{tz}的{zh}"), target.clone(), 2);
                }
            }
        }
    }
}

/// The plural of a stored English noun of one word that takes -es
/// (`bus` → "buses", `lens` → "lenses", `box` → "boxes"), when stemming
/// it does not give the noun's own stem back.
fn plural_in_es(value: &str) -> Option<String> {
    // (Not an abbreviation in capitals: 'US' is no "uses".)
    if value.chars().filter(|c| c.is_ascii_uppercase()).count() > 1 {
        return None;
    }
    let v = value.trim().to_lowercase();
    let takes_es = v.chars().all(|c| c.is_ascii_lowercase())
        && v.len() >= 3
        && ["s", "x", "z", "ch", "sh"].iter().any(|e| v.ends_with(e));
    let plural = format!("{v}es");
    (takes_es && stem(&plural) != stem(&v)).then_some(plural)
}

/// Whether stored state `value` is the participle a date column of `table`
/// is named by (`booked` of `booked_for`, `created` of `created_at`) and
/// no row leaves that date empty (declared so, or none empty as
/// profiled): every row was done so, whatever its state now.
fn done_by_every_row(table: &Table, profile: Option<&TableProfile>, value: &str) -> bool {
    let said = value.trim().to_lowercase();
    if !crate::question::is_past_participle(&said) {
        return false;
    }
    table.columns.iter().any(|c| {
        let never_empty = !c.nullable
            || profile
                .and_then(|p| p.column(&c.name))
                .is_some_and(|p| p.null_fraction == 0.0);
        c.logical_type.is_temporal()
            && never_empty
            && english_event_participle(&c.name).is_some_and(|(p, _)| p == said)
    })
}
