# Das Spielprotokoll und die Beschriftungen der Aktionen.

## Städte.
log-city-rome = Rom
log-city-tarracina = Tarracina
log-city-beneventum = Beneventum
log-city-brundisium = Brundisium

## Steine und Platten nach Größe gezählt: „2 kleine, 1 mittlerer“.
log-nothing = nichts
log-stones-part = { $count } { $size ->
        [small] { $count ->
            [one] kleiner
           *[other] kleine
        }
        [mid] { $count ->
            [one] mittlerer
           *[other] mittlere
        }
       *[large] { $count ->
            [one] großer
           *[other] große
        }
    }
log-tiles-part = { $count } { $size ->
        [small] kleine
        [mid] mittlere
       *[large] große
    }

## Beschriftungen der Aktionen.
log-label-quarry = Steinbruch: Steine einschieben
log-label-push = { $size ->
        [small] Einen kleinen
        [mid] Einen mittleren
       *[large] Einen großen
    } Stein einschieben
log-label-stop-pushing = Nicht weiter schieben
log-label-tile = { $size ->
        [small] Kleine
        [mid] Mittlere
       *[large] Große
    } Platte auf Karrenplatz { $slot }
log-label-tile-for = { $size ->
        [small] Kleine
        [mid] Mittlere
       *[large] Große
    } Platte für den { $reward ->
        [small] kleinen
        [mid] mittleren
       *[large] großen
    } Stein, Karrenplatz { $slot }
log-label-sell = Den { $reward ->
        [small] kleinen
        [mid] mittleren
       *[large] großen
    } Stein für 1 Sesterze verkaufen
log-label-build = { $size ->
        [small] Kleine
        [mid] Mittlere
       *[large] Große
    } Platte auf { $space } bauen
log-label-end-turn = Zug beenden
log-label-travel = Nach { $to } reisen: { $steps } { $steps ->
        [one] Schritt
       *[other] Schritte
    } für { $cost } { $cost ->
        [one] Sesterze
       *[other] Sesterzen
    }
log-label-travel-to = Nach { $to } reisen
log-label-unload = Ins Lager zurücklegen: { $tiles }
log-label-quarry-result = Ergebnis des Steinbruchs: { $front } vorne heraus, { $elsewhere } anderswo
log-label-pass = Passen
log-label-income = Einkommen
log-label-income-sesterces = { $count } { $count ->
        [one] Sesterze
       *[other] Sesterzen
    }
log-label-income-stones = Steine: { $stones }
log-label-income-both = { $count } { $count ->
        [one] Sesterze
       *[other] Sesterzen
    } und Steine: { $stones }

## Das Protokoll.
log-opening = { $first } beginnt (ausgelost); danach { $others } der Reihe nach
log-ends-turn = { $name } beendet den Zug
log-stops-pushing = { $name } hört auf zu schieben
log-bot-command = { $name }: { $command }
log-with-reason = { $line } — { $reason }
log-stone-shortage = Kein { $size ->
        [small] kleiner
        [mid] mittlerer
       *[large] großer
    } Stein mehr: Jeder Spieler legt die Hälfte zurück (insgesamt { $returned })
log-takes-stones = { $name } nimmt Steine: { $stones }
log-takes-sesterces = { $name } nimmt { $count } { $count ->
        [one] Sesterze
       *[other] Sesterzen
    }
log-takes-both = { $name } nimmt { $count } { $count ->
        [one] Sesterze
       *[other] Sesterzen
    } und Steine: { $stones }
log-push-token = { $name } erhält ein Plättchen „Schieben +1“
log-push-token-held = kein Plättchen „Schieben +1“ für die letzte Karte: { $name } hat schon eines, und niemand hat zwei
log-income-refilled = Sieben neue Einkommenskarten werden ausgelegt
log-quarry-started = { $name } geht zum Steinbruch
log-pushes = { $name } schiebt einen { $size ->
        [small] kleinen
        [mid] mittleren
       *[large] großen
    } Stein ein
log-pushes-with-token = { $name } schiebt einen { $size ->
        [small] kleinen
        [mid] mittleren
       *[large] großen
    } Stein ein (Schieben +1)
