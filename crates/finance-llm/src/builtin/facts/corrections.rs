//! Corrections: "actually it's 78k, not 85", "sorry, I meant 78k", "not 85k but 78k". The field is
//! the one named, else the one holding the old figure, else the last one the person stated.

use finance_domain::{Country, ProfileField};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use crate::builtin::amounts::{Amount, Token};

use super::clauses::is_age_at;
use super::cues::{CORRECTION_CUES, OWING, PLAN_WORDS, any_seq, has_word, has_word_where, seq_at};
use super::keywords::{Target, keyword_hits, refine_hits};
use super::periods::{convert, find_period};
use super::{Fact, ReadContext, Reading, push_fact, read};

/// "actually it's 78k, not 85", "sorry, I meant 78k", "not 85k but 78k". Returns whether the sentence
/// was handled as a correction.
pub(super) fn read_correction(
    sentence: &[Token],
    ctx: &ReadContext<'_>,
    country: Country,
    hours: Option<Decimal>,
    r: &mut Reading,
) -> bool {
    let amounts: Vec<(usize, &Amount)> = sentence
        .iter()
        .enumerate()
        .filter_map(|(i, t)| t.tok.amount().map(|a| (i, a)))
        .collect();
    let negated = |i: usize| {
        (i.saturating_sub(2)..i).any(|k| sentence[k].tok.is("not") || sentence[k].tok.is("instead"))
    };
    let cue_at = (0..sentence.len()).find(|&i| {
        CORRECTION_CUES
            .iter()
            .filter(|c| **c != "not")
            .any(|c| seq_at(sentence, i, c))
    });
    let any_negated = amounts.iter().any(|(i, _)| negated(*i));
    let (new, old) = match cue_at {
        // "I earn 85k, sorry 78k": the figure after the cue replaces the one before it.
        Some(c)
            if !any_negated
                && amounts.iter().any(|(i, _)| *i > c)
                && amounts.iter().any(|(i, _)| *i < c) =>
        {
            (
                amounts.iter().find(|(i, _)| *i > c).copied(),
                amounts.iter().rev().find(|(i, _)| *i < c).copied(),
            )
        }
        _ => (
            amounts.iter().find(|(i, _)| !negated(*i)).copied(),
            amounts.iter().find(|(i, _)| negated(*i)).copied(),
        ),
    };
    let Some((new_i, new_a)) = new else {
        return false;
    };
    // "no wait, 3 years" corrects a term of the question, not a sum; "I meant 45 years old" is
    // still an age.
    let term = sentence
        .get(new_i + 1)
        .and_then(|t| t.tok.word())
        .is_some_and(|w| {
            matches!(
                w,
                "year" | "years" | "yr" | "yrs" | "month" | "months" | "week" | "weeks"
            )
        })
        && !is_age_at(sentence, new_i);
    if new_a.percent || term {
        return false;
    }
    // Weak keywords name no field in a correction ("make that 78k"), except an income verb the
    // person says of themselves ("fwiw I actually make 110k").
    let hits = refine_hits(
        keyword_hits(sentence)
            .into_iter()
            // ... and what the person says they owe ("actually we owe 350k now").
            .filter(|(p, t, w)| {
                !w || (*t == Target::Income && earned_by_person(sentence, *p))
                    || (*t == Target::Debts
                        && sentence[*p].tok.word().is_some_and(|x| OWING.contains(&x)))
            })
            .map(|(p, t, _)| (p, t))
            .collect(),
        sentence,
    );
    let has_cue_word = CORRECTION_CUES
        .iter()
        .filter(|c| **c != "not")
        .any(|c| any_seq(sentence, c));
    if old.is_none() && (!hits.is_empty() || !has_cue_word) {
        return false; // an ordinary statement with a field ("actually my income is 78k")
    }
    if old.is_none() && is_age_at(sentence, new_i) {
        return false;
    }
    // "I'm planning to go at 62 now actually": a retirement age, read as a statement.
    let before = &sentence[new_i.saturating_sub(5)..new_i];
    if old.is_none()
        && (has_word_where(before, |w| w.starts_with("retir"))
            || (has_word(before, PLAN_WORDS)
                && has_word(before, &["go", "leave", "finish", "stop", "quit", "pull"])))
    {
        return false;
    }
    let _ = country;
    r.correction = true;
    let old_value = old.map(|(_, a)| {
        if a.value < dec!(1000) && !a.scaled && new_a.scaled && new_a.value >= dec!(1000) {
            a.value * dec!(1000)
        } else {
            a.value
        }
    });
    // The field: named in the sentence, else the one holding the old value, else the last one the
    // person told us about.
    let field_target = hits.first().map(|(_, t)| *t);
    let age_named = is_age_at(sentence, new_i);
    // "i'm actually paid hourly, $36 an hour": pay, by the hour or said to be paid.
    let pay_named = old.is_none()
        && (find_period(sentence, new_i) == Some(super::periods::Period::Hour)
            || has_word(before, &["paid"]));
    let field = field_target
        .map(Target::field)
        .or(age_named.then_some(ProfileField::Age))
        .or(pay_named.then_some(ProfileField::AnnualIncome))
        .or_else(|| {
            old_value.and_then(|ov| ctx.current.iter().find(|(_, v)| *v == ov).map(|(f, _)| *f))
        })
        .or_else(|| {
            let prev = ctx.previous_user_message?;
            let prev_reading = read(
                prev,
                &ReadContext {
                    country: ctx.country,
                    current: Vec::new(),
                    previous_user_message: None,
                },
            );
            let money_facts: Vec<&Fact> = prev_reading
                .facts
                .iter()
                .filter(|f| {
                    matches!(
                        f.field.kind(),
                        finance_domain::validation::FieldKind::Money
                            | finance_domain::validation::FieldKind::Count { .. }
                    )
                })
                .collect();
            old_value
                .and_then(|ov| {
                    money_facts
                        .iter()
                        .find(|f| f.raw.parse::<Decimal>().ok() == Some(ov))
                        .map(|f| f.field)
                })
                .or_else(|| money_facts.last().map(|f| f.field))
        });
    let Some(field) = field else {
        r.unresolved_correction = Some(new_a.value);
        return true;
    };
    let target = field_target.unwrap_or(match field {
        ProfileField::AnnualIncome => Target::Income,
        ProfileField::HouseholdIncome => Target::Household,
        ProfileField::MonthlyExpenses => Target::Expenses,
        ProfileField::RentOrMortgage => Target::Housing,
        _ => Target::Savings,
    });
    let value = match field.kind() {
        finance_domain::validation::FieldKind::Money => {
            // "my rent is 550 a week", then "it just went up to 580": the new figure is said in
            // the period the person used for that field a message ago.
            let period = find_period(sentence, new_i).or_else(|| earlier_period(ctx, field));
            convert(new_a, target, period, country, hours).0
        }
        _ => new_a.value,
    };
    push_fact(r, field, value.to_string(), false, None);
    // A figure corrected is one the person gave ("sorry, it's worth 850k not 800k").
    if let Some(f) = r.facts.last_mut() {
        f.first_person = true;
    }
    if field == ProfileField::AnnualIncome {
        r.mentioned_income = Some(value);
    }
    true
}

