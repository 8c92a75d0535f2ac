//! A sentence split into clauses, and each clause read in passes: ages, emergency-fund months,
//! rates, then the field keywords and the figures they claim (`figures.rs`), or, with no figure,
//! negations and singles ("no kids", "I have a son").

use finance_domain::{Country, ProfileField};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use crate::builtin::amounts::{Tok, Token};
use crate::builtin::statements;

use super::conditions::{own_age_after, own_fact_after};
use super::corrections::read_correction;
use super::cues::{
    CORRECTION_CUES, EMERGENCY_MONTH_PHRASES, HYPOTHETICAL_CUES, MONTH_UNITS, NEGATIONS,
    OTHER_ACCOUNT_PREFIXES, OWNING_VERBS, PLAN_WORDS, QUESTION_STARTS, THIRD_PARTIES, any_seq,
    has_word, has_word_where, seq_at,
};
use super::figures::read_amounts;
use super::hits::clause_hits;
use super::keywords::{KEYWORDS, Target, ZEROABLE, keyword_hits};
use super::people::{read_hospital_cover, read_marital};
use super::{ReadContext, Reading, add_count, push_fact};

pub(super) fn read_sentence(
    sentence: &[Token],
    ctx: &ReadContext<'_>,
    country: Country,
    hours: Option<Decimal>,
    r: &mut Reading,
) {
    // Hypothetical from the first cue to the end of the sentence.
    let hyp_start = (0..sentence.len())
        .find(|&i| {
            let own_age = sentence[i].tok.is("if")
                && (own_age_after(sentence, i) || own_fact_after(sentence, i));
            HYPOTHETICAL_CUES.iter().any(|c| seq_at(sentence, i, c))
                && !seq_at(sentence, i, "would like")
                && !seq_at(sentence, i, "would love")
                && !own_age
        })
        .unwrap_or(sentence.len());
    // "How many months would my emergency fund cover?" asks in the conditional about the
    // person's own figures: "would" and "could I" make a what-if only with a figure after them.
    let rest = &sentence[hyp_start.min(sentence.len())..];
    let conditional_only = !rest.iter().any(|t| t.tok.amount().is_some())
        && !(0..rest.len()).any(|i| {
            HYPOTHETICAL_CUES
                .iter()
                .filter(|c| !matches!(**c, "would" | "could i"))
                .any(|c| seq_at(rest, i, c))
        });
    if hyp_start < sentence.len() && !conditional_only {
        r.hypothetical = true;
    }
    let is_question = sentence
        .first()
        .and_then(|t| t.tok.word())
        .is_some_and(|w| QUESTION_STARTS.contains(&w))
        || sentence
            .iter()
            .any(|t| t.tok.is("how") || t.tok.is("what") || t.tok.is("whats"))
        // "tax on 150k salary nsw": a sum asked about, written as a heading.
        || [
            "tax on",
            "taxes on",
            "take home on",
            "takehome on",
            "after tax on",
            // "take home pay for 150000 salary in washington state".
            "take home pay for",
            "take home pay on",
            "take home for",
            "tax for",
        ]
        .iter()
        .any(|c| seq_at(sentence, 0, c));
    r.in_question_sentence |= is_question;

    // "what about if it's actually worth 800k" supposes; it corrects nothing.
    let correction = CORRECTION_CUES.iter().any(|c| any_seq(sentence, c))
        && sentence.iter().any(|t| t.tok.amount().is_some())
        && !(r.hypothetical && sentence.iter().any(|t| t.tok.is("if")));
    if correction && read_correction(sentence, ctx, country, hours, r) {
        return;
    }

    // Clauses: split on commas, colons and joining words.
    let mut start = 0;
    let mut clauses: Vec<(usize, usize)> = Vec::new();
    for (i, t) in sentence.iter().enumerate() {
        let split = matches!(t.tok, Tok::Punct(',' | '(' | ')' | '-'))
            || t.tok.word().is_some_and(|w| {
                matches!(
                    w,
                    "and" | "but" | "plus" | "also" | "while" | "whereas" | "with" | "so"
                )
                // "just so you know I'm single": a preamble, not a clause of its own.
            }) && !(t.tok.is("so") && seq_at(sentence, i + 1, "you know"))
            || (t.tok.is("if") && (own_age_after(sentence, i) || own_fact_after(sentence, i)));
        if split {
            clauses.push((start, i));
            start = i + 1;
        }
    }
    clauses.push((start, sentence.len()));
    let mut clauses = joined_clauses(sentence, clauses);
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
    // Whether the clause before had the person as its subject, carried into a clause with none
    // ("I've got 10k in my emergency fund and spend about 2,500 a month").
    let mut previous_person = false;
    let mut person_said_before = false;
    for (n, &(s, e)) in clauses.iter().enumerate() {
        if s >= e {
            continue;
        }
        let tokens = &sentence[s..e];
        // "how much tax would I save with 10k into my 401k, i make 90k": a statement of the
        // person's own after a break ends a "would" what-if; an "if" clause does not.
        let stated_after = s > hyp_start
            && matches!(sentence[s - 1].tok, Tok::Punct(','))
            && statements::first_person_statement(tokens)
            && !tokens.iter().any(|t| {
                t.tok
                    .word()
                    .is_some_and(|w| matches!(w, "if" | "would" | "were" | "could" | "was"))
            });
        let hypothetical = (s >= hyp_start || (hyp_start < e && hyp_start >= s)) && !stated_after;
        // "I have 2 kids, how much…?": a first-person statement before the question is read as
        // if it stood alone; the question's own clauses keep their figures out of the profile.
        // A clause that runs on into a bare figure ("we earn 90k and 60000, …") is a list the
        // question weighs, not a statement.
        let runs_on = tokens.iter().any(|t| t.tok.amount().is_some())
            && sentence.get(e).is_some_and(|t| !t.tok.is("with"))
            && sentence
                .get(e + 1)
                .is_some_and(|t| t.tok.amount().is_some())
            && clauses.get(n + 1).is_none_or(|&(ns, ne)| {
                // "… owe 30k on my car and 400k on the mortgage": that one names its own field.
                keyword_hits(&sentence[ns..ne.max(ns)]).is_empty()
            });
        // "I'm 45 with 2 kids, how much…?", "I've got 22k HECS and earn 80k, how much…?": the
        // clause with no subject of its own carries on the statement before it.
        let joined = s > 0
            && (matches!(sentence[s - 1].tok, Tok::Punct(','))
                || sentence[s - 1]
                    .tok
                    .word()
                    .is_some_and(|w| matches!(w, "with" | "and" | "plus" | "also")));
        let own_subject = statements::opens_with_subject(tokens).is_some();
        let carried_on =
            previous_person && joined && !own_subject && statements::continues_statement(tokens);
        // "making $250,000 a year, how much tax?", "need a 120k deposit, already have 30k saved":
        // "I" goes without saying, opening the sentence or after a break, unless someone else
        // was the subject before it ("my husband earns 90k, got 20k in super").
        let others_before = statements::names_someone_else(&sentence[..s]);
        let subjectless =
            (s == 0 || (joined && !others_before)) && statements::subjectless_statement(tokens);
        let stated = r.in_question_sentence
            && !hypothetical
            && !runs_on
            && (carried_on || subjectless || statements::first_person_statement(tokens));
        // "I'm single and 27": a lone figure joined to a statement about the person (with or
        // without a preamble: "just so you know I'm single and 27").
        let after_person = (previous_person || person_said_before) && joined;
        person_said_before = statements::first_person_statement(tokens) && !hypothetical;
        previous_person = !hypothetical && !runs_on && (own_subject || carried_on || subjectless);
        let clause = Clause {
            tokens,
            sentence,
            hypothetical,
            in_question: r.in_question_sentence && !stated,
            country,
            hours,
            current: &ctx.current,
            home: r.home_named,
            // "we paid 20k off the mortgage, it's 500k now": a balance named earlier in the
            // message, else what the previous message named.
            it: r.balance_named.or(r.it_target),
            asked: r.asked_balance,
            own: own_subject || carried_on || subjectless,
            listed_age: e == s + 1
                && ((s == 0 && sentence.get(e).is_some_and(|t| t.tok == Tok::Punct(',')))
                    || carried_on
                    || after_person),
        };
        r.it_named_here |= r.balance_named.is_some() && tokens.iter().any(|t| t.tok.is("it"));
        r.stated_clause = stated;
        r.person_clause = carried_on || subjectless;
        read_clause(&clause, r);
        r.stated_clause = false;
        r.person_clause = false;
    }
    // Last, so the person's own pay of the two wins over a clause that read the first.
    if hyp_start == sentence.len() {
        super::people::read_respective_pay(sentence, country, hours, r);
    }
}

