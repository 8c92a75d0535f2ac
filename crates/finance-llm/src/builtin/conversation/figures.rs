//! The figures of a follow-up: a bare sum standing for an earlier one ("make it 800"), a bare
//! answer to the input asked for ("30"), and a correction ("I meant 5.5%, not 6.5%").

use finance_domain::ProfileField;
use finance_domain::answer::InputSource;
use finance_domain::validation::FieldKind;
use rust_decimal::Decimal;

use super::*;
use crate::builtin::Understanding;
use crate::builtin::facts::Reading;
use crate::builtin::inputs::{Inputs, Unit, Value};
use crate::builtin::intents::Intent;

/// Words that say nothing of what a figure is.
pub(super) const FILLER: &[&str] = &[
    "what",
    "about",
    "how",
    "if",
    "i",
    "we",
    "make",
    "makes",
    "made",
    "it",
    "that",
    "and",
    "so",
    "ok",
    "okay",
    "then",
    "now",
    "paid",
    "pay",
    "paying",
    "put",
    "in",
    "instead",
    "try",
    "say",
    "the",
    "a",
    "only",
    "can",
    "could",
    "do",
    "did",
    "would",
    "be",
    "was",
    "like",
    "maybe",
    "just",
    "say",
    "lets",
    "let's",
    "us",
    "for",
    "go",
    "with",
    "bump",
    "bumped",
    "up",
    "to",
    "raise",
    "raised",
    "increase",
    "increased",
    "change",
    "changed",
    "drop",
    "dropped",
    "down",
    "lower",
    "lowered",
    "reduce",
    "reduced",
    "was",
    "were",
    "is",
];

/// The one figure of a short follow-up that says nothing of what it is: "what about 1,000?",
/// "make it 800", "what if i paid 400?". Every other word is filler, and the figure is not a
/// rate or a year.
pub(super) fn loose_sum(u: &Understanding) -> Option<Decimal> {
    let r = &u.reading;
    // "and 500 a fortnight?" after an extra $250 a fortnight: a period may come with the sum.
    let period = |w: &str| {
        crate::builtin::slots::frequency_word(w).is_some()
            || matches!(w, "a" | "an" | "per" | "each" | "every")
    };
    if !r
        .words
        .iter()
        .all(|w| FILLER.contains(&w.as_str()) || period(w))
    {
        return None;
    }
    let found: Vec<&crate::builtin::amounts::Amount> =
        r.tokens.iter().filter_map(|t| t.tok.amount()).collect();
    let [a] = found.as_slice() else {
        return None;
    };
    let year =
        a.is_bare_count() && a.value >= Decimal::from(1900) && a.value <= Decimal::from(2100);
    (!a.percent && !year && a.value >= Decimal::TEN).then_some(a.value)
}

/// The one figure of a follow-up that can only be a rate said without its "%": "sorry meant 5.4"
/// (decimals, under 30) or "if the rate was 6" (after "rate"). As a fraction.
pub(super) fn loose_rate(u: &Understanding) -> Option<Decimal> {
    loose_rate_in(&u.reading)
}

fn loose_rate_in(r: &Reading) -> Option<Decimal> {
    let found: Vec<(usize, &crate::builtin::amounts::Amount)> = r
        .tokens
        .iter()
        .enumerate()
        .filter_map(|(k, t)| t.tok.amount().map(|a| (k, a)))
        .collect();
    let [(at, a)] = found.as_slice() else {
        return None;
    };
    if a.percent || a.currency || a.scaled || a.words || a.value <= Decimal::ZERO {
        return None;
    }
    let decimals = a.value.fract() != Decimal::ZERO;
    let after_rate = (at.saturating_sub(3)..*at).any(|k| {
        r.tokens[k]
            .tok
            .word()
            .is_some_and(|w| matches!(w, "rate" | "interest"))
    });
    // "and if they dropped to 5", "what if it went up to 7": a rate moved to a figure.
    let word = |k: usize| r.tokens.get(k).and_then(|t| t.tok.word());
    let moved_to = *at >= 2
        && word(at - 1) == Some("to")
        && !word(at + 1).is_some_and(|w| crate::builtin::slots::TERM_WORDS.contains(&w))
        && (at.saturating_sub(4)..at - 1).any(|k| {
            word(k).is_some_and(|w| {
                matches!(
                    w,
                    "dropped"
                        | "drop"
                        | "drops"
                        | "fell"
                        | "fall"
                        | "falls"
                        | "rose"
                        | "rise"
                        | "rises"
                        | "went"
                        | "go"
                        | "goes"
                        | "increased"
                        | "decreased"
                        | "cut"
                        | "moved"
                        | "jumped"
                        | "climbed"
                )
            })
        });
    ((decimals || after_rate || moved_to) && a.value < Decimal::from(30))
        .then(|| a.value / Decimal::ONE_HUNDRED)
}

