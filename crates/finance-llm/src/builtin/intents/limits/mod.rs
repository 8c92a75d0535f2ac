//! Limits, rates and thresholds people look up ("what's the standard deduction?", "where does the
//! 22% bracket start?", "what's the surcharge rate for a single person on $110k?"), read from the
//! same parameter tables the tax engine uses and named with their year and authority, so no reply
//! states a figure the tables hold.
//!
//! One definition serves the family: the limit asked about is the intent (`limit:ira_limit`), and
//! everything else is an input (`read.rs`): the tax year, the country, a US state, single or a
//! couple, an income, an age, a bracket's rate and whether the top rate was asked. A follow-up
//! that changes any of them ("and for a couple?", "what about 2025?", "and in California?", "and
//! the non-concessional one?") re-runs the lookup with the rest carried over.
//!
//! The answers live by what they read: `accounts.rs` (401(k), IRA, HSA), `au.rs` (super caps, the
//! Super Guarantee, the Medicare levy and surcharge, HELP, the Age Pension, the tax-free
//! threshold), `us.rs` (standard deduction, child tax credit, FICA and the wage base),
//! `brackets.rs` (federal and Australian brackets) and `states.rs` (a US state's own rates).

mod accounts;
mod au;
mod bare;
mod brackets;
mod names;
mod read;
mod state_schedule;
mod states;
#[cfg(test)]
pub(super) mod tests;
mod us;

use chrono::{Datelike, NaiveDate};
use finance_domain::answer::InputSource;
use finance_domain::tax::FilingStatus;
use finance_domain::tax::au::params::{self as au_params, AuParams};
use finance_domain::tax::us::params::{self as us_params, UsParams};
use finance_domain::tax::year::{au_label, au_start_year_on, parse_au, parse_us};
use finance_domain::{Country, FinancialProfile, Region};
use rust_decimal::Decimal;

use super::{Intent, IntentDef};
use crate::builtin::Understanding;
use crate::builtin::inputs::{Household, InputSpec, Inputs, Unit};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;

pub(crate) use accounts::us_account_limit;
pub use names::detect;
pub(super) use read::age_said;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LimitKind {
    StandardDeduction,
    ChildTaxCredit,
    SocialSecurityWageBase,
    Fica,
    TaxFreeThreshold,
    MedicareLevy,
    SurchargeThresholds,
    TaxBrackets,
    ConcessionalCap,
    NonConcessionalCap,
    SuperGuarantee,
    K401,
    Ira,
    Hsa,
    AgePension,
    HelpThresholds,
}

impl LimitKind {
    pub const ALL: [LimitKind; 16] = [
        LimitKind::StandardDeduction,
        LimitKind::ChildTaxCredit,
        LimitKind::SocialSecurityWageBase,
        LimitKind::Fica,
        LimitKind::TaxFreeThreshold,
        LimitKind::MedicareLevy,
        LimitKind::SurchargeThresholds,
        LimitKind::TaxBrackets,
        LimitKind::ConcessionalCap,
        LimitKind::NonConcessionalCap,
        LimitKind::SuperGuarantee,
        LimitKind::K401,
        LimitKind::Ira,
        LimitKind::Hsa,
        LimitKind::AgePension,
        LimitKind::HelpThresholds,
    ];

