//! Words for commands and events: the button labels of the action panel and the
//! lines of the game log. Money stays hidden: events that reveal a player's
//! sesterces are described without the amount unless `reveal` is set. A bot's
//! move is narrated with its reason, so a person can follow why it played so.

use crate::rules::{Command, Event, Game, IncomeTake, Node, Phase, PlayerId, Size, SizeCounts};

/// "2 small, 1 mid" (or "nothing").
pub fn stones_text(counts: &SizeCounts) -> String {
    let parts: Vec<String> = Size::ALL
        .iter()
        .rev()
        .filter(|&&s| counts.get(s) > 0)
        .map(|&s| format!("{} {}", counts.get(s), s.name()))
        .collect();
    if parts.is_empty() {
        "nothing".to_string()
    } else {
        parts.join(", ")
    }
}

/// A button label for a legal command of the player to act.
pub fn command_label(game: &Game, command: &Command) -> String {
    match command {
        Command::TakeIncome { card, take } => income_label(game, *card, *take),
        Command::StartQuarry => "Quarry: push stones".to_string(),
        Command::Push { size } => format!("Push a {} stone", size.name()),
        Command::StopPushing => "Stop pushing".to_string(),
        Command::TakeTile { reward, tile, slot } if reward == tile => {
            format!(
                "{} tile onto cart space {}",
                capitalized(tile.name()),
                slot + 1
            )
        }
        Command::TakeTile { reward, tile, slot } => {
            format!(
                "{} tile for the {} stone, cart space {}",
                capitalized(tile.name()),
                reward.name(),
                slot + 1
            )
        }
        Command::SellReward { reward } => format!("Sell the {} for 1 sesterce", reward.name()),
        Command::Build { size, space, .. } => format!("Build {} tile on {space}", size.name()),
        Command::EndTurn => "End turn".to_string(),
        Command::Travel { to } => travel_label(game, *to),
        Command::UnloadCart { returned } => {
            format!("Return {} to the storage", stones_text(&total_of(returned)))
        }
        Command::QuarryResult { .. } | Command::Pass => command.to_string(),
    }
}

fn income_label(game: &Game, card: usize, take: IncomeTake) -> String {
    let Some(card) = game
        .income
        .face_up
        .get(card)
        .and_then(|&id| game.data.components.income_cards.get(id))
    else {
        return "Income".to_string();
    };
    match take {
        IncomeTake::Sesterces => format!("{} sesterces", card.sesterces),
        IncomeTake::Stones => stones_text(&card.stones),
        IncomeTake::Both => format!(
            "{} sesterces and {}",
            card.sesterces,
            stones_text(&card.stones)
        ),
    }
}

fn travel_label(game: &Game, to: Node) -> String {
    match game.travel_quote(to) {
        Ok((steps, cost)) => {
            format!(
                "Travel to {to}: {steps} step{} for {cost} sesterce{}",
                plural(steps.into()),
                plural(cost)
            )
        }
        Err(_) => format!("Travel to {to}"),
    }
}

