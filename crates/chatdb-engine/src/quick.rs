//! The quick path (seed 003): requests answered with no data and no model —
//! the current date and time, and arithmetic.

use chrono::NaiveDateTime;

/// Answers a quick-path request, if it can.
pub fn answer(kind: &str, text: &str, now: NaiveDateTime, chinese: bool) -> Option<String> {
    match kind {
        "time" => Some(if chinese {
            format!("现在是 {}。", now.format("%Y-%m-%d %H:%M"))
        } else {
            format!("It is {}.", now.format("%Y-%m-%d %H:%M"))
        }),
        "arithmetic" => {
            let expr: String = text
                .chars()
                .map(|c| match c {
                    '×' => '*',
                    '÷' => '/',
                    c => c,
                })
                .filter(|c| c.is_ascii_digit() || "+-*/().^%".contains(*c))
                .collect();
            let v = Calc::new(&expr).eval()?;
            Some(format!("{expr} = {}", trim(v)))
        }
        _ => None,
    }
}

fn trim(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{v:.0}")
    } else {
        format!("{v:.6}")
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_string()
    }
}

/// A recursive-descent evaluator for + - * / % ^ and parentheses.
struct Calc<'a> {
    s: &'a [u8],
    i: usize,
}

impl<'a> Calc<'a> {
    fn new(s: &'a str) -> Self {
        Calc {
            s: s.as_bytes(),
            i: 0,
        }
    }

    fn eval(mut self) -> Option<f64> {
        let v = self.sum()?;
        (self.i == self.s.len() && v.is_finite()).then_some(v)
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn sum(&mut self) -> Option<f64> {
        let mut v = self.product()?;
        while let Some(op @ (b'+' | b'-')) = self.peek() {
            self.i += 1;
            let r = self.product()?;
            v = if op == b'+' { v + r } else { v - r };
        }
        Some(v)
    }

    fn product(&mut self) -> Option<f64> {
        let mut v = self.power()?;
        while let Some(op @ (b'*' | b'/' | b'%')) = self.peek() {
            self.i += 1;
            let r = self.power()?;
            v = match op {
                b'*' => v * r,
                b'/' => v / r,
                _ => v % r,
            };
        }
        Some(v)
    }

    fn power(&mut self) -> Option<f64> {
        let base = self.atom()?;
        if self.peek() == Some(b'^') {
            self.i += 1;
            let e = self.power()?;
            return Some(base.powf(e));
        }
        Some(base)
    }

    fn atom(&mut self) -> Option<f64> {
        match self.peek()? {
            b'(' => {
                self.i += 1;
                let v = self.sum()?;
                (self.peek() == Some(b')')).then(|| self.i += 1)?;
                Some(v)
            }
            b'-' => {
                self.i += 1;
                Some(-self.atom()?)
            }
            _ => {
                let start = self.i;
                while self.peek().is_some_and(|c| c.is_ascii_digit() || c == b'.') {
                    self.i += 1;
                }
                std::str::from_utf8(&self.s[start..self.i])
                    .ok()?
                    .parse()
                    .ok()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic() {
        let now = chrono::NaiveDate::from_ymd_opt(2026, 1, 1)
            .unwrap()
            .and_hms_opt(9, 30, 0)
            .unwrap();
        assert_eq!(
            answer("arithmetic", "计算 (1+2)*3", now, true).unwrap(),
            "(1+2)*3 = 9"
        );
        assert_eq!(
            answer("arithmetic", "what is 7/2", now, false).unwrap(),
            "7/2 = 3.5"
        );
        assert!(answer("arithmetic", "1/0", now, false).is_none());
        assert!(answer("time", "现在几点", now, true)
            .unwrap()
            .contains("09:30"));
    }
}