/// Clauses split where the words were one: "still working part time, about 40k a year" (a figure
/// alone after a comma belongs to the clause before, when that one named what it is and gave no
/// figure of its own); "25k in car and card debt" (a noun after "and" that names the figure's kind,
/// when the clause before only named a count).
fn joined_clauses(sentence: &[Token], clauses: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    let has_figure = |s: usize, e: usize| sentence[s..e].iter().any(|t| t.tok.amount().is_some());
    let mut merged: Vec<(usize, usize)> = Vec::new();
    for (s, e) in clauses {
        let bare_figure = s > 0
            && matches!(sentence[s - 1].tok, Tok::Punct(','))
            && has_figure(s, e)
            && sentence[s..e].iter().all(|t| {
                t.tok.amount().is_some()
                    || t.tok.word().is_some_and(|w| {
                        matches!(
                            w,
                            "about" | "around" | "roughly" | "like" | "maybe" | "a" | "an" | "per"
                        ) || super::periods::period_word(w).is_some()
                    })
            });
        let kind_after_and = s > 0
            && sentence[s - 1].tok.is("and")
            && !has_figure(s, e)
            && statements::opens_with_subject(&sentence[s..e]).is_none()
            && keyword_hits(&sentence[s..e])
                .iter()
                .any(|(_, t, weak)| !weak && !t.is_count());
        match merged.last_mut() {
            Some(last)
                if bare_figure
                    && !has_figure(last.0, last.1)
                    && (!keyword_hits(&sentence[last.0..last.1]).is_empty()
                        // "i'm actually paid hourly, $36 an hour"
                        || sentence[last.0..last.1].iter().any(|t| t.tok.is("paid"))) =>
            {
                last.1 = e;
            }
            Some(last)
                if kind_after_and
                    && has_figure(last.0, last.1)
                    && only_counts(&sentence[last.0..last.1]) =>
            {
                last.1 = e;
            }
            _ => merged.push((s, e)),
        }
    }
    merged
}

