//! Reading a message into tokens: words, punctuation and amounts in every common written form
//! ($85,000, 85k, 85 grand, $1.2m, A$/US$/AUD/USD, "eighty-five thousand", 85,000.50, 7%).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

/// The largest number the reader keeps; anything longer is not a figure a person means.
const MAX_DIGITS: usize = 20;

#[derive(Debug, Clone, PartialEq)]
pub struct Amount {
    pub value: Decimal,
    /// Written with a currency mark ($, A$, US$, AUD, USD, dollars, bucks).
    pub currency: bool,
    /// Written with a scale (k, grand, thousand, m, million).
    pub scaled: bool,
    pub percent: bool,
    /// Spelled out in words ("eighty-five thousand", "two").
    pub words: bool,
}

impl Amount {
    /// A bare small whole number: a count or an age rather than money.
    pub fn is_bare_count(&self) -> bool {
        !self.currency && !self.scaled && !self.percent && self.value.fract().is_zero()
    }

    pub fn looks_like_money(&self) -> bool {
        !self.percent && (self.currency || self.scaled || self.value >= dec!(1000))
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Tok {
    Word(String),
    Amount(Amount),
    /// A tax year such as "2025-26" or "2026", normalised to the domain's spelling.
    Year(String),
    Punct(char),
}

impl Tok {
    pub fn word(&self) -> Option<&str> {
        match self {
            Tok::Word(w) => Some(w),
            _ => None,
        }
    }
    pub fn is(&self, w: &str) -> bool {
        self.word() == Some(w)
    }
    pub fn amount(&self) -> Option<&Amount> {
        match self {
            Tok::Amount(a) => Some(a),
            _ => None,
        }
    }
}

/// A token with its original spelling (for case-sensitive codes such as "US" or "NSW").
#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    pub tok: Tok,
    pub orig: String,
}

fn scale_word(w: &str) -> Option<Decimal> {
    match w {
        "k" | "grand" | "thousand" | "thou" | "g" => Some(dec!(1000)),
        "m" | "mil" | "mill" | "million" | "mn" | "millions" => Some(dec!(1000000)),
        "b" | "bn" | "billion" => Some(dec!(1000000000)),
        "trillion" | "tn" => Some(dec!(1000000000000)),
        _ => None,
    }
}

fn currency_word(w: &str) -> bool {
    matches!(
        w,
        "aud" | "usd" | "dollars" | "dollar" | "bucks" | "dollarydoos"
    )
}

/// Spelled-out numbers up to the billions; "a"/"an" count as one only before a scale word.
fn number_word(w: &str) -> Option<u64> {
    const UNITS: &str = "zero one two three four five six seven eight nine ten eleven twelve \
                         thirteen fourteen fifteen sixteen seventeen eighteen nineteen";
    const TENS: &str = "twenty thirty forty fifty sixty seventy eighty ninety";
    let w = match w {
        "nil" => "zero",
        "fourty" => "forty",
        other => other,
    };
    let at = |list: &str| {
        list.split_whitespace()
            .position(|u| u == w)
            .map(|n| n as u64)
    };
    at(UNITS).or_else(|| at(TENS).map(|n| 20 + 10 * n))
}

fn is_scale_after_article(w: &str) -> bool {
    matches!(w, "hundred" | "thousand" | "grand" | "million")
}

/// Splits a message into tokens. Never panics; unreadable characters are skipped.
pub fn tokenize(raw: &str) -> Vec<Token> {
    let s = super::shorthand::normalise(raw);
    let chars: Vec<char> = s.chars().collect();
    let mut out: Vec<Token> = Vec::new();
    let mut i = 0;
    let mut pending_currency = false;
    let mut pending_negative = false;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if c == '$' {
            pending_currency = true;
            i += 1;
            continue;
        }
        // A dash standing alone (" - ", " -- ", an en or em dash, which `normalise` wrote as
        // "-") breaks a clause: "house worth 900k and owe 520k on it - what's my net worth?".
        // The hyphen in "15-year" is no mark, and one before a digit is a sign ("-500").
        if c == '-' {
            let mut end = i;
            while chars.get(end) == Some(&'-') {
                end += 1;
            }
            let open_before = i == 0 || chars[i - 1].is_whitespace();
            let open_after = chars.get(end).is_none_or(|d| d.is_whitespace());
            if open_before && open_after {
                out.push(Token {
                    tok: Tok::Punct('-'),
                    orig: chars[i..end].iter().collect(),
                });
                pending_currency = false;
                pending_negative = false;
                i = end;
                continue;
            }
            let next_digit = chars.get(i + 1).is_some_and(|n| n.is_ascii_digit());
            let prev_is_word = i > 0 && chars[i - 1].is_alphanumeric();
            if next_digit && !prev_is_word {
                pending_negative = true;
            }
            i += 1;
            continue;
        }
        // Signs read as their words: "a 520,000 loan @ 5.5", "a new job on $105k + super".
        if let Some(word) = match c {
            '@' => Some("at"),
            '+' => Some("plus"),
            _ => None,
        } {
            out.push(Token {
                tok: Tok::Word(word.into()),
                orig: c.to_string(),
            });
            pending_currency = false;
            i += 1;
            continue;
        }
        if c.is_ascii_digit() || (c == '.' && chars.get(i + 1).is_some_and(|n| n.is_ascii_digit()))
        {
            let (tok, next) = read_number(&chars, i, pending_currency, pending_negative);
            pending_currency = false;
            pending_negative = false;
            out.push(Token {
                orig: chars[i..next].iter().collect(),
                tok,
            });
            i = next;
            continue;
        }
        if c.is_alphabetic() {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '\'') {
                i += 1;
            }
            let orig: String = chars[start..i].iter().collect();
            let word = orig.to_lowercase();
            // A$, AU$, US$, AUD$ written before a figure.
            if chars.get(i) == Some(&'$')
                && matches!(word.as_str(), "a" | "au" | "us" | "aud" | "usd" | "nz")
            {
                pending_currency = true;
                i += 1;
                continue;
            }
            if currency_word(&word) {
                if let Some(Token {
                    tok: Tok::Amount(a),
                    ..
                }) = out.last_mut()
                {
                    a.currency = true;
                    continue;
                }
                if matches!(word.as_str(), "aud" | "usd") {
                    pending_currency = true;
                }
                continue;
            }
            // "rent's" reads as "rent"; "what's" as "what".
            let word = word
                .strip_suffix("'s")
                .unwrap_or(&word)
                .trim_matches('\'')
                .to_string();
            if !word.is_empty() {
                out.push(Token {
                    tok: Tok::Word(super::spelling::correct(word)),
                    orig,
                });
            }
            continue;
        }
        if c == '%' {
            if let Some(Token {
                tok: Tok::Amount(a),
                ..
            }) = out.last_mut()
            {
                a.percent = true;
            } else {
                // "what % super…": the sign alone is the word.
                out.push(Token {
                    tok: Tok::Word("percent".into()),
                    orig: "%".into(),
                });
            }
            i += 1;
            continue;
        }
        if matches!(
            c,
            '.' | ',' | ';' | ':' | '!' | '?' | '(' | ')' | '/' | '\n'
        ) {
            out.push(Token {
                tok: Tok::Punct(if c == '\n' { '.' } else { c }),
                orig: c.to_string(),
            });
        }
        pending_currency = false;
        pending_negative = false;
        i += 1;
    }
    let out = merge_scales(out);
    merge_number_words(out)
}

