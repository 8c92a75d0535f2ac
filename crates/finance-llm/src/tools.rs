//! The tools an OpenAI-compatible model may call. Every one is executed by the domain on a working
//! copy of the signed-in person's profile; the model never does arithmetic and never names a user.
//! Unknown tools and malformed arguments come back to the model as `{"error": …}` and run nothing.

use chrono::NaiveDate;
use finance_domain::goals::{Goal, GoalChange};
use finance_domain::profile_update::apply_update;
use finance_domain::retirement::{age_pension_note, project};
use finance_domain::tax::{FilingStatus, TaxRequest, calculate};
use finance_domain::validation::{apply_raw_changes, parse_field};
use finance_domain::{Country, FinancialProfile, ProfileField, Region, topics};
use rust_decimal::Decimal;
use serde_json::{Value, json};

use crate::calc_tools;
use crate::context::Calculations;
use crate::goal_tools;
use crate::plan_tools;

pub const CALCULATE_TAX: &str = "calculate_tax";
pub const UPDATE_PROFILE: &str = "update_profile";
pub const PROJECT_RETIREMENT: &str = "project_retirement";
pub const GET_TOPIC: &str = "get_topic";
pub const TOOL_NAMES: [&str; 15] = [
    CALCULATE_TAX,
    UPDATE_PROFILE,
    PROJECT_RETIREMENT,
    GET_TOPIC,
    calc_tools::LOAN_REPAYMENT,
    calc_tools::SAVINGS_PROJECTION,
    calc_tools::COMPARE_INCOME_CHANGE,
    calc_tools::LOOKUP_LIMIT,
    plan_tools::PLAN_RETIREMENT,
    plan_tools::ESTIMATE_AGE_PENSION,
    plan_tools::ESTIMATE_SOCIAL_SECURITY,
    goal_tools::LIST_GOALS,
    goal_tools::CREATE_GOAL,
    goal_tools::UPDATE_GOAL,
    goal_tools::DELETE_GOAL,
];

/// A short line saying what a tool call is doing, shown above the growing reply: "Calculating your
/// 2026 tax in CA". Arguments the model sent are only echoed when they are short plain words.
pub fn step_label(name: &str, arguments: &str) -> String {
    let args: serde_json::Map<String, Value> = serde_json::from_str(arguments).unwrap_or_default();
    let word = |key: &str| {
        args.get(key)
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|v| {
                !v.is_empty()
                    && v.len() <= 12
                    && v.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            })
    };
    match name {
        CALCULATE_TAX => {
            let mut label = "Calculating your".to_string();
            if let Some(year) = word("taxYear") {
                label.push(' ');
                label.push_str(year);
            }
            label.push_str(" tax");
            if let Some(state) = word("state") {
                label.push_str(" in ");
                label.push_str(&state.to_uppercase());
            }
            label
        }
        UPDATE_PROFILE => "Updating your profile".into(),
        PROJECT_RETIREMENT => "Projecting your retirement savings".into(),
        GET_TOPIC => "Reading the topic library".into(),
        plan_tools::PLAN_RETIREMENT => "Working out your retirement plan".into(),
        plan_tools::ESTIMATE_AGE_PENSION => "Estimating the Age Pension".into(),
        plan_tools::ESTIMATE_SOCIAL_SECURITY => "Estimating Social Security".into(),
        goal_tools::LIST_GOALS => "Reading your goals".into(),
        goal_tools::CREATE_GOAL | goal_tools::UPDATE_GOAL | goal_tools::DELETE_GOAL => {
            "Updating your goals".into()
        }
        _ => "Working on it".into(),
    }
}

/// JSON-schema definitions sent with every request: (name, description, parameters).
pub fn definitions() -> Vec<(&'static str, &'static str, Value)> {
    let mut all = own_definitions();
    all.extend(calc_tools::definitions());
    all.extend(plan_tools::definitions());
    all.extend(goal_tools::definitions());
    all
}

