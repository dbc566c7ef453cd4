//! The Easy and Normal policies: every legal command is judged by the position it
//! leads to, looking ahead through the rest of the bot's own turn (`plies` own
//! commands) with quarry outcomes drawn from the fitted model, and one command is
//! picked by a softmax over those values (temperature 0: always the best). Easy
//! looks two commands ahead with few samples and errs often; Normal three, with
//! more samples and fewer mistakes. The same functions serve as the rollout policy
//! of a deeper search.

use super::evaluate::{evaluate, reward_worth};
use super::foresight::{choose_plan, plan_words};
use super::noise::LevelConfig;
use super::view::SeatView;
use super::{Decision, Mind};
use crate::i18n::words::{city_name, size_key, stones_text, stones_words};
use crate::quarry::Quarry;
use crate::rules::{Command, Game, IncomeTake, Node, PlayerId, Size, SizeCounts};
use crate::tr;
use rand::{Rng, RngExt};

/// What the lookahead needs besides the game.
struct Look<'a, R: Rng + ?Sized> {
    seat: PlayerId,
    mind: Mind<'a>,
    rng: &'a mut R,
}

/// The level's choice for the seat whose view this is.
pub fn decide<R: Rng + ?Sized>(
    level: &LevelConfig,
    mind: Mind<'_>,
    view: &SeatView<'_>,
    quarry: &Quarry,
    rng: &mut R,
) -> Option<Decision> {
    let game = view.determinize(rng);
    let legal = super::considered_commands(&game);
    let command = match legal.len() {
        0 => return None,
        1 => legal[0].clone(),
        _ => {
            let values = values_on(level.lookahead(), mind, &game, view.seat(), &legal, rng);
            let within = level.within_temperature.unwrap_or(level.temperature);
            let pick = pick_command(&legal, &values, (level.temperature, within), rng);
            legal[pick].clone()
        }
    };
    let (plan, expected_front) = match command {
        Command::Push { size } => {
            let (plan, front) = choose_plan(level, mind, view, quarry, size, rng);
            let front =
                front.or_else(|| Some(mind.model.mean_drops(size, &pile_before(&game, size))));
            (Some(plan), front)
        }
        _ => (None, None),
    };
    let reason = reason(mind, &game, view.seat(), &command, plan.as_ref(), quarry);
    Some(Decision {
        command,
        plan,
        expected_front,
        reason,
    })
}

/// The value of each of `legal` for `seat` in `game` (a determinized copy),
/// looking `plies` own commands ahead with `samples` model outcomes a push.
pub fn values_on<R: Rng + ?Sized>(
    (plies, samples): (u32, u32),
    mind: Mind<'_>,
    game: &Game,
    seat: PlayerId,
    legal: &[Command],
    rng: &mut R,
) -> Vec<f64> {
    let mut look = Look { seat, mind, rng };
    legal
        .iter()
        .map(|c| look.command_value(game, c, plies, samples))
        .collect()
}

/// The rollout policy of the Hard search, for whoever is to move: every legal
/// command judged by the position right after it (a push by one outcome drawn
/// from the model), one picked by a softmax at `temperature`. `None` when no
/// command is legal.
pub fn rollout_command<R: Rng + ?Sized>(
    game: &Game,
    mind: Mind<'_>,
    temperature: f32,
    rng: &mut R,
) -> Option<Command> {
    let mut legal = super::considered_commands(game);
    match legal.len() {
        0 => None,
        1 => legal.pop(),
        _ => {
            let mut look = Look {
                seat: game.current(),
                mind,
                rng,
            };
            let values: Vec<f64> = legal
                .iter()
                .map(|c| look.command_value(game, c, 1, 1))
                .collect();
            let pick = pick_command(&legal, &values, (temperature, temperature), look.rng);
            Some(legal.swap_remove(pick))
        }
    }
}

/// Every legal command with its value as the level judges it (for tests and
/// for explaining a choice).
pub fn command_values<R: Rng + ?Sized>(
    level: &LevelConfig,
    mind: Mind<'_>,
    view: &SeatView<'_>,
    rng: &mut R,
) -> Vec<(Command, f64)> {
    let game = view.determinize(rng);
    let legal = super::considered_commands(&game);
    let values = values_on(level.lookahead(), mind, &game, view.seat(), &legal, rng);
    legal.into_iter().zip(values).collect()
}

