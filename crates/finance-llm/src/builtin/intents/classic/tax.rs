//! "How much tax on 85k?", "what's my take home?", "if I earned 120k in New York what would I take
//! home?": the tax engine's figures for an income in a country, state and tax year, as single or a
//! couple. Described by its inputs, so "and in Victoria?", "what about 130k?", "for 2025-26?" or
//! "for a couple" re-run it with the rest kept, and "85k or 95k?" answers both side by side.

use finance_domain::answer::InputSource;
use finance_domain::tax::year::au_start_year_on;
use finance_domain::tax::{TaxRequest, TaxResult, calculate};
use finance_domain::{Country, FinancialProfile, ProfileField};

use super::tax_breakdown::write_tax;
use super::tax_inputs::{
    current_year, fit_year, said_country, said_dependents, said_help_debt, said_household,
    said_income, said_pre_tax, said_state, said_tax_year, year_label,
};
use crate::builtin::Understanding;
use crate::builtin::inputs::{Household, InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, percent};

pub(crate) const DEF: IntentDef = IntentDef {
    // Not "tax calculation": a follow-up is re-read with "on the <noun>" appended, and a noun
    // that routes to tax on its own would pull every cued question after a tax answer here.
    noun: "calculation",
    inputs: &[
        // Before tax, a year: the message's (a what-if or a question) or the profile's.
        InputSpec::needed("income", Unit::Money),
        InputSpec::optional("country", Unit::Country),
        InputSpec::optional("state", Unit::Region),
        InputSpec::optional("taxYear", Unit::TaxYear),
        // Single or a couple: the US filing status, Australia's family Medicare thresholds.
        InputSpec::optional("household", Unit::Household),
        InputSpec::optional("dependents", Unit::Count),
        // Salary sacrificed into super (AU) or a pre-tax 401(k) deferral (US), a year.
        InputSpec::optional("preTax", Unit::Money),
        // Australia: a HELP (HECS) balance the question supposes ("with a 30k HECS debt").
        InputSpec::optional("helpDebt", Unit::Money),
        // Australia: private hospital cover the question supposes ("and without private hospital
        // cover?"); unsaid, the profile's.
        InputSpec::optional("hospitalCover", Unit::Flag),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how much tax do I pay on 85k?",
    "tax on 150k this year?",
    "if I earned 120k what would I take home?",
    "whats the take home on 100k in california",
    "how much tax comes out of 1,500 a week",
    "federal tax on 95k in 2025?",
];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let p = &u.scenario;
    let mut i = Inputs::new();
    let pre_tax = said_pre_tax(u);
    i.said("income", said_income(u, pre_tax).map(Value::Money));
    i.or(
        "income",
        p.annual_income.map(Value::Money),
        InputSource::Profile,
    );
    let said_country = said_country(u);
    let country = said_country.unwrap_or(p.country);
    i.said("country", said_country.map(Value::Country));
    i.or(
        "country",
        Some(Value::Country(country)),
        InputSource::Profile,
    );
    // "We file jointly and make 180k together. What's our tax bill?": a married couple's joint
    // return is on the household's pay when no pay of the person's own is known.
    if country == finance_domain::Country::Us
        && p.marital_status == Some(finance_domain::MaritalStatus::Married)
    {
        i.or(
            "income",
            p.household_income.map(Value::Money),
            InputSource::Profile,
        );
    }
    i.said("state", said_state(u, country).map(Value::Region));
    i.or(
        "state",
        p.state
            .filter(|s| s.country() == country)
            .map(Value::Region),
        InputSource::Profile,
    );
    i.said(
        "taxYear",
        said_tax_year(u, country, ctx.today).map(Value::TaxYear),
    );
    i.or(
        "taxYear",
        Some(Value::TaxYear(year_label(
            country,
            current_year(country, ctx.today),
        ))),
        InputSource::Default,
    );
    i.said("household", said_household(u).map(Value::Household));
    let partnered = p.marital_status.is_some_and(|m| m.is_partnered());
    i.or(
        "household",
        Some(Value::Household(if partnered {
            Household::Couple
        } else {
            Household::Single
        })),
        InputSource::Profile,
    );
    i.said("dependents", said_dependents(u).map(Value::Count));
    i.or(
        "dependents",
        p.dependents.map(Value::Count),
        InputSource::Profile,
    );
    i.said("preTax", pre_tax.map(Value::Money));
    i.said("helpDebt", said_help_debt(u).map(Value::Money));
    i.said("hospitalCover", said_cover(u).map(Value::Flag));
    i
}

