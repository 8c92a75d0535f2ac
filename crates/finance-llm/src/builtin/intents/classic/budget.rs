//! "How should I budget my pay?": the 50/30/20 rule on the person's monthly take-home (the tax
//! engine's, or the take-home they gave), what their expenses leave, and housing stress. Read from
//! the profile (with the message's income or what-ifs), so it has no inputs.

use std::fmt::Write as _;

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::tax;
use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::money_whole;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "budget",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how should I budget my take-home pay?",
    "how can I spend less and save more?",
    "how do I make a budget?",
];

fn monthly_take_home(ctx: &AdvisorContext, u: &Understanding) -> Option<Decimal> {
    if let Some(Ok(r)) = tax::for_message(ctx, u) {
        return Some(r.take_home / dec!(12));
    }
    u.scenario.take_home.map(|t| t / dec!(12))
}

fn answer(_: Intent, _: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let p = &u.scenario;
    let mut s = String::from(
        "A simple starting point is the **50/30/20 rule**: about 50% of take-home pay for needs (housing, food, transport, bills), 30% for wants and 20% for savings and extra debt repayments.",
    );
    if let Some(m) = monthly_take_home(ctx, u) {
        let _ = write!(
            s,
            "\n\nOn your take-home of about **{}** a month:\n\n- Needs: {}\n- Wants: {}\n- Savings and debt: {}",
            money_whole(m),
            money_whole(m * dec!(0.5)),
            money_whole(m * dec!(0.3)),
            money_whole(m * dec!(0.2))
        );
        out.figure("Needs a month", (m * dec!(0.5)).round());
        out.figure("Wants a month", (m * dec!(0.3)).round());
        out.figure("Savings and debt a month", (m * dec!(0.2)).round());
        if let Some(e) = p.monthly_expenses.filter(|e| *e > Decimal::ZERO) {
            if e <= m {
                let _ = write!(
                    s,
                    "\n\nYour expenses of {} a month leave about **{}** a month to save or invest.",
                    money_whole(e),
                    money_whole(m - e)
                );
            } else {
                let _ = write!(
                    s,
                    "\n\nYour expenses of {} a month are more than your take-home, by about **{}** a month; that gap is the first thing to close.",
                    money_whole(e),
                    money_whole(e - m)
                );
            }
        }
        if let Some(h) = p.rent_or_mortgage.filter(|h| *h > Decimal::ZERO)
            && m > Decimal::ZERO
            && h > m * dec!(0.3)
        {
            let _ = write!(
                s,
                "\n\nHousing at {} a month is over 30% of your take-home, a common sign of housing stress.",
                money_whole(h)
            );
        }
    } else {
        s.push_str("\n\nTell me your income and monthly expenses and I'll put figures on it.");
    }
    s.push_str("\n\nTrack a month of spending, automate a transfer to savings on payday, and review subscriptions and insurance once a year.");
    out.para(s);
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_budget_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "budget");
        }
    }
}