impl<R: Rng + ?Sized> Look<'_, R> {
    /// The worth of giving `command` now, looking `plies` own commands ahead in all.
    fn command_value(&mut self, game: &Game, command: &Command, plies: u32, samples: u32) -> f64 {
        let mut next = game.clone();
        if next.apply(command).is_err() {
            return f64::NEG_INFINITY;
        }
        self.value_after(&next, plies.saturating_sub(1), samples)
    }

    /// The worth of a position: a quarry result drawn from the model where one is
    /// awaited (the mean over `samples` draws), the best own command while the
    /// turn goes on and plies are left, else the evaluation.
    fn value_after(&mut self, game: &Game, plies: u32, samples: u32) -> f64 {
        if let Some(pushed) = game.awaiting_quarry() {
            let pile = pile_before(game, pushed);
            let n = samples.max(1);
            let mut total = 0.0;
            for _ in 0..n {
                let front = self.mind.model.sample(pushed, &pile, self.rng);
                let mut next = game.clone();
                let result = Command::QuarryResult {
                    front,
                    elsewhere: SizeCounts::ZERO,
                };
                if next.apply(&result).is_err() {
                    continue;
                }
                total += self.value_after(&next, plies, (samples / 4).max(1));
            }
            return total / f64::from(n);
        }
        if plies == 0 || game.is_over() || game.current() != self.seat {
            return evaluate(self.mind.weights, game, self.seat);
        }
        let legal = super::considered_commands(game);
        let mut best = f64::NEG_INFINITY;
        for command in &legal {
            best = best.max(self.command_value(game, command, plies, samples));
        }
        if best == f64::NEG_INFINITY {
            evaluate(self.mind.weights, game, self.seat)
        } else {
            best
        }
    }
}

/// The quarry as it was before the stone now awaited was pushed in.
pub(crate) fn pile_before(game: &Game, pushed: Size) -> SizeCounts {
    let mut pile = game.quarry();
    if game.awaiting_quarry().is_some() {
        let n = pile.get_mut(pushed);
        *n = n.saturating_sub(1);
    }
    pile
}

/// Index of the command picked from `legal` with `values`: first what to do,
/// by a softmax over each kind of command's best value (taking income,
/// quarrying, building, travelling, ...), then which, by a softmax within that
/// kind; `temperatures` are the two softmaxes' (kind, within). A softmax over
/// every command alike chose income far too often: the seven face-up cards
/// taken three ways are 21 commands against one to go to the quarry, so even as
/// the worse move it won most draws (Easy took income in two turns of three and
/// ended with 150 sesterces).
pub fn pick_command<R: Rng + ?Sized>(
    legal: &[Command],
    values: &[f64],
    temperatures: (f32, f32),
    rng: &mut R,
) -> usize {
    let (temperature, within_temperature) = temperatures;
    let mut kinds: Vec<(Kind, Vec<usize>)> = Vec::new();
    for (i, command) in legal.iter().enumerate() {
        let kind = Kind::of(command);
        match kinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, members)) => members.push(i),
            None => kinds.push((kind, vec![i])),
        }
    }
    let best_of = |members: &[usize]| {
        (members.iter())
            .map(|&i| values[i])
            .fold(f64::NEG_INFINITY, f64::max)
    };
    let kind_values: Vec<f64> = kinds.iter().map(|(_, m)| best_of(m)).collect();
    let members = &kinds[softmax_pick(&kind_values, temperature, rng)].1;
    let within: Vec<f64> = members.iter().map(|&i| values[i]).collect();
    members[softmax_pick(&within, within_temperature, rng)]
}

/// What a command does, for [`pick_command`]. Taking a reward as a tile and
/// selling it are one choice, what to do with the stone that fell: as two kinds,
/// one sale weighed alike with the best of several tiles, and Easy sold a large
/// stone while a large tile fitted and could be built.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Reward,
    Other(std::mem::Discriminant<Command>),
}

impl Kind {
    fn of(command: &Command) -> Kind {
        match command {
            Command::TakeTile { .. } | Command::SellReward { .. } => Kind::Reward,
            _ => Kind::Other(std::mem::discriminant(command)),
        }
    }
}

/// A command worth this much less than the best (VP) is never picked: a bot's
/// mistakes are close calls, not value thrown away for nothing.
const BLUNDER: f64 = 2.0;

/// Index of a value picked by a softmax with `temperature` (0: the first best),
/// among the values within `BLUNDER` of the best.
pub fn softmax_pick<R: Rng + ?Sized>(values: &[f64], temperature: f32, rng: &mut R) -> usize {
    let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let first_best = values.iter().position(|&v| v == best).unwrap_or(0);
    if temperature <= 0.0 || !best.is_finite() {
        return first_best;
    }
    let t = f64::from(temperature);
    let weights: Vec<f64> = values
        .iter()
        .map(|&v| {
            if v.is_finite() && v >= best - BLUNDER {
                ((v - best) / t).exp()
            } else {
                0.0
            }
        })
        .collect();
    let total: f64 = weights.iter().sum();
    let mut pick = rng.random_range(0.0..total);
    for (i, w) in weights.iter().enumerate() {
        if pick < *w {
            return i;
        }
        pick -= w;
    }
    first_best
}