/// Private hospital cover the question supposes: "without private hospital cover" (no), "with
/// private health insurance" (yes). The statement of one's own is a profile fact instead.
fn said_cover(u: &Understanding) -> Option<bool> {
    let r = &u.reading;
    if !r.has_any(crate::builtin::facts::HOSPITAL_COVER) {
        return None;
    }
    if r.has_any(&["without", "no private", "dropped", "cancelled"]) {
        Some(false)
    } else if r.has_any(&["with private", "with hospital", "with health"]) {
        Some(true)
    } else {
        None
    }
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let country = i.country("country").unwrap_or(u.scenario.country);
    if u.reading.has("surcharge")
        && country == Country::Australia
        && let Some(p) = au_params(ctx.today)
    {
        let rates = &p.surcharge.rates;
        out.para(format!(
            "The **Medicare levy surcharge** is an extra {} to {} of income in {} for people without private hospital cover whose income is above the surcharge threshold ({} for singles; higher for families). Taking out an eligible private hospital policy avoids it.",
            percent(rates[0]),
            percent(rates[2]),
            p.label,
            money(p.surcharge.single[0])
        ));
    }
    let Some(req) = request(i, &u.scenario) else {
        return out.ask(
            "income",
            "I can work that out as soon as I know the income. Tell me your annual income before tax, for example \"I earn $85,000 a year\" (or \"$40 an hour\", \"$3,000 a fortnight\"), or ask about any amount: \"how much tax on $120k?\"",
        );
    };
    match calculate(&req, ctx.today) {
        Err(e) => out.para(format!("I couldn't calculate that: {e}.")),
        Ok(r) => {
            write_tax(&r, out);
            let what_if =
                u.reading.hypothetical || u.follow.as_ref().is_some_and(|f| f.earlier.hypothetical);
            if i.source("income") == Some(InputSource::Message)
                && !u
                    .changes
                    .iter()
                    .any(|(f, _)| *f == ProfileField::AnnualIncome)
                && !what_if
                && u.updated.annual_income != Some(r.income)
            {
                out.para(format!(
                    "If that's your own income, say \"I earn {}\" and I'll save it to your profile.",
                    money(r.income)
                ));
            }
        }
    }
}

/// The engine's request for these inputs over the profile `p` (its other payslip details), or
/// `None` without an income.
pub(crate) fn request(i: &Inputs, p: &FinancialProfile) -> Option<TaxRequest> {
    let mut req = TaxRequest::from_profile(p);
    req.income = i.money("income")?;
    let country = i.country("country").unwrap_or(p.country);
    if country != req.country {
        // The other country's payslip details don't apply there.
        req.country = country;
        req.state = None;
        req.filing_status = None;
        req.help_debt = None;
        req.salary_sacrifice = None;
        req.pre_tax_retirement = None;
        req.spouse_age = None;
    }
    req.state = i.region("state").filter(|s| s.country() == country);
    // The year in force unless one was asked for: the engine then falls back to its nearest
    // table, with a provisional note, where an explicit year would be refused.
    if matches!(
        i.source("taxYear"),
        Some(InputSource::Message | InputSource::Earlier)
    ) {
        req.tax_year = i.tax_year("taxYear").and_then(|y| fit_year(y, country));
    }
    if matches!(
        i.source("household"),
        Some(InputSource::Message | InputSource::Earlier)
    ) {
        i.household("household")
            .unwrap_or(Household::Single)
            .set_on(&mut req);
    }
    if let Some(n) = i.count("dependents") {
        req.dependents = n;
    }
    if i.get("hospitalCover").is_some() {
        req.private_hospital_cover = Some(i.flag("hospitalCover"));
    }
    if let Some(v) = i.money("preTax") {
        match country {
            Country::Australia => req.salary_sacrifice = Some(v),
            Country::Us => req.pre_tax_retirement = Some(v),
        }
    }
    if country == Country::Australia
        && let Some(v) = i.money("helpDebt")
    {
        req.help_debt = Some(v);
    }
    // A smaller income than the profile's own contributions (someone else's, a what-if) is
    // taxed without them.
    for c in [&mut req.salary_sacrifice, &mut req.pre_tax_retirement] {
        if c.is_some_and(|v| v > req.income) {
            *c = None;
        }
    }
    Some(req)
}

/// The tax on the income this message means (its own or the profile's) in its place, for the
/// answers that build on it (salary sacrifice, a budget, facts just stated); `None` without an
/// income. A contribution or HELP balance the message only supposes is the tax question's own.
pub(crate) fn for_message(
    ctx: &AdvisorContext,
    u: &Understanding,
) -> Option<Result<TaxResult, String>> {
    let req = request(&own_inputs(ctx, u), &u.scenario)?;
    Some(calculate(&req, ctx.today).map_err(|e| e.to_string()))
}

/// The inputs of [`for_message`]: the message's income and place, without what it supposes.
pub(crate) fn own_inputs(ctx: &AdvisorContext, u: &Understanding) -> Inputs {
    let mut i = read(Intent::Tax, u, ctx);
    i.remove("preTax");
    i.remove("helpDebt");
    i
}

