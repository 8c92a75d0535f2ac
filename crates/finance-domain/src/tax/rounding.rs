//! Money is reported in cents and rates to four places; everything before that is exact.

use rust_decimal::{Decimal, RoundingStrategy};

pub fn cents(d: Decimal) -> Decimal {
    // Most amounts already are whole cents; skip the rounding call for them.
    if d.scale() <= 2 {
        d
    } else {
        d.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
    }
}

pub fn rate(d: Decimal) -> Decimal {
    d.round_dp_with_strategy(4, RoundingStrategy::MidpointAwayFromZero)
        .normalize()
}
