//! "What do you know about me?": every field the profile holds, in the person's country terms
//! (the computed tax fields and the assumptions left out). No inputs.

use finance_domain::ProfileField;

use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::builtin::replies::labels::{capitalise, field_label, value_text};
use crate::context::AdvisorContext;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "profile",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &["what do you know about me?", "summarise my finances"];

/// Fields the summary leaves out: worked out from the income, or assumptions with defaults.
const NOT_LISTED: &[ProfileField] = &[
    ProfileField::EmergencyFundCurrent,
    ProfileField::FederalTax,
    ProfileField::StateTax,
    ProfileField::FicaTax,
    ProfileField::ExpectedReturnRate,
    ProfileField::RetirementWithdrawalRate,
    ProfileField::EmergencyFundMonths,
];

fn answer(_: Intent, _: &Inputs, _: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let p = &u.updated;
    let country = p.country;
    let lines: Vec<String> = ProfileField::ALL
        .into_iter()
        .filter(|f| !NOT_LISTED.contains(f))
        .filter_map(|f| {
            f.get(p).map(|v| {
                format!(
                    "- {}: {}",
                    capitalise(field_label(f, country)),
                    value_text(f, &v, country)
                )
            })
        })
        .collect();
    // The country alone (always set) is no summary.
    if lines.len() <= 1 {
        out.para("I don't know much about you yet. Tell me your age, income, savings and expenses and I'll remember them.");
    } else {
        out.para(format!(
            "Here's what I know about you:\n\n{}",
            lines.join("\n")
        ));
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_summary_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "profile_summary");
        }
    }
}
