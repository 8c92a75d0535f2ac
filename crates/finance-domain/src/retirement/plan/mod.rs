//! The retirement plan: a deterministic year-by-year plan from today's age to a horizon, in today's
//! dollars, with contributions, drawdown, the Age Pension or Social Security, when the money runs
//! out and the spending that lasts exactly to the horizon. [`Planner`] prepares the schedule once;
//! the deterministic plan and the Monte Carlo run (`monte_carlo`) share its one year step.
//!
//! Money enters and leaves as `Decimal` (rounded to cents); inside, the year step runs on `f64`
//! because the plan is solved for its sustainable spending (about a dozen trial runs) and replayed
//! over 10,000 random paths within milliseconds, which `Decimal` is an order of magnitude too slow
//! for. Everything is simulated in today's dollars: salary, spending, contribution limits, means-test
//! thresholds and benefits are all held constant in real terms, so only the return is deflated.

mod input;
mod step;
mod view;

use std::borrow::Cow;

use chrono::{Datelike, NaiveDate};
use rust_decimal::Decimal;
use serde::Serialize;

use super::age_pension::{self, PENSION_AGE, Relationship};
use super::social_security::{self, SocialSecurityRequest};
use crate::contribution_limits::{self, CONTRIBUTIONS_TAX_RATE};
use crate::error::DomainError;
use crate::money as fmt;
use crate::profile::Country;
use crate::tax::year::au_start_year_on;

pub use input::{PlanInput, PlanOverrides};
pub(crate) use step::{Flows, Pension, Prepared, Recorder, money};
use step::{SHORTFALL_EPSILON, to_f64};
pub use view::{BandsView, PlanRowView, PlanView};

/// Super is preserved until age 60 for everyone born after 30 June 1964 (Superannuation Industry
/// (Supervision) Regulations 1994 reg 6.01(2), Schedule 1); in months.
pub const SUPER_ACCESS_MONTHS: u32 = 60 * 12;
/// 401(k) withdrawals before 59½ carry the 10% additional tax (26 U.S.C. §72(t)); in months.
pub const US_ACCESS_MONTHS: u32 = 59 * 12 + 6;

/// One year of the plan. `balance` is at the start of the year of `age` (the first row is today's);
/// the flows are that year's, in today's dollars.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlanRow {
    pub age: u32,
    pub year: i32,
    /// Super/401(k) plus savings and investments, in that year's dollars.
    pub balance: Decimal,
    /// The same balance in today's dollars.
    pub balance_today: Decimal,
    /// Paid in during the year (after contributions tax), today's dollars.
    pub contributions: Decimal,
    /// Drawn for spending during the year, today's dollars.
    pub withdrawals: Decimal,
    /// Age Pension or Social Security received during the year, today's dollars.
    pub pension_income: Decimal,
    /// Spending the plan could not pay for during the year, today's dollars.
    pub shortfall: Decimal,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlanResult {
    pub rows: Vec<PlanRow>,
    /// The age at the start of the first year spending cannot be paid; `None` when the money lasts
    /// to the horizon.
    pub money_lasts_to_age: Option<u32>,
    /// The monthly spending (today's dollars, whole dollars) that lasts exactly to the horizon;
    /// `None` when retirement starts at or after the horizon.
    pub sustainable_monthly_spending: Option<Decimal>,
    /// Australia: the Age Pension a fortnight (today's dollars) in the first year it is paid.
    pub age_pension_fortnightly: Option<Decimal>,
    /// US: the Social Security benefit a month (today's dollars) once claimed.
    pub social_security_monthly: Option<Decimal>,
    pub assumptions: Vec<Cow<'static, str>>,
    pub notes: Vec<String>,
    pub provisional: bool,
    pub provisional_reasons: Vec<Cow<'static, str>>,
}

/// Share of the year of age `age` that is at or after `months` of age.
fn share_from(age: u32, months: u32) -> f64 {
    let end = (age + 1) * 12;
    f64::from(end.saturating_sub(months).min(12)) / 12.0
}

