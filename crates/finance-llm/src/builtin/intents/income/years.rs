//! "How much less tax do I pay this year than last year on $90k?": one income through the tax
//! engine under two tax years' rules (`calc::income_change::between_years`), provisional years
//! said so with the reason.

use chrono::Datelike;
use finance_domain::Country;
use finance_domain::answer::InputSource;
use finance_domain::calc::income_change::between_years;
use finance_domain::tax::TaxResult;
use finance_domain::tax::year::{au_label, au_start_year_on};
use rust_decimal::Decimal;

use super::{HOUSEHOLD, TAXED, need_income, read_household, read_only_income, request};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::money;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "comparison",
    inputs: &[
        TAXED[0],
        InputSpec::needed("taxYear", Unit::TaxYear),
        InputSpec::needed("otherYear", Unit::TaxYear),
        TAXED[2],
        HOUSEHOLD,
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how much less tax do i pay this financial year compared to last year on 90k?",
    "how much less tax will I pay in 2026-27 than 2025-26 on 70k?",
    "tax on 85k in 2025-26 vs 2026-27?",
];

/// The year before the one in force: "last year", and a bare "last" after a comparison ("this
/// financial year compared to last").
pub(super) const LAST_YEAR: &[&str] = &[
    "last year",
    "last financial year",
    "previous year",
    "compared to last",
    "compared with last",
    "than last",
    "vs last",
    "versus last",
];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    let country = u
        .reading
        .mentioned_country
        .or(u.slots.countries.first().copied())
        .unwrap_or(u.updated.country);
    if country != u.updated.country {
        i.said("country", Some(Value::Country(country)));
    }
    let norm = |y: &str| -> String {
        match country {
            Country::Us => y.split('-').next().unwrap_or(y).to_string(),
            Country::Australia if !y.contains('-') => {
                let end: i32 = y.parse().unwrap_or(0);
                au_label(end - 1)
            }
            Country::Australia => y.to_string(),
        }
    };
    let (this, last, next) = match country {
        Country::Us => {
            let y = ctx.today.year();
            (y.to_string(), (y - 1).to_string(), (y + 1).to_string())
        }
        Country::Australia => {
            let s = au_start_year_on(ctx.today);
            (au_label(s), au_label(s - 1), au_label(s + 1))
        }
    };
    let r = &u.reading;
    let ys = &u.slots.tax_years;
    // Both years or neither: one year alone is half of an "X or Y" the question answers whole.
    let pair = if ys.len() >= 2 {
        let mut v = [norm(&ys[0]), norm(&ys[1])];
        v.sort();
        Some((v[0].clone(), v[1].clone(), InputSource::Message))
    } else if let [one] = ys.as_slice()
        && let Some(other) = crate::builtin::conversation::last_answer(&ctx.history)
            .and_then(|e| e.inputs.iter().find(|i| i.name == "taxYear"))
            .map(|i| norm(&i.value))
            .filter(|y| *y != norm(one))
    {
        // "how does that compare to 2025?" after the tax in 2026: the year of the earlier answer.
        let mut v = [norm(one), other];
        v.sort();
        Some((v[0].clone(), v[1].clone(), InputSource::Message))
    } else if let [one] = ys.as_slice()
        && r.has_any(&[
            "this year",
            "this financial year",
            "now",
            "currently",
            "since",
        ])
    {
        // "compare my tax this year vs 2024-25": the year now against the one named.
        let mut v = [norm(one), this.clone()];
        v.sort();
        Some((v[0].clone(), v[1].clone(), InputSource::Message))
    } else if r.has_any(LAST_YEAR) {
        Some((
            last,
            if r.has("next year") { next } else { this },
            InputSource::Message,
        ))
    } else if ys.is_empty() && r.has_any(&["next year", "next financial year"]) {
        Some((this, next, InputSource::Message))
    } else if ys.is_empty() && !r.has_any(&["this year", "this financial year"]) {
        Some((this, next, InputSource::Default))
    } else {
        None
    };
    if let Some((a, b, source)) = pair {
        i.set("taxYear", Value::TaxYear(a), source);
        i.set("otherYear", Value::TaxYear(b), source);
    }
    read_only_income(&mut i, u);
    read_household(&mut i, u);
    i
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let (Some(first), Some(second)) = (i.tax_year("taxYear"), i.tax_year("otherYear")) else {
        return out.ask(
            "taxYear",
            "Which two years? For example \"tax on $85,000 in 2025-26 vs 2026-27?\"",
        );
    };
    let Some(income) = i.money("income") else {
        return need_income(out, &format!("tax on $85,000 in {first} vs {second}?"));
    };
    let mut req = request(i, u);
    req.tax_year = None;
    match between_years(&req, first, second, ctx.today) {
        Err(e) => out.para(format!("I couldn't compare those years: {e}.")),
        Ok(c) => {
            out.figure(
                format!("Tax in {}", c.before.tax_year),
                c.before.total_tax(),
            );
            out.figure(format!("Tax in {}", c.after.tax_year), c.after.total_tax());
            let income_tax = match req.country {
                Country::Australia => "Income tax",
                Country::Us => "Federal income tax",
            };
            for r in [&c.before, &c.after] {
                out.figure(format!("{income_tax} in {}", r.tax_year), r.federal_tax);
            }
            let dir = if c.take_home_change >= Decimal::ZERO {
                "more"
            } else {
                "less"
            };
            let mut s = format!(
                "**On {}: {} take-home in {}, {} in {}** ({} {dir} a year).\n",
                money(income),
                money(c.before.take_home),
                c.before.tax_year,
                money(c.after.take_home),
                c.after.tax_year,
                money(c.take_home_change.abs()),
            );
            for r in [&c.before, &c.after] {
                s.push_str(&format!("\n- {}", year_line(r)));
            }
            for r in c
                .before
                .provisional_reasons
                .iter()
                .chain(&c.after.provisional_reasons)
            {
                s.push_str(&format!("\n\nProvisional: {r}."));
            }
            out.para(s);
        }
    }
}

