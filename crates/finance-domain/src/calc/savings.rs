//! Savings growth: the future value of a lump sum plus regular contributions, the regular saving
//! needed to reach a target, the nest egg a retirement income needs by the withdrawal-rate rule, and
//! what a future sum is worth in today's dollars after inflation.
//!
//! Convention (stated in every result): interest compounds at the contribution frequency, at the
//! annual rate divided by the periods in a year, and contributions are made at the end of each
//! period (an ordinary annuity).

use chrono::{Datelike, NaiveDate};
use rust_decimal::{Decimal, MathematicalOps};
use serde::Serialize;

use super::{Frequency, cents, check_money, check_rate, growth_factor, mul};
use crate::error::DomainError;

const MAX_YEARS: u32 = 100;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SavingsPlan {
    pub initial: Decimal,
    /// Added at the end of every period.
    pub contribution: Decimal,
    pub frequency: Frequency,
    /// Fraction a year, e.g. 0.07.
    pub annual_rate: Decimal,
    /// Number of periods of `frequency`.
    pub periods: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Projection {
    pub future_value: Decimal,
    pub total_contributed: Decimal,
    pub growth: Decimal,
    /// Interest compounds at this frequency; contributions at the end of each period.
    pub compounding: Frequency,
    pub periods: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SavingNeeded {
    /// Per period of `compounding`; zero when the lump sum alone gets there.
    pub contribution: Decimal,
    pub target: Decimal,
    /// What the lump sum alone grows to.
    pub initial_grows_to: Decimal,
    pub compounding: Frequency,
    pub periods: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NestEgg {
    pub annual_income: Decimal,
    pub withdrawal_rate: Decimal,
    /// annual_income ÷ withdrawal_rate.
    pub target: Decimal,
}

/// The sentence a reply uses to state the convention.
pub fn convention(f: Frequency) -> String {
    format!(
        "Interest compounds {} and contributions are added at the end of each {}.",
        f.adverb(),
        f.unit()
    )
}

fn check_periods(periods: u32, f: Frequency) -> Result<(), DomainError> {
    if periods == 0 || periods > MAX_YEARS * f.per_year() {
        return Err(DomainError::invalid(
            "years",
            "must be more than 0 and at most 100 years",
        ));
    }
    Ok(())
}

/// FV = PV·(1 + r)^n + C·((1 + r)^n − 1) / r.
pub fn future_value(p: &SavingsPlan) -> Result<Projection, DomainError> {
    check_money("initial", p.initial)?;
    check_money("contribution", p.contribution)?;
    check_rate("annualRate", p.annual_rate)?;
    check_periods(p.periods, p.frequency)?;
    let r = p.frequency.periodic_rate(p.annual_rate);
    let n = Decimal::from(p.periods);
    let contributed = mul(p.contribution, n)?;
    let fv = if r.is_zero() {
        p.initial + contributed
    } else {
        let g = growth_factor(r, p.periods)?;
        mul(p.initial, g)? + mul(p.contribution, g - Decimal::ONE)? / r
    };
    let future_value = cents(fv);
    let total_contributed = p.initial + contributed;
    Ok(Projection {
        future_value,
        total_contributed,
        growth: future_value - total_contributed,
        compounding: p.frequency,
        periods: p.periods,
    })
}

/// C = (target − PV·(1 + r)^n) · r / ((1 + r)^n − 1), rounded up to the cent so it gets there.
pub fn saving_needed(
    target: Decimal,
    initial: Decimal,
    annual_rate: Decimal,
    frequency: Frequency,
    periods: u32,
) -> Result<SavingNeeded, DomainError> {
    check_money("target", target)?;
    check_money("initial", initial)?;
    check_rate("annualRate", annual_rate)?;
    check_periods(periods, frequency)?;
    let r = frequency.periodic_rate(annual_rate);
    let g = growth_factor(r, periods)?;
    let grown = mul(initial, g)?;
    let gap = (target - grown).max(Decimal::ZERO);
    let raw = if r.is_zero() {
        gap / Decimal::from(periods)
    } else {
        mul(gap, r)? / (g - Decimal::ONE)
    };
    Ok(SavingNeeded {
        contribution: raw.round_dp_with_strategy(2, rust_decimal::RoundingStrategy::AwayFromZero),
        target,
        initial_grows_to: cents(grown),
        compounding: frequency,
        periods,
    })
}

/// How many periods until `initial` plus `contribution` each period reaches `target`; `None` when it
/// doesn't within 100 years.
pub fn periods_to_target(
    target: Decimal,
    initial: Decimal,
    contribution: Decimal,
    annual_rate: Decimal,
    frequency: Frequency,
) -> Result<Option<u32>, DomainError> {
    check_money("target", target)?;
    check_money("initial", initial)?;
    check_money("contribution", contribution)?;
    check_rate("annualRate", annual_rate)?;
    let r = frequency.periodic_rate(annual_rate);
    let mut balance = initial;
    for n in 0..=MAX_YEARS * frequency.per_year() {
        if balance >= target {
            return Ok(Some(n));
        }
        balance = balance + mul(balance, r)? + contribution;
    }
    Ok(None)
}

/// Whole periods from `today` until `date` (months counted by calendar month; weeks and fortnights by
/// days). Zero when the date has passed.
pub fn periods_until(today: NaiveDate, date: NaiveDate, f: Frequency) -> u32 {
    if date <= today {
        return 0;
    }
    let days = (date - today).num_days();
    let n = match f {
        Frequency::Weekly => days / 7,
        Frequency::Fortnightly => days / 14,
        Frequency::Monthly => {
            let m = (date.year() - today.year()) * 12 + date.month() as i32 - today.month() as i32;
            i64::from(if date.day() < today.day() { m - 1 } else { m })
        }
        Frequency::Yearly => {
            let y = date.year() - today.year();
            i64::from(
                if (date.month(), date.day()) < (today.month(), today.day()) {
                    y - 1
                } else {
                    y
                },
            )
        }
    };
    u32::try_from(n.max(0)).unwrap_or(u32::MAX)
}

/// The withdrawal-rate rule: a balance from which `withdrawal_rate` a year pays the income.
pub fn nest_egg(annual_income: Decimal, withdrawal_rate: Decimal) -> Result<NestEgg, DomainError> {
    check_money("annualIncome", annual_income)?;
    if withdrawal_rate <= Decimal::ZERO || withdrawal_rate > Decimal::ONE {
        return Err(DomainError::invalid(
            "withdrawalRate",
            "must be more than 0% and at most 100%",
        ));
    }
    Ok(NestEgg {
        annual_income,
        withdrawal_rate,
        target: cents(annual_income / withdrawal_rate),
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RealValue {
    /// The sum as it will be written then.
    pub nominal: Decimal,
    /// Fraction a year, e.g. 0.025.
    pub inflation: Decimal,
    pub years: Decimal,
    /// What prices grow by over the years: (1 + inflation)^years, to six decimals.
    pub price_factor: Decimal,
    /// nominal ÷ price_factor, to the cent: what it buys at today's prices.
    pub real: Decimal,
}

/// What `nominal`, `years` from now, is worth in today's dollars when prices rise by
/// `annual_inflation` a year: nominal ÷ (1 + inflation)^years. Whole years compound exactly; a part
/// year (18 months is 1.5) compounds for its fraction.
pub fn real_value(
    nominal: Decimal,
    annual_inflation: Decimal,
    years: Decimal,
) -> Result<RealValue, DomainError> {
    check_money("amount", nominal)?;
    check_rate("inflation", annual_inflation)?;
    if years <= Decimal::ZERO || years > Decimal::from(MAX_YEARS) {
        return Err(DomainError::invalid(
            "years",
            "must be more than 0 and at most 100 years",
        ));
    }
    let whole = years.trunc();
    let base = Decimal::ONE + annual_inflation;
    let mut factor = growth_factor(
        annual_inflation,
        u32::try_from(whole.mantissa()).unwrap_or(0),
    )?;
    let part = years - whole;
    if !part.is_zero() {
        factor = mul(
            factor,
            base.checked_powd(part)
                .ok_or_else(|| DomainError::invalid("years", "is too long for this rate"))?,
        )?;
    }
    Ok(RealValue {
        nominal,
        inflation: annual_inflation,
        years,
        price_factor: factor.round_dp(6),
        real: cents(nominal / factor),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    #[test]
    fn lump_sum_compounds_monthly() {
        // $10,000 at 5% compounded monthly for 10 years: 10,000 × (1 + 0.05/12)^120 = $16,470.09.
        let p = future_value(&SavingsPlan {
            initial: dec!(10000),
            contribution: dec!(0),
            frequency: Frequency::Monthly,
            annual_rate: dec!(0.05),
            periods: 120,
        })
        .unwrap();
        assert_eq!(p.future_value, dec!(16470.09));
        assert_eq!(p.growth, dec!(6470.09));
    }

    #[test]
    fn regular_contributions() {
        // $500 a month for 30 years at 7%: 500 × ((1 + 0.07/12)^360 − 1) / (0.07/12) = $609,985.50.
        let p = future_value(&SavingsPlan {
            initial: dec!(0),
            contribution: dec!(500),
            frequency: Frequency::Monthly,
            annual_rate: dec!(0.07),
            periods: 360,
        })
        .unwrap();
        assert_eq!(p.future_value, dec!(609985.50));
        assert_eq!(p.total_contributed, dec!(180000));
        // No growth: contributions only.
        let p = future_value(&SavingsPlan {
            initial: dec!(1000),
            contribution: dec!(100),
            frequency: Frequency::Weekly,
            annual_rate: dec!(0),
            periods: 52,
        })
        .unwrap();
        assert_eq!(p.future_value, dec!(6200));
    }

    #[test]
    fn saving_for_a_target() {
        // $1,000,000 in 30 years at 7% from nothing: $819.69… a month, rounded up to $819.70.
        let s = saving_needed(dec!(1000000), dec!(0), dec!(0.07), Frequency::Monthly, 360).unwrap();
        assert_eq!(s.contribution, dec!(819.70));
        // $100,000 in 10 years at 5% with $20,000 now: $431.86 a month.
        let s = saving_needed(
            dec!(100000),
            dec!(20000),
            dec!(0.05),
            Frequency::Monthly,
            120,
        )
        .unwrap();
        assert_eq!(s.contribution, dec!(431.86));
        // Already enough.
        let s =
            saving_needed(dec!(10000), dec!(20000), dec!(0.05), Frequency::Monthly, 12).unwrap();
        assert_eq!(s.contribution, dec!(0));
    }

    #[test]
    fn time_to_a_target() {
        // $2,000 a month to $100,000 with no growth: 50 months; at 5% sooner. FV of 45 months at
        // 5%/12 is 2000 × ((1.0041667)^45 − 1) / 0.0041667 = 98,765; of 46 months 101,177.
        let f = Frequency::Monthly;
        assert_eq!(
            periods_to_target(dec!(100000), dec!(0), dec!(2000), dec!(0), f).unwrap(),
            Some(50)
        );
        assert_eq!(
            periods_to_target(dec!(100000), dec!(0), dec!(2000), dec!(0.05), f).unwrap(),
            Some(46)
        );
        assert_eq!(
            periods_to_target(dec!(100000), dec!(0), dec!(0), dec!(0), f).unwrap(),
            None
        );
    }

    #[test]
    fn periods_until_a_date() {
        let d = |y, m, day| NaiveDate::from_ymd_opt(y, m, day).unwrap();
        assert_eq!(
            periods_until(d(2026, 11, 24), d(2030, 11, 24), Frequency::Monthly),
            48
        );
        assert_eq!(
            periods_until(d(2026, 11, 24), d(2030, 11, 23), Frequency::Monthly),
            47
        );
        assert_eq!(
            periods_until(d(2026, 11, 24), d(2026, 12, 8), Frequency::Fortnightly),
            1
        );
        assert_eq!(
            periods_until(d(2026, 11, 24), d(2020, 1, 1), Frequency::Monthly),
            0
        );
    }

    #[test]
    fn nest_egg_by_the_four_percent_rule() {
        assert_eq!(
            nest_egg(dec!(60000), dec!(0.04)).unwrap().target,
            dec!(1500000)
        );
        assert!(nest_egg(dec!(60000), dec!(0)).is_err());
    }

    #[test]
    fn bad_plans_are_refused() {
        assert!(saving_needed(dec!(1), dec!(0), dec!(0.05), Frequency::Monthly, 0).is_err());
        assert!(saving_needed(dec!(1), dec!(0), dec!(-0.05), Frequency::Monthly, 10).is_err());
    }

    #[test]
    fn a_future_sum_in_todays_dollars() {
        // $1,000,000 in 30 years at 2.5% inflation: 1,000,000 ÷ 1.025^30 (2.0975676) = $476,742.69.
        let r = real_value(dec!(1000000), dec!(0.025), dec!(30)).unwrap();
        assert_eq!(r.price_factor, dec!(2.097568));
        assert_eq!(r.real, dec!(476742.69));
        // $2,000,000 in 25 years at 3%: ÷ 2.093778 = $955,211.
        let r = real_value(dec!(2000000), dec!(0.03), dec!(25)).unwrap();
        assert_eq!(r.real.round(), dec!(955211));
        // No inflation: the same sum.
        assert_eq!(
            real_value(dec!(1000), dec!(0), dec!(10)).unwrap().real,
            dec!(1000)
        );
        // A part year: $10,000 in 18 months at 4% is 10,000 ÷ 1.04^1.5 = $9,428.66.
        let r = real_value(dec!(10000), dec!(0.04), dec!(1.5)).unwrap();
        assert_eq!(r.real, dec!(9428.66));
        assert!(real_value(dec!(1000), dec!(0.025), dec!(0)).is_err());
        assert!(real_value(dec!(1000), dec!(-0.01), dec!(5)).is_err());
        assert!(real_value(dec!(1000), dec!(0.025), dec!(101)).is_err());
    }
}
