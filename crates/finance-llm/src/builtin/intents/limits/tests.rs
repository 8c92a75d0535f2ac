//! The lookups' phrasings route here, follow-ups carry the question over, and the tables read out
//! with their years and sources.

use finance_domain::profile::MaritalStatus;
use finance_domain::{Country, FinancialProfile, Region};
use rust_decimal_macros::dec;

use crate::builtin::BuiltinAdvisor;
use crate::builtin::intents::tests::answers_as;
use crate::context::{AdvisorContext, ChatTurn, Role};

pub(crate) fn au() -> FinancialProfile {
    FinancialProfile {
        country: Country::Australia,
        ..FinancialProfile::default()
    }
}

pub(crate) fn us(state: Option<Region>) -> FinancialProfile {
    FinancialProfile {
        country: Country::Us,
        state,
        ..FinancialProfile::default()
    }
}

/// The conversation's replies, each message answered in turn as the chat does, and the intent
/// of the last.
pub(crate) fn talk(profile: &FinancialProfile, messages: &[&str]) -> (String, String) {
    let advisor = BuiltinAdvisor::new();
    let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap_or_default();
    let mut history: Vec<ChatTurn> = Vec::new();
    let mut last = (String::new(), String::new());
    for m in messages {
        let ctx = AdvisorContext {
            profile: profile.clone(),
            goals: Vec::new(),
            history: history.clone(),
            message: (*m).to_string(),
            today,
        };
        let intent = advisor.intent_of(&ctx);
        let reply = advisor.reply(&ctx);
        history.push(ChatTurn {
            role: Role::User,
            content: (*m).to_string(),
            answer: None,
        });
        history.push(ChatTurn {
            role: Role::Assistant,
            content: reply.content.clone(),
            answer: reply.answer,
        });
        last = (reply.content, intent);
    }
    last
}

/// The last reply, asserting the last message was answered as `intent`.
pub(crate) fn said(profile: &FinancialProfile, messages: &[&str], intent: &str) -> String {
    let (reply, got) = talk(profile, messages);
    assert_eq!(got, intent, "{messages:?}\n{reply}");
    reply
}

#[test]
fn examples_route_to_their_limit() {
    for (m, intent) in [
        ("what's the standard deduction", "limit:standard_deduction"),
        ("what's the fica rate", "limit:fica"),
        (
            "what's the top marginal tax rate in australia and where does it kick in",
            "limit:tax_brackets",
        ),
        ("what tax bracket is 95k in?", "limit:tax_brackets"),
        (
            "I earn 140k, what tax bracket am I in?",
            "limit:tax_brackets",
        ),
        (
            "where does the 32% bracket start for married filing jointly",
            "limit:tax_brackets",
        ),
        (
            "US tax brackets for single filers 2026",
            "limit:tax_brackets",
        ),
        (
            "what's the income tax rate in illinois",
            "limit:tax_brackets",
        ),
        (
            "does florida have a state income tax?",
            "limit:tax_brackets",
        ),
        (
            "What's the maximum income Social Security tax applies to?",
            "limit:social_security_wage_base",
        ),
        (
            "What's the surcharge rate for a single person on $110k?",
            "limit:surcharge_thresholds",
        ),
        (
            "how much extra can i put in an IRA if i'm over 50",
            "limit:ira_limit",
        ),
        (
            "when do I have to start paying back my HECS?",
            "limit:help_repayment_thresholds",
        ),
        ("non concessional cap?", "limit:non_concessional_cap"),
        ("how much tax on 85k", "tax"),
        ("tax on 85k at the current brackets", "tax"),
        ("how much do I pay in FICA?", "tax"),
    ] {
        answers_as(m, intent);
    }
}

