# Le panneau du tour, le tableau des scores, le rideau, le décompte final et
# la disposition de la fenêtre autour d’eux.
panels-stuck = Votre charrette est bloquée : les cases où vous pouvez construire demandent une dalle { $sizes }, et la charrette n’en porte aucune et n’a pas de place pour elle. { $way }
panels-stuck-size = { $size ->
    [large] grande
    [mid] moyenne
   *[small] petite
}
panels-or = { $first } ou { $second }
panels-stuck-unload = Au lieu d’une autre action, vous pouvez rendre des dalles à la réserve.
panels-stuck-wait = Seule la construction d’un autre joueur peut libérer une case pour votre chargement.
panels-unload = Aucune dalle de votre charrette n’est constructible maintenant : vous pouvez rendre les dalles de votre choix à la réserve, et c’est tout votre tour.
panels-unload-tile = la { $size ->
    [large] grande dalle
    [mid] dalle moyenne
   *[small] petite dalle
} de la place { $space }
panels-unload-button = Rendre les dalles cochées (votre tour)
panels-undo = Annuler (Ctrl+Z)
panels-undo-step = Annuler : { $step } (Ctrl+Z)
panels-undo-nothing = Rien à reprendre : l’annulation remonte au début de votre tour, à votre dernière poussée ou aux dernières cartes retournées
panels-game-over = La partie est terminée
panels-turn = Au tour de { $name }
panels-round-now = Manche { $round } — attendu : { $expects }
panels-stones-moving = Les pierres bougent…
panels-waiting-rewards = Pierres à placer : { $rewards }
panels-reward = { $size ->
    [large] grande
    [mid] moyenne
   *[small] petite
}
panels-from-cart-space = { $action }, depuis la place { $space } de la charrette
panels-income-both = Revenu (3 cartes ou moins : les deux moitiés)
panels-income-half = Revenu : une moitié de carte
panels-card-sesterces = { $sesterces ->
    [one] { $sesterces } sesterce
   *[other] { $sesterces } sesterces
}
panels-card-both = { $sesterces ->
    [one] { $sesterces } sesterce
   *[other] { $sesterces } sesterces
} et { $stones }

# Le tableau des scores.
panels-round = Manche { $round }
panels-score = { $name } — { $score } PV
panels-place = { $place }
panels-score-at = à { $place }
panels-score-stones = pierres
panels-score-cart = charrette
panels-score-tiles = dalles : { $tiles }
panels-score-push = pousser +1
panels-score-money = { $count ->
    [one] { $count } sesterce
   *[other] { $count } sesterces
}

# Le rideau entre les tours de deux joueurs.
panels-curtain-look-away = Les autres détournent le regard : vos sesterces s’affichent quand vous continuez.
panels-curtain-continue = Je suis { $name } — continuer
panels-key-enter = Entrée

# La fin de la partie.
panels-winners = { $count ->
    [one] { $names } gagne !
   *[other] { $names } gagnent !
}

# La disposition de la fenêtre.
panels-log = Journal
panels-setting-up = Préparation d’une nouvelle partie…
panels-window-help = Comment jouer à Via Appia
panels-window-tuning = Réglage de la carrière — { $path }
# La plaque au nom au-dessus du paravent de la personne placée devant.
panels-plate-yours = { $name } (vous)

# L’écran des résultats en fin de partie, avec les mots de la règle.
results-title = Décompte final
results-wins = { $count ->
    [one] gagne avec { $score } points de victoire !
   *[other] se partagent la victoire avec { $score } points de victoire chacun !
}
results-place = { $place ->
    [1] 1re place
   *[other] { $place }e place
}
results-row-track = Points de victoire pendant la partie
results-row-track-note = dalles posées (grande { $large }, moyenne { $mid }, petite { $small }) et jetons de PV pris dans les villes
results-row-money = Le plus de sesterces : { $vp } points de victoire
results-row-money-note = en cas d’égalité, tous les joueurs à égalité les reçoivent
results-row-segment = Segment { $segment } : { $from } – { $to }
results-row-segment-note = le plus de dalles posées ici : { $first } ; le deuxième : { $second }
results-row-total = Total
results-ties = En cas d’égalité pour le plus de dalles, les joueurs concernés se partagent les { $first } + { $second } points de victoire et personne n’est deuxième ; en cas d’égalité pour la deuxième place, ils se partagent les { $second } points, arrondi à l’inférieur. Pas de dalle dans un segment, pas de points dans ce segment.
results-tiles-built = { $count ->
    [one] { $count } dalle posée ici
   *[other] { $count } dalles posées ici
}
results-rematch = Revanche
results-rematch-hint = Les mêmes places, avec une nouvelle graine
results-new-game = Nouvelle partie
results-quit = Quitter
results-look = Regarder la table (Échap)
results-show = Voir le décompte final
results-confirm-rematch = Quitter la partie en cours pour une revanche ?
hint-button = Que ferait Difficile ?
hint-thinking = Difficile réfléchit…
hint-heading = Difficile jouerait :
hint-none = aucun coup à suggérer ici
hint-not-now = Un conseil vaut pour son propre tour, entre les poussées.
hint-put-there = Placer la pierre où Difficile la mettrait
hint-mark = Difficile