/// A prepared plan: the schedule, and what the plan says about its own assumptions.
#[derive(Debug, Clone)]
pub struct Planner {
    pub(crate) prepared: Prepared,
    assumptions: Vec<Cow<'static, str>>,
    notes: Vec<String>,
    provisional_reasons: Vec<Cow<'static, str>>,
    age_pension_first: Option<usize>,
    social_security_monthly: Option<Decimal>,
}

const ASSUMPTIONS: [&str; 8] = [
    "Figures are in today's dollars unless marked as future dollars: salary, spending, contribution limits, means-test thresholds and pension rates keep pace with inflation",
    "Returns compound once a year on the whole balance; contributions arrive at the end of each year and spending is drawn at its start",
    "Retirement spending comes from savings and investments first, then from super or the 401(k) once it can be reached",
    "Income tax on salary and on withdrawals, fees and insurance premiums are not deducted",
    "Salary stops at the retirement age; no part-time work is assumed",
    "The home is not counted or sold; other assets such as cars and contents are left out",
    "Your salary stays at today's level in real terms until you retire",
    "The horizon row shows the balance at the horizon age; flows are shown for the years before it",
];

impl Planner {
    pub fn new(input: &PlanInput, today: NaiveDate) -> Result<Planner, DomainError> {
        input.validate()?;
        let years = (input.horizon_age - input.age) as usize;
        let inflation_factor = 1.0 + to_f64(input.inflation);
        let income = input.annual_income;
        let mut assumptions: Vec<Cow<'static, str>> =
            ASSUMPTIONS.iter().map(|s| Cow::Borrowed(*s)).collect();
        let mut notes = Vec::new();
        let mut reasons: Vec<Cow<'static, str>> = Vec::new();

        let ages = |t: usize| input.age + t as u32;
        let retired: Vec<bool> = (0..years)
            .map(|t| ages(t) >= input.retirement_age)
            .collect();
        let mut contrib_savings = vec![0.0; years];
        let mut contrib_retirement = vec![0.0; years];
        for t in 0..years {
            if !retired[t] {
                contrib_savings[t] = to_f64(input.voluntary_contributions);
            }
        }
        // A figure published for a later year, in today's dollars.
        let deflate =
            |v: Decimal, years_ahead: usize| to_f64(v) / inflation_factor.powi(years_ahead as i32);

        let access_months;
        let pension;
        let mut social_security_monthly = None;
        match input.country {
            Country::Australia => {
                access_months = SUPER_ACCESS_MONTHS;
                let fy0 = au_start_year_on(today);
                if let Some(why) = contribution_limits::au_super_provisional(fy0) {
                    reasons.push(Cow::Owned(why));
                }
                let mut over_cap = None;
                for t in (0..years).filter(|t| !retired[*t]) {
                    let fy = fy0 + t as i32;
                    let p = contribution_limits::au_super(fy);
                    let ahead = (p.start_year - fy0).clamp(0, t as i32) as usize;
                    let base = deflate(p.max_contribution_base.annual(), ahead);
                    let sg = to_f64(p.sg_rate.value) * to_f64(income).min(base);
                    let concessional = sg + to_f64(input.salary_sacrifice);
                    let cap = deflate(p.concessional_cap.value, ahead);
                    if concessional > cap + SHORTFALL_EPSILON && over_cap.is_none() {
                        over_cap = Some((money(concessional), p.concessional_cap.value, p.label));
                    }
                    contrib_retirement[t] =
                        concessional * (1.0 - to_f64(CONTRIBUTIONS_TAX_RATE.value));
                }
                if let Some((c, cap, label)) = over_cap {
                    notes.push(format!(
                        "Your concessional contributions ({} a year with the Super Guarantee) exceed the {} cap for {label}; the excess is taxed at your marginal rate less a 15% offset, which the plan does not model",
                        fmt::money(c.round_dp(0)),
                        fmt::money(cap)
                    ));
                }
                assumptions.push(Cow::Borrowed(
                    "Employer Super Guarantee at the legislated rate on salary up to the maximum contribution base, plus salary sacrifice, less 15% contributions tax",
                ));
                let relationship = if input.partnered {
                    Relationship::Couple
                } else {
                    Relationship::Single
                };
                let p = age_pension::parameters(today, relationship, input.homeowner)?;
                reasons.extend(p.provisional_reasons.iter().cloned());
                let spouse = input.spouse_age.unwrap_or(input.age);
                let share: Vec<f64> = (0..years)
                    .map(|t| {
                        let mine = ages(t) >= PENSION_AGE;
                        if input.partnered {
                            let theirs = spouse + t as u32 >= PENSION_AGE;
                            0.5 * f64::from(u8::from(mine)) + 0.5 * f64::from(u8::from(theirs))
                        } else {
                            f64::from(u8::from(mine))
                        }
                    })
                    .collect();
                assumptions.push(Cow::Owned(format!(
                    "Age Pension from {PENSION_AGE} under the income test (with deeming) and the assets test at the rates from {} and thresholds from {}, held constant in today's dollars; super and savings are counted as financial assets{}",
                    p.rates_label,
                    p.thresholds_label,
                    if input.partnered { "; couple rates on your combined assets" } else { "" }
                )));
                pension = Pension::AgePension {
                    test: p.test.to_f64(),
                    share,
                };
            }
            Country::Us => {
                access_months = US_ACCESS_MONTHS;
                let y0 = today.year();
                if let Some(why) = contribution_limits::us_retirement_provisional(y0) {
                    reasons.push(Cow::Owned(why));
                }
                let mut capped = false;
                for t in (0..years).filter(|t| !retired[*t]) {
                    let l = contribution_limits::us_retirement(y0 + t as i32);
                    let ahead = (l.year - y0).clamp(0, t as i32) as usize;
                    let limit = deflate(l.deferral_limit(ages(t)), ahead);
                    let wanted = to_f64(input.pre_tax_deferral);
                    capped |= wanted > limit + SHORTFALL_EPSILON;
                    let deferral = wanted.min(limit);
                    let matched = (to_f64(input.employer_match) * to_f64(income)).min(deferral);
                    contrib_retirement[t] = deferral + matched;
                }
                if capped {
                    notes.push(format!(
                        "Your 401(k) deferral is capped at the elective deferral limit ({} in {}, plus catch-ups from 50 and 60-63)",
                        fmt::money(contribution_limits::us_retirement(y0).elective_deferral.value),
                        contribution_limits::us_retirement(y0).year
                    ));
                }
                assumptions.push(Cow::Borrowed(
                    "401(k) deferrals up to the year's elective deferral limit with catch-ups; the employer matches them dollar for dollar up to the match share of salary",
                ));
                let ss = social_security::estimate(
                    &SocialSecurityRequest {
                        birth_year: today.year() - input.age as i32,
                        annual_earnings: income,
                        claim_age: input.claim_age,
                    },
                    y0,
                )?;
                reasons.extend(ss.provisional_reasons.iter().cloned());
                let claim = ss.claim_age_months;
                social_security_monthly = Some(ss.monthly_benefit);
                assumptions.push(Cow::Owned(format!(
                    "Social Security from age {} and {} months: 35 years of earnings at today's salary (up to the wage base), {} a month in today's dollars, rising with inflation; spousal and survivor benefits are not included",
                    claim / 12,
                    claim % 12,
                    fmt::money(ss.monthly_benefit)
                )));
                if income.is_zero() {
                    notes.push(
                        "No annual income is saved, so Social Security is taken as nothing".into(),
                    );
                }
                pension = Pension::SocialSecurity {
                    annual: to_f64(ss.annual_benefit),
                    share: (0..years).map(|t| share_from(ages(t), claim)).collect(),
                };
            }
        }
        let access = (0..years)
            .map(|t| share_from(ages(t), access_months))
            .collect();
        let age_pension_first = match &pension {
            Pension::AgePension { share, .. } => {
                (0..years).find(|t| share[*t] > 0.0 && retired[*t])
            }
            _ => None,
        };
        Ok(Planner {
            prepared: Prepared {
                age: input.age,
                first_year: today.year(),
                years,
                start_savings: to_f64(input.savings),
                start_retirement: to_f64(input.retirement_balance),
                nominal_growth: 1.0 + to_f64(input.expected_return),
                inflation_factor,
                deflator: 1.0 / inflation_factor,
                volatility: to_f64(input.volatility),
                retired,
                contrib_savings,
                contrib_retirement,
                access,
                pension,
                annual_spending: to_f64(input.monthly_spending) * 12.0,
            },
            assumptions,
            notes,
            provisional_reasons: reasons,
            age_pension_first,
            social_security_monthly,
        })
    }

