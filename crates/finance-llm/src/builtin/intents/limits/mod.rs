//! Limits and rates people look up ("what's the standard deduction?"), named with their year and
//! read from the same parameter tables the tax engine uses, so no reply states a figure the tables
//! hold.

use chrono::Datelike;
use finance_domain::Country;
use finance_domain::contribution_limits as limits_table;
use finance_domain::tax::au::params as au;
use finance_domain::tax::us::params as us;
use finance_domain::tax::year::{au_label, au_start_year_on, parse_au, parse_us};
use std::fmt::Write as _;

use super::{Intent, IntentDef};
use crate::builtin::Understanding;
use crate::builtin::facts::Reading;
use crate::builtin::inputs::Inputs;
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, percent};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LimitKind {
    StandardDeduction,
    ChildTaxCredit,
    SocialSecurityWageBase,
    TaxFreeThreshold,
    MedicareLevy,
    SurchargeThresholds,
    TaxBrackets,
    ConcessionalCap,
    NonConcessionalCap,
    SuperGuarantee,
    K401,
    Ira,
    Hsa,
    AgePension,
    HelpThresholds,
}

impl LimitKind {
    pub const ALL: [LimitKind; 15] = [
        LimitKind::StandardDeduction,
        LimitKind::ChildTaxCredit,
        LimitKind::SocialSecurityWageBase,
        LimitKind::TaxFreeThreshold,
        LimitKind::MedicareLevy,
        LimitKind::SurchargeThresholds,
        LimitKind::TaxBrackets,
        LimitKind::ConcessionalCap,
        LimitKind::NonConcessionalCap,
        LimitKind::SuperGuarantee,
        LimitKind::K401,
        LimitKind::Ira,
        LimitKind::Hsa,
        LimitKind::AgePension,
        LimitKind::HelpThresholds,
    ];

    /// The account or tax the limit belongs to, as words a later "it" stands for.
    pub fn subject(self) -> Option<&'static str> {
        Some(match self {
            LimitKind::K401 => "401(k)",
            LimitKind::Ira => "IRA",
            LimitKind::Hsa => "HSA",
            LimitKind::ConcessionalCap
            | LimitKind::NonConcessionalCap
            | LimitKind::SuperGuarantee => "super",
            LimitKind::AgePension => "Age Pension",
            LimitKind::HelpThresholds => "HECS debt",
            LimitKind::MedicareLevy | LimitKind::SurchargeThresholds => "Medicare levy",
            _ => return None,
        })
    }

    pub fn id(self) -> &'static str {
        match self {
            LimitKind::StandardDeduction => "standard_deduction",
            LimitKind::ChildTaxCredit => "child_tax_credit",
            LimitKind::SocialSecurityWageBase => "social_security_wage_base",
            LimitKind::TaxFreeThreshold => "tax_free_threshold",
            LimitKind::MedicareLevy => "medicare_levy",
            LimitKind::SurchargeThresholds => "surcharge_thresholds",
            LimitKind::TaxBrackets => "tax_brackets",
            LimitKind::ConcessionalCap => "concessional_cap",
            LimitKind::NonConcessionalCap => "non_concessional_cap",
            LimitKind::SuperGuarantee => "super_guarantee_rate",
            LimitKind::K401 => "401k_limit",
            LimitKind::Ira => "ira_limit",
            LimitKind::Hsa => "hsa_limit",
            LimitKind::AgePension => "age_pension_rate",
            LimitKind::HelpThresholds => "help_repayment_thresholds",
        }
    }

    fn country(self) -> Country {
        match self {
            LimitKind::StandardDeduction
            | LimitKind::ChildTaxCredit
            | LimitKind::SocialSecurityWageBase
            | LimitKind::K401
            | LimitKind::Ira
            | LimitKind::Hsa => Country::Us,
            LimitKind::TaxFreeThreshold
            | LimitKind::MedicareLevy
            | LimitKind::SurchargeThresholds
            | LimitKind::ConcessionalCap
            | LimitKind::NonConcessionalCap
            | LimitKind::SuperGuarantee
            | LimitKind::AgePension
            | LimitKind::HelpThresholds => Country::Australia,
            // Both countries have brackets; the message or profile decides.
            LimitKind::TaxBrackets => Country::Australia,
        }
    }
}

