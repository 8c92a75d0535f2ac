//! Comparisons: the options read from a message, and answered side by side.
use super::*;
use crate::builtin::amounts::tokenize;
use crate::builtin::intents::tests::follow_up;
use crate::builtin::text_of;

fn options_of(m: &str) -> Vec<String> {
    option_texts(&tokenize(m))
        .iter()
        .map(|t| text_of(t))
        .collect()
}

#[test]
fn each_option_keeps_its_own_figures_and_the_shared_ones() {
    assert_eq!(
        options_of("A 15-year mortgage at 5.75% or a 30-year at 6.5% on $350,000?"),
        vec![
            "A 15 year mortgage at 5.75% or a at on $350,000?",
            "A mortgage at or a 30 year at 6.5% on $350,000?"
        ]
    );
    assert_eq!(
        options_of("should I pay an extra $500 or $1,000 a month on a $500k loan?"),
        vec![
            "should I pay an extra $500 a month or on a $500k loan?",
            "should I pay an extra or $1,000 a month on a $500k loan?"
        ]
    );
    assert_eq!(
        options_of("520k loan: 5.9% over 25 years or 6.2% over 30, repayments on each?"),
        vec![
            "520k loan: 5.9% over 25 years or over, repayments on each?",
            "520k loan: over or 6.2% over 30 years, repayments on each?"
        ]
    );
    assert_eq!(
        options_of(
            "one bank's offering 5.8% and another 6.3% - what's the difference on 700k over 30 years?"
        ),
        vec![
            "one bank's offering 5.8% and another - what's the difference on 700k over 30 years?",
            "one bank's offering and another 6.3% - what's the difference on 700k over 30 years?"
        ]
    );
    assert_eq!(
        options_of("extra 200 or extra 500 a month on a 500k loan at 6% over 30 years"),
        vec![
            "extra 200 a month or extra on a 500k loan at 6% over 30 years",
            "extra or extra 500 a month on a 500k loan at 6% over 30 years"
        ]
    );
    // Three or more listed with commas: one option each.
    assert_eq!(
        options_of("repayments on 600k at 6% over 20, 25 or 30 years").len(),
        3
    );
    assert_eq!(
        options_of("salary sacrifice 5k, 10k or 15k, how much tax do i save").len(),
        3
    );
    assert!(options_of("should I pay off debt or invest?").is_empty());
    assert!(options_of("what's the tax on 85k or thereabouts").is_empty());
}

#[test]
fn a_follow_up_to_a_comparison_re_runs_each_option() {
    let r = follow_up(
        &[
            "what's the difference in monthly payments between a 15 and 30 year mortgage on $400k at 6.5%?",
        ],
        "and at 6%?",
    );
    assert!(r.contains("Side by side"), "{r}");
    assert!(r.contains("$3,375.43") && r.contains("$2,398.20"), "{r}");
    let r = follow_up(&[], "repayments on 600k at 6% over 20, 25 or 30 years");
    assert!(r.contains("| | 20 years | 25 years | 30 years |"), "{r}");
    assert!(r.contains("$4,298.59 | $3,865.81 | $3,597.30"), "{r}");
}
