//! Conversation state: what the last answer computed (its `AnswerRecord`, kept with the reply) and
//! how the next message builds on it. Every intent uses this the same way, through its declared
//! inputs; no intent keeps a memory of its own.
//!
//! - **Merge**: a message that changes some inputs of the last answer re-runs it with the rest
//!   carried over ("what about over 25 years?", "and at 8%?", "fortnightly instead", "same but
//!   $500k", "I meant 5.5%, not 6.5%"). It is the same intent (or another with the same
//!   definition: "and the non-concessional one?" after the concessional cap).
//! - **Fill**: a new intent missing inputs the last answer had by the same name ("what if I pay
//!   an extra $200 a month?" after a repayment question takes its loan).
//! - **Complete**: the last reply asked for one input; the message gives it.
//!
//! Nothing is saved because of a follow-up (the caller keeps only first-person statements), and a
//! what-if stays a what-if: the record says so and a follow-up to it is one too.

use finance_domain::answer::{AnswerRecord, InputSource};

use crate::builtin::Understanding;
use crate::builtin::inputs::{Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::router::Route;
use crate::context::{AdvisorContext, ChatTurn, Role};

mod cues;
mod figures;
mod merge;
mod pivot;
mod relative;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_set10;
#[cfg(test)]
mod tests_set11;
#[cfg(test)]
mod tests_set12;
#[cfg(test)]
mod tests_set13;
#[cfg(test)]
mod tests_set15;
#[cfg(test)]
mod tests_set17;
#[cfg(test)]
mod tests_set19;
#[cfg(test)]
mod tests_sets;

pub(crate) use cues::*;
pub(crate) use figures::*;
pub(crate) use merge::*;
pub(crate) use pivot::{applied_to_pay, pivot};
pub(crate) use relative::*;

/// How far back a follow-up may reach: the person's last few messages.
const REACH: usize = 3;

/// The earlier answers, newest first, among the replies to the person's last [`REACH`] messages.
pub(crate) fn recent_answers(history: &[ChatTurn]) -> impl Iterator<Item = &AnswerRecord> {
    let mut users = 0;
    history
        .iter()
        .rev()
        .take_while(move |t| {
            users += usize::from(t.role == Role::User);
            users <= REACH
        })
        .filter_map(|t| t.answer.as_ref().filter(|_| t.role == Role::Assistant))
}

/// The newest earlier answer a follow-up can build on: one with inputs or a question pending.
pub(crate) fn last_answer(history: &[ChatTurn]) -> Option<&AnswerRecord> {
    recent_answers(history).find(|a| !a.inputs.is_empty() || a.awaiting.is_some())
}

/// The newest earlier answer with a subject a later "it" or an unnamed question can stand for
/// (an explainer, a limit, a library topic, an own figure); it may have no inputs ("whats the cap
/// for 2025-26" after the topic on concessional contributions).
pub(crate) fn last_subject(history: &[ChatTurn]) -> Option<&AnswerRecord> {
    recent_answers(history).find(|a| a.subject.is_some())
}

/// The newest reply among the person's last [`REACH`] messages that asked for an input, unless a
/// later reply answered that same question.
fn pending(history: &[ChatTurn]) -> Option<&AnswerRecord> {
    let mut answered: Vec<&str> = Vec::new();
    recent_answers(history).find(|a| {
        let open = a.awaiting.is_some() && !answered.contains(&a.intent.as_str());
        answered.push(&a.intent);
        open
    })
}

/// How a message builds on the earlier answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    Merge,
    Fill,
    Complete,
}

/// A follow-up: how it builds, and on what.
#[derive(Debug, Clone)]
pub(crate) struct FollowUp {
    pub mode: Mode,
    pub earlier: AnswerRecord,
}

impl FollowUp {
    /// The next question of the same message taking what this answer had by the same names.
    pub(crate) fn fill(intent: Intent, r: &Resolved) -> FollowUp {
        FollowUp {
            mode: Mode::Fill,
            earlier: AnswerRecord {
                intent: intent.name(),
                inputs: r.inputs.record(),
                hypothetical: r.hypothetical,
                awaiting: None,
                subject: intent.subject(),
                options: Vec::new(),
            },
        }
    }
}

