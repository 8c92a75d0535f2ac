//! Facts a person states about themselves, read clause by clause: which profile field an amount
//! belongs to, its pay period, corrections, and whether the statement is hypothetical.
//!
//! The rules (documented in docs/advisor.md): an amount is a fact only in a statement about the
//! person; from the first hypothetical cue ("if", "what if", "would", "someone", "suppose"…) to the
//! end of the sentence, amounts feed calculations but never the profile; in questions an amount is
//! a fact only when it is "my …" or follows "I earn/make/have", or when its clause is a first-person
//! statement read as if it stood alone (`statements.rs`: "I have 2 kids, how much…?").
//!
//! This file holds what a reading is and reads a message sentence by sentence; the rest is in:
//! - `cues.rs`: the word lists (hypothetical, question, correction, ownership, third-party cues);
//! - `keywords.rs`: the field keywords ("salary", "mortgage", "HECS"…) and how overlaps resolve;
//! - `clauses.rs`: a sentence split into clauses, and each clause's ages, months, rates and keywords;
//! - `figures.rs`: an amount matched to its field and saved (or only used) in the field's unit;
//! - `periods.rs`: pay periods and the conversion to the field's unit;
//! - `people.rs`: marital status and private hospital cover;
//! - `corrections.rs`: "actually it's 78k, not 85";
//! - `unnamed.rs`: figures that name no field ("on 95k" is a salary, "I've got 10k" savings);
//! - `residence.rs` and `years.rs`: where the person lives, and the tax year asked about.

mod clauses;
mod conditions;
mod corrections;
mod cues;
mod figures;
mod hits;
mod keywords;
mod people;
pub(crate) use people::respective_pay;
mod periods;
mod relative;
mod residence;
mod take_home;
#[cfg(test)]
mod tests;
mod unnamed;
mod years;

pub(crate) use cues::{
    CONTRIBUTION_WORDS, HELP_NAMES, HOME_NOUNS, HOSPITAL_COVER, PARTNER_WORDS, PAY_NOUNS,
    RAISE_WORDS, THIRD_PARTIES, seq_at,
};
pub(crate) use periods::{AU_HOURS_PER_WEEK, US_HOURS_PER_WEEK};
pub(crate) use years::is_year_at;

use finance_domain::{Country, ProfileField, Region};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use crate::builtin::amounts::{Tok, Token, tokenize};

use clauses::read_sentence;
use cues::{INJECTION_CUES, QUESTION_STARTS, US_TAX_WORDS, any_seq};
use keywords::{Target, named_target, names_own_home};
use residence::read_places;
use years::find_tax_year;

/// A value a statement proposes for one field.
#[derive(Debug, Clone, PartialEq)]
pub struct Fact {
    pub field: ProfileField,
    pub raw: String,
    /// Stated inside a hypothetical: used for the reply's figures, never saved.
    pub hypothetical: bool,
    /// How the value was derived when it is not the figure as written ("$45 an hour × 38 hours × 52 weeks").
    pub derivation: Option<String>,
    /// Read from a sentence that asks something (its figures may be the question's, not the person's).
    pub in_question: bool,
    /// Read from a sentence in the first person ("I", "my", "we", "our").
    pub first_person: bool,
    /// Read from a first-person statement clause of a question sentence ("I have 2 kids, how
    /// much…?"): read as if it stood alone, so saved like any statement.
    pub stated_in_question: bool,
    /// Read from a word that names no kind ("we owe 500k"): a figure the reply just asked for
    /// under another field ("How much is left on your mortgage?") is that field's instead.
    pub unnamed: bool,
}

impl Fact {
    /// A plain statement of the person's own, as if they had said "my … is …".
    pub(crate) fn stated(field: ProfileField, raw: String) -> Fact {
        Fact {
            field,
            raw,
            hypothetical: false,
            derivation: None,
            in_question: false,
            first_person: true,
            stated_in_question: false,
            unnamed: false,
        }
    }
}

