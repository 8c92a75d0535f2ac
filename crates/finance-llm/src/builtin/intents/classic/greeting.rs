//! "Hi", "g'day": Penny introduces herself with what she can do, in the person's country terms,
//! and an example of a statement to start with. No inputs.

use finance_domain::Country;

use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "greeting",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &["hi", "hello there", "g'day", "good morning"];

fn answer(_: Intent, _: &Inputs, _: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let account = match u.updated.country {
        Country::Australia => "superannuation",
        Country::Us => "401(k) and IRA",
    };
    out.para(format!(
        "Hi! I'm Penny, your AI financial advisor. I can work out your tax and take-home pay, project your retirement savings, and talk through budgeting, debt, {account} and more.\n\nTell me a bit about yourself (for example \"I'm 34 and earn $85,000 a year\") or ask a question."
    ));
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_greetings() {
        for m in super::EXAMPLES {
            answers_as(m, "greeting");
        }
    }
}
