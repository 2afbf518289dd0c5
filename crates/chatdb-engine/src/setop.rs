//! Questions that combine the answers of two simpler ones: "countries that
//! have both singers older than 40 and singers younger than 30"
//! (INTERSECT), "students who have cat pets but not dog pets" (EXCEPT),
//! "either … or …" (UNION). The question is split into its two questions,
//! each parsed on its own; when both are understood and ask for the same
//! columns, their intents are combined.

use crate::intent::{Intent, SetKind};

/// A question split into two, and how their answers combine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Split {
    pub kind: SetKind,
    pub left: String,
    pub right: String,
}

/// Words after which the part of a question that differs begins: "who
/// have | cat pets", "that are from | France".
const ANCHORS: &[&str] = &[
    "have", "has", "had", "with", "from", "in", "of", "by", "for", "who", "that", "which", "are",
    "is", "was", "were", "did", "do", "does",
];

/// The two questions in `question`, if it joins two.
pub fn split(question: &str) -> Option<Split> {
    if crate::question::is_chinese(question) {
        return split_chinese(question);
    }
    let q = question.trim().trim_end_matches(['?', '.', '!']).trim();
    let lower = q.to_lowercase();
    // "… both A and B", "… either A or B": the prefix is shared.
    for (opener, joiner, kind) in [
        ("both", "and", SetKind::Intersect),
        ("either", "or", SetKind::Union),
    ] {
        if let Some(at) = find_word(&lower, opener) {
            let rest = &q[at + opener.len()..];
            let join = find_word(&rest.to_lowercase(), joiner)?;
            let (a, b) = (rest[..join].trim(), rest[join + joiner.len()..].trim());
            if a.is_empty() || b.is_empty() {
                return None;
            }
            let prefix = q[..at].trim_end();
            return Some(Split {
                kind,
                left: format!("{prefix} {a}"),
                right: format!("{prefix} {b}"),
            });
        }
    }
    for marker in [
        " but not ",
        " but no ",
        " but do not ",
        " but does not ",
        " but did not ",
        " and not ",
    ] {
        let Some(at) = lower.find(marker) else {
            continue;
        };
        let left = q[..at].trim();
        let tail = q[at + marker.len()..].trim();
        // "customers who ordered last year but not this year": a tail that
        // is only a period is the first question in that period.
        if let Some(right) = in_another_period(left, tail) {
            return Some(Split {
                kind: SetKind::Except,
                left: left.to_string(),
                right,
            });
        }
        // The shared part ends at the last anchor word before the marker.
        let words: Vec<(usize, &str)> = word_spans(left);
        let (anchor_at, anchor) = words
            .iter()
            .rev()
            .skip(1)
            .find(|(_, w)| ANCHORS.contains(&w.to_lowercase().as_str()))
            .copied()?;
        let base = &left[..anchor_at + anchor.len()];
        // "… from France but not from Italy": the tail repeats the anchor.
        let tail_first = tail.split_whitespace().next().unwrap_or("");
        let base = if tail_first.eq_ignore_ascii_case(anchor) {
            left[..anchor_at].trim_end()
        } else {
            base
        };
        return Some(Split {
            kind: SetKind::Except,
            left: left.to_string(),
            right: format!("{base} {tail}"),
        });
    }
    None
}

/// Chinese words for "but" that join a clause to a negated one.
const BUT_ZH: &[&str] = &["但是", "可是", "但", "却"];
/// Chinese negations of something that happened (没下单, 未付款); 不 is
/// left out: it is also the start of comparisons (不足, 不超过, 不少于).
const NOT_ZH: &[&str] = &["没有", "没", "未"];

