//! The input rules the handlers enforce, written into the OpenAPI document as `pattern`,
//! `minLength`/`maxLength` and `minimum`/`maximum` so that clients and fuzzers (schemathesis) see
//! them. Each pattern is built from the same lists and limits the handlers use, and the tests below
//! check it accepts exactly what the handler accepts (ECMA-262 / Python / Rust `regex` agree on the
//! syntax used here: `^`, `$`, classes with `\xHH` and `\uHHHH`, bounded repetition).

use finance_domain::tax::FilingStatus;
use finance_domain::{Country, Region};
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Schema, SchemaType, Type};

use crate::input_limits::{MAX_MESSAGE_CHARS, MAX_TITLE_CHARS};

/// Unicode `White_Space`: what `str::trim` removes and `char::is_whitespace` matches (`\s` differs
/// between regex dialects, so it is spelt out).
pub const WHITE_SPACE: &str =
    r"\x09-\x0d\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000";
/// General category Cc: what `char::is_control` matches.
pub const CONTROL: &str = r"\x00-\x1f\x7f-\x9f";

/// `word` as a regex matching it ASCII-case-insensitively; `_` also matches `-` and a space when
/// `flexible_underscore`.
fn ascii_ci(word: &str, flexible_underscore: bool) -> String {
    word.chars()
        .map(|c| match c {
            c if c.is_ascii_alphabetic() => {
                format!("[{}{}]", c.to_ascii_uppercase(), c.to_ascii_lowercase())
            }
            '_' if flexible_underscore => "[-_ ]".to_string(),
            c if c.is_ascii_alphanumeric() || c == ' ' || c == '_' || c == '-' => c.to_string(),
            c => format!(r"\u{:04x}", c as u32),
        })
        .collect()
}

/// One of `words`, with any surrounding white space; `blank_ok` also allows an empty or all-white
/// string (which the handlers treat as omitted).
fn trimmed_one_of<'a>(
    words: impl IntoIterator<Item = &'a str>,
    flexible_underscore: bool,
    blank_ok: bool,
) -> String {
    let mut alternatives: Vec<String> = words
        .into_iter()
        .map(|w| ascii_ci(w, flexible_underscore))
        .collect();
    // Longest first (a reader sees full names before their prefixes); WA is in both countries.
    alternatives.sort_by(|a, b| b.len().cmp(&a.len()).then_with(|| a.cmp(b)));
    alternatives.dedup();
    let optional = if blank_ok { "?" } else { "" };
    format!(
        "^[{WHITE_SPACE}]*(?:{}){optional}[{WHITE_SPACE}]*$",
        alternatives.join("|")
    )
}

pub fn country_pattern() -> String {
    trimmed_one_of(
        Country::SPELLINGS.map(|(spelling, _)| spelling),
        false,
        false,
    )
}

/// Any state or territory of either country, by code or name; which country it must belong to
/// depends on `country`, which a schema cannot say.
pub fn region_pattern() -> String {
    let regions = Region::all(Country::Australia)
        .iter()
        .chain(Region::all(Country::Us));
    trimmed_one_of(regions.flat_map(|r| [r.code(), r.name()]), false, true)
}

pub fn filing_status_pattern() -> String {
    let canonical = FilingStatus::ALL.into_iter().map(FilingStatus::as_str);
    let aliases = FilingStatus::ALIASES.map(|(alias, _)| alias);
    trimmed_one_of(canonical.chain(aliases), true, true)
}

/// Some character that is neither white space nor a control character (`input_limits::is_blank`),
/// and no NUL anywhere.
pub fn message_pattern() -> String {
    format!(r"^[^\x00]*[^{WHITE_SPACE}{CONTROL}][^\x00]*$")
}

/// After trimming: 1 to `MAX_TITLE_CHARS` characters, none of them a control character.
pub fn title_pattern() -> String {
    let edge = format!("[^{WHITE_SPACE}{CONTROL}]");
    let inner = format!("[^{CONTROL}]{{0,{}}}", MAX_TITLE_CHARS - 2);
    format!("^[{WHITE_SPACE}]*{edge}(?:{inner}{edge})?[{WHITE_SPACE}]*$")
}

/// After trimming: no white space or control character, one `@` with something before it, a dot in
/// the domain but not at either end of it.
pub fn email_pattern() -> String {
    let part = format!("[^@{WHITE_SPACE}{CONTROL}]");
    let edge = format!("[^@.{WHITE_SPACE}{CONTROL}]");
    format!("^[{WHITE_SPACE}]*{part}+@{edge}{part}*\\.{part}*{edge}[{WHITE_SPACE}]*$")
}