fn own_definitions() -> Vec<(&'static str, &'static str, Value)> {
    let writable: Vec<&str> = ProfileField::ALL
        .iter()
        .filter(|f| !ProfileField::COMPUTED.contains(f))
        .map(|f| f.name())
        .collect();
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
            UPDATE_PROFILE,
            "Save facts the person stated about themselves to their profile. Only for facts they told you, never for hypotheticals. Values are strings: money in dollars (\"85000\"), rates as fractions (\"0.07\"), null clears. Income is annual before tax; monthlyExpenses and rentOrMortgage are monthly.",
            json!({
                "type": "object",
                "properties": {
                    "changes": {
                        "type": "object",
                        "description": format!("Field name to new value. Fields: {}", writable.join(", ")),
                        "additionalProperties": {"type": ["string", "number", "boolean", "null"]}
                    }
                },
                "required": ["changes"],
                "additionalProperties": false
            }),
        ),
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
            GET_TOPIC,
            "Penny's notes on one topic: overview, considerations, country-specific factors and a recommendation.",
            json!({
                "type": "object",
                "properties": {
                    "id": {"type": "string", "enum": topics::all().iter().map(|t| t.id.clone()).collect::<Vec<_>>()}
                },
                "required": ["id"],
                "additionalProperties": false
            }),
        ),
    ]
}

/// What the tools have done during one reply.
#[derive(Debug, Clone)]
pub struct ToolState {
    /// The signed-in person's profile with this reply's accepted changes applied.
    pub profile: FinancialProfile,
    pub today: NaiveDate,
    pub changes: Vec<(ProfileField, Option<String>)>,
    pub calculations: Option<Calculations>,
    /// The person's goals with this reply's goal changes applied (`goal_tools.rs`).
    pub goals: Vec<Goal>,
    /// The goal changes this reply proposes, each already validated.
    pub goal_changes: Vec<GoalChange>,
}

impl ToolState {
    pub fn new(profile: FinancialProfile, today: NaiveDate) -> Self {
        ToolState {
            profile,
            today,
            changes: Vec::new(),
            calculations: None,
            goals: Vec::new(),
            goal_changes: Vec::new(),
        }
    }
}

pub(crate) fn error(msg: impl Into<String>) -> Value {
    json!({ "error": msg.into() })
}

/// Runs one tool call and returns the JSON text for the tool message.
pub fn execute(name: &str, arguments: &str, state: &mut ToolState) -> String {
    let result = if !TOOL_NAMES.contains(&name) {
        error(format!(
            "unknown tool '{name}'; available tools: {}",
            TOOL_NAMES.join(", ")
        ))
    } else {
        match serde_json::from_str::<Value>(if arguments.trim().is_empty() {
            "{}"
        } else {
            arguments
        }) {
            Ok(Value::Object(args)) => match name {
                CALCULATE_TAX => calculate_tax(&args, state),
                UPDATE_PROFILE => update_profile(&args, state),
                PROJECT_RETIREMENT => project_retirement(&args, state),
                GET_TOPIC => get_topic(&args, state),
                plan_tools::PLAN_RETIREMENT
                | plan_tools::ESTIMATE_AGE_PENSION
                | plan_tools::ESTIMATE_SOCIAL_SECURITY => plan_tools::execute(name, &args, state),
                goal_tools::LIST_GOALS
                | goal_tools::CREATE_GOAL
                | goal_tools::UPDATE_GOAL
                | goal_tools::DELETE_GOAL => goal_tools::execute(name, &args, state),
                other => calc_tools::execute(other, &args, state),
            },
            Ok(_) => error("invalid arguments: expected a JSON object"),
            Err(e) => error(format!("invalid arguments: {e}")),
        }
    };
    result.to_string()
}

pub(crate) type Args = serde_json::Map<String, Value>;

/// A string or number argument as text; `Err` names the field when it is some other type.
pub(crate) fn text_arg(args: &Args, key: &str) -> Result<Option<String>, Value> {
    match args.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.trim().to_string())),
        Some(Value::Number(n)) => Ok(Some(n.to_string())),
        Some(Value::Bool(b)) => Ok(Some(b.to_string())),
        Some(_) => Err(error(format!("invalid arguments: {key} must be a string"))),
    }
}

