//! `via-appia quarry-model`: fits the bots' quarry outcome model from physics
//! pushes in played quarries, checks it on pushes from other seeds, and writes
//! `assets/quarry_model.ron` with a header that says how it was made.

use crate::bots::model::fit::{accuracy, accuracy_text, fit, to_ron, SizeAccuracy};
use crate::bots::model::gather::{gathering_hands, plan_runs, play_runs, Gathered};
use crate::bots::{BotsConfig, QuarryModel};
use crate::quarry::StoneShape;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::path::{Path, PathBuf};

/// Largest `--pushes` or `--held-out` (about an hour of one core).
const MAX_PUSHES: u32 = 1_000_000;

/// The model's mean front drops per pushed size should lie this close to the
/// physics on held-out pushes.
pub const TOLERANCE: f64 = 0.15;

/// Held-out pushes come from seeds this far from the fitting seed's stream.
const HELD_OUT_SEED: u64 = 0x00c0_ffee_5eed;

/// Options of `quarry-model`.
#[derive(clap::Args, Debug)]
pub struct QuarryModelArgs {
    /// Physics pushes to fit the model from.
    #[arg(long, default_value_t = 30_000)]
    pub pushes: u32,
    /// Pushes from other seeds to check the model on (default: a fifth of --pushes).
    #[arg(long)]
    pub held_out: Option<u32>,
    /// Seed of the fitting pushes (the held-out pushes use another stream).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Fewest pushes behind one table; sparser pile bins are merged.
    #[arg(long, default_value_t = 200)]
    pub min_pushes: u32,
    /// Where to write the model (default: the model file the game reads for the
    /// config's stones — quarry_model.ron, or quarry_model_discs.ron for discs —
    /// or a new one in ~/.config/via-appia when it uses its built-in copy).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// The quarry config to push in (default: the quarry.ron the game reads).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Worker threads (the model does not depend on it).
    #[arg(long, default_value_t = 1, value_parser = super::jobs())]
    pub jobs: usize,
    /// Prints the report as JSON.
    #[arg(long)]
    pub json: bool,
    /// No progress bar.
    #[arg(long)]
    pub quiet: bool,
}

/// What the command reports.
#[derive(Debug, serde::Serialize)]
pub struct Report {
    pub out: String,
    pub pushes: usize,
    pub held_out_pushes: usize,
    pub tables: usize,
    pub failed_pushes: u32,
    pub time_cap_hits: u32,
    pub failed_loads: u32,
    /// Stones that left over the sides or the back per push (not modelled).
    pub elsewhere_per_push: f64,
    pub accuracy: Vec<SizeAccuracy>,
    pub tolerance: f64,
    pub within_tolerance: bool,
}

fn check(args: &QuarryModelArgs) -> Result<u32, String> {
    if !(1..=MAX_PUSHES).contains(&args.pushes) {
        return Err(format!("--pushes {}: give 1 to {MAX_PUSHES}", args.pushes));
    }
    let held_out = args.held_out.unwrap_or(args.pushes / 5);
    if held_out > MAX_PUSHES {
        return Err(format!("--held-out {held_out}: give 0 to {MAX_PUSHES}"));
    }
    if !(1..=256).contains(&args.jobs) {
        return Err(format!("--jobs {}: give 1 to 256", args.jobs));
    }
    if !(1..=MAX_PUSHES).contains(&args.min_pushes) {
        return Err(format!(
            "--min-pushes {}: give 1 to {MAX_PUSHES}",
            args.min_pushes
        ));
    }
    Ok(held_out)
}

/// The command line that remakes the same file (`--jobs` changes nothing).
fn command_line(args: &QuarryModelArgs, held_out: u32, out: &Path) -> String {
    let mut line = format!(
        "via-appia quarry-model --pushes {} --held-out {held_out} --seed {} --min-pushes {}",
        args.pushes, args.seed, args.min_pushes
    );
    if let Some(config) = &args.config {
        line += &format!(" --config {}", config.display());
    }
    line + &format!(" --out {}", out.display())
}

/// `--out`, or where the game reads the model of these stones from (the discs
/// have a model of their own).
fn out_path(args: &QuarryModelArgs, shape: StoneShape) -> PathBuf {
    args.out
        .clone()
        .unwrap_or_else(|| crate::assets::writable_asset_path(QuarryModel::file_for(shape)))
}

