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

# Un fichier inutilisable (une sauvegarde, des données du jeu, un fichier de
# réglage). Les détails sont les mots du lecteur ou du contrôle, pour les
# régleurs.
errors-with-details = { $what } — détails : { $details }
errors-file-at = { $what } ({ $place })
errors-file-line = ligne { $line }, colonne { $column }
errors-file-field = champ { $field }
errors-file-missing = { $file } n’existe pas
errors-file-unreadable = { $file } ne peut pas être lu
errors-file-too-large = { $file } dépasse { $mib } Mio
errors-file-not-text = { $file } n’est pas un texte enregistré en UTF-8
errors-file-syntax = { $file } n’est pas écrit comme ce jeu l’écrit
errors-file-invalid = { $file } contient des valeurs que ce jeu ne peut pas utiliser
errors-save-format = { $file } est une sauvegarde au format { $found } ; ce jeu lit les formats { $oldest } à { $newest }
errors-save-unholdable = la carrière est dans un état qu’aucune sauvegarde ne peut contenir
errors-file-not-written = { $file } ne peut pas être écrit
errors-folder-not-created = le dossier { $folder } ne peut pas être créé

# Une carrière qui ne peut pas être construite avec son réglage.
errors-quarry-stones-do-not-fit = ramp.length = { $length } m : les pierres du départ ne tiennent pas sur la glissière
errors-quarry-pile-not-resting = ramp.slope_deg = { $slope }° : le tas ne se stabilise pas au remplissage (essayez une pente plus douce ou plus de friction stone_ramp)
errors-quarry-invalid = le champ { $field } de la carrière sauvegardée est inutilisable

# Ce que le programme d’une place a mal fait, après « Programme de … : » dans le journal.
errors-program-bad-command = sa commande ne peut pas être lancée
errors-program-not-found = aucun programme { $program } n’a été trouvé
errors-program-not-started = { $program } n’a pas pu être lancé
errors-program-unreadable = sa réponse est illisible
errors-program-illegal = il a choisi un coup interdit maintenant : { $command }
errors-program-late = il a répondu trop tard (après plus de { $seconds })
errors-program-not-reading = il ne lit pas ses tours
errors-program-exited = il s’est arrêté
errors-program-exited-with = il s’est arrêté ({ $status })
errors-program-closed = il a fermé sa sortie