fn read_number(chars: &[char], start: usize, currency: bool, negative: bool) -> (Tok, usize) {
    let mut i = start;
    let mut digits = String::new();
    let mut seen_dot = false;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_digit() {
            digits.push(c);
            i += 1;
        } else if c == ','
            && !seen_dot
            && thousands_group_follows(chars, i + 1)
            && !digits.is_empty()
        {
            i += 1;
        } else if c == '.' && !seen_dot && chars.get(i + 1).is_some_and(|n| n.is_ascii_digit()) {
            seen_dot = true;
            digits.push('.');
            i += 1;
        } else {
            break;
        }
    }
    // Tax years: 2025-26, 2025/26, 2025-2026.
    if !seen_dot
        && !currency
        && digits.len() == 4
        && (digits.starts_with("20") || digits.starts_with("19"))
        && let Some(sep) = chars.get(i).copied().filter(|c| *c == '-' || *c == '/')
    {
        let mut j = i + 1;
        let mut tail = String::new();
        while j < chars.len() && chars[j].is_ascii_digit() {
            tail.push(chars[j]);
            j += 1;
        }
        let _ = sep;
        if tail.len() == 2 || tail.len() == 4 {
            let short = &tail[tail.len() - 2..];
            return (Tok::Year(format!("{digits}-{short}")), j);
        }
    }
    let mut value = if digits.len() > MAX_DIGITS + 1 {
        Decimal::MAX
    } else {
        digits.parse::<Decimal>().unwrap_or(Decimal::ZERO)
    };
    if negative {
        value = -value;
    }
    let mut amount = Amount {
        value,
        currency,
        scaled: false,
        percent: false,
        words: false,
    };
    // A scale or unit glued to the figure: 85k, 1.2m, 34yo, 7%.
    let mut j = i;
    let mut suffix = String::new();
    while j < chars.len() && chars[j].is_alphabetic() {
        suffix.push(chars[j].to_ascii_lowercase());
        j += 1;
    }
    if !suffix.is_empty() {
        if let Some(scale) = scale_word(&suffix) {
            amount.value = amount.value.checked_mul(scale).unwrap_or(Decimal::MAX);
            amount.scaled = true;
            i = j;
        } else if suffix == "pa" || suffix == "yo" || suffix == "yrs" || suffix == "y" {
            // left for the word pass: "85000pa" reads as "85000 pa".
        }
    }
    (Tok::Amount(amount), i)
}

