//! How a savings, income or contribution question builds on the earlier answer beyond what the
//! conversation's merge does by name: which of two inputs that say the same thing was said last,
//! a change said relative to the earlier figure ("another $200 a month", "double the monthly
//! amount"), and a question that points back at it ("at that rate").

use finance_domain::answer::InputSource;
use finance_domain::calc::Frequency;
use rust_decimal::Decimal;

use crate::builtin::Understanding;
use crate::builtin::conversation::last_answer;
use crate::builtin::facts::Reading;
use crate::builtin::inputs::{Inputs, Unit, Value};
use crate::builtin::intents::IntentDef;
use crate::context::AdvisorContext;

fn rank(s: Option<InputSource>) -> u8 {
    match s {
        Some(InputSource::Message) => 4,
        Some(InputSource::Earlier) => 3,
        Some(InputSource::Profile) => 2,
        Some(InputSource::Default) => 1,
        None => 0,
    }
}

/// Of inputs that say the same thing in different ways (a term, an age or a year; a target or a
/// deposit share), the one said most recently: the message's over one carried from earlier, and
/// the first named on a tie.
pub(crate) fn latest<'a>(i: &Inputs, names: &[&'a str]) -> Option<&'a str> {
    let mut best: Option<(&str, u8)> = None;
    for n in names {
        let r = rank(i.source(n));
        if r > 0 && best.is_none_or(|(_, b)| r > b) {
            best = Some((n, r));
        }
    }
    best.map(|(n, _)| n)
}

/// The earlier answer's inputs as `def` reads them: the answer this message follows up, or,
/// before that is settled, the newest answer in reach.
pub(crate) fn earlier_inputs(
    u: &Understanding,
    ctx: &AdvisorContext,
    def: &IntentDef,
) -> Option<Inputs> {
    let rec = match &u.follow {
        Some(f) => &f.earlier,
        None => last_answer(&ctx.history)?,
    };
    let i = Inputs::from_record(&rec.inputs, def.inputs);
    (!i.is_empty()).then_some(i)
}

/// "How long to reach $100k at that rate?": a question that points back at the earlier answer
/// ("that", "the same", "those") takes that answer's figures of the same names where it gives none
/// of its own, marked as carried over. (A message cued as a follow-up gets this from the
/// conversation's fill.)
pub(crate) fn points_back(
    i: &mut Inputs,
    u: &Understanding,
    ctx: &AdvisorContext,
    def: &IntentDef,
) {
    if u.follow.is_some() || !u.reading.has_any(&["that", "same", "those"]) {
        return;
    }
    let Some(before) = earlier_inputs(u, ctx, def) else {
        return;
    };
    for x in before.iter() {
        if matches!(x.source, InputSource::Message | InputSource::Earlier)
            && i.source(x.name) != Some(InputSource::Message)
            && let Some(spec) = def.inputs.iter().find(|s| s.name == x.name)
        {
            i.set(spec.name, x.value.clone(), InputSource::Earlier);
        }
    }
}

/// "double the monthly amount", "half the target": the factor.
fn scale(r: &Reading) -> Option<Decimal> {
    if r.has_any(&["double", "doubled", "twice"]) {
        Some(Decimal::TWO)
    } else if r.has_any(&["triple", "tripled", "treble"]) {
        Some(Decimal::from(3))
    } else if r.has_any(&["half", "halve", "halved"]) {
        Some(Decimal::new(5, 1))
    } else {
        None
    }
}

/// Words that make a figure come on top of the earlier one ("another $200 a month", "$200 more").
const ON_TOP: &[&str] = &[
    "another",
    "more",
    "extra",
    "additional",
    "on top",
    "top up",
    "add",
    "adding",
];

