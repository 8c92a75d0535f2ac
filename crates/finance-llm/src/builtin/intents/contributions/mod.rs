//! Extra retirement contributions: which question a message asks (this file), and one file per
//! answer: what a before-tax contribution saves in tax (`pretax.rs`: Australian salary sacrifice, a
//! US pre-tax 401(k) deferral) and what the super or 401(k) would be worth with a regular extra
//! contribution or a lump sum (`what_if.rs`). Both are what-ifs: the profile never changes. They
//! share `contribution` (a sum each period) with each other and with the savings calculators, and
//! `income`, `state`, `country`, `taxYear` with the income answers.

pub(crate) mod pretax;
pub(crate) mod what_if;

use finance_domain::calc::Frequency;
use rust_decimal::Decimal;

use super::ContributionAsk;
use super::IntentDef;
use super::income::income_cued;
use crate::builtin::Understanding;
use crate::builtin::facts::Reading;
use crate::builtin::slots::{Money, Slots};
use crate::format::money;

const ACCOUNT_WORDS: &[&str] = &[
    "super",
    "superannuation",
    "smsf",
    "k401",
    "b403",
    "retirement account",
    "retirement savings",
    "retirement balance",
    "retirement fund",
];
const ADDING_WORDS: &[&str] = &[
    "add",
    "adding",
    "added",
    "put",
    "putting",
    "contribute",
    "contributing",
    "contribution",
    "contributions",
    "extra",
    "more",
    "top up",
    "topping up",
    "sacrifice",
    "sacrificing",
    "sacrificed",
    "defer",
    "deferring",
    "chuck",
    "chucking",
    // "if I bump my 401k by 300 a month"
    "bump",
    "bumped",
    "increase",
    "increased",
    "up my",
    "increase",
];
const PROJECTION_WORDS: &[&str] = &[
    "worth",
    "have",
    "end up",
    "grow",
    "balance",
    "retire with",
    "look like",
    "be",
    "reach",
    // "how much difference would that make by the time I retire?"
    "difference",
];
/// Salary sacrifice, however it is written.
const SACRIFICE_WORDS: &[&str] = &[
    "sacrifice",
    "sacrificing",
    "sacrificed",
    "sacrafice",
    "sacraficing",
];
const CONTRIBUTION_CUES: &[&str] = &[
    "sacrifice",
    "sacrificing",
    "sacrificed",
    "sacrafice",
    "sacraficing",
    "contribution",
    "contributions",
    "add",
    "adding",
    "put",
    "putting",
    "contribute",
    "contributing",
    "defer",
    "deferring",
    "extra",
    "top up",
    "into",
    "chuck",
];

pub fn detect(r: &Reading, s: &Slots) -> Option<ContributionAsk> {
    if r.has("roth") {
        return None;
    }
    // "how much tax does my 401k contribution save me?": the person's own, from the profile.
    if s.money.is_empty() {
        let own = r.has("my")
            && r.has_any(&[
                "contribution",
                "contributions",
                "sacrifice",
                "deferral",
                "deferrals",
            ]);
        let saves = r.has_any(&["tax", "taxes"]) && r.has_any(&["save", "saves", "saving"]);
        // "how much does maxing out 401k reduce my taxes": the room left, before tax.
        let maxing_out = r.has_any(&["maxing", "max out", "maxed", "maximise", "maximize"])
            && r.has_any(&["k401", "b403"])
            && r.has_any(&["tax", "taxes"]);
        // "if I put an extra 5% into my 401k how much more will I have at retirement?": a share
        // of pay added, projected.
        let share_added = s.rate().is_some()
            && r.has_any(ACCOUNT_WORDS)
            && r.has_any(&["extra", "additional", "more"])
            && r.has_any(&[
                "will i have",
                "worth",
                "end up",
                "at retirement",
                "when i retire",
            ]);
        if share_added && (r.question || r.has("if")) {
            return Some(ContributionAsk::WhatIf);
        }
        // "should I put 6% or 10% of my salary into my 401k pre-tax? how much tax does each save"
        let share_deferred = s.rate().is_some()
            && r.has_any(SHARE_OF_PAY)
            && (r.has_any(ACCOUNT_WORDS) || r.has_prefix("sacrific"))
            && r.has_any(&["tax", "taxes", "save", "saves", "saving"]);
        if share_deferred && (r.question || r.has("how much")) {
            return Some(ContributionAsk::TaxSaving);
        }
        return ((own && saves || maxing_out) && (r.question || r.has("how much")))
            .then_some(ContributionAsk::TaxSaving);
    }
    // "sacrifice", "sacrificing", and the common misspelling "sacrafice".
    let sacrifice = r.has_prefix("sacrific") || r.has_prefix("sacrafic");
    let pre_tax = r.has_any(&["pre tax", "pretax", "before tax", "traditional"]);
    let account = r.has_any(ACCOUNT_WORDS);
    let deferral = r.has_any(&["k401", "b403"])
        && r.has_any(&[
            "defer",
            "deferring",
            "deferral",
            "contribute",
            "contributing",
            "put",
            "putting",
            "add",
            "adding",
            // "with 5k vs 10k into my 401k", "with 10k in my 401k".
            "into",
            "in my",
        ]);
    // "pre-tax" and "before tax" name the contribution, not a question about tax.
    let tax_word = r.tokens.iter().enumerate().any(|(i, t)| {
        t.tok
            .word()
            .is_some_and(|w| matches!(w, "tax" | "taxes" | "taxable"))
            && !(i > 0
                && r.tokens[i - 1]
                    .tok
                    .word()
                    .is_some_and(|p| matches!(p, "pre" | "before")))
    }) || r.has("pretax") && r.has_any(&["save", "saves", "saving"]);
    let save_word = r.has_any(&["save", "saves", "saving", "better off"]);
    let projection = r.has_any(&["worth", "grow", "end up", "will i have", "balance"]);
    // "I put $500 a month into my 401k pre-tax" states a fact; it asks nothing.
    let asks = r.question
        || r.has("if")
        || r.has_any(&[
            "how much",
            "which",
            "what",
            "should",
            "tax savings",
            "tax saving",
        ]);
    // "how much tax would a $5,000 contribution save?" (and "how much tax would that save?" after
    // a contribution, read with the contribution named).
    let contribution_saves = r.has_any(&["contribution", "contributions"]) && tax_word && save_word;
    // "if I max out my 401k, how much less tax?": the most that can go in before tax.
    let maxing = r.has_any(&[
        "max",
        "maxing",
        "maxed",
        "maximise",
        "maximize",
        "maximising",
    ]) && (account || r.has_any(&["k401", "b403"]));
    // "should I salary sacrifice 5k or 10k?": a sum to sacrifice, asked about, is the tax-saving
    // calculation even without a tax word (what it grows to is the what-if's).
    let sacrifice_sum =
        sacrifice && s.money_near(&r.tokens, SACRIFICE_WORDS, 3).is_some() && !projection;
    if (sacrifice || deferral || (pre_tax && account) || contribution_saves || maxing)
        && (tax_word || (save_word && !projection) || sacrifice_sum)
        && asks
    {
        return Some(ContributionAsk::TaxSaving);
    }
    // A savings sum with its own rate and term ("$500 a month into super for 20 years at 7%") is
    // the savings calculator's.
    let own_terms = s.rate().is_some() && (s.years.is_some() || s.months.is_some());
    // "is salary sacrificing worth it?" weighs it up: the salary sacrifice advice answers that.
    // What the employer pays in is the person's own figure (the Super Guarantee, the match).
    if account
        && !r.has("worth it")
        && !r.has_any(&["employer", "boss", "company"])
        && r.has_any(ADDING_WORDS)
        && r.has_any(PROJECTION_WORDS)
        && (r.question || r.has("if"))
        && !own_terms
    {
        return Some(ContributionAsk::WhatIf);
    }
    None
}

