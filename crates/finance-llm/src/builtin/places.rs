//! Places a person may name: countries, states by name or code, and major cities mapped to their state.

use std::sync::LazyLock;

use finance_domain::{Country, Region};

use super::amounts::{Tok, Token};

/// Cities people name instead of their state. Portland is taken to be Oregon's, Washington to be
/// the state unless written "Washington DC".
const CITIES: &[(&str, Region)] = &[
    ("sydney", Region::AuNsw),
    ("newcastle", Region::AuNsw),
    ("wollongong", Region::AuNsw),
    ("central coast", Region::AuNsw),
    ("parramatta", Region::AuNsw),
    ("penrith", Region::AuNsw),
    ("albury", Region::AuNsw),
    ("wagga wagga", Region::AuNsw),
    ("byron bay", Region::AuNsw),
    ("melbourne", Region::AuVic),
    ("geelong", Region::AuVic),
    ("ballarat", Region::AuVic),
    ("bendigo", Region::AuVic),
    ("brisbane", Region::AuQld),
    ("gold coast", Region::AuQld),
    ("sunshine coast", Region::AuQld),
    ("cairns", Region::AuQld),
    ("townsville", Region::AuQld),
    ("toowoomba", Region::AuQld),
    ("mackay", Region::AuQld),
    ("perth", Region::AuWa),
    ("fremantle", Region::AuWa),
    ("bunbury", Region::AuWa),
    ("adelaide", Region::AuSa),
    ("hobart", Region::AuTas),
    ("launceston", Region::AuTas),
    ("canberra", Region::AuAct),
    ("darwin", Region::AuNt),
    ("alice springs", Region::AuNt),
    ("new york city", Region::UsNy),
    ("nyc", Region::UsNy),
    ("manhattan", Region::UsNy),
    ("brooklyn", Region::UsNy),
    ("buffalo", Region::UsNy),
    ("los angeles", Region::UsCa),
    ("san francisco", Region::UsCa),
    ("san diego", Region::UsCa),
    ("san jose", Region::UsCa),
    ("sacramento", Region::UsCa),
    ("oakland", Region::UsCa),
    ("bay area", Region::UsCa),
    ("silicon valley", Region::UsCa),
    ("chicago", Region::UsIl),
    ("houston", Region::UsTx),
    ("dallas", Region::UsTx),
    ("austin", Region::UsTx),
    ("san antonio", Region::UsTx),
    ("fort worth", Region::UsTx),
    ("el paso", Region::UsTx),
    ("phoenix", Region::UsAz),
    ("tucson", Region::UsAz),
    ("scottsdale", Region::UsAz),
    ("philadelphia", Region::UsPa),
    ("philly", Region::UsPa),
    ("pittsburgh", Region::UsPa),
    ("seattle", Region::UsWa),
    ("spokane", Region::UsWa),
    ("tacoma", Region::UsWa),
    ("denver", Region::UsCo),
    ("boulder", Region::UsCo),
    ("boston", Region::UsMa),
    ("miami", Region::UsFl),
    ("orlando", Region::UsFl),
    ("tampa", Region::UsFl),
    ("jacksonville", Region::UsFl),
    ("atlanta", Region::UsGa),
    ("portland", Region::UsOr),
    ("las vegas", Region::UsNv),
    ("vegas", Region::UsNv),
    ("reno", Region::UsNv),
    ("detroit", Region::UsMi),
    ("nashville", Region::UsTn),
    ("memphis", Region::UsTn),
    ("minneapolis", Region::UsMn),
    ("new orleans", Region::UsLa),
    ("charlotte", Region::UsNc),
    ("raleigh", Region::UsNc),
    ("columbus", Region::UsOh),
    ("cleveland", Region::UsOh),
    ("cincinnati", Region::UsOh),
    ("indianapolis", Region::UsIn),
    ("baltimore", Region::UsMd),
    ("milwaukee", Region::UsWi),
    ("kansas city", Region::UsMo),
    ("st louis", Region::UsMo),
    ("salt lake city", Region::UsUt),
    ("albuquerque", Region::UsNm),
    ("honolulu", Region::UsHi),
    ("anchorage", Region::UsAk),
    ("boise", Region::UsId),
    ("omaha", Region::UsNe),
    ("louisville", Region::UsKy),
    ("oklahoma city", Region::UsOk),
    ("richmond", Region::UsVa),
    ("washington dc", Region::UsDc),
    ("washington d c", Region::UsDc),
    ("dc", Region::UsDc),
    ("newark", Region::UsNj),
    ("jersey city", Region::UsNj),
    ("providence", Region::UsRi),
    ("hartford", Region::UsCt),
    ("birmingham", Region::UsAl),
    ("little rock", Region::UsAr),
    ("des moines", Region::UsIa),
    ("wichita", Region::UsKs),
    ("burlington", Region::UsVt),
    ("cheyenne", Region::UsWy),
    ("charleston", Region::UsSc),
];

const COUNTRIES: &[(&str, Country)] = &[
    ("australia", Country::Australia),
    ("aus", Country::Australia),
    ("oz", Country::Australia),
    ("australian", Country::Australia),
    ("aussie", Country::Australia),
    ("usa", Country::Us),
    ("u s a", Country::Us),
    ("u s", Country::Us),
    ("america", Country::Us),
    ("american", Country::Us),
    ("united states", Country::Us),
    ("united states of america", Country::Us),
    ("the states", Country::Us),
    ("stateside", Country::Us),
];

