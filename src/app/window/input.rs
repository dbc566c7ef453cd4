//! The window's input besides the panels: keys (camera presets, help, tuning,
//! sound, skipping the pieces' moves, turning, Space for the stone and the
//! steady push, Ctrl+Z), and the mouse over the table (the pusher while a
//! person pushes, else a click on a board space, with what it would do shown
//! beside the pointer).

use super::*;

impl Screen {
    /// Keys: 1–3 camera presets, F1 how to play, F2 a hint, T tuning, M sound off and on, End
    /// finishes the pieces' moves, Q/E turn, Space puts the stone in, then (pressed again and held) pushes
    /// steadily until let go.
    pub(super) fn keys(&mut self, events: &mut [Event]) {
        for event in events.iter_mut() {
            if let Event::KeyRelease {
                kind: Key::Space, ..
            } = event
            {
                // The steady push ends in `end_steady_push`, whoever held it.
                self.space_down = false;
                continue;
            }
            let Some((kind, modifiers, handled)) = unhandled_press(event) else {
                continue;
            };
            if *kind == Key::Z && modifiers.ctrl {
                self.play.intent(Intent::Undo);
                *handled = true;
                continue;
            }
            let stage = self.play.hand().map(|(h, _)| h.stage);
            match kind {
                Key::Num1 => self.rig.go_to(Preset::Table),
                Key::Num2 => self.rig.go_to(Preset::Quarry),
                Key::Num3 => self.rig.go_to(Preset::Road),
                Key::T => self.windows.tuning.toggle(),
                Key::M => self.toggle_mute(),
                Key::Escape => self.escape(),
                Key::F1 => self.windows.help_open = !self.windows.help_open,
                Key::F2 => self.play.ask_hint(),
                Key::End => self.scene.finish_motion(),
                Key::Q => self.play.push_intent(PushIntent::Turn(-TURN_STEP)),
                Key::E => self.play.push_intent(PushIntent::Turn(TURN_STEP)),
                Key::Space => self.space_pressed(stage),
                Key::Enter if self.enter_guide() => {}
                _ => continue,
            }
            *handled = true;
        }
    }

    /// A click on the table finishes the pieces' moves at once (so does End, in
    /// `keys`); the click still does what it does.
    pub(super) fn skip_motion(&mut self, events: &[Event]) {
        let clicked = events
            .iter()
            .any(|e| matches!(e, Event::MousePress { handled: false, .. }));
        if clicked {
            self.scene.finish_motion();
        }
    }

    /// Space went down: it puts the stone in; once the stone is in (or a stone
    /// blocks the entrance), a fresh press starts the steady push. A key held
    /// down from placing does not push on by itself: the stone goes in, and the
    /// person presses again to push.
    pub(super) fn space_pressed(&mut self, stage: Option<Stage>) {
        if std::mem::replace(&mut self.space_down, true) {
            return; // the key's auto-repeat
        }
        match stage {
            Some(Stage::Placing) => self.play.push_intent(PushIntent::Place),
            Some(Stage::Pushing | Stage::Clearing) => {
                self.play.push_intent(PushIntent::Steady(true));
            }
            _ => {}
        }
    }

    /// A steady push held by neither Space nor the panel's button is let go:
    /// the push ends as when the mouse lets go, and the stones settle.
    pub(super) fn end_steady_push(&mut self, button_held: bool) {
        let steady = self.play.hand().is_some_and(|(h, _)| h.is_steady());
        if steady && !self.space_down && !button_held {
            self.play.push_intent(PushIntent::Steady(false));
        }
    }

    /// The mouse on the ramp while a person pushes.
    pub(super) fn pointer(&mut self, events: &mut [Event], camera: &Camera) {
        let pushing = self.play.hand().is_some_and(|(_, person)| person);
        let shape = *self.scene.ramp();
        let outcome = self.router.route(events, pushing, |pixel| {
            ramp_point(&shape, camera, (pixel.x, pixel.y))
        });
        for input in outcome.hand {
            self.play.hand_input(input);
        }
        if let Some(pixel) = outcome.click {
            self.click_board(camera, (pixel.x, pixel.y));
        }
        self.hover_board(events, camera);
    }

    /// Names the command a click would give, beside the pointer over an outlined
    /// space (a journey's steps and cost, a tile to build).
    pub(super) fn hover_board(&mut self, events: &[Event], camera: &Camera) {
        let moved = events.iter().rev().find_map(|e| match e {
            Event::MouseMotion {
                position, handled, ..
            } => Some((*position, *handled)),
            _ => None,
        });
        let Some((pixel, over_panel)) = moved else {
            if !self.play.person_to_act() {
                self.hover = None;
            }
            return;
        };
        if over_panel {
            self.hover = None;
            return;
        }
        // Events count physical pixels up from the window's bottom; egui counts
        // points down from its top.
        let (height, dpr) = self.window_pixels;
        let at = egui::pos2(pixel.x / dpr + 16.0, (height - pixel.y) / dpr + 8.0);
        self.hover = self
            .command_at(camera, (pixel.x, pixel.y))
            .map(|c| (at, command_label(&self.play.session.game, &c)));
    }

    /// The legal build or travel command for the space or city under a pixel.
    pub(super) fn command_at(&self, camera: &Camera, pixel: (f32, f32)) -> Option<Command> {
        if !self.play.person_to_act() || self.watching() {
            return None;
        }
        let node = pick_node(&self.data.board, camera, pixel)?;
        self.play
            .session
            .game
            .legal_actions()
            .into_iter()
            .find(|c| match c {
                Command::Build { space, .. } => *space == node,
                Command::Travel { to } => *to == node,
                _ => false,
            })
    }

    /// A click on the board: the legal build or travel command for the space (or
    /// city) under the mouse, if the person to act has one.
    pub(super) fn click_board(&mut self, camera: &Camera, pixel: (f32, f32)) {
        if let Some(command) = self.command_at(camera, pixel) {
            self.play.intent(Intent::Command(command));
            self.hover = None;
        }
    }
}

/// A key press nothing has taken yet: the key, the modifiers held, and the
/// flag to set once it is taken.
pub(super) fn unhandled_press(event: &mut Event) -> Option<(&Key, &Modifiers, &mut bool)> {
    match event {
        Event::KeyPress {
            kind,
            handled,
            modifiers,
        } if !*handled => Some((kind, modifiers, handled)),
        _ => None,
    }
}

/// The road space or city under a pixel.
pub(super) fn pick_node(board: &Board, camera: &Camera, pixel: (f32, f32)) -> Option<Node> {
    if let Some(id) = pick_space(board, camera, pixel) {
        return Some(Node::Space(id));
    }
    let hit = on_plane(camera, pixel, 0.0)?;
    crate::rules::City::ALL.into_iter().find_map(|city| {
        let [x, z] = node_spot(board, Node::City(city));
        ((hit.x - x).hypot(hit.z - z) <= CITY_RADIUS).then_some(Node::City(city))
    })
}
