//! Facts about the person that are not figures: marital status and private hospital cover.

use finance_domain::{Country, ProfileField};
use rust_decimal::Decimal;

use crate::builtin::amounts::Token;

use super::cues::{PARTNER_WORDS, any_seq, seq_at};
use super::keywords::Target;
use super::periods::{convert, find_period};
use super::{Reading, push_fact};

/// "me and my wife make 85k and 65k", "my husband and I earn 60k and 75k": two pays said in the
/// order of the two people named. Returns the positions of the person's pay and the partner's.
pub(crate) fn respective_pay(sentence: &[Token]) -> Option<(usize, usize)> {
    let word = |i: usize| sentence.get(i).and_then(|t| t.tok.word());
    let partner = |i: usize| word(i).is_some_and(|w| PARTNER_WORDS.contains(&w));
    let (end, mine_first) = (0..sentence.len()).find_map(|i| {
        if matches!(word(i), Some("me" | "i"))
            && word(i + 1) == Some("and")
            && word(i + 2) == Some("my")
            && partner(i + 3)
        {
            Some((i + 4, true))
        } else if word(i) == Some("my")
            && partner(i + 1)
            && word(i + 2) == Some("and")
            && matches!(word(i + 3), Some("i" | "me" | "myself"))
        {
            Some((i + 4, false))
        } else {
            None
        }
    })?;
    // "me and my husband both make 75k": one pay each, the same.
    let both = word(end) == Some("both");
    let v = (end..(end + 3).min(sentence.len())).find(|&k| {
        matches!(
            word(k),
            Some("make" | "earn" | "making" | "earning" | "on" | "get" | "bring")
        )
    })?;
    let money = |k: usize| {
        sentence
            .get(k)
            .and_then(|t| t.tok.amount())
            .is_some_and(|a| a.looks_like_money() && !a.percent)
    };
    let a = (v + 1..(v + 4).min(sentence.len())).find(|&k| money(k))?;
    if both {
        return Some((a, a));
    }
    let b = (a + 1..(a + 5).min(sentence.len()))
        .find(|&k| money(k))
        .filter(|&b| sentence[a + 1..b].iter().any(|t| t.tok.is("and")))?;
    Some(if mine_first { (a, b) } else { (b, a) })
}

/// The person's own pay of two said in order ([`respective_pay`]) is saved; the partner's is not
/// theirs.
pub(super) fn read_respective_pay(
    sentence: &[Token],
    country: Country,
    hours: Option<Decimal>,
    r: &mut Reading,
) {
    let Some((at, theirs)) = respective_pay(sentence) else {
        return;
    };
    // The partner's pay is no income the question is asked on for the person.
    if let Some(p) = sentence[theirs].tok.amount()
        && r.mentioned_income == Some(p.value)
    {
        r.mentioned_income = None;
    }
    let Some(a) = sentence[at].tok.amount() else {
        return;
    };
    let (value, derivation) = convert(a, Target::Income, find_period(sentence, at), country, hours);
    let stated = r.stated_clause;
    r.stated_clause = true;
    push_fact(
        r,
        ProfileField::AnnualIncome,
        value.to_string(),
        false,
        derivation,
    );
    r.stated_clause = stated;
}

/// "wife is 39", "my husband's 44", "partner 38": the spouse's age.
pub(super) fn read_spouse_age(
    clause: &[Token],
    hypothetical: bool,
    used: &mut [bool],
    r: &mut Reading,
) {
    if hypothetical {
        return;
    }
    let word = |i: usize| clause.get(i).and_then(|t| t.tok.word());
    for i in 0..clause.len() {
        if !word(i).is_some_and(|w| PARTNER_WORDS.contains(&w)) {
            continue;
        }
        let at = if matches!(word(i + 1), Some("is" | "s" | "turned" | "turns" | "aged")) {
            i + 2
        } else {
            i + 1
        };
        let Some(a) = clause.get(at).and_then(|t| t.tok.amount()) else {
            continue;
        };
        // "wife 39" but not "wife 60k", "partner is 5 months along" or "partner 2 kids".
        let unit_after = word(at + 1).is_some_and(|w| !matches!(w, "years" | "yo" | "and"));
        if a.is_bare_count() && a.value >= 16.into() && a.value <= 100.into() && !unit_after {
            push_fact(r, ProfileField::SpouseAge, a.value.to_string(), false, None);
            used[at] = true;
            return;
        }
    }
}

pub(super) fn read_marital(clause: &[Token], hypothetical: bool, r: &mut Reading) {
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

/// Private hospital cover, held or not; in a what-if ("if I didn't have private health") it is
/// the scenario's only, never saved.
pub(super) fn read_hospital_cover(clause: &[Token], hypothetical: bool, r: &mut Reading) {
    let named = super::cues::HOSPITAL_COVER
        .iter()
        .any(|name| any_seq(clause, name));
    if !named {
        return;
    }
    let negated = clause.iter().any(|t| {
        t.tok.word().is_some_and(|w| {
            matches!(
                w,
                "no" | "don't"
                    | "dont"
                    | "didn't"
                    | "didnt"
                    | "not"
                    | "without"
                    | "never"
                    | "cancelled"
                    | "dropped"
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
            hypothetical,
            None,
        );
    }
}