    /// The deterministic plan at the expected return.
    pub fn plan(&self) -> PlanResult {
        let p = &self.prepared;
        let mut rows = Rows::new(p);
        let g = p.nominal_growth;
        let first = p.run(p.annual_spending, |_| g, &mut rows);
        let rows = rows.rows;
        let mut notes = self.notes.clone();
        if let Some(t) = first
            && p.start_retirement > 0.0
            && p.access[t] < 1.0
        {
            notes.push(format!(
                "At {} your savings outside {} run out before you can reach it",
                p.age + t as u32,
                if matches!(p.pension, Pension::SocialSecurity { .. }) {
                    "your 401(k)"
                } else {
                    "super"
                }
            ));
        }
        let age_pension_fortnightly = self
            .age_pension_first
            .and_then(|t| rows.get(t))
            .map(|row| money(to_f64(row.pension_income) / 26.0));
        PlanResult {
            money_lasts_to_age: first.map(|t| p.age + t as u32),
            sustainable_monthly_spending: p.sustainable_monthly().map(money),
            age_pension_fortnightly,
            social_security_monthly: self.social_security_monthly,
            rows,
            assumptions: self.assumptions.clone(),
            notes,
            provisional: !self.provisional_reasons.is_empty(),
            provisional_reasons: self.provisional_reasons.clone(),
        }
    }

