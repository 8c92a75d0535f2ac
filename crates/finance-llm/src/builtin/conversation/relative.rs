//! Changes said relative to the earlier answer rather than as new values: "what if rates go up
//! 1%?", "and if they drop by half a percent", "50 basis points higher", "what if I paid
//! double?", "half that"; and the bare figures that can only be one input: "and over 25?" (the
//! term), "per fortnight?" (the same answer, by another period).

use finance_domain::answer::InputSource;
use rust_decimal::Decimal;

use crate::builtin::Understanding;
use crate::builtin::amounts::Amount;
use crate::builtin::facts::Reading;
use crate::builtin::inputs::{Inputs, Value};

/// A change said relative to the earlier figure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Relative {
    /// Add this (a fraction, signed) to the rate: "up 1%" is +0.01.
    Rate(Decimal),
    /// Multiply a sum by this: "double" is 2.
    Scale(Decimal),
}

const UP: &[&str] = &[
    "up",
    "rise",
    "rises",
    "rose",
    "higher",
    "increase",
    "increases",
    "increased",
    "hike",
    "hikes",
    "more",
    "extra",
    "jump",
    "jumps",
    "climb",
    "climbs",
];
const DOWN: &[&str] = &[
    "down",
    "drop",
    "drops",
    "dropped",
    "fall",
    "falls",
    "fell",
    "lower",
    "decrease",
    "decreases",
    "decreased",
    "cut",
    "cuts",
    "less",
    "reduce",
    "reduced",
];

/// Words that name a fraction of a percentage point: "half a percent", "a quarter of a percent".
const POINT_WORDS: &[(&str, &str)] = &[
    ("half a percent", "0.5"),
    ("half a per cent", "0.5"),
    ("half of a percent", "0.5"),
    ("half percent", "0.5"),
    ("half a point", "0.5"),
    ("a quarter of a percent", "0.25"),
    ("a quarter percent", "0.25"),
    ("quarter of a percent", "0.25"),
    ("quarter percent", "0.25"),
    ("a quarter point", "0.25"),
    ("quarter of a point", "0.25"),
];

fn amounts(r: &Reading) -> Vec<(usize, &Amount)> {
    r.tokens
        .iter()
        .enumerate()
        .filter_map(|(k, t)| t.tok.amount().map(|a| (k, a)))
        .collect()
}

/// The rate change a message says, in percentage points (a fraction), unsigned: "1%", "half a
/// percent", "50 basis points". None when it says a rate outright ("up to 7%").
fn points(r: &Reading) -> Option<Decimal> {
    let found = amounts(r);
    if let Some(p) = POINT_WORDS.iter().find(|(w, _)| r.has(w)) {
        // "half a percent" may read as figures in words of its own.
        let digits = found.iter().any(|(_, a)| !a.words);
        return (!digits)
            .then(|| p.1.parse::<Decimal>().ok())
            .flatten()
            .map(|v| v / Decimal::ONE_HUNDRED);
    }
    let [(at, a)] = found.as_slice() else {
        return None;
    };
    let next = |k: usize| r.tokens.get(k).and_then(|t| t.tok.word());
    let basis = matches!(next(at + 1), Some("bps" | "bp" | "basis"));
    let before = (*at > 0).then(|| r.tokens[at - 1].tok.word()).flatten();
    // "rises to 7%" names the new rate; "by 1%" or a bare "up 1%" the change.
    if matches!(before, Some("to" | "at")) {
        return None;
    }
    let value = if basis {
        a.value / Decimal::ONE_HUNDRED
    } else if a.percent {
        a.value
    } else {
        return None;
    };
    (value > Decimal::ZERO && value <= Decimal::from(5)).then(|| value / Decimal::ONE_HUNDRED)
}

/// The relative change a follow-up says, if any.
pub(crate) fn relative(r: &Reading) -> Option<Relative> {
    let up = r.has_any(UP);
    let down = r.has_any(DOWN);
    if up != down
        && let Some(p) = points(r)
    {
        return Some(Relative::Rate(if up { p } else { -p }));
    }
    if amounts(r).iter().any(|(_, a)| !a.words) {
        return None;
    }
    let factor = if r.has_any(&["double", "doubled", "doubling", "twice"]) {
        "2"
    } else if r.has_any(&["triple", "tripled", "three times"]) {
        "3"
    } else if r.has_any(&["halve", "halved", "half"]) {
        "0.5"
    } else {
        return None;
    };
    factor.parse().ok().map(Relative::Scale)
}