/// Whether the earlier answer's intent reads something of its own from the message ("what
/// about $300 a month?" after a payoff question): a follow-up it can take as it is.
pub(crate) fn takes_as_is(earlier: &AnswerRecord, u: &Understanding, ctx: &AdvisorContext) -> bool {
    let Some(prev) = Intent::from_name(&earlier.intent) else {
        return false;
    };
    let def = prev.def();
    let before = Inputs::from_record(&earlier.inputs, def.inputs);
    // Something new: a value the earlier answer did not have, or had otherwise ("a month" after
    // a monthly answer says nothing new); or a bare sum for one of its sums ("make it 800").
    let own = (def.read)(prev, u, ctx);
    own.iter()
        .any(|i| i.source == InputSource::Message && before.get(i.name) != Some(&i.value))
        || (earlier.awaiting.is_none()
            && loose_sum(u).is_some_and(|v| closest_sum(&before, v).is_some()))
        || said_relative(u, &before)
}

/// Whether the message changes the earlier answer relative to itself ("what if rates go up
/// 1%?", "paid double"), gives a bare term for it ("and over 25?"), or asks for it by another
/// period ("per fortnight?").
fn said_relative(u: &Understanding, before: &Inputs) -> bool {
    relative(&u.reading).is_some_and(|rel| apply(rel, &u.reading, before).is_some())
        || term_fits(u, before).is_some()
        // Only an answer with sums can be given by another period: "how much can I put in each
        // year?" after an explainer asks something new.
        || (period_only(&u.reading)
            && before.iter().any(|i| {
                matches!(
                    i.value,
                    Value::Money(_) | Value::Flow(..) | Value::Frequency(_)
                )
            }))
}

/// Whether `intent` reads any input the earlier answer recorded (by name).
pub(crate) fn shares_inputs(intent: Intent, earlier: &AnswerRecord) -> bool {
    intent
        .def()
        .inputs
        .iter()
        .any(|s| earlier.inputs.iter().any(|i| i.name == s.name))
}

/// Whether `inputs` has anything the message said.
fn says_something(inputs: &Inputs) -> bool {
    inputs.iter().any(|i| i.source == InputSource::Message)
}

