//! Extra retirement contributions: what a before-tax contribution saves in tax (Australian salary
//! sacrifice, a US pre-tax 401(k) deferral; `calc::pre_tax`), and what the super or 401(k) would be
//! worth with a regular extra contribution or a lump sum (the retirement plan, in today's dollars).
//! Both are what-ifs: the profile never changes.

use finance_domain::Country;
use finance_domain::calc::pre_tax::{PreTaxSaving, pre_tax_contribution};
use finance_domain::contribution_limits::{
    CARRY_FORWARD_BALANCE_LIMIT, CONTRIBUTIONS_TAX_RATE, DIVISION_293_THRESHOLD,
};
use finance_domain::retirement::plan::{PlanInput, PlanOverrides, PlanResult, plan};
use rust_decimal::Decimal;

use super::ContributionAsk;
use super::income::{annual, base_income, tax_request};
use super::{Intent, IntentDef};
use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::facts::Reading;
use crate::builtin::out::Out;
use crate::builtin::slots::{Money, Slots};
use crate::context::{AdvisorContext, Calculations};
use crate::format::{money, money_whole, percent};

const ACCOUNT_WORDS: &[&str] = &[
    "super",
    "superannuation",
    "smsf",
    "k401",
    "b403",
    "retirement account",
    "retirement savings",
    "retirement balance",
    "retirement fund",
];
const ADDING_WORDS: &[&str] = &[
    "add",
    "adding",
    "added",
    "put",
    "putting",
    "contribute",
    "contributing",
    "contribution",
    "contributions",
    "extra",
    "more",
    "top up",
    "topping up",
    "sacrifice",
    "sacrificing",
    "sacrificed",
    "defer",
    "deferring",
    "chuck",
    "chucking",
    "increase",
];
const PROJECTION_WORDS: &[&str] = &[
    "worth",
    "have",
    "end up",
    "grow",
    "balance",
    "retire with",
    "look like",
    "be",
    "reach",
];
const CONTRIBUTION_CUES: &[&str] = &[
    "sacrifice",
    "sacrificing",
    "sacrificed",
    "add",
    "adding",
    "put",
    "putting",
    "contribute",
    "contributing",
    "defer",
    "deferring",
    "extra",
    "top up",
    "into",
    "chuck",
];

pub fn detect(r: &Reading, s: &Slots) -> Option<ContributionAsk> {
    if s.money.is_empty() || r.has("roth") {
        return None;
    }
    // "sacrifice", "sacrificing", and the common misspelling "sacrafice".
    let sacrifice = r.has_prefix("sacrific") || r.has_prefix("sacrafic");
    let pre_tax = r.has_any(&["pre tax", "pretax", "before tax", "traditional"]);
    let account = r.has_any(ACCOUNT_WORDS);
    let deferral = r.has_any(&["k401", "b403"])
        && r.has_any(&[
            "defer",
            "deferring",
            "deferral",
            "contribute",
            "contributing",
            "put",
            "putting",
            "add",
            "adding",
        ]);
    let tax_word = r.has_any(&["tax", "taxes", "taxable"]);
    let save_word = r.has_any(&["save", "saves", "saving", "better off"]);
    let projection = r.has_any(&["worth", "grow", "end up", "will i have", "balance"]);
    if (sacrifice || deferral || (pre_tax && account)) && (tax_word || (save_word && !projection)) {
        return Some(ContributionAsk::TaxSaving);
    }
    // A savings sum with its own rate and term ("$500 a month into super for 20 years at 7%") is
    // the savings calculator's.
    let own_terms = s.rate().is_some() && (s.years.is_some() || s.months.is_some());
    // "is salary sacrificing worth it?" weighs it up; the topic answers that.
    if account
        && !r.has("worth it")
        && r.has_any(ADDING_WORDS)
        && r.has_any(PROJECTION_WORDS)
        && (r.question || r.has("if"))
        && !own_terms
    {
        return Some(ContributionAsk::WhatIf);
    }
    None
}

/// The definition of each intent of this family. Until an intent is described by its inputs it
/// reads the message as a whole (`LEGACY`).
pub(crate) fn def(_: ContributionAsk) -> &'static IntentDef {
    &LEGACY
}

