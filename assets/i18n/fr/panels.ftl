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
panels-card-sesterces = { $sesterces } ses.
panels-card-both = { $sesterces } ses. + { $stones }

# Le tableau des scores.
panels-round = Manche { $round }
panels-score = { $name } — { $score } PV
panels-score-where = à { $place } · pierres : { $stones } · charrette : { $cart }
panels-place = { $place }
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
panels-final-scoring = Décompte final
panels-col-player = Joueur
panels-col-before = Avant
panels-col-money = Argent
panels-col-total = Total
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
