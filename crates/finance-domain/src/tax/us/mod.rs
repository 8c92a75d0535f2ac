//! United States: federal income tax, FICA and state income tax on wages.

pub mod states;
