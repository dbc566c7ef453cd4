//! The seat protocol's messages, as JSON: what the game writes to an outside
//! program (`hello`, `turn`, `game_over`) and how it reads the program's answer.
//!
//! Everything here is pure: no process, no clock. The answer reader takes one
//! line exactly as the program wrote it and never trusts it — every field is
//! checked, every number is checked for being finite and clamped to the hand's
//! limits, and every way to go wrong ends in a sentence for the game log.

use crate::quarry::{PushPlan, PusherPose, Quarry, StoneShape};
use crate::rules::{
    City, Command, Game, Node, Phase, Player, PlayerId, RuleOptions, Segment, Size, SizeCounts,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The protocol's version, sent in `hello`. It changes only when a message
/// loses or changes a field; new fields may appear without a new version, so a
/// program should ignore fields it does not know.
pub const PROTOCOL_VERSION: u32 = 1;

/// Longest `reason` (characters) kept from an answer: it is one line of the log.
pub const MAX_REASON: usize = 200;

/// Longest acceleration time (s) a plan may ask for; longer is clamped. A push
/// that takes longer to reach its speed than this is a slow push anyway.
pub const MAX_ACCEL_TIME: f32 = 1.0;

/// The first message: who the program plays. No answer is expected; the game
/// does not wait for the program to start (an interpreter may take a moment),
/// and the first `turn` follows when the seat first has to choose.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hello {
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub protocol: u32,
    pub game: &'static str,
    /// The program's seat: an index into `players` (table order, 0-based).
    pub seat: PlayerId,
    pub players: Vec<String>,
    /// How long the game waits for each answer (ms).
    pub timeout_ms: u64,
}

impl Hello {
    pub fn new(seat: PlayerId, players: &[String], timeout_ms: u64) -> Hello {
        Hello {
            kind: "hello",
            protocol: PROTOCOL_VERSION,
            game: "via-appia",
            seat,
            players: players.to_vec(),
            timeout_ms,
        }
    }
}

/// The last message: the game is over. No answer is expected; the game then
/// closes the program's input, and the program should exit.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameOver {
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// Final scores in table order.
    pub scores: Vec<u32>,
    /// Every seat tied for the most points.
    pub winners: Vec<PlayerId>,
}

impl GameOver {
    pub fn new(scores: &[u32]) -> GameOver {
        let best = scores.iter().copied().max();
        GameOver {
            kind: "game_over",
            scores: scores.to_vec(),
            winners: (0..scores.len())
                .filter(|&i| Some(scores[i]) == best)
                .collect(),
        }
    }
}

/// One decision asked of the program: the seat's view of the table (what
/// `bots::SeatView` holds: the public table and the seat's own money), the
/// quarry as it lies, the limits of a push plan and the legal commands. The
/// program answers with one of `legal`. Serialized with `type: "turn"` and the
/// turn's `id`, which [`super::Agent::ask`] adds.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TurnRequest {
    /// The seat to choose for (the player to act).
    pub seat: PlayerId,
    pub table: TableView,
    pub quarry: QuarryView,
    pub limits: PlanLimits,
    /// Every command the seat may give now, in the rules engine's stable order.
    /// An answer names one by its index (`choose`) or repeats it (`command`).
    pub legal: Vec<Command>,
}

/// The public table: everything every player at the table can see, plus the
/// seat's own sesterces. Built from the game's public fields only: the draw
/// pile's order and the game's random generator are never sent.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TableView {
    /// 1-based round number.
    pub round: u32,
    /// The player to act.
    pub current: PlayerId,
    pub start_player: PlayerId,
    /// What the player to act is in the middle of, as the save file writes it:
    /// `"ChooseAction"`, `{"Quarry": {...}}`, `{"Building": {"first_segment": "A"}}`.
    pub phase: Phase,
    /// The game ends at the end of this round.
    pub end_triggered: bool,
    pub options: RuleOptions,
    /// Table order. `sesterces` is the seat's own money for the seat itself and
    /// the count everyone could keep (money seen paid and received) for others.
    pub players: Vec<Player>,
    /// For each cart space, the loads it may hold.
    pub cart_layout: Vec<Vec<SizeCounts>>,
    pub stone_storage: SizeCounts,
    pub tile_storage: SizeCounts,
    /// Stones in the quarry by size (the `quarry` message has each stone).
    pub quarry_stones: SizeCounts,
    pub income: IncomeView,
    /// Every road space in board order.
    pub road: Vec<SpaceView>,
    /// The four cities, Rome first.
    pub cities: Vec<CityView>,
    /// Bonus tokens left per segment A, B, C.
    pub bonus_supply: [u32; 3],
    pub marker_supply: u32,
    pub push_token_supply: u32,
}

