//! A short follow-up that names only a limit: "and non-concessional?", "FICA?", "and the IRA?".

use super::LimitKind;
use crate::builtin::facts::Reading;

/// A short follow-up that names only a limit: "and non-concessional?", "FICA?".
const BARE_NAMES: &[(&[&str], LimitKind)] = &[
    (
        &["non concessional", "nonconcessional"],
        LimitKind::NonConcessionalCap,
    ),
    (&["concessional"], LimitKind::ConcessionalCap),
    (&["fica"], LimitKind::Fica),
    (&["medicare levy"], LimitKind::MedicareLevy),
    (&["standard deduction"], LimitKind::StandardDeduction),
    (&["tax free threshold"], LimitKind::TaxFreeThreshold),
    (&["super guarantee"], LimitKind::SuperGuarantee),
    (&["wage base"], LimitKind::SocialSecurityWageBase),
];
const BARE_ACCOUNTS: &[(&[&str], LimitKind)] = &[
    (&["k401", "b403", "my k401"], LimitKind::K401),
    (
        &["ira", "roth ira", "roth", "my ira", "iras"],
        LimitKind::Ira,
    ),
    (&["hsa", "my hsa"], LimitKind::Hsa),
];
const FILLER: &[&str] = &[
    "and",
    "what",
    "about",
    "how",
    "the",
    "a",
    "one",
    "ones",
    "for",
    "whats",
    "is",
    "it",
    "then",
    "so",
    "ok",
    "okay",
    "now",
    "also",
    "too",
    "cap",
    "limit",
    "contributions",
];

/// "and non-concessional?": a message of a limit's name and follow-up words only.
pub(super) fn bare_name(r: &Reading) -> Option<LimitKind> {
    // "And the IRA?" after a limit: an account named after a follow-up's opening words asks for
    // its limit ("what's an IRA?" asks what it is).
    let opens = ["and", "also", "now", "plus"]
        .iter()
        .any(|w| r.words.first().is_some_and(|f| f == w))
        || r.words
            .starts_with(&["what".to_string(), "about".to_string()])
        || r.words
            .starts_with(&["how".to_string(), "about".to_string()]);
    // "And an IRA?" asks what one is.
    let opens = opens && !r.has_any(&["a", "an"]);
    let rest: Vec<&str> = r
        .words
        .iter()
        .map(String::as_str)
        .filter(|w| !FILLER.contains(w))
        .collect();
    if rest.is_empty() || rest.len() > 2 {
        return None;
    }
    let joined = rest.join(" ");
    BARE_NAMES
        .iter()
        .chain(opens.then_some(BARE_ACCOUNTS).into_iter().flatten())
        .find(|(names, _)| names.contains(&joined.as_str()))
        .map(|(_, k)| *k)
}
