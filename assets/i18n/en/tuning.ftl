# The quarry tuning panel.
tuning-apply = Apply & reset quarry
tuning-revert = Revert to file
tuning-edits-dropped = edits dropped
tuning-save = Save to RON
tuning-save-hover = Writes the values into { $path }, keeping its comments
tuning-start-from = Start from the stones:
tuning-preset-hover = Loads { $file } to edit; Apply to use it
tuning-preset-loaded = { $file } loaded: Apply to reset the quarry with it; Save writes it
tuning-edits-invalid = The edits are not valid: { $error }
tuning-file-error = File error: { $error }
tuning-read-again = { $path } read again: no change for the quarry
tuning-changed = { $path } changed on disk: applying it
tuning-file-refused = the file is not used, the quarry keeps the last good config: { $error }
tuning-applied = applied: the quarry was reset
tuning-not-applied-because = not applied: { $error }
tuning-not-applied = not applied
tuning-deferred = kept for the next game: this game's quarry goes on as it is
tuning-saved-to = saved to { $path }
# A row's hover text: its field in the file, then the values allowed now.
tuning-valid-now =
    { $path }
    valid now: { $low } … { $high }
tuning-no-limit = no limit
# The shapes of stones (in the file: Box, Disc).
tuning-shape-box = Box
tuning-shape-disc = Disc
# Units written as words.
tuning-unit-deg = deg
tuning-unit-steps = steps
tuning-unit-units-per-second = units/s
# The window's notice when the tuned file cannot be watched.
tuning-not-watched = edits of { $path } are not watched: { $error }

# The question when new quarry values reach a game in play.
tuning-retune-title = Use the new quarry values?
tuning-retune-text = A game is in play. Rebuilding its quarry loads the pile afresh with the new values: the stones keep their sizes and counts, but not their places.
tuning-retune-now = Rebuild this game's quarry
tuning-retune-next-game = From the next game on
tuning-retune-cancel = Cancel (Esc)