    pub fn provisional_reasons(&self) -> &[Cow<'static, str>] {
        &self.provisional_reasons
    }
}

/// Builds the plan's rows as the year step reports them.
struct Rows<'a> {
    p: &'a Prepared,
    rows: Vec<PlanRow>,
}

impl<'a> Rows<'a> {
    fn new(p: &'a Prepared) -> Self {
        Rows {
            p,
            rows: Vec::with_capacity(p.years + 1),
        }
    }
}

impl Recorder for Rows<'_> {
    fn balance(&mut self, t: usize, real: f64) {
        let nominal = real * self.p.inflation_factor.powi(t as i32);
        self.rows.push(PlanRow {
            age: self.p.age + t as u32,
            year: self.p.first_year.saturating_add(t as i32),
            balance: money(nominal),
            balance_today: money(real),
            contributions: Decimal::ZERO,
            withdrawals: Decimal::ZERO,
            pension_income: Decimal::ZERO,
            shortfall: Decimal::ZERO,
        });
    }

    fn flows(&mut self, t: usize, f: Flows) {
        if let Some(row) = self.rows.get_mut(t) {
            row.contributions = money(f.contributions);
            row.withdrawals = money(f.withdrawals);
            row.pension_income = money(f.pension);
            row.shortfall = money(f.shortfall);
        }
    }
}

