# Warum ein Zug abgelehnt wurde: die Ablehnungen der Regeln (`Illegal`) und die
# der Sitzung.
errors-game-over = das Spiel ist vorbei
errors-wrong-phase = jetzt nicht – erwartet wird: { $expected }
errors-awaiting-quarry = der Steinbruch ist noch nicht zur Ruhe gekommen
errors-no-such-card = es liegt keine offene Einkommenskarte { $card } aus
errors-must-take-both = bei 3 oder weniger offenen Karten erhält der Spieler beides
errors-both-not-allowed = beides nur, wenn 3 oder weniger Karten offen ausliegen
errors-quarry-needs-stones = der Steinbruch braucht { $need ->
        [one] einen Stein
       *[other] { $need } Steine
    }; du hast { $have }
errors-no-stone = du hast keinen { $size ->
        [large] großen
        [mid] mittleren
       *[small] kleinen
    } Stein
errors-no-more-pushes = in diesem Zug kein weiterer Schub
errors-impossible-quarry-result = mehr Steine haben den Steinbruch verlassen, als er enthält
errors-too-few-pushed = schiebe zuerst mindestens { $need ->
        [one] einen Stein
       *[other] { $need } Steine
    } ein
errors-no-such-reward = es wartet keine Belohnung für einen { $size ->
        [large] großen
        [mid] mittleren
       *[small] kleinen
    } Stein
errors-tile-too-large = aus einem { $reward ->
        [large] großen
        [mid] mittleren
       *[small] kleinen
    } Stein wird keine { $tile ->
        [large] große
        [mid] mittlere
       *[small] kleine
    } Platte
errors-no-tile-in-storage = im Plattenlager ist keine { $size ->
        [large] große
        [mid] mittlere
       *[small] kleine
    } Platte mehr
errors-cart-does-not-fit = eine { $tile ->
        [large] große
        [mid] mittlere
       *[small] kleine
    } Platte passt nicht auf Platz { $slot } des Karrens
errors-no-tile-on-cart = auf Platz { $slot } des Karrens liegt keine { $size ->
        [large] große
        [mid] mittlere
       *[small] kleine
    } Platte
errors-no-such-space = { $place } ist kein Feld der Straße
errors-space-taken = auf { $place } liegt schon eine Platte
errors-size-mismatch = auf { $place } passt nur eine { $size ->
        [large] große
        [mid] mittlere
       *[small] kleine
    } Platte
errors-segment-not-reached = auf { $place } darfst du erst bauen, wenn du die Stadt dahinter besucht hast
errors-not-connected = { $place } ist durch keine Linie mit einer Platte oder der Stadt dahinter verbunden
errors-second-tile-other-segment = eine zweite Platte muss in denselben Abschnitt wie die erste
errors-earlier-segments-incomplete = eine zweite Platte hier verlangt, dass alle vorherigen Abschnitte fertig gebaut sind
errors-not-forward = { $place } liegt nicht vor deiner Spielfigur
errors-too-far = { $place } ist mehr als 3 Schritte entfernt oder hinter der nächsten Stadt
errors-no-road = kein Weg aus Platten führt zu { $place }
errors-space-full = { $place } ist voll besetzt
errors-cannot-afford = die Reise kostet { $cost ->
        [one] { $cost } Sesterze
       *[other] { $cost } Sesterzen
    }; du hast { $have }
errors-must-finish-rewards = nimm oder verkaufe zuerst die wartenden Belohnungen
errors-pass-not-allowed = passen darfst du nur, wenn nichts anderes erlaubt ist
errors-unload-not-allowed = in diesem Spiel werden festgefahrene Karren nicht entladen
errors-cart-not-stuck = nur ein festgefahrener Karren darf entladen werden: eine Platte auf deinem kann gebaut werden
errors-not-on-cart = Platz { $slot } des Karrens enthält diese Platten nicht
errors-nothing-to-unload = nenne die zurückzugebenden Platten, Platz für Platz
# Die Städte, wie die Ablehnungen sie nennen.
# Ein Stein, der sich nicht vor den Steinbruch legen lässt.
errors-entrance-blocked = ein Stein blockiert den Eingang vor der Linie
errors-pusher-in-the-way = der Schieber steht dort, wo der Stein hin soll

# Eine Datei, die nicht verwendet werden kann (Spielstand, Spieldaten,
# Einstellungsdatei). Die Einzelheiten sind die Worte des Lesers oder der
# Prüfung, für Tüftler.
errors-with-details = { $what } – Einzelheiten: { $details }
errors-file-at = { $what } ({ $place })
errors-file-line = Zeile { $line }, Spalte { $column }
errors-file-field = Feld { $field }
errors-file-missing = { $file } gibt es nicht
errors-file-unreadable = { $file } kann nicht gelesen werden
errors-file-too-large = { $file } ist größer als { $mib } MiB
errors-file-not-text = { $file } ist kein als UTF-8 gespeicherter Text
errors-file-syntax = { $file } ist nicht so geschrieben, wie dieses Spiel schreibt
errors-file-invalid = { $file } enthält Werte, die dieses Spiel nicht verwenden kann
errors-save-format = { $file } ist ein Spielstand im Format { $found }; dieses Spiel liest die Formate { $oldest } bis { $newest }
errors-save-unholdable = der Steinbruch ist in einem Zustand, den kein Spielstand festhalten kann
errors-file-not-written = { $file } kann nicht geschrieben werden
errors-folder-not-created = der Ordner { $folder } kann nicht angelegt werden

# Ein Steinbruch, der sich aus seiner Einstellung nicht bauen lässt.
errors-quarry-stones-do-not-fit = ramp.length = { $length } m: die Steine der Eröffnung passen nicht auf die Rampe
errors-quarry-pile-not-resting = ramp.slope_deg = { $slope }°: der Haufen kommt beim Befüllen nicht zur Ruhe (versuche eine flachere Neigung oder mehr stone_ramp-Reibung)
errors-quarry-invalid = das Feld { $field } des gespeicherten Steinbruchs ist nicht verwendbar

# Was das Programm eines Platzes falsch gemacht hat, nach „Programm von …:“ im Protokoll.
errors-program-bad-command = sein Befehl kann nicht ausgeführt werden
errors-program-not-found = es gibt kein Programm { $program }
errors-program-not-started = { $program } konnte nicht gestartet werden
errors-program-unreadable = seine Antwort ist nicht lesbar
errors-program-illegal = es hat einen Zug gewählt, der jetzt nicht erlaubt ist: { $command }
errors-program-late = es hat zu spät geantwortet (nach mehr als { $seconds })
errors-program-not-reading = es liest seine Züge nicht
errors-program-exited = es hat sich beendet
errors-program-exited-with = es hat sich beendet ({ $status })
errors-program-closed = es hat seine Ausgabe geschlossen