#[test]
fn a_follow_up_changes_the_year_the_household_or_the_state() {
    let r = said(
        &au(),
        &[
            "What's the concessional cap for 2025-26?",
            "and the non-concessional one?",
        ],
        "limit:non_concessional_cap",
    );
    assert!(r.contains("2025-26") && r.contains("$120,000"), "{r}");
    let r = said(
        &au(),
        &["what's the concessional cap?", "what about 2025?"],
        "limit:concessional_cap",
    );
    // The ATO's "2025 income year" is 2024-25.
    assert!(
        r.contains("Same limit, for 2024-25 instead of 2026-27"),
        "{r}"
    );
    assert!(r.contains("$30,000"), "{r}");
    let r = said(
        &us(None),
        &[
            "what's the standard deduction this year?",
            "and for married couples?",
            "what was it last year?",
        ],
        "limit:standard_deduction",
    );
    assert!(r.contains("2025") && r.contains("$31,500"), "{r}");
    let r = said(
        &us(None),
        &[
            "what's the standard deduction this year?",
            "and for married couples?",
        ],
        "limit:standard_deduction",
    );
    assert!(
        r.contains("standard deduction for married filing jointly is $32,200"),
        "{r}"
    );
    let r = said(
        &us(None),
        &["what's the standard deduction?", "and in California?"],
        "limit:standard_deduction",
    );
    assert!(
        r.contains("California's standard deduction (single, 2026)"),
        "{r}"
    );
    let r = said(
        &au(),
        &[
            "how much is the age pension for a single person?",
            "and for a couple?",
        ],
        "limit:age_pension_rate",
    );
    assert!(
        r.contains("is $905.20 a fortnight for each member of a couple"),
        "{r}"
    );
    let r = said(
        &us(Some(Region::UsCo)),
        &["what's the income tax rate in north carolina", "and utah?"],
        "limit:tax_brackets",
    );
    assert!(
        r.contains("in Utah instead of North Carolina") && r.contains("4.45%"),
        "{r}"
    );
    let r = said(
        &au(),
        &["what tax bracket is 95k in?", "and 150k?"],
        "limit:tax_brackets",
    );
    assert!(
        r.contains("On $150,000, you're in the **37%** bracket"),
        "{r}"
    );
    let r = said(
        &us(None),
        &["what's the 401k limit?", "and if i'm 61?"],
        "limit:401k_limit",
    );
    assert!(r.contains("At 61, your limit is **$35,750**"), "{r}");
    let r = said(
        &us(None),
        &["what's the 401k limit?", "what was it in 2025?"],
        "limit:401k_limit",
    );
    assert!(r.contains("The 2025 401(k) limit is $23,500"), "{r}");
}

#[test]
fn a_follow_up_names_another_account_or_a_filing_status() {
    let r = said(
        &us(None),
        &["what's the 401k limit?", "and the IRA?"],
        "limit:ira_limit",
    );
    assert!(r.contains("$7,500"), "{r}");
    said(&us(None), &["what's a 401k?", "and an IRA?"], "explain:ira");
    let r = said(
        &us(None),
        &[
            "what's the standard deduction?",
            "what about head of household?",
        ],
        "limit:standard_deduction",
    );
    assert!(r.contains("for head of household is $24,150"), "{r}");
    let r = said(
        &us(None),
        &[
            "what's the standard deduction?",
            "what about head of household?",
            "and single?",
        ],
        "limit:standard_deduction",
    );
    assert!(r.contains("for single is $16,100"), "{r}");
    let r = said(
        &us(Some(Region::UsOr)),
        &["what are the tax brackets?", "and the state ones?"],
        "limit:tax_brackets",
    );
    assert!(r.contains("Oregon's income tax rates"), "{r}");
    let r = said(
        &us(None),
        &["what's the standard deduction?", "what if I'm over 65?"],
        "limit:standard_deduction",
    );
    assert!(r.contains("At 65 or over") && r.contains("$18,150"), "{r}");
    let r = said(
        &us(None),
        &["what are the tax brackets for head of household?"],
        "limit:tax_brackets",
    );
    assert!(
        r.contains("head of household") && r.contains("$67,450"),
        "{r}"
    );
}

