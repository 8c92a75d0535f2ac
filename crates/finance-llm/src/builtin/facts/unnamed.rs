//! Figures that name no field, read from the words around them: "on 95k" (after "I'm", where the
//! person lives, or opening the clause) is a salary; "I've got 10k" is savings unless the sentence
//! invests or plans it.

use finance_domain::Country;
use rust_decimal_macros::dec;

use crate::builtin::amounts::Token;
use crate::builtin::places::find_places;

use super::cues::{CONTRIBUTION_WORDS, seq_at};
use super::periods::find_period_right_after;

/// "I've got 10k", "we have about $50,000 now": the position of a verb of holding right before a
/// sum that ends the clause or is followed only by where or since when it is held ("sitting in
/// an account", "already"). Not a flow ("500 a month spare"), a sum for something ("10k to
/// invest", "a 100k deposit") or what is left ("10k left").
pub(super) fn held_unnamed_at(clause: &[Token]) -> Option<usize> {
    const AFTER: &[&str] = &[
        "now",
        "already",
        "sitting",
        "in",
        "total",
        "altogether",
        "all",
        "put",
        "set",
        "tucked",
        "stashed",
        "aside",
        "away",
        "currently",
        "today",
        "right",
        "cash",
    ];
    let k = clause
        .iter()
        .position(|t| t.tok.is("have") || t.tok.is("got"))?;
    let mut j = k + 1;
    while clause
        .get(j)
        .and_then(|t| t.tok.word())
        .is_some_and(|w| HEDGES.contains(&w))
    {
        j += 1;
    }
    let a = clause.get(j)?.tok.amount()?;
    let ends = clause
        .get(j + 1)
        .is_none_or(|t| t.tok.word().is_some_and(|w| AFTER.contains(&w)));
    (a.looks_like_money() && ends).then_some(k)
}

/// "I have $10,000 and will invest $500 a month…", "I've got 6k, how much can I put in it?": a sum
/// the sentence invests, puts somewhere or plans for is the question's lump sum, not savings to
/// record ("can put away 1,000 a month" saves, as "can save" does).
pub(super) fn invested_sum(sentence: &[Token]) -> bool {
    (0..sentence.len()).any(|i| {
        let Some(w) = sentence[i].tok.word() else {
            return false;
        };
        let away = sentence
            .get(i + 1)
            .is_some_and(|t| t.tok.is("away") || t.tok.is("aside"));
        // "when will I reach 100k?" asks; it plans nothing for the sum.
        let asked = i
            .checked_sub(1)
            .and_then(|p| sentence[p].tok.word())
            .is_some_and(|p| matches!(p, "when" | "how" | "what" | "long" | "much" | "whats"));
        if asked && matches!(w, "will" | "going") {
            return false;
        }
        w.starts_with("invest")
            || matches!(
                w,
                "will" | "i'll" | "ill" | "gonna" | "going" | "plan" | "planning" | "lump"
            )
            // "i have 15k, adding 800 a month": adding to a sum makes it a balance.
            || (CONTRIBUTION_WORDS.contains(&w) && !away && !matches!(w, "adding" | "add"))
    })
}

/// Words that soften a figure ("about 95k", "around $95,000").
const HEDGES: &[&str] = &[
    "about",
    "around",
    "roughly",
    "approx",
    "approximately",
    "like",
    "just",
    "over",
    "under",
    "nearly",
    "almost",
];

/// "on" at `k` followed by a salary: opening the clause ("on 72k"), after where the person lives
/// ("in Ohio on $95,000"), after "I'm … on" ("I'm currently on 95k") or a job ("a job on 68k").
pub(super) fn salary_on_at(clause: &[Token], k: usize, country: Country) -> bool {
    if !clause[k].tok.is("on") || !salary_after_on(clause, k + 1) {
        return false;
    }
    let before = k.checked_sub(1).and_then(|p| clause[p].tok.word());
    // "I'm 40 on 120k": an age said between.
    let after_age = k >= 2
        && clause[k - 1]
            .tok
            .amount()
            .is_some_and(|a| a.is_bare_count() && a.value >= 16.into() && a.value <= 100.into())
        && matches!(clause[k - 2].tok.word(), Some("i'm" | "im" | "am"));
    // "I'm a nurse on $42.50 an hour": a job named before the pay.
    let after_job = k >= 3
        && matches!(clause[k - 2].tok.word(), Some("a" | "an"))
        && matches!(clause[k - 3].tok.word(), Some("i'm" | "im" | "am"));
    k == 0
        || after_age
        || after_job
        || matches!(
            before,
            Some(
                "i'm"
                    | "im"
                    | "am"
                    | "me"
                    | "we're"
                    | "currently"
                    | "now"
                    | "still"
                    | "just"
                    | "only"
                    // "just started a job on 68k"
                    | "job"
                    | "role"
                    | "position"
                    // "just started full time on 45k"
                    | "time"
                    | "started"
                    // "I'm single on 105k"
                    | "single"
                    | "married"
                    | "divorced"
                    | "separated"
                    | "widowed"
            )
        )
        || find_places(&clause[..k], country)
            .iter()
            .any(|f| f.start + f.len == k)
}

/// The token after an "I'm on" cue at `p`, `None` when there is no such cue there.
pub(super) fn on_cue_end(clause: &[Token], p: usize) -> Option<usize> {
    super::cues::ON_CUES
        .iter()
        .find(|cue| seq_at(clause, p, cue))
        .map(|cue| p + cue.split(' ').count())
}

/// After "I'm on": a salary-looking figure, possibly after a hedge ("about 95k", "around $95,000").
pub(super) fn salary_after_on(clause: &[Token], mut k: usize) -> bool {
    while clause
        .get(k)
        .and_then(|t| t.tok.word())
        .is_some_and(|w| HEDGES.contains(&w))
    {
        k += 1;
    }
    clause.get(k).and_then(|t| t.tok.amount()).is_some_and(|a| {
        a.looks_like_money() || (a.value >= dec!(10) && find_period_right_after(clause, k))
    })
}