/// "去年下过单但今年没下单的客户": a relative clause in two parts joined by
/// "but", the second negated, is what the first clause's rows are except
/// those of the second (EXCEPT). The rest of the question after the
/// clauses (…的客户有多少) goes with both; a second clause that is only a
/// period (但今年没有) is the first in that period.
fn split_chinese(question: &str) -> Option<Split> {
    let q = question
        .trim()
        .trim_end_matches(['？', '?', '。', '.', '！', '!'])
        .trim();
    let (at, but) = first_of(q, BUT_ZH)?;
    let first = &q[..at];
    let rest = &q[at + but.len()..];
    // The first clause states, the second denies.
    if NOT_ZH.iter().any(|n| first.contains(n)) {
        return None;
    }
    let (neg_at, neg) = first_of(rest, NOT_ZH)?;
    let end = rest[neg_at..].find('的').map(|i| neg_at + i)?;
    let (second, tail) = (&rest[..end], &rest[end..]);
    if first.trim().is_empty() || tail.trim_start_matches('的').is_empty() {
        return None;
    }
    let affirmed = format!("{}{}", &second[..neg_at], &second[neg_at + neg.len()..]);
    let left = format!("{first}{tail}");
    let right = in_another_period(&left, &affirmed).unwrap_or_else(|| format!("{affirmed}{tail}"));
    Some(Split {
        kind: SetKind::Except,
        left,
        right,
    })
}

/// The first of `words` said in `text` (the longest where two start
/// together: 但是 before 但), and where.
fn first_of<'w>(text: &str, words: &[&'w str]) -> Option<(usize, &'w str)> {
    words
        .iter()
        .filter_map(|w| text.find(w).map(|i| (i, *w)))
        .min_by_key(|(i, w)| (*i, std::cmp::Reverse(w.len())))
}

/// `question` with its one period replaced by `tail`, when `tail` is
/// nothing but a period (the words a time expression took, and fillers) —
/// or a period and the verb said right after the question's own period,
/// its object left out (上个月买过手机数码 | 这个月买过: Chinese drops an
/// object said before): then `question` in that period, object and all.
fn in_another_period(question: &str, tail: &str) -> Option<String> {
    // (Only the spans matter: any day will do.)
    let day = chrono::NaiveDate::from_ymd_opt(2000, 1, 1)?;
    let tail_lower = tail.to_lowercase();
    let in_tail = crate::time::find(&tail_lower, day);
    let mut rest = tail_lower.clone();
    for span in &in_tail.spans {
        rest.replace_range(span.clone(), &" ".repeat(span.len()));
    }
    if in_tail.spans.is_empty() {
        return None;
    }
    let only_a_period = rest
        .split(|c: char| !c.is_alphanumeric())
        .all(|w| w.is_empty() || matches!(w, "in" | "during" | "for" | "the"));
    let lower = question.to_lowercase();
    let said = crate::time::find(&lower, day);
    let [span] = said.spans.as_slice() else {
        return None;
    };
    // (The spans are the lower-cased question's: used on the question only
    // where they fall on its character boundaries, which they do unless
    // lower-casing changed a character's length.)
    if lower.len() != question.len() || tail_lower.len() != tail.len() {
        return None;
    }
    let period = if only_a_period {
        tail
    } else {
        let verb = rest.trim();
        let [tail_span] = in_tail.spans.as_slice() else {
            return None;
        };
        let elided = crate::question::is_chinese(verb)
            && !verb.contains(char::is_whitespace)
            && lower.get(span.end..)?.trim_start().starts_with(verb)
            && tail_lower.get(tail_span.end..)?.trim() == verb;
        if !elided {
            return None;
        }
        tail.get(tail_span.clone())?
    };
    Some(format!(
        "{}{}{}",
        question.get(..span.start)?,
        period,
        question.get(span.end..)?
    ))
}

/// Rows compared by a label that repeats (two customers both called 张伟)
/// are compared by their key too: the key goes first on both sides.
pub fn key_repeated_labels(intent: &mut Intent, cx: &crate::ParseContext<'_>) {
    let repeated = |table: &str, column: &str| {
        cx.profiles.iter().any(|p| {
            p.table == table
                && p.column(column)
                    .is_some_and(|c| c.top_values.first().is_some_and(|(_, n)| *n > 1))
        })
    };
    let keys: Vec<crate::intent::ColumnRef> = intent
        .projections
        .iter()
        .filter(|c| repeated(&c.table, &c.column))
        .filter_map(|c| {
            let t = cx.schema.table(&c.table)?;
            match t.primary_key.as_slice() {
                [k] if !intent
                    .projections
                    .iter()
                    .any(|p| p.table == c.table && p.column == *k) =>
                {
                    Some(crate::intent::ColumnRef::new(&c.table, k))
                }
                _ => None,
            }
        })
        .collect();
    if keys.is_empty() {
        return;
    }
    let add = |i: &mut Intent| {
        for k in keys.iter().rev() {
            if !i.projections.contains(k) {
                i.projections.insert(0, k.clone());
            }
        }
    };
    add(intent);
    if let Some(op) = intent.set_operation.as_mut() {
        add(&mut op.other);
    }
}