#[test]
fn a_correction_and_a_comparison() {
    let r = said(
        &au(),
        &[
            "what's the surcharge rate for a single person on $110k?",
            "sorry, I meant $120k, not $110k",
        ],
        "limit:surcharge_thresholds",
    );
    assert!(r.contains("$120,000 instead of $110,000"), "{r}");
    assert!(r.contains("the surcharge rate is **1.25%**"), "{r}");
    let r = said(
        &us(None),
        &["what's the standard deduction for single or married filing jointly?"],
        "limit:standard_deduction",
    );
    assert!(r.contains("Side by side"), "{r}");
    assert!(r.contains("$16,100") && r.contains("$32,200"), "{r}");
}

#[test]
fn tables_read_out_with_their_year_and_source() {
    let r = said(
        &us(Some(Region::UsTn)),
        &["what's the fica rate"],
        "limit:fica",
    );
    for s in ["6.2%", "1.45%", "0.9%", "$184,500", "2026", "26 U.S.C."] {
        assert!(r.contains(s), "{s}: {r}");
    }
    let r = said(
        &us(None),
        &["what are the fica rates on 250k?"],
        "limit:fica",
    );
    assert!(r.contains("Additional Medicare **$450**"), "{r}");
    let r = said(
        &au(),
        &["what's the top marginal tax rate in australia and where does it kick in"],
        "limit:tax_brackets",
    );
    assert!(
        r.contains("The top marginal rate is **45%**, on taxable income over **$190,000**"),
        "{r}"
    );
    let r = said(
        &us(None),
        &["where does the 22% bracket start in 2026?"],
        "limit:tax_brackets",
    );
    assert!(
        r.contains("The **22%** bracket starts above **$50,400**"),
        "{r}"
    );
    let r = said(
        &us(None),
        &["what bracket am I in on 95k"],
        "limit:tax_brackets",
    );
    assert!(r.contains("leaves $78,900 of taxable income"), "{r}");
    assert!(r.contains("**22%** bracket"), "{r}");
    let r = said(
        &au(),
        &["What's the surcharge rate for a single person on $110k?"],
        "limit:surcharge_thresholds",
    );
    assert!(
        r.contains("the surcharge rate is **1%**") && r.contains("$1,100"),
        "{r}"
    );
    let r = said(
        &au(),
        &["hecs repayment threshold on 80k?"],
        "limit:help_repayment_thresholds",
    );
    assert!(r.contains("$67,000") && r.contains("$1,950"), "{r}");
    let r = said(&au(), &["medicare levy rate?"], "limit:medicare_levy");
    assert!(
        r.contains("2%") && r.contains("Medicare Levy Act 1986"),
        "{r}"
    );
    let r = said(
        &us(Some(Region::UsGa)),
        &["does florida have a state income tax?"],
        "limit:tax_brackets",
    );
    assert!(
        r.contains("Florida has no state income tax on wages"),
        "{r}"
    );
    let r = said(
        &us(Some(Region::UsIl)),
        &["what's the income tax rate in illinois"],
        "limit:tax_brackets",
    );
    assert!(r.contains("Illinois taxes income at a flat 4.95%"), "{r}");
    let r = said(
        &us(Some(Region::UsNy)),
        &["new york state tax brackets pls"],
        "limit:tax_brackets",
    );
    assert!(r.contains("10.9%") && r.contains("over $25,000,000"), "{r}");
    let r = said(
        &us(Some(Region::UsCa)),
        &["what's my state's tax bracket on 120k?"],
        "limit:tax_brackets",
    );
    assert!(
        r.contains("California") && r.contains("**9.3%** bracket"),
        "{r}"
    );
}

