//! An "if" that states a fact rather than supposing one: "… if I'm 52" ending a question gives
//! the person's age, "what's my equity if my place is worth 850k" their home's value.

use rust_decimal::Decimal;

use crate::builtin::amounts::{Tok, Token};

/// The words of the question before the "if" at `at`, not counting a follow-up's openers.
fn words_before(sentence: &[Token], at: usize) -> usize {
    sentence[..at]
        .iter()
        .filter(|t| {
            t.tok
                .word()
                .is_some_and(|w| !matches!(w, "and" | "what" | "but" | "so" | "ok" | "okay"))
        })
        .count()
}

/// "what's my equity if my place is worth 850k", "a 5k bonus after tax if I'm on 60k": an "if"
/// after a question that opens a present-tense statement of the person's own gives facts, not a
/// what-if ("what if the place was worth 1.1m" and "if I earned 120k" stay what-ifs).
pub(super) fn own_fact_after(sentence: &[Token], at: usize) -> bool {
    let word = |k: usize| sentence.get(k).and_then(|t| t.tok.word());
    let asked_before = words_before(sentence, at) >= 2;
    if !asked_before || at.checked_sub(1).and_then(word) == Some("what") {
        return false;
    }
    match word(at + 1) {
        Some("i'm" | "im") => word(at + 2) == Some("on"),
        Some("i") => word(at + 2) == Some("am") && word(at + 3) == Some("on"),
        Some("my" | "our") => (at + 2..at + 5).any(|k| matches!(word(k), Some("is" | "are"))),
        _ => false,
    }
}

pub(super) fn own_age_after(sentence: &[Token], at: usize) -> bool {
    // A question of its own before the "if", not a follow-up's opener.
    let asked_before = words_before(sentence, at) >= 3;
    if !asked_before {
        return false;
    }
    let rest = &sentence[at + 1..];
    let k = if rest
        .first()
        .is_some_and(|t| t.tok.is("i'm") || t.tok.is("im"))
    {
        1
    } else if rest.len() > 1 && rest[0].tok.is("i") && rest[1].tok.is("am") {
        2
    } else {
        return false;
    };
    let age = rest.get(k).and_then(|t| t.tok.amount()).is_some_and(|a| {
        !a.percent && !a.scaled && a.value >= Decimal::from(16) && a.value < Decimal::from(100)
    });
    let tail = &rest[(k + 1).min(rest.len())..];
    age && tail.iter().all(|t| {
        matches!(t.tok, Tok::Punct(_)) || t.tok.is("years") || t.tok.is("old") || t.tok.is("now")
    })
}
