//! Figures matched to field keywords: which figure is money for a field (not a price, a target, a
//! year or an age), whose it is, and saving it (or, in a question or what-if, only using it) in the
//! field's unit.

use finance_domain::{Country, ProfileField};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use crate::builtin::amounts::{Amount, Tok, Token};

use super::clauses::Clause;
use super::cues::{
    AGE_PREPOSITIONS, CONTRIBUTION_WORDS, FINANCE_WORDS, OTHER_ACCOUNT_PREFIXES,
    OTHER_ACCOUNT_WORDS, PRICE_NOUNS, RAISE_WORDS, RETIREMENT_WORDS, SELF_WORDS, SET_WORDS,
    TARGET_WORDS, THIRD_PARTIES, any_seq, has_word, has_word_where, seq_at,
};
use super::keywords::{Target, owed_unnamed};
use super::periods::{Period, convert, find_period, find_period_right_after};
use super::relative;
use super::years::is_year_at;
use super::{Reading, add_count, also_sets, push_fact};

/// A figure that is not an amount of money for a field: a target ("my goal is 1.5 million in
/// super"), a price ("a $45,000 car"), a year ("in 2026"), or an age ("at 40"; in a retirement
/// question, a what-if retirement age).
pub(super) fn not_money(c: &Clause<'_>, i: usize, a: &Amount, r: &mut Reading) -> bool {
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
    // "my bank is offering 5.74% on a $480,000 loan": a loan offered is not owed.
    if [
        "offering",
        "offered",
        "offer",
        "quoted",
        "quote",
        "approved",
        "preapproved",
    ]
    .iter()
    .any(|w| clause.iter().any(|t| t.tok.is(w)))
        && ["loan", "mortgage", "finance"]
            .iter()
            .any(|w| clause.iter().any(|t| t.tok.is(w)))
    {
        return true;
    }
    // "a 30 year loan", "6.75% 30 year fixed": a term, not $30 a year.
    if a.is_bare_count()
        && a.value <= dec!(50)
        && word_at(i + 1).is_some_and(|w| crate::builtin::slots::TERM_WORDS.contains(&w))
        && word_at(i + 2) != Some("old")
    {
        return true;
    }
    // "maxing my 401k at 24,500": the most that can go in, not its balance.
    if word_at(i.wrapping_sub(1)) == Some("at")
        && (i.saturating_sub(5)..i).any(|k| {
            word_at(k).is_some_and(|w| {
                matches!(w, "maxing" | "max" | "maxed" | "maximising" | "maximizing")
            })
        })
    {
        return true;
    }
    // "we paid another 20k off the mortgage", "5k off the price": a sum taken off something is
    // a payment or a discount, not what is left.
    if word_at(i + 1) == Some("off") {
        if !c.hypothetical
            && !c.in_question
            && let Some(field) = relative::paid_off(clause, i)
            && let Some((left, how)) = relative::changed(c, field, a.value, false)
        {
            push_fact(r, field, left.to_string(), false, Some(how));
        }
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
pub(super) fn read_raise(
    c: &Clause<'_>,
    i: usize,
    a: &Amount,
    owned: bool,
    r: &mut Reading,
) -> bool {
    let clause = c.tokens;
    let prev_word = i.checked_sub(1).and_then(|k| clause[k].tok.word());
    // "I'm getting a raise from 85k to 95k", "got offered a raise from 80k to 95k": the pay it
    // starts from is the person's now.
    if prev_word == Some("from")
        && has_word(clause, RAISE_WORDS)
        && a.looks_like_money()
        && !c.hypothetical
        && (owned
            || has_word(c.sentence, &["i", "i'm", "im", "my", "me", "i've"])
            || clause
                .first()
                .is_some_and(|t| t.tok.is("got") || t.tok.is("getting")))
        && !has_word(c.sentence, crate::builtin::facts::THIRD_PARTIES)
    {
        push_fact(
            r,
            ProfileField::AnnualIncome,
            a.value.to_string(),
            false,
            None,
        );
        // Said of the person, even inside the question about the raise.
        if let Some(f) = r.facts.last_mut() {
            f.first_person = true;
            f.stated_in_question = true;
        }
        return true;
    }
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
        .current(ProfileField::AnnualIncome)
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
pub(super) fn nearest_target(
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
pub(super) fn count_follows(clause: &[Token], noun: usize, i: usize) -> bool {
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
pub(super) fn balance_named_after(clause: &[Token], i: usize) -> Option<Target> {
    let named = seq_at(clause, i + 1, "mortgage") || seq_at(clause, i + 1, "home loan");
    let periodic = find_period_right_after(clause, i);
    // "a 300k mortgage on a 700k house": the figure before the home is its value.
    let home = clause
        .get(i + 1)
        .and_then(|t| t.tok.word())
        .is_some_and(|w| super::cues::HOME_NOUNS.contains(&w))
        && !seq_at(clause, i + 1, "home loan")
        && !has_word_where(clause, |w| {
            matches!(
                w,
                "buy" | "buying" | "bought" | "afford" | "sell" | "selling"
            )
        });
    if periodic {
        None
    } else if named {
        Some(Target::Mortgage)
    } else {
        home.then_some(Target::Property)
    }
}

/// Whose figure it is: `None` for the person's own; otherwise whether it still informs the
/// calculation ("my husband earns 90k" is used for a tax question, never saved).
pub(super) fn someone_else(clause: &[Token], target: Target) -> Option<bool> {
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
    ) && super::cues::contributes(clause);
    if contribution || (third_party && target != Target::Household) {
        return Some(third_party && target == Target::Income);
    }
    None
}

/// Figures matched to field keywords.
pub(super) fn read_amounts(
    c: &Clause<'_>,
    used: &[bool],
    hits: &[(usize, Target)],
    r: &mut Reading,
) {
    let clause = c.tokens;
    let owned = super::cues::owned(clause);
    let bonus = clause.iter().any(|t| t.tok.is("bonus"));
    let contribution = contribution_target(clause, c.country, c.own);
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
        // "I salary sacrifice $8,000 a year into super": the contribution, not a balance.
        // "tax savings from putting 10k pre-tax in my 401k": a contribution named by a verb in
        // -ing with no one doing it is the question's sum, not what the person puts in.
        let supposed = (i.saturating_sub(3).max(1)..i).any(|k| {
            clause[k]
                .tok
                .word()
                .is_some_and(|w| w.ends_with("ing") && w.len() > 5)
                && clause[k - 1]
                    .tok
                    .word()
                    .is_some_and(|w| matches!(w, "from" | "by" | "of"))
        });
        if contribution.is_some() && supposed {
            continue;
        }
        if let Some(target) = contribution {
            // "I put 200 a fortnight into super through salary sacrifice": a sum a period.
            if a.looks_like_money() || find_period_right_after(clause, i) {
                store_amount(c, i, a, target, owned, r);
                return;
            }
            continue;
        }
        // "tax on 30 an hour": a figure an hour is pay, however small.
        let hourly = find_period(clause, i) == Some(Period::Hour);
        // A bare small figure in a question is rarely a balance ("how much super at 40").
        if c.in_question
            && !hourly
            && a.is_bare_count()
            && a.value < dec!(1000)
            && !hits.iter().any(|(_, t)| t.is_count())
        {
            continue;
        }
        // "how much do I save with 5k in my 401k on 90k": a salary-like figure after "on" in a
        // question is the income it is asked on, not the account's balance.
        if c.in_question
            && i >= 1
            && clause[i - 1].tok.is("on")
            && a.looks_like_money()
            && a.value >= dec!(10000)
            && !hits.iter().any(|(p, t)| *p > i && !t.is_count())
            && hits.iter().any(|(p, t)| {
                *p < i && matches!(t, Target::Super | Target::Savings | Target::Investments)
            })
        {
            r.mentioned_income.get_or_insert(a.value);
            continue;
        }
        let Some((k, target)) = nearest_target(clause, hits, &claimed, i, a)
            .map(|(k, t)| (k, balance_named_after(clause, i).unwrap_or(t)))
        else {
            // "married with 2 kids making 110k": pay, said by its verb, of the person the
            // clause is about.
            if a.looks_like_money()
                && earned_at(clause, i)
                && (c.own || has_word(clause, SELF_WORDS))
                && !c.hypothetical
            {
                store_amount(c, i, a, Target::Income, true, r);
                continue;
            }
            if (a.looks_like_money() || hourly) && r.mentioned_income.is_none() {
                r.mentioned_income = Some(a.value);
            }
            continue;
        };
        claimed.push(k);
        // "putting 6% of my 80k salary in the 401k": the person's sum named as their pay is no sum
        // put in, and theirs whatever calculation the question weighs.
        let my_pay = target == Target::Income
            && i >= 1
            && clause[i - 1].tok.is("my")
            && !c.hypothetical
            && clause
                .get(i + 1)
                .and_then(|t| t.tok.word())
                .is_some_and(|w| super::cues::PAY_NOUNS.contains(&w));
        if !my_pay && let Some(informs) = someone_else(clause, target) {
            if informs && r.mentioned_income.is_none() {
                // "my partner's pay is 4k a fortnight" informs a tax question as a yearly figure.
                let period = find_period(clause, i);
                r.mentioned_income = Some(convert(a, target, period, c.country, c.hours).0);
            }
            continue;
        }
        // "how much will i get paid weekly on a 78,000 salary?": a salary named with "a" in a
        // question is the question's figure, like "tax on 85k?" ("I'm on a 95k salary, how
        // much…?" states it in a clause of its own).
        let on_a = i >= 2
            && clause[i - 1].tok.is("a")
            && clause[i - 2].tok.is("on")
            && !clause[..i - 2]
                .iter()
                .any(|t| t.tok.is("i'm") || t.tok.is("im") || t.tok.is("am"));
        if c.in_question && target == Target::Income && on_a {
            if r.mentioned_income.is_none() {
                let period = find_period(clause, i);
                r.mentioned_income = Some(convert(a, target, period, c.country, c.hours).0);
            }
            continue;
        }
        // "how much tax will I pay making 250k?": the person's own pay, said in passing.
        let earned = has_word(clause, SELF_WORDS) && earned_at(clause, i);
        let stated = r.stated_clause;
        r.stated_clause |= my_pay;
        store_amount(c, i, a, target, owned || earned, r);
        r.stated_clause = stated;
        if target == Target::Debts
            && hits.get(k).is_some_and(|(p, _)| owed_unnamed(clause, *p))
            && let Some(f) = r.facts.iter_mut().rev().find(|f| f.field == target.field())
        {
            f.unnamed = true;
        }
    }
}

/// "making 250k", "earning about $90,000": the figure at `i` follows an earning verb.
fn earned_at(clause: &[Token], i: usize) -> bool {
    let mut k = i;
    while k > 0
        && clause[k - 1].tok.word().is_some_and(|w| {
            matches!(
                w,
                "about" | "around" | "roughly" | "like" | "over" | "nearly"
            )
        })
    {
        k -= 1;
    }
    k.checked_sub(1)
        .and_then(|p| clause[p].tok.word())
        .is_some_and(|w| matches!(w, "making" | "earning"))
}

/// A contribution the person makes from their pay: salary sacrifice (Australia) or a pre-tax
/// 401(k)/403(b) deferral (US, not a Roth one).
fn contribution_target(clause: &[Token], country: Country, own: bool) -> Option<Target> {
    // "I'm thinking about salary sacrificing 10k": a plan the question weighs, not a fact.
    const PLANS: &[&str] = &[
        "thinking",
        "considering",
        "consider",
        "planning",
        "plan",
        "want",
        "wanna",
        "should",
        "could",
        "might",
        "would",
        "going",
        "gonna",
        "maybe",
        "start",
        "starting",
        "if",
    ];
    // Only the person's own ("I salary sacrifice…", "I make 96k and put 6k into my 401k
    // pre-tax"): "salary sacrificing 10k into super" alone names a what-if to weigh.
    if has_word(clause, PLANS)
        || !(own || has_word(clause, SELF_WORDS) || has_word(clause, &["my"]))
    {
        return None;
    }
    if has_word_where(clause, |w| w.starts_with("sacrific")) {
        return (country == Country::Australia).then_some(Target::Sacrifice);
    }
    let account = has_word(clause, &["k401", "b403"]);
    let pre_tax = any_seq(clause, "pre tax")
        || any_seq(clause, "before tax")
        || has_word(clause, &["pretax", "traditional"])
        || has_word_where(clause, |w| w.starts_with("defer"));
    let puts = has_word_where(clause, |w| {
        CONTRIBUTION_WORDS.contains(&w) || w.starts_with("defer")
    });
    (country == Country::Us && account && pre_tax && puts && !has_word(clause, &["roth"]))
        .then_some(Target::PreTax)
}

/// Saves (or, in a question or what-if, only uses) one figure for its field, in the field's unit.
pub(super) fn store_amount(
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
    // "another 5k in it": the balance on record, plus this. ("$40k in savings and another 15k in
    // ETFs", with no ETFs on record: "another" is a second holding, stated whole.)
    let second_holding = || {
        c.current(target.field()).is_none()
            && r.facts
                .iter()
                .any(|f| f.field != target.field() && !f.hypothetical)
    };
    if is_fact
        && !matches!(target, Target::Income | Target::Net)
        && relative::added(clause, i)
        && !second_holding()
    {
        let field = target.field();
        if let Some((value, how)) = relative::changed(c, field, a.value, true) {
            for f in std::iter::once(field).chain(also_sets(field).iter().copied()) {
                push_fact(r, f, value.to_string(), false, Some(how.clone()));
            }
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
    // "take home pay 65000 nsw", "55k after tax": said of no one, a sum with a take-home word asks
    // what that income takes home (a person says "I take home …", "my take home is …").
    let anyones = target == Target::Net
        && !r.first_person_sentence
        && !r.person_clause
        && !c.own
        && !has_word(clause, &["my", "i", "we", "our", "i'm", "im"]);
    if anyones {
        r.mentioned_income.get_or_insert(value);
        return;
    }
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
            let field = target.field();
            for f in std::iter::once(field).chain(also_sets(field).iter().copied()) {
                push_fact(r, f, value.to_string(), !is_fact, derivation.clone());
            }
        }
    }
}
