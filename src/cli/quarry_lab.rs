//! `via-appia quarry-lab`: the tuner's bench. Runs pushes from fresh openings (or in
//! played quarries) with random plans within the rules and reports what the quarry
//! does with the config.

pub mod bench;
pub mod figures;
mod overrides;
pub mod played;
mod stages;
mod sweep;

use crate::quarry::{QuarryConfig, StonePreset, StoneShape};
use bench::{Aim, SizeMix, SpeedRange};
use figures::Figures;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::path::PathBuf;
use sweep::Sweep;

/// The sweep over the pushing speed rather than a config field.
const SPEED_SWEEP: &str = "speed";

/// Options of `quarry-lab`.
#[derive(clap::Args, Debug)]
pub struct QuarryLabArgs {
    /// The quarry config to start from.
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Number of pushes, each from a fresh opening of 12 small, 8 mid, 4 large stones (with
    /// --played, in all).
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub pushes: u32,
    /// Seed of the first push (push i uses seed + i; with --played, quarry k). Runs from
    /// seeds 1 and 2 share all but one push: for an independent sample, move the seed by
    /// more than the pushes (the quarries) of a run.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The stones: box (assets/quarry.ron) or disc (assets/quarry_discs.ron, the discs'
    /// own calibrated slope and solver); with --config, only stones.stone_shape is set.
    #[arg(long, value_enum)]
    pub shape: Option<ShapeArg>,
    /// Overrides one field, e.g. `--set materials.stone_ramp.friction=0.5` (repeatable).
    #[arg(long = "set", value_name = "PATH=VALUE")]
    pub set: Vec<String>,
    /// Every push at this speed (m/s), or at a speed drawn between FROM:TO, whatever
    /// the stone's size (the rest of each plan stays random). At most
    /// `pusher.max_speed`.
    #[arg(long, value_name = "SPEED|FROM:TO")]
    pub speed: Option<String>,
    /// Sweeps one numeric field, e.g. `--sweep ramp.slope_deg=10:20:2`, or the pushing
    /// speed, `--sweep speed=0.05:0.5:0.05` (m/s); writes a CSV and a PNG.
    #[arg(long, value_name = "FIELD=FROM:TO:STEP")]
    pub sweep: Option<String>,
    /// File name prefix of the sweep's CSV and PNG.
    #[arg(long, default_value = "quarry-lab-sweep")]
    pub out: PathBuf,
    /// Worker threads.
    #[arg(long, default_value_t = 1, value_parser = super::jobs())]
    pub jobs: usize,
    /// Pushes in played quarries instead of fresh openings: each quarry takes N pushes
    /// in a row (2 to 10,000), so --pushes 600 --played 60 plays ten quarries.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(2..=10_000))]
    pub played: Option<u32>,
    /// With --played: how often each size is pushed, as weights small:mid:large
    /// (`6:3:1`, mostly small, as players get stones). Without it every size alike.
    #[arg(long, value_name = "S:M:L", requires = "played")]
    pub sizes: Option<String>,
    /// Every push straight down the middle, stone and pusher square to the slope, as
    /// people and the bots mostly push (the rest of each plan stays random).
    #[arg(long)]
    pub straight: bool,
    /// With --straight: the stone goes in this far either side of the middle (m, a
    /// standard deviation, 0 to 0.02), as a hand puts it there; 0.004 is a person
    /// placing it by eye.
    #[arg(long, value_name = "M", requires = "straight", value_parser = scatter)]
    pub scatter: Option<f32>,
    /// Prints the figures as JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapeArg {
    Box,
    Disc,
}

/// Runs the bench; errors are messages for the terminal.
pub fn run(args: &QuarryLabArgs) -> Result<(), String> {
    let config = build_config(args)?;
    match &args.sweep {
        None => run_single(args, &config),
        Some(text) => run_sweep(args, &config, &Sweep::parse(text)?),
    }
}

/// The config file with `--shape` and every `--set` applied, validated. Without
/// `--config`, `--shape` picks the preset file of those stones.
fn build_config(args: &QuarryLabArgs) -> Result<QuarryConfig, String> {
    let mut config = match (&args.config, args.shape) {
        (None, Some(ShapeArg::Disc)) => {
            QuarryConfig::load_preset(StonePreset::Discs).map_err(|e| e.to_string())?
        }
        (path, _) => super::quarry_config(path.as_deref())?,
    };
    if let Some(shape) = args.shape {
        config.stones.stone_shape = match shape {
            ShapeArg::Box => StoneShape::Box,
            ShapeArg::Disc => StoneShape::Disc,
        };
    }
    for assignment in &args.set {
        config = overrides::apply(&config, assignment)?;
    }
    Ok(config)
}

fn progress(total: u64) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} pushes {elapsed} (eta {eta})")
    {
        bar.set_style(style);
    }
    bar
}

