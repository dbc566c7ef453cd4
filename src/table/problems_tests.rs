//! Files, tunings and programs that went wrong, said in each language. The
//! unit tests share one language (English); German and French are asked for
//! with `in_language`, which holds for this thread alone.

use super::*;
use crate::i18n::{in_language, Lang};
use crate::table::session::Session;
use std::time::Duration;

fn in_each(f: impl Fn() -> String) -> [String; 3] {
    Lang::ALL.map(|lang| in_language(lang, &f))
}

#[test]
fn a_missing_save_is_said_so_in_each_language_without_the_systems_words() {
    let e = Session::load_from(std::path::Path::new("/no/such/folder/game.ron"))
        .err()
        .expect("nothing to load");
    assert_eq!(e.fault, Fault::Missing);
    let [en, de, fr] = in_each(|| file_error_text(&e));
    assert_eq!(en, "/no/such/folder/game.ron does not exist");
    assert_eq!(de, "/no/such/folder/game.ron gibt es nicht");
    assert_eq!(fr, "/no/such/folder/game.ron n’existe pas");
}

#[test]
fn a_save_that_is_not_ron_names_line_column_and_field_in_the_players_words() {
    let e = Session::load_from_str("(format: 4, seed: \"x\")", "game.ron")
        .err()
        .expect("refused");
    assert_eq!(e.fault, Fault::Syntax);
    let [en, de, fr] = in_each(|| file_error_text(&e));
    assert!(
        en.starts_with("game.ron is not written the way this game writes it (line 1, column "),
        "{en}"
    );
    assert!(en.contains("field seed) — details: "), "{en}");
    assert!(
        de.starts_with(
            "game.ron ist nicht so geschrieben, wie dieses Spiel schreibt (Zeile 1, Spalte "
        ),
        "{de}"
    );
    assert!(de.contains("Feld seed) – Einzelheiten: "), "{de}");
    assert!(fr.contains("(ligne 1, colonne "), "{fr}");
    assert!(fr.contains("champ seed) — détails : "), "{fr}");
}

#[test]
fn a_save_from_another_version_is_said_whole_in_each_language() {
    let e = Session::load_from_str("(format: 99)", "old.ron")
        .err()
        .expect("refused");
    assert_eq!(e.fault, Fault::SaveFormat(99));
    let [en, de, fr] = in_each(|| file_error_text(&e));
    assert_eq!(
        en,
        "old.ron is a save of format 99; this game reads formats 3 to 5"
    );
    assert_eq!(
        de,
        "old.ron ist ein Spielstand im Format 99; dieses Spiel liest die Formate 3 bis 5"
    );
    assert_eq!(
        fr,
        "old.ron est une sauvegarde au format 99 ; ce jeu lit les formats 3 à 5"
    );
}

#[test]
fn a_file_that_is_not_utf8_names_its_place() {
    let e = crate::assets::text_from_bytes(b"(seed:\n \xff)".to_vec(), "game.ron")
        .expect_err("refused");
    let de = in_language(Lang::De, || file_error_text(&e));
    assert_eq!(
        de,
        "game.ron ist kein als UTF-8 gespeicherter Text (Zeile 2, Spalte 2)"
    );
}

#[test]
fn a_quarry_config_out_of_range_is_said_in_the_players_words() {
    let text = crate::assets::asset_text("quarry.ron").expect("shipped").0;
    let broken = text.replacen("slope_deg: ", "slope_deg: -", 1);
    let e = crate::quarry::QuarryConfig::from_ron_str(&broken, "quarry.ron")
        .expect_err("a negative slope is refused");
    let [en, de, fr] = in_each(|| config_error_text(&e));
    assert!(
        en.starts_with("quarry.ron holds values this game cannot use (line "),
        "{en}"
    );
    assert!(en.contains("field ramp.slope_deg) — details: "), "{en}");
    assert!(en.ends_with("is out of range [0, 45]"), "{en}");
    assert!(de.starts_with("quarry.ron enthält Werte"), "{de}");
    assert!(de.ends_with("liegt außerhalb von [0, 45]"), "{de}");
    assert!(fr.ends_with("est hors de l’intervalle [0, 45]"), "{fr}");
    // The English message stays for the command line.
    assert!(e.to_string().ends_with("is out of range [0, 45]"), "{e}");
}

