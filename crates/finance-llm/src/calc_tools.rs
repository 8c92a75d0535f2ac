//! The calculator tools an OpenAI-compatible model may call: `loan_repayment`,
//! `savings_projection`, `compare_income_change` and `lookup_limit`. They run the same domain
//! calculators and parameter tables as the built-in advisor; none of them changes the profile.

use chrono::Datelike;
use finance_domain::calc::Frequency;
use finance_domain::calc::income_change::{
    between_states, between_years, couple, extra_income, new_income, surcharge_cost,
};
use finance_domain::calc::loan::{LoanTerms, extra_repayment, repayment, time_to_clear};
use finance_domain::calc::savings::{
    SavingsPlan, convention, future_value, nest_egg, saving_needed,
};
use finance_domain::contribution_limits as limits_table;
use finance_domain::tax::TaxRequest;
use finance_domain::tax::au::params as au;
use finance_domain::tax::us::params as us;
use finance_domain::tax::year::{au_start_year_on, parse_au, parse_us};
use finance_domain::{Country, Region};
use rust_decimal::Decimal;
use serde_json::{Value, json};

use crate::context::Calculations;
use crate::tools::{Args, ToolState, error, text_arg, unknown_keys};

pub const LOAN_REPAYMENT: &str = "loan_repayment";
pub const SAVINGS_PROJECTION: &str = "savings_projection";
pub const COMPARE_INCOME_CHANGE: &str = "compare_income_change";
pub const LOOKUP_LIMIT: &str = "lookup_limit";

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
    let money = |d: &str| json!({"type": "string", "description": d});
    let freq = json!({"type": "string", "enum": ["weekly", "fortnightly", "monthly"]});
    vec![
        (
            LOAN_REPAYMENT,
            "Loan or mortgage arithmetic: the regular repayment and total interest (principal and interest, or interest only); with `extra`, the time and interest an extra regular repayment saves; with `payment` (and no `years`), how long the balance takes to clear, or that it never clears.",
            json!({
                "type": "object",
                "properties": {
                    "principal": money("Loan amount or balance in dollars, e.g. \"500000\""),
                    "annualRate": money("Interest rate as a fraction a year, e.g. \"0.06\""),
                    "years": {"type": "integer", "description": "Loan term in years"},
                    "frequency": freq,
                    "interestOnly": {"type": "boolean"},
                    "extra": money("Extra paid every period, dollars"),
                    "payment": money("Payment every period, dollars, to find the time to clear")
                },
                "required": ["principal", "annualRate"],
                "additionalProperties": false
            }),
        ),
        (
            SAVINGS_PROJECTION,
            "Savings growth: what `initial` plus `contribution` every period grows to at `annualRate` over `years`; with `target`, the contribution needed to reach it; with `retirementIncome`, the nest egg the withdrawal-rate rule needs. The result states its compounding convention.",
            json!({
                "type": "object",
                "properties": {
                    "initial": money("Lump sum now, dollars"),
                    "contribution": money("Added at the end of every period, dollars"),
                    "frequency": freq,
                    "annualRate": money("Return as a fraction a year, e.g. \"0.07\"; default: the profile's"),
                    "years": {"type": "integer"},
                    "target": money("Amount to reach, dollars"),
                    "retirementIncome": money("Yearly retirement income wanted, dollars"),
                    "withdrawalRate": money("Fraction, default the profile's (0.04)")
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
                    "income": money("The person's income before the change, dollars"),
                    "amount": money("Bonus or raise on top, dollars"),
                    "newIncome": money("Income after a raise, dollars"),
                    "partnerIncome": money("Partner's income, dollars"),
                    "policyPrice": money("Yearly private hospital policy price, dollars"),
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
        LOAN_REPAYMENT => loan(args),
        SAVINGS_PROJECTION => savings(args, state),
        COMPARE_INCOME_CHANGE => income(args, state),
        _ => limit(args, state),
    };
    result.unwrap_or_else(|e| e)
}

fn dec_arg(args: &Args, key: &str) -> Result<Option<Decimal>, Value> {
    match text_arg(args, key)? {
        None => Ok(None),
        Some(s) => {
            let cleaned: String = s.chars().filter(|c| *c != ',' && *c != '$').collect();
            cleaned
                .parse::<Decimal>()
                .map(Some)
                .map_err(|_| error(format!("invalid arguments: {key} must be a number")))
        }
    }
}

fn uint_arg(args: &Args, key: &str) -> Result<Option<u32>, Value> {
    match args.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v
            .as_u64()
            .or_else(|| v.as_str().and_then(|s| s.trim().parse().ok()))
            .and_then(|n| u32::try_from(n).ok())
            .map(Some)
            .ok_or_else(|| error(format!("invalid arguments: {key} must be a whole number"))),
    }
}

fn frequency(args: &Args) -> Result<Frequency, Value> {
    Ok(match text_arg(args, "frequency")?.as_deref() {
        None | Some("monthly") => Frequency::Monthly,
        Some("weekly") => Frequency::Weekly,
        Some("fortnightly") => Frequency::Fortnightly,
        Some(_) => {
            return Err(error(
                "invalid arguments: frequency must be weekly, fortnightly or monthly",
            ));
        }
    })
}

fn required(v: Option<Decimal>, key: &str) -> Result<Decimal, Value> {
    v.ok_or_else(|| error(format!("invalid arguments: '{key}' is required")))
}

fn domain<T: serde::Serialize>(r: Result<T, finance_domain::DomainError>) -> Result<Value, Value> {
    match r {
        Ok(v) => serde_json::to_value(v).map_err(|e| error(e.to_string())),
        Err(e) => Err(error(e.to_string())),
    }
}

fn loan(args: &Args) -> Result<Value, Value> {
    if let Some(e) = unknown_keys(
        args,
        &[
            "principal",
            "annualRate",
            "years",
            "frequency",
            "interestOnly",
            "extra",
            "payment",
        ],
    ) {
        return Err(e);
    }
    let principal = required(dec_arg(args, "principal")?, "principal")?;
    let rate = required(dec_arg(args, "annualRate")?, "annualRate")?;
    let f = frequency(args)?;
    let years = uint_arg(args, "years")?;
    if let (Some(payment), None) = (dec_arg(args, "payment")?, years) {
        return domain(time_to_clear(principal, rate, payment, f));
    }
    let terms = LoanTerms {
        principal,
        annual_rate: rate,
        years: years.ok_or_else(|| error("invalid arguments: 'years' is required"))?,
        frequency: f,
        interest_only: args
            .get("interestOnly")
            .and_then(Value::as_bool)
            .unwrap_or(false),
    };
    match dec_arg(args, "extra")? {
        Some(extra) => domain(extra_repayment(&terms, extra)),
        None => domain(repayment(&terms)),
    }
}

fn savings(args: &Args, state: &ToolState) -> Result<Value, Value> {
    if let Some(e) = unknown_keys(
        args,
        &[
            "initial",
            "contribution",
            "frequency",
            "annualRate",
            "years",
            "target",
            "retirementIncome",
            "withdrawalRate",
        ],
    ) {
        return Err(e);
    }
    if let Some(income) = dec_arg(args, "retirementIncome")? {
        let rate = dec_arg(args, "withdrawalRate")?
            .unwrap_or(state.profile.retirement_withdrawal_rate_or_default());
        let mut v = domain(nest_egg(income, rate))?;
        v["rule"] = json!("withdrawal-rate rule of thumb: income ÷ withdrawal rate");
        return Ok(v);
    }
    let f = frequency(args)?;
    let years =
        uint_arg(args, "years")?.ok_or_else(|| error("invalid arguments: 'years' is required"))?;
    let rate =
        dec_arg(args, "annualRate")?.unwrap_or(state.profile.expected_return_rate_or_default());
    let initial = dec_arg(args, "initial")?.unwrap_or(Decimal::ZERO);
    let periods = years.saturating_mul(f.per_year());
    let mut v = match dec_arg(args, "target")? {
        Some(target) => domain(saving_needed(target, initial, rate, f, periods))?,
        None => domain(future_value(&SavingsPlan {
            initial,
            contribution: dec_arg(args, "contribution")?.unwrap_or(Decimal::ZERO),
            frequency: f,
            annual_rate: rate,
            periods,
        }))?,
    };
    v["annualRate"] = json!(rate.to_string());
    v["convention"] = json!(convention(f));
    Ok(v)
}

fn two(args: &Args, key: &str) -> Result<(String, String), Value> {
    match args.get(key).and_then(Value::as_array).map(Vec::as_slice) {
        Some([Value::String(a), Value::String(b)]) => Ok((a.clone(), b.clone())),
        _ => Err(error(format!(
            "invalid arguments: '{key}' must be two strings"
        ))),
    }
}

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
    let today = state.today;
    let kind = text_arg(args, "kind")?.unwrap_or_default();
    let comparison = match kind.as_str() {
        "bonus" => extra_income(&req, required(dec_arg(args, "amount")?, "amount")?, today),
        "raise" => match (dec_arg(args, "newIncome")?, dec_arg(args, "amount")?) {
            (Some(n), _) => new_income(&req, n, today),
            (None, Some(a)) => extra_income(&req, a, today),
            (None, None) => {
                return Err(error(
                    "invalid arguments: a raise needs 'newIncome' or 'amount'",
                ));
            }
        },
        "couple" => {
            let partner = required(dec_arg(args, "partnerIncome")?, "partnerIncome")?;
            return domain(couple(&req, req.income, partner, today));
        }
        "surcharge" => {
            let price = dec_arg(args, "policyPrice")?.unwrap_or(Decimal::ZERO);
            return domain(surcharge_cost(&req, price, today));
        }
        "states" => {
            let (a, b) = two(args, "states")?;
            let parse = |s: &str| {
                Region::parse(Country::Us, s)
                    .ok_or_else(|| error(format!("invalid arguments: unknown US state '{s}'")))
            };
            between_states(&req, parse(&a)?, parse(&b)?, today)
        }
        "years" => {
            let (a, b) = two(args, "taxYears")?;
            between_years(&req, &a, &b, today)
        }
        _ => {
            return Err(error(
                "invalid arguments: kind must be bonus, raise, couple, surcharge, states or years",
            ));
        }
    };
    let c = comparison.map_err(|e| error(e.to_string()))?;
    state.calculations = Some(Calculations::from(&c.after));
    let mut v = serde_json::to_value(&c).map_err(|e| error(e.to_string()))?;
    v["keptShare"] = json!(c.kept_share().to_string());
    Ok(v)
}

fn limit(args: &Args, state: &ToolState) -> Result<Value, Value> {
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
    Ok(match name.as_str() {
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
    })
}
