//! Money and rate text for people to read: `$85,000`, `$1,234.56`, `32.5%`. One formatter for the
//! domain's own texts (recommendations, "Profile updated: …" notices) and the advisor's replies.

use rust_decimal::{Decimal, RoundingStrategy};

/// Whole dollars without cents, otherwise two decimals; thousands separated by commas; a minus sign
/// before the dollar sign. Cents round half away from zero.
pub fn money(v: Decimal) -> String {
    let rounded = v.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero);
    let neg = rounded.is_sign_negative() && !rounded.is_zero();
    let abs = rounded.abs();
    let whole = abs.trunc();
    let cents = ((abs - whole) * Decimal::ONE_HUNDRED).trunc();
    let digits = whole.to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(c);
    }
    let sign = if neg { "-" } else { "" };
    if cents.is_zero() {
        format!("{sign}${grouped}")
    } else {
        format!("{sign}${grouped}.{cents:0>2}")
    }
}

/// Whole dollars, for estimates and projections where cents would be false precision.
pub fn money_whole(v: Decimal) -> String {
    money(v.round_dp_with_strategy(0, RoundingStrategy::MidpointAwayFromZero))
}

/// A fraction as a percentage with at most one decimal: 0.325 → "32.5%".
pub fn percent(fraction: Decimal) -> String {
    let p = (fraction * Decimal::ONE_HUNDRED)
        .round_dp_with_strategy(1, RoundingStrategy::MidpointAwayFromZero)
        .normalize();
    format!("{p}%")
}

/// A rate someone gave, as they gave it: 0.0575 → "5.75%", 0.06 → "6%" (never rounded to one
/// decimal, which would misstate it; at most four decimals of a percent).
pub fn rate_as_given(fraction: Decimal) -> String {
    let p = (fraction * Decimal::ONE_HUNDRED)
        .round_dp_with_strategy(4, RoundingStrategy::MidpointAwayFromZero)
        .normalize();
    format!("{p}%")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    #[test]
    fn rates_read_as_given() {
        assert_eq!(rate_as_given(dec!(0.0575)), "5.75%");
        assert_eq!(rate_as_given(dec!(0.06)), "6%");
        assert_eq!(rate_as_given(dec!(0.06125)), "6.125%");
        assert_eq!(percent(dec!(0.0575)), "5.8%");
    }

    #[test]
    fn money_forms() {
        assert_eq!(money(dec!(85000)), "$85,000");
        assert_eq!(money(dec!(1234.56)), "$1,234.56");
        assert_eq!(money(dec!(1234.5)), "$1,234.50");
        assert_eq!(money(dec!(0)), "$0");
        assert_eq!(money(dec!(999)), "$999");
        assert_eq!(money(dec!(1000)), "$1,000");
        assert_eq!(money(dec!(1000000)), "$1,000,000");
        assert_eq!(money(dec!(1234567.8)), "$1,234,567.80");
        assert_eq!(money(dec!(-5000000)), "-$5,000,000");
    }

    #[test]
    fn whole_dollars_round_half_away_from_zero() {
        assert_eq!(money_whole(dec!(1234.56)), "$1,235");
        assert_eq!(money_whole(dec!(0)), "$0");
        assert_eq!(money_whole(dec!(999.5)), "$1,000");
        assert_eq!(money_whole(dec!(1234567.49)), "$1,234,567");
        assert_eq!(money_whole(dec!(-1200)), "-$1,200");
        assert_eq!(money_whole(dec!(-0.4)), "$0");
    }

    #[test]
    fn percentages() {
        assert_eq!(percent(dec!(0.325)), "32.5%");
        assert_eq!(percent(dec!(0.04)), "4%");
    }
}
