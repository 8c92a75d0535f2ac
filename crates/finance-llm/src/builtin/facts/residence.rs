//! Where the person lives ("I live in Texas", "based in Melbourne"), as opposed to a place only
//! named for a calculation ("tax in California?").

use finance_domain::{Country, Region};

use crate::builtin::amounts::{Tok, Token};
use crate::builtin::places::{Place, find_places};

use super::Reading;
use super::cues::{QUESTION_STARTS, any_seq};

pub(super) const RESIDENCE_CUES: &[&str] = &[
    "live in",
    "living in",
    "i'm in",
    "im in",
    "i am in",
    "based in",
    "from",
    "moved to",
    "moved up to",
    "moved down to",
    "moved over to",
    "moved back to",
    "relocated to",
    "reside in",
    "located in",
    "work in",
    "here in",
    "out of",
    "i'm an",
    "im an",
    "i am an",
    "i'm a",
    "resident",
    "live",
    "stay in",
    "we're in",
    "we are in",
    "over here in",
    "down here in",
    "residing in",
];

/// Returns the country and state the person says they live in; other places named become the
/// calculation's `mentioned_*`.
pub(super) fn read_places(
    tokens: &[Token],
    prefer: Country,
    r: &mut Reading,
) -> (Option<Country>, Option<Region>) {
    let mut country: Option<(Country, bool)> = None;
    let mut region: Option<(Region, bool)> = None;
    let mut previous_end = 0;
    for found in find_places(tokens, prefer) {
        let window: Vec<Token> =
            tokens[found.start.saturating_sub(4).max(previous_end)..found.start].to_vec();
        // "im in the US btw, Texas": a state set beside the country just stated is where they
        // live too.
        let gap = &tokens[previous_end.min(found.start)..found.start];
        let beside_country = country
            .is_some_and(|(c, _)| matches!(found.place, Place::Region(reg) if reg.country() == c))
            && gap.len() <= 3
            && gap.iter().all(|t| {
                matches!(t.tok, Tok::Punct(','))
                    || t.tok.word().is_some_and(|w| {
                        matches!(w, "btw" | "in" | "state" | "the" | "of" | "actually")
                    })
            });
        previous_end = found.start + found.len;
        let future = window.iter().any(|t| {
            t.tok.word().is_some_and(|w| {
                matches!(
                    w,
                    "moving"
                        | "move"
                        | "going"
                        | "planning"
                        | "will"
                        | "might"
                        | "thinking"
                        | "considering"
                        | "visiting"
                        | "visit"
                        | "trip"
                        | "holiday"
                        | "vacation"
                )
            })
        });
        let just_after_im = window
            .last()
            .is_some_and(|t| t.tok.is("i'm") || t.tok.is("im"));
        let resident = beside_country
            || !future && (RESIDENCE_CUES.iter().any(|c| any_seq(&window, c)) || just_after_im);
        // "from Boston" is weaker than "moved to Melbourne" in the same message.
        let strong = RESIDENCE_CUES
            .iter()
            .filter(|c| **c != "from")
            .any(|c| any_seq(&window, c));
        let sentence_hypothetical = tokens[..found.start]
            .iter()
            .rev()
            .take_while(|t| !matches!(t.tok, Tok::Punct('.' | '!' | '?')))
            .any(|t| t.tok.is("if") || t.tok.is("would") || t.tok.is("someone"));
        // "we rent in Melbourne": a plain "in" counts in a first-person statement.
        let sentence_start = tokens[..found.start]
            .iter()
            .rposition(|t| matches!(t.tok, Tok::Punct('.' | '!' | '?')))
            .map_or(0, |p| p + 1);
        let sentence_end = tokens[found.start..]
            .iter()
            .position(|t| matches!(t.tok, Tok::Punct('.' | '!' | '?')))
            .map_or(tokens.len(), |p| found.start + p);
        let sentence = &tokens[sentence_start..sentence_end];
        let first_person = sentence.iter().any(|t| {
            t.tok
                .word()
                .is_some_and(|w| matches!(w, "i" | "we" | "my" | "our" | "i'm" | "im" | "we're"))
        });
        let asked = tokens
            .get(sentence_end)
            .is_some_and(|t| t.tok == Tok::Punct('?'))
            || sentence
                .first()
                .and_then(|t| t.tok.word())
                .is_some_and(|w| QUESTION_STARTS.contains(&w));
        let plain_in =
            found.start > 0 && tokens[found.start - 1].tok.is("in") && first_person && !asked;
        // "I make 80k in Georgia, what's …?": earning somewhere is living there, even in a question.
        let reach = &tokens[sentence_start.max(found.start.saturating_sub(8))..found.start];
        let opening = &tokens[sentence_start..found.start];
        // Not inside the question itself ("how much do i take home on 130k in california").
        let asking = opening.iter().any(|t| {
            t.tok
                .word()
                .is_some_and(|w| matches!(w, "how" | "what" | "whats" | "if" | "would" | "could"))
        });
        let earning_in = found.start > 0
            && !asking
            && tokens[found.start - 1].tok.is("in")
            && reach.iter().any(|t| {
                t.tok
                    .word()
                    .is_some_and(|w| matches!(w, "i" | "we" | "i'm" | "im" | "we're" | "me"))
            })
            && reach.iter().any(|t| {
                t.tok.word().is_some_and(|w| {
                    matches!(w, "make" | "making" | "earn" | "earning" | "on" | "paid")
                })
            });
        let resident = resident || ((plain_in || earning_in) && !future);
        // In a question, only a first-person cue is a statement of residence: "I live in Texas, how
        // much tax…?" is; "how does the Age Pension work in Australia?" is not.
        let first_person_cue = window.iter().any(|t| {
            t.tok.word().is_some_and(|w| {
                matches!(w, "i" | "i'm" | "im" | "we" | "we're" | "my" | "our" | "am")
            })
        });
        let statement =
            resident && !sentence_hypothetical && (!asked || first_person_cue || earning_in);
        match found.place {
            Place::Country(c) => {
                if statement {
                    if !country.is_some_and(|(_, s)| s && !strong) {
                        country = Some((c, strong));
                    }
                } else {
                    r.mentioned_country = Some(c);
                }
            }
            Place::Region(reg) => {
                if statement {
                    if !region.is_some_and(|(_, s)| s && !strong) {
                        region = Some((reg, strong));
                    }
                } else {
                    r.mentioned_region = Some(reg);
                    r.mentioned_country = Some(reg.country());
                }
            }
        }
    }
    let country = country.map(|(c, _)| c);
    let mut region = region.map(|(r, _)| r);
    if let (Some(c), Some(reg)) = (country, region)
        && reg.country() != c
    {
        region = None;
    }
    (country, region)
}