/// `--speed`, checked against the config's `pusher.max_speed`.
fn speed(args: &QuarryLabArgs, config: &QuarryConfig) -> Result<Option<SpeedRange>, String> {
    args.speed
        .as_deref()
        .map(|text| SpeedRange::parse(text, config))
        .transpose()
}

/// The pushes `args` ask for: from fresh openings, or in played quarries (`--played`).
fn pushes(
    args: &QuarryLabArgs,
    config: &QuarryConfig,
    speed: Option<SpeedRange>,
    bar: &ProgressBar,
) -> Result<Vec<bench::PushRecord>, String> {
    let aim = match args.straight {
        true => Aim::Straight {
            scatter: args.scatter.unwrap_or(0.0),
        },
        false => Aim::Random,
    };
    match args.played {
        None => bench::run_pushes_aimed(config, args.pushes, args.seed, speed, aim, args.jobs, bar),
        Some(n) => {
            let mix = match &args.sizes {
                Some(text) => SizeMix::parse(text)?,
                None => SizeMix::ALIKE,
            };
            played::run_played(
                config,
                args.pushes,
                n,
                args.seed,
                speed,
                mix,
                aim,
                args.jobs,
                bar,
            )
        }
    }
}

fn run_single(args: &QuarryLabArgs, config: &QuarryConfig) -> Result<(), String> {
    let speed = speed(args, config)?;
    let bar = progress(u64::from(args.pushes));
    let records = pushes(args, config, speed, &bar)?;
    bar.finish_and_clear();
    let figures = Figures::from_records(&records).played(args.played, &records);
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&figures).map_err(|e| e.to_string())?
        );
    } else {
        if let Some(SpeedRange { from, to }) = speed {
            match from < to {
                true => println!("every push at a speed between {from} and {to} m/s"),
                false => println!("every push at {from} m/s"),
            }
        }
        match args.scatter {
            Some(sd) if sd > 0.0 => println!(
                "every push straight down the slope, the stone put in {:.1} mm either side of the middle (sd)",
                sd * 1000.0
            ),
            _ if args.straight => println!("every push straight down the middle"),
            _ => {}
        }
        print!("{}", figures.text());
    }
    Ok(())
}

fn run_sweep(args: &QuarryLabArgs, config: &QuarryConfig, sweep: &Sweep) -> Result<(), String> {
    let by_speed = sweep.field == SPEED_SWEEP;
    if by_speed && args.speed.is_some() {
        return Err("--sweep speed=… sets the speed of every push: leave out --speed".into());
    }
    // Every value is checked before the first push, so a bad one does not end a long run.
    let cases = (sweep.values.iter())
        .map(|&value| {
            if by_speed {
                let at = SpeedRange::parse(&value.to_string(), config)?;
                Ok((config.clone(), Some(at)))
            } else {
                let swept = overrides::set_value(config, &sweep.field, overrides::number(value))?;
                Ok((swept, speed(args, config)?))
            }
        })
        .collect::<Result<Vec<_>, String>>()?;
    let bar = progress(u64::from(args.pushes) * sweep.values.len() as u64);
    let mut rows = Vec::with_capacity(sweep.values.len());
    for (&value, (swept, at)) in sweep.values.iter().zip(&cases) {
        let records = pushes(args, swept, *at, &bar)?;
        rows.push((
            value,
            Figures::from_records(&records).played(args.played, &records),
        ));
    }
    bar.finish_and_clear();
    let csv_path = args.out.with_extension("csv");
    let png_path = args.out.with_extension("png");
    std::fs::write(&csv_path, sweep::csv(&rows))
        .map_err(|e| format!("{}: {e}", csv_path.display()))?;
    sweep::chart(&png_path, &sweep.field, &rows)?;
    if args.json {
        let json: Vec<_> = rows
            .iter()
            .map(|(v, f)| serde_json::json!({ "value": v, "figures": f }))
            .collect();
        println!(
            "{}",
            serde_json::to_string_pretty(&json).map_err(|e| e.to_string())?
        );
    } else {
        print!("{}", sweep::table(&sweep.field, &rows));
        println!("wrote {} and {}", csv_path.display(), png_path.display());
    }
    Ok(())
}

/// `--scatter`: a standard deviation in metres, 0 to 2 cm (more would put most stones
/// against a bar).
fn scatter(text: &str) -> Result<f32, String> {
    let value: f32 = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number of metres"))?;
    match (0.0..=0.02).contains(&value) {
        true => Ok(value),
        false => Err(format!("{value} m is not within 0 to 0.02 m")),
    }
}
