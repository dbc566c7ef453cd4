# Am Tisch auf einem Spielserver (Spiel → Online).
online-their-move = { $name } zieht am eigenen Bildschirm …
online-not-your-move = { $name } ist am Zug und spielt am eigenen Bildschirm.
online-no-undo = An einem Online-Tisch gilt jeder Zug sofort an allen Bildschirmen: Er lässt sich nicht zurücknehmen.
