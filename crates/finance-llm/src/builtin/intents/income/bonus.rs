//! "What's a $10k bonus worth after tax on $85k?": the tax engine run on the salary with and
//! without the bonus (`calc::income_change::extra_income`): what it adds to the take-home.

use finance_domain::calc::income_change::extra_income;

use super::{
    TAXED, annual, kept, levies, need_income, read_income, read_place, request, said_income,
};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::savings::nearest_figure;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::{AdvisorContext, Calculations};
use crate::format::money;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "bonus",
    inputs: &[
        InputSpec::needed("bonus", Unit::Money),
        TAXED[0],
        TAXED[1],
        TAXED[2],
        TAXED[3],
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "what's a $10k bonus worth after tax on 85k",
    "I'm getting a 10k bonus, how much will I actually see after tax?",
    "how much of a $5,000 bonus do i actually keep",
    "I got a $10k bonus, what is it worth after tax on 85k?",
];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    let s = &u.slots;
    let income = said_income(u, &[]);
    let bonus = s
        .money_near(&u.reading.tokens, &["bonus"], 4)
        .filter(|m| income.is_none_or(|n| n.at != m.at))
        .or_else(|| {
            s.money
                .iter()
                .find(|m| income.is_none_or(|n| n.at != m.at))
                .copied()
        });
    i.said("bonus", bonus.map(|m| Value::Money(annual(&m))));
    read_income(&mut i, u, &bonus.map(|m| vec![m.at]).unwrap_or_default());
    read_place(&mut i, u);
    nearest_figure(&mut i, u, ctx, &DEF);
    i
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let Some(bonus) = i.money("bonus") else {
        return out.ask(
            "bonus",
            "How big is the bonus? For example \"what's a $10,000 bonus worth after tax?\"",
        );
    };
    let Some(base) = i.money("income") else {
        return need_income(
            out,
            &format!(
                "what's a {} bonus worth after tax on $85,000?",
                money(bonus)
            ),
        );
    };
    let req = request(i, u);
    match extra_income(&req, bonus, ctx.today) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(c) => {
            out.figure("Take-home added", c.take_home_change);
            out.figure("Tax on it", c.tax_change);
            out.para(format!(
                "**A {} bonus on a {} salary adds {} to your take-home** ({}, {}): {}.\n\nIt's taxed as part of your income for the year at your marginal position: {} after the bonus, compared with {} before. Withholding on the bonus payment itself may differ; the difference evens out when you lodge or file.",
                money(bonus),
                money(base),
                money(c.take_home_change),
                c.after.tax_year,
                levies(&c.after),
                kept(&c),
                money(c.after.take_home),
                money(c.before.take_home),
            ));
            out.calculations = Some(Calculations::from(&c.after));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::savings::tests::chat;
    use crate::builtin::intents::tests::{answers_as, follow_up};
    use finance_domain::{Country, FinancialProfile};
    use rust_decimal_macros::dec;

    #[test]
    fn examples_are_bonus_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "bonus_after_tax");
        }
    }

    #[test]
    fn a_follow_up_changes_the_bonus_or_the_salary() {
        let first = "what's a $15k bonus worth after tax on 88k?";
        let r = follow_up(&[first], "what if it was 25k?");
        assert!(r.contains("Same bonus, $25,000 instead of $15,000"), "{r}");
        // 88k → 113k in 2026-27: 25,000 less 30% and 2% on 12k, 37% and 2% on 13k = $17,000 −
        // … the engine's figure.
        assert!(r.contains("A $25,000 bonus on a $88,000 salary"), "{r}");
        let r = follow_up(&[first], "what about 120k?");
        assert!(r.contains("A $15,000 bonus on a $120,000 salary"), "{r}");
        let r = follow_up(&[first], "what about on 120k?");
        assert!(r.contains("$120,000 instead of $88,000"), "{r}");
        assert!(r.contains("A $15,000 bonus on a $120,000 salary"), "{r}");
    }

    #[test]
    fn a_bonus_after_another_income_answer_takes_its_income() {
        let r = follow_up(
            &["how much would the medicare levy surcharge cost me on 115k"],
            "what about a 10k bonus?",
        );
        assert!(
            r.contains("Using the same figures as before ($115,000)"),
            "{r}"
        );
        assert!(r.contains("A $10,000 bonus on a $115,000 salary"), "{r}");
    }

    #[test]
    fn a_what_if_salary_stays_a_what_if_and_nothing_is_saved() {
        let p = FinancialProfile {
            country: Country::Australia,
            annual_income: Some(dec!(95000)),
            ..FinancialProfile::default()
        };
        let first = "if I earned 120k, what would a 10k bonus be worth after tax?";
        let r = chat(p.clone(), &[], first);
        assert!(r.profile_changes.is_empty(), "{:?}", r.profile_changes);
        assert!(r.content.contains("on a $120,000 salary"), "{}", r.content);
        let r = chat(p, &[first], "and a 20k bonus?");
        assert!(r.profile_changes.is_empty(), "{:?}", r.profile_changes);
        assert!(
            r.content.contains("A $20,000 bonus on a $120,000 salary"),
            "{}",
            r.content
        );
        assert!(r.answer.is_some_and(|a| a.hypothetical));
    }

    #[test]
    fn the_salary_asked_for_completes_the_answer_and_is_saved() {
        // "I make 70k" answering "I need the salary it comes on top of" is the salary, not a
        // new bonus nearest in size to the earlier one; as a statement it is also saved.
        let first = "If I get a $5,000 bonus how much do I keep?";
        for (said, salary) in [
            ("i make 70k", "$70,000"),
            ("I earn $95,000", "$95,000"),
            ("my salary is 120k", "$120,000"),
        ] {
            let r = chat(FinancialProfile::default(), &[first], said);
            assert!(
                r.content
                    .contains(&format!("A $5,000 bonus on a {salary} salary")),
                "{said}: {}",
                r.content
            );
            assert_eq!(
                r.profile_changes.first().map(|(f, _)| f.name()),
                Some("annualIncome"),
                "{said}"
            );
        }
    }

    #[test]
    fn bonuses_are_compared() {
        let r = follow_up(&[], "a $5k or $10k bonus on 90k, how much do I keep?");
        assert!(r.contains("| Take-home added |"), "{r}");
    }
}
