# The turn panel, the scoreboard, the curtain, the final scoring and the
# window's layout round them.
panels-stuck = Your cart is stuck: the spaces open to you want a { $sizes } tile, and the cart holds none and has no room for one. { $way }
panels-stuck-size = { $size ->
    [large] large
    [mid] mid
   *[small] small
}
panels-or = { $first } or { $second }
panels-stuck-unload = You may return tiles to the storage instead of another action.
panels-stuck-wait = Only another player's building can open a space for what you carry.
panels-unload = No tile on your cart can be built now: you may return tiles of your choice to the storage, as your whole turn.
panels-unload-tile = the { $size ->
    [large] large
    [mid] mid
   *[small] small
} tile on space { $space }
panels-unload-button = Return the ticked tiles (your turn)
panels-undo = Undo (Ctrl+Z)
panels-undo-step = Undo: { $step } (Ctrl+Z)
panels-undo-nothing = Nothing to take back: undo reaches back to the start of your turn, your last push, or the last cards turned up
panels-game-over = The game is over
panels-turn = { $name }'s turn
panels-round-now = Round { $round } — now: { $expects }
panels-stones-moving = The stones are moving…
panels-waiting-rewards = Waiting rewards: { $rewards }
panels-reward = { $size ->
    [large] large
    [mid] mid
   *[small] small
}
panels-from-cart-space = { $action }, from cart space { $space }
panels-income-both = Income (3 or fewer cards: both halves)
panels-income-half = Income: one half of a card
panels-card-sesterces = { $sesterces ->
    [one] { $sesterces } sesterce
   *[other] { $sesterces } sesterces
}
panels-card-both = { $sesterces ->
    [one] { $sesterces } sesterce
   *[other] { $sesterces } sesterces
} and { $stones }

# The scoreboard.
panels-round = Round { $round }
panels-score = { $name } — { $score } VP
panels-place = { $place }
panels-score-at = at { $place }
panels-score-stones = stones
panels-score-cart = cart
panels-score-tiles = tiles: { $tiles }
panels-score-push = push +1
panels-score-money = { $count ->
    [one] { $count } sesterce
   *[other] { $count } sesterces
}

# The curtain between two players' turns.
panels-curtain-look-away = The others look away: your sesterces are shown when you continue.
panels-curtain-continue = I am { $name } — continue
panels-key-enter = Enter

# The end of the game.
panels-winners = { $count ->
    [one] { $names } wins!
   *[other] { $names } win!
}

# The window's layout.
panels-log = Log
panels-setting-up = Setting up a new game…
panels-window-help = How to play Via Appia
panels-window-tuning = Quarry tuning — { $path }
# The name plate over the front person's own screen.
panels-plate-yours = { $name } (you)

# The results screen at the end of the game, in the rulebook's words.
results-title = Final scoring
results-wins = { $count ->
    [one] wins with { $score } victory points!
   *[other] share the victory with { $score } victory points each!
}
results-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
results-row-track = Victory points during the game
results-row-track-note = tiles built (large { $large }, mid { $mid }, small { $small }) and the VP tokens taken in the cities
results-row-money = The most sesterces: { $vp } victory points
results-row-money-note = in case of a tie for the most sesterces, all tied players receive them
results-row-segment = Segment { $segment }: { $from } – { $to }
results-row-segment-note = the most tiles built here: { $first }; the second most: { $second }
results-row-total = Total
results-ties = In case of a tie for the most tiles, the tied players share the { $first } + { $second } victory points and nobody is second; in case of a tie for the second most, the tied players share the { $second } points, rounded down. No tiles in a segment, no points there.
results-tiles-built = { $count ->
    [one] { $count } tile built here
   *[other] { $count } tiles built here
}
results-rematch = Rematch
results-rematch-hint = The same seats again, with a new seed
results-new-game = New game
results-quit = Quit
results-look = Look at the table (Esc)
results-show = Show the final scoring
results-confirm-rematch = Leave the game in play for a rematch?
hint-button = What would Hard do?
hint-thinking = Hard is thinking…
hint-heading = Hard would:
hint-none = no move to suggest here
hint-not-now = A hint is for your own turn, between pushes.
hint-put-there = Put the stone where Hard would
hint-mark = Hard