/// The input a relative change applies to, and its new value: the rate for a rate change; for a
/// scale, the regular amount (a payment, a contribution) or, when the message names a loan or a
/// price, the sum. Only inputs the person gave (not the profile's or a default).
pub(crate) fn apply(rel: Relative, r: &Reading, before: &Inputs) -> Option<(&'static str, Value)> {
    let said = |i: &&crate::builtin::inputs::Input| {
        matches!(i.source, InputSource::Message | InputSource::Earlier)
    };
    match rel {
        Relative::Rate(delta) => before.iter().find_map(|i| match i.value {
            Value::Rate(x) if x + delta > Decimal::ZERO => Some((i.name, Value::Rate(x + delta))),
            _ => None,
        }),
        Relative::Scale(f) => {
            let sum_named = r.has_any(&[
                "borrow", "borrowed", "loan", "price", "balance", "owe", "owed", "debt",
            ]);
            let flow = before.iter().filter(said).find_map(|i| match i.value {
                Value::Flow(x, per) => Some((i.name, Value::Flow(x * f, per))),
                _ => None,
            });
            let sum = before.iter().filter(said).find_map(|i| match i.value {
                Value::Money(x) => Some((i.name, Value::Money(x * f))),
                _ => None,
            });
            if sum_named {
                sum.or(flow)
            } else {
                flow.or(sum)
            }
        }
    }
}

/// "and over 25?", "for 20", "what about 10": the term a bare whole number gives when the earlier
/// answer had one (`before`). A number with nothing around it is the term only when no rate was
/// said that it could be instead ("what about 7" after a loan at 6% is left alone). In years.
pub(crate) fn term_fits(u: &Understanding, before: &Inputs) -> Option<u32> {
    if !before.iter().any(|i| matches!(i.value, Value::Term { .. })) {
        return None;
    }
    if let Some(years) = loose_term(u) {
        return Some(years);
    }
    let bare = u
        .reading
        .words
        .iter()
        .all(|w| super::figures::FILLER.contains(&w.as_str()));
    let rate_said = before.iter().any(|i| {
        matches!(i.value, Value::Rate(_))
            && matches!(i.source, InputSource::Message | InputSource::Earlier)
    });
    let found = amounts(&u.reading);
    let [(_, a)] = found.as_slice() else {
        return None;
    };
    let years = u32::try_from(a.value.trunc().mantissa()).ok()?;
    (bare
        && !a.percent
        && !a.currency
        && !a.scaled
        && a.is_bare_count()
        && (1..=50).contains(&years)
        && (!rate_said || years >= 15))
        .then_some(years)
}

/// "and over 25?", "for 20": one bare whole number after "over" or "for", or before "years",
/// that can only be a term when the earlier answer had one. In years.
fn loose_term(u: &Understanding) -> Option<u32> {
    let r = &u.reading;
    let found = amounts(r);
    let [(at, a)] = found.as_slice() else {
        return None;
    };
    if a.percent || a.currency || a.scaled || !a.is_bare_count() {
        return None;
    }
    let word = |k: Option<usize>| k.and_then(|k| r.tokens.get(k)).and_then(|t| t.tok.word());
    let after_over = matches!(word(at.checked_sub(1)), Some("over" | "for"));
    let before_years = matches!(word(Some(at + 1)), Some("years" | "yrs" | "year" | "yr"));
    let years = u32::try_from(a.value.trunc().mantissa()).ok()?;
    ((after_over || before_years) && (1..=50).contains(&years)).then_some(years)
}

/// The one figure of a message when it is a percentage ("what if they did 6%"), as a fraction.
pub(crate) fn lone_percent(u: &Understanding) -> Option<Decimal> {
    let found = amounts(&u.reading);
    let [(_, a)] = found.as_slice() else {
        return None;
    };
    (a.percent && a.value > Decimal::ZERO && a.value < Decimal::ONE_HUNDRED)
        .then(|| a.value / Decimal::ONE_HUNDRED)
}

