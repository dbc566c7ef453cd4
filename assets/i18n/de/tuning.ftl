# Die Tafel zum Einstellen des Steinbruchs.
tuning-apply = Übernehmen & Steinbruch neu aufbauen
tuning-revert = Zurück zur Datei
tuning-edits-dropped = Änderungen verworfen
tuning-save = In RON speichern
tuning-save-hover = Schreibt die Werte in { $path } und behält deren Kommentare
tuning-start-from = Ausgehen von den Steinen:
tuning-preset-hover = Lädt { $file } zum Bearbeiten; „Übernehmen“ verwendet sie
tuning-preset-loaded = { $file } geladen: „Übernehmen“ baut den Steinbruch damit neu auf; „Speichern“ schreibt sie
tuning-edits-invalid = Die Änderungen sind nicht gültig: { $error }
tuning-file-error = Fehler in der Datei: { $error }
tuning-read-again = { $path } neu gelesen: keine Änderung für den Steinbruch
tuning-changed = { $path } wurde auf der Festplatte geändert: wird übernommen
tuning-file-refused = die Datei wird nicht verwendet, der Steinbruch behält die letzte gültige Einstellung: { $error }
tuning-applied = übernommen: der Steinbruch wurde neu aufgebaut
tuning-not-applied-because = nicht übernommen: { $error }
tuning-not-applied = nicht übernommen
tuning-deferred = für das nächste Spiel vorgemerkt: der Steinbruch dieser Partie bleibt, wie er ist
tuning-saved-to = gespeichert in { $path }
# Der Hinweis einer Zeile: ihr Feld in der Datei, dann die jetzt erlaubten Werte.
tuning-valid-now =
    { $path }
    jetzt gültig: { $low } … { $high }
tuning-no-limit = keine Grenze
# Die Formen der Steine (in der Datei: Box, Disc).
tuning-shape-box = Quader
tuning-shape-disc = Scheibe
# Einheiten, die als Wörter geschrieben werden.
tuning-unit-deg = Grad
tuning-unit-steps = Schritte
tuning-unit-units-per-second = Einheiten/s
# Der Hinweis des Fensters, wenn die eingestellte Datei nicht beobachtet werden kann.
tuning-not-watched = Änderungen an { $path } werden nicht beobachtet: { $error }

# Die Frage, wenn neue Werte für den Steinbruch eine laufende Partie erreichen.
tuning-retune-title = Die neuen Werte für den Steinbruch verwenden?
tuning-retune-text = Eine Partie läuft. Baut man ihren Steinbruch neu auf, wird er mit den neuen Werten frisch gefüllt: Die Steine behalten ihre Größen und Anzahlen, aber nicht ihre Plätze.
tuning-retune-now = Den Steinbruch dieser Partie neu aufbauen
tuning-retune-next-game = Ab dem nächsten Spiel
tuning-retune-cancel = Abbrechen (Esc)
