//! The calculator tools an OpenAI-compatible model may call: `loan_repayment`,
//! `savings_projection` and `todays_dollars` (`tax_tools.rs` has the income and limit ones). They
//! run the same domain calculators as the built-in advisor, record what they computed as its
//! intents do (`answer_record.rs`), and never change the profile.

use finance_domain::answer::InputSource;
use finance_domain::calc::loan::{LoanTerms, extra_repayment, repayment, time_to_clear};
use finance_domain::calc::savings::{
    SavingsPlan, convention, future_value, nest_egg, periods_to_target, real_value, saving_needed,
};
use finance_domain::calc::{Frequency, duration_text};
use finance_domain::profile::DEFAULT_INFLATION_RATE;
use rust_decimal::Decimal;
use serde_json::{Value, json};

use crate::answer_record::{Given, Val};
use crate::tools::{Args, ToolState, error, passed, profile_or_default, text_arg, unknown_keys};

pub const LOAN_REPAYMENT: &str = "loan_repayment";
pub const SAVINGS_PROJECTION: &str = "savings_projection";
pub const TODAYS_DOLLARS: &str = "todays_dollars";

/// How the built-in's growth answer records a question asked in today's dollars (its `terms`).
const IN_TODAYS_DOLLARS: &str = "today's dollars";

/// A sum of money as a tool argument's schema.
pub(crate) fn money_arg(description: &str) -> Value {
    json!({"type": "string", "description": description})
}

pub fn definitions() -> Vec<(&'static str, &'static str, Value)> {
    let money = money_arg;
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
            "Savings growth: what `initial` plus `contribution` every period grows to at `annualRate` over `years` (with `todaysDollars`, also in today's dollars after inflation); with `target`, the contribution needed to reach it, or with `contribution` and no `years`, how long it takes; with `retirementIncome`, the nest egg the withdrawal-rate rule needs. The result states its compounding convention.",
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
                    "withdrawalRate": money("Fraction, default the profile's (0.04)"),
                    "todaysDollars": {"type": "boolean", "description": "Also give the future value in today's dollars"},
                    "inflation": money("Inflation as a fraction a year for today's dollars, e.g. \"0.03\"; default: the profile's")
                },
                "additionalProperties": false
            }),
        ),
        (
            TODAYS_DOLLARS,
            "What a sum `years` from now is worth in today's dollars: the sum divided by what prices grow by at `inflation` a year, (1 + inflation)^years.",
            json!({
                "type": "object",
                "properties": {
                    "amount": money("The future sum, dollars"),
                    "years": {"type": "integer", "description": "Years from now"},
                    "inflation": money("Inflation as a fraction a year, e.g. \"0.03\"; default: the profile's")
                },
                "required": ["amount", "years"],
                "additionalProperties": false
            }),
        ),
    ]
}

pub fn execute(name: &str, args: &Args, state: &mut ToolState) -> Value {
    let result = match name {
        LOAN_REPAYMENT => loan(args, state),
        SAVINGS_PROJECTION => savings(args, state),
        _ => todays_dollars(args, state),
    };
    result.unwrap_or_else(|e| e)
}