/// The Australian parameter table in force on `today` (figures in prose come from it).
pub(crate) fn au_params(
    today: chrono::NaiveDate,
) -> Option<&'static finance_domain::tax::au::params::AuParams> {
    finance_domain::tax::au::params::for_start_year(au_start_year_on(today))
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::classic::talk;
    use crate::builtin::intents::tests::{answers_as, follow_up};
    use finance_domain::{Country, FinancialProfile, ProfileField, Region};

    #[test]
    fn examples_are_tax_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "tax");
        }
    }

    #[test]
    fn a_follow_up_changes_one_input() {
        let r = follow_up(
            &["if I earned 120k what would I take home?"],
            "and in Victoria?",
        );
        assert!(r.contains("Same calculation,"), "{r}");
        assert!(r.contains("in Victoria"), "{r}");
        assert!(r.contains("$91,080"), "{r}");
        let r = follow_up(
            &["if I earned 120k what would I take home?"],
            "what about 130k?",
        );
        assert!(
            r.contains("Same calculation, $130,000 instead of $120,000"),
            "{r}"
        );
        let r = follow_up(
            &["tax on 150k this year?"],
            "what about last financial year?",
        );
        assert!(r.contains("for 2025-26 instead of 2026-27"), "{r}");
        assert!(r.contains("$36,838"), "{r}");
        let r = follow_up(&["tax on 150k?"], "for 2025-26?");
        assert!(r.contains("2025-26 financial year"), "{r}");
    }

    #[test]
    fn a_correction_replaces_the_income() {
        let r = follow_up(&["tax on 120k?"], "sorry I meant 130k, not 120k");
        assert!(r.contains("$130,000 instead of $120,000"), "{r}");
        let r = follow_up(&["tax on 120k?"], "oops, 130k");
        assert!(r.contains("$130,000 instead of $120,000"), "{r}");
        assert!(!r.contains("Which figure"), "{r}");
    }

    #[test]
    fn income_is_read_a_year() {
        let r = follow_up(&[], "how much tax comes out of 1,500 a week");
        assert!(r.contains("**$78,000**"), "{r}");
        // An hourly rate is full time in the country the income is taxed in: 38 hours a week in
        // Australia, 40 in the US, whatever the profile's country.
        let r = follow_up(&[], "how much would someone take home on 25 bucks an hour?");
        assert!(r.contains("**$49,400**"), "{r}");
        let us = FinancialProfile {
            country: Country::Us,
            ..FinancialProfile::default()
        };
        let replies = talk(
            us.clone(),
            &["how much would someone take home on 25 bucks an hour?"],
        );
        assert!(
            replies[0].content.contains("**$52,000**"),
            "{}",
            replies[0].content
        );
        let replies = talk(us, &["take home on $45/hr full time in sydney?"]);
        assert!(
            replies[0].content.contains("**$88,920**"),
            "{}",
            replies[0].content
        );
        let r = follow_up(&[], "take home on $45/hr full time in new york?");
        assert!(r.contains("**$93,600**"), "{r}");
    }

    #[test]
    fn a_what_if_stays_one_and_a_later_fact_is_saved() {
        let replies = talk(
            FinancialProfile::default(),
            &[
                "if I earned 120k what would I take home?",
                "and in Victoria?",
                "what about 130k?",
                "I actually earn 95k",
            ],
        );
        for r in &replies[..3] {
            assert!(r.profile_changes.is_empty(), "{}", r.content);
            assert!(r.answer.as_ref().is_some_and(|a| a.hypothetical));
        }
        assert_eq!(
            replies[3].profile_changes,
            vec![(ProfileField::AnnualIncome, Some("95000".into()))]
        );
        assert!(
            replies[3].content.contains("$74,080"),
            "{}",
            replies[3].content
        );
    }

    #[test]
    fn household_dependents_and_contributions_are_inputs() {
        let us = FinancialProfile {
            country: Country::Us,
            state: Some(Region::parse(Country::Us, "OH").unwrap_or(Region::AuNsw)),
            ..FinancialProfile::default()
        };
        let replies = talk(
            us,
            &[
                "how much tax on 85k for a couple with 2 kids?",
                "and single?",
                "and with a $10k 401k contribution?",
            ],
        );
        let inputs = |k: usize| {
            replies[k]
                .answer
                .as_ref()
                .map(|a| {
                    a.inputs
                        .iter()
                        .map(|i| format!("{}={}", i.name, i.value))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        };
        assert!(
            inputs(0).contains(&"household=couple".to_string()),
            "{:?}",
            inputs(0)
        );
        assert!(
            inputs(0).contains(&"dependents=2".to_string()),
            "{:?}",
            inputs(0)
        );
        assert!(
            replies[1]
                .content
                .contains("for single instead of a couple"),
            "{}",
            replies[1].content
        );
        assert!(
            replies[2]
                .content
                .contains("Pre-tax 401(k) contribution: **$10,000**"),
            "{}",
            replies[2].content
        );
    }

    #[test]
    fn a_help_debt_follow_up_shows_the_repayment() {
        let r = follow_up(
            &["what's the take home on 85k?"],
            "and with a 30k HECS debt?",
        );
        assert!(r.contains("HELP repayment: **$2,700**"), "{r}");
        assert!(r.contains("$64,580"), "{r}");
    }

    #[test]
    fn two_incomes_side_by_side() {
        let r = follow_up(&[], "how much tax on 85k or 95k?");
        assert!(r.contains("| Take-home pay a year | $67,280 |"), "{r}");
    }
}
