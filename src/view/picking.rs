//! What the mouse points at: a road space on the board, or a point on the quarry's
//! ramp in the quarry's own frame (to drag the pusher or slide a stone along the
//! entrance). Pure geometry on the camera's ray — no GL, so it is unit-tested.
//!
//! Pixels are three-d's *physical* pixels with the origin at the **bottom-left** of
//! the window, as `Event::MousePress { position, .. }` and `Camera::viewport()` give
//! them (three-d converts winit's logical, top-left cursor positions on the way).

use super::quarry::RampShape;
use super::road::tile_side;
use crate::rules::{Board, SpaceId};
use three_d::*;

/// Centimetres per metre (the quarry works in metres, the board in centimetres).
const CM: f32 = 100.0;
/// How far past the printed tile edge a click still counts for the space (cm).
const SPACE_MARGIN: f32 = 0.25;

/// The camera's ray through a pixel: origin and unit direction, board space.
pub fn ray(camera: &Camera, pixel: (f32, f32)) -> (Vec3, Vec3) {
    let origin = camera.position_at_pixel(pixel);
    let direction = camera.view_direction_at_pixel(pixel).normalize();
    (origin, direction)
}

/// Where the ray through `pixel` meets the horizontal plane at `height`, if it does in
/// front of the camera.
pub fn on_plane(camera: &Camera, pixel: (f32, f32), height: f32) -> Option<Vec3> {
    let (origin, direction) = ray(camera, pixel);
    if direction.y.abs() < 1e-6 {
        return None;
    }
    let t = (height - origin.y) / direction.y;
    (t > 0.0 && t.is_finite()).then(|| origin + direction * t)
}

/// The road space under `pixel`: the ray meets the board, and the point lies within
/// a space's printed outline (a square the size of its tile). `None` off the road.
pub fn pick_space(board: &Board, camera: &Camera, pixel: (f32, f32)) -> Option<SpaceId> {
    let hit = on_plane(camera, pixel, 0.0)?;
    board
        .spaces()
        .iter()
        .filter(|space| {
            let half = tile_side(space.size) / 2.0 + SPACE_MARGIN;
            (hit.x - space.position[0]).abs() <= half && (hit.z - space.position[2]).abs() <= half
        })
        .min_by(|a, b| {
            let d = |p: &[f32; 3]| (hit.x - p[0]).powi(2) + (hit.z - p[2]).powi(2);
            d(&a.position).total_cmp(&d(&b.position))
        })
        .map(|space| space.id)
}

pub use crate::table::hand::RampPoint;

/// How far beyond the ramp's top edge and sides a point still counts (m): the pusher
/// parks behind the top edge, and a drag should not stop dead at a wall.
const RAMP_REACH: f32 = 0.08;

/// The point of the ramp's surface plane under `pixel`, in the quarry's frame; `None`
/// when the ray misses the plane or meets it far from the ramp (more than 8 cm past
/// its top edge or its sides, or past its front edge). The pusher's own clamping
/// keeps it behind the line and between the bars.
pub fn ramp_point(shape: &RampShape, camera: &Camera, pixel: (f32, f32)) -> Option<RampPoint> {
    let (origin, direction) = ray(camera, pixel);
    let to_ramp = shape.transform().invert()?;
    let o = (to_ramp * origin.extend(1.0)).truncate();
    let d = (to_ramp * direction.extend(0.0)).truncate();
    if d.y.abs() < 1e-6 {
        return None;
    }
    let t = -o.y / d.y;
    if !(t > 0.0 && t.is_finite()) {
        return None;
    }
    let local = o + d * t;
    let point = RampPoint {
        lateral: local.x / CM,
        advance: local.z / CM + shape.length() / CM,
    };
    let length = shape.length() / CM;
    let half_width = shape.width(0.0) / CM / 2.0;
    let inside = point.advance >= -RAMP_REACH
        && point.advance <= length
        && point.lateral.abs() <= half_width + RAMP_REACH;
    inside.then_some(point)
}

/// The board position of a point on the ramp surface given in the quarry's frame.
pub fn ramp_to_board(shape: &RampShape, point: RampPoint) -> Vec3 {
    let local = vec3(
        point.lateral * CM,
        0.0,
        (point.advance * CM) - shape.length(),
    );
    (shape.transform() * local.extend(1.0)).truncate()
}