pub(crate) fn dec_arg(args: &Args, key: &str) -> Result<Option<Decimal>, Value> {
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

fn bool_arg(args: &Args, key: &str) -> bool {
    args.get(key).and_then(Value::as_bool).unwrap_or(false)
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

pub(crate) fn required(v: Option<Decimal>, key: &str) -> Result<Decimal, Value> {
    v.ok_or_else(|| error(format!("invalid arguments: '{key}' is required")))
}

pub(crate) fn domain<T: serde::Serialize>(
    r: Result<T, finance_domain::DomainError>,
) -> Result<Value, Value> {
    match r {
        Ok(v) => serde_json::to_value(v).map_err(|e| error(e.to_string())),
        Err(e) => Err(error(e.to_string())),
    }
}

/// The loan questions, recorded as the built-in's `loan_repayment`, `loan_extra_repayment` and
/// `loan_payoff_time` (inputs `principal`, `rate`, `years`, `frequency`, `interestOnly`, `extra`,
/// `payment`).
fn loan(args: &Args, state: &mut ToolState) -> Result<Value, Value> {
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
    let mut g = Given::new();
    g.said("principal", Val::Money(principal));
    g.said("rate", Val::Rate(rate));
    let how_often = |g: &mut Given| {
        g.either(
            "frequency",
            Val::Frequency(f),
            passed(args, "frequency"),
            InputSource::Default,
        );
    };
    if let (Some(payment), None) = (dec_arg(args, "payment")?, years) {
        g.said("payment", Val::Flow(payment, f));
        how_often(&mut g);
        let figures = domain(time_to_clear(principal, rate, payment, f))?;
        return Ok(state.answered("loan_payoff_time", g, figures));
    }
    let years = years.ok_or_else(|| error("invalid arguments: 'years' is required"))?;
    g.said("years", Val::Term { years, months: 0 });
    how_often(&mut g);
    let terms = LoanTerms {
        principal,
        annual_rate: rate,
        years,
        frequency: f,
        interest_only: bool_arg(args, "interestOnly"),
    };
    match dec_arg(args, "extra")? {
        Some(extra) => {
            g.said("extra", Val::Flow(extra, f));
            let figures = domain(extra_repayment(&terms, extra))?;
            Ok(state.answered("loan_extra_repayment", g, figures))
        }
        None => {
            if terms.interest_only {
                g.said("interestOnly", Val::Flag(true));
            }
            let figures = domain(repayment(&terms))?;
            Ok(state.answered("loan_repayment", g, figures))
        }
    }
}

/// Inflation: the one passed, else the profile's, else Penny's default; with its source.
fn inflation(args: &Args, state: &ToolState) -> Result<(Decimal, InputSource), Value> {
    Ok(match dec_arg(args, "inflation")? {
        Some(i) => (i, InputSource::Message),
        None => match state.profile.inflation_rate {
            Some(i) => (i, InputSource::Profile),
            None => (DEFAULT_INFLATION_RATE, InputSource::Default),
        },
    })
}

/// The savings questions, recorded as the built-in's `savings_growth`, `savings_target`,
/// `savings_time_to_target` and `nest_egg` (inputs `initial`, `contribution`, `target`, `rate`,
/// `years`, `age`, `frequency`, `terms`, `inflation`, `retirementIncome`, `withdrawalRate`).
fn savings(args: &Args, state: &mut ToolState) -> Result<Value, Value> {
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
            "todaysDollars",
            "inflation",
        ],
    ) {
        return Err(e);
    }
    let p = &state.profile;
    let mut g = Given::new();
    if let Some(income) = dec_arg(args, "retirementIncome")? {
        let rate =
            dec_arg(args, "withdrawalRate")?.unwrap_or(p.retirement_withdrawal_rate_or_default());
        g.said("retirementIncome", Val::Flow(income, Frequency::Yearly));
        g.either(
            "withdrawalRate",
            Val::Rate(rate),
            passed(args, "withdrawalRate"),
            profile_or_default(p.retirement_withdrawal_rate.is_some()),
        );
        let mut v = domain(nest_egg(income, rate))?;
        v["rule"] = json!("withdrawal-rate rule of thumb: income ÷ withdrawal rate");
        return Ok(state.answered("nest_egg", g, v));
    }
    let f = frequency(args)?;
    let rate = dec_arg(args, "annualRate")?.unwrap_or(p.expected_return_rate_or_default());
    let rate_source = profile_or_default(p.expected_return_rate.is_some());
    let initial = dec_arg(args, "initial")?;
    let contribution = dec_arg(args, "contribution")?;
    let target = dec_arg(args, "target")?;
    let years = uint_arg(args, "years")?;
    let age = p.age;
    let start = initial.unwrap_or(Decimal::ZERO);
    if let (Some(target), Some(each), None) = (target, contribution, years) {
        g.said("target", Val::Money(target));
        g.said("contribution", Val::Flow(each, f));
        g.said_if("initial", initial.map(Val::Money));
        g.either(
            "rate",
            Val::Rate(rate),
            passed(args, "annualRate"),
            rate_source,
        );
        let periods =
            periods_to_target(target, start, each, rate, f).map_err(|e| error(e.to_string()))?;
        let figures = json!({
            "periods": periods,
            "time": periods.map(|n| duration_text(n, f)),
            "reached": periods.is_some(),
            "annualRate": rate.to_string(),
            "convention": convention(f),
        });
        return Ok(state.answered("savings_time_to_target", g, figures));
    }
    let years = years.ok_or_else(|| error("invalid arguments: 'years' is required"))?;
    let periods = years.saturating_mul(f.per_year());
    let horizon = |g: &mut Given| {
        g.said("years", Val::Term { years, months: 0 });
        g.maybe("age", age.map(Val::Age), false, InputSource::Profile);
    };
    let (intent, mut v) = match target {
        Some(target) => {
            g.said("target", Val::Money(target));
            g.said_if("initial", initial.map(Val::Money));
            g.either(
                "rate",
                Val::Rate(rate),
                passed(args, "annualRate"),
                rate_source,
            );
            horizon(&mut g);
            g.either(
                "frequency",
                Val::Frequency(f),
                passed(args, "frequency"),
                InputSource::Default,
            );
            let needed = saving_needed(target, start, rate, f, periods);
            ("savings_target", domain(needed)?)
        }
        None => {
            g.said_if("initial", initial.map(Val::Money));
            g.said_if("contribution", contribution.map(|c| Val::Flow(c, f)));
            g.either(
                "rate",
                Val::Rate(rate),
                passed(args, "annualRate"),
                rate_source,
            );
            horizon(&mut g);
            // A contribution carries its own period; a lump sum's compounding is said apart.
            if contribution.is_none() && passed(args, "frequency") {
                g.said("frequency", Val::Frequency(f));
            }
            let grown = future_value(&SavingsPlan {
                initial: start,
                contribution: contribution.unwrap_or(Decimal::ZERO),
                frequency: f,
                annual_rate: rate,
                periods,
            })
            .map_err(|e| error(e.to_string()))?;
            let mut v = serde_json::to_value(grown).map_err(|e| error(e.to_string()))?;
            // In today's dollars, as the built-in's growth answer shows it: asked for, or an
            // inflation rate given.
            let asked = bool_arg(args, "todaysDollars");
            if asked {
                g.said("terms", Val::Choice(IN_TODAYS_DOLLARS.into()));
            }
            if asked || passed(args, "inflation") {
                let (inflation, source) = inflation(args, state)?;
                g.took("inflation", Val::Rate(inflation), source);
                let real = real_value(grown.future_value, inflation, Decimal::from(years));
                v["todaysDollars"] = domain(real)?;
            }
            ("savings_growth", v)
        }
    };
    v["annualRate"] = json!(rate.to_string());
    v["convention"] = json!(convention(f));
    Ok(state.answered(intent, g, v))
}

/// What a future sum is worth today, recorded as the built-in's `todays_dollars` (inputs `amount`,
/// `years`, `age`, `inflation`), with `calc::savings::real_value`.
fn todays_dollars(args: &Args, state: &mut ToolState) -> Result<Value, Value> {
    if let Some(e) = unknown_keys(args, &["amount", "years", "inflation"]) {
        return Err(e);
    }
    let amount = required(dec_arg(args, "amount")?, "amount")?;
    let years =
        uint_arg(args, "years")?.ok_or_else(|| error("invalid arguments: 'years' is required"))?;
    let (inflation, source) = inflation(args, state)?;
    let mut g = Given::new();
    g.said("amount", Val::Money(amount));
    g.said("years", Val::Term { years, months: 0 });
    g.maybe(
        "age",
        state.profile.age.map(Val::Age),
        false,
        InputSource::Profile,
    );
    g.took("inflation", Val::Rate(inflation), source);
    let figures = domain(real_value(amount, inflation, Decimal::from(years)))?;
    Ok(state.answered("todays_dollars", g, figures))
}
