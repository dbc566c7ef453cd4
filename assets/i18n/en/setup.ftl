# The new-game screen.
setup-new-game = New game
setup-seat = Seat
setup-name = Name
setup-colour = Colour
setup-played-by = Played by
setup-add-seat = Add seat
setup-at-most-players = At most { $count } players
setup-remove-seat = Remove
setup-at-least-players = At least { $count } players
setup-min-stones = Quarry action needs at least
setup-min-stones-original = { $count } stone (original: push up to 2)
setup-min-stones-variant = { $count } stones (reference-manual variant)
setup-min-stones-other =
    { $count ->
        [one] { $count } stone
       *[other] { $count } stones
    }
setup-unload-stuck-cart = A stuck cart may be unloaded (decided rule; off: the rulebook strictly)
setup-stones = Stones:
setup-stones-blocks = blocks
setup-stones-discs = wooden discs as in the box
setup-seed = Seed
setup-new-seed = New seed
setup-seed-note = Note the seed: the same seed, seats and moves replay the same game.
setup-start = Start game
# Who plays a seat.
setup-kind-human = Human
setup-kind-program = Program
setup-kind-bot-random = Random bot
setup-kind-bot-plain = Plain bot
setup-kind-bot-easy = Easy bot
setup-kind-bot-normal = Normal bot
setup-kind-bot-hard = Hard bot
# The names offered to new seats, in order, separated by commas.
setup-suggested-names = Livia, Marcus, Julia, Gaius, Claudia, Titus
# A new seat's name once every suggested one is taken.
setup-default-name = Player { $number }
# Why the game cannot start yet.
setup-players = Via Appia is for { $min } to { $max } players, not { $count }.
setup-no-name = Seat { $seat } has no name.
setup-long-name = The name of seat { $seat } is longer than { $max } characters.
setup-same-name = Seats { $other } and { $seat } are both called "{ $name }".
setup-same-colour = Seats { $other } and { $seat } are both { $colour }.
setup-bad-option = Rule option { $error }.
setup-bad-seed = The seed must be a whole number from 0 to { $max }.

# The new-game window around the screen.
setup-window-title = Via Appia — new game
setup-continue = Continue
setup-autosaved = the autosaved game: round { $round } of the game with seed { $seed }
setup-cancel-back = Cancel: back to the game (Esc)

# The question before leaving a game in play.
setup-confirm-new-game = Start a new game?
setup-confirm-load = Load another game?
setup-confirm-load-file = Load { $file }
setup-confirm-quit = Quit the game?
setup-confirm-text = A game is in play (round { $round }). It was autosaved when the last turn ended: Continue on the new-game screen brings it back.
setup-back-to-game = Back to the game (Esc)

# The Game menu.
setup-file = File
setup-save = Save
setup-load = Load
setup-quit = Quit
setup-name-a-file = Name a file first
setup-save-refused = Saving is not possible now: { $why }.
setup-saved-to = saved to { $path }
setup-loaded = loaded { $path }

# Notices when a game cannot be started or continued.
setup-stones-not-loaded = the { $stones } could not be loaded: { $error }
setup-not-started = the game could not start: { $error }
setup-not-continued = the autosaved game could not be continued: { $error }
setup-continue-label = round { $round } of the game with seed { $seed }
setup-save-during-push = a push is under way: save when the stones have settled
setup-not-saved = not saved: { $why }
