//! "I earn 85k", "I'm 34 with 60k in super": only facts were stated, so after the acknowledgement
//! (`replies/acknowledge.rs`) the reply shows what they change (the tax on a new income or place,
//! the retirement outlook for a new age or balance, the emergency fund target) or asks for the
//! figures still missing. No inputs: the facts themselves are saved to the profile.

use finance_domain::{Country, ProfileField};

use super::tax_breakdown::write_tax;
use super::{retirement, tax};
use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "profile",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "I earn 85k",
    "I'm 34 and have 60k in super",
    "we spend about 4k a month",
];

/// What the statement goes on to show, with the inputs it runs with (the reply records them, so
/// "and in Victoria?" after "I earn 95k" re-runs the tax): the tax for a new income or place, the
/// retirement outlook for a new age or balance, the emergency fund for a new fund or target.
pub(crate) fn goes_on_to(ctx: &AdvisorContext, u: &Understanding) -> Option<(Intent, Inputs)> {
    if let Some(again) = answers_again(ctx, u) {
        return Some(again);
    }
    let touched = |f: ProfileField| u.changes.iter().any(|(c, _)| *c == f);
    if (touched(ProfileField::AnnualIncome)
        || touched(ProfileField::Country)
        || touched(ProfileField::State))
        && matches!(tax::for_message(ctx, u), Some(Ok(_)))
    {
        return Some((Intent::Tax, tax::own_inputs(ctx, u)));
    }
    if (touched(ProfileField::Age)
        || touched(ProfileField::RetirementAge)
        || touched(ProfileField::SuperBalance))
        && u.updated.age.is_some()
    {
        let inputs = (retirement::DEF.read)(Intent::Retirement, u, ctx);
        return Some((Intent::Retirement, inputs));
    }
    if touched(ProfileField::EmergencyFund) || touched(ProfileField::EmergencyFundMonths) {
        return Some((Intent::EmergencyFund, Inputs::new()));
    }
    None
}

/// The earlier answer given again with the facts just stated, when they are figures it reads:
/// the message answers that question now (and is recorded as it), not only a statement.
pub(crate) fn answers_again(ctx: &AdvisorContext, u: &Understanding) -> Option<(Intent, Inputs)> {
    let touched = |f: ProfileField| u.changes.iter().any(|(c, _)| *c == f);
    // A figure the last answer read from the profile, corrected ("sorry, it's worth 850k not 800k"
    // after "how much equity do we have?"), or one an answer about the person's own figures reads,
    // given now ("the house is worth about 920k" after "what's my net worth?"): that answer again,
    // with it.
    if let Some(e) = crate::builtin::last_answer(&ctx.history)
        && let Some(prev) = Intent::from_name(&e.intent)
    {
        let read_from_profile = e.inputs.iter().any(|i| {
            i.source == finance_domain::answer::InputSource::Profile
                && ProfileField::from_name(&i.name).is_some_and(touched)
        });
        // "I'm 61" after the 401(k) limit: a figure of the person's that answer reads by name.
        let own_reads = (matches!(prev, Intent::Own(_) | Intent::NetWorth | Intent::Limit(_)))
            && prev
                .def()
                .inputs
                .iter()
                .any(|s| ProfileField::from_name(s.name).is_some_and(touched));
        if read_from_profile || own_reads {
            return Some((prev, (prev.def().read)(prev, u, ctx)));
        }
    }
    // "I spend about 3.5k a month so how much is that for me?" after "how big should my emergency
    // fund be?": the advice just given, now on the person's figures.
    let last = ctx
        .history
        .iter()
        .rev()
        .find(|t| t.role == crate::context::Role::Assistant)
        .and_then(|t| t.answer.as_ref())
        .and_then(|a| Intent::from_name(&a.intent));
    let figures_it_reads = match last {
        Some(Intent::EmergencyFund) => &[
            ProfileField::MonthlyExpenses,
            ProfileField::EmergencyFund,
            ProfileField::EmergencyFundMonths,
        ][..],
        Some(Intent::Budget) => &[ProfileField::AnnualIncome, ProfileField::MonthlyExpenses][..],
        _ => &[][..],
    };
    if let Some(prev) = last
        && figures_it_reads.iter().any(|f| touched(*f))
    {
        return Some((prev, Inputs::new()));
    }
    // "oh and I've got about 20k HECS" after the take-home on the person's pay: the tax again,
    // with the HELP repayment it now takes off ("I'm married by the way, we file jointly": on the
    // joint return). Any of the tax's inputs (`ProfileField::TAX_INPUTS`) does this.
    if last == Some(Intent::Tax)
        && u.changes.iter().any(|(f, _)| f.affects_tax())
        && matches!(tax::for_message(ctx, u), Some(Ok(_)))
    {
        return Some((Intent::Tax, tax::own_inputs(ctx, u)));
    }
    // "I have 3 kids, how much do I get?" after the child tax credit: a statement with a question
    // that names nothing of its own asks the last answer's question again, on the new figures.
    if u.reading.question
        && !u.changes.is_empty()
        && let Some(prev) = last.filter(|p| !p.is_weak() && *p != Intent::Facts)
        && prev.subject().is_some()
    {
        return Some((prev, (prev.def().read)(prev, u, ctx)));
    }
    None
}

fn answer(_: Intent, _: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    match goes_on_to(ctx, u) {
        Some((Intent::Tax, _)) => {
            if let Some(Ok(r)) = tax::for_message(ctx, u) {
                write_tax(&r, out);
            }
            return;
        }
        Some((intent, inputs)) => return (intent.def().answer)(intent, &inputs, ctx, u, out),
        None => {}
    }
    if u.changes.is_empty() {
        return;
    }
    let p = &u.updated;
    let missing: Vec<&str> = [
        (p.annual_income.is_none(), "your annual income"),
        (p.age.is_none(), "your age"),
        (p.monthly_expenses.is_none(), "your monthly expenses"),
        (
            p.super_balance.is_none(),
            match p.country {
                Country::Australia => "your super balance",
                Country::Us => "your 401(k) balance",
            },
        ),
    ]
    .into_iter()
    .filter(|(m, _)| *m)
    .map(|(_, s)| s)
    .collect();
    if missing.is_empty() {
        out.para("Ask me about your tax, your retirement outlook, or how big your emergency fund should be.");
    } else {
        out.para(format!(
            "To give you sharper figures, you could also tell me {}.",
            join_and(&missing)
        ));
    }
}

/// "a, b and c".
fn join_and(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [a] => a.to_string(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::{answers_as, follow_up};

    #[test]
    fn the_tax_shown_is_what_a_follow_up_builds_on() {
        let r = follow_up(&["I earn 95k"], "what about 120k?");
        assert!(
            r.contains("Same calculation, $120,000 instead of $95,000"),
            "{r}"
        );
        assert!(!r.contains("Got it"), "{r}");
    }

    #[test]
    fn examples_are_statements() {
        for m in super::EXAMPLES {
            answers_as(m, "facts");
        }
    }
}
