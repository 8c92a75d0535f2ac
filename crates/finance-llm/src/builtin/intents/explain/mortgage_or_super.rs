//! Extra mortgage repayments or extra retirement savings: the after-tax comparison. A dollar of
//! pay put on the mortgage is taxed first and then saves interest at the loan rate, tax-free; a
//! dollar salary-sacrificed into super (or deferred into a pre-tax 401(k)) goes in before income
//! tax and grows at the fund's return, but is locked away. With the person's income the split of
//! $1,000 of pay comes from the tax engine; with their mortgage rate and age the two are grown to
//! the age the savings can be reached (`calc::savings`).

use finance_domain::Country;
use finance_domain::calc::Frequency;
use finance_domain::calc::savings::{SavingsPlan, future_value};
use finance_domain::contribution_limits::{CONTRIBUTIONS_TAX_RATE, DIVISION_293_THRESHOLD};
use finance_domain::tax::{TaxRequest, calculate};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;
use std::fmt::Write as _;

use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, rate_as_given};

/// Super can be drawn once you retire from preservation age: 60 for everyone born after 30 June
/// 1964 (SIS Regulations 1994 reg 6.01). In the US, 401(k) withdrawals are free of the 10%
/// additional tax from 59½ (26 U.S.C. §72(t)); the comparison runs to 60 for both.
const ACCESS_AGE: u32 = 60;
const PRE_TAX: Decimal = dec!(1000);

pub(super) fn answer(
    country: Country,
    i: &Inputs,
    ctx: &AdvisorContext,
    u: &Understanding,
    out: &mut Out,
) {
    out.para(match country {
        Country::Australia => format!(
            "**Extra mortgage repayments or extra super?** Compare what a dollar of pay does each way:\n\n- **On the mortgage**: it's paid from after-tax pay, and every dollar then saves interest at your loan rate, tax-free and guaranteed. It stays within reach through redraw or an offset account.\n- **Into super** (salary sacrifice or a deductible personal contribution): it goes in before income tax and is taxed at {} in the fund (more above {} of income, under Division 293), so more of each dollar is invested; fund earnings are taxed at up to {}. It counts toward the concessional cap and is locked away until you retire after preservation age ({ACCESS_AGE}).\n- **Rule of thumb**: the higher your marginal rate and the longer until you can reach super, the more super tends to win; paying the mortgage wins when the loan rate beats what super is likely to earn after tax and fees, or when you may need the money sooner.\n\nSource: ATO, *Concessional contributions*; ASIC Moneysmart, *Salary sacrificing super*.",
            rate_as_given(CONTRIBUTIONS_TAX_RATE.value),
            money(DIVISION_293_THRESHOLD.value),
            rate_as_given(CONTRIBUTIONS_TAX_RATE.value),
        ),
        Country::Us => "**Extra mortgage payments or more in your 401(k)?** Compare what a dollar of pay does each way:\n\n- **First, the match**: contribute at least enough to get your employer's full 401(k) match; it's an instant return no mortgage beats.\n- **On the mortgage**: paid from after-tax pay; every dollar then saves interest at your loan rate, guaranteed, but the money is tied up in the house.\n- **Into a pre-tax 401(k)**: it goes in before federal and state income tax (not FICA) and grows tax-deferred; withdrawals are taxed as income and usually carry a 10% additional tax before 59½.\n- **Rule of thumb**: the higher your tax bracket and the lower your mortgage rate, the more the 401(k) tends to win; paying down a high-rate mortgage is a guaranteed, risk-free return.\n\nSource: IRS, *401(k) Resource Guide*; Consumer Financial Protection Bureau.".to_string(),
    });
    if country != u.updated.country {
        return;
    }
    let Some(income) = i.money("income").filter(|v| *v > Decimal::ZERO) else {
        return out.ask(
            "income",
            format!(
                "Tell me your income (for example \"I earn $95,000\") and I'll show what {} of your pay would be worth each way.",
                money(PRE_TAX)
            ),
        );
    };
    let Some(split) = split(income, country, ctx, u) else {
        return;
    };
    let mut s = format!(
        "**On {}**, {} of pay {} costs you **{}** of take-home pay: that's what you'd have to put on the mortgage instead. In {} it's **{}**.",
        money(income),
        money(PRE_TAX),
        match country {
            Country::Australia => "salary-sacrificed into super",
            Country::Us => "deferred into a pre-tax 401(k)",
        },
        money(split.in_hand),
        match country {
            Country::Australia => "super, after the contributions tax,",
            Country::Us => "the 401(k)",
        },
        money(split.saved),
    );
    out.figure("Take-home cost", split.in_hand);
    out.figure("Into retirement savings", split.saved);
    let Some(rate) = i.rate("rate") else {
        out.para(s);
        return out.ask(
            "rate",
            "Tell me your mortgage rate (for example \"6.2%\") and I'll compare the two over the years until you can reach the money.",
        );
    };
    let age = i.age("age");
    match age.filter(|a| *a < ACCESS_AGE) {
        Some(age) => {
            let years = ACCESS_AGE - age;
            let expected = u.updated.expected_return_rate_or_default();
            // Fund earnings are taxed at up to 15% in super; a 401(k) grows tax-deferred.
            let net = match country {
                Country::Australia => expected * (Decimal::ONE - CONTRIBUTIONS_TAX_RATE.value),
                Country::Us => expected,
            };
            let (Some(mortgage), Some(savings)) = (
                grow(split.in_hand, rate, years),
                grow(split.saved, net, years),
            ) else {
                out.para(s);
                return;
            };
            let _ = write!(
                s,
                "\n\nOver the {years} years to {ACCESS_AGE}: the {} on a {} mortgage is worth **{}** (the interest it saves compounds at the loan rate), against **{}** in {} at {} a year{}. ",
                money(split.in_hand),
                rate_as_given(rate),
                money(mortgage),
                money(savings),
                match country {
                    Country::Australia => "super",
                    Country::Us => "the 401(k)",
                },
                rate_as_given(net),
                match country {
                    Country::Australia => format!(
                        " (your profile's {} expected return, less the {} tax on fund earnings)",
                        rate_as_given(expected),
                        rate_as_given(CONTRIBUTIONS_TAX_RATE.value)
                    ),
                    Country::Us =>
                        " (your profile's expected return, before the tax due when you withdraw it)"
                            .to_string(),
                },
            );
            s.push_str(if savings > mortgage {
                "On these figures the retirement savings come out ahead, if you can leave the money untouched; returns aren't guaranteed, the mortgage saving is."
            } else {
                "On these figures paying down the mortgage comes out ahead, and it's guaranteed."
            });
            out.figure("Mortgage saving at 60", mortgage);
            out.figure("Retirement savings at 60", savings);
        }
        None => {
            let _ = write!(
                s,
                "\n\nAt a {} mortgage rate, each dollar off the loan earns {} a year, tax-free and guaranteed.",
                rate_as_given(rate),
                rate_as_given(rate)
            );
        }
    }
    out.para(s);
}

