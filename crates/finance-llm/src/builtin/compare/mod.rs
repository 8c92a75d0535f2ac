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
const HOUSEHOLD_WORDS: &[&str] = &[
    "single", "couple", "couples", "married", "family", "families",
];
/// Words that make a message a comparison, so that "and" can join its options ("5.8% and another
/// 6.3%: what's the difference?").
const COMPARING: &[&str] = &[
    "difference",
    "compare",
    "comparison",
    "each",
    "better",
    "cheaper",
    "another",
];

/// What kind of figure a run of tokens is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Money,
    Flow,
    Rate,
    Term,
    Frequency,
    TaxYear,
    Household,
    /// A country, state or city.
    Place,
    /// A bare small number; a term when it stands where another option has one ("or 6.2% over 30").
    Bare,
}

/// A figure with the words that make it what it is: "$500 a month", "30 years", "6.5%",
/// "fortnightly", tokens `start..end`.
#[derive(Debug, Clone, Copy)]
struct Figure {
    start: usize,
    end: usize,
    kind: Kind,
}

/// "each" asking after every option ("repayments on each?"), not a period ("each year").
pub(crate) fn each_option(tokens: &[Token]) -> bool {
    tokens
        .iter()
        .enumerate()
        .any(|(i, t)| t.tok.is("each") && !tokens.get(i + 1).is_some_and(is_period))
}

fn is_period(t: &Token) -> bool {
    t.tok
        .word()
        .is_some_and(|w| super::slots::frequency_word(w).is_some())
}

/// The tokens of a period written right after the figure at `at` ("a month", "per week", "/mo",
/// "weekly"): how many.
fn period_len(tokens: &[Token], at: usize) -> usize {
    match tokens.get(at + 1) {
        Some(t) if is_period(t) => 1,
        Some(t)
            if (matches!(t.tok.word(), Some("a" | "an" | "per" | "each" | "every"))
                || matches!(t.tok, Tok::Punct('/')))
                && tokens.get(at + 2).is_some_and(is_period) =>
        {
            2
        }
        _ => 0,
    }
}

/// Every figure of the message, in order: sums, rates, terms, periods, tax years, households and
/// places.
fn figures(tokens: &[Token]) -> Vec<Figure> {
    let places = super::places::find_places(tokens, finance_domain::Country::Australia);
    let mut out = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if let Some(p) = places.iter().find(|p| p.start == i && p.len > 0) {
            out.push(Figure {
                start: i,
                end: i + p.len,
                kind: Kind::Place,
            });
            i += p.len;
            continue;
        }
        let one = |kind, len: usize| Figure {
            start: i,
            end: i + len,
            kind,
        };
        let f = match &tokens[i].tok {
            Tok::Amount(a) if a.percent => Some(one(Kind::Rate, 1)),
            Tok::Amount(a) => {
                let dash = usize::from(matches!(
                    tokens.get(i + 1).map(|t| &t.tok),
                    Some(Tok::Punct('-'))
                ));
                let term = tokens
                    .get(i + 1 + dash)
                    .and_then(|t| t.tok.word())
                    .is_some_and(|w| TERM_WORDS.contains(&w));
                let period = period_len(tokens, i);
                if term && a.is_bare_count() {
                    Some(one(Kind::Term, 2 + dash))
                } else if period > 0 {
                    Some(one(Kind::Flow, 1 + period))
                } else if a.looks_like_money() {
                    Some(one(Kind::Money, 1))
                } else if a.is_bare_count() {
                    Some(one(Kind::Bare, 1))
                } else {
                    None
                }
            }
            Tok::Year(_) => Some(one(Kind::TaxYear, 1)),
            Tok::Word(w) if HOUSEHOLD_WORDS.contains(&w.as_str()) => Some(one(Kind::Household, 1)),
            Tok::Word(_) if is_period(&tokens[i]) => Some(one(Kind::Frequency, 1)),
            _ => None,
        };
        match f {
            Some(f) => {
                i = f.end;
                out.push(f);
            }
            None => i += 1,
        }
    }
    out
}

