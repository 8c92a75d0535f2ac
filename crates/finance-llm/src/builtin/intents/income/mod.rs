//! Changes of income, worked out with the tax engine before and after: which question a message
//! asks (this file), and one file per answer: a bonus (`bonus.rs`) or a raise (`raise.rs`), a
//! couple's combined take-home (`couple.rs`), the Medicare levy surcharge against a policy price
//! (`surcharge.rs`), two US states (`states.rs`), two tax years (`years.rs`). They share their
//! inputs' names (`income`, `state`, `country`, `taxYear`) with each other and with the tax
//! answer, so a follow-up that moves between them keeps the income ("what about a $10k bonus?"
//! after "how much tax on 120k?"). Figures from `finance_domain::calc::income_change`.

pub(crate) mod bonus;
pub(crate) mod couple;
pub(crate) mod raise;
pub(crate) mod states;
pub(crate) mod surcharge;
pub(crate) mod years;

use finance_domain::Country;
use finance_domain::answer::InputSource;
use finance_domain::calc::Frequency;
use finance_domain::calc::income_change::Comparison;
use finance_domain::tax::{TaxRequest, TaxResult};
use rust_decimal::Decimal;

use super::{IncomeAsk, IntentDef};
use crate::builtin::Understanding;
use crate::builtin::facts::{PARTNER_WORDS, Reading};
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::out::Out;
use crate::builtin::slots::{Money, Slots, seq_at};
use crate::format::{money, percent};

const TAX_WORDS: &[&str] = &[
    "tax",
    "taxed",
    "taxes",
    "take home",
    "takehome",
    "after tax",
    "net",
    "keep",
    "worth",
    "how much",
    "in my pocket",
    "in hand",
    "extra",
    "better off",
    "difference",
    "get",
];
const INCOME_CUES: &[&str] = &[
    "earn", "earns", "earned", "earning", "salary", "income", "on", "make", "makes", "made",
    "making", "paid", "wage", "base",
];

/// Whether the message names the Medicare levy surcharge, however it is typed: "surcharge",
/// "MLS", a slip after "surch" ("surchage", "surcharg", "surchrage") or "sur charge".
pub(crate) fn names_surcharge(r: &Reading) -> bool {
    r.has("mls")
        || r.words.iter().any(|w| w.starts_with("surch"))
        || r.words
            .windows(2)
            .any(|w| w[0] == "sur" && w[1].starts_with("charg"))
}

