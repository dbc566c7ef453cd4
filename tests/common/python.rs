//! Whether `python3` runs here: the seat protocol's example program and the
//! misbehaving programs of its tests are Python (standard library only). Without
//! it those tests print why and pass.

use std::process::Command;

pub fn have_python() -> bool {
    let found = Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        eprintln!("skipped: python3 is not installed, and the programs in this test are Python");
    }
    found
}