fn thousands_group_follows(chars: &[char], at: usize) -> bool {
    (0..3).all(|k| chars.get(at + k).is_some_and(|c| c.is_ascii_digit()))
        && !chars.get(at + 3).is_some_and(|c| c.is_ascii_digit())
}

/// "85 thousand", "1.2 million", "85 grand": a figure followed by a scale word.
fn merge_scales(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for t in tokens {
        if let Tok::Word(w) = &t.tok {
            if let Some(scale) = scale_word(w)
                && let Some(Token {
                    tok: Tok::Amount(a),
                    orig,
                }) = out.last_mut()
                && !a.scaled
                && !a.percent
                && !(w == "m" && a.value.fract().is_zero() && a.value < dec!(1))
            {
                a.value = a.value.checked_mul(scale).unwrap_or(Decimal::MAX);
                a.scaled = true;
                orig.push(' ');
                orig.push_str(&t.orig);
                continue;
            }
            if w == "hundred"
                && let Some(Token {
                    tok: Tok::Amount(a),
                    ..
                }) = out.last_mut()
                && !a.scaled
                && !a.percent
                && !a.words
            {
                a.value = a.value.checked_mul(dec!(100)).unwrap_or(Decimal::MAX);
                continue;
            }
            if (w == "percent" || w == "pct")
                && let Some(Token {
                    tok: Tok::Amount(a),
                    ..
                }) = out.last_mut()
            {
                a.percent = true;
                continue;
            }
            if w == "cent"
                && let (
                    Some(Token {
                        tok: Tok::Word(prev),
                        ..
                    }),
                    true,
                ) = (out.last(), out.len() >= 2)
                && prev == "per"
            {
                let n = out.len();
                if let Some(Token {
                    tok: Tok::Amount(a),
                    ..
                }) = out.get_mut(n - 2)
                {
                    a.percent = true;
                    out.pop();
                    continue;
                }
            }
        }
        out.push(t);
    }
    out
}

