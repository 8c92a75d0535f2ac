pub mod calculate;
