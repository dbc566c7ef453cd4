//! Contacts between two wooden discs lying parallel, computed exactly.
//!
//! Parry finds the contact of two cylinders with GJK, and once they overlap with EPA,
//! which does not converge on curved shapes: for two flat discs stacked with 0.1–3 mm of
//! overlap it reported a depth of 0 along a sideways normal in 539 of 576 poses tried
//! (errors up to 18 mm), so the solver never pushed them apart and a disc carried by
//! another sank into it, 9 mm deep in the worst of 1,000 pushes. Rounding the edges
//! (`round_cylinder`) keeps small overlaps out of EPA, but only up to twice the border,
//! and side-by-side discs still came back with wrong depths.
//!
//! In a quarry nearly every disc lies flat on the ramp, so nearly every disc–disc contact
//! is between parallel discs, for which the contact is simple geometry: either the rims
//! touch side by side (normal across, two points spanning the shared height) or one lies
//! on the other (normal along the axis, four points on the lens where the two faces
//! overlap). Likewise a flat disc against a bar, a wall or the pusher (boxes standing on
//! the ramp) touches with its rim: a circle against a rectangle in the ramp's plane. This
//! dispatcher computes those and leaves every other pair (a tilted disc, a disc on the
//! ramp's floor, separated discs) to parry's own.

use rapier3d::parry::query::details::NormalConstraints;
use rapier3d::parry::query::{
    ContactManifold, ContactManifoldsWorkspace, PersistentQueryDispatcher, TrackedContact,
    Unsupported,
};
use rapier3d::parry::shape::{PackedFeatureId, Shape};
use rapier3d::prelude::*;

/// Two discs whose axes are within this angle (cos of 10°) are treated as lying on each
/// other or side by side; each point's depth is measured to the other disc's real face
/// or rim, so a small tilt between them is accounted for.
const PARALLEL: f32 = 0.9848;

/// Handles disc–disc contacts (see the module comment); chain it before parry's
/// default dispatcher.
#[derive(Clone, Copy, Debug, Default)]
pub struct DiscContacts;

/// A disc as the contact sees it: outer radius and half thickness, and the rounding of
/// its edges (the flat part of a face reaches `radius - border`).
#[derive(Clone, Copy, Debug)]
struct Disc {
    radius: f32,
    half: f32,
    border: f32,
}

fn disc_of(shape: &dyn Shape) -> Option<Disc> {
    if let Some(c) = shape.as_cylinder() {
        return Some(Disc {
            radius: c.radius,
            half: c.half_height,
            border: 0.0,
        });
    }
    shape.as_round_cylinder().map(|c| Disc {
        radius: c.inner_shape.radius + c.border_radius,
        half: c.inner_shape.half_height + c.border_radius,
        border: c.border_radius,
    })
}

/// A contact point: on disc 1 and on disc 2, both in disc 1's frame.
type PointPair = (Vector, Vector);

