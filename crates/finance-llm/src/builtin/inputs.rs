//! An intent's inputs. Each intent declares them once ([`InputSpec`]: name, unit, whether the
//! answer needs it), reads what a message gives of them, and answers from the resolved set. The
//! same set is what the reply records (`finance_domain::answer::AnswerRecord`) and what a
//! follow-up merges into (`conversation.rs`).

use finance_domain::answer::{AnswerInput, InputSource, InputUnit};
use finance_domain::calc::Frequency;
use finance_domain::{Country, Region};
use rust_decimal::Decimal;

use crate::format::{money, rate_as_given};

/// What an input measures, as an intent declares it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Unit {
    /// A sum once.
    Money,
    /// A sum each period.
    Flow,
    Rate,
    /// A length of time.
    Term,
    Frequency,
    Age,
    Year,
    TaxYear,
    Region,
    Country,
    Household,
    Flag,
    /// One id of a fixed list (a limit, a topic).
    Choice,
    Count,
}

/// One input an intent reads: its name (stable: it is recorded), unit, and whether the answer
/// needs it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct InputSpec {
    pub name: &'static str,
    pub unit: Unit,
    pub required: bool,
}

impl InputSpec {
    pub const fn needed(name: &'static str, unit: Unit) -> InputSpec {
        InputSpec {
            name,
            unit,
            required: true,
        }
    }
    pub const fn optional(name: &'static str, unit: Unit) -> InputSpec {
        InputSpec {
            name,
            unit,
            required: false,
        }
    }
}

/// Single or a couple: for the Age Pension, the surcharge thresholds and US filing status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Household {
    Single,
    Couple,
}

impl Household {
    /// The household a question supposes, put on the tax request: its marital status, with the
    /// filing status left to follow from it.
    pub(crate) fn set_on(self, req: &mut finance_domain::tax::TaxRequest) {
        req.filing_status = None;
        req.marital_status = Some(match self {
            Household::Couple => finance_domain::MaritalStatus::Married,
            Household::Single => finance_domain::MaritalStatus::Single,
        });
    }
}

/// A resolved value.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Value {
    Money(Decimal),
    Flow(Decimal, Frequency),
    Rate(Decimal),
    Term { years: u32, months: u32 },
    Frequency(Frequency),
    Age(u32),
    Year(i32),
    TaxYear(String),
    Region(Region),
    Country(Country),
    Household(Household),
    Flag(bool),
    Choice(String),
    Count(u32),
}

impl Value {
    pub fn unit(&self) -> Unit {
        match self {
            Value::Money(_) => Unit::Money,
            Value::Flow(..) => Unit::Flow,
            Value::Rate(_) => Unit::Rate,
            Value::Term { .. } => Unit::Term,
            Value::Frequency(_) => Unit::Frequency,
            Value::Age(_) => Unit::Age,
            Value::Year(_) => Unit::Year,
            Value::TaxYear(_) => Unit::TaxYear,
            Value::Region(_) => Unit::Region,
            Value::Country(_) => Unit::Country,
            Value::Household(_) => Unit::Household,
            Value::Flag(_) => Unit::Flag,
            Value::Choice(_) => Unit::Choice,
            Value::Count(_) => Unit::Count,
        }
    }

    /// The value as a person reads it in a reply: "$500,000", "$200 a month", "5.75%", "25 years".
    pub fn describe(&self) -> String {
        match self {
            Value::Money(v) => money(*v),
            Value::Flow(v, f) => format!("{} {}", money(*v), f.per_label()),
            Value::Rate(r) => rate_as_given(*r),
            Value::Term { years, months } => term_text(*years, *months),
            Value::Frequency(f) => f.adverb().to_string(),
            Value::Age(a) => format!("age {a}"),
            Value::Year(y) => y.to_string(),
            Value::TaxYear(y) => y.clone(),
            Value::Region(r) => r.name().to_string(),
            Value::Country(Country::Australia) => "Australia".into(),
            Value::Country(Country::Us) => "the US".into(),
            Value::Household(Household::Single) => "single".into(),
            Value::Household(Household::Couple) => "a couple".into(),
            Value::Flag(b) => if *b { "yes" } else { "no" }.into(),
            Value::Choice(c) => c.replace('_', " "),
            Value::Count(n) => n.to_string(),
        }
    }

