//! A tax result written out: each tax, the take-home a year and a month, the marginal and average
//! rates, the engine's assumptions and any provisional figures with their reason. Its headline
//! figures go to `Out::figure`, so two incomes, places or years compare side by side.

use std::fmt::Write as _;

use finance_domain::Country;
use finance_domain::tax::TaxResult;
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use crate::builtin::out::Out;
use crate::context::Calculations;
use crate::format::{money, percent};

pub(crate) fn write_tax(r: &TaxResult, out: &mut Out) {
    let mut s = String::new();
    let where_ = match (r.country, r.state) {
        (Country::Us, Some(st)) => format!("in {} for the {} tax year", st.name(), r.tax_year),
        (Country::Us, None) => format!("in the US for the {} tax year", r.tax_year),
        (Country::Australia, _) => format!("in Australia for the {} financial year", r.tax_year),
    };
    let _ = writeln!(s, "On an income of **{}** {where_}:\n", money(r.income));
    let mut line = |s: &mut String, label: String, v: Decimal| {
        let _ = writeln!(s, "- {label}: **{}**", money(v));
        out.figure(label, v);
    };
    if r.pre_tax_contributions > Decimal::ZERO {
        let label = match r.country {
            Country::Australia => "Salary sacrificed into super (before tax)",
            Country::Us => "Pre-tax 401(k) contribution",
        };
        line(&mut s, label.into(), r.pre_tax_contributions);
    }
    match r.country {
        Country::Australia => {
            line(&mut s, "Income tax".into(), r.federal_tax);
            line(&mut s, "Medicare levy".into(), r.fica_tax);
        }
        Country::Us => {
            line(&mut s, "Federal income tax".into(), r.federal_tax);
            let state_name = r
                .state
                .map(|st| format!("{} state tax", st.name()))
                .unwrap_or_else(|| "State tax (no state given)".into());
            line(&mut s, state_name, r.state_tax);
            line(
                &mut s,
                "FICA (Social Security and Medicare)".into(),
                r.fica_tax,
            );
        }
    }
    if let Some(help) = r.help_repayment.filter(|h| *h > Decimal::ZERO) {
        line(&mut s, "HELP repayment".into(), help);
    }
    let monthly = r.take_home / dec!(12);
    let _ = writeln!(
        s,
        "- Take-home pay: **{}** a year, about **{}** a month",
        money(r.take_home),
        money(monthly)
    );
    let per = &r.take_home_per_period;
    let fortnight = match r.country {
        Country::Australia => "a fortnight",
        Country::Us => "every two weeks",
    };
    let _ = writeln!(
        s,
        "- Each pay: **{}** {fortnight} or **{}** a week",
        money(per.fortnightly),
        money(per.weekly)
    );
    out.figure("Take-home pay a year", r.take_home);
    out.figure("Take-home pay a month", monthly.round_dp(2));
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
