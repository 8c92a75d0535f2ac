//! Progressive rate schedules as published: each bracket names where it starts, its rate, and the
//! tax already due on income up to its start ("$4,288 plus 30c for each $1 over $45,000"). Keeping
//! the published base amounts makes the tables checkable line by line against the source; a unit
//! test proves every base follows from the rates below it.

use rust_decimal::Decimal;

use crate::tax::sign::positive;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bracket {
    /// The bracket applies to income above this amount.
    pub from: Decimal,
    pub rate: Decimal,
    /// Tax on income up to `from`.
    pub base: Decimal,
}

pub const fn bracket(from: Decimal, rate: Decimal, base: Decimal) -> Bracket {
    Bracket { from, rate, base }
}

/// Tax on `income` under `schedule` (ascending, first bracket from 0) and the rate on the next
/// dollar. Income at or below zero owes nothing.
pub fn progressive(schedule: &[Bracket], income: Decimal) -> (Decimal, Decimal) {
    let mut chosen = None;
    for b in schedule {
        if b.from <= income {
            chosen = Some(b);
        } else {
            break;
        }
    }
    match chosen {
        Some(b) if positive(income) => (b.base + b.rate * (income - b.from), b.rate),
        Some(b) => (Decimal::ZERO, b.rate),
        None => (Decimal::ZERO, Decimal::ZERO),
    }
}

/// True when every bracket's base equals the tax on its start under the brackets below it.
pub fn is_consistent(schedule: &[Bracket]) -> bool {
    schedule.windows(2).all(|w| {
        let (lo, hi) = (w[0], w[1]);
        hi.from > lo.from && hi.base == lo.base + lo.rate * (hi.from - lo.from)
    }) && schedule
        .first()
        .is_some_and(|b| b.from.is_zero() && b.base.is_zero())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    const TOY: [Bracket; 3] = [
        bracket(dec!(0), dec!(0), dec!(0)),
        bracket(dec!(100), dec!(0.1), dec!(0)),
        bracket(dec!(200), dec!(0.2), dec!(10)),
    ];

    #[test]
    fn tax_and_marginal_rate() {
        assert_eq!(progressive(&TOY, dec!(0)), (dec!(0), dec!(0)));
        assert_eq!(progressive(&TOY, dec!(150)), (dec!(5), dec!(0.1)));
        assert_eq!(progressive(&TOY, dec!(200)), (dec!(10), dec!(0.2)));
        assert_eq!(progressive(&TOY, dec!(250)), (dec!(20), dec!(0.2)));
        assert_eq!(progressive(&TOY, dec!(-5)), (dec!(0), dec!(0)));
    }

    #[test]
    fn consistency_check_catches_a_wrong_base() {
        assert!(is_consistent(&TOY));
        let mut bad = TOY;
        bad[2].base = dec!(11);
        assert!(!is_consistent(&bad));
    }
}
