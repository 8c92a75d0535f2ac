//! "How does super work?", "401(k) or IRA?": the country's retirement accounts with this year's
//! caps and limits (`contribution_limits`), and the usual order of saving and paying debt when
//! debts come up. No inputs: the limits are the year's (a limit asked for is `limits/`).

use chrono::Datelike;
use finance_domain::Country;
use finance_domain::contribution_limits as limits_table;

use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, percent};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "retirement accounts question",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "which retirement accounts should i be using?",
    "should I put money in super or pay off my loans?",
];

fn answer(_: Intent, _: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    if u.reading
        .has_any(&["loan", "loans", "debt", "debts", "credit card", "pay off"])
    {
        out.para("**Retirement savings or debt first?** A common order: contribute enough to get any employer match (an instant return), keep a small emergency fund, pay off high-interest debt such as credit cards, then raise retirement contributions. Low-interest debt can be paid at the normal pace while you invest.");
    }
    match u.scenario.country {
        Country::Australia => {
            let sup =
                limits_table::au_super(finance_domain::tax::year::au_start_year_on(ctx.today));
            out.para(format!(
                "**Superannuation** is your retirement savings. Your employer pays the Super Guarantee ({} of your ordinary earnings in {}) into your fund, and you can add more:\n\n- **Concessional** (before-tax) contributions, such as salary sacrifice, are taxed at {} in the fund; they share a {} yearly cap with your employer's contributions.\n- **Non-concessional** (after-tax) contributions have a separate {} yearly cap.\n- Check your fund's fees and investment option; small fee differences compound over decades.\n- You can usually access super from preservation age (60) once you retire.",
                percent(sup.sg_rate.value),
                sup.label,
                percent(limits_table::CONTRIBUTIONS_TAX_RATE.value),
                money(sup.concessional_cap.value),
                money(sup.non_concessional_cap.value)
            ));
        }
        Country::Us => {
            let l = limits_table::us_retirement(ctx.today.year());
            out.para(format!(
                "**401(k) and IRA** accounts are the main US retirement savings:\n\n- **401(k)**: contribute up to **{}** in {} from your paycheck (plus {} catch-up from age 50, or {} at ages 60-63). Always contribute enough to get the full employer match.\n- **Traditional** contributions cut your taxable income now; **Roth** contributions are taxed now and come out tax-free in retirement.\n- **IRA**: up to **{}** in {} (plus {} from age 50). Roth IRA eligibility phases out at higher incomes.\n- Withdrawals before 59½ usually carry a 10% penalty.",
                money(l.elective_deferral.value),
                l.year,
                money(l.catch_up_50.value),
                money(l.catch_up_60_63.value),
                money(l.ira.value),
                l.year,
                money(l.ira_catch_up.value)
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_retirement_account_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "retirement_accounts");
        }
    }
}
