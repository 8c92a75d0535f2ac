//! "I earn $85k and my partner earns $60k, what's our combined take-home?": each income through
//! the tax engine as the country taxes a couple (`calc::income_change::couple`): separately with
//! the Medicare levy on family income in Australia, one joint return in the US.

use finance_domain::Country;
use finance_domain::answer::InputSource;
use finance_domain::calc::income_change::couple;
use rust_decimal::Decimal;

use super::{PARTNER_WORDS, TAXED, annual, near, read_place, request};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::savings::nearest_figure;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::money;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "household take-home",
    inputs: &[
        TAXED[0],
        InputSpec::needed("partnerIncome", Unit::Money),
        TAXED[1],
        TAXED[2],
        TAXED[3],
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "my partner earns 68k, what's our combined take home?",
    "my wife makes 80k too. what do we bring home together after tax?",
    "whats our household take home if my wife earns 75k",
    "I earn 85k and my husband earns 60k, what's our take home after tax?",
    "we both make 90k, what do we take home after tax?",
];

/// Words for the partner in a follow-up ("what if she goes part time on 60k?").
const PARTNER_PRONOUNS: &[&str] = &["she", "he", "her", "him", "his", "she's", "he's"];
const MINE: &[&str] = &[
    "i",
    "i'm",
    "im",
    "me",
    "my salary",
    "my income",
    "i earn",
    "i make",
];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    let money = &u.slots.money;
    let partner_cue = u.reading.has_any(PARTNER_WORDS) || u.reading.has_any(PARTNER_PRONOUNS);
    // Whose pay each figure is: the person named nearest before it ("I earn 80k and she's on
    // 65k"), else a partner named near it.
    let partner = money
        .iter()
        .find(|m| said_of_partner(u, m) == Some(true))
        .or_else(|| money.iter().find(|m| near(u, m, PARTNER_WORDS, 4)))
        .or_else(|| money.iter().find(|m| near(u, m, PARTNER_PRONOUNS, 6)))
        .copied();
    // "me and my wife make 85k and 65k": the order of the two people named.
    let respective = crate::builtin::facts::respective_pay(&u.reading.tokens).and_then(|(m, p)| {
        Some((
            money.iter().find(|x| x.at == m)?,
            money.iter().find(|x| x.at == p)?,
        ))
    });
    let (mine, theirs) = match (money.as_slice(), partner) {
        _ if let Some((m, p)) = respective => (Some(annual(m)), Some(annual(p))),
        (all, Some(p)) => (
            all.iter().find(|m| m.at != p.at).map(annual),
            Some(annual(&p)),
        ),
        // "we both make 90k"
        ([a], None) if u.reading.has("both") => (Some(annual(a)), Some(annual(a))),
        ([a, b, ..], None) => (Some(annual(a)), Some(annual(b))),
        // One figure with no partner named: the person's own when they say so, else the
        // partner's (the figure a follow-up most often changes).
        ([a], None) if u.reading.has_any(MINE) && !partner_cue => (Some(annual(a)), None),
        ([a], None) => (None, Some(annual(a))),
        _ => (None, None),
    };
    match mine {
        Some(v) => i.said("income", Some(Value::Money(v))),
        None => {
            if let Some(p) = u.updated.annual_income.filter(|v| *v > Decimal::ZERO) {
                i.set(
                    "income",
                    Value::Money(p),
                    finance_domain::answer::InputSource::Profile,
                );
            }
        }
    }
    i.said("partnerIncome", theirs.map(Value::Money));
    // "my husband earns 60k", then "and I earn 75k, what do we take home together?": the
    // partner's pay said a message or two ago.
    if theirs.is_none()
        && let Some(p) = partner_pay_said_before(&ctx.history, ctx.profile.country)
    {
        i.set("partnerIncome", Value::Money(p), InputSource::Earlier);
    }
    read_place(&mut i, u);
    nearest_figure(&mut i, u, ctx, &DEF);
    i
}

/// Whether the figure is said of the partner (`Some(true)`) or of the person (`Some(false)`): the
/// person named nearest before it, within a few words and with no other figure between.
fn said_of_partner(u: &Understanding, m: &crate::builtin::slots::Money) -> Option<bool> {
    let toks = &u.reading.tokens;
    (m.at.saturating_sub(6)..m.at)
        .rev()
        .take_while(|&k| toks[k].tok.amount().is_none())
        .find_map(|k| {
            let w = toks[k].tok.word()?;
            if PARTNER_WORDS.contains(&w) || PARTNER_PRONOUNS.contains(&w) {
                Some(true)
            } else if matches!(w, "i" | "i'm" | "im" | "me" | "i've" | "ive") {
                Some(false)
            } else {
                None
            }
        })
}

/// The partner's yearly pay stated in one of the person's last three messages ("my husband earns
/// 60k"), the latest first.
pub(crate) fn partner_pay_said_before(
    history: &[crate::context::ChatTurn],
    country: Country,
) -> Option<Decimal> {
    history
        .iter()
        .rev()
        .filter(|t| t.role == crate::context::Role::User)
        .take(3)
        .find_map(|t| {
            let tokens = crate::builtin::amounts::tokenize(&t.content);
            let slots = crate::builtin::slots::read(&tokens, country);
            slots
                .money_near(&tokens, PARTNER_WORDS, 4)
                .filter(|m| m.value > Decimal::ZERO)
                .map(|m| annual(&m))
        })
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let (Some(first), Some(second)) = (i.money("income"), i.money("partnerIncome")) else {
        let missing = if i.money("income").is_none() {
            "income"
        } else {
            "partnerIncome"
        };
        return out.ask(
            missing,
            "I need both incomes: for example \"I earn $85,000 and my partner earns $60,000, what's our combined take-home?\"",
        );
    };
    let req = request(i, u);
    match couple(&req, first, second, ctx.today) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(c) => {
            out.figure("Combined take-home", c.combined_take_home);
            out.figure("Tax between you", c.combined_tax);
            let how = match req.country {
                Country::Australia => "Each of you is taxed on your own income (Australia has no joint returns); the Medicare levy and any surcharge are worked out on family income against the family thresholds.".to_string(),
                Country::Us => format!(
                    "Worked out as one joint return (married filing jointly) for federal{} tax, with Social Security and Medicare tax for each of you on your own wages.",
                    if req.state.is_some() { " and state" } else { "" }
                ),
            };
            out.para(format!(
                "**Combined take-home: {} a year** (about {} a month) on {} + {} = {} ({}).\n\n- Tax between you: {}\n- You: {} → {} take-home\n- Your partner: {} → {} take-home",
                money(c.combined_take_home),
                money((c.combined_take_home / Decimal::from(12)).round_dp(2)),
                money(first),
                money(second),
                money(c.combined_income),
                c.first.tax_year,
                money(c.combined_tax),
                money(first),
                money(c.first.take_home),
                money(second),
                money(c.second.take_home),
            ));
            out.para(how);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::{answers_as, follow_up};

    #[test]
    fn examples_are_couple_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "couple_take_home");
        }
    }

    #[test]
    fn a_follow_up_changes_the_partners_income() {
        let first = "I earn 90k, whats our household take home if my wife earns 75k";
        let r = follow_up(&[first], "what if she goes part time on 60k?");
        assert!(r.contains("$60,000 instead of $75,000"), "{r}");
        assert!(r.contains("on $90,000 + $60,000"), "{r}");
        let r = follow_up(&[first], "what if he got a raise to 100k?");
        assert!(r.contains("on $90,000 + $100,000"), "{r}");
    }
}
