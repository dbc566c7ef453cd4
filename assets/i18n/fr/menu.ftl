# La barre de menu en haut de la fenêtre.
menu-game = Partie
menu-how-to-play = Règles du jeu (F1)
menu-tuning = Réglage de la carrière (T)
menu-settings = Réglages
menu-sound = Son (M)
menu-camera = Caméra :
menu-camera-table = Table
menu-camera-quarry = Carrière
menu-camera-road = Route
menu-camera-hint = · glisser pour tourner, clic droit pour déplacer, molette pour zoomer

## Revoir une partie
watch-again = Revoir la partie
watch-again-hint = Chaque tour de cette partie encore une fois, en avant et en arrière, chaque poussée telle qu’elle a eu lieu
watch-menu = Revoir
watch-menu-hint = Revoir la partie de ce fichier : une sauvegarde ou un enregistrement (JSON)
watch-banner = Revoir : manche { $round } sur { $rounds } — Échap pour quitter
watch-heading = La partie revue
watch-turn = Tour { $turn } sur { $turns }
watch-playing = Le tour se joue…
watch-back = ◀ Arrière
watch-forward = Avant ▶
watch-first = ⏮ Début
watch-last = Fin ⏭
watch-keys = Touches : Gauche et Droite avancent d’un tour, Début et Fin sautent ; rien ne peut être changé en revoyant.
watch-leave = Quitter (Échap)
watch-no-record = Cette partie n’a pas d’enregistrement depuis son premier coup : elle ne peut pas être revue.
watch-not-physical = Cet enregistrement n’a pas été joué sur la carrière physique : il peut être vérifié (via-appia replay), pas revu.
watch-result-without-push = L’étape { $step } de l’enregistrement est un résultat de la carrière sans sa poussée.
watch-push-without-plan = L’étape { $step } de l’enregistrement est une poussée sans le plan ni la main qui l’a faite.
watch-parts = À l’étape { $step }, l’enregistrement s’écarte de la partie qu’il rejoue : on s’arrête ici.
watch-step-refused = L’étape { $step } de l’enregistrement a été refusée : { $error }
watch-push-endless = La poussée de l’étape { $step } de l’enregistrement ne finit jamais.
watch-not-read = Le fichier { $path } ne contient ni sauvegarde ni enregistrement : { $error }
