//! Facts a person states about themselves, read clause by clause: which profile field an amount
//! belongs to, its pay period, corrections, and whether the statement is hypothetical.
//!
//! The rules (documented in docs/advisor.md): an amount is a fact only in a statement about the
//! person; from the first hypothetical cue ("if", "what if", "would", "someone", "suppose"…) to the
//! end of the sentence, amounts feed calculations but never the profile; in questions an amount is
//! a fact only when it is "my …" or follows "I earn/make/have", or when its clause is a first-person
//! statement read as if it stood alone (`statements.rs`: "I have 2 kids, how much…?").

use finance_domain::{Country, ProfileField, Region};
use rust_decimal::{Decimal, RoundingStrategy};
use rust_decimal_macros::dec;

use super::amounts::{Amount, Tok, Token, tokenize};
use super::places::{Place, find_places};
use super::statements;

/// Standard full-time hours used to turn an hourly rate into a salary.
pub const AU_HOURS_PER_WEEK: Decimal = dec!(38);
pub const US_HOURS_PER_WEEK: Decimal = dec!(40);

/// What an amount in a clause is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Target {
    Household,
    Net,
    Income,
    Housing,
    Mortgage,
    Expenses,
    Emergency,
    Super,
    Investments,
    Debts,
    /// A HELP (HECS-HELP) study loan: its own field, not "other debts".
    Help,
    Property,
    Savings,
    Kids,
    Cars,
}

impl Target {
    fn field(self) -> ProfileField {
        match self {
            Target::Household => ProfileField::HouseholdIncome,
            Target::Net | Target::Income => ProfileField::AnnualIncome,
            Target::Housing => ProfileField::RentOrMortgage,
            Target::Mortgage => ProfileField::MortgageBalance,
            Target::Expenses => ProfileField::MonthlyExpenses,
            Target::Emergency => ProfileField::EmergencyFund,
            Target::Super => ProfileField::SuperBalance,
            Target::Investments => ProfileField::InvestmentAccounts,
            Target::Debts => ProfileField::Debts,
            Target::Help => ProfileField::HelpDebt,
            Target::Property => ProfileField::PropertyValue,
            Target::Savings => ProfileField::CurrentSavings,
            Target::Kids => ProfileField::Dependents,
            Target::Cars => ProfileField::NumberOfCars,
        }
    }
    fn is_count(self) -> bool {
        matches!(self, Target::Kids | Target::Cars)
    }
}

/// Keywords, longest first where they overlap. `weak` ones only count when nothing stronger is in
/// the clause ("owe" means the mortgage when the mortgage is named).
const KEYWORDS: &[(&str, Target, bool)] = &[
    ("household income", Target::Household, false),
    ("combined income", Target::Household, false),
    ("family income", Target::Household, false),
    ("household", Target::Household, false),
    ("combined", Target::Household, false),
    ("together", Target::Household, false),
    ("our income", Target::Household, false),
    ("we earn", Target::Household, false),
    ("we make", Target::Household, false),
    ("we bring in", Target::Household, false),
    ("take home", Target::Net, false),
    ("takehome", Target::Net, false),
    ("after tax", Target::Net, false),
    ("after taxes", Target::Net, false),
    ("net", Target::Net, false),
    ("in hand", Target::Net, false),
    ("in my pocket", Target::Net, false),
    ("salary", Target::Income, false),
    ("income", Target::Income, false),
    ("earn", Target::Income, false),
    ("earns", Target::Income, false),
    ("earning", Target::Income, false),
    ("earned", Target::Income, false),
    ("earnt", Target::Income, false),
    ("salery", Target::Income, false),
    ("sallary", Target::Income, false),
    ("salaray", Target::Income, false),
    ("incom", Target::Income, false),
    ("incme", Target::Income, false),
    ("made", Target::Income, true),
    ("makes", Target::Income, true),
    ("wage", Target::Income, false),
    ("wages", Target::Income, false),
    ("gross", Target::Income, false),
    ("before tax", Target::Income, false),
    ("pre tax", Target::Income, false),
    ("package", Target::Income, false),
    ("from work", Target::Income, false),
    ("from my job", Target::Income, false),
    // "my pay is 4k a fortnight", "base pay": the noun, not the verb ("I pay 600 a week in rent")
    // nor a "pay rise".
    ("pay is", Target::Income, false),
    ("pay was", Target::Income, false),
    ("base pay", Target::Income, false),
    ("gross pay", Target::Income, false),
    ("pay packet", Target::Income, false),
    ("paid", Target::Income, true),
    ("make", Target::Income, true),
    ("making", Target::Income, true),
    ("pays", Target::Income, true),
    ("raise", Target::Income, true),
    ("i'm on", Target::Income, true),
    ("im on", Target::Income, true),
    ("i am on", Target::Income, true),
    ("rate", Target::Income, true),
    ("mortgage repayments", Target::Housing, false),
    ("mortgage repayment", Target::Housing, false),
    ("mortgage payments", Target::Housing, false),
    ("mortgage payment", Target::Housing, false),
    ("home loan repayments", Target::Housing, false),
    ("repayments", Target::Housing, false),
    ("repayment", Target::Housing, false),
    ("rent", Target::Housing, false),
    ("renting", Target::Housing, false),
    ("home loan", Target::Mortgage, false),
    ("mortgage", Target::Mortgage, false),
    ("expenses", Target::Expenses, false),
    ("expense", Target::Expenses, false),
    ("spend", Target::Expenses, false),
    ("spending", Target::Expenses, false),
    ("outgoings", Target::Expenses, false),
    ("living costs", Target::Expenses, false),
    ("cost of living", Target::Expenses, false),
    ("bills", Target::Expenses, false),
    ("costs", Target::Expenses, true),
    ("emergency fund", Target::Emergency, false),
    ("emergency savings", Target::Emergency, false),
    ("emergency", Target::Emergency, false),
    ("rainy day", Target::Emergency, false),
    ("buffer", Target::Emergency, false),
    ("superannuation", Target::Super, false),
    ("super", Target::Super, false),
    ("smsf", Target::Super, false),
    ("k401", Target::Super, false),
    ("b403", Target::Super, false),
    ("ira", Target::Super, false),
    ("roth", Target::Super, false),
    ("retirement account", Target::Super, false),
    ("retirement savings", Target::Super, false),
    ("retirement fund", Target::Super, false),
    ("pension", Target::Super, false),
    ("investments", Target::Investments, false),
    ("investment", Target::Investments, false),
    ("invested", Target::Investments, false),
    ("shares", Target::Investments, false),
    ("stocks", Target::Investments, false),
    ("etfs", Target::Investments, false),
    ("etf", Target::Investments, false),
    ("portfolio", Target::Investments, false),
    ("brokerage", Target::Investments, false),
    ("index funds", Target::Investments, false),
    ("managed funds", Target::Investments, false),
    ("mutual funds", Target::Investments, false),
    ("crypto", Target::Investments, false),
    ("bitcoin", Target::Investments, false),
    ("credit card debt", Target::Debts, false),
    ("credit cards", Target::Debts, false),
    ("credit card", Target::Debts, false),
    ("car loan", Target::Debts, false),
    ("personal loan", Target::Debts, false),
    ("student loans", Target::Debts, false),
    ("student loan", Target::Debts, false),
    ("student debt", Target::Debts, false),
    ("hecs debt", Target::Help, false),
    ("hecs", Target::Help, false),
    ("hecs-help", Target::Help, false),
    ("help debt", Target::Help, false),
    ("help loan", Target::Help, false),
    ("debts", Target::Debts, false),
    ("debt", Target::Debts, false),
    ("loans", Target::Debts, false),
    ("loan", Target::Debts, false),
    ("afterpay", Target::Debts, false),
    ("owe", Target::Debts, true),
    ("owing", Target::Debts, true),
    ("worth", Target::Property, true),
    ("valued", Target::Property, true),
    ("value", Target::Property, true),
    ("house", Target::Property, true),
    ("home", Target::Property, true),
    ("property", Target::Property, true),
    ("apartment", Target::Property, true),
    ("unit", Target::Property, true),
    ("condo", Target::Property, true),
    ("townhouse", Target::Property, true),
    ("savings", Target::Savings, false),
    ("saved", Target::Savings, false),
    ("savings account", Target::Savings, false),
    ("in the bank", Target::Savings, false),
    ("offset", Target::Savings, false),
    ("cash", Target::Savings, true),
    ("bank", Target::Savings, true),
    ("kids", Target::Kids, false),
    ("kid", Target::Kids, false),
    ("children", Target::Kids, false),
    ("child", Target::Kids, false),
    ("dependents", Target::Kids, false),
    ("dependants", Target::Kids, false),
    ("dependent", Target::Kids, false),
    ("dependant", Target::Kids, false),
    ("sons", Target::Kids, false),
    ("son", Target::Kids, false),
    ("daughters", Target::Kids, false),
    ("daughter", Target::Kids, false),
    ("babies", Target::Kids, false),
    ("baby", Target::Kids, false),
    ("twins", Target::Kids, false),
    ("cars", Target::Cars, false),
    ("car", Target::Cars, false),
    ("vehicles", Target::Cars, false),
    ("vehicle", Target::Cars, false),
    ("utes", Target::Cars, false),
    ("ute", Target::Cars, false),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Period {
    Hour,
    Week,
    Fortnight,
    Month,
    Year,
}

impl Period {
    pub fn label(self) -> &'static str {
        match self {
            Period::Hour => "an hour",
            Period::Week => "a week",
            Period::Fortnight => "a fortnight",
            Period::Month => "a month",
            Period::Year => "a year",
        }
    }
}

