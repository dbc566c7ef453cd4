//! Contacts between blocks, found afresh every step.
//!
//! Parry keeps a pair's contact points while the two shapes barely turn against
//! each other (`ContactManifold::try_update_contacts`: within 1° and 1 mm, a
//! tolerance made for bodies a metre across). Between centimetre blocks that
//! keeps an old edge contact while a neighbour slowly turns and slides its
//! corner into the block: in 300 pushes from fresh openings 16 ended with a
//! block sunk 0.3–4.5 mm in another that the solver never saw, because the
//! kept points said 0.01–0.04 mm. This dispatcher, chained before parry's,
//! marks every block-on-block manifold as changed, so parry computes it anew
//! (its separating-axis test) each step; everything else it leaves to parry.
//! Rapier's own contact recycling (`solver.contact_recycling`) would still skip
//! a pair that has moved less than half a millimetre; it is off for blocks
//! (`quarry.ron`): with it on, 76 of 1,000 pushes still ended with a block sunk.

use rapier3d::parry::query::details::NormalConstraints;
use rapier3d::parry::query::{
    ContactManifold, ContactManifoldsWorkspace, PersistentQueryDispatcher, Unsupported,
};
use rapier3d::parry::shape::Shape;
use rapier3d::prelude::*;

/// Marks the manifolds of two cuboids for a fresh computation, then hands the
/// pair on (see the module docs). Answers nothing itself.
#[derive(Clone, Copy, Debug, Default)]
pub struct FreshBlockContacts;

super::contact_chain::passes_every_query_on!(FreshBlockContacts);

impl<ManifoldData, ContactData: Default + Copy> PersistentQueryDispatcher<ManifoldData, ContactData>
    for FreshBlockContacts
{
    fn contact_manifolds(
        &self,
        _: &Pose,
        g1: &dyn Shape,
        g2: &dyn Shape,
        _: f32,
        manifolds: &mut Vec<ContactManifold<ManifoldData, ContactData>>,
        _: &mut Option<ContactManifoldsWorkspace>,
    ) -> Result<(), Unsupported> {
        if g1.as_cuboid().is_some() && g2.as_cuboid().is_some() {
            manifolds
                .iter_mut()
                .for_each(ContactManifold::mark_shapes_deformed);
        }
        Err(Unsupported)
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
}
