//! "How many years until I can retire?": the planned retirement age (the profile's default when
//! none is given) less the person's age.

use chrono::Datelike;
use finance_domain::ProfileField;
use finance_domain::answer::InputSource;
use finance_domain::profile::DEFAULT_RETIREMENT_AGE;

use super::{age as age_value, bare_age, read_bare, read_field};
use crate::builtin::Understanding;
use crate::builtin::facts::Reading;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "plan",
    inputs: &[
        InputSpec::needed("age", Unit::Age),
        InputSpec::optional("retirementAge", Unit::Age),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how many years until i can retire",
    "how long till retirement for me?",
    "I'm 47, how many years do I have left until I retire?",
    "and how many years until I retire?",
    "how many years to go until retirement?",
    "how many years do I have until retirement",
    "how far am I from retirement?",
    "what year will I retire?",
    "years to retirement?",
    "how many yrs before I can retire",
    "years left till I retire?",
];

/// Whether the message asks how long until the person retires (not whether they can afford to,
/// nor how long their savings last).
pub(crate) fn asks(r: &Reading) -> bool {
    let when = r.has_any(&[
        "how many years",
        "how long",
        "how far",
        "what year",
        "years until",
        "years till",
        "years to go",
        "years left",
        "years away",
        // "years to retirement?", "yrs before I retire"
        "years to",
        "years before",
        "years from",
        "yrs to",
        "yrs before",
        "yrs until",
        "yrs till",
        "yrs left",
        "working years",
    ]);
    // "how many years until I have 1m?", "how long will my super last?", "can I afford to retire
    // early?" ask for a projection.
    let money = r
        .tokens
        .iter()
        .filter_map(|t| t.tok.amount())
        .any(|a| a.looks_like_money() || a.percent);
    // "how many years do I have left to save?" asks the years, whatever they are for.
    let left = r.has_any(&["have left", "years left", "yrs left"]);
    let not_when = money
        || r.has_any(&[
            "afford", "enough", "need", "last", "early", "worth", "income",
        ])
        || !left && r.has_any(&["save", "saving"]);
    // "how many years do I have left until 65?": a working life's end named by its age.
    let until_age = r.has_any(&["until", "till", "til", "before", "away", "off", "from now"])
        && r.tokens
            .iter()
            .filter_map(|t| t.tok.amount())
            .any(|a| a.is_bare_count() && (50..=75).contains(&a.value.try_into().unwrap_or(0u32)));
    // "so how many years have I got left?": the person's own years, with no loan or balance
    // named that could run out instead.
    let mine_left = r.has_any(&[
        "have i got left",
        "have i left",
        "do i have left",
        "i got left",
        "ive got left",
        "i've got left",
    ]) && !r.has_any(&[
        "loan", "mortgage", "card", "debt", "pay", "paying", "owe", "super", "k401", "savings",
    ]);
    when && (r.has_prefix("retir") || until_age || mine_left) && !not_when
}

fn read(_: Intent, u: &Understanding, _: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    read_field(&mut i, u, ProfileField::Age, &[], age_value);
    read_field(&mut i, u, ProfileField::RetirementAge, &[], age_value);
    if i.get("retirementAge").is_none() {
        i.set(
            "retirementAge",
            Value::Age(DEFAULT_RETIREMENT_AGE),
            InputSource::Default,
        );
    }
    read_bare(&mut i, u, ProfileField::RetirementAge, bare_age);
    i
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, _: &Understanding, out: &mut Out) {
    let Some(age) = i.age("age") else {
        return out.ask(
            "age",
            "How old are you? Tell me, for example \"I'm 44\", and I'll work out how long until you retire.",
        );
    };
    let retire = i.age("retirementAge").unwrap_or(DEFAULT_RETIREMENT_AGE);
    let assumed = if i.source("retirementAge") == Some(InputSource::Default) {
        format!(
            " (you haven't told me a retirement age, so I've used {retire}; tell me yours, for example \"I want to retire at 60\")"
        )
    } else {
        String::new()
    };
    if retire <= age {
        return out.para(format!(
            "**You've reached your retirement age**: you're {age} and planned to retire at {retire}{assumed}."
        ));
    }
    let years = retire - age;
    let unit = if years == 1 { "year" } else { "years" };
    out.para(format!(
        "**{years} {unit} to go**: you're {age} and plan to retire at {retire}{assumed}, around {}.",
        ctx.today.year() + i32::try_from(years).unwrap_or(0)
    ));
}

#[cfg(test)]
mod tests {
    use super::super::tests::{chat, intent_of, last, profile};
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_years_to_retirement_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "years_to_retirement");
        }
        answers_as("how long will my super last in retirement?", "retirement");
        // Years to something other than retiring are not.
        assert_ne!(
            intent_of(
                &profile(&[("country", "australia"), ("age", "40")]),
                "how many years to pay off my mortgage?"
            ),
            "years_to_retirement"
        );
        // Reaching a sum is a savings question, not a count of years to an age.
        answers_as(
            "how many years until I have $1 million for retirement?",
            "savings_time_to_target",
        );
    }

    #[test]
    fn years_from_the_profile_the_message_or_the_default() {
        let p = profile(&[
            ("country", "australia"),
            ("age", "38"),
            ("retirementAge", "60"),
        ]);
        let (r, _) = last(p, &["how many years until i can retire"]);
        assert!(r.contains("**22 years to go**"), "{r}");
        let p = profile(&[("country", "us"), ("state", "IN"), ("age", "29")]);
        let (r, _) = last(p, &["how long till retirement for me?"]);
        assert!(
            r.contains("**36 years to go**") && r.contains("I've used 65"),
            "{r}"
        );
        let p = profile(&[("country", "australia"), ("retirementAge", "62")]);
        let (r, ch) = last(
            p,
            &["I'm 47, how many years do I have left until I retire?"],
        );
        assert!(r.contains("**15 years to go**"), "{r}");
        assert_eq!(ch, vec![("age".to_string(), Some("47".to_string()))]);
    }

    #[test]
    fn a_missing_age_is_asked_for() {
        let all = chat(
            profile(&[("country", "australia")]),
            &["how many years until I can retire?", "I'm 44"],
        );
        assert!(all[0].0.contains("How old are you"), "{}", all[0].0);
        assert!(all[1].0.contains("**21 years to go**"), "{}", all[1].0);
        let (r, _) = last(
            profile(&[("country", "australia"), ("age", "40")]),
            &["how many years until I retire at 60?"],
        );
        assert!(r.contains("**20 years to go**"), "{r}");
    }

    #[test]
    fn another_retirement_age_is_a_follow_up_or_an_option() {
        let p = profile(&[("country", "australia"), ("age", "40")]);
        let (r, ch) = last(
            p.clone(),
            &["how many years until I retire?", "what about 60?"],
        );
        assert!(r.contains("**20 years to go**"), "{r}");
        assert!(ch.is_empty(), "{ch:?}");
        let (r, _) = last(p, &["how many years until I retire at 60 or 67?"]);
        assert!(
            r.contains("**20 years to go**") && r.contains("**27 years to go**"),
            "{r}"
        );
    }
}
