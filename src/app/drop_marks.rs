//! Stones that drop off the front edge, marked as they fall: the physics lets go
//! of a stone the moment it has left the ramp, so the window keeps each stone's
//! last pose, draws it falling on to the board in gold for a moment, and floats a
//! "+1" above it. The table says which stones dropped (`Table::dropped`).

use crate::quarry::StoneId;
use crate::table::play::{Dropped, DROP_MARK};
use crate::view::{falling, QuarryPose, StoneInstance};
use three_d::{vec3, Camera};

/// Height of the "+1" above a falling stone (cm), and how far it rises as it fades.
const LABEL_LIFT: f32 = 1.2;
const LABEL_RISE: f32 = 1.5;

/// The drops being marked, and where their labels go on the screen.
#[derive(Default)]
pub struct DropMarks {
    /// The stones as last drawn in the quarry, by id.
    last: Vec<StoneInstance>,
    /// Each marked stone's last pose in the quarry.
    ghosts: Vec<(StoneId, StoneInstance)>,
    /// The "+1" labels: board positions and how far through their life (0..1).
    labels: Vec<(three_d::Vec3, f32)>,
}

impl DropMarks {
    /// Adds the falling stones to this frame's quarry pose, and remembers where
    /// every stone in the quarry is for the next frame's drops.
    pub fn update(&mut self, pose: &mut QuarryPose, dropped: &[Dropped]) {
        for mark in dropped {
            let known = self.ghosts.iter().any(|(id, _)| *id == mark.stone);
            let last = self.last.iter().find(|s| s.id == Some(mark.stone));
            if let (false, Some(last)) = (known, last) {
                self.ghosts.push((mark.stone, *last));
            }
        }
        self.ghosts
            .retain(|(id, _)| dropped.iter().any(|m| m.stone == *id));
        self.last.clone_from(&pose.stones);
        self.labels.clear();
        for (id, last) in &self.ghosts {
            let Some(mark) = dropped.iter().find(|m| m.stone == *id) else {
                continue;
            };
            let stone = falling(last, mark.age);
            pose.stones.push(stone);
            let life = (mark.age / DROP_MARK).clamp(0.0, 1.0);
            let lift = LABEL_LIFT + LABEL_RISE * life;
            self.labels
                .push((stone.translation + vec3(0.0, lift, 0.0), life));
        }
    }

    /// The "+1" labels as egui places them: points from the top left, and how
    /// opaque (fading as the mark ages). `window` is the window's height in
    /// physical pixels and its pixels per point.
    pub fn labels(&self, camera: &Camera, window: (f32, f32)) -> Vec<(egui::Pos2, f32)> {
        let (height, dpr) = window;
        self.labels
            .iter()
            .map(|(at, life)| {
                let pixel = camera.pixel_at_position(*at);
                let pos = egui::pos2(pixel.x / dpr, (height - pixel.y) / dpr);
                (pos, 1.0 - life * life)
            })
            .collect()
    }
}

/// One "+1" over a dropped stone, centred on `at`, faded by `alpha`.
pub fn drop_label(ui: &mut egui::Ui, index: usize, at: egui::Pos2, alpha: f32) {
    let gold = egui::Color32::from_rgba_unmultiplied(255, 200, 40, (255.0 * alpha) as u8);
    let shade = egui::Color32::from_rgba_unmultiplied(40, 24, 0, (200.0 * alpha) as u8);
    let painter = ui.ctx().layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::new(("drop-mark", index)),
    ));
    let font = egui::FontId::proportional(26.0);
    painter.text(
        at + egui::vec2(1.5, 1.5),
        egui::Align2::CENTER_BOTTOM,
        "+1",
        font.clone(),
        shade,
    );
    painter.text(at, egui::Align2::CENTER_BOTTOM, "+1", font, gold);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Size;
    use crate::view::StoneForm;
    use three_d::{Mat4, Quat, SquareMatrix};

    fn stone(id: u32, y: f32) -> StoneInstance {
        StoneInstance {
            size: Size::Mid,
            form: StoneForm::Block,
            translation: vec3(0.0, y, 11.0),
            rotation: Quat::new(1.0, 0.0, 0.0, 0.0),
            dimensions: vec3(2.2, 0.9, 2.2),
            id: Some(StoneId(id)),
            marked: false,
        }
    }

    fn pose(stones: Vec<StoneInstance>) -> QuarryPose {
        QuarryPose {
            stones,
            pusher: Mat4::identity(),
        }
    }

    #[test]
    fn a_dropped_stone_is_drawn_falling_in_gold_from_where_it_was_last_seen() {
        let mut marks = DropMarks::default();
        let mut before = pose(vec![stone(1, 4.0), stone(2, 4.0)]);
        marks.update(&mut before, &[]);
        assert_eq!(before.stones.len(), 2, "nothing dropped: nothing added");
        // Stone 2 has left the quarry: the physics no longer has it.
        let mut after = pose(vec![stone(1, 4.0)]);
        let dropped = Dropped {
            stone: StoneId(2),
            size: Size::Mid,
            age: 0.1,
        };
        marks.update(&mut after, &[dropped]);
        assert_eq!(after.stones.len(), 2);
        let ghost = after.stones[1];
        assert!(ghost.marked && ghost.id == Some(StoneId(2)));
        assert!(ghost.translation.y < 4.0, "it falls");
        assert!(ghost.translation.y >= 0.45, "never through the board");
        assert_eq!(marks.labels.len(), 1, "with a +1 above it");
        // Once its mark is over, it is gone.
        let mut later = pose(vec![stone(1, 4.0)]);
        marks.update(&mut later, &[]);
        assert_eq!(later.stones.len(), 1);
        assert!(marks.labels.is_empty());
    }
}
