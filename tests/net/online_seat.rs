//! People's screens at a table on a server, without the window: the window's
//! `OnlineSeat` over its `Table`, the person's moves given as the panels give
//! them and the pushes made by hand (the stone put in, the steady push held,
//! let go), against headless bot clients and server bots. Every screen's table
//! must end where the server's game and quarry end, bit for bit, without once
//! having to catch up.

use crate::support::{check_record, runtime, seat, server, spec, stored_record, temp_dir};
use std::time::{Duration, Instant};
use via_appia::bots::{Bot, BotKit, BotLevel, SeatView};
use via_appia::net::link::Approach;
use via_appia::net::online_seat::{LinkState, OnlineSeat};
use via_appia::net::protocol::{PublicEvent, SeatSpec};
use via_appia::net::seat_client::play_seat;
use via_appia::net::wire::quarry_hash;
use via_appia::rules::Command;
use via_appia::table::hand::{HandInput, PushIntent, RampPoint, Stage};
use via_appia::table::{Intent, Table};

const FRAME: f32 = 1.0 / 60.0;

#[test]
fn a_person_at_a_screen_plays_a_whole_game_online_pushing_by_hand() {
    let dir = temp_dir("online-seat");
    let db = dir.join("tables.db");
    let url = server(&db);
    let mut table_spec = spec(3, 23);
    table_spec.seats[2] = SeatSpec::Bot(BotLevel::Easy);
    let approach = Approach::Host {
        table: table_spec,
        seat: 0,
    };
    let mut screen = Screen::open(&url, approach, 5);
    let code = screen.here.code.clone().expect("a code");
    assert_eq!(code.len(), 6, "{code}");
    assert!(screen.here.token.as_ref().is_some_and(|t| t.len() == 32));
    assert!(screen.table.is_online());
    assert!(screen.table.is_elsewhere(1) && screen.table.is_elsewhere(2));

    let rt = runtime();
    let other = rt.spawn(play_seat(seat(&url, &code, 1, BotLevel::Easy)));
    play_to_the_end(&mut [&mut screen]);
    let outcome = rt
        .block_on(other)
        .expect("the other seat's task")
        .expect("the other seat played to the end");
    let scores = screen.scores();
    assert_eq!(
        scores, outcome.scores,
        "both screens end on the same scores"
    );
    screen.ends_on_the_servers_quarry();
    assert!(
        screen.moves > 10 && screen.pushes > 0,
        "{} moves",
        screen.moves
    );
    check_record(&stored_record(&db, &code).expect("a record"), &scores);
}

