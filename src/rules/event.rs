//! What happened: the engine turns each command into events and changes the state
//! only by applying them. The view animates them, the log prints them.

use super::board::Node;
use super::components::{City, Size, SizeCounts};
use super::scoring::FinalScoring;
use super::state::{CardId, Game, Phase, PlayerId, QuarryTurn};
use serde::{Deserialize, Serialize};

/// Why the last round began.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum EndReason {
    BrundisiumReached,
    RoadComplete,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Event {
    /// Every player returned half (rounded down) of their stones of `size`.
    StoneShortage {
        size: Size,
        returned: Vec<u32>,
    },
    IncomeTaken {
        player: PlayerId,
        card: CardId,
        sesterces: u32,
        stones: SizeCounts,
    },
    PushTokenGained {
        player: PlayerId,
    },
    /// The last card was taken but no push +1 token came with it: the player
    /// holds one already, and nobody holds two. (With four tokens and at most
    /// four players, one is always left for a player who holds none.)
    PushTokenWithheld {
        player: PlayerId,
    },
    /// The row was refilled from the pile and the rest reshuffled.
    IncomeRefilled {
        face_up: Vec<CardId>,
        pile: Vec<CardId>,
    },
    QuarryStarted {
        player: PlayerId,
    },
    StonePushed {
        player: PlayerId,
        size: Size,
        with_token: bool,
    },
    StonesLeftQuarry {
        front: SizeCounts,
        elsewhere: SizeCounts,
    },
    /// Pushing is over; `consolation` adds a small-tile-or-sesterce reward.
    PushingStopped {
        player: PlayerId,
        consolation: bool,
    },
    TileTaken {
        player: PlayerId,
        reward: Size,
        tile: Size,
        slot: usize,
    },
    RewardSold {
        player: PlayerId,
        reward: Size,
    },
    TileBuilt {
        player: PlayerId,
        space: Node,
        size: Size,
        slot: usize,
        vp: u32,
    },
    SecondTileBonus {
        player: PlayerId,
    },
    Travelled {
        player: PlayerId,
        path: Vec<Node>,
        cost: u32,
    },
    CityReached {
        player: PlayerId,
        city: City,
        vp_token: Option<u32>,
        marker: bool,
    },
    Passed {
        player: PlayerId,
    },
    /// A stuck cart's tiles went back to the storage (per cart space).
    CartUnloaded {
        player: PlayerId,
        returned: Vec<SizeCounts>,
    },
    GameEndTriggered {
        player: PlayerId,
        reason: EndReason,
    },
    TurnEnded {
        player: PlayerId,
        next: PlayerId,
    },
    RoundEnded {
        round: u32,
    },
    GameOver {
        scoring: FinalScoring,
    },
}

