//! "How much deposit do I need for a 600k place?": the country's deposit and mortgage insurance
//! rules, the deposit on the price named, and the repayments that keep housing near 28% of gross
//! pay. The price is read from the message's figures, so it has no recorded inputs.

use std::fmt::Write as _;

use finance_domain::Country;
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, money_whole};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "home purchase",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how much deposit do I need for a 600k apartment?",
    "any tips for buying my first house?",
    "can I afford a house on 90k?",
];

fn answer(_: Intent, _: &Inputs, _: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let p = &u.scenario;
    // The price is the largest figure in the message that looks like a home's.
    let mut figures: Vec<Decimal> = u
        .reading
        .tokens
        .iter()
        .filter_map(|t| t.tok.amount())
        .filter(|a| a.looks_like_money() && a.value >= dec!(10000) && a.value <= dec!(100000000))
        .map(|a| a.value)
        .collect();
    figures.sort();
    let price = figures.last().copied().filter(|v| *v >= dec!(50000));
    // "a 600k apartment on 90k": the smaller figure is the income.
    let mut basis = p.clone();
    if figures.len() >= 2 {
        basis.annual_income = Some(figures[0]);
    }
    let mut s = match p.country {
        Country::Australia => String::from(
            "Buying a home in Australia:\n\n- A **20% deposit** avoids lenders mortgage insurance (LMI).\n- Eligible first home buyers can buy with a **5% deposit** and no LMI under the government's Home Guarantee Scheme (5% Deposit Scheme).\n- Budget for **stamp duty** (it varies by state, with first-home concessions in every state), conveyancing, inspections and moving costs.\n- Lenders test your repayments at about 3 percentage points above the loan rate, so borrow less than the maximum you're offered.",
        ),
        Country::Us => String::from(
            "Buying a home in the US:\n\n- A **20% down payment** avoids private mortgage insurance (PMI).\n- Conventional loans start at 3% down and FHA loans at 3.5%, with mortgage insurance.\n- Budget **2% to 5% of the price** for closing costs, plus inspections and moving.\n- The 28/36 guide: housing under 28% of gross income and all debt payments under 36%.",
        ),
    };
    if let Some(price) = price {
        let _ = write!(
            s,
            "\n\nFor a **{}** home, a 20% deposit is **{}** and a 5% deposit {}.",
            money(price),
            money(price * dec!(0.2)),
            money(price * dec!(0.05))
        );
        out.figure("20% deposit", price * dec!(0.2));
        out.figure("5% deposit", price * dec!(0.05));
    }
    let housing = finance_domain::recommendations::housing_estimate(&basis);
    if housing > Decimal::ZERO {
        let _ = write!(
            s,
            "\n\nOn your income, keeping housing costs to about 28% of your gross pay means repayments of up to about **{}** a month.",
            money_whole(housing)
        );
    }
    out.para(s);
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_home_buying_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "home_buying");
        }
    }
}