/// The contact of two nearly parallel discs in disc 1's frame: normal (from 1 to 2) and
/// the point pairs with their signed distances; `None` when they are apart on both axes
/// (parry's GJK handles that case exactly) or not parallel.
fn parallel_contact(pos12: &Pose, d1: Disc, d2: Disc) -> Option<(Vector, Vec<Pair>)> {
    let axis2 = pos12.rotation * Vector::Y;
    if axis2.y.abs() < PARALLEL {
        return None;
    }
    let c = pos12.translation;
    let across = (c.x * c.x + c.z * c.z).sqrt();
    let side_depth = d1.radius + d2.radius - across;
    let stack_depth = d1.half + d2.half - c.y.abs();
    if side_depth < 0.0 && stack_depth < 0.0 {
        return None;
    }
    // Apart on one axis: that axis carries the contact; overlapping on both: the shallower.
    let sideways =
        across > 1.0e-6 && (side_depth < 0.0 || (stack_depth >= 0.0 && side_depth < stack_depth));
    if sideways {
        let n = Vector::new(c.x / across, 0.0, c.z / across);
        let flat1 = d1.half - d1.border;
        let flat2 = d2.half - d2.border;
        let (lo, hi) = ((-flat1).max(c.y - flat2), flat1.min(c.y + flat2));
        let heights = if lo <= hi {
            [lo, hi]
        } else {
            [0.5 * (lo + hi); 2]
        };
        // Disc 2's rim point facing disc 1 at the same height, found in its own frame.
        let towards = pos12.rotation.inverse() * -n;
        let m = Vector::new(towards.x, 0.0, towards.z).normalize_or(Vector::X);
        let points = heights
            .iter()
            .map(|&y| {
                let p1 = n * d1.radius + Vector::Y * y;
                let q = pos12.inverse_transform_point(p1);
                let local2 = m * d2.radius + Vector::Y * q.y.clamp(-flat2, flat2);
                let p2 = pos12.transform_point(local2);
                ((p1, p2), (p2 - p1).dot(n))
            })
            .collect();
        return Some((n, points));
    }
    let s = if c.y >= 0.0 { 1.0 } else { -1.0 };
    let n = Vector::Y * s;
    let (r1, r2) = (d1.radius - d1.border, d2.radius - d2.border);
    let centre2 = Vector::new(c.x, 0.0, c.z);
    let square = |centre: Vector, r: f32| {
        [Vector::X, Vector::Z, -Vector::X, -Vector::Z].map(|v| centre + v * r)
    };
    let rim: [Vector; 4] = if across + r2 <= r1 {
        square(centre2, r2)
    } else if across + r1 <= r2 {
        square(Vector::ZERO, r1)
    } else if across < r1 + r2 {
        // The lens where the faces overlap: its two corners and its two tips.
        let u = centre2 / across;
        let v = Vector::new(-u.z, 0.0, u.x);
        let a = (r1 * r1 - r2 * r2 + across * across) / (2.0 * across);
        let h = (r1 * r1 - a * a).max(0.0).sqrt();
        [u * a + v * h, u * a - v * h, u * r1, centre2 - u * r2]
    } else {
        return None;
    };
    // Disc 2's face towards disc 1: each point is carried along the normal onto it.
    let face_side = if axis2.y * s > 0.0 { -1.0 } else { 1.0 };
    let face_centre = c + axis2 * (face_side * d2.half);
    let points = rim
        .iter()
        .map(|&p| {
            let p1 = p + Vector::Y * (s * d1.half);
            let t = (face_centre - p1).dot(axis2) / n.dot(axis2);
            let p2 = p1 + n * t;
            ((p1, p2), t)
        })
        .collect();
    Some((n, points))
}

/// A disc standing on the ramp against a box whose height runs along the disc's axis
/// (the bars, the walls, the pusher), in the box's frame: normal (from the box to the
/// disc) and two point pairs (on the box, on the disc) spanning the height they share.
/// In the plane this is a circle against a rectangle. Parry's own contact takes the disc's
/// rim as one segment turned towards its guess of the contact point; against the end of
/// a bar that guess flips from step to step, and a disc resting there turned by 1–2° a
/// frame and kept the whole pile awake until the time cap. `None` when the disc is tilted,
/// lies above or below the box, or its centre is inside the box's outline.
fn rim_against_box(pos_disc: &Pose, half: Vector, d: Disc) -> Option<(Vector, Vec<Pair>)> {
    let axis = pos_disc.rotation * Vector::Y;
    if axis.y.abs() < PARALLEL {
        return None;
    }
    let c = pos_disc.translation;
    let flat = d.half - d.border;
    let (lo, hi) = ((-half.y).max(c.y - flat), half.y.min(c.y + flat));
    if lo > hi {
        return None;
    }
    let q = Vector::new(c.x.clamp(-half.x, half.x), 0.0, c.z.clamp(-half.z, half.z));
    let delta = Vector::new(c.x - q.x, 0.0, c.z - q.z);
    let across = delta.length();
    if across < 1.0e-6 {
        return None;
    }
    let n = delta / across;
    let towards = pos_disc.rotation.inverse() * -n;
    let m = Vector::new(towards.x, 0.0, towards.z).normalize_or(Vector::X);
    let points = [lo, hi]
        .iter()
        .map(|&y| {
            let on_box = Vector::new(q.x, y, q.z);
            let local = pos_disc.inverse_transform_point(on_box);
            let rim = m * d.radius + Vector::Y * local.y.clamp(-flat, flat);
            let on_disc = pos_disc.transform_point(rim);
            ((on_box, on_disc), (on_disc - on_box).dot(n))
        })
        .collect();
    Some((n, points))
}

