//! "What will my super be worth at 65 if I add an extra $100 a week?": the retirement plan
//! (`retirement::plan`) run for the account alone with and without the extra contribution or lump
//! sum, in today's dollars; a what-if, so the profile never changes.

use finance_domain::Country;
use finance_domain::retirement::plan::{PlanInput, PlanOverrides, PlanResult, plan};
use rust_decimal::Decimal;

use super::{contribution, per_text};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::savings::{latest, nearest_figure, relative};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, money_whole, percent};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "contribution",
    inputs: &[
        InputSpec::needed("contribution", Unit::Flow),
        InputSpec::optional("lump", Unit::Money),
        InputSpec::optional("atAge", Unit::Age),
        InputSpec::optional("rate", Unit::Rate),
        InputSpec::optional("age", Unit::Age),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "what will my super be worth at 65 if i add an extra 100 a week",
    "if i bump my 401k contributions by $200 a month what would it be worth when i retire?",
    "what will my super be at 67 if i put an extra 5k a year in?",
    "What will my super be worth if I add $200 a week?",
];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    let mut share_of_pay = None;
    if let Some(m) = contribution(u) {
        match m.per {
            Some(f) => i.said("contribution", Some(Value::Flow(m.value, f))),
            None => i.said("lump", Some(Value::Money(m.value))),
        }
    } else if let Some(share) = u.slots.rate()
        && let Some(pay) = u.scenario.annual_income
        && u.reading.has_any(&["extra", "additional", "more"])
    {
        // "an extra 5% into my 401k": that share of the salary, a year.
        share_of_pay = Some(share);
        i.said(
            "contribution",
            pay.checked_mul(share)
                .map(|v| Value::Flow(v.round_dp(2), finance_domain::calc::Frequency::Yearly)),
        );
    }
    i.said("atAge", u.slots.age.map(Value::Age));
    // The share of pay is not a rate of return.
    i.said(
        "rate",
        u.slots
            .rate()
            .filter(|r| Some(*r) != share_of_pay)
            .map(Value::Rate),
    );
    if let Some(a) = u.updated.age {
        i.set(
            "age",
            Value::Age(a),
            finance_domain::answer::InputSource::Profile,
        );
    }
    relative(&mut i, u, ctx, &DEF);
    nearest_figure(&mut i, u, ctx, &DEF);
    i
}

