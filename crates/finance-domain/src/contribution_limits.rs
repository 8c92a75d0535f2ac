//! Retirement contribution rules and limits, one table per year, each figure with its authority.
//!
//! Australia by financial year (named by the calendar year it starts, 1 July): the Super Guarantee
//! rate, the maximum contribution base, the concessional and non-concessional caps. The US by
//! calendar year: 401(k)/403(b) elective deferrals and catch-ups, IRA and HSA limits, and the Social
//! Security wage base. The tax engine, the retirement plan and the advisor all read these tables;
//! nothing else in Penny states these figures.
//!
//! A year outside the tables gets the nearest table, and [`au_super_provisional`] /
//! [`us_retirement_provisional`] give the reason, naming the parameters carried forward.

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

/// A published figure and the authority that publishes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Figure {
    pub value: Decimal,
    pub source: &'static str,
}

const fn fig(value: Decimal, source: &'static str) -> Figure {
    Figure { value, source }
}

/// The earnings ceiling for the Super Guarantee. It was set per quarter until 30 June 2026; Payday
/// Super makes it a yearly amount from 1 July 2026.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContributionBase {
    PerQuarter(Figure),
    PerYear(Figure),
}

impl ContributionBase {
    /// The yearly earnings on which the Super Guarantee is payable at most.
    pub fn annual(&self) -> Decimal {
        match self {
            ContributionBase::PerQuarter(f) => f.value * dec!(4),
            ContributionBase::PerYear(f) => f.value,
        }
    }

    pub fn figure(&self) -> &Figure {
        match self {
            ContributionBase::PerQuarter(f) | ContributionBase::PerYear(f) => f,
        }
    }
}

/// Australian superannuation rules for one financial year.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AuSuperParams {
    /// "2025-26"
    pub label: &'static str,
    /// The calendar year the financial year starts (1 July).
    pub start_year: i32,
    /// Employer Super Guarantee, a fraction of ordinary time (from 2026-27: qualifying) earnings.
    pub sg_rate: Figure,
    pub max_contribution_base: ContributionBase,
    /// Employer contributions (Super Guarantee and salary sacrifice) and deducted personal
    /// contributions, per year.
    pub concessional_cap: Figure,
    pub non_concessional_cap: Figure,
}

const SGAA_S19: &str = "Superannuation Guarantee (Administration) Act 1992 s 19(2)";

pub const AU_SUPER: [AuSuperParams; 3] = [
    AuSuperParams {
        label: "2024-25",
        start_year: 2024,
        sg_rate: fig(dec!(0.115), SGAA_S19),
        max_contribution_base: ContributionBase::PerQuarter(fig(
            dec!(65_070),
            "ATO, Key superannuation rates and thresholds: maximum super contribution base 2024-25",
        )),
        concessional_cap: fig(
            dec!(30_000),
            "ATO, Key superannuation rates and thresholds: concessional contributions cap 2024-25 (ITAA 1997 s 291-20)",
        ),
        non_concessional_cap: fig(
            dec!(120_000),
            "ATO, Key superannuation rates and thresholds: non-concessional contributions cap 2024-25 (ITAA 1997 s 292-85)",
        ),
    },
    AuSuperParams {
        label: "2025-26",
        start_year: 2025,
        sg_rate: fig(dec!(0.12), SGAA_S19),
        max_contribution_base: ContributionBase::PerQuarter(fig(
            dec!(62_500),
            "ATO, Key superannuation rates and thresholds: maximum super contribution base 2025-26",
        )),
        concessional_cap: fig(
            dec!(30_000),
            "ATO, Key superannuation rates and thresholds: concessional contributions cap 2025-26 (ITAA 1997 s 291-20)",
        ),
        non_concessional_cap: fig(
            dec!(120_000),
            "ATO, Key superannuation rates and thresholds: non-concessional contributions cap 2025-26 (ITAA 1997 s 292-85)",
        ),
    },
    AuSuperParams {
        label: "2026-27",
        start_year: 2026,
        sg_rate: fig(dec!(0.12), SGAA_S19),
        // Concessional cap × 100 ÷ charge percentage, rounded down to $10: 32,500 / 0.12 = 270,833.
        max_contribution_base: ContributionBase::PerYear(fig(
            dec!(270_830),
            "ATO, Payday Super: maximum contributions base 2026-27 (concessional cap × 100 ÷ charge percentage)",
        )),
        concessional_cap: fig(
            dec!(32_500),
            "ATO, Key superannuation rates and thresholds: concessional contributions cap 2026-27 (ITAA 1997 s 291-20, AWOTE indexation)",
        ),
        non_concessional_cap: fig(
            dec!(130_000),
            "ATO, Key superannuation rates and thresholds: non-concessional contributions cap 2026-27 (ITAA 1997 s 292-85: 4 × the concessional cap)",
        ),
    },
];

