//! Why a move was refused, in the player's language. The rules stay pure and
//! give their refusal (`Illegal`) in English through `Display`; the window says
//! it through the messages `errors-…` of `i18n/<lang>/errors.ftl`, whose English
//! is word for word the rules' own.

use super::describe::expected_text;
use super::problems::quarry_error_text;
use crate::i18n::words::{node_name, size_key};
use crate::rules::Illegal;
use crate::table::session::SessionError;
use crate::tr;

/// The text of a rules refusal in the player's language.
pub fn illegal_text(e: &Illegal) -> String {
    use Illegal::*;
    match e {
        GameOver => tr!("errors-game-over"),
        WrongPhase { expected } => {
            tr!("errors-wrong-phase", expected = expected_text(*expected))
        }
        AwaitingQuarryResult => tr!("errors-awaiting-quarry"),
        NoSuchCard(i) => tr!("errors-no-such-card", card = *i),
        MustTakeBoth => tr!("errors-must-take-both"),
        BothNotAllowed => tr!("errors-both-not-allowed"),
        QuarryNeedsStones { need, have } => {
            tr!("errors-quarry-needs-stones", need = *need, have = *have)
        }
        NoStone(s) => tr!("errors-no-stone", size = size_key(*s)),
        NoMorePushes => tr!("errors-no-more-pushes"),
        ImpossibleQuarryResult => tr!("errors-impossible-quarry-result"),
        TooFewPushed { need } => tr!("errors-too-few-pushed", need = *need),
        NoSuchReward(s) => tr!("errors-no-such-reward", size = size_key(*s)),
        TileTooLarge { reward, tile } => {
            let (reward, tile) = (size_key(*reward), size_key(*tile));
            tr!("errors-tile-too-large", reward = reward, tile = tile)
        }
        NoTileInStorage(s) => tr!("errors-no-tile-in-storage", size = size_key(*s)),
        CartDoesNotFit { slot, tile } => {
            tr!(
                "errors-cart-does-not-fit",
                tile = size_key(*tile),
                slot = *slot
            )
        }
        NoTileOnCart { slot, size: s } => {
            tr!("errors-no-tile-on-cart", slot = *slot, size = size_key(*s))
        }
        NoSuchSpace(n) => tr!("errors-no-such-space", place = node_name(*n)),
        SpaceTaken(n) => tr!("errors-space-taken", place = node_name(*n)),
        SizeMismatch { space, need } => {
            let (place, size) = (node_name(*space), size_key(*need));
            tr!("errors-size-mismatch", place = place, size = size)
        }
        SegmentNotReached(n) => tr!("errors-segment-not-reached", place = node_name(*n)),
        NotConnected(n) => tr!("errors-not-connected", place = node_name(*n)),
        SecondTileOtherSegment => tr!("errors-second-tile-other-segment"),
        EarlierSegmentsIncomplete => tr!("errors-earlier-segments-incomplete"),
        NotForward(n) => tr!("errors-not-forward", place = node_name(*n)),
        TooFar(n) => tr!("errors-too-far", place = node_name(*n)),
        NoRoad(n) => tr!("errors-no-road", place = node_name(*n)),
        SpaceFull(n) => tr!("errors-space-full", place = node_name(*n)),
        CannotAfford { cost, have } => tr!("errors-cannot-afford", cost = *cost, have = *have),
        MustFinishRewards => tr!("errors-must-finish-rewards"),
        PassNotAllowed => tr!("errors-pass-not-allowed"),
        UnloadNotAllowed => tr!("errors-unload-not-allowed"),
        CartNotStuck => tr!("errors-cart-not-stuck"),
        NotOnCart { slot } => tr!("errors-not-on-cart", slot = *slot),
        NothingToUnload => tr!("errors-nothing-to-unload"),
    }
}