/// The account's balance at `age`, today's and future dollars.
fn at_age(p: &PlanResult, age: u32) -> Option<(Decimal, Decimal)> {
    p.rows
        .iter()
        .find(|r| r.age == age)
        .map(|r| (r.balance_today, r.balance))
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    // A regular sum or a lump sum, whichever was said last.
    let added = match latest(i, &["contribution", "lump"]) {
        Some("contribution") => i.flow("contribution").map(|(v, f)| (v, Some(f))),
        Some("lump") => i.money("lump").map(|v| (v, None)),
        _ => None,
    };
    let Some((value, per)) = added else {
        return out.ask(
            "contribution",
            "How much would you add? For example \"what will my super be worth if I add $200 a week?\"",
        );
    };
    let p = &u.updated;
    let au = p.country == Country::Australia;
    let account = if au { "super" } else { "401(k)" };
    let Some(age) = p.age else {
        return out.ask(
            "age",
            format!("To project your {account} I need your age: tell me \"I'm 40\"."),
        );
    };
    let retire = p.retirement_age_or_default();
    let at = i.age("atAge").unwrap_or(retire);
    if at <= age {
        return out.para(format!(
            "You're {age} already, so I can't project your {account} to {at}. Ask for a later age, for example \"what will my {account} be worth at {} if I add $200 a week?\"",
            retire.max(age + 5)
        ));
    }
    let overrides = PlanOverrides {
        // Working to the age asked about when it is past the retirement age.
        retirement_age: Some(retire.max(at)),
        expected_return: i.rate("rate"),
        horizon_age: Some(p.horizon_age.unwrap_or(95).max(at + 1).min(120)),
        ..PlanOverrides::default()
    };
    let mut input = match PlanInput::from_profile(p, &overrides) {
        Ok(i) => i,
        Err(e) => return out.para(format!("I couldn't project that: {e}.")),
    };
    // The super or 401(k) alone: savings outside it and their top-ups are left out.
    input.savings = Decimal::ZERO;
    input.voluntary_contributions = Decimal::ZERO;
    let mut with = input.clone();
    let lump = per.is_none();
    let yearly = value.saturating_mul(Decimal::from(per.map_or(1, |f| f.per_year())));
    if lump {
        with.retirement_balance = with.retirement_balance.saturating_add(value);
    } else if au {
        with.salary_sacrifice = with.salary_sacrifice.saturating_add(yearly);
    } else {
        with.pre_tax_deferral = with.pre_tax_deferral.saturating_add(yearly);
    }
    let (base, after) = match (plan(&input, ctx.today), plan(&with, ctx.today)) {
        (Ok(b), Ok(a)) => (b, a),
        (Err(e), _) | (_, Err(e)) => return out.para(format!("I couldn't project that: {e}.")),
    };
    let (Some((b_today, _)), Some((a_today, a_future))) = (at_age(&base, at), at_age(&after, at))
    else {
        return;
    };
    out.figure(format!("Balance at {at}, today's dollars"), a_today);
    out.figure("Without it, today's dollars", b_today);
    let added = match per {
        None => format!("{} now", money(value)),
        Some(f) => per_text(value, f),
    };
    let mut t = format!(
        "That's a what-if, so your profile is unchanged.\n\n**Adding {added} to your {account}, it would be worth about {} at {at} in today's dollars**, against {} without it: **{} more**. In future dollars that's about {}.",
        money_whole(a_today),
        money_whole(b_today),
        money_whole(a_today - b_today),
        money_whole(a_future),
    );
    let mut assumptions = vec![format!(
        "your {account} balance of {} today",
        money(input.retirement_balance)
    )];
    if au {
        assumptions.push(if input.annual_income > Decimal::ZERO {
            format!(
                "your employer's Super Guarantee on your {} salary",
                money(input.annual_income)
            )
        } else {
            "no Super Guarantee, as no income is saved (tell me \"I earn $85,000\" to add it)"
                .into()
        });
        if !lump {
            assumptions.push("the extra goes in before tax (salary sacrifice), so the fund's 15% contributions tax comes off it; after-tax contributions would go in whole but cost more from your pay".into());
        } else {
            assumptions.push("the lump sum goes in after tax (a non-concessional contribution), so no contributions tax".into());
        }
    } else if !lump {
        assumptions.push(format!(
            "the extra is a pre-tax deferral on top of the {} you defer now, within the yearly limit{}",
            money(input.pre_tax_deferral),
            if input.employer_match > Decimal::ZERO { ", with your employer's match" } else { "" }
        ));
    }
    assumptions.push(format!(
        "{} a year returns ({}) and {} inflation; salary held at today's level in real terms{}",
        percent(input.expected_return),
        if i.rate("rate").is_some() {
            "the rate you gave"
        } else {
            "your profile's expected return"
        },
        percent(input.inflation),
        if at > retire {
            format!("; working until {at}")
        } else {
            String::new()
        }
    ));
    assumptions.push(
        "fees, insurance and tax on earnings not deducted; savings outside the account not counted"
            .into(),
    );
    t.push_str("\n\nAssumptions: ");
    t.push_str(&assumptions.join("; "));
    t.push('.');
    for n in &after.notes {
        t.push_str(&format!("\n\n{n}."));
    }
    // Only the contribution rules matter to the account's balance before retirement, not the
    // pension tables the plan also reads.
    for r in after
        .provisional_reasons
        .iter()
        .filter(|r| r.contains("Super Guarantee") || r.contains("401(k)"))
    {
        t.push_str(&format!("\n\nProvisional: {r}."));
    }
    out.para(t);
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::savings::tests::chat;
    use crate::builtin::intents::tests::{answers_as, follow_up};
    use finance_domain::{Country, FinancialProfile};
    use rust_decimal_macros::dec;

    #[test]
    fn examples_are_what_if_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "contribution_what_if");
        }
    }

    #[test]
    fn an_age_asked_for_completes_the_projection() {
        let first = "what will my super be worth at 67 if i put an extra 5k a year in?";
        let r = follow_up(&[], first);
        assert!(r.contains("need your age"), "{r}");
        let r = follow_up(&[first], "I'm 38");
        assert!(r.contains("Adding $5,000 a year to your super"), "{r}");
    }

    #[test]
    fn a_follow_up_changes_the_contribution() {
        let p = FinancialProfile {
            country: Country::Australia,
            age: Some(38),
            annual_income: Some(dec!(100000)),
            super_balance: Some(dec!(120000)),
            ..FinancialProfile::default()
        };
        let first = "what will my super be at 67 if i put an extra 5k a year in?";
        let r = chat(p.clone(), &[first], "what about 10k a year").content;
        assert!(
            r.contains("Same contribution, $10,000 a year instead of $5,000 a year"),
            "{r}"
        );
        assert!(r.contains("Adding $10,000 a year to your super"), "{r}");
        let r = chat(p.clone(), &[first], "and at 6%?").content;
        assert!(r.contains("at 6%"), "{r}");
        assert!(r.contains("the rate you gave"), "{r}");
        // The tax side of the same contribution.
        let r = chat(p, &[first], "and how much tax would that save me?").content;
        assert!(
            r.contains("Using the same figures as before ($5,000 a year"),
            "{r}"
        );
        assert!(
            r.contains("Salary sacrificing $5,000 a year on $100,000 saves $1,600 in tax"),
            "{r}"
        );
    }
}
