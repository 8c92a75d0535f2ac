//! A goal's purpose as its title: "for a house deposit by 2029" is "House deposit", "a $40k
//! wedding fund" is "Wedding". Shared by setting, finding and renaming a goal.

use crate::builtin::amounts::{Tok, Token};
use crate::builtin::slots::seq_at;

/// Purposes said without "for" ("a $40k house deposit", "my wedding fund"), longest first.
pub(crate) const PURPOSES: &[&str] = &[
    "house deposit",
    "home deposit",
    "down payment",
    "investment property",
    "new car",
    "school fees",
    "wedding",
    "honeymoon",
    "holiday",
    "vacation",
    "trip",
    "travel",
    "renovation",
    "reno",
    "deposit",
    "car",
    "ute",
    "education",
    "baby",
    "christmas",
    "boat",
    "motorbike",
    "bike",
    "laptop",
    "computer",
    "furniture",
    "business",
];

/// Words that end a purpose: "for a house deposit | by 2029".
const PURPOSE_ENDS: &[&str] = &[
    "by",
    "in",
    "before",
    "within",
    "until",
    "till",
    "next",
    "over",
    "and",
    "at",
    "so",
    "with",
    "i",
    "we",
    "which",
    "that",
    "this",
    "around",
    "from",
    "starting",
    "is",
    "if",
    "but",
    "please",
    "then",
    "when",
    "because",
    "as",
    "goal",
    "on",
    "of",
    "how",
    "what",
    "can",
    "could",
    "would",
    "should",
    "will",
    "it",
    "per",
    "a",
    "an",
    "each",
    "every",
    "need",
    "needs",
    "want",
    "wants",
    "costing",
    "about",
    "roughly",
    "approx",
    "approximately",
    "worth",
    "please",
    "thanks",
];

/// Words skipped at the start of a purpose.
const PURPOSE_SKIP: &[&str] = &["a", "an", "the", "my", "our", "some", "his", "her", "their"];

/// The purpose as a title: the words after "for"/"towards" ("for a house deposit by 2029" is
/// "House deposit", "for a trip to Japan" is "Trip to Japan"), else a purpose named anywhere ("a
/// $40k house deposit").
pub(crate) fn purpose(toks: &[Token]) -> Option<String> {
    for (i, t) in toks.iter().enumerate() {
        if !(t.tok.is("for") || t.tok.is("towards") || t.tok.is("toward")) {
            continue;
        }
        let mut words: Vec<&str> = Vec::new();
        let mut k = i + 1;
        while let Some(t) = toks.get(k) {
            match &t.tok {
                Tok::Word(w) if words.is_empty() && PURPOSE_SKIP.contains(&w.as_str()) => {}
                // "a $12k holiday", "a 2-week trip": figures before the noun are not the title.
                Tok::Amount(_) if words.is_empty() => {
                    if toks.get(k + 1).is_some_and(|n| {
                        n.tok.word().is_some_and(|w| {
                            matches!(w, "years" | "year" | "months" | "month" | "weeks" | "week")
                        })
                    }) {
                        break;
                    }
                }
                Tok::Word(w) if w == "to" && !words.is_empty() => {
                    // "trip to Japan": a place written with a capital.
                    let place = toks.get(k + 1).filter(|n| {
                        n.orig.chars().next().is_some_and(char::is_uppercase)
                            && n.tok.word().is_some()
                    });
                    match place {
                        Some(p) => {
                            words.push("to");
                            words.push(&p.orig);
                            k += 1;
                        }
                        None => break,
                    }
                }
                Tok::Word(w)
                    if PURPOSE_ENDS.contains(&w.as_str())
                        || super::dates::MONTH_NAMES
                            .iter()
                            .any(|m| m.eq_ignore_ascii_case(w)) =>
                {
                    break;
                }
                Tok::Word(_) => words.push(&t.orig),
                _ => break,
            }
            if words.len() >= 5 {
                break;
            }
            k += 1;
        }
        let useful = words.iter().any(|w| {
            !matches!(
                w.to_lowercase().as_str(),
                "it" | "that"
                    | "this"
                    | "me"
                    | "us"
                    | "now"
                    | "retirement"
                    | "goal"
                    | "goals"
                    | "month"
                    | "year"
                    | "week"
                    | "months"
                    | "years"
                    | "weeks"
                    | "myself"
            )
        });
        if useful {
            return Some(title_case(&words.join(" ")));
        }
    }
    PURPOSES
        .iter()
        .find(|p| (0..toks.len()).any(|i| seq_at(toks, i, p)))
        .map(|p| title_case(p))
}

/// "Trip to Europe" → "trip to Europe": a title inside a sentence.
pub(crate) fn in_sentence(title: &str) -> String {
    let mut c = title.chars();
    match c.next() {
        Some(f) => f.to_lowercase().chain(c).collect(),
        None => String::new(),
    }
}

/// "house deposit" → "House deposit".
pub(crate) fn title_case(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
