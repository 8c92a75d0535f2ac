//! Reading a US state's income tax schedule from the tax engine (`finance_domain::tax::us::
//! states`). The state tables are private to each state's return, so they are read the way the
//! engine applies them: the state's tax worked out on a wage earner's return at chosen wages,
//! whose statutory marginal rate and "taxable income" line show where each bracket starts. Every
//! figure is one the engine produced from its table.
//!
//! Where credits wipe out the tax on the first dollars of income (California's personal exemption
//! credit covers its whole 1% band), the engine reports no marginal rate, so the rate is read from
//! the tax before credits (the credits used, line by line), and a bracket edge inside that stretch
//! is where the two straight lines of tax meet.

use finance_domain::Region;
use finance_domain::tax::FilingStatus;
use finance_domain::tax::schedule::progressive;
use finance_domain::tax::us::params::{UsParams, status_index};
use finance_domain::tax::us::states::{
    SUPPORTED_YEARS, StateTaxInput, StateTaxResult, state_income_tax,
};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::us::filing_status;
use super::{Asked, us_table};

/// Wages high enough to reach every state's top bracket (New York's starts at $25 million).
const TOP_WAGES: Decimal = dec!(30_000_000);
/// How finely (at least) the stretch where credits cover the tax is sampled, in wages.
const LOW_STEP: Decimal = dec!(50);
/// The samples a slope is read across there.
const SPAN: usize = 10;
/// The stretch of wages a rate is read over where no tax is due yet.
const SLOPE_STEP: Decimal = dec!(250);
/// No schedule has more brackets than this; a safety stop for the search.
const MAX_BRACKETS: usize = 16;

/// One look at the state's return: wages, the state taxable income, the tax before and after
/// non-refundable credits, and the engine's marginal rate.
#[derive(Debug, Clone, Copy)]
pub(super) struct Point {
    pub wages: Decimal,
    pub taxable: Decimal,
    pub gross: Decimal,
    pub tax: Decimal,
    pub marginal: Decimal,
}

pub(super) struct Probe {
    pub state: Region,
    pub year: u16,
    pub status: FilingStatus,
    federal: &'static UsParams,
}

impl Probe {
    pub fn new(state: Region, a: &Asked) -> Option<(Probe, Option<String>)> {
        let year = u16::try_from(a.year).ok();
        let year = match year.filter(|y| SUPPORTED_YEARS.contains(y)) {
            Some(y) => y,
            // The nearest year the state tables hold.
            None => *SUPPORTED_YEARS
                .iter()
                .min_by_key(|y| (i32::from(**y) - a.year).abs())?,
        };
        let why = (i32::from(year) != a.year).then(|| {
            format!(
                "the {} {} income tax tables are not in Penny yet (they hold {}); the {year} figures are shown",
                a.year,
                state.name(),
                SUPPORTED_YEARS.map(|y| y.to_string()).join(", ")
            )
        });
        let (federal, _) = us_table(i32::from(year), "federal tax brackets");
        Some((
            Probe {
                state,
                year,
                status: filing_status(a),
                federal,
            },
            why,
        ))
    }

    /// The state's return for a wage earner (one earner, no dependants) with these wages.
    pub fn result(&self, wages: Decimal) -> Option<StateTaxResult> {
        let i = status_index(self.status);
        let federal_taxable = (wages - self.federal.standard_deduction[i]).max(Decimal::ZERO);
        let (federal_tax, _) = progressive(self.federal.brackets[i], federal_taxable);
        state_income_tax(&StateTaxInput {
            state: self.state,
            year: self.year,
            filing_status: self.status,
            wages,
            federal_agi: wages,
            federal_taxable_income: federal_taxable,
            federal_income_tax: federal_tax,
            dependents: 0,
            elective_deferrals: Decimal::ZERO,
            age: None,
            spouse_age: None,
            federal_additional_standard: Decimal::ZERO,
            federal_senior_deduction: Decimal::ZERO,
        })
        .ok()
    }

