//! The real game window under a virtual X server (Xvfb): it opens, bots play a
//! few frames, and the captured frame shows the panels and the table; a person
//! alone against a bot clicks in it (synthetic mouse input with xdotool) and the
//! click is taken. Skips with a printed reason where `xvfb-run`, `xdotool` or
//! OpenGL is missing.

use crate::common::python;
use crate::common::window::*;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

#[test]
fn the_window_opens_and_bots_play_with_panels_and_table_drawn() {
    let capture = scratch("bots.png");
    let capture_arg = capture.to_string_lossy().to_string();
    let args = [
        "play",
        "--seats",
        "random,random",
        "--seed",
        "3",
        "--bot-pause",
        "0",
        "--frames",
        "90",
        "--capture",
        &capture_arg,
    ];
    if play_in_xvfb(&args).is_none() {
        return;
    }
    let image = read_png(&capture);
    assert_eq!((image.0, image.1), (1280, 800), "the window's size");
    // The scoreboard panel on the left is the game's parchment (its log's
    // text covers a few of these points).
    let parchment = via_appia::ui::theme::PARCHMENT;
    let step = (via_appia::app::layout::SCORE_PANEL_WIDTH as u32 - 20) / 13;
    let panel: Vec<[u8; 3]> = (0..13)
        .flat_map(|i| (0..6).map(move |j| (10 + i * step, 600 + j * 30)))
        .map(|(x, y)| pixel(&image, x, y))
        .collect();
    let paper = panel
        .iter()
        .filter(|p| {
            let want = [parchment.r(), parchment.g(), parchment.b()];
            (0..3).all(|i| (i32::from(p[i]) - i32::from(want[i])).abs() <= 10)
        })
        .count();
    assert!(
        paper * 10 >= panel.len() * 7,
        "a parchment side panel: {panel:?}"
    );
    // The middle shows the table: board paper, wood and stones, lit, not the panels'
    // grey. A grid over the whole view, as the camera may be at the quarry by then
    // (its ramp's side lies in shadow) or still over the whole table (the bots
    // wait for their moves to be shown), where the lit wood is warm, not grey.
    let middle: Vec<[u8; 3]> = (0..8)
        .flat_map(|i| (0..7).map(move |j| (320 + i * 80, 120 + j * 100)))
        .map(|(x, y)| pixel(&image, x, y))
        .collect();
    let warm_wood = |p: [u8; 3]| p[0] as f32 > 90.0 && p[0] as f32 > 2.0 * p[2] as f32;
    let bright = middle
        .iter()
        .filter(|p| brightness(**p) > 90.0 || warm_wood(**p))
        .count();
    assert!(
        bright * 2 >= middle.len(),
        "the table is drawn in the middle: {middle:?}"
    );
}

/// Where the first income card's sesterces half is drawn in a 1280×800 window
/// (the turn panel on the right, the cards in two columns under the heading).
const FIRST_CARD: (u32, u32) = (999, 175);

/// A person alone against a Random bot clicks the first income card in the
/// real window: the game takes it (the log has his income, nothing was
/// refused, no curtain was in the way) and the bot goes on.
#[test]
fn a_person_alone_clicks_in_the_real_window_and_the_click_is_taken() {
    if lacks_xdotool("the window click test") {
        return;
    }
    let errors = scratch("click.err");
    // With seed 5, the person (Livia) is the start player. The window closes
    // by itself after its frames and prints its log.
    let script = format!(
        r#"
        {start}
        xdotool mousemove --window "$window" {x} {y} click 1
        wait $game
        status=$?
        cat "{err}" >&2
        exit $status
        "#,
        start = start_window(
            "--seats human,random --seed 5 --bot-pause 0 --frames 240",
            &errors
        ),
        err = errors.display(),
        x = FIRST_CARD.0,
        y = FIRST_CARD.1,
    );
    let started = Instant::now();
    let output = run_program_in_xvfb("sh", &["-c", &script], Duration::from_secs(60));
    let stderr = String::from_utf8_lossy(&output.stderr);
    if stderr.contains("cannot open the game window") {
        println!("skipping the window click test: {stderr}");
        return;
    }
    assert!(output.status.success(), "the window failed: {stderr}");
    assert!(
        stderr.contains("log: Livia takes"),
        "the person's click took income: {stderr}"
    );
    assert!(!stderr.contains("notice:"), "nothing was refused: {stderr}");
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "the test took {:?}",
        started.elapsed()
    );
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

