//! Follow-ups and facts found by the blind sets 5 to 9 (their misses, fixed by general rules),
//! each through the whole advisor as the chat runs it.

use super::tests::replies;
use crate::builtin::intents::own::tests::{chat, profile};

#[test]
fn facts_stated_around_a_question_are_saved_and_projections_are_not() {
    let saved = |fields: &[(&str, &str)], m: &str| chat(profile(fields), &[m]).remove(0).1;
    let us = [("country", "us")];
    let w = saved(
        &us,
        "I make 80k in Georgia and just got a 7,500 bonus, what's it after tax?",
    );
    assert!(
        w.contains(&("state".to_string(), Some("GA".to_string()))),
        "{w:?}"
    );
    let au = [("country", "australia")];
    let w = saved(
        &au,
        "my bonus this yr is $8,000. what do I get after tax? salary is 70k",
    );
    assert_eq!(
        w,
        vec![("annualIncome".to_string(), Some("70000".to_string()))]
    );
    let w = saved(
        &au,
        "I'm 68 and get about 45k a year from part time work, how much tax do I pay?",
    );
    assert!(
        w.contains(&("annualIncome".to_string(), Some("45000".to_string()))),
        "{w:?}"
    );
    // A projection of the balance at retirement is neither today's balance nor an age.
    let w = saved(
        &au,
        "my super statement says I'll have 850k at retirement in 25 years, what's that in today's dollars?",
    );
    assert!(w.is_empty(), "{w:?}");
    // Options asked about set nothing.
    assert!(saved(&au, "emergency fund - 3 months or 6 months?").is_empty());
}

#[test]
fn a_follow_up_moves_from_a_lookup_to_the_figure_it_implies() {
    let r = replies(
        &[("country", "australia"), ("annualIncome", "82000")],
        &[
            "what's the super guarantee rate?",
            "how much is that on my salary?",
        ],
    );
    assert!(r[1].contains("$9,840"), "{}", r[1]);
    let r = replies(
        &[("country", "australia")],
        &["whats the tax free threshold", "and what's the tax on 40k?"],
    );
    assert!(r[1].contains("$36,505"), "{}", r[1]);
    let r = replies(
        &[("country", "australia"), ("annualIncome", "85000")],
        &["what's my tax?", "what if I had a 20k HECS debt?"],
    );
    assert!(r[1].contains("$64,580"), "{}", r[1]);
    let r = replies(
        &[("country", "us")],
        &[
            "when can I claim social security",
            "what about medicare, when does that kick in?",
        ],
    );
    assert!(r[1].contains("Part A"), "{}", r[1]);
}

#[test]
fn the_figure_asked_for_is_saved_and_savings_on_hand_count() {
    let all = chat(
        profile(&[("country", "australia")]),
        &["what's my take home?", "about 78k"],
    );
    assert_eq!(
        all[1].1,
        vec![("annualIncome".to_string(), Some("78000".to_string()))]
    );
    assert!(all[1].0.contains("$62,520"), "{}", all[1].0);
    let r = replies(
        &[("country", "australia")],
        &[
            "I have 20k saved",
            "how long to get to 50k if I save 1,000 a month?",
        ],
    );
    assert!(r[1].contains("$20,000"), "{}", r[1]);
}

#[test]
fn a_saving_asked_after_a_contribution_or_its_advice_is_the_tax_it_saves() {
    let r = replies(
        &[("country", "us")],
        &[
            "I'm in Texas, make 96k, and put 6k a year into my 401k pre-tax",
            "how much tax does my 401k contribution save me?",
        ],
    );
    assert!(r[1].contains("$1,320"), "{}", r[1]);
    let r = replies(
        &[("country", "australia"), ("annualIncome", "105000")],
        &[
            "what's my take home pay?",
            "what if I salary sacrifice 10k?",
            "how much tax does that save me?",
        ],
    );
    assert!(r[2].contains("saves $3,200"), "{}", r[2]);
    let r = replies(
        &[
            ("country", "australia"),
            ("annualIncome", "115000"),
            ("age", "38"),
        ],
        &[
            "should I salary sacrifice?",
            "how much tax would 15k save me?",
        ],
    );
    assert!(r[1].contains("$4,800"), "{}", r[1]);
    let all = chat(
        profile(&[("country", "australia")]),
        &[
            "how much do I need to save a month for a 20% deposit on a 750k place in 5 years?",
            "we've already got 40k saved",
        ],
    );
    assert!(all[1].0.contains("$1,303.14"), "{}", all[1].0);
    assert_eq!(
        all[1].1,
        vec![("currentSavings".to_string(), Some("40000".to_string()))]
    );
}

