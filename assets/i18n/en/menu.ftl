# The menu bar at the top of the window.
menu-game = Game
menu-how-to-play = How to play (F1)
menu-tuning = Quarry tuning (T)
menu-settings = Settings
menu-sound = Sound (M)
menu-camera = Camera:
menu-camera-table = Table
menu-camera-quarry = Quarry
menu-camera-road = Road
menu-camera-hint = · drag to turn, right-drag to pan, wheel to zoom

## Watching a game again (`table::watch`, the window's watch mode)
watch-again = Watch again
watch-again-hint = Every turn of this game once more, back and forth, every push as it happened
watch-menu = Watch
watch-menu-hint = Watch the game in this file again: a save, or a record (JSON)
watch-banner = Watching: round { $round } of { $rounds } — Esc leaves
watch-heading = Watching the game again
watch-turn = Turn { $turn } of { $turns }
watch-playing = The turn is played…
watch-back = ◀ Back
watch-forward = Forward ▶
watch-first = ⏮ Start
watch-last = End ⏭
watch-keys = Keys: Left and Right step, Home and End jump; nothing can be changed while watching.
watch-leave = Leave (Esc)
watch-no-record = This game has no record from its first move, so it cannot be watched again.
watch-not-physical = This record was not played on the physical quarry: it can be checked (via-appia replay) but not watched.
watch-result-without-push = Step { $step } of the record is a quarry result without its push.
watch-push-without-plan = Step { $step } of the record is a push without the plan or hand that made it.
watch-parts = At step { $step } the record parts from the game it replays: watching stops here.
watch-step-refused = Step { $step } of the record was refused: { $error }
watch-push-endless = The push at step { $step } of the record never ends.
watch-not-read = The file { $path } holds neither a save nor a record: { $error }
