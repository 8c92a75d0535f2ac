//! Australian lookups: the tax-free threshold, the Medicare levy and its surcharge tiers and the
//! HELP repayment thresholds (`finance_domain::tax::au::params`), the super caps and the Super
//! Guarantee (`contribution_limits`) and the Age Pension (`retirement::age_pension`). Given an
//! income, each places it in its table with the domain's own functions.

use finance_domain::contribution_limits as limits_table;
use finance_domain::tax::au::help::uncapped as help_on;
use finance_domain::tax::au::medicare::{Family, levy, surcharge as surcharge_on};
use finance_domain::tax::au::params::HelpSchedule;
use rust_decimal::Decimal;
use std::fmt::Write as _;

use super::{Asked, LimitKind, au_table, provisional};
use crate::builtin::out::Out;
use crate::format::{money, money_whole, rate_as_given};

const RATES_SOURCE: &str = "ATO, Individual income tax rates; Income Tax Rates Act 1986";

/// "your $95,000" when the income is the person's own, "$95,000" when asked about.
fn on(a: &Asked, income: Decimal) -> String {
    if a.income_own {
        format!("your {}", money(income))
    } else {
        money(income)
    }
}

pub(super) fn tax_free_threshold(a: &Asked, out: &mut Out) {
    let (p, why) = au_table(a.year, "resident tax rates");
    let free = p.scale.get(1).map(|b| b.from).unwrap_or_default();
    let first_rate = p.scale.get(1).map(|b| b.rate).unwrap_or(Decimal::ONE);
    let l = &p.lito;
    // Where the offset runs out: the full amount less both tapers.
    let cut_out = l.taper2_from + (l.max - l.taper1 * (l.taper2_from - l.full_until)) / l.taper2;
    out.para(format!(
        "**The tax-free threshold in {} is {}**: Australian residents pay no income tax on the first {} of taxable income, and with the low income tax offset no income tax until about {}.\n\nThe low income tax offset is up to **{}**, in full up to {} of taxable income, then reduced by {} of each dollar up to {} and {} of each dollar above that, running out at about {}. (Source: {RATES_SOURCE}; Income Tax Assessment Act 1997 s 61-115.)",
        p.label,
        money(free),
        money(free),
        money_whole(free + l.max / first_rate),
        money(l.max),
        money(l.full_until),
        rate_as_given(l.taper1),
        money(l.taper2_from),
        rate_as_given(l.taper2),
        money_whole(cut_out),
    ));
    out.figure("Tax-free threshold", free);
    if let Some(why) = why {
        provisional(out, why);
    }
}

pub(super) fn medicare_levy(a: &Asked, out: &mut Out) {
    let (p, why) = au_table(a.year, "Medicare levy thresholds");
    let m = &p.medicare;
    let mut s = format!(
        "**The Medicare levy in {} is {} of taxable income.** People on low incomes pay less or none: the levy starts above {} for singles and {} for families (plus {} for each dependent child), phasing in at {} of the income above the threshold. (Source: Medicare Levy Act 1986 ss 6-8.)",
        p.label,
        rate_as_given(m.rate),
        money(m.single_threshold),
        money(m.family_threshold),
        money(m.per_dependant),
        rate_as_given(m.phase_in_rate),
    );
    if let Some(income) = a.income.filter(|_| !a.couple()) {
        let l = levy(m, income, None);
        let _ = write!(
            s,
            "\n\nOn {} of taxable income (single): **{}** a year.",
            on(a, income),
            money(l.amount)
        );
        out.figure("Medicare levy", l.amount);
    }
    out.para(s);
    for why in [why.as_deref(), m.provisional].into_iter().flatten() {
        provisional(out, why);
    }
}

