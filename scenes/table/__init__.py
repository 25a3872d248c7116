"""The table: the screens every game shares (title, Load, Continue, campaign, daily game,
Statistics, settings, pause, rules, quick rules, replay, the guided game's end) and the bases each
game's own screens extend (New game, Game over, the guided game's board, the keys every board
shares: Esc, F1, Ctrl+Z, H).

They never name a game: they ask the registry (scenes.games) for its pieces. They may import the
players, the board kit, the registry, game and engine.core; never a game's own screens
(scenes/galaxy, scenes/swarm, scenes/arachnid) nor a game's engine.
"""
