//! The figures of a question, each with its role: money, rates, a term in years or months, an age
//! or a calendar year to reach, a repayment frequency, places and tax years. The router and the
//! calculators read these; a year, an age, a count or a rate is never taken for money.

use finance_domain::calc::Frequency;
use finance_domain::{Country, Region};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::amounts::{Amount, Tok, Token};
use super::places::{Place, find_places};

/// A money figure at token `at`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Money {
    pub at: usize,
    pub value: Decimal,
    /// A period named right after it ("200 a month").
    pub per: Option<Frequency>,
    /// Pay named just before it ("I take home 5k a month", "I earn 8k a month"): not a sum saved.
    pub pay: bool,
}

#[derive(Debug, Clone, Default)]
pub struct Slots {
    pub money: Vec<Money>,
    /// Rates as fractions, with their token position.
    pub rates: Vec<(usize, Decimal)>,
    pub years: Option<u32>,
    /// A fixed-rate period ("fixed for 2 years"): not the loan's term.
    pub fixed_years: Option<u32>,
    pub months: Option<u32>,
    /// An age to reach ("by 60", "at age 65").
    pub age: Option<u32>,
    /// A calendar year to reach ("by 2030").
    pub by_year: Option<i32>,
    /// The message is figures only, an amount, a rate and a term in years ("500k 6% 30"), read as
    /// a loan: the usual shorthand of a repayment calculator.
    pub bare_loan: bool,
    /// The period named for a repayment or contribution ("weekly", "a fortnight").
    pub frequency: Option<Frequency>,
    pub regions: Vec<Region>,
    pub countries: Vec<Country>,
    /// Tax years written as spans ("2025-26") or as "in 2025" with a tax word.
    pub tax_years: Vec<String>,
}

/// Words just before a figure that make it pay, not a contribution.
const PAY_CUES: &[&str] = &[
    "earn", "earns", "earning", "make", "makes", "making", "home", "paid", "salary", "income",
    "wage", "wages",
];
/// Words right before a bare figure that make it a sum ("paying 800", "put in 300").
const SUM_BEFORE: &[&str] = &[
    "paying",
    "pay",
    "paid",
    "repay",
    "extra",
    "in",
    "save",
    "saving",
    "invest",
    "add",
    "adding",
    "contribute",
    "contributing",
    // "what if I put away 800?", "put aside 300".
    "away",
    "aside",
];
/// Words right after a bare figure that make it a sum ("500 extra", "200 more").
const SUM_AFTER: &[&str] = &["extra", "more", "dollars", "bucks"];
/// Words that make a number a term in years ("30 years", "a 30 yr loan").
pub(crate) const TERM_WORDS: &[&str] = &["years", "year", "yrs", "yr", "yr.", "years'"];
const MONTH_WORDS: &[&str] = &["months", "month", "mths", "mos"];
const AGE_CUES: &[&str] = &["at", "by", "age", "aged", "until", "till", "til"];

pub fn frequency_word(w: &str) -> Option<Frequency> {
    Some(match w {
        "week" | "weekly" | "wk" | "pw" => Frequency::Weekly,
        "fortnight" | "fortnightly" | "biweekly" | "pf" => Frequency::Fortnightly,
        "month" | "monthly" | "mth" | "mo" | "pm" | "pcm" => Frequency::Monthly,
        "year" | "yearly" | "annually" | "annual" | "pa" | "annum" => Frequency::Yearly,
        _ => return None,
    })
}

/// Month names and their short forms (the goal dates decide when a short one is a month).
const MONTHS: [(&str, u32); 23] = [
    ("january", 1),
    ("jan", 1),
    ("february", 2),
    ("feb", 2),
    ("march", 3),
    ("mar", 3),
    ("april", 4),
    ("apr", 4),
    ("may", 5),
    ("june", 6),
    ("jun", 6),
    ("july", 7),
    ("jul", 7),
    ("august", 8),
    ("aug", 8),
    ("september", 9),
    ("sept", 9),
    ("sep", 9),
    ("october", 10),
    ("oct", 10),
    ("november", 11),
    ("nov", 11),
    ("december", 12),
];
/// The month a word names: "december" → 12, "sept" → 9.
pub(crate) fn month_word(w: &str) -> Option<u32> {
    MONTHS.iter().find(|(m, _)| *m == w).map(|(_, n)| *n)
}