/// An outside program plays a seat in the real window: its moves reach the log
/// with its own reasons, and no answer needed the Normal bot.
#[test]
fn a_program_plays_a_seat_in_the_real_window() {
    if !python::have_python() {
        return;
    }
    let logs = scratch("agent-logs");
    let logs_arg = logs.to_string_lossy().to_string();
    let args = [
        "play",
        "--seats",
        "agent:python3 tests/agents/example_agent.py,random",
        "--seed",
        "4",
        "--bot-pause",
        "0",
        "--frames",
        "240",
        "--print-log",
        "--agent-log",
        &logs_arg,
    ];
    let Some(stderr) = play_in_xvfb(&args) else {
        return;
    };
    let log: Vec<&str> = stderr.lines().filter(|l| l.starts_with("log: ")).collect();
    let reasons = ["to the quarry", "income", "my largest stone", "a tile"];
    assert!(
        log.iter()
            .any(|l| l.starts_with("log: Livia") && reasons.iter().any(|r| l.contains(r))),
        "the program's moves with its reasons: {log:?}"
    );
    assert!(
        !stderr.contains("the Normal bot moves for it"),
        "every answer was good: {stderr}"
    );
    let program_log =
        std::fs::read_to_string(logs.join("seat-0.log")).expect("the program's stderr log");
    assert!(program_log.contains("started"), "{program_log}");
}

/// The menu bar's Game button, the menu's New game and Quit, and the leave
/// button of the question that follows (New game or Quit), in a 1280×800 window.
const GAME_MENU: (u32, u32) = (30, 12);
const MENU_NEW_GAME: (u32, u32) = (355, 134);
const MENU_QUIT: (u32, u32) = (424, 134);
const CONFIRM_NEW_GAME: (u32, u32) = (519, 290);
const CONFIRM_QUIT: (u32, u32) = (501, 290);

/// Livia (a person) against Marcus (a Random bot), seed `seed`.
pub(crate) fn livia_against_random(seed: u64) -> via_appia::table::session::Session {
    let data = via_appia::assets::default_game_data().expect("game data");
    let config = via_appia::quarry::QuarryConfig::load_default().expect("quarry.ron");
    let setup = via_appia::rules::Setup {
        seed,
        players: vec!["Livia".into(), "Marcus".into()],
        options: Default::default(),
    };
    let mut session =
        via_appia::table::session::Session::new(data, &setup, &config).expect("session");
    session.seats[1].kind = via_appia::table::SeatKind::Bot(via_appia::bots::BotLevel::Random);
    session
}

/// One command at the screen, the curtain lifted first; a push is made with a
/// careful bot plan and followed until the stones are still.
pub(crate) fn play_at_screen(
    session: &mut via_appia::table::session::Session,
    command: via_appia::rules::Command,
) {
    if session.curtain_down() {
        session
            .handle(via_appia::table::Intent::RevealMoney)
            .expect("reveal");
    }
    if let via_appia::rules::Command::Push { size } = command {
        let plan = via_appia::quarry::PushPlan::careful(session.quarry.config(), size);
        session
            .bot_command(command, "", Some(plan))
            .expect("pushed");
        while !session.frame().expect("a frame") {}
    } else {
        session.bot_command(command, "", None).expect("legal");
    }
}

