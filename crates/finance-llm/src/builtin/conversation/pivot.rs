//! Questions that, after a certain answer, ask for a different calculation than they name: "how
//! much is that on my salary?" after the Super Guarantee rate is the contribution due on it; "how
//! much tax would 15k save me?" after the salary sacrifice advice is the tax a sacrifice saves; and
//! in the US, "when does medicare kick in?" is the health program, not the tax.

use finance_domain::Country;

use crate::builtin::Understanding;
use crate::builtin::intents::income::states;
use crate::builtin::intents::{ContributionAsk, Explainer, IncomeAsk, Intent, LimitKind};
use crate::context::{ChatTurn, Role};

/// `history` is the chat so far: the answer just before counts even when it has no inputs (the
/// salary sacrifice advice).
pub(crate) fn pivot(history: &[ChatTurn], u: &Understanding, country: Country) -> Option<Intent> {
    let (r, s, route) = (&u.reading, &u.slots, u.route);
    // A route taken from the earlier answer's subject is as loose as a guess.
    let loose = route.primary.is_weak() || route.guessed || route.on_earlier;
    let before = history
        .iter()
        .rev()
        .find(|t| t.role == Role::Assistant)
        .and_then(|t| t.answer.as_ref())
        .and_then(|a| Intent::from_name(&a.intent));
    // A rate of a table applied to pay.
    if let Some(applied) = before.and_then(|b| applied_to_pay(b, u))
        && (loose || matches!(route.primary, Intent::Tax | Intent::Limit(_)))
    {
        return Some(applied);
    }
    // A sum's tax saving asked after the salary sacrifice advice.
    if before == Some(Intent::SalarySacrifice)
        && !s.money.is_empty()
        && r.has_any(&["tax", "taxes"])
        && r.has_any(&["save", "saves", "saving"])
        && (loose || route.primary == Intent::Tax)
    {
        return Some(Intent::Contribution(ContributionAsk::TaxSaving));
    }
    // "compare the two side by side", "what's the difference" after the take-home in two states
    // (or in one, against the person's own).
    if before == Some(Intent::Tax)
        && r.has_any(&[
            "compare",
            "compared",
            "comparison",
            "side by side",
            "vs",
            "versus",
            "difference",
            "how much more",
            "how much less",
            "better off",
        ])
        && s.regions.is_empty()
        && (loose || route.primary == Intent::Tax)
        && states::recent_states(history, u.updated.state).is_some()
    {
        return Some(Intent::Income(IncomeAsk::States));
    }
    // "what if I add 5k a year?" after the retirement outlook: what the account would be worth
    // with that added.
    // (After a plan asked with its own age or spending, "can I retire at 60 spending 5k a
    // month?", the plan is given again with the extra.)
    let plain_outlook = crate::builtin::conversation::last_answer(history).is_some_and(|e| {
        !e.inputs.iter().any(|i| {
            matches!(i.name.as_str(), "spending" | "retirementAge")
                && matches!(
                    i.source,
                    finance_domain::answer::InputSource::Message
                        | finance_domain::answer::InputSource::Earlier
                )
        })
    });
    if before == Some(Intent::Retirement)
        && plain_outlook
        && loose
        && r.has_any(&["add", "adding", "put in", "contribute", "extra", "top up"])
        && s.money.iter().any(|m| m.per.is_some() && !m.pay)
        && !r.has_any(&["spend", "spending", "live on", "retire at"])
    {
        return Some(Intent::Contribution(ContributionAsk::WhatIf));
    }
    // "and for an HSA?" after the 401(k) limit: the same lookup for the account named.
    if let (Some(Intent::Limit(_)), Intent::Explain(e)) = (before, route.primary)
        && s.money.is_empty()
        && (r.words.len() <= 5 || r.words.first().is_some_and(|w| w == "and"))
        && !r.has_any(&[
            "how", "what is", "what's a", "whats a", "what are", "explain", "work", "works", "mean",
        ])
        && let Some(k) = [LimitKind::K401, LimitKind::Ira, LimitKind::Hsa]
            .into_iter()
            .find(|k| k.explainer() == Some(e))
    {
        return Some(Intent::Limit(k));
    }
    // "and what's the max I can put in?" after a contribution's tax saving: the account's limit.
    if matches!(before, Some(Intent::Contribution(_)))
        && s.money.is_empty()
        && r.has_any(&[
            "max",
            "maximum",
            "limit",
            "cap",
            "most i can",
            "most we can",
        ])
        && !r.has_any(&[
            "tax", "taxes", "save", "saves", "saving", "worth", "max it", "max out", "maxing",
            "maxed", "if",
        ])
        && loose
    {
        return Some(Intent::Limit(match country {
            Country::Us => LimitKind::K401,
            Country::Australia => LimitKind::ConcessionalCap,
        }));
    }
    // "and I earn 75k, what do we take home together?" after "my husband earns 60k": the couple's
    // take-home, with the partner's pay said before.
    if (loose || route.primary == Intent::Tax)
        && s.money.len() <= 1
        && r.has_any(&[
            "together",
            "combined",
            "both of us",
            "between us",
            "household",
        ])
        && r.has_any(&["take home", "takehome", "bring home", "after tax", "net"])
        && crate::builtin::intents::income::couple::partner_pay_said_before(history, country)
            .is_some()
    {
        return Some(Intent::Income(IncomeAsk::Couple));
    }
    // "so how many months does that cover?" after the emergency fund's advice (shown again for a
    // balance just given): the months the person's fund covers.
    if before == Some(Intent::EmergencyFund)
        && s.money.is_empty()
        && r.has_any(&["how many months", "how long"])
        && r.has_any(&["cover", "covers", "last", "lasts", "that"])
    {
        return Some(Intent::Own(crate::builtin::intents::OwnAsk::EmergencyCover));
    }
    // "what are the thresholds for families?" after the surcharge's cost: the table it is
    // tested against, not the cost again for a family.
    if before == Some(Intent::Income(IncomeAsk::Surcharge))
        && s.money.is_empty()
        && r.has_any(&[
            "threshold",
            "thresholds",
            "tiers",
            "tier",
            "brackets",
            "cut off",
            "cutoff",
        ])
        && !r.has_any(&["cost", "costs", "how much would", "what would", "if"])
    {
        return Some(Intent::Limit(LimitKind::SurchargeThresholds));
    }
    // ...and the other way: "how much would it cost me on 110k without private cover?" after the
    // tiers is the surcharge's cost on that income.
    if before == Some(Intent::Limit(LimitKind::SurchargeThresholds))
        && !s.money.is_empty()
        && r.has_any(&[
            "cost",
            "costs",
            "how much would",
            "how much will",
            "pay",
            "paying",
        ])
    {
        return Some(Intent::Income(IncomeAsk::Surcharge));
    }
    // In the US, Medicare asked about outside tax is the health program.
    if country == Country::Us
        && r.has("medicare")
        && !r.has_any(&[
            "tax",
            "taxes",
            "levy",
            "surcharge",
            "fica",
            "withholding",
            "payroll",
        ])
        && (loose || route.primary == Intent::Tax)
        && s.money.is_empty()
    {
        return Some(Intent::Explain(Explainer::UsMedicare));
    }
    None
}

/// "how much is that on my salary?" after a rate of a table that applies to pay (the Super
/// Guarantee): the calculation of that rate on the pay. Also for the second part of one message
/// ("what's the super guarantee rate and how much is that on my salary").
pub(crate) fn applied_to_pay(before: Intent, u: &Understanding) -> Option<Intent> {
    let (r, s) = (&u.reading, &u.slots);
    let Intent::Limit(k) = before else {
        return None;
    };
    let applied = k.applied_to_pay()?;
    (r.has("how much")
        && (!s.money.is_empty()
            || r.has_any(&["my salary", "my income", "my pay", "my wage", "my wages"])))
    .then_some(applied)
}
