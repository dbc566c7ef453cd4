//! The table camera: orbit, zoom and pan with the mouse inside limits that keep the
//! table in view, presets (whole table, quarry close-up, road) and smooth moves.

use three_d::*;

/// An orbit pose: looking at `target` from `distance` cm away, `yaw` round the
/// vertical (0: from the player's side, +z) and `pitch` above the table (radians).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    pub target: Vec3,
    pub yaw: f32,
    pub pitch: f32,
    pub distance: f32,
}

/// The camera presets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preset {
    Table,
    Quarry,
    Road,
}

impl Preset {
    pub const ALL: [Preset; 3] = [Preset::Table, Preset::Quarry, Preset::Road];

    pub fn name(self) -> &'static str {
        match self {
            Preset::Table => "Table",
            Preset::Quarry => "Quarry",
            Preset::Road => "Road",
        }
    }

    pub fn view(self) -> View {
        match self {
            // The whole seated table: the board, the quarry on it, the front
            // seat's area and every other seat's area with its name plate, in the
            // table's part of the window (between the panels). Seen from a little
            // further and steeper than a person sits, so the far seat's plate, the
            // side seats' plates and the front cart all fit while the board spans
            // more than half of a 1280×800 window and its cities' names read at
            // 1280×720 (see `vertical_fov_degrees` for the frame's angles).
            Preset::Table => View {
                target: vec3(0.0, 0.0, 10.5),
                yaw: 0.0,
                pitch: 73f32.to_radians(),
                distance: 112.0,
            },
            Preset::Quarry => View {
                target: vec3(0.0, 3.0, -3.0),
                yaw: 0.45,
                pitch: 42f32.to_radians(),
                distance: 50.5,
            },
            Preset::Road => View {
                target: vec3(0.0, 0.0, 0.5),
                yaw: 0.0,
                pitch: 82f32.to_radians(),
                distance: 90.0,
            },
        }
    }
}

/// The angles the table view must take in, as fields of view (degrees): from
/// the far seat's name plate to the front seat's, and across the side seats'
/// plates, each with room for the plate round its spot (about 5 % of the height,
/// 15 % of the width). They follow from the table preset and the seats' places
/// (`seating::area_transform`, `table::plate_spot`); a test in `tests/window`
/// checks every plate is inside the picture for two, three and four players.
pub const FRAME_VERTICAL_DEGREES: f32 = 44.2;
pub const FRAME_HORIZONTAL_DEGREES: f32 = 45.5;
/// The widest vertical field of view a narrow viewport gets.
const MAX_FIELD_OF_VIEW_DEGREES: f32 = 75.0;

/// The vertical field of view for a viewport: wide enough for the frame's height
/// and, at the viewport's aspect, for its width (a narrow viewport, the table
/// between two side panels, gets a taller view rather than cut sides); never
/// over 75° high.
pub fn vertical_fov_degrees(viewport: Viewport) -> f32 {
    let aspect = viewport.width.max(1) as f32 / viewport.height.max(1) as f32;
    let across = (FRAME_HORIZONTAL_DEGREES.to_radians() / 2.0).tan() / aspect;
    let high = (FRAME_VERTICAL_DEGREES.to_radians() / 2.0).tan();
    (2.0 * across.max(high).atan().to_degrees()).min(MAX_FIELD_OF_VIEW_DEGREES)
}
const MIN_PITCH: f32 = 0.2;
const MAX_PITCH: f32 = 1.53;
const MIN_DISTANCE: f32 = 14.0;
const MAX_DISTANCE: f32 = 190.0;
/// Half the square the target may move in, cm: the board and the players' areas
/// around it.
const TARGET_RANGE: f32 = 55.0;

impl View {
    /// The view brought inside the limits.
    pub fn clamped(mut self) -> View {
        self.pitch = self.pitch.clamp(MIN_PITCH, MAX_PITCH);
        self.distance = self.distance.clamp(MIN_DISTANCE, MAX_DISTANCE);
        self.target.x = self.target.x.clamp(-TARGET_RANGE, TARGET_RANGE);
        self.target.z = self.target.z.clamp(-TARGET_RANGE, TARGET_RANGE);
        self.target.y = self.target.y.clamp(0.0, 12.0);
        self
    }

    pub fn eye(&self) -> Vec3 {
        let (sy, cy) = self.yaw.sin_cos();
        let (sp, cp) = self.pitch.sin_cos();
        self.target + self.distance * vec3(cp * sy, sp, cp * cy)
    }

    /// A camera for this view in a viewport.
    pub fn camera(&self, viewport: Viewport) -> Camera {
        Camera::new_perspective(
            viewport,
            self.eye(),
            self.target,
            vec3(0.0, 1.0, 0.0),
            degrees(vertical_fov_degrees(viewport)),
            1.0,
            600.0,
        )
    }