/// Fields a statement of `field` sets too: an emergency fund stated is both the fund the
/// person keeps and what is in it now ("I've got 12k in my emergency fund").
fn also_sets(field: ProfileField) -> &'static [ProfileField] {
    match field {
        ProfileField::EmergencyFund => &[ProfileField::EmergencyFundCurrent],
        ProfileField::EmergencyFundCurrent => &[ProfileField::EmergencyFund],
        _ => &[],
    }
}

/// The facts a plain statement of `field` as `raw` makes, as if the person had said "my … is …":
/// the field and the fields it sets too (a bare answer to "how much is in your emergency fund?"
/// saves what any emergency-fund statement saves).
pub(crate) fn statement_of(field: ProfileField, raw: String) -> Vec<Fact> {
    std::iter::once(field)
        .chain(also_sets(field).iter().copied())
        .map(|f| Fact::stated(f, raw.clone()))
        .collect()
}

/// Everything the reader took from one message.
#[derive(Debug, Clone, Default)]
pub struct Reading {
    pub tokens: Vec<Token>,
    /// Lower-case words of the whole message, in order.
    pub words: Vec<String>,
    pub facts: Vec<Fact>,
    /// Annual take-home pay the person stated ("I take home 5k a month").
    pub net_income: Option<(Decimal, bool)>,
    /// The take-home pay was stated in a first-person statement clause of a question sentence ("I
    /// take home 5k a month, how long to save $20k?"): saved as if it stood alone.
    pub net_income_stated: bool,
    /// An income named for a calculation without being a fact ("tax on 45k?").
    pub mentioned_income: Option<Decimal>,
    /// A country or state named without saying they live there (for the calculation only).
    pub mentioned_country: Option<Country>,
    pub mentioned_region: Option<Region>,
    pub tax_year: Option<String>,
    pub hypothetical: bool,
    pub question: bool,
    pub correction: bool,
    /// A correction whose field could not be worked out.
    pub unresolved_correction: Option<Decimal>,
    /// "ignore previous instructions", "system prompt"…
    pub injection: bool,
    /// Whether the sentence being read asks something (set while reading it).
    in_question_sentence: bool,
    /// Whether the sentence being read is in the first person (set while reading it).
    first_person_sentence: bool,
    /// Whether the clause being read is a first-person statement inside a question sentence.
    stated_clause: bool,
    /// Whether the clause being read is the person's own even without "I" ("making 250k, …",
    /// "… and spend about 3k a month").
    person_clause: bool,
    /// Whether the message (or, for "on it", the one before) names the person's own home: an
    /// unnamed debt is then its mortgage.
    home_named: bool,
    /// What "it" stands for: the field the person's previous message named ("how many months
    /// would my emergency fund cover?" then "I've got 16k in it").
    it_target: Option<Target>,
    /// The last balance (a debt, a home, savings) a clause of this message named: a later "it"
    /// stands for it ("we paid 20k off the mortgage, it's 500k now").
    balance_named: Option<Target>,
    /// An "it" of the message stands for a balance the message named before it.
    it_named_here: bool,
    /// What "that", "this" or "it" points back to: the field the person's previous message named
    /// ("I've got 8k put aside for emergencies", then "how many months does that cover?").
    pointed: Option<Target>,
    /// The balance the person's previous message asked about ("how many months would my emergency
    /// fund last"): what a sum held that names no kind, said next, is ("i've got 21k put aside").
    asked_balance: Option<Target>,
}

impl Reading {
    pub fn has(&self, phrase: &str) -> bool {
        // Called a few hundred times per message: no allocation.
        let n = phrase.split(' ').count();
        if n == 1 {
            return self.words.iter().any(|w| w == phrase);
        }
        self.words
            .windows(n)
            .any(|w| w.iter().zip(phrase.split(' ')).all(|(a, b)| a == b))
    }
    pub fn has_any(&self, phrases: &[&str]) -> bool {
        phrases.iter().any(|p| self.has(p))
    }
    pub fn has_prefix(&self, prefix: &str) -> bool {
        self.words.iter().any(|w| w.starts_with(prefix))
    }
    /// Whether the message itself names what its "it" stands for ("we paid 20k off the
    /// mortgage, it's 500k now"): the "it" is not the earlier answer's subject.
    pub fn it_named_here(&self) -> bool {
        self.it_named_here
    }
    /// The field the message points back to with "that", "this" or "it": the one the person's
    /// previous message named.
    pub fn points_back_to(&self) -> Option<ProfileField> {
        self.pointed.map(Target::field)
    }
}

