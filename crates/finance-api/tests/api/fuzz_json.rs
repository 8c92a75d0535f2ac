//! Property-based fuzzing of every JSON request body, over real HTTP against a real server (SQLite
//! only, to keep CI time small; the body handling does not depend on the backend).
//!
//! Three kinds of bodies are sent: arbitrary JSON (raw number text such as `1e400` included),
//! "near-valid" objects whose keys are the endpoint's real field names (plus near misses and unknown
//! keys) with values of every shape, and bytes that are not JSON at all (truncated, BOMs, UTF-16,
//! 10,000-deep nesting, invalid UTF-8). Whatever arrives, the server must answer below 500, every
//! 4xx must be `{"message": "<something>"}`, every 2xx must be JSON, a refused write must change
//! nothing, and the saved profile must stay readable (numbers as numeric strings or null).
//!
//! `PROPTEST_CASES=2000 cargo test -p finance-api --test api fuzz_json` fuzzes harder locally.

use std::fmt;
use std::str::FromStr;

use finance_domain::ProfileField;
use finance_domain::validation::FieldKind;
use finance_store::Backend;
use proptest::prelude::*;
use proptest::sample::{Index, select};
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use reqwest::Method;
use rust_decimal::Decimal;
use serde_json::{Map, Value, json};

use crate::helpers::*;

/// Cases per endpoint; `PROPTEST_CASES` overrides.
const HTTP_CASES: u32 = 128;
const PURE_CASES: u32 = 512;

fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn config(cases: u32) -> Config {
    Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 512,
        ..Config::default()
    }
}

// ---------------------------------------------------------------------------------------------
// JSON written as text, so that numbers the JSON grammar allows but f64 does not (1e400) can be sent.

#[derive(Debug, Clone)]
enum J {
    Null,
    Bool(bool),
    /// Number text exactly as sent.
    Num(String),
    Str(String),
    /// A string literal exactly as sent, quotes included (lone surrogates, odd escapes).
    RawStr(String),
    Arr(Vec<J>),
    Obj(Vec<(String, J)>),
}

impl J {
    fn render(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        match self {
            J::Null => out.push_str("null"),
            J::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            J::Num(n) => out.push_str(n),
            J::Str(s) => out.push_str(&quote(s)),
            J::RawStr(s) => out.push_str(s),
            J::Arr(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            J::Obj(entries) => {
                out.push('{');
                for (i, (k, v)) in entries.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    out.push_str(&quote(k));
                    out.push(':');
                    v.write(out);
                }
                out.push('}');
            }
        }
    }
}

fn quote(s: &str) -> String {
    serde_json::to_string(s).unwrap()
}

/// A request body; printed readably when a case fails.
#[derive(Clone)]
struct Body(Vec<u8>);

impl fmt::Debug for Body {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = String::from_utf8_lossy(&self.0);
        let shown: String = text.chars().take(400).collect();
        write!(f, "Body({} bytes: {shown:?}", self.0.len())?;
        if text.chars().count() > 400 {
            write!(f, "…")?;
        }
        write!(f, ")")
    }
}

// ---------------------------------------------------------------------------------------------
// Strategies.

fn raw_number() -> BoxedStrategy<String> {
    prop_oneof![
        any::<i64>().prop_map(|n| n.to_string()),
        any::<u64>().prop_map(|n| n.to_string()),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(|f| format!("{f:?}")),
        "-?(0|[1-9][0-9]{0,40})(\\.[0-9]{1,30})?([eE][+-]?[0-9]{1,4})?",
        select(vec![
            "1e400",
            "-1e400",
            "1e-400",
            "1E309",
            "-0",
            "-0.0",
            "0.0",
            "0e0",
            "18446744073709551616",
            "-9223372036854775809",
            "99999999999999999999999999999999",
            "1.0000000000000000000000000001",
            "1000000000000",
            "1000000000000.01",
            "1000000000001",
            "4294967296",
            "0.07",
            "120",
            "121",
            "20",
            "21",
            "60.5",
        ])
        .prop_map(String::from),
    ]
    .boxed()
}

/// Strings that look like numbers to a person but maybe not to a parser.
fn numeric_string() -> BoxedStrategy<String> {
    prop_oneof![
        raw_number(),
        select(vec![
            "1e309",
            "NaN",
            "nan",
            "-0",
            "999999999999999999999999",
            "",
            " ",
            " 42 ",
            "\t7\n",
            "0x10",
            "1_000",
            "1,000",
            "١٢٣",
            "٣",
            "+5",
            "--5",
            "-+5",
            "5.",
            ".5",
            "-.5",
            "1e5",
            "1E-7",
            "Infinity",
            "-Infinity",
            "inf",
            "null",
            "true",
            "85000",
            "85000.555",
            "-1",
            "0",
            "1",
            "0.07",
            "7%",
            "$85,000",
            "1.5",
            "65",
            "120",
            "121",
            "4294967296",
            "18446744073709551616",
            "0.000000000000000000000000000001",
            "79228162514264337593543950335",
            "79228162514264337593543950336",
            "-79228162514264337593543950336",
            "1.",
            "..",
            "-",
            "+",
            ".",
        ])
        .prop_map(String::from),
    ]
    .boxed()
}

