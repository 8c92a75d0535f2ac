//! What the tax engine answers. Money is in cents; rates are fractions to four places.

use std::borrow::Cow;

use rust_decimal::Decimal;
use serde::Serialize;

use crate::profile::Country;
use crate::region::Region;
use crate::tax::rounding::cents;
use crate::tax::{FilingStatus, TaxLine};

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TaxResult {
    pub country: Country,
    pub tax_year: String,
    pub income: Decimal,
    /// US only.
    pub filing_status: Option<FilingStatus>,
    pub state: Option<Region>,
    /// US federal income tax after non-refundable credits, or Australian income tax after offsets.
    pub federal_tax: Decimal,
    /// US state income tax after non-refundable state credits; 0 in Australia.
    pub state_tax: Decimal,
    /// US FICA, or the Medicare levy plus any Medicare levy surcharge.
    pub fica_tax: Decimal,
    /// income − preTaxContributions − federalTax − stateTax − ficaTax − helpRepayment (refundable
    /// credits not added).
    pub take_home: Decimal,
    /// `take_home` per weekly, fortnightly (biweekly) and monthly pay.
    pub take_home_per_period: PayPeriods,
    /// Salary sacrificed into super (Australia) or the pre-tax 401(k)/403(b) deferral (US).
    pub pre_tax_contributions: Decimal,
    /// Australia: the compulsory HELP / study loan repayment, 0 when none; absent for the US.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help_repayment: Option<Decimal>,
    pub breakdown: Vec<TaxLine>,
    /// Refundable credits (US ACTC, EITC, state refundable credits), reported beside the liability.
    pub refundable_credits: Vec<TaxLine>,
    /// Combined rate on the next dollar of income across federalTax + stateTax + ficaTax.
    pub marginal_rate: Decimal,
    /// (federalTax + stateTax + ficaTax) / income.
    pub average_rate: Decimal,
    pub provisional: bool,
    pub provisional_reasons: Vec<Cow<'static, str>>,
    pub assumptions: Vec<Cow<'static, str>>,
    pub not_modelled: Vec<Cow<'static, str>>,
}

/// A yearly amount spread over pay periods (52 weeks, 26 fortnights, 12 months), in cents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PayPeriods {
    pub weekly: Decimal,
    /// Fortnightly in Australia, biweekly in the US.
    pub fortnightly: Decimal,
    pub monthly: Decimal,
}

impl PayPeriods {
    pub fn from_annual(annual: Decimal) -> PayPeriods {
        // In whole cents on i128 (Decimal division is the slowest step of a calculation).
        let mut a = cents(annual);
        a.rescale(2);
        let m = a.mantissa();
        let per = |n: i128| {
            // Half away from zero, as `cents` rounds.
            let q = (m.abs() * 2 + n) / (2 * n);
            Decimal::from_i128_with_scale(if m < 0 { -q } else { q }, 2)
        };
        PayPeriods {
            weekly: per(52),
            fortnightly: per(26),
            monthly: per(12),
        }
    }
}

impl TaxResult {
    pub fn total_tax(&self) -> Decimal {
        self.federal_tax + self.state_tax + self.fica_tax
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    #[test]
    fn pay_periods_round_half_away_from_zero() {
        let p = PayPeriods::from_annual(dec!(67_012));
        assert_eq!(
            (p.weekly, p.fortnightly, p.monthly),
            (dec!(1_288.69), dec!(2_577.38), dec!(5_584.33))
        );
        // 0.26 / 52 = 0.005 → 0.01; negative mirrors it.
        assert_eq!(PayPeriods::from_annual(dec!(0.26)).weekly, dec!(0.01));
        assert_eq!(PayPeriods::from_annual(dec!(-0.26)).weekly, dec!(-0.01));
        assert_eq!(PayPeriods::from_annual(dec!(0.25)).weekly, dec!(0.00));
        assert_eq!(PayPeriods::from_annual(dec!(12)).monthly, dec!(1));
    }
}
