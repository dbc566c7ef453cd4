//! Rapier's state sets bundled so that the whole world can be cloned.
//!
//! `PhysicsPipeline` holds only workspace buffers, so a clone gets a fresh one; everything
//! that decides the next step (bodies, colliders, islands, broad and narrow phase with
//! their warm-start data) is copied. The sets are never serialized: a save holds the
//! quarry's description and the world is rebuilt from it (`description.rs`).

use super::block_contacts::FreshBlockContacts;
use super::config::{MaterialsConfig, SolverConfig, StoneShape};
use super::disc_contacts::DiscContacts;
use super::knocks::KnockLog;
use super::sliding::SlidingFriction;
use rapier3d::parry::query::{DefaultQueryDispatcher, QueryDispatcher};
use rapier3d::prelude::*;

/// The pipeline's workspace: recreated, never copied.
#[derive(Default)]
pub struct Workspace(PhysicsPipeline);

impl Clone for Workspace {
    fn clone(&self) -> Self {
        Workspace::default()
    }
}

/// All rapier state of the quarry.
#[derive(Clone)]
pub struct PhysicsState {
    pub gravity: Vector,
    pub params: IntegrationParameters,
    pub islands: IslandManager,
    pub broad_phase: BroadPhaseBvh,
    pub narrow_phase: NarrowPhase,
    pub bodies: RigidBodySet,
    pub colliders: ColliderSet,
    pub impulse_joints: ImpulseJointSet,
    pub multibody_joints: MultibodyJointSet,
    pub soft_bodies: SoftBodySet,
    pub ccd_solver: CCDSolver,
    workspace: Workspace,
    /// Where the knocks of stones go while the window listens (`knocks.rs`).
    pub knocks: KnockLog,
    /// Sliding stones grip less than resting ones (`sliding.rs`); `None`: one coefficient.
    sliding: Option<SlidingFriction>,
}

impl PhysicsState {
    /// An empty world with the solver settings of the config. Disc stones get their
    /// contacts with each other from `DiscContacts` (parry's own are wrong for two
    /// overlapping cylinders); blocks get parry's, computed afresh every step
    /// (`FreshBlockContacts`: parry's kept points let a turning corner sink in).
    pub fn new(
        solver: &SolverConfig,
        materials: &MaterialsConfig,
        shape: StoneShape,
    ) -> PhysicsState {
        let narrow_phase = match shape {
            StoneShape::Box => {
                NarrowPhase::with_query_dispatcher(FreshBlockContacts.chain(DefaultQueryDispatcher))
            }
            StoneShape::Disc => {
                NarrowPhase::with_query_dispatcher(DiscContacts.chain(DefaultQueryDispatcher))
            }
        };
        PhysicsState {
            gravity: Vector::new(0.0, -solver.gravity, 0.0),
            params: integration_parameters(solver),
            islands: IslandManager::new(),
            broad_phase: BroadPhaseBvh::new(),
            narrow_phase,
            bodies: RigidBodySet::new(),
            colliders: ColliderSet::new(),
            impulse_joints: ImpulseJointSet::new(),
            multibody_joints: MultibodyJointSet::new(),
            soft_bodies: SoftBodySet::new(),
            ccd_solver: CCDSolver::new(),
            workspace: Workspace::default(),
            knocks: KnockLog::default(),
            sliding: SlidingFriction::from_config(materials),
        }
    }

    /// One rapier step of `dt` seconds. The knocks of the step are heard only where
    /// someone listens; hearing them does not change the step.
    pub fn step(&mut self, dt: f32) {
        self.params.dt = dt;
        let events = self.knocks.handler().unwrap_or(&());
        let hooks: &dyn PhysicsHooks = match &self.sliding {
            Some(sliding) => {
                sliding.mark_moving_stones(&self.bodies, &mut self.colliders);
                sliding
            }
            None => &(),
        };
        self.workspace.0.step(
            self.gravity,
            &self.params,
            &mut self.islands,
            &mut self.broad_phase,
            &mut self.narrow_phase,
            &mut self.bodies,
            &mut self.colliders,
            &mut self.impulse_joints,
            &mut self.multibody_joints,
            &mut self.soft_bodies,
            &mut self.ccd_solver,
            hooks,
            events,
        );
    }

    /// Bodies the last step found non-finite and disabled.
    pub fn quarantined(&self) -> Vec<RigidBodyHandle> {
        self.workspace.0.quarantine().bodies().to_vec()
    }

    /// Finds the contacts of a freshly built world without stepping it, so that its first
    /// step sees them as contacts that already were, not as new ones. Rapier wakes a
    /// sleeping body whenever one of its contacts starts or one of its colliders is new;
    /// a pile rebuilt asleep from a save would otherwise wake up whole and, with no
    /// warm-start impulses yet, settle again by millimetres.
    ///
    /// The wake-ups of this pass go to a scratch island manager (the world's own has
    /// never been stepped and stays as new); afterwards every body is marked modified
    /// again, so that the first real step registers it with the islands as rapier does
    /// for any inserted body. The caller restores each body's sleep state after this.
    pub fn prime_contacts(&mut self) {
        let mut scratch = IslandManager::new();
        CollisionPipeline::new().step(
            self.params.prediction_distance(),
            &mut scratch,
            &mut self.broad_phase,
            &mut self.narrow_phase,
            &mut self.bodies,
            &mut self.colliders,
            &(),
            &(),
        );
        let handles: Vec<RigidBodyHandle> = self.bodies.iter().map(|(h, _)| h).collect();
        for handle in handles {
            // `get_mut` is what queues a body for the pipeline's user-change pass.
            let _ = self.bodies.get_mut(handle);
        }
    }

    /// Takes a body and its colliders out of the world.
    pub fn remove_body(&mut self, handle: RigidBodyHandle) {
        self.bodies.remove(
            handle,
            &mut self.islands,
            &mut self.colliders,
            &mut self.impulse_joints,
            &mut self.multibody_joints,
            &mut self.soft_bodies,
            true,
        );
    }
}

/// Rapier's parameters from the config. One frame of `timestep` is split into `substeps`
/// rapier steps, so `dt` here is the substep.
fn integration_parameters(solver: &SolverConfig) -> IntegrationParameters {
    IntegrationParameters {
        dt: solver.timestep / solver.substeps as f32,
        length_unit: solver.length_unit,
        normalized_prediction_distance: solver.prediction_distance / solver.length_unit,
        num_solver_iterations: solver.iterations as usize,
        num_internal_pgs_iterations: solver.pgs_iterations as usize,
        max_ccd_substeps: if solver.ccd { 1 } else { 0 },
        contact_recycling: solver.contact_recycling,
        normalized_contact_recycle_distance: solver.contact_recycle_distance / solver.length_unit,
        contact_softness: contact_spring(solver.contact_stiffness_hz),
        static_contact_softness: contact_spring(solver.static_contact_stiffness_hz),
        ..IntegrationParameters::default()
    }
}

/// Rapier's soft contact as a spring of natural frequency `hz`, with rapier's own (heavy)
/// damping. A body resting on a contact sinks into it by about g / (2π·hz)².
fn contact_spring(hz: f32) -> SpringCoefficients<f32> {
    SpringCoefficients {
        natural_frequency: hz,
        ..SpringCoefficients::contact_defaults()
    }
}