/// Words the endpoints know (and near misses), so that some bodies get past validation.
fn word(extra: Vec<String>) -> BoxedStrategy<String> {
    let mut words: Vec<String> = [
        "australia",
        "Australia",
        "AUSTRALIA",
        "us",
        "US",
        "AU",
        "au",
        "usa",
        "nz",
        "NSW",
        "nsw",
        " NSW ",
        "VIC",
        "ACT",
        "NT",
        "CA",
        "ca",
        "NY",
        "DC",
        "TX",
        "XX",
        "single",
        "married",
        "de facto",
        "de_facto",
        "divorced",
        "separated",
        "widowed",
        "complicated",
        "married_filing_jointly",
        "married_filing_separately",
        "head_of_household",
        "2025-26",
        "2024-25",
        "2026-27",
        "2026",
        "2025",
        "1999",
        "9999999999",
        "yes",
        "no",
        "true",
        "false",
        "TRUE",
        "How much tax do I pay on my income?",
        "I earn $85,000 a year and I am 34",
        "I'm 200 years old and earn 1e309 dollars",
        "my income is 999999999999999999999999",
        "set my age to -1",
        "name@example.com",
        "a@b.c",
        "x@y",
        "@example.com",
        "a@.com",
        "correct horse battery",
        "aaaaaaaa",
        "short",
        "00000000-0000-0000-0000-000000000000",
        "../../etc/passwd",
        "'; DROP TABLE users; --",
        "\u{0}",
        "\u{feff}",
        "\u{202e}evil",
        "😀",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    words.extend(extra);
    prop_oneof![
        4 => select(words),
        1 => "[a-z]{1,10}@[a-z]{1,10}\\.(com|org)",
        1 => "[ -~]{8,20}",
    ]
    .boxed()
}

/// Any characters, control characters and odd Unicode included.
fn any_string() -> BoxedStrategy<String> {
    prop_oneof![
        4 => any::<String>(),
        2 => prop::collection::vec(
            prop_oneof![
                any::<char>(),
                prop::char::range('\u{0}', '\u{1f}'),
                prop::char::range('\u{7f}', '\u{9f}'),
                select(vec!['\u{feff}', '\u{200b}', '\u{202e}', '\u{2028}', '\u{fffd}', '😀', 'é']),
            ],
            0..24,
        )
        .prop_map(|cs| cs.into_iter().collect()),
        1 => (
            select(vec![255usize, 256, 257, 500, 501, 3999, 4000, 4001, 20_000, 70_000]),
            select(vec!["a", "é", "😀", " ", "ab "]),
        )
            .prop_map(|(n, unit)| unit.repeat(n / unit.len().max(1)).chars().take(n).collect()),
    ]
    .boxed()
}

/// String literals serde_json has to think about: lone surrogates, bad escapes.
fn raw_string_literal() -> BoxedStrategy<J> {
    select(vec![
        r#""\ud800""#,
        r#""\udc00\ud800""#,
        r#""\ud83d\ude00""#,
        r#""\u0000""#,
        r#""\u00""#,
        r#""\x41""#,
        r#""\q""#,
        r#""\/\b\f\n\r\t""#,
        "\"tab\tinside\"",
        "\"newline\ninside\"",
    ])
    .prop_map(|s| J::RawStr(s.to_string()))
    .boxed()
}

fn leaf() -> BoxedStrategy<J> {
    prop_oneof![
        Just(J::Null),
        any::<bool>().prop_map(J::Bool),
        raw_number().prop_map(J::Num),
        any_string().prop_map(J::Str),
        numeric_string().prop_map(J::Str),
        raw_string_literal(),
    ]
    .boxed()
}

/// (a) Arbitrary JSON, nested arrays and objects.
fn arbitrary_json() -> BoxedStrategy<J> {
    leaf()
        .prop_recursive(6, 48, 6, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(J::Arr),
                prop::collection::vec((any::<String>(), inner), 0..6).prop_map(J::Obj),
            ]
        })
        .boxed()
}

/// Words, numbers and odd characters run together: what the advisor has to read in a message.
fn sentence(extra: Vec<String>) -> BoxedStrategy<String> {
    prop::collection::vec(
        prop_oneof![
            3 => word(extra),
            3 => numeric_string(),
            2 => select(vec![
                "I", "earn", "my", "income", "is", "a", "year", "per", "month", "k", "m", "million",
                "thousand", "salary", "age", "old", "retire", "at", "fy", "FY2025", "FY25", "2025-26",
                "$", "$1.5m", "85k", "€", "%", "super", "mortgage", "rent", "savings", "not", "if",
                "what", "?", ".", ",", "-", "and", "in", "for", "during", "we", "our", "household",
                "kids", "children", "dependents", "car", "cars", "married", "live", "move", "to",
            ])
            .prop_map(String::from),
            1 => any::<String>(),
        ],
        1..16,
    )
    .prop_map(|parts| parts.join(" "))
    .boxed()
}

