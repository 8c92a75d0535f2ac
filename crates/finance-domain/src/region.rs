//! Australian states and territories, US states and DC. `WA` and `SA`-style clashes between the two
//! countries are why a region is always read together with a country.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::profile::Country;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Region {
    /// New South Wales
    AuNsw,
    /// Victoria
    AuVic,
    /// Queensland
    AuQld,
    /// Western Australia
    AuWa,
    /// South Australia
    AuSa,
    /// Tasmania
    AuTas,
    /// Australian Capital Territory
    AuAct,
    /// Northern Territory
    AuNt,
    /// Alabama
    UsAl,
    /// Alaska
    UsAk,
    /// Arizona
    UsAz,
    /// Arkansas
    UsAr,
    /// California
    UsCa,
    /// Colorado
    UsCo,
    /// Connecticut
    UsCt,
    /// Delaware
    UsDe,
    /// District of Columbia
    UsDc,
    /// Florida
    UsFl,
    /// Georgia
    UsGa,
    /// Hawaii
    UsHi,
    /// Idaho
    UsId,
    /// Illinois
    UsIl,
    /// Indiana
    UsIn,
    /// Iowa
    UsIa,
    /// Kansas
    UsKs,
    /// Kentucky
    UsKy,
    /// Louisiana
    UsLa,
    /// Maine
    UsMe,
    /// Maryland
    UsMd,
    /// Massachusetts
    UsMa,
    /// Michigan
    UsMi,
    /// Minnesota
    UsMn,
    /// Mississippi
    UsMs,
    /// Missouri
    UsMo,
    /// Montana
    UsMt,
    /// Nebraska
    UsNe,
    /// Nevada
    UsNv,
    /// New Hampshire
    UsNh,
    /// New Jersey
    UsNj,
    /// New Mexico
    UsNm,
    /// New York
    UsNy,
    /// North Carolina
    UsNc,
    /// North Dakota
    UsNd,
    /// Ohio
    UsOh,
    /// Oklahoma
    UsOk,
    /// Oregon
    UsOr,
    /// Pennsylvania
    UsPa,
    /// Rhode Island
    UsRi,
    /// South Carolina
    UsSc,
    /// South Dakota
    UsSd,
    /// Tennessee
    UsTn,
    /// Texas
    UsTx,
    /// Utah
    UsUt,
    /// Vermont
    UsVt,
    /// Virginia
    UsVa,
    /// Washington
    UsWa,
    /// West Virginia
    UsWv,
    /// Wisconsin
    UsWi,
    /// Wyoming
    UsWy,
}

impl Region {
    pub const AUSTRALIA: [Region; 8] = [
        Region::AuNsw,
        Region::AuVic,
        Region::AuQld,
        Region::AuWa,
        Region::AuSa,
        Region::AuTas,
        Region::AuAct,
        Region::AuNt,
    ];
    pub const US: [Region; 51] = [
        Region::UsAl,
        Region::UsAk,
        Region::UsAz,
        Region::UsAr,
        Region::UsCa,
        Region::UsCo,
        Region::UsCt,
        Region::UsDe,
        Region::UsDc,
        Region::UsFl,
        Region::UsGa,
        Region::UsHi,
        Region::UsId,
        Region::UsIl,
        Region::UsIn,
        Region::UsIa,
        Region::UsKs,
        Region::UsKy,
        Region::UsLa,
        Region::UsMe,
        Region::UsMd,
        Region::UsMa,
        Region::UsMi,
        Region::UsMn,
        Region::UsMs,
        Region::UsMo,
        Region::UsMt,
        Region::UsNe,
        Region::UsNv,
        Region::UsNh,
        Region::UsNj,
        Region::UsNm,
        Region::UsNy,
        Region::UsNc,
        Region::UsNd,
        Region::UsOh,
        Region::UsOk,
        Region::UsOr,
        Region::UsPa,
        Region::UsRi,
        Region::UsSc,
        Region::UsSd,
        Region::UsTn,
        Region::UsTx,
        Region::UsUt,
        Region::UsVt,
        Region::UsVa,
        Region::UsWa,
        Region::UsWv,
        Region::UsWi,
        Region::UsWy,
    ];