/// Tax a super fund pays on concessional contributions.
pub const CONTRIBUTIONS_TAX_RATE: Figure = fig(
    dec!(0.15),
    "Income Tax Assessment Act 1997 s 295-160; Income Tax Rates Act 1986 s 26",
);

/// Unused concessional cap from the previous five years can be carried forward only while the
/// total super balance on the previous 30 June is below this.
pub const CARRY_FORWARD_BALANCE_LIMIT: Figure = fig(
    dec!(500_000),
    "Income Tax Assessment Act 1997 s 291-20(3)(b)",
);

/// Division 293: an extra 15% tax on concessional contributions once income plus those
/// contributions exceeds this threshold.
pub const DIVISION_293_THRESHOLD: Figure =
    fig(dec!(250_000), "Income Tax Assessment Act 1997 s 293-20");

/// US retirement-saving limits and the Social Security wage base for one calendar year.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UsRetirementLimits {
    pub year: i32,
    /// 401(k), 403(b) and most 457 plans: employee elective deferrals (26 U.S.C. §402(g)).
    pub elective_deferral: Figure,
    /// Extra deferral from the year a person turns 50 (26 U.S.C. §414(v)).
    pub catch_up_50: Figure,
    /// The higher catch-up for the years a person turns 60, 61, 62 or 63 (SECURE 2.0 Act §109);
    /// it replaces `catch_up_50` in those years.
    pub catch_up_60_63: Figure,
    pub ira: Figure,
    /// IRA catch-up from age 50 (26 U.S.C. §219(b)(5)(B), indexed from 2024 by SECURE 2.0 §108).
    pub ira_catch_up: Figure,
    pub hsa_self_only: Figure,
    pub hsa_family: Figure,
    /// HSA catch-up from age 55 (26 U.S.C. §223(b)(3), not indexed).
    pub hsa_catch_up_55: Figure,
    /// Earnings above this pay no Social Security tax and earn no benefit credit.
    pub social_security_wage_base: Figure,
}

impl UsRetirementLimits {
    /// The most a person of `age` (at the end of the year) may defer into a 401(k) this year.
    pub fn deferral_limit(&self, age: u32) -> Decimal {
        self.elective_deferral.value + self.catch_up(age)
    }

    /// The catch-up a person of `age` (at the end of the year) may add; 0 under 50.
    pub fn catch_up(&self, age: u32) -> Decimal {
        match age {
            60..=63 => self.catch_up_60_63.value,
            a if a >= 50 => self.catch_up_50.value,
            _ => Decimal::ZERO,
        }
    }
}

const NOTICE_2024_80: &str = "IRS Notice 2024-80 (2025 limits)";
const NOTICE_2025_67: &str = "IRS Notice 2025-67 (2026 limits)";
const HSA_CATCH_UP: &str = "26 U.S.C. §223(b)(3)(B)";