/// Spelled-out numbers: "eighty-five thousand", "one hundred and twenty thousand", "half a million",
/// "two" (kids), "a hundred grand".
fn merge_number_words(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let Some(start_word) = tokens[i].tok.word() else {
            out.push(tokens[i].clone());
            i += 1;
            continue;
        };
        let next_word = tokens.get(i + 1).and_then(|t| t.tok.word());
        // "an extra grand a month", "another grand": a thousand, the article before the adjective.
        let after_adjective = i > 0
            && tokens[i - 1]
                .tok
                .word()
                .is_some_and(|w| matches!(w, "extra" | "another" | "additional"));
        if start_word == "grand" && after_adjective {
            out.push(Token {
                tok: Tok::Amount(Amount {
                    value: dec!(1000),
                    currency: false,
                    scaled: true,
                    percent: false,
                    words: true,
                }),
                orig: "grand".into(),
            });
            i += 1;
            continue;
        }
        let starts = number_word(start_word).is_some()
            || ((start_word == "a" || start_word == "an")
                && next_word.is_some_and(is_scale_after_article))
            || (start_word == "half"
                && next_word == Some("a")
                && tokens.get(i + 2).and_then(|t| t.tok.word()) == Some("million"));
        if !starts {
            out.push(tokens[i].clone());
            i += 1;
            continue;
        }
        if start_word == "half" {
            out.push(Token {
                tok: Tok::Amount(Amount {
                    value: dec!(500000),
                    currency: false,
                    scaled: true,
                    percent: false,
                    words: true,
                }),
                orig: "half a million".into(),
            });
            i += 3;
            continue;
        }
        let mut total: u64 = 0;
        let mut current: u64 = 0;
        let mut scaled = false;
        let mut j = i;
        let mut orig = String::new();
        while j < tokens.len() {
            let Some(w) = tokens[j].tok.word() else { break };
            let consumed = if let Some(n) = number_word(w) {
                current = current.saturating_add(n);
                true
            } else if (w == "a" || w == "an") && j == i {
                current = 1;
                true
            } else if w == "hundred" {
                current = current.max(1).saturating_mul(100);
                true
            } else if matches!(w, "thousand" | "grand" | "k") {
                total = total.saturating_add(current.max(1).saturating_mul(1000));
                current = 0;
                scaled = true;
                true
            } else if matches!(w, "million" | "mil") {
                total = total.saturating_add(current.max(1).saturating_mul(1_000_000));
                current = 0;
                scaled = true;
                true
            } else {
                w == "and"
                    && j > i
                    && tokens
                        .get(j + 1)
                        .and_then(|t| t.tok.word())
                        .is_some_and(|n| number_word(n).is_some())
                    && (total > 0 || current >= 100)
            };
            if !consumed {
                break;
            }
            if !orig.is_empty() {
                orig.push(' ');
            }
            orig.push_str(&tokens[j].orig);
            j += 1;
        }
        let value = total.saturating_add(current);
        let mut amount = Amount {
            value: Decimal::from(value),
            currency: false,
            scaled,
            percent: false,
            words: true,
        };
        // "eighty-five thousand dollars"
        if let Some(Token {
            tok: Tok::Word(w), ..
        }) = tokens.get(j)
            && w == "percent"
        {
            amount.percent = true;
            j += 1;
        }
        out.push(Token {
            tok: Tok::Amount(amount),
            orig,
        });
        i = j;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn amounts(s: &str) -> Vec<Decimal> {
        tokenize(s)
            .into_iter()
            .filter_map(|t| t.tok.amount().map(|a| a.value))
            .collect()
    }

    #[test]
    fn every_common_form() {
        assert_eq!(amounts("$85,000"), vec![dec!(85000)]);
        assert_eq!(amounts("85k"), vec![dec!(85000)]);
        assert_eq!(amounts("85K"), vec![dec!(85000)]);
        assert_eq!(amounts("85 grand"), vec![dec!(85000)]);
        assert_eq!(amounts("$1.2m"), vec![dec!(1200000)]);
        assert_eq!(amounts("A$90,000"), vec![dec!(90000)]);
        assert_eq!(amounts("AU$90k"), vec![dec!(90000)]);
        assert_eq!(amounts("US$120,000"), vec![dec!(120000)]);
        assert_eq!(amounts("AUD 95000"), vec![dec!(95000)]);
        assert_eq!(amounts("95000 USD"), vec![dec!(95000)]);
        assert_eq!(amounts("eighty-five thousand"), vec![dec!(85000)]);
        assert_eq!(
            amounts("one hundred and twenty thousand"),
            vec![dec!(120000)]
        );
        assert_eq!(amounts("85,000.50"), vec![dec!(85000.50)]);
        assert_eq!(amounts("half a million"), vec![dec!(500000)]);
        assert_eq!(amounts("a hundred grand"), vec![dec!(100000)]);
        assert_eq!(amounts("an extra grand a month"), vec![dec!(1000)]);
        assert_eq!(amounts("1.5 million"), vec![dec!(1500000)]);
        assert_eq!(amounts("-5000000"), vec![dec!(-5000000)]);
    }

    #[test]
    fn percent_and_years() {
        let t = tokenize("7% in 2025-26");
        assert!(
            t[0].tok
                .amount()
                .is_some_and(|a| a.percent && a.value == dec!(7))
        );
        assert!(t.iter().any(|t| t.tok == Tok::Year("2025-26".into())));
        assert!(
            tokenize("2024/2025")
                .iter()
                .any(|t| t.tok == Tok::Year("2024-25".into()))
        );
    }

    #[test]
    fn shorthand_periods() {
        let words: Vec<String> = tokenize("$45/hr and 85k p.a.")
            .into_iter()
            .filter_map(|t| t.tok.word().map(str::to_string))
            .collect();
        assert_eq!(words, vec!["per", "hour", "and", "pa"]);
    }
}
