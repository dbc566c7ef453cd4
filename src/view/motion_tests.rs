use super::*;

fn at(x: f32, z: f32) -> Mat4 {
    Mat4::from_translation(vec3(x, 0.0, z))
}

fn layout(items: &[(Piece, Mat4)]) -> Layout {
    let mut layout = Layout::default();
    for (piece, m) in items {
        layout.push(Layer::Block, Tag::Piece(*piece), *m, Srgba::WHITE);
    }
    layout
}

fn drawn(layout: &Layout, motion: &Motion) -> Vec<Vec3> {
    layout
        .instances(Layer::Block, motion)
        .transformations
        .iter()
        .map(|m| m.w.truncate())
        .collect()
}

fn close(a: Vec3, b: Vec3) -> bool {
    (a - b).magnitude() < 1e-3
}

const PAWN: Piece = Piece::Pawn(0);

#[test]
fn a_moved_piece_starts_at_its_old_place_and_lands_at_its_new_one_in_time() {
    let mut motion = Motion::default();
    motion.settle(&layout(&[(PAWN, at(0.0, 0.0))]), &Wells::default());
    assert!(!motion.busy(), "the first look at a table moves nothing");
    let moved = layout(&[(PAWN, at(10.0, 0.0))]);
    motion.settle(&moved, &Wells::default());
    assert!(motion.busy());
    assert!(close(drawn(&moved, &motion)[0], vec3(0.0, 0.0, 0.0)));
    let remaining = motion.remaining();
    assert!(
        (SHORTEST..=LONGEST).contains(&remaining),
        "a flight lasts 0.3–0.6 s, not {remaining}"
    );
    motion.tick(remaining / 2.0);
    let mid = drawn(&moved, &motion)[0];
    assert!(
        mid.x > 1.0 && mid.x < 9.0,
        "half way it is between: {mid:?}"
    );
    assert!(mid.y > 0.5, "it arcs above the table: {mid:?}");
    motion.tick(remaining / 2.0 + 1e-3);
    assert!(!motion.busy());
    assert!(close(drawn(&moved, &motion)[0], vec3(10.0, 0.0, 0.0)));
}

#[test]
fn nothing_moves_when_nothing_changed() {
    let mut motion = Motion::default();
    let table = layout(&[(PAWN, at(1.0, 2.0)), (Piece::Score(0), at(3.0, 4.0))]);
    motion.settle(&table, &Wells::default());
    motion.settle(&table, &Wells::default());
    assert!(!motion.busy());
    assert_eq!(motion.remaining(), 0.0);
}

/// A motion whose coins are drawn with a plain placed coin.
fn coin_motion() -> Motion {
    Motion::with_coin(Placed {
        layer: Layer::Coin,
        tag: Tag::Fixed,
        at: Mat4::identity(),
        color: Srgba::WHITE,
        uv: Mat3::identity(),
    })
}

#[test]
fn skipping_finishes_every_flight() {
    let mut motion = coin_motion();
    let before = layout(&[(PAWN, at(0.0, 0.0)), (Piece::Score(0), at(0.0, 5.0))]);
    motion.settle(&before, &Wells::default());
    let after = layout(&[(PAWN, at(20.0, 0.0)), (Piece::Score(0), at(4.0, 5.0))]);
    let wells = Wells {
        purses: vec![vec3(0.0, 0.0, 40.0)],
        paid: vec![3],
        ..Wells::default()
    };
    motion.settle(&after, &wells);
    assert!(motion.busy());
    assert_eq!(
        motion.instances_count(Layer::Coin),
        3,
        "three sesterces, three coins"
    );
    motion.finish();
    assert!(!motion.busy());
    assert_eq!(motion.instances_count(Layer::Coin), 0);
    let places = drawn(&after, &motion);
    assert!(close(places[0], vec3(20.0, 0.0, 0.0)));
    assert!(close(places[1], vec3(4.0, 0.0, 5.0)));
}