/// Whether the clause names only counts ("25k in car"): a figure there that is no count names
/// nothing yet.
fn only_counts(clause: &[Token]) -> bool {
    let hits = keyword_hits(clause);
    !hits.is_empty() && hits.iter().all(|(_, t, _)| t.is_count())
}

/// "… if I'm 52" (the "if" at `at`) ending a question gives the person's age in present tense (as
/// "given that I'm 52"); "and if I'm 61?", "if I was 52" and "if I'm 52 and earn 90k" stay
/// what-ifs.
/// One clause and what is known about the sentence around it.
pub(super) struct Clause<'a> {
    pub(super) tokens: &'a [Token],
    /// The whole sentence the clause is part of.
    pub(super) sentence: &'a [Token],
    pub(super) hypothetical: bool,
    pub(super) in_question: bool,
    pub(super) country: Country,
    pub(super) hours: Option<Decimal>,
    /// The profile's values, for "a pay rise of 5k" or "another 5k in it".
    pub(super) current: &'a [(ProfileField, Decimal)],
    /// The person's home is named: an unnamed debt is its mortgage.
    pub(super) home: bool,
    /// What "it" stands for, when the previous message named a field.
    pub(super) it: Option<Target>,
    /// The balance the previous message asked about.
    pub(super) asked: Option<Target>,
    /// A bare figure opening a list about the person ("41, on 130k, single"): their age.
    pub(super) listed_age: bool,
    /// The person is the clause's subject, said or understood ("I've got 10k", "already have 30k").
    pub(super) own: bool,
}

impl Clause<'_> {
    /// The profile's value of `field`, as it stands before this message.
    pub(super) fn current(&self, field: ProfileField) -> Option<Decimal> {
        self.current
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, v)| *v)
    }
}

