//! US filing status, and how it follows from the profile when the caller does not choose one.

use serde::{Deserialize, Serialize};

use crate::profile::MaritalStatus;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FilingStatus {
    Single,
    MarriedFilingJointly,
    MarriedFilingSeparately,
    HeadOfHousehold,
}

impl FilingStatus {
    pub const ALL: [FilingStatus; 4] = [
        FilingStatus::Single,
        FilingStatus::MarriedFilingJointly,
        FilingStatus::MarriedFilingSeparately,
        FilingStatus::HeadOfHousehold,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            FilingStatus::Single => "single",
            FilingStatus::MarriedFilingJointly => "married_filing_jointly",
            FilingStatus::MarriedFilingSeparately => "married_filing_separately",
            FilingStatus::HeadOfHousehold => "head_of_household",
        }
    }

    /// Short forms `parse` accepts besides the canonical names (the API's OpenAPI pattern is built
    /// from this list too).
    pub const ALIASES: [(&'static str, FilingStatus); 5] = [
        ("mfj", FilingStatus::MarriedFilingJointly),
        ("joint", FilingStatus::MarriedFilingJointly),
        ("married", FilingStatus::MarriedFilingJointly),
        ("mfs", FilingStatus::MarriedFilingSeparately),
        ("hoh", FilingStatus::HeadOfHousehold),
    ];

    /// A canonical name (its `_` may be written `-` or a space) or an alias, any case.
    pub fn parse(raw: &str) -> Option<FilingStatus> {
        // Compared in place rather than through a normalised copy: a batch parses one per line.
        let raw = raw.trim().as_bytes();
        let matches = |name: &str| {
            name.len() == raw.len()
                && name.bytes().zip(raw).all(|(n, r)| {
                    let r = r.to_ascii_lowercase();
                    r == n || n == b'_' && matches!(r, b'-' | b' ')
                })
        };
        FilingStatus::ALIASES
            .into_iter()
            .find(|(alias, _)| matches(alias))
            .map(|(_, status)| status)
            .or_else(|| FilingStatus::ALL.into_iter().find(|f| matches(f.as_str())))
    }

    /// married → married filing jointly; not married with dependents → head of household;
    /// otherwise single. A de facto partner is not a spouse for US purposes.
    pub fn from_profile(marital: Option<MaritalStatus>, dependents: u32) -> FilingStatus {
        match marital {
            Some(MaritalStatus::Married) => FilingStatus::MarriedFilingJointly,
            _ if dependents > 0 => FilingStatus::HeadOfHousehold,
            _ => FilingStatus::Single,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derived_from_the_profile() {
        use MaritalStatus::*;
        assert_eq!(
            FilingStatus::from_profile(Some(Married), 2),
            FilingStatus::MarriedFilingJointly
        );
        assert_eq!(
            FilingStatus::from_profile(Some(Divorced), 1),
            FilingStatus::HeadOfHousehold
        );
        assert_eq!(FilingStatus::from_profile(None, 0), FilingStatus::Single);
        assert_eq!(
            FilingStatus::from_profile(Some(DeFacto), 0),
            FilingStatus::Single
        );
    }

    #[test]
    fn parses_the_batch_spellings() {
        for f in FilingStatus::ALL {
            assert_eq!(FilingStatus::parse(f.as_str()), Some(f));
        }
        assert_eq!(FilingStatus::parse("widow"), None);
    }
}
