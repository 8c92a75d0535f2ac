//! "How much super should my employer be paying me?": the Super Guarantee on the salary (AU, the
//! rate and earnings ceiling from `finance_domain::contribution_limits`), or the employer's 401(k)
//! match at the rate the person gave (US).

use finance_domain::answer::InputSource;
use finance_domain::contribution_limits::{au_super, au_super_provisional};
use finance_domain::tax::year::au_start_year_on;
use finance_domain::{Country, ProfileField};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::{bare_money, money as money_value, rate as rate_value, read_bare, read_field};
use crate::builtin::Understanding;
use crate::builtin::facts::Reading;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, percent, rate_as_given};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "salary",
    inputs: &[
        InputSpec::needed("annualIncome", Unit::Money),
        InputSpec::optional("employerMatch", Unit::Rate),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how much super should my employer be paying me",
    "I'm on 100k, how much super should my employer be putting in?",
    "how much super should my boss be paying me?",
    "how much super does my employer put in on my 95k?",
    "how much does my employer put in my 401k",
    "my company matches 6%, how much is that on my salary?",
    "what's my super guarantee?",
    "what's the super guarantee on 95k?",
    "how much is my 401k match worth?",
    "how much goes into my super from my employer each year?",
    "how much super should I be getting?",
    "whats my super guarantee worth",
    "what is my SG worth a year?",
];

const EMPLOYER_WORDS: &[&str] = &[
    "employer",
    "employers",
    "boss",
    "company",
    "job",
    "firm",
    "at work",
    "work pays",
    "they pay",
    "they put",
    "they match",
];
const ACCOUNT_WORDS: &[&str] = &[
    "super",
    "superannuation",
    "super guarantee",
    "sg",
    "k401",
    "b403",
    "match",
    "matches",
    "matching",
    "contribution",
    "contributions",
];

/// Whether the message asks what the person's employer pays in (not the rate or cap in general,
/// nor whether to add more).
pub(crate) fn asks(r: &Reading) -> bool {
    // "how much is my 401k match worth?" asks for the match; "what will my super be worth?" for
    // a projection.
    // "how much should my employer be putting in?": the account goes without saying.
    let employer = r.has_any(EMPLOYER_WORDS)
        && (r.has_any(ACCOUNT_WORDS)
            || r.has_any(&[
                "putting in",
                "put in",
                "pay in",
                "paying in",
                "contribute",
                "contributing",
                "chip in",
            ]));
    // "how much super should I be getting?" (not "how much super should I have?").
    let paid_super = r.has_any(&["super", "superannuation"])
        && r.has_any(&[
            "be getting",
            "i get",
            "i'm getting",
            "im getting",
            "am i getting",
            "be paid",
            "be receiving",
            "do i get",
        ]);
    // "what's my super guarantee?", "the super guarantee on 95k".
    let own_sg = r.has_any(&[
        "my super guarantee",
        "my sg",
        "super guarantee on",
        "superannuation guarantee on",
        "guarantee on a",
        "sg on",
        // "how much free money is that each year?" after the employer's 401(k) match.
        "free money",
        "my k401 match",
        "my match",
    ]);
    // "how much is my 401k match worth?" asks for the match; "what will my super be worth?" for
    // a projection; "should I salary sacrifice?" for advice.
    // "what's my super guarantee worth?" asks for the amount it pays.
    let other = (r.has("worth") && !r.has_prefix("match") && !own_sg)
        || (r.has("should i") && !paid_super)
        || r.has_any(&[
            "cap", "rate", "limit", "max", "sacrific", "extra", "retire", "tax",
        ])
        // "what percentage do employers have to pay in?" asks the law's rate, not this person's.
        || (r.has_any(&["percentage", "percent"]) && r.has_any(&["employers", "have to", "must"]))
        // "a new job on $105k + super. What will I actually get in my account each month?": the
        // pay that reaches the bank, with super only named as part of the package.
        || r.has_any(&[
            "plus super",
            "in my account",
            "in my bank",
            "into my account",
            "in my pocket",
            "take home",
            "takehome",
        ]);
    // "superannuation guarantee on a 65k salary?" asks without a question word.
    (employer || own_sg || paid_super)
        && (r.has_any(&["how much", "what", "whats"]) || own_sg && r.question)
        && !other
}

