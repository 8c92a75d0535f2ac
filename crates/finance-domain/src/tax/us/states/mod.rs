//! State income tax on wages for the 50 states and DC, tax years 2025 and 2026.
//!
//! Each state lives in its own file with one parameter table per year (figures carry their source
//! in a comment) and a `compute` that follows the state's own return: where it starts (federal
//! AGI or federal taxable income), its deductions and exemptions, its schedule, then the credits
//! every wage earner can claim. Local income taxes and employee payroll contributions are not
//! income tax of the state and are only named in `notes`. See docs/tax-states.md.

use std::borrow::Cow;

use rust_decimal::Decimal;

use crate::{
    error::DomainError,
    profile::Country,
    region::Region,
    tax::{FilingStatus, TaxLine},
};

mod eitc;
mod engine;
mod notes;

mod al;
mod ar;
mod az;
mod ca;
mod co;
mod ct;
mod dc;
mod de;
mod ga;
mod hi;
mod ia;
mod id;
mod il;
mod in_;
mod ks;
mod ky;
mod la;
mod ma;
mod md;
mod me;
mod mi;
mod mn;
mod mo;
mod ms;
mod mt;
mod nc;
mod nd;
mod ne;
mod nj;
mod nm;
mod no_tax;
mod ny;
mod oh;
mod ok;
mod or;
mod pa;
mod ri;
mod sc;
mod ut;
mod va;
mod vt;
mod wi;
mod wv;

#[cfg(test)]
mod published;
#[cfg(test)]
mod published_aged;
#[cfg(test)]
mod tests;

use engine::{Calc, Ctx, cents};

/// Tax years with a parameter table for every state.
pub const SUPPORTED_YEARS: [u16; 2] = [2025, 2026];

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StateTaxInput {
    pub state: Region,
    pub year: u16,
    pub filing_status: FilingStatus,
    pub wages: Decimal,
    pub federal_agi: Decimal,
    pub federal_taxable_income: Decimal,
    pub federal_income_tax: Decimal,
    /// Qualifying children under 17.
    pub dependents: u32,
    /// Pre-tax 401(k)/403(b) deferrals already left out of `wages`; the states that tax them
    /// (Pennsylvania) add them back.
    pub elective_deferrals: Decimal,
    /// The filer's age at the end of the tax year (`None` = under every age rule). The filer is
    /// the one earner.
    pub age: Option<u32>,
    /// The spouse's age on a joint return (`None` = under every age rule); ignored for other
    /// filing statuses.
    pub spouse_age: Option<u32>,
    /// The federal additional standard deduction for age 65 (26 U.S.C. §63(f)) already inside
    /// `federal_taxable_income`, for the states that add the federal amount to their own deduction.
    pub federal_additional_standard: Decimal,
    /// The federal senior deduction (§151(f), P.L. 119-21) taken on the federal return. It is
    /// *not* inside `federal_taxable_income`; the states that adopted it subtract it themselves.
    pub federal_senior_deduction: Decimal,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StateTaxResult {
    /// After non-refundable state credits, before refundable ones; cents.
    pub tax: Decimal,
    /// State refundable credits (state EITC, refundable child credits); cents.
    pub refundable_credits: Decimal,
    /// Statutory rate on the next dollar of state taxable income (0 when no tax is due).
    pub marginal_rate: Decimal,
    pub lines: Vec<TaxLine>,
    pub provisional_reason: Option<Cow<'static, str>>,
    pub notes: Vec<Cow<'static, str>>,
}

/// State income tax on a wage-only household.
pub fn state_income_tax(input: &StateTaxInput) -> Result<StateTaxResult, DomainError> {
    if input.state.country() != Country::Us {
        return Err(DomainError::invalid(
            "state",
            format!("{} is not a US state or DC", input.state.code()),
        ));
    }
    if !SUPPORTED_YEARS.contains(&input.year) {
        return Err(DomainError::UnsupportedTaxYear {
            country: "US state income tax".into(),
            year: input.year.to_string(),
            supported: "2025, 2026".into(),
        });
    }
    let ctx = Ctx { input };
    let mut calc = dispatch(&ctx);
    notes::add(input.state, &mut calc);
    Ok(StateTaxResult {
        tax: cents(calc.tax.max(Decimal::ZERO)),
        refundable_credits: cents(calc.refundable),
        marginal_rate: calc.marginal,
        lines: calc.lines,
        provisional_reason: calc.provisional,
        notes: calc.notes,
    })
}

fn dispatch(c: &Ctx) -> Calc {
    use Region::*;
    match c.input.state {
        UsAk | UsFl | UsNv | UsNh | UsSd | UsTn | UsTx | UsWa | UsWy => no_tax::compute(c),
        UsAl => al::compute(c),
        UsAr => ar::compute(c),
        UsAz => az::compute(c),
        UsCa => ca::compute(c),
        UsCo => co::compute(c),
        UsCt => ct::compute(c),
        UsDc => dc::compute(c),
        UsDe => de::compute(c),
        UsGa => ga::compute(c),
        UsHi => hi::compute(c),
        UsIa => ia::compute(c),
        UsId => id::compute(c),
        UsIl => il::compute(c),
        UsIn => in_::compute(c),
        UsKs => ks::compute(c),
        UsKy => ky::compute(c),
        UsLa => la::compute(c),
        UsMa => ma::compute(c),
        UsMd => md::compute(c),
        UsMe => me::compute(c),
        UsMi => mi::compute(c),
        UsMn => mn::compute(c),
        UsMo => mo::compute(c),
        UsMs => ms::compute(c),
        UsMt => mt::compute(c),
        UsNc => nc::compute(c),
        UsNd => nd::compute(c),
        UsNe => ne::compute(c),
        UsNj => nj::compute(c),
        UsNm => nm::compute(c),
        UsNy => ny::compute(c),
        UsOh => oh::compute(c),
        UsOk => ok::compute(c),
        UsOr => or::compute(c),
        UsPa => pa::compute(c),
        UsRi => ri::compute(c),
        UsSc => sc::compute(c),
        UsUt => ut::compute(c),
        UsVa => va::compute(c),
        UsVt => vt::compute(c),
        UsWi => wi::compute(c),
        UsWv => wv::compute(c),
        // Australian regions are refused before dispatch.
        AuNsw | AuVic | AuQld | AuWa | AuSa | AuTas | AuAct | AuNt => Calc::default(),
    }
}
