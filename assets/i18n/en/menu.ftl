# The menu bar at the top of the window.
menu-game = Game
menu-how-to-play = How to play (F1)
menu-tuning = Quarry tuning (T)
menu-settings = Settings
menu-sound = Sound (M)
menu-camera = Camera:
menu-camera-table = Table
menu-camera-quarry = Quarry
menu-camera-road = Road
menu-camera-hint = · drag to turn, right-drag to pan, wheel to zoom
