//! Turning what was understood into the reply: short paragraphs and bullet lists in the person's
//! country terms, every figure from the domain, ending with the disclaimer line.

use std::fmt::Write as _;

use finance_domain::contribution_limits as limits_table;
use finance_domain::retirement::{age_pension_note, contribution_rate, project};
use finance_domain::tax::{TaxRequest, TaxResult, calculate};
use finance_domain::{Country, ProfileField};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::Understanding;
use super::intents::{Intent, contributions, explain, fallback, income, limits, loan, savings};
use super::out::Out;
use super::topics;
use crate::DISCLAIMER;
use crate::context::{AdvisorContext, AdvisorReply, Calculations};
use crate::format::{money, money_whole, percent};

/// How a field is named in prose, in the person's country terms.
pub fn field_label(f: ProfileField, country: Country) -> &'static str {
    match f {
        ProfileField::Country => "country",
        ProfileField::State => "state",
        ProfileField::AnnualIncome => "annual income",
        ProfileField::HouseholdIncome => "household income",
        ProfileField::MonthlyExpenses => "monthly expenses",
        ProfileField::TakeHome => "take-home pay",
        ProfileField::FederalTax => "income tax",
        ProfileField::StateTax => "state tax",
        ProfileField::FicaTax => match country {
            Country::Australia => "Medicare levy",
            Country::Us => "FICA",
        },
        ProfileField::CurrentSavings => "savings",
        ProfileField::PropertyValue => "property value",
        ProfileField::SuperBalance => match country {
            Country::Australia => "super balance",
            Country::Us => "401(k) balance",
        },
        ProfileField::InvestmentAccounts => "investments",
        ProfileField::EmergencyFund => "emergency fund",
        ProfileField::EmergencyFundCurrent => "emergency fund",
        ProfileField::EmergencyFundMonths => "emergency fund target",
        ProfileField::MortgageBalance => "mortgage balance",
        ProfileField::Debts => "other debts",
        ProfileField::RentOrMortgage => "monthly rent or mortgage repayment",
        ProfileField::NumberOfCars => "cars",
        ProfileField::Dependents => "dependents",
        ProfileField::Age => "age",
        ProfileField::MaritalStatus => "marital status",
        ProfileField::OtherAssets => "other assets",
        ProfileField::RetirementAge => "retirement age",
        ProfileField::ExpectedReturnRate => "expected return",
        ProfileField::RetirementWithdrawalRate => "withdrawal rate",
        ProfileField::PrivateHospitalCover => "private hospital cover",
        // The table's own label (profile::fields) for the fields added since these were written.
        other => other.label(country),
    }
}

/// A raw value as prose: money as $85,000, rates as 7%, states by name.
fn value_text(f: ProfileField, raw: &str, country: Country) -> String {
    use finance_domain::validation::FieldKind;
    match f.kind() {
        FieldKind::Money => raw
            .parse::<Decimal>()
            .map(money)
            .unwrap_or_else(|_| raw.to_string()),
        FieldKind::Rate { .. } => raw
            .parse::<Decimal>()
            .map(percent)
            .unwrap_or_else(|_| raw.to_string()),
        FieldKind::Months => format!("{raw} months"),
        FieldKind::Region => finance_domain::Region::parse(country, raw)
            .map(|r| r.name().to_string())
            .unwrap_or_else(|| raw.to_string()),
        FieldKind::Country => match Country::parse(raw) {
            Some(Country::Australia) => "Australia".into(),
            Some(Country::Us) => "the United States".into(),
            None => raw.to_string(),
        },
        FieldKind::Bool => {
            if raw == "true" {
                "yes".into()
            } else {
                "no".into()
            }
        }
        _ => raw.to_string(),
    }
}

fn end(mut s: String) -> String {
    while s.ends_with('\n') {
        s.pop();
    }
    s.push_str("\n\n");
    s.push_str(DISCLAIMER);
    s
}