fn plural(n: u32) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The log's first line: who begins (drawn by lot, as the rules ask) and who
/// follows, so that a person who does not begin knows why others moved first.
pub fn opening_line(game: &Game) -> String {
    let n = game.players.len();
    let order: Vec<&str> = (0..n)
        .map(|i| game.players[(game.start_player + i) % n].name.as_str())
        .collect();
    format!(
        "{} begins, drawn by lot; then {} in turn",
        order[0],
        order[1..].join(", ")
    )
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
/// centre, expecting about two stones".
pub fn narrated(
    game: &Game,
    player: PlayerId,
    command: &Command,
    move_line: Option<String>,
    reason: &str,
) -> String {
    let line = move_line.unwrap_or_else(|| {
        let name = game.players.get(player).map_or("?", |p| p.name.as_str());
        match command {
            Command::EndTurn => format!("{name} ends the turn"),
            Command::StopPushing => format!("{name} stops pushing"),
            other => format!("{name}: {}", command_label(game, other)),
        }
    });
    let reason = reason.trim();
    if reason.is_empty() {
        line
    } else {
        format!("{line} — {reason}")
    }
}

/// A log line for an event, amounts stated. Every amount of sesterces in an
/// event is public (a card's half taken, a fare, a sale, a bonus: see BOTS.md);
/// only each player's total stays behind his screen.
pub fn event_text(game: &Game, event: &Event) -> Option<String> {
    let name = |p: usize| {
        game.players
            .get(p)
            .map_or("?", |p| p.name.as_str())
            .to_string()
    };
    let money = |n: u32| format!("{n} sesterce{}", plural(n));
    Some(match event {
        Event::StoneShortage { size, returned } => {
            format!(
                "No {} stone left: every player returns half ({} in all)",
                size.name(),
                returned.iter().sum::<u32>()
            )
        }
        Event::IncomeTaken {
            player,
            sesterces,
            stones,
            ..
        } => match (*sesterces, stones.total()) {
            (0, _) => format!("{} takes {}", name(*player), stones_text(stones)),
            (s, 0) => format!("{} takes {}", name(*player), money(s)),
            (s, _) => format!(
                "{} takes {} and {}",
                name(*player),
                money(s),
                stones_text(stones)
            ),
        },
        Event::PushTokenGained { player } => format!("{} gains a push +1 token", name(*player)),
        Event::IncomeRefilled { .. } => "Seven new income cards are laid out".to_string(),
        Event::QuarryStarted { player } => format!("{} goes to the quarry", name(*player)),
        Event::StonePushed {
            player,
            size,
            with_token,
        } => {
            let token = if *with_token { " (push +1)" } else { "" };
            format!("{} pushes a {} stone{token}", name(*player), size.name())
        }
        Event::StonesLeftQuarry { front, elsewhere } => {
            let mut text = format!("Off the front edge: {}", stones_text(front));
            if elsewhere.total() > 0 {
                text += &format!("; lost over the sides: {}", stones_text(elsewhere));
            }
            text
        }
        Event::PushingStopped {
            consolation: true,
            player,
        } => {
            let pushed = match &game.phase {
                Phase::Quarry(q) => crate::bots::policy::stones_words(f32::from(q.pushed)),
                _ => "its stones".to_string(),
            };
            format!(
                "{} pushed {pushed} and none fell: a small tile or a sesterce",
                name(*player)
            )
        }
        Event::PushingStopped { .. } => return None,
        Event::TileTaken { player, tile, .. } => {
            format!("{} loads a {} tile", name(*player), tile.name())
        }
        Event::RewardSold { player, reward } => {
            format!("{} sells a {} for a sesterce", name(*player), reward.name())
        }
        Event::TileBuilt {
            player,
            space,
            size,
            vp,
            ..
        } => {
            format!(
                "{} builds a {} tile on {space} (+{vp} VP)",
                name(*player),
                size.name()
            )
        }
        Event::SecondTileBonus { player } => {
            format!("{} gets 1 sesterce for two tiles", name(*player))
        }
        Event::Travelled { player, path, cost } => {
            let to = path.last().map(|n| n.to_string()).unwrap_or_default();
            format!(
                "{} travels to {to} ({} step{}, {})",
                name(*player),
                path.len(),
                plural(path.len() as u32),
                money(*cost)
            )
        }
        Event::CityReached {
            player,
            city,
            vp_token,
            marker,
        } => {
            let mut text = format!("{} reaches {}", name(*player), city.name());
            if let Some(vp) = vp_token {
                text += &format!(" and takes {vp} VP");
            }
            if *marker {
                text += "; a city marker is placed";
            }
            text
        }
        Event::Passed { player } => format!("{} passes", name(*player)),
        Event::CartUnloaded { player, returned } => {
            let tiles = total_of(returned);
            format!(
                "{}'s cart was stuck: {} tile{} back to the storage ({})",
                name(*player),
                tiles.total(),
                plural(tiles.total()),
                stones_text(&tiles)
            )
        }
        Event::GameEndTriggered { player, .. } => {
            format!("{} ends the game: this is the last round", name(*player))
        }
        Event::TurnEnded { .. } => return None,
        Event::RoundEnded { round } => format!("Round {round} ends"),
        Event::GameOver { scoring } => {
            let winners: Vec<String> = scoring.winners.iter().map(|&w| name(w)).collect();
            format!(
                "Game over: {} win{}",
                winners.join(" and "),
                if winners.len() == 1 { "s" } else { "" }
            )
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
                "left of centre, expecting about two stones"
            ),
            "Marcus pushes a large stone — left of centre, expecting about two stones"
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

    #[test]
    fn stones_are_listed_largest_first() {
        assert_eq!(stones_text(&SizeCounts::new(2, 0, 1)), "1 large, 2 small");
        assert_eq!(stones_text(&SizeCounts::ZERO), "nothing");
    }
}