pub fn detect(r: &Reading, s: &Slots) -> Option<IncomeAsk> {
    let taxy = r.has_any(TAX_WORDS);
    // What the surcharge costs, or how it weighs against a policy: "how much is the surcharge on
    // 120k with no private health?" asks its amount as much as "what would it cost me" does.
    if names_surcharge(r)
        && r.has_any(&[
            "policy",
            "insurance",
            "cover",
            "premium",
            "worth",
            "cost",
            "cheaper",
            "costs",
            "price",
            "save",
            "avoid",
            "pay",
            "how much",
            "private",
            "without",
        ])
    {
        return Some(IncomeAsk::Surcharge);
    }
    // "what's the medicare levy surcharge on 100k": its amount on an income, unless its tiers are
    // asked.
    // "how much extra tax do i pay if i ditch private health insurance?": the surcharge's cost.
    let drops_cover = r.has_any(&["private health", "hospital cover", "health insurance"])
        && r.has_any(&[
            "ditch",
            "drop",
            "cancel",
            "without",
            "stop",
            "quit",
            "get rid",
            "no longer",
        ])
        && taxy;
    if drops_cover {
        return Some(IncomeAsk::Surcharge);
    }
    if names_surcharge(r)
        && !s.money.is_empty()
        && !r.has_any(&[
            "threshold",
            "thresholds",
            "tier",
            "tiers",
            "kick in",
            "kicks in",
        ])
    {
        return Some(IncomeAsk::Surcharge);
    }
    let us_regions = states::us_states(&r.tokens, &s.regions).len();
    if us_regions >= 2
        && (taxy || r.has_any(&["move", "moving", "vs", "versus", "compare", "or", "than"]))
    {
        return Some(IncomeAsk::States);
    }
    // "would I pay less tax if I moved to washington?": the state moved to against the one lived
    // in.
    if us_regions == 1 && states::compared_with_home(r) && taxy {
        return Some(IncomeAsk::States);
    }
    let last = r.has_any(years::LAST_YEAR);
    let next = r.has_any(&["next year", "next financial year"]);
    let two_years = s.tax_years.len() >= 2
        || (last
            && r.has_any(&[
                "this year",
                "this financial year",
                "next year",
                "compare",
                "compared",
                "change",
            ]))
        || (r.has("this year") && r.has("next year"))
        // "compare my tax this year vs 2024-25": the year now against the one named; so is
        // "how has it changed since 2024-25".
        || (s.tax_years.len() == 1
            && r.has_any(&["this year", "this financial year", "now", "currently", "since"]))
        // "how much will my tax go down next financial year?"
        || (next
            && r.has_any(&[
                "go down", "go up", "goes down", "goes up", "less", "more", "lower", "higher",
                "drop", "difference", "better off", "worse off",
            ]));
    if two_years
        && (taxy
            || r.has_any(&[
                "change",
                "changed",
                "compare",
                "compared",
                "comparison",
                "vs",
                "versus",
                "stage 3",
                "cuts",
            ]))
    {
        return Some(IncomeAsk::Years);
    }
    if r.has("bonus")
        && !s.money.is_empty()
        && (taxy || r.question || r.has_any(&["got", "getting", "get", "receive", "paid"]))
    {
        return Some(IncomeAsk::Bonus);
    }
    // "from 100k to 116k": two salaries, the first replaced by the second.
    let from_to = s.money.iter().any(|m| follows(r, m, "from"))
        && s.money.iter().any(|m| follows(r, m, "to"));
    let raise = r.has_any(&[
        "raise",
        "pay rise",
        "payrise",
        "pay increase",
        "salary increase",
        "promotion",
        "pay bump",
        "goes up",
        "go up",
        "went up",
        "bumped up",
        "bump up",
        "bumped to",
        "get bumped",
    ]) || from_to
        // "a new job on 95k, how much more will I take home?" weighs it against the pay now;
        // "I just started a new job on 1,650 a week, what will I take home?" is the tax on it.
        || r.has_any(&["new job", "offered", "job offer"])
            && (s.money.len() >= 2 || r.has_any(&["more", "extra", "difference", "compared"]));
    // "what if he got a raise to 100k?" is the partner's pay: the couple's question.
    let (mine, theirs) = (own_pay(r), partners_pay(r));
    // "how much more would I take home on 110k?": a new salary against the one saved.
    let more_on = r.has("how much more")
        && r.has_any(&[
            "take home",
            "takehome",
            "after tax",
            "in my pocket",
            "net",
            "keep",
        ])
        && s.money.len() == 1;
    // "if he got a 5k raise, how much would he keep?": only the raise answer reads the size of a
    // raise, whoever gets it; a partner's raise TO a salary is their new income (the couple's
    // question when the two are in play).
    if (raise && (!s.money.is_empty() || s.rate().is_some()) && taxy || more_on)
        && (mine || !theirs || raise_sized(r, s))
    {
        return Some(IncomeAsk::Raise);
    }
    let together = r.has_any(&[
        "combined",
        "together",
        "both",
        "our",
        "we",
        "us",
        "couple",
        "household",
        "total",
    ]);
    let couple_cue = together || r.has_any(PARTNER_WORDS);
    // "my wife earns 70k, how much tax does she pay?" asks about her alone: one figure is a
    // couple's question only when it asks about the two together.
    // "what about both of us combined if my wife earns 60k" after the person's take-home.
    // "and for a couple, both on 90k?": two pays of one figure.
    let each_on = r.has_any(&[
        "both on",
        "both earn",
        "both earning",
        "both make",
        "both making",
        "each on",
        "each earn",
        "each earning",
    ]);
    let both_pays = (each_on
        || r.has_any(&["both of us", "combined", "together"]) && r.has_any(PARTNER_WORDS))
        && s.money.len() == 1
        && !r.has_any(&[
            "save", "saving", "savings", "saved", "owe", "debt", "super", "invest", "worth",
        ]);
    if both_pays {
        return Some(IncomeAsk::Couple);
    }
    if couple_cue
        && r.has_any(&[
            "take home",
            "takehome",
            "after tax",
            "net",
            "tax",
            "taxes",
            "bring home",
        ])
        && (s.money.len() >= 2
            || (s.money.len() == 1 && (r.has_any(PARTNER_WORDS) && together || r.has("both"))))
        && !r.has_any(&["household income is", "our household income"])
    {
        return Some(IncomeAsk::Couple);
    }
    None
}