pub(crate) fn compose(ctx: &AdvisorContext, u: &Understanding) -> AdvisorReply {
    let country = u.updated.country;
    let mut out = Out::new();
    acknowledge(ctx, u, country, &mut out);

    let primary = u.route.primary;
    match primary {
        Intent::Loan(a) => loan::answer(a, u, &mut out),
        Intent::Savings(a) => savings::answer(a, ctx, u, &mut out),
        Intent::Income(a) => income::answer(a, ctx, u, &mut out),
        Intent::Contribution(a) => contributions::answer(a, ctx, u, &mut out),
        Intent::Limit(k) => limits::answer(k, ctx, u, &mut out),
        Intent::Explain(e) => explain::answer(e, ctx, u, &mut out),
        Intent::Facts => follow_up(ctx, u, &mut out),
        Intent::Tax => tax_section(ctx, u, &mut out),
        Intent::Retirement => retirement_section(ctx, u, &mut out),
        Intent::Topic(id) => topic_section(id, u, &mut out),
        Intent::EmergencyFund => emergency_section(u, &mut out),
        Intent::Budget => budget_section(ctx, u, &mut out),
        Intent::Debt => debt_section(u, &mut out),
        Intent::SalarySacrifice => sacrifice_section(ctx, u, &mut out),
        Intent::RetirementAccounts => accounts_section(ctx, u, &mut out),
        Intent::NetWorth => net_worth_section(u, &mut out),
        Intent::HomeBuying => home_section(u, &mut out),
        Intent::ProfileSummary => summary_section(u, &mut out),
        Intent::Greeting => out.para(greeting(country)),
        Intent::Thanks => out.para("You're welcome! Ask me any time about tax, take-home pay, retirement, budgeting or debt, or tell me more about your situation and I'll keep your profile up to date."),
        Intent::Help => out.para(capabilities(country)),
        Intent::Unknown => out.para(fallback::reply(&u.reading, country)),
    }
    // A second, different question in the same message gets its own short answer.
    if let Some(second) = u.route.secondary {
        match (primary, second) {
            (Intent::Facts, Intent::Topic(id)) => topic_section(id, u, &mut out),
            (Intent::Facts, Intent::SalarySacrifice) => sacrifice_section(ctx, u, &mut out),
            (Intent::Tax, Intent::Retirement) | (Intent::Facts, Intent::Retirement) => {
                retirement_section(ctx, u, &mut out)
            }
            (Intent::Retirement, Intent::Tax) => tax_section(ctx, u, &mut out),
            _ => {}
        }
    }
    AdvisorReply {
        content: end(out.text),
        calculations: out.calculations,
        profile_changes: u.changes.clone(),
    }
}

fn acknowledge(_ctx: &AdvisorContext, u: &Understanding, country: Country, out: &mut Out) {
    let shown: Vec<&(ProfileField, Option<String>)> = u
        .changes
        .iter()
        .filter(|(f, _)| *f != ProfileField::EmergencyFundCurrent)
        .collect();
    if !shown.is_empty() {
        let items: Vec<String> = shown
            .iter()
            .map(|(f, raw)| {
                let raw = raw.as_deref().unwrap_or("");
                let mut s = format!(
                    "{} **{}**",
                    field_label(*f, country),
                    value_text(*f, raw, country)
                );
                if let Some((_, d)) = u.derivations.iter().find(|(df, _)| df == f) {
                    let _ = write!(s, " ({d})");
                }
                s
            })
            .collect();
        out.para(format!(
            "Got it. I've updated your profile: {}.",
            items.join(", ")
        ));
    }
    if let Some(n) = &u.net_to_gross {
        if n.saved {
            out.para(format!(
                "You told me your take-home pay (**{}** a year after tax). Working back through {}, that's a before-tax income of about **{}**, which I've saved as your annual income.",
                money(n.net),
                n.rules,
                money(n.gross)
            ));
        } else {
            let mut s = format!(
                "A take-home pay of **{}** a year corresponds to a before-tax income of about **{}** under {}.",
                money(n.net),
                money(n.gross),
                n.rules
            );
            if let Some((income, take_home)) = n.stored {
                s.push_str(&format!(
                    " Your profile's income of **{}** takes home **{}** a year. I haven't replaced it; tell me your before-tax income if it has changed.",
                    money(income),
                    money(take_home)
                ));
            } else {
                s.push_str(" I haven't changed your profile.");
            }
            out.para(s);
        }
    }
    for r in &u.refused {
        let shown = value_text(r.field, &r.raw, country);
        out.para(format!(
            "I didn't save {} {}: it {}.",
            field_label(r.field, country),
            shown,
            r.reason
        ));
    }
    if let Some(v) = u.reading.unresolved_correction {
        out.para(format!(
            "Which figure should be **{}**? Say it with the item, for example \"my income is {}\" or \"my savings are {}\", and I'll correct it.",
            money(v),
            money(v),
            money(v)
        ));
    }
    let hypothetical_only = u.reading.hypothetical
        && u.changes.is_empty()
        && (u.reading.facts.iter().any(|f| f.hypothetical) || u.reading.mentioned_income.is_some());
    if hypothetical_only {
        out.para("That's a what-if, so I've used it for the figures below without changing your profile.");
    }
    if u.reading.injection {
        out.para("I can only change your profile with figures you tell me about yourself, and every change goes through the same checks as the profile form.");
    }
}

fn greeting(country: Country) -> String {
    let account = match country {
        Country::Australia => "superannuation",
        Country::Us => "401(k) and IRA",
    };
    format!(
        "Hi! I'm Penny, your AI financial advisor. I can work out your tax and take-home pay, project your retirement savings, and talk through budgeting, debt, {account} and more.\n\nTell me a bit about yourself (for example \"I'm 34 and earn $85,000 a year\") or ask a question."
    )
}