#[test]
fn states_and_terms_compared_from_what_was_said_before() {
    let r = replies(
        &[("country", "us")],
        &[
            "take home on 120k in california?",
            "what about Texas?",
            "compare the two side by side",
        ],
    );
    assert!(
        r[2].contains("$86,335") && r[2].contains("$93,250"),
        "{}",
        r[2]
    );
    let r = replies(
        &[
            ("country", "us"),
            ("state", "NY"),
            ("annualIncome", "150000"),
        ],
        &[
            "if i moved to florida what would i take home?",
            "how does that compare with where i am now",
        ],
    );
    assert!(r[1].contains("$113,791"), "{}", r[1]);
    let r = replies(
        &[("country", "us")],
        &["take home on 200k in WA vs OR", "add california too"],
    );
    assert!(
        r[0].contains("Washington") && r[0].contains("Oregon"),
        "{}",
        r[0]
    );
    assert!(r[1].contains("California"), "{}", r[1]);
    let r = replies(
        &[("country", "australia")],
        &[
            "15 or 30 years on a 400k loan at 6%?",
            "what about 20 vs 25?",
        ],
    );
    assert!(
        r[1].contains("$2,865.72") && r[1].contains("$2,577.21"),
        "{}",
        r[1]
    );
}

#[test]
fn a_figure_moved_or_a_state_swapped_changes_only_that_one() {
    let r = replies(
        &[("country", "australia")],
        &[
            "combined take home on 90k and 65k?",
            "what if the 65k goes up to 80k",
        ],
    );
    assert!(r[1].contains("$134,560"), "{}", r[1]);
    let r = replies(
        &[("country", "us")],
        &[
            "California or Texas on 132k?",
            "what about Colorado instead of Texas",
        ],
    );
    assert!(
        r[1].contains("California") && r[1].contains("$96,388"),
        "{}",
        r[1]
    );
    let all = chat(
        profile(&[("country", "australia")]),
        &["what's my equity if my place is worth 850k and I owe 500k?"],
    );
    assert_eq!(all[0].1.len(), 2, "{:?}", all[0].1);
    let all = chat(
        profile(&[("country", "australia"), ("monthlyExpenses", "4200")]),
        &["I've got 14k put aside, how many months does that cover?"],
    );
    assert!(
        all[0]
            .1
            .contains(&("emergencyFund".to_string(), Some("14000".to_string()))),
        "{:?}",
        all[0].1
    );
}

#[test]
fn a_part_of_the_last_answer_or_a_fact_about_its_subject_gives_it_again() {
    let r = replies(
        &[
            ("country", "us"),
            ("state", "IL"),
            ("annualIncome", "82000"),
        ],
        &["how much federal tax am i paying?", "and state?"],
    );
    assert!(
        r[1].contains("Illinois state tax: **$3,917.93**"),
        "{}",
        r[1]
    );
    let r = replies(
        &[("country", "australia")],
        &[
            "how long will it take to pay off 30k at 8.5% paying 700 a month?",
            "how much interest would that cost me all up?",
        ],
    );
    assert!(r[1].contains("$5,880"), "{}", r[1]);
    let all = chat(
        profile(&[
            ("country", "australia"),
            ("propertyValue", "1050000"),
            ("mortgageBalance", "690000"),
        ]),
        &[
            "what's my equity?",
            "the bank just valued it at 1.15m, so what's my equity now?",
        ],
    );
    assert_eq!(
        all[1].1,
        vec![("propertyValue".to_string(), Some("1150000".to_string()))]
    );
    let all = chat(
        profile(&[("country", "us")]),
        &[
            "what would I take home on 95k in Arizona?",
            "I actually live in Nevada and make 88k, what's mine?",
        ],
    );
    assert!(all[1].0.contains("Nevada"), "{}", all[1].0);
    assert!(
        all[1]
            .1
            .contains(&("annualIncome".to_string(), Some("88000".to_string()))),
        "{:?}",
        all[1].1
    );
    let r = replies(
        &[("country", "australia")],
        &["I need a 60k deposit. how much a fortnight to get there in 2.5 years?"],
    );
    assert!(r[0].contains("$845.91"), "{}", r[0]);
}

