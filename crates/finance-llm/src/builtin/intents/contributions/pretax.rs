//! "How much tax would I save salary sacrificing $10k?", "…putting $10,000 pre-tax into my
//! 401(k)?": the tax engine run with and without the contribution (`calc::pre_tax`), with the
//! fund's contributions tax (Australia) and the yearly cap or deferral limit checked. "And if I max
//! it out?" contributes the room left under that cap or limit.

use finance_domain::Country;
use finance_domain::answer::InputSource;
use finance_domain::calc::Frequency;
use finance_domain::calc::pre_tax::{PreTaxSaving, pre_tax_contribution};
use finance_domain::contribution_limits::{
    CARRY_FORWARD_BALANCE_LIMIT, CONTRIBUTIONS_TAX_RATE, DIVISION_293_THRESHOLD,
};
use finance_domain::tax::TaxRequest;
use rust_decimal::Decimal;

use super::{contribution, per_text};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::income::{TAXED, read_income, read_place, request};
use crate::builtin::intents::savings::{earlier_inputs, nearest_figure};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::{AdvisorContext, Calculations};
use crate::format::{money, percent};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "contribution",
    inputs: &[
        InputSpec::needed("contribution", Unit::Flow),
        TAXED[0],
        TAXED[1],
        TAXED[2],
        TAXED[3],
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how much tax would i save salary sacrificing 10k into super?",
    "If I put $10,000 pre-tax into my 401(k), how much tax do I save?",
    "how much tax do I save putting $16,000 pre-tax in my 401k?",
    "how much tax would I save by salary sacrificing $200 a week on 90k?",
];

/// "max it out", "the most I can": the room left under the cap or limit.
const MAX_WORDS: &[&str] = &[
    "max",
    "maximum",
    "maxing",
    "maxed",
    "the most",
    "full cap",
    "the cap",
    "the limit",
];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    let m = contribution(u);
    i.said(
        "contribution",
        m.map(|m| Value::Flow(m.value, m.per.unwrap_or(Frequency::Yearly))),
    );
    read_income(&mut i, u, &m.map(|m| vec![m.at]).unwrap_or_default());
    read_place(&mut i, u);
    if m.is_none() && u.reading.has_any(MAX_WORDS) {
        // The room depends on the salary (the Super Guarantee) and the year: the earlier answer's
        // where this message doesn't give them.
        let mut all = earlier_inputs(u, ctx, &DEF).unwrap_or_default();
        for x in i.iter() {
            if x.source == InputSource::Message || all.get(x.name).is_none() {
                all.set(x.name, x.value.clone(), x.source);
            }
        }
        if let Some(room) = room(&tax_request(&all, u), ctx) {
            i.said("contribution", Some(Value::Flow(room, Frequency::Yearly)));
        }
    }
    // "6% of my salary": that share of the income, a year.
    if i.get("contribution").is_none()
        && u.reading.has_any(super::SHARE_OF_PAY)
        && let Some(share) = u.slots.rate()
        && let Some(pay) = i.money("income")
        && let Some(v) = pay.checked_mul(share)
    {
        i.said(
            "contribution",
            Some(Value::Flow(v.round_dp(2), Frequency::Yearly)),
        );
    }
    nearest_figure(&mut i, u, ctx, &DEF);
    // "how much tax does my 401k contribution save me?": the contribution the person makes now.
    if i.get("contribution").is_none()
        && u.reading.has_any(OWN_CONTRIBUTION)
        && let Some(v) = own_contribution(u)
    {
        i.set(
            "contribution",
            Value::Flow(v, Frequency::Yearly),
            InputSource::Profile,
        );
    }
    i
}

/// Names of the person's own before-tax contribution.
const OWN_CONTRIBUTION: &[&str] = &[
    "my contribution",
    "my contributions",
    "my k401 contribution",
    "my k401 contributions",
    "my b403 contribution",
    "my salary sacrifice",
    "my sal sac",
    "my pre tax",
    "my deferral",
    "my deferrals",
];

/// The before-tax contribution the profile holds for the person's country.
fn own_contribution(u: &Understanding) -> Option<Decimal> {
    let p = &u.updated;
    match p.country {
        Country::Australia => p.salary_sacrifice,
        Country::Us => p.pre_tax_retirement,
    }
    .filter(|v| *v > Decimal::ZERO)
}

fn tax_request(i: &Inputs, u: &Understanding) -> TaxRequest {
    let mut req = request(i, u);
    if req.age.is_none() {
        req.age = u.scenario.age;
    }
    // The saving of the contribution already made is worked out against none at all.
    if i.source("contribution") == Some(InputSource::Profile) {
        req.salary_sacrifice = None;
        req.pre_tax_retirement = None;
    }
    req
}