/// (phrases, kind): any phrase names the limit.
const NAMES: &[(&[&str], LimitKind)] = &[
    (
        &[
            "hecs threshold",
            "hecs repayment threshold",
            "hecs repayment thresholds",
            "help threshold",
            "help repayment threshold",
            "help repayment thresholds",
            "hecs repayment rate",
            "hecs repayment rates",
            "help repayment rate",
            "help repayment rates",
            "start repaying hecs",
            "start repaying my hecs",
            "start repaying help",
            "study loan threshold",
            "study loan repayment threshold",
        ],
        LimitKind::HelpThresholds,
    ),
    (
        &[
            "age pension rate",
            "aged pension rate",
            "age pension rates",
            "how much is the age pension",
            "how much is the aged pension",
            "age pension amount",
            "maximum age pension",
            "full age pension",
            "age pension assets test",
            "age pension income test",
            "age pension assets limit",
        ],
        LimitKind::AgePension,
    ),
    (
        &[
            "non concessional cap",
            "non-concessional cap",
            "nonconcessional cap",
            "non concessional contributions cap",
            "non-concessional contributions cap",
            "non concessional limit",
            "non-concessional limit",
            "after tax contributions cap",
            "after-tax contributions cap",
        ],
        LimitKind::NonConcessionalCap,
    ),
    (
        &[
            "concessional cap",
            "concessional contributions cap",
            "concessional contribution cap",
            "concessional limit",
            "concessional contributions limit",
            "before tax contributions cap",
            "before-tax contributions cap",
            "super cap",
            "super contribution cap",
            "super contributions cap",
            "how much can i put into super",
            "how much can i put in super",
            "how much can i contribute to super",
            "how much can i salary sacrifice",
        ],
        LimitKind::ConcessionalCap,
    ),
    (
        &[
            "super guarantee rate",
            "superannuation guarantee rate",
            "sg rate",
            "super guarantee percentage",
            "employer super rate",
            "how much super does my employer",
            "how much super must my employer",
        ],
        LimitKind::SuperGuarantee,
    ),
    (
        &["standard deduction", "std deduction"],
        LimitKind::StandardDeduction,
    ),
    (
        &["child tax credit", "ctc", "child credit"],
        LimitKind::ChildTaxCredit,
    ),
    (
        &[
            "wage base",
            "social security wage",
            "social security cap",
            "social security limit",
            "maximum taxable earnings",
            "social security maximum",
            "subject to social security",
        ],
        LimitKind::SocialSecurityWageBase,
    ),
    (
        &[
            "tax free threshold",
            "tax-free threshold",
            "taxfree threshold",
        ],
        LimitKind::TaxFreeThreshold,
    ),
    (
        &[
            "surcharge threshold",
            "surcharge thresholds",
            "mls threshold",
            "mls thresholds",
            "surcharge tiers",
            "surcharge rates",
            "surcharge kick in",
            "surcharge kicks in",
            "surcharge start",
            "surcharge starts",
        ],
        LimitKind::SurchargeThresholds,
    ),
    (
        &[
            "medicare levy rate",
            "medicare levy threshold",
            "medicare levy thresholds",
            "low income threshold",
        ],
        LimitKind::MedicareLevy,
    ),
    (
        &[
            "tax brackets",
            "tax rates",
            "tax scale",
            "brackets",
            "marginal rates",
        ],
        LimitKind::TaxBrackets,
    ),
];

/// Accounts whose yearly limit people look up: the name plus a limit word.
const ACCOUNT_LIMITS: &[(&[&str], LimitKind)] = &[
    (&["k401", "b403"], LimitKind::K401),
    (&["hsa", "health savings account"], LimitKind::Hsa),
    (&["ira", "iras", "roth"], LimitKind::Ira),
];
const LIMIT_WORDS: &[&str] = &[
    "limit",
    "limits",
    "maximum",
    "cap",
    "how much can i put",
    "how much can i contribute",
    "how much can you put",
    "how much can you contribute",
    "contribution limit",
    "catch up",
    "catch-up",
    "max",
];