impl Game {
    /// Changes the state by one event. Events come from `execute`, which checked
    /// them, so applying never fails.
    pub(crate) fn apply_event(&mut self, event: &Event) {
        match event {
            Event::StoneShortage { size, returned } => {
                for (p, &n) in self.players.iter_mut().zip(returned) {
                    *p.stones.get_mut(*size) -= n;
                    *self.stone_storage.get_mut(*size) += n;
                }
            }
            Event::IncomeTaken {
                player,
                card,
                sesterces,
                stones,
            } => {
                self.income.face_up.retain(|c| c != card);
                self.income.flipped.push(*card);
                let p = &mut self.players[*player];
                p.sesterces += sesterces;
                for size in Size::ALL {
                    *p.stones.get_mut(size) += stones.get(size);
                    *self.stone_storage.get_mut(size) -= stones.get(size);
                }
            }
            Event::PushTokenGained { player } => {
                self.players[*player].push_token = true;
                self.push_token_supply -= 1;
            }
            Event::PushTokenWithheld { .. } => {}
            Event::IncomeRefilled { face_up, pile } => {
                self.income.face_up = face_up.clone();
                self.income.dealt = face_up.clone();
                self.income.pile = pile.clone();
                self.income.flipped.clear();
            }
            Event::QuarryStarted { .. } => {
                self.phase = Phase::Quarry(QuarryTurn {
                    pushed: 0,
                    token_used: false,
                    awaiting: None,
                    fell_front: 0,
                    pushing_done: false,
                    rewards: Vec::new(),
                });
            }
            Event::StonePushed {
                player,
                size,
                with_token,
            } => self.apply_push(*player, *size, *with_token),
            Event::StonesLeftQuarry { front, elsewhere } => self.apply_fall(front, elsewhere),
            Event::PushingStopped { consolation, .. } => {
                if let Phase::Quarry(q) = &mut self.phase {
                    q.pushing_done = true;
                    if *consolation {
                        q.rewards.push(Size::Small);
                    }
                }
            }
            Event::TileTaken {
                player,
                reward,
                tile,
                slot,
            } => {
                self.take_reward(*reward);
                *self.tile_storage.get_mut(*tile) -= 1;
                *self.players[*player].cart.slots[*slot].get_mut(*tile) += 1;
            }
            Event::RewardSold { player, reward } => {
                self.take_reward(*reward);
                self.players[*player].sesterces += 1;
            }
            Event::TileBuilt {
                player,
                space,
                size,
                slot,
                vp,
            } => self.apply_build(*player, *space, *size, *slot, *vp),
            Event::SecondTileBonus { player } => self.players[*player].sesterces += 1,
            Event::Travelled { player, path, cost } => {
                let p = &mut self.players[*player];
                p.sesterces -= cost;
                if let Some(&last) = path.last() {
                    p.position = last;
                    self.standstill = 0;
                }
            }
            Event::CityReached {
                player,
                city,
                vp_token,
                marker,
            } => self.apply_arrival(*player, *city, *vp_token, *marker),
            Event::Passed { .. } => {}
            Event::CartUnloaded { player, returned } => {
                let cart = &mut self.players[*player].cart;
                for (load, back) in cart.slots.iter_mut().zip(returned) {
                    for size in Size::ALL {
                        *load.get_mut(size) -= back.get(size);
                        *self.tile_storage.get_mut(size) += back.get(size);
                    }
                }
            }
            Event::GameEndTriggered { .. } => self.end_triggered = true,
            Event::TurnEnded { player, next } => {
                self.players[*player].turns += 1;
                self.standstill = self.standstill.saturating_add(1);
                self.current = *next;
                self.phase = Phase::ChooseAction;
            }
            Event::RoundEnded { round } => self.round = round + 1,
            Event::GameOver { scoring } => {
                for (p, total) in self.players.iter_mut().zip(&scoring.totals) {
                    p.score = *total;
                }
                self.final_scoring = Some(scoring.clone());
                self.phase = Phase::GameOver;
            }
        }
    }

    fn apply_push(&mut self, player: PlayerId, size: Size, with_token: bool) {
        *self.players[player].stones.get_mut(size) -= 1;
        *self.quarry.get_mut(size) += 1;
        if with_token {
            self.players[player].push_token = false;
            self.push_token_supply += 1;
        }
        if let Phase::Quarry(q) = &mut self.phase {
            q.pushed += 1;
            q.token_used |= with_token;
            q.awaiting = Some(size);
        }
    }

    fn apply_fall(&mut self, front: &SizeCounts, elsewhere: &SizeCounts) {
        for size in Size::ALL {
            let gone = front.get(size) + elsewhere.get(size);
            *self.quarry.get_mut(size) -= gone;
            *self.stone_storage.get_mut(size) += gone;
        }
        if let Phase::Quarry(q) = &mut self.phase {
            q.awaiting = None;
            q.fell_front += front.total();
            // Largest rewards first: the natural order to exchange them in.
            q.rewards.extend(front.pieces().into_iter().rev());
        }
    }

    fn take_reward(&mut self, reward: Size) {
        if let Phase::Quarry(q) = &mut self.phase {
            if let Some(i) = q.rewards.iter().position(|&r| r == reward) {
                q.rewards.remove(i);
            }
        }
    }

    fn apply_build(&mut self, player: PlayerId, space: Node, size: Size, slot: usize, vp: u32) {
        let Node::Space(id) = space else { return };
        let Some(index) = self.data.board.index(id) else {
            return;
        };
        self.road[index] = Some(player);
        self.standstill = 0;
        let p = &mut self.players[player];
        *p.cart.slots[slot].get_mut(size) -= 1;
        p.bonus_tokens[id.segment.index()] += 1;
        p.score += vp;
        self.bonus_supply[id.segment.index()] -= 1;
        if self.phase == Phase::ChooseAction {
            self.phase = Phase::Building {
                first_segment: id.segment,
            };
        }
    }

    fn apply_arrival(&mut self, player: PlayerId, city: City, vp_token: Option<u32>, marker: bool) {
        self.arrivals[city.index()] += 1;
        let p = &mut self.players[player];
        p.furthest_city = p.furthest_city.max(city);
        if let Some(token) = vp_token {
            self.vp_stacks[city.index()].pop();
            p.vp_tokens.push(token);
            p.score += token;
        }
        if marker {
            self.city_markers[city.index()] += 1;
            self.marker_supply -= 1;
        }
    }
}