pub fn run(args: &QuarryModelArgs) -> Result<(), String> {
    let held_out = check(args)?;
    let config = super::quarry_config(args.config.as_deref())?;
    let out = out_path(args, config.stones.stone_shape);
    let bots = BotsConfig::load_default().map_err(|e| e.to_string())?;
    let hands = gathering_hands(&bots.hand);
    let bar = progress(u64::from(args.pushes) + u64::from(held_out), args.quiet);
    let tick = |n: u64| bar.inc(n);
    let fitting = play_runs(
        &config,
        &plan_runs(args.pushes, args.seed),
        &hands,
        args.jobs,
        &tick,
    )?;
    let checking = play_runs(
        &config,
        &plan_runs(held_out, args.seed ^ HELD_OUT_SEED),
        &hands,
        args.jobs,
        &tick,
    )?;
    bar.finish_and_clear();
    let command = command_line(args, held_out, &out);
    let model = fit(&fitting.samples, args.min_pushes, command.clone());
    model.validate().map_err(|(i, why)| {
        format!("the fitted model is not usable (table {i}): {why}; give more --pushes")
    })?;
    let rows = accuracy(&model, &checking.samples);
    let report = report(&out, &model, &fitting, &checking, rows);
    let shown = match &args.config {
        Some(path) => path.display().to_string(),
        None => "assets/quarry.ron".to_string(),
    };
    let text = to_ron(&model, &header(&command, &shown, &report))?;
    if let Some(folder) = out.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder)
            .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
    }
    std::fs::write(&out, text).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    if args.json {
        let json = serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?;
        super::print_out(&json)
    } else {
        super::print_out(&report_text(&report))
    }
}

fn report(
    out: &Path,
    model: &QuarryModel,
    fitting: &Gathered,
    checking: &Gathered,
    rows: Vec<SizeAccuracy>,
) -> Report {
    let elsewhere: u32 = fitting.samples.iter().map(|s| s.elsewhere.total()).sum();
    Report {
        out: out.display().to_string(),
        pushes: fitting.samples.len(),
        held_out_pushes: checking.samples.len(),
        tables: model.tables.len(),
        failed_pushes: fitting.failed_pushes + checking.failed_pushes,
        time_cap_hits: fitting.time_cap_hits + checking.time_cap_hits,
        failed_loads: fitting.failed_loads + checking.failed_loads,
        elsewhere_per_push: f64::from(elsewhere) / fitting.samples.len().max(1) as f64,
        within_tolerance: rows
            .iter()
            .all(|r| r.pushes == 0 || r.difference().abs() <= TOLERANCE),
        accuracy: rows,
        tolerance: TOLERANCE,
    }
}

/// The comment block on top of the model file.
fn header(command: &str, config: &str, report: &Report) -> String {
    format!(
        "The quarry outcome model of the bots: stones off the front edge by pushed size and\n\
         pile (bins of {bin} stones), fitted from physics pushes in played quarries.\n\
         Made by: {command}\n\
         Quarry config: {config}. Remake this file after changing it.\n\
         {pushes} pushes (each table from at least the --min-pushes of its bin, sparser bins merged);\n\
         {failed} pushes refused, {caps} hit the time cap, {loads} loads failed.\n\
         Held-out check on {held} pushes from other seeds (mean front drops per push):\n\
         {accuracy}",
        bin = crate::bots::model::PILE_BIN,
        pushes = report.pushes,
        failed = report.failed_pushes,
        caps = report.time_cap_hits,
        loads = report.failed_loads,
        held = report.held_out_pushes,
        accuracy = accuracy_text(&report.accuracy),
    )
}

fn report_text(report: &Report) -> String {
    let mut out = format!(
        "fitted {} tables from {} pushes; wrote {}\n\
         {} pushes refused, {} hit the time cap, {} loads failed; {:.3} stones/push left over the sides or back\n\
         held-out check on {} pushes (mean front drops per push, tolerance ±{}):\n{}",
        report.tables,
        report.pushes,
        report.out,
        report.failed_pushes,
        report.time_cap_hits,
        report.failed_loads,
        report.elsewhere_per_push,
        report.held_out_pushes,
        report.tolerance,
        accuracy_text(&report.accuracy),
    );
    out += if report.within_tolerance {
        "every size within tolerance"
    } else {
        "NOT within tolerance for every size: fit from more pushes"
    };
    out
}

fn progress(total: u64, quiet: bool) -> ProgressBar {
    if quiet {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} pushes {elapsed} (eta {eta})")
    {
        bar.set_style(style);
    }
    bar
}
