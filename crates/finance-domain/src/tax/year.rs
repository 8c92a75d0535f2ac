//! Which tax year a request means: the one it names, else the one in force on `today`.

use chrono::{Datelike, NaiveDate};

/// The financial year in force on `today`, by the calendar year it starts (1 July).
pub fn au_start_year_on(today: NaiveDate) -> i32 {
    if today.month() >= 7 {
        today.year()
    } else {
        today.year() - 1
    }
}

/// "2025-26", "2025-2026", "2025/26" or "FY2025-26" → 2025.
pub fn parse_au(raw: &str) -> Option<i32> {
    let t = raw.trim();
    let t = t
        .strip_prefix("FY")
        .or_else(|| t.strip_prefix("fy"))
        .unwrap_or(t)
        .trim();
    let (a, b) = t.split_once(['-', '/'])?;
    let start: i32 = a.trim().parse().ok()?;
    let end: i32 = b.trim().parse().ok()?;
    let ok = match b.trim().len() {
        2 => end == (start + 1) % 100,
        4 => end == start + 1,
        _ => false,
    };
    (ok && a.trim().len() == 4).then_some(start)
}

pub fn au_label(start: i32) -> String {
    format!("{}-{:02}", start, (start + 1).rem_euclid(100))
}

/// "2026" or "TY2026" → 2026.
pub fn parse_us(raw: &str) -> Option<i32> {
    let t = raw.trim();
    let t = t
        .strip_prefix("TY")
        .or_else(|| t.strip_prefix("ty"))
        .unwrap_or(t);
    (t.len() == 4).then(|| t.parse().ok()).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn australian_year_starts_on_1_july() {
        let d = |y, m, day| NaiveDate::from_ymd_opt(y, m, day).unwrap();
        assert_eq!(au_start_year_on(d(2026, 6, 30)), 2025);
        assert_eq!(au_start_year_on(d(2026, 7, 1)), 2026);
        assert_eq!(au_label(2026), "2026-27");
        assert_eq!(au_label(2099), "2099-00");
    }

    #[test]
    fn year_spellings() {
        assert_eq!(parse_au("2025-26"), Some(2025));
        assert_eq!(parse_au("2025-2026"), Some(2025));
        assert_eq!(parse_au("FY2025/26"), Some(2025));
        assert_eq!(parse_au("2025-27"), None);
        assert_eq!(parse_au("2026"), None);
        assert_eq!(parse_us("2026"), Some(2026));
        assert_eq!(parse_us("TY2025"), Some(2025));
        assert_eq!(parse_us("2025-26"), None);
        assert_eq!(parse_us("26"), None);
    }
}
