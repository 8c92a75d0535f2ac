//! Batch output: a `TaxResult` as one compact JSON line with the same keys as its serde form, and
//! money and rates as JSON numbers instead of strings (a batch feeds programs, not the browser).
//!
//! The line is written by hand, not by serde_json. This is the guide's exception for a benchmark
//! that shows the need (docs/benchmarks.md, "`penny tax --batch`"): through serde_json the writing
//! took 59% of the batch's instructions, most of it escaping the ~1.4 kB of static labels and notes
//! byte by byte on every line; written here, static text is checked once per thread and then
//! copied. A test holds the output byte for byte to serde_json's form of the same values
//! (`reference::ResultView`), so the two cannot drift apart.

use std::borrow::Cow;
use std::cell::Cell;

use finance_domain::Country;
use finance_domain::tax::{TaxLine, TaxResult};
use rust_decimal::Decimal;
use serde::{Serialize, Serializer};

/// A decimal written as a JSON number. Money (to 1e12 with cents) and rates have mantissas below
/// 2^53, so `mantissa / 10^scale` in f64 is the nearest double to the exact value and its shortest
/// form prints the same digits back.
#[derive(Debug, Clone, Copy)]
pub struct Num(pub Decimal);

const POW10: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];
const EXACT: u128 = 1 << 53;

impl Serialize for Num {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let m = self.0.mantissa();
        let scale = self.0.scale() as usize;
        match (i64::try_from(m), POW10.get(scale)) {
            (Ok(m), Some(p)) if m.unsigned_abs() as u128 <= EXACT => {
                let unit = 10i64.pow(scale as u32);
                if m % unit == 0 {
                    s.serialize_i64(m / unit)
                } else {
                    s.serialize_f64(m as f64 / p)
                }
            }
            // Beyond the engine's bounds; the nearest double is the best a JSON number can do.
            _ => {
                s.serialize_f64(rust_decimal::prelude::ToPrimitive::to_f64(&self.0).unwrap_or(0.0))
            }
        }
    }
}

/// Appends `r` as one compact JSON object.
pub fn write_result(out: &mut Vec<u8>, r: &TaxResult) {
    out.extend_from_slice(b"{\"country\":\"");
    out.extend_from_slice(r.country.as_str().as_bytes());
    out.extend_from_slice(b"\",\"taxYear\":");
    write_str(out, &r.tax_year);
    out.extend_from_slice(b",\"income\":");
    write_num(out, r.income);
    out.extend_from_slice(b",\"filingStatus\":");
    match r.filing_status {
        Some(f) => plain(out, f.as_str()),
        None => out.extend_from_slice(b"null"),
    }
    out.extend_from_slice(b",\"state\":");
    match r.state {
        // Its serde form: the country-qualified code, "US-CA".
        Some(s) => {
            out.extend_from_slice(match s.country() {
                Country::Australia => b"\"AU-",
                Country::Us => b"\"US-",
            });
            out.extend_from_slice(s.code().as_bytes());
            out.push(b'"');
        }
        None => out.extend_from_slice(b"null"),
    }
    out.extend_from_slice(b",\"federalTax\":");
    write_num(out, r.federal_tax);
    out.extend_from_slice(b",\"stateTax\":");
    write_num(out, r.state_tax);
    out.extend_from_slice(b",\"ficaTax\":");
    write_num(out, r.fica_tax);
    out.extend_from_slice(b",\"takeHome\":");
    write_num(out, r.take_home);
    let p = r.take_home_per_period;
    out.extend_from_slice(b",\"takeHomePerPeriod\":{\"weekly\":");
    write_num(out, p.weekly);
    out.extend_from_slice(b",\"fortnightly\":");
    write_num(out, p.fortnightly);
    out.extend_from_slice(b",\"monthly\":");
    write_num(out, p.monthly);
    out.extend_from_slice(b"},\"preTaxContributions\":");
    write_num(out, r.pre_tax_contributions);
    if let Some(h) = r.help_repayment {
        out.extend_from_slice(b",\"helpRepayment\":");
        write_num(out, h);
    }
    out.extend_from_slice(b",\"breakdown\":");
    write_lines(out, &r.breakdown);
    out.extend_from_slice(b",\"refundableCredits\":");
    write_lines(out, &r.refundable_credits);
    out.extend_from_slice(b",\"marginalRate\":");
    write_num(out, r.marginal_rate);
    out.extend_from_slice(b",\"averageRate\":");
    write_num(out, r.average_rate);
    out.extend_from_slice(if r.provisional {
        b",\"provisional\":true,\"provisionalReasons\":"
    } else {
        b",\"provisional\":false,\"provisionalReasons\":"
    });
    write_texts(out, &r.provisional_reasons);
    out.extend_from_slice(b",\"assumptions\":");
    write_texts(out, &r.assumptions);
    out.extend_from_slice(b",\"notModelled\":");
    write_texts(out, &r.not_modelled);
    out.push(b'}');
}