/// A change said relative to the earlier answer: "another $200 a month on top" adds the message's
/// contribution to the earlier one; "double the monthly amount" scales an earlier figure (the one
/// the words name, else its regular sum, else its first sum). Only for a message that gives no
/// other figure of its own.
pub(crate) fn relative(i: &mut Inputs, u: &Understanding, ctx: &AdvisorContext, def: &IntentDef) {
    let figures = u.slots.money.len() + u.slots.rates.len();
    if figures > 1 {
        return;
    }
    let Some(before) = earlier_inputs(u, ctx, def) else {
        return;
    };
    let r = &u.reading;
    let carried = |name: &str| {
        matches!(
            before.source(name),
            Some(InputSource::Message | InputSource::Earlier)
        )
    };
    if figures == 0 {
        let Some(k) = scale(r) else { return };
        let named = [
            (&["target", "goal"][..], "target"),
            (&["lump", "initial", "starting", "start"][..], "initial"),
            (&["income", "spending"][..], "retirementIncome"),
            (&["bonus"][..], "bonus"),
        ]
        .into_iter()
        .find(|(words, name)| r.has_any(words) && carried(name))
        .map(|(_, name)| name);
        let name = named.or_else(|| {
            def.inputs
                .iter()
                .filter(|s| carried(s.name))
                .find(|s| s.unit == Unit::Flow)
                .or_else(|| {
                    def.inputs
                        .iter()
                        .find(|s| s.unit == Unit::Money && carried(s.name))
                })
                .map(|s| s.name)
        });
        let Some(name) = name else { return };
        let scaled = match before.get(name) {
            Some(Value::Flow(v, f)) => Value::Flow((*v * k).round_dp(2), *f),
            Some(Value::Money(v)) => Value::Money((*v * k).round_dp(2)),
            _ => return,
        };
        if let Some(spec) = def.inputs.iter().find(|s| s.name == name) {
            i.set(spec.name, scaled, InputSource::Message);
        }
        return;
    }
    // Only a message that changes the sum alone: "what will $500 a month extra grow to in 10
    // years?" is a question of its own.
    let alone = i
        .iter()
        .filter(|x| x.source == InputSource::Message)
        .all(|x| x.name == "contribution");
    let on_top = alone && r.has_any(ON_TOP);
    if let (true, Some(Value::Flow(add, f)), Some(Value::Flow(had, g))) = (
        on_top,
        i.get("contribution").cloned(),
        before.get("contribution").cloned(),
    ) && carried("contribution")
        && i.source("contribution") == Some(InputSource::Message)
    {
        // The same period as the earlier sum, or both a year's worth.
        let sum = if f == g {
            Value::Flow(had + add, g)
        } else {
            let yearly = |v: Decimal, f: Frequency| v * Decimal::from(f.per_year());
            let total = yearly(had, g) + yearly(add, f);
            Value::Flow((total / Decimal::from(g.per_year())).round_dp(2), g)
        };
        i.said("contribution", Some(sum));
    }
}

/// Words that say nothing of what a figure is ("what about 2,500?", "and if it was 25k instead?").
const FILLER: &[&str] = &[
    "what",
    "whats",
    "about",
    "how",
    "and",
    "if",
    "it",
    "its",
    "was",
    "is",
    "were",
    "be",
    "say",
    "make",
    "try",
    "maybe",
    "instead",
    "then",
    "ok",
    "okay",
    "so",
    "with",
    "a",
    "an",
    "just",
    "the",
    "same",
    "but",
    "for",
    "actually",
    "sorry",
    "i",
    "meant",
    "mean",
    "not",
    "oops",
    "rather",
    "hmm",
    "now",
    "do",
    "did",
    "we",
    "could",
    "can",
    "would",
    "put",
    "had",
    "have",
    "to",
    "bump",
    "bumped",
    "up",
    "increase",
    "increased",
    "raise",
    "change",
    "changed",
    "go",
    "went",
    "lower",
    "drop",
    "dropped",
    "cut",
    "reduce",
    "push",
    "pushed",
    "set",
    "in",
    "into",
    "away",
    "aside",
    "save",
    "saving",
    "invest",
    "investing",
    "contribute",
    "contributing",
];

/// "What about 2,500?" after "$2,000 a month to reach $100,000": a bare sum in a follow-up (no
/// period, no word saying what it is) stands for the earlier figure nearest to it in size, and
/// keeps that figure's period. The message's own reading put it in `i` under another name.
pub(crate) fn nearest_figure(
    i: &mut Inputs,
    u: &Understanding,
    ctx: &AdvisorContext,
    def: &IntentDef,
) {
    let [m] = u.slots.money.as_slice() else {
        return;
    };
    let bare = m.per.is_none()
        && u.reading.tokens.iter().all(|t| match t.tok.word() {
            Some(w) => FILLER.contains(&w),
            None => true,
        });
    // "I make 70k" states the person's own figure (the reader took it as a fact): it is what the
    // words say, not a stand-in for the earlier figure nearest in size. A correction ("I meant
    // 25k") still is one.
    let stated = !u.reading.correction
        && u.reading
            .facts
            .iter()
            .any(|f| !f.hypothetical && f.first_person);
    if !bare || stated || m.value <= Decimal::ZERO {
        return;
    }
    let sums = |v: &Value| match v {
        Value::Money(x) | Value::Flow(x, _) => Some(*x),
        _ => None,
    };
    let said: Vec<&'static str> = i
        .iter()
        .filter(|x| x.source == InputSource::Message && sums(&x.value).is_some())
        .map(|x| x.name)
        .collect();
    let [given] = said.as_slice() else {
        return;
    };
    let Some(before) = earlier_inputs(u, ctx, def) else {
        return;
    };
    let apart = |x: Decimal| {
        if x > m.value {
            x / m.value
        } else {
            m.value / x
        }
    };
    let nearest = before
        .iter()
        .filter(|x| matches!(x.source, InputSource::Message | InputSource::Earlier))
        .filter_map(|x| {
            sums(&x.value)
                .filter(|v| *v > Decimal::ZERO)
                .map(|v| (x, apart(v)))
        })
        .min_by(|a, b| a.1.cmp(&b.1))
        .map(|(x, _)| x);
    let Some(x) = nearest.filter(|x| x.name != *given) else {
        return;
    };
    let value = match x.value {
        Value::Flow(_, f) => Value::Flow(m.value, f),
        _ => Value::Money(m.value),
    };
    if let Some(spec) = def.inputs.iter().find(|s| s.name == x.name) {
        i.remove(given);
        i.set(spec.name, value, InputSource::Message);
    }
}