/// Words that make "the Medicare levy" or "brackets" a lookup rather than a tax calculation.
const LOOKUP_CUES: &[&str] = &[
    "what will",
    "what is",
    "what's",
    "whats",
    "what are",
    "how much is",
    "current",
    "this year",
    "limit",
    "cap",
    "threshold",
    "thresholds",
    "rate",
    "rates",
    "amount",
    "maximum",
    "max",
];

pub fn detect(r: &Reading, money_in_message: bool) -> Option<LimitKind> {
    for (phrases, kind) in NAMES {
        if r.has_any(phrases) {
            // "tax on 85k at the current brackets" is a tax calculation, not a lookup.
            if *kind == LimitKind::TaxBrackets && (money_in_message || !r.has_any(LOOKUP_CUES)) {
                return None;
            }
            return Some(*kind);
        }
    }
    // "should I max out my 401k" weighs a choice; it is not a limit lookup.
    if r.has_any(LIMIT_WORDS) && !money_in_message && !r.has_any(&["max out", "maxing", "maxed"]) {
        for (names, kind) in ACCOUNT_LIMITS {
            if r.has_any(names) {
                return Some(*kind);
            }
        }
    }
    if r.has("medicare levy") && r.has_any(LOOKUP_CUES) && !money_in_message && !r.has("surcharge")
    {
        return Some(LimitKind::MedicareLevy);
    }
    None
}

/// The definition of this family's intents. Until it is described by its inputs it reads the
/// message as a whole.
pub(crate) const DEF: IntentDef = IntentDef {
    noun: "limit",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer: |intent, _, ctx, u, out| {
        if let Intent::Limit(k) = intent {
            answer(k, ctx, u, out);
        }
    },
};

pub(crate) fn answer(kind: LimitKind, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let named = u
        .reading
        .mentioned_country
        .or(u.slots.countries.first().copied());
    let country = match kind {
        LimitKind::TaxBrackets => named.unwrap_or(u.updated.country),
        k => k.country(),
    };
    if country != u.updated.country {
        out.para(cross_country_note(u.updated.country, country));
    }
    match country {
        Country::Us => us_answer(kind, ctx, u, out),
        Country::Australia => au_answer(kind, ctx, u, out),
    }
}

pub fn cross_country_note(profile: Country, asked: Country) -> String {
    let name = |c: Country| match c {
        Country::Australia => "Australia",
        Country::Us => "the US",
    };
    format!(
        "You're set up for {}; here's how it works in {}.",
        name(profile),
        name(asked)
    )
}

fn us_answer(kind: LimitKind, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let year = u
        .reading
        .tax_year
        .as_deref()
        .and_then(parse_us)
        .or_else(|| u.slots.tax_years.first().and_then(|y| parse_us(y)))
        .unwrap_or(ctx.today.year());
    if matches!(kind, LimitKind::K401 | LimitKind::Ira | LimitKind::Hsa) {
        return out.para(us_account_limit(kind, year, u.updated.age));
    }
    let Some(p) = us::for_year(year) else {
        return out.para(format!(
            "I have the US tables for {} only, so I can't quote {year}.",
            us::supported()
        ));
    };
    let mut s = String::new();
    match kind {
        LimitKind::StandardDeduction => {
            let _ = write!(
                s,
                "**The {} standard deduction:**\n\n- Single or married filing separately: **{}**\n- Married filing jointly: **{}**\n- Head of household: **{}**\n\nIt's subtracted from income before federal tax; most people take it instead of itemising. (Source: IRS revenue procedure for {}, as amended by P.L. 119-21.)",
                p.label,
                money(p.standard_deduction[0]),
                money(p.standard_deduction[1]),
                money(p.standard_deduction[3]),
                p.label
            );
        }
        LimitKind::ChildTaxCredit => {
            let c = &p.ctc;
            let _ = write!(
                s,
                "**The {} child tax credit: {} per qualifying child under 17**, of which up to **{}** is refundable (the additional child tax credit, {} of earnings above {}).\n\nIt phases out by {} for each {} of income above {} ({} married filing jointly). (Source: 26 U.S.C. §24 as amended by P.L. 119-21; IRS revenue procedure for {}.)",
                p.label,
                money(c.per_child),
                money(c.refundable_per_child),
                percent(c.refundable_rate),
                money(c.refundable_earned_floor),
                money(c.phase_out_per_step),
                money(c.phase_out_step),
                money(c.phase_out_start[0]),
                money(c.phase_out_start[1]),
                p.label
            );
        }
        LimitKind::SocialSecurityWageBase => {
            let f = &p.fica;
            let _ = write!(
                s,
                "**The {} Social Security wage base is {}**: the {} Social Security tax stops on wages above it. The {} Medicare tax has no cap, and an extra {} applies to wages above {} ({} married filing jointly). (Source: SSA; 26 U.S.C. §3101.)",
                p.label,
                money(f.wage_base),
                percent(f.social_security_rate),
                percent(f.medicare_rate),
                percent(f.additional_medicare_rate),
                money(f.additional_medicare_threshold[0]),
                money(f.additional_medicare_threshold[1]),
            );
        }
        _ => {
            let b = p.brackets[0];
            let _ = writeln!(s, "**US federal tax brackets for {} (single):**", p.label);
            for (i, br) in b.iter().enumerate() {
                let upto = b
                    .get(i + 1)
                    .map(|n| format!(" to {}", money(n.from)))
                    .unwrap_or_else(|| " and over".into());
                let _ = write!(
                    s,
                    "\n- {} on taxable income from {}{upto}",
                    percent(br.rate),
                    money(br.from)
                );
            }
            let _ = write!(
                s,
                "\n\nTaxable income is after the {} standard deduction ({} single). (Source: IRS revenue procedure for {}.)",
                p.label,
                money(p.standard_deduction[0]),
                p.label
            );
        }
    }
    out.para(s);
}