pub(crate) fn unknown_keys(args: &Args, allowed: &[&str]) -> Option<Value> {
    args.keys()
        .find(|k| !allowed.contains(&k.as_str()))
        .map(|k| error(format!("invalid arguments: unknown field '{k}'")))
}

fn calculate_tax(args: &Args, state: &mut ToolState) -> Value {
    if let Some(e) = unknown_keys(
        args,
        &["income", "country", "state", "taxYear", "filingStatus"],
    ) {
        return e;
    }
    let mut req = TaxRequest::from_profile(&state.profile);
    let read = || -> Result<TaxRequest, Value> {
        let mut req = req.clone();
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
        Ok(req)
    };
    req = match read() {
        Ok(r) => r,
        Err(e) => return e,
    };
    match calculate(&req, state.today) {
        Ok(r) => {
            state.calculations = Some(Calculations::from(&r));
            serde_json::to_value(&r).unwrap_or_else(|e| error(e.to_string()))
        }
        Err(e) => error(e.to_string()),
    }
}

fn update_profile(args: &Args, state: &mut ToolState) -> Value {
    if let Some(e) = unknown_keys(args, &["changes"]) {
        return e;
    }
    let Some(Value::Object(changes)) = args.get("changes") else {
        return error("invalid arguments: 'changes' must be an object of field names to values");
    };
    if changes.is_empty() {
        return error("invalid arguments: 'changes' is empty");
    }
    let mut raw: Vec<(ProfileField, Option<String>)> = Vec::new();
    for (name, value) in changes {
        let Some(field) = ProfileField::from_name(name) else {
            return error(format!("{name}: unknown profile field"));
        };
        if ProfileField::COMPUTED.contains(&field) {
            return error(format!(
                "{name}: is calculated from the income and cannot be set"
            ));
        }
        let v = match value {
            Value::Null => None,
            Value::String(s) => Some(s.clone()),
            Value::Number(n) => Some(n.to_string()),
            Value::Bool(b) => Some(b.to_string()),
            _ => return error(format!("{name}: must be a string, number, boolean or null")),
        };
        raw.push((field, v));
    }
    // Same checks as the REST API, all or nothing, on this person's profile only.
    let target_country = raw
        .iter()
        .find(|(f, _)| *f == ProfileField::Country)
        .and_then(|(_, v)| v.as_deref().and_then(Country::parse))
        .unwrap_or(state.profile.country);
    for (f, v) in &raw {
        if let Err(e) = parse_field(*f, v.as_deref(), target_country) {
            return error(e.to_string());
        }
    }
    let mut next = state.profile.clone();
    let applied = match apply_update(&mut next, &raw, state.today) {
        Ok(a) => a,
        Err(e) => return error(e.to_string()),
    };
    state.profile = next;
    for (f, v) in raw {
        if applied.iter().any(|c| c.field == f) {
            state.changes.retain(|(g, _)| *g != f);
            state.changes.push((f, v));
        }
    }
    let updated: Vec<Value> = applied
        .iter()
        .map(|c| json!({"field": c.field.name(), "old": c.old, "new": c.new}))
        .collect();
    json!({ "updated": updated })
}

fn project_retirement(args: &Args, state: &mut ToolState) -> Value {
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
    let Some(plan) = project(&scenario, state.today) else {
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
    json!({
        "outlook": plan.outlook,
        "rows": rows,
        "withdrawalRate": scenario.retirement_withdrawal_rate_or_default(),
        "agePensionNote": age_pension_note(scenario.country),
    })
}

fn get_topic(args: &Args, state: &mut ToolState) -> Value {
    if let Some(e) = unknown_keys(args, &["id"]) {
        return e;
    }
    let id = match text_arg(args, "id") {
        Ok(Some(id)) => id,
        Ok(None) => return error("invalid arguments: 'id' is required"),
        Err(e) => return e,
    };
    match topics::find(&id) {
        Some(t) => json!({
            "title": t.title,
            "overview": t.content.overview,
            "considerations": t.content.considerations,
            "countrySpecific": t.country_specific(state.profile.country),
            "recommendation": t.content.recommendation,
        }),
        None => error(format!(
            "unknown topic '{id}'; topics: {}",
            topics::all()
                .iter()
                .map(|t| t.id.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}
