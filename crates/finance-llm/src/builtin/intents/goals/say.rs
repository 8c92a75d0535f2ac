//! The words every goal answer shares: where a goal stands, the monthly amount it still needs and
//! whether the pace gets there, all from `goals::progress_with` (the savings calculator's maths,
//! and the retirement plan for retirement goals); and a refused goal said as a sentence.

use chrono::NaiveDate;
use finance_domain::goals::describe::date_text;
use finance_domain::goals::{
    Goal, GoalKind, GoalProgress, GoalStatus, PaceBasis, TrackedDebt, growth_rate, progress_with,
};
use finance_domain::{DomainError, FinancialProfile};
use rust_decimal::Decimal;

use super::dates::months_between;
use crate::builtin::out::Out;
use crate::format::{money, percent, rate_as_given};

/// A refusal of the domain's goal validation, as a sentence's end: "the target date must be after
/// today".
pub(crate) fn reason(e: &DomainError) -> String {
    match e {
        DomainError::InvalidField { field, message } => {
            let what = match field.as_str() {
                "targetDate" => "the date",
                "targetAmount" => "the target",
                "targetMonths" => "the months of expenses",
                "currentAmount" => "the amount put aside",
                "title" => "the name",
                "goals" => "",
                "kind" => "the kind of goal",
                other => other,
            };
            if what.is_empty() {
                message.clone()
            } else {
                format!("{what} {message}")
            }
        }
        other => other.to_string(),
    }
}

/// Where the growth rate comes from.
fn rate_source(p: &FinancialProfile) -> &'static str {
    if p.expected_return_rate.is_some() {
        "the expected return in your profile"
    } else {
        "Penny's default expected return"
    }
}

/// The goal's figures today (at `what_if` a month when given), as bullet lines; pushes the
/// headline figures and asks for what is missing to judge it.
pub(crate) fn report(
    goal: &Goal,
    p: &FinancialProfile,
    today: NaiveDate,
    what_if: Option<Decimal>,
    out: &mut Out,
) -> GoalProgress {
    let before = out.figures.len();
    let g = figures(goal, p, today, what_if, out);
    // Figures line up the options of a comparison; paces compared differ only in their dates,
    // which each option's own lines give.
    if what_if.is_some() {
        out.figures.truncate(before);
    }
    g
}

fn figures(
    goal: &Goal,
    p: &FinancialProfile,
    today: NaiveDate,
    what_if: Option<Decimal>,
    out: &mut Out,
) -> GoalProgress {
    let g = progress_with(goal, p, today, what_if);
    let country = p.country;
    let mut lines: Vec<String> = Vec::new();
    let share = percent(g.progress);
    if let Some(t) = g.target_amount {
        out.figure("Target", t);
    }
    match goal.kind {
        GoalKind::Savings => lines.push(format!(
            "Put aside so far: **{} of {}** ({share}).",
            money(g.current_amount.unwrap_or_default()),
            money(g.target_amount.unwrap_or_default())
        )),
        GoalKind::NetWorth => lines.push(format!(
            "Your net worth now: **{} of {}** ({share}).",
            money(g.current_amount.unwrap_or_default()),
            money(g.target_amount.unwrap_or_default())
        )),
        GoalKind::EmergencyFund => {
            let months = g.target_months.unwrap_or_default().normalize();
            match g.target_amount {
                Some(t) => lines.push(format!(
                    "In your emergency fund: **{} of {}** ({share}), {months} months of your {} monthly expenses.",
                    money(g.current_amount.unwrap_or_default()),
                    money(t),
                    money(p.monthly_expenses_or_zero())
                )),
                None => {
                    out.para(format!(
                        "- In your emergency fund: **{}**.",
                        money(g.current_amount.unwrap_or_default())
                    ));
                    out.ask(
                        "monthlyExpenses",
                        format!(
                            "To size {months} months of expenses I need what you spend a month: roughly how much is that?"
                        ),
                    );
                    return g;
                }
            }
        }
        GoalKind::DebtPayoff => {
            let label = goal
                .field
                .unwrap_or(TrackedDebt::Debts)
                .profile_field()
                .label(country)
                .to_lowercase();
            let now = g.current_amount.unwrap_or_default();
            let target = g.target_amount.unwrap_or_default();
            let to = if target.is_zero() {
                String::new()
            } else {
                format!(", paying down to {}", money(target))
            };
            if goal.start_amount > now {
                lines.push(format!(
                    "Owing on your {label} now: **{}**, down from {} when you set it ({share} of the way{to}).",
                    money(now),
                    money(goal.start_amount)
                ));
            } else {
                lines.push(format!(
                    "Owing on your {label} now: **{}**{to}.",
                    money(now)
                ));
            }
        }
        GoalKind::Retirement => return retirement(goal, &g, out),
    }
    if let Some(c) = g.current_amount {
        out.figure("Current", c);
    }
    lines.push(monthly_line(goal, &g, p, today));
    if g.status != GoalStatus::Achieved
        && let Some(line) = pace_line(goal, &g, country)
    {
        lines.push(line);
    }
    if let Some(m) = g.required_monthly {
        out.figure("Monthly amount needed", m);
    }
    out.para(
        lines
            .iter()
            .map(|l| format!("- {l}"))
            .collect::<Vec<_>>()
            .join("\n"),
    );
    g
}

