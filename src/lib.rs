pub mod cli;
pub mod quarry;
pub mod rules;
