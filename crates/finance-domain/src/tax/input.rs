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
use crate::tax::request::{MAX_AGE, MAX_DEPENDENTS};
use crate::tax::{FilingStatus, TaxRequest, ValidTaxRequest};

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
/// Unknown fields are refused so a misspelt or other-country field is never silently ignored.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
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
    #[serde(borrow)]
    pub age: Option<Scalar<'a>>,
    #[serde(borrow)]
    pub spouse_age: Option<Scalar<'a>>,
    #[serde(borrow)]
    pub help_debt: Option<Scalar<'a>>,
    #[serde(borrow)]
    pub salary_sacrifice: Option<Scalar<'a>>,
    #[serde(borrow)]
    pub pre_tax_retirement: Option<Scalar<'a>>,
}

/// A whole number from 0 to `max`, or an error naming the field.
fn whole(v: &Scalar<'_>, field: &str, max: u32) -> Result<u32, DomainError> {
    let d = v.decimal(field)?;
    let bad = || DomainError::invalid(field, format!("must be a whole number from 0 to {max}"));
    if d.fract() != Decimal::ZERO {
        return Err(bad());
    }
    u32::try_from(d.trunc().mantissa() / 10i128.pow(d.trunc().scale()))
        .ok()
        .filter(|n| *n <= max)
        .ok_or_else(bad)
}

fn present<'s>(v: &'s Option<Scalar<'_>>) -> Option<&'s Scalar<'s>> {
    match v {
        Some(Scalar::Str(s)) if s.trim().is_empty() => None,
        Some(s) => Some(s),
        None => None,
    }
}

impl TaxInput<'_> {
    /// Reads and checks every field; the first bad one is the error. The result carries the check
    /// (`ValidTaxRequest`), so `calculate_valid` does not repeat it.
    pub fn to_request(&self) -> Result<ValidTaxRequest, DomainError> {
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
        let dependents = present(&self.dependents)
            .map(|v| whole(v, "dependents", MAX_DEPENDENTS))
            .transpose()?
            .unwrap_or(0);
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
        let age = present(&self.age)
            .map(|v| whole(v, "age", MAX_AGE))
            .transpose()?;
        let spouse_age = present(&self.spouse_age)
            .map(|v| whole(v, "spouseAge", MAX_AGE))
            .transpose()?;
        let money =
            |v: &Option<Scalar<'_>>, field: &str| present(v).map(|v| v.decimal(field)).transpose();
        let help_debt = money(&self.help_debt, "helpDebt")?;
        let salary_sacrifice = money(&self.salary_sacrifice, "salarySacrifice")?;
        let pre_tax_retirement = money(&self.pre_tax_retirement, "preTaxRetirement")?;
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
            age,
            spouse_age,
            help_debt,
            salary_sacrifice,
            pre_tax_retirement,
        };
        req.validated()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    fn parse(json: &str) -> Result<TaxRequest, DomainError> {
        serde_json::from_str::<TaxInput>(json)
            .unwrap()
            .to_request()
            .map(ValidTaxRequest::into_inner)
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
    fn new_fields_are_read() {
        let r = parse(r#"{"country":"au","income":95000,"age":"67","helpDebt":30000,"salarySacrifice":"10000"}"#).unwrap();
        assert_eq!(r.age, Some(67));
        assert_eq!(r.help_debt, Some(dec!(30000)));
        assert_eq!(r.salary_sacrifice, Some(dec!(10000)));
        let r = parse(
            r#"{"country":"us","income":95000,"age":66,"spouseAge":64,"preTaxRetirement":5700}"#,
        )
        .unwrap();
        assert_eq!((r.age, r.spouse_age), (Some(66), Some(64)));
        assert_eq!(r.pre_tax_retirement, Some(dec!(5700)));
    }

    #[test]
    fn unknown_fields_are_refused() {
        let e = serde_json::from_str::<TaxInput>(r#"{"country":"us","income":1,"hecs":5}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("unknown field `hecs`"), "{e}");
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
            (r#"{"country":"au","income":1,"age":121}"#, "age"),
            (r#"{"country":"au","income":1,"age":"6.5"}"#, "age"),
            (r#"{"country":"us","income":1,"spouseAge":-1}"#, "spouseAge"),
            (r#"{"country":"au","income":1,"spouseAge":60}"#, "spouseAge"),
            (r#"{"country":"us","income":1,"helpDebt":100}"#, "helpDebt"),
            (
                r#"{"country":"us","income":1,"salarySacrifice":1}"#,
                "salarySacrifice",
            ),
            (
                r#"{"country":"au","income":1,"preTaxRetirement":1}"#,
                "preTaxRetirement",
            ),
            (
                r#"{"country":"au","income":100,"salarySacrifice":101}"#,
                "salarySacrifice",
            ),
            (
                r#"{"country":"us","income":100,"preTaxRetirement":"x"}"#,
                "preTaxRetirement",
            ),
            (r#"{"country":"au","income":1,"helpDebt":-1}"#, "helpDebt"),
        ];
        for (json, field) in cases {
            assert_eq!(parse(json).unwrap_err().field(), Some(field), "{json}");
        }
    }
}
