//! Positions set up by hand, checked: the one way besides [`Game::apply`] to
//! make a game outside the rules module.

use super::board::{Node, SpaceId};
use super::components::{City, Size, SizeCounts};
use super::data::{GameData, RuleOptions};
use super::scoring::final_scoring;
use super::setup::Setup;
use super::state::{CardId, Game, IncomeRow, Phase, PlayerId, QuarryTurn};
use rand_pcg::Pcg64;
use std::fmt;
use std::sync::Arc;

/// A position that [`GameBuilder::build`] refused: the field at fault (as a
/// path into the state, e.g. `players[1].stones`) and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildError {
    pub field: String,
    pub message: String,
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "field `{}`: {}", self.field, self.message)
    }
}

impl std::error::Error for BuildError {}

/// Sets up a position by hand (a test's, a puzzle's) from a new game or an
/// existing one, and checks it.
///
/// Each setter changes one part of the state. Pieces are conserved as on the
/// table: a setter that gives a player stones, tiles or a token takes them from
/// the matching supply, and one that takes them away puts them back there, so a
/// position set up piece by piece keeps every count the rules keep. Money is
/// not conserved and is set as given. [`GameBuilder::build`] then checks the
/// whole state with [`Game::check_invariants`] (and the structure of every
/// field) and names the first field that is inconsistent, so no position the
/// rules could not hold gets out of the builder.
///
/// ```
/// # use via_appia::assets::default_game_data;
/// # use via_appia::rules::{GameBuilder, Setup, SizeCounts};
/// let setup = Setup { seed: 1, players: vec!["A".into(), "B".into()], options: Default::default() };
/// let game = GameBuilder::new(default_game_data().unwrap(), &setup)
///     .unwrap()
///     .sesterces(0, 12)
///     .stones(1, SizeCounts::new(3, 1, 0))
///     .build()
///     .unwrap();
/// assert_eq!(game.player(0).sesterces(), 12);
/// ```
#[derive(Clone, Debug)]
pub struct GameBuilder {
    game: Game,
    /// The first setter that could not be carried out (a player or a space
    /// that does not exist); `build` reports it.
    error: Option<BuildError>,
}

impl GameBuilder {
    /// Starts from a new game, set up as [`Game::new`] sets it up.
    pub fn new(data: Arc<GameData>, setup: &Setup) -> Result<GameBuilder, String> {
        Game::new(data, setup).map(GameBuilder::from_game)
    }

    /// Starts from an existing game (a new one, or one played some way).
    pub fn from_game(game: Game) -> GameBuilder {
        GameBuilder { game, error: None }
    }

    /// Checks the position and returns it, or the first field that breaks the
    /// state's structure or a conservation law.
    pub fn build(self) -> Result<Game, BuildError> {
        if let Some(error) = self.error {
            return Err(error);
        }
        let g = &self.game;
        // A supply that gave more than it held has wrapped round below zero.
        let overdrawn = |v: u32| v > u32::MAX / 2;
        let sizes = |c: SizeCounts| Size::ALL.iter().any(|&s| overdrawn(c.get(s)));
        for (field, short) in [
            ("stone_storage", sizes(g.stone_storage)),
            ("tile_storage", sizes(g.tile_storage)),
            ("bonus_supply", g.bonus_supply.iter().any(|&b| overdrawn(b))),
            ("push_token_supply", overdrawn(g.push_token_supply)),
            ("marker_supply", overdrawn(g.marker_supply)),
        ] {
            if short {
                return Err(BuildError {
                    field: field.into(),
                    message: "more was taken from it than it held".into(),
                });
            }
        }
        g.check_invariants_by_field()
            .map_err(|(field, message)| BuildError { field, message })?;
        Ok(self.game)
    }

    fn fail(&mut self, field: String, message: &str) {
        self.error.get_or_insert(BuildError {
            field,
            message: message.into(),
        });
    }

    /// The player, or `None` (and the error kept for `build`) if there is none.
    fn player_ok(&mut self, player: PlayerId) -> bool {
        if player < self.game.players.len() {
            return true;
        }
        let n = self.game.players.len();
        self.fail(
            format!("players[{player}]"),
            &format!("no such player: the game has {n}"),
        );
        false
    }

