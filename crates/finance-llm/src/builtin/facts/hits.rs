//! The field keywords of a clause (`clause_hits`): which fields its figures may be, with the
//! readings that turn a keyword into another field ("owe" beside a home is the mortgage, beside
//! HECS the HELP debt; "15k on a car" owed is a debt; "me 120k" is pay).

use finance_domain::ProfileField;
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::clauses::Clause;
use super::cues::{HOME_NOUNS, OWED_ON, OWING, any_seq};
use super::keywords::{Target, keyword_hits, owed_unnamed, refine_hits};
use super::periods::{Period, find_period};
use super::take_home::{net_of_income, stated_net_at};
use super::unnamed::{held_unnamed_at, invested_sum, on_cue_end, salary_after_on, salary_on_at};

/// The clause's field keywords: strong ones hide weak ones, take-home only when stated, overlaps
/// resolved by [`refine_hits`].
pub(super) fn clause_hits(c: &Clause<'_>) -> Vec<(usize, Target)> {
    let clause = c.tokens;
    let mut hits = keyword_hits(clause);
    // "I'm 29, on 72k, …", "I'm in Ohio on $95,000": "on" and a salary-like figure is a salary.
    if !hits.iter().any(|(_, t, _)| *t == Target::Income)
        && let Some(k) = (0..clause.len()).find(|&k| salary_on_at(clause, k, c.country))
    {
        hits.push((k, Target::Income, false));
    }
    // "I've got 16k in it", "I owe 520k on it", "it's 500k now": "it" is what the person's
    // previous message named. Not "what would it be on 80k?", where "it" is the answer asked for.
    let names_it = |k: usize| {
        let before = k.checked_sub(1).and_then(|b| clause[b].tok.word());
        let after = clause.get(k + 1).and_then(|t| t.tok.word());
        matches!(
            before,
            Some("in" | "on" | "into" | "off" | "against" | "for")
        ) || matches!(after, Some("is" | "was" | "has" | "s" | "sits" | "stands"))
            // "I've topped it up to 15k", "got it down to 2k".
            || (matches!(after, Some("up" | "down"))
                && clause.get(k + 2).is_some_and(|t| t.tok.is("to")))
            || clause.get(k + 1).is_some_and(|t| t.tok.amount().is_some())
            // "I've got 28k of it" after "how does HECS work?".
            || (before == Some("of")
                && k.checked_sub(2)
                    .is_some_and(|b| clause[b].tok.amount().is_some_and(|a| !a.percent)))
    };
    if hits.is_empty()
        && let Some(t) = c.it
        && let Some(k) = clause.iter().enumerate().position(|(k, t)| {
            // "in mine" after "how big should an emergency fund be?": the person's own one.
            (t.tok.is("it") && names_it(k))
                // "I've got 10k put aside for that" after the emergency fund's advice.
                || (t.tok.is("that")
                    && k.checked_sub(1)
                        .is_some_and(|b| clause[b].tok.is("for") || clause[b].tok.is("in")))
                || ((t.tok.is("mine") || t.tok.is("ours"))
                    && k.checked_sub(1)
                        .is_some_and(|b| clause[b].tok.is("in") || clause[b].tok.is("into")))
        })
    {
        hits.push((k, t, false));
    }
    // "we just paid it down to 380k" after the equity, with nothing named before: what is paid
    // down is owed, the mortgage when there is one on record.
    let word = |k: usize| clause.get(k).and_then(|t| t.tok.word());
    let paid_down = (0..clause.len()).find(|&k| {
        matches!(word(k), Some("paid" | "got" | "brought" | "paying"))
            && word(k + 1) == Some("it")
            && word(k + 2) == Some("down")
            && word(k + 3) == Some("to")
    });
    if c.it.is_none()
        && let Some(k) = paid_down
    {
        hits.retain(|(_, t, _)| *t != Target::Income);
        let owed = if c.current(ProfileField::MortgageBalance).is_some() {
            Target::Mortgage
        } else {
            Target::Debts
        };
        hits.push((k + 1, owed, false));
    }
    // "I get $42 an hour, full time": pay got by the hour (or the week, the fortnight, or a year
    // said to be taxable).
    if !hits.iter().any(|(_, t, _)| *t == Target::Income)
        && let Some(k) = (0..clause.len()).find(|&k| {
            matches!(clause[k].tok.word(), Some("get" | "gets" | "getting"))
                && clause
                    .get(k + 1)
                    .is_some_and(|t| t.tok.amount().is_some_and(|a| !a.percent))
                && match find_period(clause, k + 1) {
                    Some(Period::Hour | Period::Week | Period::Fortnight) => true,
                    // "get 40k a year taxable": a year's, said to be pay.
                    Some(Period::Year) => clause.iter().any(|t| {
                        t.tok
                            .word()
                            .is_some_and(|w| matches!(w, "taxable" | "salary" | "wage" | "wages"))
                    }),
                    _ => false,
                }
        })
    {
        hits.push((k, Target::Income, false));
    }
    // "me 120k, wife 60k": a salary-like figure right after "me" is the person's pay.
    if hits.is_empty()
        && clause.first().is_some_and(|t| t.tok.is("me"))
        && clause
            .get(1)
            .and_then(|t| t.tok.amount())
            .is_some_and(|a| a.looks_like_money() && a.value >= dec!(10000))
    {
        hits.push((0, Target::Income, false));
    }
    // "I owe 450k on the house and 15k on a car": what is owed "on" a car or a card, in a
    // sentence about owing, is a debt, not a count of cars.
    if let Some(k) = owed_on_thing(c) {
        hits.retain(|(p, _, _)| *p != k);
        hits.push((k, Target::Debts, false));
    }
    // "I've got 10k and can save 800 a month": money the person holds, naming no kind, is savings.
    if hits.is_empty()
        && c.own
        && let Some(k) = held_unnamed_at(clause)
        && !invested_sum(c.sentence)
    {
        // "i've got 21k put aside" after "how many months would my emergency fund last": the
        // balance just asked about.
        hits.push((k, c.asked.unwrap_or(Target::Savings), false));
    }
    // "the house is worth 720k and there's 390k left on the loan": what is owed on the home.
    let only_owing = hits
        .iter()
        .all(|(_, t, _)| matches!(t, Target::Debts | Target::Property | Target::Mortgage));
    // "actually we owe 350k now" with a 380k mortgage on record: a sum of the mortgage's size,
    // owed with nothing named, is the mortgage.
    let mortgage_sized = c.current(ProfileField::MortgageBalance).is_some_and(|m| {
        clause
            .iter()
            .filter_map(|t| t.tok.amount())
            // Checked: a figure may be as large as a decimal holds.
            .any(|a| {
                !a.percent
                    && a.value.checked_mul(Decimal::TWO).is_some_and(|v| v >= m)
                    && m.checked_mul(Decimal::TWO)
                        .is_some_and(|top| a.value <= top)
            })
    });
    if (c.home || owed_on_home(c) || mortgage_sized) && only_owing {
        for (p, t, _) in hits.iter_mut() {
            if *t == Target::Debts && owed_unnamed(clause, *p) {
                *t = Target::Mortgage;
            }
        }
    }
    // "how much will my hecs repayment be, i owe 30k": with HELP named in the sentence and no
    // other kind of debt, what is owed is the HELP debt.
    let help_named = super::cues::HELP_NAMES
        .iter()
        .any(|w| any_seq(c.sentence, w));
    if help_named
        && !c.home
        && hits
            .iter()
            .all(|(_, t, _)| *t == Target::Debts || *t == Target::Help)
    {
        for (p, t, _) in hits.iter_mut() {
            if *t == Target::Debts && owed_unnamed(clause, *p) {
                *t = Target::Help;
            }
        }
    }
    // "I'm on 95k" is a salary; "I'm on track", "I'm on 34" and "I'm on a $45,000 car loan" are not.
    hits.retain(|(p, t, _)| {
        *t != Target::Income || on_cue_end(clause, *p).is_none_or(|k| salary_after_on(clause, k))
    });
    // Strong keywords hide weak ones; but a count noun ("I owe 30k on my car") doesn't hide what
    // is owed.
    let strong_noun = hits.iter().any(|(_, t, weak)| !weak && !t.is_count());
    let strong_count = hits.iter().any(|(_, t, weak)| !weak && t.is_count());
    // "a mortgage of 620k on a house worth 1.1m": a value word right before its own figure is not
    // hidden by the mortgage named before it.
    let mortgage_named = hits
        .iter()
        .any(|(_, t, weak)| !weak && *t == Target::Mortgage);
    let values_its_figure = |p: usize, t: Target| {
        t == Target::Property
            && mortgage_named
            && clause[p]
                .tok
                .word()
                .is_some_and(|w| matches!(w, "worth" | "valued"))
            && (p + 1..(p + 4).min(clause.len())).any(|k| clause[k].tok.amount().is_some())
    };
    // "50k in shares 30k cash 180k super": a weak word right after its own figure names it.
    let names_its_figure = |p: usize, t: Target| {
        t == Target::Savings && p >= 1 && clause[p - 1].tok.amount().is_some()
    };
    let hidden = |p: usize, t: Target| {
        !values_its_figure(p, t)
            && !names_its_figure(p, t)
            && (strong_noun || (strong_count && !(t == Target::Debts && owed_unnamed(clause, p))))
    };
    // Take-home named as a statement ("I take home 5k", "5k after tax"), not asked about
    // ("how much would I take home on 150k?").
    let amount_at: Vec<usize> = (0..clause.len())
        .filter(|&i| clause[i].tok.amount().is_some())
        .collect();
    let hits: Vec<(usize, Target)> = hits
        .into_iter()
        .filter(|(p, t, weak)| !weak || !hidden(*p, *t))
        .map(|(p, t, _)| (p, t))
        .filter(|(p, t)| {
            *t != Target::Net
                || (amount_at.iter().any(|&i| *p < i || *p <= i + 2)
                    && (!c.in_question || stated_net_at(clause, *p))
                    && !net_of_income(clause, *p))
        })
        .collect();
    refine_hits(hits, clause)
}

