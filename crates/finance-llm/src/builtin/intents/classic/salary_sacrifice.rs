//! "How does salary sacrifice work?" (Australia): concessional contributions, their cap and tax,
//! and the room left under the cap on the person's income after the Super Guarantee. In the US
//! the same question is about pre-tax 401(k) deferrals (`retirement_accounts.rs`). Figures from
//! `contribution_limits` and the tax engine; it has no inputs of its own (an amount to sacrifice is
//! the before-tax saving calculator's).

use finance_domain::Country;
use finance_domain::contribution_limits as limits_table;
use rust_decimal::Decimal;

use super::{retirement_accounts, tax};
use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::{AdvisorContext, Calculations};
use crate::format::{money, percent};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "salary sacrifice question",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &["how do pre-tax contributions work?"];

fn answer(intent: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    if u.scenario.country == Country::Us {
        return (retirement_accounts::DEF.answer)(intent, i, ctx, u, out);
    }
    let start = finance_domain::tax::year::au_start_year_on(ctx.today);
    let sup = limits_table::au_super(start);
    let tax_rate = percent(limits_table::CONTRIBUTIONS_TAX_RATE.value);
    // The common marginal position: the bracket above the tax-free and lowest ones.
    let (bracket, levy) = tax::au_params(ctx.today)
        .and_then(|p| Some((p.scale.get(2).copied()?, p.medicare.rate)))
        .map(|(b, levy)| {
            (
                format!(
                    "{} for most people above {}",
                    percent(b.rate),
                    money(b.from)
                ),
                percent(levy),
            )
        })
        .unwrap_or_default();
    out.para(format!(
        "**Salary sacrifice** sends part of your pre-tax salary into super as a concessional contribution. It's taxed at {tax_rate} in the fund instead of your marginal rate ({bracket}, plus the {levy} Medicare levy), so more of each dollar ends up working for you.\n\n- Concessional contributions (your employer's Super Guarantee of {}, salary sacrifice and personal deductible contributions) share one cap: **{} a year** in {}.\n- Unused cap from up to 5 previous years can be carried forward if your total super balance is under $500,000.\n- Above $250,000 of income, Division 293 adds another 15%.\n- The money is locked away until preservation age (60).",
        percent(sup.sg_rate.value),
        money(sup.concessional_cap.value),
        sup.label
    ));
    if let Some(Ok(r)) = tax::for_message(ctx, u) {
        let base = r.income.min(sup.max_contribution_base.annual());
        let sg = (base * sup.sg_rate.value).round_dp(0);
        let room = (sup.concessional_cap.value - sg).max(Decimal::ZERO);
        out.para(format!(
            "On your income of {}, your employer's {} Super Guarantee is about {} a year, leaving about **{}** of concessional cap for salary sacrifice. Your marginal rate is {}.",
            money(r.income),
            percent(sup.sg_rate.value),
            money(sg),
            money(room),
            percent(r.marginal_rate)
        ));
        out.figure("Super Guarantee a year", sg);
        out.figure("Concessional cap left", room);
        out.calculations = Some(Calculations::from(&r));
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_salary_sacrifice_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "salary_sacrifice");
        }
    }
}
