//! Contacts between blocks, found afresh every step, and as deep as the blocks lie.
//!
//! Parry keeps a pair's contact points while the two shapes barely turn against
//! each other (`ContactManifold::try_update_contacts`: within 1° and 1 mm, a
//! tolerance made for bodies a metre across). Between centimetre blocks that
//! keeps an old edge contact while a neighbour slowly turns and slides its
//! corner into the block. Rapier's own contact recycling
//! (`solver.contact_recycling`) skips this dispatcher for a pair that has moved
//! less than `solver.contact_recycle_distance` since its last full update; for
//! blocks that is 0.1 mm (`quarry.ron`), not rapier's half millimetre.
//!
//! Computed afresh, parry's manifold of two boxes was still wrong for blocks lying
//! side by side on the ramp, the commonest pair there is: their up axes are
//! parallel, so an edge-edge axis of the separating-axis test duplicates a face
//! normal and won by rounding, and the faces' clipping then put the points of two
//! blocks 4 mm inside each other 0.1 mm deep, or 2 mm apart. The solver, told so,
//! let a pushed block go on into the next: after one careful push from a fresh
//! opening 40 of 200 ended with a block 0.5–7 mm inside another, which the overlap
//! measure (from the same manifold) never saw. This dispatcher, chained before
//! parry's, builds the manifold of two cuboids itself: parry's axis search and
//! clipping, a face normal kept unless an edge axis separates clearly better, the
//! deepest vertex added where the clipping missed it, and a real edge-edge contact
//! from the two edges' closest points. Every other pair it leaves to parry.

use rapier3d::parry::query::details::{
    closest_points_segment_segment_with_locations, NormalConstraints,
};
use rapier3d::parry::query::sat;
use rapier3d::parry::query::{
    ContactManifold, ContactManifoldsWorkspace, PersistentQueryDispatcher, TrackedContact,
    Unsupported,
};
use rapier3d::parry::shape::{Cuboid, PackedFeatureId, PolygonalFeature, Shape, SupportMap};
use rapier3d::prelude::*;

/// How much deeper than the clipped points two blocks may lie in each other before
/// the deepest point is added to the manifold (m): well below what is seen, well
/// above rounding.
const MISSED_DEPTH: f32 = 0.000_05;

/// How much better an edge-edge axis must separate two blocks than the best face
/// normal to be taken (m). Two blocks lying flat on the ramp have parallel up axes,
/// so the cross products of their edges are their face normals again, with the same
/// separation give or take rounding; parry took whichever rounded higher, and an
/// edge-edge "contact" between two faces came out 1–4 mm *apart* while they lay
/// 4 mm inside each other.
const EDGE_PREFERENCE: f32 = 0.000_1;

/// Finds the contacts of two cuboids afresh every step (see the module docs),
/// preferring face normals to edge-edge axes that duplicate them and adding the
/// point where the blocks lie deepest in each other when the clipping missed it.
/// Leaves every other pair to the next dispatcher.
#[derive(Clone, Copy, Debug, Default)]
pub struct FreshBlockContacts;

super::contact_chain::passes_every_query_on!(FreshBlockContacts);

impl<ManifoldData, ContactData> PersistentQueryDispatcher<ManifoldData, ContactData>
    for FreshBlockContacts
where
    ManifoldData: Default + Clone + Send + Sync,
    ContactData: Default + Copy + Send + Sync,
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
        let (Some(c1), Some(c2)) = (g1.as_cuboid(), g2.as_cuboid()) else {
            return Err(Unsupported);
        };
        if manifolds.is_empty() {
            manifolds.push(ContactManifold::with_data(0, 0, ManifoldData::default()));
        }
        block_manifold(pos12, c1, c2, prediction, &mut manifolds[0]);
        Ok(())
    }

    fn contact_manifold_convex_convex(
        &self,
        _: &Pose,
        _: &dyn Shape,
        _: &dyn Shape,
        _: Option<&dyn NormalConstraints>,
        _: Option<&dyn NormalConstraints>,
        _: f32,
        _: &mut ContactManifold<ManifoldData, ContactData>,
    ) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
}