fn string(nullable: bool) -> ObjectBuilder {
    let ty = if nullable {
        SchemaType::from_iter([Type::String, Type::Null])
    } else {
        SchemaType::Type(Type::String)
    };
    ObjectBuilder::new().schema_type(ty)
}

pub fn country_schema() -> impl Into<RefOr<Schema>> {
    string(false)
        .description(Some(
            "\"australia\" or \"us\"; also AU, AUS, USA, United States, United States of America, \
America (any case, surrounding spaces ignored).",
        ))
        .pattern(Some(country_pattern()))
        .examples(["australia"])
}

pub fn region_schema() -> impl Into<RefOr<Schema>> {
    string(true)
        .description(Some(
            "State code or name (NSW, CA, New South Wales…, any case) of the chosen country; \
empty means none.",
        ))
        .pattern(Some(region_pattern()))
        .examples(["NSW"])
}

pub fn filing_status_schema() -> impl Into<RefOr<Schema>> {
    string(true)
        .description(Some(
            "US: single, married_filing_jointly, married_filing_separately, head_of_household \
(any case, `-` or a space for `_`; also mfj, joint, married, mfs, hoh); empty means none.",
        ))
        .pattern(Some(filing_status_pattern()))
        .examples(["single"])
}

/// A number, or a numeric string, from 0 to 1,000,000,000,000 dollars.
pub fn income_schema() -> impl Into<RefOr<Schema>> {
    let max = finance_domain::validation::MAX_MONEY;
    let max_f64: f64 = max.to_string().parse().unwrap_or(1e12);
    OneOfBuilder::new()
        .item(
            ObjectBuilder::new()
                .schema_type(Type::Number)
                .minimum(Some(0))
                .maximum(Some(max_f64)),
        )
        .item(
            string(false).description(Some("A decimal number of dollars, from 0 to 1000000000000")),
        )
        .description(Some(
            "Annual income in dollars: a number or a numeric string, from 0 to 1,000,000,000,000.",
        ))
        .examples(["85000"])
}

/// An optional amount of dollars: a number, a numeric string, or null / empty for none.
pub fn optional_money_schema() -> impl Into<RefOr<Schema>> {
    let max = finance_domain::validation::MAX_MONEY;
    let max_f64: f64 = max.to_string().parse().unwrap_or(1e12);
    OneOfBuilder::new()
        .item(
            ObjectBuilder::new()
                .schema_type(Type::Number)
                .minimum(Some(0))
                .maximum(Some(max_f64)),
        )
        .item(string(true).description(Some(
            "A decimal number of dollars from 0 to 1000000000000; empty means none",
        )))
        .description(Some(
            "Dollars: a number or a numeric string, from 0 to 1,000,000,000,000; null or empty means none.",
        ))
        .examples(["30000"])
}

pub fn message_schema() -> impl Into<RefOr<Schema>> {
    string(false)
        .description(Some(
            "1 to 4,000 characters, not only white space and control characters, no NUL (U+0000).",
        ))
        .min_length(Some(1))
        .max_length(Some(MAX_MESSAGE_CHARS))
        .pattern(Some(message_pattern()))
}

pub fn title_schema() -> impl Into<RefOr<Schema>> {
    string(false)
        .description(Some(
            "1 to 200 characters once surrounding white space is trimmed, no control characters.",
        ))
        .min_length(Some(1))
        .pattern(Some(title_pattern()))
}

