# Die Tafel neben dem Steinbruch, während ein Stein eingeschoben wird.
push-title = { $name } schiebt einen { $size ->
    [large] großen
    [mid] mittleren
   *[small] kleinen
} Stein ein
push-dropped = Vorne heruntergefallen bisher: { $count }
push-by-plan = { $name } schiebt nach Plan: Sieh dem Schieber zu…
push-placing = Fahre mit der Maus über den Eingang, um den Stein seitlich zu verschieben, und klicke, um ihn vor der Linie abzulegen. Q / E drehen den Stein.
push-placing-discs = Mal etwas links, mal etwas rechts der Mitte: so bleiben die Scheiben über die Rampe verteilt.
push-across = seitlich (m)
push-turn-stone = Stein drehen
push-put-in = Stein ablegen  (Leertaste)
push-clearing = Ein Stein versperrt den Eingang: Ziehe den Schieber allein mit der linken Maustaste (oder halte die Leertaste), um ihn hineinzuschieben, und lass dann los.
push-careful = Schiebe vorsichtig und gleichmäßig, wie es die Regel verlangt: Ein langsamer, stetiger Schub bewegt die Steine. Halte die Leertaste für einen stetigen Schub.
push-drag = Oder ziehe den Schieber mit der linken Maustaste: Er folgt der Maus und hält an der roten Linie. Q / E drehen ihn. Lass los (Leertaste oder Maus), um zu beenden.
push-turn-pusher = Schieber drehen
push-done = Fertig mit Schieben
push-settling = Warten, bis alle Steine ruhen…
push-steady = Stetig schieben  (Leertaste halten)
push-steady-on = Schiebt stetig… (loslassen zum Beenden)
# Das Tempo des Schiebers, und in einem Wort, wie er schiebt.
push-pace = Schieber: { $speed } cm/s — { $care }
push-care-still = steht
push-care-careful = vorsichtig
push-care-firm = kräftig
push-care-held-back = bei Höchsttempo gebremst
push-care-slowed = am Haufen gebremst
push-notice-clear-entrance = Ein Stein versperrt den Eingang: Schiebe ihn mit dem leeren Schieber hinein, dann lege deinen ein.
