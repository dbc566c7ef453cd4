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
panels-card-sesterces = { $sesterces } Ses.
panels-card-both = { $sesterces } Ses. + { $stones }

# Die Punktetafel.
panels-round = Runde { $round }
panels-score = { $name } — { $score } SP
panels-score-where = Figur: { $place } · Steine: { $stones } · Karren: { $cart }
panels-place = { $place ->
    [Rome] Rom
   *[other] { $place }
}
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
panels-final-scoring = Schlusswertung
panels-col-player = Spieler
panels-col-before = Vorher
panels-col-money = Geld
panels-col-total = Summe
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
