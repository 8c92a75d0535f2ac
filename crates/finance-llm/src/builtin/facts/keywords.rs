//! The field keywords: what an amount in a clause is about ("salary", "mortgage", "HECS", "2 kids"),
//! and how keywords that overlap in one clause are resolved.

use finance_domain::ProfileField;

use crate::builtin::amounts::Token;

use super::cues::{any_seq, seq_at};
use super::periods::{Period, period_word};

/// What an amount in a clause is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Target {
    Household,
    Net,
    Income,
    Housing,
    Mortgage,
    Expenses,
    /// Spending planned for retirement, a month ("I'll spend about $4,000 a month in retirement").
    RetirementSpending,
    Emergency,
    Super,
    Investments,
    Debts,
    /// A HELP (HECS-HELP) study loan: its own field, not "other debts".
    Help,
    Property,
    Savings,
    Kids,
    Cars,
    /// Australian salary sacrifice a year ("I salary sacrifice $8,000 a year into super").
    Sacrifice,
    /// A US pre-tax 401(k) deferral a year ("I put $500 a month into my 401k pre-tax").
    PreTax,
}

impl Target {
    pub(super) fn field(self) -> ProfileField {
        match self {
            Target::Household => ProfileField::HouseholdIncome,
            Target::Net | Target::Income => ProfileField::AnnualIncome,
            Target::Housing => ProfileField::RentOrMortgage,
            Target::Mortgage => ProfileField::MortgageBalance,
            Target::Expenses => ProfileField::MonthlyExpenses,
            Target::RetirementSpending => ProfileField::RetirementSpending,
            Target::Emergency => ProfileField::EmergencyFund,
            Target::Super => ProfileField::SuperBalance,
            Target::Investments => ProfileField::InvestmentAccounts,
            Target::Debts => ProfileField::Debts,
            Target::Help => ProfileField::HelpDebt,
            Target::Property => ProfileField::PropertyValue,
            Target::Savings => ProfileField::CurrentSavings,
            Target::Kids => ProfileField::Dependents,
            Target::Cars => ProfileField::NumberOfCars,
            Target::Sacrifice => ProfileField::SalarySacrifice,
            Target::PreTax => ProfileField::PreTaxRetirement,
        }
    }
    pub(super) fn is_count(self) -> bool {
        matches!(self, Target::Kids | Target::Cars)
    }
    /// A sum held or owed (not a flow nor a count): what "it's 500k now" can be.
    pub(super) fn is_balance(self) -> bool {
        matches!(
            self,
            Target::Mortgage
                | Target::Debts
                | Target::Help
                | Target::Property
                | Target::Savings
                | Target::Emergency
                | Target::Super
                | Target::Investments
        )
    }
}

