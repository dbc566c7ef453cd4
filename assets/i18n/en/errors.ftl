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