/// The monthly amount the date needs.
fn monthly_line(goal: &Goal, g: &GoalProgress, p: &FinancialProfile, today: NaiveDate) -> String {
    let country = p.country;
    if g.status == GoalStatus::Achieved {
        return "You've reached it.".into();
    }
    let Some(date) = goal.target_date else {
        return "It has no date, so there's no monthly amount to hit; give it one (\"by June 2028\") and I'll work it out.".into();
    };
    let when = date_text(date, country);
    match g.required_monthly {
        None => format!("Its date, {when}, has passed; give it a new one."),
        Some(m) if m.is_zero() => {
            format!("Growth alone gets it there by **{when}**: nothing more is needed.")
        }
        Some(m) => {
            let n = months_between(today, date).max(1);
            let over = if n == 1 {
                "this month".to_string()
            } else {
                format!("for {n} months")
            };
            if goal.kind == GoalKind::DebtPayoff {
                format!(
                    "To clear it by **{when}**: about **{} a month** {over} (no interest counted: Penny doesn't know the debt's rate, so its interest comes on top).",
                    money(m)
                )
            } else {
                format!(
                    "To reach it by **{when}**: about **{} a month** {over}, with what's put towards it growing at {} a year ({}; a savings account may pay less).",
                    money(m),
                    rate_as_given(growth_rate(p)),
                    rate_source(p)
                )
            }
        }
    }
}

/// Whether the pace gets there, and when.
fn pace_line(goal: &Goal, g: &GoalProgress, country: finance_domain::Country) -> Option<String> {
    let Some(pace) = g.pace else {
        return Some(
            "To say whether you're on track I need what you can put towards it each month: tell me your take-home pay (or income) and monthly expenses, or ask \"what if I save $500 a month for it?\".".into(),
        );
    };
    let m = money(pace.monthly);
    let basis = match pace.basis {
        PaceBasis::WhatIf => {
            format!("At the {m} a month you asked about (a what-if: nothing is saved)")
        }
        PaceBasis::SinceSet => format!("At your pace since you set it, about {m} a month"),
        PaceBasis::Surplus => format!(
            "At what your profile leaves each month after expenses, {m} (take-home less expenses, if it all went here)"
        ),
    };
    let Some(reached) = g.projected_date else {
        if g.on_track == Some(true) {
            return None;
        }
        return Some(format!("{basis}, you wouldn't get there within 100 years."));
    };
    let verdict = match (g.on_track, goal.target_date) {
        (Some(true), _) => ", so you're on track".to_string(),
        (Some(false), Some(d)) if reached > d => format!(
            ", {} after {}: not on track at that pace",
            months_text(months_between(d, reached).max(1)),
            date_text(d, country)
        ),
        _ => String::new(),
    };
    Some(format!(
        "{basis}, you'd get there by **{}**{verdict}.",
        date_text(reached, country)
    ))
}

fn months_text(n: u32) -> String {
    if n == 1 {
        "1 month".into()
    } else {
        format!("{n} months")
    }
}

/// A retirement goal through the retirement plan.
fn retirement(goal: &Goal, g: &GoalProgress, out: &mut Out) -> GoalProgress {
    let want = money(goal.target_amount.unwrap_or_default());
    let Some(now) = g.current_amount else {
        out.ask(
            "age",
            format!(
                "To test {want} a year against your retirement plan I need your age: tell me \"I'm 40\" (and your retirement age if it isn't 65)."
            ),
        );
        return g.clone();
    };
    out.figure("Current", now);
    let mut lines = vec![format!(
        "At expected returns your plan supports about **{} a year** in retirement (today's dollars), against the **{want}** you want.",
        money(now)
    )];
    if let Some(odds) = g.success_probability {
        let verdict = if g.on_track == Some(true) {
            "on track (Penny counts 80% or more)".to_string()
        } else {
            "under the 80% Penny counts as on track".to_string()
        };
        lines.push(format!(
            "The odds your money lasts at {want} a year are **{}** over 2,000 simulated market histories: {verdict}.",
            percent(odds)
        ));
    }
    match g.required_monthly {
        Some(m) if m > Decimal::ZERO => {
            out.figure("Monthly amount needed", m);
            lines.push(format!(
                "Saving about **{} a month** more (into savings and investments) would lift the odds to 80%.",
                money(m)
            ));
        }
        Some(_) => {}
        None if g.on_track != Some(true) => lines.push(
            "There are no working years left to save more in, so spending less is the lever."
                .into(),
        ),
        None => {}
    }
    out.para(
        lines
            .iter()
            .map(|l| format!("- {l}"))
            .collect::<Vec<_>>()
            .join("\n"),
    );
    g.clone()
}

/// A goal in one line, for a list of them: "**House deposit** ($40,000 by 31 Dec 2029): $18,000
/// of $40,000 (45%), $670.48 a month needed, on track".
pub(crate) fn summary(goal: &Goal, g: &GoalProgress, p: &FinancialProfile) -> String {
    let country = p.country;
    let head = format!(
        "**{}** ({})",
        goal.title,
        finance_domain::goals::describe::aim(goal, country)
    );
    let mut parts = Vec::new();
    let current = money(g.current_amount.unwrap_or_default());
    parts.push(match (goal.kind, g.target_amount) {
        (GoalKind::Retirement, _) => match g.current_amount {
            Some(c) => format!("your plan supports {} a year", money(c)),
            None => "I need your age to judge it".into(),
        },
        (GoalKind::DebtPayoff, _) => {
            format!("{current} owing ({} of the way)", percent(g.progress))
        }
        (_, Some(t)) => format!("{current} of {} ({})", money(t), percent(g.progress)),
        (_, None) => "I need your monthly expenses to size it".into(),
    });
    if let Some(m) = g.required_monthly.filter(|m| *m > Decimal::ZERO) {
        parts.push(format!("{} a month needed", money(m)));
    }
    match (g.status, g.on_track) {
        (GoalStatus::Achieved, _) => parts.push("reached".into()),
        (_, Some(true)) => parts.push("on track".into()),
        (_, Some(false)) => parts.push("not on track at today's pace".into()),
        _ => {}
    }
    format!("{head}: {}", parts.join(", "))
}
