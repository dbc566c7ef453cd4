//! The guided first game's steps: what the table teaches, one thing at a time,
//! and when the person has done it. The steps advance on the rules' events of
//! the person's own seat (a card taken, a stone pushed, a tile built…), never on
//! a bot's move and never on a click in the guide itself, except where a step
//! only explains (the welcome and the end). Skipping leaves the game going on
//! as a normal game.
//!
//! Pure logic: the window feeds it the events it hears (`Session::take_heard`)
//! and draws the step (`ui::guide_panel`); the tests feed it events by hand.

use crate::rules::{Event, Game, PlayerId};

/// The seed of the guided game: Livia (the person) begins against an Easy bot,
/// and the first row after Rome has a small space, which the tile from two
/// small stones pushed (or the consolation for them) can be built on.
pub const GUIDE_SEED: u64 = 1;

/// What the guide is teaching now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// Who plays, what the game is about (explained: "Next").
    Welcome,
    /// Take a card from the income row.
    Income,
    /// Choose the quarry as the turn's action.
    Quarry,
    /// Put a stone in and push it carefully (Space held); once more; done.
    Push,
    /// Take the rewards onto the cart (or sell them).
    Rewards,
    /// Build a tile from the cart on a lit space.
    Build,
    /// Travel along the road just built.
    Travel,
    /// What scores and how the game ends (explained: "Play on").
    End,
    /// The guide is over: taught to the end, or skipped.
    Over,
}

impl Step {
    /// The steps the person goes through, in order (`Over` is none).
    pub const TAUGHT: [Step; 8] = [
        Step::Welcome,
        Step::Income,
        Step::Quarry,
        Step::Push,
        Step::Rewards,
        Step::Build,
        Step::Travel,
        Step::End,
    ];

    /// A short name for the step: the key of its words (`guide-<key>-…`) and
    /// what `--print-log` reports ("guide: income").
    pub fn key(self) -> &'static str {
        match self {
            Step::Welcome => "welcome",
            Step::Income => "income",
            Step::Quarry => "quarry",
            Step::Push => "push",
            Step::Rewards => "rewards",
            Step::Build => "build",
            Step::Travel => "travel",
            Step::End => "end",
            Step::Over => "over",
        }
    }

    /// Its place among the taught steps, from 1 (`None` once over).
    pub fn number(self) -> Option<usize> {
        Step::TAUGHT.iter().position(|&s| s == self).map(|i| i + 1)
    }

    /// True where the step only explains, so "Next" (or "Play on") moves on.
    pub fn explains(self) -> bool {
        matches!(self, Step::Welcome | Step::End)
    }

    fn after(self) -> Step {
        match self.number() {
            Some(n) if n < Step::TAUGHT.len() => Step::TAUGHT[n],
            _ => Step::Over,
        }
    }
}

/// How the guide ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Taught to the end: the person played every step and read the end.
    Finished,
    /// Left early ("Skip the guide" or Escape).
    Skipped,
}

/// The guide's place in the guided game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guide {
    step: Step,
    /// The person's seat: only its events move the guide.
    person: PlayerId,
    /// A tile of the person's was built in the build step (the step ends with
    /// that turn, so that "travel" is not shown while a second tile may still
    /// be built).
    built: bool,
    ending: Option<Ending>,
    /// Before each of the person's moves that moved the guide: the record's
    /// length just after that move, and the step and `built` as they were
    /// before it. An undo that takes the move back (`Self::rewind_to`) brings
    /// back the step that asked for it.
    moves: Vec<(usize, Step, bool)>,
}

impl Guide {
    /// A guide for the person at seat `person`, at its first step.
    pub fn new(person: PlayerId) -> Guide {
        Guide {
            step: Step::Welcome,
            person,
            built: false,
            ending: None,
            moves: Vec::new(),
        }
    }

    pub fn step(&self) -> Step {
        self.step
    }

    pub fn person(&self) -> PlayerId {
        self.person
    }

