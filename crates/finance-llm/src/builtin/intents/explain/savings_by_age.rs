//! "How much should I have saved by 40?": published rules of thumb, said as such with their
//! source: Fidelity's salary multiples by age in the US, the ASFA Retirement Standard's balances
//! at retirement in Australia. With the person's age, salary and balance, where they stand.

use finance_domain::Country;
use finance_domain::answer::InputSource;
use rust_decimal::Decimal;
use rust_decimal_macros::dec;
use std::fmt::Write as _;

use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::out::Out;
use crate::format::money;

/// Fidelity's savings factors: (age, times salary saved across retirement accounts). They assume
/// saving 15% of pay a year from 25 and retiring at 67 on a similar lifestyle.
const FIDELITY: [(u32, u32); 8] = [
    (30, 1),
    (35, 2),
    (40, 3),
    (45, 4),
    (50, 6),
    (55, 7),
    (60, 8),
    (67, 10),
];
const FIDELITY_SOURCE: &str =
    "Fidelity Investments, *How much do I need to retire?* (Fidelity Viewpoints)";

/// The ASFA Retirement Standard's lump sums at 67 (homeowners, drawing the balance down with a
/// part Age Pension): comfortable single and couple, and modest (either).
const ASFA_COMFORTABLE_SINGLE: Decimal = dec!(595_000);
const ASFA_COMFORTABLE_COUPLE: Decimal = dec!(690_000);
const ASFA_MODEST: Decimal = dec!(100_000);
const ASFA_SOURCE: &str = "Association of Superannuation Funds of Australia (ASFA), Retirement Standard, June quarter 2024, as published by ASIC Moneysmart";

pub(super) fn answer(country: Country, i: &Inputs, u: &Understanding, out: &mut Out) {
    match country {
        Country::Us => us(i, u, out),
        Country::Australia => australia(i, u, out),
    }
}

fn us(i: &Inputs, u: &Understanding, out: &mut Out) {
    let factors: Vec<String> = FIDELITY
        .iter()
        .map(|(age, x)| format!("**{x}×** by {age}"))
        .collect();
    out.para(format!(
        "**How much to have saved by your age** is a rule of thumb, not a plan. Fidelity's guideline, in multiples of your salary saved across all your retirement accounts: {}. It assumes you save 15% of your pay a year from 25 and want a similar lifestyle when you retire at 67; start later or save less and the targets rise.\n\nSource: {FIDELITY_SOURCE}.",
        join(&factors)
    ));
    let Some(age) = i.age("age") else {
        return;
    };
    // The checkpoint asked about ("by 40"), or the next one from the person's age.
    let asked = i.source("age") == Some(InputSource::Message);
    let Some((at, x)) = FIDELITY
        .iter()
        .find(|(a, _)| *a >= age)
        .or(FIDELITY.last())
        .copied()
    else {
        return;
    };
    let mut s = if asked {
        format!("By {at}, the guideline is **{x}×** your salary")
    } else {
        format!("At {age}, your next checkpoint is **{x}×** your salary by {at}")
    };
    if let Some(income) = i.money("income") {
        let target = income * Decimal::from(x);
        let _ = write!(s, ": about **{}** on {}", money(target), money(income));
        out.figure("Guideline", target);
    }
    s.push('.');
    if let (Some(balance), Some(income)) = (
        u.updated.super_balance.filter(|b| *b > Decimal::ZERO),
        i.money("income").filter(|v| *v > Decimal::ZERO),
    ) {
        let _ = write!(
            s,
            " Your 401(k) balance of {} is **{}×** your salary.",
            money(balance),
            (balance / income).round_dp(1).normalize()
        );
    }
    out.para(s);
}

fn australia(i: &Inputs, u: &Understanding, out: &mut Out) {
    out.para(format!(
        "**How much super to have by your age**: the usual benchmark is the ASFA Retirement Standard, a rule of thumb rather than a plan. It puts the super needed at 67 for a *comfortable* retirement at about **{}** for a single homeowner and **{}** for a couple, drawn down alongside a part Age Pension; a *modest* retirement needs about **{}**, with the Age Pension doing most of the work. The balance that keeps you on track at a given age depends on your salary, since your employer's future Super Guarantee contributions fill much of the gap: ASFA's Super Balance Detective (superguru.com.au) shows it for your age and income.\n\nSource: {ASFA_SOURCE}.",
        money(ASFA_COMFORTABLE_SINGLE),
        money(ASFA_COMFORTABLE_COUPLE),
        money(ASFA_MODEST),
    ));
    out.figure("Comfortable (single)", ASFA_COMFORTABLE_SINGLE);
    out.figure("Comfortable (couple)", ASFA_COMFORTABLE_COUPLE);
    let p = &u.updated;
    if let (Some(age), Some(balance)) = (
        i.age("age")
            .filter(|_| i.source("age") == Some(InputSource::Profile)),
        p.super_balance,
    ) {
        out.para(format!(
            "You're {age} with {} in super. Ask me \"will I have enough to retire?\" and I'll project it to your retirement age with your contributions.",
            money(balance)
        ));
    }
}

fn join(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