/// The definition of each intent of this family.
pub(crate) fn def(ask: ContributionAsk) -> &'static IntentDef {
    match ask {
        ContributionAsk::TaxSaving => &pretax::DEF,
        ContributionAsk::WhatIf => &what_if::DEF,
    }
}

/// The contribution: the figure next to a contribution word, else the first figure that isn't
/// the person's income ("what about 15k?", but not "what about on 150k?").
fn contribution(u: &Understanding) -> Option<Money> {
    // "putting 6% of my 80k salary in the 401k": a sum named as the salary is not the sum put in.
    let salary = |m: &Money| {
        u.reading.tokens.get(m.at + 1).is_some_and(|t| {
            t.tok
                .word()
                .is_some_and(|w| crate::builtin::facts::PAY_NOUNS.contains(&w))
        })
    };
    u.slots
        .money_near(&u.reading.tokens, CONTRIBUTION_CUES, 4)
        .filter(|m| !salary(m))
        .or_else(|| {
            u.slots
                .money
                .iter()
                .find(|m| !income_cued(u, m) && !salary(m))
                .copied()
        })
}

/// Words that make a percentage a share of pay ("6% of my salary").
pub(super) const SHARE_OF_PAY: &[&str] = &[
    "of my salary",
    // "6% of my 80k salary": the salary's figure between.
    "salary in",
    "salary into",
    "of salary",
    "of my pay",
    "of pay",
    "of my income",
    "of income",
    "of my wage",
];

/// "$200 a week ($10,400 a year)", "$10,000 a year".
fn per_text(value: Decimal, per: Frequency) -> String {
    let yearly = value.saturating_mul(Decimal::from(per.per_year()));
    if per == Frequency::Yearly {
        format!("{} a year", money(yearly))
    } else {
        format!(
            "{} {} ({} a year)",
            money(value),
            per.per_label(),
            money(yearly)
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::facts::{ReadContext, read};
    use finance_domain::Country;

    fn detect(m: &str) -> Option<super::ContributionAsk> {
        let r = read(
            m,
            &ReadContext {
                country: Country::Australia,
                current: Vec::new(),
                previous_user_message: None,
            },
        );
        let s = crate::builtin::slots::read(&r.tokens, Country::Australia);
        super::detect(&r, &s)
    }

    #[test]
    fn what_the_employer_pays_in_is_not_a_what_if() {
        assert_eq!(
            detect("I'm on 100k, how much super should my employer be putting in?"),
            None
        );
    }

    #[test]
    fn a_deferral_stated_is_not_asked_about() {
        assert_eq!(detect("I put $500 a month into my 401k pre-tax"), None);
    }
}
