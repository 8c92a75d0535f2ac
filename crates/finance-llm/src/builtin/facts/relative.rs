//! "I just put another 5k in it", "added 3k to my savings", "we paid another 20k off the
//! mortgage": a sum added to or taken off a balance the profile already holds. The new balance is
//! saved, worked out from the one before; with no balance on record nothing is saved, since the
//! sum alone is not what the person has.

use finance_domain::ProfileField;
use rust_decimal::Decimal;

use crate::builtin::amounts::Token;
use crate::format::money;

use super::clauses::Clause;
use super::cues::OWED_ON;
use super::periods::find_period_right_after;

/// Words before a figure that add it to what is there ("another 5k", "an extra 2k", "added 3k").
const ADDED_BEFORE: &[&str] = &["another", "extra", "added", "topped", "deposited"];

/// Whether the figure at `i` is added to a balance rather than stating it: "another 5k", "5k
/// more", "added 3k to". A sum a period ("another 200 a month") is a contribution, not this.
pub(super) fn added(clause: &[Token], i: usize) -> bool {
    let word = |k: usize| clause.get(k).and_then(|t| t.tok.word());
    let before =
        (i.saturating_sub(3)..i).any(|k| word(k).is_some_and(|w| ADDED_BEFORE.contains(&w)));
    (before || word(i + 1) == Some("more")) && !find_period_right_after(clause, i)
}

/// The debt "paid 20k off the mortgage" reduces, by the words after "off".
pub(super) fn paid_off(clause: &[Token], i: usize) -> Option<ProfileField> {
    let word = |k: usize| clause.get(k).and_then(|t| t.tok.word());
    let paid = (i.saturating_sub(3)..i).any(|k| {
        word(k).is_some_and(|w| matches!(w, "paid" | "pay" | "paying" | "chucked" | "put"))
    });
    if !paid || word(i + 1) != Some("off") {
        return None;
    }
    (i + 2..i + 5).find_map(|k| match word(k)? {
        "mortgage" | "home" | "house" => Some(ProfileField::MortgageBalance),
        "hecs" | "help" => Some(ProfileField::HelpDebt),
        w if OWED_ON.contains(&w) => Some(ProfileField::Debts),
        _ => None,
    })
}

/// The balance after the change, with how it was worked out; `None` when the profile holds no
/// balance to change.
pub(super) fn changed(
    c: &Clause<'_>,
    field: ProfileField,
    by: Decimal,
    add: bool,
) -> Option<(Decimal, String)> {
    let now = c.current(field)?;
    Some(if add {
        (
            now.saturating_add(by),
            format!("{} + {}", money(now), money(by)),
        )
    } else {
        (
            (now - by).max(Decimal::ZERO),
            format!("{} − {}", money(now), money(by)),
        )
    })
}