/// A contact point pair and its signed distance along the normal.
type Pair = (PointPair, f32);

/// The contact this module computes for two shapes, in shape 1's frame: normal from 1
/// to 2, the point pairs, and the first feature id to give them.
fn contact_in_frame1(
    pos12: &Pose,
    g1: &dyn Shape,
    g2: &dyn Shape,
) -> Option<(Vector, Vec<Pair>, u32)> {
    match (disc_of(g1), disc_of(g2)) {
        (Some(d1), Some(d2)) => {
            let (n, points) = parallel_contact(pos12, d1, d2)?;
            Some((n, points, if n.y.abs() > 0.5 { 0 } else { 4 }))
        }
        (None, Some(d2)) => {
            let (n, points) = rim_against_box(pos12, g1.as_cuboid()?.half_extents, d2)?;
            Some((n, points, 8))
        }
        (Some(d1), None) => {
            let half = g2.as_cuboid()?.half_extents;
            let (n, points) = rim_against_box(&pos12.inverse(), half, d1)?;
            let points = points
                .into_iter()
                .map(|((on_box, on_disc), dist)| {
                    (
                        (
                            pos12.transform_point(on_disc),
                            pos12.transform_point(on_box),
                        ),
                        dist,
                    )
                })
                .collect();
            Some((pos12.rotation * -n, points, 8))
        }
        (None, None) => None,
    }
}

/// How deep two parallel discs overlap now (m, 0 if they do not), from their poses alone;
/// `None` if the shapes are not two nearly parallel discs in reach of each other.
pub fn parallel_overlap(pos12: &Pose, g1: &dyn Shape, g2: &dyn Shape) -> Option<f32> {
    let (_, points) = parallel_contact(pos12, disc_of(g1)?, disc_of(g2)?)?;
    Some(points.iter().map(|(_, d)| -d).fold(0.0, f32::max))
}

super::contact_chain::passes_every_query_on!(DiscContacts);

