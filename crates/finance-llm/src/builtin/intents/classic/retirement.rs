//! "Am I on track for retirement?", "can I retire at 60?": the spec's projection to the retirement
//! age (a nominal balance and the income it supports by the withdrawal rule, against today's
//! spending), then the plan in today's dollars (`retirement_plan.rs`). Described by its inputs, the
//! plan's what-ifs, so "what about 62?", "spending 5k a month" or "with an extra $200 a month"
//! re-run it, and "retire at 60 or 65?" answers both side by side. Nothing here is saved.

use finance_domain::answer::InputSource;
use finance_domain::calc::Frequency;
use finance_domain::retirement::plan::PlanOverrides;
use finance_domain::retirement::{age_pension_note, contribution_rate, project};
use finance_domain::{Country, ProfileField};
use rust_decimal::Decimal;

use super::retirement_plan::plan_paragraph;
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, money_whole, percent};

pub(crate) const DEF: IntentDef = IntentDef {
    // Not "retirement plan": see tax.rs's noun.
    noun: "plan",
    inputs: &[
        InputSpec::optional("retirementAge", Unit::Age),
        // Spending in retirement, in today's dollars.
        InputSpec::optional("spending", Unit::Flow),
        InputSpec::needed("age", Unit::Age),
        // Saved on top of the usual contributions until retirement.
        InputSpec::optional("extraContribution", Unit::Flow),
        InputSpec::optional("expectedReturn", Unit::Rate),
        // A balance drawn down: "how long will 800k last if I withdraw 50k a year?".
        InputSpec::optional("balance", Unit::Money),
        // The super or 401(k) balance supposed: "what if I had 400k in super?".
        InputSpec::optional("superBalance", Unit::Money),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "am I on track for retirement?",
    "can I retire at 60?",
    "will I have enough to retire?",
    "how long will my money last if I retire at 62?",
];

/// Words next to a retirement spending: "spending 5k a month", "live on 60k a year".
const SPEND_CUES: &[&str] = &[
    "spend",
    "spending",
    "live on",
    "living on",
    "draw",
    "withdraw",
];
/// Words next to an extra contribution: "an extra $200 a month", "if I add 10k a year".
const EXTRA_CUES: &[&str] = &[
    "extra",
    "additional",
    "add",
    "adding",
    "top up",
    "contribute",
    "contributing",
    "put in",
    "sacrifice",
    "sacrificing",
];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let p = &u.scenario;
    let mut i = Inputs::new();
    let age = said_fact(u, ProfileField::Age).or(age_now(u, p.age));
    i.said("age", age.map(Value::Age));
    i.or("age", p.age.map(Value::Age), InputSource::Profile);
    i.said(
        "retirementAge",
        said_retirement_age(u, age.or(p.age)).map(Value::Age),
    );
    match p.retirement_age {
        Some(a) => i.or("retirementAge", Some(Value::Age(a)), InputSource::Profile),
        None => i.or(
            "retirementAge",
            Some(Value::Age(p.retirement_age_or_default())),
            InputSource::Default,
        ),
    }
    let spending = said_spending(u);
    i.said("spending", spending.map(|(v, f)| Value::Flow(v, f)));
    i.said(
        "balance",
        super::drawdown::said_balance(u).map(Value::Money),
    );
    i.said("superBalance", supposed_balance(u, ctx).map(Value::Money));
    i.or(
        "spending",
        p.retirement_spending
            .or(p.monthly_expenses)
            .map(|v| Value::Flow(v, Frequency::Monthly)),
        InputSource::Profile,
    );
    let extra = u
        .slots
        .money_near(&u.reading.tokens, EXTRA_CUES, 3)
        .filter(|m| !m.pay && spending.is_none_or(|(v, _)| v != m.value));
    i.said(
        "extraContribution",
        extra.map(|m| Value::Flow(m.value, m.per.unwrap_or(Frequency::Yearly))),
    );
    let rate = u
        .slots
        .rate()
        .filter(|_| !u.reading.has_any(&["withdrawal", "inflation", "drawdown"]));
    i.said("expectedReturn", rate.map(Value::Rate));
    match p.expected_return_rate {
        Some(r) => i.or("expectedReturn", Some(Value::Rate(r)), InputSource::Profile),
        None => i.or(
            "expectedReturn",
            Some(Value::Rate(p.expected_return_rate_or_default())),
            InputSource::Default,
        ),
    }
    i
}

