//! The words that make a message a follow-up, and the earlier answer's subject read into one
//! that leaves it unsaid ("what if I pay an extra $500 a month?" → "… on the loan $500,000 at 6%").

use finance_domain::answer::{AnswerRecord, InputSource};

use super::*;
use crate::builtin::Understanding;
use crate::builtin::amounts::{Tok, Token};
use crate::builtin::facts::Reading;
use crate::builtin::inputs::Inputs;
use crate::builtin::intents::{Intent, IntentDef};

/// Words that open a follow-up or mark one ("and at 8%?", "what about…", "same but…", "…instead").
pub(super) const OPENERS: &[&str] = &[
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

pub(super) const MARKERS: &[&str] = &[
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

pub(super) fn cued_reading(r: &Reading, s: &crate::builtin::slots::Slots) -> bool {
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
    slots: &crate::builtin::slots::Slots,
    earlier: &AnswerRecord,
) -> Option<String> {
    let prev = Intent::from_name(&earlier.intent)?;
    // A question that names nothing of its own ("how much would I save if I paid an extra 250
    // each fortnight") is asked about the earlier subject too.
    if prev.def().inputs.is_empty()
        || !(cued_reading(reading, slots) || refers_back(reading) || reading.question)
    {
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
        // An explainer's topic is set from its intent, not said, yet it is the subject ("what's
        // the limit this year" after "what's an HSA").
        .filter(|i| {
            matches!(i.source, InputSource::Message | InputSource::Earlier) || i.name == "topic"
        })
        .map(|i| describe_named(i.name, &i.value, def))
        .collect();
    format!("on the {} {}", def.noun, figures.join(" "))
}

/// "How does it work?", "does it get indexed?", "explain that": a question about how the earlier
/// answer's subject works, for its explainer rather than the same lookup again.
pub(crate) fn asks_how_it_works(r: &Reading) -> bool {
    r.has_any(&[
        "how does it work",
        "how do they work",
        "how does that work",
        "how does this work",
        "explain it",
        "explain that",
        "explain how",
        "what does it mean",
        "indexed",
        // "when can i get it" after the Age Pension rates: who and when is the explainer's.
        "when can i get",
        "when can i claim",
        "when do i get",
        "when do i qualify",
        "do i qualify",
        "am i eligible",
        "who can get",
        "who qualifies",
        "qualifies for it",
        "qualify for it",
        "eligible for it",
        "who is eligible",
        "who gets it",
    ])
}

/// Whether the message points back at the earlier answer ("would that save", "max it out", "the
/// same", "instead").
pub(crate) fn refers_back(r: &Reading) -> bool {
    r.has_any(&["that", "it", "this", "those", "them", "same", "instead"])
}

/// A short message: a follow-up in all but its opening word ("25 years?", "fortnightly").
pub(super) fn short(u: &Understanding) -> bool {
    u.reading.words.len() <= 6
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