/// What can still go in this year: the cap or limit less what already counts toward it.
fn room(req: &TaxRequest, ctx: &AdvisorContext) -> Option<Decimal> {
    let s = pre_tax_contribution(req, Decimal::ZERO, ctx.today).ok()?;
    let room = s.limit.value - s.limit.used;
    (room > Decimal::ZERO).then_some(room)
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let Some((value, per)) = i.flow("contribution") else {
        return out.ask(
            "contribution",
            "How much would you put in? For example \"how much tax would I save salary sacrificing $10,000?\"",
        );
    };
    let amount = value.saturating_mul(Decimal::from(per.per_year()));
    let req = tax_request(i, u);
    if i.money("income").is_none() {
        return out.ask(
            "income",
            format!(
                "I need the salary it comes out of. Tell me \"I earn $85,000\", or ask with it: \"how much tax would I save by {} {} on $85,000?\"",
                if req.country == Country::Australia { "salary sacrificing" } else { "deferring" },
                money(amount)
            ),
        );
    }
    match pre_tax_contribution(&req, amount, ctx.today) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(s) => {
            out.figure("Tax saved", s.tax_saved);
            out.figure("Take-home falls by", -s.take_home_change);
            if req.country == Country::Australia {
                out.figure("Better off overall", s.net_saving);
            }
            out.para(match req.country {
                Country::Australia => au_saving(&s, value, per),
                Country::Us => us_saving(&s, value, per),
            });
            out.calculations = Some(Calculations::from(&s.after));
        }
    }
}

fn au_saving(s: &PreTaxSaving, value: Decimal, per: Frequency) -> String {
    let (b, a) = (&s.before, &s.after);
    let mut t = format!(
        "**Salary sacrificing {} on {} saves {} in tax** in {} (income tax {} → {}, Medicare levy {} → {}",
        per_text(value, per),
        money(b.income),
        money(s.tax_saved),
        a.tax_year,
        money(b.federal_tax),
        money(a.federal_tax),
        money(b.fica_tax),
        money(a.fica_tax),
    );
    match (b.help_repayment, a.help_repayment) {
        (Some(hb), Some(ha)) if hb > Decimal::ZERO => t.push_str(&format!(
            ", HELP repayment {} → {}: repayment income adds salary sacrifice back",
            money(hb),
            money(ha)
        )),
        _ => {}
    }
    t.push_str(&format!(
        "). Your super fund pays **{} contributions tax** ({}) on it, so you're **{} better off overall**: {} reaches your super and your take-home falls by {}, to {} a year.",
        money(s.contributions_tax),
        percent(CONTRIBUTIONS_TAX_RATE.value),
        money(s.net_saving),
        money(s.into_account),
        money(-s.take_home_change),
        money(a.take_home),
    ));
    let l = &s.limit;
    t.push_str(&format!(
        "\n\nWith your employer's Super Guarantee, your concessional contributions would be about **{}** against the {} of **{}**",
        money(l.used),
        l.name,
        money(l.value)
    ));
    if l.exceeded() {
        t.push_str(&format!(
            ": **over the cap**. The excess is taxed at your marginal rate (less a {} offset), unless you have unused cap from the last five years to carry forward (total super balance under {}).",
            percent(CONTRIBUTIONS_TAX_RATE.value),
            money(CARRY_FORWARD_BALANCE_LIMIT.value)
        ));
    } else {
        t.push_str(&format!(", leaving {} of room.", money(l.value - l.used)));
    }
    // Division 293 income: taxable income plus concessional contributions = salary + the SG.
    let sg = l.used - b.pre_tax_contributions - s.amount;
    if b.income + sg > DIVISION_293_THRESHOLD.value {
        t.push_str(&format!(
            " With income and concessional contributions over {}, Division 293 adds another 15% tax on the contributions, which this doesn't include.",
            money(DIVISION_293_THRESHOLD.value)
        ));
    }
    if let Some(p) = &l.provisional {
        t.push_str(&format!(" Provisional: {p}."));
    }
    t.push_str(&format!(
        "\n\nThe money stays in super until you can reach it (usually from 60 once retired). Source: {}.",
        l.source
    ));
    t
}