/// The contact manifold of two blocks, as parry's `contact_manifold_cuboid_cuboid`
/// finds it (the separating axis of least penetration, the two features clipped
/// against each other), with two repairs (see `EDGE_PREFERENCE` and
/// [`add_missed_deepest_point`]). Always computed afresh.
fn block_manifold<ManifoldData, ContactData: Default + Copy>(
    pos12: &Pose,
    c1: &Cuboid,
    c2: &Cuboid,
    prediction: f32,
    manifold: &mut ContactManifold<ManifoldData, ContactData>,
) {
    let pos21 = pos12.inverse();
    let axes = separations(pos12, c1, c2);
    if largest(&axes) > prediction {
        manifold.clear();
        return;
    }
    let [sep1, sep2, sep3] = axes;
    // The axis in the first block's frame, and whose face it is.
    let (face, best) = if sep1.0 >= sep2.0 {
        (Some(Face::First), sep1)
    } else {
        (Some(Face::Second), (sep2.0, pos12.rotation * -sep2.1))
    };
    let (face, best) = if sep3.0 > best.0 + EDGE_PREFERENCE {
        (None, sep3)
    } else {
        (face, best)
    };
    let old_points = manifold.points.clone();
    manifold.clear();
    let local_n2 = pos21.rotation * -best.1;
    manifold.local_n1 = best.1;
    manifold.local_n2 = local_n2;
    match face {
        Some(face) => {
            let feature1 = c1.support_feature(best.1);
            let feature2 = c2.support_feature(local_n2);
            PolygonalFeature::contacts(
                pos12, &pos21, best.1, local_n2, &feature1, &feature2, manifold, false,
            );
            add_missed_deepest_point(pos12, c1, c2, face, best, prediction, manifold);
        }
        None => add_edge_point(pos12, c1, c2, best, manifold),
    }
    manifold.match_contacts(&old_points);
}

/// The one contact of two edges crossing: the closest points of the edges that gave
/// the separating axis, as deep as the axis says. Parry clips the two blocks' faces
/// against each other along an edge axis instead (its `support_feature` gives a
/// face for every direction), which put the points of two blocks 5 mm inside each
/// other 2 mm apart, and its edge query drops crossed edges deeper than the
/// prediction.
fn add_edge_point<ManifoldData, ContactData: Default + Copy>(
    pos12: &Pose,
    c1: &Cuboid,
    c2: &Cuboid,
    (separation, n1): (f32, Vector),
    manifold: &mut ContactManifold<ManifoldData, ContactData>,
) {
    let edge1 = c1.local_support_edge_segment(n1);
    let edge2 = c2.local_support_edge_segment(pos12.rotation.inverse() * -n1);
    let (at1, at2) = closest_points_segment_segment_with_locations(pos12, &edge1, &edge2);
    manifold.points.push(TrackedContact::new(
        edge1.point_at(&at1),
        edge2.point_at(&at2),
        PackedFeatureId::UNKNOWN,
        PackedFeatureId::UNKNOWN,
        separation,
    ));
}

/// How far apart two blocks lie (m; negative: how deep one lies in the other), exact
/// for two boxes: the largest separation over the fifteen axes of the
/// separating-axis test.
pub fn block_separation(pos12: &Pose, c1: &Cuboid, c2: &Cuboid) -> f32 {
    largest(&separations(pos12, c1, c2))
}

/// The largest of the separating-axis test's separations (m).
fn largest(axes: &[(f32, Vector); 3]) -> f32 {
    axes.iter()
        .fold(f32::MIN, |m, (separation, _)| m.max(*separation))
}

