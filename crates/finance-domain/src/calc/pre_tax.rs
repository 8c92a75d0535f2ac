//! What a before-tax contribution saves in tax: Australian salary sacrifice into super, or a US
//! pre-tax 401(k)/403(b) deferral. The tax engine ([`crate::tax::calculate`]) runs with and without
//! the contribution, so income tax, the Medicare levy (and surcharge), state tax and HELP are all in
//! the difference; in Australia the fund's 15% contributions tax on the amount is taken off the
//! saving, and the yearly cap or deferral limit is checked.

use chrono::{Datelike, NaiveDate};
use rust_decimal::Decimal;
use serde::Serialize;

use super::{cents, check_money};
use crate::contribution_limits::{self, CONTRIBUTIONS_TAX_RATE};
use crate::error::DomainError;
use crate::profile::Country;
use crate::tax::year::au_start_year_on;
use crate::tax::{TaxRequest, TaxResult, calculate};

/// The yearly limit the contributions count toward, and how much of it they use.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ContributionLimit {
    /// "concessional contributions cap 2026-27", "401(k) elective deferral limit 2026".
    pub name: String,
    pub value: Decimal,
    /// Australia: the Super Guarantee on salary plus all salary sacrifice; US: the whole deferral.
    pub used: Decimal,
    pub source: &'static str,
    /// Why the limit is carried forward from another year, when it is.
    pub provisional: Option<String>,
}

