//! Shared arithmetic for the state calculators: the per-call context, the result being built, and
//! graduated schedules. Every state file only holds its parameter tables and its own quirks.

use std::borrow::Cow;

use rust_decimal::{Decimal, RoundingStrategy};
use rust_decimal_macros::dec;

use super::StateTaxInput;
use crate::tax::{FilingStatus, TaxLine};

/// A graduated schedule: `(lower bound of the bracket, marginal rate)`, ascending, first bound 0.
pub(super) type Schedule = &'static [(Decimal, Decimal)];

/// Values indexed by filing status: single, married filing jointly, married filing separately,
/// head of household.
pub(super) type ByStatus<T> = [T; 4];

pub(super) struct Ctx<'a> {
    pub input: &'a StateTaxInput,
}

impl Ctx<'_> {
    pub fn status(&self) -> FilingStatus {
        self.input.filing_status
    }

    pub fn pick<T: Copy>(&self, values: ByStatus<T>) -> T {
        values[match self.input.filing_status {
            FilingStatus::Single => 0,
            FilingStatus::MarriedFilingJointly => 1,
            FilingStatus::MarriedFilingSeparately => 2,
            FilingStatus::HeadOfHousehold => 3,
        }]
    }

    pub fn is_2026(&self) -> bool {
        self.input.year == 2026
    }

    pub fn mfj(&self) -> bool {
        self.input.filing_status == FilingStatus::MarriedFilingJointly
    }

    pub fn mfs(&self) -> bool {
        self.input.filing_status == FilingStatus::MarriedFilingSeparately
    }

    pub fn agi(&self) -> Decimal {
        pos(self.input.federal_agi)
    }

    pub fn wages(&self) -> Decimal {
        pos(self.input.wages)
    }

    pub fn deferrals(&self) -> Decimal {
        pos(self.input.elective_deferrals)
    }

    pub fn federal_taxable(&self) -> Decimal {
        pos(self.input.federal_taxable_income)
    }

    pub fn federal_tax(&self) -> Decimal {
        pos(self.input.federal_income_tax)
    }

    /// The federal standard deduction actually taken, read off the federal return (wage-only
    /// household: AGI minus taxable income), so states that borrow it follow the federal engine.
    pub fn federal_standard_deduction(&self) -> Decimal {
        pos(self.agi() - self.federal_taxable())
    }

    /// Taxpayers on the return: two on a joint return.
    pub fn filers(&self) -> Decimal {
        if self.mfj() { dec!(2) } else { dec!(1) }
    }

    pub fn deps(&self) -> Decimal {
        Decimal::from(self.input.dependents)
    }

    /// Everyone on the return: taxpayers plus dependants.
    pub fn household(&self) -> Decimal {
        self.filers() + self.deps()
    }

    /// The taxpayers' ages: the filer, and the spouse on a joint return only.
    pub fn ages(&self) -> [Option<u32>; 2] {
        [self.input.age, self.input.spouse_age.filter(|_| self.mfj())]
    }

    /// Taxpayers on the return aged `min` or over at the end of the year (0, 1 or 2).
    pub fn aged(&self, min: u32) -> Decimal {
        let n = self
            .ages()
            .iter()
            .filter(|a| a.is_some_and(|a| a >= min))
            .count();
        Decimal::from(n)
    }

    /// The federal §63(f) additional standard deduction for age taken on the federal return.
    pub fn federal_additional_standard(&self) -> Decimal {
        pos(self.input.federal_additional_standard)
    }

    /// Federal taxable income after the §151(f) senior deduction, for the states that start from
    /// federal taxable income and adopted it.
    pub fn federal_taxable_after_senior(&self) -> Decimal {
        pos(self.federal_taxable() - pos(self.input.federal_senior_deduction))
    }

    /// The federal §151(f) senior deduction, for the states that subtract it from AGI.
    pub fn federal_senior_deduction(&self) -> Decimal {
        pos(self.input.federal_senior_deduction)
    }
}

/// The result while a state builds it. `tax` is the liability after non-refundable credits.
pub(super) struct Calc {
    pub lines: Vec<TaxLine>,
    pub tax: Decimal,
    pub refundable: Decimal,
    pub marginal: Decimal,
    pub provisional: Option<Cow<'static, str>>,
    pub notes: Vec<Cow<'static, str>>,
}

