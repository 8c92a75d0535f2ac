//! The tools an OpenAI-compatible model may call on the tax engine and its tables:
//! `calculate_tax`, `compare_income_change` (a bonus, a raise, a couple, the surcharge, two
//! states, two years) and `lookup_limit`. They run the same engine and tables as the built-in
//! advisor, record what they computed as its intents do, and never change the profile.

use crate::builtin::Household;
use chrono::Datelike;
use finance_domain::answer::InputSource;
use finance_domain::calc::income_change::{
    between_states, between_years, couple, extra_income, new_income, surcharge_cost,
};
use finance_domain::contribution_limits as limits_table;
use finance_domain::tax::au::params as au;
use finance_domain::tax::us::params as us;
use finance_domain::tax::year::{au_start_year_on, parse_au, parse_us};
use finance_domain::tax::{FilingStatus, TaxRequest, TaxResult, calculate};
use finance_domain::{Country, FinancialProfile, Region};
use rust_decimal::Decimal;
use serde_json::{Value, json};

use crate::answer_record::{Given, Val};
use crate::calc_tools::{dec_arg, domain, money_arg, required};
use crate::context::Calculations;
use crate::tools::{Args, ToolState, error, passed, text_arg, unknown_keys};

pub const CALCULATE_TAX: &str = "calculate_tax";
pub const COMPARE_INCOME_CHANGE: &str = "compare_income_change";
pub const LOOKUP_LIMIT: &str = "lookup_limit";

/// The limits `lookup_limit` reads, by the built-in's ids (its intent is "limit:<id>").
const LIMITS: [&str; 13] = [
    "standard_deduction",
    "child_tax_credit",
    "social_security_wage_base",
    "tax_free_threshold",
    "medicare_levy",
    "surcharge_thresholds",
    "concessional_cap",
    "non_concessional_cap",
    "super_guarantee_rate",
    "401k_limit",
    "ira_limit",
    "hsa_limit",
    "age_pension_rate",
];

pub fn definitions() -> Vec<(&'static str, &'static str, Value)> {
    vec![
        (
            CALCULATE_TAX,
            "Income tax, levies (Medicare levy in Australia; FICA and state tax in the US) and take-home pay for one person and year. Use it for every tax figure you quote. Omitted fields come from the person's profile.",
            json!({
                "type": "object",
                "properties": {
                    "income": {"type": "string", "description": "Annual income before tax in dollars, digits only, e.g. \"85000\". Omit to use the profile's."},
                    "country": {"type": "string", "enum": ["australia", "us"]},
                    "state": {"type": "string", "description": "State code such as NSW or CA"},
                    "taxYear": {"type": "string", "description": "\"2025-26\" (Australia) or \"2026\" (US); omit for the current year"},
                    "filingStatus": {"type": "string", "enum": ["single", "married_filing_jointly", "married_filing_separately", "head_of_household"]}
                },
                "additionalProperties": false
            }),
        ),
        (
            COMPARE_INCOME_CHANGE,
            "What a change of income is worth after tax, from the tax engine run before and after: a bonus or raise (`amount` on top, or `newIncome`), a couple's combined take-home (`partnerIncome`), the Medicare levy surcharge against a policy (`policyPrice`, Australia), two US states (`states`), or two tax years (`taxYears`). `income` defaults to the profile's.",
            json!({
                "type": "object",
                "properties": {
                    "kind": {"type": "string", "enum": ["bonus", "raise", "couple", "surcharge", "states", "years"]},
                    "income": money_arg("The person's income before the change, dollars"),
                    "amount": money_arg("Bonus or raise on top, dollars"),
                    "newIncome": money_arg("Income after a raise, dollars"),
                    "partnerIncome": money_arg("Partner's income, dollars"),
                    "policyPrice": money_arg("Yearly private hospital policy price, dollars"),
                    "states": {"type": "array", "items": {"type": "string"}, "minItems": 2, "maxItems": 2},
                    "taxYears": {"type": "array", "items": {"type": "string"}, "minItems": 2, "maxItems": 2}
                },
                "required": ["kind"],
                "additionalProperties": false
            }),
        ),
        (
            LOOKUP_LIMIT,
            "A limit or rate from Penny's tax parameter tables, named with its year and source.",
            json!({
                "type": "object",
                "properties": {
                    "name": {"type": "string", "enum": LIMITS},
                    "taxYear": {"type": "string", "description": "\"2026\" (US) or \"2026-27\" (AU); omit for the current year"}
                },
                "required": ["name"],
                "additionalProperties": false
            }),
        ),
    ]
}

