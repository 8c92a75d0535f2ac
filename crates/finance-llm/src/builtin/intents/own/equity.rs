//! "How much equity have we got?": the home's value less the mortgage, and the share of the value
//! that is the person's (the loan-to-value ratio is the rest).

use finance_domain::ProfileField;
use rust_decimal::Decimal;

use super::{bare_money, money as money_value, read_bare, read_field};
use crate::builtin::Understanding;
use crate::builtin::facts::Reading;
use crate::builtin::inputs::{InputSpec, Inputs, Unit};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, percent};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "home",
    inputs: &[
        InputSpec::needed("propertyValue", Unit::Money),
        InputSpec::needed("mortgageBalance", Unit::Money),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how much equity have I got in the house",
    "How much equity do we have in our home?",
    "how much equity do i have in my place?",
    "what's my equity?",
    "how much of the house do we actually own?",
    "what's my LVR?",
    "We owe 550k and the house is worth 800k, how much equity have we got?",
];

/// Whether the message asks for the equity in the person's home (not what a home equity loan
/// is, nor private equity).
pub(crate) fn asks(r: &Reading) -> bool {
    // "how much of the house do we actually own?", "what's my LVR?"
    let owned_share = r.has("how much of")
        && r.has_any(&["house", "home", "place", "property", "apartment", "unit"])
        && r.has_any(&["own", "owned"]);
    let lvr = r.has_any(&["lvr", "loan to value"]);
    (r.has("equity") || owned_share || lvr)
        && !r.has_any(&[
            "equity loan",
            "line of credit",
            "heloc",
            "private equity",
            "equity release",
            "borrow against",
            "access",
        ])
}

fn read(_: Intent, u: &Understanding, _: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    read_field(&mut i, u, ProfileField::PropertyValue, &[], money_value);
    read_field(&mut i, u, ProfileField::MortgageBalance, &[], money_value);
    read_bare(&mut i, u, ProfileField::PropertyValue, bare_money);
    i
}

fn answer(_: Intent, i: &Inputs, _: &AdvisorContext, _: &Understanding, out: &mut Out) {
    let Some(value) = i.money("propertyValue") else {
        return out.ask(
            "propertyValue",
            "What's your home worth, roughly? Tell me (for example \"it's worth about $800,000\") and I'll work out your equity.",
        );
    };
    let Some(owed) = i.money("mortgageBalance") else {
        return out.ask(
            "mortgageBalance",
            format!(
                "How much is left on your mortgage? Your home is worth {}; tell me the balance (or 0 if it's paid off) and I'll work out your equity.",
                money(value)
            ),
        );
    };
    let equity = value - owed;
    out.figure("Equity", equity);
    let mut s = format!(
        "**Your equity is about {}**: your home's value of {} less the {} left on the mortgage.",
        money(equity),
        money(value),
        money(owed)
    );
    if value > Decimal::ZERO && owed > Decimal::ZERO {
        s.push_str(&format!(
            " That's {} of the value; the loan is {} of it (its loan-to-value ratio).",
            percent(equity / value),
            percent(owed / value)
        ));
    }
    if equity < Decimal::ZERO {
        s.push_str(" You owe more than the home is worth (negative equity), so selling wouldn't clear the loan.");
    }
    s.push_str(" The value is your estimate; a valuation or a sale price is what counts, less the costs of selling.");
    out.para(s);
}

#[cfg(test)]
mod tests {
    use super::super::tests::{last, profile};
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_equity_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "equity");
        }
        assert_ne!(
            crate::builtin::intents::own::tests::intent_of(
                &super::super::tests::profile(&[("country", "australia")]),
                "what is a home equity loan?"
            ),
            "equity"
        );
    }

    #[test]
    fn equity_from_the_profile_and_from_the_message() {
        let p = profile(&[
            ("country", "australia"),
            ("propertyValue", "900000"),
            ("mortgageBalance", "610000"),
        ]);
        let (r, _) = last(p, &["how much equity have I got in the house"]);
        assert!(r.contains("**Your equity is about $290,000**"), "{r}");
        let (r, ch) = last(
            profile(&[("country", "australia")]),
            &["We owe 550k and the house is worth 800k, how much equity have we got?"],
        );
        assert!(r.contains("**Your equity is about $250,000**"), "{r}");
        assert!(
            ch.contains(&("mortgageBalance".into(), Some("550000".into()))),
            "{ch:?}"
        );
        assert!(
            ch.contains(&("propertyValue".into(), Some("800000".into()))),
            "{ch:?}"
        );
    }

    #[test]
    fn a_missing_value_is_asked_for_and_the_answer_completed() {
        let p = profile(&[("country", "australia"), ("mortgageBalance", "430000")]);
        let all = super::super::tests::chat(
            p,
            &[
                "how much equity do i have in my place?",
                "it's worth about 820k",
            ],
        );
        assert!(all[0].0.contains("What's your home worth"), "{}", all[0].0);
        assert!(
            all[1].0.contains("**Your equity is about $390,000**"),
            "{}",
            all[1].0
        );
        assert_eq!(
            all[1].1,
            vec![("propertyValue".to_string(), Some("820000".to_string()))]
        );
    }

    #[test]
    fn a_what_if_value_is_used_and_not_saved() {
        let p = profile(&[
            ("country", "australia"),
            ("propertyValue", "900000"),
            ("mortgageBalance", "610000"),
        ]);
        let (r, ch) = last(
            p,
            &["what would my equity be if the house was worth 1 million?"],
        );
        assert!(r.contains("**Your equity is about $390,000**"), "{r}");
        assert!(ch.is_empty(), "{ch:?}");
    }

    #[test]
    fn follow_ups_change_correct_and_compare_the_value() {
        let p = profile(&[
            ("country", "australia"),
            ("propertyValue", "800000"),
            ("mortgageBalance", "500000"),
        ]);
        let (r, ch) = last(
            p.clone(),
            &["how much equity do we have?", "what about 900k?"],
        );
        assert!(r.contains("Same home, $900,000 instead of $800,000"), "{r}");
        assert!(r.contains("**Your equity is about $400,000**"), "{r}");
        assert!(ch.is_empty(), "{ch:?}");
        let (r, ch) = last(
            p.clone(),
            &[
                "how much equity do we have?",
                "sorry, it's worth 850k not 800k",
            ],
        );
        assert!(r.contains("**Your equity is about $350,000**"), "{r}");
        assert_eq!(
            ch,
            vec![("propertyValue".to_string(), Some("850000".to_string()))]
        );
        let (r, _) = last(p, &["what's my equity if the house is worth 800k or 900k?"]);
        assert!(
            r.contains("| Equity | $300,000 | $400,000 | $100,000 more |"),
            "{r}"
        );
    }

    #[test]
    fn an_owed_sum_answering_the_mortgage_question_is_the_mortgage() {
        let all = super::super::tests::chat(
            profile(&[("country", "australia")]),
            &[
                "how much equity do I have in my house?",
                "about 750k",
                "we owe 500k",
            ],
        );
        assert!(
            all[2].0.contains("**Your equity is about $250,000**"),
            "{}",
            all[2].0
        );
        assert_eq!(
            all[2].1,
            vec![("mortgageBalance".to_string(), Some("500000".to_string()))]
        );
    }
}
