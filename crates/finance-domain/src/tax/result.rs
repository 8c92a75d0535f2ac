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
        PayPeriods {
            weekly: cents(annual / Decimal::from(52)),
            fortnightly: cents(annual / Decimal::from(26)),
            monthly: cents(annual / Decimal::from(12)),
        }
    }
}

impl TaxResult {
    pub fn total_tax(&self) -> Decimal {
        self.federal_tax + self.state_tax + self.fica_tax
    }
}