/// The text of a session's refusal in the player's language: the rules' through
/// [`illegal_text`], the quarry's through [`quarry_error_text`]; the session's
/// own reasons are already in the player's words.
pub fn session_error_text(e: &SessionError) -> String {
    match e {
        SessionError::Illegal(e) => illegal_text(e),
        SessionError::Quarry(e) => quarry_error_text(e),
        SessionError::Refused(why) => why.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{tr_in, Arg, Lang};
    use crate::quarry::QuarryError;
    use crate::rules::{City, Node, Size, SpaceId};

    /// One of every refusal.
    fn every_refusal() -> Vec<Illegal> {
        use Illegal::*;
        let space = Node::Space("A3".parse::<SpaceId>().expect("a space"));
        let city = Node::City(City::Rome);
        let mut all = vec![
            GameOver,
            AwaitingQuarryResult,
            NoSuchCard(4),
            MustTakeBoth,
            BothNotAllowed,
            QuarryNeedsStones { need: 2, have: 1 },
            QuarryNeedsStones { need: 1, have: 0 },
            NoStone(Size::Large),
            NoMorePushes,
            ImpossibleQuarryResult,
            TooFewPushed { need: 2 },
            TooFewPushed { need: 1 },
            NoSuchReward(Size::Mid),
            TileTooLarge {
                reward: Size::Small,
                tile: Size::Large,
            },
            NoTileInStorage(Size::Small),
            CartDoesNotFit {
                slot: 2,
                tile: Size::Mid,
            },
            NoTileOnCart {
                slot: 0,
                size: Size::Large,
            },
            NoSuchSpace(space),
            SpaceTaken(space),
            SizeMismatch {
                space,
                need: Size::Mid,
            },
            SegmentNotReached(space),
            NotConnected(space),
            SecondTileOtherSegment,
            EarlierSegmentsIncomplete,
            NotForward(city),
            TooFar(Node::City(City::Beneventum)),
            NoRoad(space),
            SpaceFull(space),
            CannotAfford { cost: 6, have: 2 },
            CannotAfford { cost: 1, have: 0 },
            MustFinishRewards,
            PassNotAllowed,
            UnloadNotAllowed,
            CartNotStuck,
            NotOnCart { slot: 1 },
            NothingToUnload,
        ];
        use crate::rules::Expected;
        for expected in Expected::ALL {
            all.push(WrongPhase { expected });
        }
        all
    }

    // The unit tests speak English (no test changes the language, which every
    // test shares); the other languages are read with `tr_in`.

    #[test]
    fn every_refusal_reads_in_english_as_the_rules_write_it() {
        for e in every_refusal() {
            assert_eq!(illegal_text(&e), e.to_string(), "{e:?}");
        }
    }

    #[test]
    fn the_session_refusals_read_as_the_session_writes_them() {
        let refusals = [
            SessionError::Illegal(Illegal::GameOver),
            SessionError::Quarry(QuarryError::EntranceBlocked),
            SessionError::Quarry(QuarryError::PusherInTheWay),
            SessionError::Refused("a reason said in the player's words".to_string()),
        ];
        for e in refusals {
            assert_eq!(session_error_text(&e), e.to_string(), "{e:?}");
        }
    }

    #[test]
    fn german_and_french_say_it_in_their_own_words() {
        let size = |s: &str| ("size", Arg::from(s));
        // A key, its arguments, its German and its French.
        type Case<'a> = (&'a str, Vec<(&'a str, Arg)>, &'a str, &'a str);
        let cases: [Case; 5] = [
            (
                "errors-game-over",
                vec![],
                "das Spiel ist vorbei",
                "la partie est terminée",
            ),
            (
                "errors-no-stone",
                vec![size("mid")],
                "du hast keinen mittleren Stein",
                "vous n’avez aucune pierre moyenne",
            ),
            (
                "errors-quarry-needs-stones",
                vec![("need", Arg::from(1u8)), ("have", Arg::from(0u32))],
                "der Steinbruch braucht einen Stein; du hast 0",
                "la carrière demande 1 pierre ; vous en avez 0",
            ),
            (
                "errors-cannot-afford",
                vec![("cost", Arg::from(3u32)), ("have", Arg::from(1u32))],
                "die Reise kostet 3 Sesterzen; du hast 1",
                "le voyage coûte 3 sesterces ; vous en avez 1",
            ),
            (
                "errors-tile-too-large",
                vec![("reward", Arg::from("small")), ("tile", Arg::from("large"))],
                "aus einem kleinen Stein wird keine große Platte",
                "une petite pierre ne peut pas devenir une grande dalle",
            ),
        ];
        for (key, args, de, fr) in cases {
            assert_eq!(tr_in(Lang::De, key, &args), de);
            assert_eq!(tr_in(Lang::Fr, key, &args), fr);
            assert_ne!(tr_in(Lang::En, key, &args), de);
        }
        let rome = Illegal::NotForward(Node::City(City::Rome));
        let german = crate::i18n::in_language(Lang::De, || illegal_text(&rome));
        assert!(
            german.contains("Rom ") || german.ends_with("Rom"),
            "{german}"
        );
    }
}
