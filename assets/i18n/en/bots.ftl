# The bots' reasons, after their moves in the log.
bots-income-sesterces = money for the road ahead
bots-income-stones = stones for the quarry
bots-income-both = both halves while three or fewer cards lie
bots-quarry = stones to push: { $stones }
bots-push = { $plan }, { $expecting }
bots-push-carefully = carefully
bots-stop-pushing = enough pushed for this turn
bots-take-tile = a { $size ->
        [small] small
        [mid] mid
       *[large] large
    } tile it can build
bots-sell-no-use = no tile it could use
bots-sell-money = money is worth more to it now
bots-build = towards the majority in segment { $segment }
bots-end-turn = no second tile worth building
bots-travel-city = to claim a token in { $city }
bots-travel-closer = closer to the next city
bots-pass = nothing else is legal
bots-unload = its cart is stuck: tiles no open space takes go back

## What a push is expected to bring.
bots-stones = { $count ->
        [1] one stone
        [2] two stones
        [3] three stones
        [4] four stones
        [5] five stones
        [6] six stones
        [7] seven stones
        [8] eight stones
        [9] nine stones
       *[other] { $count } stones
    }
bots-likely-nothing = likely nothing
bots-likely = likely { $stones }
bots-sometimes = { $outlook }, sometimes { $other }
bots-sometimes-nothing = nothing
bots-sometimes-fewer = fewer
bots-number = { $count ->
        [1] one
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
       *[other] { $count }
    }
bots-range-or = { $from } or { $to }
bots-range-to = { $from } to { $to }

## A push plan in words: "right of centre, firmly, the stone turned 45°".
bots-plan-left = left of centre
bots-plan-right = right of centre
bots-plan-middle = in the middle
bots-plan-firmly = firmly
bots-plan-gently = gently
bots-plan-stone-turned = the stone turned { $degrees }°
bots-plan-pusher-turned = the pusher turned { $degrees }°

## The Hard bot: its push and its search.
bots-push-tried = { $push } (best of { $tried } pushes tried)
bots-leaves-little = leaving little at the edge
bots-leaves-a-stone = leaving a stone near the edge
bots-leaves-stones = though it leaves stones at the edge
bots-searched = { $reason }, weighed { $rounds ->
    [one] to the round's end
   *[other] { $rounds } rounds ahead
}

## The Plain bot's rules of thumb.
bots-plain-second-tile = a second tile
bots-plain-no-second-tile = no second tile
bots-plain-largest-stone = its largest stone
bots-plain-enough = enough
bots-plain-largest-tile = the largest tile that fits
bots-plain-no-room = no room
bots-plain-only-move = the only move
bots-plain-can-build = it can build
bots-plain-next-city = the next city
bots-plain-quarry = stones to push and room on the cart
bots-plain-towards-city = towards the next city
bots-plain-cart-stuck = its cart is stuck
bots-plain-card = the card it needs
bots-for-program = the Normal bot's move for its program: { $reason }
bots-program-choice = its program's choice
bots-failed-thinking = the bot failed while thinking