    /// The unit and canonical value a record keeps.
    pub fn record(&self) -> (InputUnit, String) {
        match self {
            Value::Money(v) => (InputUnit::Money, v.normalize().to_string()),
            Value::Flow(v, f) => (
                match f {
                    Frequency::Weekly => InputUnit::MoneyPerWeek,
                    Frequency::Fortnightly => InputUnit::MoneyPerFortnight,
                    Frequency::Monthly => InputUnit::MoneyPerMonth,
                    Frequency::Yearly => InputUnit::MoneyPerYear,
                },
                v.normalize().to_string(),
            ),
            Value::Rate(r) => (InputUnit::Rate, r.normalize().to_string()),
            Value::Term { years, months } => (
                InputUnit::Years,
                (Decimal::from(*years) + Decimal::from(*months) / Decimal::from(12))
                    .round_dp(4)
                    .normalize()
                    .to_string(),
            ),
            Value::Frequency(f) => (InputUnit::Frequency, f.adverb().to_string()),
            Value::Age(a) => (InputUnit::Age, a.to_string()),
            Value::Year(y) => (InputUnit::Year, y.to_string()),
            Value::TaxYear(y) => (InputUnit::TaxYear, y.clone()),
            Value::Region(r) => (
                InputUnit::Region,
                // Qualified, so WA (Western Australia) and WA (Washington) never mix.
                match r.country() {
                    Country::Australia => format!("AU-{}", r.code()),
                    Country::Us => format!("US-{}", r.code()),
                },
            ),
            Value::Country(c) => (InputUnit::Country, c.as_str().to_string()),
            Value::Household(h) => (
                InputUnit::Household,
                match h {
                    Household::Single => "single",
                    Household::Couple => "couple",
                }
                .to_string(),
            ),
            Value::Flag(b) => (InputUnit::Flag, b.to_string()),
            Value::Choice(c) => (InputUnit::Choice, c.clone()),
            Value::Count(n) => (InputUnit::Count, n.to_string()),
        }
    }

    /// Reads a recorded value back, whatever input it was.
    pub fn from_record_any(unit: InputUnit, value: &str) -> Option<Value> {
        Value::from_record(unit, value)
    }

    /// Reads a recorded value back; `None` for a record this version cannot read (it is then
    /// simply not carried over).
    fn from_record(unit: InputUnit, value: &str) -> Option<Value> {
        let dec = || value.parse::<Decimal>().ok();
        let flow = |f| dec().map(|v| Value::Flow(v, f));
        Some(match unit {
            InputUnit::Money => Value::Money(dec()?),
            InputUnit::MoneyPerWeek => flow(Frequency::Weekly)?,
            InputUnit::MoneyPerFortnight => flow(Frequency::Fortnightly)?,
            InputUnit::MoneyPerMonth => flow(Frequency::Monthly)?,
            InputUnit::MoneyPerYear => flow(Frequency::Yearly)?,
            InputUnit::Rate => Value::Rate(dec()?),
            InputUnit::Years => {
                let y = dec()?;
                let years = u32::try_from(y.trunc().mantissa()).ok()?;
                let months = ((y - y.trunc()) * Decimal::from(12)).round();
                Value::Term {
                    years,
                    months: u32::try_from(months.mantissa()).ok()?,
                }
            }
            InputUnit::Frequency => Value::Frequency(match value {
                "weekly" => Frequency::Weekly,
                "fortnightly" => Frequency::Fortnightly,
                "monthly" => Frequency::Monthly,
                "yearly" => Frequency::Yearly,
                _ => return None,
            }),
            InputUnit::Age => Value::Age(value.parse().ok()?),
            InputUnit::Year => Value::Year(value.parse().ok()?),
            InputUnit::TaxYear => Value::TaxYear(value.to_string()),
            InputUnit::Region => Value::Region(Region::from_qualified(value)?),
            InputUnit::Country => Value::Country(Country::parse(value)?),
            InputUnit::Household => Value::Household(match value {
                "single" => Household::Single,
                "couple" => Household::Couple,
                _ => return None,
            }),
            InputUnit::Flag => Value::Flag(value.parse().ok()?),
            InputUnit::Choice | InputUnit::Field => Value::Choice(value.to_string()),
            InputUnit::Count => Value::Count(value.parse().ok()?),
        })
    }
}