fn au_answer(kind: LimitKind, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let start = u
        .reading
        .tax_year
        .as_deref()
        .and_then(parse_au)
        .unwrap_or(au_start_year_on(ctx.today));
    if kind == LimitKind::AgePension {
        return out.para(age_pension_rates(ctx.today));
    }
    if kind == LimitKind::HelpThresholds {
        return out.para(help_thresholds(start));
    }
    if matches!(
        kind,
        LimitKind::ConcessionalCap | LimitKind::NonConcessionalCap | LimitKind::SuperGuarantee
    ) {
        return out.para(super_limit(kind, start));
    }
    let Some(p) = au::for_start_year(start) else {
        return out.para(format!(
            "I have the Australian tables for {} only, so I can't quote {}.",
            au::supported(),
            au_label(start)
        ));
    };
    let mut s = String::new();
    match kind {
        LimitKind::TaxFreeThreshold => {
            let free = p.scale.get(1).map(|b| b.from).unwrap_or_default();
            let _ = write!(
                s,
                "**The tax-free threshold in {} is {}**: Australian residents pay no income tax on the first {} of taxable income, and with the low income tax offset (up to {}) no tax until about {}. (Source: ATO resident tax rates; Income Tax Rates Act 1986.)",
                p.label,
                money(free),
                money(free),
                money(p.lito.max),
                money(
                    free + p.lito.max
                        / p.scale
                            .get(1)
                            .map(|b| b.rate)
                            .unwrap_or(rust_decimal::Decimal::ONE)
                ),
            );
        }
        LimitKind::MedicareLevy => {
            let m = &p.medicare;
            let _ = write!(
                s,
                "**The Medicare levy in {} is {} of taxable income.** People on low incomes pay less or none: the levy starts above {} for singles and {} for families (plus {} for each dependent child). (Source: Medicare Levy Act 1986.)",
                p.label,
                percent(m.rate),
                money(m.single_threshold),
                money(m.family_threshold),
                money(m.per_dependant),
            );
            if let Some(why) = m.provisional {
                let _ = write!(s, "\n\nProvisional: {why}.");
            }
        }
        LimitKind::SurchargeThresholds => {
            let t = &p.surcharge;
            let _ = write!(
                s,
                "**Medicare levy surcharge tiers for {}** (for people without private hospital cover):\n\n- Singles: none up to {}; {} to {}; {} to {}; {} above\n- Families: none up to {}; {} to {}; {} to {}; {} above (plus {} for each child after the first)\n\n(Source: Medicare Levy Act 1986 ss 8B-8G; thresholds indexed under the Private Health Insurance Act 2007.)",
                p.label,
                money(t.single[0]),
                percent(t.rates[0]),
                money(t.single[1]),
                percent(t.rates[1]),
                money(t.single[2]),
                percent(t.rates[2]),
                money(t.family[0]),
                percent(t.rates[0]),
                money(t.family[1]),
                percent(t.rates[1]),
                money(t.family[2]),
                percent(t.rates[2]),
                money(t.per_child_after_first),
            );
            if let Some(why) = t.provisional {
                let _ = write!(s, "\n\nProvisional: {why}.");
            }
        }
        _ => {
            let _ = writeln!(s, "**Australian resident tax rates for {}:**", p.label);
            for (i, br) in p.scale.iter().enumerate() {
                let upto = p
                    .scale
                    .get(i + 1)
                    .map(|n| format!(" to {}", money(n.from)))
                    .unwrap_or_else(|| " and over".into());
                let _ = write!(
                    s,
                    "\n- {} on taxable income from {}{upto}",
                    percent(br.rate),
                    money(br.from)
                );
            }
            let _ = write!(
                s,
                "\n\nPlus the {} Medicare levy. (Source: ATO resident tax rates; Income Tax Rates Act 1986.)",
                percent(p.medicare.rate)
            );
        }
    }
    out.para(s);
}