/// A whole-number fact the message states or supposes ("I'm 45", "if I retire at 60").
fn said_fact(u: &Understanding, field: ProfileField) -> Option<u32> {
    u.reading
        .facts
        .iter()
        .find(|f| f.field == field)
        .and_then(|f| f.raw.parse().ok())
}

/// Whether the message talks about retiring, or looks ahead, so an age in it ("at 67") is when.
fn looks_ahead(u: &Understanding) -> bool {
    u.reading.has_prefix("retir")
        || u.reading.has_any(&[
            "stop working",
            "finish work",
            "quit work",
            "will",
            "going to",
            "gonna",
        ])
}

/// An age the message names as the person's, not a time to come: "if I had 200k in super at
/// 45, would I be on track?" with no age known.
fn age_now(u: &Understanding, known: Option<u32>) -> Option<u32> {
    u.slots.age.filter(|_| known.is_none() && !looks_ahead(u))
}

/// The retirement age the message asks about: "retire at 60", "by 62", "retire in 10 years", or
/// a bare age on its own ("what about 63").
fn said_retirement_age(u: &Understanding, age: Option<u32>) -> Option<u32> {
    if let Some(a) = said_fact(u, ProfileField::RetirementAge) {
        return Some(a);
    }
    // "At 67" is a time to come when it is after the age known, or the message looks ahead.
    if let Some(a) = u.slots.age
        && (age.is_some_and(|now| a > now) || (age.is_none() && looks_ahead(u)))
    {
        return Some(a);
    }
    let r = &u.reading;
    if let (Some(now), Some(years)) = (age, u.slots.years)
        && looks_ahead(u)
        && r.has("in")
    {
        return now.checked_add(years);
    }
    // "If I retire now", "stopped working today".
    if age.is_some() && looks_ahead(u) && r.has_any(&["now", "today", "right away", "immediately"])
    {
        return age;
    }
    let amounts: Vec<_> = r.tokens.iter().filter_map(|t| t.tok.amount()).collect();
    let [a] = amounts.as_slice() else {
        return None;
    };
    let whole = u32::try_from(a.value.trunc().mantissa()).ok()?;
    let claimed = r.facts.iter().any(|f| f.raw == whole.to_string());
    (a.is_bare_count() && (45..=80).contains(&whole) && !claimed).then_some(whole)
}

/// The spending the message names: a monthly expenses fact, or a sum with a period next to a
/// spending word.
fn said_spending(u: &Understanding) -> Option<(Decimal, Frequency)> {
    // As said, with its period ("70k a year"), before the monthly figure the reader saves.
    if let Some(flow) = u
        .slots
        .money_near(&u.reading.tokens, SPEND_CUES, 3)
        .and_then(|m| m.per.map(|f| (m.value, f)))
    {
        return Some(flow);
    }
    let fact = u
        .reading
        .facts
        .iter()
        .find(|f| {
            matches!(
                f.field,
                ProfileField::MonthlyExpenses | ProfileField::RetirementSpending
            )
        })
        .and_then(|f| f.raw.parse::<Decimal>().ok());
    fact.map(|v| (v, Frequency::Monthly))
}

/// The account balance a what-if supposes: "what if I had 400k in super?", or "what if I had
/// 400k?" when the profile holds their super or 401(k) balance.
fn supposed_balance(u: &Understanding, ctx: &AdvisorContext) -> Option<Decimal> {
    let supposed = |field| {
        u.reading
            .facts
            .iter()
            .find(|f| f.hypothetical && f.field == field)
            .and_then(|f| f.raw.parse::<Decimal>().ok())
    };
    supposed(ProfileField::SuperBalance).or_else(|| {
        // "what if I had 400k?" once the person has given their account's balance: that balance.
        ctx.profile.super_balance?;
        supposed(ProfileField::CurrentSavings).or_else(|| match u.slots.money.as_slice() {
            [m] if m.per.is_none()
                && u.reading.hypothetical
                && u.reading.has_any(&["had", "have"]) =>
            {
                Some(m.value)
            }
            _ => None,
        })
    })
}

/// A sum a period, a year (`None` past what a decimal holds).
fn yearly((v, f): (Decimal, Frequency)) -> Option<Decimal> {
    v.checked_mul(Decimal::from(f.per_year()))
}