/// Words of a message that asks for the earlier answer by another period only: "per
/// fortnight?", "what's that a week", "and monthly?".
const PERIOD_WORDS: &[&str] = &[
    "week",
    "weekly",
    "fortnight",
    "fortnightly",
    "month",
    "monthly",
    "year",
    "yearly",
    "annually",
    "annual",
    "biweekly",
    "bi-weekly",
    "semimonthly",
    "paycheck",
    "pay",
];

/// Whether the message only asks for another period of the same answer.
pub(crate) fn period_only(r: &Reading) -> bool {
    let filler = |w: &str| {
        super::figures::FILLER.contains(&w)
            || matches!(
                w,
                "per" | "each" | "every" | "whats" | "what's" | "s" | "by" | "much" | "in"
            )
    };
    amounts(r).is_empty()
        && r.words.iter().any(|w| PERIOD_WORDS.contains(&w.as_str()))
        && r.words
            .iter()
            .all(|w| filler(w) || PERIOD_WORDS.contains(&w.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin::facts::{ReadContext, read};
    use crate::builtin::intents::tests::follow_up;

    fn reading(m: &str) -> Reading {
        read(
            m,
            &ReadContext {
                country: finance_domain::Country::Australia,
                current: Vec::new(),
                previous_user_message: None,
            },
        )
    }

    #[test]
    fn relative_changes_are_read() {
        let pts = |m: &str| match relative(&reading(m)) {
            Some(Relative::Rate(d)) => Some(d * Decimal::ONE_HUNDRED),
            _ => None,
        };
        assert_eq!(pts("what if rates go up 1%?"), Some(Decimal::ONE));
        assert_eq!(
            pts("and if they drop by half a percent"),
            Some(Decimal::new(-5, 1)),
            "{:?}",
            reading("and if they drop by half a percent").tokens
        );
        assert_eq!(pts("50 basis points higher?"), Some(Decimal::new(5, 1)));
        assert_eq!(pts("what if rates rise to 7%?"), None);
        assert_eq!(
            relative(&reading("and if I paid double?")),
            Some(Relative::Scale(Decimal::TWO))
        );
        assert_eq!(relative(&reading("what if I paid 400?")), None);
        assert!(
            period_only(&reading("how much is that a fortnight?")),
            "{:?}",
            reading("how much is that a fortnight?").words
        );
        assert!(period_only(&reading("per fortnight?")));
        assert!(!period_only(&reading("how much is that?")));
    }

    #[test]
    fn a_relative_follow_up_changes_the_earlier_figure() {
        let loan = ["repayments on 600k at 6% over 30 years"];
        let r = follow_up(&loan, "what if rates go up 1%?");
        assert!(r.contains("Same loan, at 7% instead of 6%"), "{r}");
        assert!(r.contains("$3,991.81"), "{r}");
        let r = follow_up(&loan, "and if they drop by half a percent?");
        assert!(r.contains("at 5.5% instead of 6%"), "{r}");
        let r = follow_up(&loan, "what if rates rise to 6.5%?");
        assert!(r.contains("at 6.5% instead of 6%"), "{r}");
        let r = follow_up(
            &["how long to pay off 15k at 18% paying 500 a month"],
            "and if I paid double?",
        );
        assert!(r.contains("$1,000 a month instead of $500 a month"), "{r}");
        assert!(r.contains("1 year and 6 months"), "{r}");
    }

    #[test]
    fn a_bare_term_and_another_period_re_run_the_answer() {
        let r = follow_up(
            &["repayments on 450k at 5.9% over 30 years", "how about 6.4?"],
            "and over 25?",
        );
        assert!(r.contains("over 25 years instead of 30"), "{r}");
        assert!(r.contains("$3,010.37"), "{r}");
        let r = follow_up(&["repayments on 500k at 6% over 30 years"], "weekly?");
        assert!(r.contains("$691.32 a week"), "{r}");
        let r = follow_up(&["what's the take home on 95k?"], "per fortnight?");
        assert!(r.contains("$95,000"), "{r}");
        assert!(r.contains("a fortnight"), "{r}");
    }
}
