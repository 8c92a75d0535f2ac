//! Facts about the person that are not figures: marital status and private hospital cover.

use finance_domain::ProfileField;

use crate::builtin::amounts::Token;

use super::cues::{any_seq, seq_at};
use super::{Reading, push_fact};

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

pub(super) fn read_hospital_cover(clause: &[Token], hypothetical: bool, r: &mut Reading) {
    if hypothetical {
        return;
    }
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