#[test]
fn two_people_at_their_screens_see_each_others_pushes_by_hand() {
    let dir = temp_dir("online-two");
    let db = dir.join("tables.db");
    let url = server(&db);
    let mut table_spec = spec(3, 41);
    table_spec.seats[1] = SeatSpec::Bot(BotLevel::Easy);
    let host = Approach::Host {
        table: table_spec,
        seat: 0,
    };
    let mut anna = Screen::open(&url, host, 5);
    let code = anna.here.code.clone().expect("a code");
    let join = Approach::Join { code, seat: 2 };
    let mut bruno = Screen::open(&url, join, 9);
    assert_eq!(bruno.here.seat, Some(2));
    play_to_the_end(&mut [&mut anna, &mut bruno]);
    assert_eq!(anna.scores(), bruno.scores());
    anna.ends_on_the_servers_quarry();
    bruno.ends_on_the_servers_quarry();
    assert_eq!(
        quarry_hash(&anna.table.session.quarry),
        quarry_hash(&bruno.table.session.quarry)
    );
    for screen in [&anna, &bruno] {
        assert!(screen.pushes > 0, "each person pushed by hand");
        assert!(
            screen.followed > 0,
            "each screen showed the other's push frame by frame"
        );
    }
    // Anna asks for a rematch: both screens hear the new table, and Anna's
    // seat there is hers with her old token.
    anna.here.ask_rematch();
    let deadline = Instant::now() + Duration::from_secs(20);
    while anna.here.rematch.is_none() || bruno.here.rematch.is_none() {
        assert!(Instant::now() < deadline, "no rematch in 20 s");
        anna.here.listen();
        bruno.here.listen();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(
        anna.here.rematch,
        bruno.here.rematch.clone().map(|(c, _)| (c, Some(0)))
    );
    let (code, seat) = anna.here.rematch.clone().expect("a rematch");
    assert_eq!(seat, Some(0));
    let token = anna.here.token.clone().expect("a token");
    let again = Screen::open(
        &url,
        Approach::Resume {
            code,
            token: token.clone(),
        },
        5,
    );
    assert_eq!(again.here.seat, Some(0));
    assert_ne!(again.here.token, Some(token), "the new table's own token");
    assert_eq!(again.table.session.game.round(), 1, "a fresh game");
    assert!(!again.table.session.game.is_over());
}

#[test]
fn a_screen_whose_connection_drops_mid_push_comes_back_and_the_push_ends_as_made() {
    let dir = temp_dir("online-drop");
    let db = dir.join("tables.db");
    let url = server(&db);
    let host = Approach::Host {
        table: spec(2, 23),
        seat: 0,
    };
    let mut screen = Screen::open(&url, host, 5);
    let code = screen.here.code.clone().expect("a code");
    let rt = runtime();
    let other = rt.spawn(play_seat(seat(&url, &code, 1, BotLevel::Easy)));
    screen.drop_mid_push = true;
    play_to_the_end(&mut [&mut screen]);
    let outcome = rt.block_on(other).expect("task").expect("played");
    assert_eq!(screen.drops, 1, "the connection dropped in a push by hand");
    assert_eq!(screen.here.state, LinkState::Connected, "and came back");
    assert_eq!(screen.scores(), outcome.scores);
    screen.ends_on_the_servers_quarry();
    check_record(
        &stored_record(&db, &code).expect("a record"),
        &screen.scores(),
    );
}

/// One person's screen: its seat at the server, its table, and the person.
pub(crate) struct Screen {
    pub here: OnlineSeat,
    pub table: Table,
    chooser: Bot,
    hand: Hand,
    moves: usize,
    pushes: usize,
    /// Frames in which a push by the other person's hand was being followed.
    followed: usize,
    /// Break the connection in the middle of the person's next push by hand.
    drop_mid_push: bool,
    drops: usize,
    /// Asked each frame of the second half of the person's pushes by hand
    /// until it says it acted (a server killed once it has the push, say).
    pub at_mid_push: Option<Box<dyn FnMut() -> bool>>,
}

/// Where the person's push by hand is.
#[derive(Clone, Copy)]
enum Hand {
    Idle,
    /// The stone asked in at the entrance; waiting for the push to begin.
    Placing,
    /// Holding the steady push for so many more frames.
    Pushing(u32),
    /// Let go; waiting for the stones to settle.
    Settling,
}

impl Screen {
    pub fn open(url: &str, approach: Approach, seed: u64) -> Screen {
        let data = via_appia::assets::default_game_data().expect("data");
        let mut here = OnlineSeat::open(url, approach, data).expect("the link starts");
        let deadline = Instant::now() + Duration::from_secs(20);
        let session = loop {
            here.listen();
            if let Some(session) = here.session() {
                break session;
            }
            assert!(
                Instant::now() < deadline,
                "no table in 20 s: {:?}",
                here.state
            );
            std::thread::sleep(Duration::from_millis(5));
        };
        assert_eq!(here.state, LinkState::Connected);
        let kit = BotKit::load_default().expect("bots");
        let mut table = Table::new(session, kit.clone());
        table.think_on_worker = false;
        table.bot_pause = 0.0;
        here.seat_table(&mut table);
        Screen {
            here,
            table,
            chooser: Bot::new(BotLevel::Easy, kit, seed),
            hand: Hand::Idle,
            moves: 0,
            pushes: 0,
            followed: 0,
            drop_mid_push: false,
            drops: 0,
            at_mid_push: None,
        }
    }

    fn done(&self) -> bool {
        self.table.session.game.is_over() && self.here.caught_up(&self.table)
    }

    /// One frame of the window: news in, the person's click or hand, the table on.
    fn frame(&mut self) {
        self.here.poll(&mut self.table);
        let table = &mut self.table;
        if table.hand().is_some_and(|(_, mine)| !mine)
            && (table.session.push.as_ref()).is_some_and(|d| d.by_a_hand())
        {
            self.followed += 1;
        }
        if matches!(self.hand, Hand::Idle) && table.person_to_act() && self.here.caught_up(table) {
            let command = choose(&mut self.chooser, table);
            self.moves += 1;
            table.intent(Intent::Command(command.clone()));
            if matches!(command, Command::Push { .. }) {
                self.pushes += 1;
                table.hand_input(HandInput::Press(RampPoint {
                    lateral: 0.002,
                    advance: 0.0,
                }));
                self.hand = Hand::Placing;
            }
        }
        self.hand = push_by_hand(table, self.hand);
        if self.drop_mid_push && matches!(self.hand, Hand::Pushing(45)) {
            self.here.drop_connection();
            self.drop_mid_push = false;
            self.drops += 1;
        }
        if matches!(self.hand, Hand::Pushing(n) if (1..=45).contains(&n)) {
            if let Some(act) = self.at_mid_push.as_mut() {
                if act() {
                    self.at_mid_push = None;
                }
            }
        }
        table.advance(FRAME);
    }

    pub fn scores(&self) -> Vec<u32> {
        (self.table.session.game.players().iter())
            .map(|p| p.score())
            .collect()
    }

    /// The table's quarry is the server's after its last push, and the table
    /// never had to take the server's game or quarry.
    pub fn ends_on_the_servers_quarry(&self) {
        let mirror = self.here.mirror().expect("a mirror");
        let last_hash = mirror.events.iter().rev().find_map(|(_, e)| match e {
            PublicEvent::Pushed { quarry_hash, .. } => Some(quarry_hash.clone()),
            _ => None,
        });
        assert_eq!(
            Some(quarry_hash(&self.table.session.quarry)),
            last_hash,
            "the screen's quarry is the server's, bit for bit"
        );
        let problem = &self.here.problem;
        assert_eq!(self.here.catch_ups, 0, "never caught up: {problem:?}");
    }
}

/// Every screen a frame at a time until every game is over (5 min at most).
pub(crate) fn play_to_the_end(screens: &mut [&mut Screen]) {
    let deadline = Instant::now() + Duration::from_secs(300);
    while !screens.iter().all(|s| s.done()) {
        assert!(Instant::now() < deadline, "the game did not end in 5 min");
        let busy = screens.iter().any(|s| s.table.push_under_way());
        for screen in screens.iter_mut() {
            screen.frame();
        }
        if !busy {
            // Waiting on the network: no need to spin.
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

/// The person's move, as a player who plays like an Easy bot would click it.
fn choose(chooser: &mut Bot, table: &Table) -> Command {
    let game = &table.session.game;
    let view = SeatView::new(game, game.current(), &table.session.ledger);
    let legal = game.legal_actions();
    let decided = chooser.decide(&view, &table.session.quarry);
    decided
        .map(|d| d.command)
        .filter(|c| legal.contains(c))
        .or_else(|| legal.first().cloned())
        .expect("a legal move")
}

/// The person's hand: once the stone is in, a steady push for a second and a
/// half, then let go, as the push panel's Space does.
fn push_by_hand(table: &mut Table, hand: Hand) -> Hand {
    let stage = table.hand().filter(|(_, mine)| *mine).map(|(h, _)| h.stage);
    match (hand, stage) {
        (Hand::Idle, _) | (_, None) => Hand::Idle,
        (Hand::Placing, Some(Stage::Pushing)) => {
            table.push_intent(PushIntent::Steady(true));
            Hand::Pushing(90)
        }
        (Hand::Pushing(0), Some(_)) => {
            table.push_intent(PushIntent::Steady(false));
            table.push_intent(PushIntent::LetGo);
            Hand::Settling
        }
        (Hand::Pushing(n), Some(_)) => Hand::Pushing(n - 1),
        (hand, Some(_)) => hand,
    }
}