#[test]
fn a_tile_built_flies_from_the_cart_to_the_road() {
    let cart = Piece::CartTile {
        player: 0,
        size: Size::Mid,
        nth: 0,
    };
    let mut before = Layout::default();
    before.push(
        Layer::Block,
        Tag::Piece(cart),
        at(-30.0, 40.0),
        Srgba::WHITE,
    );
    let mut after = Layout::default();
    let road = Piece::RoadTile {
        space: 7,
        size: Size::Mid,
    };
    after.push(
        Layer::RoadSlab,
        Tag::Piece(road),
        at(5.0, -5.0),
        Srgba::WHITE,
    );
    after.push(
        Layer::RoadDot,
        Tag::Rides(road),
        at(5.0, -5.0) * Mat4::from_translation(vec3(0.0, 0.5, 0.0)),
        Srgba::WHITE,
    );
    let mut motion = Motion::default();
    motion.settle(&before, &Wells::default());
    motion.settle(&after, &Wells::default());
    let slab = after.instances(Layer::RoadSlab, &motion).transformations[0];
    assert!(close(slab.w.truncate(), vec3(-30.0, 0.0, 40.0)));
    let dot = after.instances(Layer::RoadDot, &motion).transformations[0];
    assert!(
        close(dot.w.truncate(), vec3(-30.0, 0.5, 40.0)),
        "the owner's dot rides on the tile"
    );
    motion.tick(LONGEST + 0.01);
    let slab = after.instances(Layer::RoadSlab, &motion).transformations[0];
    assert!(close(slab.w.truncate(), vec3(5.0, 0.0, -5.0)));
}

#[test]
fn a_tile_of_another_size_does_not_stand_in() {
    let cart = Piece::CartTile {
        player: 0,
        size: Size::Small,
        nth: 0,
    };
    let mut motion = Motion::default();
    motion.settle(&layout(&[(cart, at(-30.0, 40.0))]), &Wells::default());
    let mut after = Layout::default();
    after.push(
        Layer::RoadSlab,
        Tag::Piece(Piece::RoadTile {
            space: 1,
            size: Size::Large,
        }),
        at(5.0, -5.0),
        Srgba::WHITE,
    );
    motion.settle(&after, &Wells::default());
    let slab = after.instances(Layer::RoadSlab, &motion).transformations[0];
    assert!(
        !close(slab.w.truncate(), vec3(-30.0, 0.0, 40.0)),
        "a large tile does not come from a small one's place"
    );
}

#[test]
fn a_tile_taken_comes_from_the_quarry_and_stones_from_the_card() {
    let card = Piece::Card(3);
    let mut motion = Motion::default();
    motion.settle(&layout(&[(card, at(0.0, 30.0))]), &Wells::default());
    let tile = Piece::CartTile {
        player: 1,
        size: Size::Large,
        nth: 0,
    };
    let stone = Piece::Stone {
        player: 1,
        size: Size::Small,
        nth: 0,
    };
    let after = layout(&[(tile, at(-40.0, 0.0)), (stone, at(-40.0, 10.0))]);
    let wells = Wells {
        quarry_front: vec3(0.0, 8.0, -20.0),
        ..Wells::default()
    };
    motion.settle(&after, &wells);
    let places = drawn(&after, &motion);
    assert!(close(places[0], vec3(0.0, 8.0, -20.0)), "{places:?}");
    assert!(close(places[1], vec3(0.0, 0.0, 30.0)), "{places:?}");
}

#[test]
fn a_pawn_walks_its_steps() {
    let mut motion = Motion::default();
    motion.settle(&layout(&[(PAWN, at(0.0, 0.0))]), &Wells::default());
    let after = layout(&[(PAWN, at(30.0, 0.0))]);
    let wells = Wells {
        walks: HashMap::from([(0, vec![vec3(10.0, 0.0, 10.0), vec3(20.0, 0.0, 10.0)])]),
        ..Wells::default()
    };
    motion.settle(&after, &wells);
    let whole = motion.remaining();
    motion.tick(whole / 3.0 + 1e-4);
    let first_step = drawn(&after, &motion)[0];
    assert!(
        close(first_step, vec3(10.0, 0.0, 10.0)),
        "after one hop of three it stands on the first step: {first_step:?}"
    );
    assert!(whole <= LONGEST_WALK + 1e-4);
}