/// 401(k), IRA and HSA limits for `year` from `contribution_limits`, with the catch-up that applies
/// at the person's age when it is known.
pub fn us_account_limit(kind: LimitKind, year: i32, age: Option<u32>) -> String {
    let l = limits_table::us_retirement(year);
    let mut s = match kind {
        LimitKind::K401 => format!(
            "**The {} 401(k) limit is {}** of your own pre-tax or Roth deferrals (403(b) and most 457 plans too), plus a catch-up of {} from age 50, or {} instead in the years you turn 60 to 63. Employer contributions don't count toward it. (Source: {}.)",
            l.year,
            money(l.elective_deferral.value),
            money(l.catch_up_50.value),
            money(l.catch_up_60_63.value),
            l.elective_deferral.source
        ),
        LimitKind::Ira => format!(
            "**The {} IRA limit is {}** across all your traditional and Roth IRAs together, plus {} from age 50 (and no more than your earned income). Roth IRA eligibility phases out at higher incomes. (Source: {}.)",
            l.year,
            money(l.ira.value),
            money(l.ira_catch_up.value),
            l.ira.source
        ),
        _ => format!(
            "**The {} HSA limit is {} for self-only coverage and {} for family coverage**, plus {} from age 55, if you have a qualifying high-deductible health plan. (Source: {}; {}.)",
            l.year,
            money(l.hsa_self_only.value),
            money(l.hsa_family.value),
            money(l.hsa_catch_up_55.value),
            l.hsa_self_only.source,
            l.hsa_catch_up_55.source
        ),
    };
    if kind == LimitKind::K401
        && let Some(a) = age
    {
        let _ = write!(
            s,
            "\n\nAt {a}, your limit is **{}**.",
            money(l.deferral_limit(a))
        );
    }
    if let Some(why) = limits_table::us_retirement_provisional(year) {
        let _ = write!(s, "\n\nProvisional: {why}.");
    }
    s
}

/// Super caps and the Super Guarantee rate for the financial year starting `start`.
pub fn super_limit(kind: LimitKind, start: i32) -> String {
    let p = limits_table::au_super(start);
    let mut s = match kind {
        LimitKind::ConcessionalCap => format!(
            "**The concessional (before-tax) contributions cap for {} is {}** a year. Your employer's Super Guarantee, salary sacrifice and personal contributions you claim as a deduction all count toward it; they're taxed at {} in the fund. Unused cap from the previous 5 years can be carried forward if your total super balance is under $500,000. (Source: {}.)",
            p.label,
            money(p.concessional_cap.value),
            percent(limits_table::CONTRIBUTIONS_TAX_RATE.value),
            p.concessional_cap.source
        ),
        LimitKind::NonConcessionalCap => format!(
            "**The non-concessional (after-tax) contributions cap for {} is {}** a year; under 75 you may bring forward up to three years' caps, depending on your total super balance. (Source: {}.)",
            p.label,
            money(p.non_concessional_cap.value),
            p.non_concessional_cap.source
        ),
        _ => format!(
            "**The Super Guarantee rate for {} is {}** of your ordinary time earnings, paid by your employer into your super on earnings up to {} a year. (Source: {}; {}.)",
            p.label,
            percent(p.sg_rate.value),
            money(p.max_contribution_base.annual()),
            p.sg_rate.source,
            p.max_contribution_base.figure().source
        ),
    };
    if let Some(why) = limits_table::au_super_provisional(start) {
        let _ = write!(s, "\n\nProvisional: {why}.");
    }
    s
}

