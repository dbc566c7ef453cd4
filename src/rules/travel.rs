//! Travel: move 1–3 steps forward over tiles, stopping at the next city.

use super::board::Node;
use super::command::{Command, Illegal};
use super::components::{City, Segment, Size};
use super::event::{EndReason, Event};
use super::state::Game;

/// A path of at most 3 steps, without allocating (checked for every candidate).
#[derive(Default)]
struct PathBuf {
    nodes: [Option<Node>; 3],
    len: usize,
}

impl PathBuf {
    fn push(&mut self, node: Node) {
        self.nodes[self.len] = Some(node);
        self.len += 1;
    }

    fn pop(&mut self) {
        self.len -= 1;
    }
}

/// Base cost of 1, 2 or 3 steps.
pub const STEP_COST: [u32; 3] = [1, 3, 6];

impl Game {
    /// The segment a piece on `node` travels in, and its row there (0 in the city behind).
    fn travel_position(&self, node: Node) -> Option<(Segment, u8)> {
        match node {
            Node::City(c) => c.segment_ahead().map(|s| (s, 0)),
            Node::Space(id) => Some((id.segment, id.row)),
        }
    }

    /// Row of a destination within `segment`, if it lies in it (the city ahead
    /// counts as the row after the last).
    fn row_in(&self, segment: Segment, node: Node) -> Option<u8> {
        match node {
            Node::City(c) if c == segment.city_ahead() => Some(self.data.board.rows(segment) + 1),
            Node::Space(id) if id.segment == segment && self.data.board.index(id).is_some() => {
                Some(id.row)
            }
            _ => None,
        }
    }

    /// How many pieces a node holds: cities any number, large tiles 2, others 1.
    fn capacity(&self, node: Node) -> usize {
        match node {
            Node::City(_) => usize::MAX,
            Node::Space(id) => match self
                .data
                .board
                .index(id)
                .map(|i| self.data.board.space(i).size)
            {
                Some(Size::Large) => 2,
                _ => 1,
            },
        }
    }

    fn has_tile(&self, node: Node) -> bool {
        match node {
            Node::City(_) => false,
            Node::Space(id) => self
                .data
                .board
                .index(id)
                .is_some_and(|i| self.road[i].is_some()),
        }
    }

    /// Finds a path of exactly `steps` steps from `at` to `to` over tiles, along
    /// lines, the first in board order; cities end a path. Fills `path`.
    fn extend_path(&self, at: Node, to: Node, steps: u8, path: &mut PathBuf) -> bool {
        for &next in self.data.board.next(at) {
            let fits = if steps == 1 {
                next == to && (matches!(to, Node::City(_)) || self.has_tile(to))
            } else {
                self.has_tile(next)
            };
            if !fits {
                continue;
            }
            path.push(next);
            if steps == 1 || self.extend_path(next, to, steps - 1, path) {
                return true;
            }
            path.pop();
        }
        false
    }

    /// What a trip of `steps` steps costs the current player: city markers on the
    /// city ahead lower it by 1 each, never below 0.
    pub fn travel_cost(&self, steps: u8, segment: Segment) -> u32 {
        let base = STEP_COST[(steps as usize).clamp(1, 3) - 1];
        base.saturating_sub(self.city_markers[segment.city_ahead().index()])
    }

    /// Steps and cost of a legal trip for the player to act (for labels).
    pub fn travel_quote(&self, to: Node) -> Result<(u8, u32), Illegal> {
        self.check_travel(to)
    }

    /// Checks a trip and returns its steps and cost.
    pub(crate) fn check_travel(&self, to: Node) -> Result<(u8, u32), Illegal> {
        self.expect_choose_action()?;
        let player = self.current_player();
        let Some((segment, row)) = self.travel_position(player.position) else {
            return Err(Illegal::NotForward(to));
        };
        let Some(target_row) = self.row_in(segment, to) else {
            return Err(
                if self.travel_position(to).is_some_and(|(s, _)| s > segment) {
                    Illegal::TooFar(to)
                } else {
                    Illegal::NotForward(to)
                },
            );
        };
        if target_row <= row {
            return Err(Illegal::NotForward(to));
        }
        let steps = target_row - row;
        if steps > 3 {
            return Err(Illegal::TooFar(to));
        }
        if !self.extend_path(player.position, to, steps, &mut PathBuf::default()) {
            return Err(Illegal::NoRoad(to));
        }
        if self.pieces_on(to) >= self.capacity(to) {
            return Err(Illegal::SpaceFull(to));
        }
        let cost = self.travel_cost(steps, segment);
        if cost > player.sesterces {
            return Err(Illegal::CannotAfford {
                cost,
                have: player.sesterces,
            });
        }
        Ok((steps, cost))
    }

    pub(crate) fn execute_travel(&mut self, to: Node, out: &mut Vec<Event>) {
        let Ok((steps, cost)) = self.check_travel(to) else {
            return;
        };
        let player = self.current;
        let mut buf = PathBuf::default();
        self.extend_path(self.players[player].position, to, steps, &mut buf);
        let path: Vec<Node> = buf.nodes[..buf.len].iter().flatten().copied().collect();
        self.emit(Event::Travelled { player, path, cost }, out);
        if let Node::City(city) = to {
            self.arrive(city, out);
        }
        self.finish_turn(out);
    }

    /// Arrival in a city: the top VP token, and a city marker unless this is the
    /// last player to arrive.
    fn arrive(&mut self, city: City, out: &mut Vec<Event>) {
        let player = self.current;
        let vp_token = self.vp_stacks[city.index()].last().copied();
        let last_to_arrive = self.arrivals[city.index()] + 1 >= self.players.len() as u32;
        let marker = !last_to_arrive && self.marker_supply > 0;
        self.emit(
            Event::CityReached {
                player,
                city,
                vp_token,
                marker,
            },
            out,
        );
        if city == City::Brundisium && vp_token.is_some() && !self.end_triggered {
            self.emit(
                Event::GameEndTriggered {
                    player,
                    reason: EndReason::BrundisiumReached,
                },
                out,
            );
        }
    }

    /// Destinations worth checking for the current player: the rows up to 3 ahead
    /// in his segment and the city ahead.
    pub(crate) fn travel_candidates(&self, out: &mut Vec<Command>) {
        let Some((segment, row)) = self.travel_position(self.current_player().position) else {
            return;
        };
        let board = &self.data.board;
        let last = board.rows(segment) + 1;
        for target in row + 1..=(row + 3).min(last) {
            if target == last {
                self.push_if_legal(
                    out,
                    Command::Travel {
                        to: Node::City(segment.city_ahead()),
                    },
                );
                continue;
            }
            for lane in 0..3 {
                let id = super::board::SpaceId {
                    segment,
                    row: target,
                    lane,
                };
                if board.index(id).is_some() {
                    self.push_if_legal(
                        out,
                        Command::Travel {
                            to: Node::Space(id),
                        },
                    );
                }
            }
        }
    }
}
