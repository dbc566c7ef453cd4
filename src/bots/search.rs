//! The Hard level: information-set Monte-Carlo tree search over the game.
//!
//! The root holds the few commands the level's own lookahead (the Normal policy
//! with Hard's `plies` and `outcome_samples`) likes best. Every iteration plays
//! one line on a fresh determinization of the hidden pile (the seat's view with
//! the pile reshuffled, [`SeatView::determinize`]): the bot's own choices are
//! made in the tree by UCB, counting how often each choice was available in the
//! drawn worlds (ISMCTS); quarry outcomes are drawn from the fitted model; the
//! other seats, and the bot once it has left the tree, play the rollout policy
//! ([`policy::rollout_command`]). A line ends at the start of the bot's own turn
//! `horizon_turns + 1` turns from now and is judged by the one evaluation. The
//! tree is open-loop: a node is the sequence of the bot's own choices, whatever
//! the others and the quarry did in between. The root spends its iterations by
//! sequential halving and the best mean among the last survivors is taken.
//!
//! When that command is a push, the push itself is chosen on the real physics
//! ([`halving_plan`]). The budget is in iterations and noisy pushes, never in
//! wall time: the same seed and view give the same decision.

use super::evaluate::{evaluate, margin};
use super::foresight::{halving_plan, plan_words};
use super::noise::{LevelConfig, SearchConfig};
use super::policy::{self, expecting, pile_before, rollout_command};
use super::view::SeatView;
use super::weights::Weights;
use super::{Decision, Mind};
use crate::quarry::Quarry;
use crate::rules::{Command, Game, PlayerId, SizeCounts};
use crate::tr;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64;

/// How a new choice below the root is first judged: the position right after
/// it, one model outcome for a push (as the rollout policy judges).
const GREEDY: (u32, u32) = (1, 1);

/// Where the search draws the hidden pile from.
#[derive(Clone, Copy, Debug)]
pub enum Hidden<'a> {
    /// What a player at the table knows: the view, its pile reshuffled every
    /// iteration. The only kind a seat ever plays with.
    Unseen(&'a SeatView<'a>),
    /// The true game, hidden pile and generator included. Exists only to measure
    /// what fairness costs (tests and benches); no seat kind uses it.
    Seen(&'a Game),
}

impl Hidden<'_> {
    fn draw<R: Rng + ?Sized>(&self, rng: &mut R) -> Game {
        match self {
            Hidden::Unseen(view) => view.determinize(rng),
            Hidden::Seen(game) => (*game).clone(),
        }
    }
}

/// The Hard level's choice for the seat whose view this is.
/// `threads`: how many threads may simulate the physics pushes (1 where a
/// window is drawing; the decision does not depend on it).
pub fn decide<R: Rng + ?Sized>(
    level: &LevelConfig,
    mind: Mind<'_>,
    view: &SeatView<'_>,
    hidden: Hidden,
    quarry: &Quarry,
    threads: usize,
    rng: &mut R,
) -> Option<Decision> {
    let Some(search) = level.search else {
        return policy::decide(level, mind, view, quarry, rng);
    };
    let seat = view.seat();
    let game = hidden.draw(rng);
    let legal = super::considered_commands(&game);
    let (command, searched) = match legal.len() {
        0 => return None,
        1 => (legal[0].clone(), false),
        _ => {
            let prior = policy::values_on(level.lookahead(), mind, &game, seat, &legal, rng);
            let root = best_first(&legal, &prior, search.candidates as usize);
            if root.len() == 1 {
                (root[0].clone(), false)
            } else {
                let mut tree = Tree::new(seat, search, mind, &root, &game);
                tree.halve_root(&hidden, rng);
                (tree.choice(), true)
            }
        }
    };
    let chosen = Chosen { command, searched };
    Some(explain(
        level, mind, &search, view, &game, quarry, chosen, threads, rng,
    ))
}

/// The `k` commands of `legal` with the highest prior, best first.
fn best_first(legal: &[Command], prior: &[f64], k: usize) -> Vec<Command> {
    let mut order: Vec<usize> = (0..legal.len()).collect();
    order.sort_by(|&a, &b| prior[b].total_cmp(&prior[a]));
    order.truncate(k.max(1));
    order.into_iter().map(|i| legal[i].clone()).collect()
}

