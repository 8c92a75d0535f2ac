//! The word lists the reader looks for, and the phrase matchers it looks with: cues that make a
//! statement hypothetical, a question, a correction or someone else's, and the words around a
//! figure that say what it is (a plan, a target, a price, a contribution).

use crate::builtin::amounts::Token;

/// Whether the words of `phrase` stand in `tokens` from `i` on.
pub(crate) fn seq_at(tokens: &[Token], i: usize, phrase: &str) -> bool {
    phrase
        .split(' ')
        .enumerate()
        .all(|(k, w)| tokens.get(i + k).is_some_and(|t| t.tok.is(w)))
}

pub(super) fn any_seq(tokens: &[Token], phrase: &str) -> bool {
    (0..tokens.len()).any(|i| seq_at(tokens, i, phrase))
}

pub(super) const HYPOTHETICAL_CUES: &[&str] = &[
    "what if",
    "if",
    "suppose",
    "supposing",
    "hypothetically",
    "imagine",
    "someone",
    "somebody",
    "anyone",
    "a person",
    "people",
    "lets say",
    "let say",
    "say i",
    "my friend",
    "my mate",
    "my brother",
    "my sister",
    "my colleague",
    "my dad",
    "my mum",
    "my mom",
    "my father",
    "my mother",
    "were to",
    "in theory",
    "for example",
    "would",
    "could i",
    "hypothetical",
    "scenario",
    "assume",
    "assuming",
    "at an assumed",
    // A loan weighed before it is taken: "I'm looking at a $45,000 car loan…". ("thinking about
    // salary sacrificing 10k" is a plan the calculator weighs, read by its own rule.)
    "looking at a",
    "looking at an",
    "looking at getting",
    "thinking of taking",
    "thinking about taking",
    "thinking of getting",
    "thinking about getting",
    "considering a",
    "considering an",
    "about to take",
    "taking out",
];

/// Words of the US's federal tax that Australia's does not use.
pub(super) const US_TAX_WORDS: &[&str] = &[
    "federal tax",
    "federal taxes",
    "federal income tax",
    "federal income",
    "filing jointly",
    "file jointly",
    "filing separately",
    "married filing",
    "head of household",
    "irs",
    "fica",
];

pub(super) const CORRECTION_CUES: &[&str] = &[
    "actually",
    "sorry",
    "correction",
    "i meant",
    "meant to say",
    "make that",
    "wait",
    "oops",
    "typo",
    "scratch that",
    "my bad",
    "i mean",
    "not",
    "rather",
];

pub(super) const QUESTION_STARTS: &[&str] = &[
    "how",
    "what",
    "whats",
    "what's",
    "why",
    "when",
    "which",
    "who",
    "can",
    "could",
    "should",
    "is",
    "are",
    "do",
    "does",
    "will",
    "would",
    "am",
    "tell",
    "explain",
    "calculate",
    "work",
];

/// First-person cues that make an amount in a question a fact ("on my 85k salary").
const OWNERSHIP_CUES: &[&str] = &[
    "my",
    "i earn",
    "i make",
    "i'm earning",
    "i have",
    "i've got",
    "ive got",
    "i get paid",
    "i got",
    "i own",
    "i owe",
    "we have",
    "our",
];

/// Things people buy: a figure right before one is its price ("a $45,000 car").
pub(super) const PRICE_NOUNS: &[&str] = &[
    "car",
    "ute",
    "suv",
    "vehicle",
    "truck",
    "boat",
    "holiday",
    "vacation",
    "trip",
    "wedding",
    "ring",
    "renovation",
    "reno",
    "kitchen",
    "bathroom",
    "pool",
    "tv",
    "laptop",
    "phone",
    "bike",
    "motorbike",
    "caravan",
    "apartment",
    "condo",
    "townhouse",
    "block",
    "policy",
    "course",
];

pub(super) const INJECTION_CUES: &[&str] = &[
    "ignore previous",
    "ignore all previous",
    "ignore your",
    "ignore the above",
    "disregard",
    "system prompt",
    "you are now",
    "developer mode",
    "jailbreak",
    "override",
];

/// Words before a retirement age that make it a plan, not a question ("I want to retire at 60").
pub(super) const PLAN_WORDS: &[&str] = &[
    "want", "plan", "planning", "hoping", "hope", "going", "like", "intend", "aim", "aiming", "is",
];

/// Phrases that make "N months" an emergency-fund size.
pub(super) const EMERGENCY_MONTH_PHRASES: &[&str] = &[
    "emergency",
    "rainy day",
    "months of expenses",
    "months expenses",
    "months of living",
];

pub(super) const MONTH_UNITS: &[&str] = &["month", "months", "mo", "mth"];

/// Words that make a named item zero ("no kids", "don't have a car").
pub(super) const NEGATIONS: &[&str] = &["no", "zero", "don't", "dont", "without", "never"];

/// Verbs that make "a kid" / "a car" one of the person's own.
pub(super) const OWNING_VERBS: &[&str] =
    &["have", "got", "own", "drive", "with", "i've", "ive", "had"];

/// Words before a small bare number that make it an age ("at 40", "kids under 10").
pub(super) const AGE_PREPOSITIONS: &[&str] = &[
    "at", "by", "age", "aged", "until", "under", "over", "than", "between",
];

/// Words that make "at 67" a retirement age in a question.
pub(super) const RETIREMENT_WORDS: &[&str] =
    &["super", "superannuation", "k401", "have", "pension"];

pub(crate) const RAISE_WORDS: &[&str] = &["raise", "rise", "increase", "bump", "payrise"];

