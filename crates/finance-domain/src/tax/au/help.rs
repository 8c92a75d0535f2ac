//! Compulsory HELP / study and training loan repayment, assessed with the income tax return.

use rust_decimal::Decimal;

use super::params::{Help, HelpSchedule};
use crate::tax::schedule::progressive;

/// The repayment on `repayment_income` before the cap at the debt, and the rate on the next dollar
/// (the whole-income table's jumps at band edges are not in the rate).
pub fn uncapped(h: &Help, repayment_income: Decimal) -> (Decimal, Decimal) {
    match h.schedule {
        HelpSchedule::WholeIncome(bands) => {
            let rate = bands
                .iter()
                .take_while(|(from, _)| *from <= repayment_income)
                .last()
                .map_or(Decimal::ZERO, |(_, r)| *r);
            (rate * repayment_income, rate)
        }
        HelpSchedule::Marginal {
            scale,
            flat_above,
            flat_rate,
        } => {
            if repayment_income > flat_above {
                (flat_rate * repayment_income, flat_rate)
            } else {
                progressive(scale, repayment_income)
            }
        }
    }
}

/// The compulsory repayment: the schedule's amount, never more than the debt. Returns the amount and
/// its rate on the next dollar (0 once the debt caps it).
pub fn repayment(h: &Help, repayment_income: Decimal, debt: Decimal) -> (Decimal, Decimal) {
    let (amount, rate) = uncapped(h, repayment_income);
    if amount >= debt {
        (debt.max(Decimal::ZERO), Decimal::ZERO)
    } else {
        (amount, rate)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tax::au::params::ALL;
    use rust_decimal_macros::dec;

    fn fy(label: &str) -> &'static Help {
        &ALL.iter().find(|p| p.label == label).unwrap().help
    }

    /// ATO "Study and training loan repayment thresholds and rates", 2024-25: the percentage
    /// applies to the whole repayment income.
    #[test]
    fn whole_income_table_2024_25() {
        let h = fy("2024-25");
        assert_eq!(uncapped(h, dec!(54_434)).0, dec!(0));
        // 1% of $54,435.
        assert_eq!(uncapped(h, dec!(54_435)).0, dec!(544.35));
        // $80,000 is in the 4% band ($79,347 - $84,107): $3,200.
        assert_eq!(uncapped(h, dec!(80_000)).0, dec!(3_200));
        // $95,000 is in the 5.5% band: $5,225.
        assert_eq!(uncapped(h, dec!(95_000)).0, dec!(5_225));
        // 10% from $159,664.
        assert_eq!(uncapped(h, dec!(200_000)).0, dec!(20_000));
    }

    /// ATO 2025-26 table: 15c per $1 over $67,000; $8,700 + 17c per $1 over $125,000; 10% of the
    /// whole income from $179,286.
    #[test]
    fn marginal_system_2025_26() {
        let h = fy("2025-26");
        assert_eq!(uncapped(h, dec!(67_000)).0, dec!(0));
        // $80,000: 15% × $13,000 = $1,950 (was $3,200 under the 2024-25 table).
        assert_eq!(uncapped(h, dec!(80_000)).0, dec!(1_950));
        // $95,000: 15% × $28,000 = $4,200.
        assert_eq!(uncapped(h, dec!(95_000)), (dec!(4_200), dec!(0.15)));
        assert_eq!(uncapped(h, dec!(125_000)).0, dec!(8_700));
        // $150,000: $8,700 + 17% × $25,000 = $12,950.
        assert_eq!(uncapped(h, dec!(150_000)).0, dec!(12_950));
        assert_eq!(uncapped(h, dec!(179_285)).0, dec!(17_928.45));
        assert_eq!(uncapped(h, dec!(179_286)).0, dec!(17_928.60));
        assert_eq!(uncapped(h, dec!(250_000)), (dec!(25_000), dec!(0.10)));
    }

    #[test]
    fn repayment_never_exceeds_the_debt() {
        let h = fy("2025-26");
        assert_eq!(
            repayment(h, dec!(95_000), dec!(30_000)),
            (dec!(4_200), dec!(0.15))
        );
        assert_eq!(
            repayment(h, dec!(95_000), dec!(1_000)),
            (dec!(1_000), dec!(0))
        );
        assert_eq!(repayment(h, dec!(95_000), dec!(0)), (dec!(0), dec!(0)));
    }

    #[test]
    fn unpublished_year_is_carried_forward_and_flagged() {
        let h = fy("2026-27");
        assert_eq!(uncapped(h, dec!(80_000)).0, dec!(1_950));
        assert!(h.provisional.is_some_and(|w| w.contains("2026-27")));
        assert!(fy("2025-26").provisional.is_none());
    }
}