pub const US_RETIREMENT: [UsRetirementLimits; 2] = [
    UsRetirementLimits {
        year: 2025,
        elective_deferral: fig(dec!(23_500), NOTICE_2024_80),
        catch_up_50: fig(dec!(7_500), NOTICE_2024_80),
        catch_up_60_63: fig(dec!(11_250), NOTICE_2024_80),
        ira: fig(dec!(7_000), NOTICE_2024_80),
        ira_catch_up: fig(dec!(1_000), NOTICE_2024_80),
        hsa_self_only: fig(dec!(4_300), "IRS Rev. Proc. 2024-25 §3"),
        hsa_family: fig(dec!(8_550), "IRS Rev. Proc. 2024-25 §3"),
        hsa_catch_up_55: fig(dec!(1_000), HSA_CATCH_UP),
        social_security_wage_base: fig(
            dec!(176_100),
            "SSA, 2025 Social Security Changes (COLA fact sheet): contribution and benefit base",
        ),
    },
    UsRetirementLimits {
        year: 2026,
        elective_deferral: fig(dec!(24_500), NOTICE_2025_67),
        catch_up_50: fig(dec!(8_000), NOTICE_2025_67),
        catch_up_60_63: fig(dec!(11_250), NOTICE_2025_67),
        ira: fig(dec!(7_500), NOTICE_2025_67),
        ira_catch_up: fig(dec!(1_100), NOTICE_2025_67),
        hsa_self_only: fig(dec!(4_400), "IRS Rev. Proc. 2025-19 §2"),
        hsa_family: fig(dec!(8_750), "IRS Rev. Proc. 2025-19 §2"),
        hsa_catch_up_55: fig(dec!(1_000), HSA_CATCH_UP),
        social_security_wage_base: fig(
            dec!(184_500),
            "SSA, 2026 Social Security Changes (COLA fact sheet): contribution and benefit base",
        ),
    },
];

/// The table whose year is closest to `year` (the year's own table when there is one).
fn nearest<T>(
    first: &'static T,
    rest: &'static [T],
    year: i32,
    key: impl Fn(&T) -> i32,
) -> &'static T {
    let distance = |t: &T| (i64::from(key(t)) - i64::from(year)).abs();
    rest.iter().fold(first, |best, t| {
        if distance(t) < distance(best) {
            t
        } else {
            best
        }
    })
}

/// The Australian super rules for the financial year starting 1 July `start_year`; the nearest
/// table outside the published years.
pub fn au_super(start_year: i32) -> &'static AuSuperParams {
    let [first, rest @ ..] = &AU_SUPER;
    nearest(first, rest, start_year, |p| p.start_year)
}

/// Why the rules for `start_year` are provisional, naming the parameters carried forward; `None`
/// when the year is published.
pub fn au_super_provisional(start_year: i32) -> Option<String> {
    let used = au_super(start_year);
    (used.start_year != start_year).then(|| {
        format!(
            "The {} Super Guarantee rate, maximum contribution base and contribution caps are not in Penny yet; the {} figures are used",
            crate::tax::year::au_label(start_year),
            used.label
        )
    })
}

/// The US limits for calendar year `year`; the nearest table outside the published years.
pub fn us_retirement(year: i32) -> &'static UsRetirementLimits {
    let [first, rest @ ..] = &US_RETIREMENT;
    nearest(first, rest, year, |p| p.year)
}