/// The combined intent, when both sides ask for the same columns.
pub fn combine(kind: SetKind, left: &Intent, right: &Intent) -> Option<Intent> {
    let shape = |i: &Intent| {
        (
            i.projections.clone(),
            i.dimensions.clone(),
            i.measures.clone(),
        )
    };
    if shape(left) != shape(right) || left.set_operation.is_some() || left.is_empty() {
        return None;
    }
    // ("How many … but not …" counts what the set operation leaves; the
    // counts of each side combined would mean nothing.)
    if !left.measures.is_empty() {
        return None;
    }
    // Each side states a condition; two sides that say the same thing are
    // not two questions.
    if left == right {
        return None;
    }
    // Rows dated in one period are never the rows of another: "orders of
    // last year but not of this year" leaves every order of last year —
    // a reading that lists the dated rows themselves is not what was asked.
    if let (Some(a), Some(b)) = (&left.time_range, &right.time_range) {
        let dated = a.column.as_ref().map(|c| c.table.as_str());
        let own_rows = !left.projections.is_empty()
            && left
                .projections
                .iter()
                .all(|p| Some(p.table.as_str()) == dated);
        if a != b && own_rows {
            return None;
        }
    }
    let mut out = left.clone();
    out.set_operation = Some(crate::intent::SetOperation {
        kind,
        other: Box::new(right.clone()),
        count: false,
    });
    Some(out)
}

/// "How many customers ordered last year but not this year": a side that
/// counts the rows of one table, nothing grouped or ranked, read as the
/// listing of those rows' key — the combination is of rows, and it is the
/// rows it leaves that are counted (`SetOperation::count`).
pub fn counted_as_listing(intent: &Intent, cx: &crate::ParseContext<'_>) -> Option<Intent> {
    use crate::intent::{Aggregation, ColumnRef, Measure, MeasureTarget};
    let table = match intent.measures.as_slice() {
        [Measure {
            aggregation: Aggregation::Count,
            target: MeasureTarget::Rows { table },
        }] => table.clone(),
        // (…的客户数: a metric that counts a table's rows counts them too.)
        [Measure {
            target: MeasureTarget::Metric { id },
            ..
        }] => rows_counted_by(id, cx)?,
        _ => return None,
    };
    if !intent.over_all_rows() || !intent.projections.is_empty() {
        return None;
    }
    let [key] = cx.schema.table(&table)?.primary_key.as_slice() else {
        return None;
    };
    let mut listing = intent.clone();
    listing.measures.clear();
    listing.projections = vec![ColumnRef::new(&table, key)];
    Some(listing)
}

/// The table whose rows the metric `id` counts, unfiltered: `COUNT(*)`,
/// `COUNT(key)` or `COUNT(DISTINCT key)` over its own table (客户数 as
/// `COUNT(DISTINCT customers.customer_id)`).
fn rows_counted_by(id: &str, cx: &crate::ParseContext<'_>) -> Option<String> {
    let metric = cx.semantic?.metric(id)?;
    let table = metric.table.as_deref()?;
    if !metric.filters.is_empty() {
        return None;
    }
    let [key] = cx.schema.table(table)?.primary_key.as_slice() else {
        return None;
    };
    let said: String = metric
        .expression
        .as_deref()?
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '"')
        .collect::<String>()
        .to_lowercase();
    let key = key.to_lowercase();
    let qualified = format!("{}.{key}", table.to_lowercase());
    let counts = ["*", key.as_str(), qualified.as_str()]
        .iter()
        .flat_map(|c| [format!("count({c})"), format!("count(distinct{c})")])
        .any(|form| form == said);
    counts.then(|| table.to_string())
}