/// Words that make a figure something wanted, not held ("my goal is to have 1.5 million in super").
pub(super) const TARGET_WORDS: &[&str] = &[
    "goal",
    "target",
    "aim",
    "aiming",
    "want",
    "wanna",
    "hope",
    "hoping",
    "need",
    "dream",
    "would like",
    "to reach",
    "to hit",
    "to get to",
    "save up",
    // "my statement says I'll have 850k at retirement": a projection, not a balance today.
    "i'll have",
    "ill have",
    "i will have",
    "we'll have",
    "will have",
];

/// Words after "a $45,000 car" that make the figure a loan, not a price ("a $20k car loan").
pub(super) const FINANCE_WORDS: &[&str] = &[
    "loan",
    "loans",
    "lease",
    "finance",
    "debt",
    "repayments",
    "payments",
];

/// Another account's figures: "user 42's income", "everyone's super", "my neighbour's salary".
pub(super) const OTHER_ACCOUNT_PREFIXES: &[&str] =
    &["user", "everyone", "everybody", "neighbo", "customer"];

pub(super) const OTHER_ACCOUNT_WORDS: &[&str] =
    &["other", "others", "people's", "his", "her", "their"];

/// Someone else's figures unless the person is in the clause too ("my husband earns 90k").
/// A partner, named ("my wife earns 70k", "me and my husband").
pub(crate) const PARTNER_WORDS: &[&str] = &[
    "partner",
    "wife",
    "husband",
    "spouse",
    "hubby",
    "missus",
    "boyfriend",
    "girlfriend",
    "fiance",
];

/// Nouns that name a sum as the person's pay ("my 80k salary").
pub(crate) const PAY_NOUNS: &[&str] = &["salary", "income", "wage", "wages", "pay", "package"];

pub(crate) const THIRD_PARTIES: &[&str] = &[
    "husband",
    "wife",
    "partner",
    "spouse",
    "boyfriend",
    "girlfriend",
    "friend",
    "brother",
    "sister",
    "mum",
    "mom",
    "dad",
    "father",
    "mother",
    "boss",
    "colleague",
    "he",
    "she",
    "they",
];

pub(super) const SELF_WORDS: &[&str] = &["i", "we", "our", "i'm", "i've", "us"];

/// Contributions ("500 a month into super") are not balances.
pub(crate) const CONTRIBUTION_WORDS: &[&str] = &[
    "into",
    "put",
    "putting",
    "add",
    "adding",
    "contribute",
    "contributing",
    "contribution",
    "contributions",
];

/// Whether the clause puts money in ("put 500 into super"), not by "put aside" / "put away",
/// which say what is held.
pub(crate) fn contributes(clause: &[Token]) -> bool {
    (0..clause.len()).any(|i| {
        clause[i]
            .tok
            .word()
            .is_some_and(|w| CONTRIBUTION_WORDS.contains(&w) || w.starts_with("sacrific"))
            && !clause
                .get(i + 1)
                .is_some_and(|t| t.tok.is("away") || t.tok.is("aside"))
    })
}

/// "set my take-home to …": a write to a computed field, refused with the reason.
pub(super) const SET_WORDS: &[&str] = &["set", "change", "update", "make"];

pub(super) fn has_word(clause: &[Token], words: &[&str]) -> bool {
    clause
        .iter()
        .any(|t| t.tok.word().is_some_and(|w| words.contains(&w)))
}

pub(super) fn has_word_where(clause: &[Token], f: impl Fn(&str) -> bool) -> bool {
    clause.iter().any(|t| t.tok.word().is_some_and(&f))
}

/// Whether the clause has a first-person cue that makes its figure the person's own: an
/// ownership cue or an "I'm on" cue.
pub(super) fn owned(clause: &[Token]) -> bool {
    OWNERSHIP_CUES
        .iter()
        .chain(ON_CUES)
        .any(|cue| any_seq(clause, cue))
}

/// The names of private hospital cover, as a statement ("I have hospital cover") or a question's
/// supposition ("and without private hospital cover?") gives them.
pub(crate) const HOSPITAL_COVER: &[&str] = &[
    "private health",
    "private hospital",
    "health insurance",
    "private cover",
    "hospital cover",
];

/// "I'm on 95k", with a word between ("I'm actually on 88k", "I'm now on 110k").
pub(super) const ON_CUES: &[&str] = &[
    "i'm on",
    "im on",
    "i am on",
    "i'm actually on",
    "im actually on",
    "i'm now on",
    "im now on",
    "i'm currently on",
    "im currently on",
    "i'm still on",
    "im still on",
    "i'm only on",
    "im only on",
    // "me on 95k and my partner on 70k".
    "me on",
];

/// The HELP (HECS-HELP) study loan, named: "help" then means the loan, not a call for help.
pub(crate) const HELP_NAMES: &[&str] = &[
    "hecs",
    "help debt",
    "help loan",
    "study loan",
    "help repayment",
    "help repayments",
    "help balance",
];

/// The words a home goes by: "a 700k house", "the place", "our unit".
pub(crate) const HOME_NOUNS: &[&str] = &[
    "house",
    "home",
    "apartment",
    "unit",
    "property",
    "place",
    "condo",
    "townhouse",
    "flat",
];

/// The verbs of owing: "we owe 550k", "still owing 12k".
pub(super) const OWING: &[&str] = &["owe", "owes", "owing"];

/// The things other than a home a debt is owed on: "15k on a car", "paid 2k off the card".
pub(super) const OWED_ON: &[&str] = &[
    "car", "ute", "truck", "bike", "card", "cards", "personal", "debt", "debts",
];
