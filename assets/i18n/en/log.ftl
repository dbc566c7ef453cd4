# The game log and the action panel's command labels.

## Cities.
log-city-rome = Rome
log-city-tarracina = Tarracina
log-city-beneventum = Beneventum
log-city-brundisium = Brundisium

## Stones and tiles counted by size: "2 small, 1 mid".
log-nothing = nothing
log-stones-part = { $count } { $size ->
        [small] small
        [mid] mid
       *[large] large
    }
log-tiles-part = { $count } { $size ->
        [small] small
        [mid] mid
       *[large] large
    }

## Command labels (the action panel's buttons).
log-label-quarry = Quarry: push stones
log-label-push = Push a { $size ->
        [small] small
        [mid] mid
       *[large] large
    } stone
log-label-stop-pushing = Stop pushing
log-label-tile = { $size ->
        [small] Small
        [mid] Mid
       *[large] Large
    } tile onto cart space { $slot }
log-label-tile-for = { $size ->
        [small] Small
        [mid] Mid
       *[large] Large
    } tile for the { $reward ->
        [small] small
        [mid] mid
       *[large] large
    } stone, cart space { $slot }
log-label-sell = Sell the { $reward ->
        [small] small
        [mid] mid
       *[large] large
    } for 1 sesterce
log-label-build = Build { $size ->
        [small] small
        [mid] mid
       *[large] large
    } tile on { $space }
log-label-end-turn = End turn
log-label-travel = Travel to { $to }: { $steps } { $steps ->
        [one] step
       *[other] steps
    } for { $cost } { $cost ->
        [one] sesterce
       *[other] sesterces
    }
log-label-travel-to = Travel to { $to }
log-label-unload = Return { $tiles } to the storage
log-label-quarry-result = quarry result: { $front } off the front, { $elsewhere } elsewhere
log-label-pass = pass
log-label-income = Income
log-label-income-sesterces = { $count } sesterces
log-label-income-stones = { $stones }
log-label-income-both = { $count } sesterces and { $stones }

## The log.
log-opening = { $first } begins, drawn by lot; then { $others } in turn
log-ends-turn = { $name } ends the turn
log-stops-pushing = { $name } stops pushing
log-bot-command = { $name }: { $command }
log-with-reason = { $line } — { $reason }
log-stone-shortage = No { $size ->
        [small] small
        [mid] mid
       *[large] large
    } stone left: every player returns half ({ $returned } in all)
log-takes-stones = { $name } takes { $stones }
log-takes-sesterces = { $name } takes { $count } { $count ->
        [one] sesterce
       *[other] sesterces
    }
log-takes-both = { $name } takes { $count } { $count ->
        [one] sesterce
       *[other] sesterces
    } and { $stones }
log-push-token = { $name } gains a push +1 token
log-push-token-held = no push +1 token for the last card: { $name } holds one already, and nobody holds two
log-income-refilled = Seven new income cards are laid out
log-quarry-started = { $name } goes to the quarry
log-pushes = { $name } pushes a { $size ->
        [small] small
        [mid] mid
       *[large] large
    } stone
log-pushes-with-token = { $name } pushes a { $size ->
        [small] small
        [mid] mid
       *[large] large
    } stone (push +1)
log-off-front = Off the front edge: { $front }
log-off-front-and-sides = Off the front edge: { $front }; lost over the sides: { $sides }
log-its-stones = its stones
log-consolation = { $name } pushed { $pushed } and none fell: a small tile or a sesterce
log-loads-tile = { $name } loads a { $size ->
        [small] small
        [mid] mid
       *[large] large
    } tile
log-sells = { $name } sells a { $reward ->
        [small] small
        [mid] mid
       *[large] large
    } for a sesterce
log-builds = { $name } builds a { $size ->
        [small] small
        [mid] mid
       *[large] large
    } tile on { $space } (+{ $vp } VP)
log-second-tile = { $name } gets 1 sesterce for two tiles
log-travels = { $name } travels to { $to } ({ $steps } { $steps ->
        [one] step
       *[other] steps
    }, { $cost } { $cost ->
        [one] sesterce
       *[other] sesterces
    })
log-reaches = { $name } reaches { $city }
log-reaches-token = { $name } reaches { $city } and takes { $vp } VP
log-city-marker = { $line }; a city marker is placed
log-passes = { $name } passes
log-cart-unloaded = { $name }'s cart was stuck: { $count } { $count ->
        [one] tile
       *[other] tiles
    } back to the storage ({ $tiles })
log-game-end = { $name } ends the game: this is the last round
log-round-ends = Round { $round } ends
log-and = { $first } and { $second }
log-game-over = Game over: { $winners } { $count ->
        [one] wins
       *[other] win
    }

## At the table: notes in the log, notices and refusals.
log-thinking-bot = { $name } ({ $level ->
        [random] Random
        [plain] Plain
        [easy] Easy
        [hard] Hard
       *[normal] Normal
    } bot) is thinking…
log-thinking-program = { $name } (a program) is thinking…
log-is-a-bot = { $name } is a bot: wait for its move
log-pace = { $name } pushed { $distance } cm at about { $speed } cm/s
log-program-failed = { $name }'s program: { $problem }; the Normal bot moves for it
log-program-not-restarted = { $name } was played by the program { $command }; a saved game starts no program, so the Normal bot plays this seat
log-stalled = { $name }: { $why }
log-no-bot = no bot sits in this seat
log-no-legal-move = the bot found no legal move
log-move-refused = the bot's move was refused: { $error }
log-autosave-failed = The game could not be autosaved: { $error }
log-quarry-not-loaded = the quarry could not be loaded: { $error }
log-refused-retune = the quarry cannot be reset during a push; apply after it
log-refused-curtain = the player to act has not lifted the curtain yet
log-refused-game-over = the game is over
log-refused-quarry-result = the quarry result comes from the physics, not from a click
log-refused-no-push = no stone is being pushed
log-refused-no-push-to-finish = no push to finish
log-refused-undo = nothing to take back: undo reaches back to the turn's start, the last push or the last card turned up
log-takes-back = { $name } takes back: { $label }
# What the turn expects (the turn panel, and a refusal).
log-expects-action = a choice of action
log-expects-quarry-result = the quarry result
log-expects-push = a push or stop pushing
log-expects-rewards = a tile or a sale for each reward
log-expects-second-tile = a second tile or end of turn
log-expects-nothing = nothing: the game is over
log-hint = { $name } asked for a hint: Hard would play “{ $hint }”
hint-plan = put in { $across } cm across (minus is left), turned { $angle }°, pushed at { $speed } cm/s
log-hint-none = { $name } asked for a hint: Hard has no move to suggest here