/// The Age Pension maximum rates and means-test thresholds in force on `today`, from the retirement
/// plan's tables (Services Australia, DSS).
pub fn age_pension_rates(today: chrono::NaiveDate) -> String {
    use finance_domain::retirement::age_pension::{
        PENSION_AGE, RATE_PERIODS, Relationship, THRESHOLD_PERIODS, parameters,
    };
    let Ok(p) = parameters(today, Relationship::Single, true) else {
        return "I don't have Age Pension rates for that date.".into();
    };
    let (Some(rates), Some(limits)) = (
        RATE_PERIODS.iter().find(|r| r.label == p.rates_label),
        THRESHOLD_PERIODS
            .iter()
            .find(|t| t.label == p.thresholds_label),
    ) else {
        return "I don't have Age Pension rates for that date.".into();
    };
    let mut s = format!(
        "**The maximum Age Pension from {} is {} a fortnight for a single person and {} a fortnight for each member of a couple** (including the Pension and Energy Supplements), from age {PENSION_AGE}.\n\nMeans tests from {} (the test giving the lower pension applies):\n\n- Income free area: {} a fortnight single, {} combined for a couple\n- Full pension assets limit, homeowners: {} single, {} couple; non-homeowners: {} single, {} couple\n\n(Source: {}; {}.)",
        p.rates_label,
        money(rates.single.value),
        money(rates.couple_each.value),
        p.thresholds_label,
        money(limits.income_free_area[0].value),
        money(limits.income_free_area[1].value),
        money(limits.assets_homeowner[0].value),
        money(limits.assets_homeowner[1].value),
        money(limits.assets_non_homeowner[0].value),
        money(limits.assets_non_homeowner[1].value),
        rates.single.source,
        limits.assets_homeowner[0].source,
    );
    for r in &p.provisional_reasons {
        let _ = write!(s, "\n\nProvisional: {r}.");
    }
    s
}

/// Compulsory HELP (study loan) repayment thresholds for the financial year starting `start`, from
/// the tax engine's table.
fn help_thresholds(start: i32) -> String {
    use finance_domain::tax::au::params::HelpSchedule;
    let Some(p) = au::for_start_year(start) else {
        return format!(
            "I have the Australian tables for {} only, so I can't quote {}.",
            au::supported(),
            au_label(start)
        );
    };
    let mut s = format!(
        "**Compulsory HELP (HECS) repayments in {}**, worked out on your repayment income and collected through your tax return:\n",
        p.label
    );
    match p.help.schedule {
        HelpSchedule::Marginal {
            scale,
            flat_above,
            flat_rate,
        } => {
            for b in scale.iter().filter(|b| !b.rate.is_zero()) {
                let _ = write!(
                    s,
                    "\n- {} of each dollar above {}",
                    percent(b.rate),
                    money(b.from)
                );
            }
            let _ = write!(
                s,
                "\n- above {}: {} of your whole repayment income",
                money(flat_above),
                percent(flat_rate)
            );
            if let Some(first) = scale.iter().find(|b| !b.rate.is_zero()) {
                let _ = write!(s, "\n\nBelow {} nothing is compulsory.", money(first.from));
            }
        }
        HelpSchedule::WholeIncome(rows) => {
            for (from, rate) in rows.iter().filter(|(_, r)| !r.is_zero()) {
                let _ = write!(
                    s,
                    "\n- from {}: {} of your whole repayment income",
                    money(*from),
                    percent(*rate)
                );
            }
        }
    }
    s.push_str(" (Source: ATO, Study and training loan repayment thresholds and rates; Higher Education Support Act 2003 s 154-20.)");
    if let Some(why) = p.help.provisional {
        let _ = write!(s, "\n\nProvisional: {why}.");
    }
    s
}
