//! What the quarry's own contact dispatchers (`disc_contacts`, `block_contacts`) share:
//! each is chained before parry's and answers only the contact manifolds it knows better,
//! so every one-shot query (intersection, distance, contact, closest points, shape casts)
//! is passed on to parry unanswered.

/// Implements parry's `QueryDispatcher` for `$dispatcher` with every query
/// unsupported, so that a chain hands each one to the next dispatcher.
macro_rules! passes_every_query_on {
    ($dispatcher:ty) => {
        impl rapier3d::parry::query::QueryDispatcher for $dispatcher {
            fn intersection_test(
                &self,
                _: &rapier3d::math::Pose,
                _: &dyn rapier3d::parry::shape::Shape,
                _: &dyn rapier3d::parry::shape::Shape,
            ) -> Result<rapier3d::parry::query::ShapeIntersection, rapier3d::parry::query::Unsupported>
            {
                Err(rapier3d::parry::query::Unsupported)
            }

            fn distance(
                &self,
                _: &rapier3d::math::Pose,
                _: &dyn rapier3d::parry::shape::Shape,
                _: &dyn rapier3d::parry::shape::Shape,
            ) -> Result<rapier3d::parry::query::ShapeDistance, rapier3d::parry::query::Unsupported>
            {
                Err(rapier3d::parry::query::Unsupported)
            }

            fn contact(
                &self,
                _: &rapier3d::math::Pose,
                _: &dyn rapier3d::parry::shape::Shape,
                _: &dyn rapier3d::parry::shape::Shape,
                _: f32,
            ) -> Result<Option<rapier3d::parry::query::Contact>, rapier3d::parry::query::Unsupported>
            {
                Err(rapier3d::parry::query::Unsupported)
            }

            fn closest_points(
                &self,
                _: &rapier3d::math::Pose,
                _: &dyn rapier3d::parry::shape::Shape,
                _: &dyn rapier3d::parry::shape::Shape,
                _: f32,
            ) -> Result<rapier3d::parry::query::ClosestPoints, rapier3d::parry::query::Unsupported>
            {
                Err(rapier3d::parry::query::Unsupported)
            }

            fn cast_shapes(
                &self,
                _: &rapier3d::math::Pose,
                _: rapier3d::math::Vector,
                _: &dyn rapier3d::parry::shape::Shape,
                _: &dyn rapier3d::parry::shape::Shape,
                _: rapier3d::parry::query::ShapeCastOptions,
            ) -> Result<Option<rapier3d::parry::query::ShapeCastHit>, rapier3d::parry::query::Unsupported>
            {
                Err(rapier3d::parry::query::Unsupported)
            }

            fn cast_shapes_nonlinear(
                &self,
                _: &rapier3d::parry::query::NonlinearRigidMotion,
                _: &dyn rapier3d::parry::shape::Shape,
                _: &rapier3d::parry::query::NonlinearRigidMotion,
                _: &dyn rapier3d::parry::shape::Shape,
                _: f32,
                _: f32,
                _: bool,
            ) -> Result<Option<rapier3d::parry::query::ShapeCastHit>, rapier3d::parry::query::Unsupported>
            {
                Err(rapier3d::parry::query::Unsupported)
            }
        }
    };
}

pub(super) use passes_every_query_on;
