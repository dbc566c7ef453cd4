//! The bots' pace: their pushes shown at 1×, 2× or 4× or by their result only
//! step the same physics, so the game comes out the same, bit for bit; only the
//! frames it takes change.

use crate::common::table::{table, FRAME};
use via_appia::bots::BotLevel;
use via_appia::settings::BotPace;
use via_appia::table::{SeatKind, Table};

const NORMAL: SeatKind = SeatKind::Bot(BotLevel::Normal);

/// Plays three rounds at `pace`; the frames it took.
fn three_rounds(pace: BotPace) -> (Table, usize) {
    let mut play = table(&[NORMAL, NORMAL], 12);
    play.bot_pace = pace;
    for frame in 0..200_000 {
        if play.session.game.round() > 3 || play.session.game.is_over() {
            return (play, frame);
        }
        play.advance(FRAME);
    }
    panic!("three rounds never ended at {pace:?}");
}

#[test]
fn a_bots_push_ends_the_same_at_every_pace() {
    let (slow, slow_frames) = three_rounds(BotPace::Times1);
    for pace in [BotPace::Times4, BotPace::ResultOnly] {
        let (fast, frames) = three_rounds(pace);
        assert!(
            fast.session.game == slow.session.game,
            "{pace:?}: the same game"
        );
        assert_eq!(
            fast.session.quarry.describe(),
            slow.session.quarry.describe()
        );
        assert_eq!(fast.session.log, slow.session.log, "{pace:?}");
        assert!(
            frames < slow_frames,
            "{pace:?}: {frames} frames, 1×: {slow_frames}"
        );
    }
}
