# Die Begründungen der Bots, nach ihren Zügen im Protokoll.
bots-income-sesterces = Geld für den weiteren Weg
bots-income-stones = Steine für den Steinbruch
bots-income-both = beide Hälften, solange höchstens drei Karten ausliegen
bots-quarry = Steine zum Einschieben: { $stones }
bots-push = { $plan }, { $expecting }
bots-push-carefully = vorsichtig
bots-stop-pushing = genug geschoben in diesem Zug
bots-take-tile = eine { $size ->
        [small] kleine
        [mid] mittlere
       *[large] große
    } Platte, die sich bauen lässt
bots-sell-no-use = keine Platte, die sich brauchen ließe
bots-sell-money = Geld ist jetzt mehr wert
bots-build = für die Mehrheit in Abschnitt { $segment }
bots-end-turn = keine zweite Platte, die sich zu bauen lohnt
bots-travel-city = um in { $city } ein Siegpunktplättchen zu holen
bots-travel-closer = näher an die nächste Stadt
bots-pass = nichts anderes ist erlaubt
bots-unload = der Karren steckt fest: Platten, die kein freies Feld nimmt, gehen zurück

## Was ein Schieben voraussichtlich bringt.
bots-stones = { $count ->
        [1] einen Stein
        [2] zwei Steine
        [3] drei Steine
        [4] vier Steine
        [5] fünf Steine
        [6] sechs Steine
        [7] sieben Steine
        [8] acht Steine
        [9] neun Steine
       *[other] { $count } Steine
    }
bots-likely-nothing = wahrscheinlich nichts
bots-likely = wahrscheinlich { $stones }
bots-sometimes = { $outlook }, manchmal { $other }
bots-sometimes-nothing = nichts
bots-sometimes-fewer = weniger
bots-number = { $count ->
        [1] einen
        [2] zwei
        [3] drei
        [4] vier
        [5] fünf
        [6] sechs
        [7] sieben
        [8] acht
        [9] neun
       *[other] { $count }
    }
bots-range-or = { $from } oder { $to }
bots-range-to = { $from } bis { $to }

## Ein Schiebeplan in Worten: „rechts der Mitte, kräftig, der Stein um 45° gedreht“.
bots-plan-left = links der Mitte
bots-plan-right = rechts der Mitte
bots-plan-middle = in der Mitte
bots-plan-firmly = kräftig
bots-plan-gently = sanft
bots-plan-stone-turned = der Stein um { $degrees }° gedreht
bots-plan-pusher-turned = der Schieber um { $degrees }° gedreht

## Der schwere Bot: sein Schieben und seine Suche.
bots-push-tried = { $push } (der beste von { $tried } erprobten Schüben)
bots-leaves-little = lässt wenig an der Kante
bots-leaves-a-stone = lässt einen Stein nahe der Kante
bots-leaves-stones = lässt allerdings Steine an der Kante
bots-searched = { $reason }, { $rounds ->
    [one] bis zum Ende der Runde
   *[other] { $rounds } Runden voraus
} abgewogen

## Die Faustregeln des schlichten Bots.
bots-plain-second-tile = eine zweite Platte
bots-plain-no-second-tile = keine zweite Platte
bots-plain-largest-stone = der größte Stein
bots-plain-enough = genug
bots-plain-largest-tile = die größte Platte, die passt
bots-plain-no-room = kein Platz
bots-plain-only-move = der einzige Zug
bots-plain-can-build = Bauen geht
bots-plain-next-city = die nächste Stadt
bots-plain-quarry = Steine zum Einschieben und Platz auf dem Karren
bots-plain-towards-city = Richtung nächste Stadt
bots-plain-cart-stuck = der Karren steckt fest
bots-plain-card = die benötigte Karte
bots-for-program = der Zug des Bots „Mittel“ für das Programm: { $reason }
bots-program-choice = die Wahl des Programms
bots-failed-thinking = der Bot ist beim Nachdenken gescheitert