/// A game killed with SIGKILL in the middle of play is continued with
/// `play --continue`: it comes back at the last turn's end, so nothing but the
/// turn under way at the kill is lost.
#[test]
fn a_killed_game_continues_from_its_last_turn() {
    if lacks_xdotool("the kill-and-continue test") {
        return;
    }
    let data = scratch("kill-data");
    let _ = std::fs::remove_dir_all(&data);
    let killed = scratch("killed.err");
    let continued = scratch("continued.err");
    let script = format!(
        r#"
        export XDG_DATA_HOME="{data}"
        {start}
        # Until the bots have played 15 lines (slower on a loaded machine).
        waited=0
        until [ "$(grep -c '^log:' "{killed}")" -ge 15 ] || [ $waited -ge 200 ]; do sleep 0.1; waited=$((waited+1)); done
        sleep 1
        kill -9 $game
        wait $game
        "{BIN}" play --continue --bot-pause 10 --print-log --frames 20 2>"{continued}"
        echo "continued with $?" >&2
        "#,
        data = data.display(),
        start = start_window("--seats easy,random --seed 77 --bot-pause 0.2", &killed),
        continued = continued.display(),
        killed = killed.display(),
    );
    let output = run_program_in_xvfb("sh", &["-c", &script], Duration::from_secs(120));
    let stderr = String::from_utf8_lossy(&output.stderr).to_string();
    let before = std::fs::read_to_string(&killed).unwrap_or_default();
    if before.contains("cannot open the game window") {
        println!("skipping the kill-and-continue test: {before}");
        return;
    }
    let after = std::fs::read_to_string(&continued).expect("the continued run's log");
    assert!(stderr.contains("continued with 0"), "{stderr}\n{after}");
    let (before, after) = (log_lines(&before), log_lines(&after));
    assert!(
        before.len() >= 15,
        "the bots played on before the kill: {before:?}"
    );
    assert!(
        before.starts_with(&after) && after.len() >= 10,
        "the continued game is the killed one up to a turn's end:\nkilled: {before:?}\ncontinued: {after:?}"
    );
    let to_act = std::fs::read_to_string(&continued)
        .expect("log")
        .lines()
        .find_map(|l| l.strip_prefix("state: seed 77, round "))
        .and_then(|l| l.split(", ").nth(1))
        .and_then(|l| l.strip_suffix(" to act"))
        .map(str::to_string)
        .expect("the continued game is seed 77's, still on");
    let lost = &before[after.len()..];
    assert!(lost.len() <= 20, "more than a turn lost: {lost:?}");
    for line in lost {
        let other = ["Livia", "Marcus"].into_iter().find(|n| *n != to_act);
        assert!(
            !other.is_some_and(|o| line.starts_with(&format!("log: {o} "))),
            "only the turn under way ({to_act}'s) is lost, not {line:?}"
        );
    }
}

/// New game asks first; going back with Escape from the new-game screen keeps
/// the game in play, and Quit asks too before the window closes.
#[test]
fn a_cancelled_new_game_keeps_the_game_in_play_and_quit_asks_first() {
    if lacks_xdotool("the cancelled new game test") {
        return;
    }
    let data = scratch("cancel-data");
    let errors = scratch("cancel.err");
    let script = format!(
        r#"
        export XDG_DATA_HOME="{data}"
        {start}
        sleep 2
        {menu}{new_game}{leave}
        xdotool key --window "$window" Escape
        sleep 0.2
        echo "lines at escape: $(grep -c '^log:' "{err}")" >&2
        sleep 2
        echo "lines at quit: $(grep -c '^log:' "{err}")" >&2
        {menu}{quit}
        kill -0 $game && echo "still open: Quit asks" >&2
        # On a loaded machine the dialog may come a frame late: click again
        # while the game still runs.
        for try in 1 2 3; do
        {confirm_quit}
        kill -0 $game 2>/dev/null || break
        done
        waited=0
        while kill -0 $game 2>/dev/null && [ $waited -lt 100 ]; do sleep 0.1; waited=$((waited+1)); done
        kill $game 2>/dev/null
        cat "{err}" >&2
        "#,
        data = data.display(),
        start = start_window("--seats easy,random --seed 77 --bot-pause 0.3", &errors),
        menu = click_at(GAME_MENU, 0.6),
        new_game = click_at(MENU_NEW_GAME, 0.8),
        leave = click_at(CONFIRM_NEW_GAME, 1.0),
        quit = click_at(MENU_QUIT, 0.8),
        confirm_quit = click_at(CONFIRM_QUIT, 1.0),
        err = errors.display(),
    );
    let Some(stderr) = window_script("the cancelled new game test", &script) else {
        return;
    };
    let state = stderr
        .lines()
        .find(|l| l.starts_with("state: "))
        .unwrap_or_else(|| panic!("Quit, confirmed, closed the window: {stderr}"));
    assert!(
        state.starts_with("state: seed 77, ") && state.ends_with("game on"),
        "the game in play was kept through the cancelled new game: {state}"
    );
    let count = |prefix: &str| -> usize {
        stderr
            .lines()
            .find_map(|l| l.strip_prefix(prefix))
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or_else(|| panic!("no {prefix:?} in {stderr}"))
    };
    assert!(
        count("lines at quit: ") > count("lines at escape: "),
        "the bots played on after Escape closed the new-game screen: {stderr}"
    );
    assert!(stderr.contains("still open: Quit asks"), "{stderr}");
}

