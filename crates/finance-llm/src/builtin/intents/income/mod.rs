//! Changes of income, worked out with the tax engine before and after: a bonus or a raise, a couple's
//! combined take-home, the Medicare levy surcharge against a policy price, two US states, two tax
//! years. Figures from `finance_domain::calc::income_change`.

use chrono::Datelike;
use finance_domain::calc::income_change::{
    Comparison, between_states, between_years, couple, extra_income, new_income, surcharge_cost,
};
use finance_domain::tax::year::{au_label, au_start_year_on};
use finance_domain::tax::{TaxRequest, TaxResult};
use finance_domain::{Country, Region};
use rust_decimal::Decimal;

use super::IncomeAsk;
use super::{Intent, IntentDef};
use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::facts::Reading;
use crate::builtin::out::Out;
use crate::builtin::slots::{Money, Slots};
use crate::context::{AdvisorContext, Calculations};
use crate::format::{money, percent};

const TAX_WORDS: &[&str] = &[
    "tax",
    "taxed",
    "taxes",
    "take home",
    "takehome",
    "after tax",
    "net",
    "keep",
    "worth",
    "how much",
    "in my pocket",
    "in hand",
    "extra",
    "better off",
    "difference",
    "get",
];
const PARTNER_WORDS: &[&str] = &[
    "partner",
    "wife",
    "husband",
    "spouse",
    "hubby",
    "missus",
    "boyfriend",
    "girlfriend",
    "fiance",
];
const INCOME_CUES: &[&str] = &[
    "earn", "earning", "salary", "income", "on", "make", "making", "paid", "wage", "base",
];

pub fn detect(r: &Reading, s: &Slots) -> Option<IncomeAsk> {
    let taxy = r.has_any(TAX_WORDS);
    if (r.has("surcharge") || r.has("mls"))
        && r.has_any(&[
            "policy",
            "insurance",
            "cover",
            "premium",
            "worth",
            "cost",
            "cheaper",
            "costs",
            "price",
            "save",
            "avoid",
            "pay",
        ])
    {
        return Some(IncomeAsk::Surcharge);
    }
    let us_regions = s
        .regions
        .iter()
        .filter(|r| r.country() == Country::Us)
        .count();
    if us_regions >= 2
        && (taxy || r.has_any(&["move", "moving", "vs", "versus", "compare", "or", "than"]))
    {
        return Some(IncomeAsk::States);
    }
    let last = r.has_any(&["last year", "last financial year", "previous year"]);
    let two_years = s.tax_years.len() >= 2
        || (last && r.has_any(&["this year", "next year", "compare", "compared", "change"]))
        || (r.has("this year") && r.has("next year"));
    if two_years
        && (taxy
            || r.has_any(&[
                "change", "changed", "compare", "vs", "versus", "stage 3", "cuts",
            ]))
    {
        return Some(IncomeAsk::Years);
    }
    if r.has("bonus")
        && !s.money.is_empty()
        && (taxy || r.has_any(&["got", "getting", "get", "receive", "paid"]))
    {
        return Some(IncomeAsk::Bonus);
    }
    // "from 100k to 116k": two salaries, the first replaced by the second.
    let from_to = s.money.iter().any(|m| follows(r, m, "from"))
        && s.money.iter().any(|m| follows(r, m, "to"));
    let raise = r.has_any(&[
        "raise",
        "pay rise",
        "payrise",
        "pay increase",
        "salary increase",
        "promotion",
        "pay bump",
        "goes up",
        "go up",
        "went up",
        "offered",
        "job offer",
        "new job",
    ]) || from_to;
    if raise && (!s.money.is_empty() || s.rate().is_some()) && taxy {
        return Some(IncomeAsk::Raise);
    }
    let couple_cue = r.has_any(&[
        "combined",
        "together",
        "both",
        "our",
        "we",
        "couple",
        "household",
    ]) || r.has_any(PARTNER_WORDS);
    if couple_cue
        && r.has_any(&[
            "take home",
            "takehome",
            "after tax",
            "net",
            "tax",
            "taxes",
            "bring home",
        ])
        && (s.money.len() >= 2
            || (s.money.len() == 1 && (r.has_any(PARTNER_WORDS) || r.has("both"))))
        && !r.has_any(&["household income is", "our household income"])
    {
        return Some(IncomeAsk::Couple);
    }
    None
}

/// Whether the word right before the figure is `word` ("from 100k").
fn follows(r: &Reading, m: &Money, word: &str) -> bool {
    m.at > 0 && r.tokens[m.at - 1].tok.is(word)
}

