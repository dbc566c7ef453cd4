use std::collections::HashMap;
use via_appia::quarry::{PushPlan, Quarry, QuarryConfig};
use via_appia::rules::components::Size;

#[test]
#[ignore]
fn diag() {
    let mut config = QuarryConfig::load(QuarryConfig::default_path()).unwrap();
    let fw: f32 = std::env::var("FW")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0.11);
    let sl: f32 = std::env::var("SL")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(16.0);
    config.ramp.front_width = fw;
    config.ramp.slope_deg = sl;
    for seed in 1..=12u64 {
        let mut q = Quarry::new(&config, [12, 8, 4], seed).unwrap();
        let ramp = q.ramp();
        let before: HashMap<u32, [f32; 3]> = q
            .stones()
            .map(|s| (s.id.0, ramp.local_point(s.translation)))
            .collect();
        let reach = q.pile_reach().unwrap();
        let plan = PushPlan {
            lateral: 0.0,
            stone_angle: 0.0,
            pusher_angle: 0.0,
            speed: 0.05,
            accel_time: 0.05,
            distance: config.ramp.line_position,
        };
        let r = q.push(Size::Large, &plan).unwrap();
        let mut moved: Vec<(f32, f32, f32)> = q
            .stones()
            .filter_map(|s| {
                before.get(&s.id.0).map(|b| {
                    let a = ramp.local_point(s.translation);
                    (b[2], b[0], a[2] - b[2])
                })
            })
            .collect();
        moved.sort_by(|a, b| a.0.partial_cmp(&b.0).unwrap());
        let fronts: Vec<String> = moved
            .iter()
            .filter(|m| m.0 > 0.20)
            .map(|m| format!("{:.0}:{:.1}", m.1 * 1000.0, m.2 * 1000.0))
            .collect();
        let rear: Vec<String> = moved
            .iter()
            .take(4)
            .map(|m| {
                format!(
                    "z{:.0} x{:.0}:{:.1}",
                    m.0 * 1000.0,
                    m.1 * 1000.0,
                    m.2 * 1000.0
                )
            })
            .collect();
        if std::env::var("ALL").is_ok() {
            for m in &moved {
                println!(
                    "   z {:.0} x {:.0} dz {:.1}",
                    m.0 * 1000.0,
                    m.1 * 1000.0,
                    m.2 * 1000.0
                );
            }
        }
        println!(
            "seed {seed}: reach {:.1} cm, drops {}, rear {:?} front(x mm: dz mm) {:?}",
            reach * 100.0,
            r.events.len(),
            rear,
            fronts
        );
    }
}