/// Where the reader looks for the previous statement when a correction does not name its field.
pub struct ReadContext<'a> {
    pub country: Country,
    /// The profile's current values, for "not 85" lookups: (field, value).
    pub current: Vec<(ProfileField, Decimal)>,
    /// The person's previous message in this conversation.
    pub previous_user_message: Option<&'a str>,
}

/// Reads one message. Never panics on any input.
pub fn read(message: &str, ctx: &ReadContext<'_>) -> Reading {
    let tokens = tokenize(message);
    let words: Vec<String> = tokens
        .iter()
        .filter_map(|t| t.tok.word().map(str::to_string))
        .collect();
    let mut r = Reading {
        words,
        ..Reading::default()
    };
    r.injection = INJECTION_CUES.iter().any(|c| any_seq(&tokens, c));
    let residence = read_places(&tokens, ctx.country, &mut r);
    // "federal tax on 180k filing jointly": words only the US's tax uses name its country.
    if residence.0.is_none()
        && residence.1.is_none()
        && r.mentioned_country.is_none()
        && ctx.country != Country::Us
        && US_TAX_WORDS.iter().any(|c| any_seq(&tokens, c))
    {
        r.mentioned_country = Some(Country::Us);
    }
    let target_country = residence
        .0
        .or(residence.1.map(Region::country))
        .unwrap_or(ctx.country);
    // A year is read in the country the message is about: "the tax on 85k in california for
    // 2025" is the US's 2025, not Australia's 2024-25.
    r.tax_year = find_tax_year(&tokens, r.mentioned_country.unwrap_or(target_country));
    let hours = stated_hours(&tokens);
    // The person's previous message, read once for what this one points back to.
    let previous = ctx.previous_user_message.map(tokenize);
    let previous_named = previous.as_deref().and_then(named_target);
    // The home named here or in the person's previous message ("house is about 650k", then "I
    // owe 400k"), or, for "on it", the one in the profile.
    r.home_named = names_own_home(&tokens)
        || previous.as_deref().is_some_and(names_own_home)
        || (any_seq(&tokens, "on it")
            && ctx
                .current
                .iter()
                .any(|(f, v)| *f == ProfileField::PropertyValue && !v.is_zero()));

    if ["it", "that", "this", "those", "mine", "ours"]
        .iter()
        .any(|w| any_seq(&tokens, w))
    {
        r.pointed = previous_named;
    }
    let previous_asked = previous.as_deref().is_some_and(|t| {
        t.iter().any(|x| x.tok == Tok::Punct('?'))
            || t.first()
                .and_then(|x| x.tok.word())
                .is_some_and(|w| QUESTION_STARTS.contains(&w))
    });
    r.asked_balance = previous_named.filter(|t| previous_asked && t.is_balance());
    // "in it", and "in mine" after "how big should an emergency fund be?"; "put aside for that".
    if ["it", "mine", "ours", "for that", "in that", "into that"]
        .iter()
        .any(|w| any_seq(&tokens, w))
    {
        r.it_target = r.pointed;
    }

    let mut asked = false;
    let mut start = 0;
    for i in 0..=tokens.len() {
        let end = tokens.get(i);
        if end.is_some_and(|t| !matches!(t.tok, Tok::Punct('.' | '!' | '?' | ';'))) {
            continue;
        }
        let sentence = &tokens[start..i];
        start = i + 1;
        if sentence.is_empty() {
            continue;
        }
        r.in_question_sentence = end.is_some_and(|t| t.tok == Tok::Punct('?'));
        r.first_person_sentence = sentence.iter().any(|t| {
            t.tok.word().is_some_and(|w| {
                matches!(
                    w,
                    "i" | "i'm"
                        | "im"
                        | "i've"
                        | "ive"
                        | "my"
                        | "me"
                        | "we"
                        | "we've"
                        | "weve"
                        | "we're"
                        | "our"
                        | "us"
                )
            })
        }) || (!r.in_question_sentence
            // "… what do I get after tax? salary is 70k": a statement opening on a field of the
            // person's own, with no one else named, is theirs.
            && sentence.first().and_then(|t| t.tok.word()).is_some_and(|w| {
                matches!(
                    w,
                    "salary" | "income" | "wage" | "super" | "mortgage" | "rent" | "savings"
                )
            })
            && sentence
                .get(1)
                .and_then(|t| t.tok.word())
                .is_some_and(|w| matches!(w, "is" | "was" | "s")));
        read_sentence(sentence, ctx, target_country, hours, &mut r);
        asked |= r.in_question_sentence;
    }
    // Residence is only ever read from a first-person statement ("I live in …").
    r.in_question_sentence = false;
    r.first_person_sentence = true;
    // "i make 32 an hour, whats my take home" asks, with no question mark.
    r.question = asked
        || tokens.iter().any(|t| t.tok == Tok::Punct('?'))
        || r.words
            .first()
            .is_some_and(|w| QUESTION_STARTS.contains(&w.as_str()));
    if let Some(c) = residence.0 {
        push_fact(
            &mut r,
            ProfileField::Country,
            c.as_str().to_string(),
            false,
            None,
        );
    }
    if let Some(region) = residence.1 {
        if residence.0.is_none() && region.country() != ctx.country {
            push_fact(
                &mut r,
                ProfileField::Country,
                region.country().as_str().to_string(),
                false,
                None,
            );
        }
        push_fact(
            &mut r,
            ProfileField::State,
            region.code().to_string(),
            false,
            None,
        );
    }
    r.tokens = tokens;
    r
}

