//! What a change of income is worth after tax, worked out with the tax engine itself
//! ([`crate::tax::calculate`]) with and without the change: a bonus or a raise at the person's
//! marginal position (income tax plus the Medicare levy, or federal, state and FICA), a couple's
//! combined take-home, the dollar cost of the Medicare levy surcharge against a policy, and the
//! difference between two US states or two tax years.

use chrono::NaiveDate;
use rust_decimal::Decimal;
use serde::Serialize;

use super::{cents, check_money};
use crate::error::DomainError;
use crate::profile::{Country, MaritalStatus};
use crate::region::Region;
use crate::tax::{FilingStatus, TaxRequest, TaxResult, calculate};

/// The same request calculated twice, before and after one change.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Comparison {
    pub before: TaxResult,
    pub after: TaxResult,
    /// after.income − before.income
    pub gross_change: Decimal,
    /// after.takeHome − before.takeHome
    pub take_home_change: Decimal,
    /// after.totalTax − before.totalTax
    pub tax_change: Decimal,
}

impl Comparison {
    fn of(before: TaxResult, after: TaxResult) -> Comparison {
        Comparison {
            gross_change: after.income - before.income,
            take_home_change: after.take_home - before.take_home,
            tax_change: after.total_tax() - before.total_tax(),
            before,
            after,
        }
    }

    /// The share of the extra gross income kept after tax (0 when nothing changed).
    pub fn kept_share(&self) -> Decimal {
        if self.gross_change.is_zero() {
            Decimal::ZERO
        } else {
            (self.take_home_change / self.gross_change).round_dp(4)
        }
    }
}

/// A bonus or a raise of `extra` on top of `req.income`, in the same tax year.
pub fn extra_income(
    req: &TaxRequest,
    extra: Decimal,
    today: NaiveDate,
) -> Result<Comparison, DomainError> {
    check_money("extra", extra)?;
    let before = calculate(req, today)?;
    let mut after_req = req.clone();
    after_req.income = req.income.saturating_add(extra);
    let after = calculate(&after_req, today)?;
    Ok(Comparison::of(before, after))
}

/// A raise to `new_income`.
pub fn new_income(
    req: &TaxRequest,
    new_income: Decimal,
    today: NaiveDate,
) -> Result<Comparison, DomainError> {
    check_money("newIncome", new_income)?;
    let before = calculate(req, today)?;
    let mut after_req = req.clone();
    after_req.income = new_income;
    let after = calculate(&after_req, today)?;
    Ok(Comparison::of(before, after))
}

/// The same income in two states of one country (for the US, where state income tax differs).
pub fn between_states(
    req: &TaxRequest,
    first: Region,
    second: Region,
    today: NaiveDate,
) -> Result<Comparison, DomainError> {
    let mut a = req.clone();
    a.state = Some(first);
    a.country = first.country();
    let mut b = req.clone();
    b.state = Some(second);
    b.country = second.country();
    if a.country != b.country {
        return Err(DomainError::invalid(
            "state",
            "must both be in the same country",
        ));
    }
    Ok(Comparison::of(calculate(&a, today)?, calculate(&b, today)?))
}

