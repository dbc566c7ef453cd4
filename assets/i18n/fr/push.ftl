# Le panneau à côté de la carrière pendant qu’une pierre est poussée.
push-title = { $name } pousse une { $size ->
    [large] grande pierre
    [mid] pierre moyenne
   *[small] petite pierre
}
push-dropped = Pierres tombées à l’avant jusqu’ici : { $count }
push-by-plan = { $name } pousse selon son plan : regardez la glissière…
push-placing = Passez la souris sur l’entrée pour déplacer la pierre en travers, puis cliquez pour la poser derrière la ligne. Q / E tournent la pierre.
push-placing-discs = Tantôt un peu à gauche, tantôt un peu à droite du milieu : les disques restent ainsi étalés sur la rampe.
push-across = en travers (m)
push-turn-stone = Tourner la pierre
push-put-in = Poser la pierre  (Espace)
push-clearing = Une pierre bloque l’entrée : tirez la glissière seule avec le bouton gauche de la souris (ou maintenez Espace) pour la pousser dedans, puis relâchez.
push-careful = Poussez avec soin et régularité, comme le veut la règle : une poussée lente et régulière fait avancer le tas. Maintenez Espace pour une poussée régulière.
push-drag = Ou tirez la glissière avec le bouton gauche de la souris : elle suit la souris et s’arrête à la ligne rouge. Q / E la tournent. Relâchez (Espace ou la souris) pour finir.
push-turn-pusher = Tourner la glissière
push-done = Fin de la poussée
push-settling = En attente de l’arrêt de toutes les pierres…
push-steady = Pousser régulièrement  (maintenir Espace)
push-steady-on = Poussée régulière… (relâchez pour finir)
# La vitesse de la glissière, et son allure en un mot.
push-pace = Glissière : { $speed } cm/s — { $care }
push-care-still = immobile
push-care-careful = prudente
push-care-firm = ferme
push-care-held-back = freinée à sa vitesse maximale
push-care-slowed = ralentie près du tas
push-notice-clear-entrance = Une pierre bloque l’entrée : poussez-la avec la glissière vide, puis placez la vôtre.