#[test]
fn every_refusal_of_quarry_values_has_its_words_in_each_language() {
    use crate::quarry::Reason;
    let names = crate::quarry::RELATIONS;
    let validator = include_str!("../quarry/config_validate.rs");
    for name in names {
        assert!(validator.contains(&format!("\"{name}\"")), "{name} is used");
        let [en, de, fr] = in_each(|| reason_text(&Reason::Relation(name)));
        assert!(
            en != name && !en.starts_with("quarry-rule"),
            "{name} has words: {en}"
        );
        assert_ne!(de, en, "{name} in German");
        assert_ne!(fr, en, "{name} in French");
    }
    // And every relation the validator names is in the list above.
    let used = validator.matches("relation(").count() - 1;
    assert_eq!(used, names.len(), "a relation without words");
    let [_, de, _] = in_each(|| {
        reason_text(&Reason::NotPositive {
            value: -1.0,
            high: 2.0,
        })
    });
    assert_eq!(de, "-1 muss > 0 und ≤ 2 sein");
}

#[test]
fn a_ramp_too_steep_to_load_says_which_field_to_try() {
    let e = QuarryError::LoadingFailed {
        attempts: 8,
        did_not_fit: 2,
        length: 0.4,
        slope_deg: 31.0,
    };
    let [en, de, fr] = in_each(|| quarry_error_text(&e));
    assert!(en.starts_with("ramp.slope_deg = 31.0°: the pile does not come to rest"));
    assert!(de.starts_with("ramp.slope_deg = 31.0°: der Haufen kommt"));
    assert!(fr.starts_with("ramp.slope_deg = 31.0° : le tas"));
    let short = QuarryError::LoadingFailed {
        attempts: 8,
        did_not_fit: 8,
        length: 0.25,
        slope_deg: 12.0,
    };
    let en = quarry_error_text(&short);
    assert_eq!(
        en,
        "ramp.length = 0.250 m: the opening's stones do not fit on the ramp"
    );
}

#[test]
fn every_program_trouble_reads_in_each_language_without_repeating_the_name() {
    let player = || "Ada".to_string();
    let troubles = [
        AgentError::Spec("no program named".into()),
        AgentError::NotFound {
            player: player(),
            program: "./bot".into(),
        },
        AgentError::Start {
            player: player(),
            program: "./bot".into(),
            reason: "permission denied".into(),
        },
        AgentError::Malformed {
            player: player(),
            reason: "not JSON".into(),
        },
        AgentError::Illegal {
            player: player(),
            command: "pass".into(),
        },
        AgentError::Late {
            player: player(),
            timeout: Duration::from_millis(2500),
        },
        AgentError::NotReading { player: player() },
        AgentError::Exited {
            player: player(),
            how: Departure::Exited,
        },
        AgentError::Exited {
            player: player(),
            how: Departure::ExitedWith("exit status: 3".into()),
        },
        AgentError::Exited {
            player: player(),
            how: Departure::ClosedOutput,
        },
    ];
    for e in &troubles {
        let said = in_each(|| agent_error_text(e));
        for text in &said {
            assert!(!text.is_empty() && !text.contains("Ada"), "{text}");
            assert!(!text.starts_with("errors-"), "a message is missing: {text}");
        }
        assert_ne!(said[0], said[1], "German is German: {}", said[1]);
        assert_ne!(said[0], said[2], "French is French: {}", said[2]);
    }
    let late = &troubles[5];
    let [en, de, fr] = in_each(|| agent_error_text(late));
    assert_eq!(en, "it answered late (after more than 2.5 s)");
    assert_eq!(de, "es hat zu spät geantwortet (nach mehr als 2.5 s)");
    assert_eq!(fr, "il a répondu trop tard (après plus de 2.5 s)");
}
