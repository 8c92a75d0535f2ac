//! First-person statements inside a question sentence. "I have 2 kids and we want $50k by 2030,
//! how much a month?" states the kids before it asks: that clause is read as if it stood alone, so
//! its facts are saved, while the target, the year and the rest stay the question's.
//!
//! A clause counts as a statement only when it opens with the person as the subject ("I", "we",
//! "my", "our"…) and carries nothing that makes its figures the question's: no asking word, no
//! wanting or planning, no buying, borrowing, paying off or putting money in, no raise or bonus,
//! no rate, no one else ("my husband earns 60k") and no "to" (a purpose: "I have $500 a month to
//! invest"); nor a clause that runs on into a bare figure ("we earn 90k and 60000"). When in doubt
//! it is not a statement, so a figure that belongs to the question is never saved.

use super::amounts::Token;
use super::facts::{CONTRIBUTION_WORDS, RAISE_WORDS, THIRD_PARTIES};

/// The person as the subject of the clause.
const SUBJECTS: &[&str] = &[
    "i", "i'm", "im", "i've", "ive", "we", "we're", "we've", "my", "our",
    // "me on 95k and my partner on 70k", "me 120k, wife 60k".
    "me",
];

/// Words a clause may open with before its subject ("ok I have 2 kids").
const OPENERS: &[&str] = &[
    "hi", "hey", "hello", "ok", "okay", "well", "um", "right", "fyi", "btw", "oh", "also",
];

/// Phrases that open a statement before its subject.
const PREAMBLES: &[&str] = &[
    "just so you know",
    "so you know",
    "for the record",
    "by the way",
    "for context",
    "for reference",
];

/// Words that make a clause's figures the question's rather than the person's situation.
const QUESTION_WORDS: &[&str] = &[
    // asking
    "how",
    "what",
    "whats",
    "what's",
    "which",
    "when",
    "why",
    "whether",
    "wonder",
    "should",
    "could",
    "can",
    "would",
    "will",
    "might",
    "may",
    "shall",
    "if",
    "unless",
    "assume",
    "assuming",
    "suppose",
    "say",
    // wanting and planning: a target or a future amount
    "want",
    "wanna",
    "need",
    "hope",
    "hoping",
    "plan",
    "planning",
    "goal",
    "target",
    "aim",
    "aiming",
    "dream",
    "like",
    "love",
    "thinking",
    "considering",
    "looking",
    "going",
    "gonna",
    "intend",
    "expect",
    "expecting",
    "afford",
    "to",
    // a price, a loan or a payment the question is about
    "buy",
    "buying",
    "bought",
    "sell",
    "selling",
    "sold",
    "borrow",
    "borrowing",
    "borrowed",
    "cost",
    "costs",
    "price",
    "off",
    "repay",
    "repaying",
    "repayment",
    "repayments",
    // money going in: a contribution or a what-if sum (with facts' CONTRIBUTION_WORDS)
    "invest",
    "investing",
    "sacrifice",
    "sacrificing",
    "save",
    "saving",
    "extra",
    "more",
    "another",
    "additional",
    "new",
    // a change in pay the question weighs (with facts' RAISE_WORDS)
    "bonus",
    // a sum set aside for a purchase
    "budget",
];

/// Words that open the question when a statement runs straight into it with no comma ("I make 85k
/// what's my take home?").
const WH_WORDS: &[&str] = &["how", "what", "whats", "what's", "why", "when", "which"];
/// Helper verbs that open the question when the person follows ("I earn 85k should I …").
const ASKING_VERBS: &[&str] = &[
    "should", "can", "could", "do", "does", "will", "am", "is", "are",
];

/// Whether a clause of a question sentence states a fact about the person, to be read as if it
/// stood alone.
pub(crate) fn first_person_statement(clause: &[Token]) -> bool {
    (opens_with_subject(clause).is_some() || home_valued(clause)) && !about_the_question(clause)
}