/// Byte offset of `word` as a whole word in `text`.
fn find_word(text: &str, word: &str) -> Option<usize> {
    text.match_indices(word).map(|(i, _)| i).find(|&i| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        before.is_none_or(|c| !c.is_alphanumeric()) && after.is_none_or(|c| !c.is_alphanumeric())
    })
}

/// The words of `text` with their byte offsets.
fn word_spans(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (c.is_alphanumeric() || c == '\'', start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((s, &text[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, &text[s..]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dated_rows_of_two_periods_are_no_set_operation() {
        let listing = |table: &str, column: &str, year: i32| -> Intent {
            serde_json::from_value(serde_json::json!({
                "projections": [{"table": table, "column": column}],
                "time_range": {
                    "column": {"table": "orders", "column": "order_date"},
                    "start": format!("{year}-01-01"),
                    "end": format!("{}-01-01", year + 1),
                    "label": "year",
                },
            }))
            .expect("an intent")
        };
        // Orders of last year but not of this year: all of last year's.
        let (a, b) = (
            listing("orders", "order_id", 2025),
            listing("orders", "order_id", 2026),
        );
        assert_eq!(combine(SetKind::Except, &a, &b), None);
        // Rows of another table dated through the orders: a real question.
        let (a, b) = (
            listing("customers", "customer_name", 2025),
            listing("customers", "customer_name", 2026),
        );
        assert!(combine(SetKind::Except, &a, &b).is_some());
    }

    #[test]
    fn a_chinese_clause_denied_after_but_is_an_except() {
        let s = split("去年下过单但今年没下单的客户").expect("a split");
        assert_eq!(s.kind, SetKind::Except);
        assert_eq!(s.left, "去年下过单的客户");
        assert_eq!(s.right, "今年下单的客户");
        let s = split("去年下过单但是今年没有的客户有哪些？").expect("a split");
        assert_eq!(s.left, "去年下过单的客户有哪些");
        assert_eq!(s.right, "今年下过单的客户有哪些");
        let s = split("买过手机但没买过电脑的客户").expect("a split");
        assert_eq!(s.right, "买过电脑的客户");
        // Nothing denied, or the first clause denied: no set operation.
        assert_eq!(split("销售额高但利润低的门店"), None);
        assert_eq!(split("没下过单但注册了的客户"), None);
        assert_eq!(split("人口超过100万但GDP不足1000亿的城市"), None);
    }

    #[test]
    fn questions_split_into_two() {
        let s = split(
            "Show countries that have both singers older than 40 and singers younger than 30.",
        )
        .expect("a split");
        assert_eq!(s.kind, SetKind::Intersect);
        assert_eq!(s.left, "Show countries that have singers older than 40");
        assert_eq!(s.right, "Show countries that have singers younger than 30");

        let s = split("What are the ids of students who have cat pets but not dog pets?")
            .expect("a split");
        assert_eq!(s.kind, SetKind::Except);
        assert_eq!(s.left, "What are the ids of students who have cat pets");
        assert_eq!(s.right, "What are the ids of students who have dog pets");

        let s = split("Which singers are from France but not from Italy").expect("a split");
        assert_eq!(s.right, "Which singers are from Italy");

        let s = split("List singers who are either from France or older than 40").expect("a split");
        assert_eq!(s.kind, SetKind::Union);
        assert_eq!(s.left, "List singers who are from France");
        assert_eq!(s.right, "List singers who are older than 40");

        assert_eq!(
            split("List the singers from France or Italy"),
            None,
            "no either"
        );
        assert_eq!(split("How many singers are there?"), None);

        // A tail that is only a period: the first question in that period.
        let s = split("customers who ordered last year but not this year").expect("a split");
        assert_eq!(s.kind, SetKind::Except);
        assert_eq!(s.right, "customers who ordered this year");
    }
}
