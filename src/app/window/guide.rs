//! The guided first game in the window: started from the first start's offer,
//! the menu or `play --guide`; each frame it hears what the rules did
//! (`table::guide` moves on by the person's own moves), and the callout
//! (`ui::guide_panel`) is placed by what the table shows: the hand in the
//! quarry, the cart, the spaces lit on the board. Skipping or finishing leaves
//! the game going on, and the settings keep that the guide was offered (and
//! played to its end).

use super::Screen;
use crate::bots::BotLevel;
use crate::rules::{Command, Event, Node, Phase};
use crate::settings::Settings;
use crate::table::guide::{Ending, Guide, Step, GUIDE_SEED};
use crate::table::hand::Stage;
use crate::table::SeatKind;
use crate::ui::guide_panel::{GuideAnswer, GuideView, OfferAnswer, Situation};
use crate::ui::menu::MenuIntent;
use crate::ui::new_game::NewGameForm;
use crate::view::road::node_spot;
use crate::view::HighlightKind;
use three_d::{vec3, vec4, Camera, InnerSpace};

/// The guided game: the person (first seat, who begins on [`GUIDE_SEED`])
/// against one Easy bot, on the wooden discs of the box.
pub fn guided_form() -> NewGameForm {
    NewGameForm::with_seats(
        GUIDE_SEED,
        &[SeatKind::Human, SeatKind::Bot(BotLevel::Easy)],
    )
}

impl Screen {
    /// The guided game takes the table, its guide at the first step.
    pub(crate) fn start_guide(&mut self) {
        match guided_form().request() {
            Ok(request) => self.start(&request),
            Err(problems) => {
                self.play.notice = Some(problems.join("; "));
                return;
            }
        }
        self.guide_on_table();
    }

    /// The game on the table is the guided one (`play --guide`, or just
    /// started): its guide begins, and the first start's offer is answered.
    pub fn guide_on_table(&mut self) {
        let person = (self.play.session.seats.iter())
            .position(|s| s.kind.is_human())
            .unwrap_or(0);
        self.guide = Some(Guide::new(person));
        self.guide_offer = false;
        self.remember_guide(|s| s.guide_offered = true);
    }

    /// At a first start (the settings never offered the guide), the guide is
    /// offered over the new-game screen.
    pub fn offer_guide_if_first(&mut self) {
        self.guide_offer = !self.windows.settings.guide_offered;
    }

    /// The step the guide is at, while one is on the table.
    pub fn guide_step(&self) -> Option<Step> {
        self.guide.as_ref().map(Guide::step)
    }

    /// What `--print-log` says of the guide: its step, what the table shows,
    /// and where the callout points (window points), e.g. `quarry ready at
    /// 1045 420`; `None` without a guide.
    pub fn guide_report(&self) -> Option<String> {
        let view = self.guide_view.as_ref()?;
        let mut line = format!("{} {}", view.step.key(), view.situation.key());
        if let Some(at) = self.guide_pointing {
            line.push_str(&format!(" at {:.0} {:.0}", at.x, at.y));
        }
        Some(line)
    }

    /// Enter on a step that only explains: "Next" (at the end, "Play on").
    /// Returns whether it was taken.
    pub(super) fn enter_guide(&mut self) -> bool {
        let explains = self.guide.as_ref().is_some_and(|g| g.step().explains());
        if explains && self.new_game.is_none() && self.confirm.is_none() {
            let last = self.guide_step() == Some(Step::End);
            self.answer_guide(if last {
                GuideAnswer::PlayOn
            } else {
                GuideAnswer::Next
            });
        }
        explains
    }

    /// The rules' events of a frame, for the guide.
    pub(super) fn guide_hear(&mut self, heard: &[Event]) {
        let Some(guide) = &mut self.guide else {
            return;
        };
        // An undo this frame took back the moves that moved the guide.
        let recorded = self.play.session.recorded_steps();
        guide.rewind_to(recorded);
        guide.hear_all_at(heard, recorded);
        guide.game_over(&self.play.session.game);
    }

    pub(super) fn answer_guide(&mut self, answer: GuideAnswer) {
        let Some(guide) = &mut self.guide else {
            return;
        };
        match answer {
            GuideAnswer::Next => guide.next(),
            GuideAnswer::Skip => guide.skip(),
            GuideAnswer::PlayOn | GuideAnswer::NewGame => {
                while !guide.is_over() && guide.step().explains() {
                    guide.next();
                }
            }
        }
        let (ending, over) = (guide.ending(), guide.is_over());
        if ending == Some(Ending::Finished) {
            self.remember_guide(|s| s.guide_finished = true);
        }
        if over {
            self.guide = None;
            self.guide_view = None;
        }
        if answer == GuideAnswer::NewGame {
            self.carry_out(MenuIntent::NewGame);
        }
    }