    /// How it ended, once over.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    pub fn is_over(&self) -> bool {
        self.step == Step::Over
    }

    /// Moves on where `event` is what the step waits for. Returns whether it
    /// moved.
    pub fn hear(&mut self, event: &Event) -> bool {
        let me = self.person;
        let done = match (self.step, event) {
            (Step::Income, Event::IncomeTaken { player, .. }) => *player == me,
            (Step::Quarry, Event::QuarryStarted { player }) => *player == me,
            (Step::Push, Event::PushingStopped { player, .. }) => *player == me,
            // The rewards are taken (or sold) before the quarry turn ends.
            (Step::Rewards, Event::TurnEnded { player, .. }) => *player == me,
            (Step::Build, Event::TileBuilt { player, .. }) => {
                self.built |= *player == me;
                false
            }
            (Step::Build, Event::TurnEnded { player, .. }) => *player == me && self.built,
            (Step::Travel, Event::Travelled { player, .. }) => *player == me,
            _ => false,
        };
        if done {
            self.step = self.step.after();
        }
        done
    }

    /// Every event of a frame, oldest first. Returns whether the step changed.
    pub fn hear_all(&mut self, events: &[Event]) -> bool {
        let before = self.step;
        for event in events {
            self.hear(event);
        }
        self.step != before
    }

    /// [`Self::hear_all`] for the events of the moves that left the game's
    /// record `recorded` steps long, remembering where the guide stood before
    /// them so that an undo can bring it back.
    pub fn hear_all_at(&mut self, events: &[Event], recorded: usize) -> bool {
        let before = (self.step, self.built);
        let moved = self.hear_all(events);
        if (self.step, self.built) != before {
            self.moves.push((recorded, before.0, before.1));
        }
        moved
    }

    /// The game's record is `recorded` steps long after an undo: every move of
    /// the guide's that the undo took back is taken back with it. Returns
    /// whether the step changed.
    pub fn rewind_to(&mut self, recorded: usize) -> bool {
        let before = self.step;
        while let Some(&(after, step, built)) = self.moves.last() {
            if after <= recorded || self.is_over() {
                break;
            }
            self.moves.pop();
            self.step = step;
            self.built = built;
        }
        self.step != before
    }

    /// "Next" on a step that only explains; on the last, the guide is
    /// finished. Ignored on a step that waits for a move.
    pub fn next(&mut self) {
        if !self.step.explains() {
            return;
        }
        self.step = self.step.after();
        if self.step == Step::Over {
            self.ending = Some(Ending::Finished);
        }
    }

    /// Leaves the guide at once; the game goes on.
    pub fn skip(&mut self) {
        if !self.is_over() {
            self.step = Step::Over;
            self.ending = Some(Ending::Skipped);
        }
    }

    /// The game ended before the guide did (a person who plays on without
    /// reading): the end step is what is left to say.
    pub fn game_over(&mut self, game: &Game) {
        if game.is_over() && !self.is_over() {
            self.step = Step::End;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Node, Segment, Size, SizeCounts, SpaceId};

    const FIRST: Node = Node::Space(SpaceId {
        segment: Segment::A,
        row: 0,
        lane: 0,
    });

    const ME: PlayerId = 0;
    const BOT: PlayerId = 1;

    /// The event a step waits for, from `player`.
    fn awaited(step: Step, player: PlayerId) -> Vec<Event> {
        match step {
            Step::Income => vec![Event::IncomeTaken {
                player,
                card: 3,
                sesterces: 2,
                stones: SizeCounts::default(),
            }],
            Step::Quarry => vec![Event::QuarryStarted { player }],
            Step::Push => vec![Event::PushingStopped {
                player,
                consolation: false,
            }],
            Step::Rewards => vec![Event::TurnEnded { player, next: BOT }],
            Step::Build => vec![
                Event::TileBuilt {
                    player,
                    space: FIRST,
                    size: Size::Small,
                    slot: 2,
                    vp: 1,
                },
                Event::TurnEnded { player, next: BOT },
            ],
            Step::Travel => vec![Event::Travelled {
                player,
                path: vec![FIRST],
                cost: 1,
            }],
            Step::Welcome | Step::End | Step::Over => Vec::new(),
        }
    }

    /// Every event some step waits for, from both seats.
    fn every_awaited() -> Vec<Event> {
        Step::TAUGHT
            .iter()
            .flat_map(|&s| [awaited(s, ME), awaited(s, BOT)])
            .flatten()
            .collect()
    }

    #[test]
    fn each_step_moves_on_on_its_own_event_of_the_person_and_on_nothing_else() {
        let mut guide = Guide::new(ME);
        assert_eq!(guide.step(), Step::Welcome);
        for &step in &Step::TAUGHT {
            assert_eq!(guide.step(), step);
            // Nothing another step waits for, nor the bot's doing this step's
            // thing, moves it (a step that explains waits for "Next" only).
            for event in every_awaited() {
                let own = awaited(step, ME);
                if own.last() == Some(&event) {
                    continue;
                }
                let mut tried = guide.clone();
                tried.hear(&event);
                assert_eq!(tried.step(), step, "{event:?} moved {step:?}");
            }
            if step.explains() {
                guide.next();
            } else {
                assert!(guide.hear_all(&awaited(step, ME)), "{step:?}");
            }
            assert_ne!(guide.step(), step, "{step:?} moved on");
        }
        assert!(guide.is_over());
        assert_eq!(guide.ending(), Some(Ending::Finished));
    }

    #[test]
    fn an_undo_takes_the_guide_back_to_the_step_that_asked_for_the_move() {
        let mut guide = Guide::new(ME);
        guide.next();
        assert_eq!(guide.step(), Step::Income);
        // The card taken is the game's 1st recorded step; the bot's move the 2nd.
        assert!(guide.hear_all_at(&awaited(Step::Income, ME), 1));
        assert!(!guide.hear_all_at(&awaited(Step::Income, BOT), 2));
        assert_eq!(guide.step(), Step::Quarry);
        // Undoing the bot's move alone leaves the guide where it is.
        assert!(!guide.rewind_to(1));
        assert_eq!(guide.step(), Step::Quarry);
        // Undoing the card taken brings back the income step.
        assert!(guide.rewind_to(0));
        assert_eq!(guide.step(), Step::Income);
        // Taken again, the guide moves on again.
        assert!(guide.hear_all_at(&awaited(Step::Income, ME), 1));
        assert_eq!(guide.step(), Step::Quarry);
        // A guide left stays left.
        guide.skip();
        assert!(!guide.rewind_to(0));
        assert!(guide.is_over());
    }

    #[test]
    fn next_moves_only_the_steps_that_explain() {
        let mut guide = Guide::new(ME);
        guide.next();
        assert_eq!(guide.step(), Step::Income);
        guide.next();
        assert_eq!(guide.step(), Step::Income, "income waits for a card");
    }

    #[test]
    fn the_build_step_waits_for_the_end_of_the_turn_it_built_in() {
        let mut guide = Guide::new(ME);
        guide.step = Step::Build;
        // A turn that ends without a tile (income taken instead) does not
        // teach building.
        guide.hear(&Event::TurnEnded {
            player: ME,
            next: BOT,
        });
        assert_eq!(guide.step(), Step::Build);
        let [built, ended] = <[Event; 2]>::try_from(awaited(Step::Build, ME)).expect("two");
        guide.hear(&built);
        assert_eq!(guide.step(), Step::Build, "a second tile may still come");
        guide.hear(&ended);
        assert_eq!(guide.step(), Step::Travel);
    }

    #[test]
    fn skip_leaves_at_any_step_and_says_so() {
        for (i, &step) in Step::TAUGHT.iter().enumerate() {
            let mut guide = Guide::new(ME);
            for &before in &Step::TAUGHT[..i] {
                guide.next();
                guide.hear_all(&awaited(before, ME));
            }
            assert_eq!(guide.step(), step);
            guide.skip();
            assert!(guide.is_over());
            assert_eq!(guide.ending(), Some(Ending::Skipped));
            // Nothing brings it back.
            guide.next();
            guide.hear_all(&every_awaited());
            assert!(guide.is_over());
            assert_eq!(guide.ending(), Some(Ending::Skipped));
        }
    }

    #[test]
    fn the_steps_are_numbered_from_one_and_keyed() {
        assert_eq!(Step::Welcome.number(), Some(1));
        assert_eq!(Step::End.number(), Some(8));
        assert_eq!(Step::Over.number(), None);
        let keys: std::collections::BTreeSet<_> = Step::TAUGHT.iter().map(|s| s.key()).collect();
        assert_eq!(keys.len(), Step::TAUGHT.len());
    }
}
