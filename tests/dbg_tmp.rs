use rand::SeedableRng;
use rand_pcg::Pcg64;
use via_appia::assets::default_game_data;
use via_appia::bots::random::next_random_command;
use via_appia::rules::{Game, Setup};
#[test]
fn dbg() {
    let data = default_game_data().unwrap();
    let mut shown = 0; let mut stuck=0; let mut rounds=0; let mut cmds=0;
    for seed in 0..300u64 {
    let n = 2 + (seed % 3) as usize;
    let mut game = Game::new(data.clone(), &Setup { seed, players: (0..n).map(|i| format!("{i}")).collect(), options: Default::default() }).unwrap();
    let mut rng = Pcg64::seed_from_u64(seed+1000);
    let mut k = 0;
    let mut kinds = std::collections::BTreeMap::new();
    while let Some(c) = next_random_command(&game, &mut rng) { 
        let name = format!("{c:?}"); let name = name.split(|ch: char| !ch.is_alphanumeric()).next().unwrap().to_string();
        *kinds.entry(name).or_insert(0) += 1;
        game.apply(&c).unwrap(); k += 1; if k > 20000 { break; } }
    rounds += game.round; cmds += k; if k > 20000 { stuck += 1; }
    if k > 20000 && shown < 1 {
        shown += 1;
        println!("{kinds:?}");
        println!("round {} built {:?}", game.round, game.built_tiles());
        for (i, s) in game.data.board.spaces().iter().enumerate() { print!("{}{}{} ", s.id, &s.size.name()[..1], if game.road[i].is_some() {"#"} else {"."}); }
        println!();
        for p in &game.players { println!("{} {} ses {} stones {:?} cart {:?}", p.position, p.furthest_city.name(), p.sesterces, p.stones, p.cart.slots); }
        println!("tiles storage {:?} quarry {:?} stones {:?}", game.tile_storage, game.quarry, game.stone_storage);
        println!("legal {:?}", game.legal_actions());
    }
    }
    println!("stuck {stuck} rounds {} cmds {}", rounds/300, cmds/300);
}
