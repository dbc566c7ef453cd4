//! The plain opponent: a fixed list of rules of thumb, as a first-time player
//! would play, to measure the other levels against (issue: "Normal beats the
//! plain opponent ≥ 75 %, Hard ≥ 95 %"). It searches nothing and draws no random
//! number for its choices (only its hand's noise when it pushes):
//!
//! 1. build when it can (the largest tile first), and a second tile when it can;
//! 2. travel to the next city when it can reach and afford it;
//! 3. with stones enough for the quarry and room on the cart, go to the quarry:
//!    push its largest stone, and again while nothing has fallen;
//! 4. else travel as far towards the next city as it can (a piece that never
//!    left Rome could never build beyond segment A);
//! 5. load each reward as the largest tile that fits (on the last space that
//!    takes it), else sell it;
//! 6. unload a cart the bots' judgement finds stuck;
//! 7. else take the income card it needs: stones when it has too few for the
//!    quarry, else the most sesterces.

use super::evaluate::stuck_cart;
use super::{Decision, SeatView};
use crate::rules::{Command, Game, IncomeTake, Node, Phase, Size};
use crate::tr;

/// The plain opponent's next command and its reason.
pub fn decide(view: &SeatView<'_>) -> Option<Decision> {
    let game = view.public_game();
    let legal = game.legal_actions();
    let (command, reason) = choose(&game, &legal)?;
    Some(Decision {
        command,
        plan: None,
        expected_front: None,
        reason,
    })
}

fn choose(game: &Game, legal: &[Command]) -> Option<(Command, String)> {
    let find = |want: &dyn Fn(&Command) -> bool| legal.iter().find(|c| want(c)).cloned();
    match game.phase() {
        Phase::Building { .. } => largest_build(legal)
            .map(|c| (c, tr!("bots-plain-second-tile")))
            .or_else(|| {
                find(&|c| *c == Command::EndTurn).map(|c| (c, tr!("bots-plain-no-second-tile")))
            }),
        Phase::Quarry(q) if !q.pushing_done() => {
            let push = (q.fell_front() == 0).then(|| largest_push(legal)).flatten();
            push.map(|c| (c, tr!("bots-plain-largest-stone")))
                .or_else(|| {
                    find(&|c| *c == Command::StopPushing).map(|c| (c, tr!("bots-plain-enough")))
                })
        }
        Phase::Quarry(_) => best_load(legal)
            .map(|c| (c, tr!("bots-plain-largest-tile")))
            .or_else(|| {
                find(&|c| matches!(c, Command::SellReward { .. }))
                    .map(|c| (c, tr!("bots-plain-no-room")))
            }),
        Phase::ChooseAction => choose_action(game, legal),
        Phase::GameOver => None,
    }
    .or_else(|| {
        legal
            .first()
            .cloned()
            .map(|c| (c, tr!("bots-plain-only-move")))
    })
}

fn choose_action(game: &Game, legal: &[Command]) -> Option<(Command, String)> {
    if let Some(build) = largest_build(legal) {
        return Some((build, tr!("bots-plain-can-build")));
    }
    let to_city = legal
        .iter()
        .find(|c| matches!(c, Command::Travel { to: Node::City(_) }));
    if let Some(travel) = to_city {
        return Some((travel.clone(), tr!("bots-plain-next-city")));
    }
    let me = game.current_player();
    let cart_room = Size::ALL.into_iter().any(|s| {
        me.cart()
            .slots_for(&game.data().components.cart, s)
            .next()
            .is_some()
    });
    if cart_room && legal.contains(&Command::StartQuarry) {
        return Some((Command::StartQuarry, tr!("bots-plain-quarry")));
    }
    // Travel commands come nearest first.
    if let Some(travel) = legal
        .iter()
        .rev()
        .find(|c| matches!(c, Command::Travel { .. }))
    {
        return Some((travel.clone(), tr!("bots-plain-towards-city")));
    }
    if stuck_cart(game, game.current()).is_some() {
        let unload = legal
            .iter()
            .filter(|c| matches!(c, Command::UnloadCart { .. }))
            .max_by_key(|c| match c {
                Command::UnloadCart { returned } => returned.iter().map(|r| r.total()).sum(),
                _ => 0,
            });
        if let Some(unload) = unload {
            return Some((unload.clone(), tr!("bots-plain-cart-stuck")));
        }
    }
    let need_stones = me.stones().total() < u32::from(game.options().quarry_min_stones) + 1;
    income_card(game, legal, need_stones).map(|c| (c, tr!("bots-plain-card")))
}

/// The Build of the largest tile among the legal commands.
fn largest_build(legal: &[Command]) -> Option<Command> {
    largest(legal, |c| match c {
        Command::Build { size, .. } => Some(*size),
        _ => None,
    })
}

/// The push of the largest stone it holds.
fn largest_push(legal: &[Command]) -> Option<Command> {
    largest(legal, |c| match c {
        Command::Push { size } => Some(*size),
        _ => None,
    })
}

/// Of the commands `size_of` gives a size, one with the largest.
fn largest(legal: &[Command], size_of: impl Fn(&Command) -> Option<Size>) -> Option<Command> {
    legal
        .iter()
        .filter_map(|c| size_of(c).map(|size| (size, c)))
        .max_by_key(|(size, _)| *size)
        .map(|(_, c)| c.clone())
}

/// The largest tile for the largest reward, on the last space that takes it.
fn best_load(legal: &[Command]) -> Option<Command> {
    legal
        .iter()
        .filter(|c| matches!(c, Command::TakeTile { .. }))
        .max_by_key(|c| match c {
            Command::TakeTile { reward, tile, slot } => (*tile, *reward, *slot),
            _ => (Size::Small, Size::Small, 0),
        })
        .cloned()
}

/// The face-up card whose wanted half is largest: stones by count, or sesterces.
fn income_card(game: &Game, legal: &[Command], stones: bool) -> Option<Command> {
    let worth = |c: &Command| -> u32 {
        let Command::TakeIncome { card, take } = c else {
            return 0;
        };
        let Some(card) = game
            .income()
            .face_up()
            .get(*card)
            .and_then(|&id| game.data().components.income_cards.get(id))
        else {
            return 0;
        };
        match take {
            IncomeTake::Both => card.sesterces + card.stones.total(),
            IncomeTake::Stones if stones => card.stones.total(),
            IncomeTake::Sesterces if !stones => card.sesterces,
            _ => 0,
        }
    };
    legal
        .iter()
        .filter(|c| matches!(c, Command::TakeIncome { .. }))
        .max_by_key(|c| worth(c))
        .cloned()
}
