# Le panneau de réglage de la carrière.
tuning-apply = Appliquer et remettre la carrière à zéro
tuning-revert = Revenir au fichier
tuning-edits-dropped = modifications abandonnées
tuning-save = Enregistrer en RON
tuning-save-hover = Écrit les valeurs dans { $path } en gardant ses commentaires
tuning-start-from = Partir des pierres :
tuning-preset-hover = Charge { $file } pour le modifier ; « Appliquer » pour l’utiliser
tuning-preset-loaded = { $file } chargé : « Appliquer » remet la carrière à zéro avec ; « Enregistrer » l’écrit
tuning-edits-invalid = Les modifications ne sont pas valides : { $error }
tuning-file-error = Erreur dans le fichier : { $error }
tuning-read-again = { $path } relu : rien ne change pour la carrière
tuning-changed = { $path } a changé sur le disque : il est appliqué
tuning-file-refused = le fichier n’est pas utilisé, la carrière garde le dernier réglage valide : { $error }
tuning-applied = appliqué : la carrière a été remise à zéro
tuning-not-applied-because = non appliqué : { $error }
tuning-not-applied = non appliqué
tuning-deferred = gardé pour la prochaine partie : la carrière de cette partie reste telle quelle
tuning-saved-to = enregistré dans { $path }
# L’aide d’une ligne : son champ dans le fichier, puis les valeurs permises maintenant.
tuning-valid-now =
    { $path }
    valide maintenant : { $low } … { $high }
tuning-no-limit = sans limite
# Les formes des pierres (dans le fichier : Box, Disc).
tuning-shape-box = Pavé
tuning-shape-disc = Disque
# Les unités écrites en mots.
tuning-unit-deg = degrés
tuning-unit-steps = pas
tuning-unit-units-per-second = unités/s
# L’avis de la fenêtre quand le fichier réglé ne peut pas être surveillé.
tuning-not-watched = les modifications de { $path } ne sont pas surveillées : { $error }

# La question quand de nouvelles valeurs de la carrière arrivent pendant une partie.
tuning-retune-title = Utiliser les nouvelles valeurs de la carrière ?
tuning-retune-text = Une partie est en cours. Reconstruire sa carrière la remplit à nouveau avec les nouvelles valeurs : les pierres gardent leurs tailles et leur nombre, mais pas leurs places.
tuning-retune-now = Reconstruire la carrière de cette partie
tuning-retune-next-game = À partir de la prochaine partie
tuning-retune-cancel = Annuler (Échap)