fn period_word(w: &str) -> Option<Period> {
    Some(match w {
        "hour" | "hours" | "hr" | "hrs" | "hourly" | "ph" => Period::Hour,
        "week" | "weeks" | "wk" | "weekly" | "pw" => Period::Week,
        "fortnight" | "fortnights" | "fortnightly" | "pf" | "biweekly" => Period::Fortnight,
        "month" | "months" | "mth" | "mo" | "monthly" | "pm" | "pcm" => Period::Month,
        "year" | "years" | "yr" | "annum" | "annually" | "yearly" | "annual" | "pa" => Period::Year,
        _ => return None,
    })
}

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
        }
    }
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
}

/// Where the reader looks for the previous statement when a correction does not name its field.
pub struct ReadContext<'a> {
    pub country: Country,
    /// The profile's current values, for "not 85" lookups: (field, value).
    pub current: Vec<(ProfileField, Decimal)>,
    /// The person's previous message in this conversation.
    pub previous_user_message: Option<&'a str>,
}

fn seq_at(tokens: &[Token], i: usize, phrase: &str) -> bool {
    phrase
        .split(' ')
        .enumerate()
        .all(|(k, w)| tokens.get(i + k).is_some_and(|t| t.tok.is(w)))
}

fn any_seq(tokens: &[Token], phrase: &str) -> bool {
    (0..tokens.len()).any(|i| seq_at(tokens, i, phrase))
}

const HYPOTHETICAL_CUES: &[&str] = &[
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
];

const CORRECTION_CUES: &[&str] = &[
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

const QUESTION_STARTS: &[&str] = &[
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
    "i'm on",
    "im on",
    "i am on",
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
const PRICE_NOUNS: &[&str] = &[
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

const INJECTION_CUES: &[&str] = &[
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
    r.tax_year = find_tax_year(&tokens, ctx.country);
    let residence = read_places(&tokens, ctx.country, &mut r);
    let target_country = residence
        .0
        .or(residence.1.map(Region::country))
        .unwrap_or(ctx.country);
    let hours = stated_hours(&tokens);

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
                        | "we're"
                        | "our"
                        | "us"
                )
            })
        });
        read_sentence(sentence, ctx, target_country, hours, &mut r);
    }
    // Residence is only ever read from a first-person statement ("I live in …").
    r.in_question_sentence = false;
    r.first_person_sentence = true;
    r.question = tokens.iter().any(|t| t.tok == Tok::Punct('?'))
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
    let first_person = r.first_person_sentence;
    let stated_in_question = r.stated_clause;
    r.facts.push(Fact {
        field,
        raw,
        hypothetical,
        derivation,
        in_question,
        first_person,
        stated_in_question,
    });
}

fn find_tax_year(tokens: &[Token], country: Country) -> Option<String> {
    for (i, t) in tokens.iter().enumerate() {
        match &t.tok {
            Tok::Year(y) => return Some(normalise_year(y, country)),
            Tok::Word(w) if w.starts_with("fy") => {
                let digits = &w[2..];
                if let Some(y) = fy_year(digits) {
                    return Some(normalise_year(&y, Country::Australia));
                }
                if digits.is_empty()
                    && let Some(a) = tokens.get(i + 1).and_then(|n| n.tok.amount())
                    && let Some(y) = fy_year(&a.value.to_string())
                {
                    return Some(normalise_year(&y, Country::Australia));
                }
            }
            Tok::Amount(a)
                if a.is_bare_count() && a.value >= dec!(2000) && a.value <= dec!(2100) =>
            {
                let prev = i.checked_sub(1).and_then(|p| tokens[p].tok.word());
                if matches!(prev, Some("year" | "for" | "in" | "during")) {
                    let year = a.value.to_string();
                    return Some(match country {
                        Country::Us => year,
                        Country::Australia => {
                            let end: i64 = year.parse().unwrap_or(2026);
                            format!("{}-{:02}", end - 1, end % 100)
                        }
                    });
                }
            }
            _ => {}
        }
    }
    None
}