    /// The account or tax the limit belongs to, as words a later "it" stands for. Each names the
    /// limit again ("what was it in 2025?" → "what was the 401(k) limit in 2025?"), so a pronoun
    /// after a lookup asks the same lookup.
    pub fn subject(self) -> Option<&'static str> {
        Some(match self {
            LimitKind::K401 => "the 401(k) limit",
            LimitKind::Ira => "the IRA limit",
            LimitKind::Hsa => "the HSA limit",
            LimitKind::ConcessionalCap => "the concessional cap",
            LimitKind::NonConcessionalCap => "the non-concessional cap",
            LimitKind::SuperGuarantee => "the super guarantee rate",
            LimitKind::AgePension => "the age pension rate",
            LimitKind::HelpThresholds => "the HELP repayment threshold",
            LimitKind::MedicareLevy => "the Medicare levy rate",
            LimitKind::SurchargeThresholds => "the Medicare levy surcharge thresholds",
            LimitKind::StandardDeduction => "the standard deduction",
            LimitKind::ChildTaxCredit => "the child tax credit",
            LimitKind::SocialSecurityWageBase => "the Social Security wage base",
            LimitKind::Fica => "the FICA rate",
            LimitKind::TaxFreeThreshold => "the tax-free threshold",
            LimitKind::TaxBrackets => return None,
        })
    }

    /// The explainer of what the limit belongs to: "how does it work?" after the HELP thresholds
    /// asks how HELP works.
    pub fn explainer(self) -> Option<super::explain::Explainer> {
        use super::explain::Explainer as E;
        Some(match self {
            LimitKind::K401 => E::K401,
            LimitKind::Ira => E::Ira,
            LimitKind::Hsa => E::Hsa,
            LimitKind::ConcessionalCap
            | LimitKind::NonConcessionalCap
            | LimitKind::SuperGuarantee => E::Super,
            LimitKind::AgePension => E::AgePension,
            LimitKind::HelpThresholds => E::Help,
            LimitKind::SocialSecurityWageBase => E::SocialSecurity,
            _ => return None,
        })
    }

    /// The answer that applies a rate of this table to pay: "how much is that on my salary?"
    /// after the Super Guarantee rate is the contribution due on it.
    pub fn applied_to_pay(self) -> Option<super::Intent> {
        match self {
            LimitKind::SuperGuarantee => {
                Some(super::Intent::Own(super::OwnAsk::EmployerContributions))
            }
            _ => None,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            LimitKind::StandardDeduction => "standard_deduction",
            LimitKind::ChildTaxCredit => "child_tax_credit",
            LimitKind::SocialSecurityWageBase => "social_security_wage_base",
            LimitKind::Fica => "fica",
            LimitKind::TaxFreeThreshold => "tax_free_threshold",
            LimitKind::MedicareLevy => "medicare_levy",
            LimitKind::SurchargeThresholds => "surcharge_thresholds",
            LimitKind::TaxBrackets => "tax_brackets",
            LimitKind::ConcessionalCap => "concessional_cap",
            LimitKind::NonConcessionalCap => "non_concessional_cap",
            LimitKind::SuperGuarantee => "super_guarantee_rate",
            LimitKind::K401 => "401k_limit",
            LimitKind::Ira => "ira_limit",
            LimitKind::Hsa => "hsa_limit",
            LimitKind::AgePension => "age_pension_rate",
            LimitKind::HelpThresholds => "help_repayment_thresholds",
        }
    }

    /// The country the limit belongs to; `None` for brackets, which both have (the message, a
    /// named state or the profile decides).
    fn country(self) -> Option<Country> {
        match self {
            LimitKind::StandardDeduction
            | LimitKind::ChildTaxCredit
            | LimitKind::SocialSecurityWageBase
            | LimitKind::Fica
            | LimitKind::K401
            | LimitKind::Ira
            | LimitKind::Hsa => Some(Country::Us),
            LimitKind::TaxFreeThreshold
            | LimitKind::MedicareLevy
            | LimitKind::SurchargeThresholds
            | LimitKind::ConcessionalCap
            | LimitKind::NonConcessionalCap
            | LimitKind::SuperGuarantee
            | LimitKind::AgePension
            | LimitKind::HelpThresholds => Some(Country::Australia),
            LimitKind::TaxBrackets => None,
        }
    }
}

/// The family's inputs. None is required: each has a default (this year, the profile's country
/// and household) or only sharpens the answer (an income places it in a bracket or tier).
const INPUTS: &[InputSpec] = &[
    InputSpec::optional("taxYear", Unit::TaxYear),
    InputSpec::optional("country", Unit::Country),
    InputSpec::optional("state", Unit::Region),
    InputSpec::optional("household", Unit::Household),
    // A US filing status single-or-couple can't say: head of household, married filing
    // separately.
    InputSpec::optional("filingStatus", Unit::Choice),
    InputSpec::optional("income", Unit::Money),
    InputSpec::optional("age", Unit::Age),
    // The bracket asked about: "where does the 22% bracket start?"
    InputSpec::optional("rate", Unit::Rate),
    // "What's the top marginal rate?": the top bracket leads the answer.
    InputSpec::optional("topRate", Unit::Flag),
];

