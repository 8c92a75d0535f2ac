//! "Thanks!": a short welcome and what else to ask. No inputs; a figure after it may still be a
//! follow-up to the answer before (thanks is a weak intent).

use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "thanks",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &["thanks!", "thank you so much", "cheers"];

fn answer(_: Intent, _: &Inputs, _: &AdvisorContext, _: &Understanding, out: &mut Out) {
    out.para("You're welcome! Ask me any time about tax, take-home pay, retirement, budgeting or debt, or tell me more about your situation and I'll keep your profile up to date.");
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_thanks() {
        for m in super::EXAMPLES {
            answers_as(m, "thanks");
        }
    }
}
