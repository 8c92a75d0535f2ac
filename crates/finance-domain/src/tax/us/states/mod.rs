//! State income tax on wages for the 50 states and DC. Filled in by the states work of issue 2.
