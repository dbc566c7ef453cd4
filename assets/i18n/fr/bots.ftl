# Les raisons des bots, après leurs coups dans le journal.
bots-income-sesterces = de l’argent pour la route
bots-income-stones = des pierres pour la carrière
bots-income-both = les deux moitiés, avec trois cartes ou moins en jeu
bots-quarry = pierres à pousser : { $stones }
bots-push = { $plan }, { $expecting }
bots-push-carefully = prudemment
bots-stop-pushing = assez poussé pour ce tour
bots-take-tile = { $size ->
        [small] une petite dalle
        [mid] une dalle moyenne
       *[large] une grande dalle
    } à construire
bots-sell-no-use = aucune dalle utile
bots-sell-money = l’argent vaut davantage maintenant
bots-build = vers la majorité dans la section { $segment }
bots-end-turn = aucune deuxième dalle qui vaille d’être construite
bots-travel-city = pour prendre un jeton de points à { $city }
bots-travel-closer = plus près de la prochaine ville
bots-pass = rien d’autre n’est permis
bots-unload = sa charrette est bloquée : les dalles qu’aucune case libre n’accepte repartent

## Ce qu’une poussée doit rapporter.
bots-stones = { $count ->
        [1] une pierre
        [2] deux pierres
        [3] trois pierres
        [4] quatre pierres
        [5] cinq pierres
        [6] six pierres
        [7] sept pierres
        [8] huit pierres
        [9] neuf pierres
       *[other] { $count } pierres
    }
bots-likely-nothing = probablement rien
bots-likely = probablement { $stones }
bots-sometimes = { $outlook }, parfois { $other }
bots-sometimes-nothing = rien
bots-sometimes-fewer = moins
bots-number = { $count ->
        [1] une
        [2] deux
        [3] trois
        [4] quatre
        [5] cinq
        [6] six
        [7] sept
        [8] huit
        [9] neuf
       *[other] { $count }
    }
bots-range-or = { $from } ou { $to }
bots-range-to = { $from } à { $to }

## Un plan de poussée en mots : « à droite du centre, fermement, la pierre tournée de 45° ».
bots-plan-left = à gauche du centre
bots-plan-right = à droite du centre
bots-plan-middle = au milieu
bots-plan-firmly = fermement
bots-plan-gently = doucement
bots-plan-stone-turned = la pierre tournée de { $degrees }°
bots-plan-pusher-turned = la glissière tournée de { $degrees }°

## Le bot difficile : sa poussée et sa recherche.
bots-push-tried = { $push } (la meilleure de { $tried } poussées essayées)
bots-leaves-little = en laissant peu au bord
bots-leaves-a-stone = en laissant une pierre près du bord
bots-leaves-stones = mais en laissant des pierres au bord
bots-searched = { $reason }, pesé { $rounds ->
    [one] jusqu’à la fin de la manche
   *[other] { $rounds } manches à l’avance
}

## Les règles simples du bot simple.
bots-plain-second-tile = une deuxième dalle
bots-plain-no-second-tile = pas de deuxième dalle
bots-plain-largest-stone = sa plus grande pierre
bots-plain-enough = assez
bots-plain-largest-tile = la plus grande dalle qui rentre
bots-plain-no-room = pas de place
bots-plain-only-move = le seul coup possible
bots-plain-can-build = construction possible
bots-plain-next-city = la prochaine ville
bots-plain-quarry = des pierres à pousser et de la place sur la charrette
bots-plain-towards-city = vers la prochaine ville
bots-plain-cart-stuck = sa charrette est bloquée
bots-plain-card = la carte nécessaire
bots-for-program = le coup du bot Normal pour son programme : { $reason }
bots-program-choice = le choix de son programme
bots-failed-thinking = le bot a échoué en réfléchissant