fn word(tokens: &[Token], i: usize) -> Option<&str> {
    tokens.get(i).and_then(|t| t.tok.word())
}

/// The period right after a figure: "200 a month", "$500 per fortnight", "300/week", "weekly".
fn period_after(tokens: &[Token], i: usize) -> Option<Frequency> {
    for k in 1..=3 {
        match tokens.get(i + k).map(|t| &t.tok) {
            Some(Tok::Punct('/')) => continue,
            Some(Tok::Word(w)) => {
                if let Some(f) = frequency_word(w) {
                    // "for 30 years" after a figure is a term, not a period.
                    if f == Frequency::Yearly && matches!(w.as_str(), "year") && k == 1 {
                        return None;
                    }
                    return Some(f);
                }
                if !matches!(
                    w.as_str(),
                    "a" | "an" | "per" | "each" | "every" | "p" | "more" | "extra"
                ) {
                    return None;
                }
            }
            _ => return None,
        }
    }
    None
}

pub fn read(tokens: &[Token], prefer: Country) -> Slots {
    let mut s = Slots::default();
    // "N year fixed": a fixed-rate period when a term is also given or a rate follows it ("2 years
    // fixed then variable"); on its own, the term of a fixed loan ("a 30 year fixed at 6.09%").
    let mut year_fixed = None;
    for (i, t) in tokens.iter().enumerate() {
        match &t.tok {
            Tok::Year(y) => s.tax_years.push(y.clone()),
            Tok::Word(w) => {
                if s.frequency.is_none()
                    && let Some(f) = frequency_word(w)
                    && f != Frequency::Yearly
                    && !(i > 0 && tokens[i - 1].tok.amount().is_some() && w == "month")
                {
                    s.frequency = Some(f);
                }
            }
            Tok::Amount(a) => {
                let next = word(tokens, i + 1);
                let prev = i.checked_sub(1).and_then(|p| word(tokens, p));
                if a.percent {
                    s.rates.push((i, a.value / dec!(100)));
                    continue;
                }
                let whole = a.value.fract().is_zero() && !a.currency && !a.scaled;
                if whole && next.is_some_and(|w| TERM_WORDS.contains(&w)) {
                    // "30 years old" is an age.
                    if word(tokens, i + 2) == Some("old") {
                        continue;
                    }
                    let n = u32::try_from(a.value.trunc().mantissa()).ok();
                    if fixed_for_at(tokens, i) {
                        s.fixed_years = s.fixed_years.or(n);
                        continue;
                    }
                    if word(tokens, i + 2) == Some("fixed") {
                        year_fixed = year_fixed.or(n);
                        continue;
                    }
                    if s.years.is_none() {
                        s.years = u32::try_from(a.value.trunc().mantissa()).ok();
                    }
                    continue;
                }
                // "in 2.5 years": a term in months.
                let months = a.value.checked_mul(dec!(12)).unwrap_or(Decimal::MAX);
                if !whole
                    && !a.currency
                    && !a.scaled
                    && months.fract().is_zero()
                    && months <= dec!(600)
                    && next.is_some_and(|w| TERM_WORDS.contains(&w))
                {
                    if s.years.is_none() && s.months.is_none() {
                        s.months = u32::try_from(months.trunc().mantissa()).ok();
                    }
                    continue;
                }
                if whole && next.is_some_and(|w| MONTH_WORDS.contains(&w)) {
                    if s.months.is_none() {
                        s.months = u32::try_from(a.value.trunc().mantissa()).ok();
                    }
                    continue;
                }
                if crate::builtin::facts::is_year_at(tokens, i) {
                    let y = i32::try_from(a.value.trunc().mantissa()).unwrap_or(0);
                    // "by December 2028": a month before the year.
                    let by_month = prev.is_some_and(|w| month_word(w).is_some())
                        && matches!(
                            i.checked_sub(2).and_then(|p| word(tokens, p)),
                            Some("by" | "until" | "before" | "till" | "til")
                        );
                    // "by (the) end of 2029".
                    let by_end = prev == Some("of")
                        && i.checked_sub(2).and_then(|p| word(tokens, p)) == Some("end")
                        && (i.checked_sub(3).and_then(|p| word(tokens, p)) == Some("by")
                            || i.checked_sub(4).and_then(|p| word(tokens, p)) == Some("by"));
                    if by_month
                        || by_end
                        || matches!(prev, Some("by" | "until" | "before" | "till" | "til"))
                    {
                        s.by_year = Some(y);
                    } else {
                        s.tax_years.push(y.to_string());
                    }
                    continue;
                }
                // "until I'm 60", "by the time I'm 60".
                let until_im = matches!(prev, Some("i'm" | "im"))
                    && i.checked_sub(2)
                        .and_then(|p| word(tokens, p))
                        .is_some_and(|w| matches!(w, "until" | "till" | "til" | "time" | "when"));
                if whole && a.value <= dec!(120) && until_im {
                    if s.age.is_none() {
                        s.age = u32::try_from(a.value.trunc().mantissa()).ok();
                    }
                    continue;
                }
                // "and at 7?": under 15 after "at" no one is an age; it is a rate said without
                // its "%".
                if prev == Some("at") && a.value > dec!(0) && a.value < dec!(15) && !a.currency {
                    s.rates.push((i, a.value / dec!(100)));
                    continue;
                }
                if whole
                    && a.value <= dec!(120)
                    && (prev.is_some_and(|w| AGE_CUES.contains(&w))
                        || matches!(next, Some("yo" | "y/o")))
                {
                    if matches!(prev, Some("at" | "by" | "age" | "until" | "till" | "til"))
                        && s.age.is_none()
                    {
                        s.age = u32::try_from(a.value.trunc().mantissa()).ok();
                    }
                    continue;
                }
                // "paycheck on 85k biweekly": a year's pay with how often it is paid; nobody is
                // paid 85k a fortnight.
                let per = period_after(tokens, i).filter(|f| {
                    !(a.scaled
                        && matches!(f, Frequency::Weekly | Frequency::Fortnightly)
                        && a.value >= dec!(20000))
                });
                // "paying 800", "500 extra", "put in 300": a sum by the words around it.
                let paid = prev.is_some_and(|w| SUM_BEFORE.contains(&w))
                    || next.is_some_and(|w| SUM_AFTER.contains(&w));
                let money = a.currency
                    || a.scaled
                    || a.value >= dec!(1000)
                    || ((per.is_some() || paid) && a.value >= dec!(10));
                if money {
                    let pay = (i.saturating_sub(3)..i)
                        .any(|k| word(tokens, k).is_some_and(|w| PAY_CUES.contains(&w)));
                    s.money.push(Money {
                        at: i,
                        value: a.value,
                        per,
                        pay,
                    });
                }
            }
            Tok::Punct(_) => {}
        }
    }
    if let Some(n) = year_fixed {
        if s.years.is_none() && !tokens.iter().any(|t| t.tok.is("then")) {
            s.years = Some(n);
        } else {
            s.fixed_years = s.fixed_years.or(Some(n));
        }
    }
    bare_loan_terms(tokens, &mut s);
    // "300k at 7% over 20": with a rate, a bare whole number after "over" is the term in years.
    if s.years.is_none() && !s.rates.is_empty() {
        s.years = (1..tokens.len()).find_map(|i| {
            (word(tokens, i - 1) == Some("over"))
                .then(|| small_at(tokens, i).filter(|n| (1..=50).contains(n)))
                .flatten()
        });
    }
    // "my kid is 2 … until she's 18": a horizon given as a child's age.
    if s.years.is_none()
        && let (Some(now), Some(then)) = (child_age(tokens), child_until(tokens))
        && then > now
    {
        s.years = Some(then - now);
    }
    for found in find_places(tokens, prefer) {
        match found.place {
            Place::Region(r) if !s.regions.contains(&r) => s.regions.push(r),
            Place::Country(c) if !s.countries.contains(&c) => s.countries.push(c),
            _ => {}
        }
    }
    s
}

