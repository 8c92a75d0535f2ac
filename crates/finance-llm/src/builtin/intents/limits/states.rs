//! A US state's own income tax rates and standard deduction, as the tax engine's state tables
//! hold them (read by `state_schedule.rs`), named with the year.

use finance_domain::Region;
use rust_decimal::Decimal;
use rust_decimal_macros::dec;
use std::fmt::Write as _;

use super::brackets::{focus, lines};
use super::state_schedule::{Probe, line, schedule};
use super::us::status_text;
use super::{Asked, provisional};
use crate::builtin::out::Out;
use crate::format::{money, rate_as_given};

/// "California taxes income at 1% to 12.3%": the state's rates for the year and status asked.
pub(super) fn brackets(state: Region, a: &Asked, out: &mut Out) {
    let Some((probe, why)) = Probe::new(state, a) else {
        return;
    };
    let Some(sched) = schedule(&probe) else {
        return out.para(format!(
            "I couldn't read {}'s rates from the tax tables.",
            state.name()
        ));
    };
    let status = status_text(probe.status);
    let name = state.name();
    if sched.iter().all(|(_, r)| r.is_zero()) {
        let note = probe
            .result(dec!(60_000))
            .and_then(|r| {
                r.notes
                    .iter()
                    .find(|n| n.contains("does not tax wages"))
                    .map(|n| format!(" {n}"))
            })
            .unwrap_or_default();
        out.para(format!(
            "**{name} has no state income tax on wages** ({}).{note} Federal income tax and FICA still apply. (Source: Penny's {name} tax table for {}.)",
            probe.year, probe.year
        ));
    } else {
        let taxable = a
            .income
            .and_then(|i| probe.at(i))
            .map(|pt| pt.taxable.max(Decimal::ZERO));
        let note = match taxable {
            Some(t) => format!(
                " of wages, {status} ({} of {name} taxable income after its deductions)",
                money(t)
            ),
            None => String::new(),
        };
        let lead = focus(a, &sched, taxable, &note, out);
        let rates: Vec<Decimal> = sched
            .iter()
            .map(|(_, r)| *r)
            .filter(|r| !r.is_zero())
            .collect();
        let top = rates.last().copied().unwrap_or_default();
        let summary = if rates.len() == 1 {
            format!("**{name} taxes income at a flat {}**", rate_as_given(top))
        } else {
            format!(
                "**{name}'s income tax rates run from {} to {}**",
                rate_as_given(rates[0]),
                rate_as_given(top)
            )
        };
        let mut s = format!(
            "{lead}{summary} ({}, {status}), on {name} taxable income:{}",
            probe.year,
            lines(&sched)
        );
        if let Some(d) = deduction(&probe, a.income) {
            let _ = write!(s, "\n\n{d}");
        }
        let _ = write!(
            s,
            "\n\nFederal income tax and FICA come on top; local income taxes aren't included. (Source: Penny's {name} tax table for {}, from the state's published rate schedule.)",
            probe.year
        );
        out.para(s);
        out.figure(
            "Top rate starts above",
            sched.last().map(|b| b.0).unwrap_or_default(),
        );
    }
    let reason = probe
        .result(dec!(60_000))
        .and_then(|r| r.provisional_reason.map(|c| c.to_string()));
    for r in [why, reason].into_iter().flatten() {
        provisional(out, r);
    }
}

/// The state's own standard deduction, as its return applies it: "California's standard
/// deduction (single, 2026): $5,706". When it shrinks with income, the figure at the income
/// asked about and at a high income.
fn deduction(p: &Probe, income: Option<Decimal>) -> Option<String> {
    let name = p.state.name();
    let at = |w: Decimal| {
        p.result(w)
            .and_then(|r| line(&r, |l| l.contains("standard deduction")))
    };
    let low = at(dec!(20_000))?;
    let high = at(dec!(1_000_000))?;
    let status = status_text(p.status);
    if low == high {
        return Some(format!(
            "{name}'s standard deduction ({status}, {}): **{}**.",
            p.year,
            money(low)
        ));
    }
    let mut s = format!(
        "{name}'s standard deduction ({status}, {}) shrinks as income rises: **{}** at {}, {} at {}",
        p.year,
        money(low),
        money(dec!(20_000)),
        money(high),
        money(dec!(1_000_000))
    );
    if let Some(i) = income
        && let Some(d) = at(i)
    {
        let _ = write!(s, ", {} at {}", money(d), money(i));
    }
    s.push('.');
    Some(s)
}

/// "What's California's standard deduction?": the state's own, or that it has none.
pub(super) fn standard_deduction(state: Region, a: &Asked, out: &mut Out) {
    let Some((probe, why)) = Probe::new(state, a) else {
        return;
    };
    let name = state.name();
    if schedule(&probe).is_some_and(|s| s.is_empty()) {
        out.para(format!(
            "**{name} has no state income tax on wages** ({}), so there's no state standard deduction to take; only the federal one applies. (Source: Penny's {name} tax table for {}.)",
            probe.year, probe.year
        ));
    } else {
        match deduction(&probe, a.income) {
            Some(d) => {
                out.para(format!(
                    "{d} It's subtracted on the {name} return; the federal standard deduction is separate. (Source: Penny's {name} tax table for {}.)",
                    probe.year
                ));
                if let Some(v) = probe
                    .result(a.income.unwrap_or(dec!(60_000)))
                    .and_then(|r| line(&r, |l| l.contains("standard deduction")))
                {
                    out.figure("State standard deduction", v);
                }
            }
            None => out.para(format!(
                "{name}'s return has no standard deduction of its own in Penny's tax table for {} (it may use exemptions or start from federal taxable income instead). Ask \"what are {name}'s tax brackets?\" for its rates.",
                probe.year
            )),
        }
    }
    if let Some(why) = why {
        provisional(out, why);
    }
}