    /// The postal code: "NSW", "CA", "DC".
    pub fn code(self) -> &'static str {
        match self {
            Region::AuNsw => "NSW",
            Region::AuVic => "VIC",
            Region::AuQld => "QLD",
            Region::AuWa => "WA",
            Region::AuSa => "SA",
            Region::AuTas => "TAS",
            Region::AuAct => "ACT",
            Region::AuNt => "NT",
            Region::UsAl => "AL",
            Region::UsAk => "AK",
            Region::UsAz => "AZ",
            Region::UsAr => "AR",
            Region::UsCa => "CA",
            Region::UsCo => "CO",
            Region::UsCt => "CT",
            Region::UsDe => "DE",
            Region::UsDc => "DC",
            Region::UsFl => "FL",
            Region::UsGa => "GA",
            Region::UsHi => "HI",
            Region::UsId => "ID",
            Region::UsIl => "IL",
            Region::UsIn => "IN",
            Region::UsIa => "IA",
            Region::UsKs => "KS",
            Region::UsKy => "KY",
            Region::UsLa => "LA",
            Region::UsMe => "ME",
            Region::UsMd => "MD",
            Region::UsMa => "MA",
            Region::UsMi => "MI",
            Region::UsMn => "MN",
            Region::UsMs => "MS",
            Region::UsMo => "MO",
            Region::UsMt => "MT",
            Region::UsNe => "NE",
            Region::UsNv => "NV",
            Region::UsNh => "NH",
            Region::UsNj => "NJ",
            Region::UsNm => "NM",
            Region::UsNy => "NY",
            Region::UsNc => "NC",
            Region::UsNd => "ND",
            Region::UsOh => "OH",
            Region::UsOk => "OK",
            Region::UsOr => "OR",
            Region::UsPa => "PA",
            Region::UsRi => "RI",
            Region::UsSc => "SC",
            Region::UsSd => "SD",
            Region::UsTn => "TN",
            Region::UsTx => "TX",
            Region::UsUt => "UT",
            Region::UsVt => "VT",
            Region::UsVa => "VA",
            Region::UsWa => "WA",
            Region::UsWv => "WV",
            Region::UsWi => "WI",
            Region::UsWy => "WY",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Region::AuNsw => "New South Wales",
            Region::AuVic => "Victoria",
            Region::AuQld => "Queensland",
            Region::AuWa => "Western Australia",
            Region::AuSa => "South Australia",
            Region::AuTas => "Tasmania",
            Region::AuAct => "Australian Capital Territory",
            Region::AuNt => "Northern Territory",
            Region::UsAl => "Alabama",
            Region::UsAk => "Alaska",
            Region::UsAz => "Arizona",
            Region::UsAr => "Arkansas",
            Region::UsCa => "California",
            Region::UsCo => "Colorado",
            Region::UsCt => "Connecticut",
            Region::UsDe => "Delaware",
            Region::UsDc => "District of Columbia",
            Region::UsFl => "Florida",
            Region::UsGa => "Georgia",
            Region::UsHi => "Hawaii",
            Region::UsId => "Idaho",
            Region::UsIl => "Illinois",
            Region::UsIn => "Indiana",
            Region::UsIa => "Iowa",
            Region::UsKs => "Kansas",
            Region::UsKy => "Kentucky",
            Region::UsLa => "Louisiana",
            Region::UsMe => "Maine",
            Region::UsMd => "Maryland",
            Region::UsMa => "Massachusetts",
            Region::UsMi => "Michigan",
            Region::UsMn => "Minnesota",
            Region::UsMs => "Mississippi",
            Region::UsMo => "Missouri",
            Region::UsMt => "Montana",
            Region::UsNe => "Nebraska",
            Region::UsNv => "Nevada",
            Region::UsNh => "New Hampshire",
            Region::UsNj => "New Jersey",
            Region::UsNm => "New Mexico",
            Region::UsNy => "New York",
            Region::UsNc => "North Carolina",
            Region::UsNd => "North Dakota",
            Region::UsOh => "Ohio",
            Region::UsOk => "Oklahoma",
            Region::UsOr => "Oregon",
            Region::UsPa => "Pennsylvania",
            Region::UsRi => "Rhode Island",
            Region::UsSc => "South Carolina",
            Region::UsSd => "South Dakota",
            Region::UsTn => "Tennessee",
            Region::UsTx => "Texas",
            Region::UsUt => "Utah",
            Region::UsVt => "Vermont",
            Region::UsVa => "Virginia",
            Region::UsWa => "Washington",
            Region::UsWv => "West Virginia",
            Region::UsWi => "Wisconsin",
            Region::UsWy => "Wyoming",
        }
    }

    pub fn country(self) -> Country {
        if Region::AUSTRALIA.contains(&self) {
            Country::Australia
        } else {
            Country::Us
        }
    }

    pub fn all(country: Country) -> &'static [Region] {
        match country {
            Country::Australia => &Region::AUSTRALIA,
            Country::Us => &Region::US,
        }
    }

    /// A code or full name, case-insensitive, within one country.
    pub fn parse(country: Country, raw: &str) -> Option<Region> {
        let wanted = raw.trim();
        let all = Region::all(country).iter().copied();
        // Codes first: they are what a batch line or the API almost always carries, and no name
        // is another region's code.
        all.clone()
            .find(|r| r.code().eq_ignore_ascii_case(wanted))
            .or_else(|| all.clone().find(|r| r.name().eq_ignore_ascii_case(wanted)))
    }

    /// A code or name in either country; a code shared by both (WA, SA) resolves to Australia only
    /// when `prefer` is Australia.
    pub fn parse_any(prefer: Country, raw: &str) -> Option<Region> {
        let other = match prefer {
            Country::Australia => Country::Us,
            Country::Us => Country::Australia,
        };
        Region::parse(prefer, raw).or_else(|| Region::parse(other, raw))
    }
}

