//! Seniors and pensioners tax offset (SAPTO) for people of age pension age.

use rust_decimal::Decimal;

use super::params::Sapto;

/// The offset for `rebate_income` (taxable income plus reportable super contributions and the
/// other rebate-income parts) and how fast it shrinks with the next dollar. `None` when the person
/// is not eligible: under age pension age, or rebate income at or above the cut-out.
pub fn sapto(
    p: &Sapto,
    age: Option<u32>,
    partnered: bool,
    rebate_income: Decimal,
) -> Option<(Decimal, Decimal)> {
    if age.is_none_or(|a| a < p.min_age) {
        return None;
    }
    let row = if partnered { p.couple } else { p.single };
    let over = rebate_income - row.shade_out;
    if over <= Decimal::ZERO {
        return Some((row.max, Decimal::ZERO));
    }
    let left = row.max - p.taper * over;
    (left > Decimal::ZERO).then_some((left, p.taper))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tax::au::params::ALL;
    use rust_decimal_macros::dec;

    /// ATO "Seniors and pensioners tax offset": full $2,230 to $34,919 rebate income, reduced by
    /// 12.5c per $1 above it, nothing from the $52,759 cut-out; couples $1,602 each, $30,994 and
    /// $43,810.
    #[test]
    fn ato_shade_out_and_cut_out() {
        let p = &ALL[1].sapto;
        assert_eq!(
            sapto(p, Some(67), false, dec!(30_000)),
            Some((dec!(2_230), dec!(0)))
        );
        assert_eq!(
            sapto(p, Some(67), false, dec!(34_919)).unwrap().0,
            dec!(2_230)
        );
        // $40,000: 2,230 − 12.5% × 5,081 = 1,594.875.
        assert_eq!(
            sapto(p, Some(70), false, dec!(40_000)),
            Some((dec!(1_594.875), dec!(0.125)))
        );
        assert!(sapto(p, Some(70), false, dec!(52_758)).is_some());
        assert_eq!(sapto(p, Some(70), false, dec!(52_759)), None);
        assert_eq!(
            sapto(p, Some(67), true, dec!(30_994)).unwrap().0,
            dec!(1_602)
        );
        assert_eq!(
            sapto(p, Some(67), true, dec!(40_000)).unwrap().0,
            dec!(476.25)
        );
        assert!(sapto(p, Some(67), true, dec!(43_809)).is_some());
        assert_eq!(sapto(p, Some(67), true, dec!(43_810)), None);
    }

    #[test]
    fn only_from_age_pension_age() {
        let p = &ALL[0].sapto;
        assert_eq!(sapto(p, Some(66), false, dec!(20_000)), None);
        assert_eq!(sapto(p, None, false, dec!(20_000)), None);
        assert!(sapto(p, Some(67), false, dec!(20_000)).is_some());
    }
}
