//! The reply's opening: what the message saved ("Got it. I've updated your profile: …"), a take-home
//! worked back to an income, what was refused and why, a correction that needs its field, and
//! whether the figures below are a what-if.

use std::fmt::Write as _;

use finance_domain::ProfileField;

use super::labels::{field_label, value_text};
use crate::builtin::Understanding;
use crate::builtin::out::Out;
use crate::format::money;

pub(crate) fn acknowledge(u: &Understanding, out: &mut Out) {
    let country = u.updated.country;
    saved(u, out);
    if let Some(n) = &u.net_to_gross {
        if n.saved {
            out.para(format!(
                "You told me your take-home pay (**{}** a year after tax). Working back through {}, that's a before-tax income of about **{}**, which I've saved as your annual income.",
                money(n.net),
                n.rules,
                money(n.gross)
            ));
        } else {
            let mut s = format!(
                "A take-home pay of **{}** a year corresponds to a before-tax income of about **{}** under {}.",
                money(n.net),
                money(n.gross),
                n.rules
            );
            if let Some((income, take_home)) = n.stored {
                let _ = write!(
                    s,
                    " Your profile's income of **{}** takes home **{}** a year. I haven't replaced it; tell me your before-tax income if it has changed.",
                    money(income),
                    money(take_home)
                );
            } else {
                s.push_str(" I haven't changed your profile.");
            }
            out.para(s);
        }
    }
    for r in &u.refused {
        let shown = value_text(r.field, &r.raw, country);
        out.para(format!(
            "I didn't save {} {}: it {}.",
            field_label(r.field, country),
            shown,
            r.reason
        ));
    }
    // A figure that went to the earlier answer ("what if I wait till 67?") needs no field.
    if let Some(v) = u
        .reading
        .unresolved_correction
        .filter(|_| u.follow.is_none())
    {
        out.para(format!(
            "Which figure should be **{}**? Say it with the item, for example \"my income is {}\" or \"my savings are {}\", and I'll correct it.",
            money(v),
            money(v),
            money(v)
        ));
    }
    let hypothetical_only = u.reading.hypothetical
        && u.changes.is_empty()
        && (u.reading.facts.iter().any(|f| f.hypothetical) || u.reading.mentioned_income.is_some());
    if hypothetical_only {
        out.para("That's a what-if, so I've used it for the figures below without changing your profile.");
    }
    if u.reading.injection {
        out.para("I can only change your profile with figures you tell me about yourself, and every change goes through the same checks as the profile form.");
    }
}

/// "Got it. I've updated your profile: annual income **$85,000**, age **34**."
fn saved(u: &Understanding, out: &mut Out) {
    let country = u.updated.country;
    let items: Vec<String> = u
        .changes
        .iter()
        // Saved beside the emergency fund, under the same label: shown once.
        .filter(|(f, _)| *f != ProfileField::EmergencyFundCurrent)
        .map(|(f, raw)| {
            let raw = raw.as_deref().unwrap_or("");
            let mut s = format!(
                "{} **{}**",
                field_label(*f, country),
                value_text(*f, raw, country)
            );
            if let Some((_, d)) = u.derivations.iter().find(|(df, _)| df == f) {
                let _ = write!(s, " ({d})");
            }
            s
        })
        .collect();
    if !items.is_empty() {
        out.para(format!(
            "Got it. I've updated your profile: {}.",
            items.join(", ")
        ));
    }
}
