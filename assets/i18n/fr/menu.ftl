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
