//! The note a result carries when salary sacrifice alone is over the concessional contributions cap.

use std::borrow::Cow;

use rust_decimal::Decimal;

use crate::money::money;

/// A note when `sacrifice` is over `cap` (the year's concessional contributions cap). Employer
/// compulsory contributions also count towards the cap, so the note is only the clear case.
pub fn over_cap_note(sacrifice: Decimal, cap: Decimal) -> Option<Cow<'static, str>> {
    (sacrifice > cap).then(|| {
        Cow::Owned(format!(
            "Salary sacrifice of {} is over the {} concessional contributions cap (employer contributions also count towards it); the excess is taxed at your marginal rate less a 15% offset, which Penny does not include",
            money(sacrifice),
            money(cap)
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    #[test]
    fn note_only_over_the_cap() {
        assert_eq!(over_cap_note(dec!(30_000), dec!(30_000)), None);
        let n = over_cap_note(dec!(32_000), dec!(30_000)).unwrap();
        assert!(n.contains("$32,000") && n.contains("$30,000"), "{n}");
    }
}
