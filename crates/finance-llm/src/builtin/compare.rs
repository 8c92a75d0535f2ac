//! Comparisons: "a 15-year mortgage at 5.75% or a 30-year at 6.5% on $350,000?", "salary
//! sacrifice $5k or $10k?", "weekly or fortnightly?". The message offers options that differ in
//! some inputs of one intent; each option is answered by that intent and the headline figures are
//! shown side by side in a small table, with the difference. Works for every intent through its
//! declared inputs.

use finance_domain::answer::InputSource;
use rust_decimal::Decimal;

use super::Understanding;
use super::amounts::{Tok, Token};
use super::inputs::Inputs;
use super::intents::Intent;
use super::out::Out;
use crate::context::AdvisorContext;
use crate::format::money;

const TERM_WORDS: &[&str] = &["years", "year", "yrs", "yr", "months", "month"];

/// Where the message offers a choice: "or", "vs", "versus", "compared to/with".
fn separators(tokens: &[Token]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        match t.tok.word() {
            Some("or" | "vs" | "versus") => out.push((i, 1)),
            Some("compared")
                if tokens
                    .get(i + 1)
                    .is_some_and(|n| n.tok.is("to") || n.tok.is("with")) =>
            {
                out.push((i, 2));
            }
            _ => {}
        }
    }
    out
}

/// "15 or 30 years" → "15 years or 30 years", "6 or 7%" → "6% or 7%": a unit written once for
/// both figures goes with each.
fn distribute(tokens: &[Token]) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len() + 2);
    for (i, t) in tokens.iter().enumerate() {
        out.push(t.clone());
        let (Some(Tok::Amount(a)), Some(sep), Some(Tok::Amount(b))) = (
            Some(&t.tok),
            tokens.get(i + 1),
            tokens.get(i + 2).map(|n| &n.tok),
        ) else {
            continue;
        };
        if !matches!(sep.tok.word(), Some("or" | "vs" | "versus")) || !a.is_bare_count() {
            continue;
        }
        if b.percent
            && let Some(Tok::Amount(mine)) = out.last_mut().map(|l| &mut l.tok)
        {
            mine.percent = true;
        } else if let Some(unit) = tokens
            .get(i + 3)
            .filter(|u| u.tok.word().is_some_and(|w| TERM_WORDS.contains(&w)))
        {
            out.push(unit.clone());
        } else if let Some(period) = period_after(tokens, i + 2) {
            // "1000 vs 1500 a month": the period goes with both.
            out.extend(period.iter().cloned());
        }
    }
    out
}

/// The words of a period written right after the figure at `at` ("a month", "per week",
/// "/mo", "weekly"), to give the other option too.
fn period_after(tokens: &[Token], at: usize) -> Option<&[Token]> {
    let is_period = |t: &Token| t.tok.word().is_some_and(|w| super::slots::frequency_word(w).is_some());
    let next = tokens.get(at + 1)?;
    if is_period(next) {
        return Some(&tokens[at + 1..at + 2]);
    }
    let joined = matches!(next.tok.word(), Some("a" | "an" | "per" | "each" | "every"))
        || matches!(next.tok, Tok::Punct('/'));
    (joined && tokens.get(at + 2).is_some_and(is_period)).then(|| &tokens[at + 1..at + 3])
}