    pub(super) fn answer_offer(&mut self, answer: OfferAnswer) {
        self.guide_offer = false;
        match answer {
            OfferAnswer::Guide => self.start_guide(),
            OfferAnswer::NoThanks => self.remember_guide(|s| s.guide_offered = true),
        }
    }

    /// Escape leaves the guide (or declines the offer). Returns whether it did.
    pub(super) fn escape_guide(&mut self) -> bool {
        if self.guide_offer {
            self.answer_offer(OfferAnswer::NoThanks);
            return true;
        }
        if self.guide.is_some() {
            self.answer_guide(GuideAnswer::Skip);
            return true;
        }
        false
    }

    /// Keeps a change to what the settings know of the guide.
    fn remember_guide(&mut self, change: impl FnOnce(&mut Settings)) {
        let mut settings = self.windows.settings.clone();
        change(&mut settings);
        if settings != self.windows.settings {
            self.change_settings(settings);
        }
    }

    /// The callout's view for the next frame, from the table as drawn now.
    pub(super) fn update_guide_view(&mut self, camera: &Camera) {
        let Some(guide) = &self.guide else {
            self.guide_view = None;
            return;
        };
        let step = guide.step();
        let person = guide.person();
        let spots = self.guide_spots(step, camera);
        let name = (self.play.session.game.players().get(person))
            .map(|p| p.name().to_string())
            .unwrap_or_default();
        self.guide_view = Some(GuideView {
            step,
            situation: self.guide_situation(step, person),
            name,
            table: self.table_rect,
            spots,
            quarry: self.quarry_on_screen(camera),
        });
    }

    /// What the table shows now, as the step's words depend on it.
    fn guide_situation(&self, step: Step, person: usize) -> Situation {
        let play = &self.play;
        let game = &play.session.game;
        if let Some((hand, by_person)) = play.hand() {
            return match (by_person, hand.stage) {
                (false, _) => Situation::OthersPlay,
                (true, Stage::Placing) => Situation::Placing,
                (true, Stage::Pushing | Stage::Clearing) => Situation::Pushing,
                (true, Stage::Settling) => Situation::Settling,
            };
        }
        if step.explains() {
            return Situation::Ready;
        }
        if game.current() != person || !play.person_to_act() {
            return Situation::OthersPlay;
        }
        let legal = game.legal_actions();
        let builds = legal.iter().any(|c| matches!(c, Command::Build { .. }));
        match (step, game.phase()) {
            (_, Phase::Quarry(q)) if !q.pushing_done() => Situation::ChoosingStone,
            (_, Phase::Quarry(_)) => Situation::Rewards,
            (Step::Build, Phase::Building { .. }) => Situation::BuiltOne,
            (Step::Build, _) if game.players()[person].cart().is_empty() => Situation::CartEmpty,
            (Step::Build, _) if !builds => Situation::NoSpaceYet,
            (Step::Travel, Phase::ChooseAction)
                if !legal.iter().any(|c| matches!(c, Command::Travel { .. })) =>
            {
                Situation::CannotTravel
            }
            _ => Situation::Ready,
        }
    }

    /// Where the spaces lit for the step lie on screen (points).
    /// Points spread over the quarry's ramp on screen (points), from the
    /// entrance to the front edge; none when the camera looks away from it.
    fn quarry_on_screen(&self, camera: &Camera) -> Vec<egui::Pos2> {
        let ramp = self.scene.ramp();
        let (height, ppp) = self.window_pixels;
        let mut points = Vec::new();
        for i in 0..=8 {
            let z = -ramp.length() * i as f32 / 8.0;
            let half = ramp.width(z) / 2.0;
            for j in 0..=8 {
                let x = half * (j as f32 / 4.0 - 1.0);
                let at = (ramp.transform() * vec4(x, 0.0, z, 1.0)).truncate();
                if camera.view_direction().dot(at - camera.position()) <= 0.0 {
                    continue;
                }
                let pixel = camera.pixel_at_position(at);
                points.push(egui::pos2(pixel.x / ppp, (height - pixel.y) / ppp));
            }
        }
        points
    }

    fn guide_spots(&self, step: Step, camera: &Camera) -> Vec<egui::Pos2> {
        let kind = match step {
            Step::Build => HighlightKind::Build,
            Step::Travel => HighlightKind::Travel,
            _ => return Vec::new(),
        };
        let (height, ppp) = self.window_pixels;
        (self.highlighted.iter())
            .filter(|(_, k)| *k == kind)
            .map(|(id, _)| {
                let [x, z] = node_spot(&self.data.board, Node::Space(*id));
                let pixel = camera.pixel_at_position(vec3(x, 0.0, z));
                egui::pos2(pixel.x / ppp, (height - pixel.y) / ppp)
            })
            .collect()
    }
}
