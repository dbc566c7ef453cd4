pub mod app;
pub mod assets;
pub mod bots;
pub mod cli;
pub mod record;
pub mod rules;
pub mod save;
pub mod view;