fn capabilities(country: Country) -> String {
    let lead = "Here's what I can do:";
    let limits = match country {
        Country::Australia => "this year's super caps, tax-free threshold and Age Pension rates",
        Country::Us => "this year's 401(k), IRA and HSA limits and the standard deduction",
    };
    let (levy, account) = match country {
        Country::Australia => (
            "income tax and the Medicare levy",
            "superannuation, salary sacrifice and concessional contributions",
        ),
        Country::Us => (
            "federal, state and FICA taxes",
            "401(k) and IRA contributions",
        ),
    };
    format!(
        "{lead}\n\n- **Tax and take-home pay**: {levy} for any income, e.g. \"how much tax on $85,000?\"\n- **Retirement outlook**: a projection to your retirement age and the 4% rule income\n- **Loans and savings**: repayments, extra repayments and payoff times, what savings grow to and what to save for a goal, e.g. \"repayments on $500,000 at 6% over 30 years?\"\n- **Pay changes and limits**: a bonus or raise after tax, a couple's take-home, {limits}\n- **Your profile**: tell me your income, age, savings, expenses or debts and I'll remember them\n- **Topics**: {account}, emergency funds, budgeting, debt, leasing vs buying a car, property vs shares, family trusts and tax-effective investing"
    )
}

/// The Australian parameter table in force on `today` (figures in prose come from it).
fn au_params(
    today: chrono::NaiveDate,
) -> Option<&'static finance_domain::tax::au::params::AuParams> {
    finance_domain::tax::au::params::for_start_year(finance_domain::tax::year::au_start_year_on(
        today,
    ))
}

/// The tax calculation for the message's income (or the profile's) and the message's place.
fn tax_for(ctx: &AdvisorContext, u: &Understanding) -> Option<Result<TaxResult, String>> {
    let p = &u.scenario;
    let income = u.reading.mentioned_income.or(p.annual_income)?;
    let mut req = TaxRequest::from_profile(p);
    req.income = income;
    if let Some(c) = u.reading.mentioned_country
        && c != req.country
    {
        req.country = c;
        req.state = None;
        req.filing_status = None;
    }
    if let Some(r) = u.reading.mentioned_region
        && r.country() == req.country
    {
        req.state = Some(r);
    }
    req.tax_year = u.reading.tax_year.clone();
    Some(calculate(&req, ctx.today).map_err(|e| e.to_string()))
}

