//! The retirement-plan tools an OpenAI-compatible model may call: `plan_retirement`,
//! `estimate_age_pension` and `estimate_social_security`. They give the same results as
//! `GET /api/financial-profile/plan`, `penny pension` and `penny social-security`; none of them
//! changes the profile (a what-if is for that answer only).

use chrono::Datelike;
use finance_domain::DomainError;
use finance_domain::retirement::age_pension::{self, AgePensionRequest};
use finance_domain::retirement::monte_carlo;
use finance_domain::retirement::plan::{PlanInput, PlanOverrides, Planner};
use finance_domain::retirement::social_security::{self, SocialSecurityRequest};
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
                    "inflation": text("Inflation as a fraction, e.g. \"0.03\""),
                    "volatility": text("Yearly volatility of returns as a fraction, e.g. \"0.12\""),
                    "horizonAge": whole("The age the plan runs to, 50-120")
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

/// The what-ifs, read as the plan endpoint reads its query (`PlanOverrides::read`).
fn overrides(args: &Args) -> Result<PlanOverrides, Value> {
    let mut texts = std::collections::HashMap::new();
    for (name, _) in PlanOverrides::NAMES {
        if let Some(t) = text_arg(args, name)? {
            texts.insert(name, t);
        }
    }
    PlanOverrides::read(|name| texts.get(name).cloned())
        .map_err(|e| error(format!("invalid arguments: {e}")))
}

fn plan(args: &Args, state: &ToolState) -> Value {
    let allowed = PlanOverrides::NAMES.map(|(name, _)| name);
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
