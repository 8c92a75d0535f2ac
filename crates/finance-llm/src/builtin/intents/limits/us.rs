//! US federal lookups from `finance_domain::tax::us::params`: the standard deduction (and a
//! state's own, from `states.rs`), the child tax credit, FICA's rates and the Social Security wage
//! base.

use finance_domain::contribution_limits as limits_table;
use finance_domain::tax::FilingStatus;
use finance_domain::tax::us::fica::fica as fica_on;
use finance_domain::tax::us::params::status_index;
use rust_decimal::Decimal;
use std::fmt::Write as _;

use super::{Asked, provisional, states, us_table};
use crate::builtin::out::Out;
use crate::format::{money, rate_as_given};

/// The IRS's yearly figures and the law that set them.
fn federal_source(label: &str) -> String {
    format!("IRS revenue procedure for {label}, as amended by P.L. 119-21")
}

pub(super) fn filing_status(a: &Asked) -> FilingStatus {
    a.filing
}

pub(super) fn status_text(status: FilingStatus) -> &'static str {
    match status {
        FilingStatus::Single => "single",
        FilingStatus::MarriedFilingJointly => "married filing jointly",
        FilingStatus::MarriedFilingSeparately => "married filing separately",
        FilingStatus::HeadOfHousehold => "head of household",
    }
}

pub(super) fn standard_deduction(a: &Asked, out: &mut Out) {
    if let Some(state) = a.state {
        return states::standard_deduction(state, a, out);
    }
    let (p, why) = us_table(a.year, "standard deduction amounts");
    let d = p.standard_deduction;
    let status = filing_status(a);
    let chosen = d[status_index(status)];
    let lead = if a.household_said {
        format!(
            "**The {} standard deduction for {} is {}.**",
            p.label,
            status_text(status),
            money(chosen)
        )
    } else {
        format!("**The {} standard deduction:**", p.label)
    };
    out.para(format!(
        "{lead}\n\n- Single or married filing separately: **{}**\n- Married filing jointly: **{}**\n- Head of household: **{}**\n\nIt's subtracted from income before federal tax; most people take it instead of itemising. Taxpayers 65 or over (or blind) add {} each if single or head of household, {} each if married. (Source: {}; 26 U.S.C. §63.)",
        money(d[0]),
        money(d[1]),
        money(d[3]),
        money(p.aged.additional_standard[0]),
        money(p.aged.additional_standard[1]),
        federal_source(p.label)
    ));
    if a.age.is_some_and(|age| age >= 65) && a.age_said {
        let extra = p.aged.additional_standard[status_index(status)];
        out.para(if status == FilingStatus::MarriedFilingJointly {
            format!(
                "At 65 or over, married filing jointly: **{}** with one spouse 65 or over, **{}** with both ({} each).",
                money(chosen + extra),
                money(chosen + extra + extra),
                money(extra)
            )
        } else {
            format!(
                "At 65 or over, {}: **{}** ({} plus {}).",
                status_text(status),
                money(chosen + extra),
                money(chosen),
                money(extra)
            )
        });
    }
    out.figure("Standard deduction", chosen);
    if let Some(why) = why {
        provisional(out, why);
    }
}

pub(super) fn child_tax_credit(a: &Asked, out: &mut Out) {
    let (p, why) = us_table(a.year, "child tax credit amounts");
    let c = &p.ctc;
    out.para(format!(
        "**The {} child tax credit: {} per qualifying child under 17**, of which up to **{}** is refundable (the additional child tax credit, {} of earnings above {}).\n\nIt phases out by {} for each {} of income above {} ({} married filing jointly). (Source: 26 U.S.C. §24 as amended by P.L. 119-21; {}.)",
        p.label,
        money(c.per_child),
        money(c.refundable_per_child),
        rate_as_given(c.refundable_rate),
        money(c.refundable_earned_floor),
        money(c.phase_out_per_step),
        money(c.phase_out_step),
        money(c.phase_out_start[0]),
        money(c.phase_out_start[1]),
        federal_source(p.label)
    ));
    out.figure("Child tax credit per child", c.per_child);
    // "I have 3 kids, how much do I get?": the credit for the person's children.
    if let Some(n) = a.children {
        let total = c.per_child * Decimal::from(n);
        out.para(format!(
            "For your {n} {}: up to **{}** a year ({} each), before the phase-out.",
            if n == 1 { "child" } else { "children" },
            money(total),
            money(c.per_child)
        ));
        out.figure("Child tax credit for your children", total);
    }
    if let Some(why) = why {
        provisional(out, why);
    }
}

