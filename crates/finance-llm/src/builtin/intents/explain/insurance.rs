//! Life insurance basics: the kinds of cover, cover inside super in Australia, term against whole
//! life in the US, and what the amount of cover is meant to do, with the person's own figures
//! (dependants, mortgage, income) when the profile has them.

use finance_domain::Country;
use std::fmt::Write as _;

use crate::builtin::Understanding;
use crate::builtin::out::Out;
use crate::format::money;

pub(super) fn answer(country: Country, u: &Understanding, out: &mut Out) {
    out.para(match country {
        Country::Australia => AUSTRALIA,
        Country::Us => US,
    });
    if let Some(s) = yours(u) {
        out.para(s);
    }
}

const AUSTRALIA: &str = "**Life insurance basics (Australia)**:\n\n- **Life (death) cover**: a lump sum to the people you nominate if you die; most policies also pay on a terminal illness diagnosis.\n- **TPD (total and permanent disability)**: a lump sum if illness or injury means you're unlikely ever to work again.\n- **Income protection**: a monthly benefit replacing part of your income while illness or injury keeps you off work, after a waiting period you choose. Premiums for cover held outside super are generally tax-deductible.\n- **Trauma cover**: a lump sum if you're diagnosed with a listed condition such as cancer, a heart attack or a stroke.\n- **Cover inside super**: most funds give members default life and TPD cover (often income protection too), with premiums taken from your balance. It's convenient and usually cheaper, but the default amounts may be too low, the premiums slow your super's growth, and funds don't provide it automatically if you're under 25, your balance is under $6,000 or the account has had no contributions for 16 months, unless you ask to keep it.\n- **How much**: enough to clear your debts (the mortgage first) and replace your income for the years your family would rely on it, less any cover and savings you already have.\n\nSource: ASIC Moneysmart, *Life insurance* and *Insurance through super*; the Protecting Your Super and Putting Members' Interests First laws (2019).";

const US: &str = "**Life insurance basics (US)**:\n\n- **Term life**: cover for a set period (often 10, 20 or 30 years) at a level premium, paying only if you die within the term. It's the cheapest cover per dollar and suits most people protecting dependants or a mortgage.\n- **Whole (permanent) life**: lifelong cover with a cash value that grows slowly; premiums are many times a term policy's for the same cover. It's mainly for estate planning or lifelong dependants, not as an investment.\n- **Group life through work**: often free or cheap, but usually a modest amount that ends when you leave the job.\n- **Disability insurance**: replaces part of your pay if illness or injury stops you working, which is more likely than dying young; check what your employer provides.\n- **How much**: enough to pay off your debts and replace your income for the years your family would rely on it, less the cover and savings you already have.\n\nSource: NAIC, *Life Insurance Buyer's Guide*.";

/// What the amount of cover would have to do, in the person's own figures.
fn yours(u: &Understanding) -> Option<String> {
    let p = &u.updated;
    let mut items = Vec::new();
    if let Some(d) = p.dependents.filter(|d| *d > 0) {
        items.push(if d == 1 {
            "1 dependant".to_string()
        } else {
            format!("{d} dependants")
        });
    }
    if let Some(m) = p.mortgage_balance.filter(|m| !m.is_zero()) {
        items.push(format!("a {} mortgage", money(m)));
    }
    if let Some(i) = p.annual_income.filter(|i| !i.is_zero()) {
        items.push(format!("an income of {}", money(i)));
    }
    if items.is_empty() {
        return None;
    }
    let mut s = format!("Your profile shows {}", join(&items));
    let _ = write!(
        s,
        ": that's what cover would need to protect. If anyone relies on your income or you carry debt, it's worth checking what you already hold (including in {}) against it.",
        match p.country {
            Country::Australia => "your super",
            Country::Us => "your employer's plan",
        }
    );
    Some(s)
}

fn join(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