/// The income cards a player can see.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct IncomeView {
    /// The face-up row; `TakeIncome { card }` is a position in it.
    pub face_up: Vec<IncomeCardView>,
    /// Cards left face down (their order is hidden).
    pub pile: usize,
    pub flipped: usize,
    /// With this many face-up cards or fewer a player takes both halves.
    pub both_halves_at: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct IncomeCardView {
    /// The card's number in `game.ron`'s list.
    pub card: usize,
    pub sesterces: u32,
    pub stones: SizeCounts,
}

/// A road space: its name (as `Build` and `Travel` write it), printed size,
/// who built on it and where its lines lead.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SpaceView {
    pub space: Node,
    pub segment: Segment,
    pub row: u8,
    pub size: Size,
    pub built_by: Option<PlayerId>,
    /// The places one step forward.
    pub next: Vec<Node>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CityView {
    pub city: City,
    /// The places one step forward (none from Brundisium).
    pub next: Vec<Node>,
    /// Players arrived here so far.
    pub arrivals: u32,
    pub markers: u32,
    /// VP tokens left, top last (Rome has none).
    pub vp_tokens: Vec<u32>,
}

/// The quarry as it lies. Positions and turns are in the ramp's own frame:
/// `lateral` across the lane (m, 0 = middle, as a plan's `lateral`), `advance`
/// down the slope from the top of the entrance (m; the line is at
/// `limits.line_position`, the front edge at `limits.ramp_length`), `height`
/// above the ramp's surface (m, a stone's centre).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct QuarryView {
    pub stones: Vec<StoneInQuarry>,
    /// Where the pusher waits.
    pub pusher: PusherView,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StoneInQuarry {
    pub id: u32,
    pub size: Size,
    pub lateral: f32,
    pub advance: f32,
    pub height: f32,
    /// The stone's turn about the ramp's normal (rad), as a plan's `stone_angle`.
    pub yaw: f32,
    /// Lying on a face, not tipped up on an edge or on another stone.
    pub flat: bool,
    /// The full turn in the ramp frame as a quaternion `[x, y, z, w]`.
    pub rotation: [f32; 4],
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PusherView {
    pub lateral: f32,
    pub advance: f32,
    pub angle: f32,
}

/// What a push plan may ask for. Numbers outside are clamped to these (the
/// quarry narrows them further where stone and pusher must fit between the
/// bars); the execution noise of the seat's bot level is drawn after.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlanLimits {
    /// `lateral` lies in `[-lateral_max, lateral_max]` (m): half the entrance;
    /// the quarry keeps the stone and the pusher between the bars.
    pub lateral_max: f32,
    /// `pusher_angle` lies in `[-pusher_angle_max, pusher_angle_max]` (rad).
    pub pusher_angle_max: f32,
    /// `speed` lies in `[min_speed, max_speed]` (m/s).
    pub min_speed: f32,
    pub max_speed: f32,
    /// The speed the bots push a large stone with at least (m/s).
    pub firm_speed: f32,
    /// `accel_time` lies in `[0, max_accel_time]` (s).
    pub max_accel_time: f32,
    /// `distance` lies in `[0, max_distance]` (m): the pusher never passes the line.
    pub max_distance: f32,
    pub entrance_width: f32,
    pub line_position: f32,
    pub ramp_length: f32,
    pub front_width: f32,
    pub slope_deg: f32,
    pub stone_shape: StoneShape,
    /// Diameter (a box's side) and thickness of each stone size (m).
    pub stones: StoneSizes,
    /// The pusher's width across the lane and depth along it (m).
    pub pusher_width: f32,
    pub pusher_depth: f32,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StoneSizes {
    pub small: [f32; 2],
    pub mid: [f32; 2],
    pub large: [f32; 2],
}

impl TurnRequest {
    /// The request for `seat`. `public` is the seat's public copy of the game
    /// (others' money already the public count, as `bots::SeatView` holds it);
    /// `own_sesterces` is put in the seat's own entry so that the request is
    /// right even from a game that was not made public. `legal` is what the
    /// rules allow now; `quarry` is the live quarry.
    pub fn new(
        public: &Game,
        seat: PlayerId,
        own_sesterces: u32,
        legal: &[Command],
        quarry: &Quarry,
    ) -> TurnRequest {
        TurnRequest {
            seat,
            table: table_view(public, seat, own_sesterces),
            quarry: quarry_view(quarry),
            limits: PlanLimits::new(quarry),
            legal: legal.to_vec(),
        }
    }
}

fn table_view(game: &Game, seat: PlayerId, own_sesterces: u32) -> TableView {
    let board = &game.data().board;
    let components = &game.data().components;
    let mut players = game.players().to_vec();
    if let Some(me) = players.get_mut(seat) {
        *me = me.with_sesterces(own_sesterces);
    }
    let face_up = game
        .income()
        .face_up()
        .iter()
        .map(|&card| {
            let printed = components.income_cards.get(card);
            IncomeCardView {
                card,
                sesterces: printed.map_or(0, |c| c.sesterces),
                stones: printed.map_or(SizeCounts::ZERO, |c| c.stones),
            }
        })
        .collect();
    let road = board
        .spaces()
        .iter()
        .enumerate()
        .map(|(i, s)| SpaceView {
            space: Node::Space(s.id),
            segment: s.id.segment,
            row: s.id.row,
            size: s.size,
            built_by: game.road().get(i).copied().flatten(),
            next: s.next.clone(),
        })
        .collect();
    let cities = City::ALL
        .iter()
        .map(|&city| CityView {
            city,
            next: board.next(Node::City(city)).to_vec(),
            arrivals: game.arrivals()[city.index()],
            markers: game.city_markers()[city.index()],
            vp_tokens: game.vp_stacks()[city.index()].clone(),
        })
        .collect();
    TableView {
        round: game.round(),
        current: game.current(),
        start_player: game.start_player(),
        phase: game.phase().clone(),
        end_triggered: game.end_triggered(),
        options: game.options(),
        players,
        cart_layout: components.cart.clone(),
        stone_storage: game.stone_storage(),
        tile_storage: game.tile_storage(),
        quarry_stones: game.quarry(),
        income: IncomeView {
            face_up,
            pile: game.income().pile().len(),
            flipped: game.income().flipped().len(),
            both_halves_at: components.both_halves_at,
        },
        road,
        cities,
        bonus_supply: game.bonus_supply(),
        marker_supply: game.marker_supply(),
        push_token_supply: game.push_token_supply(),
    }
}

fn quarry_view(quarry: &Quarry) -> QuarryView {
    let ramp = quarry.ramp();
    let to_ramp = ramp.pose.rotation.inverse();
    let stones = quarry
        .stones()
        .map(|s| {
            let [lateral, height, advance] = ramp.local_point(s.translation);
            let [x, y, z, w] = s.rotation;
            let turn = to_ramp * rapier3d::prelude::Rotation::from_xyzw(x, y, z, w);
            // The stone's own x axis seen from above the ramp gives its yaw
            // (a turn by `yaw` about y takes x to (cos, 0, -sin)); its own y
            // axis along the ramp's normal means it lies on a face.
            let along = turn * rapier3d::prelude::Vector::X;
            let up = turn * rapier3d::prelude::Vector::Y;
            StoneInQuarry {
                id: s.id.0,
                size: s.size,
                lateral,
                advance,
                height,
                yaw: (-along.z).atan2(along.x),
                flat: up.y.abs() > 0.95,
                rotation: turn.to_array(),
            }
        })
        .collect();
    let PusherPose {
        lateral,
        advance,
        angle,
    } = quarry.pusher_pose();
    QuarryView {
        stones,
        pusher: PusherView {
            lateral,
            advance,
            angle,
        },
    }
}

impl PlanLimits {
    /// The limits of the quarry's hand. The pusher's largest turn is asked of
    /// the quarry itself (its clamp), so it is the one the quarry applies; the
    /// lateral place is the whole entrance, which the quarry narrows for each
    /// stone and pusher (the stone may go further out than the pusher).
    pub fn new(quarry: &Quarry) -> PlanLimits {
        let c = quarry.config();
        let turned = quarry.clamp_pusher(PusherPose {
            lateral: 0.0,
            advance: 0.0,
            angle: std::f32::consts::PI,
        });
        let dims = |s: Size| {
            let d = c.stones.dims(s);
            [d.diameter, d.thickness]
        };
        PlanLimits {
            lateral_max: 0.5 * c.ramp.entrance_width,
            pusher_angle_max: turned.angle.abs(),
            min_speed: c.pusher.min_plan_speed,
            max_speed: c.pusher.max_speed,
            firm_speed: c.pusher.firm_plan_speed,
            max_accel_time: MAX_ACCEL_TIME,
            max_distance: c.ramp.line_position,
            entrance_width: c.ramp.entrance_width,
            line_position: c.ramp.line_position,
            ramp_length: c.ramp.length,
            front_width: c.ramp.front_width,
            slope_deg: c.ramp.slope_deg,
            stone_shape: c.stones.stone_shape,
            stones: StoneSizes {
                small: dims(Size::Small),
                mid: dims(Size::Mid),
                large: dims(Size::Large),
            },
            pusher_width: c.pusher.width,
            pusher_depth: c.pusher.depth,
        }
    }

    /// A plan from outside (a client of the game server) within these limits,
    /// as a program's plan is: refused if a number is not finite.
    pub fn clamp_plan(&self, plan: &PushPlan) -> Result<PushPlan, String> {
        let json = PlanInJson {
            lateral: f64::from(plan.lateral),
            stone_angle: f64::from(plan.stone_angle),
            pusher_angle: f64::from(plan.pusher_angle),
            speed: f64::from(plan.speed),
            accel_time: Some(f64::from(plan.accel_time)),
            distance: Some(f64::from(plan.distance)),
        };
        match json.first_not_finite() {
            Some(field) => Err(format!("the plan's `{field}` is not a finite number")),
            None => Ok(self.clamp(&json)),
        }
    }

    /// `plan` within these limits. Every number must already be finite.
    fn clamp(&self, plan: &PlanInJson) -> PushPlan {
        let within = |v: f64, lo: f32, hi: f32| (v.clamp(f64::from(lo), f64::from(hi))) as f32;
        PushPlan {
            lateral: within(plan.lateral, -self.lateral_max, self.lateral_max),
            stone_angle: plan.stone_angle.rem_euclid(std::f64::consts::TAU) as f32,
            pusher_angle: within(
                plan.pusher_angle,
                -self.pusher_angle_max,
                self.pusher_angle_max,
            ),
            speed: within(plan.speed, self.min_speed, self.max_speed),
            accel_time: within(plan.accel_time.unwrap_or(0.0), 0.0, self.max_accel_time),
            distance: within(
                plan.distance.unwrap_or(f64::from(self.max_distance)),
                0.0,
                self.max_distance,
            ),
        }
    }
}

/// A push plan as a program writes it. Read as `f64` so that a number too big
/// for the game's `f32` is clamped rather than turned into infinity.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlanInJson {
    lateral: f64,
    stone_angle: f64,
    pusher_angle: f64,
    speed: f64,
    #[serde(default)]
    accel_time: Option<f64>,
    #[serde(default)]
    distance: Option<f64>,
}

