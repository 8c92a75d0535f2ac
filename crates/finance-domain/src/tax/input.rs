//! A tax request as it arrives from JSON (the API body, a `penny tax --batch` line): every value may
//! be a string or a number, nothing is trusted, and errors name the field.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use rust_decimal::Decimal;
use serde::Deserialize;
use serde::de::{self, Deserializer, Visitor};

use crate::error::DomainError;
use crate::profile::{Country, MaritalStatus};
use crate::region::Region;
use crate::tax::{FilingStatus, TaxRequest};

/// One JSON scalar, kept as written so the error can say which field was wrong.
#[derive(Debug, Clone, PartialEq)]
pub enum Scalar<'a> {
    Str(Cow<'a, str>),
    Int(i128),
    Float(f64),
    Bool(bool),
}

impl<'de: 'a, 'a> Deserialize<'de> for Scalar<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<'a>(std::marker::PhantomData<&'a ()>);
        impl<'de: 'a, 'a> Visitor<'de> for V<'a> {
            type Value = Scalar<'a>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a string, number or boolean")
            }
            fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Self::Value, E> {
                Ok(Scalar::Str(Cow::Borrowed(v)))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
                Ok(Scalar::Str(Cow::Owned(v.to_string())))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<Self::Value, E> {
                Ok(Scalar::Str(Cow::Owned(v)))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
                Ok(Scalar::Int(v.into()))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
                Ok(Scalar::Int(v.into()))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Self::Value, E> {
                Ok(Scalar::Float(v))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<Self::Value, E> {
                Ok(Scalar::Bool(v))
            }
        }
        d.deserialize_any(V(std::marker::PhantomData))
    }
}

impl Scalar<'_> {
    fn text(&self) -> Option<&str> {
        match self {
            Scalar::Str(s) => Some(s.trim()),
            _ => None,
        }
    }

    fn decimal(&self, field: &str) -> Result<Decimal, DomainError> {
        let bad = || DomainError::invalid(field, "must be a number");
        match self {
            Scalar::Int(i) => i64::try_from(*i).map(Decimal::from).map_err(|_| bad()),
            // A JSON number with a fraction: its shortest decimal spelling is what the sender wrote.
            Scalar::Float(f) if f.is_finite() => {
                Decimal::from_str(&f.to_string()).map_err(|_| bad())
            }
            Scalar::Str(s) => {
                let t = s.trim();
                let plain = !t.is_empty()
                    && t.bytes()
                        .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'-' | b'+'));
                if plain {
                    Decimal::from_str(t).map_err(|_| bad())
                } else {
                    Err(bad())
                }
            }
            _ => Err(bad()),
        }
    }
}

/// The fields of `POST /api/tax/calculate` and of a batch line, camelCase.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TaxInput<'a> {
    #[serde(borrow)]
    pub country: Option<Scalar<'a>>,
    #[serde(borrow)]
    pub income: Option<Scalar<'a>>,
    #[serde(borrow)]
    pub state: Option<Scalar<'a>>,
    #[serde(borrow)]
    pub filing_status: Option<Scalar<'a>>,
    #[serde(borrow)]
    pub tax_year: Option<Scalar<'a>>,
    #[serde(borrow)]
    pub dependents: Option<Scalar<'a>>,
    #[serde(borrow)]
    pub marital_status: Option<Scalar<'a>>,
    #[serde(borrow)]
    pub household_income: Option<Scalar<'a>>,
    #[serde(borrow)]
    pub private_hospital_cover: Option<Scalar<'a>>,
}

fn present<'s>(v: &'s Option<Scalar<'_>>) -> Option<&'s Scalar<'s>> {
    match v {
        Some(Scalar::Str(s)) if s.trim().is_empty() => None,
        Some(s) => Some(s),
        None => None,
    }
}