    /// A player's sesterces (money is not conserved: set as given).
    pub fn sesterces(mut self, player: PlayerId, sesterces: u32) -> Self {
        if self.player_ok(player) {
            self.game.players[player].sesterces = sesterces;
        }
        self
    }

    /// A player's stones; the difference comes from (or goes back to) the
    /// stone storage.
    pub fn stones(mut self, player: PlayerId, stones: SizeCounts) -> Self {
        if self.player_ok(player) {
            let held = &mut self.game.players[player].stones;
            self.game.stone_storage = wrapping_move(self.game.stone_storage, *held, stones);
            *held = stones;
        }
        self
    }

    /// Stones in the quarry; the difference comes from (or goes back to) the
    /// stone storage.
    pub fn quarry(mut self, quarry: SizeCounts) -> Self {
        self.game.stone_storage = wrapping_move(self.game.stone_storage, self.game.quarry, quarry);
        self.game.quarry = quarry;
        self
    }

    /// What lies on one loading space of a player's cart; the difference comes
    /// from (or goes back to) the tile storage.
    pub fn cart_slot(mut self, player: PlayerId, slot: usize, load: SizeCounts) -> Self {
        if !self.player_ok(player) {
            return self;
        }
        let Some(held) = self.game.players[player].cart.slots.get_mut(slot) else {
            self.fail(
                format!("players[{player}].cart.slots[{slot}]"),
                "no such loading space",
            );
            return self;
        };
        self.game.tile_storage = wrapping_move(self.game.tile_storage, *held, load);
        *held = load;
        self
    }

    /// Whether a player holds the push +1 token; taken from (or put back in)
    /// the supply.
    pub fn push_token(mut self, player: PlayerId, holds: bool) -> Self {
        if self.player_ok(player) {
            let p = &mut self.game.players[player];
            let supply = &mut self.game.push_token_supply;
            match (p.push_token, holds) {
                (false, true) => *supply = supply.wrapping_sub(1),
                (true, false) => *supply = supply.wrapping_add(1),
                _ => {}
            }
            p.push_token = holds;
        }
        self
    }

    /// Where a player's piece stands.
    pub fn position(mut self, player: PlayerId, at: Node) -> Self {
        if self.player_ok(player) {
            self.game.players[player].position = at;
        }
        self
    }

    /// The furthest city a player has reached: where it may build.
    pub fn furthest_city(mut self, player: PlayerId, city: City) -> Self {
        if self.player_ok(player) {
            self.game.players[player].furthest_city = city;
        }
        self
    }

    /// A tile on `space`, built by `player` as the rules build one: the tile
    /// from the storage, a bonus token of the segment from the supply to the
    /// player, the tile's VP on the player's score. The space must be empty.
    pub fn road_tile(mut self, space: SpaceId, player: PlayerId) -> Self {
        let Some(i) = self.game.data.board.index(space) else {
            self.fail(format!("road[{space}]"), "no such space on the board");
            return self;
        };
        if !self.player_ok(player) {
            return self;
        }
        if self.game.road[i].is_some() {
            self.fail(format!("road[{i}]"), "the space has a tile already");
            return self;
        }
        let size = self.game.data.board.space(i).size;
        let segment = space.segment.index();
        let g = &mut self.game;
        g.road[i] = Some(player);
        *g.tile_storage.get_mut(size) = g.tile_storage.get(size).wrapping_sub(1);
        g.bonus_supply[segment] = g.bonus_supply[segment].wrapping_sub(1);
        let p = &mut g.players[player];
        p.bonus_tokens[segment] += 1;
        p.score += size.tile_vp();
        self
    }