fn tax_section(ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    if u.reading.has("surcharge")
        && u.scenario.country == Country::Australia
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
    match tax_for(ctx, u) {
        None => out.para(
            "I can work that out as soon as I know the income. Tell me your annual income before tax, for example \"I earn $85,000 a year\" (or \"$40 an hour\", \"$3,000 a fortnight\"), or ask about any amount: \"how much tax on $120k?\"",
        ),
        Some(Err(e)) => out.para(format!("I couldn't calculate that: {e}.")),
        Some(Ok(r)) => {
            write_tax(&r, out);
            if u.reading.mentioned_income.is_some()
                && !u.changes.iter().any(|(f, _)| *f == ProfileField::AnnualIncome)
                && !u.reading.hypothetical
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

fn write_tax(r: &TaxResult, out: &mut Out) {
    let mut s = String::new();
    let where_ = match (r.country, r.state) {
        (Country::Us, Some(st)) => format!("in {} for the {} tax year", st.name(), r.tax_year),
        (Country::Us, None) => format!("in the US for the {} tax year", r.tax_year),
        (Country::Australia, _) => format!("in Australia for the {} financial year", r.tax_year),
    };
    let _ = writeln!(s, "On an income of **{}** {where_}:\n", money(r.income));
    match r.country {
        Country::Australia => {
            let _ = writeln!(s, "- Income tax: **{}**", money(r.federal_tax));
            let _ = writeln!(s, "- Medicare levy: **{}**", money(r.fica_tax));
        }
        Country::Us => {
            let _ = writeln!(s, "- Federal income tax: **{}**", money(r.federal_tax));
            let state_name = r
                .state
                .map(|st| format!("{} state tax", st.name()))
                .unwrap_or_else(|| "State tax (no state given)".into());
            let _ = writeln!(s, "- {state_name}: **{}**", money(r.state_tax));
            let _ = writeln!(
                s,
                "- FICA (Social Security and Medicare): **{}**",
                money(r.fica_tax)
            );
        }
    }
    let _ = writeln!(
        s,
        "- Take-home pay: **{}** a year, about **{}** a month",
        money(r.take_home),
        money(r.take_home / dec!(12))
    );
    let _ = write!(
        s,
        "\nYour marginal rate is {} and your average rate {}.",
        percent(r.marginal_rate),
        percent(r.average_rate)
    );
    out.para(s);
    if !r.assumptions.is_empty() {
        let list: Vec<String> = r.assumptions.iter().map(|a| format!("- {a}")).collect();
        out.para(format!("Assumptions:\n{}", list.join("\n")));
    }
    if r.provisional && !r.provisional_reasons.is_empty() {
        out.para(format!(
            "These figures are provisional: {}.",
            r.provisional_reasons
                .iter()
                .map(|x| x.as_ref())
                .collect::<Vec<_>>()
                .join("; ")
        ));
    }
    out.calculations = Some(Calculations::from(r));
}

fn follow_up(ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let touched = |f: ProfileField| u.changes.iter().any(|(c, _)| *c == f);
    if (touched(ProfileField::AnnualIncome)
        || touched(ProfileField::Country)
        || touched(ProfileField::State))
        && let Some(Ok(r)) = tax_for(ctx, u)
    {
        write_tax(&r, out);
        return;
    }
    if (touched(ProfileField::Age)
        || touched(ProfileField::RetirementAge)
        || touched(ProfileField::SuperBalance))
        && u.updated.age.is_some()
    {
        retirement_section(ctx, u, out);
        return;
    }
    if touched(ProfileField::EmergencyFund) || touched(ProfileField::EmergencyFundMonths) {
        emergency_section(u, out);
        return;
    }
    if u.changes.is_empty() {
        return;
    }
    let p = &u.updated;
    let missing: Vec<&str> = [
        (p.annual_income.is_none(), "your annual income"),
        (p.age.is_none(), "your age"),
        (p.monthly_expenses.is_none(), "your monthly expenses"),
        (
            p.super_balance.is_none(),
            match p.country {
                Country::Australia => "your super balance",
                Country::Us => "your 401(k) balance",
            },
        ),
    ]
    .into_iter()
    .filter(|(m, _)| *m)
    .map(|(_, s)| s)
    .collect();
    if missing.is_empty() {
        out.para("Ask me about your tax, your retirement outlook, or how big your emergency fund should be.");
    } else {
        out.para(format!(
            "To give you sharper figures, you could also tell me {}.",
            join_and(&missing)
        ));
    }
}

fn join_and(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [a] => a.to_string(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn retirement_section(ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let p = &u.scenario;
    let country = p.country;
    let account = match country {
        Country::Australia => "super",
        Country::Us => "401(k) and savings",
    };
    let Some(plan) = project(p, ctx.today) else {
        if p.age.is_none() {
            out.para(format!(
                "To project your retirement I need your age. Tell me, for example, \"I'm 34, I have $60,000 in {} and I'd like to retire at 65\".",
                if country == Country::Australia { "super" } else { "my 401(k)" }
            ));
        } else {
            out.para(format!(
                "Your retirement age ({}) isn't after your current age ({}), so there's nothing left to project. Tell me the age you'd like to retire at.",
                p.retirement_age_or_default(),
                p.age.unwrap_or_default()
            ));
        }
        return;
    };
    let o = &plan.outlook;
    if o.final_value.is_zero() {
        out.para(format!(
            "I can't project anything yet: I don't know your income or your {} balance. Tell me, for example, \"I earn $85,000 and have $60,000 in {}\".",
            if country == Country::Australia { "super" } else { "401(k)" },
            if country == Country::Australia { "super" } else { "my 401(k)" }
        ));
        return;
    }
    let retire_age = p.retirement_age_or_default();
    let year = plan.rows.last().map(|r| r.year).unwrap_or_default();
    let mut s = format!(
        "If you keep going as you are, your {account} could grow to about **{}** by age {retire_age} (in {year}).",
        money_whole(o.final_value)
    );
    let _ = write!(
        s,
        " Using the {} withdrawal rule, that supports an income of about **{}** a year.",
        percent(p.retirement_withdrawal_rate_or_default()),
        money_whole(o.sustainable_income)
    );
    out.para(s);
    if o.annual_expenses > Decimal::ZERO {
        if o.is_comfortable {
            out.para(format!(
                "That's **comfortable**: it covers your current spending of {} a year with about {} to spare.",
                money_whole(o.annual_expenses),
                money_whole(o.surplus)
            ));
        } else {
            out.para(format!(
                "That's a **shortfall** of about **{}** a year against your current spending of {} a year. Saving more, retiring a little later or trimming spending would close the gap.",
                money_whole(o.shortfall),
                money_whole(o.annual_expenses)
            ));
        }
    } else {
        out.para(
            "Tell me your monthly expenses and I'll say whether that income would cover them.",
        );
    }
    out.para(format!(
        "Assumptions: contributions of {} of your income each year, a {} annual return, starting from your {} plus savings; figures are not adjusted for inflation.",
        percent(contribution_rate(country)),
        percent(p.expected_return_rate_or_default()),
        if country == Country::Australia { "super balance" } else { "401(k) balance" },
    ));
    match plan_paragraph(p, ctx.today) {
        Some(plan) => out.para(plan),
        None => {
            if let Some(note) = age_pension_note(country) {
                out.para(note);
            }
        }
    }
}

/// Paths for the odds in a chat reply: enough for a whole percentage, a millisecond or two.
const CHAT_PLAN_PATHS: u32 = 500;

/// The retirement plan in today's dollars (docs/retirement.md): how long the money lasts at the
/// person's spending, the odds over simulated markets, the Age Pension or Social Security, and the
/// spending that lasts. Read from the scenario, so "what if I retire at 60" or "spend $4,000 a
/// month" shows here without being saved. `None` without an age or any spending.
fn plan_paragraph(
    p: &finance_domain::FinancialProfile,
    today: chrono::NaiveDate,
) -> Option<String> {
    use finance_domain::retirement::monte_carlo;
    use finance_domain::retirement::plan::{PlanInput, PlanOverrides, Planner};
    let input = PlanInput::from_profile(p, &PlanOverrides::default()).ok()?;
    if input.monthly_spending <= Decimal::ZERO || input.retirement_age >= input.horizon_age {
        return None;
    }
    let planner = Planner::new(&input, today).ok()?;
    let plan = planner.plan();
    let odds = monte_carlo::run(&planner, CHAT_PLAN_PATHS, 1).ok()?;
    let horizon = input.horizon_age;
    let mut s = format!(
        "**In today's dollars**, spending {} a month from age {}: ",
        money_whole(input.monthly_spending),
        input.retirement_age
    );
    match plan.money_lasts_to_age {
        Some(age) => {
            let _ = write!(s, "your money lasts to about age **{age}**.");
        }
        None => {
            let _ = write!(s, "your money lasts past age **{horizon}**.");
        }
    }
    let _ = write!(
        s,
        " Chance it lasts to {horizon}: **{}%** (over {CHAT_PLAN_PATHS} simulated markets with {} yearly volatility).",
        (odds.success_probability * Decimal::ONE_HUNDRED).round(),
        percent(input.volatility)
    );
    if let Some(f) = plan.age_pension_fortnightly {
        let _ = write!(
            s,
            " Age Pension from 67: about **{}** a fortnight.",
            money_whole(f)
        );
    }
    if let Some(m) = plan.social_security_monthly {
        let _ = write!(s, " Social Security: about **{}** a month.", money_whole(m));
    }
    if let Some(m) = plan.sustainable_monthly_spending {
        let _ = write!(
            s,
            " Spending about {} a month would last to {horizon}.",
            money_whole(m)
        );
    }
    let _ = write!(
        s,
        " This assumes {} inflation and a {} return; the dashboard's full plan lets you change each assumption.",
        percent(input.inflation),
        percent(input.expected_return)
    );
    Some(s)
}

fn topic_section(id: &str, u: &Understanding, out: &mut Out) {
    out.para(topics::render(id, u.updated.country));
    if id == "emergency-fund-size" {
        emergency_section(u, out);
    }
}

fn emergency_section(u: &Understanding, out: &mut Out) {
    let p = &u.scenario;
    let months = p.emergency_fund_months_or_default();
    let current = p
        .emergency_fund_current
        .or(p.emergency_fund)
        .unwrap_or(Decimal::ZERO);
    let expenses = p.monthly_expenses_or_zero();
    let mut s = String::from(
        "An emergency fund covers essential costs if your income stops or a big bill arrives. The usual guide is **3 to 6 months of expenses** (more if your income is irregular or you support others), kept in an easy-access savings account.",
    );
    if expenses > Decimal::ZERO {
        let target = expenses * months;
        let _ = write!(
            s,
            "\n\nWith monthly expenses of {}, a {}-month fund is **{}**.",
            money(expenses),
            months.normalize(),
            money(target)
        );
        if current > Decimal::ZERO {
            let covered = (current / expenses).round_dp(1).normalize();
            if current >= target {
                let _ = write!(
                    s,
                    " Your {} covers {covered} months, so you've reached it.",
                    money(current)
                );
            } else {
                let _ = write!(
                    s,
                    " You have {}, about {covered} months, so you're **{}** short.",
                    money(current),
                    money(target - current)
                );
            }
        }
    } else {
        let typical = finance_domain::recommendations::suggested_monthly_expenses(p);
        if typical > Decimal::ZERO {
            let _ = write!(
                s,
                "\n\nI don't know your expenses yet; people on your income typically spend about {} a month, which makes a {}-month fund about **{}**. Tell me your monthly expenses for a closer figure.",
                money_whole(typical),
                months.normalize(),
                money_whole(typical * months)
            );
        } else {
            s.push_str("\n\nTell me your monthly expenses and I'll work out your target.");
        }
    }
    out.para(s);
}

fn monthly_take_home(ctx: &AdvisorContext, u: &Understanding) -> Option<Decimal> {
    if let Some(Ok(r)) = tax_for(ctx, u) {
        return Some(r.take_home / dec!(12));
    }
    u.scenario.take_home.map(|t| t / dec!(12))
}

fn budget_section(ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let p = &u.scenario;
    let mut s = String::from(
        "A simple starting point is the **50/30/20 rule**: about 50% of take-home pay for needs (housing, food, transport, bills), 30% for wants and 20% for savings and extra debt repayments.",
    );
    if let Some(m) = monthly_take_home(ctx, u) {
        let _ = write!(
            s,
            "\n\nOn your take-home of about **{}** a month:\n\n- Needs: {}\n- Wants: {}\n- Savings and debt: {}",
            money_whole(m),
            money_whole(m * dec!(0.5)),
            money_whole(m * dec!(0.3)),
            money_whole(m * dec!(0.2))
        );
        if let Some(e) = p.monthly_expenses.filter(|e| *e > Decimal::ZERO) {
            if e <= m {
                let _ = write!(
                    s,
                    "\n\nYour expenses of {} a month leave about **{}** a month to save or invest.",
                    money_whole(e),
                    money_whole(m - e)
                );
            } else {
                let _ = write!(
                    s,
                    "\n\nYour expenses of {} a month are more than your take-home, by about **{}** a month; that gap is the first thing to close.",
                    money_whole(e),
                    money_whole(e - m)
                );
            }
        }
        if let Some(h) = p.rent_or_mortgage.filter(|h| *h > Decimal::ZERO)
            && m > Decimal::ZERO
            && h > m * dec!(0.3)
        {
            let _ = write!(
                s,
                "\n\nHousing at {} a month is over 30% of your take-home, a common sign of housing stress.",
                money_whole(h)
            );
        }
    } else {
        s.push_str("\n\nTell me your income and monthly expenses and I'll put figures on it.");
    }
    s.push_str("\n\nTrack a month of spending, automate a transfer to savings on payday, and review subscriptions and insurance once a year.");
    out.para(s);
}

fn debt_section(u: &Understanding, out: &mut Out) {
    let p = &u.scenario;
    if u.reading.has("mortgage") && u.reading.has_prefix("invest") {
        let offset = match p.country {
            Country::Australia => {
                " In Australia an offset account gives you the same saving while keeping the cash available."
            }
            Country::Us => {
                " In the US, mortgage interest is only deductible if you itemise, which most people no longer do."
            }
        };
        out.para(format!("**Paying off the mortgage or investing?** Every extra dollar on the mortgage earns its interest rate, guaranteed and tax-free. Investing may earn more over the long run (shares have averaged more than most mortgage rates) but with ups and downs, and the returns are taxed.{offset} Many people do both: first an emergency fund and any high-interest debt, then retirement contributions, then split the rest."));
        return;
    }
    let mut s = String::from(
        "To pay debts down faster:\n\n- **Avalanche**: pay the minimum on everything and put every spare dollar on the highest-interest debt first (usually credit cards). It saves the most interest.\n- **Snowball**: clear the smallest balance first for quick wins, then roll that payment into the next.\n- Ask lenders for a lower rate, and avoid new debt while you pay down the old.",
    );
    match p.country {
        Country::Australia => s.push_str("\n- HECS-HELP debt is indexed rather than charged interest and repaid through the tax system, so it usually comes last."),
        Country::Us => s.push_str("\n- Federal student loans have income-driven repayment options; high-interest credit card debt usually comes first."),
    }
    if let Some(d) = p.debts.filter(|d| *d > Decimal::ZERO) {
        let _ = write!(
            s,
            "\n\nYour profile shows **{}** of debts other than the mortgage.",
            money(d)
        );
        if let Some(i) = p.annual_income.filter(|i| *i > Decimal::ZERO) {
            let _ = write!(
                s,
                " That's {} of your annual income.",
                percent((d / i).round_dp(3))
            );
        }
    }
    s.push_str("\n\nIf you're juggling several debts, consolidating them into one lower-rate loan can help, as long as you don't run the cards back up.");
    out.para(s);
}

fn sacrifice_section(ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    match u.scenario.country {
        Country::Australia => {
            let start = finance_domain::tax::year::au_start_year_on(ctx.today);
            let sup = limits_table::au_super(start);
            let tax_rate = percent(limits_table::CONTRIBUTIONS_TAX_RATE.value);
            // The common marginal position: the bracket above the tax-free and lowest ones.
            let (bracket, levy) = au_params(ctx.today)
                .and_then(|p| Some((p.scale.get(2).copied()?, p.medicare.rate)))
                .map(|(b, levy)| {
                    (
                        format!(
                            "{} for most people above {}",
                            percent(b.rate),
                            money(b.from)
                        ),
                        percent(levy),
                    )
                })
                .unwrap_or_default();
            out.para(format!(
                "**Salary sacrifice** sends part of your pre-tax salary into super as a concessional contribution. It's taxed at {tax_rate} in the fund instead of your marginal rate ({bracket}, plus the {levy} Medicare levy), so more of each dollar ends up working for you.\n\n- Concessional contributions (your employer's Super Guarantee of {}, salary sacrifice and personal deductible contributions) share one cap: **{} a year** in {}.\n- Unused cap from up to 5 previous years can be carried forward if your total super balance is under $500,000.\n- Above $250,000 of income, Division 293 adds another 15%.\n- The money is locked away until preservation age (60).",
                percent(sup.sg_rate.value),
                money(sup.concessional_cap.value),
                sup.label
            ));
            if let Some(Ok(r)) = tax_for(ctx, u) {
                let base = r.income.min(sup.max_contribution_base.annual());
                let sg = (base * sup.sg_rate.value).round_dp(0);
                let room = (sup.concessional_cap.value - sg).max(Decimal::ZERO);
                out.para(format!(
                    "On your income of {}, your employer's {} Super Guarantee is about {} a year, leaving about **{}** of concessional cap for salary sacrifice. Your marginal rate is {}.",
                    money(r.income),
                    percent(sup.sg_rate.value),
                    money(sg),
                    money(room),
                    percent(r.marginal_rate)
                ));
                out.calculations = Some(Calculations::from(&r));
            }
        }
        Country::Us => accounts_section(ctx, u, out),
    }
}

fn accounts_section(ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    if u.reading
        .has_any(&["loan", "loans", "debt", "debts", "credit card", "pay off"])
    {
        out.para("**Retirement savings or debt first?** A common order: contribute enough to get any employer match (an instant return), keep a small emergency fund, pay off high-interest debt such as credit cards, then raise retirement contributions. Low-interest debt can be paid at the normal pace while you invest.");
    }
    match u.scenario.country {
        Country::Australia => {
            let sup =
                limits_table::au_super(finance_domain::tax::year::au_start_year_on(ctx.today));
            out.para(format!(
                "**Superannuation** is your retirement savings. Your employer pays the Super Guarantee ({} of your ordinary earnings in {}) into your fund, and you can add more:\n\n- **Concessional** (before-tax) contributions, such as salary sacrifice, are taxed at {} in the fund; they share a {} yearly cap with your employer's contributions.\n- **Non-concessional** (after-tax) contributions have a separate {} yearly cap.\n- Check your fund's fees and investment option; small fee differences compound over decades.\n- You can usually access super from preservation age (60) once you retire.",
                percent(sup.sg_rate.value),
                sup.label,
                percent(limits_table::CONTRIBUTIONS_TAX_RATE.value),
                money(sup.concessional_cap.value),
                money(sup.non_concessional_cap.value)
            ));
        }
        Country::Us => {
            let l = limits_table::us_retirement(chrono::Datelike::year(&ctx.today));
            out.para(format!(
                "**401(k) and IRA** accounts are the main US retirement savings:\n\n- **401(k)**: contribute up to **{}** in {} from your paycheck (plus {} catch-up from age 50, or {} at ages 60-63). Always contribute enough to get the full employer match.\n- **Traditional** contributions cut your taxable income now; **Roth** contributions are taxed now and come out tax-free in retirement.\n- **IRA**: up to **{}** in {} (plus {} from age 50). Roth IRA eligibility phases out at higher incomes.\n- Withdrawals before 59½ usually carry a 10% penalty.",
                money(l.elective_deferral.value),
                l.year,
                money(l.catch_up_50.value),
                money(l.catch_up_60_63.value),
                money(l.ira.value),
                l.year,
                money(l.ira_catch_up.value)
            ));
        }
    }
}

fn home_section(u: &Understanding, out: &mut Out) {
    let p = &u.scenario;
    // The price is the largest figure in the message that looks like a home's.
    let mut figures: Vec<Decimal> = u
        .reading
        .tokens
        .iter()
        .filter_map(|t| t.tok.amount())
        .filter(|a| a.looks_like_money() && a.value >= dec!(10000) && a.value <= dec!(100000000))
        .map(|a| a.value)
        .collect();
    figures.sort();
    let price = figures.last().copied().filter(|v| *v >= dec!(50000));
    // "a 600k apartment on 90k": the smaller figure is the income.
    let mut basis = p.clone();
    if figures.len() >= 2 {
        basis.annual_income = Some(figures[0]);
    }
    let mut s = match p.country {
        Country::Australia => String::from(
            "Buying a home in Australia:\n\n- A **20% deposit** avoids lenders mortgage insurance (LMI).\n- Eligible first home buyers can buy with a **5% deposit** and no LMI under the government's Home Guarantee Scheme (5% Deposit Scheme).\n- Budget for **stamp duty** (it varies by state, with first-home concessions in every state), conveyancing, inspections and moving costs.\n- Lenders test your repayments at about 3 percentage points above the loan rate, so borrow less than the maximum you're offered.",
        ),
        Country::Us => String::from(
            "Buying a home in the US:\n\n- A **20% down payment** avoids private mortgage insurance (PMI).\n- Conventional loans start at 3% down and FHA loans at 3.5%, with mortgage insurance.\n- Budget **2% to 5% of the price** for closing costs, plus inspections and moving.\n- The 28/36 guide: housing under 28% of gross income and all debt payments under 36%.",
        ),
    };
    if let Some(price) = price {
        let _ = write!(
            s,
            "\n\nFor a **{}** home, a 20% deposit is **{}** and a 5% deposit {}.",
            money(price),
            money(price * dec!(0.2)),
            money(price * dec!(0.05))
        );
    }
    let housing = finance_domain::recommendations::housing_estimate(&basis);
    if housing > Decimal::ZERO {
        let _ = write!(
            s,
            "\n\nOn your income, keeping housing costs to about 28% of your gross pay means repayments of up to about **{}** a month.",
            money_whole(housing)
        );
    }
    out.para(s);
}

fn net_worth_section(u: &Understanding, out: &mut Out) {
    let p = &u.updated;
    if p.total_assets().is_zero() && p.total_liabilities().is_zero() {
        out.para("I don't know your assets or debts yet. Tell me things like your savings, super, investments, property value, mortgage and other debts, and I'll work out your net worth.");
        return;
    }
    out.para(format!(
        "From your profile:\n\n- Assets: **{}** (savings, property, {}, investments and emergency fund)\n- Liabilities: **{}** (mortgage and other debts)\n- Net worth: **{}**",
        money(p.total_assets()),
        if p.country == Country::Australia { "super" } else { "401(k)" },
        money(p.total_liabilities()),
        money(p.net_worth())
    ));
}

fn summary_section(u: &Understanding, out: &mut Out) {
    let p = &u.updated;
    let country = p.country;
    let mut lines = Vec::new();
    for f in ProfileField::ALL {
        if matches!(
            f,
            ProfileField::EmergencyFundCurrent
                | ProfileField::FederalTax
                | ProfileField::StateTax
                | ProfileField::FicaTax
                | ProfileField::ExpectedReturnRate
                | ProfileField::RetirementWithdrawalRate
                | ProfileField::EmergencyFundMonths
        ) {
            continue;
        }
        if let Some(v) = f.get(p) {
            lines.push(format!(
                "- {}: {}",
                capitalise(field_label(f, country)),
                value_text(f, &v, country)
            ));
        }
    }
    if lines.len() <= 1 {
        out.para("I don't know much about you yet. Tell me your age, income, savings and expenses and I'll remember them.");
    } else {
        out.para(format!(
            "Here's what I know about you:\n\n{}",
            lines.join("\n")
        ));
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

#[cfg(test)]
mod plan_tests {
    use super::*;
    use crate::BuiltinAdvisor;
    use finance_domain::FinancialProfile;

    fn ask(message: &str, profile: FinancialProfile) -> String {
        let ctx = AdvisorContext {
            profile,
            history: Vec::new(),
            message: message.to_string(),
            today: chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap_or_default(),
        };
        BuiltinAdvisor::new().reply(&ctx).content
    }

    fn saver() -> FinancialProfile {
        FinancialProfile {
            age: Some(38),
            annual_income: Some(dec!(95000)),
            super_balance: Some(dec!(120000)),
            monthly_expenses: Some(dec!(4000)),
            ..FinancialProfile::default()
        }
    }

    #[test]
    fn the_retirement_answer_is_in_todays_dollars_with_the_odds_and_the_pension() {
        let reply = ask("Am I on track for retirement?", saver());
        assert!(
            reply.contains("**In today's dollars**, spending $4,000 a month from age 65"),
            "{reply}"
        );
        assert!(reply.contains("Chance it lasts to 95: **"), "{reply}");
        assert!(reply.contains("Age Pension from 67: about **$"), "{reply}");
    }

    #[test]
    fn a_what_if_is_answered_from_the_plan_and_not_saved() {
        let ctx_profile = saver();
        let ctx = AdvisorContext {
            profile: ctx_profile.clone(),
            history: Vec::new(),
            message: "can I retire at 60?".into(),
            today: chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap_or_default(),
        };
        let reply = BuiltinAdvisor::new().reply(&ctx);
        assert!(reply.content.contains("from age 60"), "{}", reply.content);
        assert!(
            reply.profile_changes.is_empty(),
            "{:?}",
            reply.profile_changes
        );
    }

    #[test]
    fn without_an_age_there_is_no_plan_paragraph() {
        let p = FinancialProfile {
            age: None,
            ..saver()
        };
        assert!(!ask("Am I on track for retirement?", p).contains("today's dollars"));
    }
}