/// "26" or "2026" as an Australian financial year ending then: "2025-26".
fn fy_year(digits: &str) -> Option<String> {
    let n: i64 = digits.parse().ok()?;
    let end = match digits.len() {
        2 => 2000 + n,
        4 => n,
        _ => return None,
    };
    Some(format!("{}-{:02}", end - 1, end % 100))
}

/// Australian years are "2025-26"; a US year is the calendar year, the second of a span.
fn normalise_year(y: &str, country: Country) -> String {
    match country {
        Country::Australia => y.to_string(),
        Country::Us => match y.split_once('-') {
            Some((start, _)) => start.to_string(),
            None => y.to_string(),
        },
    }
}

const RESIDENCE_CUES: &[&str] = &[
    "live in",
    "living in",
    "i'm in",
    "im in",
    "i am in",
    "based in",
    "from",
    "moved to",
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
fn read_places(
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
        let resident =
            !future && (RESIDENCE_CUES.iter().any(|c| any_seq(&window, c)) || just_after_im);
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
        let resident = resident || (plain_in && !future);
        // In a question, only a first-person cue is a statement of residence: "I live in Texas, how
        // much tax…?" is; "how does the Age Pension work in Australia?" is not.
        let first_person_cue = window.iter().any(|t| {
            t.tok.word().is_some_and(|w| {
                matches!(w, "i" | "i'm" | "im" | "we" | "we're" | "my" | "our" | "am")
            })
        });
        let statement = resident && !sentence_hypothetical && (!asked || first_person_cue);
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

fn read_sentence(
    sentence: &[Token],
    ctx: &ReadContext<'_>,
    country: Country,
    hours: Option<Decimal>,
    r: &mut Reading,
) {
    // Hypothetical from the first cue to the end of the sentence.
    let hyp_start = (0..sentence.len())
        .find(|&i| {
            HYPOTHETICAL_CUES.iter().any(|c| seq_at(sentence, i, c))
                && !seq_at(sentence, i, "would like")
                && !seq_at(sentence, i, "would love")
        })
        .unwrap_or(sentence.len());
    if hyp_start < sentence.len() {
        r.hypothetical = true;
    }
    let is_question = sentence
        .first()
        .and_then(|t| t.tok.word())
        .is_some_and(|w| QUESTION_STARTS.contains(&w))
        || sentence.iter().any(|t| t.tok.is("how") || t.tok.is("what"));
    r.in_question_sentence |= is_question;

    let correction = CORRECTION_CUES.iter().any(|c| any_seq(sentence, c))
        && sentence.iter().any(|t| t.tok.amount().is_some());
    if correction && read_correction(sentence, ctx, country, hours, r) {
        return;
    }

    // Clauses: split on commas, colons and joining words.
    let mut start = 0;
    let mut clauses: Vec<(usize, usize)> = Vec::new();
    for (i, t) in sentence.iter().enumerate() {
        let split = matches!(t.tok, Tok::Punct(',' | '(' | ')'))
            || t.tok.word().is_some_and(|w| {
                matches!(
                    w,
                    "and" | "but" | "plus" | "also" | "while" | "whereas" | "with" | "so"
                )
            });
        if split {
            clauses.push((start, i));
            start = i + 1;
        }
    }
    clauses.push((start, sentence.len()));
    if r.in_question_sentence {
        // "I make 85k what's my take home?": the statement ends where the question starts.
        clauses = clauses
            .into_iter()
            .flat_map(
                |(s, e)| match statements::question_starts_at(&sentence[s..e]) {
                    Some(k) => vec![(s, s + k), (s + k, e)],
                    None => vec![(s, e)],
                },
            )
            .collect();
    }
    let mut previous_stated = false;
    for (s, e) in clauses {
        if s >= e {
            continue;
        }
        let hypothetical = s >= hyp_start || (hyp_start < e && hyp_start >= s);
        let ctx_income = ctx
            .current
            .iter()
            .find(|(f, _)| *f == ProfileField::AnnualIncome)
            .map(|(_, v)| *v);
        // "I have 2 kids, how much…?": a first-person statement before the question is read as
        // if it stood alone; the question's own clauses keep their figures out of the profile.
        // A clause that runs on into a bare figure ("we earn 90k and 60000, …") is a list the
        // question weighs, not a statement.
        let runs_on = sentence.get(e).is_some_and(|t| !t.tok.is("with"))
            && sentence
                .get(e + 1)
                .is_some_and(|t| t.tok.amount().is_some());
        // "I'm 45 with 2 kids, how much…?": the kids carry on the statement.
        let carried_on = previous_stated
            && s > 0
            && sentence[s - 1].tok.is("with")
            && statements::continues_statement(&sentence[s..e]);
        let stated = r.in_question_sentence
            && !hypothetical
            && !runs_on
            && (carried_on || statements::first_person_statement(&sentence[s..e]));
        previous_stated = stated;
        let clause = Clause {
            tokens: &sentence[s..e],
            hypothetical,
            in_question: r.in_question_sentence && !stated,
            country,
            hours,
            ctx_income,
        };
        r.stated_clause = stated;
        read_clause(&clause, r);
        r.stated_clause = false;
    }
}

/// Words before a retirement age that make it a plan, not a question ("I want to retire at 60").
const PLAN_WORDS: &[&str] = &[
    "want", "plan", "planning", "hoping", "hope", "going", "like", "intend", "aim", "aiming", "is",
];
/// Phrases that make "N months" an emergency-fund size.
const EMERGENCY_MONTH_PHRASES: &[&str] = &[
    "emergency",
    "rainy day",
    "months of expenses",
    "months expenses",
    "months of living",
];
const MONTH_UNITS: &[&str] = &["month", "months", "mo", "mth"];
/// Words that make a named item zero ("no kids", "don't have a car").
const NEGATIONS: &[&str] = &["no", "zero", "don't", "dont", "without", "never"];
/// Items a negation sets to zero.
const ZEROABLE: &[Target] = &[
    Target::Debts,
    Target::Help,
    Target::Mortgage,
    Target::Kids,
    Target::Cars,
    Target::Savings,
    Target::Investments,
    Target::Super,
];
/// Verbs that make "a kid" / "a car" one of the person's own.
const OWNING_VERBS: &[&str] = &["have", "got", "own", "drive", "with", "i've", "ive", "had"];
/// Words before a small bare number that make it an age ("at 40", "kids under 10").
const AGE_PREPOSITIONS: &[&str] = &[
    "at", "by", "age", "aged", "until", "under", "over", "than", "between",
];
/// Words that make "at 67" a retirement age in a question.
const RETIREMENT_WORDS: &[&str] = &["super", "superannuation", "k401", "have", "pension"];
pub(crate) const RAISE_WORDS: &[&str] = &["raise", "rise", "increase", "bump", "payrise"];
/// Words that make a figure something wanted, not held ("my goal is to have 1.5 million in super").
const TARGET_WORDS: &[&str] = &[
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
];
/// Words after "a $45,000 car" that make the figure a loan, not a price ("a $20k car loan").
const FINANCE_WORDS: &[&str] = &[
    "loan",
    "loans",
    "lease",
    "finance",
    "debt",
    "repayments",
    "payments",
];
/// Another account's figures: "user 42's income", "everyone's super", "my neighbour's salary".
const OTHER_ACCOUNT_PREFIXES: &[&str] = &["user", "everyone", "everybody", "neighbo", "customer"];
const OTHER_ACCOUNT_WORDS: &[&str] = &["other", "others", "people's", "his", "her", "their"];
/// Someone else's figures unless the person is in the clause too ("my husband earns 90k").
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
const SELF_WORDS: &[&str] = &["i", "we", "our", "i'm", "i've", "us"];
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
/// "set my take-home to …": a write to a computed field, refused with the reason.
const SET_WORDS: &[&str] = &["set", "change", "update", "make"];

fn has_word(clause: &[Token], words: &[&str]) -> bool {
    clause
        .iter()
        .any(|t| t.tok.word().is_some_and(|w| words.contains(&w)))
}

fn has_word_where(clause: &[Token], f: impl Fn(&str) -> bool) -> bool {
    clause.iter().any(|t| t.tok.word().is_some_and(&f))
}

/// One clause and what is known about the sentence around it.
struct Clause<'a> {
    tokens: &'a [Token],
    hypothetical: bool,
    in_question: bool,
    country: Country,
    hours: Option<Decimal>,
    /// The profile's income, for "a pay rise of 5k".
    ctx_income: Option<Decimal>,
}

/// Per-amount facts inside one clause, one pass at a time: ages, emergency-fund months, rates,
/// then keyword-matched amounts (or, with no amount, negations and "a kid").
fn read_clause(c: &Clause<'_>, r: &mut Reading) {
    let mut used = vec![false; c.tokens.len()];
    read_ages(c, &mut used, r);
    read_emergency_months(c, &mut used, r);
    read_rates(c, &mut used, r);
    let hits = clause_hits(c);
    let any_amount = c.tokens.iter().any(|t| t.tok.amount().is_some());
    if !any_amount {
        read_negations_and_singles(c, &hits, r);
    }
    read_marital(c.tokens, c.hypothetical, r);
    read_hospital_cover(c.tokens, c.hypothetical, r);
    if any_amount {
        read_amounts(c, &used, &hits, r);
    }
}

/// Retirement age, then age: both are bare counts with their own phrasing.
fn read_ages(c: &Clause<'_>, used: &mut [bool], r: &mut Reading) {
    let clause = c.tokens;
    // "set age to 34 for user id 9": another account's figure is never read as the person's.
    let other_account = has_word_where(clause, |w| {
        OTHER_ACCOUNT_PREFIXES.iter().any(|p| w.starts_with(p))
    });
    for i in 0..clause.len() {
        let Some(a) = clause[i].tok.amount() else {
            continue;
        };
        // Out-of-range ages are still read, so the reply can say why they were not saved.
        if !a.is_bare_count() || a.value > dec!(100000) || a.value < Decimal::ZERO {
            continue;
        }
        let before = &clause[i.saturating_sub(5)..i];
        if has_word_where(before, |w| w.starts_with("retir")) {
            // "Can I retire at 60?" asks about a scenario; "I want to retire at 60" states a plan.
            let plan = has_word(before, PLAN_WORDS);
            push_fact(
                r,
                ProfileField::RetirementAge,
                a.value.to_string(),
                c.hypothetical || (c.in_question && !plan),
                None,
            );
            used[i] = true;
            continue;
        }
        if is_age_at(clause, i) && other_account {
            used[i] = true;
        } else if is_age_at(clause, i) {
            push_fact(
                r,
                ProfileField::Age,
                a.value.to_string(),
                c.hypothetical,
                None,
            );
            used[i] = true;
        }
    }
}

/// Emergency fund months: "a 3 month emergency fund", "6 months of expenses".
fn read_emergency_months(c: &Clause<'_>, used: &mut [bool], r: &mut Reading) {
    let clause = c.tokens;
    let emergency = EMERGENCY_MONTH_PHRASES.iter().any(|p| any_seq(clause, p));
    for i in 0..clause.len() {
        let Some(a) = clause[i].tok.amount() else {
            continue;
        };
        let next = clause.get(i + 1).and_then(|t| t.tok.word());
        if !used[i]
            && emergency
            && a.is_bare_count()
            && a.value <= dec!(100000)
            && next.is_some_and(|w| MONTH_UNITS.contains(&w))
        {
            push_fact(
                r,
                ProfileField::EmergencyFundMonths,
                a.value.to_string(),
                c.hypothetical,
                None,
            );
            used[i] = true;
        }
    }
}

/// Rates: "7% returns", "3.5% withdrawal rate". Every percentage is used up here.
fn read_rates(c: &Clause<'_>, used: &mut [bool], r: &mut Reading) {
    let clause = c.tokens;
    let returns = has_word_where(clause, |w| w.starts_with("return") || w == "growth");
    let withdrawal = has_word_where(clause, |w| w.starts_with("withdraw") || w == "drawdown");
    for i in 0..clause.len() {
        let Some(a) = clause[i].tok.amount() else {
            continue;
        };
        if used[i] || !a.percent {
            continue;
        }
        let frac = (a.value / dec!(100)).normalize().to_string();
        if returns {
            push_fact(
                r,
                ProfileField::ExpectedReturnRate,
                frac,
                c.hypothetical,
                None,
            );
        } else if withdrawal {
            push_fact(
                r,
                ProfileField::RetirementWithdrawalRate,
                frac,
                c.hypothetical,
                None,
            );
        }
        used[i] = true;
    }
}

/// The clause's field keywords: strong ones hide weak ones, take-home only when stated, overlaps
/// resolved by [`refine_hits`].
fn clause_hits(c: &Clause<'_>) -> Vec<(usize, Target)> {
    let clause = c.tokens;
    let mut hits = keyword_hits(clause);
    // "I'm 29, on 72k, …": a clause that starts with "on" and a figure is a salary.
    if clause.first().is_some_and(|t| t.tok.is("on"))
        && clause
            .get(1)
            .and_then(|t| t.tok.amount())
            .is_some_and(Amount::looks_like_money)
        && hits.is_empty()
    {
        hits.push((0, Target::Income, false));
    }
    // "I'm on 95k" is a salary; "I'm on track", "I'm on 34" and "I'm on a $45,000 car loan" are not.
    hits.retain(|(p, t, _)| {
        *t != Target::Income || on_cue_end(clause, *p).is_none_or(|k| salary_after_on(clause, k))
    });
    let any_strong = hits.iter().any(|(_, _, weak)| !weak);
    // Take-home named as a statement ("I take home 5k", "5k after tax"), not asked about
    // ("how much would I take home on 150k?").
    let amount_at: Vec<usize> = (0..clause.len())
        .filter(|&i| clause[i].tok.amount().is_some())
        .collect();
    let hits: Vec<(usize, Target)> = hits
        .into_iter()
        .filter(|(_, _, weak)| !any_strong || !weak)
        .map(|(p, t, _)| (p, t))
        .filter(|(p, t)| {
            *t != Target::Net
                || (amount_at.iter().any(|&i| *p < i || *p <= i + 2)
                    && (!c.in_question || stated_net_at(clause, *p)))
        })
        .collect();
    refine_hits(hits, clause)
}

/// The token after an "I'm on" cue at `p`, `None` when there is no such cue there.
fn on_cue_end(clause: &[Token], p: usize) -> Option<usize> {
    ["i'm on", "im on", "i am on"]
        .iter()
        .find(|cue| seq_at(clause, p, cue))
        .map(|cue| p + cue.split(' ').count())
}

/// After "I'm on": a salary-looking figure, possibly after a hedge ("about 95k", "around $95,000").
fn salary_after_on(clause: &[Token], mut k: usize) -> bool {
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

/// "no kids", "debt free", "I don't have a car", "I have a son".
fn read_negations_and_singles(c: &Clause<'_>, hits: &[(usize, Target)], r: &mut Reading) {
    let clause = c.tokens;
    for (pos, target) in hits {
        let negated = has_word(&clause[pos.saturating_sub(3)..*pos], NEGATIONS)
            || (seq_at(clause, *pos, "debt free") || seq_at(clause, *pos, "debt"))
                && clause.get(pos + 1).is_some_and(|t| t.tok.is("free"));
        let one = pos
            .checked_sub(1)
            .is_some_and(|k| clause[k].tok.is("a") || clause[k].tok.is("an"))
            && matches!(target, Target::Kids | Target::Cars)
            && !c.in_question;
        if negated && !c.hypothetical && !c.in_question {
            if ZEROABLE.contains(target) {
                push_fact(r, target.field(), "0".into(), c.hypothetical, None);
            }
        } else if one && !c.hypothetical {
            let ownership = has_word(&clause[..*pos], OWNING_VERBS)
                || r.facts
                    .iter()
                    .any(|f| f.field == target.field() && !f.hypothetical);
            if ownership {
                let n = if seq_at(clause, *pos, "twins") { 2 } else { 1 };
                add_count(r, target.field(), Decimal::from(n));
            }
        }
    }
}

/// A figure that is not an amount of money for a field: a target ("my goal is 1.5 million in
/// super"), a price ("a $45,000 car"), a year ("in 2026"), or an age ("at 40"; in a retirement
/// question, a what-if retirement age).
fn not_money(c: &Clause<'_>, i: usize, a: &Amount, r: &mut Reading) -> bool {
    let clause = c.tokens;
    if TARGET_WORDS.iter().any(|w| any_seq(clause, w)) {
        return true;
    }
    let word_at = |k: usize| clause.get(k).and_then(|t| t.tok.word());
    if word_at(i + 1).is_some_and(|w| PRICE_NOUNS.contains(&w))
        && !word_at(i + 2).is_some_and(|w| FINANCE_WORDS.contains(&w))
    {
        return true;
    }
    if is_year_at(clause, i) {
        return true;
    }
    let prev_word = i.checked_sub(1).and_then(word_at);
    if a.is_bare_count()
        && a.value <= dec!(120)
        && prev_word.is_some_and(|w| AGE_PREPOSITIONS.contains(&w))
    {
        // "How much will I have in super at 67?": a what-if retirement age.
        let about_retirement = has_word_where(clause, |w| {
            RETIREMENT_WORDS.contains(&w) || w.starts_with("retir")
        });
        if c.in_question
            && about_retirement
            && a.value >= dec!(30)
            && matches!(prev_word, Some("at" | "by"))
        {
            push_fact(
                r,
                ProfileField::RetirementAge,
                a.value.to_string(),
                true,
                None,
            );
        }
        return true;
    }
    false
}

/// "a pay rise of 5k": added to the income we know. Returns whether the figure was the raise.
fn read_raise(c: &Clause<'_>, i: usize, a: &Amount, owned: bool, r: &mut Reading) -> bool {
    let clause = c.tokens;
    let prev_word = i.checked_sub(1).and_then(|k| clause[k].tok.word());
    // "a raise of 5k", "my pay rise is 5k" (but not "my salary is 90k after a raise").
    let raise_is = matches!(prev_word, Some("is" | "was"))
        && i.checked_sub(2)
            .and_then(|k| clause[k].tok.word())
            .is_some_and(|w| RAISE_WORDS.contains(&w));
    if !(has_word(clause, RAISE_WORDS)
        && (matches!(prev_word, Some("of" | "by")) || raise_is)
        && a.looks_like_money())
    {
        return false;
    }
    if let Some(now) = c
        .ctx_income
        .filter(|_| !c.hypothetical && (!c.in_question || owned))
    {
        let new = now.saturating_add(a.value);
        push_fact(
            r,
            ProfileField::AnnualIncome,
            new.to_string(),
            false,
            Some(format!(
                "{} + {}",
                crate::format::money(now),
                crate::format::money(a.value)
            )),
        );
        r.mentioned_income = Some(new);
    }
    true
}

/// The nearest keyword for the figure at `i`, preferring unclaimed ones; counts only take small
/// whole numbers, money fields never take a bare single digit.
fn nearest_target(
    clause: &[Token],
    hits: &[(usize, Target)],
    claimed: &[usize],
    i: usize,
    a: &Amount,
) -> Option<(usize, Target)> {
    hits.iter()
        .enumerate()
        .filter(|(_, (_, t))| !t.is_count() || (a.is_bare_count() && a.value <= dec!(100)))
        // "2 kids" counts; in "my 2 kids are 5 and 8" the figures after the noun are ages.
        .filter(|(_, (p, t))| !t.is_count() || *p > i || count_follows(clause, *p, i))
        .filter(|(_, (_, t))| {
            t.is_count()
                || !(a.is_bare_count()
                    && a.value > Decimal::ZERO
                    && a.value < dec!(10)
                    && !a.currency)
        })
        .min_by_key(|(k, (p, _))| (claimed.contains(k), p.abs_diff(i)))
        .map(|(k, (_, t))| (k, *t))
}

/// "kids: 3", "dependants 2", "number of kids is 2": a count written right after its noun.
fn count_follows(clause: &[Token], noun: usize, i: usize) -> bool {
    match i - noun {
        1 => true,
        // "kids: 3", "kids is 2"; but "my kid is 2" gives the child's age.
        2 => {
            clause[noun + 1].tok == Tok::Punct(':')
                || (clause[noun + 1].tok.is("is")
                    && clause[noun]
                        .tok
                        .word()
                        .is_some_and(|w| w.ends_with('s') || w == "children"))
        }
        _ => false,
    }
}

/// "a 640k mortgage", "my 500k home loan": a figure written right before the loan is its balance,
/// whatever else the clause says ("we're paying 6.2% on a 640k mortgage").
fn balance_named_after(clause: &[Token], i: usize) -> Option<Target> {
    let named = seq_at(clause, i + 1, "mortgage") || seq_at(clause, i + 1, "home loan");
    let periodic = find_period_right_after(clause, i);
    (named && !periodic).then_some(Target::Mortgage)
}

/// A pay period written right after a figure ("2k a month"), not anywhere in the clause.
fn find_period_right_after(clause: &[Token], i: usize) -> bool {
    (1..=3).any(|k| {
        clause
            .get(i + k)
            .and_then(|t| t.tok.word())
            .is_some_and(|w| period_word(w).is_some_and(|p| p != Period::Year))
    })
}

/// Whose figure it is: `None` for the person's own; otherwise whether it still informs the
/// calculation ("my husband earns 90k" is used for a tax question, never saved).
fn someone_else(clause: &[Token], target: Target) -> Option<bool> {
    let other_account = has_word_where(clause, |w| {
        OTHER_ACCOUNT_PREFIXES.iter().any(|p| w.starts_with(p)) || OTHER_ACCOUNT_WORDS.contains(&w)
    });
    if other_account {
        return Some(false);
    }
    let third_party = has_word(clause, THIRD_PARTIES) && !has_word(clause, SELF_WORDS);
    let contribution = matches!(
        target,
        Target::Super | Target::Income | Target::Savings | Target::Investments
    ) && has_word_where(clause, |w| {
        CONTRIBUTION_WORDS.contains(&w) || w.starts_with("sacrific")
    });
    if contribution || (third_party && target != Target::Household) {
        return Some(third_party && target == Target::Income);
    }
    None
}

/// Figures matched to field keywords.
fn read_amounts(c: &Clause<'_>, used: &[bool], hits: &[(usize, Target)], r: &mut Reading) {
    let clause = c.tokens;
    let owned = OWNERSHIP_CUES.iter().any(|cue| any_seq(clause, cue));
    let bonus = clause.iter().any(|t| t.tok.is("bonus"));
    let mut claimed: Vec<usize> = Vec::new();
    for i in 0..clause.len() {
        let Some(a) = clause[i].tok.amount() else {
            continue;
        };
        if used[i] || a.percent || not_money(c, i, a, r) {
            continue;
        }
        // A bonus is not salary.
        if bonus || read_raise(c, i, a, owned, r) {
            continue;
        }
        // A bare small figure in a question is rarely a balance ("how much super at 40").
        if c.in_question
            && a.is_bare_count()
            && a.value < dec!(1000)
            && !hits.iter().any(|(_, t)| t.is_count())
        {
            continue;
        }
        let Some((k, target)) = nearest_target(clause, hits, &claimed, i, a)
            .map(|(k, t)| (k, balance_named_after(clause, i).unwrap_or(t)))
        else {
            if a.looks_like_money() && r.mentioned_income.is_none() {
                r.mentioned_income = Some(a.value);
            }
            continue;
        };
        claimed.push(k);
        if let Some(informs) = someone_else(clause, target) {
            if informs && r.mentioned_income.is_none() {
                // "my partner's pay is 4k a fortnight" informs a tax question as a yearly figure.
                let period = find_period(clause, i);
                r.mentioned_income = Some(convert(a, target, period, c.country, c.hours).0);
            }
            continue;
        }
        store_amount(c, i, a, target, owned, r);
    }
}

/// Saves (or, in a question or what-if, only uses) one figure for its field, in the field's unit.
fn store_amount(
    c: &Clause<'_>,
    i: usize,
    a: &Amount,
    target: Target,
    owned: bool,
    r: &mut Reading,
) {
    let clause = c.tokens;
    let is_fact = !c.hypothetical && (!c.in_question || owned);
    if target.is_count() {
        if is_fact {
            add_count(r, target.field(), a.value);
        }
        return;
    }
    // Several debts in one message add up ("5k on cards and a 20k car loan").
    if target == Target::Debts && is_fact && a.value >= Decimal::ZERO {
        add_count(r, ProfileField::Debts, a.value);
        return;
    }
    let period = find_period(clause, i);
    let (value, derivation) = convert(a, target, period, c.country, c.hours);
    match target {
        Target::Net if is_fact && has_word(clause, SET_WORDS) => {
            push_fact(r, ProfileField::TakeHome, value.to_string(), false, None);
        }
        Target::Net => {
            if r.net_income.is_none() {
                r.net_income = Some((value, !is_fact));
                r.net_income_stated = is_fact && r.stated_clause;
            }
        }
        Target::Income if !is_fact => {
            r.mentioned_income.get_or_insert(value);
            push_fact(
                r,
                ProfileField::AnnualIncome,
                value.to_string(),
                true,
                derivation,
            );
        }
        _ => {
            if target == Target::Income {
                r.mentioned_income = Some(value);
            }
            push_fact(
                r,
                target.field(),
                value.to_string(),
                !is_fact,
                derivation.clone(),
            );
            if target == Target::Emergency {
                push_fact(
                    r,
                    ProfileField::EmergencyFundCurrent,
                    value.to_string(),
                    !is_fact,
                    derivation,
                );
            }
        }
    }
}

/// "if I take home 5k" states take-home pay; "would I take home" asks about it.
fn stated_net_at(clause: &[Token], p: usize) -> bool {
    let subject = p
        .checked_sub(1)
        .is_some_and(|k| clause[k].tok.is("i") || clause[k].tok.is("we"));
    let inverted = p
        .checked_sub(2)
        .and_then(|k| clause[k].tok.word())
        .is_some_and(|w| {
            matches!(
                w,
                "would"
                    | "do"
                    | "will"
                    | "can"
                    | "could"
                    | "should"
                    | "does"
                    | "did"
                    | "much"
                    | "what"
            )
        });
    subject && !inverted
}

/// A bare whole number that reads as a calendar year: 1900-2100 after a year cue ("in 2026"), or
/// 1990-2100 anywhere unless a pay period follows it ("2000 a week").
pub(crate) fn is_year_at(clause: &[Token], i: usize) -> bool {
    let Some(a) = clause.get(i).and_then(|t| t.tok.amount()) else {
        return false;
    };
    if !a.is_bare_count() || a.value < dec!(1900) || a.value > dec!(2100) {
        return false;
    }
    let prev = i.checked_sub(1).and_then(|k| clause[k].tok.word());
    let cue = matches!(
        prev,
        Some(
            "in" | "for" | "by" | "year" | "during" | "until" | "before" | "since" | "of" | "from"
        )
    );
    let next = clause.get(i + 1).and_then(|t| t.tok.word());
    let periodic = next.is_some_and(|w| {
        period_word(w).is_some() || matches!(w, "a" | "an" | "per" | "each" | "every")
    });
    cue || (a.value >= dec!(1990) && !periodic)
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

fn is_age_at(clause: &[Token], i: usize) -> bool {
    let prev = |k: usize| i.checked_sub(k).and_then(|p| clause[p].tok.word());
    let next = |k: usize| clause.get(i + k).and_then(|t| t.tok.word());
    let after_noun = matches!(next(1), Some(w) if KEYWORDS.iter().any(|(kw, _, _)| kw == &w) || matches!(w, "k" | "percent" | "hours" | "hour" | "months" | "month" | "weeks" | "days" | "dollars"));
    if matches!(next(1), Some("years" | "year" | "yrs" | "yr"))
        && matches!(next(2), Some("old" | "of"))
    {
        return true;
    }
    if matches!(next(1), Some("yo" | "y" | "yr")) {
        return true;
    }
    if after_noun {
        return false;
    }
    matches!(
        prev(1),
        Some("i'm" | "im" | "age" | "aged" | "turned" | "turning")
    ) || (prev(1) == Some("am") && prev(2) == Some("i"))
        || (prev(1) == Some("is") && prev(2) == Some("age"))
        || (prev(1) == Some("to") && prev(2) == Some("age"))
        || (prev(1) == Some("just") && matches!(prev(2), Some("i'm" | "im")))
}

fn keyword_hits(clause: &[Token]) -> Vec<(usize, Target, bool)> {
    let mut hits = Vec::new();
    let mut i = 0;
    while i < clause.len() {
        let mut matched = 0;
        for (kw, target, weak) in KEYWORDS {
            let n = kw.split(' ').count();
            if n > matched && seq_at(clause, i, kw) {
                hits.retain(|(p, _, _)| *p != i);
                hits.push((i, *target, *weak));
                matched = n;
            }
        }
        i += matched.max(1);
    }
    hits
}

/// Resolves overlapping keywords: a mortgage with a period is a repayment, savings named alongside
/// an emergency fund or super belong to those, income named with take-home is take-home.
fn refine_hits(hits: Vec<(usize, Target)>, clause: &[Token]) -> Vec<(usize, Target)> {
    let has = |t: Target| hits.iter().any(|(_, x)| *x == t);
    let periodic = clause.iter().any(|t| {
        t.tok
            .word()
            .and_then(period_word)
            .is_some_and(|p| p != Period::Year)
    }) || any_seq(clause, "pay")
        || any_seq(clause, "paying");
    let mut out: Vec<(usize, Target)> = Vec::new();
    for (p, t) in hits.iter().copied() {
        let t = match t {
            Target::Mortgage if periodic => Target::Housing,
            // "1,800 a month for my apartment" is a housing cost, not the apartment's value.
            Target::Property if periodic => Target::Housing,
            _ => t,
        };
        let drop = match t {
            Target::Income => has(Target::Household) || has(Target::Net),
            Target::Savings => has(Target::Emergency) || has(Target::Super),
            Target::Property => has(Target::Mortgage) || has(Target::Housing) || has(Target::Debts),
            Target::Debts => {
                has(Target::Mortgage) && !any_seq(clause, "credit") && !any_seq(clause, "loan")
            }
            Target::Expenses => has(Target::Housing),
            _ => false,
        };
        if !drop {
            out.push((p, t));
        }
    }
    out
}

fn find_period(clause: &[Token], i: usize) -> Option<Period> {
    for k in 1..=3 {
        let Some(w) = clause.get(i + k).and_then(|t| t.tok.word()) else {
            if clause.get(i + k).is_some_and(|t| t.tok == Tok::Punct('/')) {
                continue;
            }
            break;
        };
        if let Some(p) = period_word(w) {
            return Some(p);
        }
        if !matches!(
            w,
            "a" | "an"
                | "per"
                | "each"
                | "every"
                | "p"
                | "in"
                | "before"
                | "after"
                | "tax"
                | "gross"
                | "net"
        ) {
            break;
        }
    }
    clause
        .iter()
        .filter_map(|t| t.tok.word())
        .filter(|w| *w != "years" && *w != "months")
        .find_map(period_word)
}

fn cents(v: Decimal) -> Decimal {
    v.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
        .normalize()
}

/// Turns the stated figure into the field's unit: income per year, expenses and rent per month,
/// balances as written.
fn convert(
    a: &Amount,
    target: Target,
    period: Option<Period>,
    country: Country,
    hours: Option<Decimal>,
) -> (Decimal, Option<String>) {
    let v = a.value;
    let hours = hours.unwrap_or(match country {
        Country::Australia => AU_HOURS_PER_WEEK,
        Country::Us => US_HOURS_PER_WEEK,
    });
    let fmt = crate::format::money;
    match target {
        Target::Income | Target::Household | Target::Net => match period {
            Some(Period::Hour) => {
                let annual = cents(v.saturating_mul(hours).saturating_mul(dec!(52)));
                (
                    annual,
                    Some(format!(
                        "{} an hour × {} hours a week × 52 weeks",
                        fmt(v),
                        hours.normalize()
                    )),
                )
            }
            Some(Period::Week) => (
                cents(v.saturating_mul(dec!(52))),
                Some(format!("{} a week × 52", fmt(v))),
            ),
            Some(Period::Fortnight) => (
                cents(v.saturating_mul(dec!(26))),
                Some(format!("{} a fortnight × 26", fmt(v))),
            ),
            Some(Period::Month) => (
                cents(v.saturating_mul(dec!(12))),
                Some(format!("{} a month × 12", fmt(v))),
            ),
            Some(Period::Year) | None => (v, None),
        },
        Target::Housing | Target::Expenses => match period {
            Some(Period::Hour) | Some(Period::Month) | None => (v, None),
            Some(Period::Week) => (
                cents(v.saturating_mul(dec!(52)) / dec!(12)),
                Some(format!("{} a week × 52 ÷ 12", fmt(v))),
            ),
            Some(Period::Fortnight) => (
                cents(v.saturating_mul(dec!(26)) / dec!(12)),
                Some(format!("{} a fortnight × 26 ÷ 12", fmt(v))),
            ),
            Some(Period::Year) => (cents(v / dec!(12)), Some(format!("{} a year ÷ 12", fmt(v)))),
        },
        _ => (v, None),
    }
}

fn read_marital(clause: &[Token], hypothetical: bool, r: &mut Reading) {
    if hypothetical {
        return;
    }
    let cue = |i: usize| {
        (i.saturating_sub(3)..i).any(|k| {
            clause[k].tok.word().is_some_and(|w| {
                matches!(
                    w,
                    "i'm"
                        | "im"
                        | "am"
                        | "we're"
                        | "were"
                        | "are"
                        | "got"
                        | "recently"
                        | "just"
                        | "now"
                        | "status"
                )
            })
        }) || i == 0
    };
    for i in 0..clause.len() {
        let status = if seq_at(clause, i, "de facto") || seq_at(clause, i, "defacto") {
            Some("de facto")
        } else {
            match clause[i].tok.word() {
                Some("married") => Some("married"),
                Some("single")
                    if !clause.get(i + 1).is_some_and(|t| {
                        t.tok.word().is_some_and(|w| {
                            matches!(w, "income" | "parent" | "person" | "biggest" | "most")
                        })
                    }) =>
                {
                    Some("single")
                }
                Some("divorced") => Some("divorced"),
                Some("separated") => Some("separated"),
                Some("widowed" | "widow" | "widower") => Some("widowed"),
                _ => None,
            }
        };
        if let Some(s) = status
            && cue(i)
            && !clause[..i].iter().any(|t| t.tok.is("not"))
        {
            push_fact(r, ProfileField::MaritalStatus, s.to_string(), false, None);
            return;
        }
        if seq_at(clause, i, "single parent")
            || seq_at(clause, i, "single mum")
            || seq_at(clause, i, "single dad")
            || seq_at(clause, i, "single mom")
        {
            push_fact(r, ProfileField::MaritalStatus, "single".into(), false, None);
            return;
        }
        if (seq_at(clause, i, "my wife")
            || seq_at(clause, i, "my husband")
            || seq_at(clause, i, "my spouse"))
            && !r
                .facts
                .iter()
                .any(|f| f.field == ProfileField::MaritalStatus)
        {
            push_fact(
                r,
                ProfileField::MaritalStatus,
                "married".into(),
                false,
                None,
            );
            return;
        }
    }
}

fn read_hospital_cover(clause: &[Token], hypothetical: bool, r: &mut Reading) {
    if hypothetical {
        return;
    }
    let named = any_seq(clause, "private health")
        || any_seq(clause, "private hospital")
        || any_seq(clause, "health insurance")
        || any_seq(clause, "private cover");
    if !named {
        return;
    }
    let negated = clause.iter().any(|t| {
        t.tok.word().is_some_and(|w| {
            matches!(
                w,
                "no" | "don't" | "dont" | "not" | "without" | "never" | "cancelled" | "dropped"
            )
        })
    });
    let stated = clause.iter().any(|t| {
        t.tok.word().is_some_and(|w| {
            matches!(
                w,
                "have"
                    | "got"
                    | "with"
                    | "i've"
                    | "ive"
                    | "no"
                    | "without"
                    | "pay"
                    | "cancelled"
                    | "dropped"
            )
        })
    });
    if stated && !clause.iter().any(|t| t.tok.is("should")) {
        push_fact(
            r,
            ProfileField::PrivateHospitalCover,
            (!negated).to_string(),
            false,
            None,
        );
    }
}

/// "actually it's 78k, not 85", "sorry, I meant 78k", "not 85k but 78k". Returns whether the sentence
/// was handled as a correction.
fn read_correction(
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
    if new_a.percent {
        return false;
    }
    let hits = refine_hits(
        keyword_hits(sentence)
            .into_iter()
            .filter(|(_, _, w)| !w)
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
    let field = field_target
        .map(Target::field)
        .or(age_named.then_some(ProfileField::Age))
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
            let period = find_period(sentence, new_i);
            convert(new_a, target, period, country, hours).0
        }
        _ => new_a.value,
    };
    push_fact(r, field, value.to_string(), false, None);
    if field == ProfileField::AnnualIncome {
        r.mentioned_income = Some(value);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx() -> ReadContext<'static> {
        ReadContext {
            country: Country::Australia,
            current: Vec::new(),
            previous_user_message: None,
        }
    }

    fn facts(s: &str) -> Vec<(ProfileField, String)> {
        read(s, &ctx())
            .facts
            .into_iter()
            .filter(|f| !f.hypothetical)
            .map(|f| (f.field, f.raw))
            .collect()
    }

    #[test]
    fn several_facts() {
        let f = facts("I'm 34, earn $85,000 a year and have 20k in savings");
        assert!(f.contains(&(ProfileField::Age, "34".into())), "{f:?}");
        assert!(
            f.contains(&(ProfileField::AnnualIncome, "85000".into())),
            "{f:?}"
        );
        assert!(
            f.contains(&(ProfileField::CurrentSavings, "20000".into())),
            "{f:?}"
        );
    }

    #[test]
    fn hourly_pay() {
        assert_eq!(
            facts("I earn $45 an hour"),
            vec![(ProfileField::AnnualIncome, "88920".into())]
        );
    }

    #[test]
    fn hypothetical_is_not_saved() {
        assert!(facts("what would someone on 45k pay?").is_empty());
        let r = read("what would someone on 45k pay?", &ctx());
        assert_eq!(r.mentioned_income, Some(dec!(45000)));
    }

    #[test]
    fn correction_uses_previous_message() {
        let c = ReadContext {
            country: Country::Australia,
            current: vec![(ProfileField::AnnualIncome, dec!(85000))],
            previous_user_message: None,
        };
        let r = read("actually it's 78k, not 85", &c);
        assert_eq!(r.facts[0].field, ProfileField::AnnualIncome);
        assert_eq!(r.facts[0].raw, "78000");
    }
}
