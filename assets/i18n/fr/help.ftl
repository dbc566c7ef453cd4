# La fenêtre « Règles du jeu » (F1) : les règles en courtes sections. Les nombres
# viennent des données du jeu : points des dalles, coûts de voyage, décompte
# final, jetons de PV.
help-aim-title = Le but du jeu
help-aim-goal = Construisez la Via Appia de Rome à Brundisium. Les dalles que vous posez, les villes que vous atteignez en premier et les majorités que vous détenez à la fin rapportent des points de victoire (PV) ; le plus de PV l’emporte.
help-aim-screen = Vos sesterces restent derrière votre paravent : vous seul voyez votre argent (à une table de plusieurs personnes, le rideau le cache entre les tours).
help-turn-title = Un tour
help-turn-actions = À votre tour, vous faites exactement une de ces quatre actions : prendre un revenu, exploiter la carrière, construire la route ou voyager. Si vous ne pouvez en faire aucune, vous passez.
help-income-title = Revenu
help-income-cards = Prenez une carte de revenu face visible et recevez soit ses sesterces, soit ses pierres. Quand il reste { $cards } cartes face visible ou moins, vous recevez les deux moitiés. Qui prend la dernière carte reçoit un jeton « poussée +1 », et de nouvelles cartes sont révélées.
help-quarry-title = Carrière : pousser les pierres
help-quarry-push = Poussez jusqu’à deux de vos pierres dans la carrière, l’une après l’autre : placez la pierre derrière la ligne rouge (clic, ou Espace), puis menez la glissière à la souris, ou maintenez Espace pour une poussée régulière et relâchez pour terminer (Q/E tournent la glissière). La glissière peut être tenue sous n’importe quel angle mais ne franchit jamais la ligne. Un jeton « poussée +1 » vous permet de pousser une troisième pierre.
help-quarry-careful = Poussez avec soin et régularité, comme le demande la règle : une poussée lente et régulière déplace tout le tas, et c’est ce qui marche. Le panneau de poussée montre la vitesse de la glissière et la qualifie de prudente ou de ferme ; une main trop pressée est retenue à la vitesse maximale de la glissière. La glissière ralentit aussi quand sa pierre approche du tas (le panneau l’indique), comme une main prudente : un coup brusque n’y gagne rien.
help-quarry-aim = L’endroit où vous placez la pierre compte aussi. Avec les disques en bois, des pierres poussées tantôt un peu à gauche, tantôt un peu à droite du milieu gardent le tas étalé sur la rampe, comme sur une vraie table, et une grande pierre en déplace plus qu’une petite. Placez chaque pierre pile au milieu et le tas devient une seule file le long de la rampe, qui fait tomber environ une pierre par poussée, quelle que soit sa taille.
help-quarry-exchange = Chaque pierre qui tombe par le bord avant est à échanger : prenez une dalle de même taille ou plus petite sur votre charrette, ou vendez-la pour 1 sesterce. Si vous avez poussé deux pierres ou plus et qu’aucune n’est tombée, vous recevez quand même une petite dalle ou 1 sesterce. Les pierres perdues par un côté ne rapportent rien.
help-cart-title = La charrette
help-cart-spaces = Les dalles voyagent sur votre charrette, qui a trois emplacements : l’un porte une grande dalle, ou une moyenne et une petite, ou une seule moyenne ou petite ; un autre porte une moyenne ou une petite ; le dernier porte une petite. Une dalle n’est prise que si elle tient sur la charrette telle qu’elle est chargée.
help-build-title = Construire la route
help-build-where = Posez une ou deux dalles de votre charrette. Une dalle va sur un emplacement vide de sa taille, relié par une ligne à un emplacement construit ou à la ville qui le précède. Vous pouvez construire dans le segment A dès le début, dans B une fois Tarracina atteinte, dans C une fois Beneventum atteinte. Chaque dalle rapporte { $large } / { $mid } / { $small } PV (grande / moyenne / petite) et un jeton bonus de son segment.
help-build-second = Une deuxième dalle dans le même tour doit aller dans le même segment, et seulement si tous les segments précédents sont complets (deux dans A sont toujours permises). Deux dalles dans un tour rapportent aussi 1 sesterce.
help-travel-title = Voyager
help-travel-steps = Avancez votre pion de 1, 2 ou 3 cases vers Brundisium pour { $one } / { $two } / { $three } sesterces, uniquement sur des dalles construites et le long des lignes. Une petite dalle ou une dalle moyenne accueille un pion, une grande dalle deux ; vous pouvez passer une dalle pleine mais pas vous y arrêter. Vous devez vous arrêter à la ville suivante.
help-travel-markers = Chaque marqueur de ville sur la ville devant vous réduit votre voyage de 1 sesterce par marqueur, jamais en dessous de 0.
help-cities-title = Villes et jetons de PV
help-cities-tokens = Qui atteint une ville prend son jeton de PV du dessus ({ $tokens }, dans cet ordre ; à deux joueurs { $tokens_two }), et un marqueur de ville est posé sur cette ville, sauf par le dernier joueur à y arriver.
help-end-title = Fin de la partie
help-end-round = Quand quelqu’un prend un jeton de PV à Brundisium, ou que la route est achevée, la manche est jouée jusqu’au bout pour que chacun ait joué autant de tours.
help-scoring-title = Décompte final
help-scoring-money = Le plus de sesterces : +{ $vp } PV (tous les joueurs à égalité en tête les reçoivent).
help-scoring-majority = Dans chaque segment, selon les dalles que vous y avez posées : le premier { $first } PV, le deuxième { $second } PV. À égalité pour la première place, les joueurs concernés se partagent { $first } + { $second } à parts égales (arrondi à l’inférieur) et personne n’est deuxième ; à égalité pour la deuxième place, ils se partagent { $second } (arrondi à l’inférieur). Pas de dalle dans un segment, pas de points dans ce segment.
help-scoring-winner = Le plus de PV l’emporte ; en cas d’égalité, la victoire est partagée.
help-keys = Touches : F1 cette aide · F2 que ferait Difficile ? · 1/2/3 caméra · T réglage de la carrière · Fin (ou un clic sur la table) passer les mouvements des pièces · Q/E tourner · Espace pour poser la pierre, puis maintenir pour une poussée régulière et relâcher pour terminer
