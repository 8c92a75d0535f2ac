//! Turning what was understood into the reply: what the message saved (`acknowledge.rs`), then the
//! chosen intent's answer (each intent's own file under `intents/`), with the earlier answer's
//! inputs merged for a follow-up and each option answered for a comparison, ending with the
//! disclaimer line. Figures come from the domain; field names read as `labels.rs` says.

mod acknowledge;
pub(crate) mod labels;

use finance_domain::answer::AnswerRecord;

use super::Understanding;
use super::conversation::FollowUp;
use super::inputs::Inputs;
use super::intents::Intent;
use super::intents::classic::facts_follow_up;
use super::out::Out;
use super::{compare, conversation};
use crate::DISCLAIMER;
use crate::context::{AdvisorContext, AdvisorReply};

/// The reply ends with exactly one blank line and the disclaimer.
fn end(mut s: String) -> String {
    while s.ends_with('\n') {
        s.pop();
    }
    s.push_str("\n\n");
    s.push_str(DISCLAIMER);
    s
}

pub(crate) fn compose(ctx: &AdvisorContext, u: &Understanding) -> AdvisorReply {
    let mut out = Out::new();
    acknowledge::acknowledge(u, &mut out);

    // Two questions in one message: each answered on its own, in order; the last is what a
    // follow-up builds on.
    let (answered, resolved, options) = match u.parts.split_last() {
        Some((last, before)) => {
            // Each later question takes what the one before it left unsaid ("… and what would
            // the payment be to clear it in 2 years?").
            // A rate passes only to a question of the same kind: a loan's rate is not a savings
            // return ("repayments on 500k at 6%…, and how much to save for a 100k deposit?").
            let mut earlier: Option<FollowUp> = None;
            let kin = |f: &Option<FollowUp>, i: Intent| {
                f.clone().map(|mut f| {
                    let same = Intent::from_name(&f.earlier.intent)
                        .is_some_and(|e| std::mem::discriminant(&e) == std::mem::discriminant(&i));
                    if !same {
                        f.earlier.inputs.retain(|x| x.name != "rate");
                    }
                    f
                })
            };
            for p in before {
                let r = conversation::resolve(p.intent, kin(&earlier, p.intent).as_ref(), p, ctx);
                answer_one(p.intent, &r, ctx, p, &mut out);
                earlier = Some(FollowUp::fill(p.intent, &r));
            }
            let r =
                conversation::resolve(last.intent, kin(&earlier, last.intent).as_ref(), last, ctx);
            let options = answer_one(last.intent, &r, ctx, last, &mut out);
            (last.intent, r, options)
        }
        None => {
            let r = conversation::resolve(u.intent, u.follow.as_ref(), u, ctx);
            let options = answer_one(u.intent, &r, ctx, u, &mut out);
            (u.intent, r, options)
        }
    };
    // A second, different question in the same message gets its own short answer.
    if let Some(second) = u
        .route
        .secondary
        .filter(|_| u.follow.is_none() && u.parts.is_empty())
        && answers_second(u.intent, second)
    {
        let def = second.def();
        let inputs = (def.read)(second, u, ctx);
        // The record is the first answer's: only its own question can be pending.
        let awaiting = out.awaiting;
        (def.answer)(second, &inputs, ctx, u, &mut out);
        out.awaiting = awaiting;
    }
    // Facts just stated go on to the answer they change (the tax for a new income): that is what
    // the reply computed, so a follow-up builds on it.
    let (intent, inputs) =
        match facts_follow_up::goes_on_to(ctx, u).filter(|_| u.intent == Intent::Facts) {
            Some(shown) => shown,
            None => (answered, resolved.inputs),
        };
    let answer = AnswerRecord {
        intent: intent.name(),
        inputs: inputs.record(),
        hypothetical: resolved.hypothetical,
        awaiting: out.awaiting.map(str::to_string),
        subject: intent.subject_in(Some(&u.reading)),
        options: if intent == answered {
            options.iter().map(Inputs::record).collect()
        } else {
            Vec::new()
        },
    };
    AdvisorReply {
        content: end(out.text),
        calculations: out.calculations,
        profile_changes: u.changes.clone(),
        goal_changes: out.goal_changes,
        answer: Some(answer),
    }
}

/// One question's answer: the lead line of a follow-up, then each option of a comparison side by
/// side (the options are returned, for the record), or the answer.
fn answer_one(
    intent: Intent,
    r: &conversation::Resolved,
    ctx: &AdvisorContext,
    u: &Understanding,
    out: &mut Out,
) -> Vec<Inputs> {
    if let Some(lead) = &r.lead {
        out.para(lead);
    }
    let mut options = compare::options(intent, &r.inputs, u, ctx);
    if options.len() < 2 {
        options.clone_from(&r.options);
    }
    if options.len() >= 2 {
        compare::answer(intent, &options, ctx, u, out);
    } else {
        (intent.def().answer)(intent, &r.inputs, ctx, u, out);
    }
    options
}

/// The pairs where the second question adds to the first rather than repeating it: facts then a
/// topic, salary sacrifice or the retirement outlook; tax and retirement together.
fn answers_second(first: Intent, second: Intent) -> bool {
    matches!(
        (first, second),
        (
            Intent::Facts,
            Intent::Topic(_) | Intent::SalarySacrifice | Intent::Retirement
        ) | (Intent::Tax, Intent::Retirement)
            | (Intent::Retirement, Intent::Tax)
    )
}