impl ContributionLimit {
    pub fn exceeded(&self) -> bool {
        self.used > self.value
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PreTaxSaving {
    pub before: TaxResult,
    pub after: TaxResult,
    /// The contribution added, a year.
    pub amount: Decimal,
    /// Income tax, Medicare levy or FICA, state tax and HELP repayment before, less after.
    pub tax_saved: Decimal,
    /// Australia: the fund's contributions tax on `amount`; 0 in the US (taxed on withdrawal).
    pub contributions_tax: Decimal,
    /// tax_saved − contributions_tax.
    pub net_saving: Decimal,
    /// What reaches the account after contributions tax.
    pub into_account: Decimal,
    /// after.takeHome − before.takeHome (negative: the pay given up, less the tax saved).
    pub take_home_change: Decimal,
    pub limit: ContributionLimit,
}

fn paid(r: &TaxResult) -> Decimal {
    r.total_tax() + r.help_repayment.unwrap_or(Decimal::ZERO)
}

/// `amount` a year more salary sacrifice (Australia) or pre-tax deferral (US) on top of what
/// `req` already has.
pub fn pre_tax_contribution(
    req: &TaxRequest,
    amount: Decimal,
    today: NaiveDate,
) -> Result<PreTaxSaving, DomainError> {
    check_money("amount", amount)?;
    let before = calculate(req, today)?;
    let mut after_req = req.clone();
    let (contributions_tax, limit) = match req.country {
        Country::Australia => {
            let total = req.sacrifice().saturating_add(amount);
            after_req.salary_sacrifice = Some(total);
            let fy = req
                .tax_year
                .as_deref()
                .and_then(|y| y.get(..4))
                .and_then(|y| y.parse::<i32>().ok())
                .unwrap_or_else(|| au_start_year_on(today));
            let p = contribution_limits::au_super(fy);
            let sg = cents(p.sg_rate.value * req.income.min(p.max_contribution_base.annual()));
            let limit = ContributionLimit {
                name: format!("concessional contributions cap for {}", p.label),
                value: p.concessional_cap.value,
                used: sg.saturating_add(total),
                source: p.concessional_cap.source,
                provisional: contribution_limits::au_super_provisional(fy),
            };
            (cents(amount * CONTRIBUTIONS_TAX_RATE.value), limit)
        }
        Country::Us => {
            let total = req.deferral().saturating_add(amount);
            after_req.pre_tax_retirement = Some(total);
            let year = req
                .tax_year
                .as_deref()
                .and_then(|y| y.get(..4))
                .and_then(|y| y.parse::<i32>().ok())
                .unwrap_or_else(|| today.year());
            let l = contribution_limits::us_retirement(year);
            let limit = ContributionLimit {
                name: format!("401(k) elective deferral limit for {}", l.year),
                value: l.deferral_limit(req.age.unwrap_or(0)),
                used: total,
                source: l.elective_deferral.source,
                provisional: contribution_limits::us_retirement_provisional(year),
            };
            (Decimal::ZERO, limit)
        }
    };
    let after = calculate(&after_req, today)?;
    let tax_saved = paid(&before) - paid(&after);
    Ok(PreTaxSaving {
        tax_saved,
        contributions_tax,
        net_saving: tax_saved - contributions_tax,
        into_account: amount - contributions_tax,
        take_home_change: after.take_home - before.take_home,
        amount,
        before,
        after,
        limit,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::region::Region;
    use rust_decimal_macros::dec;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
    }

    #[test]
    fn sacrificing_10k_on_85k_in_australia() {
        // 2026-27: $85,000 → $75,000 taxable stays in the 30% bracket with the 2% levy: 32% of
        // $10,000 = $3,200 less tax (hand-computed: $16,020 + $1,700 → $13,020 + $1,500), less
        // $1,500 contributions tax (15%) = $1,700 better off; SG 12% × $85,000 = $10,200 + $10,000
        // is under the $32,500 cap.
        let req = TaxRequest {
            country: Country::Australia,
            income: dec!(85000),
            ..TaxRequest::default()
        };
        let s = pre_tax_contribution(&req, dec!(10000), today()).unwrap();
        assert_eq!(s.tax_saved, dec!(3200));
        assert_eq!(s.contributions_tax, dec!(1500));
        assert_eq!(s.net_saving, dec!(1700));
        assert_eq!(s.into_account, dec!(8500));
        assert_eq!(s.take_home_change, dec!(-6800));
        assert_eq!(s.limit.used, dec!(20200));
        assert_eq!(s.limit.value, dec!(32500));
        assert!(!s.limit.exceeded());
    }

    #[test]
    fn help_repayment_is_not_cut_by_salary_sacrifice() {
        // HELP repayment income adds reportable super contributions back, so the repayment is the
        // same with or without the sacrifice; only income tax and the levy fall.
        let req = TaxRequest {
            country: Country::Australia,
            income: dec!(85000),
            help_debt: Some(dec!(20000)),
            ..TaxRequest::default()
        };
        let s = pre_tax_contribution(&req, dec!(10000), today()).unwrap();
        assert_eq!(s.before.help_repayment, s.after.help_repayment);
        assert_eq!(s.tax_saved, dec!(3200));
    }

    #[test]
    fn over_the_cap_is_flagged() {
        let req = TaxRequest {
            country: Country::Australia,
            income: dec!(200000),
            ..TaxRequest::default()
        };
        // SG 12% × $200,000 = $24,000 + $10,000 = $34,000 > $32,500.
        let s = pre_tax_contribution(&req, dec!(10000), today()).unwrap();
        assert!(s.limit.exceeded());
    }

    #[test]
    fn a_401k_deferral_in_texas_saves_federal_tax_only() {
        // US 2026 single in Texas on $100,000: $10,000 deferred stays in the 22% bracket (taxable
        // $83,900 → $73,900), FICA unchanged: $2,200 saved, no contributions tax.
        let req = TaxRequest {
            country: Country::Us,
            income: dec!(100000),
            state: Region::parse(Country::Us, "TX"),
            age: Some(40),
            ..TaxRequest::default()
        };
        let s = pre_tax_contribution(&req, dec!(10000), today()).unwrap();
        assert_eq!(s.tax_saved, dec!(2200));
        assert_eq!(s.net_saving, dec!(2200));
        assert_eq!(s.limit.value, dec!(24500));
        assert_eq!(s.before.fica_tax, s.after.fica_tax);
    }
}