/// The decision with its push plan (chosen on the physics) and its reason.
#[allow(clippy::too_many_arguments)]
fn explain<R: Rng + ?Sized>(
    level: &LevelConfig,
    mind: Mind<'_>,
    search: &SearchConfig,
    view: &SeatView<'_>,
    game: &Game,
    quarry: &Quarry,
    chosen: Chosen,
    threads: usize,
    rng: &mut R,
) -> Decision {
    let Chosen { command, searched } = chosen;
    let seat = view.seat();
    let mut plan = None;
    let mut expected_front = None;
    let mut reason = policy::reason(mind, game, seat, &command, None, quarry);
    if let Command::Push { size } = command {
        let gift = f64::from(search.gift_share);
        let weighed = halving_plan(level, mind, view, quarry, size, gift, threads, rng);
        plan = Some(weighed.plan);
        expected_front = Some(weighed.front);
        let push = [
            plan_words(&weighed.plan, quarry.config()),
            expecting(&mind.model.outlook(size, &pile_before(game, size))),
            leaves(weighed.gift),
        ]
        .join(", ");
        reason = tr!("bots-push-tried", push = push, tried = weighed.simulated);
    }
    if searched {
        // A line is judged at the start of the bot's own turn `horizon_turns + 1`
        // turns from now: that many rounds on. The search's own figures (lines
        // that chose the move, VP against the others) stay out of the log: they
        // tell a person nothing.
        let rounds = search.horizon_turns + 1;
        reason = tr!("bots-searched", reason = reason, rounds = rounds);
    }
    Decision {
        command,
        plan,
        expected_front,
        reason,
    }
}

/// What a push leaves at the front edge for the next player, in words.
fn leaves(gift: f64) -> String {
    if gift < 0.3 {
        tr!("bots-leaves-little")
    } else if gift < 1.0 {
        tr!("bots-leaves-a-stone")
    } else {
        tr!("bots-leaves-stones")
    }
}

/// The command the bot took, and whether its search chose it among others.
struct Chosen {
    command: Command,
    searched: bool,
}

/// One of the bot's choices at a node: how often it was legal in the drawn
/// worlds, taken, and the total value of the lines through it.
#[derive(Clone, Debug)]
struct Edge {
    command: Command,
    child: Option<usize>,
    available: u32,
    visits: u32,
    total: f64,
}

impl Edge {
    fn new(command: Command) -> Edge {
        Edge {
            command,
            child: None,
            available: 0,
            visits: 0,
            total: 0.0,
        }
    }

    fn mean(&self) -> f64 {
        self.total / f64::from(self.visits.max(1))
    }
}

/// `weights` without any cost for a race that stands still: how the search
/// expects the others (and itself, once a line has left the tree) to play. A
/// rollout that grew impatient gave way at a city gate at once, so each of two
/// Hard bots waited for the other to build the gate space, which neither did;
/// expecting the others to wait as long as they like, the bot counts its own
/// standstill against the gift it would hand them, and the seat ahead gives way.
fn patient(weights: &Weights) -> Weights {
    let mut patient = *weights;
    patient.standstill.per_round = 0.0;
    patient
}

/// The search tree over the bot's own choices (open-loop).
struct Tree<'a> {
    seat: PlayerId,
    config: SearchConfig,
    mind: Mind<'a>,
    /// The weights the rollout policy plays with: the bot's own, but patient
    /// (see [`patient`]).
    rollout_weights: Weights,
    /// What the bot has at stake in a race standing still, per seat (VP; the
    /// root's, the same for every line): each turn of a line that ends with
    /// the race standing still costs its share of it (see [`Tree::iterate`]).
    stake_per_turn: f64,
    /// Each node's edges; node 0 is the root.
    nodes: Vec<Vec<Edge>>,
    iterations: u32,
    /// The root commands left after the last halving round.
    finalists: Vec<usize>,
}

/// Where a line stops: at the start of the bot's own turn `horizon_turns + 1`
/// turns from now.
struct Clock {
    seat: PlayerId,
    own_turns_left: u32,
    away: bool,
}

