//! "What's a raise from $100k to $116k worth after tax?", "an $8k raise", "a 5% raise": the tax
//! engine run on the salary before and after (`calc::income_change::new_income`,
//! `extra_income`): what the raise adds to the take-home.

use finance_domain::answer::InputSource;
use finance_domain::calc::Frequency;
use finance_domain::calc::income_change::{extra_income, new_income};
use rust_decimal::Decimal;

use super::{
    TAXED, annual, kept, levies, need_income, own_pay, partners_pay, read_income, read_place,
    request,
};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::savings::latest;
use crate::builtin::intents::savings::nearest_figure;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::builtin::slots::Money;
use crate::context::{AdvisorContext, Calculations};
use crate::format::{money, percent};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "raise",
    inputs: &[
        InputSpec::optional("newIncome", Unit::Money),
        InputSpec::optional("raise", Unit::Money),
        InputSpec::optional("raiseRate", Unit::Rate),
        TAXED[0],
        TAXED[1],
        TAXED[2],
        TAXED[3],
        InputSpec::optional("frequency", Unit::Frequency),
        // The raise is the partner's ("if she got a 10k raise"): on their income, carried from a
        // couple's answer, when there is one.
        InputSpec::optional("partnersRaise", Unit::Flag),
        InputSpec::optional("partnerIncome", Unit::Money),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "what's a raise from 100k to 116k worth after tax?",
    "if i get bumped up to 110k how much more do i take home",
    "boss offered me an $8k raise. what's that worth after taxes?",
    "if I get a raise to 85k how much more do I take home per year?",
    "I've been offered a new job at $140,000, how much more would I take home?",
];

/// Words right after a figure that make it the size of the raise ("an $8k raise", "5% more").
const RAISE_WORDS: &[&str] = &[
    "raise", "rise", "bump", "increase", "more", "extra", "payrise",
];
const OFFER_WORDS: &[&str] = &["offered", "offer", "new job", "job at", "job paying"];

/// The word `k` tokens after the figure at `at`.
fn word_after(u: &Understanding, at: usize, k: usize) -> Option<&str> {
    u.reading.tokens.get(at + k).and_then(|t| t.tok.word())
}