#[test]
fn a_follow_up_reaches_the_answer_it_changes() {
    let r = replies(
        &[("country", "australia")],
        &[
            "repayments on 600k at 6.2% over 30 years",
            "ok and how long to pay it off if I pay 4k a month",
        ],
    );
    assert!(
        r[1].contains("Paying $4,000 a month clears $600,000"),
        "{}",
        r[1]
    );
    let r = replies(
        &[("country", "australia")],
        &[
            "if I invest 500 a month at 7% for 25 years how much will I have",
            "and in today's dollars?",
            "what if I put in 800 a month instead",
        ],
    );
    assert!(
        r[2].contains("$800 a month at 7% a year for 25 years"),
        "{}",
        r[2]
    );
    let r = replies(
        &[("country", "us"), ("state", "TX")],
        &["tax on 120k?", "how does that compare to last year"],
    );
    assert!(
        r[1].contains("$120,000") && r[1].contains("2025"),
        "{}",
        r[1]
    );
    let r = replies(
        &[("country", "australia")],
        &[
            "tax on 90k",
            "what about both of us combined if my wife earns 60k",
        ],
    );
    assert!(r[1].contains("Combined take-home: $121,060"), "{}", r[1]);
}

#[test]
fn pay_with_its_period_and_sums_said_of_no_one() {
    let all = chat(
        profile(&[("country", "us"), ("state", "AZ")]),
        &["what's my take home pay", "$30 an hour, full time"],
    );
    assert_eq!(
        all[1].1,
        vec![("annualIncome".to_string(), Some("62400".to_string()))]
    );
    let all = chat(
        profile(&[("country", "australia")]),
        &["how much will i get paid weekly on a 78,000 salary"],
    );
    assert!(all[0].1.is_empty(), "{:?}", all[0].1);
    assert!(all[0].0.contains("$62,520"), "{}", all[0].0);
    let all = chat(profile(&[("country", "australia")]), &["55k after tax"]);
    assert!(all[0].1.is_empty(), "{:?}", all[0].1);
    assert!(all[0].0.contains("$47,055"), "{}", all[0].0);
}

#[test]
fn set_7_phrasings_a_state_earned_in_a_checkup_a_swap_and_a_rate_applied() {
    let all = chat(
        profile(&[("country", "us")]),
        &["I make 52k a year in Pennsylvania, what's my monthly take home pay?"],
    );
    assert!(
        all[0]
            .1
            .contains(&("state".to_string(), Some("PA".to_string()))),
        "{:?}",
        all[0].1
    );
    let r = replies(
        &[("country", "australia"), ("annualIncome", "96000")],
        &["I take home about 6k a month and spend 4.5k, how am I going?"],
    );
    assert!(r[0].contains("$1,500"), "{}", r[0]);
    let r = replies(
        &[
            ("country", "us"),
            ("state", "CA"),
            ("annualIncome", "100000"),
        ],
        &[
            "how much would I save moving from california to texas",
            "what about arizona instead",
        ],
    );
    assert!(r[1].contains("$2,957"), "{}", r[1]);
    let r = replies(
        &[("country", "australia"), ("annualIncome", "88000")],
        &["what's the super guarantee rate and how much is that on my salary"],
    );
    assert!(r[0].contains("12%") && r[0].contains("$10,560"), "{}", r[0]);
    let r = replies(
        &[
            ("country", "us"),
            ("state", "GA"),
            ("annualIncome", "72000"),
        ],
        &["how much do i take home a year", "biweekly?"],
    );
    assert!(r[1].contains("$2,178"), "{}", r[1]);
    let all = chat(
        profile(&[("country", "australia"), ("age", "50")]),
        &["retire at 60 or 65 - which makes more sense for me"],
    );
    assert!(all[0].1.is_empty(), "{:?}", all[0].1);
}