    pub fn at(&self, wages: Decimal) -> Option<Point> {
        let r = self.result(wages)?;
        let taxable = line(&r, |l| l.contains("taxable") || l.contains("base income"))?;
        // Credits are the negative lines; the tax before them is the tax plus what they used.
        let used: Decimal = r
            .lines
            .iter()
            .filter(|l| l.amount < Decimal::ZERO)
            .map(|l| -l.amount)
            .sum();
        Some(Point {
            wages,
            taxable,
            gross: r.tax + used,
            tax: r.tax,
            marginal: r.marginal_rate,
        })
    }

    /// The rate on the next dollar at these wages: the engine's own where tax is due, else the
    /// slope of the tax before credits.
    fn rate(&self, wages: Decimal) -> Option<Decimal> {
        let p = self.at(wages)?;
        if p.tax > Decimal::ZERO {
            return Some(p.marginal);
        }
        let q = self.at(wages + SLOPE_STEP)?;
        Some(slope(&p, &q))
    }
}

pub(super) fn line(r: &StateTaxResult, wanted: impl Fn(&str) -> bool) -> Option<Decimal> {
    r.lines
        .iter()
        .find(|l| wanted(&l.label.to_lowercase()))
        .map(|l| l.amount)
}

fn slope(p: &Point, q: &Point) -> Decimal {
    let dt = q.taxable - p.taxable;
    if dt <= Decimal::ZERO {
        return Decimal::ZERO;
    }
    ((q.gross - p.gross) / dt).round_dp(4)
}

/// The smallest wages in (lo, hi], to the dollar, where `changed` holds, given it holds at `hi`
/// and not at `lo` (it holds from some point on).
fn first_where(lo: Decimal, hi: Decimal, changed: impl Fn(Decimal) -> bool) -> Decimal {
    first_where_by(lo, hi, Decimal::ONE, changed)
}