/// Whether the message speaks of the partner's pay ("he", "her", "my wife").
pub(crate) fn partners_pay(r: &Reading) -> bool {
    r.has_any(&["he", "she", "his", "her", "he's", "she's"]) || r.has_any(PARTNER_WORDS)
}

/// Whether the message speaks of the person's own pay ("I", "me").
pub(crate) fn own_pay(r: &Reading) -> bool {
    r.has_any(&["i", "i'm", "im", "me", "i've"])
}

/// Whether the message gives the size of a raise: a sum or rate right before a raise word ("a 5k
/// raise", "a 5% pay rise") or after "raise of" / "by".
fn raise_sized(r: &Reading, s: &Slots) -> bool {
    const SIZE_WORDS: &[&str] = &["raise", "rise", "payrise", "bump", "increase"];
    let sized = |at: usize| {
        (1..=2).any(|k| {
            r.tokens
                .get(at + k)
                .and_then(|t| t.tok.word())
                .is_some_and(|w| SIZE_WORDS.contains(&w))
        }) || (at >= 1 && r.tokens[at - 1].tok.is("by"))
            || (at >= 2
                && r.tokens[at - 1].tok.is("of")
                && r.tokens[at - 2]
                    .tok
                    .word()
                    .is_some_and(|w| SIZE_WORDS.contains(&w)))
    };
    s.money.iter().any(|m| sized(m.at)) || s.rates.iter().any(|(at, _)| sized(*at))
}

/// Whether the word right before the figure is `word` ("from 100k").
fn follows(r: &Reading, m: &Money, word: &str) -> bool {
    m.at > 0 && r.tokens[m.at - 1].tok.is(word)
}

/// The definition of each intent of this family.
pub(crate) fn def(ask: IncomeAsk) -> &'static IntentDef {
    match ask {
        IncomeAsk::Bonus => &bonus::DEF,
        IncomeAsk::Raise => &raise::DEF,
        IncomeAsk::Couple => &couple::DEF,
        IncomeAsk::Surcharge => &surcharge::DEF,
        IncomeAsk::States => &states::DEF,
        IncomeAsk::Years => &years::DEF,
    }
}

/// The inputs every answer here declares: the salary and where and when it is taxed.
pub(crate) const TAXED: [InputSpec; 4] = [
    InputSpec::needed("income", Unit::Money),
    InputSpec::optional("state", Unit::Region),
    InputSpec::optional("country", Unit::Country),
    InputSpec::optional("taxYear", Unit::TaxYear),
];

/// Single or a couple, when the message says ("same but married filing jointly"): the US filing
/// status, Australia's family thresholds. Unsaid, the profile's (through `request`).
pub(crate) const HOUSEHOLD: InputSpec = InputSpec::optional("household", Unit::Household);

pub(crate) fn read_household(i: &mut Inputs, u: &Understanding) {
    i.said(
        "household",
        crate::builtin::intents::classic::tax_inputs::said_household(u).map(Value::Household),
    );
}

/// The country, state and tax year the message names for the calculation.
pub(crate) fn read_place(i: &mut Inputs, u: &Understanding) {
    i.said(
        "country",
        u.reading
            .mentioned_country
            .or(u.slots.countries.first().copied())
            .filter(|c| *c != u.updated.country)
            .map(Value::Country),
    );
    i.said("state", u.reading.mentioned_region.map(Value::Region));
    i.said("taxYear", u.reading.tax_year.clone().map(Value::TaxYear));
}

/// The tax request the answer runs: the profile (with the message's what-ifs) and the inputs.
pub(crate) fn request(i: &Inputs, u: &Understanding) -> TaxRequest {
    let mut req = TaxRequest::from_profile(&u.scenario);
    if let Some(c) = i.country("country")
        && c != req.country
    {
        req.country = c;
        req.state = None;
        req.filing_status = None;
    }
    if let Some(r) = i.region("state").filter(|r| r.country() == req.country) {
        req.state = Some(r);
    }
    req.tax_year = i.tax_year("taxYear").map(str::to_string);
    if let Some(v) = i.money("income") {
        req.income = v;
    }
    if let Some(h) = i.household("household") {
        h.set_on(&mut req);
    }
    req
}

