//! The retirement-plan tools an OpenAI-compatible model may call: `plan_retirement`,
//! `estimate_age_pension` and `estimate_social_security`. They give the same results as
//! `GET /api/financial-profile/plan`, `penny pension` and `penny social-security`; none of them
//! changes the profile (a what-if is for that answer only).

use chrono::Datelike;
use finance_domain::retirement::age_pension::{self, AgePensionRequest};
use finance_domain::retirement::monte_carlo;
use finance_domain::retirement::plan::{PlanInput, PlanOverrides, Planner};
use finance_domain::retirement::social_security::{self, SocialSecurityRequest};
use finance_domain::validation::{FieldValue, parse_field};
use finance_domain::{DomainError, ProfileField};
use serde_json::{Value, json};

use crate::tools::{Args, ToolState, error, text_arg, unknown_keys};

pub const PLAN_RETIREMENT: &str = "plan_retirement";
pub const ESTIMATE_AGE_PENSION: &str = "estimate_age_pension";
pub const ESTIMATE_SOCIAL_SECURITY: &str = "estimate_social_security";

/// Paths for the odds in a tool answer, as in the built-in advisor's reply.
const PATHS: u32 = 500;

pub fn definitions() -> Vec<(&'static str, &'static str, Value)> {
    let text = |d: &str| json!({"type": "string", "description": d});
    let whole = |d: &str| json!({"type": "integer", "description": d});
    vec![
        (
            PLAN_RETIREMENT,
            "The person's retirement plan from their saved profile, in today's dollars: the age the money lasts to (null when past the horizon), the chance it lasts over simulated markets, the Age Pension (Australia) or Social Security (US), and the monthly spending that lasts to the horizon. Optional what-ifs apply to this answer only and are never saved.",
            json!({
                "type": "object",
                "properties": {
                    "retirementAge": whole("What-if retirement age"),
                    "monthlySpending": text("What-if monthly spending in retirement, today's dollars"),
                    "extraContribution": text("Extra saving a year, dollars"),
                    "claimAge": whole("US: Social Security claim age, 62-70"),
                    "expectedReturn": text("Return a year as a fraction, e.g. \"0.06\""),
                    "inflation": text("Inflation as a fraction, e.g. \"0.03\"")
                },
                "additionalProperties": false
            }),
        ),
        (
            ESTIMATE_AGE_PENSION,
            "Australian Age Pension from the income and assets tests (Services Australia rates), for a single person or a couple of pension age. Couples give combined figures; assets exclude the home.",
            json!({
                "type": "object",
                "properties": {
                    "date": text("YYYY-MM-DD; default today"),
                    "relationship": {"type": "string", "enum": ["single", "couple"]},
                    "homeowner": {"type": "boolean"},
                    "assets": text("Assessable assets, dollars"),
                    "financialAssets": text("Financial assets (deemed), dollars"),
                    "otherIncomeFortnightly": text("Other income a fortnight, dollars")
                },
                "required": ["relationship", "homeowner", "assets", "financialAssets"],
                "additionalProperties": false
            }),
        ),
        (
            ESTIMATE_SOCIAL_SECURITY,
            "US Social Security retirement benefit (SSA bend points and claiming adjustments) for steady earnings at today's level.",
            json!({
                "type": "object",
                "properties": {
                    "birthYear": whole("Year of birth"),
                    "annualEarnings": text("Earnings a year, dollars"),
                    "claimAge": whole("Claiming age, 62-70; default the full retirement age")
                },
                "required": ["birthYear", "annualEarnings"],
                "additionalProperties": false
            }),
        ),
    ]
}

pub fn execute(name: &str, args: &Args, state: &mut ToolState) -> Value {
    match name {
        PLAN_RETIREMENT => plan(args, state),
        ESTIMATE_AGE_PENSION => pension(args, state),
        _ => social(args, state),
    }
}

fn domain_error(e: DomainError) -> Value {
    error(e.to_string())
}

/// A what-if read with the bounds of the profile field it stands for.
fn read(args: &Args, key: &str, field: ProfileField) -> Result<Option<FieldValue>, Value> {
    let Some(raw) = text_arg(args, key)? else {
        return Ok(None);
    };
    parse_field(field, Some(&raw), finance_domain::Country::Australia)
        .map(|v| (v != FieldValue::Clear).then_some(v))
        .map_err(|e| error(format!("invalid arguments: {key}: {e}")))
}

fn overrides(args: &Args) -> Result<PlanOverrides, Value> {
    let dec = |v: Option<FieldValue>| match v {
        Some(FieldValue::Decimal(d)) => Some(d),
        _ => None,
    };
    let count = |v: Option<FieldValue>| match v {
        Some(FieldValue::Count(n)) => Some(n),
        _ => None,
    };
    use ProfileField as F;
    Ok(PlanOverrides {
        retirement_age: count(read(args, "retirementAge", F::RetirementAge)?),
        monthly_spending: dec(read(args, "monthlySpending", F::RetirementSpending)?),
        extra_contribution: dec(read(args, "extraContribution", F::VoluntaryContributions)?),
        claim_age: count(read(args, "claimAge", F::SocialSecurityClaimAge)?),
        expected_return: dec(read(args, "expectedReturn", F::ExpectedReturnRate)?),
        inflation: dec(read(args, "inflation", F::InflationRate)?),
        ..PlanOverrides::default()
    })
}

fn plan(args: &Args, state: &ToolState) -> Value {
    let allowed = [
        "retirementAge",
        "monthlySpending",
        "extraContribution",
        "claimAge",
        "expectedReturn",
        "inflation",
    ];
    if let Some(e) = unknown_keys(args, &allowed) {
        return e;
    }
    let o = match overrides(args) {
        Ok(o) => o,
        Err(e) => return e,
    };
    let answer = || -> Result<Value, DomainError> {
        let input = PlanInput::from_profile(&state.profile, &o)?;
        let planner = Planner::new(&input, state.today)?;
        let plan = planner.plan();
        let odds = monte_carlo::run(&planner, PATHS, 1)?;
        Ok(json!({
            "dollars": "today's",
            "retirementAge": input.retirement_age,
            "horizonAge": input.horizon_age,
            "monthlySpending": input.monthly_spending,
            "moneyLastsToAge": plan.money_lasts_to_age,
            "successProbability": odds.success_probability,
            "paths": PATHS,
            "sustainableMonthlySpending": plan.sustainable_monthly_spending,
            "agePensionFortnightly": plan.age_pension_fortnightly,
            "socialSecurityMonthly": plan.social_security_monthly,
            "assumptions": plan.assumptions,
            "provisional": plan.provisional,
            "provisionalReasons": plan.provisional_reasons,
        }))
    };
    answer().unwrap_or_else(domain_error)
}

fn pension(args: &Args, state: &ToolState) -> Value {
    let mut body = args.clone();
    body.entry("date")
        .or_insert_with(|| Value::String(state.today.to_string()));
    match serde_json::from_value::<AgePensionRequest>(Value::Object(body)) {
        Err(e) => error(format!("invalid arguments: {e}")),
        Ok(req) => match age_pension::estimate(&req) {
            Ok(r) => json!(r),
            Err(e) => domain_error(e),
        },
    }
}

fn social(args: &Args, state: &ToolState) -> Value {
    match serde_json::from_value::<SocialSecurityRequest>(Value::Object(args.clone())) {
        Err(e) => error(format!("invalid arguments: {e}")),
        Ok(req) => match social_security::estimate(&req, state.today.year()) {
            Ok(r) => json!(r),
            Err(e) => domain_error(e),
        },
    }
}
