//! Questions about the person's own figures ("how much equity have we got?", "how many months does
//! my emergency fund cover?"), answered from the profile with the figures used. One file per
//! intent; this file only detects which one a message asks.

use super::{IntentDef, OwnAsk};
use crate::builtin::facts::Reading;
use crate::builtin::inputs::Inputs;
use crate::builtin::slots::Slots;

/// Which own-figure question the message asks, if any.
pub fn detect(_r: &Reading, _s: &Slots) -> Option<OwnAsk> {
    None
}

pub(crate) fn def(_: OwnAsk) -> &'static IntentDef {
    &PENDING
}

/// Not answered yet.
const PENDING: IntentDef = IntentDef {
    noun: "figure",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer: |_, _, _, _, out| out.para("I can't work that out yet."),
};

