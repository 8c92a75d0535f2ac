//! The plan's one year step, shared by the deterministic plan, its sustainable-spending solve and
//! the Monte Carlo paths. It runs on `f64` in today's dollars (see the module above for why).

use rust_decimal::Decimal;
use rust_decimal::prelude::{FromPrimitive, ToPrimitive};

use crate::retirement::age_pension::MeansTest;

/// The government pension the plan pays, in today's dollars.
#[derive(Debug, Clone)]
pub(crate) enum Pension {
    /// Couple figures are combined; `share[t]` is 1 for a single person of pension age, 0.5 or 1
    /// for a couple by how many of them are of pension age, else 0.
    AgePension {
        test: MeansTest<f64>,
        share: Vec<f64>,
    },
    /// `share[t]` is the part of year `t` after the claiming age.
    SocialSecurity { annual: f64, share: Vec<f64> },
}

/// The plan's schedule, prepared once: everything that does not depend on the returns.
#[derive(Debug, Clone)]
pub(crate) struct Prepared {
    pub age: u32,
    pub first_year: i32,
    /// Simulated years: rows are `0..=years`.
    pub years: usize,
    pub start_savings: f64,
    pub start_retirement: f64,
    /// 1 + expected return.
    pub nominal_growth: f64,
    /// 1 + inflation.
    pub inflation_factor: f64,
    /// 1 / (1 + inflation): turns a nominal growth factor into a real one.
    pub deflator: f64,
    pub volatility: f64,
    pub retired: Vec<bool>,
    pub contrib_savings: Vec<f64>,
    pub contrib_retirement: Vec<f64>,
    /// Share of a year's unmet spending the retirement account may pay (preservation).
    pub access: Vec<f64>,
    pub pension: Pension,
    /// Today's annual spending in retirement.
    pub annual_spending: f64,
}

/// One year's flows, today's dollars.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Flows {
    pub contributions: f64,
    pub withdrawals: f64,
    pub pension: f64,
    pub shortfall: f64,
}

/// Receives each row's real balance and each year's flows.
pub(crate) trait Recorder {
    fn balance(&mut self, t: usize, real: f64);
    fn flows(&mut self, _t: usize, _f: Flows) {}
}

/// Shortfalls below a cent are rounding, not a shortfall.
pub(super) const SHORTFALL_EPSILON: f64 = 0.005;

pub(super) fn to_f64(d: Decimal) -> f64 {
    d.to_f64().unwrap_or(0.0)
}

/// f64 dollars to `Decimal` cents (half away from zero); beyond `Decimal`'s range saturates.
pub(crate) fn money(x: f64) -> Decimal {
    // Whole cents through i64 are exact below 2^53 cents and far faster than `Decimal::from_f64`,
    // which the plan's rows and bands call thousands of times.
    if x.is_finite() && x.abs() < 1e13 {
        return Decimal::new((x * 100.0).round() as i64, 2);
    }
    match Decimal::from_f64(x) {
        Some(d) => d.round_dp(2),
        None if x > 0.0 => Decimal::MAX,
        None => Decimal::ZERO,
    }
}

impl Prepared {
    /// One year: the pension on the opening balance, spending drawn from savings first and then
    /// from the retirement account as far as it can be reached, growth by the nominal factor `g`
    /// deflated to today's dollars, then the year's contributions.
    #[inline]
    pub(super) fn step(
        &self,
        t: usize,
        s: &mut f64,
        r: &mut f64,
        annual_spending: f64,
        g: f64,
    ) -> Flows {
        let pension = match &self.pension {
            Pension::AgePension { test, share } => {
                if share[t] > 0.0 && self.retired[t] {
                    let assets = *s + *r;
                    test.test(assets, assets, 0.0).rate() * test.fortnights_per_year * share[t]
                } else {
                    0.0
                }
            }
            Pension::SocialSecurity { annual, share } => annual * share[t],
        };
        let mut flows = Flows {
            pension,
            ..Flows::default()
        };
        if self.retired[t] {
            let mut need = annual_spending - pension;
            if need < 0.0 {
                *s -= need; // the pension's surplus is saved
                need = 0.0;
            }
            let from_savings = need.min(*s);
            *s -= from_savings;
            need -= from_savings;
            let from_retirement = (need * self.access[t]).min(*r);
            *r -= from_retirement;
            need -= from_retirement;
            flows.withdrawals = from_savings + from_retirement;
            if need > SHORTFALL_EPSILON {
                flows.shortfall = need;
            }
        } else {
            *s += pension; // benefits claimed while working are saved
        }
        let g = g * self.deflator;
        *s = *s * g + self.contrib_savings[t];
        *r = *r * g + self.contrib_retirement[t];
        flows.contributions = self.contrib_savings[t] + self.contrib_retirement[t];
        flows
    }

