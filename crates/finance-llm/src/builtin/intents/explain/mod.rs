//! Short explainers for the topics people ask about beyond the spec's eight. Each is for the
//! country it belongs to, whatever the profile says (with a one-line note when they differ), names
//! its source, and never states a figure the parameter tables hold (it reads the table or points
//! to the lookup instead).
//!
//! One definition serves them all: the topic is the intent, recorded as the `topic` input so a
//! later "it" can find it (`Intent::subject`), and the rest are inputs a follow-up can change:
//! the `country` ("and in the US?"), an `age` and `income` (the benchmarks by age), a `rate` (a
//! mortgage's, against extra super). The fixed texts are in `texts.rs`; the explainers that use
//! the person's figures have their own files.

mod insurance;
mod mortgage_or_super;
mod names;
mod savings_by_age;
#[cfg(test)]
mod tests;
mod texts;

use chrono::Datelike;
use finance_domain::Country;
use finance_domain::answer::InputSource;
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::LimitKind;
use super::limits::{cross_country_note, us_account_limit};
use super::{Intent, IntentDef};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;

pub use names::detect;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explainer {
    Franking,
    NegativeGearing,
    CapitalGains,
    RothVsTraditional,
    Ira,
    K401,
    Hsa,
    SocialSecurity,
    UsMedicare,
    Super,
    Help,
    AgePension,
    FirstHome,
    OffsetVsRedraw,
    IndexFunds,
    LifeInsurance,
    ExtraRepaymentsVsSuper,
    SavingsByAge,
}

impl Explainer {
    pub const ALL: [Explainer; 18] = [
        Explainer::Franking,
        Explainer::NegativeGearing,
        Explainer::CapitalGains,
        Explainer::RothVsTraditional,
        Explainer::Ira,
        Explainer::K401,
        Explainer::Hsa,
        Explainer::SocialSecurity,
        Explainer::UsMedicare,
        Explainer::Super,
        Explainer::Help,
        Explainer::AgePension,
        Explainer::FirstHome,
        Explainer::OffsetVsRedraw,
        Explainer::IndexFunds,
        Explainer::LifeInsurance,
        Explainer::ExtraRepaymentsVsSuper,
        Explainer::SavingsByAge,
    ];

    /// What the explainer is about, as words a later "it" stands for ("how much can I put in it
    /// this year?" after "what's a Roth IRA?" reads "… in Roth IRA this year?").
    pub fn subject(self) -> &'static str {
        match self {
            Explainer::Franking => "franking credits",
            Explainer::NegativeGearing => "negative gearing",
            Explainer::CapitalGains => "capital gains tax",
            Explainer::RothVsTraditional => "Roth IRA",
            Explainer::Ira => "IRA",
            Explainer::K401 => "401(k)",
            Explainer::Hsa => "HSA",
            Explainer::SocialSecurity => "Social Security",
            Explainer::UsMedicare => "US Medicare",
            Explainer::Super => "super",
            Explainer::Help => "HECS debt",
            Explainer::AgePension => "Age Pension",
            Explainer::FirstHome => "first home super saver",
            Explainer::OffsetVsRedraw => "offset account",
            Explainer::IndexFunds => "index funds",
            Explainer::LifeInsurance => "life insurance",
            Explainer::ExtraRepaymentsVsSuper => "extra mortgage repayments",
            Explainer::SavingsByAge => "retirement savings",
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Explainer::Franking => "franking_credits",
            Explainer::NegativeGearing => "negative_gearing",
            Explainer::CapitalGains => "capital_gains_tax",
            Explainer::RothVsTraditional => "roth_vs_traditional",
            Explainer::Ira => "ira",
            Explainer::K401 => "401k",
            Explainer::Hsa => "hsa",
            Explainer::SocialSecurity => "social_security_ages",
            Explainer::UsMedicare => "us_medicare",
            Explainer::Super => "super",
            Explainer::Help => "help_debt",
            Explainer::AgePension => "age_pension",
            Explainer::FirstHome => "first_home_schemes",
            Explainer::OffsetVsRedraw => "offset_vs_redraw",
            Explainer::IndexFunds => "index_funds_and_fees",
            Explainer::LifeInsurance => "life_insurance",
            Explainer::ExtraRepaymentsVsSuper => "extra_repayments_vs_super",
            Explainer::SavingsByAge => "savings_by_age",
        }
    }

    /// The country it is about; `None` for both (the message or profile decides).
    fn country(self) -> Option<Country> {
        match self {
            Explainer::Franking
            | Explainer::NegativeGearing
            | Explainer::Super
            | Explainer::Help
            | Explainer::AgePension
            | Explainer::OffsetVsRedraw => Some(Country::Australia),
            Explainer::RothVsTraditional
            | Explainer::Ira
            | Explainer::K401
            | Explainer::Hsa
            | Explainer::SocialSecurity
            | Explainer::UsMedicare => Some(Country::Us),
            Explainer::CapitalGains
            | Explainer::FirstHome
            | Explainer::IndexFunds
            | Explainer::LifeInsurance
            | Explainer::ExtraRepaymentsVsSuper
            | Explainer::SavingsByAge => None,
        }
    }
}

