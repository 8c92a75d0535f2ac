//! The explainers' phrasings route to them, a later "it" finds their subject, and the new
//! explainers use the person's figures.

use crate::builtin::intents::tests::answers_as;

#[test]
fn examples_route_to_their_explainer() {
    for (m, e) in [
        ("how do franking credits work", "explain:franking_credits"),
        (
            "do i pay capital gains tax if i sell my shares after 2 years?",
            "explain:capital_gains_tax",
        ),
        (
            "how does medicare work when i turn 65",
            "explain:us_medicare",
        ),
        ("can someone explain super to me like im 5", "explain:super"),
        (
            "do I actually need life insurance? I've got two young kids",
            "explain:life_insurance",
        ),
        (
            "is it better to put extra money on the mortgage or into super?",
            "explain:extra_repayments_vs_super",
        ),
        (
            "should I be putting extra into my mortgage or my super?",
            "explain:extra_repayments_vs_super",
        ),
        (
            "how much should I have saved by 40?",
            "explain:savings_by_age",
        ),
        (
            "how much should I have saved for retirement by my age?",
            "explain:savings_by_age",
        ),
        (
            "should I salary sacrifice or pay off my mortgage",
            "explain:extra_repayments_vs_super",
        ),
        (
            "how much should a 30 year old have in super",
            "explain:savings_by_age",
        ),
        (
            "what's a good super balance at 40",
            "explain:savings_by_age",
        ),
        ("am I saving enough for my age?", "explain:savings_by_age"),
        (
            "is life insurance through super any good",
            "explain:life_insurance",
        ),
        (
            "how much life insurance do I need",
            "explain:life_insurance",
        ),
        (
            "how much should I have in my emergency fund",
            "emergency_fund",
        ),
    ] {
        answers_as(m, e);
    }
}

use finance_domain::Region;
use finance_domain::profile::MaritalStatus;
use rust_decimal_macros::dec;

use crate::builtin::intents::limits::tests::{au, said, us};

#[test]
fn a_later_it_is_the_topic_explained() {
    let r = said(
        &us(Some(Region::UsCo)),
        &["what's a Roth IRA?", "how much can I put in it this year?"],
        "limit:ira_limit",
    );
    assert!(r.contains("The 2026 IRA limit is $7,500"), "{r}");
    let r = said(
        &us(Some(Region::UsUt)),
        &["what's an HSA?", "whats the limit for family coverage"],
        "limit:hsa_limit",
    );
    assert!(r.contains("$8,750"), "{r}");
}

#[test]
fn a_follow_up_changes_the_country_or_the_topic() {
    let r = said(
        &au(),
        &["what's capital gains tax?", "and in the US?"],
        "explain:capital_gains_tax",
    );
    assert!(
        r.contains("Same topic, in the US instead of Australia"),
        "{r}"
    );
    assert!(r.contains("Capital gains tax (US)"), "{r}");
    let r = said(
        &au(),
        &[
            "what are franking credits?",
            "how about capital gains tax, how does that work",
        ],
        "explain:capital_gains_tax",
    );
    assert!(r.contains("Capital gains tax (Australia)"), "{r}");
    assert!(!r.contains("Same topic"), "{r}");
    let r = said(
        &au(),
        &["capital gains tax in Australia or the US?"],
        "explain:capital_gains_tax",
    );
    assert!(r.contains("(Australia)") && r.contains("(US)"), "{r}");
}

#[test]
fn life_insurance_names_the_cover_and_the_persons_figures() {
    let mut p = au();
    p.dependents = Some(2);
    p.mortgage_balance = Some(dec!(380000));
    let r = said(
        &p,
        &["do I actually need life insurance? I've got two young kids"],
        "explain:life_insurance",
    );
    for s in [
        "TPD",
        "Income protection",
        "inside super",
        "2 dependants",
        "$380,000",
        "Moneysmart",
    ] {
        assert!(r.contains(s), "{s}: {r}");
    }
    let r = said(
        &us(None),
        &["term or whole life insurance?"],
        "explain:life_insurance",
    );
    assert!(
        r.contains("Term life") && r.contains("Whole (permanent) life"),
        "{r}"
    );
}

#[test]
fn mortgage_or_super_compares_after_tax_with_the_persons_rate() {
    let mut p = au();
    p.age = Some(42);
    p.annual_income = Some(dec!(95000));
    let r = said(
        &p,
        &["is it better to put extra money on the mortgage or into super?"],
        "explain:extra_repayments_vs_super",
    );
    // $1,000 salary-sacrificed on $95,000 saves 30% tax and the 2% Medicare levy, so it costs
    // $680 of take-home pay, and puts $850 into super after the 15% contributions tax.
    assert!(r.contains("costs you **$680**"), "{r}");
    assert!(r.contains("**$850**"), "{r}");
    assert!(r.contains("Tell me your mortgage rate"), "{r}");
    let r = said(
        &p,
        &[
            "is it better to put extra money on the mortgage or into super?",
            "6.2%",
        ],
        "explain:extra_repayments_vs_super",
    );
    assert!(r.contains("Over the 18 years to 60"), "{r}");
    let mut q = au();
    q.age = Some(31);
    let r = said(
        &q,
        &["should I be putting extra into my mortgage or my super?"],
        "explain:extra_repayments_vs_super",
    );
    assert!(r.contains("Tell me your income"), "{r}");
    let r = said(
        &q,
        &[
            "should I be putting extra into my mortgage or my super?",
            "I earn $90,000",
        ],
        "explain:extra_repayments_vs_super",
    );
    assert!(r.contains("On $90,000"), "{r}");
}

#[test]
fn savings_by_age_says_its_rule_of_thumb_and_source() {
    let mut p = us(Some(Region::UsNj));
    p.age = Some(37);
    p.annual_income = Some(dec!(90000));
    p.super_balance = Some(dec!(60000));
    p.marital_status = Some(MaritalStatus::Single);
    let r = said(
        &p,
        &["how much should I have saved by 40?"],
        "explain:savings_by_age",
    );
    for s in [
        "Fidelity",
        "rule of thumb",
        "**3×** your salary",
        "$270,000",
        "0.7×",
    ] {
        assert!(r.contains(s), "{s}: {r}");
    }
    let r = said(
        &p,
        &["how much should I have saved by 40?", "and by 50?"],
        "explain:savings_by_age",
    );
    assert!(
        r.contains("By 50, the guideline is **6×**") && r.contains("$540,000"),
        "{r}"
    );
    let r = said(
        &au(),
        &["how much super should I have at 40"],
        "explain:savings_by_age",
    );
    assert!(
        r.contains("ASFA") && r.contains("$595,000") && r.contains("$690,000"),
        "{r}"
    );
}
