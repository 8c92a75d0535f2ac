//! What a model's tool call computed, recorded as the built-in advisor records its answers
//! (`finance_domain::answer::AnswerRecord`): the intent by the built-in's name ("loan_repayment",
//! "savings_target", "limit:concessional_cap", "tax"…) and the resolved inputs by the built-in
//! intent's names, units and canonical values, each with where it came from. The last record is
//! the reply's `answer`, kept with the message, so either advisor can build on it; and the model
//! is told the last record of the conversation (`earlier_note`) so that a follow-up re-runs it.

use std::fmt::Write as _;

use finance_domain::answer::{AnswerInput, AnswerRecord, InputSource, InputUnit};

use crate::builtin::intents::Intent;
use crate::builtin::last_answer;
use crate::context::ChatTurn;

/// A resolved input value, in the built-in's units: the built-in's own type, so both advisors
/// write a value the same way.
pub(crate) use crate::builtin::Value as Val;

/// The inputs one tool call ran with, in the order the built-in intent reads them.
#[derive(Debug, Default)]
pub(crate) struct Given {
    items: Vec<(&'static str, Val, InputSource)>,
}

impl Given {
    pub fn new() -> Given {
        Given::default()
    }

    /// An input the model passed.
    pub fn said(&mut self, name: &'static str, v: Val) {
        self.put(name, v, InputSource::Message);
    }

    /// An input the model passed, when it passed it.
    pub fn said_if(&mut self, name: &'static str, v: Option<Val>) {
        if let Some(v) = v {
            self.said(name, v);
        }
    }

    /// An input from `source`.
    pub fn took(&mut self, name: &'static str, v: Val, source: InputSource) {
        self.put(name, v, source);
    }

    /// An input the model passed (`said`), else one the tool took from the profile or a default.
    pub fn either(&mut self, name: &'static str, v: Val, said: bool, otherwise: InputSource) {
        self.put(
            name,
            v,
            if said {
                InputSource::Message
            } else {
                otherwise
            },
        );
    }

    /// `either`, when there is a value at all.
    pub fn maybe(
        &mut self,
        name: &'static str,
        v: Option<Val>,
        said: bool,
        otherwise: InputSource,
    ) {
        if let Some(v) = v {
            self.either(name, v, said, otherwise);
        }
    }

    fn put(&mut self, name: &'static str, v: Val, source: InputSource) {
        self.items.retain(|(n, ..)| *n != name);
        self.items.push((name, v, source));
    }

    /// The record of `intent` with these inputs. A value the model passed that the earlier answer
    /// of the conversation held by the same name is that answer's, carried over (as the built-in
    /// marks a follow-up's): `Earlier` when it came from a message, else its profile or default
    /// source. A run that carries a figure of a what-if's question is a what-if too.
    pub fn record(
        self,
        intent: &str,
        earlier: Option<&AnswerRecord>,
        what_if: bool,
    ) -> AnswerRecord {
        let mut carried = false;
        let inputs = self
            .items
            .into_iter()
            .map(|(name, v, source)| {
                let (unit, value) = v.record();
                let held = earlier.and_then(|e| {
                    e.inputs
                        .iter()
                        .find(|i| i.name == name && i.unit == unit && i.value == value)
                });
                let source = match (source, held.map(|h| h.source)) {
                    (InputSource::Message, Some(InputSource::Message | InputSource::Earlier)) => {
                        // A figure of the earlier question's: this is a follow-up to it.
                        carried = true;
                        InputSource::Earlier
                    }
                    (InputSource::Message, Some(other)) => other,
                    _ => source,
                };
                AnswerInput {
                    name: name.to_string(),
                    unit,
                    value,
                    source,
                }
            })
            .collect();
        AnswerRecord {
            intent: intent.to_string(),
            inputs,
            hypothetical: what_if || (carried && earlier.is_some_and(|e| e.hypothetical)),
            awaiting: None,
            subject: Intent::from_name(intent).and_then(Intent::subject),
            options: Vec::new(),
        }
    }
}

/// The tool that runs a recorded intent again, when one does.
fn tool_for(intent: &str) -> Option<&'static str> {
    use crate::{calc_tools as calc, tax_tools as tax};
    Some(match intent {
        "loan_repayment" | "loan_extra_repayment" | "loan_payoff_time" => calc::LOAN_REPAYMENT,
        "savings_growth" | "savings_target" | "savings_time_to_target" | "nest_egg" => {
            calc::SAVINGS_PROJECTION
        }
        "todays_dollars" => calc::TODAYS_DOLLARS,
        "bonus_after_tax" | "raise_after_tax" | "couple_take_home" | "surcharge_cost"
        | "compare_states" | "compare_years" => tax::COMPARE_INCOME_CHANGE,
        "tax" => tax::CALCULATE_TAX,
        "retirement" => crate::plan_tools::PLAN_RETIREMENT,
        i if i.starts_with("limit:") => tax::LOOKUP_LIMIT,
        _ => return None,
    })
}