const INPUTS: &[InputSpec] = &[
    // The explainer's id: recorded so the answer can be found again, set from the intent each
    // time (so it is never a change a follow-up reports or compares).
    InputSpec::optional("topic", Unit::Choice),
    InputSpec::optional("country", Unit::Country),
    InputSpec::optional("age", Unit::Age),
    InputSpec::optional("income", Unit::Money),
    // A mortgage's rate, against extra super.
    InputSpec::optional("rate", Unit::Rate),
];

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "topic",
    inputs: INPUTS,
    read,
    answer,
};

fn read(intent: Intent, u: &Understanding, _: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    let r = &u.reading;
    let p = &u.updated;
    let Intent::Explain(e) = intent else {
        return i;
    };
    i.set(
        "topic",
        Value::Choice(e.id().to_string()),
        InputSource::Default,
    );
    match r.mentioned_country.or(u.slots.countries.first().copied()) {
        Some(c) => i.said("country", Some(Value::Country(c))),
        None => i.set("country", Value::Country(p.country), InputSource::Profile),
    }
    // Only the explainers that work with the person's figures read them, so "and if I'm 61?"
    // after a fixed text is not taken as a change to it.
    if !matches!(
        e,
        Explainer::SavingsByAge | Explainer::ExtraRepaymentsVsSuper
    ) {
        return i;
    }
    match super::limits::age_said(&r.tokens).or(u.slots.age) {
        Some(a) => i.said("age", Some(Value::Age(a))),
        None => {
            if let Some(a) = p.age {
                i.set("age", Value::Age(a), InputSource::Profile);
            }
        }
    }
    let income = u
        .slots
        .money
        .iter()
        .find(|m| m.value >= dec!(1000))
        .map(|m| match m.per {
            Some(f) => m.value * Decimal::from(f.per_year()),
            None => m.value,
        });
    match income {
        Some(v) => i.said("income", Some(Value::Money(v))),
        None => {
            if let Some(v) = p.annual_income {
                i.set("income", Value::Money(v), InputSource::Profile);
            }
        }
    }
    i.said("rate", u.slots.rates.first().map(|(_, r)| Value::Rate(*r)));
    i
}

/// The country an explainer answers for: its own, else the one named, else the profile's; the
/// first-home explainer follows the account named ("first home IRA" is American, "FHSS"
/// Australian).
fn country_of(e: Explainer, i: &Inputs, u: &Understanding) -> Country {
    let named = match i.source("country") {
        Some(InputSource::Message | InputSource::Earlier) => i.country("country"),
        _ => None,
    };
    match e {
        Explainer::FirstHome if u.reading.has_any(&["ira", "roth", "k401"]) => Country::Us,
        Explainer::FirstHome if u.reading.has_any(&["fhss", "super"]) => Country::Australia,
        _ => e
            .country()
            .or(named)
            .or(i.country("country"))
            .unwrap_or(u.updated.country),
    }
}

fn answer(intent: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let Intent::Explain(e) = intent else {
        return;
    };
    let country = country_of(e, i, u);
    if country != u.updated.country {
        out.para(cross_country_note(u.updated.country, country));
    }
    match e {
        Explainer::LifeInsurance => insurance::answer(country, u, out),
        Explainer::ExtraRepaymentsVsSuper => mortgage_or_super::answer(country, i, ctx, u, out),
        Explainer::SavingsByAge => savings_by_age::answer(country, i, u, out),
        _ => out.para(texts::text(e, country)),
    }
    // This year's limit, from the contribution tables.
    let year = ctx.today.year();
    match e {
        Explainer::K401 => out.para(us_account_limit(LimitKind::K401, year, u.updated.age)),
        Explainer::Ira => out.para(us_account_limit(LimitKind::Ira, year, None)),
        Explainer::Hsa => out.para(us_account_limit(LimitKind::Hsa, year, None)),
        _ => {}
    }
}