const LEGACY: IntentDef = IntentDef {
    noun: "contribution",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer: |intent, _, ctx, u, out| {
        if let Intent::Contribution(ask) = intent {
            answer(ask, ctx, u, out);
        }
    },
};

pub(crate) fn answer(ask: ContributionAsk, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    match ask {
        ContributionAsk::TaxSaving => tax_saving(ctx, u, out),
        ContributionAsk::WhatIf => what_if(ctx, u, out),
    }
}

/// The contribution: the figure next to a contribution word, else the first figure.
fn contribution(u: &Understanding) -> Option<Money> {
    u.slots
        .money_near(&u.reading.tokens, CONTRIBUTION_CUES, 4)
        .or(u.slots.money.first().copied())
}

fn tax_saving(ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let Some(m) = contribution(u) else { return };
    let amount = annual(&m);
    let mut req = tax_request(u);
    let Some(base) = base_income(u, &[m.at]) else {
        return out.para(format!(
            "I need the salary it comes out of. Tell me \"I earn $85,000\", or ask with it: \"how much tax would I save by {} {} on $85,000?\"",
            if req.country == Country::Australia { "salary sacrificing" } else { "deferring" },
            money(amount)
        ));
    };
    req.income = base;
    if req.age.is_none() {
        req.age = u.scenario.age;
    }
    match pre_tax_contribution(&req, amount, ctx.today) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(s) => {
            out.para(match req.country {
                Country::Australia => au_saving(&s, m),
                Country::Us => us_saving(&s, m),
            });
            out.calculations = Some(Calculations::from(&s.after));
        }
    }
}

fn per_text(m: Money, amount: Decimal) -> String {
    match m.per {
        Some(f) if f != finance_domain::calc::Frequency::Yearly => {
            format!(
                "{} {} ({} a year)",
                money(m.value),
                f.per_label(),
                money(amount)
            )
        }
        _ => format!("{} a year", money(amount)),
    }
}