pub fn email_schema() -> impl Into<RefOr<Schema>> {
    string(false)
        .description(Some(
            "An address such as name@example.com: one @, a dot inside the domain, no spaces; at \
most 254 bytes once trimmed and lower-cased. Not JSON Schema's `email` format.",
        ))
        .pattern(Some(email_pattern()))
        .examples(["name@example.com"])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auth::password;
    use regex::Regex;

    fn re(p: &str) -> Regex {
        Regex::new(p).unwrap_or_else(|e| panic!("{p}: {e}"))
    }

    /// Inputs near every rule: case, white space of every kind, controls, separators, lengths.
    fn samples(words: &[&str]) -> Vec<String> {
        let pads = [
            "", " ", "\t", "\n", "\u{85}", "\u{a0}", "\u{3000}", "\u{feff}", "\u{200b}", "\0",
            "\u{1c}",
        ];
        let mut out = vec![String::new(), " ".into(), "\u{3000}\n".into(), "x".into()];
        for w in words {
            let variants = [
                w.to_string(),
                w.to_uppercase(),
                w.replace('_', "-"),
                w.replace('_', " "),
                w.replace(' ', "_"),
                w.replace(' ', "  "),
                w.replace(' ', "\t"),
                format!("{w}s"),
                w.chars().skip(1).collect(),
                w.replace('a', "\u{212a}"),
                w.replace('i', "\u{130}"),
            ];
            for v in variants {
                for p in pads {
                    out.push(format!("{p}{v}{p}"));
                    out.push(format!("{p}{v}"));
                    out.push(format!("{v}{p}"));
                }
            }
        }
        out
    }

    #[test]
    fn white_space_and_control_classes_match_rust() {
        let ws = re(&format!("^[{WHITE_SPACE}]$"));
        let cc = re(&format!("^[{CONTROL}]$"));
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            let s = c.to_string();
            assert_eq!(ws.is_match(&s), c.is_whitespace(), "{c:?}");
            assert_eq!(cc.is_match(&s), c.is_control(), "{c:?}");
        }
    }

    #[test]
    fn country_pattern_is_country_parse() {
        let p = re(&country_pattern());
        for s in samples(&Country::SPELLINGS.map(|(spelling, _)| spelling)) {
            assert_eq!(p.is_match(&s), Country::parse(&s).is_some(), "{s:?}");
        }
    }

    #[test]
    fn region_pattern_is_region_parse_in_either_country() {
        let p = re(&region_pattern());
        let words: Vec<&str> = Region::all(Country::Australia)
            .iter()
            .chain(Region::all(Country::Us))
            .flat_map(|r| [r.code(), r.name()])
            .collect();
        for s in samples(&words) {
            let server = s.trim().is_empty()
                || Region::parse(Country::Australia, &s).is_some()
                || Region::parse(Country::Us, &s).is_some();
            assert_eq!(p.is_match(&s), server, "{s:?}");
        }
    }

    #[test]
    fn filing_status_pattern_is_filing_status_parse() {
        let p = re(&filing_status_pattern());
        let mut words: Vec<&str> = FilingStatus::ALL.iter().map(|f| f.as_str()).collect();
        words.extend(FilingStatus::ALIASES.map(|(alias, _)| alias));
        words.extend([
            "married filing-jointly",
            "head__of_household",
            "single_",
            "_single",
        ]);
        for s in samples(&words) {
            let server = s.trim().is_empty() || FilingStatus::parse(s.trim()).is_some();
            assert_eq!(p.is_match(&s), server, "{s:?}");
        }
    }

    fn strings_of_every_kind() -> Vec<String> {
        let mut out = samples(&[
            "a",
            "ab",
            "a b",
            "a\u{0}b",
            "a\u{7f}b",
            "a\u{9f}b",
            "a\u{2028}b",
            "é",
        ]);
        for n in [1, 2, 198, 199, 200, 201, 3999, 4000, 4001] {
            for c in ["a", "\u{1F600}", " ", "\u{0}", "\u{7f}"] {
                let body = c.repeat(n);
                out.push(body.clone());
                out.push(format!("  {body}\n"));
                out.push(format!("x{body}"));
            }
        }
        out
    }

    #[test]
    fn message_rules_are_the_handlers() {
        let p = re(&message_pattern());
        for s in strings_of_every_kind() {
            let n = s.chars().count();
            let schema = (1..=MAX_MESSAGE_CHARS).contains(&n) && p.is_match(&s);
            let server = crate::input_limits::check_message(&s).is_ok();
            assert_eq!(schema, server, "{s:?}");
        }
    }

    #[test]
    fn title_rules_are_the_handlers() {
        let p = re(&title_pattern());
        for s in strings_of_every_kind() {
            let schema = !s.is_empty() && p.is_match(&s);
            let server = crate::input_limits::check_title(&s).is_ok();
            assert_eq!(schema, server, "{s:?}");
        }
    }

    #[test]
    fn email_pattern_is_normalise_email_up_to_its_byte_limit() {
        let p = re(&email_pattern());
        let mut cases = samples(&[
            "a@b.c",
            "name@example.com",
            "a@b",
            "@b.c",
            "a@.b.c",
            "a@b.c.",
            "a@b..c",
            "a@@b.c",
            "a@b@c.d",
            "a b@c.d",
            "a\u{0}@b.c",
            "a@b.c\u{7f}",
            "a.@b.c",
            ".a@b.c",
            "a@b\u{2028}c.d",
            "é@ü.de",
            "a@b.\u{feff}",
        ]);
        cases.push(format!("{}@b.c", "a".repeat(250)));
        for s in cases {
            let server = password::normalise_email(&s).is_ok();
            let schema = p.is_match(&s);
            if s.trim().len() <= 254 {
                assert_eq!(schema, server, "{s:?}");
            } else {
                assert!(schema || !server, "{s:?}");
            }
        }
    }
}
