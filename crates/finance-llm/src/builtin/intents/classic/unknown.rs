//! When nothing fits: what Penny can do, with three example questions close to what was asked
//! (`fallback.rs` chooses them), never a guess. No inputs; a message routed here may still be a
//! follow-up to the answer before ("what about 63?"), which `conversation.rs` decides first.

use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::intents::{Intent, IntentDef, fallback};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "question",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &["what's the weather like", "who won the football?"];

fn answer(_: Intent, _: &Inputs, _: &AdvisorContext, u: &Understanding, out: &mut Out) {
    out.para(fallback::reply(&u.reading, u.updated.country));
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_not_guessed() {
        for m in super::EXAMPLES {
            answers_as(m, "unknown");
        }
    }
}