/// The same income in two tax years ("2025-26" / "2026-27", or "2025" / "2026").
pub fn between_years(
    req: &TaxRequest,
    first: &str,
    second: &str,
    today: NaiveDate,
) -> Result<Comparison, DomainError> {
    let mut a = req.clone();
    a.tax_year = Some(first.to_string());
    let mut b = req.clone();
    b.tax_year = Some(second.to_string());
    Ok(Comparison::of(calculate(&a, today)?, calculate(&b, today)?))
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Couple {
    pub first: TaxResult,
    pub second: TaxResult,
    pub combined_income: Decimal,
    pub combined_tax: Decimal,
    pub combined_take_home: Decimal,
    /// US: income tax on one joint return, with FICA per worker.
    pub joint: Option<TaxResult>,
}

/// A couple's take-home. Australia: each partner is taxed alone, with the Medicare levy and the
/// surcharge tested on family income against the family thresholds. US: one joint return (married
/// filing jointly) for income tax and state tax, FICA for each worker on their own wages (each has
/// their own Social Security wage base).
pub fn couple(
    base: &TaxRequest,
    first_income: Decimal,
    second_income: Decimal,
    today: NaiveDate,
) -> Result<Couple, DomainError> {
    check_money("income", first_income)?;
    check_money("partnerIncome", second_income)?;
    let combined_income = first_income.saturating_add(second_income);
    let person = |income: Decimal| {
        let mut r = base.clone();
        r.income = income;
        r.marital_status = Some(MaritalStatus::Married);
        r.household_income = Some(combined_income);
        if r.country == Country::Us {
            r.filing_status = Some(FilingStatus::Single);
        }
        r
    };
    let first = calculate(&person(first_income), today)?;
    let second = calculate(&person(second_income), today)?;
    match base.country {
        Country::Australia => Ok(Couple {
            combined_tax: first.total_tax() + second.total_tax(),
            combined_take_home: first.take_home + second.take_home,
            combined_income,
            first,
            second,
            joint: None,
        }),
        Country::Us => {
            let mut j = base.clone();
            j.income = combined_income;
            j.marital_status = Some(MaritalStatus::Married);
            j.filing_status = Some(FilingStatus::MarriedFilingJointly);
            let joint = calculate(&j, today)?;
            let fica = first.fica_tax + second.fica_tax;
            let combined_tax = joint.federal_tax + joint.state_tax + fica;
            Ok(Couple {
                combined_tax,
                combined_take_home: combined_income - combined_tax,
                combined_income,
                first,
                second,
                joint: Some(joint),
            })
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SurchargeCost {
    /// The Medicare levy surcharge this person would pay without private hospital cover.
    pub surcharge: Decimal,
    /// The surcharge's tier rate (0, 1%, 1.25% or 1.5%): the marginal rates with and without
    /// cover differ by exactly it.
    pub rate: Decimal,
    pub policy_price: Decimal,
    /// policy_price − surcharge: positive when the policy costs more than the surcharge it avoids.
    pub policy_costs_more_by: Decimal,
    pub tax_year: String,
}

/// The Medicare levy surcharge avoided by holding cover, against a stated yearly policy price.
pub fn surcharge_cost(
    req: &TaxRequest,
    policy_price: Decimal,
    today: NaiveDate,
) -> Result<SurchargeCost, DomainError> {
    if req.country != Country::Australia {
        return Err(DomainError::invalid(
            "country",
            "the Medicare levy surcharge is Australian",
        ));
    }
    check_money("policyPrice", policy_price)?;
    let mut without = req.clone();
    without.private_hospital_cover = Some(false);
    let mut with = req.clone();
    with.private_hospital_cover = Some(true);
    let a = calculate(&without, today)?;
    let b = calculate(&with, today)?;
    let surcharge = cents(a.fica_tax - b.fica_tax);
    Ok(SurchargeCost {
        surcharge,
        rate: (a.marginal_rate - b.marginal_rate).normalize(),
        policy_price,
        policy_costs_more_by: policy_price - surcharge,
        tax_year: a.tax_year,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
    }

    fn au(income: Decimal) -> TaxRequest {
        TaxRequest {
            country: Country::Australia,
            income,
            ..TaxRequest::default()
        }
    }

    fn us(income: Decimal, state: &str) -> TaxRequest {
        TaxRequest {
            country: Country::Us,
            income,
            state: Region::parse(Country::Us, state),
            ..TaxRequest::default()
        }
    }

    #[test]
    fn bonus_at_the_30_percent_bracket_in_australia() {
        // 2026-27: $85,000 → $95,000 sits in the 30% bracket, plus the 2% Medicare levy: 32% of
        // $10,000 = $3,200 tax, $6,800 kept (hand-computed: $16,020 + $1,700 → $19,020 + $1,900).
        let c = extra_income(&au(dec!(85000)), dec!(10000), today()).unwrap();
        assert_eq!(c.tax_change, dec!(3200));
        assert_eq!(c.take_home_change, dec!(6800));
        assert_eq!(c.kept_share(), dec!(0.68));
    }

    #[test]
    fn raise_in_texas_keeps_the_federal_22_percent_and_fica() {
        // US 2026 single in Texas: $100,000 → $105,000 stays in the 22% bracket; FICA 7.65%.
        // 5,000 × (0.22 + 0.0765) = 1,482.50 tax, 3,517.50 kept.
        let c = new_income(&us(dec!(100000), "TX"), dec!(105000), today()).unwrap();
        assert_eq!(c.tax_change, dec!(1482.50));
        assert_eq!(c.take_home_change, dec!(3517.50));
    }

    #[test]
    fn states_differ_by_state_tax_only() {
        let c = between_states(
            &us(dec!(100000), "TX"),
            Region::parse(Country::Us, "TX").unwrap(),
            Region::parse(Country::Us, "CA").unwrap(),
            today(),
        )
        .unwrap();
        assert_eq!(c.before.state_tax, dec!(0));
        assert_eq!(c.after.federal_tax, c.before.federal_tax);
        assert_eq!(c.take_home_change, -c.after.state_tax);
        assert!(
            between_states(
                &us(dec!(1), "TX"),
                Region::parse(Country::Us, "TX").unwrap(),
                Region::parse(Country::Australia, "NSW").unwrap(),
                today()
            )
            .is_err()
        );
    }

    #[test]
    fn two_australian_years() {
        // $85,000: 2025-26 tax $16,288 (16% bracket), 2026-27 $16,020 (15%): $268 more take-home.
        let c = between_years(&au(dec!(85000)), "2025-26", "2026-27", today()).unwrap();
        assert_eq!(c.before.federal_tax, dec!(16288));
        assert_eq!(c.after.federal_tax, dec!(16020));
        assert_eq!(c.take_home_change, dec!(268));
    }

    #[test]
    fn australian_couple_is_taxed_alone() {
        // $85,000 + $60,000: $16,020 + $1,700 and $8,420 + $1,200 (2026-27, cover held).
        let c = couple(&au(dec!(0)), dec!(85000), dec!(60000), today()).unwrap();
        assert_eq!(c.combined_tax, dec!(27340));
        assert_eq!(c.combined_take_home, dec!(117660));
    }

    #[test]
    fn us_couple_files_jointly_with_fica_per_worker() {
        // $100,000 + $60,000 joint in Texas, 2026: taxable 160,000 − 32,200 = 127,800;
        // 2,480 + 0.12 × 76,000 + 0.22 × 27,000 = 17,540. FICA 7.65% × 160,000 = 12,240.
        let c = couple(&us(dec!(0), "TX"), dec!(100000), dec!(60000), today()).unwrap();
        assert_eq!(c.combined_tax, dec!(29780));
        assert_eq!(c.combined_take_home, dec!(130220));
    }

    #[test]
    fn surcharge_against_a_policy() {
        // Single, $110,000, no cover: tier 1 (1%, over $101,000) in 2026-27 → $1,100 surcharge; a
        // $1,500 policy costs $400 more than the surcharge it avoids.
        let s = surcharge_cost(&au(dec!(110000)), dec!(1500), today()).unwrap();
        assert_eq!(s.surcharge, dec!(1100));
        assert_eq!(s.policy_costs_more_by, dec!(400));
        // $120,000 is tier 2 (1.25%, over $118,000): $1,500.
        let s = surcharge_cost(&au(dec!(120000)), dec!(1500), today()).unwrap();
        assert_eq!(s.surcharge, dec!(1500));
        assert!(surcharge_cost(&us(dec!(1), "TX"), dec!(1), today()).is_err());
    }
}
