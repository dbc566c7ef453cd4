# L’écran de nouvelle partie.
setup-new-game = Nouvelle partie
setup-seat = Place
setup-name = Nom
setup-colour = Couleur
setup-played-by = Joué par
setup-add-seat = Ajouter une place
setup-at-most-players = { $count } joueurs au plus
setup-remove-seat = Retirer
setup-at-least-players = Au moins { $count } joueurs
setup-min-stones = L’action Carrière demande au moins
setup-min-stones-original = { $count } pierre (original : en pousser jusqu’à 2)
setup-min-stones-variant = { $count } pierres (variante du manuel de référence)
setup-min-stones-other =
    { $count ->
        [one] { $count } pierre
       *[other] { $count } pierres
    }
setup-unload-stuck-cart = Une charrette bloquée peut être déchargée (règle tranchée ; désactivé : la règle du jeu à la lettre)
setup-stones = Pierres :
setup-stones-blocks = blocs
setup-stones-discs = disques en bois comme dans la boîte
setup-seed = Graine
setup-new-seed = Nouvelle graine
setup-seed-note = Notez la graine : la même graine, avec les mêmes places et les mêmes coups, rejoue la même partie.
setup-start = Commencer la partie
# Qui joue une place.
setup-kind-human = Humain
setup-kind-program = Programme
setup-kind-bot-random = Bot aléatoire
setup-kind-bot-plain = Bot simple
setup-kind-bot-easy = Bot facile
setup-kind-bot-normal = Bot normal
setup-kind-bot-hard = Bot difficile
# Les noms proposés aux nouvelles places, dans l’ordre, séparés par des virgules.
setup-suggested-names = Livia, Marcus, Julia, Gaius, Claudia, Titus
# Le nom d’une nouvelle place quand tous les noms proposés sont pris.
setup-default-name = Joueur { $number }
# Pourquoi la partie ne peut pas encore commencer.
setup-players = Via Appia se joue de { $min } à { $max } joueurs, pas à { $count }.
setup-no-name = La place { $seat } n’a pas de nom.
setup-long-name = Le nom de la place { $seat } dépasse { $max } caractères.
setup-same-name = Les places { $other } et { $seat } s’appellent toutes deux « { $name } ».
setup-same-colour = Les places { $other } et { $seat } ont la même couleur : { $colour }.
setup-bad-option = Option de règle { $error }.
setup-bad-seed = La graine doit être un nombre entier de 0 à { $max }.

# La fenêtre autour de l’écran de nouvelle partie.
setup-window-title = Via Appia — nouvelle partie
setup-continue = Reprendre
setup-autosaved = la partie enregistrée automatiquement : manche { $round } de la partie de graine { $seed }
setup-cancel-back = Annuler : retour à la partie (Échap)

# La question avant de quitter une partie en cours.
setup-confirm-new-game = Commencer une nouvelle partie ?
setup-confirm-load = Charger une autre partie ?
setup-confirm-load-file = Charger { $file }
setup-confirm-quit = Quitter le jeu ?
setup-confirm-text = Une partie est en cours (manche { $round }). Elle a été enregistrée automatiquement à la fin du dernier tour : « Reprendre » sur l’écran de nouvelle partie la ramène.
setup-back-to-game = Retour à la partie (Échap)

# Le menu Partie.
setup-file = Fichier
setup-save = Enregistrer
setup-load = Charger
setup-quit = Quitter
setup-name-a-file = Nommez d’abord un fichier
setup-save-refused = Impossible d’enregistrer maintenant : { $why }.
setup-saved-to = enregistré dans { $path }
setup-loaded = { $path } chargé

# Avis quand une partie ne peut pas commencer ou reprendre.
setup-stones-not-loaded = les { $stones } n’ont pas pu être chargés : { $error }
setup-not-started = la partie n’a pas pu commencer : { $error }
setup-not-continued = la partie enregistrée automatiquement n’a pas pu être reprise : { $error }
setup-continue-label = manche { $round } de la partie de graine { $seed }
setup-save-during-push = une poussée est en cours : enregistrez quand les pierres se sont immobilisées
setup-not-saved = non enregistré : { $why }
