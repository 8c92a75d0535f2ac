//! Retirement projection and outlook (spec section 9).
//!
//! The projection compounds one balance a year: `balance = previous × (1 + return) + contribution`,
//! from the person's current age (row 0, today's balance) to their retirement age. The starting balance
//! is what they already hold for retirement: super/401(k) balance plus current savings (both editable by
//! the person; the assumptions card edits current savings, so it has to move the projection). Every
//! year's balance is rounded to cents so the figures a person checks by hand match ours.
//! Choices are explained in docs/domain.md.

use chrono::{Datelike, NaiveDate};
use rust_decimal::{Decimal, RoundingStrategy};
use rust_decimal_macros::dec;
use serde::Serialize;

use crate::profile::{Country, FinancialProfile};

/// Australian employer super guarantee rate the spec uses for the projection's contribution.
pub const AU_CONTRIBUTION_RATE: Decimal = dec!(0.115);
/// Contribution rate assumed for a US 401(k) (employee plus employer).
pub const US_CONTRIBUTION_RATE: Decimal = dec!(0.15);
/// Validation allows at most 100 (retirementAge 1-100); this only guards callers that skip it.
pub const MAX_PROJECTION_YEARS: u32 = 120;

/// One year of the projection. Money is dollars, rounded to cents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProjectionRow {
    pub age: u32,
    pub year: i32,
    /// The starting balance (super/401(k) balance plus current savings), the same on every row:
    /// the money already put aside before the projection starts.
    pub savings: Decimal,
    /// Contributions paid in so far: the annual contribution times the years elapsed (0 on the first
    /// row). Investment growth is `total_value - savings - contributions`.
    pub contributions: Decimal,
    /// The projected balance at this age.
    pub total_value: Decimal,
}

/// Whether the projected balance can pay for today's spending in retirement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Outlook {
    /// Balance at retirement age (the last row's total value).
    pub final_value: Decimal,
    /// Yearly income the balance sustains: final value × withdrawal rate (the 4% rule by default).
    pub sustainable_income: Decimal,
    /// monthlyExpenses × 12.
    pub annual_expenses: Decimal,
    /// sustainable income ≥ annual expenses.
    pub is_comfortable: bool,
    /// How far the sustainable income falls short of expenses each year; 0 when comfortable.
    pub shortfall: Decimal,
    /// How far the sustainable income exceeds expenses each year; 0 when short.
    pub surplus: Decimal,
    /// Sustainable income as a fraction of today's annual income (the usual "income replacement
    /// ratio", 4 decimal places); `None` when there is no income to replace.
    pub replacement_ratio: Option<Decimal>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RetirementPlan {
    pub rows: Vec<ProjectionRow>,
    pub outlook: Outlook,
}

/// Years left before retirement, never negative.
pub fn years_to_retirement(age: u32, retirement_age: u32) -> u32 {
    retirement_age.saturating_sub(age)
}

/// The share of annual income the projection assumes goes into retirement savings each year.
pub fn contribution_rate(country: Country) -> Decimal {
    match country {
        Country::Australia => AU_CONTRIBUTION_RATE,
        Country::Us => US_CONTRIBUTION_RATE,
    }
}

/// The money already put aside for retirement: super/401(k) balance plus current savings.
pub fn starting_balance(p: &FinancialProfile) -> Decimal {
    p.super_balance
        .unwrap_or(Decimal::ZERO)
        .saturating_add(p.current_savings_or_zero())
}

fn cents(v: Decimal) -> Decimal {
    v.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
}

/// A Decimal as a whole number of cents (rounded half away from zero), if it fits.
fn to_cents(v: Decimal) -> Option<i128> {
    let c = cents(v);
    c.mantissa()
        .checked_mul(10i128.checked_pow(2u32.checked_sub(c.scale())?)?)
}

fn from_cents(c: i128) -> Decimal {
    Decimal::try_from_i128_with_scale(c, 2).unwrap_or(if c < 0 {
        Decimal::MIN
    } else {
        Decimal::MAX
    })
}