/// A value of any type or shape for a known field.
fn field_value(extra: Vec<String>) -> BoxedStrategy<J> {
    prop_oneof![
        2 => sentence(extra.clone()).prop_map(J::Str),
        3 => raw_number().prop_map(J::Num),
        3 => numeric_string().prop_map(J::Str),
        3 => word(extra.clone()).prop_map(J::Str),
        1 => any::<bool>().prop_map(J::Bool),
        1 => Just(J::Null),
        1 => any_string().prop_map(J::Str),
        1 => raw_string_literal(),
        1 => raw_number().prop_map(|n| J::Arr(vec![J::Num(n)])),
        1 => word(extra).prop_map(|w| J::Obj(vec![("value".into(), J::Str(w))])),
        1 => arbitrary_json(),
    ]
    .boxed()
}

/// Real field names, near misses (case, snake_case, spaces) and unknown keys.
fn key(fields: Vec<String>) -> BoxedStrategy<String> {
    let near: Vec<String> = fields
        .iter()
        .flat_map(|f| {
            let snake: String = f
                .chars()
                .flat_map(|c| {
                    if c.is_ascii_uppercase() {
                        vec!['_', c.to_ascii_lowercase()]
                    } else {
                        vec![c]
                    }
                })
                .collect();
            [
                f.to_uppercase(),
                snake,
                format!(" {f}"),
                format!("{f}\u{0}"),
            ]
        })
        .chain(
            [
                "",
                "__proto__",
                "constructor",
                "id",
                "userId",
                "takeHome",
                "bogus",
            ]
            .into_iter()
            .map(String::from),
        )
        .collect();
    prop_oneof![
        8 => select(fields),
        1 => select(near),
        1 => any::<String>(),
    ]
    .boxed()
}

/// (b) Objects shaped like the endpoint's input, values of random type (keys may repeat).
fn near_valid(fields: Vec<String>, extra: Vec<String>) -> BoxedStrategy<J> {
    prop::collection::vec((key(fields), field_value(extra)), 0..8)
        .prop_map(J::Obj)
        .boxed()
}

fn from_value(v: &Value) -> J {
    match v {
        Value::Null => J::Null,
        Value::Bool(b) => J::Bool(*b),
        Value::Number(n) => J::Num(n.to_string()),
        Value::String(s) => J::Str(s.clone()),
        Value::Array(items) => J::Arr(items.iter().map(from_value).collect()),
        Value::Object(m) => J::Obj(m.iter().map(|(k, v)| (k.clone(), from_value(v))).collect()),
    }
}

#[derive(Debug, Clone)]
enum Mutation {
    /// Sets a key (new or existing) to a value.
    Set(String, J),
    Remove(Index),
    /// Repeats an existing key with another value.
    Duplicate(Index, J),
    Replace(Index, J),
}

/// (b') A valid body of the endpoint with up to three mutations, so the checks past parsing are
/// reached too (no mutation at all: the body should be accepted).
fn mutated(templates: Vec<Value>, fields: Vec<String>, extra: Vec<String>) -> BoxedStrategy<J> {
    let value = field_value(extra);
    let mutation = prop_oneof![
        (key(fields), value.clone()).prop_map(|(k, v)| Mutation::Set(k, v)),
        any::<Index>().prop_map(Mutation::Remove),
        (any::<Index>(), value.clone()).prop_map(|(i, v)| Mutation::Duplicate(i, v)),
        (any::<Index>(), value).prop_map(|(i, v)| Mutation::Replace(i, v)),
    ];
    (select(templates), prop::collection::vec(mutation, 0..4))
        .prop_map(|(template, mutations)| {
            let J::Obj(mut entries) = from_value(&template) else {
                return from_value(&template);
            };
            for m in mutations {
                let n = entries.len();
                match m {
                    Mutation::Set(k, v) => match entries.iter_mut().find(|(key, _)| *key == k) {
                        Some(entry) => entry.1 = v,
                        None => entries.push((k, v)),
                    },
                    Mutation::Remove(i) if n > 0 => {
                        entries.remove(i.index(n));
                    }
                    Mutation::Duplicate(i, v) if n > 0 => {
                        let k = entries[i.index(n)].0.clone();
                        entries.push((k, v));
                    }
                    Mutation::Replace(i, v) if n > 0 => entries[i.index(n)].1 = v,
                    _ => {}
                }
            }
            J::Obj(entries)
        })
        .boxed()
}

fn deep_bodies() -> Vec<Vec<u8>> {
    let n = 10_000;
    vec![
        "[".repeat(n).into_bytes(),
        format!("{}{}", "[".repeat(n), "]".repeat(n)).into_bytes(),
        format!("{}1{}", "{\"a\":".repeat(n), "}".repeat(n)).into_bytes(),
        format!("{{\"age\":{}", "[".repeat(n)).into_bytes(),
        "[{\"\":".repeat(n / 2).into_bytes(),
        format!("{}{}", "[".repeat(127), "]".repeat(127)).into_bytes(),
        format!(
            "{{\"country\":{}\"us\"{}}}",
            "[".repeat(200),
            "]".repeat(200)
        )
        .into_bytes(),
    ]
}

