//! Misspelt finance words read as meant: "guarentee", "insurence", "surchage", "retirment",
//! "superanuation". A word of seven letters or more that is not itself one of the words below and
//! is one edit (a letter added, dropped, changed or two swapped: Damerau-Levenshtein, `strsim`)
//! from exactly one of them, with the same first letter, is that word. Only these words are
//! corrected, so ordinary words are never turned into finance terms, and short words are left as
//! written (one edit from a short word is usually another word).

/// The words a misspelling is read as, with the spellings that are words of their own beside
/// them so they are never "corrected" (plurals, verb forms).
const WORDS: &[&str] = &[
    "allowance",
    "annually",
    "balance",
    "balances",
    "bracket",
    "brackets",
    "calculate",
    "calculator",
    "concessional",
    "contribute",
    "contributed",
    "contributes",
    "contributing",
    "contribution",
    "contributions",
    "deduction",
    "deductions",
    "dependants",
    "dependents",
    "deposit",
    "deposits",
    "emergency",
    "expense",
    "expenses",
    "fortnight",
    "fortnightly",
    "fortnights",
    "franking",
    "guarantee",
    "household",
    "inflation",
    "insurance",
    "interest",
    "interests",
    "investing",
    "investment",
    "investments",
    "marginal",
    "medicare",
    "mortgage",
    "mortgages",
    "pension",
    "pensions",
    "property",
    "repayment",
    "repayments",
    "retired",
    "retirement",
    "retiring",
    "sacrifice",
    "sacrificing",
    "superannuation",
    "surcharge",
    "threshold",
    "thresholds",
    "withdrawal",
];

/// Account names said in the plural ("explain HSAs to me"), read as the name; and short
/// misspellings that are no word of their own ("hsa limt").
const PLURAL_NAMES: &[(&str, &str)] = &[
    ("limt", "limit"),
    // Texting spellings of the question words.
    ("wat", "what"),
    ("wats", "whats"),
    ("wut", "what"),
    ("shoud", "should"),
    ("shuold", "should"),
    ("lmit", "limit"),
    ("hsas", "hsa"),
    ("iras", "ira"),
    ("etfs", "etf"),
    ("roths", "roth"),
    ("fsas", "fsa"),
    ("smsfs", "smsf"),
];

/// `word` (lower case) as meant.
pub fn correct(word: String) -> String {
    if let Some((_, name)) = PLURAL_NAMES.iter().find(|(p, _)| *p == word) {
        return (*name).to_string();
    }
    if word.chars().count() < 7 || WORDS.contains(&word.as_str()) {
        return word;
    }
    let first = word.chars().next();
    let mut near = WORDS
        .iter()
        .filter(|w| w.chars().next() == first && strsim::damerau_levenshtein(&word, w) == 1);
    match (near.next(), near.next()) {
        (Some(w), None) => (*w).to_string(),
        _ => word,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_slip_from_a_finance_word_is_that_word() {
        for (typed, meant) in [
            ("guarentee", "guarantee"),
            ("insurence", "insurance"),
            ("surchage", "surcharge"),
            ("retirment", "retirement"),
            ("superanuation", "superannuation"),
            ("hsas", "hsa"),
            ("morgtage", "mortgage"),
            ("repaymnets", "repayments"),
        ] {
            assert_eq!(correct(typed.to_string()), meant);
        }
    }

    #[test]
    fn words_of_their_own_and_short_words_stay() {
        for w in [
            "tension",
            "mention",
            "pensions",
            "retired",
            "saving",
            "savings",
            "interests",
            "deposit",
            "married",
            "surface",
            "balances",
        ] {
            assert_eq!(correct(w.to_string()), w);
        }
    }
}