fn push_fact(
    r: &mut Reading,
    field: ProfileField,
    raw: String,
    hypothetical: bool,
    derivation: Option<String>,
) {
    // A later statement in the same message wins ("85k, sorry 78k").
    r.facts
        .retain(|f| !(f.field == field && f.hypothetical == hypothetical));
    let raw = match raw.parse::<Decimal>() {
        Ok(d) => d.normalize().to_string(),
        Err(_) => raw,
    };
    let in_question = r.in_question_sentence;
    let first_person = r.first_person_sentence || r.person_clause;
    let stated_in_question = r.stated_clause;
    r.facts.push(Fact {
        field,
        raw,
        hypothetical,
        derivation,
        in_question,
        first_person,
        stated_in_question,
        unnamed: false,
    });
}

fn add_count(r: &mut Reading, field: ProfileField, n: Decimal) {
    // "a son and a daughter": counts in one message add up.
    let prev = r
        .facts
        .iter()
        .find(|f| f.field == field && !f.hypothetical)
        .and_then(|f| f.raw.parse::<Decimal>().ok())
        .unwrap_or(Decimal::ZERO);
    push_fact(
        r,
        field,
        prev.saturating_add(n).normalize().to_string(),
        false,
        None,
    );
}

/// "I work 20 hours a week" overrides the standard full-time hours.
fn stated_hours(tokens: &[Token]) -> Option<Decimal> {
    tokens.windows(2).find_map(|w| {
        let a = w[0].tok.amount()?;
        let unit = w[1].tok.word()?;
        (matches!(unit, "hours" | "hrs" | "hour")
            && a.is_bare_count()
            && a.value > Decimal::ZERO
            && a.value <= dec!(100))
        .then_some(a.value)
        .filter(|_| {
            // "$45 an hour" is a rate, not hours: the figure before "hours" carries no currency.
            !a.currency
        })
    })
}
