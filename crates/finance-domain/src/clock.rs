//! "Today" for the tax year: one clock for the server and the command line, read in the person's own
//! time zone, so the Australian financial year turns at midnight on 1 July in Australia and the US
//! tax year at midnight on 1 January in the US, not at UTC midnight.
//!
//! Each state is read at its zone's *standard* offset. That is exact where it matters: daylight
//! saving is never in force at the turn of either year (1 July is winter in Australia, 1 January is
//! winter in the US), so no time-zone database is needed. On other days the date can be an hour off
//! around midnight in summer, which never changes the tax year. A state that spans zones is read in
//! the zone where most of its people live; with no state, Australia is read in Canberra's zone and the
//! US in the Eastern zone (the first to reach the new year).

use chrono::{DateTime, FixedOffset, NaiveDate, Utc};

use crate::profile::Country;
use crate::region::Region;

/// The standard UTC offset, in minutes, of the zone the tax year is read in.
fn standard_offset_minutes(country: Country, state: Option<Region>) -> i32 {
    let code = state.filter(|s| s.country() == country).map(Region::code);
    match country {
        Country::Australia => match code {
            Some("WA") => 8 * 60,
            Some("SA" | "NT") => 9 * 60 + 30,
            _ => 10 * 60,
        },
        Country::Us => match code {
            Some(
                "AL" | "AR" | "IL" | "IA" | "KS" | "LA" | "MN" | "MS" | "MO" | "NE" | "ND" | "OK"
                | "SD" | "TN" | "TX" | "WI",
            ) => -6 * 60,
            Some("AZ" | "CO" | "ID" | "MT" | "NM" | "UT" | "WY") => -7 * 60,
            Some("CA" | "NV" | "OR" | "WA") => -8 * 60,
            Some("AK") => -9 * 60,
            Some("HI") => -10 * 60,
            _ => -5 * 60,
        },
    }
}

/// The date in the person's zone at `now`, for choosing the tax year in force.
pub fn tax_today(country: Country, state: Option<Region>, now: DateTime<Utc>) -> NaiveDate {
    match FixedOffset::east_opt(standard_offset_minutes(country, state) * 60) {
        Some(offset) => now.with_timezone(&offset).date_naive(),
        // Every offset above is within ±24 h, so this is never taken.
        None => now.date_naive(),
    }
}

/// The "today" a calculation uses: a fixed date (tests, `penny tax --today`), or the person's own
/// date at an instant, read per request from its country and state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Today {
    Fixed(NaiveDate),
    At(DateTime<Utc>),
}

impl Today {
    pub fn date_for(self, country: Country, state: Option<Region>) -> NaiveDate {
        match self {
            Today::Fixed(d) => d,
            Today::At(now) => tax_today(country, state, now),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(y: i32, m: u32, d: u32, h: u32, min: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(y, m, d, h, min, 0).unwrap()
    }

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn the_australian_year_turns_at_midnight_in_australia() {
        // 1 July 2026 00:00 AEST is 30 June 14:00 UTC.
        let sydney = Some(Region::AuNsw);
        assert_eq!(
            tax_today(Country::Australia, sydney, at(2026, 6, 30, 13, 59)),
            date(2026, 6, 30)
        );
        assert_eq!(
            tax_today(Country::Australia, sydney, at(2026, 6, 30, 14, 0)),
            date(2026, 7, 1)
        );
        // Perth is two hours behind: still 30 June at 14:00 UTC, 1 July from 16:00 UTC.
        let perth = Some(Region::AuWa);
        assert_eq!(
            tax_today(Country::Australia, perth, at(2026, 6, 30, 14, 0)),
            date(2026, 6, 30)
        );
        assert_eq!(
            tax_today(Country::Australia, perth, at(2026, 6, 30, 16, 0)),
            date(2026, 7, 1)
        );
        // Adelaide: +9:30.
        let adelaide = Some(Region::AuSa);
        assert_eq!(
            tax_today(Country::Australia, adelaide, at(2026, 6, 30, 14, 29)),
            date(2026, 6, 30)
        );
        assert_eq!(
            tax_today(Country::Australia, adelaide, at(2026, 6, 30, 14, 30)),
            date(2026, 7, 1)
        );
        // No state: Canberra's zone.
        assert_eq!(
            tax_today(Country::Australia, None, at(2026, 6, 30, 14, 0)),
            date(2026, 7, 1)
        );
    }

    #[test]
    fn the_us_year_turns_at_midnight_in_the_state() {
        // 1 January 2027 00:00 EST is 05:00 UTC; PST is 08:00 UTC; HST 10:00 UTC.
        let ny = Some(Region::parse(Country::Us, "NY").unwrap());
        let ca = Some(Region::parse(Country::Us, "CA").unwrap());
        let hi = Some(Region::parse(Country::Us, "HI").unwrap());
        assert_eq!(
            tax_today(Country::Us, ny, at(2027, 1, 1, 4, 59)),
            date(2026, 12, 31)
        );
        assert_eq!(
            tax_today(Country::Us, ny, at(2027, 1, 1, 5, 0)),
            date(2027, 1, 1)
        );
        assert_eq!(
            tax_today(Country::Us, ca, at(2027, 1, 1, 7, 59)),
            date(2026, 12, 31)
        );
        assert_eq!(
            tax_today(Country::Us, ca, at(2027, 1, 1, 8, 0)),
            date(2027, 1, 1)
        );
        assert_eq!(
            tax_today(Country::Us, hi, at(2027, 1, 1, 9, 59)),
            date(2026, 12, 31)
        );
        // UTC midnight is still the old year everywhere in the US.
        assert_eq!(
            tax_today(Country::Us, None, at(2027, 1, 1, 0, 0)),
            date(2026, 12, 31)
        );
    }

    #[test]
    fn a_state_of_the_other_country_is_ignored() {
        let wa_us = Some(Region::parse(Country::Us, "WA").unwrap());
        assert_eq!(
            tax_today(Country::Australia, wa_us, at(2026, 6, 30, 14, 0)),
            date(2026, 7, 1)
        );
    }
}