/// "500k 6% 30": nothing but one amount of money, one rate and a whole number of years (1 to 50),
/// in any order. Anything else in the message leaves the figures to the words around them.
fn bare_loan_terms(tokens: &[Token], s: &mut Slots) {
    let amounts: Vec<(usize, &Amount)> = tokens
        .iter()
        .enumerate()
        .filter_map(|(i, t)| t.tok.amount().map(|a| (i, a)))
        .collect();
    let only_figures = tokens
        .iter()
        .all(|t| matches!(t.tok, Tok::Amount(_) | Tok::Punct(_)));
    if !only_figures || amounts.len() != 3 || s.money.len() != 1 || s.rates.len() != 1 {
        return;
    }
    let term = amounts.iter().find(|(i, a)| {
        *i != s.money[0].at
            && !a.percent
            && a.is_bare_count()
            && a.value >= Decimal::ONE
            && a.value <= dec!(50)
    });
    if let Some((_, a)) = term
        && s.years.is_none()
    {
        s.years = u32::try_from(a.value.trunc().mantissa()).ok();
        s.bare_loan = true;
    }
}

/// "fixed for 2 years", "fixed at 6% for 2 years": the years a rate is fixed for, not the loan's
/// term ("fixed at 6% over 30 years" is the term).
fn fixed_for_at(tokens: &[Token], i: usize) -> bool {
    (i.saturating_sub(4)..i).any(|k| word(tokens, k) == Some("fixed"))
        && matches!(
            i.checked_sub(1).and_then(|p| word(tokens, p)),
            Some("for" | "fixed")
        )
}

