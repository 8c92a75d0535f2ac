//! Low Income Tax Offset.

use rust_decimal::Decimal;

use super::params::Lito;

/// The offset for `income` and how fast it shrinks with the next dollar (a positive number).
pub fn lito(p: &Lito, income: Decimal) -> (Decimal, Decimal) {
    let first_cut = p.taper1 * (p.taper2_from - p.full_until);
    let (offset, slope) = if income <= p.full_until {
        (p.max, Decimal::ZERO)
    } else if income < p.taper2_from {
        (p.max - p.taper1 * (income - p.full_until), p.taper1)
    } else {
        (
            p.max - first_cut - p.taper2 * (income - p.taper2_from),
            p.taper2,
        )
    };
    if offset > Decimal::ZERO {
        (offset, slope)
    } else {
        (Decimal::ZERO, Decimal::ZERO)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tax::au::params::ALL;
    use rust_decimal_macros::dec;

    #[test]
    fn ato_lito_figures() {
        let p = &ALL[1].lito;
        assert_eq!(lito(p, dec!(30_000)).0, dec!(700));
        assert_eq!(lito(p, dec!(37_500)).0, dec!(700));
        // $700 − 5c × 2,500
        assert_eq!(lito(p, dec!(40_000)).0, dec!(575));
        assert_eq!(lito(p, dec!(45_000)).0, dec!(325));
        // $325 − 1.5c × 10,000
        assert_eq!(lito(p, dec!(55_000)).0, dec!(175));
        // Fully withdrawn at $66,667.
        assert_eq!(lito(p, dec!(66_667)).0, dec!(0));
        assert!(lito(p, dec!(66_666)).0 > dec!(0));
    }
}