fn write_lines(out: &mut Vec<u8>, lines: &[TaxLine]) {
    out.push(b'[');
    for (i, l) in lines.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        out.extend_from_slice(b"{\"label\":");
        write_text(out, &l.label);
        out.extend_from_slice(b",\"amount\":");
        write_num(out, l.amount);
        out.push(b'}');
    }
    out.push(b']');
}

fn write_texts(out: &mut Vec<u8>, items: &[Cow<'static, str>]) {
    out.push(b'[');
    for (i, s) in items.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        write_text(out, s);
    }
    out.push(b']');
}

/// A string known to need no escaping (an identifier such as a filing status).
fn plain(out: &mut Vec<u8>, s: &str) {
    out.push(b'"');
    out.extend_from_slice(s.as_bytes());
    out.push(b'"');
}

/// Any string, escaped by serde_json.
fn write_str(out: &mut Vec<u8>, s: &str) {
    // Writing to a Vec cannot fail, and a &str always serializes.
    let _ = serde_json::to_writer(out, s);
}

const SLOTS: usize = 1024;

thread_local! {
    /// Static strings already seen to need no escaping, by address and length. Static text never
    /// changes, so one check per thread is enough; the same labels and notes come on every line.
    /// A slot holds the last string that hashed to it; a miss only costs a fresh check.
    static PLAIN: [Cell<(usize, usize)>; SLOTS] = const { [const { Cell::new((0, 0)) }; SLOTS] };
}

fn needs_escape(s: &str) -> bool {
    s.bytes().any(|b| b < 0x20 || b == b'"' || b == b'\\')
}

