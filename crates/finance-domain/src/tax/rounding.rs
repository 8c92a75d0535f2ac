//! Money is reported in cents and rates to four places; everything before that is exact.
//!
//! Rounding and the average rate are done on the mantissa in integer arithmetic when it fits (every
//! real amount does): rust_decimal's general rounding and division were about a fifth of a US
//! calculation's instructions (docs/benchmarks.md, "Tax engine"). Larger values take rust_decimal's
//! own path, and tests hold the two to the same answers.

use rust_decimal::{Decimal, RoundingStrategy};

const POW10: [u64; 20] = {
    let mut p = [1u64; 20];
    let mut i = 1;
    while i < 20 {
        p[i] = p[i - 1] * 10;
        i += 1;
    }
    p
};

pub fn cents(d: Decimal) -> Decimal {
    // Most amounts already are whole cents; skip the rounding for them.
    if d.scale() <= 2 { d } else { round(d, 2) }
}

pub fn rate(d: Decimal) -> Decimal {
    let r = if d.scale() <= 4 { d } else { round(d, 4) };
    r.normalize()
}

/// `numerator / denominator` as a rate (four places, trailing zeros dropped); 0 when the
/// denominator is not positive.
pub fn ratio(numerator: Decimal, denominator: Decimal) -> Decimal {
    if denominator <= Decimal::ZERO {
        return Decimal::ZERO;
    }
    let (n, ns) = (numerator.mantissa(), numerator.scale());
    let (d, ds) = (denominator.mantissa(), denominator.scale());
    // n/10^ns ÷ d/10^ds to four places = n·10^(ds+4) ÷ d·10^ns. With both mantissas under 2^64 and
    // the scales small, both sides fit in u128.
    match (
        u64::try_from(n.unsigned_abs()),
        u64::try_from(d.unsigned_abs()),
    ) {
        (Ok(nv), Ok(dv)) if ds + 4 < 20 && ns < 20 => {
            let num = u128::from(nv) * u128::from(POW10[(ds + 4) as usize]);
            let den = u128::from(dv) * u128::from(POW10[ns as usize]);
            // Half away from zero, as `rate` rounds.
            let q = (num / den + u128::from(num % den >= den - num % den)) as i128;
            Decimal::from_i128_with_scale(if n < 0 { -q } else { q }, 4).normalize()
        }
        _ => rate(numerator / denominator),
    }
}

/// Half away from zero to `dp` places; `d` has more than `dp`.
fn round(d: Decimal, dp: u32) -> Decimal {
    let drop = d.scale() - dp;
    let m = d.mantissa();
    match u64::try_from(m.unsigned_abs()) {
        Ok(v) if drop < 20 => {
            let unit = POW10[drop as usize];
            let (q, r) = (v / unit, v % unit);
            let q = i128::from(q + u64::from(r >= unit - r));
            // A value that rounds to zero is plain 0, as rust_decimal gives it (-0.001 → 0.00).
            Decimal::from_i128_with_scale(if m < 0 { -q } else { q }, dp)
        }
        _ => d.round_dp_with_strategy(dp, RoundingStrategy::MidpointAwayFromZero),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    fn values() -> Vec<Decimal> {
        let mantissas: [i128; 12] = [
            0,
            1,
            -1,
            5,
            -5,
            49,
            150,
            -12_345_678_905,
            99_999_999_999_995,
            1 << 70,
            -(1 << 90),
            i128::from(u64::MAX),
        ];
        let mut out = Vec::new();
        for m in mantissas {
            for scale in 0..=28 {
                out.push(Decimal::from_i128_with_scale(m, scale));
            }
        }
        out
    }

    fn same(a: Decimal, b: Decimal) -> bool {
        a == b && a.to_string() == b.to_string() && a.is_sign_negative() == b.is_sign_negative()
    }

    #[test]
    fn cents_and_rate_agree_with_rust_decimal() {
        for d in values() {
            let c = d.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero);
            let c = if d.scale() <= 2 { d } else { c };
            assert!(same(cents(d), c), "cents({d}) = {} not {c}", cents(d));
            let r = d
                .round_dp_with_strategy(4, RoundingStrategy::MidpointAwayFromZero)
                .normalize();
            assert!(same(rate(d), r), "rate({d}) = {} not {r}", rate(d));
        }
        assert_eq!(cents(dec!(2.675)), dec!(2.68));
        assert_eq!(cents(dec!(-2.675)), dec!(-2.68));
        assert_eq!(cents(dec!(2.6749)), dec!(2.67));
        assert_eq!(rate(dec!(0.07650)), dec!(0.0765));
    }

    #[test]
    fn ratio_agrees_with_dividing_then_rounding() {
        let nums = [
            dec!(0),
            dec!(16288.00),
            dec!(-1650.55),
            dec!(1),
            dec!(1234.5678),
            dec!(999999999999.99),
        ];
        let dens = [
            dec!(85000),
            dec!(85000.00),
            dec!(3),
            dec!(0.07),
            dec!(7),
            dec!(1000000000000),
            dec!(24691.3578),
        ];
        for n in nums {
            for d in dens {
                let want = rate(n / d);
                assert!(
                    same(ratio(n, d), want),
                    "{n}/{d}: {} not {want}",
                    ratio(n, d)
                );
            }
        }
        // Exactly half a basis point rounds away from zero.
        assert_eq!(ratio(dec!(1), dec!(20000)), dec!(0.0001));
        assert_eq!(ratio(dec!(-1), dec!(20000)), dec!(-0.0001));
        assert_eq!(ratio(dec!(5), dec!(0)), dec!(0));
        assert_eq!(ratio(dec!(5), dec!(-1)), dec!(0));
    }
}
