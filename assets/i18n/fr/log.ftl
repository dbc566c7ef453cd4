# Le journal de la partie et les libellés des actions.

## Villes.
log-city-rome = Rome
log-city-tarracina = Tarracina
log-city-beneventum = Beneventum
log-city-brundisium = Brundisium

## Pierres et dalles comptées par taille : « 2 petites, 1 moyenne ».
log-nothing = rien
log-stones-part = { $count } { $size ->
        [small] { $count ->
            [one] petite
           *[other] petites
        }
        [mid] { $count ->
            [one] moyenne
           *[other] moyennes
        }
       *[large] { $count ->
            [one] grande
           *[other] grandes
        }
    }
log-tiles-part = { $count } { $size ->
        [small] { $count ->
            [one] petite
           *[other] petites
        }
        [mid] { $count ->
            [one] moyenne
           *[other] moyennes
        }
       *[large] { $count ->
            [one] grande
           *[other] grandes
        }
    }

## Libellés des actions.
log-label-quarry = Carrière : pousser des pierres
log-label-push = Pousser { $size ->
        [small] une petite pierre
        [mid] une pierre moyenne
       *[large] une grande pierre
    }
log-label-stop-pushing = Arrêter de pousser
log-label-tile = { $size ->
        [small] Petite dalle
        [mid] Dalle moyenne
       *[large] Grande dalle
    } sur l’emplacement { $slot } de la charrette
log-label-tile-for = { $size ->
        [small] Petite dalle
        [mid] Dalle moyenne
       *[large] Grande dalle
    } pour la { $reward ->
        [small] petite pierre
        [mid] pierre moyenne
       *[large] grande pierre
    }, emplacement { $slot } de la charrette
log-label-sell = Vendre la { $reward ->
        [small] petite pierre
        [mid] pierre moyenne
       *[large] grande pierre
    } pour 1 sesterce
log-label-build = Construire { $size ->
        [small] une petite dalle
        [mid] une dalle moyenne
       *[large] une grande dalle
    } en { $space }
log-label-end-turn = Finir le tour
log-label-travel = Voyager jusqu’à { $to } : { $steps } { $steps ->
        [one] case
       *[other] cases
    } pour { $cost } { $cost ->
        [one] sesterce
       *[other] sesterces
    }
log-label-travel-to = Voyager jusqu’à { $to }
log-label-unload = Rendre à la réserve : { $tiles }
log-label-quarry-result = résultat de la carrière : { $front } tombées devant, { $elsewhere } ailleurs
log-label-pass = Passer
log-label-income = Revenu
log-label-income-sesterces = { $count } { $count ->
        [one] sesterce
       *[other] sesterces
    }
log-label-income-stones = Pierres : { $stones }
log-label-income-both = { $count } { $count ->
        [one] sesterce
       *[other] sesterces
    } et pierres : { $stones }

## Le journal.
log-opening = { $first } commence (tirage au sort) ; puis { $others } à tour de rôle
log-ends-turn = { $name } termine son tour
log-stops-pushing = { $name } arrête de pousser
log-bot-command = { $name } : { $command }
log-with-reason = { $line } — { $reason }
log-stone-shortage = Plus { $size ->
        [small] aucune petite pierre
        [mid] aucune pierre moyenne
       *[large] aucune grande pierre
    } en réserve : chaque joueur en rend la moitié ({ $returned } en tout)
log-takes-stones = { $name } prend des pierres : { $stones }
log-takes-sesterces = { $name } prend { $count } { $count ->
        [one] sesterce
       *[other] sesterces
    }
log-takes-both = { $name } prend { $count } { $count ->
        [one] sesterce
       *[other] sesterces
    } et des pierres : { $stones }
log-push-token = { $name } reçoit un jeton « Pousser +1 »
log-push-token-held = pas de jeton « Pousser +1 » pour la dernière carte : { $name } en a déjà un, et personne n’en a deux
log-income-refilled = Sept nouvelles cartes de revenu sont révélées
log-quarry-started = { $name } va à la carrière
log-pushes = { $name } pousse { $size ->
        [small] une petite pierre
        [mid] une pierre moyenne
       *[large] une grande pierre
    }