/// The Social Security wage base's source for the year: the SSA's fact sheet.
fn wage_base_source(year: i32) -> &'static str {
    limits_table::us_retirement(year)
        .social_security_wage_base
        .source
}

pub(super) fn wage_base(a: &Asked, out: &mut Out) {
    let (p, why) = us_table(a.year, "Social Security wage base and FICA rates");
    let f = &p.fica;
    out.para(format!(
        "**The {} Social Security wage base is {}**: the {} Social Security tax stops on wages above it. The {} Medicare tax has no cap, and an extra {} applies to wages above {} ({} married filing jointly). (Source: {}; 26 U.S.C. §3101.)",
        p.label,
        money(f.wage_base),
        rate_as_given(f.social_security_rate),
        rate_as_given(f.medicare_rate),
        rate_as_given(f.additional_medicare_rate),
        money(f.additional_medicare_threshold[0]),
        money(f.additional_medicare_threshold[1]),
        wage_base_source(p.year),
    ));
    out.figure("Social Security wage base", f.wage_base);
    if let Some(why) = why {
        provisional(out, why);
    }
}

/// FICA: the employee's Social Security and Medicare rates, the wage base and the Additional
/// Medicare Tax; on an income, what each comes to (`finance_domain::tax::us::fica`).
pub(super) fn fica(a: &Asked, out: &mut Out) {
    let (p, why) = us_table(a.year, "FICA rates and Social Security wage base");
    let f = &p.fica;
    let mut s = format!(
        "**FICA in {}** (your share, withheld from your pay):\n\n- Social Security: **{}** of wages up to the {} wage base\n- Medicare: **{}** of all wages\n- Together: **{}** of wages up to the wage base\n- Additional Medicare Tax: **{}** more on wages above {} single ({} married filing jointly, {} married filing separately)\n\nYour employer pays the same Social Security and Medicare rates again on top (not the Additional Medicare Tax); if you're self-employed you pay both halves as self-employment tax. (Source: 26 U.S.C. §§3101, 3111; {}.)",
        p.label,
        rate_as_given(f.social_security_rate),
        money(f.wage_base),
        rate_as_given(f.medicare_rate),
        rate_as_given(f.social_security_rate + f.medicare_rate),
        rate_as_given(f.additional_medicare_rate),
        money(f.additional_medicare_threshold[0]),
        money(f.additional_medicare_threshold[1]),
        money(f.additional_medicare_threshold[2]),
        wage_base_source(p.year),
    );
    if let Some(income) = a.income {
        let status = filing_status(a);
        let t = fica_on(f, status, income);
        let total = t.social_security + t.medicare + t.additional_medicare;
        let whose = if a.income_own { "your " } else { "" };
        let _ = write!(
            s,
            "\n\nOn {whose}{} of wages ({}): Social Security **{}**, Medicare **{}**",
            money(income),
            status_text(status),
            money(t.social_security),
            money(t.medicare)
        );
        if !t.additional_medicare.is_zero() {
            let _ = write!(
                s,
                ", Additional Medicare **{}**",
                money(t.additional_medicare)
            );
        }
        let _ = write!(s, ": **{}** a year.", money(total));
        out.figure("FICA", total);
    }
    out.para(s);
    if let Some(why) = why {
        provisional(out, why);
    }
}
