# À une table sur un serveur de jeu (Partie → En ligne).
online-their-move = { $name } joue sur son propre écran…
online-not-your-move = C’est à { $name } de jouer, sur son propre écran.
online-no-undo = À une table en ligne, chaque coup est joué aussitôt sur tous les écrans : il ne peut pas être annulé.