/// Seed 5, a person (Livia, who begins) against an Easy bot: where the first
/// turn's "Quarry: push stones" and the Undo button above the actions are.
const FIRST_TURN_QUARRY: (u32, u32) = (1040, 420);
const UNDO_BUTTON: (u32, u32) = (1018, 107);

/// Choosing the quarry is taken back with Ctrl+Z and with the Undo button, and
/// the turn's actions are offered again.
#[test]
fn choosing_the_quarry_is_taken_back_with_ctrl_z_and_the_button() {
    if lacks_xdotool("the undo test") {
        return;
    }
    let data = scratch("undo-data");
    let errors = scratch("undo.err");
    let script = format!(
        r#"
        export XDG_DATA_HOME="{data}"
        {start}
        {quarry}
        xdotool key --window "$window" ctrl+z
        sleep 1
        {quarry}{undo}
        {stop}
        "#,
        data = data.display(),
        start = start_window("--seats human,easy --seed 5 --bot-pause 0.3", &errors),
        quarry = click_at(FIRST_TURN_QUARRY, 1.0),
        undo = click_at(UNDO_BUTTON, 1.0),
        stop = stop_window(&errors),
    );
    let Some(stderr) = window_script("the undo test", &script) else {
        return;
    };
    assert_eq!(
        log_lines(&stderr),
        [
            "log: Livia begins, drawn by lot; then Marcus in turn",
            "log: Livia goes to the quarry",
            "log: Livia takes back: Quarry: push stones",
            "log: Livia goes to the quarry",
            "log: Livia takes back: Quarry: push stones",
        ],
        "{stderr}"
    );
}

/// Where the rewards panel puts its parts (the turn panel's fixed width): the
/// third cart space's small tile, and the Sell button.
const SPACE_3_SMALL_TILE: (u32, u32) = (1221, 267);
const SELL_BUTTON: (u32, u32) = (1092, 378);

/// A game saved when Livia (against a Random bot) has rewards waiting from
/// the quarry: she pushed her stones (as a careful bot hand would) until
/// stones fell, or two pushes gave the consolation. `None` if no such turn
/// came within the first rounds.
fn save_with_rewards(seed: u64, path: &Path) -> Option<usize> {
    use via_appia::rules::{Command, Phase};
    let mut session = livia_against_random(seed);
    for _ in 0..200 {
        let game = &session.game;
        if let Phase::Quarry(q) = game.phase() {
            if q.pushing_done() && !q.rewards().is_empty() && game.current() == 0 {
                let rewards = q.rewards().len();
                session.save_to(path).expect("saved");
                return Some(rewards);
            }
        }
        let legal = game.legal_actions();
        let push = legal.iter().find(|c| matches!(c, Command::Push { .. }));
        let command = match (game.current(), game.phase()) {
            (_, Phase::Quarry(q)) if !q.pushing_done() => push
                .filter(|_| q.fell_front() == 0)
                .or_else(|| legal.iter().find(|c| **c == Command::StopPushing)),
            (0, Phase::ChooseAction) => legal.iter().find(|c| **c == Command::StartQuarry),
            _ => None,
        }
        .or_else(|| {
            legal
                .iter()
                .find(|c| matches!(c, Command::SellReward { .. }))
        })
        .or_else(|| {
            legal
                .iter()
                .find(|c| matches!(c, Command::TakeIncome { .. }))
        })
        .or(legal.first())?
        .clone();
        play_at_screen(&mut session, command);
    }
    None
}

