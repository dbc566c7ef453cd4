# Die Zugtafel, die Punktetafel, der Vorhang, die Schlusswertung und die
# Anordnung des Fensters um sie herum.
panels-stuck = Dein Karren steckt fest: Die Felder, auf denen du bauen darfst, verlangen eine { $sizes } Platte, und der Karren hat keine geladen und keinen Platz dafür. { $way }
panels-stuck-size = { $size ->
    [large] große
    [mid] mittlere
   *[small] kleine
}
panels-or = { $first } oder { $second }
panels-stuck-unload = Statt einer anderen Aktion darfst du Platten ins Plattenlager zurücklegen.
panels-stuck-wait = Nur der Bau eines anderen Spielers kann ein Feld für deine Ladung öffnen.
panels-unload = Keine Platte auf deinem Karren ist jetzt baubar: Als ganzen Zug darfst du Platten deiner Wahl ins Plattenlager zurücklegen.
panels-unload-tile = die { $size ->
    [large] große
    [mid] mittlere
   *[small] kleine
} Platte auf Platz { $space }
panels-unload-button = Angehakte Platten zurücklegen (dein Zug)
panels-undo = Rückgängig (Strg+Z)
panels-undo-step = Rückgängig: { $step } (Strg+Z)
panels-undo-nothing = Nichts zurückzunehmen: Rückgängig reicht bis zum Beginn deines Zuges, deinem letzten Schieben oder den zuletzt aufgedeckten Karten
panels-game-over = Das Spiel ist vorbei
panels-turn = { $name } ist am Zug
panels-round-now = Runde { $round } — jetzt: { $expects }
panels-stones-moving = Die Steine bewegen sich…
panels-waiting-rewards = Noch zu tauschen: { $rewards }
panels-reward = { $size ->
    [large] groß
    [mid] mittel
   *[small] klein
}
panels-from-cart-space = { $action }, von Karrenplatz { $space }
panels-income-both = Einkommen (3 Karten oder weniger: beide Hälften)
panels-income-half = Einkommen: eine Kartenhälfte
panels-card-sesterces = { $sesterces ->
    [one] { $sesterces } Sesterze
   *[other] { $sesterces } Sesterzen
}
panels-card-both = { $sesterces ->
    [one] { $sesterces } Sesterze
   *[other] { $sesterces } Sesterzen
} und { $stones }

# Die Punktetafel.
panels-round = Runde { $round }
panels-score = { $name } — { $score } SP
panels-place = { $place ->
    [Rome] Rom
   *[other] { $place }
}
panels-score-at = Figur: { $place }
panels-score-stones = Steine
panels-score-cart = Karren
panels-score-tiles = Platten: { $tiles }
panels-score-push = Schieben +1
panels-score-money = { $count ->
    [one] { $count } Sesterze
   *[other] { $count } Sesterzen
}

# Der Vorhang zwischen den Zügen zweier Spieler.
panels-curtain-look-away = Die anderen schauen weg: Deine Sesterzen werden gezeigt, wenn du weitermachst.
panels-curtain-continue = Ich bin { $name } — weiter
panels-key-enter = Eingabe

# Das Spielende.
panels-winners = { $count ->
    [one] { $names } gewinnt!
   *[other] { $names } gewinnen!
}

# Die Anordnung des Fensters.
panels-log = Spielverlauf
panels-setting-up = Ein neues Spiel wird vorbereitet…
panels-window-help = So spielt man Via Appia
panels-window-tuning = Steinbruch einstellen — { $path }
# Das Namensschild über dem eigenen Sichtschirm der Person vorn.
panels-plate-yours = { $name } (du)

# Die Ergebnisse am Spielende, mit den Worten der Spielregel.
results-title = Schlusswertung
results-wins = { $count ->
    [one] gewinnt mit { $score } Siegpunkten!
   *[other] teilen sich den Sieg mit je { $score } Siegpunkten!
}
results-place = { $place }. Platz
results-row-track = Siegpunkte während des Spiels
results-row-track-note = verbaute Platten (groß { $large }, mittel { $mid }, klein { $small }) und die Siegpunktplättchen aus den Städten
results-row-money = Die meisten Sesterzen: { $vp } Siegpunkte
results-row-money-note = bei Gleichstand erhalten alle Beteiligten die Siegpunkte
results-row-segment = Abschnitt { $segment }: { $from } – { $to }
results-row-segment-note = die meisten Platten hier verbaut: { $first }; der Zweitplatzierte: { $second }
results-row-total = Summe
results-ties = Im Falle eines Gleichstandes bei den meisten Platten werden die Punkte für den 1. und 2. Platz ({ $first } + { $second }) unter den Beteiligten geteilt, und niemand wird Zweiter; im Falle eines Gleichstandes beim 2. Platz werden die { $second } Punkte unter den Beteiligten aufgeteilt, ggf. abgerundet. Keine Platten in einem Abschnitt, keine Punkte dort.
results-tiles-built = { $count ->
    [one] { $count } Platte hier verbaut
   *[other] { $count } Platten hier verbaut
}
results-rematch = Revanche
results-rematch-hint = Dieselben Plätze noch einmal, mit einem neuen Startwert
results-new-game = Neues Spiel
results-quit = Beenden
results-look = Den Tisch ansehen (Esc)
results-show = Die Schlusswertung zeigen
results-confirm-rematch = Das laufende Spiel für eine Revanche verlassen?
hint-button = Was würde Schwer tun?
hint-thinking = Schwer denkt nach…
hint-heading = Schwer würde:
hint-none = hier kein Zug vorzuschlagen
hint-not-now = Ein Tipp gilt für den eigenen Zug, zwischen den Stößen.
hint-put-there = Stein dorthin legen, wo Schwer ihn hinlegen würde
hint-mark = Schwer