log-pushes-with-token = { $name } pousse { $size ->
        [small] une petite pierre
        [mid] une pierre moyenne
       *[large] une grande pierre
    } (Pousser +1)
log-off-front = Tombées par l’avant : { $front }
log-off-front-and-sides = Tombées par l’avant : { $front } ; perdues par les côtés : { $sides }
log-its-stones = ses pierres
log-consolation = { $name } a poussé { $pushed } et aucune n’est tombée : une petite dalle ou un sesterce
log-loads-tile = { $name } charge { $size ->
        [small] une petite dalle
        [mid] une dalle moyenne
       *[large] une grande dalle
    }
log-sells = { $name } vend { $reward ->
        [small] une petite pierre
        [mid] une pierre moyenne
       *[large] une grande pierre
    } pour un sesterce
log-builds = { $name } construit { $size ->
        [small] une petite dalle
        [mid] une dalle moyenne
       *[large] une grande dalle
    } en { $space } (+{ $vp } PV)
log-second-tile = { $name } reçoit 1 sesterce pour deux dalles
log-travels = { $name } voyage jusqu’à { $to } ({ $steps } { $steps ->
        [one] case
       *[other] cases
    }, { $cost } { $cost ->
        [one] sesterce
       *[other] sesterces
    })
log-reaches = { $name } atteint { $city }
log-reaches-token = { $name } atteint { $city } et prend { $vp } PV
log-city-marker = { $line } ; un marqueur de ville est posé
log-passes = { $name } passe
log-cart-unloaded = La charrette de { $name } était bloquée : { $count } { $count ->
        [one] dalle rendue
       *[other] dalles rendues
    } à la réserve ({ $tiles })
log-game-end = { $name } déclenche la fin de la partie : c’est la dernière manche
log-round-ends = Fin de la manche { $round }
log-and = { $first } et { $second }
log-game-over = Partie terminée : { $count ->
        [one] { $winners } gagne
       *[other] { $winners } gagnent
    }

## À la table : notes du journal, avis et refus.
log-thinking-bot = { $name } (bot { $level ->
        [random] aléatoire
        [plain] simple
        [easy] facile
        [hard] difficile
       *[normal] normal
    }) réfléchit…
log-thinking-program = { $name } (un programme) réfléchit…
log-is-a-bot = { $name } est un bot : attendez son coup
log-pace = { $name } a poussé sur { $distance } cm à environ { $speed } cm/s
log-program-failed = Programme de { $name } : { $problem } ; le bot normal joue à sa place
log-program-not-restarted = { $name } était joué par le programme { $command } ; une sauvegarde ne lance aucun programme, le bot normal joue donc cette place
log-stalled = { $name } : { $why }
log-no-bot = aucun bot n’occupe cette place
log-no-legal-move = le bot n’a trouvé aucun coup permis
log-move-refused = le coup du bot a été refusé : { $error }
log-autosave-failed = La partie n’a pas pu être sauvegardée automatiquement : { $error }
log-quarry-not-loaded = la carrière n’a pas pu être chargée : { $error }
log-refused-retune = la carrière ne peut pas être réinitialisée pendant une poussée ; appliquez après
log-refused-curtain = le joueur dont c’est le tour n’a pas encore levé le rideau
log-refused-game-over = la partie est terminée
log-refused-quarry-result = le résultat de la carrière vient de la physique, pas d’un clic
log-refused-no-push = aucune pierre n’est poussée
log-refused-no-push-to-finish = aucune poussée à terminer
log-refused-undo = rien à annuler : l’annulation remonte au début du tour, à la dernière poussée ou à la dernière carte retournée
log-takes-back = { $name } annule : { $label }
# Ce que le tour attend (panneau du tour et refus).
log-expects-action = le choix d’une action
log-expects-quarry-result = le résultat de la carrière
log-expects-push = une poussée ou la fin
log-expects-rewards = dalle ou vente par pierre
log-expects-second-tile = une 2e dalle ou la fin du tour
log-expects-nothing = rien : la partie est terminée
log-hint = { $name } a demandé un conseil : Difficile jouerait « { $hint } »
hint-plan = entrée à { $across } cm en travers (moins : à gauche), tournée de { $angle }°, poussée à { $speed } cm/s
log-hint-none = { $name } a demandé un conseil : Difficile n’a aucun coup à suggérer ici