    /// Takes the tile off `space` again, undoing [`GameBuilder::road_tile`]:
    /// the tile back to the storage, the bonus token back to the supply, its
    /// VP off the builder's score. The space must have a tile.
    pub fn clear_space(mut self, space: SpaceId) -> Self {
        let Some(i) = self.game.data.board.index(space) else {
            self.fail(format!("road[{space}]"), "no such space on the board");
            return self;
        };
        let Some(player) = self.game.road[i] else {
            self.fail(format!("road[{i}]"), "the space has no tile to clear");
            return self;
        };
        let size = self.game.data.board.space(i).size;
        let segment = space.segment.index();
        let g = &mut self.game;
        g.road[i] = None;
        *g.tile_storage.get_mut(size) += 1;
        g.bonus_supply[segment] += 1;
        let p = &mut g.players[player];
        p.bonus_tokens[segment] = p.bonus_tokens[segment].wrapping_sub(1);
        p.score = p.score.wrapping_sub(size.tile_vp());
        self
    }

    /// City markers placed in `city`; taken from (or put back in) the supply.
    pub fn city_markers(mut self, city: City, placed: u32) -> Self {
        let g = &mut self.game;
        let before = g.city_markers[city.index()];
        g.marker_supply = g.marker_supply.wrapping_add(before).wrapping_sub(placed);
        g.city_markers[city.index()] = placed;
        self
    }

    /// The income cards: the face-up row (in the order shown), the pile (top
    /// last) and the flipped cards. Every card must be in one of them once. The
    /// places the row was dealt to stay while its cards are among them.
    pub fn income(mut self, face_up: Vec<CardId>, pile: Vec<CardId>, flipped: Vec<CardId>) -> Self {
        // The row keeps the places it was dealt to while its cards still lie
        // among them (a hidden pile reordered); a new row is dealt as it lies.
        let old = &self.game.income.dealt;
        let kept = !old.is_empty() && face_up.iter().all(|c| old.contains(c));
        let dealt = if kept { old.clone() } else { face_up.clone() };
        self.game.income = IncomeRow {
            dealt,
            face_up,
            pile,
            flipped,
        };
        self
    }

    /// The player to act.
    pub fn current(mut self, player: PlayerId) -> Self {
        if self.player_ok(player) {
            self.game.current = player;
        }
        self
    }

    /// What the player to act is in the middle of. A quarry action is set with
    /// [`GameBuilder::quarry_rewards`], the end of the game with
    /// [`GameBuilder::game_over`].
    pub fn phase(mut self, phase: Phase) -> Self {
        self.game.phase = phase;
        self
    }

    /// The player to act has pushed (`pushed` stones) and stopped, with these
    /// rewards still to exchange, largest first.
    pub fn quarry_rewards(mut self, pushed: u8, rewards: Vec<Size>) -> Self {
        self.game.phase = Phase::Quarry(QuarryTurn {
            pushed,
            token_used: false,
            awaiting: None,
            fell_front: rewards.len() as u32,
            pushing_done: true,
            rewards,
        });
        self
    }

    /// Ends the game here, scored as the rules score it: the final scoring from
    /// the players as they stand (so call it last, once).
    pub fn game_over(mut self) -> Self {
        let scoring = final_scoring(&self.game.players);
        for (p, &total) in self.game.players.iter_mut().zip(&scoring.totals) {
            p.score = total;
        }
        self.game.final_scoring = Some(scoring);
        self.game.phase = Phase::GameOver;
        self
    }

    /// Whether the last round has begun.
    pub fn end_triggered(mut self, triggered: bool) -> Self {
        self.game.end_triggered = triggered;
        self
    }

    /// Turns since a tile was last built or a piece last moved.
    pub fn standstill(mut self, turns: u32) -> Self {
        self.game.standstill = turns;
        self
    }

    /// The rule variants.
    pub fn options(mut self, options: RuleOptions) -> Self {
        self.game.options = options;
        self
    }

    /// The game's random generator (it reshuffles the income pile).
    pub fn rng(mut self, rng: Pcg64) -> Self {
        self.game.rng = rng;
        self
    }
}

/// `supply + from - to` per size, wrapping: a supply may go below zero while a
/// position is set up piece by piece, as long as it ends at zero or more
/// (`build` checks that).
fn wrapping_move(supply: SizeCounts, from: SizeCounts, to: SizeCounts) -> SizeCounts {
    let mut out = supply;
    for size in Size::ALL {
        *out.get_mut(size) = supply
            .get(size)
            .wrapping_add(from.get(size))
            .wrapping_sub(to.get(size));
    }
    out
}