/// The quarry's rewards in the real window: a stone onto the cart in one click
/// (the largest stone is picked already; its small tile goes to space 3), and
/// the next stone sold in one more.
#[test]
fn a_reward_goes_onto_the_cart_and_another_is_sold_in_the_window() {
    if lacks_xdotool("the rewards test") {
        return;
    }
    let save = scratch("rewards.ron");
    let rewards = save_with_rewards(2, &save).expect("a quarry turn with rewards");
    assert!(rewards >= 1);
    let errors = scratch("rewards.err");
    let script = format!(
        r#"
        {start}
        {tile}{sell}
        {stop}
        "#,
        start = start_window(
            &format!("--load \"{}\" --bot-pause 10", save.display()),
            &errors
        ),
        tile = click_at(SPACE_3_SMALL_TILE, 1.0),
        sell = click_at(SELL_BUTTON, 1.0),
        stop = stop_window(&errors),
    );
    let Some(stderr) = window_script("the rewards test", &script) else {
        return;
    };
    let lines = log_lines(&stderr);
    // One reward: the Sell click finds nothing left to sell and logs nothing.
    let from = lines.len().saturating_sub(rewards.min(2));
    assert_eq!(lines[from], "log: Livia loads a small tile", "{stderr}");
    if rewards >= 2 {
        assert!(
            lines[from + 1].starts_with("log: Livia sells a "),
            "{stderr}"
        );
    }
    assert!(!stderr.contains("notice:"), "{stderr}");
}

/// A game saved when Livia (against a Random bot) may build a tile and then a
/// second one, with four to seven income cards face up (so the buttons lie
/// where `build_buttons` says). Returns the index of her first build among the
/// turn panel's buttons under the cards, and that of the second build among
/// the buttons after it.
fn save_before_two_builds(path: &Path) -> Option<(usize, usize, usize)> {
    use via_appia::rules::{Command, Phase};
    let (cards, (first, second)) = save_turn_where(path, |game, others| {
        others.iter().enumerate().find_map(|(first, command)| {
            if !matches!(command, Command::Build { .. }) {
                return None;
            }
            let mut after = game.clone();
            after.apply(command).expect("legal");
            let second = after
                .legal_actions()
                .iter()
                .position(|c| matches!(c, Command::Build { .. }));
            match (after.phase(), second) {
                (Phase::Building { .. }, Some(second)) => Some((first, second)),
                _ => None,
            }
        })
    })?;
    Some((cards, first, second))
}

/// Plays Livia against a random bot (seeds 1..=30, random commands at the screen's
/// pace) until her turn starts with 4–7 income cards face up and `want` finds what
/// it looks for among her commands other than income; saves the game there and
/// returns the number of cards with what `want` found.
fn save_turn_where<T>(
    path: &Path,
    want: impl Fn(&via_appia::rules::Game, &[via_appia::rules::Command]) -> Option<T>,
) -> Option<(usize, T)> {
    use rand::SeedableRng;
    use via_appia::bots::random::random_command;
    use via_appia::rules::{Command, Phase};
    for seed in 1..=30u64 {
        let mut session = livia_against_random(seed);
        let mut rng = rand_pcg::Pcg64::seed_from_u64(seed);
        for _ in 0..600 {
            let game = &session.game;
            if game.is_over() {
                break;
            }
            let cards = game.income().face_up().len();
            if game.current() == 0
                && *game.phase() == Phase::ChooseAction
                && (4..=7).contains(&cards)
            {
                let others: Vec<Command> = game
                    .legal_actions()
                    .into_iter()
                    .filter(|c| !matches!(c, Command::TakeIncome { .. }))
                    .collect();
                if let Some(found) = want(game, &others) {
                    session.save_to(path).expect("saved");
                    return Some((cards, found));
                }
            }
            let command = random_command(game, &mut rng)?;
            play_at_screen(&mut session, command);
        }
    }
    None
}

