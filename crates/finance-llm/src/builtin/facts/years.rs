//! The tax year a message asks about ("2025-26", "FY26", "for 2026") and bare numbers that read as
//! calendar years rather than money.

use finance_domain::Country;
use rust_decimal_macros::dec;

use crate::builtin::amounts::{Tok, Token};

use super::periods::period_word;

pub(super) fn find_tax_year(tokens: &[Token], country: Country) -> Option<String> {
    for (i, t) in tokens.iter().enumerate() {
        match &t.tok {
            Tok::Year(y) => return Some(normalise_year(y, country)),
            Tok::Word(w) if w.starts_with("fy") => {
                let digits = &w[2..];
                if let Some(y) = fy_year(digits) {
                    return Some(normalise_year(&y, Country::Australia));
                }
                if digits.is_empty()
                    && let Some(a) = tokens.get(i + 1).and_then(|n| n.tok.amount())
                    && let Some(y) = fy_year(&a.value.to_string())
                {
                    return Some(normalise_year(&y, Country::Australia));
                }
            }
            Tok::Amount(a)
                if a.is_bare_count() && a.value >= dec!(2000) && a.value <= dec!(2100) =>
            {
                let prev = i.checked_sub(1).and_then(|p| tokens[p].tok.word());
                if matches!(prev, Some("year" | "for" | "in" | "during")) {
                    let year = a.value.to_string();
                    return Some(match country {
                        Country::Us => year,
                        Country::Australia => {
                            let end: i64 = year.parse().unwrap_or(2026);
                            format!("{}-{:02}", end - 1, end % 100)
                        }
                    });
                }
            }
            _ => {}
        }
    }
    None
}

/// "26" or "2026" as an Australian financial year ending then: "2025-26".
pub(super) fn fy_year(digits: &str) -> Option<String> {
    let n: i64 = digits.parse().ok()?;
    let end = match digits.len() {
        2 => 2000 + n,
        4 => n,
        _ => return None,
    };
    Some(format!("{}-{:02}", end - 1, end % 100))
}

/// Australian years are "2025-26"; a US year is the calendar year, the second of a span.
pub(super) fn normalise_year(y: &str, country: Country) -> String {
    match country {
        Country::Australia => y.to_string(),
        Country::Us => match y.split_once('-') {
            Some((start, _)) => start.to_string(),
            None => y.to_string(),
        },
    }
}

/// A bare whole number that reads as a calendar year: 1900-2100 after a year cue ("in 2026"), or
/// 1990-2100 anywhere unless a pay period follows it ("2000 a week").
pub(crate) fn is_year_at(clause: &[Token], i: usize) -> bool {
    let Some(a) = clause.get(i).and_then(|t| t.tok.amount()) else {
        return false;
    };
    if !a.is_bare_count() || a.value < dec!(1900) || a.value > dec!(2100) {
        return false;
    }
    let prev = i.checked_sub(1).and_then(|k| clause[k].tok.word());
    let cue = matches!(
        prev,
        Some(
            "in" | "for" | "by" | "year" | "during" | "until" | "before" | "since" | "of" | "from"
        )
    );
    let next = clause.get(i + 1).and_then(|t| t.tok.word());
    let periodic = next.is_some_and(|w| {
        period_word(w).is_some() || matches!(w, "a" | "an" | "per" | "each" | "every")
    });
    // "put in 2000 a month" is a sum, whatever comes before it.
    !periodic && (cue || a.value >= dec!(1990))
}
