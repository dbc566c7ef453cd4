# Pourquoi un coup a été refusé : les refus des règles (`Illegal`) et ceux de
# la session.
errors-game-over = la partie est terminée
errors-wrong-phase = pas maintenant : le tour attend { $expected }
errors-awaiting-quarry = la carrière ne s’est pas encore immobilisée
errors-no-such-card = il n’y a pas de carte de revenu face visible { $card }
errors-must-take-both = avec 3 cartes face visible ou moins, le joueur reçoit les deux moitiés
errors-both-not-allowed = les deux moitiés seulement quand 3 cartes ou moins sont face visible
errors-quarry-needs-stones = la carrière demande { $need ->
        [one] { $need } pierre
       *[other] { $need } pierres
    } ; vous en avez { $have }
errors-no-stone = vous n’avez aucune { $size ->
        [large] grande pierre
        [mid] pierre moyenne
       *[small] petite pierre
    }
errors-no-more-pushes = plus de poussée ce tour-ci
errors-impossible-quarry-result = plus de pierres ont quitté la carrière qu’elle n’en contient
errors-too-few-pushed = poussez d’abord au moins { $need ->
        [one] { $need } pierre
       *[other] { $need } pierres
    }
errors-no-such-reward = aucune récompense pour une { $size ->
        [large] grande pierre
        [mid] pierre moyenne
       *[small] petite pierre
    } n’est en attente
errors-tile-too-large = une { $reward ->
        [large] grande pierre
        [mid] pierre moyenne
       *[small] petite pierre
    } ne peut pas devenir une { $tile ->
        [large] grande dalle
        [mid] dalle moyenne
       *[small] petite dalle
    }
errors-no-tile-in-storage = il ne reste aucune { $size ->
        [large] grande dalle
        [mid] dalle moyenne
       *[small] petite dalle
    } en réserve
errors-cart-does-not-fit = une { $tile ->
        [large] grande dalle
        [mid] dalle moyenne
       *[small] petite dalle
    } ne tient pas sur l’emplacement { $slot } de la charrette
errors-no-tile-on-cart = l’emplacement { $slot } de la charrette ne porte aucune { $size ->
        [large] grande dalle
        [mid] dalle moyenne
       *[small] petite dalle
    }
errors-no-such-space = { $place } n’est pas un emplacement de la route
errors-space-taken = { $place } porte déjà une dalle
errors-size-mismatch = { $place } n’accepte qu’une { $size ->
        [large] grande dalle
        [mid] dalle moyenne
       *[small] petite dalle
    }
errors-segment-not-reached = vous ne pouvez pas construire sur { $place } avant d’avoir visité la ville qui le précède
errors-not-connected = { $place } n’est relié par aucune ligne à une dalle ou à la ville qui le précède
errors-second-tile-other-segment = une deuxième dalle doit aller dans le même segment que la première
errors-earlier-segments-incomplete = une deuxième dalle ici exige que tous les segments précédents soient complets
errors-not-forward = { $place } n’est pas devant votre pion
errors-too-far = { $place } est à plus de 3 cases ou au-delà de la ville suivante
errors-no-road = aucun chemin de dalles ne mène à { $place }
errors-space-full = { $place } est plein
errors-cannot-afford = le voyage coûte { $cost ->
        [one] { $cost } sesterce
       *[other] { $cost } sesterces
    } ; vous en avez { $have }
errors-must-finish-rewards = prenez ou vendez d’abord les récompenses en attente
errors-pass-not-allowed = vous ne pouvez passer que si rien d’autre n’est permis
errors-unload-not-allowed = cette partie se joue sans décharger les charrettes bloquées
errors-cart-not-stuck = seule une charrette bloquée peut être déchargée : une dalle sur la vôtre peut être posée
errors-not-on-cart = l’emplacement { $slot } de la charrette ne contient pas ces dalles
errors-nothing-to-unload = nommez les dalles à rendre, emplacement par emplacement
# Les villes, telles que les refus les nomment.
# Une pierre qui ne peut pas être posée à l’entrée de la carrière.
errors-entrance-blocked = une pierre bloque l’entrée derrière la ligne
errors-pusher-in-the-way = la glissière se trouve là où irait la pierre