log-off-front = Vorne heruntergefallen: { $front }
log-off-front-and-sides = Vorne heruntergefallen: { $front }; seitlich verloren: { $sides }
log-its-stones = die Steine
log-consolation = { $name } hat { $pushed } eingeschoben und keiner fiel: eine kleine Platte oder eine Sesterze
log-loads-tile = { $name } lädt eine { $size ->
        [small] kleine
        [mid] mittlere
       *[large] große
    } Platte auf
log-sells = { $name } verkauft einen { $reward ->
        [small] kleinen
        [mid] mittleren
       *[large] großen
    } Stein für eine Sesterze
log-builds = { $name } baut eine { $size ->
        [small] kleine
        [mid] mittlere
       *[large] große
    } Platte auf { $space } (+{ $vp } SP)
log-second-tile = { $name } erhält 1 Sesterze für zwei Platten
log-travels = { $name } reist nach { $to } ({ $steps } { $steps ->
        [one] Schritt
       *[other] Schritte
    }, { $cost } { $cost ->
        [one] Sesterze
       *[other] Sesterzen
    })
log-reaches = { $name } erreicht { $city }
log-reaches-token = { $name } erreicht { $city } und nimmt { $vp } SP
log-city-marker = { $line }; ein Städtemarker wird gelegt
log-passes = { $name } passt
log-cart-unloaded = Der Karren von { $name } steckte fest: { $count } { $count ->
        [one] Platte
       *[other] Platten
    } zurück ins Lager ({ $tiles })
log-game-end = { $name } beendet das Spiel: Dies ist die letzte Runde
log-round-ends = Runde { $round } endet
log-and = { $first } und { $second }
log-game-over = Spielende: { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    }

## Am Tisch: Notizen im Protokoll, Hinweise und Ablehnungen.
log-thinking-bot = { $name } (Bot, { $level ->
        [random] Zufall
        [plain] Schlicht
        [easy] Leicht
        [hard] Schwer
       *[normal] Mittel
    }) denkt nach …
log-thinking-program = { $name } (ein Programm) denkt nach …
log-is-a-bot = { $name } ist ein Bot: Warte auf den Zug des Bots
log-pace = { $name } schob { $distance } cm weit mit etwa { $speed } cm/s
log-program-failed = Programm von { $name }: { $problem }; der Bot (Mittel) zieht stattdessen
log-program-not-restarted = { $name } wurde vom Programm { $command } gespielt; ein Spielstand startet kein Programm, also spielt der Bot (Mittel) diesen Platz
log-stalled = { $name }: { $why }
log-no-bot = auf diesem Platz sitzt kein Bot
log-no-legal-move = der Bot fand keinen erlaubten Zug
log-move-refused = der Zug des Bots wurde abgelehnt: { $error }
log-autosave-failed = Das Spiel konnte nicht automatisch gespeichert werden: { $error }
log-quarry-not-loaded = der Steinbruch konnte nicht geladen werden: { $error }
log-refused-retune = der Steinbruch kann während des Schiebens nicht neu aufgebaut werden; danach anwenden
log-refused-curtain = der Spieler am Zug hat den Vorhang noch nicht gehoben
log-refused-game-over = das Spiel ist vorbei
log-refused-quarry-result = das Ergebnis des Steinbruchs kommt aus der Physik, nicht aus einem Klick
log-refused-no-push = es wird kein Stein geschoben
log-refused-no-push-to-finish = kein Schieben zu beenden
log-refused-undo = nichts zurückzunehmen: Zurücknehmen reicht bis zum Beginn des Zuges, zum letzten Schieben oder zur zuletzt aufgedeckten Karte
log-takes-back = { $name } nimmt zurück: { $label }
# Was der Zug erwartet (Zugtafel und Ablehnungen).
log-expects-action = Wahl einer Aktion
log-expects-quarry-result = Ergebnis des Steinbruchs
log-expects-push = Schieben oder aufhören
log-expects-rewards = Platte oder Verkauf je Stein
log-expects-second-tile = zweite Platte oder Zugende
log-expects-nothing = nichts: Das Spiel ist vorbei
log-hint = { $name } bat um einen Tipp: Schwer würde spielen „{ $hint }“
hint-plan = { $across } cm quer eingesetzt (minus ist links), um { $angle }° gedreht, mit { $speed } cm/s geschoben
log-hint-none = { $name } bat um einen Tipp: Schwer hat hier keinen Zug vorzuschlagen
