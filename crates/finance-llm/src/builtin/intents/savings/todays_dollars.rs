//! "What's $1m in 30 years worth in today's dollars?": a future sum divided by what prices grow by
//! over the years (`calc::savings::real_value`), at the inflation rate given, else the profile's,
//! else Penny's default. "What's that in today's dollars?" after another answer takes that answer's
//! headline figure (and its years, when the message gives none).

use finance_domain::answer::InputSource;
use finance_domain::calc::savings::real_value;
use rust_decimal::Decimal;

use super::{
    HORIZON, horizon_periods, inflation_source, lumps, read_horizon, read_inflation, refers_back,
};
use crate::builtin::Understanding;
use crate::builtin::conversation::last_answer;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value, term_text};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, rate_as_given};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "sum after inflation",
    inputs: &[
        InputSpec::needed("amount", Unit::Money),
        HORIZON[0],
        HORIZON[1],
        HORIZON[2],
        HORIZON[3],
        InputSpec::needed("inflation", Unit::Rate),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "whats 1 million in 30 years worth in todays money",
    "If I have $2M when I retire in 25 years, what is that in today's dollars assuming 3% inflation?",
    "$500k in 20 years, what's that in today's terms?",
    "what will $1m be worth in 30 years after inflation?",
];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    i.said(
        "amount",
        lumps(u, &[]).next().map(|m| Value::Money(m.value)),
    );
    read_horizon(&mut i, u, ctx);
    read_inflation(&mut i, u, true);
    if i.get("amount").is_none()
        && let Some((amount, years)) = earlier_figure(u, ctx)
    {
        i.set("amount", Value::Money(amount), InputSource::Earlier);
        if i.get("years").is_none()
            && i.get("atAge").is_none()
            && i.get("byYear").is_none()
            && let Some(y) = years
        {
            i.set("years", y, InputSource::Earlier);
        }
    }
    i
}

/// "What's that in today's dollars?": the earlier answer's headline figure (worked out again from
/// its recorded inputs) and its term.
fn earlier_figure(u: &Understanding, ctx: &AdvisorContext) -> Option<(Decimal, Option<Value>)> {
    if !refers_back(&u.reading) {
        return None;
    }
    let rec = match &u.follow {
        Some(f) => &f.earlier,
        None => last_answer(&ctx.history)?,
    };
    let intent = Intent::from_name(&rec.intent)?;
    let def = intent.def();
    if std::ptr::eq(def, &DEF) {
        return None;
    }
    let inputs = Inputs::from_record(&rec.inputs, def.inputs);
    let mut out = Out::new();
    (def.answer)(intent, &inputs, ctx, u, &mut out);
    let (_, figure) = out.figures.first()?;
    Some((*figure, inputs.get("years").cloned()))
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, _: &Understanding, out: &mut Out) {
    let Some(amount) = i.money("amount") else {
        return out.ask(
            "amount",
            "Which sum? For example \"what's $1,000,000 in 30 years worth in today's dollars?\"",
        );
    };
    // Whole months: the horizon as the message gave it (years, an age or a year).
    let Some(months) = horizon_periods(i, ctx, finance_domain::calc::Frequency::Monthly, out)
    else {
        return;
    };
    let Some(inflation) = i.rate("inflation") else {
        return;
    };
    let years = Decimal::from(months) / Decimal::from(12);
    match real_value(amount, inflation, years) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(v) => {
            out.figure("In today's dollars", v.real);
            let when = term_text(months / 12, months % 12);
            out.para(format!(
                "**{} in {when} is worth about {} in today's dollars** at {} inflation a year.\n\n- Prices grow by {}× over {when} ((1 + {})^{})\n- {} ÷ {} = **{}**",
                money(amount),
                money(v.real),
                rate_as_given(inflation),
                v.price_factor.round_dp(4).normalize(),
                rate_as_given(inflation),
                years.round_dp(2).normalize(),
                money(amount),
                v.price_factor.round_dp(4).normalize(),
                money(v.real),
            ));
            out.para(format!(
                "Inflation is {}. Actual inflation varies from year to year, so treat this as a guide.",
                inflation_source(i)
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::{answers_as, follow_up};

    #[test]
    fn examples_are_todays_dollars_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "todays_dollars");
        }
    }

    #[test]
    fn a_future_sum_at_the_default_or_a_given_rate() {
        let r = follow_up(&[], "whats 1 million in 30 years worth in todays money");
        // 1,000,000 ÷ 1.025^30 = $476,742.69.
        assert!(r.contains("$476,742.69"), "{r}");
        assert!(r.contains("RBA"), "{r}");
        let r = follow_up(
            &["what's 750k in 20 years worth in today's money?"],
            "at 3% inflation?",
        );
        assert!(
            r.contains("Same sum after inflation, at 3% instead of 2.5%"),
            "{r}"
        );
        // 750,000 ÷ 1.03^20 = $415,256.82.
        assert!(r.contains("$415,256.82"), "{r}");
    }

    #[test]
    fn the_profiles_inflation_rate_is_used_and_said() {
        let p = finance_domain::FinancialProfile {
            country: finance_domain::Country::Us,
            inflation_rate: Some(rust_decimal_macros::dec!(0.03)),
            ..Default::default()
        };
        let r = crate::builtin::intents::savings::tests::chat(
            p,
            &[],
            "$500k in 20 years, what's that in today's terms?",
        );
        // 500,000 ÷ 1.03^20 = $276,837.88.
        assert!(r.content.contains("$276,837.88"), "{}", r.content);
        assert!(
            r.content.contains("the inflation rate in your profile"),
            "{}",
            r.content
        );
        assert!(r.profile_changes.is_empty());
        // Inflation said alongside "worth" asks the same question.
        answers_as(
            "What will $100,000 be worth in 20 years with inflation at 3%?",
            "todays_dollars",
        );
    }

    #[test]
    fn a_calendar_year_is_the_horizon() {
        // 2055 is 29 years after 2026: 1,000,000 ÷ 1.025^29 = $488,661.25.
        let r = follow_up(&[], "what would $1m in 2055 be worth today?");
        assert!(r.contains("$488,661.2"), "{r}");
    }

    #[test]
    fn that_is_the_earlier_answers_figure() {
        let r = follow_up(
            &["How much do I need to retire on $90k a year?"],
            "what's that in today's dollars if I retire in 30 years?",
        );
        // 2,250,000 ÷ 1.025^30 = $1,072,671.
        assert!(r.contains("$1,072,67"), "{r}");
        let r = follow_up(
            &["how much do I need to retire on 70k a year"],
            "and in today's dollars if I retire in 25 years?",
        );
        // 1,750,000 ÷ 1.025^25 = $943,933.53.
        assert!(
            r.contains("$1,750,000 in 25 years is worth about $943,933.53"),
            "{r}"
        );
        let r = follow_up(
            &["what would $25,000 grow to in 10 years at 6%?"],
            "what's that in today's dollars?",
        );
        // 45,484.92 ÷ 1.025^10 = $35,532.75.
        assert!(
            r.contains("$45,484.92 in 10 years is worth about $35,532.75"),
            "{r}"
        );
    }

    #[test]
    fn a_growth_question_in_todays_dollars_stays_growth() {
        answers_as(
            "if I invest $500 a month at 7% for 30 years, what's that in today's dollars?",
            "savings_growth",
        );
    }
}
