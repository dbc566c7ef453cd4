//! The random player and the random quarry: uniform legal choices, for property
//! tests and throughput figures, and a stand-in quarry outcome for headless play.

use super::SeatView;
use crate::rules::cart::Cart;
use crate::rules::{Command, Game, GameData, PlayerId, Segment, Size, SizeCounts, SpaceId};
use rand::{Rng, RngExt, SeedableRng};
use rand_pcg::Pcg64;

/// What the random player reads of a position: the whole game (the engine's own
/// random player, [`RandomPlayer`]) or a seat's view (the Random bot). Both answer
/// the same for the same table, so the two players choose alike.
trait Position {
    /// The legal commands of the player to act, into `out` (cleared first).
    fn legal_into(&self, out: &mut Vec<Command>);
    fn data(&self) -> &GameData;
    fn road(&self) -> &[Option<PlayerId>];
    /// The cart of the player to act.
    fn cart_to_act(&self) -> &Cart;
    fn may_build_in(&self, segment: Segment) -> bool;
    fn space_is_open(&self, id: SpaceId) -> bool;
}

impl Position for Game {
    fn legal_into(&self, out: &mut Vec<Command>) {
        self.legal_actions_into(out);
    }
    fn data(&self) -> &GameData {
        self.data()
    }
    fn road(&self) -> &[Option<PlayerId>] {
        self.road()
    }
    fn cart_to_act(&self) -> &Cart {
        self.current_player().cart()
    }
    fn may_build_in(&self, segment: Segment) -> bool {
        Game::may_build_in(self, segment)
    }
    fn space_is_open(&self, id: SpaceId) -> bool {
        Game::space_is_open(self, id)
    }
}

impl Position for SeatView<'_> {
    fn legal_into(&self, out: &mut Vec<Command>) {
        self.legal_commands_into(out);
    }
    fn data(&self) -> &GameData {
        SeatView::data(self)
    }
    fn road(&self) -> &[Option<PlayerId>] {
        SeatView::road(self)
    }
    fn cart_to_act(&self) -> &Cart {
        self.cart(self.to_act())
    }
    fn may_build_in(&self, segment: Segment) -> bool {
        SeatView::may_build_in(self, segment)
    }
    fn space_is_open(&self, id: SpaceId) -> bool {
        SeatView::space_is_open(self, id)
    }
}

/// Chooses uniformly among the legal commands' kinds, then among the commands of
/// that kind (so that the many build or tile choices do not crowd out travel).
///
/// It declines tiles it could not build now: a cart full of tiles that fit no open
/// space can never be emptied (the rules have no discard), and random players
/// would all jam their carts and stall the game. Every choice is still legal.
pub fn random_command<R: Rng>(game: &Game, rng: &mut R) -> Option<Command> {
    random_command_with(game, rng, &mut Vec::new())
}

/// `random_command` with a reused buffer for the legal commands: headless play
/// asks for one a command, and allocating the list each time was a tenth of
/// the run.
fn random_command_with<P: Position + ?Sized, R: Rng>(
    position: &P,
    rng: &mut R,
    legal: &mut Vec<Command>,
) -> Option<Command> {
    position.legal_into(legal);
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
                *placeable[tile.index()].get_or_insert_with(|| has_place_for(position, *tile))
            }
            _ => true,
        });
        keep_tightest_slot(legal);
    }
    // The kinds in the order they first appear in the list (on the stack: this
    // runs once a command).
    let mut seen = [false; KINDS];
    let mut kinds = [0usize; KINDS];
    let mut count = 0;
    for command in legal.iter() {
        let kind = kind_of(command);
        if !seen[kind] {
            seen[kind] = true;
            kinds[count] = kind;
            count += 1;
        }
    }
    let kind = kinds[rng.random_range(0..count)];
    let of_kind = legal.iter().filter(|c| kind_of(c) == kind).count();
    let pick = rng.random_range(0..of_kind);
    legal
        .iter()
        .filter(|c| kind_of(c) == kind)
        .nth(pick)
        .cloned()
}

/// How many kinds of command there are ([`kind_of`]).
const KINDS: usize = 12;

/// A command's kind as a small index (its variant); the match is exhaustive, so a
/// new kind of command cannot be forgotten here.
fn kind_of(command: &Command) -> usize {
    match command {
        Command::TakeIncome { .. } => 0,
        Command::StartQuarry => 1,
        Command::Push { .. } => 2,
        Command::QuarryResult { .. } => 3,
        Command::StopPushing => 4,
        Command::TakeTile { .. } => 5,
        Command::SellReward { .. } => 6,
        Command::Build { .. } => 7,
        Command::EndTurn => 8,
        Command::Travel { .. } => 9,
        Command::Pass => 10,
        Command::UnloadCart { .. } => 11,
    }
}

/// Of the cart spaces a tile could go to, keeps only the most restrictive one, so
/// that a small tile does not take the one space that can hold a large tile.
fn keep_tightest_slot(legal: &mut Vec<Command>) {
    // The last (tightest) slot offered for each reward and tile.
    let mut tightest = [[None::<usize>; 3]; 3];
    for command in legal.iter() {
        if let Command::TakeTile { reward, tile, slot } = command {
            let best = &mut tightest[reward.index()][tile.index()];
            *best = (*best).max(Some(*slot));
        }
    }
    legal.retain(|c| match c {
        Command::TakeTile { reward, tile, slot } => {
            tightest[reward.index()][tile.index()] == Some(*slot)
        }
        _ => true,
    });
}

/// True if the player to act has more open spaces of this size, in segments he
/// may build in, than tiles of this size on his cart.
fn has_place_for<P: Position + ?Sized>(position: &P, size: Size) -> bool {
    let road = position.road();
    let open = position
        .data()
        .board
        .spaces()
        .iter()
        .enumerate()
        .filter(|(i, s)| {
            s.size == size
                && road[*i].is_none()
                && position.may_build_in(s.id.segment)
                && position.space_is_open(s.id)
        })
        .count() as u32;
    open > position.cart_to_act().tiles().get(size)
}

/// A quarry outcome drawn at random for a pushed stone: larger stones push more
/// stones off, and a fuller quarry gives more (so that, as on the table, the
/// quarry neither empties nor fills up). Now and then one leaves over a side.
/// Never more than the quarry holds.
pub fn random_quarry_result<R: Rng>(quarry: &SizeCounts, pushed: Size, rng: &mut R) -> Command {
    let (front, elsewhere) = random_falls(quarry, pushed, rng);
    Command::QuarryResult { front, elsewhere }
}

/// [`random_quarry_result`]'s draw: what falls off the front, and what elsewhere.
pub fn random_falls<R: Rng>(
    quarry: &SizeCounts,
    pushed: Size,
    rng: &mut R,
) -> (SizeCounts, SizeCounts) {
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
    (front, elsewhere)
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
            Some(pushed) => Some(random_quarry_result(&game.quarry(), pushed, &mut self.rng)),
            None => random_command_with(game, &mut self.rng, &mut self.legal),
        }
    }
}

/// The random level's decision: a random legal command, a random push plan.
/// `legal` is the bot's buffer for the legal commands, kept between decisions.
pub fn decide<R: Rng>(
    view: &SeatView<'_>,
    quarry: &crate::quarry::Quarry,
    rng: &mut R,
    legal: &mut Vec<Command>,
) -> Option<super::Decision> {
    let command = random_command_with(view, rng, legal)?;
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
