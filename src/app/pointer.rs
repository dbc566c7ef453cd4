//! The mouse over the table: while a person pushes, the left button belongs to the
//! pusher (or to the stone waiting at the entrance); otherwise a short left click
//! picks a board space and dragging turns the camera. The picking itself (a ray
//! through the pixel) is passed in, so this routing is tested without GL.

use crate::table::hand::{HandInput, RampPoint};
use three_d::{Event, MouseButton, PhysicalPoint};

/// Pixels the pointer may move between press and release and still count as a click.
const CLICK_SLOP: f32 = 6.0;

/// What the pointer did to the game this frame.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PointerOutcome {
    /// For the hand pushing the stone, in order.
    pub hand: Vec<HandInput>,
    /// A click on the table at this pixel (not a drag), for picking a space.
    pub click: Option<PhysicalPoint>,
}

/// Routes mouse events between the pusher, board clicks and the camera.
#[derive(Clone, Debug, Default)]
pub struct PointerRouter {
    /// The left button went down on the ramp while pushing: it drags the pusher.
    dragging: bool,
    /// Where the left button went down, to tell a click from a drag.
    pressed_at: Option<PhysicalPoint>,
}

impl PointerRouter {
    /// Takes the events the panels left unhandled and marks those it uses.
    /// `pushing` is true while a person's push is in progress; `ramp_at` finds the
    /// point of the ramp under a pixel.
    pub fn route(
        &mut self,
        events: &mut [Event],
        pushing: bool,
        ramp_at: impl Fn(PhysicalPoint) -> Option<RampPoint>,
    ) -> PointerOutcome {
        let mut out = PointerOutcome::default();
        if !pushing {
            self.dragging = false;
        }
        for event in events.iter_mut() {
            match event {
                Event::MousePress {
                    button: MouseButton::Left,
                    position,
                    handled,
                    ..
                } if !*handled => {
                    self.pressed_at = Some(*position);
                    if pushing {
                        if let Some(p) = ramp_at(*position) {
                            out.hand.push(HandInput::Press(p));
                            self.dragging = true;
                            *handled = true;
                        }
                    }
                }
                Event::MouseMotion {
                    position, handled, ..
                } if !*handled => {
                    if self.dragging {
                        if let Some(p) = ramp_at(*position) {
                            out.hand.push(HandInput::Drag(p));
                        }
                        *handled = true;
                    } else if pushing {
                        out.hand.push(HandInput::Hover(ramp_at(*position)));
                    }
                    if let Some(from) = self.pressed_at {
                        if distance(from, *position) > CLICK_SLOP {
                            self.pressed_at = None;
                        }
                    }
                }
                Event::MouseRelease {
                    button: MouseButton::Left,
                    position,
                    handled,
                    ..
                } => {
                    if self.dragging {
                        self.dragging = false;
                        out.hand.push(HandInput::Release);
                        *handled = true;
                    } else if !*handled && self.pressed_at.is_some() && !pushing {
                        out.click = Some(*position);
                    }
                    self.pressed_at = None;
                }
                _ => {}
            }
        }
        out
    }
}

fn distance(a: PhysicalPoint, b: PhysicalPoint) -> f32 {
    ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;
    use three_d::Modifiers;

    fn at(x: f32, y: f32) -> PhysicalPoint {
        PhysicalPoint { x, y }
    }

    fn press(x: f32, y: f32) -> Event {
        Event::MousePress {
            button: MouseButton::Left,
            position: at(x, y),
            modifiers: Modifiers::default(),
            handled: false,
        }
    }

    fn motion(x: f32, y: f32) -> Event {
        Event::MouseMotion {
            button: Some(MouseButton::Left),
            delta: (1.0, 1.0),
            position: at(x, y),
            modifiers: Modifiers::default(),
            handled: false,
        }
    }

    fn release(x: f32, y: f32) -> Event {
        Event::MouseRelease {
            button: MouseButton::Left,
            position: at(x, y),
            modifiers: Modifiers::default(),
            handled: false,
        }
    }

    /// The ramp is the square 0..100 px; its point is the pixel in metres / 1000.
    fn ramp(p: PhysicalPoint) -> Option<RampPoint> {
        (p.x < 100.0 && p.y < 100.0).then_some(RampPoint {
            lateral: p.x / 1000.0,
            advance: p.y / 1000.0,
        })
    }

    #[test]
    fn while_pushing_a_drag_on_the_ramp_moves_the_pusher_and_not_the_camera() {
        let mut router = PointerRouter::default();
        let mut events = vec![press(10.0, 10.0), motion(20.0, 50.0), release(20.0, 50.0)];
        let out = router.route(&mut events, true, ramp);
        assert_eq!(
            out.hand,
            vec![
                HandInput::Press(RampPoint {
                    lateral: 0.01,
                    advance: 0.01
                }),
                HandInput::Drag(RampPoint {
                    lateral: 0.02,
                    advance: 0.05
                }),
                HandInput::Release,
            ]
        );
        assert!(out.click.is_none());
        assert!(events.iter().all(|e| matches!(
            e,
            Event::MousePress { handled: true, .. }
                | Event::MouseMotion { handled: true, .. }
                | Event::MouseRelease { handled: true, .. }
        )));
    }

    #[test]
    fn a_press_off_the_ramp_leaves_the_camera_its_drag() {
        let mut router = PointerRouter::default();
        let mut events = vec![press(300.0, 300.0), motion(340.0, 300.0)];
        let out = router.route(&mut events, true, ramp);
        assert_eq!(out.hand, vec![HandInput::Hover(None)]);
        assert!(matches!(
            events[1],
            Event::MouseMotion { handled: false, .. }
        ));
    }

    #[test]
    fn a_short_click_picks_but_a_drag_does_not() {
        let mut router = PointerRouter::default();
        let mut click = vec![press(300.0, 300.0), release(302.0, 301.0)];
        let out = router.route(&mut click, false, ramp);
        assert_eq!(out.click, Some(at(302.0, 301.0)));
        let mut drag = vec![
            press(300.0, 300.0),
            motion(360.0, 300.0),
            release(360.0, 300.0),
        ];
        let out = router.route(&mut drag, false, ramp);
        assert_eq!(out.click, None);
        assert!(out.hand.is_empty(), "no hand input when nobody pushes");
    }
}
