//! Topic answers from the shared topics library (`finance-domain/data/topics.json`), with the
//! person's country-specific factors.

use std::fmt::Write as _;

use finance_domain::Country;
use finance_domain::topics;

pub fn render(id: &str, country: Country) -> String {
    let Some(t) = topics::find(id) else {
        return "I don't have notes on that topic yet, but ask me about tax, retirement, budgeting or debt.".to_string();
    };
    let mut s = format!("**{}**\n\n{}", t.title, t.content.overview);
    if !t.content.considerations.is_empty() {
        s.push_str("\n\nKey considerations:\n");
        for c in &t.content.considerations {
            let _ = write!(s, "\n- {c}");
        }
    }
    let specific = t.country_specific(country);
    if !specific.is_empty() {
        let label = match country {
            Country::Australia => "In Australia:",
            Country::Us => "In the US:",
        };
        let _ = write!(s, "\n\n{label}\n");
        for c in specific {
            let _ = write!(s, "\n- {c}");
        }
    } else if country == Country::Us {
        s.push_str("\n\nThis one is an Australian superannuation rule; the nearest US equivalents are pre-tax 401(k) deferrals and IRA contributions.");
    }
    let _ = write!(s, "\n\n**Recommendation:** {}", t.content.recommendation);
    s
}