struct Split {
    /// The take-home pay the pre-tax amount costs: what would go on the mortgage instead.
    in_hand: Decimal,
    /// What reaches the retirement account.
    saved: Decimal,
}

/// $1,000 of pre-tax pay each way on this income, by the tax engine (the profile's own tax
/// settings: state, hospital cover, HELP debt, existing contributions).
fn split(
    income: Decimal,
    country: Country,
    ctx: &AdvisorContext,
    u: &Understanding,
) -> Option<Split> {
    let mut req = TaxRequest::from_profile(&u.updated);
    req.income = income;
    let before = calculate(&req, ctx.today).ok()?;
    match country {
        Country::Australia => req.salary_sacrifice = Some(req.sacrifice() + PRE_TAX),
        Country::Us => req.pre_tax_retirement = Some(req.deferral() + PRE_TAX),
    }
    let after = calculate(&req, ctx.today).ok()?;
    let saved = match country {
        Country::Australia => PRE_TAX * (Decimal::ONE - CONTRIBUTIONS_TAX_RATE.value),
        Country::Us => PRE_TAX,
    };
    Some(Split {
        in_hand: before.take_home - after.take_home,
        saved,
    })
}

/// `amount` grown for `years` at `rate` a year, compounded yearly.
fn grow(amount: Decimal, rate: Decimal, years: u32) -> Option<Decimal> {
    future_value(&SavingsPlan {
        initial: amount,
        contribution: Decimal::ZERO,
        frequency: Frequency::Yearly,
        annual_rate: rate,
        periods: years,
    })
    .ok()
    .map(|p| p.future_value)
}