/// Why the limits for `year` are provisional, naming the parameters carried forward; `None` when
/// the year is published.
pub fn us_retirement_provisional(year: i32) -> Option<String> {
    let used = us_retirement(year);
    (used.year != year).then(|| {
        format!(
            "The {year} 401(k) elective deferral and catch-up limits, IRA and HSA limits and Social Security wage base are not in Penny yet; the {} figures are used",
            used.year
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn super_guarantee_is_eleven_and_a_half_then_twelve_percent() {
        assert_eq!(au_super(2024).sg_rate.value, dec!(0.115));
        assert_eq!(au_super(2025).sg_rate.value, dec!(0.12));
        assert_eq!(au_super(2026).sg_rate.value, dec!(0.12));
        assert!(au_super_provisional(2026).is_none());
    }

    #[test]
    fn contribution_base_is_quarterly_until_payday_super() {
        assert_eq!(au_super(2024).max_contribution_base.annual(), dec!(260_280));
        assert_eq!(au_super(2025).max_contribution_base.annual(), dec!(250_000));
        // ATO formula: cap × 100 ÷ charge percentage, rounded down to a multiple of $10.
        let p = au_super(2026);
        let formula = (p.concessional_cap.value / p.sg_rate.value / dec!(10)).floor() * dec!(10);
        assert_eq!(p.max_contribution_base.annual(), formula);
        // 2025-26: the quarterly base × 4 is the cap ÷ 12%, so the SG alone never exceeds the cap.
        let q = au_super(2025);
        assert_eq!(
            q.max_contribution_base.annual() * q.sg_rate.value,
            q.concessional_cap.value
        );
    }

    #[test]
    fn non_concessional_cap_is_four_times_the_concessional_cap() {
        for p in AU_SUPER {
            assert_eq!(
                p.non_concessional_cap.value,
                p.concessional_cap.value * dec!(4),
                "{}",
                p.label
            );
        }
    }

    #[test]
    fn years_outside_the_tables_carry_the_nearest_forward_and_say_so() {
        assert_eq!(au_super(2030).label, "2026-27");
        assert_eq!(au_super(2000).label, "2024-25");
        let why = au_super_provisional(2027).unwrap();
        assert!(why.contains("2027-28") && why.contains("2026-27") && why.contains("cap"));
        assert_eq!(us_retirement(2027).year, 2026);
        let why = us_retirement_provisional(2027).unwrap();
        assert!(why.contains("2027") && why.contains("elective deferral"));
        assert!(us_retirement_provisional(2025).is_none());
    }

    #[test]
    fn deferral_limit_adds_the_catch_up_for_the_age() {
        let l = us_retirement(2026);
        assert_eq!(l.deferral_limit(49), dec!(24_500));
        assert_eq!(l.deferral_limit(50), dec!(32_500));
        assert_eq!(l.deferral_limit(59), dec!(32_500));
        assert_eq!(l.deferral_limit(60), dec!(35_750));
        assert_eq!(l.deferral_limit(63), dec!(35_750));
        assert_eq!(l.deferral_limit(64), dec!(32_500));
        let l = us_retirement(2025);
        assert_eq!(l.deferral_limit(61), dec!(34_750));
        assert_eq!(l.deferral_limit(55), dec!(31_000));
    }

    #[test]
    fn the_60_to_63_catch_up_is_the_greater_of_10000_and_150_percent_of_the_regular() {
        // SECURE 2.0 §109: $10,000 (indexed after 2025) or 150% of the year's regular catch-up.
        let l = us_retirement(2025);
        assert_eq!(l.catch_up_60_63.value, l.catch_up_50.value * dec!(1.5));
    }

    #[test]
    fn wage_base_agrees_with_the_tax_engine() {
        for l in US_RETIREMENT {
            let tax = crate::tax::us::params::for_year(l.year).unwrap();
            assert_eq!(l.social_security_wage_base.value, tax.fica.wage_base);
        }
    }

    #[test]
    fn every_figure_names_its_authority() {
        for p in AU_SUPER {
            for f in [
                p.sg_rate,
                *p.max_contribution_base.figure(),
                p.concessional_cap,
                p.non_concessional_cap,
            ] {
                assert!(!f.source.is_empty());
            }
        }
        for l in US_RETIREMENT {
            for f in [
                l.elective_deferral,
                l.catch_up_50,
                l.catch_up_60_63,
                l.ira,
                l.ira_catch_up,
                l.hsa_self_only,
                l.hsa_family,
                l.hsa_catch_up_55,
                l.social_security_wage_base,
            ] {
                assert!(!f.source.is_empty());
            }
        }
    }
}