/// Chooses the intent that answers the message, given the earlier answer: the routed intent
/// fresh, or a follow-up. `u` is the message's reading before any profile change.
pub(crate) fn choose(
    route: Route,
    history: &[ChatTurn],
    u: &Understanding,
    ctx: &AdvisorContext,
) -> (Intent, Option<FollowUp>) {
    let routed = route.primary;
    // The question a reply asked, still open: a message that gives it completes that answer,
    // even after a statement of something else in between.
    if let Some(pending) = pending(history)
        && let Some(prev) = Intent::from_name(&pending.intent)
        && let Some(name) = pending.awaiting.as_deref()
        && (routed.is_weak() || routed.same_def(prev) || short(u))
    {
        let given = (prev.def().read)(prev, u, ctx);
        let fits = given
            .input(name)
            .is_some_and(|i| i.source == InputSource::Message)
            || bare_value(u, name, prev).is_some();
        if fits {
            return (
                prev,
                Some(FollowUp {
                    mode: Mode::Complete,
                    earlier: pending.clone(),
                }),
            );
        }
    }
    let Some(earlier) = last_answer(history) else {
        return (routed, None);
    };
    let Some(prev) = Intent::from_name(&earlier.intent) else {
        return (routed, None);
    };
    let follow = |mode| {
        Some(FollowUp {
            mode,
            earlier: earlier.clone(),
        })
    };
    let cue = cued(u);
    // A statement of the person's own is answered as such, even as a follow-up: "I actually earn
    // 95k", "sorry, 95k not 85" (a correction of the profile); but "I meant 62, not 60" corrects
    // the earlier question.
    // "sorry the mortgage is actually 420k now": a statement, saying what a thing is and naming no
    // one, is the person's ("and on 110k" only changes the question).
    let nobody_else = !crate::builtin::statements::names_someone_else(&u.reading.tokens)
        && u.reading.has_any(&["is", "s", "was", "are"]);
    let own_fact = u.reading.facts.iter().any(|f| {
        !f.hypothetical
            && (f.first_person || nobody_else && !u.reading.question)
            && (!f.in_question || f.stated_in_question)
    });
    let of_the_question = corrects_the_question(
        &u.reading,
        &FollowUp {
            mode: Mode::Merge,
            earlier: earlier.clone(),
        },
    );
    let statement = routed == Intent::Facts
        && !u.reading.facts.is_empty()
        && !of_the_question
        && (!cue || own_fact || u.reading.correction);

    // "we've already got 40k saved" after a savings target: a fact the earlier calculation
    // reads as one of its figures; it is saved, and that calculation is given again with it.
    if statement
        && matches!(prev, Intent::Savings(_))
        && !u.reading.correction
        && takes_as_is(earlier, u, ctx)
    {
        return (prev, follow(Mode::Merge));
    }
    if statement {
        return (routed, None);
    }
    // "what if rates go up 1%?", "and if I paid double?", "and over 25?", "per fortnight?": the
    // earlier answer again, changed as said.
    // A table the message asks for by name is its own question ("what are the thresholds for
    // families?" after the surcharge's cost).
    let asks_a_table = matches!(routed, Intent::Limit(_)) && routed != prev;
    if !prev.def().inputs.is_empty()
        && (cue || short(u))
        && !asks_a_table
        && said_relative(u, &Inputs::from_record(&earlier.inputs, prev.def().inputs))
    {
        return (prev, follow(Mode::Merge));
    }
    // "whats the total interest for each": a question about what the earlier answer shows,
    // which read alone names nothing; that answer again.
    // "how much interest would that cost me all up?" after a payoff time, read on the loan as a
    // repayment question that says nothing new: the payoff answer shows it.
    let same_loan_again = route.on_earlier
        && matches!((routed, prev), (Intent::Loan(_), Intent::Loan(_)))
        && !says_something(&(routed.def().read)(routed, u, ctx));
    // "and state?" after the federal tax: another line the answer shows.
    if (routed == Intent::Unknown || same_loan_again)
        && (u.reading.question || short(u))
        && !prev.def().inputs.is_empty()
        && (crate::builtin::compare::each_option(&u.reading.tokens)
            || u.reading.has_any(&[
                "both",
                "total",
                "altogether",
                "overall",
                "interest",
                "all up",
                "in all",
                "state",
                "federal",
                "fica",
                "medicare",
                "levy",
                "social security",
            ]))
    {
        return (prev, follow(Mode::Merge));
    }
    if routed.same_def(prev) && !prev.def().inputs.is_empty() {
        let own = (routed.def().read)(routed, u, ctx);
        if cue || routed.def().missing(&own).is_some() {
            return (routed, follow(Mode::Merge));
        }
        return (routed, None);
    }
    let own_inputs = !routed.def().inputs.is_empty();
    // "what if I had a 20k hecs debt?" after a tax answer: a keyword of broad advice in a
    // what-if that the earlier answer reads is that answer changed.
    if (routed.is_weak()
        || route.guessed
        || (cue && (short(u) || routed.is_broad_advice()) && !own_inputs))
        && !prev.def().inputs.is_empty()
    {
        let given = (prev.def().read)(prev, u, ctx);
        let loose = loose_sum(u).is_some_and(|v| {
            closest_sum(&Inputs::from_record(&earlier.inputs, prev.def().inputs), v).is_some()
        });
        if says_something(&given) || correction(u).is_some() || loose {
            return (prev, follow(Mode::Merge));
        }
        // "what if I put in 800 a month instead" after a growth answer and its value in today's
        // dollars: the answer before the last one reads the change.
        if cue
            && let Some((older, again)) = recent_answers(history)
                .filter(|a| !a.inputs.is_empty())
                .skip(1)
                .find_map(|a| {
                    let i = Intent::from_name(&a.intent)?;
                    says_something(&(i.def().read)(i, u, ctx)).then_some((a, i))
                })
        {
            return (
                again,
                Some(FollowUp {
                    mode: Mode::Merge,
                    earlier: older.clone(),
                }),
            );
        }
    }
    // Another question on the same figures ("what about a 10k bonus?" after the tax on 120k):
    // the earlier answer's figures stand in for what the message leaves to the profile.
    let def = routed.def();
    // "how does that compare to last year" names its own question about the earlier figures.
    if own_inputs && (cue || short(u) || route.on_earlier || refers_back(&u.reading)) {
        let own = (def.read)(routed, u, ctx);
        // Nothing said that the earlier answer does not take ("and if it was a 15 year loan?"
        // after an extra-repayment question): still that answer, with the change.
        let said: Vec<&str> = own
            .iter()
            .filter(|i| i.source == InputSource::Message)
            .map(|i| i.name)
            .collect();
        let prev_def = prev.def();
        // A lookup is not redone for a calculation the message names ("and what's the tax on
        // 40k?" after the tax-free threshold).
        let lookup_left = matches!(prev, Intent::Limit(_)) && !matches!(routed, Intent::Limit(_));
        if !said.is_empty()
            && !lookup_left
            && !asks_a_table
            && !prev_def.inputs.is_empty()
            && said
                .iter()
                .all(|n| prev_def.inputs.iter().any(|s| s.name == *n))
            && takes_as_is(earlier, u, ctx)
        {
            return (prev, follow(Mode::Merge));
        }
        // "and if I want to retire at 55 instead" after "1 million by 60": the earlier
        // calculation reads the same figure under its own name (the age it is saved toward), so
        // the message changes that answer, not a new one.
        if cue
            && !said.is_empty()
            && !lookup_left
            && same_figures_read(routed, prev, u, ctx, earlier)
        {
            return (prev, follow(Mode::Merge));
        }
        let carried = Inputs::from_record(&earlier.inputs, def.inputs);
        let adds = carried.iter().any(|c| {
            matches!(c.source, InputSource::Message | InputSource::Earlier)
                && own.source(c.name) != Some(InputSource::Message)
        });
        if adds || (def.missing(&own).is_some() && !carried.is_empty()) {
            return (routed, follow(Mode::Fill));
        }
    }
    (routed, None)
}

