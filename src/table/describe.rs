//! Words for commands and events: the button labels of the action panel and the
//! lines of the game log, in the player's language (`assets/i18n/*/log.ftl`).
//! Money stays hidden: events that reveal a player's sesterces are described
//! without the amount unless `reveal` is set. A bot's move is narrated with its
//! reason, so a person can follow why it played so.

use crate::i18n::words::{city_name, node_name, size_key, stones_text, stones_words, tiles_text};
use crate::rules::{Command, Event, Expected, Game, IncomeTake, Node, Phase, PlayerId, SizeCounts};
use crate::tr;

/// What the turn expects, in the player's words: the turn panel's "now: …"
/// and a refusal's "the turn expects …".
pub fn expected_text(expected: Expected) -> String {
    match expected {
        Expected::Action => tr!("log-expects-action"),
        Expected::QuarryResult => tr!("log-expects-quarry-result"),
        Expected::Push => tr!("log-expects-push"),
        Expected::Rewards => tr!("log-expects-rewards"),
        Expected::SecondTile => tr!("log-expects-second-tile"),
        Expected::Nothing => tr!("log-expects-nothing"),
    }
}

/// A button label for a legal command of the player to act.
pub fn command_label(game: &Game, command: &Command) -> String {
    match command {
        Command::TakeIncome { card, take } => income_label(game, *card, *take),
        Command::StartQuarry => tr!("log-label-quarry"),
        Command::Push { size } => tr!("log-label-push", size = size_key(*size)),
        Command::StopPushing => tr!("log-label-stop-pushing"),
        Command::TakeTile { reward, tile, slot } if reward == tile => {
            tr!("log-label-tile", size = size_key(*tile), slot = slot + 1)
        }
        Command::TakeTile { reward, tile, slot } => {
            let (size, stone, n) = (size_key(*tile), size_key(*reward), slot + 1);
            tr!("log-label-tile-for", size = size, reward = stone, slot = n)
        }
        Command::SellReward { reward } => tr!("log-label-sell", reward = size_key(*reward)),
        Command::Build { size, space, .. } => {
            let (size, space) = (size_key(*size), node_name(*space));
            tr!("log-label-build", size = size, space = space)
        }
        Command::EndTurn => tr!("log-label-end-turn"),
        Command::Travel { to } => travel_label(game, *to),
        Command::UnloadCart { returned } => {
            tr!("log-label-unload", tiles = tiles_text(&total_of(returned)))
        }
        Command::QuarryResult { front, elsewhere } => {
            let (front, other) = (front.total(), elsewhere.total());
            tr!("log-label-quarry-result", front = front, elsewhere = other)
        }
        Command::Pass => tr!("log-label-pass"),
    }
}

fn income_label(game: &Game, card: usize, take: IncomeTake) -> String {
    let Some(card) = game
        .income()
        .face_up()
        .get(card)
        .and_then(|&id| game.data().components.income_cards.get(id))
    else {
        return tr!("log-label-income");
    };
    let (count, stones) = (card.sesterces, stones_text(&card.stones));
    match take {
        IncomeTake::Sesterces => tr!("log-label-income-sesterces", count = count),
        IncomeTake::Stones => tr!("log-label-income-stones", stones = stones),
        IncomeTake::Both => tr!("log-label-income-both", count = count, stones = stones),
    }
}

fn travel_label(game: &Game, to_node: Node) -> String {
    let to = node_name(to_node);
    match game.travel_quote(to_node) {
        Ok((steps, cost)) => tr!("log-label-travel", to = to, steps = steps, cost = cost),
        Err(_) => tr!("log-label-travel-to", to = to),
    }
}

/// The log's first line: who begins (drawn by lot, as the rules ask) and who
/// follows, so that a person who does not begin knows why others moved first.
pub fn opening_line(game: &Game) -> String {
    let n = game.players().len();
    let order: Vec<&str> = (0..n)
        .map(|i| game.players()[(game.start_player() + i) % n].name())
        .collect();
    let others = order[1..].join(", ");
    tr!("log-opening", first = order[0], others = others)
}