impl TaxInput<'_> {
    /// Reads and checks every field; the first bad one is the error.
    pub fn to_request(&self) -> Result<TaxRequest, DomainError> {
        let country = match present(&self.country) {
            None => return Err(DomainError::invalid("country", "is required")),
            Some(v) => v
                .text()
                .and_then(Country::parse)
                .ok_or_else(|| DomainError::invalid("country", "must be 'australia' or 'us'"))?,
        };
        let income = match present(&self.income) {
            None => return Err(DomainError::invalid("income", "is required")),
            Some(v) => v.decimal("income")?,
        };
        let state = present(&self.state)
            .map(|v| {
                v.text()
                    .and_then(|t| Region::parse(country, t))
                    .ok_or_else(|| {
                        let what = match country {
                            Country::Australia => {
                                "an Australian state or territory code such as NSW"
                            }
                            Country::Us => "a US state or DC code such as CA",
                        };
                        DomainError::invalid("state", format!("must be {what}"))
                    })
            })
            .transpose()?;
        let filing_status = present(&self.filing_status)
            .map(|v| {
                v.text().and_then(FilingStatus::parse).ok_or_else(|| {
                    DomainError::invalid(
                        "filingStatus",
                        "must be one of single, married_filing_jointly, married_filing_separately, head_of_household",
                    )
                })
            })
            .transpose()?;
        let tax_year = present(&self.tax_year)
            .map(|v| match v {
                Scalar::Str(s) => Ok(s.trim().to_string()),
                Scalar::Int(i) => Ok(i.to_string()),
                _ => Err(DomainError::invalid(
                    "taxYear",
                    "must be a year such as \"2026\" or \"2025-26\"",
                )),
            })
            .transpose()?;
        let dependents = match present(&self.dependents) {
            None => 0,
            Some(v) => {
                let d = v.decimal("dependents")?;
                let bad =
                    || DomainError::invalid("dependents", "must be a whole number from 0 to 20");
                if d.fract() != Decimal::ZERO {
                    return Err(bad());
                }
                u32::try_from(d.mantissa() / 10i128.pow(d.scale())).map_err(|_| bad())?
            }
        };
        let marital_status = present(&self.marital_status)
            .map(|v| {
                v.text().and_then(MaritalStatus::parse).ok_or_else(|| {
                    DomainError::invalid(
                        "maritalStatus",
                        "must be one of single, married, de facto, divorced, separated, widowed",
                    )
                })
            })
            .transpose()?;
        let household_income = present(&self.household_income)
            .map(|v| v.decimal("householdIncome"))
            .transpose()?;
        let private_hospital_cover = present(&self.private_hospital_cover)
            .map(|v| match v {
                Scalar::Bool(b) => Ok(*b),
                Scalar::Str(s) if s.trim().eq_ignore_ascii_case("true") => Ok(true),
                Scalar::Str(s) if s.trim().eq_ignore_ascii_case("false") => Ok(false),
                _ => Err(DomainError::invalid(
                    "privateHospitalCover",
                    "must be true or false",
                )),
            })
            .transpose()?;
        let req = TaxRequest {
            country,
            tax_year,
            income,
            state,
            filing_status,
            marital_status,
            dependents,
            household_income,
            private_hospital_cover,
        };
        req.validate()?;
        Ok(req)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    fn parse(json: &str) -> Result<TaxRequest, DomainError> {
        serde_json::from_str::<TaxInput>(json).unwrap().to_request()
    }

    #[test]
    fn strings_and_numbers_both_work() {
        let a = parse(r#"{"country":"us","state":"CA","filingStatus":"married_filing_jointly","taxYear":"2026","income":"85000"}"#).unwrap();
        let b = parse(r#"{"country":"US","state":"ca","filingStatus":"married_filing_jointly","taxYear":2026,"income":85000}"#).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.income, dec!(85000));
        assert_eq!(a.state, Some(Region::UsCa));
        let c = parse(r#"{"country":"australia","taxYear":"2025-26","income":85000.10,"privateHospitalCover":false,"dependents":"2"}"#).unwrap();
        assert_eq!(c.income, dec!(85000.10));
        assert_eq!(c.private_hospital_cover, Some(false));
        assert_eq!(c.dependents, 2);
    }

    #[test]
    fn errors_name_the_field() {
        let cases = [
            (r#"{"income":"1"}"#, "country"),
            (r#"{"country":"nz","income":"1"}"#, "country"),
            (r#"{"country":"us"}"#, "income"),
            (r#"{"country":"us","income":"abc"}"#, "income"),
            (r#"{"country":"us","income":"-5"}"#, "income"),
            (r#"{"country":"us","income":true}"#, "income"),
            (r#"{"country":"us","income":1,"state":"NSW"}"#, "state"),
            (
                r#"{"country":"us","income":1,"filingStatus":"widow"}"#,
                "filingStatus",
            ),
            (
                r#"{"country":"us","income":1,"dependents":1.5}"#,
                "dependents",
            ),
            (
                r#"{"country":"us","income":1,"dependents":21}"#,
                "dependents",
            ),
            (
                r#"{"country":"au","income":1,"privateHospitalCover":"maybe"}"#,
                "privateHospitalCover",
            ),
            (r#"{"country":"au","income":1,"taxYear":true}"#, "taxYear"),
        ];
        for (json, field) in cases {
            assert_eq!(parse(json).unwrap_err().field(), Some(field), "{json}");
        }
    }
}