/// `x / d` rounded half away from zero, for `d > 0`.
fn div_round(x: i128, d: i128) -> i128 {
    let (q, r) = (x / d, x % d);
    if r.abs() >= d - r.abs() {
        q + x.signum()
    } else {
        q
    }
}

/// The running balance. Whole cents on `i128` are exact and several times faster than `Decimal`
/// (the 40-year projection has a 5 µs budget); once a figure no longer fits (far beyond any real
/// balance), the projection carries on in saturating `Decimal` arithmetic.
#[derive(Clone, Copy)]
enum Balance {
    Cents(i128),
    Big(Decimal),
}

struct Step {
    growth: Decimal,
    contribution: Decimal,
    /// `growth` as `numerator / denominator` and the contribution in cents, when they fit.
    exact: Option<(i128, i128, i128)>,
}

impl Step {
    fn new(growth: Decimal, contribution: Decimal) -> Step {
        let exact = 10i128
            .checked_pow(growth.scale())
            .zip(to_cents(contribution))
            .map(|(den, c)| (growth.mantissa(), den, c));
        Step {
            growth,
            contribution,
            exact,
        }
    }

    /// previous × (1 + return) + contribution, rounded to cents.
    fn apply(&self, b: Balance) -> Balance {
        if let (Balance::Cents(c), Some((num, den, add))) = (b, self.exact) {
            let next = c
                .checked_mul(num)
                .map(|x| div_round(x, den))
                .and_then(|x| x.checked_add(add));
            match next {
                Some(n) if Decimal::try_from_i128_with_scale(n, 2).is_ok() => {
                    return Balance::Cents(n);
                }
                _ => return self.apply(Balance::Big(from_cents(c))),
            }
        }
        let v = match b {
            Balance::Cents(c) => from_cents(c),
            Balance::Big(v) => v,
        };
        Balance::Big(cents(
            v.saturating_mul(self.growth)
                .saturating_add(self.contribution),
        ))
    }
}

/// Contributions paid in after `years` years.
fn paid_in(step: &Step, years: u32) -> Decimal {
    match step
        .exact
        .and_then(|(_, _, c)| c.checked_mul(i128::from(years)))
    {
        Some(c) => from_cents(c),
        None => step.contribution.saturating_mul(Decimal::from(years)),
    }
}

impl Balance {
    fn value(self) -> Decimal {
        match self {
            Balance::Cents(c) => from_cents(c),
            Balance::Big(v) => v,
        }
    }
}

/// Projects the retirement balance year by year and judges the outlook. `None` unless the profile
/// has an age and a retirement age above it (retirementAge falls back to its default of 65, as the
/// profile the person sees shows it). `today` fixes the calendar year of the first row.
pub fn project(p: &FinancialProfile, today: NaiveDate) -> Option<RetirementPlan> {
    let age = p.age?;
    let retirement_age = p.retirement_age_or_default();
    if retirement_age <= age {
        return None;
    }
    let years = years_to_retirement(age, retirement_age);
    if years > MAX_PROJECTION_YEARS {
        return None;
    }
    let growth = Decimal::ONE.saturating_add(p.expected_return_rate_or_default());
    let contribution = cents(
        p.annual_income_or_zero()
            .saturating_mul(contribution_rate(p.country)),
    );
    let savings = cents(starting_balance(p));
    let step = Step::new(growth, contribution);
    let first_year = today.year();

    let mut rows = Vec::with_capacity(years as usize + 1);
    let mut balance = to_cents(savings).map_or(Balance::Big(savings), Balance::Cents);
    let mut total_value = savings;
    for i in 0..=years {
        if i > 0 {
            balance = step.apply(balance);
            total_value = balance.value();
        }
        rows.push(ProjectionRow {
            age: age + i,
            year: first_year.saturating_add(i as i32),
            savings,
            contributions: paid_in(&step, i),
            total_value,
        });
    }
    let outlook = outlook(p, total_value);
    Some(RetirementPlan { rows, outlook })
}

