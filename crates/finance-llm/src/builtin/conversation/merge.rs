//! The inputs a message's answer runs with: its own, merged over the earlier answer's for a
//! follow-up, with the line that says what was carried over ("Same loan, over 25 years instead
//! of 30:").

use finance_domain::answer::InputSource;
use rust_decimal::Decimal;

use super::*;
use crate::builtin::Understanding;
use crate::builtin::inputs::{Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::context::AdvisorContext;

/// The inputs a message's answer runs with, and the line that says what was carried over.
pub(crate) struct Resolved {
    pub inputs: Inputs,
    /// A follow-up to a comparison: each earlier option with the message's changes.
    pub options: Vec<Inputs>,
    pub lead: Option<String>,
    /// The answer is a what-if (said here or carried from the earlier one).
    pub hypothetical: bool,
}

/// Reads the chosen intent's inputs from the message and merges the earlier answer's.
pub(crate) fn resolve(
    intent: Intent,
    follow: Option<&FollowUp>,
    u: &Understanding,
    ctx: &AdvisorContext,
) -> Resolved {
    let def = intent.def();
    let own = (def.read)(intent, u, ctx);
    let hypothetical_here = u.reading.hypothetical;
    let Some(f) = follow else {
        return Resolved {
            inputs: own,
            options: Vec::new(),
            lead: None,
            hypothetical: hypothetical_here,
        };
    };
    let before = Inputs::from_record(&f.earlier.inputs, def.inputs);
    let hypothetical = hypothetical_here || f.earlier.hypothetical;
    match f.mode {
        Mode::Fill => {
            let mut inputs = own;
            let mut carried = Vec::new();
            for i in before.iter() {
                if inputs.get(i.name).is_none()
                    || inputs.source(i.name) != Some(InputSource::Message)
                {
                    if i.source == InputSource::Message || i.source == InputSource::Earlier {
                        carried.push(i.value.describe());
                    }
                    inputs.set(i.name, i.value.clone(), carried_source(i.source));
                }
            }
            let lead = (!carried.is_empty())
                .then(|| format!("Using the same figures as before ({}):", carried.join(", ")));
            Resolved {
                inputs,
                options: Vec::new(),
                lead,
                hypothetical,
            }
        }
        Mode::Merge | Mode::Complete => {
            let mut inputs = Inputs::new();
            for i in before.iter() {
                inputs.set(i.name, i.value.clone(), carried_source(i.source));
            }
            let mut changes = Vec::new();
            for i in own.iter() {
                let earlier = before.get(i.name);
                match i.source {
                    InputSource::Message => {
                        if earlier != Some(&i.value) {
                            changes.push(change_text(i.name, &i.value, earlier, def));
                        }
                        inputs.set(i.name, i.value.clone(), InputSource::Message);
                    }
                    // The profile's value or a default: only where nothing was said before.
                    _ => {
                        if !matches!(
                            before.source(i.name),
                            Some(InputSource::Message | InputSource::Earlier)
                        ) {
                            inputs.set(i.name, i.value.clone(), i.source);
                        }
                    }
                }
            }
            // "make it 800", "what if i paid 400?": a bare sum is the earlier sum nearest it in
            // size, whatever the message's own reading took it for.
            if f.mode == Mode::Merge
                && let Some(v) = loose_sum(u)
                && let Some(name) = closest_sum(&before, v)
                && let Some(old) = before.get(name).cloned()
            {
                for i in own.iter() {
                    let same = matches!(i.value, Value::Money(x) | Value::Flow(x, _) if x == v);
                    if i.source == InputSource::Message && same && i.name != name {
                        match before.input(i.name) {
                            Some(e) => {
                                inputs.set(i.name, e.value.clone(), carried_source(e.source))
                            }
                            None => inputs.remove(i.name),
                        }
                        changes.retain(|c| !c.contains(&Value::Money(v).describe()));
                    }
                }
                // The period said with it, else the earlier one ("and 500 a fortnight?").
                let said_per = u.slots.money.first().and_then(|m| m.per);
                let new = match old {
                    Value::Flow(_, f) => Value::Flow(v, said_per.unwrap_or(f)),
                    _ => Value::Money(v),
                };
                if inputs.get(name) != Some(&new) {
                    changes.retain(|c| !c.contains(&Value::Money(v).describe()));
                    changes.push(change_text(name, &new, Some(&old), def));
                    inputs.set(name, new, InputSource::Message);
                }
            }
            // "sorry meant 5.4", "and if the rate was 6.2" (a bare figure with decimals, or after
            // "rate"), "what if they did 6%" after the 401(k) match (the one percentage, when the
            // earlier answer has one rate): the earlier answer's rate, when nothing said took it.
            let rates: Vec<&'static str> = before
                .iter()
                .filter(|i| matches!(i.value, Value::Rate(_)))
                .map(|i| i.name)
                .collect();
            let bare_rate = loose_rate(u).or_else(|| {
                (rates.len() == 1 && relative(&u.reading).is_none())
                    .then(|| lone_percent(u))
                    .flatten()
            });
            if f.mode == Mode::Merge
                && let Some(v) = bare_rate
                && let Some(&name) = rates.first()
                && !own
                    .iter()
                    .any(|i| i.source == InputSource::Message && matches!(i.value, Value::Rate(_)))
                && let Some(old) = before.get(name).cloned()
            {
                let new = Value::Rate(v);
                if old != new {
                    say_change(&mut inputs, &mut changes, name, new, &before, def);
                }
            }
            // "what if rates go up 1%?", "and if I paid double?": the earlier figure, changed as
            // said. The message's own reading of "1%" as the rate is undone first.
            if f.mode == Mode::Merge
                && let Some(rel) = relative(&u.reading)
                && let Some((name, new)) = apply(rel, &u.reading, &before)
            {
                for i in own.iter().filter(|i| i.source == InputSource::Message) {
                    if matches!(i.value, Value::Rate(_)) && matches!(rel, Relative::Rate(_)) {
                        take_back(&mut inputs, &mut changes, i, &before, def);
                    }
                }
                say_change(&mut inputs, &mut changes, name, new, &before, def);
            }
            // "and over 25?": a bare whole number after "over" is the earlier answer's term.
            if f.mode == Mode::Merge
                && let Some(years) = term_fits(u, &before)
                && let Some(name) = before
                    .iter()
                    .find(|i| matches!(i.value, Value::Term { .. }))
                    .map(|i| i.name)
                && own.source(name) != Some(InputSource::Message)
            {
                let figure = Decimal::from(years);
                for i in own.iter().filter(|i| i.source == InputSource::Message) {
                    if matches!(i.value, Value::Money(x) | Value::Flow(x, _) if x == figure) {
                        take_back(&mut inputs, &mut changes, i, &before, def);
                    }
                }
                let new = Value::Term { years, months: 0 };
                if before.get(name) != Some(&new) {
                    say_change(&mut inputs, &mut changes, name, new, &before, def);
                }
            }
            // "I meant 5.5%, not 6.5%": the input that held the wrong figure takes the right one.
            if let Some((wrong, right)) = correction(u) {
                let held: Vec<(&'static str, Value)> = before
                    .iter()
                    .filter(|i| same_figure(&i.value, &wrong))
                    .filter_map(|i| shaped_like(&i.value, &right).map(|v| (i.name, v)))
                    .collect();
                // The message's own reading may have put the figures elsewhere ("the 65k goes
                // up to 80k" read as both incomes): every other input it set is taken back.
                if !held.is_empty() {
                    for i in own.iter().filter(|i| i.source == InputSource::Message) {
                        if !held.iter().any(|(n, _)| *n == i.name) {
                            take_back(&mut inputs, &mut changes, i, &before, def);
                        }
                    }
                }
                for (name, v) in held {
                    // Undo whatever the message's own reading put in its place first.
                    if let Some(e) = before.get(name).cloned() {
                        changes.retain(|c| !c.starts_with(&describe_named(name, &v, def)));
                        changes.push(change_text(name, &v, Some(&e), def));
                    }
                    inputs.set(name, v, InputSource::Message);
                }
            }
            if f.mode == Mode::Complete
                && let Some(name) = f.earlier.awaiting.as_deref()
                && inputs.get(name).is_none()
                && let Some(prev) = Intent::from_name(&f.earlier.intent)
                && let Some(v) = bare_value(u, name, prev)
                && let Some(spec) = def.inputs.iter().find(|s| s.name == name)
            {
                inputs.set(spec.name, v, InputSource::Message);
            }
            let lead = match f.mode {
                Mode::Merge if !changes.is_empty() => {
                    Some(format!("Same {}, {}:", def.noun, changes.join(" and ")))
                }
                _ => None,
            };
            // "What about the total interest on each?": every option of the earlier comparison,
            // with what the message changed.
            // "vs 5k?", "or over 25 years?": the earlier answer and the changed one side by side.
            let against = f.mode == Mode::Merge
                && f.earlier.options.len() < 2
                && !changes.is_empty()
                && u.reading
                    .tokens
                    .iter()
                    .find_map(|t| t.tok.word())
                    .is_some_and(|w| matches!(w, "vs" | "versus" | "or" | "compared"));
            let options = if against {
                let mut was = Inputs::new();
                for i in before.iter() {
                    was.set(i.name, i.value.clone(), carried_source(i.source));
                }
                vec![was, inputs.clone()]
            } else if f.mode == Mode::Merge && f.earlier.options.len() >= 2 {
                f.earlier
                    .options
                    .iter()
                    .map(|o| {
                        let mut opt = Inputs::new();
                        for i in Inputs::from_record(o, def.inputs).iter() {
                            opt.set(i.name, i.value.clone(), carried_source(i.source));
                        }
                        for i in inputs.iter().filter(|i| i.source == InputSource::Message) {
                            opt.set(i.name, i.value.clone(), InputSource::Message);
                        }
                        opt
                    })
                    .collect()
            } else {
                Vec::new()
            };
            // "how many years away is 65 for me" after "retire at 60 or 65": a change that makes
            // the options one and the same leaves nothing to set side by side.
            let options = if options
                .iter()
                .all(|o| o.iter().all(|i| options[0].get(i.name) == Some(&i.value)))
            {
                Vec::new()
            } else {
                options
            };
            Resolved {
                inputs,
                options,
                // The table heads say what changed.
                lead: lead.filter(|_| !against),
                hypothetical,
            }
        }
    }
}

/// Takes back what the message's own reading put in `i`'s place ("1%" read as the rate, "25" as a
/// sum), with the line that said so: the earlier value again, or nothing.
fn take_back(
    inputs: &mut Inputs,
    changes: &mut Vec<String>,
    i: &crate::builtin::inputs::Input,
    before: &Inputs,
    def: &IntentDef,
) {
    let said = change_text(i.name, &i.value, before.get(i.name), def);
    changes.retain(|c| *c != said);
    match before.input(i.name) {
        Some(e) => inputs.set(i.name, e.value.clone(), carried_source(e.source)),
        None => inputs.remove(i.name),
    }
}

/// Sets `name` to `new`, as the message said, with the line that says what changed (once).
fn say_change(
    inputs: &mut Inputs,
    changes: &mut Vec<String>,
    name: &'static str,
    new: Value,
    before: &Inputs,
    def: &IntentDef,
) {
    let text = change_text(name, &new, before.get(name), def);
    if !changes.contains(&text) {
        changes.push(text);
    }
    inputs.set(name, new, InputSource::Message);
}

/// A value carried from an earlier answer is marked as such, unless it was the profile's or a
/// default (read afresh each time).
pub(super) fn carried_source(s: InputSource) -> InputSource {
    match s {
        InputSource::Message | InputSource::Earlier => InputSource::Earlier,
        other => other,
    }
}

/// "over 25 years", "at 8%", "fortnightly", "in Victoria": a value with the word it follows.
/// Yes/no inputs as a reply says them: (name, when yes, when no).
const FLAG_WORDS: &[(&str, &str, &str)] = &[
    (
        "hospitalCover",
        "with private hospital cover",
        "without private hospital cover",
    ),
    ("interestOnly", "interest only", "principal and interest"),
];

/// Counts as a reply says them: (name, one, many).
const COUNT_WORDS: &[(&str, &str, &str)] = &[
    ("dependents", "child", "children"),
    ("targetMonths", "month", "months"),
];

pub(super) fn describe_named(name: &str, v: &Value, def: &IntentDef) -> String {
    // "with 2 children", not "with 2".
    if let (Some((_, one, many)), Value::Count(n)) =
        (COUNT_WORDS.iter().find(|(n, _, _)| *n == name), v)
    {
        return format!("with {n} {}", if *n == 1 { one } else { many });
    }
    let unit = def
        .inputs
        .iter()
        .find(|s| s.name == name)
        .map_or(v.unit(), |s| s.unit);
    // A yes/no input in the words of what it is.
    if let (Some((_, yes, no)), Value::Flag(b)) =
        (FLAG_WORDS.iter().find(|(n, _, _)| *n == name), v)
    {
        return (if *b { *yes } else { *no }).to_string();
    }
    let d = v.describe();
    match unit {
        Unit::Term => format!("over {d}"),
        Unit::Rate => format!("at {d}"),
        Unit::Region | Unit::Country => format!("in {d}"),
        Unit::Household | Unit::TaxYear => format!("for {d}"),
        Unit::Age => format!("at {d}"),
        Unit::Year => format!("by {d}"),
        _ => d,
    }
}

/// "over 25 years instead of 30", "at 8% instead of 6%", "with $200 a month".
pub(super) fn change_text(name: &str, new: &Value, old: Option<&Value>, def: &IntentDef) -> String {
    let now = describe_named(name, new, def);
    match old {
        // "without private hospital cover" says what changed on its own.
        _ if matches!(new, Value::Flag(_)) => now,
        Some(Value::Term { years, months: 0 }) if matches!(new, Value::Term { months: 0, .. }) => {
            format!("{now} instead of {years}")
        }
        Some(o) => format!("{now} instead of {}", o.describe()),
        // "in Victoria", "at 8%" read on their own; a sum says what it is.
        None if now != new.describe() => now,
        None => format!("with {now}"),
    }
}
