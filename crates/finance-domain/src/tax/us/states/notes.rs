//! What the state figure leaves out: local income taxes on wages and employee payroll
//! contributions (disability, paid family leave), which are not state income tax.

use crate::region::Region;

use super::engine::Calc;

const NO_LOCAL: &str = "Local and city income taxes are not included.";

pub(super) fn add(state: Region, calc: &mut Calc) {
    calc.note(local(state).unwrap_or(NO_LOCAL));
    if let Some(payroll) = payroll(state) {
        calc.note(payroll);
    }
}

fn local(state: Region) -> Option<&'static str> {
    use Region::*;
    Some(match state {
        UsMd => {
            "Maryland county income tax (2.25% to 3.30% of Maryland taxable income, set by each county and Baltimore City) is not included and is large: it adds roughly two-thirds again to the state tax."
        }
        UsNy => {
            "New York City (3.078% to 3.876%) and Yonkers resident income taxes are not included."
        }
        UsIn => {
            "Indiana county income tax (every county levies one, roughly 0.5% to 3.4%) is not included."
        }
        UsOh => {
            "Ohio municipal income taxes (commonly 1% to 2.5% of wages) and school district income taxes are not included."
        }
        UsPa => {
            "Pennsylvania local earned income tax (usually 1% or more; Philadelphia wage tax about 3.7%) and the local services tax are not included."
        }
        UsMi => "Michigan city income taxes (Detroit 2.4%, others around 1%) are not included.",
        UsKy => "Kentucky city and county occupational license taxes on wages are not included.",
        UsMo => "Kansas City and St. Louis 1% earnings taxes are not included.",
        UsAl => "Alabama city occupational taxes (e.g. Birmingham 1%) are not included.",
        UsDe => "Wilmington's 1.25% city wage tax is not included.",
        UsIa => "Iowa school district income surtaxes (a local tax) are not included.",
        UsOr => {
            "Local income taxes (Portland Metro supportive housing services tax, Multnomah County preschool tax) are not included."
        }
        UsCo => "Local occupational privilege taxes (Denver, Aurora and others) are not included.",
        UsNj => {
            "Newark's payroll tax is an employer tax; there is no local income tax on New Jersey wages."
        }
        UsWv => "West Virginia city service fees on wages are not included.",
        UsKs => "Kansas local intangibles taxes do not apply to wages; no local tax is included.",
        _ => return None,
    })
}

fn payroll(state: Region) -> Option<&'static str> {
    use Region::*;
    Some(match state {
        UsCa => {
            "California SDI (employee payroll contribution on all wages) is not income tax and is not included."
        }
        UsNy => {
            "New York disability (SDI) and paid family leave employee contributions are not income tax and are not included."
        }
        UsNj => {
            "New Jersey TDI, family leave insurance and unemployment employee contributions are not income tax and are not included."
        }
        UsWa => {
            "Washington paid family and medical leave and WA Cares payroll premiums are not income tax and are not included."
        }
        UsMa => {
            "Massachusetts paid family and medical leave employee contributions are not income tax and are not included."
        }
        UsOr => {
            "Paid Leave Oregon contributions and the statewide transit tax (0.1% of wages) are payroll withholdings, not included."
        }
        UsCo => "Colorado FAMLI paid leave premiums are not income tax and are not included.",
        UsCt => "Connecticut paid leave contributions are not income tax and are not included.",
        UsRi => "Rhode Island TDI contributions are not income tax and are not included.",
        UsHi => "Hawaii TDI employee contributions are not income tax and are not included.",
        UsDc => {
            "DC paid family leave is funded by employers; no employee payroll contribution applies."
        }
        UsMn => {
            "Minnesota paid leave premiums (from 2026) are not income tax and are not included."
        }
        UsMe => {
            "Maine paid family and medical leave contributions are not income tax and are not included."
        }
        UsDe => {
            "Delaware paid leave contributions (from 2026) are not income tax and are not included."
        }
        UsVt => {
            "Vermont child care contribution (employee share) is not income tax and is not included."
        }
        UsPa => {
            "Pennsylvania unemployment compensation employee withholding is not income tax and is not included."
        }
        _ => return None,
    })
}
