//! The intents not yet described by their inputs: they read the message as a whole and record no
//! inputs, so a follow-up to them starts afresh. Each moves to its own file with its inputs.

use super::{Intent, IntentDef};
use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::out::Out;
use crate::builtin::replies;
use crate::context::AdvisorContext;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "question",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer,
};

fn answer(intent: Intent, _: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    replies::answer_legacy(intent, ctx, u, out);
}