/// One recorded input as the model reads it: "principal 700000", "contribution 500 a month",
/// "state CA", "frequency monthly (Penny's default)".
fn describe(i: &AnswerInput) -> String {
    let per = |label: &str| format!("{} {} {label}", i.name, i.value);
    let mut s = match i.unit {
        InputUnit::MoneyPerWeek => per("a week"),
        InputUnit::MoneyPerFortnight => per("a fortnight"),
        InputUnit::MoneyPerMonth => per("a month"),
        InputUnit::MoneyPerYear => per("a year"),
        // The tools take a state's code alone.
        InputUnit::Region => format!(
            "{} {}",
            i.name,
            i.value.split_once('-').map_or(i.value.as_str(), |(_, c)| c)
        ),
        _ => format!("{} {}", i.name, i.value),
    };
    match i.source {
        InputSource::Profile => s.push_str(" (from the profile)"),
        InputSource::Default => s.push_str(" (Penny's default)"),
        InputSource::Message | InputSource::Earlier => {}
    }
    s
}

/// What the model is told of the conversation's last answer, for the end of the system prompt:
/// the intent and its inputs as plain lines, and how to treat a follow-up. `None` when there is no
/// earlier answer to build on. Values are data from earlier turns, listed as values.
pub(crate) fn earlier_note(history: &[ChatTurn]) -> Option<String> {
    let e = last_answer(history)?;
    let mut s = String::from("\nThe conversation so far:\n");
    let inputs: Vec<String> = e.inputs.iter().map(describe).collect();
    let tool = tool_for(&e.intent);
    if inputs.is_empty() {
        let _ = writeln!(s, "- The last answer: {}.", e.intent);
    } else {
        let _ = writeln!(
            s,
            "- The last calculation: {} with {}.",
            e.intent,
            inputs.join(", ")
        );
    }
    if let Some(subject) = &e.subject {
        let _ = writeln!(
            s,
            "- It was about: {subject:?} (what a later \"it\" means)."
        );
    }
    if let Some(name) = &e.awaiting {
        let _ = writeln!(
            s,
            "- That reply asked for the {name}: if the new message gives it, run the calculation with it."
        );
    }
    if !e.inputs.is_empty() {
        let again = tool.map_or("run it again".to_string(), |t| format!("call {t} again"));
        let _ = writeln!(
            s,
            "- A follow-up that changes some of these (\"what about over 25 years?\", \"and at 8%?\", \"fortnightly instead\", \"I meant 5.5%, not 6.5%\") asks for the same calculation: {again} with every input above and only the change, and say what you kept (\"Same loan, over 25 years instead of 30\")."
        );
    }
    if e.hypothetical {
        let _ = writeln!(
            s,
            "- It was a what-if: its figures are not the person's own. A follow-up to it is a what-if too (pass whatIf true): save none of its figures."
        );
    } else {
        let _ = writeln!(
            s,
            "- Figures in a question or a follow-up are for that answer only: save none of them."
        );
    }
    Some(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin::Household;
    use crate::context::Role;
    use finance_domain::Region;
    use finance_domain::calc::Frequency;
    use rust_decimal_macros::dec;

    fn input(name: &str, unit: InputUnit, value: &str, source: InputSource) -> AnswerInput {
        AnswerInput {
            name: name.into(),
            unit,
            value: value.into(),
            source,
        }
    }

    #[test]
    fn values_are_written_as_the_builtin_writes_them() {
        let mut g = Given::new();
        g.said("principal", Val::Money(dec!(700000.00)));
        g.said("rate", Val::Rate(dec!(0.0600)));
        g.said(
            "years",
            Val::Term {
                years: 25,
                months: 0,
            },
        );
        g.either(
            "frequency",
            Val::Frequency(Frequency::Monthly),
            false,
            InputSource::Default,
        );
        g.said("extra", Val::Flow(dec!(500), Frequency::Fortnightly));
        g.said("state", Val::Region(Region::UsWa));
        g.said("household", Val::Household(Household::Couple));
        let r = g.record("loan_repayment", None, false);
        assert_eq!(
            r.inputs,
            vec![
                input(
                    "principal",
                    InputUnit::Money,
                    "700000",
                    InputSource::Message
                ),
                input("rate", InputUnit::Rate, "0.06", InputSource::Message),
                input("years", InputUnit::Years, "25", InputSource::Message),
                input(
                    "frequency",
                    InputUnit::Frequency,
                    "monthly",
                    InputSource::Default
                ),
                input(
                    "extra",
                    InputUnit::MoneyPerFortnight,
                    "500",
                    InputSource::Message
                ),
                input("state", InputUnit::Region, "US-WA", InputSource::Message),
                input(
                    "household",
                    InputUnit::Household,
                    "couple",
                    InputSource::Message
                ),
            ]
        );
        assert!(!r.hypothetical);
        assert_eq!(
            Given::new().record("limit:ira_limit", None, false).subject,
            Some("the IRA limit".into())
        );
    }

    #[test]
    fn a_value_the_earlier_answer_held_is_carried_and_so_is_a_what_if() {
        let earlier = AnswerRecord {
            intent: "tax".into(),
            inputs: vec![
                input("income", InputUnit::Money, "120000", InputSource::Message),
                input(
                    "taxYear",
                    InputUnit::TaxYear,
                    "2026-27",
                    InputSource::Default,
                ),
            ],
            hypothetical: true,
            awaiting: None,
            subject: None,
            options: Vec::new(),
        };
        let mut g = Given::new();
        g.said("income", Val::Money(dec!(120000)));
        g.said("taxYear", Val::TaxYear("2026-27".into()));
        g.said("state", Val::Region(Region::AuVic));
        let r = g.record("tax", Some(&earlier), false);
        let sources: Vec<InputSource> = r.inputs.iter().map(|i| i.source).collect();
        assert_eq!(
            sources,
            vec![
                InputSource::Earlier,
                InputSource::Default,
                InputSource::Message
            ]
        );
        assert!(r.hypothetical);
        // A fresh question (no figure of the earlier one's carried) is not a what-if because the
        // last one was, even when it repeats one of that answer's defaults.
        let mut g = Given::new();
        g.said("income", Val::Money(dec!(90000)));
        g.said("taxYear", Val::TaxYear("2026-27".into()));
        let r = g.record("tax", Some(&earlier), false);
        assert!(!r.hypothetical);
        assert_eq!(r.inputs[1].source, InputSource::Default);
    }

    #[test]
    fn the_note_lists_the_last_answer_and_how_to_follow_it_up() {
        let turn = |role, answer| ChatTurn {
            role,
            content: String::new(),
            answer,
        };
        let rec = AnswerRecord {
            intent: "savings_growth".into(),
            inputs: vec![
                input(
                    "contribution",
                    InputUnit::MoneyPerMonth,
                    "500",
                    InputSource::Message,
                ),
                input("rate", InputUnit::Rate, "0.07", InputSource::Default),
            ],
            hypothetical: false,
            awaiting: None,
            subject: None,
            options: Vec::new(),
        };
        let history = vec![turn(Role::User, None), turn(Role::Assistant, Some(rec))];
        let note = earlier_note(&history).unwrap_or_default();
        assert!(
            note.contains(
                "The last calculation: savings_growth with contribution 500 a month, rate 0.07 (Penny's default)."
            ),
            "{note}"
        );
        assert!(note.contains("call savings_projection again"), "{note}");
        // Out of reach four exchanges later, as for the built-in.
        let mut later = history.clone();
        for _ in 0..4 {
            later.push(turn(Role::User, None));
            later.push(turn(Role::Assistant, None));
        }
        assert_eq!(earlier_note(&later), None);
        assert_eq!(earlier_note(&history[..1]), None);
    }
}