/// The deterministic plan for `input` on `today`.
pub fn plan(input: &PlanInput, today: NaiveDate) -> Result<PlanResult, DomainError> {
    Ok(Planner::new(input, today)?.plan())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::profile::FinancialProfile;
    use rust_decimal_macros::dec;

    pub(crate) fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
    }

    pub(crate) fn au_input() -> PlanInput {
        PlanInput {
            country: Country::Australia,
            age: 38,
            retirement_age: 65,
            horizon_age: 95,
            partnered: false,
            spouse_age: None,
            homeowner: true,
            annual_income: dec!(95_000),
            retirement_balance: dec!(120_000),
            savings: dec!(20_000),
            monthly_spending: dec!(4_000),
            expected_return: dec!(0.07),
            inflation: dec!(0.025),
            volatility: dec!(0.10),
            salary_sacrifice: dec!(0),
            pre_tax_deferral: dec!(0),
            employer_match: dec!(0),
            voluntary_contributions: dec!(0),
            claim_age: None,
        }
    }

    fn flat(input: PlanInput) -> PlanInput {
        // Return equal to inflation: the real growth factor is exactly 1, so sums check by hand.
        PlanInput {
            expected_return: dec!(0.025),
            inflation: dec!(0.025),
            ..input
        }
    }

    #[test]
    fn super_guarantee_less_contributions_tax_then_drawdown_from_super() {
        let input = flat(PlanInput {
            age: 64,
            retirement_age: 65,
            horizon_age: 67,
            annual_income: dec!(100_000),
            retirement_balance: dec!(100_000),
            savings: dec!(0),
            monthly_spending: dec!(2_000),
            ..au_input()
        });
        let r = plan(&input, today()).unwrap();
        let today_balances: Vec<_> = r.rows.iter().map(|row| row.balance_today).collect();
        // 2026-27: 12% of $100,000 = $12,000, less 15% tax = $10,200; then $24,000 a year drawn
        // from super (reachable from 60); no Age Pension before 67.
        assert_eq!(
            today_balances,
            vec![dec!(100_000), dec!(110_200), dec!(86_200), dec!(62_200)]
        );
        assert_eq!(r.rows[0].contributions, dec!(10_200));
        assert_eq!(r.rows[1].withdrawals, dec!(24_000));
        assert_eq!(r.rows[1].pension_income, dec!(0));
        assert_eq!(r.money_lasts_to_age, None);
        let ages: Vec<_> = r.rows.iter().map(|row| row.age).collect();
        assert_eq!(ages, vec![64, 65, 66, 67]);
        assert_eq!(r.rows[3].year, 2029);
        // Future dollars: 86,200 × 1.025².
        let nominal = r.rows[2].balance;
        assert!(
            (nominal - dec!(90_563.875)).abs() <= dec!(0.01),
            "{nominal}"
        );
    }

    #[test]
    fn salary_up_to_the_maximum_contribution_base_and_a_note_over_the_cap() {
        let input = flat(PlanInput {
            age: 50,
            retirement_age: 51,
            horizon_age: 52,
            annual_income: dec!(400_000),
            salary_sacrifice: dec!(10_000),
            ..au_input()
        });
        let r = plan(&input, today()).unwrap();
        // SG 12% × $270,830 = $32,499.60, + $10,000 sacrifice, less 15%.
        assert_eq!(r.rows[0].contributions, dec!(36_124.66));
        assert!(
            r.notes
                .iter()
                .any(|n| n.contains("$32,500 cap for 2026-27")),
            "{:?}",
            r.notes
        );
    }

    #[test]
    fn age_pension_from_67_on_the_means_tests() {
        let input = flat(PlanInput {
            age: 67,
            retirement_age: 67,
            horizon_age: 70,
            retirement_balance: dec!(200_000),
            savings: dec!(0),
            monthly_spending: dec!(3_000),
            ..au_input()
        });
        let r = plan(&input, today()).unwrap();
        // $200,000 is under the assets threshold and its deemed income ($200.62 a fortnight) under
        // the free area: the full $1,200.90 a fortnight (20 March 2026 rates).
        assert_eq!(r.age_pension_fortnightly, Some(dec!(1200.90)));
        assert_eq!(r.rows[0].pension_income, dec!(31_223.40));
        assert_eq!(r.rows[0].withdrawals, dec!(36_000) - dec!(31_223.40));
        assert!(r.provisional);
        assert!(
            r.provisional_reasons
                .iter()
                .any(|x| x.contains("1 July 2026"))
        );
        // The same figure as `penny pension` gives.
        let exact = age_pension::estimate(&age_pension::AgePensionRequest {
            date: today(),
            relationship: Relationship::Single,
            homeowner: true,
            assets: dec!(200_000),
            financial_assets: dec!(200_000),
            other_income_fortnightly: dec!(0),
        })
        .unwrap();
        assert_eq!(exact.annual, r.rows[0].pension_income);
    }

    #[test]
    fn super_cannot_pay_before_60() {
        let input = PlanInput {
            age: 50,
            retirement_age: 50,
            savings: dec!(10_000),
            retirement_balance: dec!(1_000_000),
            monthly_spending: dec!(3_000),
            ..au_input()
        };
        let r = plan(&input, today()).unwrap();
        assert_eq!(r.money_lasts_to_age, Some(50));
        assert_eq!(r.rows[0].shortfall, dec!(26_000));
        assert!(
            r.notes.iter().any(|n| n.contains("reach it")),
            "{:?}",
            r.notes
        );
    }

    #[test]
    fn us_deferral_is_capped_with_catch_up_and_matched() {
        let input = flat(PlanInput {
            country: Country::Us,
            age: 64,
            retirement_age: 65,
            horizon_age: 66,
            annual_income: dec!(100_000),
            pre_tax_deferral: dec!(40_000),
            employer_match: dec!(0.05),
            retirement_balance: dec!(0),
            savings: dec!(0),
            ..au_input()
        });
        let r = plan(&input, today()).unwrap();
        // 2026: $24,500 + $8,000 catch-up at 64; match 5% of $100,000.
        assert_eq!(r.rows[0].contributions, dec!(37_500));
        assert!(
            r.notes.iter().any(|n| n.contains("$24,500")),
            "{:?}",
            r.notes
        );
    }

    #[test]
    fn a_401k_opens_half_way_through_the_year_of_59() {
        let input = flat(PlanInput {
            country: Country::Us,
            age: 59,
            retirement_age: 59,
            horizon_age: 61,
            retirement_balance: dec!(1_000_000),
            savings: dec!(0),
            monthly_spending: dec!(4_000),
            annual_income: dec!(0),
            ..au_input()
        });
        let r = plan(&input, today()).unwrap();
        assert_eq!(r.rows[0].withdrawals, dec!(24_000));
        assert_eq!(r.rows[0].shortfall, dec!(24_000));
        assert_eq!(r.rows[1].withdrawals, dec!(48_000));
        assert_eq!(r.money_lasts_to_age, Some(59));
    }

    #[test]
    fn social_security_from_the_claiming_age_in_today_s_dollars() {
        let input = flat(PlanInput {
            country: Country::Us,
            age: 66,
            retirement_age: 66,
            horizon_age: 69,
            annual_income: dec!(85_000),
            retirement_balance: dec!(500_000),
            claim_age: Some(67),
            ..au_input()
        });
        let r = plan(&input, today()).unwrap();
        // Born 1960: full retirement age 67; PIA $3,012.40 → $3,012 a month (2026 bend points).
        assert_eq!(r.social_security_monthly, Some(dec!(3012)));
        assert_eq!(r.rows[0].pension_income, dec!(0));
        assert_eq!(r.rows[1].pension_income, dec!(36_144));
        assert_eq!(r.rows[2].pension_income, dec!(36_144));
    }

    #[test]
    fn sustainable_spending_lasts_exactly_to_the_horizon() {
        let input = au_input();
        let planner = Planner::new(&input, today()).unwrap();
        let r = planner.plan();
        let s = r.sustainable_monthly_spending.unwrap();
        assert_eq!(s, s.round());
        let at = plan(
            &PlanInput {
                monthly_spending: s,
                ..input.clone()
            },
            today(),
        )
        .unwrap();
        assert_eq!(at.money_lasts_to_age, None);
        let above = plan(
            &PlanInput {
                monthly_spending: s + dec!(1),
                ..input
            },
            today(),
        )
        .unwrap();
        assert!(above.money_lasts_to_age.is_some());
    }

    #[test]
    fn no_sustainable_spending_without_retirement_before_the_horizon() {
        let input = PlanInput {
            retirement_age: 95,
            ..au_input()
        };
        assert_eq!(
            plan(&input, today()).unwrap().sustainable_monthly_spending,
            None
        );
    }

    #[test]
    fn bad_input_names_the_field() {
        let cases = [
            (
                PlanInput {
                    horizon_age: 30,
                    ..au_input()
                },
                "horizonAge",
            ),
            (
                PlanInput {
                    age: 96,
                    ..au_input()
                },
                "horizonAge",
            ),
            (
                PlanInput {
                    monthly_spending: dec!(-1),
                    ..au_input()
                },
                "monthlySpending",
            ),
            (
                PlanInput {
                    inflation: dec!(0.5),
                    ..au_input()
                },
                "inflation",
            ),
            (
                PlanInput {
                    volatility: dec!(-0.1),
                    ..au_input()
                },
                "volatility",
            ),
            (
                PlanInput {
                    claim_age: Some(71),
                    ..au_input()
                },
                "claimAge",
            ),
            (
                PlanInput {
                    retirement_age: 200,
                    ..au_input()
                },
                "retirementAge",
            ),
        ];
        for (input, field) in cases {
            assert_eq!(plan(&input, today()).unwrap_err().field(), Some(field));
        }
    }

    #[test]
    fn from_profile_applies_defaults_and_overrides() {
        let p = FinancialProfile {
            age: Some(38),
            annual_income: Some(dec!(95_000)),
            super_balance: Some(dec!(120_000)),
            current_savings: Some(dec!(5_000)),
            investment_accounts: Some(dec!(15_000)),
            monthly_expenses: Some(dec!(4_000)),
            property_value: Some(dec!(600_000)),
            ..FinancialProfile::default()
        };
        let input = PlanInput::from_profile(&p, &PlanOverrides::default()).unwrap();
        assert_eq!(input, au_input());
        let o = PlanOverrides {
            retirement_age: Some(60),
            monthly_spending: Some(dec!(5_000)),
            extra_contribution: Some(dec!(2_000)),
            ..PlanOverrides::default()
        };
        let input = PlanInput::from_profile(&p, &o).unwrap();
        assert_eq!(input.retirement_age, 60);
        assert_eq!(input.monthly_spending, dec!(5_000));
        assert_eq!(input.voluntary_contributions, dec!(2_000));
        // Saved plan fields are used, and a what-if still wins over them.
        let saved = FinancialProfile {
            country: Country::Us,
            marital_status: Some(crate::profile::MaritalStatus::Married),
            spouse_age: Some(36),
            inflation_rate: Some(dec!(0.03)),
            return_volatility: Some(dec!(0.15)),
            retirement_spending: Some(dec!(3_500)),
            horizon_age: Some(100),
            social_security_claim_age: Some(70),
            voluntary_contributions: Some(dec!(1_000)),
            employer_match: Some(dec!(0.04)),
            pre_tax_retirement: Some(dec!(12_000)),
            salary_sacrifice: Some(dec!(0)),
            ..p.clone()
        };
        let input = PlanInput::from_profile(&saved, &o).unwrap();
        assert!(input.partnered);
        assert_eq!(input.spouse_age, Some(36));
        assert_eq!(input.inflation, dec!(0.03));
        assert_eq!(input.volatility, dec!(0.15));
        assert_eq!(input.monthly_spending, dec!(5_000));
        assert_eq!(input.horizon_age, 100);
        assert_eq!(input.claim_age, Some(70));
        assert_eq!(input.voluntary_contributions, dec!(3_000));
        assert_eq!(input.employer_match, dec!(0.04));
        assert_eq!(input.pre_tax_deferral, dec!(12_000));
        let plain = PlanInput::from_profile(&saved, &PlanOverrides::default()).unwrap();
        assert_eq!(plain.monthly_spending, dec!(3_500));
        // Past the default horizon: the plan runs to the year after next.
        let old = FinancialProfile {
            age: Some(97),
            ..p.clone()
        };
        let input = PlanInput::from_profile(&old, &PlanOverrides::default()).unwrap();
        assert_eq!(input.horizon_age, 98);
        assert!(plan(&input, today()).is_ok());
        let err = PlanInput::from_profile(&FinancialProfile::default(), &o).unwrap_err();
        assert_eq!(err.field(), Some("age"));
    }

    #[test]
    fn every_row_is_serialised_in_camel_case() {
        let r = plan(&au_input(), today()).unwrap();
        let json = serde_json::to_value(&r).unwrap();
        assert!(json["rows"][0]["balanceToday"].is_string());
        assert!(json["moneyLastsToAge"].is_null() || json["moneyLastsToAge"].is_number());
        assert!(json["sustainableMonthlySpending"].is_string());
    }
}