/// A few words on why: what the command brings the bot, as it counted.
pub(crate) fn reason(
    mind: Mind<'_>,
    game: &Game,
    seat: PlayerId,
    command: &Command,
    plan: Option<&crate::quarry::PushPlan>,
    quarry: &Quarry,
) -> String {
    let weights = mind.weights;
    let player = &game.players()[seat];
    match command {
        Command::TakeIncome { take, .. } => match take {
            IncomeTake::Sesterces => tr!("bots-income-sesterces"),
            IncomeTake::Stones => tr!("bots-income-stones"),
            IncomeTake::Both => tr!("bots-income-both"),
        },
        // No number here: what a push drops is judged push by push, on the
        // quarry as it lies then (each push's line says it).
        Command::StartQuarry => tr!("bots-quarry", stones = stones_text(&player.stones())),
        Command::Push { size } => match plan {
            Some(plan) => {
                let chances = mind.model.outlook(*size, &pile_before(game, *size));
                let (plan, hope) = (plan_words(plan, quarry.config()), expecting(&chances));
                tr!("bots-push", plan = plan, expecting = hope)
            }
            None => tr!("bots-push-carefully"),
        },
        Command::StopPushing => tr!("bots-stop-pushing"),
        Command::TakeTile { tile, .. } => tr!("bots-take-tile", size = size_key(*tile)),
        Command::SellReward { reward } => {
            if reward_worth(weights, game, seat, *reward) <= 0.5 {
                tr!("bots-sell-no-use")
            } else {
                tr!("bots-sell-money")
            }
        }
        Command::Build { space, .. } => match space {
            Node::Space(id) => tr!("bots-build", segment = format!("{:?}", id.segment)),
            Node::City(_) => String::new(),
        },
        Command::EndTurn => tr!("bots-end-turn"),
        Command::Travel { to } => match to {
            Node::City(city) => tr!("bots-travel-city", city = city_name(*city)),
            Node::Space(_) => tr!("bots-travel-closer"),
        },
        Command::Pass => tr!("bots-pass"),
        Command::UnloadCart { .. } => tr!("bots-unload"),
        Command::QuarryResult { .. } => String::new(),
    }
}

/// A count of stones as a word, the noun left to the words before: "two".
fn number(count: usize) -> String {
    tr!("bots-number", count = count)
}

/// Outcomes that count as "sometimes": each at least this likely...
const SOMETIMES_EACH: f32 = 0.1;
/// ...and together, on one side of the likeliest, at least this likely.
const SOMETIMES_TOGETHER: f32 = 0.2;