/// (c) Bytes that are not JSON, or not only JSON.
fn not_json(
    templates: Vec<Value>,
    fields: Vec<String>,
    extra: Vec<String>,
) -> BoxedStrategy<Vec<u8>> {
    let shaped = prop_oneof![
        near_valid(fields.clone(), extra.clone()),
        mutated(templates, fields.clone(), extra),
    ]
    .boxed();
    prop_oneof![
        2 => prop::collection::vec(any::<u8>(), 0..96),
        3 => (shaped.clone(), any::<Index>()).prop_map(|(j, i)| {
            let bytes = j.render().into_bytes();
            let cut = i.index(bytes.len().max(1));
            bytes[..cut].to_vec()
        }),
        1 => shaped.clone().prop_map(|j| [b"\xef\xbb\xbf".as_slice(), j.render().as_bytes()].concat()),
        1 => shaped.clone().prop_map(|j| {
            let mut out = vec![0xff, 0xfe];
            out.extend(j.render().encode_utf16().flat_map(u16::to_le_bytes));
            out
        }),
        1 => (shaped, select(vec!["{", "}", ",", "x", "\0", " 1", "[]", "\u{feff}"])).prop_map(
            |(j, tail)| format!("{}{tail}", j.render()).into_bytes(),
        ),
        1 => select(deep_bodies()),
        1 => (select(fields), prop::collection::vec(0x80u8..=0xff, 1..4)).prop_map(|(k, bad)| {
            [format!("{{{}:\"", quote(&k)).as_bytes(), &bad, b"\"}"].concat()
        }),
        2 => select(vec![
            "{'age': 1}",
            "{age: 1}",
            "{\"age\": 1,}",
            "[1,]",
            "{\"age\": NaN}",
            "{\"age\": Infinity}",
            "{\"age\": -Infinity}",
            "{\"age\": 01}",
            "{\"age\": +1}",
            "{\"age\": .5}",
            "{\"age\": 1.}",
            "{\"age\": 0x10}",
            "{\"age\": 1e}",
            "/*c*/{}",
            "{}//c",
            "\"just a string\"",
            "null",
            "true",
            "0",
            "[]",
            "{}",
            "\u{0}",
            "\t\n\r ",
            "",
            "{\"age\":1}\u{0}",
            "{\"\u{0}\":1}",
        ])
        .prop_map(|s| s.as_bytes().to_vec()),
    ]
    .boxed()
}

fn bodies(templates: Vec<Value>, fields: Vec<String>, extra: Vec<String>) -> BoxedStrategy<Body> {
    prop_oneof![
        4 => mutated(templates.clone(), fields.clone(), extra.clone())
            .prop_map(|j| j.render().into_bytes()),
        3 => near_valid(fields.clone(), extra.clone()).prop_map(|j| j.render().into_bytes()),
        2 => arbitrary_json().prop_map(|j| j.render().into_bytes()),
        3 => not_json(templates, fields, extra),
    ]
    .prop_map(Body)
    .boxed()
}

fn names(fields: &[ProfileField]) -> Vec<String> {
    fields.iter().map(|f| f.name().to_string()).collect()
}