fn us_saving(s: &PreTaxSaving, value: Decimal, per: Frequency) -> String {
    let (b, a) = (&s.before, &s.after);
    let state = a
        .state
        .map(|st| {
            format!(
                ", {} state tax {} → {}",
                st.name(),
                money(b.state_tax),
                money(a.state_tax)
            )
        })
        .unwrap_or_default();
    let l = &s.limit;
    let mut t = format!(
        "**Deferring {} into a traditional (pre-tax) 401(k) on {} saves {} in tax** in {} (federal income tax {} → {}{state}). Social Security and Medicare tax (FICA) still apply to the deferred pay. Your take-home falls by {}, to {} a year, while {} goes into the 401(k); it's taxed when you withdraw it.",
        per_text(value, per),
        money(b.income),
        money(s.tax_saved),
        a.tax_year,
        money(b.federal_tax),
        money(a.federal_tax),
        money(-s.take_home_change),
        money(a.take_home),
        money(s.amount),
    );
    t.push_str(&format!(
        "\n\nThe {} at your age is **{}**; this would use {}",
        l.name,
        money(l.value),
        money(l.used)
    ));
    if l.exceeded() {
        t.push_str(": **over the limit**, and excess deferrals are taxed twice unless they're returned by April 15.");
    } else {
        t.push('.');
    }
    if let Some(p) = &l.provisional {
        t.push_str(&format!(" Provisional: {p}."));
    }
    t.push_str(&format!(" Source: {}.", l.source));
    t
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::savings::tests::chat;
    use crate::builtin::intents::tests::{answers_as, follow_up};
    use finance_domain::{Country, FinancialProfile};
    use rust_decimal_macros::dec;

    #[test]
    fn examples_are_pretax_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "pretax_saving");
        }
    }

    #[test]
    fn a_follow_up_changes_the_contribution() {
        let first = "how much tax do i save salary sacrificing 8k on 130k?";
        let r = follow_up(&[first], "what about 15k?");
        assert!(
            r.contains("Same contribution, $15,000 a year instead of $8,000 a year"),
            "{r}"
        );
        // 15,000 at 30% + 2% = $4,800 less tax.
        assert!(r.contains("saves $4,800 in tax"), "{r}");
        let r = follow_up(&[first], "and if I max it out?");
        // The 2026-27 cap ($32,500) less the Super Guarantee on $130,000 (12%: $15,600).
        assert!(r.contains("$16,900 a year"), "{r}");
        let r = follow_up(&[first], "what about on 150k?");
        assert!(
            r.contains("Salary sacrificing $8,000 a year on $150,000"),
            "{r}"
        );
    }

    #[test]
    fn two_amounts_are_compared() {
        let r = follow_up(
            &[],
            "salary sacrifice 5k or 10k on 110k, which saves more tax?",
        );
        assert!(
            r.contains("| Tax saved | $1,600 | $3,200 | $1,600 more |"),
            "{r}"
        );
    }

    #[test]
    fn a_sum_to_sacrifice_asks_what_it_saves_without_a_tax_word() {
        // "Should I salary sacrifice 5k or 10k?" weighs sums: each one's tax saving, side by side.
        let p = FinancialProfile {
            country: Country::Australia,
            annual_income: Some(dec!(92000)),
            ..FinancialProfile::default()
        };
        for m in [
            "should i salary sacrifice 5k or 10k?",
            "is it better to salary sacrifice $5,000 or $10,000?",
        ] {
            let r = chat(p.clone(), &[], m);
            assert!(
                r.content
                    .contains("| Tax saved | $1,600 | $3,200 | $1,600 more |"),
                "{m}: {}",
                r.content
            );
        }
        answers_as("should i salary sacrifice 200 a week?", "pretax_saving");
        // What it grows to is the what-if's; weighing it up with no sum is the topic's.
        answers_as(
            "if i salary sacrifice 200 a week what will my super be worth",
            "contribution_what_if",
        );
        // With no sum it's the personal question (the salary sacrifice intent), not a sum's saving.
        answers_as("should I salary sacrifice?", "salary_sacrifice");
    }

    #[test]
    fn maxing_out_the_account_contributes_the_limit() {
        // The 2026 401(k) limit ($24,500) on $130,000: $8,200 at 24% and $16,300 at 22%.
        let us = FinancialProfile {
            country: Country::Us,
            ..FinancialProfile::default()
        };
        for m in [
            "if i max out my 401k on 130k how much less tax do i pay",
            "how much tax do i save maxing my 401k on 130k?",
        ] {
            let r = chat(us.clone(), &[], m);
            assert!(
                r.content.contains("Deferring $24,500 a year"),
                "{m}: {}",
                r.content
            );
            assert!(
                r.content.contains("saves $5,554 in tax"),
                "{m}: {}",
                r.content
            );
        }
    }
}