/// All the tiles of a per-space list, by size.
fn total_of(per_space: &[SizeCounts]) -> SizeCounts {
    per_space
        .iter()
        .fold(SizeCounts::ZERO, |sum, load| sum.add(load))
}

/// The log line of a bot's move: the line its events gave (`move_line`), or
/// words for the command where they gave none (ending a turn, stopping pushing),
/// then the bot's reason after a dash: "Marcus pushes a large stone — left of
/// centre, likely one stone, sometimes two or three".
pub fn narrated(
    game: &Game,
    player: PlayerId,
    command: &Command,
    move_line: Option<String>,
    reason: &str,
) -> String {
    let line = move_line.unwrap_or_else(|| {
        let name = game.players().get(player).map_or("?", |p| p.name());
        match command {
            Command::EndTurn => tr!("log-ends-turn", name = name),
            Command::StopPushing => tr!("log-stops-pushing", name = name),
            other => {
                let command = command_label(game, other);
                tr!("log-bot-command", name = name, command = command)
            }
        }
    });
    let reason = reason.trim();
    if reason.is_empty() {
        line
    } else {
        tr!("log-with-reason", line = line, reason = reason)
    }
}

/// A log line for an event, amounts stated. Every amount of sesterces in an
/// event is public (a card's half taken, a fare, a sale, a bonus: see BOTS.md);
/// only each player's total stays behind his screen.
pub fn event_text(game: &Game, event: &Event) -> Option<String> {
    let name = |p: usize| game.players().get(p).map_or("?", |p| p.name()).to_string();
    Some(match event {
        Event::StoneShortage { size, returned } => {
            let (size, all) = (size_key(*size), returned.iter().sum::<u32>());
            tr!("log-stone-shortage", size = size, returned = all)
        }
        Event::IncomeTaken {
            player,
            sesterces,
            stones,
            ..
        } => {
            let (who, count) = (name(*player), *sesterces);
            let listed = stones_text(stones);
            match (count, stones.total()) {
                (0, _) => tr!("log-takes-stones", name = who, stones = listed),
                (_, 0) => tr!("log-takes-sesterces", name = who, count = count),
                _ => tr!("log-takes-both", name = who, count = count, stones = listed),
            }
        }
        Event::PushTokenGained { player } => tr!("log-push-token", name = name(*player)),
        Event::PushTokenWithheld { player } => tr!("log-push-token-held", name = name(*player)),
        Event::IncomeRefilled { .. } => tr!("log-income-refilled"),
        Event::QuarryStarted { player } => tr!("log-quarry-started", name = name(*player)),
        Event::StonePushed {
            player,
            size,
            with_token,
        } => {
            let (who, size) = (name(*player), size_key(*size));
            if *with_token {
                tr!("log-pushes-with-token", name = who, size = size)
            } else {
                tr!("log-pushes", name = who, size = size)
            }
        }
        Event::StonesLeftQuarry { front, elsewhere } => {
            let front = stones_text(front);
            if elsewhere.total() > 0 {
                let sides = stones_text(elsewhere);
                tr!("log-off-front-and-sides", front = front, sides = sides)
            } else {
                tr!("log-off-front", front = front)
            }
        }
        Event::PushingStopped {
            consolation: true,
            player,
        } => {
            let pushed = match game.phase() {
                Phase::Quarry(q) => stones_words(f32::from(q.pushed())),
                _ => tr!("log-its-stones"),
            };
            tr!("log-consolation", name = name(*player), pushed = pushed)
        }
        Event::PushingStopped { .. } => return None,
        Event::TileTaken { player, tile, .. } => {
            let (who, size) = (name(*player), size_key(*tile));
            tr!("log-loads-tile", name = who, size = size)
        }
        Event::RewardSold { player, reward } => {
            let (who, stone) = (name(*player), size_key(*reward));
            tr!("log-sells", name = who, reward = stone)
        }
        Event::TileBuilt {
            player,
            space,
            size,
            vp,
            ..
        } => {
            let (who, size, at, vp) = (name(*player), size_key(*size), node_name(*space), *vp);
            tr!("log-builds", name = who, size = size, space = at, vp = vp)
        }
        Event::SecondTileBonus { player } => tr!("log-second-tile", name = name(*player)),
        Event::Travelled { player, path, cost } => {
            let who = name(*player);
            let to = path.last().map(|&n| node_name(n)).unwrap_or_default();
            let (n, fare) = (path.len(), *cost);
            tr!("log-travels", name = who, to = to, steps = n, cost = fare)
        }
        Event::CityReached {
            player,
            city,
            vp_token,
            marker,
        } => {
            let (who, city) = (name(*player), city_name(*city));
            let text = match vp_token {
                Some(vp) => tr!("log-reaches-token", name = who, city = city, vp = *vp),
                None => tr!("log-reaches", name = who, city = city),
            };
            if *marker {
                tr!("log-city-marker", line = text)
            } else {
                text
            }
        }
        Event::Passed { player } => tr!("log-passes", name = name(*player)),
        Event::CartUnloaded { player, returned } => {
            let total = total_of(returned);
            let (who, n, tiles) = (name(*player), total.total(), tiles_text(&total));
            tr!("log-cart-unloaded", name = who, count = n, tiles = tiles)
        }
        Event::GameEndTriggered { player, .. } => tr!("log-game-end", name = name(*player)),
        Event::TurnEnded { .. } => return None,
        Event::RoundEnded { round } => tr!("log-round-ends", round = *round),
        Event::GameOver { scoring } => {
            let mut winners = scoring.winners.iter().map(|&w| name(w));
            let first = winners.next().unwrap_or_default();
            let all = winners.fold(first, |list, next| {
                tr!("log-and", first = list, second = next)
            });
            let count = scoring.winners.len();
            tr!("log-game-over", winners = all, count = count)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Size;

    use crate::assets::default_game_data;
    use crate::rules::Setup;

    fn game() -> Game {
        let setup = Setup {
            seed: 1,
            players: vec!["Livia".into(), "Marcus".into()],
            options: Default::default(),
        };
        Game::new(default_game_data().expect("data"), &setup).expect("game")
    }

    #[test]
    fn a_bot_move_is_its_event_line_and_its_reason() {
        let game = game();
        let push = Command::Push { size: Size::Large };
        let line = Some("Marcus pushes a large stone".to_string());
        assert_eq!(
            narrated(
                &game,
                1,
                &push,
                line,
                "left of centre, likely one stone, sometimes two or three"
            ),
            "Marcus pushes a large stone — left of centre, likely one stone, sometimes two or three"
        );
        assert_eq!(
            narrated(
                &game,
                1,
                &Command::EndTurn,
                None,
                "no second tile worth building"
            ),
            "Marcus ends the turn — no second tile worth building"
        );
        assert_eq!(
            narrated(&game, 0, &Command::StopPushing, None, " "),
            "Livia stops pushing"
        );
    }

    // The unit tests speak English (no test changes the language, which every
    // test shares); the other languages are read with `tr_in`.
    #[test]
    fn german_and_french_agree_in_number_and_gender() {
        use crate::i18n::{tr_in, Arg, Lang};
        let part = |lang, key, count: u32, size: &str| {
            let args = [("count", Arg::from(count)), ("size", Arg::from(size))];
            tr_in(lang, key, &args)
        };
        assert_eq!(part(Lang::De, "log-stones-part", 1, "large"), "1 großer");
        assert_eq!(part(Lang::De, "log-stones-part", 2, "small"), "2 kleine");
        assert_eq!(part(Lang::De, "log-tiles-part", 1, "large"), "1 große");
        assert_eq!(part(Lang::Fr, "log-stones-part", 1, "mid"), "1 moyenne");
        assert_eq!(part(Lang::Fr, "log-tiles-part", 3, "small"), "3 petites");
        assert_eq!(part(Lang::En, "log-tiles-part", 3, "small"), "3 small");
        let travel = |lang, steps: u32, cost: u32| {
            let args = [
                ("to", Arg::from("B2a")),
                ("steps", Arg::from(steps)),
                ("cost", Arg::from(cost)),
            ];
            tr_in(lang, "log-label-travel", &args)
        };
        assert_eq!(
            travel(Lang::En, 1, 3),
            "Travel to B2a: 1 step for 3 sesterces"
        );
        assert_eq!(
            travel(Lang::De, 2, 1),
            "Nach B2a reisen: 2 Schritte für 1 Sesterze"
        );
        assert_eq!(
            travel(Lang::Fr, 1, 0),
            "Voyager jusqu’à B2a : 1 case pour 0 sesterce"
        );
        let pushes = |lang| {
            let args = [("name", Arg::from("Livia")), ("size", Arg::from("mid"))];
            tr_in(lang, "log-pushes", &args)
        };
        assert_eq!(pushes(Lang::En), "Livia pushes a mid stone");
        assert_eq!(pushes(Lang::De), "Livia schiebt einen mittleren Stein ein");
        assert_eq!(pushes(Lang::Fr), "Livia pousse une pierre moyenne");
        let over = |lang, count: u32| {
            let args = [("winners", Arg::from("A")), ("count", Arg::from(count))];
            tr_in(lang, "log-game-over", &args)
        };
        assert_eq!(over(Lang::En, 1), "Game over: A wins");
        assert_eq!(over(Lang::En, 2), "Game over: A win");
        assert_eq!(over(Lang::De, 2), "Spielende: A gewinnen");
        assert_eq!(over(Lang::Fr, 1), "Partie terminée : A gagne");
    }

    /// Taking the last card while holding a push +1 token: the log says why no
    /// token came, in the rulebook's terms.
    #[test]
    fn a_withheld_push_token_is_explained() {
        let game = game();
        let line = event_text(&game, &Event::PushTokenWithheld { player: 1 });
        assert_eq!(
            line.as_deref(),
            Some("no push +1 token for the last card: Marcus holds one already, and nobody holds two")
        );
    }

    #[test]
    fn the_log_reads_as_before() {
        let game = game();
        assert_eq!(
            opening_line(&game),
            format!(
                "{} begins, drawn by lot; then {} in turn",
                game.players()[game.start_player()].name(),
                game.players()[1 - game.start_player()].name()
            )
        );
        let shortage = Event::StoneShortage {
            size: Size::Mid,
            returned: vec![1, 2],
        };
        assert_eq!(
            event_text(&game, &shortage).as_deref(),
            Some("No mid stone left: every player returns half (3 in all)")
        );
        let fell = Event::StonesLeftQuarry {
            front: SizeCounts::new(0, 2, 1),
            elsewhere: SizeCounts::new(1, 0, 0),
        };
        assert_eq!(
            event_text(&game, &fell).as_deref(),
            Some("Off the front edge: 1 large, 2 mid; lost over the sides: 1 small")
        );
        let label = command_label(
            &game,
            &Command::TakeTile {
                reward: Size::Large,
                tile: Size::Mid,
                slot: 1,
            },
        );
        assert_eq!(label, "Mid tile for the large stone, cart space 2");
    }

    #[test]
    fn stones_are_listed_largest_first() {
        assert_eq!(stones_text(&SizeCounts::new(2, 0, 1)), "1 large, 2 small");
        assert_eq!(stones_text(&SizeCounts::ZERO), "nothing");
    }
}