pub(super) fn surcharge(a: &Asked, out: &mut Out) {
    let (p, why) = au_table(a.year, "Medicare levy surcharge thresholds");
    let t = &p.surcharge;
    let tiers = |tops: [Decimal; 3]| {
        format!(
            "none up to {}; {} over {} to {}; {} over {} to {}; {} over {}",
            money(tops[0]),
            rate_as_given(t.rates[0]),
            money(tops[0]),
            money(tops[1]),
            rate_as_given(t.rates[1]),
            money(tops[1]),
            money(tops[2]),
            rate_as_given(t.rates[2]),
            money(tops[2]),
        )
    };
    let singles = format!("- Singles: {}", tiers(t.single));
    let families = format!(
        "- Families (couples, and single parents): {} (plus {} for each dependent child after the first)",
        tiers(t.family),
        money(t.per_child_after_first)
    );
    let (first, second) = if a.couple() {
        (families, singles)
    } else {
        (singles, families)
    };
    let mut s = format!(
        "**Medicare levy surcharge tiers for {}** (for people without private hospital cover; income for surcharge purposes):\n\n{first}\n{second}\n\n(Source: Medicare Levy Act 1986 ss 8B-8G; thresholds indexed under the Private Health Insurance Act 2007.)",
        p.label
    );
    if let Some(income) = a.income {
        let family = a.couple().then_some(Family {
            income,
            dependants: 0,
        });
        let r = surcharge_on(t, &p.medicare, income, income, family);
        let who = if a.couple() {
            "family income"
        } else {
            "income (single)"
        };
        if r.rate.is_zero() {
            let _ = write!(
                s,
                "\n\nOn {} of {who}, no surcharge applies.",
                on(a, income)
            );
        } else {
            let _ = write!(
                s,
                "\n\nOn {} of {who}, the surcharge rate is **{}** without private hospital cover: **{}** a year{}.",
                on(a, income),
                rate_as_given(r.rate),
                money(r.amount),
                if a.couple() {
                    " on that income (each partner pays it on their own taxable income)"
                } else {
                    ""
                }
            );
        }
        out.figure("Surcharge", r.amount);
    }
    out.para(s);
    for why in [why.as_deref(), t.provisional].into_iter().flatten() {
        provisional(out, why);
    }
}

/// Compulsory HELP (study loan) repayment thresholds and rates.
pub(super) fn help(a: &Asked, out: &mut Out) {
    let (p, why) = au_table(a.year, "study loan repayment thresholds");
    let mut s = format!(
        "**Compulsory HELP (HECS) repayments in {}**, worked out on your repayment income and collected through your tax return:\n",
        p.label
    );
    match p.help.schedule {
        HelpSchedule::Marginal {
            scale,
            flat_above,
            flat_rate,
        } => {
            for b in scale.iter().filter(|b| !b.rate.is_zero()) {
                let _ = write!(
                    s,
                    "\n- {} of each dollar above {}",
                    rate_as_given(b.rate),
                    money(b.from)
                );
            }
            let _ = write!(
                s,
                "\n- above {}: {} of your whole repayment income",
                money(flat_above),
                rate_as_given(flat_rate)
            );
            if let Some(first) = scale.iter().find(|b| !b.rate.is_zero()) {
                let _ = write!(s, "\n\nBelow {} nothing is compulsory.", money(first.from));
                out.figure("Repayment threshold", first.from);
            }
        }
        HelpSchedule::WholeIncome(rows) => {
            for (from, rate) in rows.iter().filter(|(_, r)| !r.is_zero()) {
                let _ = write!(
                    s,
                    "\n- from {}: {} of your whole repayment income",
                    money(*from),
                    rate_as_given(*rate)
                );
            }
            if let Some((from, _)) = rows.iter().find(|(_, r)| !r.is_zero()) {
                out.figure("Repayment threshold", *from);
            }
        }
    }
    s.push_str(" (Source: ATO, Study and training loan repayment thresholds and rates; Higher Education Support Act 2003 s 154-20.)");
    if let Some(income) = a.income {
        let (amount, _) = help_on(&p.help, income);
        let _ = write!(
            s,
            "\n\nOn {} of repayment income the compulsory repayment is **{}** a year (never more than the debt).",
            on(a, income),
            money(amount)
        );
        out.figure("Compulsory repayment", amount);
    }
    out.para(s);
    for why in [why.as_deref(), p.help.provisional].into_iter().flatten() {
        provisional(out, why);
    }
}