fn strings(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

// ---------------------------------------------------------------------------------------------
// Checks.

fn is_numeric_string(s: &str) -> bool {
    let mut parts = s.split('.');
    let whole = parts.next().unwrap_or("");
    let frac = parts.next();
    !whole.is_empty()
        && whole.chars().all(|c| c.is_ascii_digit())
        && frac.is_none_or(|f| !f.is_empty() && f.chars().all(|c| c.is_ascii_digit()))
        && parts.next().is_none()
        && Decimal::from_str(s).is_ok()
}

/// The profile as `GET /api/financial-profile` documents it.
fn check_profile(p: &Value) -> Result<(), String> {
    let obj = p.as_object().ok_or_else(|| format!("not an object: {p}"))?;
    for field in ProfileField::ALL {
        let name = field.name();
        let v = obj
            .get(name)
            .ok_or_else(|| format!("{name} missing: {p}"))?;
        let ok = match name {
            "country" => matches!(v.as_str(), Some("australia" | "us")),
            "privateHospitalCover" => v.is_null() || v.is_boolean(),
            "maritalStatus" => {
                v.is_null()
                    || matches!(
                        v.as_str(),
                        Some(
                            "single"
                                | "married"
                                | "de facto"
                                | "divorced"
                                | "separated"
                                | "widowed"
                        )
                    )
            }
            // The rest by the kind the domain's field table gives them.
            _ => match field.kind() {
                FieldKind::Region | FieldKind::Text => v.is_null() || v.is_string(),
                _ => v.is_null() || v.as_str().is_some_and(is_numeric_string),
            },
        };
        if !ok {
            return Err(format!("{name} = {v} is not valid: {p}"));
        }
    }
    if obj.len() != ProfileField::ALL.len() {
        return Err(format!("unexpected keys: {p}"));
    }
    Ok(())
}

/// Never 5xx; a 4xx says why in `{"message"}`; a 2xx is JSON.
fn check_response(status: u16, body: &[u8]) -> Result<Option<Value>, String> {
    let text = String::from_utf8_lossy(body);
    if status >= 500 {
        return Err(format!("server error {status}: {text}"));
    }
    let parsed: Option<Value> = serde_json::from_slice(body).ok();
    if (400..500).contains(&status) {
        let message = parsed
            .as_ref()
            .and_then(|v| v.get("message"))
            .and_then(Value::as_str);
        if message.is_none_or(|m| m.trim().is_empty()) {
            return Err(format!("{status} without a message: {text}"));
        }
        if parsed.as_ref().and_then(Value::as_object).map(Map::len) != Some(1) {
            return Err(format!("{status} body is not just {{message}}: {text}"));
        }
    }
    if (200..300).contains(&status) && parsed.is_none() {
        return Err(format!("{status} body is not JSON: {text}"));
    }
    Ok(parsed)
}

// ---------------------------------------------------------------------------------------------
// The HTTP harness: one runtime and one server per endpoint, many bodies.

struct Endpoint {
    method: Method,
    path: String,
    /// Bodies the endpoint accepts; mutated into ones it may not.
    templates: Vec<Value>,
    fields: Vec<String>,
    /// Extra words to draw values from (a real conversation id, the user's email…).
    extra: Vec<String>,
    /// Send as the signed-in user (else without cookies: sign-in endpoints).
    signed_in: bool,
    /// GETs whose answers a refused request must leave unchanged.
    probes: Vec<&'static str>,
    /// A 2xx answer is the saved profile.
    returns_profile: bool,
}

struct Fixture {
    app: TestApp,
    user: User,
    email: String,
    conversation: String,
    goal: String,
}

async fn fixture() -> Fixture {
    let app = spawn_app_with(Backend::Sqlite, |c| {
        c.rate_limits.chat_per_user = 1_000_000;
        c.rate_limits.sign_in_per_ip = 1_000_000;
        c.rate_limits.sign_in_per_account = 1_000_000;
        c.rate_limits.window = std::time::Duration::from_secs(3600);
    })
    .await;
    let email = "fuzz@example.com".to_string();
    let user = app.register(&email).await;
    let (s, body) = app.chat(&user, "How much tax do I pay?", None).await;
    assert_eq!(s, 200, "{body}");
    let conversation = body["conversationId"].as_str().unwrap().to_string();
    let (s, goal) = app
        .send(
            &user,
            "POST",
            "/api/goals",
            json!({"kind": "savings", "targetAmount": 40000}),
        )
        .await;
    assert_eq!(s, 201, "{goal}");
    let goal = goal["id"].as_str().unwrap().to_string();
    Fixture {
        app,
        user,
        email,
        conversation,
        goal,
    }
}

async fn send_raw(
    client: &reqwest::Client,
    method: &Method,
    url: &str,
    body: &[u8],
) -> Result<(u16, Vec<u8>), String> {
    let res = client
        .request(method.clone(), url)
        .header("content-type", "application/json")
        .body(body.to_vec())
        .send()
        .await
        .map_err(|e| format!("transport error: {e}"))?;
    let status = res.status().as_u16();
    let bytes = res
        .bytes()
        .await
        .map_err(|e| format!("reading the answer: {e}"))?;
    Ok((status, bytes.to_vec()))
}

async fn probe(f: &Fixture, paths: &[&str]) -> Result<Vec<Value>, String> {
    let mut out = Vec::with_capacity(paths.len());
    for path in paths {
        let (s, v) = f.app.get(&f.user, path).await;
        if s != 200 {
            return Err(format!("GET {path}: {s} {v}"));
        }
        out.push(v);
    }
    Ok(out)
}

/// The saved profile still reads, and so does everything computed from it.
async fn check_reads(f: &Fixture) -> Result<(), String> {
    let (s, p) = f.app.get(&f.user, "/api/financial-profile").await;
    if s != 200 {
        return Err(format!("GET profile: {s} {p}"));
    }
    check_profile(&p)?;
    for path in [
        "/api/financial-profile/projection",
        "/api/financial-profile/recommendations",
        "/api/suggestions",
        "/api/conversations",
        "/api/account/export",
        "/api/goals",
        "/api/financial-profile/history",
    ] {
        let (s, v) = f.app.get(&f.user, path).await;
        if s != 200 || v.is_null() {
            return Err(format!("GET {path}: {s} {v}"));
        }
    }
    Ok(())
}

async fn one_case(
    f: &Fixture,
    e: &Endpoint,
    anonymous: &reqwest::Client,
    body: &Body,
) -> Result<u16, String> {
    let before = probe(f, &e.probes).await?;
    let client = if e.signed_in {
        &f.user.client
    } else {
        anonymous
    };
    let (status, answer) = send_raw(client, &e.method, &f.app.url(&e.path), &body.0).await?;
    let parsed = check_response(status, &answer)?;
    let after = probe(f, &e.probes).await?;
    if (400..500).contains(&status) && before != after {
        return Err(format!(
            "a refused request ({status}) changed state:\nbefore {before:?}\nafter  {after:?}"
        ));
    }
    if (200..300).contains(&status) {
        if e.returns_profile {
            let saved = parsed.unwrap_or_default();
            check_profile(&saved)?;
            if Some(&saved) != after.first() {
                return Err(format!(
                    "the answer is not what was saved: {saved} vs {after:?}"
                ));
            }
        }
        if before != after {
            check_reads(f).await?;
        }
    }
    Ok(status)
}

fn fuzz_endpoint(endpoint: impl FnOnce(&Fixture) -> Endpoint) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let f = rt.block_on(fixture());
    let e = endpoint(&f);
    let anonymous = bare();
    let strategy = bodies(e.templates.clone(), e.fields.clone(), e.extra.clone());
    let mut runner = TestRunner::new(config(cases(HTTP_CASES)));
    let seen = std::sync::Mutex::new(std::collections::BTreeMap::<u16, u32>::new());
    let result = runner.run(&strategy, |body| {
        let status = rt
            .block_on(one_case(&f, &e, &anonymous, &body))
            .map_err(TestCaseError::fail)?;
        *seen.lock().unwrap().entry(status).or_default() += 1;
        Ok(())
    });
    eprintln!(
        "{} {}: statuses {:?}",
        e.method,
        e.path,
        seen.lock().unwrap()
    );
    if let Err(err) = result {
        panic!("{} {}: {err}", e.method, e.path);
    }
    rt.block_on(async {
        check_reads(&f).await.unwrap();
        let (s, _) = f.app.get(&f.user, "/api/auth/user").await;
        assert_eq!(s, 200, "still serving, still signed in");
    });
}