/// "30 years", "18 months", "2 years and 6 months".
pub(crate) fn term_text(years: u32, months: u32) -> String {
    let y = match years {
        0 => String::new(),
        1 => "1 year".into(),
        n => format!("{n} years"),
    };
    let m = match months {
        0 => String::new(),
        1 => "1 month".into(),
        n => format!("{n} months"),
    };
    match (y.is_empty(), m.is_empty()) {
        (false, false) => format!("{y} and {m}"),
        (true, false) => m,
        _ => y,
    }
}

/// One resolved input.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Input {
    pub name: &'static str,
    pub value: Value,
    pub source: InputSource,
}

/// The inputs an answer runs with, in the order they were set.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Inputs {
    items: Vec<Input>,
}

impl Inputs {
    pub fn new() -> Inputs {
        Inputs::default()
    }

    /// Sets `name` (a later value replaces an earlier one).
    pub fn set(&mut self, name: &'static str, value: Value, source: InputSource) {
        self.items.retain(|i| i.name != name);
        self.items.push(Input {
            name,
            value,
            source,
        });
    }

    /// Sets `name` from the message when `value` is some.
    pub fn said(&mut self, name: &'static str, value: Option<Value>) {
        if let Some(v) = value {
            self.set(name, v, InputSource::Message);
        }
    }

    /// Sets `name` when nothing set it yet.
    pub fn or(&mut self, name: &'static str, value: Option<Value>, source: InputSource) {
        if self.get(name).is_none()
            && let Some(v) = value
        {
            self.set(name, v, source);
        }
    }

    pub fn remove(&mut self, name: &str) {
        self.items.retain(|i| i.name != name);
    }

    pub fn get(&self, name: &str) -> Option<&Value> {
        self.input(name).map(|i| &i.value)
    }

    pub fn input(&self, name: &str) -> Option<&Input> {
        self.items.iter().find(|i| i.name == name)
    }

    pub fn source(&self, name: &str) -> Option<InputSource> {
        self.input(name).map(|i| i.source)
    }