/// Super caps and the Super Guarantee rate for the financial year asked about.
pub(super) fn super_limit(kind: LimitKind, a: &Asked, out: &mut Out) {
    let p = limits_table::au_super(a.year);
    let s = match kind {
        LimitKind::ConcessionalCap => {
            out.figure("Concessional cap", p.concessional_cap.value);
            format!(
                "**The concessional (before-tax) contributions cap for {} is {}** a year. Your employer's Super Guarantee, salary sacrifice and personal contributions you claim as a deduction all count toward it; they're taxed at {} in the fund. Unused cap from the previous 5 years can be carried forward if your total super balance was under {}. (Source: {}; {}.)",
                p.label,
                money(p.concessional_cap.value),
                rate_as_given(limits_table::CONTRIBUTIONS_TAX_RATE.value),
                money(limits_table::CARRY_FORWARD_BALANCE_LIMIT.value),
                p.concessional_cap.source,
                limits_table::CARRY_FORWARD_BALANCE_LIMIT.source
            )
        }
        LimitKind::NonConcessionalCap => {
            out.figure("Non-concessional cap", p.non_concessional_cap.value);
            format!(
                "**The non-concessional (after-tax) contributions cap for {} is {}** a year; under 75 you may bring forward up to three years' caps, depending on your total super balance. (Source: {}.)",
                p.label,
                money(p.non_concessional_cap.value),
                p.non_concessional_cap.source
            )
        }
        _ => format!(
            "**The Super Guarantee rate for {} is {}** of your ordinary time earnings, paid by your employer into your super on earnings up to {} a year. (Source: {}; {}.)",
            p.label,
            rate_as_given(p.sg_rate.value),
            money(p.max_contribution_base.annual()),
            p.sg_rate.source,
            p.max_contribution_base.figure().source
        ),
    };
    out.para(s);
    if a.couple() && a.household_said && kind != LimitKind::SuperGuarantee {
        out.para("Caps are per person: each partner has their own, on their own super.");
    }
    if let Some(why) = limits_table::au_super_provisional(a.year) {
        provisional(out, why);
    }
}

/// The Age Pension maximum rates and means-test thresholds in force today, from the retirement
/// plan's tables (Services Australia, DSS), the household asked about first.
pub(super) fn age_pension(a: &Asked, out: &mut Out) {
    use finance_domain::retirement::age_pension::{
        PENSION_AGE, RATE_PERIODS, Relationship, THRESHOLD_PERIODS, parameters,
    };
    let (Ok(p), Ok(_)) = (
        parameters(a.today, Relationship::Single, true),
        parameters(a.today, Relationship::Couple, true),
    ) else {
        return out.para("I don't have Age Pension rates for that date.");
    };
    let (Some(rates), Some(limits)) = (
        RATE_PERIODS.iter().find(|r| r.label == p.rates_label),
        THRESHOLD_PERIODS
            .iter()
            .find(|t| t.label == p.thresholds_label),
    ) else {
        return out.para("I don't have Age Pension rates for that date.");
    };
    let single = format!(
        "{} a fortnight for a single person",
        money(rates.single.value)
    );
    let couple = format!(
        "{} a fortnight for each member of a couple",
        money(rates.couple_each.value)
    );
    let (first, second) = if a.couple() {
        (couple, single)
    } else {
        (single, couple)
    };
    let mut s = format!(
        "**The maximum Age Pension from {} is {first}** ({second}), including the Pension and Energy Supplements, from age {PENSION_AGE}.\n\nMeans tests from {} (the test giving the lower pension applies):\n\n- Income free area: {} a fortnight single, {} combined for a couple\n- Full pension assets limit, homeowners: {} single, {} couple; non-homeowners: {} single, {} couple\n\n(Source: {}; {}.)",
        p.rates_label,
        p.thresholds_label,
        money(limits.income_free_area[0].value),
        money(limits.income_free_area[1].value),
        money(limits.assets_homeowner[0].value),
        money(limits.assets_homeowner[1].value),
        money(limits.assets_non_homeowner[0].value),
        money(limits.assets_non_homeowner[1].value),
        rates.single.source,
        limits.assets_homeowner[0].source,
    );
    if let Some(age) = a.age.filter(|age| *age < PENSION_AGE) {
        let _ = write!(
            s,
            "\n\nAt {age}, you're {} years from Age Pension age.",
            PENSION_AGE - age
        );
    }
    out.figure(
        "Age Pension a fortnight",
        if a.couple() {
            rates.couple_each.value
        } else {
            rates.single.value
        },
    );
    out.para(s);
    for r in &p.provisional_reasons {
        provisional(out, r);
    }
}