fn profile_probes() -> Vec<&'static str> {
    vec!["/api/financial-profile"]
}

fn patch_templates() -> Vec<Value> {
    vec![
        json!({"annualIncome": 85000, "age": "34", "state": "NSW", "maritalStatus": "single",
               "otherAssets": "a boat", "privateHospitalCover": true}),
        json!({"retirementAge": 67, "expectedReturnRate": 0.05, "retirementWithdrawalRate": "0.04",
               "emergencyFundMonths": "4.5", "numberOfCars": 2}),
        json!({"country": "us", "state": "CA", "annualIncome": "120000", "dependents": 2,
               "householdIncome": 150000, "maritalStatus": "married"}),
        json!({"currentSavings": 12000.5, "propertyValue": "800000", "superBalance": 90000,
               "investmentAccounts": 1000, "emergencyFund": 0, "emergencyFundCurrent": 100,
               "mortgageBalance": 400000, "debts": 5000, "rentOrMortgage": 2000,
               "monthlyExpenses": 3000}),
        json!({"age": null, "state": null, "otherAssets": ""}),
    ]
}

fn assumption_templates() -> Vec<Value> {
    vec![
        json!({"age": 30, "retirementAge": "67", "emergencyFundMonths": 4,
               "currentSavings": "12000", "monthlyExpenses": 3000,
               "expectedReturnRate": 0.065, "retirementWithdrawalRate": "0.035"}),
        json!({"age": 64, "retirementAge": 65, "expectedReturnRate": 1}),
        json!({"currentSavings": null}),
    ]
}

fn country_templates() -> Vec<Value> {
    vec![json!({"country": "us"}), json!({"country": "australia"})]
}

fn tax_templates() -> Vec<Value> {
    vec![
        json!({"country": "us", "income": 100000, "state": "CA"}),
        json!({"country": "australia", "income": "85000", "taxYear": "2025-26", "dependents": 1,
               "privateHospitalCover": false, "state": "VIC"}),
        json!({"country": "us", "income": 50000, "filingStatus": "married_filing_jointly",
               "taxYear": "2026", "dependents": 3}),
        json!({"country": "us", "income": "1000000000000", "state": "NY",
               "filingStatus": "head_of_household"}),
    ]
}

fn chat_templates(conversation: &str) -> Vec<Value> {
    vec![
        json!({"message": "How much tax do I pay?"}),
        json!({"message": "I earn 85000 a year and I am 34", "conversationId": conversation}),
        json!({"message": "Set my retirement age to 70", "conversationId": ""}),
    ]
}

fn rename_templates() -> Vec<Value> {
    vec![
        json!({"title": "Taxes"}),
        json!({"title": "  Retirement plan 😀  "}),
    ]
}

const GOAL_FIELDS: [&str; 7] = [
    "kind",
    "title",
    "targetAmount",
    "targetDate",
    "targetMonths",
    "field",
    "currentAmount",
];