/// Where "15k on a car" names the thing a sum is owed on, in a sentence that says what is owed
/// (or "14k left on the car").
fn owed_on_thing(c: &Clause<'_>) -> Option<usize> {
    let owing = c.sentence.iter().any(|t| OWING.iter().any(|w| t.tok.is(w)));
    let clause = c.tokens;
    let word = |k: usize| clause.get(k).and_then(|t| t.tok.word());
    (1..clause.len()).find_map(|i| {
        // "14k left on the car" says it is owed by itself.
        let left = word(i - 1) == Some("left") && i >= 2 && clause[i - 2].tok.amount().is_some();
        let sum_before = clause[i - 1].tok.amount().is_some() && owing;
        if !(left || sum_before) || word(i) != Some("on") {
            return None;
        }
        let k = if matches!(word(i + 1), Some("a" | "the" | "my" | "our")) {
            i + 2
        } else {
            i + 1
        };
        word(k).is_some_and(|w| OWED_ON.contains(&w)).then_some(k)
    })
}

/// "I owe 420k on a 700k house", "house worth 900k and owe 520k on it": what is owed on a home
/// (its value may sit between), or on "it" in a sentence that named one, is its mortgage.
fn owed_on_home(c: &Clause<'_>) -> bool {
    let clause = c.tokens;
    let word = |k: usize| clause.get(k).and_then(|t| t.tok.word());
    let home = |w: &str| HOME_NOUNS.contains(&w);
    (0..clause.len()).any(|k| {
        let on_home = word(k) == Some("on")
            && ((k + 1..(k + 4).min(clause.len())).any(|j| word(j).is_some_and(home))
                || word(k + 1) == Some("it")
                    && c.sentence.iter().any(|t| t.tok.word().is_some_and(home)));
        on_home && (0..k).any(|b| word(b).is_some_and(|w| OWING.contains(&w)))
    })
}
