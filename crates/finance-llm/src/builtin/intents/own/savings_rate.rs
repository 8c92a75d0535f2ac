//! "How much am I saving a month?", "what's my savings rate?": take-home pay less expenses, a month
//! and a year, and the share of take-home saved. The take-home is the one the person states ("I
//! bring home 6,200 a month"), else the tax engine's on their income (`finance_domain::tax`).

use finance_domain::ProfileField;
use finance_domain::answer::InputSource;
use finance_domain::calc::Frequency;
use finance_domain::tax::{TaxRequest, calculate};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::{bare_money, money as money_value, read_bare, read_field};
use crate::builtin::facts::Reading;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::builtin::{Understanding, rules_of};
use crate::context::AdvisorContext;
use crate::format::{money, percent};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "budget",
    inputs: &[
        InputSpec::optional("takeHome", Unit::Flow),
        InputSpec::optional("annualIncome", Unit::Money),
        InputSpec::needed("monthlyExpenses", Unit::Money),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how much am i saving each month?",
    "what's my savings rate?",
    "how much am i saving a year roughly",
    "i bring home about 6,200 a month and spend around 4,500, whats my savings rate",
    "I take home 6k a month and spend 4k, how much am I saving a year?",
    "how much do I have left over each month?",
    "how much can I save each month?",
    "how much could we save a month",
    "how much am i actually saving each month?",
    "I'm 31, on 98k and got 23k in savings. how much are we really saving a month?",
];

/// Whether the message asks what the person saves now (not what they should save, what a
/// contribution saves in tax, or what they need to save for a goal).
pub(crate) fn asks(r: &Reading) -> bool {
    let rate = r.has_any(&["savings rate", "saving rate", "rate of saving"]);
    let saving = saves_now(r)
        || r.has_any(&[
            "am i saving",
            "are we saving",
            "do i save",
            "do we save",
            "much i'm saving",
            "much im saving",
            "much we're saving",
            "left over",
            "leftover",
            "have left",
            "i have spare",
            "surplus",
        ]);
    // "I take home about 5,000 a month after tax": pay described, not tax asked about.
    let tax_asked = r.has_any(&["tax", "taxes"]) && !r.has_any(&["after tax", "after taxes"]);
    let other = tax_asked
        || r.has_any(&[
            "maxing",
            "max out",
            "interest",
            "should",
            "need",
            "extra",
            "by paying",
            "if i",
            "to reach",
            "to save",
            // "saving for a house" (not "renting for $620 a week": figures are not words)
            "save for",
            "saving for",
            "sacrific",
            "enough",
            "on track",
            "retire",
            // "how much can I save by refinancing / on my bills / with an offset?" asks about a change.
            "save by",
            "save on",
            "save with",
            "saving by",
            "saving on",
            "save up",
        ]);
    // "I take home about 6k a month and spend 4.5k, how am I going?": a check on the two figures.
    let checkup = r.has_any(&[
        "how am i going",
        "how am i doing",
        "how are we going",
        "how are we doing",
    ]) && r.has_any(&["take home", "takehome", "bring home", "after tax", "net"])
        && r.has_any(&["spend", "spending", "expenses"]);
    rate || checkup || (saving && !other)
}

/// "how much am I (actually) saving", "how much can we save each month": the person asks what
/// they put away, or could, as things stand.
fn saves_now(r: &Reading) -> bool {
    const ASKS: &[(&str, &str)] = &[
        ("am i", "saving"),
        ("are we", "saving"),
        ("i'm", "saving"),
        ("im", "saving"),
        ("we're", "saving"),
        ("do i", "save"),
        ("do we", "save"),
        ("can i", "save"),
        ("can we", "save"),
        ("could i", "save"),
        ("could we", "save"),
        ("am i able to", "save"),
    ];
    const ADVERBS: &[&str] = &[
        "actually",
        "really",
        "currently",
        "even",
        "realistically",
        "usually",
        "typically",
        "now",
        "roughly",
        "honestly",
    ];
    r.has("how much")
        && ASKS.iter().any(|(who, verb)| {
            let n = who.split(' ').count();
            r.words.windows(n).enumerate().any(|(i, w)| {
                w.iter().zip(who.split(' ')).all(|(a, b)| a == b)
                    && r.words[i + n..]
                        .iter()
                        .find(|x| !ADVERBS.contains(&x.as_str()))
                        .is_some_and(|x| x == verb)
            })
        })
}

