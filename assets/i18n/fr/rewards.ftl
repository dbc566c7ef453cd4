# Ce que rapporte la carrière : les pierres tombées, les places de la
# charrette, la vente.
rewards-pick = Choisir une pierre tombée, puis sa place
rewards-chip = { $count } { $size ->
    [large] { $count ->
        [one] grande
       *[other] grandes
    }
    [mid] { $count ->
        [one] moyenne
       *[other] moyennes
    }
   *[small] { $count ->
        [one] petite
       *[other] petites
    }
}
rewards-sell = Vendre la { $size ->
    [large] grande pierre
    [mid] pierre moyenne
   *[small] petite pierre
} pour 1 sesterce
rewards-space = Place { $space }
rewards-takes = prend { $loads }
rewards-holds = porte { $held }
# Une taille dans ce que prend une place de la charrette : « grande ou moyenne + petite ».
rewards-size = { $size ->
    [large] grande
    [mid] moyenne
   *[small] petite
}
rewards-or = { $first } ou { $second }
# Ce que porte une place de la charrette : « rien », « une moyenne et une petite ».
rewards-held-one = { $size ->
    [large] une grande
    [mid] une moyenne
   *[small] une petite
}
# Une dalle comme bouton dans une place de la charrette (82 points de large).
rewards-tile-button = { $size ->
    [large] Grande
    [mid] Moyenne
   *[small] Petite
}
# Les dalles que la pierre choisie peut devenir, et si elles sont constructibles.
rewards-tile = { $size ->
    [large] Grande dalle
    [mid] Dalle moyenne
   *[small] Petite dalle
}
rewards-outlook-now = { $tile } : une case constructible est libre maintenant
rewards-outlook-soon = { $tile } : une case se libère après une dalle de plus
rewards-outlook-not-soon = { $tile } : aucune case constructible, ni maintenant ni bientôt
# Une place pour la dalle de la pierre choisie qui bloquerait la charrette, signalée avant le choix.
rewards-risk-stuck = { $tile } sur la place { $space } : votre charrette serait bloquée, car les cases où vous pouvez construire demandent une dalle { $sizes }.
rewards-risk-room = { $tile } sur la place { $space } prend la dernière place pour une { $size ->
    [large] grande dalle
   *[mid] dalle moyenne
}, et la route en demande une bientôt : votre charrette risque d’être bloquée.
