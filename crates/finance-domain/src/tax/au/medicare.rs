//! Medicare levy with the low-income reduction, and the Medicare levy surcharge.

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::params::{MedicareLevy, Surcharge};

/// The household the family rules look at: family income (yours plus a spouse's) and dependants.
#[derive(Debug, Clone, Copy)]
pub struct Family {
    pub income: Decimal,
    pub dependants: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Levy {
    pub amount: Decimal,
    pub marginal: Decimal,
    /// Whether the low-income thresholds decided the amount (so a carried-forward threshold matters).
    pub threshold_mattered: bool,
}

/// Medicare Levy Act 1986 s 7 (single reduction) and s 8 (family reduction, shared in proportion to
/// taxable incomes). The smaller of the two results applies.
pub fn levy(p: &MedicareLevy, income: Decimal, family: Option<Family>) -> Levy {
    let full = p.rate * income;
    // A carried-forward threshold only matters near the phase-in range; 10% leaves room for indexation.
    let near = |threshold: Decimal, tested: Decimal| {
        tested * (p.phase_in_rate - p.rate) <= threshold * p.phase_in_rate * dec!(1.1)
    };
    let mut best = if income <= p.single_threshold {
        Levy {
            amount: Decimal::ZERO,
            marginal: Decimal::ZERO,
            threshold_mattered: true,
        }
    } else {
        let phased = p.phase_in_rate * (income - p.single_threshold);
        if phased < full {
            Levy {
                amount: phased,
                marginal: p.phase_in_rate,
                threshold_mattered: true,
            }
        } else {
            Levy {
                amount: full,
                marginal: p.rate,
                threshold_mattered: near(p.single_threshold, income),
            }
        }
    };
    if let Some(f) = family
        && best.amount > Decimal::ZERO
    {
        let threshold = p.family_threshold + p.per_dependant * Decimal::from(f.dependants);
        let family_income = f.income.max(income);
        let candidate = if family_income <= threshold {
            Some(Levy {
                amount: Decimal::ZERO,
                marginal: Decimal::ZERO,
                threshold_mattered: true,
            })
        } else {
            let pool = p.rate * threshold - p.family_taper * (family_income - threshold);
            best.threshold_mattered |= near(threshold, family_income);
            (pool > Decimal::ZERO).then(|| {
                let share = income / family_income;
                let reduction = pool * share;
                // d(reduction)/d(income) with the spouse's income held fixed.
                let other = family_income - income;
                let d_reduction =
                    -p.family_taper * share + pool * other / (family_income * family_income);
                Levy {
                    amount: (full - reduction).max(Decimal::ZERO),
                    marginal: p.rate - d_reduction,
                    threshold_mattered: true,
                }
            })
        };
        if let Some(c) = candidate
            && c.amount < best.amount
        {
            best = c;
        }
    }
    best
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SurchargeResult {
    pub amount: Decimal,
    pub rate: Decimal,
}

/// Medicare levy surcharge on taxable income (`income`) for someone without private hospital cover.
/// The tiers test income for surcharge purposes: `tested` (taxable income plus reportable super
/// contributions), and for a family the family's (Medicare Levy Act 1986 s 3(1)). Families
/// (a spouse or dependants) are tiered on family income against the family thresholds, raised by
/// $1,500 for each dependent child after the first; a family member whose own income is at or below
/// the single low-income threshold pays none (Medicare Levy Act 1986 s 8D(3)(c)).
pub fn surcharge(
    s: &Surcharge,
    levy: &MedicareLevy,
    income: Decimal,
    tested: Decimal,
    family: Option<Family>,
) -> SurchargeResult {
    let none = SurchargeResult {
        amount: Decimal::ZERO,
        rate: Decimal::ZERO,
    };
    let (tested, tops) = match family {
        None => (tested, s.single),
        Some(f) => {
            if income <= levy.single_threshold {
                return none;
            }
            let extra = s.per_child_after_first * Decimal::from(f.dependants.saturating_sub(1));
            (
                f.income.max(tested),
                [
                    s.family[0] + extra,
                    s.family[1] + extra,
                    s.family[2] + extra,
                ],
            )
        }
    };
    let tier = tops.iter().take_while(|top| tested > **top).count();
    match tier {
        0 => none,
        n => {
            let rate = s.rates[n - 1];
            SurchargeResult {
                amount: rate * income,
                rate,
            }
        }
    }
}
