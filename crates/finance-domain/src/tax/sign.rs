//! Comparisons with zero from the sign bit and the mantissa, without rust_decimal's general
//! comparison (which aligns scales first): a US calculation makes about twenty of them, and they
//! were a tenth of its instructions (docs/benchmarks.md, "Tax engine").

use rust_decimal::Decimal;

/// `d > 0`.
pub fn positive(d: Decimal) -> bool {
    !d.is_zero() && d.is_sign_positive()
}

/// `d.max(Decimal::ZERO)`, the same value and scale: a negative `d` gives `Decimal::ZERO` and a
/// zero keeps its own scale and sign, as rust_decimal's `max` does.
pub fn or_zero(d: Decimal) -> Decimal {
    if d.is_sign_negative() && !d.is_zero() {
        Decimal::ZERO
    } else {
        d
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    #[test]
    fn same_as_comparing_with_zero() {
        let mut values = vec![dec!(0), dec!(0.00), dec!(-0.00), dec!(0.01), dec!(-0.01)];
        values.extend([dec!(85000), dec!(-85000.50), Decimal::MAX, Decimal::MIN]);
        for d in values {
            assert_eq!(positive(d), d > Decimal::ZERO, "{d}");
            let (mine, max) = (or_zero(d), d.max(Decimal::ZERO));
            assert_eq!((mine, mine.scale()), (max, max.scale()), "{d}");
            assert_eq!(mine.is_sign_negative(), max.is_sign_negative(), "{d}");
            assert_eq!(mine.to_string(), max.to_string(), "{d}");
        }
    }
}