pub(crate) const DEF: IntentDef = IntentDef {
    // "Same limit, for 2025 instead of 2026"; a cued follow-up that leaves its subject unsaid is
    // read as "… on the limit", which keeps it a lookup ("and the IRA?").
    noun: "limit",
    inputs: INPUTS,
    read: read::read,
    answer,
};

/// The resolved question every answer of the family reads.
pub(super) struct Asked {
    pub country: Country,
    /// The calendar year (US) or the year an Australian financial year starts in.
    pub year: i32,
    pub state: Option<Region>,
    pub household: Household,
    /// Whether single or couple (or a filing status) was said or carried, not only taken from
    /// the profile.
    pub household_said: bool,
    /// The US filing status: the one said, else single or married filing jointly as said, else
    /// the profile's (as the tax engine derives it).
    pub filing: FilingStatus,
    pub income: Option<Decimal>,
    /// Whether the income is the person's own (the profile's) rather than one asked about.
    pub income_own: bool,
    pub age: Option<u32>,
    /// Whether the age was said (or carried), not only the profile's.
    pub age_said: bool,
    pub rate: Option<Decimal>,
    pub top: bool,
    /// The person's children (the profile's dependents), for a per-child figure.
    pub children: Option<u32>,
    pub today: NaiveDate,
}

impl Asked {
    fn of(kind: LimitKind, i: &Inputs, ctx: &AdvisorContext, profile: &FinancialProfile) -> Asked {
        let country = i
            .country("country")
            .or(kind.country())
            .or(i.region("state").map(Region::country))
            .unwrap_or(profile.country);
        let year = i
            .tax_year("taxYear")
            .and_then(|y| year_in(y, country))
            .unwrap_or(match country {
                Country::Australia => au_start_year_on(ctx.today),
                Country::Us => ctx.today.year(),
            });
        let said = |name| {
            matches!(
                i.source(name),
                Some(InputSource::Message | InputSource::Earlier)
            )
        };
        let household = i.household("household").unwrap_or(Household::Single);
        let couple_status = match household {
            Household::Couple => FilingStatus::MarriedFilingJointly,
            Household::Single => FilingStatus::Single,
        };
        let named = i.choice("filingStatus").and_then(FilingStatus::parse);
        // Single or couple said in this message overrides a status carried from before.
        let filing = match (named, i.source("household"), i.source("filingStatus")) {
            (Some(_), Some(InputSource::Message), Some(InputSource::Earlier)) => couple_status,
            (Some(f), _, _) => f,
            (None, Some(InputSource::Message | InputSource::Earlier), _) => couple_status,
            (None, _, _) => {
                FilingStatus::from_profile(profile.marital_status, profile.dependents.unwrap_or(0))
            }
        };
        Asked {
            country,
            year,
            state: i.region("state"),
            household,
            household_said: said("household") || said("filingStatus"),
            filing,
            income: i.money("income"),
            income_own: i.source("income") == Some(InputSource::Profile),
            age: i.age("age"),
            age_said: said("age"),
            rate: i.rate("rate"),
            top: i.flag("topRate"),
            children: profile.dependents.filter(|d| *d > 0),
            today: ctx.today,
        }
    }

    /// This year's question with nothing else said: single, no income or age.
    pub(super) fn plain(country: Country, today: NaiveDate) -> Asked {
        Asked {
            country,
            year: match country {
                Country::Australia => au_start_year_on(today),
                Country::Us => today.year(),
            },
            state: None,
            household: Household::Single,
            household_said: false,
            filing: FilingStatus::Single,
            income: None,
            income_own: false,
            age: None,
            age_said: false,
            rate: None,
            top: false,
            children: None,
            today,
        }
    }

    pub fn couple(&self) -> bool {
        self.household == Household::Couple
    }
}