pub(crate) fn tax_request(u: &Understanding) -> TaxRequest {
    let mut req = TaxRequest::from_profile(&u.scenario);
    if let Some(c) = u
        .reading
        .mentioned_country
        .or(u.slots.countries.first().copied())
        && c != req.country
    {
        req.country = c;
        req.state = None;
        req.filing_status = None;
    }
    if let Some(r) = u
        .reading
        .mentioned_region
        .filter(|r| r.country() == req.country)
    {
        req.state = Some(r);
    }
    req.tax_year = u.reading.tax_year.clone();
    req
}

/// The person's own income in the question ("on 85k", "my salary is 90k"), else the profile's.
pub(crate) fn base_income(u: &Understanding, not: &[usize]) -> Option<Decimal> {
    u.slots
        .money
        .iter()
        .filter(|m| !not.contains(&m.at))
        .filter(|m| near(u, m, INCOME_CUES, 3))
        .map(annual)
        .next()
        .or(u.updated.annual_income.filter(|i| *i > Decimal::ZERO))
}

fn near(u: &Understanding, m: &Money, cues: &[&str], reach: usize) -> bool {
    u.slots
        .money_near(&u.reading.tokens, cues, reach)
        .is_some_and(|n| n.at == m.at)
        || {
            let toks = &u.reading.tokens;
            (m.at.saturating_sub(reach)..m.at).any(|k| {
                cues.iter()
                    .any(|c| crate::builtin::slots::seq_at(toks, k, c))
            })
        }
}

pub(crate) fn annual(m: &Money) -> Decimal {
    use finance_domain::calc::Frequency;
    match m.per {
        Some(Frequency::Weekly) => m.value.saturating_mul(Decimal::from(52)),
        Some(Frequency::Fortnightly) => m.value.saturating_mul(Decimal::from(26)),
        Some(Frequency::Monthly) => m.value.saturating_mul(Decimal::from(12)),
        _ => m.value,
    }
}

fn need_income(out: &mut Out, example: &str) {
    out.para(format!(
        "I need the salary it comes on top of. Tell me \"I earn $85,000\", or ask with it: \"{example}\"."
    ));
}

fn kept(c: &Comparison) -> String {
    format!(
        "you keep {} of the extra {} and {} goes in tax",
        percent(c.kept_share()),
        money(c.gross_change),
        money(c.tax_change)
    )
}

fn levies(r: &TaxResult) -> &'static str {
    match r.country {
        Country::Australia => "income tax and the Medicare levy",
        Country::Us => "federal tax, state tax and FICA",
    }
}

/// The definition of each intent of this family. Until an intent is described by its inputs it
/// reads the message as a whole (`LEGACY`).
pub(crate) fn def(_: IncomeAsk) -> &'static IntentDef {
    &LEGACY
}

const LEGACY: IntentDef = IntentDef {
    noun: "income question",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer: |intent, _, ctx, u, out| {
        if let Intent::Income(ask) = intent {
            answer(ask, ctx, u, out);
        }
    },
};

pub(crate) fn answer(ask: IncomeAsk, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let req = tax_request(u);
    match ask {
        IncomeAsk::Bonus => bonus(ctx, u, req, out),
        IncomeAsk::Raise => raise(ctx, u, req, out),
        IncomeAsk::Couple => pair(ctx, u, req, out),
        IncomeAsk::Surcharge => surcharge(ctx, u, req, out),
        IncomeAsk::States => states(ctx, u, req, out),
        IncomeAsk::Years => years(ctx, u, req, out),
    }
}

fn bonus(ctx: &AdvisorContext, u: &Understanding, mut req: TaxRequest, out: &mut Out) {
    let Some(b) =
        u.slots
            .money_near(&u.reading.tokens, &["bonus"], 4)
            .or(u.slots.money.first().copied())
    else {
        return out
            .para("How big is the bonus? For example \"what's a $10,000 bonus worth after tax?\"");
    };
    let Some(base) = base_income(u, &[b.at]) else {
        return need_income(
            out,
            &format!(
                "what's a {} bonus worth after tax on $85,000?",
                money(b.value)
            ),
        );
    };
    req.income = base;
    match extra_income(&req, b.value, ctx.today) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(c) => {
            out.para(format!(
                "**A {} bonus on a {} salary adds {} to your take-home** ({}, {}): {}.\n\nIt's taxed as part of your income for the year at your marginal position: {} after the bonus, compared with {} before. Withholding on the bonus payment itself may differ; the difference evens out when you lodge or file.",
                money(b.value),
                money(base),
                money(c.take_home_change),
                c.after.tax_year,
                levies(&c.after),
                kept(&c),
                money(c.after.take_home),
                money(c.before.take_home),
            ));
            out.calculations = Some(Calculations::from(&c.after));
        }
    }
}