fn read(_: Intent, u: &Understanding, _: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    // "I bring home 6,200 a month": the take-home stated, a year, said a month.
    if let Some((net, _)) = u.reading.net_income {
        i.set(
            "takeHome",
            Value::Flow(net / dec!(12), Frequency::Monthly),
            InputSource::Message,
        );
    }
    read_field(&mut i, u, ProfileField::AnnualIncome, &[], money_value);
    read_field(&mut i, u, ProfileField::MonthlyExpenses, &[], money_value);
    read_bare(&mut i, u, ProfileField::MonthlyExpenses, bare_money);
    i
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let Some(expenses) = i.money("monthlyExpenses") else {
        return out.ask(
            "monthlyExpenses",
            "How much do you spend a month, all up (rent or mortgage, bills, food, everything)? Tell me, for example \"about $4,000 a month\", and I'll work out what you're saving.",
        );
    };
    // The take-home a month, and where it came from.
    let (take_home, basis) = match (i.flow("takeHome"), i.money("annualIncome")) {
        (Some((v, f)), _) => (
            v * Decimal::from(f.per_year()) / dec!(12),
            "as you told me".to_string(),
        ),
        (None, Some(income)) => {
            let mut req = TaxRequest::from_profile(&u.scenario);
            req.income = income;
            match calculate(&req, ctx.today) {
                Ok(r) => (
                    r.take_home / dec!(12),
                    format!("on your {} income under {}", money(income), rules_of(&r)),
                ),
                Err(e) => return out.para(format!("I couldn't work out your take-home pay: {e}.")),
            }
        }
        (None, None) => {
            return out.ask(
                "annualIncome",
                "What's your income before tax? Tell me, for example \"I earn $85,000\" (or what you take home a month), and I'll work out what you're saving.",
            );
        }
    };
    let saved = take_home - expenses;
    out.figure("Saved a month", saved);
    out.figure("Saved a year", saved * dec!(12));
    let mut s = if saved >= Decimal::ZERO {
        format!(
            "**You're saving about {} a month ({} a year)**: a take-home of {} a month ({basis}) less expenses of {} a month.",
            money(saved),
            money(saved * dec!(12)),
            money(take_home),
            money(expenses)
        )
    } else {
        format!(
            "**You're spending about {} a month more than you take home** ({} a year): a take-home of {} a month ({basis}) against expenses of {} a month.",
            money(-saved),
            money(-saved * dec!(12)),
            money(take_home),
            money(expenses)
        )
    };
    if take_home > Decimal::ZERO && saved > Decimal::ZERO {
        s.push_str(&format!(
            "\n\nThat's a **savings rate of {}** of your take-home pay. A common guide (the 50/30/20 rule) is 20% for savings and extra debt repayments.",
            percent(saved / take_home)
        ));
    }
    out.para(s);
}

#[cfg(test)]
mod tests {
    use super::super::tests::{chat, intent_of, last, profile};
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_savings_rate_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "savings_rate");
        }
        answers_as("how much should I save each month?", "budget");
        answers_as("am I saving enough?", "retirement");
        // What a change would save is not what the person saves now.
        let p = profile(&[("country", "australia"), ("annualIncome", "90000")]);
        for m in [
            "how much can I save by refinancing?",
            "how much could I save on my power bills?",
            "how much can I save for a house deposit in 2 years?",
        ] {
            assert_ne!(intent_of(&p, m), "savings_rate", "{m}");
        }
    }

    #[test]
    fn saving_from_the_engines_take_home_or_the_stated_one() {
        let p = profile(&[
            ("country", "australia"),
            ("annualIncome", "90000"),
            ("monthlyExpenses", "4000"),
        ]);
        let (r, _) = last(p, &["how much am i saving each month?"]);
        // 2026-27: $90,000 takes home $70,680, $5,890 a month.
        assert!(
            r.contains("**You're saving about $1,890 a month ($22,680 a year)**"),
            "{r}"
        );
        assert!(r.contains("32.1%"), "{r}");
        let p = profile(&[
            ("country", "us"),
            ("state", "WA"),
            ("annualIncome", "100000"),
        ]);
        let (r, ch) = last(
            p,
            &["i bring home about 6,200 a month and spend around 4,500, whats my savings rate"],
        );
        assert!(r.contains("**You're saving about $1,700 a month"), "{r}");
        assert_eq!(
            ch,
            vec![("monthlyExpenses".to_string(), Some("4500".to_string()))]
        );
    }

    #[test]
    fn missing_expenses_are_asked_for() {
        let p = profile(&[("country", "australia"), ("annualIncome", "80000")]);
        let all = chat(
            p,
            &["what's my savings rate?", "we spend about 3,800 a month"],
        );
        assert!(
            all[0].0.contains("How much do you spend a month"),
            "{}",
            all[0].0
        );
        assert!(all[1].0.contains("$1,523.33 a month"), "{}", all[1].0);
        // Another figure stated meanwhile is that figure, not the expenses asked for.
        let all = chat(
            profile(&[("country", "australia")]),
            &[
                "what's my savings rate?",
                "I earn 90k",
                "I spend about 4k a month",
            ],
        );
        assert_eq!(
            all[1].1,
            vec![("annualIncome".to_string(), Some("90000".to_string()))]
        );
        assert!(
            all[2].0.contains("**You're saving about $1,890 a month"),
            "{}",
            all[2].0
        );
    }
}