pub fn execute(name: &str, args: &Args, state: &mut ToolState) -> Value {
    let result = match name {
        CALCULATE_TAX => calculate_tax(args, state),
        COMPARE_INCOME_CHANGE => income(args, state),
        _ => limit(args, state),
    };
    result.unwrap_or_else(|e| e)
}

/// One person's tax for a year, recorded as the built-in's `tax`.
fn calculate_tax(args: &Args, state: &mut ToolState) -> Result<Value, Value> {
    if let Some(e) = unknown_keys(
        args,
        &["income", "country", "state", "taxYear", "filingStatus"],
    ) {
        return Err(e);
    }
    let mut req = TaxRequest::from_profile(&state.profile);
    if let Some(c) = text_arg(args, "country")? {
        let c = Country::parse(&c)
            .ok_or_else(|| error("invalid arguments: country must be 'australia' or 'us'"))?;
        if c != req.country {
            req.country = c;
            req.state = None;
        }
    }
    if let Some(i) = text_arg(args, "income")? {
        let cleaned: String = i.chars().filter(|c| *c != ',' && *c != '$').collect();
        req.income = cleaned
            .parse::<Decimal>()
            .map_err(|_| error("invalid arguments: income must be a number of dollars"))?;
    }
    if let Some(s) = text_arg(args, "state")? {
        req.state = Some(Region::parse(req.country, &s).ok_or_else(|| {
            error(format!(
                "invalid arguments: unknown state '{s}' for {}",
                req.country.as_str()
            ))
        })?);
    }
    if let Some(y) = text_arg(args, "taxYear")? {
        req.tax_year = Some(y);
    }
    if let Some(f) = text_arg(args, "filingStatus")? {
        req.filing_status = Some(
            FilingStatus::parse(&f)
                .ok_or_else(|| error("invalid arguments: unknown filingStatus"))?,
        );
    }
    let r = calculate(&req, state.today).map_err(|e| error(e.to_string()))?;
    state.calculations = Some(Calculations::from(&r));
    let given = tax_inputs(args, &req, &r, &state.profile);
    let figures = serde_json::to_value(&r).map_err(|e| error(e.to_string()))?;
    Ok(state.answered("tax", given, figures))
}

/// The tax question's inputs as the built-in's `tax` intent records them: the income, country,
/// state and year taxed, the household (single or a couple) and the profile's dependents.
fn tax_inputs(args: &Args, req: &TaxRequest, r: &TaxResult, p: &FinancialProfile) -> Given {
    let said = |key| passed(args, key);
    let mut g = Given::new();
    g.maybe(
        "income",
        (said("income") || p.annual_income.is_some()).then_some(Val::Money(req.income)),
        said("income"),
        InputSource::Profile,
    );
    g.either(
        "country",
        Val::Country(req.country),
        said("country"),
        InputSource::Profile,
    );
    g.maybe(
        "state",
        req.state.map(Val::Region),
        said("state"),
        InputSource::Profile,
    );
    g.either(
        "taxYear",
        Val::TaxYear(r.tax_year.clone()),
        said("taxYear"),
        InputSource::Default,
    );
    // The built-in knows single and a couple; other filing statuses are the profile's household.
    let filed = match req.filing_status.filter(|_| said("filingStatus")) {
        Some(FilingStatus::Single) => Some(false),
        Some(FilingStatus::MarriedFilingJointly) => Some(true),
        _ => None,
    };
    let partnered = p.marital_status.is_some_and(|m| m.is_partnered());
    g.either(
        "household",
        Val::Household(if filed.unwrap_or(partnered) {
            Household::Couple
        } else {
            Household::Single
        }),
        filed.is_some(),
        InputSource::Profile,
    );
    g.maybe(
        "dependents",
        p.dependents.map(Val::Count),
        false,
        InputSource::Profile,
    );
    g
}

fn two(args: &Args, key: &str) -> Result<(String, String), Value> {
    match args.get(key).and_then(Value::as_array).map(Vec::as_slice) {
        Some([Value::String(a), Value::String(b)]) => Ok((a.clone(), b.clone())),
        _ => Err(error(format!(
            "invalid arguments: '{key}' must be two strings"
        ))),
    }
}

