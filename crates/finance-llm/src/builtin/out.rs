//! The reply being written: paragraphs of markdown, the calculation box, the headline figures (a
//! comparison's table rows) and the input the reply asked for.

use finance_domain::goals::GoalChange;
use rust_decimal::Decimal;

use crate::context::Calculations;

pub(crate) struct Out {
    pub text: String,
    pub calculations: Option<Calculations>,
    /// The answer's headline figures, labelled ("Monthly repayment"): the rows of a comparison.
    pub figures: Vec<(String, Decimal)>,
    /// The input the reply asked for, by name: the next message can give it.
    pub awaiting: Option<&'static str>,
    /// Goals the answer proposes to add, change or remove (already validated).
    pub goal_changes: Vec<GoalChange>,
}

impl Out {
    pub fn new() -> Out {
        Out {
            text: String::new(),
            calculations: None,
            figures: Vec::new(),
            awaiting: None,
            goal_changes: Vec::new(),
        }
    }

    pub fn para(&mut self, p: impl AsRef<str>) {
        if !self.text.is_empty() {
            self.text.push_str("\n\n");
        }
        self.text.push_str(p.as_ref());
    }

    /// A headline figure of the answer.
    pub fn figure(&mut self, label: impl Into<String>, value: Decimal) {
        self.figures.push((label.into(), value));
    }

    /// Asks for the input `name` (the first the answer lacks), in `text`.
    pub fn ask(&mut self, name: &'static str, text: impl AsRef<str>) {
        self.awaiting = Some(name);
        self.para(text);
    }
}
