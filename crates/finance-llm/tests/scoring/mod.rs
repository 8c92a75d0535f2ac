//! Scoring shared by the corpus tests that hold conversations (`first_contact.rs`,
//! `goals_corpus.rs`): the `$…` amounts of a text, one turn's score, the tally of a part and the
//! printed table.

use rust_decimal::Decimal;

/// Every `$…` amount written in the text.
pub fn amounts(text: &str) -> Vec<Decimal> {
    let mut found = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        if *c != '$' {
            continue;
        }
        let digits: String = chars[i + 1..]
            .iter()
            .take_while(|c| c.is_ascii_digit() || **c == ',' || **c == '.')
            .filter(|c| **c != ',')
            .collect();
        let digits = digits.trim_end_matches('.');
        if let Ok(v) = digits.parse::<Decimal>() {
            found.push(v);
        }
    }
    found
}

/// What one turn scored.
pub struct TurnScore {
    pub intent_ok: bool,
    pub writes_ok: bool,
    pub figures_ok: Option<bool>,
    pub notes: Vec<String>,
}

impl TurnScore {
    pub fn right(&self) -> bool {
        self.intent_ok && self.writes_ok && self.figures_ok.unwrap_or(true)
    }
}

#[derive(Default)]
pub struct Tally {
    pub items: usize,
    pub right: usize,
    pub turns: usize,
    pub intent_ok: usize,
    pub writes_ok: usize,
    pub figures_total: usize,
    pub figures_ok: usize,
}

impl Tally {
    pub fn add_turn(&mut self, s: &TurnScore) {
        self.turns += 1;
        self.intent_ok += usize::from(s.intent_ok);
        self.writes_ok += usize::from(s.writes_ok);
        if let Some(ok) = s.figures_ok {
            self.figures_total += 1;
            self.figures_ok += usize::from(ok);
        }
    }
}

pub fn pct(ok: usize, total: usize) -> f64 {
    if total == 0 {
        100.0
    } else {
        ok as f64 * 100.0 / total as f64
    }
}

/// The table both tests print (questions and conversations), then every miss.
pub fn print_report(name: &str, questions: &Tally, conversations: &Tally, misses: &[String]) {
    println!("{name}:");
    println!(
        "| Part | Items | Fully right | Turns | Intent right | Writes right | Figures right |"
    );
    println!("|---|---|---|---|---|---|---|");
    for (part, t) in [("questions", questions), ("conversations", conversations)] {
        println!(
            "| {part} | {} | {:.1}% ({}) | {} | {:.1}% | {:.1}% | {:.1}% ({}/{}) |",
            t.items,
            pct(t.right, t.items),
            t.right,
            t.turns,
            pct(t.intent_ok, t.turns),
            pct(t.writes_ok, t.turns),
            pct(t.figures_ok, t.figures_total),
            t.figures_ok,
            t.figures_total
        );
    }
    println!("Misses ({}):", misses.len());
    for m in misses {
        println!("- {m}");
    }
}