fn au_saving(s: &PreTaxSaving, m: Money) -> String {
    let (b, a) = (&s.before, &s.after);
    let mut t = format!(
        "**Salary sacrificing {} on {} saves {} in tax** in {} (income tax {} → {}, Medicare levy {} → {}",
        per_text(m, s.amount),
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
        "). Your super fund pays **{} contributions tax** ({}) on it, so you're **{} better off overall**: {} reaches your super and your take-home falls by {}.",
        money(s.contributions_tax),
        percent(CONTRIBUTIONS_TAX_RATE.value),
        money(s.net_saving),
        money(s.into_account),
        money(-s.take_home_change),
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

fn us_saving(s: &PreTaxSaving, m: Money) -> String {
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
        "**Deferring {} into a traditional (pre-tax) 401(k) on {} saves {} in tax** in {} (federal income tax {} → {}{state}). Social Security and Medicare tax (FICA) still apply to the deferred pay. Your take-home falls by {} while {} goes into the 401(k); it's taxed when you withdraw it.",
        per_text(m, s.amount),
        money(b.income),
        money(s.tax_saved),
        a.tax_year,
        money(b.federal_tax),
        money(a.federal_tax),
        money(-s.take_home_change),
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

/// The account's balance at `age`, today's and future dollars.
fn at_age(p: &PlanResult, age: u32) -> Option<(Decimal, Decimal)> {
    p.rows
        .iter()
        .find(|r| r.age == age)
        .map(|r| (r.balance_today, r.balance))
}

fn what_if(ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let Some(m) = contribution(u) else { return };
    let p = &u.updated;
    let au = p.country == Country::Australia;
    let account = if au { "super" } else { "401(k)" };
    let Some(age) = p.age else {
        return out.para(format!(
            "To project your {account} I need your age: tell me \"I'm 40\" and ask again."
        ));
    };
    let retire = p.retirement_age_or_default();
    let at = u.slots.age.unwrap_or(retire);
    if at <= age {
        return out.para(format!(
            "You're {age} already, so I can't project your {account} to {at}. Ask for a later age, for example \"what will my {account} be worth at {} if I add $200 a week?\"",
            retire.max(age + 5)
        ));
    }
    let overrides = PlanOverrides {
        // Working to the age asked about when it is past the retirement age.
        retirement_age: Some(retire.max(at)),
        expected_return: u.slots.rate(),
        horizon_age: Some(p.horizon_age.unwrap_or(95).max(at + 1).min(120)),
        ..PlanOverrides::default()
    };
    let mut input = match PlanInput::from_profile(p, &overrides) {
        Ok(i) => i,
        Err(e) => return out.para(format!("I couldn't project that: {e}.")),
    };
    // The super or 401(k) alone: savings outside it and their top-ups are left out.
    input.savings = Decimal::ZERO;
    input.voluntary_contributions = Decimal::ZERO;
    let mut with = input.clone();
    let lump = m.per.is_none();
    let yearly = annual(&m);
    if lump {
        with.retirement_balance = with.retirement_balance.saturating_add(m.value);
    } else if au {
        with.salary_sacrifice = with.salary_sacrifice.saturating_add(yearly);
    } else {
        with.pre_tax_deferral = with.pre_tax_deferral.saturating_add(yearly);
    }
    let (base, after) = match (plan(&input, ctx.today), plan(&with, ctx.today)) {
        (Ok(b), Ok(a)) => (b, a),
        (Err(e), _) | (_, Err(e)) => return out.para(format!("I couldn't project that: {e}.")),
    };
    let (Some((b_today, _)), Some((a_today, a_future))) = (at_age(&base, at), at_age(&after, at))
    else {
        return;
    };
    let added = if lump {
        format!("{} now", money(m.value))
    } else {
        per_text(m, yearly)
    };
    let mut t = format!(
        "That's a what-if, so your profile is unchanged.\n\n**Adding {added} to your {account}, it would be worth about {} at {at} in today's dollars**, against {} without it: **{} more**. In future dollars that's about {}.",
        money_whole(a_today),
        money_whole(b_today),
        money_whole(a_today - b_today),
        money_whole(a_future),
    );
    let mut assumptions = vec![format!(
        "your {account} balance of {} today",
        money(input.retirement_balance)
    )];
    if au {
        assumptions.push(if input.annual_income > Decimal::ZERO {
            format!(
                "your employer's Super Guarantee on your {} salary",
                money(input.annual_income)
            )
        } else {
            "no Super Guarantee, as no income is saved (tell me \"I earn $85,000\" to add it)"
                .into()
        });
        if !lump {
            assumptions.push("the extra goes in before tax (salary sacrifice), so the fund's 15% contributions tax comes off it; after-tax contributions would go in whole but cost more from your pay".into());
        } else {
            assumptions.push("the lump sum goes in after tax (a non-concessional contribution), so no contributions tax".into());
        }
    } else if !lump {
        assumptions.push(format!(
            "the extra is a pre-tax deferral on top of the {} you defer now, within the yearly limit{}",
            money(input.pre_tax_deferral),
            if input.employer_match > Decimal::ZERO { ", with your employer's match" } else { "" }
        ));
    }
    assumptions.push(format!(
        "{} a year returns ({}) and {} inflation; salary held at today's level in real terms{}",
        percent(input.expected_return),
        if u.slots.rate().is_some() {
            "the rate you gave"
        } else {
            "your profile's expected return"
        },
        percent(input.inflation),
        if at > retire {
            format!("; working until {at}")
        } else {
            String::new()
        }
    ));
    assumptions.push(
        "fees, insurance and tax on earnings not deducted; savings outside the account not counted"
            .into(),
    );
    t.push_str("\n\nAssumptions: ");
    t.push_str(&assumptions.join("; "));
    t.push('.');
    for n in &after.notes {
        t.push_str(&format!("\n\n{n}."));
    }
    // Only the contribution rules matter to the account's balance before retirement, not the
    // pension tables the plan also reads.
    for r in after
        .provisional_reasons
        .iter()
        .filter(|r| r.contains("Super Guarantee") || r.contains("401(k)"))
    {
        t.push_str(&format!("\n\nProvisional: {r}."));
    }
    out.para(t);
}
