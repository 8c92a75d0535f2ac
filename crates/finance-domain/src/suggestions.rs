//! Filled in by issue 2 work.