fn raise(ctx: &AdvisorContext, u: &Understanding, mut req: TaxRequest, out: &mut Out) {
    let toks = &u.reading.tokens;
    let to = u
        .slots
        .money
        .iter()
        .find(|m| m.at > 0 && toks[m.at - 1].tok.is("to"))
        .copied();
    let from = u
        .slots
        .money
        .iter()
        .find(|m| m.at > 0 && toks[m.at - 1].tok.is("from"))
        .map(annual);
    // "offered a new job at $140,000", "got offered 73k": the offer is the new salary.
    let to = to.or_else(|| {
        u.slots
            .money_near(
                toks,
                &["offered", "offer", "new job", "job at", "job paying"],
                3,
            )
            .filter(|m| from.is_none_or(|f| annual(m) != f))
    });
    let to = to.as_ref();
    let Some(base) = from.or_else(|| base_income(u, &to.map(|m| vec![m.at]).unwrap_or_default()))
    else {
        return need_income(out, "what's a raise to $95,000 worth after tax on $85,000?");
    };
    req.income = base;
    let result = if let Some(t) = to {
        new_income(&req, annual(t), ctx.today)
    } else if let Some(m) = u.slots.money.iter().find(|m| annual(m) != base) {
        extra_income(&req, annual(m), ctx.today)
    } else if let Some(r) = u.slots.rate() {
        extra_income(&req, base.saturating_mul(r).round_dp(2), ctx.today)
    } else {
        return out
            .para("How big is the raise? For example \"a raise to $95,000\" or \"a 5% raise\".");
    };
    match result {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(c) => {
            out.para(format!(
                "**A raise from {} to {} adds {} a year to your take-home**, about {} a month ({}, {}): {}.\n\nTake-home goes from {} to {} a year; your marginal rate after the raise is {}.",
                money(c.before.income),
                money(c.after.income),
                money(c.take_home_change),
                money((c.take_home_change / Decimal::from(12)).round_dp(2)),
                c.after.tax_year,
                levies(&c.after),
                kept(&c),
                money(c.before.take_home),
                money(c.after.take_home),
                percent(c.after.marginal_rate)
            ));
            out.calculations = Some(Calculations::from(&c.after));
        }
    }
}

fn pair(ctx: &AdvisorContext, u: &Understanding, req: TaxRequest, out: &mut Out) {
    let partner = u
        .slots
        .money
        .iter()
        .find(|m| near(u, m, PARTNER_WORDS, 4))
        .copied();
    let (first, second) = match (u.slots.money.as_slice(), partner) {
        (all, Some(p)) => {
            let mine = all
                .iter()
                .find(|m| m.at != p.at)
                .map(annual)
                .or(u.updated.annual_income);
            (mine, Some(annual(&p)))
        }
        ([a, b, ..], None) => (Some(annual(a)), Some(annual(b))),
        // "we both make 90k"
        ([a], None) if u.reading.has("both") => (Some(annual(a)), Some(annual(a))),
        _ => (None, None),
    };
    let (Some(first), Some(second)) = (first, second) else {
        return out.para("I need both incomes: for example \"I earn $85,000 and my partner earns $60,000, what's our combined take-home?\"");
    };
    match couple(&req, first, second, ctx.today) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(c) => {
            let how = match req.country {
                Country::Australia => "Each of you is taxed on your own income (Australia has no joint returns); the Medicare levy and any surcharge are worked out on family income against the family thresholds.".to_string(),
                Country::Us => format!(
                    "Worked out as one joint return (married filing jointly) for federal{} tax, with Social Security and Medicare tax for each of you on your own wages.",
                    if req.state.is_some() { " and state" } else { "" }
                ),
            };
            out.para(format!(
                "**Combined take-home: {} a year** (about {} a month) on {} + {} = {} ({}).\n\n- Tax between you: {}\n- You: {} → {} take-home\n- Your partner: {} → {} take-home\n\n{how}",
                money(c.combined_take_home),
                money((c.combined_take_home / Decimal::from(12)).round_dp(2)),
                money(first),
                money(second),
                money(c.combined_income),
                c.first.tax_year,
                money(c.combined_tax),
                money(first),
                money(c.first.take_home),
                money(second),
                money(c.second.take_home),
            ));
        }
    }
}