/// Two-letter codes that are also everyday words; read as a state only right after "in"/"from".
const AMBIGUOUS_CODES: &[&str] = &[
    "in", "or", "me", "ok", "hi", "de", "la", "ma", "pa", "al", "co", "id", "oh", "wa", "sa",
    "act", "nt", "ga", "mo", "ne", "va",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Country(Country),
    Region(Region),
}

struct Phrase {
    words: Vec<String>,
    place: Place,
}

static PHRASES: LazyLock<Vec<Phrase>> = LazyLock::new(|| {
    let mut v: Vec<Phrase> = Vec::new();
    let split = |s: &str| -> Vec<String> { s.split(' ').map(str::to_string).collect() };
    for (name, region) in CITIES {
        v.push(Phrase {
            words: split(name),
            place: Place::Region(*region),
        });
    }
    for country in [Country::Australia, Country::Us] {
        for r in Region::all(country) {
            v.push(Phrase {
                words: split(&r.name().to_lowercase().replace(['.', ','], "")),
                place: Place::Region(*r),
            });
        }
    }
    for (name, c) in COUNTRIES {
        v.push(Phrase {
            words: split(name),
            place: Place::Country(*c),
        });
    }
    // Longest first so "new york city" wins over "new york", "western australia" over "australia".
    v.sort_by_key(|p| std::cmp::Reverse(p.words.len()));
    v
});

/// A place found at token `start`, spanning `len` tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FoundPlace {
    pub start: usize,
    pub len: usize,
    pub place: Place,
}

/// Every place named in `tokens`, left to right. State codes count when written in capitals (NSW,
/// CA); codes that are also words (IN, OR, WA…) only right after "in" or "from".
pub fn find_places(tokens: &[Token], prefer: Country) -> Vec<FoundPlace> {
    let mut found = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if let Some((len, place)) = match_at(tokens, i, prefer) {
            found.push(FoundPlace {
                start: i,
                len,
                place,
            });
            i += len;
        } else {
            i += 1;
        }
    }
    found
}

fn match_at(tokens: &[Token], i: usize, prefer: Country) -> Option<(usize, Place)> {
    for p in PHRASES.iter() {
        if p.words.len() + i > tokens.len() {
            continue;
        }
        let all = p
            .words
            .iter()
            .enumerate()
            .all(|(k, w)| tokens[i + k].tok.is(w));
        if all {
            // "us" the pronoun: only the capitalised "US" names the country.
            if p.words.len() == 1 && p.words[0] == "us" {
                continue;
            }
            if p.words == ["washington"]
                && tokens
                    .get(i + 1)
                    .is_some_and(|t| t.tok.is("dc") || t.tok.is("d"))
            {
                continue;
            }
            if p.words == ["georgia"] || p.words == ["oz"] || p.words == ["aus"] {
                // Common enough as names and slang that they need a residence cue; still a place.
            }
            return Some((p.words.len(), p.place));
        }
    }
    let t = &tokens[i];
    let Tok::Word(w) = &t.tok else { return None };
    if t.orig == "US" || t.orig == "U.S" {
        return Some((1, Place::Country(Country::Us)));
    }
    let upper = t.orig.chars().all(|c| c.is_ascii_uppercase()) && (2..=3).contains(&t.orig.len());
    if !upper {
        return None;
    }
    let after_in = i > 0
        && tokens[i - 1]
            .tok
            .word()
            .is_some_and(|p| matches!(p, "in" | "from" | "to"));
    // "NY vs PA", "CA or OR": a capitalised code beside another place in a list is a state too.
    let joined = |k: usize| {
        tokens
            .get(k)
            .is_some_and(|t| matches!(t.tok.word(), Some("vs" | "versus" | "or" | "and")))
    };
    let listed = (i >= 2 && joined(i - 1) && code_at(tokens, i - 2))
        || (joined(i + 1) && code_at(tokens, i + 2));
    if AMBIGUOUS_CODES.contains(&w.as_str()) && !after_in && !listed {
        return None;
    }
    Region::parse_any(prefer, w).map(|r| (1, Place::Region(r)))
}

/// Whether the token at `k` is a capitalised state code that is not also a word.
fn code_at(tokens: &[Token], k: usize) -> bool {
    tokens.get(k).is_some_and(|t| {
        t.orig.len() == 2
            && t.orig.chars().all(|c| c.is_ascii_uppercase())
            && !AMBIGUOUS_CODES.contains(&t.orig.to_lowercase().as_str())
            && Region::parse(Country::Us, &t.orig).is_some()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin::amounts::tokenize;

    fn places(s: &str) -> Vec<Place> {
        find_places(&tokenize(s), Country::Australia)
            .into_iter()
            .map(|f| f.place)
            .collect()
    }

    #[test]
    fn cities_states_and_countries() {
        assert_eq!(
            places("I live in Sydney"),
            vec![Place::Region(Region::AuNsw)]
        );
        assert_eq!(
            places("moved to New York City"),
            vec![Place::Region(Region::UsNy)]
        );
        assert_eq!(
            places("in Western Australia"),
            vec![Place::Region(Region::AuWa)]
        );
        assert_eq!(places("I'm in WA"), vec![Place::Region(Region::AuWa)]);
        assert_eq!(places("I'm in the US"), vec![Place::Country(Country::Us)]);
        assert_eq!(places("tell us more"), vec![]);
        assert_eq!(
            places("based in Austin, TX"),
            vec![Place::Region(Region::UsTx), Place::Region(Region::UsTx)]
        );
        assert_eq!(places("Washington DC"), vec![Place::Region(Region::UsDc)]);
    }
}
