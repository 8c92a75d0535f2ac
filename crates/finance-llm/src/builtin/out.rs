//! The reply being written: paragraphs of markdown and the calculation box.

use crate::context::Calculations;

pub(crate) struct Out {
    pub text: String,
    pub calculations: Option<Calculations>,
}

impl Out {
    pub fn new() -> Out {
        Out {
            text: String::new(),
            calculations: None,
        }
    }

    pub fn para(&mut self, p: impl AsRef<str>) {
        if !self.text.is_empty() {
            self.text.push_str("\n\n");
        }
        self.text.push_str(p.as_ref());
    }
}
