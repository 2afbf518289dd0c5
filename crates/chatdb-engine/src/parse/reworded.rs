//! Questions read as another wording of the same request, before any role
//! is given: a question that is only a noun phrase — "store with the
//! highest average order value" — asks what "which store has the highest
//! average order value" asks; "more than once" says "more than 1 times";
//! 哪个渠道的客单价高 asks what 哪个渠道的客单价最高 asks.

use super::*;
use crate::question::Token;

/// "store with the highest average order value", "the products with the
/// lowest price": a question that begins with a table's noun (or the name
/// its rows are called by), then "with" and a superlative, asks which of
/// those rows — the same question said with "which … has".
pub(super) fn noun_phrase_as_which(
    q: &Question,
    mentions: &[Mention],
    cues: &[Cue],
) -> Option<String> {
    if q.chinese {
        return None;
    }
    let norm = |k: usize| q.tokens.get(k).map_or("", |t| t.norm.as_str());
    // ("What is the year that …", "what year had …": the question's own
    // words before the noun.)
    let what_is = norm(0) == "what" && matches!(norm(1), "is" | "wa");
    let what_noun = norm(0) == "what" && !what_is;
    let mut first = if what_is { 2 } else { usize::from(what_noun) };
    first += usize::from(norm(first) == "the");
    let noun = mentions.iter().find(|m| m.tokens.start == first)?;
    let names_rows = noun.targets.iter().any(|t| match t {
        Target::Table(_) => true,
        Target::Column(c) => chatdb_core::schema::named_like_a_name(&c.column),
        _ => false,
    }) || what_noun;
    let with = noun.tokens.end;
    // "with", "having", "that has", "which had" — or, after "what year",
    // the verb alone ("what year had the most concerts").
    let having = |w: &str| matches!(w, "has" | "ha" | "had" | "have");
    let connector = match norm(with) {
        "with" => 1,
        "have" if q.text[q.tokens[with].span.clone()].eq_ignore_ascii_case("having") => 1,
        "that" | "which" if having(norm(with + 1)) => 2,
        w if what_noun && having(w) => 1,
        _ => 0,
    };
    // (Any column said so — "the year that had the most concerts" — asks
    // which of its values; "the price with …" stays a price.)
    let a_clause =
        norm(with) != "with" && noun.targets.iter().any(|t| matches!(t, Target::Column(_)));
    if !(names_rows || a_clause) || connector == 0 {
        return None;
    }
    let after = with + connector + usize::from(norm(with + connector) == "the");
    let superlative = cues.iter().any(|c| {
        c.tokens.start == after
            && matches!(
                c.kind,
                CueKind::Max | CueKind::Min | CueKind::MostCommon | CueKind::LeastCommon
            )
    });
    if !superlative {
        return None;
    }
    let said = |k: usize| q.tokens[k].span.clone();
    let rows = &q.text[said(noun.tokens.start).start..said(noun.tokens.end - 1).end];
    let rest = &q.text[said(with + connector).start..];
    Some(format!("which {rows} has {rest}"))
}

/// "ordered more than once", "at least twice": once, twice and thrice after
/// a comparison are a number of times — "more than 1 times" — which the
/// roles read as a count of the verb's rows (a bare number would be
/// compared with some column).
pub(super) fn times_in_one_word(q: &Question) -> Option<String> {
    if q.chinese {
        return None;
    }
    let k = q.tokens.iter().enumerate().position(|(k, t)| {
        matches!(t.norm.as_str(), "onc" | "once" | "twice" | "thrice")
            && k.checked_sub(1).is_some_and(|b| {
                matches!(
                    q.tokens[b].norm.as_str(),
                    "than" | "least" | "most" | "exactli"
                )
            })
    })?;
    let span = q.tokens[k].span.clone();
    let n = match q.tokens[k].norm.as_str() {
        "twice" => 2,
        "thrice" => 3,
        _ => 1,
    };
    Some(format!(
        "{}{n} times{}",
        &q.text[..span.start],
        &q.text[span.end..]
    ))
}

/// 哪个渠道的客单价高, 哪家门店订单多: a which-question closed by a bare
/// high / low / many / few asks for the one that is so — the superlative
/// (最高) said without 最. Not after 比, which compares two things said,
/// nor with 哪些, which asks for a set.
pub(super) fn bare_comparative_as_superlative(q: &Question) -> Option<String> {
    // (Not 哪些, which asks for a set: "which stores have high sales".)
    let which_one = q.text.contains('哪') && !q.text.contains("哪些");
    if !q.chinese || !which_one || q.text.contains('比') {
        return None;
    }
    let words: Vec<&Token> = q
        .tokens
        .iter()
        .filter(|t| {
            t.kind != TokenKind::Punct && !matches!(t.norm.as_str(), "呢" | "一些" | "些" | "一点")
        })
        .collect();
    let [.., before, last] = words.as_slice() else {
        return None;
    };
    let bare = matches!(last.norm.as_str(), "高" | "低" | "多" | "少" | "大" | "小");
    // (多大, 有多高: "how big", "how tall" ask an amount.)
    if !bare
        || matches!(
            before.norm.as_str(),
            "最" | "更" | "较" | "比较" | "很" | "太" | "多" | "有多"
        )
    {
        return None;
    }
    let at = last.span.start;
    Some(format!("{}最{}", &q.text[..at], &q.text[at..]))
}