/// "the house is worth 800k", "the place got valued at 1.1 mil": the person's home, valued.
fn home_valued(clause: &[Token]) -> bool {
    let word = |k: usize| clause.get(k).and_then(|t| t.tok.word());
    // "the bank just valued it at 1.15m": "it" is the home an equity question is about.
    let valued_it = clause.iter().any(|t| t.tok.is("it"))
        && clause.iter().any(|t| {
            t.tok
                .word()
                .is_some_and(|w| matches!(w, "valued" | "appraised" | "revalued"))
        });
    // "the house is worth 1.2m", and said short, "house is worth 1.2m".
    let noun_at = if word(0) == Some("the") { 1 } else { 0 };
    valued_it
        || (noun_at == 1
            || word(1).is_some_and(|w| matches!(w, "is" | "s" | "was" | "worth" | "valued")))
            && word(noun_at).is_some_and(|w| crate::builtin::facts::HOME_NOUNS.contains(&w))
            && clause.iter().any(|t| {
                t.tok
                    .word()
                    .is_some_and(|w| matches!(w, "worth" | "valued" | "value" | "appraised"))
            })
}

/// Verbs a person opens a message with when "I" goes without saying ("making 250k, how much tax?",
/// "still got about 25k HECS"). Not "on 85k, how much…?" nor "take home on 100k…?": those name
/// the question's figures.
const OWN_VERBS: &[&str] = &[
    "making",
    "earning",
    "earn",
    "got",
    "have",
    "having",
    "owe",
    "owing",
    "still",
    "bringing",
    "paid",
    "getting",
    "spending",
    "spend",
    "currently",
    "already",
];

/// Whether a clause that opens a sentence with one of the person's verbs and no subject states a
/// fact about them, read as if it stood alone ("making $250,000 a year, how much tax?").
pub(crate) fn subjectless_statement(clause: &[Token]) -> bool {
    let start = clause
        .iter()
        .position(|t| !t.tok.word().is_some_and(|w| OPENERS.contains(&w)));
    start
        .and_then(|s| clause[s].tok.word())
        .is_some_and(|w| OWN_VERBS.contains(&w))
        && !about_the_question(clause)
}

/// Whether someone else is named ("my husband earns 90k", "she"), and the person is not a
/// subject too ("I" or "we"; "my" names whose husband it is).
pub(crate) fn names_someone_else(tokens: &[Token]) -> bool {
    let word = |list: &[&str]| {
        tokens
            .iter()
            .any(|t| t.tok.word().is_some_and(|w| list.contains(&w)))
    };
    word(THIRD_PARTIES) && !word(&["i", "i'm", "im", "i've", "ive", "we", "we're", "we've"])
}

/// Whether a clause joined to a statement by "with" carries it on ("I'm 34 with 2 kids").
pub(crate) fn continues_statement(clause: &[Token]) -> bool {
    !clause.is_empty() && !about_the_question(clause)
}

/// Where the question starts inside a first-person clause that runs straight into it ("I make 85k
/// what's my take home"): a wh-word, or a helper verb before "I"/"we"/"you", after the subject.
pub(crate) fn question_starts_at(clause: &[Token]) -> Option<usize> {
    let subject = opens_with_subject(clause)?;
    (subject + 1..clause.len()).find(|&k| {
        let word = |k: usize| clause.get(k).and_then(|t| t.tok.word());
        word(k).is_some_and(|w| WH_WORDS.contains(&w))
            || (word(k).is_some_and(|w| ASKING_VERBS.contains(&w))
                && word(k + 1).is_some_and(|w| matches!(w, "i" | "we" | "you")))
    })
}

/// The position of the clause's first-person subject when it opens the clause.
pub(crate) fn opens_with_subject(clause: &[Token]) -> Option<usize> {
    // "just so you know I'm single", "fyi I'm 27": a preamble before the subject.
    let pre = PREAMBLES
        .iter()
        .find(|p| super::slots::seq_at(clause, 0, p))
        .map_or(0, |p| p.split(' ').count());
    let start = pre
        + clause[pre..]
            .iter()
            .position(|t| !t.tok.word().is_some_and(|w| OPENERS.contains(&w)))?;
    clause[start]
        .tok
        .word()
        .is_some_and(|w| SUBJECTS.contains(&w))
        .then_some(start)
}