/// The period the previous message gave a figure of `field` in ("550 a week"), when it stated
/// that field.
fn earlier_period(ctx: &ReadContext<'_>, field: ProfileField) -> Option<super::periods::Period> {
    let prev = ctx.previous_user_message?;
    let tokens = crate::builtin::amounts::tokenize(prev);
    let stated = read(
        prev,
        &ReadContext {
            country: ctx.country,
            current: Vec::new(),
            previous_user_message: None,
        },
    )
    .facts
    .iter()
    .any(|f| f.field == field);
    if !stated {
        return None;
    }
    (0..tokens.len())
        .filter(|&i| tokens[i].tok.amount().is_some())
        .find_map(|i| find_period(&tokens, i))
}

/// Whether the income keyword at `p` is a verb the person says of themselves: "I make", "I
/// actually make", "we're making", "I'm on".
fn earned_by_person(sentence: &[Token], p: usize) -> bool {
    const SUBJECTS: &[&str] = &["i", "we", "i'm", "im", "we're", "am", "are"];
    const ADVERBS: &[&str] = &[
        "actually",
        "really",
        "now",
        "currently",
        "still",
        "only",
        "just",
    ];
    if super::cues::ON_CUES
        .iter()
        .any(|cue| seq_at(sentence, p, cue))
    {
        return true;
    }
    let mut k = p;
    while k > 0
        && sentence[k - 1]
            .tok
            .word()
            .is_some_and(|w| ADVERBS.contains(&w))
    {
        k -= 1;
    }
    let before = k.checked_sub(1).and_then(|b| sentence[b].tok.word());
    // "I actually live in Nevada and make 88k": the verb carries on the person's clause.
    let carried = before == Some("and")
        && sentence[..k].iter().any(|t| {
            t.tok
                .word()
                .is_some_and(|w| matches!(w, "i" | "we" | "i'm" | "im"))
        });
    carried || before.is_some_and(|w| SUBJECTS.contains(&w))
}