#[test]
fn blending_turns_the_short_way_and_keeps_the_size() {
    let a = Mat4::from_angle_y(degrees(170.0)) * Mat4::from_scale(2.0);
    let b = Mat4::from_angle_y(degrees(-170.0)) * Mat4::from_scale(2.0);
    let mid = blend(a, b, 0.5, 0.0);
    let across = mid.x.truncate();
    assert!((across.magnitude() - 2.0).abs() < 1e-3, "{across:?}");
    let turn = (-across.z).atan2(across.x).to_degrees().abs();
    assert!((turn - 180.0).abs() < 0.5, "through 180°, not 0°: {turn}");
}

#[test]
fn a_score_marker_slides_round_the_corner_not_across_it() {
    // From (20, 0) to (25, 5) round the corner (25, 0), as the track runs.
    let mut motion = Motion::default();
    let score = Piece::Score(0);
    motion.settle(&layout(&[(score, at(20.0, 0.0))]), &Wells::default());
    let after = layout(&[(score, at(25.0, 5.0))]);
    let wells = Wells {
        track_turns: HashMap::from([(0, vec![vec3(25.0, 0.0, 0.0)])]),
        ..Wells::default()
    };
    motion.settle(&after, &wells);
    let whole = motion.remaining();
    assert!(whole <= LONGEST + FOLLOW_UP + 1e-4, "{whole}");
    let mut reached_corner = false;
    for _ in 0..60 {
        motion.tick(whole / 60.0);
        let p = drawn(&after, &motion)[0];
        // On the track: along z = 0 then along x = 25, never inside the corner.
        let off_track = p.z.abs().min((p.x - 25.0).abs());
        assert!(off_track < 1e-3, "cut the corner at {p:?}");
        reached_corner |= (vec3(p.x, 0.0, p.z) - vec3(25.0, 0.0, 0.0)).magnitude() < 0.3;
        assert!(p.y < 1.0, "slides low over the cells: {p:?}");
    }
    assert!(reached_corner, "it went round the corner");
}

#[test]
fn coins_behind_a_screen_arc_over_it() {
    let mut motion = coin_motion();
    let table = layout(&[(PAWN, at(0.0, 0.0))]);
    motion.settle(&table, &Wells::default());
    // The screen stands at z = 40, 5 cm tall; the purse lies 2.5 cm behind it
    // and the card the coins come from 12 cm in front.
    let screen = Wall {
        foot: vec3(0.0, 0.0, 40.0),
        facing: vec3(0.0, 0.0, 1.0),
        height: 5.0,
    };
    for paid in [3, -2] {
        let wells = Wells {
            purses: vec![vec3(0.0, 1.0, 42.5)],
            storage: vec3(-8.0, 0.5, 28.0),
            quarry_front: vec3(4.0, 0.5, 28.0),
            paid: vec![paid],
            screens: vec![screen],
            ..Wells::default()
        };
        motion.settle(&table, &wells);
        let whole = motion.remaining();
        let mut crossings = 0;
        let mut last: Vec<Vec3> = Vec::new();
        for _ in 0..400 {
            motion.tick(whole / 400.0);
            let coins: Vec<Vec3> = Layout::default()
                .instances(Layer::Coin, &motion)
                .transformations
                .iter()
                .map(|m| m.w.truncate())
                .collect();
            // The same coins as a moment ago (none landed since): compare each
            // with itself.
            let same = coins.len() == last.len();
            for (now, before) in coins.iter().zip(&last).filter(|_| same) {
                if (now.z - 40.0) * (before.z - 40.0) <= 0.0 {
                    crossings += 1;
                    assert!(
                        now.y.min(before.y) > 5.0,
                        "paid {paid}: a coin goes through the screen at {now:?}"
                    );
                }
            }
            last = coins;
        }
        assert!(
            crossings >= 1,
            "paid {paid}: the coins cross the screen's line"
        );
        motion.finish();
    }
}

impl Motion {
    fn instances_count(&self, layer: Layer) -> usize {
        Layout::default()
            .instances(layer, self)
            .transformations
            .len()
    }
}
