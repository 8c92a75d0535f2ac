//! The retirement-plan tools an OpenAI-compatible model may call: `plan_retirement`,
//! `estimate_age_pension` and `estimate_social_security`. They give the same results as
//! `GET /api/financial-profile/plan`, `penny pension` and `penny social-security`; none of them
//! changes the profile (a what-if is for that answer only).

use chrono::Datelike;
use finance_domain::answer::InputSource;
use finance_domain::calc::Frequency;
use finance_domain::retirement::age_pension::{self, AgePensionRequest};
use finance_domain::retirement::monte_carlo;
use finance_domain::retirement::plan::{PlanInput, PlanOverrides, Planner};
use finance_domain::retirement::social_security::{self, SocialSecurityRequest};
use finance_domain::retirement::{age_pension_note, project as project_balance};
use finance_domain::validation::apply_raw_changes;
use finance_domain::{DomainError, ProfileField};
use serde_json::{Value, json};

use crate::answer_record::{Given, Val};
use crate::tools::{Args, ToolState, error, passed, profile_or_default, text_arg, unknown_keys};

pub const PROJECT_RETIREMENT: &str = "project_retirement";
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
            PROJECT_RETIREMENT,
            "Project the retirement balance from the profile to the retirement age and judge the outlook with the withdrawal rule (4% by default). Optional overrides are what-ifs and are not saved.",
            json!({
                "type": "object",
                "properties": {
                    "retirementAge": {"type": "integer"},
                    "age": {"type": "integer"},
                    "annualIncome": {"type": "string"},
                    "monthlyExpenses": {"type": "string"},
                    "expectedReturnRate": {"type": "string", "description": "fraction, e.g. \"0.07\""}
                },
                "additionalProperties": false
            }),
        ),
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
        PROJECT_RETIREMENT => project(args, state),
        PLAN_RETIREMENT => plan(args, state),
        ESTIMATE_AGE_PENSION => pension(args, state),
        _ => social(args, state),
    }
}

/// The spec's projection to the retirement age, recorded as the built-in's `retirement`.
fn project(args: &Args, state: &mut ToolState) -> Value {
    if let Some(e) = unknown_keys(
        args,
        &[
            "retirementAge",
            "age",
            "annualIncome",
            "monthlyExpenses",
            "expectedReturnRate",
        ],
    ) {
        return e;
    }
    let mut overrides = Vec::new();
    for (key, field) in [
        ("retirementAge", ProfileField::RetirementAge),
        ("age", ProfileField::Age),
        ("annualIncome", ProfileField::AnnualIncome),
        ("monthlyExpenses", ProfileField::MonthlyExpenses),
        ("expectedReturnRate", ProfileField::ExpectedReturnRate),
    ] {
        match text_arg(args, key) {
            Ok(Some(v)) => overrides.push((field, Some(v))),
            Ok(None) => {}
            Err(e) => return e,
        }
    }
    let mut scenario = state.profile.clone();
    if let Err(e) = apply_raw_changes(&mut scenario, &overrides) {
        return error(e.to_string());
    }
    let Some(plan) = project_balance(&scenario, state.today) else {
        return error("no projection: the profile needs an age below the retirement age");
    };
    // Every fifth year keeps the tool message short; the last row is always included.
    let last = plan.rows.len().saturating_sub(1);
    let rows: Vec<Value> = plan
        .rows
        .iter()
        .enumerate()
        .filter(|(i, _)| i % 5 == 0 || *i == last)
        .map(|(_, r)| serde_json::to_value(r).unwrap_or(Value::Null))
        .collect();
    let figures = json!({
        "outlook": plan.outlook,
        "rows": rows,
        "withdrawalRate": scenario.retirement_withdrawal_rate_or_default(),
        "agePensionNote": age_pension_note(scenario.country),
    });
    let o = PlanOverrides {
        retirement_age: passed(args, "retirementAge")
            .then_some(scenario.retirement_age_or_default()),
        monthly_spending: scenario
            .monthly_expenses
            .filter(|_| passed(args, "monthlyExpenses")),
        expected_return: passed(args, "expectedReturnRate")
            .then_some(scenario.expected_return_rate_or_default()),
        ..PlanOverrides::default()
    };
    let age = scenario.age.filter(|_| passed(args, "age"));
    let given = retirement_inputs(&o, age, state);
    state.answered("retirement", given, figures)
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

fn plan(args: &Args, state: &mut ToolState) -> Value {
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
    let figures = answer().unwrap_or_else(domain_error);
    let given = retirement_inputs(&o, None, state);
    state.answered("retirement", given, figures)
}

/// The plan's inputs as the built-in's `retirement` intent records them: the age (`age` when
/// the model passed one), the retirement age, the spending in retirement (a month), an extra contribution (a year) and the return. The
/// plan's other what-ifs (claim age, inflation, volatility, horizon) are not among them.
fn retirement_inputs(o: &PlanOverrides, age: Option<u32>, state: &ToolState) -> Given {
    let p = &state.profile;
    let mut g = Given::new();
    g.maybe(
        "age",
        age.or(p.age).map(Val::Age),
        age.is_some(),
        InputSource::Profile,
    );
    g.either(
        "retirementAge",
        Val::Age(o.retirement_age.unwrap_or(p.retirement_age_or_default())),
        o.retirement_age.is_some(),
        profile_or_default(p.retirement_age.is_some()),
    );
    g.maybe(
        "spending",
        o.monthly_spending
            .or(p.retirement_spending)
            .or(p.monthly_expenses)
            .map(|v| Val::Flow(v, Frequency::Monthly)),
        o.monthly_spending.is_some(),
        InputSource::Profile,
    );
    g.said_if(
        "extraContribution",
        o.extra_contribution
            .map(|v| Val::Flow(v, Frequency::Yearly)),
    );
    g.either(
        "expectedReturn",
        Val::Rate(
            o.expected_return
                .unwrap_or(p.expected_return_rate_or_default()),
        ),
        o.expected_return.is_some(),
        profile_or_default(p.expected_return_rate.is_some()),
    );
    g
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
