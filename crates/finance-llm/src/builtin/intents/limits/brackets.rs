//! Income tax brackets and marginal rates, straight from the engine's schedules: Australia's
//! resident rates and the US federal brackets by filing status (a US state's own rates are in
//! `states.rs`). Given an income it says which bracket it falls in; given a rate, where that
//! bracket starts; asked for the top rate, it leads with the top bracket.

use finance_domain::Country;
use finance_domain::tax::schedule::Bracket;
use finance_domain::tax::us::params::status_index;
use rust_decimal::Decimal;
use std::fmt::Write as _;

use super::us::{filing_status, status_text};
use super::{Asked, au_table, provisional, states, us_table};
use crate::builtin::out::Out;
use crate::format::{money, rate_as_given};

/// A rate schedule as people read it: one line per bracket.
pub(super) fn lines(schedule: &[(Decimal, Decimal)]) -> String {
    let mut s = String::new();
    for (i, (from, rate)) in schedule.iter().enumerate() {
        let span = match (i, schedule.get(i + 1)) {
            (0, Some((to, _))) => format!("up to {}", money(*to)),
            (_, Some((to, _))) => format!("over {} to {}", money(*from), money(*to)),
            (0, None) => "on all taxable income".to_string(),
            (_, None) => format!("over {}", money(*from)),
        };
        let _ = write!(s, "\n- {span}: **{}**", rate_label(*rate));
    }
    s
}

fn rate_label(rate: Decimal) -> String {
    if rate.is_zero() {
        "nil".into()
    } else {
        rate_as_given(rate)
    }
}

/// The bracket an amount of taxable income falls in: (index, from, to).
pub(super) fn bracket_of(
    schedule: &[(Decimal, Decimal)],
    taxable: Decimal,
) -> Option<(usize, Decimal, Option<Decimal>)> {
    let i = schedule
        .iter()
        .rposition(|(from, _)| *from < taxable || from.is_zero())?;
    Some((i, schedule[i].0, schedule.get(i + 1).map(|b| b.0)))
}

fn pairs(schedule: &[Bracket]) -> Vec<(Decimal, Decimal)> {
    schedule.iter().map(|b| (b.from, b.rate)).collect()
}

pub(super) fn answer(a: &Asked, out: &mut Out) {
    if let Some(state) = a.state.filter(|s| s.country() == Country::Us) {
        return states::brackets(state, a, out);
    }
    match a.country {
        Country::Australia => australia(a, out),
        Country::Us => federal(a, out),
    }
}

fn australia(a: &Asked, out: &mut Out) {
    let (p, why) = au_table(a.year, "resident tax rates");
    let schedule = pairs(p.scale);
    let medicare = rate_as_given(p.medicare.rate);
    if a.state.is_some() {
        out.para("Australian states and territories don't levy income tax: the rates are the same everywhere.");
    }
    let lead = focus(a, &schedule, a.income, "", out);
    out.para(format!(
        "{lead}**Australian resident tax rates for {}** (on taxable income):{}\n\nPlus the {medicare} Medicare levy on most incomes. (Source: ATO, Individual income tax rates; Income Tax Rates Act 1986.)",
        p.label,
        lines(&schedule)
    ));
    if let Some(why) = why {
        provisional(out, why);
    }
}

fn federal(a: &Asked, out: &mut Out) {
    let (p, why) = us_table(a.year, "federal tax brackets");
    let status = filing_status(a);
    let schedule = pairs(p.brackets[status_index(status)]);
    let deduction = p.standard_deduction[status_index(status)];
    // An income is before the standard deduction; the brackets apply to what is left.
    let taxable = a.income.map(|i| (i - deduction).max(Decimal::ZERO));
    let note = match a.income {
        Some(i) => format!(
            " ({} less the {} standard deduction leaves {} of taxable income)",
            money(i),
            money(deduction),
            money(taxable.unwrap_or_default())
        ),
        None => String::new(),
    };
    let lead = focus(a, &schedule, taxable, &note, out);
    out.para(format!(
        "{lead}**US federal tax brackets for {}, {}** (on taxable income, after the {} standard deduction):{}\n\nState income tax and FICA come on top. (Source: IRS revenue procedure for {}, as amended by P.L. 119-21.)",
        p.label,
        status_text(status),
        money(deduction),
        lines(&schedule),
        p.label
    ));
    if let Some(why) = why {
        provisional(out, why);
    }
}

/// The sentence that answers the question itself, before the table: the top rate, where a rate's
/// bracket starts, or the bracket an income falls in. Empty when only the table was asked for.
pub(super) fn focus(
    a: &Asked,
    schedule: &[(Decimal, Decimal)],
    taxable: Option<Decimal>,
    note: &str,
    out: &mut Out,
) -> String {
    if let Some(rate) = a.rate {
        return match schedule.iter().find(|(_, r)| *r == rate) {
            Some((from, _)) => {
                out.figure("Bracket starts above", *from);
                format!(
                    "The **{}** bracket starts above **{}** of taxable income.\n\n",
                    rate_as_given(rate),
                    money(*from)
                )
            }
            None => format!(
                "There's no {} bracket in this table; the rates are below.\n\n",
                rate_as_given(rate)
            ),
        };
    }
    if a.top
        && let Some((from, rate)) = schedule.last()
    {
        out.figure("Top rate starts above", *from);
        return format!(
            "The top marginal rate is **{}**, on taxable income over **{}**.\n\n",
            rate_as_given(*rate),
            money(*from)
        );
    }
    let (Some(income), Some(taxable)) = (a.income, taxable) else {
        return String::new();
    };
    let Some((_, from, to)) = bracket_of(schedule, taxable) else {
        return String::new();
    };
    let rate = schedule
        .iter()
        .find(|(f, _)| *f == from)
        .map(|(_, r)| *r)
        .unwrap_or_default();
    let span = match to {
        Some(to) if from.is_zero() => format!("up to {}", money(to)),
        Some(to) => format!("over {} to {}", money(from), money(to)),
        None => format!("over {}", money(from)),
    };
    let whose = if a.income_own { "your " } else { "" };
    format!(
        "On {whose}{}{note}, you're in the **{}** bracket ({span}): each extra dollar is taxed at {}.\n\n",
        money(income),
        rate_label(rate),
        rate_label(rate)
    )
}