/// Where the message offers a choice: "or", "vs", "versus", "compared to/with", and "and" in a
/// message that compares.
fn separators(tokens: &[Token]) -> Vec<(usize, usize)> {
    // "each" compares ("repayments on each?"), but not as a period ("put away each month").
    let comparing = tokens.iter().enumerate().any(|(i, t)| {
        t.tok.word().is_some_and(|w| COMPARING.contains(&w))
            && !(t.tok.is("each") && tokens.get(i + 1).is_some_and(is_period))
    });
    let mut out = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        match t.tok.word() {
            Some("or" | "vs" | "versus") => out.push((i, 1)),
            Some("and") if comparing => out.push((i, 1)),
            // "over 25 and 30 years", "at 5 and 6%": two figures of one unit side by side.
            Some("and") if figures_of_one_unit(tokens, i) => out.push((i, 1)),
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

/// Whether the "and" at `at` joins two figures that share the unit written after the second
/// ("25 and 30 years", "5 and 6%").
fn figures_of_one_unit(tokens: &[Token], at: usize) -> bool {
    let (Some(a), Some(b)) = (
        at.checked_sub(1).and_then(|p| tokens[p].tok.amount()),
        tokens.get(at + 1).and_then(|t| t.tok.amount()),
    ) else {
        return false;
    };
    let term_after = tokens
        .get(at + 2)
        .and_then(|t| t.tok.word())
        .is_some_and(|w| TERM_WORDS.contains(&w));
    let bare = |x: &crate::builtin::amounts::Amount| !x.currency && !x.scaled && !x.percent;
    (bare(a) && bare(b) && term_after) || (b.percent && !a.currency && !a.scaled)
}

/// The clause around the choice at `at`: from the last clause mark before it to the first after
/// it (".", "?", ",", ":", ";" or a dash standing alone, not the one in "15-year").
fn clause_of(tokens: &[Token], at: usize) -> (usize, usize) {
    let mark = |i: usize| match tokens[i].tok {
        Tok::Punct('.' | '?' | '!' | ';' | ',' | ':') => true,
        Tok::Punct('-') => {
            !(i > 0
                && tokens[i - 1].tok.amount().is_some()
                && tokens
                    .get(i + 1)
                    .and_then(|t| t.tok.word())
                    .is_some_and(|w| TERM_WORDS.contains(&w)))
        }
        _ => false,
    };
    let start = (0..at).rev().find(|&i| mark(i)).map_or(0, |p| p + 1);
    let end = (at..tokens.len())
        .find(|&i| mark(i))
        .unwrap_or(tokens.len());
    (start, end)
}

/// The message once for each option it offers: the options' own figures kept, the others'
/// taken out ("a 15-year at 5.75% or a 30-year at 6.5% on $350,000" → "a 15-year at 5.75% … on
/// $350,000" and "… a 30-year at 6.5% on $350,000"). Figures that have no counterpart on the
/// other side ("$350,000") belong to every option. None when the message offers no choice.
fn option_texts(tokens: &[Token]) -> Vec<Vec<Token>> {
    let Some(&(sep, width)) = separators(tokens).first() else {
        return Vec::new();
    };
    if let Some(listed) = listed_options(tokens, sep, width) {
        return listed;
    }
    let (start, end) = clause_of(tokens, sep);
    let figs = figures(tokens);
    let left: Vec<Figure> = figs
        .iter()
        .copied()
        .filter(|f| f.start >= start && f.end <= sep)
        .collect();
    let right: Vec<Figure> = figs
        .iter()
        .copied()
        .filter(|f| f.start >= sep + width && f.end <= end)
        .collect();
    let has_term = left.iter().chain(&right).any(|f| f.kind == Kind::Term);
    // A bare number after "over"/"for" where the other side has a term is a term ("… over 25
    // years or 6.2% over 30"). A sum pairs with a sum a period ("$500 or $1,000 a month").
    let term_word_before = |f: &Figure| {
        f.start > 0
            && matches!(
                tokens[f.start - 1].tok.word(),
                Some("over" | "for" | "in" | "after")
            )
    };
    // A bare figure right before the choice is what the figure right after it is ("15 or 30
    // years", "200 or 500 a month").
    let after = right.first().map(|r| r.kind);
    let kind = |f: &Figure| match f.kind {
        Kind::Bare if f.end == sep && after.is_some_and(|k| k != Kind::Bare) => match after {
            Some(Kind::Flow) => Kind::Money,
            Some(k) => k,
            None => Kind::Bare,
        },
        Kind::Bare if has_term && term_word_before(f) => Kind::Term,
        Kind::Flow => Kind::Money,
        k => k,
    };
    // Pairs of the same kind: the left one nearest the choice, the right one nearest it.
    let mut pairs: Vec<(Figure, Figure)> = Vec::new();
    for r in &right {
        if let Some(l) = left
            .iter()
            .rev()
            .find(|l| kind(l) == kind(r) && !pairs.iter().any(|(p, _)| p.start == l.start))
            && !pairs.iter().any(|(_, q)| q.start == r.start)
        {
            pairs.push((*l, *r));
        }
    }
    let text = |f: &Figure| -> String {
        tokens[f.start..f.end]
            .iter()
            .map(|t| t.orig.to_lowercase())
            .collect::<Vec<_>>()
            .join(" ")
    };
    if pairs.is_empty() || pairs.iter().all(|(l, r)| text(l) == text(r)) {
        return Vec::new();
    }
    // A unit written on one side only goes with the figure on the other: a term's ("over 30"
    // → "over 30 years"), a period ("$500 or $1,000 a month").
    let unit_of = |mine: &Figure, other: &Figure| -> &[Token] {
        match (mine.kind, other.kind) {
            (Kind::Bare, Kind::Term) => &tokens[other.end - 1..other.end],
            (Kind::Money | Kind::Bare, Kind::Flow) => &tokens[other.start + 1..other.end],
            _ => &[],
        }
    };
    let mut options = Vec::new();
    for side in 0..2 {
        let mut out = Vec::with_capacity(tokens.len() + 1);
        let dropped: Vec<(usize, usize)> = pairs
            .iter()
            .map(|(l, r)| {
                if side == 0 {
                    (r.start, r.end)
                } else {
                    (l.start, l.end)
                }
            })
            .collect();
        let kept: Vec<(Figure, Figure)> = pairs
            .iter()
            .map(|(l, r)| if side == 0 { (*l, *r) } else { (*r, *l) })
            .collect();
        for (i, t) in tokens.iter().enumerate() {
            if dropped.iter().any(|(a, b)| (*a..*b).contains(&i)) {
                continue;
            }
            out.push(t.clone());
            if let Some((mine, other)) = kept.iter().find(|(m, _)| m.end == i + 1) {
                out.extend(unit_of(mine, other).iter().cloned());
            }
        }
        options.push(out);
    }
    options
}

/// "over 20, 25 or 30 years", "5k, 10k or 15k": three or more figures of one kind listed with
/// commas before the choice. Each option is the message with the other figures of the list taken
/// out; a bare figure takes the unit written after the last one ("20" → "20 years").
fn listed_options(tokens: &[Token], sep: usize, width: usize) -> Option<Vec<Vec<Token>>> {
    let figs = figures(tokens);
    let last = *figs.iter().find(|f| f.start == sep + width)?;
    let mut list = vec![*figs.iter().find(|f| f.end == sep)?];
    while let Some(prev) = figs.iter().find(|f| {
        list[0].start >= 2 && f.end == list[0].start - 1 && tokens[f.end].tok == Tok::Punct(',')
    }) {
        list.insert(0, *prev);
    }
    if list.len() < 2 {
        return None;
    }
    let same = |f: &Figure| {
        f.kind == last.kind
            || (f.kind == Kind::Bare && matches!(last.kind, Kind::Term | Kind::Money | Kind::Rate))
    };
    if !list.iter().all(same) {
        return None;
    }
    list.push(last);
    // The unit after the last figure: "years" of "30 years", "%" is part of a rate already.
    let unit: &[Token] = match last.kind {
        Kind::Term => &tokens[last.end - 1..last.end],
        _ => &[],
    };
    let options = list
        .iter()
        .map(|mine| {
            let mut out = Vec::with_capacity(tokens.len() + 1);
            for (i, t) in tokens.iter().enumerate() {
                if list
                    .iter()
                    .any(|f| f.start != mine.start && (f.start..f.end).contains(&i))
                {
                    continue;
                }
                out.push(t.clone());
                if i + 1 == mine.end && mine.kind == Kind::Bare {
                    out.extend(unit.iter().cloned());
                }
            }
            out
        })
        .collect();
    Some(options)
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
    // An intent that compares what the message lists itself ("NY vs NJ vs PA") is left to.
    if def.inputs.is_empty() || intent.compares_itself() {
        return Vec::new();
    }
    let texts = option_texts(&u.reading.tokens);
    let read_options = |texts: &[Vec<Token>]| -> Vec<Inputs> {
        texts
            .iter()
            .map(|tokens| {
                let part = u.part(tokens, ctx);
                let mut only = Inputs::new();
                for i in (def.read)(intent, &part, ctx).iter() {
                    if i.source == InputSource::Message {
                        only.set(i.name, i.value.clone(), InputSource::Message);
                    }
                }
                only
            })
            .collect()
    };
    let differs = |said: &[Inputs]| {
        def.inputs.iter().any(|spec| {
            let values: Vec<_> = said.iter().map(|p| p.get(spec.name)).collect();
            values.windows(2).any(|w| w[0] != w[1])
        })
    };
    let mut said = read_options(&texts);
    // "what about 20 vs 25?" after a loan over a term: bare numbers are other terms.
    if !differs(&said)
        && matches!(base.get("years"), Some(super::inputs::Value::Term { .. }))
        && texts.iter().all(|t| {
            t.iter()
                .any(|x| x.tok.amount().is_some_and(|a| a.is_bare_count()))
        })
    {
        let with_unit: Vec<Vec<Token>> = texts
            .iter()
            .map(|t| {
                let words: Vec<String> = t
                    .iter()
                    .map(|x| match x.tok.amount() {
                        Some(a) if a.is_bare_count() => format!("{} years", x.orig),
                        _ => x.orig.clone(),
                    })
                    .collect();
                super::amounts::tokenize(&words.join(" "))
            })
            .collect();
        said = read_options(&with_unit);
    }
    let differs = differs(&said);
    if said.len() < 2 || !differs {
        return Vec::new();
    }
    // What the message said is read again for each option; what came from earlier, the profile or
    // a default stays.
    let mut common = Inputs::new();
    for i in base.iter().filter(|i| i.source != InputSource::Message) {
        common.set(i.name, i.value.clone(), i.source);
    }
    let options: Vec<Inputs> = said
        .into_iter()
        .map(|p| {
            let mut o = common.clone();
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
    if let Some(note) = answered[0]
        .text
        .rsplit("\n\n")
        .next()
        .filter(|n| !n.starts_with("**"))
    {
        out.para(note);
    }
}

#[cfg(test)]
mod tests;