    pub fn iter(&self) -> impl Iterator<Item = &Input> {
        self.items.iter()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn money(&self, name: &str) -> Option<Decimal> {
        match self.get(name)? {
            Value::Money(v) => Some(*v),
            _ => None,
        }
    }
    pub fn flow(&self, name: &str) -> Option<(Decimal, Frequency)> {
        match self.get(name)? {
            Value::Flow(v, f) => Some((*v, *f)),
            _ => None,
        }
    }
    pub fn rate(&self, name: &str) -> Option<Decimal> {
        match self.get(name)? {
            Value::Rate(r) => Some(*r),
            _ => None,
        }
    }
    pub fn term(&self, name: &str) -> Option<(u32, u32)> {
        match self.get(name)? {
            Value::Term { years, months } => Some((*years, *months)),
            _ => None,
        }
    }
    pub fn frequency(&self, name: &str) -> Option<Frequency> {
        match self.get(name)? {
            Value::Frequency(f) => Some(*f),
            _ => None,
        }
    }
    pub fn age(&self, name: &str) -> Option<u32> {
        match self.get(name)? {
            Value::Age(a) => Some(*a),
            _ => None,
        }
    }
    pub fn year(&self, name: &str) -> Option<i32> {
        match self.get(name)? {
            Value::Year(y) => Some(*y),
            _ => None,
        }
    }
    pub fn tax_year(&self, name: &str) -> Option<&str> {
        match self.get(name)? {
            Value::TaxYear(y) => Some(y),
            _ => None,
        }
    }
    pub fn region(&self, name: &str) -> Option<Region> {
        match self.get(name)? {
            Value::Region(r) => Some(*r),
            _ => None,
        }
    }
    pub fn country(&self, name: &str) -> Option<Country> {
        match self.get(name)? {
            Value::Country(c) => Some(*c),
            _ => None,
        }
    }
    pub fn household(&self, name: &str) -> Option<Household> {
        match self.get(name)? {
            Value::Household(h) => Some(*h),
            _ => None,
        }
    }
    pub fn flag(&self, name: &str) -> bool {
        matches!(self.get(name), Some(Value::Flag(true)))
    }
    pub fn choice(&self, name: &str) -> Option<&str> {
        match self.get(name)? {
            Value::Choice(c) => Some(c),
            _ => None,
        }
    }
    pub fn count(&self, name: &str) -> Option<u32> {
        match self.get(name)? {
            Value::Count(n) => Some(*n),
            _ => None,
        }
    }

    /// The inputs as the reply records them.
    pub fn record(&self) -> Vec<AnswerInput> {
        self.items
            .iter()
            .map(|i| {
                let (unit, value) = i.value.record();
                AnswerInput {
                    name: i.name.to_string(),
                    unit,
                    value,
                    source: i.source,
                }
            })
            .collect()
    }

    /// Reads recorded inputs back for an intent, keeping only those it declares (by name, with a
    /// matching unit), each as carried over from that earlier answer.
    pub fn from_record(recorded: &[AnswerInput], specs: &[InputSpec]) -> Inputs {
        let mut out = Inputs::new();
        for r in recorded {
            let Some(spec) = specs.iter().find(|s| s.name == r.name) else {
                continue;
            };
            if let Some(v) = Value::from_record(r.unit, &r.value)
                && v.unit() == spec.unit
            {
                out.set(spec.name, v, r.source);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    const SPECS: &[InputSpec] = &[
        InputSpec::needed("principal", Unit::Money),
        InputSpec::needed("rate", Unit::Rate),
        InputSpec::needed("years", Unit::Term),
        InputSpec::optional("frequency", Unit::Frequency),
        InputSpec::optional("contribution", Unit::Flow),
    ];

    #[test]
    fn inputs_round_trip_through_their_record() {
        let mut i = Inputs::new();
        i.said("principal", Some(Value::Money(dec!(700000))));
        i.said("rate", Some(Value::Rate(dec!(0.0575))));
        i.said(
            "years",
            Some(Value::Term {
                years: 2,
                months: 6,
            }),
        );
        i.set(
            "frequency",
            Value::Frequency(Frequency::Fortnightly),
            InputSource::Default,
        );
        i.said(
            "contribution",
            Some(Value::Flow(dec!(200), Frequency::Weekly)),
        );
        let back = Inputs::from_record(&i.record(), SPECS);
        assert_eq!(back, i);
        assert_eq!(i.record()[2].value, "2.5");
    }

    #[test]
    fn a_record_of_another_shape_is_not_carried() {
        let rec = vec![
            AnswerInput {
                name: "rate".into(),
                unit: InputUnit::Money,
                value: "5".into(),
                source: InputSource::Message,
            },
            AnswerInput {
                name: "unknown".into(),
                unit: InputUnit::Rate,
                value: "0.05".into(),
                source: InputSource::Message,
            },
        ];
        assert!(Inputs::from_record(&rec, SPECS).is_empty());
    }

    #[test]
    fn values_read_as_people_write_them() {
        assert_eq!(Value::Rate(dec!(0.0575)).describe(), "5.75%");
        assert_eq!(
            Value::Flow(dec!(200), Frequency::Monthly).describe(),
            "$200 a month"
        );
        assert_eq!(
            Value::Term {
                years: 25,
                months: 0
            }
            .describe(),
            "25 years"
        );
    }
}