/// A change of income, recorded as the built-in's `bonus_after_tax`, `raise_after_tax`,
/// `couple_take_home`, `surcharge_cost`, `compare_states` or `compare_years`.
fn income(args: &Args, state: &mut ToolState) -> Result<Value, Value> {
    if let Some(e) = unknown_keys(
        args,
        &[
            "kind",
            "income",
            "amount",
            "newIncome",
            "partnerIncome",
            "policyPrice",
            "states",
            "taxYears",
        ],
    ) {
        return Err(e);
    }
    let mut req = TaxRequest::from_profile(&state.profile);
    if let Some(i) = dec_arg(args, "income")? {
        req.income = i;
    }
    // The salary the change comes on, as the built-in's income answers record it: the one passed,
    // else the profile's (when it has one).
    let said_income = passed(args, "income");
    let salary = (said_income || req.income > Decimal::ZERO).then_some(Val::Money(req.income));
    let base = |g: &mut Given| g.maybe("income", salary.clone(), said_income, InputSource::Profile);
    let mut g = Given::new();
    let today = state.today;
    let kind = text_arg(args, "kind")?.unwrap_or_default();
    let (intent, comparison) = match kind.as_str() {
        "bonus" => {
            let amount = required(dec_arg(args, "amount")?, "amount")?;
            g.said("bonus", Val::Money(amount));
            ("bonus_after_tax", extra_income(&req, amount, today))
        }
        "raise" => match (dec_arg(args, "newIncome")?, dec_arg(args, "amount")?) {
            (Some(n), _) => {
                g.said("newIncome", Val::Money(n));
                ("raise_after_tax", new_income(&req, n, today))
            }
            (None, Some(a)) => {
                g.said("raise", Val::Money(a));
                ("raise_after_tax", extra_income(&req, a, today))
            }
            (None, None) => {
                return Err(error(
                    "invalid arguments: a raise needs 'newIncome' or 'amount'",
                ));
            }
        },
        "couple" => {
            let partner = required(dec_arg(args, "partnerIncome")?, "partnerIncome")?;
            base(&mut g);
            g.said("partnerIncome", Val::Money(partner));
            let figures = domain(couple(&req, req.income, partner, today))?;
            return Ok(state.answered("couple_take_home", g, figures));
        }
        "surcharge" => {
            let price = dec_arg(args, "policyPrice")?;
            g.said_if("price", price.map(Val::Money));
            base(&mut g);
            let cost = surcharge_cost(&req, price.unwrap_or(Decimal::ZERO), today);
            return Ok(state.answered("surcharge_cost", g, domain(cost)?));
        }
        "states" => {
            let (a, b) = two(args, "states")?;
            let parse = |s: &str| {
                Region::parse(Country::Us, s)
                    .ok_or_else(|| error(format!("invalid arguments: unknown US state '{s}'")))
            };
            let (a, b) = (parse(&a)?, parse(&b)?);
            g.said("state", Val::Region(a));
            g.said("otherState", Val::Region(b));
            ("compare_states", between_states(&req, a, b, today))
        }
        "years" => {
            let (a, b) = two(args, "taxYears")?;
            ("compare_years", between_years(&req, &a, &b, today))
        }
        _ => {
            return Err(error(
                "invalid arguments: kind must be bonus, raise, couple, surcharge, states or years",
            ));
        }
    };
    let c = comparison.map_err(|e| error(e.to_string()))?;
    if intent == "compare_years" {
        // The years as the engine names them, the earlier first (as the built-in records them).
        let mut years = [c.before.tax_year.clone(), c.after.tax_year.clone()];
        years.sort();
        let [first, second] = years;
        g.said("taxYear", Val::TaxYear(first));
        g.said("otherYear", Val::TaxYear(second));
    }
    base(&mut g);
    state.calculations = Some(Calculations::from(&c.after));
    let mut v = serde_json::to_value(&c).map_err(|e| error(e.to_string()))?;
    v["keptShare"] = json!(c.kept_share().to_string());
    Ok(state.answered(intent, g, v))
}

