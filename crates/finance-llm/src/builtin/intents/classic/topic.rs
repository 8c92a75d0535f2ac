//! "Should I lease or buy a car?", "tell me about family trusts": one of the topics library's
//! notes (`finance-domain/data/topics.json`) with the person's country-specific factors. The topic
//! is the intent's id, so it has no inputs; a later "it" stands for the topic's title.

use super::emergency_fund;
use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::builtin::topics;
use crate::context::AdvisorContext;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "topic",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer,
};

/// Phrasings it answers, with the topic each names (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[(&str, &str)] = &[
    ("should I lease or buy a car?", "topic:lease-vs-buy-car"),
    (
        "should I buy an investment property or shares?",
        "topic:investment-property-vs-shares",
    ),
    ("should I consolidate my debts?", "topic:debt-consolidation"),
    (
        "what are tax-effective ways to invest?",
        "topic:tax-effective-investing",
    ),
];

fn answer(intent: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let Intent::Topic(id) = intent else {
        return;
    };
    out.para(topics::render(id, u.updated.country));
    // The emergency fund topic goes on to the person's own target.
    if id == "emergency-fund-size" {
        (emergency_fund::DEF.answer)(Intent::EmergencyFund, i, ctx, u, out);
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_name_their_topic() {
        for (m, topic) in super::EXAMPLES {
            answers_as(m, topic);
        }
    }
}
