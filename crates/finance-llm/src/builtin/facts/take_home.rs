//! Take-home pay in a message: stated ("I take home 5k a month", "if I take home 5k") or asked
//! of an income ("take home on 110k"), which is no statement of take-home pay at all.

use crate::builtin::amounts::Token;

/// "take home on 110k", "take-home from a 95k salary": the figure is the income the take-home is
/// asked of, not take-home pay.
pub(super) fn net_of_income(clause: &[Token], p: usize) -> bool {
    let Some(k) = (p..clause.len().min(p + 4)).find(|&k| {
        clause[k]
            .tok
            .word()
            .is_some_and(|w| matches!(w, "on" | "from" | "of" | "for"))
    }) else {
        return false;
    };
    (k + 1..clause.len().min(k + 4))
        .take_while(|&j| clause[j].tok.amount().is_none())
        .all(|j| {
            clause[j]
                .tok
                .word()
                .is_some_and(|w| matches!(w, "a" | "an" | "about" | "around" | "my" | "$"))
        })
        && (k + 1..clause.len().min(k + 4)).any(|j| clause[j].tok.amount().is_some())
}

/// "if I take home 5k" states take-home pay; "would I take home" asks about it.
pub(super) fn stated_net_at(clause: &[Token], p: usize) -> bool {
    let subject = p
        .checked_sub(1)
        .is_some_and(|k| clause[k].tok.is("i") || clause[k].tok.is("we"));
    let inverted = p
        .checked_sub(2)
        .and_then(|k| clause[k].tok.word())
        .is_some_and(|w| {
            matches!(
                w,
                "would"
                    | "do"
                    | "will"
                    | "can"
                    | "could"
                    | "should"
                    | "does"
                    | "did"
                    | "much"
                    | "what"
            )
        });
    subject && !inverted
}
