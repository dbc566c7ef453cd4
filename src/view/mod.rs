//! three-d drawing of the table: the board, road, pieces and the quarry, the camera,
//! and offscreen rendering without a display.

pub mod antialias;
pub mod board;
pub mod camera;
pub mod canvas;
pub mod card_sheet;
pub mod clearance;
pub mod highlight;
pub mod materials;
pub mod motion;
pub mod offscreen;
pub mod picking;
pub mod pieces;
pub mod present;
pub mod print_type;
pub mod quarry;
pub mod road;
pub mod scene;
pub mod seating;
pub mod shapes;
pub mod showcase;
pub mod table;

pub use antialias::{Antialiasing, Frame, OffscreenFrame};
pub use camera::{CameraRig, Preset, View};
pub use highlight::HighlightKind;
pub use offscreen::{project, Image, Offscreen};
pub use picking::{pick_space, ramp_point, RampPoint};
pub use present::{Presented, Presenter, TextureTarget};
pub use quarry::{falling, quarry_pose, QuarryPose, RampShape, StoneForm, StoneInstance};
pub use scene::Scene;
