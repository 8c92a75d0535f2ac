//! Written shorthand turned into words the tokenizer reads (`amounts::tokenize` runs it first):
//! "p.a." → "pa", "/hr" → "per hour", "401(k)" → "k401", "sal sac" → "salary sacrifice", "MLS" →
//! "medicare levy surcharge".

/// Turns written shorthand into words the tokenizer reads: "p.a." → "pa", "/hr" → "per hour".
pub(super) fn normalise(raw: &str) -> String {
    let mut s = raw
        .replace(['\u{2019}', '\u{2018}'], "'")
        .replace(['\u{2013}', '\u{2014}'], "-");
    s = s.replace('\u{2212}', "-");
    const SHORTHANDS: [(&str, &str); 26] = [
        // "sal sac 5k vs 10k": salary sacrifice, shortened.
        ("sal sac", " salary sacrifice "),
        ("salsac", " salary sacrifice "),
        // Account names read as words, not as the figures 401,000 and 403 billion.
        ("401(k)", " k401 "),
        ("403(b)", " b403 "),
        ("401k", " k401 "),
        ("403b", " b403 "),
        ("p.a.", " pa "),
        ("p/a", " pa "),
        ("p/w", " pw "),
        ("p/m", " pm "),
        ("p/h", " ph "),
        ("p/f", " pf "),
        ("/hour", " per hour "),
        ("/hr", " per hour "),
        ("/week", " per week "),
        ("/wk", " per week "),
        ("/fortnight", " per fortnight "),
        ("/month", " per month "),
        ("/mth", " per month "),
        ("/mo", " per month "),
        ("/year", " per year "),
        ("/yr", " per year "),
        ("/h", " per hour "),
        ("/w", " per week "),
        ("/m", " per month "),
        ("/y", " per year "),
    ];
    for (from, to) in SHORTHANDS {
        if s.to_ascii_lowercase().contains(from) {
            s = replace_ci(&s, from, to);
        }
    }
    // Abbreviations, as whole words, read as what they stand for.
    const ABBREVIATIONS: [(&str, &str); 1] = [("mls", "medicare levy surcharge")];
    if ABBREVIATIONS
        .iter()
        .any(|(a, _)| s.to_ascii_lowercase().contains(a))
    {
        s = s
            .split(' ')
            .map(|w| {
                let core = w.trim_matches(|c: char| !c.is_alphanumeric());
                match ABBREVIATIONS
                    .iter()
                    .find(|(a, _)| core.eq_ignore_ascii_case(a))
                {
                    Some((_, full)) if !core.is_empty() => w.replacen(core, full, 1),
                    _ => w.to_string(),
                }
            })
            .collect::<Vec<_>>()
            .join(" ");
    }
    s
}

fn replace_ci(s: &str, from: &str, to: &str) -> String {
    let lower = s.to_ascii_lowercase();
    let mut out = String::with_capacity(s.len());
    let mut last = 0;
    for (i, _) in lower.match_indices(from) {
        if i < last {
            continue;
        }
        out.push_str(&s[last..i]);
        out.push_str(to);
        last = i + from.len();
    }
    out.push_str(&s[last..]);
    out
}
