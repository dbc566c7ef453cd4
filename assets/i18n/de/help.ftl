# Das Fenster „Spielregeln“ (F1): die Regeln in kurzen Abschnitten. Die Zahlen
# kommen aus den Spieldaten: Siegpunkte der Platten, Reisekosten, Schlusswertung,
# Siegpunktplättchen.
help-aim-title = Spielziel
help-aim-goal = Baut die Via Appia von Rom nach Brundisium. Platten, die du baust, Städte, die du als Erster erreichst, und die Mehrheiten, die du am Ende hältst, bringen Siegpunkte (SP); wer die meisten SP hat, gewinnt.
help-aim-screen = Deine Sesterzen liegen hinter deinem Sichtschirm: nur du siehst dein eigenes Geld (sitzen mehrere Personen am Tisch, verdeckt es der Vorhang zwischen den Zügen).
help-turn-title = Ein Zug
help-turn-actions = Bist du an der Reihe, führst du genau eine von vier Aktionen aus: Einkommen, Steinbruch, Straßenbau oder Reisen. Kannst du keine davon ausführen, passt du.
help-income-title = Einkommen
help-income-cards = Wähle eine der offen ausliegenden Einkommenskarten und erhalte wahlweise ihre Sesterzen oder ihre Steine. Liegen nur noch { $cards } oder weniger Karten offen aus, erhältst du beides. Wer die letzte Karte nimmt, erhält ein Plättchen „Schieben +1“, und neue Karten werden ausgelegt.
help-quarry-title = Steinbruch: Steine einschieben
help-quarry-push = Schiebe nacheinander bis zu zwei deiner eigenen Steine in den Steinbruch: lege den Stein vor die rote Linie (Klick oder Leertaste), dann führe den Schieber mit der Maus, oder halte die Leertaste für einen gleichmäßigen Schub und lass sie zum Beenden los (Q/E drehen den Schieber). Der Schieber darf beliebig angesetzt werden, überquert die Linie aber nie. Mit einem Plättchen „Schieben +1“ darfst du einen dritten Stein einschieben.
help-quarry-careful = Schiebe vorsichtig und gleichmäßig, wie es die Regel verlangt: ein langsamer, stetiger Schub bewegt den ganzen Haufen, und so gelingt es. Die Schiebetafel zeigt die Geschwindigkeit des Schiebers und nennt sie vorsichtig oder kräftig; eine hastige Hand wird bei der Höchstgeschwindigkeit des Schiebers gebremst. Der Schieber wird außerdem langsamer, sobald sein Stein dem Haufen nahe kommt (die Tafel sagt es), wie eine vorsichtige Hand: Ein Stoß bringt dort nichts.
help-quarry-aim = Auch wo du den Stein einlegst, zählt. Mit den Holzscheiben halten Steine, die mal etwas links, mal etwas rechts der Mitte hineingeschoben werden, den Haufen über die Rampe verteilt, wie auf einem echten Tisch, und ein großer Stein bewegt mehr davon als ein kleiner. Legst du jeden Stein genau in die Mitte, wird der Haufen zu einer einzigen Reihe die Rampe hinab, die pro Schub etwa einen Stein abwirft, gleich wie groß.
help-quarry-exchange = Jeden Stein, der vorne herunterfällt, tauschst du um: nimm eine gleich große oder kleinere Platte auf deinen Transportkarren, oder verkaufe ihn für 1 Sesterze. Hast du zwei oder mehr Steine eingeschoben und ist keiner heruntergefallen, erhältst du trotzdem eine kleine Platte oder 1 Sesterze. Steine, die seitlich herausfallen, bringen nichts.
help-cart-title = Der Transportkarren
help-cart-spaces = Platten reisen auf deinem Transportkarren, der drei Plätze hat: einer trägt eine große Platte, oder eine mittlere und eine kleine, oder eine einzelne mittlere oder kleine; einer trägt eine mittlere oder eine kleine; einer trägt eine kleine. Eine Platte wird nur genommen, wenn sie auf den Karren passt, so wie er beladen ist.
help-build-title = Straßenbau
help-build-where = Baue eine oder zwei Platten von deinem Karren. Eine Platte kommt auf ein leeres Feld ihrer Größe, das durch eine Linie mit einem bebauten Feld oder mit der dahinter liegenden Stadt verbunden ist. In Abschnitt A darfst du von Anfang an bauen, in B, sobald du Tarracina erreicht hast, in C, sobald du Beneventum erreicht hast. Jede Platte bringt { $large } / { $mid } / { $small } SP (groß / mittel / klein) und ein Bonusplättchen ihres Abschnitts.
help-build-second = Eine zweite Platte im selben Zug muss in denselben Straßenabschnitt, und nur, wenn alle vorherigen Abschnitte fertig gebaut sind (zwei in A sind immer erlaubt). Für zwei Platten in einem Zug gibt es außerdem 1 Sesterze.
help-travel-title = Reisen
help-travel-steps = Ziehe deine Spielfigur 1, 2 oder 3 Schritte in Richtung Brundisium für { $one } / { $two } / { $three } Sesterzen, nur über gebaute Platten und entlang der Verbindungslinien. Auf einer kleinen oder mittleren Platte darf eine Figur stehen, auf einer großen zwei; eine volle Platte darfst du überspringen, aber nicht auf ihr stehen bleiben. In der nächsten Stadt musst du stehen bleiben.
help-travel-markers = Jeder Städtemarker in der Stadt vor dir macht deine Reise um 1 Sesterze pro Marker billiger, aber nie unter 0.
help-cities-title = Städte und Siegpunktplättchen
help-cities-tokens = Wer eine Stadt erreicht, nimmt ihr oberstes Siegpunktplättchen ({ $tokens }, in dieser Reihenfolge; bei zwei Spielern { $tokens_two }), und ein Städtemarker wird auf diese Stadt gelegt, außer beim letzten Spieler, der sie erreicht.
help-end-title = Spielende
help-end-round = Nimmt jemand ein Siegpunktplättchen in Brundisium oder ist die Via Appia fertig gebaut, wird die Runde noch zu Ende gespielt, sodass alle gleich viele Züge hatten.
help-scoring-title = Schlusswertung
help-scoring-money = Die meisten Sesterzen: +{ $vp } SP (bei Gleichstand erhalten sie alle Beteiligten).
help-scoring-majority = In jedem Straßenabschnitt, nach den Platten, die du dort gebaut hast: die meisten { $first } SP, die zweitmeisten { $second } SP. Bei Gleichstand um die meisten teilen sich die Beteiligten { $first } + { $second } zu gleichen Teilen (abgerundet), und niemand wird Zweiter; bei Gleichstand um den zweiten Platz teilen sie sich { $second } (abgerundet). Keine Platten in einem Abschnitt, keine Punkte dort.
help-scoring-winner = Wer die meisten SP hat, gewinnt; bei Gleichstand teilen sich die Beteiligten den Sieg.
help-keys = Tasten: F1 diese Hilfe · F2 was würde Schwer tun? · 1/2/3 Kamera · T Steinbruch einstellen · Ende (oder ein Klick auf den Tisch) Bewegungen der Teile überspringen · Q/E drehen · Leertaste Stein einlegen, dann für einen gleichmäßigen Schub halten und zum Beenden loslassen