/// Per-amount facts inside one clause, one pass at a time: ages, emergency-fund months, rates,
/// then keyword-matched amounts (or, with no amount, negations and "a kid").
pub(super) fn read_clause(c: &Clause<'_>, r: &mut Reading) {
    let mut used = vec![false; c.tokens.len()];
    read_ages(c, &mut used, r);
    super::people::read_spouse_age(c.tokens, c.hypothetical || c.in_question, &mut used, r);
    read_emergency_months(c, &mut used, r);
    read_rates(c, &mut used, r);
    let hits = clause_hits(c);
    if let Some((_, t)) = hits.iter().rev().find(|(_, t)| t.is_balance()) {
        r.balance_named = Some(*t);
    }
    let any_amount = c.tokens.iter().any(|t| t.tok.amount().is_some());
    if !any_amount {
        read_negations_and_singles(c, &hits, r);
    }
    // "how much federal tax on 60k, single?" asks about a filing status; it isn't theirs.
    read_marital(c.tokens, c.hypothetical || c.in_question, r);
    read_hospital_cover(c.tokens, c.hypothetical, r);
    if any_amount {
        read_amounts(c, &used, &hits, r);
    }
}

/// Retirement age, then age: both are bare counts with their own phrasing.
pub(super) fn read_ages(c: &Clause<'_>, used: &mut [bool], r: &mut Reading) {
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
        // "at retirement in 25 years": a horizon, not an age.
        if clause
            .get(i + 1)
            .and_then(|t| t.tok.word())
            .is_some_and(|w| {
                crate::builtin::slots::TERM_WORDS.contains(&w) || MONTH_UNITS.contains(&w)
            })
            && !clause.get(i + 2).is_some_and(|t| t.tok.is("old"))
        {
            continue;
        }
        // "I'm planning to go at 62", "I plan to stop working at 60": retiring, said otherwise.
        let leaving = has_word(before, PLAN_WORDS)
            && has_word(before, &["go", "leave", "finish", "stop", "quit", "pull"])
            && (dec!(50)..=dec!(75)).contains(&a.value);
        if has_word_where(before, |w| w.starts_with("retir")) || leaving {
            // "Can I retire at 60?" asks about a scenario; "I want to retire at 60" states a plan;
            // "retire at 60 or 65" weighs two.
            let plan = has_word(before, PLAN_WORDS);
            let options = clause
                .get(i + 1)
                .is_some_and(|t| t.tok.is("or") || t.tok.is("vs"))
                || i.checked_sub(1)
                    .is_some_and(|p| clause[p].tok.is("or") || clause[p].tok.is("vs"));
            push_fact(
                r,
                ProfileField::RetirementAge,
                a.value.to_string(),
                c.hypothetical || options || (c.in_question && !plan),
                None,
            );
            used[i] = true;
            continue;
        }
        let listed = c.listed_age
            && !c.in_question
            && !c.hypothetical
            && a.value >= dec!(15)
            && a.value < dec!(100);
        if listed {
            push_fact(r, ProfileField::Age, a.value.to_string(), false, None);
            used[i] = true;
        } else if is_age_at(clause, i) && other_account {
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
pub(super) fn read_emergency_months(c: &Clause<'_>, used: &mut [bool], r: &mut Reading) {
    let clause = c.tokens;
    let emergency = EMERGENCY_MONTH_PHRASES.iter().any(|p| any_seq(clause, p));
    // "3 months or 6 months?": options asked about, not a target set.
    let options = c.in_question
        && clause
            .iter()
            .filter(|t| t.tok.word().is_some_and(|w| MONTH_UNITS.contains(&w)))
            .count()
            > 1;
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
                c.hypothetical || options,
                None,
            );
            used[i] = true;
        }
    }
}