/// Whether anything in the clause makes its figures the question's.
fn about_the_question(clause: &[Token]) -> bool {
    clause.iter().enumerate().any(|(i, t)| {
        // "10k put aside for emergencies" says what is held, not a sum put in.
        let held = t.tok.is("put")
            && clause
                .get(i + 1)
                .is_some_and(|n| n.tok.is("aside") || n.tok.is("away"));
        // Someone else's figures ("my husband earns 60k") are the question's too.
        !held
            && t.tok.word().is_some_and(|w| {
                [
                    QUESTION_WORDS,
                    CONTRIBUTION_WORDS,
                    RAISE_WORDS,
                    THIRD_PARTIES,
                ]
                .iter()
                .any(|list| list.contains(&w))
            })
            || t.tok.amount().is_some_and(|a| a.percent)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin::amounts::tokenize;

    fn stated(clause: &str) -> bool {
        first_person_statement(&tokenize(clause))
    }

    #[test]
    fn a_plain_first_person_fact_is_a_statement() {
        assert!(stated("I have 2 kids"));
        assert!(stated("I'm 34"));
        assert!(stated("my super is 120k"));
        assert!(stated("ok we owe 300k on the mortgage"));
        assert!(stated("my house is worth 800k"));
        assert!(stated("the house got valued at 1.1 mil last week"));
        assert!(!stated("the house is 600k"));
    }

    #[test]
    fn a_clause_about_the_question_is_not() {
        assert!(!stated("we want $50k by 2030"));
        assert!(!stated("how much a month"));
        assert!(!stated("I have $500 a month to invest"));
        assert!(!stated("I'm paying 200 a month off my 5k card"));
        assert!(!stated("I got a 10k bonus"));
        assert!(!stated("I expect 7% returns"));
        assert!(!stated("if I had 3 kids"));
        assert!(!stated("2 kids"));
        assert!(!stated("my husband earns 60k"));
        assert!(!stated("my budget is 600k"));
        assert!(!first_person_statement(&tokenize(
            "I make 85k what's my take home"
        )));
    }

    #[test]
    fn a_statement_run_into_its_question_is_cut_where_the_question_starts() {
        let at = |m: &str| question_starts_at(&tokenize(m));
        assert_eq!(at("I make 85k what's my take home"), Some(3));
        assert_eq!(at("I earn 85k should I salary sacrifice"), Some(3));
        assert_eq!(at("my salary is 85k"), None);
        assert_eq!(at("how much do I need"), None);
        assert!(continues_statement(&tokenize("2 kids")));
        assert!(!continues_statement(&tokenize("a 10k bonus")));
        assert!(!stated(""));
    }

    #[test]
    fn a_subjectless_opening_is_the_persons() {
        let own = |m: &str| subjectless_statement(&tokenize(m));
        assert!(own("making $250,000 a year"));
        assert!(own("still got about 25k HECS"));
        assert!(own("spend about 3k a month"));
        assert!(!own("on 85000"));
        assert!(!own("Take home on 100000 in Texas vs California"));
        assert!(!own("how much tax on 250k"));
        assert!(!own("got a 10k bonus"));
        assert!(!own("paying 200 a month off my card"));
        assert!(!own("making extra repayments of 500"));
        assert!(own("already have 30k saved"));
        assert!(!own("already paid 20k off the loan"));
    }

    #[test]
    fn someone_else_is_named_without_the_person() {
        let other = |m: &str| names_someone_else(&tokenize(m));
        assert!(other("my husband earns 90k"));
        assert!(other("she makes 60k"));
        assert!(!other("I earn 90k and my husband 60k"));
        assert!(!other("need a 120k deposit in 4 years"));
    }
}