/// Kind and debt names, and a date, to draw goal values from.
fn goal_words() -> Vec<String> {
    strings(&[
        "savings",
        "emergency_fund",
        "debt_payoff",
        "retirement",
        "net_worth",
        "debts",
        "mortgageBalance",
        "helpDebt",
        "2030-06-30",
    ])
}

fn goal_templates() -> Vec<Value> {
    vec![
        json!({"kind": "savings", "title": "House", "targetAmount": 40000,
               "targetDate": "2030-06-30", "currentAmount": "5000"}),
        json!({"kind": "emergency_fund", "targetMonths": "6", "targetDate": null}),
        json!({"kind": "debt_payoff", "field": "mortgageBalance", "targetAmount": 0,
               "targetDate": "2031-01-01"}),
        json!({"kind": "retirement", "targetAmount": "70000"}),
        json!({"kind": "net_worth", "targetAmount": 1000000.5, "title": "A million 😀"}),
    ]
}

fn goal_patch_templates() -> Vec<Value> {
    vec![
        json!({"title": "Car", "currentAmount": 1000}),
        json!({"targetDate": null, "kind": "savings"}),
        json!({"targetAmount": "45000.50", "targetDate": "2032-02-29"}),
    ]
}

fn credential_templates(email: &str) -> Vec<Value> {
    vec![
        json!({"email": email, "password": PASSWORD}),
        json!({"email": "new@example.com", "password": "a new password"}),
        json!({"email": email, "password": "wrong password"}),
    ]
}

#[test]
fn fuzz_patch_profile() {
    fuzz_endpoint(|_| Endpoint {
        method: Method::PATCH,
        path: "/api/financial-profile".into(),
        templates: patch_templates(),
        fields: names(&ProfileField::ALL),
        extra: vec![],
        signed_in: true,
        probes: profile_probes(),
        returns_profile: true,
    });
}

#[test]
fn fuzz_assumptions() {
    fuzz_endpoint(|_| Endpoint {
        method: Method::POST,
        path: "/api/financial-profile/assumptions".into(),
        templates: assumption_templates(),
        fields: names(&ProfileField::ASSUMPTIONS)
            .into_iter()
            .chain(["annualIncome".to_string(), "country".to_string()])
            .collect(),
        extra: vec![],
        signed_in: true,
        probes: profile_probes(),
        returns_profile: true,
    });
}

#[test]
fn fuzz_country() {
    fuzz_endpoint(|_| Endpoint {
        method: Method::POST,
        path: "/api/financial-profile/country".into(),
        templates: country_templates(),
        fields: strings(&["country", "state"]),
        extra: vec![],
        signed_in: true,
        probes: profile_probes(),
        returns_profile: true,
    });
}

#[test]
fn fuzz_tax_calculate() {
    fuzz_endpoint(|_| Endpoint {
        method: Method::POST,
        path: "/api/tax/calculate".into(),
        templates: tax_templates(),
        fields: strings(&[
            "country",
            "income",
            "state",
            "filingStatus",
            "taxYear",
            "dependents",
            "privateHospitalCover",
        ]),
        extra: vec![],
        signed_in: true,
        probes: profile_probes(),
        returns_profile: false,
    });
}

#[test]
fn fuzz_chat() {
    fuzz_endpoint(|f| Endpoint {
        method: Method::POST,
        path: "/api/chat".into(),
        templates: chat_templates(&f.conversation),
        fields: strings(&["message", "conversationId"]),
        extra: vec![f.conversation.clone()],
        signed_in: true,
        probes: vec!["/api/financial-profile", "/api/conversations"],
        returns_profile: false,
    });
}

#[test]
fn fuzz_rename_conversation() {
    fuzz_endpoint(|f| Endpoint {
        method: Method::PATCH,
        path: format!("/api/conversations/{}", f.conversation),
        templates: rename_templates(),
        fields: strings(&["title"]),
        extra: vec![],
        signed_in: true,
        probes: vec!["/api/conversations"],
        returns_profile: false,
    });
}

#[test]
fn fuzz_create_goal() {
    fuzz_endpoint(|_| Endpoint {
        method: Method::POST,
        path: "/api/goals".into(),
        templates: goal_templates(),
        fields: strings(&GOAL_FIELDS),
        extra: goal_words(),
        signed_in: true,
        probes: vec!["/api/goals"],
        returns_profile: false,
    });
}

#[test]
fn fuzz_update_goal() {
    fuzz_endpoint(|f| Endpoint {
        method: Method::PATCH,
        path: format!("/api/goals/{}", f.goal),
        templates: goal_patch_templates(),
        fields: strings(&GOAL_FIELDS),
        extra: goal_words(),
        signed_in: true,
        probes: vec!["/api/goals"],
        returns_profile: false,
    });
}

#[test]
fn fuzz_register() {
    fuzz_endpoint(|f| Endpoint {
        method: Method::POST,
        path: "/api/auth/register".into(),
        templates: credential_templates(&f.email),
        fields: strings(&["email", "password"]),
        extra: vec![f.email.clone(), PASSWORD.to_string()],
        signed_in: false,
        probes: vec![],
        returns_profile: false,
    });
}