/// The earlier sum a bare figure stands for: the one nearest it in size (a payment of $250 for
/// "400", not the $7,000 balance). None when a small figure could be an age or a term the
/// earlier answer had ("what about 62?").
pub(super) fn closest_sum(before: &Inputs, v: Decimal) -> Option<&'static str> {
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
    // A sum the person gave stands first, a profile figure or a default only when nothing was
    // said; and only one of its size ("make it 45k" is not the $4,000 of monthly expenses).
    let said = |i: &&crate::builtin::inputs::Input| {
        matches!(i.source, InputSource::Message | InputSource::Earlier)
    };
    let nearest = |only_said: bool| {
        before
            .iter()
            .filter(|i| !only_said || said(i))
            .filter_map(|i| match i.value {
                Value::Money(x) | Value::Flow(x, _) => ratio(x).map(|r| (r, i.name)),
                _ => None,
            })
            .min_by(|a, b| a.0.cmp(&b.0))
    };
    nearest(true)
        .or_else(|| nearest(false))
        .filter(|(r, _)| *r <= Decimal::TEN)
        .map(|(_, n)| n)
}

/// Whether the message states a sum for a field other than `name` ("I earn 90k" when the expenses
/// were asked): its figure is that fact's, not the answer to the question.
pub(super) fn states_other_money(reading: &Reading, name: &str) -> bool {
    // "I take home about 5200 a month" when the spending was asked states the take-home.
    let take_home = reading.net_income.is_some() && name != ProfileField::TakeHome.name();
    take_home
        || reading.facts.iter().any(|f| {
            !f.hypothetical
                && !f.unnamed
                && f.field.name() != name
                && f.field.kind() == FieldKind::Money
        })
}

