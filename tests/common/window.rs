//! The real game window under a virtual X server, for the window tests: start
//! it, drive it with xdotool, read what it captured. Each test skips with a
//! printed reason where `xvfb-run`, `xdotool` or OpenGL is missing. Every window
//! gets a config folder of its own (`XDG_CONFIG_HOME`), so neither a player's
//! settings nor asset overrides on this machine move what the tests click, and
//! speaks English (`LC_ALL`), whatever language this machine is set to.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

pub const BIN: &str = env!("CARGO_BIN_EXE_via-appia");

pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("via-appia-window-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

pub fn has_tool(name: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {name}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

pub fn has_xvfb() -> bool {
    has_tool("xvfb-run")
}

/// Whether xvfb-run or xdotool is missing (why printed, for `test`).
pub fn lacks_xdotool(test: &str) -> bool {
    for tool in ["xvfb-run", "xdotool"] {
        if !has_tool(tool) {
            println!("skipping {test}: {tool} is not installed");
            return true;
        }
    }
    false
}

/// Shell lines that start `via-appia play ARGS --print-log` in the background
/// (`$game`), its stderr into `errors`, and wait until its window (`$window`)
/// has drawn its first frame.
pub fn start_window(args: &str, errors: &Path) -> String {
    format!(
        r#""{BIN}" play {args} --print-log 2>"{err}" &
        game=$!
        window=$(xdotool search --sync --onlyvisible --name "Via Appia 3D" | head -n 1)
        waited=0
        until grep -q '^ready' "{err}" || [ $waited -ge 300 ]; do sleep 0.1; waited=$((waited+1)); done
        sleep 0.3"#,
        err = errors.display()
    )
}

/// Shell lines that close the window `start_window` opened and print its
/// stderr (where `--print-log` wrote the log) for the test to read.
pub fn stop_window(errors: &Path) -> String {
    format!(
        r#"kill $game
        wait $game
        cat "{err}" >&2"#,
        err = errors.display()
    )
}

/// Runs the binary under Xvfb, killed after `limit`.
pub fn run_in_xvfb(args: &[&str], limit: Duration) -> Output {
    run_program_in_xvfb(BIN, args, limit)
}

/// Runs a program under Xvfb (1280×800), killed after `limit`.
/// `via-appia ARGS` in a window under Xvfb; its stderr once it closed with
/// success, or `None` (and why, printed) where no window can be opened here.
pub fn play_in_xvfb(args: &[&str]) -> Option<String> {
    if !has_xvfb() {
        println!("skipping the window test: xvfb-run is not installed");
        return None;
    }
    let output = run_in_xvfb(args, Duration::from_secs(240));
    let stderr = String::from_utf8_lossy(&output.stderr).to_string();
    if stderr.contains("cannot open the game window") {
        println!("skipping the window test: {stderr}");
        return None;
    }
    assert!(output.status.success(), "the window failed: {stderr}");
    Some(stderr)
}

pub fn run_program_in_xvfb(program: &str, args: &[&str], limit: Duration) -> Output {
    let mut child = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x800x24", program])
        .args(args)
        .env("XDG_CONFIG_HOME", scratch("config"))
        // The tests read the window's English words, whatever this machine speaks.
        .env("LC_ALL", "C.UTF-8")
        .env("LANG", "C.UTF-8")
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

pub fn read_png(path: &Path) -> (u32, u32, Vec<u8>) {
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

pub fn pixel(image: &(u32, u32, Vec<u8>), x: u32, y: u32) -> [u8; 3] {
    let i = ((y * image.0 + x) * 4) as usize;
    [image.2[i], image.2[i + 1], image.2[i + 2]]
}

pub fn brightness(p: [u8; 3]) -> f32 {
    (p[0] as f32 + p[1] as f32 + p[2] as f32) / 3.0
}

/// `sh` lines that click at `at` in the window and wait `then` seconds.
pub fn click_at(at: (u32, u32), then: f32) -> String {
    format!(
        "xdotool mousemove --window \"$window\" {} {} click 1\n        sleep {then}\n",
        at.0, at.1
    )
}

/// Runs a `sh` script driving the window under Xvfb (two minutes at most); its
/// stderr, or `None` (and why, printed for `test`) where no window can open.
pub fn window_script(test: &str, script: &str) -> Option<String> {
    let output = run_program_in_xvfb("sh", &["-c", script], Duration::from_secs(120));
    let stderr = String::from_utf8_lossy(&output.stderr).to_string();
    if stderr.contains("cannot open the game window") {
        println!("skipping {test}: {stderr}");
        return None;
    }
    Some(stderr)
}

/// The log lines a run printed.
pub fn log_lines(stderr: &str) -> Vec<&str> {
    stderr.lines().filter(|l| l.starts_with("log: ")).collect()
}

/// Hue in degrees (0 red, 120 green, 240 blue) of an RGB(A) pixel.
pub fn hue(p: [u8; 4]) -> f32 {
    let [r, g, b] = [p[0] as f32, p[1] as f32, p[2] as f32];
    let (max, min) = (r.max(g).max(b), r.min(g).min(b));
    if max - min < 1.0 {
        return 0.0;
    }
    let h = if max == r {
        60.0 * (g - b) / (max - min)
    } else if max == g {
        60.0 * (2.0 + (b - r) / (max - min))
    } else {
        60.0 * (4.0 + (r - g) / (max - min))
    };
    h.rem_euclid(360.0)
}

/// Pixels of `image` in `xs` × `ys` for which `f` holds.
pub fn count(
    image: &(u32, u32, Vec<u8>),
    xs: std::ops::Range<u32>,
    ys: std::ops::Range<u32>,
    f: impl Fn([u8; 3]) -> bool,
) -> usize {
    xs.flat_map(|x| ys.clone().map(move |y| (x, y)))
        .filter(|&(x, y)| f(pixel(image, x, y)))
        .count()
}

/// Within `tolerance` of `colour` in every channel.
pub fn near(colour: [u8; 3], tolerance: i32) -> impl Fn([u8; 3]) -> bool {
    move |p| (0..3).all(|i| (i32::from(p[i]) - i32::from(colour[i])).abs() <= tolerance)
}

/// Opens `via-appia play ARGS` under Xvfb with a config folder of its own,
/// runs the `sh` lines `steps` against it (`$window` names the window), closes
/// it, and returns the log lines it printed; `None` (why printed for `test`)
/// without xdotool or a window.
pub fn log_of_steps(test: &str, args: &str, steps: &str) -> Option<Vec<String>> {
    if lacks_xdotool(test) {
        return None;
    }
    let config = scratch(&format!("{test}-config"));
    let errors = scratch(&format!("{test}.err"));
    let script = format!(
        r#"
        export XDG_CONFIG_HOME="{config}" XDG_DATA_HOME="{config}/data"
        {start}
        {steps}
        {stop}
        "#,
        config = config.display(),
        start = start_window(args, &errors),
        stop = stop_window(&errors),
    );
    let stderr = window_script(test, &script)?;
    Some(log_lines(&stderr).iter().map(|l| l.to_string()).collect())
}