/// Keywords, longest first where they overlap. `weak` ones only count when nothing stronger is in
/// the clause ("owe" means the mortgage when the mortgage is named).
pub(super) const KEYWORDS: &[(&str, Target, bool)] = &[
    ("household income", Target::Household, false),
    ("combined income", Target::Household, false),
    ("family income", Target::Household, false),
    ("household", Target::Household, false),
    ("combined", Target::Household, false),
    ("together", Target::Household, false),
    ("our income", Target::Household, false),
    ("we earn", Target::Household, false),
    ("we make", Target::Household, false),
    ("we bring in", Target::Household, false),
    ("take home", Target::Net, false),
    ("bring home", Target::Net, false),
    ("bringing home", Target::Net, false),
    ("brings home", Target::Net, false),
    ("takehome", Target::Net, false),
    ("after tax", Target::Net, false),
    ("after taxes", Target::Net, false),
    ("net", Target::Net, false),
    ("in hand", Target::Net, false),
    ("in my pocket", Target::Net, false),
    ("salary", Target::Income, false),
    ("income", Target::Income, false),
    ("earn", Target::Income, false),
    ("earns", Target::Income, false),
    ("earning", Target::Income, false),
    ("earned", Target::Income, false),
    ("earnt", Target::Income, false),
    ("salery", Target::Income, false),
    ("sallary", Target::Income, false),
    ("salaray", Target::Income, false),
    ("incom", Target::Income, false),
    ("incme", Target::Income, false),
    ("made", Target::Income, true),
    ("makes", Target::Income, true),
    ("wage", Target::Income, false),
    ("wages", Target::Income, false),
    ("gross", Target::Income, false),
    ("before tax", Target::Income, false),
    ("pre tax", Target::Income, false),
    ("package", Target::Income, false),
    ("from work", Target::Income, false),
    ("part time", Target::Income, false),
    ("part-time", Target::Income, false),
    ("from my job", Target::Income, false),
    ("bring in", Target::Income, false),
    ("brings in", Target::Income, false),
    ("bringing in", Target::Income, false),
    ("pull in", Target::Income, false),
    ("pulling in", Target::Income, false),
    // "my pay is 4k a fortnight", "base pay": the noun, not the verb ("I pay 600 a week in rent")
    // nor a "pay rise".
    ("pay is", Target::Income, false),
    ("pay was", Target::Income, false),
    ("base pay", Target::Income, false),
    ("gross pay", Target::Income, false),
    ("pay packet", Target::Income, false),
    ("paid", Target::Income, true),
    ("make", Target::Income, true),
    ("making", Target::Income, true),
    ("pays", Target::Income, true),
    ("raise", Target::Income, true),
    // "I just got bumped to 120k", "I've been promoted to 130k" (not "might get bumped to").
    ("got bumped to", Target::Income, false),
    ("got bumped up to", Target::Income, false),
    ("been bumped to", Target::Income, false),
    ("was bumped to", Target::Income, false),
    ("got promoted to", Target::Income, false),
    ("been promoted to", Target::Income, false),
    ("was promoted to", Target::Income, false),
    ("i'm on", Target::Income, true),
    ("im on", Target::Income, true),
    ("i am on", Target::Income, true),
    ("i'm actually on", Target::Income, true),
    ("im actually on", Target::Income, true),
    ("i'm now on", Target::Income, true),
    ("im now on", Target::Income, true),
    ("i'm currently on", Target::Income, true),
    ("im currently on", Target::Income, true),
    ("i'm still on", Target::Income, true),
    ("im still on", Target::Income, true),
    ("i'm only on", Target::Income, true),
    ("im only on", Target::Income, true),
    ("rate", Target::Income, true),
    ("mortgage repayments", Target::Housing, false),
    ("mortgage repayment", Target::Housing, false),
    ("mortgage payments", Target::Housing, false),
    ("mortgage payment", Target::Housing, false),
    ("home loan repayments", Target::Housing, false),
    ("repayments", Target::Housing, false),
    ("repayment", Target::Housing, false),
    ("rent", Target::Housing, false),
    ("renting", Target::Housing, false),
    ("home loan", Target::Mortgage, false),
    ("mortgage", Target::Mortgage, false),
    ("expenses", Target::Expenses, false),
    ("expense", Target::Expenses, false),
    ("spend", Target::Expenses, false),
    ("spending", Target::Expenses, false),
    ("outgoings", Target::Expenses, false),
    ("living costs", Target::Expenses, false),
    ("cost of living", Target::Expenses, false),
    ("bills", Target::Expenses, false),
    ("costs", Target::Expenses, true),
    ("emergency fund", Target::Emergency, false),
    ("emergency savings", Target::Emergency, false),
    ("emergency", Target::Emergency, false),
    ("emergencies", Target::Emergency, false),
    ("rainy day", Target::Emergency, false),
    ("buffer", Target::Emergency, false),
    ("superannuation", Target::Super, false),
    ("super", Target::Super, false),
    ("smsf", Target::Super, false),
    ("k401", Target::Super, false),
    ("b403", Target::Super, false),
    ("ira", Target::Super, false),
    ("roth", Target::Super, false),
    ("retirement account", Target::Super, false),
    ("retirement savings", Target::Super, false),
    ("retirement fund", Target::Super, false),
    ("pension", Target::Super, false),
    ("investments", Target::Investments, false),
    ("investment", Target::Investments, false),
    ("invested", Target::Investments, false),
    ("shares", Target::Investments, false),
    ("stocks", Target::Investments, false),
    ("etfs", Target::Investments, false),
    ("etf", Target::Investments, false),
    ("portfolio", Target::Investments, false),
    ("brokerage", Target::Investments, false),
    ("index funds", Target::Investments, false),
    ("managed funds", Target::Investments, false),
    ("mutual funds", Target::Investments, false),
    ("crypto", Target::Investments, false),
    ("bitcoin", Target::Investments, false),
    ("credit card debt", Target::Debts, false),
    ("credit cards", Target::Debts, false),
    ("credit card", Target::Debts, false),
    // "18k across two cards and a personal loan".
    ("cards", Target::Debts, true),
    ("car loan", Target::Debts, false),
    ("personal loan", Target::Debts, false),
    ("student loans", Target::Debts, false),
    ("student loan", Target::Debts, false),
    ("student debt", Target::Debts, false),
    ("hecs debt", Target::Help, false),
    ("hecs", Target::Help, false),
    ("hecs-help", Target::Help, false),
    ("help debt", Target::Help, false),
    ("help loan", Target::Help, false),
    ("debts", Target::Debts, false),
    ("debt", Target::Debts, false),
    ("loans", Target::Debts, false),
    ("loan", Target::Debts, false),
    ("afterpay", Target::Debts, false),
    ("owe", Target::Debts, true),
    ("owing", Target::Debts, true),
    ("left on it", Target::Debts, true),
    ("worth", Target::Property, true),
    ("valued", Target::Property, true),
    ("value", Target::Property, true),
    ("house", Target::Property, true),
    ("home", Target::Property, true),
    ("property", Target::Property, true),
    ("apartment", Target::Property, true),
    ("unit", Target::Property, true),
    ("condo", Target::Property, true),
    ("townhouse", Target::Property, true),
    ("savings", Target::Savings, false),
    ("saved", Target::Savings, false),
    ("savings account", Target::Savings, false),
    ("in the bank", Target::Savings, false),
    ("offset", Target::Savings, false),
    ("cash", Target::Savings, true),
    ("bank", Target::Savings, true),
    ("kids", Target::Kids, false),
    ("kid", Target::Kids, false),
    ("children", Target::Kids, false),
    ("child", Target::Kids, false),
    ("dependents", Target::Kids, false),
    ("dependants", Target::Kids, false),
    ("dependent", Target::Kids, false),
    ("dependant", Target::Kids, false),
    ("sons", Target::Kids, false),
    ("son", Target::Kids, false),
    ("daughters", Target::Kids, false),
    ("daughter", Target::Kids, false),
    ("babies", Target::Kids, false),
    ("baby", Target::Kids, false),
    ("twins", Target::Kids, false),
    ("cars", Target::Cars, false),
    ("car", Target::Cars, false),
    ("vehicles", Target::Cars, false),
    ("vehicle", Target::Cars, false),
    ("utes", Target::Cars, false),
    ("ute", Target::Cars, false),
];

