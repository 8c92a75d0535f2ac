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

use finance_domain::ProfileField;
use finance_domain::answer::{AnswerRecord, InputSource};
use finance_domain::validation::FieldKind;
use rust_decimal::Decimal;

use super::Understanding;
use super::amounts::{Tok, Token};
use super::facts::Reading;
use super::inputs::{Inputs, Unit, Value};
use super::intents::{Intent, IntentDef};
use super::router::Route;
use crate::context::{AdvisorContext, ChatTurn, Role};

/// How far back a follow-up may reach: the person's last few messages.
const REACH: usize = 3;

/// The newest earlier answer a follow-up can build on: one with inputs or a question pending,
/// among the replies to the person's last [`REACH`] messages.
pub(crate) fn last_answer(history: &[ChatTurn]) -> Option<&AnswerRecord> {
    let mut users = 0;
    for t in history.iter().rev() {
        match t.role {
            Role::User => {
                users += 1;
                if users > REACH {
                    return None;
                }
            }
            Role::Assistant => {
                if let Some(a) = t
                    .answer
                    .as_ref()
                    .filter(|a| !a.inputs.is_empty() || a.awaiting.is_some())
                {
                    return Some(a);
                }
            }
        }
    }
    None
}

/// The newest reply among the person's last [`REACH`] messages that asked for an input, unless a
/// later reply answered that same question.
fn pending(history: &[ChatTurn]) -> Option<&AnswerRecord> {
    let mut users = 0;
    let mut answered: Vec<&str> = Vec::new();
    for t in history.iter().rev() {
        match t.role {
            Role::User => {
                users += 1;
                if users > REACH {
                    return None;
                }
            }
            Role::Assistant => match t.answer.as_ref() {
                Some(a) if a.awaiting.is_some() && !answered.contains(&a.intent.as_str()) => {
                    return Some(a);
                }
                Some(a) => answered.push(&a.intent),
                None => {}
            },
        }
    }
    None
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

/// Words that open a follow-up or mark one ("and at 8%?", "what about…", "same but…", "…instead").
const OPENERS: &[&str] = &[
    "and",
    "what about",
    "how about",
    "what if",
    "same",
    "ok and",
    "okay and",
    "ok what about",
    "ok so",
    "now",
    "then",
    "also",
    "try",
    "make it",
    "change it",
    "switch to",
    "with",
    "at",
    "over",
    "for",
    "in",
    "on",
    "but",
    "if",
    "i meant",
    "i mean",
    "sorry",
    "actually",
    "oops",
    "or",
];
const MARKERS: &[&str] = &[
    "instead",
    "same",
    "again",
    "that one",
    "rather",
    "that rate",
    "at that",
    "that amount",
];

/// Whether the message reads as building on what came before.
pub(crate) fn cued(u: &Understanding) -> bool {
    cued_reading(&u.reading, &u.slots)
}

fn cued_reading(r: &Reading, s: &super::slots::Slots) -> bool {
    // The message's first words, figures included: "$5,000 at 3% for 2 years" does not open
    // with "at".
    let lead: Vec<&Tok> = r
        .tokens
        .iter()
        .map(|t| &t.tok)
        .filter(|t| !matches!(t, Tok::Punct(_)))
        .collect();
    let opens = OPENERS.iter().any(|o| {
        let n = o.split(' ').count();
        lead.len() >= n && lead[..n].iter().zip(o.split(' ')).all(|(t, w)| t.is(w))
    });
    opens || r.has_any(MARKERS) || (r.words.is_empty() && !s.money.is_empty())
}

/// A follow-up that leaves its subject unsaid ("what if I pay an extra $500 a month?" after a
/// repayment question): the message read as if it named the earlier answer's subject ("… on the
/// loan"). `Some` when that reading asks a question that shares inputs with the earlier answer
/// and differs from the message's own route.
pub(crate) fn with_earlier_subject(
    message: &str,
    reading: &Reading,
    slots: &super::slots::Slots,
    earlier: &AnswerRecord,
) -> Option<String> {
    let prev = Intent::from_name(&earlier.intent)?;
    if prev.def().inputs.is_empty() || !(cued_reading(reading, slots) || refers_back(reading)) {
        return None;
    }
    let def = prev.def();
    let before = Inputs::from_record(&earlier.inputs, def.inputs);
    Some(format!("{message} {}", subject_text(def, &before)))
}

/// The subject of an answer and the figures it was given, as words to read a follow-up with:
/// "on the loan $500,000 at 6% over 30 years".
pub(crate) fn subject_text(def: &IntentDef, inputs: &Inputs) -> String {
    let figures: Vec<String> = inputs
        .iter()
        .filter(|i| matches!(i.source, InputSource::Message | InputSource::Earlier))
        .map(|i| describe_named(i.name, &i.value, def))
        .collect();
    format!("on the {} {}", def.noun, figures.join(" "))
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
    (def.read)(prev, u, ctx)
        .iter()
        .any(|i| i.source == InputSource::Message && before.get(i.name) != Some(&i.value))
        || (earlier.awaiting.is_none()
            && loose_sum(u).is_some_and(|v| closest_sum(&before, v).is_some()))
}

/// Words that say nothing of what a figure is.
const FILLER: &[&str] = &[
    "what", "about", "how", "if", "i", "we", "make", "makes", "made", "it", "that", "and", "so",
    "ok", "okay", "then", "now", "paid", "pay", "paying", "put", "in", "instead", "try", "say",
    "the", "a", "only", "can", "could", "do", "did", "would", "be", "was", "like", "maybe", "just",
    "say", "lets", "let's", "us", "for", "go", "with",
];

/// The one figure of a short follow-up that says nothing of what it is: "what about 1,000?",
/// "make it 800", "what if i paid 400?". Every other word is filler, and the figure is not a
/// rate or a year.
fn loose_sum(u: &Understanding) -> Option<Decimal> {
    let r = &u.reading;
    if !r.words.iter().all(|w| FILLER.contains(&w.as_str())) {
        return None;
    }
    let found: Vec<&super::amounts::Amount> =
        r.tokens.iter().filter_map(|t| t.tok.amount()).collect();
    let [a] = found.as_slice() else {
        return None;
    };
    let year =
        a.is_bare_count() && a.value >= Decimal::from(1900) && a.value <= Decimal::from(2100);
    (!a.percent && !year && a.value >= Decimal::TEN).then_some(a.value)
}

/// The earlier sum a bare figure stands for: the one nearest it in size (a payment of $250 for
/// "400", not the $7,000 balance). None when a small figure could be an age or a term the
/// earlier answer had ("what about 62?").
fn closest_sum(before: &Inputs, v: Decimal) -> Option<&'static str> {
    let timeish = before
        .iter()
        .any(|i| matches!(i.value, Value::Age(_) | Value::Term { .. } | Value::Year(_)));
    if timeish && v <= Decimal::from(120) {
        return None;
    }
    let ratio = |x: Decimal| {
        if x <= Decimal::ZERO || v <= Decimal::ZERO {
            return None;
        }
        Some(if x > v { x / v } else { v / x })
    };
    before
        .iter()
        .filter_map(|i| match i.value {
            Value::Money(x) | Value::Flow(x, _) => ratio(x).map(|r| (r, i.name)),
            _ => None,
        })
        .min_by(|a, b| a.0.cmp(&b.0))
        .map(|(_, n)| n)
}