#[test]
fn set_8_follow_ups_a_couple_a_state_an_extra_and_what_comes_after_a_lookup() {
    let r = replies(
        &[("country", "australia")],
        &[
            "what's the take home on 90k",
            "and for a couple, both on 90k?",
        ],
    );
    assert!(r[1].contains("$141,360"), "{}", r[1]);
    let r = replies(
        &[("country", "australia")],
        &[
            "we have 370k left on our mortgage at 5.99%, 30 years to go. what if we pay an extra 250 a fortnight?",
            "what about 500 a fortnight?",
        ],
    );
    assert!(r[1].contains("Paying $500 extra a fortnight"), "{}", r[1]);
    let r = replies(
        &[("country", "us")],
        &[
            "I live in Illinois and make 95k. how much more would I take home in Tennessee?",
            "what about indiana",
        ],
    );
    assert!(r[1].contains("$1,788"), "{}", r[1]);
    let r = replies(
        &[("country", "australia")],
        &["how much is the age pension", "when can i get it"],
    );
    assert!(r[1].contains("The Age Pension"), "{}", r[1]);
    let r = replies(
        &[
            ("country", "australia"),
            ("age", "50"),
            ("superBalance", "420000"),
            ("annualIncome", "120000"),
        ],
        &[
            "should i retire at 60 or 65",
            "how many years away is 65 for me",
        ],
    );
    assert!(r[1].contains("15 years"), "{}", r[1]);
    assert!(!r[1].contains("( vs )"), "{}", r[1]);
    let r = replies(
        &[("country", "us"), ("state", "CO")],
        &[
            "I'm 29, make 82k and my job matches 4% on the 401k",
            "how much free money is that each year?",
        ],
    );
    assert!(r[1].contains("$3,280"), "{}", r[1]);
    let r = replies(
        &[("country", "us")],
        &["how much tax would we owe on 160k filing jointly"],
    );
    assert!(r[0].contains("$160,000"), "{}", r[0]);
}

#[test]
fn set_9_follow_ups_an_added_sum_years_from_now_and_a_fund_put_aside_for_that() {
    let r = replies(
        &[("country", "australia")],
        &[
            "repayments on 400k at 6% 25 years",
            "what if i add $200 a month",
        ],
    );
    assert!(r[1].contains("Paying $200 extra a month"), "{}", r[1]);
    let r = replies(
        &[
            ("country", "australia"),
            ("age", "50"),
            ("superBalance", "400000"),
            ("annualIncome", "120000"),
        ],
        &[
            "should i retire at 60 or 65",
            "how many years is that from now if i go at 65",
        ],
    );
    assert!(r[1].contains("15 years"), "{}", r[1]);
    let all = chat(
        profile(&[("country", "australia")]),
        &[
            "how much should i have in an emergency fund",
            "I've got 10k put aside for that",
        ],
    );
    assert!(
        all[1]
            .1
            .contains(&("emergencyFund".to_string(), Some("10000".to_string()))),
        "{:?}",
        all[1].1
    );
    let r = replies(
        &[("country", "us")],
        &[
            "what age can i start collecting social security",
            "and whats the max earnings that get taxed for it",
        ],
    );
    assert!(r[1].contains("$184,500"), "{}", r[1]);
}

#[test]
fn pay_that_looks_like_a_year_is_pay() {
    let r = replies(&[("country", "australia")], &["tax on 2000 a week?"]);
    assert!(r[0].contains("$104,000"), "{}", r[0]);
}
