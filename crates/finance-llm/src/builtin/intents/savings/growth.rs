//! "What will $500 a month grow to in 20 years at 7%?": a lump sum and regular contributions
//! compounded to the horizon (`calc::savings::future_value`); asked "in today's dollars", the same
//! figure after inflation too (`calc::savings::real_value`).

use finance_domain::answer::InputSource;
use finance_domain::calc::savings::{SavingsPlan, convention, future_value, real_value};
use finance_domain::calc::{Frequency, duration_text};
use rust_decimal::Decimal;

use super::{
    HORIZON, asks_real, flow_value, horizon_periods, inflation_source, latest, lumps,
    nearest_figure, points_back, read_horizon, read_inflation, read_return, relative,
    return_source, saving_flow,
};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, rate_as_given};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "savings plan",
    inputs: &[
        InputSpec::optional("initial", Unit::Money),
        InputSpec::optional("contribution", Unit::Flow),
        InputSpec::needed("rate", Unit::Rate),
        HORIZON[0],
        HORIZON[1],
        HORIZON[2],
        HORIZON[3],
        InputSpec::optional("frequency", Unit::Frequency),
        InputSpec::optional("terms", Unit::Choice),
        InputSpec::optional("inflation", Unit::Rate),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "if I invest $500 a month for 30 years at 7% how much will I have",
    "what would $25,000 grow to in 10 years at 6%?",
    "10k lump sum plus 300/mo at 6% for 15 yrs = ?",
    "saving $150 a week at 4.5% for 5 years?",
    "if i start with 5k and add 200 a month at 7% what do i have in 10 years",
    "what will $500 a month at 7% be worth in 30 years in today's dollars?",
];

/// Asked "in today's dollars": the answer shows the real figure too (and a follow-up says "with
/// today's dollars").
const TODAYS_DOLLARS: &str = "today's dollars";

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    let flow = saving_flow(u);
    let not: Vec<usize> = flow.iter().map(|m| m.at).collect();
    i.said(
        "initial",
        lumps(u, &not).next().map(|m| Value::Money(m.value)),
    );
    i.said("contribution", flow.as_ref().map(flow_value));
    // "what will my savings be worth in 10 years": the savings the profile holds.
    if own_savings_grown(&u.reading) {
        i.or(
            "initial",
            u.updated.current_savings.map(Value::Money),
            InputSource::Profile,
        );
    }
    read_return(&mut i, u, None);
    read_horizon(&mut i, u, ctx);
    // "compounding annually": interest added once a year (a lump sum's only; contributions
    // compound as often as they are made).
    let yearly = u.reading.has_any(&[
        "compounding annually",
        "compounded annually",
        "compounds annually",
        "compounding yearly",
        "compounded yearly",
        "compounds yearly",
        "annual compounding",
        "yearly compounding",
        "compounded once a year",
    ]);
    let f = u.slots.frequency.or(yearly.then_some(Frequency::Yearly));
    if let Some(f) = f.filter(|_| flow.is_none()) {
        i.said("frequency", Some(Value::Frequency(f)));
    }
    if asks_real(u) {
        i.said("terms", Some(Value::Choice(TODAYS_DOLLARS.into())));
    }
    read_inflation(&mut i, u, asks_real(u));
    relative(&mut i, u, ctx, &DEF);
    nearest_figure(&mut i, u, ctx, &DEF);
    points_back(&mut i, u, ctx, &DEF);
    i
}