impl<ManifoldData: Default, ContactData: Default + Copy>
    PersistentQueryDispatcher<ManifoldData, ContactData> for DiscContacts
{
    fn contact_manifolds(
        &self,
        pos12: &Pose,
        g1: &dyn Shape,
        g2: &dyn Shape,
        prediction: f32,
        manifolds: &mut Vec<ContactManifold<ManifoldData, ContactData>>,
        _: &mut Option<ContactManifoldsWorkspace>,
    ) -> Result<(), Unsupported> {
        if manifolds.is_empty() {
            // Checked before a manifold is made, so parry's own starts from scratch.
            contact_in_frame1(pos12, g1, g2).ok_or(Unsupported)?;
            manifolds.push(ContactManifold::new());
        }
        self.contact_manifold_convex_convex(
            pos12,
            g1,
            g2,
            None,
            None,
            prediction,
            &mut manifolds[0],
        )
    }

    fn contact_manifold_convex_convex(
        &self,
        pos12: &Pose,
        g1: &dyn Shape,
        g2: &dyn Shape,
        _: Option<&dyn NormalConstraints>,
        _: Option<&dyn NormalConstraints>,
        prediction: f32,
        manifold: &mut ContactManifold<ManifoldData, ContactData>,
    ) -> Result<(), Unsupported> {
        let (n, points, offset) = contact_in_frame1(pos12, g1, g2).ok_or(Unsupported)?;
        let old = manifold.points.clone();
        manifold.clear();
        manifold.local_n1 = n;
        manifold.local_n2 = pos12.rotation.inverse() * -n;
        for (k, ((p1, p2), dist)) in points.into_iter().enumerate() {
            if dist <= prediction {
                let id = PackedFeatureId::vertex(offset + k as u32);
                manifold.points.push(TrackedContact::new(
                    p1,
                    pos12.inverse_transform_point(p2),
                    id,
                    id,
                    dist,
                ));
            }
        }
        manifold.match_contacts(&old);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rapier3d::parry::query::{DefaultQueryDispatcher, QueryDispatcher};
    use rapier3d::parry::shape::{Cuboid, Cylinder};

    const MID: Cylinder = Cylinder {
        half_height: 0.0045,
        radius: 0.011,
    };

    /// The manifold the chained dispatcher (as the quarry's narrow phase uses it) gives.
    fn manifold(pos12: &Pose, g1: &dyn Shape, g2: &dyn Shape) -> ContactManifold<(), ()> {
        let dispatcher = DiscContacts.chain(DefaultQueryDispatcher);
        let mut manifolds = Vec::new();
        dispatcher
            .contact_manifolds(pos12, g1, g2, 0.002, &mut manifolds, &mut None)
            .expect("supported");
        manifolds.pop().expect("one manifold")
    }

    fn deepest(m: &ContactManifold<(), ()>) -> f32 {
        m.points
            .iter()
            .map(|p| p.dist)
            .fold(f32::INFINITY, f32::min)
    }

    #[test]
    fn a_disc_lying_on_another_gets_its_true_depth_along_the_axis() {
        for overlap in [0.0001f32, 0.001, 0.003] {
            for (x, yaw) in [(0.0f32, 0.0f32), (0.008, 0.3), (0.015, 0.7)] {
                let pos12 = Pose::from_parts(
                    Vector::new(x, 2.0 * MID.half_height - overlap, 0.002),
                    Rotation::from_rotation_y(yaw),
                );
                let m = manifold(&pos12, &MID, &MID);
                assert_eq!(m.points.len(), 4, "overlap {overlap} at {x}");
                assert!((m.local_n1 - Vector::Y).length() < 1e-6);
                assert!(
                    (deepest(&m) + overlap).abs() < 1e-6,
                    "depth {}",
                    deepest(&m)
                );
            }
        }
    }

    #[test]
    fn discs_side_by_side_touch_along_the_line_of_their_centres() {
        let pos12 = Pose::from_parts(Vector::new(0.0, 0.0, 0.0215), Rotation::IDENTITY);
        let m = manifold(&pos12, &MID, &MID);
        assert_eq!(m.points.len(), 2);
        assert!((m.local_n1 - Vector::Z).length() < 1e-6);
        assert!((deepest(&m) + 0.0005).abs() < 1e-6);
    }

    #[test]
    fn a_disc_against_a_bar_touches_its_side_or_its_corner() {
        let bar = Cuboid::new(Vector::new(0.002, 0.0075, 0.025));
        // Beside the bar's side face, 0.2 mm into it.
        let side = Pose::from_parts(Vector::new(0.0128, 0.0, 0.0), Rotation::IDENTITY);
        let m = manifold(&side, &bar, &MID);
        assert!((m.local_n1 - Vector::X).length() < 1e-6);
        assert!((deepest(&m) + 0.0002).abs() < 1e-6);
        // Past the bar's end: the normal points from its corner to the disc's centre.
        let corner = Pose::from_parts(Vector::new(0.008, 0.0, 0.0325), Rotation::IDENTITY);
        let m = manifold(&corner, &bar, &MID);
        let expected = Vector::new(0.006, 0.0, 0.0075).normalize();
        assert!((m.local_n1 - expected).length() < 1e-5);
        let gap = Vector::new(0.006, 0.0, 0.0075).length() - MID.radius;
        assert!((deepest(&m) - gap).abs() < 1e-6);
        // The same contact asked the other way round: normal and depth mirror.
        let m2 = manifold(&corner.inverse(), &MID, &bar);
        assert!((deepest(&m2) - gap).abs() < 1e-6);
    }

    #[test]
    fn tilted_discs_and_other_shapes_are_left_to_parry() {
        let tilted = Pose::from_parts(Vector::new(0.0, 0.008, 0.0), Rotation::from_rotation_x(0.5));
        assert!(contact_in_frame1(&tilted, &MID, &MID).is_none());
        let ball = rapier3d::parry::shape::Ball::new(0.01);
        assert!(contact_in_frame1(&Pose::IDENTITY, &ball, &MID).is_none());
    }
}
