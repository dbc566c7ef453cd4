# The panel beside the quarry while a stone is pushed.
push-title = { $name } pushes a { $size ->
    [large] large
    [mid] mid
   *[small] small
} stone
push-dropped = Dropped off the front so far: { $count }
push-by-plan = { $name } pushes along its plan: watch the pusher…
push-placing = Move the mouse over the entrance to slide the stone across it, then click to put it in behind the line. Q / E turn the stone.
push-placing-discs = Now a little left, now a little right of the middle: that keeps the discs spread across the ramp.
push-across = across (m)
push-turn-stone = Turn the stone
push-put-in = Put the stone in  (Space)
push-clearing = A stone blocks the entrance: drag the bare pusher with the left mouse button (or hold Space) to push it in, then let go.
push-careful = Push carefully and evenly, as the rule asks: a slow, steady push moves the pile. Hold Space for a steady push.
push-drag = Or drag the pusher with the left mouse button: it follows the mouse and stops at the red line. Q / E turn it. Let go (of Space or the mouse) to finish.
push-turn-pusher = Turn the pusher
push-done = Done pushing
push-settling = Waiting until every stone is still…
push-steady = Push steadily  (hold Space)
push-steady-on = Pushing steadily… (let go to finish)
# The pusher's speed, and its pace in a word.
push-pace = Pusher: { $speed } cm/s — { $care }
push-care-still = still
push-care-careful = careful
push-care-firm = firm
push-care-held-back = held back at its top speed
push-care-slowed = slowed near the pile
push-notice-clear-entrance = A stone blocks the entrance: push it in with the bare pusher, then place yours.