/// One year's tax, each part named: "Tax in 2025-26: $19,588 (income tax $17,788, Medicare levy
/// $1,800)"; in the US federal income tax, state tax and FICA.
fn year_line(r: &TaxResult) -> String {
    let parts = match r.country {
        Country::Australia => format!(
            "income tax {}, Medicare levy {}",
            money(r.federal_tax),
            money(r.fica_tax)
        ),
        Country::Us => {
            let state = r
                .state
                .map(|st| format!(", {} state tax {}", st.name(), money(r.state_tax)))
                .unwrap_or_default();
            format!(
                "federal income tax {}{state}, FICA {}",
                money(r.federal_tax),
                money(r.fica_tax)
            )
        }
    };
    format!("Tax in {}: {} ({parts})", r.tax_year, money(r.total_tax()))
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::{answers_as, follow_up};

    #[test]
    fn examples_are_year_comparisons() {
        for m in super::EXAMPLES {
            answers_as(m, "compare_years");
        }
    }

    #[test]
    fn next_year_against_this_year() {
        answers_as(
            "How much will my tax go down next financial year on 80k?",
            "compare_years",
        );
    }

    #[test]
    fn a_follow_up_changes_the_income() {
        let first = "how much less tax will I pay in 2026-27 than 2025-26 on 70k?";
        let r = follow_up(&[first], "and on 45k?");
        assert!(
            r.contains("Same comparison, $45,000 instead of $70,000"),
            "{r}"
        );
        // Both years' tax differs by the one-point cut on $26,800: $268.
        assert!(r.contains("($268 more a year)"), "{r}");
    }

    #[test]
    fn each_year_names_its_income_tax_and_levy() {
        // The income tax and the Medicare levy are shown apart, not only their sum: on $90,000,
        // $17,788 and $1,800 in 2025-26, $17,520 and $1,800 in 2026-27.
        let r = follow_up(
            &[],
            "how much less tax will i pay this financial year compared to last year on 90k",
        );
        assert!(
            r.contains("Tax in 2025-26: $19,588 (income tax $17,788, Medicare levy $1,800)"),
            "{r}"
        );
        assert!(
            r.contains("Tax in 2026-27: $19,320 (income tax $17,520, Medicare levy $1,800)"),
            "{r}"
        );
        let r = follow_up(
            &["compare tax this year and last year on 100k"],
            "and 150k?",
        );
        assert!(r.contains("income tax $36,838"), "{r}");
        assert!(r.contains("income tax $36,570"), "{r}");
    }
}