impl PlanInJson {
    fn first_not_finite(&self) -> Option<&'static str> {
        [
            ("lateral", Some(self.lateral)),
            ("stone_angle", Some(self.stone_angle)),
            ("pusher_angle", Some(self.pusher_angle)),
            ("speed", Some(self.speed)),
            ("accel_time", self.accel_time),
            ("distance", self.distance),
        ]
        .into_iter()
        .find(|(_, v)| v.is_some_and(|v| !v.is_finite()))
        .map(|(name, _)| name)
    }
}

/// The program's choice for one turn, checked: `command` is one of the turn's
/// legal commands; `plan` only for a push, within the limits.
#[derive(Clone, Debug, PartialEq)]
pub struct AgentAnswer {
    pub command: Command,
    /// How to push; `None` for a push means the game pushes with its own
    /// careful default. Always `None` for other commands.
    pub plan: Option<PushPlan>,
    /// The program's reason in a few words, for the game log (control
    /// characters removed, at most [`MAX_REASON`] characters).
    pub reason: Option<String>,
}

/// What one line from the program turned out to be, for the turn `id`.
#[derive(Clone, Debug, PartialEq)]
pub enum Reading {
    /// An answer to an earlier turn (one that timed out): skipped.
    Stale,
    Answer(AgentAnswer),
    /// Not an answer the game can read; why, for the log.
    Malformed(String),
    /// A well-formed answer naming a command that is not legal now.
    Illegal(String),
}

