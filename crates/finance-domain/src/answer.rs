//! What an advisor's answer computed, kept with the reply (`metadata.answer`) so that the next
//! message of the conversation can build on it: "what about over 25 years?" re-runs the same
//! intent with the term changed and everything else as it was.
//!
//! Plain data. Both advisors write it (the built-in reader from its intents, the model path from
//! its tools' resolved inputs), the store keeps it as JSON with the message, and the built-in
//! reader reads the last one back. Values are canonical strings, so a record written by one
//! version of Penny reads the same in the next.

use serde::{Deserialize, Serialize};

/// The intent an answer ran and the inputs it ran with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = AnswerRecordDto))]
#[serde(rename_all = "camelCase")]
pub struct AnswerRecord {
    /// The intent's stable name: "loan_repayment", "limit:concessional_cap", "tax".
    pub intent: String,
    /// Every input the answer used, resolved, in the intent's order.
    #[serde(default)]
    pub inputs: Vec<AnswerInput>,
    /// A what-if: its figures were the question's, never the person's ("if I earned 120k…"). A
    /// follow-up to it stays a what-if.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hypothetical: bool,
    /// The input the reply asked for, by name: the next message that gives it completes the
    /// answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub awaiting: Option<String>,
    /// What the answer was about, as words a later "it" or "that" stands for ("Roth IRA").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subject: Option<String>,
    /// A comparison's options, each its full set of inputs ("15 or 30 years"): a follow-up
    /// ("what about the total interest on each?") re-runs every one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<Vec<AnswerInput>>,
}

/// One resolved input of an answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = AnswerInputDto))]
#[serde(rename_all = "camelCase")]
pub struct AnswerInput {
    /// The input's name within its intent ("principal", "rate", "years").
    pub name: String,
    pub unit: InputUnit,
    /// The canonical value: a decimal for money, rates (fractions) and years; a code, id or word
    /// otherwise ("monthly", "CA", "2025-26", "true").
    pub value: String,
    pub source: InputSource,
}

/// What an input's value measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = InputUnitDto))]
#[serde(rename_all = "camelCase")]
pub enum InputUnit {
    /// Dollars, once.
    Money,
    /// Dollars each week, fortnight, month or year.
    MoneyPerWeek,
    MoneyPerFortnight,
    MoneyPerMonth,
    MoneyPerYear,
    /// A fraction (0.065 for 6.5%), exactly as given.
    Rate,
    /// A length of time in years (decimal: 1.5 for 18 months).
    Years,
    /// "weekly", "fortnightly", "monthly" or "yearly".
    Frequency,
    /// An age in years.
    Age,
    /// A calendar year to reach.
    Year,
    /// A tax year as the engine names it ("2025-26", "2026").
    TaxYear,
    /// A state or territory code ("CA", "NSW").
    Region,
    /// "australia" or "us".
    Country,
    /// "single" or "couple".
    Household,
    /// "true" or "false".
    Flag,
    /// One of a fixed list of ids (a limit, a topic).
    Choice,
    /// A whole number of things.
    Count,
    /// A profile field's JSON name.
    Field,
}

/// Where an input's value came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = InputSourceDto))]
#[serde(rename_all = "camelCase")]
pub enum InputSource {
    /// Written in the message answered.
    Message,
    /// Read from the person's saved profile.
    Profile,
    /// Penny's default, said in the reply.
    Default,
    /// Carried over from an earlier answer of the conversation.
    Earlier,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_reads_back_as_written() {
        let r = AnswerRecord {
            intent: "loan_repayment".into(),
            inputs: vec![AnswerInput {
                name: "rate".into(),
                unit: InputUnit::Rate,
                value: "0.0575".into(),
                source: InputSource::Message,
            }],
            hypothetical: false,
            awaiting: None,
            subject: Some("loan".into()),
            options: Vec::new(),
        };
        let json = serde_json::to_string(&r).unwrap();
        assert_eq!(
            json,
            r#"{"intent":"loan_repayment","inputs":[{"name":"rate","unit":"rate","value":"0.0575","source":"message"}],"subject":"loan"}"#
        );
        assert_eq!(serde_json::from_str::<AnswerRecord>(&json).unwrap(), r);
    }
}
