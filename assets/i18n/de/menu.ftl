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

## Eine Partie noch einmal ansehen
watch-again = Noch einmal ansehen
watch-again-hint = Jeden Zug dieser Partie noch einmal, vor und zurück, jeden Stoß, wie er geschah
watch-menu = Ansehen
watch-menu-hint = Die Partie in dieser Datei noch einmal ansehen: ein Spielstand oder eine Aufzeichnung (JSON)
watch-banner = Zuschauen: Runde { $round } von { $rounds } — Esc beendet
watch-heading = Die Partie noch einmal
watch-turn = Zug { $turn } von { $turns }
watch-playing = Der Zug wird gespielt …
watch-back = ◀ Zurück
watch-forward = Weiter ▶
watch-first = ⏮ Anfang
watch-last = Ende ⏭
watch-keys = Tasten: Links und Rechts gehen einen Zug, Pos1 und Ende springen; beim Zuschauen lässt sich nichts ändern.
watch-leave = Beenden (Esc)
watch-no-record = Diese Partie hat keine Aufzeichnung von ihrem ersten Zug an und kann nicht noch einmal angesehen werden.
watch-not-physical = Diese Aufzeichnung wurde nicht im physikalischen Steinbruch gespielt: Sie lässt sich prüfen (via-appia replay), aber nicht ansehen.
watch-result-without-push = Schritt { $step } der Aufzeichnung ist ein Ergebnis des Steinbruchs ohne seinen Stoß.
watch-push-without-plan = Schritt { $step } der Aufzeichnung ist ein Stoß ohne den Plan oder die Hand, die ihn machte.
watch-parts = Bei Schritt { $step } weicht die Aufzeichnung von der Partie ab, die sie nachspielt: Hier endet das Zuschauen.
watch-step-refused = Schritt { $step } der Aufzeichnung wurde abgelehnt: { $error }
watch-push-endless = Der Stoß bei Schritt { $step } der Aufzeichnung endet nie.
watch-not-read = Die Datei { $path } enthält weder einen Spielstand noch eine Aufzeichnung: { $error }