fn before_is(u: &Understanding, m: &Money, words: &[&str]) -> bool {
    m.at > 0
        && u.reading.tokens[m.at - 1]
            .tok
            .word()
            .is_some_and(|w| words.contains(&w))
}

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    let s = &u.slots;
    // "an $8k raise", "a raise of $8k", "up by 5k": the size of the raise.
    let by = s
        .money
        .iter()
        .find(|m| {
            (1..=2).any(|k| word_after(u, m.at, k).is_some_and(|w| RAISE_WORDS.contains(&w)))
                || before_is(u, m, &["by"])
                || (before_is(u, m, &["of"])
                    && m.at >= 2
                    && u.reading.tokens[m.at - 2]
                        .tok
                        .word()
                        .is_some_and(|w| RAISE_WORDS.contains(&w)))
        })
        .copied();
    let from = s.money.iter().find(|m| before_is(u, m, &["from"])).copied();
    // "a raise to 95k", "offered a new job at $140,000": the new salary.
    let to = s
        .money
        .iter()
        .find(|m| before_is(u, m, &["to"]) && Some(m.at) != by.map(|b| b.at))
        .copied()
        .or_else(|| {
            s.money_near(&u.reading.tokens, OFFER_WORDS, 3)
                .filter(|m| Some(m.at) != by.map(|b| b.at) && Some(m.at) != from.map(|f| f.at))
        });
    i.said("newIncome", to.map(|m| Value::Money(annual(&m))));
    i.said("raise", by.map(|m| Value::Money(annual(&m))));
    let rate = s.rates.iter().map(|(_, r)| *r).next();
    i.said("raiseRate", rate.map(Value::Rate));
    // "how much more would I take home on 110k?": one salary named against the one saved is the
    // new salary. The saved one is the person's own: a partner's salary ("she earns 70k") is not
    // weighed against it.
    let partners = partners_pay(&u.reading) && !own_pay(&u.reading);
    let to = to.or_else(|| match (s.money.as_slice(), from, by, rate) {
        ([m], None, None, None)
            if !partners && u.updated.annual_income.is_some_and(|p| p != annual(m)) =>
        {
            i.said("newIncome", Some(Value::Money(annual(m))));
            Some(*m)
        }
        _ => None,
    });
    let not: Vec<usize> = [to, by].iter().flatten().map(|m| m.at).collect();
    match from {
        Some(f) => i.said("income", Some(Value::Money(annual(&f)))),
        None => read_income(&mut i, u, &not),
    }
    // A figure with no other role is the raise itself ("a 5k raise?" written "raise … 5k").
    if i.get("newIncome").is_none() && i.get("raise").is_none() && rate.is_none() {
        let income_at = from.map(|f| f.at);
        let base = i.money("income");
        let other = s
            .money
            .iter()
            .find(|m| Some(m.at) != income_at && base.is_none_or(|b| annual(m) != b))
            .copied();
        i.said("raise", other.map(|m| Value::Money(annual(&m))));
    }
    if partners {
        i.said("partnersRaise", Some(Value::Flag(true)));
    }
    read_place(&mut i, u);
    // "how much extra per fortnight?": the change shown that often too.
    if let Some(f) = u.slots.frequency.filter(|f| *f != Frequency::Monthly) {
        i.said("frequency", Some(Value::Frequency(f)));
    }
    nearest_figure(&mut i, u, ctx, &DEF);
    i
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let partners = i.flag("partnersRaise");
    // A partner's raise is on their income: carried from a couple's answer, or said; the
    // profile's income is the person's own.
    let own_only = matches!(i.source("income"), None | Some(InputSource::Profile));
    if partners && i.money("partnerIncome").is_none() && own_only {
        return out.ask(
            "income",
            "What do they earn before tax? For example \"she earns $70,000\".",
        );
    }
    if i.money("income").is_none() {
        return need_income(out, "what's a raise to $95,000 worth after tax on $85,000?");
    }
    let mut req = request(i, u);
    if partners && let Some(p) = i.money("partnerIncome") {
        req.income = p;
    }
    let base = req.income;
    let result = match latest(i, &["newIncome", "raise", "raiseRate"]) {
        Some("newIncome") => new_income(&req, i.money("newIncome").unwrap_or(base), ctx.today),
        Some("raise") => extra_income(&req, i.money("raise").unwrap_or_default(), ctx.today),
        Some("raiseRate") => extra_income(
            &req,
            base.saturating_mul(i.rate("raiseRate").unwrap_or_default())
                .round_dp(2),
            ctx.today,
        ),
        _ => {
            return out.ask(
                "raise",
                "How big is the raise? For example \"a raise to $95,000\" or \"a 5% raise\".",
            );
        }
    };
    match result {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(c) => {
            let whose = if partners { "their" } else { "your" };
            out.figure("Take-home added", c.take_home_change);
            out.figure("Tax on it", c.tax_change);
            out.para(format!(
                "**A raise from {} to {} adds {} a year to {whose} take-home**, about {} a month{} ({}, {}): {}.\n\nTake-home goes from {} to {} a year; {whose} marginal rate after the raise is {}.",
                money(c.before.income),
                money(c.after.income),
                money(c.take_home_change),
                money((c.take_home_change / Decimal::from(12)).round_dp(2)),
                i.frequency("frequency")
                    .map(|f| format!(
                        " or {} {}",
                        money((c.take_home_change / Decimal::from(f.per_year())).round_dp(2)),
                        f.per_label()
                    ))
                    .unwrap_or_default(),
                c.after.tax_year,
                levies(&c.after),
                kept(&c),
                money(c.before.take_home),
                money(c.after.take_home),
                percent(c.after.marginal_rate)
            ));
            out.calculations = Some(Calculations::from(&c.after));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::{answers_as, follow_up};

    #[test]
    fn examples_are_raise_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "raise_after_tax");
        }
    }

    #[test]
    fn the_size_of_a_raise_is_not_the_new_salary() {
        let r = follow_up(
            &[],
            "I'm on 88k and my boss offered me an $8k raise. what's that worth after tax?",
        );
        assert!(r.contains("A raise from $88,000 to $96,000"), "{r}");
    }

    #[test]
    fn one_salary_against_the_saved_one_is_the_new_salary() {
        let p = finance_domain::FinancialProfile {
            country: finance_domain::Country::Australia,
            annual_income: Some(rust_decimal_macros::dec!(100000)),
            ..Default::default()
        };
        let r = crate::builtin::intents::savings::tests::chat(
            p,
            &[],
            "how much more would I take home on 110k?",
        );
        assert!(
            r.content.contains("A raise from $100,000 to $110,000"),
            "{}",
            r.content
        );
        assert!(r.profile_changes.is_empty(), "{:?}", r.profile_changes);
    }

    #[test]
    fn the_change_is_shown_as_often_as_asked() {
        let r = follow_up(
            &[],
            "I've been offered $95k, up from $82k. How much extra per fortnight?",
        );
        // $8,840 a year ÷ 26 = $340.
        assert!(r.contains("or $340 a fortnight"), "{r}");
    }

    #[test]
    fn a_follow_up_changes_the_new_salary() {
        let first = "if I'm on 75k and get a raise to 85k how much more do I take home?";
        let r = follow_up(&[first], "and to 95k?");
        assert!(r.contains("Same raise, $95,000 instead of $85,000"), "{r}");
        assert!(r.contains("A raise from $75,000 to $95,000"), "{r}");
        let r = follow_up(&[first], "what about a 10% raise?");
        assert!(r.contains("A raise from $75,000 to $82,500"), "{r}");
    }

    #[test]
    fn a_partners_raise_is_on_their_income() {
        // After a tax question about the partner's pay, the raise is on that pay: $60,000 →
        // $65,000 keeps $3,400 less the $75 of low income tax offset lost.
        let r = follow_up(
            &["my husband earns 60k, what's the tax on that?"],
            "and if he got a 5k raise, how much would he keep?",
        );
        assert!(r.contains("A raise from $60,000 to $65,000"), "{r}");
        assert!(r.contains("to their take-home"), "{r}");
        // After a couple's answer, on the partner's income, not the person's.
        let couple = "I earn 90k, whats our household take home if my wife earns 75k";
        let r = follow_up(&[couple], "what if she got a 10% raise?");
        assert!(r.contains("A raise from $75,000 to $82,500"), "{r}");
        // With neither, their pay is asked for (the profile's is the person's own).
        let r = follow_up(&[], "if my wife got a 5k raise how much would she keep?");
        assert!(r.contains("What do they earn before tax?"), "{r}");
        let r = follow_up(
            &["if my wife got a 5k raise how much would she keep?"],
            "she earns 70k",
        );
        assert!(r.contains("A raise from $70,000 to $75,000"), "{r}");
    }
}