const CHILD_WORDS: &[&str] = &["kid", "child", "daughter", "son", "baby", "boy", "girl"];

/// A whole number at `i` up to 120.
fn small_at(tokens: &[Token], i: usize) -> Option<u32> {
    let a = tokens.get(i)?.tok.amount()?;
    (a.value.fract().is_zero() && !a.currency && !a.scaled && a.value <= dec!(120))
        .then(|| u32::try_from(a.value.trunc().mantissa()).ok())
        .flatten()
}

/// "my kid is 2", "my daughter is 3", "… my daughter … she's 3 now": the child's age now.
fn child_age(tokens: &[Token]) -> Option<u32> {
    let named =
        (0..tokens.len()).any(|i| word(tokens, i).is_some_and(|w| CHILD_WORDS.contains(&w)));
    (0..tokens.len()).find_map(|i| {
        let child = word(tokens, i).is_some_and(|w| CHILD_WORDS.contains(&w));
        if child && word(tokens, i + 1) == Some("is") {
            return small_at(tokens, i + 2);
        }
        // The reader reads "she's" as "she".
        let pronoun = named && matches!(word(tokens, i), Some("she" | "he"));
        pronoun
            .then(|| small_at(tokens, i + 1))
            .flatten()
            // "she's 3 now", not "she's 3 years from…" (a horizon).
            .filter(|_| word(tokens, i + 2) != Some("years"))
    })
}

/// "until she's 18", "till he turns 21", "until they're 18": the child's age at the horizon.
fn child_until(tokens: &[Token]) -> Option<u32> {
    (0..tokens.len()).find_map(|i| {
        if !matches!(word(tokens, i), Some("until" | "till" | "til")) {
            return None;
        }
        // The tokenizer reads "she's" as "she".
        match word(tokens, i + 1)? {
            "she" | "he" | "they" | "they're" => small_at(tokens, i + 2).or_else(|| {
                matches!(word(tokens, i + 2), Some("is" | "are" | "turns" | "turn"))
                    .then(|| small_at(tokens, i + 3))
                    .flatten()
            }),
            _ => None,
        }
    })
}

impl Slots {
    /// The first money figure within `before` tokens after, or `after` tokens before, any of `cues`.
    pub fn money_near(&self, tokens: &[Token], cues: &[&str], reach: usize) -> Option<Money> {
        let cue_at: Vec<usize> = (0..tokens.len())
            .filter(|&i| cues.iter().any(|c| seq_at(tokens, i, c)))
            .collect();
        self.money
            .iter()
            .filter_map(|m| {
                cue_at
                    .iter()
                    .map(|&c| c.abs_diff(m.at))
                    .filter(|d| *d <= reach)
                    .min()
                    .map(|d| (d, *m))
            })
            .min_by_key(|(d, _)| *d)
            .map(|(_, m)| m)
    }