/// A limit from the tables, recorded as the built-in's `limit:<id>` with the year it quotes.
fn limit(args: &Args, state: &mut ToolState) -> Result<Value, Value> {
    if let Some(e) = unknown_keys(args, &["name", "taxYear"]) {
        return Err(e);
    }
    let name = text_arg(args, "name")?.unwrap_or_default();
    let year = text_arg(args, "taxYear")?;
    let today = state.today;
    let us_params = || {
        let y = year.as_deref().and_then(parse_us).unwrap_or(today.year());
        us::for_year(y).ok_or_else(|| {
            error(format!(
                "no US table for {y}; supported: {}",
                us::supported()
            ))
        })
    };
    let au_params = || {
        let y = year
            .as_deref()
            .and_then(parse_au)
            .unwrap_or(au_start_year_on(today));
        au::for_start_year(y).ok_or_else(|| {
            error(format!(
                "no Australian table for that year; supported: {}",
                au::supported()
            ))
        })
    };
    let figures = match name.as_str() {
        "standard_deduction" => {
            let p = us_params()?;
            json!({"country": "us", "taxYear": p.label, "single": p.standard_deduction[0], "marriedFilingJointly": p.standard_deduction[1], "marriedFilingSeparately": p.standard_deduction[2], "headOfHousehold": p.standard_deduction[3], "source": "IRS revenue procedure for the year; P.L. 119-21"})
        }
        "child_tax_credit" => {
            let p = us_params()?;
            json!({"country": "us", "taxYear": p.label, "perChild": p.ctc.per_child, "refundablePerChild": p.ctc.refundable_per_child, "phaseOutStartSingle": p.ctc.phase_out_start[0], "phaseOutStartJoint": p.ctc.phase_out_start[1], "source": "26 U.S.C. §24 as amended by P.L. 119-21"})
        }
        "social_security_wage_base" => {
            let p = us_params()?;
            json!({"country": "us", "taxYear": p.label, "wageBase": p.fica.wage_base, "socialSecurityRate": p.fica.social_security_rate, "medicareRate": p.fica.medicare_rate, "source": "SSA; 26 U.S.C. §3101"})
        }
        "tax_free_threshold" => {
            let p = au_params()?;
            json!({"country": "australia", "taxYear": p.label, "taxFreeThreshold": p.scale.get(1).map(|b| b.from), "source": "ATO resident tax rates; Income Tax Rates Act 1986"})
        }
        "medicare_levy" => {
            let p = au_params()?;
            json!({"country": "australia", "taxYear": p.label, "rate": p.medicare.rate, "singleThreshold": p.medicare.single_threshold, "familyThreshold": p.medicare.family_threshold, "provisional": p.medicare.provisional, "source": "Medicare Levy Act 1986"})
        }
        "surcharge_thresholds" => {
            let p = au_params()?;
            json!({"country": "australia", "taxYear": p.label, "single": p.surcharge.single, "family": p.surcharge.family, "rates": p.surcharge.rates, "provisional": p.surcharge.provisional, "source": "Medicare Levy Act 1986 ss 8B-8G"})
        }
        "concessional_cap" | "non_concessional_cap" | "super_guarantee_rate" => {
            let start = year
                .as_deref()
                .and_then(parse_au)
                .unwrap_or(au_start_year_on(today));
            let p = limits_table::au_super(start);
            json!({"country": "australia", "taxYear": p.label, "concessionalCap": p.concessional_cap.value, "concessionalCapSource": p.concessional_cap.source, "nonConcessionalCap": p.non_concessional_cap.value, "nonConcessionalCapSource": p.non_concessional_cap.source, "superGuaranteeRate": p.sg_rate.value, "superGuaranteeSource": p.sg_rate.source, "maximumContributionBase": p.max_contribution_base.annual(), "contributionsTaxRate": limits_table::CONTRIBUTIONS_TAX_RATE.value, "provisional": limits_table::au_super_provisional(start)})
        }
        "age_pension_rate" => {
            json!({"country": "australia", "text": crate::builtin::intents::limits::age_pension_rates(today)})
        }
        "401k_limit" | "ira_limit" | "hsa_limit" => {
            let y = year.as_deref().and_then(parse_us).unwrap_or(today.year());
            let l = limits_table::us_retirement(y);
            json!({"country": "us", "taxYear": l.year.to_string(), "electiveDeferral": l.elective_deferral.value, "catchUp50": l.catch_up_50.value, "catchUp60To63": l.catch_up_60_63.value, "ira": l.ira.value, "iraCatchUp": l.ira_catch_up.value, "hsaSelfOnly": l.hsa_self_only.value, "hsaFamily": l.hsa_family.value, "hsaCatchUp55": l.hsa_catch_up_55.value, "source": l.elective_deferral.source, "provisional": limits_table::us_retirement_provisional(y)})
        }
        _ => {
            return Err(error(format!(
                "invalid arguments: name must be one of {}",
                LIMITS.join(", ")
            )));
        }
    };
    // The year quoted is the lookup's input: the one asked for, else this year's table.
    let mut g = Given::new();
    if let Some(label) = figures.get("taxYear").and_then(Value::as_str) {
        g.either(
            "taxYear",
            Val::TaxYear(label.to_string()),
            year.is_some(),
            InputSource::Default,
        );
    }
    Ok(state.answered(&format!("limit:{name}"), g, figures))
}
