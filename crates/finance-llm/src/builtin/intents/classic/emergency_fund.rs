//! "How big should my emergency fund be?": the 3-to-6-months guide, the person's target from their
//! expenses and target months, and how far their fund is from it. Read from the profile (with the
//! message's what-ifs), so it has no inputs.

use std::fmt::Write as _;

use rust_decimal::Decimal;

use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, money_whole};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "emergency fund",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how big should my emergency fund be?",
    "how much should I keep for a rainy day?",
];

fn answer(_: Intent, _: &Inputs, _: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let p = &u.scenario;
    let months = p.emergency_fund_months_or_default();
    let current = p
        .emergency_fund_current
        .or(p.emergency_fund)
        .unwrap_or(Decimal::ZERO);
    let expenses = p.monthly_expenses_or_zero();
    let mut s = String::from(
        "An emergency fund covers essential costs if your income stops or a big bill arrives. The usual guide is **3 to 6 months of expenses** (more if your income is irregular or you support others), kept in an easy-access savings account.",
    );
    if expenses > Decimal::ZERO {
        let target = expenses * months;
        let _ = write!(
            s,
            "\n\nWith monthly expenses of {}, a {}-month fund is **{}**.",
            money(expenses),
            months.normalize(),
            money(target)
        );
        out.figure("Emergency fund target", target);
        if current > Decimal::ZERO {
            let covered = (current / expenses).round_dp(1).normalize();
            if current >= target {
                let _ = write!(
                    s,
                    " Your {} covers {covered} months, so you've reached it.",
                    money(current)
                );
            } else {
                let _ = write!(
                    s,
                    " You have {}, about {covered} months, so you're **{}** short.",
                    money(current),
                    money(target - current)
                );
            }
        }
    } else {
        let typical = finance_domain::recommendations::suggested_monthly_expenses(p);
        if typical > Decimal::ZERO {
            let _ = write!(
                s,
                "\n\nI don't know your expenses yet; people on your income typically spend about {} a month, which makes a {}-month fund about **{}**. Tell me your monthly expenses for a closer figure.",
                money_whole(typical),
                months.normalize(),
                money_whole(typical * months)
            );
        } else {
            s.push_str("\n\nTell me your monthly expenses and I'll work out your target.");
        }
    }
    out.para(s);
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_emergency_fund_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "emergency_fund");
        }
    }
}