fn surcharge(ctx: &AdvisorContext, u: &Understanding, mut req: TaxRequest, out: &mut Out) {
    if req.country != Country::Australia {
        req.country = Country::Australia;
        req.state = None;
        out.para("You're set up for the US; here's how it works in Australia.");
    }
    let price = u.slots.money_near(
        &u.reading.tokens,
        &[
            "policy",
            "cover",
            "insurance",
            "premium",
            "costs",
            "cost",
            "price",
            "for",
        ],
        3,
    );
    let not: Vec<usize> = price.iter().map(|p| p.at).collect();
    let Some(income) = base_income(u, &not) else {
        return need_income(
            out,
            "is a $1,500 policy cheaper than the surcharge on $110,000?",
        );
    };
    req.income = income;
    let price_value = price.map(|p| annual(&p)).unwrap_or(Decimal::ZERO);
    match surcharge_cost(&req, price_value, ctx.today) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(s) => {
            let mut text = format!(
                "**Without private hospital cover, the Medicare levy surcharge on {} would be {} in {}**",
                money(income),
                money(s.surcharge),
                s.tax_year
            );
            if s.surcharge.is_zero() {
                text.push_str(
                    ": your income is under the surcharge threshold, so there's nothing to avoid.",
                );
            } else {
                text.push('.');
            }
            if price.is_some() {
                if s.policy_costs_more_by > Decimal::ZERO {
                    text.push_str(&format!(
                        "\n\nA policy at {} a year costs **{} more** than the surcharge it avoids, so on tax alone the surcharge is cheaper (the cover itself may still be worth it to you).",
                        money(s.policy_price),
                        money(s.policy_costs_more_by)
                    ));
                } else {
                    text.push_str(&format!(
                        "\n\nA policy at {} a year costs **{} less** than the surcharge it avoids, so the cover pays for itself on tax alone.",
                        money(s.policy_price),
                        money(-s.policy_costs_more_by)
                    ));
                }
            }
            text.push_str(&format!(
                "\n\nThe surcharge is tested on income for surcharge purposes against the {} thresholds for your family situation; this uses your taxable income.",
                if req.marital_status.is_some_and(|m| m.is_partnered()) || req.dependents > 0 { "family" } else { "singles" }
            ));
            out.para(text);
        }
    }
}

fn states(ctx: &AdvisorContext, u: &Understanding, mut req: TaxRequest, out: &mut Out) {
    let us: Vec<Region> = u
        .slots
        .regions
        .iter()
        .filter(|r| r.country() == Country::Us)
        .copied()
        .collect();
    let (Some(a), Some(b)) = (us.first().copied(), us.get(1).copied()) else {
        return;
    };
    if u.updated.country != Country::Us {
        out.para("You're set up for Australia; here's how it works in the US.");
    }
    req.country = Country::Us;
    let Some(income) = base_income(u, &[]) else {
        return need_income(
            out,
            &format!("take-home on $100,000 in {} vs {}?", a.name(), b.name()),
        );
    };
    req.income = income;
    match between_states(&req, a, b, ctx.today) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(c) => {
            let (better, diff) = if c.take_home_change >= Decimal::ZERO {
                (b, c.take_home_change)
            } else {
                (a, -c.take_home_change)
            };
            out.para(format!(
                "**On {} in {}: {} take-home in {}, {} in {}.** You'd keep **{} more a year in {}**.\n\n- State income tax: {} in {}, {} in {}\n- Federal tax and FICA are the same in both: {} and {}",
                money(income),
                c.after.tax_year,
                money(c.before.take_home),
                a.name(),
                money(c.after.take_home),
                b.name(),
                money(diff),
                better.name(),
                money(c.before.state_tax),
                a.name(),
                money(c.after.state_tax),
                b.name(),
                money(c.before.federal_tax),
                money(c.before.fica_tax),
            ));
        }
    }
}

fn years(ctx: &AdvisorContext, u: &Understanding, mut req: TaxRequest, out: &mut Out) {
    let (first, second) = match year_pair(ctx, u, req.country) {
        Some(p) => p,
        None => return,
    };
    let Some(income) = base_income(u, &[]) else {
        return need_income(out, &format!("tax on $85,000 in {first} vs {second}?"));
    };
    req.income = income;
    req.tax_year = None;
    match between_years(&req, &first, &second, ctx.today) {
        Err(e) => out.para(format!("I couldn't compare those years: {e}.")),
        Ok(c) => {
            let dir = if c.take_home_change >= Decimal::ZERO {
                "more"
            } else {
                "less"
            };
            let mut s = format!(
                "**On {}: {} take-home in {}, {} in {}** ({} {dir} a year).\n\n- Tax in {}: {}\n- Tax in {}: {}",
                money(income),
                money(c.before.take_home),
                c.before.tax_year,
                money(c.after.take_home),
                c.after.tax_year,
                money(c.take_home_change.abs()),
                c.before.tax_year,
                money(c.before.total_tax()),
                c.after.tax_year,
                money(c.after.total_tax()),
            );
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

fn year_pair(
    ctx: &AdvisorContext,
    u: &Understanding,
    country: Country,
) -> Option<(String, String)> {
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
    let ys = &u.slots.tax_years;
    if ys.len() >= 2 {
        let mut v = [norm(&ys[0]), norm(&ys[1])];
        v.sort();
        return Some((v[0].clone(), v[1].clone()));
    }
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
    if r.has_any(&["last year", "last financial year", "previous year"]) {
        Some((last, if r.has("next year") { next } else { this }))
    } else {
        Some((this, next))
    }
}
