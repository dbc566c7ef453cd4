# Die Menüleiste oben im Fenster.
menu-game = Spiel
menu-how-to-play = Spielregeln (F1)
menu-tuning = Steinbruch einstellen (T)
menu-settings = Einstellungen
menu-sound = Ton (M)
menu-camera = Kamera:
menu-camera-table = Tisch
menu-camera-quarry = Steinbruch
menu-camera-road = Straße
menu-camera-hint = · ziehen zum Drehen, rechts ziehen zum Verschieben, Rad zum Zoomen