fn first_where_by(
    lo: Decimal,
    hi: Decimal,
    unit: Decimal,
    changed: impl Fn(Decimal) -> bool,
) -> Decimal {
    let (mut lo, mut hi) = (lo, hi);
    loop {
        // Whole units from `lo`, so every step lands strictly between the two.
        let steps = ((hi - lo) / unit).ceil();
        if steps <= Decimal::ONE {
            return hi;
        }
        let mid = lo + (steps / dec!(2)).floor() * unit;
        if changed(mid) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
}

/// Where a bracket starts, given the first whole-dollar wages `at` whose rate is past it: the
/// last taxable income at the old rate, found to the cent, and the whole dollar just above it
/// when that is where the new rate begins (statutes set bracket edges in whole dollars; a
/// sliding deduction moves taxable income by more or less than a dollar per dollar of wages).
fn edge(p: &Probe, at: Decimal, changed: impl Fn(Decimal) -> bool) -> Option<Decimal> {
    let cent = first_where_by(at - Decimal::ONE, at, dec!(0.01), changed);
    let before = p.at(cent - dec!(0.01))?.taxable;
    let after = p.at(cent)?.taxable;
    // The taxable income lines are rounded to cents, so the edge may equal either.
    let up = before.ceil();
    Some(if up <= after { up } else { before })
}

/// The state's schedule for the probe's status: `(from, rate)` on state taxable income,
/// ascending from 0. Empty when the state taxes no wages.
pub(super) fn schedule(p: &Probe) -> Option<Vec<(Decimal, Decimal)>> {
    let Some(top) = p.at(TOP_WAGES) else {
        // No taxable income line and no tax: a state that taxes no wages.
        return p
            .result(TOP_WAGES)
            .filter(|r| r.tax.is_zero())
            .map(|_| Vec::new());
    };
    if top.gross.is_zero() {
        return Some(Vec::new());
    }
    // Where the tax after credits is first due: below it the engine reports no marginal rate.
    let due = first_where(Decimal::ZERO, TOP_WAGES, |w| {
        p.at(w).is_some_and(|x| x.tax > Decimal::ZERO)
    });
    let (mut out, mut lo) = low_zone(p, due)?;
    let mut rate = match out.last() {
        Some((_, r)) => *r,
        None => {
            let r = p.rate(due)?;
            out.push((Decimal::ZERO, r));
            lo = due;
            r
        }
    };
    // From there on each change of rate is a bracket edge.
    while rate != top.marginal && out.len() < MAX_BRACKETS {
        let at = first_where(lo, TOP_WAGES, |w| p.rate(w) != Some(rate));
        let b = p.at(at)?;
        // Below `due` the rate read is the one on the dollars above the point, so the first
        // point at the new rate is the edge itself; above it, the engine's rate is the one on
        // the dollar just below.
        let from = if at < due {
            b.taxable
        } else {
            edge(p, at, |w| p.rate(w) != Some(rate))?
        };
        rate = p.rate(at)?;
        out.push((from, rate));
        lo = at;
    }
    Some(out)
}

/// The brackets below the income where tax is first due (`due`), and a little past it: read
/// from the tax before credits, sampled at even steps of wages. The slope at each sample is read
/// over [`SPAN`] steps (long enough that rounding to cents can't blur a rate); each stretch of
/// one slope is a bracket, its line fitted through all its samples (which averages the rounding
/// out), and an edge is where two neighbouring lines meet. Returns the brackets and the last
/// wages known to be in the last of them.
fn low_zone(p: &Probe, due: Decimal) -> Option<(Vec<(Decimal, Decimal)>, Decimal)> {
    // The first wages with any taxable income.
    let start = first_where(Decimal::ZERO, due.max(Decimal::ONE), |w| {
        p.at(w).is_some_and(|x| x.taxable > Decimal::ZERO)
    });
    if due <= start {
        return Some((Vec::new(), due));
    }
    let step = ((due - start) / dec!(500)).ceil().max(LOW_STEP);
    let end = due + step * dec!(40);
    let mut points = Vec::new();
    let mut i = 0u32;
    loop {
        // Uneven cents, so the rounding of each sample to cents doesn't repeat in step.
        let w = start + step * Decimal::from(i) + Decimal::from(i * 37 % 100) / dec!(100);
        if w > end {
            break;
        }
        points.push(p.at(w)?);
        i += 1;
    }
    // Stretches of equal slope: (slope, first point, last point of its last window).
    let mut runs: Vec<(Decimal, usize, usize)> = Vec::new();
    for i in 0..points.len().saturating_sub(SPAN) {
        let s = slope(&points[i], &points[i + SPAN]);
        match runs.last_mut() {
            Some((rs, _, last)) if *rs == s && *last == i + SPAN - 1 => *last = i + SPAN,
            _ => runs.push((s, i, i + SPAN)),
        }
    }
    // Windows across an edge give blends of two rates (or a jump): keep the stretches of more
    // than one window, and the first.
    let clean: Vec<(Decimal, Decimal, usize, usize)> = runs
        .iter()
        .enumerate()
        .filter(|(k, (_, a, b))| *k == 0 || b - a > SPAN)
        .map(|(_, (s, a, b))| {
            let pts = &points[*a..=*b];
            // Read again across the whole stretch, the longest baseline there is.
            let whole = slope(&points[*a], &points[*b]);
            let s = if (whole - s).abs() <= dec!(0.0002) {
                whole
            } else {
                *s
            };
            let n = Decimal::from(pts.len());
            let intercept = pts.iter().map(|q| q.gross - s * q.taxable).sum::<Decimal>() / n;
            (s, intercept, *a, *b)
        })
        .collect();
    let mut out: Vec<(Decimal, Decimal)> = Vec::new();
    let mut last = start;
    for (k, (s, b, first, end)) in clean.iter().enumerate() {
        // The start of its last window: a window reaching a dollar or two past an edge can still
        // read as this rate, its start can't.
        last = points[end.saturating_sub(SPAN).max(*first)].wages;
        if k == 0 {
            out.push((Decimal::ZERO, *s));
            continue;
        }
        let (ps, pb, _, pend) = clean[k - 1];
        if ps == *s {
            continue;
        }
        // Where the bracket before began: if this line meets the one before there, this rate
        // ran all along and the stretch between was a threshold under which no tax is due.
        let began = out.last().map(|(from, _)| *from).unwrap_or_default();
        if (s * began + b - (ps * began + pb)).abs() < Decimal::ONE {
            if let Some(last) = out.last_mut() {
                last.1 = *s;
            }
            continue;
        }
        let (left, right) = (&points[pend], &points[*first]);
        let mut meet = ((b - pb) / (ps - s)).round().max(Decimal::ZERO);
        let margin = step * Decimal::from(SPAN as u32);
        if meet >= left.taxable - margin && meet <= right.taxable + margin {
            // Sharpen it with close samples on each side.
            let room = (meet - began).min(right.taxable + margin - meet);
            let wages = (points[0].wages, points[points.len() - 1].wages);
            meet = refine(p, meet, ps, *s, room, wages).unwrap_or(meet);
        } else {
            // The lines don't meet between the stretches: the tax jumps there (a fixed amount
            // due at the start of the bracket).
            let jumped = |w: Decimal| {
                p.at(w)
                    .is_some_and(|q| q.gross - (ps * q.taxable + pb) > Decimal::ONE)
            };
            let at = first_where(left.wages, right.wages, jumped);
            meet = edge(p, at, jumped)?;
        }
        match out.last_mut() {
            Some((from, r)) if *from >= meet => *r = *s,
            _ => out.push((meet, *s)),
        }
    }
    Some((out, last))
}

/// A bracket edge known to within a few dollars (`near`, between slopes `below` and `above`),
/// found exactly: both lines fitted through dense samples close on each side (within `room` of
/// taxable income), where they meet.
fn refine(
    p: &Probe,
    near: Decimal,
    below: Decimal,
    above: Decimal,
    room: Decimal,
    wages: (Decimal, Decimal),
) -> Option<Decimal> {
    let width = (room / dec!(2)).min(dec!(300));
    if width < dec!(40) {
        return None;
    }
    let at = first_where(wages.0, wages.1, |w| {
        p.at(w).is_some_and(|q| q.taxable >= near)
    });
    let fit = |from: Decimal, slope: Decimal, dir: Decimal| -> Option<Decimal> {
        let mut sum = Decimal::ZERO;
        let mut n = 0u32;
        let mut k = 0u32;
        let mut off = dec!(10);
        while off <= width {
            let w = at + dir * off + Decimal::from(k * 37 % 100) / dec!(100);
            let q = p.at(w)?;
            sum += q.gross - slope * q.taxable;
            n += 1;
            k += 1;
            off += dec!(5);
        }
        let _ = from;
        (n > 0).then(|| sum / Decimal::from(n))
    };
    let b_below = fit(near, below, -Decimal::ONE)?;
    let b_above = fit(near, above, Decimal::ONE)?;
    let meet = ((b_above - b_below) / (below - above)).round();
    ((meet - near).abs() <= dec!(10)).then_some(meet)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin::inputs::Household;

    fn read(state: Region, year: i32, household: Household) -> Vec<(Decimal, Decimal)> {
        let mut a = Asked::plain(
            finance_domain::Country::Us,
            chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap_or_default(),
        );
        a.year = year;
        a.household = household;
        a.filing = match household {
            Household::Couple => FilingStatus::MarriedFilingJointly,
            Household::Single => FilingStatus::Single,
        };
        let (p, _) = Probe::new(state, &a).unwrap();
        schedule(&p).unwrap()
    }

    fn table(rows: &[(i64, &str)]) -> Vec<(Decimal, Decimal)> {
        rows.iter()
            .map(|(f, r)| (Decimal::from(*f), r.parse::<Decimal>().unwrap()))
            .collect()
    }

    fn same(got: &[(Decimal, Decimal)], want: &[(i64, &str)]) -> bool {
        let want = table(want);
        got.len() == want.len()
            && got
                .iter()
                .zip(&want)
                .all(|(g, w)| g.0 == w.0 && g.1.normalize() == w.1.normalize())
    }

    #[test]
    fn schedules_read_back_as_the_state_files_hold_them() {
        use Household::*;
        type Case<'a> = (Region, i32, Household, &'a [(i64, &'a str)]);
        let cases: &[Case] = &[
            // FTB 2025 schedule X, and the 1% mental health services tax above $1,000,000; the
            // personal exemption credit covers the whole 1% band, so it is read before credits.
            (
                Region::UsCa,
                2025,
                Single,
                &[
                    (0, "0.01"),
                    (11079, "0.02"),
                    (26264, "0.04"),
                    (41452, "0.06"),
                    (57542, "0.08"),
                    (72724, "0.093"),
                    (371479, "0.103"),
                    (445771, "0.113"),
                    (742953, "0.123"),
                    (1000000, "0.133"),
                ],
            ),
            (
                Region::UsNy,
                2026,
                Couple,
                &[
                    (0, "0.039"),
                    (17150, "0.044"),
                    (23600, "0.0515"),
                    (27900, "0.054"),
                    (161550, "0.059"),
                    (323200, "0.0685"),
                    (2155350, "0.0965"),
                    (5000000, "0.103"),
                    (25000000, "0.109"),
                ],
            ),
            // The exemption credit hides the 4.75% band.
            (
                Region::UsOr,
                2026,
                Single,
                &[
                    (0, "0.0475"),
                    (4550, "0.0675"),
                    (11400, "0.0875"),
                    (125000, "0.099"),
                ],
            ),
            // No tax at all below the filing threshold: the 1.4% band still starts at 0.
            (
                Region::UsNj,
                2025,
                Single,
                &[
                    (0, "0.014"),
                    (20000, "0.0175"),
                    (35000, "0.035"),
                    (40000, "0.05525"),
                    (75000, "0.0637"),
                    (500000, "0.0897"),
                    (1000000, "0.1075"),
                ],
            ),
            // A fixed amount of tax is due at the start of the 2.75% bracket.
            (
                Region::UsOh,
                2025,
                Single,
                &[(0, "0"), (26050, "0.0275"), (100000, "0.03125")],
            ),
            (Region::UsMs, 2026, Single, &[(0, "0"), (10000, "0.04")]),
            (
                Region::UsMo,
                2026,
                Couple,
                &[
                    (0, "0"),
                    (1348, "0.02"),
                    (2696, "0.025"),
                    (4044, "0.03"),
                    (5392, "0.035"),
                    (6740, "0.04"),
                    (8088, "0.045"),
                    (9436, "0.047"),
                ],
            ),
            // A sliding standard deduction: taxable income moves by more than a dollar a dollar.
            (
                Region::UsWi,
                2025,
                Single,
                &[
                    (0, "0.035"),
                    (14680, "0.044"),
                    (50480, "0.053"),
                    (323290, "0.0765"),
                ],
            ),
            (Region::UsIl, 2026, Single, &[(0, "0.0495")]),
            (Region::UsNc, 2026, Couple, &[(0, "0.0399")]),
            (Region::UsTx, 2026, Single, &[]),
        ];
        for (state, year, h, want) in cases {
            let got = read(*state, *year, *h);
            assert!(same(&got, want), "{state:?} {year} {h:?}: {got:?}");
        }
    }

    #[test]
    fn every_state_reads_as_whole_dollar_edges_in_order() {
        for st in Region::US {
            for year in [2025, 2026] {
                for h in [Household::Single, Household::Couple] {
                    let got = read(st, year, h);
                    assert!(
                        got.windows(2).all(|w| w[0].0 < w[1].0),
                        "{st:?} {year} {h:?}: {got:?}"
                    );
                    assert!(
                        got.iter().all(|(f, _)| f.fract().is_zero()),
                        "{st:?} {year} {h:?}: {got:?}"
                    );
                }
            }
        }
    }
}