/// A bare figure that can only be the input asked for: "30" when the years were asked, "6.5%"
/// for a rate, "$800k" for money.
pub(super) fn bare_value(u: &Understanding, name: &str, prev: Intent) -> Option<Value> {
    let spec = prev.def().inputs.iter().find(|s| s.name == name)?;
    // "I'm 45" when the income was asked states the age, not an income of $45.
    let states_other = u.reading.facts.iter().any(|f| {
        !f.hypothetical
            && !f.unnamed
            && f.field.name() != name
            && f.field.kind() != FieldKind::Money
    });
    if states_other_money(&u.reading, name) || (spec.unit == Unit::Money && states_other) {
        return None;
    }
    let amounts: Vec<&crate::builtin::amounts::Amount> = u
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
/// The profile field a figure asked for fills: a field by its name, or the person's income when an
/// answer asked for the income it lacked ("what's my take home?" then "about 78k").
pub(crate) fn awaited_field(input: &str) -> Option<ProfileField> {
    ProfileField::from_name(input).or(match input {
        "income" => Some(ProfileField::AnnualIncome),
        // "how big a nest egg do I need?" then "about 6k a month": the spending planned.
        "retirementIncome" => Some(ProfileField::RetirementSpending),
        _ => None,
    })
}

pub(crate) fn awaited_fact(
    reading: &Reading,
    field: ProfileField,
    country: finance_domain::Country,
) -> Option<String> {
    if states_other_money(reading, field.name()) {
        return None;
    }
    let amounts: Vec<&crate::builtin::amounts::Amount> = reading
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
    // "$30 an hour, full time": a sum with its period is the reader's to convert; answering for
    // the income, it is read as if said with "I earn".
    let at = reading
        .tokens
        .iter()
        .position(|t| t.tok.amount().is_some())?;
    let period = reading.tokens[at + 1..].iter().take(3).any(|t| {
        t.tok.word().is_some_and(|w| {
            crate::builtin::slots::frequency_word(w).is_some()
                || matches!(w, "hour" | "hr" | "hourly" | "ph")
        })
    });
    if period {
        // Said as the person would state that field, the reader converts the period.
        let opening = match field {
            ProfileField::AnnualIncome => "I earn",
            ProfileField::MonthlyExpenses => "I spend",
            ProfileField::RentOrMortgage => "my rent is",
            ProfileField::RetirementSpending => "in retirement I'll spend",
            _ => return None,
        };
        let said = crate::builtin::text_of(&reading.tokens);
        let again = crate::builtin::facts::read(
            &format!("{opening} {said}"),
            &crate::builtin::facts::ReadContext {
                country,
                current: Vec::new(),
                previous_user_message: None,
            },
        );
        return again
            .facts
            .into_iter()
            .find(|f| f.field == field && !f.hypothetical)
            .map(|f| f.raw);
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
pub(super) fn correction(u: &Understanding) -> Option<(Value, Value)> {
    correction_in(&u.reading)
}

pub(super) fn correction_in(reading: &Reading) -> Option<(Value, Value)> {
    replaced_in(reading).or_else(|| not_this_but_that(reading))
}

/// "what if the 65k goes up to 80k", "65k becomes 80k": a figure of the earlier answer and the
/// one it becomes.
fn replaced_in(reading: &Reading) -> Option<(Value, Value)> {
    const MOVES: &[&str] = &[
        "goes",
        "went",
        "becomes",
        "became",
        "rises",
        "rose",
        "drops",
        "dropped",
        "falls",
        "fell",
        "increases",
        "increased",
        "decreases",
        "decreased",
        "jumps",
        "changes",
        "changed",
    ];
    let toks = &reading.tokens;
    let amounts: Vec<usize> = (0..toks.len())
        .filter(|&i| toks[i].tok.amount().is_some())
        .collect();
    let [a, b] = amounts.as_slice() else {
        return None;
    };
    let (wrong, right) = (toks[*a].tok.amount()?, toks[*b].tok.amount()?);
    let between = &toks[a + 1..*b];
    let moved = between.len() <= 4
        && between
            .iter()
            .any(|t| t.tok.word().is_some_and(|w| MOVES.contains(&w)));
    (moved && wrong.percent == right.percent).then(|| (figure_value(wrong), figure_value(right)))
}

fn figure_value(a: &crate::builtin::amounts::Amount) -> Value {
    if a.percent {
        Value::Rate(a.value / Decimal::ONE_HUNDRED)
    } else {
        Value::Money(a.value)
    }
}

/// "I meant 5.5%, not 6.5%", "not 6.5, 5.5".
fn not_this_but_that(reading: &Reading) -> Option<(Value, Value)> {
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
    Some((figure_value(wrong), figure_value(right)))
}

/// Whether a follow-up's correction ("I meant 62, not 60") is of a figure the earlier answer took
/// from its question, so it changes that answer and not the profile. A figure that came from the
/// profile is the person's own: correcting it is a correction of the profile.
pub(crate) fn corrects_the_question(reading: &Reading, f: &FollowUp) -> bool {
    // "sorry I meant 5.49" after a loan at 5.99%: the rate of the question, not a repayment.
    let rate_of_the_question = || {
        f.earlier.inputs.iter().any(|i| {
            matches!(i.source, InputSource::Message | InputSource::Earlier)
                && i.unit == finance_domain::answer::InputUnit::Rate
        })
    };
    if reading.correction && loose_rate_in(reading).is_some() && rate_of_the_question() {
        return true;
    }
    let Some((wrong, _)) = correction_in(reading) else {
        return false;
    };
    f.earlier.inputs.iter().any(|i| {
        matches!(i.source, InputSource::Message | InputSource::Earlier)
            && Value::from_record_any(i.unit, &i.value).is_some_and(|v| same_figure(&v, &wrong))
    })
}

/// Whether a value equals a written figure, however the input holds it.
pub(super) fn same_figure(v: &Value, figure: &Value) -> bool {
    match (v, figure) {
        (Value::Rate(a), Value::Rate(b)) => a == b,
        (Value::Money(a) | Value::Flow(a, _), Value::Money(b)) => a == b,
        (Value::Term { years, months: 0 }, Value::Money(b)) => Decimal::from(*years) == *b,
        (Value::Age(a), Value::Money(b)) => Decimal::from(*a) == *b,
        _ => false,
    }
}

/// `figure` in the shape of `like` (a corrected term stays a term).
pub(super) fn shaped_like(like: &Value, figure: &Value) -> Option<Value> {
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