/// The person's own income in the message ("on 85k", "my salary is 90k", "a 90k salary"), not a
/// figure at `not`.
pub(crate) fn said_income(u: &Understanding, not: &[usize]) -> Option<Money> {
    u.slots
        .money
        .iter()
        .filter(|m| !not.contains(&m.at))
        .find(|m| income_cued(u, m))
        .copied()
}

/// Whether an income word comes just before the figure ("earning 90k", "on $85,000") or names it
/// right after ("a 90k salary").
pub(crate) fn income_cued(u: &Understanding, m: &Money) -> bool {
    let toks = &u.reading.tokens;
    let word = |k: usize| toks.get(k).and_then(|t| t.tok.word());
    let cue_at = |k: usize| {
        INCOME_CUES.iter().any(|c| seq_at(toks, k, c))
            // "salary sacrifice 10k" is a contribution, not the salary.
            && !(word(k) == Some("salary") && word(k + 1).is_some_and(|w| w.starts_with("sacr")))
            // "on 85k", "on about 85k", but not "the saving on a 10k contribution".
            && (word(k) != Some("on")
                || (k + 1..m.at).all(|j| {
                    word(j).is_some_and(|w| {
                        matches!(w, "about" | "around" | "roughly" | "approx" | "approximately" | "like" | "just" | "only" | "over" | "under")
                    })
                }))
    };
    (m.at.saturating_sub(3)..m.at).any(cue_at)
        || (1..=3).any(|k| {
            toks.get(m.at + k).is_some_and(|t| {
                t.tok
                    .word()
                    .is_some_and(|w| matches!(w, "salary" | "income" | "wage" | "wages" | "base"))
            })
        })
}

/// Sets `income`: the message's, else the what-if's ("if I earned 120k"), else the profile's.
pub(crate) fn read_income(i: &mut Inputs, u: &Understanding, not: &[usize]) {
    if let Some(m) = said_income(u, not) {
        return i.said("income", Some(Value::Money(annual(&m))));
    }
    read_what_if_or_profile_income(i, u);
}

/// Sets `income` for an answer whose only sum is the income ("and at 150k?" after two states are
/// compared): the message's one figure, else as [`read_income`].
pub(crate) fn read_only_income(i: &mut Inputs, u: &Understanding) {
    match u.slots.money.as_slice() {
        [m] => i.said("income", Some(Value::Money(annual(m)))),
        _ => read_income(i, u, &[]),
    }
}

fn read_what_if_or_profile_income(i: &mut Inputs, u: &Understanding) {
    let positive = |v: Option<Decimal>| v.filter(|v| *v > Decimal::ZERO);
    match (
        positive(u.scenario.annual_income),
        positive(u.updated.annual_income),
    ) {
        (Some(s), p) if Some(s) != p => i.said("income", Some(Value::Money(s))),
        (_, Some(p)) => i.set("income", Value::Money(p), InputSource::Profile),
        _ => {}
    }
}

/// Whether the figure `m` has one of `cues` within `reach` tokens (the nearest figure to the cue,
/// or one the cue comes before).
pub(crate) fn near(u: &Understanding, m: &Money, cues: &[&str], reach: usize) -> bool {
    u.slots
        .money_near(&u.reading.tokens, cues, reach)
        .is_some_and(|n| n.at == m.at)
        || {
            let toks = &u.reading.tokens;
            (m.at.saturating_sub(reach)..m.at).any(|k| cues.iter().any(|c| seq_at(toks, k, c)))
        }
}

pub(crate) fn annual(m: &Money) -> Decimal {
    m.value
        .saturating_mul(Decimal::from(m.per.unwrap_or(Frequency::Yearly).per_year()))
}

fn need_income(out: &mut Out, example: &str) {
    out.ask(
        "income",
        format!(
            "I need the salary it comes on top of. Tell me \"I earn $85,000\", or ask with it: \"{example}\"."
        ),
    );
}

fn kept(c: &Comparison) -> String {
    format!(
        "you keep {} of the extra {} and {} goes in tax",
        percent(c.kept_share()),
        money(c.gross_change),
        money(c.tax_change)
    )
}

fn levies(r: &TaxResult) -> &'static str {
    match r.country {
        Country::Australia => "income tax and the Medicare levy",
        Country::Us => "federal tax, state tax and FICA",
    }
}