/// Whether the input is the question's (said now or carried from the earlier answer).
fn said(i: &Inputs, name: &str) -> bool {
    matches!(
        i.source(name),
        Some(InputSource::Message | InputSource::Earlier)
    )
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let mut p = u.scenario.clone();
    let country = p.country;
    let account = match country {
        Country::Australia => "super",
        Country::Us => "401(k) and savings",
    };
    // The account supposed replaces the one on record (and is not savings besides).
    if said(i, "superBalance")
        && let Some(v) = i.money("superBalance")
    {
        p.super_balance = Some(v);
        p.current_savings = ctx.profile.current_savings;
    }
    let rate = i
        .rate("expectedReturn")
        .unwrap_or(p.expected_return_rate_or_default());
    if super::drawdown::answer(
        i,
        i.flow("spending").and_then(yearly),
        rate,
        !said(i, "expectedReturn") && p.expected_return_rate.is_none(),
        out,
    ) {
        return;
    }
    let Some(age) = i.age("age") else {
        return out.ask(
            "age",
            format!(
                "To project your retirement I need your age. Tell me, for example, \"I'm 34, I have $60,000 in {} and I'd like to retire at 65\".",
                if country == Country::Australia { "super" } else { "my 401(k)" }
            ),
        );
    };
    p.age = Some(age);
    let mut what_if = PlanOverrides::default();
    if let Some(a) = i.age("retirementAge") {
        p.retirement_age = Some(a);
        what_if.retirement_age = Some(a);
    }
    if let Some(r) = i.rate("expectedReturn") {
        p.expected_return_rate = Some(r);
        what_if.expected_return = Some(r);
    }
    if said(i, "spending")
        && let Some(year) = i.flow("spending").and_then(yearly)
    {
        p.monthly_expenses = Some((year / Decimal::from(12)).round_dp(2));
        what_if.monthly_spending = p.monthly_expenses;
    }
    let extra = i.flow("extraContribution").and_then(yearly);
    what_if.extra_contribution = extra;
    let Some(plan) = project(&p, ctx.today) else {
        // Retiring now: no years left to project, but the plan shows how long the money lasts.
        if p.retirement_age == Some(age)
            && let Some(plan) = plan_paragraph(&p, &what_if, ctx.today, out)
        {
            out.para("Retiring now, there are no working years left to project, so here's how what you have would last.");
            return out.para(plan);
        }
        out.para(format!(
            "Your retirement age ({}) isn't after your current age ({age}), so there's nothing left to project. Tell me the age you'd like to retire at.",
            p.retirement_age_or_default(),
        ));
        return;
    };
    let o = &plan.outlook;
    if o.final_value.is_zero() {
        out.para(format!(
            "I can't project anything yet: I don't know your income or your {} balance. Tell me, for example, \"I earn $85,000 and have $60,000 in {}\".",
            if country == Country::Australia { "super" } else { "401(k)" },
            if country == Country::Australia { "super" } else { "my 401(k)" }
        ));
        return;
    }
    let retire_age = p.retirement_age_or_default();
    let year = plan.rows.last().map(|r| r.year).unwrap_or_default();
    out.para(format!(
        "If you keep going as you are, your {account} could grow to about **{}** by age {retire_age} (in {year}). Using the {} withdrawal rule, that supports an income of about **{}** a year.",
        money_whole(o.final_value),
        percent(p.retirement_withdrawal_rate_or_default()),
        money_whole(o.sustainable_income)
    ));
    out.figure("Balance at retirement", o.final_value.round());
    out.figure(
        "Income a year by the withdrawal rule",
        o.sustainable_income.round(),
    );
    if o.annual_expenses > Decimal::ZERO {
        if o.is_comfortable {
            out.para(format!(
                "That's **comfortable**: it covers your current spending of {} a year with about {} to spare.",
                money_whole(o.annual_expenses),
                money_whole(o.surplus)
            ));
        } else {
            out.para(format!(
                "That's a **shortfall** of about **{}** a year against your current spending of {} a year. Saving more, retiring a little later or trimming spending would close the gap.",
                money_whole(o.shortfall),
                money_whole(o.annual_expenses)
            ));
        }
    } else {
        out.para(
            "Tell me your monthly expenses and I'll say whether that income would cover them.",
        );
    }
    let mut assumptions = format!(
        "Assumptions: contributions of {} of your income each year, a {} annual return, starting from your {} plus savings; figures are not adjusted for inflation.",
        percent(contribution_rate(country)),
        percent(p.expected_return_rate_or_default()),
        if country == Country::Australia {
            "super balance"
        } else {
            "401(k) balance"
        },
    );
    if let Some(e) = extra {
        assumptions.push_str(&format!(
            " The extra {} a year isn't in this projection (it follows the usual contribution rate); the plan in today's dollars includes it.",
            money(e)
        ));
    }
    out.para(assumptions);
    match plan_paragraph(&p, &what_if, ctx.today, out) {
        Some(plan) => out.para(plan),
        None => {
            if let Some(note) = age_pension_note(country) {
                out.para(note);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::classic::talk;
    use crate::builtin::intents::tests::answers_as;
    use finance_domain::FinancialProfile;
    use rust_decimal_macros::dec;

    #[test]
    fn examples_are_retirement_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "retirement");
        }
    }

    fn saver() -> FinancialProfile {
        FinancialProfile {
            age: Some(38),
            annual_income: Some(dec!(95000)),
            super_balance: Some(dec!(120000)),
            monthly_expenses: Some(dec!(4000)),
            ..FinancialProfile::default()
        }
    }

    fn last(profile: FinancialProfile, messages: &[&str]) -> String {
        talk(profile, messages)
            .pop()
            .map(|r| r.content)
            .unwrap_or_default()
    }

    #[test]
    fn the_answer_is_in_todays_dollars_with_the_odds_and_the_pension() {
        let reply = last(saver(), &["Am I on track for retirement?"]);
        assert!(
            reply.contains("**In today's dollars**, spending $4,000 a month from age 65"),
            "{reply}"
        );
        assert!(reply.contains("Chance it lasts to 95: **"), "{reply}");
        assert!(reply.contains("Age Pension from 67: about **$"), "{reply}");
    }

    #[test]
    fn a_what_if_is_answered_from_the_plan_and_not_saved() {
        let replies = talk(saver(), &["can I retire at 60?", "what about 62?"]);
        assert!(
            replies[0].content.contains("from age 60"),
            "{}",
            replies[0].content
        );
        let r = &replies[1].content;
        assert!(r.contains("Same plan, at age 62 instead of age 60"), "{r}");
        assert!(r.contains("by age 62") && r.contains("from age 62"), "{r}");
        assert!(replies.iter().all(|r| r.profile_changes.is_empty()));
    }

    #[test]
    fn a_bare_age_follows_up() {
        let r = last(saver(), &["can I retire at 60?", "what about 63"]);
        assert!(r.contains("at age 63 instead of age 60"), "{r}");
    }

    #[test]
    fn a_correction_replaces_the_age() {
        let r = last(saver(), &["can I retire at 60?", "I meant 62, not 60"]);
        assert!(r.contains("at age 62 instead of age 60"), "{r}");
    }

    #[test]
    fn two_retirement_ages_side_by_side() {
        let r = last(saver(), &["retire at 60 or 65?"]);
        assert!(r.contains("| | age 60 | age 65 | Difference |"), "{r}");
        assert!(r.contains("| Balance at retirement |"), "{r}");
    }

    #[test]
    fn spending_and_an_extra_contribution_are_what_ifs() {
        let replies = talk(
            saver(),
            &[
                "can I retire at 60 spending 5k a month?",
                "and with an extra $200 a month?",
            ],
        );
        assert!(
            replies[0]
                .content
                .contains("spending $5,000 a month from age 60"),
            "{}",
            replies[0].content
        );
        let r = &replies[1].content;
        assert!(r.contains("with $200 a month"), "{r}");
        assert!(r.contains("The extra $2,400 a year"), "{r}");
        assert!(replies.iter().all(|r| r.profile_changes.is_empty()));
    }

    #[test]
    fn without_an_age_it_asks_and_the_answer_completes_it() {
        let p = FinancialProfile {
            age: None,
            ..saver()
        };
        let replies = talk(p, &["Am I on track for retirement?", "I'm 44"]);
        assert!(
            replies[0].content.contains("I need your age"),
            "{}",
            replies[0].content
        );
        assert_eq!(
            replies[0]
                .answer
                .as_ref()
                .and_then(|a| a.awaiting.as_deref()),
            Some("age")
        );
        assert!(
            replies[1].content.contains("by age 65"),
            "{}",
            replies[1].content
        );
        assert!(!replies[1].profile_changes.is_empty());
    }
}