/// Items a negation sets to zero.
pub(super) const ZEROABLE: &[Target] = &[
    Target::Debts,
    Target::Help,
    Target::Mortgage,
    Target::Kids,
    Target::Cars,
    Target::Savings,
    Target::Investments,
    Target::Super,
];

/// Debt words that name no kind of debt: with the person's home named, what is owed is its
/// mortgage ("the house is worth 720k and there's 390k left on the loan", "I owe 520k on it").
const OWED_WORDS: &[&str] = &["owe", "owing", "loan", "loans", "left"];

/// Whether the debt keyword at `p` names no kind of debt (a car loan, a credit card and HECS do).
pub(super) fn owed_unnamed(clause: &[Token], p: usize) -> bool {
    clause[p]
        .tok
        .word()
        .is_some_and(|w| OWED_WORDS.contains(&w))
}

/// Homes a person owns ("my house", "the place", "our unit").
const HOMES: &[&str] = &[
    "house",
    "home",
    "property",
    "apartment",
    "unit",
    "condo",
    "townhouse",
    "flat",
    "place",
];

/// Whether the tokens name the person's own home: "my house", "the house is worth…", "our
/// place"; not one they want ("saving for a house", "buying a home"), nor "take home", "home loan".
pub(super) fn names_own_home(tokens: &[Token]) -> bool {
    let word = |k: usize| tokens.get(k).and_then(|t| t.tok.word());
    (0..tokens.len()).any(|i| {
        let Some(w) = word(i).filter(|w| HOMES.contains(w)) else {
            return false;
        };
        let before = |k: usize| i.checked_sub(k).and_then(word);
        let own = matches!(before(1), Some("my" | "our" | "the"))
            || (i == 0 && w != "home")
            || matches!(word(i + 1), Some("is" | "was" | "worth" | "valued"));
        let wanted = (1..=3).any(|k| {
            before(k).is_some_and(|b| {
                matches!(
                    b,
                    "buy" | "buying" | "bought" | "for" | "afford" | "new" | "first" | "sell"
                )
            })
        });
        let other_sense = matches!(before(1), Some("take" | "bring" | "taking" | "bringing"))
            || matches!(
                word(i + 1),
                Some("loan" | "loans" | "equity" | "buyer" | "buyers")
            );
        own && !wanted && !other_sense
    })
}

