//! The result evaluator's choice among candidate statements: each candidate
//! that ran counts as a vote for its result; the result most candidates
//! agree on wins, ties going to the earlier candidate (the model's first
//! reading). Results agree when they hold the same rows, in any order and
//! under any order of columns.

use chatdb_core::ResultSet;

/// The outcome of a vote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Vote {
    /// Index of the chosen candidate.
    pub winner: usize,
    /// Candidates whose result equals the winner's (itself included).
    pub agreeing: usize,
    /// Candidates that ran.
    pub ran: usize,
}

/// The winning candidate among `results` (`None` for candidates that failed);
/// `None` when none ran.
pub fn choose(results: &[Option<&ResultSet>]) -> Option<Vote> {
    let ran: Vec<(usize, &ResultSet)> = results
        .iter()
        .enumerate()
        .filter_map(|(i, r)| r.map(|r| (i, r)))
        .collect();
    let mut best: Option<Vote> = None;
    for &(i, a) in &ran {
        let agreeing = ran
            .iter()
            .filter(|(_, b)| a.same_rows(b.columns.len(), &b.rows, false))
            .count();
        if best.is_none_or(|b| agreeing > b.agreeing) {
            best = Some(Vote {
                winner: i,
                agreeing,
                ran: ran.len(),
            });
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use chatdb_core::{LogicalType, ResultColumn, Value};

    fn rs(values: &[i64]) -> ResultSet {
        ResultSet {
            columns: vec![ResultColumn {
                name: "n".into(),
                logical_type: LogicalType::Integer,
                db_type: "INTEGER".into(),
            }],
            rows: values.iter().map(|v| vec![Value::Int(*v)]).collect(),
            truncated: false,
            elapsed_ms: 0,
            note: None,
        }
    }

    #[test]
    fn the_most_agreed_result_wins_and_ties_go_to_the_first() {
        let (a, b, b2) = (rs(&[1, 2]), rs(&[3]), rs(&[3]));
        let v = choose(&[Some(&a), Some(&b), Some(&b2)]).expect("a vote");
        assert_eq!((v.winner, v.agreeing, v.ran), (1, 2, 3));
        let v = choose(&[Some(&a), Some(&b)]).expect("a vote");
        assert_eq!(
            (v.winner, v.agreeing),
            (0, 1),
            "a tie keeps the first reading"
        );
        let reordered = rs(&[2, 1]);
        let v = choose(&[None, Some(&b), Some(&a), Some(&reordered)]).expect("a vote");
        assert_eq!(
            (v.winner, v.agreeing, v.ran),
            (2, 2, 3),
            "row order does not matter"
        );
        assert_eq!(choose(&[None, None]), None);
    }
}