fn outlook(p: &FinancialProfile, final_value: Decimal) -> Outlook {
    let sustainable_income =
        cents(final_value.saturating_mul(p.retirement_withdrawal_rate_or_default()));
    let annual_expenses = cents(p.monthly_expenses_or_zero().saturating_mul(dec!(12)));
    let is_comfortable = sustainable_income >= annual_expenses;
    let (shortfall, surplus) = if is_comfortable {
        (Decimal::ZERO, sustainable_income - annual_expenses)
    } else {
        (annual_expenses - sustainable_income, Decimal::ZERO)
    };
    let income = p.annual_income_or_zero();
    let replacement_ratio = if income > Decimal::ZERO {
        sustainable_income
            .checked_div(income)
            .map(|r| r.round_dp_with_strategy(4, RoundingStrategy::MidpointAwayFromZero))
    } else {
        None
    };
    Outlook {
        final_value,
        sustainable_income,
        annual_expenses,
        is_comfortable,
        shortfall,
        surplus,
        replacement_ratio,
    }
}

/// The Age Pension note the retirement card and the advisor show to Australians; `None` in the US.
pub fn age_pension_note(country: Country) -> Option<&'static str> {
    match country {
        Country::Australia => Some(
            "The Age Pension is a safety net on top of your super: from age 67, Australian residents \
             who meet the income and assets tests can receive a full or part pension, so a shortfall \
             here may be partly covered.",
        ),
        Country::Us => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 21).unwrap()
    }

    fn profile() -> FinancialProfile {
        FinancialProfile {
            country: Country::Australia,
            age: Some(60),
            retirement_age: Some(63),
            annual_income: Some(dec!(100000)),
            super_balance: Some(dec!(90000)),
            current_savings: Some(dec!(10000)),
            monthly_expenses: Some(dec!(4000)),
            ..FinancialProfile::default()
        }
    }

    #[test]
    fn australian_projection_matches_hand_calculation() {
        let plan = project(&profile(), today()).unwrap();
        // start 100,000; contribution 100,000 × 0.115 = 11,500; growth 7%.
        // 100,000 × 1.07 + 11,500 = 118,500
        // 118,500 × 1.07 + 11,500 = 138,295
        // 138,295 × 1.07 + 11,500 = 159,475.65
        let values: Vec<_> = plan.rows.iter().map(|r| r.total_value).collect();
        assert_eq!(
            values,
            vec![dec!(100000), dec!(118500), dec!(138295), dec!(159475.65)]
        );
        let ages: Vec<_> = plan.rows.iter().map(|r| r.age).collect();
        assert_eq!(ages, vec![60, 61, 62, 63]);
        let years: Vec<_> = plan.rows.iter().map(|r| r.year).collect();
        assert_eq!(years, vec![2026, 2027, 2028, 2029]);
        let paid: Vec<_> = plan.rows.iter().map(|r| r.contributions).collect();
        assert_eq!(paid, vec![dec!(0), dec!(11500), dec!(23000), dec!(34500)]);
        assert!(plan.rows.iter().all(|r| r.savings == dec!(100000)));

        let o = plan.outlook;
        assert_eq!(o.final_value, dec!(159475.65));
        // 159,475.65 × 0.04 = 6,379.026 → 6,379.03
        assert_eq!(o.sustainable_income, dec!(6379.03));
        assert_eq!(o.annual_expenses, dec!(48000));
        assert!(!o.is_comfortable);
        assert_eq!(o.shortfall, dec!(41620.97));
        assert_eq!(o.surplus, dec!(0));
        assert_eq!(o.replacement_ratio, Some(dec!(0.0638)));
    }

    #[test]
    fn us_contribution_is_fifteen_percent_and_rates_are_the_profile_s() {
        let p = FinancialProfile {
            country: Country::Us,
            age: Some(40),
            retirement_age: Some(42),
            annual_income: Some(dec!(80000)),
            expected_return_rate: Some(dec!(0.05)),
            retirement_withdrawal_rate: Some(dec!(0.5)),
            monthly_expenses: Some(dec!(1000)),
            ..FinancialProfile::default()
        };
        let plan = project(&p, today()).unwrap();
        // start 0; contribution 12,000; 0 → 12,000 → 12,000 × 1.05 + 12,000 = 24,600
        let values: Vec<_> = plan.rows.iter().map(|r| r.total_value).collect();
        assert_eq!(values, vec![dec!(0), dec!(12000), dec!(24600)]);
        let o = plan.outlook;
        assert_eq!(o.sustainable_income, dec!(12300));
        assert!(o.is_comfortable);
        assert_eq!(o.surplus, dec!(300));
        assert_eq!(o.shortfall, dec!(0));
    }

    #[test]
    fn comfortable_exactly_at_equality() {
        let p = FinancialProfile {
            age: Some(64),
            retirement_age: Some(65),
            current_savings: Some(dec!(1000)),
            expected_return_rate: Some(dec!(0)),
            retirement_withdrawal_rate: Some(dec!(1)),
            monthly_expenses: Some(dec!(1000) / dec!(12)),
            ..FinancialProfile::default()
        };
        // Expenses 83.333…×12 rounds to 1,000.00, equal to the sustainable income.
        let o = project(&p, today()).unwrap().outlook;
        assert!(o.is_comfortable);
        assert_eq!(o.surplus, dec!(0));
        assert_eq!(o.replacement_ratio, None);
    }

    #[test]
    fn no_projection_without_age_or_when_already_retired() {
        let mut p = profile();
        p.age = None;
        assert!(project(&p, today()).is_none());
        let mut p = profile();
        p.retirement_age = Some(60);
        assert!(project(&p, today()).is_none());
        p.retirement_age = Some(50);
        assert!(project(&p, today()).is_none());
    }

    #[test]
    fn missing_retirement_age_uses_the_default_of_65() {
        let mut p = profile();
        p.retirement_age = None;
        let plan = project(&p, today()).unwrap();
        assert_eq!(plan.rows.len(), 6);
        assert_eq!(plan.rows.last().unwrap().age, 65);
    }

    #[test]
    fn unvalidated_huge_retirement_age_gives_no_projection() {
        let mut p = profile();
        p.retirement_age = Some(u32::MAX);
        assert!(project(&p, today()).is_none());
        p.age = Some(0);
        p.retirement_age = Some(120);
        assert_eq!(project(&p, today()).unwrap().rows.len(), 121);
    }

    #[test]
    fn years_to_retirement_floors_at_zero() {
        assert_eq!(years_to_retirement(30, 65), 35);
        assert_eq!(years_to_retirement(65, 65), 0);
        assert_eq!(years_to_retirement(70, 65), 0);
    }

    #[test]
    fn extreme_inputs_saturate_instead_of_panicking() {
        let p = FinancialProfile {
            age: Some(0),
            retirement_age: Some(100),
            annual_income: Some(dec!(1_000_000_000_000)),
            super_balance: Some(dec!(1_000_000_000_000)),
            current_savings: Some(dec!(1_000_000_000_000)),
            expected_return_rate: Some(dec!(1)),
            retirement_withdrawal_rate: Some(dec!(1)),
            monthly_expenses: Some(dec!(1_000_000_000_000)),
            ..FinancialProfile::default()
        };
        let plan = project(&p, today()).unwrap();
        assert_eq!(plan.rows.len(), 101);
        assert!(plan.outlook.is_comfortable);
    }

    #[test]
    fn rows_serialize_in_camel_case() {
        let plan = project(&profile(), today()).unwrap();
        let json = serde_json::to_value(&plan).unwrap();
        assert_eq!(json["rows"][1]["totalValue"], "118500.00");
        assert_eq!(json["outlook"]["isComfortable"], false);
        assert!(json["outlook"]["replacementRatio"].is_string());
    }

    #[test]
    fn age_pension_note_is_australian_only() {
        assert!(
            age_pension_note(Country::Australia)
                .unwrap()
                .contains("Age Pension")
        );
        assert!(age_pension_note(Country::Us).is_none());
    }
}