/// The field a message names, for a later "it": its last strong keyword, else its last.
pub(super) fn named_target(tokens: &[Token]) -> Option<Target> {
    let hits = keyword_hits(tokens);
    hits.iter()
        .rev()
        .find(|(_, _, weak)| !weak)
        .or(hits.last())
        .map(|(_, t, _)| *t)
}

pub(super) fn keyword_hits(clause: &[Token]) -> Vec<(usize, Target, bool)> {
    let mut hits = Vec::new();
    let mut i = 0;
    while i < clause.len() {
        let mut matched = 0;
        for (kw, target, weak) in KEYWORDS {
            let n = kw.split(' ').count();
            if n > matched && seq_at(clause, i, kw) {
                hits.retain(|(p, _, _)| *p != i);
                hits.push((i, *target, *weak));
                matched = n;
            }
        }
        i += matched.max(1);
    }
    hits
}

/// Resolves overlapping keywords: a mortgage with a period is a repayment, savings named alongside
/// an emergency fund or super belong to those, income named with take-home is take-home.
pub(super) fn refine_hits(hits: Vec<(usize, Target)>, clause: &[Token]) -> Vec<(usize, Target)> {
    let has = |t: Target| hits.iter().any(|(_, x)| *x == t);
    // A period that is a rate ("1,800 a month"), not a time ("valued last week").
    let periodic = (0..clause.len()).any(|i| {
        let when = i
            .checked_sub(1)
            .and_then(|k| clause[k].tok.word())
            .is_some_and(|w| matches!(w, "last" | "next" | "this" | "that"));
        !when
            && clause[i]
                .tok
                .word()
                .and_then(period_word)
                .is_some_and(|p| p != Period::Year)
    }) || any_seq(clause, "pay")
        || any_seq(clause, "paying");
    let mut out: Vec<(usize, Target)> = Vec::new();
    for (p, t) in hits.iter().copied() {
        let t = match t {
            Target::Mortgage if periodic => Target::Housing,
            // "1,800 a month for my apartment" is a housing cost, not the apartment's value.
            Target::Property if periodic => Target::Housing,
            // "I reckon I'll spend about $4,000 a month in retirement": then, not now.
            Target::Expenses
                if clause
                    .iter()
                    .any(|t| t.tok.word().is_some_and(|w| w.starts_with("retir"))) =>
            {
                Target::RetirementSpending
            }
            _ => t,
        };
        let drop = match t {
            Target::Income => has(Target::Household) || has(Target::Net),
            // "super savings" is super; "30k cash 180k super" names both.
            Target::Savings => {
                has(Target::Emergency)
                    || (has(Target::Super) && !(p >= 1 && clause[p - 1].tok.amount().is_some()))
            }
            // "the mortgage on the house is 500k" names the house only for the mortgage; "a
            // mortgage of 620k on a house worth 1.1m" values it.
            Target::Property => {
                (has(Target::Mortgage) || has(Target::Housing) || has(Target::Debts))
                    && !clause.get(p).is_some_and(|w| {
                        w.tok.is("worth") || w.tok.is("valued") || w.tok.is("value")
                    })
            }
            // "how much tax would we owe on 160k": tax owed on an income, not a debt.
            Target::Debts if any_seq(clause, "tax") || any_seq(clause, "taxes") => {
                !any_seq(clause, "credit")
                    && !any_seq(clause, "loan")
                    && !any_seq(clause, "card")
                    && !any_seq(clause, "debt")
            }
            Target::Debts => {
                has(Target::Mortgage) && !any_seq(clause, "credit") && !any_seq(clause, "loan")
            }
            Target::Expenses => has(Target::Housing),
            _ => false,
        };
        if !drop {
            out.push((p, t));
        }
    }
    out
}
