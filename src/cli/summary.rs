//! The state summary printed by headless commands, as JSON.

use crate::rules::{Game, Segment};
use serde_json::{json, Value};

/// Scores, money, tiles per segment, positions and the winners.
pub fn game_summary(game: &Game) -> Value {
    let players: Vec<Value> = game
        .players()
        .iter()
        .map(|p| {
            json!({
                "name": p.name(),
                "seat": p.seat() + 1,
                "score": p.score(),
                "sesterces": p.sesterces(),
                "stones": p.stones(),
                "cart": p.cart().tiles(),
                "tiles_per_segment": { "A": p.bonus_tokens()[0], "B": p.bonus_tokens()[1], "C": p.bonus_tokens()[2] },
                "position": p.position().to_string(),
                "furthest_city": p.furthest_city().name(),
                "vp_tokens": p.vp_tokens(),
                "push_token": p.push_token(),
                "turns": p.turns(),
            })
        })
        .collect();
    let road: Value = Segment::ALL
        .iter()
        .map(|&s| {
            let spaces: Vec<usize> = game.data().board.segment_spaces(s).collect();
            let built = spaces.iter().filter(|&&i| game.road()[i].is_some()).count();
            (
                format!("{s:?}"),
                json!({ "built": built, "spaces": spaces.len() }),
            )
        })
        .collect::<serde_json::Map<String, Value>>()
        .into();
    json!({
        "game_over": game.is_over(),
        "round": game.round(),
        "to_act": if game.is_over() { Value::Null } else { json!(game.current_player().name()) },
        "players": players,
        "road": road,
        "quarry": game.quarry(),
        "tile_storage": game.tile_storage(),
        "stone_storage": game.stone_storage(),
        "final_scoring": game.final_scoring(),
        "winners": game.winners().iter().map(|&i| game.players()[i].name().to_string()).collect::<Vec<_>>(),
    })
}
