# Why a move was refused: the rules' refusals (`Illegal`), word for word as the
# rules write them, and the session's.
errors-game-over = the game is over
errors-wrong-phase = not now: the turn expects { $expected }
errors-awaiting-quarry = the quarry has not settled yet
errors-no-such-card = there is no face-up income card { $card }
errors-must-take-both = with 3 or fewer cards face up the player takes both halves
errors-both-not-allowed = both halves only when 3 or fewer cards are face up
errors-quarry-needs-stones = the quarry needs { $need } stone(s); you have { $have }
errors-no-stone = you have no { $size } stone
errors-no-more-pushes = no more pushes this turn
errors-impossible-quarry-result = more stones left the quarry than it holds
errors-too-few-pushed = push at least { $need } stone(s) first
errors-no-such-reward = no { $size } reward is waiting
errors-tile-too-large = a { $reward } stone cannot become a { $tile } tile
errors-no-tile-in-storage = no { $size } tile is left in the storage
errors-cart-does-not-fit = a { $tile } tile does not fit cart space { $slot }
errors-no-tile-on-cart = cart space { $slot } holds no { $size } tile
errors-no-such-space = { $place } is not a road space
errors-space-taken = { $place } already has a tile
errors-size-mismatch = { $place } takes only a { $size } tile
errors-segment-not-reached = you may not build at { $place } before visiting the city behind it
errors-not-connected = { $place } is not joined by a line to a tile or the city behind it
errors-second-tile-other-segment = a second tile must go in the same segment as the first
errors-earlier-segments-incomplete = a second tile here needs every earlier segment complete
errors-not-forward = { $place } is not ahead of your piece
errors-too-far = { $place } is more than 3 steps away or past the next city
errors-no-road = no path of tiles leads to { $place }
errors-space-full = { $place } is full
errors-cannot-afford = the trip costs { $cost } sesterces; you have { $have }
errors-must-finish-rewards = take or sell the waiting rewards first
errors-pass-not-allowed = you may pass only when nothing else is legal
errors-unload-not-allowed = this game plays without unloading stuck carts
errors-cart-not-stuck = only a stuck cart may be unloaded: a tile on yours can be built
errors-not-on-cart = cart space { $slot } does not hold those tiles
errors-nothing-to-unload = name the tiles to return, space by space
# The cities, as the refusals name them.
# A stone that cannot be placed at the quarry's entrance.
errors-entrance-blocked = a stone blocks the entrance behind the line
errors-pusher-in-the-way = the pusher stands where the stone would go

# A file that cannot be used (a save, an asset, a tuning file). The details
# after "details:" are the parser's or the validator's own words, for a tuner.
errors-with-details = { $what } — details: { $details }
errors-file-at = { $what } ({ $place })
errors-file-line = line { $line }, column { $column }
errors-file-field = field { $field }
errors-file-missing = { $file } does not exist
errors-file-unreadable = { $file } cannot be read
errors-file-too-large = { $file } is larger than { $mib } MiB
errors-file-not-text = { $file } is not text saved as UTF-8
errors-file-syntax = { $file } is not written the way this game writes it
errors-file-invalid = { $file } holds values this game cannot use
errors-save-format = { $file } is a save of format { $found }; this game reads formats { $oldest } to { $newest }
errors-save-unholdable = the quarry is in a state no save can hold
errors-file-not-written = { $file } cannot be written
errors-folder-not-created = the folder { $folder } cannot be created

# A quarry that cannot be built from its tuning.
errors-quarry-stones-do-not-fit = ramp.length = { $length } m: the opening's stones do not fit on the ramp
errors-quarry-pile-not-resting = ramp.slope_deg = { $slope }°: the pile does not come to rest while it is loaded (try a gentler slope or more stone_ramp friction)
errors-quarry-invalid = the saved quarry's field { $field } cannot be used

# What a seat's program did wrong, after "<name>'s program:" in the log.
errors-program-bad-command = its command cannot be run
errors-program-not-found = no program { $program } was found
errors-program-not-started = { $program } could not be started
errors-program-unreadable = its answer cannot be read
errors-program-illegal = it chose a move that is not legal now: { $command }
errors-program-late = it answered late (after more than { $seconds })
errors-program-not-reading = it is not reading its turns
errors-program-exited = it has exited
errors-program-exited-with = it has exited ({ $status })
errors-program-closed = it has closed its output
