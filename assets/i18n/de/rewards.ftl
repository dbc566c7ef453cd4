# Die Ausbeute des Steinbruchs: die heruntergefallenen Steine, die Plätze des
# Karrens, der Verkauf.
rewards-pick = Ausbeute: Stein wählen, dann seinen Platz
rewards-chip = { $count } { $size ->
    [large] groß
    [mid] mittel
   *[small] klein
}
rewards-sell = Den { $size ->
    [large] großen
    [mid] mittleren
   *[small] kleinen
} Stein für 1 Sesterze verkaufen
rewards-space = Platz { $space }
rewards-takes = nimmt { $loads }
rewards-holds = hat { $held }
# Eine Größe in dem, was ein Karrenplatz nimmt: „groß oder mittel + klein“.
rewards-size = { $size ->
    [large] groß
    [mid] mittel
   *[small] klein
}
rewards-or = { $first } oder { $second }
# Was ein Karrenplatz trägt: „nichts“, „eine mittlere und eine kleine“.
rewards-held-one = { $size ->
    [large] eine große
    [mid] eine mittlere
   *[small] eine kleine
}
# Eine Platte als Knopf in einem Karrenplatz (82 Punkte breit).
rewards-tile-button = { $size ->
    [large] Große
    [mid] Mittlere
   *[small] Kleine
}
# Die Platten, die aus dem gewählten Stein werden können, und ob sie baubar sind.
rewards-tile = { $size ->
    [large] Große Platte
    [mid] Mittlere Platte
   *[small] Kleine Platte
}
rewards-outlook-now = { $tile }: Ein Feld zum Bauen ist jetzt offen
rewards-outlook-soon = { $tile }: Ein Feld öffnet sich nach einer weiteren Platte
rewards-outlook-not-soon = { $tile }: Kein Feld zum Bauen, weder jetzt noch bald
# Ein Platz für die Platte des gewählten Steins, der den Karren festfahren würde, genannt bevor er gewählt wird.
rewards-risk-stuck = { $tile } auf Platz { $space }: Dein Karren steckte dann fest, denn die Felder, auf denen du bauen darfst, verlangen eine { $sizes } Platte.
rewards-risk-room = { $tile } auf Platz { $space } nimmt den letzten Platz für eine { $size ->
    [large] große
   *[mid] mittlere
} Platte, und die Straße verlangt bald eine: Dein Karren kann steckenbleiben.