/// Reads one line the program wrote while the game waited for turn `id`.
pub fn read_answer(line: &str, id: u64, request: &TurnRequest) -> Reading {
    let value: Value = match serde_json::from_str(line) {
        Ok(v) => v,
        Err(e) => return Reading::Malformed(format!("not JSON ({e}): {}", excerpt(line))),
    };
    let Some(object) = value.as_object() else {
        return Reading::Malformed(format!("not a JSON object: {}", excerpt(line)));
    };
    let answered = match object.get("id") {
        Some(v) => match v.as_u64() {
            Some(n) => n,
            None => {
                return Reading::Malformed(format!(
                    "`id` must be the turn's number, not {}",
                    excerpt(&v.to_string())
                ))
            }
        },
        None => return Reading::Malformed("the answer has no `id`".to_string()),
    };
    if answered < id {
        return Reading::Stale;
    }
    if answered > id {
        return Reading::Malformed(format!("answered turn {answered}, but turn {id} was asked"));
    }
    let command = match (object.get("choose"), object.get("command")) {
        (Some(_), Some(_)) => {
            return Reading::Malformed("give `choose` or `command`, not both".to_string())
        }
        (None, None) => {
            return Reading::Malformed("the answer has neither `choose` nor `command`".to_string())
        }
        (Some(choice), None) => match choice.as_u64() {
            Some(i) => match usize::try_from(i).ok().and_then(|i| request.legal.get(i)) {
                Some(c) => c.clone(),
                None => {
                    return Reading::Illegal(format!(
                        "choice {i}, but the legal commands are numbered 0 to {}",
                        request.legal.len().saturating_sub(1)
                    ))
                }
            },
            None => {
                return Reading::Malformed(format!(
                    "`choose` must be an index into `legal`, not {}",
                    excerpt(&choice.to_string())
                ))
            }
        },
        (None, Some(text)) => match Command::deserialize(text) {
            Ok(c) if request.legal.contains(&c) => c,
            Ok(c) => return Reading::Illegal(c.to_string()),
            Err(e) => {
                return Reading::Malformed(format!(
                    "`command` is not a command ({e}): {}",
                    excerpt(&text.to_string())
                ))
            }
        },
    };
    let plan = match (&command, object.get("plan")) {
        (Command::Push { .. }, Some(p)) if !p.is_null() => match PlanInJson::deserialize(p) {
            Ok(plan) => match plan.first_not_finite() {
                Some(field) => {
                    return Reading::Malformed(format!("the plan's `{field}` is not a number"))
                }
                None => Some(request.limits.clamp(&plan)),
            },
            Err(e) => return Reading::Malformed(format!("the plan cannot be read: {e}")),
        },
        _ => None,
    };
    let reason = match object.get("reason") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(clean_reason(s)).filter(|s| !s.is_empty()),
        Some(other) => {
            return Reading::Malformed(format!(
                "`reason` must be text, not {}",
                excerpt(&other.to_string())
            ))
        }
    };
    Reading::Answer(AgentAnswer {
        command,
        plan,
        reason,
    })
}

/// A reason fit for one line of the log.
fn clean_reason(text: &str) -> String {
    let one_line: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(MAX_REASON)
        .collect();
    one_line.trim().to_string()
}

/// The start of a line, for an error message: never more than a log line.
pub fn excerpt(text: &str) -> String {
    const SHOWN: usize = 60;
    let mut out: String = text
        .chars()
        .take(SHOWN)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if text.chars().nth(SHOWN).is_some() {
        out.push('…');
    }
    format!("`{out}`")
}