/// Rates: "7% returns", "3.5% withdrawal rate". Every percentage is used up here.
pub(super) fn read_rates(c: &Clause<'_>, used: &mut [bool], r: &mut Reading) {
    let clause = c.tokens;
    let returns = has_word_where(clause, |w| w.starts_with("return") || w == "growth");
    let withdrawal = has_word_where(clause, |w| w.starts_with("withdraw") || w == "drawdown");
    if read_match(c, used, r) {
        return;
    }
    let owned = super::cues::owned(clause);
    for i in 0..clause.len() {
        let Some(a) = clause[i].tok.amount() else {
            continue;
        };
        if used[i] || !a.percent {
            continue;
        }
        let frac = (a.value / dec!(100)).normalize().to_string();
        // "and with a 3.5% withdrawal rate?" asks about a rate; "my super returns 7%" states one.
        let asked = c.hypothetical || (c.in_question && !owned);
        if returns {
            push_fact(r, ProfileField::ExpectedReturnRate, frac, asked, None);
        } else if withdrawal {
            push_fact(r, ProfileField::RetirementWithdrawalRate, frac, asked, None);
        }
        used[i] = true;
    }
}

/// A US employer's 401(k) match, as a share of salary: "my employer matches 4%", "they match 50%
/// up to 6%" (3% of salary), "50 cents on the dollar up to 6%". An employer's match is always the
/// person's own (unless someone else is named). Returns whether the clause stated one.
fn read_match(c: &Clause<'_>, used: &mut [bool], r: &mut Reading) -> bool {
    let clause = c.tokens;
    let someone_else = has_word_where(clause, |w| w != "they" && THIRD_PARTIES.contains(&w));
    let asks = clause.first().and_then(|t| t.tok.word()).is_some_and(|w| {
        matches!(
            w,
            "does" | "do" | "is" | "will" | "would" | "can" | "should"
        )
    });
    // "my employer contributes 5% to my 401k" is a match of another name.
    let employer_pays = has_word(clause, &["employer", "company", "boss", "job", "firm"])
        && has_word_where(clause, |w| {
            w.starts_with("contribut") || matches!(w, "puts" | "put" | "pays" | "adds")
        });
    if c.country != Country::Us
        || !(has_word_where(clause, |w| w.starts_with("match")) || employer_pays)
        || someone_else
        || asks
    {
        return false;
    }
    let percents: Vec<(usize, Decimal)> = (0..clause.len())
        .filter(|&i| !used[i])
        .filter_map(|i| {
            let a = clause[i].tok.amount()?;
            let cents = !a.percent && seq_at(clause, i + 1, "cents on the dollar");
            (a.percent || cents).then_some((i, a.value / dec!(100)))
        })
        .collect();
    let (value, derivation) = match percents.as_slice() {
        [] => return false,
        [(_, one)] => (*one, None),
        [(_, share), (_, cap), ..] => (
            *share * *cap,
            Some(format!(
                "{} of contributions up to {} of salary",
                crate::format::rate_as_given(*share),
                crate::format::rate_as_given(*cap)
            )),
        ),
    };
    for (i, _) in &percents {
        used[*i] = true;
    }
    let owned = has_word(clause, &["my", "our", "they", "i", "we"]);
    push_fact(
        r,
        ProfileField::EmployerMatch,
        value.normalize().to_string(),
        c.hypothetical || (c.in_question && !owned),
        derivation,
    );
    if let Some(f) = r.facts.last_mut() {
        f.first_person = true;
    }
    true
}

/// "no kids", "debt free", "I don't have a car", "I have a son".
pub(super) fn read_negations_and_singles(
    c: &Clause<'_>,
    hits: &[(usize, Target)],
    r: &mut Reading,
) {
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

pub(super) fn is_age_at(clause: &[Token], i: usize) -> bool {
    let prev = |k: usize| i.checked_sub(k).and_then(|p| clause[p].tok.word());
    let next = |k: usize| clause.get(i + k).and_then(|t| t.tok.word());
    // A keyword that is a verb ("I'm 24 earning 58k") names no unit of the figure.
    let verb = |w: &str| w.ends_with("ing") && !matches!(w, "savings" | "earnings" | "holdings");
    let after_noun = matches!(next(1), Some(w) if !verb(w) && (KEYWORDS.iter().any(|(kw, _, _)| kw == &w) || matches!(w, "k" | "percent" | "hours" | "hour" | "months" | "month" | "weeks" | "days" | "dollars")));
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