/// The separating-axis test's best axes, each with its separation (m): the first
/// block's face normals (in its frame), the second's (in its frame) and the edge-edge
/// axes (in the first block's frame).
fn separations(pos12: &Pose, c1: &Cuboid, c2: &Cuboid) -> [(f32, Vector); 3] {
    [
        sat::cuboid_cuboid_find_local_separating_normal_oneway(c1, c2, pos12),
        sat::cuboid_cuboid_find_local_separating_normal_oneway(c2, c1, &pos12.inverse()),
        sat::cuboid_cuboid_find_local_separating_edge_twoway(c1, c2, pos12),
    ]
}

/// Which block's face the separating axis is the normal of.
#[derive(Clone, Copy)]
enum Face {
    First,
    Second,
}

/// Two blocks lying side by side on the ramp have coplanar bottoms, so the faces
/// clipped against each other share an edge line, and the point-in-face tests can
/// drop the corner that lies deepest: a mid block 4 mm inside a small one got points
/// 0.1 mm deep, and the solver, told 0.1 mm, left it there. For a face normal the
/// deepest vertex of the other block is exact (it is how the separation was found),
/// so it is added where the clipped points miss it by more than `MISSED_DEPTH`.
fn add_missed_deepest_point<ManifoldData, ContactData: Default + Copy>(
    pos12: &Pose,
    c1: &Cuboid,
    c2: &Cuboid,
    face: Face,
    (separation, n1): (f32, Vector),
    prediction: f32,
    manifold: &mut ContactManifold<ManifoldData, ContactData>,
) {
    let clipped = (manifold.points.iter()).fold(f32::MAX, |d, p| d.min(p.dist));
    if separation > prediction || separation >= clipped - MISSED_DEPTH {
        return;
    }
    // The vertex of one block deepest behind the other's face, on both blocks.
    let (p1, p2_1) = match face {
        Face::First => {
            let p2_1 = c2.support_point(pos12, -n1);
            (p2_1 - separation * n1, p2_1)
        }
        Face::Second => {
            let p1 = c1.local_support_point(n1);
            (p1, p1 + separation * n1)
        }
    };
    manifold.points.push(TrackedContact::new(
        p1,
        pos12.inverse_transform_point(p2_1),
        PackedFeatureId::UNKNOWN,
        PackedFeatureId::UNKNOWN,
        separation,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;
    use rapier3d::parry::query::{DefaultQueryDispatcher, QueryDispatcher};
    use rapier3d::parry::shape::Cuboid;

    /// The contact points (on the first block, sorted) a dispatcher gives for two
    /// mid blocks pressed 0.1 mm into each other face to face, after the second has
    /// slid 0.9 mm along the first's face: less than parry's tolerance (1 mm) for
    /// keeping its points.
    fn points_after_a_small_slide<D: PersistentQueryDispatcher<(), ()>>(d: &D) -> Vec<[f32; 4]> {
        let block = Cuboid::new(Vector::new(0.011, 0.0045, 0.011));
        let mut manifolds: Vec<ContactManifold<(), ()>> = Vec::new();
        let mut workspace = None;
        let poses = [
            Pose::from_parts(Vector::new(0.0, 0.0, 0.0219), Rotation::IDENTITY),
            Pose::from_parts(Vector::new(0.0009, 0.0, 0.0219), Rotation::IDENTITY),
        ];
        for pos12 in &poses {
            d.contact_manifolds(pos12, &block, &block, 0.002, &mut manifolds, &mut workspace)
                .expect("two cuboids are supported");
        }
        sorted_points(&manifolds)
    }

    /// Every point of the manifolds: where it lies on the first block, and its depth.
    fn sorted_points(manifolds: &[ContactManifold<(), ()>]) -> Vec<[f32; 4]> {
        let mut points: Vec<[f32; 4]> = manifolds
            .iter()
            .flat_map(|m| m.points.iter())
            .map(|p| [p.local_p1.x, p.local_p1.y, p.local_p1.z, p.dist])
            .collect();
        points.sort_by(|a, b| a.partial_cmp(b).expect("finite"));
        points
    }

    /// The same pose's points computed from scratch.
    fn fresh_points() -> Vec<[f32; 4]> {
        let block = Cuboid::new(Vector::new(0.011, 0.0045, 0.011));
        let pos12 = Pose::from_parts(Vector::new(0.0009, 0.0, 0.0219), Rotation::IDENTITY);
        let mut manifolds: Vec<ContactManifold<(), ()>> = Vec::new();
        DefaultQueryDispatcher
            .contact_manifolds(&pos12, &block, &block, 0.002, &mut manifolds, &mut None)
            .expect("supported");
        sorted_points(&manifolds)
    }

    #[test]
    fn a_block_pair_that_moved_a_little_gets_the_contacts_of_where_it_is_now() {
        let fresh = fresh_points();
        assert_eq!(
            points_after_a_small_slide(&FreshBlockContacts.chain(DefaultQueryDispatcher)),
            fresh
        );
        assert_ne!(
            points_after_a_small_slide(&DefaultQueryDispatcher),
            fresh,
            "parry alone keeps the points of where the blocks were"
        );
    }

    /// The deepest point of a manifold (m; negative: inside).
    fn deepest(manifolds: &[ContactManifold<(), ()>]) -> f32 {
        (manifolds.iter().flat_map(|m| m.points.iter())).fold(f32::MAX, |d, p| d.min(p.dist))
    }

    /// Two blocks resting on one floor, turned and tilted a little at random, pressed
    /// up to 5 mm into each other from the side, as a push presses a pile: each a
    /// pair of (shape, pose).
    fn pressed_pairs(count: usize) -> Vec<(Cuboid, Pose, Cuboid, Pose)> {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_pcg::Pcg64::seed_from_u64(7);
        let sizes = [(0.009, 0.004), (0.011, 0.0045), (0.013, 0.005)];
        (0..count)
            .map(|_| {
                let (h1, t1) = sizes[rng.random_range(0..3)];
                let (h2, t2) = sizes[rng.random_range(0..3)];
                let mut turn = || {
                    Rotation::from_rotation_y(rng.random_range(-0.5..0.5))
                        * Rotation::from_rotation_x(rng.random_range(-0.08..0.08))
                };
                let (r1, r2) = (turn(), turn());
                let lateral = rng.random_range(-0.008..0.008);
                let gap = h1 + h2 - rng.random_range(0.0..0.005);
                (
                    Cuboid::new(Vector::new(h1, t1, h1)),
                    Pose::from_parts(Vector::new(0.0, t1, 0.0), r1),
                    Cuboid::new(Vector::new(h2, t2, h2)),
                    Pose::from_parts(Vector::new(lateral, t2, gap), r2),
                )
            })
            .collect()
    }

    #[test]
    fn blocks_pressed_into_each_other_get_a_contact_as_deep_as_they_lie() {
        let mut parry_missed = 0;
        for (c1, p1, c2, p2) in pressed_pairs(2000) {
            let pos12 = p1.inv_mul(&p2);
            let depth = -block_separation(&pos12, &c1, &c2);
            if depth < 0.0005 {
                continue;
            }
            let contacts = |d: &dyn PersistentQueryDispatcher<(), ()>| {
                let mut manifolds = Vec::new();
                d.contact_manifolds(&pos12, &c1, &c2, 0.002, &mut manifolds, &mut None)
                    .expect("two cuboids are supported");
                -deepest(&manifolds)
            };
            let ours = contacts(&FreshBlockContacts);
            // A face normal is kept over an edge axis up to EDGE_PREFERENCE better.
            assert!(
                ours > depth - MISSED_DEPTH && ours < depth + EDGE_PREFERENCE + 0.000_01,
                "{depth} m deep, the contact says {ours} m: {p1:?} {p2:?}"
            );
            parry_missed += usize::from(contacts(&DefaultQueryDispatcher) < depth - 0.0005);
        }
        assert!(
            parry_missed > 20,
            "parry alone misses the deepest point of blocks side by side ({parry_missed} of 2000)"
        );
    }
}
