//! Road construction: one or two tiles from the cart onto the road.

use super::board::{Node, SpaceId};
use super::command::{Command, Illegal};
use super::components::{Segment, Size};
use super::event::{EndReason, Event};
use super::state::{Game, Phase};

impl Game {
    /// The segments a player may build in: those next to a city he has visited.
    pub fn may_build_in(&self, segment: Segment) -> bool {
        segment.city_behind() <= self.current_player().furthest_city
    }

    /// A space with no tile that a line joins to a tile or to its city behind.
    pub fn space_is_open(&self, id: SpaceId) -> bool {
        let board = &self.data.board;
        let Some(index) = board.index(id) else {
            return false;
        };
        let space = board.space(index);
        self.road[index].is_none()
            && (space.joins_city_behind || space.adjacent.iter().any(|&j| self.road[j].is_some()))
    }

    pub(crate) fn check_build(&self, slot: usize, size: Size, space: Node) -> Result<(), Illegal> {
        let first_segment = match self.phase {
            Phase::ChooseAction => None,
            Phase::Building { first_segment } => Some(first_segment),
            _ => {
                return Err(Illegal::WrongPhase {
                    expected: self.phase_expects(),
                })
            }
        };
        if !self.current_player().cart.holds(slot, size) {
            return Err(Illegal::NoTileOnCart { slot, size });
        }
        let Node::Space(id) = space else {
            return Err(Illegal::NoSuchSpace(space));
        };
        let Some(index) = self.data.board.index(id) else {
            return Err(Illegal::NoSuchSpace(space));
        };
        if self.road[index].is_some() {
            return Err(Illegal::SpaceTaken(space));
        }
        let need = self.data.board.space(index).size;
        if need != size {
            return Err(Illegal::SizeMismatch { space, need });
        }
        if !self.may_build_in(id.segment) {
            return Err(Illegal::SegmentNotReached(space));
        }
        if !self.space_is_open(id) {
            return Err(Illegal::NotConnected(space));
        }
        if let Some(first) = first_segment {
            if first != id.segment {
                return Err(Illegal::SecondTileOtherSegment);
            }
            if Segment::ALL[..id.segment.index()]
                .iter()
                .any(|&s| !self.segment_complete(s))
            {
                return Err(Illegal::EarlierSegmentsIncomplete);
            }
        }
        Ok(())
    }

    pub(crate) fn execute_build(
        &mut self,
        slot: usize,
        size: Size,
        space: Node,
        out: &mut Vec<Event>,
    ) {
        let player = self.current;
        let second = matches!(self.phase, Phase::Building { .. });
        self.emit(
            Event::TileBuilt {
                player,
                space,
                size,
                slot,
                vp: size.tile_vp(),
            },
            out,
        );
        if self.road_complete() && !self.end_triggered {
            self.emit(
                Event::GameEndTriggered {
                    player,
                    reason: EndReason::RoadComplete,
                },
                out,
            );
        }
        if second {
            self.emit(Event::SecondTileBonus { player }, out);
            self.finish_turn(out);
        } else if !self.can_build_any() {
            self.finish_turn(out);
        }
    }

    pub(crate) fn check_end_turn(&self) -> Result<(), Illegal> {
        match self.phase {
            Phase::Building { .. } => Ok(()),
            _ => Err(Illegal::WrongPhase {
                expected: self.phase_expects(),
            }),
        }
    }

    /// Every build the player to act could make now, checked by `check_build`.
    pub(crate) fn build_candidates(&self, out: &mut Vec<Command>) {
        let cart = &self.current_player().cart;
        for (slot, load) in cart.slots.iter().enumerate() {
            for size in Size::ALL {
                if load.get(size) == 0 {
                    continue;
                }
                for (i, space) in self.data.board.spaces().iter().enumerate() {
                    if space.size == size && self.road[i].is_none() {
                        self.push_if_legal(
                            out,
                            Command::Build {
                                slot,
                                size,
                                space: Node::Space(space.id),
                            },
                        );
                    }
                }
            }
        }
    }

    fn can_build_any(&self) -> bool {
        let cart = &self.current_player().cart;
        cart.slots.iter().enumerate().any(|(slot, load)| {
            Size::ALL
                .into_iter()
                .filter(|&size| load.get(size) > 0)
                .any(|size| {
                    self.data.board.spaces().iter().enumerate().any(|(i, s)| {
                        s.size == size
                            && self.road[i].is_none()
                            && self.check_build(slot, size, Node::Space(s.id)).is_ok()
                    })
                })
        })
    }
}