impl Clock {
    /// Whether the line has reached its horizon (called before every command).
    fn done(&mut self, game: &Game) -> bool {
        if game.is_over() {
            return true;
        }
        if game.awaiting_quarry().is_some() {
            return false;
        }
        if game.current() != self.seat {
            self.away = true;
        } else if self.away {
            if self.own_turns_left == 0 {
                return true;
            }
            self.own_turns_left -= 1;
            self.away = false;
        }
        false
    }
}

impl<'a> Tree<'a> {
    fn new(
        seat: PlayerId,
        config: SearchConfig,
        mind: Mind<'a>,
        root: &[Command],
        game: &Game,
    ) -> Self {
        let w = mind.weights;
        let at_root = margin(w, game, seat);
        Tree {
            seat,
            config,
            mind,
            rollout_weights: patient(w),
            stake_per_turn: w.standstill.stake(w.win, at_root) / game.players().len().max(1) as f64,
            nodes: vec![root.iter().cloned().map(Edge::new).collect()],
            iterations: 0,
            finalists: Vec::new(),
        }
    }

    /// The iterations spent on the root's commands by sequential halving: each
    /// round shares its part of the budget equally among the commands left, then
    /// the worse half (by mean) is dropped. Equal shares keep a command that needs
    /// several good choices after it from being judged on one unlucky line.
    fn halve_root<R: Rng + ?Sized>(&mut self, hidden: &Hidden, rng: &mut R) {
        let mut alive: Vec<usize> = (0..self.nodes[0].len()).collect();
        let rounds = (alive.len() as f64).log2().ceil().max(1.0) as u32;
        let per_round = self.config.iterations / rounds;
        for round in 0..rounds {
            // The last round takes what the rounding left.
            let budget = if round + 1 == rounds {
                self.config.iterations.saturating_sub(self.iterations)
            } else {
                per_round
            };
            let each = (budget / alive.len() as u32).max(1);
            for _ in 0..each {
                for &edge in &alive {
                    self.iterate(hidden, edge, rng);
                }
            }
            if round + 1 < rounds {
                let root = &self.nodes[0];
                alive.sort_by(|&a, &b| root[b].mean().total_cmp(&root[a].mean()));
                alive.truncate(alive.len().div_ceil(2));
                alive.sort_unstable();
            }
        }
        self.finalists = alive;
    }

    /// One line from the root's command `first` on a fresh draw of the hidden pile.
    fn iterate<R: Rng + ?Sized>(&mut self, hidden: &Hidden, first: usize, rng: &mut R) {
        self.iterations += 1;
        let mut game = hidden.draw(rng);
        // The line's own random source, so that a drawn world is replayed whole.
        let mut line_rng = Pcg64::seed_from_u64(rng.next_u64());
        let mut clock = Clock {
            seat: self.seat,
            own_turns_left: self.config.horizon_turns,
            away: false,
        };
        let mut path: Vec<(usize, usize)> = Vec::new();
        let mut node = Some(0);
        // The shares of the stake the line's turns stood still for (see below).
        let mut waited = 0.0;
        while !clock.done(&game) {
            let choice = node.and_then(|at| self.own_choice(&game).map(|legal| (at, legal)));
            let command = match choice {
                Some((at, legal)) => {
                    let edge = if at == 0 {
                        self.nodes[0][first].available += 1;
                        first
                    } else {
                        match self.select(at, &game, legal, &mut line_rng) {
                            Some(edge) => edge,
                            None => break,
                        }
                    };
                    path.push((at, edge));
                    let e = &self.nodes[at][edge];
                    let command = e.command.clone();
                    node = if e.visits == 0 {
                        None // expanded: the rest of the line is a rollout
                    } else {
                        Some(self.child(at, edge))
                    };
                    command
                }
                None => match self.other_move(&game, &mut line_rng) {
                    Some(command) => command,
                    None => break,
                },
            };
            let still = game.standstill();
            if game.apply(&command).is_err() {
                break;
            }
            if game.standstill() > still {
                waited += self.mind.weights.standstill.share(&game);
            }
        }
        // Waiting is never free: each turn of the line that ends with the race
        // standing still costs the share of the stake the position would. Judged
        // only by the standstill at the line's end, the bot could give way on the
        // last turn it looks at as well as on this one, and so put it off from
        // turn to turn: two Hard bots did for 120 rounds before Tarracina.
        let value = evaluate(self.mind.weights, &game, self.seat) - waited * self.stake_per_turn;
        for (at, edge) in path {
            let e = &mut self.nodes[at][edge];
            e.visits += 1;
            e.total += value;
        }
    }