/// The turn panel's buttons under `cards` income cards at the start of a turn
/// (two cards a row, 63 px a row), and in the middle of a turn (no cards): the
/// first button's centre and the step from one to the next (28 px).
fn turn_button(cards: usize, index: usize) -> (u32, u32) {
    let rows = cards.div_ceil(2) as u32;
    (1010, 168 + 63 * rows + 28 * index as u32)
}
fn mid_turn_button(index: usize) -> (u32, u32) {
    (1010, 146 + 28 * index as u32)
}

/// A person builds a tile from the turn panel, takes it back with Ctrl+Z,
/// builds it again and builds a second one in the same turn.
#[test]
fn a_person_builds_two_tiles_and_takes_one_back_in_the_window() {
    if lacks_xdotool("the build test") {
        return;
    }
    let save = scratch("builds.ron");
    let (cards, first, second) = save_before_two_builds(&save).expect("a turn with two builds");
    let errors = scratch("builds.err");
    let script = format!(
        r#"
        {start}
        {build}
        xdotool key --window "$window" ctrl+z
        sleep 1
        {build}{second}
        {stop}
        "#,
        start = start_window(
            &format!("--load \"{}\" --bot-pause 10", save.display()),
            &errors
        ),
        build = click_at(turn_button(cards, first), 1.0),
        second = click_at(mid_turn_button(second), 1.0),
        stop = stop_window(&errors),
    );
    let Some(stderr) = window_script("the build test", &script) else {
        return;
    };
    // The loaded log comes first; the turn's five lines follow the take-back's
    // build (the turn may end a round, whose lines come after).
    let lines = log_lines(&stderr);
    let back = lines
        .iter()
        .rposition(|l| l.starts_with("log: Livia takes back: Build"))
        .unwrap_or_else(|| panic!("no take-back: {stderr}"));
    assert!(back >= 1 && lines.len() >= back + 4, "{stderr}");
    let turn = &lines[back - 1..];
    assert!(turn[0].starts_with("log: Livia builds"), "{stderr}");
    assert_eq!(turn[0], turn[2], "the same tile built again: {stderr}");
    assert!(turn[3].starts_with("log: Livia builds"), "{stderr}");
    assert_eq!(
        turn[4], "log: Livia gets 1 sesterce for two tiles",
        "{stderr}"
    );
    assert!(!stderr.contains("notice:"), "{stderr}");
}

/// A person travels from the turn panel: the log states the steps and the fare.
#[test]
fn a_person_travels_and_the_log_states_the_fare() {
    use via_appia::rules::Command;
    if lacks_xdotool("the travel test") {
        return;
    }
    let save = scratch("travel.ron");
    let (cards, travel) = save_turn_where(&save, |_, others| {
        others
            .iter()
            .position(|c| matches!(c, Command::Travel { .. }))
    })
    .expect("a turn that may travel");
    let errors = scratch("travel.err");
    let script = format!(
        r#"
        {start}
        {travel}
        {stop}
        "#,
        start = start_window(
            &format!("--load \"{}\" --bot-pause 10", save.display()),
            &errors
        ),
        travel = click_at(turn_button(cards, travel), 1.0),
        stop = stop_window(&errors),
    );
    let Some(stderr) = window_script("the travel test", &script) else {
        return;
    };
    let last = log_lines(&stderr).last().copied().unwrap_or_default();
    let fare = last
        .strip_prefix("log: Livia travels to ")
        .and_then(|rest| rest.split_once(" (").map(|(_, r)| r))
        .unwrap_or_else(|| panic!("the person travelled: {stderr}"));
    assert!(
        fare.contains(" step") && (fare.ends_with(" sesterce)") || fare.ends_with(" sesterces)")),
        "the fare's amount is stated: {last}"
    );
}