    /// Plays the plan with `growth(t)` as year `t`'s nominal growth factor and `annual_spending`
    /// (today's dollars) in retirement. Returns the first year with a shortfall, if any.
    pub fn run(
        &self,
        annual_spending: f64,
        mut growth: impl FnMut(usize) -> f64,
        rec: &mut impl Recorder,
    ) -> Option<usize> {
        let (mut s, mut r) = (self.start_savings, self.start_retirement);
        let mut first_shortfall = None;
        for t in 0..self.years {
            rec.balance(t, s + r);
            let flows = self.step(t, &mut s, &mut r, annual_spending, growth(t));
            if flows.shortfall > 0.0 {
                first_shortfall = first_shortfall.or(Some(t));
            }
            rec.flows(t, flows);
        }
        rec.balance(self.years, s + r);
        first_shortfall
    }

    /// The highest whole-dollar monthly spending (today's dollars) that lasts to the horizon at the
    /// expected return; `None` without any retired year. Spending only matters from retirement, so
    /// the balances are carried to the retirement year once and each trial starts there.
    pub(super) fn sustainable_monthly(&self) -> Option<f64> {
        let from = self.retired.iter().position(|r| *r)?;
        let g = self.nominal_growth;
        let (mut s0, mut r0) = (self.start_savings, self.start_retirement);
        for t in 0..from {
            self.step(t, &mut s0, &mut r0, 0.0, g);
        }
        // The balance at the horizon when `monthly` lasts, `None` when it runs out.
        let lasts = |monthly: f64| {
            let (mut s, mut r) = (s0, r0);
            (from..self.years)
                .all(|t| self.step(t, &mut s, &mut r, monthly * 12.0, g).shortfall == 0.0)
                .then_some(s + r)
        };
        // Spending is bounded well above anything the balances could carry.
        const CEILING: f64 = 1e11;
        // The leftover balance falls almost linearly with spending, so the next trial is where the
        // line through the last two lasting trials reaches zero (a secant step). When a step does
        // not halve the bracket (the money ran out mid-way rather than at the end), the next one
        // bisects, so the search always finishes at the dollar.
        let (mut lo, mut f_lo) = (0.0_f64, lasts(0.0).unwrap_or(0.0));
        let mut slope = f64::NAN;
        let mut hi = CEILING;
        let mut secant = true;
        let mut first = true;
        while hi - lo > 1.0 {
            let width = hi - lo;
            let c = if first {
                // The level annuity the balance buys over the retired years, pension ignored.
                let n = (self.years - from) as i32;
                let v = 1.0 / (g * self.deflator);
                let balance = s0 + r0;
                let annual = if (1.0 - v).abs() < 1e-12 {
                    balance / f64::from(n)
                } else {
                    balance * (1.0 - v) / (1.0 - v.powi(n))
                };
                annual / 12.0
            } else if secant && slope > 0.0 {
                lo + f_lo / slope
            } else if hi >= CEILING {
                lo * 2.0 + 1.0
            } else {
                (lo + hi) / 2.0
            };
            first = false;
            let c = c.floor().clamp(lo + 1.0, hi - 1.0);
            match lasts(c) {
                Some(f) => {
                    slope = (f_lo - f) / (c - lo);
                    lo = c;
                    f_lo = f;
                }
                None => hi = c,
            }
            secant = hi >= CEILING || hi - lo <= width / 2.0;
        }
        Some(lo)
    }
}