    /// The number of periods of `f` in the stated term (years or months).
    pub fn term_periods(&self, f: Frequency) -> Option<u32> {
        match (self.years, self.months) {
            (Some(y), m) => Some(
                y.saturating_mul(f.per_year())
                    .saturating_add(m.unwrap_or(0).saturating_mul(f.per_year()) / 12),
            ),
            (None, Some(m)) => Some(m.saturating_mul(f.per_year()).div_ceil(12)),
            (None, None) => None,
        }
    }

    /// The first sum with a period that is not pay: what is saved or invested each time.
    pub fn periodic_saving(&self) -> Option<Money> {
        self.money
            .iter()
            .find(|m| m.per.is_some() && !m.pay)
            .copied()
    }

    pub fn rate(&self) -> Option<Decimal> {
        self.rates.first().map(|(_, r)| *r)
    }
}

pub(crate) use crate::builtin::facts::seq_at;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin::amounts::tokenize;

    fn slots(s: &str) -> Slots {
        read(&tokenize(s), Country::Australia)
    }

    #[test]
    fn years_ages_and_rates_are_not_money() {
        let s = slots("repayments on a $500,000 loan at 6% over 30 years");
        assert_eq!(s.money.len(), 1);
        assert_eq!(s.money[0].value, dec!(500000));
        assert_eq!(s.rate(), Some(dec!(0.06)));
        assert_eq!(s.years, Some(30));
        let s = slots("I want $1 million by 60 or by 2040");
        assert_eq!(s.money.len(), 1);
        assert_eq!(s.age, Some(60));
        assert_eq!(s.by_year, Some(2040));
        let s = slots("how much tax in 2025 on 90k");
        assert_eq!(s.money.len(), 1);
        assert_eq!(s.tax_years, vec!["2025".to_string()]);
    }

    #[test]
    fn periods_follow_figures() {
        let s = slots("500k at 6 per cent p.a. fixed for 2 years then variable");
        assert_eq!((s.years, s.fixed_years), (None, Some(2)));
        assert_eq!(s.rate(), Some(dec!(0.06)));
        let s = slots("500k fixed at 6% for 3 years then 7% over 30 years");
        assert_eq!((s.years, s.fixed_years), (Some(30), Some(3)));
        let s = slots("a 2 year fixed rate of 6% on 500k over 25 years");
        assert_eq!((s.years, s.fixed_years), (Some(25), Some(2)));
        let s = slots("a 30 year fixed at 6.09% on 650k");
        assert_eq!((s.years, s.fixed_years), (Some(30), None));
        let s = slots("500k at 6%, 2 years fixed then variable");
        assert_eq!((s.years, s.fixed_years), (None, Some(2)));
        let s = slots("500k fixed at 6% over 30 years");
        assert_eq!((s.years, s.fixed_years), (Some(30), None));
        let s = slots("500k 6% 30");
        assert!(s.bare_loan);
        assert_eq!((s.years, s.rate()), (Some(30), Some(dec!(0.06))));
        assert!(slots("6%, 30, $500,000").bare_loan);
        assert!(!slots("500k 6% 30 super").bare_loan);
        assert!(!slots("500k 6% 300").bare_loan);
        assert!(!slots("500k 30").bare_loan);
        let s = slots("I take home 5k a month, how long to save $20k at $1,000 a month?");
        assert_eq!(s.periodic_saving().map(|m| m.value), Some(dec!(1000)));
        let s = slots("paying $200 a month off a 5k card");
        assert_eq!(s.money[0].per, Some(Frequency::Monthly));
        assert_eq!(s.money[1].per, None);
        let s = slots("fortnightly repayments");
        assert_eq!(s.frequency, Some(Frequency::Fortnightly));
        assert_eq!(s.term_periods(Frequency::Monthly), None);
    }
}