/// The options the message compares, each a full set of inputs (`base` with that option's own
/// figures), or none when it compares nothing.
pub(crate) fn options(
    intent: Intent,
    base: &Inputs,
    u: &Understanding,
    ctx: &AdvisorContext,
) -> Vec<Inputs> {
    let def = intent.def();
    if def.inputs.is_empty() {
        return Vec::new();
    }
    let tokens = distribute(&u.reading.tokens);
    let seps = separators(&tokens);
    if seps.is_empty() {
        return Vec::new();
    }
    let mut parts = Vec::new();
    let mut start = 0;
    for (at, width) in seps {
        parts.push(&tokens[start..at]);
        start = at + width;
    }
    parts.push(&tokens[start..]);
    let said: Vec<Inputs> = parts
        .iter()
        .map(|p| {
            let part = u.part(p, ctx);
            let mut only = Inputs::new();
            for i in (def.read)(intent, &part, ctx).iter() {
                if i.source == InputSource::Message {
                    only.set(i.name, i.value.clone(), InputSource::Message);
                }
            }
            only
        })
        .collect();
    if said.iter().any(Inputs::is_empty) {
        return Vec::new();
    }
    let differs = def.inputs.iter().any(|spec| {
        let values: Vec<_> = said.iter().filter_map(|p| p.get(spec.name)).collect();
        values.len() >= 2 && values.windows(2).any(|w| w[0] != w[1])
    });
    if !differs {
        return Vec::new();
    }
    let options: Vec<Inputs> = said
        .into_iter()
        .map(|p| {
            let mut o = base.clone();
            for i in p.iter() {
                o.set(i.name, i.value.clone(), InputSource::Message);
            }
            o
        })
        .collect();
    if options.iter().any(|o| def.missing(o).is_some()) {
        return Vec::new();
    }
    options
}

/// What tells the options apart: "15 years, 5.75%".
fn label(option: &Inputs, all: &[Inputs]) -> String {
    let differing: Vec<String> = option
        .iter()
        .filter(|i| all.iter().any(|o| o.get(i.name) != Some(&i.value)))
        .map(|i| i.value.describe())
        .collect();
    differing.join(", ")
}

/// "$1,234 more", "$1,234 less", "the same".
fn difference(d: Decimal) -> String {
    if d.is_zero() {
        "the same".into()
    } else if d > Decimal::ZERO {
        format!("{} more", money(d))
    } else {
        format!("{} less", money(-d))
    }
}

/// Answers each option and shows them side by side.
pub(crate) fn answer(
    intent: Intent,
    options: &[Inputs],
    ctx: &AdvisorContext,
    u: &Understanding,
    out: &mut Out,
) {
    let def = intent.def();
    let answered: Vec<Out> = options
        .iter()
        .map(|o| {
            let mut one = Out::new();
            (def.answer)(intent, o, ctx, u, &mut one);
            one
        })
        .collect();
    let labels: Vec<String> = options.iter().map(|o| label(o, options)).collect();
    let rows: Vec<&String> = answered[0].figures.iter().map(|(l, _)| l).collect();
    let same_rows = !rows.is_empty()
        && answered.iter().all(|a| {
            a.figures.len() == rows.len() && a.figures.iter().zip(&rows).all(|((l, _), r)| l == *r)
        });
    if !same_rows {
        for (l, a) in labels.iter().zip(&answered) {
            out.para(format!("**{l}:**"));
            out.para(&a.text);
        }
        return;
    }
    let two = answered.len() == 2;
    let mut t = format!("| | {} |", labels.join(" | "));
    if two {
        t.push_str(" Difference |");
    }
    t.push_str(&format!("\n|---|{}", "---|".repeat(labels.len())));
    if two {
        t.push_str("---|");
    }
    for (k, row) in rows.iter().enumerate() {
        let values: Vec<Decimal> = answered.iter().map(|a| a.figures[k].1).collect();
        let cells: Vec<String> = values.iter().map(|v| money(*v)).collect();
        t.push_str(&format!("\n| {row} | {} |", cells.join(" | ")));
        if two {
            t.push_str(&format!(" {} |", difference(values[1] - values[0])));
        }
    }
    out.para(format!(
        "**Side by side** ({}):\n\n{t}",
        labels.join(" vs ")
    ));
    // The working and assumptions, once: they are the same for every option.
    if let Some(note) = answered[0].text.rsplit("\n\n").next().filter(|n| !n.starts_with("**")) {
        out.para(note);
    }
}