/// A recorded year in the country's own terms: "2025-26" is the year starting 2025; a calendar
/// year means the same year in the US and, in Australia, the financial year ending in it (the
/// ATO's "2025 income year" is 2024-25).
fn year_in(label: &str, country: Country) -> Option<i32> {
    match country {
        Country::Us => parse_us(label).or_else(|| parse_au(label)),
        Country::Australia => parse_au(label).or_else(|| parse_us(label).map(|y| y - 1)),
    }
}

fn answer(intent: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let Intent::Limit(kind) = intent else {
        return;
    };
    let mut a = Asked::of(kind, i, ctx, &u.updated);
    // "and federal?" after a state's rates: the federal table, the state left behind.
    if u.reading.has_any(&["federal", "irs"]) && u.slots.regions.is_empty() {
        a.state = None;
    }
    if a.country != u.updated.country {
        out.para(cross_country_note(u.updated.country, a.country));
    }
    match kind {
        LimitKind::K401 | LimitKind::Ira | LimitKind::Hsa => accounts::answer(kind, &a, out),
        LimitKind::StandardDeduction => us::standard_deduction(&a, out),
        LimitKind::ChildTaxCredit => us::child_tax_credit(&a, out),
        LimitKind::SocialSecurityWageBase => us::wage_base(&a, out),
        LimitKind::Fica => us::fica(&a, out),
        LimitKind::TaxBrackets => brackets::answer(&a, out),
        LimitKind::TaxFreeThreshold => au::tax_free_threshold(&a, out),
        LimitKind::MedicareLevy => au::medicare_levy(&a, out),
        LimitKind::SurchargeThresholds => au::surcharge(&a, out),
        LimitKind::HelpThresholds => au::help(&a, out),
        LimitKind::AgePension => au::age_pension(&a, out),
        LimitKind::ConcessionalCap | LimitKind::NonConcessionalCap | LimitKind::SuperGuarantee => {
            au::super_limit(kind, &a, out)
        }
    }
}

/// The Age Pension rates and means-test limits in force on `today`, as the reply states them
/// (the model path's tool returns the same text).
pub fn age_pension_rates(today: NaiveDate) -> String {
    let mut out = Out::new();
    au::age_pension(&Asked::plain(Country::Australia, today), &mut out);
    out.text
}

pub fn cross_country_note(profile: Country, asked: Country) -> String {
    format!(
        "You're set up for {}; here's how it works in {}.",
        country_name(profile),
        country_name(asked)
    )
}

pub(super) fn country_name(c: Country) -> &'static str {
    match c {
        Country::Australia => "Australia",
        Country::Us => "the US",
    }
}

/// The line a reply ends with when a figure is provisional, with the table's own reason.
pub(super) fn provisional(out: &mut Out, why: impl AsRef<str>) {
    out.para(format!("Provisional: {}.", why.as_ref()));
}

/// The US federal table for `year`, or the nearest one; with the reason when it is not the
/// year's own, naming the parameters (`what`) taken from another year.
pub(super) fn us_table(year: i32, what: &str) -> (&'static UsParams, Option<String>) {
    if let Some(p) = us_params::for_year(year) {
        return (p, None);
    }
    let p = nearest(&us_params::ALL, year, |p| p.year);
    (
        p,
        Some(format!(
            "the {year} {what} are not in Penny's tables yet (they hold {}); the {} figures are shown",
            us_params::supported(),
            p.label
        )),
    )
}

/// The Australian table for the year starting `start`, or the nearest one, as [`us_table`].
pub(super) fn au_table(start: i32, what: &str) -> (&'static AuParams, Option<String>) {
    if let Some(p) = au_params::for_start_year(start) {
        return (p, None);
    }
    let p = nearest(&au_params::ALL, start, |p| p.start_year);
    (
        p,
        Some(format!(
            "the {} {what} are not in Penny's tables yet (they hold {}); the {} figures are shown",
            au_label(start),
            au_params::supported(),
            p.label
        )),
    )
}

fn nearest<T: Copy>(all: &[T], year: i32, key: impl Fn(&T) -> i32) -> T {
    let mut best = all[0];
    for t in all {
        if (key(t) - year).abs() < (key(&best) - year).abs() {
            best = *t;
        }
    }
    best
}