    /// Interpolates towards `goal` by `t` (0..1), the shorter way round in yaw.
    fn toward(&self, goal: &View, t: f32) -> View {
        let mut dyaw = (goal.yaw - self.yaw) % std::f32::consts::TAU;
        if dyaw > std::f32::consts::PI {
            dyaw -= std::f32::consts::TAU;
        } else if dyaw < -std::f32::consts::PI {
            dyaw += std::f32::consts::TAU;
        }
        View {
            target: self.target + (goal.target - self.target) * t,
            yaw: self.yaw + dyaw * t,
            pitch: self.pitch + (goal.pitch - self.pitch) * t,
            distance: self.distance * (goal.distance / self.distance).powf(t),
        }
    }

    fn close_to(&self, other: &View) -> bool {
        (self.target - other.target).magnitude() < 0.01
            && (self.yaw - other.yaw).abs() < 1e-4
            && (self.pitch - other.pitch).abs() < 1e-4
            && (self.distance - other.distance).abs() < 0.01
    }
}

/// The camera the player steers: the shown view eases towards the goal view.
/// Each preset keeps the zoom the player gave it last: the quarry close-up that
/// comes back for every push comes back as near as it was left.
pub struct CameraRig {
    shown: View,
    goal: View,
    /// The preset last gone to, and each preset's zoom (its distance over the preset's own).
    preset: Preset,
    zoom: [f32; 3],
}

impl CameraRig {
    pub fn new(preset: Preset) -> CameraRig {
        CameraRig {
            shown: preset.view(),
            goal: preset.view(),
            preset,
            zoom: [1.0; 3],
        }
    }

    /// Starts a smooth move to a preset, at the zoom it was left with.
    pub fn go_to(&mut self, preset: Preset) {
        let mut goal = preset.view();
        goal.distance *= self.zoom[preset as usize];
        self.goal = goal.clamped();
        self.preset = preset;
    }

    pub fn view(&self) -> View {
        self.shown
    }

    /// Orbit with the left button, pan with the right or middle button, zoom with
    /// the wheel. Returns true when an event was used.
    pub fn handle_events(&mut self, events: &mut [Event]) -> bool {
        let mut used = false;
        for event in events.iter_mut() {
            match event {
                Event::MouseMotion {
                    button: Some(button),
                    delta,
                    handled,
                    ..
                } if !*handled => {
                    match button {
                        MouseButton::Left => {
                            self.goal.yaw -= delta.0 * 0.008;
                            self.goal.pitch += delta.1 * 0.006;
                        }
                        _ => {
                            let scale = self.goal.distance * 0.0015;
                            let (sy, cy) = self.goal.yaw.sin_cos();
                            let right = vec3(cy, 0.0, -sy);
                            let forward = vec3(-sy, 0.0, -cy);
                            self.goal.target += (-delta.0 * right + delta.1 * forward) * scale;
                        }
                    }
                    *handled = true;
                    used = true;
                }
                Event::MouseWheel { delta, handled, .. } if !*handled => {
                    self.goal.distance = (self.goal.distance * (-delta.1 * 0.0015).exp())
                        .clamp(MIN_DISTANCE, MAX_DISTANCE);
                    self.zoom[self.preset as usize] =
                        self.goal.distance / self.preset.view().distance;
                    *handled = true;
                    used = true;
                }
                _ => {}
            }
        }
        self.goal = self.goal.clamped();
        used
    }

    /// Eases the shown view towards the goal over `elapsed_ms`. Returns true while
    /// the view moves.
    pub fn update(&mut self, elapsed_ms: f64) -> bool {
        if self.shown.close_to(&self.goal) {
            self.shown = self.goal;
            return false;
        }
        let t = 1.0 - (-(elapsed_ms as f32) / 110.0).exp();
        self.shown = self.shown.toward(&self.goal, t.clamp(0.0, 1.0));
        true
    }

    pub fn camera(&self, viewport: Viewport) -> Camera {
        self.shown.camera(viewport)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wheel(rig: &mut CameraRig, notches: f32) {
        let mut events = vec![Event::MouseWheel {
            delta: (0.0, 24.0 * notches),
            position: PhysicalPoint { x: 10.0, y: 10.0 },
            modifiers: Modifiers::default(),
            handled: false,
        }];
        assert!(rig.handle_events(&mut events));
    }

    #[test]
    fn each_preset_comes_back_at_the_zoom_it_was_left_with() {
        let mut rig = CameraRig::new(Preset::Table);
        rig.go_to(Preset::Quarry);
        wheel(&mut rig, 5.0);
        let near = rig.goal.distance;
        assert!(near < Preset::Quarry.view().distance, "zoomed in");
        rig.go_to(Preset::Table);
        assert_eq!(rig.goal.distance, Preset::Table.view().distance);
        rig.go_to(Preset::Quarry);
        assert!(
            (rig.goal.distance - near).abs() < 1e-4,
            "the quarry's zoom kept"
        );
    }
}
