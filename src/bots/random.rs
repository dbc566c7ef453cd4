//! The random player and the random quarry: uniform legal choices, for property
//! tests and throughput figures, and a stand-in quarry outcome for headless play.

use crate::rules::{Command, Game, Size, SizeCounts};
use rand::{Rng, RngExt, SeedableRng};
use rand_pcg::Pcg64;

/// Chooses uniformly among the legal commands' kinds, then among the commands of
/// that kind (so that the many build or tile choices do not crowd out travel).
///
/// It declines tiles it could not build now: a cart full of tiles that fit no open
/// space can never be emptied (the rules have no discard), and random players
/// would all jam their carts and stall the game. Every choice is still legal.
pub fn random_command<R: Rng>(game: &Game, rng: &mut R) -> Option<Command> {
    random_command_with(game, rng, &mut Vec::new())
}

/// `random_command` with a reused buffer for the legal commands.
fn random_command_with<R: Rng>(
    game: &Game,
    rng: &mut R,
    legal: &mut Vec<Command>,
) -> Option<Command> {
    game.legal_actions_into(legal);
    if legal.is_empty() {
        return None;
    }
    if legal
        .iter()
        .any(|c| matches!(c, Command::SellReward { .. }))
    {
        let mut placeable: [Option<bool>; 3] = [None; 3];
        legal.retain(|c| match c {
            Command::TakeTile { tile, .. } => {
                *placeable[tile.index()].get_or_insert_with(|| has_place_for(game, *tile))
            }
            _ => true,
        });
        keep_tightest_slot(legal);
    }
    let mut kinds = Vec::with_capacity(4);
    for command in legal.iter() {
        let kind = std::mem::discriminant(command);
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    let kind = kinds[rng.random_range(0..kinds.len())];
    let of_kind = legal
        .iter()
        .filter(|c| std::mem::discriminant(*c) == kind)
        .count();
    let pick = rng.random_range(0..of_kind);
    legal
        .iter()
        .filter(|c| std::mem::discriminant(*c) == kind)
        .nth(pick)
        .cloned()
}

/// Of the cart spaces a tile could go to, keeps only the most restrictive one, so
/// that a small tile does not take the one space that can hold a large tile.
fn keep_tightest_slot(legal: &mut Vec<Command>) {
    let tightest = |reward: Size, tile: Size| {
        legal
            .iter()
            .filter_map(|c| match c {
                Command::TakeTile {
                    reward: r,
                    tile: t,
                    slot,
                } if *r == reward && *t == tile => Some(*slot),
                _ => None,
            })
            .max()
    };
    let keep: Vec<bool> = legal
        .iter()
        .map(|c| match c {
            Command::TakeTile { reward, tile, slot } => tightest(*reward, *tile) == Some(*slot),
            _ => true,
        })
        .collect();
    let mut keep = keep.into_iter();
    legal.retain(|_| keep.next().unwrap_or(true));
}

/// True if the player to act has more open spaces of this size, in segments he
/// may build in, than tiles of this size on his cart.
fn has_place_for(game: &Game, size: Size) -> bool {
    let open = game
        .data
        .board
        .spaces()
        .iter()
        .enumerate()
        .filter(|(i, s)| {
            s.size == size
                && game.road[*i].is_none()
                && game.may_build_in(s.id.segment)
                && game.space_is_open(s.id)
        })
        .count() as u32;
    open > game.current_player().cart.tiles().get(size)
}

/// A quarry outcome drawn at random for a pushed stone: larger stones push more
/// stones off, and a fuller quarry gives more (so that, as on the table, the
/// quarry neither empties nor fills up). Now and then one leaves over a side.
/// Never more than the quarry holds.
pub fn random_quarry_result<R: Rng>(quarry: &SizeCounts, pushed: Size, rng: &mut R) -> Command {
    // Mean stones off the front edge for a quarry holding its opening 24.
    let base = match pushed {
        Size::Small => 0.6,
        Size::Mid => 1.1,
        Size::Large => 2.0,
    };
    let mean = base * f64::from(quarry.total()) / 24.0;
    let drops = mean.floor() as u32 + u32::from(rng.random::<f64>() < mean.fract());
    let mut pool = *quarry;
    let mut front = SizeCounts::ZERO;
    let mut elsewhere = SizeCounts::ZERO;
    for _ in 0..drops {
        match draw_stone(&mut pool, rng) {
            Some(stone) => *front.get_mut(stone) += 1,
            None => break,
        }
    }
    if rng.random_range(0..20) == 0 {
        if let Some(stone) = draw_stone(&mut pool, rng) {
            *elsewhere.get_mut(stone) += 1;
        }
    }
    Command::QuarryResult { front, elsewhere }
}

/// Takes one stone at random out of a pile, every stone equally likely.
fn draw_stone<R: Rng>(pile: &mut SizeCounts, rng: &mut R) -> Option<Size> {
    if pile.total() == 0 {
        return None;
    }
    let mut pick = rng.random_range(0..pile.total());
    for size in Size::ALL {
        if pick < pile.get(size) {
            *pile.get_mut(size) -= 1;
            return Some(size);
        }
        pick -= pile.get(size);
    }
    None
}

/// A random player for headless games: answers the quarry at random when a
/// result is awaited, else plays a random legal command.
pub struct RandomPlayer {
    rng: Pcg64,
    legal: Vec<Command>,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: Pcg64::seed_from_u64(seed),
            legal: Vec::with_capacity(64),
        }
    }

    /// The next command of the game, or `None` when it is over.
    pub fn next_command(&mut self, game: &Game) -> Option<Command> {
        match game.awaiting_quarry() {
            Some(pushed) => Some(random_quarry_result(&game.quarry, pushed, &mut self.rng)),
            None => random_command_with(game, &mut self.rng, &mut self.legal),
        }
    }
}

/// The random level's decision: a random legal command, a random push plan.
pub fn decide<R: Rng>(
    view: &super::SeatView,
    quarry: &crate::quarry::Quarry,
    rng: &mut R,
) -> Option<super::Decision> {
    let command = random_command(view.game(), rng)?;
    let plan = match command {
        Command::Push { size } => Some(crate::quarry::PushPlan::random(quarry.config(), size, rng)),
        _ => None,
    };
    Some(super::Decision {
        command,
        plan,
        expected_front: None,
        // A random move has no reason worth a line in the log.
        reason: String::new(),
    })
}