/// The pixel (physical, bottom-left origin) where the camera sees a board point.
pub fn pixel_of(camera: &Camera, point: Vec3) -> (f32, f32) {
    let p = camera.pixel_at_position(point);
    (p.x, p.y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quarry::QuarryConfig;
    use crate::view::camera::Preset;

    fn data() -> std::sync::Arc<crate::rules::GameData> {
        crate::assets::default_game_data().expect("default data")
    }

    fn cameras() -> Vec<Camera> {
        let mut cameras: Vec<Camera> = Preset::ALL
            .iter()
            .map(|p| p.view().camera(Viewport::new_at_origo(1280, 720)))
            .collect();
        // A window whose table viewport does not start at the origin (a side panel).
        cameras.push(Preset::Table.view().camera(Viewport {
            x: 240,
            y: 30,
            width: 1000,
            height: 700,
        }));
        cameras
    }

    #[test]
    fn a_space_centre_picks_back_its_space() {
        let data = data();
        for camera in cameras() {
            let viewport = camera.viewport();
            for space in data.board.spaces() {
                let [x, y, z] = space.position;
                let pixel = pixel_of(&camera, vec3(x, y, z));
                let inside = pixel.0 >= viewport.x as f32
                    && pixel.1 >= viewport.y as f32
                    && pixel.0 < (viewport.x + viewport.width as i32) as f32
                    && pixel.1 < (viewport.y + viewport.height as i32) as f32;
                if inside {
                    assert_eq!(
                        pick_space(&data.board, &camera, pixel),
                        Some(space.id),
                        "space {} at pixel {pixel:?}",
                        space.id
                    );
                }
            }
        }
    }

    #[test]
    fn pixels_off_the_road_pick_nothing() {
        let data = data();
        let camera = Preset::Table
            .view()
            .camera(Viewport::new_at_origo(1280, 720));
        // The sky above the table's far edge, the board's empty middle, the table.
        assert_eq!(pick_space(&data.board, &camera, (640.0, 719.0)), None);
        let middle = pixel_of(&camera, vec3(-10.0, 0.0, 5.0));
        assert_eq!(pick_space(&data.board, &camera, middle), None);
        let table = pixel_of(&camera, vec3(45.0, 0.0, 35.0));
        assert_eq!(pick_space(&data.board, &camera, table), None);
    }

    #[test]
    fn ramp_points_round_trip_through_pixels() {
        let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
        let shape = RampShape::from_config(&config);
        let length = config.ramp.length;
        for camera in cameras() {
            for &(lateral, share) in &[(0.0, 0.1), (0.02, 0.3), (-0.03, 0.6), (0.05, 0.95)] {
                let given = RampPoint {
                    lateral,
                    advance: share * length,
                };
                let board = ramp_to_board(&shape, given);
                let pixel = pixel_of(&camera, board);
                let back = ramp_point(&shape, &camera, pixel).expect("on the ramp");
                assert!(
                    (back.lateral - given.lateral).abs() < 1e-3
                        && (back.advance - given.advance).abs() < 1e-3,
                    "{given:?} came back as {back:?}"
                );
            }
            // Far off the ramp: nothing.
            let beside = pixel_of(&camera, vec3(-28.0, 0.0, 28.0));
            assert_eq!(ramp_point(&shape, &camera, beside), None);
        }
    }

    #[test]
    fn ramp_frame_matches_the_physics_pusher_frame() {
        // The pusher's centre as the physics places it, drawn on the board, lies
        // over the ramp point of the same lateral and advance.
        let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
        let shape = RampShape::from_config(&config);
        let mut quarry = crate::quarry::Quarry::new(&config, [0, 0, 0], 1).expect("quarry");
        let wish = crate::quarry::PusherPose {
            lateral: 0.01,
            advance: 0.05,
            angle: 0.0,
        };
        quarry.drive_pusher(wish);
        for _ in 0..120 {
            quarry.step();
        }
        let pose = quarry.pusher_pose();
        let (t, _) = quarry.pusher_world_pose();
        let centre = (shape.world_to_board() * vec4(t[0], t[1], t[2], 1.0)).truncate();
        let on_surface = ramp_to_board(
            &shape,
            RampPoint {
                lateral: pose.lateral,
                advance: pose.advance,
            },
        );
        let lift = 0.5 * config.pusher.height * CM;
        assert!(
            (centre - on_surface).magnitude() < lift + 1e-3,
            "pusher centre {centre:?} vs surface point {on_surface:?}"
        );
        assert!((centre - on_surface).magnitude() > lift - 1e-3);
    }
}