fn read(_: Intent, u: &Understanding, _: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    read_field(&mut i, u, ProfileField::AnnualIncome, &[], money_value);
    // "the super guarantee on 95k": the salary the question names.
    if i.source("annualIncome") != Some(InputSource::Message)
        && let Some(m) = u.slots.money_near(
            &u.reading.tokens,
            &["on", "earn", "earning", "salary", "income", "making"],
            2,
        )
        && m.per.is_none()
    {
        i.set("annualIncome", Value::Money(m.value), InputSource::Message);
    }
    read_field(&mut i, u, ProfileField::EmployerMatch, &[], rate_value);
    read_bare(&mut i, u, ProfileField::AnnualIncome, bare_money);
    i
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let Some(income) = i.money("annualIncome") else {
        return out.ask(
            "annualIncome",
            "What's your salary before tax? Tell me, for example \"I'm on $85,000\", and I'll work out what your employer pays in.",
        );
    };
    match u.updated.country {
        Country::Australia => super_guarantee(income, ctx, out),
        Country::Us => {
            let Some(rate) = i.rate("employerMatch") else {
                return out.ask(
                    "employerMatch",
                    format!(
                        "What does your employer match? Tell me, for example \"they match 4%\" or \"50% up to 6%\", and I'll work it out on your {} salary.",
                        money(income)
                    ),
                );
            };
            let matched = (income * rate).round_dp(2);
            out.figure("Employer match a year", matched);
            out.para(format!(
                "**Your employer's match is about {} a year** (about {} a month): {} of your {} salary, as long as you contribute at least enough to get the full match. The match goes into your 401(k) on top of your own contributions and doesn't count toward your own deferral limit.",
                money(matched),
                money(matched / dec!(12)),
                rate_as_given(rate),
                money(income)
            ));
        }
    }
}

/// The Super Guarantee on `income` in the financial year in force.
fn super_guarantee(income: Decimal, ctx: &AdvisorContext, out: &mut Out) {
    let start = au_start_year_on(ctx.today);
    let sup = au_super(start);
    let base = sup.max_contribution_base.annual();
    let sg = (income.min(base) * sup.sg_rate.value).round_dp(2);
    out.figure("Super Guarantee a year", sg);
    let mut s = format!(
        "**Your employer should pay about {} a year into your super** (about {} a month): the Super Guarantee of {} of your {} salary in {} ({}). It's paid on top of your salary, on your ordinary earnings (usually not overtime).",
        money(sg),
        money(sg / dec!(12)),
        percent(sup.sg_rate.value),
        money(income),
        sup.label,
        sup.sg_rate.source
    );
    if income > base {
        s.push_str(&format!(
            " It's only due on earnings up to the maximum contribution base of {} ({}), so it stops at {}.",
            money(base),
            sup.max_contribution_base.figure().source,
            money(sg)
        ));
    }
    s.push_str(&format!(
        "\n\nIt counts toward the {} concessional contributions cap of {}, along with any salary sacrifice ({}).",
        sup.label,
        money(sup.concessional_cap.value),
        sup.concessional_cap.source
    ));
    if let Some(why) = au_super_provisional(start) {
        s.push_str(&format!(" {why}."));
    }
    out.para(s);
}

#[cfg(test)]
mod tests {
    use super::super::tests::{chat, intent_of, last, profile};
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_employer_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "employer_contributions");
        }
        // What the super itself will be worth is a projection.
        let p = profile(&[("country", "australia"), ("annualIncome", "76000")]);
        assert_ne!(
            intent_of(&p, "what will my super be worth at 65?"),
            "employer_contributions"
        );
        let (r, _) = last(p, &["whats my super guarantee worth"]);
        assert!(r.contains("$9,120 a year"), "{r}");
    }

    #[test]
    fn the_super_guarantee_on_the_salary() {
        let (r, ch) = last(
            profile(&[("country", "australia")]),
            &["I'm on 100k, how much super should my employer be putting in?"],
        );
        assert!(
            r.contains("**Your employer should pay about $12,000 a year"),
            "{r}"
        );
        assert!(r.contains("12%") && r.contains("2026-27"), "{r}");
        assert_eq!(
            ch,
            vec![("annualIncome".to_string(), Some("100000".to_string()))]
        );
        let all = chat(
            profile(&[("country", "australia")]),
            &["how much super should my boss be paying me?", "I'm on 92k"],
        );
        assert!(all[0].0.contains("What's your salary"), "{}", all[0].0);
        assert!(all[1].0.contains("$11,040 a year"), "{}", all[1].0);
    }

    #[test]
    fn the_match_at_the_stated_rate() {
        let us = profile(&[
            ("country", "us"),
            ("state", "MD"),
            ("annualIncome", "90000"),
        ]);
        let all = chat(
            us.clone(),
            &["how much does my employer put in my 401k", "they match 4%"],
        );
        assert!(
            all[0].0.contains("What does your employer match"),
            "{}",
            all[0].0
        );
        assert!(all[1].0.contains("$3,600 a year"), "{}", all[1].0);
        assert_eq!(
            all[1].1,
            vec![("employerMatch".to_string(), Some("0.04".to_string()))]
        );
        let (r, ch) = last(
            us,
            &["my employer matches 50% up to 6%, how much do they put in my 401k a year?"],
        );
        assert!(r.contains("$2,700 a year"), "{r}");
        assert_eq!(
            ch,
            vec![("employerMatch".to_string(), Some("0.03".to_string()))]
        );
    }
}