/// A label or note. Only the borrowed form is `'static`, so only it may be remembered.
#[allow(clippy::ptr_arg)] // The `Cow` is the point: its variant says whether the text is static.
fn write_text(out: &mut Vec<u8>, s: &Cow<'static, str>) {
    let Cow::Borrowed(text) = s else {
        return write_str(out, s);
    };
    let key = (text.as_ptr() as usize, text.len());
    let slot = (key.0 ^ key.1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        >> (usize::BITS - SLOTS.trailing_zeros());
    let known = PLAIN.with(|c| c[slot % SLOTS].get() == key);
    if known {
        plain(out, text);
    } else if needs_escape(text) {
        write_str(out, text);
    } else {
        PLAIN.with(|c| c[slot % SLOTS].set(key));
        plain(out, text);
    }
}

/// Numbers below this have at most 15 significant digits, which a double always carries exactly
/// (`f64::DIGITS`): their shortest round-trip form, what [`Num`] prints, is their own digits.
const EXACT_DIGITS: u64 = 1_000_000_000_000_000;
/// Below 10^-4 serde_json's float form may switch to an exponent; the engine's money (cents) and
/// rates (four places) never get there, and anything else takes the [`Num`] path.
const MAX_SCALE: u32 = 4;

/// `d` as a JSON number, the same characters [`Num`] gives through serde_json, written straight
/// from the mantissa (about twenty of these per line).
fn write_num(out: &mut Vec<u8>, d: Decimal) {
    let m = d.mantissa();
    let mut scale = d.scale();
    let mut v = match u64::try_from(m.unsigned_abs()) {
        Ok(v) if v < EXACT_DIGITS && scale <= MAX_SCALE => v,
        _ => {
            let _ = serde_json::to_writer(out, &Num(d));
            return;
        }
    };
    // Trailing zeros of the fraction are not printed (85000.00 is 85000, 0.0500 is 0.05).
    while scale > 0 && v % 10 == 0 {
        v /= 10;
        scale -= 1;
    }
    if m < 0 && v != 0 {
        out.push(b'-');
    }
    const UNIT: [u64; MAX_SCALE as usize + 1] = [1, 10, 100, 1_000, 10_000];
    let unit = UNIT[scale as usize];
    out.extend_from_slice(itoa::Buffer::new().format(v / unit).as_bytes());
    if scale > 0 {
        // The point and the fraction's digits with their leading zeros ("0.05").
        let mut frac = [b'.', b'0', b'0', b'0', b'0'];
        let mut f = v % unit;
        for d in frac[1..=scale as usize].iter_mut().rev() {
            *d = b'0' + (f % 10) as u8;
            f /= 10;
        }
        out.extend_from_slice(&frac[..=scale as usize]);
    }
}

#[cfg(test)]
mod reference {
    //! The batch line as serde_json writes it: the form `write_result` is held to byte for byte.

    use std::borrow::Cow;

    use finance_domain::tax::result::PayPeriods;
    use finance_domain::tax::{FilingStatus, TaxLine, TaxResult};
    use finance_domain::{Country, Region};
    use serde::{Serialize, Serializer};

    use super::Num;

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Line<'a> {
        label: &'a str,
        amount: Num,
    }

    struct Lines<'a>(&'a [TaxLine]);

    impl Serialize for Lines<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.collect_seq(self.0.iter().map(|l| Line {
                label: &l.label,
                amount: Num(l.amount),
            }))
        }
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Periods {
        weekly: Num,
        fortnightly: Num,
        monthly: Num,
    }

    impl From<PayPeriods> for Periods {
        fn from(p: PayPeriods) -> Self {
            Periods {
                weekly: Num(p.weekly),
                fortnightly: Num(p.fortnightly),
                monthly: Num(p.monthly),
            }
        }
    }

    /// `TaxResult` with numbers; field for field its serde form.
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub(super) struct ResultView<'a> {
        country: Country,
        tax_year: &'a str,
        income: Num,
        filing_status: Option<FilingStatus>,
        state: Option<Region>,
        federal_tax: Num,
        state_tax: Num,
        fica_tax: Num,
        take_home: Num,
        take_home_per_period: Periods,
        pre_tax_contributions: Num,
        #[serde(skip_serializing_if = "Option::is_none")]
        help_repayment: Option<Num>,
        breakdown: Lines<'a>,
        refundable_credits: Lines<'a>,
        marginal_rate: Num,
        average_rate: Num,
        provisional: bool,
        provisional_reasons: &'a [Cow<'static, str>],
        assumptions: &'a [Cow<'static, str>],
        not_modelled: &'a [Cow<'static, str>],
    }

    impl<'a> From<&'a TaxResult> for ResultView<'a> {
        fn from(r: &'a TaxResult) -> Self {
            ResultView {
                country: r.country,
                tax_year: &r.tax_year,
                income: Num(r.income),
                filing_status: r.filing_status,
                state: r.state,
                federal_tax: Num(r.federal_tax),
                state_tax: Num(r.state_tax),
                fica_tax: Num(r.fica_tax),
                take_home: Num(r.take_home),
                take_home_per_period: r.take_home_per_period.into(),
                pre_tax_contributions: Num(r.pre_tax_contributions),
                help_repayment: r.help_repayment.map(Num),
                breakdown: Lines(&r.breakdown),
                refundable_credits: Lines(&r.refundable_credits),
                marginal_rate: Num(r.marginal_rate),
                average_rate: Num(r.average_rate),
                provisional: r.provisional,
                provisional_reasons: &r.provisional_reasons,
                assumptions: &r.assumptions,
                not_modelled: &r.not_modelled,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use chrono::NaiveDate;
    use finance_domain::tax::{FilingStatus, TaxRequest, calculate};
    use finance_domain::{MaritalStatus, Region};
    use rust_decimal_macros::dec;

    fn num(d: Decimal) -> String {
        let mut out = Vec::new();
        write_num(&mut out, d);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn decimals_are_json_numbers_with_their_digits() {
        let cases = [
            (dec!(0), "0"),
            (dec!(0.00), "0"),
            (dec!(-0.00), "0"),
            (dec!(85000.00), "85000"),
            (dec!(68627.5), "68627.5"),
            (dec!(-1650.55), "-1650.55"),
            (dec!(0.0765), "0.0765"),
            (dec!(-0.05), "-0.05"),
            (dec!(0.0001), "0.0001"),
            (dec!(999999999999.99), "999999999999.99"),
            (dec!(0.1), "0.1"),
            (dec!(1.000), "1"),
        ];
        for (d, s) in cases {
            assert_eq!(num(d), s, "{d}");
            assert_eq!(serde_json::to_string(&Num(d)).unwrap(), s, "{d}");
        }
    }

    /// Inside and outside the digits written straight from the mantissa, the characters are the
    /// ones serde_json gives the same value.
    #[test]
    fn numbers_match_serde_json_inside_and_outside_the_fast_path() {
        let mantissas: [i64; 14] = [
            0,
            1,
            -1,
            7,
            10,
            99,
            120,
            -4_005,
            12_345_678,
            100_000_000_000_000,
            999_999_999_999_999,
            1_000_000_000_000_000,
            -1_234_567_890_123_456,
            9_007_199_254_740_993,
        ];
        for m in mantissas {
            for scale in 0..=8 {
                let d = Decimal::new(m, scale);
                assert_eq!(
                    num(d),
                    serde_json::to_string(&Num(d)).unwrap(),
                    "{m} scale {scale}"
                );
            }
        }
    }

    fn line(r: &TaxResult) -> Vec<u8> {
        let mut out = Vec::new();
        write_result(&mut out, r);
        out
    }

    fn reference(r: &TaxResult) -> Vec<u8> {
        serde_json::to_vec(&reference::ResultView::from(r)).unwrap()
    }

    /// Every state, filing status and year, with and without the 65+ deductions and a deferral;
    /// every Australian year with and without a family, cover, HELP and salary sacrifice.
    #[test]
    fn lines_are_byte_for_byte_serde_json() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
        let mut requests = Vec::new();
        for year in ["2025", "2026"] {
            for state in Region::all(Country::Us)
                .iter()
                .map(|s| Some(*s))
                .chain([None])
            {
                for status in FilingStatus::ALL {
                    for (income, age, deferral) in [
                        (dec!(18_250.55), None, None),
                        (dec!(85_000), Some(66), Some(dec!(6_000))),
                        (dec!(420_000), Some(55), Some(dec!(24_000))),
                    ] {
                        requests.push(TaxRequest {
                            country: Country::Us,
                            tax_year: Some(year.into()),
                            income,
                            state,
                            filing_status: Some(status),
                            dependents: 2,
                            age,
                            pre_tax_retirement: deferral,
                            ..TaxRequest::default()
                        });
                    }
                }
            }
        }
        for year in [Some("2024-25"), Some("2025-26"), Some("2026-27"), None] {
            for (income, age, help, sacrifice) in [
                (dec!(40_000), Some(67), None, None),
                (
                    dec!(95_000.40),
                    None,
                    Some(dec!(30_000)),
                    Some(dec!(10_000)),
                ),
                (dec!(250_000), Some(30), Some(dec!(2_000)), None),
            ] {
                for cover in [Some(false), None] {
                    requests.push(TaxRequest {
                        country: Country::Australia,
                        tax_year: year.map(Into::into),
                        income,
                        marital_status: Some(MaritalStatus::Married),
                        household_income: Some(income + dec!(55_000)),
                        dependents: 1,
                        private_hospital_cover: cover,
                        age,
                        help_debt: help,
                        salary_sacrifice: sacrifice,
                        ..TaxRequest::default()
                    });
                }
            }
        }
        let mut checked = 0;
        for req in &requests {
            let Ok(r) = calculate(req, today) else {
                continue;
            };
            assert_eq!(
                String::from_utf8(line(&r)).unwrap(),
                String::from_utf8(reference(&r)).unwrap()
            );
            checked += 1;
        }
        assert!(checked > 600, "{checked} results checked");

        // Text that needs escaping, owned and static, is escaped as serde_json does.
        let mut r = calculate(&requests[0], today).unwrap();
        r.tax_year = "20\"26\u{1}".into();
        r.assumptions.push(Cow::Owned("an \"owned\" note\n".into()));
        r.assumptions
            .push(Cow::Borrowed("a \\ static note\twith a tab"));
        r.breakdown
            .push(TaxLine::new("Line \"quoted\"", dec!(-0.5)));
        r.provisional_reasons.push(Cow::Borrowed("café ✓"));
        for _ in 0..2 {
            assert_eq!(line(&r), reference(&r));
        }
    }
}