    /// The bot's legal commands when it has a real choice now (more than one).
    fn own_choice(&self, game: &Game) -> Option<Vec<Command>> {
        if game.awaiting_quarry().is_some() || game.current() != self.seat {
            return None;
        }
        let legal = super::considered_commands(game);
        (legal.len() > 1).then_some(legal)
    }

    /// A command not chosen in the tree: a quarry outcome drawn from the model,
    /// or the rollout policy's choice for whoever is to move.
    fn other_move<R: Rng + ?Sized>(&self, game: &Game, rng: &mut R) -> Option<Command> {
        if let Some(pushed) = game.awaiting_quarry() {
            let front = self
                .mind
                .model
                .sample(pushed, &pile_before(game, pushed), rng);
            return Some(Command::QuarryResult {
                front,
                elsewhere: SizeCounts::ZERO,
            });
        }
        let mind = Mind {
            weights: &self.rollout_weights,
            ..self.mind
        };
        rollout_command(game, mind, self.config.rollout_temperature, rng)
    }

    /// The edge to follow at node `at` (below the root): the untried legal choice
    /// the rollout policy likes best if there is one, else the best by UCB over
    /// how often each choice was available in the drawn worlds.
    fn select<R: Rng + ?Sized>(
        &mut self,
        at: usize,
        game: &Game,
        commands: Vec<Command>,
        rng: &mut R,
    ) -> Option<usize> {
        let legal: Vec<usize> = commands
            .iter()
            .map(|c| self.edge_for(at, c.clone()))
            .collect();
        for &i in &legal {
            self.nodes[at][i].available += 1;
        }
        let untried: Vec<usize> = (0..legal.len())
            .filter(|&k| self.nodes[at][legal[k]].visits == 0)
            .collect();
        if !untried.is_empty() {
            let tried: Vec<Command> = untried.iter().map(|&k| commands[k].clone()).collect();
            let values = policy::values_on(GREEDY, self.mind, game, self.seat, &tried, rng);
            let best = (0..untried.len()).max_by(|&a, &b| values[a].total_cmp(&values[b]))?;
            return Some(legal[untried[best]]);
        }
        let edges = &self.nodes[at];
        let c = f64::from(self.config.exploration);
        let ucb =
            |e: &Edge| e.mean() + c * (f64::from(e.available).ln() / f64::from(e.visits)).sqrt();
        legal
            .into_iter()
            .max_by(|&a, &b| ucb(&edges[a]).total_cmp(&ucb(&edges[b])))
    }

    /// The index of `command`'s edge at node `at`, added if new.
    fn edge_for(&mut self, at: usize, command: Command) -> usize {
        let edges = &mut self.nodes[at];
        match edges.iter().position(|e| e.command == command) {
            Some(i) => i,
            None => {
                edges.push(Edge::new(command));
                edges.len() - 1
            }
        }
    }

    /// The node below edge `edge` of `at`, made on first use.
    fn child(&mut self, at: usize, edge: usize) -> usize {
        if let Some(child) = self.nodes[at][edge].child {
            return child;
        }
        self.nodes.push(Vec::new());
        let child = self.nodes.len() - 1;
        self.nodes[at][edge].child = Some(child);
        child
    }

    /// The best root command by mean among those the halving kept.
    fn choice(&self) -> Command {
        let root = &self.nodes[0];
        let best = self
            .finalists
            .iter()
            .map(|&i| &root[i])
            .max_by(|a, b| a.mean().total_cmp(&b.mean()))
            .unwrap_or(&root[0]);
        best.command.clone()
    }
}

#[cfg(test)]
mod tests;