impl std::fmt::Display for Region {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// Serialised as the country-qualified code so WA (Western Australia) and WA (Washington) never mix:
/// "AU-WA", "US-WA". Plain codes are accepted on input and read as US first for two-letter codes
/// that exist only there.
impl Serialize for Region {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let prefix = match self.country() {
            Country::Australia => "AU",
            Country::Us => "US",
        };
        s.serialize_str(&format!("{prefix}-{}", self.code()))
    }
}

impl<'de> Deserialize<'de> for Region {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let raw = String::deserialize(d)?;
        Region::from_qualified(&raw)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown state or territory: {raw}")))
    }
}

impl Region {
    /// "AU-NSW", "US-CA", or a bare code/name (US first, then Australia).
    pub fn from_qualified(raw: &str) -> Option<Region> {
        let raw = raw.trim();
        if let Some((prefix, code)) = raw.split_once('-') {
            match prefix.to_ascii_uppercase().as_str() {
                "AU" => return Region::parse(Country::Australia, code),
                "US" => return Region::parse(Country::Us, code),
                _ => {}
            }
        }
        Region::parse_any(Country::Us, raw)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fifty_one_us_and_eight_au_regions() {
        assert_eq!(Region::US.len(), 51);
        assert_eq!(Region::AUSTRALIA.len(), 8);
    }

    #[test]
    fn clashing_codes_resolve_by_country() {
        assert_eq!(Region::parse(Country::Australia, "wa"), Some(Region::AuWa));
        assert_eq!(Region::parse(Country::Us, "WA"), Some(Region::UsWa));
        assert_eq!(Region::parse(Country::Us, "new york"), Some(Region::UsNy));
        assert_eq!(Region::from_qualified("AU-SA"), Some(Region::AuSa));
        assert_eq!(Region::from_qualified("US-SA"), None);
        assert_eq!(Region::from_qualified("tas"), Some(Region::AuTas));
    }

    #[test]
    fn serde_round_trip_is_qualified() {
        let json = serde_json::to_string(&Region::AuWa).unwrap();
        assert_eq!(json, "\"AU-WA\"");
        let back: Region = serde_json::from_str(&json).unwrap();
        assert_eq!(back, Region::AuWa);
    }
}