/// What a push is likely to drop, from its outcome's `chances` (`[k]`: of k
/// stones off the front): the likeliest outcome, then what else happens often
/// enough to say — "likely nothing, sometimes two or three", "likely one
/// stone, sometimes nothing". A range, not a mean: a mean of 1.4 said as
/// "about one stone" hides that most such pushes drop nothing.
pub fn expecting(chances: &[f32]) -> String {
    if chances.is_empty() {
        return tr!("bots-likely-nothing");
    }
    let likeliest = (0..chances.len())
        .max_by(|&a, &b| chances[a].total_cmp(&chances[b]).then(b.cmp(&a)))
        .unwrap_or(0);
    let mut words = if likeliest == 0 {
        tr!("bots-likely-nothing")
    } else {
        tr!("bots-likely", stones = stones_words(likeliest as f32))
    };
    let often = |k: &usize| chances[*k] >= SOMETIMES_EACH;
    let more: Vec<usize> = (likeliest + 1..chances.len()).filter(often).collect();
    if chances[likeliest + 1..].iter().sum::<f32>() >= SOMETIMES_TOGETHER && !more.is_empty() {
        let (first, last) = (more[0], more[more.len() - 1]);
        let (from, to) = (number(first), number(last));
        let range = match last - first {
            0 => from,
            1 => tr!("bots-range-or", from = from, to = to),
            _ => tr!("bots-range-to", from = from, to = to),
        };
        words = tr!("bots-sometimes", outlook = words, other = range);
    }
    let fewer: Vec<usize> = (0..likeliest).filter(often).collect();
    if chances[..likeliest].iter().sum::<f32>() >= SOMETIMES_TOGETHER && !fewer.is_empty() {
        let other = if fewer == [0] {
            tr!("bots-sometimes-nothing")
        } else {
            tr!("bots-sometimes-fewer")
        };
        words = tr!("bots-sometimes", outlook = words, other = other);
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_pcg::Pcg64;

    #[test]
    fn temperature_zero_takes_the_first_best() {
        let mut rng = Pcg64::seed_from_u64(1);
        for _ in 0..100 {
            assert_eq!(softmax_pick(&[1.0, 3.0, 3.0, 2.9], 0.0, &mut rng), 1);
        }
    }

    #[test]
    fn mistakes_are_close_calls_never_blunders() {
        let mut rng = Pcg64::seed_from_u64(2);
        let values = [5.0, 4.6, 5.0 - BLUNDER - 0.01, f64::NEG_INFINITY];
        let mut picked = [0; 4];
        for _ in 0..4000 {
            picked[softmax_pick(&values, 5.0, &mut rng)] += 1;
        }
        assert!(
            picked[1] > 1000,
            "a close second is often taken: {picked:?}"
        );
        assert_eq!(picked[2], 0, "more than BLUNDER below the best: never");
        assert_eq!(picked[3], 0, "an illegal line: never");
    }

    /// Seven cards taken three ways are 21 income commands against one to go
    /// to the quarry: a slightly worse income must not win most draws by its
    /// numbers (over every command alike the quarry got about one draw in 17).
    #[test]
    fn a_kind_of_command_is_chosen_first_whatever_its_number() {
        let mut rng = Pcg64::seed_from_u64(3);
        let takes = [IncomeTake::Sesterces, IncomeTake::Stones, IncomeTake::Both];
        let mut legal: Vec<Command> = (0..7)
            .flat_map(|card| takes.map(|take| Command::TakeIncome { card, take }))
            .collect();
        let mut values = vec![4.8; legal.len()];
        legal.push(Command::StartQuarry);
        values.push(5.0);
        let quarry = legal.len() - 1;
        let mut picked = 0;
        for _ in 0..2000 {
            if pick_command(&legal, &values, (0.9, 0.9), &mut rng) == quarry {
                picked += 1;
            }
        }
        assert!((1000..1300).contains(&picked), "quarry {picked} of 2000");
        assert_eq!(pick_command(&legal, &values, (0.0, 0.0), &mut rng), quarry);
    }

    /// With `within_temperature` 0 a bot errs in what it does, never in which
    /// command of that kind it takes: a card's money half worth a little less
    /// than its stones half is never taken, while the kind is still drawn.
    #[test]
    fn within_the_kind_chosen_the_best_command_is_taken() {
        let mut rng = Pcg64::seed_from_u64(5);
        let legal = vec![
            Command::TakeIncome {
                card: 0,
                take: IncomeTake::Sesterces,
            },
            Command::TakeIncome {
                card: 0,
                take: IncomeTake::Stones,
            },
            Command::StartQuarry,
        ];
        let values = [4.7, 4.9, 5.0];
        let mut picked = [0; 3];
        for _ in 0..2000 {
            picked[pick_command(&legal, &values, (1.0, 0.0), &mut rng)] += 1;
        }
        assert_eq!(picked[0], 0, "the money half, a close call within income");
        assert!(picked[1] > 600 && picked[2] > 600, "{picked:?}");
        let mut sloppy = [0; 3];
        for _ in 0..2000 {
            sloppy[pick_command(&legal, &values, (1.0, 1.0), &mut rng)] += 1;
        }
        assert!(sloppy[0] > 300, "at 1 VP within the kind: {sloppy:?}");
    }

    #[test]
    fn stones_in_words() {
        assert_eq!(stones_words(0.1), "nothing");
        assert_eq!(stones_words(0.6), "one stone");
        assert_eq!(stones_words(2.4), "two stones");
        assert_eq!(stones_words(5.0), "five stones");
        assert_eq!(stones_words(12.0), "12 stones");
    }

    /// The push's outlook in words: the likeliest outcome, and what else comes
    /// often enough to say, on either side.
    #[test]
    fn a_push_is_said_as_a_likely_range() {
        assert_eq!(expecting(&[1.0]), "likely nothing");
        assert_eq!(
            expecting(&[0.55, 0.08, 0.15, 0.12, 0.1]),
            "likely nothing, sometimes two to four"
        );
        assert_eq!(
            expecting(&[0.6, 0.05, 0.2, 0.15]),
            "likely nothing, sometimes two or three"
        );
        assert_eq!(
            expecting(&[0.25, 0.45, 0.2, 0.1]),
            "likely one stone, sometimes two or three, sometimes nothing"
        );
        assert_eq!(
            expecting(&[0.1, 0.15, 0.5, 0.25]),
            "likely two stones, sometimes three, sometimes fewer"
        );
        // A rare big haul is not promised.
        assert_eq!(
            expecting(&[0.05, 0.85, 0.04, 0.03, 0.03]),
            "likely one stone"
        );
        crate::i18n::assert_in_each_language(
            "bots-sometimes",
            &[
                ("outlook", crate::i18n::Arg::from("X")),
                ("other", crate::i18n::Arg::from("Y")),
            ],
            ["X, sometimes Y", "X, manchmal Y", "X, parfois Y"],
        );
    }
}