/// Whether the message points back at the earlier answer ("would that save", "max it out", "the
/// same", "instead").
pub(crate) fn refers_back(r: &Reading) -> bool {
    r.has_any(&["that", "it", "this", "those", "them", "same", "instead"])
}

/// Whether `intent` reads any input the earlier answer recorded (by name).
pub(crate) fn shares_inputs(intent: Intent, earlier: &AnswerRecord) -> bool {
    intent
        .def()
        .inputs
        .iter()
        .any(|s| earlier.inputs.iter().any(|i| i.name == s.name))
}

/// A short message: a follow-up in all but its opening word ("25 years?", "fortnightly").
fn short(u: &Understanding) -> bool {
    u.reading.words.len() <= 6
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
    let own_fact = u
        .reading
        .facts
        .iter()
        .any(|f| !f.hypothetical && f.first_person && (!f.in_question || f.stated_in_question));
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

    if statement {
        return (routed, None);
    }
    if routed.same_def(prev) && !prev.def().inputs.is_empty() {
        let own = (routed.def().read)(routed, u, ctx);
        if cue || routed.def().missing(&own).is_some() {
            return (routed, follow(Mode::Merge));
        }
        return (routed, None);
    }
    let own_inputs = !routed.def().inputs.is_empty();
    if (routed.is_weak() || route.guessed || (cue && short(u) && !own_inputs))
        && !prev.def().inputs.is_empty()
    {
        let given = (prev.def().read)(prev, u, ctx);
        let loose = loose_sum(u).is_some_and(|v| {
            closest_sum(&Inputs::from_record(&earlier.inputs, prev.def().inputs), v).is_some()
        });
        if says_something(&given) || correction(u).is_some() || loose {
            return (prev, follow(Mode::Merge));
        }
    }
    // Another question on the same figures ("what about a 10k bonus?" after the tax on 120k):
    // the earlier answer's figures stand in for what the message leaves to the profile.
    let def = routed.def();
    if own_inputs && (cue || short(u)) {
        let own = (def.read)(routed, u, ctx);
        // Nothing said that the earlier answer does not take ("and if it was a 15 year loan?"
        // after an extra-repayment question): still that answer, with the change.
        let said: Vec<&str> = own
            .iter()
            .filter(|i| i.source == InputSource::Message)
            .map(|i| i.name)
            .collect();
        let prev_def = prev.def();
        if !said.is_empty()
            && !prev_def.inputs.is_empty()
            && said
                .iter()
                .all(|n| prev_def.inputs.iter().any(|s| s.name == *n))
            && takes_as_is(earlier, u, ctx)
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

/// Whether the message states a sum for a field other than `name` ("I earn 90k" when the expenses
/// were asked): its figure is that fact's, not the answer to the question.
fn states_other_money(reading: &Reading, name: &str) -> bool {
    reading.facts.iter().any(|f| {
        !f.hypothetical
            && !f.unnamed
            && f.field.name() != name
            && f.field.kind() == FieldKind::Money
    })
}

/// A bare figure that can only be the input asked for: "30" when the years were asked, "6.5%"
/// for a rate, "$800k" for money.
fn bare_value(u: &Understanding, name: &str, prev: Intent) -> Option<Value> {
    let spec = prev.def().inputs.iter().find(|s| s.name == name)?;
    if states_other_money(&u.reading, name) {
        return None;
    }
    let amounts: Vec<&super::amounts::Amount> = u
        .reading
        .tokens
        .iter()
        .filter_map(|t| t.tok.amount())
        .collect();
    let [a] = amounts.as_slice() else {
        return None;
    };
    let whole = u32::try_from(a.value.trunc().mantissa())
        .ok()
        .filter(|_| a.value.fract().is_zero());
    match spec.unit {
        // "6.5" answering "what rate?" is 6.5%, as "6.5%" is.
        Unit::Rate if a.percent || a.value < Decimal::from(30) => {
            Some(Value::Rate(a.value / Decimal::ONE_HUNDRED))
        }
        Unit::Term if !a.percent && !a.currency => whole
            .filter(|y| (1..=100).contains(y))
            .map(|years| Value::Term { years, months: 0 }),
        Unit::Age if !a.percent && !a.currency => {
            whole.filter(|y| (1..=120).contains(y)).map(Value::Age)
        }
        Unit::Money if !a.percent => Some(Value::Money(a.value)),
        Unit::Count if !a.percent && !a.currency => whole.map(Value::Count),
        _ => None,
    }
}

/// The one figure of a message that answers a question for a profile field ("about 800k" to
/// "what's your home worth?"), as that field's raw value.
pub(crate) fn awaited_fact(reading: &Reading, field: ProfileField) -> Option<String> {
    if states_other_money(reading, field.name()) {
        return None;
    }
    let amounts: Vec<&super::amounts::Amount> = reading
        .tokens
        .iter()
        .filter_map(|t| t.tok.amount())
        .collect();
    let [a] = amounts.as_slice() else {
        return None;
    };
    if a.percent || a.value.is_sign_negative() {
        return None;
    }
    match field.kind() {
        FieldKind::Money => Some(a.value.normalize().to_string()),
        FieldKind::Count { .. } | FieldKind::Months if a.is_bare_count() => {
            Some(a.value.normalize().to_string())
        }
        _ => None,
    }
}

/// A correction of a figure: "I meant 5.5%, not 6.5%", "not 6.5, 5.5": the figure after "not"
/// (the wrong one) and the other figure of the same kind (the right one).
fn correction(u: &Understanding) -> Option<(Value, Value)> {
    correction_in(&u.reading)
}

fn correction_in(reading: &Reading) -> Option<(Value, Value)> {
    let toks = &reading.tokens;
    let at = toks
        .iter()
        .position(|t| t.tok.is("not"))
        .filter(|i| toks.get(i + 1).is_some_and(|t| t.tok.amount().is_some()))?;
    let wrong = toks[at + 1].tok.amount()?;
    let right = toks
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != at + 1)
        .filter_map(|(_, t)| t.tok.amount())
        .find(|a| a.percent == wrong.percent)?;
    let value = |a: &super::amounts::Amount| {
        if a.percent {
            Value::Rate(a.value / Decimal::ONE_HUNDRED)
        } else {
            Value::Money(a.value)
        }
    };
    Some((value(wrong), value(right)))
}

/// Whether a follow-up's correction ("I meant 62, not 60") is of a figure the earlier answer took
/// from its question, so it changes that answer and not the profile. A figure that came from the
/// profile is the person's own: correcting it is a correction of the profile.
pub(crate) fn corrects_the_question(reading: &Reading, f: &FollowUp) -> bool {
    let Some((wrong, _)) = correction_in(reading) else {
        return false;
    };
    f.earlier.inputs.iter().any(|i| {
        matches!(i.source, InputSource::Message | InputSource::Earlier)
            && Value::from_record_any(i.unit, &i.value).is_some_and(|v| same_figure(&v, &wrong))
    })
}

/// Whether a value equals a written figure, however the input holds it.
fn same_figure(v: &Value, figure: &Value) -> bool {
    match (v, figure) {
        (Value::Rate(a), Value::Rate(b)) => a == b,
        (Value::Money(a) | Value::Flow(a, _), Value::Money(b)) => a == b,
        (Value::Term { years, months: 0 }, Value::Money(b)) => Decimal::from(*years) == *b,
        (Value::Age(a), Value::Money(b)) => Decimal::from(*a) == *b,
        _ => false,
    }
}

/// `figure` in the shape of `like` (a corrected term stays a term).
fn shaped_like(like: &Value, figure: &Value) -> Option<Value> {
    match (like, figure) {
        (Value::Rate(_), Value::Rate(r)) => Some(Value::Rate(*r)),
        (Value::Money(_), Value::Money(m)) => Some(Value::Money(*m)),
        (Value::Flow(_, f), Value::Money(m)) => Some(Value::Flow(*m, *f)),
        (Value::Term { .. }, Value::Money(m)) if m.fract().is_zero() => u32::try_from(m.mantissa())
            .ok()
            .map(|years| Value::Term { years, months: 0 }),
        (Value::Age(_), Value::Money(m)) if m.fract().is_zero() => {
            u32::try_from(m.mantissa()).ok().map(Value::Age)
        }
        _ => None,
    }
}

/// The inputs a message's answer runs with, and the line that says what was carried over.
pub(crate) struct Resolved {
    pub inputs: Inputs,
    /// A follow-up to a comparison: each earlier option with the message's changes.
    pub options: Vec<Inputs>,
    pub lead: Option<String>,
    /// The answer is a what-if (said here or carried from the earlier one).
    pub hypothetical: bool,
}

/// Reads the chosen intent's inputs from the message and merges the earlier answer's.
pub(crate) fn resolve(
    intent: Intent,
    follow: Option<&FollowUp>,
    u: &Understanding,
    ctx: &AdvisorContext,
) -> Resolved {
    let def = intent.def();
    let own = (def.read)(intent, u, ctx);
    let hypothetical_here = u.reading.hypothetical;
    let Some(f) = follow else {
        return Resolved {
            inputs: own,
            options: Vec::new(),
            lead: None,
            hypothetical: hypothetical_here,
        };
    };
    let before = Inputs::from_record(&f.earlier.inputs, def.inputs);
    let hypothetical = hypothetical_here || f.earlier.hypothetical;
    match f.mode {
        Mode::Fill => {
            let mut inputs = own;
            let mut carried = Vec::new();
            for i in before.iter() {
                if inputs.get(i.name).is_none()
                    || inputs.source(i.name) != Some(InputSource::Message)
                {
                    if i.source == InputSource::Message || i.source == InputSource::Earlier {
                        carried.push(i.value.describe());
                    }
                    inputs.set(i.name, i.value.clone(), carried_source(i.source));
                }
            }
            let lead = (!carried.is_empty())
                .then(|| format!("Using the same figures as before ({}):", carried.join(", ")));
            Resolved {
                inputs,
                options: Vec::new(),
                lead,
                hypothetical,
            }
        }
        Mode::Merge | Mode::Complete => {
            let mut inputs = Inputs::new();
            for i in before.iter() {
                inputs.set(i.name, i.value.clone(), carried_source(i.source));
            }
            let mut changes = Vec::new();
            for i in own.iter() {
                let earlier = before.get(i.name);
                match i.source {
                    InputSource::Message => {
                        if earlier != Some(&i.value) {
                            changes.push(change_text(i.name, &i.value, earlier, def));
                        }
                        inputs.set(i.name, i.value.clone(), InputSource::Message);
                    }
                    // The profile's value or a default: only where nothing was said before.
                    _ => {
                        if !matches!(
                            before.source(i.name),
                            Some(InputSource::Message | InputSource::Earlier)
                        ) {
                            inputs.set(i.name, i.value.clone(), i.source);
                        }
                    }
                }
            }
            // "make it 800", "what if i paid 400?": a bare sum is the earlier sum nearest it in
            // size, whatever the message's own reading took it for.
            if f.mode == Mode::Merge
                && let Some(v) = loose_sum(u)
                && let Some(name) = closest_sum(&before, v)
                && let Some(old) = before.get(name).cloned()
            {
                for i in own.iter() {
                    let same = matches!(i.value, Value::Money(x) | Value::Flow(x, _) if x == v);
                    if i.source == InputSource::Message && same && i.name != name {
                        match before.input(i.name) {
                            Some(e) => {
                                inputs.set(i.name, e.value.clone(), carried_source(e.source))
                            }
                            None => inputs.remove(i.name),
                        }
                        changes.retain(|c| !c.contains(&Value::Money(v).describe()));
                    }
                }
                let new = match old {
                    Value::Flow(_, f) => Value::Flow(v, f),
                    _ => Value::Money(v),
                };
                if inputs.get(name) != Some(&new) {
                    changes.retain(|c| !c.contains(&Value::Money(v).describe()));
                    changes.push(change_text(name, &new, Some(&old), def));
                    inputs.set(name, new, InputSource::Message);
                }
            }
            // "I meant 5.5%, not 6.5%": the input that held the wrong figure takes the right one.
            if let Some((wrong, right)) = correction(u) {
                let held: Vec<(&'static str, Value)> = before
                    .iter()
                    .filter(|i| same_figure(&i.value, &wrong))
                    .filter_map(|i| shaped_like(&i.value, &right).map(|v| (i.name, v)))
                    .collect();
                for (name, v) in held {
                    // Undo whatever the message's own reading put in its place first.
                    if let Some(e) = before.get(name).cloned() {
                        changes.retain(|c| !c.starts_with(&describe_named(name, &v, def)));
                        changes.push(change_text(name, &v, Some(&e), def));
                    }
                    inputs.set(name, v, InputSource::Message);
                }
            }
            if f.mode == Mode::Complete
                && let Some(name) = f.earlier.awaiting.as_deref()
                && inputs.get(name).is_none()
                && let Some(prev) = Intent::from_name(&f.earlier.intent)
                && let Some(v) = bare_value(u, name, prev)
                && let Some(spec) = def.inputs.iter().find(|s| s.name == name)
            {
                inputs.set(spec.name, v, InputSource::Message);
            }
            let lead = match f.mode {
                Mode::Merge if !changes.is_empty() => {
                    Some(format!("Same {}, {}:", def.noun, changes.join(" and ")))
                }
                _ => None,
            };
            // "What about the total interest on each?": every option of the earlier comparison,
            // with what the message changed.
            let options = if f.mode == Mode::Merge && f.earlier.options.len() >= 2 {
                f.earlier
                    .options
                    .iter()
                    .map(|o| {
                        let mut opt = Inputs::new();
                        for i in Inputs::from_record(o, def.inputs).iter() {
                            opt.set(i.name, i.value.clone(), carried_source(i.source));
                        }
                        for i in inputs.iter().filter(|i| i.source == InputSource::Message) {
                            opt.set(i.name, i.value.clone(), InputSource::Message);
                        }
                        opt
                    })
                    .collect()
            } else {
                Vec::new()
            };
            Resolved {
                inputs,
                options,
                lead,
                hypothetical,
            }
        }
    }
}

/// A value carried from an earlier answer is marked as such, unless it was the profile's or a
/// default (read afresh each time).
fn carried_source(s: InputSource) -> InputSource {
    match s {
        InputSource::Message | InputSource::Earlier => InputSource::Earlier,
        other => other,
    }
}

/// "over 25 years", "at 8%", "fortnightly", "in Victoria": a value with the word it follows.
fn describe_named(name: &str, v: &Value, def: &IntentDef) -> String {
    let unit = def
        .inputs
        .iter()
        .find(|s| s.name == name)
        .map_or(v.unit(), |s| s.unit);
    let d = v.describe();
    match unit {
        Unit::Term => format!("over {d}"),
        Unit::Rate => format!("at {d}"),
        Unit::Region | Unit::Country => format!("in {d}"),
        Unit::Household | Unit::TaxYear => format!("for {d}"),
        Unit::Age => format!("at {d}"),
        Unit::Year => format!("by {d}"),
        _ => d,
    }
}

/// "over 25 years instead of 30", "at 8% instead of 6%", "with $200 a month".
fn change_text(name: &str, new: &Value, old: Option<&Value>, def: &IntentDef) -> String {
    let now = describe_named(name, new, def);
    match old {
        Some(Value::Term { years, months: 0 }) if matches!(new, Value::Term { months: 0, .. }) => {
            format!("{now} instead of {years}")
        }
        Some(o) => format!("{now} instead of {}", o.describe()),
        // "in Victoria", "at 8%" read on their own; a sum says what it is.
        None if now != new.describe() => now,
        None => format!("with {now}"),
    }
}

/// The message with its first "it"/"that"/"this" standing for `subject` ("how much can I put in
/// it this year?" after "what's a Roth IRA?"), when it has one.
pub(crate) fn with_subject(tokens: &[Token], subject: &str) -> Option<String> {
    let at = tokens.iter().position(|t| {
        matches!(
            t.tok.word(),
            Some("it" | "that" | "this" | "them" | "those")
        )
    })?;
    let mut words: Vec<String> = tokens.iter().map(|t| t.orig.clone()).collect();
    words[at] = subject.to_string();
    // Punctuation was a token of its own: glue it back.
    let mut text = String::new();
    for (t, w) in tokens.iter().zip(&words) {
        if matches!(t.tok, Tok::Punct(_)) || text.is_empty() {
            text.push_str(w);
        } else {
            text.push(' ');
            text.push_str(w);
        }
    }
    Some(text)
}