/// Whether every figure the message gives `routed` is a horizon the earlier answer (`prev`) reads
/// too, by unit, under a name that answer recorded: the same figure asked of the earlier
/// calculation.
fn same_figures_read(
    routed: Intent,
    prev: Intent,
    u: &Understanding,
    ctx: &AdvisorContext,
    earlier: &AnswerRecord,
) -> bool {
    let unit_of =
        |def: &IntentDef, name: &str| def.inputs.iter().find(|s| s.name == name).map(|s| s.unit);
    let (own_def, prev_def) = (routed.def(), prev.def());
    let own = (own_def.read)(routed, u, ctx);
    let theirs = (prev_def.read)(prev, u, ctx);
    let their_said: Vec<_> = theirs
        .iter()
        .filter(|i| i.source == InputSource::Message)
        .filter(|i| earlier.inputs.iter().any(|e| e.name == i.name))
        .filter_map(|i| unit_of(prev_def, i.name))
        .collect();
    let mine: Vec<_> = own
        .iter()
        .filter(|i| i.source == InputSource::Message)
        .map(|i| unit_of(own_def, i.name))
        .collect();
    // Only a horizon (an age, a term, a year): a sum or a rate may well be another question's.
    !their_said.is_empty()
        && !mine.is_empty()
        && mine.iter().all(|m| {
            m.is_some_and(|m| {
                matches!(m, Unit::Age | Unit::Term | Unit::Year) && their_said.contains(&m)
            })
        })
}

/// The one money figure of the person's profile the last answer read ("sorry, 95k" after a
/// take-home worked on the profile's income corrects that income); `None` when it read none or
/// several.
pub(crate) fn profile_figure_read(history: &[ChatTurn]) -> Option<finance_domain::ProfileField> {
    let e = last_answer(history)?;
    let read: Vec<finance_domain::ProfileField> = e
        .inputs
        .iter()
        .filter(|i| {
            i.source == InputSource::Profile && i.unit == finance_domain::answer::InputUnit::Money
        })
        .filter_map(|i| figures::awaited_field(&i.name))
        .collect();
    match read.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}
