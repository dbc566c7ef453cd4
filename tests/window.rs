//! The real game window under a virtual X server (Xvfb): it opens, bots play a
//! few frames, and the captured frame shows the panels and the table. Skips with a
//! printed reason where `xvfb-run` or OpenGL is missing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_via-appia");

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("via-appia-window-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

fn has_xvfb() -> bool {
    Command::new("sh")
        .args(["-c", "command -v xvfb-run"])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Runs the binary under Xvfb, killed after `limit`.
fn run_in_xvfb(args: &[&str], limit: Duration) -> Output {
    let mut child = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x800x24", BIN])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("xvfb-run starts");
    let start = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!("the window did not close within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    child.wait_with_output().expect("output")
}

fn read_png(path: &Path) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(path).expect("capture written"),
    ));
    let mut reader = decoder.read_info().expect("png header");
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).expect("png data");
    assert_eq!(info.color_type, png::ColorType::Rgba);
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

fn pixel(image: &(u32, u32, Vec<u8>), x: u32, y: u32) -> [u8; 3] {
    let i = ((y * image.0 + x) * 4) as usize;
    [image.2[i], image.2[i + 1], image.2[i + 2]]
}

fn brightness(p: [u8; 3]) -> f32 {
    (p[0] as f32 + p[1] as f32 + p[2] as f32) / 3.0
}

#[test]
fn the_window_opens_and_bots_play_with_panels_and_table_drawn() {
    if !has_xvfb() {
        println!("skipping the window test: xvfb-run is not installed");
        return;
    }
    let capture = scratch("bots.png");
    let capture_arg = capture.to_string_lossy().to_string();
    let output = run_in_xvfb(
        &[
            "play",
            "--seats",
            "bot,bot",
            "--seed",
            "3",
            "--bot-pause",
            "0",
            "--frames",
            "90",
            "--capture",
            &capture_arg,
        ],
        Duration::from_secs(240),
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    if stderr.contains("cannot open the game window") {
        println!("skipping the window test: {stderr}");
        return;
    }
    assert!(output.status.success(), "the window failed: {stderr}");
    let image = read_png(&capture);
    assert_eq!((image.0, image.1), (1280, 800), "the window's size");
    // The scoreboard panel on the left is egui's dark theme.
    let panel = pixel(&image, 40, 600);
    assert!(brightness(panel) < 60.0, "a dark side panel: {panel:?}");
    // The middle shows the table: board paper or wood, lit, not the panels' grey.
    let middle: Vec<[u8; 3]> = (0..20)
        .map(|i| pixel(&image, 500 + i * 15, 400 + (i % 5) * 20))
        .collect();
    let bright = middle.iter().filter(|p| brightness(**p) > 90.0).count();
    assert!(bright >= 10, "the table is drawn in the middle: {middle:?}");
}

#[test]
fn a_corrupt_save_is_refused_before_any_window_opens() {
    let save = scratch("corrupt.ron");
    std::fs::write(&save, "(version: 1, game: oops").expect("write");
    let output = Command::new(BIN)
        .args(["play", "--load"])
        .arg(&save)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("runs");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("corrupt.ron") && stderr.contains(':'),
        "the error names the file and the place: {stderr}"
    );
    assert_eq!(
        std::fs::read_to_string(&save).expect("still there"),
        "(version: 1, game: oops",
        "the file is left as it was"
    );
}

#[test]
fn bad_seats_are_refused_with_the_reason() {
    for (seats, why) in [("human", "2 to 4"), ("human,alien", "alien")] {
        let output = Command::new(BIN)
            .args(["play", "--seats", seats])
            .env_remove("DISPLAY")
            .output()
            .expect("runs");
        assert!(!output.status.success());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(why), "{seats}: {stderr}");
    }
}
