//! The yearly limits of US retirement and health accounts (401(k), IRA, HSA) from
//! `finance_domain::contribution_limits`, with the catch-up that applies at the age asked about.

use finance_domain::contribution_limits as table;
use std::fmt::Write as _;

use super::{Asked, LimitKind, provisional};
use crate::builtin::out::Out;
use crate::format::money;

pub(super) fn answer(kind: LimitKind, a: &Asked, out: &mut Out) {
    let l = table::us_retirement(a.year);
    let mut s = text(kind, a.year, a.age);
    match kind {
        LimitKind::K401 => {
            out.figure("401(k) limit", l.elective_deferral.value);
            if let Some(age) = a.age {
                out.figure("Limit at your age", l.deferral_limit(age));
            }
        }
        LimitKind::Ira => {
            out.figure("IRA limit", l.ira.value);
            if let Some(age) = a.age.filter(|age| *age >= 50) {
                let _ = write!(
                    s,
                    "\n\nAt {age}, your limit is **{}** with the catch-up.",
                    money(l.ira.value + l.ira_catch_up.value)
                );
                out.figure("Limit at your age", l.ira.value + l.ira_catch_up.value);
            }
        }
        _ => {
            let (cover, limit) = if a.couple() {
                ("family", l.hsa_family.value)
            } else {
                ("self-only", l.hsa_self_only.value)
            };
            let catch_up = a.age.filter(|age| *age >= 55);
            if a.household_said {
                let _ = write!(s, "\n\nFor {cover} coverage: **{}**", money(limit));
                if let Some(age) = catch_up {
                    let _ = write!(
                        s,
                        ", or **{}** at {age} with the catch-up",
                        money(limit + l.hsa_catch_up_55.value)
                    );
                }
                s.push('.');
            } else if let Some(age) = catch_up {
                let _ = write!(
                    s,
                    "\n\nAt {age}, with the catch-up: **{}** self-only, **{}** family.",
                    money(l.hsa_self_only.value + l.hsa_catch_up_55.value),
                    money(l.hsa_family.value + l.hsa_catch_up_55.value)
                );
            }
            out.figure("HSA limit", limit);
        }
    }
    out.para(s);
    if a.couple() && a.household_said {
        match kind {
            LimitKind::K401 => out.para("The limit is per person: each spouse has their own."),
            LimitKind::Ira => out.para("The limit is per person: each spouse has their own, and a spouse without earnings can still contribute on a joint return (a spousal IRA)."),
            _ => {}
        }
    }
    if let Some(why) = table::us_retirement_provisional(a.year) {
        provisional(out, why);
    }
}

/// The 401(k), IRA or HSA limit for `year`, with the age's own 401(k) limit when the age is known.
/// Also the explainers' line of this year's figures.
pub(crate) fn us_account_limit(kind: LimitKind, year: i32, age: Option<u32>) -> String {
    let mut s = text(kind, year, age);
    if let Some(why) = table::us_retirement_provisional(year) {
        let _ = write!(s, "\n\nProvisional: {why}.");
    }
    s
}

fn text(kind: LimitKind, year: i32, age: Option<u32>) -> String {
    let l = table::us_retirement(year);
    let mut s = match kind {
        LimitKind::K401 => format!(
            "**The {} 401(k) limit is {}** of your own pre-tax or Roth deferrals (403(b) and most 457 plans too), plus a catch-up of {} from age 50, or {} instead in the years you turn 60 to 63. Employer contributions don't count toward it. (Source: {}.)",
            l.year,
            money(l.elective_deferral.value),
            money(l.catch_up_50.value),
            money(l.catch_up_60_63.value),
            l.elective_deferral.source
        ),
        LimitKind::Ira => format!(
            "**The {} IRA limit is {}** across all your traditional and Roth IRAs together, plus a catch-up of {} from age 50 (and no more than your earned income). Roth IRA eligibility phases out at higher incomes. (Source: {}.)",
            l.year,
            money(l.ira.value),
            money(l.ira_catch_up.value),
            l.ira.source
        ),
        _ => format!(
            "**The {} HSA limit is {} for self-only coverage and {} for family coverage**, plus a catch-up of {} from age 55, if you have a qualifying high-deductible health plan. (Source: {}; {}.)",
            l.year,
            money(l.hsa_self_only.value),
            money(l.hsa_family.value),
            money(l.hsa_catch_up_55.value),
            l.hsa_self_only.source,
            l.hsa_catch_up_55.source
        ),
    };
    if kind == LimitKind::K401
        && let Some(a) = age
    {
        let _ = write!(
            s,
            "\n\nAt {a}, your limit is **{}**.",
            money(l.deferral_limit(a))
        );
    }
    s
}
