# Der Bildschirm für ein neues Spiel.
setup-new-game = Neues Spiel
setup-seat = Platz
setup-name = Name
setup-colour = Farbe
setup-played-by = Gespielt von
setup-add-seat = Platz hinzufügen
setup-at-most-players = Höchstens { $count } Spieler
setup-remove-seat = Entfernen
setup-at-least-players = Mindestens { $count } Spieler
setup-min-stones = Die Aktion Steinbruch braucht mindestens
setup-min-stones-original = { $count } Stein (Original: bis zu 2 einschieben)
setup-min-stones-variant = { $count } Steine (Variante aus dem Referenzhandbuch)
setup-min-stones-other =
    { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }
setup-unload-stuck-cart = Ein festgefahrener Karren darf entladen werden (entschiedene Regel; aus: streng nach Spielregel)
setup-stones = Steine:
setup-stones-blocks = Quader
setup-stones-discs = Holzscheiben wie in der Schachtel
setup-seed = Startwert
setup-new-seed = Neuer Startwert
setup-seed-note = Startwert notieren: derselbe Startwert mit denselben Plätzen und Zügen ergibt dieselbe Partie noch einmal.
setup-start = Spiel beginnen
# Wer einen Platz spielt.
setup-kind-human = Mensch
setup-kind-program = Programm
setup-kind-bot-random = Bot (Zufall)
setup-kind-bot-plain = Bot (Schlicht)
setup-kind-bot-easy = Bot (Leicht)
setup-kind-bot-normal = Bot (Mittel)
setup-kind-bot-hard = Bot (Schwer)
# Die Namen für neue Plätze, der Reihe nach, durch Kommas getrennt.
setup-suggested-names = Livia, Marcus, Julia, Gaius, Claudia, Titus
# Der Name eines neuen Platzes, wenn alle vorgeschlagenen vergeben sind.
setup-default-name = Spieler { $number }
# Warum das Spiel noch nicht beginnen kann.
setup-players = Via Appia ist für { $min } bis { $max } Spieler, nicht für { $count }.
setup-no-name = Platz { $seat } hat keinen Namen.
setup-long-name = Der Name von Platz { $seat } ist länger als { $max } Zeichen.
setup-same-name = Die Plätze { $other } und { $seat } heißen beide „{ $name }“.
setup-same-colour = Die Plätze { $other } und { $seat } haben beide die Farbe { $colour }.
setup-bad-option = Regeloption { $error }.
setup-bad-seed = Der Startwert muss eine ganze Zahl von 0 bis { $max } sein.

# Das Fenster um den Bildschirm für ein neues Spiel.
setup-window-title = Via Appia — neues Spiel
setup-continue = Fortsetzen
setup-autosaved = die automatisch gespeicherte Partie: Runde { $round } der Partie mit Startwert { $seed }
setup-cancel-back = Abbrechen: zurück zum Spiel (Esc)

# Die Frage, bevor eine laufende Partie verlassen wird.
setup-confirm-new-game = Ein neues Spiel beginnen?
setup-confirm-load = Ein anderes Spiel laden?
setup-confirm-load-file = { $file } laden
setup-confirm-quit = Das Spiel beenden?
setup-confirm-text = Eine Partie läuft (Runde { $round }). Sie wurde am Ende des letzten Zuges automatisch gespeichert: „Fortsetzen“ im Bildschirm für ein neues Spiel holt sie zurück.
setup-back-to-game = Zurück zum Spiel (Esc)

# Das Menü Spiel.
setup-file = Datei
setup-save = Speichern
setup-load = Laden
setup-quit = Beenden
setup-name-a-file = Zuerst eine Datei angeben
setup-save-refused = Speichern ist gerade nicht möglich: { $why }.
setup-saved-to = gespeichert in { $path }
setup-loaded = { $path } geladen

# Hinweise, wenn ein Spiel nicht beginnen oder nicht fortgesetzt werden kann.
setup-stones-not-loaded = die { $stones } konnten nicht geladen werden: { $error }
setup-not-started = das Spiel konnte nicht beginnen: { $error }
setup-not-continued = die automatisch gespeicherte Partie konnte nicht fortgesetzt werden: { $error }
setup-continue-label = Runde { $round } der Partie mit Startwert { $seed }
setup-save-during-push = Es wird gerade geschoben: Speichere, wenn die Steine zur Ruhe gekommen sind
setup-not-saved = nicht gespeichert: { $why }