#[test]
fn fuzz_login() {
    fuzz_endpoint(|f| Endpoint {
        method: Method::POST,
        path: "/api/auth/login".into(),
        templates: credential_templates(&f.email),
        fields: strings(&["email", "password"]),
        extra: vec![f.email.clone(), PASSWORD.to_string()],
        signed_in: false,
        probes: vec![],
        returns_profile: false,
    });
}

// ---------------------------------------------------------------------------------------------
// Without HTTP: the same bodies straight into every request type, and on into the domain.

fn all_fields() -> Vec<String> {
    let mut fields = names(&ProfileField::ALL);
    fields.extend(strings(&[
        "email",
        "password",
        "income",
        "filingStatus",
        "taxYear",
        "dependents",
        "message",
        "conversationId",
        "title",
    ]));
    fields.extend(strings(&GOAL_FIELDS));
    fields
}

fn all_templates() -> Vec<Value> {
    let mut all = patch_templates();
    all.extend(assumption_templates());
    all.extend(country_templates());
    all.extend(tax_templates());
    all.extend(chat_templates("00000000-0000-0000-0000-000000000000"));
    all.extend(rename_templates());
    all.extend(credential_templates("fuzz@example.com"));
    all.extend(goal_templates());
    all.extend(goal_patch_templates());
    all
}

fn parse_is_clean<T: serde::de::DeserializeOwned>(
    bytes: &[u8],
) -> Result<Option<T>, TestCaseError> {
    match finance_api::extract::parse::<T>(bytes) {
        Ok(v) => Ok(Some(v)),
        Err(finance_api::ApiError::BadRequest(m)) if !m.trim().is_empty() => Ok(None),
        Err(other) => Err(TestCaseError::fail(format!("not a 400: {other:?}"))),
    }
}

proptest! {
    #![proptest_config(config(cases(PURE_CASES)))]

    #[test]
    fn request_types_never_panic_on_any_bytes(body in bodies(all_templates(), all_fields(), vec![])) {
        use finance_api::auth::local::Credentials;
        use finance_api::routes::chat::ChatInput;
        use finance_api::routes::conversations::rename::RenameInput;
        use finance_api::routes::profile::country::CountryInput;
        use finance_api::routes::profile::{read_changes, writable_fields};
        use finance_api::routes::tax::calculate::TaxInput;

        parse_is_clean::<Credentials>(&body.0)?;
        parse_is_clean::<ChatInput>(&body.0)?;
        parse_is_clean::<RenameInput>(&body.0)?;
        parse_is_clean::<CountryInput>(&body.0)?;
        parse_is_clean::<TaxInput>(&body.0)?;
        parse_is_clean::<Value>(&body.0)?;
        {
            use finance_domain::goals::{GoalPatch, NewGoal, progress, validate};
            let today = chrono::NaiveDate::from_ymd_opt(2026, 1, 15).unwrap();
            let now = chrono::Utc::now();
            let profile = finance_domain::FinancialProfile::default();
            if let Some(new) = parse_is_clean::<NewGoal>(&body.0)?
                && let Ok(goal) = validate::create(&new, &profile, today, "g".into(), now)
            {
                let _ = progress(&goal, &profile, today);
                if let Some(patch) = parse_is_clean::<GoalPatch>(&body.0)?
                    && let Ok(changed) = validate::update(&goal, &patch, today, now)
                {
                    let _ = progress(&changed, &profile, today);
                }
            }
        }
        if let Some(map) = parse_is_clean::<Map<String, Value>>(&body.0)? {
            let today = chrono::NaiveDate::from_ymd_opt(2026, 1, 15).unwrap();
            for allowed in [writable_fields(), ProfileField::ASSUMPTIONS.to_vec()] {
                let Ok(changes) = read_changes(map.clone(), &allowed, "a field") else {
                    continue;
                };
                let mut profile = finance_domain::FinancialProfile::default();
                if finance_domain::profile_update::apply_update(&mut profile, &changes, today).is_ok() {
                    let dto = serde_json::to_value(
                        finance_api::routes::profile::ProfileDto::from(&profile),
                    )
                    .unwrap();
                    prop_assert!(check_profile(&dto).is_ok(), "{:?}", check_profile(&dto));
                    let _ = finance_domain::retirement::project(&profile, today);
                    let _ = finance_domain::recommendations::recommendations(&profile);
                }
            }
        }
    }
}

#[test]
fn numeric_string_check_is_strict() {
    for ok in ["0", "85000", "0.07", "12.5"] {
        assert!(is_numeric_string(ok), "{ok}");
    }
    for bad in ["", "-1", "1e5", ".5", "5.", "NaN", "1.2.3", " 1"] {
        assert!(!is_numeric_string(bad), "{bad}");
    }
    assert!(check_profile(&json!({})).is_err());
}
