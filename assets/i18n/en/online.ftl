# Playing at a table on a game server (Game → Online).
online-their-move = { $name } is making a move at their own screen…
online-not-your-move = It is { $name }'s move: they play at their own screen.
online-no-undo = At an online table every move is played at every screen at once: it cannot be taken back.