#[test]
fn a_year_not_in_the_tables_is_the_nearest_one_marked_provisional() {
    let r = said(
        &au(),
        &["what are the tax rates for 2027-28"],
        "limit:tax_brackets",
    );
    assert!(
        r.contains("Australian resident tax rates for 2026-27"),
        "{r}"
    );
    assert!(
        r.contains("Provisional: the 2027-28 resident tax rates are not in Penny's tables yet"),
        "{r}"
    );
    let r = said(
        &us(None),
        &["what's the standard deduction for 2027?"],
        "limit:standard_deduction",
    );
    assert!(
        r.contains(
            "Provisional: the 2027 standard deduction amounts are not in Penny's tables yet"
        ),
        "{r}"
    );
    let r = said(
        &us(None),
        &["california tax brackets for 2027"],
        "limit:tax_brackets",
    );
    assert!(
        r.contains(
            "the 2027 California income tax tables are not in Penny yet (they hold 2025, 2026)"
        ),
        "{r}"
    );
    let r = said(&us(None), &["401k limit 2028"], "limit:401k_limit");
    assert!(r.contains("Provisional:"), "{r}");
}

#[test]
fn the_household_and_age_come_from_the_profile_unless_said() {
    let mut p = us(None);
    p.marital_status = Some(MaritalStatus::Married);
    p.age = Some(56);
    let r = said(
        &p,
        &["how much extra can i put in an IRA if i'm over 50"],
        "limit:ira_limit",
    );
    assert!(r.contains("$1,100"), "{r}");
    let r = said(&p, &["what are the tax brackets?"], "limit:tax_brackets");
    assert!(
        r.contains("married filing jointly") && r.contains("$403,550"),
        "{r}"
    );
    let r = said(&p, &["what's the hsa limit?"], "limit:hsa_limit");
    assert!(r.contains("$8,750"), "{r}");
    let _ = dec!(0);
}

#[test]
fn limits_asked_by_their_topic_route_here_too() {
    let a = au();
    let u = us(Some(Region::UsCa));
    for (p, m, intent) in [
        (
            &a,
            "what's the super guarantee in 2025-26?",
            "limit:super_guarantee_rate",
        ),
        (&a, "how much is the SG", "limit:super_guarantee_rate"),
        (&a, "explain the super guarantee", "explain:super"),
        (
            &a,
            "what's the HELP repayment income threshold?",
            "limit:help_repayment_thresholds",
        ),
        (
            &a,
            "what's the age pension assets test limit",
            "limit:age_pension_rate",
        ),
        (
            &a,
            "what's the cap on super contributions",
            "limit:concessional_cap",
        ),
        (
            &a,
            "how much can I put into super after tax",
            "limit:non_concessional_cap",
        ),
        (
            &a,
            "what's the low income tax offset",
            "limit:tax_free_threshold",
        ),
        (
            &a,
            "what's the medicare levy surcharge for families",
            "limit:surcharge_thresholds",
        ),
        (&u, "what is the medicare tax rate", "limit:fica"),
        (
            &u,
            "what's the additional medicare tax threshold",
            "limit:fica",
        ),
        (&u, "does Texas have income tax?", "limit:tax_brackets"),
        (
            &u,
            "is there state tax in Washington?",
            "limit:tax_brackets",
        ),
        (
            &u,
            "what's the top tax rate in the US",
            "limit:tax_brackets",
        ),
        (&u, "what's the highest tax bracket", "limit:tax_brackets"),
        (&u, "which tax bracket am I in?", "limit:tax_brackets"),
        (
            &u,
            "what's the 24% bracket for married couples",
            "limit:tax_brackets",
        ),
        (&u, "HSA max 2026", "limit:hsa_limit"),
        (&u, "403b limit", "limit:401k_limit"),
        (
            &u,
            "i'm 61, whats my 401k max with the super catch-up",
            "limit:401k_limit",
        ),
        (
            &u,
            "what are the capital gains tax rates",
            "explain:capital_gains_tax",
        ),
    ] {
        said(p, &[m], intent);
    }
    let r = said(
        &a,
        &["what's the low income tax offset"],
        "limit:tax_free_threshold",
    );
    assert!(r.contains("up to **$700**") && r.contains("$66,667"), "{r}");
}
