//! Loan and mortgage repayments: the regular repayment for principal and interest or interest only,
//! the total interest, what an extra repayment saves, and how long a balance takes to clear at a
//! given payment. Interest is charged each repayment period at the annual rate divided by the
//! periods in a year (the usual lender convention), rounded to cents.

use rust_decimal::Decimal;
use serde::Serialize;

use super::{Frequency, cents, check_money, check_rate, growth_factor, mul};
use crate::error::DomainError;

/// Never simulate more than a century of repayments.
const MAX_YEARS: u32 = 100;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LoanTerms {
    pub principal: Decimal,
    /// Fraction a year, e.g. 0.06.
    pub annual_rate: Decimal,
    pub years: u32,
    pub frequency: Frequency,
    pub interest_only: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Repayment {
    /// The regular repayment, to the cent.
    pub payment: Decimal,
    pub frequency: Frequency,
    pub periods: u32,
    pub total_paid: Decimal,
    pub total_interest: Decimal,
    pub interest_only: bool,
}

/// A balance repaid to zero.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Payoff {
    pub periods: u32,
    pub total_interest: Decimal,
    /// The last, usually smaller, repayment.
    pub final_payment: Decimal,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(
    rename_all = "camelCase",
    rename_all_fields = "camelCase",
    tag = "outcome"
)]
pub enum Clearing {
    Cleared(Payoff),
    /// The payment does not cover the interest charged each period, so the balance never falls.
    Never {
        interest_per_period: Decimal,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExtraRepayment {
    pub regular_payment: Decimal,
    pub extra: Decimal,
    pub base: Payoff,
    pub with_extra: Payoff,
    pub periods_saved: u32,
    pub interest_saved: Decimal,
}

fn check(t: &LoanTerms) -> Result<(), DomainError> {
    check_money("principal", t.principal)?;
    check_rate("annualRate", t.annual_rate)?;
    if t.years == 0 || t.years > MAX_YEARS {
        return Err(DomainError::invalid("years", "must be from 1 to 100"));
    }
    Ok(())
}

/// The regular repayment and the interest over the whole term. Principal and interest uses the
/// annuity formula P·r / (1 − (1 + r)^−n); interest only is P·r each period with the principal due
/// at the end.
pub fn repayment(t: &LoanTerms) -> Result<Repayment, DomainError> {
    check(t)?;
    let n = t.years.saturating_mul(t.frequency.per_year());
    let r = t.frequency.periodic_rate(t.annual_rate);
    let payment = if t.interest_only {
        cents(t.principal * r)
    } else if r.is_zero() {
        cents(t.principal / Decimal::from(n))
    } else {
        let g = growth_factor(r, n)?;
        cents(mul(mul(t.principal, r)?, g)? / (g - Decimal::ONE))
    };
    let total_paid = mul(payment, Decimal::from(n))?;
    let total_interest = if t.interest_only {
        total_paid
    } else {
        (total_paid - t.principal).max(Decimal::ZERO)
    };
    Ok(Repayment {
        payment,
        frequency: t.frequency,
        periods: n,
        total_paid,
        total_interest,
        interest_only: t.interest_only,
    })
}

/// How long `balance` takes to clear paying `payment` each period, with the interest charged.
pub fn time_to_clear(
    balance: Decimal,
    annual_rate: Decimal,
    payment: Decimal,
    frequency: Frequency,
) -> Result<Clearing, DomainError> {
    check_money("balance", balance)?;
    check_money("payment", payment)?;
    check_rate("annualRate", annual_rate)?;
    let r = frequency.periodic_rate(annual_rate);
    let first_interest = cents(balance * r);
    if payment <= first_interest && !balance.is_zero() {
        return Ok(Clearing::Never {
            interest_per_period: first_interest,
        });
    }
    Ok(
        simulate(balance, r, payment, MAX_YEARS * frequency.per_year(), None).map_or(
            Clearing::Never {
                interest_per_period: first_interest,
            },
            Clearing::Cleared,
        ),
    )
}

/// Repays `balance` period by period; `None` when it is not cleared within `limit` periods. With a
/// `term`, the repayment in its last period clears what is left (the cents the rounded repayment
/// leaves behind), as lenders do.
fn simulate(
    balance: Decimal,
    r: Decimal,
    payment: Decimal,
    limit: u32,
    term: Option<u32>,
) -> Option<Payoff> {
    let mut balance = balance;
    let mut interest = Decimal::ZERO;
    let mut periods = 0;
    let mut last = Decimal::ZERO;
    while balance > Decimal::ZERO {
        if periods >= limit {
            return None;
        }
        let charged = cents(balance * r);
        interest += charged;
        balance += charged;
        last = if term == Some(periods + 1) {
            balance
        } else {
            payment.min(balance)
        };
        balance -= last;
        periods += 1;
    }
    Some(Payoff {
        periods,
        total_interest: interest,
        final_payment: last,
    })
}

/// The effect of paying `extra` on top of every regular principal-and-interest repayment.
pub fn extra_repayment(t: &LoanTerms, extra: Decimal) -> Result<ExtraRepayment, DomainError> {
    check_money("extra", extra)?;
    let pi = LoanTerms {
        interest_only: false,
        ..*t
    };
    let regular = repayment(&pi)?;
    let r = t.frequency.periodic_rate(t.annual_rate);
    let limit = MAX_YEARS * t.frequency.per_year() + regular.periods;
    let too_long = || DomainError::invalid("years", "is too long to simulate");
    let base = simulate(
        t.principal,
        r,
        regular.payment,
        limit,
        Some(regular.periods),
    )
    .ok_or_else(too_long)?;
    let with_extra = simulate(
        t.principal,
        r,
        regular.payment + extra,
        limit,
        Some(regular.periods),
    )
    .ok_or_else(too_long)?;
    Ok(ExtraRepayment {
        regular_payment: regular.payment,
        extra,
        periods_saved: base.periods.saturating_sub(with_extra.periods),
        interest_saved: base.total_interest - with_extra.total_interest,
        base,
        with_extra,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    fn terms(p: Decimal, rate: Decimal, years: u32, f: Frequency, io: bool) -> LoanTerms {
        LoanTerms {
            principal: p,
            annual_rate: rate,
            years,
            frequency: f,
            interest_only: io,
        }
    }

    /// The annuity formula in floating point, for an independent check.
    fn annuity(p: f64, annual: f64, n_per_year: f64, years: f64) -> f64 {
        let r = annual / n_per_year;
        let n = years * n_per_year;
        p * r / (1.0 - (1.0 + r).powf(-n))
    }

    #[test]
    fn textbook_mortgage_500k_30_years_6_percent() {
        let r = repayment(&terms(
            dec!(500000),
            dec!(0.06),
            30,
            Frequency::Monthly,
            false,
        ))
        .unwrap();
        assert_eq!(r.payment, dec!(2997.75));
        assert_eq!(r.periods, 360);
        assert_eq!(r.total_interest, dec!(579190.00));
    }

    #[test]
    fn textbook_loans() {
        // $200,000 over 15 years at 5%: $1,581.59 a month.
        let r = repayment(&terms(
            dec!(200000),
            dec!(0.05),
            15,
            Frequency::Monthly,
            false,
        ))
        .unwrap();
        assert_eq!(r.payment, dec!(1581.59));
        // $30,000 car loan over 5 years at 7%: $594.04 a month.
        let r = repayment(&terms(
            dec!(30000),
            dec!(0.07),
            5,
            Frequency::Monthly,
            false,
        ))
        .unwrap();
        assert_eq!(r.payment, dec!(594.04));
        // Weekly and fortnightly agree with the formula.
        for (f, k) in [(Frequency::Weekly, 52.0), (Frequency::Fortnightly, 26.0)] {
            let r = repayment(&terms(dec!(600000), dec!(0.0625), 30, f, false)).unwrap();
            let want = annuity(600000.0, 0.0625, k, 30.0);
            let got: f64 = r.payment.try_into().unwrap();
            assert!((got - want).abs() < 0.006, "{f:?}: {got} vs {want}");
        }
    }

    #[test]
    fn interest_only_and_zero_rate() {
        let r = repayment(&terms(
            dec!(500000),
            dec!(0.06),
            30,
            Frequency::Monthly,
            true,
        ))
        .unwrap();
        assert_eq!(r.payment, dec!(2500.00));
        assert_eq!(r.total_interest, dec!(900000.00));
        let r = repayment(&terms(dec!(12000), dec!(0), 1, Frequency::Monthly, false)).unwrap();
        assert_eq!(r.payment, dec!(1000.00));
        assert_eq!(r.total_interest, dec!(0));
    }

    #[test]
    fn bad_terms_are_refused() {
        assert!(repayment(&terms(dec!(-1), dec!(0.06), 30, Frequency::Monthly, false)).is_err());
        assert!(repayment(&terms(dec!(1000), dec!(2), 30, Frequency::Monthly, false)).is_err());
        assert!(repayment(&terms(dec!(1000), dec!(0.06), 0, Frequency::Monthly, false)).is_err());
    }

    #[test]
    fn credit_card_clears_or_never() {
        // $5,000 at 18% paying $100 a month: n = −ln(1 − 0.015·5000/100) / ln(1.015) = 93.1 → 94 months.
        match time_to_clear(dec!(5000), dec!(0.18), dec!(100), Frequency::Monthly).unwrap() {
            Clearing::Cleared(p) => {
                assert_eq!(p.periods, 94);
                // Paid in total ≈ 93.11 × 100; interest ≈ 4,311.
                let i: f64 = p.total_interest.try_into().unwrap();
                assert!((i - 4311.0).abs() < 15.0, "{i}");
            }
            Clearing::Never { .. } => panic!("should clear"),
        }
        // $10,000 at 20% paying $150 a month: the interest is $166.67, so never.
        assert_eq!(
            time_to_clear(dec!(10000), dec!(0.20), dec!(150), Frequency::Monthly).unwrap(),
            Clearing::Never {
                interest_per_period: dec!(166.67)
            }
        );
    }

    #[test]
    fn extra_repayment_saves_time_and_interest() {
        // $500,000, 30 years, 6%, $500 a month extra: n = −ln(1 − 2500/3497.75) / ln(1.005) = 251.5.
        let e = extra_repayment(
            &terms(dec!(500000), dec!(0.06), 30, Frequency::Monthly, false),
            dec!(500),
        )
        .unwrap();
        assert_eq!(e.base.periods, 360);
        assert_eq!(e.with_extra.periods, 252);
        assert_eq!(e.periods_saved, 108);
        let saved: f64 = e.interest_saved.try_into().unwrap();
        // Closed form: 579,190 − (251.5 × 3,497.75 − 500,000) ≈ 199,500.
        let n = -(1.0f64 - 2500.0 / 3497.75).ln() / 1.005f64.ln();
        let want = 579190.0 - (n * 3497.75 - 500000.0);
        assert!((saved - want).abs() < 300.0, "{saved} vs {want}");
    }
}