/// "what will my savings be worth in 10 years", "how much will my savings grow to by 2035": the
/// person's own savings, grown.
pub(crate) fn own_savings_grown(r: &crate::builtin::facts::Reading) -> bool {
    r.has_any(&["my savings", "our savings", "my cash", "my savings account"])
        && r.has_any(&["worth", "grow", "grow to", "be in", "turn into", "end up"])
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, _: &Understanding, out: &mut Out) {
    let initial = i.money("initial").unwrap_or(Decimal::ZERO);
    // "fortnightly instead" after "$500 a month": the same sum, as often as now asked.
    let contribution = match (i.flow("contribution"), i.frequency("frequency")) {
        (Some((v, _)), Some(f))
            if latest(i, &["frequency", "contribution"]) == Some("frequency") =>
        {
            Some((v, f))
        }
        (c, _) => c,
    };
    if initial.is_zero() && contribution.is_none() {
        return out.ask(
            "contribution",
            "How much will you put in? For example \"what will $500 a month grow to in 20 years at 7%?\" or \"what would $25,000 grow to in 10 years at 6%?\"",
        );
    }
    let f = contribution
        .map(|(_, f)| f)
        .or(i.frequency("frequency"))
        .unwrap_or(Frequency::Monthly);
    let Some(periods) = horizon_periods(i, ctx, f, out) else {
        return;
    };
    let Some(r) = i.rate("rate") else { return };
    let plan = SavingsPlan {
        initial,
        contribution: contribution.map_or(Decimal::ZERO, |(v, _)| v),
        frequency: f,
        annual_rate: r,
        periods,
    };
    let p = match future_value(&plan) {
        Err(e) => return out.para(format!("I couldn't work that out: {e}.")),
        Ok(p) => p,
    };
    let mut what = Vec::new();
    if !initial.is_zero() {
        what.push(money(initial));
    }
    if let Some((c, _)) = contribution {
        what.push(format!("{} {}", money(c), f.per_label()));
    }
    out.figure("Grows to", p.future_value);
    out.figure("You put in", p.total_contributed);
    out.figure("Growth", p.growth);
    let mut s = format!(
        "**{} at {} a year for {} grows to about {}.**\n\n- You put in: {}\n- Growth: **{}**",
        what.join(" plus "),
        rate_as_given(r),
        duration_text(periods, f),
        money(p.future_value),
        money(p.total_contributed),
        money(p.growth),
    );
    let mut note = format!(
        "{} The rate is {}, before tax, fees and inflation; real returns vary from year to year.",
        convention(f),
        return_source(i)
    );
    if let Some(inflation) = i
        .rate("inflation")
        .filter(|_| i.choice("terms") == Some(TODAYS_DOLLARS) || i.get("inflation").is_some())
    {
        let years = Decimal::from(periods) / Decimal::from(f.per_year());
        if let Ok(real) = real_value(p.future_value, inflation, years) {
            out.figure("In today's dollars", real.real);
            s.push_str(&format!(
                "\n- In today's dollars: **{}** ({} ÷ {} for {} inflation a year)",
                money(real.real),
                money(p.future_value),
                real.price_factor.normalize(),
                rate_as_given(inflation)
            ));
            note.push_str(&format!(" Inflation is {}.", inflation_source(i)));
        }
    }
    out.para(s);
    out.para(note);
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::{answers_as, follow_up};

    #[test]
    fn examples_are_growth_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "savings_growth");
        }
    }

    #[test]
    fn a_follow_up_changes_one_input() {
        let first = "What would $25,000 grow to in 10 years at 6%?";
        let r = follow_up(&[first], "and at 8%?");
        assert!(r.contains("Same savings plan, at 8% instead of 6%"), "{r}");
        // 25,000 × (1 + 0.08/12)^120 = $55,491.01.
        assert!(r.contains("$55,491.01"), "{r}");
        let r = follow_up(&[first], "what about 15 years?");
        assert!(r.contains("over 15 years instead of 10"), "{r}");
        let r = follow_up(&[first], "same but $50k");
        assert!(r.contains("$50,000 instead of $25,000"), "{r}");
        let r = follow_up(
            &["if I invest $300 a fortnight at 8% for 15 years what will it be worth?"],
            "make it $400 a fortnight",
        );
        assert!(
            r.contains("$400 a fortnight instead of $300 a fortnight"),
            "{r}"
        );
        let r = follow_up(
            &["If I save $250 a week for 3 years at 4%, how much will I have?"],
            "and if I put in $300 instead?",
        );
        assert!(r.contains("$300 a week instead of $250 a week"), "{r}");
        // Today's dollars is a question of its own, on the same figures.
        let r = follow_up(&[first], "and in today's dollars?");
        assert!(r.contains("$45,484.92 in 10 years"), "{r}");
        assert!(r.contains("$35,532.75"), "{r}");
        let r = follow_up(
            &["If I invest 25k at 8% for 15 years what do I end up with?"],
            "oops I meant 6%",
        );
        // 25,000 × (1 + 0.06/12)^180 = $61,352.34.
        assert!(r.contains("$61,352.34"), "{r}");
    }

    #[test]
    fn a_regular_sum_is_added_or_scaled() {
        let first = "if I save 400 a month at 5% how much will I have after 10 years";
        let r = follow_up(
            &[first, "what about 20 years"],
            "and if I add another $200 a month on top?",
        );
        // 600 a month for 20 years at 5%: $246,620.20.
        assert!(r.contains("$600 a month instead of $400 a month"), "{r}");
        assert!(r.contains("$246,620.20"), "{r}");
        let r = follow_up(
            &["What would $25,000 grow to in 10 years at 6%?"],
            "what if I add $200 a month",
        );
        assert!(r.contains("with $200 a month"), "{r}");
        assert!(r.contains("$25,000 plus $200 a month"), "{r}");
        // A question of its own is not added to the earlier sum.
        let r = follow_up(
            &[first],
            "what will $500 a month extra grow to in 10 years?",
        );
        assert!(r.contains("**$500 a month at "), "{r}");
        let r = follow_up(
            &["if i start with 5k and add 200 a month at 7% what do i have in 10 years"],
            "double the monthly amount?",
        );
        assert!(r.contains("$5,000 plus $400 a month"), "{r}");
    }

    #[test]
    fn options_are_compared_side_by_side() {
        let r = follow_up(&[], "$500 a month for 20 years at 6% or 8%?");
        assert!(r.contains("| Grows to |"), "{r}");
        assert!(r.contains("6% vs 8%"), "{r}");
        // As a follow-up: the earlier plan at each rate.
        let r = follow_up(
            &["What would $25,000 grow to in 10 years at 7%?"],
            "at 6% or 8%?",
        );
        assert!(r.contains("| Grows to | $45,484.92 | $55,491.01 |"), "{r}");
    }

    #[test]
    fn interest_compounds_yearly_when_said() {
        let r = follow_up(
            &[],
            "What's $10,000 invested for 10 years at 5% compounding annually?",
        );
        // 10,000 × 1.05^10 = $16,288.95.
        assert!(r.contains("$16,288.95"), "{r}");
    }

    #[test]
    fn in_todays_dollars_it_shows_the_real_figure() {
        let r = follow_up(
            &[],
            "what will $500 a month at 7% be worth in 30 years in today's dollars?",
        );
        // 609,985.50 ÷ 1.025^30 (2.097568) = $290,806.
        assert!(r.contains("In today's dollars: **$290,80"), "{r}");
        assert!(r.contains("2.5%"), "{r}");
    }

    #[test]
    fn a_growth_answer_fills_a_time_to_target_question() {
        let r = follow_up(
            &["if I save $1,000 a month at 6% how much will I have in 10 years?"],
            "how long to reach $100k at that rate?",
        );
        assert!(r.contains("Saving $1,000 a month reaches $100,000"), "{r}");
    }
}
