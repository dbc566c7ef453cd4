# The quarry's rewards: the fallen stones, the cart's spaces, selling.
rewards-pick = Rewards: pick a stone, then its place
rewards-chip = { $count } { $size ->
    [large] large
    [mid] mid
   *[small] small
}
rewards-sell = Sell the { $size ->
    [large] large
    [mid] mid
   *[small] small
} stone for 1 sesterce
rewards-space = Space { $space }
rewards-takes = takes { $loads }
rewards-holds = holds { $held }
# One size in what a cart space takes: "large, or mid + small".
rewards-size = { $size ->
    [large] large
    [mid] mid
   *[small] small
}
rewards-or = { $first }, or { $second }
# What a cart space holds: "nothing", "a mid and a small".
rewards-held-one = { $size ->
    [large] a large
    [mid] a mid
   *[small] a small
}
# A tile button in a cart space (82 points wide).
rewards-tile-button = { $size ->
    [large] Large tile
    [mid] Mid tile
   *[small] Small tile
}
# The tiles the picked stone can become, and whether they can be built.
rewards-tile = { $size ->
    [large] Large tile
    [mid] Mid tile
   *[small] Small tile
}
rewards-outlook-now = { $tile }: a space you can build on is open now
rewards-outlook-soon = { $tile }: a space opens after one more tile
rewards-outlook-not-soon = { $tile }: no space you can build on now or soon
# A place for the picked stone's tile that would trap the cart, named before it is chosen.
rewards-risk-stuck = { $tile } on space { $space }: your cart would be stuck, for the spaces open to you want a { $sizes } tile.
rewards-risk-room = { $tile } on space { $space } takes the last room for a { $size ->
    [large] large
   *[mid] mid
} tile, and the road ahead wants one: your cart could stall.