impl Default for Calc {
    /// Room for a state's usual lines up front: growing the vector past its first allocation cost
    /// more than the age rules themselves (benchmark `tax/us_deferral_65_plus/cpu`,
    /// docs/benchmarks.md).
    fn default() -> Self {
        Calc {
            lines: Vec::with_capacity(6),
            tax: Decimal::ZERO,
            refundable: Decimal::ZERO,
            marginal: Decimal::ZERO,
            provisional: None,
            notes: Vec::new(),
        }
    }
}

impl Calc {
    pub fn line(&mut self, label: impl Into<Cow<'static, str>>, amount: Decimal) {
        self.lines.push(TaxLine::new(label, cents(amount)));
    }

    pub fn note(&mut self, note: impl Into<Cow<'static, str>>) {
        self.notes.push(note.into());
    }

    /// Marks the result provisional; several reasons are joined.
    pub fn provisional(&mut self, reason: &'static str) {
        self.provisional = Some(match self.provisional.take() {
            None => Cow::Borrowed(reason),
            Some(prev) => Cow::Owned(format!("{prev}; {reason}")),
        });
    }

    /// Applies non-refundable credits to a gross tax (never below zero) and records both lines.
    pub fn settle(&mut self, gross: Decimal, credits: &[(&'static str, Decimal)]) {
        let mut tax = pos(gross);
        for (label, amount) in credits {
            let used = pos(*amount).min(tax);
            if *amount > Decimal::ZERO {
                self.line(*label, -used);
            }
            tax -= used;
        }
        self.tax = tax;
        if self.tax.is_zero() {
            self.marginal = Decimal::ZERO;
        }
    }

    pub fn refundable_credit(&mut self, label: &'static str, amount: Decimal) {
        let amount = cents(pos(amount));
        if amount > Decimal::ZERO {
            self.line(label, amount);
            self.refundable += amount;
        }
    }
}

pub(super) fn pos(x: Decimal) -> Decimal {
    x.max(Decimal::ZERO)
}

pub(super) fn cents(x: Decimal) -> Decimal {
    x.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
}

/// Tax on `income` under a graduated schedule, and the marginal rate that applies to it.
pub(super) fn apply(schedule: Schedule, income: Decimal) -> (Decimal, Decimal) {
    let income = pos(income);
    let mut tax = Decimal::ZERO;
    let mut marginal = schedule.first().map(|b| b.1).unwrap_or_default();
    for (i, &(from, rate)) in schedule.iter().enumerate() {
        if income <= from && i > 0 {
            break;
        }
        let to = schedule.get(i + 1).map(|b| b.0);
        let top = to.map_or(income, |t| income.min(t));
        tax += (top - from) * rate;
        marginal = rate;
    }
    (tax, marginal)
}

/// Steps a deduction or credit down by `step_amount` for each `step_width` (or part of one) of
/// income above `start`, stopping at `floor`.
pub(super) fn step_down(
    full: Decimal,
    income: Decimal,
    start: Decimal,
    step_width: Decimal,
    step_amount: Decimal,
    floor: Decimal,
) -> Decimal {
    if income <= start {
        return full;
    }
    let steps = ((income - start) / step_width).ceil();
    (full - steps * step_amount).max(floor)
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: Schedule = &[
        (dec!(0), dec!(0.01)),
        (dec!(100), dec!(0.02)),
        (dec!(200), dec!(0.05)),
    ];

    #[test]
    fn graduated_schedule_sums_each_band() {
        assert_eq!(apply(S, dec!(0)), (dec!(0), dec!(0.01)));
        assert_eq!(apply(S, dec!(50)), (dec!(0.5), dec!(0.01)));
        assert_eq!(apply(S, dec!(100)), (dec!(1), dec!(0.01)));
        assert_eq!(apply(S, dec!(150)), (dec!(2), dec!(0.02)));
        assert_eq!(apply(S, dec!(300)), (dec!(8), dec!(0.05)));
    }

    #[test]
    fn step_down_counts_partial_steps() {
        let f = |inc| {
            step_down(
                dec!(3000),
                inc,
                dec!(23000),
                dec!(500),
                dec!(25),
                dec!(2500),
            )
        };
        assert_eq!(f(dec!(23000)), dec!(3000));
        assert_eq!(f(dec!(23000.01)), dec!(2975));
        assert_eq!(f(dec!(23500)), dec!(2975));
        assert_eq!(f(dec!(90000)), dec!(2500));
    }
}
