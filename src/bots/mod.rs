//! Players that choose commands: from the rules state only (random), and later
//! with a cloned physics quarry for lookahead.

pub mod random;
