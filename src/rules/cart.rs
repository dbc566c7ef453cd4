//! The transport cart: loading spaces that each hold one of a few exact loads.

use super::components::{Size, SizeCounts};
use serde::{Deserialize, Serialize};

/// A player's cart: what lies on each loading space.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cart {
    pub slots: Vec<SizeCounts>,
}

impl Cart {
    pub fn empty(layout: &[Vec<SizeCounts>]) -> Cart {
        Cart {
            slots: vec![SizeCounts::ZERO; layout.len()],
        }
    }

    /// True if a tile of `size` may be added to `slot` as the cart is loaded:
    /// the slot's load plus the tile must be one of the loads the slot allows,
    /// or fit inside one (so a large-space holding a small tile may take a mid).
    pub fn fits(&self, layout: &[Vec<SizeCounts>], slot: usize, size: Size) -> bool {
        let (Some(load), Some(allowed)) = (self.slots.get(slot), layout.get(slot)) else {
            return false;
        };
        let mut after = *load;
        *after.get_mut(size) += 1;
        allowed.iter().any(|a| a.covers(&after))
    }

    /// Slots that can take a tile of `size`.
    pub fn slots_for<'a>(
        &'a self,
        layout: &'a [Vec<SizeCounts>],
        size: Size,
    ) -> impl Iterator<Item = usize> + 'a {
        (0..self.slots.len()).filter(move |&s| self.fits(layout, s, size))
    }

    pub fn holds(&self, slot: usize, size: Size) -> bool {
        self.slots.get(slot).is_some_and(|l| l.get(size) > 0)
    }

    pub fn tiles(&self) -> SizeCounts {
        self.slots
            .iter()
            .fold(SizeCounts::ZERO, |acc, s| acc.add(s))
    }

    pub fn is_empty(&self) -> bool {
        self.slots.iter().all(|s| s.total() == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout() -> Vec<Vec<SizeCounts>> {
        vec![
            vec![
                SizeCounts::new(0, 0, 1),
                SizeCounts::new(1, 1, 0),
                SizeCounts::new(0, 1, 0),
                SizeCounts::new(1, 0, 0),
            ],
            vec![SizeCounts::new(0, 1, 0), SizeCounts::new(1, 0, 0)],
            vec![SizeCounts::new(1, 0, 0)],
        ]
    }

    #[test]
    fn first_space_takes_mid_and_small_but_never_two_small() {
        let l = layout();
        let mut cart = Cart::empty(&l);
        assert!(cart.fits(&l, 0, Size::Small));
        cart.slots[0] = SizeCounts::new(1, 0, 0);
        assert!(
            !cart.fits(&l, 0, Size::Small),
            "two small tiles on the large space"
        );
        assert!(cart.fits(&l, 0, Size::Mid));
        assert!(!cart.fits(&l, 0, Size::Large));
    }

    #[test]
    fn large_only_on_first_space() {
        let l = layout();
        let cart = Cart::empty(&l);
        assert_eq!(cart.slots_for(&l, Size::Large).collect::<Vec<_>>(), vec![0]);
        assert_eq!(
            cart.slots_for(&l, Size::Mid).collect::<Vec<_>>(),
            vec![0, 1]
        );
        assert_eq!(
            cart.slots_for(&l, Size::Small).collect::<Vec<_>>(),
            vec![0, 1, 2]
        );
    }
}
